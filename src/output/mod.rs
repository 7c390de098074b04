//! Printers for `check` results: text, JSON, SARIF 2.1.0 and GitHub workflow annotations.

pub mod assess_json;
pub mod assess_markdown;
mod github;
mod json;
mod sarif;
mod text;

use crate::runner::CheckReport;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
    Sarif,
    Github,
}

#[derive(Debug, Clone, Copy, Default)]
pub struct TextOptions {
    pub show_scales: bool,
    /// Under each finding with a fix, the fix's title and applicability.
    pub show_fixes: bool,
    /// Counts per code instead of the findings.
    pub statistics: bool,
    /// Findings only, no summary line.
    pub quiet: bool,
}

pub fn render(report: &CheckReport, format: Format, text_options: &TextOptions) -> String {
    match format {
        Format::Text => text::render(report, text_options),
        Format::Json => json::render(report),
        Format::Sarif => sarif::render(report),
        Format::Github => github::render(report, text_options),
    }
}

/// The diagnostic code shown for a file error (`E999` for syntax, `E902` for reading).
pub fn error_code(kind: crate::source::ErrorKind) -> &'static str {
    match kind {
        crate::source::ErrorKind::Syntax => "E999",
        crate::source::ErrorKind::Config => "E900",
        _ => "E902",
    }
}
