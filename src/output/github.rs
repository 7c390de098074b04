use std::fmt::Write;

use crate::finding::Category;
use crate::runner::CheckReport;

use super::error_code;

/// Workflow commands escape `%`, CR and LF in messages, plus `:` and `,` in properties.
fn escape_data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

/// The annotations the text output would print: `scales` findings only with `--show-scales`.
pub fn render(report: &CheckReport, options: &super::TextOptions) -> String {
    let mut out = String::new();
    for f in report
        .findings
        .iter()
        .filter(|f| f.category != Category::Scales || options.show_scales)
    {
        let command = match f.category {
            Category::Blocks => "error",
            Category::Refactor => "warning",
            Category::Info | Category::Scales => "notice",
        };
        let recipe = f.recipe.map(|r| format!(" ({r})")).unwrap_or_default();
        let _ = writeln!(
            out,
            "::{command} title={},file={},line={},col={},endLine={},endColumn={}::{}",
            escape_property(&format!("cpn-fix {} [{}]", f.code, f.category.as_str())),
            escape_property(&f.path),
            f.line,
            f.column,
            f.end_line,
            f.end_column,
            escape_data(&format!(
                "{}{}: {}{}",
                in_cell(f.cell),
                f.code,
                f.message,
                recipe
            )),
        );
    }
    for w in &report.warnings {
        let _ = writeln!(
            out,
            "::warning title={},file={},line={},col={}::{}",
            escape_property("cpn-fix W100 unused suppression"),
            escape_property(&w.path),
            w.line,
            w.column,
            escape_data(&format!("{}{}", in_cell(w.cell), w.message)),
        );
    }
    for e in &report.errors {
        let _ = writeln!(
            out,
            "::error title={},file={},line={},col={}::{}",
            escape_property(&format!("cpn-fix {}", error_code(e.kind))),
            escape_property(&e.path),
            e.line,
            e.column,
            escape_data(&format!("{}{}", in_cell(e.cell), e.message)),
        );
    }
    out
}

/// `cell N: ` before a notebook's message: GitHub shows a notebook's JSON lines, not its cells.
fn in_cell(cell: Option<u32>) -> String {
    cell.map(|c| format!("cell {c}: ")).unwrap_or_default()
}
