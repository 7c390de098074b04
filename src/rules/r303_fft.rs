//! R303 (info): `fft.*` — one transform runs on one GPU; batch transforms for multi-GPU.

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R303",
    Info,
    "fft",
    None,
    "np.fft: one transform runs on one GPU; batch for multi-GPU"
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
        let Some(member) = super::numpy_member(cx, call) else {
            return;
        };
        if member.starts_with("fft.") {
            let message = format!(
                "`np.{member}`: one transform runs on one GPU; batch transforms to use several"
            );
            out.report(cx, &META, expr.range(), message);
        }
    }
}
