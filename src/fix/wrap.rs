//! Keeping generated code readable: a generated line longer than the file's line length is
//! wrapped the way Black would start to — the trailing bracket's contents on their own indented
//! line, then, if that is still too long, one argument per line with a trailing comma. Only text
//! the edit owns is touched, and only lines the edit runs to the end of.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use ruff_diagnostics::Edit;
use ruff_text_size::{Ranged, TextRange};

/// Black's and Ruff's default.
pub const DEFAULT_LINE_LENGTH: usize = 88;

/// `line-length` of `[tool.ruff]` (or `[tool.black]`) in the nearest `pyproject.toml` holding
/// one, else 88. Cached per directory.
pub fn line_length_for(file: &Path) -> usize {
    static CACHE: Mutex<Option<HashMap<PathBuf, usize>>> = Mutex::new(None);
    let dir = crate::config::absolute(file)
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    if let Some(hit) = CACHE
        .lock()
        .ok()
        .and_then(|c| c.as_ref().and_then(|m| m.get(&dir).copied()))
    {
        return hit;
    }
    let found = dir
        .ancestors()
        .find_map(|d| configured_line_length(&d.join("pyproject.toml")))
        .unwrap_or(DEFAULT_LINE_LENGTH);
    if let Ok(mut cache) = CACHE.lock() {
        cache.get_or_insert_with(HashMap::new).insert(dir, found);
    }
    found
}

fn configured_line_length(pyproject: &Path) -> Option<usize> {
    let text = std::fs::read_to_string(pyproject).ok()?;
    let value: toml::Value = toml::from_str(&text).ok()?;
    let tool = value.get("tool")?;
    ["ruff", "black"].iter().find_map(|name| {
        tool.get(name)?
            .get("line-length")?
            .as_integer()
            .and_then(|n| usize::try_from(n).ok())
    })
}

/// `edits` with every over-long generated line wrapped.
pub fn wrap_edits(text: &str, edits: &[Edit], limit: usize, unit: &str) -> Vec<Edit> {
    edits
        .iter()
        .map(|edit| match wrap_edit(text, edit, limit, unit) {
            Some(content) => Edit::range_replacement(content, edit.range()),
            None => edit.clone(),
        })
        .collect()
}

/// The edit's content with long lines wrapped, or `None` when nothing changes.
fn wrap_edit(text: &str, edit: &Edit, limit: usize, unit: &str) -> Option<String> {
    let content = edit.content()?;
    let range: TextRange = edit.range();
    let line_start = text[..range.start().to_usize()]
        .rfind(['\n', '\r'])
        .map_or(0, |i| i + 1);
    let prefix = &text[line_start..range.start().to_usize()];
    let rest_of_line = text[range.end().to_usize()..]
        .split(['\n', '\r'])
        .next()
        .unwrap_or("");
    let lines = lines_inclusive(content);
    let mut changed = false;
    let mut out = String::with_capacity(content.len());
    for (i, raw) in lines.iter().enumerate() {
        let (line, ending) = split_ending(raw);
        let lead = if i == 0 { prefix } else { "" };
        let last = i + 1 == lines.len() && ending.is_empty();
        // The edit must own the end of the line (nothing after it but the line break).
        let owns_end = !last || rest_of_line.trim().is_empty();
        let full = format!("{lead}{line}");
        if owns_end && width(&full) > limit {
            let nl = if ending.is_empty() {
                ending_of(text)
            } else {
                ending
            };
            if let Some(wrapped) = wrap_line(&full, lead.len(), limit, unit, nl) {
                out.push_str(&wrapped[lead.len()..]);
                out.push_str(ending);
                changed = true;
                continue;
            }
        }
        out.push_str(raw);
    }
    changed.then_some(out)
}

/// The lines of `content` with their endings: `\r\n`, `\n`, or a bare `\r` (a file whose first
/// line break is `\r` gets generated lines joined with it).
fn lines_inclusive(content: &str) -> Vec<&str> {
    let bytes = content.as_bytes();
    let mut lines = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let end = match bytes[i] {
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => i + 2,
            b'\r' | b'\n' => i + 1,
            _ => {
                i += 1;
                continue;
            }
        };
        lines.push(&content[start..end]);
        start = end;
        i = end;
    }
    if start < content.len() {
        lines.push(&content[start..]);
    }
    lines
}

fn split_ending(line: &str) -> (&str, &str) {
    let body = line.trim_end_matches(['\n', '\r']);
    (body, &line[body.len()..])
}

fn ending_of(text: &str) -> &'static str {
    if text.contains("\r\n") {
        "\r\n"
    } else {
        "\n"
    }
}

fn leading_indent(line: &str) -> &str {
    let body = line.trim_start_matches([' ', '\t']);
    &line[..line.len() - body.len()]
}

fn width(s: &str) -> usize {
    s.chars().count()
}

/// Wraps one line whose first `keep` bytes must stay as they are: at its trailing bracket, or,
/// when the part before that bracket is still too long (`x = (a - b) / (` …), by putting the
/// right-hand side of an assignment in parentheses of its own, as Black does. `None` when
/// neither applies.
fn wrap_line(line: &str, keep: usize, limit: usize, unit: &str, nl: &str) -> Option<String> {
    let at_bracket = wrap_at_trailing_bracket(line, keep, limit, unit, nl);
    let head_fits = at_bracket
        .as_deref()
        .is_some_and(|w| w.split(nl).next().is_some_and(|head| width(head) <= limit));
    // `... / rate[` + `:n` + `]`: a short index alone on a line reads worse than the value in
    // parentheses.
    if head_fits && !ends_in_short_subscript(line) {
        return at_bracket;
    }
    wrap_right_hand_side(line, keep, limit, unit, nl).or(at_bracket)
}

/// The line ends with a subscript whose index is short and has no top-level comma (`x[:n]`).
fn ends_in_short_subscript(line: &str) -> bool {
    let body = line.trim_end();
    if !body.ends_with(']') {
        return false;
    }
    let close = body.len() - 1;
    matching_open(body, close).is_some_and(|open| {
        let index = &body[open + 1..close];
        index.len() <= 24 && split_top_level(index, ',').len() == 1
    })
}

/// `a + b - c` split before its top-level operators of the lowest precedence present (`+`/`-`,
/// else `*`, `/`, `//`, `%`, `@`), one operand per line, as Black does inside parentheses.
/// `None` when there is no such operator or a line would still be too long.
fn split_at_operators(
    value: &str,
    indent: &str,
    limit: usize,
    unit: &str,
    nl: &str,
) -> Option<String> {
    const LEVELS: [&[&str]; 2] = [&[" + ", " - "], &[" * ", " / ", " // ", " % ", " @ "]];
    for operators in LEVELS {
        let cuts = top_level_operators(value, operators);
        if cuts.is_empty() {
            continue;
        }
        let lines = split_at(value, &cuts, indent);
        // An operand still too long is wrapped at its own trailing bracket (`/ np.sum(` …).
        let lines: Option<Vec<String>> = lines
            .into_iter()
            .map(|l| {
                if width(&l) <= limit {
                    return Some(l);
                }
                wrap_at_trailing_bracket(&l, 0, limit, unit, nl)
                    .filter(|w| w.split(nl).next().is_some_and(|head| width(head) <= limit))
            })
            .collect();
        return lines.map(|l| l.join(nl));
    }
    None
}

/// `value` cut before each offset, every piece on its own line at `indent`.
fn split_at(value: &str, cuts: &[usize], indent: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut start = 0;
    for &cut in cuts {
        lines.push(format!("{indent}{}", value[start..cut].trim()));
        start = cut;
    }
    lines.push(format!("{indent}{}", value[start..].trim()));
    lines
}

/// Byte offsets of the top-level occurrences of `operators` in `s` (outside brackets and
/// strings).
fn top_level_operators(s: &str, operators: &[&str]) -> Vec<usize> {
    let bytes = s.as_bytes();
    let mut depth = 0i32;
    let mut quote: Option<u8> = None;
    let mut cuts = Vec::new();
    for (i, &b) in bytes.iter().enumerate() {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(b),
            (None, b'(' | b'[' | b'{') => depth += 1,
            (None, b')' | b']' | b'}') => depth -= 1,
            (None, b' ') if depth == 0 => {
                let rest = &s[i..];
                if operators.iter().any(|op| rest.starts_with(op)) && !rest.starts_with(" **") {
                    cuts.push(i);
                }
            }
            _ => {}
        }
    }
    cuts
}

/// `target = value` → `target = (`, the value indented on its own line(s), `)`.
fn wrap_right_hand_side(
    line: &str,
    keep: usize,
    limit: usize,
    unit: &str,
    nl: &str,
) -> Option<String> {
    let indent = leading_indent(line);
    let body = line.trim_end();
    // One physical line of a longer statement (`x = (a -` ... `b)`) is not a whole assignment.
    if !balanced(body) {
        return None;
    }
    let equals = assignment_operator_end(body)?;
    if equals < keep {
        return None;
    }
    let (lhs, rhs) = (body[..equals].trim_end(), body[equals..].trim());
    if rhs.is_empty() || (rhs.starts_with('(') && matching_open(rhs, rhs.len() - 1) == Some(0)) {
        return None;
    }
    let inner_indent = format!("{indent}{unit}");
    let value = format!("{inner_indent}{rhs}");
    let value = if width(&value) > limit {
        split_at_operators(rhs, &inner_indent, limit, unit, nl)
            .or_else(|| wrap_at_trailing_bracket(&value, 0, limit, unit, nl))
            .unwrap_or(value)
    } else {
        value
    };
    Some(format!("{lhs} ({nl}{value}{nl}{indent})"))
}

/// Every bracket of `s` closes within it (strings skipped).
fn balanced(s: &str) -> bool {
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    for c in s.chars() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            _ => {}
        }
    }
    depth == 0 && quote.is_none()
}

/// The end of the first top-level `=` or `op=` of an assignment statement (not `==`, `<=`, `>=`,
/// `!=`, a keyword argument or `:=`).
fn assignment_operator_end(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut depth = 0i32;
    let mut quote: Option<u8> = None;
    for (i, &b) in bytes.iter().enumerate() {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(b),
            (None, b'(' | b'[' | b'{') => depth += 1,
            (None, b')' | b']' | b'}') => depth -= 1,
            (None, b'=') if depth == 0 => {
                let before = if i > 0 { bytes[i - 1] } else { b' ' };
                let after = bytes.get(i + 1).copied().unwrap_or(b' ');
                if after == b'=' || matches!(before, b'=' | b'<' | b'>' | b'!' | b':') {
                    return None;
                }
                return (after == b' ').then_some(i + 1);
            }
            _ => {}
        }
    }
    None
}

/// The trailing bracket's contents on their own indented line (one argument per line if that is
/// still too long). `None` when the line has no trailing bracket to split at (or the split would
/// fall inside `keep`).
fn wrap_at_trailing_bracket(
    line: &str,
    keep: usize,
    limit: usize,
    unit: &str,
    nl: &str,
) -> Option<String> {
    let indent = leading_indent(line);
    let body = line.trim_end();
    let close = body.len() - 1;
    if !matches!(body.as_bytes()[close], b')' | b']') {
        return None;
    }
    let open = matching_open(body, close)?;
    if open < keep || open + 1 >= close {
        return None;
    }
    let head = &body[..=open];
    let inner = body[open + 1..close].trim();
    let inner_indent = format!("{indent}{unit}");
    let one_line = format!("{inner_indent}{inner}");
    let middle = if width(&one_line) <= limit {
        one_line
    } else {
        let args = split_top_level(inner, ',');
        if args.len() < 2 {
            // One long argument: a comprehension one clause per line, else split at its
            // operators, or at its own trailing bracket.
            let clauses = top_level_operators(inner, &[" for "]);
            if clauses.is_empty() {
                split_at_operators(inner, &inner_indent, limit, unit, nl)
                    .or_else(|| wrap_at_trailing_bracket(&one_line, 0, limit, unit, nl))
                    .unwrap_or(one_line)
            } else {
                split_at(inner, &clauses, &inner_indent).join(nl)
            }
        } else {
            args.iter()
                .map(|a| {
                    let arg = format!("{inner_indent}{},", a.trim());
                    if width(&arg) > limit {
                        wrap_line(&arg[..arg.len() - 1], 0, limit, unit, nl)
                            .map_or(arg.clone(), |w| format!("{w},"))
                    } else {
                        arg
                    }
                })
                .collect::<Vec<_>>()
                .join(nl)
        }
    };
    Some(format!("{head}{nl}{middle}{nl}{indent}{}", &body[close..]))
}

/// The position of the bracket opening the one at `close`, skipping strings.
fn matching_open(s: &str, close: usize) -> Option<usize> {
    let mut stack = Vec::new();
    let mut quote: Option<u8> = None;
    for (i, b) in s.bytes().enumerate().take(close + 1) {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(b),
            (None, b'(' | b'[' | b'{') => stack.push(i),
            (None, b')' | b']' | b'}') => {
                let open = stack.pop()?;
                if i == close {
                    return Some(open);
                }
            }
            _ => {}
        }
    }
    None
}

/// `s` split at `sep` outside brackets and strings.
fn split_top_level(s: &str, sep: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth -= 1,
            (None, c) if c == sep && depth == 0 => {
                parts.push(&s[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts.retain(|p| !p.trim().is_empty());
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use ruff_text_size::TextSize;

    fn replace(text: &str, start: u32, end: u32, content: &str) -> String {
        let edit = Edit::range_replacement(
            content.into(),
            TextRange::new(TextSize::from(start), TextSize::from(end)),
        );
        let wrapped = wrap_edits(text, &[edit], 40, "    ");
        crate::fix::apply::apply_edits(text, &wrapped).unwrap()
    }

    #[test]
    fn a_long_generated_call_gets_its_arguments_on_the_next_line() {
        let text = "def f():\n    pass\n";
        let out = replace(text, 13, 17, "out[:] = np.where(a > b, a - b, 0.0)");
        assert_eq!(out, "def f():\n    out[:] = np.where(a > b, a - b, 0.0)\n");
        let out = replace(text, 13, 17, "out[:] = np.where(sig > lvl, sig - lvl, 0.0)");
        assert_eq!(
            out,
            "def f():\n    out[:] = np.where(\n        sig > lvl, sig - lvl, 0.0\n    )\n"
        );
        let out = replace(
            text,
            13,
            17,
            "out[:] = np.where(signal > level, signal - level, np.where(s < 0, s, 0.0))",
        );
        assert_eq!(
            out,
            "def f():\n    out[:] = np.where(\n        signal > level,\n        signal - level,\n        np.where(s < 0, s, 0.0),\n    )\n"
        );
        assert!(ruff_python_parser::parse_module(&out).is_ok());
    }

    #[test]
    fn a_right_hand_side_too_long_before_its_last_bracket_goes_in_parentheses() {
        let text = "def f():\n    pass\n";
        let out = replace(
            text,
            13,
            17,
            "out[:n] = (aaaaaaaaaa - b.mean()) / (c.std() + 1)",
        );
        assert_eq!(
            out,
            "def f():\n    out[:n] = (\n        (aaaaaaaaaa - b.mean())\n        / (c.std() + 1)\n    )\n"
        );
        assert!(ruff_python_parser::parse_module(&out).is_ok());
        // The first line of a statement that goes on over more lines is not a whole assignment.
        let out = replace(
            text,
            13,
            17,
            "un[1:n] = (u[1:n] - u[1:n] * dt * (u[1:n] -\nu[:n - 1]))",
        );
        assert!(ruff_python_parser::parse_module(&out).is_ok(), "{out}");
        // Comparisons and keyword arguments are not assignments.
        let out = replace(
            text,
            13,
            17,
            "ok = aaaaaaaaaaaa <= bbbbbbbbbbbbbbbbbbbbbb + cccccc",
        );
        assert!(
            out.contains("ok = (\n        aaaaaaaaaaaa <= bbbbbbbbbbbbbbbbbbbbbb + cccccc\n    )")
        );
        let out = replace(
            text,
            13,
            17,
            "f(aaaaaaaaaaaaaaaaaa == bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)",
        );
        assert!(!out.contains("= ("));
        assert!(ruff_python_parser::parse_module(&out).is_ok());
    }

    #[test]
    fn a_long_single_argument_is_split_again_inside() {
        let text = "def f():\n    pass\n";
        // Operands still too long are wrapped at their own trailing bracket.
        let out = replace(
            text,
            13,
            17,
            "v[:n] = 10 * np.log10(np.sum(tt[:n] ** 2, axis=1) / np.sum((rr[:n] - tt[:n]) ** 2, axis=1))",
        );
        assert_eq!(
            out,
            "def f():\n    v[:n] = 10 * np.log10(\n        np.sum(tt[:n] ** 2, axis=1)\n        / np.sum(\n            (rr[:n] - tt[:n]) ** 2,\n            axis=1,\n        )\n    )\n"
        );
        assert!(ruff_python_parser::parse_module(&out).is_ok());
        // A comprehension goes one clause per line.
        let out = replace(
            text,
            13,
            17,
            "s = np.stack([img[1 + dr:h + dr] for dr in range(-1, 2) for dc in range(3)])",
        );
        assert_eq!(
            out,
            "def f():\n    s = np.stack(\n        [\n            img[1 + dr:h + dr]\n            for dr in range(-1, 2)\n            for dc in range(3)\n        ]\n    )\n"
        );
        assert!(ruff_python_parser::parse_module(&out).is_ok());
    }

    #[test]
    fn a_short_trailing_index_is_not_split_off() {
        let text = "def f():\n    pass\n";
        let out = replace(text, 13, 17, "w[:n] = hist.max(axis=1) / rates[:count]");
        assert_eq!(
            out,
            "def f():\n    w[:n] = (\n        hist.max(axis=1) / rates[:count]\n    )\n"
        );
        let out = replace(
            text,
            13,
            17,
            "w[:n] = np.max(np.cos(sig), axis=1) + off[:n]",
        );
        assert_eq!(
            out,
            "def f():\n    w[:n] = (\n        np.max(np.cos(sig), axis=1)\n        + off[:n]\n    )\n"
        );
        assert!(ruff_python_parser::parse_module(&out).is_ok());
    }

    #[test]
    fn text_outside_the_edit_and_lines_it_does_not_end_are_left_alone() {
        let text = "x = f(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa)  # keep\n";
        let out = replace(text, 4, 5, "gggggggggggggggggggg");
        assert_eq!(out, text.replacen('f', "gggggggggggggggggggg", 1));
        let text = "if x:\n    pass\n";
        let out = replace(
            text,
            10,
            14,
            "if step % CHECK_EVERY == 0 and np.max(u) < tolerance:",
        );
        assert!(out.contains("if step % CHECK_EVERY == 0 and np.max(u) < tolerance:"));
    }
}
