//! R001 (scales): a vectorized elementwise expression over arrays, reported at the statement.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R001",
    Scales,
    "vectorized-elementwise",
    None,
    "Vectorized elementwise expression over whole arrays"
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
        let exprs: Vec<&Expr> = match stmt {
            Stmt::Assign(a) => vec![&a.value],
            Stmt::AugAssign(a) => {
                if is_whole_array(cx, &a.target) || is_whole_array(cx, &a.value) {
                    out.report(
                        cx,
                        &META,
                        stmt.range(),
                        "in-place elementwise update of a whole array".into(),
                    );
                    return;
                }
                vec![&a.value]
            }
            Stmt::AnnAssign(a) => a.value.as_deref().into_iter().collect(),
            Stmt::Return(r) => r.value.as_deref().into_iter().collect(),
            Stmt::Expr(e) => vec![&e.value],
            _ => return,
        };
        if exprs.iter().any(|e| contains_elementwise(cx, e)) {
            out.report(
                cx,
                &META,
                stmt.range(),
                "elementwise expression over whole arrays".into(),
            );
        }
    }
}

fn is_whole_array(cx: &Context, expr: &Expr) -> bool {
    cx.model.is_array(cx.scope, expr) && !cx.is_element_access(expr)
}

fn contains_elementwise(cx: &Context, expr: &Expr) -> bool {
    crate::model::expr::any_expr(expr, |e| match e {
        Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
            is_whole_array(cx, &b.left) || is_whole_array(cx, &b.right)
        }
        Expr::UnaryOp(u) if u.op != ast::UnaryOp::Not => is_whole_array(cx, &u.operand),
        Expr::Call(call) => is_vectorized_call(cx, call),
        _ => false,
    })
}

/// A NumPy ufunc applied to an array, or to a value of unknown kind (a parameter, a call
/// result): in NumPy code that is the vectorized form. Literal-only arguments are scalar math.
fn is_vectorized_call(cx: &Context, call: &ast::ExprCall) -> bool {
    let Some(member) = super::numpy_member(cx, call) else {
        return false;
    };
    if !is_ufunc(member) {
        return false;
    }
    call.arguments.args.iter().any(|a| {
        is_whole_array(cx, a)
            || (cx.model.kind(cx.scope, a) == crate::model::Kind::Unknown
                && !cx.is_element_access(a)
                && crate::model::expr::any_expr(a, |e| matches!(e, Expr::Name(_) | Expr::Call(_))))
    })
}

/// NumPy elementwise functions (ufuncs and their common aliases).
pub fn is_ufunc(member: &str) -> bool {
    crate::model::api::is_ufunc(member)
}
