//! `cpn-fix fix`: dry-run diffs (default), `--apply` in batch, `--interactive` review.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use cpn_fix::fix::apply::Policy;
use cpn_fix::fix::run::{run_fix_with_progress, FixOptions, FixReport, Progress};
use cpn_fix::review::screen::{self, Paint, Tally};
use cpn_fix::runner::{Analysed, Codebase};
use ruff_diagnostics::Applicability;

use super::review::ReviewArgs;
use super::{fail, no_python_files, print_or_fail, warn};

#[derive(clap::Args)]
pub struct FixArgs {
    /// Files or directories to fix.
    #[arg(default_value = ".")]
    paths: Vec<PathBuf>,
    /// Show what would change as a unified diff (the default).
    #[arg(long, conflicts_with_all = ["apply", "interactive"])]
    diff: bool,
    /// Write the safe fixes to the files (with --unsafe, the unsafe ones too).
    #[arg(long, conflicts_with = "interactive")]
    apply: bool,
    /// Review each fix as a diff and accept or reject it (see `cpn-fix --help`).
    #[arg(short = 'i', long)]
    interactive: bool,
    /// Also apply unsafe fixes (may change behaviour; review them).
    #[arg(long = "unsafe")]
    unsafe_fixes: bool,
    /// Print suggestion-only fixes (never applied).
    #[arg(long)]
    show_suggestions: bool,
    /// Per recipe: findings it addresses, fixes offered (safe / unsafe / suggestion), not offered.
    #[arg(long, conflicts_with_all = ["apply", "interactive"])]
    statistics: bool,
    /// `json`: every fix offered as data (path, code, line, recipe, applicability, title, edits)
    /// and every recipe-bearing finding that got none.
    #[arg(long, value_enum, default_value = "text", conflicts_with_all = ["apply", "interactive"])]
    format: FixFormat,
    #[command(flatten)]
    review: ReviewArgs,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum FixFormat {
    Text,
    Json,
}

pub fn run(args: FixArgs) -> ExitCode {
    if args.interactive {
        return super::review::run(args.paths, args.review);
    }
    for list in [&args.review.select, &args.review.ignore] {
        if let Err(message) = cpn_fix::config::validate_fix_selectors(list) {
            return fail(&message);
        }
    }
    let flags = match args.review.target.flags() {
        Ok(f) => f,
        Err(message) => return fail(&message),
    };
    let manifest = match args
        .apply
        .then(|| args.review.target.manifest())
        .transpose()
    {
        Ok(m) => m,
        Err(message) => return fail(&message),
    };
    let options = FixOptions {
        paths: args.paths.clone(),
        excludes: args.review.walk.exclude.clone(),
        no_default_excludes: args.review.walk.no_default_excludes,
        policy: Policy {
            unsafe_fixes: args.unsafe_fixes,
            select: args.review.select.clone(),
            ignore: args.review.ignore.clone(),
        },
        apply: args.apply,
        with_analyses: args.apply,
    };
    let progress = Bar::new();
    let report = run_fix_with_progress(&options, &progress);
    progress.finish();
    let report = match report {
        Ok(r) => r,
        Err(message) => return fail(&message),
    };
    if report.files_found == 0 {
        warn(&no_python_files(&args.paths));
        if report.errors.is_empty() {
            return ExitCode::SUCCESS;
        }
    }
    if args.statistics || args.format == FixFormat::Json {
        let text = if args.statistics {
            statistics(&report)
        } else {
            fixes_json(&report)
        };
        let code = if !report.errors.is_empty() {
            ExitCode::from(2)
        } else if report.files.iter().any(|f| f.diff.is_some()) {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        };
        return print_or_fail(&text, code);
    }
    let mut out = String::new();
    for file in &report.files {
        if !args.apply {
            if let Some(diff) = &file.diff {
                for fix in &file.applied {
                    out.push_str(&fix_label(&file.place(fix.line), fix));
                }
                out.push_str(diff);
            }
        }
        if args.show_suggestions {
            for s in file
                .withheld
                .iter()
                .filter(|f| f.applicability == Applicability::DisplayOnly)
            {
                out.push_str(&format!(
                    "{}:{}: {} suggestion: {}\n",
                    file.place(s.line),
                    s.column,
                    s.recipe,
                    s.title
                ));
            }
        }
    }
    for e in &report.errors {
        out.push_str(&format!("{e}\n"));
    }
    for e in &report.internal_errors {
        eprintln!("cpn-fix: internal error: {e}");
    }
    out.push_str(&summary_line(&report, &args));
    let mut actionable_left = 0;
    if let Some(manifest) = &manifest {
        let color = args.review.color.enabled(std::io::stdout().is_terminal());
        let (text, left) = batch_summary(&report, &flags, manifest, Paint { color });
        out.push_str(&text);
        actionable_left = left;
    }
    let applied = report.applied_count();
    let code = if !report.errors.is_empty() || !report.internal_errors.is_empty() {
        ExitCode::from(2)
    } else if (!args.apply && applied > 0) || (args.apply && actionable_left > 0) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    };
    print_or_fail(&out, code)
}

/// `# m.py:7 R101 RR-loop [safe] Vectorize the element loop` above a file's diff (patch and
/// git apply skip such lines); an unsafe fix also says what may change.
fn fix_label(place: &str, fix: &cpn_fix::fix::Fix) -> String {
    let mut label = format!(
        "# {place} {} {} [{}] {}\n",
        fix.code,
        fix.recipe,
        fix.applicability_name(),
        fix.title
    );
    if fix.applicability != Applicability::Safe {
        if let Some(may_change) = fix.may_change() {
            label.push_str(&format!("#   may change: {may_change}\n"));
        }
    }
    label
}

/// Reasons shown per recipe under the `--statistics` table.
const TOP_REASONS: usize = 3;

/// Per recipe, the most frequent reasons fixes were not offered, with their counts.
fn top_reasons(report: &FixReport) -> String {
    let mut by_recipe: BTreeMap<&str, BTreeMap<&str, usize>> = BTreeMap::new();
    for n in report.files.iter().flat_map(|f| &f.not_offered) {
        *by_recipe
            .entry(n.recipe)
            .or_default()
            .entry(n.reason)
            .or_default() += 1;
    }
    if by_recipe.is_empty() {
        return String::new();
    }
    let mut out = String::from("\nnot offered, top reasons:\n");
    for (recipe, reasons) in by_recipe {
        let mut counted: Vec<(&str, usize)> = reasons.into_iter().collect();
        counted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        for (k, (reason, count)) in counted.iter().take(TOP_REASONS).enumerate() {
            let label = if k == 0 { recipe } else { "" };
            out.push_str(&format!("  {label:<16} {count:>6}  {reason}\n"));
        }
    }
    out
}

/// The `--statistics` table: per recipe, the findings it addresses and what became of them.
fn statistics(report: &FixReport) -> String {
    #[derive(Default)]
    struct Row {
        safe: usize,
        unsafe_: usize,
        suggestion: usize,
        not_offered: usize,
    }
    let mut rows: BTreeMap<&str, Row> = BTreeMap::new();
    for file in &report.files {
        for f in &file.offered {
            let row = rows.entry(f.fix.recipe).or_default();
            match f.fix.applicability {
                "safe" => row.safe += 1,
                "unsafe" => row.unsafe_ += 1,
                _ => row.suggestion += 1,
            }
        }
        for n in &file.not_offered {
            rows.entry(n.recipe).or_default().not_offered += 1;
        }
    }
    let mut out = format!(
        "{:<18} {:>9} {:>6} {:>7} {:>11} {:>12} {:>9}\n",
        "recipe", "findings", "safe", "unsafe", "suggestion", "not offered", "coverage"
    );
    let mut total = Row::default();
    let line = |name: &str, r: &Row| {
        let findings = r.safe + r.unsafe_ + r.suggestion + r.not_offered;
        let fixed = r.safe + r.unsafe_;
        let coverage = if findings == 0 {
            0.0
        } else {
            100.0 * fixed as f64 / findings as f64
        };
        format!(
            "{name:<18} {findings:>9} {:>6} {:>7} {:>11} {:>12} {coverage:>8.0}%\n",
            r.safe, r.unsafe_, r.suggestion, r.not_offered
        )
    };
    for (recipe, r) in &rows {
        out.push_str(&line(recipe, r));
        total.safe += r.safe;
        total.unsafe_ += r.unsafe_;
        total.suggestion += r.suggestion;
        total.not_offered += r.not_offered;
    }
    out.push_str(&line("total", &total));
    out.push_str(
        "(first round on the files as read; coverage = safe + unsafe fixes per finding)\n",
    );
    out.push_str(&top_reasons(report));
    for e in &report.errors {
        out.push_str(&format!("{e}\n"));
    }
    out
}

/// `fix --format json`: `{"fixes": [...], "not_offered": [...], "errors": [...]}`.
fn fixes_json(report: &FixReport) -> String {
    let fixes: Vec<_> = report.files.iter().flat_map(|f| &f.offered).collect();
    let not_offered: Vec<_> = report.files.iter().flat_map(|f| &f.not_offered).collect();
    let value = serde_json::json!({
        "fixes": fixes,
        "not_offered": not_offered,
        "errors": report.errors,
    });
    serde_json::to_string_pretty(&value).expect("fixes serialize") + "\n"
}

fn summary_line(report: &FixReport, args: &FixArgs) -> String {
    let applied = report.applied_count();
    let more_unsafe = report.withheld(Applicability::Unsafe);
    let files_changed = report.files.iter().filter(|f| f.diff.is_some()).count();
    let noun = |n: usize| if n == 1 { "finding" } else { "findings" };
    let mut summary = if args.apply {
        format!(
            "Fixed {applied} {} in {files_changed} file{}",
            noun(applied),
            if files_changed == 1 { "" } else { "s" }
        )
    } else if applied == 0 {
        "No fixes available".to_string()
    } else {
        format!("Would fix {applied} {}", noun(applied))
    };
    if more_unsafe > 0 {
        summary.push_str(&format!(" ({more_unsafe} more with --unsafe)"));
    }
    let suggestions = report.withheld(Applicability::DisplayOnly);
    if suggestions > 0 && !args.show_suggestions {
        summary.push_str(&format!(
            "; {suggestions} suggestion{} (--show-suggestions)",
            if suggestions == 1 { "" } else { "s" }
        ));
    }
    summary + ".\n"
}

/// The table of fixes applied / not applied per recipe and the verdict before → after; with the
/// number of blocks/refactor findings left.
fn batch_summary(
    report: &FixReport,
    flags: &cpn_fix::assess::context::ContextFlags,
    manifest: &cpn_fix::assess::manifest::Manifest,
    paint: Paint,
) -> (String, usize) {
    let mut tallies: BTreeMap<&'static str, Tally> = BTreeMap::new();
    for file in &report.files {
        for fix in &file.applied {
            tallies.entry(fix.recipe).or_default().accepted += 1;
        }
        for fix in file
            .withheld
            .iter()
            .filter(|f| f.applicability != Applicability::DisplayOnly)
        {
            tallies.entry(fix.recipe).or_default().skipped += 1;
        }
    }
    let written: Vec<String> = report
        .files
        .iter()
        .filter(|f| f.written)
        .map(|f| f.path.clone())
        .collect();
    let (before, after): (Vec<Analysed>, Vec<Analysed>) = report
        .files
        .iter()
        .filter_map(|f| f.analyses.clone())
        .unzip();
    // Joined into the codebase's call graph, as `assess` sees it.
    let before = Codebase::new(before).joined();
    let after = Codebase::new(after).joined();
    let before = cpn_fix::assess::evaluate(&before, report.errors.clone(), flags, manifest);
    let after = cpn_fix::assess::evaluate(&after, report.errors.clone(), flags, manifest);
    let left = after
        .findings
        .iter()
        .filter(|f| f.category.is_actionable())
        .count();
    let mut text = String::from("\n");
    text.push_str(&screen::summary_table(
        &tallies,
        ("applied", "not applied"),
        &written,
    ));
    text.push_str(&screen::codebase_verdict(
        paint,
        (before.evaluation.verdict, &before.evaluation.gates),
        (after.evaluation.verdict, &after.evaluation.gates),
    ));
    if left > 0 {
        text.push_str(&format!(
            "{left} blocks/refactor finding{} left: `cpn-fix check` lists them, `cpn-fix --interactive` reviews the unsafe fixes.\n",
            if left == 1 { "" } else { "s" }
        ));
    }
    (text, left)
}

/// A progress bar on stderr, shown only on a terminal and only once the run has taken a second.
struct Bar {
    bar: indicatif::ProgressBar,
    started: Instant,
    terminal: bool,
}

impl Bar {
    fn new() -> Self {
        let bar = indicatif::ProgressBar::hidden();
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} files {elapsed}")
                .expect("a valid template"),
        );
        Bar {
            bar,
            started: Instant::now(),
            terminal: std::io::stderr().is_terminal(),
        }
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

impl Progress for Bar {
    fn start(&self, files: usize) {
        self.bar.set_length(files as u64);
    }

    fn file_done(&self) {
        self.bar.inc(1);
        if self.terminal && self.bar.is_hidden() && self.started.elapsed() > Duration::from_secs(1)
        {
            self.bar
                .set_draw_target(indicatif::ProgressDrawTarget::stderr());
        }
    }
}
