//! Property tests over generated element-loop programs (issue: reliability). For every generated
//! program, safe and unsafe fixing: (a) every line outside the rewritten loop is unchanged,
//! (b) the output parses, (c) fixing again changes nothing; and (d) the safe rewrites compute the
//! same results under NumPy — the generated pairs run through tests/differential.py when
//! `CPN_FIX_PYTHON` names a Python with NumPy.

use std::process::Command;

use cpn_fix::fix::apply::{fix_file, Policy};
use cpn_fix::source::SourceFile;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

mod common;

/// An elementwise expression over `a[i]`, `b[i]` and constants.
fn expression() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("a[i]".to_string()),
        Just("b[i]".to_string()),
        (1u8..9).prop_map(|k| format!("{k}.0")),
        (1u8..5).prop_map(|k| format!("0.{k}")),
    ];
    leaf.prop_recursive(3, 12, 2, |inner| {
        prop_oneof![
            (
                inner.clone(),
                inner.clone(),
                prop_oneof![Just("+"), Just("-"), Just("*")]
            )
                .prop_map(|(l, r, op)| format!("({l} {op} {r})")),
            inner.clone().prop_map(|e| format!("np.sqrt(abs({e}))")),
            (
                inner.clone(),
                inner.clone(),
                inner.clone(),
                prop_oneof![Just(">"), Just("<"), Just(">=")]
            )
                .prop_map(|(c, t, f, op)| format!("({t} if {c} {op} 0.5 else {f})")),
        ]
    })
}

/// A module with a prefix, one element loop writing `out[i]`, and a suffix.
fn program() -> impl Strategy<Value = (String, String, String)> {
    (expression(), any::<bool>(), 0u8..3).prop_map(|(e, two_statements, prefix)| {
        let head = format!(
            "import numpy as np\n\nSCALE = {prefix}  # stays\n\n\ndef kernel(a, b, n):\n    a = np.asarray(a, dtype=np.float64)\n    b = np.asarray(b, dtype=np.float64)\n    out = np.zeros(n)\n"
        );
        let mut body = format!("    for i in range(n):\n        out[i] = {e}\n");
        if two_statements {
            body.push_str("        b[i] = out[i] * 0.5\n");
        }
        let tail = "    return out, b\n\n\ndef _inputs(rng):\n    return [(\"kernel\", (rng.normal(size=32), rng.normal(size=32), 32))]\n".to_string();
        (head, body, tail)
    })
}

fn parses(text: &str) -> bool {
    cpn_fix::checker::parse(&SourceFile::new("p.py", text)).is_ok()
}

fn policy(unsafe_fixes: bool) -> Policy {
    Policy {
        unsafe_fixes,
        ..Policy::default()
    }
}

#[test]
fn generated_loops_keep_bytes_parse_and_reach_a_fixpoint() {
    let mut runner = TestRunner::new(Config {
        cases: 300,
        ..Config::default()
    });
    let differential = tempfile::tempdir().unwrap();
    let pairs = differential.path().join("RR-gen");
    std::fs::create_dir_all(&pairs).unwrap();
    let written = std::cell::Cell::new(0);
    runner
        .run(&program(), |(head, body, tail)| {
            let text = format!("{head}{body}{tail}");
            for unsafe_fixes in [false, true] {
                let file = SourceFile::new("p.py", text.clone());
                let fixed = fix_file(&file, &policy(unsafe_fixes)).unwrap().fixed;
                prop_assert!(
                    fixed.starts_with(&head),
                    "bytes before the loop changed:\n{fixed}"
                );
                prop_assert!(
                    fixed.ends_with(&tail),
                    "bytes after the loop changed:\n{fixed}"
                );
                prop_assert!(parses(&fixed), "does not parse:\n{fixed}");
                let again = fix_file(
                    &SourceFile::new("p.py", fixed.clone()),
                    &policy(unsafe_fixes),
                )
                .unwrap()
                .fixed;
                prop_assert_eq!(&again, &fixed, "not idempotent");
                if !unsafe_fixes && fixed != text {
                    let n = written.get();
                    written.set(n + 1);
                    std::fs::write(pairs.join(format!("gen_{n}.before.py")), &text).unwrap();
                    std::fs::write(pairs.join(format!("gen_{n}.after.py")), &fixed).unwrap();
                }
            }
            Ok(())
        })
        .unwrap();
    assert!(
        written.get() > 50,
        "too few safe rewrites generated: {}",
        written.get()
    );
    let Some(python) = std::env::var_os("CPN_FIX_PYTHON") else {
        eprintln!("CPN_FIX_PYTHON not set: the generated safe rewrites were not run under NumPy");
        return;
    };
    let out = Command::new(python)
        .arg(common::root().join("tests/differential.py"))
        .arg(differential.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    eprintln!("generated safe rewrites: {}; {stdout}", written.get());
    assert!(stdout.contains(" 0 failed"), "{stdout}");
    let passed: usize = stdout
        .split("differential: ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(
        passed >= written.get(),
        "every generated pair runs under NumPy: {stdout}"
    );
}
