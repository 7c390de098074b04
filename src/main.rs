//! The `cpn-fix` command line: a thin shell over the library.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cpn_fix::assess::context::{parse_elements, ContextFlags};
use cpn_fix::assess::gates::Verdict;
use cpn_fix::assess::manifest::{self, Level, Manifest, Support};
use cpn_fix::config::{validate_selectors, Selection};
use cpn_fix::fix::apply::Policy;
use cpn_fix::fix::run::{run_fix, FixOptions};
use cpn_fix::output::{self, Format, TextOptions};
use cpn_fix::recipes;
use cpn_fix::rules;
use cpn_fix::runner::{run_check, CheckOptions};
use ruff_diagnostics::Applicability;

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
    /// Assess whether the code will scale on cuPyNumeric: gates, verdict, 8-section report.
    Assess(AssessArgs),
    /// Rewrite the findings with recipes: shows a unified diff by default, `--apply` writes.
    Fix(FixArgs),
    /// List the recipes with what they rewrite and when they are safe (`cpn-fix recipes RR-loop`
    /// prints one recipe's document).
    Recipes {
        /// A recipe id such as RR-loop.
        id: Option<String>,
    },
    /// Show the API manifest's version and date, or one API's support level.
    Manifest {
        /// An API such as `numpy.interp`, `np.std` or `ndarray.astype`.
        name: Option<String>,
        /// Use this manifest instead of the embedded one.
        #[arg(long)]
        manifest: Option<PathBuf>,
    },
}

#[derive(clap::Args)]
struct AssessArgs {
    /// Files or directories to assess (several files form one codebase).
    #[arg(default_value = ".")]
    paths: Vec<PathBuf>,
    #[arg(long, value_enum, default_value = "markdown")]
    format: ReportFormat,
    /// Write the report to FILE instead of standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
    /// Hot-path elements per array: 10M, 1e7, 16_000_000.
    #[arg(long)]
    elements: Option<String>,
    /// GPUs per node.
    #[arg(long)]
    gpus: Option<u32>,
    /// Nodes.
    #[arg(long)]
    nodes: Option<u32>,
    /// GPU model (A100, H100, V100, P100, ...) for the compute-capability gate.
    #[arg(long)]
    gpu: Option<String>,
    /// Target CPUs only (no GPU gate; sizes are per node).
    #[arg(long)]
    cpu_only: bool,
    /// Use this API manifest instead of the embedded one.
    #[arg(long)]
    manifest: Option<PathBuf>,
    /// Glob of paths to skip; may be repeated.
    #[arg(long)]
    exclude: Vec<String>,
}

#[derive(clap::Args)]
struct FixArgs {
    /// Files or directories to fix.
    #[arg(default_value = ".")]
    paths: Vec<PathBuf>,
    /// Show what would change as a unified diff (the default).
    #[arg(long, conflicts_with = "apply")]
    diff: bool,
    /// Write the fixes to the files.
    #[arg(long)]
    apply: bool,
    /// Also apply unsafe fixes (may change behaviour; review them).
    #[arg(long = "unsafe")]
    unsafe_fixes: bool,
    /// Recipe ids (RR-loop) or codes to limit to.
    #[arg(long, value_delimiter = ',')]
    select: Vec<String>,
    /// Recipe ids or codes to leave out.
    #[arg(long, value_delimiter = ',')]
    ignore: Vec<String>,
    /// Print suggestion-only fixes (never applied).
    #[arg(long)]
    show_suggestions: bool,
    /// Glob of paths to skip; may be repeated.
    #[arg(long)]
    exclude: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ReportFormat {
    Markdown,
    Json,
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
        Command::Assess(args) => assess(args),
        Command::Fix(args) => fix(args),
        Command::Recipes { id } => list_recipes(id.as_deref()),
        Command::Manifest { name, manifest } => show_manifest(name.as_deref(), manifest.as_deref()),
    }
}

fn load_manifest(path: Option<&std::path::Path>) -> Result<Manifest, String> {
    let manifest = match path {
        None => Manifest::embedded(),
        Some(path) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            Manifest::parse(&text)
                .map_err(|e| format!("{}: invalid manifest: {e}", path.display()))?
        }
    };
    if let Some(warning) = manifest.staleness_warning(&manifest::today()) {
        eprintln!("cpn-fix: {warning}");
    }
    Ok(manifest)
}

fn fail(message: &str) -> ExitCode {
    eprintln!("cpn-fix: error: {message}");
    ExitCode::from(2)
}

fn assess(args: AssessArgs) -> ExitCode {
    let elements = match args.elements.as_deref().map(parse_elements).transpose() {
        Ok(e) => e,
        Err(message) => return fail(&message),
    };
    if args.gpus == Some(0) || args.nodes == Some(0) {
        return fail("--gpus and --nodes must be at least 1");
    }
    let manifest = match load_manifest(args.manifest.as_deref()) {
        Ok(m) => m,
        Err(message) => return fail(&message),
    };
    let flags = ContextFlags {
        elements,
        gpus: args.gpus,
        nodes: args.nodes,
        gpu: args.gpu,
        cpu_only: args.cpu_only,
    };
    let check = CheckOptions {
        paths: args.paths,
        selection: Selection::default(),
        excludes: args.exclude,
        with_facts: true,
    };
    let assessment = match cpn_fix::assess::assess(&check, &flags, &manifest) {
        Ok(a) => a,
        Err(message) => return fail(&message),
    };
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

fn fix(args: FixArgs) -> ExitCode {
    let policy = Policy {
        unsafe_fixes: args.unsafe_fixes,
        select: args.select,
        ignore: args.ignore,
    };
    let options = FixOptions {
        paths: args.paths,
        excludes: args.exclude,
        policy,
        apply: args.apply,
    };
    let report = match run_fix(&options) {
        Ok(r) => r,
        Err(message) => return fail(&message),
    };
    let mut out = String::new();
    for file in &report.files {
        if !args.apply {
            if let Some(diff) = &file.diff {
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
                    "{}:{}:{}: {} suggestion: {}\n",
                    file.path, s.line, s.column, s.recipe, s.title
                ));
            }
        }
    }
    for e in &report.errors {
        out.push_str(&format!(
            "{}:{}:{}: {} {}\n",
            e.path,
            e.line,
            e.column,
            output::error_code(e.kind),
            e.message
        ));
    }
    for e in &report.internal_errors {
        eprintln!("cpn-fix: internal error: {e}");
    }
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
    out.push_str(&summary);
    out.push_str(".\n");
    if print(&out).is_err() {
        return ExitCode::from(2);
    }
    if !report.errors.is_empty() || !report.internal_errors.is_empty() {
        ExitCode::from(2)
    } else if !args.apply && applied > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn list_recipes(id: Option<&str>) -> ExitCode {
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

fn show_manifest(name: Option<&str>, path: Option<&std::path::Path>) -> ExitCode {
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
        with_facts: false,
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
