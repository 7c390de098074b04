//! R106 (blocks): a literal step ≠ 1 in a slice of an array (`a[::2]`, `a[::-1]`), read or write.

use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{expr::int_literal, Kind};
use crate::rule_meta;

rule_meta!(
    "R106",
    Blocks,
    "strided-slice",
    Some("RR-stride"),
    "Slice with a step other than 1 on an array"
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
        if !is_array_like_base(cx, &sub.value) {
            return;
        }
        let parts: Vec<&Expr> = match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        let step = parts.iter().find_map(|p| match p {
            Expr::Slice(s) => s.step.as_deref().and_then(int_literal).filter(|&v| v != 1),
            _ => None,
        });
        if let Some(step) = step {
            let message = format!(
                "slice with step {step}: cuPyNumeric raises NotImplementedError (\"Unsupported slice\")"
            );
            out.report(cx, &META, expr.range(), message);
        }
    }
}

/// A known array, or a parameter of unknown kind in a NumPy module (lists bound to literals and
/// strings are known not to be arrays).
fn is_array_like_base(cx: &Context, base: &Expr) -> bool {
    match cx.model.kind(cx.scope, base) {
        Kind::Array => true,
        Kind::Unknown => {
            matches!(base, Expr::Name(n) if cx.model.is_parameter(cx.scope, n.id.as_str())
                && !names_a_sequence(n.id.as_str()))
                && cx.model.uses_numpy()
        }
        _ => false,
    }
}

/// Parameter names that conventionally hold tuples, lists or strings (`shape[::-1]`, `s[::-1]`).
fn names_a_sequence(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    const EXACT: &[&str] = &[
        "s",
        "args",
        "seq",
        "sequence",
        "string",
        "text",
        "word",
        "path",
        "lst",
        "items",
        "keys",
        "order",
        "perm",
        "permutation",
        "index",
        "indices",
        "idx",
        "axis",
        "size",
        "name",
    ];
    const SUFFIXES: &[&str] = &[
        "shape", "dims", "axes", "sizes", "names", "list", "_str", "tuple", "strides",
    ];
    EXACT.contains(&lower.as_str()) || SUFFIXES.iter().any(|suffix| lower.ends_with(suffix))
}
