//! The assessment (SPEC §4–§6): run the detectors with facts over a codebase, resolve the context,
//! walk the gates and give one verdict, for the whole codebase and per file.

pub mod context;
pub mod facts;
pub mod gates;
pub mod manifest;

use crate::finding::{FileError, Finding};
use crate::runner::{run_check, CheckOptions};

use context::{AssessContext, ContextFlags};
use gates::{Evaluation, FileInput, Verdict};
use manifest::Manifest;

pub struct Assessment {
    pub context: AssessContext,
    pub evaluation: Evaluation,
    /// Every finding, scales and info included (R304 only when the target may be multi-GPU).
    pub findings: Vec<Finding>,
    pub files: Vec<FileVerdict>,
    pub errors: Vec<FileError>,
    pub files_assessed: usize,
    pub manifest_version: String,
    pub manifest_date: String,
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct FileVerdict {
    pub path: String,
    pub verdict: Verdict,
}

pub fn assess(
    check: &CheckOptions,
    flags: &ContextFlags,
    manifest: &Manifest,
) -> Result<Assessment, String> {
    let options = CheckOptions {
        with_facts: true,
        ..check.clone()
    };
    let report = run_check(&options)?;
    let inferred = report
        .facts
        .iter()
        .flat_map(|(path, facts)| facts.sizes.iter().map(move |s| (s, path)))
        .max_by(|(a, pa), (b, pb)| {
            a.elements
                .cmp(&b.elements)
                .then(pb.cmp(pa))
                .then(b.line.cmp(&a.line))
        })
        .map(|(hint, path)| (hint.elements, format!("{} in {path}", hint.description)));
    let context = context::resolve(flags, inferred);
    let findings: Vec<Finding> = report
        .findings
        .into_iter()
        .filter(|f| f.code != "R304" || context.may_be_multi_device())
        .collect();
    let inputs: Vec<FileInput> = report
        .facts
        .iter()
        .map(|(path, facts)| FileInput {
            path,
            findings: findings_of(&findings, path),
            facts,
        })
        .collect();
    let evaluation = gates::evaluate(&inputs, &context, manifest);
    let files = inputs
        .iter()
        .map(|input| FileVerdict {
            path: input.path.to_string(),
            verdict: gates::evaluate(std::slice::from_ref(input), &context, manifest).verdict,
        })
        .collect();
    Ok(Assessment {
        context,
        evaluation,
        findings,
        files,
        errors: report.errors,
        files_assessed: report.files_checked,
        manifest_version: manifest.cupynumeric_version.clone(),
        manifest_date: manifest.generated.clone(),
    })
}

/// The contiguous run of findings of one path (findings are sorted by path).
fn findings_of<'a>(findings: &'a [Finding], path: &str) -> &'a [Finding] {
    let start = findings.partition_point(|f| f.path.as_str() < path);
    let end = findings.partition_point(|f| f.path.as_str() <= path);
    &findings[start..end]
}
