//! What the review shows: fix headers, coloured diffs, verdict lines and the summary table. Pure
//! functions from data to text; colour only when asked for.

use std::collections::BTreeMap;

use dialoguer::console::Style;

use crate::assess::gates::{Gate, Verdict};
use crate::finding::{Category, Finding};
use crate::fix::Fix;

#[derive(Debug, Clone, Copy)]
pub struct Paint {
    pub color: bool,
}

impl Paint {
    fn apply(&self, style: Style, text: &str) -> String {
        if self.color {
            style.force_styling(true).apply_to(text).to_string()
        } else {
            text.to_string()
        }
    }

    pub fn bold(&self, text: &str) -> String {
        self.apply(Style::new().bold(), text)
    }

    pub fn dim(&self, text: &str) -> String {
        self.apply(Style::new().dim(), text)
    }

    pub fn red(&self, text: &str) -> String {
        self.apply(Style::new().red(), text)
    }

    pub fn green(&self, text: &str) -> String {
        self.apply(Style::new().green(), text)
    }

    pub fn cyan(&self, text: &str) -> String {
        self.apply(Style::new().cyan(), text)
    }

    pub fn yellow(&self, text: &str) -> String {
        self.apply(Style::new().yellow(), text)
    }
}

/// The header above a fix's diff: where, what, how safe, why it matters, what may change.
pub fn fix_header(
    paint: Paint,
    place: &str,
    fix: &Fix,
    finding: Option<&Finding>,
    alternative: (usize, usize),
) -> String {
    let applicability = match fix.applicability_name() {
        "safe" => paint.green("safe"),
        other => paint.yellow(other),
    };
    let mut out = format!(
        "\n{} {} · {} · {}\n",
        paint.bold(place),
        paint.bold(fix.code),
        fix.recipe,
        applicability
    );
    if let Some(finding) = finding {
        out.push_str(&format!("  why: {}\n", finding.message));
    }
    out.push_str(&format!("  fix: {}\n", fix.title));
    if fix.applicability != ruff_diagnostics::Applicability::Safe {
        if let Some(may_change) = fix.may_change() {
            out.push_str(&format!("  may change: {may_change}\n"));
        }
    }
    let (index, count) = alternative;
    if count > 1 {
        out.push_str(&format!(
            "  alternative {} of {} (Tab shows the next)\n",
            index + 1,
            count
        ));
    }
    out
}

/// A unified diff, coloured when painting.
pub fn diff(paint: Paint, text: &str) -> String {
    if !paint.color {
        return text.to_string();
    }
    text.lines()
        .map(|line| {
            let painted = if line.starts_with("+++") || line.starts_with("---") {
                paint.bold(line)
            } else if line.starts_with('+') {
                paint.green(line)
            } else if line.starts_with('-') {
                paint.red(line)
            } else if line.starts_with("@@") {
                paint.cyan(line)
            } else {
                line.to_string()
            };
            painted + "\n"
        })
        .collect()
}

/// `R101×2, R104` from code counts.
fn code_list(counts: &BTreeMap<&'static str, usize>) -> String {
    counts
        .iter()
        .map(|(code, n)| {
            if *n > 1 {
                format!("{code}×{n}")
            } else {
                code.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn actionable_counts(findings: &[Finding]) -> BTreeMap<&'static str, usize> {
    let mut counts = BTreeMap::new();
    for f in findings.iter().filter(|f| f.category.is_actionable()) {
        *counts.entry(f.code).or_insert(0) += 1;
    }
    counts
}

/// `solver.py: SIGNIFICANT REFACTOR → LIGHT REFACTOR (fixed R101×2, R104; remaining R108)`.
pub fn file_verdict_line(
    paint: Paint,
    path: &str,
    before: (Verdict, &[Finding]),
    after: (Verdict, &[Finding]),
) -> String {
    let (old, new) = (actionable_counts(before.1), actionable_counts(after.1));
    let fixed: BTreeMap<&'static str, usize> = old
        .iter()
        .filter_map(|(code, n)| {
            let left = new.get(code).copied().unwrap_or(0);
            (*n > left).then_some((*code, n - left))
        })
        .collect();
    let mut notes = Vec::new();
    if !fixed.is_empty() {
        notes.push(format!("fixed {}", code_list(&fixed)));
    }
    if new.is_empty() {
        notes.push("no blocks or refactor findings left".to_string());
    } else {
        notes.push(format!("remaining {}", code_list(&new)));
    }
    let verdicts = if before.0 == after.0 {
        format!("still {}", before.0.as_str())
    } else {
        format!("{} → {}", before.0.as_str(), paint.bold(after.0.as_str()))
    };
    format!("{path}: {verdicts} ({})\n", notes.join("; "))
}

/// Per recipe: fixes accepted and skipped.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Tally {
    pub accepted: usize,
    pub skipped: usize,
}

/// How many changed files the summary names before "… and N more".
const FILES_LISTED: usize = 20;

/// The table of fixes per recipe; `labels` name the two columns (accepted/skipped in a review,
/// applied/not applied in a batch).
pub fn summary_table(
    tallies: &BTreeMap<&'static str, Tally>,
    labels: (&str, &str),
    files_changed: &[String],
) -> String {
    let mut out = String::new();
    if tallies.is_empty() {
        out.push_str("No fixes were offered.\n");
    } else {
        out.push_str(&format!(
            "{:<18} {:>8} {:>11}\n",
            "recipe", labels.0, labels.1
        ));
        let (mut accepted, mut skipped) = (0, 0);
        for (recipe, t) in tallies {
            out.push_str(&format!(
                "{recipe:<18} {:>8} {:>11}\n",
                t.accepted, t.skipped
            ));
            accepted += t.accepted;
            skipped += t.skipped;
        }
        out.push_str(&format!("{:<18} {accepted:>8} {skipped:>11}\n", "total"));
    }
    match files_changed.len() {
        0 => out.push_str("Files changed: none.\n"),
        n => {
            out.push_str(&format!("Files changed: {n}\n"));
            for p in files_changed.iter().take(FILES_LISTED) {
                out.push_str(&format!("  {p}\n"));
            }
            if n > FILES_LISTED {
                out.push_str(&format!("  … and {} more\n", n - FILES_LISTED));
            }
        }
    }
    out
}

/// `Verdict: A → B` and one line per gate whose status changed.
pub fn codebase_verdict(
    paint: Paint,
    before: (Verdict, &[Gate]),
    after: (Verdict, &[Gate]),
) -> String {
    let mut out = if before.0 == after.0 {
        format!("Codebase verdict: still {}\n", before.0.as_str())
    } else {
        format!(
            "Codebase verdict: {} → {}\n",
            before.0.as_str(),
            paint.bold(after.0.as_str())
        )
    };
    for gate in after.1 {
        let Some(old) = before.1.iter().find(|g| g.gate == gate.gate) else {
            continue;
        };
        if old.status != gate.status {
            out.push_str(&format!(
                "  Gate {} ({}): {} → {} — {}\n",
                gate.gate,
                gate.name,
                old.status.as_str(),
                gate.status.as_str(),
                gate.reason
            ));
        }
    }
    out
}

/// One line for the verdict before the first prompt.
pub fn verdict_now(paint: Paint, verdict: Verdict, findings: &[Finding], files: usize) -> String {
    let count = |c: Category| findings.iter().filter(|f| f.category == c).count();
    let (blocks, refactor) = (count(Category::Blocks), count(Category::Refactor));
    format!(
        "Verdict now: {} ({blocks} blocks and {refactor} refactor finding{} in {files} file{})\n",
        paint.bold(verdict.as_str()),
        plural(blocks + refactor),
        plural(files)
    )
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
