//! `check` end to end minus printing: discover files, read and check them in parallel (on large
//! stacks, with panics caught per file), apply each file's selection.

use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::checker::{check_source, display_path};
use crate::config::{ConfigResolver, Selection};
use crate::finding::{FileError, Finding};
use crate::rules::meta_for;
use crate::source::{ErrorKind, SourceFile};
use crate::walk;

pub struct CheckOptions {
    pub paths: Vec<PathBuf>,
    pub selection: Selection,
    pub excludes: Vec<String>,
}

#[derive(Default)]
pub struct CheckReport {
    pub findings: Vec<Finding>,
    pub errors: Vec<FileError>,
    pub files_checked: usize,
}

/// Worker threads get big stacks: deeply nested input must not overflow them.
const WORKER_STACK: usize = 64 * 1024 * 1024;

pub fn run_check(options: &CheckOptions) -> Result<CheckReport, String> {
    let cli_excludes = crate::config::build_globs(&options.excludes)?;
    let configs = ConfigResolver::default();
    let discovered = walk::discover(&options.paths, &cli_excludes, &configs);
    let pool = rayon::ThreadPoolBuilder::new()
        .stack_size(WORKER_STACK)
        .build()
        .map_err(|e| e.to_string())?;
    let results: Vec<Result<Vec<Finding>, FileError>> = pool.install(|| {
        discovered
            .files
            .par_iter()
            .map(|path| check_file_guarded(path, &options.selection, &configs))
            .collect()
    });
    let mut report = CheckReport {
        errors: discovered.errors,
        files_checked: discovered.files.len(),
        ..Default::default()
    };
    for result in results {
        match result {
            Ok(findings) => report.findings.extend(findings),
            Err(error) => report.errors.push(error),
        }
    }
    for (path, message) in configs.problems.into_inner().unwrap_or_default() {
        report.errors.push(FileError {
            path: display_path(&path),
            line: 1,
            column: 1,
            kind: ErrorKind::Io,
            message: format!("invalid [tool.cpn-fix] configuration: {message}"),
        });
    }
    report.findings.sort_by(|a, b| {
        (&a.path, a.line, a.column, a.code).cmp(&(&b.path, b.line, b.column, b.code))
    });
    report
        .errors
        .sort_by(|a, b| (&a.path, a.line).cmp(&(&b.path, b.line)));
    Ok(report)
}

fn check_file_guarded(
    path: &Path,
    cli: &Selection,
    configs: &ConfigResolver,
) -> Result<Vec<Finding>, FileError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        check_file(path, cli, configs)
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

fn check_file(
    path: &Path,
    cli: &Selection,
    configs: &ConfigResolver,
) -> Result<Vec<Finding>, FileError> {
    let file = SourceFile::load(path).map_err(|e| FileError {
        path: display_path(path),
        line: e.line,
        column: e.column,
        kind: e.kind,
        message: e.message,
    })?;
    let project = configs.for_file(path);
    let selection = Selection::merged(cli, project.as_ref().map(|p| &p.config));
    let findings = check_source(&file)?;
    Ok(findings
        .into_iter()
        .filter(|f| meta_for(f.code).is_some_and(|m| selection.includes(m)))
        .collect())
}
