//! R304 (info): `np.random.*` / `default_rng` — streams are not bit-identical across `--gpus N`.

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R304",
    Info,
    "random",
    None,
    "np.random / default_rng: not bit-identical across GPU counts"
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
        if member.starts_with("random.") {
            let message = format!(
                "`np.{member}`: random streams differ with the number of GPUs (not bit-identical)"
            );
            out.report(cx, &META, expr.range(), message);
        }
    }
}
