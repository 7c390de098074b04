//! RR-loop on a convolution (a polynomial product, a unit hydrograph, the distribution of a sum)
//! written as two loops: `for i in range(len(a)): for j in range(len(b)): out[i + j] += a[i] * b[j]`
//! becomes `out[:len(a) + len(b) - 1] += np.convolve(a, b)`. Each output element is the same sum
//! of products, added in another order; `np.convolve` raises for an empty input where the loops
//! add nothing, so the fix is unsafe.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::comparable::ComparableExpr;
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, Site};
use super::{reasons, require, Offer, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{builtin_name, int_literal, mentions_any};

const MAY_CHANGE: &str = "the products are added in another order (the last bits may differ), and np.convolve raises for an empty array where the loops add nothing";

/// `None` when the loops are not a convolution (the caller gives its reason).
pub fn fix(cx: &FixContext, finding: &Finding, site: &Site) -> Option<Offer> {
    let inner = site.loop_stmt?;
    let position = site.path.iter().position(|s| std::ptr::eq(*s, inner))?;
    let outer = *site.path.get(position.checked_sub(1)?)?;
    let (Stmt::For(outer_for), Stmt::For(inner_for)) = (outer, inner) else {
        return None;
    };
    if !matches!(outer_for.body.as_slice(), [only] if std::ptr::eq(only, inner)) {
        return None;
    }
    let [update] = inner_for.body.as_slice() else {
        return None;
    };
    let outer_walk = walk(outer_for)?;
    let inner_walk = walk(inner_for)?;
    let product = accumulated_product(update, &outer_walk.var, &inner_walk.var)?;
    Some(offer(
        cx,
        finding,
        site,
        outer,
        &outer_walk,
        &inner_walk,
        &product,
    ))
}

/// `for i in range(len(a))`: the variable and the array whose length the range is.
struct Walk {
    var: Name,
    measured: Name,
}

fn walk(f: &ast::StmtFor) -> Option<Walk> {
    if f.is_async || !f.orelse.is_empty() {
        return None;
    }
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    let Expr::Call(call) = f.iter.as_ref() else {
        return None;
    };
    if builtin_name(&call.func) != Some("range") || !call.arguments.keywords.is_empty() {
        return None;
    }
    let [stop] = call.arguments.args.as_ref() else {
        return None;
    };
    Some(Walk {
        var: var.id.clone(),
        measured: measured_array(stop)?,
    })
}

/// `len(x)`, `x.size`, `x.shape[0]`: the array whose length the range is.
fn measured_array(stop: &Expr) -> Option<Name> {
    let name = |e: &Expr| match e {
        Expr::Name(n) => Some(n.id.clone()),
        _ => None,
    };
    match stop {
        Expr::Call(call) if builtin_name(&call.func) == Some("len") => {
            match call.arguments.args.as_ref() {
                [x] if call.arguments.keywords.is_empty() => name(x),
                _ => None,
            }
        }
        Expr::Attribute(a) if a.attr.as_str() == "size" => name(&a.value),
        Expr::Subscript(s) if int_literal(&s.slice) == Some(0) => match s.value.as_ref() {
            Expr::Attribute(a) if a.attr.as_str() == "shape" => name(&a.value),
            _ => None,
        },
        _ => None,
    }
}

/// `out[i + j] += a[i] * b[j]` (or `out[i + j] = out[i + j] + ...`, the factors either way).
struct Product {
    out: Name,
    /// The array read at the outer variable, and at the inner one.
    outer: Name,
    inner: Name,
}

fn accumulated_product(stmt: &Stmt, i: &Name, j: &Name) -> Option<Product> {
    let (target, added) = match stmt {
        Stmt::AugAssign(a) if a.op == ast::Operator::Add => (a.target.as_ref(), a.value.as_ref()),
        Stmt::Assign(a) => {
            let [target] = a.targets.as_slice() else {
                return None;
            };
            let Expr::BinOp(sum) = a.value.as_ref() else {
                return None;
            };
            if sum.op != ast::Operator::Add
                || ComparableExpr::from(sum.left.as_ref()) != ComparableExpr::from(target)
            {
                return None;
            }
            (target, sum.right.as_ref())
        }
        _ => return None,
    };
    let Expr::Subscript(slot) = target else {
        return None;
    };
    let Expr::Name(out) = slot.value.as_ref() else {
        return None;
    };
    if !is_sum_of(&slot.slice, i, j) {
        return None;
    }
    let Expr::BinOp(product) = added else {
        return None;
    };
    if product.op != ast::Operator::Mult {
        return None;
    }
    let left = indexed(&product.left)?;
    let right = indexed(&product.right)?;
    let (outer, inner) = match (left, right) {
        ((a, x), (b, y)) if x == i && y == j => (a, b),
        ((a, x), (b, y)) if x == j && y == i => (b, a),
        _ => return None,
    };
    Some(Product {
        out: out.id.clone(),
        outer: outer.clone(),
        inner: inner.clone(),
    })
}

/// `i + j` or `j + i`.
fn is_sum_of(e: &Expr, i: &Name, j: &Name) -> bool {
    let Expr::BinOp(b) = e else {
        return false;
    };
    let (Expr::Name(l), Expr::Name(r)) = (b.left.as_ref(), b.right.as_ref()) else {
        return false;
    };
    b.op == ast::Operator::Add && ((&l.id == i && &r.id == j) || (&l.id == j && &r.id == i))
}

/// `a[i]`: the array and the index variable.
fn indexed(e: &Expr) -> Option<(&Name, &Name)> {
    let Expr::Subscript(s) = e else {
        return None;
    };
    match (s.value.as_ref(), s.slice.as_ref()) {
        (Expr::Name(a), Expr::Name(i)) => Some((&a.id, &i.id)),
        _ => None,
    }
}

fn offer(
    cx: &FixContext,
    finding: &Finding,
    site: &Site,
    outer: &Stmt,
    outer_walk: &Walk,
    inner_walk: &Walk,
    product: &Product,
) -> Offer {
    require(
        product.outer == outer_walk.measured && product.inner == inner_walk.measured,
        "the ranges are not the lengths of the arrays they index (`range(len(a))` for `a[i]`)",
    )?;
    let vars = [outer_walk.var.clone(), inner_walk.var.clone()];
    super::batch_reduce::replaceable(cx, &site.path[..site.path.len() - 1], outer, &vars)?;
    require(
        product.out != product.outer && product.out != product.inner,
        "the array added into is one of the factors (it would read values the loops wrote)",
    )?;
    require(
        super::tally::one_dimensional(cx, &site.path, &product.out),
        "the array added into is not built in the function as 1-D (an element of an n-D one is a row)",
    )?;
    // Each `out[k] += x` stores a rounded copy into an integer array; `+=` of the whole
    // convolution into it raises for float products.
    require(
        super::rr_loop::float_array(cx, &site.path, &product.out) == Some(true),
        "the array added into is not proven a float array (the loops truncate each store; `+=` of float products into integers raises)",
    )?;
    let scope = cx.model.scope_containing(outer.range());
    for factor in [&product.outer, &product.inner] {
        let factor_expr = first_name(outer, factor).why(reasons::NOT_LOCATED)?;
        require(
            super::rank::default_precision_rank(cx, scope, factor_expr) == Some(1),
            "a factor not proven a 1-D array of 64-bit elements (np.convolve of float32 adds in float32; of rows it raises)",
        )?;
    }
    require(
        !reads_out_elsewhere(outer, &product.out),
        "the array added into is read elsewhere in the loops",
    )?;
    let (np, import) = cx.np();
    let (a, b, out) = (&product.outer, &product.inner, &product.out);
    let text = format!("{out}[:len({a}) + len({b}) - 1] += {np}.convolve({a}, {b})");
    let mut edits = vec![Edit::range_replacement(text, outer.range())];
    edits.extend(import);
    let fix = util::fix(
        finding,
        "RR-loop",
        format!("Convolve the arrays with np.convolve (unsafe: {MAY_CHANGE})"),
        Applicability::Unsafe,
        edits,
    );
    Ok(crate::fix::Fix {
        may_change: Some(MAY_CHANGE),
        ..fix
    })
}

/// The first `name` read in the update (a `Name` expression the ranker can follow).
fn first_name<'a>(stmt: &'a Stmt, name: &Name) -> Option<&'a Expr> {
    let Stmt::For(f) = stmt else { return None };
    let Stmt::For(inner) = f.body.first()? else {
        return None;
    };
    let update = inner.body.first()?;
    let value = match update {
        Stmt::AugAssign(a) => a.value.as_ref(),
        Stmt::Assign(a) => a.value.as_ref(),
        _ => return None,
    };
    find_name(value, name)
}

fn find_name<'a>(e: &'a Expr, name: &Name) -> Option<&'a Expr> {
    match e {
        Expr::Name(n) if &n.id == name => Some(e),
        Expr::BinOp(b) => find_name(&b.left, name).or_else(|| find_name(&b.right, name)),
        Expr::Subscript(s) => find_name(&s.value, name),
        _ => None,
    }
}

/// `out` is read by the loops other than as the target of the update (`out[i + j]` twice in
/// `out[i + j] = out[i + j] + ...` is the update itself).
fn reads_out_elsewhere(outer: &Stmt, out: &Name) -> bool {
    let Stmt::For(f) = outer else { return true };
    let Some(Stmt::For(inner)) = f.body.first() else {
        return true;
    };
    let names = std::slice::from_ref(out);
    if mentions_any(&f.iter, names) || mentions_any(&inner.iter, names) {
        return true;
    }
    match inner.body.first() {
        Some(Stmt::AugAssign(a)) => mentions_any(&a.value, names),
        Some(Stmt::Assign(a)) => match a.value.as_ref() {
            Expr::BinOp(sum) => mentions_any(&sum.right, names),
            _ => true,
        },
        _ => true,
    }
}
