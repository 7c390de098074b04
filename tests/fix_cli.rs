//! `cpn-fix fix` end to end: diff mode and exit codes, the summary line, `--apply` (twice changes
//! nothing), `--unsafe`, `--select`, files that must not be written.

use std::path::Path;

mod common;

fn run(dir: &Path, args: &[&str]) -> (String, String, i32) {
    common::run_in(dir, args, &[])
}

const MODULE: &str = "import numpy as np\n\n\ndef scale(n):\n    a = np.arange(n, dtype=float)\n    for i in range(n):\n        a[i] = a[i] * 2.0 + 1.0\n    return a\n\n\ndef step(u, steps, tol):\n    for s in range(steps):\n        u[1:-1] = 0.5 * (u[:-2] + u[2:])\n        if np.max(u) < tol:\n            break\n    return u\n";

fn project(content: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("m.py"), content).unwrap();
    dir
}

#[test]
fn diff_mode_shows_a_unified_diff_and_counts() {
    let dir = project(MODULE);
    let (stdout, _, code) = run(dir.path(), &["fix", "m.py"]);
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with(
            "# m.py:7 R101 RR-loop [safe] Vectorize the element loop\n--- a/m.py\n+++ b/m.py\n@@"
        ),
        "each applied fix labels the file's diff: {stdout}"
    );
    assert!(
        stdout.contains("+    a[:n] = a[:n] * 2.0 + 1.0"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("Would fix 1 finding (1 more with --unsafe).\n"),
        "{stdout}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("m.py")).unwrap(),
        MODULE,
        "diff mode never writes"
    );
    let (stdout, _, code) = run(dir.path(), &["fix", "--diff", "m.py", "--unsafe"]);
    assert_eq!(code, 1);
    assert!(
        stdout.contains("s % CHECK_EVERY == 0 and np.max(u) < tol"),
        "{stdout}"
    );
    assert!(
        stdout.contains("# m.py:14 R105 RR-sync [unsafe] Check only every CHECK_EVERY iterations of `s`\n#   may change: tests and logs run every CHECK_EVERY iterations"),
        "an unsafe fix says what may change: {stdout}"
    );
    assert!(stdout.ends_with("Would fix 2 findings.\n"), "{stdout}");
}

#[test]
fn apply_writes_safe_fixes_and_a_second_run_changes_nothing() {
    let dir = project(MODULE);
    let (stdout, _, code) = run(dir.path(), &["fix", "--apply", "."]);
    assert_eq!(
        code, 1,
        "the R105 left unfixed keeps the exit at 1 (as ruff check --fix)"
    );
    assert!(
        stdout.contains("Fixed 1 finding in 1 file (1 more with --unsafe)."),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "RR-loop                   1           0\nRR-sync                   0           1\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("Codebase verdict: SIGNIFICANT REFACTOR → LIGHT REFACTOR\n  Gate 3 (Workload shape): fail → uncertain"),
        "{stdout}"
    );
    let once = std::fs::read_to_string(dir.path().join("m.py")).unwrap();
    assert!(
        once.contains("a[:n] = a[:n] * 2.0 + 1.0") && once.contains("if np.max(u) < tol:"),
        "{once}"
    );
    let (stdout, _, code) = run(dir.path(), &["fix", "--apply", "."]);
    assert_eq!(code, 1);
    assert!(stdout.contains("Fixed 0 findings in 0 files"), "{stdout}");
    assert!(
        stdout.contains("Codebase verdict: still LIGHT REFACTOR"),
        "{stdout}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("m.py")).unwrap(),
        once
    );
    let (_, _, code) = run(dir.path(), &["fix", "."]);
    assert_eq!(code, 0, "nothing safe left to fix");
    let (_, _, code) = run(dir.path(), &["fix", "--apply", "--unsafe", "."]);
    assert_eq!(code, 0, "nothing blocks once the unsafe RR-sync is applied");
}

#[test]
fn select_and_ignore_limit_recipes() {
    let dir = project(MODULE);
    let (stdout, _, _) = run(
        dir.path(),
        &["fix", "m.py", "--unsafe", "--select", "RR-sync"],
    );
    assert!(
        !stdout.contains("a[:n]") && stdout.contains("CHECK_EVERY"),
        "{stdout}"
    );
    let (stdout, _, _) = run(
        dir.path(),
        &["fix", "m.py", "--unsafe", "--ignore", "RR-sync,RR-loop"],
    );
    assert!(stdout.ends_with("No fixes available.\n"), "{stdout}");
}

#[test]
fn read_only_and_non_utf8_files_are_never_written() {
    let dir = project(MODULE);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(
            dir.path().join("m.py"),
            std::fs::Permissions::from_mode(0o444),
        )
        .unwrap();
        let (stdout, _, code) = run(dir.path(), &["fix", "--apply", "m.py"]);
        assert_eq!(code, 2);
        assert!(
            stdout.contains("m.py:1:1: E902 the file is not writable"),
            "{stdout}"
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("m.py")).unwrap(),
            MODULE
        );
    }
    let latin = format!("# -*- coding: latin-1 -*-\n{MODULE}");
    std::fs::write(dir.path().join("l.py"), latin.as_bytes()).unwrap();
    let (stdout, _, code) = run(dir.path(), &["fix", "--apply", "l.py"]);
    assert_eq!(code, 2);
    assert!(stdout.contains("declares encoding `latin-1`"), "{stdout}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("l.py")).unwrap(),
        latin
    );
}

#[test]
fn syntax_errors_are_errors_and_others_still_fixed() {
    let dir = project(MODULE);
    std::fs::write(dir.path().join("bad.py"), "def f(:\n").unwrap();
    let (stdout, _, code) = run(dir.path(), &["fix", "."]);
    assert_eq!(code, 2);
    assert!(stdout.contains("bad.py:1:7: E999 syntax error"), "{stdout}");
    assert!(stdout.contains("+++ b/m.py"), "{stdout}");
}

#[test]
fn recipes_command_lists_and_explains() {
    let dir = project(MODULE);
    let (stdout, _, code) = run(dir.path(), &["recipes"]);
    assert_eq!(code, 0);
    for id in [
        "RR-loop",
        "RR-where",
        "RR-sync",
        "RR-alloc",
        "RR-inplace",
        "RR-stack",
        "RR-mask",
    ] {
        assert!(stdout.contains(id), "{id} missing");
    }
    let (stdout, _, code) = run(dir.path(), &["recipes", "RR-stack"]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("## Safe when") && stdout.contains("## Not offered when"),
        "{stdout}"
    );
}

/// A monorepo-shaped tree: `fix --apply` writes every safe fix the dry run showed and nothing
/// else, skips the git-ignored virtualenv, names the broken file (exit 2) and prints the table
/// and the verdict before → after.
#[test]
fn batch_apply_over_a_monorepo() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let write = |rel: &str, text: &str| {
        let path = root.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(".gitignore", ".venv/\n");
    write(
        "pyproject.toml",
        "[tool.cpn-fix]\nignore = [\"R304\"]\nexclude = [\"generated\"]\n",
    );
    write("pkg_a/solver.py", MODULE);
    write("pkg_a/__init__.py", "");
    write(
        "pkg_b/stats.py",
        "import numpy as np\n\n\ndef rows(xs):\n    out = np.empty((0, 2))\n    for x in xs:\n        out = np.vstack([out, [x, x * x]])\n    return out\n",
    );
    write("pkg_b/broken.py", "import numpy as np\ndef f(:\n");
    write("pkg_b/generated/big.py", MODULE);
    write(".venv/lib/site.py", MODULE);
    let (dry, _, code) = run(root, &["fix", "."]);
    assert_eq!(code, 2, "{dry}");
    let shown: Vec<&str> = dry.lines().filter(|l| l.starts_with("+++ ")).collect();
    assert_eq!(
        shown,
        ["+++ b/pkg_a/solver.py", "+++ b/pkg_b/stats.py"],
        "{dry}"
    );
    let (out, _, code) = run(root, &["fix", "--apply", "."]);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("pkg_b/broken.py:2:7: E999 syntax error"),
        "{out}"
    );
    assert!(
        out.contains("Fixed 2 findings in 2 files (1 more with --unsafe)."),
        "{out}"
    );
    assert!(
        out.contains("RR-loop                   1           0\nRR-stack                  1           0\nRR-sync                   0           1\ntotal                     2           1\nFiles changed: 2\n  pkg_a/solver.py\n  pkg_b/stats.py\n"),
        "{out}"
    );
    assert!(
        out.contains("Codebase verdict: SIGNIFICANT REFACTOR → LIGHT REFACTOR\n"),
        "{out}"
    );
    for untouched in [".venv/lib/site.py", "pkg_b/generated/big.py"] {
        assert_eq!(
            std::fs::read_to_string(root.join(untouched)).unwrap(),
            MODULE
        );
    }
    // What was written is exactly what the dry run showed.
    let solver = std::fs::read_to_string(root.join("pkg_a/solver.py")).unwrap();
    let dry_solver: String = dry
        .split("+++ b/pkg_a/solver.py\n")
        .nth(1)
        .unwrap()
        .split("--- a/")
        .next()
        .unwrap()
        .lines()
        .filter(|l| l.starts_with('+'))
        .map(|l| format!("{}\n", &l[1..]))
        .collect();
    for line in dry_solver.lines() {
        assert!(solver.contains(line), "{line:?} not written:\n{solver}");
    }
    let (again, _, _) = run(root, &["fix", "."]);
    assert!(!again.contains("+++ "), "nothing safe left: {again}");
}

/// SPEC §2: array-ness needs evidence. A module that imports no array library gets no finding
/// and no rewrite; a CuPy-only module never gets `import numpy` from a recipe.
#[test]
fn modules_without_an_array_library_get_no_findings_and_no_numpy_import() {
    let pure = "def rename(names, old, new):\n    out = []\n    for s in names:\n        if s.startswith(old):\n            out.append(new + s[len(old):])\n    return out\n\n\ndef letters(word):\n    return [word[i].upper() for i in range(len(word))]\n\n\ndef total(xs):\n    t = 0\n    for i in range(len(xs)):\n        t += xs[i] * 2\n    return t\n";
    let dir = project(pure);
    let (stdout, _, code) = common::run_in(dir.path(), &["check", "--show-scales", "m.py"], &[]);
    assert_eq!(code, 0, "{stdout}");
    assert!(
        !stdout.contains(" R1") && !stdout.contains(" R0"),
        "{stdout}"
    );
    let (stdout, _, code) = run(dir.path(), &["fix", "--unsafe", "m.py"]);
    assert_eq!((stdout.as_str(), code), ("No fixes available.\n", 0));
    let cupy_only = "import cupy as cp\n\n\ndef scale(a):\n    for i in range(a.shape[0]):\n        a[i] = a[i] * 2.0\n    return a\n\n\ndef grow(pieces):\n    out = cp.empty((0, 3))\n    for p in pieces:\n        out = cp.vstack([out, p])\n    return out\n";
    let dir = project(cupy_only);
    let (stdout, _, _) = run(dir.path(), &["fix", "--unsafe", "m.py"]);
    assert!(!stdout.contains("import numpy"), "{stdout}");
}

/// Generated lines are wrapped at the file's line length: `[tool.ruff]`/`[tool.black]`
/// `line-length` of the nearest pyproject.toml, else 88.
#[test]
fn generated_lines_wrap_at_the_projects_line_length() {
    let module = "import numpy as np\n\n\ndef soft(signal: np.ndarray, level: float):\n    out = np.empty_like(signal)\n    for i in range(len(signal)):\n        if signal[i] > level:\n            out[i] = signal[i] - level\n        else:\n            out[i] = 0.0\n    return out\n";
    let dir = project(module);
    let (out, _, _) = run(dir.path(), &["fix", "--unsafe", "m.py"]);
    assert!(
        out.contains("+    out[:] = np.where(signal > level, signal - level, 0.0)\n"),
        "{out}"
    );
    std::fs::write(
        dir.path().join("pyproject.toml"),
        "[tool.ruff]\nline-length = 50\n",
    )
    .unwrap();
    let (out, _, _) = run(dir.path(), &["fix", "--unsafe", "m.py"]);
    assert!(
        out.contains(
            "+    out[:] = np.where(\n+        signal > level, signal - level, 0.0\n+    )\n"
        ),
        "{out}"
    );
    std::fs::write(
        dir.path().join("pyproject.toml"),
        "[tool.black]\nline-length = 120\n",
    )
    .unwrap();
    let (out, _, _) = run(dir.path(), &["fix", "--unsafe", "m.py"]);
    assert!(
        out.contains("+    out[:] = np.where(signal > level, signal - level, 0.0)\n"),
        "{out}"
    );
}

/// `fix` rewrites only what `check` reports: a code ignored in `[tool.cpn-fix]` is not fixed.
#[test]
fn fix_honours_the_project_selection() {
    let dir = project(MODULE);
    std::fs::write(
        dir.path().join("pyproject.toml"),
        "[tool.cpn-fix]\nignore = [\"R101\"]\n",
    )
    .unwrap();
    let (out, _, _) = run(dir.path(), &["fix", "--unsafe", "m.py"]);
    assert!(!out.contains("RR-loop"), "{out}");
    assert!(out.contains("RR-sync"), "{out}");
}

/// `fix --statistics` counts per recipe what was offered and what was not; `fix --format json`
/// gives every offered fix as data and every recipe-bearing finding that got none.
#[test]
fn fix_statistics_and_json() {
    let dir = project(MODULE);
    let (out, _, code) = run(dir.path(), &["fix", "--statistics", "m.py"]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with(
            "recipe              findings   safe  unsafe  suggestion  not offered  coverage\n"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "RR-loop                    1      1       0           0            0      100%\n"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "RR-sync                    1      0       1           0            0      100%\n"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "total                      2      1       1           0            0      100%\n"
        ),
        "{out}"
    );
    let (json, _, _) = run(dir.path(), &["fix", "--format", "json", "m.py"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let fixes = v["fixes"].as_array().unwrap();
    assert_eq!(fixes.len(), 2);
    assert_eq!(fixes[0]["recipe"], "RR-loop");
    assert_eq!(fixes[0]["applicability"], "safe");
    assert_eq!(fixes[0]["line"], 7);
    assert_eq!(fixes[0]["edits"][0]["content"], "a[:n] = a[:n] * 2.0 + 1.0");
    assert_eq!(v["not_offered"].as_array().unwrap().len(), 0);
}

/// Findings whose recipe offers no fix say why, in `--statistics` (top reasons per recipe) and
/// in `--format json` (`reason` on each not-offered finding).
/// An unsafe interval count says what may change in its own words, not the recipe's generic text.
#[test]
fn an_unsafe_interval_count_says_what_may_change() {
    let dir = project(
        "import numpy as np\n\n\ndef on_loan(day_out, length, n_days):\n    out = np.zeros(n_days, dtype=int)\n    for d0, days in zip(day_out, length):\n        out[d0:min(d0 + days, n_days)] += 1\n    return out\n\n\ndef main():\n    rng = np.random.default_rng(1)\n    return on_loan(rng.integers(0, 300, 40), rng.integers(1, 20, 40), 365)\n",
    );
    let (out, _, _) = run(dir.path(), &["fix", "--unsafe", "--diff", "m.py"]);
    assert!(
        out.contains("#   may change: arrays walked together are not proven to have one length"),
        "{out}"
    );
    assert!(out.contains("+    out += np.cumsum(marks[:-1])\n"), "{out}");
}

/// `np.vectorize` of a mapping to text is declined for what it is (strings are not array data on
/// cuPyNumeric), not as "not elementwise".
#[test]
fn a_vectorized_mapping_to_text_is_declined_as_text() {
    let dir = project(
        "import numpy as np\n\n\ndef labels(x):\n    return np.vectorize(lambda v: \"high\" if v > 0.5 else \"low\")(x)\n",
    );
    let (json, _, _) = run(dir.path(), &["fix", "--unsafe", "--format", "json", "m.py"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let not_offered = v["not_offered"].as_array().unwrap();
    assert_eq!(not_offered.len(), 1, "{json}");
    assert_eq!(not_offered[0]["recipe"], "RR-where");
    assert!(
        not_offered[0]["reason"]
            .as_str()
            .unwrap()
            .starts_with("the function computes with text"),
        "{json}"
    );
}

#[test]
fn not_offered_fixes_say_why() {
    let dir = project(
        "import numpy as np\n\n\ndef scan(a, idx):\n    out = np.zeros(len(idx))\n    for i in range(len(idx)):\n        out[i] = a[idx[i]]\n    return out, i\n\n\ndef smooth(a, steps):\n    for x in a:\n        if np.max(x) > 1.0:\n            continue\n        a = a * 0.5\n    return a\n",
    );
    let (out, _, _) = run(dir.path(), &["fix", "--statistics", "m.py"]);
    assert!(
        out.contains(
            "not offered, top reasons:\n  RR-loop               1  the loop variable is read after the loop\n  RR-sync               1  the branch does not only leave the loop or log (`continue`, `else`, or it computes)\n"
        ),
        "{out}"
    );
    let (json, _, _) = run(dir.path(), &["fix", "--format", "json", "m.py"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let reasons: Vec<String> = v["not_offered"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            format!(
                "{} {} {}",
                n["recipe"].as_str().unwrap(),
                n["line"],
                n["reason"].as_str().unwrap()
            )
        })
        .collect();
    assert!(
        reasons.contains(&"RR-loop 7 the loop variable is read after the loop".to_string()),
        "{reasons:?}"
    );
    assert!(
        reasons.iter().any(|r| r.starts_with("RR-sync 13 ")),
        "{reasons:?}"
    );
}

/// A sync that is hot only because a loop in another file calls its function (the call graph's
/// join promotes it) is counted like `check` counts it, with why no fix is offered — it was left
/// out of the statistics and the JSON.
#[test]
fn syncs_hot_through_a_call_are_counted_with_their_reason() {
    let dir = project("import numpy as np\n\n\ndef advance(u):\n    new = 0.5 * (u + np.roll(u, 1))\n    return new, float(np.max(np.abs(new - u)))\n");
    std::fs::write(
        dir.path().join("run.py"),
        "import numpy as np\nfrom m import advance\n\nu = np.ones(1000)\nfor step in range(100):\n    u, change = advance(u)\n    if change < 1e-6:\n        break\n",
    )
    .unwrap();
    let (check, _, _) = run(dir.path(), &["check", "."]);
    assert!(check.contains("m.py:6:"), "{check}");
    let (out, _, _) = run(dir.path(), &["fix", "--statistics", "."]);
    assert!(
        out.contains(
            "RR-sync                    1      0       0           0            1        0%\n"
        ),
        "{out}"
    );
    let (json, _, _) = run(dir.path(), &["fix", "--format", "json", "."]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let not_offered = v["not_offered"].as_array().unwrap();
    assert_eq!(not_offered.len(), 1, "{json}");
    assert_eq!(not_offered[0]["line"], 6);
    assert_eq!(
        not_offered[0]["reason"],
        "in a function called from a loop of another file: the guard belongs in the calling loop"
    );
}

/// Every input the mutation fuzzer (fuzz/) once broke (Python files and notebooks):
/// `fix --unsafe --apply` reports no
/// internal error, leaves a file that parses, and a second run changes nothing.
#[test]
fn fuzzer_crashes_stay_fixed() {
    let fixtures = common::root().join("tests/fixtures/fuzz");
    let mut names: Vec<_> = std::fs::read_dir(&fixtures)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    assert!(names.len() >= 9);
    for path in names {
        let dir = tempfile::tempdir().unwrap();
        let name = format!("case.{}", path.extension().unwrap().to_str().unwrap());
        let target = dir.path().join(&name);
        std::fs::copy(&path, &target).unwrap();
        let (_, err, code) = run(dir.path(), &["fix", "--unsafe", "--apply", &name]);
        assert!(
            code != 2 && !err.contains("internal error"),
            "{}: {err}",
            path.display()
        );
        let once = std::fs::read_to_string(&target).unwrap();
        let (out, _, _) = run(dir.path(), &["check", &name]);
        assert!(!out.contains("E999"), "{}: {out}", path.display());
        run(dir.path(), &["fix", "--unsafe", "--apply", &name]);
        let twice = std::fs::read_to_string(&target).unwrap();
        assert_eq!(once, twice, "{}: not idempotent", path.display());
    }
}

/// When the first recipe declines a loop and a fallback recognizes it, the reason given is the
/// fallback's (what actually stops the rewrite), not the first recipe's "not my shape".
#[test]
fn a_fallback_that_recognized_the_loop_says_why_it_declined() {
    let dir = project(
        "import numpy as np\n\n\ndef last(stack):\n    stack = np.asarray(stack)\n    out = np.empty(len(stack))\n    for k in range(len(stack)):\n        out[k] = np.max(stack[k])\n    return out, k\n\n\ndef flags(cube, n):\n    cube = np.asarray(cube)\n    out = np.zeros(n, dtype=bool)\n    for j in range(n):\n        out[j] = np.any(cube[:, j] < 0)\n    return out\n",
    );
    let (json, _, _) = run(dir.path(), &["fix", "--unsafe", "--format", "json", "m.py"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let reasons: Vec<String> = json["not_offered"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| format!("{}: {}", r["line"], r["reason"].as_str().unwrap()))
        .collect();
    assert_eq!(
        reasons,
        [
            "8: the loop variable is read after the loop",
            "16: any/all/count_nonzero/argmax reduce along one axis only, and the items are columns"
        ]
    );
}

#[test]
fn a_deferred_check_that_nothing_is_left_says_the_values_stay() {
    let dir = project("import numpy as np\n\n\ndef escape(c, n):\n    z = np.zeros_like(c)\n    alive = np.ones(c.shape, dtype=bool)\n    for it in range(n):\n        z[alive] = z[alive] ** 2 + c[alive]\n        alive &= np.abs(z) <= 2.0\n        if not alive.any():\n            break\n    return z\n");
    let (stdout, _, code) = run(dir.path(), &["fix", "--diff", "m.py", "--unsafe"]);
    assert_eq!(code, 1);
    assert!(
        stdout.contains("it % CHECK_EVERY == 0 and not alive.any()"),
        "{stdout}"
    );
    assert!(
        stdout.contains("#   may change: the loop may run up to CHECK_EVERY - 1 more iterations once nothing is active; they write nothing, so the values are the same"),
        "{stdout}"
    );
}
