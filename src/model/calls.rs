//! The call graph (SPEC §2 "Calls (v2)"). Each file contributes its facts — the functions and
//! classes it defines, what its imports bind, and every call with whether it sits on a hot path —
//! collected in the parallel per-file pass; [`CallGraph::build`] joins them once per codebase,
//! resolves calls to plain names, imported names and modules (absolute and relative) and
//! `self.`/`cls.` methods (bases in the codebase too), and marks the functions that run on every
//! iteration of some loop. Anything else stays unresolved: the tool never guesses.

use std::collections::VecDeque;

use rayon::prelude::*;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::path::{Component, Path, PathBuf};

use ruff_python_ast::{
    self as ast,
    visitor::{self, Visitor},
    Expr, ModModule, Stmt,
};
use ruff_text_size::Ranged;

use super::Model;
use crate::source::SourceFile;

/// A module an import names: relative ones are resolved against the importing file already.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ModuleRef {
    /// A module path without extension (`pkg/solver`), from a relative import.
    Path(PathBuf),
    /// A dotted name (`pkg.solver`), matched against the analysed files by path suffix.
    Dotted(String),
}

/// What a local name bound by an import stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Import {
    Module(ModuleRef),
    /// `from M import name`: a function, a class, or a submodule of M.
    Symbol(ModuleRef, String),
}

/// How a call names its callee.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Callee {
    /// `f(...)`
    Name(Name),
    /// `m.f(...)`, `a.b.f(...)`: `base` is the dotted name before the last attribute.
    Attr { base: Name, name: Name },
    /// `self.m(...)` / `cls.m(...)` inside a method of `class`.
    Method { class: Name, name: Name },
    /// `m.step(...)` where `m` is bound once, to `Model(...)` / `pkg.Model(...)`: `class` is the
    /// constructor as written (a class only if the codebase defines one by that name).
    Instance { class: Name, name: Name },
}

/// A name shared by every fact that mentions it (interned per file): cheap to clone and small.
pub type Name = std::sync::Arc<str>;

/// Every call from one caller to one callee, merged.
#[derive(Debug, Clone)]
pub struct CallSite {
    /// The calling function's qualname (`None` at module level).
    pub caller: Option<Name>,
    pub callee: Callee,
    /// Some call is on a hot path of the caller (a loop body, a `while` test, a comprehension)
    /// and not under a guard.
    pub hot: bool,
    /// Every call is under a periodic or one-time guard (`if step % 10 == 0:`): never hot.
    pub guarded: bool,
    /// The first unguarded hot call's line (else the first call's).
    pub line: u32,
    /// The outermost loop around that call in the caller: its line and start offset.
    pub loop_at: Option<(u32, u32)>,
}

#[derive(Debug, Clone)]
pub struct FunctionDef {
    pub qualname: Name,
    /// A decorator that may replace the function (anything but `functools.wraps`-transparent
    /// ones, `staticmethod`, `classmethod`): calls to it are not resolved.
    pub opaque: bool,
}

/// What a function returns, as far as a sync in its caller is concerned.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Returns {
    /// A 0-d reduction of an array (`np.abs(d).max()`, `np.linalg.norm(r)`): still on the device.
    Reduction,
    /// Whatever another function returns (`return change(new, old)`, or a name bound once to it).
    Forward(Callee),
    /// A tuple (`return u, np.linalg.norm(r)`): which of its elements are reductions.
    Tuple(Vec<bool>),
    #[default]
    Other,
}

/// A test in the caller on a value returned by `callee`: a sync when that is a reduction.
#[derive(Debug, Clone)]
pub struct ValueTest {
    pub callee: Callee,
    /// The element of a returned tuple (`u, res = step(u)`), or the whole value.
    pub element: Option<u32>,
}

#[derive(Debug, Clone)]
pub struct ClassDef {
    pub qualname: Name,
    /// Base classes as written (`Base`, `mod.Base`).
    pub bases: Vec<Callee>,
}

/// One file's part of the call graph.
#[derive(Debug, Clone, Default)]
pub struct ModuleCalls {
    /// The module's path without extension (`pkg/solver`; `pkg` for `pkg/__init__.py`).
    pub key: PathBuf,
    pub functions: Vec<FunctionDef>,
    pub classes: Vec<ClassDef>,
    pub imports: HashMap<String, Import>,
    pub calls: Vec<CallSite>,
    pub value_tests: Vec<ValueTest>,
    /// The functions that return a reduction or forward another's result (qualname → what);
    /// every other function returns something else. Kept apart: most functions have none.
    pub returns: Vec<(Name, Returns)>,
}

/// Where a hot-called function gets its heat: the first calling loop in source order, and the
/// chain of calls from it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HotCall {
    pub loop_path: String,
    pub loop_line: usize,
    pub loop_start: u32,
    /// Qualnames from the function the loop calls to this one.
    pub via: Vec<String>,
}

impl HotCall {
    /// `runs on every iteration of the loop at run.py:42 via advance() → residual()`.
    pub fn describe(&self, places: &crate::notebook::Places) -> String {
        let chain: Vec<String> = self.via.iter().map(|f| format!("{f}()")).collect();
        format!(
            "runs on every iteration of the loop at {} via {}",
            places.place(&self.loop_path, self.loop_line),
            chain.join(" → ")
        )
    }
}

/// The module key of a file: its path without `.py`, or its directory for `__init__.py`.
pub fn module_key(path: &Path) -> PathBuf {
    let normal = normalize(path);
    let stem = normal.with_extension("");
    if stem.file_name().is_some_and(|n| n == "__init__") {
        stem.parent().map(Path::to_path_buf).unwrap_or_default()
    } else {
        stem
    }
}

fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            c => out.push(c.as_os_str()),
        }
    }
    out
}

/// Records one file's call-graph facts: definitions and imports from a statement-only pass, then
/// the calls, fed by the checker's walk (which knows each call's scope, hotness, guards and loops).
pub struct Recorder<'m, 'a> {
    file: &'m SourceFile,
    model: &'m Model<'a>,
    key: PathBuf,
    is_package: bool,
    out: ModuleCalls,
    /// Names of the functions defined at the top of the module.
    top_level: HashSet<String>,
    /// (caller, callee) → index in `out.calls`: repeated calls are merged.
    seen: HashMap<(Option<Name>, Callee), usize>,
    /// Enclosing class qualnames (definition pass).
    classes: Vec<Name>,
    /// Every name of the facts, once.
    names: HashSet<Name>,
}

impl<'m, 'a> Recorder<'m, 'a> {
    pub fn new(file: &'m SourceFile, module: &ModModule, model: &'m Model<'a>) -> Self {
        let key = module_key(&file.path);
        let mut r = Recorder {
            file,
            model,
            is_package: file.path.file_name().is_some_and(|n| n == "__init__.py"),
            out: ModuleCalls {
                key: key.clone(),
                functions: Vec::new(),
                ..Default::default()
            },
            key,
            top_level: model
                .scopes
                .iter()
                .filter_map(|s| s.qualname.as_ref())
                .filter(|q| !q.contains('.'))
                .cloned()
                .collect(),
            seen: HashMap::default(),
            classes: Vec::new(),
            names: HashSet::default(),
        };
        r.out.functions = model
            .scopes
            .iter()
            .filter_map(|s| s.qualname.as_deref())
            .map(|q| FunctionDef {
                qualname: r.name(q),
                opaque: false,
            })
            .collect();
        DefinitionPass { r: &mut r }.visit_body(&module.body);
        r
    }

    /// The shared copy of `text`.
    fn name(&mut self, text: &str) -> Name {
        intern(&mut self.names, text)
    }

    /// One call, as the walk sees it: in `scope`, hot or not, under a guard or not, inside the
    /// outermost loop starting at `loop_start`.
    pub fn record(
        &mut self,
        scope: super::ScopeId,
        hot: bool,
        guarded: bool,
        loop_start: Option<ruff_text_size::TextSize>,
        call: &ast::ExprCall,
    ) {
        // A module-level call that is not in a loop neither heats nor links anything.
        if self.model.scopes[scope].qualname.is_none() && (!hot || guarded) {
            return;
        }
        if !self.may_resolve(scope, &call.func) {
            return;
        }
        let Some(callee) = self.callee(scope, &call.func) else {
            return;
        };
        let caller = self.model.scopes[scope]
            .qualname
            .as_deref()
            .map(|q| self.name(q));
        let hot = hot && !guarded;
        // Lines as u32: a call site is kept for every caller → callee pair of the codebase.
        let line = || self.file.line_of(call.range().start()) as u32;
        let loop_at = || loop_start.map(|start| (self.file.line_of(start) as u32, start.to_u32()));
        let key = (caller, callee);
        if let Some(&at) = self.seen.get(&key) {
            // The same caller → callee again: it only matters if it is the first hot one.
            if hot && !self.out.calls[at].hot {
                let (line, loop_at) = (line(), loop_at());
                let site = &mut self.out.calls[at];
                site.hot = true;
                site.line = line;
                site.loop_at = loop_at;
            }
            self.out.calls[at].guarded &= guarded;
            return;
        }
        let site = CallSite {
            caller: key.0.clone(),
            callee: key.1.clone(),
            hot,
            guarded,
            line: line(),
            loop_at: loop_at(),
        };
        self.seen.insert(key, self.out.calls.len());
        self.out.calls.push(site);
    }

    /// The facts, with imports nothing refers to dropped.
    pub fn finish(mut self) -> ModuleCalls {
        let mut used: HashSet<&str> = HashSet::default();
        let bases = self.out.classes.iter().flat_map(|c| c.bases.iter());
        let tested = self.out.value_tests.iter().map(|t| &t.callee);
        let forwarded = self.out.returns.iter().filter_map(|(_, r)| match r {
            Returns::Forward(c) => Some(c),
            _ => None,
        });
        for callee in self
            .out
            .calls
            .iter()
            .map(|c| &c.callee)
            .chain(bases)
            .chain(tested)
            .chain(forwarded)
        {
            match callee {
                Callee::Name(n) => {
                    used.insert(n);
                }
                Callee::Attr { base, .. } | Callee::Instance { class: base, .. } => {
                    used.insert(base.split('.').next().unwrap_or(base));
                }
                Callee::Method { .. } => {}
            }
        }
        let used: HashSet<String> = used.into_iter().map(str::to_string).collect();
        self.out.imports.retain(|name, _| used.contains(name));
        self.out.imports.shrink_to_fit();
        self.out.calls.shrink_to_fit();
        self.out
    }

    /// `from .x import` / `from ..x import` resolved against this file.
    fn relative(&self, level: u32, module: Option<&str>) -> ModuleRef {
        let mut base = if self.is_package {
            self.key.clone()
        } else {
            self.key.parent().map(Path::to_path_buf).unwrap_or_default()
        };
        for _ in 1..level {
            base.pop();
        }
        if let Some(m) = module {
            for part in m.split('.') {
                base.push(part);
            }
        }
        ModuleRef::Path(base)
    }

    fn record_import(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::Import(import) => {
                for alias in &import.names {
                    let dotted = alias.name.id.to_string();
                    match &alias.asname {
                        Some(asname) => {
                            self.out.imports.insert(
                                asname.id.to_string(),
                                Import::Module(ModuleRef::Dotted(dotted)),
                            );
                        }
                        None => {
                            // `import a.b` binds `a`; `a.b.f()` is resolved through the chain.
                            let top = dotted.split('.').next().unwrap_or(&dotted).to_string();
                            self.out
                                .imports
                                .insert(top.clone(), Import::Module(ModuleRef::Dotted(top)));
                        }
                    }
                }
            }
            Stmt::ImportFrom(from) => {
                let module = from.module.as_ref().map(|m| m.id.as_str());
                let target = if from.level > 0 {
                    self.relative(from.level, module)
                } else {
                    ModuleRef::Dotted(module.unwrap_or_default().to_string())
                };
                for alias in &from.names {
                    let local = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.out.imports.insert(
                        local.id.to_string(),
                        Import::Symbol(target.clone(), alias.name.id.to_string()),
                    );
                }
            }
            _ => {}
        }
    }

    fn callee(&mut self, scope: super::ScopeId, func: &Expr) -> Option<Callee> {
        let names = &mut self.names;
        callee_named(self.model, scope, func, &mut |text| intern(names, text))
    }

    /// Keeps a test on a value `callee` returns; its index in [`ModuleCalls::value_tests`]. None
    /// when the callee cannot be a function of the codebase (a method of some object, a builtin).
    pub fn value_test(&mut self, callee: Callee, element: Option<u32>) -> Option<u32> {
        let may_resolve = match &callee {
            Callee::Name(n) => self.out.imports.contains_key(&**n) || self.top_level.contains(&**n),
            Callee::Attr { base, .. } => {
                let first = base.split('.').next().unwrap_or(base);
                match self.out.imports.get(first) {
                    Some(Import::Module(ModuleRef::Dotted(d)))
                    | Some(Import::Symbol(ModuleRef::Dotted(d), _)) => !is_tracked_library(d),
                    Some(_) => true,
                    None => false,
                }
            }
            Callee::Method { .. } | Callee::Instance { .. } => true,
        };
        // A function of this file is known already: only one that may return a reduction counts.
        let local = match &callee {
            Callee::Name(n) if !self.out.imports.contains_key(&**n) => Some(n.to_string()),
            Callee::Method { class, name } => Some(format!("{class}.{name}")),
            _ => None,
        };
        let returns_other = local.is_some_and(|q| {
            self.out.functions.iter().any(|f| *f.qualname == *q)
                && !self.out.returns.iter().any(|(f, _)| **f == *q)
        });
        if !may_resolve || returns_other {
            return None;
        }
        self.out.value_tests.push(ValueTest { callee, element });
        Some((self.out.value_tests.len() - 1) as u32)
    }

    /// What the function defined by `def` returns.
    fn returns_of(&mut self, def: &ast::StmtFunctionDef) -> Returns {
        let Some(scope) = self.model.scope_at(def.range.start()) else {
            return Returns::Other;
        };
        let values = returned_values(&def.body);
        let [first, rest @ ..] = values.as_slice() else {
            return Returns::Other;
        };
        let reduction = |e: &Expr| reduction_value(self.model, scope, e, true);
        if reduction(first) && rest.iter().all(|e| reduction(e)) {
            return Returns::Reduction;
        }
        if let Some(elements) = tuple_reductions(&values, &reduction) {
            return Returns::Tuple(elements);
        }
        if !rest.is_empty() {
            return Returns::Other;
        }
        let call = match first {
            Expr::Call(c) => Some(c),
            // `return residual(r) < tol`: a 0-d bool when `residual` returns a reduction.
            Expr::Compare(c) => std::iter::once(c.left.as_ref())
                .chain(c.comparators.iter())
                .find_map(|o| match o {
                    Expr::Call(call) if self.model.numpy_call_name(&call.func).is_none() => {
                        Some(call)
                    }
                    _ => None,
                }),
            Expr::Name(n) => match self.model.bound_values(scope, n.id.as_str()).as_slice() {
                [Expr::Call(c)] if self.model.binding_count(scope, n.id.as_str()) == 1 => Some(c),
                _ => None,
            },
            _ => None,
        };
        match call.and_then(|c| self.callee(scope, &c.func)) {
            Some(callee) => Returns::Forward(callee),
            None => Returns::Other,
        }
    }

    /// Whether a call could resolve to a function of the codebase: a name defined here or bound
    /// by an import, an attribute of an imported module, a `self.`/`cls.` method. Everything else
    /// (builtins, methods of objects, NumPy) is dropped before anything is allocated for it.
    fn may_resolve(&self, scope: super::ScopeId, func: &Expr) -> bool {
        match func {
            Expr::Name(n) => {
                self.out.imports.contains_key(n.id.as_str())
                    || self.top_level.contains(n.id.as_str())
            }
            Expr::Attribute(a) => {
                let mut base = a.value.as_ref();
                while let Expr::Attribute(inner) = base {
                    base = inner.value.as_ref();
                }
                let Expr::Name(first) = base else {
                    return false;
                };
                if matches!(first.id.as_str(), "self" | "cls") {
                    return matches!(a.value.as_ref(), Expr::Name(_));
                }
                if matches!(a.value.as_ref(), Expr::Name(_))
                    && constructor_of(self.model, scope, first.id.as_str()).is_some()
                {
                    return true;
                }
                match self.out.imports.get(first.id.as_str()) {
                    Some(Import::Module(ModuleRef::Dotted(d)))
                    | Some(Import::Symbol(ModuleRef::Dotted(d), _)) => !is_tracked_library(d),
                    Some(_) => true,
                    None => false,
                }
            }
            _ => false,
        }
    }

    fn set_returns(&mut self, def: &ast::StmtFunctionDef) {
        let returns = self.returns_of(def);
        if returns == Returns::Other {
            return;
        }
        let Some(q) = self
            .model
            .scope_at(def.range.start())
            .and_then(|s| self.model.scopes[s].qualname.as_ref())
        else {
            return;
        };
        let q = self.name(q);
        self.out.returns.push((q, returns));
    }

    fn mark_opaque(&mut self, def: &ast::StmtFunctionDef) {
        let Some(scope) = self.model.scope_at(def.range.start()) else {
            return;
        };
        let Some(q) = self.model.scopes[scope].qualname.as_ref() else {
            return;
        };
        if let Some(f) = self
            .out
            .functions
            .iter_mut()
            .find(|f| &*f.qualname == q.as_str())
        {
            f.opaque = true;
        }
    }
}

/// `a.b.c` as a string, when it is a chain of names.
fn dotted(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Name(n) => Some(n.id.to_string()),
        Expr::Attribute(a) => Some(format!("{}.{}", dotted(&a.value)?, a.attr.id)),
        _ => None,
    }
}

/// The shared copy of `text` in `names`.
fn intern(names: &mut HashSet<Name>, text: &str) -> Name {
    if let Some(n) = names.get(text) {
        return n.clone();
    }
    let n: Name = Name::from(text);
    names.insert(n.clone());
    n
}

/// How a call in `scope` names its callee (`f`, `mod.f`, `self.m` in a method of a class).
pub fn callee_of(model: &Model, scope: super::ScopeId, func: &Expr) -> Option<Callee> {
    callee_named(model, scope, func, &mut |text| Name::from(text))
}

/// [`callee_of`] with the names made by `name` (interned by the recorder).
fn callee_named(
    model: &Model,
    scope: super::ScopeId,
    func: &Expr,
    name: &mut dyn FnMut(&str) -> Name,
) -> Option<Callee> {
    match func {
        Expr::Name(n) => Some(Callee::Name(name(n.id.as_str()))),
        Expr::Attribute(a) => {
            if let Expr::Name(base) = a.value.as_ref() {
                if matches!(base.id.as_str(), "self" | "cls") {
                    let class = model.scopes[scope].class.as_deref()?;
                    return Some(Callee::Method {
                        class: name(class),
                        name: name(a.attr.id.as_str()),
                    });
                }
            }
            if let Expr::Name(instance) = a.value.as_ref() {
                if let Some(class) = constructor_of(model, scope, instance.id.as_str()) {
                    return Some(Callee::Instance {
                        class: name(&class),
                        name: name(a.attr.id.as_str()),
                    });
                }
            }
            let base = dotted(&a.value)?;
            Some(Callee::Attr {
                base: name(&base),
                name: name(a.attr.id.as_str()),
            })
        }
        _ => None,
    }
}

/// `m = Model(...)` (also `pkg.Model(...)`), the only binding of `m` in its scope: the
/// constructor as written. Whether it names a class of the codebase only the join can tell.
fn constructor_of(model: &Model, scope: super::ScopeId, instance: &str) -> Option<String> {
    if model.binding_count(scope, instance) != 1 {
        return None;
    }
    let [Expr::Call(call)] = model.bound_values(scope, instance).as_slice() else {
        return None;
    };
    let class = dotted(&call.func)?;
    let last = class.rsplit('.').next().unwrap_or(&class);
    // Classes are capitalised by convention; a call of a function returns anything.
    last.starts_with(|c: char| c.is_ascii_uppercase())
        .then_some(class)
}

/// A reduction computed by a call (`np.max(x)`, `x.sum()`, `np.linalg.norm(r)`), arithmetic
/// on one, a comparison of one (`np.linalg.norm(r) < tol`: a 0-d bool), or a name bound once
/// to such a value. Not a scalar accumulated from elements (`acc += x[i]`): that is where the
/// loop already read the elements one by one.
fn reduction_value(model: &Model, scope: super::ScopeId, e: &Expr, follow_names: bool) -> bool {
    let computed =
        |e: &Expr| matches!(e, Expr::Call(_)) && model.kind(scope, e) == super::Kind::Reduction;
    match e {
        Expr::Call(_) => computed(e),
        // `change / f.size`, with `change = np.linalg.norm(d)`: still a 0-d array.
        Expr::BinOp(_) | Expr::UnaryOp(_) => {
            model.kind(scope, e) == super::Kind::Reduction
                && crate::model::expr::any_expr(e, |x| {
                    computed(x)
                        || (follow_names
                            && x.is_name_expr()
                            && reduction_value(model, scope, x, true))
                })
        }
        Expr::Compare(c) => std::iter::once(c.left.as_ref())
            .chain(c.comparators.iter())
            .any(|o| reduction_value(model, scope, o, follow_names)),
        Expr::Name(n) if follow_names => {
            model.binding_count(scope, n.id.as_str()) == 1
                && matches!(model.bound_values(scope, n.id.as_str()).as_slice(),
                    [v] if reduction_value(model, scope, v, false))
        }
        _ => false,
    }
}

/// Every return a tuple of the same length with some element a reduction in all of them: which.
fn tuple_reductions(values: &[&Expr], reduction: &impl Fn(&Expr) -> bool) -> Option<Vec<bool>> {
    let tuples: Vec<&[Expr]> = values
        .iter()
        .map(|v| match v {
            Expr::Tuple(t) if !t.elts.iter().any(Expr::is_starred_expr) => Some(&t.elts[..]),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let n = tuples.first()?.len();
    if tuples.iter().any(|t| t.len() != n) {
        return None;
    }
    let elements: Vec<bool> = (0..n)
        .map(|i| tuples.iter().all(|t| reduction(&t[i])))
        .collect();
    elements.contains(&true).then_some(elements)
}

/// The values of the `return` statements of a function body (not of nested functions).
fn returned_values(body: &[Stmt]) -> Vec<&Expr> {
    crate::model::tree::all_statements(body)
        .into_iter()
        .filter_map(|s| match s {
            Stmt::Return(r) => r.value.as_deref(),
            _ => None,
        })
        .collect()
}

/// Decorators that leave the function callable as written.
fn transparent_decorator(d: &ast::Decorator) -> bool {
    let target = match &d.expression {
        Expr::Call(c) => c.func.as_ref(),
        e => e,
    };
    let name = dotted(target).unwrap_or_default();
    let last = name.rsplit('.').next().unwrap_or(&name);
    matches!(
        last,
        "wraps" | "cache" | "lru_cache" | "cached_property" | "staticmethod" | "classmethod"
    )
}

/// NumPy, SciPy, … never hold the codebase's functions.
fn is_tracked_library(dotted: &str) -> bool {
    super::imports::Library::of_module(dotted).is_some()
}

/// Imports (wherever they are), classes with their bases, and decorated functions: statements
/// only, no expressions.
struct DefinitionPass<'r, 'm, 'a> {
    r: &'r mut Recorder<'m, 'a>,
}

impl<'a> Visitor<'a> for DefinitionPass<'_, '_, '_> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::Import(_) | Stmt::ImportFrom(_) => self.r.record_import(stmt),
            Stmt::ClassDef(class) => {
                let qualname = match self.r.classes.last() {
                    Some(outer) => format!("{outer}.{}", class.name.id),
                    None => {
                        let scope = self.r.model.scope_containing(class.range);
                        match &self.r.model.scopes[scope].qualname {
                            Some(f) => format!("{f}.{}", class.name.id),
                            None => class.name.id.to_string(),
                        }
                    }
                };
                let mut bases = Vec::new();
                for b in class.arguments.iter().flat_map(|a| a.args.iter()) {
                    match b {
                        Expr::Name(n) => bases.push(Callee::Name(self.r.name(n.id.as_str()))),
                        Expr::Attribute(a) => {
                            if let Some(base) = dotted(&a.value) {
                                bases.push(Callee::Attr {
                                    base: self.r.name(&base),
                                    name: self.r.name(a.attr.id.as_str()),
                                });
                            }
                        }
                        _ => {}
                    }
                }
                let qualname = self.r.name(&qualname);
                self.r.out.classes.push(ClassDef {
                    qualname: qualname.clone(),
                    bases,
                });
                self.r.classes.push(qualname);
                visitor::walk_stmt(self, stmt);
                self.r.classes.pop();
            }
            Stmt::FunctionDef(def) => {
                if def.decorator_list.iter().any(|d| !transparent_decorator(d)) {
                    self.r.mark_opaque(def);
                }
                self.r.set_returns(def);
                visitor::walk_stmt(self, stmt);
            }
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, _expr: &'a Expr) {}
}

/// A function in the codebase: (file index, qualname).
pub type FnId = (usize, String);

/// The joined call graph of a codebase: which functions are hot-called, and from where.
#[derive(Debug, Default)]
pub struct CallGraph {
    /// Per file (same order as given): hot-called function qualname → its heat.
    pub hot: Vec<HashMap<String, HotCall>>,
    /// Resolved edges, for tests and reports: (caller file, caller qualname) → callee.
    pub resolved_calls: usize,
    /// Per file, per value test ([`ModuleCalls::value_tests`]): the callee returns a reduction.
    pub reduction_tests: Vec<Vec<bool>>,
}

struct Resolver<'g> {
    files: &'g [(String, &'g ModuleCalls)],
    by_key: HashMap<&'g Path, usize>,
    /// Every dotted suffix of every module key (`solver`, `pkg.solver`) → the one file it names,
    /// or None when several files end that way.
    by_suffix: HashMap<String, Option<usize>>,
    /// Per file: function qualname → its definition.
    functions: Vec<HashMap<&'g str, &'g FunctionDef>>,
    /// Per file: class qualname → its definition.
    classes: Vec<HashMap<&'g str, &'g ClassDef>>,
}

impl<'g> Resolver<'g> {
    fn module(&self, module: &ModuleRef) -> Option<usize> {
        match module {
            ModuleRef::Path(p) => self.by_key.get(normalize(p).as_path()).copied(),
            // Two analysed files could be `d`: never guess (an ambiguous suffix maps to None).
            ModuleRef::Dotted(d) => *self.by_suffix.get(d.as_str())?,
        }
    }

    fn function(&self, file: usize, qualname: &str) -> Option<FnId> {
        let opaque = self.functions[file].get(qualname)?.opaque;
        (!opaque).then(|| (file, qualname.to_string()))
    }

    /// A top-level name of `file`: its own `def`, or what an import binds it to.
    fn name(&self, file: usize, name: &str, depth: usize) -> Option<FnId> {
        if depth > 8 {
            return None;
        }
        if let Some(f) = self.function(file, name) {
            return Some(f);
        }
        match self.files[file].1.imports.get(name)? {
            Import::Symbol(module, symbol) => {
                let target = self.module(module)?;
                self.name(target, symbol, depth + 1)
            }
            Import::Module(_) => None,
        }
    }

    /// The module a dotted base names in `file` (`m`, `a.b`, a submodule imported by name).
    fn module_of(&self, file: usize, base: &str) -> Option<usize> {
        let (first, rest) = match base.split_once('.') {
            Some((f, r)) => (f, Some(r)),
            None => (base, None),
        };
        let module = match self.files[file].1.imports.get(first)? {
            Import::Module(ModuleRef::Dotted(d)) => ModuleRef::Dotted(match rest {
                Some(r) => format!("{d}.{r}"),
                None => d.clone(),
            }),
            Import::Module(ModuleRef::Path(p)) => ModuleRef::Path(p.clone()),
            Import::Symbol(ModuleRef::Path(p), symbol) => {
                let mut path = p.join(symbol);
                for part in rest.into_iter().flat_map(|r| r.split('.')) {
                    path.push(part);
                }
                ModuleRef::Path(path)
            }
            Import::Symbol(ModuleRef::Dotted(d), symbol) => ModuleRef::Dotted(match rest {
                Some(r) => format!("{d}.{symbol}.{r}"),
                None => format!("{d}.{symbol}"),
            }),
        };
        self.module(&module)
    }

    /// The class a base expression names, as (file, class qualname).
    fn class(&self, file: usize, base: &Callee) -> Option<(usize, String)> {
        let (target, name) = match base {
            Callee::Name(n) => {
                if self.classes[file].contains_key(&**n) {
                    return Some((file, n.to_string()));
                }
                match self.files[file].1.imports.get(&**n)? {
                    Import::Symbol(module, symbol) => (self.module(module)?, symbol.clone()),
                    Import::Module(_) => return None,
                }
            }
            Callee::Attr { base, name } => (self.module_of(file, base)?, name.to_string()),
            Callee::Method { .. } | Callee::Instance { .. } => return None,
        };
        self.classes[target]
            .contains_key(name.as_str())
            .then_some((target, name))
    }

    /// `class.name` or the first base (in the codebase) that defines it.
    fn method(
        &self,
        file: usize,
        class: &str,
        name: &str,
        seen: &mut HashSet<(usize, String)>,
    ) -> Option<FnId> {
        if !seen.insert((file, class.to_string())) {
            return None;
        }
        if let Some(f) = self.function(file, &format!("{class}.{name}")) {
            return Some(f);
        }
        let def = self.classes[file].get(class)?;
        def.bases.iter().find_map(|b| {
            let (bf, bc) = self.class(file, b)?;
            self.method(bf, &bc, name, seen)
        })
    }

    /// Whether what `callee`, called in `file`, returns is a reduction (following forwards).
    fn returns_reduction(
        &self,
        file: usize,
        callee: &Callee,
        element: Option<u32>,
        depth: usize,
    ) -> bool {
        if depth > 8 {
            return false;
        }
        let Some((target, qualname)) = self.resolve(file, callee) else {
            return false;
        };
        let returns = self.files[target]
            .1
            .returns
            .iter()
            .find(|(q, _)| **q == *qualname);
        match returns.map(|(_, r)| r) {
            Some(Returns::Reduction) => element.is_none(),
            Some(Returns::Forward(next)) => {
                self.returns_reduction(target, next, element, depth + 1)
            }
            Some(Returns::Tuple(elements)) => {
                element.is_some_and(|i| elements.get(i as usize).copied().unwrap_or(false))
            }
            _ => false,
        }
    }

    fn resolve(&self, file: usize, callee: &Callee) -> Option<FnId> {
        match callee {
            Callee::Name(n) => self.name(file, n, 0),
            Callee::Attr { base, name } => {
                let target = self.module_of(file, base)?;
                self.function(target, name)
            }
            Callee::Method { class, name } => {
                self.method(file, class, name, &mut HashSet::default())
            }
            Callee::Instance { class, name } => {
                let constructor = match class.rsplit_once('.') {
                    Some((base, last)) => Callee::Attr {
                        base: Name::from(base),
                        name: Name::from(last),
                    },
                    None => Callee::Name(class.clone()),
                };
                let (target, qualname) = self.class(file, &constructor)?;
                self.method(target, &qualname, name, &mut HashSet::default())
            }
        }
    }
}

/// The dotted names each file answers to as a module: every suffix of its key's components
/// (`a/pkg/solver` → `solver`, `pkg.solver`, `a.pkg.solver`). A component with a dot in it
/// cannot be part of a dotted module name, so suffixes stop there.
fn dotted_suffixes(files: &[(String, &ModuleCalls)]) -> HashMap<String, Option<usize>> {
    let mut by_suffix: HashMap<String, Option<usize>> = HashMap::default();
    for (i, (_, m)) in files.iter().enumerate() {
        let mut suffix = String::new();
        for part in m.key.components().rev() {
            let Component::Normal(part) = part else { break };
            let Some(part) = part.to_str().filter(|p| !p.contains('.')) else {
                break;
            };
            suffix = if suffix.is_empty() {
                part.to_string()
            } else {
                format!("{part}.{suffix}")
            };
            by_suffix
                .entry(suffix.clone())
                .and_modify(|found| *found = None)
                .or_insert(Some(i));
        }
    }
    by_suffix
}

impl CallGraph {
    /// Joins the per-file facts (`(display path, facts)`, in path order) of one codebase.
    pub fn build(files: &[(String, &ModuleCalls)]) -> CallGraph {
        // The lookups are built side by side: this is the sequential part of a codebase run.
        let ((by_key, by_suffix), (functions, classes)) = rayon::join(
            || {
                let by_key = files
                    .iter()
                    .enumerate()
                    .map(|(i, (_, m))| (m.key.as_path(), i))
                    .collect();
                (by_key, dotted_suffixes(files))
            },
            || {
                rayon::join(
                    || {
                        files
                            .par_iter()
                            .map(|(_, m)| m.functions.iter().map(|f| (&*f.qualname, f)).collect())
                            .collect()
                    },
                    || {
                        files
                            .par_iter()
                            .map(|(_, m)| m.classes.iter().map(|c| (&*c.qualname, c)).collect())
                            .collect()
                    },
                )
            },
        );
        let resolver = Resolver {
            files,
            by_key,
            by_suffix,
            functions,
            classes,
        };
        // Every call site resolved in parallel (the resolver only reads), then grouped.
        let resolved: Vec<(usize, &CallSite, FnId)> = files
            .par_iter()
            .enumerate()
            .flat_map_iter(|(i, (_, module))| {
                let resolver = &resolver;
                module
                    .calls
                    .iter()
                    .filter_map(move |call| Some((i, call, resolver.resolve(i, &call.callee)?)))
            })
            .collect();
        let resolved_calls = resolved.len();
        let mut edges: HashMap<(usize, &str), Vec<FnId>> = HashMap::default();
        let mut origins: Vec<(usize, &CallSite, FnId)> = Vec::new();
        for (i, call, callee) in resolved {
            {
                if call.guarded {
                    continue;
                }
                if call.hot {
                    origins.push((i, call, callee.clone()));
                }
                if let Some(caller) = &call.caller {
                    edges.entry((i, &caller[..])).or_default().push(callee);
                }
            }
        }
        // Source order of the calling loops decides which loop a function's heat comes from.
        origins.sort_by(|a, b| (&files[a.0].0, a.1.line).cmp(&(&files[b.0].0, b.1.line)));
        let mut hot: Vec<HashMap<String, HotCall>> = vec![HashMap::default(); files.len()];
        let mut queue: VecDeque<(FnId, HotCall)> = VecDeque::new();
        for (file, call, callee) in origins {
            let Some((line, start)) = call.loop_at else {
                continue;
            };
            queue.push_back((
                callee.clone(),
                HotCall {
                    loop_path: files[file].0.clone(),
                    loop_line: line as usize,
                    loop_start: start,
                    via: vec![callee.1.clone()],
                },
            ));
        }
        while let Some((function, heat)) = queue.pop_front() {
            if hot[function.0].contains_key(&function.1) {
                continue; // first heat wins; cycles stop here
            }
            hot[function.0].insert(function.1.clone(), heat.clone());
            let callees = edges.get(&(function.0, function.1.as_str()));
            for callee in callees.into_iter().flatten() {
                if !hot[callee.0].contains_key(&callee.1) {
                    let mut via = heat.via.clone();
                    via.push(callee.1.clone());
                    queue.push_back((
                        callee.clone(),
                        HotCall {
                            via,
                            ..heat.clone()
                        },
                    ));
                }
            }
        }
        let reduction_tests = files
            .iter()
            .enumerate()
            .map(|(i, (_, m))| {
                m.value_tests
                    .iter()
                    .map(|t| resolver.returns_reduction(i, &t.callee, t.element, 0))
                    .collect()
            })
            .collect();
        CallGraph {
            hot,
            resolved_calls,
            reduction_tests,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dotted_names_resolve_to_one_file_or_none() {
        let module = |key: &str| ModuleCalls {
            key: PathBuf::from(key),
            ..Default::default()
        };
        let (a, b, c) = (module("a/util"), module("b/util"), module("b/v1.2/io"));
        let files = [
            ("a/util.py".to_string(), &a),
            ("b/util.py".to_string(), &b),
            ("b/v1.2/io.py".to_string(), &c),
        ];
        let suffixes = dotted_suffixes(&files);
        assert_eq!(suffixes.get("util"), Some(&None), "two files end in util");
        assert_eq!(suffixes.get("a.util"), Some(&Some(0)));
        assert_eq!(suffixes.get("b.util"), Some(&Some(1)));
        assert_eq!(suffixes.get("io"), Some(&Some(2)));
        assert_eq!(
            suffixes.get("v1.2.io"),
            None,
            "a dotted directory is not a package"
        );
        assert_eq!(suffixes.get("2.io"), None);
    }
}
