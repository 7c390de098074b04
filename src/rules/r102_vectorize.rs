//! R102 (blocks): `np.vectorize(...)` / `np.frompyfunc(...)` — one finding per object, its call
//! sites named in the message.

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use crate::checker::{Context, Reporter};
use crate::rule_meta;

rule_meta!(
    "R102",
    Blocks,
    "vectorize",
    Some("RR-where"),
    "np.vectorize / np.frompyfunc: a Python loop per element"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::CALL
    }

    fn check_expr(&self, cx: &Context, expr: &Expr, out: &mut Reporter) {
        let Expr::Call(call) = expr else { return };
        let Some(member) = super::numpy_member(cx, call) else {
            return;
        };
        if member != "vectorize" && member != "frompyfunc" {
            return;
        }
        let bound_to = bound_name(cx, expr.range());
        let sites = bound_to
            .as_deref()
            .map(|n| call_sites(cx, n))
            .unwrap_or_default();
        let mut message = format!(
            "`np.{member}` runs a Python function per element (not implemented in cuPyNumeric: it fails)"
        );
        if !sites.is_empty() {
            message.push_str(&format!("; called on {}", cx.lines_label(&sites)));
        }
        out.report(cx, &META, expr.range(), message);
    }

    fn check_stmt(&self, cx: &Context, stmt: &Stmt, out: &mut Reporter) {
        let Stmt::FunctionDef(def) = stmt else { return };
        for decorator in &def.decorator_list {
            let name = cx.model.imports.qualified_name(&decorator.expression);
            if name.as_deref() == Some("numpy.vectorize") {
                let sites = call_sites(cx, def.name.id.as_str());
                let mut message =
                    "`@np.vectorize` runs a Python function per element (fails on cuPyNumeric)"
                        .to_string();
                if !sites.is_empty() {
                    message.push_str(&format!("; called on {}", cx.lines_label(&sites)));
                }
                out.report(cx, &META, decorator.range(), message);
            }
        }
    }
}

/// `f = np.vectorize(...)`: the name the object is bound to.
fn bound_name(cx: &Context, call: TextRange) -> Option<String> {
    cx.index
        .named_target(cx, call)
        .or_else(|| find_assignment(&cx.module.body, call))
        .map(|t| cx.text[t].to_string())
}

fn find_assignment(body: &[Stmt], call: TextRange) -> Option<TextRange> {
    for stmt in body {
        if !stmt.range().contains_range(call) {
            continue;
        }
        return match stmt {
            Stmt::Assign(a) if a.value.range() == call => a.targets.first().map(Ranged::range),
            Stmt::FunctionDef(f) => find_assignment(&f.body, call),
            Stmt::ClassDef(c) => find_assignment(&c.body, call),
            Stmt::For(f) => {
                find_assignment(&f.body, call).or_else(|| find_assignment(&f.orelse, call))
            }
            Stmt::While(w) => find_assignment(&w.body, call),
            Stmt::If(i) => find_assignment(&i.body, call).or_else(|| {
                i.elif_else_clauses
                    .iter()
                    .find_map(|c| find_assignment(&c.body, call))
            }),
            Stmt::With(w) => find_assignment(&w.body, call),
            Stmt::Try(t) => find_assignment(&t.body, call),
            _ => None,
        };
    }
    None
}

/// Lines where `name(...)` is called.
fn call_sites(cx: &Context, name: &str) -> Vec<usize> {
    cx.index.call_lines(cx, name).to_vec()
}
