//! Finding AST nodes by offset, and the text facts generated code must follow (indentation of a
//! statement, line starts and ends, the file's numpy alias).

use ruff_diagnostics::Edit;
use ruff_python_ast::{Expr, ModModule, Stmt};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::FixContext;

pub use crate::model::tree::{block_holding, child_blocks, statement_path, statement_path_in};

/// The innermost statement starting exactly at `offset`.
pub fn statement_at(module: &ModModule, offset: TextSize) -> Option<&Stmt> {
    statement_path(module, offset)
        .into_iter()
        .rev()
        .find(|s| s.start() == offset)
}

/// The innermost `for`/`while` around `offset` in the same function, with its path index.
pub fn enclosing_loop<'a>(path: &[&'a Stmt]) -> Option<&'a Stmt> {
    for stmt in path.iter().rev() {
        match stmt {
            Stmt::For(_) | Stmt::While(_) => return Some(stmt),
            Stmt::FunctionDef(_) | Stmt::ClassDef(_) => return None,
            _ => {}
        }
    }
    None
}

/// The enclosing function definition, if any.
pub fn enclosing_function<'a>(path: &[&'a Stmt]) -> Option<&'a ruff_python_ast::StmtFunctionDef> {
    path.iter().rev().find_map(|s| match s {
        Stmt::FunctionDef(f) => Some(f),
        _ => None,
    })
}

/// Start of the line holding `offset`.
pub fn line_start(text: &str, offset: TextSize) -> TextSize {
    let before = &text[..offset.to_usize()];
    TextSize::from(before.rfind(['\n', '\r']).map_or(0, |i| i + 1) as u32)
}

/// Offset just past the line ending of the line holding `offset` (or the end of the text).
pub fn next_line_start(text: &str, offset: TextSize) -> TextSize {
    let rest = &text[offset.to_usize()..];
    match rest.find(['\n', '\r']) {
        Some(i) => {
            let at = offset.to_usize() + i;
            let len = if text[at..].starts_with("\r\n") { 2 } else { 1 };
            TextSize::from((at + len) as u32)
        }
        None => TextSize::from(text.len() as u32),
    }
}

/// The whitespace before a statement on its line (when only whitespace precedes it).
pub fn indentation_of(text: &str, stmt: TextRange) -> Option<&str> {
    let start = line_start(text, stmt.start());
    let prefix = &text[start.to_usize()..stmt.start().to_usize()];
    prefix
        .chars()
        .all(|c| c == ' ' || c == '\t')
        .then_some(prefix)
}

/// Whether the statement is alone on its lines: nothing but whitespace before it, and nothing but
/// whitespace (no comment, no `;`) after it up to the end of its last line.
pub fn owns_its_lines(text: &str, stmt: TextRange) -> bool {
    let end_of_line = next_line_start(text, stmt.end());
    let after = &text[stmt.end().to_usize()..end_of_line.to_usize()];
    indentation_of(text, stmt).is_some() && after.trim().is_empty()
}

/// Whether a comment token lies inside `range` (a replaced region must keep its comments).
pub fn has_comment(cx: &FixContext, range: TextRange) -> bool {
    cx.source.text[range].contains('#')
        && cx.tokens.iter().any(|t| {
            t.kind() == ruff_python_ast::token::TokenKind::Comment
                && range.contains_range(t.range())
        })
}

/// The tokens lying inside `range` (tokens are sorted: two binary searches, not a scan).
pub fn tokens_within<'t>(
    cx: &FixContext<'t>,
    range: TextRange,
) -> &'t [ruff_python_ast::token::Token] {
    let all: &[ruff_python_ast::token::Token] = cx.tokens;
    let start = all.partition_point(|t| t.start() < range.start());
    let end = all.partition_point(|t| t.end() <= range.end());
    &all[start..end.max(start)]
}

/// An edit deleting a statement that is alone on its lines (the whole lines), or `None`.
pub fn delete_statement(text: &str, stmt: TextRange) -> Option<Edit> {
    if !owns_its_lines(text, stmt) {
        return None;
    }
    let start = line_start(text, stmt.start());
    let end = next_line_start(text, stmt.end());
    Some(Edit::deletion(start, end))
}

/// `import numpy as np` after the module docstring and `__future__` imports.
pub fn import_numpy_edit(cx: &FixContext) -> Edit {
    let mut at = file_start(&cx.source.text);
    for stmt in &cx.module.body {
        let is_docstring =
            matches!(stmt, Stmt::Expr(e) if matches!(e.value.as_ref(), Expr::StringLiteral(_)));
        let is_future = matches!(stmt, Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.id.as_str() == "__future__"));
        if is_docstring || is_future {
            at = next_line_start(&cx.source.text, stmt.end());
        } else {
            break;
        }
    }
    Edit::insertion(format!("import numpy as np{}", cx.newline()), at)
}

/// Where code can be inserted at the top of a file: after a UTF-8 byte order mark, if any.
pub fn file_start(text: &str) -> TextSize {
    TextSize::from(if text.starts_with('\u{feff}') { 3 } else { 0 })
}

/// The local name bound to numpy (or cuPyNumeric) by a module-level `import ... as ...`.
pub fn numpy_alias(module: &ModModule) -> Option<String> {
    for stmt in &module.body {
        if let Stmt::Import(import) = stmt {
            for alias in &import.names {
                let name = alias.name.id.as_str();
                if name == "numpy" || name == "cupynumeric" {
                    return Some(
                        alias
                            .asname
                            .as_ref()
                            .map_or(name, |a| a.id.as_str())
                            .to_string(),
                    );
                }
            }
        }
    }
    None
}
