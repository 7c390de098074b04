//! Mutation fuzzer for cpn-fix (issue: reliability). It mutates real Python — the project's
//! fixtures, golden files, examples, and any other directory given — with line deletions,
//! duplications and swaps, truncation, token insertion, indentation damage, byte noise,
//! CRLF/BOM/tab conversions and deep nesting, then checks for every mutant:
//! - `check` does not panic;
//! - `fix` (safe and unsafe) does not panic, drops no fix as unparsable, and leaves a file that
//!   parses whenever the input parsed;
//! - fixing the fixed file again changes nothing (idempotent).
//!
//! One mutant in four is also wrapped into a notebook (cells cut at random lines, magics and shell
//! lines added, the JSON written in one of several styles): reading it, checking and fixing it
//! must not panic, and a fixed notebook must write back to JSON that reads back to the fixed code.
//!
//! Every failure is saved under `fuzz/crashes/` with what went wrong.
//!
//! Usage: cargo run --release --manifest-path fuzz/Cargo.toml -- [--seconds N] [--seed S] DIR...

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use cpn_fix::fix::apply::{fix_file, Outcome, Policy};
use cpn_fix::source::SourceFile;

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Fragments that steer mutants toward the shapes the detectors and recipes look at.
const TOKENS: &[&str] = &[
    "for i in range(n):\n",
    "for k in range(len(a)):\n",
    "while err > tol:\n",
    "if ",
    "else:\n",
    "elif ",
    "np.",
    "np.zeros(n)",
    "np.vectorize(",
    "lambda x: ",
    " if x > 0 else ",
    "float(",
    ".item()",
    "np.linalg.inv(",
    "np.linalg.norm(",
    "np.fft.fft(",
    "np.nonzero(",
    "np.where(",
    ".ravel()",
    "np.flipud(",
    "np.vstack([",
    "np.concatenate(",
    "[i]",
    "[i, j]",
    "[::2]",
    "[::-1]",
    "[1::2]",
    "[:, ::3]",
    "[...]",
    "a[i] = ",
    "x = x * ",
    " += ",
    "out=",
    "order=\"F\"",
    "dtype=object",
    "break\n",
    "continue\n",
    "return ",
    "print(",
    "def f(x):\n",
    "@np.vectorize\n",
    "(",
    ")",
    "[",
    "]",
    ":",
    ",",
    "\n",
    "    ",
    "\t",
    "\r\n",
    "\u{feff}",
    "#",
    "\"\"\"",
    "'",
    "\\",
    "é",
    "0",
    "1.5",
    "-1",
    "None",
    "lambda",
    "yield ",
    "async ",
    "await ",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.split_inclusive('\n').map(str::to_string).collect();
    if lines.is_empty() {
        lines.push(String::new());
    }
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let n = lines.len();
        let i = rng.below(n);
        match rng.below(12) {
            0 if n > 1 => {
                lines.remove(i);
            }
            1 => {
                let line = lines[i].clone();
                lines.insert(i, line);
            }
            2 => {
                let j = rng.below(n);
                lines.swap(i, j);
            }
            3 => {
                let line = &mut lines[i];
                let cut = char_boundary(line, rng.below(line.len() + 1));
                line.truncate(cut);
            }
            4..=6 => {
                let token = TOKENS[rng.below(TOKENS.len())];
                let line = &mut lines[i];
                let at = char_boundary(line, rng.below(line.len() + 1));
                line.insert_str(at, token);
            }
            7 => {
                let line = &mut lines[i];
                if rng.below(2) == 0 {
                    line.insert_str(0, &" ".repeat(1 + rng.below(8)));
                } else {
                    let trimmed = line.trim_start_matches(' ').to_string();
                    *line = trimmed;
                }
            }
            8 => {
                let line = &mut lines[i];
                if !line.is_empty() {
                    let at = char_boundary(line, rng.below(line.len()));
                    let byte = (32 + rng.below(95)) as u8 as char;
                    let end = char_boundary(line, at + 1).max(at);
                    line.replace_range(at..end, &byte.to_string());
                }
            }
            9 => {
                return whole_file(lines.concat(), rng);
            }
            10 => {
                let depth = 1 + rng.below(200);
                let line = &mut lines[i];
                let body = line.trim_end_matches('\n').to_string();
                if let Some(eq) = body.find(" = ") {
                    let (head, value) = body.split_at(eq + 3);
                    *line = format!(
                        "{head}{}{value}{}\n",
                        "np.abs(".repeat(depth),
                        ")".repeat(depth)
                    );
                }
            }
            _ => {
                let k = rng.below(n);
                let line = lines[k].clone();
                let j = rng.below(n + 1);
                lines.insert(j, line);
            }
        }
    }
    lines.concat()
}

fn whole_file(text: String, rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => text.replace('\n', "\r\n"),
        1 => format!("\u{feff}{text}"),
        2 => text.replace("    ", "\t"),
        _ => {
            let cut = char_boundary(&text, rng.below(text.len() + 1));
            text[..cut].to_string()
        }
    }
}

fn char_boundary(s: &str, mut at: usize) -> usize {
    at = at.min(s.len());
    while !s.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn parses(text: &str) -> bool {
    cpn_fix::checker::parse(&SourceFile::new("fuzz.py", text)).is_ok()
}

/// What went wrong with one mutant, if anything.
fn examine(text: &str) -> Option<String> {
    let file = SourceFile::new("fuzz.py", text);
    let parsed = parses(text);
    if catch_unwind(AssertUnwindSafe(|| {
        let _ = cpn_fix::checker::check_source(&file);
    }))
    .is_err()
    {
        return Some(format!("panic in check: {}", last_panic()));
    }
    for unsafe_fixes in [false, true] {
        let policy = Policy {
            unsafe_fixes,
            ..Policy::default()
        };
        let label = if unsafe_fixes { "fix --unsafe" } else { "fix" };
        let outcome = match catch_unwind(AssertUnwindSafe(|| fix_file(&file, &policy))) {
            Err(_) => return Some(format!("panic in {label}: {}", last_panic())),
            Ok(Err(_)) => continue,
            Ok(Ok(outcome)) => outcome,
        };
        if let Some(error) = outcome.internal_errors.first() {
            return Some(format!(
                "{label} derived a fix that does not parse: {error}"
            ));
        }
        if parsed && !parses(&outcome.fixed) {
            return Some(format!("{label} output does not parse"));
        }
        if outcome.fixed != text {
            let again = SourceFile::new("fuzz.py", outcome.fixed.clone());
            match catch_unwind(AssertUnwindSafe(|| fix_file(&again, &policy))) {
                Err(_) => return Some(format!("panic in the second {label}: {}", last_panic())),
                Ok(Ok(second)) if second.fixed != outcome.fixed => {
                    return Some(format!("{label} is not idempotent"))
                }
                _ => {}
            }
        }
    }
    None
}

/// Lines IPython accepts that Python does not.
const MAGICS: &[&str] = &[
    "%timeit x\n",
    "!pip list\n",
    "%matplotlib inline\n",
    "files = !ls\n",
    "np.sum?\n",
];

/// `text` as a notebook: code cells cut at random line boundaries (with magics and a markdown
/// cell mixed in), written as nbformat does or as other editors do.
fn as_notebook(text: &str, rng: &mut Rng) -> String {
    let mut cells: Vec<String> = Vec::new();
    let mut current = String::new();
    for line in text.split_inclusive('\n') {
        if !current.is_empty() && rng.below(12) == 0 {
            cells.push(std::mem::take(&mut current));
        }
        if rng.below(20) == 0 {
            current.push_str(MAGICS[rng.below(MAGICS.len())]);
        }
        current.push_str(line);
    }
    cells.push(current);
    if rng.below(5) == 0 {
        cells.insert(rng.below(cells.len() + 1), "%%time\nx = 1\n".to_string());
    }
    let as_lines = rng.below(4) != 0;
    let ascii = rng.below(3) == 0;
    let indent = if rng.below(3) == 0 { "  " } else { " " };
    let mut out = String::from("{\n");
    out.push_str(&format!("{indent}\"cells\": [\n"));
    let mut written: Vec<String> = Vec::new();
    for (k, cell) in cells.iter().enumerate() {
        let kind = if k == 1 && rng.below(4) == 0 {
            "markdown"
        } else {
            "code"
        };
        let source = if as_lines {
            let lines: Vec<String> = cell
                .split_inclusive('\n')
                .map(|l| {
                    format!(
                        "{indent}{indent}{indent}{}",
                        cpn_fix::notebook::json::quote(l, ascii)
                    )
                })
                .collect();
            format!("[\n{}\n{indent}{indent}]", lines.join(",\n"))
        } else {
            cpn_fix::notebook::json::quote(cell, ascii)
        };
        let extra = if kind == "code" {
            format!(
                "{indent}{indent}\"execution_count\": null,\n{indent}{indent}\"outputs\": [],\n"
            )
        } else {
            String::new()
        };
        written.push(format!(
            "{indent}{{\n{indent}{indent}\"cell_type\": \"{kind}\",\n{extra}{indent}{indent}\"metadata\": {{}},\n{indent}{indent}\"source\": {source}\n{indent}}}"
        ));
    }
    out.push_str(&written.join(",\n"));
    out.push_str(&format!("\n{indent}],\n{indent}\"metadata\": {{}},\n{indent}\"nbformat\": 4,\n{indent}\"nbformat_minor\": 5\n}}"));
    if rng.below(2) == 0 {
        out.push('\n');
    }
    out
}

/// What went wrong with one notebook mutant, if anything.
fn examine_notebook(json: &str) -> Option<String> {
    let path = Path::new("fuzz.ipynb");
    let file = match catch_unwind(AssertUnwindSafe(|| {
        cpn_fix::source::from_text(path, json.to_string())
    })) {
        Err(_) => return Some(format!("panic reading a notebook: {}", last_panic())),
        Ok(Err(_)) => return None,
        Ok(Ok(file)) => file,
    };
    if catch_unwind(AssertUnwindSafe(|| {
        let _ = cpn_fix::checker::check_source(&file);
    }))
    .is_err()
    {
        return Some(format!("panic in notebook check: {}", last_panic()));
    }
    if !file.broken_cells.is_empty() {
        return None;
    }
    let policy = Policy {
        unsafe_fixes: true,
        ..Policy::default()
    };
    let outcome = match catch_unwind(AssertUnwindSafe(|| fix_file(&file, &policy))) {
        Err(_) => return Some(format!("panic in notebook fix: {}", last_panic())),
        Ok(Err(_)) => return None,
        Ok(Ok(outcome)) => outcome,
    };
    if let Some(error) = outcome.internal_errors.first() {
        return Some(format!(
            "notebook fix derived a fix that does not parse: {error}"
        ));
    }
    notebook_write_back(&file, &outcome)
}

/// The fixed notebook renders, reads back to the fixed code, and is a fixpoint.
fn notebook_write_back(file: &SourceFile, outcome: &Outcome) -> Option<String> {
    if outcome.fixed == outcome.original {
        return None;
    }
    let cells = outcome.fixed_cells.as_ref().or(file.notebook.as_ref())?;
    let json = match catch_unwind(AssertUnwindSafe(|| cells.render(&outcome.fixed))) {
        Err(_) => return Some(format!("panic writing a notebook: {}", last_panic())),
        Ok(Err(e)) => return Some(format!("notebook write-back failed: {e}")),
        Ok(Ok(json)) => json,
    };
    let again = cpn_fix::source::from_text(Path::new("fuzz.ipynb"), json).ok()?;
    if again.text != outcome.fixed {
        return Some("the written notebook reads back differently".to_string());
    }
    let policy = Policy {
        unsafe_fixes: true,
        ..Policy::default()
    };
    match catch_unwind(AssertUnwindSafe(|| fix_file(&again, &policy))) {
        Err(_) => Some(format!(
            "panic in the second notebook fix: {}",
            last_panic()
        )),
        Ok(Ok(second)) if second.fixed != again.text => {
            Some("notebook fix is not idempotent".to_string())
        }
        _ => None,
    }
}

thread_local! {
    static LAST_PANIC: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

fn last_panic() -> String {
    LAST_PANIC.with(|p| p.borrow().clone())
}

fn seeds(dirs: &[PathBuf]) -> Vec<String> {
    let mut out = Vec::new();
    for dir in dirs {
        collect(dir, &mut out);
    }
    out
}

fn collect(path: &Path, out: &mut Vec<String>) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else {
            return;
        };
        let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for entry in entries {
            collect(&entry, out);
        }
    } else if path.extension().is_some_and(|e| e == "py") {
        if let Ok(text) = std::fs::read_to_string(path) {
            if text.len() < 200_000 {
                out.push(text);
            }
        }
    }
}

fn main() {
    let mut seconds = 60u64;
    let mut seed = 0x5eed_u64;
    let mut dirs = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seconds" => seconds = args.next().and_then(|v| v.parse().ok()).unwrap_or(seconds),
            "--seed" => seed = args.next().and_then(|v| v.parse().ok()).unwrap_or(seed),
            _ => dirs.push(PathBuf::from(arg)),
        }
    }
    std::panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        LAST_PANIC.with(|p| *p.borrow_mut() = format!("{at}: {message}"));
    }));
    let inputs = seeds(&dirs);
    if inputs.is_empty() {
        eprintln!("cpn-fix-fuzz: no .py files under {dirs:?}");
        std::process::exit(2);
    }
    let crashes = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("crashes");
    let mut rng = Rng(seed | 1);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let (mut runs, mut parsable, mut failures, mut notebooks) = (0u64, 0u64, 0u64, 0u64);
    let mut kinds: std::collections::BTreeMap<String, u64> = Default::default();
    while Instant::now() < deadline {
        let base = &inputs[rng.below(inputs.len())];
        let mutant = mutate(base, &mut rng);
        runs += 1;
        parsable += u64::from(parses(&mutant));
        let notebook = (rng.below(4) == 0).then(|| as_notebook(&mutant, &mut rng));
        notebooks += u64::from(notebook.is_some());
        let failure = match &notebook {
            Some(json) => examine_notebook(json).map(|what| (what, json.as_str(), "ipynb")),
            None => examine(&mutant).map(|what| (what, mutant.as_str(), "py")),
        };
        if let Some((what, input, extension)) = failure {
            failures += 1;
            let kind = what.split(':').next().unwrap_or("").to_string();
            *kinds.entry(kind).or_default() += 1;
            let _ = std::fs::create_dir_all(&crashes);
            let name = format!("{:016x}.{extension}", rng.next());
            let _ = std::fs::write(crashes.join(&name), input);
            eprintln!("FAIL {name}: {what}");
        }
    }
    println!(
        "cpn-fix-fuzz: {runs} executions ({parsable} parsable, {notebooks} as notebooks) from {} seed files in {seconds} s, seed {seed}: {failures} failures",
        inputs.len()
    );
    for (kind, count) in &kinds {
        println!("  {count:>6}  {kind}");
    }
    std::process::exit(i32::from(failures > 0));
}
