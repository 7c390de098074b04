//! `check` end to end minus printing: discover files, read and check them in parallel (on large
//! stacks, with panics caught per file), apply each file's selection.

use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::assess::facts::{self, FileFacts};
use crate::assess::FileAnalysis;
use std::collections::HashMap;

use crate::checker::{display_path, parse, suppressed, unsuppressed_findings_with};
use crate::config::{ConfigResolver, Selection};
use crate::finding::{FileError, Finding, Warning};
use crate::model::calls::HotCall;
use crate::model::Model;
use crate::rules::meta_for;
use crate::source::{ErrorKind, SourceFile};
use crate::walk;

#[derive(Clone)]
pub struct CheckOptions {
    pub paths: Vec<PathBuf>,
    pub selection: Selection,
    pub excludes: Vec<String>,
    /// Walk into `venv`, `build`, `.tox` … too.
    pub no_default_excludes: bool,
    /// Also collect what the assessment needs (API calls, patterns, sizes).
    pub with_facts: bool,
}

#[derive(Default)]
pub struct CheckReport {
    pub findings: Vec<Finding>,
    pub errors: Vec<FileError>,
    pub files_checked: usize,
    /// Per file, in path order, when `with_facts` was asked for.
    pub facts: Vec<(String, FileFacts)>,
    /// Suppression comments that silence nothing.
    pub warnings: Vec<Warning>,
}

/// One file's findings, facts, and what its suppression comments got wrong (unknown codes are
/// errors, unused suppressions warnings).
pub struct Analysed {
    /// The file as reported.
    pub path: String,
    pub findings: Vec<Finding>,
    /// Its part of the call graph (taken by the join).
    pub calls: Option<crate::model::calls::ModuleCalls>,
    /// Sync findings of functions not yet known to be hot-called (promoted or dropped by the join).
    pub candidates: Vec<Finding>,
    /// The fixes the recipes offer for `findings`.
    pub fixes: Vec<crate::fix::Fix>,
    pub facts: Option<FileFacts>,
    pub errors: Vec<FileError>,
    pub warnings: Vec<Warning>,
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
        SourceFile::load(path).map_err(|e| FileError {
            path: display_path(path),
            line: e.line,
            column: e.column,
            kind: e.kind,
            message: e.message,
        })
    };
    let selection_of = |path: &PathBuf| selection_for(path, &options.selection, &configs);
    let results = pool
        .install(|| analyze_codebase(&discovered.files, load, selection_of, options.with_facts));
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
    with_facts: bool,
) -> Vec<Result<Analysed, FileError>> {
    let mut results: Vec<Result<Analysed, FileError>> = files
        .par_iter()
        .map(|k| {
            guarded(&load, k, |file| {
                analyze_unjoined(file, &selection_of(k), with_facts)
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
    let calls: Vec<crate::model::calls::ModuleCalls> = analysed
        .iter_mut()
        .map(|a| a.calls.take().unwrap_or_default())
        .collect();
    let joined: Vec<(String, &crate::model::calls::ModuleCalls)> = analysed
        .iter()
        .zip(&calls)
        .map(|(a, c)| (a.path.clone(), c))
        .collect();
    let started = std::time::Instant::now();
    let graph = crate::model::calls::CallGraph::build(&joined);
    if std::env::var_os("CPN_FIX_DEBUG_CALLS").is_some() {
        eprintln!("join: {:?}", started.elapsed());
        let hot: usize = graph.hot.iter().map(HashMap::len).sum();
        let sites: usize = calls.iter().map(|c| c.calls.len()).sum();
        let functions: usize = calls.iter().map(|c| c.functions.len()).sum();
        let candidates: usize = analysed.iter().map(|a| a.candidates.len()).sum();
        eprintln!(
            "call graph: {sites} call sites kept, {functions} functions, {} resolved calls, {hot} hot-called functions, {candidates} candidates",
            graph.resolved_calls
        );
    }
    for (a, hot) in analysed.iter_mut().zip(&graph.hot) {
        promote(a, hot);
    }
}

fn promote(analysed: &mut Analysed, hot: &rustc_hash::FxHashMap<String, HotCall>) {
    let candidates = std::mem::take(&mut analysed.candidates);
    let before = analysed.findings.len();
    for mut c in candidates {
        if let Some(heat) = c.function.as_ref().and_then(|f| hot.get(f)) {
            c.promote(heat);
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
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| analyze(&file))).unwrap_or_else(|_| {
        Err(FileError {
            path: display_path(&file.path),
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
    let load = |_: &()| Ok(SourceFile::new(path, text.clone()));
    let results = analyze_codebase(&[()], load, |_| selection.clone(), options.with_facts);
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
        self.findings.extend(analysed.findings);
        self.facts.extend(analysed.facts.map(|f| (path, f)));
        self.errors.extend(analysed.errors);
        self.warnings.extend(analysed.warnings);
    }
}

/// The selection in force for `path`: its `[tool.cpn-fix]` lists, replaced by the command line's.
pub fn selection_for(path: &Path, cli: &Selection, configs: &ConfigResolver) -> Selection {
    let project = configs.for_file(path);
    Selection::merged(cli, project.as_ref().map(|p| &p.config))
}

/// Findings (under `selection`) and, when asked, assessment facts of one source text on its own:
/// its call graph is the file's own (a sync in a helper of the same file called from a loop is
/// seen; one in another file only by [`analyze_codebase`]).
pub fn analyze_source(
    file: &SourceFile,
    selection: &Selection,
    with_facts: bool,
) -> Result<Analysed, FileError> {
    let mut analysed = analyze_unjoined(file, selection, with_facts)?;
    join_calls(&mut [&mut analysed]);
    Ok(analysed)
}

/// One file's analysis before the call graph is joined: candidates and call facts still held.
fn analyze_unjoined(
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
    let errors = problems
        .unknown
        .into_iter()
        .map(|(line, column, code)| FileError {
            path: path.clone(),
            line,
            column,
            kind: ErrorKind::Config,
            message: format!("unknown rule code `{code}` in a suppression comment"),
        })
        .collect();
    let warnings = problems
        .unused
        .into_iter()
        .map(|(line, column, message)| Warning {
            path: path.clone(),
            line,
            column,
            message,
        })
        .collect();
    let (candidates, kept): (Vec<Finding>, Vec<Finding>) =
        kept.into_iter().partition(|f| f.candidate);
    let candidates: Vec<Finding> = candidates
        .into_iter()
        .filter(|f| meta_for(f.code).is_some_and(|m| selection.includes(m)))
        .collect();
    let mut findings: Vec<Finding> = kept
        .into_iter()
        .filter(|f| meta_for(f.code).is_some_and(|m| selection.includes(m)))
        .collect();
    let fixes = crate::fix::apply::fixes_of(file, &parsed, &model, &findings);
    crate::fix::apply::attach_fixes(file, &mut findings, &fixes);
    let facts = with_facts.then(|| facts::collect(file, parsed.syntax(), &model));
    Ok(Analysed {
        path,
        calls,
        candidates,
        findings,
        fixes,
        facts,
        errors,
        warnings,
    })
}

/// The assessment's view of one source text (facts included), e.g. a file rewritten in memory.
pub fn analyze(file: &SourceFile, selection: &Selection) -> Result<FileAnalysis, FileError> {
    let analysed = analyze_source(file, selection, true)?;
    Ok(FileAnalysis {
        path: display_path(&file.path),
        findings: analysed.findings,
        facts: analysed.facts.unwrap_or_default(),
    })
}
