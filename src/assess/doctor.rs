//! Runtime evidence (SPEC §11): a cuPyNumeric Doctor report — the JSON list that
//! `CUPYNUMERIC_DOCTOR_FORMAT=json` writes, `{filename, lineno, traceback, source, description,
//! reference}` per diagnostic — merged with the static findings. A diagnostic at the line of a
//! static finding of its code confirms it; one with no static counterpart becomes a finding seen
//! at run time only, which counts toward the verdict like a static one.

use std::path::Path;

use crate::finding::{Category, Finding};

use super::FileAnalysis;

/// One diagnostic of a Doctor report.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct Diagnostic {
    pub filename: String,
    pub lineno: usize,
    #[serde(default)]
    pub source: String,
    pub description: String,
    #[serde(default)]
    pub reference: String,
}

/// Reads a Doctor report; every problem is one line naming the file.
pub fn load(path: &Path) -> Result<Vec<Diagnostic>, String> {
    let shown = path.display();
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(format!(
                "{shown}: no such file (cuPyNumeric Doctor writes its report only when it finds something: no file means the run was clean)"
            ))
        }
        Err(e) => return Err(format!("{shown}: {e}")),
    };
    if text.trim().is_empty() {
        return Err(format!(
            "{shown}: empty file, not a cuPyNumeric Doctor report"
        ));
    }
    serde_json::from_str(&text).map_err(|e| {
        format!(
            "{shown}:{}:{}: not a cuPyNumeric Doctor JSON report ({e})",
            e.line(),
            e.column()
        )
    })
}

/// The catalogue code of a Doctor check, from its description (SPEC §9: Doctor catches R101,
/// R103, R108, R110, R204 and hstack/vstack R203, partly R104).
pub fn code_for(description: &str) -> Option<&'static str> {
    let d = description.to_ascii_lowercase();
    let has = |s: &str| d.contains(s);
    if has("hstack") || has("vstack") || has("stack") && has("loop") {
        Some("R203")
    } else if has("scalar item access") || has("item access") {
        Some("R101")
    } else if has("__iter__") || has("iterating over") {
        Some("R103")
    } else if has("nonzero") {
        Some("R204")
    } else if has("mpi4py") || has("mpi ") {
        Some("R108")
    } else if has("built-in float")
        || has("built-in int")
        || has("built-in bool")
        || has("built-in complex")
        || has(".item()")
        || has("tolist")
        || has("synchron")
    {
        Some("R104")
    } else if has("built-in") || has("builtin") {
        Some("R110")
    } else {
        None
    }
}

/// What merging did, for the report's "Runtime evidence" paragraph.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct RuntimeEvidence {
    pub reports: usize,
    pub diagnostics: usize,
    /// Static findings a diagnostic confirmed.
    pub confirmed: usize,
    /// Diagnostics with no static counterpart, now findings (`"runtime": "only"`).
    pub runtime_only: Vec<String>,
    /// Static BLOCKS/REFACTOR findings of the codes Doctor checks that no diagnostic reached.
    pub not_exercised: Vec<String>,
    /// Diagnostics in files outside the assessed paths.
    pub outside: Vec<String>,
    /// Diagnostics whose check has no catalogue code.
    pub unmapped: Vec<String>,
}

/// The codes Doctor can report (the others are never "not exercised": it does not look).
const OBSERVED: &[&str] = &["R101", "R103", "R104", "R108", "R110", "R203", "R204"];

/// Marks confirmed findings, adds runtime-only ones, and summarizes.
pub fn merge(files: &mut [FileAnalysis], reports: &[Vec<Diagnostic>]) -> RuntimeEvidence {
    let mut evidence = RuntimeEvidence {
        reports: reports.len(),
        ..Default::default()
    };
    let mut seen = std::collections::HashSet::new();
    for diagnostic in reports.iter().flatten() {
        // Several runs may report the same place: one finding, confirmed once.
        if !seen.insert((
            diagnostic.filename.clone(),
            diagnostic.lineno,
            diagnostic.description.clone(),
        )) {
            continue;
        }
        evidence.diagnostics += 1;
        let place = format!("{}:{}", diagnostic.filename, diagnostic.lineno);
        let Some(file) = matching_file(files, &diagnostic.filename) else {
            evidence.outside.push(place);
            continue;
        };
        let Some(code) = code_for(&diagnostic.description) else {
            evidence
                .unmapped
                .push(format!("{place}: {}", diagnostic.description));
            continue;
        };
        let at_line = |f: &Finding| {
            f.code == code && (f.line..=f.end_line.max(f.line)).contains(&diagnostic.lineno)
        };
        let confirmed = file
            .findings
            .iter_mut()
            .filter(|f| at_line(f))
            .fold(false, |_, f| {
                f.runtime = Some("confirmed");
                true
            });
        if confirmed {
            evidence.confirmed += 1;
        } else {
            let finding = runtime_only(&file.path, code, diagnostic);
            evidence
                .runtime_only
                .push(format!("{}:{} {code}", file.path, diagnostic.lineno));
            file.findings.push(finding);
        }
    }
    for file in files.iter() {
        for f in &file.findings {
            let counted = matches!(f.category, Category::Blocks | Category::Refactor);
            if counted && f.runtime.is_none() && OBSERVED.contains(&f.code) {
                evidence
                    .not_exercised
                    .push(format!("{}:{} {}", f.path, f.line, f.code));
            }
        }
    }
    evidence
}

/// The analysed file a report's (usually absolute) filename names: the same path, or the one
/// whose path is the longest suffix of it.
fn matching_file<'a>(
    files: &'a mut [FileAnalysis],
    filename: &str,
) -> Option<&'a mut FileAnalysis> {
    let wanted = std::fs::canonicalize(filename).ok();
    let components = |p: &str| -> Vec<String> {
        Path::new(p)
            .components()
            .filter_map(|c| match c {
                std::path::Component::Normal(s) => Some(s.to_string_lossy().to_string()),
                _ => None,
            })
            .collect()
    };
    let target = components(filename);
    let score = |path: &str| -> usize {
        if wanted.is_some() && std::fs::canonicalize(path).ok() == wanted {
            return usize::MAX;
        }
        let mine = components(path);
        mine.iter()
            .rev()
            .zip(target.iter().rev())
            .take_while(|(a, b)| a == b)
            .count()
    };
    let best = files
        .iter()
        .enumerate()
        .map(|(i, f)| (score(&f.path), i))
        .filter(|(s, _)| *s > 0)
        .max()?;
    files.get_mut(best.1)
}

fn runtime_only(path: &str, code: &'static str, diagnostic: &Diagnostic) -> Finding {
    let meta = crate::rules::meta_for(code).expect("Doctor codes are catalogue codes");
    let mut f = Finding::at(meta, path, diagnostic.lineno);
    f.hot = true;
    f.message = format!(
        "seen at run time by cuPyNumeric Doctor: {} (`{}`)",
        diagnostic.description,
        diagnostic.source.trim()
    );
    f.runtime = Some("only");
    f
}

#[cfg(test)]
mod tests {
    use super::code_for;

    /// The descriptions cuPyNumeric 26.6 Doctor wrote in tests/fixtures/doctor/doctor-report.json,
    /// and the other checks SPEC §9 lists.
    #[test]
    fn doctor_checks_map_to_catalogue_codes() {
        let cases = [
            ("Python built-in float used with cuPyNumeric array; prefer: float -> arr.astype(float)", Some("R104")),
            ("hstack/vstack called repeatedly (likely in a loop); consider pre-allocating or collecting results and stacking once", Some("R203")),
            ("multiple scalar item accesses repeated on the same line", Some("R101")),
            ("iterating over a cuPyNumeric array with __iter__ is slow; use vectorized operations instead", Some("R103")),
            ("Python built-in sum used with cuPyNumeric array", Some("R110")),
            ("nonzero result used for indexing", Some("R204")),
            ("something else entirely", None),
        ];
        for (description, code) in cases {
            assert_eq!(code_for(description), code, "{description}");
        }
    }
}
