//! The finding: the one currency between detection, assessment, fixing and review.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Scales,
    Blocks,
    Refactor,
    Info,
}

impl Category {
    pub fn as_str(self) -> &'static str {
        match self {
            Category::Scales => "scales",
            Category::Blocks => "blocks",
            Category::Refactor => "refactor",
            Category::Info => "info",
        }
    }

    pub fn parse(s: &str) -> Option<Category> {
        match s.to_ascii_lowercase().as_str() {
            "scales" => Some(Category::Scales),
            "blocks" => Some(Category::Blocks),
            "refactor" => Some(Category::Refactor),
            "info" => Some(Category::Info),
            _ => None,
        }
    }

    /// Blocks and refactor findings make `check` exit 1; scales and info never do.
    pub fn is_actionable(self) -> bool {
        matches!(self, Category::Blocks | Category::Refactor)
    }
}

/// One reported idiom instance. Lines and columns are 1-based; columns count Unicode characters;
/// the end is exclusive.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub code: &'static str,
    pub category: Category,
    pub path: String,
    /// In a notebook: the cell (numbered among all cells from 1); the lines are then in that cell.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<u32>,
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
    pub function: Option<String>,
    pub hot: bool,
    pub message: String,
    pub recipe: Option<&'static str>,
    /// The rewrite its recipe offers here, if any (`null` when none).
    pub fix: Option<Box<FixSummary>>,
    /// Hot through calls: the chain of functions from the calling loop to this one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub via: Vec<String>,
    /// Hot through calls: the loop whose every iteration runs this code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hot_loop: Option<Box<HotLoop>>,
    /// With `assess --doctor`: `"confirmed"` when a cuPyNumeric Doctor diagnostic was seen at this
    /// finding, `"only"` for a finding seen at run time only (absent without a report).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub runtime: Option<&'static str>,
    #[serde(skip)]
    pub start_offset: u32,
    /// Start of the statement the finding is in (BLOCKS count one per statement).
    #[serde(skip)]
    pub stmt_start: u32,
    /// Start of the outermost loop of its function around it: its hot region (SPEC §5).
    #[serde(skip)]
    pub region: Option<u32>,
    /// Inside `if __name__ == "__main__":`.
    #[serde(skip)]
    pub in_main: bool,
    /// A sync finding of a function that is only hot if something calls it from a loop: kept
    /// aside until the call graph says so ([`Finding::promote`]), dropped otherwise.
    #[serde(skip)]
    pub candidate: bool,
    /// A test on a value a codebase function returns ([`crate::model::calls::ValueTest`] index):
    /// kept aside until the call graph says the function returns a reduction.
    #[serde(skip)]
    pub value_test: Option<u32>,
}

impl Finding {
    /// Moves the finding's lines (and its calling loop's) into their notebook cells, if any.
    pub fn relocate(&mut self, places: &crate::notebook::Places) {
        places.relocate(
            &self.path,
            &mut self.cell,
            &mut [&mut self.line, &mut self.end_line],
        );
        if let Some(hot_loop) = &mut self.hot_loop {
            places.relocate(
                &hot_loop.path,
                &mut hot_loop.cell,
                &mut [&mut hot_loop.line],
            );
        }
        if let Some(fix) = &mut self.fix {
            for e in &mut fix.edits {
                places.relocate(&self.path, &mut e.cell, &mut [&mut e.line, &mut e.end_line]);
            }
        }
    }

    /// `path:line` or `path:cell N:line`.
    pub fn place(&self) -> String {
        position(&self.path, self.cell, self.line)
    }

    /// A finding of `meta` at the start of `line` with no source range of its own (a runtime
    /// diagnostic): the message and the rest are the caller's to fill in.
    pub fn at(meta: &'static crate::rules::RuleMeta, path: &str, line: usize) -> Finding {
        Finding {
            code: meta.code,
            category: meta.category,
            path: path.to_string(),
            cell: None,
            line,
            column: 1,
            end_line: line,
            end_column: 1,
            function: None,
            hot: false,
            message: String::new(),
            recipe: meta.recipe,
            fix: None,
            via: Vec::new(),
            hot_loop: None,
            runtime: None,
            start_offset: 0,
            stmt_start: 0,
            region: None,
            in_main: false,
            candidate: false,
            value_test: None,
        }
    }

    /// A candidate in a hot-called function becomes a finding: hot, with the calling loop and
    /// the chain in its message and data.
    pub fn promote(
        &mut self,
        heat: &crate::model::calls::HotCall,
        places: &crate::notebook::Places,
    ) {
        self.candidate = false;
        self.hot = true;
        self.message = format!("{}; {}", self.message, heat.describe(places));
        self.via = heat.via.clone();
        self.hot_loop = Some(Box::new(HotLoop {
            path: heat.loop_path.clone(),
            cell: None,
            line: heat.loop_line,
            start: heat.loop_start,
        }));
    }
}

/// The loop a hot-called function's finding runs under.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HotLoop {
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<u32>,
    pub line: usize,
    /// Its start offset in its file: the hot region it counts in.
    #[serde(skip)]
    pub start: u32,
}

/// A finding's fix as data: how safe, which recipe, what it does, and its edits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FixSummary {
    pub applicability: &'static str,
    pub recipe: &'static str,
    pub message: String,
    pub edits: Vec<EditSummary>,
}

/// One text edit: replace `line:column`–`end_line:end_column` (1-based, exclusive end) with
/// `content`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditSummary {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<u32>,
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
    pub content: String,
}

/// A file that could not be checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FileError {
    pub path: String,
    /// In a notebook: the cell (numbered among all cells from 1); `line` is then in that cell.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<u32>,
    pub line: usize,
    pub column: usize,
    pub kind: crate::source::ErrorKind,
    pub message: String,
}

impl FileError {
    /// The error for a file that could not be read as source (`path` as reported).
    pub fn unreadable(path: &str, e: crate::source::LoadError) -> FileError {
        FileError {
            path: path.to_string(),
            cell: None,
            line: e.line,
            column: e.column,
            kind: e.kind,
            message: e.message,
        }
    }

    /// The error for a notebook cell that does not parse, with `note` after its message.
    pub fn broken_cell(path: &str, broken: &crate::notebook::BrokenCell, note: &str) -> FileError {
        FileError {
            path: path.to_string(),
            cell: Some(broken.cell),
            line: broken.line,
            column: broken.column,
            kind: crate::source::ErrorKind::Syntax,
            message: format!("{}{note}", broken.message),
        }
    }

    pub fn relocate(&mut self, places: &crate::notebook::Places) {
        places.relocate(&self.path, &mut self.cell, &mut [&mut self.line]);
    }
}

impl std::fmt::Display for FileError {
    /// `path:line:col: E999 message`, as the text output prints it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: {} {}",
            position(&self.path, self.cell, self.line),
            self.column,
            crate::output::error_code(self.kind),
            self.message
        )
    }
}

/// Something worth fixing in the file that is not a finding and not an error: a suppression
/// comment that silences nothing (Ruff's RUF100). Printed as `path:line:col: W100 message`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Warning {
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<u32>,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl Warning {
    pub fn relocate(&mut self, places: &crate::notebook::Places) {
        places.relocate(&self.path, &mut self.cell, &mut [&mut self.line]);
    }
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: W100 unused suppression: {}",
            position(&self.path, self.cell, self.line),
            self.column,
            self.message
        )
    }
}

/// `path:line`, or `path:cell N:line` in a notebook (Ruff's form).
pub fn position(path: &str, cell: Option<u32>, line: usize) -> String {
    match cell {
        Some(cell) => format!("{path}:cell {cell}:{line}"),
        None => format!("{path}:{line}"),
    }
}
