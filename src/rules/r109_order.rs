//! R109 (blocks): an explicit `order=` on `reshape ravel flatten asarray array copy empty zeros ones
//! full *_like`.

use ruff_python_ast::Expr;

use crate::checker::{Context, Reporter};
use crate::model::{api, expr::keyword, Kind};
use crate::rule_meta;

rule_meta!(
    "R109",
    Blocks,
    "memory-order",
    Some("RR-order"),
    "Explicit order= on array creation or reshaping"
);

pub struct Rule;

fn takes_order(name: &str) -> bool {
    matches!(
        name,
        "reshape"
            | "ravel"
            | "flatten"
            | "asarray"
            | "array"
            | "copy"
            | "empty"
            | "zeros"
            | "ones"
            | "full"
    ) || name.ends_with("_like")
}

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::CALL
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        let Expr::Call(call) = expr else { return };
        let Some(kw) = keyword(call, "order") else {
            return;
        };
        let applies = match super::numpy_member(cx, call) {
            Some(member) => takes_order(api::leaf(member)),
            None => crate::model::expr::method_call(call).is_some_and(|(recv, m)| {
                takes_order(m) && cx.model.kind(cx.scope, recv) != Kind::NotArray
            }),
        };
        if applies {
            let message =
                "explicit `order=`: cuPyNumeric raises TypeError for creation functions and \
                           falls back to host NumPy for reshape/ravel/flatten"
                    .to_string();
            out.report(cx, &META, kw.range, message);
        }
    }
}
