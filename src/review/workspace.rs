//! The review's disk: atomic writes (SPEC §8), the person's editor, and Ctrl-C.

use std::sync::atomic::{AtomicBool, Ordering};

use super::session::{ReviewFile, Workspace};
use crate::fix::write::write_fixed;

/// Set by the Ctrl-C handler that the command installs; read between steps of the session.
pub static INTERRUPTED: AtomicBool = AtomicBool::new(false);

pub struct Disk;

impl Workspace for Disk {
    fn write(&mut self, file: &ReviewFile, original: &str, fixed: &str) -> Result<(), String> {
        write_fixed(
            &file.path,
            original,
            fixed,
            file.declared_encoding.as_deref(),
        )
        .map(|_| ())
        .map_err(|e| e.to_string())
    }

    fn edit(&mut self, file: &ReviewFile, line: usize) -> Result<String, String> {
        let editor = editor_command();
        // The variable may hold arguments (`code --wait`): let the shell split it, as git does.
        let status = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("{editor} \"$@\""))
            .arg("editor")
            .arg(format!("+{line}"))
            .arg(&file.path)
            .status()
            .map_err(|e| format!("cannot start `{editor}`: {e}"))?;
        if !status.success() {
            return Err(format!("`{editor}` exited with {status}"));
        }
        std::fs::read_to_string(&file.path).map_err(|e| format!("cannot read it back: {e}"))
    }

    fn interrupted(&self) -> bool {
        INTERRUPTED.load(Ordering::SeqCst)
    }
}

/// `$VISUAL`, else `$EDITOR`, else `vi`.
pub fn editor_command() -> String {
    ["VISUAL", "EDITOR"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.trim().is_empty())
        .unwrap_or_else(|| "vi".to_string())
}
