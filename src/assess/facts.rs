//! What the assessment needs from one file beyond its findings: the NumPy APIs it calls, the
//! compute patterns Gate 4 looks for, the host-library calls Gate 5 weighs, and the array sizes its
//! module-level constants imply. A pure function of the parsed module and its model.

use rustc_hash::{FxHashMap, FxHashSet};

use ruff_python_ast::{
    self as ast,
    name::Name,
    visitor::{self, Visitor},
    Expr, ModModule, Stmt,
};
use ruff_text_size::{Ranged, TextRange};

use crate::model::expr::{builtin_name, int_literal, keyword, method_call};
use crate::model::{api, Kind, LoopKind, Model, ScopeId};
use crate::source::SourceFile;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiCall {
    /// `numpy.std`, `numpy.linalg.qr`, `numpy.ndarray.astype` (short names are stored inline).
    pub name: Name,
    pub line: usize,
    pub hot: bool,
    pub in_main: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pattern {
    Sparse,
    Graph,
    MachineLearning,
    ModelFit,
    Strings,
    Recurrence,
    EventQueue,
    EventClock,
}

impl Pattern {
    pub fn describe(self) -> &'static str {
        match self {
            Pattern::Sparse => "sparse matrices (scipy.sparse)",
            Pattern::Graph => "graph traversal (networkx neighbours, a frontier queue and visited set, or pointer chasing through an index array)",
            Pattern::MachineLearning => "machine-learning model calls",
            Pattern::ModelFit => {
                "model fitting with scipy.optimize (the optimiser runs on the host and calls the model with host arrays)"
            }
            Pattern::Strings => "string processing",
            Pattern::Recurrence => "an element-level sequential recurrence with feedback",
            Pattern::EventQueue => {
                "a priority-queue event loop (heapq): each step depends on what earlier steps left in the queue"
            }
            Pattern::EventClock => {
                "an event-by-event stochastic simulation (a clock advanced by a random waiting time each step): each event depends on the state the previous one left"
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatternHit {
    pub pattern: Pattern,
    pub line: usize,
    /// Only in a helper called once outside loops, or in the `__main__` block, while whole-array
    /// work happens in other functions of the file (the main path is elsewhere).
    pub at_boundary: bool,
    /// The top-level function it is in (`None` at module level).
    pub function: Option<String>,
    /// Recognised from plain Python (a string loop, a hand-written graph search), not a library.
    pub plain_python: bool,
    /// Top-level functions of the file called with what the helper holding this hit returns and
    /// with no array of their own: their array work is on data that passed through the pattern.
    pub feeds: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostCall {
    /// `scipy`, `pandas`, `sklearn`, `matplotlib`, `file I/O`.
    pub library: &'static str,
    pub line: usize,
    pub hot: bool,
    /// The qualname of the function it is in, when not under a periodic guard there: hot too
    /// when that function is hot-called (SPEC §2 "Calls (v2)").
    pub in_function: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeHint {
    pub elements: u64,
    pub line: usize,
    /// `np.zeros((NY, NX))` with `NY = 4096` (line 5), `NX = 4096` (line 6).
    pub description: String,
}

#[derive(Debug, Clone, Default)]
pub struct FileFacts {
    /// A notebook's cells by line, for reporting `cell N:line` (`None` for a Python file).
    pub cells: Option<std::sync::Arc<crate::notebook::CellLines>>,
    pub api_calls: Vec<ApiCall>,
    pub patterns: Vec<PatternHit>,
    pub host_calls: Vec<HostCall>,
    pub sizes: Vec<SizeHint>,
    /// Without `sizes`: the arrays the file makes with small literal shapes (`rng.lognormal(0, 1,
    /// 384)`) and their outer broadcasts — the whole data of a script that reads no input.
    pub made_sizes: Vec<SizeHint>,
    /// The file reads data or settings at run time (files, command-line arguments, the
    /// environment, a network): the sizes it makes need not be the data's.
    pub takes_input: bool,
    /// The module imports an array library (NumPy, cuPyNumeric or CuPy).
    pub uses_arrays: bool,
    /// Top-level functions (or `<module>`) doing whole-array work.
    pub dense_functions: Vec<String>,
    /// The module has an `if __name__ == "__main__":` block: a script to run.
    pub has_main: bool,
    /// Module-level code runs a loop or calls a function of the file (a notebook, a script
    /// without a `__main__` guard).
    pub runs_at_top_level: bool,
}

impl FileFacts {
    /// Host calls in functions the call graph finds hot-called are in hot loops.
    pub fn heat_host_calls<V>(&mut self, hot_called: &FxHashMap<String, V>) {
        for call in &mut self.host_calls {
            let in_hot = call.in_function.as_ref();
            call.hot |= in_hot.is_some_and(|f| hot_called.contains_key(f));
        }
    }
}

pub fn collect(source: &SourceFile, module: &ModModule, model: &Model) -> FileFacts {
    let main_blocks = crate::checker::main_blocks(source, module);
    let mut walker = FactWalker {
        source,
        model,
        main_blocks: &main_blocks,
        calls_by_name: FxHashMap::default(),
        loop_depth: 0,
        periodic_depth: 0,
        unresolved: Vec::new(),
        scope: 0,
        function: None,
        dense_marked: false,
        string_helpers: string_helpers(module, model),
        tokenizers: FxHashSet::default(),
        token_params: FxHashSet::default(),
        discarded: FxHashSet::default(),
        calls: Vec::new(),
        facts: FileFacts {
            uses_arrays: model.uses_array_library(),
            has_main: !main_blocks.is_empty(),
            runs_at_top_level: runs_at_top_level(module, model),
            cells: source.cell_lines().map(std::sync::Arc::new),
            ..Default::default()
        },
    };
    walker.tokenizers = tokenizers(module, &walker.string_helpers);
    if !walker.tokenizers.is_empty() {
        walker.token_params = token_parameters(module, model, &walker.tokenizers);
    }
    walker.visit_body(&module.body);
    walker.resolve_boundaries();
    walker.resolve_feeds(module);
    let FactWalker {
        mut facts,
        calls_by_name,
        calls,
        ..
    } = walker;
    facts.patterns.extend(recurrences(
        source,
        model,
        &main_blocks,
        &calls_by_name,
        module,
    ));
    let (sizes, made) = size_hints(source, module, model, &main_blocks, &calls);
    facts.sizes = sizes;
    facts.takes_input = facts
        .host_calls
        .iter()
        .any(|h| matches!(h.library, "file I/O" | "pandas"))
        || takes_input(module, model, &calls);
    if !facts.takes_input {
        facts.made_sizes = made;
    }
    facts
}

/// `for step in range(n): …` or `result = simulate(grid)` at module level: code that runs when
/// the file does, not only definitions (a library's `TABLE = np.zeros(16)` is not).
fn runs_at_top_level(module: &ModModule, model: &Model) -> bool {
    module.body.iter().any(|stmt| match stmt {
        Stmt::For(_) | Stmt::While(_) => true,
        Stmt::Expr(_) | Stmt::Assign(_) | Stmt::AugAssign(_) => {
            crate::model::expr::any_expr_in_body(
                std::slice::from_ref(stmt),
                |e| matches!(e, Expr::Call(call) if model.local_call_returns(call).is_some()),
            )
        }
        _ => false,
    })
}

/// Calls and attributes that bring data or settings in at run time.
fn takes_input(module: &ModModule, model: &Model, calls: &[&ast::ExprCall]) -> bool {
    const READERS: &[&str] = &[
        "argparse.",
        "click.",
        "typer.",
        "h5py.",
        "PIL.",
        "imageio.",
        "netCDF4.",
        "xarray.",
        "zarr.",
        "json.load",
        "pickle.load",
        "csv.",
        "requests.",
        "urllib.",
        "os.getenv",
        "os.environ",
        "sys.stdin",
        "scipy.io.",
        "skimage.io.",
        "cv2.imread",
        "tifffile.",
        "astropy.io.",
        "soundfile.",
        "sqlite3.",
    ];
    let reads = calls.iter().any(|call| {
        matches!(builtin_name(&call.func), Some("input" | "open"))
            || model
                .callee_name(&call.func)
                .is_some_and(|n| READERS.iter().any(|r| n.starts_with(r)))
    });
    reads
        || crate::model::expr::any_expr_in_body(
            &module.body,
            |e| matches!(e, Expr::Attribute(a) if matches!(a.attr.id.as_str(), "argv" | "environ" | "stdin")),
        )
}

/// The sizes a script makes from literal shapes alone, small ones included, and the outer
/// broadcasts of the arrays they make.
fn made_sizes(
    source: &SourceFile,
    module: &ModModule,
    calls: &[&ast::ExprCall],
    ex: Extents,
) -> Vec<SizeHint> {
    let model = ex.model;
    // A constructor sized by anything but literals (`(n_stars, n_obs)` bound in `main`) may be
    // the data: then the small literal shapes are not.
    // One made in a loop or comprehension may be one piece of many (`np.concatenate([rng.normal(m,
    // 0.5, (2000, 4)) for m in range(K)])`).
    let in_loop = |call: &ast::ExprCall| {
        model
            .loops
            .iter()
            .any(|l| l.range.contains_range(call.range()))
    };
    let unknown_size = calls.iter().any(|call| {
        match constructor_dims(model, call) {
            // `resp.shape`, `len(x)`: the size of an array made elsewhere, no new data.
            Some(dims) => {
                let measured = |d: &Expr| {
                    length_operand(d).is_some()
                        || matches!(d, Expr::Attribute(a) if a.attr.id.as_str() == "shape")
                };
                in_loop(call) || !dims.iter().all(|d| int_literal(d).is_some() || measured(d))
            }
            None => {
                model.numpy_call_name(&call.func) == Some("numpy.arange")
                    && !call
                        .arguments
                        .args
                        .iter()
                        .all(crate::model::expr::is_number)
            }
        }
    });
    if unknown_size {
        return Vec::new();
    }
    let mut hints: Vec<SizeHint> = calls
        .iter()
        .filter_map(|call| {
            let dims = constructor_dims(model, call)?;
            let scope = model.scope_containing(call.range());
            let mut used = Used::new();
            let elements = dims.iter().try_fold(1u64, |product, d| {
                product.checked_mul(dim_value(d, scope, ex, &mut used, 0)?)
            })?;
            let mut hint = sized_by(source, call.range(), elements, used);
            if !dims.iter().all(|d| int_literal(d).is_some()) {
                let text = crate::rules::snippet(&source.text, call.range());
                hint.description = format!(
                    "`{text}` at {} (its extents are the lengths of arrays made with literal shapes)",
                    source.line_label(hint.line)
                );
            }
            Some(hint)
        })
        .collect();
    if !hints.is_empty() {
        hints.extend(outer_broadcasts(source, module, ex));
    }
    hints.sort_by(|a, b| b.elements.cmp(&a.elements).then(a.line.cmp(&b.line)));
    hints
}

struct FactWalker<'s, 'm, 'a> {
    source: &'s SourceFile,
    model: &'m Model<'a>,
    main_blocks: &'s [TextRange],
    /// How often each plain name is called (`helper(...)`), and whether from a loop: for "a
    /// helper used once", complete only after the walk.
    calls_by_name: FxHashMap<Name, (usize, bool)>,
    loop_depth: usize,
    /// Nesting of `if step % N == 0:` bodies around the walk.
    periodic_depth: usize,
    /// Patterns in functions whose boundary test waits for the call counts: (index in
    /// `facts.patterns`, hot where seen).
    unresolved: Vec<(usize, bool)>,
    scope: ScopeId,
    /// The plain name of the enclosing top-level function, for the boundary-helper test.
    function: Option<Name>,
    /// The enclosing top-level function (or the module) is already in `dense_functions`.
    dense_marked: bool,
    string_helpers: FxHashSet<Name>,
    /// String helpers that return a collection of pieces (`ngrams`, `tokenize`): their results
    /// are data to count or look up, not text to show.
    tokenizers: FxHashSet<Name>,
    /// (function, parameter) pairs that some call of this module passes a tokenizer's result.
    token_params: FxHashSet<(Name, Name)>,
    /// Calls whose result is thrown away (`log_line(step, err)`): not data.
    discarded: FxHashSet<TextRange>,
    /// Every call of the module, in walk order: the size hints look through them afterwards.
    calls: Vec<&'a ast::ExprCall>,
    facts: FileFacts,
}

impl FactWalker<'_, '_, '_> {
    fn line(&self, range: TextRange) -> usize {
        self.source.line_of(range.start())
    }

    fn in_main(&self, range: TextRange) -> bool {
        self.main_blocks.iter().any(|b| b.contains_range(range))
    }

    /// In a function called at most once and never from a loop (the `__main__` block is a
    /// boundary too, known at once).
    fn resolve_boundaries(&mut self) {
        for &(index, hot) in &self.unresolved {
            let hit = &mut self.facts.patterns[index];
            let Some(function) = hit.function.as_deref() else {
                continue;
            };
            let (calls, from_loop) = self
                .calls_by_name
                .get(function)
                .copied()
                .unwrap_or((0, false));
            hit.at_boundary = calls <= 1 && !from_loop && !hot;
        }
    }

    /// For each hit at a boundary in a helper, the functions its results feed (see `feeds`).
    fn resolve_feeds(&mut self, module: &ModModule) {
        for hit in &mut self.facts.patterns {
            if let (true, Some(helper)) = (hit.at_boundary, hit.function.as_deref()) {
                hit.feeds = functions_fed_by(self.model, module, helper);
            }
        }
    }

    fn hit(&mut self, pattern: Pattern, range: TextRange) {
        self.record(pattern, range, false);
    }

    /// A pattern seen in plain Python code rather than through a library.
    fn plain_hit(&mut self, pattern: Pattern, range: TextRange) {
        self.record(pattern, range, true);
    }

    fn record(&mut self, pattern: Pattern, range: TextRange, plain_python: bool) {
        let in_main = self.in_main(range);
        if !in_main && self.function.is_some() {
            let hot = self.model.is_hot(self.scope, range);
            self.unresolved.push((self.facts.patterns.len(), hot));
        }
        let hit = PatternHit {
            pattern,
            line: self.line(range),
            at_boundary: in_main,
            function: self.function.as_ref().map(|f| f.to_string()),
            plain_python,
            feeds: Vec::new(),
        };
        self.facts.patterns.push(hit);
    }

    /// Whole-array arithmetic or ufuncs in this function: part of a dense main path.
    fn note_dense_work(&mut self, expr: &Expr) {
        if self.dense_marked {
            return;
        }
        let dense = crate::model::loops::array_operands(self.model, self.scope, expr)
            .iter()
            .any(|o| self.model.kind(self.scope, o) == Kind::Array);
        if dense {
            let name = self
                .function
                .as_ref()
                .map_or_else(|| "<module>".to_string(), |f| f.to_string());
            if !self.facts.dense_functions.contains(&name) {
                self.facts.dense_functions.push(name);
            }
            self.dense_marked = true;
        }
    }

    fn record_call(&mut self, call: &ast::ExprCall) {
        let range = call.range();
        // Most calls are neither NumPy nor host libraries: hotness only when it is recorded.
        let (model, scope) = (self.model, self.scope);
        let hot = move || model.is_hot(scope, range);
        let qualified = self.model.callee_name(&call.func);
        if let Some(name) = qualified {
            if name.starts_with("numpy.") && !name.starts_with(crate::model::imports::GENERATOR) {
                let api = ApiCall {
                    name: Name::new(name),
                    line: self.line(range),
                    hot: hot(),
                    in_main: self.in_main(range),
                };
                self.facts.api_calls.push(api);
            }
            self.classify_library_call(name, range, hot);
        } else if let Some((recv, method)) = method_call(call) {
            if matches!(
                self.model.kind(self.scope, recv),
                Kind::Array | Kind::Reduction
            ) {
                let api = ApiCall {
                    name: Name::new(format!("numpy.ndarray.{method}")),
                    line: self.line(range),
                    hot: hot(),
                    in_main: self.in_main(range),
                };
                self.facts.api_calls.push(api);
            }
            if matches!(
                method,
                "fit" | "predict" | "fit_transform" | "partial_fit" | "predict_proba"
            ) && !self.defines_method(method)
            {
                self.hit(Pattern::MachineLearning, range);
            }
            if is_sparse_method(method) {
                self.hit(Pattern::Sparse, range);
            }
            // `graph.neighbors(person)` in a module that imports networkx: walking a graph object
            // the module built or was handed.
            if matches!(method, "neighbors" | "successors" | "predecessors")
                && self
                    .model
                    .imports
                    .uses(crate::model::imports::Library::Networkx)
                && !self.defines_method(method)
            {
                self.hit(Pattern::Graph, range);
            }
        } else if builtin_name(&call.func) == Some("open") {
            self.host("file I/O", range, hot());
        }
    }

    fn classify_library_call(&mut self, name: &str, range: TextRange, hot: impl Fn() -> bool) {
        let top = name.split('.').next().unwrap_or(name);
        if name.starts_with("scipy.sparse") {
            self.hit(Pattern::Sparse, range);
        }
        if is_model_fit(name) {
            self.hit(Pattern::ModelFit, range);
        }
        match top {
            "sklearn" | "torch" | "tensorflow" | "jax" => self.hit(Pattern::MachineLearning, range),
            "networkx" => self.hit(Pattern::Graph, range),
            _ => {}
        }
        match top {
            "scipy" => self.host("scipy", range, hot()),
            "pandas" => self.host("pandas", range, hot()),
            "sklearn" => self.host("sklearn", range, hot()),
            "matplotlib" => self.host("matplotlib", range, hot()),
            "numpy" if is_file_io(name) => self.host("file I/O", range, hot()),
            _ => {}
        }
    }

    /// A class of this module has a method of that name: `model.fit(X, y)` is then most likely
    /// the program's own NumPy code (a hand-written estimator), not a machine-learning library.
    fn defines_method(&self, method: &str) -> bool {
        self.model.scopes.iter().any(|s| {
            s.class.is_some()
                && s.qualname
                    .as_deref()
                    .and_then(|q| q.rsplit_once('.'))
                    .is_some_and(|(_, m)| m == method)
        })
    }

    /// Under a periodic guard (`if step % 1000 == 0: np.save(...)`) a host call is not hot.
    fn host(&mut self, library: &'static str, range: TextRange, hot: bool) {
        let call = HostCall {
            library,
            line: self.line(range),
            hot: hot && self.periodic_depth == 0,
            in_function: self
                .model
                .scopes
                .get(self.scope)
                .and_then(|s| s.qualname.clone())
                .filter(|_| self.periodic_depth == 0),
        };
        self.facts.host_calls.push(call);
    }

    /// `counts = Counter(ngrams(text))` in a function: the data the function goes on with comes
    /// out of a string helper — string work wherever that function runs (a boundary only when
    /// it runs once, outside loops). Loops are judged as a whole by `is_string_loop`.
    fn note_string_data(&mut self, callee: &ast::ExprName, call: &ast::ExprCall) {
        if self.loop_depth == 0
            && self.function.is_some()
            && self.tokenizers.contains(&callee.id)
            && self.function.as_ref() != Some(&callee.id)
            && !self.discarded.contains(&call.range())
        {
            self.plain_hit(Pattern::Strings, call.range());
        }
    }

    fn check_loop_patterns(&mut self, stmt: &Stmt) {
        let mut graph = false;
        if let Stmt::While(w) = stmt {
            if is_graph_traversal(&w.body) || drains_a_worklist(w) || chases_pointers(w) {
                self.plain_hit(Pattern::Graph, w.range);
                graph = true;
            }
        }
        if let Stmt::While(w) = stmt {
            if self.advances_random_clock(w) {
                self.plain_hit(Pattern::EventClock, w.range);
            }
        }
        if let Stmt::For(ast::StmtFor { body, .. }) | Stmt::While(ast::StmtWhile { body, .. }) =
            stmt
        {
            if !graph && is_event_queue(body) {
                self.plain_hit(Pattern::EventQueue, stmt.range());
            }
        }
        if let Stmt::For(f) = stmt {
            if self.is_token_list(&f.iter) || collects_csv_rows(f) {
                self.plain_hit(Pattern::Strings, stmt.range());
                return;
            }
        }
        if let Stmt::For(_) | Stmt::While(_) = stmt {
            if let Some(id) = self.model.loop_at(stmt.start()) {
                if is_string_loop(self.model, id, &self.string_helpers) {
                    self.plain_hit(Pattern::Strings, stmt.range());
                }
            }
        }
    }
}

impl FactWalker<'_, '_, '_> {
    /// `while t < t_end: ... t += rng.exponential(1.0 / total)`: the loop's clock advances by one
    /// random waiting time (a single draw, no size) per step — Gillespie-style event simulation.
    fn advances_random_clock(&self, w: &ast::StmtWhile) -> bool {
        // `while t < T_MAX and n < max_events - 1`: any compared name may be the clock.
        let tests: Vec<&Expr> = match w.test.as_ref() {
            Expr::BoolOp(b) if b.op == ast::BoolOp::And => b.values.iter().collect(),
            test => vec![test],
        };
        let clocks: Vec<&Name> = tests
            .into_iter()
            .filter_map(|t| match t {
                Expr::Compare(c) => {
                    Some(std::iter::once(c.left.as_ref()).chain(c.comparators.iter()))
                }
                _ => None,
            })
            .flatten()
            .filter_map(|e| match e {
                Expr::Name(n) => Some(&n.id),
                _ => None,
            })
            .collect();
        if clocks.is_empty() {
            return false;
        }
        crate::model::tree::all_statements(&w.body)
            .iter()
            .any(|s| match s {
                Stmt::AugAssign(a) if a.op == ast::Operator::Add => {
                    matches!(a.target.as_ref(), Expr::Name(n) if clocks.contains(&&n.id))
                        && self.is_waiting_time_draw(&a.value)
                }
                _ => false,
            })
    }

    /// One exponential waiting time: `rng.exponential(scale)`, `np.random.exponential(scale)`
    /// (no size), `random.expovariate(rate)`.
    fn is_waiting_time_draw(&self, e: &Expr) -> bool {
        let Expr::Call(call) = e else { return false };
        let name = self.model.callee_name(&call.func).unwrap_or_default();
        let numpy_draw = name == "numpy.random.exponential"
            || name == format!("{}.exponential", crate::model::imports::GENERATOR);
        let sized = call.arguments.args.len() > 1 || keyword(call, "size").is_some();
        let stdlib = matches!(call.func.as_ref(), Expr::Attribute(a)
            if a.attr.id.as_str() == "expovariate"
                && matches!(a.value.as_ref(), Expr::Name(m) if m.id.as_str() == "random"));
        numpy_draw && !sized || stdlib
    }

    /// `words`, `zip(words, words[1:])`, `enumerate(tokens)`: the words a tokenizer of this
    /// module produced, bound here or passed in as a parameter. A loop over them is per-token
    /// string work whatever it does with each token.
    fn is_token_list(&self, e: &Expr) -> bool {
        if self.tokenizers.is_empty() {
            return false;
        }
        match e {
            Expr::Name(n) => {
                is_token_name(self.model, self.scope, &n.id, &self.tokenizers)
                    || self.model.is_parameter(self.scope, n.id.as_str())
                        && self.model.scopes[self.scope]
                            .qualname
                            .as_deref()
                            .is_some_and(|f| {
                                self.token_params.contains(&(Name::new(f), n.id.clone()))
                            })
            }
            Expr::Subscript(sub) => self.is_token_list(&sub.value),
            Expr::Call(call) => {
                is_tokenizer_call(call, &self.tokenizers)
                    || matches!(
                        builtin_name(&call.func),
                        Some("zip" | "enumerate" | "sorted" | "reversed" | "set" | "list")
                    ) && call.arguments.args.iter().any(|a| self.is_token_list(a))
            }
            _ => false,
        }
    }
}

/// `for row in csv.reader(fh): values.append(float(row[1]))`: every row of a CSV file parsed from
/// text and collected into lists — the data itself goes through string parsing, row by row. A
/// loop that files a few fields into a dict (`gains[row[0]] = float(row[1])`) reads settings.
fn collects_csv_rows(f: &ast::StmtFor) -> bool {
    let Expr::Call(call) = f.iter.as_ref() else {
        return false;
    };
    let csv_rows = matches!(call.func.as_ref(), Expr::Attribute(a)
        if matches!(a.attr.id.as_str(), "reader" | "DictReader")
            && matches!(a.value.as_ref(), Expr::Name(m) if m.id.as_str() == "csv"));
    csv_rows
        && crate::model::expr::any_expr_in_body(&f.body, |e| {
            matches!(e, Expr::Call(c)
                if matches!(method_call(c), Some((Expr::Name(_), "append" | "extend"))))
        })
}

fn is_tokenizer_call(call: &ast::ExprCall, tokenizers: &FxHashSet<Name>) -> bool {
    matches!(call.func.as_ref(), Expr::Name(f) if tokenizers.contains(&f.id))
}

/// A name bound only to results of this module's tokenizers, or to lists of them
/// (`docs = [tokenize(p.read_text()) for p in paths]`: a loop over it goes document by document,
/// token by token).
fn is_token_name(model: &Model, scope: ScopeId, name: &str, tokenizers: &FxHashSet<Name>) -> bool {
    let values = model.bound_values(scope, name);
    let tokens = |v: &Expr| matches!(v, Expr::Call(c) if is_tokenizer_call(c, tokenizers));
    !values.is_empty()
        && values.iter().all(|v| match v {
            Expr::ListComp(c) => tokens(&c.elt),
            Expr::Generator(g) => tokens(&g.elt),
            v => tokens(v),
        })
}

/// `transition_counts(words, index)` with `words = tokenize(text)`: the parameters of this
/// module's functions that receive a tokenizer's result at some call.
fn token_parameters(
    module: &ModModule,
    model: &Model,
    tokenizers: &FxHashSet<Name>,
) -> FxHashSet<(Name, Name)> {
    let defs: FxHashMap<&str, &ast::StmtFunctionDef> = module
        .body
        .iter()
        .filter_map(|s| match s {
            Stmt::FunctionDef(def) => Some((def.name.id.as_str(), def)),
            _ => None,
        })
        .collect();
    let mut params = FxHashSet::default();
    crate::model::expr::any_expr_in_body(&module.body, |e| {
        let Expr::Call(call) = e else { return false };
        let Expr::Name(f) = call.func.as_ref() else {
            return false;
        };
        let Some(def) = defs.get(f.id.as_str()) else {
            return false;
        };
        let scope = model.scope_containing(call.range());
        let positional = def
            .parameters
            .posonlyargs
            .iter()
            .chain(&def.parameters.args);
        let before_star = call
            .arguments
            .args
            .iter()
            .take_while(|a| !a.is_starred_expr());
        for (arg, param) in before_star.zip(positional) {
            let tokens = match arg {
                Expr::Call(c) => is_tokenizer_call(c, tokenizers),
                Expr::Name(n) => is_token_name(model, scope, n.id.as_str(), tokenizers),
                _ => false,
            };
            if tokens {
                params.insert((f.id.clone(), param.parameter.name.id.clone()));
            }
        }
        false
    });
    params
}

/// Methods only scipy.sparse matrices have (a format conversion, `eliminate_zeros`).
/// `scipy.optimize.curve_fit(model, x, y)`: fitting a model's parameters to data.
fn is_model_fit(name: &str) -> bool {
    matches!(
        name,
        "scipy.optimize.curve_fit"
            | "scipy.optimize.least_squares"
            | "scipy.optimize.leastsq"
            | "scipy.optimize.minimize"
    )
}

fn is_sparse_method(method: &str) -> bool {
    matches!(
        method,
        "tocsr"
            | "tocsc"
            | "tocoo"
            | "tolil"
            | "todok"
            | "tobsr"
            | "todia"
            | "eliminate_zeros"
            | "sum_duplicates"
            | "getnnz"
    )
}

impl FactWalker<'_, '_, '_> {
    /// A scipy.sparse matrix (`PT = P.T.tocsr()`, `A = sp.csr_matrix(...)`): a matrix product with
    /// it is sparse work. Followed through module functions: a name bound to what one returns, a
    /// parameter that every call passes one.
    fn is_sparse(&self, e: &Expr) -> bool {
        holds_sparse(self.model, self.scope, e, 0)
    }
}

/// How many function boundaries [`holds_sparse`] follows.
const SPARSE_FLOW_DEPTH: u32 = 3;

/// `e` (a name in `scope`) holds a scipy.sparse matrix: every value it is bound to is one, or it
/// is a parameter that every call of its function in this file passes one.
fn holds_sparse(model: &Model, scope: ScopeId, e: &Expr, depth: u32) -> bool {
    let Expr::Name(n) = e else { return false };
    if depth > SPARSE_FLOW_DEPTH {
        return false;
    }
    let values = model.bound_values(scope, n.id.as_str());
    if !values.is_empty() {
        // `w = w + w.T` is sparse when `w` was: a rebinding from itself is read assuming it is,
        // and some other binding must be.
        let mentions_itself =
            |v: &Expr| crate::model::expr::mentions_any(v, std::slice::from_ref(&n.id));
        return values.iter().any(|v| !mentions_itself(v))
            && values
                .iter()
                .all(|v| is_sparse_value(model, v, depth, Some(n.id.as_str())));
    }
    if !model.is_parameter(scope, n.id.as_str()) {
        return false;
    }
    model
        .arguments_passed(scope, n.id.as_str())
        .is_some_and(|args| {
            args.iter()
                .all(|(caller, arg)| holds_sparse(model, *caller, arg, depth + 1))
        })
}

/// A scipy.sparse constructor or operation, a sparse-only method (`.tocsr()`), or a call of a
/// module function whose every return is one of those.
fn is_sparse_value(model: &Model, v: &Expr, depth: u32, assumed: Option<&str>) -> bool {
    if depth > SPARSE_FLOW_DEPTH {
        return false;
    }
    let scope = model.scope_containing(v.range());
    let sparse = |e: &Expr| match e {
        Expr::Name(n) if Some(n.id.as_str()) == assumed => true,
        Expr::Name(_) => holds_sparse(model, scope, e, depth + 1),
        e => is_sparse_value(model, e, depth, assumed),
    };
    let c = match v {
        // `sp.diags(d) @ w - sp.identity(n)`, `w + w.T`: sums and products of sparse matrices
        // are sparse (with a dense operand they are not).
        Expr::BinOp(b) => {
            return matches!(
                b.op,
                ast::Operator::Add | ast::Operator::Sub | ast::Operator::MatMult
            ) && sparse(&b.left)
                && sparse(&b.right);
        }
        // `w.T`: the transpose of a sparse matrix.
        Expr::Attribute(a) if a.attr.id.as_str() == "T" => return sparse(&a.value),
        Expr::Call(c) => c,
        _ => return false,
    };
    if model
        .callee_name(&c.func)
        .is_some_and(|q| q.starts_with("scipy.sparse"))
        || method_call(c).is_some_and(|(_, m)| is_sparse_method(m))
    {
        return true;
    }
    depth < SPARSE_FLOW_DEPTH
        && model
            .local_call_returns(c)
            .is_some_and(|(function, returns)| {
                !returns.is_empty()
                    && returns.iter().all(|r| match r {
                        Expr::Name(_) => holds_sparse(model, function, r, depth + 1),
                        r => is_sparse_value(model, r, depth + 1, None),
                    })
            })
}

fn is_file_io(name: &str) -> bool {
    matches!(
        api::leaf(name),
        "save"
            | "savez"
            | "savez_compressed"
            | "savetxt"
            | "load"
            | "loadtxt"
            | "genfromtxt"
            | "fromfile"
            | "memmap"
            | "tofile"
    )
}

impl<'a> Visitor<'a> for FactWalker<'_, '_, 'a> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        self.check_loop_patterns(stmt);
        if let Stmt::Expr(e) = stmt {
            if let Expr::Call(call) = e.value.as_ref() {
                self.discarded.insert(call.range());
            }
        }
        if let Stmt::If(stmt_if) = stmt {
            if crate::model::loops::is_periodic_test(self.model, self.scope, &stmt_if.test) {
                self.visit_expr(&stmt_if.test);
                self.periodic_depth += 1;
                self.visit_body(&stmt_if.body);
                self.periodic_depth -= 1;
                for clause in &stmt_if.elif_else_clauses {
                    self.visit_elif_else_clause(clause);
                }
                return;
            }
        }
        if let Stmt::For(_) | Stmt::While(_) = stmt {
            self.loop_depth += 1;
            visitor::walk_stmt(self, stmt);
            self.loop_depth -= 1;
            return;
        }
        if let Stmt::FunctionDef(def) = stmt {
            let saved = (self.scope, self.function.clone(), self.dense_marked);
            self.scope = self.model.scope_at(def.range.start()).unwrap_or(self.scope);
            if self.function.is_none() {
                self.function = Some(def.name.id.clone());
                self.dense_marked = false;
            }
            visitor::walk_stmt(self, stmt);
            (self.scope, self.function, self.dense_marked) = saved;
            return;
        }
        visitor::walk_stmt(self, stmt);
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        if let Expr::Call(call) = expr {
            self.calls.push(call);
            if let Expr::Name(n) = call.func.as_ref() {
                let entry = self.calls_by_name.entry(n.id.clone()).or_default();
                entry.0 += 1;
                entry.1 |= self.loop_depth > 0;
                self.note_string_data(n, call);
            }
            self.record_call(call);
        }
        if let Expr::BinOp(b) = expr {
            if b.op == ast::Operator::MatMult
                && (self.is_sparse(&b.left) || self.is_sparse(&b.right))
            {
                self.hit(Pattern::Sparse, b.range);
            }
        }
        if matches!(expr, Expr::BinOp(_) | Expr::Call(_)) {
            self.note_dense_work(expr);
        }
        crate::stack::deeper(|| visitor::walk_expr(self, expr));
    }
}

/// A `while` loop that pops a frontier (`popleft()`, `pop(0)`, `pop()`) and keeps a visited set.
/// A loop that takes the next event from a heap and pushes new ones (`heapq.heappop` with
/// `heappush`, or `heapreplace`/`heappushpop`): a discrete-event or best-first process.
fn is_event_queue(body: &[Stmt]) -> bool {
    let (mut pops, mut pushes) = (false, false);
    crate::model::expr::any_expr_in_body(body, |e| {
        let Expr::Call(c) = e else { return false };
        let name = match c.func.as_ref() {
            Expr::Attribute(a) => a.attr.id.as_str(),
            Expr::Name(n) => n.id.as_str(),
            _ => return false,
        };
        pops |= name == "heappop";
        pushes |= name == "heappush";
        matches!(name, "heapreplace" | "heappushpop") || pops && pushes
    })
}

fn is_graph_traversal(body: &[Stmt]) -> bool {
    let pops = crate::model::expr::any_expr_in_body(body, |e| {
        matches!(e, Expr::Call(c) if matches!(method_call(c), Some((_, "popleft" | "pop" | "heappop"))))
            || matches!(e, Expr::Call(c) if matches!(&*c.func, Expr::Attribute(a) if a.attr.id.as_str() == "heappop"))
    });
    let visited = crate::model::expr::any_expr_in_body(
        body,
        |e| matches!(e, Expr::Compare(c) if c.ops.iter().any(|op| matches!(op, ast::CmpOp::In | ast::CmpOp::NotIn))),
    ) && crate::model::expr::any_expr_in_body(
        body,
        |e| matches!(e, Expr::Call(c) if matches!(method_call(c), Some((_, "add" | "append" | "extend")))),
    );
    pops && visited
}

/// `while parent[i] != i: i = parent[i]`, `while node != -1: node = nxt[node]`: each step's
/// index is the element the previous step read — walking a forest or a linked structure stored
/// in an index array (union-find, linked lists), one dependent read at a time.
fn chases_pointers(w: &ast::StmtWhile) -> bool {
    let Some(cursor) = compared_name(&w.test) else {
        return false;
    };
    w.body.iter().any(|stmt| {
        let Stmt::Assign(a) = stmt else { return false };
        let [Expr::Name(target)] = a.targets.as_slice() else {
            return false;
        };
        target.id == cursor.id
            && matches!(a.value.as_ref(), Expr::Subscript(sub)
                if sub.value.is_name_expr()
                    && matches!(sub.slice.as_ref(), Expr::Name(i) if i.id == cursor.id))
    })
}

/// The name a loop test compares: `parent[i] != i` gives `i`, `node != -1` gives `node`.
fn compared_name(test: &Expr) -> Option<&ast::ExprName> {
    let Expr::Compare(c) = test else { return None };
    std::iter::once(c.left.as_ref())
        .chain(c.comparators.iter())
        .find_map(|e| match e {
            Expr::Name(n) => Some(n),
            Expr::Subscript(sub) => match sub.slice.as_ref() {
                Expr::Name(n) => Some(n),
                _ => None,
            },
            _ => None,
        })
}

/// `while queue: r, c = queue.popleft()` … `queue.append((nr, nc))`: a worklist that feeds itself
/// and runs until it is empty (breadth- or depth-first search, flood fill), whatever marks the
/// visited items (a set, or an array test like `dist[nr, nc] < 0`). Heaps that feed themselves
/// are event queues ([`is_event_queue`]).
fn drains_a_worklist(w: &ast::StmtWhile) -> bool {
    let Some(list) = tested_container(&w.test) else {
        return false;
    };
    let (mut pops, mut pushes) = (false, false);
    crate::model::expr::any_expr_in_body(&w.body, |e| {
        let Expr::Call(c) = e else { return false };
        if let Some((Expr::Name(recv), method)) = method_call(c) {
            if recv.id == *list {
                pops |= matches!(method, "popleft" | "pop");
                pushes |= matches!(method, "append" | "appendleft" | "extend");
            }
        }
        pops && pushes
    })
}

/// The list a `while` test checks for emptiness: `while queue`, `while len(queue) > 0`, `while
/// queue and budget`.
fn tested_container(test: &Expr) -> Option<&Name> {
    match test {
        Expr::Name(n) => Some(&n.id),
        Expr::BoolOp(b) if b.op == ast::BoolOp::And => b.values.iter().find_map(tested_container),
        Expr::Compare(c) => match c.left.as_ref() {
            Expr::Call(call) if crate::model::expr::builtin_name(&call.func) == Some("len") => {
                match call.arguments.args.first() {
                    Some(Expr::Name(n)) => Some(&n.id),
                    _ => None,
                }
            }
            _ => None,
        },
        _ => None,
    }
}

/// A loop doing string work (two or more string-method or `re` calls, a call of a string helper
/// of this module counting as two) and no array work.
fn is_string_loop(model: &Model, id: usize, helpers: &FxHashSet<Name>) -> bool {
    let info = &model.loops[id];
    // Counting string calls is cheap; array work is looked for only when they are enough.
    let mut ops = 0;
    crate::model::loops::for_each_body_expr(info.node, &mut |e| {
        ops += string_weight(model, info.scope, e, helpers);
    });
    // `for token in re.findall(r"\w+", text.lower())`: the loop walks the pieces of a text.
    if let crate::model::loops::LoopNode::For(f) = info.node {
        ops += pieces_of_text_weight(f.iter.as_ref());
    }
    if ops < 2 {
        return false;
    }
    let mut tallies = token_tallies(model, info);
    tallies.extend(keyed_defaults(info));
    let mut arrays = false;
    crate::model::loops::for_each_body_expr(info.node, &mut |e| {
        let in_tally = tallies.iter().any(|t| t.contains_range(e.range()));
        arrays = arrays || (!in_tally && does_array_work(model, info.scope, e));
    });
    !arrays
}

/// `counts.setdefault(ctx, np.zeros(n))`, `table.get(key, np.zeros(n))`: a row made for a new
/// key of a dict — the tally's storage, not array work.
fn keyed_defaults(info: &crate::model::loops::LoopInfo) -> Vec<TextRange> {
    let mut found = Vec::new();
    crate::model::loops::for_each_body_expr(info.node, &mut |e| {
        if let Expr::Call(call) = e {
            if let (Some((_, "setdefault" | "get")), [_, default]) =
                (method_call(call), call.arguments.args.as_ref())
            {
                found.push(default.range());
            }
        }
    });
    found
}

/// The targets of `counts[r, index[read[i:i + k]]] += 1` in a loop: tallying tokens into an
/// array is part of the string work, not array work.
fn token_tallies(model: &Model, info: &crate::model::loops::LoopInfo) -> Vec<TextRange> {
    let crate::model::loops::Body::Stmts(body, _, _) = crate::model::loops::body(info.node) else {
        return Vec::new();
    };
    crate::model::tree::all_statements(body)
        .into_iter()
        .filter_map(|s| match s {
            Stmt::AugAssign(aug)
                if aug.op == ast::Operator::Add
                    && aug.value.is_number_literal_expr()
                    && crate::model::expr::any_expr(&aug.target, |e| {
                        is_window_key_lookup(model, info.scope, e) || hashes_a_key(e)
                    }) =>
            {
                Some(aug.target.range())
            }
            _ => None,
        })
        .collect()
}

/// `x[hash(token) % dim]`: the hashing trick, a token's count filed at its hash.
fn hashes_a_key(e: &Expr) -> bool {
    let Expr::Subscript(sub) = e else {
        return false;
    };
    crate::model::expr::any_expr(
        &sub.slice,
        |i| matches!(i, Expr::Call(c) if builtin_name(&c.func) == Some("hash")),
    )
}

/// The string calls that produce a `for` loop's items: splitting or matching a text
/// (`text.split()`, `re.findall(pattern, line.lower())`); other iterables weigh nothing.
fn pieces_of_text_weight(iter: &Expr) -> usize {
    let Expr::Call(call) = iter else { return 0 };
    let splits = matches!(
        method_call(call),
        Some((
            _,
            "split" | "rsplit" | "splitlines" | "findall" | "finditer"
        ))
    );
    if !splits {
        return 0;
    }
    let mut weight = 0;
    crate::model::expr::any_expr(iter, |e| {
        if let Expr::Call(c) = e {
            weight += string_call_weight(c, &FxHashSet::default());
        }
        false
    });
    weight
}

/// `index[read[i:i + k]]` (also through a name bound to the window): a window of a sequence used
/// as the key of a container that is not an array, or a window of a string. An array's slice is
/// not hashable, so a container's key is a window of a string, bytes or a tuple.
fn is_window_key_lookup(model: &Model, scope: ScopeId, e: &Expr) -> bool {
    let Expr::Subscript(sub) = e else {
        return false;
    };
    let Expr::Name(container) = sub.value.as_ref() else {
        return false;
    };
    let windows = key_windows(model, scope, &sub.slice);
    let container_kind = model.name_kind(scope, container.id.as_str());
    // `index[text[i + ORDER]]`: one character of a string as the key of a dict.
    let character_key =
        container_kind == Kind::NotArray && is_string_subscript(model, scope, &sub.slice);
    character_key
        || !windows.is_empty()
            && (container_kind == Kind::NotArray
                || windows
                    .iter()
                    .all(|w| is_string_name(model, scope, &w.value)))
}

/// The windows (`text[i:i + n]`) a key is, directly or as a name bound only to them.
fn key_windows<'a>(
    model: &Model<'a>,
    scope: ScopeId,
    key: &'a Expr,
) -> Vec<&'a ast::ExprSubscript> {
    let window = |e: &'a Expr| match e {
        Expr::Subscript(w) if w.slice.is_slice_expr() => Some(w),
        _ => None,
    };
    match key {
        Expr::Name(n) if model.is_local(scope, n.id.as_str()) => {
            let windows: Option<Vec<_>> = model
                .bindings_iter(scope, n.id.as_str())
                .map(|b| match b {
                    crate::model::Bound::Value(v) => window(v),
                    _ => None,
                })
                .collect();
            windows.unwrap_or_default()
        }
        key => window(key).into_iter().collect(),
    }
}

/// A name of this function bound to a string at least once (`text = f"  {text.lower()}  "`) and
/// never taken for an array.
fn is_string_name(model: &Model, scope: ScopeId, e: &Expr) -> bool {
    let Expr::Name(n) = e else {
        return false;
    };
    model.name_kind(scope, n.id.as_str()) != Kind::Array
        && model.is_local(scope, n.id.as_str())
        && model
            .bindings_iter(scope, n.id.as_str())
            .any(|b| matches!(b, crate::model::Bound::Value(v) if is_string_value(model, scope, v)))
}

/// Functions of this module (and methods, by name) that do string work and no array work
/// (`def tokenize(text): return TOKEN.findall(text.lower())`): calling one is string work.
fn string_helpers(module: &ModModule, model: &Model) -> FxHashSet<Name> {
    let mut helpers = FxHashSet::default();
    let mut defs: Vec<&ast::StmtFunctionDef> = Vec::new();
    for stmt in &module.body {
        match stmt {
            Stmt::FunctionDef(f) => defs.push(f),
            Stmt::ClassDef(c) => defs.extend(c.body.iter().filter_map(|s| match s {
                Stmt::FunctionDef(f) => Some(f),
                _ => None,
            })),
            _ => {}
        }
    }
    for def in defs {
        let scope = model.scope_at(def.range.start()).unwrap_or(0);
        let mut ops = 0;
        crate::model::expr::any_expr_in_body(&def.body, |e| {
            ops += string_weight(model, scope, e, &helpers);
            ops >= 2
        });
        if ops < 2 {
            continue;
        }
        let arrays =
            crate::model::expr::any_expr_in_body(&def.body, |e| does_array_work(model, scope, e));
        if !arrays {
            helpers.insert(def.name.id.clone());
        }
    }
    helpers
}

/// The string helpers of this module whose every `return` gives a list of pieces: a
/// comprehension, `split`/`findall`/`splitlines`, or `list(...)`.
fn tokenizers(module: &ModModule, helpers: &FxHashSet<Name>) -> FxHashSet<Name> {
    let pieces = |e: &Expr| match e {
        Expr::ListComp(_) | Expr::SetComp(_) | Expr::Generator(_) => true,
        Expr::Call(call) => {
            matches!(call.func.as_ref(), Expr::Name(n) if n.id.as_str() == "list")
                || matches!(
                    method_call(call),
                    Some((_, "split" | "rsplit" | "findall" | "splitlines"))
                )
        }
        _ => false,
    };
    module
        .body
        .iter()
        .filter_map(|s| match s {
            Stmt::FunctionDef(def) if helpers.contains(&def.name.id) => Some(def),
            _ => None,
        })
        .filter(|def| {
            let returns: Vec<_> = crate::model::tree::all_statements(&def.body)
                .into_iter()
                .filter_map(|s| match s {
                    Stmt::Return(r) => Some(r.value.as_deref()),
                    _ => None,
                })
                .collect();
            !returns.is_empty() && returns.iter().all(|r| r.is_some_and(pieces))
        })
        .map(|def| def.name.id.clone())
        .collect()
}

fn string_weight(model: &Model, scope: ScopeId, e: &Expr, helpers: &FxHashSet<Name>) -> usize {
    match e {
        Expr::Call(call) => {
            string_call_weight(call, helpers).max(usize::from(on_regex(model, scope, call, 0)))
        }
        // `[padded[i:i + n] for i in range(...)]`: characters taken one window at a time.
        Expr::ListComp(ast::ExprListComp { elt, .. })
        | Expr::SetComp(ast::ExprSetComp { elt, .. })
        | Expr::Generator(ast::ExprGenerator { elt, .. })
            if is_string_subscript(model, scope, elt) =>
        {
            2
        }
        e if is_window_key_lookup(model, scope, e) => 2,
        e => usize::from(is_string_subscript(model, scope, e)),
    }
}

/// `text[i]`, `padded[i:i + n]` on a name bound only to strings in this function.
fn is_string_subscript(model: &Model, scope: ScopeId, e: &Expr) -> bool {
    let Expr::Subscript(sub) = e else {
        return false;
    };
    let Expr::Name(n) = sub.value.as_ref() else {
        return false;
    };
    if !model.is_local(scope, n.id.as_str()) {
        return false;
    }
    string_bindings(model, scope, n.id.as_str(), 0)
}

/// Every binding of `name` in `scope` is a string; for a parameter, every argument a caller of
/// this file passes is one (`train(text)` with `text = fh.read()`).
fn string_bindings(model: &Model, scope: ScopeId, name: &str, depth: u32) -> bool {
    if depth > 3 {
        return false;
    }
    if model.is_parameter(scope, name) {
        let Some(passed) = model.arguments_passed(scope, name) else {
            return false;
        };
        return !passed.is_empty()
            && passed.iter().all(|(caller, arg)| match arg {
                Expr::Name(n) => string_bindings(model, *caller, n.id.as_str(), depth + 1),
                e => is_string_value(model, *caller, e),
            });
    }
    bound_only_to_strings(model, scope, name)
}

/// Every binding of `name` other than a parameter's is a string value (at least one): a
/// parameter rebound as `text = " " + text.lower() + " "` holds a string from there on.
fn bound_only_to_strings(model: &Model, scope: ScopeId, name: &str) -> bool {
    let mut rebinds = model
        .bindings_iter(scope, name)
        .filter(|b| !matches!(b, crate::model::Bound::Parameter { .. }))
        .peekable();
    rebinds.peek().is_some()
        && rebinds
            .all(|b| matches!(b, crate::model::Bound::Value(v) if is_string_value(model, scope, v)))
}

/// A string literal, f-string, `str(...)`, a string method's result, what `.read()` of a file
/// opened in text mode gives, or a concatenation with one.
fn is_string_value(model: &Model, scope: ScopeId, e: &Expr) -> bool {
    match e {
        Expr::StringLiteral(_) | Expr::FString(_) => true,
        Expr::BinOp(b) if b.op == ast::Operator::Add => {
            is_string_value(model, scope, &b.left) || is_string_value(model, scope, &b.right)
        }
        Expr::Call(call) => {
            matches!(call.func.as_ref(), Expr::Name(n) if n.id.as_str() == "str")
                || reads_a_text_file(model, scope, call)
                || matches!(
                    method_call(call),
                    Some((
                        _,
                        "lower"
                            | "upper"
                            | "strip"
                            | "casefold"
                            | "replace"
                            | "join"
                            | "lstrip"
                            | "rstrip"
                            | "translate"
                    ))
                )
        }
        _ => false,
    }
}

/// `fh.read()` with `fh` bound only by `with open(path) as fh` (no `b` in a literal mode).
fn reads_a_text_file(model: &Model, scope: ScopeId, call: &ast::ExprCall) -> bool {
    let Some((Expr::Name(handle), "read")) = method_call(call) else {
        return false;
    };
    match model.only_values(scope, handle.id.as_str()).as_deref() {
        Some([Expr::Call(open)]) if builtin_name(&open.func) == Some("open") => {
            let mode = open
                .arguments
                .args
                .get(1)
                .or_else(|| open.arguments.find_keyword("mode").map(|k| &k.value));
            match mode {
                None => true,
                Some(Expr::StringLiteral(m)) => !m.value.to_str().contains('b'),
                Some(_) => false,
            }
        }
        _ => false,
    }
}

/// A NumPy call, or arithmetic, indexing or a method on an array.
fn does_array_work(model: &Model, scope: ScopeId, e: &Expr) -> bool {
    matches!(e, Expr::Call(call) if model.numpy_call_name(&call.func).is_some())
        || crate::model::loops::array_operands(model, scope, e)
            .iter()
            .any(|o| model.kind(scope, o) == Kind::Array)
}

/// A method of a compiled pattern or of its match (`LINE.search(line)`, `m.group(2)`, with
/// `LINE = re.compile(...)` and `m = LINE.search(line)`).
fn on_regex(model: &Model, scope: ScopeId, call: &ast::ExprCall, depth: u32) -> bool {
    let Expr::Attribute(method) = call.func.as_ref() else {
        return false;
    };
    is_regex_value(model, scope, &method.value, depth)
}

fn is_regex_value(model: &Model, scope: ScopeId, e: &Expr, depth: u32) -> bool {
    if depth > 3 {
        return false;
    }
    match e {
        // `re.compile(...)`, `re.search(...)`: the module is not rebound in regex code.
        Expr::Call(call) => {
            matches!(call.func.as_ref(), Expr::Attribute(a)
                if matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == "re"))
                || on_regex(model, scope, call, depth + 1)
        }
        Expr::Name(n) => {
            let mut bindings = model.bindings_iter(scope, n.id.as_str()).peekable();
            bindings.peek().is_some()
                && bindings.all(|b| {
                    matches!(b, crate::model::Bound::Value(v) if is_regex_value(model, scope, v, depth + 1))
                })
        }
        _ => false,
    }
}

/// 1 for a string method or `re` call, 2 for a call of a string helper, else 0.
fn string_call_weight(call: &ast::ExprCall, helpers: &FxHashSet<Name>) -> usize {
    let helper = match call.func.as_ref() {
        Expr::Name(n) => helpers.contains(&n.id),
        Expr::Attribute(a) => {
            matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == "self")
                && helpers.contains(&a.attr.id)
        }
        _ => false,
    };
    if helper {
        return 2;
    }
    let string_method = matches!(
        method_call(call),
        Some((
            _,
            "split"
                | "rsplit"
                | "strip"
                | "rstrip"
                | "lstrip"
                | "lower"
                | "upper"
                | "casefold"
                | "replace"
                | "startswith"
                | "endswith"
                | "join"
                | "find"
                | "rfind"
                | "encode"
                | "decode"
                | "splitlines"
                | "partition"
                | "translate"
                | "isdigit"
                | "isalpha"
                | "isalnum"
                | "isspace"
                // compiled regular expressions
                | "findall"
                | "finditer"
                | "fullmatch"
                | "subn"
        ))
    );
    let re_module = matches!(call.func.as_ref(), Expr::Attribute(a) if matches!(a.value.as_ref(), Expr::Name(n) if n.id.as_str() == "re"));
    usize::from(string_method || re_module)
}

/// Element loops whose writes feed back earlier elements through a coefficient (IIR, EWMA).
/// A plain running sum/product (`y[i] = y[i-1] + x[i]`, `y[i] = y[i-1] * x[i]`) is not one.
/// Other loops: updates of one random site decided by its neighbourhood (Metropolis), and
/// elements computed from the whole array they are written into (Gauss-Seidel).
fn recurrences(
    source: &SourceFile,
    model: &Model,
    main_blocks: &[TextRange],
    calls_by_name: &FxHashMap<Name, (usize, bool)>,
    module: &ModModule,
) -> Vec<PatternHit> {
    let mut hits = Vec::new();
    // A write in nested element loops is one recurrence, reported once.
    let mut seen: rustc_hash::FxHashSet<TextRange> = rustc_hash::FxHashSet::default();
    for info in model
        .loops
        .iter()
        .filter(|l| l.kind != LoopKind::Comprehension)
    {
        let crate::model::loops::Body::Stmts(stmts, _, _) = crate::model::loops::body(info.node)
        else {
            continue;
        };
        let is_array = |e: &Expr| model.kind(info.scope, e) == Kind::Array;
        // Gauss-Seidel's `V[k] = f(Y[k] @ V)` reads the whole array it writes, whether the loop
        // counts as element work or not (a small `V` makes it an element loop).
        let mut writes = crate::model::loops::without_row_writes(
            model,
            info,
            crate::model::recurrence::whole_array_feedback_writes(
                stmts,
                &info.index_vars,
                &is_array,
            ),
        );
        if info.element {
            writes.extend(crate::model::loops::element_feedback_writes(model, info));
            writes.extend(crate::model::recurrence::container_feedback_writes(
                stmts,
                &info.index_vars,
                &containers_before(model, info),
                &is_array,
            ));
        }
        writes.extend(crate::model::recurrence::random_site_writes(stmts));
        for range in writes {
            if seen.insert(range) {
                let at_boundary = main_blocks.iter().any(|b| b.contains_range(range))
                    || boundary_function(model, info.scope, calls_by_name);
                let function = model.scopes[info.scope]
                    .qualname
                    .as_ref()
                    .map(|q| q.split('.').next().unwrap_or(q).to_string());
                let feeds = match (&function, at_boundary) {
                    (Some(helper), true) => functions_fed_by(model, module, helper),
                    _ => Vec::new(),
                };
                hits.push(PatternHit {
                    pattern: Pattern::Recurrence,
                    line: source.line_of(range.start()),
                    at_boundary,
                    function,
                    plain_python: true,
                    feeds,
                });
            }
        }
    }
    hits
}

/// The names a loop reads that are bound, before it and only there, to an empty or literal
/// dict, list, set or deque (`bids = defaultdict(int)`, `seen = set()`).
fn containers_before(model: &Model, info: &crate::model::loops::LoopInfo) -> Vec<Name> {
    let mut names: Vec<Name> = Vec::new();
    crate::model::loops::for_each_body_expr(info.node, &mut |e| {
        if let Expr::Name(n) = e {
            if !names.contains(&n.id) {
                names.push(n.id.clone());
            }
        }
    });
    let is_container = |v: &Expr| match v {
        Expr::Dict(_) | Expr::List(_) | Expr::Set(_) => true,
        Expr::Call(c) => {
            let callee = match c.func.as_ref() {
                Expr::Name(f) => f.id.as_str(),
                Expr::Attribute(a) => a.attr.as_str(),
                _ => "",
            };
            matches!(
                callee,
                "dict" | "list" | "set" | "defaultdict" | "deque" | "Counter" | "OrderedDict"
            )
        }
        _ => false,
    };
    names.retain(|n| {
        let values = model.bound_values(info.scope, n.as_str());
        model.binding_count(info.scope, n.as_str()) as usize == values.len()
            && !values.is_empty()
            && values
                .iter()
                .all(|v| is_container(v) && v.range().end() <= info.range.start())
    });
    names
}

/// `chars, counts = train(text)` … `sample(chars, counts, rng)`: the functions called with a
/// name bound to what `helper` returns and with no argument that is an array — their work is on
/// the helper's output (a Markov chain's counts), not on data of their own (a calibration that
/// takes `raw` frames beside the `offset` a config parser returned is not fed).
fn functions_fed_by(model: &Model, module: &ModModule, helper: &str) -> Vec<String> {
    let mut fed = Vec::new();
    let mut outputs: Vec<(ScopeId, Vec<Name>)> = Vec::new();
    // The module's statements and those of its functions (`def main(): … = train(text)`).
    let functions = module.body.iter().filter_map(|s| match s {
        Stmt::FunctionDef(def) => Some(def.body.as_slice()),
        _ => None,
    });
    std::iter::once(module.body.as_slice())
        .chain(functions)
        .flat_map(crate::model::tree::all_statements)
        .for_each(|stmt| {
            let Stmt::Assign(a) = stmt else { return };
            let Expr::Call(call) = a.value.as_ref() else {
                return;
            };
            if builtin_name(&call.func) != Some(helper) {
                return;
            }
            let mut names = Vec::new();
            a.targets
                .iter()
                .for_each(|t| crate::model::expr::target_names(t, &mut names));
            outputs.push((model.scope_containing(a.range), names));
        });
    for (scope, names) in outputs {
        crate::model::expr::any_expr_in_body(&module.body, |e| {
            let Expr::Call(call) = e else { return false };
            let Some(callee) = builtin_name(&call.func) else {
                return false;
            };
            if model.scope_containing(call.range()) != scope || callee == helper {
                return false;
            }
            let args: Vec<&Expr> = call
                .arguments
                .args
                .iter()
                .chain(call.arguments.keywords.iter().map(|k| &k.value))
                .collect();
            let output = |a: &Expr| matches!(a, Expr::Name(n) if names.contains(&n.id));
            // An array of the caller's own, not one the helper made (`calibrate(raw, gain)`).
            let own_array = args
                .iter()
                .any(|a| !output(a) && model.kind(scope, a) == Kind::Array);
            // `summarise(stations, values)` with `values` an array the helper returned: the
            // core's data passed through the helper element by element.
            let array_output = args
                .iter()
                .any(|a| output(a) && model.kind(scope, a) == Kind::Array);
            let Some(def) = top_level_def(module, callee) else {
                return false;
            };
            // The parameters that receive a whole output (`counts`, not `cfg["s0"]`).
            let receiving: Vec<Name> = call
                .arguments
                .args
                .iter()
                .zip(
                    def.parameters
                        .posonlyargs
                        .iter()
                        .chain(&def.parameters.args),
                )
                .filter(|(a, _)| matches!(a, Expr::Name(n) if names.contains(&n.id)))
                .map(|(_, p)| p.parameter.name.id.clone())
                .collect();
            if !own_array
                && (array_output || takes_arrays_out_of(&def.body, &receiving))
                && !fed.iter().any(|f| f == callee)
            {
                fed.push(callee.to_string());
            }
            false
        });
    }
    fed
}

fn top_level_def<'a>(module: &'a ModModule, name: &str) -> Option<&'a ast::StmtFunctionDef> {
    module.body.iter().find_map(|s| match s {
        Stmt::FunctionDef(def) if def.name.id.as_str() == name => Some(def),
        _ => None,
    })
}

/// `row = counts.get(ctx)` … `row / row.sum()`: a name bound to an item of one of `containers`
/// and then used as an array (reduced by a method, or indexed) — the function's array data comes
/// out of the container. Scalars read from a settings dict (`dt = cfg["dt"]`) are not.
fn takes_arrays_out_of(body: &[Stmt], containers: &[Name]) -> bool {
    if containers.is_empty() {
        return false;
    }
    let item_of_container = |v: &Expr| match v {
        Expr::Subscript(sub) => crate::model::expr::mentions_any(&sub.value, containers),
        Expr::Call(c) => {
            matches!(method_call(c), Some((Expr::Name(n), "get" | "setdefault" | "pop"))
            if containers.contains(&n.id))
        }
        _ => false,
    };
    let items: Vec<Name> = crate::model::tree::all_statements(body)
        .into_iter()
        .filter_map(|s| match s {
            Stmt::Assign(a) if item_of_container(&a.value) => match a.targets.as_slice() {
                [Expr::Name(n)] => Some(n.id.clone()),
                _ => None,
            },
            _ => None,
        })
        .collect();
    !items.is_empty()
        && crate::model::expr::any_expr_in_body(body, |e| match e {
            Expr::Call(c) => matches!(method_call(c), Some((Expr::Name(n), m))
                if items.contains(&n.id) && api::contains(api::REDUCTIONS, m)),
            Expr::Subscript(sub) => {
                matches!(sub.value.as_ref(), Expr::Name(n) if items.contains(&n.id))
            }
            _ => false,
        })
}

fn boundary_function(
    model: &Model,
    scope: ScopeId,
    calls_by_name: &FxHashMap<Name, (usize, bool)>,
) -> bool {
    let Some(qualname) = &model.scopes[scope].qualname else {
        return false;
    };
    let name = qualname.split('.').next().unwrap_or(qualname);
    let (calls, from_loop) = calls_by_name.get(name).copied().unwrap_or((0, false));
    calls <= 1 && !from_loop
}

/// Module-level integer constants (defined outside `__main__`) feeding array constructors or
/// random draws — anywhere, the `__main__` block included, where scripts usually make their
/// data — directly, through a parameter default, or through a call argument; and, when there are
/// none, the sizes the file makes from literal shapes alone.
fn size_hints(
    source: &SourceFile,
    module: &ModModule,
    model: &Model,
    main_blocks: &[TextRange],
    calls: &[&ast::ExprCall],
) -> (Vec<SizeHint>, Vec<SizeHint>) {
    let constants = module_constants(source, module, main_blocks);
    let bindings = parameter_bindings(module, model, &constants, calls);
    let ex = Extents {
        model,
        constants: &constants,
        bindings: &bindings,
    };
    let mut hints: Vec<SizeHint> = calls
        .iter()
        .filter_map(|call| size_hint(source, model, call, &constants, &bindings))
        .collect();
    hints.extend(open_grids(source, module, ex));
    // Only a file with a sized constructor has data a pairwise broadcast could square.
    if !hints.is_empty() {
        hints.extend(pairwise_sizes(source, module, calls, ex));
        hints.extend(cross_pair_sizes(source, module, ex));
    }
    if !hints.is_empty() {
        hints.extend(outer_broadcasts(source, module, ex));
        hints.extend(first_axis_products(source, module, ex));
        hints.extend(grown_arrays(source, module, ex));
    }
    hints.sort_by(|a, b| b.elements.cmp(&a.elements).then(a.line.cmp(&b.line)));
    // Without them, what a script makes from literal shapes may be all its data.
    let made = if hints.is_empty() {
        made_sizes(source, module, calls, ex)
    } else {
        Vec::new()
    };
    (hints, made)
}

/// `pos[None, :, :] - pos[:, None, :]`, `x[:, None] * x[None, :]`: one array broadcast against
/// itself along a new axis (pairwise distances, interactions, kernels) — the work is on n × n
/// (× the rest), not on the data's n. Each pair is sized by the constructor its array comes from
/// (through parameters every caller passes); a pair on a computed value (`deg = a.sum(axis=1)`)
/// is left unsized; when some pair's array cannot be traced, every sized constructor of the file
/// is squared by its first axis.
fn pairwise_sizes(
    source: &SourceFile,
    module: &ModModule,
    calls: &[&ast::ExprCall],
    ex: Extents,
) -> Vec<SizeHint> {
    let model = ex.model;
    let mut hints = Vec::new();
    let mut untraced = None;
    for (range, name) in pairwise_broadcasts(module, model) {
        let scope = model.scope_containing(range);
        let text = crate::rules::snippet(&source.text, range);
        let place = format!(
            "`{text}` at {}",
            source.line_label(source.line_of(range.start()))
        );
        match operand_origin(source, &name, scope, ex, 0) {
            Origin::Made(call, hint) => {
                if let Some(squared) = squared_hint(call, hint, &place, ex) {
                    hints.push(squared);
                }
            }
            Origin::Computed => {}
            Origin::Unknown => {
                untraced.get_or_insert(place);
            }
        }
    }
    if let Some(place) = untraced {
        hints.extend(calls.iter().filter_map(|call| {
            let hint = size_hint(source, model, call, ex.constants, ex.bindings)?;
            squared_hint(call, hint, &place, ex)
        }));
    }
    hints
}

/// A constructor's size hint times its first axis: the array paired with itself along it.
fn squared_hint(
    call: &ast::ExprCall,
    hint: SizeHint,
    place: &str,
    ex: Extents,
) -> Option<SizeHint> {
    let dims = constructor_dims(ex.model, call)?;
    let scope = ex.model.scope_containing(call.range());
    let n = dim_value(dims[0], scope, ex, &mut Used::new(), 0)?;
    Some(SizeHint {
        elements: hint.elements.checked_mul(n)?,
        line: hint.line,
        description: format!("{}, paired with itself by {place}", hint.description),
    })
}

/// Every `x[:, None] op x[None, :]` of the file (also through elementwise functions,
/// `np.sin(x)[:, None] * np.sin(x)[None, :]`), with its range and the array's name.
fn pairwise_broadcasts(module: &ModModule, model: &Model) -> Vec<(TextRange, Name)> {
    broadcast_pairs(module, model)
        .into_iter()
        .filter(|(_, (l, _), (r, _))| l == r)
        .map(|(range, (l, _), _)| (range, l))
        .collect()
}

/// An array's name and where its own axes sit in an index that adds new ones.
type Expanded = (Name, Vec<usize>);

/// Every `a[:, None, :] op b[None, :, :]` of the file: two named arrays (or one) broadcast
/// against each other along different new axes.
fn broadcast_pairs(module: &ModModule, model: &Model) -> Vec<(TextRange, Expanded, Expanded)> {
    let mut found = Vec::new();
    crate::model::expr::any_expr_in_body(&module.body, |e| {
        let Expr::BinOp(b) = e else { return false };
        let scope = model.scope_containing(b.range);
        let side = |e: &Expr| -> Option<(Name, Vec<usize>)> {
            match expanded_operand(model, scope, e, 2)? {
                (Base::Name(n), positions) if e.is_subscript_expr() => {
                    Some((n.id.clone(), positions))
                }
                _ => None,
            }
        };
        if let (Some((l, lp)), Some((r, rp))) = (side(&b.left), side(&b.right)) {
            if lp != rp {
                found.push((b.range, (l, lp), (r, rp)));
            }
        }
        false
    });
    found
}

/// `a[:, None, :] - b[None, :, :]` with `a` (na, d) and `b` (nb, d) made by sized constructors
/// (through parameters every caller passes; the largest for each): na × nb × d elements — `a`'s
/// size times `b`'s extents along the axes `a` does not span.
fn cross_pair_sizes(source: &SourceFile, module: &ModModule, ex: Extents) -> Vec<SizeHint> {
    let model = ex.model;
    let mut hints = Vec::new();
    for (range, (l, lp), (r, rp)) in broadcast_pairs(module, model) {
        // Along disjoint axes it is an outer product (`outer_broadcasts`).
        if l == r || !lp.iter().any(|p| rp.contains(p)) {
            continue;
        }
        let scope = model.scope_containing(range);
        let (Origin::Made(_, left), Origin::Made(right_call, _)) = (
            operand_origin(source, &l, scope, ex, 0),
            operand_origin(source, &r, scope, ex, 0),
        ) else {
            continue;
        };
        let Some(dims) = constructor_dims(model, right_call) else {
            continue;
        };
        if dims.len() != rp.len() {
            continue;
        }
        let right_scope = model.scope_containing(right_call.range());
        let extra = rp
            .iter()
            .zip(&dims)
            .try_fold(1u64, |product, (position, dim)| {
                if lp.contains(position) {
                    return Some(product);
                }
                product.checked_mul(dim_value(dim, right_scope, ex, &mut Used::new(), 0)?)
            });
        let Some(elements) = extra.and_then(|e| left.elements.checked_mul(e)) else {
            continue;
        };
        let text = crate::rules::snippet(&source.text, range);
        hints.push(SizeHint {
            elements,
            line: left.line,
            description: format!(
                "{}, broadcast against `{r}` by `{text}` at {}",
                left.description,
                source.line_label(source.line_of(range.start()))
            ),
        });
    }
    hints
}

/// How many names, parameters, returns and arithmetic leaves an origin is followed through.
const MAX_ORIGIN_DEPTH: u32 = 8;

/// Where an operand of a broadcast comes from.
enum Origin<'a> {
    /// A sized constructor (directly, or through parameters every caller passes).
    Made(&'a ast::ExprCall, SizeHint),
    /// A reduction along an axis (`a.sum(axis=1)`): its size is not the data's.
    Computed,
    Unknown,
}

/// The constructor a name is bound to, seen from `scope`: its only value, or — for a parameter
/// — the largest sized array any caller of this file passes to it by name.
fn operand_origin<'a>(
    source: &SourceFile,
    name: &Name,
    scope: ScopeId,
    ex: Extents<'_, 'a>,
    depth: u32,
) -> Origin<'a> {
    let model = ex.model;
    if depth > MAX_ORIGIN_DEPTH {
        return Origin::Unknown;
    }
    if model.is_parameter(scope, name.as_str()) {
        let Some(passed) = model.arguments_passed(scope, name.as_str()) else {
            return Origin::Unknown;
        };
        let mut best: Option<(&ast::ExprCall, SizeHint)> = None;
        for (caller, arg) in passed {
            if let Origin::Made(call, hint) = value_origin(source, arg, caller, ex, depth + 1) {
                if best
                    .as_ref()
                    .is_none_or(|(_, b)| hint.elements > b.elements)
                {
                    best = Some((call, hint));
                }
            }
        }
        return best.map_or(Origin::Unknown, |(call, hint)| Origin::Made(call, hint));
    }
    // A module constant read in a function: its evidence may sit in the function's scope.
    let declared = if model.is_local(scope, name.as_str()) {
        scope
    } else {
        0
    };
    let bindings = model.bindings_of(declared, name.as_str());
    if let Some(value) = initial_value(&bindings, name) {
        return value_origin(source, value, declared, ex, depth);
    }
    match bindings.as_slice() {
        [crate::model::Bound::Value(value)] => value_origin(source, value, declared, ex, depth),
        // `a, b = load_signals()`: the element of what the helper returns.
        [crate::model::Bound::Unpacked(Expr::Call(call), Some(position))] => {
            returned_origin(source, call, Some(*position as usize), ex, depth)
        }
        _ => Origin::Unknown,
    }
}

/// `spot = s0 * u ** (n - j)` then `spot = spot[:k + 1] * d` in a loop: the one value that does
/// not read the name itself, when every other binding is a value made from it.
fn initial_value<'a>(bindings: &[&crate::model::Bound<'a>], name: &Name) -> Option<&'a Expr> {
    if bindings.len() < 2 {
        return None;
    }
    let names = std::slice::from_ref(name);
    let mut initial = None;
    for binding in bindings {
        let crate::model::Bound::Value(value) = binding else {
            return None;
        };
        if !crate::model::expr::mentions_any(value, names) {
            if initial.is_some() {
                return None;
            }
            initial = Some(*value);
        }
    }
    initial
}

/// Where a value comes from: a sized constructor; the largest array operand of elementwise
/// arithmetic (`np.sin(t) + 0.05 * rng.standard_normal(N)`); what a helper of this file returns.
fn value_origin<'a>(
    source: &SourceFile,
    value: &'a Expr,
    scope: ScopeId,
    ex: Extents<'_, 'a>,
    depth: u32,
) -> Origin<'a> {
    let model = ex.model;
    match value {
        Expr::Name(n) => operand_origin(source, &n.id, scope, ex, depth + 1),
        Expr::Call(call) if call.arguments.find_keyword("axis").is_some() => Origin::Computed,
        Expr::Call(call) => {
            match size_hint(source, model, call, ex.constants, ex.bindings)
                .or_else(|| literal_size(source, model, call))
            {
                Some(hint) => Origin::Made(call, hint),
                None if elementwise_call(model, call) || keeps_size(model, call) => {
                    largest_leaf_origin(source, value, scope, ex, depth)
                }
                None => returned_origin(source, call, None, ex, depth),
            }
        }
        Expr::BinOp(_) | Expr::UnaryOp(_) => largest_leaf_origin(source, value, scope, ex, depth),
        _ => Origin::Unknown,
    }
}

/// The largest sized operand among the leaves of elementwise arithmetic: the result has its size.
fn largest_leaf_origin<'a>(
    source: &SourceFile,
    value: &'a Expr,
    scope: ScopeId,
    ex: Extents<'_, 'a>,
    depth: u32,
) -> Origin<'a> {
    if depth > MAX_ORIGIN_DEPTH {
        return Origin::Unknown;
    }
    let mut leaves = Vec::new();
    arithmetic_leaves(ex.model, value, &mut leaves, 0);
    if leaves.len() == 1 && std::ptr::eq(leaves[0], value) {
        return Origin::Unknown;
    }
    let mut best = Origin::Unknown;
    for leaf in leaves {
        match value_origin(source, leaf, scope, ex, depth + 1) {
            Origin::Made(call, hint) if best.elements().is_none_or(|b| hint.elements > b) => {
                best = Origin::Made(call, hint);
            }
            Origin::Computed if matches!(best, Origin::Unknown) => best = Origin::Computed,
            _ => {}
        }
    }
    best
}

/// The origin of what a helper of this file returns (its `position`-th element when the call is
/// unpacked): the largest over its `return` statements.
fn returned_origin<'a>(
    source: &SourceFile,
    call: &'a ast::ExprCall,
    position: Option<usize>,
    ex: Extents<'_, 'a>,
    depth: u32,
) -> Origin<'a> {
    let Some((callee, returns)) = ex.model.local_call_returns(call) else {
        return Origin::Unknown;
    };
    let mut best = Origin::Unknown;
    for returned in returns {
        let value = match (position, returned) {
            (None, value) => *value,
            (Some(k), Expr::Tuple(t)) => match t.elts.get(k) {
                Some(value) if !t.elts.iter().any(Expr::is_starred_expr) => value,
                _ => return Origin::Unknown,
            },
            _ => return Origin::Unknown,
        };
        match value_origin(source, value, callee, ex, depth + 1) {
            Origin::Made(call, hint) if best.elements().is_none_or(|b| hint.elements > b) => {
                best = Origin::Made(call, hint);
            }
            Origin::Made(..) => {}
            _ => return Origin::Unknown,
        }
    }
    best
}

impl Origin<'_> {
    fn elements(&self) -> Option<u64> {
        match self {
            Origin::Made(_, hint) => Some(hint.elements),
            _ => None,
        }
    }
}

/// `f @ f.T`, `np.dot(a, b.T)`, `np.outer(x, y)`: a product over the first axes of two arrays
/// — a Gram or covariance matrix of n × m elements (3,000 assets by 20 factors make a 3,000 ×
/// 3,000 covariance), not the n × k of the data it is made from.
fn first_axis_products(source: &SourceFile, module: &ModModule, ex: Extents) -> Vec<SizeHint> {
    let model = ex.model;
    let mut hints = Vec::new();
    crate::model::expr::any_expr_in_body(&module.body, |e| {
        let pair = match e {
            Expr::BinOp(b) if b.op == ast::Operator::MatMult => transposed_right(&b.left, &b.right),
            Expr::Call(c) => match (model.numpy_call_name(&c.func), c.arguments.args.as_ref()) {
                (Some("numpy.dot"), [left, right]) => transposed_right(left, right),
                (Some("numpy.outer"), [Expr::Name(l), Expr::Name(r)]) => Some((l, r)),
                _ => None,
            },
            _ => None,
        };
        if let Some((left, right)) = pair {
            hints.extend(first_axis_product(source, e.range(), left, right, ex));
        }
        false
    });
    hints
}

/// `a @ b.T` (also `np.transpose(b)`): the two names whose first axes the product pairs.
fn transposed_right<'e>(
    left: &'e Expr,
    right: &'e Expr,
) -> Option<(&'e ast::ExprName, &'e ast::ExprName)> {
    let Expr::Name(l) = left else { return None };
    match right {
        Expr::Attribute(a) if a.attr.id.as_str() == "T" => match a.value.as_ref() {
            Expr::Name(r) => Some((l, r)),
            _ => None,
        },
        _ => None,
    }
}

fn first_axis_product(
    source: &SourceFile,
    range: TextRange,
    left: &ast::ExprName,
    right: &ast::ExprName,
    ex: Extents,
) -> Option<SizeHint> {
    let scope = ex.model.scope_containing(range);
    let first_axis = |name: &ast::ExprName| -> Option<(SizeHint, u64)> {
        let Origin::Made(call, hint) = operand_origin(source, &name.id, scope, ex, 0) else {
            return None;
        };
        let dims = constructor_dims(ex.model, call)?;
        let made_in = ex.model.scope_containing(call.range());
        let n = dim_value(dims.first()?, made_in, ex, &mut Used::new(), 0)?;
        Some((hint, n))
    };
    let (hint, n) = first_axis(left)?;
    let (_, m) = first_axis(right)?;
    let text = crate::rules::snippet(&source.text, range);
    Some(SizeHint {
        elements: n.checked_mul(m)?,
        line: source.line_of(range.start()),
        description: format!(
            "`{text}` at {}: {n} × {m} from {}",
            source.line_label(source.line_of(range.start())),
            hint.description
        ),
    })
}

/// `strikes[:, None] - s[None, :]`: two different sized arrays broadcast against each other along
/// new axes — the result has the product of their sizes (a grid per strike, an outer product).
/// Also through elementwise functions (`np.sin(np.pi * x)[:, None] * np.sin(np.pi * y)[None, :]`),
/// names bound once to such an axis (`k = np.linspace(50, 150, N)[:, None]`) and the arguments of
/// one call (`price(spot, k, t)`).
fn outer_broadcasts(source: &SourceFile, module: &ModModule, ex: Extents) -> Vec<SizeHint> {
    let model = ex.model;
    let mut hints = Vec::new();
    crate::model::expr::any_expr_in_body(&module.body, |e| {
        let operands: Vec<&Expr> = match e {
            // All the leaves of the elementwise arithmetic (`(np.log(s / k) + v ** 2 * t) / v`):
            // three new axes multiply three sizes.
            Expr::BinOp(_) => {
                let mut leaves = Vec::new();
                arithmetic_leaves(model, e, &mut leaves, 0);
                leaves
            }
            Expr::Call(c) if c.arguments.args.len() >= 2 => c.arguments.args.iter().collect(),
            _ => return false,
        };
        hints.extend(outer_product(source, e.range(), &operands, ex));
        false
    });
    hints
}

/// The largest product of operands broadcast against each other along different axes.
fn outer_product(
    source: &SourceFile,
    range: TextRange,
    operands: &[&Expr],
    ex: Extents,
) -> Option<SizeHint> {
    let scope = ex.model.scope_containing(range);
    let axes: Vec<(Base, Vec<usize>)> = operands
        .iter()
        .filter_map(|e| expanded_operand(ex.model, scope, e, 0))
        .collect();
    // The largest operand along each set of axes, then the largest product of operands along
    // disjoint axes.
    let mut along: Vec<(&Vec<usize>, &Base, SizeHint)> = Vec::new();
    for (base, positions) in &axes {
        let Some(size) = base_size(source, base, scope, ex) else {
            continue;
        };
        match along.iter_mut().find(|(p, _, _)| *p == positions) {
            Some(entry) if entry.2.elements >= size.elements => {}
            Some(entry) => *entry = (positions, base, size),
            None => along.push((positions, base, size)),
        }
    }
    along.truncate(8);
    let mut best: Option<(u64, Vec<usize>)> = None;
    for subset in 1u32..(1 << along.len()) {
        let members: Vec<usize> = (0..along.len())
            .filter(|i| subset & (1 << i) != 0)
            .collect();
        if members.len() < 2 || !disjoint_and_distinct(&along, &members) {
            continue;
        }
        let product = members
            .iter()
            .try_fold(1u64, |acc, &i| acc.checked_mul(along[i].2.elements));
        if let Some(product) = product {
            if best.as_ref().is_none_or(|(b, _)| product > *b) {
                best = Some((product, members));
            }
        }
    }
    let (elements, members) = best?;
    let line = source.line_of(range.start());
    let text = crate::rules::snippet(&source.text, range);
    let parts: Vec<&str> = members
        .iter()
        .map(|&i| along[i].2.description.as_str())
        .collect();
    Some(SizeHint {
        elements,
        line,
        description: format!(
            "`{text}` at {}: {}",
            source.line_label(line),
            parts.join(" against ")
        ),
    })
}

/// Operands along pairwise disjoint axes, made from different names.
fn disjoint_and_distinct(along: &[(&Vec<usize>, &Base, SizeHint)], members: &[usize]) -> bool {
    members.iter().enumerate().all(|(k, &i)| {
        members[k + 1..].iter().all(|&j| {
            !along[i].0.iter().any(|p| along[j].0.contains(p)) && !along[i].1.same_name(along[j].1)
        })
    })
}

/// The operands of elementwise arithmetic: through `+ - * / **` and one-argument ufuncs.
fn arithmetic_leaves<'e>(model: &Model, e: &'e Expr, out: &mut Vec<&'e Expr>, depth: u32) {
    match e {
        _ if depth > 32 => out.push(e),
        Expr::BinOp(b) if b.op != ast::Operator::MatMult => {
            arithmetic_leaves(model, &b.left, out, depth + 1);
            arithmetic_leaves(model, &b.right, out, depth + 1);
        }
        Expr::UnaryOp(u) => arithmetic_leaves(model, &u.operand, out, depth + 1),
        Expr::Call(c) if elementwise_call(model, c) => match &*c.arguments.args {
            [arg] => arithmetic_leaves(model, arg, out, depth + 1),
            _ => out.push(e),
        },
        Expr::Call(c) if keeps_size(model, c) => {
            arithmetic_leaves(model, &c.arguments.args[0], out, depth + 1)
        }
        _ => out.push(e),
    }
}

/// What an array broadcast along new axes is made from.
enum Base<'e> {
    Name(&'e ast::ExprName),
    Made(&'e ast::ExprCall),
}

impl Base<'_> {
    fn same_name(&self, other: &Base) -> bool {
        matches!((self, other), (Base::Name(a), Base::Name(b)) if a.id == b.id)
    }
}

fn base_size(source: &SourceFile, base: &Base, scope: ScopeId, ex: Extents) -> Option<SizeHint> {
    match base {
        Base::Name(n) => match operand_origin(source, &n.id, scope, ex, 0) {
            Origin::Made(_, hint) => Some(hint),
            _ => None,
        },
        Base::Made(call) => size_hint(source, ex.model, call, ex.constants, ex.bindings)
            .or_else(|| literal_size(source, ex.model, call)),
    }
}

/// An operand broadcast along new axes: `x[:, None]` (through a literal factor, a sign or an
/// elementwise function of one array), or a name whose only value in its scope is one.
fn expanded_operand<'e>(
    model: &'e Model,
    scope: ScopeId,
    e: &'e Expr,
    depth: u32,
) -> Option<(Base<'e>, Vec<usize>)> {
    match e {
        Expr::BinOp(b) => expanded_operand(model, scope, array_side(model, scope, b)?, depth),
        Expr::UnaryOp(u) => expanded_operand(model, scope, &u.operand, depth),
        Expr::Call(c) if singleton_axes(model, c).is_some() => {
            Some((Base::Made(c), singleton_axes(model, c)?))
        }
        Expr::Call(c) => {
            let [arg] = &*c.arguments.args else {
                return None;
            };
            elementwise_call(model, c).then(|| expanded_operand(model, scope, arg, depth))?
        }
        Expr::Subscript(sub) => {
            let positions = own_axes(&sub.slice)?;
            let base = match unwrap_elementwise(model, scope, &sub.value) {
                Expr::Name(n) => Base::Name(n),
                Expr::Call(c) if constructor_dims(model, c).is_some() => Base::Made(c),
                _ => return None,
            };
            Some((base, positions))
        }
        Expr::Name(n) if depth < 2 => {
            let declared = if model.is_local(scope, n.id.as_str()) {
                scope
            } else {
                0
            };
            let values = model.only_values(declared, n.id.as_str())?;
            let [value] = values.as_slice() else {
                return None;
            };
            expanded_operand(model, declared, value, depth + 1)
        }
        _ => None,
    }
}

/// `np.sin(np.pi * x)` → `x`; anything else as it is.
fn unwrap_elementwise<'e>(model: &Model, scope: ScopeId, e: &'e Expr) -> &'e Expr {
    match e {
        Expr::BinOp(b) => match array_side(model, scope, b) {
            Some(side) => unwrap_elementwise(model, scope, side),
            None => e,
        },
        Expr::UnaryOp(u) => unwrap_elementwise(model, scope, &u.operand),
        Expr::Call(c) if elementwise_call(model, c) => match &*c.arguments.args {
            [arg] => unwrap_elementwise(model, scope, arg),
            _ => e,
        },
        _ => e,
    }
}

/// A NumPy ufunc called on one positional argument and no keywords.
fn elementwise_call(model: &Model, call: &ast::ExprCall) -> bool {
    call.arguments.keywords.is_empty()
        && model
            .callee_name(&call.func)
            .and_then(api::numpy_member)
            .is_some_and(api::is_ufunc)
}

/// `np.sort(x)`, `np.clip(x, 0, 1)`, `np.cumsum(x)`: as many elements as the first argument.
fn keeps_size(model: &Model, call: &ast::ExprCall) -> bool {
    call.arguments.keywords.is_empty()
        && !call.arguments.args.is_empty()
        && model
            .callee_name(&call.func)
            .and_then(api::numpy_member)
            .is_some_and(|m| SIZE_KEEPING.contains(&m))
}

const SIZE_KEEPING: &[&str] = &[
    "sort",
    "copy",
    "asarray",
    "ascontiguousarray",
    "array",
    "flip",
    "roll",
    "clip",
    "real",
    "imag",
    "around",
    "round",
    "nan_to_num",
    "cumsum",
    "cumprod",
    "ravel",
    "transpose",
    "squeeze",
];

/// The array operand of arithmetic with a scalar: `np.pi * x`, `x / 2`, and `steps - 2 * j`
/// with a name that is no array against one that is (the result has at least the array's size).
fn array_side<'e>(model: &Model, scope: ScopeId, b: &'e ast::ExprBinOp) -> Option<&'e Expr> {
    let (left, right) = (b.left.as_ref(), b.right.as_ref());
    if is_scalar_factor(model, scope, left) {
        return Some(right);
    }
    if is_scalar_factor(model, scope, right) {
        return Some(left);
    }
    let plain_name = |e: &Expr| {
        e.is_name_expr() && !matches!(model.kind(scope, e), Kind::Array | Kind::Reduction)
    };
    let array = |e: &Expr| model.kind(scope, e) == Kind::Array;
    if plain_name(left) && array(right) {
        Some(right)
    } else if plain_name(right) && array(left) {
        Some(left)
    } else {
        None
    }
}

/// A number, `np.pi`, or a name bound only to literal constants.
fn is_scalar_factor(model: &Model, scope: ScopeId, e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::Attribute(a) => {
            matches!(a.attr.as_str(), "pi" | "e") && matches!(a.value.as_ref(), Expr::Name(_))
        }
        Expr::Name(n) => model.is_constant(scope, n.id.as_str()),
        _ => false,
    }
}

/// `rng.uniform(lo, hi, (N_UNITS, 1))`, `np.zeros((1, n))`: a constructor whose shape has literal
/// 1s is made to broadcast — its own axes are the others.
fn singleton_axes(model: &Model, call: &ast::ExprCall) -> Option<Vec<usize>> {
    let dims = constructor_dims(model, call)?;
    let ones = |e: &&Expr| int_literal(e) == Some(1);
    if !dims.iter().any(ones) || dims.iter().all(ones) {
        return None;
    }
    Some(
        dims.iter()
            .enumerate()
            .filter(|(_, e)| !ones(e))
            .map(|(i, _)| i)
            .collect(),
    )
}

/// Where the array's own axes sit in an index that adds new ones (`[:, None]` → `[0]`, `[None,
/// None, :]` → `[2]`); `None` when it adds none, or when an integer index takes a row or column
/// of the array (`d[:, k, None]` is one column, not the whole array).
fn own_axes(slice: &Expr) -> Option<Vec<usize>> {
    let Expr::Tuple(t) = slice else { return None };
    if !t.elts.iter().any(|e| e.is_none_literal_expr()) {
        return None;
    }
    let whole_axis =
        |e: &Expr| e.is_none_literal_expr() || e.is_slice_expr() || e.is_ellipsis_literal_expr();
    if !t.elts.iter().all(whole_axis) {
        return None;
    }
    Some(
        t.elts
            .iter()
            .enumerate()
            .filter(|(_, e)| !e.is_none_literal_expr())
            .map(|(i, _)| i)
            .collect(),
    )
}

/// `tracks = np.append(tracks, event(rng), axis=0)` (or `np.vstack([tracks, piece])`,
/// `np.concatenate(...)`) directly in `for e in range(EVENTS)`: the array grown once per
/// iteration ends with the trip count times each piece — a piece made by a sized constructor, or
/// returned (whole or masked) by a function of the file that makes it.
fn grown_arrays(source: &SourceFile, module: &ModModule, ex: Extents) -> Vec<SizeHint> {
    let model = ex.model;
    let mut out = Vec::new();
    for stmt in every_statement(&module.body) {
        let Stmt::For(f) = stmt else { continue };
        let Expr::Call(range) = f.iter.as_ref() else {
            continue;
        };
        let ([count], Some("range")) = (&*range.arguments.args, builtin_name(&range.func)) else {
            continue;
        };
        let scope = model.scope_containing(f.range);
        let Some(trips) = dim_value(count, scope, ex, &mut Used::new(), 0) else {
            continue;
        };
        for s in &f.body {
            let Stmt::Assign(a) = s else { continue };
            let [Expr::Name(target)] = a.targets.as_slice() else {
                continue;
            };
            let Some(piece) = grown_piece(model, &a.value, &target.id) else {
                continue;
            };
            let Some(hint) = piece_hint(source, piece, scope, ex) else {
                continue;
            };
            let Some(elements) = hint.elements.checked_mul(trips) else {
                continue;
            };
            let line = source.line_of(a.range.start());
            out.push(SizeHint {
                elements,
                line,
                description: format!(
                    "`{}` grown at {} once per iteration of `{}` ({trips} iterations), by {}",
                    target.id,
                    source.line_label(line),
                    crate::rules::snippet(&source.text, f.iter.range()),
                    hint.description
                ),
            });
        }
    }
    out
}

/// Every statement of the module, in functions and classes too.
fn every_statement(body: &[Stmt]) -> Vec<&Stmt> {
    struct All<'a>(Vec<&'a Stmt>);
    impl<'a> ruff_python_ast::statement_visitor::StatementVisitor<'a> for All<'a> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            self.0.push(stmt);
            ruff_python_ast::statement_visitor::walk_stmt(self, stmt);
        }
    }
    let mut all = All(Vec::new());
    ruff_python_ast::statement_visitor::StatementVisitor::visit_body(&mut all, body);
    all.0
}

/// The piece `x = np.append(x, piece)` / `np.vstack([x, piece])` adds to `x`.
fn grown_piece<'e>(model: &Model, value: &'e Expr, name: &Name) -> Option<&'e Expr> {
    let Expr::Call(call) = value else { return None };
    let member = api::numpy_member(model.callee_name(&call.func)?)?;
    let is_x = |e: &Expr| matches!(e, Expr::Name(n) if &n.id == name);
    match (member, &*call.arguments.args) {
        ("append", [x, piece, ..]) if is_x(x) => Some(piece),
        ("vstack" | "hstack" | "concatenate" | "row_stack" | "column_stack", [parts, ..]) => {
            let elts = match parts {
                Expr::List(l) => &l.elts,
                Expr::Tuple(t) => &t.elts,
                _ => return None,
            };
            match elts.as_slice() {
                [x, piece] if is_x(x) => Some(piece),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The size of a piece: a sized constructor, a name bound to one (a masked or sliced one counts
/// whole), or what a function of the file returns.
fn piece_hint(source: &SourceFile, piece: &Expr, scope: ScopeId, ex: Extents) -> Option<SizeHint> {
    let model = ex.model;
    let base = match piece {
        Expr::Subscript(s) => s.value.as_ref(),
        e => e,
    };
    match base {
        Expr::Name(n) => match operand_origin(source, &n.id, scope, ex, 0) {
            Origin::Made(_, hint) => Some(hint),
            _ => None,
        },
        Expr::Call(call) => {
            if let Some(hint) = size_hint(source, model, call, ex.constants, ex.bindings) {
                return Some(hint);
            }
            let (callee, returns) = model.local_call_returns(call)?;
            returns
                .iter()
                .filter_map(|r| match r {
                    Expr::Subscript(s) => match s.value.as_ref() {
                        Expr::Name(n) => Some(n),
                        _ => None,
                    },
                    Expr::Name(n) => Some(n),
                    _ => None,
                })
                .filter_map(|n| match operand_origin(source, &n.id, callee, ex, 0) {
                    Origin::Made(_, hint) => Some(hint),
                    _ => None,
                })
                .max_by_key(|h| h.elements)
        }
        _ => None,
    }
}

/// `np.arange(STEPS, -STEPS - 1, -2)`, `np.arange(1, N + 1)`: the count of a two- or
/// three-argument range whose bounds resolve (signed; at least one constant among them).
fn arange_count(
    model: &Model,
    call: &ast::ExprCall,
    scope: ScopeId,
    constants: &Constants,
    bindings: &FxHashMap<(ScopeId, Name), Name>,
) -> Option<(u64, Used)> {
    let name = model.callee_name(&call.func)?;
    if api::numpy_member(name) != Some("arange") || !call.arguments.keywords.is_empty() {
        return None;
    }
    let mut used = Used::new();
    let ex = Extents {
        model,
        constants,
        bindings,
    };
    let mut value = |e: &Expr| signed_extent(e, scope, ex, &mut used, 0);
    let (start, stop, step) = match &*call.arguments.args {
        [start, stop] => (value(start)?, value(stop)?, 1),
        [start, stop, step] => (value(start)?, value(stop)?, value(step)?),
        _ => return None,
    };
    if step == 0 || used.is_empty() {
        return None;
    }
    let span = stop.checked_sub(start)?;
    // ceil(span / step) for either sign.
    let count = (span + step - step.signum()) / step;
    Some((u64::try_from(count).ok().filter(|c| *c > 0)?, used))
}

/// What an extent resolves against: the file's model, its module constants and the parameters
/// bound to them.
#[derive(Clone, Copy)]
struct Extents<'m, 'a> {
    model: &'m Model<'a>,
    constants: &'m Constants,
    bindings: &'m FxHashMap<(ScopeId, Name), Name>,
}

/// An integer bound that may be negative: `-STEPS - 1`, `N + 1`, `-2`.
fn signed_extent(
    e: &Expr,
    scope: ScopeId,
    ex: Extents,
    used: &mut Used,
    depth: u32,
) -> Option<i64> {
    if depth > 4 {
        return None;
    }
    let mut inner = |e: &Expr| signed_extent(e, scope, ex, used, depth + 1);
    match e {
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => inner(&u.operand)?.checked_neg(),
        Expr::BinOp(b) => {
            let (l, r) = (inner(&b.left)?, inner(&b.right)?);
            match b.op {
                ast::Operator::Add => l.checked_add(r),
                ast::Operator::Sub => l.checked_sub(r),
                ast::Operator::Mult => l.checked_mul(r),
                ast::Operator::FloorDiv if r > 0 => Some(l.div_euclid(r)),
                _ => None,
            }
        }
        Expr::NumberLiteral(_) => int_literal(e),
        e => dim_value(e, scope, ex, used, depth + 1).and_then(|v| i64::try_from(v).ok()),
    }
}

/// A constructor's literal shape (`np.linspace(60, 140, 256)`): too small to be a hint alone, but
/// a factor of an outer broadcast.
fn literal_size(source: &SourceFile, model: &Model, call: &ast::ExprCall) -> Option<SizeHint> {
    let dims = constructor_dims(model, call)?;
    let elements = dims.iter().try_fold(1u64, |product, d| {
        let v = u64::try_from(int_literal(d)?).ok()?;
        product.checked_mul(v)
    })?;
    let line = source.line_of(call.start());
    let text = crate::rules::snippet(&source.text, call.range());
    Some(SizeHint {
        elements,
        line,
        description: format!("`{text}` at {} (a literal shape)", source.line_label(line)),
    })
}

fn size_hint(
    source: &SourceFile,
    model: &Model,
    call: &ast::ExprCall,
    constants: &Constants,
    bindings: &FxHashMap<(ScopeId, Name), Name>,
) -> Option<SizeHint> {
    // Most calls are not constructors: the scope is looked up only for those that are.
    let (elements, used) = match grid_axes(model, call) {
        Some(axes) => {
            let scope = model.scope_containing(call.range());
            resolve_grid(&axes, scope, model, constants, bindings)?
        }
        None => {
            let scope = model.scope_containing(call.range());
            match (constructor_dims(model, call), tile_parts(model, call)) {
                (Some(dims), _) => resolve_dims(&dims, scope, model, constants, bindings)?,
                (None, Some((array, reps))) => {
                    resolve_tile(array, &reps, scope, model, constants, bindings)?
                }
                (None, None) => arange_count(model, call, scope, constants, bindings)?,
            }
        }
    };
    Some(sized_by(source, call.range(), elements, used))
}

/// A size hint read off the code at `range`, naming the constants it used.
fn sized_by(source: &SourceFile, range: TextRange, elements: u64, used: Used) -> SizeHint {
    let line = source.line_of(range.start());
    let text = crate::rules::snippet(&source.text, range);
    let used: Vec<String> = used
        .into_iter()
        .map(|(n, v, l)| format!("{n} = {v} ({})", source.line_label(l)))
        .collect();
    let description = if used.is_empty() {
        format!("`{text}` at {} (a literal shape)", source.line_label(line))
    } else {
        format!(
            "`{text}` at {} with {}",
            source.line_label(line),
            used.join(", ")
        )
    };
    SizeHint {
        elements,
        line,
        description,
    }
}

/// `y, x = np.ogrid[-N // 2:N // 2, -N // 2:N // 2]` (or `np.mgrid`): the grid the axes span
/// together — what the program builds when it combines them, `x * x + y * y`.
fn open_grids(source: &SourceFile, module: &ModModule, ex: Extents) -> Vec<SizeHint> {
    let model = ex.model;
    let mut hints = Vec::new();
    crate::model::expr::any_expr_in_body(&module.body, |e| {
        let Expr::Subscript(sub) = e else {
            return false;
        };
        let is_grid = matches!(sub.value.as_ref(), Expr::Attribute(_) | Expr::Name(_))
            && model
                .imports
                .numpy_name(&sub.value)
                .is_some_and(|q| matches!(q.as_str(), "numpy.ogrid" | "numpy.mgrid"));
        if !is_grid {
            return false;
        }
        let axes: Vec<&Expr> = match sub.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            e => vec![e],
        };
        let scope = model.scope_containing(sub.range);
        let mut used = Used::new();
        let mut elements: u64 = 1;
        for axis in axes {
            let Expr::Slice(slice) = axis else {
                return false;
            };
            let (Some(lo), Some(hi)) = (slice.lower.as_deref(), slice.upper.as_deref()) else {
                return false;
            };
            if slice.step.is_some() {
                return false;
            }
            let (Some(lo), Some(hi)) = (
                signed_extent(lo, scope, ex, &mut used, 0),
                signed_extent(hi, scope, ex, &mut used, 0),
            ) else {
                return false;
            };
            let Some(count) = u64::try_from(hi - lo).ok().filter(|c| *c > 0) else {
                return false;
            };
            let Some(product) = elements.checked_mul(count) else {
                return false;
            };
            elements = product;
        }
        if used.is_empty() {
            return false;
        }
        hints.push(sized_by(source, sub.range, elements, used));
        false
    });
    hints
}

type Constants = FxHashMap<Name, (u64, usize)>;

fn module_constants(
    source: &SourceFile,
    module: &ModModule,
    main_blocks: &[TextRange],
) -> Constants {
    let mut counts: FxHashMap<Name, usize> = FxHashMap::default();
    let mut values = Constants::default();
    for stmt in &module.body {
        if main_blocks.iter().any(|b| b.contains_range(stmt.range())) {
            continue;
        }
        for (target, value) in constant_bindings(stmt) {
            *counts.entry(target.id.clone()).or_insert(0) += 1;
            if let Some(v) = value.and_then(|v| constant_value(v, &values, 0)) {
                values.insert(target.id.clone(), (v, source.line_of(stmt.start())));
            }
        }
    }
    values.retain(|n, _| counts.get(n) == Some(&1));
    values
}

/// The names a module-level statement binds, each with its value when it has one of its own:
/// `N = 4096`, `NX = NY = 256` (every target the same value), `NLAT, NLON = 180, 360` (pairwise),
/// `N: int = 10`. Other unpacking binds its names without a value.
fn constant_bindings(stmt: &Stmt) -> Vec<(&ast::ExprName, Option<&Expr>)> {
    let mut out = Vec::new();
    match stmt {
        Stmt::Assign(a) => {
            for target in &a.targets {
                match (target, a.value.as_ref()) {
                    (Expr::Name(n), v) => out.push((n, Some(v))),
                    (Expr::Tuple(t), Expr::Tuple(v)) if t.elts.len() == v.elts.len() => {
                        for (name, value) in t.elts.iter().zip(&v.elts) {
                            if let Expr::Name(n) = name {
                                out.push((n, Some(value)));
                            }
                        }
                    }
                    (Expr::Tuple(t), _) => out.extend(t.elts.iter().filter_map(|e| match e {
                        Expr::Name(n) => Some((n, None)),
                        _ => None,
                    })),
                    _ => {}
                }
            }
        }
        Stmt::AnnAssign(a) => {
            if let Expr::Name(n) = a.target.as_ref() {
                out.push((n, a.value.as_deref()));
            }
        }
        _ => {}
    }
    out
}

/// A positive integer written as a literal, an earlier constant, or integer arithmetic on them
/// (`HOURS = 24 * 365 * 20`, `N = 2**20`, `LENGTH = FS`, `M = 1 << 16`).
fn constant_value(e: &Expr, known: &Constants, depth: u32) -> Option<u64> {
    let v = match e {
        Expr::Name(n) => known.get(&n.id).map(|(v, _)| *v),
        Expr::BinOp(b) if depth < 8 => {
            let l = constant_value(&b.left, known, depth + 1)?;
            let r = constant_value(&b.right, known, depth + 1)?;
            integer_op(b.op, l, r)
        }
        e => int_literal(e).filter(|v| *v > 0).map(|v| v as u64),
    }?;
    (v > 0).then_some(v)
}

/// `l op r` on positive extents, when the result is a positive integer that fits.
fn integer_op(op: ast::Operator, l: u64, r: u64) -> Option<u64> {
    let v = match op {
        ast::Operator::Add => l.checked_add(r),
        ast::Operator::Sub => l.checked_sub(r),
        ast::Operator::Mult => l.checked_mul(r),
        ast::Operator::FloorDiv => l.checked_div(r),
        ast::Operator::Pow => u32::try_from(r).ok().and_then(|r| l.checked_pow(r)),
        ast::Operator::LShift => u32::try_from(r).ok().and_then(|r| l.checked_shl(r)),
        _ => None,
    }?;
    (v > 0).then_some(v)
}

/// Parameters bound to a constant: by default value, or by a positional/keyword argument at a
/// call site of their function (`initial_field(NX, NY)`). Keyed by (function scope, parameter).
fn parameter_bindings(
    module: &ModModule,
    model: &Model,
    constants: &Constants,
    calls: &[&ast::ExprCall],
) -> FxHashMap<(ScopeId, Name), Name> {
    let mut defs: FxHashMap<Name, Callable> = FxHashMap::default();
    let mut bindings = FxHashMap::default();
    if constants.is_empty() {
        return bindings;
    }
    collect_defs(&module.body, model, &mut defs);
    for (scope, params, _) in defs.values() {
        for p in params.iter_non_variadic_params() {
            if let Some(Expr::Name(d)) = p.default() {
                if constants.contains_key(&d.id) {
                    bindings.insert((*scope, p.parameter.name.id.clone()), d.id.clone());
                }
            }
        }
    }
    for call in calls {
        let Expr::Name(f) = call.func.as_ref() else {
            continue;
        };
        let Some((scope, params, skip)) = defs.get(&f.id) else {
            continue;
        };
        let positional: Vec<_> = params
            .posonlyargs
            .iter()
            .chain(params.args.iter())
            .skip(*skip)
            .collect();
        for (i, arg) in call.arguments.args.iter().enumerate() {
            if let (Some(p), Expr::Name(a)) = (positional.get(i), arg) {
                if constants.contains_key(&a.id) {
                    bindings.insert((*scope, p.parameter.name.id.clone()), a.id.clone());
                }
            }
        }
        for kw in call.arguments.keywords.iter() {
            if let (Some(arg), Expr::Name(a)) = (&kw.arg, &kw.value) {
                if constants.contains_key(&a.id) {
                    bindings.insert((*scope, arg.id.clone()), a.id.clone());
                }
            }
        }
    }
    bindings
}

/// A function's scope and parameters, and how many leading parameters its call sites do not
/// pass (`self` when a class is called: `JacobiSolver(N)` binds `__init__`'s `n`).
type Callable<'a> = (ScopeId, &'a ast::Parameters, usize);

fn collect_defs<'a>(body: &'a [Stmt], model: &Model, out: &mut FxHashMap<Name, Callable<'a>>) {
    for stmt in body {
        match stmt {
            Stmt::FunctionDef(def) => {
                if let Some(scope) = model.scope_at(def.range.start()) {
                    out.insert(def.name.id.clone(), (scope, &def.parameters, 0));
                }
                collect_defs(&def.body, model, out);
            }
            Stmt::ClassDef(class) => {
                collect_defs(&class.body, model, out);
                if let Some(init) = constructor_of(class, model) {
                    out.insert(class.name.id.clone(), init);
                }
            }
            _ => {}
        }
    }
}

fn constructor_of<'a>(class: &'a ast::StmtClassDef, model: &Model) -> Option<Callable<'a>> {
    class.body.iter().find_map(|stmt| match stmt {
        Stmt::FunctionDef(def) if def.name.id.as_str() == "__init__" => Some((
            model.scope_at(def.range.start())?,
            def.parameters.as_ref(),
            1,
        )),
        _ => None,
    })
}

/// The shape expressions of an array constructor or a sized random draw.
pub(crate) fn constructor_dims<'e>(
    model: &Model,
    call: &'e ast::ExprCall,
) -> Option<Vec<&'e Expr>> {
    let name = model.callee_name(&call.func)?;
    let shape = if let Some(member) = api::numpy_member(name) {
        match api::leaf(member) {
            "zeros" | "ones" | "empty" | "full" if !member.starts_with("random.") => {
                crate::model::expr::argument(call, 0, "shape")
            }
            "linspace" | "logspace" | "geomspace" => crate::model::expr::argument(call, 2, "num"),
            "arange" if call.arguments.args.len() == 1 => call.arguments.args.first(),
            leaf if member.starts_with("random.") => draw_size(call, leaf),
            _ => None,
        }
    } else if let Some(method) = name
        .strip_prefix(crate::model::imports::GENERATOR)
        .and_then(|m| m.strip_prefix('.'))
    {
        draw_size(call, method)
    } else {
        None
    }?;
    Some(match shape {
        Expr::Tuple(t) => t.elts.iter().collect(),
        Expr::List(l) => l.elts.iter().collect(),
        e => vec![e],
    })
}

fn draw_size<'e>(call: &'e ast::ExprCall, method: &str) -> Option<&'e Expr> {
    if matches!(method, "rand" | "randn") {
        return call.arguments.args.first();
    }
    if method == "choice" && picks_positions(call) {
        return None;
    }
    // One event per drawn position: the result has the event's axes after the size's.
    if matches!(method, "multivariate_normal" | "dirichlet" | "multinomial") {
        return None;
    }
    let position = api::draw_size_position(method)?;
    crate::model::expr::argument(call, position, "size")
}

/// `rng.choice(len(X), k)` / `rng.choice(X.shape[0], k)`: k positions into data of another size
/// (initial centres, a subsample) — the data's size is not k.
fn picks_positions(call: &ast::ExprCall) -> bool {
    let Some(population) = crate::model::expr::argument(call, 0, "a") else {
        return false;
    };
    let is_len = matches!(population, Expr::Call(c)
        if crate::model::expr::builtin_name(&c.func) == Some("len"));
    let is_extent = matches!(population, Expr::Subscript(s)
        if matches!(s.value.as_ref(), Expr::Attribute(a) if a.attr.id.as_str() == "shape"));
    is_len || is_extent
}

type Used = Vec<(Name, u64, usize)>;

/// The 1-D axes of `np.meshgrid(x, y)` / `np.outer(x, y)`: the grid has the product of their
/// sizes (`x = np.linspace(0, 1, N)`, `X, Y = np.meshgrid(x, x)` is N² elements).
fn grid_axes<'e>(model: &Model, call: &'e ast::ExprCall) -> Option<Vec<&'e Expr>> {
    let member = api::numpy_member(model.callee_name(&call.func)?)?;
    let two_or_more = matches!(member, "meshgrid") && call.arguments.args.len() >= 2;
    let pair = member == "outer" && call.arguments.args.len() == 2;
    (two_or_more || pair).then(|| call.arguments.args.iter().collect())
}

/// The grid's elements: every axis a 1-D constructor, inline or a name bound once to one.
fn resolve_grid(
    axes: &[&Expr],
    scope: ScopeId,
    model: &Model,
    constants: &Constants,
    bindings: &FxHashMap<(ScopeId, Name), Name>,
) -> Option<(u64, Used)> {
    let mut product: u64 = 1;
    let mut used = Used::new();
    for axis in axes {
        let call = axis_constructor(model, scope, axis, 0)?;
        let dims = constructor_dims(model, call).filter(|d| d.len() == 1)?;
        let axis_scope = model.scope_containing(call.range());
        let (n, mut axis_used) = resolve_dims(&dims, axis_scope, model, constants, bindings)
            .or_else(|| Some((int_literal(dims[0]).filter(|v| *v > 0)? as u64, Used::new())))?;
        product = product.checked_mul(n)?;
        axis_used.retain(|u| !used.contains(u));
        used.extend(axis_used);
    }
    (!used.is_empty() || product >= LARGE_LITERAL_SHAPE).then_some((product, used))
}

/// `np.tile(x, (N, 1))`: the array and the repetitions per axis.
fn tile_parts<'e>(model: &Model, call: &'e ast::ExprCall) -> Option<(&'e Expr, Vec<&'e Expr>)> {
    let member = api::numpy_member(model.callee_name(&call.func)?)?;
    if member != "tile" {
        return None;
    }
    let array = crate::model::expr::argument(call, 0, "A")?;
    let reps = match crate::model::expr::argument(call, 1, "reps")? {
        Expr::Tuple(t) => t.elts.iter().collect(),
        Expr::List(l) => l.elts.iter().collect(),
        e => vec![e],
    };
    Some((array, reps))
}

/// A tiled 1-D constructor (`np.tile(np.linspace(0, 1, N), (N, 1))` is N² elements).
fn resolve_tile(
    array: &Expr,
    reps: &[&Expr],
    scope: ScopeId,
    model: &Model,
    constants: &Constants,
    bindings: &FxHashMap<(ScopeId, Name), Name>,
) -> Option<(u64, Used)> {
    let (n, mut used) = resolve_grid(&[array], scope, model, constants, bindings)?;
    let (times, more) = resolve_dims(reps, scope, model, constants, bindings).or_else(|| {
        let literal = reps.iter().try_fold(1u64, |p, r| {
            p.checked_mul(u64::try_from(int_literal(r)?).ok()?)
        })?;
        Some((literal, Used::new()))
    })?;
    used.extend(
        more.into_iter()
            .filter(|u| !used.contains(u))
            .collect::<Vec<_>>(),
    );
    Some((n.checked_mul(times)?, used))
}

fn axis_constructor<'e>(
    model: &Model<'e>,
    scope: ScopeId,
    axis: &'e Expr,
    depth: u32,
) -> Option<&'e ast::ExprCall> {
    match axis {
        Expr::Name(n) => {
            let mut values = model.bindings_iter(scope, n.id.as_str());
            let only = values.next()?;
            if values.next().is_some() {
                return None;
            }
            match only {
                crate::model::Bound::Value(value) => scaled_constructor(value),
                // `project(n0, ...)` called once with `n0 = np.full(AGES, 100.0)`.
                crate::model::Bound::Parameter { .. } => {
                    match model.arguments_passed(scope, n.id.as_str())?.as_slice() {
                        [(caller, arg)] if depth < 4 => {
                            axis_constructor(model, *caller, arg, depth + 1)
                        }
                        _ => None,
                    }
                }
                _ => None,
            }
        }
        e => scaled_constructor(e),
    }
}

/// The constructor under elementwise arithmetic that keeps a 1-D axis's length
/// (`np.arange(NX) * DX`, `-np.linspace(0, 1, N)`).
fn scaled_constructor(e: &Expr) -> Option<&ast::ExprCall> {
    match e {
        Expr::Call(call) => Some(call),
        Expr::BinOp(b) => scaled_constructor(&b.left).or_else(|| scaled_constructor(&b.right)),
        Expr::UnaryOp(u) => scaled_constructor(&u.operand),
        _ => None,
    }
}

fn resolve_dims(
    dims: &[&Expr],
    scope: ScopeId,
    model: &Model,
    constants: &Constants,
    bindings: &FxHashMap<(ScopeId, Name), Name>,
) -> Option<(u64, Used)> {
    let mut product: u64 = 1;
    let mut used = Used::new();
    let mut any_constant = false;
    let ex = Extents {
        model,
        constants,
        bindings,
    };
    for dim in dims {
        let value = dim_value(dim, scope, ex, &mut used, 0)?;
        any_constant |= !used.is_empty();
        product = product.checked_mul(value)?;
    }
    // A literal shape alone (`np.zeros(3)`, a 3-vector) says little about the data, unless it is
    // large: then it is the data (`rng.normal(0, 1, (200000, 4))`).
    (any_constant || product >= LARGE_LITERAL_SHAPE).then_some((product, used))
}

/// One extent: a literal, a constant (directly or through a parameter), or integer arithmetic
/// on them (`levels + 1`, `2 * N`, `N // 4`).
fn dim_value(dim: &Expr, scope: ScopeId, ex: Extents, used: &mut Used, depth: u32) -> Option<u64> {
    let Extents {
        model,
        constants,
        bindings,
    } = ex;
    match dim {
        Expr::Name(n) => {
            let constant = if constants.contains_key(&n.id) && !model.is_local(scope, n.id.as_str())
            {
                Some(n.id.clone())
            } else {
                bindings.get(&(scope, n.id.clone())).cloned()
            };
            let Some(name) = constant else {
                return local_extent(n, scope, ex, used, depth);
            };
            let (v, line) = constants[&name];
            if !used.iter().any(|(u, _, _)| *u == name) {
                used.push((name, v, line));
            }
            Some(v)
        }
        Expr::BinOp(b) if depth < 4 => {
            if let Some(width) = chunk_width(b, scope, model) {
                return dim_value(width, scope, ex, used, depth + 1);
            }
            let mut side = |e: &Expr| dim_value(e, scope, ex, used, depth + 1);
            let (l, r) = (side(&b.left)?, side(&b.right)?);
            integer_op(b.op, l, r)
        }
        e => match length_operand(e) {
            Some(measured) if depth < 4 => length_of(measured, scope, ex, used, depth + 1),
            _ => int_literal(e).filter(|v| *v > 0).map(|v| v as u64),
        },
    }
}

/// `stop - start` with `stop = start + CHUNK` or `stop = min(start + CHUNK, n)` bound once: a
/// chunk of at most `CHUNK`.
fn chunk_width<'e>(b: &ast::ExprBinOp, scope: ScopeId, model: &Model<'e>) -> Option<&'e Expr> {
    let (Expr::Name(stop), Expr::Name(start)) = (b.left.as_ref(), b.right.as_ref()) else {
        return None;
    };
    if b.op != ast::Operator::Sub || model.binding_count(scope, stop.id.as_str()) != 1 {
        return None;
    }
    let [value] = model.bound_values(scope, stop.id.as_str())[..] else {
        return None;
    };
    let sum = match value {
        Expr::Call(c) if builtin_name(&c.func) == Some("min") => c.arguments.args.first()?,
        e => e,
    };
    let Expr::BinOp(add) = sum else { return None };
    let is_start = |e: &Expr| matches!(e, Expr::Name(n) if n.id == start.id);
    match add.op {
        ast::Operator::Add if is_start(&add.left) => Some(&add.right),
        ast::Operator::Add if is_start(&add.right) => Some(&add.left),
        _ => None,
    }
}

/// `x` in `x.size`, `len(x)` or `x.shape[0]`: a dimension taken from another array's length.
fn length_operand(e: &Expr) -> Option<Measured<'_>> {
    match e {
        Expr::Attribute(a) if a.attr.id.as_str() == "size" => Some(Measured {
            array: &a.value,
            every_axis: true,
        }),
        Expr::Call(c) if builtin_name(&c.func) == Some("len") && c.arguments.len() == 1 => {
            c.arguments.args.first().map(|array| Measured {
                array,
                every_axis: false,
            })
        }
        Expr::Subscript(s) if int_literal(&s.slice) == Some(0) => match s.value.as_ref() {
            Expr::Attribute(a) if a.attr.id.as_str() == "shape" => Some(Measured {
                array: &a.value,
                every_axis: false,
            }),
            _ => None,
        },
        _ => None,
    }
}

/// `n = u.size` … `np.zeros((n, n))`: a local name bound once to an array's size or length, or
/// to arithmetic on constants.
fn local_extent(
    n: &ast::ExprName,
    scope: ScopeId,
    ex: Extents,
    used: &mut Used,
    depth: u32,
) -> Option<u64> {
    let model = ex.model;
    if depth >= 4 || !model.is_local(scope, n.id.as_str()) {
        return None;
    }
    let values = model.only_values(scope, n.id.as_str())?;
    let [value] = values.as_slice() else {
        return None;
    };
    match length_operand(value) {
        Some(measured) => length_of(measured, scope, ex, used, depth + 1),
        // `n_states = MAX_STOCK + 1`: arithmetic on constants.
        None if matches!(value, Expr::BinOp(_)) => dim_value(value, scope, ex, used, depth + 1),
        None => None,
    }
}

/// An array and what is measured of it: every axis (`x.size`) or the first (`len(x)`,
/// `x.shape[0]`).
#[derive(Clone, Copy)]
struct Measured<'e> {
    array: &'e Expr,
    every_axis: bool,
}

/// The size (or first extent) of the array a name holds: bound once to a constructor whose
/// extents resolve, or a parameter every call of its function passes such an array (the largest).
fn length_of(
    measured: Measured<'_>,
    scope: ScopeId,
    ex: Extents,
    used: &mut Used,
    depth: u32,
) -> Option<u64> {
    let model = ex.model;
    let Expr::Name(n) = measured.array else {
        return None;
    };
    let values = model.bound_values(scope, n.id.as_str());
    if let [Expr::Call(call)] = values.as_slice() {
        let dims = constructor_dims(model, call)?;
        let at = model.scope_containing(call.range());
        let measured_dims = if measured.every_axis {
            &dims[..]
        } else {
            &dims[..1]
        };
        return measured_dims.iter().try_fold(1u64, |product, d| {
            let v = dim_value(d, at, ex, used, depth + 1)?;
            product.checked_mul(v)
        });
    }
    if !values.is_empty() || !model.is_parameter(scope, n.id.as_str()) || depth >= 4 {
        return None;
    }
    let passed = model.arguments_passed(scope, n.id.as_str())?;
    let lengths: Option<Vec<u64>> = passed
        .iter()
        .map(|(caller, array)| {
            let passed = Measured { array, ..measured };
            length_of(passed, *caller, ex, used, depth + 1)
        })
        .collect();
    lengths?.into_iter().max()
}

/// Elements from which a shape written as literals is taken for a data array (Gate 2's floor).
const LARGE_LITERAL_SHAPE: u64 = 65_536;
