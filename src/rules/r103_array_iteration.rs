//! R103 (blocks): iterating an array: `for row in arr`, `enumerate(arr)`, `zip(arr, …)`,
//! `np.nditer`, `np.ndenumerate` — reported at the `for` statement (or the comprehension).

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use crate::checker::{Context, Reporter};
use crate::model::{expr::builtin_name, Kind, LoopInfo};
use crate::rule_meta;

rule_meta!(
    "R103",
    Blocks,
    "array-iteration",
    Some("RR-loop"),
    "Iterating over an array (for row in arr, nditer, ndenumerate)"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::COMPREHENSION
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        if let Stmt::For(f) = stmt {
            let header = TextRange::new(f.range.start(), f.iter.range().end());
            check(cx, f.range.start(), header, out);
        }
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        if matches!(
            expr,
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_)
        ) {
            check(cx, expr.start(), expr.range(), out);
        }
    }
}

fn check(cx: &Context, start: ruff_text_size::TextSize, at: TextRange, out: &mut Reporter) {
    let Some(id) = cx.model.loop_at(start) else {
        return;
    };
    let info = &cx.model.loops[id];
    if !iterates_array(cx, info) {
        return;
    }
    let nested_in_owner = cx
        .loops
        .iter()
        .any(|&l| iterates_array(cx, &cx.model.loops[l]) || cx.model.loops[l].element);
    if nested_in_owner {
        return;
    }
    let message = "iterating an array materializes one element or row per Python iteration; \
                   operate on the whole array (axis= reductions, slicing)"
        .to_string();
    let mut cx = cx.clone();
    cx.hot = cx.hot || !cx.loops.is_empty();
    out.report(&cx, &META, at, message);
}

/// The loop walks an array itself rather than an index range.
pub fn iterates_array(cx: &Context, info: &LoopInfo) -> bool {
    let Some(iter) = info.iterable() else {
        return false;
    };
    let scope = info.scope;
    let array = |e: &Expr| cx.model.kind(scope, e) == Kind::Array;
    match iter {
        Expr::Call(call) => {
            if let Some(name) = cx.model.numpy_call_name(&call.func) {
                if matches!(name, "numpy.nditer" | "numpy.ndenumerate") {
                    return true;
                }
            }
            match builtin_name(&call.func) {
                Some("enumerate" | "reversed" | "iter") => {
                    call.arguments.args.first().is_some_and(array)
                }
                Some("zip") => call.arguments.args.iter().any(array),
                _ => array(iter),
            }
        }
        e => array(e),
    }
}
