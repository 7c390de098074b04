//! RR-batch over temporaries: a loop that builds each item's operands before one stackable
//! routine,
//!
//! ```python
//! for k in range(n):
//!     jtj = J[k].T @ J[k]
//!     jtr = J[k].T @ r[k]
//!     steps[k] = np.linalg.solve(jtj, -jtr)
//! ```
//!
//! becomes the same statements over the stacks (`jtj = np.swapaxes(J[:n], -1, -2) @ J[:n]`,
//! `jtr = (np.swapaxes(J[:n], -1, -2) @ r[:n][..., None])[..., 0]`, then one `solve`). Each
//! item's rank decides how `.T` and `@` batch, so every array read must have a known rank: it is
//! made by a constructor with a literal shape, directly or through the callers' arguments.

use ruff_diagnostics::Edit;
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util;
use super::{Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::mentions_any;
use crate::model::ScopeId;

use super::rank::array_rank;

const NOT_TEMPORARIES: &str = "the loop's temporaries are not products and transposes of items of arrays with known ranks (`J[k].T @ J[k]`)";

/// A batched value and the rank of one item of it.
struct Batched {
    text: String,
    rank: usize,
    /// Arithmetic that needs parentheses before `[..., None]` or as an operand.
    compound: bool,
    /// Has the stack's leading axis (an invariant operand, `np.eye(k)`, does not).
    per_item: bool,
}

impl Batched {
    fn operand(&self) -> String {
        if self.compound {
            format!("({})", self.text)
        } else {
            self.text.clone()
        }
    }
}

struct Batcher<'c, 'a> {
    cx: &'c FixContext<'a>,
    scope: ScopeId,
    var: &'c Name,
    stop: &'c str,
    np: String,
    /// Temporaries bound earlier in the body, with the rank of one item.
    temps: Vec<(Name, usize)>,
    /// Every name the loop binds.
    assigned: &'c [Name],
}

impl Batcher<'_, '_> {
    fn batch(&self, e: &Expr) -> Option<Batched> {
        match e {
            _ if self.is_invariant(e) => self.invariant(e),
            Expr::Subscript(s) => {
                let Expr::Name(base) = s.value.as_ref() else {
                    return None;
                };
                if !matches!(s.slice.as_ref(), Expr::Name(i) if i.id == *self.var) {
                    return None;
                }
                let rank = array_rank(self.cx, self.scope, &base.id, 0)?.checked_sub(1)?;
                Some(Batched {
                    text: format!("{}[:{}]", base.id, self.stop),
                    rank,
                    compound: false,
                    per_item: true,
                })
            }
            Expr::Name(n) => {
                let (_, rank) = self.temps.iter().find(|(t, _)| *t == n.id)?;
                Some(Batched {
                    text: n.id.to_string(),
                    rank: *rank,
                    compound: false,
                    per_item: true,
                })
            }
            // The transpose of a matrix item swaps the last two axes of the stack.
            Expr::Attribute(a) if a.attr.id.as_str() == "T" => {
                let inner = self.batch(&a.value)?;
                match inner.rank {
                    1 => Some(inner),
                    2 => Some(Batched {
                        text: format!("{}.swapaxes({}, -1, -2)", self.np, inner.text),
                        rank: 2,
                        compound: false,
                        per_item: true,
                    }),
                    _ => None,
                }
            }
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => {
                let inner = self.batch(&u.operand)?;
                Some(Batched {
                    text: format!("-{}", inner.operand()),
                    rank: inner.rank,
                    compound: true,
                    per_item: true,
                })
            }
            Expr::BinOp(b) if b.op == ast::Operator::MatMult => {
                self.matmul(&self.batch(&b.left)?, &self.batch(&b.right)?)
            }
            Expr::BinOp(b) if ELEMENTWISE.contains(&b.op) => {
                let op = cx_op(b.op);
                self.elementwise(&self.batch(&b.left)?, op, &self.batch(&b.right)?)
            }
            Expr::Call(call) => self.call(call),
            _ => None,
        }
    }

    /// A value the loop does not change: no loop variable, temporary or name the loop binds.
    fn is_invariant(&self, e: &Expr) -> bool {
        let assigned = self.assigned;
        !crate::model::expr::any_expr(e, |x| match x {
            Expr::Name(n) => {
                n.id == *self.var
                    || assigned.contains(&n.id)
                    || self.temps.iter().any(|(t, _)| *t == n.id)
            }
            Expr::Call(c) => self.cx.model.numpy_call_name(&c.func).is_none(),
            _ => false,
        })
    }

    /// An invariant operand as written, with its rank: it broadcasts against every item alike.
    fn invariant(&self, e: &Expr) -> Option<Batched> {
        let rank = super::rank::value_rank(self.cx, self.scope, e)?;
        Some(Batched {
            text: self.cx.text(e.range()).to_string(),
            rank,
            compound: !matches!(
                e,
                Expr::Name(_) | Expr::Call(_) | Expr::Attribute(_) | Expr::NumberLiteral(_)
            ),
            per_item: false,
        })
    }

    /// `item + c`, `x / s`: items of one rank combine over the stacks as they do alone; an
    /// invariant of no higher rank broadcasts against the trailing axes of each item and of the
    /// stack alike; a per-item scalar (`x.sum()`, a stack of shape `(n,)`) gets an axis per axis
    /// of the other item.
    fn elementwise(&self, a: &Batched, op: &str, b: &Batched) -> Option<Batched> {
        let side = |x: &Batched, other: &Batched| -> Option<String> {
            match (x.per_item, other.per_item) {
                (true, true) if x.rank == other.rank => Some(x.operand()),
                (true, true) if x.rank == 0 => {
                    let axes = ", None".repeat(other.rank);
                    Some(format!("{}[:{axes}]", x.operand()))
                }
                (true, true) => (other.rank == 0).then(|| x.operand()),
                (true, false) => (other.rank <= x.rank).then(|| x.operand()),
                (false, true) => (x.rank <= other.rank).then(|| x.operand()),
                (false, false) => None,
            }
        };
        Some(Batched {
            text: format!("{} {op} {}", side(a, b)?, side(b, a)?),
            rank: a.rank.max(b.rank),
            compound: true,
            per_item: true,
        })
    }

    /// `np.linalg.inv(m)`, `np.fft.fft(x)`, `x.sum()` of one item: the routine over the stack's
    /// trailing axes.
    fn call(&self, call: &ast::ExprCall) -> Option<Batched> {
        if !call.arguments.keywords.is_empty() {
            return None;
        }
        let routine = util::numpy_member(self.cx, call);
        if let (None, Some((of, method))) = (routine, crate::model::expr::method_call(call)) {
            if !call.arguments.args.is_empty()
                || !matches!(method, "sum" | "mean" | "max" | "min" | "prod")
            {
                return None;
            }
            let item = self.batch(of)?;
            let axes = match item.rank {
                1 => "-1",
                2 => "(-2, -1)",
                _ => return None,
            };
            return item.per_item.then(|| Batched {
                text: format!("{}.{method}(axis={axes})", item.operand()),
                rank: 0,
                compound: false,
                per_item: true,
            });
        }
        let routine = routine?;
        let [arg] = call.arguments.args.as_ref() else {
            return None;
        };
        let item = self.batch(arg)?;
        let rank = match (routine, item.rank) {
            // `np.abs(spec)`: elementwise, the stack as each item.
            (r, rank) if crate::model::api::is_ufunc(r) => rank,
            ("linalg.inv" | "linalg.pinv", 2) => 2,
            ("linalg.eigvals" | "linalg.eigvalsh", 2) => 1,
            ("fft.fft" | "fft.ifft" | "fft.rfft" | "fft.irfft", 1) => 1,
            ("fft.fft2" | "fft.ifft2" | "fft.rfft2" | "fft.irfft2", 2) => 2,
            _ => return None,
        };
        item.per_item.then(|| Batched {
            text: format!("{}({})", self.cx.text(call.func.range()), item.text),
            rank,
            compound: false,
            per_item: true,
        })
    }

    /// `a @ b` per item, over the stacks: a vector operand becomes a one-column (or one-row)
    /// matrix and the added axis is dropped again, since a stack of vectors would otherwise be
    /// read as one matrix.
    fn matmul(&self, a: &Batched, b: &Batched) -> Option<Batched> {
        let (l, r) = (a.operand(), b.operand());
        let (text, rank, compound) = match (a.rank, b.rank) {
            (2, 2) => (format!("{l} @ {r}"), 2, true),
            (2, 1) => (format!("({l} @ {r}[..., None])[..., 0]"), 1, false),
            (1, 2) => (format!("({l}[..., None, :] @ {r})[..., 0, :]"), 1, false),
            _ => return None,
        };
        Some(Batched {
            text,
            rank,
            compound,
            per_item: true,
        })
    }
}

const ELEMENTWISE: &[ast::Operator] = &[
    ast::Operator::Add,
    ast::Operator::Sub,
    ast::Operator::Mult,
    ast::Operator::Div,
];

fn cx_op(op: ast::Operator) -> &'static str {
    match op {
        ast::Operator::Add => "+",
        ast::Operator::Sub => "-",
        ast::Operator::Mult => "*",
        _ => "/",
    }
}

/// The batched statements for a `for k in range(stop)` body of temporaries followed by
/// `out[k] = ROUTINE(...)`, or why not.
pub(super) fn fix(
    cx: &FixContext,
    finding: &Finding,
    path: &[&Stmt],
    loop_stmt: &Stmt,
    var: &ast::ExprName,
    stop: &str,
) -> super::Offer {
    let Stmt::For(for_loop) = loop_stmt else {
        return Err(Declined(NOT_TEMPORARIES));
    };
    let (last, temps) = for_loop.body.split_last().why(NOT_TEMPORARIES)?;
    // Another shape (a value carried between iterations, statements other than assignments):
    // the reason RR-loop gave stands.
    super::require(
        is_temporaries_then_item(temps, last, var),
        super::rr_batch::NOT_BATCHABLE,
    )?;
    let scope = cx.model.scope_containing(for_loop.range());
    let (np, import) = cx.np();
    let assigned = cx
        .model
        .loop_at(for_loop.range().start())
        .map(|id| cx.model.loops[id].assigned.as_slice())
        .why(NOT_TEMPORARIES)?;
    let mut batcher = Batcher {
        cx,
        scope,
        var: &var.id,
        stop,
        np: np.to_string(),
        temps: Vec::new(),
        assigned,
    };
    let mut lines = Vec::new();
    for stmt in temps {
        let Stmt::Assign(a) = stmt else {
            return Err(Declined(NOT_TEMPORARIES));
        };
        let [Expr::Name(t)] = a.targets.as_slice() else {
            return Err(Declined(NOT_TEMPORARIES));
        };
        let batched = batcher
            .batch(&a.value)
            .filter(|b| b.per_item)
            .why(NOT_TEMPORARIES)?;
        super::require(
            !util::read_after(cx, path, t.id.as_str(), for_loop.range()),
            "a per-item temporary is read after the loop",
        )?;
        super::require(
            !batcher.temps.iter().any(|(n, _)| *n == t.id),
            NOT_TEMPORARIES,
        )?;
        lines.push(format!("{} = {}", t.id, batched.text));
        batcher.temps.push((t.id.clone(), batched.rank));
    }
    let Stmt::Assign(a) = last else {
        return Err(Declined(NOT_TEMPORARIES));
    };
    let [Expr::Subscript(target)] = a.targets.as_slice() else {
        return Err(Declined(NOT_TEMPORARIES));
    };
    let Expr::Name(out) = target.value.as_ref() else {
        return Err(Declined(NOT_TEMPORARIES));
    };
    let out_rank = array_rank(cx, scope, out.id.as_str(), 0);
    super::require(
        matches!(target.slice.as_ref(), Expr::Name(i) if i.id == var.id) && out_rank.is_some(),
        NOT_TEMPORARIES,
    )?;
    let value = match routine_value(cx, &batcher, &a.value) {
        Some(value) => value,
        // `weights[w] = x / x.sum()`: any batched value with the rank of one row of `out`.
        None => batcher
            .batch(&a.value)
            .filter(|b| b.per_item && Some(b.rank + 1) == out_rank)
            .map(|b| b.text)
            .why(NOT_TEMPORARIES)?,
    };
    let routine = a
        .value
        .as_call_expr()
        .and_then(|call| util::numpy_member(cx, call))
        .filter(|r| super::rr_batch::PER_ITEM.contains(r) || *r == "linalg.solve");
    super::require(
        !mentions_any(&for_loop.iter, std::slice::from_ref(&out.id)),
        NOT_TEMPORARIES,
    )?;
    super::batch_reduce::replaceable(cx, path, loop_stmt, std::slice::from_ref(&var.id))?;
    lines.push(format!("{}[:{stop}] = {value}", out.id));
    let indent = crate::fix::locate::indentation_of(&cx.source.text, for_loop.range())
        .why(super::reasons::INDENTATION)?;
    let text = lines.join(&format!("{}{indent}", cx.newline()));
    let mut edits = vec![Edit::range_replacement(text, for_loop.range())];
    edits.extend(import);
    Ok(util::fix(
        finding,
        super::rr_batch::META.id,
        match routine {
            Some(routine) => format!(
                "Compute the loop's temporaries and `{routine}` once over the stacks (unsafe: a stacked matrix product may round differently in the last bits)"
            ),
            None => "Compute the loop's temporaries and its rows once over the stacks (unsafe: a stacked matrix product may round differently in the last bits)".to_string(),
        },
        ruff_diagnostics::Applicability::Unsafe,
        edits,
    ))
}

/// `t1 = …; t2 = …; out[k] = …`: names bound once each, none read before the body binds it
/// (a carried value is a recurrence, not a stack of items), then one item written.
fn is_temporaries_then_item(temps: &[Stmt], last: &Stmt, var: &ast::ExprName) -> bool {
    let names: Vec<Name> = temps
        .iter()
        .filter_map(|s| match s {
            Stmt::Assign(a) => match a.targets.as_slice() {
                [Expr::Name(t)] => Some(t.id.clone()),
                _ => None,
            },
            _ => None,
        })
        .collect();
    if names.len() != temps.len() {
        return false;
    }
    let carried = temps.iter().enumerate().any(|(i, s)| {
        let Stmt::Assign(a) = s else { return true };
        mentions_any(&a.value, &names[i..])
    });
    let writes_item = matches!(last, Stmt::Assign(a) if matches!(a.targets.as_slice(),
        [Expr::Subscript(t)] if matches!(t.slice.as_ref(), Expr::Name(i) if i.id == var.id)));
    !carried && writes_item
}

/// `out[k] = ROUTINE(...)` of the loop's items and temporaries: one routine over the stacks.
fn routine_value(cx: &FixContext, batcher: &Batcher, value: &Expr) -> Option<String> {
    let call = value.as_call_expr()?;
    let routine = util::numpy_member(cx, call)?;
    if !call.arguments.keywords.is_empty() {
        return None;
    }
    let args: Vec<Batched> = call
        .arguments
        .args
        .iter()
        .map(|e| batcher.batch(e).filter(|b| b.per_item))
        .collect::<Option<_>>()?;
    let func = cx.text(call.func.range());
    match (routine, args.as_slice()) {
        (r, [m]) if super::rr_batch::PER_ITEM.contains(&r) && m.rank == 2 => {
            Some(format!("{func}({})", m.text))
        }
        ("linalg.solve", [m, b]) if m.rank == 2 && b.rank == 1 => Some(format!(
            "{func}({}, {}[..., None])[..., 0]",
            m.text,
            b.operand()
        )),
        ("linalg.solve", [m, b]) if m.rank == 2 && b.rank == 2 => {
            Some(format!("{func}({}, {})", m.text, b.text))
        }
        _ => None,
    }
}
