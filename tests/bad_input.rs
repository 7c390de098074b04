//! The bad-input matrix (issue: reliability), run through the real binary: every odd file gets
//! the right exit code and at most a one-line message naming it, never a panic or backtrace, and
//! `fix --unsafe --apply` leaves every file parsing, with its BOM, line endings and indentation.

use std::path::Path;

mod common;

const LOOP: &str = "import numpy as np\n\n\ndef f(a, n):\n    for i in range(n):\n        a[i] = a[i] * 2.0 + 1.0\n    return a\n";

fn run(dir: &Path, args: &[&str]) -> (String, String, i32) {
    common::run_in(dir, args, &[])
}

fn assert_clean_stderr(case: &str, stderr: &str) {
    assert!(
        !stderr.contains("panicked")
            && !stderr.contains("backtrace")
            && !stderr.contains("internal error"),
        "{case}: {stderr}"
    );
}

/// Checks `name` (exit `expect`), then fixes it with unsafe fixes and checks it parses after.
fn check_and_fix(case: &str, content: &[u8], expect: i32) -> (String, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("case.py");
    std::fs::write(&path, content).unwrap();
    let (out, err, code) = run(dir.path(), &["check", "case.py"]);
    assert_eq!(code, expect, "{case}: {out}{err}");
    assert_clean_stderr(case, &err);
    let (_, err, code) = run(dir.path(), &["fix", "--unsafe", "--apply", "case.py"]);
    assert!(code == 0 || code == 1, "{case}: fix exit {code}: {err}");
    assert_clean_stderr(case, &err);
    let (after, _, _) = run(dir.path(), &["check", "case.py"]);
    assert!(
        !after.contains("E999"),
        "{case}: the fixed file does not parse: {after}"
    );
    (out, std::fs::read(&path).unwrap())
}

#[test]
fn odd_but_valid_files_are_checked_and_fixed_keeping_their_form() {
    check_and_fix("empty file", b"", 0);
    check_and_fix("only comments", b"# nothing here\n# at all\n", 0);
    check_and_fix("no final newline", LOOP.trim_end().as_bytes(), 1);

    let bom = [b"\xef\xbb\xbf".as_slice(), LOOP.as_bytes()].concat();
    let (out, fixed) = check_and_fix("UTF-8 BOM", &bom, 1);
    assert!(out.contains("case.py:6:9: R101"), "BOM: {out}");
    assert!(fixed.starts_with(b"\xef\xbb\xbf"), "the BOM is kept");
    assert!(String::from_utf8_lossy(&fixed).contains("a[:n] = a[:n] * 2.0 + 1.0"));

    let crlf = LOOP.replace('\n', "\r\n");
    let (_, fixed) = check_and_fix("CRLF", crlf.as_bytes(), 1);
    let fixed = String::from_utf8(fixed).unwrap();
    assert!(fixed.contains("a[:n] = a[:n] * 2.0 + 1.0\r\n"), "{fixed:?}");
    assert!(
        !fixed.replace("\r\n", "").contains('\n'),
        "no bare LF: {fixed:?}"
    );

    let mixed = LOOP.replacen('\n', "\r\n", 3);
    check_and_fix("mixed line endings", mixed.as_bytes(), 1);

    let tabs = LOOP.replace("        ", "\t\t").replace("    ", "\t");
    let (_, fixed) = check_and_fix("tab indentation", tabs.as_bytes(), 1);
    assert!(String::from_utf8(fixed)
        .unwrap()
        .contains("\ta[:n] = a[:n] * 2.0 + 1.0\n"));

    let form_feed = LOOP.replace("\n\n\ndef", "\n\x0c\n\ndef");
    check_and_fix("form feed", form_feed.as_bytes(), 1);

    let long = format!("{LOOP}x = [{}]\n", "1, ".repeat(60_000));
    check_and_fix("a 180,000-character line", long.as_bytes(), 1);

    // Found by the fuzzer: the rank of `np.abs(np.abs(...))` was examined twice per level.
    let nested = format!(
        "import numpy as np\n\n\ndef f(x, n):\n    hits = {}np.zeros(n){}\n    for i in range(n):\n        k = int(x[i])\n        hits[k] += 1\n    return hits\n",
        "np.abs(".repeat(60),
        ")".repeat(60)
    );
    check_and_fix("60 nested NumPy calls", nested.as_bytes(), 1);
}

#[test]
fn a_pep_263_latin_1_file_is_checked_but_never_rewritten() {
    let latin = b"# -*- coding: latin-1 -*-\nimport numpy as np\n\n\ndef f(a, n):\n    for i in range(n):\n        a[i] = a[i] * 2.0  # \xe9\n    return a\n";
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("case.py");
    std::fs::write(&path, latin).unwrap();
    let (out, _, code) = run(dir.path(), &["check", "case.py"]);
    assert_eq!(code, 1);
    assert!(out.contains("case.py:7:9: R101"), "{out}");
    let (out, err, code) = run(dir.path(), &["fix", "--unsafe", "--apply", "case.py"]);
    assert_eq!(code, 2, "not written is an error: {out}{err}");
    assert_clean_stderr("latin-1", &err);
    assert!(format!("{out}{err}").contains("case.py"), "{out}{err}");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        latin,
        "a non-UTF-8 file is never rewritten"
    );
}

#[test]
fn a_20_megabyte_file_is_checked() {
    let mut big = String::from(LOOP);
    let block = "def g{k}(x):\n    y = x * 2.0 + 1.0\n    return y.sum()\n\n\n";
    let mut k = 0;
    while big.len() < 20 * 1024 * 1024 {
        big.push_str(&block.replace("{k}", &k.to_string()));
        k += 1;
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("big.py"), &big).unwrap();
    let (out, err, code) = run(dir.path(), &["check", "big.py"]);
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("big.py:6:9: R101"), "{out}");
    assert_clean_stderr("20 MB", &err);
}

#[test]
fn broken_inputs_give_one_line_errors_and_touch_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("good.py"), LOOP).unwrap();
    std::fs::write(root.join("syntax.py"), "import numpy as np\ndef f(:\n").unwrap();
    std::fs::write(root.join("bytes.py"), b"x = '\xff\xfe'\n").unwrap();
    std::fs::write(
        root.join("deep.py"),
        format!(
            "import numpy as np\nx = {}1{}\n",
            "(".repeat(5000),
            ")".repeat(5000)
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(root.join("loop_b.py"), root.join("loop_a.py")).unwrap();
        std::os::unix::fs::symlink(root.join("loop_a.py"), root.join("loop_b.py")).unwrap();
    }
    let before_syntax = std::fs::read(root.join("syntax.py")).unwrap();
    let (out, err, code) = run(root, &["fix", "--unsafe", "--apply", "."]);
    assert_eq!(code, 2, "{out}{err}");
    assert_clean_stderr("broken inputs", &err);
    let text = format!("{out}{err}");
    assert!(text.contains("syntax.py:2:7:"), "{text}");
    assert!(text.contains("bytes.py:1:6: E902 invalid UTF-8"), "{text}");
    #[cfg(unix)]
    assert!(text.contains("loop_a.py:1:1: E902"), "{text}");
    // One line per broken file: no multi-line dumps.
    for line in text.lines().filter(|l| l.contains("E90")) {
        assert!(line.len() < 300, "{line}");
    }
    assert_eq!(
        std::fs::read(root.join("syntax.py")).unwrap(),
        before_syntax
    );
    assert!(std::fs::read_to_string(root.join("good.py"))
        .unwrap()
        .contains("a[:n] = a[:n] * 2.0 + 1.0"));
    let leftovers: Vec<_> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");
}
