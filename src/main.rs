//! The `cpn-fix` command line: a thin shell over the library.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cpn_fix::config::{validate_selectors, Selection};
use cpn_fix::output::{self, Format, TextOptions};
use cpn_fix::rules;
use cpn_fix::runner::{run_check, CheckOptions};

// The parser allocates many small AST nodes; mimalloc is markedly faster at that (Ruff uses it too).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "cpn-fix",
    version,
    about = "Assess NumPy code for cuPyNumeric and fix the idioms that block scaling"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Report every catalogue idiom (R001–R305) in Python files.
    Check(CheckArgs),
    /// Print a rule's document: what it finds, why it matters on cuPyNumeric, the fix.
    Explain {
        /// A rule code such as R104.
        code: String,
    },
    /// List every rule with its category and recipe.
    Rules,
}

#[derive(clap::Args)]
struct CheckArgs {
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check(args) => check(args),
        Command::Explain { code } => explain(&code),
        Command::Rules => list_rules(),
    }
}

fn check(args: CheckArgs) -> ExitCode {
    for list in [&args.select, &args.ignore] {
        if let Err(message) = validate_selectors(list) {
            eprintln!("cpn-fix: error: {message}");
            return ExitCode::from(2);
        }
    }
    let selection = Selection {
        select: args.select,
        ignore: args.ignore,
    };
    let show_scales = args.show_scales || selection.names_scales();
    let options = CheckOptions {
        paths: args.paths,
        selection,
        excludes: args.exclude,
    };
    let report = match run_check(&options) {
        Ok(report) => report,
        Err(message) => {
            eprintln!("cpn-fix: error: {message}");
            return ExitCode::from(2);
        }
    };
    let text = output::render(&report, args.format, &TextOptions { show_scales });
    if print(&text).is_err() {
        return ExitCode::from(2);
    }
    if !report.errors.is_empty() {
        ExitCode::from(2)
    } else if report.findings.iter().any(|f| f.category.is_actionable()) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn explain(code: &str) -> ExitCode {
    match rules::meta_for(code) {
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

fn list_rules() -> ExitCode {
    let mut text = String::new();
    for m in rules::all_meta() {
        let recipe = m.recipe.unwrap_or("-");
        text.push_str(&format!(
            "{:<5} {:<9} {:<17} {}\n",
            m.code,
            m.category.as_str(),
            recipe,
            m.summary
        ));
    }
    if print(&text).is_err() {
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

/// Writes to stdout; a closed pipe (`| head`) ends quietly.
fn print(text: &str) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|_| stdout.flush())
    {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}
