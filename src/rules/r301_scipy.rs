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
        let hot_modules = importing_modules(&imports, &scipy_called_in_loops(cx));
        for (_, module, range) in imports {
            let hot = hot_modules.contains(&module.as_str());
            let (message, recipe) = if hot {
                (format!("`{module}` is called inside a loop: each call copies arrays to the host and back; move it out of the loop or to a boundary"), Some("RR-host-fallback"))
            } else {
                (format!("`{module}` runs on the host: arrays cross the device boundary where it is called"), None)
            };
            out.report_in_module(cx, &META, *range, message, recipe);
        }
    }
}

/// The qualified names of the SciPy functions called in any loop of the file.
fn scipy_called_in_loops(cx: &Context) -> Vec<String> {
    let mut called = Vec::new();
    for info in &cx.model.loops {
        for_each_body_expr(info.node, &mut |e| {
            let Expr::Call(call) = e else { return };
            if let Some(name) = cx.model.imports.qualified_name(&call.func) {
                if within_module(&name, "scipy") {
                    called.push(name);
                }
            }
        });
    }
    called
}

/// For each called name, the most specific imported module it comes from (`scipy.linalg` for
/// `scipy.linalg.solve` when both `scipy` and `scipy.linalg` are imported).
fn importing_modules<'a>(
    imports: &[&'a (Library, String, ruff_text_size::TextRange)],
    called: &[String],
) -> Vec<&'a str> {
    called
        .iter()
        .filter_map(|name| {
            imports
                .iter()
                .map(|(_, module, _)| module.as_str())
                .filter(|module| within_module(name, module))
                .max_by_key(|module| module.len())
        })
        .collect()
}

/// `scipy.linalg.solve` is within `scipy.linalg` and `scipy`, not within `scipy.lin`.
fn within_module(name: &str, module: &str) -> bool {
    name.strip_prefix(module)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}
