//! RR-stack (R203): an array grown by `concatenate/hstack/vstack/dstack/column_stack/append` in a
//! loop → collect the pieces in a list seeded with the initial array, stack once after the loop:
//!
//! ```python
//! rows_parts = [rows]
//! for ...:
//!     rows_parts.append(piece)
//! rows = np.vstack(rows_parts) if len(rows_parts) > 1 else rows
//! ```
//!
//! The guard keeps a zero-trip loop's result identical (the original array, not a stacked copy).
//! Safe when the growing array is read nowhere else in the loop and the loop is not inside a `try`
//! (a caught exception would otherwise see a different partial result). Not offered when the
//! array is read in the loop, for `np.stack`, or when the call is not `name = f([name, piece])`.

use ruff_diagnostics::Edit;
use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::Ranged;

use super::util::{self, site, uses_in};
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::FixContext;
use crate::model::expr::keyword;
use crate::recipe_meta;

recipe_meta!(
    "RR-stack",
    &["R203"],
    "Collect pieces in a list and stack once after the loop",
    "safe when the growing array is not read elsewhere in the loop, the loop is not inside try and every piece is provably new or unchanged each iteration; unsafe inside try or for pieces from parameters, generators or helpers; not offered when the array is read in the loop or the items come from an np.nditer or a generator of the file that yields one refilled buffer",
    "an exception raised mid-loop leaves the array without the pieces collected so far; a piece that is one buffer refilled between iterations would be stacked with its last values"
);

pub struct Recipe;

const NOT_PLAIN: &str = "not a plain assignment `x = np.<stack>([x, piece])`";

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let site = site(cx, finding).why(reasons::NOT_LOCATED)?;
        let loop_stmt = site.direct_loop()?;
        let Stmt::Assign(assign) = site.stmt else {
            return Err(Declined(NOT_PLAIN));
        };
        let [Expr::Name(target)] = assign.targets.as_slice() else {
            return Err(Declined(NOT_PLAIN));
        };
        let name = target.id.as_str();
        let Expr::Call(call) = assign.value.as_ref() else {
            return Err(Declined(NOT_PLAIN));
        };
        let member = cx
            .model
            .numpy_call_name(&call.func)
            .and_then(|n| n.strip_prefix("numpy."))
            .why(NOT_PLAIN)?;
        let piece_exprs = pieces_after(member, call, name)
            .why("the grown array is not the first piece of the stacking call")?;
        require(
            !crate::fix::locate::has_comment(cx, site.stmt.range()),
            reasons::COMMENT_INSIDE,
        )?;
        // The list keeps references where stacking copied: a piece whose array is later updated
        // in place in the loop would change every row collected so far.
        let mutated_in_loop = |piece: &Expr| {
            crate::model::expr::names_in(piece)
                .iter()
                .filter(|n| cx.model.imports.lookup(n).is_none())
                .any(|n| uses_in(cx, util::loop_body(loop_stmt), n, None).mutated)
        };
        require(
            !piece_exprs.iter().any(|p| mutated_in_loop(p)),
            "a piece is updated in place later in the loop",
        )?;
        let pieces: Vec<String> = piece_exprs
            .iter()
            .map(|e| cx.text(e.range()).to_string())
            .collect();
        let uses = uses_in(
            cx,
            util::loop_body(loop_stmt),
            name,
            Some(site.stmt.range()),
        );
        require(
            !(uses.read || uses.rebound || uses.mutated),
            "the grown array is read or changed inside the loop",
        )?;
        let parts = fresh_name(cx, &format!("{name}_parts"));
        let (np, import) = cx.np();
        // `from numpy import hstack`: call it by the file's own name, no new import.
        let direct = matches!(call.func.as_ref(), Expr::Name(_))
            .then(|| cx.text(call.func.range()).to_string());
        let import = if direct.is_some() && member != "append" {
            None
        } else {
            import
        };
        let stack_call = match member {
            "append" => match keyword(call, "axis") {
                Some(axis) => format!(
                    "{np}.concatenate({parts}, axis={})",
                    cx.text(axis.value.range())
                ),
                None => format!("{np}.concatenate([{np}.ravel(p) for p in {parts}])"),
            },
            _ => {
                let kwargs: Vec<String> = call
                    .arguments
                    .keywords
                    .iter()
                    .map(|k| cx.text(k.range()).to_string())
                    .collect();
                let extra = if kwargs.is_empty() {
                    String::new()
                } else {
                    format!(", {}", kwargs.join(", "))
                };
                let callee = direct.clone().unwrap_or_else(|| format!("{np}.{member}"));
                format!("{callee}({parts}{extra})")
            }
        };
        let indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())
            .why(reasons::INDENTATION)?;
        let collect = if pieces.len() == 1 {
            format!("{parts}.append({})", pieces[0])
        } else {
            format!("{parts}.extend([{}])", pieces.join(", "))
        };
        let mut edits = vec![
            util::insert_line_before(cx, loop_stmt, &format!("{indent}{parts} = [{name}]")),
            Edit::range_replacement(collect, site.stmt.range()),
            util::insert_line_after(
                cx,
                loop_stmt,
                &format!("{indent}{name} = {stack_call} if len({parts}) > 1 else {name}"),
            ),
        ];
        edits.extend(import);
        let in_try = site.path.iter().any(|s| matches!(s, Stmt::Try(t) if t.body.iter().any(|b| b.range().contains_range(loop_stmt.range()))));
        require(
            !iterates_an_nditer(cx, loop_stmt),
            "the loop iterates an np.nditer, or a generator of this file that yields one array it refills: the kept pieces would all hold the last values",
        )?;
        let distinct = piece_exprs
            .iter()
            .all(|p| distinct_each_iteration(cx, loop_stmt, p));
        let applicability = util::proven(!in_try && distinct);
        let mut fix = util::fix(
            finding,
            META.id,
            format!("Collect `{name}` pieces and stack once after the loop"),
            applicability,
            edits,
        );
        if !distinct {
            fix.may_change = Some(REUSED_PIECE.into());
        }
        if matches!(member, "vstack" | "row_stack") && pieces.len() == 1 {
            fix.alternatives.extend(preallocate(
                cx,
                loop_stmt,
                site.stmt,
                name,
                &pieces[0],
                &np,
                cx.np().1,
            ));
        }
        Ok(fix)
    }
}

const REUSED_PIECE: &str = "a piece that is the same array every iteration, refilled by other code (a generator or helper reusing a buffer), would be stacked with its last values: stacking copied it each time, the list keeps the one array";

/// A piece whose value the list can keep until the loop ends: a number, arithmetic or a NumPy
/// result (new each time), a name the loop does not bind (the same unchanged array), a subscript
/// of one, or the item of a range, a literal list or a proven array. A loop item from a
/// parameter, a generator or a helper may be one buffer refilled between iterations.
fn distinct_each_iteration(cx: &FixContext, loop_stmt: &Stmt, piece: &Expr) -> bool {
    let scope = cx.model.scope_containing(piece.range());
    let bound_in_loop = |name: &str| {
        binds_as_loop_target(loop_stmt, name)
            || uses_in(cx, util::loop_body(loop_stmt), name, None).rebound
    };
    match piece {
        Expr::NumberLiteral(_) | Expr::BinOp(_) | Expr::UnaryOp(_) | Expr::Compare(_) => true,
        // A literal row `[k, v, v / s]`: new each time, holding numbers (an array among numbers
        // would make it ragged, which stacking rejects).
        Expr::List(_) | Expr::Tuple(_) => true,
        Expr::Call(call) => cx
            .model
            .numpy_call_name(&call.func)
            .and_then(|n| n.strip_prefix("numpy."))
            .is_some_and(|m| !super::pure::may_return_its_argument(crate::model::api::leaf(m))),
        Expr::Subscript(s) => distinct_each_iteration(cx, loop_stmt, &s.value),
        Expr::Name(n) if !bound_in_loop(n.id.as_str()) => true,
        Expr::Name(n) => {
            item_of_a_fresh_sequence(cx, scope, loop_stmt, n.id.as_str())
                || bound_in_loop_only_to_new_values(cx, loop_stmt, n.id.as_str())
        }
        _ => false,
    }
}

/// Every binding of `name` in the loop is `name = <arithmetic or a NumPy result>` (`s = s *
/// growth`): a new array each iteration.
fn bound_in_loop_only_to_new_values(cx: &FixContext, loop_stmt: &Stmt, name: &str) -> bool {
    let body = util::loop_body(loop_stmt);
    let mut values = Vec::new();
    for stmt in util::all_statements(body) {
        match stmt {
            Stmt::Assign(a)
                if a.targets
                    .iter()
                    .any(|t| util::shares_memory_with(cx, t, name)) =>
            {
                match a.targets.as_slice() {
                    [Expr::Name(t)] if t.id.as_str() == name => values.push(a.value.as_ref()),
                    _ => return false,
                }
            }
            inner @ Stmt::For(_) if binds_as_loop_target(inner, name) => return false,
            _ => {}
        }
    }
    !binds_as_loop_target(loop_stmt, name)
        && !values.is_empty()
        && values.iter().all(|v| {
            !matches!(v, Expr::Name(_) | Expr::Subscript(_))
                && distinct_each_iteration(cx, loop_stmt, v)
        })
}

/// `for x in np.nditer(a, ["buffered", ...])` (or a name bound to one, or a parameter some call
/// fills with one): the iterator hands out views of one buffer it refills.
fn iterates_an_nditer(cx: &FixContext, loop_stmt: &Stmt) -> bool {
    let Stmt::For(f) = loop_stmt else {
        return false;
    };
    let scope = cx.model.scope_containing(f.range());
    match f.iter.as_ref() {
        Expr::Name(n) => {
            let name = n.id.as_str();
            // `def get_array(i): for x in i: ...` called with an nditer.
            let passed = cx.model.arguments_passed(scope, name).is_some_and(|args| {
                args.iter()
                    .any(|(caller, arg)| refills_its_items(cx, *caller, arg))
            });
            refills_its_items(cx, scope, &f.iter)
                || passed
                || nested_function_given_an_nditer(cx, f, name)
        }
        e => refills_its_items(cx, scope, e),
    }
}

/// An `np.nditer(...)` call, a name bound to one, or a call of a generator of the file that
/// yields one refilled array.
fn refills_its_items(cx: &FixContext, scope: crate::model::ScopeId, e: &Expr) -> bool {
    let is_nditer = |e: &Expr| {
        matches!(e, Expr::Call(c)
            if cx.model.numpy_call_name(&c.func).is_some_and(|n| n == "numpy.nditer"))
    };
    match e {
        Expr::Name(n) => cx
            .model
            .bindings_of(scope, n.id.as_str())
            .iter()
            .any(|b| matches!(b, crate::model::Bound::Value(v) if is_nditer(v))),
        e => is_nditer(e) || yields_one_buffer(cx, e),
    }
}

/// `frames(n)` where `def frames(n): buf = np.zeros(3); for k in ...: buf[0] = k; yield buf`: a
/// generator of this file that yields, from inside a loop, a name that loop never rebinds — the
/// same array every time, refilled in between.
fn yields_one_buffer(cx: &FixContext, arg: &Expr) -> bool {
    let Expr::Call(call) = arg else { return false };
    let Expr::Name(callee) = call.func.as_ref() else {
        return false;
    };
    let def = cx.module.body.iter().find_map(|s| match s {
        Stmt::FunctionDef(d) if d.name.id == callee.id => Some(d),
        _ => None,
    });
    let Some(def) = def else { return false };
    crate::model::tree::all_statements(&def.body)
        .into_iter()
        .any(|s| match s {
            Stmt::For(_) | Stmt::While(_) => {
                let body = util::loop_body(s);
                crate::model::tree::all_statements(body)
                    .into_iter()
                    .any(|inner| {
                        let Stmt::Expr(e) = inner else { return false };
                        let Expr::Yield(y) = e.value.as_ref() else {
                            return false;
                        };
                        let Some(Expr::Name(yielded)) = y.value.as_deref() else {
                            return false;
                        };
                        let rebound = uses_in(cx, body, yielded.id.as_str(), None).rebound
                            || binds_as_loop_target(s, yielded.id.as_str());
                        !rebound
                    })
            }
            _ => false,
        })
}

/// `def get_array(i): for x in i: ...` nested in a test, called as `get_array(it)` with
/// `it = nditer(...)`: any call of the function's name, in the module, passing at the parameter's
/// position what `refills_its_items` recognises.
fn nested_function_given_an_nditer(
    cx: &FixContext,
    f: &ruff_python_ast::StmtFor,
    param: &str,
) -> bool {
    let path = crate::fix::locate::statement_path(cx.module, f.range().start());
    let Some(function) = crate::fix::locate::enclosing_function(&path) else {
        return false;
    };
    let Some(position) = function
        .parameters
        .args
        .iter()
        .position(|p| p.parameter.name.id.as_str() == param)
    else {
        return false;
    };
    crate::model::expr::any_expr_in_body(&cx.module.body, |e| {
        let Expr::Call(call) = e else { return false };
        let by_name = matches!(call.func.as_ref(), Expr::Name(n) if n.id == function.name.id);
        let Some(arg) = call.arguments.args.get(position).filter(|_| by_name) else {
            return false;
        };
        refills_its_items(cx, cx.model.scope_containing(call.range()), arg)
    })
}

/// `for ... in` binds `name` (alone or in a tuple of targets).
fn binds_as_loop_target(loop_stmt: &Stmt, name: &str) -> bool {
    let Stmt::For(f) = loop_stmt else {
        return false;
    };
    let mut targets = Vec::new();
    crate::model::expr::target_names(&f.target, &mut targets);
    targets.iter().any(|t| t.as_str() == name)
}

/// `name` is the target of `for name in X` with X a `range`, a literal list or tuple, or a
/// proven array (its items are distinct rows).
fn item_of_a_fresh_sequence(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    loop_stmt: &Stmt,
    name: &str,
) -> bool {
    let Stmt::For(f) = loop_stmt else {
        return false;
    };
    let is_target = matches!(f.target.as_ref(), Expr::Name(t) if t.id.as_str() == name);
    let fresh = match f.iter.as_ref() {
        Expr::List(_) | Expr::Tuple(_) => true,
        Expr::Call(c) => crate::model::expr::builtin_name(&c.func) == Some("range"),
        e => cx.model.kind(scope, e) == crate::model::Kind::Array,
    };
    is_target && fresh
}

/// The second way (SPEC §7): preallocate the final rows and write one row per iteration.
/// Offered only for a `for` loop without `break`/`continue`/`else` whose body appends one row
/// unconditionally, over a name or a `range` with side-effect-free arguments; always unsafe (the
/// growing array is assumed 2-D, the rows to have its width, the result its dtype).
fn preallocate(
    cx: &FixContext,
    loop_stmt: &Stmt,
    stmt: &Stmt,
    name: &str,
    piece: &str,
    np: &str,
    import: Option<Edit>,
) -> Option<crate::fix::Alternative> {
    let Stmt::For(for_stmt) = loop_stmt else {
        return None;
    };
    let direct = for_stmt.body.iter().any(|s| std::ptr::eq(s, stmt));
    let leaves = util::all_statements(&for_stmt.body)
        .iter()
        .any(|s| matches!(s, Stmt::Break(_) | Stmt::Continue(_)));
    if !direct || leaves || !for_stmt.orelse.is_empty() || for_stmt.is_async {
        return None;
    }
    let trips = trip_count(cx, &for_stmt.iter)?;
    let full = fresh_name(cx, &format!("{name}_full"));
    let row = fresh_name(cx, &format!("{name}_row"));
    let loop_indent = crate::fix::locate::indentation_of(&cx.source.text, loop_stmt.range())?;
    let body_indent = crate::fix::locate::indentation_of(&cx.source.text, stmt.range())?;
    let nl = cx.newline();
    let before = [
        format!("{loop_indent}{full} = {np}.empty((len({name}) + {trips}, *{name}.shape[1:]), dtype={name}.dtype)"),
        format!("{loop_indent}{full}[:len({name})] = {name}"),
        format!("{loop_indent}{row} = len({name})"),
    ];
    let mut edits = vec![
        util::insert_line_before(cx, loop_stmt, &before.join(nl)),
        Edit::range_replacement(
            format!("{full}[{row}] = {piece}{nl}{body_indent}{row} += 1"),
            stmt.range(),
        ),
        util::insert_line_after(cx, loop_stmt, &format!("{loop_indent}{name} = {full}")),
    ];
    edits.extend(import);
    Some(crate::fix::Alternative {
        title: format!(
            "Preallocate `{name}` with one row per iteration and write rows by index (unsafe: assumes 2-D rows of the array's width and dtype)"
        ),
        applicability: ruff_diagnostics::Applicability::Unsafe,
        edits,
    })
}

/// `len(xs)` for a loop over a name, `len(range(...))` over a range with plain arguments.
fn trip_count(cx: &FixContext, iter: &Expr) -> Option<String> {
    match iter {
        Expr::Name(n) => Some(format!("len({})", n.id)),
        Expr::Call(call)
            if matches!(call.func.as_ref(), Expr::Name(f) if f.id.as_str() == "range")
                && call.arguments.keywords.is_empty()
                && call.arguments.args.iter().all(plain) =>
        {
            Some(format!("len({})", cx.text(iter.range())))
        }
        _ => None,
    }
}

/// Evaluating it twice gives the same value: names, numbers, attributes, arithmetic, `len(x)`.
fn plain(expr: &Expr) -> bool {
    match expr {
        Expr::Name(_) | Expr::NumberLiteral(_) => true,
        Expr::Attribute(a) => plain(&a.value),
        Expr::BinOp(b) => plain(&b.left) && plain(&b.right),
        Expr::UnaryOp(u) => plain(&u.operand),
        Expr::Call(c) => {
            matches!(c.func.as_ref(), Expr::Name(f) if f.id.as_str() == "len")
                && c.arguments.keywords.is_empty()
                && c.arguments.args.iter().all(plain)
        }
        _ => false,
    }
}

/// The pieces appended after `name`: `f([name, a, b])`, `f((name, a))`, `np.append(name, a)`.
fn pieces_after<'e>(
    member: &str,
    call: &'e ruff_python_ast::ExprCall,
    name: &str,
) -> Option<Vec<&'e Expr>> {
    let is_target = |e: &Expr| matches!(e, Expr::Name(n) if n.id.as_str() == name);
    let args = &call.arguments.args;
    match member {
        "append" => {
            let [first, value] = &**args else { return None };
            let ok_kwargs = call
                .arguments
                .keywords
                .iter()
                .all(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "axis"));
            (is_target(first) && ok_kwargs).then(|| vec![value])
        }
        "concatenate" | "concat" | "hstack" | "vstack" | "dstack" | "column_stack"
        | "row_stack" => {
            let [sequence] = &**args else { return None };
            let elts = match sequence {
                Expr::List(l) => &l.elts,
                Expr::Tuple(t) => &t.elts,
                _ => return None,
            };
            let (first, rest) = elts.split_first()?;
            let ok_kwargs = call.arguments.keywords.iter().all(|k| {
                k.arg
                    .as_ref()
                    .is_some_and(|a| matches!(a.as_str(), "axis" | "dtype" | "casting"))
            });
            (is_target(first) && !rest.is_empty() && !rest.iter().any(&is_target) && ok_kwargs)
                .then(|| rest.iter().collect())
        }
        _ => None,
    }
}

/// A name for a temporary bound inside the function that holds `path`'s last statement: `base`
/// unless the function's text holds it (names of other functions do not matter, so fixes applied
/// one at a time do not number it `base_2` in the next function); the module's when outside a
/// function.
pub fn fresh_name_in_function(cx: &FixContext, path: &[&Stmt], base: &str) -> String {
    let Some(function) = crate::fix::locate::enclosing_function(path) else {
        return fresh_name(cx, base);
    };
    let text = cx.text(function.range());
    std::iter::once(base.to_string())
        .chain((2..).map(|i| format!("{base}_{i}")))
        .find(|name| !text.contains(name.as_str()))
        .expect("an unused name exists")
}

/// `base`, or `base_2`, `base_3`… when the name is already used in the file.
pub fn fresh_name(cx: &FixContext, base: &str) -> String {
    let used = |n: &str| cx.uses_name(n);
    if !used(base) {
        return base.to_string();
    }
    (2..)
        .map(|i| format!("{base}_{i}"))
        .find(|n| !used(n))
        .expect("an unused name exists")
}
