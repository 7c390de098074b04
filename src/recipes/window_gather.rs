//! RR-loop on a loop that copies one frame of an array per iteration,
//! `for i in range(n): frames[i] = x[i * hop:i * hop + size]` (also with the start in a
//! temporary, `s = i * hop`, and the frame scaled by a loop-invariant `* window`), which becomes
//! one gather at an index array:
//!
//! ```python
//! frame_starts = np.arange(n) * hop
//! frames[:n] = x[frame_starts[:, None] + np.arange(size)]
//! ```
//!
//! Always unsafe: a frame that runs past the end of `x` is shortened by the slice (the loop then
//! fails to store it, unless it kept one element, which broadcasts into the row), while the gather
//! raises `IndexError`; and a start below zero wraps differently.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, Site};
use super::Offer;
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::mentions_any;

const MAY_CHANGE: &str = "a frame past the end of the array (which the slice shortens) raises IndexError in the gather, and a start below zero wraps around differently";

/// `None` when the loop is not a frame copy (the caller gives its reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let (f, var) = super::window_sum::plain_loop(site)?;
    let (start_temp, assign) = match f.body.as_slice() {
        [Stmt::Assign(assign)] => (None, assign),
        [Stmt::Assign(first), Stmt::Assign(assign)] => {
            let [Expr::Name(temp)] = first.targets.as_slice() else {
                return None;
            };
            (Some((&temp.id, first.value.as_ref())), assign)
        }
        _ => return None,
    };
    let (start, stop) = super::window_sum::range_bounds(&f.iter)?;
    let [Expr::Subscript(target)] = assign.targets.as_slice() else {
        return None;
    };
    let Expr::Name(out) = target.value.as_ref() else {
        return None;
    };
    if !indexed_by_var(&target.slice, &var.id) {
        return None;
    }
    let (frame, scaled) = framed_value(&assign.value)?;
    let Expr::Name(data) = frame.value.as_ref() else {
        return None;
    };
    let Expr::Slice(slice) = frame.slice.as_ref() else {
        return None;
    };
    let (Some(lower), Some(upper), None) = (&slice.lower, &slice.upper, &slice.step) else {
        return None;
    };
    let width = width_after(cx, lower, upper)?;
    // The frame's start: the slice's lower bound, or the temporary it names.
    let first = match (start_temp, lower.as_ref()) {
        (Some((temp, value)), Expr::Name(n)) if n.id == *temp => value,
        (None, lower) => lower,
        _ => return None,
    };
    let loop_stmt = site.loop_stmt?;
    let loop_id = cx.model.loop_at(loop_stmt.start())?;
    let invariant = |e: &Expr| cx.model.loops[loop_id].is_invariant(e);
    let names: Vec<Name> = std::iter::once(var.id.clone())
        .chain(start_temp.map(|(t, _)| t.clone()))
        .collect();
    let temp_name: Vec<Name> = start_temp.map(|(t, _)| t.clone()).into_iter().collect();
    if !start_of_var(first, &var.id)
        || mentions_any(first, &temp_name)
        || scaled.is_some_and(|s| mentions_any(s, std::slice::from_ref(&out.id)))
        || !invariant(width)
        || scaled.is_some_and(|s| !invariant(s) || mentions_any(s, &names))
        || out.id == data.id
        || [out.id.as_str(), data.id.as_str()]
            .iter()
            .any(|n| names.iter().any(|m| m.as_str() == *n))
    {
        return None;
    }
    Some(offer(
        cx,
        finding,
        site,
        Frames {
            stmt: loop_stmt,
            var: &var.id,
            temp: start_temp.map(|(t, _)| t),
            start,
            stop,
            out: &out.id,
            frame,
            first,
            width,
            value: &assign.value,
        },
    ))
}

struct Frames<'a> {
    stmt: &'a Stmt,
    var: &'a Name,
    temp: Option<&'a Name>,
    start: Option<&'a Expr>,
    stop: &'a Expr,
    out: &'a Name,
    frame: &'a ast::ExprSubscript,
    /// The frame's start as an expression of the loop variable.
    first: &'a Expr,
    width: &'a Expr,
    value: &'a Expr,
}

fn offer(cx: &FixContext, finding: &Finding, site: &Site, frames: Frames) -> Offer {
    let vars: Vec<Name> = std::iter::once(frames.var)
        .chain(frames.temp)
        .cloned()
        .collect();
    super::batch_reduce::replaceable(cx, &site.path, frames.stmt, &vars)?;
    let (np, import) = cx.np();
    let starts = super::rr_stack::fresh_name(cx, "frame_starts");
    let range = match frames.start {
        Some(s) => format!("{}, {}", cx.text(s.range()), cx.text(frames.stop.range())),
        None => cx.text(frames.stop.range()).to_string(),
    };
    let positions = format!("{np}.arange({range})");
    let first = super::window_sum::with_index(cx, frames.first, frames.var, &positions);
    let gathered = format!(
        "{}[{starts}[:, None] + {np}.arange({})]",
        cx.text(frames.frame.value.range()),
        cx.text(frames.width.range())
    );
    let value = util::rewritten_expr(cx, frames.value, &[(frames.frame.range(), gathered)]);
    let written = match frames.start {
        Some(s) => format!(
            "{}[{}:{}]",
            frames.out,
            cx.text(s.range()),
            cx.text(frames.stop.range())
        ),
        None => format!("{}[:{}]", frames.out, cx.text(frames.stop.range())),
    };
    let indent = crate::fix::locate::indentation_of(&cx.source.text, frames.stmt.range())
        .ok_or(super::Declined(super::reasons::INDENTATION))?;
    let newline = cx.newline();
    let text = format!("{starts} = {first}{newline}{indent}{written} = {value}");
    let mut edits = vec![Edit::range_replacement(text, frames.stmt.range())];
    edits.extend(import);
    let fix = util::fix(
        finding,
        "RR-loop",
        format!("Gather every frame at once at an index array (unsafe: {MAY_CHANGE})"),
        Applicability::Unsafe,
        edits,
    );
    Ok(crate::fix::Fix {
        may_change: Some(MAY_CHANGE.into()),
        ..fix
    })
}

/// `out[i]` or `out[i, :]`.
fn indexed_by_var(slice: &Expr, var: &Name) -> bool {
    let is_var = |e: &Expr| matches!(e, Expr::Name(n) if n.id == *var);
    match slice {
        Expr::Tuple(t) => match t.elts.as_slice() {
            [first, rest] => is_var(first) && super::rr_loop::is_whole_slice(rest),
            _ => false,
        },
        e => is_var(e),
    }
}

/// `x[a:b]`, or `x[a:b] * w` / `w * x[a:b]` (also `+ - /`): the frame and the other operand.
fn framed_value(value: &Expr) -> Option<(&ast::ExprSubscript, Option<&Expr>)> {
    match value {
        Expr::Subscript(s) => Some((s, None)),
        Expr::BinOp(b)
            if matches!(
                b.op,
                ast::Operator::Mult | ast::Operator::Add | ast::Operator::Sub | ast::Operator::Div
            ) =>
        {
            match (b.left.as_ref(), b.right.as_ref()) {
                (Expr::Subscript(s), other) if s.slice.is_slice_expr() => Some((s, Some(other))),
                (other, Expr::Subscript(s)) if s.slice.is_slice_expr() => Some((s, Some(other))),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The width `w` of a slice `a:a + w` (or `a:w + a`), with `a` the same text both times.
fn width_after<'e>(cx: &FixContext, lower: &Expr, upper: &'e Expr) -> Option<&'e Expr> {
    let Expr::BinOp(b) = upper else { return None };
    if b.op != ast::Operator::Add {
        return None;
    }
    let lower_text = cx.text(lower.range());
    if cx.text(b.left.range()) == lower_text {
        Some(&b.right)
    } else if cx.text(b.right.range()) == lower_text {
        Some(&b.left)
    } else {
        None
    }
}

/// The frame's start is integer arithmetic (`+ - *`) of the loop variable and names or integer
/// literals that do not change in the loop, and it reads the variable.
fn start_of_var(e: &Expr, var: &Name) -> bool {
    fn arithmetic(e: &Expr) -> bool {
        match e {
            Expr::Name(_) => true,
            Expr::NumberLiteral(n) => matches!(n.value, ast::Number::Int(_)),
            Expr::BinOp(b) => {
                matches!(
                    b.op,
                    ast::Operator::Add | ast::Operator::Sub | ast::Operator::Mult
                ) && arithmetic(&b.left)
                    && arithmetic(&b.right)
            }
            _ => false,
        }
    }
    arithmetic(e) && mentions_any(e, std::slice::from_ref(var))
}
