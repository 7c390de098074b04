//! The semantic model of one file (SPEC §2): import aliases, scopes, which names are arrays, loops
//! with their trip counts and element/slab classification. Built once per file; detectors only ask.

pub mod api;
pub mod calls;
mod collect;
pub mod expr;
pub mod imports;
pub(crate) mod kinds;
mod locals;
pub mod loops;
pub mod recurrence;
pub mod tree;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use ruff_python_ast::{name::Name, Expr, ModModule};
use ruff_text_size::{TextRange, TextSize};

pub use collect::{annotation_is_ndarray, Bound};
pub use imports::{Imports, Library};
pub use kinds::Kind;
pub use loops::{LoopId, LoopInfo, LoopKind};

pub type ScopeId = usize;

/// A function scope (scope 0 is the module).
#[derive(Debug, Clone)]
pub struct Scope {
    /// `None` at module level, `Class.method` or `outer.inner` for functions.
    pub qualname: Option<String>,
    pub parent: Option<ScopeId>,
    /// The qualified name of the class when this function is a method.
    pub class: Option<String>,
    pub range: TextRange,
}

/// What one scope knows about its names.
#[derive(Debug, Default)]
pub(crate) struct ScopeNames<'a> {
    pub bindings: Vec<(Name, collect::Bound<'a>)>,
    pub binding_count: HashMap<Name, u32>,
    /// Where in `bindings` each name's first binding is (its lookups start there).
    pub first_binding: HashMap<Name, u32>,
    pub int_literals: HashMap<Name, i64>,
    pub never_array: HashSet<Name>,
    /// Bound only to literal constants (`T = 1.0`): a Python scalar, never an array.
    pub constants: HashSet<Name>,
    pub evidence: HashSet<Name>,
    pub arrays: HashSet<Name>,
    pub reductions: HashSet<Name>,
}

pub struct Model<'a> {
    pub imports: Imports,
    pub scopes: Vec<Scope>,
    pub(crate) names: Vec<ScopeNames<'a>>,
    /// `self.<attr>` names that hold arrays, per class qualname.
    pub(crate) class_arrays: HashMap<String, HashSet<String>>,
    pub(crate) class_bindings: Vec<(String, String, ScopeId, &'a Expr)>,
    pub loops: Vec<LoopInfo<'a>>,
    loop_by_start: HashMap<TextSize, LoopId>,
    scope_by_start: HashMap<TextSize, ScopeId>,
    /// The qualified name of every call's callee that resolves through an alias, computed once.
    callee_names: HashMap<TextRange, Box<str>>,
    /// Undecorated module-level functions defined once, by name.
    pub(crate) local_functions: HashMap<Name, locals::LocalFunction<'a>>,
    /// Calls of a plain name that may be calls of those functions.
    pub(crate) name_calls: Vec<(ScopeId, &'a ruff_python_ast::ExprCall)>,
    /// What those functions return, as far as arrays go (filled by the kind fixpoint).
    pub(crate) local_returns: HashMap<ScopeId, locals::Returns>,
}

impl<'a> Model<'a> {
    pub fn build(module: &'a ModModule) -> Model<'a> {
        let mut collected = collect::collect(module);
        // `np.mean(x)` is no evidence that `np` is an array: modules and what a tracked library
        // exports (`from numpy import pi`) never are.
        for names in &mut collected.names {
            names.evidence.retain(|n| {
                !collected.module_names.contains(n) && collected.imports.lookup(n).is_none()
            });
        }
        let mut model = Model {
            imports: collected.imports,
            scopes: collected.scopes,
            names: collected.names,
            class_arrays: HashMap::default(),
            class_bindings: collected.class_bindings,
            loops: collected.loops,
            loop_by_start: HashMap::default(),
            scope_by_start: collected.scope_by_start,
            callee_names: HashMap::default(),
            local_functions: locals::defined_once(&collected.functions),
            name_calls: Vec::new(),
            local_returns: HashMap::default(),
        };
        model.name_calls = collected
            .name_calls
            .into_iter()
            .filter(|(_, call)| {
                matches!(call.func.as_ref(), Expr::Name(n) if model.local_functions.contains_key(&n.id))
            })
            .collect();
        model.bind_generator_parameters();
        for func in collected.callees {
            if let Some(name) = model.imports.qualified_name(func) {
                model
                    .callee_names
                    .insert(ruff_text_size::Ranged::range(func), name.into_boxed_str());
            }
        }
        for (scope, func, name) in collected.operand_candidates {
            let takes_array = model
                .numpy_call_name(func)
                .and_then(api::numpy_member)
                .is_some_and(|m| api::contains(api::ARRAY_OPERAND_FUNCTIONS, m));
            if takes_array {
                model.names[scope].evidence.insert(name);
            }
        }

        model.loop_by_start = model
            .loops
            .iter()
            .enumerate()
            .map(|(id, l)| (l.range.start(), id))
            .collect();
        locals::mark_container_results(&mut model);
        kinds::infer_arrays(&mut model);
        loops::classify(&mut model);
        model
    }

    pub fn loop_at(&self, start: TextSize) -> Option<LoopId> {
        self.loop_by_start.get(&start).copied()
    }

    pub fn scope_at(&self, def_start: TextSize) -> Option<ScopeId> {
        self.scope_by_start.get(&def_start).copied()
    }

    /// True when numpy or cuPyNumeric is imported in this file.
    pub fn uses_numpy(&self) -> bool {
        self.imports.uses(Library::Numpy)
    }

    /// True when an array library — NumPy, cuPyNumeric or CuPy — is imported in this file.
    pub fn uses_array_library(&self) -> bool {
        self.uses_numpy() || self.imports.uses(Library::Cupy)
    }

    /// The scope that declares `name` as seen from `scope` (Python's LEGB, minus builtins).
    /// Every value `name` (seen in `scope`) is bound to, or `None` when one binding is not a plain
    /// value (a parameter, an unpacking, a loop target, an augmented assignment).
    pub(crate) fn only_values(&self, scope: ScopeId, name: &str) -> Option<Vec<&'a Expr>> {
        let id = self.binding_scope(scope, name)?;
        self.names[id]
            .bindings
            .iter()
            .filter(|(n, _)| n.as_str() == name)
            .map(|(_, bound)| match bound {
                collect::Bound::Value(e) => Some(*e),
                _ => None,
            })
            .collect()
    }

    /// Like `only_values`, but augmented assignments (`x -= m`) are passed over: they update an
    /// array in place, keeping its dtype.
    pub(crate) fn values_updated_in_place(
        &self,
        scope: ScopeId,
        name: &str,
    ) -> Option<Vec<&'a Expr>> {
        let id = self.binding_scope(scope, name)?;
        self.names[id]
            .bindings
            .iter()
            .filter(|(n, bound)| {
                n.as_str() == name && !matches!(bound, collect::Bound::Augmented(_))
            })
            .map(|(_, bound)| match bound {
                collect::Bound::Value(e) => Some(*e),
                _ => None,
            })
            .collect()
    }

    /// The scope whose bindings `name` (seen in `scope`) refers to: a global used as an array in
    /// a function is evidence there, but its values are the module's.
    pub(crate) fn binding_scope(&self, scope: ScopeId, name: &str) -> Option<ScopeId> {
        let mut current = Some(scope);
        while let Some(id) = current {
            if self.names[id].binding_count.contains_key(name) {
                return Some(id);
            }
            current = self.scopes[id].parent;
        }
        None
    }

    pub(crate) fn declaring_scope(&self, scope: ScopeId, name: &str) -> Option<ScopeId> {
        let mut current = Some(scope);
        while let Some(id) = current {
            let names = &self.names[id];
            if names.binding_count.contains_key(name) || names.evidence.contains(name) {
                return Some(id);
            }
            current = self.scopes[id].parent;
        }
        None
    }

    /// The number of times `name` is bound, in the scope that declares it.
    pub fn binding_count(&self, scope: ScopeId, name: &str) -> u32 {
        self.binding_scope(scope, name)
            .and_then(|id| self.names[id].binding_count.get(name).copied())
            .unwrap_or(0)
    }

    /// Whether `name` is bound in `scope` itself (a local, not a global of the module).
    pub fn is_local(&self, scope: ScopeId, name: &str) -> bool {
        scope != 0 && self.names[scope].binding_count.contains_key(name)
    }

    /// The integer a name is bound to, when it is bound exactly once to an integer literal.
    pub fn int_constant(&self, scope: ScopeId, name: &str) -> Option<i64> {
        let id = self.binding_scope(scope, name)?;
        self.names[id].int_literals.get(name).copied()
    }

    /// The kind of a name as seen from `scope`.
    /// Whether `name` (seen in `scope`) is bound only to literal constants.
    pub fn is_constant(&self, scope: ScopeId, name: &str) -> bool {
        self.binding_scope(scope, name)
            .is_some_and(|id| self.names[id].constants.contains(name))
    }

    pub fn name_kind(&self, scope: ScopeId, name: &str) -> Kind {
        let Some(id) = self.declaring_scope(scope, name) else {
            return Kind::Unknown;
        };
        let names = &self.names[id];
        if names.never_array.contains(name) {
            Kind::NotArray
        } else if names.arrays.contains(name) {
            Kind::Array
        } else if names.reductions.contains(name) {
            Kind::Reduction
        } else {
            Kind::Unknown
        }
    }

    /// Whether `self.<attr>` holds an array in the class of the method `scope`.
    pub fn self_attr_is_array(&self, scope: ScopeId, attr: &str) -> bool {
        self.class_of(scope)
            .and_then(|class| self.class_arrays.get(class))
            .is_some_and(|attrs| attrs.contains(attr))
    }

    /// Whether instances of the class `qualname` (of this file) hold arrays in attributes.
    pub fn class_holds_arrays(&self, qualname: &str) -> bool {
        self.class_arrays
            .get(qualname)
            .is_some_and(|a| !a.is_empty())
    }

    /// Whether the class of the method `scope` holds arrays in attributes.
    pub fn own_class_holds_arrays(&self, scope: ScopeId) -> bool {
        self.class_of(scope)
            .is_some_and(|class| self.class_holds_arrays(class))
    }

    fn class_of(&self, scope: ScopeId) -> Option<&str> {
        let mut current = Some(scope);
        while let Some(id) = current {
            if let Some(class) = &self.scopes[id].class {
                return Some(class);
            }
            current = self.scopes[id].parent;
        }
        None
    }

    /// The kind of an expression's value (array, 0-d reduction, plainly not an array, unknown).
    pub fn kind(&self, scope: ScopeId, expr: &Expr) -> Kind {
        kinds::kind_of(self, scope, expr)
    }

    /// Array or 0-d reduction: a value that lives on the device under cuPyNumeric.
    pub fn is_device_value(&self, scope: ScopeId, expr: &Expr) -> bool {
        matches!(self.kind(scope, expr), Kind::Array | Kind::Reduction)
    }

    pub fn is_array(&self, scope: ScopeId, expr: &Expr) -> bool {
        self.kind(scope, expr) == Kind::Array
    }

    /// Whether `name` is a parameter of `scope`, rebound in the body or not.
    pub fn binds_parameter(&self, scope: ScopeId, name: &str) -> bool {
        self.names[scope]
            .bindings
            .iter()
            .any(|(n, b)| n.as_str() == name && matches!(b, collect::Bound::Parameter { .. }))
    }

    /// Whether `name` is a parameter of `scope` that the function never rebinds.
    /// `def forecast(rng): ... rng.standard_normal(...)` called as
    /// `forecast(np.random.default_rng(0))`: a parameter every call passes a generator (made on
    /// the spot or a name bound to one) is a generator, like a name bound to one.
    fn bind_generator_parameters(&mut self) {
        // Only functions some call passes a generator are candidates (a file may define
        // hundreds of thousands of functions).
        let mut candidates: Vec<&Name> = Vec::new();
        for (_, call) in &self.name_calls {
            let Expr::Name(callee) = call.func.as_ref() else {
                continue;
            };
            let passes_generator = call
                .arguments
                .args
                .iter()
                .chain(call.arguments.keywords.iter().map(|k| &k.value))
                .any(|arg| self.imports.is_generator_value(arg));
            if passes_generator && !candidates.contains(&&callee.id) {
                candidates.push(&callee.id);
            }
        }
        let mut found = Vec::new();
        for function in candidates
            .into_iter()
            .filter_map(|name| self.local_functions.get(name))
        {
            for param in function.def.parameters.iter_non_variadic_params() {
                let name = param.parameter.name.id.as_str();
                if self.imports.lookup(name).is_some() {
                    continue;
                }
                let all_generators =
                    self.arguments_passed(function.scope, name)
                        .is_some_and(|args| {
                            args.iter()
                                .all(|(_, arg)| self.imports.is_generator_value(arg))
                        });
                if all_generators {
                    found.push(name.to_string());
                }
            }
        }
        for name in found {
            self.imports.bind(&name, imports::GENERATOR.to_string());
        }
    }

    /// A parameter annotated `np.ndarray`, or a name the code uses as an array (subscripted by a
    /// loop variable and combined, the array operand of a NumPy call): array-ness shown by the
    /// code itself, not inferred from the values it is bound to.
    pub fn has_array_evidence(&self, scope: ScopeId, name: &str) -> bool {
        let Some(id) = self.declaring_scope(scope, name) else {
            return false;
        };
        self.names[id].evidence.contains(name)
            || self
                .bindings_iter(scope, name)
                .any(|b| matches!(b, Bound::Parameter { ndarray: true }))
    }

    pub fn is_parameter(&self, scope: ScopeId, name: &str) -> bool {
        let names = &self.names[scope];
        names.binding_count.get(name) == Some(&1) && self.binds_parameter(scope, name)
    }

    /// The values a name is bound to (`x = v`, `i, j = v`) in the scope that declares it.
    /// Every binding of `name` in the scope that declares it, as the model recorded it.
    pub fn bindings_of(&self, scope: ScopeId, name: &str) -> Vec<&Bound<'a>> {
        let (bindings, count) = self.binding_span(scope, name);
        bindings
            .iter()
            .filter(|(n, _)| n.as_str() == name)
            .take(count)
            .map(|(_, b)| b)
            .collect()
    }

    /// `bindings_of` without collecting them: for tests that can stop at the first binding.
    pub fn bindings_iter<'m>(
        &'m self,
        scope: ScopeId,
        name: &'m str,
    ) -> impl Iterator<Item = &'m Bound<'a>> + 'm {
        let (bindings, count) = self.binding_span(scope, name);
        bindings
            .iter()
            .filter(move |(n, _)| n.as_str() == name)
            .take(count)
            .map(|(_, b)| b)
    }

    /// The bindings of the scope declaring `name` from its first one on, and how many are its.
    fn binding_span(&self, scope: ScopeId, name: &str) -> (&[(Name, Bound<'a>)], usize) {
        let Some(id) = self.binding_scope(scope, name) else {
            return (&[], 0);
        };
        let names = &self.names[id];
        let first = names.first_binding.get(name).map_or(0, |&i| i as usize);
        let count = names.binding_count.get(name).map_or(0, |&c| c as usize);
        (&names.bindings[first..], count)
    }

    pub fn bound_values(&self, scope: ScopeId, name: &str) -> Vec<&'a Expr> {
        self.bindings_of(scope, name)
            .into_iter()
            .filter_map(|b| match b {
                Bound::Value(v) | Bound::Unpacked(v, _) => Some(*v),
                _ => None,
            })
            .collect()
    }

    /// The innermost function scope whose definition contains `range`.
    pub fn scope_containing(&self, range: TextRange) -> ScopeId {
        self.scopes
            .iter()
            .enumerate()
            .filter(|(_, s)| s.range.contains_range(range))
            .max_by_key(|(_, s)| s.range.start())
            .map_or(0, |(id, _)| id)
    }

    /// Whether `range` runs every iteration of some loop of the same function (SPEC §2 hot path).
    pub fn is_hot(&self, scope: ScopeId, range: TextRange) -> bool {
        self.loops.iter().any(|l| {
            l.scope == scope
                && (l.hot_range.contains_range(range)
                    || matches!(l.node, loops::LoopNode::Comprehension(_))
                        && l.range.contains_range(range)
                        && range.start() >= l.hot_range.end()
                        && !l.iterable().is_some_and(|it| {
                            ruff_text_size::Ranged::range(it).contains_range(range)
                        }))
        })
    }

    /// The outermost loop of `scope` around `range` (its hot region), by start offset.
    pub fn outermost_loop_around(&self, scope: ScopeId, range: TextRange) -> Option<TextSize> {
        self.loops
            .iter()
            .filter(|l| l.scope == scope && l.range.contains_range(range))
            .min_by_key(|l| l.depth)
            .map(|l| l.range.start())
    }

    /// Whether `range` is the iterable of some loop (`for x in <here>`).
    pub fn is_loop_iterable(&self, range: TextRange) -> bool {
        self.loops.iter().any(|l| {
            l.iterable()
                .is_some_and(|it| ruff_text_size::Ranged::range(it) == range)
        })
    }

    /// The qualified name of a callee (`np.sum` → `numpy.sum`), from the per-file cache.
    pub fn callee_name(&self, func: &Expr) -> Option<&str> {
        self.callee_names
            .get(&ruff_text_size::Ranged::range(func))
            .map(|b| &**b)
    }

    /// The numpy-qualified name of a callee (`np.sum` → `numpy.sum`).
    pub fn numpy_call_name(&self, func: &Expr) -> Option<&str> {
        self.callee_name(func)
            .filter(|q| *q == "numpy" || q.starts_with("numpy."))
    }
}

#[cfg(test)]
mod tests;
