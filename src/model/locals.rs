//! Functions of the same file, called by plain name (`f = advance(f, dt)`): the arrays they return
//! and the arrays their callers pass. A helper that takes and returns arrays is the ordinary way
//! array code is written; without this its parameters and results are of unknown kind.
//!
//! Only arrays travel this way. A returned 0-d reduction stays unknown here: whether a test on
//! it syncs is decided by the codebase's call graph, which also follows other files.

use ruff_python_ast::{self as ast, name::Name, Expr, Stmt};
use rustc_hash::FxHashMap as HashMap;

use super::kinds::{kind_of, Kind};
use super::{Bound, Model, ScopeId};

/// What a function returns, as far as arrays go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Returns {
    /// Every `return` gives an array.
    Array,
    /// Every `return` gives a tuple of this length; `true` where that element is an array.
    Tuple(Vec<bool>),
}

/// A module-level function, with what the fixpoint needs of its body, found once.
#[derive(Debug, Clone)]
pub(crate) struct LocalFunction<'a> {
    pub scope: ScopeId,
    pub def: &'a ast::StmtFunctionDef,
    /// The value of every `return`; `None` for a generator, a coroutine or a bare `return`.
    returns: Option<Vec<&'a Expr>>,
    /// Parameters whose type the body tests (`isinstance(x, tuple)`).
    type_tested: Vec<Name>,
}

/// Module-level functions by name, leaving out names defined more than once.
pub(crate) fn defined_once<'a>(
    functions: &[(ScopeId, &'a ast::StmtFunctionDef)],
) -> HashMap<Name, LocalFunction<'a>> {
    let mut count: HashMap<&Name, u32> = HashMap::default();
    for (_, def) in functions {
        *count.entry(&def.name.id).or_insert(0) += 1;
    }
    functions
        .iter()
        .filter(|(_, def)| count[&def.name.id] == 1)
        .map(|(scope, def)| {
            let local = LocalFunction {
                scope: *scope,
                def,
                returns: returned_values(def),
                type_tested: type_tested(def),
            };
            (def.name.id.clone(), local)
        })
        .collect()
}

fn returned_values(def: &ast::StmtFunctionDef) -> Option<Vec<&Expr>> {
    let generator = super::expr::any_expr_in_body(&def.body, |e| {
        matches!(e, Expr::Yield(_) | Expr::YieldFrom(_))
    });
    if def.is_async || generator {
        return None;
    }
    super::tree::all_statements(&def.body)
        .into_iter()
        .filter_map(|s| match s {
            Stmt::Return(r) => Some(r.value.as_deref()),
            _ => None,
        })
        .collect()
}

/// Names bound only to what a function of this file returns when that is always a Python
/// container (`levels = []` … `levels.append(x)` … `return levels`): `la = pyramid(a)` is a list,
/// even where it is subscripted and combined like an array (`out + la[k]`).
pub(crate) fn mark_container_results(model: &mut Model<'_>) {
    let containers: Vec<ScopeId> = model
        .local_functions
        .values()
        .filter(|f| returns_container(model, f))
        .map(|f| f.scope)
        .collect();
    if containers.is_empty() {
        return;
    }
    for scope in 0..model.names.len() {
        let mut only_containers: HashMap<&Name, bool> = HashMap::default();
        for (name, bound) in &model.names[scope].bindings {
            let container = matches!(bound, super::Bound::Value(Expr::Call(call))
                if resolve(model, scope, &call.func).is_some_and(|f| containers.contains(&f)));
            *only_containers.entry(name).or_insert(true) &= container;
        }
        let names: Vec<Name> = only_containers
            .into_iter()
            .filter(|(_, all)| *all)
            .map(|(n, _)| n.clone())
            .collect();
        model.names[scope].never_array.extend(names);
    }
}

fn returns_container(model: &Model<'_>, function: &LocalFunction<'_>) -> bool {
    let Some(values) = function.returns.as_deref() else {
        return false;
    };
    !values.is_empty()
        && values.iter().all(|v| match v {
            Expr::Name(n) => {
                let mut bindings = model
                    .bindings_iter(function.scope, n.id.as_str())
                    .peekable();
                bindings.peek().is_some()
                    && bindings.all(|b| {
                        matches!(b, super::Bound::Value(e)
                            if super::expr::is_python_container(e) && !e.is_tuple_expr())
                    })
            }
            e => super::expr::is_python_container(e) && !e.is_tuple_expr(),
        })
}

/// The function a plain-name call resolves to: defined once at module level, undecorated, and not
/// shadowed by a variable, parameter or import of the same name.
pub(crate) fn resolve(model: &Model<'_>, scope: ScopeId, func: &Expr) -> Option<ScopeId> {
    let Expr::Name(n) = func else { return None };
    let name = n.id.as_str();
    let function = model.local_functions.get(name)?;
    model
        .declaring_scope(scope, name)
        .is_none()
        .then_some(function.scope)
}

/// The kind of a call of a function of this file.
pub(crate) fn call_kind(model: &Model<'_>, function: ScopeId) -> Kind {
    match model.local_returns.get(&function) {
        Some(Returns::Array) => Kind::Array,
        Some(Returns::Tuple(_)) => Kind::NotArray,
        None => Kind::Unknown,
    }
}

/// Whether element `position` of what the call returns is an array (`f, e = forces(x)`).
pub(crate) fn unpacked_is_array(
    model: &Model<'_>,
    scope: ScopeId,
    value: &Expr,
    position: u32,
) -> bool {
    let Expr::Call(call) = value else {
        return false;
    };
    let Some(function) = resolve(model, scope, &call.func) else {
        return false;
    };
    matches!(model.local_returns.get(&function), Some(Returns::Tuple(elements))
        if elements.get(position as usize).copied().unwrap_or(false))
}

/// One round of the fixpoint: returns, then parameters. True when anything was learned.
pub(crate) fn infer(model: &mut Model<'_>) -> bool {
    if model.local_functions.is_empty() {
        return false;
    }
    let mut changed = false;
    let learned: Vec<(ScopeId, Returns)> = model
        .local_functions
        .values()
        .filter_map(|f| Some((f.scope, returns_of(model, f.scope, f.returns.as_deref()?)?)))
        .collect();
    for (scope, returns) in learned {
        changed |= model.local_returns.insert(scope, returns.clone()) != Some(returns);
    }
    for (scope, name) in array_parameters(model) {
        let names = &mut model.names[scope];
        if !names.never_array.contains(&name) {
            changed |= names.arrays.insert(name);
        }
    }
    changed
}

fn returns_of(model: &Model<'_>, scope: ScopeId, values: &[&Expr]) -> Option<Returns> {
    let is_array =
        |e: &Expr| kind_of(model, scope, e) == Kind::Array && !starts_scalar(model, scope, e);
    if let Some(Expr::Tuple(first)) = values.first() {
        let width = first.elts.len();
        let mut elements = vec![true; width];
        for value in values {
            let Expr::Tuple(t) = value else { return None };
            if t.elts.len() != width || t.elts.iter().any(Expr::is_starred_expr) {
                return None;
            }
            for (slot, e) in elements.iter_mut().zip(&t.elts) {
                *slot &= is_array(e);
            }
        }
        return elements.contains(&true).then_some(Returns::Tuple(elements));
    }
    (!values.is_empty() && values.iter().all(|v| is_array(v))).then_some(Returns::Array)
}

/// `total = 0` … `total += v > 0`: a count built up element by element (the loop that reads
/// the elements is the finding), not an array the function computes.
fn starts_scalar(model: &Model<'_>, scope: ScopeId, e: &Expr) -> bool {
    let Expr::Name(n) = e else { return false };
    model
        .bindings_iter(scope, n.id.as_str())
        .any(|b| matches!(b, super::Bound::Value(v) if super::expr::is_scalar_literal(v)))
}

/// What the calls of this file pass for one parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Passed {
    /// Values of unknown kind only.
    Unknown,
    Array,
    /// Some call passes a plain non-array: the parameter is not taken for an array.
    NotArray,
}

impl Passed {
    fn join(self, other: Passed) -> Passed {
        match (self, other) {
            (Passed::NotArray, _) | (_, Passed::NotArray) => Passed::NotArray,
            (Passed::Array, _) | (_, Passed::Array) => Passed::Array,
            _ => Passed::Unknown,
        }
    }
}

/// Parameters that some call of this file passes an array and none passes a plain non-array
/// (a literal, a container, a 0-d reduction). A literal default counts as passed.
fn array_parameters(model: &Model<'_>) -> Vec<(ScopeId, Name)> {
    let mut seen: HashMap<(ScopeId, &Name), (&LocalFunction, Passed)> = HashMap::default();
    for (caller, call) in &model.name_calls {
        let Expr::Name(n) = call.func.as_ref() else {
            continue;
        };
        let Some(function) = model.local_functions.get(&n.id) else {
            continue;
        };
        if model.declaring_scope(*caller, n.id.as_str()).is_some() {
            continue;
        }
        for (param, arg) in passed(function.def, call) {
            let kind = match kind_of(model, *caller, arg) {
                Kind::Array => Passed::Array,
                Kind::Unknown => Passed::Unknown,
                Kind::NotArray | Kind::Reduction => Passed::NotArray,
            };
            let entry = seen
                .entry((function.scope, param))
                .or_insert((function, Passed::Unknown));
            entry.1 = entry.1.join(kind);
        }
    }
    seen.into_iter()
        .filter(|((_, param), (function, passed))| {
            *passed == Passed::Array
                && !has_literal_default(function.def, param)
                && !function.type_tested.contains(param)
        })
        .map(|((scope, param), _)| (scope, param.clone()))
        .collect()
}

/// Parameters the body tests the type of (`isinstance(x, tuple)`, `hasattr(x, "shape")`,
/// `type(x)`): a function written for several kinds of argument.
fn type_tested(def: &ast::StmtFunctionDef) -> Vec<Name> {
    let mut tested = Vec::new();
    super::expr::any_expr_in_body(&def.body, |e| {
        if let Expr::Call(call) = e {
            let test = matches!(call.func.as_ref(), Expr::Name(f)
                if matches!(f.id.as_str(), "isinstance" | "hasattr" | "type" | "callable"));
            if let (true, Some(Expr::Name(n))) = (test, call.arguments.args.first()) {
                tested.push(n.id.clone());
            }
        }
        false
    });
    tested
}

fn has_literal_default(def: &ast::StmtFunctionDef, param: &Name) -> bool {
    def.parameters
        .iter_non_variadic_params()
        .find(|p| &p.parameter.name.id == param)
        .and_then(|p| p.default())
        .is_some_and(|d| {
            super::expr::is_scalar_literal(d) && !d.is_none_literal_expr()
                || super::expr::is_python_container(d)
        })
}

/// Each argument of the call with the parameter it binds; positional ones only up to a spread
/// `*args` (what it binds is not known).
fn passed<'d, 'c>(
    def: &'d ast::StmtFunctionDef,
    call: &'c ast::ExprCall,
) -> Vec<(&'d Name, &'c Expr)> {
    let args = &call.arguments;
    let params = &def.parameters;
    let positional: Vec<&ast::ParameterWithDefault> =
        params.posonlyargs.iter().chain(&params.args).collect();
    let mut out: Vec<(&Name, &Expr)> = positional
        .iter()
        .zip(args.args.iter().take_while(|a| !a.is_starred_expr()))
        .map(|(p, a)| (&p.parameter.name.id, a))
        .collect();
    for kw in &args.keywords {
        let Some(arg) = &kw.arg else { continue };
        let named = params
            .posonlyargs
            .iter()
            .chain(&params.args)
            .chain(&params.kwonlyargs)
            .find(|p| p.parameter.name.id == arg.id);
        if let Some(p) = named {
            out.push((&p.parameter.name.id, &kw.value));
        }
    }
    out
}

/// The default of `param` when `call` does not pass it and cannot through `*args`/`**kwargs`.
fn default_taken<'d>(
    def: &'d ast::StmtFunctionDef,
    call: &ast::ExprCall,
    param: &str,
) -> Option<&'d Expr> {
    let starred = call.arguments.args.iter().any(Expr::is_starred_expr)
        || call.arguments.keywords.iter().any(|k| k.arg.is_none());
    if starred {
        return None;
    }
    def.parameters
        .posonlyargs
        .iter()
        .chain(&def.parameters.args)
        .chain(&def.parameters.kwonlyargs)
        .find(|p| p.parameter.name.id.as_str() == param)?
        .default
        .as_deref()
}

impl<'a> Model<'a> {
    /// What every call in this file passes to `param` of the module function whose scope is
    /// `scope`, with each caller's scope (a default a call leaves in place counts, with the
    /// module's scope). `None` when that function is not one undecorated `def` of this module,
    /// is never called by name here, or some call passes `param` neither itself nor by default.
    pub fn arguments_passed(
        &self,
        scope: ScopeId,
        param: &str,
    ) -> Option<Vec<(ScopeId, &'a Expr)>> {
        let function = self.local_functions.values().find(|f| f.scope == scope)?;
        let mut passed_here = Vec::new();
        for (caller, call) in self.calls_of(function) {
            match passed(function.def, call)
                .into_iter()
                .find(|(p, _)| p.as_str() == param)
            {
                Some((_, arg)) => passed_here.push((caller, arg)),
                // `local_std(img)`: the default `k=5`, evaluated where the function is defined
                // (the module). Not when a starred argument may pass it.
                None => passed_here.push((0, default_taken(function.def, call, param)?)),
            }
        }
        (!passed_here.is_empty()).then_some(passed_here)
    }

    /// The calls of this file to `function` by its name (not shadowed where called).
    fn calls_of<'s>(
        &'s self,
        function: &'s LocalFunction<'a>,
    ) -> impl Iterator<Item = (ScopeId, &'a ast::ExprCall)> + 's {
        self.name_calls.iter().filter_map(move |(caller, call)| {
            let Expr::Name(n) = call.func.as_ref() else {
                return None;
            };
            let by_name = n.id == function.def.name.id
                && self.declaring_scope(*caller, n.id.as_str()).is_none();
            by_name.then_some((*caller, *call))
        })
    }

    /// Every value `param` of the module function whose scope is `scope` takes: what each call
    /// of this file passes, or the parameter's default where a call leaves it out (seen from
    /// the scope the function is defined in). `None` when the function is never called by name
    /// here, or some call spreads `*args`/`**kwargs` (what it binds is not known).
    pub fn values_taken(&self, scope: ScopeId, param: &str) -> Option<Vec<(ScopeId, &'a Expr)>> {
        let function = self.local_functions.values().find(|f| f.scope == scope)?;
        let default = function
            .def
            .parameters
            .iter_non_variadic_params()
            .find(|p| p.parameter.name.id.as_str() == param)
            .and_then(|p| p.default());
        let defined_in = self.scopes[scope].parent?;
        let mut values = Vec::new();
        for (caller, call) in self.calls_of(function) {
            let spreads = call.arguments.args.iter().any(|a| a.is_starred_expr())
                || call.arguments.keywords.iter().any(|k| k.arg.is_none());
            if spreads {
                return None;
            }
            match passed(function.def, call)
                .into_iter()
                .find(|(p, _)| p.as_str() == param)
            {
                Some((_, arg)) => values.push((caller, arg)),
                None => values.push((defined_in, default?)),
            }
        }
        (!values.is_empty()).then_some(values)
    }

    /// `f = step(f)` where `step` updates its parameter in place and returns it: the argument
    /// the call gets back (every `return` gives the same parameter, never rebound but by
    /// augmented assignment).
    pub fn returned_argument<'c>(&self, call: &'c ast::ExprCall) -> Option<&'c Expr> {
        let Expr::Name(n) = call.func.as_ref() else {
            return None;
        };
        let function = self.local_functions.get(&n.id)?;
        let [Expr::Name(first), rest @ ..] = function.returns.as_deref()? else {
            return None;
        };
        let same = |e: &&Expr| matches!(e, Expr::Name(r) if r.id == first.id);
        let untouched = self
            .bindings_of(function.scope, first.id.as_str())
            .iter()
            .all(|b| matches!(b, Bound::Parameter { .. } | Bound::Augmented(_)));
        if !rest.iter().all(same) || !untouched {
            return None;
        }
        passed(function.def, call)
            .into_iter()
            .find(|(p, _)| **p == first.id)
            .map(|(_, arg)| arg)
    }

    /// The function scope and returned values of the module function `call` calls by name;
    /// `None` for anything else, a generator, or a bare `return`.
    pub fn local_call_returns(&self, call: &ast::ExprCall) -> Option<(ScopeId, &[&'a Expr])> {
        let Expr::Name(n) = call.func.as_ref() else {
            return None;
        };
        let function = self.local_functions.get(&n.id)?;
        Some((function.scope, function.returns.as_deref()?))
    }
}
