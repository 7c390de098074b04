//! RR-batch (R101): a loop that applies a stackable routine to one item at a time,
//! `for k in range(n): out[k] = np.linalg.inv(A[k])`, becomes one call over the stack,
//! `out[:n] = np.linalg.inv(A[:n])`. NumPy's `linalg` routines take stacks of matrices and its
//! 1-D/2-D FFTs transform the last axes, so the batched call computes every item exactly as the
//! loop did. It is the upstream skill's RR-batch/RR-broadcast; it is tried on R101 loops that
//! RR-loop cannot vectorize.

use ruff_diagnostics::Edit;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::{reasons, require, Declined, Why};

use super::util;
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::mentions_any;
use crate::recipe_meta;

recipe_meta!(
    "RR-batch",
    &["R101"],
    "One call over the stack instead of a loop that inverts/solves/transforms one item at a time",
    "safe for inv, pinv, det, eigvals, eigvalsh, norm and the 1-D/2-D FFTs on proven arrays; unsafe for solve (each b[k] is assumed a vector) or when an operand is not proven to be an array",
    "solve assumes each b[k] is a vector (a matrix right-hand side would be stacked differently); an operand not proven to be an array may not have items of the same shape"
);

pub struct Recipe;

/// Routines whose batched call over a stack equals the call per item.
const PER_ITEM: &[&str] = &[
    "linalg.inv",
    "linalg.pinv",
    "linalg.det",
    "linalg.eigvals",
    "linalg.eigvalsh",
    "fft.fft",
    "fft.ifft",
    "fft.rfft",
    "fft.irfft",
    "fft.hfft",
    "fft.ihfft",
    "fft.fft2",
    "fft.ifft2",
    "fft.rfft2",
    "fft.irfft2",
];

const NOT_BATCHABLE: &str = "the loop body is not one `out[k] = routine(x[k], ...)` with a stackable NumPy routine (inv, solve, det, eigvalsh, norm, FFT)";

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = util::site(cx, finding).why(reasons::NOT_LOCATED)?;
        let loop_stmt = site.loop_stmt.why(reasons::NOT_IN_LOOP)?;
        let Stmt::For(for_loop) = loop_stmt else {
            return Err(Declined(NOT_BATCHABLE));
        };
        require(
            for_loop.body.len() == 1 && for_loop.orelse.is_empty() && !for_loop.is_async,
            NOT_BATCHABLE,
        )?;
        let Expr::Name(var) = for_loop.target.as_ref() else {
            return Err(Declined(NOT_BATCHABLE));
        };
        let stop = range_stop(cx, &for_loop.iter).why(NOT_BATCHABLE)?;
        let Stmt::Assign(assign) = &for_loop.body[0] else {
            return Err(Declined(NOT_BATCHABLE));
        };
        let [target] = assign.targets.as_slice() else {
            return Err(Declined(NOT_BATCHABLE));
        };
        let out = item_of(target, var).why(NOT_BATCHABLE)?;
        let Expr::Call(call) = assign.value.as_ref() else {
            return Err(Declined(NOT_BATCHABLE));
        };
        let routine = util::numpy_member(cx, call).why(NOT_BATCHABLE)?;
        require(
            call.arguments.keywords.iter().all(|k| {
                k.arg
                    .as_ref()
                    .is_some_and(|a| !matches!(a.as_str(), "axis" | "axes"))
                    && !mentions_any(&k.value, std::slice::from_ref(&var.id))
            }),
            "a keyword argument that depends on the item or names an axis",
        )?;
        let items: Vec<&ast::ExprName> = call
            .arguments
            .args
            .iter()
            .map(|a| item_of(a, var))
            .collect::<Option<_>>()
            .why("an argument that is not the k-th item of an array (`x[k]`)")?;
        require(
            !util::read_after(cx, &site.path, var.id.as_str(), loop_stmt.range()),
            "the loop variable is read after the loop",
        )?;
        require(
            !crate::fix::locate::has_comment(cx, loop_stmt.range()),
            reasons::COMMENT_INSIDE,
        )?;
        let func = cx.text(call.func.range());
        let stack = |name: &ast::ExprName| format!("{}[:{stop}]", name.id);
        let (value, vector_rhs) = match (routine, items.as_slice()) {
            (r, [a]) if PER_ITEM.contains(&r) => {
                let mut args = vec![stack(a)];
                args.extend(keywords(cx, call));
                (format!("{func}({})", args.join(", ")), false)
            }
            ("linalg.norm", [x]) if call.arguments.keywords.is_empty() => {
                // The default norm of a vector or a matrix is the 2-norm of its flattened items.
                let (np, _) = cx.np();
                (
                    format!("{func}({np}.reshape({}, ({stop}, -1)), axis=1)", stack(x)),
                    false,
                )
            }
            ("linalg.solve", [a, b]) if call.arguments.keywords.is_empty() => (
                format!("{func}({}, {}[..., None])[..., 0]", stack(a), stack(b)),
                true,
            ),
            _ => return Err(Declined(NOT_BATCHABLE)),
        };
        let scope = cx.model.scope_containing(loop_stmt.range());
        let proven = |name: &ast::ExprName| {
            cx.model.kind(scope, &Expr::Name(name.clone())) == crate::model::Kind::Array
        };
        let all_proven = proven(out) && items.iter().all(|i| proven(i));
        let mut edits = vec![Edit::range_replacement(
            format!("{}[:{stop}] = {value}", out.id),
            TextRange::new(loop_stmt.start(), loop_stmt.end()),
        )];
        if matches!(routine, "linalg.norm") {
            edits.extend(cx.np().1);
        }
        Ok(util::fix(
            finding,
            META.id,
            format!("Call `{routine}` once over the stack of items"),
            util::proven(all_proven && !vector_rhs),
            edits,
        ))
    }
}

/// `n` of `range(n)` / `range(0, n)`, as written.
fn range_stop(cx: &FixContext, iter: &Expr) -> Option<String> {
    match util::range_arguments(iter)? {
        [stop] => Some(cx.text(stop.range()).to_string()),
        [start, stop] if crate::model::expr::int_literal(start) == Some(0) => {
            Some(cx.text(stop.range()).to_string())
        }
        _ => None,
    }
}

/// `x[k]` with `x` a plain name and `k` the loop variable.
fn item_of<'e>(e: &'e Expr, var: &ast::ExprName) -> Option<&'e ast::ExprName> {
    let Expr::Subscript(s) = e else { return None };
    let Expr::Name(base) = s.value.as_ref() else {
        return None;
    };
    matches!(s.slice.as_ref(), Expr::Name(i) if i.id == var.id).then_some(base)
}

fn keywords(cx: &FixContext, call: &ast::ExprCall) -> Vec<String> {
    call.arguments
        .keywords
        .iter()
        .map(|k| cx.text(k.range()).to_string())
        .collect()
}
