//! The interactive review driven end to end through the binary with scripted answers on stdin (one
//! per line), covering every key; and one session run in memory with a test decider.

use std::collections::HashMap;
use std::path::Path;

mod common;

/// Two functions with fixes: an element loop (safe) and a sync in a loop (unsafe).
const LOOPS: &str = include_str!("fixtures/review/loops.py");

const STACKS: &str = "import numpy as np


def table(strikes, spot):
    rows = np.empty((0, 2))
    for k in strikes:
        rows = np.vstack([rows, [k, max(spot - k, 0.0)]])
    return rows


def decay(n, steps):
    x = np.ones(n)
    for t in range(steps):
        x = x * 0.5
    return x
";

const LOOP_FIXED: &str = "    a[:n] = a[:n] * 2.0 + 1.0\n";
const SYNC_FIXED: &str = "s % CHECK_EVERY == 0 and np.max(u) < tol";
const STACK_FIXED: &str = "rows_parts.append([k, max(spot - k, 0.0)])";
const STACK_PREALLOCATED: &str = "rows_full[rows_row] = [k, max(spot - k, 0.0)]";
const INPLACE_FIXED: &str = "np.multiply(x, 0.5, out=x)";

struct Project {
    dir: tempfile::TempDir,
}

impl Project {
    fn new(files: &[(&str, &str)]) -> Project {
        let dir = tempfile::tempdir().unwrap();
        for (name, text) in files {
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        Project { dir }
    }

    fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.dir.path().join(name)).unwrap()
    }

    /// Runs `cpn-fix ARGS` with `answers` on stdin; (stdout, stderr, exit code).
    fn review(&self, args: &[&str], answers: &str, envs: &[(&str, &str)]) -> (String, String, i32) {
        common::run_with_stdin(self.dir.path(), args, answers, envs)
    }
}

fn two_files() -> Project {
    Project::new(&[("a.py", LOOPS), ("b.py", STACKS)])
}

#[test]
fn y_then_q_keeps_the_accepted_fix_and_writes_nothing_else() {
    let p = two_files();
    let (out, _, code) = p.review(&["--interactive", "."], "y\nq\n", &[]);
    assert!(
        out.starts_with(
            "Verdict now: SIGNIFICANT REFACTOR (2 blocks and 2 refactor findings in 2 files)\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("\na.py:7 R101 · RR-loop · safe\n  why: element loop over `i`"),
        "{out}"
    );
    assert!(
        out.contains("--- a/a.py\n+++ b/a.py\n@@ -3,8 +3,7 @@\n"),
        "{out}"
    );
    assert!(out.contains("\na.py:13 R105 · RR-sync · unsafe\n"), "{out}");
    assert!(
        out.contains("  may change: tests and logs run every CHECK_EVERY iterations"),
        "{out}"
    );
    assert!(
        out.contains("a.py: SIGNIFICANT REFACTOR → LIGHT REFACTOR (fixed R101; remaining R105)\n"),
        "{out}"
    );
    assert!(
        out.contains("RR-loop                   1           0\ntotal                     1           0\nFiles changed: 1\n  a.py\n"),
        "{out}"
    );
    assert!(
        out.ends_with("Codebase verdict: SIGNIFICANT REFACTOR → LIGHT REFACTOR\n  Gate 3 (Workload shape): fail → uncertain — 1 BLOCKS finding in at most one hot region\n"),
        "{out}"
    );
    assert!(!out.contains("b.py:7"), "quit before b.py: {out}");
    assert_eq!(code, 1, "blocks/refactor findings remain");
    let a = p.read("a.py");
    assert!(a.contains(LOOP_FIXED) && !a.contains("CHECK_EVERY"), "{a}");
    assert_eq!(p.read("b.py"), STACKS);
}

#[test]
fn n_everywhere_writes_nothing_and_counts_the_skips() {
    let p = two_files();
    let (out, _, code) = p.review(&["--interactive", "."], "n\nn\nn\nn\n", &[]);
    assert_eq!(p.read("a.py"), LOOPS);
    assert_eq!(p.read("b.py"), STACKS);
    assert!(
        out.contains("RR-inplace                0           1\nRR-loop                   0           1\nRR-stack                  0           1\nRR-sync                   0           1\ntotal                     0           4\nFiles changed: none.\n"),
        "{out}"
    );
    assert!(out.contains("a.py: unchanged\n") && out.contains("b.py: unchanged\n"));
    assert_eq!(code, 1);
}

#[test]
fn accepting_everything_reaches_ready_and_exits_0() {
    let p = two_files();
    let (out, _, code) = p.review(&["fix", "--interactive", "."], "y\ny\ny\ny\n", &[]);
    assert!(
        out.contains("b.py: LIGHT REFACTOR → READY (fixed R202, R203; no blocks or refactor findings left)\n"),
        "{out}"
    );
    assert!(
        out.contains("Codebase verdict: SIGNIFICANT REFACTOR → READY\n  Gate 3 (Workload shape): fail → pass"),
        "{out}"
    );
    assert_eq!(code, 0, "{out}");
    let (a, b) = (p.read("a.py"), p.read("b.py"));
    assert!(a.contains(LOOP_FIXED) && a.contains(SYNC_FIXED), "{a}");
    assert!(b.contains(STACK_FIXED) && b.contains(INPLACE_FIXED), "{b}");
    assert_parses(&a);
    assert_parses(&b);
}

#[test]
fn a_accepts_every_later_fix_of_the_recipe_and_d_skips_them() {
    let p = Project::new(&[("a.py", LOOPS), ("c.py", LOOPS)]);
    let (out, _, _) = p.review(&["--interactive", "."], "a\nd\n", &[]);
    assert!(
        out.contains(
            "c.py:7 R101 Vectorize the element loop: accepted (RR-loop was answered `a`)\n"
        ),
        "{out}"
    );
    assert_eq!(out.matches("· RR-sync · unsafe").count(), 1, "{out}");
    assert!(
        out.contains(
            "RR-loop                   2           0\nRR-sync                   0           2\n"
        ),
        "{out}"
    );
    for name in ["a.py", "c.py"] {
        let text = p.read(name);
        assert!(
            text.contains(LOOP_FIXED) && !text.contains("CHECK_EVERY"),
            "{text}"
        );
    }
}

#[test]
fn s_skips_the_rest_of_the_file_and_moves_to_the_next() {
    let p = two_files();
    let (out, _, _) = p.review(&["--interactive", "."], "s\ny\nq\n", &[]);
    assert_eq!(p.read("a.py"), LOOPS);
    assert!(p.read("b.py").contains(STACK_FIXED));
    assert!(
        !out.contains("a.py:14 R105"),
        "the RR-sync fix was skipped with the file: {out}"
    );
    assert!(
        out.contains("RR-loop                   0           1\nRR-stack                  1           0\nRR-sync                   0           1\n"),
        "{out}"
    );
}

#[test]
fn u_undoes_the_last_decision_in_the_file() {
    let p = two_files();
    let (out, _, _) = p.review(&["--interactive", "a.py"], "y\nu\nn\nu\nu\nq\n", &[]);
    assert_eq!(
        out.matches("\na.py:7 R101 · RR-loop · safe\n").count(),
        3,
        "shown, then again after each undo: {out}"
    );
    assert!(out.contains("Undone.\n"), "{out}");
    assert!(out.contains("Nothing to undo in this file.\n"), "{out}");
    assert_eq!(p.read("a.py"), LOOPS, "the accepted fix was undone");
}

#[test]
fn e_opens_the_editor_at_the_fix_line_and_rechecks_the_file() {
    let p = two_files();
    let editor = p.dir.path().join("editor.sh");
    std::fs::write(
        &editor,
        "#!/bin/sh\necho \"$1 $2\" > \"$(dirname \"$2\")/editor.log\"\nsed -i 's/if np.max(u) < tol:/if steps < 0:/' \"$2\"\n",
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&editor, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let (out, _, _) = p.review(
        &["--interactive", "a.py"],
        "y\ne\n",
        &[("VISUAL", ""), ("EDITOR", editor.to_str().unwrap())],
    );
    let log = std::fs::read_to_string(p.dir.path().join("editor.log")).unwrap();
    assert_eq!(
        log.trim(),
        "+13 a.py",
        "opened at the R105 line (line 13 once the loop fix is in)"
    );
    assert!(out.contains("a.py: re-checked after editing"), "{out}");
    let a = p.read("a.py");
    assert!(
        a.contains(LOOP_FIXED),
        "the fix accepted before editing was written: {a}"
    );
    assert!(a.contains("if steps < 0:"), "{a}");
    assert!(
        out.contains("a.py: SIGNIFICANT REFACTOR → READY (fixed R101, R105; no blocks or refactor findings left)"),
        "{out}"
    );
}

#[test]
fn tab_shows_the_next_alternative_and_y_applies_the_one_shown() {
    let p = two_files();
    let (out, _, _) = p.review(&["--interactive", "b.py"], "tab\ny\nn\n", &[]);
    assert!(
        out.contains("  alternative 1 of 2 (Tab shows the next)\n"),
        "{out}"
    );
    assert!(out.contains("b.py:7 R203 · RR-stack · unsafe\n"), "{out}");
    assert!(
        out.contains("  alternative 2 of 2 (Tab shows the next)\n"),
        "{out}"
    );
    let b = p.read("b.py");
    assert!(
        b.contains(STACK_PREALLOCATED) && !b.contains(STACK_FIXED),
        "{b}"
    );
    let p = two_files();
    let (out, _, _) = p.review(&["--interactive", "a.py"], "tab\nq\n", &[]);
    assert!(
        out.contains("This recipe offers one rewrite here.\n"),
        "{out}"
    );
}

#[test]
fn question_mark_explains_and_unknown_answers_list_the_keys() {
    let p = two_files();
    let (out, _, _) = p.review(&["--interactive", "a.py"], "?\nwhat\nq\n", &[]);
    assert!(out.contains("R101 (element-loop) [blocks]"), "{out}");
    assert!(out.contains("# RR-loop"), "the recipe document: {out}");
    assert_eq!(
        out.matches("u - undo the last decision in this file")
            .count(),
        2
    );
    assert_eq!(p.read("a.py"), LOOPS);
}

#[test]
fn end_of_input_quits_keeping_what_was_accepted() {
    let p = two_files();
    let (out, _, _) = p.review(&["--interactive", "."], "y\n", &[]);
    assert!(p.read("a.py").contains(LOOP_FIXED));
    assert_eq!(p.read("b.py"), STACKS);
    assert!(out.contains("Codebase verdict:"), "{out}");
}

#[test]
fn colour_context_and_selection() {
    let p = two_files();
    let (out, _, _) = p.review(&["--interactive", "--color", "always", "a.py"], "q\n", &[]);
    assert!(
        out.contains("\u{1b}[32m+    a[:n] = a[:n] * 2.0 + 1.0"),
        "{out}"
    );
    let (out, _, _) = p.review(&["--interactive", "a.py"], "q\n", &[]);
    assert!(
        !out.contains('\u{1b}'),
        "no colour when stdout is not a terminal"
    );
    let (out, _, _) = p.review(&["--interactive", "--context", "1", "a.py"], "q\n", &[]);
    assert!(out.contains("@@ -5,4 +5,3 @@\n"), "{out}");
    let (out, _, _) = p.review(
        &["--interactive", "--select", "RR-inplace", "."],
        "y\n",
        &[],
    );
    assert!(out.contains("b.py:14 R202 · RR-inplace · safe"), "{out}");
    assert!(!out.contains("RR-loop"), "{out}");
    assert!(
        !out.contains("a.py: unchanged"),
        "nothing was reviewed in a.py: {out}"
    );
}

#[test]
fn files_that_do_not_parse_are_named_and_exit_2() {
    let p = Project::new(&[("a.py", LOOPS), ("broken.py", "def f(:\n")]);
    let (out, _, code) = p.review(&["--interactive", "."], "y\nq\n", &[]);
    assert!(out.starts_with("broken.py:1:7: E999 syntax error"), "{out}");
    assert!(p.read("a.py").contains(LOOP_FIXED));
    assert_eq!(code, 2);
}

fn assert_parses(text: &str) {
    assert!(
        ruff_python_parser::parse_module(text).is_ok(),
        "does not parse:\n{text}"
    );
}

/// The session itself, with no terminal and no disk: a list of answers and an in-memory store.
#[test]
fn a_session_runs_in_memory_with_a_test_decider() {
    use cpn_fix::review::{Answers, Decision, ReviewFile, Session, SessionOptions, Workspace};

    #[derive(Default)]
    struct Memory {
        files: HashMap<String, String>,
    }
    impl Workspace for Memory {
        fn write(&mut self, file: &ReviewFile, original: &str, fixed: &str) -> Result<(), String> {
            let current = self.files.get(&file.display).map(String::as_str);
            if current.unwrap_or(&file.text) != original {
                return Err("changed on disk".into());
            }
            self.files.insert(file.display.clone(), fixed.to_string());
            Ok(())
        }
        fn edit(&mut self, _: &ReviewFile, _: usize) -> Result<String, String> {
            Err("no editor here".into())
        }
    }
    let files = vec![("a.py", LOOPS), ("b.py", STACKS)]
        .into_iter()
        .map(|(name, text)| ReviewFile {
            path: Path::new(name).to_path_buf(),
            display: name.to_string(),
            text: text.to_string(),
            selection: Default::default(),
            declared_encoding: None,
            cells: None,
        })
        .collect();
    let mut decider = Answers::new([
        Decision::Skip,
        Decision::Accept,
        Decision::NextAlternative,
        Decision::Accept,
        Decision::Skip,
    ]);
    let mut memory = Memory::default();
    let mut screen = Vec::new();
    let options = SessionOptions {
        context: 3,
        color: false,
        policy: Default::default(),
        flags: Default::default(),
    };
    let manifest = cpn_fix::assess::manifest::Manifest::embedded();
    let outcome = Session::new(options, &manifest, &mut decider, &mut memory, &mut screen)
        .run(files, Vec::new());
    assert_eq!(decider.remaining(), 0);
    assert_eq!(outcome.files_changed, ["a.py", "b.py"]);
    assert!(memory.files["a.py"].contains(SYNC_FIXED));
    assert!(!memory.files["a.py"].contains(LOOP_FIXED));
    assert!(memory.files["b.py"].contains(STACK_PREALLOCATED));
    assert!(!memory.files["b.py"].contains(INPLACE_FIXED));
    assert_eq!(outcome.actionable_left, 2, "R101 in a.py, R202 in b.py");
    assert!(!outcome.quit);
    let screen = String::from_utf8(screen).unwrap();
    assert!(
        screen.contains("b.py: still LIGHT REFACTOR (fixed R203; remaining R202)\n"),
        "{screen}"
    );
}

/// Two identical rewrites in one file are two decisions: skipping the first does not skip the
/// second, and accepting the first does not mark the second as decided.
#[test]
fn identical_rewrites_in_two_places_are_asked_about_separately() {
    let twice = "import numpy as np\n\n\ndef f(a: np.ndarray):\n    for i in range(len(a)):\n        a[i] = a[i] * 2.0\n    return a\n\n\ndef g(a: np.ndarray):\n    for i in range(len(a)):\n        a[i] = a[i] * 2.0\n    return a\n";
    let p = Project::new(&[("t.py", twice)]);
    let (out, _, _) = p.review(&["--interactive", "t.py"], "n\ny\n", &[]);
    assert_eq!(out.matches("· RR-loop · safe").count(), 2, "{out}");
    let t = p.read("t.py");
    assert!(
        t.contains("def f(a: np.ndarray):\n    for i in range(len(a)):"),
        "{t}"
    );
    assert!(
        t.contains("def g(a: np.ndarray):\n    a[:] = a * 2.0\n"),
        "{t}"
    );
    let p = Project::new(&[("t.py", twice)]);
    let (out, _, _) = p.review(&["--interactive", "t.py"], "y\nn\n", &[]);
    assert_eq!(out.matches("· RR-loop · safe").count(), 2, "{out}");
    let t = p.read("t.py");
    assert!(
        t.contains("def f(a: np.ndarray):\n    a[:] = a * 2.0\n"),
        "{t}"
    );
    assert!(
        t.contains("def g(a: np.ndarray):\n    for i in range(len(a)):"),
        "{t}"
    );
}

/// Skipping one of two fixes on the same line stays a skip after the other one, accepted, has
/// rewritten that line (it was asked about again).
#[test]
fn a_skip_survives_another_fix_rewriting_its_line() {
    let pool = "import numpy as np\n\n\ndef pool(img):\n    img = np.asarray(img)\n    return img[::2, ::2] + img[1::2, 1::2]\n";
    let p = Project::new(&[("p.py", pool)]);
    let (out, _, code) = p.review(&["--interactive", "p.py"], "n\ny\ny\ny\n", &[]);
    assert_eq!(out.matches("· RR-stride · safe").count(), 2, "{out}");
    let t = p.read("p.py");
    assert!(t.contains("return img[::2, ::2] + img["), "{t}");
    assert!(
        t.contains("np.arange(1, len(img), 2)[:, None], np.arange(1, img.shape[1], 2)"),
        "{t}"
    );
    assert_eq!(code, 1, "a blocks finding is left");
}

/// The review and the batch start from the same verdict as `assess`: syncs reached through calls
/// into other files count there too.
#[test]
fn review_and_batch_verdicts_see_the_codebase_call_graph() {
    let fixture = common::root().join("tests/fixtures/calls");
    let (md, _, _) = common::run_in(&fixture, &["assess", "."], &[]);
    assert!(md.contains("**SIGNIFICANT REFACTOR**"), "{md}");
    let p = Project::new(&[]);
    copy_dir(&fixture, p.dir.path());
    let (out, _, _) = p.review(&["--interactive", "."], "q\n", &[]);
    assert!(
        out.starts_with(
            "Verdict now: SIGNIFICANT REFACTOR (3 blocks and 0 refactor findings in 5 files)"
        ),
        "{out}"
    );
    let (out, _, _) = p.review(&["fix", "--apply", "."], "", &[]);
    assert!(
        out.contains("Codebase verdict: still SIGNIFICANT REFACTOR"),
        "{out}"
    );
}

/// Syncs on values another file's function returns are offered in the review too, confirmed
/// against the codebase's call graph.
#[test]
fn returned_value_syncs_are_reviewed() {
    let p = Project::new(&[]);
    copy_dir(
        &common::root().join("tests/fixtures/calls_returns"),
        p.dir.path(),
    );
    let (out, _, _) = p.review(&["--interactive", "."], "y\ny\ny\ny\ny\n", &[]);
    // The guard on `host_change(...) < tol` (reported at its sync, line 14) is offered first and
    // adds the CHECK_EVERY constant (two lines): the test at line 27 moves to 29.
    assert!(
        out.contains("heat/monitor.py:14 R104 · RR-sync · unsafe"),
        "{out}"
    );
    assert!(
        out.contains("heat/monitor.py:29 R105 · RR-sync · unsafe"),
        "{out}"
    );
    assert!(
        out.contains("heat/monitor.py:64 R105 · RR-sync · unsafe"),
        "{out}"
    );
    assert!(
        out.contains("heat/solver.py:25 R105 · RR-sync · unsafe"),
        "{out}"
    );
    assert!(
        out.contains("heat/solver.py: LIGHT REFACTOR → READY (fixed R105"),
        "{out}"
    );
    assert!(p
        .read("heat/solver.py")
        .contains("            if step % CHECK_EVERY == 0 and delta < tol:\n"));
}

/// A sync in a helper the loop calls (`e = energy(u, f)`, `energy` ending in `float(...)`) is
/// offered in the review with its fix in the calling loop; accepting it leaves nothing to fix.
#[test]
fn syncs_in_helpers_called_from_a_loop_are_reviewed() {
    let golden = common::root().join("golden/RR-sync/unsafe_through_a_call.before.py");
    let source = std::fs::read_to_string(&golden).unwrap();
    let p = Project::new(&[("tv.py", &source)]);
    let (out, _, code) = p.review(&["--interactive", "tv.py"], "y\n", &[]);
    assert!(out.contains("tv.py:7 R104 · RR-sync · unsafe"), "{out}");
    assert!(
        out.contains("tv.py: LIGHT REFACTOR → READY (fixed R104"),
        "{out}"
    );
    assert_eq!(code, 0, "{out}");
    let after = std::fs::read_to_string(golden.with_file_name("unsafe_through_a_call.after.py"));
    assert_eq!(p.read("tv.py"), after.unwrap());
}

fn copy_dir(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// RR-batch's reduction over a stack of unknown rank offers the exact `axis=tuple(...)` form and,
/// as its alternative, `axis=1`; Tab then y writes the alternative.
#[test]
fn a_batched_reduction_offers_the_two_d_form_as_an_alternative() {
    let p = Project::new(&[(
        "stats.py",
        "import numpy as np\n\n\ndef row_means(arr):\n    arr = np.asarray(arr)\n    means = []\n    for row in arr:\n        means.append(row.mean())\n    return means\n",
    )]);
    let (out, _, _) = p.review(&["--interactive", "stats.py"], "tab\ny\n", &[]);
    assert!(out.contains("stats.py:7 R103 · RR-batch · unsafe"), "{out}");
    assert!(
        out.contains("  alternative 2 of 2 (Tab shows the next)\n"),
        "{out}"
    );
    let text = p.read("stats.py");
    assert!(
        text.contains("    means.extend(arr.mean(axis=1))\n") && !text.contains("for row"),
        "{text}"
    );
    assert_parses(&text);
}
