//! Reported positions in notebooks: analysis works on the joined text's lines; what a user reads
//! is `path:cell N:line:col`, with the line counted in the cell.

use std::sync::Arc;

use rustc_hash::FxHashMap;

/// Where each code cell starts in the joined text, and its number among all cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellLines {
    first_lines: Vec<usize>,
    numbers: Vec<u32>,
}

impl CellLines {
    pub fn new(first_lines: Vec<usize>, numbers: Vec<u32>) -> Self {
        CellLines {
            first_lines,
            numbers,
        }
    }

    /// The cell number and the line in that cell of a joined-text line.
    pub fn locate(&self, line: usize) -> Option<(u32, usize)> {
        let after = self.first_lines.partition_point(|&f| f <= line);
        let k = after.checked_sub(1)?;
        Some((self.numbers[k], line - self.first_lines[k] + 1))
    }
}

/// The notebooks of a run, by reported path: everything a report needs to show cell positions.
#[derive(Debug, Clone, Default)]
pub struct Places(FxHashMap<String, Arc<CellLines>>);

impl Places {
    pub fn insert(&mut self, path: String, lines: Arc<CellLines>) {
        self.0.insert(path, lines);
    }

    pub fn extend(&mut self, other: Places) {
        self.0.extend(other.0);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The cell and in-cell line of `line` of `path`, when `path` is a notebook.
    pub fn locate(&self, path: &str, line: usize) -> Option<(u32, usize)> {
        self.0.get(path)?.locate(line)
    }

    /// `path:line`, or `path:cell N:line` in a notebook.
    pub fn place(&self, path: &str, line: usize) -> String {
        match self.locate(path, line) {
            Some((cell, line)) => format!("{path}:cell {cell}:{line}"),
            None => format!("{path}:{line}"),
        }
    }

    /// Moves a position of `path` to its cell: `(cell, line)` become in-cell.
    pub fn relocate(&self, path: &str, cell: &mut Option<u32>, lines: &mut [&mut usize]) {
        if cell.is_some() {
            return;
        }
        let Some(index) = self.0.get(path) else {
            return;
        };
        let Some(first) = lines.first().map(|l| **l) else {
            return;
        };
        let Some((number, _)) = index.locate(first) else {
            return;
        };
        *cell = Some(number);
        for line in lines.iter_mut() {
            if let Some((_, in_cell)) = index.locate(**line) {
                **line = in_cell;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_counted_in_their_cell() {
        // Cells 2 and 4 (1 and 3 are markdown) start at joined lines 1 and 5.
        let lines = CellLines::new(vec![1, 5], vec![2, 4]);
        assert_eq!(lines.locate(1), Some((2, 1)));
        assert_eq!(lines.locate(4), Some((2, 4)));
        assert_eq!(lines.locate(6), Some((4, 2)));
        let mut places = Places::default();
        places.insert("nb.ipynb".into(), Arc::new(lines));
        assert_eq!(places.place("nb.ipynb", 7), "nb.ipynb:cell 4:3");
        assert_eq!(places.place("m.py", 7), "m.py:7");
    }
}
