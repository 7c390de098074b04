//! RR-reshape (R206): `g = u.reshape(...)` with loop-invariant arguments inside a loop → reshape
//! once before the loop. Safe when the statement is directly in the loop body, `u` is neither
//! rebound nor written in the loop, and `g` is not rebound, written or escaping there.

use ruff_diagnostics::Applicability;
use ruff_python_ast::{self as ast, Expr, Stmt};
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
        if let Some(offer) = hoisted_operand(cx, finding, &site, loop_stmt) {
            return offer;
        }
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
        let edits = vec![
            line_before_loop(cx, loop_stmt, util::stmt_text(cx, site.stmt))?,
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

/// `w @ sample_weight.reshape(-1, 1)`, `mask |= mask_1d.reshape(1, -1)`: a reshape read as an
/// operand (of arithmetic, a comparison, an augmented assignment's value) of an array the loop
/// neither rebinds nor writes → bound to a new name once before the loop. Only read: the view is
/// never written through or passed on, so one view serves every iteration.
fn hoisted_operand(
    cx: &FixContext,
    finding: &Finding,
    site: &util::Site,
    loop_stmt: &Stmt,
) -> Option<super::Offer> {
    let at = ruff_text_size::TextSize::from(finding.start_offset);
    let call = match util::find_expr_where(site.stmt, |e| e.is_call_expr() && e.start() == at)? {
        Expr::Call(call) => call,
        _ => return None,
    };
    let plain_assignment = matches!(site.stmt, Stmt::Assign(a)
        if a.value.range() == call.range() && matches!(a.targets.as_slice(), [Expr::Name(_)]));
    if plain_assignment || !read_as_operand(site.stmt, call.range()) {
        return None;
    }
    let Some((Expr::Name(source), "reshape")) = method_call(call) else {
        return None;
    };
    Some(hoist(cx, finding, loop_stmt, call, source))
}

fn hoist(
    cx: &FixContext,
    finding: &Finding,
    loop_stmt: &Stmt,
    call: &ast::ExprCall,
    source: &ast::ExprName,
) -> super::Offer {
    let body = util::loop_body(loop_stmt);
    let src = uses_in(cx, body, source.id.as_str(), None);
    require(
        !(src.rebound || src.mutated),
        "the reshaped array changes in the loop",
    )?;
    let arguments_change = call.arguments.args.iter().any(|a| {
        crate::model::expr::any_expr(
            a,
            |e| matches!(e, Expr::Name(n) if uses_in(cx, body, n.id.as_str(), None).rebound),
        )
    });
    require(!arguments_change, "the new shape changes in the loop")?;
    let name = format!("{}_reshaped", source.id);
    require(
        !mentions_word(&cx.source.text, &name),
        "the name for the reshaped array is taken",
    )?;
    let edits = vec![
        line_before_loop(
            cx,
            loop_stmt,
            &format!("{name} = {}", cx.text(call.range())),
        )?,
        ruff_diagnostics::Edit::range_replacement(name, call.range()),
    ];
    Ok(util::fix(
        finding,
        META.id,
        format!("Reshape `{}` once before the loop", source.id),
        Applicability::Safe,
        edits,
    ))
}

/// `statement` on its own line before the loop, at the loop's indentation.
fn line_before_loop(
    cx: &FixContext,
    loop_stmt: &Stmt,
    statement: &str,
) -> Result<ruff_diagnostics::Edit, Declined> {
    let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
        .why(reasons::INDENTATION)?;
    Ok(util::insert_line_before(
        cx,
        loop_stmt,
        &format!("{indent}{statement}"),
    ))
}

/// The expression at `range` is an operand of arithmetic, a comparison or a unary operator, or
/// the value of an augmented assignment — read, never written through or passed on.
fn read_as_operand(stmt: &Stmt, range: ruff_text_size::TextRange) -> bool {
    if let Stmt::AugAssign(aug) = stmt {
        if aug.value.range() == range {
            return true;
        }
    }
    util::find_expr_where(stmt, |e| match e {
        Expr::BinOp(b) => b.left.range() == range || b.right.range() == range,
        Expr::Compare(c) => {
            c.left.range() == range || c.comparators.iter().any(|x| x.range() == range)
        }
        Expr::UnaryOp(u) => u.operand.range() == range,
        _ => false,
    })
    .is_some()
}

/// `word` appears in `text` as an identifier.
fn mentions_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(before) && !ident(after)
    })
}
