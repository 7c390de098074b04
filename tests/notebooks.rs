//! Notebooks end to end (SPEC §11): findings at `cell N:line`, the same findings as the same code
//! in a `.py` file, fixes that change only the edited cells' `source` (golden notebooks, checked
//! with nbformat and run under NumPy when `CPN_FIX_PYTHON` is set), and clear errors for
//! notebooks that cannot be read. Fixtures: tests/fixtures/notebooks (scripts/make_notebook_fixtures.py).
//! Goldens in tests/fixtures/notebooks-golden; regenerate them with `UPDATE_GOLDEN=1 cargo test --test notebooks`.

use std::path::{Path, PathBuf};

mod common;
use common::{assert_golden, root, run_in};

fn fixtures() -> PathBuf {
    root().join("tests/fixtures/notebooks")
}

/// The expected outputs, outside the fixtures' directory (which the tests check whole).
fn golden() -> PathBuf {
    root().join("tests/fixtures/notebooks-golden")
}

/// A copy of the fixture notebooks in a temporary directory.
fn copied() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(fixtures()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ipynb") {
            std::fs::copy(&path, dir.path().join(path.file_name().unwrap())).unwrap();
        }
    }
    dir
}

#[test]
fn check_reports_cell_positions_and_every_error() {
    let (stdout, stderr, code) = run_in(&fixtures(), &["check", "--show-scales", "."], &[]);
    assert_eq!(code, 2, "{stderr}");
    assert_golden(&golden().join("check.txt"), &stdout);
    assert!(stdout.contains("broken_cell.ipynb:cell 2:1:19: E999 syntax error"));
    // The cells around the broken one are still checked.
    assert!(stdout.contains("broken_cell.ipynb:cell 3:3:5: R101"));
    assert!(stdout.contains("nbformat3.ipynb:1:1: E999 nbformat 3 notebooks are not read"));
    assert!(stdout.contains("invalid_json.ipynb:4:1: E999 invalid notebook JSON"));
}

/// The code cells of a notebook as one Python file: magic and shell lines commented out (same
/// line count), cell-magic cells left out; with the first line of each cell.
fn as_python(notebook: &Path) -> (String, Vec<(u32, usize)>) {
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(notebook).unwrap()).unwrap();
    let mut text = String::new();
    let mut starts = Vec::new();
    for (index, cell) in json["cells"].as_array().unwrap().iter().enumerate() {
        let source = match &cell["source"] {
            serde_json::Value::String(s) => s.clone(),
            serde_json::Value::Array(lines) => lines.iter().map(|l| l.as_str().unwrap()).collect(),
            _ => unreachable!(),
        };
        if cell["cell_type"] != "code" || source.starts_with("%%") {
            continue;
        }
        starts.push((index as u32 + 1, text.lines().count() + 1));
        for line in source.split('\n') {
            let magic = line.trim_start().starts_with(['%', '!']);
            text.push_str(if magic { "# magic" } else { line });
            text.push('\n');
        }
    }
    (text, starts)
}

fn findings(dir: &Path, file: &str) -> Vec<serde_json::Value> {
    let (stdout, stderr, _) = run_in(dir, &["check", "--format", "json", file], &[]);
    let report: serde_json::Value = serde_json::from_str(&stdout).expect(&stderr);
    report["findings"].as_array().unwrap().clone()
}

#[test]
fn a_notebook_gets_the_findings_of_the_same_code_in_a_python_file() {
    for name in ["heat.ipynb", "analysis.ipynb", "vscode_style.ipynb"] {
        let dir = copied();
        let (python, starts) = as_python(&dir.path().join(name));
        std::fs::write(dir.path().join("same.py"), python).unwrap();
        let to_cell = |line: usize| {
            let (cell, first) = starts
                .iter()
                .rev()
                .find(|(_, first)| *first <= line)
                .unwrap();
            (*cell, line - first + 1)
        };
        let expected: Vec<(String, u32, usize, u64)> = findings(dir.path(), "same.py")
            .iter()
            .map(|f| {
                let (cell, line) = to_cell(f["line"].as_u64().unwrap() as usize);
                (
                    f["code"].to_string(),
                    cell,
                    line,
                    f["column"].as_u64().unwrap(),
                )
            })
            .collect();
        let actual: Vec<(String, u32, usize, u64)> = findings(dir.path(), name)
            .iter()
            .map(|f| {
                (
                    f["code"].to_string(),
                    f["cell"].as_u64().unwrap() as u32,
                    f["line"].as_u64().unwrap() as usize,
                    f["column"].as_u64().unwrap(),
                )
            })
            .collect();
        assert!(!actual.is_empty(), "{name}");
        assert_eq!(actual, expected, "{name}");
    }
}

#[test]
fn fix_apply_changes_only_the_fixed_cells_source() {
    let dir = copied();
    let names = ["analysis.ipynb", "vscode_style.ipynb"];
    let mut args = vec!["fix", "--apply", "--unsafe"];
    args.extend(names);
    let (stdout, stderr, code) = run_in(dir.path(), &args, &[]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("Fixed 4 findings in 2 files."), "{stdout}");
    for name in names {
        let after = std::fs::read_to_string(dir.path().join(name)).unwrap();
        assert_golden(&golden().join(name), &after);
        // A second run finds nothing more to do and writes nothing.
        let (stdout, _, code) = run_in(dir.path(), &["fix", "--apply", "--unsafe", name], &[]);
        assert_eq!(code, 0, "{stdout}");
        assert_eq!(
            std::fs::read_to_string(dir.path().join(name)).unwrap(),
            after
        );
    }
}

#[test]
fn fixed_notebooks_validate_keep_their_magics_and_print_the_same() {
    let Ok(python) = std::env::var("CPN_FIX_PYTHON") else {
        eprintln!("skipping: set CPN_FIX_PYTHON to a Python with numpy and nbformat");
        return;
    };
    for name in ["analysis.ipynb", "vscode_style.ipynb"] {
        let output = std::process::Command::new(&python)
            .arg(root().join("tests/notebook_check.py"))
            .arg(fixtures().join(name))
            .arg(golden().join(name))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && stdout.trim() == "ok",
            "{name}: {stdout}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

#[test]
fn dry_run_diffs_are_per_cell() {
    let (stdout, _, code) = run_in(&fixtures(), &["fix", "--unsafe", "analysis.ipynb"], &[]);
    assert_eq!(code, 1);
    assert_golden(&golden().join("analysis.diff"), &stdout);
    assert!(stdout.contains("--- a/analysis.ipynb:cell 3\n+++ b/analysis.ipynb:cell 3\n"));
    assert!(stdout.contains("# analysis.ipynb:cell 3:4 R101 RR-loop [unsafe]"));
}

#[test]
fn notebooks_that_cannot_be_read_or_parsed_are_never_written() {
    let dir = copied();
    for (name, message) in [
        (
            "broken_cell.ipynb",
            "broken_cell.ipynb:cell 2:1:19: E999 syntax error: Expected `:`, found newline; the notebook is not fixed",
        ),
        (
            "nbformat3.ipynb",
            "nbformat3.ipynb:1:1: E999 nbformat 3 notebooks are not read",
        ),
        (
            "invalid_json.ipynb",
            "invalid_json.ipynb:4:1: E999 invalid notebook JSON: EOF while parsing an object",
        ),
    ] {
        let before = std::fs::read(dir.path().join(name)).unwrap();
        let (stdout, stderr, code) =
            run_in(dir.path(), &["fix", "--apply", "--unsafe", name], &[]);
        assert_eq!(code, 2, "{name}: {stdout}{stderr}");
        assert!(stdout.contains(message), "{name}: {stdout}");
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert_eq!(std::fs::read(dir.path().join(name)).unwrap(), before);
    }
}

#[test]
fn json_formats_carry_the_cell() {
    let (stdout, _, _) = run_in(
        &fixtures(),
        &["fix", "--unsafe", "--format", "json", "analysis.ipynb"],
        &[],
    );
    let data: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let fixes = data["fixes"].as_array().expect(&stdout);
    let first = &fixes[0];
    assert_eq!(
        (first["cell"].as_u64(), first["line"].as_u64()),
        (Some(3), Some(4))
    );
    assert_eq!(first["edits"][0]["cell"].as_u64(), Some(3));
    let (sarif, _, _) = run_in(
        &fixtures(),
        &["check", "--format", "sarif", "heat.ipynb"],
        &[],
    );
    let sarif: serde_json::Value = serde_json::from_str(&sarif).unwrap();
    let result = &sarif["runs"][0]["results"][0];
    assert_eq!(result["properties"]["cell"].as_u64(), Some(4));
    assert_eq!(
        result["locations"][0]["physicalLocation"]["region"]["startLine"].as_u64(),
        Some(5)
    );
    let (github, _, _) = run_in(
        &fixtures(),
        &["check", "--format", "github", "heat.ipynb"],
        &[],
    );
    assert!(
        github.contains("file=heat.ipynb,line=5,col=13,endLine=5,endColumn=112::cell 4: R101"),
        "{github}"
    );
}

#[test]
fn assess_treats_a_notebook_as_one_program() {
    let (stdout, _, code) = run_in(&fixtures(), &["assess", "heat.ipynb"], &[]);
    assert_eq!(code, 1, "{stdout}");
    // `nx, ny = 200, 200` in cell 3 sizes the grid: 40,000 elements, below Gate 2's floor.
    assert!(
        stdout.contains("**NOT RECOMMENDED** — Gate 2 (Size) fails: 40,000 elements"),
        "{stdout}"
    );
    assert!(
        stdout.contains("from `np.zeros((nx, ny))` at cell 3 line 3"),
        "{stdout}"
    );
    assert!(stdout.contains("`heat.ipynb:cell 4:5` R101"), "{stdout}");
    assert!(stdout.contains("`heat.ipynb:cell 7:5` R104"), "{stdout}");
}

#[test]
fn standard_input_is_read_as_a_notebook_by_its_name() {
    let json = std::fs::read_to_string(fixtures().join("analysis.ipynb")).unwrap();
    let (stdout, _, code) = common::run_with_stdin(
        &fixtures(),
        &["check", "-", "--stdin-filename", "stdin.ipynb"],
        &json,
        &[],
    );
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("stdin.ipynb:cell 3:4:5: R101"), "{stdout}");
    assert!(stdout.contains("called on cell 4 line 2"), "{stdout}");
}

#[test]
fn the_interactive_review_works_on_a_notebook() {
    let dir = copied();
    let (stdout, stderr, code) = common::run_with_stdin(
        dir.path(),
        &["--interactive", "analysis.ipynb"],
        "e\ny\ny\n",
        &[],
    );
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(
        stdout.contains("\nanalysis.ipynb:cell 3:4 R101 · RR-loop · unsafe\n"),
        "{stdout}"
    );
    assert!(stdout.contains("--- a/analysis.ipynb:cell 3\n+++ b/analysis.ipynb:cell 3\n"));
    assert!(stdout.contains("A notebook is edited in Jupyter, not from here"));
    assert!(
        stdout.contains("analysis.ipynb: LIGHT REFACTOR → READY"),
        "{stdout}"
    );
    let after = std::fs::read_to_string(dir.path().join("analysis.ipynb")).unwrap();
    assert_eq!(
        after,
        std::fs::read_to_string(golden().join("analysis.ipynb")).unwrap()
    );
}

#[test]
fn a_review_that_skips_one_fix_writes_only_the_other_cell() {
    let dir = copied();
    let (stdout, _, _) = common::run_with_stdin(
        dir.path(),
        &["--interactive", "analysis.ipynb"],
        "n\ny\n",
        &[],
    );
    let before = std::fs::read_to_string(fixtures().join("analysis.ipynb")).unwrap();
    let expected = before.replace(
        "\"clip = np.vectorize(lambda t: 0.0 if t < 0.0 else t)\\n\"",
        "\"clip = lambda t: np.where(t < 0.0, 0.0, t)\\n\"",
    );
    assert_ne!(expected, before);
    let after = std::fs::read_to_string(dir.path().join("analysis.ipynb")).unwrap();
    assert_eq!(after, expected, "{stdout}");
}

/// Found by the fuzzer: Ruff's parser panics on some invalid IPython input (`lambda` alone on a
/// line after a line magic). That cell is reported as not parsing; nothing else is printed.
#[test]
fn a_cell_the_parser_fails_on_is_a_syntax_error() {
    let dir = root().join("tests/fixtures/notebooks-bad");
    let (stdout, stderr, code) = run_in(&dir, &["check", "parser_panic.ipynb"], &[]);
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(
        stdout.contains(
            "parser_panic.ipynb:cell 2:1:1: E999 syntax error: the parser failed on this cell"
        ),
        "{stdout}"
    );
    assert_eq!(stderr, "");
}

#[test]
fn a_sync_in_a_module_runs_in_the_notebooks_loop() {
    let (stdout, _, _) = run_in(&fixtures(), &["check", "drive.ipynb", "solver.py"], &[]);
    assert!(
        stdout.contains("solver.py:7:14: R104 [blocks] `float()` of an array value waits for every pending task and copies to the host each iteration; runs on every iteration of the loop at drive.ipynb:cell 3:2 via advance() (RR-sync)"),
        "{stdout}"
    );
    let (json, _, _) = run_in(&fixtures(), &["check", "--format", "json", "."], &[]);
    let data: serde_json::Value = serde_json::from_str(&json).unwrap();
    let finding = data["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["path"] == "solver.py" && f["code"] == "R104")
        .unwrap();
    assert_eq!(
        finding["hot_loop"],
        serde_json::json!({"path": "drive.ipynb", "cell": 3, "line": 2})
    );
    // Jupyter's checkpoint copies are not checked; `--exclude` works on notebooks.
    assert!(!json.contains("checkpoint"), "{json}");
    let (stdout, _, _) = run_in(
        &fixtures(),
        &["check", "--exclude", "*.ipynb", "--show-scales", "."],
        &[],
    );
    assert!(!stdout.contains(".ipynb"), "{stdout}");
}

#[test]
fn suppression_comments_work_in_cells() {
    let dir = tempfile::tempdir().unwrap();
    let source = [
        "import numpy as np\n",
        "a = np.zeros(10)\n",
        "for i in range(10):\n",
        "    a[i] = i  # cpn: ignore[R101]\n",
        "b = 1  # cpn: ignore\n",
        "c = 2  # noqa: R999",
    ];
    let notebook = serde_json::json!({
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": ["# Notes"]},
            {"cell_type": "code", "metadata": {}, "source": source, "outputs": [], "execution_count": null}
        ],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 4
    });
    std::fs::write(dir.path().join("s.ipynb"), notebook.to_string()).unwrap();
    let (stdout, _, code) = run_in(dir.path(), &["check", "s.ipynb"], &[]);
    assert_eq!(code, 2, "{stdout}");
    assert!(!stdout.contains("R101"), "{stdout}");
    assert!(
        stdout.contains("s.ipynb:cell 2:5:8: W100 unused suppression"),
        "{stdout}"
    );
    assert!(
        stdout.contains("s.ipynb:cell 2:6:8: E900 unknown rule code `R999`"),
        "{stdout}"
    );
}

/// `out[i] = %env HOME`-style escape commands parse in a notebook cell as expressions: a recipe
/// that rewrites a loop around one would render text that does not parse. Found by the fuzzer
/// (`labels[r, c] =%2` in a mutated golden). The fix is declined with its reason; the other loop
/// of the cell is still fixed, and nothing is reported as an internal error.
#[test]
fn a_loop_around_an_escape_command_is_not_rewritten() {
    let dir = tempfile::tempdir().unwrap();
    let cell = |lines: &[&str]| {
        serde_json::json!({
            "cell_type": "code", "execution_count": null, "metadata": {}, "outputs": [],
            "source": lines.iter().map(|l| format!("{l}\n")).collect::<Vec<_>>(),
        })
    };
    let notebook = serde_json::json!({
        "cells": [
            cell(&["import numpy as np"]),
            cell(&[
                "def classify(x):",
                "    n = len(x)",
                "    out = np.zeros(n)",
                "    for i in range(n):",
                "        if x[i] > 0.5:",
                "            out[i] = 1.0",
                "        else:",
                "            out[i] =%env SCALE",
                "    return out",
                "",
                "",
                "def radii(points):",
                "    n = len(points)",
                "    out = np.empty(n)",
                "    for i in range(n):",
                "        x, y = points[i]",
                "        out[i] = np.sqrt(x * x + y * y)",
                "    return out",
            ]),
        ],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    });
    std::fs::write(dir.path().join("magic.ipynb"), notebook.to_string()).unwrap();
    let (stdout, stderr, _) = run_in(
        dir.path(),
        &["fix", "--unsafe", "--format", "json", "magic.ipynb"],
        &[],
    );
    assert!(!stderr.contains("internal error"), "{stderr}");
    let data: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let declined: Vec<(u64, &str)> = data["not_offered"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (n["line"].as_u64().unwrap(), n["reason"].as_str().unwrap()))
        .collect();
    assert_eq!(
        declined,
        vec![(
            5,
            "an IPython escape command (`%magic`, `!shell`) inside the rewritten code"
        )],
        "{stdout}"
    );
    let fixed: Vec<u64> = data["fixes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_object().unwrap()["line"].as_u64().unwrap())
        .collect();
    assert_eq!(fixed, vec![16], "{stdout}");
}
