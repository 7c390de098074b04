//! Fixes (SPEC §7–§8): a fix is a set of non-overlapping text edits over the original source at AST
//! ranges, with an applicability, a title, the recipe and the finding it resolves.

pub mod apply;
pub mod locate;
pub mod run;
pub mod write;

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_ast::ModModule;
use ruff_python_codegen::Stylist;

use crate::finding::Finding;
use crate::model::Model;
use crate::source::SourceFile;

/// One proposed rewrite.
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
}

impl Fix {
    pub fn applicability_name(&self) -> &'static str {
        applicability_name(self.applicability)
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

    pub fn newline(&self) -> &str {
        self.stylist.line_ending().as_str()
    }

    pub fn indent_unit(&self) -> &str {
        self.stylist.indentation().as_str()
    }
}

/// The proposed fixes of one file, in source order.
pub fn fixes_for(cx: &FixContext, findings: &[Finding]) -> Vec<Fix> {
    let mut fixes: Vec<Fix> = findings
        .iter()
        .filter_map(|f| {
            let recipe = crate::recipes::for_finding(f)?;
            recipe.fix(cx, f)
        })
        .collect();
    fixes.sort_by_key(|f| (f.line, f.column, f.recipe));
    fixes
}
