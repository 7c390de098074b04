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
    &["R101", "R103", "R104"],
    "One call over the stack instead of a loop that inverts/solves/transforms/reduces one item at a time",
    "safe for inv, pinv, det, eigvals, eigvalsh, norm, the 1-D/2-D FFTs and exact reductions (max, min, any, all, median) on proven arrays; unsafe for solve, sums/means/variances, totals, or an operand not proven to be an array",
    "a batched sum, mean or variance may differ in the last bits (another order of additions); an operand not proven to be an array may not be a stack of same-shaped items; solve assumes each b[k] is a vector"
);

pub struct Recipe;

/// Routines whose batched call over a stack equals the call per item.
pub(super) const PER_ITEM: &[&str] = &[
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

pub(super) const NOT_BATCHABLE: &str = "the loop body is not one `out[k] = routine(x[k], ...)` or `results.append(routine(x[k], ...))` with a stackable NumPy routine (inv, solve, det, eigvalsh, norm, FFT)";

/// How the loop walks the items: `for k in range(n)` reading `x[k]`, or `for a in x` (the item
/// itself).
enum Walk<'a> {
    Indexed {
        var: &'a ast::ExprName,
        stop: String,
    },
    Items {
        var: &'a ast::ExprName,
        stack: &'a ast::ExprName,
    },
}

impl Walk<'_> {
    /// How many items there are, as text.
    fn count(&self) -> String {
        match self {
            Walk::Indexed { stop, .. } => stop.clone(),
            Walk::Items { stack, .. } => format!("len({})", stack.id),
        }
    }

    /// The stack of the items an argument takes, as text: `x[:n]`, or the iterated array.
    fn stack(&self, arg: &Expr) -> Option<String> {
        match self {
            Walk::Indexed { var, stop } => item_of(arg, var).map(|x| format!("{}[:{stop}]", x.id)),
            Walk::Items { var, stack } => {
                matches!(arg, Expr::Name(n) if n.id == var.id).then(|| stack.id.to_string())
            }
        }
    }

    /// The arrays whose items the loop reads (for the proof that they are arrays).
    fn arrays<'e>(&self, args: &'e [Expr]) -> Vec<&'e ast::ExprName>
    where
        Self: 'e,
    {
        match self {
            Walk::Indexed { var, .. } => args.iter().filter_map(|a| item_of(a, var)).collect(),
            Walk::Items { .. } => Vec::new(),
        }
    }
}

/// `target.append(value)` with a plain-name target: the list and the appended value.
pub(super) fn appended(stmt: &Stmt) -> Option<(&ast::ExprName, &Expr)> {
    let Stmt::Expr(e) = stmt else { return None };
    let (receiver, method) = crate::model::expr::method_call(e.value.as_call_expr()?)?;
    let Expr::Name(list) = receiver else {
        return None;
    };
    let call = e.value.as_call_expr()?;
    match (
        method,
        call.arguments.args.as_ref(),
        call.arguments.keywords.is_empty(),
    ) {
        ("append", [value], true) => Some((list, value)),
        _ => None,
    }
}

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn is_other_shape(&self, reason: &'static str) -> bool {
        matches!(
            reason,
            NOT_BATCHABLE | reasons::NOT_IN_LOOP | reasons::NOT_LOCATED
        )
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = util::site(cx, finding).why(reasons::NOT_LOCATED)?;
        if let Some(offer) = super::batch_reduce::fix_comprehension(
            cx, finding, site.stmt, &site.path,
        )
        .or_else(|| super::batch_rows::fix_comprehension(cx, finding, site.stmt, &site.path))
        {
            return offer;
        }
        // R103 is reported at the `for` statement itself; R101 inside the loop.
        let loop_stmt = if finding.code == "R103" {
            Some(site.stmt).filter(|s| s.is_for_stmt())
        } else {
            site.loop_stmt
        }
        .why(reasons::NOT_IN_LOOP)?;
        if let Some(offer) = super::batch_reduce::fix(cx, finding, &site.path, loop_stmt)
            .or_else(|| super::batch_rows::fix(cx, finding, &site.path, loop_stmt))
            .or_else(|| super::batch_rows::fix_filter(cx, finding, &site.path, loop_stmt))
            .or_else(|| super::batch_first::fix(cx, finding, &site.path, loop_stmt))
        {
            return offer;
        }
        // A sync is batched only as a reduction per item (`vals.append(float(row.mean()))`).
        require(finding.code != "R104", NOT_BATCHABLE)?;
        let Stmt::For(for_loop) = loop_stmt else {
            return Err(Declined(NOT_BATCHABLE));
        };
        require(
            for_loop.orelse.is_empty() && !for_loop.is_async,
            NOT_BATCHABLE,
        )?;
        let Expr::Name(var) = for_loop.target.as_ref() else {
            return Err(Declined(NOT_BATCHABLE));
        };
        if for_loop.body.len() > 1 {
            let stop = range_stop(cx, &for_loop.iter).why(NOT_BATCHABLE)?;
            return super::batch_temps::fix(cx, finding, &site.path, loop_stmt, var, &stop);
        }
        let walk = match range_stop(cx, &for_loop.iter) {
            Some(stop) => Walk::Indexed { var, stop },
            None => match for_loop.iter.as_ref() {
                Expr::Name(stack) if finding.code == "R103" => Walk::Items { var, stack },
                _ => return Err(Declined(NOT_BATCHABLE)),
            },
        };
        let body = &for_loop.body[0];
        let (target, call) = match (body, appended(body)) {
            (Stmt::Assign(assign), _) => {
                let [target] = assign.targets.as_slice() else {
                    return Err(Declined(NOT_BATCHABLE));
                };
                let Walk::Indexed { .. } = walk else {
                    return Err(Declined(NOT_BATCHABLE));
                };
                let out = item_of(target, var).why(NOT_BATCHABLE)?;
                (
                    Target::Items(out),
                    assign.value.as_call_expr().why(NOT_BATCHABLE)?,
                )
            }
            (_, Some((list, value))) => {
                (Target::List(list), value.as_call_expr().why(NOT_BATCHABLE)?)
            }
            _ => return Err(Declined(NOT_BATCHABLE)),
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
        let stacks: Vec<String> = call
            .arguments
            .args
            .iter()
            .map(|a| walk.stack(a))
            .collect::<Option<_>>()
            .why("an argument that is not the k-th item of an array (`x[k]`)")?;
        if let Target::List(list) = &target {
            require(
                !mentions_any(&for_loop.iter, std::slice::from_ref(&list.id))
                    && !mentions_any(&Expr::Call(call.clone()), std::slice::from_ref(&list.id)),
                NOT_BATCHABLE,
            )?;
        }
        super::batch_reduce::replaceable(cx, &site.path, loop_stmt, std::slice::from_ref(&var.id))?;
        let func = cx.text(call.func.range());
        let (value, vector_rhs) = match (routine, stacks.as_slice()) {
            (r, [a]) if PER_ITEM.contains(&r) => {
                let mut args = vec![a.clone()];
                args.extend(keywords(cx, call));
                (format!("{func}({})", args.join(", ")), false)
            }
            ("linalg.norm", [x]) if call.arguments.keywords.is_empty() => {
                // The default norm of a vector or a matrix is the 2-norm of its flattened items.
                let (np, _) = cx.np();
                let count = walk.count();
                (
                    format!("{func}({np}.reshape({x}, ({count}, -1)), axis=1)"),
                    false,
                )
            }
            ("linalg.solve", [a, b]) if call.arguments.keywords.is_empty() => {
                (format!("{func}({a}, {b}[..., None])[..., 0]"), true)
            }
            _ => return Err(Declined(NOT_BATCHABLE)),
        };
        let scope = cx.model.scope_containing(loop_stmt.range());
        let proven = |name: &ast::ExprName| {
            cx.model.kind(scope, &Expr::Name(name.clone())) == crate::model::Kind::Array
        };
        let mut read = walk.arrays(&call.arguments.args);
        if let Walk::Items { stack, .. } = &walk {
            read.push(stack);
        }
        let all_proven = read.iter().all(|i| proven(i))
            && match &target {
                Target::Items(out) => proven(out),
                Target::List(_) => true,
            };
        let replacement = match (&target, &walk) {
            (Target::Items(out), Walk::Indexed { stop, .. }) => {
                format!("{}[:{stop}] = {value}", out.id)
            }
            (Target::List(list), _) => format!("{}.extend({value})", list.id),
            (Target::Items(_), Walk::Items { .. }) => return Err(Declined(NOT_BATCHABLE)),
        };
        let mut edits = vec![Edit::range_replacement(
            replacement,
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

/// Where the loop puts each result: item `k` of an array, or the end of a list.
enum Target<'a> {
    Items(&'a ast::ExprName),
    List(&'a ast::ExprName),
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
