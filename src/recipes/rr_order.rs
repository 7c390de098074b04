//! RR-order (R109): drop an explicit `order=`. For creation functions (`zeros`, `empty`, `array`,
//! `asarray`, `copy`, `*_like`, …) and `order="C"` anywhere the values are unchanged; for
//! `ravel`/`flatten(order="F")` the Fortran order becomes an explicit transpose (`a.T.ravel()`).
//! Unsafe: code that relies on the memory layout (buffers, ctypes, `.strides`) sees a difference.
//! Only a suggestion for `reshape(..., order="F")`.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::util;
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::method_call;
use crate::recipe_meta;

recipe_meta!(
    "RR-order",
    &["R109"],
    "Drop an explicit order= (transpose explicitly for Fortran-order ravel/flatten)",
    "always unsafe (memory layout changes); a suggestion only for reshape(order=\"F\")",
    "the memory layout of the result changes (C instead of Fortran order)"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = util::site(cx, finding).why(reasons::NOT_LOCATED)?;
        let keyword_start = TextSize::from(finding.start_offset);
        let call =
            util::find_call_containing(site.stmt, keyword_start).why(reasons::NOT_LOCATED)?;
        let keyword = call
            .arguments
            .keywords
            .iter()
            .find(|k| k.start() == keyword_start)
            .why(reasons::NOT_LOCATED)?;
        let order = match &keyword.value {
            Expr::StringLiteral(s) => s.value.to_str().to_string(),
            _ => return Err(Declined("`order=` is not a string literal")),
        };
        // On a conversion, `order=` is what guarantees the layout the code goes on to rely on
        // (a C extension, a buffer): dropping it breaks NumPy callers (found by bench/ecosystem.sh
        // on PyWavelets: `np.asarray(data.real, order="C")` fed to Cython).
        require(
            !matches!(
                util::numpy_member(cx, call),
                Some("asarray" | "asanyarray" | "array" | "require" | "copy" | "asarray_chkfinite")
            ),
            "`order=` on a conversion (asarray/array/copy) guarantees a layout the code relies on",
        )?;
        require(
            order == "C" || !util::layout_inspected(cx, &site.path, site.stmt, call.range()),
            "the result's layout is inspected (`.flags`, `.strides`, `np.isfortran`): dropping `order=` changes the answer",
        )?;
        let removal =
            Edit::range_deletion(removal_range(cx, call, keyword).why(reasons::COMMENT_INSIDE)?);
        // `np.zeros(..., order=)` is a function call, not a method of an array.
        let method = if cx.model.numpy_call_name(&call.func).is_some() {
            None
        } else {
            method_call(call)
        };
        match (order.as_str(), method) {
            ("C", _) | (_, None) => {}
            (_, Some((_, "copy" | "astype"))) => {}
            ("F", Some((recv, "ravel" | "flatten")))
                if call.arguments.args.is_empty() && call.arguments.keywords.len() == 1 =>
            {
                let recv_text = cx.text(recv.range());
                let wrapped = if matches!(
                    recv,
                    Expr::Name(_) | Expr::Attribute(_) | Expr::Subscript(_) | Expr::Call(_)
                ) {
                    recv_text.to_string()
                } else {
                    format!("({recv_text})")
                };
                let (_, name) = method.why(reasons::NOT_LOCATED)?;
                let edit = Edit::range_replacement(format!("{wrapped}.T.{name}()"), call.range());
                let title = format!("Fortran-order `{name}` as an explicit transpose");
                return Ok(util::fix(
                    finding,
                    META.id,
                    title,
                    Applicability::Unsafe,
                    vec![edit],
                ));
            }
            _ => {
                let title = format!(
                    "`order=\"{order}\"` changes element order here: reshape the transpose instead"
                );
                return Ok(util::fix(
                    finding,
                    META.id,
                    title,
                    Applicability::DisplayOnly,
                    Vec::new(),
                ));
            }
        }
        Ok(util::fix(
            finding,
            META.id,
            format!("Drop `order=\"{order}\"`"),
            Applicability::Unsafe,
            vec![removal],
        ))
    }
}

/// The keyword with the comma before it (or after it when it is the first argument).
fn removal_range(
    cx: &FixContext,
    call: &ast::ExprCall,
    keyword: &ast::Keyword,
) -> Option<TextRange> {
    let args_start = call.arguments.start() + TextSize::from(1);
    let before = &cx.source.text[args_start.to_usize()..keyword.start().to_usize()];
    if let Some(comma) = before.rfind(',') {
        return Some(TextRange::new(
            args_start + TextSize::from(comma as u32),
            keyword.end(),
        ));
    }
    let after_end = call.arguments.end() - TextSize::from(1);
    let after = &cx.source.text[keyword.end().to_usize()..after_end.to_usize()];
    match after.find(',') {
        Some(comma) => {
            let rest = &after[comma + 1..];
            let skip = rest.len() - rest.trim_start().len();
            Some(TextRange::new(
                keyword.start(),
                keyword.end() + TextSize::from((comma + 1 + skip) as u32),
            ))
        }
        None => Some(keyword.range()),
    }
}
