//! RR-reshape (R206): `g = u.reshape(...)` with loop-invariant arguments inside a loop → reshape
//! once before the loop. Safe when the statement is directly in the loop body, `u` is neither
//! rebound nor written in the loop, and `g` is not rebound, written or escaping there.

use ruff_diagnostics::Applicability;
use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, site, uses_in};
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::method_call;
use crate::recipe_meta;

recipe_meta!(
    "RR-reshape",
    &["R206"],
    "Reshape once before the loop",
    "safe when neither the array nor the reshaped name is rebound, written or escaping in the loop; not offered otherwise",
    "the reshaped view is made once: later writes to the source are seen through it"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = site(cx, finding).why(reasons::NOT_LOCATED)?;
        let loop_stmt = site.direct_loop()?;
        let Stmt::Assign(assign) = site.stmt else {
            return Err(Declined("not a plain assignment `y = x.reshape(...)`"));
        };
        let [Expr::Name(target)] = assign.targets.as_slice() else {
            return Err(Declined("not a plain assignment `y = x.reshape(...)`"));
        };
        let Expr::Call(call) = assign.value.as_ref() else {
            return Err(Declined("not a plain assignment `y = x.reshape(...)`"));
        };
        require(
            call.range().start().to_u32() == finding.start_offset,
            "the reshape is part of a larger expression",
        )?;
        let source = match method_call(call) {
            Some((Expr::Name(recv), "reshape")) => recv.id.clone(),
            _ => match (
                cx.model.numpy_call_name(&call.func),
                call.arguments.args.first(),
            ) {
                (Some("numpy.reshape"), Some(Expr::Name(a))) => a.id.clone(),
                _ => return Err(Declined("the reshaped value is not a plain name")),
            },
        };
        let body = util::loop_body(loop_stmt);
        let src = uses_in(cx, body, source.as_str(), None);
        let dst = uses_in(cx, body, target.id.as_str(), Some(site.stmt.range()));
        require(
            !(src.rebound || src.mutated),
            "the reshaped array changes in the loop",
        )?;
        require(
            !(dst.rebound || dst.mutated || dst.escapes || dst.passed_to_unknown),
            "the result is changed, stored or passed on in the loop",
        )?;
        require(
            !util::bound_before(cx, &site.path, target.id.as_str(), loop_stmt.range()),
            "the result's name is bound before the loop",
        )?;
        let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
            .why(reasons::INDENTATION)?;
        let edits = vec![
            util::insert_line_before(
                cx,
                loop_stmt,
                &format!("{indent}{}", util::stmt_text(cx, site.stmt)),
            ),
            util::remove_statement(cx, site.stmt, body).why(reasons::INDENTATION)?,
        ];
        Ok(util::fix(
            finding,
            META.id,
            format!("Reshape `{source}` once before the loop"),
            Applicability::Safe,
            edits,
        ))
    }
}
