//! R006 (scales): buffer reuse in a loop: `out=` on a NumPy call, or a buffer swap `a, b = b, a`.

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{expr::keyword, Kind};
use crate::rule_meta;

rule_meta!(
    "R006",
    Scales,
    "buffer-reuse",
    None,
    "Buffer reuse in a loop: out= or a swap a, b = b, a"
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
        let Expr::Call(call) = expr else { return };
        if cx.hot && keyword(call, "out").is_some() && super::numpy_member(cx, call).is_some() {
            out.report(
                cx,
                &META,
                expr.range(),
                "`out=` reuses a buffer instead of allocating".into(),
            );
        }
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        let Stmt::Assign(assign) = stmt else { return };
        if !cx.hot || !is_swap(cx, &assign.targets, &assign.value) {
            return;
        }
        out.report(
            cx,
            &META,
            stmt.range(),
            "buffer swap reuses both arrays".into(),
        );
    }
}

/// `a, b = b, a` where at least one side holds an array.
pub fn is_swap(cx: &Context, targets: &[Expr], value: &Expr) -> bool {
    let ([Expr::Tuple(t)], Expr::Tuple(v)) = (targets, value) else {
        return false;
    };
    let [ta, tb] = &t.elts[..] else { return false };
    let [va, vb] = &v.elts[..] else { return false };
    let text = |e: &Expr| &cx.text[e.range()];
    let swapped = text(ta) == text(vb) && text(tb) == text(va) && text(ta) != text(tb);
    swapped
        && [ta, tb]
            .iter()
            .any(|e| cx.model.kind(cx.scope, e) == Kind::Array)
}
