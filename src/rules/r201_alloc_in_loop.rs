//! R201 (refactor): an allocation bound to a name inside a loop body with loop-invariant shape
//! arguments (constructors, copies, random draws; `arange`/`linspace` when all arguments are
//! invariant). Conversions such as `np.asarray` are not allocations here.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{api, expr::argument, imports::GENERATOR, LoopInfo, LoopKind};
use crate::rule_meta;

rule_meta!(
    "R201",
    Refactor,
    "alloc-in-loop",
    Some("RR-alloc"),
    "Loop-invariant allocation inside a loop body"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::NONE
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        let (targets, value): (Vec<&Expr>, &Expr) = match stmt {
            Stmt::Assign(a) => (a.targets.iter().collect(), &a.value),
            Stmt::AnnAssign(ast::StmtAnnAssign {
                target,
                value: Some(v),
                ..
            }) => (vec![target], v),
            _ => return,
        };
        let Some(loop_id) = cx.innermost_loop() else {
            return;
        };
        let info = &cx.model.loops[loop_id];
        if info.kind == LoopKind::Comprehension || !binds_a_name(&targets) {
            return;
        }
        let Expr::Call(call) = value else { return };
        if let Some(what) = invariant_allocation(cx, info, call) {
            let message = format!(
                "{what} allocated every iteration with loop-invariant shape; allocate once before the loop"
            );
            out.report(cx, &META, stmt.range(), message);
        }
    }
}

fn binds_a_name(targets: &[&Expr]) -> bool {
    matches!(targets, [Expr::Name(_)])
        || matches!(targets, [Expr::Attribute(a)] if matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == "self"))
}

/// A description of the allocation when `call` allocates with loop-invariant shape.
fn invariant_allocation(cx: &Context, info: &LoopInfo, call: &ast::ExprCall) -> Option<String> {
    let qualified = cx.model.callee_name(&call.func);
    if let Some(method) = qualified
        .and_then(|q| q.strip_prefix(GENERATOR))
        .and_then(|m| m.strip_prefix('.'))
    {
        return random_draw(cx, info, call, method).then(|| format!("random draw `{method}`"));
    }
    if let Some(member) = qualified.and_then(api::numpy_member) {
        if let Some(draw) = member.strip_prefix("random.") {
            return random_draw(cx, info, call, draw)
                .then(|| format!("random draw `np.random.{draw}`"));
        }
        let invariant = match member {
            "zeros" | "ones" | "empty" | "full" => {
                argument(call, 0, "shape").is_some_and(|s| info.is_invariant(s))
            }
            "zeros_like" | "ones_like" | "empty_like" | "full_like" | "copy" => call
                .arguments
                .args
                .first()
                .is_some_and(|a| !only_this_iterations(cx, info, a)),
            "array" => call.arguments.args.first().is_some_and(|a| {
                info.is_invariant(a)
                    && !matches!(a, Expr::List(_) | Expr::Tuple(_) | Expr::ListComp(_))
            }),
            "arange" | "linspace" => all_arguments_invariant(info, call),
            _ => return None,
        };
        return (invariant && settings_invariant(info, call, member))
            .then(|| format!("`np.{member}`"));
    }
    let (recv, method) = super::array_method(cx, call)?;
    (method == "copy" && !cx.is_element_access(recv) && !only_this_iterations(cx, info, recv))
        .then(|| "`.copy()`".to_string())
}

/// `x_free = x[free]; x_old = x_free.copy()`: a name bound only inside the loop holds that
/// iteration's own array, whose shape may change; there is nothing before the loop to copy.
fn only_this_iterations(cx: &Context, info: &LoopInfo, source: &Expr) -> bool {
    let Expr::Name(n) = source else { return false };
    info.assigned.contains(&n.id)
        && cx
            .model
            .bindings_iter(cx.scope, n.id.as_str())
            .all(|b| match b {
                crate::model::Bound::Value(e)
                | crate::model::Bound::Augmented(e)
                | crate::model::Bound::IterationOf(e)
                | crate::model::Bound::Unpacked(e, _) => info.range.contains_range(e.range()),
                crate::model::Bound::Parameter { .. } | crate::model::Bound::Opaque => false,
            })
}

/// A draw of an array: with a size, or — `rng.poisson(mean_demand)` — shaped by an array
/// parameter of the distribution; every argument loop-invariant.
fn random_draw(cx: &Context, info: &LoopInfo, call: &ast::ExprCall, method: &str) -> bool {
    let Some(position) = api::draw_size_position(method) else {
        return false;
    };
    let sized = if matches!(method, "rand" | "randn") {
        !call.arguments.args.is_empty()
    } else {
        argument(call, position, "size").is_some()
            || call
                .arguments
                .args
                .iter()
                .take(position)
                .any(|a| matches!(a, Expr::Name(_)) && cx.model.is_array(cx.scope, a))
    };
    sized && all_arguments_invariant(info, call)
}

/// `np.array(m, dtype=dt)` in `for dt in types:` allocates something else every iteration: the
/// dtype and other settings must keep their values too (a `full` value may change: the buffer
/// is refilled with it).
fn settings_invariant(info: &LoopInfo, call: &ast::ExprCall, member: &str) -> bool {
    let fill = matches!(member, "full" | "full_like").then_some(1);
    let positional = call
        .arguments
        .args
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(i, _)| Some(*i) != fill)
        .all(|(_, a)| info.is_invariant(a));
    let keywords = call
        .arguments
        .keywords
        .iter()
        .filter(|k| k.arg.as_ref().is_some_and(|a| a.as_str() != "fill_value"))
        .all(|k| info.is_invariant(&k.value));
    positional && keywords
}

fn all_arguments_invariant(info: &LoopInfo, call: &ast::ExprCall) -> bool {
    call.arguments.args.iter().all(|a| info.is_invariant(a))
        && call
            .arguments
            .keywords
            .iter()
            .all(|k| info.is_invariant(&k.value))
}
