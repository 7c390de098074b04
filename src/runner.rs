//! `check` end to end minus printing: discover files, read and check them in parallel (on large
//! stacks, with panics caught per file), apply each file's selection.

use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::assess::facts::{self, FileFacts};
use crate::assess::FileAnalysis;

use crate::checker::{display_path, parse, suppressed, unsuppressed_findings_with};
use crate::config::{ConfigResolver, Selection};
use crate::finding::{FileError, Finding, Warning};
use crate::model::calls::HotCall;
use crate::model::Model;
use crate::notebook::{CellLines, Places};
use crate::rules::meta_for;
use crate::source::{ErrorKind, SourceFile};
use crate::walk;
use std::sync::Arc;

#[derive(Clone)]
pub struct CheckOptions {
    pub paths: Vec<PathBuf>,
    pub selection: Selection,
    pub excludes: Vec<String>,
    /// Walk into `venv`, `build`, `.tox` … too.
    pub no_default_excludes: bool,
    /// Also collect what the assessment needs (API calls, patterns, sizes).
    pub with_facts: bool,
    /// Count `scales` findings without keeping them (text output that does not show them).
    pub hide_scales: bool,
}

#[derive(Default)]
pub struct CheckReport {
    pub findings: Vec<Finding>,
    /// `scales` findings counted but not kept (`CheckOptions::hide_scales`).
    pub scales_hidden: usize,
    pub errors: Vec<FileError>,
    pub files_checked: usize,
    /// Per file, in path order, when `with_facts` was asked for.
    pub facts: Vec<(String, FileFacts)>,
    /// Suppression comments that silence nothing.
    pub warnings: Vec<Warning>,
    /// The notebooks checked, for reporting positions as `cell N:line`.
    pub places: Places,
}

/// One file's findings, facts, and what its suppression comments got wrong (unknown codes are
/// errors, unused suppressions warnings).
#[derive(Clone)]
pub struct Analysed {
    /// The file as reported.
    pub path: String,
    pub findings: Vec<Finding>,
    /// Its part of the call graph (taken by the join).
    pub calls: Option<crate::model::calls::ModuleCalls>,
    /// Sync findings of functions not yet known to be hot-called (promoted or dropped by the join).
    pub candidates: Vec<Finding>,
    /// `scales` findings counted but dropped (`CheckOptions::hide_scales`).
    pub scales_hidden: usize,
    /// The fixes the recipes offer for `findings`.
    pub fixes: Vec<crate::fix::Fix>,
    /// The recipe-bearing findings that got no fix, and why.
    pub declined: Vec<crate::fix::Declined>,
    pub facts: Option<FileFacts>,
    pub errors: Vec<FileError>,
    pub warnings: Vec<Warning>,
    /// A notebook's cells by line (`None` for a Python file).
    pub cells: Option<Arc<CellLines>>,
}

/// Worker threads get big stacks: deeply nested input must not overflow them.
const WORKER_STACK: usize = 64 * 1024 * 1024;

pub fn run_check(options: &CheckOptions) -> Result<CheckReport, String> {
    let excludes = walk::Excludes::new(&options.excludes, !options.no_default_excludes)?;
    let configs = ConfigResolver::default();
    let discovered = walk::discover(&options.paths, &excludes, &configs);
    configs.check()?;
    let pool = rayon::ThreadPoolBuilder::new()
        .stack_size(WORKER_STACK)
        .build()
        .map_err(|e| e.to_string())?;
    let load = |path: &PathBuf| {
        SourceFile::load(path).map_err(|e| FileError::unreadable(&display_path(path), e))
    };
    let selection_of = |path: &PathBuf| selection_for(path, &options.selection, &configs);
    let results = pool.install(|| analyze_codebase(&discovered.files, load, selection_of, options));
    let mut report = CheckReport {
        errors: discovered.errors,
        files_checked: discovered.files.len(),
        ..Default::default()
    };
    for (path, result) in discovered.files.iter().zip(results) {
        match result {
            Ok(analysed) => report.add(analysed, display_path(path)),
            Err(error) => report.errors.push(error),
        }
    }
    // A pyproject.toml met only while checking (never during the walk) is still fatal.
    configs.check()?;
    report.findings.sort_by(|a, b| {
        (&a.path, a.line, a.column, a.code).cmp(&(&b.path, b.line, b.column, b.code))
    });
    report
        .errors
        .sort_by(|a, b| (&a.path, a.line).cmp(&(&b.path, b.line)));
    report
        .warnings
        .sort_by(|a, b| (&a.path, a.line).cmp(&(&b.path, b.line)));
    Ok(report)
}

/// Analyses a codebase (SPEC §2 "Calls (v2)"): every file in parallel (findings, facts,
/// call-graph facts, and the sync findings of each function as candidates), then one sequential
/// join into the call graph, which promotes the candidates of hot-called functions. `load` gives
/// a file's text (from disk, or from memory for rewritten text).
pub fn analyze_codebase<K: Sync>(
    files: &[K],
    load: impl Fn(&K) -> Result<SourceFile, FileError> + Sync,
    selection_of: impl Fn(&K) -> Selection + Sync,
    options: &CheckOptions,
) -> Vec<Result<Analysed, FileError>> {
    let mut results: Vec<Result<Analysed, FileError>> = files
        .par_iter()
        .map(|k| {
            guarded(&load, k, |file| {
                let mut a = analyze_unjoined(file, &selection_of(k), options.with_facts)?;
                // The findings carry their fixes as summaries; the proposals are not read again.
                a.fixes = Vec::new();
                a.declined = Vec::new();
                if options.hide_scales {
                    let before = a.findings.len();
                    a.findings
                        .retain(|f| f.category != crate::finding::Category::Scales);
                    a.findings.shrink_to_fit();
                    a.scales_hidden = before - a.findings.len();
                }
                Ok(a)
            })
        })
        .collect();
    let mut analysed: Vec<&mut Analysed> =
        results.iter_mut().filter_map(|r| r.as_mut().ok()).collect();
    join_calls(&mut analysed);
    results
}

/// Builds the call graph of `analysed` (taking their call facts) and promotes the candidates of
/// hot-called functions; the other candidates are dropped.
fn join_calls(analysed: &mut [&mut Analysed]) {
    let (hot, places) = {
        let view: Vec<&Analysed> = analysed.iter().map(|a| &**a).collect();
        (hot_functions(&view), places_of(&view))
    };
    analysed
        .par_iter_mut()
        .zip(hot.par_iter())
        .for_each(|(a, hot)| {
            a.calls = None;
            if let Some(facts) = a.facts.as_mut() {
                facts.heat_host_calls(&hot.0);
            }
            promote(a, hot, &places);
        });
}

/// The notebooks among `analysed`.
fn places_of(analysed: &[&Analysed]) -> Places {
    let mut places = Places::default();
    for a in analysed {
        if let Some(cells) = &a.cells {
            places.insert(a.path.clone(), Arc::clone(cells));
        }
    }
    places
}

/// One file's part of the joined call graph: its hot-called functions, and per value test
/// whether the tested callee returns a reduction.
type Joined = (rustc_hash::FxHashMap<String, HotCall>, Vec<bool>);

/// Per file, its part of the call graph of the whole codebase.
fn hot_functions(analysed: &[&Analysed]) -> Vec<Joined> {
    let empty = crate::model::calls::ModuleCalls::default();
    let joined: Vec<(String, &crate::model::calls::ModuleCalls)> = analysed
        .iter()
        .map(|a| (a.path.clone(), a.calls.as_ref().unwrap_or(&empty)))
        .collect();
    let started = std::time::Instant::now();
    let graph = crate::model::calls::CallGraph::build(&joined);
    if std::env::var_os("CPN_FIX_DEBUG_CALLS").is_some() {
        let hot: usize = graph.hot.iter().map(|h| h.len()).sum();
        let sites: usize = joined.iter().map(|(_, c)| c.calls.len()).sum();
        let candidates: usize = analysed.iter().map(|a| a.candidates.len()).sum();
        eprintln!(
            "call graph: joined in {:?}; {sites} call sites kept, {} resolved, {hot} hot-called functions, {candidates} candidates",
            started.elapsed(),
            graph.resolved_calls
        );
    }
    graph.hot.into_iter().zip(graph.reduction_tests).collect()
}

/// A codebase analysed file by file and joined on demand, so that after one file changes (a
/// review accepting a fix, a batch writing one) only that file is analysed again.
#[derive(Default)]
pub struct Codebase {
    files: Vec<Analysed>,
}

impl Codebase {
    pub fn new(files: Vec<Analysed>) -> Self {
        Codebase { files }
    }

    /// Replaces the analysis of the file at `path` (added when new).
    pub fn replace(&mut self, analysed: Analysed) {
        match self.files.iter_mut().find(|f| f.path == analysed.path) {
            Some(slot) => *slot = analysed,
            None => self.files.push(analysed),
        }
    }

    /// Every sync the call graph confirms in `analysed` (a file's analysis, not yet joined, of
    /// the text it has now), with this analysis in place of its file's: tests on values other
    /// functions return, and syncs in functions a loop calls (with their chains).
    pub fn confirmed_syncs(&self, analysed: &Analysed) -> Vec<Finding> {
        if analysed.candidates.is_empty() {
            return Vec::new();
        }
        let mut view: Vec<&Analysed> = self
            .files
            .iter()
            .filter(|f| f.path != analysed.path)
            .collect();
        view.push(analysed);
        let places = places_of(&view);
        let Some(joined) = hot_functions(&view).pop() else {
            return Vec::new();
        };
        let mut copy = promotable(analysed, Vec::new());
        promote(&mut copy, &joined, &places);
        copy.findings
    }

    /// Whether the file at `path` holds syncs that only the call graph can confirm.
    pub fn has_candidates(&self, path: &str) -> bool {
        self.files
            .iter()
            .find(|f| f.path == path)
            .is_some_and(|f| !f.candidates.is_empty())
    }

    /// Every file's assessment view, hot-called functions' syncs included.
    pub fn joined(&self) -> Vec<FileAnalysis> {
        let view: Vec<&Analysed> = self.files.iter().collect();
        let hot = hot_functions(&view);
        let places = places_of(&view);
        self.files
            .iter()
            .zip(&hot)
            .map(|(a, hot)| {
                let mut copy = promotable(a, a.findings.clone());
                promote(&mut copy, hot, &places);
                let mut facts = a.facts.clone().unwrap_or_default();
                facts.heat_host_calls(&hot.0);
                FileAnalysis {
                    path: copy.path,
                    findings: copy.findings,
                    facts,
                }
            })
            .collect()
    }
}

/// A copy of `a` holding `findings` and its candidates, for `promote` to add the confirmed ones
/// to (the original keeps its candidates for the next join).
fn promotable(a: &Analysed, findings: Vec<Finding>) -> Analysed {
    Analysed {
        path: a.path.clone(),
        findings,
        calls: None,
        candidates: a.candidates.clone(),
        scales_hidden: 0,
        fixes: Vec::new(),
        declined: Vec::new(),
        facts: None,
        errors: Vec::new(),
        warnings: Vec::new(),
        cells: a.cells.clone(),
    }
}

fn promote(analysed: &mut Analysed, joined: &Joined, places: &Places) {
    let (hot, reductions) = joined;
    let candidates = std::mem::take(&mut analysed.candidates);
    let before = analysed.findings.len();
    let mut transfers_seen = rustc_hash::FxHashSet::default();
    for mut c in candidates {
        c.path.clone_from(&analysed.path);
        // A test on a returned value is a sync only when the callee returns a reduction.
        if let Some(i) = c.value_test {
            if !reductions.get(i as usize).copied().unwrap_or(false) {
                continue;
            }
            if !c.candidate {
                analysed.findings.push(c);
                continue;
            }
        }
        if let Some(heat) = c.function.as_ref().and_then(|f| hot.get(f)) {
            // R111 is one finding per place data crosses runtimes: the function's first transfer.
            if c.code == "R111" && !transfers_seen.insert(c.function.clone()) {
                continue;
            }
            c.promote(heat, places);
            analysed.findings.push(c);
        }
    }
    if analysed.findings.len() > before {
        analysed
            .findings
            .sort_by(|a, b| (a.line, a.column, a.code).cmp(&(b.line, b.column, b.code)));
    }
}

/// Loads and analyses one file with panics caught: one bad file never takes the run down.
fn guarded<K>(
    load: &(impl Fn(&K) -> Result<SourceFile, FileError> + Sync),
    k: &K,
    analyze: impl Fn(&SourceFile) -> Result<Analysed, FileError>,
) -> Result<Analysed, FileError> {
    let file = load(k)?;
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // Lets the tests check what a user sees when something inside goes wrong.
        if std::env::var_os("CPN_FIX_PANIC_FOR_TEST").is_some() {
            panic!("deliberate panic (CPN_FIX_PANIC_FOR_TEST)");
        }
        analyze(&file)
    }))
    .unwrap_or_else(|_| {
        Err(FileError {
            path: display_path(&file.path),
            cell: None,
            line: 1,
            column: 1,
            kind: ErrorKind::Io,
            message: "internal error while checking this file (please report it)".to_string(),
        })
    })
}

/// `check -`: one text read from standard input, reported under `path` (its `pyproject.toml`
/// found from there).
pub fn check_text(path: &Path, text: String, options: &CheckOptions) -> CheckReport {
    let configs = ConfigResolver::default();
    let selection = selection_for(path, &options.selection, &configs);
    let mut report = CheckReport {
        files_checked: 1,
        ..Default::default()
    };
    let load = |_: &()| {
        crate::source::from_text(path, text.clone())
            .map_err(|e| FileError::unreadable(&display_path(path), e))
    };
    let results = analyze_codebase(&[()], load, |_| selection.clone(), options);
    for result in results {
        match result {
            Ok(analysed) => report.add(analysed, display_path(path)),
            Err(e) => report.errors.push(e),
        }
    }
    report
}

impl CheckReport {
    fn add(&mut self, analysed: Analysed, path: String) {
        debug_assert_eq!(analysed.path, path);
        self.scales_hidden += analysed.scales_hidden;
        self.findings.extend(analysed.findings);
        self.facts.extend(analysed.facts.map(|f| (path.clone(), f)));
        self.errors.extend(analysed.errors);
        self.warnings.extend(analysed.warnings);
        if let Some(cells) = analysed.cells {
            self.places.insert(path, cells);
        }
    }

    /// Positions in notebooks as `cell N:line` (done last: the analysis works on joined lines).
    pub fn relocate(&mut self) {
        if self.places.is_empty() {
            return;
        }
        for f in &mut self.findings {
            f.relocate(&self.places);
        }
        for e in &mut self.errors {
            e.relocate(&self.places);
        }
        for w in &mut self.warnings {
            w.relocate(&self.places);
        }
        self.findings.sort_by(|a, b| {
            (&a.path, a.cell, a.line, a.column, a.code)
                .cmp(&(&b.path, b.cell, b.line, b.column, b.code))
        });
    }
}

/// The selection in force for `path`: its `[tool.cpn-fix]` lists, replaced by the command line's.
pub fn selection_for(path: &Path, cli: &Selection, configs: &ConfigResolver) -> Selection {
    let project = configs.for_file(path);
    Selection::merged(cli, project.as_ref().map(|p| &p.config))
}

/// One file's analysis before the call graph is joined: candidates and call facts still held
/// (for a [`Codebase`], or [`analyze_codebase`]).
pub fn analyze_unjoined(
    file: &SourceFile,
    selection: &Selection,
    with_facts: bool,
) -> Result<Analysed, FileError> {
    let parsed = parse(file)?;
    let model = Model::build(parsed.syntax());
    let mut recorder = crate::model::calls::Recorder::new(file, parsed.syntax(), &model);
    let all = unsuppressed_findings_with(file, &parsed, &model, Some(&mut recorder));
    let calls = Some(recorder.finish());
    let (kept, problems) = suppressed(file, &parsed, all);
    let path = display_path(&file.path);
    let broken = file
        .broken_cells
        .iter()
        .map(|b| FileError::broken_cell(&path, b, ""));
    let errors = broken
        .chain(
            problems
                .unknown
                .into_iter()
                .map(|(line, column, code)| FileError {
                    path: path.clone(),
                    cell: None,
                    line,
                    column,
                    kind: ErrorKind::Config,
                    message: format!("unknown rule code `{code}` in a suppression comment"),
                }),
        )
        .collect();
    let warnings = problems
        .unused
        .into_iter()
        .map(|(line, column, message)| Warning {
            path: path.clone(),
            cell: None,
            line,
            column,
            message,
        })
        .collect();
    let (candidates, kept): (Vec<Finding>, Vec<Finding>) = kept
        .into_iter()
        .partition(|f| f.candidate || f.value_test.is_some());
    // Held until the join, most of them dropped there: without their own copy of the path
    // (given back on promotion), they take a third less memory.
    let mut candidates: Vec<Finding> = candidates
        .into_iter()
        .filter(|f| meta_for(f.code).is_some_and(|m| selection.includes(m)))
        .map(|mut f| {
            f.path = String::new();
            f.message.shrink_to_fit();
            f
        })
        .collect();
    candidates.shrink_to_fit();
    let mut findings: Vec<Finding> = kept
        .into_iter()
        .filter(|f| meta_for(f.code).is_some_and(|m| selection.includes(m)))
        .collect();
    let (fixes, declined) = crate::fix::apply::proposals_of(file, &parsed, &model, &findings);
    crate::fix::apply::attach_fixes(file, &mut findings, &fixes);
    let facts = with_facts.then(|| facts::collect(file, parsed.syntax(), &model));
    Ok(Analysed {
        cells: file.cell_lines().map(Arc::new),
        path,
        calls,
        candidates,
        scales_hidden: 0,
        findings,
        fixes,
        declined,
        facts,
        errors,
        warnings,
    })
}
