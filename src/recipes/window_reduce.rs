//! RR-loop on a 2-D nest that reduces a small window around every output element:
//!
//! ```python
//! for r in range(1, h - 1):
//!     for c in range(1, w - 1):
//!         out[r, c] = np.median(img[r - 1:r + 2, c - 1:c + 2])
//! ```
//!
//! Every window is one of the image's slices shifted by the window's offsets: the offsets are
//! stacked and reduced along the stack, `out[1:h - 1, 1:w - 1] = np.median(np.stack([img[1 + dr:
//! (h - 1) + dr, 1 + dc:(w - 1) + dc] for dr in range(-1, 2) for dc in range(-1, 2)]), axis=0)`.
//! Each output element reduces the same values: max, min and median are exact; sums, means,
//! variances and standard deviations add them in another order (unsafe). Offered only when every
//! window provably lies inside the image (a slice clamps at the end and a negative start wraps,
//! where the stack needs equal shapes), the image is 2-D (`h, w = img.shape`), and the output is
//! a new array that is not the image.

use ruff_diagnostics::Edit;
use ruff_python_ast::{name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, Site};
use super::window_stencil::Extents;
use super::window_sum::{linear, Linear};
use super::{Declined, Offer};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::mentions_any;
use crate::model::Bound;

/// Reductions whose value over a window does not depend on the order of its values.
const EXACT: &[&str] = &["max", "min", "median", "amax", "amin"];
/// Reductions that add the window's values: another order rounds differently.
const ADDING: &[&str] = &["sum", "mean", "std", "var"];

/// One pixel axis: `for r in range(start, stop)` and the window's offsets along it.
struct PixelAxis<'a> {
    var: &'a Name,
    start: Option<&'a Expr>,
    stop: &'a Expr,
    /// The window `img[r + low:r + high]` as the offsets `low` (inclusive) and `high` (exclusive).
    low: Linear,
    high: Linear,
    low_expr: &'a Expr,
    high_expr: &'a Expr,
}

/// `None` when the nest is not a window reduction (the caller gives its own reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let inner = site.loop_stmt?;
    let at = site.path.iter().position(|s| std::ptr::eq(*s, inner))?;
    let outer = *site.path.get(at.checked_sub(1)?)?;
    let (Stmt::For(outer_for), Stmt::For(inner_for)) = (outer, inner) else {
        return None;
    };
    let [only] = outer_for.body.as_slice() else {
        return None;
    };
    if !std::ptr::eq(only, inner) {
        return None;
    }
    let [Stmt::Assign(write)] = inner_for.body.as_slice() else {
        return None;
    };
    let [Expr::Subscript(target)] = write.targets.as_slice() else {
        return None;
    };
    let (name, window) = reduction(cx, &write.value)?;
    let Expr::Subscript(window) = window else {
        return None;
    };
    let (Expr::Name(out), Expr::Name(img)) = (target.value.as_ref(), window.value.as_ref()) else {
        return None;
    };
    let vars = [header(outer)?, header(inner)?];
    if !writes_at(&target.slice, &vars) {
        return None;
    }
    let axes = window_axes(&window.slice, vars)?;
    Some(offer(
        cx,
        finding,
        site,
        Nest {
            outer,
            out: &out.id,
            img: &img.id,
            name,
            axes,
        },
    ))
}

struct Nest<'a> {
    outer: &'a Stmt,
    out: &'a Name,
    img: &'a Name,
    name: &'static str,
    axes: Vec<PixelAxis<'a>>,
}

/// `np.median(w)`, `np.max(w)`, `w.max()`...: the reduction's name and the window.
fn reduction<'e>(cx: &FixContext, value: &'e Expr) -> Option<(&'static str, &'e Expr)> {
    let (window, name) = super::window_sum::reduction_call(cx, value)?;
    let known = EXACT.iter().chain(ADDING).find(|n| **n == name)?;
    Some((known, window))
}

/// `out[r, c]`: the loop variables, outer first.
/// `for v in range(stop)` / `range(start, stop)` (no `else`, not async): the variable and bounds.
fn header(stmt: &Stmt) -> Option<(&Name, Option<&Expr>, &Expr)> {
    let axis = super::window_stencil::axis_of(stmt)?;
    Some((axis.var, axis.start, axis.stop))
}

fn writes_at(index: &Expr, vars: &[(&Name, Option<&Expr>, &Expr); 2]) -> bool {
    let Expr::Tuple(t) = index else { return false };
    matches!(t.elts.as_slice(), [Expr::Name(a), Expr::Name(b)] if &a.id == vars[0].0 && &b.id == vars[1].0)
}

/// `img[r - 1:r + 2, c - 1:c + 2]`: per axis, the window's offsets from its loop variable.
fn window_axes<'a>(
    index: &'a Expr,
    vars: [(&'a Name, Option<&'a Expr>, &'a Expr); 2],
) -> Option<Vec<PixelAxis<'a>>> {
    let Expr::Tuple(t) = index else { return None };
    let [first, second] = t.elts.as_slice() else {
        return None;
    };
    let names: Vec<&Name> = vars.iter().map(|v| v.0).collect();
    [first, second]
        .into_iter()
        .zip(vars)
        .map(|(part, (var, start, stop))| {
            let Expr::Slice(s) = part else { return None };
            let (Some(lower), Some(upper), None) = (&s.lower, &s.upper, &s.step) else {
                return None;
            };
            let offset = |e: &Expr| -> Option<Linear> {
                let form = linear(e)?;
                let own = format!("name:{var}");
                let others_move = names
                    .iter()
                    .any(|n| *n != var && form.coefficient(&format!("name:{n}")) != 0);
                (form.coefficient(&own) == 1 && !others_move).then(|| form.without(&own))
            };
            Some(PixelAxis {
                var,
                start,
                stop,
                low: offset(lower)?,
                high: offset(upper)?,
                low_expr: lower,
                high_expr: upper,
            })
        })
        .collect()
}

fn offer(cx: &FixContext, finding: &Finding, site: &Site, nest: Nest) -> Offer {
    let scope = cx.model.scope_containing(nest.outer.range());
    let extents = Extents { cx, scope };
    super::require(
        nest.out != nest.img,
        "the window is read from the array being written",
    )?;
    super::require(
        !crate::fix::locate::has_comment(cx, nest.outer.range()),
        super::reasons::COMMENT_INSIDE,
    )?;
    let function =
        crate::fix::locate::enclosing_function(&site.path).ok_or(Declined("not in a function"))?;
    super::require(
        unpacked_shape_of(&function.body, nest.img),
        "the image is not proven 2-D (`h, w = img.shape`): a window of a colour image reduces its channels too",
    )?;
    super::require(
        new_array(cx, scope, nest.out),
        "the output is not a new array made in the function (it may be the image, or share its memory)",
    )?;
    for (k, axis) in nest.axes.iter().enumerate() {
        super::require(
            inside(&extents, axis, nest.img, k),
            "a window is not provably inside the image for every output element (a slice clamps at the end and wraps a negative start; stacked windows need one shape)",
        )?;
    }
    let names = [nest.axes[0].var.as_str(), nest.axes[1].var.as_str()];
    for name in names {
        super::require(
            !util::read_after(cx, &site.path, name, nest.outer.range()),
            "the loop variable is read after the loop",
        )?;
    }
    let invariant =
        |e: &Expr| !mentions_any(e, &[nest.axes[0].var.clone(), nest.axes[1].var.clone()]);
    super::require(
        nest.axes
            .iter()
            .all(|a| a.start.is_none_or(invariant) && invariant(a.stop)),
        "the inner range moves with the outer loop",
    )?;
    // An empty range whose slice end is negative would wrap around: slice only when it is not.
    let guards: Vec<String> = nest
        .axes
        .iter()
        .filter(|axis| !end_non_negative(&extents, axis))
        .map(|axis| {
            let start = axis
                .start
                .map_or("0".to_string(), |s| util::unwrapped(cx, s));
            format!("{} > {start}", util::unwrapped(cx, axis.stop))
        })
        .collect();
    let statement = rewritten(cx, &nest)?;
    let text = if guards.is_empty() {
        statement
    } else {
        let indent = crate::fix::locate::indentation_of(&cx.source.text, nest.outer.range())
            .ok_or(Declined(super::reasons::INDENTATION))?;
        format!(
            "if {}:{}{indent}{}{statement}",
            guards.join(" and "),
            cx.newline(),
            cx.indent_unit()
        )
    };
    let exact = EXACT.contains(&nest.name);
    let mut title = "Reduce every window at once over the image's shifted slices".to_string();
    if !exact {
        title.push_str(" (unsafe: each window's values are added in another order)");
    }
    let edits = vec![Edit::range_replacement(text, nest.outer.range())];
    let mut fix = util::fix(finding, "RR-loop", title, util::proven(exact), edits);
    fix.may_change = Some(MAY_CHANGE.into());
    Ok(fix)
}

const MAY_CHANGE: &str = "the shifted slices are stacked (one copy of the image per window position); a sum, mean, variance or standard deviation adds each window's values in another order";

/// `h, w = img.shape` in the function: unpacking raises unless the image is 2-D.
fn unpacked_shape_of(body: &[Stmt], img: &Name) -> bool {
    util::all_statements(body).into_iter().any(|s| {
        let Stmt::Assign(a) = s else { return false };
        matches!((a.targets.as_slice(), a.value.as_ref()),
            ([Expr::Tuple(t)], Expr::Attribute(shape)) if t.elts.len() == 2
                && shape.attr.as_str() == "shape"
                && matches!(shape.value.as_ref(), Expr::Name(n) if &n.id == img))
    })
}

/// `out` is bound once, to a new array: a constructor, `*_like`, or a copy.
fn new_array(cx: &FixContext, scope: crate::model::ScopeId, out: &Name) -> bool {
    let bindings = cx.model.bindings_of(scope, out.as_str());
    matches!(bindings.as_slice(), [Bound::Value(v)] if super::window_stencil::constructed(cx, v))
}

/// The first window starts at or after 0, the last ends at or before the image's extent, and a
/// window holds at least one value.
fn inside(extents: &Extents, axis: &PixelAxis, img: &Name, k: usize) -> bool {
    let start = match axis.start.map(linear) {
        Some(Some(s)) => s,
        Some(None) => return false,
        None => Linear::default(),
    };
    let Some(stop) = linear(axis.stop) else {
        return false;
    };
    let first = extents.resolve(&start.plus(&axis.low, 1));
    let last_end = extents.resolve(&stop.plus(&axis.high, 1).plus(&Linear::constant(-1), 1));
    let extent = extents.resolve(&extents.canonical_dim(img.as_str(), k, 0));
    let width = axis.high.plus(&axis.low, -1).plus(&Linear::constant(-1), 1);
    extents.non_negative(&first, 0)
        && extents.non_negative(&extent.plus(&last_end, -1), 0)
        && extents.non_negative(&width, 0)
}

/// The window's first slice end, `stop + low`, is never negative.
fn end_non_negative(extents: &Extents, axis: &PixelAxis) -> bool {
    linear(axis.stop)
        .is_some_and(|stop| extents.non_negative(&extents.resolve(&stop.plus(&axis.low, 1)), 0))
}

fn rewritten(cx: &FixContext, nest: &Nest) -> Result<String, Declined> {
    let (np, None) = cx.np() else {
        return Err(Declined("NumPy is not imported under a name"));
    };
    let offsets: Vec<String> = ["dr", "dc"]
        .iter()
        .map(|n| super::rr_stack::fresh_name(cx, n))
        .collect();
    let mut slices = Vec::new();
    let mut targets = Vec::new();
    let mut ranges = Vec::new();
    for (axis, offset) in nest.axes.iter().zip(&offsets) {
        let start = axis
            .start
            .map_or("0".to_string(), |s| util::operand_text(cx, s));
        let stop = util::operand_text(cx, axis.stop);
        slices.push(format!("{start} + {offset}:{stop} + {offset}"));
        let bare_start = axis.start.map_or(String::new(), |s| util::unwrapped(cx, s));
        targets.push(format!("{bare_start}:{}", util::unwrapped(cx, axis.stop)));
        ranges.push(format!(
            "for {offset} in range({}, {})",
            offset_text(cx, axis.low_expr, axis.var),
            offset_text(cx, axis.high_expr, axis.var)
        ));
    }
    let stack = format!(
        "{np}.stack([{}[{}] {}])",
        nest.img,
        slices.join(", "),
        ranges.join(" ")
    );
    let reduced = match nest.name {
        "amax" | "amin" => format!("{np}.{}({stack}, axis=0)", nest.name),
        name => format!("{np}.{name}({stack}, axis=0)"),
    };
    Ok(format!("{}[{}] = {reduced}", nest.out, targets.join(", ")))
}

/// A window bound's offset from its loop variable as source text: `r - 1` → `-1`, `r + half + 1`
/// → `half + 1`.
fn offset_text(cx: &FixContext, bound: &Expr, var: &Name) -> String {
    let text = super::window_sum::with_index(cx, bound, var, "0");
    let single = |t: &str| t.chars().all(|c| c.is_alphanumeric() || c == '_');
    match (text.strip_prefix("0 + "), text.strip_prefix("0 - ")) {
        (Some(rest), _) => rest.to_string(),
        (_, Some(rest)) if single(rest) => format!("-{rest}"),
        _ => text,
    }
}
