//! R305 (info): `linalg.solve` (multi-GPU from dimension 512) / `linalg.cholesky` (from 8192).

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R305",
    Info,
    "solve-cholesky",
    None,
    "linalg.solve (multi-GPU from n=512) / linalg.cholesky (from n=8192)"
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
        let message = match super::numpy_member(cx, call) {
            Some("linalg.solve") => "`np.linalg.solve` uses several GPUs only from dimension 512",
            Some("linalg.cholesky") => {
                "`np.linalg.cholesky` uses several GPUs only from dimension 8192"
            }
            _ => return,
        };
        out.report(cx, &META, expr.range(), message.to_string());
    }
}
