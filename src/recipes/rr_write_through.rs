//! RR-write-through (R205): a write into a view (`flat = img.ravel(); flat[flat < 0] = 0`) is
//! lost on cuPyNumeric, where `ravel`, `reshape` and `flip` return copies. After the last write
//! into the view, write it back into its base: `img[...] = flat.reshape(img.shape)` for
//! `ravel`/`reshape`, `img[...] = np.flip(flat, ...)` (`flipud`, `fliplr`) for a flip. Always
//! unsafe: in NumPy the write-back stores the values the view already shares (and makes the
//! write happen where `ravel`/`reshape` had to copy a non-contiguous array).

use ruff_diagnostics::Applicability;
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
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
    /// `np.flipud(base)[lo:hi]`: a forward slice of a flip along the sliced axis.
    FlippedSlice {
        function: &'static str,
        rest: Vec<String>,
        axis: usize,
        lo: Option<String>,
        hi: Option<String>,
    },
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
        const VIEW_OF_VIEW: &str =
            "the view is a slice or transpose of another view (write back by hand)";
        if let Expr::Subscript(sub) = a.value.as_ref() {
            return Self::flipped_slice(cx, sub).why(VIEW_OF_VIEW);
        }
        let Expr::Call(call) = a.value.as_ref() else {
            return Err(Declined(VIEW_OF_VIEW));
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

    /// `edge = np.flipud(p)[:SPONGE]` (also `np.flip(p, 0)`, `np.flip(p)`, and
    /// `np.fliplr(p)[:, a:b]`): a forward slice with non-negative bounds of a flip along the
    /// sliced axis — the same elements as a forward slice of the base, in reverse.
    fn flipped_slice(cx: &FixContext, sub: &ast::ExprSubscript) -> Option<Producer> {
        let Expr::Call(call) = sub.value.as_ref() else {
            return None;
        };
        let [Expr::Name(base)] = &*call.arguments.args else {
            return flip_with_axis_zero(cx, call, sub);
        };
        let (function, axis) = match util::numpy_member(cx, call)? {
            "flipud" => ("flipud", 0),
            "fliplr" => ("fliplr", 1),
            "flip" if call.arguments.keywords.is_empty() => ("flip", 0),
            _ => return None,
        };
        let slice = match (axis, sub.slice.as_ref()) {
            (0, Expr::Slice(s)) => s,
            (1, Expr::Tuple(t)) => match t.elts.as_slice() {
                [Expr::Slice(whole), Expr::Slice(s)] if is_whole(whole) => s,
                _ => return None,
            },
            _ => return None,
        };
        let (lo, hi) = forward_bounds(cx, slice)?;
        Some(Producer {
            base: base.id.clone(),
            kind: Kind::FlippedSlice {
                function,
                rest: Vec::new(),
                axis,
                lo,
                hi,
            },
            needs_numpy: true,
        })
    }

    fn write_back(&self, np: &str, view: &Name) -> String {
        let base = &self.base;
        match &self.kind {
            Kind::FlippedSlice {
                function,
                rest,
                axis,
                lo,
                hi,
            } => {
                // Positions lo..hi of the flipped axis are n - hi..n - lo of the base, clamped
                // at 0 as the slice of the flip was clamped at n.
                let n = format!("{base}.shape[{axis}]");
                let start = hi
                    .as_ref()
                    .map(|b| format!("max({n} - {b}, 0)"))
                    .unwrap_or_default();
                let stop = lo
                    .as_ref()
                    .map(|a| format!("max({n} - {a}, 0)"))
                    .unwrap_or_default();
                let index = if *axis == 0 {
                    format!("{start}:{stop}")
                } else {
                    format!(":, {start}:{stop}")
                };
                let mut args = vec![view.to_string()];
                args.extend(rest.iter().cloned());
                format!("{base}[{index}] = {np}.{function}({})", args.join(", "))
            }
            Kind::Reshaped => format!("{base}[...] = {view}.reshape({base}.shape)"),
            Kind::Flipped { function, rest } => {
                let mut args = vec![view.to_string()];
                args.extend(rest.iter().cloned());
                format!("{base}[...] = {np}.{function}({})", args.join(", "))
            }
        }
    }
}

/// `np.flip(p, 0)[a:b]`, `np.flip(p, axis=0)[a:b]`.
fn flip_with_axis_zero(
    cx: &FixContext,
    call: &ast::ExprCall,
    sub: &ast::ExprSubscript,
) -> Option<Producer> {
    if util::numpy_member(cx, call)? != "flip" {
        return None;
    }
    let base = match call.arguments.args.first()? {
        Expr::Name(n) => n.id.clone(),
        _ => return None,
    };
    let axis = crate::model::expr::argument(call, 1, "axis")?;
    if crate::model::expr::int_literal(axis) != Some(0) || call.arguments.len() != 2 {
        return None;
    }
    let Expr::Slice(slice) = sub.slice.as_ref() else {
        return None;
    };
    let (lo, hi) = forward_bounds(cx, slice)?;
    Some(Producer {
        base,
        kind: Kind::FlippedSlice {
            function: "flip",
            rest: vec![cx.text(axis.range()).to_string()],
            axis: 0,
            lo,
            hi,
        },
        needs_numpy: true,
    })
}

fn is_whole(s: &ast::ExprSlice) -> bool {
    s.lower.is_none() && s.upper.is_none() && s.step.is_none()
}

/// The bounds of `a:b` as written when neither can be negative: a non-negative literal, or a
/// name bound once in the module to one (`SPONGE = 40`); `0` is no bound.
fn forward_bounds(cx: &FixContext, s: &ast::ExprSlice) -> Option<(Option<String>, Option<String>)> {
    if s.step.is_some() {
        return None;
    }
    let bound = |e: &Option<Box<Expr>>| -> Option<Option<String>> {
        let Some(e) = e.as_deref() else {
            return Some(None);
        };
        let value = match e {
            Expr::Name(n) => {
                let values = cx.model.bound_values(0, n.id.as_str());
                match values.as_slice() {
                    [v] if cx.model.binding_count(0, n.id.as_str()) == 1 => {
                        crate::model::expr::int_literal(v)?
                    }
                    _ => return None,
                }
            }
            e => crate::model::expr::int_literal(e)?,
        };
        if value < 0 {
            return None;
        }
        Some(
            (value != 0 || !matches!(e, Expr::NumberLiteral(_)))
                .then(|| cx.text(e.range()).to_string()),
        )
    };
    Some((bound(&s.lower)?, bound(&s.upper)?))
}

const DIAGONAL: &str = "a diagonal view (read-only in NumPy: write with np.fill_diagonal instead)";
