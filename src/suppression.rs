//! `# cpn: ignore` and `# cpn: ignore[R104,R201]` comments, read from the comment tokens (never
//! from strings that happen to contain the text).

use std::collections::HashMap;

use ruff_python_ast::token::{TokenKind, Tokens};
use ruff_text_size::Ranged;

use crate::source::SourceFile;

/// Codes suppressed per 1-based line; `None` suppresses every code on that line.
#[derive(Debug, Default)]
pub struct Suppressions {
    by_line: HashMap<usize, Option<Vec<String>>>,
}

impl Suppressions {
    pub fn from_tokens(file: &SourceFile, tokens: &Tokens) -> Self {
        let mut by_line = HashMap::new();
        for token in tokens.iter().filter(|t| t.kind() == TokenKind::Comment) {
            if let Some(codes) = parse_comment(&file.text[token.range()]) {
                by_line.insert(file.line_of(token.start()), codes);
            }
        }
        Suppressions { by_line }
    }

    pub fn suppresses(&self, line: usize, code: &str) -> bool {
        match self.by_line.get(&line) {
            Some(None) => true,
            Some(Some(codes)) => codes.iter().any(|c| code.starts_with(c.as_str())),
            None => false,
        }
    }
}

/// `Some(None)` for a bare ignore, `Some(Some(codes))` for a bracketed list, `None` otherwise.
pub fn parse_comment(comment: &str) -> Option<Option<Vec<String>>> {
    let body = comment.trim_start_matches('#');
    for part in body.split('#') {
        let part = part.trim();
        let Some(rest) = part.strip_prefix("cpn:") else {
            continue;
        };
        let rest = rest.trim_start();
        let Some(after) = rest.strip_prefix("ignore") else {
            continue;
        };
        let after = after.trim_start();
        if let Some(list) = after.strip_prefix('[') {
            let list = list.split(']').next().unwrap_or("");
            let codes = list
                .split(',')
                .map(|c| c.trim().to_ascii_uppercase())
                .filter(|c| !c.is_empty())
                .collect();
            return Some(Some(codes));
        }
        return Some(None);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_bare_and_listed_forms() {
        assert_eq!(parse_comment("# cpn: ignore"), Some(None));
        assert_eq!(
            parse_comment("#cpn:ignore[R104, r201]"),
            Some(Some(vec!["R104".into(), "R201".into()]))
        );
        assert_eq!(
            parse_comment("# noqa: E501  # cpn: ignore[R101]"),
            Some(Some(vec!["R101".into()]))
        );
        assert_eq!(parse_comment("# cpn is nice"), None);
    }
}
