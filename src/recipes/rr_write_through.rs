//! RR-write-through (R205): a write into a view (`flat = img.ravel(); flat[flat < 0] = 0`) is
//! lost on cuPyNumeric, where `ravel`, `reshape` and `flip` return copies. After the last write
//! into the view, write it back into its base: `img[...] = flat.reshape(img.shape)` for
//! `ravel`/`reshape`, `img[...] = np.flip(flat, ...)` (`flipud`, `fliplr`) for a flip. Always
//! unsafe: in NumPy the write-back stores the values the view already shares (and makes the
//! write happen where `ravel`/`reshape` had to copy a non-contiguous array).

use ruff_diagnostics::Applicability;
use ruff_python_ast::{name::Name, Expr, Stmt};
use ruff_text_size::Ranged;

use super::{reasons, require, Declined, Why};

use super::flat_write::FlatWrite;
use super::util;
use crate::finding::Finding;
use crate::fix::{locate, FixContext};
use crate::model::expr::method_call;
use crate::recipe_meta;

recipe_meta!(
    "RR-write-through",
    &["R205"],
    "Write a modified view (ravel/reshape/flip) back into its base array; write flat positions with np.put",
    "a write-back is always unsafe (in NumPy it repeats what the view already did); `a.flat[i] = v` → `np.put(a, i, v)` is safe on a proven ndarray with integer positions or a forward slice with a literal step; not offered for a view of a view, np.diag, out=, writes in different blocks, or masks as flat positions",
    "a write-back after the last write into a view stores values the view already shares in NumPy; `np.put` writes where `ravel`/`reshape` had copied a non-contiguous array, spreads a sequence stored at one position over several, and truncates floats added to an integer array instead of raising"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let (stmt, path) = util::reported_statement(cx, finding)?;
        if let Some(write) = FlatWrite::of(cx, stmt) {
            return write.fix(cx, finding, stmt, &path);
        }
        let view = written_view(stmt)?;
        let block = locate::block_holding(cx.module, &path, stmt).why(reasons::NOT_LOCATED)?;
        let binding = binding_of(block, stmt, &view)?;
        let producer = Producer::of(cx, binding)?;
        require(
            producer.base != view,
            "the view took its base's name (`x = x.ravel()`): the base is out of reach",
        )?;
        let writes: Vec<&Stmt> = block
            .iter()
            .filter(|s| s.start() > binding.end() && writes_into(s, &view))
            .collect();
        require(
            writes.last().is_some_and(|w| std::ptr::eq(*w, stmt)),
            "a later write into the same view gets the write-back",
        )?;
        require(
            !rebinds_between(block, binding, stmt, &[view.clone(), producer.base.clone()]),
            "the view or its base is rebound before the write",
        )?;
        require(
            locate::owns_its_lines(&cx.source.text, stmt.range()),
            reasons::INDENTATION,
        )?;
        let indent =
            locate::indentation_of(&cx.source.text, stmt.range()).why(reasons::INDENTATION)?;
        let (np, import) = cx.np();
        let line = producer.write_back(&np, &view);
        let mut edits = vec![util::insert_line_after(
            cx,
            stmt,
            &format!("{indent}{line}"),
        )];
        if producer.needs_numpy {
            edits.extend(import);
        }
        Ok(util::fix(
            finding,
            META.id,
            format!(
                "Write `{view}` back into `{}` after the write",
                producer.base
            ),
            Applicability::Unsafe,
            edits,
        ))
    }
}

/// The name written into: `v[...] = `, `v[...] op= ` or `v op= `.
fn written_view(stmt: &Stmt) -> Result<Name, Declined> {
    let target = match stmt {
        Stmt::Assign(a) if a.targets.len() == 1 => &a.targets[0],
        Stmt::AugAssign(a) => &a.target,
        _ => return Err(Declined("`out=` or several targets write into the view")),
    };
    let name = match target {
        Expr::Subscript(s) => match s.value.as_ref() {
            Expr::Name(n) => n,
            _ => return Err(Declined(NOT_BOUND)),
        },
        Expr::Name(n) if matches!(stmt, Stmt::AugAssign(_)) => n,
        _ => return Err(Declined(NOT_BOUND)),
    };
    Ok(name.id.clone())
}

const NOT_BOUND: &str =
    "the view is written directly, not bound to a name first (`m.ravel()[i] = v`)";

fn writes_into(stmt: &Stmt, view: &Name) -> bool {
    written_view(stmt).is_ok_and(|n| &n == view)
}

/// The one assignment `view = ...` before `stmt` in `block`.
fn binding_of<'a>(block: &'a [Stmt], stmt: &Stmt, view: &Name) -> Result<&'a Stmt, Declined> {
    let assigns = |s: &Stmt| matches!(s, Stmt::Assign(a) if matches!(a.targets.as_slice(), [Expr::Name(n)] if &n.id == view));
    block
        .iter()
        .take_while(|s| !std::ptr::eq(*s, stmt))
        .filter(|s| assigns(s))
        .last()
        .why("the view is not assigned in the same block as the write")
}

fn rebinds_between(block: &[Stmt], from: &Stmt, to: &Stmt, names: &[Name]) -> bool {
    block
        .iter()
        .filter(|s| s.start() > from.end() && s.end() <= to.start())
        .any(|s| {
            let mut bound = Vec::new();
            match s {
                Stmt::Assign(a) => a
                    .targets
                    .iter()
                    .for_each(|t| crate::model::expr::target_names(t, &mut bound)),
                Stmt::For(f) => crate::model::expr::target_names(&f.target, &mut bound),
                _ => {}
            }
            bound.iter().any(|b| names.contains(b))
        })
}

/// How the view was made from its base.
struct Producer {
    base: Name,
    kind: Kind,
    needs_numpy: bool,
}

enum Kind {
    /// `ravel`/`reshape`: same elements in C order.
    Reshaped,
    /// `np.flip(base, *rest)`, `np.flipud(base)`, `np.fliplr(base)`.
    Flipped {
        function: &'static str,
        /// The other arguments as written (`1`, `axis=(0, 1)`).
        rest: Vec<String>,
    },
}

impl Producer {
    fn of(cx: &FixContext, binding: &Stmt) -> Result<Producer, Declined> {
        let Stmt::Assign(a) = binding else {
            return Err(Declined(reasons::NOT_LOCATED));
        };
        let Expr::Call(call) = a.value.as_ref() else {
            return Err(Declined(
                "the view is a slice or transpose of another view (write back by hand)",
            ));
        };
        let plain = |e: &Expr| match e {
            Expr::Name(n) => Some(n.id.clone()),
            _ => None,
        };
        const NOT_PLAIN: &str = "the base array is not a plain name";
        if let Some(member) = util::numpy_member(cx, call) {
            let base = call.arguments.args.first().and_then(plain).why(NOT_PLAIN)?;
            let rest: Vec<String> = call
                .arguments
                .args
                .iter()
                .skip(1)
                .map(|e| cx.text(e.range()).to_string())
                .chain(
                    call.arguments
                        .keywords
                        .iter()
                        .map(|k| cx.text(k.range()).to_string()),
                )
                .collect();
            let kind = match member {
                "ravel" | "reshape" => Kind::Reshaped,
                "flip" | "flipud" | "fliplr" => {
                    require(
                        call.arguments
                            .keywords
                            .iter()
                            .all(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "axis")),
                        "np.flip with arguments other than axis",
                    )?;
                    Kind::Flipped {
                        function: match member {
                            "flipud" => "flipud",
                            "fliplr" => "fliplr",
                            _ => "flip",
                        },
                        rest,
                    }
                }
                _ => return Err(Declined(DIAGONAL)),
            };
            return Ok(Producer {
                base,
                needs_numpy: matches!(kind, Kind::Flipped { .. }),
                kind,
            });
        }
        let (receiver, method) = method_call(call).why(NOT_PLAIN)?;
        let base = plain(receiver).why(NOT_PLAIN)?;
        match method {
            "ravel" | "reshape" => Ok(Producer {
                base,
                kind: Kind::Reshaped,
                needs_numpy: false,
            }),
            _ => Err(Declined(DIAGONAL)),
        }
    }

    fn write_back(&self, np: &str, view: &Name) -> String {
        let base = &self.base;
        match &self.kind {
            Kind::Reshaped => format!("{base}[...] = {view}.reshape({base}.shape)"),
            Kind::Flipped { function, rest } => {
                let mut args = vec![view.to_string()];
                args.extend(rest.iter().cloned());
                format!("{base}[...] = {np}.{function}({})", args.join(", "))
            }
        }
    }
}

const DIAGONAL: &str = "a diagonal view (read-only in NumPy: write with np.fill_diagonal instead)";
