//! R101 (blocks): an element loop (SPEC §2) — one report per loop nest, at the first statement of
//! the innermost loop that subscripts with its variable (a comprehension: the comprehension).

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use crate::checker::{Context, Reporter};
use crate::model::expr::builtin_name;
use crate::model::{LoopId, LoopInfo, LoopKind};
use crate::rule_meta;

use super::r103_array_iteration::{iterates_array, values_between};

rule_meta!(
    "R101",
    Blocks,
    "element-loop",
    Some("RR-loop"),
    "Python loop that indexes arrays element by element"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::COMPREHENSION
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        if matches!(stmt, Stmt::For(_) | Stmt::While(_)) {
            check_loop(cx, stmt.range(), out);
        }
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        if matches!(
            expr,
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_)
        ) {
            check_loop(cx, expr.range(), out);
        }
    }
}

fn check_loop(cx: &Context, range: TextRange, out: &mut Reporter) {
    let Some(id) = cx.model.loop_at(range.start()) else {
        return;
    };
    let info = &cx.model.loops[id];
    if !info.element || iterates_array(cx, info) || prints_a_few(cx, info) {
        return;
    }
    // One finding per nest: an enclosing element loop or loop over an array already owns it.
    let owned = cx.loops.iter().any(|&l| {
        let outer = &cx.model.loops[l];
        outer.element || iterates_array(cx, outer)
    });
    if owned {
        return;
    }
    let target = innermost_element_loop(cx, id);
    let inner = &cx.model.loops[target];
    let at = match inner.kind {
        LoopKind::Comprehension => inner.range,
        _ => inner.first_stmt.unwrap_or(inner.range),
    };
    let vars = inner
        .vars
        .iter()
        .map(|v| v.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let what = match info.kind {
        LoopKind::Comprehension => "comprehension",
        LoopKind::While => "`while` loop",
        LoopKind::For => "loop",
    };
    let advice = if !crate::model::loops::element_feedback_writes(cx.model, info).is_empty() {
        "each element feeds back into a later one (a sequential recurrence): slices cannot \
         express it; keep it on the host or use a scan/filter routine"
    } else {
        "vectorize with slices"
    };
    let message = format!(
        "element {what} over `{vars}`: every iteration is a separate task on cuPyNumeric \
         (thousands of times slower than one whole-array expression); {advice}"
    );
    let mut cx = cx.clone();
    cx.hot = true;
    out.report(&cx, &META, at, message);
}

/// `for s in range(0, MAX_STOCK + 1, 50): print(s, policy[s])`: a few results shown, not work.
fn prints_a_few(cx: &Context, info: &LoopInfo) -> bool {
    let Some(Expr::Call(call)) = info.iterable() else {
        return false;
    };
    if builtin_name(&call.func) != Some("range") || !call.arguments.keywords.is_empty() {
        return false;
    }
    let int = |e: &Expr| super::r103_array_iteration::integer(cx, info.scope, e, 0);
    let bounds: Option<Vec<f64>> = call
        .arguments
        .args
        .iter()
        .map(|e| int(e).map(|v| v as f64))
        .collect();
    let count = match bounds.as_deref() {
        Some([stop]) => Some(values_between(0.0, *stop, 1.0)),
        Some([start, stop]) => Some(values_between(*start, *stop, 1.0)),
        Some([start, stop, step]) if *step != 0.0 => Some(values_between(*start, *stop, *step)),
        _ => None,
    };
    count.is_some_and(|n| n <= super::r103_array_iteration::SWEEP_VALUES)
        && super::r103_array_iteration::only_prints(info)
}

/// The deepest element loop inside the nest rooted at `root` (first in source order).
fn innermost_element_loop(cx: &Context, root: LoopId) -> LoopId {
    let root_info = &cx.model.loops[root];
    cx.model
        .loops
        .iter()
        .enumerate()
        .filter(|(_, l)| {
            l.element && l.scope == root_info.scope && root_info.range.contains_range(l.range)
        })
        .max_by(|(_, a), (_, b)| {
            a.depth
                .cmp(&b.depth)
                .then(b.range.start().cmp(&a.range.start()))
        })
        .map_or(root, |(id, _)| id)
}
