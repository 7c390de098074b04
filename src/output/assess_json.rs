//! `cpn-fix assess --format json`: the stable contract of SPEC §6.

use crate::assess::Assessment;

pub fn render(a: &Assessment) -> String {
    let mut value = serde_json::json!({
        "verdict": a.evaluation.verdict,
        "context": a.context,
        "gates": a.evaluation.gates,
        "findings": a.findings,
        "api_gaps": a.evaluation.api_gaps,
        "files": a.files,
        "errors": a.errors,
    });
    if let Some(runtime) = &a.runtime {
        value["runtime"] = serde_json::json!(runtime);
    }
    if !a.packages.is_empty() {
        value["packages"] = serde_json::json!(a.packages);
    }
    let mut text = serde_json::to_string_pretty(&value).expect("assessment serializes");
    text.push('\n');
    text
}
