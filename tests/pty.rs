//! The interactive review in a real pseudo-terminal: single-key answers (no Enter), the screen as a
//! person sees it, `q` and Ctrl-C keeping what was accepted.

#![cfg(unix)]

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{native_pty_system, CommandBuilder, PtySize};

/// The review fixtures' loops and an in-place candidate.
const MODULE: &str = concat!(
    include_str!("fixtures/review/loops.py"),
    "\n\ndef decay(n, steps):\n    x = np.ones(n)\n    for t in range(steps):\n        x = x * 0.5\n    return x\n"
);

struct Screen {
    text: Arc<Mutex<String>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
}

impl Screen {
    fn start(dir: &std::path::Path, args: &[&str]) -> Screen {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: 50,
                cols: 160,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_cpn-fix"));
        cmd.args(args);
        cmd.cwd(dir);
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        let child = pair.slave.spawn_command(cmd).unwrap();
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().unwrap();
        let text = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&text);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let writer = pair.master.take_writer().unwrap();
        // The master must outlive the child; leak it for the test's duration.
        std::mem::forget(pair.master);
        Screen {
            text,
            writer,
            child,
        }
    }

    /// What is on screen so far, without colour and cursor escapes.
    fn plain(&self) -> String {
        strip_escapes(&self.text.lock().unwrap())
    }

    fn wait_for(&self, needle: &str, count: usize) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.plain().matches(needle).count() < count {
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {needle:?} ×{count}; screen:\n{}",
                self.plain()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn key(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).unwrap();
        self.writer.flush().unwrap();
    }

    fn exit_code(&mut self) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.exit_code();
            }
            assert!(Instant::now() < deadline, "did not exit:\n{}", self.plain());
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn strip_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            if chars.peek() == Some(&'[') {
                chars.next();
                for d in chars.by_ref() {
                    if d.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            continue;
        }
        if c != '\r' {
            out.push(c);
        }
    }
    out
}

const PROMPT: &str = "Apply this fix? [y,n,a,d,s,e,u,q,?,Tab]";

#[test]
fn y_then_q_in_a_terminal_keeps_the_accepted_fix_only() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("m.py"), MODULE).unwrap();
    let mut screen = Screen::start(dir.path(), &["--interactive", "m.py"]);
    screen.wait_for(PROMPT, 1);
    let first = screen.plain();
    assert!(
        first.starts_with(
            "Verdict now: SIGNIFICANT REFACTOR (2 blocks and 1 refactor findings in 1 file)"
        ),
        "{first}"
    );
    assert!(first.contains("m.py:7 R101 · RR-loop · safe"), "{first}");
    assert!(first.contains("+    a[:n] = a[:n] * 2.0 + 1.0"), "{first}");
    assert!(
        screen.text.lock().unwrap().contains("\u{1b}[32m+"),
        "the diff is coloured on a terminal"
    );
    screen.key(b"y");
    screen.wait_for(PROMPT, 2);
    screen.key(b"q");
    assert_eq!(screen.exit_code(), 1);
    let last = screen.plain();
    assert!(
        last.contains(
            "m.py: SIGNIFICANT REFACTOR → LIGHT REFACTOR (fixed R101; remaining R105, R202)"
        ),
        "{last}"
    );
    assert!(
        last.contains("Codebase verdict: SIGNIFICANT REFACTOR → LIGHT REFACTOR"),
        "{last}"
    );
    let text = std::fs::read_to_string(dir.path().join("m.py")).unwrap();
    assert!(text.contains("a[:n] = a[:n] * 2.0 + 1.0"), "{text}");
    assert!(
        !text.contains("CHECK_EVERY") && text.contains("x = x * 0.5"),
        "{text}"
    );
}

#[test]
fn ctrl_c_at_a_prompt_keeps_what_was_accepted_and_half_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("m.py"), MODULE).unwrap();
    let mut screen = Screen::start(dir.path(), &["--interactive", "--color", "never", "m.py"]);
    screen.wait_for(PROMPT, 1);
    screen.key(b"n");
    screen.wait_for(PROMPT, 2);
    screen.key(b"y");
    screen.wait_for(PROMPT, 3);
    screen.key(b"\x03");
    screen.exit_code();
    let last = screen.plain();
    assert!(last.contains("Codebase verdict:"), "{last}");
    let text = std::fs::read_to_string(dir.path().join("m.py")).unwrap();
    assert!(
        text.contains("s % CHECK_EVERY == 0 and np.max(u) < tol"),
        "{text}"
    );
    assert!(
        text.contains("for i in range(n):") && text.contains("x = x * 0.5"),
        "{text}"
    );
    assert!(ruff_python_parser::parse_module(&text).is_ok());
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(leftovers, ["m.py"], "no temporary file left behind");
}
