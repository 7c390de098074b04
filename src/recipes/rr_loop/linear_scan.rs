//! Recurrences as log-depth scans of whole-array steps.
//!
//! First-order linear recurrences (`s[t] = a * x[t] + (1 - a) * s[t - 1]`, an exponential
//! moving average or a one-pole filter): with `y[i] = b[i] + c * y[i - 1]`, each value is the
//! terms weighted by powers of `c`, the first term holding the loop's first step. Doubling the
//! span each step (`b[s:] += c ** s * b[:-s]`) sums those weights in ceil(log2 n) vector
//! operations, each one large task on cuPyNumeric. The powers stay in range where `|c| <= 1`,
//! unlike the closed form `c ** -k`.
//!
//! Running sums clamped at a floor (`w[i] = max(0.0, w[i - 1] + b[i])`: a queue's waiting time,
//! a CUSUM chart, a store that cannot go negative) compose the same way: each step is
//! `w -> max(C, w + D)`, and two steps make one of that form again.

use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::{
    is_previous_index, join_terms, mentions_any, offset_text, running_axis, running_shift,
    scalar_like, sum_terms, Translator,
};
use crate::recipes::rr_inplace::DType;

const REORDERED: &str =
    "the scan adds the terms in another order than the loop (the last bits may differ)";

/// The recurrence's parts: the written array, the coefficient of the previous value and the
/// other terms.
struct Recurrence<'a> {
    written: &'a ast::ExprSubscript,
    array: &'a Name,
    coefficient: &'a Expr,
    /// The coefficient reads the loop's element (`decay[i]`): a scan of (coefficient, term)
    /// pairs instead of powers of one number.
    coefficient_varies: bool,
    terms: Vec<(bool, &'a Expr)>,
}

/// `y[i] = b + c * y[i - 1]` in a one-statement loop over one variable, along a 1-D array or
/// the last axis of an n-D one (`out[:, t] = ... out[:, t - 1]`).
pub(super) fn linear_recurrence(
    tr: &mut Translator,
    body: &[Stmt],
    outer: &Stmt,
) -> Option<Vec<String>> {
    let rec = recurrence(tr, body)?;
    let var = tr.axes[0].var.clone();
    let position = running_axis(&rec.written.slice, &var)?;
    if matches!(position, Some((k, n)) if k + 1 != n) {
        return None;
    }
    let mut from_parameter = false;
    if rec.coefficient_varies {
        if position.is_some() {
            return tr.no("a recurrence along an axis whose coefficient varies with the step");
        }
    } else if !scalar_like(tr.cx, rec.coefficient, 0, &mut from_parameter) {
        if position.is_some() {
            // An array of per-row coefficients broadcasts in the loop, not in the scan.
            return tr.no("a recurrence along an axis whose coefficient is not proven a number");
        }
        tr.mark_unsafe("the coefficient is not proven a number");
    }
    check_dtype(tr, rec.array, outer)?;
    tr.mark_unsafe(REORDERED);
    let shift = running_shift(&rec.written.slice, &var)?;
    let (lo, hi) = range_bounds(tr, shift)?;
    let lines = scan_lines(tr, &rec, position.is_some(), (&lo, &hi, shift))?;
    tr.writes.push((rec.array.clone(), "running".into()));
    Some(unless_empty_range(tr, &lo, &hi, lines))
}

fn recurrence<'a>(tr: &Translator, body: &'a [Stmt]) -> Option<Recurrence<'a>> {
    let (written, y, value) = element_write(tr, body)?;
    let var = &tr.axes[0].var;
    let is_previous = |e: &Expr| is_previous_of(e, written, &y.id, var);
    let all = sum_terms(value);
    let mut coefficient = None;
    let mut terms = Vec::new();
    for (negated, term) in all {
        match previous_factor(term, &is_previous) {
            Some(c) if coefficient.is_none() && !negated => coefficient = Some(c),
            _ => terms.push((negated, term)),
        }
    }
    let coefficient = coefficient?;
    let own = std::slice::from_ref(&y.id);
    let coefficient_varies = mentions_any(coefficient, &tr.varying());
    if terms.is_empty()
        || terms.iter().any(|(_, t)| mentions_any(t, own))
        || mentions_any(coefficient, own)
        || !pure(coefficient, coefficient_varies)
    {
        return None;
    }
    Some(Recurrence {
        written,
        array: &y.id,
        coefficient,
        coefficient_varies,
        terms,
    })
}

/// `c` in `c * y[i - 1]` or `y[i - 1] * c`.
fn previous_factor<'e>(term: &'e Expr, is_previous: &dyn Fn(&Expr) -> bool) -> Option<&'e Expr> {
    let Expr::BinOp(b) = term else { return None };
    if b.op != ast::Operator::Mult {
        return None;
    }
    if is_previous(&b.right) {
        Some(&b.left)
    } else if is_previous(&b.left) {
        Some(&b.right)
    } else {
        None
    }
}

/// Evaluating it once gives what each iteration computed: names, numbers, attributes and
/// arithmetic, no calls; and, for a coefficient that varies, elements of arrays (`decay[i]`).
fn pure(e: &Expr, elements: bool) -> bool {
    match e {
        Expr::Name(_) | Expr::NumberLiteral(_) => true,
        Expr::Attribute(a) => pure(&a.value, elements),
        Expr::UnaryOp(u) => pure(&u.operand, elements),
        Expr::BinOp(b) => pure(&b.left, elements) && pure(&b.right, elements),
        Expr::Subscript(s) if elements => {
            matches!(s.value.as_ref(), Expr::Name(_)) && pure(&s.slice, elements)
        }
        _ => false,
    }
}

fn check_dtype(tr: &mut Translator, array: &Name, outer: &Stmt) -> Option<()> {
    match crate::recipes::rr_inplace::fresh_dtype(tr.cx, tr.path, array.as_str(), outer) {
        Some(DType::Float | DType::Inexact) => Some(()),
        Some(DType::Int) => {
            tr.no("a recurrence into an integer array (the loop truncates each value, the scan only the last)")
        }
        Some(DType::NarrowFloat) => tr.no(
            "a recurrence into a float32 or float16 array (the loop rounds each value to it, the scan only the last)",
        ),
        _ => {
            tr.mark_unsafe("the written array is not proven a float array (an integer array truncates each value in the loop)");
            Some(())
        }
    }
}

/// The scan: the terms in the array's dtype with the start folded into the first one, the
/// doubling steps, then the store.
fn scan_lines(
    tr: &mut Translator,
    rec: &Recurrence,
    along_axis: bool,
    (lo, hi, shift): (&str, &str, i64),
) -> Option<Vec<String>> {
    let np = tr.np.to_string();
    let y = rec.array.as_str();
    let coefficient = tr.value(rec.coefficient)?;
    let factor = factor_text(rec.coefficient, &coefficient);
    let varies = rec
        .terms
        .iter()
        .any(|(_, t)| mentions_any(t, &tr.varying()));
    let value = join_terms(tr, &rec.terms)?;
    let count = count_text(lo, hi);
    let terms =
        crate::recipes::rr_stack::fresh_name_in_function(tr.cx, tr.path, &format!("{y}_terms"));
    let span = crate::recipes::rr_stack::fresh_name_in_function(tr.cx, tr.path, "span");
    let unit = tr.cx.indent_unit().to_string();
    let first = if varies {
        // `np.array` copies: the scan must not add into the array the terms were read from.
        format!("{terms} = {np}.array({value}, dtype={y}.dtype)")
    } else {
        if along_axis {
            return tr.no("a recurrence along an axis with terms that do not vary");
        }
        format!("{terms} = {np}.full({count}, {value}, dtype={y}.dtype)")
    };
    let start = offset_text(lo, shift);
    let stop = offset_text(hi, shift);
    let previous = offset_text(lo, shift - 1);
    let (first_term, tail, head, length, carried, written) = if along_axis {
        let rank = match &*rec.written.slice {
            Expr::Tuple(t) => t.elts.len(),
            _ => return None,
        };
        let lead = ":, ".repeat(rank - 1);
        (
            format!("{terms}[..., 0]"),
            format!("{terms}[..., {span}:]"),
            format!("{terms}[..., :-{span}]"),
            format!("{terms}.shape[-1]"),
            format!("{y}[{lead}{previous}]"),
            format!("{y}[{lead}{start}:{stop}]"),
        )
    } else {
        (
            format!("{terms}[0]"),
            format!("{terms}[{span}:]"),
            format!("{terms}[:-{span}]"),
            format!("len({terms})"),
            format!("{y}[{previous}]"),
            format!("{y}[{start}:{stop}]"),
        )
    };
    if rec.coefficient_varies {
        let coefficients = crate::recipes::rr_stack::fresh_name_in_function(
            tr.cx,
            tr.path,
            &format!("{y}_coefficients"),
        );
        // Each step is `v -> c * v + b`; two steps make one of that form again, so doubling
        // the span composes pairs: `b += c * b_before`, `c *= c_before`.
        return Some(vec![
            first,
            format!("{coefficients} = {np}.array({coefficient}, dtype={y}.dtype)"),
            format!("{first_term} += {coefficients}[0] * {carried}"),
            format!("{span} = 1"),
            format!("while {span} < {length}:"),
            format!("{unit}{tail} += {coefficients}[{span}:] * {head}"),
            format!(
                "{unit}{coefficients}[{span}:] = {coefficients}[{span}:] * {coefficients}[:-{span}]"
            ),
            format!("{unit}{span} *= 2"),
            format!("{written} = {terms}"),
        ]);
    }
    Some(vec![
        first,
        // The first value is the loop's first step; the scan carries it on.
        format!("{first_term} += {factor} * {carried}"),
        format!("{span} = 1"),
        format!("while {span} < {length}:"),
        // `np.power` in the array's dtype: `2 ** 2048` as Python numbers raises, the loop's
        // values only overflow to inf.
        format!("{unit}{tail} += {np}.power({coefficient}, {span}, dtype={y}.dtype) * {head}"),
        format!("{unit}{span} *= 2"),
        format!("{written} = {terms}"),
    ])
}

/// `hi - lo`, with `lo` parenthesized when it is a sum or difference.
fn count_text(lo: &str, hi: &str) -> String {
    match lo {
        "0" => hi.to_string(),
        lo if lo.contains([' ', '+', '-']) => format!("{hi} - ({lo})"),
        lo => format!("{hi} - {lo}"),
    }
}

/// The coefficient as a factor of a product: parenthesized unless a name, number or attribute.
fn factor_text(e: &Expr, text: &str) -> String {
    let tight = matches!(
        e,
        Expr::Name(_) | Expr::Attribute(_) | Expr::NumberLiteral(_)
    );
    if tight {
        text.to_string()
    } else {
        format!("({text})")
    }
}

/// The parts of `y[i] = max(F, y[i - 1] + b)` (or `min`): the written array, the floor, the
/// added terms, and the NumPy function that clamps.
struct Clamped<'a> {
    written: &'a ast::ExprSubscript,
    array: &'a Name,
    floor: &'a Expr,
    terms: Vec<(bool, &'a Expr)>,
    clamp: &'static str,
}

/// `y[i] = max(F, y[i - 1] + b)` over one 1-D variable, `F` a number or a name that does not
/// vary: a scan of (floor, sum) pairs, `max(C2, C1 + D2)` and `D1 + D2` per doubling step.
pub(super) fn clamped_running_sum(
    tr: &mut Translator,
    body: &[Stmt],
    outer: &Stmt,
) -> Option<Vec<String>> {
    let rec = clamped(tr, body)?;
    let var = tr.axes[0].var.clone();
    if running_axis(&rec.written.slice, &var)?.is_some() {
        return None;
    }
    check_dtype(tr, rec.array, outer)?;
    let mut from_parameter = false;
    if !scalar_like(tr.cx, rec.floor, 0, &mut from_parameter) {
        tr.mark_unsafe(
            "the floor is not proven a number (an array floor makes the loop's `max` raise)",
        );
    }
    tr.mark_unsafe(REORDERED);
    tr.mark_unsafe(
        "a NaN term: the loop's `max(0.0, nan)` keeps the floor, the scan's clamp gives nan",
    );
    let shift = running_shift(&rec.written.slice, &var)?;
    let (lo, hi) = range_bounds(tr, shift)?;
    let np = tr.np.to_string();
    let y = rec.array.as_str();
    let floor = tr.value(rec.floor)?;
    let varies = rec
        .terms
        .iter()
        .any(|(_, t)| mentions_any(t, &tr.varying()));
    if !varies {
        return None;
    }
    let value = join_terms(tr, &rec.terms)?;
    let steps =
        crate::recipes::rr_stack::fresh_name_in_function(tr.cx, tr.path, &format!("{y}_steps"));
    let floors =
        crate::recipes::rr_stack::fresh_name_in_function(tr.cx, tr.path, &format!("{y}_floors"));
    let span = crate::recipes::rr_stack::fresh_name_in_function(tr.cx, tr.path, "span");
    let unit = tr.cx.indent_unit().to_string();
    let clamp = rec.clamp;
    let start = offset_text(&lo, shift);
    let stop = offset_text(&hi, shift);
    let previous = offset_text(&lo, shift - 1);
    let lines = vec![
        format!("{steps} = {np}.array({value}, dtype={y}.dtype)"),
        format!("{floors} = {np}.full(len({steps}), {floor}, dtype={y}.dtype)"),
        format!("{span} = 1"),
        format!("while {span} < len({steps}):"),
        format!(
            "{unit}{floors}[{span}:] = {np}.{clamp}({floors}[{span}:], {floors}[:-{span}] + {steps}[{span}:])"
        ),
        format!("{unit}{steps}[{span}:] = {steps}[{span}:] + {steps}[:-{span}]"),
        format!("{unit}{span} *= 2"),
        format!("{y}[{start}:{stop}] = {np}.{clamp}({floors}, {y}[{previous}] + {steps})"),
    ];
    tr.writes.push((rec.array.clone(), "running".into()));
    Some(unless_empty_range(tr, &lo, &hi, lines))
}

fn clamped<'a>(tr: &Translator, body: &'a [Stmt]) -> Option<Clamped<'a>> {
    let (written, y, value) = element_write(tr, body)?;
    let var = &tr.axes[0].var;
    let Expr::Call(call) = value else {
        return None;
    };
    let clamp = match crate::model::expr::builtin_name(&call.func) {
        Some("max") if unshadowed(tr, "max", call) => "maximum",
        Some("min") if unshadowed(tr, "min", call) => "minimum",
        _ => return None,
    };
    let [first, second] = &*call.arguments.args else {
        return None;
    };
    if !call.arguments.keywords.is_empty() {
        return None;
    }
    let own = std::slice::from_ref(&y.id);
    let (floor, sum) = if mentions_any(first, own) {
        (second, first)
    } else {
        (first, second)
    };
    let mut terms = sum_terms(sum);
    let is_previous = |e: &Expr| is_previous_of(e, written, &y.id, var);
    let position = terms
        .iter()
        .position(|(negated, t)| !negated && is_previous(t))?;
    terms.remove(position);
    let floor_ok = matches!(floor, Expr::NumberLiteral(_) | Expr::Name(_))
        || matches!(floor, Expr::UnaryOp(u) if u.operand.is_number_literal_expr());
    if terms.is_empty()
        || !floor_ok
        || mentions_any(floor, own)
        || mentions_any(floor, &tr.varying())
        || terms.iter().any(|(_, t)| mentions_any(t, own))
    {
        return None;
    }
    Some(Clamped {
        written,
        array: &y.id,
        floor,
        terms,
        clamp,
    })
}

/// No binding of `name` in the call's scope or the module's, and no function or class of that
/// name in the module: the builtin.
fn unshadowed(tr: &Translator, name: &str, call: &ast::ExprCall) -> bool {
    let scope = tr.cx.model.scope_containing(call.func.range());
    !defines(&tr.cx.module.body, name)
        && tr.cx.model.bindings_of(scope, name).is_empty()
        && tr.cx.model.bindings_of(0, name).is_empty()
}

/// A `def` or `class` named `name` in `body`, in its functions or classes.
fn defines(body: &[Stmt], name: &str) -> bool {
    body.iter().any(|s| match s {
        Stmt::FunctionDef(f) => f.name.id.as_str() == name || defines(&f.body, name),
        Stmt::ClassDef(c) => c.name.id.as_str() == name || defines(&c.body, name),
        _ => false,
    })
}

/// The one statement of a one-variable loop writing an element of a named array
/// (`y[i] = value`): the subscript, the array and the value.
fn element_write<'a>(
    tr: &Translator,
    body: &'a [Stmt],
) -> Option<(&'a ast::ExprSubscript, &'a ast::ExprName, &'a Expr)> {
    let [Stmt::Assign(a)] = body else { return None };
    let [Expr::Subscript(written)] = a.targets.as_slice() else {
        return None;
    };
    let Expr::Name(y) = written.value.as_ref() else {
        return None;
    };
    (tr.axes.len() == 1).then_some((written, y, a.value.as_ref()))
}

/// `e` reads the element of `array` one position before the `written` one.
fn is_previous_of(e: &Expr, written: &ast::ExprSubscript, array: &Name, var: &Name) -> bool {
    match e {
        Expr::Subscript(s) => {
            matches!(s.value.as_ref(), Expr::Name(n) if n.id == *array)
                && is_previous_index(&s.slice, &written.slice, var)
        }
        _ => false,
    }
}

/// The range's bounds as text; `range(n)` (no start) only when the write is one past the
/// variable (`y[m + 1] = ... y[m]`), which never reads before the array's start.
fn range_bounds(tr: &Translator, shift: i64) -> Option<(String, String)> {
    let lo = match (tr.axes[0].lo.clone(), shift) {
        (Some(lo), _) => lo,
        (None, 1) => "0".to_string(),
        (None, _) => return None,
    };
    Some((lo, tr.axes[0].hi.clone()))
}

/// The loop reads nothing when the range is empty; the scan's first value would: the lines
/// under `if hi > lo:` unless both bounds are numbers that make the range non-empty.
fn unless_empty_range(tr: &Translator, lo: &str, hi: &str, lines: Vec<String>) -> Vec<String> {
    let both_literal = lo.parse::<i64>().ok().zip(hi.parse::<i64>().ok());
    match both_literal {
        Some((l, h)) if h > l => lines,
        _ => {
            let unit = tr.cx.indent_unit().to_string();
            let mut guarded = vec![format!("if {hi} > {lo}:")];
            guarded.extend(lines.into_iter().map(|l| format!("{unit}{l}")));
            guarded
        }
    }
}
