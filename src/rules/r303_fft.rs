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
        if member.strip_prefix("fft.").is_some_and(is_transform) {
            let message = format!(
                "`np.{member}`: one transform runs on one GPU; batch transforms to use several"
            );
            out.report(cx, &META, expr.range(), message);
        }
    }
}

/// `np.fft`'s helpers (sample frequencies, shifts) transform nothing.
fn is_transform(name: &str) -> bool {
    !matches!(name, "fftfreq" | "rfftfreq" | "fftshift" | "ifftshift")
}
