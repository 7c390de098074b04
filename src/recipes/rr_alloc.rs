//! RR-alloc (R201): hoist a loop-invariant allocation before the loop. When the loop relied on
//! fresh contents, the allocation becomes `buf.fill(v)` (zeros/ones/full) or `np.copyto(buf, src)`
//! (a copy) in place; `empty` and never-mutated buffers are simply moved.

use ruff_diagnostics::Applicability;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, site, uses_in};
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::argument;
use crate::recipe_meta;

recipe_meta!(
    "RR-alloc",
    &["R201"],
    "Hoist a loop-invariant allocation out of the loop",
    "safe when the buffer does not escape the iteration and its name has no other binding; unsafe when the source of a copy is rebound in the loop or the buffer is passed to non-NumPy code; a random draw becomes one draw of all steps before the loop (unsafe); unsafe under an `if` in the loop; not offered for escaping buffers, allocations under `with`/`try` or under an `if` that tests their arguments",
    "the buffer is reused across iterations: a reference kept by other code sees later values; a random draw of every step at once gives each step other values (the random stream changes) and holds all steps' values in memory at once"
);

pub struct Recipe;

const NOT_PLAIN: &str = "not a plain assignment `name = np.<constructor>(...)`";

/// What to leave in the loop where the allocation was.
enum Refresh {
    /// Nothing: `empty`, or contents never changed in the loop.
    Nothing,
    /// `buf.fill(<value>)`.
    Fill(String),
    /// `np.copyto(buf, <source>)`.
    CopyFrom(String),
}

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = site(cx, finding).why(reasons::NOT_LOCATED)?;
        let (loop_stmt, block, branch_tests) = match site.direct_loop() {
            Ok(l) => (l, util::loop_body(l), Vec::new()),
            Err(declined) => under_ifs(&site).ok_or(declined)?,
        };
        let conditional = !branch_tests.is_empty();
        let (target, value) = match site.stmt {
            Stmt::Assign(a) if a.targets.len() == 1 => (&a.targets[0], a.value.as_ref()),
            _ => return Err(Declined(NOT_PLAIN)),
        };
        let Expr::Name(buffer) = target else {
            return Err(Declined(NOT_PLAIN));
        };
        let Expr::Call(call) = value else {
            return Err(Declined(NOT_PLAIN));
        };
        let name = buffer.id.as_str();
        let is_draw = cx
            .model
            .numpy_call_name(&call.func)
            .is_some_and(|n| n.starts_with("numpy.random."));
        if is_draw {
            // A draw under a test runs in some iterations only: drawing every step up front
            // would take other values from the stream for the iterations that do draw.
            require(!conditional, reasons::NESTED_IN_LOOP)?;
            return draw_all_steps(cx, finding, &site, loop_stmt, name, value);
        }
        if conditional {
            let arguments: Vec<&Expr> = call
                .arguments
                .args
                .iter()
                .chain(call.arguments.keywords.iter().map(|k| &k.value))
                .collect();
            let names: Vec<ast::name::Name> = arguments
                .iter()
                .flat_map(|a| crate::model::expr::names_in(a))
                .map(ast::name::Name::from)
                .collect();
            require(
                !branch_tests
                    .iter()
                    .any(|t| crate::model::expr::mentions_any(t, &names)),
                "allocated under an `if` that tests the allocation's arguments (`if n > 0: buf = np.zeros(n)`): before the loop it could fail where the test kept it from running",
            )?;
            require(
                !util::bound_before(cx, &site.path, name, loop_stmt.range()),
                "allocated under an `if` and also bound before the loop: iterations that skip the branch read the earlier value, which the hoisted allocation would replace",
            )?;
        }
        let direct_body = block;
        // Hoist past every enclosing loop the allocation is invariant in (one move, one refresh).
        let loop_stmt = outermost_invariant_loop(cx, &site.path, loop_stmt, value);
        let body = util::loop_body(loop_stmt);
        let uses = uses_in(cx, body, name, Some(site.stmt.range()));
        require(
            !(uses.escapes || uses.rebound),
            "the buffer is stored, returned or rebound in the loop (each iteration needs its own)",
        )?;
        require(
            !reads_mutated(cx, call, body, site.stmt.range()),
            "a value computed from an array the loop changes, not a buffer",
        )?;
        require(
            arguments_invariant(cx, loop_stmt, call),
            "an argument changes in the loop (`np.array(m, dtype=dt)` in `for dt in ...`): each iteration allocates something else",
        )?;
        // `result = A.copy()` with `result.toarray()` later: a sparse matrix (or another
        // object with a `copy`) has no `np.copyto`.
        let foreign = [Some(name), copy_source(call)]
            .into_iter()
            .flatten()
            .any(|n| util::used_as_non_ndarray(cx, &site.path, n));
        require(
            !foreign,
            "the buffer or its source has attributes no ndarray has (`result.toarray()`: a sparse matrix): np.copyto would not refresh it",
        )?;
        // Handed to unknown code (`_categorize(draws, p, counts)`), a zeroed buffer is most
        // likely filled there: it is zeroed again each iteration. Other values (a literal array
        // handed to a check) are most likely only read — that assumption makes the fix unsafe.
        let (refresh, source_rebound) =
            refresh_for(cx, call, uses.mutated || uses.passed_to_unknown, body)
                .or_else(|| refresh_for(cx, call, uses.mutated, body))
                .why(
                    "the buffer is changed in the loop and its initial value cannot be restored",
                )?;
        if source_rebound {
            let source = copy_source(call).unwrap_or_default();
            require(
                util::bound_before(cx, &site.path, source, loop_stmt.range()),
                "the copied array is bound only inside the loop (the hoisted copy would have nothing to copy)",
            )?;
        }
        let other_bindings = util::bound_before(cx, &site.path, name, loop_stmt.range());
        // `u = new.copy()` after a step that reads `u`: the buffer starts as a private copy of
        // `u` itself, so the first step reads the values it read before.
        let carried = other_bindings && read_before(loop_stmt, name, site.stmt.start());
        if carried {
            require(
                matches!(refresh, Refresh::CopyFrom(_))
                    && !source_rebound
                    && !uses.mutated
                    && copy_source(call)
                        .is_some_and(|src| made_like(cx, &site.path, src, name, site.stmt.range())),
                "the name's earlier value is read in the loop before this allocation, and the copied array is not proven to have its shape and dtype (`new = np.zeros_like(u)`)",
            )?;
        }
        let np = cx.np();
        let mut edits = Vec::new();
        let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
            .why(reasons::INDENTATION)?;
        let hoisted = if carried {
            format!("{name} = {name}.copy()")
        } else {
            util::stmt_text(cx, site.stmt).to_string()
        };
        edits.push(util::insert_line_before(
            cx,
            loop_stmt,
            &format!("{indent}{hoisted}"),
        ));
        let replacement = match refresh {
            Refresh::Nothing => {
                util::remove_statement(cx, site.stmt, direct_body).why(reasons::INDENTATION)?
            }
            Refresh::Fill(value) => ruff_diagnostics::Edit::range_replacement(
                format!("{name}.fill({value})"),
                site.stmt.range(),
            ),
            Refresh::CopyFrom(source) => ruff_diagnostics::Edit::range_replacement(
                format!("{}.copyto({name}, {source})", np.0),
                site.stmt.range(),
            ),
        };
        edits.push(replacement);
        edits.extend(np.1);
        // Hoisting evaluates the arguments even when the loop runs zero times: a computed size
        // (`n - 2`) could be invalid where the original never evaluated it.
        let computed_size = !call
            .arguments
            .args
            .iter()
            .chain(call.arguments.keywords.iter().map(|k| &k.value))
            .all(is_plain_argument);
        // `nb = np.zeros_like(out)` with `out = new` in the loop: the new value's shape and dtype
        // are most likely the same, not provably so.
        let like_source_rebound = call.arguments.args.first().is_some_and(
            |a| matches!(a, Expr::Name(n) if uses_in(cx, body, n.id.as_str(), None).rebound),
        );
        if like_source_rebound || source_rebound {
            require(
                !call.arguments.args.first().is_some_and(|a| {
                    matches!(a, Expr::Name(n) if reshaped_in(cx, body, n.id.as_str()))
                }),
                "the array the buffer takes its shape from changes shape in the loop (`pos = pos[keep]`, a concatenation): one buffer cannot fit every iteration",
            )?;
        }
        let applicability = if conditional
            || source_rebound
            || like_source_rebound
            || uses.passed_to_unknown
            || other_bindings
            || computed_size
        {
            Applicability::Unsafe
        } else {
            Applicability::Safe
        };
        let title = format!("Allocate `{name}` once before the loop");
        Ok(util::fix(finding, META.id, title, applicability, edits))
    }
}

/// `for ...: if cond: buf = np.zeros(n)`: the loop around the `if` branches holding the statement
/// (through `elif`/`else` too, but not through `with`, `try` or another loop), the block that
/// holds it, and the tests of those `if`s.
fn under_ifs<'a>(site: &util::Site<'a>) -> Option<(&'a Stmt, &'a [Stmt], Vec<&'a Expr>)> {
    let at = site.path.iter().position(|s| std::ptr::eq(*s, site.stmt))?;
    let mut child = site.stmt;
    let mut block = None;
    let mut tests = Vec::new();
    for ancestor in site.path[..at].iter().rev() {
        match ancestor {
            Stmt::If(branch) => {
                let clauses = std::iter::once((Some(branch.test.as_ref()), &branch.body)).chain(
                    branch
                        .elif_else_clauses
                        .iter()
                        .map(|c| (c.test.as_ref(), &c.body)),
                );
                let mut found = false;
                for (test, body) in clauses {
                    tests.extend(test);
                    if body.iter().any(|s| std::ptr::eq(s, child)) {
                        found = true;
                        block.get_or_insert(body.as_slice());
                        break;
                    }
                }
                if !found {
                    return None;
                }
                child = ancestor;
            }
            Stmt::For(_) | Stmt::While(_)
                if util::loop_body(ancestor)
                    .iter()
                    .any(|s| std::ptr::eq(s, child)) =>
            {
                return Some((ancestor, block?, tests));
            }
            _ => return None,
        }
    }
    None
}

/// A random draw: every step needs new values, so the draw of all steps moves before the loop
/// (batch_draws), when its arguments keep their values in the loop.
fn draw_all_steps(
    cx: &FixContext,
    finding: &Finding,
    site: &util::Site,
    loop_stmt: &Stmt,
    name: &str,
    value: &Expr,
) -> super::Offer {
    let Expr::Call(call) = value else {
        return Err(Declined(NOT_PLAIN));
    };
    let body = util::loop_body(loop_stmt);
    let invariant = cx
        .model
        .loop_at(loop_stmt.start())
        .is_some_and(|id| cx.model.loops[id].is_invariant(value));
    require(
        invariant && !reads_mutated(cx, call, body, site.stmt.range()),
        "a random draw whose arguments change in the loop (each step draws from other parameters)",
    )?;
    super::batch_draws::fix(cx, finding, site, loop_stmt, name, call)
}

/// `src` is bound once, by `np.zeros_like(name)` (or another `*_like`, `name.copy()`,
/// `np.copy(name)`), and `name` is bound once before it in the function: the same shape and dtype.
fn made_like(
    cx: &FixContext,
    path: &[&Stmt],
    src: &str,
    name: &str,
    allocation: ruff_text_size::TextRange,
) -> bool {
    let scope = crate::fix::locate::enclosing_function(path)
        .and_then(|f| cx.model.scope_at(f.range.start()))
        .unwrap_or(0);
    let values = cx.model.bound_values(scope, src);
    let [Expr::Call(call)] = values.as_slice() else {
        return false;
    };
    // `name` has one binding besides the allocation: the value `src` was made like.
    let others = cx
        .model
        .bindings_of(scope, name)
        .into_iter()
        .filter(
            |b| !matches!(b, crate::model::Bound::Value(v) if allocation.contains_range(v.range())),
        )
        .count();
    let single_model = match util::numpy_member(cx, call) {
        Some("full_like") => call.arguments.args.len() <= 2,
        _ => call.arguments.args.len() <= 1,
    };
    if others != 1 || !single_model {
        return false;
    }
    let of = match crate::model::expr::method_call(call) {
        Some((of, "copy")) if call.arguments.is_empty() => Some(of),
        _ => match util::numpy_member(cx, call) {
            Some("zeros_like" | "empty_like" | "ones_like" | "full_like" | "copy")
                if call.arguments.find_keyword("dtype").is_none()
                    && call.arguments.find_keyword("shape").is_none() =>
            {
                call.arguments.args.first()
            }
            _ => None,
        },
    };
    matches!(of, Some(Expr::Name(n)) if n.id.as_str() == name)
}

/// `u` read in the loop (its header included) before `u = new.copy()`: in the first iteration
/// that read sees the value bound before the loop, which hoisting would replace.
fn read_before(loop_stmt: &Stmt, name: &str, allocation: ruff_text_size::TextSize) -> bool {
    crate::model::expr::any_expr_in_body(std::slice::from_ref(loop_stmt), |e| {
        matches!(e, Expr::Name(n) if n.id.as_str() == name
            && n.ctx == ast::ExprContext::Load
            && n.range.start() < allocation)
    })
}

/// `name` is rebound in `body` to a value of another shape: a selection or slice of an array
/// (`pos = pos[keep]`), a join, a reshape or a matrix product.
fn reshaped_in(cx: &FixContext, body: &[Stmt], name: &str) -> bool {
    util::all_statements(body).into_iter().any(|s| {
        let Stmt::Assign(a) = s else { return false };
        let binds = a.targets.iter().any(|t| {
            let mut names = Vec::new();
            crate::model::expr::target_names(t, &mut names);
            names.iter().any(|n| n.as_str() == name)
        });
        binds && changes_shape(cx, &a.value)
    })
}

fn changes_shape(cx: &FixContext, value: &Expr) -> bool {
    match value {
        Expr::Subscript(_) => true,
        Expr::Tuple(t) => t.elts.iter().any(|e| changes_shape(cx, e)),
        Expr::BinOp(b) => b.op == ast::Operator::MatMult,
        Expr::Attribute(a) => a.attr.as_str() == "T",
        Expr::Call(c) => {
            let reshaping = |m: &str| {
                matches!(
                    m,
                    "concatenate"
                        | "stack"
                        | "vstack"
                        | "hstack"
                        | "column_stack"
                        | "append"
                        | "delete"
                        | "insert"
                        | "resize"
                        | "reshape"
                        | "ravel"
                        | "flatten"
                        | "repeat"
                        | "tile"
                        | "transpose"
                        | "squeeze"
                        | "expand_dims"
                        | "compress"
                        | "extract"
                        | "unique"
                )
            };
            match util::numpy_member(cx, c) {
                Some(m) => reshaping(crate::model::api::leaf(m)),
                None => crate::model::expr::method_call(c).is_some_and(|(_, m)| reshaping(m)),
            }
        }
        _ => false,
    }
}

/// Every argument keeps its value in the loop, but a copy's source (copied again every iteration
/// when it changes) and the array a `*_like` takes its shape from (unsafe when rebound: most
/// likely the same shape and dtype).
fn arguments_invariant(cx: &FixContext, loop_stmt: &Stmt, call: &ast::ExprCall) -> bool {
    let Some(id) = cx.model.loop_at(loop_stmt.start()) else {
        return false;
    };
    let info = &cx.model.loops[id];
    let takes_an_array =
        util::numpy_member(cx, call).is_some_and(|m| m == "copy" || m.ends_with("_like"));
    let args = call.arguments.args.iter().skip(usize::from(takes_an_array));
    let keywords = call.arguments.keywords.iter().map(|k| &k.value);
    args.chain(keywords).all(|a| info.is_invariant(a))
}

/// Whether an argument of the allocation reads an array the loop mutates in place
/// (`pixel_off[i] += 1`): the allocation is then not invariant. A copy's source is the exception,
/// since the refresh copies it again every iteration.
fn reads_mutated(
    cx: &FixContext,
    call: &ast::ExprCall,
    body: &[Stmt],
    stmt: ruff_text_size::TextRange,
) -> bool {
    let is_copy = matches!(crate::model::expr::method_call(call), Some((_, "copy")))
        || util::numpy_member(cx, call) == Some("copy");
    if is_copy {
        return false;
    }
    let arguments = call
        .arguments
        .args
        .iter()
        .chain(call.arguments.keywords.iter().map(|k| &k.value));
    arguments
        .flat_map(value_names)
        .filter(|n| cx.model.imports.lookup(n).is_none())
        .any(|n| uses_in(cx, body, &n, Some(stmt)).mutated)
}

/// Names whose values an expression reads: not those only asked for their shape (`x.shape[0]`,
/// `len(x)`, `x.size`, `x.ndim`, `x.dtype`), which an in-place write does not change.
fn value_names(expr: &Expr) -> Vec<String> {
    let mut shape_only: Vec<ruff_text_size::TextRange> = Vec::new();
    crate::model::expr::any_expr(expr, |e| {
        match e {
            Expr::Attribute(a)
                if matches!(a.attr.id.as_str(), "shape" | "size" | "ndim" | "dtype")
                    && matches!(a.value.as_ref(), Expr::Name(_)) =>
            {
                shape_only.push(a.value.range());
            }
            Expr::Call(c)
                if matches!(c.func.as_ref(), Expr::Name(f) if f.id.as_str() == "len")
                    && matches!(c.arguments.args.first(), Some(Expr::Name(_))) =>
            {
                shape_only.push(c.arguments.args[0].range());
            }
            _ => {}
        }
        false
    });
    let mut names = Vec::new();
    crate::model::expr::any_expr(expr, |e| {
        if let Expr::Name(n) = e {
            if !shape_only.contains(&n.range) && !names.iter().any(|x| x == n.id.as_str()) {
                names.push(n.id.to_string());
            }
        }
        false
    });
    names
}

/// How the in-loop statement is replaced, and whether the copy source is rebound in the loop.
fn refresh_for(
    cx: &FixContext,
    call: &ast::ExprCall,
    mutated: bool,
    body: &[Stmt],
) -> Option<(Refresh, bool)> {
    if let Some((receiver, "copy")) = crate::model::expr::method_call(call) {
        if !call.arguments.is_empty() {
            return None;
        }
        return copy_refresh(cx, receiver, mutated, body);
    }
    let member = cx
        .model
        .numpy_call_name(&call.func)?
        .strip_prefix("numpy.")?;
    let refresh = match member {
        "empty" | "empty_like" => Refresh::Nothing,
        _ if !mutated
            && matches!(
                member,
                "zeros"
                    | "ones"
                    | "full"
                    | "zeros_like"
                    | "ones_like"
                    | "full_like"
                    | "arange"
                    | "linspace"
                    | "array"
            ) =>
        {
            Refresh::Nothing
        }
        "zeros" | "zeros_like" => Refresh::Fill("0".into()),
        "ones" | "ones_like" => Refresh::Fill("1".into()),
        "full" | "full_like" => Refresh::Fill(
            cx.text(argument(call, 1, "fill_value")?.range())
                .to_string(),
        ),
        "copy" => return copy_refresh(cx, call.arguments.args.first()?, mutated, body),
        _ => return None,
    };
    Some((refresh, false))
}

/// `src` in `src.copy()` / `np.copy(src)`.
fn copy_source(call: &ast::ExprCall) -> Option<&str> {
    let source = match crate::model::expr::method_call(call) {
        Some((receiver, "copy")) => receiver,
        _ => call.arguments.args.first()?,
    };
    match source {
        Expr::Name(n) => Some(n.id.as_str()),
        _ => None,
    }
}

fn copy_refresh(
    cx: &FixContext,
    source: &Expr,
    mutated: bool,
    body: &[Stmt],
) -> Option<(Refresh, bool)> {
    let Expr::Name(src) = source else { return None };
    let src_uses = uses_in(cx, body, src.id.as_str(), None);
    if !mutated && !src_uses.mutated && !src_uses.rebound {
        return Some((Refresh::Nothing, false));
    }
    Some((Refresh::CopyFrom(src.id.to_string()), src_uses.rebound))
}

/// The outermost loop, going up from `inner` through loops whose whole body holds the previous
/// one, in which `value` stays invariant (no name it reads is bound in that loop).
fn outermost_invariant_loop<'a>(
    cx: &FixContext,
    path: &[&'a Stmt],
    inner: &'a Stmt,
    value: &Expr,
) -> &'a Stmt {
    let mut current = inner;
    let Some(mut position) = path.iter().position(|s| std::ptr::eq(*s, inner)) else {
        return inner;
    };
    while let Some(parent) = position.checked_sub(1).map(|p| path[p]) {
        if !matches!(parent, Stmt::For(_) | Stmt::While(_)) {
            break;
        }
        let invariant = cx
            .model
            .loop_at(parent.start())
            .is_some_and(|id| cx.model.loops[id].is_invariant(value));
        if !invariant {
            break;
        }
        current = parent;
        position -= 1;
    }
    current
}

/// Names, literals, attributes, `x.shape[k]`, `len(x)` and tuples of those: evaluating them early
/// cannot fail where the original would not have.
fn is_plain_argument(e: &Expr) -> bool {
    match e {
        Expr::Name(_)
        | Expr::NumberLiteral(_)
        | Expr::StringLiteral(_)
        | Expr::BooleanLiteral(_)
        | Expr::NoneLiteral(_) => true,
        Expr::Attribute(a) => is_plain_argument(&a.value),
        Expr::Subscript(s) => {
            is_plain_argument(&s.value) && matches!(s.slice.as_ref(), Expr::NumberLiteral(_))
        }
        Expr::Tuple(t) => t.elts.iter().all(is_plain_argument),
        Expr::List(l) => l.elts.iter().all(is_plain_argument),
        Expr::Call(c) => {
            crate::model::expr::builtin_name(&c.func) == Some("len")
                && c.arguments.args.iter().all(is_plain_argument)
        }
        _ => false,
    }
}
