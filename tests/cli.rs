//! End-to-end tests of the `cpn-fix` binary: fixtures with their expected findings, golden outputs
//! in every format, exit codes, configuration, and bad input.
//! Regenerate expected/golden files with `UPDATE_GOLDEN=1 cargo test`.

use std::path::Path;

use assert_cmd::Command;

mod common;
use common::{assert_golden, root};

fn run_in(dir: &Path, args: &[&str]) -> (String, String, i32) {
    common::run_in(dir, args, &[])
}

fn cpn() -> Command {
    let mut cmd = Command::cargo_bin("cpn-fix").unwrap();
    cmd.current_dir(root());
    cmd
}

fn run(args: &[&str]) -> (String, String, i32) {
    let out = cpn().args(args).output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn fixtures_report_exactly_their_expected_findings() {
    let dir = root().join("tests/fixtures");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("py") {
            continue;
        }
        let rel = path
            .strip_prefix(root())
            .unwrap()
            .to_str()
            .unwrap()
            .to_string();
        let (stdout, _, code) = run(&["check", "--format", "json", &rel]);
        assert_ne!(code, 2, "{rel} errored");
        let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
        let mut lines = String::new();
        for f in json["findings"].as_array().unwrap() {
            lines.push_str(&format!(
                "{}:{} {}\n",
                f["line"],
                f["column"],
                f["code"].as_str().unwrap()
            ));
        }
        assert_golden(&path.with_extension("expected"), &lines);
        checked += 1;
    }
    assert!(checked >= 4);
}

#[test]
fn golden_outputs_for_the_examples_in_every_format() {
    let cases: [(&str, &[&str]); 4] = [
        (
            "examples.txt",
            &["check", "assets/examples", "--show-scales"],
        ),
        (
            "examples.json",
            &["check", "assets/examples", "--format", "json"],
        ),
        (
            "examples.sarif",
            &["check", "assets/examples", "--format", "sarif"],
        ),
        (
            "examples.github",
            &["check", "assets/examples", "--format", "github"],
        ),
    ];
    for (name, args) in cases {
        let (stdout, _, code) = run(args);
        assert_eq!(code, 1, "{name}");
        let stdout = stdout.replace(env!("CARGO_PKG_VERSION"), "VERSION");
        assert_golden(&root().join("golden/check").join(name), &stdout);
    }
}

#[test]
fn default_text_output_hides_scales_and_summarises() {
    let (stdout, _, code) = run(&["check", "assets/examples/blackscholes.py"]);
    assert_eq!(code, 0);
    assert!(!stdout.contains("[scales]"));
    assert!(stdout.contains("R304 [info]"));
    assert!(stdout.ends_with("No blocks or refactor findings in 1 file; 4 info; 11 scales not shown, use --show-scales.\n"), "{stdout}");
}

#[test]
fn exit_code_zero_for_a_clean_module() {
    let (stdout, _, code) = run(&["check", "tests/fixtures/clean_module.py"]);
    assert_eq!(code, 0);
    assert_eq!(stdout, "No blocks or refactor findings in 1 file.\n");
}

#[test]
fn select_and_ignore_by_code_prefix_and_category() {
    let (stdout, _, code) = run(&[
        "check",
        "assets/examples",
        "--select",
        "R10",
        "--ignore",
        "R104",
    ]);
    assert_eq!(code, 1);
    assert!(stdout.contains("R101") && stdout.contains("R102") && stdout.contains("R105"));
    assert!(!stdout.contains("R104") && !stdout.contains("R201") && !stdout.contains("R304"));
    let (stdout, _, code) = run(&["check", "assets/examples", "--select", "info"]);
    assert_eq!(code, 0, "info findings never fail the check");
    assert!(stdout
        .lines()
        .filter(|l| l.contains(": R"))
        .all(|l| l.contains("[info]")));
    let (_, stderr, code) = run(&["check", "assets/examples", "--select", "X123"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("unknown rule selector `X123`"));
}

fn temp_project(files: &[(&str, &[u8])]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, content) in files {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, content).unwrap();
    }
    dir
}

const STRIDED: &[u8] = b"import numpy as np\na = np.arange(8)\nb = a[::2]\nfor i in range(100):\n    a[i] = a[i] * 2\n";

#[test]
fn pyproject_configuration_applies_per_file_and_flags_win() {
    let dir = temp_project(&[
        (
            "pkg/pyproject.toml",
            b"[tool.cpn-fix]\nignore = [\"R106\"]\nexclude = [\"generated\"]\n",
        ),
        ("pkg/mod.py", STRIDED),
        ("pkg/generated/skip.py", STRIDED),
        ("other.py", STRIDED),
    ]);
    let (stdout, _, code) = run_in(dir.path(), &["check", "."]);
    assert_eq!(code, 1);
    assert!(stdout.contains("other.py:3:5: R106"), "{stdout}");
    assert!(!stdout.contains("pkg/mod.py:3:5: R106"), "{stdout}");
    assert!(stdout.contains("pkg/mod.py:5:5: R101"), "{stdout}");
    assert!(!stdout.contains("skip.py"), "{stdout}");
    let (stdout, _, _) = run_in(dir.path(), &["check", ".", "--ignore", "R101"]);
    assert!(
        stdout.contains("pkg/mod.py:3:5: R106"),
        "command-line ignore replaces the file's: {stdout}"
    );
    // A file named explicitly is checked even when excluded.
    let (stdout, _, _) = run_in(dir.path(), &["check", "pkg/generated/skip.py"]);
    assert!(stdout.contains("skip.py:5:5: R101"), "{stdout}");
    let (stdout, _, _) = run_in(dir.path(), &["check", ".", "--exclude", "other.py"]);
    assert!(!stdout.contains("other.py"), "{stdout}");
}

#[test]
fn gitignored_files_are_skipped() {
    let dir = temp_project(&[
        (".gitignore", b"build/\n"),
        ("build/gen.py", STRIDED),
        ("src.py", STRIDED),
    ]);
    let (stdout, _, _) = run_in(dir.path(), &["check", "."]);
    assert!(
        stdout.contains("src.py") && !stdout.contains("gen.py"),
        "{stdout}"
    );
}

#[test]
fn suppression_comment_silences_one_line() {
    let dir = temp_project(&[("s.py", b"import numpy as np\na = np.arange(8)\nb = a[::2]  # cpn: ignore[R106]\nc = a[::3]  # cpn: ignore\n")]);
    let (stdout, _, code) = run_in(dir.path(), &["check", "s.py"]);
    assert_eq!(code, 0, "{stdout}");
}

#[test]
fn syntax_error_is_reported_and_other_files_still_checked() {
    let dir = temp_project(&[
        ("bad.py", b"import numpy as np\ndef f(:\n    pass\n"),
        ("good.py", STRIDED),
    ]);
    let (stdout, _, code) = run_in(dir.path(), &["check", "."]);
    assert_eq!(code, 2);
    assert!(
        stdout.contains("bad.py:2:7: E999 syntax error:"),
        "{stdout}"
    );
    assert!(stdout.contains("good.py:3:5: R106"), "{stdout}");
    let (stdout, _, _) = run_in(dir.path(), &["check", ".", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let error = &json["errors"][0];
    assert_eq!(
        (
            error["path"].as_str(),
            error["line"].as_u64(),
            error["kind"].as_str()
        ),
        (Some("bad.py"), Some(2), Some("syntax"))
    );
}

#[test]
fn unreadable_inputs_give_one_line_errors_naming_the_file() {
    let dir = temp_project(&[
        ("latin.py", b"x = '\xe9'\n"),
        (
            "declared.py",
            b"# -*- coding: latin-1 -*-\nimport numpy as np\nb = np.arange(3)[::2]  # \xe9\n",
        ),
    ]);
    std::fs::create_dir(dir.path().join("weird.py")).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(
        dir.path().join("missing-target.py"),
        dir.path().join("dangling.py"),
    )
    .unwrap();
    let (stdout, stderr, code) = run_in(dir.path(), &["check", ".", "nothere.py"]);
    assert_eq!(code, 2);
    assert!(stderr.is_empty(), "{stderr}");
    assert!(
        stdout.contains("latin.py:1:6: E902 invalid UTF-8 (byte 0xe9)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("weird.py:1:1: E902 is a directory, not a Python file"),
        "{stdout}"
    );
    #[cfg(unix)]
    assert!(
        stdout.contains("dangling.py:1:1: E902 broken symbolic link"),
        "{stdout}"
    );
    assert!(
        stdout.contains("nothere.py:1:1: E902 no such file or directory"),
        "{stdout}"
    );
    // A PEP 263 Latin-1 file is read and checked.
    assert!(stdout.contains("declared.py:3:5: R106"), "{stdout}");
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let depth = 3000;
    let mut src = String::from("import numpy as np\nx = ");
    src.push_str(&"(".repeat(depth));
    src.push('1');
    src.push_str(&")".repeat(depth));
    src.push_str("\ny = ");
    src.push_str(&"[".repeat(depth));
    src.push_str(&"]".repeat(depth));
    src.push_str("\nz = ");
    src.push_str(&"-".repeat(depth));
    src.push_str("np.ones(3)\n");
    src.push_str("w = ");
    for _ in 0..depth {
        src.push_str("np.abs(");
    }
    src.push_str("np.ones(3)");
    src.push_str(&")".repeat(depth));
    src.push('\n');
    let dir = temp_project(&[("deep.py", src.as_bytes())]);
    let (_, stderr, code) = run_in(dir.path(), &["check", "deep.py"]);
    assert!(code == 0 || code == 1, "exit {code}: {stderr}");
    assert!(
        !stderr.contains("overflow") && !stderr.contains("panicked"),
        "{stderr}"
    );
}

#[test]
fn explain_and_rules() {
    let (stdout, _, code) = run(&["explain", "r104"]);
    assert_eq!(code, 0);
    assert!(stdout.starts_with("R104 (host-sync) [blocks] recipe: RR-sync"));
    assert!(stdout.contains("## Fix"));
    let (_, stderr, code) = run(&["explain", "R999"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("unknown rule `R999`"));
    let (by_name, _, code) = run(&["explain", "Host-Sync"]);
    assert_eq!(code, 0);
    assert_eq!(by_name, stdout, "a rule's name works like its code");
    let (stdout, _, code) = run(&["rules"]);
    assert_eq!(code, 0);
    assert_eq!(stdout.lines().count(), 29);
    assert!(stdout
        .lines()
        .any(|l| l.starts_with("R203  growing-array ") && l.contains(" refactor  RR-stack ")));
    let (json, _, _) = run(&["rules", "--format", "json"]);
    let rules: Vec<serde_json::Value> = serde_json::from_str(&json).unwrap();
    assert_eq!(rules.len(), 29);
    assert_eq!(rules[0]["code"], "R001");
    // Every recipe a rule names is known to `cpn-fix recipes`, and its document cites no path
    // of this repository.
    for recipe in rules.iter().filter_map(|r| r["recipe"].as_str()) {
        let (doc, stderr, code) = run(&["recipes", recipe]);
        assert_eq!(code, 0, "{recipe}: {stderr}");
        for internal in ["golden/", "tests/", "src/", "SPEC"] {
            assert!(!doc.contains(internal), "{recipe} cites {internal}");
        }
    }
}

/// No Python file: `check`/`fix`/the review warn and exit 0 (as Ruff); `assess` gives no verdict
/// and exits 2, also when the only file does not parse or the path does not exist.
#[test]
fn no_python_files_means_a_warning_or_no_verdict() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("empty")).unwrap();
    std::fs::write(dir.path().join("broken.py"), "def f(:\n").unwrap();
    for args in [
        &["check", "empty"][..],
        &["fix", "empty"],
        &["fix", "--apply", "empty"],
        &["--interactive", "empty"],
    ] {
        let (stdout, stderr, code) = run_in(dir.path(), args);
        assert_eq!(code, 0, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(
            stderr, "cpn-fix: warning: no Python files found under empty\n",
            "{args:?}"
        );
    }
    let (stdout, stderr, code) = run_in(dir.path(), &["assess", "empty"]);
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert_eq!(
        stderr,
        "cpn-fix: error: no Python files found under empty: no verdict\n"
    );
    let (stdout, stderr, code) = run_in(dir.path(), &["assess", "nope.py"]);
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert!(
        stderr.starts_with("nope.py:1:1: E902 no such file or directory\n"),
        "{stderr}"
    );
    assert!(!stderr.contains("READY"), "{stderr}");
    let (stdout, stderr, code) = run_in(dir.path(), &["assess", "broken.py"]);
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert!(
        stderr.ends_with("cpn-fix: error: no Python file could be analysed: no verdict\n"),
        "{stderr}"
    );
    let (stdout, _, code) = run_in(dir.path(), &["check", "nope.py"]);
    assert_eq!(code, 2);
    assert!(stdout.starts_with("nope.py:1:1: E902"), "{stdout}");
}

/// The Ruff conventions of `check`: fixability, statistics, exit-zero, quiet, show-fixes,
/// output-format, standard input, duplicate paths.
#[test]
fn check_follows_ruff_conventions() {
    let ex = "assets/examples";
    let (out, _, code) = run(&["check", ex]);
    assert_eq!(code, 1);
    assert!(
        out.contains("mc_pricer.py:33:16: R203 [*] [refactor]"),
        "{out}"
    );
    assert!(out.contains("mc_pricer.py:16:12: R105 [blocks]"), "{out}");
    assert!(
        out.ends_with("[*] 1 fixable with `cpn-fix fix` (7 more with `cpn-fix fix --unsafe`).\n"),
        "{out}"
    );
    let (stats, _, code) = run(&["check", ex, "--statistics"]);
    assert_eq!(code, 1);
    assert!(
        stats.starts_with("    4\tR101\t[ ]\telement-loop\t"),
        "{stats}"
    );
    assert!(
        stats.contains("    1\tR203\t[*]\tgrowing-array\t"),
        "{stats}"
    );
    let (quiet, _, code) = run(&["check", ex, "--quiet", "--exit-zero"]);
    assert_eq!(code, 0);
    assert_eq!(quiet.lines().count(), 18, "{quiet}");
    assert!(!quiet.contains("Found "), "{quiet}");
    let (fixes, _, _) = run(&["check", &format!("{ex}/mc_pricer.py"), "--show-fixes"]);
    assert!(
        fixes.contains(
            "(RR-stack)\n    fix (safe): Collect `rows` pieces and stack once after the loop\n"
        ),
        "{fixes}"
    );
    let (json, _, _) = run(&["check", ex, "--output-format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let r203 = json["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["code"] == "R203")
        .unwrap();
    assert_eq!(r203["fix"]["applicability"], "safe");
    assert_eq!(r203["fix"]["edits"].as_array().unwrap().len(), 3);
    let (sarif, _, _) = run(&["check", ex, "--format", "sarif"]);
    assert!(sarif.contains("\"fixes\": ["), "SARIF carries fixes");
    let (github, _, _) = run(&["check", ex, "--format", "github"]);
    assert!(
        !github.contains("[scales]"),
        "GitHub shows what the text shows"
    );
    let text = std::fs::read(format!("{}/{ex}/heat_stencil.py", root().display())).unwrap();
    let out = cpn()
        .args(["check", "-", "--stdin-filename", "pkg/heat.py"])
        .write_stdin(text)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout.starts_with("pkg/heat.py:25:15: R104 [blocks]"),
        "{stdout}"
    );
    let one = format!("{ex}/mc_pricer.py");
    let dotted = format!("./{ex}/mc_pricer.py");
    let (twice, _, _) = run(&["check", &one, &dotted]);
    assert!(twice.contains("in 1 file;"), "checked once: {twice}");
}

/// Default excludes as Ruff's: virtualenvs, caches, build output are skipped even when no
/// `.gitignore` names them; a file named on the command line is still checked.
#[test]
fn default_excludes_skip_virtualenvs_and_build_output() {
    let blocks = "import numpy as np\n\n\ndef f(a: np.ndarray):\n    for i in range(len(a)):\n        a[i] = a[i] * 2.0\n";
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for rel in [
        "pkg/core.py",
        "venv/lib/python3.11/site-packages/numpy/tests/t.py",
        "build/lib/pkg/core.py",
        "pkg.egg-info/x.py",
        "generated/g.py",
    ] {
        let path = root.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, blocks).unwrap();
    }
    let files = |out: &str| -> Vec<String> {
        let mut v: Vec<String> = out
            .lines()
            .filter(|l| l.contains(": R101"))
            .map(|l| l.split(':').next().unwrap().to_string())
            .collect();
        v.sort();
        v
    };
    let (out, _, _) = run_in(root, &["check", "."]);
    assert_eq!(files(&out), ["generated/g.py", "pkg/core.py"], "{out}");
    let (out, _, _) = run_in(root, &["check", ".", "--no-default-excludes"]);
    assert_eq!(files(&out).len(), 5, "{out}");
    let (out, _, _) = run_in(
        root,
        &[
            "check",
            "venv/lib/python3.11/site-packages/numpy/tests/t.py",
        ],
    );
    assert_eq!(files(&out).len(), 1, "named explicitly: {out}");
    std::fs::write(
        root.join("pyproject.toml"),
        "[tool.cpn-fix]\nextend-exclude = [\"generated\"]\n",
    )
    .unwrap();
    let (out, _, _) = run_in(root, &["check", "."]);
    assert_eq!(files(&out), ["pkg/core.py"], "extend-exclude adds: {out}");
    std::fs::write(
        root.join("pyproject.toml"),
        "[tool.cpn-fix]\nexclude = [\"generated\"]\n",
    )
    .unwrap();
    let (out, _, _) = run_in(root, &["check", "."]);
    assert_eq!(
        files(&out).len(),
        4,
        "exclude replaces the defaults, as Ruff's: {out}"
    );
}

/// One validation for every input: unknown keys and codes in `pyproject.toml`, unknown recipe
/// ids in `fix --select`, unknown codes in suppression comments are errors (exit 2, naming
/// where); `# noqa: R101` suppresses like `# cpn: ignore[R101]`; an unused suppression is
/// reported (W100) without changing the exit code.
#[test]
fn every_input_is_validated_and_noqa_is_honoured() {
    let module = "import numpy as np\n\n\ndef f(a: np.ndarray, n):\n    for i in range(n):\n        a[i] = a[i] * 2.0  # noqa: R101, E501\n    b = np.zeros(3)  # cpn: ignore[R201]\n    return b\n";
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("m.py"), module).unwrap();
    let (out, _, code) = run_in(root, &["check", "."]);
    assert_eq!(code, 0, "R101 is silenced by noqa: {out}");
    assert!(
        out.starts_with("m.py:7:22: W100 unused suppression: `# cpn: ignore[R201]`: nothing on this line is R201\n"),
        "{out}"
    );
    std::fs::write(root.join("m.py"), module.replace("R201", "R299")).unwrap();
    let (out, _, code) = run_in(root, &["check", "."]);
    assert_eq!(code, 2);
    assert!(
        out.contains("m.py:7:22: E900 unknown rule code `R299` in a suppression comment"),
        "{out}"
    );
    for (toml, expected) in [
        (
            "[tool.cpn-fix]\nselct = [\"R1\"]\n",
            "unknown field `selct`",
        ),
        (
            "[tool.cpn-fix]\nignore = [\"R777\"]\n",
            "`ignore`: unknown rule selector `R777`",
        ),
    ] {
        std::fs::write(root.join("pyproject.toml"), toml).unwrap();
        for args in [
            &["check", "."][..],
            &["assess", "."],
            &["fix", "."],
            &["--interactive", "."],
        ] {
            let (out, err, code) = run_in(root, args);
            assert_eq!(code, 2, "{args:?}: {out}{err}");
            assert_eq!(out, "", "{args:?}: never continues with defaults");
            assert!(
                err.starts_with(
                    "cpn-fix: error: pyproject.toml: invalid [tool.cpn-fix] configuration: "
                ) && err.contains(expected),
                "{args:?}: {err}"
            );
        }
    }
    std::fs::remove_file(root.join("pyproject.toml")).unwrap();
    let (_, err, code) = run_in(root, &["fix", "--select", "RR-lop", "."]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown rule selector `RR-lop`"), "{err}");
    let (_, _, code) = run_in(root, &["fix", "--select", "RR-loop,R2", "."]);
    assert_ne!(code, 2);
}

/// The BLOCKS findings of a `--format json` report as `CODE path:line` (path under `root`),
/// each followed by `detail`.
fn blocks_described(
    json: &str,
    root: &str,
    detail: impl Fn(&serde_json::Value) -> String,
) -> Vec<String> {
    let json: serde_json::Value = serde_json::from_str(json).unwrap();
    json["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["category"] == "blocks")
        .map(|f| {
            format!(
                "{} {}:{}{}",
                f["code"].as_str().unwrap(),
                f["path"].as_str().unwrap().trim_start_matches(root),
                f["line"],
                detail(f)
            )
        })
        .collect()
}

/// SPEC §2 "Calls (v2)": syncs in helpers reached from a loop through resolved calls (imports
/// from other files, relative imports, module aliases, base-class methods, cycles) are hot, with
/// the chain and the calling loop; helpers called after the loop, only under a periodic guard, or
/// through an opaque decorator are not.
#[test]
fn syncs_behind_calls_are_found_through_the_call_graph() {
    let (json, _, code) = run(&["check", "tests/fixtures/calls", "--format", "json"]);
    assert_eq!(code, 1);
    let hot = blocks_described(&json, "tests/fixtures/calls/", |f| {
        format!(
            " {} via {} from {}:{}",
            f["function"].as_str().unwrap(),
            f["via"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap())
                .collect::<Vec<_>>()
                .join(">"),
            f["hot_loop"]["path"]
                .as_str()
                .unwrap()
                .trim_start_matches("tests/fixtures/calls/"),
            f["hot_loop"]["line"],
        )
    });
    assert_eq!(
        hot,
        [
            "R104 app/numerics/norms.py:9 residual via sweep>residual from app/numerics/relax.py:24",
            "R105 app/numerics/norms.py:37 pong via ping>pong from app/numerics/relax.py:31",
            "R104 app/numerics/relax.py:19 Solver.check via Solver.check from app/numerics/relax.py:24",
        ]
    );
    let (text, _, _) = run(&["check", "tests/fixtures/calls"]);
    assert!(text.contains("runs on every iteration of the loop at tests/fixtures/calls/app/numerics/relax.py:24 via sweep() → residual()"), "{text}");
    let (md, _, _) = run(&["assess", "tests/fixtures/calls"]);
    assert!(
        md.contains("**SIGNIFICANT REFACTOR** — 3 BLOCKS findings across 2 hot regions"),
        "once per function, in the region of the first calling loop: {md}"
    );
}

/// SPEC §2 "Calls (v2)": a loop testing (or converting with `float()`) what a codebase function
/// returns syncs when that function returns a reduction — through a method, a name bound to an
/// imported module's function, a comparison of another helper's result, an element unpacked from
/// a returned tuple, a clock that adds up returned CFL steps (`t += dt` … `while t < t_end`). Not
/// for helpers that return a host float (their own `float()` is the R104), a clock of fixed
/// steps or of `float(dt)`, an accumulated count, a test under a periodic guard, or after the loop.
/// The count's own loop iterates the array `relax` passes it: R103 there.
#[test]
fn tests_on_returned_reductions_are_syncs_through_the_call_graph() {
    let (json, _, code) = run(&["check", "tests/fixtures/calls_returns", "--format", "json"]);
    assert_eq!(code, 1);
    let blocks = blocks_described(&json, "tests/fixtures/calls_returns/", |_| String::new());
    assert_eq!(
        blocks,
        [
            "R105 heat/clock.py:16",
            "R104 heat/clock.py:35",
            "R104 heat/monitor.py:14",
            "R103 heat/monitor.py:19",
            "R105 heat/monitor.py:27",
            "R104 heat/monitor.py:44",
            "R105 heat/monitor.py:62",
            "R105 heat/solver.py:25",
        ]
    );
    let (text, _, _) = run(&["check", "tests/fixtures/calls_returns/heat/solver.py"]);
    assert!(
        !text.contains("R105"),
        "alone, solver.py cannot see what kernels.change returns: {text}"
    );
}

/// `fix` sees the returned-value syncs too (they are known only after the join): RR-sync guards
/// the tolerance tests on returned reductions and says why it leaves the others.
#[test]
fn returned_value_syncs_get_their_fixes() {
    let args = [
        "fix",
        "tests/fixtures/calls_returns",
        "--unsafe",
        "--format",
        "json",
    ];
    let (json, _, code) = run(&args);
    assert_eq!(code, 1);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rows = |key: &str, detail: &str| -> Vec<String> {
        json[key]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["code"] == "R105" || f["code"] == "R104")
            .map(|f| {
                let path = f["path"].as_str().unwrap();
                let path = path.trim_start_matches("tests/fixtures/calls_returns/");
                let code = f["code"].as_str().unwrap();
                format!(
                    "{code} {path}:{} {}",
                    f["line"],
                    f[detail].as_str().unwrap()
                )
            })
            .collect()
    };
    assert_eq!(
        rows("fixes", "applicability"),
        [
            // `host_change(u, ...) < tol` is the calling loop's convergence test: guarded there.
            "R104 heat/monitor.py:14 unsafe",
            // `is_converged()` only returns `residual_norm(r) < tol`: a convergence test.
            "R105 heat/monitor.py:27 unsafe",
            "R105 heat/monitor.py:62 unsafe",
            "R105 heat/solver.py:25 unsafe"
        ]
    );
    let declined = rows("not_offered", "recipe");
    assert_eq!(
        declined,
        [
            "R105 heat/clock.py:16 RR-converge",
            "R104 heat/clock.py:35 RR-sync",
            "R104 heat/monitor.py:44 RR-sync"
        ],
    );
    let clock_reason = |line: u64| -> String {
        json["not_offered"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["path"].as_str().unwrap().ends_with("clock.py") && f["line"] == line)
            .map(|f| f["reason"].as_str().unwrap().to_string())
            .unwrap()
    };
    // Keeping the clock on the device would only move the sync into the `while` test.
    assert_eq!(
        clock_reason(35),
        "the loop's `while` test reads the total every iteration"
    );
    assert!(
        clock_reason(16).contains("a periodic check would run past the end"),
        "{}",
        clock_reason(16)
    );
    let (diff, _, _) = run(&["fix", "tests/fixtures/calls_returns", "--unsafe", "--diff"]);
    assert!(
        diff.contains("+            if step % CHECK_EVERY == 0 and delta < tol:"),
        "{diff}"
    );
}

/// R111 through calls: a CuPy transfer in a helper that a NumPy loop calls (two calls deep, across
/// files) crosses runtimes every iteration; one per function, and none in a helper called after
/// the loop.
#[test]
fn cupy_transfers_behind_calls_are_hot() {
    let (json, _, code) = run(&["check", "tests/fixtures/calls_cupy", "--format", "json"]);
    assert_eq!(code, 1);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let transfers: Vec<String> = json["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["code"] == "R111")
        .map(|f| {
            format!(
                "{}:{} via {} from line {}",
                f["path"].as_str().unwrap(),
                f["line"],
                f["via"].as_array().unwrap().len(),
                f["hot_loop"]["line"]
            )
        })
        .collect();
    assert_eq!(
        transfers,
        [
            "tests/fixtures/calls_cupy/transfer.py:7 via 2 from line 10",
            "tests/fixtures/calls_cupy/transfer.py:13 via 1 from line 10",
        ]
    );
}

/// R205 precision: a view that took its local base's name (`g = g.ravel()`) or views a temporary
/// (`xp.reshape(xp.arange(...))`) loses nothing when written; a parameter's view (the caller's
/// array) and a named view of a named array are reported.
#[test]
fn write_through_views_of_unreachable_bases_are_not_reported() {
    let (json, _, _) = run(&[
        "check",
        "tests/fixtures/views/renamed.py",
        "--select",
        "R205",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let lines: Vec<u64> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [9, 23]);
}

/// An internal error is one line naming where it happened, the file is reported as E902, the
/// run goes on and exits 2 — no backtrace, even with RUST_BACKTRACE set.
#[test]
fn internal_errors_are_one_line_without_a_backtrace() {
    let out = Command::cargo_bin("cpn-fix")
        .unwrap()
        .args(["check", "assets/examples/heat_stencil.py"])
        .current_dir(root())
        .env("CPN_FIX_PANIC_FOR_TEST", "1")
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("cpn-fix: internal error at src/runner.rs:"),
        "{stderr}"
    );
    assert!(!stderr.contains("stack backtrace"), "{stderr}");
    assert!(
        stdout.contains("heat_stencil.py:1:1: E902 internal error while checking this file"),
        "{stdout}"
    );
}

/// `--version`, `-V` and `version` name the cuPyNumeric version of the embedded manifest.
#[test]
fn version_names_the_manifest() {
    for args in [&["--version"][..], &["-V"], &["version"]] {
        let (out, _, code) = run(args);
        assert_eq!(code, 0);
        assert_eq!(
            out,
            format!(
                "cpn-fix {} (API manifest: cuPyNumeric 26.6.1, generated 2026-11-22)\n",
                env!("CARGO_PKG_VERSION")
            )
        );
    }
}

/// A method called on a local instance of a codebase class (`m = ShallowWater(...)`, then
/// `m.cfl_dt()` every step) resolves like `self.` does, through the base class in another file:
/// the CFL time step syncs every step.
#[test]
fn methods_of_a_local_instance_of_a_codebase_class_are_followed() {
    let root = "tests/fixtures/calls_instance/";
    let (json, _, code) = run(&["check", root, "--format", "json"]);
    assert_eq!(code, 1);
    let blocks = blocks_described(&json, root, |f| {
        format!(
            " via {}",
            f["via"].as_array().map_or(String::new(), |v| {
                v.iter()
                    .map(|x| x.as_str().unwrap_or(""))
                    .collect::<Vec<_>>()
                    .join(",")
            })
        )
    });
    assert_eq!(
        blocks,
        ["R104 pkg/grid.py:16 via ShallowWater.cfl_dt,Grid.max_depth"]
    );
    let (md, _, _) = run(&["assess", root]);
    assert!(md.contains("**LIGHT REFACTOR**"), "{md}");
}
