//! Golden before/after pairs for every recipe (`golden/<recipe>/NAME.before.py` →
//! `NAME.after.py`). `unsafe_*` cases run with unsafe fixes; `keep_*` cases must stay
//! byte-identical. Every after file re-parses, is a fixpoint (fixing it again changes nothing) and
//! no longer has the finding its recipe targets. Safe pairs also run under NumPy on seeded inputs
//! (tests/differential.py) with the interpreter in `CPN_FIX_PYTHON` (set by `.ci/run`).
//! Regenerate with `UPDATE_GOLDEN=1 cargo test --test recipes`.

use std::path::{Path, PathBuf};
use std::process::Command;

use cpn_fix::fix::apply::{fix_file, Policy};
use cpn_fix::fix::run::{run_fix, FixOptions};

mod common;
use common::root;
use cpn_fix::source::SourceFile;

fn cases() -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root().join("golden")).unwrap() {
        let dir = dir.unwrap().path();
        let Some(recipe) = dir
            .file_name()
            .and_then(|n| n.to_str())
            .filter(|n| n.starts_with("RR-"))
            .map(str::to_string)
        else {
            continue;
        };
        for file in std::fs::read_dir(&dir).unwrap() {
            let path = file.unwrap().path();
            if path.to_str().unwrap().ends_with(".before.py") {
                out.push((recipe.clone(), path));
            }
        }
    }
    out.sort();
    out
}

fn policy_for(name: &str) -> Policy {
    Policy {
        // `keep_all_*`: not even an unsafe fix may touch it.
        unsafe_fixes: name.starts_with("unsafe_") || name.starts_with("keep_all_"),
        ..Default::default()
    }
}

/// Runs `f` on a copy of `text` as `case.py` in a directory of its own, so the case is analysed
/// as a codebase (with its call graph) and nothing else is.
fn in_own_dir<T>(label: &str, text: &str, f: impl FnOnce(&Path) -> T) -> T {
    let dir = std::env::temp_dir().join(format!(
        "cpn-golden-{}-{}",
        std::process::id(),
        label.replace('/', "-")
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("case.py");
    std::fs::write(&copy, text).unwrap();
    let result = f(&copy);
    std::fs::remove_dir_all(&dir).unwrap();
    result
}

/// The case fixed as `cpn-fix fix --apply` fixes it: through the codebase's call graph, so that
/// syncs on values other functions return are fixed too.
fn fixed(path: &Path, policy: &Policy) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    in_own_dir(&format!("fix-{}", case_name(path)), &text, |copy| {
        let options = FixOptions {
            paths: vec![copy.to_path_buf()],
            excludes: Vec::new(),
            no_default_excludes: true,
            policy: policy.clone(),
            apply: true,
            with_analyses: false,
        };
        let report = run_fix(&options).unwrap();
        assert!(
            report.errors.is_empty(),
            "{}: {:?}",
            path.display(),
            report.errors
        );
        std::fs::read_to_string(copy).unwrap()
    })
}

/// The findings `cpn-fix check` reports for `text` (call graph included).
fn checked(label: &str, text: &str) -> Vec<cpn_fix::finding::Finding> {
    in_own_dir(&format!("check-{label}"), text, |copy| {
        let options = cpn_fix::runner::CheckOptions {
            paths: vec![copy.to_path_buf()],
            selection: Default::default(),
            excludes: Vec::new(),
            no_default_excludes: true,
            with_facts: false,
            hide_scales: true,
        };
        cpn_fix::runner::run_check(&options).unwrap().findings
    })
}

fn case_name(path: &Path) -> String {
    path.file_name()
        .unwrap()
        .to_str()
        .unwrap()
        .trim_end_matches(".before.py")
        .to_string()
}

#[test]
fn golden_pairs_match_and_are_fixpoints() {
    let cases = cases();
    assert!(cases.len() >= 25, "{} cases", cases.len());
    for (recipe, before) in cases {
        let name = case_name(&before);
        if name.starts_with("alt") {
            continue;
        }
        let policy = policy_for(&name);
        let original = std::fs::read_to_string(&before).unwrap();
        let after_text = fixed(&before, &policy);
        let after = before.with_file_name(format!("{name}.after.py"));
        if name.starts_with("keep_") {
            assert_eq!(
                after_text, original,
                "{recipe}/{name} must stay byte-identical"
            );
            continue;
        }
        assert_ne!(after_text, original, "{recipe}/{name} was not rewritten");
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&after, &after_text).unwrap();
        }
        let expected = std::fs::read_to_string(&after)
            .unwrap_or_else(|_| panic!("missing {}", after.display()));
        assert_eq!(
            after_text, expected,
            "{recipe}/{name}: golden mismatch (UPDATE_GOLDEN=1 regenerates)"
        );
        assert!(
            ruff_python_parser::parse_module(&after_text).is_ok(),
            "{recipe}/{name}: output does not parse"
        );
        let again = fix_file(&SourceFile::new(after.clone(), after_text.clone()), &policy)
            .unwrap()
            .fixed;
        assert_eq!(
            again, after_text,
            "{recipe}/{name}: fixing twice changed the file (not idempotent)"
        );
        let codes = cpn_fix::recipes::RECIPES
            .iter()
            .find(|r| r.meta().id == recipe)
            .unwrap()
            .meta()
            .codes;
        let count = |label: &str, text: &str| {
            checked(&format!("{recipe}-{name}-{label}"), text)
                .iter()
                // A recipe may fix findings named for another recipe of the same code (RR-batch
                // takes the R101 loops RR-loop declines).
                .filter(|f| codes.contains(&f.code))
                .count()
        };
        assert!(
            count("after", &after_text) < count("before", &original),
            "{recipe}/{name}: the targeted finding is still there"
        );
    }
}

/// `altN_*` cases: every fix of the case's recipe rewritten with its N-th alternative (the review's
/// Tab), once. The result parses and no longer has the findings; NumPy runs it in differential.py.
#[test]
fn golden_alternatives_match() {
    let mut seen = 0;
    for (recipe, before) in cases() {
        let name = case_name(&before);
        let Some(n) = name
            .strip_prefix("alt")
            .and_then(|r| r.split('_').next())
            .and_then(|d| d.parse::<usize>().ok())
        else {
            continue;
        };
        seen += 1;
        let original = std::fs::read_to_string(&before).unwrap();
        let (fixes, _) =
            cpn_fix::fix::apply::offered_fixes(&SourceFile::new(before.clone(), original.clone()))
                .unwrap();
        let edits: Vec<_> = fixes
            .iter()
            .filter(|f| f.recipe == recipe)
            .inspect(|f| assert!(f.choices() > n, "{recipe}/{name}: no alternative {n}"))
            .flat_map(|f| f.choose(n).edits)
            .collect();
        let after_text = cpn_fix::fix::apply::apply_edits(&original, &edits).unwrap();
        let after = before.with_file_name(format!("{name}.after.py"));
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&after, &after_text).unwrap();
        }
        let expected = std::fs::read_to_string(&after)
            .unwrap_or_else(|_| panic!("missing {}", after.display()));
        assert_eq!(after_text, expected, "{recipe}/{name}: golden mismatch");
        let remaining = cpn_fix::checker::check_source(&SourceFile::new("x.py", &*after_text))
            .unwrap()
            .into_iter()
            .filter(|f| f.recipe == Some(recipe.as_str()))
            .count();
        assert_eq!(remaining, 0, "{recipe}/{name}: findings left");
    }
    assert!(seen >= 1, "no altN_ golden case");
}

#[test]
fn untouched_bytes_and_line_endings_are_preserved() {
    let src = "import numpy as np\r\n\r\n\r\ndef scale(a: np.ndarray):\r\n\t# keep this comment\r\n\tfor i in range(len(a)):\r\n\t\ta[i] = a[i] * 2.0\r\n\treturn a  # and this one\r\n";
    let out = fix_file(&SourceFile::new("crlf.py", src), &Policy::default())
        .unwrap()
        .fixed;
    assert_eq!(out, "import numpy as np\r\n\r\n\r\ndef scale(a: np.ndarray):\r\n\t# keep this comment\r\n\ta[:] = a * 2.0\r\n\treturn a  # and this one\r\n");
}

#[test]
fn generated_code_uses_the_files_numpy_alias_and_adds_no_import() {
    let src = "import numpy as xp\n\n\ndef clamp(a: xp.ndarray):\n    return a[xp.nonzero(a > 1)]\n\n\ndef f(n):\n    x = xp.ones(n)\n    for t in range(3):\n        x = x * 0.5\n    return x\n";
    let out = fix_file(&SourceFile::new("alias.py", src), &Policy::default())
        .unwrap()
        .fixed;
    assert!(out.contains("xp.multiply(x, 0.5, out=x)"), "{out}");
    assert!(out.contains("return a[a > 1]"), "{out}");
    assert!(!out.contains("import numpy as np"), "{out}");
}

#[test]
fn comments_inside_a_replaced_loop_block_the_fix() {
    let src = "import numpy as np\n\n\ndef f(a):\n    for i in range(len(a)):\n        # why this matters\n        a[i] = a[i] + 1.0\n    return a\n";
    let out = fix_file(
        &SourceFile::new("c.py", src),
        &Policy {
            unsafe_fixes: true,
            ..Default::default()
        },
    )
    .unwrap()
    .fixed;
    assert_eq!(out, src);
}

#[test]
fn safe_pairs_preserve_behaviour_under_numpy() {
    let python = match std::env::var("CPN_FIX_PYTHON") {
        Ok(p) => p,
        Err(_) if std::env::var_os("CI").is_some() => {
            panic!("CI must set CPN_FIX_PYTHON to a Python with numpy")
        }
        Err(_) => {
            eprintln!("skipping the differential test: set CPN_FIX_PYTHON to a Python with numpy");
            return;
        }
    };
    let output = Command::new(python)
        .arg(root().join("tests/differential.py"))
        .arg(root().join("golden"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("0 failed"), "{stdout}");
}
