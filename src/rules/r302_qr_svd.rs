//! R302 (info): `linalg.qr` / `linalg.svd` run on a single device.

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R302",
    Info,
    "qr-svd",
    None,
    "linalg.qr / linalg.svd run on a single GPU"
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
        if let Some(member @ ("linalg.qr" | "linalg.svd")) = super::numpy_member(cx, call) {
            out.report(
                cx,
                &META,
                expr.range(),
                format!("`np.{member}` runs on a single GPU (not distributed)"),
            );
        }
    }
}
