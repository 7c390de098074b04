//! `check` end to end minus printing: discover files, read and check them in parallel (on large
//! stacks, with panics caught per file), apply each file's selection.

use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::assess::facts::{self, FileFacts};
use crate::assess::FileAnalysis;
use crate::checker::{display_path, parse, suppressed, unsuppressed_findings};
use crate::config::{ConfigResolver, Selection};
use crate::finding::{FileError, Finding, Warning};
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
    pub findings: Vec<Finding>,
    /// The fixes the recipes offer for `findings`.
    pub fixes: Vec<crate::fix::Fix>,
    pub facts: Option<FileFacts>,
    pub errors: Vec<FileError>,
    pub warnings: Vec<Warning>,
}

type FileResult = Result<(Analysed, String), FileError>;

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
    let results: Vec<FileResult> = pool.install(|| {
        discovered
            .files
            .par_iter()
            .map(|path| check_file_guarded(path, options, &configs))
            .collect()
    });
    let mut report = CheckReport {
        errors: discovered.errors,
        files_checked: discovered.files.len(),
        ..Default::default()
    };
    for result in results {
        match result {
            Ok((analysed, path)) => report.add(analysed, path),
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

/// `check -`: one text read from standard input, reported under `path` (its `pyproject.toml`
/// found from there).
pub fn check_text(path: &Path, text: String, options: &CheckOptions) -> CheckReport {
    let configs = ConfigResolver::default();
    let selection = selection_for(path, &options.selection, &configs);
    let file = SourceFile::new(path, text);
    let mut report = CheckReport {
        files_checked: 1,
        ..Default::default()
    };
    match analyze_source(&file, &selection, options.with_facts) {
        Ok(analysed) => report.add(analysed, display_path(path)),
        Err(e) => report.errors.push(e),
    }
    report
}

fn check_file_guarded(path: &Path, options: &CheckOptions, configs: &ConfigResolver) -> FileResult {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        check_file(path, options, configs)
    }))
    .unwrap_or_else(|_| {
        Err(FileError {
            path: display_path(path),
            line: 1,
            column: 1,
            kind: ErrorKind::Io,
            message: "internal error while checking this file (please report it)".to_string(),
        })
    })
}

fn check_file(path: &Path, options: &CheckOptions, configs: &ConfigResolver) -> FileResult {
    let file = SourceFile::load(path).map_err(|e| FileError {
        path: display_path(path),
        line: e.line,
        column: e.column,
        kind: e.kind,
        message: e.message,
    })?;
    let selection = selection_for(path, &options.selection, configs);
    let analysed = analyze_source(&file, &selection, options.with_facts)?;
    Ok((analysed, display_path(path)))
}

impl CheckReport {
    fn add(&mut self, analysed: Analysed, path: String) {
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

/// Findings (under `selection`) and, when asked, assessment facts of one source text.
pub fn analyze_source(
    file: &SourceFile,
    selection: &Selection,
    with_facts: bool,
) -> Result<Analysed, FileError> {
    let parsed = parse(file)?;
    let model = Model::build(parsed.syntax());
    let all = unsuppressed_findings(file, &parsed, &model);
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
    let mut findings: Vec<Finding> = kept
        .into_iter()
        .filter(|f| meta_for(f.code).is_some_and(|m| selection.includes(m)))
        .collect();
    let fixes = crate::fix::apply::fixes_of(file, &parsed, &model, &findings);
    crate::fix::apply::attach_fixes(file, &mut findings, &fixes);
    let facts = with_facts.then(|| facts::collect(file, parsed.syntax(), &model));
    Ok(Analysed {
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
