//! R004 (scales): branch-free selection: 3-argument `where`, `choose`, `select`, `putmask`.

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R004",
    Scales,
    "where-select",
    None,
    "Branch-free selection: where (3 arguments), choose, select, putmask"
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
        let hit = match member {
            "where" => call.arguments.args.len() == 3,
            "choose" | "select" | "putmask" => true,
            _ => false,
        };
        if hit {
            out.report(
                cx,
                &META,
                expr.range(),
                format!("`{member}` selects elementwise without a branch"),
            );
        }
    }
}
