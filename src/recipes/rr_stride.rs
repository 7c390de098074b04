//! RR-stride (R106): a step slice fails on cuPyNumeric ("Unsupported slice"). A reversal read
//! (`a[::-1]`, `a[:, ::-1]`) becomes `np.flip(a, axis=...)` — a view in NumPy too, so the same
//! array — and every other step an index array along that axis: `a[np.arange(0, len(a), k)]`,
//! exactly `np.arange(*slice(lo, hi, k).indices(n))` when the bounds are not plain. Index arrays
//! were measured faster than boolean masks under cuPyNumeric (recipes/RR-stride.md); the mask is
//! the second alternative where it is simple (`a[lo::k]`, `0 <= lo < k`). Several step slices
//! become index arrays that broadcast into the same block; integers beside them stay.
//!
//! Safe: writes (`a[::2] = v`, `a[1::2] += v`: assignment through an index array writes the same
//! elements), `np.flip` reads, and gathers consumed at once by arithmetic or a comparison. Unsafe:
//! a gather bound to a name, returned or passed on (a copy where the slice was a view: writes
//! through it, or later writes to `a`, are no longer shared), or a base not proven to be an array.

use ruff_diagnostics::Edit;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextSize};

use super::{reasons, require, Declined, Why};

use super::util;
use crate::finding::Finding;
use crate::fix::{Alternative, FixContext};
use crate::model::expr::int_literal;
use crate::recipe_meta;

recipe_meta!(
    "RR-stride",
    &["R106"],
    "Replace a step slice with np.flip or an index array (np.arange)",
    "safe for writes, np.flip reads and gathers used at once in arithmetic; unsafe when the gathered copy is kept (a view before); not offered for array indices or names not proven integers beside the step, integers and slices that would move the axes, or a base that is not a plain name",
    "the slice was a view: a kept gather is a copy, so writes through it (or later writes to the array) are no longer shared"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = util::site(cx, finding).why(reasons::NOT_LOCATED)?;
        let offset = TextSize::from(finding.start_offset);
        let sub = strided_subscript(site.stmt, offset).why(reasons::NOT_LOCATED)?;
        let scope = cx.model.scope_containing(sub.range());
        let index = Index::parse(&sub.slice, &|e| {
            int_index(e) || super::rank::is_int_scalar(cx, scope, e)
        })?;
        require(
            !crate::fix::locate::has_comment(cx, sub.range()),
            reasons::COMMENT_INSIDE,
        )?;
        let (np, import) = cx.np();
        let text = cx.text(sub.value.range());
        // np.flip takes the value once, so any expression may be reversed; an argument that is
        // not one operand on its own keeps parentheses.
        let base = match sub.value.as_ref() {
            Expr::Yield(_)
            | Expr::YieldFrom(_)
            | Expr::Named(_)
            | Expr::Lambda(_)
            | Expr::If(_) => {
                format!("({text})")
            }
            _ => text.to_string(),
        };
        let base = base.as_str();
        let proven_array = proven_value(cx, &site.path, &sub.value);
        if let Expr::Name(n) = sub.value.as_ref() {
            require(
                proven_array || !util::used_as_non_ndarray(cx, &site.path, n.id.as_str()),
                "the sliced name has attributes no ndarray has (`A.toarray()`: a sparse matrix, a DataFrame): it is not gathered from as NumPy does",
            )?;
        }
        let store = !matches!(sub.ctx, ast::ExprContext::Load);
        if !store {
            if let Some(axes) = index.reversed_axes() {
                let flipped = format!("{np}.flip({base}, axis={axes})");
                let replacement = match index.after_flip(cx) {
                    Some(rest) => format!("{flipped}[{rest}]"),
                    None => flipped,
                };
                let edit = Edit::range_replacement(replacement, sub.range());
                let mut edits = vec![edit];
                edits.extend(import);
                return Ok(util::fix(
                    finding,
                    META.id,
                    format!("Reverse with `np.flip(..., axis={axes})` (a view, as before)"),
                    util::proven(proven_array),
                    edits,
                ));
            }
        }
        require(
            !index.has_new_axis(),
            "a `None` index next to a step slice that is not a reversal (the result axes could move)",
        )?;
        require(
            !is_out_argument(site.stmt, sub),
            "an `out=` target: a gather is a copy, and the call would write into it instead of the array",
        )?;
        require(
            !written_through(cx, &site.path, site.stmt, sub),
            "the slice is written through (`x[::2][0] = v`, `.fill()`, `.sort()`, `np.copyto`, or a name bound to it and written later): a gather would take the writes instead of the array",
        )?;
        require(
            !util::layout_inspected(cx, &site.path, site.stmt, sub.range()),
            "the slice's layout is inspected (`.flags`, `.strides`, `.base`, `np.shares_memory`): a gather is a contiguous copy, not a view",
        )?;
        require(
            !util::expected_to_fail(cx, &site.path, site.stmt, sub.range()),
            "a test expects code to fail on the strided value (`pytest.raises(E, f, x[::2])`): a contiguous copy may not fail",
        )?;
        if !matches!(sub.value.as_ref(), Expr::Name(_) | Expr::Attribute(_)) {
            return bound_first(cx, finding, site.stmt, sub, &index);
        }
        let step = index.step_part();
        let positions = index.render(cx, base, &np);
        let mut edits = vec![Edit::range_replacement(
            format!("{base}[{positions}]"),
            sub.range(),
        )];
        edits.extend(import.clone());
        let consumed_at_once =
            operand_of_arithmetic(site.stmt, sub) || stored_into_an_array(cx, site.stmt, sub);
        let safe = proven_array && (store || consumed_at_once);
        let title = if store {
            "Write through an index array (np.arange) instead of a step slice"
        } else {
            "Gather with an index array (np.arange) instead of a step slice"
        };
        let mut fix = util::fix(
            finding,
            META.id,
            title.to_string(),
            util::proven(safe),
            edits,
        );
        if let Some(mask) = index.mask(cx, base, &np, step) {
            let mut edits = vec![Edit::range_replacement(
                format!("{base}[{mask}]"),
                sub.range(),
            )];
            edits.extend(import);
            fix.alternatives.push(Alternative {
                title: format!("{title} — as a boolean mask (slower under cuPyNumeric)"),
                applicability: util::proven(safe),
                edits,
            });
        }
        Ok(fix)
    }
}

const EVALUATED_TWICE: &str =
    "the sliced value is not a plain name or attribute (it would be evaluated twice)";

/// `img = blur(img)[::2, ::2]`: the sliced value is computed, so the index arrays cannot take
/// its length without computing it twice. As the whole value of an assignment to a name, it is
/// bound to that name first (`img = blur(img)`), then gathered from it on the next line — the
/// same evaluation order, nothing in between; returned, it is bound to a new name first
/// (`sampled = blur(img)`, `return sampled[...]`). Unsafe: the kept result is a copy, not a view.
fn bound_first(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    sub: &ast::ExprSubscript,
    index: &Index,
) -> super::Offer {
    let (name, returned) = match stmt {
        Stmt::Assign(assign)
            if assign.value.range() == sub.range()
                && matches!(assign.targets.as_slice(), [Expr::Name(_)]) =>
        {
            let [Expr::Name(target)] = assign.targets.as_slice() else {
                return Err(Declined(EVALUATED_TWICE));
            };
            // The bounds are read after the name is rebound: they must not read it.
            require(
                !crate::model::expr::mentions_any(&sub.slice, std::slice::from_ref(&target.id)),
                EVALUATED_TWICE,
            )?;
            (target.id.to_string(), false)
        }
        // `return blur(img)[::2, ::2]`: the value is bound to a new name, then gathered from it.
        Stmt::Return(r) if r.value.as_ref().is_some_and(|v| v.range() == sub.range()) => {
            (super::rr_stack::fresh_name(cx, "sampled"), true)
        }
        _ => return bound_before(cx, finding, stmt, sub, index),
    };
    require(matches!(sub.ctx, ast::ExprContext::Load), EVALUATED_TWICE)?;
    // A list or another sequence is sliced the same way but cannot be gathered from.
    let scope = cx.model.scope_containing(sub.range());
    require(
        cx.model.kind(scope, &sub.value) == crate::model::Kind::Array,
        "the sliced value is computed and not known to be an array (a list would not take an index array)",
    )?;
    require(
        (crate::fix::locate::owns_its_lines(&cx.source.text, stmt.range())
            || super::rr_sync::ends_with_comment(cx, stmt.range()))
            && !spans_lines(cx, stmt),
        reasons::INDENTATION,
    )?;
    let indent = crate::fix::locate::indentation_of(&cx.source.text, stmt.range())
        .why(reasons::INDENTATION)?;
    let (np, import) = cx.np();
    let name = name.as_str();
    let positions = index.render(cx, name, &np);
    let value = cx.text(sub.value.range());
    let newline = cx.newline();
    let edit = if returned {
        Edit::range_replacement(
            format!("{name} = {value}{newline}{indent}return {name}[{positions}]"),
            stmt.range(),
        )
    } else {
        Edit::range_replacement(
            format!("{value}{newline}{indent}{name} = {name}[{positions}]"),
            sub.range(),
        )
    };
    let mut edits = vec![edit];
    edits.extend(import);
    Ok(util::fix(
        finding,
        META.id,
        format!("Bind the value to `{name}`, then gather with an index array (np.arange)"),
        ruff_diagnostics::Applicability::Unsafe,
        edits,
    ))
}

/// `print(np.round(smooth(x)[::25], 4))`: the computed value is bound to a new name on a line
/// of its own before the statement, and gathered from that name in place. Only where nothing
/// but names, attributes and literals is evaluated before the value in the statement, and the
/// value is evaluated exactly once (not under `if`/`else`, `and`/`or`, a comprehension or a
/// lambda), so the calls run in the same order as before. Unsafe: the result is a copy.
fn bound_before(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    sub: &ast::ExprSubscript,
    index: &Index,
) -> super::Offer {
    let value = match stmt {
        Stmt::Expr(e) => e.value.as_ref(),
        Stmt::Assign(a) => a.value.as_ref(),
        Stmt::AugAssign(a) if matches!(a.target.as_ref(), Expr::Name(_)) => a.value.as_ref(),
        Stmt::AnnAssign(a) => a.value.as_deref().why(EVALUATED_TWICE)?,
        Stmt::Return(r) => r.value.as_deref().why(EVALUATED_TWICE)?,
        _ => return Err(Declined(EVALUATED_TWICE)),
    };
    require(matches!(sub.ctx, ast::ExprContext::Load), EVALUATED_TWICE)?;
    require(
        evaluated_first_and_once(value, sub.range()),
        "the sliced value is computed after other calls in the statement, or only under a condition (binding it first would change the order)",
    )?;
    let scope = cx.model.scope_containing(sub.range());
    require(
        cx.model.kind(scope, &sub.value) == crate::model::Kind::Array,
        "the sliced value is computed and not known to be an array (a list would not take an index array)",
    )?;
    require(
        crate::fix::locate::owns_its_lines(&cx.source.text, stmt.range()),
        reasons::INDENTATION,
    )?;
    let indent = crate::fix::locate::indentation_of(&cx.source.text, stmt.range())
        .why(reasons::INDENTATION)?;
    let path = crate::fix::locate::statement_path(cx.module, stmt.start());
    let name = super::rr_stack::fresh_name_in_function(cx, &path, "sampled");
    let (np, import) = cx.np();
    let text = cx.text(sub.value.range());
    let bound = if text.contains('\n') {
        format!("{indent}{name} = ({text})")
    } else {
        format!("{indent}{name} = {text}")
    };
    let positions = index.render(cx, &name, &np);
    let mut edits = vec![
        util::insert_line_before(cx, stmt, &bound),
        Edit::range_replacement(format!("{name}[{positions}]"), sub.range()),
    ];
    edits.extend(import);
    Ok(util::fix(
        finding,
        META.id,
        format!("Bind the value to `{name}` first, then gather with an index array (np.arange)"),
        ruff_diagnostics::Applicability::Unsafe,
        edits,
    ))
}

/// `target` is reached from `expr` through operands evaluated unconditionally, and everything
/// evaluated before it on the way is a name, an attribute of one or a literal.
fn evaluated_first_and_once(expr: &Expr, target: ruff_text_size::TextRange) -> bool {
    if expr.range() == target {
        return true;
    }
    let inside = |e: &Expr| e.range().contains_range(target);
    // Operands in evaluation order: the one holding the target must be reached with only plain
    // operands before it.
    let through = |operands: Vec<&Expr>| {
        let Some(at) = operands.iter().position(|e| inside(e)) else {
            return false;
        };
        operands[..at].iter().all(|e| is_plain(e)) && evaluated_first_and_once(operands[at], target)
    };
    match expr {
        Expr::Call(c) => through(
            std::iter::once(c.func.as_ref())
                .chain(c.arguments.args.iter())
                .chain(c.arguments.keywords.iter().map(|k| &k.value))
                .collect(),
        ),
        Expr::BinOp(b) => through(vec![&b.left, &b.right]),
        Expr::UnaryOp(u) => through(vec![&u.operand]),
        Expr::Compare(c) => through(
            std::iter::once(c.left.as_ref())
                .chain(c.comparators.first())
                .collect(),
        ),
        Expr::Tuple(t) => through(t.elts.iter().collect()),
        Expr::List(l) => through(l.elts.iter().collect()),
        Expr::Subscript(s) => through(vec![&s.value, &s.slice]),
        Expr::Attribute(a) => through(vec![&a.value]),
        Expr::Starred(s) => through(vec![&s.value]),
        _ => false,
    }
}

/// A name, an attribute of one, or a literal: evaluating it earlier or later is the same.
fn is_plain(e: &Expr) -> bool {
    match e {
        Expr::Name(_) | Expr::NumberLiteral(_) | Expr::StringLiteral(_) => true,
        Expr::BooleanLiteral(_) | Expr::NoneLiteral(_) => true,
        Expr::Attribute(a) => is_plain(&a.value),
        _ => false,
    }
}

/// `np.minimum.accumulate(a, out=x[::2])`: the subscript is where a call writes its result.
fn is_out_argument(stmt: &Stmt, sub: &ast::ExprSubscript) -> bool {
    crate::model::expr::any_expr_in_body(std::slice::from_ref(stmt), |e| {
        matches!(e, Expr::Call(c) if c.arguments.keywords.iter().any(|k| {
            k.arg.as_ref().is_some_and(|a| a.as_str() == "out") && k.value.range() == sub.range()
        }))
    })
}

/// Methods that change the array they are called on.
const MUTATING_METHODS: &[&str] = &["fill", "sort", "put", "partition", "resize", "itemset"];
/// NumPy functions that write into their first argument.
const WRITING_FUNCTIONS: &[&str] = &["copyto", "fill_diagonal", "put", "place", "putmask"];

/// The view is written: subscripted in a store (`x[::2][0] = v`, `x[::2][m] += 1`), the receiver
/// of a mutating method, the first argument of a NumPy function that writes into it or of a
/// shuffle, or bound to a name that the function writes into later (`v = x[::2]; v[0] = 9`) —
/// when the sliced array is a name or attribute that other code can read.
fn written_through(cx: &FixContext, path: &[&Stmt], stmt: &Stmt, sub: &ast::ExprSubscript) -> bool {
    // A slice of a value made right here (`np.ones(10)[::2]`): nothing else sees its base, so
    // writes into the gathered copy are the same writes.
    if !matches!(sub.value.as_ref(), Expr::Name(_) | Expr::Attribute(_)) {
        return false;
    }
    let is_sub = |e: &Expr| e.range() == sub.range();
    let direct = crate::model::expr::any_expr_in_body(std::slice::from_ref(stmt), |e| match e {
        Expr::Subscript(outer) => {
            !matches!(outer.ctx, ast::ExprContext::Load) && is_sub(&outer.value)
        }
        Expr::Call(c) => match c.func.as_ref() {
            Expr::Attribute(a) if is_sub(&a.value) => MUTATING_METHODS.contains(&a.attr.as_str()),
            Expr::Attribute(a) if a.attr.as_str() == "shuffle" => {
                c.arguments.args.first().is_some_and(is_sub)
            }
            func => {
                c.arguments.args.first().is_some_and(is_sub)
                    && cx
                        .model
                        .numpy_call_name(func)
                        .and_then(crate::model::api::numpy_member)
                        .is_some_and(|m| WRITING_FUNCTIONS.contains(&m))
            }
        },
        _ => false,
    });
    if direct {
        return true;
    }
    let Stmt::Assign(a) = stmt else { return false };
    let ([Expr::Name(kept)], true) = (a.targets.as_slice(), is_sub(&a.value)) else {
        return false;
    };
    let body = util::enclosing_body(cx, path);
    writes_into(cx, body, kept.id.as_str())
}

/// `name[...] = v`, `name += v`, `name[...] += v`, a mutating method of `name`, `out=name`, or
/// `name` as the first argument of a NumPy function that writes into it, anywhere in `body`.
fn writes_into(cx: &FixContext, body: &[Stmt], name: &str) -> bool {
    let is_name = |e: &Expr| matches!(e, Expr::Name(n) if n.id.as_str() == name);
    let stored = crate::model::tree::all_statements(body)
        .into_iter()
        .any(|s| match s {
            Stmt::Assign(a) => a
                .targets
                .iter()
                .any(|t| matches!(t, Expr::Subscript(sub) if is_name(&sub.value))),
            Stmt::AugAssign(a) => {
                is_name(&a.target)
                    || matches!(a.target.as_ref(), Expr::Subscript(sub) if is_name(&sub.value))
            }
            _ => false,
        });
    stored
        || crate::model::expr::any_expr_in_body(body, |e| {
            let Expr::Call(c) = e else { return false };
            let out =
                c.arguments.keywords.iter().any(|k| {
                    k.arg.as_ref().is_some_and(|a| a.as_str() == "out") && is_name(&k.value)
                });
            let method = matches!(c.func.as_ref(), Expr::Attribute(a)
                if is_name(&a.value) && MUTATING_METHODS.contains(&a.attr.as_str()));
            let written_arg = c.arguments.args.first().is_some_and(is_name)
                && cx
                    .model
                    .numpy_call_name(&c.func)
                    .and_then(crate::model::api::numpy_member)
                    .is_some_and(|m| WRITING_FUNCTIONS.contains(&m));
            out || method || written_arg
        })
}

/// A statement written over several lines (its text would be split in the middle).
fn spans_lines(cx: &FixContext, stmt: &Stmt) -> bool {
    cx.text(stmt.range()).contains('\n')
}

/// Safe needs proof the sliced value is an ndarray (a sparse matrix or a list is sliced the same
/// way and gathers differently): a name bound only to NumPy calls, a NumPy call, a slice of a
/// proven value, or arithmetic of proven values and number literals.
fn proven_value(cx: &FixContext, path: &[&Stmt], e: &Expr) -> bool {
    match e {
        Expr::Name(n) => util::proven_ndarray(cx, path, n.id.as_str()),
        Expr::Call(c) => cx.model.numpy_call_name(&c.func).is_some(),
        Expr::Subscript(s) => proven_value(cx, path, &s.value),
        Expr::BinOp(b) => {
            // Each side is looked at once: nested arithmetic stays linear in its depth.
            let side = |x: &Expr| match x {
                Expr::NumberLiteral(_) => Some(false),
                x => proven_value(cx, path, x).then_some(true),
            };
            matches!((side(&b.left), side(&b.right)), (Some(l), Some(r)) if l || r)
        }
        Expr::UnaryOp(u) => proven_value(cx, path, &u.operand),
        _ => false,
    }
}

/// The innermost subscript starting at `offset` that has a slice with a step other than 1.
fn strided_subscript(stmt: &Stmt, offset: TextSize) -> Option<&ast::ExprSubscript> {
    let mut found = None;
    super::rr_mask::visit_subscripts(stmt, &mut |s| {
        if s.start() == offset && has_step(&s.slice) {
            found = Some(s);
        }
    });
    found
}

fn has_step(slice: &Expr) -> bool {
    let stepped = |e: &Expr| matches!(e, Expr::Slice(s) if s.step.as_deref().is_some_and(|k| int_literal(k) != Some(1)));
    match slice {
        Expr::Tuple(t) => t.elts.iter().any(stepped),
        e => stepped(e),
    }
}

/// `x` is consumed at once as an operand of arithmetic or a comparison: no reference to the
/// gathered copy outlives the expression, so copy and view give the same values.
fn operand_of_arithmetic(stmt: &Stmt, x: &ast::ExprSubscript) -> bool {
    let is_x = |e: &Expr| e.range() == x.range();
    crate::model::expr::any_expr_in_body(std::slice::from_ref(stmt), |e| match e {
        Expr::BinOp(b) => is_x(&b.left) || is_x(&b.right),
        Expr::UnaryOp(u) => is_x(&u.operand),
        Expr::Compare(c) => is_x(&c.left) || c.comparators.iter().any(is_x),
        _ => false,
    })
}

/// `x` is the whole value stored into elements of a proven array (`receivers[n] = p[10, ::10]`):
/// its values are copied there, and no reference to the gather is kept.
fn stored_into_an_array(cx: &FixContext, stmt: &Stmt, x: &ast::ExprSubscript) -> bool {
    let Stmt::Assign(a) = stmt else { return false };
    let scope = cx.model.scope_containing(a.range);
    a.value.range() == x.range()
        && a.targets.iter().all(|t| {
            matches!(t, Expr::Subscript(s)
                if matches!(s.value.as_ref(), Expr::Name(_))
                    && cx.model.kind(scope, &s.value) == crate::model::Kind::Array)
        })
}

/// One part of a subscript: a plain slice (`:`, `lo:hi`), the step slice, or `...`.
enum Part<'a> {
    Plain(&'a Expr),
    Step {
        lower: Option<&'a Expr>,
        upper: Option<&'a Expr>,
        step: i64,
    },
    Ellipsis,
    /// An integer literal (`0`, `-1`): drops its axis.
    Int(&'a Expr),
    /// `None`: a new axis of length 1 (taken only beside reversals).
    NewAxis,
}

struct Index<'a> {
    parts: Vec<Part<'a>>,
    /// Plain slices become index arrays too, so that every indexed axis is an array and their
    /// block stays where it was (`b[::2, :, ::3]`, `b[0, :, ::2]`).
    expand_plain: bool,
}

impl<'a> Index<'a> {
    /// Step slices among plain slices, integers (literals, or names `is_int` proves to be
    /// Python integers) and at most one `...`, arranged so that the result axes stay in place.
    fn parse(slice: &'a Expr, is_int: &dyn Fn(&Expr) -> bool) -> Result<Index<'a>, Declined> {
        let elements: Vec<&Expr> = match slice {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        let mut parts = Vec::new();
        for e in elements {
            let part = match e {
                Expr::Slice(s) => match s.step.as_deref().and_then(int_literal) {
                    Some(step) if step != 1 => Part::Step {
                        lower: s.lower.as_deref(),
                        upper: s.upper.as_deref(),
                        step,
                    },
                    _ if s.step.is_some() && s.step.as_deref().and_then(int_literal) != Some(1) => {
                        return Err(Declined("a step that is not an integer literal"))
                    }
                    _ => Part::Plain(e),
                },
                Expr::EllipsisLiteral(_) => Part::Ellipsis,
                Expr::NoneLiteral(_) => Part::NewAxis,
                e if is_int(e) => Part::Int(e),
                _ => {
                    return Err(Declined(
                        "an array index, or a name not proven a Python integer, next to the step slice (the result axes could move)",
                    ))
                }
            };
            parts.push(part);
        }
        let ellipses = parts.iter().filter(|p| matches!(p, Part::Ellipsis)).count();
        let mut index = Index {
            parts,
            expand_plain: false,
        };
        require(index.steps() >= 1 && ellipses <= 1, "no step slice here")?;
        if !index.axes_stay_in_place() {
            index.expand_plain = true;
            require(
                index.axes_stay_in_place(),
                "`...` between the step slices and integer indices (the result axes would move)",
            )?;
        }
        Ok(index)
    }

    fn is_array_part(&self, part: &Part) -> bool {
        match part {
            Part::Step { .. } => true,
            Part::Plain(_) => self.expand_plain,
            Part::Int(_) | Part::Ellipsis | Part::NewAxis => false,
        }
    }

    /// NumPy puts the axes of index arrays (and the integers among them) where the first of
    /// them stands when they are adjacent, and in front otherwise. Either way the result keeps
    /// the slice's axis order when the step slices and integers form one block, or when every
    /// step slice comes before every plain slice and `...`.
    fn axes_stay_in_place(&self) -> bool {
        let advanced: Vec<usize> = (0..self.parts.len())
            .filter(|&k| {
                self.is_array_part(&self.parts[k]) || matches!(self.parts[k], Part::Int(_))
            })
            .collect();
        let adjacent = advanced.windows(2).all(|w| w[1] == w[0] + 1);
        let last_step = (0..self.parts.len())
            .rev()
            .find(|&k| self.is_array_part(&self.parts[k]));
        let first_plain = (0..self.parts.len()).find(|&k| {
            !self.is_array_part(&self.parts[k]) && !matches!(self.parts[k], Part::Int(_))
        });
        adjacent
            || match (last_step, first_plain) {
                (Some(step), Some(plain)) => step < plain,
                _ => true,
            }
    }

    /// The axes a pure reversal flips (`a[::-1]` → `0`, `a[::-1, ::-1]` → `(0, 1)`), when every
    /// other part is a full `:`.
    fn reversed_axes(&self) -> Option<String> {
        let mut axes = Vec::new();
        for (k, part) in self.parts.iter().enumerate() {
            match part {
                Part::Step {
                    lower: None,
                    upper: None,
                    step: -1,
                    ..
                } => axes.push(self.axis_label(k)?),
                Part::Plain(Expr::Slice(s))
                    if s.lower.is_none() && s.upper.is_none() && s.step.is_none() => {}
                Part::Int(_) | Part::NewAxis | Part::Ellipsis => {}
                _ => return None,
            }
        }
        match axes.as_slice() {
            [one] => Some(one.clone()),
            many => Some(format!("({})", many.join(", "))),
        }
    }

    /// After `np.flip` of the reversed axes, the integer indices and new axes still to apply
    /// (`b[::-1, 0]` → `np.flip(b, axis=0)[:, 0]`, `r[None, ::-1]` → `np.flip(r, axis=0)[None, :]`);
    /// None when there are none.
    fn after_flip(&self, cx: &FixContext) -> Option<String> {
        let last = self
            .parts
            .iter()
            .rposition(|p| matches!(p, Part::Int(_) | Part::NewAxis))?;
        let rest: Vec<String> = self.parts[..=last]
            .iter()
            .map(|p| match p {
                Part::Int(e) => cx.text(e.range()).to_string(),
                Part::Ellipsis => "...".to_string(),
                Part::NewAxis => "None".to_string(),
                _ => ":".to_string(),
            })
            .collect();
        Some(rest.join(", "))
    }

    /// The axis of the array that part `k` indexes: counted from the front before `...`, from
    /// the back after it; `None` parts index no axis of the array.
    fn axis_label(&self, k: usize) -> Option<String> {
        let indexes_axis = |p: &Part| !matches!(p, Part::Ellipsis | Part::NewAxis);
        match self.parts.iter().position(|p| matches!(p, Part::Ellipsis)) {
            Some(e) if k > e => Some(format!(
                "-{}",
                self.parts[k..].iter().filter(|p| indexes_axis(p)).count()
            )),
            _ => Some(
                self.parts[..k]
                    .iter()
                    .filter(|p| indexes_axis(p))
                    .count()
                    .to_string(),
            ),
        }
    }

    fn has_new_axis(&self) -> bool {
        self.parts.iter().any(|p| matches!(p, Part::NewAxis))
    }

    fn steps(&self) -> usize {
        self.parts
            .iter()
            .filter(|p| matches!(p, Part::Step { .. }))
            .count()
    }

    fn step_part(&self) -> usize {
        self.parts
            .iter()
            .position(|p| matches!(p, Part::Step { .. }))
            .unwrap_or(0)
    }

    /// The length of the stepped axis.
    fn length(&self, base: &str, k: usize) -> String {
        match self.axis_label(k).as_deref() {
            Some("0") => format!("len({base})"),
            Some(axis) => format!("{base}.shape[{axis}]"),
            None => format!("len({base})"),
        }
    }

    /// The subscript with every step slice (and, when expanded, every plain slice) as an index
    /// array. Several of them are shaped to broadcast against each other (`np.arange(…)[:, None]`,
    /// then `np.arange(…)`): the outer product of positions, the same block the slices select.
    fn render(&self, cx: &FixContext, base: &str, np: &str) -> String {
        let arrays = self.parts.iter().filter(|p| self.is_array_part(p)).count();
        let mut seen = 0;
        let rendered: Vec<String> = self
            .parts
            .iter()
            .enumerate()
            .map(|(i, part)| {
                let at = match part {
                    Part::Int(e) => return cx.text(e.range()).to_string(),
                    Part::Ellipsis => return "...".to_string(),
                    Part::NewAxis => return "None".to_string(),
                    Part::Plain(e) if !self.expand_plain => return cx.text(e.range()).to_string(),
                    Part::Plain(e) => {
                        let Expr::Slice(s) = e else {
                            return cx.text(e.range()).to_string();
                        };
                        let n = self.length(base, i);
                        positions(cx, np, s.lower.as_deref(), s.upper.as_deref(), 1, &n)
                    }
                    Part::Step {
                        lower, upper, step, ..
                    } => positions(cx, np, *lower, *upper, *step, &self.length(base, i)),
                };
                seen += 1;
                match arrays - seen {
                    0 => at,
                    trailing => format!("{at}[:{}]", ", None".repeat(trailing)),
                }
            })
            .collect();
        rendered.join(", ")
    }

    /// `a[lo::k]` (`0 <= lo < k`, one axis) as a boolean mask.
    fn mask(&self, cx: &FixContext, base: &str, np: &str, k: usize) -> Option<String> {
        let [Part::Step {
            lower,
            upper: None,
            step,
            ..
        }] = self.parts.as_slice()
        else {
            return None;
        };
        let lo = match lower {
            None => 0,
            Some(e) => int_literal(e)?,
        };
        let _ = cx;
        (*step > 1 && (0..*step).contains(&lo))
            .then(|| format!("{np}.arange({}) % {step} == {lo}", self.length(base, k)))
    }
}

/// An integer literal index, possibly negative.
fn int_index(e: &Expr) -> bool {
    match e {
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => int_literal(&u.operand).is_some(),
        e => int_literal(e).is_some(),
    }
}

/// The positions a slice selects along an axis of length `n`: `np.arange(lo, n, k)` for a
/// positive step from a non-negative literal start with no stop, otherwise the exact
/// normalization Python itself applies, `np.arange(*slice(lo, hi, k).indices(n))`.
fn positions(
    cx: &FixContext,
    np: &str,
    lower: Option<&Expr>,
    upper: Option<&Expr>,
    step: i64,
    n: &str,
) -> String {
    let text = |e: Option<&Expr>| e.map_or("None".to_string(), |e| cx.text(e.range()).to_string());
    let simple_start = match lower {
        None => Some(0),
        Some(e) => int_literal(e).filter(|v| *v >= 0),
    };
    match (simple_start, upper) {
        (Some(0), None) if step == 1 && lower.is_none() => format!("{np}.arange({n})"),
        (None, None) if step == -1 && lower.is_none() => format!("{np}.arange({n} - 1, -1, -1)"),
        (Some(lo), None) if step == 1 => format!("{np}.arange({lo}, {n})"),
        (Some(0), None) if step > 1 => format!("{np}.arange(0, {n}, {step})"),
        (Some(lo), None) if step > 1 => format!("{np}.arange({lo}, {n}, {step})"),
        _ => format!(
            "{np}.arange(*slice({}, {}, {step}).indices({n}))",
            text(lower),
            text(upper)
        ),
    }
}
