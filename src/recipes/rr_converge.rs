//! RR-converge (R105 on a `while` test): `while err > tol [and it < max_iter]:` becomes a loop on a
//! Python flag that is refreshed every `CHECK_EVERY` iterations; the original test is evaluated
//! once before the loop (so an already-converged state still runs zero iterations) and the other
//! conditions (the iteration cap) are kept:
//!
//! ```python
//! check_step = 0
//! keep_going = bool(err > tol)
//! while keep_going and it < max_iter:
//!     ...
//!     check_step += 1
//!     if check_step % CHECK_EVERY == 0:
//!         keep_going = bool(err > tol)
//! ```
//!
//! Always unsafe: convergence is noticed up to `CHECK_EVERY - 1` iterations late. Not offered when
//! the body uses `continue` (it would skip the check), the test uses `or`, or it has no device part.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextSize};

use super::rr_stack::fresh_name;
use super::rr_sync::{constant_edit, CONSTANT};
use super::util;
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::{locate, FixContext};
use crate::model::Kind;
use crate::recipe_meta;

recipe_meta!(
    "RR-converge",
    &["R105"],
    "while <array test>: → a Python flag refreshed every CHECK_EVERY iterations (cap kept)",
    "always unsafe (convergence noticed up to CHECK_EVERY - 1 iterations late); not offered with continue, or-tests, or no array test",
    "convergence is noticed up to CHECK_EVERY - 1 iterations later (a few extra iterations)"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let offset = TextSize::from(finding.stmt_start);
        let path = locate::statement_path(cx.module, offset);
        let Some(Stmt::While(w)) = path.iter().rev().find(|s| s.start() == offset).copied() else {
            return Err(Declined("not the test of a `while` loop"));
        };
        require(
            w.test.start() == TextSize::from(finding.start_offset),
            "not the test of a `while` loop",
        )?;
        require(
            !has_continue(&w.body),
            "the loop body has `continue` (the check would be skipped)",
        )?;
        let scope = cx.model.scope_containing(w.range);
        let parts: Vec<&Expr> = match w.test.as_ref() {
            Expr::BoolOp(b) if b.op == ast::BoolOp::And => b.values.iter().collect(),
            Expr::BoolOp(_) => return Err(Declined("an `or` in the loop test")),
            t => vec![t],
        };
        // The finding of a test on what a codebase function returns exists only because the call
        // graph showed that function returns a reduction.
        let returned = finding
            .value_test
            .and_then(|_| returned_callee(&finding.message));
        let (device, other): (Vec<&Expr>, Vec<&Expr>) = parts.into_iter().partition(|p| {
            reads_device(cx, scope, p) || returned.is_some_and(|callee| calls(cx, p, callee))
        });
        require(
            !(device.is_empty() && returned.is_some()),
            "the test reads returned values through a running total (`t += dt` … `while t < t_end`): a periodic check would run past the end",
        )?;
        require(!device.is_empty(), "the test reads no array on the device")?;
        // Only a convergence loop may run a few iterations more: a loop that runs while a count
        // or a search condition holds (`while n_excess > 0:`) would compute something else.
        require(
            device
                .iter()
                .all(|e| super::rr_sync::is_unconverged_test(e)),
            "not a convergence test against a tolerance (a count or search condition)",
        )?;
        require(
            super::rr_sync::effect_free(cx, &path, &w.test),
            super::rr_sync::TEST_HAS_EFFECTS,
        )?;
        require(
            !locate::has_comment(cx, w.test.range()),
            reasons::COMMENT_INSIDE,
        )?;
        let wrap = |e: &Expr| {
            let text = cx.text(e.range());
            if device.len() > 1 {
                format!("({text})")
            } else {
                text.to_string()
            }
        };
        let test: String = device
            .iter()
            .map(|e| wrap(e))
            .collect::<Vec<_>>()
            .join(" and ");
        let flag = fresh_name(cx, "keep_going");
        let counter = fresh_name(cx, "check_step");
        let indent = locate::indentation_of(&cx.source.text, w.range).why(reasons::INDENTATION)?;
        let first = w.body.first().why(reasons::NOT_LOCATED)?;
        let body_indent =
            locate::indentation_of(&cx.source.text, first.range()).why(reasons::INDENTATION)?;
        let unit = cx.indent_unit();
        let nl = cx.newline();
        let mut new_test = flag.clone();
        for o in &other {
            new_test.push_str(&format!(" and {}", cx.text(o.range())));
        }
        let last = w.body.last().why(reasons::NOT_LOCATED)?;
        let check = format!(
            "{body_indent}{counter} += 1{nl}{body_indent}if {counter} % {CONSTANT} == 0:{nl}{body_indent}{unit}{flag} = bool({test}){nl}"
        );
        let mut edits = vec![
            Edit::insertion(
                format!("{indent}{counter} = 0{nl}{indent}{flag} = bool({test}){nl}"),
                locate::line_start(&cx.source.text, w.start()),
            ),
            Edit::range_replacement(new_test, w.test.range()),
            util::insert_text_after(cx, last, &check),
        ];
        edits.extend(constant_edit(cx));
        let title = format!("Check `{test}` only every {CONSTANT} iterations (iteration cap kept)");
        Ok(util::fix(
            finding,
            META.id,
            title,
            Applicability::Unsafe,
            edits,
        ))
    }
}

/// A part of the test that needs a device value (an array reduction or element).
fn reads_device(cx: &FixContext, scope: crate::model::ScopeId, e: &Expr) -> bool {
    crate::model::expr::any_expr(e, |x| {
        matches!(cx.model.kind(scope, x), Kind::Array | Kind::Reduction)
    })
}

/// The function whose returned reduction the finding is about, as written (`self.residual`):
/// R105 names it in its message, "test on the reduction `self.residual()` returns".
fn returned_callee(message: &str) -> Option<&str> {
    let rest = message.split_once("the reduction `")?.1;
    Some(rest.split_once("()` returns")?.0)
}

/// A call of `callee` (as written) in `e`.
fn calls(cx: &FixContext, e: &Expr, callee: &str) -> bool {
    crate::model::expr::any_expr(
        e,
        |x| matches!(x, Expr::Call(c) if cx.text(c.func.range()) == callee),
    )
}

/// `continue` at this loop's level (nested loops have their own).
fn has_continue(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::Continue(_) => true,
        Stmt::If(i) => {
            has_continue(&i.body) || i.elif_else_clauses.iter().any(|c| has_continue(&c.body))
        }
        Stmt::With(w) => has_continue(&w.body),
        Stmt::Try(t) => {
            has_continue(&t.body)
                || has_continue(&t.orelse)
                || has_continue(&t.finalbody)
                || t.handlers.iter().any(|h| match h {
                    ast::ExceptHandler::ExceptHandler(h) => has_continue(&h.body),
                })
        }
        _ => false,
    })
}
