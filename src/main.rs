//! The `cpn-fix` command line: argument parsing and dispatch; each command lives in `commands/`.

mod commands;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use commands::review::{ReviewArgs, SCRIPTED_HELP};

// The parser allocates many small AST nodes; mimalloc is markedly faster at that (Ruff uses it too).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "cpn-fix",
    disable_version_flag = true,
    about = "Assess NumPy code for cuPyNumeric and fix the idioms that block scaling",
    args_conflicts_with_subcommands = true,
    after_long_help = SCRIPTED_HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Print the version and the cuPyNumeric version of the embedded API manifest.
    #[arg(short = 'V', long)]
    version: bool,
    /// Review every proposed fix as a diff, accept or reject it, and see the verdict improve
    /// (same as `cpn-fix fix --interactive`).
    #[arg(short = 'i', long)]
    interactive: bool,
    /// With --interactive: files or directories to review.
    paths: Vec<PathBuf>,
    #[command(flatten)]
    review: ReviewArgs,
}

#[derive(Subcommand)]
enum Command {
    /// Report every catalogue idiom (R001–R305) in Python files.
    Check(commands::check::CheckArgs),
    /// Print a rule's document: what it finds, why it matters on cuPyNumeric, the fix.
    Explain {
        /// A rule code such as R104, or its name (host-sync).
        code: String,
    },
    /// List every rule with its name, category and recipe.
    Rules {
        #[arg(long, value_enum, default_value = "text")]
        format: commands::info::ListFormat,
    },
    /// Assess whether the code will scale on cuPyNumeric: gates, verdict, 8-section report.
    Assess(commands::assess::AssessArgs),
    /// Rewrite the findings with recipes: a unified diff by default, `--apply` writes the safe
    /// fixes, `--interactive` reviews each one.
    #[command(after_long_help = SCRIPTED_HELP)]
    Fix(commands::fix::FixArgs),
    /// List the recipes with what they rewrite and when they are safe (`cpn-fix recipes RR-loop`
    /// prints one recipe's document).
    Recipes {
        /// A recipe id such as RR-loop.
        id: Option<String>,
    },
    /// Print the version and the cuPyNumeric version of the embedded API manifest.
    Version,
    /// Show the API manifest's version and date, or one API's support level.
    Manifest {
        /// An API such as `numpy.interp`, `np.std` or `ndarray.astype`.
        name: Option<String>,
        /// Use this manifest instead of the embedded one.
        #[arg(long)]
        manifest: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    tune_allocator();
    install_panic_hook();
    let cli = Cli::parse();
    if cli.version {
        return print_version();
    }
    match cli.command {
        Some(Command::Version) => print_version(),
        Some(Command::Check(args)) => commands::check::run(args),
        Some(Command::Explain { code }) => commands::info::explain(&code),
        Some(Command::Rules { format }) => commands::info::list_rules(format),
        Some(Command::Assess(args)) => commands::assess::run(args),
        Some(Command::Fix(args)) => commands::fix::run(args),
        Some(Command::Recipes { id }) => commands::info::list_recipes(id.as_deref()),
        Some(Command::Manifest { name, manifest }) => {
            commands::info::show_manifest(name.as_deref(), manifest.as_deref())
        }
        None if cli.interactive => {
            let paths = if cli.paths.is_empty() {
                vec![PathBuf::from(".")]
            } else {
                cli.paths
            };
            commands::review::run(paths, cli.review)
        }
        None => {
            let _ = Cli::command().print_help();
            ExitCode::from(2)
        }
    }
}

/// cpn-fix is a short-lived process that frees each file's syntax tree before the next one.
/// mimalloc's defaults suit long-running servers: where transparent huge pages are on, its
/// eagerly committed arena made every first touch zero a 2 MiB page (~17% of the CPU time on the
/// benchmark corpus), and freed arena memory is returned only after 100 ms, so the peak grew with
/// the files in flight. Of the delays measured (0–50 ms), 1 ms kept the peak near the live data
/// at no measurable cost in time (BENCHMARKS.md).
fn tune_allocator() {
    // Option numbers of mimalloc.h (v2); libmimalloc-sys does not name these two.
    const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;
    const MI_OPTION_ARENA_PURGE_MULT: libmimalloc_sys::mi_option_t = 24;
    // SAFETY: mi_option_set only stores an integer option; prctl(PR_SET_THP_DISABLE) takes plain
    // integer arguments and only sets a process flag.
    unsafe {
        libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 1);
        libmimalloc_sys::mi_option_set(MI_OPTION_ARENA_PURGE_MULT, 1);
        #[cfg(target_os = "linux")]
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

/// An internal error is one line on standard error — where and what — never a backtrace (the
/// file it happened in is reported as an E902 error and the run goes on). `CPN_FIX_BACKTRACE=1`
/// keeps Rust's own report, with a backtrace, for debugging.
fn install_panic_hook() {
    if std::env::var_os("CPN_FIX_BACKTRACE").is_some() {
        return;
    }
    std::panic::set_hook(Box::new(|info| {
        if cpn_fix::stack::is_recovering() {
            return;
        }
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown cause".to_string());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let message = message.lines().next().unwrap_or_default();
        eprintln!("cpn-fix: internal error{at}: {message} (please report it; CPN_FIX_BACKTRACE=1 shows more)");
    }));
}

fn print_version() -> ExitCode {
    let manifest = cpn_fix::assess::manifest::Manifest::embedded();
    println!(
        "cpn-fix {} (API manifest: cuPyNumeric {}, generated {})",
        env!("CARGO_PKG_VERSION"),
        manifest.cupynumeric_version,
        manifest.generated
    );
    ExitCode::SUCCESS
}
