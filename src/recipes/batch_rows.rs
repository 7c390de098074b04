//! RR-batch's item maps: each item mapped to a new item that combines it with its own reductions,
//! `out[i] = traces[i] / np.max(np.abs(traces[i]))`, `(row - row.mean()) / row.std()`, becomes one
//! expression over the stack whose reductions keep their axes so they broadcast against the items:
//! `out[:n] = traces[:n] / np.max(np.abs(traces[:n]), axis=tuple(range(1, traces.ndim)), keepdims=True)`.
//! Without the item outside its reductions (`np.sqrt(np.mean(x[c] ** 2))`, `hi - lo`), each item
//! gives one number and the reductions drop their axes.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::batch_reduce::{self as reduce, Reduction, Sink, Walk};
use super::{reasons, require, Why};

use super::util;
use crate::finding::Finding;
use crate::fix::{Alternative, FixContext};
use crate::model::expr::{builtin_name, mentions_any};

/// The value over the stack, as replacements of the item and of each reduction, and what it uses.
#[derive(Default)]
struct Mapped {
    replacements: Vec<(TextRange, String)>,
    /// Every reduction gives exactly the per-item values.
    exact: bool,
    reductions: usize,
    /// Per-item routines (`np.fft.fft2(x[k])`, `np.linalg.inv(A[k])`) called on the stack.
    transforms: usize,
    /// The item itself appears outside a reduction (else each item gives one number).
    bare_item: bool,
    /// Reductions keep their axes (to broadcast against the item).
    keepdims: bool,
    /// Temporaries the loop body binds before its last statement (`lo = x[k].min()`): over the
    /// stack they hold the batched values, under the same names.
    temps: Vec<ast::name::Name>,
    /// The temporaries that hold items (`d = x[k] - x[k].mean()`), not one number per item.
    item_temps: Vec<ast::name::Name>,
    /// A name of unknown kind was taken for a number.
    assumed_scalar: bool,
    /// An `int()` of integer reductions was dropped: the per-item values were Python ints.
    python_ints: bool,
    /// A choice became `np.where`, whose branches run for every item: a division or log the
    /// test excluded may warn.
    guarded_may_warn: bool,
    /// Temporaries that hold an elementwise function of the item with the reductions dropping
    /// their axes (`err = recon[z] - truth[z]`): stacks of their own, read only inside reductions.
    stacked: Vec<ast::name::Name>,
    /// Reductions along an explicit axis (`np.nanmax(chunk, axis=0)`): an array per item.
    along_axis: usize,
    /// Values of other arrays taken one per item (`rate[q]`).
    per_item_values: bool,
    /// The item axes the reductions reduce (`1`, `tuple(range(1, x.ndim))`).
    axes: String,
    /// The stack and the arrays or lists the loop stores into: a total over one of them
    /// (`np.sum(out)`) changes from item to item.
    written: Vec<ast::name::Name>,
}

impl Mapped {
    /// Every batched value equals the loop's, up to the stack being an ndarray.
    fn keeps_values(&self, walk: &Walk) -> bool {
        self.exact && !self.assumed_scalar && !self.guarded_may_warn && walk.frames_exact()
    }

    /// The temporaries that are not stacks: one number per item when the reductions drop
    /// their axes.
    fn number_temps(&self) -> Vec<ast::name::Name> {
        self.temps
            .iter()
            .filter(|t| !self.stacked.contains(t))
            .cloned()
            .collect()
    }

    /// The replacements that fall inside `value`.
    fn within(&self, value: &Expr) -> Vec<(TextRange, String)> {
        self.replacements
            .iter()
            .filter(|(r, _)| value.range().contains_range(*r))
            .cloned()
            .collect()
    }
}

fn map_value(
    cx: &FixContext,
    walk: &Walk,
    value: &Expr,
    axis: &str,
    out: &mut Mapped,
) -> Option<()> {
    if walk.is_item(value) {
        out.replacements.push((value.range(), walk.stack.clone()));
        out.bare_item = true;
        return Some(());
    }
    match value {
        Expr::NumberLiteral(_) => Some(()),
        Expr::Attribute(_) if reduce::is_scalar(cx, value) => Some(()),
        Expr::Name(n) if out.temps.contains(&n.id) => {
            out.bare_item |= out.item_temps.contains(&n.id) || out.stacked.contains(&n.id);
            Some(())
        }
        Expr::Name(n) if !walk.vars().contains(&n.id) => {
            if reduce::is_scalar(cx, value) {
                return Some(());
            }
            // A parameter of unknown kind (`floor`): a number in the common case; an array
            // would broadcast against every item instead.
            let scope = cx.model.scope_containing(value.range());
            (cx.model.kind(scope, value) == crate::model::Kind::Unknown).then(|| {
                out.assumed_scalar = true;
            })
        }
        // `x.shape[1]`, `len(x)`: one number for every item.
        _ if util::is_size(value)
            && !mentions_any(value, &walk.vars())
            && !mentions_any(value, &out.temps) =>
        {
            Some(())
        }
        // `rate[q]` beside `history[q].mean()`: one value per item from another array, taken
        // for a 1-D one (unsafe); beside whole items it would need an axis of its own.
        Expr::Subscript(s) if !out.keepdims && !walk.column => {
            let index = walk.index.as_ref()?;
            let (Expr::Name(other), Expr::Name(i)) = (s.value.as_ref(), s.slice.as_ref()) else {
                return None;
            };
            if &i.id != index || other.id == walk.base || out.temps.contains(&other.id) {
                return None;
            }
            // `scans[s] / np.sum(tic[s])` with `scans` proven 2-D: a row, not one value.
            let scope = cx.model.scope_containing(s.range());
            if super::rank::array_rank(cx, scope, other.id.as_str(), 0).is_some_and(|r| r != 1) {
                return None;
            }
            out.replacements
                .push((s.range(), format!("{}[:{}]", other.id, walk.count)));
            out.assumed_scalar = true;
            out.per_item_values = true;
            Some(())
        }
        Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
            map_value(cx, walk, &b.left, axis, out)?;
            map_value(cx, walk, &b.right, axis, out)
        }
        Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => map_value(cx, walk, &u.operand, axis, out),
        Expr::If(choice) => map_choice(cx, walk, choice, axis, out),
        // `np.max(np.abs(trace)) < floor`: one comparison per item, elementwise over the stack.
        Expr::Compare(c) if reduce::elementwise_comparison(c).is_some() => {
            let (left, right) = reduce::elementwise_comparison(c)?;
            map_value(cx, walk, left, axis, out)?;
            map_value(cx, walk, right, axis, out)
        }
        // `np.sum(areas)`: one number, the same for every item.
        Expr::Call(_) if invariant_total(cx, walk, value, out) => Some(()),
        Expr::Call(call) => {
            if let Some(reduction) = Reduction::of(cx, value) {
                map_reduction(cx, walk, &reduction, axis, out)?;
                // The dropped `int()`: the batched reduction replaces the whole call.
                if reduction.wrapper.is_some() {
                    let (_, text) = out.replacements.pop()?;
                    out.replacements.push((value.range(), text));
                }
                return Some(());
            }
            if let Some(routine) = util::numpy_member(cx, call) {
                // The routine takes stacks and transforms each item as the loop did.
                if super::rr_batch::PER_ITEM.contains(&routine) {
                    let [item] = call.arguments.args.as_ref() else {
                        return None;
                    };
                    if !walk.is_item(item) || !reduce::keywords_allowed(call, &walk.vars()) {
                        return None;
                    }
                    out.replacements.push((item.range(), walk.stack.clone()));
                    out.bare_item = true;
                    out.transforms += 1;
                    return Some(());
                }
            }
            if let Some((arg, pieces)) = min_max_with_literal(cx, call) {
                map_value(cx, walk, arg, axis, out)?;
                out.replacements.extend(pieces);
                return Some(());
            }
            // `math.sqrt(x[k].mean())`: NumPy's function of the same name, over every item.
            if let Some(name) = math_function(call) {
                let (np, import) = cx.np();
                if import.is_some() || !call.arguments.keywords.is_empty() {
                    return None;
                }
                out.replacements
                    .push((call.func.range(), format!("{np}.{name}")));
            } else {
                let ufunc = call.arguments.keywords.is_empty()
                    && (util::numpy_member(cx, call).is_some_and(crate::model::api::is_ufunc)
                        || builtin_name(&call.func) == Some("abs"));
                if !ufunc {
                    return None;
                }
            }
            call.arguments
                .args
                .iter()
                .try_for_each(|a| map_value(cx, walk, a, axis, out))
        }
        _ => None,
    }
}

/// A reduction over everything (no keyword) of values that do not depend on the loop.
fn invariant_total(cx: &FixContext, walk: &Walk, value: &Expr, out: &Mapped) -> bool {
    Reduction::of(cx, value).is_some_and(|r| {
        r.wrapper.is_none()
            && r.call.arguments.keywords.is_empty()
            && r.call.arguments.args.len() == usize::from(util::numpy_member(cx, r.call).is_some())
            && !mentions_any(value, &walk.vars())
            && !mentions_any(value, &out.temps)
            && !mentions_any(value, &out.written)
    })
}

/// `a if test else b` per item → `np.where(test, a, b)` over the stack (every part mapped).
fn map_choice(
    cx: &FixContext,
    walk: &Walk,
    choice: &ast::ExprIf,
    axis: &str,
    out: &mut Mapped,
) -> Option<()> {
    let (np, import) = cx.np();
    if import.is_some() || out.keepdims {
        return None;
    }
    let before = out.replacements.len();
    let parts = [
        choice.test.as_ref(),
        choice.body.as_ref(),
        choice.orelse.as_ref(),
    ];
    for part in parts {
        map_value(cx, walk, part, axis, out)?;
    }
    let inner: Vec<(TextRange, String)> = out.replacements.drain(before..).collect();
    let text = |e: &Expr| {
        let within: Vec<(TextRange, String)> = inner
            .iter()
            .filter(|(r, _)| e.range().contains_range(*r))
            .cloned()
            .collect();
        util::splice(cx.text(e.range()), e.start(), &within)
    };
    out.guarded_may_warn |=
        super::rr_loop::may_warn(&choice.body) || super::rr_loop::may_warn(&choice.orelse);
    out.replacements.push((
        choice.range(),
        format!(
            "{np}.where({}, {}, {})",
            text(parts[0]),
            text(parts[1]),
            text(parts[2])
        ),
    ));
    Some(())
}

/// The NumPy name of `math.f(...)` when `f` has an elementwise NumPy twin.
fn math_function(call: &ast::ExprCall) -> Option<&'static str> {
    let Expr::Attribute(a) = call.func.as_ref() else {
        return None;
    };
    match a.value.as_ref() {
        // `math.floor`/`math.ceil` give ints, a list of them would hold floats.
        Expr::Name(m) if m.id.as_str() == "math" => {
            util::math_to_numpy(a.attr.id.as_str(), call.arguments.args.len())
                .filter(|n| !matches!(*n, "floor" | "ceil"))
        }
        _ => None,
    }
}

/// Builtin `max(v, c)` / `min(v, c)` with a number literal `c`, as the NumPy function that
/// gives the same result elementwise (see RR-loop's `min_max`): `np.maximum(v, c)`,
/// `np.maximum(0.0, v)` for a zero `c` (a -0.0 `v` is kept on the tie), `np.fmax(v, c)` for
/// `max(c, v)` (a NaN `v` gives `c`). The argument to map, and the replacements around it.
fn min_max_with_literal<'e>(
    cx: &FixContext,
    call: &'e ast::ExprCall,
) -> Option<(&'e Expr, Vec<(TextRange, String)>)> {
    use super::rr_loop::{is_number_literal, is_zero_literal};
    let name = builtin_name(&call.func).filter(|n| matches!(*n, "min" | "max"))?;
    let [a, b] = call.arguments.args.as_ref() else {
        return None;
    };
    let plain = call.arguments.keywords.is_empty()
        && cx.model.binding_count(0, name) == 0
        && !a.is_starred_expr()
        && !b.is_starred_expr();
    let (np, import) = cx.np();
    if !plain || import.is_some() {
        return None;
    }
    let (propagating, ignoring) = if name == "min" {
        ("minimum", "fmin")
    } else {
        ("maximum", "fmax")
    };
    let before = |e: &Expr| TextRange::new(call.start(), e.start());
    let after = |e: &Expr| TextRange::new(e.end(), call.end());
    if is_number_literal(b) && !is_zero_literal(b) {
        Some((a, vec![(call.func.range(), format!("{np}.{propagating}"))]))
    } else if is_number_literal(b) {
        let zero = cx.text(b.range());
        Some((
            a,
            vec![
                (before(a), format!("{np}.{propagating}({zero}, ")),
                (after(a), ")".to_string()),
            ],
        ))
    } else if is_number_literal(a) {
        let literal = cx.text(a.range());
        Some((
            b,
            vec![
                (before(b), format!("{np}.{ignoring}(")),
                (after(b), format!(", {literal})")),
            ],
        ))
    } else {
        None
    }
}

/// A reduction of the item inside the mapped value: over the item axes, keeping them.
fn map_reduction(
    cx: &FixContext,
    walk: &Walk,
    reduction: &Reduction,
    axis: &str,
    out: &mut Mapped,
) -> Option<()> {
    // `int(np.argmax(row))`: integers already; `int()` only made them Python ints, which an
    // array store makes int64 again (a list would keep them: see `loop_offer`).
    if (reduction.wrapper.is_some() && !reduction.int_of_integers())
        || reduction.name == "linalg.norm"
    {
        return None;
    }
    out.python_ints |= reduction.wrapper.is_some();
    if let Some(axis_keyword) = crate::model::expr::keyword(reduction.call, "axis") {
        return map_reduction_along(cx, walk, reduction, &axis_keyword.value, out);
    }
    if !reduce::keywords_allowed(reduction.call, &walk.vars()) {
        return None;
    }
    // `day.argmax()` reduces one axis at a time: each item flattened, `(n, -1)`, along axis 1.
    let flattened = reduce::ONE_AXIS_ONLY.contains(&reduction.name) && axis != walk.row_axis();
    if reduce::ONE_AXIS_ONLY.contains(&reduction.name) && (out.keepdims || walk.column) {
        return None;
    }
    // With the reduced axes dropped, a temporary is one number per item: inside a reduction
    // beside the item (`np.abs(row - centre)`) it would broadcast along the wrong axis. A
    // temporary holding an elementwise function of the item is a stack of its own, reduced alike.
    if !out.keepdims && mentions_any(reduction.operand, &out.number_temps()) {
        return None;
    }
    let stacked = with_stacked_temps(walk, out);
    let walk = &stacked;
    let mut inner = Vec::new();
    match reduce::masked_sum(cx, walk, reduction)
        .or_else(|| reduce::selected_columns(cx, walk, reduction))
    {
        Some(text) => inner.push((reduction.operand.range(), text)),
        None => reduce::elementwise(cx, walk, reduction.operand, &mut inner)?,
    }
    // Flattening commutes with an operand elementwise in the item and numbers
    // (`np.count_nonzero(seg == 2)`), not with rows of other arrays beside it.
    if flattened && inner.iter().any(|(_, text)| *text != walk.stack) {
        return None;
    }
    out.assumed_scalar |= reduce::assumes_unproven(cx, walk, reduction.operand);
    out.exact &= !reduce::nests_rounded_reduction(cx, reduction.operand);
    if !reduce::reads_items(walk, reduction.operand) {
        return None;
    }
    let more = if out.keepdims { ", keepdims=True" } else { "" };
    let text = if flattened {
        // An empty stack: `reshape(0, -1)` raises where the loop made nothing.
        out.exact = false;
        let inner = reduce::flattened_items(walk, inner);
        reduction.batched_with(cx, &inner, Some("1"), more)
    } else {
        let axis = reduce::axes_of_parallel(walk, reduction.operand, axis);
        reduction.batched_with(cx, &inner, Some(&axis), more)
    };
    out.replacements.push((reduction.call.range(), text));
    out.exact &= reduction.exact();
    out.reductions += 1;
    Some(())
}

/// `np.nanmax(chunk, axis=0)` of one item: the same reduction over the stack along the item's
/// axis, one further (`axis=1`; a negative axis counts from the end, the same for both). Each
/// item gives an array, so only beside numbers and other reductions along an axis
/// ([`axes_line_up`]).
fn map_reduction_along(
    cx: &FixContext,
    walk: &Walk,
    reduction: &Reduction,
    axis: &Expr,
    out: &mut Mapped,
) -> Option<()> {
    let k = crate::model::expr::int_literal(axis)?;
    let others_allowed = reduction
        .call
        .arguments
        .keywords
        .iter()
        .filter(|kw| kw.arg.as_ref().is_none_or(|a| a.as_str() != "axis"))
        .all(|kw| {
            kw.arg
                .as_ref()
                .is_some_and(|a| !matches!(a.as_str(), "out" | "keepdims" | "where" | "initial"))
                && !mentions_any(&kw.value, &walk.vars())
        });
    if out.keepdims || walk.column || !others_allowed {
        return None;
    }
    let mut inner = Vec::new();
    reduce::elementwise(cx, walk, reduction.operand, &mut inner)?;
    if !reduce::reads_items(walk, reduction.operand) {
        return None;
    }
    out.assumed_scalar |= reduce::assumes_unproven(cx, walk, reduction.operand);
    let shifted = if k >= 0 { k + 1 } else { k };
    inner.push((axis.range(), shifted.to_string()));
    let text = util::splice(
        cx.text(reduction.call.range()),
        reduction.call.start(),
        &inner,
    );
    out.replacements.push((reduction.call.range(), text));
    out.exact &= reduction.exact();
    out.reductions += 1;
    out.along_axis += 1;
    Some(())
}

/// Reductions along an axis leave an array per item, which lines up with the stack's other
/// values only when they all do: beside one number per item (`x[k].min()`, `rate[k]`) or the
/// item itself it would broadcast along the wrong axis.
fn axes_line_up(mapped: &Mapped) -> bool {
    mapped.along_axis == 0
        || (mapped.along_axis == mapped.reductions
            && !mapped.bare_item
            && !mapped.per_item_values
            && mapped.transforms == 0)
}

fn title(mapped: &Mapped) -> String {
    let title = plain_title(mapped);
    if mapped.guarded_may_warn {
        format!("{title} (unsafe: `np.where` computes both branches for every item: a division or log the test excluded may now warn)")
    } else {
        title
    }
}

fn plain_title(mapped: &Mapped) -> String {
    if mapped.reductions == 0 {
        "Transform every item at once (one call over the stack)".to_string()
    } else if mapped.keepdims {
        "Map every item at once, its reductions keeping their axes".to_string()
    } else {
        "Compute every item's value at once from reductions over the stack".to_string()
    }
}

/// The loop form: `out[k] = <map of x[k]>` or `results.append(<map of row>)`, possibly several
/// of them, after temporaries (`lo = x[k].min()`).
pub fn fix(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
) -> Option<super::Offer> {
    let for_loop = reduce::plain_for(loop_stmt)?;
    let mut body = body_of(&for_loop.body)?;
    if let [Step::Store(_, value, _)] = body.steps.as_slice() {
        if Reduction::of(cx, value).is_some() {
            return None;
        }
    }
    let walk = body
        .values()
        .find_map(|v| Walk::of(cx, &for_loop.target, &for_loop.iter, v))?;
    let walk = item_alias(cx, path, loop_stmt, walk, &mut body)?.bind_fresh_frames(cx);
    if walk.frame.is_none() && !reduce::is_array(cx, loop_stmt.range(), &walk.base) {
        return None;
    }
    let (two_d, axes) = reduce::item_axes(cx, path, &walk);
    let mapped = mapped_body(cx, &walk, &body, &axes)?;
    // Mapped columns would come out as the columns of the result, not its rows.
    if walk.column && mapped.bare_item {
        return None;
    }
    Some(loop_offer(
        cx, finding, path, loop_stmt, &walk, &body, &mapped, two_d,
    ))
}

/// `row = x[k]` first in the body names the item: the statement goes and `row` is the item.
/// `None` when the alias is bound again in the body or read after the loop.
fn item_alias(
    cx: &FixContext,
    path: &[&Stmt],
    loop_stmt: &Stmt,
    walk: Walk,
    body: &mut Body,
) -> Option<Walk> {
    let alias = match body.steps.first() {
        Some(Step::Temp(name, value))
            if !walk.has_item_variable() && walk.index.is_some() && walk.is_item(value) =>
        {
            name.clone()
        }
        _ => return Some(walk),
    };
    body.steps.remove(0);
    let bound_again = body.temps().any(|t| *t == alias)
        || body
            .steps
            .iter()
            .any(|s| matches!(s, Step::Store(Sink::List(l) | Sink::Items(l), ..) if l.id == alias));
    if bound_again || util::read_after(cx, path, alias.as_str(), loop_stmt.range()) {
        return None;
    }
    Some(walk.with_alias(&alias).bind_frames(alias.as_str()))
}

/// One statement of a loop body.
enum Step<'a> {
    /// `name = value`, a temporary.
    Temp(ast::name::Name, &'a Expr),
    /// `out[k] = value` (with `k`) or `results.append(value)`.
    Store(Sink<'a>, &'a Expr, Option<ast::name::Name>),
}

struct Body<'a> {
    steps: Vec<Step<'a>>,
}

impl Body<'_> {
    fn values(&self) -> impl Iterator<Item = &Expr> {
        self.steps.iter().map(|s| match s {
            Step::Temp(_, v) | Step::Store(_, v, _) => *v,
        })
    }

    fn temps(&self) -> impl Iterator<Item = &ast::name::Name> {
        self.steps.iter().filter_map(|s| match s {
            Step::Temp(n, _) => Some(n),
            Step::Store(..) => None,
        })
    }

    fn has_temps(&self) -> bool {
        self.temps().next().is_some()
    }
}

/// `if np.abs(ep[k]).max() < limit: keep.append(k)` → `keep.extend(np.nonzero(<the test over
/// the stack>)[0].tolist())`: the positions of the items that pass, in order, as Python ints.
pub fn fix_filter(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
) -> Option<super::Offer> {
    let for_loop = reduce::plain_for(loop_stmt)?;
    let [Stmt::If(filter)] = for_loop.body.as_slice() else {
        return None;
    };
    let [append] = filter.body.as_slice() else {
        return None;
    };
    let (Sink::List(list), Expr::Name(position)) = reduce::sink_of(append)? else {
        return None;
    };
    if !filter.elif_else_clauses.is_empty() {
        return None;
    }
    let walk = Walk::of(cx, &for_loop.target, &for_loop.iter, &filter.test)?;
    if walk.index.as_ref() != Some(&position.id)
        || walk.frame.is_some()
        || walk.column
        || walk.has_item_variable()
        || !reduce::is_array(cx, loop_stmt.range(), &walk.base)
    {
        return None;
    }
    let (_, axes) = reduce::item_axes(cx, path, &walk);
    let mapped = mapped(cx, &walk, &filter.test, &axes)?;
    if mapped.bare_item || mapped.keepdims {
        return None;
    }
    let offer = (|| {
        require(
            is_list(cx, list) && !mentions_any(&filter.test, std::slice::from_ref(&list.id)),
            "appends to a name not bound only to lists, or one the test reads",
        )?;
        reduce::replaceable(cx, path, loop_stmt, &walk.vars())?;
        let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
            .why(reasons::INDENTATION)?;
        let (np, import) = cx.np();
        let test = util::rewritten_expr(cx, &filter.test, &mapped.replacements);
        let line = format!("{}.extend({np}.nonzero({test})[0].tolist())", list.id);
        let proven = util::proven_ndarray(cx, path, walk.base.as_str());
        let mut edits = vec![Edit::range_replacement(
            walk.replacement(cx, line, indent),
            loop_stmt.range(),
        )];
        edits.extend(import);
        Ok(util::fix(
            finding,
            super::rr_batch::META.id,
            "Keep the positions of the items that pass, tested all at once".to_string(),
            util::proven(proven && mapped.exact && !mapped.assumed_scalar),
            edits,
        ))
    })();
    Some(offer)
}

/// Every binding of `name` in its scope is a list display or `list(...)`.
fn is_list(cx: &FixContext, name: &ast::ExprName) -> bool {
    util::bound_only_to(cx, name, |v| match v {
        Expr::List(_) => true,
        Expr::Call(c) => builtin_name(&c.func) == Some("list"),
        _ => false,
    })
}

/// Temporaries (distinct plain names) and stores per item; at least one store, no total.
fn body_of(stmts: &[Stmt]) -> Option<Body<'_>> {
    let mut steps = Vec::new();
    for stmt in stmts {
        match stmt {
            Stmt::Assign(a) if matches!(a.targets.as_slice(), [Expr::Name(_)]) => {
                let [Expr::Name(n)] = a.targets.as_slice() else {
                    return None;
                };
                steps.push(Step::Temp(n.id.clone(), &a.value));
            }
            stmt => {
                let (sink, value) = reduce::sink_of(stmt)?;
                if matches!(sink, Sink::Total(..)) {
                    return None;
                }
                steps.push(Step::Store(sink, value, reduce::stored_index(stmt)));
            }
        }
    }
    let body = Body { steps };
    let names: Vec<&ast::name::Name> = body.temps().collect();
    let distinct = names
        .iter()
        .enumerate()
        .all(|(i, n)| !names[..i].contains(n));
    let stores = body.steps.iter().any(|s| matches!(s, Step::Store(..)));
    (distinct && stores).then_some(body)
}

/// [`mapped`] over every value of the body, in order.
fn mapped_body(cx: &FixContext, walk: &Walk, body: &Body, axes: &str) -> Option<Mapped> {
    let names: Vec<ast::name::Name> = body.temps().cloned().collect();
    if names
        .iter()
        .any(|n| walk.vars().contains(n) || *n == walk.base)
    {
        return None;
    }
    // `lo = lo + x[k].min()` carries a value across items: not a per-item temporary.
    let mut defined: Vec<&ast::name::Name> = Vec::new();
    for step in &body.steps {
        if let Step::Temp(name, value) = step {
            let later: Vec<ast::name::Name> = names
                .iter()
                .filter(|n| !defined.contains(n))
                .cloned()
                .collect();
            if mentions_any(value, &later) {
                return None;
            }
            defined.push(name);
        }
    }
    let mut written = vec![walk.base.clone()];
    for step in &body.steps {
        if let Step::Store(Sink::Items(l) | Sink::List(l), ..) = step {
            written.push(l.id.clone());
        }
    }
    let run = |keepdims: bool| -> Option<Mapped> {
        let mut mapped = Mapped {
            exact: true,
            keepdims,
            written: written.clone(),
            axes: axes.to_string(),
            ..Mapped::default()
        };
        let mut stores_are_items: Vec<bool> = Vec::new();
        for (at, step) in body.steps.iter().enumerate() {
            let (Step::Temp(_, value) | Step::Store(_, value, _)) = step;
            if let (Step::Temp(name, _), false) = (step, keepdims) {
                let later: Vec<(&Expr, bool)> = body.steps[at + 1..]
                    .iter()
                    .map(|s| match s {
                        Step::Temp(_, v) => (*v, true),
                        Step::Store(_, v, _) => (*v, false),
                    })
                    .collect();
                if stacked_temp(cx, walk, (name, value), &later, &mut mapped) {
                    mapped.temps.push(name.clone());
                    mapped.stacked.push(name.clone());
                    continue;
                }
            }
            let before = std::mem::take(&mut mapped.bare_item);
            map_value(cx, walk, value, axes, &mut mapped)?;
            let is_item = mapped.bare_item;
            mapped.bare_item |= before;
            match step {
                Step::Temp(name, _) => {
                    mapped.temps.push(name.clone());
                    if is_item {
                        mapped.item_temps.push(name.clone());
                    }
                }
                Step::Store(..) => stores_are_items.push(is_item),
            }
        }
        // One batched form for all stores: items (reductions keep their axes) or one number
        // per item (they drop them). Temporaries keep their axes, so they need item stores.
        let all_items = stores_are_items.iter().all(|i| *i);
        let no_items = !stores_are_items.iter().any(|i| *i);
        let one_number_each = no_items && mapped.item_temps.is_empty();
        let fits = if keepdims {
            all_items || (one_number_each && !body.has_temps())
        } else {
            one_number_each
        };
        fits.then_some(mapped)
    };
    keeping_axes_for_items(run)
}

/// The walk with the body's stacked temporaries so far read as stacks.
fn with_stacked_temps(walk: &Walk, out: &Mapped) -> Walk {
    let mut stacked = walk.clone();
    stacked.stacked_temps = out.stacked.clone();
    stacked.nested_axes = Some(out.axes.clone()).filter(|a| !a.is_empty());
    stacked
}

/// `err = recon[z] - truth[z]` with the reductions dropping their axes: an elementwise function
/// of the item (and of items of other arrays of its rank, and numbers) is a stack of its own
/// under the same name, which later reductions reduce like the item. Not beside one number per
/// item of another array (`x[k] - rate[k]`), which would line up with the wrong axis.
///
/// A value that reads the item only inside reductions (`centre = np.median(row)`) is one number
/// per item: it is stacked with the item axes kept (length one), which lines up only inside
/// later reductions of the item, so only when every later use is there ([`reduced_only`]).
fn stacked_temp(
    cx: &FixContext,
    walk: &Walk,
    (name, value): (&ast::name::Name, &Expr),
    later: &[(&Expr, bool)],
    out: &mut Mapped,
) -> bool {
    let stacked = with_stacked_temps(walk, out);
    // A temporary that is one number per item (its reductions dropped their axes) would line
    // up with the wrong axis beside the stack.
    let mut inner = Vec::new();
    if mentions_any(value, &out.number_temps())
        || reduce::elementwise(cx, &stacked, value, &mut inner).is_none()
        || !reduce::reads_items(&stacked, value)
        || !reduce::parallel_items_plausible(cx, walk, value)
    {
        return false;
    }
    if !bare_item(cx, &stacked, value) && !lined_up_uses(cx, walk, name, later) {
        return false;
    }
    out.assumed_scalar |= reduce::assumes_unproven(cx, &stacked, value);
    out.exact &= !reduce::nests_rounded_reduction(cx, value);
    out.replacements.extend(inner);
    true
}

/// The ranges of the operands of the reductions in `values`.
fn reduction_operands(cx: &FixContext, values: &[&Expr]) -> Vec<TextRange> {
    let mut ranges = Vec::new();
    for value in values {
        crate::model::expr::any_expr(value, |e| {
            if let Some(r) = Reduction::of(cx, e) {
                ranges.push(r.operand.range());
            }
            false
        });
    }
    ranges
}

/// Whether `value` reads the item (or a parallel item or a stack) outside its reductions.
fn bare_item(cx: &FixContext, walk: &Walk, value: &Expr) -> bool {
    let reduced = reduction_operands(cx, std::slice::from_ref(&value));
    crate::model::expr::any_expr(value, |e| {
        matches!(e, Expr::Name(_) | Expr::Subscript(_))
            && reduce::reads_items(walk, e)
            && !reduced.iter().any(|r| r.contains_range(e.range()))
    })
}

/// Whether every later mention of `name` (and there is one) lines up with the item: inside the
/// operand of a reduction, or in a later temporary that reads the item outside its reductions
/// (a stack itself). Later values are `(value, is a temporary)`.
fn lined_up_uses(
    cx: &FixContext,
    walk: &Walk,
    name: &ast::name::Name,
    later: &[(&Expr, bool)],
) -> bool {
    let values: Vec<&Expr> = later.iter().map(|(v, _)| *v).collect();
    let reduced = reduction_operands(cx, &values);
    let mut inside = 0;
    let mut outside = 0;
    for (value, temporary) in later {
        let stack = *temporary && bare_item(cx, walk, value);
        crate::model::expr::any_expr(value, |e| {
            if matches!(e, Expr::Name(n) if n.id == *name) {
                match stack || reduced.iter().any(|r| r.contains_range(e.range())) {
                    true => inside += 1,
                    false => outside += 1,
                }
            }
            false
        });
    }
    inside > 0 && outside == 0
}

/// Maps with reductions keeping their axes, then, when no item appears beside them, again with
/// the axes dropped (each item gives one number); `None` without a reduction or transform.
fn keeping_axes_for_items(run: impl Fn(bool) -> Option<Mapped>) -> Option<Mapped> {
    let mapped = match run(true) {
        Some(m) if m.bare_item => m,
        _ => run(false)?,
    };
    (mapped.reductions + mapped.transforms > 0 && axes_line_up(&mapped)).then_some(mapped)
}

/// The value mapped over the stack along `axes`, when it has a reduction: keeping the reduced
/// axes when the item appears besides, dropping them when each item gives one number.
fn mapped(cx: &FixContext, walk: &Walk, value: &Expr, axes: &str) -> Option<Mapped> {
    keeping_axes_for_items(|keepdims| {
        let mut mapped = Mapped {
            exact: true,
            keepdims,
            written: vec![walk.base.clone()],
            axes: axes.to_string(),
            ..Mapped::default()
        };
        map_value(cx, walk, value, axes, &mut mapped)?;
        Some(mapped)
    })
}

/// `x[i] = x[i] / x[i].sum()`: the stack's rows, each rewritten from itself alone — every
/// mention of `name` in `value` is the current row, so the batched right-hand side reads the
/// rows before any is written, as each iteration did.
fn rewrites_its_own_rows(
    cx: &FixContext,
    walk: &Walk,
    value: &Expr,
    name: &ast::name::Name,
) -> bool {
    if *name != walk.base || walk.column || walk.frame.is_some() {
        return false;
    }
    // `y = x.T` read as `y[i]` would read rows already rewritten.
    let scope = cx.model.scope_containing(value.range());
    let view_of_the_stack = |e: &Expr| {
        matches!(e, Expr::Name(n) if n.id != *name
            && cx.model.bound_values(scope, n.id.as_str()).iter().any(|b| util::shares_memory_with(cx, b, name)))
    };
    if crate::model::expr::any_expr(value, view_of_the_stack) {
        return false;
    }
    let mut items: Vec<TextRange> = Vec::new();
    crate::model::expr::any_expr(value, |e| {
        if walk.is_item(e) {
            items.push(e.range());
        }
        false
    });
    !crate::model::expr::any_expr(value, |e| {
        matches!(e, Expr::Name(n) if n.id == *name)
            && !items.iter().any(|r| r.contains_range(e.range()))
    })
}

#[allow(clippy::too_many_arguments)]
fn loop_offer(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
    walk: &Walk,
    body: &Body,
    mapped: &Mapped,
    two_d: bool,
) -> super::Offer {
    let temps: Vec<ast::name::Name> = body.temps().cloned().collect();
    let mut stored: Vec<&ast::name::Name> = Vec::new();
    for step in &body.steps {
        let Step::Store(sink, _, index) = step else {
            continue;
        };
        let name = match sink {
            Sink::Items(out) | Sink::List(out) => &out.id,
            Sink::Total(total, _) => &total.id,
        };
        let ok = match sink {
            Sink::Items(_) => walk.index.is_some() && index.as_ref() == walk.index.as_ref(),
            Sink::List(list) => list.id != walk.base && !mapped.python_ints,
            Sink::Total(..) => false,
        } && body.values().all(|v| {
            !mentions_any(v, std::slice::from_ref(name)) || rewrites_its_own_rows(cx, walk, v, name)
        }) && !temps.contains(name)
            && !stored.contains(&name);
        require(
            ok,
            "the mapped item is not stored per item (`out[k] = ...`, `results.append(...)`)",
        )?;
        stored.push(name);
    }
    reduce::replaceable(cx, path, loop_stmt, &walk.vars())?;
    for temp in &temps {
        require(
            !util::read_after(cx, path, temp.as_str(), loop_stmt.range()),
            "a temporary of the loop body is read after the loop (it held the last item's value)",
        )?;
    }
    let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
        .why(reasons::INDENTATION)?;
    let line = |mapped: &Mapped| -> String {
        let lines: Vec<String> = body
            .steps
            .iter()
            .map(|step| match step {
                Step::Temp(name, v) => {
                    format!(
                        "{name} = {}",
                        util::rewritten_expr(cx, v, &mapped.within(v))
                    )
                }
                Step::Store(sink, v, _) => {
                    let batched = util::rewritten_expr(cx, v, &mapped.within(v));
                    match sink {
                        Sink::Items(out) => format!("{}[:{}] = {batched}", out.id, walk.count),
                        Sink::List(list) => format!("{}.extend({batched})", list.id),
                        Sink::Total(..) => unreachable!("refused above"),
                    }
                }
            })
            .collect();
        walk.replacement(cx, lines.join(&format!("{}{indent}", cx.newline())), indent)
    };
    let proven = util::proven_ndarray(cx, path, walk.base.as_str());
    let mut fix = util::fix(
        finding,
        super::rr_batch::META.id,
        title(mapped),
        util::proven(proven && mapped.keeps_values(walk)),
        vec![Edit::range_replacement(line(mapped), loop_stmt.range())],
    );
    fix.may_change = walk.frames_may_change().map(Into::into);
    if !two_d {
        if let Some(rows) = mapped_body(cx, walk, body, walk.row_axis()) {
            fix.alternatives.push(Alternative {
                title: format!("with axis={} (the stack is 2-D)", walk.row_axis()),
                applicability: Applicability::Unsafe,
                edits: vec![Edit::range_replacement(line(&rows), loop_stmt.range())],
            });
        }
    }
    Ok(fix)
}

/// The comprehension form: `np.array([row / row.sum() for row in x])` → the mapped stack,
/// `[...]` → `list(...)` (the rows of one new array, equal to the arrays the loop made).
pub fn fix_comprehension(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    path: &[&Stmt],
) -> Option<super::Offer> {
    let (comprehension, generator) = reduce::simple_comprehension(stmt, finding)?;
    let value = &comprehension.elt;
    if Reduction::of(cx, value).is_some() {
        return None;
    }
    let walk = Walk::of(cx, &generator.target, &generator.iter, value)?;
    if !reduce::is_array(cx, comprehension.range(), &walk.base) {
        return None;
    }
    let (two_d, axes) = reduce::item_axes(cx, path, &walk);
    let mapped = mapped(cx, &walk, value, &axes)?;
    if walk.column && mapped.bare_item {
        return None;
    }
    let offer = (|| {
        require(
            !crate::fix::locate::has_comment(cx, comprehension.range()),
            reasons::COMMENT_INSIDE,
        )?;
        let wrapped = reduce::array_call_around(cx, stmt, comprehension);
        let range = wrapped.map_or(comprehension.range(), |c| c.range());
        let text = |m: &Mapped| {
            let batched = util::rewritten_expr(cx, value, &m.replacements);
            match wrapped {
                Some(_) => batched,
                None => format!("list({batched})"),
            }
        };
        let proven = util::proven_ndarray(cx, path, walk.base.as_str());
        let mut fix = util::fix(
            finding,
            super::rr_batch::META.id,
            title(&mapped),
            util::proven(proven && mapped.keeps_values(&walk)),
            vec![Edit::range_replacement(text(&mapped), range)],
        );
        fix.may_change = walk.frames_may_change().map(Into::into);
        if !two_d {
            if let Some(rows) = self::mapped(cx, &walk, value, walk.row_axis()) {
                fix.alternatives.push(Alternative {
                    title: format!("with axis={} (the stack is 2-D)", walk.row_axis()),
                    applicability: Applicability::Unsafe,
                    edits: vec![Edit::range_replacement(text(&rows), range)],
                });
            }
        }
        Ok(fix)
    })();
    Some(offer)
}
