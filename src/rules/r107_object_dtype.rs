//! R107 (blocks): object dtype: `dtype=object`, `dtype="O"`, `np.object_`.

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R107",
    Blocks,
    "object-dtype",
    None,
    "Object dtype (dtype=object, \"O\", np.object_)"
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
        let numpy = super::numpy_member(cx, call).is_some();
        let method = crate::model::expr::method_call(call).map(|(_, m)| m);
        let dtype_method = matches!(method, Some("astype" | "view"));
        if !numpy && !dtype_method {
            return;
        }
        for kw in call.arguments.keywords.iter() {
            if kw.arg.as_ref().is_some_and(|a| a.id.as_str() == "dtype")
                && is_object_dtype(cx, &kw.value)
            {
                report(cx, kw.range, out);
            }
        }
        if dtype_method {
            if let Some(first) = call
                .arguments
                .args
                .first()
                .filter(|a| is_object_dtype(cx, a))
            {
                report(cx, first.range(), out);
            }
        }
    }
}

fn report(cx: &Context, range: ruff_text_size::TextRange, out: &mut Reporter) {
    let message = "object dtype holds Python objects: cuPyNumeric raises TypeError".to_string();
    out.report(cx, &META, range, message);
}

fn is_object_dtype(cx: &Context, value: &Expr) -> bool {
    match value {
        Expr::Name(n) => {
            n.id.as_str() == "object" && cx.model.binding_count(cx.scope, "object") == 0
        }
        Expr::StringLiteral(s) => matches!(s.value.to_str(), "O" | "object" | "|O" | "O8"),
        e => cx.model.imports.qualified_name(e).as_deref() == Some("numpy.object_"),
    }
}
