//! R003 (scales): matrix products: `matmul dot einsum tensordot` and the `@` operator.

use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R003",
    Scales,
    "matmul",
    None,
    "Matrix product: matmul, dot, einsum, tensordot, @"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::CALL | super::interest::BINOP
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        let hit = match expr {
            Expr::BinOp(b) => b.op == ast::Operator::MatMult,
            Expr::Call(call) => match super::numpy_member(cx, call) {
                Some(m) => matches!(
                    m,
                    "matmul" | "dot" | "einsum" | "tensordot" | "vdot" | "inner"
                ),
                None => super::array_method(cx, call).is_some_and(|(_, m)| m == "dot"),
            },
            _ => false,
        };
        if hit {
            out.report(
                cx,
                &META,
                expr.range(),
                "matrix product runs distributed on the GPUs".into(),
            );
        }
    }
}
