//! RR-loop on a nest of two loops that reduces each tile of an array,
//! `for i in range(ny): for j in range(nx): out[i, j] = img[i*t:(i+1)*t, j*t:(j+1)*t].mean()`
//! (also `.sum()`, `.max()`, `.min()` and `np.mean(...)`-style calls), which becomes one
//! reduction over a reshaped view:
//! `out[:ny, :nx] = img[:ny*t, :nx*t].reshape(ny, t, nx, t, *img.shape[2:]).mean(axis=(1, 3) + tuple(range(4, img.ndim + 2)))`.
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
    let inner = site.loop_stmt?;
    let position = site.path.iter().position(|s| std::ptr::eq(*s, inner))?;
    let outer = *site.path.get(position.checked_sub(1)?)?;
    let (Stmt::For(outer_for), Stmt::For(inner_for)) = (outer, inner) else {
        return None;
    };
    if outer_for.body.len() != 1 || !std::ptr::eq(&outer_for.body[0], inner) {
        return None;
    }
    let [Stmt::Assign(assign)] = inner_for.body.as_slice() else {
        return None;
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
    let (reduction, tile) = reduced_tile(cx, &assign.value)?;
    let Expr::Name(image) = tile.value.as_ref() else {
        return None;
    };
    let Expr::Tuple(bounds) = tile.slice.as_ref() else {
        return None;
    };
    let [rows_slice, cols_slice] = bounds.elts.as_slice() else {
        return None;
    };
    let row_size = tile_size(cx, rows_slice, row)?;
    let col_size = tile_size(cx, cols_slice, col)?;
    if image.id == out.id {
        return None;
    }
    Some(offer(
        cx,
        finding,
        site,
        outer,
        Nest {
            out: out.id.as_str(),
            image: image.id.as_str(),
            reduction,
            tiles: [(rows, row_size), (cols, col_size)],
            vars: [row.clone(), col.clone()],
        },
    ))
}

struct Nest<'a> {
    out: &'a str,
    image: &'a str,
    reduction: &'static str,
    /// Per axis: the loop's count and the tile's extent.
    tiles: [(&'a Expr, &'a Expr); 2],
    vars: [ast::name::Name; 2],
}

fn offer(cx: &FixContext, finding: &Finding, site: &Site, outer: &Stmt, nest: Nest) -> Offer {
    super::batch_reduce::replaceable(cx, &site.path, outer, &nest.vars)?;
    let scope = cx.model.scope_containing(outer.range());
    for (axis, (count, size)) in nest.tiles.iter().enumerate() {
        super::require(
            whole_tiles(cx, scope, count, size, nest.image, axis),
            "the tile count is not `img.shape[k] // t` (a partial last tile would not reshape)",
        )?;
        super::require(
            is_fixed(cx, outer, size),
            "the tile extent changes in the loop",
        )?;
    }
    let text = |e: &Expr| util::operand_text(cx, e);
    let [(rows, height), (cols, width)] = nest.tiles;
    let (rows, height, cols, width) = (text(rows), text(height), text(cols), text(width));
    let image = nest.image;
    // A tile of an n-D array reduces its trailing axes too.
    let (trailing_shape, trailing_axes) = if super::rank::array_rank(cx, scope, image, 0) == Some(2)
    {
        (String::new(), String::new())
    } else {
        (
            format!(", *{image}.shape[2:]"),
            format!(" + tuple(range(4, {image}.ndim + 2))"),
        )
    };
    let stack = format!(
        "{image}[:{rows} * {height}, :{cols} * {width}].reshape({rows}, {height}, {cols}, {width}{trailing_shape})"
    );
    let line = format!(
        "{}[:{rows}, :{cols}] = {stack}.{}(axis=(1, 3){trailing_axes})",
        nest.out, nest.reduction
    );
    let edits = vec![Edit::range_replacement(line, outer.range())];
    let exact = matches!(nest.reduction, "max" | "min");
    let out_2d = super::rank::array_rank(cx, scope, nest.out, 0) == Some(2);
    let proven = util::proven_ndarray(cx, &site.path, image);
    let mut unsafe_because = Vec::new();
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
            "Reduce every tile at once with one `{}` over a reshaped view",
            nest.reduction
        )
    } else {
        format!(
            "Reduce every tile at once with one `{}` over a reshaped view (unsafe: {})",
            nest.reduction,
            unsafe_because.join("; ")
        )
    };
    let applicability = if unsafe_because.is_empty() {
        Applicability::Safe
    } else {
        Applicability::Unsafe
    };
    let fix = util::fix(finding, "RR-loop", title, applicability, edits);
    let may_change = if exact {
        "the tiled value is assumed to be an ndarray and the written array 2-D"
    } else {
        "each tile's values are added in another order: a sum or mean may differ in the last bits"
    };
    Ok(crate::fix::Fix {
        may_change: Some(may_change),
        ..fix
    })
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

/// `tile.mean()` or `np.mean(tile)` (sum, max, min alike), with no other argument.
fn reduced_tile<'e>(
    cx: &FixContext,
    value: &'e Expr,
) -> Option<(&'static str, &'e ast::ExprSubscript)> {
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
    match operand {
        Expr::Subscript(s) => Some((name, s)),
        _ => None,
    }
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
    let value = match count {
        Expr::Name(n) => match cx.model.bindings_of(scope, n.id.as_str()).as_slice() {
            [Bound::Value(v)] => *v,
            [Bound::Unpacked(Expr::Tuple(t), Some(k))] => match t.elts.get(*k as usize) {
                Some(v) => v,
                None => return false,
            },
            _ => return false,
        },
        e => e,
    };
    let Expr::BinOp(b) = value else { return false };
    let measured = match b.left.as_ref() {
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
    b.op == ast::Operator::FloorDiv
        && cx.text(b.right.range()) == cx.text(size.range())
        && same_shape(cx, scope, image, measured.id.as_str(), 0)
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
