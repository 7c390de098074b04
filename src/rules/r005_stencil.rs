//! R005 (scales): a stencil: unit-step shifted slices of one array combined in one statement
//! (`u[:-2, 1:-1] + u[2:, 1:-1]`).

use std::collections::HashMap;

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::{expr::int_literal, Kind};
use crate::rule_meta;

rule_meta!(
    "R005",
    Scales,
    "stencil",
    None,
    "Stencil: shifted unit-step slices of one array combined"
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
        let value = match stmt {
            Stmt::Assign(a) => &a.value,
            Stmt::AugAssign(a) => &a.value,
            Stmt::AnnAssign(a) => match &a.value {
                Some(v) => v,
                None => return,
            },
            Stmt::Return(r) => match &r.value {
                Some(v) => v,
                None => return,
            },
            _ => return,
        };
        if is_stencil(cx, value) {
            out.report(
                cx,
                &META,
                stmt.range(),
                "stencil of shifted slices: halo exchange is automatic".into(),
            );
        }
    }
}

fn is_stencil(cx: &Context, value: &Expr) -> bool {
    let mut shifts: HashMap<&str, Vec<&str>> = HashMap::new();
    crate::model::expr::any_expr(value, |e| {
        if let Expr::Subscript(sub) = e {
            if has_unit_step_slice(&sub.slice)
                && cx.model.kind(cx.scope, &sub.value) != Kind::NotArray
            {
                let base = &cx.text[sub.value.range()];
                let slice = &cx.text[sub.slice.range()];
                let seen = shifts.entry(base).or_default();
                if !seen.contains(&slice) {
                    seen.push(slice);
                }
            }
        }
        false
    });
    let combined = matches!(value, Expr::BinOp(_))
        || crate::model::expr::any_expr(value, |e| matches!(e, Expr::BinOp(_)));
    combined && shifts.values().any(|s| s.len() >= 2)
}

fn has_unit_step_slice(slice: &Expr) -> bool {
    let unit = |e: &Expr| match e {
        Expr::Slice(s) => {
            (s.lower.is_some() || s.upper.is_some())
                && s.step
                    .as_deref()
                    .is_none_or(|st| int_literal(st) == Some(1))
        }
        _ => false,
    };
    match slice {
        Expr::Tuple(t) => t.elts.iter().any(unit),
        e => unit(e),
    }
}
