//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Compares `actual` with the golden file at `path`, or rewrites it under `UPDATE_GOLDEN=1`.
pub fn assert_golden(path: &Path, actual: &str) {
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(path)
        .unwrap_or_else(|_| panic!("missing golden file {}", path.display()));
    assert_eq!(
        expected,
        actual,
        "golden mismatch for {} (UPDATE_GOLDEN=1 regenerates)",
        path.display()
    );
}

/// Runs the binary in `dir` with `envs`; returns (stdout, stderr, exit code).
pub fn run_in(dir: &Path, args: &[&str], envs: &[(&str, &str)]) -> (String, String, i32) {
    run_with_stdin(dir, args, "", envs)
}

/// [`run_in`] with `stdin` as standard input (`NO_COLOR` unset, so colour follows the flags).
pub fn run_with_stdin(
    dir: &Path,
    args: &[&str],
    stdin: &str,
    envs: &[(&str, &str)],
) -> (String, String, i32) {
    let mut cmd = assert_cmd::Command::cargo_bin("cpn-fix").unwrap();
    cmd.current_dir(dir)
        .args(args)
        .env_remove("NO_COLOR")
        .write_stdin(stdin);
    for (k, v) in envs {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}
