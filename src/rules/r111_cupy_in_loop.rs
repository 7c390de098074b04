//! R111 (blocks): CuPy conversions inside a loop that also uses NumPy/cuPyNumeric arrays — one per
//! outermost loop, at the first conversion.

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

fn is_cupy(cx: &Context, e: &Expr) -> bool {
    cx.model
        .imports
        .qualified_name(e)
        .is_some_and(|n| n.starts_with("cupy"))
}
