//! Fixes (SPEC §7–§8): a fix is a set of non-overlapping text edits over the original source at AST
//! ranges, with an applicability, a title, the recipe and the finding it resolves.

pub mod apply;
pub mod locate;
pub mod run;
pub mod wrap;
pub mod write;

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::ModModule;
use ruff_python_codegen::Stylist;

use crate::finding::Finding;
use crate::model::Model;
use crate::source::SourceFile;

/// One proposed rewrite. `title`, `applicability` and `edits` are its first (preferred)
/// alternative; `alternatives` holds the other ways the recipe could rewrite the same finding
/// (RR-stack: list-then-stack or preallocate), each with its own applicability.
#[derive(Debug, Clone)]
pub struct Fix {
    pub recipe: &'static str,
    pub title: String,
    pub applicability: Applicability,
    pub edits: Vec<Edit>,
    /// The finding it resolves (code, line, column).
    pub code: &'static str,
    pub line: usize,
    pub column: usize,
    pub alternatives: Vec<Alternative>,
    /// The hot region (outermost loop) of its finding: fixes of one region are applied one round
    /// at a time, each derived from the text the previous one left (their preconditions were
    /// proven on the text before, not on each other's output).
    pub region: Option<u32>,
    /// What an unsafe fix may change, when it is not what its recipe's document says in general.
    pub may_change: Option<std::borrow::Cow<'static, str>>,
}

/// Another rewrite of the same finding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternative {
    pub title: String,
    pub applicability: Applicability,
    pub edits: Vec<Edit>,
}

impl Fix {
    /// What this fix may change: its own note, or its recipe's.
    pub fn may_change(&self) -> Option<&str> {
        self.may_change
            .as_deref()
            .or_else(|| crate::recipes::by_id(self.recipe).map(|r| r.meta().may_change))
    }

    pub fn applicability_name(&self) -> &'static str {
        applicability_name(self.applicability)
    }

    /// How many rewrites this fix offers (1 + its alternatives).
    pub fn choices(&self) -> usize {
        1 + self.alternatives.len()
    }

    /// The same fix with its `index`-th rewrite as the chosen one (0 = as offered); the others
    /// stay available as alternatives, in their original order.
    pub fn choose(&self, index: usize) -> Fix {
        if index == 0 || index > self.alternatives.len() {
            return self.clone();
        }
        let mut all: Vec<Alternative> = Vec::with_capacity(self.choices());
        all.push(Alternative {
            title: self.title.clone(),
            applicability: self.applicability,
            edits: self.edits.clone(),
        });
        all.extend(self.alternatives.iter().cloned());
        let chosen = all.remove(index);
        Fix {
            title: chosen.title,
            applicability: chosen.applicability,
            edits: chosen.edits,
            alternatives: all,
            ..self.clone()
        }
    }
}

pub fn applicability_name(a: Applicability) -> &'static str {
    match a {
        Applicability::Safe => "safe",
        Applicability::Unsafe => "unsafe",
        Applicability::DisplayOnly => "suggestion",
    }
}

/// Everything a recipe may read: the source, its syntax tree, its model, its style.
pub struct FixContext<'a> {
    pub source: &'a SourceFile,
    pub module: &'a ModModule,
    pub model: &'a Model<'a>,
    pub stylist: &'a Stylist<'a>,
    pub tokens: &'a ruff_python_ast::token::Tokens,
    /// The local name the file uses for numpy (`np`, `xp`, `numpy`), if any.
    pub numpy_alias: Option<String>,
    /// Generated lines longer than this are wrapped (`[tool.ruff]`/`[tool.black]` `line-length`).
    pub line_length: usize,
    /// Every name the module reads or binds, collected once when a recipe needs a fresh name.
    pub names: std::cell::OnceCell<rustc_hash::FxHashSet<u64>>,
}

impl FixContext<'_> {
    pub fn text(&self, range: ruff_text_size::TextRange) -> &str {
        &self.source.text[range]
    }

    /// The numpy alias, or `np` together with the import that must be added for it.
    pub fn np(&self) -> (String, Option<Edit>) {
        match &self.numpy_alias {
            Some(alias) => (alias.clone(), None),
            None => ("np".to_string(), Some(locate::import_numpy_edit(self))),
        }
    }

    /// Whether the module uses `name` anywhere (as a variable).
    pub fn uses_name(&self, name: &str) -> bool {
        // A name that is nowhere in the text is used nowhere; most fresh names are not.
        if !self.source.text.contains(name) {
            return false;
        }
        self.names
            .get_or_init(|| {
                let mut names = rustc_hash::FxHashSet::default();
                crate::model::expr::any_expr_in_body(&self.module.body, |e| {
                    if let ruff_python_ast::Expr::Name(n) = e {
                        names.insert(name_hash(n.id.as_str()));
                    }
                    false
                });
                names
            })
            .contains(&name_hash(name))
    }

    pub fn newline(&self) -> &str {
        self.stylist.line_ending().as_str()
    }

    pub fn indent_unit(&self) -> &str {
        self.stylist.indentation().as_str()
    }
}

/// Names are kept as hashes, not copies: a collision only makes a fresh name skip one that was free.
fn name_hash(name: &str) -> u64 {
    use std::hash::BuildHasher;
    rustc_hash::FxBuildHasher.hash_one(name)
}

/// A recipe-bearing finding that got no fix, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declined {
    pub code: &'static str,
    pub line: usize,
    pub column: usize,
    pub reason: &'static str,
}

/// The ranges of a notebook cell's IPython escape commands (`%time`, `x = %env HOME`): a recipe
/// renders expressions as Python, and one of these inside what it rewrites would not parse.
fn escape_commands(module: &ModModule) -> Vec<ruff_text_size::TextRange> {
    struct Escapes(Vec<ruff_text_size::TextRange>);
    impl<'a> ruff_python_ast::visitor::Visitor<'a> for Escapes {
        fn visit_stmt(&mut self, stmt: &'a ruff_python_ast::Stmt) {
            if let ruff_python_ast::Stmt::IpyEscapeCommand(c) = stmt {
                self.0.push(c.range);
            }
            ruff_python_ast::visitor::walk_stmt(self, stmt);
        }
        fn visit_expr(&mut self, expr: &'a ruff_python_ast::Expr) {
            if let ruff_python_ast::Expr::IpyEscapeCommand(c) = expr {
                self.0.push(c.range);
            }
            crate::stack::deeper(|| ruff_python_ast::visitor::walk_expr(self, expr));
        }
    }
    let mut found = Escapes(Vec::new());
    ruff_python_ast::visitor::Visitor::visit_body(&mut found, &module.body);
    found.0
}

fn touches_escape_command(escapes: &[ruff_text_size::TextRange], fix: &Fix) -> bool {
    !escapes.is_empty()
        && fix
            .edits
            .iter()
            .chain(fix.alternatives.iter().flat_map(|a| a.edits.iter()))
            .any(|e| {
                escapes
                    .iter()
                    .any(|r| ruff_text_size::Ranged::range(e).intersect(*r).is_some())
            })
}

/// The proposed fixes of one file, in source order.
pub fn fixes_for(cx: &FixContext, findings: &[Finding]) -> Vec<Fix> {
    proposals_for(cx, findings).0
}

/// The proposed fixes of one file, in source order, and the findings their recipes declined.
pub fn proposals_for(cx: &FixContext, findings: &[Finding]) -> (Vec<Fix>, Vec<Declined>) {
    let mut declined = Vec::new();
    let decline = |f: &Finding, reason| Declined {
        code: f.code,
        line: f.line,
        column: f.column,
        reason,
    };
    let mut fixes: Vec<Fix> = Vec::new();
    // Only a notebook's cells hold escape commands; found when the first fix needs the check.
    let mut escapes: Option<Vec<ruff_text_size::TextRange>> = None;
    let mut escapes_of = |fix: &Fix| {
        let escapes = escapes.get_or_insert_with(|| match cx.source.is_notebook() {
            true => escape_commands(cx.module),
            false => Vec::new(),
        });
        touches_escape_command(escapes, fix)
    };
    for f in findings {
        let Some(recipe) = crate::recipes::for_finding(f) else {
            continue;
        };
        let offer = recipe.fix(cx, f).or_else(|own| {
            let mut reason = own;
            for other in crate::recipes::fallbacks_for(f) {
                match other.fix(cx, f) {
                    Ok(fix) => return Ok(fix),
                    Err(why) if !other.is_other_shape(why.0) && reason == own => reason = why,
                    Err(_) => {}
                }
            }
            Err(reason)
        });
        match offer {
            Ok(fix) if escapes_of(&fix) => {
                declined.push(decline(f, crate::recipes::reasons::ESCAPE_COMMAND));
            }
            Ok(fix) => fixes.push(fix),
            Err(crate::recipes::Declined(reason)) => declined.push(decline(f, reason)),
        }
    }
    if !cx.model.uses_numpy() {
        // A file that never imported NumPy (a CuPy-only module) does not get it from a recipe.
        let import = locate::import_numpy_edit(cx);
        let adds_import = |f: &Fix| {
            f.edits.contains(&import) || f.alternatives.iter().any(|a| a.edits.contains(&import))
        };
        for fix in fixes.iter().filter(|f| adds_import(f)) {
            declined.push(Declined {
                code: fix.code,
                line: fix.line,
                column: fix.column,
                reason: crate::recipes::reasons::ADDS_NUMPY,
            });
        }
        fixes.retain(|f| !adds_import(f));
    }
    let wrap = |edits: &[Edit]| {
        let edits = wrap::wrap_edits(&cx.source.text, edits, cx.line_length, cx.indent_unit());
        separate_tokens(&cx.source.text, edits)
    };
    for fix in &mut fixes {
        fix.edits = wrap(&fix.edits);
        for alternative in &mut fix.alternatives {
            alternative.edits = wrap(&alternative.edits);
        }
    }
    if let Some(cells) = &cx.source.notebook {
        keep_within_cells(cells, &mut fixes, &mut declined);
    }
    if has_bare_backslash_line(&cx.source.text) {
        keep_single_line(&cx.source.text, &mut fixes, &mut declined);
    }
    fixes.sort_by_key(|f| (f.line, f.column, f.recipe));
    (fixes, declined)
}

/// In a notebook, a rewrite must stay inside one cell: alternatives that do not are dropped, and
/// a fix none of whose rewrites does is declined.
fn keep_within_cells(
    cells: &crate::notebook::Cells,
    fixes: &mut Vec<Fix>,
    declined: &mut Vec<Declined>,
) {
    let mut kept = Vec::with_capacity(fixes.len());
    for fix in fixes.drain(..) {
        let inside = (0..fix.choices())
            .find(|&i| cells.contains_all(&fix.choose(i).edits))
            .map(|i| fix.choose(i));
        match inside {
            Some(mut fix) => {
                fix.alternatives.retain(|a| cells.contains_all(&a.edits));
                kept.push(fix);
            }
            None => declined.push(Declined {
                code: fix.code,
                line: fix.line,
                column: fix.column,
                reason: crate::recipes::reasons::ACROSS_CELLS,
            }),
        }
    }
    *fixes = kept;
}

/// A line that is only a backslash (and indentation): Python then counts the next line's
/// indentation from it, which multi-line rewrites cannot reproduce.
fn has_bare_backslash_line(text: &str) -> bool {
    let is_break = |c: char| c == '\n' || c == '\r';
    text.match_indices('\\').any(|(at, _)| {
        let start = text[..at].rfind(is_break).map_or(0, |p| p + 1);
        let end = text[at + 1..]
            .find(is_break)
            .map_or(text.len(), |p| at + 1 + p);
        text[start..at].trim().is_empty() && text[at + 1..end].trim().is_empty()
    })
}

/// Keeps only the fixes whose edits neither span nor insert line breaks.
fn keep_single_line(text: &str, fixes: &mut Vec<Fix>, declined: &mut Vec<Declined>) {
    let single = |e: &Edit| {
        !e.content().unwrap_or_default().contains(['\n', '\r'])
            && !text[ruff_text_size::Ranged::range(e)].contains(['\n', '\r'])
    };
    fixes.retain(|fix| {
        let keep = fix.edits.iter().all(single);
        if !keep {
            declined.push(Declined {
                code: fix.code,
                line: fix.line,
                column: fix.column,
                reason: crate::recipes::reasons::BARE_BACKSLASH,
            });
        }
        keep
    });
}

/// A replacement that would glue onto a neighbouring name or keyword (`while-x > 1:` with its
/// test replaced by `go` gives `whilego:`) gets a space on that side.
fn separate_tokens(text: &str, edits: Vec<Edit>) -> Vec<Edit> {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    edits
        .into_iter()
        .map(|e| {
            let Some(content) = e.content().filter(|c| !c.is_empty()) else {
                return e;
            };
            let range = ruff_text_size::Ranged::range(&e);
            let before = text[..range.start().to_usize()].chars().next_back();
            let after = text[range.end().to_usize()..].chars().next();
            let lead = word(before) && word(content.chars().next());
            let trail = word(after) && word(content.chars().next_back());
            if !lead && !trail {
                return e;
            }
            let spaced = format!(
                "{}{content}{}",
                if lead { " " } else { "" },
                if trail { " " } else { "" }
            );
            Edit::range_replacement(spaced, range)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::has_bare_backslash_line;

    #[test]
    fn bare_backslash_lines_are_only_a_backslash_and_blanks() {
        assert!(has_bare_backslash_line("x = 1 + \\\n\\\n    2\n"));
        assert!(has_bare_backslash_line("if a:\n    \\\n    b()\n"));
        assert!(has_bare_backslash_line("a = 1\r\n  \\  \r\nb = 2\r\n"));
        assert!(has_bare_backslash_line("\\"));
        assert!(!has_bare_backslash_line("x = 1 + \\\n    2\n"));
        assert!(!has_bare_backslash_line("p = '\\\\d+'\ns = \"\\\\\"\n"));
        assert!(!has_bare_backslash_line("\\\\\n"));
        assert!(!has_bare_backslash_line(""));
    }
}
