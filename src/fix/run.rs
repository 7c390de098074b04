//! `cpn-fix fix` over files: discover, fix each file to a fixpoint in parallel, then show diffs
//! or write atomically.

use std::path::PathBuf;

use rayon::prelude::*;
use ruff_diagnostics::Applicability;
use rustc_hash::FxHashMap;

use super::apply::{fix_file_with, Policy};
use super::write::write_fixed;
use super::Fix;
use crate::checker::display_path;
use crate::config::{ConfigResolver, Selection};
use crate::finding::FileError;
use crate::runner::{analyze_unjoined, selection_for, Analysed};
use crate::source::{ErrorKind, SourceFile};

pub struct FixOptions {
    pub paths: Vec<PathBuf>,
    pub excludes: Vec<String>,
    /// Walk into `venv`, `build`, `.tox` … too.
    pub no_default_excludes: bool,
    pub policy: Policy,
    pub apply: bool,
    /// Also analyse each file before and after fixing, for the verdict before → after.
    pub with_analyses: bool,
}

/// Told as files are done (a progress bar at the command's edge; nothing here prints).
pub trait Progress: Sync {
    fn start(&self, _files: usize) {}
    fn file_done(&self) {}
}

pub struct NoProgress;

impl Progress for NoProgress {}

/// A fix the recipes offered for the file as read (first round), as data.
#[derive(Debug, Clone, serde::Serialize)]
pub struct OfferedFix {
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<u32>,
    pub code: &'static str,
    pub line: usize,
    pub column: usize,
    #[serde(flatten)]
    pub fix: crate::finding::FixSummary,
    /// Other ways the recipe could rewrite it (the review's Tab).
    pub alternatives: usize,
}

/// A finding whose recipe offered no fix.
#[derive(Debug, Clone, serde::Serialize)]
pub struct NotOffered {
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<u32>,
    pub code: &'static str,
    pub recipe: &'static str,
    pub line: usize,
    pub column: usize,
    pub reason: &'static str,
}

/// A recipe-bearing finding with no recorded reason: its fix was dropped after it was derived
/// (it did not parse, or it overlapped another fix of the same region).
const NOT_APPLICABLE: &str = "the derived fix could not be applied (overlap or did not parse)";

pub struct FileResult {
    pub path: String,
    /// What the recipes offered for the file as read, and the recipe-bearing findings they did not.
    pub offered: Vec<OfferedFix>,
    pub not_offered: Vec<NotOffered>,
    pub diff: Option<String>,
    pub applied: Vec<Fix>,
    pub withheld: Vec<Fix>,
    pub written: bool,
    /// The file's analysis before and after fixing, not yet joined into the codebase's call graph
    /// (when `with_analyses`; after = before when nothing changed or nothing was written).
    pub analyses: Option<(Analysed, Analysed)>,
    /// A notebook's cells by line as read (`None` for a Python file).
    pub cells: Option<std::sync::Arc<crate::notebook::CellLines>>,
}

impl FileResult {
    /// `path:line`, or `path:cell N:line` in a notebook, of a line of the file as read.
    pub fn place(&self, line: usize) -> String {
        match self.cells.as_ref().and_then(|c| c.locate(line)) {
            Some((cell, line)) => format!("{}:cell {cell}:{line}", self.path),
            None => format!("{}:{line}", self.path),
        }
    }
}

#[derive(Default)]
pub struct FixReport {
    /// Python files discovered (whether or not they could be read and parsed).
    pub files_found: usize,
    pub files: Vec<FileResult>,
    pub errors: Vec<FileError>,
    /// "path: RR-x at line N: ..." — a fix whose result did not parse (dropped, never written).
    pub internal_errors: Vec<String>,
}

impl FixReport {
    pub fn applied_count(&self) -> usize {
        self.files.iter().map(|f| f.applied.len()).sum()
    }

    pub fn withheld(&self, applicability: Applicability) -> usize {
        self.files
            .iter()
            .flat_map(|f| &f.withheld)
            .filter(|f| f.applicability == applicability)
            .count()
    }
}

pub fn run_fix(options: &FixOptions) -> Result<FixReport, String> {
    run_fix_with_progress(options, &NoProgress)
}

pub fn run_fix_with_progress(
    options: &FixOptions,
    progress: &dyn Progress,
) -> Result<FixReport, String> {
    let excludes = crate::walk::Excludes::new(&options.excludes, !options.no_default_excludes)?;
    let configs = ConfigResolver::default();
    let discovered = crate::walk::discover(&options.paths, &excludes, &configs);
    configs.check()?;
    let pool = rayon::ThreadPoolBuilder::new()
        .stack_size(64 * 1024 * 1024)
        .build()
        .map_err(|e| e.to_string())?;
    let promoted = promoted_by_the_join(options)?;
    progress.start(discovered.files.len());
    let results: Vec<Result<(FileResult, Vec<String>), FileError>> = pool.install(|| {
        discovered
            .files
            .par_iter()
            .map(|p| {
                let result = fix_one_guarded(p, options, &configs, &promoted);
                progress.file_done();
                result
            })
            .collect()
    });
    let mut report = FixReport {
        files_found: discovered.files.len(),
        errors: discovered.errors,
        ..Default::default()
    };
    for result in results {
        match result {
            Ok((file, internal)) => {
                report
                    .internal_errors
                    .extend(internal.into_iter().map(|e| format!("{}: {e}", file.path)));
                report.files.push(file);
            }
            Err(e) => report.errors.push(e),
        }
    }
    report.files.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(report)
}

/// Per path: the code, start offset, call chain and calling loop of each finding the join
/// promoted.
type Promoted = FxHashMap<String, Vec<PromotedFinding>>;

type PromotedFinding = (
    &'static str,
    u32,
    Vec<String>,
    Option<Box<crate::finding::HotLoop>>,
);

/// Syncs on values returned by other functions (`if residual(u) < tol: break`, where
/// `residual` returns a reduction) and syncs hot only through a call from a loop elsewhere are
/// known only once the codebase's call graph is joined; a check of the whole codebase first says
/// which of them are real, by file and code offset, so that the recipes see them (and the
/// statistics count them) as they see any other finding.
fn promoted_by_the_join(options: &FixOptions) -> Result<Promoted, String> {
    let check = crate::runner::CheckOptions {
        paths: options.paths.clone(),
        selection: Selection::default(),
        excludes: options.excludes.clone(),
        no_default_excludes: options.no_default_excludes,
        with_facts: false,
        hide_scales: true,
    };
    let mut promoted = Promoted::default();
    for f in crate::runner::run_check(&check)?.findings {
        if f.value_test.is_some() || !f.via.is_empty() {
            let entry = promoted.entry(f.path).or_default();
            entry.push((f.code, f.start_offset, f.via, f.hot_loop));
        }
    }
    Ok(promoted)
}

/// Adds the findings the join promoted in this file (held back as candidates by the per-file
/// pass), with their call chains and the fixes the recipes offer for them.
fn add_promoted(
    file: &SourceFile,
    analysed: &mut crate::runner::Analysed,
    promoted: &[PromotedFinding],
) -> Result<(), FileError> {
    let promotion_of = |c: &crate::finding::Finding| {
        promoted
            .iter()
            .find(|(code, start, _, _)| *code == c.code && *start == c.start_offset)
    };
    let is_promoted = |c: &crate::finding::Finding| promotion_of(c).is_some();
    // Moved from the candidates: a later join must not count them twice.
    let (mut extra, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut analysed.candidates)
        .into_iter()
        .partition(is_promoted);
    analysed.candidates = rest;
    if extra.is_empty() {
        return Ok(());
    }
    for f in &mut extra {
        f.path.clone_from(&analysed.path);
        if let Some((_, _, via, hot_loop)) = promotion_of(f) {
            f.via.clone_from(via);
            f.hot_loop.clone_from(hot_loop);
        }
    }
    let parsed = crate::checker::parse(file)?;
    let model = crate::model::Model::build(parsed.syntax());
    let (fixes, declined) = crate::fix::apply::proposals_of(file, &parsed, &model, &extra);
    analysed.fixes.extend(fixes);
    analysed.declined.extend(declined);
    analysed.findings.extend(extra);
    Ok(())
}

/// [`fix_one`] with a panic caught: one file's internal error never stops the others.
fn fix_one_guarded(
    path: &std::path::Path,
    options: &FixOptions,
    configs: &ConfigResolver,
    promoted: &Promoted,
) -> Result<(FileResult, Vec<String>), FileError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        fix_one(path, options, configs, promoted)
    }))
    .unwrap_or_else(|_| {
        Err(FileError {
            path: display_path(path),
            cell: None,
            line: 1,
            column: 1,
            kind: ErrorKind::Io,
            message: "internal error while fixing this file (please report it)".into(),
        })
    })
}

fn fix_one(
    path: &std::path::Path,
    options: &FixOptions,
    configs: &ConfigResolver,
    promoted: &Promoted,
) -> Result<(FileResult, Vec<String>), FileError> {
    let error = |kind, message: String| FileError {
        path: display_path(path),
        cell: None,
        line: 1,
        column: 1,
        kind,
        message,
    };
    let file = SourceFile::load(path).map_err(|e| FileError::unreadable(&display_path(path), e))?;
    if let Some(broken) = file.broken_cells.first() {
        let note = "; the notebook is not fixed";
        return Err(FileError::broken_cell(&display_path(path), broken, note));
    }
    let selection = selection_for(path, &Selection::default(), configs);
    let mut before = analyze_unjoined(&file, &selection, options.with_analyses)?;
    if let Some(tests) = promoted.get(&display_path(path)) {
        add_promoted(&file, &mut before, tests)?;
    }
    let cells = before.cells.clone();
    let locate = |line: usize| -> (Option<u32>, usize) {
        match cells.as_ref().and_then(|c| c.locate(line)) {
            Some((cell, line)) => (Some(cell), line),
            None => (None, line),
        }
    };
    let offered = std::mem::take(&mut before.fixes);
    let display = display_path(path);
    let offered_data: Vec<OfferedFix> = offered
        .iter()
        .map(|f| {
            let (cell, line) = locate(f.line);
            let mut fix = crate::fix::apply::summarize(&file, f);
            for e in &mut fix.edits {
                (e.cell, e.line) = locate(e.line);
                e.end_line = locate(e.end_line).1;
            }
            OfferedFix {
                path: display.clone(),
                cell,
                code: f.code,
                line,
                column: f.column,
                fix,
                alternatives: f.alternatives.len(),
            }
        })
        .collect();
    let not_offered: Vec<NotOffered> = before
        .findings
        .iter()
        .filter_map(|finding| {
            let recipe = crate::recipes::for_finding(finding)?.meta().id;
            let has_fix = offered.iter().any(|f| {
                f.code == finding.code && f.line == finding.line && f.column == finding.column
            });
            let reason = before
                .declined
                .iter()
                .find(|d| {
                    d.code == finding.code && d.line == finding.line && d.column == finding.column
                })
                .map_or(NOT_APPLICABLE, |d| d.reason);
            let (cell, line) = locate(finding.line);
            (!has_fix).then(|| NotOffered {
                path: display.clone(),
                cell,
                code: finding.code,
                recipe,
                line,
                column: finding.column,
                reason,
            })
        })
        .collect();
    let outcome = fix_file_with(&file, &options.policy, &selection, Some(offered))?;
    let changed = outcome.fixed != outcome.original;
    let fixed_file = SourceFile::with_cells(
        path,
        outcome.fixed.clone(),
        outcome
            .fixed_cells
            .clone()
            .or_else(|| file.notebook.clone()),
    );
    let diff = changed.then(|| file_diff(&display, &file, &fixed_file));
    let mut written = false;
    if options.apply && changed {
        let (before_bytes, after_bytes) = match &file.notebook {
            Some(cells) => {
                let json = outcome
                    .fixed_cells
                    .as_ref()
                    .unwrap_or(cells)
                    .render(&outcome.fixed)
                    .map_err(|e| error(ErrorKind::Io, e))?;
                (cells.original_json().to_string(), json)
            }
            None => (outcome.original.clone(), outcome.fixed.clone()),
        };
        written = write_fixed(
            path,
            &before_bytes,
            &after_bytes,
            file.declared_encoding.as_deref(),
        )
        .map_err(|e| error(ErrorKind::Io, e.to_string()))?;
    }
    let analyses = if options.with_analyses {
        let after = if written || (!options.apply && changed) {
            analyze_unjoined(&fixed_file, &selection, true)?
        } else {
            before.clone()
        };
        Some((before, after))
    } else {
        None
    };
    let result = FileResult {
        path: display,
        offered: offered_data,
        not_offered,
        diff,
        applied: outcome.applied,
        withheld: outcome.withheld,
        written,
        analyses,
        cells,
    };
    Ok((result, outcome.internal_errors))
}

fn diff_name(side: &str, path: &str) -> String {
    if path.starts_with('/') {
        path.to_string()
    } else {
        format!("{side}/{path}")
    }
}

/// The diff of a file's fix: one unified diff, or for a notebook one per changed cell, headed
/// `path:cell N` and numbered in the cell.
pub fn file_diff(path: &str, old: &SourceFile, new: &SourceFile) -> String {
    file_diff_with_context(path, old, new, 3)
}

pub fn file_diff_with_context(
    path: &str,
    old: &SourceFile,
    new: &SourceFile,
    context: usize,
) -> String {
    match (&old.notebook, &new.notebook) {
        (Some(before), Some(after)) => before
            .changed_cells(&old.text, after, &new.text)
            .into_iter()
            .map(|(cell, a, b)| {
                unified_diff_with_context(&format!("{path}:cell {cell}"), a, b, context)
            })
            .collect(),
        _ => unified_diff_with_context(path, &old.text, &new.text, context),
    }
}

pub fn unified_diff(path: &str, old: &str, new: &str) -> String {
    unified_diff_with_context(path, old, new, 3)
}

pub fn unified_diff_with_context(path: &str, old: &str, new: &str, context: usize) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(context)
        .header(&diff_name("a", path), &diff_name("b", path))
        .to_string()
}
