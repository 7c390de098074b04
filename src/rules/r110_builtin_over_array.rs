//! R110 (blocks): Python builtins over an array (`sum min max any all sorted reversed list tuple
//! iter zip`), which iterate it element by element on the host.

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{expr::builtin_name, Kind};
use crate::rule_meta;

rule_meta!(
    "R110",
    Blocks,
    "builtin-over-array",
    Some("RR-builtin"),
    "Python builtin (sum, max, sorted, list, zip…) over an array"
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
        let Some(name) = builtin_name(&call.func) else {
            return;
        };
        if !matches!(
            name,
            "sum"
                | "min"
                | "max"
                | "any"
                | "all"
                | "sorted"
                | "reversed"
                | "list"
                | "tuple"
                | "iter"
                | "zip"
        ) {
            return;
        }
        if cx.model.binding_count(cx.scope, name) > 0 {
            return; // shadowed by a local definition
        }
        let args = &call.arguments.args;
        let over_array =
            |e: &Expr| cx.model.kind(cx.scope, e) == Kind::Array && !cx.is_element_access(e);
        let hit = match name {
            "zip" => args.iter().any(over_array),
            _ => args.len() == 1 && over_array(&args[0]),
        };
        if !hit
            || cx.model.is_loop_iterable(expr.range())
                && matches!(name, "zip" | "reversed" | "iter")
        {
            return;
        }
        let message = format!(
            "builtin `{name}()` iterates the array element by element on the host; use the NumPy equivalent"
        );
        out.report(cx, &META, expr.range(), message);
    }
}
