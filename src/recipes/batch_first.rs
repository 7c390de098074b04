//! RR-batch's first hits: the first position in each row of a 2-D array that passes a test,
//! written as a search per row —
//! `below = np.nonzero(sugar[k] < dry)[0]; if below.size: out[k] = below[0]`, or an inner loop
//! that stops at the first hit (`if gain[h, d] > t: onset[h] = d; break`) — becomes one test of
//! the whole array and `argmax` of each row, kept where the row has no hit:
//! `hit = sugar[:n] < dry; out[:n] = np.where(hit.any(axis=1), hit.argmax(axis=1), out[:n])`.

use ruff_diagnostics::Edit;
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::batch_reduce::{rank_2d, replaceable};
use super::{reasons, Why};

use super::util;
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{int_literal, mentions_any};

/// `argmax` of a row with no elements raises; the loop found nothing there.
const EMPTY_ROWS: &str =
    "`argmax` raises on rows of no elements, where the search per row found nothing";

/// The search: the loop replaced, the row variable, the test, the array tested and the stored
/// result, and the text of the tested block.
struct Search<'a> {
    loop_stmt: &'a Stmt,
    vars: Vec<Name>,
    test: &'a ast::ExprCompare,
    /// The tested element or row (`sugar[k]`, `gain[h, d]`) and its text over the block.
    item: &'a Expr,
    block: String,
    array: Name,
    out: &'a ast::ExprName,
    rows: String,
}

pub fn fix(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
) -> Option<super::Offer> {
    let search = searched_rows(cx, loop_stmt).or_else(|| searched_elements(cx, path, loop_stmt))?;
    Some(offer(cx, finding, path, &search))
}

fn offer(cx: &FixContext, finding: &Finding, path: &[&Stmt], search: &Search) -> super::Offer {
    let scope = cx.model.scope_containing(search.loop_stmt.range());
    super::require(
        rank_2d(cx, path, &search.array)
            && super::rank::array_rank(cx, scope, search.out.id.as_str(), 0) == Some(1),
        "the first hit of each row: the array searched is not proven 2-D or the results not 1-D",
    )?;
    let other = if std::ptr::eq(search.test.left.as_ref(), search.item) {
        &search.test.comparators[0]
    } else {
        search.test.left.as_ref()
    };
    // `gain[h, d] > thresh[h]`: one threshold per row of a proven 1-D array, as a column.
    let per_row = per_row_value(cx, search, other);
    super::require(
        per_row.is_some()
            || (!mentions_any(other, &search.vars)
                && !mentions_any(other, std::slice::from_ref(&search.out.id))
                && !matches!(other, Expr::Call(_))),
        "the first hit of each row: the test compares with a value that varies or is computed per row",
    )?;
    replaceable(cx, path, search.loop_stmt, &search.vars)?;
    let (np, import) = cx.np();
    let hit = super::rr_stack::fresh_name(cx, "hit");
    let test = util::splice(
        cx.text(search.test.range()),
        search.test.start(),
        &[(search.item.range(), search.block.clone())]
            .into_iter()
            .chain(per_row.map(|text| (other.range(), text)))
            .collect::<Vec<_>>(),
    );
    let out = &search.out.id;
    let rows = &search.rows;
    let nl = cx.newline();
    let indent = crate::fix::locate::indentation_of(&cx.source.text, search.loop_stmt.range())
        .why(reasons::INDENTATION)?;
    let text = format!(
        "{hit} = {test}{nl}{indent}{out}[:{rows}] = {np}.where({hit}.any(axis=1), {hit}.argmax(axis=1), {out}[:{rows}])"
    );
    let mut edits = vec![Edit::range_replacement(text, search.loop_stmt.range())];
    edits.extend(import);
    let mut fix = util::fix(
        finding,
        super::rr_batch::META.id,
        "Find the first hit of every row at once (`argmax` of the test)".to_string(),
        util::proven(false),
        edits,
    );
    fix.may_change = Some(EMPTY_ROWS.into());
    Ok(fix)
}

/// `thresh[h]` of a proven 1-D `thresh` at the row variable: `thresh[:rows, None]`.
fn per_row_value(cx: &FixContext, search: &Search, other: &Expr) -> Option<String> {
    let Expr::Subscript(s) = other else {
        return None;
    };
    let (Expr::Name(table), Expr::Name(at)) = (s.value.as_ref(), s.slice.as_ref()) else {
        return None;
    };
    let scope = cx.model.scope_containing(other.range());
    let one_d = super::rank::array_rank(cx, scope, table.id.as_str(), 0) == Some(1);
    (at.id == search.vars[0] && table.id != search.out.id && table.id != search.array && one_d)
        .then(|| format!("{}[:{}, None]", table.id, search.rows))
}

/// `for k in range(n): below = np.nonzero(C(x[k]))[0]; if below.size: out[k] = below[0]`.
fn searched_rows<'a>(cx: &FixContext, loop_stmt: &'a Stmt) -> Option<Search<'a>> {
    let (var, rows) = counted_loop(cx, loop_stmt)?;
    let Stmt::For(f) = loop_stmt else { return None };
    let [Stmt::Assign(found), Stmt::If(check)] = f.body.as_slice() else {
        return None;
    };
    let [Expr::Name(below)] = found.targets.as_slice() else {
        return None;
    };
    let test = positions_of(cx, &found.value)?;
    if !check.elif_else_clauses.is_empty() || !is_nonempty_test(&check.test, &below.id) {
        return None;
    }
    let [Stmt::Assign(store)] = check.body.as_slice() else {
        return None;
    };
    let (out, at) = element_target(&store.targets)?;
    let first = matches!(&*store.value, Expr::Subscript(s)
        if matches!(s.value.as_ref(), Expr::Name(n) if n.id == below.id) && int_literal(&s.slice) == Some(0));
    if !first || !is_name(at, &var) {
        return None;
    }
    let (item, array) = tested_item(test, |slice| is_name(slice, &var))?;
    Some(Search {
        loop_stmt,
        vars: vec![var, below.id.clone()],
        test,
        item,
        block: format!("{array}[:{rows}]"),
        array,
        out,
        rows,
    })
}

/// `for h in range(n): for d in range(m): if C(x[h, d]): out[h] = d; break`, reported at either
/// loop.
fn searched_elements<'a>(
    cx: &FixContext,
    path: &[&'a Stmt],
    loop_stmt: &'a Stmt,
) -> Option<Search<'a>> {
    let outer = match counted_loop(cx, loop_stmt) {
        Some(_) if matches!(loop_stmt, Stmt::For(f) if matches!(f.body.as_slice(), [Stmt::For(_)])) => {
            loop_stmt
        }
        _ => {
            let at = path.iter().position(|s| std::ptr::eq(*s, loop_stmt))?;
            path[..at].last().copied()?
        }
    };
    let (row_var, rows) = counted_loop(cx, outer)?;
    let Stmt::For(f) = outer else { return None };
    let [inner] = f.body.as_slice() else {
        return None;
    };
    let (col_var, cols) = counted_loop(cx, inner)?;
    let Stmt::For(inner_for) = inner else {
        return None;
    };
    let [Stmt::If(check)] = inner_for.body.as_slice() else {
        return None;
    };
    let [Stmt::Assign(store), Stmt::Break(_)] = check.body.as_slice() else {
        return None;
    };
    if !check.elif_else_clauses.is_empty() {
        return None;
    }
    let Expr::Compare(test) = check.test.as_ref() else {
        return None;
    };
    let (out, at) = element_target(&store.targets)?;
    if !is_name(at, &row_var) || !is_name(&store.value, &col_var) {
        return None;
    }
    let rows_first = |slice: &Expr| pair_at(slice, &row_var, &col_var);
    let columns_first = |slice: &Expr| pair_at(slice, &col_var, &row_var);
    // `x[h, s]` with the outer loop over columns `s`: the first hit down each column, searched
    // as the rows of the transposed block.
    let (item, array, block) = match tested_item(test, rows_first) {
        Some((item, array)) => {
            let block = format!("{array}[:{rows}, :{cols}]");
            (item, array, block)
        }
        None => {
            let (item, array) = tested_item(test, columns_first)?;
            let block = format!("{array}[:{cols}, :{rows}].T");
            (item, array, block)
        }
    };
    Some(Search {
        loop_stmt: outer,
        vars: vec![row_var, col_var],
        test,
        item,
        block,
        array,
        out,
        rows,
    })
}

/// `x[first, second]`: a pair of exactly these names.
fn pair_at(slice: &Expr, first: &Name, second: &Name) -> bool {
    matches!(slice, Expr::Tuple(t) if matches!(t.elts.as_slice(),
        [a, b] if is_name(a, first) && is_name(b, second)))
}

/// `for v in range(stop)` (or `range(0, stop)`) without `else`: the variable and the stop's text.
fn counted_loop(cx: &FixContext, stmt: &Stmt) -> Option<(Name, String)> {
    let Stmt::For(f) = stmt else { return None };
    if !f.orelse.is_empty() || f.is_async {
        return None;
    }
    let Expr::Name(var) = f.target.as_ref() else {
        return None;
    };
    let stop = match util::range_arguments(&f.iter)? {
        [stop] => stop,
        [start, stop] if int_literal(start) == Some(0) => stop,
        _ => return None,
    };
    // One operand, as a slice bound.
    let operand = matches!(
        stop,
        Expr::Name(_)
            | Expr::Subscript(_)
            | Expr::Call(_)
            | Expr::NumberLiteral(_)
            | Expr::Attribute(_)
    );
    operand.then(|| (var.id.clone(), cx.text(stop.range()).to_string()))
}

/// `np.nonzero(C)[0]`, `np.where(C)[0]`, `np.flatnonzero(C)`: the comparison `C`.
fn positions_of<'e>(cx: &FixContext, value: &'e Expr) -> Option<&'e ast::ExprCompare> {
    let member_is = |c: &ast::ExprCall, names: &[&str]| {
        util::numpy_member(cx, c).is_some_and(|m| names.contains(&m))
    };
    let call = match value {
        Expr::Subscript(s) if int_literal(&s.slice) == Some(0) => match s.value.as_ref() {
            Expr::Call(c) if member_is(c, &["nonzero", "where"]) => c,
            _ => return None,
        },
        Expr::Call(c) if member_is(c, &["flatnonzero"]) => c,
        _ => return None,
    };
    match (
        call.arguments.args.as_ref(),
        call.arguments.keywords.is_empty(),
    ) {
        ([Expr::Compare(test)], true) => Some(test),
        _ => None,
    }
}

/// `below.size`, `len(below)`, either `> 0` or `!= 0`.
fn is_nonempty_test(test: &Expr, below: &Name) -> bool {
    let size = |e: &Expr| match e {
        Expr::Attribute(a) => a.attr.as_str() == "size" && is_name(&a.value, below),
        Expr::Call(c) => {
            crate::model::expr::builtin_name(&c.func) == Some("len")
                && matches!(c.arguments.args.as_ref(), [arg] if is_name(arg, below))
        }
        _ => false,
    };
    match test {
        Expr::Compare(c) => {
            matches!((c.ops.as_ref(), c.comparators.as_ref()),
                ([ast::CmpOp::Gt | ast::CmpOp::NotEq], [zero]) if int_literal(zero) == Some(0))
                && size(&c.left)
        }
        e => size(e),
    }
}

/// `out[k] = ...`: the array and the index.
fn element_target(targets: &[Expr]) -> Option<(&ast::ExprName, &Expr)> {
    let [Expr::Subscript(s)] = targets else {
        return None;
    };
    let Expr::Name(out) = s.value.as_ref() else {
        return None;
    };
    Some((out, s.slice.as_ref()))
}

/// One comparison with `x[<slice>]` on one side: that subscript and `x`.
fn tested_item(test: &ast::ExprCompare, slice_ok: impl Fn(&Expr) -> bool) -> Option<(&Expr, Name)> {
    let ([_], [right]) = (test.ops.as_ref(), test.comparators.as_ref()) else {
        return None;
    };
    if matches!(
        test.ops[0],
        ast::CmpOp::In | ast::CmpOp::NotIn | ast::CmpOp::Is | ast::CmpOp::IsNot
    ) {
        return None;
    }
    [test.left.as_ref(), right]
        .into_iter()
        .find_map(|side| match side {
            Expr::Subscript(s) if slice_ok(&s.slice) => match s.value.as_ref() {
                Expr::Name(array) => Some((side, array.id.clone())),
                _ => None,
            },
            _ => None,
        })
}

fn is_name(e: &Expr, name: &Name) -> bool {
    matches!(e, Expr::Name(n) if n.id == *name)
}
