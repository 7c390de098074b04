//! R111 (blocks): CuPy conversions inside a loop that also uses NumPy/cuPyNumeric arrays — one per
//! outermost loop, at the first conversion; and conversions in a function that a loop calls
//! (SPEC §2 "Calls (v2)"), in a module that uses both runtimes.

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use crate::checker::{Context, Reporter};
use crate::model::{loops::for_each_body_expr, Library};
use crate::rule_meta;

rule_meta!(
    "R111",
    Blocks,
    "cupy-in-loop",
    Some("RR-one-runtime"),
    "CuPy conversions inside a loop that uses NumPy/cuPyNumeric arrays"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::CALL
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        check_called_function(cx, expr, out);
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        if !matches!(stmt, Stmt::For(_) | Stmt::While(_))
            || !cx.loops.is_empty()
            || !cx.model.imports.uses(Library::Cupy)
        {
            return;
        }
        let Some(id) = cx.model.loop_at(stmt.start()) else {
            return;
        };
        let info = &cx.model.loops[id];
        let mut first: Option<TextRange> = None;
        let mut uses_numpy = false;
        for_each_body_expr(info.node, &mut |e| {
            let Expr::Call(call) = e else {
                if let Expr::Name(_) | Expr::Attribute(_) = e {
                    uses_numpy |= cx.model.is_array(info.scope, e) && !is_cupy(cx, e);
                }
                return;
            };
            let name = cx.model.callee_name(&call.func);
            match name {
                Some(n)
                    if (n.starts_with("cupy.") || n.starts_with("cupyx."))
                        && first.is_none_or(|f| call.start() < f.start()) =>
                {
                    first = Some(call.range());
                }
                Some(n) if n.starts_with("numpy.") => uses_numpy = true,
                _ => {}
            }
        });
        if let (Some(at), true) = (first, uses_numpy) {
            let message =
                "CuPy conversions in a loop that also uses NumPy/cuPyNumeric arrays copy data \
                           between runtimes every iteration; keep one runtime"
                    .to_string();
            let mut cx = cx.clone();
            cx.hot = true;
            out.report(&cx, &META, at, message);
        }
    }
}

/// Calls that move data between CuPy and the host runtime.
const CONVERSIONS: &[&str] = &[
    "cupy.asarray",
    "cupy.array",
    "cupy.asnumpy",
    "cupy.ascontiguousarray",
    "cupy.asfortranarray",
];

/// A conversion in a function body outside its loops: a candidate, reported only if the call
/// graph finds a loop that calls the function.
fn check_called_function(cx: &Context, expr: &Expr, out: &mut Reporter) {
    let Expr::Call(call) = expr else { return };
    if cx.hot || cx.via_call.is_none() || !cx.loops.is_empty() {
        return;
    }
    if !(cx.model.imports.uses(Library::Cupy) && cx.model.imports.uses(Library::Numpy)) {
        return;
    }
    let Some(name) = cx.model.callee_name(&call.func) else {
        return;
    };
    if CONVERSIONS.contains(&name) {
        let message = format!(
            "`{name}` in a function called from a loop that uses NumPy/cuPyNumeric arrays copies \
             data between runtimes every iteration; keep one runtime"
        );
        out.report(cx, &META, call.range(), message);
    }
}

fn is_cupy(cx: &Context, e: &Expr) -> bool {
    cx.model
        .imports
        .qualified_name(e)
        .is_some_and(|n| n.starts_with("cupy"))
}
