//! Element recurrences with feedback (IIR filters, EWMA, damped updates): a write of element `i`
//! that depends on an earlier element of the same array, or on a scalar state it updates, through
//! a coefficient — directly or through temporaries of the loop body, under `if`s or not. A plain
//! running sum or product (`y[i] = y[i-1] + x[i]`, or the same through a temporary) is not one:
//! `cumsum`/`cumprod` vectorize it.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};
use rustc_hash::FxHashMap;

use crate::model::expr::{any_expr, int_literal, mentions_any};
use ruff_python_ast::name::Name;

/// How a value depends on the previous state.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Flow {
    /// The previous value itself.
    Copy,
    /// The previous value plus or minus other terms.
    Sum,
    /// The previous value times or divided by other factors.
    Product,
    /// The larger or smaller of the previous value and others (a running max/min).
    Extremum,
    /// Anything else: scaled and shifted, under a function, in a power — feedback.
    Mixed,
}

impl Flow {
    fn then(self, next: Flow) -> Flow {
        match (self, next) {
            (Flow::Copy, f) | (f, Flow::Copy) => f,
            (Flow::Sum, Flow::Sum) => Flow::Sum,
            (Flow::Product, Flow::Product) => Flow::Product,
            (Flow::Extremum, Flow::Extremum) => Flow::Extremum,
            _ => Flow::Mixed,
        }
    }
}

/// The `if` statements among `all`.
fn if_statements<'a>(all: &[&'a Stmt]) -> Vec<&'a ast::StmtIf> {
    all.iter()
        .filter_map(|s| match s {
            Stmt::If(i) => Some(i),
            _ => None,
        })
        .collect()
}

/// The statements of a loop body that are recurrence writes, in source order.
pub fn feedback_writes(body: &[Stmt], index_vars: &[Name]) -> Vec<TextRange> {
    // Assignments and augmented assignments, nested blocks included (not nested functions).
    let all = crate::model::tree::all_statements(body);
    let flat: Vec<&Stmt> = all
        .iter()
        .copied()
        .filter(|s| matches!(s, Stmt::Assign(_) | Stmt::AugAssign(_)))
        .collect();
    let branches = if_statements(&all);
    flat.iter()
        .filter(|stmt| is_feedback_write(stmt, &flat, &branches, index_vars))
        .map(|stmt| stmt.range())
        .collect()
}

/// The state a write updates: an element of an array (`y[i]`) or a scalar (`s`).
enum State<'a> {
    /// `base` is a name or an attribute chain (`self.var[t]`).
    Element {
        base: &'a Expr,
        slice: &'a Expr,
    },
    Scalar(&'a str),
}

impl State<'_> {
    /// `e` reads the previous state: another element of the array along the loop index, or
    /// the scalar itself.
    fn is_previous(&self, e: &Expr, index_vars: &[Name]) -> bool {
        match (self, e) {
            (State::Element { base, slice }, Expr::Subscript(s)) => {
                same_expr(&s.value, base)
                    && mentions_any(&s.slice, index_vars)
                    && !same_expr(slice, &s.slice)
                    && !rows_apart(slice, &s.slice, index_vars)
            }
            (State::Scalar(name), Expr::Name(n)) => n.id.as_str() == *name,
            _ => false,
        }
    }
}

/// `n[y, a]` and `n[y - 1, a - 1]` in a loop over `a`: at a position the loop does not index,
/// indices a nonzero number apart (`y` and `y - 1`, `2` and `1`) — other rows, not feedback.
fn rows_apart(a: &Expr, b: &Expr, index_vars: &[Name]) -> bool {
    let parts = |e: &'_ Expr| -> Vec<Expr> {
        match e {
            Expr::Tuple(t) => t.elts.clone(),
            one => vec![one.clone()],
        }
    };
    let (a, b) = (parts(a), parts(b));
    a.len() == b.len()
        && a.iter().zip(&b).any(|(x, y)| {
            if mentions_any(x, index_vars) || mentions_any(y, index_vars) {
                return false;
            }
            match (offset_of(x), offset_of(y)) {
                (Some((None, p)), Some((None, q))) => p != q && p >= 0 && q >= 0,
                (Some((Some(u), p)), Some((Some(v), q))) => p != q && same_expr(u, v),
                _ => false,
            }
        })
}

/// `e + 2` → (`e`, 2), `e - 1` → (`e`, -1), `3` → (none, 3), `e` → (`e`, 0).
pub fn offset_of(e: &Expr) -> Option<(Option<&Expr>, i64)> {
    if let Some(n) = int_literal(e) {
        return Some((None, n));
    }
    match e {
        Expr::BinOp(b) if matches!(b.op, ast::Operator::Add | ast::Operator::Sub) => {
            let n = int_literal(&b.right)?;
            let (base, offset) = offset_of(&b.left)?;
            Some((
                base,
                if b.op == ast::Operator::Add {
                    offset + n
                } else {
                    offset - n
                },
            ))
        }
        Expr::Name(_) | Expr::Attribute(_) => Some((Some(e), 0)),
        _ => None,
    }
}

fn is_feedback_write(
    stmt: &Stmt,
    flat: &[&Stmt],
    branches: &[&ast::StmtIf],
    index_vars: &[Name],
) -> bool {
    let (target, value, op) = match stmt {
        Stmt::Assign(a) => match a.targets.as_slice() {
            [t] => (t, a.value.as_ref(), None),
            _ => return false,
        },
        Stmt::AugAssign(a) => (a.target.as_ref(), a.value.as_ref(), Some(a.op)),
        _ => return false,
    };
    let state = match target {
        Expr::Subscript(s)
            if mentions_any(&s.slice, index_vars)
                && is_name_chain(&s.value)
                && !is_moving_block(&s.slice, index_vars) =>
        {
            State::Element {
                base: &s.value,
                slice: &s.slice,
            }
        }
        // A scalar state (`s = a * s + x[i]`) is a recurrence only when it reads elements,
        // directly or through a temporary (`e = x[i] ** 2` … `s = a * e + (1 - a) * s`):
        // without them `x = x * 0.5` is a whole-array time step.
        Expr::Name(n) if reads_elements_via(value, flat, stmt, index_vars) => {
            State::Scalar(n.id.as_str())
        }
        _ => return false,
    };
    let temporaries = temporaries_of(&state, flat, index_vars, stmt);
    let flow = match op {
        None => flow_of(value, &state, &temporaries, index_vars),
        // `s += x[i]` on a scalar is a running sum; `y[i] += c * y[i-1]` feeds back.
        Some(op) => match (&state, flow_of(value, &state, &temporaries, index_vars)) {
            (State::Scalar(_), None) => Some(Flow::Copy.then(step_flow(op))),
            (_, None) => None,
            (_, Some(Flow::Copy)) if matches!(op, ast::Operator::Add) => Some(Flow::Sum),
            (_, Some(_)) => Some(Flow::Mixed),
        },
    };
    flow == Some(Flow::Mixed)
        || (flow.is_some() && decided_by_state(stmt, branches, &state, &temporaries, index_vars))
        || (matches!(flow, Some(Flow::Sum | Flow::Product))
            && changed_under_own_test(branches, &state))
}

/// `balance += amounts[t]` then `if balance < 0: balance -= FEE` (CUSUM's `if s < 0: s = 0`):
/// a running total changed under a test on itself is thresholded — a prefix sum no longer
/// computes it.
fn changed_under_own_test(branches: &[&ast::StmtIf], state: &State) -> bool {
    let is_state = |e: &Expr| match (state, e) {
        (State::Scalar(name), Expr::Name(n)) => n.id.as_str() == *name,
        (State::Element { base, slice }, Expr::Subscript(s)) => {
            same_expr(&s.value, base) && same_expr(&s.slice, slice)
        }
        _ => false,
    };
    branches.iter().any(|branch| {
        if !any_expr(&branch.test, |e| is_state(e)) {
            return false;
        }
        let inside: Vec<&Stmt> = crate::model::tree::all_statements(&branch.body)
            .into_iter()
            .chain(
                branch
                    .elif_else_clauses
                    .iter()
                    .flat_map(|c| crate::model::tree::all_statements(&c.body)),
            )
            .collect();
        inside.iter().any(|s| match s {
            Stmt::Assign(a) => a.targets.iter().any(&is_state),
            Stmt::AugAssign(a) => is_state(&a.target),
            _ => false,
        })
    })
}

/// The write sits under an `if` whose test computes with the previous state (`if log(u[t]) <
/// f(prop) - f(chain[t - 1]):` — an accept/reject chain): which value is written depends on the
/// state through more than a bare comparison (a bare `if x[i] > peak:` is a running extremum).
fn decided_by_state(
    write: &Stmt,
    branches: &[&ast::StmtIf],
    state: &State,
    temporaries: &FxHashMap<&str, Flow>,
    index_vars: &[Name],
) -> bool {
    branches.iter().any(|branch| {
        let test = branch.test.as_ref();
        if !branch.range.contains_range(write.range()) || test.range().contains_range(write.range())
        {
            return false;
        }
        let operands: Vec<&Expr> = match test {
            Expr::Compare(c) => std::iter::once(c.left.as_ref())
                .chain(c.comparators.iter())
                .collect(),
            e => vec![e],
        };
        operands.iter().any(|o| {
            matches!(
                flow_of(o, state, temporaries, index_vars),
                Some(f) if f != Flow::Copy
            )
        })
    })
}

/// `a[j + 1:, j]`, `a[j + 1:, j + 1:e]`: a block whose bounds move with the loop — a
/// factorisation's trailing update, slab work like a time step's, not an element (a column at
/// the loop index, `y[:, n]`, still is one, of a batch).
fn is_moving_block(slice: &Expr, index_vars: &[Name]) -> bool {
    let parts: Vec<&Expr> = match slice {
        Expr::Tuple(t) => t.elts.iter().collect(),
        e => vec![e],
    };
    parts.iter().any(|p| {
        matches!(p, Expr::Slice(s) if [&s.lower, &s.upper]
            .into_iter()
            .flatten()
            .any(|bound| mentions_any(bound, index_vars)))
    })
}

pub(crate) fn reads_elements(value: &Expr, index_vars: &[Name]) -> bool {
    any_expr(
        value,
        |e| matches!(e, Expr::Subscript(s) if mentions_any(&s.slice, index_vars)),
    )
}

/// `value` reads elements along the loop index, itself or through names the body bound to
/// element reads before `write`.
fn reads_elements_via(value: &Expr, flat: &[&Stmt], write: &Stmt, index_vars: &[Name]) -> bool {
    if reads_elements(value, index_vars) {
        return true;
    }
    let mut element_names: Vec<Name> = Vec::new();
    for stmt in flat.iter().take_while(|s| s.range() != write.range()) {
        let Stmt::Assign(a) = stmt else { continue };
        let [Expr::Name(t)] = a.targets.as_slice() else {
            continue;
        };
        if reads_elements(&a.value, index_vars) || mentions_any(&a.value, &element_names) {
            element_names.push(t.id.clone());
        }
    }
    !element_names.is_empty() && mentions_any(value, &element_names)
}

/// Local names of the body carrying the previous state before `write`, with how they carry it
/// (`acc = y[n-1]`, `acc += c * y[n-1]`, `acc *= 0.9` …), followed in source order.
fn temporaries_of<'a>(
    state: &State,
    flat: &[&'a Stmt],
    index_vars: &[Name],
    write: &Stmt,
) -> FxHashMap<&'a str, Flow> {
    let mut temporaries: FxHashMap<&'a str, Flow> = FxHashMap::default();
    for stmt in flat.iter().take_while(|s| s.range() != write.range()) {
        match stmt {
            Stmt::Assign(a) => {
                // `lo, hi = max(j - 1, 0), min(j + 2, w)`: pairwise, the values read first.
                let pairs: Vec<(&'a ast::ExprName, &'a Expr)> =
                    match (a.targets.as_slice(), a.value.as_ref()) {
                        ([Expr::Name(t)], value) => vec![(t, value)],
                        ([Expr::Tuple(t)], Expr::Tuple(v)) if t.elts.len() == v.elts.len() => t
                            .elts
                            .iter()
                            .zip(&v.elts)
                            .filter_map(|(t, v)| Some((t.as_name_expr()?, v)))
                            .collect(),
                        _ => continue,
                    };
                let flows: Vec<Option<Flow>> = pairs
                    .iter()
                    .map(|(_, v)| flow_of(v, state, &temporaries, index_vars))
                    .collect();
                for ((t, _), flow) in pairs.into_iter().zip(flows) {
                    match flow {
                        Some(flow) => {
                            temporaries.insert(t.id.as_str(), flow);
                        }
                        None => {
                            temporaries.remove(t.id.as_str());
                        }
                    }
                }
            }
            Stmt::AugAssign(a) => {
                let Expr::Name(t) = a.target.as_ref() else {
                    continue;
                };
                let carried = temporaries.get(t.id.as_str()).copied();
                let added = flow_of(&a.value, state, &temporaries, index_vars);
                let flow = match (carried, added) {
                    (Some(f), None) => Some(f.then(step_flow(a.op))),
                    (None, Some(Flow::Copy)) if matches!(a.op, ast::Operator::Add) => {
                        Some(Flow::Sum)
                    }
                    (_, Some(_)) => Some(Flow::Mixed),
                    (None, None) => None,
                };
                if let Some(flow) = flow {
                    temporaries.insert(t.id.as_str(), flow);
                }
            }
            _ => {}
        }
    }
    temporaries
}

fn step_flow(op: ast::Operator) -> Flow {
    match op {
        ast::Operator::Add | ast::Operator::Sub => Flow::Sum,
        ast::Operator::Mult | ast::Operator::Div => Flow::Product,
        _ => Flow::Mixed,
    }
}

/// How `value` depends on the previous state (None: not at all).
fn flow_of(
    value: &Expr,
    state: &State,
    temporaries: &FxHashMap<&str, Flow>,
    index_vars: &[Name],
) -> Option<Flow> {
    let source = |e: &Expr| -> Option<Flow> {
        if state.is_previous(e, index_vars) {
            return Some(Flow::Copy);
        }
        match e {
            Expr::Name(n) => temporaries.get(n.id.as_str()).copied(),
            _ => None,
        }
    };
    if !any_expr(value, |e| source(e).is_some()) {
        return None;
    }
    if let Some(flow) = source(value) {
        return Some(flow);
    }
    if let Some(flow) = running_extremum(value, &source) {
        return Some(flow.then(Flow::Extremum));
    }
    for (op, inverse, step) in [
        (ast::Operator::Add, ast::Operator::Sub, Flow::Sum),
        (ast::Operator::Mult, ast::Operator::Div, Flow::Product),
    ] {
        if let Some(flow) = plain_prefix(value, &source, op, inverse) {
            return Some(flow.then(step));
        }
    }
    Some(Flow::Mixed)
}

/// `prev + a + b - c` (Add) or `prev * a / b` (Mult): the previous value appears once, as a
/// bare positive term (factor), and no other term mentions it. Gives the bare term's flow.
fn plain_prefix(
    value: &Expr,
    source: &impl Fn(&Expr) -> Option<Flow>,
    op: ast::Operator,
    inverse: ast::Operator,
) -> Option<Flow> {
    let mut terms: Vec<(&Expr, bool)> = Vec::new();
    flatten(value, op, inverse, true, &mut terms);
    if terms.len() < 2 {
        return None;
    }
    let mut bare = terms
        .iter()
        .filter(|(_, positive)| *positive)
        .filter_map(|(t, _)| source(t));
    let flow = bare.next()?;
    let mentions = terms
        .iter()
        .filter(|(t, _)| any_expr(t, |e| source(e).is_some()))
        .count();
    (bare.next().is_none() && mentions == 1).then_some(flow)
}

/// `max(prev, x[i])`, `np.minimum(x[i], prev)`: the previous value as one bare argument of a
/// two-way extremum, no other argument mentioning it. Gives the bare argument's flow.
fn running_extremum(value: &Expr, source: &impl Fn(&Expr) -> Option<Flow>) -> Option<Flow> {
    let Expr::Call(call) = value else { return None };
    let name = match call.func.as_ref() {
        Expr::Name(n) => n.id.as_str(),
        Expr::Attribute(a) => a.attr.as_str(),
        _ => return None,
    };
    if !matches!(
        name,
        "max" | "min" | "maximum" | "minimum" | "fmax" | "fmin"
    ) || !call.arguments.keywords.is_empty()
    {
        return None;
    }
    let args = &call.arguments.args;
    let mut bare = args.iter().filter_map(source);
    let flow = bare.next()?;
    let mentions = args
        .iter()
        .filter(|a| any_expr(a, |e| source(e).is_some()))
        .count();
    (bare.next().is_none() && mentions == 1).then_some(flow)
}

/// The terms of a chain of `op`/`inverse` operators, each with whether it enters positively.
fn flatten<'e>(
    e: &'e Expr,
    op: ast::Operator,
    inverse: ast::Operator,
    positive: bool,
    out: &mut Vec<(&'e Expr, bool)>,
) {
    match e {
        Expr::BinOp(b) if b.op == op => {
            flatten(&b.left, op, inverse, positive, out);
            flatten(&b.right, op, inverse, positive, out);
        }
        Expr::BinOp(b) if b.op == inverse => {
            flatten(&b.left, op, inverse, positive, out);
            flatten(&b.right, op, inverse, !positive, out);
        }
        _ => out.push((e, positive)),
    }
}

/// `y` or `self.state.y`: an array named without evaluating anything.
fn is_name_chain(e: &Expr) -> bool {
    match e {
        Expr::Name(_) => true,
        Expr::Attribute(a) => is_name_chain(&a.value),
        _ => false,
    }
}

fn same_expr(a: &Expr, b: &Expr) -> bool {
    ruff_python_ast::comparable::ComparableExpr::from(a)
        == ruff_python_ast::comparable::ComparableExpr::from(b)
}

/// Writes of one element along the loop index from a value that reads the whole array being
/// written (`sigma = Y[k] @ V` … `V[k] = (S[k] - sigma) / Y[k, k]`, `x[i] = x[i] / x.sum()`):
/// Gauss-Seidel, SOR, sequential normalisation — each element is computed from the ones written
/// before it in the same sweep. Its shape and size (`len(V)`, `V.shape`) are not reads.
pub fn whole_array_feedback_writes(
    body: &[Stmt],
    index_vars: &[Name],
    is_array: &dyn Fn(&Expr) -> bool,
) -> Vec<TextRange> {
    if index_vars.is_empty() {
        return Vec::new();
    }
    let all = crate::model::tree::all_statements(body);
    all.iter()
        .filter_map(|stmt| {
            let write = SubscriptWrite::of(stmt)?;
            // One element of an array (not a dict entry, not a masked or gathered part).
            let element = mentions_any(&write.target.slice, index_vars)
                && is_array(&write.target.value)
                && write
                    .indices()
                    .iter()
                    .all(|i| !i.is_slice_expr() && !is_array(i));
            (element && computed_from_whole(write.value, write.array, &all)).then(|| stmt.range())
        })
        .collect()
}

/// `name[index] = value` or `name[index] op= value`.
struct SubscriptWrite<'s> {
    target: &'s ast::ExprSubscript,
    array: &'s str,
    value: &'s Expr,
}

impl<'s> SubscriptWrite<'s> {
    fn of(stmt: &'s Stmt) -> Option<SubscriptWrite<'s>> {
        let (target, value) = match stmt {
            Stmt::Assign(a) => match a.targets.as_slice() {
                [t] => (t, a.value.as_ref()),
                _ => return None,
            },
            Stmt::AugAssign(a) => (a.target.as_ref(), a.value.as_ref()),
            _ => return None,
        };
        let Expr::Subscript(target) = target else {
            return None;
        };
        let Expr::Name(array) = target.value.as_ref() else {
            return None;
        };
        Some(SubscriptWrite {
            target,
            array: array.id.as_str(),
            value,
        })
    }

    /// The index parts: the elements of a tuple index, or the one index.
    fn indices(&self) -> Vec<&'s Expr> {
        match self.target.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        }
    }
}

/// `e` reads `array` whole, directly or through a name the body binds (`sigma = Y[k] @ V`).
fn computed_from_whole(e: &Expr, array: &str, all: &[&Stmt]) -> bool {
    flows_into(e, array, all, 0, &|x| reads_whole(x, array))
}

/// `e` satisfies `direct`, or reads a name the body binds (other than `array`) to a value that
/// does — followed through at most three bindings.
fn flows_into(
    e: &Expr,
    array: &str,
    all: &[&Stmt],
    depth: u32,
    direct: &dyn Fn(&Expr) -> bool,
) -> bool {
    if direct(e) {
        return true;
    }
    if depth > 2 {
        return false;
    }
    all.iter().any(|s| match s {
        Stmt::Assign(a) => match a.targets.as_slice() {
            [Expr::Name(t)] => {
                t.id.as_str() != array
                    && mentions_any(e, std::slice::from_ref(&t.id))
                    && flows_into(&a.value, array, all, depth + 1, direct)
            }
            // `dr, dc = np.unravel_index(np.argmin(window), window.shape)`: each part comes
            // from the whole value.
            [target @ Expr::Tuple(_)] => {
                let mut names = Vec::new();
                crate::model::expr::target_names(target, &mut names);
                !names.iter().any(|n| n.as_str() == array)
                    && mentions_any(e, &names)
                    && flows_into(&a.value, array, all, depth + 1, direct)
            }
            _ => false,
        },
        _ => false,
    })
}

/// `array` appears other than subscripted, asked its shape or size, or measured by `len()`.
fn reads_whole(e: &Expr, array: &str) -> bool {
    uses_beyond(e, array, true)
}

/// `array`'s values are read (whole or subscripted), not only its shape, size or `len()`.
fn reads_values(e: &Expr, array: &str) -> bool {
    uses_beyond(e, array, false)
}

/// `array` appears other than asked its shape or size or measured by `len()` (and, with
/// `whole`, other than subscripted).
fn uses_beyond(e: &Expr, array: &str, whole: bool) -> bool {
    let is_array = |e: &Expr| matches!(e, Expr::Name(n) if n.id.as_str() == array);
    let mut names = 0usize;
    let mut not_reads = 0usize;
    any_expr(e, |x| {
        match x {
            Expr::Name(_) if is_array(x) => names += 1,
            Expr::Subscript(s) if whole && is_array(&s.value) => not_reads += 1,
            Expr::Attribute(a)
                if is_array(&a.value)
                    && matches!(a.attr.as_str(), "shape" | "size" | "ndim" | "dtype") =>
            {
                not_reads += 1
            }
            Expr::Call(c)
                if matches!(c.func.as_ref(), Expr::Name(f) if f.id.as_str() == "len")
                    && c.arguments.args.first().is_some_and(is_array) =>
            {
                not_reads += 1
            }
            _ => {}
        }
        false
    });
    names > not_reads
}

/// Writes of a loop body that update one randomly chosen element from its neighbourhood — a
/// Metropolis spin flip (`i = rng.integers(n)` … `if dE <= 0 or …: spins[i, j] = -spins[i, j]`
/// with `dE` computed from `spins`), a random-site relaxation (`h[i] = 0.5 * (h[i - 1] + h[i +
/// 1])`): each iteration reads what earlier ones wrote, one element at a time. A scatter count
/// (`hist[i] += 1`) or a flip decided by nothing the array holds is not one.
pub fn random_site_writes(body: &[Stmt]) -> Vec<TextRange> {
    let all = crate::model::tree::all_statements(body);
    let sites = site_names(&all);
    if sites.is_empty() {
        return Vec::new();
    }
    let branches = if_statements(&all);
    all.iter()
        .filter_map(|stmt| {
            if swaps_sites(stmt, &sites) {
                return Some(stmt.range());
            }
            if write_at_a_site_drawn_from_it(stmt, &sites, &all).is_some() {
                return Some(stmt.range());
            }
            let (array, slice, value) = site_write(stmt, &sites)?;
            // Directly or through the body's temporaries (`drop = h[r, c] - window[dr, dc]`).
            let reads_neighbours = flows_into(value, array, &all, 0, &|x| {
                reads_other_element(x, array, slice)
            });
            let decided = branches.iter().any(|b| {
                b.range.contains_range(stmt.range())
                    && !b.test.range().contains_range(stmt.range())
                    && depends_on(&b.test, array, &all)
            });
            (reads_neighbours || decided).then(|| stmt.range())
        })
        .collect()
}

/// `k = rng.choice(K, p=p / p.sum())` with `p` computed from `counts`, then `counts[d, k] += 1`:
/// a collapsed Gibbs step — the site is drawn with weights the array holds, so each draw reads
/// what earlier iterations wrote. Returns the written array.
fn write_at_a_site_drawn_from_it<'s>(
    stmt: &'s Stmt,
    sites: &[Name],
    all: &[&Stmt],
) -> Option<&'s str> {
    let write = SubscriptWrite::of(stmt)?;
    let indices = write.indices();
    if indices.iter().any(|i| i.is_slice_expr()) {
        return None;
    }
    let drawn_from_array = all.iter().any(|s| {
        let Stmt::Assign(a) = s else { return false };
        matches!(a.targets.as_slice(), [Expr::Name(n)]
            if sites.contains(&n.id)
                && indices.iter().any(|i| mentions_any(i, std::slice::from_ref(&n.id)))
                && flows_into(&a.value, write.array, all, 0, &|x| reads_values(x, write.array)))
    });
    drawn_from_array.then_some(write.array)
}

/// `occ[r, c], occ[r2, c2] = occ[r2, c2], occ[r, c]`: two random sites of one array exchange
/// their values (Kawasaki dynamics, a random transposition).
fn swaps_sites(stmt: &Stmt, sites: &[Name]) -> bool {
    let Stmt::Assign(a) = stmt else { return false };
    let ([Expr::Tuple(targets)], Expr::Tuple(values)) = (a.targets.as_slice(), a.value.as_ref())
    else {
        return false;
    };
    targets.elts.len() == values.elts.len()
        && targets.elts.iter().zip(&values.elts).any(|(t, v)| {
            let Expr::Subscript(target) = t else {
                return false;
            };
            let Expr::Name(array) = target.value.as_ref() else {
                return false;
            };
            let at_site = match target.slice.as_ref() {
                Expr::Tuple(i) => i
                    .elts
                    .iter()
                    .all(|e| !e.is_slice_expr() && mentions_any(e, sites)),
                e => !e.is_slice_expr() && mentions_any(e, sites),
            };
            at_site && reads_other_element(v, array.id.as_str(), &target.slice)
        })
}

/// Names bound in the body to one random integer (`i = rng.integers(n)`, `j =
/// np.random.randint(0, n)`, a walk `x = (x + rng.integers(-1, 2)) % n`, `x += rng.integers(-1,
/// 2)`): a site chosen per iteration.
fn site_names(all: &[&Stmt]) -> Vec<Name> {
    let mut names = Vec::new();
    for stmt in all {
        match stmt {
            Stmt::Assign(a) if any_expr(&a.value, is_random_index) => {
                if let [Expr::Name(n)] = a.targets.as_slice() {
                    names.push(n.id.clone());
                }
            }
            // `i, j = rng.integers(0, L, 2)`: one random site per target.
            Stmt::Assign(a) => {
                if let ([Expr::Tuple(t)], Some(count)) =
                    (a.targets.as_slice(), random_indices_drawn(&a.value))
                {
                    if t.elts.len() == count && t.elts.iter().all(Expr::is_name_expr) {
                        names.extend(
                            t.elts
                                .iter()
                                .filter_map(|e| e.as_name_expr())
                                .map(|n| n.id.clone()),
                        );
                    }
                }
            }
            Stmt::AugAssign(a) if is_random_index(&a.value) => {
                if let Expr::Name(n) = a.target.as_ref() {
                    names.push(n.id.clone());
                }
            }
            _ => {}
        }
    }
    // `r2, c2 = r, (c + 1) % L`: index arithmetic on a random site names a site too.
    for stmt in all {
        let Stmt::Assign(a) = stmt else { continue };
        let pairs: Vec<(&Expr, &Expr)> = match (a.targets.as_slice(), a.value.as_ref()) {
            ([Expr::Tuple(t)], Expr::Tuple(v)) if t.elts.len() == v.elts.len() => {
                t.elts.iter().zip(&v.elts).collect()
            }
            ([target], value) => vec![(target, value)],
            _ => continue,
        };
        for (target, value) in pairs {
            let Expr::Name(n) = target else { continue };
            if mentions_any(value, &names) && is_index_arithmetic(value) && !names.contains(&n.id) {
                names.push(n.id.clone());
            }
        }
    }
    names
}

/// Names, integer literals and arithmetic of them (`(c + 1) % L`): no call, no array read.
fn is_index_arithmetic(e: &Expr) -> bool {
    match e {
        Expr::Name(_) => true,
        Expr::NumberLiteral(_) => int_literal(e).is_some(),
        Expr::BinOp(b) => is_index_arithmetic(&b.left) && is_index_arithmetic(&b.right),
        Expr::UnaryOp(u) => is_index_arithmetic(&u.operand),
        _ => false,
    }
}

/// How many random integers `rng.integers(lo, hi, 2)` / `randint(lo, hi, size=2)` draws, for a
/// literal size.
fn random_indices_drawn(e: &Expr) -> Option<usize> {
    let Expr::Call(call) = e else { return None };
    let Expr::Attribute(a) = call.func.as_ref() else {
        return None;
    };
    if !matches!(a.attr.as_str(), "integers" | "randint") {
        return None;
    }
    let size = crate::model::expr::argument(call, 2, "size")?;
    usize::try_from(int_literal(size)?).ok()
}

/// One random integer: `integers`/`randint`/`randrange` with no `size` (at most low and high).
fn is_random_index(e: &Expr) -> bool {
    let Expr::Call(call) = e else { return false };
    let Expr::Attribute(a) = call.func.as_ref() else {
        return false;
    };
    // `rng.choice(K, p=w)`: one index drawn with weights.
    if a.attr.as_str() == "choice" {
        return call.arguments.args.len() == 1
            && call
                .arguments
                .keywords
                .iter()
                .all(|k| k.arg.as_ref().is_some_and(|n| n.as_str() == "p"));
    }
    matches!(a.attr.as_str(), "integers" | "randint" | "randrange")
        && call.arguments.args.len() <= 2
        && !call.arguments.args.is_empty()
        && call
            .arguments
            .keywords
            .iter()
            .all(|k| k.arg.as_ref().is_some_and(|n| n.as_str() != "size"))
}

/// `a[i, j] = value` / `a[i] op= value` where every index names a random site (neighbours such as
/// `(i + 1) % n` included) and none is a slice.
fn site_write<'s>(stmt: &'s Stmt, sites: &[Name]) -> Option<(&'s str, &'s Expr, &'s Expr)> {
    let write = SubscriptWrite::of(stmt)?;
    let element = write
        .indices()
        .iter()
        .all(|i| !i.is_slice_expr() && mentions_any(i, sites));
    element.then_some((write.array, write.target.slice.as_ref(), write.value))
}

/// `value` reads `array` at another index than the written one (`h[i - 1] + h[i + 1]`).
fn reads_other_element(value: &Expr, array: &str, slice: &Expr) -> bool {
    any_expr(value, |e| {
        matches!(e, Expr::Subscript(s)
            if matches!(s.value.as_ref(), Expr::Name(n) if n.id.as_str() == array)
                && !same_expr(&s.slice, slice))
    })
}

/// `test` reads `array`, or a name the body computes from it (`dE = energy(spins, i, j)`).
fn depends_on(test: &Expr, array: &str, all: &[&Stmt]) -> bool {
    let target = [Name::new(array)];
    flows_into(test, array, all, 0, &|x| mentions_any(x, &target))
}

/// Writes of array elements from a container the loop keeps updating from elements — an order
/// book replayed message by message (`book[level] += sizes[n]` … `mids[n] = (max(bids) +
/// min(asks)) / 2`), a running set of seen keys: each element is computed from state that every
/// earlier iteration changed. `containers` are the names bound to dicts, lists, sets or deques
/// before the loop; a name bound in the loop to one of them (or a conditional choice of them,
/// `book = bids if side else asks`) is an alias.
pub fn container_feedback_writes(
    body: &[Stmt],
    index_vars: &[Name],
    containers: &[Name],
    is_array: &dyn Fn(&Expr) -> bool,
) -> Vec<TextRange> {
    if containers.is_empty() || index_vars.is_empty() {
        return Vec::new();
    }
    let all = crate::model::tree::all_statements(body);
    let aliases = container_aliases(&all, containers);
    let fed: Vec<Name> = aliases
        .iter()
        .filter(|(alias, _)| updated_from_elements(&all, alias, index_vars))
        .flat_map(|(_, targets)| targets.iter().cloned())
        .collect();
    if fed.is_empty() {
        return Vec::new();
    }
    all.iter()
        .filter_map(|stmt| {
            let write = SubscriptWrite::of(stmt)?;
            let element =
                mentions_any(&write.target.slice, index_vars) && is_array(&write.target.value);
            (element && mentions_any(write.value, &fed)).then(|| stmt.range())
        })
        .collect()
}

/// Each container and each loop name bound to it (or to a conditional choice among them), with
/// the containers it stands for.
fn container_aliases(all: &[&Stmt], containers: &[Name]) -> Vec<(Name, Vec<Name>)> {
    let mut aliases: Vec<(Name, Vec<Name>)> = containers
        .iter()
        .map(|c| (c.clone(), vec![c.clone()]))
        .collect();
    for stmt in all {
        let Stmt::Assign(a) = stmt else { continue };
        let [Expr::Name(t)] = a.targets.as_slice() else {
            continue;
        };
        let chosen: Vec<Name> = match a.value.as_ref() {
            Expr::Name(n) if containers.contains(&n.id) => vec![n.id.clone()],
            Expr::If(i) => match (i.body.as_ref(), i.orelse.as_ref()) {
                (Expr::Name(x), Expr::Name(y))
                    if containers.contains(&x.id) && containers.contains(&y.id) =>
                {
                    vec![x.id.clone(), y.id.clone()]
                }
                _ => continue,
            },
            _ => continue,
        };
        aliases.push((t.id.clone(), chosen));
    }
    aliases
}

/// `alias[key] op= v`, `alias[key] = v`, `alias.append(v)` (`add`, `update` …) with a key or
/// value read from the loop's elements.
fn updated_from_elements(all: &[&Stmt], alias: &Name, index_vars: &[Name]) -> bool {
    let Some(last) = all.last() else {
        return false;
    };
    let is_alias = |e: &Expr| matches!(e, Expr::Name(n) if n.id == *alias);
    // Every temporary bound before the body's last statement is followed.
    let from_elements = |e: &Expr| reads_elements_via(e, all, last, index_vars);
    all.iter().any(|stmt| match stmt {
        Stmt::Assign(_) | Stmt::AugAssign(_) => SubscriptWrite::of(stmt).is_some_and(|w| {
            is_alias(&w.target.value) && (from_elements(&w.target.slice) || from_elements(w.value))
        }),
        Stmt::Expr(e) => matches!(e.value.as_ref(), Expr::Call(c)
            if matches!(c.func.as_ref(), Expr::Attribute(a)
                if is_alias(&a.value)
                    && matches!(a.attr.as_str(), "append" | "add" | "appendleft" | "update" | "setdefault"))
                && c.arguments.args.iter().any(&from_elements)),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn writes(body: &str) -> Vec<usize> {
        let source = format!("for i in range(1, n):\n{body}");
        let parsed = ruff_python_parser::parse_module(&source).unwrap();
        let module = parsed.into_syntax();
        let Stmt::For(f) = &module.body[0] else {
            unreachable!()
        };
        let index = [Name::from("i")];
        feedback_writes(&f.body, &index)
            .into_iter()
            .map(|r| source[..r.start().to_usize()].matches('\n').count() + 1)
            .collect()
    }

    #[test]
    fn direct_feedback_through_a_coefficient() {
        assert_eq!(writes("    y[i] = b * x[i] - a * y[i - 1]\n"), [2]);
        assert_eq!(writes("    y[i] = y[i - 1] ** 2 + c\n"), [2]);
        assert_eq!(writes("    s = 0.9 * s + x[i]\n"), [2]);
    }

    #[test]
    fn feedback_through_an_attribute_array() {
        assert_eq!(
            writes("    self.var[i] = a * r[i] ** 2 + (1.0 - a) * self.var[i - 1]\n    self.out[i] = self.out[i - 1] + r[i]\n"),
            vec![2]
        );
    }

    #[test]
    fn running_sums_and_products_are_not_feedback() {
        assert!(writes("    y[i] = y[i - 1] + x[i]\n").is_empty());
        assert!(writes("    y[i] = y[i - 1] * x[i] / 2\n").is_empty());
        assert!(writes("    s += x[i]\n").is_empty());
        assert!(writes("    acc = y[i - 1]\n    acc += x[i]\n    y[i] = acc\n").is_empty());
        assert!(writes("    y[i] = x[i] * 2\n    z[i] = y[i] + 1\n").is_empty());
        assert!(writes("    m = max(m, x[i])\n    c[i] = np.maximum(c[i - 1], x[i])\n").is_empty());
    }

    #[test]
    fn feedback_through_temporaries_and_branches() {
        let iir = "    acc = b0 * x[i]\n    if i >= 1:\n        acc += b1 * x[i - 1] - a1 * y[i - 1]\n    y[i] = acc\n";
        assert_eq!(writes(iir), [5]);
        let ewma =
            "    prev = y[i - 1]\n    prev *= 0.9\n    prev += 0.1 * x[i]\n    y[i] = prev\n";
        assert_eq!(writes(ewma), [5]);
        let guarded = "    if i > 1:\n        y[i] = x[i] + 0.5 * y[i - 2]\n";
        assert_eq!(writes(guarded), [3]);
    }

    #[test]
    fn accept_reject_on_the_state_is_feedback_but_a_running_peak_is_not() {
        let chain = "    prop = y[i - 1] + steps[i]\n    if u[i] < f(prop) - f(y[i - 1]):\n        y[i] = prop\n    else:\n        y[i] = y[i - 1]\n";
        assert_eq!(writes(chain), [4, 6]);
        let peak = "    if x[i] > m:\n        m = x[i]\n    y[i] = y[i - 1] + x[i]\n";
        assert!(writes(peak).is_empty());
    }

    #[test]
    fn a_temporary_rebound_without_the_state_no_longer_carries_it() {
        let body = "    t = y[i - 1] * k + 1\n    t = x[i]\n    y[i] = t\n";
        assert!(writes(body).is_empty());
    }
}
