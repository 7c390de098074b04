//! RR-sync (placeholder while being written).

use crate::finding::Finding;
use crate::fix::{Fix, FixContext};
use crate::recipe_meta;

recipe_meta!("RR-sync", &[], "", "");

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, _cx: &FixContext, _finding: &Finding) -> Option<Fix> {
        None
    }
}
