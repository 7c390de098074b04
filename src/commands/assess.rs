//! `cpn-fix assess`: gates, verdict and the 8-section report.

use std::path::PathBuf;
use std::process::ExitCode;

use cpn_fix::assess::gates::Verdict;
use cpn_fix::config::Selection;
use cpn_fix::output;
use cpn_fix::runner::CheckOptions;
use cpn_fix::source::ErrorKind;

use super::{fail, no_python_files, print, TargetArgs, WalkArgs};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ReportFormat {
    Markdown,
    Json,
}

#[derive(clap::Args)]
pub struct AssessArgs {
    /// Files or directories to assess (several files form one codebase).
    #[arg(default_value = ".")]
    paths: Vec<PathBuf>,
    #[arg(long, value_enum, default_value = "markdown")]
    format: ReportFormat,
    /// Write the report to FILE instead of standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
    #[command(flatten)]
    target: TargetArgs,
    #[command(flatten)]
    walk: WalkArgs,
    /// Also assess each top-level package (first directory under each path) as its own
    /// codebase: a table row per package, `packages` in JSON.
    #[arg(long)]
    per_package: bool,
    /// A cuPyNumeric Doctor JSON report (`CUPYNUMERIC_DOCTOR_FORMAT=json`) to merge: confirmed
    /// findings, diagnostics seen at run time only; repeat for several runs.
    #[arg(long, value_name = "REPORT")]
    doctor: Vec<PathBuf>,
}

pub fn run(args: AssessArgs) -> ExitCode {
    let (flags, manifest) = match args.target.resolve() {
        Ok(resolved) => resolved,
        Err(message) => return fail(&message),
    };
    let check = CheckOptions {
        paths: args.paths.clone(),
        selection: Selection::default(),
        excludes: args.walk.exclude,
        no_default_excludes: args.walk.no_default_excludes,
        with_facts: true,
        hide_scales: false,
    };
    let mut reports = Vec::new();
    for path in &args.doctor {
        match cpn_fix::assess::doctor::load(path) {
            Ok(report) => reports.push(report),
            Err(message) => return fail(&message),
        }
    }
    let assessment = match cpn_fix::assess::assess_with_runtime(
        &check,
        &flags,
        &manifest,
        args.per_package,
        &reports,
    ) {
        Ok(a) => a,
        Err(message) => return fail(&message),
    };
    if assessment.files_assessed == 0 {
        // Nothing was read: no verdict (a READY for nothing would be a lie).
        for e in &assessment.errors {
            eprintln!("{e}");
        }
        let why = if assessment.errors.iter().any(|e| e.kind != ErrorKind::Io) {
            "no Python file could be analysed".to_string()
        } else {
            no_python_files(&args.paths)
        };
        return fail(&format!("{why}: no verdict"));
    }
    let text = match args.format {
        ReportFormat::Markdown => output::assess_markdown::render(&assessment),
        ReportFormat::Json => output::assess_json::render(&assessment),
    };
    let written = match &args.output {
        Some(path) => std::fs::write(path, &text).map_err(|e| format!("{}: {e}", path.display())),
        None => print(&text).map_err(|e| e.to_string()),
    };
    if let Err(message) = written {
        return fail(&message);
    }
    if !assessment.errors.is_empty() {
        ExitCode::from(2)
    } else if assessment.evaluation.verdict == Verdict::Ready {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
