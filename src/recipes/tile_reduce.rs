//! RR-loop on a nest of two loops that reduces each tile of an array,
//! `for i in range(ny): for j in range(nx): out[i, j] = img[i*t:(i+1)*t, j*t:(j+1)*t].mean()`
//! (also `.sum()`, `.max()`, `.min()` and `np.mean(...)`-style calls), which becomes one
//! reduction over a reshaped view:
//! `out[:ny, :nx] = img[:ny*t, :nx*t].reshape(ny, t, nx, t, *img.shape[2:]).mean(axis=(1, 3) + tuple(range(4, img.ndim + 2)))`.
//! One of the two loops may walk single rows instead of tiles
//! (`e[s, d] = p[s, d*24:(d+1)*24].sum()` → `e[:n, :days] = p[:, :days * 24].reshape(n, days, 24).sum(axis=2)`)
//! when it runs over the array's whole extent.
//! Offered only when the tiles are whole: each count is `img.shape[k] // t` (the loop would
//! reduce a partial last tile, which the reshape cannot hold). `max`/`min` are exact (safe on a
//! proven ndarray written into a 2-D array); sums and means add in another order (unsafe).

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, Site};
use super::Offer;
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::Bound;

const REDUCTIONS: &[&str] = &["sum", "mean", "max", "min"];

/// `None` when the loop is not a nest of tile reductions (the caller gives its reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    two_loops(cx, finding, site).or_else(|| one_loop(cx, finding, site))
}

fn two_loops(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let (outer, inner) = nest_of(site)?;
    let (Stmt::For(outer_for), Stmt::For(inner_for)) = (outer, inner) else {
        return None;
    };
    if outer_for.body.len() != 1 || !std::ptr::eq(&outer_for.body[0], inner) {
        return None;
    }
    // The tile may be named first (`block = img[...]`), then reduced several times.
    let (temp, assign) = match inner_for.body.as_slice() {
        [Stmt::Assign(assign)] => (None, assign),
        [Stmt::Assign(first), Stmt::Assign(assign)] => {
            let ([Expr::Name(name)], Expr::Subscript(tile)) =
                (first.targets.as_slice(), first.value.as_ref())
            else {
                return None;
            };
            (Some((&name.id, tile)), assign)
        }
        _ => return None,
    };
    let (row, rows) = counted_loop(outer_for)?;
    let (col, cols) = counted_loop(inner_for)?;
    let [Expr::Subscript(target)] = assign.targets.as_slice() else {
        return None;
    };
    let Expr::Name(out) = target.value.as_ref() else {
        return None;
    };
    if !indexed_by(&target.slice, &[row, col]) {
        return None;
    }
    let mut reductions = Vec::new();
    let mut tiles = Vec::new();
    let temp_name = temp.map(|(n, _)| n);
    let loop_names = [row.clone(), col.clone(), out.id.clone()];
    if !tile_arithmetic(
        cx,
        &assign.value,
        temp_name,
        &loop_names,
        &mut reductions,
        &mut tiles,
    ) {
        return None;
    }
    tiles.extend(temp.map(|(_, tile)| tile));
    let tile = *tiles.first()?;
    if reductions.is_empty()
        || tiles
            .iter()
            .any(|t| cx.text(t.range()) != cx.text(tile.range()))
    {
        return None;
    }
    let Expr::Name(image) = tile.value.as_ref() else {
        return None;
    };
    let Expr::Tuple(bounds) = tile.slice.as_ref() else {
        return None;
    };
    let [rows_slice, cols_slice] = bounds.elts.as_slice() else {
        return None;
    };
    let axes = [
        tile_axis(cx, rows_slice, row, rows)?,
        tile_axis(cx, cols_slice, col, cols)?,
    ];
    if axes.iter().all(|a| matches!(a, Axis::Row(_)))
        || image.id == out.id
        || temp_name.is_some_and(|t| *t == image.id || *t == out.id)
    {
        return None;
    }
    let mut vars = vec![row.clone(), col.clone()];
    vars.extend(temp_name.cloned());
    Some(offer(
        cx,
        finding,
        site,
        outer,
        Nest {
            out: out.id.as_str(),
            image: image.id.as_str(),
            value: &assign.value,
            reductions,
            stack_name: temp_name.map(|t| t.to_string()),
            axes: axes.into(),
            vars,
        },
    ))
}

/// The two loops of the nest: the finding's loop and the one around it, or (when the finding
/// names the outer loop of a short literal inner one) the finding's loop and the one inside it.
fn nest_of<'a>(site: &Site<'a>) -> Option<(&'a Stmt, &'a Stmt)> {
    let found = site.loop_stmt?;
    if let Stmt::For(f) = found {
        if let [inner @ Stmt::For(_)] = f.body.as_slice() {
            if std::ptr::eq(site.stmt, inner) {
                return Some((found, inner));
            }
        }
    }
    let position = site.path.iter().position(|s| std::ptr::eq(*s, found))?;
    Some((*site.path.get(position.checked_sub(1)?)?, found))
}

/// The written value as arithmetic of numbers, names that are not the loop's, and reductions of
/// one tile (written out, or the name it was bound to): the reductions (call and name) and the
/// tiles written out are collected.
fn tile_arithmetic<'e>(
    cx: &FixContext,
    e: &'e Expr,
    temp: Option<&ast::name::Name>,
    loop_names: &[ast::name::Name],
    reductions: &mut Vec<(ruff_text_size::TextRange, &'static str)>,
    tiles: &mut Vec<&'e ast::ExprSubscript>,
) -> bool {
    if let Some((name, operand)) = reduction_of(cx, e) {
        return match operand {
            Expr::Subscript(tile) if tile.slice.is_tuple_expr() => {
                tiles.push(tile);
                reductions.push((e.range(), name));
                true
            }
            Expr::Name(n) if temp == Some(&n.id) => {
                reductions.push((e.range(), name));
                true
            }
            _ => false,
        };
    }
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::Name(n) => temp != Some(&n.id) && !loop_names.contains(&n.id),
        Expr::BinOp(b) => {
            b.op != ast::Operator::MatMult
                && tile_arithmetic(cx, &b.left, temp, loop_names, reductions, tiles)
                && tile_arithmetic(cx, &b.right, temp, loop_names, reductions, tiles)
        }
        Expr::UnaryOp(u) => {
            matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd)
                && tile_arithmetic(cx, &u.operand, temp, loop_names, reductions, tiles)
        }
        _ => false,
    }
}

/// One loop over tiles of one axis of a 2-D array, the other axis whole and the reduction
/// along the tiled one: `for d in range(days): out[:, d] = x[:, d*24:(d+1)*24].mean(axis=1)`
/// → `out[:, :days] = x[:, :days * 24].reshape(x.shape[0], days, 24).mean(axis=2)`.
fn one_loop(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let Some(Stmt::For(f)) = site.loop_stmt else {
        return None;
    };
    let [Stmt::Assign(assign)] = f.body.as_slice() else {
        return None;
    };
    let (var, count) = counted_loop(f)?;
    let [Expr::Subscript(target)] = assign.targets.as_slice() else {
        return None;
    };
    let (Expr::Name(out), Expr::Tuple(written)) = (target.value.as_ref(), target.slice.as_ref())
    else {
        return None;
    };
    let position = written
        .elts
        .iter()
        .position(|e| matches!(e, Expr::Name(n) if &n.id == var))?;
    let (reduction, tile, axis) = reduced_along(cx, &assign.value)?;
    let (Expr::Name(image), Expr::Tuple(read)) = (tile.value.as_ref(), tile.slice.as_ref()) else {
        return None;
    };
    let whole_elsewhere = |parts: &[Expr]| {
        parts
            .iter()
            .enumerate()
            .all(|(k, e)| k == position || super::rr_loop::is_whole_slice(e))
    };
    let scope = cx.model.scope_containing(f.range());
    if written.elts.len() != 2
        || read.elts.len() != 2
        || !whole_elsewhere(&written.elts)
        || !whole_elsewhere(&read.elts)
        || image.id == out.id
    {
        return None;
    }
    // Along the tiled axis: `axis=1` (or `-1` of a proven 2-D array) for column tiles.
    let rank = super::rank::array_rank(cx, scope, image.id.as_str(), 0);
    let along = match (axis, rank) {
        (0 | 1, Some(2) | None) => axis as usize == position,
        (-1 | -2, Some(2)) => (axis + 2) as usize == position,
        _ => false,
    };
    if !along {
        return None;
    }
    let size = tile_size(cx, &read.elts[position], var)?;
    let mut axes = vec![Axis::Whole, Axis::Whole];
    axes[position] = Axis::Tile(count, size);
    let outer = site.loop_stmt?;
    Some(offer(
        cx,
        finding,
        site,
        outer,
        Nest {
            out: out.id.as_str(),
            image: image.id.as_str(),
            value: &assign.value,
            reductions: vec![(assign.value.range(), reduction)],
            stack_name: None,
            axes,
            vars: vec![var.clone()],
        },
    ))
}

/// `tile.mean(axis=k)` / `tile.mean(k)` or `np.mean(tile, axis=k)` (sum, max, min alike): the
/// reduction, the tile and `k`.
fn reduced_along<'e>(
    cx: &FixContext,
    value: &'e Expr,
) -> Option<(&'static str, &'e ast::ExprSubscript, i64)> {
    let Expr::Call(call) = value else {
        return None;
    };
    let keyword_axis = match call.arguments.keywords.as_ref() {
        [] => None,
        [k] if k.arg.as_ref().is_some_and(|a| a.as_str() == "axis") => Some(&k.value),
        _ => return None,
    };
    let (name, operand, axis) = match util::numpy_member(cx, call) {
        Some(member) => {
            let [operand] = call.arguments.args.as_ref() else {
                return None;
            };
            (member, operand, keyword_axis?)
        }
        None => {
            let Expr::Attribute(a) = call.func.as_ref() else {
                return None;
            };
            let axis = match (call.arguments.args.as_ref(), keyword_axis) {
                ([], Some(k)) => k,
                ([k], None) => k,
                _ => return None,
            };
            (a.attr.id.as_str(), a.value.as_ref(), axis)
        }
    };
    let name = REDUCTIONS.iter().find(|r| **r == name)?;
    let axis = crate::model::expr::int_literal(axis)?;
    match operand {
        Expr::Subscript(s) => Some((name, s, axis)),
        _ => None,
    }
}

/// How one loop of the nest walks the reduced array: one row per iteration (`img[i, ...]`)
/// or one tile of `t` rows (`img[i*t:(i+1)*t, ...]`).
enum Axis<'a> {
    Row(&'a Expr),
    Tile(&'a Expr, &'a Expr),
    /// `:` in both the written and the read subscript, kept as an axis of the result.
    Whole,
}

fn tile_axis<'a>(
    cx: &FixContext,
    index: &'a Expr,
    var: &ast::name::Name,
    count: &'a Expr,
) -> Option<Axis<'a>> {
    match index {
        Expr::Name(n) if &n.id == var => Some(Axis::Row(count)),
        _ => Some(Axis::Tile(count, tile_size(cx, index, var)?)),
    }
}

struct Nest<'a> {
    out: &'a str,
    image: &'a str,
    /// The written value and the reductions of a tile in it.
    value: &'a Expr,
    reductions: Vec<(ruff_text_size::TextRange, &'static str)>,
    /// The loop's name for the tile, which then names the reshaped stack.
    stack_name: Option<String>,
    axes: Vec<Axis<'a>>,
    vars: Vec<ast::name::Name>,
}

/// `out[:ny, :nx] = img[:ny * t, :nx].reshape(ny, t, nx).sum(axis=1)`-style: each tile
/// axis splits in two and its extent is reduced; rows stay.
fn reduced_line(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    nest: &Nest,
    rows_cut: &[bool],
    indent: &str,
) -> String {
    let text = |e: &Expr| util::operand_text(cx, e);
    let image = nest.image;
    let mut bounds = Vec::new();
    let mut shape = Vec::new();
    let mut reduced = Vec::new();
    let mut out_bounds = Vec::new();
    for (k, axis) in nest.axes.iter().enumerate() {
        match axis {
            Axis::Whole => {
                bounds.push(":".to_string());
                shape.push(format!("{image}.shape[{k}]"));
                out_bounds.push(":".to_string());
            }
            Axis::Row(count) => {
                out_bounds.push(format!(":{}", text(count)));
                // The loop runs over the whole extent (`whole_rows`), or its first rows.
                bounds.push(match rows_cut[k] {
                    true => format!(":{}", text(count)),
                    false => ":".to_string(),
                });
                shape.push(text(count));
            }
            Axis::Tile(count, size) => {
                out_bounds.push(format!(":{}", text(count)));
                bounds.push(format!(":{} * {}", text(count), text(size)));
                shape.push(text(count));
                reduced.push(shape.len().to_string());
                shape.push(text(size));
            }
        }
    }
    // A tile of an n-D array reduces its trailing axes too; one loop's tiles (reduced along
    // their axis) keep them.
    let trailing = super::rank::array_rank(cx, scope, image, 0) != Some(2);
    let keeps_trailing = nest.axes.iter().any(|a| matches!(a, Axis::Whole));
    if trailing {
        shape.push(format!("*{image}.shape[2:]"));
    }
    let axes = match (reduced.as_slice(), trailing && !keeps_trailing) {
        ([one], false) => one.clone(),
        (_, false) => python_tuple(&reduced),
        (_, true) => format!(
            "{} + tuple(range({}, {image}.ndim + {}))",
            python_tuple(&reduced),
            shape.len() - 1,
            reduced.len()
        ),
    };
    let stack = format!(
        "{image}[{}].reshape({})",
        bounds.join(", "),
        shape.join(", ")
    );
    let written = format!("{}[{}]", nest.out, out_bounds.join(", "));
    let reduced = |of: &str, name: &str| format!("{of}.{name}(axis={axes})");
    match (nest.reductions.as_slice(), &nest.stack_name) {
        // One reduction, maybe inside arithmetic: of the reshaped view written out.
        ([(range, name)], None) => {
            let value = util::rewritten_expr(cx, nest.value, &[(*range, reduced(&stack, name))]);
            format!("{written} = {value}")
        }
        // Several, or a tile the loop named: the view is named once and reduced each time.
        (reductions, named) => {
            let stack_name = named
                .clone()
                .unwrap_or_else(|| super::rr_stack::fresh_name(cx, "tiles"));
            let replacements: Vec<_> = reductions
                .iter()
                .map(|(range, name)| (*range, reduced(&stack_name, name)))
                .collect();
            let value = util::rewritten_expr(cx, nest.value, &replacements);
            format!(
                "{stack_name} = {stack}{}{indent}{written} = {value}",
                cx.newline()
            )
        }
    }
}

/// "`max`" or "`max` and `min`": the reductions, once each.
fn reduction_names(nest: &Nest) -> String {
    let mut names: Vec<&str> = Vec::new();
    for (_, name) in &nest.reductions {
        if !names.contains(name) {
            names.push(name);
        }
    }
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(" and ")
}

impl Nest<'_> {
    /// Every name read beside the reductions (`scale` in `scale * tile.max()`) passes `fixed`.
    fn values_beside_fixed(&self, fixed: impl Fn(&Expr) -> bool) -> bool {
        let mut all = true;
        crate::model::expr::any_expr(self.value, |e| {
            let in_reduction = self
                .reductions
                .iter()
                .any(|(range, _)| range.contains_range(e.range()));
            if matches!(e, Expr::Name(_)) && !in_reduction {
                all &= fixed(e);
            }
            false
        });
        all
    }
}

/// `(1,)` or `(1, 3)`.
fn python_tuple(items: &[String]) -> String {
    match items {
        [one] => format!("({one},)"),
        _ => format!("({})", items.join(", ")),
    }
}

fn offer(cx: &FixContext, finding: &Finding, site: &Site, outer: &Stmt, nest: Nest) -> Offer {
    super::batch_reduce::replaceable(cx, &site.path, outer, &nest.vars)?;
    let scope = cx.model.scope_containing(outer.range());
    let mut unsafe_because = Vec::new();
    let mut rows_cut = vec![false; nest.axes.len()];
    for (k, axis) in nest.axes.iter().enumerate() {
        match axis {
            Axis::Whole => {}
            Axis::Row(count) if whole_rows(cx, scope, count, nest.image, k) => {}
            // `for y in range(N_YEARS)`: the rows `[:N_YEARS]`; a count past the end raises in
            // both forms.
            Axis::Row(count) => {
                super::require(
                    util::given_count(cx, scope, count, None),
                    "a row loop does not run over the array's whole extent (`range(img.shape[k])`) or a count the caller gives",
                )?;
                rows_cut[k] = true;
                unsafe_because.push("the row count is assumed to lie within the array (past its end the loop raises IndexError, the rewrite ValueError)");
                if !non_negative(cx, scope, count) {
                    unsafe_because.push("the row count is assumed non-negative");
                }
            }
            Axis::Tile(count, size) => {
                if !whole_tiles(cx, scope, count, size, nest.image, k) {
                    super::require(
                        util::given_count(cx, scope, count, Some(cx.text(size.range()))),
                        "the tile count is neither `img.shape[k] // t` nor a count the caller gives (a partial last tile would not reshape)",
                    )?;
                    unsafe_because.push("the tiled array is assumed to hold every tile the loop reads (a shorter one, whose last tiles the loop reduced in part or empty, raises in the reshape)");
                }
                super::require(
                    is_fixed(cx, outer, size),
                    "the tile extent changes in the loop",
                )?;
            }
        }
    }
    super::require(
        nest.values_beside_fixed(|name| is_fixed(cx, outer, name)),
        "a value beside the reductions changes in the loop",
    )?;
    let indent = crate::fix::locate::indentation_of(&cx.source.text, outer.range())
        .ok_or(super::Declined(super::reasons::INDENTATION))?;
    let line = reduced_line(cx, scope, &nest, &rows_cut, indent);
    let edits = vec![Edit::range_replacement(line, outer.range())];
    let exact = nest
        .reductions
        .iter()
        .all(|(_, name)| matches!(*name, "max" | "min"));
    let out_2d = super::rank::array_rank(cx, scope, nest.out, 0) == Some(2);
    let proven = util::proven_ndarray(cx, &site.path, nest.image);
    if !exact {
        unsafe_because.push("each tile's values are added in another order (the last bits of a sum or mean may differ)");
    }
    if !out_2d {
        unsafe_because.push("the written array is not proven 2-D");
    }
    if !proven {
        unsafe_because.push("the tiled value is not proven an ndarray");
    }
    let title = if unsafe_because.is_empty() {
        format!(
            "Reduce every tile at once with {} over a reshaped view",
            reduction_names(&nest)
        )
    } else {
        format!(
            "Reduce every tile at once with {} over a reshaped view (unsafe: {})",
            reduction_names(&nest),
            unsafe_because.join("; ")
        )
    };
    let applicability = if unsafe_because.is_empty() {
        Applicability::Safe
    } else {
        Applicability::Unsafe
    };
    let mut fix = util::fix(finding, "RR-loop", title, applicability, edits);
    if !unsafe_because.is_empty() {
        fix.may_change = Some(unsafe_because.join("; ").into());
    }
    Ok(fix)
}

/// `for v in range(n)` / `range(0, n)`: the variable and the count.
fn counted_loop(f: &ast::StmtFor) -> Option<(&ast::name::Name, &Expr)> {
    if f.is_async || !f.orelse.is_empty() {
        return None;
    }
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    match util::range_arguments(&f.iter)? {
        [count] => Some((&var.id, count)),
        [start, count] if crate::model::expr::int_literal(start) == Some(0) => {
            Some((&var.id, count))
        }
        _ => None,
    }
}

/// `out[i, j]`: the subscript is the loop variables in order.
fn indexed_by(slice: &Expr, vars: &[&ast::name::Name]) -> bool {
    let Expr::Tuple(t) = slice else {
        return false;
    };
    t.elts.len() == vars.len()
        && t.elts
            .iter()
            .zip(vars)
            .all(|(e, v)| matches!(e, Expr::Name(n) if &n.id == *v))
}

/// `tile.mean()` or `np.mean(tile)` (sum, max, min alike), with no other argument: the
/// reduction and its operand.
fn reduction_of<'e>(cx: &FixContext, value: &'e Expr) -> Option<(&'static str, &'e Expr)> {
    let Expr::Call(call) = value else {
        return None;
    };
    if !call.arguments.keywords.is_empty() {
        return None;
    }
    let (name, operand) = match util::numpy_member(cx, call) {
        Some(member) => {
            let [operand] = call.arguments.args.as_ref() else {
                return None;
            };
            (member, operand)
        }
        None => {
            let Expr::Attribute(a) = call.func.as_ref() else {
                return None;
            };
            if !call.arguments.args.is_empty() {
                return None;
            }
            (a.attr.id.as_str(), a.value.as_ref())
        }
    };
    let name = REDUCTIONS.iter().find(|r| **r == name)?;
    Some((name, operand))
}

/// The extent `t` of `v*t:(v+1)*t` (also `t*v`, `(v+1)*t`, `t*(v+1)`, `v*t + t`), the same
/// text both times, without a step.
fn tile_size<'e>(cx: &FixContext, slice: &'e Expr, var: &ast::name::Name) -> Option<&'e Expr> {
    let Expr::Slice(s) = slice else {
        return None;
    };
    if s.step.is_some() {
        return None;
    }
    let start = start_size(s.lower.as_deref()?, var)?;
    let stop = stop_size(cx, s.upper.as_deref()?, var, start)?;
    (cx.text(start.range()) == cx.text(stop.range())).then_some(start)
}

/// `v * t` or `t * v`: `t`.
fn start_size<'e>(e: &'e Expr, var: &ast::name::Name) -> Option<&'e Expr> {
    let Expr::BinOp(b) = e else { return None };
    if b.op != ast::Operator::Mult {
        return None;
    }
    let is_var = |x: &Expr| matches!(x, Expr::Name(n) if &n.id == var);
    if is_var(&b.left) {
        Some(&b.right)
    } else if is_var(&b.right) {
        Some(&b.left)
    } else {
        None
    }
}

/// `(v + 1) * t`, `t * (v + 1)` or `v * t + t`: `t`.
fn stop_size<'e>(
    cx: &FixContext,
    e: &'e Expr,
    var: &ast::name::Name,
    size: &Expr,
) -> Option<&'e Expr> {
    let Expr::BinOp(b) = e else { return None };
    let next = |x: &Expr| {
        matches!(x, Expr::BinOp(p) if p.op == ast::Operator::Add
            && matches!(p.left.as_ref(), Expr::Name(n) if &n.id == var)
            && crate::model::expr::int_literal(&p.right) == Some(1))
    };
    match b.op {
        ast::Operator::Mult if next(&b.left) => Some(&b.right),
        ast::Operator::Mult if next(&b.right) => Some(&b.left),
        ast::Operator::Add => {
            let start = start_size(&b.left, var)?;
            (cx.text(start.range()) == cx.text(b.right.range())
                && cx.text(size.range()) == cx.text(start.range()))
            .then_some(&b.right)
        }
        _ => None,
    }
}

/// `count` is `image.shape[axis] // size` (written so, or a name bound once to it, also by
/// unpacking a tuple: `ny, nx = img.shape[0] // t, img.shape[1] // t`).
fn whole_tiles(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    count: &Expr,
    size: &Expr,
    image: &str,
    axis: usize,
) -> bool {
    let Some(Expr::BinOp(b)) = bound_value(cx, scope, count) else {
        return false;
    };
    b.op == ast::Operator::FloorDiv
        && cx.text(b.right.range()) == cx.text(size.range())
        && is_extent(cx, scope, &b.left, image, axis, 0)
}

/// A count with a known least value of at least 0 (a literal, a constant, a parameter every
/// call gives a literal).
fn non_negative(cx: &FixContext, scope: crate::model::ScopeId, count: &Expr) -> bool {
    let extents = super::window_stencil::Extents { cx, scope };
    extents.non_negative_value(count, 0)
}

/// `count` is `image.shape[axis]` (or `len(image)` for the first axis), written so or a name
/// bound once to it.
fn whole_rows(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    count: &Expr,
    image: &str,
    axis: usize,
) -> bool {
    is_extent(cx, scope, count, image, axis, 0)
}

/// The expression itself, or the one value a name is bound to (also by unpacking a tuple).
fn bound_value<'e>(
    cx: &'e FixContext,
    scope: crate::model::ScopeId,
    e: &'e Expr,
) -> Option<&'e Expr> {
    let Expr::Name(n) = e else { return Some(e) };
    match cx.model.bindings_of(scope, n.id.as_str()).as_slice() {
        [Bound::Value(v)] => Some(*v),
        [Bound::Unpacked(Expr::Tuple(t), Some(k))] => t.elts.get(*k as usize),
        _ => None,
    }
}

/// `img.shape[axis]`, or `len(img)` for the first axis, of an array shaped like `image`; also a
/// name bound once to one (`n = len(img)`, `rows, cols = img.shape`).
fn is_extent(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    e: &Expr,
    image: &str,
    axis: usize,
    depth: u32,
) -> bool {
    let measured = match e {
        Expr::Name(n) if depth < 4 => {
            return match cx.model.bindings_of(scope, n.id.as_str()).as_slice() {
                [Bound::Unpacked(Expr::Attribute(a), Some(k))] => {
                    a.attr.id.as_str() == "shape"
                        && *k as usize == axis
                        && matches!(a.value.as_ref(), Expr::Name(m)
                            if same_shape(cx, scope, image, m.id.as_str(), 0))
                }
                _ => bound_value(cx, scope, e)
                    .is_some_and(|v| is_extent(cx, scope, v, image, axis, depth + 1)),
            };
        }
        // `img.shape[0]`
        Expr::Subscript(s) => match (s.value.as_ref(), crate::model::expr::int_literal(&s.slice)) {
            (Expr::Attribute(a), Some(k)) if a.attr.id.as_str() == "shape" && k == axis as i64 => {
                a.value.as_ref()
            }
            _ => return false,
        },
        // `len(img)`
        Expr::Call(c) if axis == 0 && crate::model::expr::builtin_name(&c.func) == Some("len") => {
            match c.arguments.args.as_ref() {
                [arg] if c.arguments.keywords.is_empty() => arg,
                _ => return false,
            }
        }
        _ => return false,
    };
    let Expr::Name(measured) = measured else {
        return false;
    };
    same_shape(cx, scope, image, measured.id.as_str(), 0)
}

/// `image` has `other`'s shape: it is `other`, or bound once to an elementwise function of it
/// with numbers (`mask = (raster == cls).astype(float)`).
fn same_shape(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    image: &str,
    other: &str,
    depth: u32,
) -> bool {
    if image == other {
        return true;
    }
    if depth > 4 {
        return false;
    }
    let [Bound::Value(value)] = cx.model.bindings_of(scope, image).as_slice() else {
        return false;
    };
    shaped_like(cx, scope, value, other, depth + 1)
}

fn shaped_like(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    value: &Expr,
    other: &str,
    depth: u32,
) -> bool {
    let number =
        |e: &Expr| matches!(e, Expr::NumberLiteral(_)) || super::batch_reduce::is_scalar(cx, e);
    match value {
        Expr::Name(n) => same_shape(cx, scope, n.id.as_str(), other, depth),
        Expr::UnaryOp(u) => shaped_like(cx, scope, &u.operand, other, depth),
        Expr::BinOp(b) => {
            (shaped_like(cx, scope, &b.left, other, depth) && number(&b.right))
                || (number(&b.left) && shaped_like(cx, scope, &b.right, other, depth))
        }
        Expr::Compare(c) => {
            matches!(c.comparators.as_ref(), [right] if number(right))
                && shaped_like(cx, scope, &c.left, other, depth)
        }
        // `x.astype(float)`, `x.copy()`
        Expr::Call(call) => match crate::model::expr::method_call(call) {
            Some((receiver, "astype" | "copy")) => shaped_like(cx, scope, receiver, other, depth),
            _ => false,
        },
        _ => false,
    }
}

/// The tile extent is a literal or names nothing the nest binds.
fn is_fixed(cx: &FixContext, outer: &Stmt, size: &Expr) -> bool {
    let Some(id) = cx.model.loop_at(outer.start()) else {
        return false;
    };
    cx.model.loops[id].is_invariant(size)
}
