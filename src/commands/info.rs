//! The reference commands: `explain`, `rules`, `recipes`, `manifest`.

use std::process::ExitCode;

use cpn_fix::assess::manifest::{Level, Support};
use cpn_fix::recipes;
use cpn_fix::rules;

use super::{fail, load_manifest, print};

pub fn list_recipes(id: Option<&str>) -> ExitCode {
    if let Some(id) = id {
        return match recipes::RECIPES
            .iter()
            .find(|r| r.meta().id.eq_ignore_ascii_case(id))
        {
            Some(r) => {
                if print(r.meta().doc).is_err() {
                    return ExitCode::from(2);
                }
                ExitCode::SUCCESS
            }
            None => fail(&format!(
                "unknown recipe `{id}`; `cpn-fix recipes` lists them"
            )),
        };
    }
    let mut text = String::new();
    for r in recipes::RECIPES {
        let m = r.meta();
        text.push_str(&format!(
            "{:<11} {:<10} {}\n            {}\n",
            m.id,
            m.codes.join(","),
            m.summary,
            m.applicability
        ));
    }
    if print(&text).is_err() {
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

pub fn show_manifest(name: Option<&str>, path: Option<&std::path::Path>) -> ExitCode {
    let manifest = match load_manifest(path) {
        Ok(m) => m,
        Err(message) => return fail(&message),
    };
    let Some(name) = name else {
        let text = format!(
            "cuPyNumeric {} API manifest, generated {}: {} NumPy names, {} implemented \
             ({} multi-GPU, {} partial, {} single-GPU, {} undocumented), {} not implemented\n",
            manifest.cupynumeric_version,
            manifest.generated,
            manifest.len(),
            manifest.len() - manifest.count(Level::NotImplemented),
            manifest.count(Level::MultiGpu),
            manifest.count(Level::Partial),
            manifest.count(Level::SingleGpu),
            manifest.count(Level::Implemented),
            manifest.count(Level::NotImplemented),
        );
        return if print(&text).is_ok() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(2)
        };
    };
    let qualified = qualify_api_name(name);
    let (text, code) = match manifest.lookup(&qualified) {
        Support::Listed {
            canonical,
            level,
            note,
        } => {
            let alias = if canonical != qualified {
                format!(" (alias of {canonical})")
            } else {
                String::new()
            };
            let note = note.map(|n| format!(" — {n}")).unwrap_or_default();
            (
                format!("{qualified}{alias}: {}{note}\n", level.as_str()),
                ExitCode::SUCCESS,
            )
        }
        Support::Boundary => (
            format!("{qualified}: boundary API (file I/O or printing): a cost note, never a gap\n"),
            ExitCode::SUCCESS,
        ),
        Support::OutOfScope => (
            format!("{qualified}: not listed in the manifest (out of scope: never reported)\n"),
            ExitCode::from(1),
        ),
    };
    if print(&text).is_err() {
        return ExitCode::from(2);
    }
    code
}

/// `np.std` → `numpy.std`; `ndarray.astype` → `numpy.ndarray.astype`; `std` → `numpy.std`.
fn qualify_api_name(name: &str) -> String {
    let name = name.trim();
    for prefix in ["np.", "cupynumeric.", "cn.", "num."] {
        if let Some(rest) = name.strip_prefix(prefix) {
            return format!("numpy.{rest}");
        }
    }
    if name.starts_with("numpy.") {
        name.to_string()
    } else {
        format!("numpy.{name}")
    }
}

/// `explain R104` or `explain host-sync`.
pub fn explain(code: &str) -> ExitCode {
    match rules::meta_for_code_or_name(code) {
        Some(meta) => {
            let recipe = meta.recipe.unwrap_or("none");
            let header = format!(
                "{} ({}) [{}] recipe: {}\n\n",
                meta.code,
                meta.name,
                meta.category.as_str(),
                recipe
            );
            if print(&(header + meta.doc)).is_err() {
                return ExitCode::from(2);
            }
            ExitCode::SUCCESS
        }
        None => {
            eprintln!("cpn-fix: error: unknown rule `{code}`; `cpn-fix rules` lists them");
            ExitCode::from(2)
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ListFormat {
    #[default]
    Text,
    Json,
}

pub fn list_rules(format: ListFormat) -> ExitCode {
    let text = match format {
        ListFormat::Text => {
            let width = rules::all_meta().map(|m| m.name.len()).max().unwrap_or(0);
            rules::all_meta()
                .map(|m| {
                    format!(
                        "{:<5} {:<width$} {:<9} {:<17} {}\n",
                        m.code,
                        m.name,
                        m.category.as_str(),
                        m.recipe.unwrap_or("-"),
                        m.summary
                    )
                })
                .collect::<String>()
        }
        ListFormat::Json => {
            let rows: Vec<serde_json::Value> = rules::all_meta()
                .map(|m| {
                    serde_json::json!({
                        "code": m.code,
                        "name": m.name,
                        "category": m.category.as_str(),
                        "recipe": m.recipe,
                        "summary": m.summary,
                    })
                })
                .collect();
            serde_json::to_string_pretty(&rows).expect("rules serialize") + "\n"
        }
    };
    if print(&text).is_err() {
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}
