//! One module per command: each turns its parsed arguments into library calls and a printed
//! result with an exit code. `main.rs` only parses and dispatches.

pub mod assess;
pub mod check;
pub mod fix;
pub mod info;
pub mod review;

use std::io::Write;
use std::process::ExitCode;

use cpn_fix::assess::context::{parse_elements, ContextFlags};
use cpn_fix::assess::manifest::{self, Manifest};

/// Where the code will run: the assessment context flags shared by `assess`, `fix` and the review.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct TargetArgs {
    /// Hot-path elements per array: 10M, 1e7, 16_000_000.
    #[arg(long)]
    pub elements: Option<String>,
    /// GPUs per node.
    #[arg(long)]
    pub gpus: Option<u32>,
    /// Nodes.
    #[arg(long)]
    pub nodes: Option<u32>,
    /// GPU model (A100, H100, V100, P100, ...) for the compute-capability gate.
    #[arg(long)]
    pub gpu: Option<String>,
    /// Target CPUs only (no GPU gate; sizes are per node).
    #[arg(long)]
    pub cpu_only: bool,
    /// Use this API manifest instead of the embedded one.
    #[arg(long)]
    pub manifest: Option<std::path::PathBuf>,
    /// State the compute pattern instead of inferring it (Gate 4): stencil, dense-linalg,
    /// monte-carlo, reductions, elementwise, fft (pass); sparse, graph, ml, string, sequential
    /// (fail).
    #[arg(long)]
    pub pattern: Option<String>,
}

impl TargetArgs {
    pub fn flags(&self) -> Result<ContextFlags, String> {
        let elements = self.elements.as_deref().map(parse_elements).transpose()?;
        if self.gpus == Some(0) || self.nodes == Some(0) {
            return Err("--gpus and --nodes must be at least 1".to_string());
        }
        let pattern = self
            .pattern
            .as_deref()
            .map(cpn_fix::assess::context::parse_pattern)
            .transpose()?;
        Ok(ContextFlags {
            pattern,
            elements,
            gpus: self.gpus,
            nodes: self.nodes,
            gpu: self.gpu.clone(),
            cpu_only: self.cpu_only,
        })
    }

    pub fn manifest(&self) -> Result<Manifest, String> {
        load_manifest(self.manifest.as_deref())
    }

    /// The context flags and the manifest, or the first error.
    pub fn resolve(&self) -> Result<(ContextFlags, Manifest), String> {
        Ok((self.flags()?, self.manifest()?))
    }
}

/// Which files a directory walk leaves out, shared by every command that walks.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct WalkArgs {
    /// Glob of paths to skip (relative to the current directory), on top of `.gitignore`, the
    /// default excludes and `[tool.cpn-fix]`; may be repeated.
    #[arg(long, visible_alias = "extend-exclude")]
    pub exclude: Vec<String>,
    /// Also walk into virtualenvs, caches and build output (`venv`, `.tox`, `build`, `dist`,
    /// `site-packages`, `node_modules`, `*.egg-info`, …), which are skipped by default.
    #[arg(long)]
    pub no_default_excludes: bool,
}

/// When to colour the review's and the diffs' output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// `auto`: on a terminal, unless `NO_COLOR` is set (https://no-color.org).
    pub fn enabled(self, is_terminal: bool) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                is_terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            }
        }
    }
}

pub fn load_manifest(path: Option<&std::path::Path>) -> Result<Manifest, String> {
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

/// `no Python files found under a, b` (Ruff's wording): `check`/`fix` warn with it and exit 0,
/// `assess` gives no verdict and exits 2.
pub fn no_python_files(paths: &[std::path::PathBuf]) -> String {
    let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    format!("no Python files found under {}", names.join(", "))
}

pub fn warn(message: &str) {
    eprintln!("cpn-fix: warning: {message}");
}

pub fn fail(message: &str) -> ExitCode {
    eprintln!("cpn-fix: error: {message}");
    ExitCode::from(2)
}

/// Writes to stdout; a closed pipe (`| head`) ends quietly.
pub fn print(text: &str) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|_| stdout.flush())
    {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// Prints `text`; exit 2 when stdout is gone for another reason than a closed pipe.
pub fn print_or_fail(text: &str, code: ExitCode) -> ExitCode {
    if print(text).is_err() {
        ExitCode::from(2)
    } else {
        code
    }
}
