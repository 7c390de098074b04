//! RR-mask (R204): `idx = np.nonzero(c); a[idx] = v` → `a[c] = v`; `a[np.nonzero(c)]` → `a[c]`.
//! Offered only when `c` is provably boolean (a comparison or logical expression, or a name bound
//! to one). Safe when `c` is built from the indexed array itself (shapes match), no name `c` reads
//! is rebound or mutated between the `nonzero` and the indexing, and every use of `idx` is
//! rewritten (its assignment is then removed); unsafe otherwise.

use ruff_diagnostics::Edit;
use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::util::{self, site};
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::{any_expr, any_expr_in_body, builtin_name, method_call};
use crate::recipe_meta;

recipe_meta!(
    "RR-mask",
    &["R204"],
    "Index with the boolean mask instead of nonzero/where indices",
    "safe when the mask is boolean, built from the indexed array, and its inputs are unchanged in between; unsafe when shapes are unproven or np.where(c)[0] is used; not offered for non-boolean conditions or argwhere",
    "the mask's shape or dtype is not proven to match the indexed array"
);

pub struct Recipe;

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = site(cx, finding).why(reasons::NOT_LOCATED)?;
        let offset = TextSize::from(finding.start_offset);
        let subscript = find_subscript(site.stmt, offset).why(reasons::NOT_LOCATED)?;
        if let Some((mask, first_only)) = producer_mask(cx, &subscript.slice) {
            return inline_fix(cx, finding, subscript, mask, first_only);
        }
        bound_fix(cx, finding, &site, subscript)
    }
}

fn find_subscript(stmt: &Stmt, offset: TextSize) -> Option<&ast::ExprSubscript> {
    let mut result = None;
    visit_subscripts(stmt, &mut |s| {
        if s.start() == offset && result.is_none() {
            result = Some(s);
        }
    });
    result
}

pub(crate) fn visit_subscripts<'a>(stmt: &'a Stmt, f: &mut dyn FnMut(&'a ast::ExprSubscript)) {
    struct V<'f, 'a> {
        f: &'f mut dyn FnMut(&'a ast::ExprSubscript),
    }
    impl<'a> ruff_python_ast::visitor::Visitor<'a> for V<'_, 'a> {
        fn visit_expr(&mut self, e: &'a Expr) {
            if let Expr::Subscript(s) = e {
                (self.f)(s);
            }
            ruff_python_ast::visitor::walk_expr(self, e);
        }
    }
    ruff_python_ast::visitor::Visitor::visit_stmt(&mut V { f }, stmt);
}

/// `np.nonzero(c)` / `c.nonzero()` / `np.where(c)` (and `[0]` of one): the mask `c`, and whether
/// only the first index array was taken.
fn producer_mask<'e>(cx: &FixContext, e: &'e Expr) -> Option<(&'e Expr, bool)> {
    match e {
        Expr::Subscript(s)
            if matches!(s.slice.as_ref(), Expr::NumberLiteral(_))
                && crate::model::expr::int_literal(&s.slice) == Some(0) =>
        {
            producer_mask(cx, &s.value).map(|(m, _)| (m, true))
        }
        Expr::Call(call) => {
            if let Some(name) = cx.model.numpy_call_name(&call.func) {
                let one_arg = call.arguments.args.len() == 1 && call.arguments.keywords.is_empty();
                return matches!(name, "numpy.nonzero" | "numpy.where")
                    .then_some(())
                    .filter(|_| one_arg)
                    .map(|_| (&call.arguments.args[0], false));
            }
            match method_call(call) {
                Some((recv, "nonzero")) if call.arguments.is_empty() => Some((recv, false)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A comparison, `~`/`&`/`|` of masks, `np.isnan(...)`-style predicate, or a name bound to one.
fn is_boolean(cx: &FixContext, e: &Expr, depth: u32) -> bool {
    if depth > 4 {
        return false;
    }
    match e {
        Expr::Compare(c) => !c.ops.iter().any(|op| {
            matches!(
                op,
                ast::CmpOp::Is | ast::CmpOp::IsNot | ast::CmpOp::In | ast::CmpOp::NotIn
            )
        }),
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::Invert => is_boolean(cx, &u.operand, depth + 1),
        Expr::BinOp(b)
            if matches!(
                b.op,
                ast::Operator::BitAnd | ast::Operator::BitOr | ast::Operator::BitXor
            ) =>
        {
            is_boolean(cx, &b.left, depth + 1) && is_boolean(cx, &b.right, depth + 1)
        }
        Expr::Call(call) => cx.model.numpy_call_name(&call.func).is_some_and(|n| {
            matches!(
                n.strip_prefix("numpy.").unwrap_or(""),
                "isnan"
                    | "isfinite"
                    | "isinf"
                    | "logical_and"
                    | "logical_or"
                    | "logical_not"
                    | "logical_xor"
                    | "isclose"
                    | "signbit"
            )
        }),
        Expr::Name(n) => {
            let values = cx
                .model
                .bound_values(cx.model.scope_containing(n.range()), n.id.as_str());
            values.len() == 1 && is_boolean(cx, values[0], depth + 1)
        }
        _ => false,
    }
}

const FIRST_AXIS_ONLY: &str = "`nonzero(c)[0]` of a condition with two or more axes lists the rows of the hits (repeated), not the hits: the mask would select something else";
const FIRST_AXIS_MAY_CHANGE: &str = "`nonzero(c)[0]` equals the mask only for a 1-D condition (for a 2-D one it lists the rows of the hits, repeated), and the condition's rank is not proven; the mask's shape or dtype is not proven to match the indexed array";

/// `np.where(c)[0]` equals the mask `c` as an index only when `c` is 1-D.
fn mask_rank(cx: &FixContext, mask: &Expr) -> Option<usize> {
    let scope = cx.model.scope_containing(mask.range());
    super::rank::value_rank(cx, scope, mask)
}

/// The fix, warning when `[0]` was taken of a condition whose rank is not proven.
fn labelled(
    cx: &FixContext,
    mut fix: crate::fix::Fix,
    mask: &Expr,
    first_only: bool,
) -> crate::fix::Fix {
    if first_only && mask_rank(cx, mask) != Some(1) {
        fix.may_change = Some(FIRST_AXIS_MAY_CHANGE.into());
    }
    fix
}

/// What the indexed object is known to be: a proven array may be safe; an object of unknown
/// kind at most unsafe; a non-array, or one indexed by string keys (`tbl["col"]` — a table or a
/// DataFrame, where `x[c]` and `x[np.nonzero(c)]` differ), never.
fn indexed_kind(cx: &FixContext, base: &Expr, mask: &Expr) -> Option<bool> {
    let scope = cx.model.scope_containing(base.range());
    let string_key = |e: &Expr| matches!(e, Expr::Subscript(s) if matches!(s.slice.as_ref(), Expr::StringLiteral(_)));
    if crate::model::expr::any_expr(mask, string_key) {
        return None;
    }
    match cx.model.kind(scope, base) {
        crate::model::Kind::Array => Some(true),
        crate::model::Kind::NotArray => None,
        _ => Some(false),
    }
}

/// The mask is computed elementwise from the array being indexed and numbers (`a[a > 0]`,
/// `a[(a > lo) & ~np.isnan(a)]`): the shapes match.
fn built_from(cx: &FixContext, mask: &Expr, base: &Expr) -> bool {
    let Expr::Name(b) = base else { return false };
    elementwise_of(cx, mask, b.id.as_str(), 0) == Some(true)
}

/// `Some(true)` when `e` has the shape of `base` (elementwise of it and numbers), `Some(false)`
/// for a number, `None` when its shape is not known to be either.
fn elementwise_of(cx: &FixContext, e: &Expr, base: &str, depth: u32) -> Option<bool> {
    if depth > 16 {
        return None;
    }
    let all = |operands: &mut dyn Iterator<Item = &Expr>| {
        let mut shaped = false;
        for o in operands {
            shaped |= elementwise_of(cx, o, base, depth + 1)?;
        }
        Some(shaped)
    };
    match e {
        Expr::Name(n) if n.id.as_str() == base => Some(true),
        Expr::NumberLiteral(_) | Expr::BooleanLiteral(_) => Some(false),
        // Another name broadcast against the array (`stock < reorder_point`, `i == j`): where
        // `a[np.nonzero(m)]` works, m has a's rank, and its extents are a's.
        Expr::Name(_) | Expr::Attribute(_) => Some(false),
        Expr::Compare(c) => all(&mut std::iter::once(c.left.as_ref()).chain(c.comparators.iter())),
        Expr::BinOp(b) => all(&mut [b.left.as_ref(), b.right.as_ref()].into_iter()),
        Expr::UnaryOp(u) => elementwise_of(cx, &u.operand, base, depth + 1),
        Expr::Call(c) if builtin_name(&c.func) == Some("abs") => all(&mut c.arguments.args.iter()),
        Expr::Call(c) if c.arguments.keywords.is_empty() => {
            let member = cx.model.numpy_call_name(&c.func)?.strip_prefix("numpy.")?;
            crate::model::api::is_ufunc(member)
                .then(|| all(&mut c.arguments.args.iter()))
                .flatten()
        }
        _ => None,
    }
}

/// The mask reads a slice or a difference of the indexed array (`keep` built over
/// `ffilt[:nfilt]`, `np.diff(x) > 0`): its length differs from the array's in the common case,
/// and indexing with it raises.
fn resized_from(cx: &FixContext, mask: &Expr, base: &Expr, depth: u32) -> bool {
    let Expr::Name(b) = base else { return false };
    let is_base = |e: &Expr| matches!(e, Expr::Name(n) if n.id == b.id);
    let scope = cx.model.scope_containing(mask.range());
    any_expr(mask, |e| match e {
        Expr::Subscript(sub) if is_base(&sub.value) => {
            // `a[:, 0]` keeps the first axis whole; `a[:n]`, `a[1:]` do not.
            let slices = |x: &Expr| {
                matches!(x, Expr::Slice(s)
                if s.lower.is_some() || s.upper.is_some() || s.step.is_some())
            };
            match sub.slice.as_ref() {
                Expr::Tuple(t) => t.elts.first().is_some_and(slices),
                x => slices(x),
            }
        }
        Expr::Call(c) => {
            let resizing = cx
                .model
                .numpy_call_name(&c.func)
                .is_some_and(|n| matches!(n, "numpy.diff" | "numpy.ediff1d" | "numpy.gradient"));
            resizing && c.arguments.args.first().is_some_and(is_base)
        }
        Expr::Name(n) if depth < 4 && n.id != b.id => cx
            .model
            .bound_values(scope, n.id.as_str())
            .iter()
            .any(|v| resized_from(cx, v, base, depth + 1)),
        _ => false,
    })
}

fn mask_text(cx: &FixContext, mask: &Expr) -> String {
    let text = cx.text(mask.range());
    if matches!(mask, Expr::Named(_) | Expr::If(_) | Expr::Lambda(_)) {
        format!("({text})")
    } else {
        text.to_string()
    }
}

const NOT_BOOLEAN: &str = "the `nonzero`/`where` argument is not provably boolean";
const RESIZED: &str = "the mask is built from a slice or a difference of the indexed array (`a[:n] > 0`, `np.diff(a) > 0`): its length differs from the array's, and indexing with it raises";
const NOT_AN_ARRAY: &str = "the indexed value is a table (string keys) or not an array";
const UNBOUND_INDEX: &str =
    "the index name is not bound to a `nonzero`/`where` result in this function";

fn inline_fix(
    cx: &FixContext,
    finding: &Finding,
    subscript: &ast::ExprSubscript,
    mask: &Expr,
    first_only: bool,
) -> super::Offer {
    require(is_boolean(cx, mask, 0), NOT_BOOLEAN)?;
    require(
        !crate::fix::locate::has_comment(cx, subscript.slice.range()),
        reasons::COMMENT_INSIDE,
    )?;
    require(
        !(first_only && mask_rank(cx, mask).is_some_and(|r| r >= 2)),
        FIRST_AXIS_ONLY,
    )?;
    require(!resized_from(cx, mask, &subscript.value, 0), RESIZED)?;
    let proven_array = indexed_kind(cx, &subscript.value, mask).why(NOT_AN_ARRAY)?;
    let edit = Edit::range_replacement(mask_text(cx, mask), subscript.slice.range());
    let safe = proven_array && !first_only && built_from(cx, mask, &subscript.value);
    let applicability = util::proven(safe);
    let fix = util::fix(
        finding,
        META.id,
        "Index with the boolean mask".to_string(),
        applicability,
        vec![edit],
    );
    Ok(labelled(cx, fix, mask, first_only))
}

fn bound_fix(
    cx: &FixContext,
    finding: &Finding,
    site: &util::Site,
    subscript: &ast::ExprSubscript,
) -> super::Offer {
    let names = index_names(&subscript.slice)
        .why("the index is not a `nonzero`/`where` result or a name bound to one")?;
    let function_body = util::enclosing_body(cx, &site.path);
    let binding = find_binding(function_body, &names).why(UNBOUND_INDEX)?;
    let Stmt::Assign(assign) = binding else {
        return Err(Declined(UNBOUND_INDEX));
    };
    let (mask, first_only) = producer_mask(cx, &assign.value).why(UNBOUND_INDEX)?;
    require(is_boolean(cx, mask, 0), NOT_BOOLEAN)?;
    require(!resized_from(cx, mask, &subscript.value, 0), RESIZED)?;
    require(
        !(names.len() > 1 && first_only),
        "several index names unpacked from `nonzero(...)[0]`",
    )?;
    require(
        !(first_only && mask_rank(cx, mask).is_some_and(|r| r >= 2)),
        FIRST_AXIS_ONLY,
    )?;
    require(
        binding.end() <= subscript.start(),
        "the index is bound after this use (its value comes from an earlier iteration)",
    )?;
    let mask_inputs: Vec<Name> = {
        let mut v = Vec::new();
        any_expr(mask, |e| {
            if let Expr::Name(n) = e {
                v.push(n.id.clone());
            }
            false
        });
        v
    };
    // The mask is re-evaluated where the index was used: nothing it reads may change from the
    // `nonzero` up to that use, nor inside a loop around the use that the binding is outside of.
    let stable_up_to = |use_start: TextSize| {
        let between = TextRange::new(binding.end(), use_start);
        let loops_ok = loops_around(&site.path, use_start)
            .iter()
            .filter(|l| !l.range().contains_range(binding.range()))
            .all(|l| {
                mask_inputs
                    .iter()
                    .all(|n| !disturbed_between(cx, util::loop_body(l), n.as_str(), l.range()))
            });
        loops_ok
            && mask_inputs
                .iter()
                .all(|n| !disturbed_between(cx, function_body, n.as_str(), between))
    };
    require(
        stable_up_to(subscript.start()),
        "what the mask reads changes between the `nonzero` and the indexing",
    )?;
    // `i_free = np.nonzero(l_free)[0]`, `c = np.concatenate((c, pad))`, `c[i_free]`: the array
    // indexed is another (longer) one than when the indices were taken. (A first binding in
    // between, `out = np.zeros(len(c))`, is made for the indices.)
    let indexed_rebound = match subscript.value.as_ref() {
        Expr::Name(n) => {
            util::bound_before(cx, &site.path, n.id.as_str(), binding.range())
                && util::all_statements(function_body).into_iter().any(|s| {
                    TextRange::new(binding.end(), subscript.start()).contains_range(s.range())
                        && util::statement_binds(s, n.id.as_str())
                })
        }
        _ => false,
    };
    require(
        !indexed_rebound,
        "the indexed array is rebound between the `nonzero` and the indexing (its length may no longer match the mask's)",
    )?;
    // Every use of the index names must be this exact indexing form to drop the assignment.
    let uses = index_uses(function_body, &names, binding.range());
    let all_index_uses = uses.iter().all(|u| u.1);
    let last_use = uses
        .iter()
        .map(|u| u.0.start())
        .max()
        .unwrap_or(subscript.start());
    let all_stable = uses.iter().all(|u| u.0.start() > binding.end())
        && stable_up_to(last_use)
        && uses_in_loops_ok(cx, function_body, &uses, binding, &mask_inputs);
    let text = mask_text(cx, mask);
    let mut edits: Vec<Edit> = Vec::new();
    let rewrite_all = all_index_uses && all_stable;
    if rewrite_all {
        for (slice_range, _) in &uses {
            edits.push(Edit::range_replacement(text.clone(), *slice_range));
        }
        let block = block_of(function_body, binding).why(reasons::NOT_LOCATED)?;
        edits.push(util::remove_statement(cx, binding, block).why(reasons::INDENTATION)?);
    } else {
        edits.push(Edit::range_replacement(text, subscript.slice.range()));
    }
    let proven_array = indexed_kind(cx, &subscript.value, mask).why(NOT_AN_ARRAY)?;
    let safe = proven_array && !first_only && built_from(cx, mask, &subscript.value) && rewrite_all;
    let applicability = util::proven(safe);
    let fix = util::fix(
        finding,
        META.id,
        "Index with the boolean mask".to_string(),
        applicability,
        edits,
    );
    Ok(labelled(cx, fix, mask, first_only))
}

/// `idx` or `(i, j)` as written in the subscript.
fn index_names(slice: &Expr) -> Option<Vec<Name>> {
    match slice {
        Expr::Name(n) => Some(vec![n.id.clone()]),
        Expr::Tuple(t) => t
            .elts
            .iter()
            .map(|e| match e {
                Expr::Name(n) => Some(n.id.clone()),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The single assignment binding exactly these names (`idx = ...` or `i, j = ...`).
fn find_binding<'a>(body: &'a [Stmt], names: &[Name]) -> Option<&'a Stmt> {
    let mut found = Vec::new();
    util::all_statements(body).into_iter().for_each(|s| {
        if let Stmt::Assign(a) = s {
            let mut bound = Vec::new();
            a.targets
                .iter()
                .for_each(|t| crate::model::expr::target_names(t, &mut bound));
            if bound.iter().any(|b| names.contains(b)) {
                found.push(s);
            }
        }
    });
    match found.as_slice() {
        [one] => {
            let Stmt::Assign(a) = one else { return None };
            let mut bound = Vec::new();
            a.targets
                .iter()
                .for_each(|t| crate::model::expr::target_names(t, &mut bound));
            (bound == names).then_some(*one)
        }
        _ => None,
    }
}

/// The block (statement list) that directly holds `stmt`.
fn block_of<'a>(body: &'a [Stmt], stmt: &Stmt) -> Option<&'a [Stmt]> {
    if body.iter().any(|s| std::ptr::eq(s, stmt)) {
        return Some(body);
    }
    for s in body {
        let children: Vec<&[Stmt]> = match s {
            Stmt::For(x) => vec![&x.body, &x.orelse],
            Stmt::While(x) => vec![&x.body, &x.orelse],
            Stmt::If(x) => std::iter::once(&x.body[..])
                .chain(x.elif_else_clauses.iter().map(|c| &c.body[..]))
                .collect(),
            Stmt::With(x) => vec![&x.body],
            Stmt::Try(x) => vec![&x.body, &x.orelse, &x.finalbody],
            _ => vec![],
        };
        for child in children {
            if let Some(found) = block_of(child, stmt) {
                return Some(found);
            }
        }
    }
    None
}

/// Every occurrence of the index names outside their binding: (range to replace, is an exact
/// indexing use `X[idx]` / `X[i, j]`).
fn index_uses(body: &[Stmt], names: &[Name], binding: TextRange) -> Vec<(TextRange, bool)> {
    let mut uses: Vec<(TextRange, bool)> = Vec::new();
    let mut exact: Vec<TextRange> = Vec::new();
    for stmt in body {
        visit_subscripts(stmt, &mut |s| {
            if index_names(&s.slice).as_deref() == Some(names) {
                exact.push(s.slice.range());
            }
        });
    }
    any_expr_in_body(body, |e| {
        if let Expr::Name(n) = e {
            if names.contains(&n.id) && !binding.contains_range(n.range()) {
                let in_exact = exact.iter().any(|r| r.contains_range(n.range()));
                let range = exact
                    .iter()
                    .find(|r| r.contains_range(n.range()))
                    .copied()
                    .unwrap_or(n.range());
                if !uses.iter().any(|(r, _)| *r == range) {
                    uses.push((range, in_exact));
                }
            }
        }
        false
    });
    uses
}

/// A name the mask reads is rebound, written into, or used as a method receiver in `between`.
fn disturbed_between(cx: &FixContext, body: &[Stmt], name: &str, between: TextRange) -> bool {
    let mut disturbed = false;
    util::all_statements(body).into_iter().for_each(|s| {
        if between.contains_range(s.range()) {
            let uses = util::uses_in(cx, std::slice::from_ref(s), name, None);
            disturbed |= uses.mutated || uses.rebound || uses.passed_to_unknown;
        }
    });
    disturbed
}

/// The loops (in the statement path) whose range contains `offset`.
fn loops_around<'a>(path: &[&'a Stmt], offset: TextSize) -> Vec<&'a Stmt> {
    path.iter()
        .copied()
        .filter(|s| matches!(s, Stmt::For(_) | Stmt::While(_)) && s.range().contains(offset))
        .collect()
}

/// For every use inside a loop that does not contain the binding, the mask's inputs are not
/// changed anywhere in that loop (the rewritten mask would be evaluated every iteration).
fn uses_in_loops_ok(
    cx: &FixContext,
    body: &[Stmt],
    uses: &[(TextRange, bool)],
    binding: &Stmt,
    inputs: &[Name],
) -> bool {
    uses.iter().all(|(range, _)| {
        let path = crate::fix::locate::statement_path_in(body, range.start());
        loops_around(&path, range.start())
            .iter()
            .filter(|l| !l.range().contains_range(binding.range()))
            .all(|l| {
                inputs
                    .iter()
                    .all(|n| !disturbed_between(cx, util::loop_body(l), n.as_str(), l.range()))
            })
    })
}
