//! RR-builtin (R110): Python builtins over an array → NumPy: `sum(a)` → `np.sum(a, axis=0)`,
//! `max`/`min` → `np.max`/`np.min(a, axis=0)`, `any`/`all` → `np.any`/`np.all(a, axis=0)`,
//! `sorted(a)` → `np.sort(a, axis=0)`. `axis=0` keeps the values the builtins produce for n-D
//! arrays (they iterate the first axis). Unsafe: the result is a NumPy scalar or array, not a
//! Python number or list. Not offered for `list`, `tuple`, `reversed`, `iter`, `zip`, or calls
//! with keyword arguments (`key=`, `default=`, `start`).

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
    "always unsafe (NumPy scalar/array instead of a Python number/list); not offered for list, tuple, reversed, iter, zip or keyword arguments",
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
        let np_name = match builtin_name(&call.func).why("not a call of a builtin")? {
            "sum" => "sum",
            "max" => "max",
            "min" => "min",
            "any" => "any",
            "all" => "all",
            "sorted" => "sort",
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
