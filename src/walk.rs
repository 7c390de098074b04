//! Finding the Python files to check: explicit files always, directories walked with the `ignore`
//! crate (respecting .gitignore), minus `--exclude` globs and `[tool.cpn-fix] exclude`.

use std::path::{Path, PathBuf};

use globset::GlobSet;

use crate::checker::display_path;
use crate::config::{absolute, ConfigResolver};
use crate::finding::FileError;
use crate::source::ErrorKind;

/// Directories never walked into unless asked for (Ruff's defaults, plus `build`): virtual
/// environments, VCS and tool caches, build output, installed packages.
pub const DEFAULT_EXCLUDES: &[&str] = &[
    ".bzr",
    ".direnv",
    ".eggs",
    ".git",
    ".git-rewrite",
    ".hg",
    ".ipynb_checkpoints",
    ".mypy_cache",
    ".nox",
    ".pants.d",
    ".pyenv",
    ".pytest_cache",
    ".pytype",
    ".ruff_cache",
    ".svn",
    ".tox",
    ".venv",
    ".vscode",
    "__pycache__",
    "__pypackages__",
    "_build",
    "buck-out",
    "build",
    "dist",
    "node_modules",
    "site-packages",
    "venv",
    "*.egg-info",
];

fn is_default_excluded(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    DEFAULT_EXCLUDES.iter().any(|d| match d.strip_prefix('*') {
        Some(suffix) => name.ends_with(suffix),
        None => name == *d,
    })
}

/// What the walk leaves out besides `.gitignore`: `--exclude` globs, and the default excludes
/// unless turned off (`--no-default-excludes`) or replaced by a project's `exclude`.
pub struct Excludes {
    pub cli: GlobSet,
    pub defaults: bool,
}

impl Excludes {
    pub fn new(patterns: &[String], defaults: bool) -> Result<Excludes, String> {
        Ok(Excludes {
            cli: crate::config::build_globs(patterns)?,
            defaults,
        })
    }
}

#[derive(Default)]
pub struct Discovered {
    pub files: Vec<PathBuf>,
    pub errors: Vec<FileError>,
}

/// Whether `path` (relative to `base`) or any of its components is excluded.
fn excluded(globs: &GlobSet, base: &Path, path: &Path) -> bool {
    if globs.is_empty() {
        return false;
    }
    let relative = absolute(path);
    let relative = relative.strip_prefix(base).unwrap_or(path);
    globs.is_match(relative) || relative.file_name().is_some_and(|n| globs.is_match(n))
}

fn is_python(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("py" | "pyi" | "ipynb")
    )
}

fn error(path: &Path, message: &str) -> FileError {
    FileError {
        path: display_path(path),
        cell: None,
        line: 1,
        column: 1,
        kind: ErrorKind::Io,
        message: message.to_string(),
    }
}

pub fn discover(paths: &[PathBuf], excludes: &Excludes, configs: &ConfigResolver) -> Discovered {
    let cwd = std::env::current_dir().unwrap_or_default();
    let mut found = Discovered {
        files: Vec::new(),
        errors: Vec::new(),
    };
    for path in paths {
        let meta = std::fs::symlink_metadata(path);
        match meta {
            Err(_) => found.errors.push(error(path, "no such file or directory")),
            Ok(m) if m.is_dir() && is_python(path) => found
                .errors
                .push(error(path, "is a directory, not a Python file")),
            Ok(m) if m.is_dir() => walk_dir(path, &cwd, excludes, configs, &mut found),
            Ok(_) => match std::fs::metadata(path) {
                Err(_) => found.errors.push(error(path, "broken symbolic link")),
                Ok(target) if target.is_dir() => {
                    walk_dir(path, &cwd, excludes, configs, &mut found)
                }
                Ok(_) => found.files.push(path.clone()),
            },
        }
    }
    found.files.sort();
    // `a.py`, `./a.py` and `src/../a.py` are one file: check it once, under its first name.
    // One path walked without following links cannot name a file twice.
    if paths.len() > 1 {
        let mut seen = std::collections::HashSet::new();
        found
            .files
            .retain(|p| seen.insert(std::fs::canonicalize(p).unwrap_or_else(|_| p.clone())));
    }
    found.errors.sort_by(|a, b| a.path.cmp(&b.path));
    found
}

fn walk_dir(
    root: &Path,
    cwd: &Path,
    cli_excludes: &Excludes,
    configs: &ConfigResolver,
    found: &mut Discovered,
) {
    let walker = ignore::WalkBuilder::new(root)
        .hidden(true)
        .git_ignore(true)
        .git_global(false)
        .git_exclude(true)
        .require_git(false)
        .follow_links(false)
        .build_parallel();
    let shared = std::sync::Mutex::new(std::mem::take(found));
    walker.run(|| {
        Box::new(|entry| {
            let (state, outcome) = visit(entry, root, cwd, cli_excludes, configs);
            if let Some(outcome) = outcome {
                let mut found = shared.lock().unwrap_or_else(|e| e.into_inner());
                match outcome {
                    Ok(file) => found.files.push(file),
                    Err(error) => found.errors.push(error),
                }
            }
            state
        })
    });
    *found = shared.into_inner().unwrap_or_else(|e| e.into_inner());
}

/// One entry of the walk: whether to go on into it, and the file or error it adds. An excluded
/// directory is not walked into, so an entry only needs checking itself.
fn visit(
    entry: Result<ignore::DirEntry, ignore::Error>,
    root: &Path,
    cwd: &Path,
    excludes: &Excludes,
    configs: &ConfigResolver,
) -> (ignore::WalkState, Option<Result<PathBuf, FileError>>) {
    use ignore::WalkState::{Continue, Skip};
    let entry = match entry {
        Ok(e) => e,
        Err(err) => {
            let path = err_path(&err).unwrap_or_else(|| root.to_path_buf());
            return (
                Continue,
                Some(Err(error(&path, &format!("cannot read: {err}")))),
            );
        }
    };
    let path = entry.path();
    if entry.depth() > 0 && is_excluded(path, cwd, excludes, configs) {
        return (Skip, None);
    }
    let Some(file_type) = entry.file_type() else {
        return (Continue, None);
    };
    if file_type.is_dir() {
        let misnamed = entry.depth() > 0 && is_python(path);
        let outcome = misnamed.then(|| Err(error(path, "is a directory, not a Python file")));
        return (Continue, outcome);
    }
    if !is_python(path) {
        return (Continue, None);
    }
    if file_type.is_symlink() {
        let outcome = match std::fs::metadata(path) {
            Err(_) => Err(error(path, "broken symbolic link")),
            Ok(m) if m.is_dir() => Err(error(path, "is a directory, not a Python file")),
            Ok(_) => Ok(path.to_path_buf()),
        };
        return (Continue, Some(outcome));
    }
    (Continue, Some(Ok(path.to_path_buf())))
}

fn is_excluded(path: &Path, cwd: &Path, cli: &Excludes, configs: &ConfigResolver) -> bool {
    if excluded(&cli.cli, cwd, path) {
        return true;
    }
    let project = configs.for_file(path);
    if let Some(project) = &project {
        if excluded(&project.excludes, &project.root, path) {
            return true;
        }
    }
    let defaults = cli.defaults && project.is_none_or(|p| p.config.exclude.is_none());
    defaults && is_default_excluded(path)
}

fn err_path(err: &ignore::Error) -> Option<PathBuf> {
    match err {
        ignore::Error::WithPath { path, .. } => Some(path.clone()),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            err_path(err)
        }
        _ => None,
    }
}
