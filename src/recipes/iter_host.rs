//! RR-loop for R103 over 1-D arrays that the loop only reads element by element (printing a
//! results table, a parameter sweep):
//!
//! ```python
//! for lo, hi, v in zip(edges[:-1], edges[1:], xi):
//!     print(f"{lo:7.2f}-{hi:7.2f}  xi = {v:+.4f}")
//! ```
//!
//! iterates host lists instead (`zip(edges[:-1].tolist(), edges[1:].tolist(), xi.tolist())`):
//! one transfer per array instead of one synchronizing element access per iteration. Only
//! arrays the code proves 1-D (a row of a 2-D array would become a list) and made without a
//! narrower `dtype=` (a float32 element computes in float32, a Python float in float64), read but never
//! written in the loop, with loop variables used as numbers (no `.dtype`, no `v[0]`). Unsafe:
//! the elements are Python numbers instead of NumPy scalars — `repr`, integer overflow,
//! float32 arithmetic and division by zero (an error instead of `inf`) may differ.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, Site};
use super::{require, Offer};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::builtin_name;

const NOT_1D: &str =
    "iterating over an array not proven 1-D and 64-bit (a row would become a list, a float32 element would compute in float64): no elementwise rewrite";

/// `None` when the loop is not `for ... in X`, `enumerate(X)` or `zip(X, ...)`.
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let Stmt::For(f) = site.stmt else {
        return None;
    };
    if f.is_async {
        return None;
    }
    let iterated = iterated_values(&f.iter)?;
    Some(offer(cx, finding, f, &iterated))
}

/// The values a `for` walks: `X`, the argument of `enumerate(X)`, each argument of `zip(...)`.
fn iterated_values(iter: &Expr) -> Option<Vec<&Expr>> {
    if let Expr::Call(call) = iter {
        let plain = call
            .arguments
            .keywords
            .iter()
            .all(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "start"));
        match (builtin_name(&call.func), &*call.arguments.args) {
            (Some("enumerate"), [x]) if plain => return Some(vec![x]),
            (Some("zip"), args) if call.arguments.keywords.is_empty() && !args.is_empty() => {
                return (!args.iter().any(Expr::is_starred_expr)).then(|| args.iter().collect());
            }
            (Some(_), _) => return None,
            _ => {}
        }
    }
    Some(vec![iter])
}

fn offer(cx: &FixContext, finding: &Finding, f: &ast::StmtFor, iterated: &[&Expr]) -> Offer {
    let scope = cx.model.scope_containing(f.range());
    let mut arrays = Vec::new();
    for value in iterated {
        if is_host_sequence(cx, scope, value) {
            continue;
        }
        require(
            super::rank::default_precision_rank(cx, scope, value) == Some(1),
            NOT_1D,
        )?;
        arrays.push(*value);
    }
    require(!arrays.is_empty(), NOT_1D)?;
    require(
        !exits_early(&f.body),
        "the loop may stop early (`break`/`return`): converting the whole array could cost more than the elements it reads",
    )?;
    require(
        binds_only_names(&f.target),
        "the loop target is not names (`for a[i] in ...`, starred)",
    )?;
    let mut targets = Vec::new();
    crate::model::expr::target_names(&f.target, &mut targets);
    require(
        !targets.iter().any(|t| used_as_array(&f.body, t)),
        "a loop variable is used as an array (an attribute, method or index of it): a Python number has none",
    )?;
    for value in &arrays {
        // Module aliases (`np` in `np.unique(cols)`) are not data.
        let data = crate::model::expr::names_in(value)
            .into_iter()
            .filter(|n| cx.model.imports.lookup(n).is_none());
        for name in data {
            let uses = util::uses_in(cx, &f.body, &name, None);
            require(
                !uses.mutated && !uses.passed_to_unknown,
                "the iterated array may change inside the loop (a host list would not follow it)",
            )?;
        }
    }
    let edits = arrays
        .iter()
        .map(|value| {
            Edit::range_replacement(format!("{}.tolist()", operand(cx, value)), value.range())
        })
        .collect();
    Ok(util::fix(
        finding,
        super::rr_loop::META.id,
        "Iterate host lists of the 1-D arrays (`.tolist()`): one transfer instead of a sync per element (unsafe: the elements are Python numbers — repr, integer overflow and division by zero may differ)".to_string(),
        Applicability::Unsafe,
        edits,
    ))
}

/// `range(...)`, a list or tuple display, or a name bound only to one: not an array.
fn is_host_sequence(cx: &FixContext, scope: crate::model::ScopeId, value: &Expr) -> bool {
    match value {
        Expr::List(_) | Expr::Tuple(_) => true,
        Expr::Call(c) => matches!(
            builtin_name(&c.func),
            Some("range" | "list" | "tuple" | "sorted")
        ),
        Expr::Name(n) => {
            let values = cx.model.bound_values(scope, n.id.as_str());
            !values.is_empty()
                && cx.model.binding_count(scope, n.id.as_str()) as usize == values.len()
                && values
                    .iter()
                    .all(|v| is_host_sequence(cx, scope, v) && !v.is_name_expr())
        }
        _ => false,
    }
}

/// A `break` of this loop or a `return` in its body (not in nested functions; a nested loop's
/// `break` is its own).
fn exits_early(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::Break(_) | Stmt::Return(_) => true,
        Stmt::FunctionDef(_) | Stmt::ClassDef(_) => false,
        Stmt::For(_) | Stmt::While(_) => returns_in(s),
        s => crate::model::tree::child_blocks(s)
            .into_iter()
            .any(exits_early),
    })
}

/// A `return` anywhere in the statement (not in nested functions).
fn returns_in(stmt: &Stmt) -> bool {
    crate::model::tree::all_statements(std::slice::from_ref(stmt))
        .iter()
        .any(|s| matches!(s, Stmt::Return(_)))
}

/// `v`, `i, v`, `k, (r, c)`: only names (not `a[i]`, `obj.x` or `*rest`).
fn binds_only_names(target: &Expr) -> bool {
    match target {
        Expr::Name(_) => true,
        Expr::Tuple(t) => t.elts.iter().all(binds_only_names),
        _ => false,
    }
}

/// `v.dtype`, `v.item()`, `v[0]`: what a NumPy scalar has and a Python number does not.
fn used_as_array(body: &[Stmt], name: &Name) -> bool {
    crate::model::expr::any_expr_in_body(body, |e| match e {
        Expr::Attribute(a) => matches!(a.value.as_ref(), Expr::Name(n) if n.id == *name),
        Expr::Subscript(s) => matches!(s.value.as_ref(), Expr::Name(n) if n.id == *name),
        _ => false,
    })
}

/// The value's text, parenthesized when `.tolist()` would bind to a part of it.
fn operand(cx: &FixContext, value: &Expr) -> String {
    let text = &cx.source.text[value.range()];
    match value {
        Expr::Name(_) | Expr::Attribute(_) | Expr::Subscript(_) | Expr::Call(_) => text.to_string(),
        _ => format!("({text})"),
    }
}
