//! Configuration: `[tool.cpn-fix]` in the nearest `pyproject.toml` of each file, and selection of
//! codes by code, prefix or category (SPEC §6 "Selection"). Command-line flags win.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde::Deserialize;

use crate::finding::Category;
use crate::rules::RuleMeta;

#[derive(Debug, Default, Clone, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FileConfig {
    pub select: Option<Vec<String>>,
    pub ignore: Option<Vec<String>>,
    /// Replaces the default excludes (as Ruff's `exclude` does).
    pub exclude: Option<Vec<String>>,
    /// Added to the default excludes.
    pub extend_exclude: Option<Vec<String>>,
}

/// A `[tool.cpn-fix]` table with the directory of the `pyproject.toml` that holds it.
#[derive(Debug, Clone)]
pub struct ProjectConfig {
    pub root: PathBuf,
    pub config: FileConfig,
    /// `exclude` and `extend-exclude`, compiled once.
    pub excludes: globset::GlobSet,
}

/// Compiles exclude globs; a pattern without `/` also matches at any depth.
pub fn build_globs(patterns: &[String]) -> Result<globset::GlobSet, String> {
    let mut builder = globset::GlobSetBuilder::new();
    for p in patterns {
        let glob = globset::Glob::new(p).map_err(|e| format!("invalid exclude glob `{p}`: {e}"))?;
        builder.add(glob);
        if !p.contains('/') {
            builder.add(globset::Glob::new(&format!("**/{p}")).map_err(|e| e.to_string())?);
        }
    }
    builder.build().map_err(|e| e.to_string())
}

#[derive(Deserialize)]
struct PyProject {
    tool: Option<Tools>,
}

#[derive(Deserialize)]
struct Tools {
    #[serde(rename = "cpn-fix")]
    cpn_fix: Option<FileConfig>,
}

/// Parses a `pyproject.toml`; `Ok(None)` when it has no `[tool.cpn-fix]` table.
pub fn parse_pyproject(text: &str) -> Result<Option<FileConfig>, String> {
    let parsed: PyProject = toml::from_str(text).map_err(|e| e.message().to_string())?;
    Ok(parsed.tool.and_then(|t| t.cpn_fix))
}

/// Finds and caches the nearest `pyproject.toml` with a `[tool.cpn-fix]` table per directory.
#[derive(Default)]
pub struct ConfigResolver {
    cache: Mutex<HashMap<PathBuf, Option<Arc<ProjectConfig>>>>,
    /// Broken configuration files met so far (path, message), reported once each.
    pub problems: Mutex<Vec<(PathBuf, String)>>,
}

impl ConfigResolver {
    pub fn for_file(&self, file: &Path) -> Option<Arc<ProjectConfig>> {
        let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        self.for_dir(&absolute(&dir))
    }

    fn for_dir(&self, dir: &Path) -> Option<Arc<ProjectConfig>> {
        if let Some(hit) = self.cache.lock().expect("config cache").get(dir) {
            return hit.clone();
        }
        let found = self
            .read_dir_config(dir)
            .or_else(|| dir.parent().and_then(|p| self.for_dir(p)));
        self.cache
            .lock()
            .expect("config cache")
            .insert(dir.to_path_buf(), found.clone());
        found
    }

    fn read_dir_config(&self, dir: &Path) -> Option<Arc<ProjectConfig>> {
        let path = dir.join("pyproject.toml");
        let text = std::fs::read_to_string(&path).ok()?;
        match parse_pyproject(&text).and_then(validated) {
            Ok(Some(config)) => {
                let patterns: Vec<String> = config
                    .exclude
                    .iter()
                    .chain(config.extend_exclude.iter())
                    .flatten()
                    .cloned()
                    .collect();
                let excludes = match build_globs(&patterns) {
                    Ok(globs) => globs,
                    Err(message) => {
                        self.problems
                            .lock()
                            .expect("config problems")
                            .push((path, message));
                        return None;
                    }
                };
                Some(Arc::new(ProjectConfig {
                    root: dir.to_path_buf(),
                    config,
                    excludes,
                }))
            }
            Ok(None) => None,
            Err(message) => {
                self.problems
                    .lock()
                    .expect("config problems")
                    .push((path, message));
                None
            }
        }
    }
}

/// The codes in `select`/`ignore` must exist, exactly as on the command line.
fn validated(config: Option<FileConfig>) -> Result<Option<FileConfig>, String> {
    if let Some(c) = &config {
        for (key, list) in [("select", &c.select), ("ignore", &c.ignore)] {
            if let Some(list) = list {
                validate_selectors(list).map_err(|e| format!("`{key}`: {e}"))?;
            }
        }
    }
    Ok(config)
}

impl ConfigResolver {
    /// Every broken configuration met so far, as one message naming each file and what is wrong
    /// (the run stops: it never continues with defaults).
    pub fn check(&self) -> Result<(), String> {
        let problems = self.problems.lock().expect("config problems");
        if problems.is_empty() {
            return Ok(());
        }
        Err(problems
            .iter()
            .map(|(path, message)| {
                let shown = crate::checker::display_path(
                    path.strip_prefix(std::env::current_dir().unwrap_or_default())
                        .unwrap_or(path),
                );
                format!("{shown}: invalid [tool.cpn-fix] configuration: {message}")
            })
            .collect::<Vec<_>>()
            .join("\ncpn-fix: error: "))
    }
}

pub fn absolute(path: &Path) -> PathBuf {
    if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .map(|d| d.join(path))
            .unwrap_or_else(|_| path.to_path_buf())
    }
}

/// Which codes are reported: `select` (empty = all) minus `ignore`.
#[derive(Debug, Clone, Default)]
pub struct Selection {
    pub select: Vec<String>,
    pub ignore: Vec<String>,
}

impl Selection {
    /// Command-line lists win over the file's; absent both, everything is selected.
    pub fn merged(cli: &Selection, file: Option<&FileConfig>) -> Selection {
        let pick = |cli: &Vec<String>, file: Option<&Vec<String>>| {
            if cli.is_empty() {
                file.cloned().unwrap_or_default()
            } else {
                cli.clone()
            }
        };
        Selection {
            select: pick(&cli.select, file.and_then(|f| f.select.as_ref())),
            ignore: pick(&cli.ignore, file.and_then(|f| f.ignore.as_ref())),
        }
    }

    pub fn includes(&self, meta: &RuleMeta) -> bool {
        let selected =
            self.select.is_empty() || self.select.iter().any(|s| matches_selector(s, meta));
        selected && !self.ignore.iter().any(|s| matches_selector(s, meta))
    }

    /// Whether scales findings were asked for by name (so text output lists them).
    pub fn names_scales(&self) -> bool {
        self.select.iter().any(|s| {
            Category::parse(s) == Some(Category::Scales)
                || s.to_ascii_uppercase().starts_with("R00")
        })
    }
}

/// A code (`R104`), a prefix (`R1`, `R20`), a category (`blocks`) or `ALL`.
pub fn matches_selector(selector: &str, meta: &RuleMeta) -> bool {
    let s = selector.trim();
    if s.eq_ignore_ascii_case("all") {
        return true;
    }
    if let Some(category) = Category::parse(s) {
        return meta.category == category;
    }
    meta.code.starts_with(&s.to_ascii_uppercase())
}

/// Every selector must name a code, prefix or category that exists.
pub fn validate_selectors(selectors: &[String]) -> Result<(), String> {
    validate(selectors, false)
}

/// `fix --select`/`--ignore`: codes, prefixes, categories, or recipe ids (`RR-loop`).
pub fn validate_fix_selectors(selectors: &[String]) -> Result<(), String> {
    validate(selectors, true)
}

fn validate(selectors: &[String], recipes: bool) -> Result<(), String> {
    for s in selectors {
        if recipes && crate::recipes::by_id(s.trim()).is_some() {
            continue;
        }
        let known = s.eq_ignore_ascii_case("all")
            || Category::parse(s).is_some()
            || crate::rules::all_meta().any(|m| matches_selector(s, m));
        if !known {
            let expected = if recipes {
                "a recipe id such as RR-loop, a code such as R104, a prefix such as R1, or a category"
            } else {
                "a code such as R104, a prefix such as R1, or a category"
            };
            return Err(format!("unknown rule selector `{s}` (expected {expected})"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::meta_for;

    #[test]
    fn selectors_match_codes_prefixes_and_categories() {
        let r104 = meta_for("R104").unwrap();
        assert!(matches_selector("R104", r104));
        assert!(matches_selector("r1", r104));
        assert!(matches_selector("blocks", r104));
        assert!(!matches_selector("R2", r104));
        assert!(!matches_selector("refactor", r104));
    }

    #[test]
    fn cli_lists_win_over_file_lists() {
        let file = parse_pyproject("[tool.cpn-fix]\nselect = [\"R1\"]\nignore = [\"R104\"]\n")
            .unwrap()
            .unwrap();
        let cli = Selection {
            select: vec![],
            ignore: vec!["R105".into()],
        };
        let merged = Selection::merged(&cli, Some(&file));
        assert_eq!(merged.select, vec!["R1"]);
        assert_eq!(merged.ignore, vec!["R105"]);
        assert!(merged.includes(meta_for("R104").unwrap()));
        assert!(!merged.includes(meta_for("R105").unwrap()));
        assert!(!merged.includes(meta_for("R201").unwrap()));
    }

    #[test]
    fn pyproject_without_table_is_none_and_typos_are_errors() {
        assert!(parse_pyproject("[tool.ruff]\nline-length = 100\n")
            .unwrap()
            .is_none());
        assert!(parse_pyproject("[tool.cpn-fix]\nselct = []\n").is_err());
    }
}
