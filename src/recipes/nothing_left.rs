//! `if not alive.any(): break` (or `if done.all(): break`) in a loop whose every write is masked
//! by the points still active: once none is, an iteration writes nothing and changes no state, so
//! noticing it a few iterations late computes the same (escape-time fractals, ray marching, a
//! particle set until all are absorbed). RR-sync may then check it periodically.

use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use crate::fix::FixContext;
use crate::model::expr::{any_expr, any_expr_in_body, mentions_any, method_call};

/// What a deferred check that nothing is left may change.
pub const MAY_CHANGE: &str = "the loop may run up to CHECK_EVERY - 1 more iterations once nothing is active; they write nothing, so the values are the same";

/// Whether `mask` holds the points still active (`not alive.any()`) or those finished
/// (`done.all()`).
#[derive(Clone, Copy, PartialEq)]
enum Polarity {
    Active,
    Done,
}

/// The check `check` (an `if` directly in `loop_stmt`'s body, testing `test`) may be noticed late:
/// every other statement of the loop body is a write masked by the active points, a shrinking
/// (growing) update of the mask, a temporary read neither before it is bound nor after the loop,
/// or state kept where finished (`t = np.where(done, t, t + d)`).
pub fn proven(
    cx: &FixContext,
    path: &[&Stmt],
    loop_stmt: &Stmt,
    check: &Stmt,
    test: &Expr,
) -> bool {
    let Some((mask, polarity)) = tested_mask(cx, test) else {
        return false;
    };
    let Stmt::For(for_loop) = loop_stmt else {
        return false;
    };
    let nested = path
        .iter()
        .take_while(|s| !std::ptr::eq(**s, loop_stmt))
        .any(|s| matches!(s, Stmt::For(_) | Stmt::While(_)));
    if nested || !for_loop.orelse.is_empty() {
        return false;
    }
    let mut subsets = vec![mask.clone()];
    let mut temporaries: Vec<Name> = Vec::new();
    for (i, stmt) in for_loop.body.iter().enumerate() {
        if std::ptr::eq(stmt, check) {
            continue;
        }
        let ok = match stmt {
            Stmt::AugAssign(aug) => {
                let target_ok = match aug.target.as_ref() {
                    Expr::Name(n) => n.id == mask && keeps_finished(aug.op, polarity),
                    Expr::Subscript(sub) => masked(&sub.slice, &subsets, &mask, polarity),
                    _ => false,
                };
                target_ok && computes_only(cx, &aug.value)
            }
            Stmt::Assign(a) => match a.targets.as_slice() {
                [Expr::Subscript(sub)] => {
                    masked(&sub.slice, &subsets, &mask, polarity) && computes_only(cx, &a.value)
                }
                [Expr::Name(n)] if kept_where_finished(cx, &n.id, &a.value, &mask, polarity) => {
                    true
                }
                // `alive = alive & ~escaped`, `done = done | (d < eps)`.
                [Expr::Name(n)] if n.id == mask => {
                    let op = match polarity {
                        Polarity::Active => ast::Operator::BitAnd,
                        Polarity::Done => ast::Operator::BitOr,
                    };
                    matches!(a.value.as_ref(), Expr::BinOp(b) if b.op == op
                        && (matches!(b.left.as_ref(), Expr::Name(l) if l.id == mask)
                            || matches!(b.right.as_ref(), Expr::Name(r) if r.id == mask)))
                        && computes_only(cx, &a.value)
                }
                [Expr::Name(n)] => {
                    let read_before = for_loop.body[..i].iter().any(|s| mentions_name(s, &n.id));
                    let temporary = n.id != mask
                        && !read_before
                        && !mentions_any(&a.value, std::slice::from_ref(&n.id))
                        && computes_only(cx, &a.value);
                    if temporary {
                        temporaries.push(n.id.clone());
                        if polarity == Polarity::Active && narrows(&a.value, &subsets) {
                            subsets.push(n.id.clone());
                        }
                    }
                    temporary
                }
                _ => false,
            },
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    // Every loop variable (`for it, w in enumerate(ws)`): each would hold a later item.
    let mut unread_after = temporaries;
    crate::model::expr::target_names(&for_loop.target, &mut unread_after);
    !read_after(cx, path, loop_stmt, &unread_after)
}

/// `not alive.any()`, `not np.any(alive)` → active; `done.all()`, `np.all(done)` → done.
fn tested_mask(cx: &FixContext, test: &Expr) -> Option<(Name, Polarity)> {
    let (reduced, polarity) = match test {
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => (u.operand.as_ref(), Polarity::Active),
        e => (e, Polarity::Done),
    };
    let Expr::Call(call) = reduced else {
        return None;
    };
    let wanted = match polarity {
        Polarity::Active => "any",
        Polarity::Done => "all",
    };
    let operand = match method_call(call) {
        Some((of, m)) if m == wanted && call.arguments.is_empty() => of,
        _ => {
            let member = cx.model.numpy_call_name(&call.func)?;
            let [only] = &*call.arguments.args else {
                return None;
            };
            if member.strip_prefix("numpy.") != Some(wanted) || !call.arguments.keywords.is_empty()
            {
                return None;
            }
            only
        }
    };
    match operand {
        Expr::Name(n) => Some((n.id.clone(), polarity)),
        _ => None,
    }
}

/// `alive &= ~escaped` only removes points; `done |= d < eps` only adds finished ones.
fn keeps_finished(op: ast::Operator, polarity: Polarity) -> bool {
    match polarity {
        Polarity::Active => op == ast::Operator::BitAnd,
        Polarity::Done => op == ast::Operator::BitOr,
    }
}

/// `z[alive]`, `counts[escaped]` (escaped = alive & ...), `t[~done]`: an index selecting only
/// active points.
fn masked(index: &Expr, subsets: &[Name], mask: &Name, polarity: Polarity) -> bool {
    match (index, polarity) {
        (Expr::Name(n), Polarity::Active) => subsets.contains(&n.id),
        (Expr::UnaryOp(u), Polarity::Done) if u.op == ast::UnaryOp::Invert => {
            matches!(u.operand.as_ref(), Expr::Name(n) if n.id == *mask)
        }
        _ => false,
    }
}

/// `alive & (np.abs(z) > 2.0)`: a conjunction with an active subset is one.
fn narrows(value: &Expr, subsets: &[Name]) -> bool {
    match value {
        Expr::BinOp(b) if b.op == ast::Operator::BitAnd => {
            [&b.left, &b.right].iter().any(|side| match side.as_ref() {
                Expr::Name(n) => subsets.contains(&n.id),
                inner => narrows(inner, subsets),
            })
        }
        _ => false,
    }
}

/// `t = np.where(done, t, t + d)` / `t = np.where(alive, t + d, t)`: the state is kept where the
/// points are finished.
fn kept_where_finished(
    cx: &FixContext,
    name: &Name,
    value: &Expr,
    mask: &Name,
    polarity: Polarity,
) -> bool {
    let Expr::Call(call) = value else {
        return false;
    };
    let is_where = cx
        .model
        .numpy_call_name(&call.func)
        .is_some_and(|q| q == "numpy.where");
    let [condition, when_true, when_false] = &*call.arguments.args else {
        return false;
    };
    let is = |e: &Expr, n: &Name| matches!(e, Expr::Name(x) if x.id == *n);
    let kept = match polarity {
        Polarity::Done => is(when_true, name),
        Polarity::Active => is(when_false, name),
    };
    is_where
        && call.arguments.keywords.is_empty()
        && is(condition, mask)
        && kept
        && computes_only(cx, value)
}

/// No call but NumPy's computing functions and array methods (no random draw, no output, no
/// function whose effects are unknown).
fn computes_only(cx: &FixContext, value: &Expr) -> bool {
    !any_expr(value, |e| {
        let Expr::Call(call) = e else { return false };
        match cx.model.numpy_call_name(&call.func) {
            Some(q) => q.contains(".random.") || q.starts_with("numpy.random"),
            None => match call.func.as_ref() {
                // A function of this file that only computes its result.
                Expr::Name(n) => !super::pure::definition(cx, n.id.as_str())
                    .is_some_and(|def| super::pure::skippable(cx, def)),
                _ => !matches!(
                    method_call(call),
                    Some((
                        _,
                        "sum" | "mean" | "max" | "min" | "any" | "all" | "copy" | "astype"
                    ))
                ),
            },
        }
    })
}

fn mentions_name(stmt: &Stmt, name: &Name) -> bool {
    any_expr_in_body(
        std::slice::from_ref(stmt),
        |e| matches!(e, Expr::Name(n) if n.id == *name),
    )
}

/// Any of `names` read after the loop in its function (or module).
fn read_after(cx: &FixContext, path: &[&Stmt], loop_stmt: &Stmt, names: &[Name]) -> bool {
    let body = super::util::enclosing_body(cx, path);
    let end = loop_stmt.range().end();
    any_expr_in_body(
        body,
        |e| matches!(e, Expr::Name(n) if n.range.start() >= end && names.contains(&n.id)),
    )
}
