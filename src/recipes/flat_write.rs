//! RR-write-through's direct flat writes: `K.flat[:: n + 1] -= alpha`, `m.ravel()[0] = v`.
//! cuPyNumeric has no flat iterator (`.flat` runs in host NumPy on the whole array) and its
//! `ravel`/`reshape` results are copies; `np.put`/`np.take` index the flattened array on the
//! devices. `np.put(a, i, v)` is what `a.flat[i] = v` does in NumPy for integer positions and
//! forward slices (values repeated cyclically, cast to `a`'s dtype, out-of-range positions raise),
//! so a plain `.flat` store on a proven ndarray is safe.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{Expr, Operator, Stmt};
use ruff_text_size::Ranged;

use super::{util, Declined};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{int_literal, method_call};

/// How the flattened array was reached.
#[derive(Clone, Copy, PartialEq)]
enum Through {
    /// `a.flat`: writes always reach `a` in NumPy.
    Flat,
    /// `a.ravel()`, `a.reshape(-1)`, `np.ravel(a)`: a copy in NumPy too when `a` is not
    /// contiguous, so `np.put` may write where the original write was lost.
    Reshaped,
}

/// A write whose target is an item or slice of a flattened array.
pub struct FlatWrite<'a> {
    base: &'a Expr,
    index: &'a Expr,
    value: &'a Expr,
    operator: Option<Operator>,
    through: Through,
}

impl<'a> FlatWrite<'a> {
    /// `stmt` when it stores into `base.flat[...]`, `base.ravel()[...]` or
    /// `base.reshape(-1)[...]` (plain or augmented), else `None`.
    pub fn of(cx: &FixContext, stmt: &'a Stmt) -> Option<FlatWrite<'a>> {
        let (target, value, operator) = match stmt {
            Stmt::Assign(a) if a.targets.len() == 1 => (&a.targets[0], a.value.as_ref(), None),
            Stmt::AugAssign(a) => (a.target.as_ref(), a.value.as_ref(), Some(a.op)),
            _ => return None,
        };
        let Expr::Subscript(subscript) = target else {
            return None;
        };
        // `a.flat[i] = *b + c` is not valid Python (the parser recovers from it): no rewrite.
        if crate::model::expr::any_expr(value, |e| matches!(e, Expr::Starred(_))) {
            return None;
        }
        let (base, through) = flattened(cx, &subscript.value)?;
        Some(FlatWrite {
            base,
            index: &subscript.slice,
            value,
            operator,
            through,
        })
    }

    pub fn fix(
        &self,
        cx: &FixContext,
        finding: &Finding,
        stmt: &Stmt,
        path: &[&Stmt],
    ) -> super::Offer {
        if is_int(self.index) && matches!(self.value, Expr::Tuple(_) | Expr::List(_)) {
            // `x.flat[2] = (1, 2, 3)` works only on an object array, whose element becomes the
            // tuple; `np.put` would spread it over positions.
            return Err(Declined(
                "one flat position given a sequence (an object array's element): np.put would spread it over positions",
            ));
        }
        let base = cx.text(self.base.range());
        let (np, import) = cx.np();
        let (index, exact_index) = flat_index(cx, self.index, base, &np)?;
        let value = match self.operator {
            None => as_argument(cx, self.value),
            Some(Operator::MatMult) => {
                return Err(Declined("a matrix product into a flat selection"));
            }
            Some(op) => format!(
                "{np}.take({base}, {index}) {} {}",
                op.as_str(),
                as_operand(cx, self.value)
            ),
        };
        let replacement = format!("{np}.put({base}, {index}, {value})");
        let proven = match self.base {
            Expr::Name(n) => util::proven_ndarray(cx, path, n.id.as_str()),
            _ => false,
        };
        // One position takes one value: `np.put` spreads a sequence (a tuple into an object
        // array's element, or an error in NumPy) over positions, so only literals are proven.
        let one_value = !is_int(self.index) || is_scalar_literal(self.value);
        let safe = proven
            && exact_index
            && one_value
            && self.operator.is_none()
            && self.through == Through::Flat;
        let mut edits = vec![Edit::range_replacement(replacement, stmt.range())];
        edits.extend(import);
        Ok(util::fix(
            finding,
            super::rr_write_through::META.id,
            format!("Write into `{base}` with `{np}.put` (cuPyNumeric has no flat view to write through)"),
            if safe {
                Applicability::Safe
            } else {
                Applicability::Unsafe
            },
            edits,
        ))
    }
}

/// The array behind a flattening expression and how it was flattened.
fn flattened<'a>(cx: &FixContext, expr: &'a Expr) -> Option<(&'a Expr, Through)> {
    match expr {
        Expr::Attribute(a) if a.attr.id.as_str() == "flat" => {
            Some((a.value.as_ref(), Through::Flat)).filter(|(b, _)| reevaluable(b))
        }
        Expr::Call(call) => {
            let args = &call.arguments;
            let (base, function, rest) = if let Some(member) = util::numpy_member(cx, call) {
                let (first, rest) = args.args.split_first()?;
                (first, member, rest)
            } else {
                let (receiver, method) = method_call(call)?;
                (receiver, method, &args.args[..])
            };
            let flat = match (function, rest) {
                ("ravel", []) => true,
                ("reshape", [shape]) => is_minus_one(shape),
                _ => false,
            };
            (flat && args.keywords.is_empty() && reevaluable(base))
                .then_some((base, Through::Reshaped))
        }
        _ => None,
    }
}

fn is_minus_one(e: &Expr) -> bool {
    int_literal(e) == Some(-1)
}

/// Names and attribute chains (`K`, `self.gram`): the rewrite names the array two or three
/// times, which must not evaluate anything twice.
fn reevaluable(e: &Expr) -> bool {
    match e {
        Expr::Name(_) => true,
        Expr::Attribute(a) => reevaluable(&a.value),
        _ => false,
    }
}

fn is_int(e: &Expr) -> bool {
    int_literal(e).is_some()
}

fn is_scalar_literal(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_) | Expr::BooleanLiteral(_) | Expr::NoneLiteral(_) => true,
        Expr::UnaryOp(u) => is_scalar_literal(&u.operand),
        _ => false,
    }
}

const NOT_POSITIONS: &str = "the flat index is not an integer, a list of integers or a forward slice (a mask or other index means something else to np.put)";

/// The positions `index` selects in the flattened array, as `np.put` takes them, and whether
/// they are exactly the slice's (a step that is an expression is assumed positive).
fn flat_index(
    cx: &FixContext,
    index: &Expr,
    base: &str,
    np: &str,
) -> Result<(String, bool), Declined> {
    match index {
        e if is_int(e) => Ok((cx.text(e.range()).to_string(), true)),
        Expr::List(l) if !l.elts.is_empty() && l.elts.iter().all(is_int) => {
            Ok((cx.text(l.range()).to_string(), true))
        }
        Expr::Slice(s) => {
            if s.upper.is_some() {
                return Err(Declined(
                    "a flat slice with a stop (clipped to the size by the slice, not by np.put)",
                ));
            }
            let lower = match s.lower.as_deref() {
                None => None,
                Some(l) => Some(
                    int_literal(l)
                        .filter(|v| *v >= 0)
                        .ok_or(Declined(NOT_POSITIONS))?,
                ),
            };
            let (step, exact) = match s.step.as_deref() {
                None => (None, true),
                Some(k) => match int_literal(k) {
                    Some(..=0) => return Err(Declined(NOT_POSITIONS)),
                    Some(1) => (None, true),
                    Some(_) => (Some(cx.text(k.range())), true),
                    None => (Some(cx.text(k.range())), false),
                },
            };
            let text = match (lower, step) {
                (None | Some(0), None) => format!("{np}.arange({base}.size)"),
                (lower, None) => format!("{np}.arange({}, {base}.size)", lower.unwrap_or(0)),
                (lower, Some(step)) => {
                    format!("{np}.arange({}, {base}.size, {step})", lower.unwrap_or(0))
                }
            };
            Ok((text, exact))
        }
        _ => Err(Declined(NOT_POSITIONS)),
    }
}

/// `value` as a call argument: a bare tuple (`a.flat[:2] = 1, 2`) gets its parentheses.
fn as_argument(cx: &FixContext, value: &Expr) -> String {
    let text = cx.text(value.range());
    let bare_tuple = matches!(value, Expr::Tuple(t) if !t.parenthesized);
    if bare_tuple
        || matches!(
            value,
            Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Starred(_)
        )
    {
        format!("({text})")
    } else {
        text.to_string()
    }
}

/// `value` as the right operand of a binary operator: parenthesized unless it is an atom.
fn as_operand(cx: &FixContext, value: &Expr) -> String {
    let text = cx.text(value.range());
    let atom = match value {
        Expr::Name(_)
        | Expr::NumberLiteral(_)
        | Expr::Attribute(_)
        | Expr::Call(_)
        | Expr::Subscript(_)
        | Expr::List(_)
        | Expr::Dict(_)
        | Expr::Set(_)
        | Expr::StringLiteral(_)
        | Expr::BooleanLiteral(_)
        | Expr::NoneLiteral(_) => true,
        Expr::Tuple(t) => t.parenthesized,
        _ => false,
    };
    if atom {
        text.to_string()
    } else {
        format!("({text})")
    }
}
