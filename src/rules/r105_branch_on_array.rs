//! R105 (blocks): an `if`/`while`/`assert`/ternary test on an array reduction or element, hot.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::loops::is_periodic_test;
use crate::rule_meta;

rule_meta!(
    "R105",
    Blocks,
    "branch-on-array",
    Some("RR-sync"),
    "Python branch on an array reduction or element in a hot loop"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::TERNARY
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        match stmt {
            Stmt::If(s) if cx.hot_unguarded() => {
                report_test(cx, &s.test, "RR-sync", "`if`", out);
                for clause in &s.elif_else_clauses {
                    if let Some(test) = &clause.test {
                        report_test(cx, test, "RR-sync", "`elif`", out);
                    }
                }
            }
            Stmt::While(w) if !cx.guarded => {
                let mut hot = cx.clone();
                hot.hot = true;
                report_test(&hot, &w.test, "RR-converge", "`while`", out);
            }
            Stmt::Assert(a) if cx.hot_unguarded() => {
                report_test(cx, &a.test, "RR-sync", "`assert`", out)
            }
            _ => {}
        }
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        if let Expr::If(ternary) = expr {
            if cx.hot_unguarded() {
                report_test(cx, &ternary.test, "RR-sync", "conditional expression", out);
            }
        }
    }
}

fn report_test(cx: &Context, test: &Expr, recipe: &'static str, what: &str, out: &mut Reporter) {
    if reads_device_value(cx, test) {
        let message = format!(
            "{what} test on an array value forces a host sync every iteration; check periodically"
        );
        out.report_with_recipe(cx, &META, test.range(), message, Some(recipe));
    } else if let Some(returned) = returned_operand(cx, test).filter(|_| cx.hot_unguarded()) {
        let message = format!(
            "{what} test on the reduction `{}()` returns forces a host sync every iteration; \
             check periodically",
            returned.shown
        );
        out.report_if_returns_reduction(cx, &META, test.range(), message, Some(recipe), returned);
    }
}

/// An operand of the test that is what a function of the codebase returns (`delta =
/// self.advance()` … `if delta < tol`, or the call in the test itself): a sync when that
/// function returns a reduction, which only the call graph can tell.
fn returned_operand(cx: &Context, test: &Expr) -> Option<super::Returned> {
    match test {
        // `step % N == 0 and done(u)`: the rest is only evaluated periodically.
        Expr::BoolOp(b)
            if b.op == ast::BoolOp::And
                && b.values
                    .iter()
                    .any(|v| is_periodic_test(cx.model, cx.scope, v)) =>
        {
            None
        }
        Expr::BoolOp(b) => b
            .values
            .iter()
            .find_map(|value| returned_operand(cx, value)),
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => returned_operand(cx, &u.operand),
        Expr::Compare(c) => std::iter::once(c.left.as_ref())
            .chain(c.comparators.iter())
            .find_map(|e| returned_inside(cx, e, 0)),
        e => super::returned_value(cx, e),
    }
}

/// A returned value inside a test operand's arithmetic or plain builtins: `max(d0, d1) < tol`,
/// `abs(prev - loss) < tol`.
fn returned_inside(cx: &Context, e: &Expr, depth: u32) -> Option<super::Returned> {
    if depth > 8 {
        return None;
    }
    match e {
        Expr::BinOp(b) => returned_inside(cx, &b.left, depth + 1)
            .or_else(|| returned_inside(cx, &b.right, depth + 1)),
        Expr::UnaryOp(u) => returned_inside(cx, &u.operand, depth + 1),
        Expr::Call(call)
            if is_plain_builtin(cx, &call.func) && call.arguments.keywords.is_empty() =>
        {
            call.arguments
                .args
                .iter()
                .find_map(|a| returned_inside(cx, a, depth + 1))
        }
        Expr::Name(n) => super::returned_value(cx, e).or_else(|| {
            accumulated_steps(cx, n)?
                .into_iter()
                .find_map(|step| returned_inside(cx, step, depth + 1))
        }),
        e => super::returned_value(cx, e),
    }
}

/// What a clock-like accumulator adds up (`t = 0.0` … `t += dt` or `t = t + dt`): the test
/// `while t < t_end` reads every `dt` it was given. `None` unless every binding is a number
/// literal or such a step.
fn accumulated_steps<'a>(cx: &Context<'_, 'a>, n: &ast::ExprName) -> Option<Vec<&'a Expr>> {
    let name = n.id.as_str();
    let mut steps = Vec::new();
    for b in cx.model.bindings_iter(cx.scope, name) {
        match b {
            crate::model::Bound::Value(v) if v.is_number_literal_expr() => {}
            // `t += float(dt)`: the clock is a Python number; the sync is the conversion's.
            crate::model::Bound::Augmented(step) if is_host_number(step) => return None,
            crate::model::Bound::Augmented(step) => steps.push(*step),
            crate::model::Bound::Value(Expr::BinOp(b))
                if matches!(b.op, ast::Operator::Add | ast::Operator::Sub)
                    && matches!(b.left.as_ref(), Expr::Name(l) if l.id == n.id)
                    && !is_host_number(&b.right) =>
            {
                steps.push(&b.right)
            }
            _ => return None,
        }
    }
    (!steps.is_empty()).then_some(steps)
}

/// `float(x)`, `int(x)`, `x.item()`: a Python number.
fn is_host_number(e: &Expr) -> bool {
    let Expr::Call(call) = e else {
        return false;
    };
    match call.func.as_ref() {
        Expr::Name(f) => matches!(f.id.as_str(), "float" | "int"),
        Expr::Attribute(a) => a.attr.id.as_str() == "item" && call.arguments.is_empty(),
        _ => false,
    }
}

/// `abs`, `max`, `min`, `float` as the builtins (not rebound in this file).
fn is_plain_builtin(cx: &Context, func: &Expr) -> bool {
    matches!(func, Expr::Name(n)
        if matches!(n.id.as_str(), "abs" | "max" | "min" | "float")
            && cx.model.binding_count(cx.scope, n.id.as_str()) == 0)
}

/// Whether the truth of `test` needs a value that lives on the device.
fn reads_device_value(cx: &Context, test: &Expr) -> bool {
    match test {
        Expr::BoolOp(b) => {
            for value in &b.values {
                // `step % N == 0 and err < tol`: the rest is only evaluated periodically.
                if b.op == ast::BoolOp::And && is_periodic_test(cx.model, cx.scope, value) {
                    return false;
                }
                if reads_device_value(cx, value) {
                    return true;
                }
            }
            false
        }
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => reads_device_value(cx, &u.operand),
        // `x is None`: identity, not the array's values.
        Expr::Compare(c)
            if c.ops
                .iter()
                .all(|op| matches!(op, ast::CmpOp::Is | ast::CmpOp::IsNot)) =>
        {
            false
        }
        Expr::Compare(c) => std::iter::once(c.left.as_ref())
            .chain(c.comparators.iter())
            .any(|e| is_device_operand(cx, e)),
        e => is_device_operand(cx, e),
    }
}

fn is_device_operand(cx: &Context, expr: &Expr) -> bool {
    // `max(err_u, err_v) < tol`: the builtin compares its arguments, so the test reads them.
    if let Expr::Call(call) = expr {
        if is_plain_builtin(cx, &call.func)
            && matches!(&*call.func, Expr::Name(n) if matches!(n.id.as_str(), "max" | "min"))
            && call.arguments.args.len() >= 2
        {
            return call.arguments.args.iter().any(|a| is_device_operand(cx, a));
        }
        // `abs(ll - prev) < tol`: `abs` of a 0-d array is a 0-d array (its `__abs__`).
        if is_plain_builtin(cx, &call.func)
            && matches!(&*call.func, Expr::Name(n) if n.id.as_str() == "abs")
        {
            if let [arg] = &*call.arguments.args {
                return is_device_operand(cx, arg);
            }
        }
    }
    cx.model.is_device_value(cx.scope, expr) && !cx.is_element_access(expr)
}
