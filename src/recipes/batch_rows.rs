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
}

impl Mapped {
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
        Expr::Name(n) if out.temps.contains(&n.id) => {
            out.bare_item |= out.item_temps.contains(&n.id);
            Some(())
        }
        Expr::Name(n) if !walk.vars().contains(&n.id) => reduce::is_scalar(cx, value).then_some(()),
        Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
            map_value(cx, walk, &b.left, axis, out)?;
            map_value(cx, walk, &b.right, axis, out)
        }
        Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => map_value(cx, walk, &u.operand, axis, out),
        Expr::Call(call) => {
            if let Some(reduction) = Reduction::of(cx, value) {
                return map_reduction(cx, walk, &reduction, axis, out);
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
            let ufunc = call.arguments.keywords.is_empty()
                && (util::numpy_member(cx, call).is_some_and(crate::model::api::is_ufunc)
                    || builtin_name(&call.func) == Some("abs"));
            if !ufunc {
                return None;
            }
            call.arguments
                .args
                .iter()
                .try_for_each(|a| map_value(cx, walk, a, axis, out))
        }
        _ => None,
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
    if reduction.wrapper.is_some()
        || reduction.name == "linalg.norm"
        || reduce::ONE_AXIS_ONLY.contains(&reduction.name)
        || !reduce::keywords_allowed(reduction.call, &walk.vars())
    {
        return None;
    }
    let mut inner = Vec::new();
    reduce::elementwise(cx, walk, reduction.operand, &mut inner)?;
    if inner.is_empty() {
        return None;
    }
    let more = if out.keepdims { ", keepdims=True" } else { "" };
    let text = reduction.batched_with(cx, &inner, Some(axis), more);
    out.replacements.push((reduction.call.range(), text));
    out.exact &= reduction.exact();
    out.reductions += 1;
    Some(())
}

fn title(mapped: &Mapped) -> String {
    if mapped.reductions == 0 {
        "Transform every item at once (one call over the stack)".to_string()
    } else if mapped.keepdims {
        "Map every item at once, its reductions keeping their axes".to_string()
    } else {
        "Compute every item's value at once from reductions over the stack".to_string()
    }
}

/// The loop form: `out[k] = <map of x[k]>` or `results.append(<map of row>)`.
pub fn fix(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
) -> Option<super::Offer> {
    let for_loop = reduce::plain_for(loop_stmt)?;
    let (last, before) = for_loop.body.split_last()?;
    let temps = temporaries(before)?;
    let (sink, value) = reduce::sink_of(last)?;
    if matches!(sink, Sink::Total(..)) || (temps.is_empty() && Reduction::of(cx, value).is_some()) {
        return None;
    }
    let walk = Walk::of(cx, &for_loop.target, &for_loop.iter, value).or_else(|| {
        temps
            .first()
            .and_then(|(_, v)| Walk::of(cx, &for_loop.target, &for_loop.iter, v))
    })?;
    if !reduce::is_array(cx, loop_stmt.range(), &walk.base) {
        return None;
    }
    let (two_d, axes) = reduce::item_axes(cx, path, &walk);
    let body = Body {
        temps: &temps,
        value,
    };
    let mapped = mapped_body(cx, &walk, &body, &axes)?;
    // Mapped columns would come out as the columns of the result, not its rows.
    if walk.column && mapped.bare_item {
        return None;
    }
    Some(loop_offer(
        cx, finding, path, loop_stmt, &walk, &sink, &body, &mapped, two_d,
    ))
}

/// A loop body: temporaries, then the value stored per item.
struct Body<'a> {
    temps: &'a [(ast::name::Name, &'a Expr)],
    value: &'a Expr,
}

impl Body<'_> {
    fn values(&self) -> impl Iterator<Item = &Expr> {
        self.temps
            .iter()
            .map(|(_, v)| *v)
            .chain(std::iter::once(self.value))
    }
}

/// `name = value` statements with distinct plain names (none when the list is empty).
fn temporaries(stmts: &[Stmt]) -> Option<Vec<(ast::name::Name, &Expr)>> {
    let mut temps: Vec<(ast::name::Name, &Expr)> = Vec::new();
    for stmt in stmts {
        let Stmt::Assign(a) = stmt else { return None };
        let [Expr::Name(n)] = a.targets.as_slice() else {
            return None;
        };
        if temps.iter().any(|(t, _)| *t == n.id) {
            return None;
        }
        temps.push((n.id.clone(), &a.value));
    }
    Some(temps)
}

/// [`mapped`] over every value of the body, temporaries first.
fn mapped_body(cx: &FixContext, walk: &Walk, body: &Body, axes: &str) -> Option<Mapped> {
    let names: Vec<ast::name::Name> = body.temps.iter().map(|(n, _)| n.clone()).collect();
    if names
        .iter()
        .any(|n| walk.vars().contains(n) || *n == walk.base)
    {
        return None;
    }
    // `lo = lo + x[k].min()` carries a value across items: not a per-item temporary.
    let carried = body
        .temps
        .iter()
        .enumerate()
        .any(|(i, (_, v))| mentions_any(v, &names[i..]));
    if carried {
        return None;
    }
    let run = |keepdims: bool| -> Option<Mapped> {
        let mut mapped = Mapped {
            exact: true,
            keepdims,
            ..Mapped::default()
        };
        let mut last_is_item = false;
        for (value, bound) in body.values().zip(names.iter().map(Some).chain([None])) {
            let before = std::mem::take(&mut mapped.bare_item);
            map_value(cx, walk, value, axes, &mut mapped)?;
            let is_item = mapped.bare_item;
            mapped.bare_item |= before;
            match bound {
                Some(name) => {
                    mapped.temps.push(name.clone());
                    if is_item {
                        mapped.item_temps.push(name.clone());
                    }
                }
                None => last_is_item = is_item,
            }
        }
        // Temporaries are batched keeping their axes, to broadcast against the items: only a
        // stored value that is itself an item can use them that way.
        if !body.temps.is_empty() && !last_is_item {
            return None;
        }
        Some(mapped)
    };
    let mut mapped = run(true)?;
    if !mapped.bare_item {
        mapped = run(false)?;
    }
    (mapped.reductions + mapped.transforms > 0).then_some(mapped)
}

/// The value mapped over the stack along `axes`, when it has a reduction: keeping the reduced
/// axes when the item appears besides, dropping them when each item gives one number.
fn mapped(cx: &FixContext, walk: &Walk, value: &Expr, axes: &str) -> Option<Mapped> {
    let mut mapped = Mapped {
        exact: true,
        keepdims: true,
        ..Mapped::default()
    };
    map_value(cx, walk, value, axes, &mut mapped)?;
    if !mapped.bare_item {
        mapped = Mapped {
            exact: true,
            ..Mapped::default()
        };
        map_value(cx, walk, value, axes, &mut mapped)?;
    }
    (mapped.reductions + mapped.transforms > 0).then_some(mapped)
}

#[allow(clippy::too_many_arguments)]
fn loop_offer(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
    walk: &Walk,
    sink: &Sink,
    body: &Body,
    mapped: &Mapped,
    two_d: bool,
) -> super::Offer {
    let sink_name = match sink {
        Sink::Items(out) | Sink::List(out) => &out.id,
        Sink::Total(total, _) => &total.id,
    };
    let sink_ok = match sink {
        Sink::Items(_) => {
            walk.index.is_some()
                && reduce::last_target_index(loop_stmt).as_ref() == walk.index.as_ref()
        }
        Sink::List(list) => list.id != walk.base,
        Sink::Total(..) => false,
    } && !body
        .values()
        .any(|v| mentions_any(v, std::slice::from_ref(sink_name)))
        && !body.temps.iter().any(|(t, _)| t == sink_name);
    require(
        sink_ok,
        "the mapped item is not stored per item (`out[k] = ...`, `results.append(...)`)",
    )?;
    reduce::replaceable(cx, path, loop_stmt, &walk.vars())?;
    for (temp, _) in body.temps {
        require(
            !util::read_after(cx, path, temp.as_str(), loop_stmt.range()),
            "a temporary of the loop body is read after the loop (it held the last item's value)",
        )?;
    }
    let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
        .why(reasons::INDENTATION)?;
    let line = |mapped: &Mapped| -> String {
        let mut lines: Vec<String> = body
            .temps
            .iter()
            .map(|(name, v)| {
                format!(
                    "{name} = {}",
                    util::rewritten_expr(cx, v, &mapped.within(v))
                )
            })
            .collect();
        let batched = util::rewritten_expr(cx, body.value, &mapped.within(body.value));
        lines.push(match sink {
            Sink::Items(out) => format!("{}[:{}] = {batched}", out.id, walk.count),
            Sink::List(list) => format!("{}.extend({batched})", list.id),
            Sink::Total(..) => unreachable!("refused above"),
        });
        lines.join(&format!("\n{indent}"))
    };
    let proven = util::proven_ndarray(cx, path, walk.base.as_str());
    let mut fix = util::fix(
        finding,
        super::rr_batch::META.id,
        title(mapped),
        util::proven(proven && mapped.exact),
        vec![Edit::range_replacement(line(mapped), loop_stmt.range())],
    );
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
            util::proven(proven && mapped.exact),
            vec![Edit::range_replacement(text(&mapped), range)],
        );
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
