//! R104 (blocks): host materialization on a hot path: `.item()`, `.tolist()`, `float/int/bool/
//! complex(x)` of an array or reduction, printing/formatting an array value.

use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{api, expr::builtin_name, Kind};
use crate::rule_meta;

rule_meta!(
    "R104",
    Blocks,
    "host-sync",
    Some("RR-sync"),
    "Host materialization (.item(), float(), print) on a hot path"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::CALL | super::interest::FSTRING | super::interest::BINOP
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        if !cx.hot_unguarded() {
            return;
        }
        let what = match expr {
            Expr::Call(call) => call_materializes(cx, call),
            Expr::FString(f) => formats_device_value(cx, f)
                .then(|| "formatting an array value in an f-string".to_string()),
            Expr::BinOp(b)
                if b.op == ast::Operator::Mod
                    && matches!(b.left.as_ref(), Expr::StringLiteral(_)) =>
            {
                is_host_value_source(cx, &b.right)
                    .then(|| "`%`-formatting an array value".to_string())
            }
            _ => None,
        };
        if let Some(what) = what {
            let message = format!(
                "{what} waits for every pending task and copies to the host each iteration"
            );
            out.report(cx, &META, expr.range(), message);
        } else if let Some((builtin, returned)) = converted_return(cx, expr) {
            let message = format!(
                "`{builtin}()` of the reduction `{}()` returns waits for every pending task \
                 and copies to the host each iteration",
                returned.shown
            );
            out.report_if_returns_reduction(
                cx,
                &META,
                expr.range(),
                message,
                META.recipe,
                returned,
            );
        }
    }
}

/// `float(residual(u))`, `err = step(u)` … `float(err)`: a conversion of what a codebase
/// function returns (a sync when that is a reduction).
fn converted_return<'e>(cx: &Context, expr: &'e Expr) -> Option<(&'e str, super::Returned)> {
    let Expr::Call(call) = expr else { return None };
    let builtin = builtin_name(&call.func)?;
    if is_comparing_builtin(cx, call) {
        if in_branch_test(cx, call) {
            return None;
        }
        let returned = call
            .arguments
            .args
            .iter()
            .find_map(|a| super::returned_value(cx, a))?;
        return Some((builtin, returned));
    }
    if !matches!(builtin, "float" | "int" | "bool" | "complex") {
        return None;
    }
    let [arg] = &*call.arguments.args else {
        return None;
    };
    Some((builtin, super::returned_value(cx, arg)?))
}

/// In the test of an `if`/`while` (`if max(d0, d1) < tol:`): R105 reports the test.
fn in_branch_test(cx: &Context, call: &ast::ExprCall) -> bool {
    let path = crate::model::tree::statement_path(cx.module, call.start());
    match path.last() {
        Some(ruff_python_ast::Stmt::If(i)) => i.test.range().contains_range(call.range()),
        Some(ruff_python_ast::Stmt::While(w)) => w.test.range().contains_range(call.range()),
        _ => false,
    }
}

/// `max(a, b)` / `min(a, b)` of two or more values (the builtins, not rebound): Python compares
/// them, which for an array value means its truth on the host. One argument is R110's (it
/// iterates the array).
fn is_comparing_builtin(cx: &Context, call: &ast::ExprCall) -> bool {
    matches!(call.func.as_ref(), Expr::Name(n)
        if matches!(n.id.as_str(), "max" | "min")
            && cx.model.binding_count(cx.scope, n.id.as_str()) == 0)
        && call.arguments.args.len() >= 2
        && !call.arguments.args.iter().any(Expr::is_starred_expr)
}

fn call_materializes(cx: &Context, call: &ast::ExprCall) -> Option<String> {
    if is_comparing_builtin(cx, call) {
        // In an element loop the comparison is element work: R101 is the finding there.
        let in_element_loop = cx.loops.iter().any(|&l| cx.model.loops[l].element);
        let compares_device = !in_element_loop
            && !in_branch_test(cx, call)
            && call
                .arguments
                .args
                .iter()
                .any(|a| is_host_value_source(cx, a));
        let name = builtin_name(&call.func).unwrap_or("max");
        return compares_device.then(|| format!("`{name}()` comparing an array value"));
    }
    if let Some(builtin) = builtin_name(&call.func) {
        return match builtin {
            "float" | "int" | "bool" | "complex" => {
                let [arg] = &*call.arguments.args else {
                    return None;
                };
                is_host_value_source(cx, arg).then(|| format!("`{builtin}()` of an array value"))
            }
            "print" => {
                let args = call.arguments.args.iter();
                args.clone()
                    .any(|a| {
                        is_host_value_source(cx, a)
                            || matches!(a, Expr::FString(f) if formats_device_value(cx, f))
                    })
                    .then(|| "printing an array value".to_string())
            }
            _ => None,
        };
    }
    let Expr::Attribute(attr) = call.func.as_ref() else {
        return None;
    };
    let method = attr.attr.id.as_str();
    if api::contains(api::HOST_METHODS, method) && method != "__array__" {
        let receiver = &attr.value;
        let kind = cx.model.kind(cx.scope, receiver);
        let plausible = matches!(kind, Kind::Array | Kind::Reduction)
            || (kind == Kind::Unknown && matches!(method, "item" | "tolist"));
        if plausible && !cx.is_element_access(receiver) {
            return Some(format!("`.{method}()`"));
        }
    }
    if method == "format" && matches!(attr.value.as_ref(), Expr::StringLiteral(_)) {
        let args = call
            .arguments
            .args
            .iter()
            .chain(call.arguments.keywords.iter().map(|k| &k.value));
        if args.clone().any(|a| is_host_value_source(cx, a)) {
            return Some("formatting an array value".to_string());
        }
    }
    None
}

/// An array or 0-d reduction that is not an element access of an enclosing element loop.
fn is_host_value_source(cx: &Context, expr: &Expr) -> bool {
    let values: Vec<&Expr> = match expr {
        Expr::Tuple(t) => t.elts.iter().collect(),
        e => vec![e],
    };
    values
        .into_iter()
        .any(|v| cx.model.is_device_value(cx.scope, v) && !cx.is_element_access(v))
}

fn formats_device_value(cx: &Context, f: &ast::ExprFString) -> bool {
    f.value.elements().any(|element| match element {
        ast::InterpolatedStringElement::Interpolation(i) => is_host_value_source(cx, &i.expression),
        ast::InterpolatedStringElement::Literal(_) => false,
    })
}
