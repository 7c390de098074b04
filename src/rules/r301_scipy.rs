//! R301 (info): SciPy used — a host library at a boundary, or (in a hot loop) a host round trip
//! per iteration (RR-host-fallback).

use ruff_python_ast::{Expr, ModModule};

use crate::checker::{Context, Reporter};
use crate::model::{loops::for_each_body_expr, Library};
use crate::rule_meta;

rule_meta!(
    "R301",
    Info,
    "scipy",
    None,
    "SciPy used: host library at a boundary (or in a hot loop)"
);

pub struct Rule;

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::NONE
    }

    fn check_module(&self, cx: &Context, _module: &ModModule, out: &mut Reporter) {
        let imports: Vec<_> = cx
            .model
            .imports
            .imported
            .iter()
            .filter(|(lib, _, _)| *lib == Library::Scipy)
            .collect();
        if imports.is_empty() {
            return;
        }
        let hot = scipy_called_in_loop(cx);
        for (_, module, range) in imports {
            let (message, recipe) = if hot {
                (format!("`{module}` is called inside a loop: each call copies arrays to the host and back; move it out of the loop or to a boundary"), Some("RR-host-fallback"))
            } else {
                (format!("`{module}` runs on the host: arrays cross the device boundary where it is called"), None)
            };
            out.report_in_module(cx, &META, *range, message, recipe);
        }
    }
}

fn scipy_called_in_loop(cx: &Context) -> bool {
    cx.model.loops.iter().any(|info| {
        let mut found = false;
        for_each_body_expr(info.node, &mut |e| {
            if let Expr::Call(call) = e {
                found |= cx
                    .model
                    .imports
                    .qualified_name(&call.func)
                    .is_some_and(|n| n.starts_with("scipy"));
            }
        });
        found
    })
}
