//! Helpers shared by recipes: where a finding's statement sits, how names are used in a loop.

use crate::model::Bound;
use ruff_diagnostics::Edit;
use ruff_python_ast::{
    name::Name,
    visitor::{self, Visitor},
    Expr, Stmt,
};
use ruff_text_size::{Ranged, TextRange};

use crate::finding::Finding;
use crate::fix::{locate, Fix, FixContext};

/// The statement a finding is reported at, the loop directly around it (the statement must be a
/// direct child of the loop body), and the path from the module.
pub struct Site<'a> {
    pub stmt: &'a Stmt,
    pub loop_stmt: Option<&'a Stmt>,
    pub path: Vec<&'a Stmt>,
}

pub fn site<'a>(cx: &FixContext<'a>, finding: &Finding) -> Option<Site<'a>> {
    // R101 is reported at the first statement of the loop body; others inside their statement.
    let reported = ruff_text_size::TextSize::from(finding.start_offset);
    let offset = if locate::statement_at(cx.module, reported).is_some() {
        reported
    } else {
        ruff_text_size::TextSize::from(finding.stmt_start)
    };
    let path = locate::statement_path(cx.module, offset);
    let stmt = *path.iter().rev().find(|s| s.start() == offset)?;
    let position = path.iter().position(|s| std::ptr::eq(*s, stmt))?;
    let loop_stmt = position.checked_sub(1).map(|p| path[p]).filter(|p| {
        matches!(p, Stmt::For(_) | Stmt::While(_))
            && loop_body(p).iter().any(|s| std::ptr::eq(s, stmt))
    });
    Some(Site {
        stmt,
        loop_stmt,
        path,
    })
}

impl<'a> Site<'a> {
    /// The loop whose body holds the statement directly, or why there is none.
    pub fn direct_loop(&self) -> Result<&'a Stmt, super::Declined> {
        if let Some(l) = self.loop_stmt {
            return Ok(l);
        }
        let nested = self.path[..self.path.len().saturating_sub(1)]
            .iter()
            .rev()
            .take_while(|s| !matches!(s, Stmt::FunctionDef(_) | Stmt::ClassDef(_)))
            .any(|s| matches!(s, Stmt::For(_) | Stmt::While(_)));
        Err(super::Declined(if nested {
            super::reasons::NESTED_IN_LOOP
        } else {
            super::reasons::NOT_IN_LOOP
        }))
    }
}

pub fn loop_body(stmt: &Stmt) -> &[Stmt] {
    match stmt {
        Stmt::For(f) => &f.body,
        Stmt::While(w) => &w.body,
        _ => &[],
    }
}

/// `zeros` for `np.zeros(...)` (any alias, `from numpy import zeros`), `None` for other calls.
pub fn numpy_member<'c>(cx: &'c FixContext, call: &ruff_python_ast::ExprCall) -> Option<&'c str> {
    cx.model
        .numpy_call_name(&call.func)
        .and_then(|n| n.strip_prefix("numpy."))
}

/// `Safe` when every precondition was proven, else `Unsafe` (SPEC §7: downgrade, never guess).
pub fn proven(safe: bool) -> ruff_diagnostics::Applicability {
    if safe {
        ruff_diagnostics::Applicability::Safe
    } else {
        ruff_diagnostics::Applicability::Unsafe
    }
}

pub fn fix(
    finding: &Finding,
    recipe: &'static str,
    title: String,
    applicability: ruff_diagnostics::Applicability,
    edits: Vec<Edit>,
) -> Fix {
    Fix {
        recipe,
        title,
        applicability,
        edits,
        code: finding.code,
        line: finding.line,
        column: finding.column,
        alternatives: Vec::new(),
        region: finding.region,
        may_change: None,
    }
}

/// How a name is used inside a block of statements.
#[derive(Debug, Default, Clone, Copy)]
pub struct Uses {
    /// Read anywhere (other than as the target of a store).
    pub read: bool,
    /// Written in place: `x[...] = `, `x += `, `x.fill()`, `out=x`.
    pub mutated: bool,
    /// Rebound: `x = ...` other than at the excluded statement.
    pub rebound: bool,
    /// Escapes: appended, yielded, returned, stored in a container/attribute, aliased.
    pub escapes: bool,
    /// Escapes other than by a `return`: something may keep a reference while the function runs.
    pub kept: bool,
    /// Passed to a call that is not NumPy (might keep a reference).
    pub passed_to_unknown: bool,
}

/// Builtins that turn what they are given into a new number, string or bool.
const SCALAR_BUILTINS: &[&str] = &[
    "print",
    "float",
    "int",
    "complex",
    "bool",
    "len",
    "str",
    "repr",
    "format",
    "round",
    "abs",
    "min",
    "max",
    "sum",
    "any",
    "all",
    "isinstance",
];

/// Whether the value of `e` may be `name`'s array or share its memory: the name itself, a
/// container holding it, a basic slice or a row of it (`x[:2]`, `x[0]` of a 2-D `x`), `x.T`,
/// `x.real`, a reshaping method or NumPy function that returns a view (`x.reshape(…)`,
/// `np.asarray(x)`), or either branch of a conditional. An element of a proven array (as many
/// plain indices as axes), a fancy gather or a computed value is a new value.
pub fn shares_memory_with(cx: &FixContext, e: &Expr, name: &str) -> bool {
    let shares = |v: &Expr| shares_memory_with(cx, v, name);
    match e {
        Expr::Name(n) => n.id.as_str() == name,
        Expr::Tuple(t) => t.elts.iter().any(shares),
        Expr::List(l) => l.elts.iter().any(shares),
        Expr::Set(l) => l.elts.iter().any(shares),
        Expr::Dict(d) => d.items.iter().any(|i| shares(&i.value)),
        Expr::Starred(s) => shares(&s.value),
        Expr::Named(n) => shares(&n.value),
        Expr::If(i) => shares(&i.body) || shares(&i.orelse),
        Expr::BoolOp(b) => b.values.iter().any(shares),
        Expr::Subscript(s) => shares(&s.value) && !indexes_an_element(cx, s),
        // `(v for v in [x])` holds x until consumed; `[r for r in x]` holds its rows.
        Expr::Generator(_) => crate::model::expr::mentions_any(e, &[Name::new(name)]),
        Expr::ListComp(c) => shares(&c.elt) || comprehension_over(&c.generators, name),
        Expr::SetComp(c) => shares(&c.elt) || comprehension_over(&c.generators, name),
        Expr::DictComp(c) => shares(&c.value) || comprehension_over(&c.generators, name),
        Expr::Attribute(a) => {
            matches!(
                a.attr.id.as_str(),
                "T" | "mT" | "real" | "imag" | "flat" | "base"
            ) && shares(&a.value)
        }
        Expr::Call(call) => {
            if let Some((of, method)) = crate::model::expr::method_call(call) {
                if matches!(
                    method,
                    "reshape"
                        | "view"
                        | "ravel"
                        | "transpose"
                        | "swapaxes"
                        | "squeeze"
                        | "diagonal"
                ) {
                    return shares(of);
                }
            }
            if returns_its_out(cx, call, name) {
                return true;
            }
            let viewing = cx
                .model
                .numpy_call_name(&call.func)
                .and_then(|n| n.strip_prefix("numpy."))
                .is_some_and(|m| {
                    let leaf = crate::model::api::leaf(m);
                    super::pure::may_return_its_argument(leaf)
                        || matches!(
                            leaf,
                            "array" | "split" | "array_split" | "hsplit" | "vsplit" | "dsplit"
                        ) && (leaf != "array"
                            || crate::model::expr::keyword(call, "copy").is_some())
                });
            viewing && call.arguments.args.first().is_some_and(shares)
        }
        _ => false,
    }
}

/// A NumPy call writing into `name`'s array returns it: `np.add(a, k, out=buf)`,
/// `np.clip(a, 0, 1, out=buf)`, `np.multiply(a, k, buf)` (a ufunc's positional output).
fn returns_its_out(cx: &FixContext, call: &ruff_python_ast::ExprCall, name: &str) -> bool {
    let Some(member) = cx
        .model
        .numpy_call_name(&call.func)
        .and_then(crate::model::api::numpy_member)
    else {
        return false;
    };
    let shares = |e: &Expr| shares_memory_with(cx, e, name);
    let keyword_out = call
        .arguments
        .keywords
        .iter()
        .any(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "out") && shares(&k.value));
    let leaf = crate::model::api::leaf(member);
    let positional_out = crate::model::api::is_ufunc(leaf)
        && call
            .arguments
            .args
            .iter()
            .skip(crate::model::api::ufunc_inputs(leaf))
            .any(shares);
    keyword_out || positional_out
}

/// A comprehension iterating over something that mentions `name` (its items may be rows).
fn comprehension_over(generators: &[ruff_python_ast::Comprehension], name: &str) -> bool {
    generators
        .iter()
        .any(|g| crate::model::expr::mentions_any(&g.iter, &[Name::new(name)]))
}

/// `x[i]`, `x[i, j]`: as many plain indices (no slice, `None` or `...`) as `x` has axes, when `x`
/// is a name of proven rank — an element, not a view.
fn indexes_an_element(cx: &FixContext, s: &ruff_python_ast::ExprSubscript) -> bool {
    let Expr::Name(base) = s.value.as_ref() else {
        return false;
    };
    let indices: Vec<&Expr> = match s.slice.as_ref() {
        Expr::Tuple(t) => t.elts.iter().collect(),
        e => vec![e],
    };
    let plain = indices.iter().all(|i| {
        !matches!(
            i,
            Expr::Slice(_) | Expr::NoneLiteral(_) | Expr::EllipsisLiteral(_) | Expr::Starred(_)
        )
    });
    let scope = cx.model.scope_containing(s.range);
    // `v[xi]` with `xi` from `np.index_exp[...]` is a slice: each index must be known to be an
    // integer (or an index array or a reduction's 0-d result, which select copies).
    let selects = |i: &Expr| {
        super::rank::is_int_scalar(cx, scope, i)
            || matches!(
                cx.model.kind(scope, i),
                crate::model::Kind::Array | crate::model::Kind::Reduction
            )
    };
    plain
        && indices.iter().all(|i| selects(i))
        && super::rank::array_rank(cx, scope, base.id.as_str(), 0)
            .is_some_and(|r| indices.len() >= r)
}

pub fn uses_in(cx: &FixContext, body: &[Stmt], name: &str, exclude: Option<TextRange>) -> Uses {
    struct Scan<'c, 'a> {
        cx: &'c FixContext<'a>,
        name: &'c str,
        exclude: Option<TextRange>,
        uses: Uses,
    }
    impl Scan<'_, '_> {
        fn is_name(&self, e: &Expr) -> bool {
            matches!(e, Expr::Name(n) if n.id.as_str() == self.name)
        }
        fn holds_name(&self, e: &Expr) -> bool {
            match e {
                Expr::Tuple(t) => t.elts.iter().any(|x| self.is_name(x)),
                Expr::List(l) => l.elts.iter().any(|x| self.is_name(x)),
                Expr::Dict(d) => d.items.iter().any(|i| self.is_name(&i.value)),
                e => self.is_name(e),
            }
        }
    }
    impl Scan<'_, '_> {
        /// `np.add(a, b, x)`, `np.sqrt(a, x)`: x is a ufunc's positional output.
        fn positional_out(&self, call: &ruff_python_ast::ExprCall) -> bool {
            let Some(member) = self
                .cx
                .model
                .numpy_call_name(&call.func)
                .and_then(crate::model::api::numpy_member)
            else {
                return false;
            };
            let leaf = crate::model::api::leaf(member);
            crate::model::api::is_ufunc(leaf)
                && call
                    .arguments
                    .args
                    .iter()
                    .skip(crate::model::api::ufunc_inputs(leaf))
                    .any(|a| self.shares(a))
        }

        /// `np.add.at(x, idx, v)`, `np.copyto(x, src)`, `np.fill_diagonal(x, 0)`,
        /// `rng.shuffle(x)`: NumPy writes into its first argument.
        fn written_as_first_argument(&self, call: &ruff_python_ast::ExprCall) -> bool {
            let Some(name) = self.cx.model.numpy_call_name(&call.func) else {
                return false;
            };
            let leaf = name.rsplit('.').next().unwrap_or(name);
            let writes = matches!(
                leaf,
                "at" | "copyto"
                    | "put"
                    | "place"
                    | "putmask"
                    | "fill_diagonal"
                    | "put_along_axis"
                    | "shuffle"
            );
            writes && call.arguments.args.first().is_some_and(|a| self.shares(a))
        }

        /// A view of the array or the array itself (`x[:2]`, `x.T`, `[x]`).
        fn shares(&self, e: &Expr) -> bool {
            shares_memory_with(self.cx, e, self.name)
        }

        /// `x`, `enumerate(x)`, `zip(x, y)` or `reversed(x)`, with `x` sharing the array and not
        /// proven 1-D: its items are views of its rows.
        fn iterates_views(&self, iter: &Expr) -> bool {
            let rows_of = |e: &Expr| {
                let scope = self.cx.model.scope_containing(e.range());
                self.shares(e) && super::rank::value_rank(self.cx, scope, e) != Some(1)
            };
            match iter {
                Expr::Call(c)
                    if matches!(
                        crate::model::expr::builtin_name(&c.func),
                        Some("enumerate" | "zip" | "reversed")
                    ) =>
                {
                    c.arguments.args.iter().any(rows_of)
                }
                e => rows_of(e),
            }
        }

        /// `out[k] = x` (or a view of x) into a proven array copies x's values: no reference is
        /// kept.
        fn copied_into_array(&self, a: &ruff_python_ast::StmtAssign) -> bool {
            let scope = self.cx.model.scope_containing(a.range());
            a.targets.iter().all(|t| {
                matches!(t, Expr::Subscript(s)
                        if matches!(s.value.as_ref(), Expr::Name(_))
                            && self.cx.model.kind(scope, &s.value) == crate::model::Kind::Array)
            })
        }
    }
    impl<'a> Visitor<'a> for Scan<'_, '_> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if self.exclude.is_some_and(|r| r == stmt.range()) {
                return;
            }
            match stmt {
                Stmt::Assign(a) => {
                    for t in &a.targets {
                        match t {
                            // `x[i] = v`, and through a view: `x.flat[k] = v`, `x.T[0] = v`.
                            Expr::Subscript(s) if self.shares(&s.value) => self.uses.mutated = true,
                            t if self.holds_name(t) => self.uses.rebound = true,
                            _ => {}
                        }
                    }
                    // `x = x[keep]` rebinds x (to a view or not): `rebound`, not an escape.
                    let rebinds_itself = a.targets.iter().all(|t| self.is_name(t));
                    if self.shares(&a.value) && !self.copied_into_array(a) && !rebinds_itself {
                        self.uses.kept = true;
                        self.uses.escapes = true;
                    }
                }
                Stmt::AugAssign(a)
                    if (self.is_name(&a.target)
                        || matches!(a.target.as_ref(), Expr::Subscript(s) if self.shares(&s.value))) =>
                {
                    self.uses.mutated = true;
                }
                // `saved += [x]`: the list keeps x (`u -= x` only reads it).
                Stmt::AugAssign(a)
                    if matches!(
                        a.value.as_ref(),
                        Expr::List(_) | Expr::Tuple(_) | Expr::ListComp(_) | Expr::Generator(_)
                    ) && self.shares(&a.value) =>
                {
                    self.uses.kept = true;
                    self.uses.escapes = true;
                }
                Stmt::Return(r)
                    if r.value.as_deref().is_some_and(|v| {
                        crate::model::expr::mentions_any(v, &[Name::new(self.name)])
                    }) =>
                {
                    self.uses.escapes = true;
                }
                // `del x` unbinds the name: the next iteration must bind it again.
                Stmt::Delete(d) if d.targets.iter().any(|t| self.holds_name(t)) => {
                    self.uses.rebound = true;
                }
                // `for row in x:` binds views of x's rows: the body may write through them.
                Stmt::For(f) if self.iterates_views(&f.iter) => self.uses.mutated = true,
                Stmt::FunctionDef(_) | Stmt::ClassDef(_) => {
                    self.uses.kept = true;
                    self.uses.escapes = true; // a closure may capture it
                    return;
                }
                _ => {}
            }
            visitor::walk_stmt(self, stmt);
        }
        fn visit_expr(&mut self, expr: &'a Expr) {
            match expr {
                Expr::Name(n) if n.id.as_str() == self.name => self.uses.read = true,
                // `(y := x)` binds another name to the array.
                Expr::Named(named) if self.shares(&named.value) && !self.is_name(&named.target) => {
                    self.uses.kept = true;
                    self.uses.escapes = true;
                }
                Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Lambda(_)
                    if crate::model::expr::mentions_any(expr, &[Name::new(self.name)]) =>
                {
                    self.uses.kept = true;
                    self.uses.escapes = true
                }
                Expr::Call(call) => {
                    let numpy = self.cx.model.numpy_call_name(&call.func).is_some();
                    let on_self =
                        matches!(call.func.as_ref(), Expr::Attribute(a) if self.is_name(&a.value));
                    let args = call
                        .arguments
                        .args
                        .iter()
                        .chain(call.arguments.keywords.iter().map(|k| &k.value));
                    let passed = args.clone().any(|a| self.holds_name(a));
                    let passes_a_view = args.clone().any(|a| self.shares(a));
                    if let Expr::Attribute(a) = call.func.as_ref() {
                        // `seen.add(x)` keeps x; `np.add(x, y)` does not.
                        if matches!(
                            a.attr.id.as_str(),
                            "append" | "extend" | "insert" | "add" | "put" | "setdefault"
                        ) && passes_a_view
                            && !numpy
                        {
                            self.uses.kept = true;
                            self.uses.escapes = true;
                        }
                        // `x.sort()`, and through a view: `x[:3].sort()`, `x.T.fill(0)`.
                        if self.shares(&a.value)
                            && !matches!(
                                a.attr.id.as_str(),
                                "sum"
                                    | "mean"
                                    | "max"
                                    | "min"
                                    | "copy"
                                    | "astype"
                                    | "reshape"
                                    | "any"
                                    | "all"
                                    | "dot"
                            )
                        {
                            self.uses.mutated = true;
                        }
                    }
                    if call.arguments.keywords.iter().any(|k| {
                        k.arg.as_ref().is_some_and(|a| a.as_str() == "out") && self.shares(&k.value)
                    }) || self.positional_out(call)
                        || self.written_as_first_argument(call)
                    {
                        self.uses.mutated = true;
                    }
                    // `print(x[0])` or `float(x[i, 0])` makes a new value of a view; another
                    // function may keep the view.
                    let keeps_no_view = crate::model::expr::builtin_name(&call.func)
                        .is_some_and(|b| SCALAR_BUILTINS.contains(&b));
                    let handed = passed || passes_a_view && !keeps_no_view;
                    if handed && !numpy && !on_self && !super::pure::returns_fresh(self.cx, call) {
                        self.uses.passed_to_unknown = true;
                    }
                }
                _ => {}
            }
            visitor::walk_expr(self, expr);
        }
    }
    let mut scan = Scan {
        cx,
        name,
        exclude,
        uses: Uses::default(),
    };
    scan.visit_body(body);
    scan.uses
}

/// The body of the function holding `path`'s statement, or the module's at module level.
pub fn enclosing_body<'a>(cx: &FixContext<'a>, path: &[&'a Stmt]) -> &'a [Stmt] {
    match locate::enclosing_function(path) {
        Some(f) => &f.body,
        None => &cx.module.body,
    }
}

/// Whether any statement of the function before `before` binds `name`.
pub fn bound_before(cx: &FixContext, path: &[&Stmt], name: &str, before: TextRange) -> bool {
    let body = enclosing_body(cx, path);
    let mut found = false;
    let mut check = |t: &Expr| {
        let mut names = Vec::new();
        crate::model::expr::target_names(t, &mut names);
        names.iter().any(|n| n.as_str() == name)
    };
    struct Binds<'f> {
        check: &'f mut dyn FnMut(&Expr) -> bool,
        before: TextRange,
        found: &'f mut bool,
    }
    impl<'a> ruff_python_ast::statement_visitor::StatementVisitor<'a> for Binds<'_> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if stmt.start() >= self.before.start() {
                return;
            }
            match stmt {
                Stmt::Assign(a) => *self.found |= a.targets.iter().any(|t| (self.check)(t)),
                Stmt::AnnAssign(a) => *self.found |= (self.check)(&a.target),
                Stmt::AugAssign(a) => *self.found |= (self.check)(&a.target),
                Stmt::For(f) => *self.found |= (self.check)(&f.target),
                _ => {}
            }
            if !matches!(stmt, Stmt::FunctionDef(_) | Stmt::ClassDef(_)) {
                ruff_python_ast::statement_visitor::walk_stmt(self, stmt);
            }
        }
    }
    let mut binds = Binds {
        check: &mut check,
        before,
        found: &mut found,
    };
    ruff_python_ast::statement_visitor::StatementVisitor::visit_body(&mut binds, body);
    let params = locate::enclosing_function(path).is_some_and(|f| f.parameters.includes(name));
    found || params
}

/// Whether `name` is read after the end of `range` in the enclosing function.
pub fn read_after(cx: &FixContext, path: &[&Stmt], name: &str, range: TextRange) -> bool {
    let body = enclosing_body(cx, path);
    let mut from = range.end();
    // The statements after the loop in its own block: a plain assignment to the name there
    // (`p = ...`) ends the old value; a later `for p in ...` rebinds it before its body reads it.
    let loop_stmt = path.iter().copied().find(|s| s.range() == range);
    let block = loop_stmt.and_then(|s| crate::model::tree::block_holding(cx.module, path, s));
    let after: Vec<&Stmt> = block
        .unwrap_or_default()
        .iter()
        .filter(|s| s.start() >= range.end())
        .collect();
    match first_use(&after, name) {
        FirstUse::Read => return true,
        FirstUse::Bound => return false,
        FirstUse::Neither => {}
    }
    if let Some(last) = after.last() {
        from = last.end();
    }
    crate::model::expr::any_expr_in_body(
        body,
        |e| matches!(e, Expr::Name(n) if n.id.as_str() == name && n.start() >= from),
    )
}

/// What a run of statements does first with a name's old value.
enum FirstUse {
    Read,
    Bound,
    Neither,
}

/// Whether `stmts` read the name before a plain assignment rebinds it. A `for` loop over the
/// name (`for p in ...`) or one whose body rebinds it may run no iteration, so the old value
/// lives on after it unless its header or body read it first.
fn first_use(stmts: &[&Stmt], name: &str) -> FirstUse {
    use crate::model::expr::{any_expr, any_expr_in_body};
    let is_name = |e: &Expr| matches!(e, Expr::Name(n) if n.id.as_str() == name);
    let binds = |target: &Expr| matches!(target, Expr::Name(t) if t.id.as_str() == name);
    for stmt in stmts {
        match stmt {
            Stmt::Assign(a) if matches!(a.targets.as_slice(), [t] if binds(t)) => {
                return if any_expr(&a.value, is_name) {
                    FirstUse::Read
                } else {
                    FirstUse::Bound
                };
            }
            Stmt::For(f) => {
                if any_expr(&f.iter, is_name) || any_expr_in_body(&f.orelse, is_name) {
                    return FirstUse::Read;
                }
                if !binds(&f.target) {
                    let body: Vec<&Stmt> = f.body.iter().collect();
                    if matches!(first_use(&body, name), FirstUse::Read) {
                        return FirstUse::Read;
                    }
                }
            }
            other => {
                if any_expr_in_body(std::slice::from_ref(other), is_name) {
                    return FirstUse::Read;
                }
            }
        }
    }
    FirstUse::Neither
}

/// The text of a call's argument that replaces the call (`float(x)` → `x`): parenthesized
/// when it spans lines, which only the call's parentheses held together.
pub fn unwrapped(cx: &FixContext, arg: &Expr) -> String {
    let text = cx.text(arg.range());
    if text.contains(['\n', '\r']) {
        format!("({text})")
    } else {
        text.to_string()
    }
}

/// An expression's text as an operand of `+`/`-`: parenthesized unless it is a name, a number,
/// an attribute, a call or a subscript.
pub fn operand_text(cx: &FixContext, e: &Expr) -> String {
    let text = unwrapped(cx, e);
    match e {
        Expr::Name(_)
        | Expr::NumberLiteral(_)
        | Expr::Attribute(_)
        | Expr::Call(_)
        | Expr::Subscript(_) => text,
        _ => format!("({text})"),
    }
}

/// The statement's text without its trailing newline, for moving it elsewhere.
pub fn stmt_text<'t>(cx: &'t FixContext, stmt: &Stmt) -> &'t str {
    cx.text(stmt.range())
}

/// An insertion of `line` (already indented, no newline) on its own line before `stmt`'s line.
pub fn insert_line_before(cx: &FixContext, stmt: &Stmt, line: &str) -> Edit {
    let at = locate::line_start(&cx.source.text, stmt.start());
    Edit::insertion(format!("{line}{}", cx.newline()), at)
}

/// An insertion of `line` on its own line after the whole of `stmt` (after a loop's `else:`).
pub fn insert_line_after(cx: &FixContext, stmt: &Stmt, line: &str) -> Edit {
    insert_text_after(cx, stmt, &format!("{line}{}", cx.newline()))
}

/// Inserts whole lines (`text` ends with a newline) after the line `stmt` ends on; at the end
/// of a file without a final newline, one is added first.
pub fn insert_text_after(cx: &FixContext, stmt: &Stmt, text: &str) -> Edit {
    let at = locate::next_line_start(&cx.source.text, stmt.end());
    let needs_newline =
        at.to_usize() == cx.source.text.len() && !cx.source.text.ends_with(['\n', '\r']);
    let lead = if needs_newline { cx.newline() } else { "" };
    Edit::insertion(format!("{lead}{text}"), at)
}

/// Deletes a statement alone on its lines, or replaces it with `pass` when it is the only
/// statement of its block. `None` when a comment or another statement shares its lines.
pub fn remove_statement(cx: &FixContext, stmt: &Stmt, block: &[Stmt]) -> Option<Edit> {
    if !locate::owns_its_lines(&cx.source.text, stmt.range())
        || locate::has_comment(cx, stmt.range())
    {
        return None;
    }
    if block.len() == 1 {
        return Some(Edit::range_replacement("pass".to_string(), stmt.range()));
    }
    locate::delete_statement(&cx.source.text, stmt.range())
}

/// The call starting exactly at `offset` inside `stmt`.
pub fn find_call(
    stmt: &Stmt,
    offset: ruff_text_size::TextSize,
) -> Option<&ruff_python_ast::ExprCall> {
    find_call_where(stmt, |c| c.start() == offset)
}

/// The innermost call whose arguments contain `offset` (for a keyword argument's call).
pub fn find_call_containing(
    stmt: &Stmt,
    offset: ruff_text_size::TextSize,
) -> Option<&ruff_python_ast::ExprCall> {
    find_call_where(stmt, |c| c.arguments.range().contains(offset))
}

fn find_call_where(
    stmt: &Stmt,
    pred: impl Fn(&ruff_python_ast::ExprCall) -> bool,
) -> Option<&ruff_python_ast::ExprCall> {
    match find_expr_where(stmt, |e| matches!(e, Expr::Call(c) if pred(c)))? {
        Expr::Call(c) => Some(c),
        _ => None,
    }
}

/// The innermost expression inside `stmt` for which `pred` holds.
pub fn find_expr_where(stmt: &Stmt, pred: impl Fn(&Expr) -> bool) -> Option<&Expr> {
    struct F<'a, P> {
        pred: P,
        found: Option<&'a Expr>,
    }
    impl<'a, P: Fn(&Expr) -> bool> Visitor<'a> for F<'a, P> {
        fn visit_expr(&mut self, e: &'a Expr) {
            if (self.pred)(e) {
                self.found = Some(e); // keep going: the innermost match wins
            }
            visitor::walk_expr(self, e);
        }
    }
    let mut f = F { pred, found: None };
    f.visit_stmt(stmt);
    f.found
}

/// The source of `expr` with `replacements` spliced in, ready to stand anywhere an expression
/// can: an expression's range leaves out its own parentheses, so one that spans lines gets them
/// back.
pub fn rewritten_expr(
    cx: &FixContext,
    expr: &ruff_python_ast::Expr,
    replacements: &[(TextRange, String)],
) -> String {
    let text = splice(cx.text(expr.range()), expr.range().start(), replacements);
    if text.contains(['\n', '\r']) {
        format!("({text})")
    } else {
        text
    }
}

/// `text` (starting at offset `base`) with non-overlapping replacements spliced in.
pub fn splice(
    text: &str,
    base: ruff_text_size::TextSize,
    replacements: &[(TextRange, String)],
) -> String {
    let mut sorted: Vec<&(TextRange, String)> = replacements.iter().collect();
    sorted.sort_by_key(|(r, _)| r.start());
    let mut out = String::new();
    let mut cursor = 0usize;
    for (range, replacement) in sorted {
        let start = (range.start() - base).to_usize();
        let end = (range.end() - base).to_usize();
        if start < cursor {
            continue;
        }
        out.push_str(&text[cursor..start]);
        out.push_str(replacement);
        cursor = end;
    }
    out.push_str(&text[cursor..]);
    out
}

/// The NumPy ufunc for a `math` function called with `args` arguments that works elementwise:
/// not `math.log(x, base)` or `math.hypot(x, y, z)`, whose extra argument NumPy takes as `out`.
pub fn math_to_numpy(name: &str, args: usize) -> Option<&'static str> {
    let arity = match name {
        "atan2" | "hypot" | "pow" | "copysign" => 2,
        _ => 1,
    };
    if args != arity {
        return None;
    }
    Some(match name {
        "sqrt" => "sqrt",
        "exp" => "exp",
        "log" => "log",
        "log10" => "log10",
        "log2" => "log2",
        "log1p" => "log1p",
        "expm1" => "expm1",
        "sin" => "sin",
        "cos" => "cos",
        "tan" => "tan",
        "asin" => "arcsin",
        "acos" => "arccos",
        "atan" => "arctan",
        "atan2" => "arctan2",
        "sinh" => "sinh",
        "cosh" => "cosh",
        "tanh" => "tanh",
        "fabs" => "abs",
        "floor" => "floor",
        "ceil" => "ceil",
        "hypot" => "hypot",
        "pow" => "power",
        "copysign" => "copysign",
        "degrees" => "degrees",
        "radians" => "radians",
        "isfinite" => "isfinite",
        "isnan" => "isnan",
        "isinf" => "isinf",
        _ => return None,
    })
}

/// A renderer of elementwise value expressions (RR-loop slices operands, RR-where keeps them).
pub trait Elementwise {
    fn value(&mut self, e: &Expr) -> Option<String>;
}

/// A test as an elementwise boolean expression: `and`→`&`, `or`→`|`, `not`→`~` (parenthesized),
/// chained comparisons split; `is`/`in` comparisons have no elementwise form.
pub fn condition<R: Elementwise>(r: &mut R, expr: &Expr) -> Option<String> {
    use ruff_python_ast as ast;
    match expr {
        Expr::BoolOp(b) => {
            let op = if b.op == ast::BoolOp::And {
                " & "
            } else {
                " | "
            };
            let parts: Option<Vec<String>> = b
                .values
                .iter()
                .map(|v| truth(r, v).map(|c| format!("({c})")))
                .collect();
            Some(parts?.join(op))
        }
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => {
            let operand = condition(r, &u.operand)?;
            Some(if is_test(&u.operand) {
                format!("~({operand})")
            } else {
                format!("{operand} == 0")
            })
        }
        Expr::Compare(c)
            if c.ops.iter().any(|op| {
                matches!(
                    op,
                    ast::CmpOp::Is | ast::CmpOp::IsNot | ast::CmpOp::In | ast::CmpOp::NotIn
                )
            }) =>
        {
            None
        }
        Expr::Compare(c) if c.ops.len() > 1 => {
            let mut operands = vec![c.left.as_ref()];
            operands.extend(c.comparators.iter());
            let mut parts = Vec::new();
            for (k, op) in c.ops.iter().enumerate() {
                parts.push(format!(
                    "({} {} {})",
                    r.value(operands[k])?,
                    op.as_str(),
                    r.value(operands[k + 1])?
                ));
            }
            Some(parts.join(" & "))
        }
        e => r.value(e),
    }
}

/// An operand of `and`/`or` as a boolean array: `&`, `|` and `~` are bitwise on numbers
/// (`True & 2` is 0, `~1` is -2), so a value tested for its truth becomes `value != 0` (a NaN is
/// true, as `bool()` has it) unless it is a comparison or a test already.
pub fn truth<R: Elementwise>(r: &mut R, expr: &Expr) -> Option<String> {
    let text = condition(r, expr)?;
    Some(if is_test(expr) {
        text
    } else {
        format!("{text} != 0")
    })
}

/// Whether an expression is already a boolean test (a comparison, `and`/`or`/`not`, `np.isnan`...).
pub fn is_test(expr: &Expr) -> bool {
    use ruff_python_ast as ast;
    match expr {
        Expr::Compare(_) | Expr::BoolOp(_) => true,
        Expr::UnaryOp(u) => u.op == ast::UnaryOp::Not,
        Expr::Call(call) => matches!(&*call.func, Expr::Attribute(a) if matches!(
            a.attr.id.as_str(),
            "isnan" | "isinf" | "isfinite" | "isclose" | "signbit" | "isreal"
                | "logical_and" | "logical_or" | "logical_not" | "logical_xor"
        )),
        _ => false,
    }
}

pub use crate::model::tree::all_statements;

/// The source of `e` as a call argument: `yield v` and `x := v` (whose ranges leave out their
/// parentheses) are parenthesized again.
pub fn argument_text(cx: &FixContext, e: &Expr) -> String {
    let text = cx.text(e.range());
    match e {
        Expr::Yield(_) | Expr::YieldFrom(_) | Expr::Named(_) => format!("({text})"),
        Expr::Generator(g) if !g.parenthesized => format!("({text})"),
        _ => text.to_string(),
    }
}

/// The arguments of a plain `range(...)` call (no keywords, no `*args`).
pub fn range_arguments(iter: &Expr) -> Option<&[Expr]> {
    let Expr::Call(call) = iter else { return None };
    // Bounds are copied into slices and comparisons: only expressions that stay one operand
    // there (not a lambda, conditional, walrus, yield or starred argument).
    let plain = crate::model::expr::builtin_name(&call.func) == Some("range")
        && call.arguments.keywords.is_empty()
        && !call.arguments.args.iter().any(|a| {
            matches!(
                a,
                Expr::Starred(_)
                    | Expr::Lambda(_)
                    | Expr::If(_)
                    | Expr::Named(_)
                    | Expr::Yield(_)
                    | Expr::YieldFrom(_)
            )
        });
    plain.then_some(&call.arguments.args[..])
}

/// The statement a finding was reported in (by its statement start) and the path to it.
pub fn reported_statement<'a>(
    cx: &FixContext<'a>,
    finding: &Finding,
) -> Result<(&'a Stmt, Vec<&'a Stmt>), super::Declined> {
    let offset = ruff_text_size::TextSize::from(finding.stmt_start);
    let path = locate::statement_path(cx.module, offset);
    let stmt = *path
        .iter()
        .rev()
        .find(|s| s.start() == offset)
        .ok_or(super::Declined(super::reasons::NOT_LOCATED))?;
    Ok((stmt, path))
}

/// `name` is provably an ndarray where `path` leads: an `np.ndarray`/`NDArray` annotation, or every
/// binding in the function a NumPy call (a parameter only once `name = np.asarray(name)` opened
/// the function). Used as an array elsewhere (subscripted in a loop) is not proof: a sparse matrix
/// or a list is used the same way and behaves differently under a rewrite.
pub fn proven_ndarray(cx: &FixContext, path: &[&Stmt], name: &str) -> bool {
    let function = locate::enclosing_function(path);
    if let Some(f) = function {
        let annotated = f.parameters.iter().any(|p| {
            p.name().id.as_str() == name
                && p.annotation()
                    .is_some_and(crate::model::annotation_is_ndarray)
        });
        if annotated {
            return true;
        }
        if f.parameters.includes(name) && !converted_first(cx, f, name, path) {
            return false;
        }
    }
    let scope = function
        .and_then(|f| cx.model.scope_at(f.range.start()))
        .unwrap_or(0);
    bound_only_to_numpy_results(cx, scope, name, &mut Vec::new())
}

/// Every binding of `name` in `scope` is a NumPy result, another name bound only to them
/// (`prey = new` after `new = np.empty(n)`: a buffer swap), or an in-place update; a parameter
/// counts when it is converted first (checked by the caller).
fn bound_only_to_numpy_results(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    name: &str,
    seen: &mut Vec<String>,
) -> bool {
    if seen.iter().any(|s| s == name) {
        return true; // `a = b` … `b = a`: the cycle adds no other value
    }
    seen.push(name.to_string());
    let bindings = cx.model.bindings_of(scope, name);
    let mut values = 0;
    let proven = bindings.iter().all(|b| match b {
        Bound::Value(Expr::Name(other)) if seen.len() < 8 => {
            values += 1;
            !cx.model.is_parameter(scope, other.id.as_str())
                && bound_only_to_numpy_results(cx, scope, other.id.as_str(), seen)
        }
        Bound::Value(v) => {
            values += 1;
            numpy_result_within(cx, v, 0, Some(scope), seen)
        }
        Bound::Augmented(_) | Bound::Parameter { .. } => true,
        _ => false,
    });
    proven && values > 0
}

fn is_numpy_call(cx: &FixContext, value: &Expr) -> bool {
    numpy_result_within(cx, value, 0, None, &mut Vec::new())
}

/// [`is_numpy_call`], giving up past a nesting no real program has. With a scope, a name in the
/// arithmetic counts when it is bound only to NumPy results there (`tmin + np.linspace(...)`).
fn numpy_result_within(
    cx: &FixContext,
    value: &Expr,
    depth: u32,
    scope: Option<crate::model::ScopeId>,
    seen: &mut Vec<String>,
) -> bool {
    if depth > 32 {
        return false;
    }
    if let (Expr::Name(n), Some(scope)) = (value, scope) {
        return depth > 0
            && !cx.model.is_parameter(scope, n.id.as_str())
            && bound_only_to_numpy_results(cx, scope, n.id.as_str(), seen);
    }
    const ARRAY_METHODS: [&str; 8] = [
        "reshape",
        "astype",
        "copy",
        "ravel",
        "flatten",
        "transpose",
        "swapaxes",
        "squeeze",
    ];
    // `np.sin(t) * np.linspace(1, 2, n)`: arithmetic of NumPy results and numbers.
    if let Expr::BinOp(b) = value {
        let number = |e: &Expr| matches!(e, Expr::NumberLiteral(_)) || is_numpy_constant(cx, e);
        // Each side examined once: a chain of operators would otherwise take exponential time.
        return match (number(&b.left), number(&b.right)) {
            (true, true) => false,
            (true, false) => numpy_result_within(cx, &b.right, depth + 1, scope, seen),
            (false, true) => numpy_result_within(cx, &b.left, depth + 1, scope, seen),
            (false, false) => {
                numpy_result_within(cx, &b.left, depth + 1, scope, seen)
                    && numpy_result_within(cx, &b.right, depth + 1, scope, seen)
            }
        };
    }
    // `rng.random((n, n)) < 0.1`: one comparison of a NumPy result with a number or another
    // (a chain of them would test an array's truth and raise).
    if let Expr::Compare(c) = value {
        let [op] = &*c.ops else { return false };
        let [right] = &*c.comparators else {
            return false;
        };
        let ordered = !matches!(
            op,
            ruff_python_ast::CmpOp::Is
                | ruff_python_ast::CmpOp::IsNot
                | ruff_python_ast::CmpOp::In
                | ruff_python_ast::CmpOp::NotIn
        );
        let number = |e: &Expr| matches!(e, Expr::NumberLiteral(_)) || is_numpy_constant(cx, e);
        return ordered
            && match (number(&c.left), number(right)) {
                (true, true) => false,
                (true, false) => numpy_result_within(cx, right, depth + 1, scope, seen),
                (false, true) => numpy_result_within(cx, &c.left, depth + 1, scope, seen),
                (false, false) => {
                    numpy_result_within(cx, &c.left, depth + 1, scope, seen)
                        && numpy_result_within(cx, right, depth + 1, scope, seen)
                }
            };
    }
    let Expr::Call(c) = value else { return false };
    if cx
        .model
        .numpy_call_name(&c.func)
        .is_some_and(makes_plain_ndarray)
    {
        return true;
    }
    // `np.linspace(0, 1, 24).reshape(6, 4)`: an ndarray method on one returns one.
    matches!(c.func.as_ref(), Expr::Attribute(a)
        if ARRAY_METHODS.contains(&a.attr.id.as_str()) && numpy_result_within(cx, &a.value, depth + 1, scope, seen))
}

/// `np.pi`, `np.e`...: a NumPy number.
fn is_numpy_constant(cx: &FixContext, e: &Expr) -> bool {
    matches!(e, Expr::Attribute(_))
        && cx.model.imports.qualified_name(e).is_some_and(|q| {
            matches!(
                q.as_str(),
                "numpy.pi" | "numpy.e" | "numpy.inf" | "numpy.nan"
            )
        })
}

/// A NumPy function whose result is a plain ndarray: not a masked array, record array, char
/// array or matrix, which index and store differently.
fn makes_plain_ndarray(name: &str) -> bool {
    const SUBCLASSES: [&str; 4] = ["numpy.ma.", "numpy.rec.", "numpy.char.", "numpy.matrixlib."];
    const MATRICES: [&str; 4] = ["numpy.matrix", "numpy.asmatrix", "numpy.bmat", "numpy.mat"];
    !SUBCLASSES.iter().any(|p| name.starts_with(p)) && !MATRICES.contains(&name)
}

/// `a = np.asarray(a, ...)` at the top of the function body, before the statement holding
/// `path`'s end: the parameter is an array from there on.
fn converted_first(
    cx: &FixContext,
    function: &ruff_python_ast::StmtFunctionDef,
    name: &str,
    path: &[&Stmt],
) -> bool {
    let Some(holder) = function
        .body
        .iter()
        .find(|s| path.iter().any(|p| std::ptr::eq(*p, *s)))
    else {
        return false;
    };
    function
        .body
        .iter()
        .take_while(|s| !std::ptr::eq(*s, holder))
        .any(|s| {
            matches!(s, Stmt::Assign(a) if matches!(a.targets.as_slice(), [Expr::Name(t)] if t.id.as_str() == name)
                && is_numpy_call(cx, &a.value))
        })
}

/// A `break` of this loop or a `return` in its body (not in nested functions; a nested loop's
/// `break` is its own).
pub fn exits_early(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::Break(_) | Stmt::Return(_) => true,
        Stmt::FunctionDef(_) | Stmt::ClassDef(_) => false,
        Stmt::For(_) | Stmt::While(_) => returns_in(s),
        s => crate::model::tree::child_blocks(s)
            .into_iter()
            .any(exits_early),
    })
}

/// A `return` anywhere in the statement (not in nested functions).
fn returns_in(stmt: &Stmt) -> bool {
    crate::model::tree::all_statements(std::slice::from_ref(stmt))
        .iter()
        .any(|s| matches!(s, Stmt::Return(_)))
}

/// An integer the source fixes: a literal, a name bound once to one (`GUARD = 4`, at module level
/// too), or a sum, difference or product of those (`half = GUARD + TRAIN`).
/// Python's `l // r`: rounded towards negative infinity.
fn floor_div(l: i64, r: i64) -> Option<i64> {
    let q = l.checked_div(r)?;
    let inexact = l.checked_rem(r)? != 0;
    Some(if inexact && (l < 0) != (r < 0) {
        q - 1
    } else {
        q
    })
}

pub fn const_int(cx: &FixContext, e: &Expr, depth: u32) -> Option<i64> {
    if depth > 4 {
        return None;
    }
    match e {
        Expr::Name(n) => {
            let scope = cx.model.scope_containing(n.range);
            let name = n.id.as_str();
            if let Some(v) = cx.model.int_constant(scope, name) {
                return Some(v);
            }
            match cx.model.bindings_of(scope, name).as_slice() {
                [crate::model::Bound::Value(v)] => const_int(cx, v, depth + 1),
                _ => None,
            }
        }
        Expr::BinOp(b) => {
            let (l, r) = (
                const_int(cx, &b.left, depth + 1)?,
                const_int(cx, &b.right, depth + 1)?,
            );
            match b.op {
                ruff_python_ast::Operator::Add => l.checked_add(r),
                ruff_python_ast::Operator::Sub => l.checked_sub(r),
                ruff_python_ast::Operator::Mult => l.checked_mul(r),
                ruff_python_ast::Operator::FloorDiv => floor_div(l, r),
                _ => None,
            }
        }
        Expr::UnaryOp(u) if u.op == ruff_python_ast::UnaryOp::USub => {
            const_int(cx, &u.operand, depth + 1)?.checked_neg()
        }
        e => crate::model::expr::int_literal(e),
    }
}

/// Whether a statement (not the statements nested in it) binds `name`.
pub fn statement_binds(stmt: &Stmt, name: &str) -> bool {
    let mut names = Vec::new();
    match stmt {
        Stmt::Assign(a) => a
            .targets
            .iter()
            .for_each(|t| crate::model::expr::target_names(t, &mut names)),
        Stmt::AugAssign(a) => crate::model::expr::target_names(&a.target, &mut names),
        Stmt::AnnAssign(a) => crate::model::expr::target_names(&a.target, &mut names),
        Stmt::For(f) => crate::model::expr::target_names(&f.target, &mut names),
        Stmt::With(w) => w
            .items
            .iter()
            .filter_map(|i| i.optional_vars.as_deref())
            .for_each(|t| crate::model::expr::target_names(t, &mut names)),
        Stmt::Delete(d) => d
            .targets
            .iter()
            .for_each(|t| crate::model::expr::target_names(t, &mut names)),
        _ => {}
    }
    names.iter().any(|n| n.as_str() == name)
}

/// `x[::2].flags`, or `kept = x[::2]` … `kept.strides` / `np.shares_memory(kept, x)` /
/// `np.nditer(kept)`: code that asks about (or iterates in) the layout of the value at `value` (tests of layout handling) — a rewrite that
/// changes the layout (a gather, a dropped `order=`) changes the answer.
pub fn layout_inspected(cx: &FixContext, path: &[&Stmt], stmt: &Stmt, value: TextRange) -> bool {
    let inspects = |body: &[Stmt], is_value: &dyn Fn(&Expr) -> bool| {
        crate::model::expr::any_expr_in_body(body, |e| match e {
            Expr::Attribute(a) => {
                matches!(a.attr.as_str(), "flags" | "strides" | "base" | "data")
                    && is_value(&a.value)
            }
            Expr::Call(c) => {
                cx.model.numpy_call_name(&c.func).is_some_and(|n| {
                    matches!(
                        n,
                        "numpy.shares_memory"
                            | "numpy.may_share_memory"
                            | "numpy.isfortran"
                            // Iterates in memory order by default (`order="K"`).
                            | "numpy.nditer"
                    )
                    // `np.shares_memory(cls(x[1::3]), x)`: the value wrapped in a view.
                }) && c
                    .arguments
                    .args
                    .iter()
                    .any(|a| crate::model::expr::any_expr(a, is_value))
            }
            _ => false,
        })
    };
    value_or_its_name(cx, path, stmt, value, false, &|body, is_value| {
        inspects(body, is_value)
    })
}

/// A search of a block for uses of a value, given how to recognise the value.
type FoundIn<'f> = dyn Fn(&[Stmt], &dyn Fn(&Expr) -> bool) -> bool + 'f;

/// `found` on the statement with the value at `value`, or — when the statement binds the value
/// to a name (`kept = x[::2]`) — on the enclosing function's body with that name as the value
/// (only its uses after the statement when `after_only`).
fn value_or_its_name(
    cx: &FixContext,
    path: &[&Stmt],
    stmt: &Stmt,
    value: TextRange,
    after_only: bool,
    found: &FoundIn<'_>,
) -> bool {
    let is_value = |e: &Expr| e.range() == value;
    if found(std::slice::from_ref(stmt), &is_value) {
        return true;
    }
    let Stmt::Assign(a) = stmt else { return false };
    let ([Expr::Name(kept)], true) = (a.targets.as_slice(), in_receiver_chain(&a.value, &is_value))
    else {
        return false;
    };
    let is_kept = |e: &Expr| matches!(e, Expr::Name(n) if n.id == kept.id && (!after_only || n.start() >= stmt.end()));
    found(enclosing_body(cx, path), &is_kept)
}

/// `value` itself, or the receiver of a chain of attributes, method calls and subscripts on it
/// (`x[:, ::2].squeeze()`, `np.zeros(n, order="F")[::2].T`): a name bound to the chain may still
/// be a view of the value.
fn in_receiver_chain(e: &Expr, is_value: &dyn Fn(&Expr) -> bool) -> bool {
    if is_value(e) {
        return true;
    }
    match e {
        Expr::Call(c) => match c.func.as_ref() {
            Expr::Attribute(a) => in_receiver_chain(&a.value, is_value),
            _ => false,
        },
        Expr::Attribute(a) => in_receiver_chain(&a.value, is_value),
        Expr::Subscript(s) => in_receiver_chain(&s.value, is_value),
        _ => false,
    }
}

/// `ab = np.zeros(..., order="F")` … `_dierckx.fill(x, ab.T)`: the value at `value` (or its
/// transpose, directly or through the name the statement binds it to) is an argument of a call
/// that is neither NumPy's nor a plain builtin — compiled code that may require that layout, or
/// write through it, so a rewrite that changes the layout changes what that code does.
pub fn passed_to_other_code(
    cx: &FixContext,
    path: &[&Stmt],
    stmt: &Stmt,
    value: TextRange,
) -> bool {
    let passes = |body: &[Stmt], is_value: &dyn Fn(&Expr) -> bool| {
        let is_value_or_transpose = |e: &Expr| match e {
            Expr::Attribute(a) if a.attr.as_str() == "T" => is_value(&a.value),
            e => is_value(e),
        };
        crate::model::expr::any_expr_in_body(body, |e| {
            let Expr::Call(c) = e else { return false };
            let passed = c.arguments.args.iter().any(is_value_or_transpose)
                || c.arguments
                    .keywords
                    .iter()
                    .any(|k| is_value_or_transpose(&k.value));
            passed && !numpy_or_builtin(cx, c)
        })
    };
    // Uses after the binding: before it, the name may hold something else (`a = a.copy(...)`).
    value_or_its_name(cx, path, stmt, value, true, &|body, is_value| {
        passes(body, is_value)
    })
}

fn numpy_or_builtin(cx: &FixContext, call: &ruff_python_ast::ExprCall) -> bool {
    const BUILTINS: &[&str] = &[
        "print",
        "len",
        "repr",
        "str",
        "isinstance",
        "type",
        "id",
        "float",
        "int",
        "abs",
        "min",
        "max",
        "sum",
        "sorted",
        "list",
        "tuple",
        "bool",
    ];
    cx.model.numpy_call_name(&call.func).is_some()
        || matches!(call.func.as_ref(), Expr::Name(n) if BUILTINS.contains(&n.id.as_str()))
}

/// Attributes of `numpy.ndarray` (NumPy 1.x and 2.x, public).
const NDARRAY_ATTRIBUTES: &[&str] = &[
    "T",
    "all",
    "any",
    "argmax",
    "argmin",
    "argpartition",
    "argsort",
    "astype",
    "base",
    "byteswap",
    "choose",
    "clip",
    "compress",
    "conj",
    "conjugate",
    "copy",
    "ctypes",
    "cumprod",
    "cumsum",
    "data",
    "device",
    "diagonal",
    "dot",
    "dtype",
    "dump",
    "dumps",
    "fill",
    "flags",
    "flat",
    "flatten",
    "getfield",
    "imag",
    "item",
    "itemset",
    "itemsize",
    "mT",
    "max",
    "mean",
    "min",
    "nbytes",
    "ndim",
    "newbyteorder",
    "nonzero",
    "partition",
    "prod",
    "ptp",
    "put",
    "ravel",
    "real",
    "repeat",
    "reshape",
    "resize",
    "round",
    "searchsorted",
    "setfield",
    "setflags",
    "shape",
    "size",
    "sort",
    "squeeze",
    "std",
    "strides",
    "sum",
    "swapaxes",
    "take",
    "to_device",
    "tobytes",
    "tofile",
    "tolist",
    "tostring",
    "trace",
    "transpose",
    "var",
    "view",
];

/// `A.toarray()`, `df.iloc`, `m.nnz`: somewhere in the function `name` has an attribute that no
/// ndarray has — it holds another kind of object (a sparse matrix, a DataFrame, a list), which
/// an index-array or mask rewrite does not treat as NumPy does.
pub fn used_as_non_ndarray(cx: &FixContext, path: &[&Stmt], name: &str) -> bool {
    crate::model::expr::any_expr_in_body(enclosing_body(cx, path), |e| {
        matches!(e, Expr::Attribute(a)
            if matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == name)
                && !a.attr.as_str().starts_with("__")
                && !NDARRAY_ATTRIBUTES.contains(&a.attr.as_str()))
    })
}

/// `pytest.raises(ValueError, f, x[::2])`, `with pytest.raises(...): f(v)` with `v = x[::2]`:
/// the value at `value` (or the name the statement binds it to) is what a test expects to make
/// code fail — a rewrite that gives it another form (a contiguous copy) can stop the failure.
pub fn expected_to_fail(cx: &FixContext, path: &[&Stmt], stmt: &Stmt, value: TextRange) -> bool {
    let is_raises = |func: &Expr| {
        let last = match func {
            Expr::Attribute(a) => a.attr.as_str(),
            Expr::Name(n) => n.id.as_str(),
            _ => return false,
        };
        let lower = last.to_ascii_lowercase();
        lower.ends_with("raises")
            || lower.contains("raises_regex")
            || lower.ends_with("raisesregex")
    };
    let inside_raises = path.iter().any(|s| {
        matches!(s, Stmt::With(w) if w.items.iter().any(|item| {
            matches!(&item.context_expr, Expr::Call(c) if is_raises(&c.func))
        }))
    });
    if inside_raises {
        return true;
    }
    // A call `pytest.raises(E, f, v)` that passes the value, or a later `with pytest.raises(...)`
    // block that reads it.
    let fails = |body: &[Stmt], is_value: &dyn Fn(&Expr) -> bool| {
        let passed = crate::model::expr::any_expr_in_body(body, |e| {
            matches!(e, Expr::Call(c) if is_raises(&c.func)
                && (c.arguments.args.iter().any(is_value)
                    || c.arguments.keywords.iter().any(|k| is_value(&k.value))))
        });
        passed
            || crate::model::tree::all_statements(body)
                .into_iter()
                .any(|s| {
                    matches!(s, Stmt::With(w) if w.start() >= stmt.end()
                    && w.items.iter().any(|item| {
                        matches!(&item.context_expr, Expr::Call(c) if is_raises(&c.func))
                    })
                    && crate::model::expr::any_expr_in_body(&w.body, is_value))
                })
    };
    value_or_its_name(cx, path, stmt, value, true, &fails)
}

/// Every binding of `name` in the scope it is used in is a value `wanted` accepts (and there is
/// at least one): `keep = []` for a list the code only appends to.
pub fn bound_only_to(
    cx: &FixContext,
    name: &ruff_python_ast::ExprName,
    wanted: impl Fn(&Expr) -> bool,
) -> bool {
    let scope = cx.model.scope_containing(name.range());
    let values = cx.model.bound_values(scope, name.id.as_str());
    !values.is_empty()
        && cx.model.binding_count(scope, name.id.as_str()) == values.len() as u32
        && values.iter().all(|v| wanted(v))
}

/// A length or an axis size: `len(x)`, `x.shape[1]`.
pub fn is_size(e: &Expr) -> bool {
    match e {
        Expr::Call(call) => {
            crate::model::expr::builtin_name(&call.func) == Some("len")
                && call.arguments.args.len() == 1
        }
        Expr::Subscript(sub) => {
            matches!(sub.value.as_ref(), Expr::Attribute(a) if a.attr.id.as_str() == "shape")
                && crate::model::expr::int_literal(&sub.slice).is_some()
        }
        _ => false,
    }
}

/// A count the caller states rather than one computed from an array's extent: an integer
/// literal, a parameter never rebound, a name bound once to one of those (`N_ACT = 32`), or
/// such a `total // size` for the loop's own `size`, as written (`weeks = N_DAYS // 7`).
pub fn given_count(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    count: &Expr,
    size: Option<&str>,
) -> bool {
    given_count_at(cx, scope, count, size, 0)
}

fn given_count_at(
    cx: &FixContext,
    scope: crate::model::ScopeId,
    count: &Expr,
    size: Option<&str>,
    depth: u32,
) -> bool {
    // `N_HOURS // 24` with `N_HOURS = 24 * 60`: integer arithmetic of constants.
    if const_int(cx, count, 0).is_some_and(|k| k >= 0) {
        return true;
    }
    match count {
        Expr::NumberLiteral(_) => false,
        // Not `other.shape[0] // t`: an extent of another array is not a count given.
        Expr::BinOp(b) if b.op == ruff_python_ast::Operator::FloorDiv => {
            size.is_some_and(|size| cx.text(b.right.range()) == size)
                && given_count_at(cx, scope, &b.left, None, depth + 1)
        }
        Expr::Name(n) if depth < 4 => {
            let model = cx.model;
            let bindings = model.bindings_of(scope, n.id.as_str());
            match bindings.as_slice() {
                [Bound::Parameter { .. }] => model.is_parameter(scope, n.id.as_str()),
                [Bound::Value(v)] => given_count_at(cx, scope, v, size, depth + 1),
                _ => false,
            }
        }
        _ => false,
    }
}
