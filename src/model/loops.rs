//! Loops (SPEC §2): their variables, literal trip counts, nesting, and whether each is an element
//! loop (per-iteration work on single elements/rows) or a slab/time-step loop.

use rustc_hash::FxHashSet as HashSet;

use ruff_python_ast::comparable::ComparableExpr;
use ruff_python_ast::{
    self as ast,
    name::Name,
    visitor::{self, Visitor},
    Expr, Stmt,
};
use ruff_text_size::{Ranged, TextRange};

use super::expr::{builtin_name, int_literal, mentions_any, method_call, target_names};
use super::{Bound, Kind, Model, ScopeId, ScopeNames};

pub type LoopId = usize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoopKind {
    For,
    While,
    Comprehension,
}

#[derive(Debug, Clone, Copy)]
pub enum LoopNode<'a> {
    For(&'a ast::StmtFor),
    While(&'a ast::StmtWhile),
    Comprehension(&'a Expr),
}

#[derive(Debug, Clone)]
pub struct LoopInfo<'a> {
    pub kind: LoopKind,
    pub node: LoopNode<'a>,
    pub range: TextRange,
    pub scope: ScopeId,
    pub parent: Option<LoopId>,
    pub depth: u32,
    /// Names bound by the loop header (`i`, `i, j`); the counter of a counting `while`.
    pub vars: Vec<Name>,
    /// The loop variables plus names derived from them in the body (`ip = i + 1`).
    pub index_vars: Vec<Name>,
    /// A literal trip count: `range(3)`, `range(N)` with `N = 3` bound once, a literal tuple.
    pub trip: Option<i64>,
    /// Iterates a literal tuple or list (`for c in (r, g, b)`).
    pub literal_sequence: bool,
    /// The first statement of the body (for `for`/`while`).
    pub first_stmt: Option<TextRange>,
    /// SPEC §2 element loop (computed once arrays are known).
    pub element: bool,
    /// Every name bound anywhere in the loop (header and body): what is not loop-invariant.
    pub assigned: Vec<Name>,
    /// What runs every iteration: the body and `else:` of a `for`, the whole `while`, a
    /// comprehension but its first iterable.
    pub hot_range: TextRange,
}

impl<'a> LoopInfo<'a> {
    fn new(kind: LoopKind, node: LoopNode<'a>, range: TextRange) -> Self {
        LoopInfo {
            kind,
            node,
            range,
            scope: 0,
            parent: None,
            depth: 0,
            vars: Vec::new(),
            index_vars: Vec::new(),
            trip: None,
            literal_sequence: false,
            first_stmt: None,
            element: false,
            assigned: Vec::new(),
            hot_range: range,
        }
    }

    /// The `for` iterable (or the first generator's iterable of a comprehension).
    pub fn iterable(&self) -> Option<&'a Expr> {
        match self.node {
            LoopNode::For(f) => Some(&f.iter),
            LoopNode::Comprehension(e) => generators(e).first().map(|g| &g.iter),
            LoopNode::While(_) => None,
        }
    }

    /// Small literal trip count (≤ 8) or a literal sequence: the colour-channel / taps shape.
    /// A loop over an array's axes (`range(x.ndim)`) is as short.
    pub fn is_small_literal(&self) -> bool {
        self.literal_sequence
            || self.trip.is_some_and(|t| t <= 8)
            || self.iterable().is_some_and(iterates_axes)
    }
}

/// `range(x.ndim)`, `range(ndim)`, `range(len(x.shape))`, `enumerate(x.shape)`, `x.shape`: one
/// iteration per axis of an array.
fn iterates_axes(iter: &Expr) -> bool {
    let is_shape = |e: &Expr| matches!(e, Expr::Attribute(a) if a.attr.id.as_str() == "shape");
    let counts_axes = |e: &Expr| match e {
        Expr::Attribute(a) => a.attr.id.as_str() == "ndim",
        Expr::Name(n) => matches!(n.id.as_str(), "ndim" | "ndims" | "n_dim" | "n_dims"),
        Expr::Call(c) => {
            builtin_name(&c.func) == Some("len")
                && c.arguments.args.len() == 1
                && is_shape(&c.arguments.args[0])
        }
        _ => false,
    };
    match iter {
        Expr::Call(call) if call.arguments.keywords.is_empty() => {
            match (builtin_name(&call.func), call.arguments.args.as_ref()) {
                (Some("range"), [stop]) => counts_axes(stop),
                (Some("enumerate"), [seq]) => is_shape(seq),
                _ => false,
            }
        }
        e => is_shape(e),
    }
}

pub fn generators(expr: &Expr) -> &[ast::Comprehension] {
    match expr {
        Expr::ListComp(c) => &c.generators,
        Expr::SetComp(c) => &c.generators,
        Expr::DictComp(c) => &c.generators,
        Expr::Generator(c) => &c.generators,
        _ => &[],
    }
}

pub(crate) fn for_info<'a>(
    f: &'a ast::StmtFor,
    scope: ScopeId,
    names: &[ScopeNames<'_>],
) -> LoopInfo<'a> {
    let mut info = LoopInfo::new(LoopKind::For, LoopNode::For(f), f.range);
    target_names(&f.target, &mut info.vars);
    info.first_stmt = f.body.first().map(Ranged::range);
    info.hot_range = TextRange::new(f.iter.end(), f.range.end());
    let constant = |name: &str| literal_int_name(name, scope, names);
    match f.iter.as_ref() {
        Expr::Tuple(t) => {
            info.literal_sequence = true;
            info.trip = Some(t.elts.len() as i64);
        }
        Expr::List(l) => {
            info.literal_sequence = true;
            info.trip = Some(l.elts.len() as i64);
        }
        iter => match literal_zip_len(iter) {
            Some(n) => {
                info.literal_sequence = true;
                info.trip = Some(n as i64);
            }
            None => info.trip = range_trip(iter, &constant),
        },
    }
    info
}

/// `zip([0, 2], [0, 3])`, `enumerate((r, g, b))`: literal sequences walked together.
fn literal_zip_len(iter: &Expr) -> Option<usize> {
    let Expr::Call(call) = iter else { return None };
    if !matches!(builtin_name(&call.func), Some("zip" | "enumerate"))
        || !call.arguments.keywords.is_empty()
        || call.arguments.args.is_empty()
    {
        return None;
    }
    call.arguments
        .args
        .iter()
        .map(|a| match a {
            Expr::List(l) => Some(l.elts.len()),
            Expr::Tuple(t) => Some(t.elts.len()),
            _ => None,
        })
        .try_fold(usize::MAX, |shortest, len| Some(shortest.min(len?)))
}

/// A name bound exactly once (so far, in this scope or the module) to an integer literal.
fn literal_int_name(name: &str, scope: ScopeId, names: &[ScopeNames<'_>]) -> Option<i64> {
    for id in [scope, 0] {
        let scope_names = &names[id];
        if scope_names.binding_count.get(name) == Some(&1) {
            return scope_names.bindings.iter().find_map(|(n, b)| match b {
                super::collect::Bound::Value(v) if n.as_str() == name => int_literal(v),
                _ => None,
            });
        }
    }
    None
}

/// The iterations of `range(...)` with integer-literal arguments (`range(1, 8)` runs 7 times).
pub(crate) fn literal_range_trip(iter: &Expr) -> Option<i64> {
    range_trip(iter, &|_| None)
}

fn range_trip(iter: &Expr, constant: &dyn Fn(&str) -> Option<i64>) -> Option<i64> {
    let Expr::Call(call) = iter else { return None };
    if builtin_name(&call.func) != Some("range") || !call.arguments.keywords.is_empty() {
        return None;
    }
    let value = |e: &Expr| match e {
        Expr::Name(n) => constant(n.id.as_str()),
        e => int_literal(e),
    };
    let args: Option<Vec<i64>> = call.arguments.args.iter().map(value).collect();
    let trip = match args?.as_slice() {
        [stop] => *stop,
        [start, stop] => stop - start,
        [start, stop, step] if *step > 0 => (stop - start + step - 1) / step,
        [start, stop, step] if *step < 0 => (start - stop - step - 1) / -step,
        _ => return None,
    };
    Some(trip.max(0))
}

pub(crate) fn while_info(w: &ast::StmtWhile) -> LoopInfo<'_> {
    let mut info = LoopInfo::new(LoopKind::While, LoopNode::While(w), w.range);
    info.first_stmt = w.body.first().map(Ranged::range);
    if let Some(counter) = counting_while_variable(w) {
        // The other pointers of a merge (`j += 1` beside `i += 1`) index elements too.
        let others: Vec<Name> = stepped_names(&w.body)
            .into_iter()
            .filter(|n| *n != counter)
            .collect();
        info.vars.push(counter);
        for name in others {
            if !info.vars.contains(&name) {
                info.vars.push(name);
            }
        }
    }
    info
}

/// Names stepped by an integer literal (`j += 1`) in the body or a branch of an `if` of it.
fn stepped_names(body: &[Stmt]) -> Vec<Name> {
    let mut names = Vec::new();
    for stmt in body {
        match stmt {
            Stmt::AugAssign(aug)
                if matches!(aug.op, ast::Operator::Add | ast::Operator::Sub)
                    && int_literal(&aug.value).is_some() =>
            {
                if let Expr::Name(t) = aug.target.as_ref() {
                    names.push(t.id.clone());
                }
            }
            Stmt::If(branch) => {
                names.extend(stepped_names(&branch.body));
                for clause in &branch.elif_else_clauses {
                    names.extend(stepped_names(&clause.body));
                }
            }
            _ => {}
        }
    }
    names
}

/// `while k < n: ... k += 1` (possibly `and`-combined with other tests): the counter
/// stepped by a constant.
fn counting_while_variable(w: &ast::StmtWhile) -> Option<Name> {
    let tests: Vec<&Expr> = match w.test.as_ref() {
        Expr::BoolOp(b) if b.op == ast::BoolOp::And => b.values.iter().collect(),
        test => vec![test],
    };
    tests
        .into_iter()
        .filter_map(ordered_compare_subject)
        .find(|counter| steps_by_constant(&w.body, counter))
        .map(|counter| counter.id.clone())
}

fn ordered_compare_subject(test: &Expr) -> Option<&ast::ExprName> {
    let Expr::Compare(cmp) = test else {
        return None;
    };
    let Expr::Name(counter) = cmp.left.as_ref() else {
        return None;
    };
    let ordered = cmp.ops.iter().all(|op| {
        matches!(
            op,
            ast::CmpOp::Lt | ast::CmpOp::LtE | ast::CmpOp::Gt | ast::CmpOp::GtE | ast::CmpOp::NotEq
        )
    });
    ordered.then_some(counter)
}

/// The counter stepped by a constant in the body, or in a branch of an `if` of the body (a
/// two-pointer merge: `if a[i] < b[j]: i += 1 else: j += 1`).
fn steps_by_constant(body: &[Stmt], counter: &ast::ExprName) -> bool {
    body.iter().any(|stmt| match stmt {
        Stmt::If(branch) => {
            steps_by_constant(&branch.body, counter)
                || branch
                    .elif_else_clauses
                    .iter()
                    .any(|c| steps_by_constant(&c.body, counter))
        }
        Stmt::AugAssign(aug) => {
            matches!(aug.target.as_ref(), Expr::Name(t) if t.id == counter.id)
                && matches!(aug.op, ast::Operator::Add | ast::Operator::Sub)
                && int_literal(&aug.value).is_some()
        }
        Stmt::Assign(a) => {
            matches!(a.targets.as_slice(), [Expr::Name(t)] if t.id == counter.id)
                && matches!(a.value.as_ref(), Expr::BinOp(b)
                    if matches!(b.op, ast::Operator::Add | ast::Operator::Sub)
                    && matches!(b.left.as_ref(), Expr::Name(l) if l.id == counter.id)
                    && int_literal(&b.right).is_some())
        }
        _ => false,
    })
}

pub(crate) fn comprehension_info<'a>(
    expr: &'a Expr,
    gens: &'a [ast::Comprehension],
    scope: ScopeId,
    names: &[ScopeNames<'_>],
) -> LoopInfo<'a> {
    let mut info = LoopInfo::new(
        LoopKind::Comprehension,
        LoopNode::Comprehension(expr),
        expr.range(),
    );
    for g in gens {
        target_names(&g.target, &mut info.vars);
    }
    if let [g] = gens {
        match &g.iter {
            Expr::Tuple(t) => {
                info.literal_sequence = true;
                info.trip = Some(t.elts.len() as i64);
            }
            iter => {
                let constant = |name: &str| literal_int_name(name, scope, names);
                info.trip = range_trip(iter, &constant);
            }
        }
    }
    info
}

/// The statements and expressions a loop runs every iteration.
pub enum Body<'a> {
    Stmts(&'a [Stmt], &'a [Stmt], Option<&'a Expr>),
    Exprs(Vec<&'a Expr>),
}

pub fn body<'a>(node: LoopNode<'a>) -> Body<'a> {
    match node {
        LoopNode::For(f) => Body::Stmts(&f.body, &f.orelse, None),
        LoopNode::While(w) => Body::Stmts(&w.body, &w.orelse, Some(&w.test)),
        LoopNode::Comprehension(e) => {
            let mut exprs: Vec<&Expr> = Vec::new();
            match e {
                Expr::ListComp(c) => exprs.push(&c.elt),
                Expr::SetComp(c) => exprs.push(&c.elt),
                Expr::Generator(c) => exprs.push(&c.elt),
                Expr::DictComp(c) => {
                    exprs.extend(c.key.as_deref());
                    exprs.push(&c.value);
                }
                _ => {}
            }
            for (i, g) in generators(e).iter().enumerate() {
                if i > 0 {
                    exprs.push(&g.iter);
                }
                exprs.extend(g.ifs.iter());
            }
            Body::Exprs(exprs)
        }
    }
}

/// Calls `f` on every expression of the loop body (statements' expressions included).
pub fn for_each_body_expr<'a>(node: LoopNode<'a>, f: &mut dyn FnMut(&'a Expr)) {
    struct Each<'f, 'a> {
        f: &'f mut dyn FnMut(&'a Expr),
    }
    impl<'a> Visitor<'a> for Each<'_, 'a> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if let Stmt::AugAssign(aug) = stmt {
                // The target of `x += y` is read as well as written: an operand of the operation.
                (self.f)(&aug.target);
            }
            if !matches!(stmt, Stmt::FunctionDef(_) | Stmt::ClassDef(_)) {
                visitor::walk_stmt(self, stmt);
            }
        }
        fn visit_expr(&mut self, expr: &'a Expr) {
            (self.f)(expr);
            if !matches!(expr, Expr::Lambda(_)) {
                crate::stack::deeper(|| visitor::walk_expr(self, expr));
            }
        }
    }
    let mut each = Each { f };
    match body(node) {
        Body::Stmts(stmts, orelse, test) => {
            if let Some(test) = test {
                each.visit_expr(test);
            }
            each.visit_body(stmts);
            each.visit_body(orelse);
        }
        Body::Exprs(exprs) => exprs.into_iter().for_each(|e| each.visit_expr(e)),
    }
}

/// Computes index variables and the element-loop flag for every loop.
pub(crate) fn classify(model: &mut Model<'_>) {
    let index_vars: Vec<Vec<Name>> = model
        .loops
        .iter()
        .map(|l| derived_index_vars(model, l))
        .collect();
    for (info, vars) in model.loops.iter_mut().zip(&index_vars) {
        info.index_vars = vars.clone();
    }
    let elements: Vec<bool> = (0..model.loops.len())
        .map(|id| is_element_loop(model, id, &nest_index_vars(model, id)))
        .collect();
    for (info, element) in model.loops.iter_mut().zip(elements) {
        info.element = element;
    }
    let assigned: Vec<Vec<Name>> = model
        .loops
        .iter()
        .map(|info| assigned_in(model, info))
        .collect();
    for (info, names) in model.loops.iter_mut().zip(assigned) {
        info.assigned = names;
    }
}

/// Names bound in the loop header and body (nested loops included, nested functions not).
/// `x += y` on an array updates it in place: it does not count as a rebinding.
fn assigned_in(model: &Model<'_>, info: &LoopInfo<'_>) -> Vec<Name> {
    let mut names = info.vars.clone();
    if let Body::Stmts(stmts, orelse, _) = body(info.node) {
        let in_place = |target: &Expr| model.kind(info.scope, target) == Kind::Array;
        let mut collector = Bindings {
            out: &mut names,
            in_place: &in_place,
        };
        ruff_python_ast::statement_visitor::walk_body(&mut collector, stmts);
        ruff_python_ast::statement_visitor::walk_body(&mut collector, orelse);
    }
    names
}

struct Bindings<'v> {
    out: &'v mut Vec<Name>,
    in_place: &'v dyn Fn(&Expr) -> bool,
}

impl<'a> ruff_python_ast::statement_visitor::StatementVisitor<'a> for Bindings<'_> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::Assign(a) => a.targets.iter().for_each(|t| target_names(t, self.out)),
            Stmt::AugAssign(a) if !(self.in_place)(&a.target) => target_names(&a.target, self.out),
            Stmt::AnnAssign(a) => target_names(&a.target, self.out),
            Stmt::For(f) => target_names(&f.target, self.out),
            Stmt::With(w) => w
                .items
                .iter()
                .filter_map(|i| i.optional_vars.as_deref())
                .for_each(|t| target_names(t, self.out)),
            Stmt::FunctionDef(_) | Stmt::ClassDef(_) => return,
            _ => {}
        }
        ruff_python_ast::statement_visitor::walk_stmt(self, stmt);
    }
}

impl LoopInfo<'_> {
    /// No name in `expr` is bound inside the loop.
    pub fn is_invariant(&self, expr: &Expr) -> bool {
        !mentions_any(expr, &self.assigned)
    }
}

/// Loop variables plus names assigned in the body from expressions that use them — not from
/// whole-array work (`mask = (yy - y) ** 2 <= r2` is a whole array per iteration, not an index).
fn derived_index_vars(model: &Model<'_>, info: &LoopInfo<'_>) -> Vec<Name> {
    let mut vars = info.vars.clone();
    let Body::Stmts(stmts, _, _) = body(info.node) else {
        return vars;
    };
    for _ in 0..2 {
        let mut assigned = Vec::new();
        ruff_python_ast::statement_visitor::walk_body(
            &mut AssignedFrom {
                model,
                scope: info.scope,
                vars: &vars,
                out: &mut assigned,
            },
            stmts,
        );
        for name in assigned {
            if !vars.contains(&name) {
                vars.push(name);
            }
        }
    }
    vars
}

struct AssignedFrom<'v, 'm> {
    model: &'v Model<'m>,
    scope: ScopeId,
    vars: &'v [Name],
    out: &'v mut Vec<Name>,
}

impl AssignedFrom<'_, '_> {
    /// An operation in `value` on an array the loop variables do not index.
    fn whole_array_work(&self, value: &Expr) -> bool {
        crate::model::expr::any_expr(value, |e| {
            array_operands(self.model, self.scope, e).iter().any(|o| {
                !mentions_any(o, self.vars) && self.model.kind(self.scope, o) == Kind::Array
            })
        })
    }
}

impl AssignedFrom<'_, '_> {
    /// `ci, cj = i + pad, j + pad`: each name paired with its own value.
    fn visit_pairs(&mut self, targets: &[Expr], values: &[Expr]) {
        for (t, v) in targets.iter().zip(values) {
            if let Expr::Name(n) = t {
                if mentions_any(v, self.vars)
                    && !self.whole_array_work(v)
                    && !mentions_any(v, std::slice::from_ref(&n.id))
                {
                    self.out.push(n.id.clone());
                }
            }
        }
    }
}

impl<'a> ruff_python_ast::statement_visitor::StatementVisitor<'a> for AssignedFrom<'_, '_> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        if let Stmt::Assign(a) = stmt {
            if let ([Expr::Tuple(targets)], Expr::Tuple(values)) =
                (a.targets.as_slice(), a.value.as_ref())
            {
                if targets.elts.len() == values.elts.len() {
                    self.visit_pairs(&targets.elts, &values.elts);
                }
            } else if mentions_any(&a.value, self.vars) && !self.whole_array_work(&a.value) {
                for t in &a.targets {
                    // `stock = stock - demand[:, day]` carries state across iterations: data
                    // the loop updates, not an index derived from its variable.
                    let mut names = Vec::new();
                    match t {
                        Expr::Name(n) => names.push(n.id.clone()),
                        // `i, j = pairs[m]`: the parts of one element.
                        Expr::Tuple(_) | Expr::List(_) if a.value.is_subscript_expr() => {
                            target_names(t, &mut names)
                        }
                        _ => {}
                    }
                    for name in names {
                        if !mentions_any(&a.value, std::slice::from_ref(&name)) {
                            self.out.push(name);
                        }
                    }
                }
            }
        }
        if !matches!(stmt, Stmt::FunctionDef(_) | Stmt::ClassDef(_)) {
            ruff_python_ast::statement_visitor::walk_stmt(self, stmt);
        }
    }
}

/// The index variables of this loop, the loops around it and the loops inside it.
fn nest_index_vars(model: &Model<'_>, id: LoopId) -> Vec<Name> {
    let mut vars: HashSet<Name> = HashSet::default();
    let mut current = Some(id);
    while let Some(l) = current {
        vars.extend(model.loops[l].index_vars.iter().cloned());
        current = model.loops[l].parent;
    }
    for (other, info) in model.loops.iter().enumerate() {
        if other != id
            && info.scope == model.loops[id].scope
            && model.loops[id].range.contains_range(info.range)
        {
            vars.extend(info.index_vars.iter().cloned());
        }
    }
    vars.into_iter().collect()
}

/// `for name in a.dtype.names`: `a[name]` is a whole field of a structured array, not an element.
fn iterates_field_names(info: &LoopInfo<'_>) -> bool {
    matches!(info.iterable(), Some(Expr::Attribute(names))
        if names.attr.id.as_str() == "names"
            && matches!(names.value.as_ref(), Expr::Attribute(d) if d.attr.id.as_str() == "dtype"))
}

/// SPEC §2: subscripts an array with its variable, unless it is a small literal slab loop or does
/// whole-array work each iteration.
fn is_element_loop(model: &Model<'_>, id: LoopId, nest_vars: &[Name]) -> bool {
    let info = &model.loops[id];
    if info.vars.is_empty() || yields_batches(model, info) || iterates_field_names(info) {
        return false;
    }
    let scope = info.scope;
    let mut subscripts_element = false;
    let mut whole_array_work = false;
    let mut array_work = false;
    let mut constant_work = false;
    // The arrays read or written element by element; whether any is data (not a small
    // constant) is asked only when the loop works on small constants.
    let mut element_arrays: Vec<&Expr> = Vec::new();
    // A plane per iteration of Gate 2's size (`precip[t]` of a (720, 360, 720) array): each
    // iteration's work is at least that plane, whatever else it indexes (`mean[t % 12]`, its
    // climatology). Small or unsized planes may be many small matrices (RR-batch's case).
    let mut plane_work = false;
    for_each_body_expr(info.node, &mut |expr| {
        if let Expr::Subscript(sub) = expr {
            if indexes_elements(&sub.slice, &info.index_vars)
                && model.is_device_value(scope, &sub.value)
            {
                if selects_a_plane(model, scope, sub) {
                    plane_work |= large_planes(model, scope, &sub.value);
                    // A stack of proven small matrices (`clouds[k]` of (200000, 64, 3)): one
                    // small item per iteration, the loop RR-batch rewrites.
                    if small_planes(model, scope, &sub.value) {
                        subscripts_element = true;
                        element_arrays.push(&sub.value);
                    }
                } else {
                    subscripts_element = true;
                    element_arrays.push(&sub.value);
                }
            }
            whole_array_work |= is_mask_per_value(model, scope, &sub.slice, nest_vars, &info.vars);
        }
        whole_array_work |= passes_whole_arrays(model, scope, expr, nest_vars);
        let operands = array_operands(model, scope, expr);
        // `patch * kx`: a window of the loop variables with a small literal kernel is element
        // work as a whole, although `kx` alone is an array the loop variables do not index.
        let unindexed_array =
            |o: &&Expr| !mentions_any(o, nest_vars) && matches!(model.kind(scope, o), Kind::Array);
        let element_sized = operands.iter().any(unindexed_array)
            && operands.iter().all(|o| {
                mentions_any(o, nest_vars)
                    || is_iteration_local(model, scope, o, info.range, nest_vars)
                    || weights_a_moving_window(model, expr, &operands, o, nest_vars)
            })
            && operands.iter().any(|o| {
                matches!(model.kind(scope, o), Kind::Array | Kind::Reduction)
                    && (mentions_any(o, nest_vars)
                        || has_window(model, scope, o, info.range, nest_vars)
                        || leaves_of(o).into_iter().any(|leaf| {
                            is_item_derived(model, scope, leaf, info.range, nest_vars, 0)
                        }))
            });
        // `1e-6 * np.eye(K)`: arithmetic on small constants alone is no work on the data.
        let constant_sized = || {
            operands.iter().all(|o| {
                !matches!(model.kind(scope, o), Kind::Array)
                    || is_small_constant(model, scope, o, 0)
            })
        };
        for operand in &operands {
            match model.kind(scope, operand) {
                Kind::Array => {
                    array_work = true;
                    if !mentions_any(operand, nest_vars) && !element_sized {
                        if constant_sized() {
                            constant_work = true;
                        } else {
                            whole_array_work = true;
                        }
                    }
                }
                // An indexed operand of a small-trip loop may be a slab (`img[c]`).
                Kind::Reduction if mentions_any(operand, &info.index_vars) => array_work = true,
                // `ema = alpha * prices[t] + (1 - alpha) * ema` with `ema = prices[0].copy()`:
                // a row carried from step to step is whole-array state (SPEC §2 (b)).
                _ if !mentions_any(operand, nest_vars)
                    && carries_a_row(model, scope, operand, info.range) =>
                {
                    array_work = true;
                    whole_array_work = true;
                }
                _ => {}
            }
        }
    });
    // Work on small constants counts as element work only beside elements of the data: a loop
    // filling a small kernel (`impr[idx] = np.array([-1.0, 0.0, -1.0]).reshape(...)`) is not.
    if !subscripts_element
        || plane_work
        || whole_array_work
        || (constant_work
            && element_arrays
                .iter()
                .all(|a| is_small_constant(model, scope, a, 0)))
        || updates_whole_array(model, info, nest_vars)
        || writes_only_slabs(model, info)
        || stores_band_reductions(model, info)
        || advances_object_state(model, info)
    {
        return false;
    }
    if info.trip.is_some_and(|t| t <= PLANE_LOOP_TRIP) && works_on_planes(model, info) {
        return false;
    }
    !(info.is_small_literal() && array_work)
}

/// `out[b] = auc(scores[idx], labels[idx])`: a function of this file called with arrays, and
/// nothing of the loop variables but planes, works on whole arrays each iteration (a bootstrap
/// replicate, a frame of a video), whatever it returns.
fn passes_whole_arrays(model: &Model<'_>, scope: ScopeId, expr: &Expr, nest_vars: &[Name]) -> bool {
    let Expr::Call(call) = expr else {
        return false;
    };
    if model.local_call_returns(call).is_none() {
        return false;
    }
    let args: Vec<&Expr> = call
        .arguments
        .args
        .iter()
        .chain(call.arguments.keywords.iter().map(|k| &k.value))
        .collect();
    // `shift_of(ref_f, video[t])`: a frame of a stack is a plane, not an element.
    let plane = |a: &Expr| matches!(a, Expr::Subscript(sub) if selects_a_plane(model, scope, sub));
    args.iter().all(|a| !mentions_any(a, nest_vars) || plane(a))
        && args.iter().any(|a| {
            plane(a)
                || model.kind(scope, a) == Kind::Array && !is_small_constant(model, scope, a, 0)
        })
}

/// The largest literal trip count of a loop over planes (D3Q27 lattice directions, filter banks).
const PLANE_LOOP_TRIP: i64 = 64;

/// `np.roll(f[k], s, axis=1)`: a NumPy call along axis ≥ 1 of an operand the loop variable
/// indexes proves that operand has two or more dimensions — each iteration works on a plane, not
/// an element or row. Only for literal trip counts: over `range(n)` the planes may be many small
/// matrices (batch work, RR-batch).
fn works_on_planes(model: &Model<'_>, info: &LoopInfo<'_>) -> bool {
    let mut planes = false;
    for_each_body_expr(info.node, &mut |expr| {
        let Expr::Call(call) = expr else {
            return;
        };
        if planes || model.numpy_call_name(&call.func).is_none() {
            return;
        }
        let beyond_rows = call
            .arguments
            .find_keyword("axis")
            .and_then(|k| signed_int_literal(&k.value))
            .is_some_and(|axis| axis >= 1 || axis <= -2);
        let indexed_first = call
            .arguments
            .args
            .first()
            .is_some_and(|a| indexed_through_shape_keeping(model, a, &info.index_vars, 0));
        planes = beyond_rows && indexed_first;
    });
    planes
}

/// `f[k]`, or a shape-keeping NumPy call on it (`np.roll(f[k], s, axis=0)`): the loop's item.
fn indexed_through_shape_keeping(model: &Model<'_>, e: &Expr, vars: &[Name], depth: u32) -> bool {
    match e {
        Expr::Subscript(s) => mentions_any(&s.slice, vars),
        Expr::Call(c) if depth < 4 && keeps_shape(model, c) => c
            .arguments
            .args
            .first()
            .is_some_and(|a| indexed_through_shape_keeping(model, a, vars, depth + 1)),
        _ => false,
    }
}

fn signed_int_literal(e: &Expr) -> Option<i64> {
    match e {
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => int_literal(&u.operand).map(|v| -v),
        e => int_literal(e),
    }
}

/// The writes of a loop body that feed back an element written in an earlier iteration
/// (recurrence.rs), without the rows: `rows[g] = table[f(rows[g - 1])]` or
/// `var[t] = λ var[t - 1] + …` into an array made with two or more axes carries a whole row of
/// state from one step to the next — a time step over the row (SPEC §5: normal), not an element
/// recurrence.
pub fn element_feedback_writes(model: &Model<'_>, info: &LoopInfo<'_>) -> Vec<TextRange> {
    let Body::Stmts(stmts, _, _) = body(info.node) else {
        return Vec::new();
    };
    let writes = super::recurrence::feedback_writes(stmts, &info.index_vars);
    if writes.is_empty() {
        return writes;
    }
    let all = crate::model::tree::all_statements(stmts);
    writes
        .into_iter()
        .filter(|range| {
            let write = all
                .iter()
                .find(|s| s.range() == *range)
                .and_then(|s| match s {
                    Stmt::Assign(a) => Some((a.targets.first()?, a.value.as_ref())),
                    Stmt::AugAssign(a) => Some((a.target.as_ref(), a.value.as_ref())),
                    _ => None,
                });
            match write {
                Some((Expr::Subscript(sub), _)) => !writes_a_row(model, info, sub),
                // `w += mu * e * buf` with `e = mic[n] - y`: an array updated from a value the
                // elements decide is whole-array state of a time step, not a scalar recurrence.
                Some((target @ Expr::Name(_), value)) => {
                    model.kind(info.scope, target) != Kind::Array
                        || super::recurrence::reads_elements(value, &info.index_vars)
                }
                _ => true,
            }
        })
        .collect()
}

/// `writes` (statement ranges in the loop) less those into a row of an array with two or more
/// axes (`pipeline[day % LEAD] = np.where(..., big_s - pipeline.sum(axis=0), 0.0)`): a row
/// written from the whole array is a time step over the rows, not Gauss-Seidel on elements.
pub fn without_row_writes(
    model: &Model<'_>,
    info: &LoopInfo<'_>,
    writes: Vec<TextRange>,
) -> Vec<TextRange> {
    let Body::Stmts(stmts, _, _) = body(info.node) else {
        return writes;
    };
    let all = crate::model::tree::all_statements(stmts);
    let row_write = |range: &TextRange| {
        let target = all
            .iter()
            .find(|s| s.range() == *range)
            .and_then(|s| match s {
                Stmt::Assign(a) => a.targets.first(),
                Stmt::AugAssign(a) => Some(a.target.as_ref()),
                _ => None,
            });
        matches!(target, Some(Expr::Subscript(sub)) if writes_a_row(model, info, sub))
    };
    writes.into_iter().filter(|r| !row_write(r)).collect()
}

/// `rows[g]`, `var[t, :]`, `u[i, cols]` (`cols` an index array, as RR-stride writes a step
/// slice), `path[:, t - 1]` (a column of a batch): one index, and otherwise only whole axes or
/// index arrays, into an array with two or more axes.
fn writes_a_row(model: &Model<'_>, info: &LoopInfo<'_>, sub: &ast::ExprSubscript) -> bool {
    let scope = info.scope;
    let full = |e: &Expr| matches!(e, Expr::Slice(s) if s.lower.is_none() && s.upper.is_none() && s.step.is_none());
    let many = |e: &Expr| full(e) || model.kind(scope, e) == Kind::Array;
    let one_index = match sub.slice.as_ref() {
        Expr::Slice(_) => false,
        Expr::Tuple(t) if t.elts.len() >= 2 => {
            let row = !full(&t.elts[0]) && t.elts[1..].iter().all(many);
            let mut indices = t.elts.iter().filter(|e| !many(e));
            let column =
                matches!((indices.next(), indices.next()), (Some(i), None) if !i.is_slice_expr());
            row || column
        }
        Expr::Tuple(_) => false,
        _ => true,
    };
    let Expr::Name(n) = sub.value.as_ref() else {
        return false;
    };
    one_index && (has_axes(model, scope, n.id.as_str(), 2, 0) || items_are_sliced(info, &n.id))
}

/// The loop slices an item of `array` (`prev = cost[i - 1]` … `prev[:-1]`, or `cost[i - 1][1:]`):
/// its items are rows, whatever the array's rank is known to be.
fn items_are_sliced(info: &LoopInfo<'_>, array: &Name) -> bool {
    let item_of = |e: &Expr| {
        matches!(e, Expr::Subscript(s)
            if matches!(s.value.as_ref(), Expr::Name(n) if n.id == *array)
                && !s.slice.is_slice_expr()
                && !s.slice.is_tuple_expr())
    };
    let mut items: Vec<Name> = Vec::new();
    let mut sliced = false;
    let Body::Stmts(stmts, _, _) = body(info.node) else {
        return false;
    };
    for stmt in crate::model::tree::all_statements(stmts) {
        if let Stmt::Assign(a) = stmt {
            if let ([Expr::Name(t)], true) = (a.targets.as_slice(), item_of(&a.value)) {
                items.push(t.id.clone());
            }
        }
    }
    for_each_body_expr(info.node, &mut |e| {
        if let Expr::Subscript(s) = e {
            let slices = s.slice.is_slice_expr()
                || matches!(s.slice.as_ref(), Expr::Tuple(t) if t.elts.iter().any(Expr::is_slice_expr));
            let of_item = item_of(&s.value)
                || matches!(s.value.as_ref(), Expr::Name(n) if items.contains(&n.id));
            sliced |= slices && of_item;
        }
    });
    sliced
}

/// `clim[month]` with `clim = np.empty((12, NLAT, NLON))`: one index into an array made with
/// three or more axes selects a plane, not an element or row (SPEC §2).
fn selects_a_plane(model: &Model<'_>, scope: ScopeId, sub: &ast::ExprSubscript) -> bool {
    match sub.slice.as_ref() {
        Expr::Slice(_) => return false,
        // `tiles[k, r:r + T, c:c + T]`: a block of the plane, as wide as its slices.
        Expr::Tuple(t) => {
            let wide = |e: &Expr| matches!(e, Expr::Slice(s) if !narrow_slice(s));
            let [first, rest @ ..] = t.elts.as_slice() else {
                return false;
            };
            if first.is_slice_expr() || rest.len() < 2 || !rest.iter().all(wide) {
                return false;
            }
        }
        _ => {}
    }
    let Expr::Name(n) = sub.value.as_ref() else {
        return false;
    };
    has_axes(model, scope, n.id.as_str(), 3, 0)
}

/// `name` holds an array with `min` or more axes: made by a constructor or a random draw with a
/// shape of three or more, a `*_like`/copy of such an array, or a parameter that every call of
/// its function (in this file) passes such an array.
fn has_axes(model: &Model<'_>, scope: ScopeId, name: &str, min: usize, depth: u32) -> bool {
    if depth > 8 {
        return false;
    }
    if model.is_parameter(scope, name) || converts_its_parameter(model, scope, name) {
        let Some(passed) = model.arguments_passed(scope, name) else {
            return false;
        };
        return passed
            .iter()
            .all(|(caller, arg)| value_has_axes(model, *caller, arg, min, depth + 1));
    }
    // `video = np.stack(frames)` then `video += noise`: the update keeps the axes.
    match shape_values(model, scope, &Name::new(name)).as_deref() {
        Some([value]) => value_has_axes(model, scope, value, min, depth),
        _ => false,
    }
}

/// `x = np.asarray(x)` at the top of a function: the caller's array, converted (a parameter
/// otherwise bound only to conversions of itself).
fn converts_its_parameter(model: &Model<'_>, scope: ScopeId, name: &str) -> bool {
    let converts = |v: &Expr| {
        let Expr::Call(call) = v else { return false };
        let of = match super::expr::method_call(call) {
            Some((of, "astype" | "copy")) => Some(of),
            _ if model.numpy_call_name(&call.func).is_some_and(|n| {
                matches!(
                    n,
                    "numpy.asarray"
                        | "numpy.array"
                        | "numpy.asanyarray"
                        | "numpy.ascontiguousarray"
                )
            }) =>
            {
                call.arguments.args.first()
            }
            _ => None,
        };
        matches!(of, Some(Expr::Name(n)) if n.id.as_str() == name)
    };
    model.binds_parameter(scope, name)
        && model.bindings_of(scope, name).iter().all(|b| match b {
            Bound::Parameter { .. } => true,
            Bound::Value(v) => converts(v),
            _ => false,
        })
}

/// A constructor with `min` or more axes, a name holding one, or elementwise arithmetic with such
/// an operand (`0.01 * rng.standard_t(5, (DAYS, N))`: broadcasting never drops an axis).
fn value_has_axes(model: &Model<'_>, scope: ScopeId, value: &Expr, min: usize, depth: u32) -> bool {
    if depth > 10 {
        return false;
    }
    match value {
        Expr::Name(n) => has_axes(model, scope, n.id.as_str(), min, depth + 1),
        // `rng.gamma(2.0, 30.0, (Y, NLAT, NLON)).astype(np.float32)`: the same axes.
        Expr::Call(call)
            if matches!(super::expr::method_call(call), Some((_, "astype" | "copy"))) =>
        {
            let Some((of, _)) = super::expr::method_call(call) else {
                return false;
            };
            value_has_axes(model, scope, of, min, depth + 1)
        }
        Expr::Call(call) if keeps_shape(model, call) => call
            .arguments
            .args
            .iter()
            .any(|a| value_has_axes(model, scope, a, min, depth + 1)),
        // `f = equilibrium(rho, ux, uy)` returning `feq = np.empty((9, NX, NY))`.
        Expr::Call(call) if model.local_call_returns(call).is_some() => {
            let Some((callee, returns)) = model.local_call_returns(call) else {
                return false;
            };
            returns
                .iter()
                .all(|r| value_has_axes(model, callee, r, min, depth + 1))
        }
        Expr::Call(call) => made_with_axes(model, scope, call, min, depth),
        Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
            value_has_axes(model, scope, &b.left, min, depth + 1)
                || value_has_axes(model, scope, &b.right, min, depth + 1)
        }
        Expr::UnaryOp(u) => value_has_axes(model, scope, &u.operand, min, depth + 1),
        _ => false,
    }
}

/// `np.exp(x)`, `np.cumsum(r, axis=0)`: an elementwise function, or a scan along one axis,
/// returns its operands' (broadcast) shape.
fn keeps_shape(model: &Model<'_>, call: &ast::ExprCall) -> bool {
    let Some(member) = model
        .numpy_call_name(&call.func)
        .and_then(super::api::numpy_member)
    else {
        return false;
    };
    let along_an_axis =
        call.arguments.find_keyword("axis").is_some() || call.arguments.args.len() >= 2;
    super::api::is_ufunc(member)
        || member == "roll"
        || (matches!(member, "cumsum" | "cumprod" | "nancumsum" | "nancumprod") && along_an_axis)
}

fn made_with_axes(
    model: &Model<'_>,
    scope: ScopeId,
    call: &ast::ExprCall,
    min: usize,
    depth: u32,
) -> bool {
    // `(FRAMES, *SHAPE)` with `SHAPE = (2048, 2048)`: a starred name bound once to a literal
    // tuple adds its length (an unknown one adds none).
    let axes_of = |e: &Expr| match e {
        Expr::Starred(st) => match st.value.as_ref() {
            Expr::Name(n) => match model.only_values(scope, n.id.as_str()).as_deref() {
                Some([Expr::Tuple(t)]) if !t.elts.iter().any(Expr::is_starred_expr) => t.elts.len(),
                _ => 0,
            },
            _ => 0,
        },
        _ => 1,
    };
    let tuple_len = |e: Option<&Expr>| match e {
        Some(Expr::Tuple(t)) => t.elts.iter().map(axes_of).sum(),
        Some(Expr::List(l)) => l.elts.iter().map(axes_of).sum(),
        _ => 0,
    };
    let copied = |e: Option<&Expr>| matches!(e, Some(Expr::Name(n)) if has_axes(model, scope, n.id.as_str(), min, depth + 1));
    let args = &call.arguments;
    let shape_arg = || {
        args.args
            .first()
            .or_else(|| args.find_keyword("shape").map(|k| &k.value))
    };
    if let Some(name) = model.callee_name(&call.func) {
        if name.starts_with("numpy.random.") {
            // `rng.standard_normal((n, h, w))`: the size may be positional.
            let method = name.rsplit('.').next().unwrap_or(name);
            let size = match super::api::draw_size_position(method) {
                Some(position) => super::expr::argument(call, position, "size"),
                None => args.find_keyword("size").map(|k| &k.value),
            };
            return tuple_len(size) >= min;
        }
        return match name {
            "numpy.zeros" | "numpy.ones" | "numpy.empty" | "numpy.full" => {
                tuple_len(shape_arg()) >= min
            }
            "numpy.zeros_like" | "numpy.ones_like" | "numpy.empty_like" | "numpy.full_like"
            | "numpy.copy" | "numpy.asarray" | "numpy.array" => copied(args.args.first()),
            // `np.stack([np.roll(base, s) for s in shifts])`: one axis more than each item.
            "numpy.stack" if min >= 2 => match args.args.first() {
                Some(Expr::ListComp(c)) => value_has_axes(model, scope, &c.elt, min - 1, depth + 1),
                Some(Expr::List(l)) => {
                    !l.elts.is_empty()
                        && l.elts
                            .iter()
                            .all(|e| value_has_axes(model, scope, e, min - 1, depth + 1))
                }
                _ => false,
            },
            _ => false,
        };
    }
    // `x.copy()`, `x.astype(float)`.
    matches!(call.func.as_ref(), Expr::Attribute(a)
        if matches!(a.attr.as_str(), "copy" | "astype") && copied(Some(&a.value)))
}

/// A name bound before the loop to one row of an array with two or more axes (`prices[0]`,
/// `prices[0].copy()`, `np.array(prices[-1])`) and rebound in it: state that is a whole row.
fn carries_a_row(model: &Model<'_>, scope: ScopeId, operand: &Expr, loop_range: TextRange) -> bool {
    let Expr::Name(n) = operand else {
        return false;
    };
    let Some(values) = model.only_values(scope, n.id.as_str()) else {
        return false;
    };
    let rebound_in_loop = values.iter().any(|v| loop_range.contains_range(v.range()));
    rebound_in_loop
        && values
            .iter()
            .any(|v| !loop_range.contains_range(v.range()) && is_row_of_a_matrix(model, scope, v))
}

fn is_row_of_a_matrix(model: &Model<'_>, scope: ScopeId, value: &Expr) -> bool {
    let row = match value {
        Expr::Call(call) => match super::expr::method_call(call) {
            Some((of, "copy" | "astype")) => of,
            _ if model
                .numpy_call_name(&call.func)
                .is_some_and(|n| matches!(n, "numpy.array" | "numpy.copy")) =>
            {
                match call.arguments.args.first() {
                    Some(first) => first,
                    None => return false,
                }
            }
            _ => return false,
        },
        e => e,
    };
    let Expr::Subscript(sub) = row else {
        return false;
    };
    let Expr::Name(array) = sub.value.as_ref() else {
        return false;
    };
    !matches!(
        sub.slice.as_ref(),
        Expr::Tuple(_) | Expr::Slice(_) | Expr::EllipsisLiteral(_)
    ) && model.kind(scope, &sub.slice) != Kind::Array
        && has_axes(model, scope, array.id.as_str(), 2, 0)
}

/// `stock -= demand[:, day]`: an augmented assignment into a whole array (not an element of it)
/// is an array operation on an operand the loop variables do not index (SPEC §2 (b)).
fn updates_whole_array(model: &Model<'_>, info: &LoopInfo<'_>, nest_vars: &[Name]) -> bool {
    let Body::Stmts(stmts, _, _) = body(info.node) else {
        return false;
    };
    crate::model::tree::all_statements(stmts)
        .iter()
        .any(|s| match s {
            Stmt::AugAssign(a) => {
                matches!(a.target.as_ref(), Expr::Name(n) if !nest_vars.contains(&n.id))
                    && model.kind(info.scope, &a.target) == Kind::Array
                    && !sums_windows_into_a_number(model, info, a, nest_vars)
                    // `w += mu * e * buf` on a few taps, stepped by a number from elements;
                    // `stock -= demand[:, day]` takes a slab of the loop and stays a time step.
                    && (mentions_any(&a.value, nest_vars)
                        || !is_small_constant(model, info.scope, &a.target, 0))
            }
            Stmt::Assign(a) => steps_state_through_a_call(model, info.scope, a, nest_vars),
            _ => false,
        })
}

/// `total = 0.0` … `total += np.abs(d)` with `d = img[y + a, x + b] - img[y, x]`: a number that
/// sums values computed from elements of the loop variables, not a whole array updated.
fn sums_windows_into_a_number(
    model: &Model<'_>,
    info: &LoopInfo<'_>,
    a: &ast::StmtAugAssign,
    nest_vars: &[Name],
) -> bool {
    let Expr::Name(n) = a.target.as_ref() else {
        return false;
    };
    let bindings = model.bindings_of(info.scope, n.id.as_str());
    let starts_as_a_number = bindings.iter().all(|b| match b {
        Bound::Value(v) => v.is_number_literal_expr(),
        Bound::Augmented(_) => true,
        _ => false,
    }) && bindings.iter().any(|b| matches!(b, Bound::Value(_)));
    let scope = info.scope;
    starts_as_a_number
        && (is_window_of(model, scope, &a.value, info.range, nest_vars)
            || derived_from_windows(model, scope, &a.value, info.range, nest_vars, 0))
}

/// `x, p = predict(x, p)`, `u = advance(u, dt)`: a function of this file takes a whole array and
/// its result replaces it — the state of a time step, advanced every iteration.
fn steps_state_through_a_call(
    model: &Model<'_>,
    scope: ScopeId,
    a: &ast::StmtAssign,
    nest_vars: &[Name],
) -> bool {
    let Expr::Call(call) = a.value.as_ref() else {
        return false;
    };
    if model.local_call_returns(call).is_none() {
        return false;
    }
    let mut targets = Vec::new();
    a.targets.iter().for_each(|t| target_names(t, &mut targets));
    call.arguments.args.iter().any(|arg| {
        matches!(arg, Expr::Name(n) if targets.contains(&n.id) && !nest_vars.contains(&n.id))
            && model.kind(scope, arg) == Kind::Array
    })
}

/// `field.step(src[it], 10, nx // 2)` as a statement of its own, `field = Wavefield(vel)` an
/// instance of a class of this file that keeps arrays in attributes (or `self.step()` in such a
/// class): a call made for what it does to the object's arrays — whole-array work each iteration,
/// the time loop of a stateful solver (SPEC §2 (b)), whatever else the loop reads or records.
fn advances_object_state(model: &Model<'_>, info: &LoopInfo<'_>) -> bool {
    let Body::Stmts(stmts, _, _) = body(info.node) else {
        return false;
    };
    crate::model::tree::all_statements(stmts).iter().any(|s| {
        let Stmt::Expr(e) = s else { return false };
        let Expr::Call(call) = e.value.as_ref() else {
            return false;
        };
        let Expr::Attribute(a) = call.func.as_ref() else {
            return false;
        };
        let Expr::Name(receiver) = a.value.as_ref() else {
            return false;
        };
        if receiver.id.as_str() == "self" {
            return model.own_class_holds_arrays(info.scope);
        }
        match model
            .only_values(info.scope, receiver.id.as_str())
            .as_deref()
        {
            Some([Expr::Call(made)]) => matches!(made.func.as_ref(),
                Expr::Name(class) if model.class_holds_arrays(class.id.as_str())),
            _ => false,
        }
    })
}

/// `y[:, k:] += h[k] * x[:, :n - k]` over filter taps, `A[k + 1:, k:] -= ...` in an elimination:
/// every array write the loop makes goes into a slab whose bounds move with the loop variable
/// (wider than 8), none into an element or row — element reads there are coefficients of
/// per-iteration slab work (SPEC §2: slice bounds are slab work).
fn writes_only_slabs(model: &Model<'_>, info: &LoopInfo<'_>) -> bool {
    let Body::Stmts(stmts, _, _) = body(info.node) else {
        return false;
    };
    let mut slab_writes = 0;
    let mut unconditional = false;
    let conditional = statements_under_element_tests(info, stmts);
    for s in crate::model::tree::all_statements(stmts) {
        let unguarded = !conditional.iter().any(|c| std::ptr::eq(*c, s));
        let targets: Vec<&Expr> = match s {
            Stmt::Assign(a) => a.targets.iter().collect(),
            Stmt::AugAssign(a) => vec![&a.target],
            Stmt::AnnAssign(a) => vec![&a.target],
            _ => continue,
        };
        for target in targets {
            let Expr::Subscript(sub) = target else {
                continue;
            };
            if !model.is_device_value(info.scope, &sub.value) {
                continue;
            }
            if indexes_elements(&sub.slice, &info.index_vars) {
                return false;
            }
            if mentions_any(&sub.slice, &info.index_vars) {
                slab_writes += 1;
                unconditional |= unguarded;
            }
        }
    }
    // A slab written only under a test (2-opt's `if delta < 0: tour[i:j + 1] = ...[::-1]`) is
    // the occasional result of element work, not the loop's work.
    slab_writes > 0 && unconditional
}

/// `for k, (a, b) in enumerate(events): peaks[k] = flux[a:b].max()`: the bounds of each
/// iteration's slab come from the iterated items, and the counter only says where its result is
/// stored. Every iteration reduces a slab (SPEC §2: bands, chunks and windows are slab work); the
/// stores at the counter are its results, not element work.
fn stores_band_reductions(model: &Model<'_>, info: &LoopInfo<'_>) -> bool {
    let (LoopNode::For(f), Some(Expr::Call(call))) = (info.node, info.iterable()) else {
        return false;
    };
    if builtin_name(&call.func) != Some("enumerate") {
        return false;
    }
    let Expr::Tuple(target) = f.target.as_ref() else {
        return false;
    };
    let [Expr::Name(counter), _] = target.elts.as_slice() else {
        return false;
    };
    let mut stores = 0;
    let mut slab_reads = 0;
    let mut other = false;
    for_each_body_expr(info.node, &mut |expr| {
        let Expr::Subscript(sub) = expr else {
            return;
        };
        if !mentions_any(&sub.slice, &info.index_vars)
            || !model.is_device_value(info.scope, &sub.value)
        {
            return;
        }
        if !matches!(sub.ctx, ast::ExprContext::Load) && stores_at(&sub.slice, &counter.id) {
            stores += 1;
        } else if !indexes_elements(&sub.slice, &info.index_vars)
            && !mentions_any(&sub.slice, std::slice::from_ref(&counter.id))
        {
            slab_reads += 1;
        } else {
            other = true;
        }
    });
    !other && stores > 0 && slab_reads > 0
}

/// `k`, `k, :` or `:, k`: the counter at one position, every other a whole axis.
fn stores_at(index: &Expr, counter: &Name) -> bool {
    let whole = |e: &Expr| matches!(e, Expr::Slice(s) if s.lower.is_none() && s.upper.is_none() && s.step.is_none());
    let is_counter = |e: &Expr| matches!(e, Expr::Name(n) if n.id == *counter);
    match index {
        Expr::Tuple(t) => {
            t.elts.iter().filter(|e| is_counter(e)).count() == 1
                && t.elts.iter().all(|e| is_counter(e) || whole(e))
        }
        e => is_counter(e),
    }
}

/// The statements under an `if` (any branch) somewhere in `stmts` whose test orders a value
/// computed from the loop's elements (`if delta < -1e-12:` with `delta = dist[a, c] + ...`).
fn statements_under_element_tests<'s>(info: &LoopInfo<'_>, stmts: &'s [Stmt]) -> Vec<&'s Stmt> {
    // Names derived from the loop variables (`delta` among them), not the counters themselves.
    let mut from_elements: Vec<Name> = (info.index_vars.iter())
        .filter(|n| !info.vars.contains(n))
        .cloned()
        .collect();
    from_elements.extend(computed_from_elements(info, &info.index_vars));
    let orders_elements = |test: &Expr| {
        matches!(test, Expr::Compare(c)
            if c.ops.iter().all(|op| matches!(op,
                ast::CmpOp::Lt | ast::CmpOp::LtE | ast::CmpOp::Gt | ast::CmpOp::GtE))
                && std::iter::once(c.left.as_ref())
                    .chain(c.comparators.iter())
                    .any(|o| !o.is_number_literal_expr() && mentions_any(o, &from_elements)))
    };
    let mut out = Vec::new();
    for s in crate::model::tree::all_statements(stmts) {
        if let Stmt::If(i) = s {
            if !orders_elements(&i.test) {
                continue;
            }
            out.extend(crate::model::tree::all_statements(&i.body));
            for clause in &i.elif_else_clauses {
                out.extend(crate::model::tree::all_statements(&clause.body));
            }
        }
    }
    out
}

/// `points[labels == j]`: a mask comparing a whole array with the loop variable selects from
/// every element each iteration (one cluster, class or label per iteration) — slab work, even
/// when the compared array is a parameter whose kind is unknown.
fn is_mask_per_value(
    model: &Model<'_>,
    scope: ScopeId,
    slice: &Expr,
    vars: &[Name],
    loop_vars: &[Name],
) -> bool {
    let Expr::Compare(c) = slice else {
        return false;
    };
    let [right] = c.comparators.as_ref() else {
        return false;
    };
    // `df["day"] == day`: a named column of a table compared whole.
    let column = |e: &Expr| {
        matches!(e, Expr::Subscript(s) if s.slice.is_string_literal_expr()
            && matches!(s.value.as_ref(), Expr::Name(_) | Expr::Attribute(_)))
    };
    // (A string index reads as an element of an array, so a column is not asked its kind.)
    let whole = |e: &Expr| {
        !mentions_any(e, vars)
            && (column(e)
                || (matches!(e, Expr::Name(_) | Expr::Attribute(_))
                    && !matches!(model.kind(scope, e), Kind::Reduction | Kind::NotArray)))
    };
    // The loop's value itself (a label, not a row of an array: `row <= radius` masks the row).
    // Also shifted by a literal (`month + 1` for a 1-based label).
    let value = |e: &Expr| {
        let e = match e {
            Expr::BinOp(b)
                if matches!(b.op, ast::Operator::Add | ast::Operator::Sub)
                    && int_literal(&b.right).is_some() =>
            {
                b.left.as_ref()
            }
            e => e,
        };
        matches!(e, Expr::Name(n) if loop_vars.contains(&n.id))
            && model.kind(scope, e) != Kind::Array
    };
    (whole(&c.left) && value(right)) || (whole(right) && value(&c.left))
}

/// The leaves of an operand's arithmetic (`patch * kx + 1` → `patch`, `kx`, `1`).
fn leaves_of(operand: &Expr) -> Vec<&Expr> {
    let mut parts = Vec::new();
    leaves(operand, &mut parts);
    parts
}

fn leaves<'e>(operand: &'e Expr, out: &mut Vec<&'e Expr>) {
    match operand {
        Expr::BinOp(b) => {
            leaves(&b.left, out);
            leaves(&b.right, out);
        }
        Expr::UnaryOp(u) => leaves(&u.operand, out),
        e => out.push(e),
    }
}

/// An operand made only of windows of the loop variables, small literal arrays and non-arrays
/// (`patch * kx`): element-sized work per iteration.
fn is_iteration_local(
    model: &Model<'_>,
    scope: ScopeId,
    operand: &Expr,
    loop_range: TextRange,
    vars: &[Name],
) -> bool {
    leaves_of(operand).into_iter().all(|e| {
        !matches!(model.kind(scope, e), Kind::Array)
            || is_window_of(model, scope, e, loop_range, vars)
            || is_small_constant(model, scope, e, 0)
            || is_item_derived(model, scope, e, loop_range, vars, 0)
    })
}

/// `c = clouds[k] - clouds[k].mean(axis=0)`, `u, s, vt = np.linalg.svd(c.T @ t)`: a name the
/// loop binds (only there) from items of its variables, small constants and other such names —
/// one item's worth of work per iteration, not a whole array.
fn is_item_derived(
    model: &Model<'_>,
    scope: ScopeId,
    e: &Expr,
    loop_range: TextRange,
    vars: &[Name],
    depth: u32,
) -> bool {
    if depth > 4 {
        return false;
    }
    let n = match e {
        Expr::Name(n) => n,
        Expr::Attribute(a) if matches!(a.attr.as_str(), "T" | "real" | "imag") => {
            return is_item_derived(model, scope, &a.value, loop_range, vars, depth + 1)
        }
        _ => return false,
    };
    let bindings = model.bindings_of(scope, n.id.as_str());
    !bindings.is_empty()
        && bindings.iter().all(|b| {
            let value = match b {
                Bound::Value(v) | Bound::Unpacked(v, _) => *v,
                _ => return false,
            };
            loop_range.contains_range(value.range())
                && is_item_expression(model, scope, value, loop_range, vars, depth)
        })
}

/// Every array the expression reads is an item of the loop variables (`clouds[k]`, every use
/// indexed), a small constant, or a name derived from items.
fn is_item_expression(
    model: &Model<'_>,
    scope: ScopeId,
    value: &Expr,
    loop_range: TextRange,
    vars: &[Name],
    depth: u32,
) -> bool {
    let mut reads_item = false;
    let whole_read = crate::model::expr::any_expr(value, |x| {
        let Expr::Name(name) = x else { return false };
        // A name derived from the loop variables (`c = clouds[k] - ...` joins them): an item.
        if vars.contains(&name.id) {
            reads_item |= is_item_derived(model, scope, x, loop_range, vars, depth + 1);
            return false;
        }
        let (uses, indexed) = uses_and_item_uses(value, &name.id, vars);
        if indexed > 0 && uses == indexed
            || is_item_derived(model, scope, x, loop_range, vars, depth + 1)
        {
            reads_item = true;
            return false;
        }
        // An element of an array is a device value too (`c = clouds[k] - ...` of a stack).
        matches!(model.kind(scope, x), Kind::Array | Kind::Reduction)
            && !is_small_constant(model, scope, x, 0)
    });
    (reads_item || builds_from_a_short_display(value)) && !whole_read
}

/// `np.diag([1.0, 1.0, d])`, `np.array([c, -s])`: an array built from a few listed values.
fn builds_from_a_short_display(value: &Expr) -> bool {
    const SHORT: usize = 64;
    let Expr::Call(call) = value else {
        return false;
    };
    !call.arguments.args.is_empty()
        && call.arguments.args.iter().all(|a| match a {
            Expr::List(l) => l.elts.len() <= SHORT,
            Expr::Tuple(t) => t.elts.len() <= SHORT,
            _ => false,
        })
}

fn first_index(slice: &Expr) -> Option<&Expr> {
    match slice {
        Expr::Tuple(t) => t.elts.first(),
        e => Some(e),
    }
}

/// How often `name` appears in `value`, and how often as an item (`name[k]`, `name[k, :]`) of
/// the loop variables.
fn uses_and_item_uses(value: &Expr, name: &Name, vars: &[Name]) -> (usize, usize) {
    let (mut uses, mut items) = (0, 0);
    crate::model::expr::any_expr(value, |x| {
        match x {
            Expr::Name(n) if n.id == *name => uses += 1,
            // The loop variables pick the item by the first index (`a[k]`, `a[k, :]`); a column
            // `a[:, k]` runs the length of the array.
            Expr::Subscript(sub)
                if matches!(sub.value.as_ref(), Expr::Name(n) if n.id == *name)
                    && first_index(&sub.slice)
                        .is_some_and(|i| !i.is_slice_expr() && mentions_any(i, vars)) =>
            {
                items += 1
            }
            _ => {}
        }
        false
    });
    (uses, items)
}

/// `np.dot(coeffs, y[i - h:i + h + 1])`, `w @ x[i:i + k]`: a named array dotted with a 1-D
/// window that moves with the loop variables has the window's length — filter weights giving one
/// value per iteration, element work as a whole, not whole-array work. (A window times weights
/// without the dot, `x[i * hop:i * hop + n] * w`, may be a whole frame: slab work.)
fn weights_a_moving_window(
    model: &Model<'_>,
    expr: &Expr,
    operands: &[&Expr],
    operand: &Expr,
    vars: &[Name],
) -> bool {
    let dot = match expr {
        Expr::BinOp(b) => b.op == ast::Operator::MatMult,
        Expr::Call(call) => model
            .numpy_call_name(&call.func)
            .is_some_and(|n| matches!(n, "numpy.dot" | "numpy.inner" | "numpy.vdot")),
        _ => false,
    };
    let [left, right] = operands else {
        return false;
    };
    let other = if std::ptr::eq(*left, operand) {
        right
    } else {
        left
    };
    dot && operand.is_name_expr() && is_moving_window(other, vars)
}

fn is_moving_window(e: &Expr, vars: &[Name]) -> bool {
    let Expr::Subscript(sub) = e else {
        return false;
    };
    let Expr::Slice(slice) = sub.slice.as_ref() else {
        return false;
    };
    let moves = |bound: &Option<Box<Expr>>| bound.as_deref().is_some_and(|b| mentions_any(b, vars));
    slice.step.is_none() && moves(&slice.lower) && moves(&slice.upper)
}

/// Whether the operand reads a window of the loop variables (a small constant alone, say a
/// kernel reshaped per dimension, is not element work).
fn has_window(
    model: &Model<'_>,
    scope: ScopeId,
    operand: &Expr,
    loop_range: TextRange,
    vars: &[Name],
) -> bool {
    leaves_of(operand)
        .into_iter()
        .any(|e| is_window_of(model, scope, e, loop_range, vars))
}

/// A name bound only inside the loop to an element or a narrow window of the loop variables
/// (`patch = image[r - 1:r + 2, c - 1:c + 2]`): per-iteration element data, not a whole array.
fn is_window_of(
    model: &Model<'_>,
    scope: ScopeId,
    operand: &Expr,
    loop_range: TextRange,
    vars: &[Name],
) -> bool {
    window_name(model, scope, operand, loop_range, vars, 0)
}

fn window_name(
    model: &Model<'_>,
    scope: ScopeId,
    operand: &Expr,
    loop_range: TextRange,
    vars: &[Name],
    depth: u32,
) -> bool {
    let Expr::Name(n) = operand else { return false };
    model
        .only_values(scope, n.id.as_str())
        .is_some_and(|values| {
            !values.is_empty()
                && values.iter().all(|v| {
                    loop_range.contains_range(v.range())
                        && (matches!(v, Expr::Subscript(s) if indexes_elements(&s.slice, vars))
                            || derived_from_windows(model, scope, v, loop_range, vars, depth))
                })
        })
}

/// `inv = np.linalg.inv(covs[w] + eps * np.eye(K))`, `x = inv @ ones`: a value computed in the
/// loop only from elements or windows of the loop variables, small constants and non-arrays —
/// per-iteration element data like the window itself.
fn derived_from_windows(
    model: &Model<'_>,
    scope: ScopeId,
    value: &Expr,
    loop_range: TextRange,
    vars: &[Name],
    depth: u32,
) -> bool {
    if depth >= 4 {
        return false;
    }
    let parts: Vec<&Expr> = match value {
        Expr::Call(call) if model.numpy_call_name(&call.func).is_some() => {
            if !call.arguments.keywords.is_empty() {
                return false;
            }
            call.arguments.args.iter().collect()
        }
        Expr::BinOp(_) | Expr::UnaryOp(_) => vec![value],
        _ => return false,
    };
    let mut windowed = false;
    let all_local = parts.iter().flat_map(|p| leaves_of(p)).all(|e| {
        let window = matches!(e, Expr::Subscript(s) if indexes_elements(&s.slice, vars))
            || window_name(model, scope, e, loop_range, vars, depth + 1);
        windowed |= window;
        window
            || !matches!(model.kind(scope, e), Kind::Array)
            || is_small_constant(model, scope, e, 0)
    });
    all_local && windowed
}

/// A small array written out as a literal (`np.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]])`, a
/// filter kernel or stencil weights), or its transpose: constant per iteration, not whole-array
/// work over the data.
fn is_small_constant(model: &Model<'_>, scope: ScopeId, operand: &Expr, depth: u32) -> bool {
    const SMALL: usize = 64;
    if depth > 6 {
        return false;
    }
    match operand {
        Expr::Attribute(a) if a.attr.id.as_str() == "T" => {
            is_small_constant(model, scope, &a.value, depth + 1)
        }
        Expr::Name(n) => {
            model
                .only_values(scope, n.id.as_str())
                .is_some_and(|values| {
                    !values.is_empty()
                        && values
                            .iter()
                            .all(|v| is_small_constant(model, scope, v, depth + 1))
                })
                || made_small(model, scope, operand, 0).is_some_and(|n| n < GATE2_FLOOR)
        }
        Expr::Call(call) => {
            let builds = model
                .numpy_call_name(&call.func)
                .is_some_and(|q| matches!(q, "numpy.array" | "numpy.asarray"));
            let literal = builds
                && call
                    .arguments
                    .args
                    .first()
                    .and_then(literal_count)
                    .is_some_and(|n| n <= SMALL);
            literal || made_small(model, scope, operand, 0).is_some_and(|n| n < GATE2_FLOOR)
        }
        _ => made_small(model, scope, operand, 0).is_some_and(|n| n < GATE2_FLOOR),
    }
}

/// `rng.normal(...)`, `np.random.rand(...)`: a random draw (sized by its `size`).
fn is_random_draw(model: &Model<'_>, call: &ast::ExprCall) -> bool {
    model
        .callee_name(&call.func)
        .is_some_and(|n| n.starts_with("numpy.random.") || n.starts_with(super::imports::GENERATOR))
}

/// Gate 2's floor (SPEC §5): an array of fewer elements is too small for one GPU to help, so
/// combining it with an element of the loop variables is not whole-array work.
const GATE2_FLOOR: u64 = 65_536;

/// `array` is made with a proven shape whose planes along the first axis hold at least Gate 2's
/// floor of elements.
fn large_planes(model: &Model<'_>, scope: ScopeId, array: &Expr) -> bool {
    plane_size(model, scope, array).is_some_and(|plane| plane.is_none_or(|n| n >= GATE2_FLOOR))
}

/// The elements of one plane along the first axis of an array made with a proven shape (`None`
/// inside when the product overflows).
fn plane_size(model: &Model<'_>, scope: ScopeId, array: &Expr) -> Option<Option<u64>> {
    small_shape(model, scope, array, 0).map(|shape| {
        shape
            .iter()
            .skip(1)
            .try_fold(1u64, |acc, d| acc.checked_mul(*d))
    })
}

/// The most elements of an item that is a small matrix (32 × 32): a stack of such items is
/// linear algebra one item at a time, not planes of a grid or images.
const SMALL_MATRIX: u64 = 1024;

/// `array` is made with a proven shape whose planes along the first axis are small matrices
/// (a (200000, 64, 3) stack of point clouds), one per item.
fn small_planes(model: &Model<'_>, scope: ScopeId, array: &Expr) -> bool {
    plane_size(model, scope, array).is_some_and(|plane| plane.is_some_and(|n| n <= SMALL_MATRIX))
}

/// The element count of an array made from integer constants (see [`small_shape`]).
fn made_small(model: &Model<'_>, scope: ScopeId, e: &Expr, depth: u32) -> Option<u64> {
    small_shape(model, scope, e, depth)?
        .iter()
        .try_fold(1u64, |acc, d| acc.checked_mul(*d))
}

/// The values that decide the shape of `name`: its plain bindings, leaving out `name op= v` and
/// rebindings that keep its own shape (`buf = np.roll(buf, 1)`, `x = x.copy()`). `None` when some
/// binding is not followed (a parameter, a loop target, an unpacking).
fn shape_values<'a>(model: &Model<'a>, scope: ScopeId, name: &Name) -> Option<Vec<&'a Expr>> {
    let mut values = Vec::new();
    for bound in model.bindings_of(scope, name.as_str()) {
        match bound {
            Bound::Value(v) if keeps_shape_of(model, v, name) => {}
            Bound::Value(v) => values.push(*v),
            Bound::Augmented(_) => {}
            _ => return None,
        }
    }
    Some(values)
}

/// `np.roll(x, 1)`, `x.copy()`, `x.astype(float)`: a value of the same shape as `x`.
fn keeps_shape_of(model: &Model<'_>, value: &Expr, name: &Name) -> bool {
    let is_name = |e: &Expr| matches!(e, Expr::Name(n) if n.id == *name);
    let Expr::Call(call) = value else {
        return false;
    };
    if let Some((of, "copy" | "astype")) = super::expr::method_call(call) {
        return is_name(of);
    }
    if model.returned_argument(call).is_some_and(is_name) {
        return true;
    }
    model
        .numpy_call_name(&call.func)
        .is_some_and(|q| matches!(q, "numpy.roll" | "numpy.copy" | "numpy.flip"))
        && call.arguments.args.first().is_some_and(is_name)
}

/// The shape of an array made from integer constants: `np.vander(np.linspace(0, 1, T), 3)`,
/// `np.eye(K)`, `np.zeros((K, D))`, a draw of `size=(B, E)`, what a function of this file returns
/// or every caller passes; through `.T`, `@`, `np.linalg.inv`/`pinv`, one-argument ufuncs and
/// arithmetic with numbers. `None` when any extent is unknown.
fn small_shape(model: &Model<'_>, scope: ScopeId, e: &Expr, depth: u32) -> Option<Vec<u64>> {
    if depth > 8 {
        return None;
    }
    let int = |e: &Expr| -> Option<u64> { constant_extent(model, scope, e, 0) };
    let shape = |e: &Expr| -> Option<Vec<u64>> {
        match e {
            Expr::Tuple(t) => t.elts.iter().map(int).collect(),
            e => Some(vec![int(e)?]),
        }
    };
    let agreed = |shapes: Vec<Option<Vec<u64>>>| -> Option<Vec<u64>> {
        let shapes: Option<Vec<Vec<u64>>> = shapes.into_iter().collect();
        let shapes = shapes?;
        let first = shapes.first()?.clone();
        shapes.iter().all(|s| *s == first).then_some(first)
    };
    match e {
        Expr::Name(n) if model.is_parameter(scope, n.id.as_str()) => {
            let passed = model.arguments_passed(scope, n.id.as_str())?;
            agreed(
                passed
                    .iter()
                    .map(|(caller, arg)| small_shape(model, *caller, arg, depth + 1))
                    .collect(),
            )
        }
        Expr::Name(n) => {
            let values = shape_values(model, scope, &n.id)?;
            agreed(
                values
                    .iter()
                    .map(|v| small_shape(model, scope, v, depth + 1))
                    .collect(),
            )
        }
        Expr::Attribute(a) if a.attr.id.as_str() == "T" => {
            let mut s = small_shape(model, scope, &a.value, depth + 1)?;
            s.reverse();
            Some(s)
        }
        // `template[None, :, :]`: a new axis of 1 for each `None`, whole axes kept.
        Expr::Subscript(sub) => {
            let inner = small_shape(model, scope, &sub.value, depth + 1)?;
            let parts: Vec<&Expr> = match sub.slice.as_ref() {
                Expr::Tuple(t) => t.elts.iter().collect(),
                e => vec![e],
            };
            let whole = |e: &Expr| matches!(e, Expr::Slice(s) if s.lower.is_none() && s.upper.is_none() && s.step.is_none());
            if parts.iter().filter(|e| whole(e)).count() != inner.len() {
                return None;
            }
            let mut axes = inner.into_iter();
            parts
                .iter()
                .map(|e| match e {
                    Expr::NoneLiteral(_) => Some(1),
                    e if whole(e) => axes.next(),
                    _ => None,
                })
                .collect()
        }
        Expr::BinOp(b) if b.op == ast::Operator::MatMult => {
            let left = small_shape(model, scope, &b.left, depth + 1)?;
            let right = small_shape(model, scope, &b.right, depth + 1)?;
            match (left.as_slice(), right.as_slice()) {
                ([m, _], [_, n]) => Some(vec![*m, *n]),
                ([m, _], [_]) => Some(vec![*m]),
                ([_], [_, n]) => Some(vec![*n]),
                ([_], [_]) => Some(Vec::new()),
                _ => None,
            }
        }
        Expr::BinOp(b) => {
            let side = |x: &Expr| {
                if super::expr::is_scalar_literal(x) || int(x).is_some() {
                    Some(Vec::new())
                } else {
                    small_shape(model, scope, x, depth + 1)
                }
            };
            let (l, r) = (side(&b.left)?, side(&b.right)?);
            broadcast_shapes(&l, &r)
        }
        // `template.mean(axis=0)`: the shape without the reduced axis (or with it as 1).
        Expr::Call(call) if reduced_axis(call).is_some() => {
            let (of, axis, keepdims) = reduced_axis(call)?;
            let mut shape = small_shape(model, scope, of, depth + 1)?;
            let rank = i64::try_from(shape.len()).ok()?;
            let axis = usize::try_from(if axis < 0 { axis + rank } else { axis }).ok()?;
            if axis >= shape.len() {
                return None;
            }
            if keepdims {
                shape[axis] = 1;
            } else {
                shape.remove(axis);
            }
            Some(shape)
        }
        Expr::Call(call)
            if matches!(super::expr::method_call(call), Some((_, "astype" | "copy"))) =>
        {
            let (of, _) = super::expr::method_call(call)?;
            small_shape(model, scope, of, depth + 1)
        }
        Expr::Call(call) if is_random_draw(model, call) => {
            let name = model.callee_name(&call.func)?;
            let method = name.rsplit('.').next().unwrap_or(name);
            let size = match super::api::draw_size_position(method) {
                Some(position) => super::expr::argument(call, position, "size"),
                None => call.arguments.find_keyword("size").map(|k| &k.value),
            };
            shape(size?)
        }
        Expr::Call(call) if model.numpy_call_name(&call.func).is_none() => {
            // `endmembers(rng)`: what a function of this file returns.
            let (callee, returns) = model.local_call_returns(call)?;
            agreed(
                returns
                    .iter()
                    .map(|r| small_shape(model, callee, r, depth + 1))
                    .collect(),
            )
        }
        Expr::Call(call) => {
            let name = model.numpy_call_name(&call.func)?;
            let args = &call.arguments.args;
            if super::api::numpy_member(name).is_some_and(super::api::is_ufunc) && args.len() == 1 {
                return small_shape(model, scope, &args[0], depth + 1);
            }
            match name {
                "numpy.zeros" | "numpy.ones" | "numpy.empty" | "numpy.full" => shape(args.first()?),
                "numpy.eye" | "numpy.identity" => {
                    let n = int(args.first()?)?;
                    Some(vec![n, args.get(1).map_or(Some(n), &int)?])
                }
                "numpy.linspace" => match args.get(2) {
                    Some(n) => Some(vec![int(n)?]),
                    None => Some(vec![call
                        .arguments
                        .find_keyword("num")
                        .map_or(Some(50), |k| int(&k.value))?]),
                },
                "numpy.arange" if args.len() == 1 => Some(vec![int(&args[0])?]),
                "numpy.vander" => {
                    let [rows] = small_shape(model, scope, args.first()?, depth + 1)?[..] else {
                        return None;
                    };
                    Some(vec![rows, args.get(1).map_or(Some(rows), &int)?])
                }
                "numpy.linalg.inv" => small_shape(model, scope, args.first()?, depth + 1),
                "numpy.linalg.pinv" => {
                    let mut s = small_shape(model, scope, args.first()?, depth + 1)?;
                    s.reverse();
                    Some(s)
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// The shape NumPy broadcasts two shapes to (aligned on the right, an extent of 1 stretching).
fn broadcast_shapes(l: &[u64], r: &[u64]) -> Option<Vec<u64>> {
    let rank = l.len().max(r.len());
    let extent =
        |s: &[u64], k: usize| -> u64 { (k + s.len()).checked_sub(rank).map_or(1, |i| s[i]) };
    (0..rank)
        .map(|k| match (extent(l, k), extent(r, k)) {
            (a, b) if a == b || b == 1 => Some(a),
            (1, b) => Some(b),
            _ => None,
        })
        .collect()
}

/// `x.mean(axis=0)`, `x.sum(axis=-1, keepdims=True)`: the reduced array, its literal axis and
/// whether the axis is kept.
fn reduced_axis(call: &ast::ExprCall) -> Option<(&Expr, i64, bool)> {
    let (of, method) = super::expr::method_call(call)?;
    if !matches!(
        method,
        "sum" | "mean" | "max" | "min" | "std" | "var" | "prod"
    ) {
        return None;
    }
    let axis = super::expr::argument(call, 0, "axis")?;
    let axis = signed_int_literal(axis)?;
    let keepdims = match call.arguments.find_keyword("keepdims") {
        None => false,
        Some(k) => matches!(&k.value, Expr::BooleanLiteral(b) if b.value),
    };
    Some((of, axis, keepdims))
}

/// An extent made of integer constants: a literal, a name bound once to one, and `*`, `+`, `-`,
/// `//` of them (`N_YEARS * 12`).
fn constant_extent(model: &Model<'_>, scope: ScopeId, e: &Expr, depth: u32) -> Option<u64> {
    match e {
        // `taps=256` left out by every call: the default.
        Expr::Name(n) if depth < 4 && model.is_parameter(scope, n.id.as_str()) => {
            let taken = model.values_taken(scope, n.id.as_str())?;
            let mut values = taken
                .iter()
                .map(|(caller, v)| constant_extent(model, *caller, v, depth + 1));
            let first = values.next()??;
            values.all(|v| v == Some(first)).then_some(first)
        }
        Expr::Name(n) => u64::try_from(model.int_constant(scope, n.id.as_str())?).ok(),
        Expr::BinOp(b) if depth < 4 => {
            let l = constant_extent(model, scope, &b.left, depth + 1)?;
            let r = constant_extent(model, scope, &b.right, depth + 1)?;
            match b.op {
                ast::Operator::Mult => l.checked_mul(r),
                ast::Operator::Add => l.checked_add(r),
                ast::Operator::Sub => l.checked_sub(r),
                ast::Operator::FloorDiv => l.checked_div(r),
                _ => None,
            }
        }
        e => u64::try_from(int_literal(e)?).ok(),
    }
}

/// How many numbers a nested list/tuple literal of numbers holds.
fn literal_count(e: &Expr) -> Option<usize> {
    let items = match e {
        Expr::List(l) => &l.elts,
        Expr::Tuple(t) => &t.elts,
        Expr::NumberLiteral(_) => return Some(1),
        Expr::UnaryOp(u) => return literal_count(&u.operand).filter(|n| *n == 1),
        _ => return None,
    };
    items.iter().map(literal_count).sum()
}

/// Whether a subscript's index picks single elements or rows through `vars`. A loop variable used
/// only as a slice bound (`x[lo:hi]`, `x[:, k:k + w]`, bands, windows, chunks) selects a slab —
/// unless the slice is a literal width ≤ 8 (`x[i:i + 1]`, `x[i:i + 3]`), which is element work.
fn indexes_elements(index: &Expr, vars: &[Name]) -> bool {
    match index {
        Expr::Tuple(t) => t.elts.iter().any(|e| indexes_elements(e, vars)),
        Expr::Slice(s) => {
            let bound_uses = [&s.lower, &s.upper, &s.step]
                .into_iter()
                .flatten()
                .any(|b| mentions_any(b, vars));
            bound_uses && narrow_slice(s)
        }
        e => mentions_any(e, vars),
    }
}

/// A literal width ≤ 8: `a:a + k`, `:k`, or `v - j:v + k` / `v + j:v + k` (the same name offset by
/// literals on both sides).
fn narrow_slice(s: &ast::ExprSlice) -> bool {
    const NARROW: i64 = 8;
    let Some(upper) = s.upper.as_deref() else {
        return false;
    };
    match (s.lower.as_deref(), upper) {
        (None, upper) => int_literal(upper).is_some_and(|k| k <= NARROW),
        (Some(lower), upper) => {
            // A bound is itself with offset 0, or a base plus a literal.
            let forms = |e| [Some((e, 0)), offset_of(e)].into_iter().flatten();
            forms(lower).any(|(a, j)| {
                forms(upper).any(|(b, k)| {
                    ComparableExpr::from(a) == ComparableExpr::from(b)
                        && (1..=NARROW).contains(&(k - j))
                })
            })
        }
    }
}

/// `e` as a base and a literal offset: `v` → (v, 0), `v + 3` / `3 + v` → (v, 3), `v - 1` → (v, -1).
fn offset_of(e: &Expr) -> Option<(&Expr, i64)> {
    match e {
        Expr::BinOp(b) if b.op == ast::Operator::Add => {
            match (int_literal(&b.left), int_literal(&b.right)) {
                (None, Some(k)) => Some((&b.left, k)),
                (Some(k), None) => Some((&b.right, k)),
                _ => None,
            }
        }
        Expr::BinOp(b) if b.op == ast::Operator::Sub => {
            int_literal(&b.right).map(|k| (b.left.as_ref(), -k))
        }
        e if int_literal(e).is_none() => Some((e, 0)),
        _ => None,
    }
}

/// `for sl in gen_batches(n, b)`, `for train, test in cv.split(X)`: a call that is neither a
/// builtin (`range`, `enumerate`, `zip`, …), `itertools`, nor NumPy yields whole slices or index
/// sets, so subscripting with its variable is batch work, not element access.
fn yields_batches(model: &Model<'_>, info: &LoopInfo<'_>) -> bool {
    let Some(Expr::Call(call)) = info.iterable() else {
        return false;
    };
    if builtin_name(&call.func).is_some_and(|b| {
        matches!(
            b,
            "range"
                | "enumerate"
                | "zip"
                | "reversed"
                | "sorted"
                | "list"
                | "tuple"
                | "product"
                | "set"
                | "tqdm"
                | "trange"
        )
    }) {
        return false;
    }
    let qualified = model.imports.qualified_name(&call.func);
    let known = qualified
        .as_deref()
        .is_some_and(|q| q.starts_with("numpy.") || q.starts_with("itertools."))
        || matches!(call.func.as_ref(), Expr::Attribute(a) if matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == "itertools"));
    !known
}

/// The operands of an array operation: arithmetic, unary ops, NumPy calls and array methods.
pub fn array_operands<'e>(model: &Model<'_>, scope: ScopeId, expr: &'e Expr) -> Vec<&'e Expr> {
    match expr {
        Expr::BinOp(b) => vec![&b.left, &b.right],
        // `labels == j` compares every element: an elementwise array operation too.
        Expr::Compare(c) if c.ops.len() == 1 => vec![&c.left, &c.comparators[0]],
        Expr::UnaryOp(u) if !matches!(u.op, ast::UnaryOp::Not) => vec![&u.operand],
        Expr::Call(call) => {
            if model.numpy_call_name(&call.func).is_some() {
                return call.arguments.args.iter().collect();
            }
            match method_call(call) {
                Some((recv, method)) if !matches!(method, "item" | "tolist" | "append") => {
                    if model.kind(scope, recv) == Kind::Array {
                        let mut ops = vec![recv];
                        ops.extend(call.arguments.args.iter());
                        ops
                    } else {
                        Vec::new()
                    }
                }
                _ => Vec::new(),
            }
        }
        _ => Vec::new(),
    }
}

/// `if step % N == 0` (also `(step + k) % N == 0`, and `and`-combined): N a literal ≥ 2 or a name
/// bound exactly once.
pub fn is_periodic_test(model: &Model<'_>, scope: ScopeId, test: &Expr) -> bool {
    match test {
        Expr::BoolOp(b) if b.op == ast::BoolOp::And => {
            b.values.iter().any(|v| is_periodic_test(model, scope, v))
        }
        Expr::Compare(cmp) => {
            let [ast::CmpOp::Eq] = &*cmp.ops else {
                return false;
            };
            let [right] = &*cmp.comparators else {
                return false;
            };
            let (modulo, zero) = if int_literal(right) == Some(0) {
                (cmp.left.as_ref(), true)
            } else {
                (right, int_literal(&cmp.left) == Some(0))
            };
            zero && is_counter_modulo(model, scope, modulo)
        }
        _ => false,
    }
}

fn is_counter_modulo(model: &Model<'_>, scope: ScopeId, expr: &Expr) -> bool {
    let Expr::BinOp(b) = expr else { return false };
    if b.op != ast::Operator::Mod {
        return false;
    }
    let counter_ok = match b.left.as_ref() {
        Expr::Name(_) => true,
        Expr::BinOp(inner) => {
            inner.op == ast::Operator::Add
                && matches!(inner.left.as_ref(), Expr::Name(_))
                && int_literal(&inner.right).is_some()
        }
        _ => false,
    };
    let period_ok = match b.right.as_ref() {
        Expr::Name(n) => model.binding_count(scope, n.id.as_str()) == 1,
        e => int_literal(e).is_some_and(|v| v >= 2),
    };
    counter_ok && period_ok
}

/// Names the loop body binds from its elements (`spki = 0.125 * y[p] + 0.875 * spki`,
/// `e = x[i] ** 2`), directly or through each other: values of the element loop itself, so a
/// test on them is part of that loop's R101, not a sync of its own (SPEC §3).
pub fn computed_from_elements(info: &LoopInfo<'_>, vars: &[Name]) -> Vec<Name> {
    let Body::Stmts(stmts, orelse, _) = body(info.node) else {
        return Vec::new();
    };
    let all: Vec<&Stmt> = crate::model::tree::all_statements(stmts)
        .into_iter()
        .chain(crate::model::tree::all_statements(orelse))
        .collect();
    let mut known: Vec<Name> = vars.to_vec();
    let mut found: Vec<Name> = Vec::new();
    // Twice: a name may be read before the statement that binds it from elements.
    for _ in 0..2 {
        for stmt in &all {
            for (target, value) in bound_pairs(stmt) {
                let Expr::Name(n) = target else { continue };
                if !known.contains(&n.id)
                    && reads_through(value, &known)
                    && is_number_arithmetic(value)
                {
                    known.push(n.id.clone());
                    found.push(n.id.clone());
                }
            }
        }
    }
    found
}

/// The (target, value) pairs a statement binds: `x = v`, `x += v`, and `a, b = u, v` pairwise.
fn bound_pairs(stmt: &Stmt) -> Vec<(&Expr, &Expr)> {
    match stmt {
        Stmt::Assign(a) => match (a.targets.as_slice(), a.value.as_ref()) {
            ([t @ Expr::Name(_)], value) => vec![(t, value)],
            ([Expr::Tuple(t)], Expr::Tuple(v)) if t.elts.len() == v.elts.len() => {
                t.elts.iter().zip(&v.elts).collect()
            }
            _ => Vec::new(),
        },
        Stmt::AugAssign(a) => vec![(a.target.as_ref(), a.value.as_ref())],
        _ => Vec::new(),
    }
}

/// Arithmetic, subscripts and number builtins only: `0.125 * y[p] + 0.875 * spki`, `abs(x[i])`
/// (`err = np.sum(simulate(b) - obs)` is whole-array work per item, not a number of the loop).
fn is_number_arithmetic(value: &Expr) -> bool {
    !crate::model::expr::any_expr(value, |e| {
        matches!(e, Expr::Call(c) if !matches!(builtin_name(&c.func),
            Some("abs" | "min" | "max" | "float" | "int" | "round")))
    })
}

/// Whether `expr` reads an element through one of `vars` (`a[i]`, `a[i, :]`, `a[idx[i]]`).
pub fn reads_through(expr: &Expr, vars: &[Name]) -> bool {
    if vars.is_empty() {
        return false;
    }
    crate::model::expr::any_expr(
        expr,
        |e| matches!(e, Expr::Subscript(s) if mentions_any(&s.slice, vars)),
    ) || mentions_any(expr, vars)
}
