//! RR-sync (R104, R105 in a `for` loop, or a `while` loop stepping a counter): materialize, print or branch only every `CHECK_EVERY`
//! iterations. An `if <array test>:` becomes `if step % CHECK_EVERY == 0 and (<test>):`; a
//! materializing statement (with the statements right after it that use its result) moves under
//! `if step % CHECK_EVERY == 0:`. `CHECK_EVERY = 10` is inserted once after the imports.
//! Always unsafe: it changes when convergence is noticed and how often the code logs.
//! Not offered in `while` loops without a counter (RR-converge), for loops without one, when the
//! result is used after the guarded statements, or when a multi-line string would be re-indented.

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::{name::Name, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::util;
use super::{reasons, require, Declined, Why};
use crate::finding::Finding;
use crate::fix::{locate, FixContext};
use crate::model::expr::{builtin_name, mentions_any, target_names};
use crate::recipe_meta;

recipe_meta!(
    "RR-sync",
    &["R104", "R105"],
    "Check, print or materialize only every CHECK_EVERY iterations",
    "always unsafe (changes when convergence is noticed and how often it logs); not offered in while loops without an `it += 1` counter, or when the value is used later — except a float total kept on the device and converted once after the loop, or `float()`/`.item()` of a value stored into an array element (dropped), or returned by a helper whose one call collects it in a list; an `assert` in a `for` loop is folded into one flag asserted after the loop",
    "tests and logs run every CHECK_EVERY iterations: convergence is noticed later, fewer lines are logged; a total or list kept on the device holds NumPy scalars (0-d arrays on cuPyNumeric) until the loop ends, and a helper whose result is collected returns one to every caller; a value stored into an array is converted by the array's cast instead of float()"
);

pub struct Recipe;

pub const CONSTANT: &str = "CHECK_EVERY";
/// The value the inserted `CHECK_EVERY = 10` line gives it.
const CHECK_EVERY_DEFAULT: i64 = 10;

const NOT_CONVERGENCE: &str = "the branch leaves the loop on a condition that is not a tolerance test (a search, count or target: stopping later would change the result)";
const NOT_ONLY_CHECKED: &str =
    "the synced value is not only checked or logged (guarding it would change what is computed)";
pub(crate) const TEST_HAS_EFFECTS: &str = "the test calls code that does more than compute a value (`if self.sweep() < tol:` advances the solver): checking it less often would skip that work";
const NOT_DEFERRABLE: &str =
    "the branch does not only leave the loop or log (`continue`, `else`, or it computes)";

impl super::Recipe for Recipe {
    fn meta(&self) -> &'static super::RecipeMeta {
        &META
    }

    fn fix(&self, cx: &FixContext, finding: &Finding) -> super::Offer {
        let (stmt, path) = util::reported_statement(cx, finding)?;
        periodic(cx, finding, stmt, &path)
            .or_else(|declined| vectorized_loop(cx, finding, &path).unwrap_or(Err(declined)))
    }
}

/// The loop directly around the sync, when RR-loop turns it into whole-array statements: the
/// test or conversion becomes part of an array expression and no iteration waits for it.
fn vectorized_loop(cx: &FixContext, finding: &Finding, path: &[&Stmt]) -> Option<super::Offer> {
    if !finding.via.is_empty() {
        return None;
    }
    let loop_stmt = locate::enclosing_loop(&path[..path.len() - 1])?;
    let Stmt::For(f) = loop_stmt else {
        return None;
    };
    let over_range = util::range_arguments(&f.iter).is_some();
    // RR-loop reads an element loop at its first statement, an iteration over values at the loop.
    let (code, at) = if over_range {
        ("R101", f.body.first()?.start())
    } else {
        ("R103", loop_stmt.start())
    };
    let mut element_loop = finding.clone();
    element_loop.code = code;
    element_loop.start_offset = at.to_u32();
    element_loop.stmt_start = at.to_u32();
    let mut fix = super::Recipe::fix(&super::rr_loop::Recipe, cx, &element_loop).ok()?;
    fix.code = finding.code;
    fix.line = finding.line;
    fix.column = finding.column;
    fix.title = format!("{}; the sync goes with the loop", fix.title);
    Some(Ok(fix))
}

fn periodic(cx: &FixContext, finding: &Finding, stmt: &Stmt, path: &[&Stmt]) -> super::Offer {
    if let Some(offer) = deferred_total(cx, finding, stmt, path) {
        return offer;
    }
    if let Some(offer) = deferred_list(cx, finding, stmt, path) {
        return offer;
    }
    if let Some(offer) = stored_element(cx, finding, stmt) {
        return offer;
    }
    if let Some(offer) = deferred_return(cx, finding, stmt, path) {
        return offer;
    }
    if let Some(offer) = super::deferred_assert::offer(cx, finding, stmt, path) {
        return offer;
    }
    let Some((counter, loop_stmt, header)) = counter(cx, path) else {
        if !finding.via.is_empty() && locate::enclosing_loop(path).is_none() {
            return through_call(cx, finding);
        }
        return Err(no_counter(finding, path));
    };
    let inside_loop = path
        .iter()
        .skip_while(|s| !std::ptr::eq(**s, loop_stmt))
        .skip(1);
    require(
        !already_periodic(stmt, &counter)
            && !inside_loop.clone().any(|s| already_periodic(s, &counter)),
        "already checked every CHECK_EVERY iterations",
    )?;
    // A check that nothing is left to do changes no value when noticed late.
    let mut nothing_left = false;
    let mut edits = match stmt {
        // Only a check whose branch leaves the loop or only logs may be noticed later; a
        // `continue`, an `elif`/`else`, or a branch that computes would change the result.
        // R105 reports the test; R104 a conversion inside it (`if float(norm(g)) < tol:`).
        Stmt::If(s)
            if s.elif_else_clauses.is_empty()
                && match finding.code {
                    "R105" => s.test.range().start() == TextSize::from(finding.start_offset),
                    "R104" => s
                        .test
                        .range()
                        .contains(TextSize::from(finding.start_offset)),
                    _ => false,
                } =>
        {
            require(effect_free(cx, path, &s.test), TEST_HAS_EFFECTS)?;
            require(
                !sizes_the_result(cx, path, loop_stmt, &counter),
                "the counter sizes what the loop built (`indices[:n_active]` after the loop, a greedy selection): each iteration past the test would add to the result",
            )?;
            let deferred = match deferral(&s.test, &s.body) {
                Err(NOT_CONVERGENCE) if converges_through_call(cx, path, &s.test) => Ok(()),
                Err(NOT_CONVERGENCE)
                    if super::nothing_left::proven(cx, path, loop_stmt, stmt, &s.test) =>
                {
                    nothing_left = true;
                    Ok(())
                }
                checked => checked,
            };
            guarded_check(cx, (path, loop_stmt, stmt), s, &counter, deferred)?
        }
        _ if finding.code == "R104" => {
            require(
                !ends_the_loop(path, loop_stmt, stmt),
                "it runs once, in a branch that leaves the loop (guarding it would drop it)",
            )?;
            guard_statements(cx, path, stmt, &counter, loop_stmt)?
        }
        _ => return Err(Declined(NOT_DEFERRABLE)),
    };
    edits.extend(header);
    edits.extend(constant_edit(cx));
    let title = format!("Check only every {CONSTANT} iterations of `{counter}`");
    let mut fix = util::fix(finding, META.id, title, Applicability::Unsafe, edits);
    if nothing_left {
        fix.may_change = Some(super::nothing_left::MAY_CHANGE.into());
    }
    Ok(fix)
}

/// `power[a] = float(np.sum(p))` / `out[i] = r.item()`: the value is stored into an array, which
/// converts it anyway — the array takes the device value (`power[a] = np.sum(p)`) and the loop no
/// longer waits for it. Not `int()` (truncation before a float array's cast) nor `bool()`.
fn stored_element(cx: &FixContext, finding: &Finding, stmt: &Stmt) -> Option<super::Offer> {
    let Stmt::Assign(a) = stmt else { return None };
    let [Expr::Subscript(target)] = a.targets.as_slice() else {
        return None;
    };
    let Expr::Call(call) = a.value.as_ref() else {
        return None;
    };
    if finding.code != "R104" || call.range().start() != TextSize::from(finding.start_offset) {
        return None;
    }
    let (value, kind) = conversion(call)?;
    if !matches!(kind, Some("float") | None) {
        return None;
    }
    let scope = cx.model.scope_containing(a.range);
    let into_array = match target.value.as_ref() {
        Expr::Name(n) => cx.model.name_kind(scope, n.id.as_str()) == crate::model::Kind::Array,
        Expr::Attribute(at) => {
            matches!(at.value.as_ref(), Expr::Name(s) if s.id.as_str() == "self")
                && cx.model.self_attr_is_array(scope, at.attr.as_str())
        }
        _ => false,
    };
    if !into_array || mentions_any(value, &target_names_of(&a.targets)) {
        return None;
    }
    let what = kind.map_or("`.item()`".to_string(), |k| format!("`{k}()`"));
    let edits = vec![Edit::range_replacement(
        util::unwrapped(cx, value),
        call.range(),
    )];
    Some(Ok(util::fix(
        finding,
        META.id,
        format!(
            "Store the device value into the array without {what} (unsafe: the array's cast replaces the conversion — a complex or one-element-array value is not rejected)"
        ),
        Applicability::Unsafe,
        edits,
    )))
}

fn target_names_of(targets: &[Expr]) -> Vec<Name> {
    let mut names = Vec::new();
    for t in targets {
        if let Expr::Subscript(s) = t {
            if let Expr::Name(n) = s.value.as_ref() {
                names.push(n.id.clone());
            }
        }
    }
    names
}

const CALLED_ELSEWHERE: &str =
    "in a function called from a loop: the guard belongs in the calling loop";

/// A sync in a helper that a loop of this file calls directly (`e = energy(u, f)`, then
/// `if abs(prev - e) < tol: break`): the call moves under the periodic guard in the calling loop,
/// as an in-loop sync would — when skipping the call changes nothing but the value it returns.
fn through_call(cx: &FixContext, finding: &Finding) -> super::Offer {
    let heat = finding.hot_loop.as_deref().why(CALLED_ELSEWHERE)?;
    let [callee] = &finding.via[..] else {
        return Err(Declined(CALLED_ELSEWHERE));
    };
    require(
        heat.path == finding.path && heat.cell == finding.cell,
        "in a function called from a loop of another file: the guard belongs in the calling loop",
    )?;
    let loop_stmt =
        locate::statement_at(cx.module, TextSize::from(heat.start)).why(CALLED_ELSEWHERE)?;
    if matches!(loop_stmt, Stmt::While(_)) {
        return Err(Declined(
            "in a function called from a `while` loop (RR-converge rewrites convergence tests there)",
        ));
    }
    let short = callee.rsplit('.').next().unwrap_or(callee);
    let calls = calling_statements(loop_stmt, short);
    let [call_stmt] = &calls[..] else {
        return Err(Declined(
            "the calling loop calls the function more than once, or not in a statement of its own",
        ));
    };
    let def = super::pure::definition(cx, callee).why(CALLED_ELSEWHERE)?;
    require(super::pure::skippable(cx, def), super::pure::NOT_PURE)?;
    let path = locate::statement_path(cx.module, call_stmt.start());
    let (counter, found_loop, header) =
        counter(cx, &path).why("the calling loop has no integer loop counter")?;
    require(
        std::ptr::eq(found_loop, loop_stmt),
        "the call sits in a nested loop of the calling loop",
    )?;
    require(
        !path.iter().any(|s| already_periodic(s, &counter)),
        "already checked every CHECK_EVERY iterations",
    )?;
    let mut edits = match call_stmt {
        // `if residual(new, old) < tol: return new`: the call is the check itself.
        Stmt::If(s) if s.elif_else_clauses.is_empty() => {
            let deferred = deferral(&s.test, &s.body);
            guarded_check(cx, (&path, loop_stmt, call_stmt), s, &counter, deferred)?
        }
        Stmt::If(_) => return Err(Declined(NOT_DEFERRABLE)),
        _ => guard_statements(cx, &path, call_stmt, &counter, loop_stmt)?,
    };
    edits.extend(header);
    edits.extend(constant_edit(cx));
    let title =
        format!("Call `{short}()` and check only every {CONSTANT} iterations of `{counter}`");
    Ok(util::fix(
        finding,
        META.id,
        title,
        Applicability::Unsafe,
        edits,
    ))
}

/// The statements of the loop (at any depth, not in nested functions) whose expressions call
/// `name` — by name, or as a method of `self`/`cls`.
fn calling_statements<'a>(loop_stmt: &'a Stmt, name: &str) -> Vec<&'a Stmt> {
    let mut out = Vec::new();
    collect_calling(util::loop_body(loop_stmt), name, &mut out);
    out
}

fn collect_calling<'a>(body: &'a [Stmt], name: &str, out: &mut Vec<&'a Stmt>) {
    let calls = |e: &Expr| {
        crate::model::expr::any_expr(
            e,
            |x| matches!(x, Expr::Call(c) if calls_name(&c.func, name)),
        )
    };
    for stmt in body {
        let header_calls = match stmt {
            Stmt::FunctionDef(_) | Stmt::ClassDef(_) => continue,
            Stmt::If(i) => {
                calls(&i.test)
                    || i.elif_else_clauses
                        .iter()
                        .any(|c| c.test.as_ref().is_some_and(calls))
            }
            Stmt::For(f) => calls(&f.iter),
            Stmt::While(w) => calls(&w.test),
            Stmt::With(w) => w.items.iter().any(|i| calls(&i.context_expr)),
            Stmt::Try(_) => false,
            s => crate::model::expr::any_expr_in_body(
                std::slice::from_ref(s),
                |x| matches!(x, Expr::Call(c) if calls_name(&c.func, name)),
            ),
        };
        if header_calls {
            out.push(stmt);
        }
        for block in crate::model::tree::child_blocks(stmt) {
            collect_calling(block, name, out);
        }
    }
}

fn calls_name(func: &Expr, name: &str) -> bool {
    match func {
        Expr::Name(n) => n.id.as_str() == name,
        Expr::Attribute(a) => {
            a.attr.as_str() == name
                && matches!(a.value.as_ref(), Expr::Name(n) if matches!(n.id.as_str(), "self" | "cls"))
        }
        _ => false,
    }
}

const ITEM_OUTPUT: &str =
    "a print in a loop over items is that item's output, not a progress log (guarding it would drop output)";

/// `energy += float(np.sum(...))` in a loop, `energy = 0.0` before it: the total stays on the
/// device (`energy += np.sum(...)`) and becomes a Python float once, after the loop
/// (`energy = float(energy)`). Under NumPy every addition is the same double addition (a NumPy
/// float64 is a Python float), so the result is the same value and type.
fn deferred_total(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    path: &[&Stmt],
) -> Option<super::Offer> {
    let Stmt::AugAssign(a) = stmt else {
        return None;
    };
    let Expr::Name(total) = a.target.as_ref() else {
        return None;
    };
    let Expr::Call(call) = a.value.as_ref() else {
        return None;
    };
    let converts = builtin_name(&call.func) == Some("float")
        && call.arguments.keywords.is_empty()
        && call.arguments.args.len() == 1
        && call.range().start() == TextSize::from(finding.start_offset)
        && finding.code == "R104"
        && matches!(
            a.op,
            ruff_python_ast::Operator::Add | ruff_python_ast::Operator::Sub
        );
    if !converts {
        return None;
    }
    Some(deferred_total_fix(cx, finding, a, total, call, path))
}

fn deferred_total_fix(
    cx: &FixContext,
    finding: &Finding,
    a: &ruff_python_ast::StmtAugAssign,
    total: &ruff_python_ast::ExprName,
    call: &ruff_python_ast::ExprCall,
    path: &[&Stmt],
) -> super::Offer {
    let loop_stmt = locate::enclosing_loop(&path[..path.len() - 1])
        .why("not in a loop of its own function (a comprehension or module level)")?;
    let name = total.id.as_str();
    let body = util::loop_body(loop_stmt);
    // Read only by this accumulation inside the loop: elsewhere it would be a NumPy scalar.
    require(
        !read_elsewhere(body, name, total.range()),
        "the total is read elsewhere in the loop (it would be a NumPy scalar there)",
    )?;
    // `while t < t_end: ... t += float(dt)`: the test would read the device total every
    // iteration — the same sync, moved.
    let tested = matches!(loop_stmt, Stmt::While(w)
        if crate::model::expr::mentions_any(&w.test, std::slice::from_ref(&total.id)));
    require(
        !tested,
        "the loop's `while` test reads the total every iteration",
    )?;
    let scope = cx.model.scope_containing(a.range);
    let values = cx.model.bound_values(scope, name);
    let starts_as_float = !values.is_empty()
        && values.iter().all(|v| {
        matches!(v, Expr::NumberLiteral(n) if matches!(n.value, ruff_python_ast::Number::Float(_)))
        })
        && cx.model.binding_count(scope, name) as usize == values.len() + 1;
    require(
        starts_as_float,
        "the total does not start as a float literal bound once before the loop",
    )?;
    let indent = conversion_indent(cx, loop_stmt, body)?;
    let arg = &call.arguments.args[0];
    let edits = vec![
        Edit::range_replacement(util::unwrapped(cx, arg), call.range()),
        util::insert_line_after(cx, loop_stmt, &format!("{indent}{name} = float({name})")),
    ];
    let title = format!("Keep `{name}` on the device in the loop; convert it once after");
    Ok(util::fix(
        finding,
        META.id,
        title,
        Applicability::Unsafe,
        edits,
    ))
}

/// `losses.append(float(loss))` in a loop, `losses = []` before it: the list collects device
/// values (`losses.append(loss)`) and they become Python numbers once, after the loop
/// (`losses[:] = np.array(losses, dtype=float).tolist()`, one conversion into the same list object). The same numbers and types
/// under NumPy; the loop no longer waits for each one.
fn deferred_list(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    path: &[&Stmt],
) -> Option<super::Offer> {
    let (list, append) = appended_to(stmt)?;
    if finding.code != "R104" {
        return None;
    }
    let at_finding =
        |c: &ruff_python_ast::ExprCall| c.range().start() == TextSize::from(finding.start_offset);
    match &*append.arguments.args {
        [Expr::Call(call)] if at_finding(call) => {
            let (value, dtype) = conversion(call)?;
            Some(deferred_list_fix(
                cx,
                finding,
                list,
                &[(value, call)],
                dtype,
                Collected::Values,
                path,
            ))
        }
        // `frontier.append((float(w @ mu), float(risk)))`: rows of values converted alike;
        // `scores.append((name, float(s)))`: rows whose other elements are kept as they are.
        [Expr::Tuple(row)] => {
            let mut converted = Vec::new();
            let mut columns = Vec::new();
            for e in &row.elts {
                match e {
                    Expr::Call(call) if conversion(call).is_some() => {
                        let (value, dtype) = conversion(call)?;
                        converted.push((value, call));
                        columns.push(Some(dtype));
                    }
                    Expr::Starred(_) => return None,
                    _ => columns.push(None),
                }
            }
            if !converted.iter().any(|(_, c)| at_finding(c)) {
                return None;
            }
            let alike = columns.iter().all(|c| *c == columns[0]);
            let collected = match columns[0] {
                Some(Some(dtype)) if alike => Collected::Rows(dtype),
                _ => Collected::MixedRows(columns),
            };
            Some(deferred_list_fix(
                cx, finding, list, &converted, None, collected, path,
            ))
        }
        _ => None,
    }
}

/// `name.append(...)` as a statement: the list and the call.
fn appended_to(stmt: &Stmt) -> Option<(&ruff_python_ast::ExprName, &ruff_python_ast::ExprCall)> {
    let Stmt::Expr(e) = stmt else { return None };
    let Expr::Call(append) = e.value.as_ref() else {
        return None;
    };
    match crate::model::expr::method_call(append)? {
        (Expr::Name(list), "append") => Some((list, append)),
        _ => None,
    }
}

/// `float(x)` → (`x`, `Some("float")`): the values and the dtype that converts all of them at
/// once to the same Python numbers; `x.item()` → (`x`, `None`), their own dtype.
fn conversion(call: &ruff_python_ast::ExprCall) -> Option<(&Expr, Option<&'static str>)> {
    if !call.arguments.keywords.is_empty() {
        return None;
    }
    match (builtin_name(&call.func), &*call.arguments.args) {
        (Some("float"), [x]) => Some((x, Some("float"))),
        (Some("int"), [x]) => Some((x, Some("int"))),
        (Some("bool"), [x]) => Some((x, Some("bool"))),
        (Some("complex"), [x]) => Some((x, Some("complex"))),
        (None, []) => match crate::model::expr::method_call(call) {
            Some((x, "item")) => Some((x, None)),
            _ => None,
        },
        _ => None,
    }
}

/// `return float(np.sum(self.p ** 2))` in a helper whose only call in this file collects its
/// result in the calling loop (`energies.append(model.energy())`): the helper returns the device
/// value and the list is converted once after that loop, as for an append of the conversion
/// itself. Unsafe beyond the list's: the helper now returns a NumPy scalar (a 0-d array on
/// cuPyNumeric) to any caller in other files.
fn deferred_return(
    cx: &FixContext,
    finding: &Finding,
    stmt: &Stmt,
    path: &[&Stmt],
) -> Option<super::Offer> {
    let Stmt::Return(r) = stmt else { return None };
    let Some(Expr::Call(call)) = r.value.as_deref() else {
        return None;
    };
    let [callee] = &finding.via[..] else {
        return None;
    };
    let heat = finding.hot_loop.as_deref()?;
    if finding.code != "R104"
        || call.range().start() != TextSize::from(finding.start_offset)
        || heat.path != finding.path
        || heat.cell != finding.cell
    {
        return None;
    }
    let (value, dtype) = conversion(call)?;
    if !matches!(dtype, Some("float") | None) {
        return None;
    }
    let def = locate::enclosing_function(path)?;
    let short = callee.rsplit('.').next().unwrap_or(callee);
    if def.name.id.as_str() != short || returns_in(def) != 1 {
        return None;
    }
    let [site] = &calls_anywhere(cx.module, short)[..] else {
        return None;
    };
    let site_path = locate::statement_path(cx.module, site.start());
    let (list, append) = appended_to(site_path.last()?)?;
    if !matches!(&*append.arguments.args, [Expr::Call(c)] if c.range() == *site) {
        return None;
    }
    let loop_stmt = locate::statement_at(cx.module, TextSize::from(heat.start))?;
    if !site_path.iter().any(|s| std::ptr::eq(*s, loop_stmt)) {
        return None;
    }
    Some(deferred_list_fix(
        cx,
        finding,
        list,
        &[(value, call)],
        dtype,
        Collected::ReturnedBy(short),
        &site_path,
    ))
}

/// The number of `return` statements of a function (not of functions nested in it).
fn returns_in(def: &ruff_python_ast::StmtFunctionDef) -> usize {
    util::all_statements(&def.body)
        .iter()
        .filter(|s| matches!(s, Stmt::Return(_)))
        .count()
}

/// Every call in the module of a function or method named `name` (`name(...)`, `obj.name(...)`).
fn calls_anywhere(module: &ruff_python_ast::ModModule, name: &str) -> Vec<TextRange> {
    let mut found = Vec::new();
    crate::model::expr::any_expr_in_body(&module.body, |e| {
        if let Expr::Call(c) = e {
            let named = match c.func.as_ref() {
                Expr::Name(n) => n.id.as_str() == name,
                Expr::Attribute(a) => a.attr.as_str() == name,
                _ => false,
            };
            if named {
                found.push(c.range());
            }
        }
        false
    });
    found
}

/// What a list collects: converted values, tuples of them, or what a helper returns.
#[derive(Clone)]
enum Collected<'a> {
    Values,
    /// Tuples whose every element is converted by the same builtin.
    Rows(&'static str),
    /// Tuples converted column by column: `Some(Some("float"))` by that builtin,
    /// `Some(None)` by `.item()`, `None` kept as it was appended.
    MixedRows(Vec<Option<Option<&'static str>>>),
    ReturnedBy(&'a str),
}

/// `converted`: each conversion's value and call (one, or a row of a tuple).
fn deferred_list_fix(
    cx: &FixContext,
    finding: &Finding,
    list: &ruff_python_ast::ExprName,
    converted: &[(&Expr, &ruff_python_ast::ExprCall)],
    dtype: Option<&str>,
    collected: Collected,
    path: &[&Stmt],
) -> super::Offer {
    let name = list.id.as_str();
    let scope = cx.model.scope_containing(list.range());
    let values = cx.model.bound_values(scope, name);
    let starts_empty = !values.is_empty()
        && values
            .iter()
            .all(|v| matches!(v, Expr::List(l) if l.elts.is_empty()))
        && cx.model.binding_count(scope, name) as usize == values.len();
    require(
        starts_empty,
        "the list is not bound only to `[]` in this function",
    )?;
    // The outermost loop around the append that does not bind the list: converted after it.
    let loop_stmt = path
        .iter()
        .copied()
        .filter(|s| matches!(s, Stmt::For(_) | Stmt::While(_)))
        .find(|s| !binds_name(s, name))
        .why("not in a loop of its own function (a comprehension or module level)")?;
    let body = util::loop_body(loop_stmt);
    require(
        !read_elsewhere(body, name, list.range()),
        "the list is read elsewhere in the loop (it would hold device values there)",
    )?;
    // A value converted later must still hold what it held when appended.
    let mutated_later = converted.iter().any(|(value, _)| {
        matches!(value, Expr::Name(n) if util::uses_in(cx, body, n.id.as_str(), None).mutated)
    });
    require(
        !mutated_later,
        "an appended array is changed in place later in the loop (converted after the loop, it would give its last value)",
    )?;
    let indent = conversion_indent(cx, loop_stmt, body)?;
    // One conversion of all values (`float(v)` per element would wait once per element).
    let (np, import) = cx.np();
    let dtype = dtype.map(|d| format!(", dtype={d}")).unwrap_or_default();
    let conversion = match &collected {
        Collected::Rows(dtype) => format!(
            "{indent}{name}[:] = [tuple(row) for row in {np}.array({name}, dtype={dtype}).tolist()]"
        ),
        Collected::MixedRows(columns) => {
            format!(
                "{indent}{name}[:] = [{} for row in {name}]",
                row_conversion(columns)
            )
        }
        _ => format!("{indent}{name}[:] = {np}.array({name}{dtype}).tolist()"),
    };
    let mut edits: Vec<Edit> = converted
        .iter()
        .map(|(value, call)| Edit::range_replacement(util::unwrapped(cx, value), call.range()))
        .collect();
    edits.push(util::insert_line_after(cx, loop_stmt, &conversion));
    edits.extend(import);
    let title = match collected {
        Collected::ReturnedBy(helper) => format!(
            "Return the device value from `{helper}()` and collect it in `{name}`; convert them once after the loop"
        ),
        _ => format!("Collect device values in `{name}`; convert them once after the loop"),
    };
    Ok(util::fix(
        finding,
        META.id,
        title,
        Applicability::Unsafe,
        edits,
    ))
}

/// `(row[0], float(row[1]), row[2].item())`: each column converted as it was when appended.
fn row_conversion(columns: &[Option<Option<&str>>]) -> String {
    let elements: Vec<String> = columns
        .iter()
        .enumerate()
        .map(|(i, column)| match column {
            Some(Some(builtin)) => format!("{builtin}(row[{i}])"),
            Some(None) => format!("row[{i}].item()"),
            None => format!("row[{i}]"),
        })
        .collect();
    match elements.as_slice() {
        [one] => format!("({one},)"),
        _ => format!("({})", elements.join(", ")),
    }
}

/// `lst = []` (or any binding of the name) somewhere in this statement.
fn binds_name(stmt: &Stmt, name: &str) -> bool {
    util::all_statements(std::slice::from_ref(stmt))
        .iter()
        .any(|s| util::statement_binds(s, name))
}

const ITEM_VALIDATION: &str = "the branch raises on a value computed from the loop variable (a check of each item, which a guard would skip for most items)";

/// `for m in range(hop): a = norm(w[m::hop]); if not a > eps: raise ...`: the raise checks a
/// value computed from the loop variable — each item's own validation, not a state that
/// persists until a later check sees it (a solver's breakdown or divergence). Found through the
/// names the loop binds from the variable, to a fixed point.
fn validates_each_item(loop_stmt: &Stmt, check: &ruff_python_ast::StmtIf) -> bool {
    let Stmt::For(f) = loop_stmt else {
        return false;
    };
    if !matches!(check.body.last(), Some(Stmt::Raise(_))) {
        return false;
    }
    let mut from_variable = Vec::new();
    target_names(&f.target, &mut from_variable);
    let assignments: Vec<&ruff_python_ast::StmtAssign> =
        crate::model::tree::all_statements(&f.body)
            .into_iter()
            .filter_map(|s| match s {
                Stmt::Assign(a) => Some(a),
                _ => None,
            })
            .collect();
    loop {
        let before = from_variable.len();
        for a in &assignments {
            if mentions_any(&a.value, &from_variable) {
                let mut names = Vec::new();
                a.targets.iter().for_each(|t| target_names(t, &mut names));
                for n in names {
                    if !from_variable.contains(&n) {
                        from_variable.push(n);
                    }
                }
            }
        }
        if from_variable.len() == before {
            break;
        }
    }
    mentions_any(&check.test, &from_variable)
}

const BREAKDOWN: &str = "a breakdown test: the tested value divides later in the loop (`if abs(beta) < betatol: return`, then `/ beta`), so iterating past it computes with a near-zero divisor";

/// `if np.abs(beta) < betatol: return x, -11` with `... / beta` in the loop: the test stops the
/// loop before a division by (nearly) zero, not because the answer is good enough.
fn guards_a_division(loop_stmt: &Stmt, check: &ruff_python_ast::StmtIf) -> bool {
    let mut tested = Vec::new();
    crate::model::expr::any_expr(&check.test, |e| {
        if let Expr::Name(n) = e {
            tested.push(n.id.clone());
        }
        false
    });
    // Only what the loop computes: a scale fixed before it (`r / norm0`) divides everywhere.
    let mut bound_in_loop = Vec::new();
    for s in crate::model::tree::all_statements(util::loop_body(loop_stmt)) {
        match s {
            Stmt::Assign(a) => a
                .targets
                .iter()
                .for_each(|t| target_names(t, &mut bound_in_loop)),
            Stmt::AugAssign(a) => target_names(&a.target, &mut bound_in_loop),
            _ => {}
        }
    }
    tested.retain(|n| bound_in_loop.contains(n));
    if tested.is_empty() {
        return false;
    }
    crate::model::expr::any_expr_in_body(util::loop_body(loop_stmt), |e| {
        matches!(e, Expr::BinOp(b)
            if matches!(b.op, ruff_python_ast::Operator::Div | ruff_python_ast::Operator::FloorDiv)
                && mentions_any(&b.right, &tested))
    })
}

/// `return gamma, indices[:n_active], n_active` after a loop that adds one item per iteration:
/// the counter is a slice bound after the loop, so the iterations are the result's size.
fn sizes_the_result(cx: &FixContext, path: &[&Stmt], loop_stmt: &Stmt, counter: &Name) -> bool {
    let after = |e: &Expr| e.start() >= loop_stmt.end();
    crate::model::expr::any_expr_in_body(util::enclosing_body(cx, path), |e| {
        matches!(e, Expr::Slice(sl) if after(e)
            && [&sl.lower, &sl.upper]
                .into_iter()
                .flatten()
                .any(|b| mentions_any(b, std::slice::from_ref(counter))))
    })
}

/// `for x in items:`, `for i, x in enumerate(items):`, `for i in range(1, 8):` — one pass per item
/// (or per one of a handful of numbered cases), not per iteration of
/// a computation.
fn iterates_items(loop_stmt: &Stmt) -> bool {
    let Stmt::For(f) = loop_stmt else {
        return false;
    };
    let over_range =
        matches!(f.iter.as_ref(), Expr::Call(c) if builtin_name(&c.func) == Some("range"));
    // `for i in range(1, 8):` — a handful of numbered cases: with a guard every CHECK_EVERY
    // iterations most (or all) of their lines would go.
    !over_range
        || crate::model::loops::literal_range_trip(&f.iter)
            .is_some_and(|n| n <= 2 * CHECK_EVERY_DEFAULT)
        || over_a_length(&f.iter)
}

/// `range(len(items))`, `range(x.shape[0])`, `range(x.size)`: the positions of a collection's
/// items, one per iteration (not a count of steps).
fn over_a_length(iter: &Expr) -> bool {
    let stop = match util::range_arguments(iter) {
        Some([stop] | [_, stop]) => stop,
        _ => return false,
    };
    match stop {
        Expr::Call(c) => builtin_name(&c.func) == Some("len") && c.arguments.args.len() == 1,
        Expr::Attribute(a) => a.attr.id.as_str() == "size",
        Expr::Subscript(s) => {
            matches!(s.value.as_ref(), Expr::Attribute(a) if a.attr.id.as_str() == "shape")
        }
        _ => false,
    }
}

/// `if step % N == 0 and ...:` — a guard this recipe wrote (kept even when `N` is not a constant
/// the detector recognizes, so a second run does not guard it again).
fn already_periodic(stmt: &Stmt, counter: &Name) -> bool {
    let Stmt::If(i) = stmt else { return false };
    let first = match i.test.as_ref() {
        Expr::BoolOp(b) if b.op == ruff_python_ast::BoolOp::And => b.values.first(),
        t => Some(t),
    };
    matches!(first, Some(Expr::Compare(c))
        if matches!(c.left.as_ref(), Expr::BinOp(m) if m.op == ruff_python_ast::Operator::Mod
            && matches!(m.left.as_ref(), Expr::Name(n) if &n.id == counter)))
}

/// Why there is no loop counter to guard with.
fn no_counter(finding: &Finding, path: &[&Stmt]) -> Declined {
    Declined(match locate::enclosing_loop(path) {
        _ if !finding.via.is_empty() => {
            "in a function called from a loop: the guard belongs in the calling loop"
        }
        Some(Stmt::While(_)) => {
            "in a `while` loop without an integer counter stepped once per iteration (`it += 1`)"
        }
        Some(_) => "in a `for` loop over `range` with a non-name target, or an async loop",
        None => "not in a loop of its own function (a comprehension or module level)",
    })
}

/// `for _ in range(n)`: the counter the guard reads gets a name (`for check_step in range(n)`),
/// unless the body reads `_` itself.
fn named_throwaway<'a>(
    cx: &FixContext,
    f: &ruff_python_ast::StmtFor,
    name: Name,
    loop_stmt: &'a Stmt,
) -> (Name, &'a Stmt, Vec<Edit>) {
    let reads_it = crate::model::expr::any_expr_in_body(
        &f.body,
        |e| matches!(e, Expr::Name(n) if n.id == name),
    );
    if name.as_str() != "_" || reads_it || !matches!(f.target.as_ref(), Expr::Name(_)) {
        return (name, loop_stmt, Vec::new());
    }
    let fresh = super::rr_stack::fresh_name(cx, "check_step");
    let edit = Edit::range_replacement(fresh.clone(), f.target.range());
    (fresh.into(), loop_stmt, vec![edit])
}

/// The innermost enclosing `for` of the function and its integer counter (`for step in range(...)`
/// or `for step, x in enumerate(...)`); a loop over items gets one (`for x in items:` →
/// `for check_step, x in enumerate(items):`, the header edits returned with it).
fn counter<'a>(cx: &FixContext, path: &[&'a Stmt]) -> Option<(Name, &'a Stmt, Vec<Edit>)> {
    let loop_stmt = locate::enclosing_loop(path)?;
    let f = match loop_stmt {
        Stmt::For(f) => f,
        Stmt::While(w) => {
            return match while_counter(cx, w) {
                Some(name) => Some((name, loop_stmt, Vec::new())),
                None => added_while_counter(cx, w, loop_stmt),
            };
        }
        _ => return None,
    };
    if let Expr::Call(call) = f.iter.as_ref() {
        let existing = match (builtin_name(&call.func), f.target.as_ref()) {
            (Some("range"), Expr::Name(n)) => Some(n.id.clone()),
            (Some("enumerate"), Expr::Tuple(t)) if call.arguments.args.len() == 1 => {
                match t.elts.first() {
                    Some(Expr::Name(n)) => Some(n.id.clone()),
                    _ => return None,
                }
            }
            (Some("range"), _) => return None,
            _ => None,
        };
        if let Some(name) = existing {
            return Some(named_throwaway(cx, f, name, loop_stmt));
        }
    }
    if f.is_async || matches!(f.target.as_ref(), Expr::Starred(_)) {
        return None;
    }
    let name = super::rr_stack::fresh_name(cx, "check_step");
    let target = cx.text(f.target.range());
    let target = match f.target.as_ref() {
        Expr::Tuple(t) if !t.parenthesized => format!("({target})"),
        _ => target.to_string(),
    };
    let edits = vec![
        Edit::range_replacement(format!("{name}, {target}"), f.target.range()),
        Edit::range_replacement(
            format!("enumerate({})", cx.text(f.iter.range())),
            f.iter.range(),
        ),
    ];
    Some((Name::new(&name), loop_stmt, edits))
}

/// The statements of `path` between `loop_stmt` and `stmt`.
fn between<'p, 'a>(
    path: &'p [&'a Stmt],
    loop_stmt: &'p Stmt,
) -> impl Iterator<Item = &'a Stmt> + 'p {
    path.iter()
        .copied()
        .skip_while(move |s| !std::ptr::eq(*s, loop_stmt))
        .skip(1)
}

/// `stmt` sits in the body of a `try` inside the loop: what it raises may be handled there.
fn in_try_inside(path: &[&Stmt], loop_stmt: &Stmt, stmt: &Stmt) -> bool {
    between(path, loop_stmt).any(|s| match s {
        Stmt::Try(t) => t
            .body
            .iter()
            .any(|b| b.range().contains_range(stmt.range())),
        _ => false,
    })
}

/// `stmt` sits in a branch (inside the loop) that ends with `break`, `return` or `raise`: it runs
/// once, as the loop ends, not every iteration.
fn ends_the_loop(path: &[&Stmt], loop_stmt: &Stmt, stmt: &Stmt) -> bool {
    let leaves = |block: &[Stmt]| {
        block.iter().any(|b| b.range().contains_range(stmt.range()))
            && matches!(
                block.last(),
                Some(Stmt::Break(_) | Stmt::Return(_) | Stmt::Raise(_))
            )
    };
    between(path, loop_stmt).any(|s| match s {
        Stmt::If(i) => leaves(&i.body) || i.elif_else_clauses.iter().any(|c| leaves(&c.body)),
        _ => false,
    })
}

/// The `break`s of a loop body and its `return`s. A nested loop's own `break`s end only it; one
/// in its `else:` ends this loop.
fn exits(body: &[Stmt]) -> usize {
    let returns = |block: &[Stmt]| {
        util::all_statements(block)
            .iter()
            .filter(|s| matches!(s, Stmt::Return(_)))
            .count()
    };
    body.iter()
        .map(|s| match s {
            Stmt::Break(_) | Stmt::Return(_) => 1,
            Stmt::FunctionDef(_) | Stmt::ClassDef(_) => 0,
            Stmt::For(ruff_python_ast::StmtFor { body, orelse, .. })
            | Stmt::While(ruff_python_ast::StmtWhile { body, orelse, .. }) => {
                returns(body) + exits(orelse)
            }
            s => crate::model::tree::child_blocks(s)
                .into_iter()
                .map(exits)
                .sum(),
        })
        .sum()
}

/// A `while` loop without a counter gets one: `check_step = 0` before the loop and
/// `check_step += 1` first in its body, so a `continue` cannot skip it. Not for a loop with an
/// `else:` (a break the guard skips could let the loop end through its test and run the `else:`),
/// a body on the `while` line, a loop at module level, or one with more than one `break`/`return`.
fn added_while_counter<'a>(
    cx: &FixContext,
    w: &ruff_python_ast::StmtWhile,
    loop_stmt: &'a Stmt,
) -> Option<(Name, &'a Stmt, Vec<Edit>)> {
    // Several ways out (a descent check, a breakdown, a small step) make a search, not a loop
    // run to convergence: only a loop with at most one exit gets a counter.
    if !w.orelse.is_empty() || cx.model.scope_containing(w.range) == 0 || exits(&w.body) > 1 {
        return None;
    }
    let first = w.body.first()?;
    let loop_indent = locate::indentation_of(&cx.source.text, w.range)?;
    let body_indent = locate::indentation_of(&cx.source.text, first.range())?;
    let name = super::rr_stack::fresh_name(cx, "check_step");
    let edits = vec![
        util::insert_line_before(cx, loop_stmt, &format!("{loop_indent}{name} = 0")),
        util::insert_line_before(cx, first, &format!("{body_indent}{name} += 1")),
    ];
    Some((Name::new(&name), loop_stmt, edits))
}

/// The counter of a `while` loop: an integer name stepped by `name += 1` directly in the loop's
/// body, bound nowhere else in it, and bound only to integer literals elsewhere in the function.
fn while_counter(cx: &FixContext, w: &ruff_python_ast::StmtWhile) -> Option<Name> {
    let scope = cx.model.scope_containing(w.range);
    w.body.iter().find_map(|s| {
        let Stmt::AugAssign(a) = s else { return None };
        let Expr::Name(n) = a.target.as_ref() else {
            return None;
        };
        let steps_by_one = a.op == ruff_python_ast::Operator::Add
            && crate::model::expr::int_literal(&a.value) == Some(1);
        let is_int = |e: &Expr| crate::model::expr::int_literal(e).is_some();
        let int_only = cx
            .model
            .bindings_of(scope, n.id.as_str())
            .iter()
            .all(|b| match b {
                crate::model::Bound::Value(v) => is_int(v),
                crate::model::Bound::Augmented(v) => is_int(v),
                _ => false,
            });
        let bound_once_in_loop = util::all_statements(&w.body)
            .iter()
            .filter(|s| util::statement_binds(s, n.id.as_str()))
            .count()
            == 1
            && !crate::model::expr::any_expr_in_body(&w.body, |e| {
                matches!(e, Expr::Named(nm) if matches!(nm.target.as_ref(), Expr::Name(t) if t.id == n.id))
            });
        (steps_by_one && int_only && bound_once_in_loop && scope != 0).then(|| n.id.clone())
    })
}

/// The guard on the test of a check that may be noticed later (`deferred`, see [`deferral`]),
/// unless its branch raises into a `try` inside the loop. `at` is the statement's path, the loop
/// and the `if` statement itself.
fn guarded_check(
    cx: &FixContext,
    at: (&[&Stmt], &Stmt, &Stmt),
    check: &ruff_python_ast::StmtIf,
    counter: &Name,
    deferred: Result<(), &'static str>,
) -> Result<Vec<Edit>, Declined> {
    let (path, loop_stmt, stmt) = at;
    deferred.map_err(Declined)?;
    require(!validates_each_item(loop_stmt, check), ITEM_VALIDATION)?;
    require(!guards_a_division(loop_stmt, check), BREAKDOWN)?;
    require(
        !(matches!(check.body.last(), Some(Stmt::Raise(_)))
            && in_try_inside(path, loop_stmt, stmt)),
        "the raise is caught inside the loop (a guard would let the failed value through)",
    )?;
    Ok(guard_test(cx, &check.test, counter))
}

fn guard_test(cx: &FixContext, test: &Expr, counter: &Name) -> Vec<Edit> {
    let text = cx.text(test.range());
    let wrapped = if matches!(
        test,
        Expr::BoolOp(_) | Expr::If(_) | Expr::Named(_) | Expr::Lambda(_)
    ) {
        format!("({text})")
    } else {
        text.to_string()
    };
    // `if-err < tol:` has no space before its test; the guard must not fuse with `if`.
    let before = cx.source.text[..test.start().to_usize()]
        .chars()
        .next_back();
    let lead = if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
        " "
    } else {
        ""
    };
    vec![Edit::range_replacement(
        format!("{lead}{counter} % {CONSTANT} == 0 and {wrapped}"),
        test.range(),
    )]
}

/// Moves `stmt` (and the following statements of its block that use what it binds) under the
/// periodic guard, re-indenting them by one unit. Later checks of the same block that read what
/// it binds (the canonical `err = float(...)`, a buffer swap, `if err < tol: break`) get the same
/// guard in their test, so they only ever see a value computed in the same iteration.
fn guard_statements(
    cx: &FixContext,
    path: &[&Stmt],
    stmt: &Stmt,
    counter: &Name,
    loop_stmt: &Stmt,
) -> Result<Vec<Edit>, Declined> {
    let block = locate::block_holding(cx.module, path, stmt).why(reasons::NOT_LOCATED)?;
    let start = block
        .iter()
        .position(|s| std::ptr::eq(s, stmt))
        .why(reasons::NOT_LOCATED)?;
    let mut bound = Vec::new();
    match stmt {
        // `norms.append(float(x))` under a guard would collect fewer values.
        Stmt::Expr(_) if !is_log(stmt) => return Err(Declined(NOT_ONLY_CHECKED)),
        Stmt::Expr(_) => {}
        Stmt::Assign(a) => a.targets.iter().for_each(|t| target_names(t, &mut bound)),
        Stmt::AugAssign(a) => target_names(&a.target, &mut bound),
        _ => {
            return Err(Declined(
                "the sync is not an assignment or a call statement",
            ))
        }
    }
    let mut end = start;
    while end + 1 < block.len() && !bound.is_empty() && stmt_mentions(&block[end + 1], &bound) {
        end += 1;
        if let Stmt::Assign(a) = &block[end] {
            a.targets.iter().for_each(|t| target_names(t, &mut bound));
        }
    }
    let checks: Vec<&Stmt> = block[end + 1..]
        .iter()
        .filter(|s| later_check(s, &bound))
        .collect();
    for check in &checks {
        if let Stmt::If(i) = check {
            require(!validates_each_item(loop_stmt, i), ITEM_VALIDATION)?;
            require(!guards_a_division(loop_stmt, i), BREAKDOWN)?;
        }
    }
    // Apart from those checks, the guarded names must not be read anywhere else in the loop (a
    // read would see a value from an earlier iteration) or after it.
    let loop_body = util::loop_body(loop_stmt);
    let run = TextRange::new(block[start].start(), block[end].end());
    let read_elsewhere = crate::model::expr::any_expr_in_body(loop_body, |e| {
        matches!(e, Expr::Name(n) if bound.contains(&n.id)
            && !run.contains_range(n.range())
            && !checks.iter().any(|c| c.range().contains_range(n.range())))
    });
    require(
        !read_elsewhere,
        "the synced value is read elsewhere in the loop, not only by checks that leave it or log",
    )?;
    require(
        !bound
            .iter()
            .any(|b| util::read_after(cx, path, b.as_str(), loop_stmt.range())),
        "the synced value is read after the loop",
    )?;
    if !locate::owns_its_lines(&cx.source.text, block[end].range())
        && !ends_with_comment(cx, block[end].range())
    {
        return Err(Declined(reasons::INDENTATION));
    }
    require(
        !spans_multiline_string(cx, run),
        "a multi-line string would be re-indented",
    )?;
    require(
        !block[start..=end]
            .iter()
            .any(|s| matches!(s, Stmt::Break(_) | Stmt::Continue(_) | Stmt::Return(_))),
        "the statements to guard include `break`, `continue` or `return`",
    )?;
    // What moves under the guard besides the sync itself may only log or leave the loop: moving a
    // statement that computes with the synced value would change the result, not just its timing.
    // The check's own bookkeeping (`prev = e`) may move too: what it binds is read only by the
    // guarded statements (checked above with the rest of `bound`).
    let moved_ok = block[start + 1..=end].iter().all(|s| match s {
        Stmt::If(i) => i.elif_else_clauses.is_empty() && deferrable(&i.test, &i.body),
        Stmt::Assign(a) => is_bookkeeping(a),
        s => is_log(s),
    });
    require(moved_ok, NOT_DEFERRABLE)?;
    // A call that does more than compute (advances a solver, draws) would run less often.
    let guarded_effects = block[start..=end]
        .iter()
        .filter(|s| !is_log(s))
        .any(|s| !stmt_effect_free(cx, path, s))
        || checks.iter().any(|c| !stmt_effect_free(cx, path, c));
    require(!guarded_effects, TEST_HAS_EFFECTS)?;
    // In a loop over items, what is printed is each item's result, not a progress log.
    let prints = block[start..=end].iter().any(is_log);
    require(!(prints && iterates_items(loop_stmt)), ITEM_OUTPUT)?;
    let sync_ok = matches!(stmt, Stmt::Expr(_)) || end > start || !checks.is_empty();
    require(sync_ok, NOT_ONLY_CHECKED)?;
    let indent = locate::indentation_of(&cx.source.text, stmt.range()).why(reasons::INDENTATION)?;
    let unit = cx.indent_unit();
    let newline = cx.newline();
    let body = reindent(cx.text(run), unit, newline);
    let mut edits = vec![Edit::range_replacement(
        format!("if {counter} % {CONSTANT} == 0:{newline}{indent}{unit}{body}"),
        run,
    )];
    for check in checks {
        if let Stmt::If(i) = check {
            edits.extend(guard_test(cx, &i.test, counter));
        }
    }
    Ok(edits)
}

/// Evaluating `e` less often changes nothing but its value: every call in it is NumPy (no
/// random draw, no `out=`), a pure builtin, an array method that computes, or a function or
/// method of the file that only computes; no walrus binds a name.
pub(crate) fn effect_free(cx: &FixContext, path: &[&Stmt], e: &Expr) -> bool {
    !crate::model::expr::any_expr(e, |x| match x {
        Expr::Call(c) => !call_effect_free(cx, path, c),
        Expr::Named(_) | Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Await(_) => true,
        _ => false,
    })
}

/// [`effect_free`] for the expressions of a statement to be guarded (an `if` check: its test).
fn stmt_effect_free(cx: &FixContext, path: &[&Stmt], s: &Stmt) -> bool {
    match s {
        Stmt::Assign(a) => effect_free(cx, path, &a.value),
        Stmt::AugAssign(a) => effect_free(cx, path, &a.value),
        Stmt::Expr(e) => effect_free(cx, path, &e.value),
        Stmt::If(i) => effect_free(cx, path, &i.test),
        _ => true,
    }
}

fn call_effect_free(cx: &FixContext, path: &[&Stmt], call: &ruff_python_ast::ExprCall) -> bool {
    match call.func.as_ref() {
        Expr::Attribute(a) if matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == "self") => {
            method_of_enclosing_class(path, a.attr.id.as_str())
                .is_some_and(|m| super::pure::skippable(cx, m))
        }
        _ => super::pure::call_is_pure(cx, call),
    }
}

/// `prev = err`, `best, prev = min(best, e), e`: names bound from the synced values with no call
/// that could do more than compute.
fn is_bookkeeping(a: &ruff_python_ast::StmtAssign) -> bool {
    a.targets
        .iter()
        .all(|t| matches!(t, Expr::Name(_) | Expr::Tuple(_)))
        && !crate::model::expr::any_expr(&a.value, |e| match e {
            Expr::Call(c) => !matches!(
                builtin_name(&c.func),
                Some("float" | "abs" | "min" | "max" | "int")
            ),
            _ => false,
        })
}

/// A later statement of the block that tests the synced value and may be noticed late: an `if`
/// without `elif`/`else` whose test reads it, whose branch leaves the loop or logs.
fn later_check(s: &Stmt, bound: &[Name]) -> bool {
    matches!(s, Stmt::If(i) if i.elif_else_clauses.is_empty()
        && mentions_any(&i.test, bound)
        && deferrable(&i.test, &i.body))
}

/// A check that may be noticed a few iterations late without changing what the loop computes:
/// one that only logs, a validation that raises, or a convergence test (against a tolerance, or
/// `isclose`/`allclose`) that leaves the loop. A `break` on any other condition ends a search
/// (a line search, a rank reached, nothing left), where more iterations change the result.
fn deferrable(test: &Expr, body: &[Stmt]) -> bool {
    deferral(test, body).is_ok()
}

/// `deferrable`, with the reason when it is not.
fn deferral(test: &Expr, body: &[Stmt]) -> Result<(), &'static str> {
    if body.iter().all(is_log) {
        return Ok(());
    }
    if !leaves_or_logs(body) {
        return Err(NOT_DEFERRABLE);
    }
    if matches!(body.last(), Some(Stmt::Raise(_))) || is_convergence_test(test) {
        Ok(())
    } else {
        Err(NOT_CONVERGENCE)
    }
}

/// `err < tol`, `tol > change`, `np.linalg.norm(r) <= 1e-8`, `np.allclose(a, b)`; an `and` with
/// one such test (`var != 0 and change < tol`), an `or` of only such tests (`dd <= 0 or r < tol`
/// also stops on a breakdown, which must not be noticed late).
/// A tolerance: a tolerance-named value (`tol`, `eps`, …, or an error bound named as a constant or a target: `TARGET_ERR`, `max_error`) or a small positive float literal.
fn is_tolerance(e: &Expr) -> bool {
    // `atol + rtol * norm(x)`: every term of a sum must be a tolerance; `phi0 + 1e-4 * step` is a
    // sufficient-decrease bound (a search condition), not a tolerance.
    if let Expr::BinOp(b) = e {
        if matches!(
            b.op,
            ruff_python_ast::Operator::Add | ruff_python_ast::Operator::Sub
        ) {
            return is_tolerance(&b.left) && is_tolerance(&b.right);
        }
    }
    crate::model::expr::any_expr(e, |x| match x {
        Expr::Name(n) => is_tolerance_name(n.id.as_str()),
        Expr::Attribute(a) => is_tolerance_name(a.attr.id.as_str()),
        Expr::NumberLiteral(n) => {
            matches!(n.value, ruff_python_ast::Number::Float(f) if f > 0.0 && f < 1e-2)
        }
        _ => false,
    })
}

/// The test of a `while` loop that runs until convergence: `err > tol`, `tol <= change`,
/// `not np.allclose(a, b)` — as opposed to a count or search condition (`n_excess > 0`).
pub(crate) fn is_unconverged_test(test: &Expr) -> bool {
    match test {
        Expr::UnaryOp(u) if u.op == ruff_python_ast::UnaryOp::Not => {
            is_convergence_test(&u.operand)
        }
        Expr::Compare(c) if c.ops.len() == 1 => match c.ops[0] {
            ruff_python_ast::CmpOp::Gt | ruff_python_ast::CmpOp::GtE => {
                is_tolerance(&c.comparators[0])
            }
            ruff_python_ast::CmpOp::Lt | ruff_python_ast::CmpOp::LtE => is_tolerance(&c.left),
            _ => false,
        },
        _ => false,
    }
}

fn is_convergence_test(test: &Expr) -> bool {
    let tolerance = is_tolerance;
    match test {
        Expr::BoolOp(b) if b.op == ruff_python_ast::BoolOp::And => {
            b.values.iter().any(is_convergence_test)
        }
        Expr::BoolOp(b) => b.values.iter().all(is_convergence_test),
        Expr::Call(call) => {
            let name = match call.func.as_ref() {
                Expr::Attribute(a) => a.attr.id.as_str(),
                Expr::Name(n) => n.id.as_str(),
                _ => "",
            };
            // `np.array_equal(new, old)`: a fixed point, where further iterations change nothing.
            matches!(name, "allclose" | "isclose" | "array_equal" | "array_equiv")
        }
        Expr::Compare(c) if c.ops.len() == 1 => match c.ops[0] {
            ruff_python_ast::CmpOp::Lt | ruff_python_ast::CmpOp::LtE => {
                tolerance(&c.comparators[0])
            }
            ruff_python_ast::CmpOp::Gt | ruff_python_ast::CmpOp::GtE => tolerance(&c.left),
            _ => false,
        },
        _ => false,
    }
}

/// `if self._converged(g): break`, `if converged(r, tol): break`: a call of a function of this
/// file (or a method of the loop's class) every `return` of which is a convergence test.
fn converges_through_call(cx: &FixContext, path: &[&Stmt], test: &Expr) -> bool {
    let Expr::Call(call) = test else { return false };
    let returns: Vec<&Expr> = match call.func.as_ref() {
        Expr::Name(n) => {
            let body = cx.module.body.iter().find_map(|s| match s {
                Stmt::FunctionDef(f) if f.name.id == n.id => Some(&f.body),
                _ => None,
            });
            if !body.is_some_and(|b| only_computes(b)) {
                return false;
            }
            match cx.model.local_call_returns(call) {
                Some((_, returns)) => returns.to_vec(),
                None => return false,
            }
        }
        Expr::Attribute(a) if matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == "self") =>
        {
            let Some(method) = method_of_enclosing_class(path, a.attr.id.as_str())
                .filter(|m| only_computes(&m.body))
            else {
                return false;
            };
            let mut returns = Vec::new();
            for stmt in crate::model::tree::all_statements(&method.body) {
                if let Stmt::Return(r) = stmt {
                    match r.value.as_deref() {
                        Some(v) => returns.push(v),
                        None => return false,
                    }
                }
            }
            returns
        }
        _ => return false,
    };
    !returns.is_empty() && returns.into_iter().all(is_convergence_test)
}

/// A body that only binds local names and returns (a docstring allowed): calling it less often
/// skips no effect (`self.history.append(...)` would be skipped).
fn only_computes(body: &[Stmt]) -> bool {
    body.iter().enumerate().all(|(i, s)| match s {
        Stmt::Assign(a) => a.targets.iter().all(|t| matches!(t, Expr::Name(_))),
        Stmt::Return(_) => true,
        Stmt::Expr(e) => i == 0 && e.value.is_string_literal_expr(),
        _ => false,
    })
}

/// The method `name` of the class whose method holds the statement at the end of `path`.
fn method_of_enclosing_class<'a>(
    path: &[&'a Stmt],
    name: &str,
) -> Option<&'a ruff_python_ast::StmtFunctionDef> {
    let class = path.iter().rev().find_map(|s| match s {
        Stmt::ClassDef(c) => Some(c),
        _ => None,
    })?;
    class.body.iter().find_map(|s| match s {
        Stmt::FunctionDef(f) if f.name.id.as_str() == name => Some(f),
        _ => None,
    })
}

fn is_tolerance_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    [
        "tol",
        "eps",
        "thresh",
        "atol",
        "rtol",
        "precision",
        "epsilon",
    ]
    .iter()
    .any(|t| lower.contains(t))
        || is_error_target(name, &lower)
}

/// `TARGET_ERR`, `max_error`, `self.target_residual`: an error bound named as a constant or a
/// target (a plain `err` is the measured error, not the bound).
fn is_error_target(name: &str, lower: &str) -> bool {
    let error_like = lower.contains("err") || lower.contains("resid");
    let constant = name.chars().any(|c| c.is_ascii_uppercase())
        && !name.chars().any(|c| c.is_ascii_lowercase());
    let target = ["max", "target", "goal", "desired", "allowed"]
        .iter()
        .any(|t| lower.contains(t));
    error_like && (constant || target)
}

/// A branch that leaves the loop (`break`, `return`, `raise`) after optional bookkeeping (logs,
/// assignments to plain names), or that only logs.
fn leaves_or_logs(body: &[Stmt]) -> bool {
    let Some((last, before)) = body.split_last() else {
        return false;
    };
    let bookkeeping = |s: &Stmt| {
        is_log(s)
            || matches!(s, Stmt::Assign(a) if a.targets.iter().all(|t| matches!(t, Expr::Name(_))))
            || matches!(s, Stmt::AugAssign(a) if matches!(a.target.as_ref(), Expr::Name(_)))
    };
    let leaves = matches!(last, Stmt::Break(_) | Stmt::Return(_) | Stmt::Raise(_));
    (leaves && before.iter().all(bookkeeping)) || body.iter().all(is_log)
}

/// `print(...)`, `logger.info(...)`, `logging.debug(...)`, `warnings.warn(...)`, `f.write(...)`.
fn is_log(stmt: &Stmt) -> bool {
    let Stmt::Expr(e) = stmt else { return false };
    let Expr::Call(call) = e.value.as_ref() else {
        return false;
    };
    match call.func.as_ref() {
        Expr::Name(n) => n.id.as_str() == "print",
        Expr::Attribute(a) => matches!(
            a.attr.id.as_str(),
            "debug" | "info" | "warning" | "warn" | "error" | "critical" | "log" | "write"
        ),
        _ => false,
    }
}

pub(crate) fn ends_with_comment(cx: &FixContext, range: TextRange) -> bool {
    let end = locate::next_line_start(&cx.source.text, range.end());
    cx.source.text[range.end().to_usize()..end.to_usize()]
        .trim_start()
        .starts_with('#')
}

fn stmt_mentions(stmt: &Stmt, names: &[Name]) -> bool {
    crate::model::expr::any_expr_in_body(
        std::slice::from_ref(stmt),
        |e| matches!(e, Expr::Name(n) if names.contains(&n.id)),
    ) || matches!(stmt, Stmt::If(i) if mentions_any(&i.test, names))
}

/// Adds one indentation unit after every line break of `text` (its first line is placed by the
/// caller). A line holding only a backslash is left as it is: its whitespace adds to the
/// indentation of the line it continues into, which gets the unit already.
fn reindent(text: &str, unit: &str, newline: &str) -> String {
    let mut out = String::new();
    for (i, line) in text.split(newline).enumerate() {
        if i > 0 {
            out.push_str(newline);
            if !line.trim().is_empty() && line.trim() != "\\" {
                out.push_str(unit);
            }
        }
        out.push_str(line);
    }
    out
}

fn spans_multiline_string(cx: &FixContext, region: TextRange) -> bool {
    locate::tokens_within(cx, region).iter().any(|t| {
        matches!(
            t.kind(),
            ruff_python_ast::token::TokenKind::String
                | ruff_python_ast::token::TokenKind::FStringMiddle
        ) && cx.text(t.range()).contains(['\n', '\r'])
    })
}

/// The statement list that directly holds `stmt`.
/// `CHECK_EVERY = 10` after the last top-level import, unless the module already binds it.
pub fn constant_edit(cx: &FixContext) -> Option<Edit> {
    let defined = cx.module.body.iter().any(|s| match s {
        Stmt::Assign(a) => a
            .targets
            .iter()
            .any(|t| matches!(t, Expr::Name(n) if n.id.as_str() == CONSTANT)),
        _ => false,
    });
    if defined {
        return None;
    }
    let last_import = cx.module.body.iter().take_while(|s| {
        matches!(s, Stmt::Import(_) | Stmt::ImportFrom(_))
            || matches!(s, Stmt::Expr(e) if matches!(e.value.as_ref(), Expr::StringLiteral(_)))
    });
    let nl = cx.newline();
    let line =
        format!("{CONSTANT} = {CHECK_EVERY_DEFAULT}  # check convergence / log every N iterations (cpn-fix){nl}");
    Some(match last_import.last() {
        Some(s) => Edit::insertion(
            format!("{nl}{line}"),
            locate::next_line_start(&cx.source.text, s.end()),
        ),
        None => Edit::insertion(format!("{line}{nl}"), locate::file_start(&cx.source.text)),
    })
}

/// The indentation of a conversion inserted after `loop_stmt`, when the loop always reaches it.
fn conversion_indent(
    cx: &FixContext,
    loop_stmt: &Stmt,
    body: &[Stmt],
) -> Result<String, super::Declined> {
    require(
        !leaves_function(body),
        "a `return` or `yield` in the loop would skip the conversion after it",
    )?;
    Ok(locate::indentation_of(&cx.source.text, loop_stmt.range())
        .why(super::reasons::INDENTATION)?
        .to_string())
}

/// A `return`, `yield` or `await` in the loop body: it may leave before code after the loop runs.
pub(super) fn leaves_function(body: &[Stmt]) -> bool {
    util::all_statements(body)
        .iter()
        .any(|s| matches!(s, Stmt::Return(_)))
        || crate::model::expr::any_expr_in_body(body, |e| {
            matches!(e, Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Await(_))
        })
}

/// `name` appears in the loop body other than at `here`.
fn read_elsewhere(body: &[Stmt], name: &str, here: ruff_text_size::TextRange) -> bool {
    crate::model::expr::any_expr_in_body(
        body,
        |e| matches!(e, Expr::Name(n) if n.id.as_str() == name && n.range() != here),
    )
}
