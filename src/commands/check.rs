//! `cpn-fix check`: report every catalogue idiom.

use std::path::PathBuf;
use std::process::ExitCode;

use cpn_fix::config::{validate_selectors, Selection};
use cpn_fix::output::{self, Format, TextOptions};
use cpn_fix::runner::{check_text, run_check, CheckOptions};

use super::{fail, no_python_files, print_or_fail, warn, WalkArgs};

#[derive(clap::Args)]
pub struct CheckArgs {
    /// Files or directories to check.
    #[arg(default_value = ".")]
    paths: Vec<PathBuf>,
    /// Output format (`--output-format` works too, as in Ruff).
    #[arg(
        long,
        visible_alias = "output-format",
        value_enum,
        default_value = "text"
    )]
    format: Format,
    /// Codes, prefixes (R1, R20) or categories (blocks, refactor, info, scales) to report.
    #[arg(long, value_delimiter = ',')]
    select: Vec<String>,
    /// Codes, prefixes or categories to leave out.
    #[arg(long, value_delimiter = ',')]
    ignore: Vec<String>,
    #[command(flatten)]
    walk: WalkArgs,
    /// List `scales` findings in text output too.
    #[arg(long)]
    show_scales: bool,
    /// Under each finding with a fix, show what the fix does and how safe it is.
    #[arg(long)]
    show_fixes: bool,
    /// Count findings per code instead of listing them.
    #[arg(long)]
    statistics: bool,
    /// Exit 0 even when blocks/refactor findings are found (errors still exit 2).
    #[arg(long)]
    exit_zero: bool,
    /// Print only the findings (no summary lines).
    #[arg(short, long)]
    quiet: bool,
    /// With `-` as the path: the file name to report (and to find its pyproject.toml by).
    #[arg(long)]
    stdin_filename: Option<PathBuf>,
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
        excludes: args.walk.exclude,
        no_default_excludes: args.walk.no_default_excludes,
        with_facts: false,
        // Text and GitHub output show scales only when asked: count them, keep nothing.
        hide_scales: !show_scales && matches!(args.format, Format::Text | Format::Github),
    };
    let from_stdin = args.paths.iter().any(|p| p.as_os_str() == "-");
    let report = if from_stdin {
        if args.paths.len() > 1 {
            return fail("`-` (standard input) cannot be combined with other paths");
        }
        let mut text = String::new();
        if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text) {
            return fail(&format!("standard input: {e}"));
        }
        let name = args
            .stdin_filename
            .clone()
            .unwrap_or_else(|| PathBuf::from("-"));
        check_text(&name, text, &options)
    } else {
        match run_check(&options) {
            Ok(report) => report,
            Err(message) => return fail(&message),
        }
    };
    if report.files_checked == 0 {
        warn(&no_python_files(&args.paths));
        if report.errors.is_empty() {
            return ExitCode::SUCCESS;
        }
    }
    let text_options = TextOptions {
        show_scales,
        show_fixes: args.show_fixes,
        statistics: args.statistics,
        quiet: args.quiet,
    };
    let mut report = report;
    report.relocate();
    let text = output::render(&report, args.format, &text_options);
    let code = if !report.errors.is_empty() {
        ExitCode::from(2)
    } else if !args.exit_zero && report.findings.iter().any(|f| f.category.is_actionable()) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    };
    print_or_fail(&text, code)
}
