//! Jupyter notebooks (SPEC §11): the code cells joined into one module (Ruff's `ruff_notebook`
//! does the reading and joining), where each cell is in that text as fixes change it, and the
//! notebook written back with only the edited cells' `source` replaced.

pub mod json;
mod places;

use std::ops::Range;
use std::sync::Arc;

use ruff_diagnostics::Edit;
use ruff_python_parser::{Mode, ParseOptions};
use ruff_text_size::{Ranged, TextRange, TextSize};

pub use places::{CellLines, Places};

/// The notebook as read: its JSON text and what write-back needs of it.
#[derive(Debug)]
pub struct Document {
    json: String,
    /// Per cell of the file (markdown included): the byte range of its `source` value.
    spans: Vec<Range<usize>>,
    style: json::Style,
    /// Per code cell joined: its number among all cells, from 1 (as Ruff and editors count).
    numbers: Vec<u32>,
    /// Per code cell joined: its source as read.
    original: Vec<String>,
}

/// Where each joined code cell is in the current text: the notebook's view of a source text.
#[derive(Debug, Clone)]
pub struct Cells {
    document: Arc<Document>,
    /// Start offset of each code cell, then the end of the text; each cell's text ends with the
    /// one-newline separator the join added.
    starts: Vec<TextSize>,
}

/// A code cell that does not parse: left out of the analysis (blanked), reported as an error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokenCell {
    pub cell: u32,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// Why a notebook could not be read: a one-line message and, for bad JSON, its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// A notebook read for analysis: the joined text (unparsable cells blanked), its cells, and the
/// cells that did not parse.
pub struct Loaded {
    pub text: String,
    pub cells: Cells,
    pub broken: Vec<BrokenCell>,
}

#[derive(serde::Deserialize)]
struct Header {
    nbformat: Option<serde_json::Value>,
}

/// Reads a notebook from its JSON text.
pub fn load(json: String) -> Result<Loaded, ReadError> {
    check_header(&json)?;
    let notebook = ruff_notebook::Notebook::from_source_code(&json).map_err(|e| ReadError {
        line: 1,
        column: 1,
        message: format!(
            "not a valid nbformat 4 notebook: {}",
            first_line(&e.to_string())
        ),
    })?;
    let spans = json::source_spans(&json).map_err(|e| at_json_error(&e))?;
    if spans.len() != notebook.cells().len() || !notebook.is_python_notebook() {
        return Ok(empty(json, spans));
    }
    let text = notebook.source_code().to_string();
    let offsets: Vec<TextSize> = notebook.cell_offsets().iter().copied().collect();
    let numbers: Vec<u32> = notebook
        .index()
        .iter()
        .map(|c| u32::try_from(c.cell_index().get()).unwrap_or(u32::MAX))
        .collect();
    let original = offsets
        .windows(2)
        .map(|w| cell_content(&text, w[0], w[1]).to_string())
        .collect();
    let style = json::Style::of(&json, &spans);
    let document = Arc::new(Document {
        json,
        spans,
        style,
        numbers,
        original,
    });
    let cells = Cells {
        document,
        starts: if offsets.len() > 1 {
            offsets
        } else {
            Vec::new()
        },
    };
    let broken = cells.broken(&text);
    let text = cells.blank(text, &broken);
    Ok(Loaded {
        text,
        cells,
        broken,
    })
}

fn empty(json: String, spans: Vec<Range<usize>>) -> Loaded {
    let style = json::Style::of(&json, &spans);
    let document = Arc::new(Document {
        json,
        spans,
        style,
        numbers: Vec::new(),
        original: Vec::new(),
    });
    Loaded {
        text: String::new(),
        cells: Cells {
            document,
            starts: Vec::new(),
        },
        broken: Vec::new(),
    }
}

/// Valid JSON with `"nbformat": 4`, or an error that says which of the two it is not.
fn check_header(json: &str) -> Result<(), ReadError> {
    let header: Header = serde_json::from_str(json).map_err(|e| at_json_error(&e))?;
    match header.nbformat.as_ref().and_then(serde_json::Value::as_i64) {
        Some(4) => Ok(()),
        Some(n) => Err(ReadError {
            line: 1,
            column: 1,
            message: format!(
                "nbformat {n} notebooks are not read (only nbformat 4; convert with `jupyter nbconvert --to notebook --inplace`)"
            ),
        }),
        None => Err(ReadError {
            line: 1,
            column: 1,
            message: "not a Jupyter notebook: no `nbformat` number".to_string(),
        }),
    }
}

fn at_json_error(e: &serde_json::Error) -> ReadError {
    let message = first_line(&e.to_string());
    let message = match message.rfind(" at line ") {
        Some(at) => message[..at].to_string(),
        None => message,
    };
    ReadError {
        line: e.line().max(1),
        column: e.column().max(1),
        message: format!("invalid notebook JSON: {message}"),
    }
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or_default().to_string()
}

/// A cell's text between two starts, without the separator the join added.
fn cell_content(text: &str, start: TextSize, end: TextSize) -> &str {
    let content = &text[start.to_usize()..end.to_usize()];
    content.strip_suffix('\n').unwrap_or(content)
}

impl Cells {
    /// Code cells joined.
    pub fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Each cell's code, without its separator: what the parser reads as one cell.
    pub fn content_ranges(&self) -> Vec<TextRange> {
        self.starts
            .windows(2)
            .map(|w| TextRange::new(w[0], w[1] - TextSize::from(1)))
            .collect()
    }

    /// The code cell (index among the joined ones) holding `offset`.
    pub fn index_at(&self, offset: TextSize) -> Option<usize> {
        let after = self.starts.partition_point(|&s| s <= offset);
        (after >= 1 && after < self.starts.len()).then(|| after - 1)
    }

    /// The number (among all cells, from 1) of the joined code cell `index`.
    pub fn number(&self, index: usize) -> u32 {
        self.document.numbers[index]
    }

    /// Whether every edit stays inside one cell, short of its separator.
    pub fn contains_all(&self, edits: &[Edit]) -> bool {
        edits.iter().all(|e| {
            self.index_at(e.start())
                .is_some_and(|k| e.end() < self.starts[k + 1])
        })
    }

    /// These cells in the text that `edits` (each inside one cell) make of theirs. Identical
    /// edits count once, as they are applied once.
    pub fn edited(&self, edits: &[Edit]) -> Cells {
        let mut edits: Vec<&Edit> = edits.iter().collect();
        edits.sort_by_key(|e| (e.start(), e.end()));
        edits.dedup_by(|a, b| a == b);
        let delta_before = |boundary: TextSize| -> i64 {
            edits
                .iter()
                .filter(|e| e.start() < boundary)
                .map(|e| {
                    let added = e.content().map_or(0, str::len) as i64;
                    added - i64::from(e.range().len().to_u32())
                })
                .sum()
        };
        let starts = self
            .starts
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                if i == 0 {
                    return s;
                }
                let moved = i64::from(s.to_u32()) + delta_before(s);
                TextSize::from(u32::try_from(moved.max(0)).unwrap_or(u32::MAX))
            })
            .collect();
        Cells {
            document: Arc::clone(&self.document),
            starts,
        }
    }

    /// The 1-based line (in the joined text) where each cell starts, and the cells' numbers.
    pub fn lines(&self, text: &str) -> CellLines {
        let mut first_lines = Vec::with_capacity(self.len());
        let mut line = 1;
        let mut from = 0;
        for start in self.starts.iter().take(self.len()) {
            let to = start.to_usize().min(text.len());
            line += text.as_bytes()[from..to.max(from)]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            from = to.max(from);
            first_lines.push(line);
        }
        CellLines::new(first_lines, self.document.numbers.clone())
    }

    /// The cells that do not parse, each with its first syntax error (cell-relative position).
    /// Each cell is parsed on its own, as Jupyter runs it; a cell the parser fails on (it has
    /// panicked on some invalid IPython input) counts as one that does not parse.
    fn broken(&self, text: &str) -> Vec<BrokenCell> {
        let options = ParseOptions::from(Mode::Ipython);
        let mut broken = Vec::new();
        for (k, range) in self.content_ranges().into_iter().enumerate() {
            let code = &text[range];
            let first_error = crate::stack::recovering(|| {
                ruff_python_parser::parse_unchecked(code, options.clone())
                    .errors()
                    .first()
                    .map(|e| {
                        (
                            e.location.start().to_usize(),
                            format!("syntax error: {}", e.error),
                        )
                    })
            })
            .unwrap_or_else(|_| Some((0, "syntax error: the parser failed on this cell".into())));
            let Some((at, message)) = first_error else {
                continue;
            };
            let before = &code[..at.min(code.len())];
            broken.push(BrokenCell {
                cell: self.number(k),
                line: before.matches('\n').count() + 1,
                column: before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1,
                message,
            });
        }
        broken
    }

    /// `text` with the broken cells' code replaced by spaces (offsets and lines kept), so that
    /// the other cells are analysed.
    fn blank(&self, text: String, broken: &[BrokenCell]) -> String {
        if broken.is_empty() {
            return text;
        }
        let mut out = String::with_capacity(text.len());
        let mut last = 0;
        for (k, range) in self.content_ranges().into_iter().enumerate() {
            if !broken.iter().any(|b| b.cell == self.number(k)) {
                continue;
            }
            out.push_str(&text[last..range.start().to_usize()]);
            for c in text[range.start().to_usize()..range.end().to_usize()].chars() {
                match c {
                    '\n' | '\r' => out.push(c),
                    c => out.extend(std::iter::repeat_n(' ', c.len_utf8())),
                }
            }
            last = range.end().to_usize();
        }
        out.push_str(&text[last..]);
        out
    }

    /// The notebook's JSON text as read.
    pub fn original_json(&self) -> &str {
        &self.document.json
    }

    /// The notebook's JSON with each cell whose code differs in `text` given that code, written
    /// the way the file writes it; every other byte as read. Checked by reading it back.
    pub fn render(&self, text: &str) -> Result<String, String> {
        let document = &self.document;
        let mut json = String::with_capacity(document.json.len() + 256);
        let mut last = 0;
        for (k, w) in self.starts.windows(2).enumerate() {
            if w[1].to_usize() > text.len() || w[0] >= w[1] {
                return Err("internal error: the cells no longer match the text".to_string());
            }
            let content = cell_content(text, w[0], w[1]);
            if content == document.original[k] {
                continue;
            }
            let span = document.spans[self.number(k) as usize - 1].clone();
            json.push_str(&document.json[last..span.start]);
            let original = &document.json[span.clone()];
            json.push_str(&json::source_value(content, original, &document.style));
            last = span.end;
        }
        json.push_str(&document.json[last..]);
        let reread = load(json.clone()).map_err(|e| e.message)?;
        if reread.text != text {
            return Err("internal error: the written notebook would not read back".to_string());
        }
        Ok(json)
    }

    /// The cell numbers and per-cell texts of `old` and `new` that differ, for diffs.
    pub fn changed_cells<'t>(
        &self,
        old: &'t str,
        new_cells: &Cells,
        new: &'t str,
    ) -> Vec<(u32, &'t str, &'t str)> {
        self.starts
            .windows(2)
            .zip(new_cells.starts.windows(2))
            .enumerate()
            .filter_map(|(k, (a, b))| {
                let before = old.get(a[0].to_usize()..a[1].to_usize())?;
                let after = new.get(b[0].to_usize()..b[1].to_usize())?;
                (before != after).then(|| (self.number(k), before, after))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
