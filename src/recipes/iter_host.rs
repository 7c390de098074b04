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

const USED_AS_ARRAY: &str =
    "a loop variable is used as an array (an attribute, method or index of it): a Python number has none";
const CHANGES_IN_LOOP: &str =
    "the iterated array may change inside the loop (a host list would not follow it)";
const NOT_1D: &str =
    "iterating over an array not proven 1-D and 64-bit (a row would become a list, a float32 element would compute in float64): no elementwise rewrite";

/// `None` when the loop is not `for ... in X`, `enumerate(X)` or `zip(X, ...)`, or a
/// comprehension whose generators all are.
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let at = ruff_text_size::TextSize::from(finding.start_offset);
    if let Stmt::For(f) = site.stmt {
        if f.start() == at {
            if f.is_async {
                return None;
            }
            let iterated = iterated_values(&f.iter)?;
            return Some(offer(cx, finding, f, &iterated));
        }
    }
    let comprehension = util::find_expr_where(site.stmt, |e| {
        e.start() == at && comprehension_parts(e).is_some()
    })?;
    comprehension_offer(cx, finding, site, comprehension)
}

/// A comprehension's generators and the expressions it computes per element (the element, or
/// the key and value).
fn comprehension_parts(e: &Expr) -> Option<(&[ast::Comprehension], Vec<&Expr>)> {
    match e {
        Expr::ListComp(c) => Some((&c.generators, vec![&c.elt])),
        Expr::SetComp(c) => Some((&c.generators, vec![&c.elt])),
        Expr::Generator(c) => Some((&c.generators, vec![&c.elt])),
        Expr::DictComp(c) => Some((&c.generators, vec![c.key.as_deref()?, &c.value])),
        _ => None,
    }
}

/// `[f(v) for v in x]`, `(lo < v for v in edges[1:])`, `{k: v for k, v in zip(keys, x)}` over
/// proven 1-D arrays: the same host lists as for a loop. A generator expression only as a call's
/// argument (consumed there: a generator kept for later would see later writes into the array).
fn comprehension_offer(
    cx: &FixContext,
    finding: &Finding,
    site: &Site,
    comprehension: &Expr,
) -> Option<Offer> {
    let (generators, computed) = comprehension_parts(comprehension)?;
    let mut iterated = Vec::new();
    for generator in generators {
        if generator.is_async {
            return None;
        }
        iterated.extend(iterated_values(&generator.iter)?);
    }
    let scope = cx.model.scope_containing(comprehension.range());
    let mut per_element: Vec<&Expr> = computed;
    for (k, generator) in generators.iter().enumerate() {
        per_element.extend(generator.ifs.iter());
        if k > 0 {
            per_element.push(&generator.iter);
        }
    }
    Some((|| {
        require(
            !matches!(comprehension, Expr::Generator(_)) || consumed_by_a_call(site, comprehension),
            "a generator expression kept for later (it would read the array when consumed, a host list when made)",
        )?;
        let arrays = proven_vectors(cx, scope, &iterated)?;
        let mut targets = Vec::new();
        for generator in generators {
            require(
                binds_only_names(&generator.target),
                "the loop target is not names (`for a[i] in ...`, starred)",
            )?;
            crate::model::expr::target_names(&generator.target, &mut targets);
        }
        require(
            !targets
                .iter()
                .any(|t| per_element.iter().any(|e| used_as_array_in(e, t))),
            USED_AS_ARRAY,
        )?;
        let data = data_names(cx, &arrays);
        require(
            !per_element.iter().any(|e| hands_over(e, &data)),
            CHANGES_IN_LOOP,
        )?;
        Ok(host_list_fix(
            cx,
            finding,
            &arrays,
            "Iterate host lists of the 1-D arrays in the comprehension (`.tolist()`): one transfer instead of a sync per element (unsafe: the elements are Python numbers — repr, integer overflow and division by zero may differ)",
        ))
    })())
}

/// The comprehension is an argument of a call (`sum(...)`, `np.array(...)`, `all(...)`).
fn consumed_by_a_call(site: &Site, comprehension: &Expr) -> bool {
    util::find_expr_where(site.stmt, |e| {
        matches!(e, Expr::Call(c) if c.arguments.args.iter().any(|a| a.range() == comprehension.range()))
    })
    .is_some()
}

/// The values a `for` walks: `X`, the argument of `enumerate(X)` or `reversed(X)`, each argument
/// of `zip(...)`.
fn iterated_values(iter: &Expr) -> Option<Vec<&Expr>> {
    if let Expr::Call(call) = iter {
        let plain = call
            .arguments
            .keywords
            .iter()
            .all(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "start"));
        match (builtin_name(&call.func), &*call.arguments.args) {
            (Some("enumerate"), [x]) if plain => return Some(vec![x]),
            (Some("reversed"), [x]) if call.arguments.keywords.is_empty() => return Some(vec![x]),
            (Some("zip"), args) if call.arguments.keywords.is_empty() && !args.is_empty() => {
                return (!args.iter().any(Expr::is_starred_expr)).then(|| args.iter().collect());
            }
            (Some(_), _) => return None,
            _ => {}
        }
    }
    Some(vec![iter])
}

/// The iterated values that are arrays, each proven 1-D and 64-bit; host sequences are left.
pub(crate) fn proven_vectors<'e>(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    iterated: &[&'e Expr],
) -> Result<Vec<&'e Expr>, super::Declined> {
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
    Ok(arrays)
}

/// The names the arrays are made of (module aliases like `np` in `np.unique(cols)` are not data).
fn data_names(cx: &FixContext, arrays: &[&Expr]) -> Vec<String> {
    arrays
        .iter()
        .flat_map(|value| crate::model::expr::names_in(value))
        .filter(|n| cx.model.imports.lookup(n).is_none())
        .collect()
}

fn host_list_fix(
    cx: &FixContext,
    finding: &Finding,
    arrays: &[&Expr],
    title: &str,
) -> crate::fix::Fix {
    let edits = arrays
        .iter()
        .map(|value| {
            Edit::range_replacement(
                format!("{}.tolist()", util::operand_text(cx, value)),
                value.range(),
            )
        })
        .collect();
    crate::fix::Fix {
        may_change: Some(HOST_NUMBERS.into()),
        ..util::fix(
            finding,
            super::rr_loop::META.id,
            title.to_string(),
            Applicability::Unsafe,
            edits,
        )
    }
}

pub(crate) const HOST_NUMBERS: &str = "the elements are Python numbers instead of NumPy scalars: repr, integer overflow and division by zero (an error instead of inf) may differ";

/// A call in `e` that is handed one of `names` (as an argument or as the receiver of a method),
/// or an assignment expression to one: it may change the array.
fn hands_over(e: &Expr, names: &[String]) -> bool {
    let named = |x: &Expr| matches!(x, Expr::Name(n) if names.iter().any(|m| m == n.id.as_str()));
    crate::model::expr::any_expr(e, |x| match x {
        Expr::Call(c) => {
            c.arguments.args.iter().any(named)
                || c.arguments.keywords.iter().any(|k| named(&k.value))
                || matches!(c.func.as_ref(), Expr::Attribute(a) if named(&a.value))
        }
        Expr::Named(n) => named(&n.target),
        _ => false,
    })
}

fn offer(cx: &FixContext, finding: &Finding, f: &ast::StmtFor, iterated: &[&Expr]) -> Offer {
    let scope = cx.model.scope_containing(f.range());
    let arrays = proven_vectors(cx, scope, iterated)?;
    require(
        !util::exits_early(&f.body),
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
        USED_AS_ARRAY,
    )?;
    for name in data_names(cx, &arrays) {
        let uses = util::uses_in(cx, &f.body, &name, None);
        require(!uses.mutated && !uses.passed_to_unknown, CHANGES_IN_LOOP)?;
    }
    Ok(host_list_fix(
        cx,
        finding,
        &arrays,
        "Iterate host lists of the 1-D arrays (`.tolist()`): one transfer instead of a sync per element (unsafe: the elements are Python numbers — repr, integer overflow and division by zero may differ)",
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
    crate::model::expr::any_expr_in_body(body, |e| is_array_use(e, name))
}

fn used_as_array_in(expr: &Expr, name: &Name) -> bool {
    crate::model::expr::any_expr(expr, |e| is_array_use(e, name))
}

fn is_array_use(e: &Expr, name: &Name) -> bool {
    match e {
        Expr::Attribute(a) => matches!(a.value.as_ref(), Expr::Name(n) if n.id == *name),
        Expr::Subscript(s) => matches!(s.value.as_ref(), Expr::Name(n) if n.id == *name),
        _ => false,
    }
}
