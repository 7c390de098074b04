//! RR-loop on a loop over an array's values that counts them into a 1-D array,
//! `for v in img.ravel(): counts[v] += 1`, which becomes one
//! `counts += np.bincount(img.ravel(), minlength=counts.shape[0])`: `np.bincount` adds every
//! repeated value as the loop does (`counts[values] += 1` would add once). A loop that counts the
//! values passing a test, `for v in speeds: if v == 0: stopped += 1`, becomes
//! `stopped += np.count_nonzero(speeds == 0)`.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::rr_loop::{float_array, is_1d_constructor, is_one};
use super::util::{self, Site};
use super::{reasons, require, Offer, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{int_literal, mentions_any};

/// `None` when the loop is not a tally over an array's values (the caller gives its reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let Stmt::For(f) = site.stmt else {
        return None;
    };
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    if f.is_async || !f.orelse.is_empty() || f.body.is_empty() {
        return None;
    }
    if let [Stmt::If(test)] = f.body.as_slice() {
        return Some(conditional_count(cx, finding, site, f, test));
    }
    let steps = f
        .body
        .iter()
        .map(|s| step(cx, s, &var.id))
        .collect::<Option<Vec<_>>>()?;
    Some(offer(cx, finding, site, f, &steps))
}

/// One `T[v] += c` of the body: the target, the operator and the constant added.
struct Step<'a> {
    target: &'a Name,
    op: &'static str,
    value: &'a Expr,
    /// `T[int(v)] += c`: the values are truncated toward zero first, as `.astype(int)` does.
    truncated: bool,
    /// `T[int(v // 60)] += c`: the index is this function of the value.
    index: Option<&'a Expr>,
}

/// `x += v` / `x -= v`: the statement and its operator.
fn add_or_subtract(stmt: &Stmt) -> Option<(&ast::StmtAugAssign, &'static str)> {
    let Stmt::AugAssign(a) = stmt else {
        return None;
    };
    match a.op {
        ast::Operator::Add => Some((a, "+")),
        ast::Operator::Sub => Some((a, "-")),
        _ => None,
    }
}

fn step<'a>(cx: &FixContext, stmt: &'a Stmt, var: &Name) -> Option<Step<'a>> {
    let (a, op) = add_or_subtract(stmt)?;
    let Expr::Subscript(slot) = a.target.as_ref() else {
        return None;
    };
    let Expr::Name(target) = slot.value.as_ref() else {
        return None;
    };
    let (index, truncated) = match slot.slice.as_ref() {
        Expr::Name(index) if &index.id == var => (None, false),
        Expr::Call(call)
            if crate::model::expr::builtin_name(&call.func) == Some("int")
                && call.arguments.keywords.is_empty() =>
        {
            match call.arguments.args.as_ref() {
                [Expr::Name(index)] if &index.id == var => (None, true),
                // `load[int(t // 60)] += 1`: the bin of each value.
                [binned] if term_of_the_value(cx, binned, var) => (Some(binned), true),
                _ => return None,
            }
        }
        _ => return None,
    };
    if !is_constant(&a.value) {
        return None;
    }
    Some(Step {
        target: &target.id,
        op,
        value: &a.value,
        truncated,
        index,
    })
}

fn is_constant(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(n) => !matches!(n.value, ast::Number::Complex { .. }),
        Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::USub) => is_constant(&u.operand),
        _ => false,
    }
}

fn offer(
    cx: &FixContext,
    finding: &Finding,
    site: &Site,
    f: &ast::StmtFor,
    steps: &[Step],
) -> Offer {
    let var = match f.target.as_ref() {
        Expr::Name(n) => &n.id,
        _ => return Err(super::Declined(reasons::NOT_LOCATED)),
    };
    super::batch_reduce::replaceable(cx, &site.path, site.stmt, std::slice::from_ref(var))?;
    let mut targets: Vec<&Name> = Vec::new();
    for step in steps {
        require(
            !targets.contains(&step.target)
                && !mentions_any(&f.iter, std::slice::from_ref(step.target)),
            "a tallied array counted twice, or iterated while it is counted into",
        )?;
        targets.push(step.target);
        require(
            one_dimensional(cx, &site.path, step.target),
            "the counts array is not built in the function as 1-D (each value of an n-D one picks a row)",
        )?;
        let float_target = float_array(cx, &site.path, step.target).unwrap_or(false);
        let exact_step = int_literal(step.value).is_some() || is_one(step.value);
        require(
            exact_step || float_target,
            "a float added into an integer array (the loop truncates each store; `+=` of the float sums raises)",
        )?;
    }
    let (values, flat) = flat_values(cx, &site.path, &f.iter)
        .why("the loop does not walk the values of an array (`for v in a.ravel()`)")?;
    let (np, import) = cx.np();
    let lines: Vec<String> = steps
        .iter()
        .map(|s| {
            Some(tally_line(
                cx,
                &np,
                &binned_values(cx, &np, var, &values, s)?,
                s,
            ))
        })
        .collect::<Option<_>>()
        .why("an index with no elementwise form")?;
    let indent =
        crate::fix::locate::indentation_of(&cx.source.text, f.range()).why(reasons::INDENTATION)?;
    let text = lines.join(&format!("{}{indent}", cx.newline()));
    let mut edits = vec![Edit::range_replacement(text, f.range())];
    edits.extend(import);
    let mut may_change = vec![
        "a negative value wrapped around in the loop and raises in np.bincount, a boolean one is a mask in the loop and a count in np.bincount",
    ];
    if steps
        .iter()
        .any(|s| int_literal(s.value).is_none() && !is_one(s.value))
    {
        may_change.push("a float added n times rounds differently from n times the float");
    }
    if !flat {
        may_change.push(
            "the iterated array is not proven 1-D (rows of a 2-D one add once per distinct value)",
        );
    }
    let title = format!(
        "Count the values with one np.bincount (unsafe: {})",
        may_change.join("; ")
    );
    Ok(util::fix(
        finding,
        "RR-loop",
        title,
        Applicability::Unsafe,
        edits,
    ))
}

/// The values as the step indexes with them: `values`, or the index function of them
/// (`times // 60`) as an array.
fn binned_values(
    cx: &FixContext,
    np: &str,
    var: &Name,
    values: &str,
    step: &Step,
) -> Option<String> {
    let Some(index) = step.index else {
        return Some(values.to_string());
    };
    let mut over_values = super::rr_where::Renderer {
        cx,
        np,
        substitute: Some((var.as_str(), values)),
    };
    over_values.value(index)
}

fn tally_line(cx: &FixContext, np: &str, values: &str, step: &Step) -> String {
    let target = step.target;
    let values = if step.truncated {
        format!("{np}.asarray({values}).astype(int)")
    } else {
        values.to_string()
    };
    let counts = format!("{np}.bincount({values}, minlength={target}.shape[0])");
    let total = match int_literal(step.value) {
        Some(1) => counts,
        _ if is_one(step.value) => counts,
        _ => format!("{} * {counts}", cx.text(step.value.range())),
    };
    format!("{target} {}= {total}", step.op)
}

/// Every binding of `name` in the enclosing function is a 1-D constructor.
pub(super) fn one_dimensional(cx: &FixContext, path: &[&Stmt], name: &Name) -> bool {
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return false;
    };
    let scope = cx.model.scope_at(function.range.start()).unwrap_or(0);
    let values = cx.model.bound_values(scope, name.as_str());
    !values.is_empty() && values.iter().all(|v| is_1d_constructor(cx, v))
}

/// The text of the values the loop walks, as an array `np.bincount` takes, and whether it is
/// proven 1-D: `a.ravel()`, `a.flatten()`, `a.reshape(-1)` and `np.ravel(a)` as they are, `a.flat`
/// as `a.ravel()`, and a name (1-D when built so in the function).
fn flat_values(cx: &FixContext, path: &[&Stmt], iter: &Expr) -> Option<(String, bool)> {
    if is_flat(cx, iter) {
        return Some((cx.text(iter.range()).to_string(), true));
    }
    match iter {
        Expr::Attribute(a) if a.attr.id.as_str() == "flat" => {
            let base = cx.text(a.value.range());
            let base = if matches!(a.value.as_ref(), Expr::Name(_) | Expr::Attribute(_)) {
                base.to_string()
            } else {
                format!("({base})")
            };
            Some((format!("{base}.ravel()"), true))
        }
        // R103 judged it an array; `np.bincount` takes a list of ints the same way.
        Expr::Name(n) => Some((n.id.to_string(), one_dimensional(cx, path, &n.id))),
        _ => None,
    }
}

fn is_flat(cx: &FixContext, e: &Expr) -> bool {
    let Expr::Call(call) = e else { return false };
    if util::numpy_member(cx, call) == Some("ravel") {
        return call.arguments.len() == 1;
    }
    let Expr::Attribute(a) = call.func.as_ref() else {
        return false;
    };
    match a.attr.id.as_str() {
        "ravel" | "flatten" => call.arguments.is_empty(),
        "reshape" => {
            call.arguments.keywords.is_empty()
                && matches!(call.arguments.args.as_ref(), [arg] if int_literal(arg) == Some(-1))
        }
        _ => false,
    }
}

/// `for v in a: if TEST(v): n += 1` → `n += np.count_nonzero(TEST(a))`: the body is one `if`
/// without `elif`/`else` whose body adds integer literals to counters the test does not read.
fn conditional_count(
    cx: &FixContext,
    finding: &Finding,
    site: &Site,
    f: &ast::StmtFor,
    test: &ast::StmtIf,
) -> Offer {
    const NOT_A_COUNT: &str =
        "a loop over an array's values whose body is not one `if` adding integer literals to counters";
    let var = match f.target.as_ref() {
        Expr::Name(n) => &n.id,
        _ => return Err(super::Declined(reasons::NOT_LOCATED)),
    };
    require(test.elif_else_clauses.is_empty(), NOT_A_COUNT)?;
    let counters: Vec<(&Name, &'static str, Added)> = test
        .body
        .iter()
        .map(|s| added_step(cx, s, var))
        .collect::<Option<Vec<_>>>()
        .why(NOT_A_COUNT)?;
    let names: Vec<Name> = counters.iter().map(|(n, _, _)| (*n).clone()).collect();
    let reads_a_total = counters
        .iter()
        .any(|(_, _, added)| matches!(added, Added::Value(v) if mentions_any(v, &names)));
    require(
        !reads_a_total
            && !mentions_any(&test.test, &names)
            && !mentions_any(&f.iter, &names)
            && !names.contains(var)
            && (1..names.len()).all(|k| !names[..k].contains(&names[k])),
        "a counter the test reads, or counted twice",
    )?;
    super::batch_reduce::replaceable(cx, &site.path, site.stmt, std::slice::from_ref(var))?;
    let (values, flat) = flat_values(cx, &site.path, &f.iter)
        .why("the loop does not walk the values of an array (`for v in a.ravel()`)")?;
    let (np, import) = cx.np();
    let mut renderer = super::rr_where::Renderer {
        cx,
        np: &np,
        substitute: Some((var.as_str(), values.as_str())),
    };
    let selected = util::truth(&mut renderer, &test.test)
        .why("a test with no elementwise form (`is`, `in`, a call of a function not known to be elementwise)")?;
    let chosen = format!("{values}[{selected}]");
    let mut summed = false;
    let mut lines: Vec<String> = Vec::new();
    for (name, op, added) in &counters {
        let total = match added {
            Added::Count(1) => format!("{np}.count_nonzero({selected})"),
            Added::Count(by) => format!("{by} * {np}.count_nonzero({selected})"),
            // `h -= x * np.log2(x)` for the x that pass: the same terms, over the chosen values
            // only (no term the test excluded is computed).
            Added::Value(value) => {
                summed = true;
                let mut over_chosen = super::rr_where::Renderer {
                    cx,
                    np: &np,
                    substitute: Some((var.as_str(), chosen.as_str())),
                };
                let terms = over_chosen
                    .value(value)
                    .why("an added value with no elementwise form")?;
                format!("{np}.sum({terms})")
            }
        };
        lines.push(format!("{name} {op}= {total}"));
    }
    let indent =
        crate::fix::locate::indentation_of(&cx.source.text, f.range()).why(reasons::INDENTATION)?;
    let text = lines.join(&format!("{}{indent}", cx.newline()));
    let mut edits = vec![Edit::range_replacement(text, f.range())];
    edits.extend(import);
    if summed {
        let fix = util::fix(
            finding,
            "RR-loop",
            format!("Sum the terms of the values that pass the test with np.sum over the masked values (unsafe: {SUMMED_TERMS})"),
            Applicability::Unsafe,
            edits,
        );
        return Ok(crate::fix::Fix {
            may_change: Some(SUMMED_TERMS.into()),
            ..fix
        });
    }
    let title = "Count the values that pass the test with np.count_nonzero";
    Ok(if flat {
        util::fix(
            finding,
            "RR-loop",
            title.to_string(),
            Applicability::Safe,
            edits,
        )
    } else {
        util::fix(
            finding,
            "RR-loop",
            format!("{title} (unsafe: the iterated value is not proven a 1-D array; a list compares whole, rows of a 2-D array test as one)"),
            Applicability::Unsafe,
            edits,
        )
    })
}

const SUMMED_TERMS: &str = "the terms are added in another order, so the total may differ in the last bits, and it is a NumPy number even when no value passes";

/// What one statement of a counting `if` adds: an integer literal, or a term of the value.
enum Added<'a> {
    Count(i64),
    Value(&'a Expr),
}

/// `n += 2` (a count) or `h -= x * np.log2(x)` (a term of the loop's value `x` alone, with
/// numbers and NumPy or math functions beside it — an array beside it would make the running
/// value an array).
fn added_step<'a>(
    cx: &FixContext,
    stmt: &'a Stmt,
    var: &Name,
) -> Option<(&'a Name, &'static str, Added<'a>)> {
    if let Some((name, op, by)) = counter_step(stmt) {
        return Some((name, op, Added::Count(by)));
    }
    let (a, op) = add_or_subtract(stmt)?;
    let Expr::Name(total) = a.target.as_ref() else {
        return None;
    };
    let value = a.value.as_ref();
    term_of_the_value(cx, value, var).then_some((&total.id, op, Added::Value(value)))
}

/// `value` reads the loop's value `var`, beside numbers and NumPy or math functions only.
fn term_of_the_value(cx: &FixContext, value: &Expr, var: &Name) -> bool {
    mentions_any(value, std::slice::from_ref(var))
        && !crate::model::expr::any_expr(value, |e| match e {
            Expr::Name(n) => {
                n.id != *var
                    && n.id.as_str() != "math"
                    && cx.model.imports.qualified_name(e).is_none()
                    && !super::batch_reduce::is_scalar(cx, e)
            }
            _ => false,
        })
}

/// `n += 1` / `n -= 2`: the counter, the operator and the integer literal.
fn counter_step(stmt: &Stmt) -> Option<(&Name, &'static str, i64)> {
    let (a, op) = add_or_subtract(stmt)?;
    let Expr::Name(counter) = a.target.as_ref() else {
        return None;
    };
    Some((&counter.id, op, int_literal(&a.value)?))
}
