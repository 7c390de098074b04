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
        } else if let Some((builtin, returned)) = converted_return(cx, expr).filter(|_| cx.hot) {
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
    if !matches!(builtin, "float" | "int" | "bool" | "complex") {
        return None;
    }
    let [arg] = &*call.arguments.args else {
        return None;
    };
    Some((builtin, super::returned_value(cx, arg)?))
}

fn call_materializes(cx: &Context, call: &ast::ExprCall) -> Option<String> {
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
