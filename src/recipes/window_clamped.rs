//! RR-loop on a moving window clamped at the array's ends,
//!
//! ```python
//! for i in range(n):                  # n = len(x)
//!     lo = max(0, i - half)
//!     hi = min(n, i + half + 1)
//!     base[i] = x[lo:hi].min()
//! ```
//!
//! A minimum or maximum becomes one pass per offset over the whole array (`np.minimum` of
//! shifted slices, exact: the same values compared); a sum or mean becomes differences of one
//! cumulative sum at the clamped bounds (`lo = np.maximum(0, ends - half)`, unsafe: rounded
//! differently). Offered only when the window always holds position `i` (offsets proven
//! non-negative), the loop runs inside `x` (`range(len(x))` or less) and the upper clamp is the
//! length of `x`: then every window is the loop's slice, never empty.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, Site};
use super::window_stencil::Extents;
use super::window_sum::{grouped, linear, Linear};
use super::{require, Offer};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{builtin_name, int_literal};

/// `None` when the loop is not a clamped moving window (the caller gives its reason).
pub fn fix<'a>(cx: &FixContext, finding: &Finding, site: &Site<'a>) -> Option<Offer> {
    let (f, var) = super::window_sum::plain_loop(site)?;
    let (last, bound_stmts) = f.body.split_last()?;
    let Stmt::Assign(assign) = last else {
        return None;
    };
    let mut temps: Vec<(&Name, &Expr)> = Vec::new();
    for stmt in bound_stmts {
        let Stmt::Assign(a) = stmt else { return None };
        let [Expr::Name(n)] = a.targets.as_slice() else {
            return None;
        };
        temps.push((&n.id, &a.value));
    }
    let [Expr::Subscript(target)] = assign.targets.as_slice() else {
        return None;
    };
    let (Expr::Name(out), Expr::Name(at)) = (target.value.as_ref(), target.slice.as_ref()) else {
        return None;
    };
    if at.id != var.id {
        return None;
    }
    let (start, stop) = super::window_sum::range_bounds(&f.iter)?;
    let call = super::window_sum::reduction_in(cx, &assign.value, &var.id)?;
    let (operand, name) = super::window_sum::reduction_call(cx, call)?;
    let reduction = match name.as_str() {
        "min" | "amin" => Reduction::Min,
        "max" | "amax" => Reduction::Max,
        "sum" => Reduction::Sum,
        "mean" => Reduction::Mean,
        _ => return None,
    };
    let window = summed_window(cx, operand, reduction, &var.id)?;
    let (Expr::Name(data), Expr::Slice(slice)) = (window.value.as_ref(), window.slice.as_ref())
    else {
        return None;
    };
    let (Some(lower), Some(upper), None) = (&slice.lower, &slice.upper, &slice.step) else {
        return None;
    };
    let named = |e: &'a Expr| -> (Option<Name>, &'a Expr) {
        match e {
            Expr::Name(n) => match temps.iter().find(|(t, _)| **t == n.id) {
                Some((_, value)) => (Some(n.id.clone()), *value),
                None => (None, e),
            },
            other => (None, other),
        }
    };
    let (lower_name, lower_value) = named(lower);
    let (upper_name, upper_value) = named(upper);
    let low = low_bound(lower_value, &var.id)?;
    let high = high_bound(upper_value, &var.id)?;
    if !low.clamped && high.length.is_none() {
        return None;
    }
    // Every temporary is one of the bounds, bound once.
    let bound_names: Vec<&Name> = lower_name.iter().chain(upper_name.iter()).collect();
    if temps.len() != bound_names.len() || temps.iter().any(|(t, _)| !bound_names.contains(t)) {
        return None;
    }
    if out.id == data.id || bound_names.iter().any(|n| **n == out.id || **n == data.id) {
        return None;
    }
    Some(offer(
        cx,
        finding,
        site,
        f,
        Clamped {
            var: &var.id,
            lower_name,
            upper_name,
            out: &out.id,
            data: &data.id,
            start,
            stop,
            low,
            high,
            reduction,
            operand,
            window,
            call,
            value: &assign.value,
        },
    ))
}

/// The window the reduction reads: the operand itself, or for a sum or mean an elementwise
/// function of one window and numbers (`np.abs(x[lo:hi])`, `x[lo:hi] ** 2`) that may not warn
/// (it runs over the whole array).
fn summed_window<'a>(
    cx: &FixContext,
    operand: &'a Expr,
    reduction: Reduction,
    var: &Name,
) -> Option<&'a ast::ExprSubscript> {
    if let Expr::Subscript(window) = operand {
        return Some(window);
    }
    if !matches!(reduction, Reduction::Sum | Reduction::Mean) || super::rr_loop::may_warn(operand) {
        return None;
    }
    let mut windows = Vec::new();
    let mut alias_read = false;
    if !super::window_sum::of_window(cx, operand, None, var, &mut windows, &mut alias_read) {
        return None;
    }
    let (first, rest) = windows.split_first()?;
    rest.iter()
        .all(|w| cx.text(w.range()) == cx.text(first.range()))
        .then_some(*first)
}

#[derive(Clone, Copy, PartialEq)]
enum Reduction {
    Min,
    Max,
    Sum,
    Mean,
}

/// The window's first position: `max(0, i - A)` (clamped) or `i` (`A` = 0).
struct Low<'a> {
    /// The position before clamping (`i - A`).
    moving: &'a Expr,
    /// `A`, the count of positions before `i`.
    offset: Linear,
    clamped: bool,
}

/// The window's end: `min(N, i + B)` (`N` the clamp, `length`) or `i + 1`.
struct High<'a> {
    moving: &'a Expr,
    /// `B`, one past the count of positions after `i`.
    offset: Linear,
    length: Option<&'a Expr>,
}

/// `max(0, i - A)`, `max(i - A, 0)`, `max(0, i)` or `i`.
fn low_bound<'a>(e: &'a Expr, var: &Name) -> Option<Low<'a>> {
    if is_var(e, var) {
        return Some(Low {
            moving: e,
            offset: Linear::default(),
            clamped: false,
        });
    }
    let (first, second) = two_args(e, "max")?;
    let moving = if int_literal(first) == Some(0) {
        second
    } else if int_literal(second) == Some(0) {
        first
    } else {
        return None;
    };
    Some(Low {
        moving,
        offset: offset_from(moving, var)?.scaled(-1),
        clamped: true,
    })
}

/// `min(N, i + B)`, `min(i + B, N)` or `i + B`.
fn high_bound<'a>(e: &'a Expr, var: &Name) -> Option<High<'a>> {
    if let Some(offset) = offset_from(e, var) {
        return Some(High {
            moving: e,
            offset,
            length: None,
        });
    }
    let (first, second) = two_args(e, "min")?;
    let (moving, length) = match offset_from(first, var) {
        Some(_) => (first, second),
        None => (second, first),
    };
    if crate::model::expr::mentions_any(length, std::slice::from_ref(var)) {
        return None;
    }
    Some(High {
        moving,
        offset: offset_from(moving, var)?,
        length: Some(length),
    })
}

fn is_var(e: &Expr, var: &Name) -> bool {
    matches!(e, Expr::Name(n) if n.id == *var)
}

/// `i + C` as integer arithmetic with `i` once: `C` (`i - half` → `-half`).
fn offset_from(e: &Expr, var: &Name) -> Option<Linear> {
    let form = linear(e)?;
    let atom = format!("name:{var}");
    (form.coefficient(&atom) == 1).then(|| form.without(&atom))
}

/// An integer form as Python text, names in alphabetical order (`half + 1`, `2 * w - 1`).
fn render(form: &Linear) -> String {
    let mut terms: Vec<(&String, i64)> = form
        .terms
        .iter()
        .filter(|(_, c)| **c != 0)
        .map(|(a, c)| (a, *c))
        .collect();
    terms.sort();
    let mut text = String::new();
    for (atom, c) in terms {
        let name = match atom.strip_prefix("dim:") {
            Some(rest) => {
                let (array, axis) = rest.rsplit_once(':').unwrap_or((rest, "0"));
                format!("{array}.shape[{axis}]")
            }
            None => atom.trim_start_matches("name:").to_string(),
        };
        let term = match c.abs() {
            1 => name,
            k => format!("{k} * {name}"),
        };
        text = match (text.is_empty(), c < 0) {
            (true, false) => term,
            (true, true) => format!("-{term}"),
            (false, false) => format!("{text} + {term}"),
            (false, true) => format!("{text} - {term}"),
        };
    }
    match (text.is_empty(), form.constant) {
        (true, k) => k.to_string(),
        (false, 0) => text,
        (false, k) if k > 0 => format!("{text} + {k}"),
        (false, k) => format!("{text} - {}", -k),
    }
}

/// `f(a, b)` for the builtin `f`: its two arguments.
fn two_args<'e>(e: &'e Expr, f: &str) -> Option<(&'e Expr, &'e Expr)> {
    let Expr::Call(call) = e else { return None };
    if builtin_name(&call.func) != Some(f) || !call.arguments.keywords.is_empty() {
        return None;
    }
    match &*call.arguments.args {
        [a, b] => Some((a, b)),
        _ => None,
    }
}

struct Clamped<'a> {
    var: &'a Name,
    /// The loop's names for the bounds (`lo`, `hi`), when it names them.
    lower_name: Option<Name>,
    upper_name: Option<Name>,
    out: &'a Name,
    data: &'a Name,
    start: Option<&'a Expr>,
    stop: &'a Expr,
    low: Low<'a>,
    high: High<'a>,
    reduction: Reduction,
    /// What the reduction reads: the window, or an elementwise function of it.
    operand: &'a Expr,
    window: &'a ast::ExprSubscript,
    /// The reduction call in the written value, and the value.
    call: &'a Expr,
    value: &'a Expr,
}

/// The windows are the loop's slices: the loop runs inside `x` (`range(len(x))`, from a
/// non-negative start), the clamp is `x`'s length, and the window holds position `i` (`A >= 0`,
/// `B >= 1`), so no window is empty or clamped differently.
fn proven_inside(cx: &FixContext, extents: &Extents, c: &Clamped) -> bool {
    let is_length = |e: &Expr| {
        let measured = linear(e).is_some_and(|form| {
            let resolved = extents.resolve(&form);
            resolved.constant == 0 && is_atom(&resolved, &format!("dim:{}:0", c.data))
        });
        measured || is_size_of(cx, extents, e, c.data)
    };
    let start_ok = c
        .start
        .is_none_or(|s| int_literal(s).is_some_and(|v| v >= 0));
    let clamp_ok = match c.high.length {
        Some(length) => cx.text(length.range()) == cx.text(c.stop.range()) || is_length(length),
        // An unclamped end `i + 1` stays inside `x` when `i` does.
        None => c.high.offset.is_constant() && c.high.offset.constant == 1,
    };
    let before_ok = extents.non_negative(&extents.resolve(&c.low.offset), 0);
    // A sum over an empty window is 0 either way; a mean, minimum or maximum needs `i` inside.
    let least_after = if c.reduction == Reduction::Sum { 0 } else { 1 };
    let after_ok = extents.non_negative(
        &extents
            .resolve(&c.high.offset)
            .plus(&Linear::constant(-least_after), 1),
        0,
    );
    is_length(c.stop) && start_ok && clamp_ok && before_ok && after_ok
}

fn is_atom(form: &Linear, atom: &str) -> bool {
    let terms: Vec<(&String, &i64)> = form.terms.iter().filter(|(_, k)| **k != 0).collect();
    matches!(terms.as_slice(), [(a, 1)] if a.as_str() == atom)
}

/// `x.size`, or a name bound once to it.
fn is_size_of(cx: &FixContext, extents: &Extents, e: &Expr, data: &Name) -> bool {
    let value = match e {
        Expr::Name(n) => match cx
            .model
            .bindings_of(extents.scope, n.id.as_str())
            .as_slice()
        {
            [crate::model::Bound::Value(v)] => *v,
            _ => return false,
        },
        other => other,
    };
    matches!(value, Expr::Attribute(a) if a.attr.id.as_str() == "size"
        && matches!(a.value.as_ref(), Expr::Name(n) if n.id == *data))
}

fn offer(cx: &FixContext, finding: &Finding, site: &Site, f: &ast::StmtFor, c: Clamped) -> Offer {
    let loop_stmt = site
        .loop_stmt
        .ok_or(super::Declined(super::reasons::NOT_LOCATED))?;
    let vars: Vec<Name> = std::iter::once(c.var.clone())
        .chain(c.lower_name.iter().cloned())
        .chain(c.upper_name.iter().cloned())
        .collect();
    super::batch_reduce::replaceable(cx, &site.path, loop_stmt, &vars)?;
    require(
        super::tally::one_dimensional(cx, &site.path, c.out),
        "the written array is not built in the function as 1-D",
    )?;
    let extents = Extents {
        cx,
        scope: cx.model.scope_containing(loop_stmt.range()),
    };
    require(
        proven_inside(cx, &extents, &c),
        "the clamped window is not provably the loop's slice (the loop must run over the array's length, the clamp be that length, and every window hold position `i`)",
    )?;
    // A 1-D array, or a list of numbers (`np.minimum` and the cumulative sum take its slices
    // as the loop's reduction does).
    let data_1d = super::tally::one_dimensional(cx, &site.path, c.data)
        || super::rank::array_rank(cx, extents.scope, c.data.as_str(), 0) == Some(1);
    let indent = crate::fix::locate::indentation_of(&cx.source.text, f.range())
        .ok_or(super::Declined(super::reasons::INDENTATION))?;
    let (np, import) = cx.np();
    let lines = match c.reduction {
        Reduction::Min | Reduction::Max => shifted_extremes(cx, &c, &np),
        Reduction::Sum | Reduction::Mean => clamped_sums(cx, &c, &np),
    };
    let text = lines.join(&format!("{}{indent}", cx.newline()));
    let mut edits = vec![Edit::range_replacement(text, f.range())];
    edits.extend(import);
    let mut may_change: Vec<&str> = Vec::new();
    if matches!(c.reduction, Reduction::Sum | Reduction::Mean) {
        may_change.push("each window's sum is a difference of a running total, rounded differently (more so for float32 data or values far from zero)");
    }
    if !data_1d {
        may_change.push(
            "the data array is not proven 1-D (a 2-D one reduces blocks of rows in the loop)",
        );
    }
    let what = match c.reduction {
        Reduction::Min => "minima",
        Reduction::Max => "maxima",
        Reduction::Sum => "sums",
        Reduction::Mean => "means",
    };
    let how = match c.reduction {
        Reduction::Min | Reduction::Max => "one pass per offset over the whole array",
        Reduction::Sum | Reduction::Mean => "one cumulative sum",
    };
    if may_change.is_empty() {
        let title = format!("Compute the clamped moving-window {what} with {how}");
        return Ok(util::fix(
            finding,
            "RR-loop",
            title,
            Applicability::Safe,
            edits,
        ));
    }
    let reasons = may_change.join("; ");
    let title = format!("Compute the clamped moving-window {what} with {how} (unsafe: {reasons})");
    let mut fix = util::fix(finding, "RR-loop", title, Applicability::Unsafe, edits);
    fix.may_change = Some(reasons.into());
    Ok(fix)
}

/// `ext = np.array(x)`, then for every offset before and after `i` one `np.minimum` of the
/// running extremes with the shifted array, then the written slice.
fn shifted_extremes(cx: &FixContext, c: &Clamped, np: &str) -> Vec<String> {
    let ufunc = if c.reduction == Reduction::Min {
        "minimum"
    } else {
        "maximum"
    };
    let ext = super::rr_stack::fresh_name(cx, "window_extremes");
    let shift = super::rr_stack::fresh_name(cx, "shift");
    let unit = cx.indent_unit();
    let data = c.data;
    let mut lines = vec![format!("{ext} = {np}.array({data})")];
    let before = &c.low.offset;
    if !(before.is_constant() && before.constant == 0) {
        let stop = render(&before.plus(&Linear::constant(1), 1));
        lines.push(format!("for {shift} in range(1, {stop}):"));
        lines.push(format!(
            "{unit}{ext}[{shift}:] = {np}.{ufunc}({ext}[{shift}:], {data}[:-{shift}])"
        ));
    }
    let after = &c.high.offset;
    if !(after.is_constant() && after.constant == 1) {
        lines.push(format!("for {shift} in range(1, {}):", render(after)));
        lines.push(format!(
            "{unit}{ext}[:-{shift}] = {np}.{ufunc}({ext}[:-{shift}], {data}[{shift}:])"
        ));
    }
    let (start, stop) = span(cx, c);
    let value = rewritten_value(cx, c, &format!("{ext}[{start}:{stop}]"));
    lines.push(format!("{}[{start}:{stop}] = {value}", c.out));
    lines
}

/// `window_sums = np.concatenate(([0], np.cumsum(x)))`, the bounds as arrays under the loop's
/// names, then the differences (over the window lengths for a mean).
fn clamped_sums(cx: &FixContext, c: &Clamped, np: &str) -> Vec<String> {
    let sums = super::rr_stack::fresh_name(cx, "window_sums");
    let ends = super::rr_stack::fresh_name(cx, "window_ends");
    let (start, stop) = span(cx, c);
    let mut lines = vec![
        format!(
            "{sums} = {np}.concatenate(([0], {np}.cumsum({})))",
            summed_values(cx, c)
        ),
        format!(
            "{ends} = {np}.arange({}, {stop})",
            if start.is_empty() { "0" } else { &start }
        ),
    ];
    let moved = |e: &Expr| super::window_sum::with_index(cx, e, c.var, &ends);
    let lower = if c.low.clamped {
        format!("{np}.maximum(0, {})", moved(c.low.moving))
    } else {
        ends.clone()
    };
    let upper = match c.high.length {
        Some(length) => format!(
            "{np}.minimum({}, {})",
            cx.text(length.range()),
            moved(c.high.moving)
        ),
        None => moved(c.high.moving),
    };
    let lo = named_bound(&mut lines, c.lower_name.as_ref(), lower);
    let hi = named_bound(&mut lines, c.upper_name.as_ref(), upper);
    let difference = format!("{sums}[{hi}] - {sums}[{lo}]");
    let reduced = if c.reduction == Reduction::Mean {
        format!("({difference}) / ({hi} - {})", grouped(&lo))
    } else {
        difference
    };
    let value = rewritten_value(cx, c, &reduced);
    lines.push(format!("{}[{start}:{stop}] = {value}", c.out));
    lines
}

/// The reduced operand over the whole array: every window replaced by the data (`x ** 2`).
fn summed_values(cx: &FixContext, c: &Clamped) -> String {
    let window = cx.text(c.window.range());
    let mut replacements = Vec::new();
    crate::model::expr::any_expr(c.operand, |e| {
        if matches!(e, Expr::Subscript(_)) && cx.text(e.range()) == window {
            replacements.push((e.range(), c.data.to_string()));
        }
        false
    });
    util::rewritten_expr(cx, c.operand, &replacements)
}

/// The loop's own name for a bound, bound to the array of bounds (`lo = np.maximum(...)`); an
/// inline bound stays an expression.
fn named_bound(lines: &mut Vec<String>, name: Option<&Name>, value: String) -> String {
    match name {
        Some(name) => {
            lines.push(format!("{name} = {value}"));
            name.to_string()
        }
        None => value,
    }
}

/// The written slice's bounds as text.
fn span(cx: &FixContext, c: &Clamped) -> (String, String) {
    let start = c
        .start
        .map_or(String::new(), |s| cx.text(s.range()).to_string());
    (start, cx.text(c.stop.range()).to_string())
}

/// The written value with the reduction replaced by `reduced` (arithmetic around it kept).
fn rewritten_value(cx: &FixContext, c: &Clamped, reduced: &str) -> String {
    if c.value.range() == c.call.range() {
        return reduced.to_string();
    }
    util::rewritten_expr(cx, c.value, &[(c.call.range(), format!("({reduced})"))])
}
