//! R202 (refactor): rebinding `x = x <op> y` / `x = np.ufunc(x, y)` in a loop, x an array: a new
//! array every iteration where an in-place update would do.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{expr::keyword, Kind};
use crate::rule_meta;

rule_meta!(
    "R202",
    Refactor,
    "rebind-in-loop",
    Some("RR-inplace"),
    "x = x <op> y on an array inside a loop (allocates each time)"
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
        if !matches!(target, Expr::Name(_) | Expr::Attribute(_))
            || cx.model.kind(cx.scope, target) != Kind::Array
        {
            return;
        }
        let target_text = &cx.text[target.range()];
        let same = |e: &Expr| &cx.text[e.range()] == target_text;
        let rebinds = match assign.value.as_ref() {
            Expr::BinOp(b) => {
                b.op != ast::Operator::MatMult
                    && (same(&b.left) || same(&b.right) || updates_in_a_chain(&assign.value, &same))
            }
            Expr::Call(call) => {
                super::numpy_member(cx, call).is_some_and(super::r001_elementwise::is_ufunc)
                    && keyword(call, "out").is_none()
                    && call.arguments.args.iter().take(2).any(same)
            }
            _ => false,
        };
        if rebinds {
            let message = format!(
                "`{target_text} = {target_text} <op> ...` allocates a new array every iteration; update in place"
            );
            out.report(cx, &META, stmt.range(), message);
        }
    }
}

/// `x = x + a - b`, `x = x * s + t`: a chain of (non-matrix) operators leaning left from x whose
/// other operands do not read x — each operator could update x in place in turn. A chain that
/// reads x again (`A = (A + A.T) / 2`) has no in-place form.
fn updates_in_a_chain(e: &Expr, is_target: &impl Fn(&Expr) -> bool) -> bool {
    let mut e = e;
    let mut operands = Vec::new();
    while let Expr::BinOp(b) = e {
        if b.op == ast::Operator::MatMult {
            return false;
        }
        operands.push(b.right.as_ref());
        e = &b.left;
    }
    is_target(e)
        && operands
            .iter()
            .all(|o| !crate::model::expr::any_expr(o, |x| is_target(x)))
}
