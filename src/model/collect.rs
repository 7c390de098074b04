//! The single pre-pass over a module: scopes, bindings, usage evidence, imports and loops.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use ruff_python_ast::{
    self as ast,
    name::Name,
    visitor::{self, Visitor},
    Expr, ModModule, Stmt,
};
use ruff_text_size::TextSize;

use super::expr::{int_literal, is_python_container, mentions_any, target_names};
use super::loops::{self, LoopInfo};
use super::{Imports, Scope, ScopeId, ScopeNames};

/// How a name got its value.
#[derive(Debug, Clone, Copy)]
pub enum Bound<'a> {
    /// `x = value` (also annotated and walrus assignments).
    Value(&'a Expr),
    /// `x op= value`: an array stays an array.
    Augmented(&'a Expr),
    /// `for x in iter`: an element of the iterable.
    IterationOf(&'a Expr),
    /// A parameter; annotated as an ndarray or not.
    Parameter { ndarray: bool },
    /// `i, j = value`: one element of an unpacked value, and which one when the target is a flat
    /// tuple of names.
    Unpacked(&'a Expr, Option<u32>),
    /// Anything whose value the model does not follow (imports, `with ... as`).
    Opaque,
}

pub(crate) struct Collected<'a> {
    pub imports: Imports,
    pub scopes: Vec<Scope>,
    pub names: Vec<ScopeNames<'a>>,
    pub class_bindings: Vec<(String, String, ScopeId, &'a Expr)>,
    pub loops: Vec<LoopInfo<'a>>,
    pub scope_by_start: HashMap<TextSize, ScopeId>,
    /// Every call's callee expression, resolved once all imports are known.
    pub callees: Vec<&'a Expr>,
    /// `f(name, ...)`: `name` is an array when `f` is an array-taking NumPy function.
    pub operand_candidates: Vec<(ScopeId, &'a Expr, Name)>,
    /// Undecorated functions defined at module level, with their scopes.
    pub functions: Vec<(ScopeId, &'a ast::StmtFunctionDef)>,
    /// Calls of a plain name (`advance(u, dt)`), with the scope they are made in.
    pub name_calls: Vec<(ScopeId, &'a ast::ExprCall)>,
    /// Names an `import` statement binds: modules, never arrays (`np.mean(...)`, `math.prod`).
    pub module_names: HashSet<Name>,
}

pub(crate) fn collect(module: &ModModule) -> Collected<'_> {
    let mut c = Collector {
        out: Collected {
            imports: Imports::default(),
            scopes: vec![Scope {
                qualname: None,
                parent: None,
                class: None,
                range: module.range,
            }],
            names: vec![ScopeNames::default()],
            class_bindings: Vec::new(),
            loops: Vec::new(),
            scope_by_start: HashMap::default(),
            callees: Vec::new(),
            operand_candidates: Vec::new(),
            functions: Vec::new(),
            name_calls: Vec::new(),
            module_names: HashSet::default(),
        },
        scope: 0,
        qualname: Vec::new(),
        class_stack: Vec::new(),
        loop_stack: Vec::new(),
    };
    c.visit_body(&module.body);
    finish_scope_names(&mut c.out.names);
    c.out
}

struct Collector<'a> {
    out: Collected<'a>,
    scope: ScopeId,
    qualname: Vec<String>,
    /// The class whose body we are directly in (`None` inside a function).
    class_stack: Vec<Option<String>>,
    loop_stack: Vec<usize>,
}

impl<'a> Collector<'a> {
    fn names(&mut self) -> &mut ScopeNames<'a> {
        &mut self.out.names[self.scope]
    }

    fn bind(&mut self, name: Name, bound: Bound<'a>) {
        let names = self.names();
        let next = names.bindings.len() as u32;
        *names.binding_count.entry(name.clone()).or_insert(0) += 1;
        names.first_binding.entry(name.clone()).or_insert(next);
        names.bindings.push((name, bound));
    }

    fn bind_target(&mut self, target: &'a Expr, value: &'a Expr) {
        self.out.imports.record_generator(target, value);
        match target {
            Expr::Name(n) => {
                if is_python_container(value) {
                    self.names().never_array.insert(n.id.clone());
                }
                self.bind(n.id.clone(), Bound::Value(value));
            }
            Expr::Tuple(_) | Expr::List(_) => self.bind_unpacking(target, value),
            Expr::Attribute(a) => {
                if let (Expr::Name(root), Some(class)) = (a.value.as_ref(), self.enclosing_class())
                {
                    if root.id.as_str() == "self" {
                        let class = class.to_string();
                        self.out.class_bindings.push((
                            class,
                            a.attr.id.to_string(),
                            self.scope,
                            value,
                        ));
                    }
                }
            }
            Expr::Subscript(sub) => self.note_element_write(sub, value),
            _ => {}
        }
    }

    /// `a, b = b, a` pairs element-wise; other unpackings are opaque.
    fn bind_unpacking(&mut self, target: &'a Expr, value: &'a Expr) {
        let targets = match target {
            Expr::Tuple(t) => &t.elts,
            Expr::List(l) => &l.elts,
            _ => return,
        };
        let values = match value {
            Expr::Tuple(t) if t.elts.len() == targets.len() => Some(&t.elts),
            _ => None,
        };
        let flat = !targets.iter().any(Expr::is_starred_expr);
        for (i, t) in targets.iter().enumerate() {
            match values {
                Some(vals) => self.bind_target(t, &vals[i]),
                None => {
                    let position = (flat && t.is_name_expr()).then_some(i as u32);
                    let mut names = Vec::new();
                    target_names(t, &mut names);
                    names
                        .into_iter()
                        .for_each(|n| self.bind(n, Bound::Unpacked(value, position)));
                }
            }
        }
    }

    fn enclosing_class(&self) -> Option<&str> {
        let scope = &self.out.scopes[self.scope];
        scope.class.as_deref()
    }

    fn loop_vars(&self) -> Vec<Name> {
        self.loop_stack
            .iter()
            .flat_map(|&id| self.out.loops[id].vars.iter().cloned())
            .collect()
    }

    /// `out[i] = <arithmetic>` is evidence that `out` is an array.
    fn note_element_write(&mut self, sub: &ast::ExprSubscript, value: &Expr) {
        let is_arith = match value {
            Expr::BinOp(_) | Expr::UnaryOp(_) => true,
            Expr::Call(call) => self.out.imports.numpy_name(&call.func).is_some(),
            _ => false,
        };
        if is_arith {
            self.note_loop_subscript(sub);
        }
    }

    fn note_loop_subscript(&mut self, sub: &ast::ExprSubscript) {
        if let Expr::Name(base) = sub.value.as_ref() {
            if mentions_any(&sub.slice, &self.loop_vars()) {
                self.names().evidence.insert(base.id.clone());
            }
        }
    }

    fn note_operand(&mut self, operand: &Expr) {
        if let Expr::Subscript(sub) = operand {
            self.note_loop_subscript(sub);
        }
    }

    fn enter_function(&mut self, def: &'a ast::StmtFunctionDef) {
        for decorator in &def.decorator_list {
            self.visit_decorator(decorator);
        }
        let params = &def.parameters;
        for p in params.iter_non_variadic_params() {
            if let Some(default) = p.default() {
                self.visit_expr(default);
            }
        }
        self.qualname.push(def.name.id.to_string());
        let class = self.class_stack.last().cloned().flatten();
        let id = self.out.scopes.len();
        if self.scope == 0 && class.is_none() && def.decorator_list.is_empty() {
            self.out.functions.push((id, def));
        }
        self.out.scopes.push(Scope {
            qualname: Some(self.qualname.join(".")),
            parent: Some(self.scope),
            class,
            range: def.range,
        });
        self.out.names.push(ScopeNames::default());
        self.out.scope_by_start.insert(def.range.start(), id);
        let saved = (self.scope, std::mem::take(&mut self.loop_stack));
        self.scope = id;
        self.class_stack.push(None);
        for p in params.iter() {
            let ndarray = p.annotation().is_some_and(annotation_is_ndarray);
            self.bind(p.name().id.clone(), Bound::Parameter { ndarray });
        }
        self.visit_body(&def.body);
        self.class_stack.pop();
        self.scope = saved.0;
        self.loop_stack = saved.1;
        self.qualname.pop();
    }

    fn enter_class(&mut self, class: &'a ast::StmtClassDef) {
        for decorator in &class.decorator_list {
            self.visit_decorator(decorator);
        }
        if let Some(arguments) = &class.arguments {
            self.visit_arguments(arguments);
        }
        self.qualname.push(class.name.id.to_string());
        self.class_stack.push(Some(self.qualname.join(".")));
        self.visit_body(&class.body);
        self.class_stack.pop();
        self.qualname.pop();
    }

    fn with_loop(&mut self, info: LoopInfo<'a>, f: impl FnOnce(&mut Self)) {
        let id = self.out.loops.len();
        let mut info = info;
        info.parent = self.loop_stack.last().copied();
        info.depth = self.loop_stack.len() as u32;
        info.scope = self.scope;
        self.out.loops.push(info);
        self.loop_stack.push(id);
        f(self);
        self.loop_stack.pop();
    }

    fn visit_comprehension_expr(
        &mut self,
        expr: &'a Expr,
        generators: &'a [ast::Comprehension],
        elts: &[&'a Expr],
    ) {
        let Some(first) = generators.first() else {
            return;
        };
        self.visit_expr(&first.iter);
        let info = loops::comprehension_info(expr, generators, self.scope, &self.out.names);
        for g in generators {
            let mut names = Vec::new();
            target_names(&g.target, &mut names);
            for n in names {
                self.bind(n, Bound::IterationOf(&g.iter));
            }
        }
        self.with_loop(info, |c| {
            for (i, g) in generators.iter().enumerate() {
                if i > 0 {
                    c.visit_expr(&g.iter);
                }
                g.ifs.iter().for_each(|e| c.visit_expr(e));
            }
            elts.iter().for_each(|e| c.visit_expr(e));
        });
    }
}

impl<'a> Visitor<'a> for Collector<'a> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::FunctionDef(def) => return self.enter_function(def),
            Stmt::ClassDef(class) => return self.enter_class(class),
            Stmt::Import(_) | Stmt::ImportFrom(_) => {
                self.out.imports.record_import(stmt);
                let mut names = Vec::new();
                import_bound_names(stmt, &mut names);
                if stmt.is_import_stmt() {
                    self.out.module_names.extend(names.iter().cloned());
                }
                names.into_iter().for_each(|n| self.bind(n, Bound::Opaque));
                return;
            }
            Stmt::Assign(assign) => {
                for target in &assign.targets {
                    self.bind_target(target, &assign.value);
                }
            }
            Stmt::AnnAssign(assign) => {
                if let Some(value) = &assign.value {
                    self.bind_target(&assign.target, value);
                }
                if let Expr::Name(n) = assign.target.as_ref() {
                    if annotation_is_ndarray(&assign.annotation) {
                        self.names().evidence.insert(n.id.clone());
                    }
                }
            }
            Stmt::AugAssign(aug) => {
                if let Expr::Name(n) = aug.target.as_ref() {
                    self.bind(n.id.clone(), Bound::Augmented(&aug.value));
                }
                self.note_operand(&aug.target);
                self.note_operand(&aug.value);
            }
            Stmt::For(f) => {
                self.visit_expr(&f.iter);
                let mut names = Vec::new();
                target_names(&f.target, &mut names);
                for n in names {
                    self.bind(n, Bound::IterationOf(&f.iter));
                }
                let info = loops::for_info(f, self.scope, &self.out.names);
                self.with_loop(info, |c| {
                    c.visit_body(&f.body);
                    c.visit_body(&f.orelse);
                });
                return;
            }
            Stmt::While(w) => {
                let info = loops::while_info(w);
                self.with_loop(info, |c| {
                    c.visit_expr(&w.test);
                    c.visit_body(&w.body);
                    c.visit_body(&w.orelse);
                });
                return;
            }
            Stmt::With(with) => {
                for item in &with.items {
                    match item.optional_vars.as_deref() {
                        // `with open(path) as fh`: the handle's reads are readable as text.
                        Some(Expr::Name(n)) if is_open_call(&item.context_expr) => {
                            self.bind(n.id.clone(), Bound::Value(&item.context_expr))
                        }
                        Some(var) => {
                            let mut names = Vec::new();
                            target_names(var, &mut names);
                            names.into_iter().for_each(|n| self.bind(n, Bound::Opaque));
                        }
                        None => {}
                    }
                }
            }
            Stmt::Expr(e) => {
                if let Expr::Call(call) = e.value.as_ref() {
                    if let Expr::Attribute(a) = call.func.as_ref() {
                        let appends =
                            matches!(a.attr.id.as_str(), "append" | "extend" | "insert" | "pop");
                        if let (true, Expr::Name(n)) = (appends, a.value.as_ref()) {
                            self.names().never_array.insert(n.id.clone());
                        }
                    }
                }
            }
            _ => {}
        }
        visitor::walk_stmt(self, stmt);
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::ListComp(c) => {
                return self.visit_comprehension_expr(expr, &c.generators, &[&c.elt])
            }
            Expr::SetComp(c) => {
                return self.visit_comprehension_expr(expr, &c.generators, &[&c.elt])
            }
            Expr::Generator(c) => {
                return self.visit_comprehension_expr(expr, &c.generators, &[&c.elt])
            }
            Expr::DictComp(c) => {
                let mut elts: Vec<&Expr> = c.key.as_deref().into_iter().collect();
                elts.push(&c.value);
                return self.visit_comprehension_expr(expr, &c.generators, &elts);
            }
            Expr::Named(named) => {
                if let Expr::Name(n) = named.target.as_ref() {
                    self.bind(n.id.clone(), Bound::Value(&named.value));
                }
            }
            Expr::BinOp(b) => {
                self.note_operand(&b.left);
                self.note_operand(&b.right);
            }
            Expr::Attribute(a) => {
                if let Expr::Name(n) = a.value.as_ref() {
                    // `self.dtype`, `self.shape`: the object is a container class (a sparse
                    // matrix, a table, a model) far more often than an ndarray subclass.
                    let receiver = matches!(n.id.as_str(), "self" | "cls");
                    if !receiver && is_array_attribute(a.attr.id.as_str()) {
                        self.names().evidence.insert(n.id.clone());
                    }
                }
            }
            Expr::Call(call) => {
                if matches!(call.func.as_ref(), Expr::Name(_) | Expr::Attribute(_)) {
                    self.out.callees.push(&call.func);
                }
                if call.func.is_name_expr() {
                    self.out.name_calls.push((self.scope, call));
                }
                self.note_array_operand(call);
            }
            Expr::Subscript(sub) => {
                // `u[1:-1, 2:]`, `x[..., 0]`, `x[:, None]`: only arrays take multi-axis slices.
                let multi_axis = matches!(sub.slice.as_ref(), Expr::Tuple(t) if t.elts.iter().any(|e| {
                    matches!(e, Expr::Slice(_) | Expr::EllipsisLiteral(_) | Expr::NoneLiteral(_))
                }));
                if let (true, Expr::Name(n)) = (multi_axis, sub.value.as_ref()) {
                    self.names().evidence.insert(n.id.clone());
                }
            }
            Expr::Lambda(lambda) => {
                if let Some(params) = &lambda.parameters {
                    for p in params.iter() {
                        self.bind(p.name().id.clone(), Bound::Parameter { ndarray: false });
                    }
                }
            }
            _ => {}
        }
        crate::stack::deeper(|| visitor::walk_expr(self, expr));
    }
}

impl<'a> Collector<'a> {
    /// `np.sum(x)` and other array-taking functions: their first positional argument is an array.
    /// Resolved once imports are complete (see `Model::build`).
    fn note_array_operand(&mut self, call: &'a ast::ExprCall) {
        if let Some(Expr::Name(n)) = call.arguments.args.first() {
            self.out
                .operand_candidates
                .push((self.scope, &call.func, n.id.clone()));
        }
    }
}

/// Attributes and methods that only arrays have (among the values scientific code handles).
fn is_array_attribute(attr: &str) -> bool {
    matches!(
        attr,
        "shape"
            | "ndim"
            | "dtype"
            | "T"
            | "reshape"
            | "astype"
            | "ravel"
            | "flatten"
            | "item"
            | "tolist"
            | "nbytes"
            | "itemsize"
            | "strides"
            | "flat"
            // Reductions that Python lists, tuples and dicts do not have.
            | "sum"
            | "mean"
            | "min"
            | "max"
            | "std"
            | "var"
            | "prod"
            | "argmax"
            | "argmin"
            | "cumsum"
            | "cumprod"
            | "nonzero"
    )
}

/// `np.ndarray`, `NDArray[np.float64]`, `np.ndarray | None`, `Optional[np.ndarray]` (or the same
/// as a string): an array whenever it is not `None`. Containers of arrays (`list[np.ndarray]`,
/// `tuple[NDArray, ...]`) are not arrays.
pub fn annotation_is_ndarray(annotation: &Expr) -> bool {
    match annotation {
        Expr::Name(n) => is_array_type(n.id.as_str()),
        Expr::Attribute(a) => is_array_type(a.attr.id.as_str()),
        Expr::Subscript(s) => match s.value.as_ref() {
            Expr::Name(n) if n.id.as_str() == "Optional" => annotation_is_ndarray(&s.slice),
            Expr::Attribute(a) if a.attr.id.as_str() == "Optional" => {
                annotation_is_ndarray(&s.slice)
            }
            Expr::Name(n) if n.id.as_str() == "Union" => union_of_arrays(&s.slice),
            Expr::Attribute(a) if a.attr.id.as_str() == "Union" => union_of_arrays(&s.slice),
            generic => annotation_is_ndarray(generic),
        },
        Expr::BinOp(b) if b.op == ast::Operator::BitOr => {
            let side = |e: &Expr| annotation_is_ndarray(e) || e.is_none_literal_expr();
            side(&b.left)
                && side(&b.right)
                && !(b.left.is_none_literal_expr() && b.right.is_none_literal_expr())
        }
        Expr::StringLiteral(s) => ruff_python_parser::parse_expression(s.value.to_str())
            .is_ok_and(|parsed| annotation_is_ndarray(parsed.expr())),
        _ => false,
    }
}

fn is_array_type(name: &str) -> bool {
    matches!(name, "ndarray" | "NDArray")
}

fn union_of_arrays(members: &Expr) -> bool {
    let Expr::Tuple(t) = members else {
        return annotation_is_ndarray(members);
    };
    t.elts.iter().any(annotation_is_ndarray)
        && t.elts
            .iter()
            .all(|e| annotation_is_ndarray(e) || e.is_none_literal_expr())
}

fn import_bound_names(stmt: &Stmt, out: &mut Vec<Name>) {
    match stmt {
        Stmt::Import(i) => {
            for alias in &i.names {
                let bound = alias.asname.as_ref().map_or_else(
                    || alias.name.id.split('.').next().unwrap_or("").to_string(),
                    |a| a.id.to_string(),
                );
                out.push(Name::new(bound));
            }
        }
        Stmt::ImportFrom(i) => {
            for alias in &i.names {
                let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                out.push(bound.id.clone());
            }
        }
        _ => {}
    }
}

/// Integer constants: names bound exactly once, to an integer literal.
fn finish_scope_names(names: &mut [ScopeNames<'_>]) {
    for scope in names {
        let mut literals = HashMap::default();
        for (name, bound) in &scope.bindings {
            if let Bound::Value(value) = bound {
                if let Some(v) = int_literal(value) {
                    literals.insert(name.clone(), v);
                }
            }
        }
        literals.retain(|name, _| scope.binding_count.get(name) == Some(&1));
        scope.int_literals = literals;
    }
}

/// `open(path)`, `open(path, "r", encoding=...)`: a call of the builtin `open`.
fn is_open_call(e: &Expr) -> bool {
    matches!(e, Expr::Call(c) if super::expr::builtin_name(&c.func) == Some("open"))
}
