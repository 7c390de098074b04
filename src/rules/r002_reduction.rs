//! R002 (scales): a reduction over an array (`sum mean max min prod var amax amin linalg.norm`).

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{api, Kind};
use crate::rule_meta;

rule_meta!(
    "R002",
    Scales,
    "reduction",
    None,
    "Reduction (sum, mean, max, min, prod, var, norm) over an array"
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
        let (operand, function_form) = if let Some(member) = super::numpy_member(cx, call) {
            let reduces = api::contains(api::SCALING_REDUCTIONS, member) || member == "linalg.norm";
            if !reduces {
                return;
            }
            (call.arguments.args.first(), true)
        } else if let Some((recv, method)) = super::array_method(cx, call) {
            if !api::contains(api::SCALING_REDUCTIONS, method) {
                return;
            }
            (Some(recv), false)
        } else {
            return;
        };
        let Some(operand) = operand else { return };
        // `np.max(expr)`: the function form reduces whatever it is given unless it is plainly not an array.
        let reducible = match cx.model.kind(cx.scope, operand) {
            Kind::Array => true,
            Kind::Unknown => function_form && !matches!(operand, Expr::Name(_)),
            _ => false,
        };
        if reducible && !cx.is_element_access(operand) {
            out.report(
                cx,
                &META,
                expr.range(),
                "reduction over an array runs as one distributed task".into(),
            );
        }
    }
}
