//! `cpn-fix --interactive` / `cpn-fix fix --interactive`: the review session on a terminal, or
//! scripted from stdin.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use cpn_fix::checker::display_path;
use cpn_fix::config::{ConfigResolver, Selection};
use cpn_fix::finding::FileError;
use cpn_fix::fix::apply::Policy;
use cpn_fix::review::terminal::Terminal;
use cpn_fix::review::workspace::{Disk, INTERRUPTED};
use cpn_fix::review::{Decider, ReviewFile, Scripted, Session, SessionOptions};
use cpn_fix::source::SourceFile;

use super::{fail, no_python_files, warn, ColorChoice, TargetArgs, WalkArgs};

pub const SCRIPTED_HELP: &str = "\
Interactive review: each proposed fix is shown as a diff and answered with one key:
  y apply · n skip · a apply this and every later fix of this recipe · d skip every later fix of
  this recipe · s skip the rest of the file · e edit the file at that line ($VISUAL/$EDITOR, else vi)
  · u undo the last decision in this file · q quit (accepted fixes are kept) · ? explain · Tab next
  alternative rewrite.
Each file is written once its review ends, then re-assessed; the session ends with a table of
fixes accepted/skipped per recipe and the codebase verdict before -> after.
When standard input is not a terminal, the answers are read from it, one per line (y, n, a, d, s,
e, u, q, ?, tab); the end of input quits, keeping what was accepted.";

#[derive(clap::Args, Debug, Clone, Default)]
pub struct ReviewArgs {
    /// Recipe ids (RR-loop) or codes to review (default: all).
    #[arg(long, value_delimiter = ',')]
    pub select: Vec<String>,
    /// Recipe ids or codes to leave out.
    #[arg(long, value_delimiter = ',')]
    pub ignore: Vec<String>,
    #[command(flatten)]
    pub walk: WalkArgs,
    /// Lines of context around each change in the diffs.
    #[arg(long, default_value_t = 3)]
    pub context: usize,
    /// Colour the diffs: auto (on a terminal, unless NO_COLOR is set), always, never.
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorChoice,
    #[command(flatten)]
    pub target: TargetArgs,
}

pub fn run(paths: Vec<PathBuf>, args: ReviewArgs) -> ExitCode {
    for list in [&args.select, &args.ignore] {
        if let Err(message) = cpn_fix::config::validate_fix_selectors(list) {
            return fail(&message);
        }
    }
    let (flags, manifest) = match args.target.resolve() {
        Ok(resolved) => resolved,
        Err(message) => return fail(&message),
    };
    let (files, errors, found) = match load(&paths, &args.walk) {
        Ok(loaded) => loaded,
        Err(message) => return fail(&message),
    };
    if found == 0 {
        warn(&no_python_files(&paths));
        for e in &errors {
            eprintln!("{e}");
        }
        return if errors.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(2)
        };
    }
    // Ctrl-C while the session is busy stops it between steps; at the prompt it is a key.
    let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, std::sync::atomic::Ordering::SeqCst));
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let color = args.color.enabled(std::io::stdout().is_terminal());
    let mut terminal;
    let mut scripted;
    let decider: &mut dyn Decider = if interactive {
        terminal = Terminal::new(color);
        &mut terminal
    } else {
        scripted = Scripted::new(stdin.lock());
        &mut scripted
    };
    let options = SessionOptions {
        context: args.context,
        color,
        policy: Policy {
            unsafe_fixes: true,
            select: args.select,
            ignore: args.ignore,
        },
        flags,
    };
    let mut workspace = Disk;
    let mut stdout = std::io::stdout();
    let outcome =
        Session::new(options, &manifest, decider, &mut workspace, &mut stdout).run(files, errors);
    if !outcome.errors.is_empty() {
        ExitCode::from(2)
    } else if outcome.actionable_left > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The files to review as read from disk, with their selections, the errors met, and how many
/// Python files were found.
fn load(
    paths: &[PathBuf],
    walk: &WalkArgs,
) -> Result<(Vec<ReviewFile>, Vec<FileError>, usize), String> {
    let excludes = cpn_fix::walk::Excludes::new(&walk.exclude, !walk.no_default_excludes)?;
    let configs = ConfigResolver::default();
    let discovered = cpn_fix::walk::discover(paths, &excludes, &configs);
    configs.check()?;
    let mut errors = discovered.errors;
    let found = discovered.files.len();
    let mut files = Vec::new();
    for path in discovered.files {
        match SourceFile::load(&path) {
            Ok(source) if !source.broken_cells.is_empty() => {
                let note = "; the notebook is not reviewed";
                let broken = &source.broken_cells[0];
                errors.push(FileError::broken_cell(&display_path(&path), broken, note));
            }
            Ok(source) => files.push(ReviewFile {
                display: display_path(&path),
                selection: cpn_fix::runner::selection_for(&path, &Selection::default(), &configs),
                declared_encoding: source.declared_encoding.clone(),
                cells: source.notebook,
                text: source.text,
                path,
            }),
            Err(e) => errors.push(FileError::unreadable(&display_path(&path), e)),
        }
    }
    Ok((files, errors, found))
}
