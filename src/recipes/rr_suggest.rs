//! Suggestion-only recipes: RR-mpi (R108) and RR-host-fallback (R301 in a hot loop). They are
//! printed with `fix --show-suggestions` and never applied: both need a design decision.

use ruff_diagnostics::Applicability;

use super::util;
use crate::finding::Finding;
use crate::fix::{Fix, FixContext};
use crate::recipe_meta;

pub mod mpi {
    use super::*;
    recipe_meta!(
        "RR-mpi",
        &["R108"],
        "Replace manual MPI decomposition with one global array (suggestion)",
        "suggestion only: never applied",
        "suggestion only: never applied"
    );
    pub struct Recipe;
    impl crate::recipes::Recipe for Recipe {
        fn meta(&self) -> &'static crate::recipes::RecipeMeta {
            &META
        }
        fn fix(&self, _cx: &FixContext, finding: &Finding) -> Option<Fix> {
            let title = "Let one global cuPyNumeric array span every GPU and node: drop the per-rank slicing and \
                         replace communicator reductions (comm.allreduce(np.sum(local))) with np.sum(global)";
            Some(util::fix(
                finding,
                META.id,
                title.to_string(),
                Applicability::DisplayOnly,
                Vec::new(),
            ))
        }
    }
}

pub mod host_fallback {
    use super::*;
    recipe_meta!(
        "RR-host-fallback",
        &["R301"],
        "Move host-library (SciPy) calls out of hot loops (suggestion)",
        "suggestion only: never applied",
        "suggestion only: never applied"
    );
    pub struct Recipe;
    impl crate::recipes::Recipe for Recipe {
        fn meta(&self) -> &'static crate::recipes::RecipeMeta {
            &META
        }
        fn fix(&self, _cx: &FixContext, finding: &Finding) -> Option<Fix> {
            let title = "SciPy runs on the host: call it once outside the loop, or replace the hot call with a \
                         cuPyNumeric equivalent (stencil/convolution with slices, np.linalg, np.fft)";
            Some(util::fix(
                finding,
                META.id,
                title.to_string(),
                Applicability::DisplayOnly,
                Vec::new(),
            ))
        }
    }
}
