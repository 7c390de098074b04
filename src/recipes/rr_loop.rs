//! RR-loop (R101): an element loop → whole-array statements.
//!
//! Handles `for i in range(...)` loops (and a 2-D nest of two such loops) whose body is made of:
//! element writes `T[i] = E` (also `T[i, j]`, rows `T[i, :]`), augmented element writes,
//! temporaries `t = E`, scalar accumulations `acc += E` (→ `np.sum`), `if`/`elif`/`else` blocks
//! assigning one element (→ `np.where`), and the plain running sum/product
//! `y[i] = y[i-1] + x[i]` (→ `cumsum`/`cumprod`). Every operand is sliced with the loop's range;
//! `range(len(a))` / `range(a.shape[0])` uses `a` whole. `math.*` becomes `np.*`, two-argument
//! `min`/`max` become `np.minimum`/`np.maximum`, the loop variable as a value becomes
//! `np.arange(...)`.
//!
//! Scatter-adds through an index array (`counts[idx[i]] += 1`) become `np.bincount`.
//! Not offered: other indices (`a[i-1]` outside a running sum, `out[idx[i]] = ...`), calls that are not
//! elementwise, `break`/`continue`/`return`, a loop variable or temporary read after the loop,
//! a written array also read whole, comments inside the loop. Safe only when every array written
//! is read only at the same index, no parameter written while another parameter array is read
//! (they may alias), and array ranks are known where broadcasting depends on them; otherwise
//! unsafe.

use ruff_diagnostics::Edit;
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::batch_reduce::FrameShape;
use super::util::{self, site};
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{any_expr, any_expr_in_body, builtin_name, int_literal, mentions_any};
use crate::model::{Bound, Kind};
use crate::recipe_meta;
use crate::recipes::rr_inplace::DType;

mod assert_all;
mod linear_scan;

recipe_meta!(
    "RR-loop",
    &["R101", "R103"],
    "Element loop → whole-array expression (slices, np.where, np.sum, cumsum, broadcasting)",
    "safe when written arrays are read only at the same index and cannot alias other parameters, with known ranks where broadcasting matters; unsafe otherwise; not offered for other indices, non-elementwise calls, early exits, or a loop variable used after the loop; a loop that only reads the elements of proven 1-D arrays iterates `.tolist()` instead (unsafe)",
    "the arrays may alias each other, or a broadcast assumes a rank the code does not prove"
);

pub struct Recipe;

/// One `for v in range(lo, hi)` of the nest.
struct Axis {
    var: Name,
    lo: Option<String>,
    /// The start's value when the source fixes it (`range(half, ...)`, `half = GUARD + TRAIN`).
    lo_value: Option<i64>,
    /// The start is proven non-negative (a literal, a fixed value, or non-negative arithmetic of
    /// extents and such names): an index from a negative start wraps around, a slice does not.
    lo_non_negative: bool,
    hi: String,
    /// `range(len(a))` / `range(a.shape[0])`: the array whose length is the range.
    whole: Option<Name>,
    /// Arrays provably as long as `whole` (`out = np.empty_like(a)` before the loop): used whole
    /// too, so no `out[:len(a)]`.
    same_length: Vec<Name>,
    range_names: Vec<Name>,
}

impl Axis {
    fn slice(&self) -> String {
        match &self.lo {
            Some(lo) if lo != "0" => format!("{lo}:{}", self.hi),
            _ => format!(":{}", self.hi),
        }
    }
    /// The positions `v + delta` takes: `lo + delta:hi + delta`, with the offset written as in the
    /// source when it is a named constant (`r - GUARD` → `half - GUARD:n - GUARD`). None when a
    /// negative offset could reach before the array's start (a negative index wraps around in
    /// the loop).
    fn shifted_slice(&self, delta: i64, named: Option<&str>) -> Option<String> {
        let lo = match (&self.lo, self.lo_value) {
            (None, _) => 0,
            (Some(_), Some(v)) => v,
            (Some(text), None) if delta >= 0 => {
                return Some(format!(
                    "{}:{}",
                    shifted_text(text, delta, named),
                    shifted_text(&self.hi, delta, named)
                ))
            }
            (Some(_), None) => return None,
        };
        let start = lo.checked_add(delta).filter(|s| *s >= 0)?;
        let start = match (&self.lo, named) {
            (Some(text), Some(_)) => shifted_text(text, delta, named),
            (None, Some(offset)) if delta > 0 => match offset.strip_prefix(" + ") {
                Some(rest) => rest.to_string(),
                None => format!("0{offset}"),
            },
            _ if start == 0 => String::new(),
            _ => start.to_string(),
        };
        Some(format!("{start}:{}", shifted_text(&self.hi, delta, named)))
    }
    fn arange(&self, np: &str) -> String {
        match &self.lo {
            Some(lo) => format!("{np}.arange({lo}, {})", self.hi),
            None => format!("{np}.arange({})", self.hi),
        }
    }
}

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = site(cx, finding).why(reasons::NOT_LOCATED)?;
        if let Some(offer) = super::interval_add::fix(cx, finding, &site) {
            return offer;
        }
        if finding.code == "R103" {
            if let Some(offer) = super::tally::fix(cx, finding, &site) {
                return offer;
            }
            if let Some(offer) = super::iter_host::fix(cx, finding, &site) {
                return offer;
            }
        }
        if finding.code == "R101" {
            if let Some(offer) = super::arg_extreme::fix(cx, finding, &site) {
                return offer;
            }
            if let Some(offer) = super::tile_reduce::fix(cx, finding, &site) {
                return offer;
            }
            if let Some(offer) = super::window_clamped::fix(cx, finding, &site) {
                return offer;
            }
            if let Some(offer) = super::window_gather::fix(cx, finding, &site) {
                return offer;
            }
            if let Some(offer) = super::window_sum::fix(cx, finding, &site) {
                return offer;
            }
            if let Some(offer) = super::window_stencil::fix(cx, finding, &site) {
                return offer;
            }
            if let Some(offer) = super::window_reduce::fix(cx, finding, &site) {
                return offer;
            }
        }
        let inner = site.loop_stmt.why(if finding.code == "R103" {
            "iterating over an array (`for row in a`, nditer, ndenumerate): no elementwise rewrite"
        } else {
            "not a statement directly in a `for` loop body (a comprehension, or nested in if/with)"
        })?;
        let (outer, inner, mut axes) = nest(cx, &site.path, inner).why(
            "not a `for v in range(...)` loop with step 1 and no `else` (iterating a list, zip, enumerate or a while loop)",
        )?;
        for axis in &mut axes {
            if let Some(whole) = &axis.whole {
                axis.same_length = same_length_arrays(cx, &site.path, whole, outer);
            }
        }
        require(
            !crate::fix::locate::has_comment(cx, outer.range()),
            reasons::COMMENT_INSIDE,
        )?;
        require(
            !crate::model::expr::any_expr_in_body(std::slice::from_ref(outer), |e| {
                matches!(e, Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Await(_))
            }),
            "a `yield` or `await` in the loop (it suspends once per iteration)",
        )?;
        for axis in &axes {
            require(
                !util::read_after(cx, &site.path, axis.var.as_str(), outer.range()),
                "the loop variable is read after the loop",
            )?;
        }
        let body = util::loop_body(inner);
        let (np, import) = cx.np();
        let mut tr = Translator {
            cx,
            path: &site.path,
            axes: &axes,
            np: &np,
            writes: Vec::new(),
            reads: Vec::new(),
            whole_reads: Vec::new(),
            temps: Vec::new(),
            frame_temps: Vec::new(),
            varying_temps: Vec::new(),
            gather_temps: Vec::new(),
            rows: false,
            plain_elements: Vec::new(),
            row_statement: false,
            proven_row_statement: false,
            proven_row_arrays: Vec::new(),
            proven_columns: Vec::new(),
            proven_temps: Vec::new(),
            column_statement: false,
            accumulated: Vec::new(),
            unsafe_reasons: Vec::new(),
            declined: None,
            extended: Vec::new(),
            stored_value: None,
            identityless: false,
            scalar_tested: scalar_tested(body, &axes),
            shifted_writes: Vec::new(),
            rows_of_unknown_rank: false,
            per_row_temps: Vec::new(),
            index_temps: Vec::new(),
            element_temps: Vec::new(),
            element_statements: Vec::new(),
            element_reads: Vec::new(),
            element_writes: Vec::new(),
            index_of_unknown_kind: false,
            gathered_per_position: false,
        };
        if let Some(lines) = first_match(&mut tr, body, outer) {
            return finish(cx, finding, &site.path, outer, &mut tr, body, lines, import);
        }
        let prefix = running_prefix(&mut tr, body, outer);
        if prefix.is_none() {
            if let Some(reason) = carried_value(body) {
                return Err(Declined(reason));
            }
        }
        let lines = prefix
            .unwrap_or_else(|| running_total(&mut tr, body, outer))
            .or_else(|| linear_scan::linear_recurrence(&mut tr, body, outer))
            .or_else(|| linear_scan::clamped_running_sum(&mut tr, body, outer))
            .or_else(|| assert_all::asserted_elements(&mut tr, body))
            .or_else(|| scatter_add(&mut tr, body, &site.path))
            .or_else(|| inner_sum(&mut tr, body, &site.path))
            .or_else(|| appended_values(&mut tr, body, &site.path))
            .or_else(|| tr.block(body, outer));
        let lines = lines.ok_or_else(|| Declined(tr.declined.unwrap_or(UNHANDLED)))?;
        finish(cx, finding, &site.path, outer, &mut tr, body, lines, import)
    }
}

const UNHANDLED: &str = "the loop body has a form the vectorizer does not handle";

/// `levels.append(1.0 - stockouts[k] / days)` of one number per element, into a name bound only
/// to list displays in the function → `levels.extend((1.0 - stockouts[:n] / days).tolist())`:
/// the values computed at once and moved to the host in one transfer. Unsafe: the list holds
/// Python numbers where the loop appended NumPy scalars.
fn appended_values(tr: &mut Translator, body: &[Stmt], path: &[&Stmt]) -> Option<Vec<String>> {
    let [_] = tr.axes else { return None };
    let [Stmt::Expr(statement)] = body else {
        return None;
    };
    let Expr::Call(call) = statement.value.as_ref() else {
        return None;
    };
    let Some((Expr::Name(list), "append")) = crate::model::expr::method_call(call) else {
        return None;
    };
    let ([value], []) = (&*call.arguments.args, &*call.arguments.keywords) else {
        return None;
    };
    let function = crate::fix::locate::enclosing_function(path)?;
    let scope = tr.cx.model.scope_at(function.range.start()).unwrap_or(0);
    if !util::bound_only_to(tr.cx, list, Expr::is_list_expr)
        || mentions_any(value, std::slice::from_ref(&list.id))
        || !mentions_any(value, &tr.vars())
    {
        return None;
    }
    if !one_number_per_element(tr.cx, scope, value, &tr.vars()) {
        tr.declined = Some("an appended value not proven one number per element (an item of an array not proven 1-D, or an array beside it)");
        return None;
    }
    let values = tr.value(value)?;
    if tr.rows || tr.row_statement || tr.rows_of_unknown_rank {
        tr.declined = Some("an appended row (each item of the list would be a list, not an array)");
        return None;
    }
    tr.mark_unsafe("the list holds Python numbers (`.tolist()`) where the loop appended NumPy scalars: repr and integer overflow may differ");
    Some(vec![format!(
        "{}.extend({}.tolist())",
        list.id,
        parenthesized_unless_atomic(&values)
    )])
}

/// Every item read is `x[i]` of an array proven 1-D, and every other name is a number or a
/// module (`np`, `math`): the value is one number per element, as `.tolist()` of the vector gives.
fn one_number_per_element(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    value: &Expr,
    vars: &[Name],
) -> bool {
    let mut bases: Vec<TextRange> = Vec::new();
    let items_1d = !any_expr(value, |e| match e {
        Expr::Subscript(s) => {
            let (Expr::Name(base), Expr::Name(index)) = (s.value.as_ref(), s.slice.as_ref()) else {
                return true;
            };
            bases.push(base.range);
            !vars.contains(&index.id)
                || super::rank::array_rank(cx, scope, base.id.as_str(), 0) != Some(1)
        }
        _ => false,
    });
    items_1d
        && !any_expr(value, |e| match e {
            Expr::Name(n) => {
                !bases.contains(&n.range)
                    && !vars.contains(&n.id)
                    && cx.model.imports.lookup(n.id.as_str()).is_none()
                    && super::rank::value_rank(cx, scope, e) != Some(0)
            }
            _ => false,
        })
}

/// `(a - b)`, but a name or attribute (`x`, `self.x`) as it is.
fn parenthesized_unless_atomic(text: &str) -> String {
    if text
        .chars()
        .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    {
        text.to_string()
    } else {
        format!("({text})")
    }
}

/// A loop variable whose start may be negative indexes an array in the body.
fn indexes_from_unproven_start(axes: &[Axis], body: &[Stmt]) -> bool {
    let unproven: Vec<Name> = axes
        .iter()
        .filter(|a| !a.lo_non_negative)
        .map(|a| a.var.clone())
        .collect();
    !unproven.is_empty()
        && crate::model::expr::any_expr_in_body(
            body,
            |e| matches!(e, Expr::Subscript(s) if mentions_any(&s.slice, &unproven)),
        )
}

/// The checks every translation passes, then the fix replacing the nest with `lines`.
#[allow(clippy::too_many_arguments)]
fn finish(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    outer: &Stmt,
    tr: &mut Translator,
    body: &[Stmt],
    lines: Vec<String>,
    import: Option<Edit>,
) -> super::Offer {
    tr.check_consistency(body)
        .ok_or_else(|| Declined(tr.declined.unwrap_or(UNHANDLED)))?;
    if indexes_from_unproven_start(tr.axes, body) {
        tr.mark_unsafe("the range's start is not proven non-negative (an index below zero wraps around to the end in the loop; a slice from it does not)");
    }
    require(
        !(tr.gathered_per_position && (tr.index_of_unknown_kind || tr.rows || tr.row_statement)),
        "a gather of one value per position beside rows (`a[i, :]`) or an index not proven an integer (`a[i, cols]` may be a row per position)",
    )?;
    tr.check_aliasing(path)
        .ok_or_else(|| Declined(tr.declined.unwrap_or(UNHANDLED)))?;
    tr.check_whole_reads(path)
        .ok_or_else(|| Declined(tr.declined.unwrap_or(UNHANDLED)))?;
    tr.check_proven_arrays(path)
        .ok_or_else(|| Declined(tr.declined.unwrap_or(UNHANDLED)))?;
    require(
        !updates_unproven_parameter(cx, path, body),
        "updates a parameter's items in place (`out[i] += x[i]`) and the parameter is not proven to be an array: for a list of arrays, `out[:] += ...` would change a copy",
    )?;
    for temp in &tr.temps {
        require(
            !util::read_after(cx, path, temp.as_str(), outer.range()),
            "a per-element temporary is read after the loop",
        )?;
    }
    let indent = crate::fix::locate::indentation_of(&cx.source.text, outer.range())
        .why(reasons::INDENTATION)?;
    let lines: Vec<String> = lines.into_iter().map(one_line).collect();
    let text = lines.join(&format!("{}{indent}", cx.newline()));
    let mut edits = vec![Edit::range_replacement(text, outer.range())];
    edits.extend(import);
    let applicability = util::proven(tr.unsafe_reasons.is_empty());
    let title = if tr.unsafe_reasons.is_empty() {
        "Vectorize the element loop".to_string()
    } else {
        format!(
            "Vectorize the element loop (unsafe: {})",
            tr.unsafe_reasons.join("; ")
        )
    };
    let fix = util::fix(finding, META.id, title, applicability, edits);
    // The reasons this loop's rewrite is unsafe, not the recipe's general note.
    let may_change = (!tr.unsafe_reasons.is_empty()).then(|| tr.unsafe_reasons.join("; ").into());
    Ok(crate::fix::Fix { may_change, ..fix })
}

/// A generated statement spliced from a statement that spanned lines (a loop nest fixed in two
/// rounds), on one line again, for the wrapper to break the way it breaks every long line:
/// `np.where(\n    a,\n    b,\n)` → `np.where(a, b)`. Kept as it is when it holds a string or a
/// comment (whose text could look like brackets or line breaks), a line break outside brackets,
/// or when it would not parse.
fn one_line(statement: String) -> String {
    if !statement.contains('\n') || statement.contains(['#', '"', '\'', '\\']) {
        return statement;
    }
    // Only line breaks inside brackets: a block (`if n > 0:` and its body) keeps its lines.
    let mut depth = 0i32;
    for c in statement.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            '\n' if depth <= 0 => return statement,
            _ => {}
        }
    }
    let mut joined = String::with_capacity(statement.len());
    for (k, line) in statement.lines().enumerate() {
        let line = if k == 0 { line.trim_end() } else { line.trim() };
        if k > 0 && !joined.ends_with(['(', '[', '{']) && !line.starts_with([')', ']', '}']) {
            joined.push(' ');
        }
        joined.push_str(line);
    }
    let joined = without_value_parentheses(&joined.replace(",)", ")").replace(",]", "]"));
    if ruff_python_parser::parse_module(&joined).is_ok() {
        joined
    } else {
        statement
    }
}

/// `y = (np.where(a, b, c))` → `y = np.where(a, b, c)`: the parentheses a value spanning lines
/// was given, around the whole value and without a comma of their own (not a tuple).
fn without_value_parentheses(statement: &str) -> String {
    let Some(at) = statement.find("= (") else {
        return statement.to_string();
    };
    // The assignment's `=` (or `+=`…): not `==`, `<=`, `>=`, `!=`, nor one inside brackets.
    let before = &statement[..at];
    let outside = before.chars().fold(0i32, |depth, c| match c {
        '(' | '[' | '{' => depth + 1,
        ')' | ']' | '}' => depth - 1,
        _ => depth,
    }) == 0;
    if !outside || before.ends_with(['=', '!', '<', '>']) {
        return statement.to_string();
    }
    let open = at + 2;
    let inner = &statement[open + 1..statement.len().saturating_sub(1)];
    let mut depth = 0i32;
    for c in inner.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => return statement.to_string(),
            _ => {}
        }
        if depth < 0 {
            return statement.to_string();
        }
    }
    if depth != 0 || !statement.ends_with(')') {
        return statement.to_string();
    }
    format!("{}{inner}", &statement[..open])
}

/// `for k in range(lo, hi): if C(k): <statements>; break` (or ending in `return`): the first
/// position whose test holds, from the test over every position at once; then the statements,
/// once, with `k` bound to it as the loop left it.
fn first_match(tr: &mut Translator, body: &[Stmt], outer: &Stmt) -> Option<Vec<String>> {
    let [axis] = tr.axes else { return None };
    let [Stmt::If(test)] = body else { return None };
    let (last, rest) = test.body.split_last()?;
    let leaves = matches!(last, Stmt::Break(_) | Stmt::Return(_));
    let jumps_elsewhere = crate::model::tree::all_statements(rest)
        .iter()
        .any(|s| matches!(s, Stmt::Break(_) | Stmt::Continue(_)));
    if !leaves
        || jumps_elsewhere
        || !test.elif_else_clauses.is_empty()
        || !mentions_any(&test.test, &tr.vars())
        || !matches!(outer, Stmt::For(f) if f.orelse.is_empty())
    {
        return None;
    }
    let kept: Vec<&Stmt> = test
        .body
        .iter()
        .filter(|s| !matches!(s, Stmt::Break(_)))
        .collect();
    // A bare `break` leaves a loop that did nothing: nothing to find.
    let statements = match kept.as_slice() {
        [] => return None,
        [first, .., end] | [first @ end] => {
            dedented_lines(tr.cx, first.range().cover(end.range()))?
        }
    };
    let cond = util::condition(tr, &test.test)?;
    if may_warn(&test.test) {
        tr.mark_unsafe("the test is evaluated at every position, also past the first match (a division, log or root there may now warn)");
    }
    if any_expr(&test.test, |e| matches!(e, Expr::BoolOp(_))) {
        tr.mark_unsafe("`and`/`or` evaluate every operand at every position (one that guarded an index or a division now runs everywhere)");
    }
    let np = tr.np;
    let unit = tr.cx.indent_unit();
    let indented = statements.into_iter().map(|l| {
        if l.is_empty() {
            l
        } else {
            format!("{unit}{l}")
        }
    });
    // `if not ok(q[i]): return False`: whether any position matches, not which.
    let needs_position = kept.iter().any(|s| {
        crate::model::expr::any_expr_in_body(
            std::slice::from_ref(*s),
            |e| matches!(e, Expr::Name(n) if n.id == axis.var),
        )
    });
    if !needs_position {
        let mut lines = vec![format!("if {np}.any({cond}):")];
        lines.extend(indented);
        return Some(lines);
    }
    let hits = super::rr_stack::fresh_name(tr.cx, "hits");
    let position = match &axis.lo {
        Some(lo) if lo.chars().all(|c| c.is_alphanumeric() || c == '_') => {
            format!("{lo} + int({hits}[0])")
        }
        Some(lo) => format!("({lo}) + int({hits}[0])"),
        None => format!("int({hits}[0])"),
    };
    let mut lines = vec![
        format!("{hits} = {np}.flatnonzero({cond})"),
        format!("if {hits}.size > 0:"),
        format!("{unit}{} = {position}", axis.var),
    ];
    lines.extend(indented);
    Some(lines)
}

/// The source lines of `range` (whole statements of one block), without the block's indentation;
/// `None` when a line is indented less than the block (a continuation or string that would move).
fn dedented_lines(cx: &FixContext, range: TextRange) -> Option<Vec<String>> {
    let indent = crate::fix::locate::indentation_of(&cx.source.text, range)?;
    let text = cx.text(range);
    let mut lines = Vec::new();
    for (k, line) in text.lines().enumerate() {
        if k == 0 {
            lines.push(line.to_string());
        } else if line.trim().is_empty() {
            lines.push(String::new());
        } else {
            lines.push(line.strip_prefix(indent)?.to_string());
        }
    }
    Some(lines)
}

const GUARDED_MAY_WARN: &str = "np.where and masks compute the guarded value for every element: a division, log or root the test excluded may now warn (RuntimeWarning) or raise under np.errstate(all=\"raise\")";

/// Functions that warn on part of their domain (a zero divisor, a negative logarithm or root).
const PARTIAL_FUNCTIONS: &[&str] = &[
    "log",
    "log2",
    "log10",
    "log1p",
    "sqrt",
    "arcsin",
    "arccos",
    "arccosh",
    "arctanh",
    "divide",
    "true_divide",
    "floor_divide",
    "remainder",
    "mod",
    "fmod",
    "power",
    "float_power",
    "reciprocal",
];

/// A division, modulo, power or partial function anywhere in `e`: evaluated where the loop's
/// test excluded it, it may divide by zero or leave its domain.
pub(super) fn may_warn(e: &Expr) -> bool {
    any_expr(e, |x| match x {
        Expr::BinOp(b) => match b.op {
            // `x / 2`, `x ** 2`: a nonzero literal divisor, a whole exponent.
            ast::Operator::Div | ast::Operator::FloorDiv | ast::Operator::Mod => {
                !is_nonzero_literal(&b.right)
            }
            ast::Operator::Pow => int_literal(&b.right).is_none_or(|k| k < 0),
            _ => false,
        },
        Expr::Call(c) => match c.func.as_ref() {
            Expr::Attribute(a) => PARTIAL_FUNCTIONS.contains(&a.attr.as_str()),
            Expr::Name(n) => PARTIAL_FUNCTIONS.contains(&n.id.as_str()),
            _ => false,
        },
        _ => false,
    })
}

fn is_nonzero_literal(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(n) => match &n.value {
            ast::Number::Int(i) => i.as_u64() != Some(0),
            ast::Number::Float(f) => *f != 0.0,
            ast::Number::Complex { real, imag } => *real != 0.0 || *imag != 0.0,
        },
        _ => false,
    }
}

/// The loop nest to replace, with its innermost loop: one loop, an outer loop whose whole body
/// is the inner loop, or the loop of a finding whose whole body is a loop over a few literal
/// positions (`for k in range(3)`, not an element loop of its own).
fn nest<'a>(
    cx: &FixContext,
    path: &[&'a Stmt],
    inner: &'a Stmt,
) -> Option<(&'a Stmt, &'a Stmt, Vec<Axis>)> {
    let inner_axis = axis(cx, inner)?;
    let position = path.iter().position(|s| std::ptr::eq(*s, inner))?;
    if let Some(outer) = position.checked_sub(1).map(|p| path[p]) {
        if let Stmt::For(f) = outer {
            // An outer loop over a list or a zip (`for rng_bin, doppler, amp in targets:`) is
            // not an axis: the inner loop is vectorized alone, once per outer item.
            let only_child = f.body.len() == 1 && std::ptr::eq(&f.body[0], inner);
            match axis(cx, outer) {
                Some(outer_axis) if only_child => {
                    if inner_axis.range_names.contains(&outer_axis.var) {
                        return None;
                    }
                    let mut axes = vec![outer_axis, inner_axis];
                    let top = match enclosing_axis(cx, path, position - 1, &axes) {
                        Some((top, top_axis)) => {
                            axes.insert(0, top_axis);
                            top
                        }
                        None => outer,
                    };
                    return Some((top, inner, axes));
                }
                // `for x, y in nditer(...): for j in range(len(y)): y[j] += x[j]`: the outer
                // loop's items may be views with any strides (zero for a reduction operand),
                // where one slice assignment is not the element loop.
                None if only_child && writes_an_item_of(inner, &f.target) => return None,
                _ => {}
            }
        }
    }
    if let Stmt::For(f) = inner {
        if let [child @ Stmt::For(_)] = f.body.as_slice() {
            let child_axis = axis(cx, child)?;
            if child_axis.range_names.contains(&inner_axis.var) {
                return None;
            }
            return Some((inner, child, vec![inner_axis, child_axis]));
        }
    }
    Some((inner, inner, vec![inner_axis]))
}

/// A third loop around a 2-D nest, `for a in range(n)` whose whole body is the nest's outer
/// loop (at `path[position]`), when no inner bound depends on its variable.
fn enclosing_axis<'a>(
    cx: &FixContext,
    path: &[&'a Stmt],
    position: usize,
    axes: &[Axis],
) -> Option<(&'a Stmt, Axis)> {
    let top = path[position.checked_sub(1)?];
    let Stmt::For(f) = top else { return None };
    if !(f.body.len() == 1 && std::ptr::eq(&f.body[0], path[position])) {
        return None;
    }
    let top_axis = axis(cx, top)?;
    if axes.iter().any(|a| a.range_names.contains(&top_axis.var)) {
        return None;
    }
    Some((top, top_axis))
}

/// Whether the loop writes through a subscript of a name the outer loop's `target` binds.
fn writes_an_item_of(inner: &Stmt, target: &Expr) -> bool {
    let mut bound: Vec<Name> = Vec::new();
    any_expr(target, |e| {
        if let Expr::Name(n) = e {
            bound.push(n.id.clone());
        }
        false
    });
    let written = |s: &Stmt| {
        let targets: Vec<&Expr> = match s {
            Stmt::Assign(a) => a.targets.iter().collect(),
            Stmt::AugAssign(a) => vec![a.target.as_ref()],
            _ => Vec::new(),
        };
        targets.into_iter().any(|t| {
            matches!(t, Expr::Subscript(sub)
                if matches!(sub.value.as_ref(), Expr::Name(n) if bound.contains(&n.id)))
        })
    };
    util::all_statements(util::loop_body(inner))
        .into_iter()
        .any(written)
}

/// `for v in range(...)` with step 1, no `else:`, bounds not rebound in the body.
fn axis(cx: &FixContext, stmt: &Stmt) -> Option<Axis> {
    let Stmt::For(f) = stmt else { return None };
    if f.is_async || !f.orelse.is_empty() {
        return None;
    }
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    let arguments = util::range_arguments(&f.iter)?;
    // A bound split over lines inside `range(...)` needs parentheses of its own elsewhere.
    let text = |e: &Expr| {
        let t = cx.text(e.range());
        if t.contains(['\n', '\r']) {
            format!("({t})")
        } else {
            t.to_string()
        }
    };
    let (lo, hi) = match arguments {
        [stop] => (None, stop),
        [start, stop] => (Some(start), stop),
        [start, stop, step] if int_literal(step) == Some(1) => (Some(start), stop),
        _ => return None,
    };
    let mut range_names = Vec::new();
    for e in arguments {
        any_expr(e, |x| {
            if let Expr::Name(n) = x {
                range_names.push(n.id.clone());
            }
            false
        });
    }
    if body_binds(&f.body, &range_names) {
        return None;
    }
    let whole = match (lo.map(int_literal), hi) {
        (None | Some(Some(0)), Expr::Call(c)) if builtin_name(&c.func) == Some("len") => {
            match &*c.arguments.args {
                [Expr::Name(a)] => Some(a.id.clone()),
                _ => None,
            }
        }
        (None | Some(Some(0)), Expr::Subscript(s)) if int_literal(&s.slice) == Some(0) => {
            match s.value.as_ref() {
                Expr::Attribute(a) if a.attr.id.as_str() == "shape" => match a.value.as_ref() {
                    Expr::Name(n) => Some(n.id.clone()),
                    _ => None,
                },
                _ => None,
            }
        }
        _ => None,
    };
    let lo_value = lo.map_or(Some(0), |l| util::const_int(cx, l, 0));
    let extents = super::window_stencil::Extents {
        cx,
        scope: cx.model.scope_containing(f.range()),
    };
    let lo_non_negative = match (lo, lo_value) {
        (_, Some(v)) => v >= 0,
        (Some(l), None) => extents.non_negative_value(l, 0),
        (None, None) => true,
    };
    let lo = lo.filter(|l| int_literal(l) != Some(0)).map(text);
    Some(Axis {
        var: var.id.clone(),
        lo,
        lo_value,
        lo_non_negative,
        hi: text(hi),
        whole,
        same_length: Vec::new(),
        range_names,
    })
}

/// `if C: name.append(item)` with no `elif`/`else`: the list and the item.
fn filter_append(s: &ast::StmtIf) -> Option<(&ast::ExprName, &Expr)> {
    if !s.elif_else_clauses.is_empty() {
        return None;
    }
    let [stmt] = s.body.as_slice() else {
        return None;
    };
    super::rr_batch::appended(stmt)
}

/// `col = peaks[:, h]`, `late = actual[r] - sched[r]` whose every use in `body` lies in a reduced
/// operand: the values of such temporaries, reduced as well.
fn reduced_temporaries(body: &[Stmt], reduced: &[TextRange]) -> Vec<TextRange> {
    let mut values = Vec::new();
    for stmt in crate::model::tree::all_statements(body) {
        let Stmt::Assign(a) = stmt else { continue };
        let [Expr::Name(temp)] = a.targets.as_slice() else {
            continue;
        };
        let mut uses = Vec::new();
        any_expr_in_body(body, |e| {
            if matches!(e, Expr::Name(n) if n.id == temp.id && n.range != temp.range) {
                uses.push(e.range());
            }
            false
        });
        let only_reduced = !uses.is_empty()
            && uses
                .iter()
                .all(|u| reduced.iter().any(|r| r.contains_range(*u)));
        if only_reduced {
            values.push(a.value.range());
        }
    }
    values
}

/// An index or a count: `np.argmax(...)`, `np.count_nonzero(...)`.
fn integer_valued(cx: &FixContext, e: &Expr) -> bool {
    trailing_reduction(cx, e)
        .is_some_and(|(name, _)| matches!(name, "argmax" | "argmin" | "count_nonzero"))
}

/// `text + delta` as Python source, folding a literal or a trailing `± k` (`n - 1` + 1 → `n`).
/// `text` moved by `delta`: by the offset as written (` - GUARD`) when it names a constant.
fn shifted_text(text: &str, delta: i64, written: Option<&str>) -> String {
    match written {
        Some(offset) => format!("{text}{offset}"),
        None => offset_text(text, delta),
    }
}

/// The signed terms of `a + b - c` (names and integer literals only).
fn additive_terms<'e>(e: &'e Expr, plus: bool, out: &mut Vec<(bool, &'e Expr)>) -> Option<()> {
    match e {
        Expr::BinOp(b) if matches!(b.op, ast::Operator::Add | ast::Operator::Sub) => {
            additive_terms(&b.left, plus, out)?;
            let right = if b.op == ast::Operator::Add {
                plus
            } else {
                !plus
            };
            additive_terms(&b.right, right, out)
        }
        Expr::Name(_) => {
            out.push((plus, e));
            Some(())
        }
        e if int_literal(e).is_some() => {
            out.push((plus, e));
            Some(())
        }
        _ => None,
    }
}

/// A number in the common case: literals, integers the source fixes, parameters whose default is
/// a number literal (`from_parameter` is then set), and `+ - * / ** //` of those — through names
/// bound only to such values.
fn scalar_like(cx: &FixContext, e: &Expr, depth: u32, from_parameter: &mut bool) -> bool {
    if depth > 6 {
        return false;
    }
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::UnaryOp(u) => scalar_like(cx, &u.operand, depth + 1, from_parameter),
        Expr::BinOp(b) => {
            !matches!(b.op, ast::Operator::MatMult)
                && scalar_like(cx, &b.left, depth + 1, from_parameter)
                && scalar_like(cx, &b.right, depth + 1, from_parameter)
        }
        Expr::Name(n) => {
            if util::const_int(cx, e, 0).is_some() {
                return true;
            }
            let scope = cx.model.scope_containing(n.range);
            let bindings = cx.model.bindings_of(scope, n.id.as_str());
            if bindings.is_empty() {
                return false;
            }
            bindings.iter().all(|b| match b {
                crate::model::Bound::Value(v) => scalar_like(cx, v, depth + 1, from_parameter),
                crate::model::Bound::Parameter { ndarray: false } => {
                    let number = number_default(cx, scope, &n.id);
                    *from_parameter |= number;
                    number
                }
                _ => false,
            })
        }
        _ => false,
    }
}

/// Whether the parameter `name` of the function `scope` defaults to a number literal.
fn number_default(cx: &FixContext, scope: crate::model::ScopeId, name: &Name) -> bool {
    let Some(info) = cx.model.scopes.get(scope) else {
        return false;
    };
    let path = crate::fix::locate::statement_path(cx.module, info.range.start());
    let Some(Stmt::FunctionDef(def)) = path.last() else {
        return false;
    };
    def.parameters
        .iter_non_variadic_params()
        .find(|p| &p.parameter.name.id == name)
        .and_then(|p| p.default())
        .is_some_and(|d| match d {
            Expr::NumberLiteral(_) => true,
            Expr::UnaryOp(u) => u.operand.is_number_literal_expr(),
            _ => false,
        })
}

fn offset_text(text: &str, delta: i64) -> String {
    if delta == 0 {
        return text.to_string();
    }
    if let Ok(v) = text.parse::<i64>() {
        return (v + delta).to_string();
    }
    let low_precedence = [
        " if ", " or ", " and ", "not ", "lambda", ":=", "<", ">", "=", "|", "&", "^",
    ]
    .iter()
    .any(|op| text.contains(op));
    let folded = [(" - ", -1), (" + ", 1)].iter().find_map(|(op, sign)| {
        let (head, tail) = text.rsplit_once(op)?;
        let k: i64 = tail.trim().parse().ok()?;
        // `+ - 1` splits into `+` and `1`: only a head that is an expression of its own folds.
        ruff_python_parser::parse_expression(head).ok()?;
        Some((head, sign * k + delta))
    });
    match folded {
        Some((head, 0)) if !low_precedence => head.to_string(),
        Some((head, k)) if !low_precedence && k > 0 => format!("{head} + {k}"),
        Some((head, k)) if !low_precedence => format!("{head} - {}", -k),
        _ => {
            let base = if low_precedence {
                format!("({text})")
            } else {
                text.to_string()
            };
            if delta > 0 {
                format!("{base} + {delta}")
            } else {
                format!("{base} - {}", -delta)
            }
        }
    }
}

/// Names bound exactly once in the function, in its top-level statements before the loop, to a
/// new array as long as `whole` (`np.empty_like(whole)`, `np.zeros(len(whole))`,
/// `np.zeros(whole.shape)`, `whole.copy()`), with `whole` not rebound from there to the loop.
fn same_length_arrays(
    cx: &FixContext,
    path: &[&Stmt],
    whole: &Name,
    loop_stmt: &Stmt,
) -> Vec<Name> {
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return Vec::new();
    };
    let scope = cx.model.scope_containing(loop_stmt.range());
    let body = &function.body;
    let loop_at = body
        .iter()
        .position(|s| s.range().contains_range(loop_stmt.range()));
    let Some(loop_at) = loop_at else {
        return Vec::new();
    };
    let mut names = Vec::new();
    for (i, stmt) in body[..loop_at].iter().enumerate() {
        let Stmt::Assign(assign) = stmt else { continue };
        let [Expr::Name(target)] = assign.targets.as_slice() else {
            continue;
        };
        let rebound_after = util::uses_in(cx, &body[i + 1..loop_at], whole.as_str(), None).rebound;
        if cx.model.binding_count(scope, target.id.as_str()) == 1
            && !rebound_after
            && as_long_as(cx, &assign.value, whole)
        {
            names.push(target.id.clone());
        }
    }
    names
}

/// `value` makes a new array whose length is `len(whole)`.
fn as_long_as(cx: &FixContext, value: &Expr, whole: &Name) -> bool {
    let is_whole = |e: &Expr| matches!(e, Expr::Name(n) if n.id == *whole);
    let Expr::Call(call) = value else {
        return false;
    };
    if let Expr::Attribute(a) = call.func.as_ref() {
        if a.attr.id.as_str() == "copy" && is_whole(&a.value) && call.arguments.is_empty() {
            return true;
        }
    }
    let Some(member) = util::numpy_member(cx, call) else {
        return false;
    };
    let Some(first) = call.arguments.args.first() else {
        return false;
    };
    let reshaped = call
        .arguments
        .keywords
        .iter()
        .any(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "shape"));
    match member {
        "empty_like" | "zeros_like" | "ones_like" | "full_like" | "copy" => {
            is_whole(first) && !reshaped
        }
        "empty" | "zeros" | "ones" | "full" => match first {
            Expr::Call(c) => {
                builtin_name(&c.func) == Some("len")
                    && matches!(&*c.arguments.args, [a] if is_whole(a))
            }
            Expr::Attribute(a) => a.attr.id.as_str() == "shape" && is_whole(&a.value),
            _ => false,
        },
        _ => false,
    }
}

fn body_binds(body: &[Stmt], names: &[Name]) -> bool {
    let mut bound = Vec::new();
    for stmt in body {
        match stmt {
            Stmt::Assign(a) => a
                .targets
                .iter()
                .for_each(|t| crate::model::expr::target_names(t, &mut bound)),
            Stmt::AugAssign(a) => crate::model::expr::target_names(&a.target, &mut bound),
            Stmt::For(f) => {
                crate::model::expr::target_names(&f.target, &mut bound);
                if body_binds(&f.body, names) {
                    return true;
                }
            }
            _ => {}
        }
    }
    bound.iter().any(|b| names.contains(b))
}

struct Translator<'c, 'a> {
    cx: &'c FixContext<'a>,
    /// The statements from the module down to the reported one.
    path: &'c [&'a Stmt],
    axes: &'c [Axis],
    np: &'c str,
    /// Arrays written through an element subscript, with the index text used.
    writes: Vec<(Name, String)>,
    /// Arrays read through an element subscript, with the index text used.
    reads: Vec<(Name, String)>,
    /// Arrays read whole, not indexed by the loop variables (`w` in `out[i] = x[i] * w`).
    whole_reads: Vec<Name>,
    temps: Vec<Name>,
    /// Temporaries bound to one frame of an array and only reduced whole: name, array, shape.
    frame_temps: Vec<(Name, Name, FrameShape)>,
    /// The temporaries whose value changes with the loop variables (`m = x[i] * 2`).
    varying_temps: Vec<Name>,
    /// Temporaries holding an element of an index array (`s = stock[k]`) in a scatter-add: an
    /// array indexed by one (`depth[s]`) is a gather of the same elements.
    gather_temps: Vec<Name>,
    /// A row form (`T[i, :]`) appeared: 1-D operands indexed by the row variable broadcast.
    rows: bool,
    /// Arrays read or written at the loop variables alone, no whole axis (`w[s]`).
    plain_elements: Vec<Name>,
    /// The statement being translated writes or reads rows (`T[i, :]`): a lone `w[i]` in it is
    /// one value per row and broadcasts with a new trailing axis.
    row_statement: bool,
    /// The statement's rows and per-row elements have proven ranks (`proven_rows`).
    proven_row_statement: bool,
    /// Arrays read or written in such statements: their ranks are known to line up.
    proven_row_arrays: Vec<Name>,
    /// The 1-D arrays whose elements are the per-row values of such a statement (`tic`).
    proven_columns: Vec<Name>,
    /// Temporaries of a proven rank per iteration: 0 (`k = tic[s] + 1`), 1 (`r = scans[s] * 2`).
    proven_temps: Vec<(Name, usize)>,
    /// The statement reads or writes columns (`T[:, j]`).
    column_statement: bool,
    /// Arrays read inside accumulations (`acc += x[i] * w[i]`): a row there would be summed.
    accumulated: Vec<Name>,
    unsafe_reasons: Vec<String>,
    /// The first reason the body could not be vectorized.
    declined: Option<&'static str>,
    /// Lists filled by filters (`if C: found.append(i)`).
    extended: Vec<Name>,
    /// The value of the element assignment being translated (`a[i] = <value>`).
    stored_value: Option<TextRange>,
    /// The statement reduces along an axis with `max`/`min`/`argmax`..., which raise on an
    /// empty axis: with no iterations the loop did not reduce at all.
    identityless: bool,
    /// Arrays whose elements the body tests (`if x[i] > 0:`, `a if x[i] else b`, `min(x[i], c)`):
    /// the loop raises unless they are single values, so they are 1-D in a loop that runs.
    scalar_tested: Vec<Name>,
    /// Arrays written at an offset from the loop variable (`rates[t - 1] = ...`).
    shifted_writes: Vec<Name>,
    /// The statement indexes rows of unknown rank (`dt[i, ...]`).
    rows_of_unknown_rank: bool,
    /// Temporaries holding one value per iteration (`phase = np.exp(2j * np.pi * f * p)`):
    /// beside row accesses (`data[p, lo:hi] += phase * pulse`) they need a trailing axis.
    per_row_temps: Vec<Name>,
    /// Temporaries holding an integer expression of the loop variable (`left = (i - 1) % n`):
    /// once vectorized, index arrays; a read `u[left]` is a gather.
    index_temps: Vec<Name>,
    /// Temporaries holding a stack of elements (`RRLoop::element_temp`) and its layout.
    element_temps: Vec<(Name, Vec<Option<usize>>)>,
    /// Element assignments whose operands the stack lines up (`RRLoop::element_assignment`).
    element_statements: Vec<TextRange>,
    /// Which of `reads` and `writes` such statements made: their proven ranks line up.
    element_reads: Vec<usize>,
    element_writes: Vec<usize>,
    /// An index beside the loop variable not proven an integer (`a[i, cols]`): a list or array
    /// would pick several elements per position.
    index_of_unknown_kind: bool,
    /// A gather at index arrays made one value per position (`tri[np.arange(n), n - np.arange(n) - 1]`).
    gathered_per_position: bool,
}

impl util::Elementwise for Translator<'_, '_> {
    fn value(&mut self, e: &Expr) -> Option<String> {
        Translator::value(self, e)
    }
}

impl Translator<'_, '_> {
    fn vars(&self) -> Vec<Name> {
        self.axes.iter().map(|a| a.var.clone()).collect()
    }

    /// The loop variables and the temporaries computed from them.
    fn varying(&self) -> Vec<Name> {
        self.vars()
            .into_iter()
            .chain(self.varying_temps.iter().cloned())
            .collect()
    }

    /// Declines with `reason` (the first one recorded is reported).
    fn no<T>(&mut self, reason: &'static str) -> Option<T> {
        self.declined.get_or_insert(reason);
        None
    }

    /// Values computed under a test (`if norm[i] > 0: out[i] /= norm[i]`) become whole-array
    /// expressions evaluated for every element, the excluded ones too.
    fn note_guarded(&mut self, values: &[&Expr]) {
        if values.iter().any(|v| may_warn(v)) {
            self.mark_unsafe(GUARDED_MAY_WARN);
        }
    }

    fn mark_unsafe(&mut self, reason: &str) {
        if !self.unsafe_reasons.iter().any(|r| r == reason) {
            self.unsafe_reasons.push(reason.to_string());
        }
    }

    fn block(&mut self, body: &[Stmt], _outer: &Stmt) -> Option<Vec<String>> {
        let mut lines = Vec::new();
        for stmt in body {
            lines.extend(self.stmt(stmt)?);
        }
        Some(lines)
    }

    fn stmt(&mut self, stmt: &Stmt) -> Option<Vec<String>> {
        self.identityless = false;
        let vars = self.vars();
        let form_of = |e: &Expr| match e {
            Expr::Subscript(sub) => match sub.slice.as_ref() {
                Expr::Tuple(t) => whole_axes_form(&t.elts, &vars),
                _ => None,
            },
            _ => None,
        };
        // A row reduced whole (`np.max(env[p, start:])`) is one number per row, not a row.
        let reduced = reduced_operands(self.cx, std::slice::from_ref(stmt));
        let has = |wanted: AxesForm| {
            any_expr_in_body(std::slice::from_ref(stmt), |e| {
                form_of(e) == Some(wanted) && !reduced.iter().any(|r| r.contains_range(e.range()))
            })
        };
        // `out[i, :] = d[i, :] * w[i]`: `w[i]` varies along rows and needs a trailing axis;
        // `out[:, s] = c[:, s] / w[s]`: it already lines up with the last axis.
        self.row_statement = has(AxesForm::Rows);
        self.proven_columns.clear();
        self.proven_row_statement = false;
        // A column `out[:, s]` is 1-D as well, but not a row.
        let rows_possible = !self.row_statement && !has(AxesForm::Columns);
        if let Some((_, scope)) = self.outer_loop(self.path).filter(|_| rows_possible) {
            if let Some(columns) = self.proven_rows(stmt, scope) {
                self.proven_row_statement = true;
                self.proven_columns = columns;
            }
        }
        self.row_statement |= self.proven_row_statement;
        if self.proven_row_statement {
            let mut bases = Vec::new();
            any_expr_in_body(std::slice::from_ref(stmt), |e| {
                if let Expr::Subscript(sub) = e {
                    if let Expr::Name(n) = sub.value.as_ref() {
                        bases.push(n.id.clone());
                    }
                }
                false
            });
            self.proven_row_arrays.extend(bases);
        }
        self.rows_of_unknown_rank = any_expr_in_body(std::slice::from_ref(stmt), |e| {
            matches!(e, Expr::Subscript(sub) if matches!(sub.slice.as_ref(), Expr::Tuple(t)
                if matches!(t.elts.as_slice(), [first, Expr::EllipsisLiteral(_)] if mentions_any(first, &vars))))
        });
        self.column_statement = has(AxesForm::Columns);
        if (self.row_statement && has(AxesForm::Columns)) || has(AxesForm::Middle) {
            return self.no(
                "whole axes on both sides of the loop variable (`a[i, :]` with `b[:, i]`, or `a[:, i, :]`)",
            );
        }
        match stmt {
            Stmt::Assign(a) => {
                let [target] = a.targets.as_slice() else {
                    return self.no("a chained assignment (`a[i] = b[i] = ...`)");
                };
                if let (Expr::Tuple(names), Expr::Tuple(values)) = (target, a.value.as_ref()) {
                    return self.unpacked_temps(names, values).map(|line| vec![line]);
                }
                if let (Expr::Tuple(names), Expr::Subscript(_)) = (target, a.value.as_ref()) {
                    return self.unpacked_element(names, &a.value).map(|line| vec![line]);
                }
                if crate::model::expr::is_python_container(&a.value) {
                    // A tuple per element would be broadcast across the slice instead.
                    return self.no("a tuple, list or dict built per element");
                }
                if let Expr::Name(n) = target {
                    if let Some(frame) = self.frame_temp(n, &a.value) {
                        self.frame_temps.push(frame);
                        self.temps.push(n.id.clone());
                        return Some(Vec::new());
                    }
                }
                if let Expr::Name(n) = target {
                    if let Some(line) = self.element_temp(n, &a.value) {
                        return Some(vec![line]);
                    }
                }
                if let Some(line) = self.element_assignment(stmt, target, &a.value) {
                    return Some(vec![line]);
                }
                if matches!(target, Expr::Subscript(_)) {
                    self.stored_value = Some(a.value.range());
                }
                let value = self.value(&a.value);
                self.stored_value = None;
                let value = value?;
                match target {
                    Expr::Subscript(_) => {
                        let line = format!("{} = {value}", self.target(target)?);
                        let guard = std::mem::take(&mut self.identityless);
                        Some(self.unless_empty(line, guard))
                    }
                    Expr::Name(n) => {
                        if self.vars().contains(&n.id) {
                            return self.no("the loop variable is reassigned in the body");
                        }
                        if self.axes.len() == 1
                            && mentions_any(&a.value, &self.vars())
                            && self.index_arithmetic(&a.value).is_some()
                        {
                            self.index_temps.push(n.id.clone());
                        }
                        if mentions_any(&a.value, &self.varying()) {
                            let proven = self.proven_temp_rank(&a.value);
                            self.varying_temps.push(n.id.clone());
                            // `g = gains[p] * 2.0`: one value per iteration, a 1-D array once
                            // vectorized (as far as element reads are of 1-D arrays).
                            if !self.row_statement
                                && !self.rows
                                && self.axes.len() == 1
                                && proven != Some(1)
                            {
                                self.per_row_temps.push(n.id.clone());
                            }
                            if let Some(rank) = proven {
                                self.proven_temps.push((n.id.clone(), rank));
                            }
                        }
                        self.temps.push(n.id.clone());
                        Some(vec![format!("{} = {value}", n.id)])
                    }
                    _ => None,
                }
            }
            Stmt::AugAssign(a) => {
                let op = augmented_op(a.op)?;
                match a.target.as_ref() {
                    Expr::Subscript(_) => {
                        let target = self.target(&a.target)?;
                        let line = format!("{target} {op}= {}", self.value(&a.value)?);
                        let guard = std::mem::take(&mut self.identityless);
                        Some(self.unless_empty(line, guard))
                    }
                    // `z -= 0.8` on a temporary of the iteration: a new value per element
                    // (not in place: the temporary may be a view of an input's slice).
                    Expr::Name(temp) if self.temps.contains(&temp.id) => {
                        let value = self.value(&a.value)?;
                        if mentions_any(&a.value, &self.varying())
                            && !self.varying_temps.contains(&temp.id)
                        {
                            self.varying_temps.push(temp.id.clone());
                        }
                        let atomic = matches!(
                            a.value.as_ref(),
                            Expr::Name(_)
                                | Expr::NumberLiteral(_)
                                | Expr::Subscript(_)
                                | Expr::Call(_)
                        );
                        let value = if atomic { value } else { format!("({value})") };
                        Some(vec![format!("{0} = {0} {op} {value}", temp.id)])
                    }
                    Expr::Name(acc) => {
                        let reduce = match a.op {
                            ast::Operator::Add | ast::Operator::Sub => "sum",
                            ast::Operator::Mult => "prod",
                            _ => return self.no("an accumulation other than `+=`, `-=`, `*=`"),
                        };
                        if !mentions_any(&a.value, &self.varying())
                            || self.temps.contains(&acc.id)
                        {
                            // A constant added per iteration, or a temporary.
                            return self.no("a running value that does not depend on the loop variable");
                        }
                        if self.whole_array_operand(&a.value) {
                            return self.no("an array used whole or with a new axis in a running sum (each term is an array: one sum over everything is not the loop's sum)");
                        }
                        let before = self.reads.len();
                        let value = self.value(&a.value)?;
                        let axis = self.reduction_axis(&a.value, before)?;
                        let line = format!("{} {op}= {}.{reduce}({value}{axis})", acc.id, self.np);
                        Some(self.unless_empty(line, !axis.is_empty()))
                    }
                    _ => None,
                }
            }
            Stmt::If(s) if filter_append(s).is_some() => self.filter_stmt(s).map(|l| vec![l]),
            Stmt::Expr(_) if super::rr_batch::appended(stmt).is_some() => self.append_stmt(stmt),
            // `if a < 0: a += np.pi` on a temporary is a selection, not a count.
            Stmt::If(s)
                if counted_update(s).is_some_and(|(acc, ..)| self.counts_outside(acc)) =>
            {
                self.counted_stmt(s).map(|l| vec![l])
            }
            Stmt::If(s) if is_counted_nest(s) && self.nest_counts_outside(s) => {
                self.counted_nest_stmt(s)
            }
            Stmt::If(s) => self.where_stmt(s),
            _ => self.no(
                "the body has a statement other than element assignments and if/else (a call, a nested loop, break/continue, return)",
            ),
        }
    }

    /// An operand of a running sum that makes each term an array: a name the model knows as an
    /// array used whole (`w ** (k - 1 - i)`), or an index with a new axis (`c[i, None]`).
    fn whole_array_operand(&self, value: &Expr) -> bool {
        let mut bases: Vec<TextRange> = Vec::new();
        let mut new_axis = false;
        any_expr(value, |e| {
            // `len(tour)`, `x.shape[0]`: a size, a number in every term.
            match e {
                Expr::Call(c) if builtin_name(&c.func) == Some("len") => {
                    bases.extend(c.arguments.args.iter().map(Ranged::range));
                }
                Expr::Attribute(a) if matches!(a.attr.as_str(), "shape" | "size" | "ndim") => {
                    bases.push(a.value.range());
                }
                _ => {}
            }
            if let Expr::Subscript(s) = e {
                bases.push(s.value.range());
                let parts: &[Expr] = match s.slice.as_ref() {
                    Expr::Tuple(t) => &t.elts,
                    other => std::slice::from_ref(other),
                };
                new_axis |= parts
                    .iter()
                    .any(|p| matches!(p, Expr::NoneLiteral(_) | Expr::EllipsisLiteral(_)));
            }
            false
        });
        let varying = self.varying();
        new_axis
            || any_expr(value, |e| {
                matches!(e, Expr::Name(n) if !bases.contains(&n.range)
                    && !varying.contains(&n.id)
                    && !self.temps.contains(&n.id)
                    && self.kind_of(e) == Kind::Array)
            })
    }

    /// `a, b, p = c[i, 0], c[i, 1], c[i, 2]`: temporaries bound together, each to its own
    /// elementwise value (the values are all computed before any name is bound, as in the loop).
    fn unpacked_temps(
        &mut self,
        names: &ast::ExprTuple,
        values: &ast::ExprTuple,
    ) -> Option<String> {
        const NOT_TEMPS: &str = "a tuple, list or dict built per element";
        if names.elts.len() != values.elts.len() || values.elts.iter().any(Expr::is_starred_expr) {
            return self.no(NOT_TEMPS);
        }
        let mut bound: Vec<Name> = Vec::new();
        for name in &names.elts {
            let Expr::Name(n) = name else {
                return self.no(NOT_TEMPS);
            };
            if self.vars().contains(&n.id) || bound.contains(&n.id) {
                return self.no(NOT_TEMPS);
            }
            bound.push(n.id.clone());
        }
        let mut texts = Vec::new();
        for value in &values.elts {
            texts.push(self.value(value)?);
        }
        for (name, value) in bound.iter().zip(&values.elts) {
            if mentions_any(value, &self.varying()) {
                self.varying_temps.push(name.clone());
            }
            self.temps.push(name.clone());
        }
        let names: Vec<&str> = bound.iter().map(Name::as_str).collect();
        Some(format!("{} = {}", names.join(", "), texts.join(", ")))
    }

    /// `red, nir, swir = tile[r, c]`: the element indexed by every loop variable, in order, is
    /// unpacked along its first axis — in the vectorized array the axis after the loop axes:
    /// `red, nir, swir = np.moveaxis(tile[:rows, :cols], 2, 0)` (the same planes at any rank).
    fn unpacked_element(&mut self, names: &ast::ExprTuple, value: &Expr) -> Option<String> {
        const NOT_ELEMENT: &str = "an unpacking of something other than the element every loop variable indexes (`a, b = x[i, j]`)";
        let Expr::Subscript(element) = value else {
            return self.no(NOT_ELEMENT);
        };
        let vars = self.vars();
        let index: Vec<&Expr> = match element.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let indexes_every_var = index.len() == vars.len()
            && index
                .iter()
                .zip(&vars)
                .all(|(e, v)| matches!(e, Expr::Name(n) if n.id == *v));
        if !indexes_every_var || !matches!(element.value.as_ref(), Expr::Name(_)) {
            return self.no(NOT_ELEMENT);
        }
        let mut bound: Vec<Name> = Vec::new();
        for name in &names.elts {
            match name {
                Expr::Name(n) if !vars.contains(&n.id) && !bound.contains(&n.id) => {
                    bound.push(n.id.clone())
                }
                _ => return self.no(NOT_ELEMENT),
            }
        }
        let whole = self.value(value)?;
        for name in &bound {
            self.varying_temps.push(name.clone());
            self.temps.push(name.clone());
        }
        let names: Vec<&str> = bound.iter().map(Name::as_str).collect();
        Some(format!(
            "{} = {}.moveaxis({whole}, {}, 0)",
            names.join(", "),
            self.np,
            vars.len()
        ))
    }

    /// `if C: found.append(i)` → `found.extend(np.arange(lo, hi)[C].tolist())`; an appended
    /// value `x[i] * 2` → `found.extend((x[lo:hi] * 2)[C])` (the same NumPy scalars, in order).
    fn filter_stmt(&mut self, s: &ast::StmtIf) -> Option<String> {
        let (list, item) = filter_append(s)?;
        let vars = self.vars();
        // `at_45 = released[b, :6, 5]` before `if np.all(at_45 >= q): passed.append(b)`.
        if vars.len() != 1 || !mentions_any(&s.test, &self.varying()) || !mentions_any(item, &vars)
        {
            return self.no("a filter whose test or item does not depend on the loop variable");
        }
        if self.extended.contains(&list.id) || !self.is_fresh_list(list) {
            return self.no("appends to a list that is not a new empty list only this loop fills");
        }
        self.extended.push(list.id.clone());
        let cond = util::condition(self, &s.test)?;
        self.note_guarded(&[item]);
        let is_index = matches!(item, Expr::Name(n) if vars.contains(&n.id));
        let value = self.value(item)?;
        Some(if is_index {
            format!("{}.extend({value}[{cond}].tolist())", list.id)
        } else {
            format!("{}.extend(({value})[{cond}])", list.id)
        })
    }

    /// `worst.append(int(np.argmax(peaks[:, h])))`: one number per iteration appended to a new
    /// list only this loop fills, so the list gets the vectorized numbers in order. Iterating an
    /// array gives the same NumPy scalars `append` got; `int()`/`float()` of them are the
    /// elements of `astype(...).tolist()`.
    fn append_stmt(&mut self, stmt: &Stmt) -> Option<Vec<String>> {
        let (list, item) = super::rr_batch::appended(stmt)?;
        let vars = self.vars();
        if vars.len() != 1 || !mentions_any(item, &self.varying()) {
            return self.no("an append whose item does not depend on the loop variable");
        }
        if self.extended.contains(&list.id) || !self.is_fresh_list(list) {
            return self.no("appends to a list that is not a new empty list only this loop fills");
        }
        let (convert, number) = match item {
            Expr::Call(c)
                if matches!(builtin_name(&c.func), Some("int" | "float"))
                    && c.arguments.keywords.is_empty()
                    && c.arguments.args.len() == 1 =>
            {
                (builtin_name(&c.func), &c.arguments.args[0])
            }
            other => (None, other),
        };
        // A loop variable is appended as a Python `int`, not as an element of `np.arange`.
        let bare_index = matches!(number, Expr::Name(n) if vars.contains(&n.id));
        if bare_index || !self.one_number_per_iteration(number) {
            return self.no("an appended item that is not one NumPy number per iteration");
        }
        self.extended.push(list.id.clone());
        let value = self.value(number)?;
        let line = match convert {
            // An index or a count is an integer already: `tolist()` gives Python ints.
            Some("int") if integer_valued(self.cx, number) => {
                format!("{}.extend({value}.tolist())", list.id)
            }
            Some(kind) => {
                if kind == "int" {
                    self.mark_unsafe("`int()` raises on NaN and infinity, `astype(int)` gives an arbitrary integer");
                }
                let value = if matches!(number, Expr::Call(_) | Expr::Subscript(_)) {
                    value
                } else {
                    format!("({value})")
                };
                format!("{}.extend({value}.astype({kind}).tolist())", list.id)
            }
            None => format!("{}.extend({value})", list.id),
        };
        let guard = std::mem::take(&mut self.identityless);
        Some(self.unless_empty(line, guard))
    }

    /// `e` is one number per iteration: whole reductions, elements of proven arrays indexed on
    /// every axis, numbers, and arithmetic of them.
    fn one_number_per_iteration(&self, e: &Expr) -> bool {
        let Some((_, scope)) = self.outer_loop(self.path) else {
            return false;
        };
        match e {
            Expr::NumberLiteral(_) => true,
            Expr::Name(n) => {
                !self.varying().contains(&n.id) && super::batch_reduce::is_scalar(self.cx, e)
            }
            Expr::BinOp(b) => {
                b.op != ast::Operator::MatMult
                    && self.one_number_per_iteration(&b.left)
                    && self.one_number_per_iteration(&b.right)
            }
            Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => {
                self.one_number_per_iteration(&u.operand)
            }
            Expr::Call(_) if trailing_reduction(self.cx, e).is_some() => true,
            Expr::Subscript(_) => self.indexed_rank(e, scope) == Some(0),
            _ => false,
        }
    }

    /// `if C: n += 1` → `n += np.count_nonzero(C)` (`k * ...` for an integer literal `k`);
    /// `if C: t += E` → `t += np.sum(np.where(C, E, 0))`.
    fn counted_stmt(&mut self, s: &ast::StmtIf) -> Option<String> {
        let (acc, op, value) = counted_update(s)?;
        self.counted_line(&[&s.test], acc, op, value)
    }

    /// `if A: n += 1; if B: m += 1` (counters under nested tests, no `else`): each counter
    /// counts where all its tests hold, `m += np.count_nonzero((A) & (B))`. The tests read no
    /// counter, so the order of the updates does not matter.
    fn counted_nest_stmt(&mut self, s: &ast::StmtIf) -> Option<Vec<String>> {
        let mut leaves = Vec::new();
        counted_leaves(s, &mut Vec::new(), &mut leaves)?;
        let counters: Vec<Name> = leaves
            .iter()
            .filter_map(|(_, a)| counter_base(a.0).map(|n| n.id.clone()))
            .collect();
        let reads_counter = leaves
            .iter()
            .any(|(tests, _)| tests.iter().any(|t| mentions_any(t, &counters)));
        if reads_counter {
            return self.no("a running value that does not depend on the loop variable");
        }
        leaves
            .iter()
            .map(|(tests, (acc, op, value))| self.counted_line(tests, acc, op, value))
            .collect()
    }

    /// A counter kept outside the loop: a name that is not a per-element temporary, or an
    /// element of an array at an index that does not change in the loop (`n_out[b]` in a loop
    /// over `h`).
    fn counts_outside(&self, target: &Expr) -> bool {
        let Some(base) = counter_base(target) else {
            return false;
        };
        let index_fixed = match target {
            Expr::Subscript(sub) => !mentions_any(&sub.slice, &self.varying()),
            _ => true,
        };
        !self.temps.contains(&base.id) && index_fixed
    }

    fn nest_counts_outside(&self, s: &ast::StmtIf) -> bool {
        let mut leaves = Vec::new();
        counted_leaves(s, &mut Vec::new(), &mut leaves).is_some()
            && leaves.iter().all(|(_, (t, ..))| self.counts_outside(t))
    }

    fn counted_line(
        &mut self,
        tests: &[&Expr],
        target: &Expr,
        op: &str,
        value: &Expr,
    ) -> Option<String> {
        let varying = self.varying();
        if !tests.iter().any(|t| mentions_any(t, &varying)) {
            return self.no("a running value that does not depend on the loop variable");
        }
        let Some(acc) = counter_base(target) else {
            return self.no("a running value that does not depend on the loop variable");
        };
        let reads_acc = tests
            .iter()
            .any(|t| mentions_any(t, std::slice::from_ref(&acc.id)));
        if !self.counts_outside(target) || reads_acc {
            return self.no("a running value that does not depend on the loop variable");
        }
        let before = self.reads.len();
        let cond = match tests {
            [one] => util::condition(self, one)?,
            _ => tests
                .iter()
                .map(|t| util::truth(self, t).map(|c| format!("({c})")))
                .collect::<Option<Vec<_>>>()?
                .join(" & "),
        };
        let np = self.np;
        let total = if mentions_any(value, &varying) {
            self.note_guarded(&[value]);
            let value = self.value(value)?;
            format!("{np}.sum({np}.where({cond}, {value}, 0))")
        } else {
            match int_literal(value) {
                Some(1) => format!("{np}.count_nonzero({cond})"),
                Some(k) if k > 0 => format!("{k} * {np}.count_nonzero({cond})"),
                // A float added n times is not n times the float.
                _ => return self.no("a running value that does not depend on the loop variable"),
            }
        };
        let read: Vec<Name> = self.reads[before..]
            .iter()
            .map(|(n, _)| n.clone())
            .collect();
        self.accumulated.extend(read);
        Some(format!("{} {op}= {total}", self.cx.text(target.range())))
    }

    /// Bound only to `[]` or `list()` in its function, and mentioned in the loop only by the
    /// filter's `append`.
    fn is_fresh_list(&self, list: &ast::ExprName) -> bool {
        util::bound_only_to(self.cx, list, |v| match v {
            Expr::List(l) => l.elts.is_empty(),
            Expr::Call(c) => builtin_name(&c.func) == Some("list") && c.arguments.is_empty(),
            _ => false,
        })
    }

    /// `if C1: T[i] = A elif C2: T[i] = B else: T[i] = C` → `T[s] = np.where(C1, A, np.where(C2, B, C))`.
    /// Branches may assign several elements (`if p[i] < 0: p[i] = -p[i]; v[i] = -v[i]`): one
    /// `np.where` per target, a branch that leaves a target keeping its value. The tests read
    /// the values from before the `if`, so a target read by another target's statement is written
    /// after it; a branch reading an element it wrote before is declined.
    fn where_stmt<'s>(&mut self, s: &'s ast::StmtIf) -> Option<Vec<String>> {
        const NOT_SELECT: &str =
            "an if/else whose branches are not element assignments (or read an element the branch wrote)";
        let mut branches: Vec<Branch<'s>> = Vec::new();
        let clauses = std::iter::once((Some(s.test.as_ref()), &s.body)).chain(
            s.elif_else_clauses
                .iter()
                .map(|c| (c.test.as_ref(), &c.body)),
        );
        // `if t <= lo: frac = 1.0 ... else: frac = ...`: a temporary first bound by the `if`,
        // in every branch.
        for stmt in &s.body {
            let Stmt::Assign(a) = stmt else { continue };
            let [Expr::Name(n)] = a.targets.as_slice() else {
                continue;
            };
            if !self.temps.contains(&n.id)
                && !self.vars().contains(&n.id)
                && if_binds_for_sure(s, &n.id)
            {
                self.temps.push(n.id.clone());
            }
        }
        let mut counters: Vec<(usize, &'s ast::ExprName, Tally<'s>)> = Vec::new();
        for (k, (test, body)) in clauses.enumerate() {
            // A sum into a temporary or the loop variable is an update of that name, selected
            // per element below; a count of one is declined there.
            let running = |stmt: &&Stmt| match tally_step(stmt) {
                Some((_, Tally::Count(_))) => true,
                Some((n, Tally::Sum(..))) => {
                    !self.temps.contains(&n.id) && !self.vars().contains(&n.id)
                }
                None => false,
            };
            let (counts, rest): (Vec<&Stmt>, Vec<&Stmt>) = body.iter().partition(running);
            counters.extend(
                counts
                    .iter()
                    .filter_map(|s| tally_step(s))
                    .map(|(n, by)| (k, n, by)),
            );
            let Some(assigns) = self.branch_assignments(&rest) else {
                return self.no(NOT_SELECT);
            };
            branches.push((test, assigns));
        }
        if branches.iter().all(|(_, a)| a.is_empty()) && counters.is_empty() {
            return self.no(NOT_SELECT);
        }
        let mut targets: Vec<(&'s Expr, &'s ast::ExprName)> = Vec::new();
        for (_, assigns) in &branches {
            for Assigned { target, .. } in assigns {
                if !targets.iter().any(|(t, _)| self.same_text(t, target)) {
                    let base = match target {
                        Expr::Subscript(sub) => match sub.value.as_ref() {
                            Expr::Name(base) => base,
                            _ => return self.no(NOT_SELECT),
                        },
                        Expr::Name(n) => n,
                        _ => return self.no(NOT_SELECT),
                    };
                    targets.push((target, base));
                }
            }
        }
        let values: Vec<&Expr> = branches
            .iter()
            .flat_map(|(_, assigns)| assigns.iter().map(|a| a.value))
            .collect();
        self.note_guarded(&values);
        let dividing = |a: &Assigned| match a.op {
            Some("/" | "//" | "%") => !is_nonzero_literal(a.value),
            Some("**") => int_literal(a.value).is_none_or(|k| k < 0),
            _ => false,
        };
        if branches
            .iter()
            .any(|(_, assigns)| assigns.iter().any(dividing))
        {
            self.mark_unsafe(GUARDED_MAY_WARN);
        }
        let order = self.write_order(&branches, &targets)?;
        // Counts first: their tests read the values from before the `if`, like the targets'.
        let mut lines = self.branch_counts(s, &branches, &counters)?;
        for k in order {
            let (target, _) = targets[k];
            let rendered = match target {
                Expr::Name(temp) => {
                    // Selected per element from now on when a test or value varies.
                    let varying = self.varying();
                    let varies = branches.iter().any(|(test, assigns)| {
                        test.is_some_and(|t| mentions_any(t, &varying))
                            || assigns.iter().any(|a| {
                                mentions_any(a.value, &varying)
                                    || (a.op.is_some() && mentions_any(a.target, &varying))
                            })
                    });
                    if varies && !self.varying_temps.contains(&temp.id) {
                        self.varying_temps.push(temp.id.clone());
                    }
                    temp.id.to_string()
                }
                _ => self.target(target)?,
            };
            let cx = self.cx;
            let target_text = cx.text(target.range());
            let value_in = |assigns: &[Assigned<'s>]| {
                assigns
                    .iter()
                    .find(|a| cx.text(a.target.range()) == target_text)
                    .copied()
            };
            let mut result = match branches.last() {
                Some((None, assigns)) => match value_in(assigns) {
                    Some(a) => self.branch_value(&a)?,
                    None => rendered.clone(),
                },
                _ => rendered.clone(),
            };
            for (test, assigns) in branches.iter().rev() {
                let Some(test) = test else { continue };
                let cond = util::condition(self, test)?;
                let value = match value_in(assigns) {
                    Some(a) => self.branch_value(&a)?,
                    None => rendered.clone(),
                };
                if value != result {
                    result = format!("{}.where({cond}, {value}, {result})", self.np);
                }
            }
            lines.push(format!("{rendered} = {result}"));
        }
        Some(lines)
    }

    /// `n += 1` in branch k of an if/elif/else → `n += np.count_nonzero(C_k & ~C_1 ...)`: the
    /// elements that take that branch; `t += E` there → `t += np.sum(np.where(C_k & ..., E, 0))`.
    fn branch_counts(
        &mut self,
        s: &ast::StmtIf,
        branches: &[Branch<'_>],
        counters: &[(usize, &ast::ExprName, Tally<'_>)],
    ) -> Option<Vec<String>> {
        if counters.is_empty() {
            return Some(Vec::new());
        }
        let names: Vec<Name> = counters.iter().map(|(_, n, _)| n.id.clone()).collect();
        let in_if = |n: &Name| {
            let read = |e: &Expr| {
                matches!(e, Expr::Name(m) if m.id == *n
                    && !counters.iter().any(|(_, c, _)| c.range == m.range))
            };
            any_expr(&s.test, read)
                || s.elif_else_clauses.iter().any(|c| {
                    c.test.as_ref().is_some_and(|t| any_expr(t, read))
                        || any_expr_in_body(&c.body, read)
                })
                || any_expr_in_body(&s.body, read)
        };
        if names
            .iter()
            .any(|n| self.temps.contains(n) || self.vars().contains(n) || in_if(n))
        {
            return self.no("a counter the branches also read, or a temporary");
        }
        // A test the loop variable does not change counts once, not once per element.
        let varying = self.varying();
        if branches
            .iter()
            .any(|(test, _)| test.is_some_and(|t| !mentions_any(t, &varying)))
        {
            return self.no("a running value that does not depend on the loop variable");
        }
        let mut tests: Vec<String> = Vec::new();
        for (test, _) in branches {
            if let Some(test) = test {
                tests.push(util::condition(self, test)?);
            }
        }
        let np = self.np;
        let mut lines = Vec::new();
        for (k, name, by) in counters {
            let mut parts: Vec<String> = tests[..(*k).min(tests.len())]
                .iter()
                .map(|t| format!("~({t})"))
                .collect();
            if let Some(own) = tests.get(*k) {
                let own = if parts.is_empty() {
                    own.clone()
                } else {
                    format!("({own})")
                };
                parts.insert(0, own);
            }
            let cond = parts.join(" & ");
            lines.push(match by {
                Tally::Count(1) => format!("{} += {np}.count_nonzero({cond})", name.id),
                Tally::Count(by) => format!("{} += {by} * {np}.count_nonzero({cond})", name.id),
                Tally::Sum(op, value) => {
                    if !mentions_any(value, &varying) {
                        // A float added once per element is not one product of a count.
                        return self
                            .no("a running value that does not depend on the loop variable");
                    }
                    let before = self.reads.len();
                    self.note_guarded(&[*value]);
                    let value = self.value(value)?;
                    let read: Vec<Name> = self.reads[before..]
                        .iter()
                        .map(|(n, _)| n.clone())
                        .collect();
                    self.accumulated.extend(read);
                    format!("{} {op}= {np}.sum({np}.where({cond}, {value}, 0))", name.id)
                }
            });
        }
        Some(lines)
    }

    /// A branch body of element assignments `T[i] = V`, each target once, none reading an array
    /// an earlier one wrote.
    fn branch_assignments<'b>(&self, body: &[&'b Stmt]) -> Option<Vec<Assigned<'b>>> {
        let mut assigns: Vec<Assigned<'b>> = Vec::new();
        for stmt in body.iter().copied() {
            let (target, value, op) = match stmt {
                Stmt::Assign(a) => match a.targets.as_slice() {
                    [target] => (target, a.value.as_ref(), None),
                    _ => return None,
                },
                // `length[q] -= 1`: the element's value from before the `if`, updated.
                Stmt::AugAssign(a) => (
                    a.target.as_ref(),
                    a.value.as_ref(),
                    Some(augmented_op(a.op)?),
                ),
                _ => return None,
            };
            let base = match target {
                Expr::Subscript(sub) => match sub.value.as_ref() {
                    Expr::Name(base) => base,
                    _ => return None,
                },
                // `if v > vmax: v = vmax` on a temporary the body computed before the `if`.
                Expr::Name(n) if self.temps.contains(&n.id) => n,
                _ => return None,
            };
            // `keep[k] = True,` stores a tuple per element: not one value to select.
            if crate::model::expr::is_python_container(value) {
                return None;
            }
            let written_before = assigns.iter().any(|a| {
                let written = match a.target {
                    Expr::Subscript(w) => match w.value.as_ref() {
                        Expr::Name(n) => &n.id,
                        _ => return false,
                    },
                    Expr::Name(n) => &n.id,
                    _ => return false,
                };
                mentions_any(value, std::slice::from_ref(written)) || *written == base.id
            });
            if written_before {
                return None;
            }
            assigns.push(Assigned { target, value, op });
        }
        Some(assigns)
    }

    /// The value a branch gives its target, vectorized: `value`, or `target op (value)`.
    fn branch_value(&mut self, assigned: &Assigned) -> Option<String> {
        let value = self.value(assigned.value)?;
        let Some(op) = assigned.op else {
            return Some(value);
        };
        let current = self.value(assigned.target)?;
        let atomic = matches!(
            assigned.value,
            Expr::Name(_)
                | Expr::NumberLiteral(_)
                | Expr::Subscript(_)
                | Expr::Call(_)
                | Expr::Attribute(_)
        );
        Some(if atomic {
            format!("{current} {op} {value}")
        } else {
            format!("{current} {op} ({value})")
        })
    }

    /// An order of the targets' statements in which none reads an array an earlier one wrote.
    fn write_order(
        &mut self,
        branches: &[Branch<'_>],
        targets: &[(&Expr, &ast::ExprName)],
    ) -> Option<Vec<usize>> {
        let reads_of = |k: usize| -> Vec<usize> {
            let (target, _) = targets[k];
            let mut exprs: Vec<&Expr> = branches.iter().filter_map(|(t, _)| *t).collect();
            for (_, assigns) in branches {
                exprs.extend(
                    assigns
                        .iter()
                        .filter(|a| self.same_text(a.target, target))
                        .map(|a| a.value),
                );
            }
            (0..targets.len())
                .filter(|&other| {
                    other != k
                        && targets[other].1.id != targets[k].1.id
                        && exprs
                            .iter()
                            .any(|e| mentions_any(e, std::slice::from_ref(&targets[other].1.id)))
                })
                .collect()
        };
        let reads: Vec<Vec<usize>> = (0..targets.len()).map(reads_of).collect();
        let mut order: Vec<usize> = Vec::new();
        while order.len() < targets.len() {
            // Next: a target no pending statement still needs to read.
            let next = (0..targets.len()).find(|&k| {
                !order.contains(&k)
                    && (0..targets.len()).all(|other| {
                        other == k || order.contains(&other) || !reads[other].contains(&k)
                    })
            });
            let Some(next) = next else {
                return self.no(
                    "an if/else whose branches write arrays each other's tests or values read",
                );
            };
            order.push(next);
        }
        Some(order)
    }

    fn same_text(&self, a: &Expr, b: &Expr) -> bool {
        self.cx.text(a.range()) == self.cx.text(b.range())
    }

    /// An element target `T[i]`, `T[i, j]`, `T[i, :]` → its sliced form.
    fn target(&mut self, target: &Expr) -> Option<String> {
        let Expr::Subscript(sub) = target else {
            return None;
        };
        let Expr::Name(base) = sub.value.as_ref() else {
            return None;
        };
        // `y[k] += f(k, n)` in a `k`, `n` nest sums over `n` (and `y[k] = ...` keeps the last
        // `n`): one element per outer iteration is not an elementwise write of the nest.
        let vars = self.vars();
        if vars.len() > 1
            && !vars
                .iter()
                .all(|v| mentions_any(&sub.slice, std::slice::from_ref(v)))
        {
            return self.no(
                "a write indexed by only some of the nest's loop variables (a sum or overwrite across the inner loop)",
            );
        }
        let (text, index) = self.element(base, &sub.slice, true)?;
        self.writes.push((base.id.clone(), index));
        Some(text)
    }

    /// The sliced form of `base[slice]` and a key of the index form, when the slice uses loop
    /// variables exactly as `i`, `(i, j)` or `(i, :, ...)`.
    fn element(
        &mut self,
        base: &ast::ExprName,
        slice: &Expr,
        write: bool,
    ) -> Option<(String, String)> {
        let name = base.id.as_str();
        let parts: Vec<&Expr> = match slice {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        let vars = self.vars();
        if !write {
            if let [Expr::Subscript(inner)] = parts.as_slice() {
                return self.gather(name, inner);
            }
            if parts.len() > 1 && parts.iter().all(|p| is_named_subscript(p)) {
                return self.gather_each(name, &parts);
            }
            if let Some(gathered) = self.gathered_element(name, &parts) {
                return gathered;
            }
            if let Some(gathered) = self.gather_in_nest(name, &parts) {
                return Some(gathered);
            }
            if let [index] = parts.as_slice() {
                if let Some(gathered) = self.gather_arithmetic(name, index) {
                    return Some(gathered);
                }
            }
        }
        let mut rendered = Vec::new();
        let mut used_axes = Vec::new();
        // The axis of each rendered index, for lining an element up with a nest of three loops.
        let mut rendered_axes: Vec<Option<usize>> = Vec::new();
        let mut shifted = false;
        for part in &parts {
            rendered_axes.resize(rendered.len(), None);
            // The loop variable itself, or (read only) at a constant offset: `a[i]`, `a[i + 1]`.
            let on_axis = match part {
                Expr::Name(n) if vars.contains(&n.id) => {
                    Some((vars.iter().position(|v| *v == n.id)?, 0, None))
                }
                // A write at an offset is a shifted slice too (`rates[t - 1] = ...`); the
                // consistency check declines an array written at two offsets.
                other => self.shift_of(other),
            };
            if let Some((k, delta, named)) = on_axis {
                if used_axes.contains(&k) {
                    return None;
                }
                used_axes.push(k);
                rendered_axes.push(Some(k));
                let slice = if delta == 0 {
                    self.axes[k].slice()
                } else if let Some(slice) = self.axes[k].shifted_slice(delta, named.as_deref()) {
                    shifted = true;
                    slice
                } else {
                    return self.no(
                        "a shifted read or write before the start of the array (`a[i - 1]` from a start that is not a literal, or would wrap around)",
                    );
                };
                rendered.push(slice);
                continue;
            }
            match part {
                Expr::Slice(s) if s.lower.is_none() && s.upper.is_none() && s.step.is_none() => {
                    self.rows = true;
                    rendered.push(":".to_string());
                }
                Expr::EllipsisLiteral(_) => {
                    self.rows = true;
                    rendered.push("...".to_string());
                }
                // `data[k, s:s + 3000]` with `s = onsets[k]`: a window at a varying offset,
                // which slicing cannot express (an array bound raises).
                Expr::Slice(_) if mentions_any(part, &self.varying()) => {
                    return self.no(
                        "a slice whose bounds vary with the loop (`x[s:s + w]` with `s = starts[i]`): windows at varying offsets are not one slice",
                    )
                }
                // `data[p, lo:hi]`: a slice keeps its axis, as `:` does.
                Expr::Slice(_) if !mentions_any(part, &vars) => {
                    self.rows = true;
                    rendered.push(self.cx.text(part.range()).to_string())
                }
                // `u[left]` with `left = (i - 1) % n`: a gather at the temporary's index array.
                Expr::Name(n)
                    if !write && parts.len() == 1 && self.index_temps.contains(&n.id) =>
                {
                    return Some((format!("{name}[{}]", n.id), format!("<{}>", n.id)));
                }
                other if !mentions_any(other, &self.varying()) => {
                    self.index_of_unknown_kind |= !self.integer_index(other);
                    rendered.push(self.cx.text(other.range()).to_string())
                }
                // `clim[t % 12]`, `a[n - 1 - i]`: a read at an integer expression of the loop
                // variable is a gather with that expression of `np.arange` (the table is not
                // written in the loop: the consistency check compares the index texts).
                other if !write && parts.len() == 1 && self.axes.len() == 1 => {
                    let Some(index) = self.index_arithmetic(other) else {
                        return self.no(
                            "an index computed from the loop variable (`a[idx[i]]`, a call or a float): not an integer expression of it",
                        );
                    };
                    let key = format!("<{}>", self.cx.text(other.range()));
                    return Some((format!("{name}[{index}]"), key));
                }
                _ => {
                    return self.no(
                        "an index computed from the loop variable (`a[i - 1]`, `a[idx[i]]`): a shift, recurrence or gather",
                    )
                }
            }
        }
        if used_axes.is_empty() {
            return None;
        }
        if used_axes.windows(2).any(|w| w[0] > w[1]) {
            return self.no("a transposed access (`a[j, i]` in an `i`, `j` nest)");
        }
        rendered_axes.resize(rendered.len(), None);
        let key = rendered.join(", ");
        if self.axes.len() == 3 {
            return self.element_in_cube(name, &parts, &rendered, &rendered_axes, write, key);
        }
        // 2-D nest, `x[i]` alone: it varies along rows, so it needs a new trailing axis.
        // `pts[i, 0]` is one value per row too: the other indices are numbers.
        let only_numbers_beside = parts
            .iter()
            .all(|p| mentions_any(p, &vars) || util::const_int(self.cx, p, 0).is_some());
        if self.axes.len() == 2 && used_axes == [0] && !only_numbers_beside {
            return self.no(
                "an element of the outer loop variable beside other indices in a 2-D nest (it would line up with the inner loop)",
            );
        }
        let needs_column = if self.proven_row_statement {
            self.proven_columns.iter().any(|c| c.as_str() == name)
        } else {
            (self.axes.len() == 2 || self.row_statement) && used_axes == [0] && only_numbers_beside
        };
        if needs_column {
            if self.rows_of_unknown_rank {
                return self.no(
                    "one value per row of rows of unknown rank (`dt[i, ...] *= w[i]`): `w[:, None]` lines up with 2-D rows only",
                );
            }
            if !self.proven_row_statement {
                self.mark_unsafe("the rank of a row-indexed operand is not proven 1-D");
            }
            return Some((format!("{name}[{key}, None]"), key));
        }
        if write && shifted {
            self.shifted_writes.push(base.id.clone());
        }
        if !parts
            .iter()
            .any(|p| matches!(p, Expr::Slice(_) | Expr::EllipsisLiteral(_)))
        {
            self.plain_elements.push(base.id.clone());
        }
        let axis = &self.axes[0];
        let whole = !shifted
            && self.axes.len() == 1
            && (axis.whole.as_ref().is_some_and(|w| w.as_str() == name)
                || axis.same_length.iter().any(|s| s.as_str() == name))
            && parts.len() == 1;
        let text = if whole {
            if write {
                format!("{name}[:]")
            } else {
                name.to_string()
            }
        } else {
            format!("{name}[{key}]")
        };
        Some((text, key))
    }

    /// An element in a nest of three loops, lined up with the nest's axes: a new axis for each
    /// loop it does not use after its first (`b[j]` → `b[:m, None]`, `v[i, 0, k]` →
    /// `v[:n, None, 0, :p]`). Only loop variables and numbers index it (a `:` row would take an
    /// axis of its own).
    fn element_in_cube(
        &mut self,
        name: &str,
        parts: &[&Expr],
        rendered: &[String],
        rendered_axes: &[Option<usize>],
        write: bool,
        key: String,
    ) -> Option<(String, String)> {
        let numbers_beside = parts
            .iter()
            .zip(rendered_axes)
            .all(|(p, axis)| axis.is_some() || util::const_int(self.cx, p, 0).is_some());
        if !numbers_beside {
            return self.no(
                "a row, slice or computed index in a nest of three loops (only elements at the loop variables and numbers line up)",
            );
        }
        let depth = self.axes.len();
        let mut padded: Vec<String> = Vec::new();
        let mut last: Option<usize> = None;
        for (text, axis) in rendered.iter().zip(rendered_axes) {
            if let (Some(k), Some(previous)) = (axis, last) {
                padded.extend(std::iter::repeat_n("None".to_string(), k - previous - 1));
            }
            padded.push(text.clone());
            last = axis.or(last);
        }
        let trailing = depth - 1 - last?;
        if write && trailing > 0 {
            return None;
        }
        padded.extend(std::iter::repeat_n("None".to_string(), trailing));
        Some((format!("{name}[{}]", padded.join(", ")), key))
    }

    /// `targets[acuity[i] - 1]`: integer arithmetic of elements of index arrays at the loop
    /// variable, numbers and names the loop does not bind — a gather at the computed indices.
    fn gather_arithmetic(&mut self, name: &str, index: &Expr) -> Option<(String, String)> {
        let [axis] = self.axes else { return None };
        let var = axis.var.clone();
        let Expr::BinOp(_) = index else { return None };
        let mut elements = 0;
        if !self.index_leaves(index, &var, &mut elements) || elements == 0 {
            return None;
        }
        let text = self.value(index)?;
        self.mark_unsafe(
            "indices computed from elements of another array are gathered at once (arithmetic on a boolean array raises)",
        );
        let key = format!("<{}>", self.cx.text(index.range()));
        Some((format!("{name}[{text}]"), key))
    }

    fn index_leaves(&self, e: &Expr, var: &Name, elements: &mut usize) -> bool {
        match e {
            Expr::BinOp(b) if crate::model::expr::keeps_integers(b.op) => {
                self.index_leaves(&b.left, var, elements)
                    && self.index_leaves(&b.right, var, elements)
            }
            Expr::NumberLiteral(_) => int_literal(e).is_some(),
            Expr::Name(n) => !self.varying().contains(&n.id),
            Expr::Subscript(s) => {
                let element = matches!((s.value.as_ref(), s.slice.as_ref()),
                    (Expr::Name(base), Expr::Name(i)) if i.id == *var && !self.temps.contains(&base.id));
                *elements += usize::from(element);
                element
            }
            _ => false,
        }
    }

    /// `w[h, (d + 1) * per_day - 1]` in an `h`, `d` nest: one axis at its loop variable, the
    /// other at an integer expression of the other variable — a slice and one index array,
    /// which NumPy lines up as the nest does (`w[0:H, (np.arange(0, D) + 1) * per_day - 1]`).
    fn gather_in_nest(&self, name: &str, parts: &[&Expr]) -> Option<(String, String)> {
        let [first, second] = parts else { return None };
        if self.axes.len() != 2 {
            return None;
        }
        let plain = |e: &Expr, k: usize| matches!(e, Expr::Name(n) if n.id == self.axes[k].var);
        let (k, other) = if plain(first, 0) {
            (0, *second)
        } else if plain(second, 1) {
            (1, *first)
        } else {
            return None;
        };
        let j = 1 - k;
        let this_var = std::slice::from_ref(&self.axes[k].var);
        if mentions_any(other, this_var)
            || plain(other, j)
            || self.shift_of(other).is_some()
            || !mentions_any(other, std::slice::from_ref(&self.axes[j].var))
        {
            return None;
        }
        let arange = self.axes[j].arange(self.np);
        let mut replacements = Vec::new();
        if !self.integer_expression(other, &self.axes[j].var, &arange, &mut replacements) {
            return None;
        }
        let gathered = util::rewritten_expr(self.cx, other, &replacements);
        let rendered = if k == 0 {
            format!("{}, {gathered}", self.axes[0].slice())
        } else {
            format!("{gathered}, {}", self.axes[1].slice())
        };
        let key = format!("<{}>", self.cx.text(other.range()));
        Some((format!("{name}[{rendered}]"), key))
    }

    /// Known not to be an array, at least sometimes: itself, or a name bound to such a value
    /// (`shape = x.shape`, `s = s.tobytes()`), where slicing means something else.
    fn not_an_array(&self, e: &Expr) -> bool {
        if self.kind_of(e) == Kind::NotArray {
            return true;
        }
        let Expr::Name(n) = e else { return false };
        let scope = self.cx.model.scope_containing(e.range());
        // A name unpacked from a call (`s, r = route(...)`) is one element of what it returns.
        self.cx
            .model
            .bindings_of(scope, n.id.as_str())
            .into_iter()
            .any(|b| matches!(b, Bound::Value(v) if self.kind_of(v) == Kind::NotArray))
    }

    /// A name that holds a number beside column accesses: it broadcasts like one. From a
    /// parameter with a number default (`pfa=1e-6`) it is assumed, so the fix is unsafe.
    fn number_beside_columns(&mut self, e: &Expr) -> bool {
        let Expr::Name(n) = e else { return false };
        let mut from_parameter = false;
        if !scalar_like(self.cx, e, 0, &mut from_parameter) {
            return false;
        }
        if from_parameter {
            self.mark_unsafe(&format!(
                "`{}` is assumed to be a number (it comes from a parameter with a number default)",
                n.id
            ));
        }
        true
    }

    fn kind_of(&self, e: &Expr) -> Kind {
        let scope = self.cx.model.scope_containing(e.range());
        self.cx.model.kind(scope, e)
    }

    /// `index` with the loop variable replaced by its `np.arange`, when it is an integer
    /// expression of it: `+ - * // %` of the variable, integer literals and names the loop does
    /// not bind.
    fn index_arithmetic(&self, index: &Expr) -> Option<String> {
        let var = &self.axes[0].var;
        let mut replacements = Vec::new();
        let arange = self.axes[0].arange(self.np);
        if !self.integer_expression(index, var, &arange, &mut replacements) {
            return None;
        }
        (!replacements.is_empty()).then(|| util::rewritten_expr(self.cx, index, &replacements))
    }

    fn integer_expression(
        &self,
        e: &Expr,
        var: &Name,
        arange: &str,
        out: &mut Vec<(TextRange, String)>,
    ) -> bool {
        match e {
            Expr::Name(n) if &n.id == var => {
                out.push((n.range(), arange.to_string()));
                true
            }
            Expr::Name(n) => !self.temps.contains(&n.id),
            Expr::NumberLiteral(_) => int_literal(e).is_some(),
            // `len(load)`, `x.shape[0]`, `x.size` of an array the loop does not rebind.
            _ if self.loop_invariant_size(e) => true,
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => {
                self.integer_expression(&u.operand, var, arange, out)
            }
            Expr::BinOp(b) if crate::model::expr::keeps_integers(b.op) => {
                self.integer_expression(&b.left, var, arange, out)
                    && self.integer_expression(&b.right, var, arange, out)
            }
            _ => false,
        }
    }

    fn loop_invariant_size(&self, e: &Expr) -> bool {
        // Of a plain name (a call inside `len(...)` would run once instead of every time).
        let of_a_name = match e {
            Expr::Call(call) => {
                matches!(call.arguments.args.as_ref(), [Expr::Name(_)])
                    && call.arguments.keywords.is_empty()
                    && self.cx.model.binding_count(0, "len") == 0
            }
            Expr::Subscript(s) => {
                matches!(s.value.as_ref(), Expr::Attribute(a) if matches!(a.value.as_ref(), Expr::Name(_)))
            }
            _ => false,
        };
        let sized = (util::is_size(e) && of_a_name)
            || matches!(e, Expr::Attribute(a) if a.attr.as_str() == "size"
                && matches!(a.value.as_ref(), Expr::Name(_)));
        sized && !mentions_any(e, &self.varying())
    }

    /// `v + c`, `c + v`, `v - c` (c an integer literal): the loop axis and the offset.
    /// `i + 1`, `i - GUARD`, `r + half + 1`: the loop axis, the offset, and the offset as written
    /// (` - GUARD`, ` + half + 1`) when it names a constant rather than being only literals.
    fn shift_of(&self, e: &Expr) -> Option<(usize, i64, Option<String>)> {
        if !matches!(e, Expr::BinOp(_)) {
            return None;
        }
        let mut terms = Vec::new();
        additive_terms(e, true, &mut terms)?;
        let vars = self.vars();
        let varying = self.varying();
        let mut axis = None;
        let mut delta: i64 = 0;
        let mut written = String::new();
        let mut named = false;
        for (plus, term) in terms {
            if let Expr::Name(n) = term {
                if let Some(k) = vars.iter().position(|v| *v == n.id) {
                    if !plus || axis.replace(k).is_some() {
                        return None;
                    }
                    continue;
                }
                if varying.contains(&n.id) {
                    return None;
                }
                named = true;
            }
            let value = util::const_int(self.cx, term, 0)?;
            delta = if plus {
                delta.checked_add(value)?
            } else {
                delta.checked_sub(value)?
            };
            let sign = if plus { '+' } else { '-' };
            written.push_str(&format!(" {sign} {}", self.cx.text(term.range())));
        }
        Some((axis?, delta, named.then_some(written)))
    }

    /// `table[idx[i]]` read: the loop's positions gathered at once, `table[idx[:n]]`. The table
    /// and the index array are both reads (a table written in the loop is then declined as a
    /// recurrence; a gather written through is never taken).
    fn gather(&mut self, table: &str, inner: &ast::ExprSubscript) -> Option<(String, String)> {
        let Expr::Name(index_base) = inner.value.as_ref() else {
            return self.no(
                "an index computed from the loop variable (`a[i - 1]`, `a[idx[i]]`): a shift, recurrence or gather",
            );
        };
        let (text, key) = self.element(index_base, &inner.slice, false)?;
        self.reads.push((index_base.id.clone(), key.clone()));
        Some((
            format!("{table}[{text}]"),
            format!("[{}[{key}]]", index_base.id),
        ))
    }

    /// `tri[i, n - i - 1]` read in a single loop: an index that is an integer expression of the
    /// loop variable (not the variable or a shift of it) beside others makes the read a gather at
    /// index arrays broadcast together, `tri[np.arange(n), n - np.arange(n) - 1]`; the other
    /// indices must be the variable or integers (a slice would add an axis). `None` when no
    /// index needs it.
    fn gathered_element(
        &mut self,
        name: &str,
        parts: &[&Expr],
    ) -> Option<Option<(String, String)>> {
        let vars = self.vars();
        if parts.len() < 2 || self.axes.len() != 1 {
            return None;
        }
        let computed = |p: &Expr| {
            mentions_any(p, &vars)
                && !matches!(p, Expr::Name(n) if vars.contains(&n.id))
                && self.shift_of(p).is_none()
        };
        if !parts.iter().any(|p| computed(p)) {
            return None;
        }
        let mut rendered = Vec::new();
        for part in parts {
            if mentions_any(part, &vars) {
                let Some(index) = self.index_arithmetic(part) else {
                    return Some(self.no(
                        "an index computed from the loop variable (`a[idx[i]]`, a call or a float): not an integer expression of it",
                    ));
                };
                rendered.push(index);
            } else if util::const_int(self.cx, part, 0).is_some() {
                rendered.push(self.cx.text(part.range()).to_string());
            } else {
                return Some(self.no(
                    "a gather at an index computed from the loop variable beside a slice or an index that is not an integer",
                ));
            }
        }
        self.gathered_per_position = true;
        let key = format!("<{}>", rendered.join(", "));
        Some(Some((format!("{name}[{}]", rendered.join(", ")), key)))
    }

    /// An index known to be one integer: a literal, a fixed integer name, a size.
    fn integer_index(&self, e: &Expr) -> bool {
        util::const_int(self.cx, e, 0).is_some() || self.loop_invariant_size(e)
    }

    /// `d[tour[k], tour[(k + 1) % n]]`: a gather at one index array per axis.
    fn gather_each(&mut self, table: &str, parts: &[&Expr]) -> Option<(String, String)> {
        let mut texts = Vec::new();
        let mut keys = Vec::new();
        for part in parts {
            let Expr::Subscript(inner) = part else {
                return None;
            };
            let Expr::Name(index_base) = inner.value.as_ref() else {
                return None;
            };
            let (text, key) = self.element(index_base, &inner.slice, false)?;
            self.reads.push((index_base.id.clone(), key.clone()));
            texts.push(text);
            keys.push(format!("{}[{key}]", index_base.id));
        }
        Some((
            format!("{table}[{}]", texts.join(", ")),
            format!("[{}]", keys.join(", ")),
        ))
    }

    /// A value expression with element accesses sliced, loop variables as `np.arange`, `math.*`
    /// as `np.*`; structural rendering for boolean operators, chained comparisons and ternaries.
    fn value(&mut self, expr: &Expr) -> Option<String> {
        let mut replacements: Vec<(TextRange, String)> = Vec::new();
        self.collect(expr, &mut replacements)?;
        Some(util::rewritten_expr(self.cx, expr, &replacements))
    }

    fn collect(&mut self, expr: &Expr, out: &mut Vec<(TextRange, String)>) -> Option<()> {
        let vars = self.vars();
        // What changes every iteration: the loop variables and the temporaries computed from
        // them (`dtheta = E[:, i] * eps`); an opaque expression of either is not elementwise.
        let varying: Vec<Name> = vars.iter().chain(&self.temps).cloned().collect();
        match expr {
            // `depth[s]` with `s = stock[k]`: `depth[s]` once `s` is the index array.
            Expr::Subscript(sub)
                if matches!((sub.value.as_ref(), sub.slice.as_ref()),
                    (Expr::Name(b), Expr::Name(i)) if self.gather_temps.contains(&i.id)
                        && !varying.contains(&b.id)) =>
            {
                let Expr::Name(base) = sub.value.as_ref() else {
                    return None;
                };
                if self.not_an_array(&sub.value) {
                    return self.no("an element of a tuple, list or shape, not of an array");
                }
                self.reads.push((base.id.clone(), "gather".into()));
                Some(())
            }
            Expr::Subscript(sub)
                if mentions_any(&sub.slice, &vars)
                    || matches!(sub.slice.as_ref(), Expr::Name(i) if self.index_temps.contains(&i.id)) =>
            {
                let Expr::Name(base) = sub.value.as_ref() else {
                    return None;
                };
                if self.not_an_array(&sub.value) {
                    return self.no("an element of a tuple, list or shape, not of an array");
                }
                let (text, key) = self.element(base, &sub.slice, false)?;
                self.reads.push((base.id.clone(), key));
                out.push((expr.range(), text));
                Some(())
            }
            Expr::Name(n) if self.row_statement && self.per_row_temps.contains(&n.id) => {
                self.mark_unsafe("row broadcasting assumes the row-indexed 1-D operands are 1-D");
                out.push((expr.range(), format!("{}[:, None]", n.id)));
                Some(())
            }
            Expr::Name(n) if vars.contains(&n.id) => {
                let k = vars.iter().position(|v| *v == n.id)?;
                let arange = self.axes[k].arange(self.np);
                let trailing = self.axes.len() - 1 - k;
                let text = if trailing > 0 {
                    format!("{arange}[:{}]", ", None".repeat(trailing))
                } else {
                    arange
                };
                out.push((expr.range(), text));
                Some(())
            }
            Expr::BoolOp(_) | Expr::If(_) => {
                let text = self.condition_or_ternary(expr)?;
                out.push((expr.range(), format!("({text})")));
                Some(())
            }
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => {
                let text = util::condition(self, expr)?;
                out.push((expr.range(), format!("({text})")));
                let _ = u;
                Some(())
            }
            Expr::Compare(c) if c.ops.len() > 1 => {
                let text = util::condition(self, expr)?;
                out.push((expr.range(), format!("({text})")));
                Some(())
            }
            Expr::Call(call) if self.is_two_argument_min_max(call) => self.min_max(call, out),
            // `len(hits)`: one number for every element.
            Expr::Call(_) if util::is_size(expr) && !mentions_any(expr, &varying) => Some(()),
            Expr::Call(call)
                if (1..=2).contains(&self.axes.len())
                    && trailing_reduction(self.cx, expr).is_some()
                    && self.frame_reduction(expr).is_none() =>
            {
                self.reduce_trailing(expr, call, out)
            }
            Expr::Call(call)
                if (1..=2).contains(&self.axes.len()) && is_quantile(self.cx, call) =>
            {
                self.quantile_of_elements(call, out)
            }
            Expr::Call(call) if self.axes.len() == 1 && self.frame_reduction(expr).is_some() => {
                self.reduce_frames(expr, call, out)
            }
            Expr::Call(call) => {
                self.call_func(call, out)?;
                // `xp`, `fp` of `np.interp(ws[i], xp, fp)` are tables, not operands.
                let tables = self.table_positions(call);
                for (k, arg) in call.arguments.args.iter().enumerate() {
                    if !tables.contains(&k) {
                        self.collect(arg, out)?;
                    } else if mentions_any(arg, &varying) {
                        return self.no("a NumPy call that is not elementwise");
                    }
                }
                for kw in call.arguments.keywords.iter() {
                    if mentions_any(&kw.value, &vars) {
                        return None;
                    }
                }
                Some(())
            }
            Expr::Lambda(_)
            | Expr::ListComp(_)
            | Expr::Generator(_)
            | Expr::SetComp(_)
            | Expr::DictComp(_)
            | Expr::Starred(_)
            | Expr::Named(_)
            | Expr::Await(_)
            | Expr::Yield(_)
            | Expr::YieldFrom(_) => (!mentions_any(expr, &varying)).then_some(()),
            // Beside column accesses (`out[:, j] = ...`) a whole array the loop variables do not
            // index would broadcast along the last axis, the loop's, instead of the rows.
            // A temporary that varies with the loop (`lead = c[:, r - 2] - c[:, r - 6]`) becomes
            // columns too, or one value per column, which lines up with the loop's axis.
            Expr::Name(_) | Expr::Subscript(_) | Expr::Attribute(_)
                if self.column_statement
                    && !mentions_any(expr, &self.varying())
                    && !matches!(self.kind_of(expr), Kind::NotArray | Kind::Reduction)
                    && !self.number_beside_columns(expr) =>
            {
                self.no(
                    "a whole array beside column accesses (it would line up with the loop's axis)",
                )
            }
            // `grid[k][idx]`, `f(a[i])[0]`, `a[i].shape`: a chained access on an element is not
            // elementwise; only names, literals and loop-free subscripts/attributes pass.
            Expr::Subscript(_) | Expr::Attribute(_) => {
                (!mentions_any(expr, &varying)).then_some(())
            }
            Expr::Name(n) => {
                // In a proven row statement a whole array has at most one axis, along the row.
                if !varying.contains(&n.id)
                    && self.kind_of(expr) == Kind::Array
                    && !self.proven_row_statement
                {
                    self.whole_reads.push(n.id.clone());
                }
                Some(())
            }
            Expr::NumberLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_)
            | Expr::StringLiteral(_) => Some(()),
            Expr::BinOp(b) => {
                self.collect(&b.left, out)?;
                self.collect(&b.right, out)
            }
            Expr::UnaryOp(u) => self.collect(&u.operand, out),
            Expr::Compare(c) => {
                self.collect(&c.left, out)?;
                c.comparators.iter().try_for_each(|e| self.collect(e, out))
            }
            Expr::Tuple(_) | Expr::List(_) | Expr::Dict(_) | Expr::Set(_) => {
                (!mentions_any(expr, &varying)).then_some(())
            }
            _ => (!mentions_any(expr, &varying)).then_some(()),
        }
    }

    /// `a[i] = int(e)` → `a[lo:hi] = np.trunc(e)`, `a[i] = round(e)` → `np.round(e)`: stored
    /// into an array the same numbers (Python's `round` rounds half to even, like NumPy's).
    /// Anywhere else an `int` would stay a float (an index, a division).
    fn stored_rounding(
        &mut self,
        call: &ast::ExprCall,
        builtin: &str,
        out: &mut Vec<(TextRange, String)>,
    ) -> Option<()> {
        if self.stored_value != Some(call.range())
            || call.arguments.args.len() != 1
            || !call.arguments.keywords.is_empty()
            || call.arguments.args[0].is_starred_expr()
            || self.cx.model.binding_count(0, builtin) > 0
        {
            return self.no("a builtin call that is not elementwise (`int`, `len`, `round`...)");
        }
        let np_name = if builtin == "int" { "trunc" } else { "round" };
        out.push((call.func.range(), format!("{}.{np_name}", self.np)));
        // `int(round(e))` stores what `round(e)` does: the inner call is stored too.
        if let Expr::Call(inner) = &call.arguments.args[0] {
            if matches!(builtin_name(&inner.func), Some("int" | "round")) {
                self.stored_value = Some(inner.range());
            }
        }
        self.mark_unsafe(
            "`int()`/`round()` raised on NaN or infinity where NumPy stores a value, and a float array gets -0.0 where Python stored 0",
        );
        Some(())
    }

    fn is_two_argument_min_max(&self, call: &ast::ExprCall) -> bool {
        matches!(builtin_name(&call.func), Some(name @ ("min" | "max"))
            if self.cx.model.binding_count(0, name) == 0)
            && call.arguments.args.len() == 2
            && call.arguments.keywords.is_empty()
            && !call.arguments.args.iter().any(Expr::is_starred_expr)
    }

    /// `np.interp(ws[i], CURVE_WS, CURVE_KW)`, `np.searchsorted(edges, v[i])`: a NumPy function
    /// elementwise in the positional arguments the loop varies, the others (tables, settings)
    /// the same in every iteration.
    fn elementwise_in_varying_arguments(&self, call: &ast::ExprCall, member: &str) -> bool {
        let Some(elementwise) = elementwise_positions(member) else {
            return false;
        };
        let varying = self.varying();
        let args = &call.arguments.args;
        !args.iter().any(Expr::is_starred_expr)
            && args
                .iter()
                .enumerate()
                .all(|(k, a)| elementwise.contains(&k) || !mentions_any(a, &varying))
            && call
                .arguments
                .keywords
                .iter()
                .all(|kw| !mentions_any(&kw.value, &varying))
    }

    /// The positional arguments of a NumPy call that are tables the loop does not vary.
    fn table_positions(&self, call: &ast::ExprCall) -> Vec<usize> {
        let elementwise = self
            .cx
            .model
            .numpy_call_name(&call.func)
            .and_then(|q| q.strip_prefix("numpy."))
            .and_then(elementwise_positions);
        match elementwise {
            Some(positions) => (0..call.arguments.args.len())
                .filter(|k| !positions.contains(k))
                .collect(),
            None => Vec::new(),
        }
    }

    /// `max(a, b)` keeps `a` unless `b > a`: on ties and when `b` is NaN. `np.maximum(x, y)` gives
    /// `y` on ties and NaN when either is; `np.fmax(x, y)` gives `y` on ties and the other one
    /// for a NaN. So with a number literal `c`: `max(a, c)` is `np.maximum(a, c)` (swapped for a
    /// zero `c`: ties of 0.0 and -0.0) and `max(c, a)` is `np.fmax(a, c)`, exactly; with neither
    /// a literal, a NaN second argument would differ.
    fn min_max(&mut self, call: &ast::ExprCall, out: &mut Vec<(TextRange, String)>) -> Option<()> {
        let is_min = builtin_name(&call.func) == Some("min");
        let [a, b] = &call.arguments.args[..] else {
            return None;
        };
        let first = self.value(a)?;
        let second = self.value(b)?;
        let np = self.np;
        let (propagating, ignoring) = if is_min {
            ("minimum", "fmin")
        } else {
            ("maximum", "fmax")
        };
        let text = if is_number_literal(b) && !is_zero_literal(b) {
            // Ties are equal numbers of the same sign; only `a` may be NaN.
            format!("{np}.{propagating}({first}, {second})")
        } else if is_number_literal(b) {
            // `max(x, 0.0)` keeps a -0.0 `x`.
            format!("{np}.{propagating}({second}, {first})")
        } else if is_number_literal(a) {
            format!("{np}.{ignoring}({second}, {first})")
        } else {
            self.mark_unsafe(
                "`min`/`max` keep their first argument when the second is NaN, `np.minimum`/`np.maximum` give NaN",
            );
            format!("{np}.{propagating}({first}, {second})")
        };
        out.push((call.range(), text));
        Some(())
    }

    /// `wt[j, a].mean()`, `np.max(img[w, r, :])` in a 2-D nest: the element at both loop
    /// variables is an array of its own, reduced whole — over the stack, along the axes after
    /// the nest's (`wt[:n, :m].mean(axis=2)`).
    fn reduce_trailing(
        &mut self,
        expr: &Expr,
        call: &ast::ExprCall,
        out: &mut Vec<(TextRange, String)>,
    ) -> Option<()> {
        let (name, operand) = trailing_reduction(self.cx, expr)?;
        let Expr::Subscript(sub) = operand else {
            let line = self
                .reduced_row_expression(expr, name, operand)
                .or_else(|| self.reduced_element_expression(expr, name, operand));
            if let Some(line) = line {
                out.push((call.range(), line));
                return Some(());
            }
            return self.no("a reduction of an expression of the element (`np.any(x[k] > c)`), not of the element");
        };
        let Expr::Name(base) = sub.value.as_ref() else {
            return None;
        };
        let parts: Vec<&Expr> = match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        let depth = self.axes.len();
        let on_axes = parts.len() >= depth
            && parts
                .iter()
                .zip(self.axes)
                .all(|(p, axis)| matches!(p, Expr::Name(n) if n.id == axis.var));
        // Whole axes after the nest's, or slices the loop does not move (`splits[r, :4]`, not
        // `length[g, p, :n]` with `n = used[g, p]`).
        let varying = self.varying();
        let whole_after = parts[depth.min(parts.len())..]
            .iter()
            .all(|p| matches!(p, Expr::Slice(_)) && !mentions_any(p, &varying));
        if !on_axes && !self.not_an_array(&sub.value) {
            if let Some(line) = self.reduce_across(expr, name, &base.id, &parts) {
                out.push((call.range(), line));
                return Some(());
            }
        }
        if (!on_axes || !whole_after) && !self.not_an_array(&sub.value) {
            if let Some(line) = self.reduced_element_expression(expr, name, operand) {
                out.push((call.range(), line));
                return Some(());
            }
        }
        if !on_axes || !whole_after || self.not_an_array(&sub.value) {
            return self.no("a reduction of something other than the element at every loop variable (`x[i, j].mean()`)");
        }
        if depth == 1 && !self.only_numbers_beside_reductions() {
            return self.no("a row beside a reduced row (`x[k] - x[k].max()`: the value per row would need an axis of its own)");
        }
        let scope = self.cx.model.scope_containing(call.range());
        let axis = match super::rank::array_rank(self.cx, scope, base.id.as_str(), 0) {
            Some(rank) if rank == depth + 1 => depth.to_string(),
            // `np.argmax(x, axis=(1, 2))` is an error; cuPyNumeric reduces any/all along one.
            Some(rank)
                if rank > depth + 1 && super::batch_reduce::ONE_AXIS_ONLY.contains(&name) =>
            {
                return self.no("a reduction that takes one axis only, of an element with several");
            }
            Some(rank) if rank > depth + 1 => {
                let axes: Vec<String> = (depth..rank).map(|k| k.to_string()).collect();
                format!("({})", axes.join(", "))
            }
            Some(_) => return self.no("a reduction of one number per element"),
            // In one loop, RR-batch reduces a stack of unknown rank over its item axes.
            None if depth == 1 => {
                return self.no("the reduced array's rank is not proven");
            }
            None if super::batch_reduce::ONE_AXIS_ONLY.contains(&name) => {
                return self
                    .no("the reduced array's rank is not proven (argmax/any/all take one axis)");
            }
            None => {
                self.mark_unsafe("the reduced array's rank is not proven (each element is taken to be the array after the nest's axes)");
                format!("tuple(range({depth}, {}.ndim))", base.id)
            }
        };
        let mut slices: Vec<String> = self.axes.iter().map(Axis::slice).collect();
        let after = &parts[depth.min(parts.len())..];
        if after.iter().any(|p| !is_whole_slice(p)) {
            slices.extend(after.iter().map(|p| self.cx.text(p.range()).to_string()));
        }
        let line = self.stack_reduced(expr, name, &base.id, &slices, &axis);
        out.push((call.range(), line));
        Some(())
    }

    /// `scans[s, :, r].max()` in an `s`, `r` nest: the loop variables in order with whole axes
    /// between or after them, of an array of proven rank. The stack keeps every axis and is
    /// reduced along the whole ones, leaving the nest's axes in order.
    fn reduce_across(
        &mut self,
        expr: &Expr,
        name: &str,
        base: &Name,
        parts: &[&Expr],
    ) -> Option<String> {
        let varying = self.varying();
        let mut next = 0;
        let mut slices = Vec::new();
        let mut reduced = Vec::new();
        for (k, part) in parts.iter().enumerate() {
            match part {
                Expr::Name(n) if self.axes.get(next).is_some_and(|a| a.var == n.id) => {
                    slices.push(self.axes[next].slice());
                    next += 1;
                }
                Expr::Slice(_) if !mentions_any(part, &varying) => {
                    slices.push(self.cx.text(part.range()).to_string());
                    reduced.push(k.to_string());
                }
                _ => return None,
            }
        }
        if next != self.axes.len() || reduced.is_empty() {
            return None;
        }
        if self.axes.len() == 1 && !self.only_numbers_beside_reductions() {
            return None;
        }
        let scope = self.cx.model.scope_containing(expr.range());
        if super::rank::array_rank(self.cx, scope, base.as_str(), 0) != Some(parts.len()) {
            return self.no("the reduced array's rank is not proven (a reduction across whole axes needs every axis in the index)");
        }
        if reduced.len() > 1 && super::batch_reduce::ONE_AXIS_ONLY.contains(&name) {
            return self.no("a reduction that takes one axis only, of an element with several");
        }
        let axis = match reduced.as_slice() {
            [one] => one.clone(),
            many => format!("({})", many.join(", ")),
        };
        Some(self.stack_reduced(expr, name, base, &slices, &axis))
    }

    /// The element's reduction over the stack `base[slices]` along `axis`, its read recorded.
    fn stack_reduced(
        &mut self,
        expr: &Expr,
        name: &str,
        base: &Name,
        slices: &[String],
        axis: &str,
    ) -> String {
        if !super::batch_reduce::EXACT.contains(&name) {
            self.mark_unsafe("each element's sum, mean or variance is computed along an axis of the stack (the last bits may differ)");
        }
        self.identityless |= IDENTITYLESS.contains(&name);
        self.reads.push((base.clone(), slices.join(", ")));
        let stack = format!("{base}[{}]", slices.join(", "));
        if name == "count_nonzero" {
            counted_along(self.np, &format!("{stack} != 0"), axis)
        } else {
            reduced_along(self.cx, expr, name, &stack, axis)
        }
    }

    /// In one loop, a reduction of an elementwise expression of rows of proven 2-D arrays and
    /// numbers (`np.count_nonzero((t[b, :n] < lo) | (t[b, :n] > hi))`,
    /// `np.max(np.abs(t[b] - 19.0))`): the same expression of the row blocks, reduced along
    /// axis 1.
    fn reduced_row_expression(
        &mut self,
        expr: &Expr,
        name: &str,
        operand: &Expr,
    ) -> Option<String> {
        let [axis] = self.axes else { return None };
        if matches!(name, "argmax" | "argmin" | "median") || !self.only_numbers_beside_reductions()
        {
            return None;
        }
        let scope = self.cx.model.scope_containing(operand.range());
        let mut rows: Vec<(TextRange, String, Option<Name>)> = Vec::new();
        if !self.row_leaves(operand, &axis.var, scope, &mut rows) || rows.is_empty() {
            return None;
        }
        let replacements: Vec<(TextRange, String)> =
            rows.iter().map(|(r, text, _)| (*r, text.clone())).collect();
        for (_, text, base) in &rows {
            let Some(base) = base else { continue };
            let slices = text
                .strip_prefix(base.as_str())
                .and_then(|t| t.strip_prefix('['))
                .and_then(|t| t.strip_suffix(']'))?;
            self.reads.push((base.clone(), slices.to_string()));
        }
        if !super::batch_reduce::EXACT.contains(&name) {
            self.mark_unsafe("each row's sum, mean or variance is computed along an axis of the stack (the last bits may differ)");
        }
        self.identityless |= IDENTITYLESS.contains(&name);
        let rows_expr = util::rewritten_expr(self.cx, operand, &replacements);
        if name == "count_nonzero" {
            let tested = if is_boolean_test(operand) {
                rows_expr
            } else {
                format!("({rows_expr}) != 0")
            };
            return Some(counted_along(self.np, &tested, "1"));
        }
        // `(a < b).sum()` needs its parentheses; `np.sum(a < b, axis=1)` does not.
        let method = matches!(expr, Expr::Call(c) if matches!(c.func.as_ref(),
            Expr::Attribute(a) if a.value.range() == operand.range()));
        let stack = if method {
            format!("({rows_expr})")
        } else {
            rows_expr
        };
        Some(reduced_along(self.cx, expr, name, &stack, "1"))
    }

    /// A whole reduction of elementwise arithmetic of elements at every loop variable
    /// (`np.median(actual[r, d] - sched[r])`, `np.sum(vwc[p, :, h] * thickness)`): elements of
    /// proven rank indexed by the loop variables in order and fixed slices, numbers per iteration
    /// (`sched[r]`), and invariant numbers or arrays no wider than the element. Every element has
    /// the same layout of loop and element axes; the stack is reduced along the element ones and
    /// the other leaves get `None` axes to line up with it.
    fn reduced_element_expression(
        &mut self,
        expr: &Expr,
        name: &str,
        operand: &Expr,
    ) -> Option<String> {
        let one_axis = super::batch_reduce::ONE_AXIS_ONLY.contains(&name);
        let (stack, axis) = self.element_stack(operand, one_axis)?;
        if !super::batch_reduce::EXACT.contains(&name) {
            self.mark_unsafe("each element's sum, mean or variance is computed along an axis of the stack (the last bits may differ)");
        }
        self.identityless |= IDENTITYLESS.contains(&name);
        if name == "count_nonzero" {
            let tested = if is_boolean_test(operand) {
                stack
            } else {
                format!("({stack}) != 0")
            };
            return Some(counted_along(self.np, &tested, &axis));
        }
        let method = matches!(expr, Expr::Call(c) if matches!(c.func.as_ref(),
            Expr::Attribute(a) if a.value.range() == operand.range()));
        let atomic = matches!(operand, Expr::Subscript(_) | Expr::Name(_) | Expr::Call(_));
        let stack = if method && !atomic {
            format!("({stack})")
        } else {
            stack
        };
        Some(reduced_along(self.cx, expr, name, &stack, &axis))
    }

    /// `np.percentile(vwc[p, d], 90)` in a nest: the stack's percentile along the element's axes
    /// (the same interpolation per element). `q` is one number: an array of them would add an axis.
    fn quantile_of_elements(
        &mut self,
        call: &ast::ExprCall,
        out: &mut Vec<(TextRange, String)>,
    ) -> Option<()> {
        let [operand, q] = &call.arguments.args[..] else {
            return None;
        };
        let keywords_fixed = call.arguments.keywords.iter().all(|kw| {
            kw.arg
                .as_ref()
                .is_some_and(|a| matches!(a.as_str(), "method" | "interpolation"))
                && !mentions_any(&kw.value, &self.varying())
        });
        let one_number = matches!(q, Expr::NumberLiteral(_))
            || (matches!(q, Expr::Name(_)) && super::batch_reduce::is_scalar(self.cx, q));
        if !keywords_fixed || !one_number || mentions_any(q, &self.varying()) {
            return None;
        }
        let (stack, axis) = self.element_stack(operand, false)?;
        self.identityless = true;
        let func = self.cx.text(call.func.range());
        let q = self.cx.text(q.range());
        let keywords: String = call
            .arguments
            .keywords
            .iter()
            .map(|kw| format!(", {}", self.cx.text(kw.range())))
            .collect();
        out.push((
            call.range(),
            format!("{func}({stack}, {q}, axis={axis}{keywords})"),
        ));
        Some(())
    }

    /// The stack of an elementwise expression of elements (see `reduced_element_expression`)
    /// and the axes the elements span in it.
    fn element_stack(&mut self, operand: &Expr, one_axis: bool) -> Option<(String, String)> {
        let (stack, layout) = self.element_stack_layout(operand, one_axis)?;
        let element_axes: Vec<String> =
            element_axes(&layout).iter().map(usize::to_string).collect();
        let axis = match element_axes.as_slice() {
            [one] => one.clone(),
            many => format!("({})", many.join(", ")),
        };
        Some((stack, axis))
    }

    /// The stack of an elementwise expression of elements and its layout (see `Leaf::Element`).
    fn element_stack_layout(
        &mut self,
        operand: &Expr,
        one_axis: bool,
    ) -> Option<(String, Vec<Option<usize>>)> {
        let scope = self.cx.model.scope_containing(operand.range());
        let mut leaves = Vec::new();
        if !self.element_leaves(operand, scope, &mut leaves) {
            return None;
        }
        let mut layouts = leaves.iter().filter_map(|leaf| match leaf {
            Leaf::Element { layout, .. } => Some(layout),
            _ => None,
        });
        let layout = match layouts.next() {
            Some(first) => first.clone(),
            None => self.invariant_layout(&leaves)?,
        };
        if layouts.any(|other| *other != layout) {
            return None;
        }
        let element_axes = element_axes(&layout);
        if element_axes.is_empty()
            || (element_axes.len() > 1 && one_axis)
            || (self.axes.len() == 1 && !self.only_numbers_beside_reductions())
        {
            return None;
        }
        let mut replacements = Vec::new();
        for leaf in &leaves {
            replacements.push(self.leaf_in_stack(leaf, &layout)?);
        }
        let stack = util::rewritten_expr(self.cx, operand, &replacements);
        Some((stack, layout))
    }

    /// `np.maximum(PHASE_TEMP - inlet[m, c], 0.0)`: no element, but an invariant array beside
    /// numbers per iteration is an array per iteration, of the invariant's axes after the nest's.
    fn invariant_layout(&self, leaves: &[Leaf]) -> Option<Vec<Option<usize>>> {
        let per_iteration = leaves
            .iter()
            .any(|l| matches!(l, Leaf::PerIteration { .. }));
        let widest = leaves
            .iter()
            .filter_map(|l| match l {
                Leaf::Invariant { rank, .. } => Some(*rank),
                _ => None,
            })
            .max()
            .filter(|r| *r > 0)?;
        per_iteration.then(|| {
            (0..self.axes.len())
                .map(Some)
                .chain(std::iter::repeat_n(None, widest))
                .collect()
        })
    }

    /// `late = actual[r] - sched[r]` used only inside whole reductions later in the loop: the
    /// temporary holds the stack of its elements (`actual[:n] - sched[:n, None, None]`), which
    /// the reductions take along the element axes.
    fn element_temp(&mut self, temp: &ast::ExprName, value: &Expr) -> Option<String> {
        if !(1..=2).contains(&self.axes.len())
            || matches!(value, Expr::Subscript(_) | Expr::Name(_))
            || self.temps.contains(&temp.id)
            || !mentions_any(value, &self.varying())
        {
            return None;
        }
        let (loop_stmt, _) = self.outer_loop(self.path)?;
        let body = util::loop_body(loop_stmt);
        self.temp_value(&temp.id)?;
        let reduced = reduced_operands(self.cx, body);
        if !reduced_temporaries(body, &reduced).contains(&value.range()) {
            return None;
        }
        let (stack, layout) = self.element_stack_layout(value, false)?;
        self.temps.push(temp.id.clone());
        self.varying_temps.push(temp.id.clone());
        self.element_temps.push((temp.id.clone(), layout));
        Some(format!("{} = {stack}", temp.id))
    }

    /// `tau[f] = (ir[f] - t_out[f]) / (20.0 - t_out[f])`, `dev[s, c] = dens[s, c] - target[c]`:
    /// an element of proven rank stored at the loop variables, its value elementwise arithmetic
    /// of elements laid out alike (the nest's axes first) beside numbers per iteration. The
    /// numbers get `None` axes for the element's (`t_out[:n, None, None]`), where the statement
    /// as written would broadcast them against the element's last axis.
    fn element_assignment(&mut self, stmt: &Stmt, target: &Expr, value: &Expr) -> Option<String> {
        let depth = self.axes.len();
        if !(1..=2).contains(&depth) || !self.directly_in_nest(stmt) {
            return None;
        }
        let Expr::Subscript(sub) = target else {
            return None;
        };
        let Expr::Name(base) = sub.value.as_ref() else {
            return None;
        };
        let scope = self.cx.model.scope_containing(stmt.range());
        // One loop's rows of 2-D arrays beside numbers per row are `proven_rows` already.
        if depth == 1 && self.proven_rows(stmt, scope).is_some() {
            return None;
        }
        let indices: Vec<&Expr> = match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        let at_vars = indices.len() == depth
            && indices
                .iter()
                .zip(self.axes)
                .all(|(i, axis)| matches!(i, Expr::Name(n) if n.id == axis.var));
        let target_rank = super::rank::array_rank(self.cx, scope, base.id.as_str(), 0)?;
        if !at_vars || target_rank <= depth || self.not_an_array(&sub.value) {
            return None;
        }
        let mut leaves = Vec::new();
        if !self.element_leaves(value, scope, &mut leaves)
            || !leaves
                .iter()
                .any(|l| matches!(l, Leaf::PerIteration { .. }))
        {
            return None;
        }
        let leading: Vec<Option<usize>> = (0..depth)
            .map(Some)
            .chain(std::iter::repeat_n(None, target_rank - depth))
            .collect();
        let layouts: Vec<&Vec<Option<usize>>> = leaves
            .iter()
            .filter_map(|leaf| match leaf {
                Leaf::Element { layout, .. } => Some(layout),
                _ => None,
            })
            .collect();
        if layouts.is_empty() || layouts.iter().any(|layout| **layout != leading) {
            return None;
        }
        let before = self.reads.len();
        let mut replacements = Vec::new();
        for leaf in &leaves {
            replacements.push(self.leaf_in_stack(leaf, &leading)?);
        }
        let stack = util::rewritten_expr(self.cx, value, &replacements);
        self.element_reads.extend(before..self.reads.len());
        self.element_writes.push(self.writes.len());
        let stored = self.target(target)?;
        self.element_statements.push(stmt.range());
        Some(format!("{stored} = {stack}"))
    }

    /// `stmt` is a statement of the innermost loop's body itself (not under an `if`).
    fn directly_in_nest(&self, stmt: &Stmt) -> bool {
        let Some((loop_stmt, _)) = self.outer_loop(self.path) else {
            return false;
        };
        let mut body = util::loop_body(loop_stmt);
        for axis in &self.axes[1..] {
            let inner = body.iter().find_map(|s| match s {
                Stmt::For(f) if matches!(f.target.as_ref(), Expr::Name(n) if n.id == axis.var) => {
                    Some(&f.body)
                }
                _ => None,
            });
            let Some(inner) = inner else { return false };
            body = inner;
        }
        body.iter().any(|s| s.range() == stmt.range())
    }

    /// The leaves of elementwise arithmetic, comparisons and ufunc calls (see
    /// `reduced_element_expression`); false at anything else.
    fn element_leaves(
        &self,
        e: &Expr,
        scope: crate::model::ScopeId,
        leaves: &mut Vec<Leaf>,
    ) -> bool {
        match e {
            Expr::NumberLiteral(_) => true,
            Expr::BinOp(b) => {
                b.op != ast::Operator::MatMult
                    && self.element_leaves(&b.left, scope, leaves)
                    && self.element_leaves(&b.right, scope, leaves)
            }
            Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => {
                self.element_leaves(&u.operand, scope, leaves)
            }
            Expr::Compare(c) if c.ops.len() == 1 => {
                self.element_leaves(&c.left, scope, leaves)
                    && self.element_leaves(&c.comparators[0], scope, leaves)
            }
            Expr::Call(call) if call.arguments.keywords.is_empty() => {
                util::numpy_member(self.cx, call).is_some_and(crate::model::api::is_ufunc)
                    && call
                        .arguments
                        .args
                        .iter()
                        .all(|a| self.element_leaves(a, scope, leaves))
            }
            // `col = peaks[:, h]` earlier in the loop: the temporary holds the stack of elements.
            Expr::Name(n) if self.temps.contains(&n.id) => {
                let stacked = self
                    .element_temps
                    .iter()
                    .find(|(t, _)| *t == n.id)
                    .map(|(_, layout)| layout.clone());
                let element = match stacked {
                    Some(layout) => Some(Leaf::Element {
                        range: e.range(),
                        base: n.id.clone(),
                        layout,
                        slices: None,
                    }),
                    None => self.temp_value(&n.id).and_then(|v| match v {
                        Expr::Subscript(sub) => self.indexed_leaf(sub, scope),
                        _ => None,
                    }),
                };
                match element {
                    Some(Leaf::Element { layout, .. }) => {
                        leaves.push(Leaf::Element {
                            range: e.range(),
                            base: n.id.clone(),
                            layout,
                            slices: None,
                        });
                        true
                    }
                    _ => false,
                }
            }
            Expr::Name(n) => {
                if self.varying().contains(&n.id) {
                    return false;
                }
                if super::batch_reduce::is_scalar(self.cx, e) {
                    return true;
                }
                match super::rank::array_rank(self.cx, scope, n.id.as_str(), 0) {
                    Some(rank) => {
                        leaves.push(Leaf::Invariant {
                            range: e.range(),
                            rank,
                        });
                        true
                    }
                    None => false,
                }
            }
            Expr::Subscript(sub) => match self.indexed_leaf(sub, scope) {
                Some(leaf) => {
                    leaves.push(leaf);
                    true
                }
                None => false,
            },
            _ => false,
        }
    }

    /// `x[v1, :, v2]` of proven rank with the nest's variables in order (an element), or
    /// `y[v1]` with one index per axis, each a loop variable in order (a number per iteration).
    fn indexed_leaf(&self, sub: &ast::ExprSubscript, scope: crate::model::ScopeId) -> Option<Leaf> {
        let Expr::Name(base) = sub.value.as_ref() else {
            return None;
        };
        if self.temps.contains(&base.id) || self.not_an_array(&sub.value) {
            return None;
        }
        let rank = super::rank::array_rank(self.cx, scope, base.id.as_str(), 0)?;
        let parts: Vec<&Expr> = match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        if parts.len() > rank {
            return None;
        }
        let varying = self.varying();
        let mut layout = Vec::new();
        let mut texts = Vec::new();
        let mut index = Vec::new();
        // Where each loop variable's slice is in `texts` (fixed integers may sit between them).
        let mut var_positions = Vec::new();
        let mut next = 0;
        for part in &parts {
            match part {
                Expr::Name(n) if self.axes[next..].iter().any(|a| a.var == n.id) => {
                    let at = self.axes[next..].iter().position(|a| a.var == n.id)?;
                    next += at + 1;
                    layout.push(Some(next - 1));
                    var_positions.push(texts.len());
                    texts.push(self.axes[next - 1].slice());
                    index.push(IndexPart::Var(next - 1));
                }
                Expr::Slice(_) if !mentions_any(part, &varying) => {
                    layout.push(None);
                    texts.push(self.cx.text(part.range()).to_string());
                }
                // `det[s, :, k]` in a loop over `s` inside one over `k`: the axis is dropped.
                _ if self.fixed_integer(part) => {
                    texts.push(self.cx.text(part.range()).to_string());
                    index.push(IndexPart::Fixed(self.cx.text(part.range()).to_string()));
                }
                _ => return None,
            }
        }
        layout.extend(std::iter::repeat_n(None, rank - parts.len()));
        let vars: Vec<usize> = layout.iter().flatten().copied().collect();
        if !vars.is_empty() && vars.len() < self.axes.len() && vars.len() < layout.len() {
            return self.broadcast_element(sub, &layout, texts, var_positions);
        }
        if vars.len() == self.axes.len() && vars.len() < layout.len() {
            return Some(Leaf::Element {
                range: sub.range(),
                base: base.id.clone(),
                layout,
                slices: Some(texts.join(", ")),
            });
        }
        (!vars.is_empty() && vars.len() == layout.len()).then(|| Leaf::PerIteration {
            range: sub.range(),
            base: base.id.clone(),
            index,
        })
    }

    /// `lat[s]` (a row) in an `s`, `c` nest: an element that stays the same along the nest's
    /// other axis gets `None` there (`lat[:n, None]`), laid out like the elements indexed by
    /// both (`dist[s, c]`): the nest's axes first, then the element's.
    fn broadcast_element(
        &self,
        sub: &ast::ExprSubscript,
        layout: &[Option<usize>],
        mut texts: Vec<String>,
        mut positions: Vec<usize>,
    ) -> Option<Leaf> {
        let Expr::Name(base) = sub.value.as_ref() else {
            return None;
        };
        let depth = self.axes.len();
        let vars: Vec<usize> = layout.iter().flatten().copied().collect();
        let leading = layout.iter().take(vars.len()).all(Option::is_some);
        if !leading {
            return None;
        }
        for missing in (0..depth).filter(|k| !vars.contains(k)) {
            let before = vars.iter().rposition(|k| *k < missing);
            let at = before.map_or(0, |b| positions[b] + 1);
            texts.insert(at, "None".to_string());
            positions
                .iter_mut()
                .filter(|p| **p >= at)
                .for_each(|p| *p += 1);
        }
        let element_rank = layout.len() - vars.len();
        let canonical: Vec<Option<usize>> = (0..depth)
            .map(Some)
            .chain(std::iter::repeat_n(None, element_rank))
            .collect();
        Some(Leaf::Element {
            range: sub.range(),
            base: base.id.clone(),
            layout: canonical,
            slices: Some(texts.join(", ")),
        })
    }

    /// An integer literal, or the variable of an enclosing `range` loop outside the nest.
    fn fixed_integer(&self, e: &Expr) -> bool {
        if int_literal(e).is_some() {
            return true;
        }
        let Expr::Name(n) = e else { return false };
        if self.varying().contains(&n.id) {
            return false;
        }
        self.path.iter().any(|stmt| {
            matches!(stmt, Stmt::For(f)
                if matches!(f.target.as_ref(), Expr::Name(t) if t.id == n.id)
                    && matches!(f.iter.as_ref(), Expr::Call(c) if builtin_name(&c.func) == Some("range")))
        })
    }

    /// A leaf's text over the stack of `layout` (`Some(k)`: the nest's axis `k`; `None`: an axis
    /// of the element), its read recorded.
    fn leaf_in_stack(
        &mut self,
        leaf: &Leaf,
        layout: &[Option<usize>],
    ) -> Option<(TextRange, String)> {
        match leaf {
            Leaf::Element {
                range,
                base,
                slices: Some(slices),
                ..
            } => {
                self.reads.push((base.clone(), slices.clone()));
                Some((*range, format!("{base}[{slices}]")))
            }
            Leaf::Element { range, base, .. } => Some((*range, base.to_string())),
            Leaf::PerIteration { range, base, index } => {
                // The base's indices stay in order (a fixed one, `table[s, 0]`, adds no axis);
                // `None` fills the stack's other axes.
                let mut parts = index.iter().peekable();
                let mut stacked: Vec<String> = Vec::new();
                for axis in layout {
                    let own = matches!(axis, Some(k) if index.contains(&IndexPart::Var(*k)));
                    if !own {
                        stacked.push("None".to_string());
                        continue;
                    }
                    while let Some(IndexPart::Fixed(text)) = parts.peek() {
                        stacked.push(text.clone());
                        parts.next();
                    }
                    parts.next();
                    stacked.push(self.axes[axis.unwrap_or_default()].slice());
                }
                stacked.extend(parts.filter_map(|p| match p {
                    IndexPart::Fixed(text) => Some(text.clone()),
                    IndexPart::Var(_) => None,
                }));
                let key: Vec<String> = index
                    .iter()
                    .map(|p| match p {
                        IndexPart::Var(k) => self.axes[*k].slice(),
                        IndexPart::Fixed(text) => text.clone(),
                    })
                    .collect();
                self.reads.push((base.clone(), key.join(", ")));
                Some((*range, format!("{base}[{}]", stacked.join(", "))))
            }
            Leaf::Invariant { range, rank } => {
                // Its axes line up with the element's last ones; loop axes after them need `None`.
                let element_axes = element_axes(layout);
                if *rank > element_axes.len() {
                    return None;
                }
                let text = self.cx.text(*range).to_string();
                if *rank == 0 {
                    return Some((*range, text));
                }
                let first = element_axes[element_axes.len() - rank];
                let index: Vec<&str> = layout[first..]
                    .iter()
                    .map(|axis| if axis.is_some() { "None" } else { ":" })
                    .collect();
                if index.iter().all(|i| *i == ":") {
                    return Some((*range, text));
                }
                Some((*range, format!("{text}[{}]", index.join(", "))))
            }
        }
    }

    /// `e` is elementwise arithmetic, comparisons and ufuncs of number literals, names of numbers
    /// that do not change in the loop, and rows `x[v]` / `x[v, a:b]` of proven 2-D arrays; each
    /// row is collected with its block (`x[:n]`, `x[:n, a:b]`).
    fn row_leaves(
        &self,
        e: &Expr,
        var: &Name,
        scope: crate::model::ScopeId,
        rows: &mut Vec<(TextRange, String, Option<Name>)>,
    ) -> bool {
        match e {
            Expr::NumberLiteral(_) => true,
            // `start = sbp[s, 0]` earlier in the loop: one number per row, a column beside rows.
            Expr::Name(n) if self.temps.contains(&n.id) => {
                let number_per_row = self
                    .temp_value(&n.id)
                    .is_some_and(|v| self.number_per_iteration(v, var, scope));
                if number_per_row {
                    rows.push((e.range(), format!("{}[:, None]", n.id), None));
                }
                number_per_row
            }
            Expr::Name(n) => {
                &n.id != var
                    && !self.temps.contains(&n.id)
                    && super::batch_reduce::is_scalar(self.cx, e)
            }
            Expr::BinOp(b) => {
                b.op != ast::Operator::MatMult
                    && self.row_leaves(&b.left, var, scope, rows)
                    && self.row_leaves(&b.right, var, scope, rows)
            }
            Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => {
                self.row_leaves(&u.operand, var, scope, rows)
            }
            Expr::Compare(c) if c.ops.len() == 1 => {
                self.row_leaves(&c.left, var, scope, rows)
                    && self.row_leaves(&c.comparators[0], var, scope, rows)
            }
            Expr::Call(call) if call.arguments.keywords.is_empty() => {
                let ufunc =
                    util::numpy_member(self.cx, call).is_some_and(crate::model::api::is_ufunc);
                ufunc
                    && call
                        .arguments
                        .args
                        .iter()
                        .all(|a| self.row_leaves(a, var, scope, rows))
            }
            Expr::Subscript(sub) => {
                let Expr::Name(base) = sub.value.as_ref() else {
                    return false;
                };
                let parts: Vec<&Expr> = match sub.slice.as_ref() {
                    Expr::Tuple(t) => t.elts.iter().collect(),
                    one => vec![one],
                };
                let at_var = matches!(parts.first(), Some(Expr::Name(n)) if &n.id == var);
                let rest_fixed = parts[1..]
                    .iter()
                    .all(|p| matches!(p, Expr::Slice(_)) && !mentions_any(p, &self.varying()));
                let rank = super::rank::array_rank(self.cx, scope, base.id.as_str(), 0);
                if !at_var || !rest_fixed || parts.len() > 2 || self.temps.contains(&base.id) {
                    return false;
                }
                // `thresholds[g]` of a 1-D array: one number per row, a column beside the rows.
                if parts.len() == 1 && rank == Some(1) {
                    let column = format!("{}[{}, None]", base.id, self.axes[0].slice());
                    rows.push((e.range(), column, Some(base.id.clone())));
                    return true;
                }
                if rank != Some(2) {
                    return false;
                }
                let column = match parts.get(1) {
                    Some(p) => self.cx.text(p.range()).to_string(),
                    None => ":".to_string(),
                };
                let block = format!("{}[{}, {column}]", base.id, self.axes[0].slice());
                rows.push((e.range(), block, Some(base.id.clone())));
                true
            }
            _ => false,
        }
    }

    /// Arithmetic of numbers and elements `x[v, 0]` of proven arrays at the loop variable and
    /// integer literals (one index per axis): one number per iteration.
    fn number_per_iteration(&self, e: &Expr, var: &Name, scope: crate::model::ScopeId) -> bool {
        match e {
            Expr::NumberLiteral(_) => true,
            Expr::BinOp(b) => {
                b.op != ast::Operator::MatMult
                    && self.number_per_iteration(&b.left, var, scope)
                    && self.number_per_iteration(&b.right, var, scope)
            }
            Expr::UnaryOp(u) => self.number_per_iteration(&u.operand, var, scope),
            Expr::Subscript(sub) => {
                let Expr::Name(base) = sub.value.as_ref() else {
                    return false;
                };
                let parts: Vec<&Expr> = match sub.slice.as_ref() {
                    Expr::Tuple(t) => t.elts.iter().collect(),
                    one => vec![one],
                };
                matches!(parts.first(), Some(Expr::Name(n)) if &n.id == var)
                    && parts[1..].iter().all(|p| int_literal(p).is_some())
                    && super::rank::array_rank(self.cx, scope, base.id.as_str(), 0)
                        == Some(parts.len())
            }
            _ => false,
        }
    }

    /// The one value a temporary of the loop is bound to (`start = sbp[s, 0]`).
    fn temp_value(&self, temp: &Name) -> Option<&Expr> {
        let (loop_stmt, _) = self.outer_loop(self.path)?;
        let mut values = Vec::new();
        for stmt in crate::model::tree::all_statements(util::loop_body(loop_stmt)) {
            match stmt {
                Stmt::Assign(a)
                    if a.targets
                        .iter()
                        .any(|t| mentions_any(t, std::slice::from_ref(temp))) =>
                {
                    match a.targets.as_slice() {
                        [Expr::Name(n)] if &n.id == temp => values.push(a.value.as_ref()),
                        _ => return None,
                    }
                }
                Stmt::AugAssign(a) if mentions_any(&a.target, std::slice::from_ref(temp)) => {
                    return None
                }
                _ => {}
            }
        }
        match values.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Every read at the loop variable outside whole reductions is one number per iteration (an
    /// index for each proven axis), so a reduced row's value lines up with it once vectorized.
    fn only_numbers_beside_reductions(&self) -> bool {
        let Some((loop_stmt, scope)) = self.outer_loop(self.path) else {
            return false;
        };
        let body = util::loop_body(loop_stmt);
        let vars = self.vars();
        let mut reduced = reduced_operands(self.cx, body);
        reduced.extend(reduced_temporaries(body, &reduced));
        !any_expr_in_body(body, |e| {
            let Expr::Subscript(sub) = e else {
                return false;
            };
            if !mentions_any(&sub.slice, &vars)
                || reduced.iter().any(|r| r.contains_range(e.range()))
            {
                return false;
            }
            let Expr::Name(base) = sub.value.as_ref() else {
                return true;
            };
            let indices = match sub.slice.as_ref() {
                Expr::Tuple(t) => t.elts.len(),
                _ => 1,
            };
            let all_numbers = match sub.slice.as_ref() {
                Expr::Tuple(t) => !t.elts.iter().any(|p| p.is_slice_expr()),
                p => !p.is_slice_expr(),
            };
            !(all_numbers
                && super::rank::array_rank(self.cx, scope, base.id.as_str(), 0) == Some(indices))
        })
    }

    /// `x[k * K:(k + 1) * K].max()` in a loop over frames from 0 (or a reduction of a temporary
    /// bound to such a frame): the reduction, the framed array and the frame's shape.
    fn frame_reduction(&self, expr: &Expr) -> Option<FrameReduction> {
        let (name, operand, along_first) = framed_reduction(self.cx, expr)?;
        let (base, shape) = match operand {
            Expr::Name(temp) => {
                let (_, base, shape) = self.frame_temps.iter().find(|(t, _, _)| *t == temp.id)?;
                (base.clone(), shape.clone())
            }
            _ => self.frame_of(operand)?,
        };
        Some(FrameReduction {
            name,
            base,
            shape,
            along_first,
        })
    }

    /// `x[k * K:(k + 1) * K]` in a loop over frames from 0: the array and the frame's shape.
    fn frame_of(&self, e: &Expr) -> Option<(Name, FrameShape)> {
        let Expr::Subscript(sub) = e else { return None };
        let Expr::Name(base) = sub.value.as_ref() else {
            return None;
        };
        let [axis] = self.axes else { return None };
        if axis.lo.is_some() {
            return None;
        }
        let shape = super::batch_reduce::frame_size(&sub.slice, &axis.var)?;
        (shape.consecutive() && !self.not_an_array(&sub.value)).then(|| (base.id.clone(), shape))
    }

    /// `seg = x[k * K:(k + 1) * K]` whose every read in the loop is reduced whole
    /// (`seg.max()`, `np.mean(seg)`): the reductions read the frame itself.
    fn frame_temp(&self, temp: &ast::ExprName, value: &Expr) -> Option<(Name, Name, FrameShape)> {
        let (base, shape) = self.frame_of(value)?;
        let (loop_stmt, _) = self.outer_loop(self.path)?;
        let body = util::loop_body(loop_stmt);
        let mut reads = 0;
        let mut reduced = 0;
        let mut bindings = 0;
        crate::model::tree::all_statements(body)
            .into_iter()
            .for_each(|stmt| {
                let binds = match stmt {
                    Stmt::Assign(a) => a
                        .targets
                        .iter()
                        .any(|t| mentions_any(t, std::slice::from_ref(&temp.id))),
                    Stmt::AugAssign(a) => mentions_any(&a.target, std::slice::from_ref(&temp.id)),
                    Stmt::For(f) => mentions_any(&f.target, std::slice::from_ref(&temp.id)),
                    _ => false,
                };
                bindings += usize::from(binds);
            });
        any_expr_in_body(body, |e| {
            match e {
                Expr::Name(n) if n.id == temp.id && n.ctx == ast::ExprContext::Load => reads += 1,
                Expr::Call(_) => {
                    if matches!(framed_reduction(self.cx, e), Some((_, Expr::Name(n), _)) if n.id == temp.id)
                    {
                        reduced += 1;
                    }
                }
                _ => {}
            }
            false
        });
        (bindings == 1 && reads > 0 && reads == reduced).then(|| (temp.id.clone(), base, shape))
    }

    /// A whole reduction of one frame per iteration (`gust[h * 6:(h + 1) * 6].max()`) reduces
    /// the frames as rows of one reshape: `gust[:n * 6].reshape(n, 6).max(axis=1)`.
    fn reduce_frames(
        &mut self,
        expr: &Expr,
        call: &ast::ExprCall,
        out: &mut Vec<(TextRange, String)>,
    ) -> Option<()> {
        let FrameReduction {
            name,
            base,
            shape,
            along_first,
        } = self.frame_reduction(expr)?;
        let (loop_stmt, scope) = self.outer_loop(self.path)?;
        let Stmt::For(f) = loop_stmt else { return None };
        let (_, stop) = super::window_sum::range_bounds(&f.iter)?;
        if !super::batch_reduce::whole_frames(self.cx, expr, stop, &base, &shape) {
            // Whole frames of one array may carry others of the same shape (`speed` counted,
            // `gust` framed alike), assumed as long; with none proven, a partial last frame
            // would not reshape.
            let body = util::loop_body(loop_stmt);
            let carried = any_expr_in_body(body, |e| {
                self.frame_of(e).is_some_and(|(other, other_shape)| {
                    other_shape == shape
                        && super::batch_reduce::whole_frames(self.cx, e, stop, &other, &shape)
                })
            });
            if carried {
                self.mark_unsafe("an array framed beside the counted one is assumed as long (a shorter one, whose last frames the loop reduced in part, does not reshape)");
            } else if util::given_count(self.cx, scope, stop, Some(&shape.hop)) {
                self.mark_unsafe("the framed array is assumed to hold every frame the loop reads (a shorter one, whose last frames the loop reduced in part or empty, raises in the reshape)");
            } else {
                // A count computed otherwise (`len(x) // 8 + 1`) may provably reach past the end.
                return self.no("the frame count is not `len(x) // K` for a framed array (a partial last frame would not reshape)");
            }
        }
        let hop = &shape.hop;
        if !hop.parse::<i64>().is_ok_and(|k| k > 0) {
            self.mark_unsafe("the frame size is not proven positive");
        }
        let count = &self.axes[0].hi;
        let rank = super::rank::array_rank(self.cx, scope, base.as_str(), 0);
        if along_first && rank != Some(1) && !self.only_frame_varies(expr) {
            return self.no("a frame reduced along its first axis is a row per iteration, beside other values of the iteration (they would not line up once vectorized)");
        }
        let (stack, axis) = match rank {
            _ if along_first => (
                format!("{base}[:{count} * {hop}].reshape(({count}, {hop}) + {base}.shape[1:])"),
                "1".to_string(),
            ),
            Some(1) => (
                format!("{base}[:{count} * {hop}].reshape({count}, {hop})"),
                "1".to_string(),
            ),
            _ => {
                self.mark_unsafe("the framed array's rank is not proven (each frame of an n-D array reduces its rows whole)");
                (
                    format!(
                        "{base}[:{count} * {hop}].reshape(({count}, {hop}) + {base}.shape[1:])"
                    ),
                    format!("tuple(range(1, {base}.ndim + 1))"),
                )
            }
        };
        if !super::batch_reduce::EXACT.contains(&name) {
            self.mark_unsafe("each frame's sum, mean or variance is computed along an axis of the stack (the last bits may differ)");
        }
        if along_first {
            // Its rows line up with the target's: nothing else of the iteration is beside it.
            self.element_reads.push(self.reads.len());
        }
        self.reads.push((base.clone(), format!(":{count} * {hop}")));
        out.push((
            call.range(),
            reduced_along(self.cx, expr, name, &stack, &axis),
        ));
        Some(())
    }

    /// The element assignment being translated stores `expr` with nothing else of the iteration
    /// beside it but numbers that do not change (`corr[k] = -gain * x[k * e:(k + 1) * e].mean(axis=0)`).
    fn only_frame_varies(&self, expr: &Expr) -> bool {
        let Some(stored) = self.stored_value else {
            return false;
        };
        let Some((loop_stmt, _)) = self.outer_loop(self.path) else {
            return false;
        };
        let statements = crate::model::tree::all_statements(util::loop_body(loop_stmt));
        let value = statements.into_iter().find_map(|stmt| match stmt {
            Stmt::Assign(a) if a.value.range() == stored => Some(a.value.as_ref()),
            _ => None,
        });
        let Some(value) = value else { return false };
        let varying = self.varying();
        let frames: Vec<TextRange> = {
            let mut found = Vec::new();
            any_expr(value, |e| {
                if self.frame_reduction(e).is_some() {
                    found.push(e.range());
                }
                false
            });
            found
        };
        frames.iter().any(|r| r.contains_range(expr.range()))
            && !any_expr(value, |e| {
                matches!(e, Expr::Name(n) if varying.contains(&n.id))
                    && !frames.iter().any(|r| r.contains_range(e.range()))
            })
    }

    /// Allowed callees: NumPy ufuncs (kept), `math.f` (→ `np.f`), `abs`; `min`/`max` above.
    fn call_func(
        &mut self,
        call: &ast::ExprCall,
        out: &mut Vec<(TextRange, String)>,
    ) -> Option<()> {
        if let Some(name) = self.cx.model.numpy_call_name(&call.func) {
            let member = name.strip_prefix("numpy.")?;
            if crate::model::api::is_ufunc(member) || matches!(member, "where") {
                return Some(());
            }
            if self.elementwise_in_varying_arguments(call, member) {
                return Some(());
            }
            return self.no("a NumPy call that is not elementwise");
        }
        if let Expr::Attribute(a) = call.func.as_ref() {
            if matches!(a.value.as_ref(), Expr::Name(m) if m.id.as_str() == "math") {
                let np_name = util::math_to_numpy(a.attr.id.as_str(), call.arguments.args.len())?;
                out.push((call.func.range(), format!("{}.{np_name}", self.np)));
                return Some(());
            }
            return self.no("a method call on an element or a call of a non-NumPy function");
        }
        // `ocv(soc[k] + offsets[c])` with `def ocv(soc): return 3.0 + 1.2 * soc - 0.3 * soc ** 2`.
        if super::pure::elementwise_function(self.cx, call) {
            return Some(());
        }
        let Some(builtin) = builtin_name(&call.func) else {
            return self.no("a call of a function that is not known to be elementwise");
        };
        match builtin {
            "abs" if call.arguments.args.len() == 1 => Some(()),
            "int" | "round" => self.stored_rounding(call, builtin, out),
            "float" | "len" | "sum" | "pow" | "divmod" | "bool" | "complex" | "str" | "list"
            | "tuple" | "sorted" | "any" | "all" | "range" | "abs" | "hash" | "id" | "ord"
            | "chr" => self.no("a builtin call that is not elementwise (`int`, `len`, `round`...)"),
            _ => self.no(
                "a call of a function of the codebase or an import: its body is not vectorized",
            ),
        }
    }

    fn condition_or_ternary(&mut self, expr: &Expr) -> Option<String> {
        match expr {
            Expr::If(t) => {
                let cond = util::condition(self, &t.test)?;
                self.note_guarded(&[&t.body, &t.orelse]);
                let a = self.value(&t.body)?;
                let b = self.value(&t.orelse)?;
                Some(format!("{}.where({cond}, {a}, {b})", self.np))
            }
            e => util::condition(self, e),
        }
    }

    /// Every array written is read only at the same index, and never read whole in the loop.
    fn check_consistency(&mut self, body: &[Stmt]) -> Option<()> {
        for (written, index) in &self.writes.clone() {
            let shifted = self.shifted_writes.contains(written);
            if shifted && self.writes.iter().any(|(w, i)| w == written && i != index) {
                return self.no("an array written at two different indices (one iteration overwrites another's element)");
            }
            let mut apart = Vec::new();
            for (r, i) in &self.reads {
                if r != written || i == index {
                    continue;
                }
                match rows_apart(i, index) {
                    Some(position) => apart.push(position),
                    None => {
                        return self
                            .no("an array written at one index and read at another (a recurrence)")
                    }
                }
            }
            if !apart.iter().all(|p| self.never_wraps(p)) {
                self.mark_unsafe(
                    "rows a number apart are told apart unless an index is negative (`n[y - 1]` at `y = 0` wraps to the last row)",
                );
            }
            // A scatter target is indexed by an index computed in the body (`sums[b]`).
            let element_indices = if index == "scatter" {
                self.varying()
            } else {
                self.vars()
            };
            if whole_reads(body, written, &element_indices) {
                return self.no("an array written per element and read whole in the loop");
            }
        }
        Some(())
    }

    /// `out[i] = x[i] * w`: an array the loop does not index broadcasts against each item's
    /// trailing axes, and once vectorized against the stack's — the same axes only when it has no
    /// more axes than the items (a 1-D `w` beside the numbers `x[i]` would meet the loop's axis).
    fn check_whole_reads(&mut self, path: &[&Stmt]) -> Option<()> {
        if self.whole_reads.is_empty() {
            return Some(());
        }
        let Some(function) = crate::fix::locate::enclosing_function(path) else {
            self.mark_unsafe(WHOLE_READ_RANK);
            return Some(());
        };
        let scope = self.cx.model.scope_at(function.range.start()).unwrap_or(0);
        let rank = |name: &Name| super::rank::array_rank(self.cx, scope, name.as_str(), 0);
        let items: Vec<Option<usize>> = self
            .writes
            .iter()
            .chain(&self.reads)
            .map(|(name, key)| rank(name)?.checked_sub(indexed_axes(key)?))
            .collect();
        let smallest_item = items.iter().flatten().min().copied();
        let mut unproven = items.iter().any(Option::is_none) || items.is_empty();
        for whole in &self.whole_reads {
            match (rank(whole), smallest_item) {
                (Some(0), _) => {}
                (Some(r), Some(item)) if r > item => {
                    return self.no(
                        "an array the loop does not index has more axes than the items it meets (it would broadcast against the loop's axis once vectorized)",
                    );
                }
                (Some(_), Some(_)) => {}
                _ => unproven = true,
            }
        }
        if unproven {
            self.mark_unsafe(WHOLE_READ_RANK);
        }
        Some(())
    }

    /// Writing a parameter while reading another parameter array may alias; ranks must be known
    /// when 1-D and n-D operands could mix.
    fn check_aliasing(&mut self, path: &[&Stmt]) -> Option<()> {
        let function = crate::fix::locate::enclosing_function(path);
        let is_param = |n: &Name| function.is_some_and(|f| f.parameters.includes(n.as_str()));
        let written_params: Vec<&Name> = self
            .writes
            .iter()
            .map(|(n, _)| n)
            .filter(|n| is_param(n))
            .collect();
        let other_param_read = self
            .reads
            .iter()
            .any(|(r, _)| is_param(r) && !written_params.contains(&r));
        if !written_params.is_empty() && other_param_read {
            self.mark_unsafe("a written parameter may alias another parameter array");
        }
        if self.element_ranks_differ(path) {
            return self.no(
                "operands indexed by the loop variable differ in rank (a row and a per-row value would not line up once vectorized)",
            );
        }
        // A plain element assignment into a 1-D target forces every element read to be a scalar
        // (the original raises otherwise); accumulations and other targets need proven ranks.
        // A scatter's target is written at computed bins, not at the loop's positions.
        let writes = self
            .writes
            .iter()
            .enumerate()
            .filter(|(k, _)| !self.element_writes.contains(k));
        let reads = self
            .reads
            .iter()
            .enumerate()
            .filter(|(k, _)| !self.element_reads.contains(k));
        let mut arrays: Vec<&Name> = writes
            .map(|(_, w)| w)
            .filter(|(_, key)| key.as_str() != "scatter")
            .chain(reads.map(|(_, r)| r))
            .map(|(n, _)| n)
            .collect();
        arrays.sort();
        arrays.dedup();
        if self.axes.len() == 1 && !self.rows && arrays.len() > 1 {
            let scalar_slots = !self.writes.is_empty()
                && self.writes.iter().all(|(w, _)| self.known_rank(w, path));
            let keys: Vec<RankKey> = arrays
                .iter()
                .map(|n| self.rank_key(n, path))
                .filter(|k| k != &RankKey::One)
                .collect();
            let same_rank = keys.windows(2).all(|w| w[0] == w[1]);
            // A loop that only accumulates (`total += x[i] * w[i]`) is marked unsafe below.
            if !self.writes.is_empty() && !scalar_slots && !same_rank {
                // `out[c] = (raw[c] - offsets[c]) * gains[c]` with `raw.shape[1]` in sight: a
                // row and one value per row line up in the loop, not once vectorized (the 1-D
                // slice would run along the row).
                let multi: Vec<bool> = arrays
                    .iter()
                    .filter(|n| !self.proven_row_arrays.contains(n))
                    .map(|n| (self.rank_key(n, path), n))
                    .filter(|(k, _)| k != &RankKey::One)
                    .map(|(k, n)| self.row_of_nd(n, &k))
                    .collect();
                if multi.iter().any(|m| *m) && !multi.iter().all(|m| *m) {
                    return self.no(
                        "operands indexed by the loop variable differ in rank (a row and a per-row value would not line up once vectorized)",
                    );
                }
                self.mark_unsafe("array ranks are not proven equal");
            }
        }
        if !self
            .accumulated
            .iter()
            .all(|a| self.rank_key(a, path) == RankKey::One)
        {
            self.mark_unsafe("an accumulated operand may be n-D");
        }
        // `c[:, s] / w[s]` lines up with the last axis when `w` is 1-D; `c[:, s] * 2` has no
        // such operand.
        let plain_unproven = self
            .plain_elements
            .iter()
            .any(|n| !self.known_rank(n, path));
        if self.rows && plain_unproven {
            self.mark_unsafe("row broadcasting assumes the row-indexed 1-D operands are 1-D");
        }
        Some(())
    }

    /// `line` under `if hi > lo:` when `guard` and the range may be empty: a sum over no rows
    /// with `axis=0` is a row of zeros, where the loop left the total a number.
    fn unless_empty(&self, line: String, guard: bool) -> Vec<String> {
        if !guard {
            return vec![line];
        }
        // One test per loop that may run no iteration (`n > 0`, `m > 1`).
        let tests: Vec<String> = self
            .axes
            .iter()
            .filter_map(|axis| {
                let lo = axis.lo.as_deref().unwrap_or("0");
                let literal = lo.parse::<i64>().ok().zip(self.constant_value(&axis.hi));
                literal
                    .is_none_or(|(l, h)| h <= l)
                    .then(|| format!("{} > {lo}", axis.hi))
            })
            .collect();
        if tests.is_empty() {
            return vec![line];
        }
        let unit = self.cx.indent_unit();
        vec![
            format!("if {}:", tests.join(" and ")),
            format!("{unit}{line}"),
        ]
    }

    /// An integer literal, or a module constant bound once to one (`N_RANGE = 120`).
    fn constant_value(&self, text: &str) -> Option<i64> {
        if let Ok(k) = text.parse::<i64>() {
            return Some(k);
        }
        let scope = self
            .path
            .last()
            .map_or(0, |s| self.cx.model.scope_containing(s.range()));
        match self.cx.model.bindings_of(scope, text).as_slice() {
            [crate::model::Bound::Value(v)] => int_literal(v),
            _ => None,
        }
    }

    /// How to reduce the operands read since `reads[before]` over the loop: `""` when they are
    /// one value per element, `", axis=0"` when they all have the rank of one array (the loop adds
    /// whole rows of an n-D one, and `axis=0` adds the same rows of a 1-D one). Operands of
    /// different ranks are unsafe (recorded in `accumulated`), or declined when one is used as n-D.
    fn reduction_axis(&mut self, value: &Expr, before: usize) -> Option<&'static str> {
        // A temporary computed in the loop carries the operands read before this statement, and
        // its rank is not followed.
        let through_temporary = mentions_any(value, &self.varying_temps);
        let from = if through_temporary { 0 } else { before };
        let operands: Vec<Name> = self.reads[from..].iter().map(|(n, _)| n.clone()).collect();
        let keys: Vec<RankKey> = operands
            .iter()
            .map(|n| self.rank_key(n, self.path))
            .filter(|k| k != &RankKey::One)
            .collect();
        if keys.is_empty() {
            return Some("");
        }
        // `np.arange(n)` for the loop variable is 1-D beside them.
        let mixed =
            through_temporary || keys.len() < operands.len() || uses_as_value(value, &self.vars());
        let one_rank = !mixed && keys.windows(2).all(|w| w[0] == w[1]);
        if one_rank && self.axes.len() == 1 && !self.column_statement {
            return Some(", axis=0");
        }
        if operands.iter().any(|n| {
            let key = self.rank_key(n, self.path);
            self.row_of_nd(n, &key)
        }) {
            return self.no("accumulated operands differ in rank (a row and a per-row value would not line up once vectorized)");
        }
        self.accumulated.extend(operands);
        Some("")
    }

    /// `sp[i] += a[i, 0]` with `sp` and `a` both made 2-D: what one iteration writes (a row) and
    /// what it reads (a number) have different ranks, so the vectorized slices would line up
    /// the loop axis of one with a row axis of the other. Only arrays whose rank the function
    /// proves count, subscripted by a loop variable as the target of an assignment or an operand
    /// of its arithmetic (not an argument of a call, which may reduce).
    fn element_ranks_differ(&self, path: &[&Stmt]) -> bool {
        let Some((loop_stmt, scope)) = self.outer_loop(path) else {
            return false;
        };
        let body = util::loop_body(loop_stmt);
        crate::model::tree::all_statements(body)
            .into_iter()
            .any(|stmt| {
                // A stack of elements lines its operands up itself (`element_temp`).
                let stacked = matches!(stmt, Stmt::Assign(a) if matches!(a.targets.as_slice(),
                    [Expr::Name(n)] if self.element_temps.iter().any(|(t, _)| *t == n.id)));
                if stacked || self.element_statements.contains(&stmt.range()) {
                    return false;
                }
                let ranks = self.operand_ranks(stmt, scope);
                // One loop's rows take per-row values as columns (`w[:n, None]`, unsafe).
                let rows = self.axes.len() > 1 && ranks.iter().any(|(rank, _)| *rank > 0);
                // Only a statement of the loop body itself is translated as proven rows (not
                // one under an `if`, selected with `np.where` as written).
                let proven_rows =
                    self.directly_in_nest(stmt) && self.proven_rows(stmt, scope).is_some();
                (ranks.windows(2).any(|w| w[0].0 != w[1].0)
                    || (rows && self.unproven_operand(stmt, scope)))
                    && !proven_rows
            })
    }

    /// Both indices of `rows_apart` are never negative: numbers, or an enclosing loop's
    /// variable counting up from a literal start (`for y in range(1, n)` with `y - 1`).
    fn never_wraps(&self, (base, da, db): &(String, i64, i64)) -> bool {
        let lowest = *da.min(db);
        if base.is_empty() {
            return lowest >= 0;
        }
        let start = self.path.iter().find_map(|s| match s {
            Stmt::For(f) if matches!(f.target.as_ref(), Expr::Name(n) if n.id.as_str() == base) => {
                let Expr::Call(call) = f.iter.as_ref() else {
                    return Some(None);
                };
                let is_range =
                    matches!(call.func.as_ref(), Expr::Name(r) if r.id.as_str() == "range");
                Some(match &*call.arguments.args {
                    [_] if is_range => Some(0),
                    [first, _] | [first, _, _] if is_range => int_literal(first).filter(|_| {
                        call.arguments
                            .args
                            .get(2)
                            .is_none_or(|step| int_literal(step).is_some_and(|k| k > 0))
                    }),
                    _ => None,
                })
            }
            _ => None,
        });
        // The variable is not rebound in the loop: the translator declines that.
        start.flatten().is_some_and(|start| start + lowest >= 0)
    }

    /// The proven rank per iteration of a temporary's value (`row_rank`).
    fn proven_temp_rank(&self, value: &Expr) -> Option<usize> {
        let [axis] = self.axes else { return None };
        let (_, scope) = self.outer_loop(self.path)?;
        self.row_rank(value, scope, &axis.var, &mut Vec::new())
            .filter(|r| *r <= 1)
    }

    fn outer_loop<'p>(&self, path: &[&'p Stmt]) -> Option<(&'p Stmt, crate::model::ScopeId)> {
        let first = self.axes.first()?;
        let loop_stmt = path.iter().copied().find(|s| {
            matches!(s, Stmt::For(f) if matches!(f.target.as_ref(), Expr::Name(n) if n.id == first.var))
        })?;
        Some((loop_stmt, self.cx.model.scope_containing(loop_stmt.range())))
    }

    /// The proven ranks left after indexing, of an assignment's target and arithmetic operands
    /// that are subscripts at the loop variables (`scans[s]` of a 2-D array: 1).
    fn operand_ranks<'e>(
        &self,
        stmt: &'e Stmt,
        scope: crate::model::ScopeId,
    ) -> Vec<(usize, &'e Expr)> {
        let Some((target, value)) = stored_value(stmt) else {
            return Vec::new();
        };
        let mut ranks: Vec<(usize, &Expr)> = self
            .indexed_rank(target, scope)
            .map(|r| (r, target))
            .into_iter()
            .collect();
        arithmetic_operands(value, &mut |e| {
            ranks.extend(self.indexed_rank(e, scope).map(|r| (r, e)))
        });
        ranks
    }

    /// An operand indexed by the loop variables whose array's rank is not proven: beside rows, a
    /// number per iteration would line up with the row's axis once vectorized
    /// (`(v[p, d + 1] - v[p, d]) / (depths[d + 1] - depths[d])`).
    fn unproven_operand(&self, stmt: &Stmt, scope: crate::model::ScopeId) -> bool {
        let Some((target, value)) = stored_value(stmt) else {
            return false;
        };
        let mut unproven = self.indexed_of_unproven_rank(target, scope);
        arithmetic_operands(value, &mut |e| {
            unproven |= self.indexed_of_unproven_rank(e, scope);
        });
        unproven
    }

    fn indexed_of_unproven_rank(&self, e: &Expr, scope: crate::model::ScopeId) -> bool {
        let Expr::Subscript(sub) = e else {
            return false;
        };
        let Expr::Name(base) = sub.value.as_ref() else {
            return false;
        };
        // `weekly[:, w]` beside `change[:, w - 1]`: a column lines up with columns whatever else.
        let sliced = match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().any(Expr::is_slice_expr),
            one => one.is_slice_expr(),
        };
        mentions_any(&sub.slice, &self.vars())
            && !sliced
            && !self.temps.contains(&base.id)
            && super::rank::array_rank(self.cx, scope, base.id.as_str(), 0).is_none()
    }

    fn indexed_rank(&self, e: &Expr, scope: crate::model::ScopeId) -> Option<usize> {
        let Expr::Subscript(sub) = e else { return None };
        let Expr::Name(base) = sub.value.as_ref() else {
            return None;
        };
        if !mentions_any(&sub.slice, &self.vars()) {
            return None;
        }
        let parts: Vec<&Expr> = match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        let plain = parts.iter().all(|p| match p {
            Expr::Slice(_) | Expr::Name(_) | Expr::NumberLiteral(_) => true,
            Expr::BinOp(b) => !matches!(*b.left, Expr::Subscript(_)),
            _ => false,
        });
        if !plain {
            return None;
        }
        let rank = super::rank::array_rank(self.cx, scope, base.id.as_str(), 0)?;
        let indexed = parts
            .iter()
            .filter(|p| !matches!(p, Expr::Slice(_)))
            .count();
        rank.checked_sub(indexed)
    }

    /// `out[s] = scans[s] / tic[s]` in a one-variable loop, the ranks proven: a row of a 2-D
    /// array stored from rows, elements of 1-D arrays at the loop variable itself, temporaries
    /// of proven rank, numbers and whole arrays of at most one axis. Once vectorized, each
    /// element becomes a column (`tic[:, None]`) and lines up per row. The columns, or `None`.
    fn proven_rows(&self, stmt: &Stmt, scope: crate::model::ScopeId) -> Option<Vec<Name>> {
        let [axis] = self.axes else { return None };
        let (target, value) = stored_value(stmt)?;
        if self.indexed_rank(target, scope) != Some(1) {
            return None;
        }
        let mut columns = Vec::new();
        let rank = self.row_rank(value, scope, &axis.var, &mut columns)?;
        (rank <= 1).then_some(columns)
    }

    /// The rank of an elementwise value per iteration, from its leaves (see `proven_rows`);
    /// the arrays read one element per iteration are added to `columns`.
    fn row_rank(
        &self,
        e: &Expr,
        scope: crate::model::ScopeId,
        var: &Name,
        columns: &mut Vec<Name>,
    ) -> Option<usize> {
        let max = |parts: &[&Expr], columns: &mut Vec<Name>| {
            parts.iter().try_fold(0, |m, p| {
                Some(m.max(self.row_rank(p, scope, var, columns)?))
            })
        };
        match e {
            Expr::NumberLiteral(_) => Some(0),
            Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
                max(&[b.left.as_ref(), b.right.as_ref()], columns)
            }
            Expr::UnaryOp(u) => self.row_rank(&u.operand, scope, var, columns),
            Expr::Call(call)
                if call.arguments.keywords.is_empty()
                    && self
                        .cx
                        .model
                        .callee_name(&call.func)
                        .and_then(crate::model::api::numpy_member)
                        .is_some_and(|m| {
                            crate::model::api::is_ufunc(crate::model::api::leaf(m))
                        }) =>
            {
                let args: Vec<&Expr> = call.arguments.args.iter().collect();
                max(&args, columns)
            }
            Expr::Subscript(sub) => {
                let rank = self.indexed_rank(e, scope)?;
                if rank == 0 {
                    let (Expr::Name(base), Expr::Name(index)) =
                        (sub.value.as_ref(), sub.slice.as_ref())
                    else {
                        return None;
                    };
                    if index.id != *var {
                        return None;
                    }
                    columns.push(base.id.clone());
                }
                Some(rank)
            }
            Expr::Name(n) if self.varying_temps.contains(&n.id) => self
                .proven_temps
                .iter()
                .find(|(t, _)| *t == n.id)
                .map(|(_, r)| *r)
                .filter(|r| *r == 1 || self.per_row_temps.contains(&n.id)),
            Expr::Name(n) if !self.vars().contains(&n.id) => {
                super::rank::array_rank(self.cx, scope, n.id.as_str(), 0).filter(|r| *r <= 1)
            }
            _ => None,
        }
    }

    /// `name` (or the array its rank follows) is used as n-D in the function, and the loop takes
    /// it one row at a time (`raw[c]`, not `raw[c, 0]`).
    fn row_of_nd(&self, name: &Name, key: &RankKey) -> bool {
        let nd = match key {
            RankKey::One => false,
            RankKey::Of(source) => {
                self.multi_dimensional(source, self.path) || self.multi_dimensional(name, self.path)
            }
        };
        nd && self
            .writes
            .iter()
            .chain(&self.reads)
            .any(|(n, index)| n == name && !index.contains(','))
    }

    /// The function uses `name` as an array of two or more axes: `name[i, j]`, `name.shape[1]`,
    /// `name.T`.
    fn multi_dimensional(&self, name: &Name, path: &[&Stmt]) -> bool {
        let Some(function) = crate::fix::locate::enclosing_function(path) else {
            return false;
        };
        let is_name = |e: &Expr| matches!(e, Expr::Name(n) if &n.id == name);
        any_expr_in_body(&function.body, |e| match e {
            Expr::Subscript(s) if is_name(&s.value) => {
                matches!(s.slice.as_ref(), Expr::Tuple(t) if t.elts.len() >= 2)
            }
            // `x.shape[1]`, and `x.shape[1:]` (code written for the trailing axes of an n-D x).
            Expr::Subscript(s) => {
                let from_axis = match s.slice.as_ref() {
                    Expr::Slice(slice) => slice.lower.as_deref().and_then(int_literal),
                    index => int_literal(index),
                };
                matches!(s.value.as_ref(), Expr::Attribute(a)
                if a.attr.id.as_str() == "shape" && is_name(&a.value))
                    && from_axis.is_some_and(|k| k >= 1)
            }
            Expr::Attribute(a) => a.attr.id.as_str() == "T" && is_name(&a.value),
            _ => false,
        })
    }

    /// What `name`'s rank is known to equal: 1 (a 1-D constructor), or the rank of the array it
    /// was made from (`zeros_like(x)`, `empty(x.shape)`, `x.copy()`), else its own.
    fn rank_key(&self, name: &Name, path: &[&Stmt]) -> RankKey {
        if self.scalar_tested.contains(name) {
            return RankKey::One;
        }
        let mut name = name.clone();
        for _ in 0..4 {
            if self.known_rank(&name, path) {
                return RankKey::One;
            }
            let Some(function) = crate::fix::locate::enclosing_function(path) else {
                break;
            };
            let scope = self.cx.model.scope_at(function.range.start()).unwrap_or(0);
            let values = self.cx.model.bound_values(scope, name.as_str());
            match values.as_slice() {
                [value] => match same_shape_source(self.cx, value) {
                    Some(source) if source != name => name = source,
                    _ => break,
                },
                _ => break,
            }
        }
        RankKey::Of(name)
    }

    /// Every subscripted name is provably an array (a NumPy constructor or call in this function,
    /// or an `np.ndarray` annotation): a list would slice and multiply differently.
    fn check_proven_arrays(&mut self, path: &[&Stmt]) -> Option<()> {
        let mut names: Vec<Name> = self
            .writes
            .iter()
            .chain(self.reads.iter())
            .map(|(n, _)| n.clone())
            .collect();
        names.sort();
        names.dedup();
        let unproven: Vec<&Name> = names
            .iter()
            .filter(|n| !self.proven_array(n, path))
            .collect();
        if unproven.iter().any(|n| self.is_foreign_attribute(n, path)) {
            return self.no(
                "an operand is another object's attribute (`basis.col_status`) or what a method of `self` returns (`self.predict_proba(X)`), often a list: its slice would not be elementwise",
            );
        }
        // `expected[i] = obj[i]` into `np.empty(n, dtype)`: with a dtype that has a shape
        // (`"2i"`) each item fills a row, while `expected[:] = obj[:n]` broadcasts the items
        // across the rows.
        if self
            .writes
            .iter()
            .any(|(n, _)| self.made_with_shaped_dtype(n, path))
        {
            return self.no(
                "an array made with a dtype that may have a shape of its own (`np.empty(n, dtype)` with `dtype` unknown, `\"2i\"`): its elements may be rows",
            );
        }
        if !unproven.is_empty() {
            self.mark_unsafe(
                "an operand is not proven to be an array (a list would behave differently)",
            );
        }
        Some(())
    }

    /// Bound in this function to an attribute of an object the model does not know as an array
    /// (`status = basis.col_status`).
    fn is_foreign_attribute(&self, name: &Name, path: &[&Stmt]) -> bool {
        let Some(function) = crate::fix::locate::enclosing_function(path) else {
            return false;
        };
        let scope = self.cx.model.scope_at(function.range.start()).unwrap_or(0);
        let values = self.cx.model.bound_values(scope, name.as_str());
        // `proba = self.predict_proba(X)`: another object's method may return a list of
        // arrays (one per output), whose items differ in shape.
        let foreign = |v: &Expr| match v {
            Expr::Attribute(_) => true,
            Expr::Call(c) => matches!(c.func.as_ref(), Expr::Attribute(a)
                if matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == "self")),
            _ => false,
        };
        values
            .iter()
            .any(|v| foreign(v) && self.cx.model.kind(scope, v) != Kind::Array)
    }

    fn proven_array(&self, name: &Name, path: &[&Stmt]) -> bool {
        util::proven_ndarray(self.cx, path, name.as_str())
    }

    /// Bound in this function to a constructor whose `dtype` may have a shape of its own.
    fn made_with_shaped_dtype(&self, name: &Name, path: &[&Stmt]) -> bool {
        let Some(function) = crate::fix::locate::enclosing_function(path) else {
            return false;
        };
        let scope = self.cx.model.scope_at(function.range.start()).unwrap_or(0);
        self.cx
            .model
            .bound_values(scope, name.as_str())
            .iter()
            .any(|v| {
                let Expr::Call(call) = v else { return false };
                let member = util::numpy_member(self.cx, call);
                member.is_some() && super::rank::may_have_shaped_dtype(self.cx, scope, member, call)
            })
    }

    /// Built in this function by a 1-D constructor (`zeros(n)`, `arange`, `linspace`, `*_like` of one).
    fn known_rank(&self, name: &Name, path: &[&Stmt]) -> bool {
        let Some(function) = crate::fix::locate::enclosing_function(path) else {
            return false;
        };
        let scope = self.cx.model.scope_at(function.range.start()).unwrap_or(0);
        let values = self.cx.model.bound_values(scope, name.as_str());
        !values.is_empty() && values.iter().all(|v| is_1d_constructor(self.cx, v))
    }
}

/// A whole reduction of one operand, `x.mean()` or `np.max(x)` (RR-batch's reductions, no
/// keyword, no `float()` around it): its name and operand.
fn trailing_reduction<'c>(cx: &FixContext, call: &'c Expr) -> Option<(&'static str, &'c Expr)> {
    const REDUCTIONS: &[&str] = &[
        "max",
        "min",
        "amax",
        "amin",
        "sum",
        "mean",
        "std",
        "var",
        "prod",
        "median",
        "any",
        "all",
        "nanmax",
        "nanmin",
        "nansum",
        "nanmean",
        "argmax",
        "argmin",
        "count_nonzero",
    ];
    let reduction = super::batch_reduce::Reduction::of(cx, call)?;
    (reduction.wrapper.is_none()
        && reduction
            .call
            .arguments
            .keywords
            .iter()
            .all(|k| is_literal_ddof(reduction.name, k))
        && REDUCTIONS.contains(&reduction.name))
    .then_some((reduction.name, reduction.operand))
}

/// `ddof=1` of a standard deviation or variance: kept as written when the reduction is taken
/// along axes of a stack.
fn is_literal_ddof(name: &str, keyword: &ast::Keyword) -> bool {
    matches!(name, "std" | "var")
        && keyword.arg.as_ref().is_some_and(|a| a.as_str() == "ddof")
        && int_literal(&keyword.value).is_some()
}

/// Where the operands of whole reductions (`x[k].max()`, `np.median(x[k])`) lie in `body`.
fn reduced_operands(cx: &FixContext, body: &[Stmt]) -> Vec<TextRange> {
    let mut reduced = Vec::new();
    any_expr_in_body(body, |e| {
        if let Some((_, operand)) = trailing_reduction(cx, e) {
            reduced.push(operand.range());
        }
        false
    });
    reduced
}

/// The reductions of frames (several axes at once: not argmax, any, all; median left to RR-batch),
/// whole or along the frame's first axis (`axis=0`, true in the result).
fn framed_reduction<'c>(cx: &FixContext, call: &'c Expr) -> Option<(&'static str, &'c Expr, bool)> {
    const FRAMED: &[&str] = &["max", "min", "amax", "amin", "sum", "mean", "std", "var"];
    let reduction = super::batch_reduce::Reduction::of(cx, call)?;
    if reduction.wrapper.is_some() || !FRAMED.contains(&reduction.name) {
        return None;
    }
    let mut along_first = false;
    for keyword in reduction.call.arguments.keywords.iter() {
        let first_axis = keyword.arg.as_ref().is_some_and(|a| a.as_str() == "axis")
            && int_literal(&keyword.value) == Some(0);
        if first_axis {
            along_first = true;
        } else if !is_literal_ddof(reduction.name, keyword) {
            return None;
        }
    }
    Some((reduction.name, reduction.operand, along_first))
}

/// A reduction call `expr` over `stack` along `axis`, in the call's own form:
/// `stack.max(axis=...)` for a method of the reduced value, `np.max(stack, axis=...)` for a
/// function (`np.amax` has no method).
fn reduced_along(cx: &FixContext, expr: &Expr, name: &str, stack: &str, axis: &str) -> String {
    let Expr::Call(call) = expr else {
        return stack.to_string();
    };
    let reduced = super::batch_reduce::Reduction::of(cx, expr).map(|r| r.operand.range());
    // `ddof=1` stays; the axis is the stack's.
    let kept: String = call
        .arguments
        .keywords
        .iter()
        .filter(|k| k.arg.as_ref().is_none_or(|a| a.as_str() != "axis"))
        .map(|k| format!(", {}", cx.text(k.range())))
        .collect();
    match &*call.func {
        Expr::Attribute(a) if Some(a.value.range()) == reduced => {
            format!("{stack}.{name}(axis={axis}{kept})")
        }
        func => format!("{}({stack}, axis={axis}{kept})", cx.text(func.range())),
    }
}

/// `:` alone.
pub(super) fn is_whole_slice(e: &Expr) -> bool {
    matches!(e, Expr::Slice(s) if s.lower.is_none() && s.upper.is_none() && s.step.is_none())
}

/// Whether one of `names` appears in `expr` other than inside a subscript's index.
fn uses_as_value(expr: &Expr, names: &[Name]) -> bool {
    let mut indexes: Vec<TextRange> = Vec::new();
    any_expr(expr, |e| {
        if let Expr::Subscript(s) = e {
            indexes.push(s.slice.range());
        }
        false
    });
    any_expr(expr, |e| {
        matches!(e, Expr::Name(n) if names.contains(&n.id)
            && !indexes.iter().any(|r| r.contains_range(n.range)))
    })
}

/// `p[i] op= ...` with `p` a parameter that is not a proven ndarray.
fn updates_unproven_parameter(cx: &FixContext, path: &[&Stmt], body: &[Stmt]) -> bool {
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return false;
    };
    crate::model::tree::all_statements(body).iter().any(|s| {
        matches!(s, Stmt::AugAssign(a)
            if matches!(a.target.as_ref(), Expr::Subscript(sub)
                if matches!(sub.value.as_ref(), Expr::Name(n)
                    if function.parameters.includes(n.id.as_str())
                        && !util::proven_ndarray(cx, path, n.id.as_str()))))
    })
}

/// Where the loop variable sits among whole-axis parts (`:`, `...`) of an index.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AxesForm {
    /// `a[i, :]`: the loop variable first, whole axes after it.
    Rows,
    /// `a[:, i]`: whole axes before it, the loop variable last.
    Columns,
    /// `a[:, i, :]`: whole axes on both sides.
    Middle,
}

fn whole_axes_form(parts: &[Expr], vars: &[Name]) -> Option<AxesForm> {
    // `w` or a shifted `w - 1`; a slice with the variable in its bounds is a window.
    let is_var = |p: &Expr| !matches!(p, Expr::Slice(_)) && mentions_any(p, vars);
    let is_whole = |p: &Expr| matches!(p, Expr::Slice(_) | Expr::EllipsisLiteral(_));
    let at = parts.iter().position(is_var)?;
    let before = parts[..at].iter().any(is_whole);
    let after = parts[at + 1..].iter().any(is_whole);
    match (before, after) {
        (false, true) => Some(AxesForm::Rows),
        (true, false) => Some(AxesForm::Columns),
        (true, true) => Some(AxesForm::Middle),
        (false, false) => None,
    }
}

/// The arrays whose elements `body` uses as a truth value or compares with Python's `min`/`max`.
fn scalar_tested(body: &[Stmt], axes: &[Axis]) -> Vec<Name> {
    let vars: Vec<Name> = axes.iter().map(|a| a.var.clone()).collect();
    let mut tested: Vec<Name> = Vec::new();
    let mut note = |e: &Expr| {
        any_expr(e, |sub| {
            if let Expr::Subscript(s) = sub {
                if let Expr::Name(n) = s.value.as_ref() {
                    if mentions_any(&s.slice, &vars) && !tested.contains(&n.id) {
                        tested.push(n.id.clone());
                    }
                }
            }
            false
        });
    };
    for stmt in crate::model::tree::all_statements(body) {
        match stmt {
            Stmt::If(s) => {
                note(&s.test);
                for clause in &s.elif_else_clauses {
                    if let Some(test) = &clause.test {
                        note(test);
                    }
                }
            }
            Stmt::While(w) => note(&w.test),
            _ => {}
        }
    }
    any_expr_in_body(body, |e| {
        match e {
            Expr::If(t) => note(&t.test),
            Expr::Call(c)
                if c.arguments.args.len() >= 2
                    && matches!(builtin_name(&c.func), Some("min" | "max")) =>
            {
                for arg in &c.arguments.args {
                    note(arg);
                }
            }
            _ => {}
        }
        false
    });
    tested
}

#[derive(Debug, PartialEq)]
enum RankKey {
    One,
    Of(Name),
}

/// The array a value has the shape of: `zeros_like(x)`, `np.empty(x.shape)`, `x.copy()`,
/// `x.astype(...)`, `np.copy(x)`.
fn same_shape_source(cx: &FixContext, value: &Expr) -> Option<Name> {
    let Expr::Call(call) = value else { return None };
    let first = call.arguments.args.first();
    let name_of = |e: Option<&Expr>| match e {
        Some(Expr::Name(n)) => Some(n.id.clone()),
        _ => None,
    };
    if let Some(member) = util::numpy_member(cx, call) {
        return match member {
            "zeros_like" | "ones_like" | "empty_like" | "full_like" | "copy" => name_of(first),
            "zeros" | "ones" | "empty" | "full" => match first {
                Some(Expr::Attribute(a)) if a.attr.id.as_str() == "shape" => {
                    name_of(Some(a.value.as_ref()))
                }
                _ => None,
            },
            _ => None,
        };
    }
    match call.func.as_ref() {
        Expr::Attribute(a) if matches!(a.attr.id.as_str(), "copy" | "astype") => {
            name_of(Some(a.value.as_ref()))
        }
        _ => None,
    }
}

pub(super) fn is_1d_constructor(cx: &FixContext, value: &Expr) -> bool {
    is_1d_within(cx, value, 0)
}

/// [`is_1d_constructor`], giving up past a nesting no real program has.
fn is_1d_within(cx: &FixContext, value: &Expr, depth: u32) -> bool {
    if depth > 32 {
        return false;
    }
    // Arithmetic of 1-D arrays and numbers, and ufuncs of them, stay 1-D.
    if let Expr::BinOp(b) = value {
        return all_1d_or_numbers(cx, [b.left.as_ref(), b.right.as_ref()], depth);
    }
    let Expr::Call(call) = value else {
        return false;
    };
    let Some(member) = util::numpy_member(cx, call) else {
        return false;
    };
    match member {
        "arange" | "linspace" => true,
        m if crate::model::api::is_ufunc(m) => {
            call.arguments.keywords.is_empty() && all_1d_or_numbers(cx, &call.arguments.args, depth)
        }
        "zeros" | "ones" | "empty" | "full" => {
            let scope = cx.model.scope_containing(call.range());
            call.arguments
                .args
                .first()
                .is_some_and(|s| is_length(cx, s))
                && !super::rank::may_have_shaped_dtype(cx, scope, Some(member), call)
        }
        _ => false,
    }
}

/// Every operand a 1-D array or a number literal, and one of them an array (each operand
/// examined once: nested calls would otherwise take exponential time).
fn all_1d_or_numbers<'e>(
    cx: &FixContext,
    operands: impl IntoIterator<Item = &'e Expr>,
    depth: u32,
) -> bool {
    let mut arrays = 0;
    for e in operands {
        if matches!(e, Expr::NumberLiteral(_)) {
            continue;
        }
        if !is_1d_within(cx, e, depth + 1) {
            return false;
        }
        arrays += 1;
    }
    arrays > 0
}

/// A single length, not a shape: `n`, `len(x)`, `x.shape[0]`, `2 * n + 1` (a name is taken for
/// a length unless this function binds it to a tuple, a list or a `.shape`).
fn is_length(cx: &FixContext, e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::Call(call) => builtin_name(&call.func) == Some("len"),
        Expr::Subscript(sub) => {
            matches!(sub.value.as_ref(), Expr::Attribute(a) if a.attr.id.as_str() == "shape")
        }
        Expr::BinOp(b) => is_length(cx, &b.left) && is_length(cx, &b.right),
        Expr::Name(n) => {
            let scope = cx.model.scope_containing(n.range);
            !cx.model.bound_values(scope, n.id.as_str()).iter().any(|v| {
                matches!(v, Expr::Tuple(_) | Expr::List(_))
                    || matches!(v, Expr::Attribute(a) if a.attr.id.as_str() == "shape")
            })
        }
        _ => false,
    }
}

/// Two index forms that never meet: at some position both are single indices a nonzero number
/// apart (`n[y, a]` written, `n[y - 1, a - 1]` read: the previous row, not a recurrence). That
/// position's common part (empty for numbers) and the two offsets.
fn rows_apart(a: &str, b: &str) -> Option<(String, i64, i64)> {
    let parsed = |key: &str| {
        let source = format!("_[{key}]");
        ruff_python_parser::parse_expression(&source)
            .ok()
            .map(|p| (source, p))
    };
    let ((source_a, a), (source_b, b)) = (parsed(a)?, parsed(b)?);
    let parts = |e: &'_ Expr| -> Option<Vec<Expr>> {
        let Expr::Subscript(sub) = e else { return None };
        Some(match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.clone(),
            one => vec![one.clone()],
        })
    };
    let (a, b) = (parts(a.expr())?, parts(b.expr())?);
    if a.len() != b.len() {
        return None;
    }
    let offset = |source: &str, e: &Expr| -> Option<(String, i64)> {
        if e.is_slice_expr() {
            return None;
        }
        let (base, n) = crate::model::recurrence::offset_of(e)?;
        Some((
            base.map_or(String::new(), |b| source[b.range()].to_string()),
            n,
        ))
    };
    a.iter().zip(&b).find_map(|(x, y)| {
        let ((base_x, dx), (base_y, dy)) = (offset(&source_a, x)?, offset(&source_b, y)?);
        // Numbers of opposite signs may name one row (`u[2]` and `u[-1]` of three rows).
        let numbers_may_meet = base_x.is_empty() && (dx < 0 || dy < 0);
        (base_x == base_y && dx != dy && !numbers_may_meet).then_some((base_x, dx, dy))
    })
}

/// A written array appearing outside an element subscript by the loop variables, other than
/// for its extents (`counts.size`, `len(counts)`: element writes keep them).
fn whole_reads(body: &[Stmt], name: &Name, vars: &[Name]) -> bool {
    let mut inside: Vec<TextRange> = Vec::new();
    let is_name = |e: &Expr| matches!(e, Expr::Name(n) if n.id == *name);
    any_expr_in_body(body, |e| {
        match e {
            Expr::Subscript(s) if is_name(&s.value) && mentions_any(&s.slice, vars) => {
                inside.push(s.value.range());
            }
            Expr::Attribute(a)
                if is_name(&a.value) && matches!(a.attr.as_str(), "shape" | "size" | "ndim") =>
            {
                inside.push(a.value.range());
            }
            Expr::Call(call)
                if matches!(call.func.as_ref(), Expr::Name(f) if f.id.as_str() == "len")
                    && call.arguments.keywords.is_empty() =>
            {
                if let [arg] = &*call.arguments.args {
                    if is_name(arg) {
                        inside.push(arg.range());
                    }
                }
            }
            _ => {}
        }
        false
    });
    any_expr_in_body(
        body,
        |e| matches!(e, Expr::Name(n) if n.id == *name && !inside.contains(&n.range())),
    )
}

/// What a branch adds to a running value: a count of the elements taking it (`n += 1`, a
/// positive integer literal) or a sum of terms (`t += E`, `t -= E`).
#[derive(Clone, Copy)]
enum Tally<'s> {
    Count(i64),
    Sum(&'static str, &'s Expr),
}

/// `n += 1` or `t += E` / `t -= E` on a name: a running value a branch updates.
fn tally_step(stmt: &Stmt) -> Option<(&ast::ExprName, Tally<'_>)> {
    let Stmt::AugAssign(a) = stmt else {
        return None;
    };
    let Expr::Name(n) = a.target.as_ref() else {
        return None;
    };
    match (a.op, int_literal(&a.value)) {
        (ast::Operator::Add, Some(k)) if k > 0 => Some((n, Tally::Count(k))),
        (ast::Operator::Add, _) => Some((n, Tally::Sum("+", &a.value))),
        (ast::Operator::Sub, _) => Some((n, Tally::Sum("-", &a.value))),
        _ => None,
    }
}

/// One clause of an `if`: its test (`None` for `else`) and its element assignments.
type Branch<'s> = (Option<&'s Expr>, Vec<Assigned<'s>>);

/// One assignment of a branch: `target = value`, or `target op= value` (`length[q] -= 1`).
#[derive(Clone, Copy)]
struct Assigned<'s> {
    target: &'s Expr,
    value: &'s Expr,
    op: Option<&'static str>,
}

type CountedUpdate<'s> = (&'s Expr, &'static str, &'s Expr);

/// The name a counter is kept in: `n`, or `counts` of `counts[b]`.
fn counter_base(target: &Expr) -> Option<&ast::ExprName> {
    match target {
        Expr::Name(n) => Some(n),
        Expr::Subscript(sub) => sub.value.as_name_expr(),
        _ => None,
    }
}

/// An `if` without `else` whose body holds only counter updates (`n += 1`) and such `if`s, with
/// at least one nested `if` (a single level is `counted_update`).
fn is_counted_nest(s: &ast::StmtIf) -> bool {
    let mut leaves = Vec::new();
    counted_leaves(s, &mut Vec::new(), &mut leaves).is_some()
        && leaves.iter().any(|(tests, _)| tests.len() > 1)
}

/// The counter updates of a nest of `if`s, each with the tests it runs under.
fn counted_leaves<'s>(
    s: &'s ast::StmtIf,
    tests: &mut Vec<&'s Expr>,
    out: &mut Vec<(Vec<&'s Expr>, CountedUpdate<'s>)>,
) -> Option<()> {
    if !s.elif_else_clauses.is_empty() {
        return None;
    }
    tests.push(&s.test);
    for stmt in &s.body {
        match stmt {
            Stmt::AugAssign(a) => {
                let op = match a.op {
                    ast::Operator::Add => "+",
                    ast::Operator::Sub => "-",
                    _ => return None,
                };
                counter_base(&a.target)?;
                out.push((tests.clone(), (a.target.as_ref(), op, &a.value)));
            }
            Stmt::If(inner) => counted_leaves(inner, tests, out)?,
            _ => return None,
        }
    }
    tests.pop();
    Some(())
}

/// `if C: n += E` with no `elif`/`else`: the counter, its operator and `E`.
fn counted_update(s: &ast::StmtIf) -> Option<CountedUpdate<'_>> {
    let ([Stmt::AugAssign(a)], []) = (s.body.as_slice(), s.elif_else_clauses.as_slice()) else {
        return None;
    };
    let op = match a.op {
        ast::Operator::Add => "+",
        ast::Operator::Sub => "-",
        _ => return None,
    };
    counter_base(&a.target).map(|_| (a.target.as_ref(), op, a.value.as_ref()))
}

/// A count of the true values along an axis as a sum of booleans: cuPyNumeric's
/// `count_nonzero(..., axis=)` gives uint64, which an int64 counter cannot take in place (`+=`).
fn counted_along(np: &str, tested: &str, axis: &str) -> String {
    format!("{np}.sum({tested}, axis={axis})")
}

/// A comparison, or `&`/`|`/`~` of comparisons: a boolean array.
fn is_boolean_test(e: &Expr) -> bool {
    match e {
        Expr::Compare(_) => true,
        Expr::BinOp(b) => {
            matches!(b.op, ast::Operator::BitAnd | ast::Operator::BitOr)
                && is_boolean_test(&b.left)
                && is_boolean_test(&b.right)
        }
        Expr::UnaryOp(u) => u.op == ast::UnaryOp::Invert && is_boolean_test(&u.operand),
        _ => false,
    }
}

/// A leaf of a reduced elementwise expression in a nest (`RRLoop::reduced_element_expression`).
enum Leaf {
    /// `x[v1, a:b, v2]`: per axis, the nest's axis it is indexed by, or `None` for an axis of
    /// the element; `slices` indexes the stack (none for a temporary that holds it).
    Element {
        range: TextRange,
        base: Name,
        layout: Vec<Option<usize>>,
        slices: Option<String>,
    },
    /// `y[v1]`, `table[v1, 0]`: one number per iteration, its index in order.
    PerIteration {
        range: TextRange,
        base: Name,
        index: Vec<IndexPart>,
    },
    /// An array the loop does not change, of this proven rank.
    Invariant { range: TextRange, rank: usize },
}

/// `x[k * K:(k + 1) * K].mean()` (or of a temporary bound to the frame): which reduction,
/// of which array, over frames of which shape; `along_first` for `axis=0`.
struct FrameReduction {
    name: &'static str,
    base: Name,
    shape: FrameShape,
    along_first: bool,
}

/// One index of a number per iteration: the nest's axis `k`, or a fixed integer as written.
#[derive(PartialEq)]
enum IndexPart {
    Var(usize),
    Fixed(String),
}

/// `np.percentile`, `np.quantile` and their `nan` forms.
fn is_quantile(cx: &FixContext, call: &ast::ExprCall) -> bool {
    cx.model.numpy_call_name(&call.func).is_some_and(|q| {
        matches!(
            q,
            "numpy.percentile" | "numpy.quantile" | "numpy.nanpercentile" | "numpy.nanquantile"
        )
    })
}

/// The positions of a stack's element axes (`None` in its layout).
fn element_axes(layout: &[Option<usize>]) -> Vec<usize> {
    (0..layout.len()).filter(|&k| layout[k].is_none()).collect()
}

/// Reductions that raise on an empty axis.
const IDENTITYLESS: &[&str] = &[
    "max", "min", "amax", "amin", "argmax", "argmin", "nanmax", "nanmin",
];

/// `2.5`, `-1`, `0`: never NaN.
pub(super) fn is_number_literal(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(n) => !matches!(n.value, ast::Number::Complex { .. }),
        Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd) => {
            is_number_literal(&u.operand)
        }
        _ => false,
    }
}

pub(super) fn is_zero_literal(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(n) => match &n.value {
            ast::Number::Int(i) => i.as_u64() == Some(0),
            ast::Number::Float(f) => *f == 0.0,
            ast::Number::Complex { .. } => false,
        },
        Expr::UnaryOp(u) => is_zero_literal(&u.operand),
        _ => false,
    }
}

fn augmented_op(op: ast::Operator) -> Option<&'static str> {
    Some(match op {
        ast::Operator::Add => "+",
        ast::Operator::Sub => "-",
        ast::Operator::Mult => "*",
        ast::Operator::Div => "/",
        ast::Operator::FloorDiv => "//",
        ast::Operator::Mod => "%",
        ast::Operator::Pow => "**",
        _ => return None,
    })
}

/// `counts[idx[i]] += 1` / `hist[bin[i]] += w[i]` (the whole body, a single loop) → one
/// `np.bincount` over the index array, which adds every repeated index as the loop does
/// (`counts[idx] += 1` would add once). Only into a 1-D array built in the function (a row of a
/// 2-D one would broadcast), with weights only into a float one (`+=` of floats into integers
/// raises). Unsafe: a negative index wrapped around in the loop and raises in `np.bincount`, and
/// the sums per bin are added in another order.
fn scatter_add(tr: &mut Translator, body: &[Stmt], path: &[&Stmt]) -> Option<Vec<String>> {
    let lines = attempt(tr, |tr| scatter_add_with_temps(tr, body, path));
    tr.gather_temps.clear();
    lines
}

/// Runs one translation; a declined attempt leaves the translator as it found it, for the
/// general translation.
fn attempt(
    tr: &mut Translator,
    translate: impl FnOnce(&mut Translator) -> Option<Vec<String>>,
) -> Option<Vec<String>> {
    let saved = (
        tr.temps.len(),
        tr.varying_temps.len(),
        tr.reads.len(),
        tr.writes.len(),
        tr.unsafe_reasons.len(),
        tr.declined,
    );
    let lines = translate(tr);
    if lines.is_none() {
        tr.temps.truncate(saved.0);
        tr.varying_temps.truncate(saved.1);
        tr.reads.truncate(saved.2);
        tr.writes.truncate(saved.3);
        tr.unsafe_reasons.truncate(saved.4);
        tr.declined = saved.5;
    }
    lines
}

/// A sum over the inner loop of a 2-D nest into one element per outer iteration,
/// `for a in range(n): for b in range(m): if C: T[a] += E` (the test optional, after
/// temporaries `k = f(a, b)`): the terms broadcast over both axes, then
/// `T[:n] += np.sum(np.where(C, E, 0), axis=-1)`. A write at the inner variable, `T[b] += E`,
/// sums over the outer loop instead (`axis=0`). Counting (`T[a] += 1` under a test) is
/// `np.sum(C, axis=-1)`, exact.
fn inner_sum(tr: &mut Translator, body: &[Stmt], path: &[&Stmt]) -> Option<Vec<String>> {
    attempt(tr, |tr| inner_sum_lines(tr, body, path))
}

fn inner_sum_lines(tr: &mut Translator, body: &[Stmt], path: &[&Stmt]) -> Option<Vec<String>> {
    if tr.axes.len() < 2 {
        return None;
    }
    let (last, temps) = body.split_last()?;
    let branches = summed_branches(last)?;
    let mut written: Vec<Name> = Vec::new();
    let mut kept = None;
    for branch in &branches {
        let Expr::Subscript(sub) = branch.update.target.as_ref() else {
            return None;
        };
        let Expr::Name(base) = sub.value.as_ref() else {
            return None;
        };
        let outer = kept_axes(tr.axes, &sub.slice)?;
        if kept.as_ref().is_some_and(|k| *k != outer) {
            return None;
        }
        kept = Some(outer);
        written.push(base.id.clone());
    }
    let kept = kept?;
    // Temporaries `k = f(a, b)` first; those that vary along the inner loops count as them.
    // The axes summed over (the inner loops', or the outer one's for `T[b] += E`).
    let summed: Vec<usize> = (0..tr.axes.len()).filter(|k| !kept.contains(k)).collect();
    let mut along_inner: Vec<Name> = summed.iter().map(|&k| tr.axes[k].var.clone()).collect();
    for temp in temps {
        let Stmt::Assign(a) = temp else { return None };
        let [Expr::Name(name)] = a.targets.as_slice() else {
            return None;
        };
        if mentions_any(&a.value, &written) {
            return None;
        }
        if mentions_any(&a.value, &along_inner) {
            along_inner.push(name.id.clone());
        }
    }
    for branch in &branches {
        let parts = || std::iter::once(branch.update.value.as_ref()).chain(branch.tests.clone());
        if !parts().any(|e| mentions_any(e, &along_inner))
            || parts().any(|e| mentions_any(e, &written))
        {
            return None;
        }
    }
    let mut lines = Vec::new();
    for temp in temps {
        lines.extend(tr.stmt(temp)?);
    }
    let slice = kept
        .iter()
        .map(|&k| tr.axes[k].slice())
        .collect::<Vec<_>>()
        .join(", ");
    let axis = summed_axes(&summed, tr.axes.len());
    for (branch, base) in branches.iter().zip(&written) {
        // `+= 1` / `-= 1` under a test counts (an `else:` counts where every test failed).
        let counting = !branch.tests.is_empty() && int_literal(&branch.update.value) == Some(1);
        let dtype_ok = counter_dtype(tr.cx, path, base, counting)?;
        let condition = branch_condition(tr, branch)?;
        let term = summed_term(tr, condition, &branch.update.value, counting, &axis)?;
        if !dtype_ok {
            tr.mark_unsafe("the written array's dtype is not known (an integer array cannot take a float sum in place)");
        }
        if !counting {
            tr.mark_unsafe(
                "the inner loop's terms are added in another order (the last bits may differ)",
            );
        }
        if !tr.known_rank(base, path) {
            tr.mark_unsafe("the written array's rank is not proven");
        }
        tr.writes.push((base.clone(), slice.clone()));
        lines.push(format!("{base}[{slice}] {}= {term}", branch.op));
    }
    if tr.rows || tr.row_statement {
        return None;
    }
    Some(lines)
}

/// One update of an inner sum and the tests that select it: the earlier branches' tests, which
/// failed, and its own, which held (none for an `else:` or an update with no `if`).
struct SummedBranch<'s> {
    earlier: Vec<&'s Expr>,
    own: Option<&'s Expr>,
    /// Every test the branch depends on.
    tests: Vec<&'s Expr>,
    update: &'s ast::StmtAugAssign,
    op: &'static str,
}

/// `T[a] += E`, or an `if`/`elif`/`else` whose every branch is one such update.
fn summed_branches(last: &Stmt) -> Option<Vec<SummedBranch<'_>>> {
    let op_of = |a: &ast::StmtAugAssign| match a.op {
        ast::Operator::Add => Some("+"),
        ast::Operator::Sub => Some("-"),
        _ => None,
    };
    match last {
        Stmt::AugAssign(a) => Some(vec![SummedBranch {
            earlier: Vec::new(),
            own: None,
            tests: Vec::new(),
            update: a,
            op: op_of(a)?,
        }]),
        Stmt::If(s) => {
            let mut branches = Vec::new();
            let mut earlier: Vec<&Expr> = Vec::new();
            let clauses = std::iter::once((Some(s.test.as_ref()), s.body.as_slice())).chain(
                s.elif_else_clauses
                    .iter()
                    .map(|c| (c.test.as_ref(), c.body.as_slice())),
            );
            for (own, body) in clauses {
                let [Stmt::AugAssign(update)] = body else {
                    return None;
                };
                let mut tests = earlier.clone();
                tests.extend(own);
                branches.push(SummedBranch {
                    earlier: earlier.clone(),
                    own,
                    tests,
                    update,
                    op: op_of(update)?,
                });
                earlier.extend(own);
            }
            Some(branches)
        }
        _ => None,
    }
}

/// `~(A) & (B)`: the earlier tests failed and the branch's own held.
fn branch_condition(tr: &mut Translator, branch: &SummedBranch) -> Option<Option<String>> {
    let mut parts = Vec::new();
    // `truth` turns a value tested for its truth into `value != 0`: `~` of it would be bitwise.
    for test in &branch.earlier {
        parts.push(format!("~({})", util::truth(tr, test)?));
    }
    if let Some(own) = branch.own {
        let own = util::truth(tr, own)?;
        parts.push(if parts.is_empty() {
            own
        } else {
            format!("({own})")
        });
    }
    Some((!parts.is_empty()).then(|| parts.join(" & ")))
}

/// The per-outer-element total: `np.sum(C, axis=-1)` of a test, or `np.sum(...)` of the term
/// (zero where the test fails).
fn summed_term(
    tr: &mut Translator,
    condition: Option<String>,
    value: &Expr,
    counting: bool,
    axis: &str,
) -> Option<String> {
    let np = tr.np;
    if counting {
        // A sum of the test, not `count_nonzero`: cuPyNumeric's count along an axis is uint64,
        // which an int64 array cannot take in place (int64 + uint64 is float64).
        return Some(format!("{np}.sum({}, axis={axis})", condition?));
    }
    let rendered = tr.value(value)?;
    Some(match condition {
        Some(c) => {
            tr.note_guarded(&[value]);
            format!("{np}.sum({np}.where({c}, {rendered}, 0), axis={axis})")
        }
        None => format!("{np}.sum({rendered}, axis={axis})"),
    })
}

/// The nest's axes whose loop variables index the written element (`T[a]`, `T[a, b]`, also
/// `T[b]` summing over the outer loop), in order, leaving at least one axis to sum over.
fn kept_axes(axes: &[Axis], index: &Expr) -> Option<Vec<usize>> {
    let names: Vec<&Expr> = match index {
        Expr::Tuple(t) => t.elts.iter().collect(),
        other => vec![other],
    };
    // Each index names a loop variable, in the nest's order (`T[a]`, `T[b]`, `T[a, c]`).
    let mut kept = Vec::new();
    for name in names {
        let Expr::Name(n) = name else {
            return None;
        };
        let k = axes.iter().position(|axis| axis.var == n.id)?;
        if kept.last().is_some_and(|&last| last >= k) {
            return None;
        }
        kept.push(k);
    }
    (kept.len() < axes.len()).then_some(kept)
}

/// The summed axes of a nest of `depth`: trailing ones as `-1` or `(-2, -1)`, others by their
/// position (`0` for the outer loop's).
fn summed_axes(summed: &[usize], depth: usize) -> String {
    let trailing = summed
        .iter()
        .rev()
        .zip((0..depth).rev())
        .all(|(s, k)| *s == k);
    let texts: Vec<String> = if trailing {
        (1..=summed.len()).rev().map(|k| format!("-{k}")).collect()
    } else {
        summed.iter().map(usize::to_string).collect()
    };
    match texts.as_slice() {
        [one] => one.clone(),
        _ => format!("({})", texts.join(", ")),
    }
}

/// Whether the written array takes the total in place: `Some(true)` when every binding is a
/// NumPy constructor of a float dtype (or, for a count, a signed integer one), `Some(false)`
/// when unknown (a parameter), `None` when it provably cannot (an unsigned or boolean count,
/// an integer array given a sum that may be fractional).
fn counter_dtype(cx: &FixContext, path: &[&Stmt], name: &Name, counting: bool) -> Option<bool> {
    let function = crate::fix::locate::enclosing_function(path)?;
    let scope = cx.model.scope_at(function.range.start()).unwrap_or(0);
    let values = cx.model.bound_values(scope, name.as_str());
    if values.is_empty() {
        return Some(false);
    }
    for value in &values {
        let Expr::Call(call) = value else {
            return Some(false);
        };
        let dtype = match util::numpy_member(cx, call) {
            Some("zeros" | "ones" | "empty") => crate::model::expr::argument(call, 1, "dtype"),
            // `np.full(n, 0)`, `np.zeros_like(x)`: the dtype comes from a value.
            Some(_) => match crate::model::expr::argument(call, usize::MAX, "dtype") {
                Some(d) => Some(d),
                None => return Some(false),
            },
            None => return Some(false),
        };
        let Some(dtype) = dtype else { continue };
        let text = cx.text(dtype.range());
        let signed_int = text.contains("int") && !text.contains("uint");
        if !(text.contains("float") || (counting && signed_int)) {
            return None;
        }
    }
    Some(true)
}

/// Temporaries first (`b = int(phase[i] * nbins)`, an index, as `b = (...).astype(int)`, which
/// truncates toward zero as `int()` does; `w = 1.0 / err[i] ** 2`, a weight), then the adds.
fn scatter_add_with_temps(
    tr: &mut Translator,
    body: &[Stmt],
    path: &[&Stmt],
) -> Option<Vec<String>> {
    if tr.axes.len() != 1 {
        return None;
    }
    let split = body
        .iter()
        .position(
            |s| !matches!(s, Stmt::Assign(a) if matches!(a.targets.as_slice(), [Expr::Name(_)])),
        )
        .unwrap_or(body.len());
    let (temporaries, adds) = body.split_at(split);
    let mut lines = Vec::new();
    let mut index_temps: Vec<Name> = Vec::new();
    for stmt in temporaries {
        let Stmt::Assign(a) = stmt else { return None };
        let [Expr::Name(name)] = a.targets.as_slice() else {
            return None;
        };
        // `b = int(phase[i] * nbins)`, or clamped by numbers, `cx = min(int(...), nx - 1)`.
        let truncated = truncated_index(tr, &a.value).is_some();
        match clamped_index(tr, &a.value) {
            Some(text) => {
                if tr.vars().contains(&name.id) {
                    return None;
                }
                tr.temps.push(name.id.clone());
                tr.varying_temps.push(name.id.clone());
                index_temps.push(name.id.clone());
                lines.push(format!("{} = {text}", name.id));
            }
            // A truncated index that does not vary.
            None if truncated => return None,
            // `s = stock[k]`: an element of an index array, used as the index of the adds.
            None if matches!(a.value.as_ref(), Expr::Subscript(sub) if mentions_any(&sub.slice, &tr.vars()))
                && !tr.vars().contains(&name.id) =>
            {
                let text = tr.value(&a.value)?;
                tr.temps.push(name.id.clone());
                tr.varying_temps.push(name.id.clone());
                tr.gather_temps.push(name.id.clone());
                index_temps.push(name.id.clone());
                lines.push(format!("{} = {text}", name.id));
            }
            None => lines.extend(tr.stmt(stmt)?),
        }
    }
    if adds.is_empty() {
        return None;
    }
    lines.extend(scatter_lines(tr, adds, path, &index_temps)?);
    Some(lines)
}

/// The adds of a scatter loop's body and the tests each depends on (`true`: held, `false`: an
/// earlier branch's test that failed): `T[idx[i]] += v`, under an `if` of its own
/// (`if lat[i] > slo: bad[w] += 1`), or one per branch of an `if`/`elif`/`else`.
#[allow(clippy::type_complexity)]
fn scatter_updates(body: &[Stmt]) -> Option<Vec<(&ast::StmtAugAssign, Vec<(&Expr, bool)>)>> {
    let mut updates = Vec::new();
    for stmt in body {
        for branch in summed_branches(stmt)? {
            let failed = branch.earlier.iter().map(|t| (*t, false));
            let tests = failed.chain(branch.own.map(|t| (t, true))).collect();
            updates.push((branch.update, tests));
        }
    }
    Some(updates)
}

/// `min(int(e), k)`, `max(int(e), 0)`, nested: `np.minimum((e).astype(int), k)` — integers,
/// so NumPy's functions give Python's results (no NaN, ties equal). `None` for another value.
fn clamped_index(tr: &mut Translator, value: &Expr) -> Option<String> {
    if let Some(inner) = truncated_index(tr, value) {
        if !mentions_any(inner, &tr.varying()) {
            return None;
        }
        let text = tr.value(inner)?;
        return Some(
            if matches!(inner, Expr::Name(_) | Expr::Subscript(_) | Expr::Call(_)) {
                format!("{text}.astype(int)")
            } else {
                format!("({text}).astype(int)")
            },
        );
    }
    let Expr::Call(call) = value else { return None };
    let name = builtin_name(&call.func).filter(|n| matches!(*n, "min" | "max"))?;
    let [a, b] = call.arguments.args.as_ref() else {
        return None;
    };
    if !call.arguments.keywords.is_empty() || tr.cx.model.binding_count(0, name) != 0 {
        return None;
    }
    let varying = tr.varying();
    let (index, bound) = match (mentions_any(a, &varying), mentions_any(b, &varying)) {
        (true, false) => (a, b),
        (false, true) => (b, a),
        _ => return None,
    };
    // Integer arithmetic of names and sizes (`nx - 1`): anything but an integer would make the
    // index raise in the loop and in `np.bincount` alike.
    super::window_sum::linear(bound)?;
    let index = clamped_index(tr, index)?;
    let function = if name == "min" { "minimum" } else { "maximum" };
    Some(format!(
        "{}.{function}({index}, {})",
        tr.np,
        tr.cx.text(bound.range())
    ))
}

/// NumPy functions elementwise in these positional arguments only (the others are tables).
fn elementwise_positions(member: &str) -> Option<&'static [usize]> {
    Some(match member {
        "interp" | "digitize" | "round" | "around" | "nan_to_num" => &[0],
        "searchsorted" => &[1],
        "clip" => &[0, 1, 2],
        _ => return None,
    })
}

fn is_named_subscript(e: &Expr) -> bool {
    matches!(e, Expr::Subscript(s) if matches!(s.value.as_ref(), Expr::Name(_)))
}

/// `h % 24`, `(i + shift) // 7`: an index that maps several positions to one bin (a remainder
/// or a floor quotient at the top), which no slice expresses.
fn folds_positions(index: &Expr) -> bool {
    matches!(index, Expr::BinOp(b) if matches!(b.op, ast::Operator::Mod | ast::Operator::FloorDiv))
}

/// `int(e)` of an elementwise value: `e`.
fn truncated_index<'e>(tr: &Translator, value: &'e Expr) -> Option<&'e Expr> {
    let Expr::Call(call) = value else { return None };
    match (builtin_name(&call.func), call.arguments.args.as_ref()) {
        (Some("int"), [inner])
            if call.arguments.keywords.is_empty()
                && !inner.is_starred_expr()
                && tr.cx.model.binding_count(0, "int") == 0 =>
        {
            Some(inner)
        }
        _ => None,
    }
}

fn scatter_lines(
    tr: &mut Translator,
    body: &[Stmt],
    path: &[&Stmt],
    index_temps: &[Name],
) -> Option<Vec<String>> {
    let [axis] = tr.axes else { return None };
    let var = axis.var.clone();
    let mut lines = Vec::new();
    let mut targets: Vec<Name> = Vec::new();
    for (a, tests) in scatter_updates(body)? {
        if tests.iter().any(|(t, _)| !mentions_any(t, &tr.varying())) {
            return None;
        }
        let op = match a.op {
            ast::Operator::Add => "+",
            ast::Operator::Sub => "-",
            _ => return None,
        };
        let Expr::Subscript(target) = a.target.as_ref() else {
            return None;
        };
        let Expr::Name(t) = target.value.as_ref() else {
            return None;
        };
        // `T[idx[i]]`, `T[b]` with `b` an index computed above, or `T[h % 24]`.
        let (idx, computed) = match target.slice.as_ref() {
            Expr::Subscript(at) => match (at.value.as_ref(), at.slice.as_ref()) {
                (Expr::Name(idx), Expr::Name(i)) if i.id == var => (Some(idx), false),
                _ => return None,
            },
            Expr::Name(b) if index_temps.contains(&b.id) => (Some(b), true),
            folded if folds_positions(folded) => (None, true),
            // `rates[int(t[i] // 365)]`: truncated toward zero, as `astype(int)` does.
            truncated if truncated_index(tr, truncated).is_some() || is_min_max(truncated) => {
                (None, true)
            }
            // `grid[cy, cx]` with both computed above, or `od[start[i], end[i]]`: one bin per
            // cell of the 2-D array.
            Expr::Tuple(cell) if cell_indices(cell, index_temps, axis).is_some() => (None, true),
            _ => return None,
        };
        let cell = match target.slice.as_ref() {
            Expr::Tuple(cell) => cell_indices(cell, index_temps, axis),
            _ => None,
        };
        // The same array may take several adds (`net[s[i], h[i]] -= 1; net[e[i], h[i]] += 1`):
        // a value or test that reads it is declined after the loop below.
        if idx.is_some_and(|idx| idx.id == t.id)
            || mentions_any(&target.slice, std::slice::from_ref(&t.id))
        {
            return None;
        }
        if !targets.contains(&t.id) {
            targets.push(t.id.clone());
        }
        let weights = if mentions_any(&a.value, &tr.varying()) {
            Some(tr.value(&a.value)?)
        } else {
            None
        };
        let float_target = float_array(tr.cx, path, &t.id)?;
        // Float sums added in place into an integer array raise where the loop's element
        // stores truncated them (an integer literal, or 1.0 added n times, stays exact).
        let float_step =
            weights.is_some() || (int_literal(&a.value).is_none() && !is_one(&a.value));
        let rank_ok = match cell {
            Some(_) => {
                let scope = tr.cx.model.scope_containing(target.range());
                super::rank::array_rank(tr.cx, scope, t.id.as_str(), 0) == Some(2)
            }
            None => tr.known_rank(&t.id, path),
        };
        if !rank_ok || (float_step && !float_target) {
            return None;
        }
        let np = tr.np;
        let positions = match (idx, &cell) {
            (_, Some(cell)) => {
                tr.mark_unsafe(
                    "a column index past the end of a row lands in the next row (the loop raised)",
                );
                for read in &cell.read {
                    tr.reads.push((read.clone(), var.to_string()));
                }
                let cells = cells_name(tr.cx, &lines);
                lines.push(format!(
                    "{cells} = {} * {}.shape[1] + {}",
                    cell.row, t.id, cell.col
                ));
                cells
            }
            (None, None) => match clamped_index(tr, &target.slice) {
                Some(text) => text,
                None if truncated_index(tr, &target.slice).is_some()
                    || is_min_max(&target.slice) =>
                {
                    return None
                }
                None => tr.index_arithmetic(&target.slice)?,
            },
            (Some(idx), None)
                if computed
                    || axis.whole.as_ref() == Some(&idx.id)
                    || axis.same_length.contains(&idx.id) =>
            {
                idx.id.to_string()
            }
            (Some(idx), None) => format!("{}[{}]", idx.id, axis.slice()),
        };
        let length = match cell {
            Some(_) => format!("{}.size", t.id),
            None => format!("{}.shape[0]", t.id),
        };
        let (positions, weights) = match tests.as_slice() {
            [] => (positions, weights),
            tests => {
                // A value tested for its truth masks as `value != 0` (an integer mask would
                // gather positions instead); a test an earlier branch took is negated.
                let mut parts = Vec::new();
                for (test, held) in tests {
                    let truth = util::truth(tr, test)?;
                    parts.push(match (held, tests.len()) {
                        (true, 1) => truth,
                        (true, _) => format!("({truth})"),
                        (false, _) => format!("~({truth})"),
                    });
                }
                let mask = parts.join(" & ");
                let masked = |text: String| {
                    if postfix_safe(&text) {
                        format!("{text}[{mask}]")
                    } else {
                        format!("({text})[{mask}]")
                    }
                };
                (masked(positions), weights.map(masked))
            }
        };
        let total = match (weights, int_literal(&a.value)) {
            (Some(w), _) => format!("{np}.bincount({positions}, weights={w}, minlength={length})"),
            (None, Some(1)) => format!("{np}.bincount({positions}, minlength={length})"),
            // Adding 1.0 n times is n, exactly.
            (None, _) if is_one(&a.value) => {
                format!("{np}.bincount({positions}, minlength={length})")
            }
            (None, _) if is_number_literal(&a.value) => format!(
                "{} * {np}.bincount({positions}, minlength={length})",
                tr.cx.text(a.value.range())
            ),
            _ => return None,
        };
        let total = match cell {
            Some(_) => format!("{total}.reshape({}.shape)", t.id),
            None => total,
        };
        if let Some(idx) = idx {
            tr.reads.push((idx.id.clone(), var.to_string()));
        }
        tr.writes.push((t.id.clone(), "scatter".into()));
        lines.push(format!("{} {op}= {total}", t.id));
    }
    // An index array or weight the loop also writes would be read after its change.
    if targets.iter().any(|t| {
        tr.reads
            .iter()
            .any(|(r, key)| r == t && key.as_str() != "scatter")
    }) {
        return None;
    }
    tr.mark_unsafe("a negative index wrapped around in the loop and raises in np.bincount; each bin's sum is added in another order");
    Some(lines)
}

/// A name for the cells of a scatter that neither the file nor an earlier line uses.
fn cells_name(cx: &FixContext, lines: &[String]) -> String {
    (1..)
        .map(|k| match k {
            1 => super::rr_stack::fresh_name(cx, "cells"),
            _ => super::rr_stack::fresh_name(cx, &format!("cells_{k}")),
        })
        .find(|name| !lines.iter().any(|l| l.starts_with(&format!("{name} = "))))
        .expect("an unused name exists")
}

/// The row and column index arrays of a cell, as text, and the index arrays read for them.
struct Cell {
    row: String,
    col: String,
    read: Vec<Name>,
}

/// A cell index whose parts are indices computed in the body (`grid[cy, cx]`) or elements of
/// index arrays at the loop variable (`od[start[i], end[i]]`), not the same index twice.
fn cell_indices(cell: &ast::ExprTuple, index_temps: &[Name], axis: &Axis) -> Option<Cell> {
    let [r, c] = cell.elts.as_slice() else {
        return None;
    };
    let mut read = Vec::new();
    let mut part = |e: &Expr| -> Option<String> {
        match e {
            Expr::Name(n) if index_temps.contains(&n.id) => Some(n.id.to_string()),
            Expr::Subscript(at) => match (at.value.as_ref(), at.slice.as_ref()) {
                (Expr::Name(idx), Expr::Name(i)) if i.id == axis.var => {
                    read.push(idx.id.clone());
                    let whole =
                        axis.whole.as_ref() == Some(&idx.id) || axis.same_length.contains(&idx.id);
                    Some(match whole {
                        true => idx.id.to_string(),
                        false => format!("{}[{}]", idx.id, axis.slice()),
                    })
                }
                _ => None,
            },
            _ => None,
        }
    };
    let row = part(r)?;
    let col = part(c)?;
    (row != col).then_some(Cell { row, col, read })
}

fn is_min_max(e: &Expr) -> bool {
    matches!(e, Expr::Call(c) if matches!(builtin_name(&c.func), Some("min" | "max")))
}

/// Text that a subscript can follow as it is: a name, `name[...]` (one bracket), or a value
/// ending in `.astype(int)` that the code here built around a parenthesized or atomic value.
fn postfix_safe(text: &str) -> bool {
    let word = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_alphanumeric() || c == '_');
    if word(text) || text.ends_with(".astype(int)") {
        return true;
    }
    match text.split_once('[') {
        Some((base, rest)) => {
            word(base) && rest.ends_with(']') && !rest[..rest.len() - 1].contains(['[', ']'])
        }
        None => false,
    }
}

pub(super) fn is_one(e: &Expr) -> bool {
    matches!(e, Expr::NumberLiteral(n) if matches!(n.value, ast::Number::Float(f) if f == 1.0))
}

/// `Some(true)` when every binding of `name` in the function is a NumPy constructor with no
/// dtype or a float one (`np.zeros(bins)`), `Some(false)` for other dtypes; `None` when unknown.
pub(super) fn float_array(cx: &FixContext, path: &[&Stmt], name: &Name) -> Option<bool> {
    let function = crate::fix::locate::enclosing_function(path)?;
    let scope = cx.model.scope_at(function.range.start()).unwrap_or(0);
    let values = cx.model.bound_values(scope, name.as_str());
    let mut float = true;
    for value in &values {
        let Expr::Call(call) = value else { return None };
        util::numpy_member(cx, call)?;
        if let Some(dtype) = crate::model::expr::argument(call, 1, "dtype") {
            let text = cx.text(dtype.range());
            float &= text.contains("float");
        }
    }
    (!values.is_empty()).then_some(float)
}

/// Why the body carries a value from one iteration to the next, if it does: a name read before
/// the body binds it (`level = c * level + x[n]`), or a running total read in the loop
/// (`running += counts[k]; out[k] = running`, a cumulative sum).
fn carried_value(body: &[Stmt]) -> Option<&'static str> {
    let statements = crate::model::tree::all_statements(body);
    let mut totals: Vec<&Name> = Vec::new();
    let mut temps: Vec<&Name> = Vec::new();
    // `a = ...` for sure before `if a < 0: a += np.pi`: a temporary of each iteration.
    let fresh = |name: &Name, at: ruff_text_size::TextSize| {
        body.iter()
            .take_while(|s| s.end() <= at)
            .any(|s| binds_for_sure(s, name))
            && !reads_before_bound(body, name)
    };
    for stmt in &statements {
        match stmt {
            Stmt::AugAssign(a) => {
                if let Expr::Name(n) = a.target.as_ref() {
                    if fresh(&n.id, a.start()) {
                        temps.push(&n.id);
                    } else {
                        totals.push(&n.id);
                    }
                }
            }
            Stmt::Assign(a) => {
                for target in &a.targets {
                    temps.extend(bound_names(target));
                }
            }
            _ => {}
        }
    }
    let loads = |name: &Name| {
        let mut at = Vec::new();
        any_expr_in_body(body, |e| {
            if let Expr::Name(n) = e {
                if &n.id == name && n.ctx.is_load() {
                    at.push(n.range.start());
                }
            }
            false
        });
        at
    };
    if totals.iter().any(|t| !loads(t).is_empty()) {
        return Some("a running value is read inside the loop (each element sees the total so far: a cumulative sum or a recurrence)");
    }
    // Only assignments directly in the body bind for sure; one in a branch may not run.
    let bound_before = |name: &Name, at: ruff_text_size::TextSize| {
        body.iter()
            .any(|s| s.end() <= at && binds_for_sure(s, name))
    };
    let carried = temps
        .iter()
        .any(|t| loads(t).into_iter().any(|at| !bound_before(t, at)));
    carried.then_some(
        "a value carried from one iteration to the next (read before the body assigns it): a recurrence",
    )
}

/// Whether `name` is read in the body before the first top-level statement that binds it for
/// sure.
fn reads_before_bound(body: &[Stmt], name: &Name) -> bool {
    let Some(binding) = body.iter().find(|s| binds_for_sure(s, name)) else {
        return true;
    };
    let mut read = false;
    any_expr_in_body(body, |e| {
        if let Expr::Name(n) = e {
            if &n.id == name && n.ctx.is_load() && n.range.start() < binding.start() {
                read = true;
            }
        }
        false
    });
    read
}

/// `name = ...`, or an `if`/`elif`/`else` (with the `else`) whose every branch binds `name`
/// so.
fn binds_for_sure(stmt: &Stmt, name: &Name) -> bool {
    match stmt {
        Stmt::Assign(a) => a.targets.iter().any(|t| bound_names(t).contains(&name)),
        Stmt::If(s) => if_binds_for_sure(s, name),
        _ => false,
    }
}

fn if_binds_for_sure(s: &ast::StmtIf, name: &Name) -> bool {
    let has_else = s.elif_else_clauses.last().is_some_and(|c| c.test.is_none());
    has_else
        && std::iter::once(&s.body)
            .chain(s.elif_else_clauses.iter().map(|c| &c.body))
            .all(|body| body.iter().any(|b| binds_for_sure(b, name)))
}

/// A running total stored per element, `acc += E; out[i] = acc` over `range(lo, hi)` →
/// `out[lo:hi] = acc + np.cumsum(E)`, then `acc += np.sum(E)` when `acc` is read after the loop
/// (`*=`: cumprod and prod). `None` for another body; `Some(None)` when this one cannot be
/// vectorized (the reason is in `tr.declined`). Only for an accumulator bound to number literals
/// in its function: an array one would broadcast against the per-element values.
fn running_prefix(tr: &mut Translator, body: &[Stmt], outer: &Stmt) -> Option<Option<Vec<String>>> {
    let [Stmt::AugAssign(step), Stmt::Assign(store)] = body else {
        return None;
    };
    let [axis] = tr.axes else { return None };
    let Expr::Name(acc) = step.target.as_ref() else {
        return None;
    };
    let (running, total, joiner) = match step.op {
        ast::Operator::Add => ("cumsum", "sum", "+"),
        ast::Operator::Mult => ("cumprod", "prod", "*"),
        _ => return None,
    };
    let [target @ Expr::Subscript(slot)] = store.targets.as_slice() else {
        return None;
    };
    let (Expr::Name(out), Expr::Name(stored)) = (slot.value.as_ref(), store.value.as_ref()) else {
        return None;
    };
    if stored.id != acc.id
        || !matches!(slot.slice.as_ref(), Expr::Name(index) if index.id == axis.var)
        || mentions_any(&step.value, &[acc.id.clone(), out.id.clone()])
        || !mentions_any(&step.value, &tr.vars())
        || !bound_to_number_literals(tr.cx, tr.path, &acc.id)
    {
        return None;
    }
    Some(prefix_lines(
        tr,
        step,
        target,
        outer,
        (running, total, joiner),
    ))
}

fn prefix_lines(
    tr: &mut Translator,
    step: &ast::StmtAugAssign,
    target: &Expr,
    outer: &Stmt,
    (running, total, joiner): (&str, &str, &str),
) -> Option<Vec<String>> {
    let Expr::Name(acc) = step.target.as_ref() else {
        return None;
    };
    let Expr::Subscript(slot) = target else {
        return None;
    };
    let Expr::Name(out) = slot.value.as_ref() else {
        return None;
    };
    let before = tr.reads.len();
    let value = tr.value(&step.value)?;
    // Stored into a 1-D array, the running value is one number (the loop raises otherwise).
    let axis = if tr.known_rank(&out.id, tr.path) {
        ""
    } else {
        tr.reduction_axis(&step.value, before)?
    };
    let slots = tr.target(target)?;
    let mut dtype = String::new();
    if joiner == "*" && uses_as_value(&step.value, &tr.vars()) {
        // `np.arange` multiplies in int64 and overflows from 21! on; the loop multiplied
        // Python ints and stored them in the array's dtype.
        dtype = format!(", dtype={}.dtype", out.id);
        tr.mark_unsafe("products of the loop variable are rounded in the written array's dtype at each step, where the loop multiplied exact Python ints");
    }
    let np = tr.np;
    let read_after = util::read_after(tr.cx, tr.path, acc.id.as_str(), outer.range());
    // From a start of 0 (1 for products) every stored total is the cumulative sum itself, which
    // adds in order as the loop does (rows along axis 0 too); from another start, added to each
    // cumulative sum, the last bits may differ.
    let identity = if joiner == "+" { 0.0 } else { 1.0 };
    if !starts_at(tr.cx, tr.path, &acc.id, identity) {
        tr.mark_unsafe("each running total is the start plus a cumulative sum, rounded apart from the loop's running additions");
    }
    let running_values = format!("{} {joiner} {np}.{running}({value}{axis}{dtype})", acc.id);
    if !read_after {
        return Some(vec![format!("{slots} = {running_values}")]);
    }
    if axis.is_empty() {
        // The total after the loop is the last running total (a sum over all would add in
        // another order).
        let partial = super::rr_stack::fresh_name(tr.cx, &format!("{}_so_far", acc.id));
        let mut lines = vec![
            format!("{partial} = {running_values}"),
            format!("{slots} = {partial}"),
        ];
        lines.extend(tr.unless_empty(format!("{} = {partial}[-1]", acc.id), true));
        return Some(lines);
    }
    let mut lines = vec![format!("{slots} = {running_values}")];
    let line = format!("{} {joiner}= {np}.{total}({value}{axis})", acc.id);
    lines.extend(tr.unless_empty(line, true));
    Some(lines)
}

/// Every binding of `name` in its function is a number literal (`total = 0`) or an augmented
/// assignment, and there is one of the first kind.
fn bound_to_number_literals(cx: &FixContext, path: &[&Stmt], name: &Name) -> bool {
    number_literal_starts(cx, path, name).is_some()
}

/// Every plain binding of `name` in its function is the number `value` (`0`, `0.0`), the others
/// augmented assignments.
fn starts_at(cx: &FixContext, path: &[&Stmt], name: &Name, value: f64) -> bool {
    number_literal_starts(cx, path, name)
        .is_some_and(|starts| starts.iter().all(|s| *s == Some(value)))
}

/// The values of the plain bindings of `name` in its function (`None` for a literal other than
/// a plain int or float, `-1.0` or `2j`), when every binding is a number literal or an augmented
/// assignment and there is one of the first kind.
fn number_literal_starts(cx: &FixContext, path: &[&Stmt], name: &Name) -> Option<Vec<Option<f64>>> {
    let function = crate::fix::locate::enclosing_function(path)?;
    let scope = cx.model.scope_at(function.range.start()).unwrap_or(0);
    let mut starts = Vec::new();
    for binding in cx.model.bindings_of(scope, name.as_str()) {
        match binding {
            crate::model::Bound::Value(v) if is_number_literal(v) => starts.push(match v {
                Expr::NumberLiteral(n) => match &n.value {
                    ast::Number::Int(i) => i.as_i64().map(|i| i as f64),
                    ast::Number::Float(f) => Some(*f),
                    ast::Number::Complex { .. } => None,
                },
                _ => None,
            }),
            crate::model::Bound::Augmented(_) => {}
            _ => return None,
        }
    }
    (!starts.is_empty()).then_some(starts)
}

/// The names an assignment target binds: `x`, or each name of `a, b = ...`.
fn bound_names(target: &Expr) -> Vec<&Name> {
    match target {
        Expr::Name(n) => vec![&n.id],
        Expr::Tuple(t) => t.elts.iter().flat_map(bound_names).collect(),
        _ => Vec::new(),
    }
}

/// `y[i] = y[i-1] + E` / `y[i] = y[i-1] * E` over `range(lo, hi)` → cumsum/cumprod; also along
/// one axis of an n-D array (`gdd[:, d] = gdd[:, d - 1] + E` → `np.cumsum(E, axis=1)`) and with
/// more terms after the previous value (`y[i - 1] + a[i] - b` adds `a[i] - b`).
fn running_total(tr: &mut Translator, body: &[Stmt], outer: &Stmt) -> Option<Vec<String>> {
    let [Stmt::Assign(a)] = body else { return None };
    let [Expr::Subscript(target)] = a.targets.as_slice() else {
        return None;
    };
    if tr.axes.len() != 1 {
        return None;
    }
    let axis = &tr.axes[0];
    let Expr::Name(y) = target.value.as_ref() else {
        return None;
    };
    let position = running_axis(&target.slice, &axis.var)?;
    let Expr::BinOp(b) = a.value.as_ref() else {
        return None;
    };
    let is_previous = |e: &Expr| match e {
        Expr::Subscript(s) => {
            matches!(s.value.as_ref(), Expr::Name(n) if n.id == y.id)
                && is_previous_index(&s.slice, &target.slice, &axis.var)
        }
        _ => false,
    };
    let (reduce, joiner, terms): (&str, &str, Vec<(bool, &Expr)>) = match b.op {
        ast::Operator::Mult if is_previous(&b.left) => ("cumprod", "*", vec![(false, &b.right)]),
        ast::Operator::Mult if is_previous(&b.right) => ("cumprod", "*", vec![(false, &b.left)]),
        ast::Operator::Add | ast::Operator::Sub => {
            let terms = sum_terms(a.value.as_ref());
            match terms.as_slice() {
                [(false, first), rest @ ..] if is_previous(first) && !rest.is_empty() => {
                    ("cumsum", "+", rest.to_vec())
                }
                // `E + y[i - 1]`
                [(false, first), (false, second)] if is_previous(second) => {
                    ("cumsum", "+", vec![(false, *first)])
                }
                _ => return None,
            }
        }
        _ => return None,
    };
    // A step that does not vary (`y[i - 1] + 2.0`) would be one cumulative sum of one number,
    // broadcast.
    if terms
        .iter()
        .any(|(_, t)| mentions_any(t, std::slice::from_ref(&y.id)))
        || !terms.iter().any(|(_, t)| mentions_any(t, &tr.varying()))
    {
        return None;
    }
    // An integer array truncates each sum in the loop; `np.cumsum(E, dtype=int)` truncates each
    // term before adding (`5 - 0.7` steps down by one, a truncated `-0.7` adds nothing).
    let integer_terms = terms
        .iter()
        .all(|(_, t)| int_literal(t).is_some() || matches!(t, Expr::Name(n) if n.id == axis.var));
    let dtype = crate::recipes::rr_inplace::fresh_dtype(tr.cx, tr.path, y.id.as_str(), outer);
    match dtype {
        Some(DType::Float | DType::Inexact) => {}
        Some(DType::NarrowFloat) => tr.mark_unsafe(
            "a float32 or float16 array: the loop rounds each sum of wider terms to it, the cumulative sum casts the terms first",
        ),
        Some(DType::Int) if integer_terms => {}
        Some(DType::Int) => {
            return tr.no("a running sum of non-integer terms into an integer array (the loop truncates each sum, the cumulative sum each term)")
        }
        _ if integer_terms => {}
        _ => tr.mark_unsafe(
            "the written array is not proven a float array (an integer array truncates each running sum in the loop, each term in the cumulative sum)",
        ),
    }
    // `y[v + 1] = y[v] + E` writes one position after the loop's: from `range(n)` too, since
    // the first read, `y[0]`, does not wrap around.
    let shift = running_shift(&target.slice, &axis.var)?;
    let lo = match (axis.lo.clone(), shift) {
        (Some(lo), _) => lo,
        (None, 1) => "0".to_string(),
        (None, _) => return None,
    };
    let hi = axis.hi.clone();
    let np = tr.np.to_string();
    let value = join_terms(tr, &terms)?;
    let start = offset_text(&lo, shift);
    let stop = offset_text(&hi, shift);
    let previous = offset_text(&lo, shift - 1);
    // The slot of the running axis: `y[slot]`, or `y[:, slot]` along axis k of n.
    let at = |base: &str, slot: &str| match position {
        None => format!("{base}[{slot}]"),
        Some((k, n)) => {
            let parts: Vec<&str> = (0..n).map(|i| if i == k { slot } else { ":" }).collect();
            format!("{base}[{}]", parts.join(", "))
        }
    };
    let along = match position {
        None => String::new(),
        Some((k, _)) => format!(", axis={k}"),
    };
    let written = at(y.id.as_str(), &format!("{start}:{stop}"));
    tr.writes.push((y.id.clone(), "running".into()));
    // Accumulate in the written array's dtype, as the loop does: `np.arange` of integers
    // multiplied in int64 overflows where a float loop did not (21! and up). Integers add the
    // first value in any order; floats round `y0 + (x1 + x2)` apart from the loop's
    // `(y0 + x1) + x2`, so the first value leads the cumulative sum, which adds in order.
    let assignment = if matches!(dtype, Some(DType::Int)) {
        let first = match position {
            None => format!("{}[{previous}]", y.id),
            Some(_) => at(y.id.as_str(), &format!("{previous}:{start}")),
        };
        format!(
            "{written} = {first} {joiner} {np}.{reduce}({value}{along}, dtype={}.dtype)",
            y.id
        )
    } else {
        let first = at(y.id.as_str(), &format!("{previous}:{start}"));
        let running = format!(
            "{np}.{reduce}({np}.concatenate(({first}, {value}){along}){along}, dtype={}.dtype)",
            y.id
        );
        format!("{written} = {}", at(&running, "1:"))
    };
    let both_literal = lo.parse::<i64>().ok().zip(hi.parse::<i64>().ok());
    Some(match both_literal {
        Some((l, h)) if h > l => vec![assignment],
        _ => {
            let unit = tr.cx.indent_unit().to_string();
            vec![format!("if {hi} > {lo}:"), format!("{unit}{assignment}")]
        }
    })
}

/// Where the loop variable indexes a running total: `None` for `y[i]`, `Some((k, n))` for an
/// n-item index with the variable at position `k` and bare `:` everywhere else (`y[:, d]`).
fn running_axis(index: &Expr, var: &Name) -> Option<Option<(usize, usize)>> {
    let is_var = |e: &Expr| written_shift(e, var).is_some();
    let is_whole = |e: &Expr| matches!(e, Expr::Slice(s) if s.lower.is_none() && s.upper.is_none() && s.step.is_none());
    match index {
        e if is_var(e) => Some(None),
        Expr::Tuple(t) => {
            let k = t.elts.iter().position(is_var)?;
            let rest_whole = t
                .elts
                .iter()
                .enumerate()
                .all(|(i, e)| i == k || is_whole(e));
            rest_whole.then_some(Some((k, t.elts.len())))
        }
        _ => None,
    }
}

/// The written position's offset from the loop variable in a running total's index.
fn running_shift(index: &Expr, var: &Name) -> Option<i64> {
    match index {
        Expr::Tuple(t) => t.elts.iter().find_map(|e| written_shift(e, var)),
        e => written_shift(e, var),
    }
}

/// `index` is `written` with the loop variable replaced by `var - 1`.
fn is_previous_index(index: &Expr, written: &Expr, var: &Name) -> bool {
    // One position before the written one: `v - 1` before `v`, `v` before `v + 1`.
    let is_previous = |read: &Expr, shift: i64| match shift {
        0 => matches!(read, Expr::BinOp(d) if d.op == ast::Operator::Sub
            && matches!(d.left.as_ref(), Expr::Name(v) if v.id == *var)
            && int_literal(&d.right) == Some(1)),
        _ => matches!(read, Expr::Name(v) if v.id == *var),
    };
    match (index, written) {
        (Expr::Tuple(i), Expr::Tuple(w)) if i.elts.len() == w.elts.len() => i
            .elts
            .iter()
            .zip(&w.elts)
            .all(|(a, b)| match written_shift(b, var) {
                Some(shift) => is_previous(a, shift),
                None => {
                    ruff_python_ast::comparable::ComparableExpr::from(a)
                        == ruff_python_ast::comparable::ComparableExpr::from(b)
                }
            }),
        (i, w) => written_shift(w, var).is_some_and(|shift| is_previous(i, shift)),
    }
}

/// The offset of a running total's written position from the loop variable: `0` for `v`, `1`
/// for `v + 1` (`lv[t + 1] = lv[t] + flow[t]`).
fn written_shift(e: &Expr, var: &Name) -> Option<i64> {
    match e {
        Expr::Name(n) if n.id == *var => Some(0),
        Expr::BinOp(b)
            if b.op == ast::Operator::Add
                && matches!(b.left.as_ref(), Expr::Name(v) if v.id == *var)
                && int_literal(&b.right) == Some(1) =>
        {
            Some(1)
        }
        _ => None,
    }
}

/// The terms of a chain of `+` and `-` (`a + b - c` → `+a`, `+b`, `-c`), `true` for a subtracted
/// one.
fn sum_terms(e: &Expr) -> Vec<(bool, &Expr)> {
    match e {
        Expr::BinOp(b) if matches!(b.op, ast::Operator::Add | ast::Operator::Sub) => {
            let mut terms = sum_terms(&b.left);
            terms.push((b.op == ast::Operator::Sub, &b.right));
            terms
        }
        e => vec![(false, e)],
    }
}

/// The translated terms written as one sum (`np.clip(t[:, 1:n], lo, hi) - BASE`), parenthesized
/// where a term's own operators bind no tighter than the sum.
fn join_terms(tr: &mut Translator, terms: &[(bool, &Expr)]) -> Option<String> {
    let mut out = String::new();
    for (i, (negated, term)) in terms.iter().enumerate() {
        let value = tr.value(term)?;
        let tight = match term {
            Expr::Name(_)
            | Expr::Subscript(_)
            | Expr::Call(_)
            | Expr::Attribute(_)
            | Expr::NumberLiteral(_) => true,
            Expr::BinOp(b) => matches!(
                b.op,
                ast::Operator::Mult
                    | ast::Operator::Div
                    | ast::Operator::Pow
                    | ast::Operator::FloorDiv
                    | ast::Operator::Mod
            ),
            _ => false,
        };
        let value = if tight || (terms.len() == 1 && !negated) {
            value
        } else {
            format!("({value})")
        };
        let sign = match (i, negated) {
            (0, false) => "",
            (0, true) => "-",
            (_, false) => " + ",
            (_, true) => " - ",
        };
        out.push_str(sign);
        out.push_str(&value);
    }
    Some(out)
}

const WHOLE_READ_RANK: &str =
    "an array the loop does not index may have more axes than the items it meets";

/// How many axes an element access drops: its parts but whole-axis slices (`T[i, :]` drops one);
/// `None` for a gather through an index array or an ellipsis.
fn indexed_axes(key: &str) -> Option<usize> {
    if key.starts_with('<') {
        return Some(1);
    }
    if key == "gather" || key.contains("...") {
        return None;
    }
    Some(key.split(", ").filter(|part| *part != ":").count())
}

/// The operands of `value`'s arithmetic, through `+ - * / ** …`, unary signs and comparisons,
/// not into calls or subscripts.
/// The target and value of `t = v` (one target) or `t op= v`.
fn stored_value(stmt: &Stmt) -> Option<(&Expr, &Expr)> {
    match stmt {
        Stmt::Assign(a) => match a.targets.as_slice() {
            [target] => Some((target, a.value.as_ref())),
            _ => None,
        },
        Stmt::AugAssign(a) => Some((a.target.as_ref(), a.value.as_ref())),
        _ => None,
    }
}

fn arithmetic_operands<'e>(value: &'e Expr, found: &mut dyn FnMut(&'e Expr)) {
    match value {
        Expr::BinOp(b) => {
            arithmetic_operands(&b.left, found);
            arithmetic_operands(&b.right, found);
        }
        Expr::UnaryOp(u) => arithmetic_operands(&u.operand, found),
        Expr::Compare(c) => {
            arithmetic_operands(&c.left, found);
            c.comparators
                .iter()
                .for_each(|e| arithmetic_operands(e, found));
        }
        e => found(e),
    }
}

#[cfg(test)]
mod tests {
    use super::{one_line, without_value_parentheses};

    #[test]
    fn a_statement_spliced_across_lines_is_joined_inside_brackets_only() {
        let spliced = "out[:n, :m] = (np.where(\n        c[:n, :m],\n        np.nan,\n        out[:n, :m],\n    ))";
        assert_eq!(
            one_line(spliced.to_string()),
            "out[:n, :m] = np.where(c[:n, :m], np.nan, out[:n, :m])"
        );
        let block = "if n > 0:\n    total += np.sum(x[:n])";
        assert_eq!(one_line(block.to_string()), block);
        let with_string = "labels[:n] = np.where(\n    x > 0,\n    \"up\",\n    \"down\",\n)";
        assert_eq!(one_line(with_string.to_string()), with_string);
    }

    #[test]
    fn only_the_parentheses_around_a_whole_assigned_value_go() {
        assert_eq!(without_value_parentheses("y = (a + b)"), "y = a + b");
        assert_eq!(without_value_parentheses("y += (a or b)"), "y += a or b");
        assert_eq!(without_value_parentheses("y = (a, b)"), "y = (a, b)");
        assert_eq!(
            without_value_parentheses("y = a == (b or c)"),
            "y = a == (b or c)"
        );
        assert_eq!(without_value_parentheses("y = (a) * (b)"), "y = (a) * (b)");
        assert_eq!(
            without_value_parentheses("m[a <= (b)] = c"),
            "m[a <= (b)] = c"
        );
    }
}
