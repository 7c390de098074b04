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
}

impl Batcher<'_, '_> {
    fn batch(&self, e: &Expr) -> Option<Batched> {
        match e {
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
                })
            }
            Expr::Name(n) => {
                let (_, rank) = self.temps.iter().find(|(t, _)| *t == n.id)?;
                Some(Batched {
                    text: n.id.to_string(),
                    rank: *rank,
                    compound: false,
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
                })
            }
            Expr::BinOp(b) if b.op == ast::Operator::MatMult => {
                self.matmul(&self.batch(&b.left)?, &self.batch(&b.right)?)
            }
            _ => None,
        }
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
        })
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
    let scope = cx.model.scope_containing(for_loop.range());
    let (np, import) = cx.np();
    let mut batcher = Batcher {
        cx,
        scope,
        var: &var.id,
        stop,
        np: np.to_string(),
        temps: Vec::new(),
    };
    let mut lines = Vec::new();
    for stmt in temps {
        let Stmt::Assign(a) = stmt else {
            return Err(Declined(NOT_TEMPORARIES));
        };
        let [Expr::Name(t)] = a.targets.as_slice() else {
            return Err(Declined(NOT_TEMPORARIES));
        };
        let batched = batcher.batch(&a.value).why(NOT_TEMPORARIES)?;
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
    super::require(
        matches!(target.slice.as_ref(), Expr::Name(i) if i.id == var.id)
            && array_rank(cx, scope, out.id.as_str(), 0).is_some(),
        NOT_TEMPORARIES,
    )?;
    let call = a.value.as_call_expr().why(NOT_TEMPORARIES)?;
    let routine = util::numpy_member(cx, call).why(NOT_TEMPORARIES)?;
    super::require(call.arguments.keywords.is_empty(), NOT_TEMPORARIES)?;
    let args: Vec<Batched> = call
        .arguments
        .args
        .iter()
        .map(|e| batcher.batch(e))
        .collect::<Option<_>>()
        .why(NOT_TEMPORARIES)?;
    let func = cx.text(call.func.range());
    let value = match (routine, args.as_slice()) {
        (r, [m]) if super::rr_batch::PER_ITEM.contains(&r) && m.rank == 2 => {
            format!("{func}({})", m.text)
        }
        ("linalg.solve", [m, b]) if m.rank == 2 && b.rank == 1 => {
            format!("{func}({}, {}[..., None])[..., 0]", m.text, b.operand())
        }
        ("linalg.solve", [m, b]) if m.rank == 2 && b.rank == 2 => {
            format!("{func}({}, {})", m.text, b.text)
        }
        _ => return Err(Declined(NOT_TEMPORARIES)),
    };
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
        format!(
            "Compute the loop's temporaries and `{routine}` once over the stacks (unsafe: a stacked matrix product may round differently in the last bits)"
        ),
        ruff_diagnostics::Applicability::Unsafe,
        edits,
    ))
}
