//! RR-order (R109): drop an explicit `order=`. For creation functions (`zeros`, `empty`, `array`,
//! `asarray`, `copy`, `*_like`, …) and `order="C"` anywhere the values are unchanged; for
//! `ravel`/`flatten(order="F")` the Fortran order becomes an explicit transpose (`a.T.ravel()`).
//! Unsafe: code that relies on the memory layout (buffers, ctypes, `.strides`) sees a difference.
//! Safe where nothing can differ: `order="C"` where C is the default, or any order for a creation
//! function of one axis (`np.zeros(n, order="F")`).
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
    "safe for the default order=\"C\" and one-axis creation; otherwise unsafe (memory layout changes); a suggestion where the element order changes (reshape, non-C ravel without a transpose form); not offered when the layout is inspected or the array goes to non-NumPy code",
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
            // NumPy reads the order letter in either case (`order="f"`).
            Expr::StringLiteral(s) => s.value.to_str().to_ascii_uppercase(),
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
        // A one-dimensional array is laid out the same in every order.
        let written = cx.text(keyword.value.range()).to_string();
        let one_dimensional = one_dimensional_creation(cx, call);
        let order = if one_dimensional {
            "C".to_string()
        } else {
            order
        };
        let unchanged = one_dimensional || (order == "C" && c_by_default(cx, &site.path, call));
        // Dropping it may change the layout: a non-C order, or an explicit "C" where the default
        // keeps the input's layout (`np.empty_like(image, order="C")`).
        let layout_may_change =
            !unchanged && (order != "C" || keeps_the_layout_by_default(cx, call));
        require(
            !layout_may_change
                || !util::layout_inspected(cx, &site.path, site.stmt, call.range()),
            "the result's layout is inspected (`.flags`, `.strides`, `np.isfortran`): dropping `order=` changes the answer",
        )?;
        let removal =
            Edit::range_deletion(removal_range(cx, call, keyword).why(reasons::COMMENT_INSIDE)?);
        match (order.as_str(), element_order(cx, call)) {
            ("C", _) | (_, None) => {}
            ("F", Some(flat)) if flat.name != "reshape" && flat.only_the_order => {
                let text = cx.text(flat.array.range());
                let wrapped = if matches!(
                    flat.array,
                    Expr::Name(_) | Expr::Attribute(_) | Expr::Subscript(_) | Expr::Call(_)
                ) {
                    text.to_string()
                } else {
                    format!("({text})")
                };
                let (np, import) = cx.np();
                let replacement = match flat.function {
                    // `np.ravel` takes lists too: `np.transpose` takes whatever it takes.
                    Some(func) => format!("{}({np}.transpose({text}))", cx.text(func.range())),
                    None => format!("{wrapped}.T.{}()", flat.name),
                };
                let mut edits = vec![Edit::range_replacement(replacement, call.range())];
                if flat.function.is_some() {
                    edits.extend(import);
                }
                let title = format!("Fortran-order `{}` as an explicit transpose", flat.name);
                return Ok(util::fix(
                    finding,
                    META.id,
                    title,
                    Applicability::Unsafe,
                    edits,
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
        // Only the layout changes, but compiled code may depend on it.
        require(
            !layout_may_change
                || !util::passed_to_other_code(cx, &site.path, site.stmt, call.range()),
            "the result goes to code other than NumPy's (compiled code may need, or write through, that layout)",
        )?;
        Ok(util::fix(
            finding,
            META.id,
            format!("Drop `order={written}`"),
            util::proven(unchanged),
            vec![removal],
        ))
    }
}

/// `np.zeros(n, order="F")`: a creation function whose shape is one integer (a number, `len(...)`
/// or a name proven an integer), so the array has one axis.
fn one_dimensional_creation(cx: &FixContext, call: &ast::ExprCall) -> bool {
    let creates = matches!(
        util::numpy_member(cx, call),
        Some("zeros" | "ones" | "empty" | "full")
    );
    let Some(shape) = call.arguments.args.first() else {
        return false;
    };
    let scope = cx.model.scope_containing(call.range());
    let integer = match shape {
        Expr::NumberLiteral(n) => n.value.is_int(),
        Expr::Call(c) => crate::model::expr::builtin_name(&c.func) == Some("len"),
        e => super::rank::is_int_scalar(cx, scope, e),
    };
    creates && integer
}

/// Calls whose `order=` is "C" when not given: the creation functions, `reshape`/`ravel`/
/// `flatten` as NumPy functions, or as methods (and `copy`) of a proven ndarray. Not `*_like`,
/// `np.copy` or `astype`, which keep the layout of their input by default.
fn c_by_default(cx: &FixContext, path: &[&ruff_python_ast::Stmt], call: &ast::ExprCall) -> bool {
    if let Some(member) = util::numpy_member(cx, call) {
        return matches!(
            member,
            "zeros" | "ones" | "empty" | "full" | "reshape" | "ravel"
        );
    }
    match method_call(call) {
        Some((Expr::Name(recv), "reshape" | "ravel" | "flatten" | "copy")) => {
            util::proven_ndarray(cx, path, recv.id.as_str())
        }
        _ => false,
    }
}

/// `np.empty_like(a)` and `a.astype(t)` default to `order="K"`: without an explicit `"C"` the
/// result takes `a`'s layout, which may be Fortran.
fn keeps_the_layout_by_default(cx: &FixContext, call: &ast::ExprCall) -> bool {
    if let Some(member) = util::numpy_member(cx, call) {
        return member.ends_with("_like");
    }
    matches!(method_call(call), Some((_, "astype")))
}

/// A call whose `order=` decides the order of the elements, not only their layout: `reshape`,
/// `ravel`, `flatten`, as a method (`a.ravel(order="F")`) or a NumPy function
/// (`np.ravel(a, order="F")`, which gives other values than `np.ravel(a)` just as the method).
struct ElementOrder<'a> {
    name: &'a str,
    array: &'a Expr,
    /// `np.ravel` as written, for the function form.
    function: Option<&'a Expr>,
    /// The array and `order=` are the only arguments.
    only_the_order: bool,
}

fn element_order<'a>(cx: &'a FixContext, call: &'a ast::ExprCall) -> Option<ElementOrder<'a>> {
    let reorders = |name: &str| matches!(name, "reshape" | "ravel" | "flatten");
    let keywords = call.arguments.keywords.len();
    if let Some(member) = util::numpy_member(cx, call) {
        let name = crate::model::api::leaf(member);
        let array = call.arguments.args.first()?;
        return reorders(name).then_some(ElementOrder {
            name,
            array,
            function: Some(&call.func),
            only_the_order: call.arguments.args.len() == 1 && keywords == 1,
        });
    }
    let (array, name) = method_call(call)?;
    reorders(name).then_some(ElementOrder {
        name,
        array,
        function: None,
        only_the_order: call.arguments.args.is_empty() && keywords == 1,
    })
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
