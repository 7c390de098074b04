//! Recipes: one file per recipe, each turning findings into fixes. Adding a recipe: a new file,
//! one line in `RECIPES`, its document under `recipes/` (embedded for `cpn-fix recipes`).

use crate::finding::Finding;
use crate::fix::{Fix, FixContext};

pub mod arg_extreme;
pub mod batch_draws;
pub mod batch_first;
pub mod batch_reduce;
pub mod batch_rows;
pub mod batch_temps;
pub mod deferred_assert;
pub mod flat_write;
pub mod interval_add;
pub mod iter_host;
pub mod ndarray_held;
pub mod nothing_left;
pub mod pure;
pub mod rank;
pub mod rr_alloc;
pub mod rr_batch;
pub mod rr_builtin;
pub mod rr_converge;
pub mod rr_inplace;
pub mod rr_loop;
pub mod rr_mask;
pub mod rr_order;
pub mod rr_reshape;
pub mod rr_stack;
pub mod rr_stride;
pub mod rr_suggest;
pub mod rr_sync;
pub mod rr_where;
pub mod rr_write_through;
pub mod tally;
pub mod tile_reduce;
pub mod util;
pub mod window_clamped;
pub mod window_gather;
pub mod window_reduce;
pub mod window_stencil;
pub mod window_sum;

#[derive(Debug)]
pub struct RecipeMeta {
    pub id: &'static str,
    /// The codes it rewrites.
    pub codes: &'static [&'static str],
    pub summary: &'static str,
    /// When it is safe / unsafe / not offered, in one line.
    pub applicability: &'static str,
    /// What an unsafe fix of this recipe may change, in one line (shown before it is applied).
    pub may_change: &'static str,
    pub doc: &'static str,
}

pub trait Recipe: Sync {
    fn meta(&self) -> &'static RecipeMeta;
    /// The fix for `finding`, or why none is offered (shown by `fix --statistics` and
    /// `fix --format json`).
    fn fix(&self, cx: &FixContext, finding: &Finding) -> Offer;
    /// Whether `reason` only says the finding is not this recipe's shape at all: as a fallback,
    /// such a recipe leaves the first recipe's reason standing; any other reason of it is more
    /// specific (it recognized the code and found what stops it).
    fn is_other_shape(&self, _reason: &'static str) -> bool {
        true
    }
}

/// Why a recipe offers no fix for a finding, in a few words ("the loop body calls a function").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Declined(pub &'static str);

pub type Offer = Result<Fix, Declined>;

/// `option.why("reason")?`: a recipe's preconditions read as one line each.
pub trait Why<T> {
    fn why(self, reason: &'static str) -> Result<T, Declined>;
}

impl<T> Why<T> for Option<T> {
    fn why(self, reason: &'static str) -> Result<T, Declined> {
        self.ok_or(Declined(reason))
    }
}

/// Declines with `reason` unless `condition` holds.
pub fn require(condition: bool, reason: &'static str) -> Result<(), Declined> {
    if condition {
        Ok(())
    } else {
        Err(Declined(reason))
    }
}

/// Shared reasons.
pub mod reasons {
    pub const NOT_LOCATED: &str = "the statement could not be located (internal)";
    pub const ESCAPE_COMMAND: &str =
        "an IPython escape command (`%magic`, `!shell`) inside the rewritten code";
    pub const NOT_IN_LOOP: &str = "not inside a loop";
    pub const NESTED_IN_LOOP: &str =
        "nested in an `if`/`with`/`try` inside the loop, not directly in its body (not rewritten)";
    pub const COMMENT_INSIDE: &str = "a comment inside the rewritten code would be lost";
    pub const INDENTATION: &str = "the statement shares its line with others";
    pub const ADDS_NUMPY: &str = "would add `import numpy` to a module that does not use NumPy";
    pub const ACROSS_CELLS: &str = "the rewrite would span two notebook cells";
    pub const BARE_BACKSLASH: &str =
        "a line holding only a backslash continuation: re-indented lines could not be placed";
}

pub static RECIPES: &[&dyn Recipe] = &[
    &rr_loop::Recipe,
    &rr_batch::Recipe,
    &rr_where::Recipe,
    &rr_sync::Recipe,
    &rr_converge::Recipe,
    &rr_alloc::Recipe,
    &rr_inplace::Recipe,
    &rr_stack::Recipe,
    &rr_mask::Recipe,
    &rr_reshape::Recipe,
    &rr_builtin::Recipe,
    &rr_order::Recipe,
    &rr_stride::Recipe,
    &rr_write_through::Recipe,
    &rr_suggest::mpi::Recipe,
    &rr_suggest::host_fallback::Recipe,
    &rr_suggest::one_runtime::Recipe,
];

/// The recipe with this id (case-insensitive).
pub fn by_id(id: &str) -> Option<&'static dyn Recipe> {
    RECIPES
        .iter()
        .copied()
        .find(|r| r.meta().id.eq_ignore_ascii_case(id))
}

/// The recipe named by a finding's `recipe` field, when one is implemented for its code.
pub fn for_finding(finding: &Finding) -> Option<&'static dyn Recipe> {
    let id = finding.recipe?;
    RECIPES
        .iter()
        .copied()
        .find(|r| r.meta().id == id && r.meta().codes.contains(&finding.code))
}

/// The other recipes that rewrite the finding's code, tried in registry order when its own
/// recipe declines (RR-batch after RR-loop for R101, RR-converge after RR-sync for R105).
pub fn fallbacks_for(finding: &Finding) -> impl Iterator<Item = &'static dyn Recipe> + '_ {
    let named = finding.recipe;
    RECIPES
        .iter()
        .copied()
        .filter(move |r| Some(r.meta().id) != named && r.meta().codes.contains(&finding.code))
}

#[macro_export]
macro_rules! recipe_meta {
    ($id:literal, $codes:expr, $summary:literal, $applicability:literal, $may_change:literal) => {
        pub static META: $crate::recipes::RecipeMeta = $crate::recipes::RecipeMeta {
            id: $id,
            codes: $codes,
            summary: $summary,
            applicability: $applicability,
            may_change: $may_change,
            doc: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/recipes/", $id, ".md")),
        };
    };
}
