//! The 8-section Markdown report of `cpn-fix assess` (SPEC §6).

use std::collections::BTreeMap;

use crate::finding::position;
use std::fmt::Write;

use crate::assess::context::group_digits;
use crate::assess::gates::Verdict;
use crate::assess::Assessment;
use crate::finding::{Category, Finding};

/// Recipe priority for next steps (SPEC §6), by code.
const PRIORITY: &[&[&str]] = &[
    &["R108"],
    &["R101", "R103", "R110"],
    &["R102"],
    &["R111"],
    &["R104", "R105"],
    &["R203"],
    &["R201", "R202"],
    &["R204"],
    &["R205"],
    &["R206"],
    &["R106"],
    &["R109"],
    &["R107"],
];

pub fn render(a: &Assessment) -> String {
    let mut out = String::new();
    let not_recommended = a.evaluation.verdict == Verdict::NotRecommended;
    let empty = if not_recommended {
        "n/a — see verdict"
    } else {
        "None for this code"
    };
    header(&mut out, a);
    section(&mut out, "Verdict");
    let _ = writeln!(out, "{}", verdict_sentence(a));
    if !a.packages.is_empty() {
        let _ = writeln!(
            out,
            "\nEach top-level package on its own:\n\n| package | files | verdict | failing gates |\n|---|---|---|---|"
        );
        for p in &a.packages {
            let gates: Vec<String> = p
                .failing_gates
                .iter()
                .map(|g| format!("Gate {g}"))
                .collect();
            let gates = if gates.is_empty() {
                "—".to_string()
            } else {
                gates.join(", ")
            };
            let _ = writeln!(
                out,
                "| `{}` | {} | {} | {gates} |",
                p.package,
                p.files,
                p.verdict.as_str()
            );
        }
    }
    if a.files.len() > 1 {
        let _ = writeln!(out, "\n| file | verdict |\n|---|---|");
        for f in &a.files {
            let _ = writeln!(out, "| `{}` | {} |", f.path, f.verdict.as_str());
        }
    }
    if !a.without_arrays.is_empty() {
        let shown: Vec<String> = a
            .without_arrays
            .iter()
            .take(5)
            .map(|p| format!("`{p}`"))
            .collect();
        let more = match a.without_arrays.len() {
            n if n > 5 => format!(" and {} more", n - 5),
            _ => String::new(),
        };
        let (subject, verb) = if a.without_arrays.len() == 1 {
            ("1 file imports", "gets")
        } else {
            ("These files import", "get")
        };
        let own = if a.without_arrays.len() == 1 {
            "its own"
        } else {
            "their own"
        };
        let _ = writeln!(
            out,
            "\n{subject} no array library (NumPy, cuPyNumeric, CuPy) and {verb} no verdict of {own}: {}{more}.",
            shown.join(", ")
        );
    }
    section(&mut out, "What works");
    what_works(&mut out, &a.findings, empty);
    section(&mut out, "What blocks");
    list_findings(
        &mut out,
        a.findings.iter().filter(|f| f.category == Category::Blocks),
        empty,
    );
    section(&mut out, "What's fixable");
    fixable(&mut out, &a.findings, empty);
    section(&mut out, "Compatibility / cost notes");
    cost_notes(&mut out, a, empty);
    section(&mut out, "API support gaps");
    api_gaps(&mut out, a, empty);
    section(&mut out, "Decision-framework summary");
    let _ = writeln!(out, "| gate | status | reason |\n|---|---|---|");
    for g in &a.evaluation.gates {
        let _ = writeln!(
            out,
            "| {}. {} | {} | {} |",
            g.gate,
            g.name,
            g.status.as_str(),
            g.reason.replace('|', "\\|")
        );
    }
    if let Some(evidence) = &a.runtime {
        runtime_evidence(&mut out, evidence);
    }
    section(&mut out, "Recommended next steps");
    next_steps(&mut out, a);
    out
}

/// The "Runtime evidence" paragraph: what the cuPyNumeric Doctor reports confirmed, saw that the
/// static analysis did not, and did not reach.
fn runtime_evidence(out: &mut String, e: &crate::assess::doctor::RuntimeEvidence) {
    let runs = if e.reports == 1 {
        "one run".to_string()
    } else {
        format!("{} runs", e.reports)
    };
    let _ = write!(
        out,
        "\n**Runtime evidence** (cuPyNumeric Doctor, {runs}): {} diagnostic(s); {} static finding(s) confirmed; {} seen at run time only",
        e.diagnostics,
        e.confirmed,
        e.runtime_only.len()
    );
    if !e.runtime_only.is_empty() {
        let _ = write!(out, " ({})", e.runtime_only.join(", "));
    }
    let _ = write!(
        out,
        ", counted in the verdict; {} static finding(s) of the kinds Doctor checks not exercised by this run",
        e.not_exercised.len()
    );
    if !e.not_exercised.is_empty() {
        let _ = write!(out, " ({})", e.not_exercised.join(", "));
    }
    let _ = write!(out, ".");
    if !e.outside.is_empty() {
        let _ = write!(
            out,
            " Diagnostics in files outside the assessed paths: {}.",
            e.outside.join(", ")
        );
    }
    if !e.unmapped.is_empty() {
        let _ = write!(
            out,
            " Diagnostics with no catalogue code: {}.",
            e.unmapped.join("; ")
        );
    }
    let _ = writeln!(out);
}

fn section(out: &mut String, title: &str) {
    let _ = write!(out, "\n## {title}\n\n");
}

fn header(out: &mut String, a: &Assessment) {
    let c = &a.context;
    let _ = writeln!(out, "# cuPyNumeric migration assessment\n");
    let gpu = match (&c.gpu, c.cpu_only) {
        (_, true) => "CPU only".to_string(),
        (Some(model), _) => model.clone(),
        (None, _) => "Volta or newer (assumed)".to_string(),
    };
    let gpus = if c.gpus_defaulted {
        "1–4".to_string()
    } else {
        c.gpus.to_string()
    };
    let _ = writeln!(
        out,
        "Context: {} elements per hot-path array · {gpus} GPU(s) per node · {} node(s) · GPU: {gpu} · {} file(s) · API manifest: cuPyNumeric {} ({})",
        group_digits(c.elements),
        c.nodes,
        a.files_assessed,
        a.manifest_version,
        a.manifest_date
    );
    if !c.defaults_applied.is_empty() {
        let _ = writeln!(out, "\nDefaults applied:");
        for d in &c.defaults_applied {
            let _ = writeln!(out, "- {d}");
        }
    }
    if !c.inferred.is_empty() {
        let _ = writeln!(out, "\nInferred from the code:");
        for i in &c.inferred {
            let _ = writeln!(out, "- {i}");
        }
    }
    if !a.errors.is_empty() {
        let _ = writeln!(out, "\nNot assessed (errors):");
        for e in &a.errors {
            let _ = writeln!(
                out,
                "- `{}`: {}",
                position(&e.path, e.cell, e.line),
                e.message
            );
        }
    }
}

fn verdict_sentence(a: &Assessment) -> String {
    let e = &a.evaluation;
    let plural = |n: usize, w: &str| {
        if n == 1 {
            format!("1 {w}")
        } else {
            format!("{n} {w}s")
        }
    };
    let refactors = a
        .findings
        .iter()
        .filter(|f| f.category == Category::Refactor)
        .count();
    let shape = match e.shape_verdict {
        Verdict::Ready => "the array code is already in a scaling shape".to_string(),
        Verdict::LightRefactor if e.blocks == 0 => {
            format!("no BLOCKS, and {} with known recipes", plural(refactors, "REFACTOR finding"))
        }
        Verdict::LightRefactor => {
            let also = if refactors > 0 { format!(" (and {})", plural(refactors, "REFACTOR finding")) } else { String::new() };
            format!("{} in at most one hot region{also} to fix before porting", plural(e.blocks, "BLOCKS finding"))
        }
        _ if a.findings.iter().any(|f| f.code == "R108") => {
            "the code decomposes its arrays by hand with mpi4py (R108), which Legate's automatic distribution replaces".to_string()
        }
        _ => format!(
            "{} across {} must be refactored before the code scales",
            plural(e.blocks, "BLOCKS finding"),
            plural(e.hot_regions, "hot region")
        ),
    };
    let mut sentence = match (e.verdict, &e.demotion) {
        (Verdict::NotRecommended, _) => {
            let failed: Vec<String> = e
                .gates
                .iter()
                .filter(|g| {
                    g.status == crate::assess::gates::Status::Fail && matches!(g.gate, 1 | 2 | 4)
                })
                .map(|g| format!("Gate {} ({}) fails: {}", g.gate, g.name, g.reason))
                .collect();
            format!("**NOT RECOMMENDED** — {}", failed.join("; "))
        }
        (Verdict::Ready, _) => {
            format!("**READY** — {shape}: swap the import for `cupynumeric` and benchmark")
        }
        (verdict, Some(reason)) if verdict != e.shape_verdict => format!(
            "**{}** — {shape}, but demoted one tier from {}: {reason}",
            verdict.as_str(),
            e.shape_verdict.as_str()
        ),
        // Already at the lowest tier a demotion reaches: say why it would demote, not that it did.
        (verdict, Some(reason)) => format!("**{}** — {shape}; also, {reason}", verdict.as_str()),
        (verdict, None) => format!("**{}** — {shape}", verdict.as_str()),
    };
    sentence.push('.');
    sentence
}

fn cite(f: &Finding) -> String {
    format!("`{}`", f.place())
}

fn what_works(out: &mut String, findings: &[Finding], empty: &str) {
    let mut by_code: BTreeMap<&str, Vec<&Finding>> = BTreeMap::new();
    for f in findings.iter().filter(|f| f.category == Category::Scales) {
        by_code.entry(f.code).or_default().push(f);
    }
    if by_code.is_empty() {
        let _ = writeln!(out, "{empty}");
        return;
    }
    for (code, sites) in by_code {
        let summary = crate::rules::meta_for(code).map_or("", |m| m.summary);
        let shown: Vec<String> = sites.iter().take(3).map(|f| cite(f)).collect();
        let more = if sites.len() > 3 {
            format!(" and {} more", sites.len() - 3)
        } else {
            String::new()
        };
        let _ = writeln!(out, "- {code} {summary}: {}{more}", shown.join(", "));
    }
}

fn list_findings<'a>(out: &mut String, findings: impl Iterator<Item = &'a Finding>, empty: &str) {
    let mut any = false;
    for f in findings {
        any = true;
        let recipe = f.recipe.map(|r| format!(" → {r}")).unwrap_or_default();
        let _ = writeln!(out, "- {} {} {}{recipe}", cite(f), f.code, f.message);
    }
    if !any {
        let _ = writeln!(out, "{empty}");
    }
}

fn fixable(out: &mut String, findings: &[Finding], empty: &str) {
    let mut by_recipe: BTreeMap<&str, Vec<&Finding>> = BTreeMap::new();
    for f in findings.iter().filter(|f| f.category == Category::Refactor) {
        by_recipe
            .entry(f.recipe.unwrap_or("no recipe"))
            .or_default()
            .push(f);
    }
    if by_recipe.is_empty() {
        let _ = writeln!(out, "{empty}");
        return;
    }
    for (recipe, sites) in by_recipe {
        let codes: std::collections::BTreeSet<&str> = sites.iter().map(|f| f.code).collect();
        let codes: Vec<&str> = codes.into_iter().collect();
        let _ = writeln!(
            out,
            "### {recipe} ({}, {} site{})\n",
            codes.join(", "),
            sites.len(),
            if sites.len() == 1 { "" } else { "s" }
        );
        for f in sites {
            let _ = writeln!(out, "- {} {} {}", cite(f), f.code, f.message);
        }
        out.push('\n');
    }
}

fn cost_notes(out: &mut String, a: &Assessment, empty: &str) {
    let mut any = false;
    for f in a.findings.iter().filter(|f| f.category == Category::Info) {
        any = true;
        let recipe = f.recipe.map(|r| format!(" → {r}")).unwrap_or_default();
        let _ = writeln!(out, "- {} {} {}{recipe}", cite(f), f.code, f.message);
    }
    for g in a
        .evaluation
        .gates
        .iter()
        .filter(|g| g.gate == 5 && g.status != crate::assess::gates::Status::Pass)
    {
        any = true;
        let _ = writeln!(out, "- Boundary cost: {}", g.reason);
    }
    if !any {
        let _ = writeln!(out, "{empty}");
    }
}

fn api_gaps(out: &mut String, a: &Assessment, empty: &str) {
    if a.evaluation.api_gaps.is_empty() {
        let _ = writeln!(out, "{empty}");
        return;
    }
    for gap in &a.evaluation.api_gaps {
        let note = gap
            .note
            .as_ref()
            .map(|n| format!(" ({n})"))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "- `{}` — {}{note} — `{}`",
            gap.api,
            gap.support,
            position(&gap.path, gap.cell, gap.line)
        );
    }
}

fn next_steps(out: &mut String, a: &Assessment) {
    let mut steps: Vec<String> = Vec::new();
    if a.evaluation.verdict == Verdict::NotRecommended {
        steps.push("Keep this code on NumPy for now: the failing gate above is not fixed by refactoring the array code.".to_string());
    }
    for group in PRIORITY {
        let sites: Vec<&Finding> = a
            .findings
            .iter()
            .filter(|f| group.contains(&f.code))
            .collect();
        if sites.is_empty() {
            continue;
        }
        let mut recipes: Vec<&str> = sites.iter().filter_map(|f| f.recipe).collect();
        recipes.dedup();
        recipes.sort_unstable();
        recipes.dedup();
        let codes: std::collections::BTreeSet<&str> = sites.iter().map(|f| f.code).collect();
        let cites: Vec<String> = sites.iter().take(6).map(|f| cite(f)).collect();
        let more = if sites.len() > 6 {
            format!(" and {} more", sites.len() - 6)
        } else {
            String::new()
        };
        let (rewrites, suggestions): (Vec<&str>, Vec<&str>) =
            recipes.iter().partition(|id| !is_suggestion(id));
        let how = match (rewrites.is_empty(), suggestions.is_empty()) {
            (true, true) => "restructure".to_string(),
            (false, true) => format!("rewrite with {}", rewrites.join(" / ")),
            (true, false) => format!("follow {} (a suggestion)", suggestions.join(" / ")),
            (false, false) => format!(
                "rewrite with {}, or follow {} (a suggestion)",
                rewrites.join(" / "),
                suggestions.join(" / ")
            ),
        };
        steps.push(format!(
            "Fix {} — {how}: {}{more}.",
            codes.into_iter().collect::<Vec<_>>().join(", "),
            cites.join(", ")
        ));
    }
    if let Some(step) = fix_command_step(a) {
        steps.push(step);
    }
    let not_implemented: Vec<String> = a
        .evaluation
        .api_gaps
        .iter()
        .filter(|g| g.support == "not-implemented")
        .map(|g| format!("`{}` (`{}`)", g.api, position(&g.path, g.cell, g.line)))
        .collect();
    if !not_implemented.is_empty() {
        steps.push(format!(
            "Replace APIs cuPyNumeric does not implement: {}.",
            not_implemented.join(", ")
        ));
    }
    if a.evaluation.verdict != Verdict::NotRecommended {
        steps.push(
            "Port one module first, with a benchmark and a golden test of its outputs (Gate 6)."
                .to_string(),
        );
    }
    let gpus = if a.context.cpu_only {
        0
    } else {
        a.context.gpus.max(1)
    };
    let script = a.entry_script.as_deref().unwrap_or("<your entry script>");
    let paths = a.paths.join(" ");
    steps.push(format!(
        "Run it under cuPyNumeric Doctor to catch what static analysis cannot see: `CUPYNUMERIC_DOCTOR=1 CUPYNUMERIC_DOCTOR_FORMAT=json CUPYNUMERIC_DOCTOR_FILENAME=doctor-report.json legate --gpus {gpus} {script}`, then merge what it saw into this assessment: `cpn-fix assess --doctor doctor-report.json {paths}` (no report file means Doctor found nothing)."
    ));
    for (i, step) in steps.iter().enumerate() {
        let _ = writeln!(out, "{}. {step}", i + 1);
    }
}

/// A recipe that only suggests (never rewrites).
fn is_suggestion(id: &str) -> bool {
    crate::recipes::by_id(id).is_some_and(|r| r.meta().applicability.starts_with("suggestion only"))
}

/// The last step: how many findings `cpn-fix fix` rewrites, and the commands that do it.
fn fix_command_step(a: &Assessment) -> Option<String> {
    let count = |level: &str| {
        a.findings
            .iter()
            .filter(|f| f.fix.as_ref().is_some_and(|x| x.applicability == level))
            .count()
    };
    let (safe, unsafe_) = (count("safe"), count("unsafe"));
    if safe + unsafe_ == 0 {
        return None;
    }
    let paths = if a.paths.is_empty() {
        ".".to_string()
    } else {
        a.paths.join(" ")
    };
    let noun = if safe + unsafe_ == 1 {
        "finding has"
    } else {
        "findings have"
    };
    Some(format!(
        "Let cpn-fix rewrite what it can: {} {noun} a fix ({safe} safe, {unsafe_} unsafe). \
         `cpn-fix fix {paths}` shows the diffs and `cpn-fix fix --apply {paths}` writes the safe \
         ones; review every fix, unsafe ones included, with `cpn-fix --interactive {paths}`.",
        safe + unsafe_
    ))
}
