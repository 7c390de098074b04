//! R108 (blocks): `mpi4py` imported in a module that also uses arrays; communicator calls named.

use ruff_python_ast::{Expr, ModModule};
use ruff_text_size::Ranged;

use crate::checker::{Context, Reporter};
use crate::model::Library;
use crate::rule_meta;

rule_meta!(
    "R108",
    Blocks,
    "mpi4py",
    Some("RR-mpi"),
    "mpi4py in a module that uses arrays (Legate distributes instead)"
);

pub struct Rule;

/// Communicator methods worth naming in the message.
const MPI_CALLS: &[&str] = &[
    "Allreduce",
    "allreduce",
    "Reduce",
    "reduce",
    "Bcast",
    "bcast",
    "Gather",
    "gather",
    "Allgather",
    "allgather",
    "Scatter",
    "scatter",
    "Send",
    "send",
    "Recv",
    "recv",
    "Isend",
    "isend",
    "Irecv",
    "irecv",
    "Sendrecv",
    "sendrecv",
    "Barrier",
    "barrier",
    "Alltoall",
    "alltoall",
    "Scan",
    "scan",
    "Get_rank",
    "Get_size",
    "Split",
];

impl super::Rule for Rule {
    fn meta(&self) -> &'static super::RuleMeta {
        &META
    }

    fn expr_interest(&self) -> u8 {
        super::interest::NONE
    }

    fn check_module(&self, cx: &Context, module: &ModModule, out: &mut Reporter) {
        if !cx.model.uses_numpy() || !cx.model.imports.uses(Library::Mpi4py) {
            return;
        }
        let calls = communicator_calls(cx, module);
        for (lib, _, range) in &cx.model.imports.imported {
            if *lib != Library::Mpi4py {
                continue;
            }
            let mut message = "mpi4py with arrays: Legate already distributes the arrays; explicit MPI \
                               communication must be removed or isolated (verdict floors at SIGNIFICANT)"
                .to_string();
            if !calls.is_empty() {
                message.push_str(&format!("; communicator calls: {}", calls.join(", ")));
            }
            out.report_in_module(cx, &META, *range, message, META.recipe);
        }
    }
}

/// `comm.Allreduce (line 40)` for every communicator-looking call, in source order.
fn communicator_calls(cx: &Context, module: &ModModule) -> Vec<String> {
    let mut calls = Vec::new();
    crate::model::expr::any_expr_in_body(&module.body, |e| {
        if let Expr::Call(call) = e {
            if let Expr::Attribute(attr) = call.func.as_ref() {
                if MPI_CALLS.contains(&attr.attr.id.as_str()) {
                    let line = cx.line_of(call.range().start());
                    let text = &cx.text[call.func.range()];
                    calls.push(format!("{text} ({})", cx.lines_label(&[line])));
                }
            }
        }
        false
    });
    calls.truncate(8);
    calls
}
