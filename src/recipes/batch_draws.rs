//! RR-alloc on a random draw (SPEC §7): every step of a `for t in range(...)` loop draws the same
//! shape, so one draw of all steps before the loop, indexed by the step, gives each step new
//! values from one task. Always unsafe: the random stream differs (the values a step gets are not
//! the original ones), and the draws of all steps are held at once.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::util::{self, Site};
use super::{require, Declined, Why};
use crate::finding::Finding;
use crate::fix::{Fix, FixContext};
use crate::model::expr::{any_expr_in_body, int_literal};

/// Draws that return `size` independent values; `choice` only with replacement, the default.
fn is_batchable(method: &str, call: &ast::ExprCall) -> bool {
    let without_replacement = call
        .arguments
        .find_keyword("replace")
        .is_some_and(|k| !matches!(&k.value, Expr::BooleanLiteral(b) if b.value));
    !matches!(method, "permutation" | "shuffle" | "permuted") && !without_replacement
}

pub fn fix(
    cx: &FixContext,
    finding: &Finding,
    site: &Site,
    loop_stmt: &Stmt,
    name: &str,
    call: &ast::ExprCall,
) -> Result<Fix, Declined> {
    let Stmt::For(f) = loop_stmt else {
        return Err(Declined(
            "a random draw in a `while` loop: the number of steps is not known before the loop",
        ));
    };
    let method = cx
        .model
        .numpy_call_name(&call.func)
        .and_then(|n| n.rsplit('.').next())
        .why("not a draw of `numpy.random` or a Generator")?;
    require(
        is_batchable(method, call),
        "a permutation or a draw without replacement: drawing all steps at once is not the same draw",
    )?;
    let range = util::range_arguments(&f.iter).why(
        "not a `for v in range(...)` loop with step 1 (the steps to draw for are not known)",
    )?;
    let Expr::Name(var) = f.target.as_ref() else {
        return Err(Declined("the loop target is not a plain name"));
    };
    let body = util::loop_body(loop_stmt);
    require(
        !util::exits_early(body),
        "the loop may stop early (`break`/`return`): one draw for every step would draw, and hold in memory, steps that never run",
    )?;
    let (steps, index) = steps_and_index(cx, range, var.id.as_str(), body)?;
    require(
        !util::uses_in(cx, body, var.id.as_str(), None).rebound,
        "the loop variable is rebound in the loop",
    )?;
    if let Some(values) = values_drawn(cx, site, range, call, method) {
        require(
            values <= MAX_VALUES_DRAWN,
            "every step's draw at once would hold more than 2^27 values (1 GiB of float64) in memory",
        )?;
    }
    let scope = cx.model.scope_containing(loop_stmt.range());
    let batched = batched_call(cx, scope, call, method, &steps)?;
    let all = super::rr_stack::fresh_name(cx, &format!("{name}_all"));
    let mut edits = Vec::new();
    let (index, counter) = counter_for(cx, f, var, index);
    edits.extend(counter);
    let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
        .why(super::reasons::INDENTATION)?;
    edits.push(util::insert_line_before(
        cx,
        loop_stmt,
        &format!("{indent}{all} = {batched}"),
    ));
    edits.push(Edit::range_replacement(
        format!("{name} = {all}[{index}]"),
        site.stmt.range(),
    ));
    let title = format!("Draw `{name}` for every step at once before the loop");
    Ok(util::fix(
        finding,
        "RR-alloc",
        title,
        Applicability::Unsafe,
        edits,
    ))
}

/// The most values one draw of every step may hold: 2^27 float64 values are 1 GiB, already a
/// large share of a GPU's memory for one temporary (180 days × 2,000,000 fields would be 2.9 GB).
const MAX_VALUES_DRAWN: i64 = 1 << 27;

/// Steps × values per step, when the source fixes both (`range(DAYS)`, `size=N_FIELDS`); a
/// step count or size that is a parameter counts with its default (`def optimise(rng,
/// iterations=500)`, `n_paths=N_PATHS`).
fn values_drawn(
    cx: &FixContext,
    site: &Site,
    range: &[Expr],
    call: &ast::ExprCall,
    method: &str,
) -> Option<i64> {
    let count = |e: &Expr| {
        util::const_int(cx, e, 0).or_else(|| util::const_int(cx, parameter_default(site, e)?, 0))
    };
    let steps = match range {
        [stop] => count(stop)?,
        [start, stop] => count(stop)? - count(start)?,
        _ => return None,
    };
    let per_step = if matches!(method, "rand" | "randn") {
        checked_product(cx, &call.arguments.args)?
    } else {
        let position = crate::model::api::draw_size_position(method)?;
        match crate::model::expr::argument(call, position, "size")? {
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                checked_product(cx, elts)?
            }
            e => count(e)?,
        }
    };
    steps.max(0).checked_mul(per_step)
}

/// The default of the enclosing function's parameter `e` names (`None` for another name, or a
/// parameter without one).
fn parameter_default<'a>(site: &Site<'a>, e: &Expr) -> Option<&'a Expr> {
    let Expr::Name(name) = e else {
        return None;
    };
    let function = crate::fix::locate::enclosing_function(&site.path)?;
    function
        .parameters
        .iter_non_variadic_params()
        .find(|p| p.parameter.name.id == name.id)?
        .default
        .as_deref()
}

fn checked_product(cx: &FixContext, dims: &[Expr]) -> Option<i64> {
    dims.iter()
        .try_fold(1i64, |acc, e| acc.checked_mul(util::const_int(cx, e, 0)?))
}

/// The number of steps and the index of the current one: `range(n)` → `n`, `t`;
/// `range(a, b)` → `max(b - a, 0)` (a zero-trip loop may have `b < a`), `t - a`.
fn steps_and_index(
    cx: &FixContext,
    range: &[Expr],
    var: &str,
    body: &[Stmt],
) -> Result<(String, String), Declined> {
    let text = |e: &Expr| util::unwrapped(cx, e);
    match range {
        [stop] => Ok((text(stop), var.to_string())),
        [start, stop] if int_literal(start) == Some(0) => Ok((text(stop), var.to_string())),
        [start, stop] => {
            // `t - a` is evaluated every step: `a` must keep its value in the loop.
            let rebound = crate::model::expr::names_in(start)
                .iter()
                .any(|n| util::uses_in(cx, body, n, None).rebound);
            require(
                !rebound,
                "the range start is rebound in the loop (the step index would move)",
            )?;
            let start_text = util::operand_text(cx, start);
            Ok((
                format!("max({} - {start_text}, 0)", util::operand_text(cx, stop)),
                format!("{var} - {start_text}"),
            ))
        }
        _ => Err(Declined(
            "not a `for v in range(...)` loop with step 1 (the steps to draw for are not known)",
        )),
    }
}

/// `for _ in range(n)`: the throwaway becomes a named step counter the index can read.
fn counter_for(
    cx: &FixContext,
    f: &ast::StmtFor,
    var: &ast::ExprName,
    index: String,
) -> (String, Option<Edit>) {
    let reads_it = any_expr_in_body(&f.body, |e| matches!(e, Expr::Name(n) if n.id == var.id));
    if var.id.as_str() != "_" || reads_it {
        return (index, None);
    }
    let fresh = super::rr_stack::fresh_name(cx, "step");
    let index = index.replacen('_', &fresh, 1);
    let edit = Edit::range_replacement(fresh, var.range());
    (index, Some(edit))
}

/// The draw with the steps put in front of its size: `rng.normal(0, 1, n)` →
/// `rng.normal(0, 1, (steps, n))`, `np.random.randn(h, w)` → `np.random.randn(steps, h, w)`.
fn batched_call(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    call: &ast::ExprCall,
    method: &str,
    steps: &str,
) -> Result<String, Declined> {
    let args = &call.arguments;
    require(
        !args.args.iter().any(Expr::is_starred_expr)
            && !args.keywords.iter().any(|k| k.arg.is_none()),
        "starred arguments (the size cannot be located)",
    )?;
    if matches!(method, "rand" | "randn") {
        require(!args.args.is_empty(), "a scalar draw (no size)")?;
        let first = args.args[0].start();
        return Ok(respliced(
            cx,
            call,
            TextRange::empty(first),
            format!("{steps}, "),
        ));
    }
    let position = crate::model::api::draw_size_position(method).why("not a known draw")?;
    let size = crate::model::expr::argument(call, position, "size")
        .why("the draw has no size argument (a scalar, or shaped by its parameters)")?;
    let new_size = match size {
        Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. })
            if !elts.is_empty() =>
        {
            let items: Vec<String> = elts.iter().map(|e| util::unwrapped(cx, e)).collect();
            format!("({steps}, {})", items.join(", "))
        }
        Expr::Attribute(a) if a.attr.as_str() == "shape" => {
            format!("({steps}, *{})", util::unwrapped(cx, size))
        }
        e if int_literal(e).is_some() || super::rank::is_int_scalar(cx, scope, e) => {
            format!("({steps}, {})", util::unwrapped(cx, e))
        }
        _ => {
            return Err(Declined(
                "the draw's size is not a tuple, a `.shape` or a proven integer (the steps cannot be put in front of it)",
            ))
        }
    };
    Ok(respliced(cx, call, size.range(), new_size))
}

/// The call's text with one range of it replaced.
fn respliced(cx: &FixContext, call: &ast::ExprCall, range: TextRange, with: String) -> String {
    util::splice(cx.text(call.range()), call.start(), &[(range, with)])
}
