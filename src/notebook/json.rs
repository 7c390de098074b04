//! The notebook's JSON text as written: where each cell's `source` value is, how the file writes
//! strings and arrays, and a new `source` value written the same way. Only the `source` values of
//! edited cells are ever replaced; every other byte of the file stays as it was.

use std::ops::Range;

use serde::Deserialize;
use serde_json::value::RawValue;

#[derive(Deserialize)]
struct Spans<'a> {
    #[serde(borrow)]
    cells: Vec<CellSpan<'a>>,
}

#[derive(Deserialize)]
struct CellSpan<'a> {
    #[serde(borrow)]
    source: &'a RawValue,
}

/// Byte ranges of every cell's `source` value in `json`, in cell order.
pub fn source_spans(json: &str) -> Result<Vec<Range<usize>>, serde_json::Error> {
    let spans: Spans = serde_json::from_str(json)?;
    let base = json.as_ptr() as usize;
    Ok(spans
        .cells
        .iter()
        .map(|cell| {
            let raw = cell.source.get();
            let start = raw.as_ptr() as usize - base;
            start..start + raw.len()
        })
        .collect())
}

/// How the file writes a multi-line `source` array and non-ASCII text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Style {
    /// Non-ASCII characters as `\uXXXX` (Python's `ensure_ascii=True`).
    pub ensure_ascii: bool,
    /// Whitespace before each array item and before the closing bracket, when the file puts items
    /// on lines of their own (nbformat's `indent=1`); `None`: items inline.
    pub layout: Option<(String, String)>,
}

impl Style {
    /// The file's style, read from its text and from its non-empty multi-line `source` arrays.
    pub fn of(json: &str, spans: &[Range<usize>]) -> Style {
        let ensure_ascii = json.is_ascii() && has_non_ascii_escape(json);
        let layout = spans.iter().find_map(|s| array_layout(&json[s.clone()]));
        Style {
            ensure_ascii,
            layout,
        }
    }
}

/// Whether `json` escapes a character outside ASCII (`\u00e9`), i.e. was written ASCII-only.
fn has_non_ascii_escape(json: &str) -> bool {
    let bytes = json.as_bytes();
    let mut i = 0;
    while i + 5 < bytes.len() {
        if bytes[i] == b'\\' {
            if bytes[i + 1] == b'u' {
                let hex = &json[i + 2..i + 6];
                if u32::from_str_radix(hex, 16).is_ok_and(|c| c >= 0x80) {
                    return true;
                }
            }
            i += 2;
        } else {
            i += 1;
        }
    }
    false
}

/// The item and closing indentation of a `[` … `]` value written one item per line.
fn array_layout(raw: &str) -> Option<(String, String)> {
    let inner = raw.strip_prefix('[')?.strip_suffix(']')?;
    let first_break = inner.find('\n')?;
    let item_indent: String = inner[first_break + 1..]
        .chars()
        .take_while(|c| *c == ' ' || *c == '\t')
        .collect();
    let last_break = inner.rfind('\n')?;
    let close_indent = &inner[last_break + 1..];
    if !close_indent.chars().all(|c| c == ' ' || c == '\t') || item_indent.is_empty() {
        return None;
    }
    Some((item_indent, close_indent.to_string()))
}

/// `content` as a `source` value shaped like `original` (a string stays a string, an array an
/// array of lines), written in `style`; an array keeps its own layout when it has one.
pub fn source_value(content: &str, original: &str, style: &Style) -> String {
    if original.trim_start().starts_with('"') {
        return quote(content, style.ensure_ascii);
    }
    let lines = split_lines(content);
    if lines.is_empty() {
        return "[]".to_string();
    }
    let items: Vec<String> = lines.iter().map(|l| quote(l, style.ensure_ascii)).collect();
    match array_layout(original).or_else(|| style.layout.clone()) {
        Some((item, close)) => {
            let joined = items
                .iter()
                .map(|i| format!("{item}{i}"))
                .collect::<Vec<_>>()
                .join(",\n");
            format!("[\n{joined}\n{close}]")
        }
        None => format!("[{}]", items.join(", ")),
    }
}

/// Lines with their endings (`\n`, `\r\n`, `\r`), as nbformat splits a cell's source.
pub fn split_lines(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                lines.push(&text[start..=i]);
                start = i + 1;
            }
            b'\r' => {
                let end = if bytes.get(i + 1) == Some(&b'\n') {
                    i + 1
                } else {
                    i
                };
                lines.push(&text[start..=end]);
                start = end + 1;
                i = end;
            }
            _ => {}
        }
        i += 1;
    }
    if start < text.len() {
        lines.push(&text[start..]);
    }
    lines
}

/// A JSON string as Python's `json.dumps` writes it (the escapes nbformat's files have).
pub fn quote(text: &str, ensure_ascii: bool) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c if ensure_ascii && !c.is_ascii() => {
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    out.push_str(&format!("\\u{unit:04x}"));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const NB: &str = "{\n \"cells\": [\n  {\n   \"cell_type\": \"code\",\n   \"metadata\": {},\n   \"source\": [\n    \"x = 1\\n\",\n    \"y = 2\"\n   ]\n  },\n  {\n   \"cell_type\": \"markdown\",\n   \"metadata\": {},\n   \"source\": \"# Title\"\n  }\n ],\n \"metadata\": {},\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}\n";

    #[test]
    fn finds_each_cells_source_value() {
        let spans = source_spans(NB).unwrap();
        assert_eq!(spans.len(), 2);
        assert!(NB[spans[0].clone()].starts_with("[\n    \"x = 1\\n\""));
        assert_eq!(&NB[spans[1].clone()], "\"# Title\"");
    }

    #[test]
    fn rewrites_an_array_in_its_own_layout() {
        let spans = source_spans(NB).unwrap();
        let style = Style::of(NB, &spans);
        let original = &NB[spans[0].clone()];
        assert_eq!(
            source_value("x = 1\ny = 2", original, &style),
            original,
            "unchanged content must give back the same bytes"
        );
        assert_eq!(
            source_value("z = 3\n", original, &style),
            "[\n    \"z = 3\\n\"\n   ]"
        );
        assert_eq!(source_value("", original, &style), "[]");
    }

    #[test]
    fn a_string_source_stays_a_string() {
        let style = Style {
            ensure_ascii: false,
            layout: None,
        };
        assert_eq!(
            source_value("a\n\"b\"", "\"old\"", &style),
            "\"a\\n\\\"b\\\"\""
        );
    }

    #[test]
    fn escapes_like_python() {
        assert_eq!(quote("é\t\u{1}", false), "\"é\\t\\u0001\"");
        assert_eq!(quote("é😀", true), "\"\\u00e9\\ud83d\\ude00\"");
    }

    #[test]
    fn ascii_only_files_are_detected() {
        assert!(has_non_ascii_escape(r#"{"a": "caf\u00e9"}"#));
        assert!(!has_non_ascii_escape(r#"{"a": "\u001b[0m"}"#));
        assert!(!has_non_ascii_escape(r#"{"a": "\\u00e9"}"#));
    }

    #[test]
    fn splits_lines_keeping_endings() {
        assert_eq!(
            split_lines("a\nb\r\nc\rd"),
            vec!["a\n", "b\r\n", "c\r", "d"]
        );
        assert_eq!(split_lines("a\n"), vec!["a\n"]);
        assert!(split_lines("").is_empty());
    }
}
