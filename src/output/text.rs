use std::fmt::Write;

use crate::finding::Category;
use crate::runner::CheckReport;

use super::TextOptions;

pub fn render(report: &CheckReport, options: &TextOptions) -> String {
    let mut out = String::new();
    let mut lines: Vec<(&str, usize, usize, String)> = Vec::new();
    for f in &report.findings {
        if f.category == Category::Scales && !options.show_scales {
            continue;
        }
        let recipe = f.recipe.map(|r| format!(" ({r})")).unwrap_or_default();
        let line = format!(
            "{}:{}:{}: {} [{}] {}{}",
            f.path,
            f.line,
            f.column,
            f.code,
            f.category.as_str(),
            f.message,
            recipe
        );
        lines.push((&f.path, f.line, f.column, line));
    }
    for e in &report.errors {
        lines.push((&e.path, e.line, e.column, e.to_string()));
    }
    lines.sort_by(|a, b| (a.0, a.1, a.2).cmp(&(b.0, b.1, b.2)));
    for (_, _, _, line) in &lines {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out, "{}", summary(report, options));
    out
}

fn summary(report: &CheckReport, options: &TextOptions) -> String {
    let count = |c: Category| report.findings.iter().filter(|f| f.category == c).count();
    let (blocks, refactor, info, scales) = (
        count(Category::Blocks),
        count(Category::Refactor),
        count(Category::Info),
        count(Category::Scales),
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
