//! R204 (refactor): indices from `np.nonzero(c)`, `c.nonzero()`, 1-argument `np.where(c)` or
//! `np.argwhere(c)` used to index an array — a boolean mask does the same without the index array.

use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{Bound, Kind};
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

    fn expr_interest(&self) -> u8 {
        super::interest::SUBSCRIPT
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        let Expr::Subscript(sub) = expr else { return };
        if cx.model.kind(cx.scope, &sub.value) == Kind::NotArray {
            return;
        }
        let elements = match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        if elements.into_iter().any(|e| is_index_array(cx, e)) {
            let message =
                "indexing with `nonzero`/`where` results builds an index array (a host-sized \
                           gather); index with the boolean mask itself"
                    .to_string();
            out.report(cx, &META, expr.range(), message);
        }
    }
}

/// An index element that is itself the result of an index producer (inline or through a name
/// bound to one). Slice bounds, arithmetic on the indices, a slice of them or one element of
/// them are not: a boolean mask cannot stand in for those.
fn is_index_array(cx: &Context, e: &Expr) -> bool {
    match e {
        Expr::Name(n) => cx
            .model
            .bindings_iter(cx.scope, n.id.as_str())
            .any(|b| match b {
                Bound::Value(v) => produces_indices(cx, v),
                Bound::Unpacked(v, _) => produces_tuple(cx, v),
                _ => false,
            }),
        Expr::Starred(s) => is_index_array(cx, &s.value),
        e => produces_indices(cx, e),
    }
}

/// Index arrays: `np.nonzero(c)` (a tuple of them), `np.argwhere(c)`, `np.flatnonzero(c)`, or
/// `[k]` of a tuple producer (`np.where(c)[0]`). `np.flatnonzero(c)[0]` is a position, not an
/// index array.
fn produces_indices(cx: &Context, expr: &Expr) -> bool {
    match expr {
        Expr::Subscript(s) => {
            matches!(s.slice.as_ref(), Expr::NumberLiteral(_)) && produces_tuple(cx, &s.value)
        }
        Expr::Call(call) => producer_call(cx, call).is_some(),
        _ => false,
    }
}

/// A tuple of index arrays, one per axis: `np.nonzero(c)`, `c.nonzero()`, `np.where(c)`.
fn produces_tuple(cx: &Context, expr: &Expr) -> bool {
    matches!(expr, Expr::Call(call) if producer_call(cx, call) == Some(Produces::Tuple))
}

#[derive(PartialEq)]
enum Produces {
    Tuple,
    Array,
}

fn producer_call(cx: &Context, call: &ast::ExprCall) -> Option<Produces> {
    match super::numpy_member(cx, call) {
        Some("nonzero") => Some(Produces::Tuple),
        Some("argwhere" | "flatnonzero") => Some(Produces::Array),
        Some("where") => (call.arguments.args.len() == 1 && call.arguments.keywords.is_empty())
            .then_some(Produces::Tuple),
        Some(_) => None,
        None => matches!(crate::model::expr::method_call(call), Some((recv, "nonzero")) if cx.model.kind(cx.scope, recv) != Kind::NotArray)
            .then_some(Produces::Tuple),
    }
}
