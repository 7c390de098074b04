//! Suggestion-only recipes: printed with `fix --show-suggestions` (and shown in the review), never
//! applied, because each needs a design decision or a rewrite the tool cannot yet prove.

use ruff_diagnostics::Applicability;

use super::util;
use crate::finding::Finding;
use crate::fix::FixContext;

/// One suggestion recipe: a module with its `META` (document in `recipes/<id>.md`) and `Recipe`.
macro_rules! suggestion {
    ($module:ident, $id:literal, $codes:expr, $summary:literal, $title:literal) => {
        pub mod $module {
            use super::*;
            crate::recipe_meta!(
                $id,
                $codes,
                $summary,
                "suggestion only: never applied",
                "suggestion only: never applied"
            );
            pub struct Recipe;
            impl crate::recipes::Recipe for Recipe {
                fn meta(&self) -> &'static crate::recipes::RecipeMeta {
                    &META
                }
                fn fix(&self, _cx: &FixContext, finding: &Finding) -> crate::recipes::Offer {
                    Ok(util::fix(
                        finding,
                        META.id,
                        $title.to_string(),
                        Applicability::DisplayOnly,
                        Vec::new(),
                    ))
                }
            }
        }
    };
}

suggestion!(
    mpi,
    "RR-mpi",
    &["R108"],
    "Replace manual MPI decomposition with one global array (suggestion)",
    "Let one global cuPyNumeric array span every GPU and node: drop the per-rank slicing and replace communicator reductions (comm.allreduce(np.sum(local))) with np.sum(global)"
);

suggestion!(
    host_fallback,
    "RR-host-fallback",
    &["R301"],
    "Move host-library (SciPy) calls out of hot loops (suggestion)",
    "SciPy runs on the host: call it once outside the loop, or replace the hot call with a cuPyNumeric equivalent (stencil/convolution with slices, np.linalg, np.fft)"
);

suggestion!(
    one_runtime,
    "RR-one-runtime",
    &["R111"],
    "One array runtime per loop: keep the loop in cuPyNumeric or convert once outside it (suggestion)",
    "Keep the whole loop in one runtime: drop the CuPy calls in favour of cuPyNumeric, or convert once before the loop and back once after it"
);
