//! RR-loop on a moving-window loop, `for i in range(w, len(x)): out[i] = x[i - w:i].mean()`
//! (also `.sum()`, `np.sum(...)`, `np.mean(...)`), which becomes differences of one cumulative
//! sum: `c = np.concatenate(([0], np.cumsum(x)))`, then
//! `out[w:len(x)] = (c[idx] - c[idx - w]) / (idx - (idx - w))` with `idx = np.arange(w, len(x))`.
//! Offered only when the slice bounds provably stay inside `x` for every `i` of the range
//! (Python clamps a slice that runs past an end, and wraps a negative start): the lowest start
//! is a non-negative constant and the highest end at most `len(x)`, after the names cancel.
//! Always unsafe: the sums are rounded differently (differences of a running total).

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};
use rustc_hash::FxHashMap;

use super::util::{self, Site};
use super::Offer;
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{builtin_name, int_literal};

/// The located loop as a plain `for name in ...:` (not async, no `else`) and its variable.
pub(super) fn plain_loop<'a>(site: &Site<'a>) -> Option<(&'a ast::StmtFor, &'a ast::ExprName)> {
    let Some(Stmt::For(f)) = site.loop_stmt else {
        return None;
    };
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    (!f.is_async && f.orelse.is_empty()).then_some((f, var))
}

/// `None` when the loop is not a moving-window sum or mean (the caller gives its reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let (f, var) = plain_loop(site)?;
    let (alias, assign) = match f.body.as_slice() {
        [Stmt::Assign(assign)] => (None, assign),
        // `seg = x[i:i + w]` then `out[i] = np.sum(seg ** 2)`.
        [Stmt::Assign(first), Stmt::Assign(assign)] => {
            let [Expr::Name(seg)] = first.targets.as_slice() else {
                return None;
            };
            let Expr::Subscript(window) = first.value.as_ref() else {
                return None;
            };
            (Some((&seg.id, window)), assign)
        }
        _ => return None,
    };
    let (start, stop) = range_bounds(&f.iter)?;
    let [Expr::Subscript(target)] = assign.targets.as_slice() else {
        return None;
    };
    let Expr::Name(out) = target.value.as_ref() else {
        return None;
    };
    // `out[i]`, or `out[i - 1]`: the loop variable plus an offset, one element per iteration.
    let at = target.slice.as_ref();
    let steps_with_var =
        linear(at).is_some_and(|l| l.coefficient(&format!("name:{}", var.id)) == 1);
    if !steps_with_var {
        return None;
    }
    let reduced = window_reduction(cx, &assign.value, alias, &var.id)?;
    let window = reduced.window;
    let Expr::Name(data) = window.value.as_ref() else {
        return None;
    };
    let Expr::Slice(slice) = window.slice.as_ref() else {
        return None;
    };
    let (Some(lower), Some(upper), None) = (&slice.lower, &slice.upper, &slice.step) else {
        return None;
    };
    // Frames (`x[k * K:(k + 1) * K]`) do not move one step per iteration: not a moving window.
    let var_key = format!("name:{}", var.id);
    let moves_by_one = |e: &Expr| linear(e).is_some_and(|l| l.coefficient(&var_key) == 1);
    if !moves_by_one(lower) || !moves_by_one(upper) {
        return None;
    }
    if out.id == data.id || alias.is_some_and(|(seg, _)| *seg == out.id || *seg == data.id) {
        return None;
    }
    Some(offer(
        cx,
        finding,
        site,
        f,
        Window {
            var: &var.id,
            alias: alias.map(|(seg, _)| seg),
            out: &out.id,
            at,
            data: &data.id,
            start,
            stop,
            lower,
            upper,
            reduced,
            value: &assign.value,
        },
    ))
}

struct Window<'a> {
    var: &'a Name,
    /// The loop's own name for the window (`seg = x[i:i + w]`).
    alias: Option<&'a Name>,
    out: &'a Name,
    /// The written index (`i`, `i - 1`).
    at: &'a Expr,
    data: &'a Name,
    start: Option<&'a Expr>,
    stop: &'a Expr,
    lower: &'a Expr,
    upper: &'a Expr,
    reduced: Reduced<'a>,
    /// The written value: the reduction, maybe inside arithmetic with numbers (`... / w`).
    value: &'a Expr,
}

fn offer(cx: &FixContext, finding: &Finding, site: &Site, f: &ast::StmtFor, w: Window) -> Offer {
    let loop_stmt = site
        .loop_stmt
        .ok_or(super::Declined(super::reasons::NOT_LOCATED))?;
    let vars: Vec<Name> = std::iter::once(w.var).chain(w.alias).cloned().collect();
    super::batch_reduce::replaceable(cx, &site.path, loop_stmt, &vars)?;
    super::require(
        !crate::fix::locate::has_comment(cx, loop_stmt.range()),
        super::reasons::COMMENT_INSIDE,
    )?;
    super::require(
        super::tally::one_dimensional(cx, &site.path, w.out),
        "the written array is not built in the function as 1-D",
    )?;
    super::require(
        in_bounds(&w, &output_lengths(cx, loop_stmt, &w)),
        "the window's bounds are not provably inside the array for every iteration (Python clamps a slice past the end and wraps a negative start)",
    )?;
    let (np, import) = cx.np();
    let sums = super::rr_stack::fresh_name(cx, "window_sums");
    let idx = super::rr_stack::fresh_name(cx, "window_ends");
    let start = w
        .start
        .map_or("0".to_string(), |s| cx.text(s.range()).to_string());
    let stop = cx.text(w.stop.range());
    let lower = with_index(cx, w.lower, w.var, &idx);
    let upper = with_index(cx, w.upper, w.var, &idx);
    let difference = format!("{sums}[{upper}] - {sums}[{lower}]");
    let reduced_value = if w.reduced.mean {
        format!("({difference}) / ({upper} - {})", grouped(&lower))
    } else {
        difference
    };
    let value = if w.value.range() == w.reduced.call.range() {
        reduced_value
    } else {
        let grouped_value = format!("({reduced_value})");
        util::rewritten_expr(cx, w.value, &[(w.reduced.call.range(), grouped_value)])
    };
    let summed = summed_values(cx, &w);
    // `out[i]` writes a slice; `out[i - 1]` the same elements through the index array (a
    // negative index wraps around there as it does in the loop).
    let target = match w.at {
        Expr::Name(_) => format!("{start}:{stop}"),
        at => with_index(cx, at, w.var, &idx),
    };
    let indent = crate::fix::locate::indentation_of(&cx.source.text, f.range())
        .ok_or(super::Declined(super::reasons::INDENTATION))?;
    let newline = cx.newline();
    let text = [
        format!("{sums} = {np}.concatenate(([0], {np}.cumsum({summed})))"),
        format!("{indent}{idx} = {np}.arange({start}, {stop})"),
        format!("{indent}{}[{target}] = {value}", w.out),
    ]
    .join(newline);
    let mut edits = vec![Edit::range_replacement(text, f.range())];
    edits.extend(import);
    let mut may_change = vec![
        "each window's sum is a difference of a running total, rounded differently (more so for float32 data or values far from zero)",
    ];
    if !super::tally::one_dimensional(cx, &site.path, w.data) {
        may_change.push("the data array is not proven 1-D (a 2-D one sums rows in the loop)");
    }
    Ok(util::fix(
        finding,
        "RR-loop",
        format!(
            "Compute the moving-window {} from one cumulative sum (unsafe: {})",
            if w.reduced.mean { "means" } else { "sums" },
            may_change.join("; ")
        ),
        Applicability::Unsafe,
        edits,
    ))
}

/// `range(stop)` or `range(start, stop)`.
pub(super) fn range_bounds(iter: &Expr) -> Option<(Option<&Expr>, &Expr)> {
    let Expr::Call(call) = iter else { return None };
    if builtin_name(&call.func) != Some("range") || !call.arguments.keywords.is_empty() {
        return None;
    }
    match &*call.arguments.args {
        [stop] => Some((None, stop)),
        [start, stop] => Some((Some(start), stop)),
        _ => None,
    }
}

/// The window's reduction in the written value.
struct Reduced<'a> {
    call: &'a Expr,
    /// The window as written (`x[i - w:i]`), or as its alias was bound.
    window: &'a ast::ExprSubscript,
    /// The reduced operand: the window, or an elementwise function of it (`seg ** 2`).
    operand: &'a Expr,
    mean: bool,
}

/// `x[lo:hi].sum()`, `np.mean(x[lo:hi])`, `np.sum(seg ** 2)` (an elementwise function of the
/// window, with `seg` its alias), maybe inside arithmetic with numbers (`np.sum(...) / w`).
fn window_reduction<'a>(
    cx: &FixContext,
    value: &'a Expr,
    alias: Option<(&'a Name, &'a ast::ExprSubscript)>,
    var: &Name,
) -> Option<Reduced<'a>> {
    let call = reduction_in(cx, value, var)?;
    let (operand, name) = reduction_call(cx, call)?;
    let mean = match name.as_str() {
        "sum" => false,
        "mean" => true,
        _ => return None,
    };
    let mut windows: Vec<&ast::ExprSubscript> = Vec::new();
    let mut alias_read = false;
    if !of_window(
        cx,
        operand,
        alias.map(|(seg, _)| seg),
        var,
        &mut windows,
        &mut alias_read,
    ) {
        return None;
    }
    let window = match (alias, windows.as_slice()) {
        (Some((_, bound)), []) if alias_read => bound,
        (None, [first, rest @ ..])
            if rest
                .iter()
                .all(|w| cx.text(w.range()) == cx.text(first.range())) =>
        {
            first
        }
        _ => return None,
    };
    // Whole-array values of a function that may warn (`np.log`) would warn outside the windows.
    if super::rr_loop::may_warn(operand) {
        return None;
    }
    Some(Reduced {
        call,
        window,
        operand,
        mean,
    })
}

/// The one reduction in `value`, where the rest is arithmetic with numbers (not the loop
/// variable): `np.sum(...) / w`.
pub(super) fn reduction_in<'a>(cx: &FixContext, value: &'a Expr, var: &Name) -> Option<&'a Expr> {
    if reduction_call(cx, value).is_some() {
        return Some(value);
    }
    match value {
        Expr::BinOp(b)
            if matches!(
                b.op,
                ast::Operator::Add | ast::Operator::Sub | ast::Operator::Mult | ast::Operator::Div
            ) =>
        {
            match (
                reduction_in(cx, &b.left, var),
                reduction_in(cx, &b.right, var),
            ) {
                (Some(r), None) if is_factor(cx, &b.right, var) => Some(r),
                (None, Some(r)) if is_factor(cx, &b.left, var) => Some(r),
                _ => None,
            }
        }
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => reduction_in(cx, &u.operand, var),
        _ => None,
    }
}

/// Beside the element's value, a number or a name not known to be an array (`/ win`, `dt *`):
/// an array there would not fit the element it is written to.
fn is_factor(cx: &FixContext, e: &Expr, var: &Name) -> bool {
    let scope = cx.model.scope_containing(e.range());
    is_number(cx, e, var)
        || matches!(e, Expr::Name(n) if &n.id != var
            && cx.model.kind(scope, e) == crate::model::Kind::Unknown)
}

/// A number literal or a name of a number that is not the loop variable.
fn is_number(cx: &FixContext, e: &Expr, var: &Name) -> bool {
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::Name(n) => &n.id != var && super::batch_reduce::is_scalar(cx, e),
        _ => false,
    }
}

/// `operand` is the window (a subscript, or its alias) or an elementwise function of it and
/// numbers; the windows it reads are collected.
pub(super) fn of_window<'a>(
    cx: &FixContext,
    operand: &'a Expr,
    alias: Option<&Name>,
    var: &Name,
    windows: &mut Vec<&'a ast::ExprSubscript>,
    alias_read: &mut bool,
) -> bool {
    match operand {
        Expr::Subscript(s) if alias.is_none() && s.slice.is_slice_expr() => {
            windows.push(s);
            true
        }
        Expr::Name(n) if alias == Some(&n.id) => {
            *alias_read = true;
            true
        }
        Expr::NumberLiteral(_) => true,
        Expr::Name(_) => is_number(cx, operand, var),
        Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
            of_window(cx, &b.left, alias, var, windows, alias_read)
                && of_window(cx, &b.right, alias, var, windows, alias_read)
        }
        Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => {
            of_window(cx, &u.operand, alias, var, windows, alias_read)
        }
        Expr::Call(call) if call.arguments.keywords.is_empty() => {
            let ufunc = util::numpy_member(cx, call).is_some_and(crate::model::api::is_ufunc)
                || builtin_name(&call.func) == Some("abs");
            ufunc
                && call
                    .arguments
                    .args
                    .iter()
                    .all(|a| of_window(cx, a, alias, var, windows, alias_read))
        }
        _ => false,
    }
}

/// The values the running total adds: the reduced operand over the whole array (`x ** 2`).
fn summed_values(cx: &FixContext, w: &Window) -> String {
    let operand = w.reduced.operand;
    let mut replacements: Vec<(TextRange, String)> = Vec::new();
    crate::model::expr::any_expr(operand, |e| {
        let is_window = match e {
            Expr::Name(n) => w.alias == Some(&n.id),
            // Every window has the same text (`x[i - w:i] * x[i - w:i]`).
            Expr::Subscript(s) => {
                w.alias.is_none() && cx.text(s.range()) == cx.text(w.reduced.window.range())
            }
            _ => false,
        };
        if is_window {
            replacements.push((e.range(), w.data.to_string()));
        }
        false
    });
    util::rewritten_expr(cx, operand, &replacements)
}

/// `E.max()` (no arguments) or `np.max(E)` (one, no keywords): the reduced operand and the
/// method's or NumPy function's name.
pub(super) fn reduction_call<'e>(cx: &FixContext, value: &'e Expr) -> Option<(&'e Expr, String)> {
    let Expr::Call(call) = value else { return None };
    if !call.arguments.keywords.is_empty() {
        return None;
    }
    match crate::model::expr::method_call(call) {
        Some((receiver, name)) if call.arguments.args.is_empty() => {
            Some((receiver, name.to_string()))
        }
        _ => {
            let member = cx
                .model
                .numpy_call_name(&call.func)?
                .strip_prefix("numpy.")?
                .to_string();
            let [operand] = &*call.arguments.args else {
                return None;
            };
            Some((operand, member))
        }
    }
}

/// The first window starts at a non-negative constant and the last ends at most at `len(x)`.
/// The loop's stop with the lengths of arrays built in the function from a shape spelled out
/// (`out = np.zeros(len(x) - w + 1)`, then `range(len(out))`) replaced by that shape.
fn output_lengths(cx: &FixContext, loop_stmt: &Stmt, w: &Window) -> Option<Linear> {
    let extents = super::window_stencil::Extents {
        cx,
        scope: cx.model.scope_containing(loop_stmt.range()),
    };
    let stop = extents.resolve(&linear(w.stop)?);
    let mut out = Linear::constant(stop.constant);
    for (atom, c) in &stop.terms {
        let made = atom
            .strip_prefix("dim:")
            .and_then(|rest| rest.strip_suffix(":0"))
            .filter(|array| *array != w.data.as_str())
            .map(|array| extents.resolve(&extents.canonical_dim(array, 0, 0)));
        let term = made.unwrap_or_else(|| Linear::atom(atom));
        out = out.plus(&term.scaled(*c), 1);
    }
    Some(out)
}

fn in_bounds(w: &Window, stop: &Option<Linear>) -> bool {
    let var = format!("name:{}", w.var);
    let length = format!("dim:{}:0", w.data);
    let (Some(lower), Some(upper), Some(stop)) = (linear(w.lower), linear(w.upper), stop.clone())
    else {
        return false;
    };
    let start = match w.start {
        Some(s) => match linear(s) {
            Some(l) => l,
            None => return false,
        },
        None => Linear::default(),
    };
    // Both bounds move with the loop variable, one step per iteration.
    if lower.coefficient(&var) != 1 || upper.coefficient(&var) != 1 {
        return false;
    }
    // lower(start) >= 0 and upper(stop - 1) <= len(x).
    let first = lower.without(&var).plus(&start, 1);
    let last = upper
        .without(&var)
        .plus(&stop, 1)
        .plus(&Linear::constant(-1), 1)
        .plus(&Linear::atom(&length), -1);
    first.is_constant() && first.constant >= 0 && last.is_constant() && last.constant <= 0
}

/// An integer expression as a sum of atoms (`name:w`, `dim:x:0` for `len(x)` or `x.shape[0]`)
/// with integer coefficients.
#[derive(Default, Clone)]
pub(crate) struct Linear {
    pub(crate) terms: FxHashMap<String, i64>,
    pub(crate) constant: i64,
}

impl Linear {
    pub(crate) fn constant(c: i64) -> Self {
        Linear {
            terms: FxHashMap::default(),
            constant: c,
        }
    }

    pub(crate) fn atom(name: &str) -> Self {
        let mut terms = FxHashMap::default();
        terms.insert(name.to_string(), 1);
        Linear { terms, constant: 0 }
    }

    pub(crate) fn coefficient(&self, atom: &str) -> i64 {
        self.terms.get(atom).copied().unwrap_or(0)
    }

    pub(crate) fn without(&self, atom: &str) -> Self {
        let mut out = self.clone();
        out.terms.remove(atom);
        out
    }

    pub(crate) fn plus(&self, other: &Linear, sign: i64) -> Self {
        let mut out = self.clone();
        for (atom, c) in &other.terms {
            *out.terms.entry(atom.clone()).or_insert(0) += sign * c;
        }
        out.constant += sign * other.constant;
        out
    }

    pub(crate) fn scaled(&self, factor: i64) -> Self {
        Linear::default().plus(self, factor)
    }

    pub(crate) fn is_constant(&self) -> bool {
        self.terms.values().all(|c| *c == 0)
    }
}

/// `i - w + 1`, `len(x) - w`, `x.shape[0]`, `2 * k`: integer arithmetic on names, literals and
/// the length of a named array.
pub(crate) fn linear(e: &Expr) -> Option<Linear> {
    match e {
        Expr::NumberLiteral(_) => int_literal(e).map(Linear::constant),
        Expr::Name(n) => Some(Linear::atom(&format!("name:{}", n.id))),
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => Some(linear(&u.operand)?.scaled(-1)),
        Expr::BinOp(b) => {
            let (l, r) = (linear(&b.left)?, linear(&b.right)?);
            match b.op {
                ast::Operator::Add => Some(l.plus(&r, 1)),
                ast::Operator::Sub => Some(l.plus(&r, -1)),
                ast::Operator::Mult if l.is_constant() => Some(r.scaled(l.constant)),
                ast::Operator::Mult if r.is_constant() => Some(l.scaled(r.constant)),
                _ => None,
            }
        }
        Expr::Call(call) if builtin_name(&call.func) == Some("len") => {
            let [Expr::Name(n)] = &*call.arguments.args else {
                return None;
            };
            call.arguments
                .keywords
                .is_empty()
                .then(|| Linear::atom(&format!("dim:{}:0", n.id)))
        }
        // `x.shape[k]`
        Expr::Subscript(s) => {
            let axis = int_literal(&s.slice).filter(|k| *k >= 0)?;
            match s.value.as_ref() {
                Expr::Attribute(a) if a.attr.id.as_str() == "shape" => match a.value.as_ref() {
                    Expr::Name(n) => Some(Linear::atom(&format!("dim:{}:{axis}", n.id))),
                    _ => None,
                },
                _ => None,
            }
        }
        _ => None,
    }
}

/// `window_ends - w` as an operand of a subtraction: parenthesized unless it is a single name.
pub(super) fn grouped(text: &str) -> String {
    if text.chars().all(|c| c.is_alphanumeric() || c == '_') {
        text.to_string()
    } else {
        format!("({text})")
    }
}

/// A bound's text with the loop variable replaced by the index array's name.
pub(super) fn with_index(cx: &FixContext, bound: &Expr, var: &Name, idx: &str) -> String {
    let mut replacements: Vec<(TextRange, String)> = Vec::new();
    crate::model::expr::any_expr(bound, |e| {
        if let Expr::Name(n) = e {
            if &n.id == var {
                replacements.push((n.range, idx.to_string()));
            }
        }
        false
    });
    util::rewritten_expr(cx, bound, &replacements)
}
