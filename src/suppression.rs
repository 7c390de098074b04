//! Suppression comments, read from the comment tokens (never from strings that happen to contain
//! the text): `# cpn: ignore`, `# cpn: ignore[R104,R201]`, and `# noqa: R104` (only its R-codes:
//! a bare `# noqa` or `# noqa: E501` belongs to other linters). Also what is wrong with them: an
//! unknown code (an error) and a suppression that silences nothing (reported as Ruff's RUF100).

use std::collections::HashMap;

use ruff_python_ast::token::{TokenKind, Tokens};
use ruff_text_size::Ranged;

use crate::source::SourceFile;

/// One suppression comment: where it is, and the codes (or prefixes) it names (`None`: all).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Directive {
    pub line: usize,
    pub column: usize,
    pub codes: Option<Vec<String>>,
    /// The comment as written, for messages.
    pub text: String,
}

#[derive(Debug, Default)]
pub struct Suppressions {
    directives: Vec<Directive>,
    by_line: HashMap<usize, usize>,
}

/// What a file's suppression comments got wrong.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Problems {
    /// (line, column, code): a code no rule has.
    pub unknown: Vec<(usize, usize, String)>,
    /// (line, column, message): a suppression with nothing to silence on its line.
    pub unused: Vec<(usize, usize, String)>,
}

impl Suppressions {
    pub fn from_tokens(file: &SourceFile, tokens: &Tokens) -> Self {
        let mut s = Suppressions::default();
        for token in tokens.iter().filter(|t| t.kind() == TokenKind::Comment) {
            let text = &file.text[token.range()];
            if let Some(codes) = parse_comment(text) {
                let (line, column) = file.line_column(token.start());
                s.by_line.insert(line, s.directives.len());
                s.directives.push(Directive {
                    line,
                    column,
                    codes,
                    text: text.trim().to_string(),
                });
            }
        }
        s
    }

    pub fn suppresses(&self, line: usize, code: &str) -> bool {
        match self.by_line.get(&line).map(|&i| &self.directives[i].codes) {
            Some(None) => true,
            Some(Some(codes)) => codes.iter().any(|c| code.starts_with(c.as_str())),
            None => false,
        }
    }

    /// Unknown codes, and directives (or listed codes) that silence none of `reported` — the
    /// (line, code) pairs every rule found before suppression.
    pub fn problems(&self, reported: &[(usize, &str)]) -> Problems {
        let mut problems = Problems::default();
        for d in &self.directives {
            let on_line: Vec<&str> = reported
                .iter()
                .filter(|(l, _)| *l == d.line)
                .map(|(_, c)| *c)
                .collect();
            match &d.codes {
                None if on_line.is_empty() => problems.unused.push((
                    d.line,
                    d.column,
                    format!("`{}` suppresses nothing on this line", d.text),
                )),
                None => {}
                Some(codes) => {
                    for code in codes {
                        if !crate::rules::all_meta().any(|m| m.code.starts_with(code.as_str())) {
                            problems.unknown.push((d.line, d.column, code.clone()));
                        } else if !on_line.iter().any(|c| c.starts_with(code.as_str())) {
                            problems.unused.push((
                                d.line,
                                d.column,
                                format!("`{}`: nothing on this line is {code}", d.text),
                            ));
                        }
                    }
                }
            }
        }
        problems
    }
}

/// `Some(None)` for a bare `cpn: ignore`, `Some(Some(codes))` for a bracketed list or a `noqa`
/// naming R-codes, `None` otherwise.
pub fn parse_comment(comment: &str) -> Option<Option<Vec<String>>> {
    let body = comment.trim_start_matches('#');
    for part in body.split('#') {
        let part = part.trim();
        if let Some(codes) = noqa_codes(part) {
            return Some(Some(codes));
        }
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
            return Some(Some(split_codes(list)));
        }
        return Some(None);
    }
    None
}

fn split_codes(list: &str) -> Vec<String> {
    list.split([',', ' '])
        .map(|c| c.trim().to_ascii_uppercase())
        .filter(|c| !c.is_empty())
        .collect()
}

/// The R-codes of `noqa: R104, E501` (`None` when it names none of ours).
fn noqa_codes(part: &str) -> Option<Vec<String>> {
    let lower = part.to_ascii_lowercase();
    let rest = lower.strip_prefix("noqa")?.trim_start().strip_prefix(':')?;
    let codes: Vec<String> = split_codes(rest)
        .into_iter()
        .filter(|c| c.len() > 1 && c.starts_with('R') && c[1..].chars().all(|d| d.is_ascii_digit()))
        .collect();
    (!codes.is_empty()).then_some(codes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_bare_listed_and_noqa_forms() {
        assert_eq!(parse_comment("# cpn: ignore"), Some(None));
        assert_eq!(
            parse_comment("#cpn:ignore[R104, r201]"),
            Some(Some(vec!["R104".into(), "R201".into()]))
        );
        assert_eq!(
            parse_comment("# noqa: E501  # cpn: ignore[R101]"),
            Some(Some(vec!["R101".into()]))
        );
        assert_eq!(
            parse_comment("# noqa: R104, E501"),
            Some(Some(vec!["R104".into()]))
        );
        assert_eq!(parse_comment("# noqa: E501"), None, "not ours");
        assert_eq!(
            parse_comment("# noqa"),
            None,
            "a bare noqa is for other linters"
        );
        assert_eq!(parse_comment("# cpn is nice"), None);
    }

    #[test]
    fn unknown_and_unused_codes_are_found() {
        let text = "x = 1  # cpn: ignore[R104, R999]\ny = 2  # noqa: R101\n";
        let file = SourceFile::new("m.py", text);
        let parsed = ruff_python_parser::parse_module(text).unwrap();
        let s = Suppressions::from_tokens(&file, parsed.tokens());
        let p = s.problems(&[(1, "R104")]);
        assert_eq!(p.unknown, [(1, 8, "R999".to_string())]);
        assert_eq!(p.unused.len(), 1);
        assert_eq!(p.unused[0].0, 2);
    }
}
