//! RR-sync for `assert <array test>` in a `for` loop: every iteration's test is folded into one
//! device-side flag (`checks_pass = np.logical_and(checks_pass, <test>)`) that is asserted once,
//! after the loop — one host round trip instead of one per iteration. Every test is still
//! evaluated and any failure still fails the assertion; what changes is when: the loop runs to
//! its end first, and the error no longer points at the failing iteration.

use ruff_diagnostics::Applicability;
use ruff_python_ast::{Expr, Stmt, StmtAssert, UnaryOp};
use ruff_text_size::Ranged;

use super::util;
use super::{reasons, require, Why};
use crate::finding::Finding;
use crate::fix::{locate, FixContext};

const FLAG: &str = "checks_pass";

pub const MAY_CHANGE: &str = "a failed check is reported after the loop, not at the failing iteration (the message no longer names it), and the iterations after it still run (they may fail differently first); under `python -O` the tests are still evaluated";

/// NumPy functions whose result is a boolean or a number (its truth is its `logical_and`).
const PREDICATES: &[&str] = &[
    "all",
    "any",
    "allclose",
    "array_equal",
    "array_equiv",
    "isclose",
    "isnan",
    "isinf",
    "isfinite",
    "isneginf",
    "isposinf",
    "isreal",
    "iscomplex",
    "isrealobj",
    "iscomplexobj",
    "isscalar",
    "isnat",
    "signbit",
    "may_share_memory",
    "shares_memory",
    "issubdtype",
    "can_cast",
    "logical_and",
    "logical_or",
    "logical_not",
    "logical_xor",
    "equal",
    "not_equal",
    "less",
    "less_equal",
    "greater",
    "greater_equal",
    "count_nonzero",
];

/// `assert test` (no message) directly or nested in a `for` loop: the offer, or `None` when the
/// statement is not an assertion.
pub(super) fn offer(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    path: &[&Stmt],
) -> Option<super::Offer> {
    let Stmt::Assert(assert) = stmt else {
        return None;
    };
    // Not in a loop of its own function: a helper called from a loop (handled by the caller).
    locate::enclosing_loop(&path[..path.len() - 1])?;
    Some(fold(cx, finding, assert, path))
}

fn fold(cx: &FixContext, finding: &Finding, assert: &StmtAssert, path: &[&Stmt]) -> super::Offer {
    let np = cx.numpy_alias.as_deref().why(
        "numpy is not imported under a module-level name (`import numpy as np`) to fold the tests with",
    )?;
    let loop_stmt = folding_loop(&path[..path.len() - 1])?;
    foldable(cx, np, assert, path, loop_stmt)?;
    require(
        !super::rr_sync::leaves_function(std::slice::from_ref(loop_stmt)),
        "a `return` or `yield` in the loop would skip the check after it",
    )?;
    // The flag's check goes after the loop's last line, after a comment ending it too.
    require(
        locate::owns_its_lines(&cx.source.text, loop_stmt.range())
            || super::rr_sync::ends_with_comment(cx, loop_stmt.range()),
        reasons::INDENTATION,
    )?;
    let indent =
        locate::indentation_of(&cx.source.text, loop_stmt.range()).why(reasons::INDENTATION)?;
    let flag = flag_name(cx, path);
    let mut edits = vec![util::insert_line_before(
        cx,
        loop_stmt,
        &format!("{indent}{flag} = True"),
    )];
    // Every assertion of the loop that folds goes into the same flag: one fix, one check after.
    for other in util::all_statements(util::loop_body(loop_stmt)) {
        let Stmt::Assert(other) = other else {
            continue;
        };
        let other_path = locate::statement_path(cx.module, other.start());
        if let Ok(test) = foldable(cx, np, other, &other_path, loop_stmt) {
            edits.push(ruff_diagnostics::Edit::range_replacement(
                format!("{flag} = {np}.logical_and({flag}, {test})"),
                other.range(),
            ));
        }
    }
    edits.push(insert_at_line_end(
        cx,
        loop_stmt,
        &format!("{indent}assert {flag}"),
    ));
    let title = format!("Fold the loop's checks into `{flag}`; assert it once after the loop");
    let mut fix = util::fix(
        finding,
        super::rr_sync::META.id,
        title,
        Applicability::Unsafe,
        edits,
    );
    fix.may_change = Some(MAY_CHANGE.into());
    Ok(fix)
}

/// `checks_pass`, unless the function's text already holds it (then `checks_pass_2`, ...): a
/// local of its own, so other functions' flags do not make it `checks_pass_2`. At module level,
/// a name the module does not use.
fn flag_name(cx: &FixContext, path: &[&Stmt]) -> String {
    super::rr_stack::fresh_name_in_function(cx, path, FLAG)
}

/// The assertion's test as an operand of `np.logical_and`, when it folds into `loop_stmt`'s flag.
fn foldable(
    cx: &FixContext,
    np: &str,
    assert: &StmtAssert,
    path: &[&Stmt],
    loop_stmt: &Stmt,
) -> Result<String, super::Declined> {
    require(
        assert.msg.is_none(),
        "the assertion has a message (after the loop it could not describe the failing iteration)",
    )?;
    let within = &path[..path.len() - 1];
    require(
        folding_loop(within).is_ok_and(|l| std::ptr::eq(l, loop_stmt)),
        "not in a `for` loop of its function",
    )?;
    require(
        !inside_handler(within, loop_stmt),
        "the assertion is inside a `try`, or a `with` expecting an error, in the loop (a failure there may be expected)",
    )?;
    truth_text(cx, np, &assert.test).why(
        "the test is not a comparison or NumPy predicate (its truth may not survive `np.logical_and`)",
    )
}

/// `line` on a line of its own after the loop, inserted at the end of the loop's last line (a
/// loop right after it inserts its own flag at the start of the next line: no overlap).
fn insert_at_line_end(cx: &FixContext, stmt: &Stmt, line: &str) -> ruff_diagnostics::Edit {
    let text = &cx.source.text;
    let end = stmt.end().to_usize();
    let at = text[end..]
        .find(['\n', '\r'])
        .map_or(text.len(), |i| end + i);
    ruff_diagnostics::Edit::insertion(
        format!("{}{line}", cx.newline()),
        ruff_text_size::TextSize::from(at as u32),
    )
}

/// The outermost `for` loop of the function holding the assertion with no `while` between it
/// and the assertion: after a failed check a `while` loop may never end.
fn folding_loop<'a>(within: &[&'a Stmt]) -> Result<&'a Stmt, super::Declined> {
    let function_start = within
        .iter()
        .rposition(|s| matches!(s, Stmt::FunctionDef(_) | Stmt::ClassDef(_)))
        .map_or(0, |i| i + 1);
    let loops = &within[function_start..];
    let after_while = loops
        .iter()
        .rposition(|s| matches!(s, Stmt::While(_)))
        .map_or(0, |i| i + 1);
    let outermost_for = loops[after_while..]
        .iter()
        .find(|s| matches!(s, Stmt::For(f) if !f.is_async));
    match outermost_for {
        Some(found) => Ok(found),
        None if loops.iter().any(|s| matches!(s, Stmt::While(_))) => Err(super::Declined(
            "in a `while` loop: with the check folded, a failed iteration no longer stops the loop, which may then never end",
        )),
        None => Err(super::Declined("not in a `for` loop of its function")),
    }
}

/// A `try` or a `with ...raises...` between the loop and the assertion.
fn inside_handler(within: &[&Stmt], loop_stmt: &Stmt) -> bool {
    within
        .iter()
        .skip_while(|s| !std::ptr::eq(**s, loop_stmt))
        .any(|s| match s {
            Stmt::Try(_) => true,
            Stmt::With(w) => w.items.iter().any(|item| {
                crate::model::expr::any_expr(&item.context_expr, |e| {
                    matches!(e, Expr::Attribute(a) if a.attr.as_str().to_lowercase().contains("raises"))
                        || matches!(e, Expr::Name(n) if n.id.as_str().to_lowercase().contains("raises"))
                })
            }),
            _ => false,
        })
}

/// The test as an operand of `np.logical_and`, when its truth is that of a boolean or a number:
/// a comparison, a NumPy predicate, `.all()`/`.any()`, `not` of such a test (as
/// `np.logical_not`, so it does not convert on the host either), or `and`/`or` of them.
fn truth_text(cx: &FixContext, np: &str, test: &Expr) -> Option<String> {
    match test {
        Expr::Compare(_) => Some(cx.text(test.range()).to_string()),
        Expr::Call(call) if is_predicate_call(cx, call) => Some(cx.text(test.range()).to_string()),
        Expr::UnaryOp(u) if u.op == UnaryOp::Not => {
            let inner = truth_text(cx, np, &u.operand)?;
            Some(format!("{np}.logical_not({inner})"))
        }
        Expr::BoolOp(b) if b.values.iter().all(|v| truth_text(cx, np, v).is_some()) => {
            Some(cx.text(test.range()).to_string())
        }
        _ => None,
    }
}

fn is_predicate_call(cx: &FixContext, call: &ruff_python_ast::ExprCall) -> bool {
    if let Some(member) = util::numpy_member(cx, call) {
        return PREDICATES.contains(&member);
    }
    matches!(call.func.as_ref(), Expr::Attribute(a)
        if matches!(a.attr.as_str(), "all" | "any") && call.arguments.keywords.is_empty())
}
