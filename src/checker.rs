//! One walk over a parsed module with the context every detector needs (scope, enclosing loops,
//! hotness, periodic guards, element-loop variables), dispatching each node to the registered rules;
//! then SPEC §3's one-code-per-site precedence and the suppression comments.

use ruff_python_ast::{
    name::Name,
    visitor::{self, Visitor},
    Expr, ModModule, Stmt,
};
use ruff_python_parser::{parse_module, Parsed};
use ruff_text_size::{Ranged, TextRange};

use crate::finding::{Category, FileError, Finding};
use crate::model::calls::{HotCall, Recorder};
use crate::model::{loops, LoopId, Model, ScopeId};
use crate::rules::{self, RuleMeta};
use crate::source::{ErrorKind, SourceFile};
use crate::suppression::Suppressions;

/// Where the walk is: everything a detector may ask besides the model itself.
#[derive(Clone)]
pub struct Context<'m, 'a> {
    pub model: &'m Model<'a>,
    pub module: &'a ModModule,
    pub text: &'m str,
    pub source: &'m SourceFile,
    pub scope: ScopeId,
    /// Enclosing loops of the current function, innermost last.
    pub loops: Vec<LoopId>,
    /// In a loop body, `else:` block, `while` test or comprehension element (SPEC §2).
    pub hot: bool,
    /// Under `if step % N == 0:` (not hot for R104/R105).
    pub guarded: bool,
    /// Index variables of enclosing element loops and variables of loops over arrays: element
    /// accesses through them belong to that loop's finding.
    pub element_vars: Vec<Name>,
    /// The innermost statement being visited.
    pub stmt: TextRange,
    /// The current function is hot-called (SPEC §2 "Calls (v2)"): every statement in it runs on
    /// every iteration of the loop that calls it, for the sync and transfer codes.
    pub via_call: Option<std::sync::Arc<HotCall>>,
    /// Whole-module lookups a few rules need, built on first use.
    pub index: std::rc::Rc<ModuleIndex>,
}

/// Lookups over the whole module that a rule needs for some of its findings: built once per file on
/// first use instead of a scan of the module per finding.
#[derive(Default)]
pub struct ModuleIndex {
    /// The lines calling each callee, by the callee's source text (`f` in `f(x)`).
    call_lines: std::cell::OnceCell<rustc_hash::FxHashMap<Box<str>, Vec<usize>>>,
    /// `target := value`: the target's range, by the value's range.
    named_targets: std::cell::OnceCell<rustc_hash::FxHashMap<TextRange, TextRange>>,
}

impl ModuleIndex {
    /// The lines (ascending, each once) of the calls whose callee is written `callee`.
    pub fn call_lines(&self, cx: &Context, callee: &str) -> &[usize] {
        let index = self.call_lines.get_or_init(|| {
            let mut index: rustc_hash::FxHashMap<Box<str>, Vec<usize>> = Default::default();
            crate::model::expr::any_expr_in_body(&cx.module.body, |e| {
                if let Expr::Call(c) = e {
                    let lines = index.entry(cx.text[c.func.range()].into()).or_default();
                    let line = cx.line_of(c.range().start());
                    if lines.last() != Some(&line) {
                        lines.push(line);
                    }
                }
                false
            });
            for lines in index.values_mut() {
                lines.sort_unstable();
                lines.dedup();
            }
            index
        });
        index.get(callee).map_or(&[], Vec::as_slice)
    }

    /// The target of the walrus whose value is `value`.
    pub fn named_target(&self, cx: &Context, value: TextRange) -> Option<TextRange> {
        let index = self.named_targets.get_or_init(|| {
            let mut index = rustc_hash::FxHashMap::default();
            crate::model::expr::any_expr_in_body(&cx.module.body, |e| {
                if let Expr::Named(n) = e {
                    index.insert(n.value.range(), n.target.range());
                }
                false
            });
            index
        });
        index.get(&value).copied()
    }
}

impl Context<'_, '_> {
    /// Hot (lexically, or through a hot call) and not under a periodic guard: where a host sync
    /// costs every iteration.
    pub fn hot_unguarded(&self) -> bool {
        (self.hot || self.via_call.is_some()) && !self.guarded
    }

    /// The 1-based line of a byte offset.
    pub fn line_of(&self, offset: ruff_text_size::TextSize) -> usize {
        self.source.line_of(offset)
    }

    /// Lines for a message: `line 3, 9`, or `cell 2 line 3, cell 4 line 1` in a notebook.
    pub fn lines_label(&self, lines: &[usize]) -> String {
        if !self.source.is_notebook() {
            let lines: Vec<String> = lines.iter().map(usize::to_string).collect();
            return format!("line {}", lines.join(", "));
        }
        let places: Vec<String> = lines.iter().map(|&l| self.source.line_label(l)).collect();
        places.join(", ")
    }

    pub fn innermost_loop(&self) -> Option<LoopId> {
        self.loops.last().copied()
    }

    pub fn in_element_loop(&self) -> bool {
        self.loops.iter().any(|&l| self.model.loops[l].element)
    }

    /// Whether `expr` reads through an enclosing element loop's variable (`a[i]`).
    pub fn is_element_access(&self, expr: &Expr) -> bool {
        loops::reads_through(expr, &self.element_vars)
    }
}

/// A finding before positions are resolved.
pub struct RawFinding {
    pub meta: &'static RuleMeta,
    pub range: TextRange,
    pub stmt: TextRange,
    pub scope: ScopeId,
    pub hot: bool,
    pub message: String,
    pub recipe: Option<&'static str>,
    /// Hot only through a call chain (the sync codes in a hot-called function).
    pub via: Option<std::sync::Arc<HotCall>>,
    /// A sync only if this function of the codebase returns a reduction (or, with an element,
    /// a tuple with a reduction there) (SPEC §2 "Calls").
    pub returned_by: Option<(crate::model::calls::Callee, Option<u32>)>,
}

/// The codes that are hot inside a hot-called function (SPEC §2).
const HOT_THROUGH_CALLS: &[&str] = &["R104", "R105", "R111"];

#[derive(Default)]
pub struct Reporter {
    pub findings: Vec<RawFinding>,
}

impl Reporter {
    pub fn report(
        &mut self,
        cx: &Context,
        meta: &'static RuleMeta,
        range: TextRange,
        message: String,
    ) {
        self.report_with_recipe(cx, meta, range, message, meta.recipe);
    }

    /// For module-level passes: the scope is the one whose definition holds `range`.
    pub fn report_in_module(
        &mut self,
        cx: &Context,
        meta: &'static RuleMeta,
        range: TextRange,
        message: String,
        recipe: Option<&'static str>,
    ) {
        let scope = cx.model.scope_containing(range);
        self.findings.push(RawFinding {
            meta,
            range,
            stmt: range,
            scope,
            hot: false,
            message,
            recipe,
            via: None,
            returned_by: None,
        });
    }

    pub fn report_with_recipe(
        &mut self,
        cx: &Context,
        meta: &'static RuleMeta,
        range: TextRange,
        message: String,
        recipe: Option<&'static str>,
    ) {
        self.findings.push(RawFinding {
            meta,
            range,
            stmt: cx.stmt,
            scope: cx.scope,
            hot: cx.hot,
            message,
            recipe,
            via: cx
                .via_call
                .clone()
                .filter(|_| !cx.hot && HOT_THROUGH_CALLS.contains(&meta.code)),
            returned_by: None,
        });
    }

    /// A finding that holds only if `callee` returns a reduction; decided when the call graph
    /// is joined (dropped where there is none).
    pub fn report_if_returns_reduction(
        &mut self,
        cx: &Context,
        meta: &'static RuleMeta,
        range: TextRange,
        message: String,
        recipe: Option<&'static str>,
        returned: crate::rules::Returned,
    ) {
        self.report_with_recipe(cx, meta, range, message, recipe);
        if let Some(raw) = self.findings.last_mut() {
            raw.returned_by = Some((returned.callee, returned.element));
        }
    }
}

/// Detects every idiom in one source file.
pub fn check_source(file: &SourceFile) -> Result<Vec<Finding>, FileError> {
    let parsed = parse(file)?;
    Ok(check_parsed(file, &parsed))
}

pub fn parse(file: &SourceFile) -> Result<Parsed<ModModule>, FileError> {
    if let Some(cells) = &file.notebook {
        return parse_cells(file, cells);
    }
    parse_module(&file.text).map_err(|err| syntax_error(file, &err))
}

fn syntax_error(file: &SourceFile, err: &ruff_python_parser::ParseError) -> FileError {
    let (line, column) = file.line_column(err.location.start());
    FileError {
        path: display_path(&file.path),
        cell: None,
        line,
        column,
        kind: ErrorKind::Syntax,
        message: format!("syntax error: {}", err.error),
    }
}

/// A notebook's cells, each parsed on its own with IPython syntax (magics, `!` escapes).
fn parse_cells(
    file: &SourceFile,
    cells: &crate::notebook::Cells,
) -> Result<Parsed<ModModule>, FileError> {
    let options = ruff_python_parser::ParseOptions::from(ruff_python_parser::Mode::Ipython);
    let parsed =
        ruff_python_parser::parse_cells_unchecked(&file.text, cells.content_ranges(), &options);
    match parsed.errors().first() {
        None => Ok(parsed),
        Some(err) => Err(syntax_error(file, err)),
    }
}

pub fn check_parsed(file: &SourceFile, parsed: &Parsed<ModModule>) -> Vec<Finding> {
    let module = parsed.syntax();
    let model = Model::build(module);
    findings_with_model(file, parsed, &model)
}

/// The findings of one parsed file, given its model (shared with the assessment's facts).
/// Every finding of a parsed file, suppression comments applied.
pub fn findings_with_model(
    file: &SourceFile,
    parsed: &Parsed<ModModule>,
    model: &Model,
) -> Vec<Finding> {
    suppressed(file, parsed, unsuppressed_findings(file, parsed, model)).0
}

/// Every finding of a parsed file before suppression comments.
pub fn unsuppressed_findings(
    file: &SourceFile,
    parsed: &Parsed<ModModule>,
    model: &Model,
) -> Vec<Finding> {
    unsuppressed_findings_with(file, parsed, model, None)
}

/// [`unsuppressed_findings`] for the codebase pass (SPEC §2 "Calls (v2)"), with `calls`: the
/// sync codes (R104, R105, R111) found in functions as if each were hot-called, marked
/// [`Finding::candidate`], and every call fed to the call-graph recorder.
pub fn unsuppressed_findings_with<'m, 'a>(
    file: &'m SourceFile,
    parsed: &'a Parsed<ModModule>,
    model: &'m Model<'a>,
    mut calls: Option<&mut Recorder<'m, 'a>>,
) -> Vec<Finding> {
    // Array-ness needs evidence (SPEC §2): in a module that imports no array library, nothing is
    // an array, so nothing is reported (pure-Python code such as pip's is out of scope).
    if !model.uses_array_library() {
        return Vec::new();
    }
    let module = parsed.syntax();
    let mut reporter = Reporter::default();
    let mut walker = Walker {
        cx: Context {
            model,
            module,
            text: &file.text,
            source: file,
            scope: 0,
            loops: Vec::new(),
            hot: false,
            guarded: false,
            element_vars: Vec::new(),
            stmt: module.range,
            via_call: None,
            index: Default::default(),
        },
        out: &mut reporter,
        candidates: calls.is_some(),
        calls: calls.as_deref_mut(),
    };
    walker.visit_body(&module.body);
    let module_cx = walker.cx.clone();
    for rule in rules::RULES {
        rule.check_module(&module_cx, module, &mut reporter);
    }
    let raw = apply_precedence(reporter.findings);
    let path = display_path(&file.path);
    let main_blocks = main_blocks(file, module);
    let mut findings: Vec<Finding> = raw
        .into_iter()
        .filter_map(|mut r| {
            let in_main = main_blocks.iter().any(|b| b.contains_range(r.range));
            // A test on a returned value needs the call graph: without one it is not reported.
            let value_test = match r.returned_by.take() {
                Some((callee, element)) => Some(calls.as_mut()?.value_test(callee, element)?),
                None => None,
            };
            let mut f = resolve(file, model, &path, r);
            f.in_main = in_main;
            f.value_test = value_test;
            Some(f)
        })
        .collect();
    findings.sort_by(|a, b| (a.line, a.column, a.code).cmp(&(b.line, b.column, b.code)));
    findings.dedup_by(|a, b| a.code == b.code && a.line == b.line && a.column == b.column);
    findings
}

/// The findings left after the file's suppression comments, and what is wrong with those
/// comments (unknown codes, suppressions that silence nothing).
pub fn suppressed(
    file: &SourceFile,
    parsed: &Parsed<ModModule>,
    findings: Vec<Finding>,
) -> (Vec<Finding>, crate::suppression::Problems) {
    let suppressions = Suppressions::from_tokens(file, parsed.tokens());
    let reported: Vec<(usize, &str)> = findings.iter().map(|f| (f.line, f.code)).collect();
    let problems = suppressions.problems(&reported);
    let kept = findings
        .into_iter()
        .filter(|f| !suppressions.suppresses(f.line, f.code))
        .collect();
    (kept, problems)
}

/// The ranges of module-level `if __name__ == "__main__":` blocks.
/// The `if __name__ == "__main__":` blocks of a module; none in a notebook, where every
/// top-level statement runs (SPEC §11).
pub fn main_blocks(file: &SourceFile, module: &ModModule) -> Vec<TextRange> {
    if file.is_notebook() {
        return Vec::new();
    }
    module
        .body
        .iter()
        .filter_map(|stmt| match stmt {
            Stmt::If(i) if is_main_test(&i.test) => Some(i.range),
            _ => None,
        })
        .collect()
}

fn is_main_test(test: &Expr) -> bool {
    let Expr::Compare(c) = test else { return false };
    let operands: Vec<&Expr> = std::iter::once(c.left.as_ref())
        .chain(c.comparators.iter())
        .collect();
    operands
        .iter()
        .any(|e| matches!(e, Expr::Name(n) if n.id.as_str() == "__name__"))
        && operands
            .iter()
            .any(|e| matches!(e, Expr::StringLiteral(s) if s.value.to_str() == "__main__"))
}

fn resolve(file: &SourceFile, model: &Model, path: &str, raw: RawFinding) -> Finding {
    let (line, column) = file.line_column(raw.range.start());
    let (end_line, end_column) = file.line_column(raw.range.end());
    Finding {
        code: raw.meta.code,
        category: raw.meta.category,
        path: path.to_string(),
        cell: None,
        line,
        column,
        end_line,
        end_column,
        function: model.scopes[raw.scope].qualname.clone(),
        hot: raw.hot,
        candidate: raw.via.is_some(),
        value_test: None,
        message: raw.message,
        recipe: raw.recipe,
        fix: None,
        via: Vec::new(),
        hot_loop: None,
        runtime: None,
        start_offset: raw.range.start().to_u32(),
        stmt_start: raw.stmt.start().to_u32(),
        region: model
            .outermost_loop_around(raw.scope, raw.range)
            .map(|s| s.to_u32()),
        in_main: false,
    }
}

pub fn display_path(path: &std::path::Path) -> String {
    let text = path.to_string_lossy();
    text.strip_prefix("./").unwrap_or(&text).to_string()
}

/// Blocks codes on one site (nested call/test ranges), highest first (SPEC §3).
const BLOCKS_PRECEDENCE: &[&str] = &["R102", "R110", "R104", "R105"];
/// One scales code per statement, the most specific first.
const SCALES_PRECEDENCE: &[&str] = &["R005", "R006", "R004", "R003", "R002", "R007", "R001"];

fn apply_precedence(findings: Vec<RawFinding>) -> Vec<RawFinding> {
    let mut keep = vec![true; findings.len()];
    blocks_precedence(&findings, &mut keep);
    scales_precedence(&findings, &mut keep);
    findings
        .into_iter()
        .zip(keep)
        .filter_map(|(f, k)| k.then_some(f))
        .collect()
}

fn rank(list: &[&str], code: &str) -> Option<usize> {
    list.iter().position(|c| *c == code)
}

/// A BLOCKS finding is dropped when a finding of a higher-precedence code overlaps it, or an
/// outer finding of its own code contains it. Finding ranges are AST ranges — nested or
/// disjoint — so one sweep in source order keeps the enclosing findings on a stack and scans
/// only the enclosed ones: linear in practice (a quadratic comparison of every pair took 40 s on
/// a 12 MB generated file).
fn blocks_precedence(findings: &[RawFinding], keep: &mut [bool]) {
    let ranked = |i: usize| rank(BLOCKS_PRECEDENCE, findings[i].meta.code);
    let mut order: Vec<usize> = (0..findings.len())
        .filter(|&i| ranked(i).is_some())
        .collect();
    order.sort_by_key(|&i| {
        let r = findings[i].range;
        (r.start(), std::cmp::Reverse(r.end()))
    });
    let mut enclosing: Vec<usize> = Vec::new();
    for (position, &i) in order.iter().enumerate() {
        let f = &findings[i];
        while let Some(&top) = enclosing.last() {
            if findings[top].range.contains_range(f.range) {
                break;
            }
            enclosing.pop();
        }
        let mine = ranked(i).unwrap_or(usize::MAX);
        let beats = |o: usize| {
            let other = &findings[o];
            let overlaps =
                other.range.contains_range(f.range) || f.range.contains_range(other.range);
            let outer_same = other.meta.code == f.meta.code
                && other.range != f.range
                && other.range.contains_range(f.range);
            // A finding that holds only if a callee returns a reduction (decided at the join)
            // must not take a certain one down with it.
            let may_drop = other.returned_by.is_none() || f.returned_by.is_some();
            may_drop && (overlaps && ranked(o).is_some_and(|theirs| theirs < mine) || outer_same)
        };
        let enclosed = order[position + 1..]
            .iter()
            .take_while(|&&o| findings[o].range.start() <= f.range.end());
        if enclosing.iter().any(|&o| beats(o)) || enclosed.into_iter().any(|&o| beats(o)) {
            keep[i] = false;
        }
        enclosing.push(i);
    }
}

/// Of the `scales` findings of one statement, only the highest-precedence one (the first, among
/// equals) is kept.
fn scales_precedence(findings: &[RawFinding], keep: &mut [bool]) {
    let mut by_statement: rustc_hash::FxHashMap<TextRange, Vec<usize>> = Default::default();
    for (i, f) in findings.iter().enumerate() {
        if f.meta.category == Category::Scales && rank(SCALES_PRECEDENCE, f.meta.code).is_some() {
            by_statement.entry(f.stmt).or_default().push(i);
        }
    }
    for group in by_statement.values() {
        for &i in group {
            let f = &findings[i];
            let Some(mine) = rank(SCALES_PRECEDENCE, f.meta.code) else {
                continue;
            };
            let beaten = group.iter().any(|&o| {
                let other = &findings[o];
                rank(SCALES_PRECEDENCE, other.meta.code).is_some_and(|theirs| {
                    theirs < mine || (theirs == mine && other.range.start() < f.range.start())
                })
            });
            if beaten {
                keep[i] = false;
            }
        }
    }
}

/// The expression kinds any rule's `check_expr` looks at; names, attributes and literals (most of
/// the nodes) are only ever inspected from their parents.
/// The [`rules::interest`] bit of an expression some rule looks at.
fn interest_of(expr: &Expr) -> Option<u8> {
    use rules::interest;
    Some(match expr {
        Expr::Call(_) => interest::CALL,
        Expr::Subscript(_) => interest::SUBSCRIPT,
        Expr::BinOp(_) => interest::BINOP,
        Expr::FString(_) => interest::FSTRING,
        Expr::If(_) => interest::TERNARY,
        Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_) => {
            interest::COMPREHENSION
        }
        _ => return None,
    })
}

struct Walker<'r, 'm, 'a> {
    cx: Context<'m, 'a>,
    out: &'r mut Reporter,
    /// Evaluate the sync codes in every function as if it were hot-called: such findings come
    /// out as candidates, promoted once the call graph says the function is (SPEC §2).
    candidates: bool,
    /// Takes every call the walk meets, for the call graph.
    calls: Option<&'r mut Recorder<'m, 'a>>,
}

impl<'m, 'a> Walker<'_, 'm, 'a> {
    fn with_cx(&mut self, cx: Context<'m, 'a>, f: impl FnOnce(&mut Self)) {
        let saved = std::mem::replace(&mut self.cx, cx);
        f(self);
        self.cx = saved;
    }

    fn loop_cx(&self, start: ruff_text_size::TextSize) -> Context<'m, 'a> {
        let mut cx = self.cx.clone();
        if let Some(id) = self.cx.model.loop_at(start) {
            let info = &self.cx.model.loops[id];
            cx.loops.push(id);
            if info.element || rules::r103_array_iteration::iterates_array(&self.cx, info) {
                cx.element_vars.extend(info.index_vars.iter().cloned());
                // Numbers carried from elements; arrays computed per item (a sweep's
                // whole-array work) are not element accesses.
                let derived = loops::computed_from_elements(info, &cx.element_vars);
                cx.element_vars.extend(derived.into_iter().filter(|n| {
                    self.cx.model.name_kind(info.scope, n.as_str()) != crate::model::Kind::Array
                }));
            }
        }
        cx.hot = true;
        cx
    }

    fn function_cx(&self, def: &ruff_python_ast::StmtFunctionDef) -> Context<'m, 'a> {
        Context {
            model: self.cx.model,
            module: self.cx.module,
            text: self.cx.text,
            source: self.cx.source,
            scope: self
                .cx
                .model
                .scope_at(def.range.start())
                .unwrap_or(self.cx.scope),
            loops: Vec::new(),
            hot: false,
            guarded: false,
            element_vars: Vec::new(),
            stmt: def.range,
            via_call: self
                .candidates
                .then(|| std::sync::Arc::new(HotCall::default())),
            index: self.cx.index.clone(),
        }
    }

    fn visit_comprehension(&mut self, expr: &'a Expr) {
        let gens = loops::generators(expr);
        let Some(first) = gens.first() else { return };
        self.visit_expr(&first.iter);
        let cx = self.loop_cx(expr.start());
        self.with_cx(cx, |w| {
            for (i, g) in gens.iter().enumerate() {
                w.visit_expr(&g.target);
                if i > 0 {
                    w.visit_expr(&g.iter);
                }
                g.ifs.iter().for_each(|e| w.visit_expr(e));
            }
            if let loops::Body::Exprs(exprs) = loops::body(loops::LoopNode::Comprehension(expr)) {
                let elements = exprs.len()
                    - gens.iter().skip(1).count()
                    - gens.iter().map(|g| g.ifs.len()).sum::<usize>();
                exprs
                    .into_iter()
                    .take(elements)
                    .for_each(|e| w.visit_expr(e));
            }
        });
    }
}

impl<'a> Visitor<'a> for Walker<'_, '_, 'a> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        let previous_stmt = std::mem::replace(&mut self.cx.stmt, stmt.range());
        for rule in rules::RULES {
            rule.check_stmt(&self.cx, stmt, self.out);
        }
        match stmt {
            Stmt::FunctionDef(def) => {
                def.decorator_list
                    .iter()
                    .for_each(|d| self.visit_decorator(d));
                for p in def.parameters.iter_non_variadic_params() {
                    if let Some(default) = p.default() {
                        self.visit_expr(default);
                    }
                }
                let cx = self.function_cx(def);
                self.with_cx(cx, |w| w.visit_body(&def.body));
            }
            Stmt::For(f) => {
                self.visit_expr(&f.iter);
                self.visit_expr(&f.target);
                let cx = self.loop_cx(f.range.start());
                self.with_cx(cx, |w| {
                    w.visit_body(&f.body);
                    w.visit_body(&f.orelse);
                });
            }
            Stmt::While(wh) => {
                let cx = self.loop_cx(wh.range.start());
                self.with_cx(cx, |w| {
                    w.visit_expr(&wh.test);
                    w.visit_body(&wh.body);
                    w.visit_body(&wh.orelse);
                });
            }
            Stmt::If(stmt_if) => {
                self.visit_expr(&stmt_if.test);
                let was_guarded = self.cx.guarded;
                self.cx.guarded |=
                    loops::is_periodic_test(self.cx.model, self.cx.scope, &stmt_if.test);
                self.visit_body(&stmt_if.body);
                self.cx.guarded = was_guarded;
                for clause in &stmt_if.elif_else_clauses {
                    self.cx.stmt = clause.range;
                    if let Some(test) = &clause.test {
                        self.visit_expr(test);
                    }
                    self.visit_body(&clause.body);
                }
            }
            // An assertion's message is evaluated only when the assertion fails (SPEC §2).
            Stmt::Assert(a) => {
                self.visit_expr(&a.test);
                if let Some(msg) = &a.msg {
                    let was_guarded = self.cx.guarded;
                    self.cx.guarded = true;
                    self.visit_expr(msg);
                    self.cx.guarded = was_guarded;
                }
            }
            _ => visitor::walk_stmt(self, stmt),
        }
        self.cx.stmt = previous_stmt;
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        if let (Expr::Call(call), Some(recorder)) = (expr, self.calls.as_deref_mut()) {
            let outermost = self
                .cx
                .loops
                .first()
                .map(|&l| self.cx.model.loops[l].range.start());
            recorder.record(self.cx.scope, self.cx.hot, self.cx.guarded, outermost, call);
        }
        if let Some(kind) = interest_of(expr) {
            #[cfg(test)]
            let kind = if EVERY_RULE_EVERY_EXPR.with(std::cell::Cell::get) {
                rules::interest::ALL
            } else {
                kind
            };
            for rule in rules::rules_for_expr(kind) {
                rule.check_expr(&self.cx, expr, self.out);
            }
        }
        match expr {
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_) => {
                self.visit_comprehension(expr)
            }
            Expr::Lambda(_) => {
                let mut cx = self.cx.clone();
                cx.hot = false;
                self.with_cx(cx, |w| visitor::walk_expr(w, expr));
            }
            // `step % N == 0 and residual(u) < tol`: what follows the periodic test runs only
            // when it holds (SPEC §2, periodic guards may be `and`-combined).
            Expr::BoolOp(b) if b.op == ruff_python_ast::BoolOp::And => {
                let was_guarded = self.cx.guarded;
                crate::stack::deeper(|| {
                    for value in &b.values {
                        self.visit_expr(value);
                        self.cx.guarded |=
                            loops::is_periodic_test(self.cx.model, self.cx.scope, value);
                    }
                });
                self.cx.guarded = was_guarded;
            }
            _ => crate::stack::deeper(|| visitor::walk_expr(self, expr)),
        }
    }
}

#[cfg(test)]
thread_local! {
    /// Tests only: offer every expression to every rule, whatever its declared interest.
    static EVERY_RULE_EVERY_EXPR: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[cfg(test)]
pub fn check_text(text: &str) -> Vec<Finding> {
    let file = SourceFile::new("t.py", text);
    check_source(&file).expect("test source parses")
}

#[cfg(test)]
mod interest_tests {
    use super::*;

    /// A rule's declared [`rules::Rule::expr_interest`] loses nothing: offering every expression
    /// to every rule finds the same on every fixture and golden input.
    #[test]
    fn declared_interests_lose_no_finding() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut checked = 0;
        for dir in ["tests/fixtures", "golden"] {
            for entry in walkdir(&root.join(dir)) {
                let Ok(text) = std::fs::read_to_string(&entry) else {
                    continue;
                };
                let file = SourceFile::new(entry.to_string_lossy().as_ref(), &text);
                let Ok(narrowed) = check_source(&file) else {
                    continue;
                };
                EVERY_RULE_EVERY_EXPR.with(|e| e.set(true));
                let every = check_source(&file);
                EVERY_RULE_EVERY_EXPR.with(|e| e.set(false));
                assert_eq!(narrowed, every.unwrap(), "{}", entry.display());
                checked += 1;
            }
        }
        assert!(checked > 100, "only {checked} files checked");
    }

    fn walkdir(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut files = Vec::new();
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                files.extend(walkdir(&path));
            } else if path.extension().is_some_and(|e| e == "py") {
                files.push(path);
            }
        }
        files
    }
}
