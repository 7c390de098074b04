//! RR-loop on a loop that searches for the position of the smallest or largest element,
//! `best = 0` / `for i in range(1, n): if x[i] < x[best]: best = i` (also keeping the value,
//! `if x[i] > top: top = x[i]; best = i` after `top = x[0]`), which becomes one
//! `best = int(np.argmin(x[:n]))` under `if n > 0:` (the loop leaves `best` at 0 when it does not
//! run). A strict comparison keeps the first of equal extremes, as `argmin`/`argmax` do.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, CmpOp, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, Site};
use super::{reasons, require, Offer, Why};
use crate::finding::Finding;
use crate::fix::{locate, FixContext};
use crate::model::expr::int_literal;

const MAY_CHANGE: &str = "the searched value is taken to be an array or a list of numbers; with NaN values `np.argmin`/`np.argmax` give the first NaN's position (the loop skips NaNs after the first element); a stop past the array's end raises in the loop, the slice stops at the end";

/// What the loop keeps: the position, and optionally the extreme value itself.
struct Search<'a> {
    data: &'a Name,
    position: &'a Name,
    value: Option<&'a Name>,
    function: &'static str,
}

/// `None` when the loop is not such a search (the caller gives its own reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let loop_stmt = site.loop_stmt?;
    let Stmt::For(f) = loop_stmt else {
        return None;
    };
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    if f.is_async || !f.orelse.is_empty() {
        return None;
    }
    let [Stmt::If(check)] = f.body.as_slice() else {
        return None;
    };
    let search = search(check, &var.id)?;
    Some(offer(cx, finding, site, f, &search))
}

fn offer(
    cx: &FixContext,
    finding: &Finding,
    site: &Site,
    f: &ast::StmtFor,
    search: &Search,
) -> Offer {
    let stop =
        match util::range_arguments(&f.iter) {
            Some([stop]) => stop,
            Some([start, stop]) if matches!(int_literal(start), Some(0 | 1)) => stop,
            _ => return Err(super::Declined(
                "a search that does not start at the first element (`range(n)` or `range(1, n)`)",
            )),
        };
    let loop_stmt = site.loop_stmt.why(reasons::NOT_LOCATED)?;
    let block =
        locate::block_holding(cx.module, &site.path, loop_stmt).why(reasons::NOT_LOCATED)?;
    let at = block
        .iter()
        .position(|s| std::ptr::eq(s, loop_stmt))
        .why(reasons::NOT_LOCATED)?;
    require(
        starts_at_first(&block[..at], search),
        "the position does not start at 0 (and the kept value at the first element) right before the loop",
    )?;
    // The rewrite evaluates the stop twice (`if n > 0:`, `x[:n]`), where `range` did once.
    require(
        !crate::model::expr::any_expr(stop, |e| match e {
            Expr::Call(_) => !util::is_size(e),
            Expr::Named(_) | Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Await(_) => true,
            _ => false,
        }),
        "the loop's stop calls code (the rewrite would evaluate it twice)",
    )?;
    require(
        !f.target
            .as_name_expr()
            .is_some_and(|v| util::read_after(cx, &site.path, v.id.as_str(), loop_stmt.range())),
        "the loop variable is read after the loop",
    )?;
    require(
        !locate::has_comment(cx, loop_stmt.range())
            && locate::owns_its_lines(&cx.source.text, loop_stmt.range()),
        reasons::COMMENT_INSIDE,
    )?;
    let indent =
        locate::indentation_of(&cx.source.text, loop_stmt.range()).why(reasons::INDENTATION)?;
    let (np, import) = cx.np();
    let data = search.data.as_str();
    let stop_text = cx.text(stop.range());
    let searched = if is_length_of(stop, search.data) {
        data.to_string()
    } else {
        format!("{data}[:{stop_text}]")
    };
    let unit = cx.indent_unit();
    let newline = cx.newline();
    let position = search.position.as_str();
    let mut text = format!(
        "if {stop_text} > 0:{newline}{indent}{unit}{position} = int({np}.{}({searched}))",
        search.function
    );
    if let Some(value) = search.value {
        text.push_str(&format!(
            "{newline}{indent}{unit}{value} = {data}[{position}]"
        ));
    }
    let mut edits = vec![Edit::range_replacement(text, loop_stmt.range())];
    edits.extend(import);
    let extreme = if search.function == "argmin" {
        "smallest"
    } else {
        "largest"
    };
    let title = format!(
        "Find the position of the {extreme} element with `np.{}`",
        search.function
    );
    let mut fix = util::fix(
        finding,
        super::rr_loop::META.id,
        title,
        Applicability::Unsafe,
        edits,
    );
    fix.may_change = Some(MAY_CHANGE.into());
    Ok(fix)
}

/// `if x[i] < x[best]: best = i` (or `>`, either side, or against a kept value `top` that the
/// branch updates to `x[i]`).
fn search<'a>(check: &'a ast::StmtIf, var: &Name) -> Option<Search<'a>> {
    if !check.elif_else_clauses.is_empty() {
        return None;
    }
    let Expr::Compare(cmp) = check.test.as_ref() else {
        return None;
    };
    let ([op], [right]) = (cmp.ops.as_ref(), cmp.comparators.as_ref()) else {
        return None;
    };
    // Oriented as `element OP best`.
    let (element, best, smaller) = match op {
        CmpOp::Lt => (cmp.left.as_ref(), right, true),
        CmpOp::Gt => (cmp.left.as_ref(), right, false),
        _ => return None,
    };
    let (element, best, smaller) = if element_at(element, var).is_some() {
        (element, best, smaller)
    } else {
        (best, element, !smaller)
    };
    let data = element_at(element, var)?;
    let (position, value) = branch(&check.body, var, data)?;
    let compared_ok = match best {
        Expr::Subscript(s) => {
            matches!(s.value.as_ref(), Expr::Name(n) if &n.id == data)
                && matches!(s.slice.as_ref(), Expr::Name(n) if &n.id == position)
                && value.is_none()
        }
        Expr::Name(n) => value == Some(&n.id),
        _ => false,
    };
    compared_ok.then_some(Search {
        data,
        position,
        value,
        function: if smaller { "argmin" } else { "argmax" },
    })
}

/// `x[i]`: the array's name.
fn element_at<'a>(e: &'a Expr, var: &Name) -> Option<&'a Name> {
    let Expr::Subscript(s) = e else {
        return None;
    };
    match (s.value.as_ref(), s.slice.as_ref()) {
        (Expr::Name(base), Expr::Name(index)) if &index.id == var && &base.id != var => {
            Some(&base.id)
        }
        _ => None,
    }
}

/// The branch: `best = i`, optionally with `top = x[i]` (either order), nothing else.
fn branch<'a>(body: &'a [Stmt], var: &Name, data: &Name) -> Option<(&'a Name, Option<&'a Name>)> {
    let mut position = None;
    let mut value = None;
    for stmt in body {
        let Stmt::Assign(a) = stmt else {
            return None;
        };
        let [Expr::Name(target)] = a.targets.as_slice() else {
            return None;
        };
        match a.value.as_ref() {
            Expr::Name(n) if &n.id == var && position.is_none() => position = Some(&target.id),
            e if element_at(e, var) == Some(data) && value.is_none() => value = Some(&target.id),
            _ => return None,
        }
    }
    let position = position?;
    (Some(position) != value && position != data && value != Some(data))
        .then_some((position, value))
}

/// Right before the loop: `best = 0` and (when kept) `top = x[0]`, in either order, as the
/// statements directly preceding it.
fn starts_at_first(before: &[Stmt], search: &Search) -> bool {
    let wanted = 1 + usize::from(search.value.is_some());
    if before.len() < wanted {
        return false;
    }
    let mut position_ok = false;
    let mut value_ok = search.value.is_none();
    for stmt in &before[before.len() - wanted..] {
        let Stmt::Assign(a) = stmt else {
            return false;
        };
        let [Expr::Name(target)] = a.targets.as_slice() else {
            return false;
        };
        if &target.id == search.position && int_literal(&a.value) == Some(0) {
            position_ok = true;
        } else if Some(&target.id) == search.value && is_first_of(&a.value, search.data) {
            value_ok = true;
        } else {
            return false;
        }
    }
    position_ok && value_ok
}

fn is_first_of(e: &Expr, data: &Name) -> bool {
    matches!(e, Expr::Subscript(s)
        if matches!(s.value.as_ref(), Expr::Name(n) if &n.id == data)
            && int_literal(&s.slice) == Some(0))
}

/// `len(x)`: the whole array is searched.
fn is_length_of(stop: &Expr, data: &Name) -> bool {
    match stop {
        Expr::Call(c) if crate::model::expr::builtin_name(&c.func) == Some("len") => {
            matches!(c.arguments.args.as_ref(), [Expr::Name(arg)] if &arg.id == data)
        }
        _ => false,
    }
}
