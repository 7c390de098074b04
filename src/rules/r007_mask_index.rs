//! R007 (scales): boolean-mask indexing `arr[mask]`, `arr[mask] = v`.

use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R007",
    Scales,
    "mask-index",
    None,
    "Boolean-mask indexing arr[mask]"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::SUBSCRIPT
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        let Expr::Subscript(sub) = expr else { return };
        if !cx.model.is_array(cx.scope, &sub.value) || cx.is_element_access(&sub.slice) {
            return;
        }
        if is_mask(cx, &sub.slice, 0) {
            out.report(
                cx,
                &META,
                expr.range(),
                "boolean-mask indexing runs as one distributed operation".into(),
            );
        }
    }
}

/// A boolean array expression: a comparison over arrays, `~m`, `m1 & m2`, a logical/isnan call,
/// or a name bound to one.
pub fn is_mask(cx: &Context, expr: &Expr, depth: u32) -> bool {
    if depth > 4 {
        return false;
    }
    match expr {
        Expr::Compare(c) => {
            cx.model.is_array(cx.scope, &c.left)
                || c.comparators.iter().any(|e| cx.model.is_array(cx.scope, e))
        }
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::Invert => is_mask(cx, &u.operand, depth + 1),
        Expr::BinOp(b)
            if matches!(
                b.op,
                ast::Operator::BitAnd | ast::Operator::BitOr | ast::Operator::BitXor
            ) =>
        {
            is_mask(cx, &b.left, depth + 1) || is_mask(cx, &b.right, depth + 1)
        }
        Expr::Call(call) => super::numpy_member(cx, call).is_some_and(|m| {
            matches!(
                m,
                "isnan"
                    | "isfinite"
                    | "isinf"
                    | "logical_and"
                    | "logical_or"
                    | "logical_not"
                    | "logical_xor"
                    | "isclose"
                    | "greater"
                    | "less"
                    | "equal"
                    | "not_equal"
                    | "greater_equal"
                    | "less_equal"
                    | "isin"
                    | "signbit"
            )
        }),
        Expr::Name(n) => cx
            .model
            .bound_values(cx.scope, n.id.as_str())
            .iter()
            .any(|v| is_mask(cx, v, depth + 1)),
        _ => false,
    }
}
