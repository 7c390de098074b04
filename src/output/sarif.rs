use serde_json::json;

use crate::finding::Category;
use crate::rules;
use crate::runner::CheckReport;

use super::error_code;

fn level(category: Category) -> &'static str {
    match category {
        Category::Blocks => "error",
        Category::Refactor => "warning",
        Category::Info | Category::Scales => "note",
    }
}

/// A SARIF `fix`: the recipe's edits as replacements in the finding's file.
fn sarif_fix(path: &str, fix: &crate::finding::FixSummary) -> serde_json::Value {
    let replacements: Vec<_> = fix
        .edits
        .iter()
        .map(|e| {
            json!({
                "deletedRegion": {"startLine": e.line, "startColumn": e.column,
                                  "endLine": e.end_line, "endColumn": e.end_column},
                "insertedContent": {"text": e.content},
            })
        })
        .collect();
    json!({
        "description": {"text": format!("{} ({}, {})", fix.message, fix.recipe, fix.applicability)},
        "artifactChanges": [{"artifactLocation": {"uri": path}, "replacements": replacements}],
    })
}

pub fn render(report: &CheckReport) -> String {
    let rules: Vec<_> = rules::all_meta()
        .map(|m| {
            json!({
                "id": m.code,
                "name": m.name,
                "shortDescription": {"text": m.summary},
                "fullDescription": {"text": m.doc},
                "defaultConfiguration": {"level": level(m.category)},
                "properties": {"category": m.category.as_str(), "recipe": m.recipe},
            })
        })
        .collect();
    let mut results: Vec<_> = report
        .findings
        .iter()
        .map(|f| {
            let mut result = json!({
                "ruleId": f.code,
                "level": level(f.category),
                "message": {"text": f.message},
                "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": f.path},
                    "region": {"startLine": f.line, "startColumn": f.column,
                               "endLine": f.end_line, "endColumn": f.end_column}
                }}],
                "properties": {"category": f.category.as_str(), "recipe": f.recipe, "function": f.function, "hot": f.hot},
            });
            // A notebook's fix edits its cells, not lines of the JSON file SARIF would point at.
            if let Some(cell) = f.cell {
                result["properties"]["cell"] = json!(cell);
            } else if let Some(fix) = f.fix.as_ref().filter(|x| x.applicability != "suggestion") {
                result["fixes"] = json!([sarif_fix(&f.path, fix)]);
            }
            result
        })
        .collect();
    results.extend(report.errors.iter().map(|e| {
        let properties = match e.cell {
            Some(cell) => json!({"cell": cell}),
            None => json!({}),
        };
        json!({
            "properties": properties,
            "ruleId": error_code(e.kind),
            "level": "error",
            "message": {"text": e.message},
            "locations": [{"physicalLocation": {
                "artifactLocation": {"uri": e.path},
                "region": {"startLine": e.line, "startColumn": e.column}
            }}],
        })
    }));
    let sarif = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "cpn-fix",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://github.com/nv-legate/cupynumeric",
                "rules": rules,
            }},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    });
    let mut text = serde_json::to_string_pretty(&sarif).expect("sarif serializes");
    text.push('\n');
    text
}
