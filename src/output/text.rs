use std::fmt::Write;

use crate::finding::{Category, Finding};
use crate::runner::CheckReport;

use super::TextOptions;

/// `[*] ` for a finding that `cpn-fix fix` rewrites (safe), as Ruff marks fixable diagnostics.
pub fn fixable_mark(f: &Finding) -> &'static str {
    match &f.fix {
        Some(fix) if fix.applicability == "safe" => "[*] ",
        _ => "",
    }
}

pub fn render(report: &CheckReport, options: &TextOptions) -> String {
    if options.statistics {
        return statistics(report, options);
    }
    let mut out = String::new();
    let mut lines: Vec<(&str, Option<u32>, usize, usize, String)> = Vec::new();
    for f in &report.findings {
        if f.category == Category::Scales && !options.show_scales {
            continue;
        }
        let recipe = f.recipe.map(|r| format!(" ({r})")).unwrap_or_default();
        let mut line = format!(
            "{}:{}: {} {}[{}] {}{}",
            f.place(),
            f.column,
            f.code,
            fixable_mark(f),
            f.category.as_str(),
            f.message,
            recipe
        );
        if let Some(fix) = f.fix.as_ref().filter(|_| options.show_fixes) {
            let _ = write!(line, "\n    fix ({}): {}", fix.applicability, fix.message);
        }
        lines.push((&f.path, f.cell, f.line, f.column, line));
    }
    for e in &report.errors {
        lines.push((&e.path, e.cell, e.line, e.column, e.to_string()));
    }
    for w in &report.warnings {
        lines.push((&w.path, w.cell, w.line, w.column, w.to_string()));
    }
    lines.sort_by(|a, b| (a.0, a.1, a.2, a.3).cmp(&(b.0, b.1, b.2, b.3)));
    for (_, _, _, _, line) in &lines {
        let _ = writeln!(out, "{line}");
    }
    if !options.quiet {
        let _ = writeln!(out, "{}", summary(report, options));
        if let Some(fixable) = fixable_line(report) {
            let _ = writeln!(out, "{fixable}");
        }
    }
    out
}

/// `[*] 3 fixable with `cpn-fix fix` (2 more with `cpn-fix fix --unsafe`).`
fn fixable_line(report: &CheckReport) -> Option<String> {
    let count = |level: &str| {
        report
            .findings
            .iter()
            .filter(|f| f.fix.as_ref().is_some_and(|x| x.applicability == level))
            .count()
    };
    let (safe, unsafe_) = (count("safe"), count("unsafe"));
    let more = if unsafe_ > 0 {
        format!(" ({unsafe_} more with `cpn-fix fix --unsafe`)")
    } else {
        String::new()
    };
    match (safe, unsafe_) {
        (0, 0) => None,
        (0, _) => Some(format!(
            "No safe fixes; {unsafe_} with `cpn-fix fix --unsafe` (review them with `cpn-fix --interactive`)."
        )),
        _ => Some(format!("[*] {safe} fixable with `cpn-fix fix`{more}.")),
    }
}

/// One line per code: count, code, `[*]` when some of them have a safe fix, name, summary.
fn statistics(report: &CheckReport, options: &TextOptions) -> String {
    let mut rows: std::collections::BTreeMap<&str, (usize, bool)> = Default::default();
    for f in &report.findings {
        if f.category == Category::Scales && !options.show_scales {
            continue;
        }
        let row = rows.entry(f.code).or_default();
        row.0 += 1;
        row.1 |= !fixable_mark(f).is_empty();
    }
    let mut out = String::new();
    for (code, (n, fixable)) in rows {
        let meta = crate::rules::meta_for(code);
        let _ = writeln!(
            out,
            "{n:>5}\t{code}\t{}\t{}\t{}",
            if fixable { "[*]" } else { "[ ]" },
            meta.map_or("", |m| m.name),
            meta.map_or("", |m| m.summary)
        );
    }
    for e in &report.errors {
        let _ = writeln!(out, "{e}");
    }
    out
}

fn summary(report: &CheckReport, options: &TextOptions) -> String {
    let count = |c: Category| report.findings.iter().filter(|f| f.category == c).count();
    let (blocks, refactor, info, scales) = (
        count(Category::Blocks),
        count(Category::Refactor),
        count(Category::Info),
        count(Category::Scales) + report.scales_hidden,
    );
    let files = plural(report.files_checked, "file");
    let mut text = if blocks + refactor == 0 {
        format!("No blocks or refactor findings in {files}")
    } else {
        format!(
            "Found {} ({blocks} blocks, {refactor} refactor) in {files}",
            plural(blocks + refactor, "finding")
        )
    };
    let mut extras = Vec::new();
    if info > 0 {
        extras.push(format!("{info} info"));
    }
    if scales > 0 {
        let shown = if options.show_scales {
            ""
        } else {
            " not shown, use --show-scales"
        };
        extras.push(format!("{scales} scales{shown}"));
    }
    if !report.errors.is_empty() {
        extras.push(plural(report.errors.len(), "error"));
    }
    if !extras.is_empty() {
        text.push_str(&format!("; {}", extras.join("; ")));
    }
    text.push('.');
    text
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}
