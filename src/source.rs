//! Reading a Python file from disk into text, and mapping byte offsets to 1-based line/column.

use std::path::{Path, PathBuf};

use ruff_source_file::LineIndex;
use ruff_text_size::TextSize;

/// Why a file could not be turned into source text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub kind: ErrorKind,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ErrorKind {
    Syntax,
    Encoding,
    Io,
    /// Invalid configuration or suppression comment (unknown code, unknown key).
    Config,
}

/// One Python source file held in memory with its line index.
pub struct SourceFile {
    pub path: PathBuf,
    pub text: String,
    /// The encoding named by a PEP 263 declaration when it is not UTF-8 (such files are never rewritten).
    pub declared_encoding: Option<String>,
    /// A notebook's code cells in `text` (which is their join), when the file is a notebook.
    pub notebook: Option<crate::notebook::Cells>,
    /// A notebook's cells that do not parse (blanked in `text`).
    pub broken_cells: Vec<crate::notebook::BrokenCell>,
    index: LineIndex,
}

impl SourceFile {
    pub fn new(path: impl Into<PathBuf>, text: impl Into<String>) -> Self {
        let text = text.into();
        let index = LineIndex::from_source_text(&text);
        SourceFile {
            path: path.into(),
            text,
            declared_encoding: None,
            notebook: None,
            broken_cells: Vec::new(),
            index,
        }
    }

    /// A text with a notebook's cells in it (`None`: a Python file).
    pub fn with_cells(
        path: impl Into<PathBuf>,
        text: String,
        cells: Option<crate::notebook::Cells>,
    ) -> SourceFile {
        let mut file = SourceFile::new(path, text);
        file.notebook = cells;
        file
    }

    pub fn is_notebook(&self) -> bool {
        self.notebook.is_some()
    }

    /// The text `edits` made of this one: a notebook keeps track of where its cells went.
    pub fn edited(&self, text: String, edits: &[ruff_diagnostics::Edit]) -> SourceFile {
        let mut file = SourceFile::new(self.path.clone(), text);
        file.notebook = self.notebook.as_ref().map(|cells| cells.edited(edits));
        file
    }

    /// Whether `text`, an edited version of this file, still parses (magics allowed in notebooks).
    pub fn reparses(&self, text: &str) -> bool {
        parses(text, self.is_notebook())
    }

    /// A line for a message: `line 7`, or `cell 3 line 2` in a notebook.
    pub fn line_label(&self, line: usize) -> String {
        match self.cell_lines().and_then(|c| c.locate(line)) {
            Some((cell, line)) => format!("cell {cell} line {line}"),
            None => format!("line {line}"),
        }
    }

    /// A notebook's cells by line, for reporting `cell N:line` (`None` for a Python file).
    pub fn cell_lines(&self) -> Option<crate::notebook::CellLines> {
        self.notebook.as_ref().map(|cells| cells.lines(&self.text))
    }

    /// Reads and decodes a file: UTF-8, or Latin-1 when a PEP 263 declaration asks for it.
    pub fn load(path: &Path) -> Result<Self, LoadError> {
        let meta = std::fs::metadata(path).map_err(|e| io_error(&e))?;
        if meta.is_dir() {
            return Err(LoadError::at_start(
                ErrorKind::Io,
                "is a directory, not a Python file",
            ));
        }
        let bytes = std::fs::read(path).map_err(|e| io_error(&e))?;
        if is_notebook_path(path) {
            return load_notebook(path, bytes);
        }
        let declared = declared_encoding(&bytes);
        match declared.as_deref() {
            Some(enc) if is_latin1_family(enc) => {
                let text: String = bytes.iter().map(|&b| b as char).collect();
                let mut file = SourceFile::new(path, text);
                file.declared_encoding = Some(enc.to_string());
                Ok(file)
            }
            Some(enc) if !is_utf8_name(enc) => match String::from_utf8(bytes) {
                Ok(text) => {
                    let mut file = SourceFile::new(path, text);
                    file.declared_encoding = Some(enc.to_string());
                    Ok(file)
                }
                Err(_) => Err(LoadError::at_start(
                    ErrorKind::Encoding,
                    &format!(
                        "unsupported source encoding `{enc}` (only UTF-8 and Latin-1 are read)"
                    ),
                )),
            },
            _ => decode_utf8(path, bytes),
        }
    }

    /// 1-based line and 1-based column in Unicode characters of a byte offset.
    pub fn line_column(&self, offset: TextSize) -> (usize, usize) {
        let lc = self.index.line_column(offset, &self.text);
        (lc.line.get(), lc.column.get())
    }

    /// The text of the 1-based line `line`, without its line ending.
    pub fn line_text(&self, line: usize) -> &str {
        let one =
            ruff_source_file::OneIndexed::new(line).unwrap_or(ruff_source_file::OneIndexed::MIN);
        let range = self.index.line_range(one, &self.text);
        self.text[range].trim_end_matches(['\n', '\r'])
    }

    pub fn line_of(&self, offset: TextSize) -> usize {
        self.index.line_index(offset).get()
    }
}

impl LoadError {
    fn at_start(kind: ErrorKind, message: &str) -> Self {
        LoadError {
            kind,
            line: 1,
            column: 1,
            message: message.to_string(),
        }
    }
}

/// Whether `text` parses as a module, or with IPython syntax (magics, `!` lines) for a notebook.
pub fn parses(text: &str, notebook: bool) -> bool {
    if notebook {
        let options = ruff_python_parser::ParseOptions::from(ruff_python_parser::Mode::Ipython);
        ruff_python_parser::parse_unchecked(text, options).has_valid_syntax()
    } else {
        ruff_python_parser::parse_module(text).is_ok()
    }
}

pub fn is_notebook_path(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "ipynb")
}

fn load_notebook(path: &Path, bytes: Vec<u8>) -> Result<SourceFile, LoadError> {
    let json = decode_utf8(path, bytes).map_err(|mut e| {
        if let Some(at) = e.message.find(" and no PEP 263") {
            e.message = format!("{}: a notebook is UTF-8 JSON", &e.message[..at]);
        }
        e
    })?;
    notebook_from_json(path, json.text)
}

/// A text read from elsewhere (standard input) as the file `path` would be: a notebook's JSON
/// for a `.ipynb` path, Python source otherwise.
pub fn from_text(path: &Path, text: String) -> Result<SourceFile, LoadError> {
    if is_notebook_path(path) {
        notebook_from_json(path, text)
    } else {
        Ok(SourceFile::new(path, text))
    }
}

fn notebook_from_json(path: &Path, json: String) -> Result<SourceFile, LoadError> {
    let loaded = crate::notebook::load(json).map_err(|e| LoadError {
        kind: ErrorKind::Syntax,
        line: e.line,
        column: e.column,
        message: e.message,
    })?;
    let mut file = SourceFile::new(path, loaded.text);
    file.notebook = Some(loaded.cells);
    file.broken_cells = loaded.broken;
    Ok(file)
}

fn io_error(e: &std::io::Error) -> LoadError {
    let message = match e.kind() {
        std::io::ErrorKind::NotFound => "no such file (or a broken symbolic link)".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => e.to_string(),
    };
    LoadError::at_start(ErrorKind::Io, &message)
}

fn decode_utf8(path: &Path, bytes: Vec<u8>) -> Result<SourceFile, LoadError> {
    match String::from_utf8(bytes) {
        Ok(text) => Ok(SourceFile::new(path, text)),
        Err(err) => {
            let valid = err.utf8_error().valid_up_to();
            let bytes = err.as_bytes();
            let prefix = String::from_utf8_lossy(&bytes[..valid]);
            let line = prefix.matches('\n').count() + 1;
            let column = prefix.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            Err(LoadError {
                kind: ErrorKind::Encoding,
                line,
                column,
                message: format!(
                    "invalid UTF-8 (byte 0x{:02x}) and no PEP 263 encoding declaration",
                    bytes[valid]
                ),
            })
        }
    }
}

/// The encoding named in a PEP 263 comment on line 1 or 2, lower-cased.
fn declared_encoding(bytes: &[u8]) -> Option<String> {
    let head = bytes.split(|&b| b == b'\n').take(2);
    for line in head {
        let line = String::from_utf8_lossy(line);
        let trimmed = line.trim_start();
        if !trimmed.starts_with('#') {
            // A second-line declaration only counts after a blank or comment-only first line.
            if trimmed.trim().is_empty() {
                continue;
            }
            return None;
        }
        if let Some(pos) = trimmed.find("coding") {
            let rest = &trimmed[pos + 6..];
            let rest = rest.strip_prefix([':', '=']).unwrap_or("");
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
                .collect();
            if !name.is_empty() {
                return Some(name.to_ascii_lowercase());
            }
        }
    }
    None
}

fn is_utf8_name(enc: &str) -> bool {
    matches!(
        enc.replace('_', "-").as_str(),
        "utf-8" | "utf8" | "utf-8-sig"
    )
}

fn is_latin1_family(enc: &str) -> bool {
    matches!(
        enc.replace('_', "-").as_str(),
        "latin-1" | "latin1" | "iso-8859-1" | "iso8859-1" | "l1" | "cp819"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_not_bytes() {
        let file = SourceFile::new("a.py", "x = 'é'; y = np.zeros(3)\n");
        let offset = TextSize::from(file.text.find("np").unwrap() as u32);
        assert_eq!(file.line_column(offset), (1, 14));
    }

    #[test]
    fn reads_pep263_declaration() {
        assert_eq!(
            declared_encoding(b"# -*- coding: latin-1 -*-\nx=1\n").as_deref(),
            Some("latin-1")
        );
        assert_eq!(
            declared_encoding(b"#!/usr/bin/env python\n# vim: set fileencoding=utf-8 :\n")
                .as_deref(),
            Some("utf-8")
        );
        assert_eq!(declared_encoding(b"x = 1\n# coding: latin-1\n"), None);
    }

    #[test]
    fn invalid_utf8_reports_position() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bad.py");
        std::fs::write(&path, b"x = 1\ny = '\xff'\n").unwrap();
        let err = SourceFile::load(&path).err().unwrap();
        assert_eq!(
            (err.kind, err.line, err.column),
            (ErrorKind::Encoding, 2, 6)
        );
    }
}
