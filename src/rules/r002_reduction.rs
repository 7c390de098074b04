//! R002 (scales): a reduction over an array (`sum mean max min prod var amax amin linalg.norm`).

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::api;
use crate::rule_meta;

rule_meta!("R002", Scales, "reduction", None, "Reduction (sum, mean, max, min, prod, var, norm) over an array");

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        let Expr::Call(call) = expr else { return };
        let operand = if let Some(member) = super::numpy_member(cx, call) {
            let reduces = api::contains(api::SCALING_REDUCTIONS, &member) || member == "linalg.norm";
            if !reduces {
                return;
            }
            call.arguments.args.first()
        } else if let Some((recv, method)) = super::array_method(cx, call) {
            if !api::contains(api::SCALING_REDUCTIONS, method) {
                return;
            }
            Some(recv)
        } else {
            return;
        };
        let Some(operand) = operand else { return };
        if cx.model.is_array(cx.scope, operand) && !cx.is_element_access(operand) {
            out.report(cx, &META, expr.range(), "reduction over an array runs as one distributed task".into());
        }
    }
}
