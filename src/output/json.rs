use crate::runner::CheckReport;

pub fn render(report: &CheckReport) -> String {
    let value = serde_json::json!({
        "findings": report.findings,
        "errors": report.errors,
    });
    let mut text = serde_json::to_string_pretty(&value).expect("findings serialize");
    text.push('\n');
    text
}
