//! R203 (refactor): `concatenate hstack vstack stack column_stack append` in a loop whose result
//! rebinds one of its inputs: the array grows, copying everything every iteration.

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R203",
    Refactor,
    "growing-array",
    Some("RR-stack"),
    "Array grown by concatenate/vstack/append inside a loop"
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
        let Stmt::Assign(assign) = stmt else { return };
        if !cx.hot || cx.innermost_loop().is_none() {
            return;
        }
        let [target] = assign.targets.as_slice() else {
            return;
        };
        let Expr::Call(call) = assign.value.as_ref() else {
            return;
        };
        let Some(member) = super::numpy_member(cx, call) else {
            return;
        };
        if !matches!(
            member,
            "concatenate"
                | "concat"
                | "hstack"
                | "vstack"
                | "dstack"
                | "stack"
                | "column_stack"
                | "append"
                | "row_stack"
        ) {
            return;
        }
        let target_text = &cx.text[target.range()];
        let inputs: Vec<&Expr> = match (member, call.arguments.args.first()) {
            ("append", Some(first)) => vec![first],
            (_, Some(Expr::List(l))) => l.elts.iter().collect(),
            (_, Some(Expr::Tuple(t))) => t.elts.iter().collect(),
            _ => Vec::new(),
        };
        if inputs.iter().any(|e| &cx.text[e.range()] == target_text)
            && !rebound_fresh_before(cx, target_text, stmt)
        {
            let message = format!(
                "`np.{member}` grows `{target_text}` every iteration (quadratic copying); collect and stack once"
            );
            out.report(cx, &META, call.range(), message);
        }
    }
}

/// `theta = solve(...)` then `theta = np.concatenate([[0.0], theta])` in the same iteration:
/// the name starts afresh each time, so nothing grows. Only top-level statements of the loop
/// body before this one count (a conditional rebinding may not run).
fn rebound_fresh_before(cx: &Context, target_text: &str, stmt: &Stmt) -> bool {
    let Some(id) = cx.innermost_loop() else {
        return false;
    };
    let body: &[Stmt] = match cx.model.loops[id].node {
        crate::model::loops::LoopNode::For(f) => &f.body,
        crate::model::loops::LoopNode::While(w) => &w.body,
        crate::model::loops::LoopNode::Comprehension(_) => return false,
    };
    body.iter()
        .take_while(|s| s.end() <= stmt.start())
        .any(|s| match s {
            Stmt::Assign(a) => {
                a.targets.iter().any(|t| &cx.text[t.range()] == target_text)
                    && !crate::model::expr::any_expr(&a.value, |e| {
                        &cx.text[e.range()] == target_text
                    })
            }
            _ => false,
        })
}
