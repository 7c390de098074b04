//! R206 (refactor): `reshape` (method or function) in a hot loop with loop-invariant arguments.

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::Kind;
use crate::rule_meta;

rule_meta!(
    "R206",
    Refactor,
    "reshape-in-loop",
    Some("RR-reshape"),
    "reshape with loop-invariant arguments inside a hot loop"
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
        let Some(loop_id) = cx.innermost_loop() else {
            return;
        };
        if !cx.hot {
            return;
        }
        let info = &cx.model.loops[loop_id];
        let (array, shape_args): (&Expr, Vec<&Expr>) = match super::numpy_member(cx, call) {
            Some("reshape") => {
                let Some(first) = call.arguments.args.first() else {
                    return;
                };
                (
                    first,
                    call.arguments
                        .args
                        .iter()
                        .skip(1)
                        .chain(call.arguments.keywords.iter().map(|k| &k.value))
                        .collect(),
                )
            }
            Some(_) => return,
            None => match crate::model::expr::method_call(call) {
                Some((recv, "reshape")) if cx.model.kind(cx.scope, recv) == Kind::Array => (
                    recv,
                    call.arguments
                        .args
                        .iter()
                        .chain(call.arguments.keywords.iter().map(|k| &k.value))
                        .collect(),
                ),
                _ => return,
            },
        };
        if shape_args.is_empty()
            || cx.is_element_access(array)
            || !shape_args.iter().all(|a| info.is_invariant(a))
        {
            return;
        }
        let message = "`reshape` with loop-invariant arguments runs every iteration (may copy on cuPyNumeric); \
                       reshape once before the loop"
            .to_string();
        out.report(cx, &META, expr.range(), message);
    }
}
