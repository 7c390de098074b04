//! `cpn-fix check`: report every catalogue idiom.

use std::path::PathBuf;
use std::process::ExitCode;

use cpn_fix::config::{validate_selectors, Selection};
use cpn_fix::output::{self, Format, TextOptions};
use cpn_fix::runner::{run_check, CheckOptions};

use super::{fail, no_python_files, print_or_fail, warn};

#[derive(clap::Args)]
pub struct CheckArgs {
    /// Files or directories to check.
    #[arg(default_value = ".")]
    paths: Vec<PathBuf>,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Codes, prefixes (R1, R20) or categories (blocks, refactor, info, scales) to report.
    #[arg(long, value_delimiter = ',')]
    select: Vec<String>,
    /// Codes, prefixes or categories to leave out.
    #[arg(long, value_delimiter = ',')]
    ignore: Vec<String>,
    /// Glob of paths to skip (relative to the current directory); may be repeated.
    #[arg(long)]
    exclude: Vec<String>,
    /// List `scales` findings in text output too.
    #[arg(long)]
    show_scales: bool,
}

pub fn run(args: CheckArgs) -> ExitCode {
    for list in [&args.select, &args.ignore] {
        if let Err(message) = validate_selectors(list) {
            return fail(&message);
        }
    }
    let selection = Selection {
        select: args.select,
        ignore: args.ignore,
    };
    let show_scales = args.show_scales || selection.names_scales();
    let options = CheckOptions {
        paths: args.paths.clone(),
        selection,
        excludes: args.exclude,
        with_facts: false,
    };
    let report = match run_check(&options) {
        Ok(report) => report,
        Err(message) => return fail(&message),
    };
    if report.files_checked == 0 {
        warn(&no_python_files(&args.paths));
        if report.errors.is_empty() {
            return ExitCode::SUCCESS;
        }
    }
    let text = output::render(&report, args.format, &TextOptions { show_scales });
    let code = if !report.errors.is_empty() {
        ExitCode::from(2)
    } else if report.findings.iter().any(|f| f.category.is_actionable()) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    };
    print_or_fail(&text, code)
}
