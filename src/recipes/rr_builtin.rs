//! RR-builtin (R110): Python builtins over an array → NumPy: `sum(a)` → `np.sum(a, axis=0)`,
//! `max`/`min` → `np.max`/`np.min(a, axis=0)`, `any`/`all` → `np.any`/`np.all(a, axis=0)`,
//! `sorted(a)` → `np.sort(a, axis=0)`. `axis=0` keeps the values the builtins produce for n-D
//! arrays (they iterate the first axis). `list`, `tuple`, `zip`, `reversed` and `iter` of arrays
//! proven 1-D and 64-bit take a host list made at once (`a.tolist()`). Unsafe: the result is a
//! NumPy scalar or array, not a Python number or list (or the elements are Python numbers). Not
//! offered for calls with keyword arguments (`key=`, `default=`, `start`).

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::Expr;
use ruff_text_size::{Ranged, TextSize};

use super::util;
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::builtin_name;
use crate::recipe_meta;

recipe_meta!(
    "RR-builtin",
    &["R110"],
    "Python builtin over an array → the NumPy reduction along axis 0",
    "always unsafe (NumPy scalar/array instead of a Python number/list); list, tuple, zip, reversed and iter only of arrays proven 1-D and 64-bit (→ `.tolist()`); not offered for keyword arguments",
    "the result is a NumPy scalar or array instead of a Python number or list"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = util::site(cx, finding).why(reasons::NOT_LOCATED)?;
        let call = util::find_call(site.stmt, TextSize::from(finding.start_offset))
            .why(reasons::NOT_LOCATED)?;
        let builtin = builtin_name(&call.func).why("not a call of a builtin")?;
        let np_name = match builtin {
            "sum" => "sum",
            "max" => "max",
            "min" => "min",
            "any" => "any",
            "all" => "all",
            "sorted" => "sort",
            "list" | "tuple" | "zip" | "reversed" | "iter" => {
                return host_list(cx, finding, site.stmt, call, builtin)
            }
            _ => return Err(Declined("a builtin with no NumPy equivalent here")),
        };
        let [arg] = &*call.arguments.args else {
            return Err(Declined("the builtin has more than one argument"));
        };
        require(
            call.arguments.keywords.is_empty() && !matches!(arg, Expr::Starred(_)),
            "keyword or starred arguments (key=, default=, *args)",
        )?;
        let (np, import) = cx.np();
        let mut edits = vec![Edit::range_replacement(
            format!("{np}.{np_name}({}, axis=0)", cx.text(arg.range())),
            call.range(),
        )];
        edits.extend(import);
        let title =
            format!("Use `np.{np_name}(..., axis=0)` instead of the builtin (returns NumPy types)");
        Ok(util::fix(
            finding,
            META.id,
            title,
            Applicability::Unsafe,
            edits,
        ))
    }
}

/// `list(x)` → `x.tolist()`, `tuple(x)` → `tuple(x.tolist())`, `zip(x, y)` → `zip(x.tolist(),
/// y.tolist())`, `reversed`/`iter` alike — for arrays proven 1-D and 64-bit (a row of a 2-D
/// array would become a list, a float32 element a Python float): one transfer instead of one
/// element at a time. Unsafe: the elements are Python numbers instead of NumPy scalars.
fn host_list(
    cx: &FixContext,
    finding: &Finding,
    stmt: &ruff_python_ast::Stmt,
    call: &ruff_python_ast::ExprCall,
    builtin: &str,
) -> super::Offer {
    require(
        call.arguments.keywords.is_empty()
            && !call.arguments.args.iter().any(Expr::is_starred_expr),
        "keyword or starred arguments (key=, default=, *args)",
    )?;
    let args: Vec<&Expr> = call.arguments.args.iter().collect();
    require(
        builtin == "zip" || args.len() == 1,
        "the builtin has more than one argument",
    )?;
    let scope = cx.model.scope_containing(stmt.range());
    let arrays = super::iter_host::proven_vectors(cx, scope, &args)?;
    let host = |value: &Expr| format!("{}.tolist()", util::operand_text(cx, value));
    let edits = if builtin == "list" {
        vec![Edit::range_replacement(host(arrays[0]), call.range())]
    } else {
        arrays
            .iter()
            .map(|value| Edit::range_replacement(host(value), value.range()))
            .collect()
    };
    let fix = util::fix(
        finding,
        META.id,
        format!("Convert the 1-D array{} to a host list once (`.tolist()`) instead of element by element", if arrays.len() > 1 { "s" } else { "" }),
        Applicability::Unsafe,
        edits,
    );
    Ok(crate::fix::Fix {
        may_change: Some(super::iter_host::HOST_NUMBERS),
        ..fix
    })
}
