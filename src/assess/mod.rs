//! The assessment (SPEC §4–§6): run the detectors with facts over a codebase, resolve the context,
//! walk the gates and give one verdict, for the whole codebase and per file.

pub mod context;
pub mod doctor;
pub mod facts;
pub mod gates;
pub mod manifest;

use rayon::prelude::*;

use crate::finding::{FileError, Finding};
use crate::runner::{run_check, CheckOptions};

use context::{AssessContext, ContextFlags};
use gates::{Evaluation, FileInput, Verdict};
use manifest::Manifest;

pub struct Assessment {
    /// The paths as the user named them (for the commands the report suggests).
    pub paths: Vec<String>,
    pub context: AssessContext,
    pub evaluation: Evaluation,
    /// Every finding, scales and info included (R304 only when the target may be multi-GPU).
    pub findings: Vec<Finding>,
    pub files: Vec<FileVerdict>,
    /// Per top-level package, when asked for (empty otherwise).
    pub packages: Vec<PackageVerdict>,
    /// Files that import no array library, beside files that do: not given a verdict of their own.
    pub without_arrays: Vec<String>,
    pub errors: Vec<FileError>,
    pub files_assessed: usize,
    pub manifest_version: String,
    pub manifest_date: String,
    /// What the cuPyNumeric Doctor reports given with `--doctor` showed (none without).
    pub runtime: Option<doctor::RuntimeEvidence>,
    /// A file with an `if __name__ == "__main__":` block, for the Doctor command to run.
    pub entry_script: Option<String>,
}

/// One top-level package of a tree assessed as its own codebase (`assess --per-package`).
#[derive(Debug, Clone, serde::Serialize)]
pub struct PackageVerdict {
    pub package: String,
    pub verdict: Verdict,
    pub files: usize,
    /// The gates that fail for this package alone.
    pub failing_gates: Vec<u8>,
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct FileVerdict {
    pub path: String,
    pub verdict: Verdict,
}

/// One analysed file: its findings (its selection applied) and the facts the gates read.
#[derive(Debug, Clone)]
pub struct FileAnalysis {
    pub path: String,
    pub findings: Vec<Finding>,
    pub facts: facts::FileFacts,
}

/// Analyses every file of `check` from disk, then evaluates them as one codebase.
/// `per_package_wanted`: also evaluate each top-level package on its own.
pub fn assess(
    check: &CheckOptions,
    flags: &ContextFlags,
    manifest: &Manifest,
    per_package_wanted: bool,
) -> Result<Assessment, String> {
    assess_with_runtime(check, flags, manifest, per_package_wanted, &[])
}

/// [`assess`] with cuPyNumeric Doctor reports merged in (SPEC §11 "Runtime evidence").
pub fn assess_with_runtime(
    check: &CheckOptions,
    flags: &ContextFlags,
    manifest: &Manifest,
    per_package_wanted: bool,
    reports: &[Vec<doctor::Diagnostic>],
) -> Result<Assessment, String> {
    let (mut files, errors) = analyze_paths(check)?;
    let runtime = (!reports.is_empty()).then(|| doctor::merge(&mut files, reports));
    let mut assessment = judge(&files, errors, flags, manifest);
    assessment.runtime = runtime;
    assessment.paths = check
        .paths
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    if per_package_wanted {
        assessment.packages = per_package(&files, &assessment.paths, flags, manifest);
    }
    let places = places_of(&files);
    // The findings move into the report (a codebase's worth of them is not copied).
    let mut all = Vec::with_capacity(files.iter().map(|f| f.findings.len()).sum());
    for file in &mut files {
        all.append(&mut file.findings);
    }
    assessment.findings = reported(all.into_iter(), &assessment.context);
    assessment.relocate(&places);
    Ok(assessment)
}

/// The notebooks among `files`.
pub fn places_of(files: &[FileAnalysis]) -> crate::notebook::Places {
    let mut places = crate::notebook::Places::default();
    for file in files {
        if let Some(cells) = &file.facts.cells {
            places.insert(file.path.clone(), std::sync::Arc::clone(cells));
        }
    }
    places
}

impl Assessment {
    /// Positions in notebooks as `cell N:line` (last: the gates compare joined-text lines).
    pub fn relocate(&mut self, places: &crate::notebook::Places) {
        if places.is_empty() {
            return;
        }
        for f in &mut self.findings {
            f.relocate(places);
        }
        for e in &mut self.errors {
            e.relocate(places);
        }
        self.findings.sort_by(|a, b| {
            (&a.path, a.cell, a.line, a.column, a.code)
                .cmp(&(&b.path, b.cell, b.line, b.column, b.code))
        });
    }
}

/// The per-file analyses of `check`'s paths (facts included), in path order, and the errors.
pub fn analyze_paths(check: &CheckOptions) -> Result<(Vec<FileAnalysis>, Vec<FileError>), String> {
    let options = CheckOptions {
        with_facts: true,
        ..check.clone()
    };
    let report = run_check(&options)?;
    let mut by_path = findings_by_path(report.findings);
    let files = report
        .facts
        .into_iter()
        .map(|(path, facts)| FileAnalysis {
            findings: by_path.remove(&path).unwrap_or_default(),
            path,
            facts,
        })
        .collect();
    Ok((files, report.errors))
}

/// Findings sorted by path, moved into one list per path.
fn findings_by_path(findings: Vec<Finding>) -> rustc_hash::FxHashMap<String, Vec<Finding>> {
    let mut by_path: rustc_hash::FxHashMap<String, Vec<Finding>> = Default::default();
    let mut run: Vec<Finding> = Vec::new();
    for f in findings {
        if run.first().is_some_and(|r| r.path != f.path) {
            let path = run[0].path.clone();
            by_path.entry(path).or_default().append(&mut run);
        }
        run.push(f);
    }
    if let Some(first) = run.first() {
        by_path
            .entry(first.path.clone())
            .or_default()
            .append(&mut run);
    }
    by_path
}

/// The assessment of a codebase already analysed (from disk or from rewritten text in memory).
pub fn evaluate(
    files: &[FileAnalysis],
    errors: Vec<FileError>,
    flags: &ContextFlags,
    manifest: &Manifest,
) -> Assessment {
    let mut assessment = judge(files, errors, flags, manifest);
    let findings = files.iter().flat_map(|f| f.findings.iter().cloned());
    assessment.findings = reported(findings, &assessment.context);
    assessment
}

/// The findings a report lists, in path and line order (R304 only where several devices may be used).
fn reported(findings: impl Iterator<Item = Finding>, context: &AssessContext) -> Vec<Finding> {
    let mut findings: Vec<Finding> = findings
        .filter(|f| f.code != "R304" || context.may_be_multi_device())
        .collect();
    findings.sort_by(|a, b| {
        (&a.path, a.line, a.column, a.code).cmp(&(&b.path, b.line, b.column, b.code))
    });
    findings
}

/// A script that reads no input and sizes its arrays with literal shapes only works on what
/// it makes: the largest of those (`rng.lognormal(0, 1, 384)` against `np.logspace(-3, 2, 12)`).
fn made_by_the_script(files: &[FileAnalysis]) -> Option<(u64, String)> {
    let script = files
        .iter()
        .any(|f| f.facts.has_main || f.facts.runs_at_top_level);
    if !script || files.iter().any(|f| f.facts.takes_input) {
        return None;
    }
    files
        .iter()
        .flat_map(|file| file.facts.made_sizes.iter().map(move |s| (s, &file.path)))
        .max_by(|(a, pa), (b, pb)| {
            a.elements
                .cmp(&b.elements)
                .then(pb.cmp(pa))
                .then(b.line.cmp(&a.line))
        })
        .map(|(hint, path)| {
            let text = format!(
                "{} in {path}: the script reads no input, so its data is what it makes",
                hint.description
            );
            (hint.elements, text)
        })
}

/// [`evaluate`] without the list of findings (the gates, the verdicts per file).
fn judge(
    files: &[FileAnalysis],
    errors: Vec<FileError>,
    flags: &ContextFlags,
    manifest: &Manifest,
) -> Assessment {
    let inferred = files
        .iter()
        .flat_map(|file| file.facts.sizes.iter().map(move |s| (s, &file.path)))
        .max_by(|(a, pa), (b, pb)| {
            a.elements
                .cmp(&b.elements)
                .then(pb.cmp(pa))
                .then(b.line.cmp(&a.line))
        })
        .map(|(hint, path)| (hint.elements, format!("{} in {path}", hint.description)))
        .or_else(|| made_by_the_script(files));
    let context = context::resolve(flags, inferred);
    let keep = |f: &&Finding| f.code != "R304" || context.may_be_multi_device();
    // Copied only when some are left out (R304 on one device).
    let kept: Vec<std::borrow::Cow<[Finding]>> = files
        .iter()
        .map(|file| {
            if file.findings.iter().all(|f| keep(&f)) {
                std::borrow::Cow::Borrowed(file.findings.as_slice())
            } else {
                std::borrow::Cow::Owned(file.findings.iter().filter(keep).cloned().collect())
            }
        })
        .collect();
    let inputs: Vec<FileInput> = files
        .iter()
        .zip(&kept)
        .map(|(file, findings)| FileInput {
            path: &file.path,
            findings,
            facts: &file.facts,
        })
        .collect();
    let evaluation = gates::evaluate(&inputs, &context, manifest);
    let array_codebase = files.iter().any(|f| f.facts.uses_arrays);
    let (with_arrays, without): (Vec<&FileInput>, Vec<&FileInput>) = inputs
        .iter()
        .partition(|input| !array_codebase || input.facts.uses_arrays);
    let without_arrays = without.iter().map(|i| i.path.to_string()).collect();
    let verdicts = with_arrays
        .into_par_iter()
        .map(|input| FileVerdict {
            path: input.path.to_string(),
            verdict: gates::evaluate(std::slice::from_ref(input), &context, manifest).verdict,
        })
        .collect();
    Assessment {
        paths: Vec::new(),
        context,
        evaluation,
        findings: Vec::new(),
        files: verdicts,
        packages: Vec::new(),
        without_arrays,
        errors,
        files_assessed: files.len(),
        manifest_version: manifest.cupynumeric_version.clone(),
        manifest_date: manifest.generated.clone(),
        runtime: None,
        entry_script: files
            .iter()
            .find(|f| f.facts.has_main && f.facts.uses_arrays)
            .map(|f| f.path.clone()),
    }
}

/// The top-level package of a file under one of `roots`: the first directory below the root that
/// holds it, or `(top level)` for files directly in a root (or named on their own).
pub fn package_of(path: &str, roots: &[String]) -> String {
    let path = std::path::Path::new(path);
    for root in roots {
        let root = match root.trim_start_matches("./") {
            "." => "",
            r => r,
        };
        let root = std::path::Path::new(root);
        if let Ok(rest) = path.strip_prefix(root) {
            let mut parts = rest.components();
            if let (Some(first), Some(_)) = (parts.next(), parts.next()) {
                return first.as_os_str().to_string_lossy().into_owned();
            }
        }
    }
    "(top level)".to_string()
}

/// Each top-level package evaluated as its own codebase (same context flags).
pub fn per_package(
    files: &[FileAnalysis],
    roots: &[String],
    flags: &ContextFlags,
    manifest: &Manifest,
) -> Vec<PackageVerdict> {
    let mut groups: std::collections::BTreeMap<String, Vec<FileAnalysis>> = Default::default();
    for file in files {
        groups
            .entry(package_of(&file.path, roots))
            .or_default()
            .push(file.clone());
    }
    groups
        .into_iter()
        .map(|(package, files)| {
            let a = evaluate(&files, Vec::new(), flags, manifest);
            PackageVerdict {
                package,
                verdict: a.evaluation.verdict,
                files: files.len(),
                failing_gates: a
                    .evaluation
                    .gates
                    .iter()
                    .filter(|g| g.status == gates::Status::Fail)
                    .map(|g| g.gate)
                    .collect(),
            }
        })
        .collect()
}
