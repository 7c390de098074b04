//! Applying fixes: non-overlapping edits per round (the loser waits for the next round), every
//! fix checked to re-parse, rounds repeated to a fixpoint (bounded).

use ruff_diagnostics::{Applicability, Edit};
use ruff_python_codegen::Stylist;
use ruff_text_size::{Ranged, TextSize};

use super::{locate, Fix, FixContext};
use crate::checker::findings_with_model;
use crate::config::Selection;
use crate::finding::{FileError, Finding};
use crate::model::Model;
use crate::source::SourceFile;

/// Which fixes may be applied.
#[derive(Debug, Clone, Default)]
pub struct Policy {
    /// Apply unsafe fixes too.
    pub unsafe_fixes: bool,
    /// Recipe ids or codes to limit to (empty = all).
    pub select: Vec<String>,
    pub ignore: Vec<String>,
}

impl Policy {
    pub fn allows_recipe(&self, fix: &Fix) -> bool {
        let matches = |s: &String| {
            s.eq_ignore_ascii_case(fix.recipe) || fix.code.starts_with(&s.to_ascii_uppercase())
        };
        (self.select.is_empty() || self.select.iter().any(matches))
            && !self.ignore.iter().any(matches)
    }

    pub fn allows(&self, fix: &Fix) -> bool {
        self.allows_level(fix.applicability) && self.allows_recipe(fix)
    }

    fn allows_level(&self, applicability: Applicability) -> bool {
        match applicability {
            Applicability::Safe => true,
            Applicability::Unsafe => self.unsafe_fixes,
            Applicability::DisplayOnly => false,
        }
    }

    /// The fix with the first of its rewrites that the policy allows as the chosen one (a safe
    /// alternative wins over an unsafe first choice without `--unsafe`); unchanged when none is.
    pub fn pick(&self, fix: Fix) -> Fix {
        if self.allows_level(fix.applicability) {
            return fix;
        }
        match (1..fix.choices()).find(|&i| self.allows_level(fix.alternatives[i - 1].applicability))
        {
            Some(i) => fix.choose(i),
            None => fix,
        }
    }
}

#[derive(Debug, Default)]
pub struct Outcome {
    pub original: String,
    pub fixed: String,
    /// Fixes applied, across rounds.
    pub applied: Vec<Fix>,
    /// Fixes the first round offered that the policy did not apply (unsafe, suggestions).
    pub withheld: Vec<Fix>,
    /// Fixes dropped because their result did not parse: "recipe at line N: message".
    pub internal_errors: Vec<String>,
    /// A notebook's cells in `fixed` (when anything changed).
    pub fixed_cells: Option<crate::notebook::Cells>,
}

/// Rounds per file: one fix per hot region per round, so a loop with many fixes needs as many.
const MAX_ROUNDS: usize = 32;

/// Fixes one source text to a fixpoint under `policy`.
pub fn fix_file(file: &SourceFile, policy: &Policy) -> Result<Outcome, FileError> {
    fix_file_with(file, policy, &Selection::default(), None)
}

/// [`fix_file`] for the findings `selection` keeps, starting from `first_offered` — the fixes
/// already offered for `file` (by an analysis of it) — when given, so it is not parsed twice.
pub fn fix_file_with(
    file: &SourceFile,
    policy: &Policy,
    selection: &Selection,
    mut first_offered: Option<Vec<Fix>>,
) -> Result<Outcome, FileError> {
    let mut outcome = Outcome::default();
    // Round 0 works on the loaded file itself; later rounds on the text the previous one produced.
    let mut rewritten: Option<SourceFile> = None;
    for round in 0..MAX_ROUNDS {
        let current = rewritten.as_ref().unwrap_or(file);
        let offered = match first_offered.take() {
            Some(fixes) => fixes,
            None => offered_under(current, selection)?,
        };
        let Some((next, edits)) = fix_round(current, offered, policy, round == 0, &mut outcome)
        else {
            break;
        };
        if next == current.text {
            break;
        }
        rewritten = Some(current.edited(next, &edits));
    }
    outcome.original = file.text.clone();
    outcome.fixed = rewritten
        .as_ref()
        .map_or_else(|| file.text.clone(), |f| f.text.clone());
    outcome.fixed_cells = rewritten.and_then(|f| f.notebook);
    Ok(outcome)
}

/// One round: the text with every chosen fix applied, or `None` when nothing applies.
/// The fixes offered for the findings of `file` that `selection` keeps.
fn offered_under(file: &SourceFile, selection: &Selection) -> Result<Vec<Fix>, FileError> {
    let parsed = crate::checker::parse(file)?;
    let model = Model::build(parsed.syntax());
    let findings: Vec<Finding> = findings_with_model(file, &parsed, &model)
        .into_iter()
        .filter(|f| crate::rules::meta_for(f.code).is_some_and(|m| selection.includes(m)))
        .collect();
    Ok(fixes_of(file, &parsed, &model, &findings))
}

fn fix_round(
    current: &SourceFile,
    offered: Vec<Fix>,
    policy: &Policy,
    first: bool,
    outcome: &mut Outcome,
) -> Option<(String, Vec<Edit>)> {
    if offered.is_empty() {
        return None;
    }
    let (wanted, withheld): (Vec<Fix>, Vec<Fix>) = offered
        .into_iter()
        .map(|f| policy.pick(f))
        .partition(|f| policy.allows(f));
    if first {
        outcome.withheld = withheld
            .into_iter()
            .filter(|f| policy.allows_recipe(f))
            .collect();
    }
    let chosen = choose_non_overlapping(wanted);
    if chosen.is_empty() {
        return None;
    }
    // Validate the round as a whole (one re-parse); only when that fails, find the culprits.
    let edits_of = |fixes: &[Fix]| -> Vec<Edit> {
        fixes.iter().flat_map(|f| f.edits.iter().cloned()).collect()
    };
    let together = |fixes: &[Fix]| {
        apply_edits(&current.text, &edits_of(fixes)).filter(|t| current.reparses(t))
    };
    let (accepted, next) = match together(&chosen) {
        Some(next) => (chosen, next),
        None => {
            let mut accepted = Vec::new();
            for fix in chosen {
                if together(std::slice::from_ref(&fix)).is_some() {
                    accepted.push(fix);
                } else {
                    outcome.internal_errors.push(format!(
                        "{} at {}: the rewritten file would not parse; fix dropped",
                        fix.recipe,
                        current.line_label(fix.line)
                    ));
                }
            }
            let next = together(&accepted).filter(|_| !accepted.is_empty())?;
            (accepted, next)
        }
    };
    let edits = edits_of(&accepted);
    outcome.applied.extend(accepted);
    Some((next, edits))
}

/// The offered fixes of one text without applying anything (for previews and interactive review),
/// with the findings they were derived from.
pub fn offered_fixes(file: &SourceFile) -> Result<(Vec<Fix>, Vec<Finding>), FileError> {
    let parsed = crate::checker::parse(file)?;
    let model = Model::build(parsed.syntax());
    let findings = findings_with_model(file, &parsed, &model);
    let fixes = fixes_of(file, &parsed, &model, &findings);
    Ok((fixes, findings))
}

/// The fixes the recipes offer for `findings` of a parsed text.
pub fn fixes_of(
    file: &SourceFile,
    parsed: &ruff_python_parser::Parsed<ruff_python_ast::ModModule>,
    model: &Model,
    findings: &[Finding],
) -> Vec<Fix> {
    proposals_of(file, parsed, model, findings).0
}

/// [`fixes_of`], with the recipe-bearing findings that got no fix and why.
pub fn proposals_of(
    file: &SourceFile,
    parsed: &ruff_python_parser::Parsed<ruff_python_ast::ModModule>,
    model: &Model,
    findings: &[Finding],
) -> (Vec<Fix>, Vec<super::Declined>) {
    if !findings
        .iter()
        .any(|f| crate::recipes::for_finding(f).is_some())
    {
        return (Vec::new(), Vec::new());
    }
    let stylist = Stylist::from_tokens(parsed.tokens(), &file.text);
    let cx = FixContext {
        source: file,
        module: parsed.syntax(),
        model,
        stylist: &stylist,
        tokens: parsed.tokens(),
        numpy_alias: locate::numpy_alias(parsed.syntax()),
        line_length: super::wrap::line_length_for(&file.path),
        names: std::cell::OnceCell::new(),
    };
    super::proposals_for(&cx, findings)
}

/// Attaches to each finding the summary of the fix offered for it (the first alternative).
pub fn attach_fixes(file: &SourceFile, findings: &mut [Finding], fixes: &[Fix]) {
    for fix in fixes {
        if let Some(finding) = findings
            .iter_mut()
            .find(|f| f.code == fix.code && f.line == fix.line && f.column == fix.column)
        {
            finding.fix = Some(Box::new(summarize(file, fix)));
        }
    }
}

/// A fix as data: applicability, recipe, title, and its edits as line/column ranges of `file`.
pub fn summarize(file: &SourceFile, fix: &Fix) -> crate::finding::FixSummary {
    let edits = fix
        .edits
        .iter()
        .map(|e| {
            let (line, column) = file.line_column(e.start());
            let (end_line, end_column) = file.line_column(e.end());
            crate::finding::EditSummary {
                cell: None,
                line,
                column,
                end_line,
                end_column,
                content: e.content().unwrap_or_default().to_string(),
            }
        })
        .collect();
    crate::finding::FixSummary {
        applicability: fix.applicability_name(),
        recipe: fix.recipe,
        message: fix.title.clone(),
        edits,
    }
}

/// Keeps fixes whose edits overlap no kept fix's edits and whose hot region no kept fix
/// rewrites; identical edits (a shared import or constant) may coincide.
fn choose_non_overlapping(mut fixes: Vec<Fix>) -> Vec<Fix> {
    fixes.sort_by_key(|f| {
        (
            f.edits.iter().map(Ranged::start).min().unwrap_or_default(),
            f.line,
        )
    });
    let mut kept: Vec<Fix> = Vec::new();
    for fix in fixes {
        let same_region = fix.region.is_some() && kept.iter().any(|k| k.region == fix.region);
        let clashes = same_region
            || kept
                .iter()
                .flat_map(|k| k.edits.iter())
                .any(|k| fix.edits.iter().any(|e| overlaps(k, e)));
        if !clashes {
            kept.push(fix);
        }
    }
    kept
}

fn overlaps(a: &Edit, b: &Edit) -> bool {
    if a == b {
        return false;
    }
    let (ar, br) = (a.range(), b.range());
    if ar.is_empty() && br.is_empty() {
        return ar.start() == br.start();
    }
    ar.start() < br.end() && br.start() < ar.end()
        || (ar.is_empty() && br.contains(ar.start()) && br.start() != ar.start())
        || (br.is_empty() && ar.contains(br.start()) && ar.start() != br.start())
}

/// Applies non-overlapping edits (identical duplicates once) to `text`.
pub fn apply_edits(text: &str, edits: &[Edit]) -> Option<String> {
    let mut sorted: Vec<&Edit> = edits.iter().collect();
    sorted.sort_by_key(|e| (e.start(), e.end()));
    sorted.dedup_by(|a, b| a == b);
    let mut out = String::with_capacity(text.len());
    let mut cursor = TextSize::from(0);
    for edit in sorted {
        if edit.start() < cursor || edit.end().to_usize() > text.len() {
            return None;
        }
        out.push_str(&text[cursor.to_usize()..edit.start().to_usize()]);
        out.push_str(edit.content().unwrap_or(""));
        cursor = edit.end();
    }
    out.push_str(&text[cursor.to_usize()..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_apply_in_order_and_identical_insertions_once() {
        let text = "a = 1\nb = 2\n";
        let insert = Edit::insertion("import numpy as np\n".into(), TextSize::from(0));
        let edits = vec![
            Edit::range_replacement(
                "3".into(),
                ruff_text_size::TextRange::new(TextSize::from(10), TextSize::from(11)),
            ),
            insert.clone(),
            insert,
        ];
        assert_eq!(
            apply_edits(text, &edits).unwrap(),
            "import numpy as np\na = 1\nb = 3\n"
        );
    }

    #[test]
    fn overlapping_edits_are_refused() {
        let edits = vec![
            Edit::range_replacement(
                "x".into(),
                ruff_text_size::TextRange::new(TextSize::from(0), TextSize::from(3)),
            ),
            Edit::range_replacement(
                "y".into(),
                ruff_text_size::TextRange::new(TextSize::from(2), TextSize::from(4)),
            ),
        ];
        assert_eq!(apply_edits("abcdef", &edits), None);
    }
}
