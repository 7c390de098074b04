//! R204 (refactor): indices from `np.nonzero(c)`, `c.nonzero()`, 1-argument `np.where(c)` or
//! `np.argwhere(c)` used to index an array — a boolean mask does the same without the index array.

use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::Kind;
use crate::rule_meta;

rule_meta!(
    "R204",
    Refactor,
    "nonzero-index",
    Some("RR-mask"),
    "Indexing with np.nonzero / 1-arg np.where results"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        let Expr::Subscript(sub) = expr else { return };
        if cx.model.kind(cx.scope, &sub.value) == Kind::NotArray {
            return;
        }
        let inline = crate::model::expr::any_expr(&sub.slice, |e| is_index_producer(cx, e));
        let through_name = crate::model::expr::any_expr(&sub.slice, |e| match e {
            Expr::Name(n) => cx
                .model
                .bound_values(cx.scope, n.id.as_str())
                .iter()
                .any(|v| is_index_producer(cx, v)),
            _ => false,
        });
        if inline || through_name {
            let message =
                "indexing with `nonzero`/`where` results builds an index array (a host-sized \
                           gather); index with the boolean mask itself"
                    .to_string();
            out.report(cx, &META, expr.range(), message);
        }
    }
}

/// `np.nonzero(c)`, `c.nonzero()`, `np.where(c)`, `np.argwhere(c)`, `np.flatnonzero(c)`, or `[k]` of one.
fn is_index_producer(cx: &Context, expr: &Expr) -> bool {
    match expr {
        Expr::Subscript(s) => {
            matches!(s.slice.as_ref(), Expr::NumberLiteral(_)) && is_index_producer(cx, &s.value)
        }
        Expr::Call(call) => producer_call(cx, call),
        _ => false,
    }
}

fn producer_call(cx: &Context, call: &ast::ExprCall) -> bool {
    match super::numpy_member(cx, call) {
        Some("nonzero" | "argwhere" | "flatnonzero") => true,
        Some("where") => call.arguments.args.len() == 1 && call.arguments.keywords.is_empty(),
        Some(_) => false,
        None => {
            matches!(crate::model::expr::method_call(call), Some((recv, "nonzero")) if cx.model.kind(cx.scope, recv) != Kind::NotArray)
        }
    }
}
