//! The interactive review (SPEC §10): every proposed fix, file by file in line order, shown and
//! decided one at a time; accepted fixes are applied to a fixpoint as they come (a fix that only
//! exists after another was applied shows up after it), each file is written once its review ends,
//! then re-assessed. The session never touches a terminal or a disk itself: decisions come from a
//! [`Decider`], writes and edits go through a [`Workspace`], text goes to a writer.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::io::Write;
use std::path::PathBuf;

use rayon::prelude::*;
use ruff_diagnostics::Applicability;
use ruff_text_size::Ranged;

use super::decider::{Decider, Decision, Prompt, KEY_HELP};
use super::screen::{self, Paint, Tally};
use crate::assess::context::ContextFlags;
use crate::assess::manifest::Manifest;
use crate::assess::{evaluate, Assessment, FileAnalysis};
use crate::config::Selection;
use crate::finding::{FileError, Finding};
use crate::fix::apply::{apply_edits, offered_fixes, Policy};
use crate::fix::Fix;
use crate::runner::{analyze_unjoined, Analysed, Codebase};
use crate::source::SourceFile;

/// One file under review, as read from disk.
#[derive(Debug, Clone)]
pub struct ReviewFile {
    /// Where it is written back.
    pub path: PathBuf,
    /// How it is shown.
    pub display: String,
    pub text: String,
    pub selection: Selection,
    /// A PEP 263 non-UTF-8 encoding: such files are checked but never rewritten (SPEC §8).
    pub declared_encoding: Option<String>,
    /// A notebook's code cells in `text` (which joins them); it is written back as JSON.
    pub cells: Option<crate::notebook::Cells>,
}

impl ReviewFile {
    fn source(&self, text: &str, cells: Option<&crate::notebook::Cells>) -> SourceFile {
        SourceFile::with_cells(&self.display, text.to_string(), cells.cloned())
    }

    /// `path:line`, or `path:cell N:line` in a notebook, of a line of `text`.
    fn place(&self, text: &str, cells: Option<&crate::notebook::Cells>, line: usize) -> String {
        match cells.and_then(|c| c.lines(text).locate(line)) {
            Some((cell, line)) => format!("{}:cell {cell}:{line}", self.display),
            None => format!("{}:{line}", self.display),
        }
    }

    /// What the file holds on disk when its code is `text`: the text, or the notebook's JSON.
    fn disk_form(
        &self,
        text: &str,
        cells: Option<&crate::notebook::Cells>,
    ) -> Result<String, String> {
        match cells {
            Some(cells) => cells.render(text),
            None => Ok(text.to_string()),
        }
    }
}

/// The session's only contact with the world outside: writing files and letting a person edit one.
pub trait Workspace {
    /// Replaces `file`'s content `original` with `fixed`, atomically.
    fn write(&mut self, file: &ReviewFile, original: &str, fixed: &str) -> Result<(), String>;
    /// Opens an editor on `file` at `line`; returns the file's text when the editor is closed.
    fn edit(&mut self, file: &ReviewFile, line: usize) -> Result<String, String>;
    /// Ctrl-C arrived while the session was busy (not at a prompt).
    fn interrupted(&self) -> bool {
        false
    }
}

pub struct SessionOptions {
    /// Diff context lines.
    pub context: usize,
    pub color: bool,
    /// `--select`/`--ignore` of recipes or codes (every applicability is shown).
    pub policy: Policy,
    pub flags: ContextFlags,
}

/// What a session did.
#[derive(Debug, Default)]
pub struct Outcome {
    pub tallies: BTreeMap<&'static str, Tally>,
    pub files_changed: Vec<String>,
    /// Files not analysed or not written, and fixes dropped, one line each.
    pub errors: Vec<String>,
    pub quit: bool,
    /// Blocks/refactor findings left in the codebase after the session.
    pub actionable_left: usize,
}

/// A fix as the person decided it: recipe, code, what it replaces with what, and where its
/// finding is. Positions are carried through every change of the text (`carry`), so a decision
/// stays attached to its place while other fixes shift the lines around it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct FixKey {
    recipe: &'static str,
    code: &'static str,
    edits: Vec<(String, String)>,
    line: usize,
    column: usize,
}

fn key(text: &str, fix: &Fix) -> FixKey {
    FixKey {
        recipe: fix.recipe,
        code: fix.code,
        line: fix.line,
        column: fix.column,
        edits: fix
            .edits
            .iter()
            .map(|e| {
                (
                    text.get(e.range().start().to_usize()..e.range().end().to_usize())
                        .unwrap_or_default()
                        .to_string(),
                    e.content().unwrap_or_default().to_string(),
                )
            })
            .collect(),
    }
}

impl FixKey {
    /// The decision without its place: what it stands for once another fix rewrote its line.
    fn floating(&self) -> FixKey {
        FixKey {
            line: 0,
            column: 0,
            ..self.clone()
        }
    }
}

/// Whether the fix with `key` was decided: at its place, or as the same rewrite on a line that
/// another accepted fix changed since (a fix skipped there is not asked about again).
fn is_decided(decided: &HashSet<FixKey>, key: &FixKey) -> bool {
    decided.contains(key) || decided.contains(&key.floating())
}

/// The decisions of `old` moved to their lines in `new`; a decision whose line changed keeps
/// only what it rewrites (see [`is_decided`]).
fn carry(decided: &HashSet<FixKey>, old: &str, new: &str) -> HashSet<FixKey> {
    let mut new_line_of: Vec<Option<usize>> = vec![None; old.lines().count() + 2];
    for op in similar::TextDiff::from_lines(old, new).ops() {
        if let similar::DiffOp::Equal {
            old_index,
            new_index,
            len,
        } = *op
        {
            for i in 0..len {
                new_line_of[old_index + i + 1] = Some(new_index + i + 1);
            }
        }
    }
    decided
        .iter()
        .map(|k| match new_line_of.get(k.line).copied().flatten() {
            Some(line) => FixKey { line, ..k.clone() },
            None => k.floating(),
        })
        .collect()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    Accepted,
    Skipped,
}

/// Everything one decision may change, saved before it for `u`.
#[derive(Clone)]
struct Snapshot {
    text: String,
    cells: Option<crate::notebook::Cells>,
    decided: HashSet<FixKey>,
    marks: usize,
    accept_recipes: BTreeSet<&'static str>,
    skip_recipes: BTreeSet<&'static str>,
}

/// The review state of the file at hand.
struct FileState {
    /// What the file holds on disk now.
    on_disk: String,
    /// The text with every accepted fix applied.
    text: String,
    /// A notebook's cells in `text`, and in `on_disk`.
    cells: Option<crate::notebook::Cells>,
    disk_cells: Option<crate::notebook::Cells>,
    decided: HashSet<FixKey>,
    marks: Vec<(&'static str, Mark)>,
    undo: Vec<Snapshot>,
    /// What was offered for `text` last time: a skip changes no text, so nothing is re-parsed.
    offered: Option<Offered>,
}

/// The fixes offered for one text (with their keys) and the findings they came from.
struct Offered {
    text: String,
    fixes: Vec<Fix>,
    keys: Vec<FixKey>,
    findings: Vec<Finding>,
}

/// A fix still to decide, with its key.
#[derive(Clone)]
struct Pending {
    fix: Fix,
    key: FixKey,
}

enum Flow {
    Next,
    Quit,
}

/// Stops a file whose fixes keep producing new fixes (a recipe bug must not hang the session).
const MAX_STEPS_PER_FILE: usize = 10_000;

pub struct Session<'s> {
    options: SessionOptions,
    manifest: &'s Manifest,
    decider: &'s mut dyn Decider,
    workspace: &'s mut dyn Workspace,
    out: &'s mut dyn Write,
    paint: Paint,
    accept_recipes: BTreeSet<&'static str>,
    skip_recipes: BTreeSet<&'static str>,
    outcome: Outcome,
    /// Every file as analysed, for the call graph (syncs on values other files return).
    codebase: Codebase,
}

impl<'s> Session<'s> {
    pub fn new(
        options: SessionOptions,
        manifest: &'s Manifest,
        decider: &'s mut dyn Decider,
        workspace: &'s mut dyn Workspace,
        out: &'s mut dyn Write,
    ) -> Self {
        let paint = Paint {
            color: options.color,
        };
        Session {
            options,
            manifest,
            decider,
            workspace,
            out,
            paint,
            accept_recipes: BTreeSet::new(),
            skip_recipes: BTreeSet::new(),
            outcome: Outcome::default(),
            codebase: Codebase::default(),
        }
    }

    fn say(&mut self, text: &str) {
        let _ = self.out.write_all(text.as_bytes());
        let _ = self.out.flush();
    }

    /// Shows an error line and counts it (the session then exits 2).
    fn report_error(&mut self, line: String) {
        self.say(&format!("{line}\n"));
        self.outcome.errors.push(line);
    }

    fn assess(&self, analyses: &[FileAnalysis], errors: &[FileError]) -> Assessment {
        evaluate(
            analyses,
            errors.to_vec(),
            &self.options.flags,
            self.manifest,
        )
    }

    /// Reviews `files` (with the errors met finding them) and returns what was done.
    pub fn run(mut self, files: Vec<ReviewFile>, mut errors: Vec<FileError>) -> Outcome {
        let analysed: Vec<Result<Analysed, FileError>> = files
            .par_iter()
            .map(|f| analyze_unjoined(&f.source(&f.text, f.cells.as_ref()), &f.selection, true))
            .collect();
        let mut reviewable = Vec::new();
        for (file, analysis) in files.into_iter().zip(analysed) {
            match analysis {
                Ok(a) => {
                    self.codebase.replace(a);
                    reviewable.push(file);
                }
                Err(e) => errors.push(e),
            }
        }
        // The whole codebase's call graph: a sync in a helper of another file is seen here too.
        let mut analyses = self.codebase.joined();
        for e in &errors {
            self.report_error(e.to_string());
        }
        let before = self.assess(&analyses, &errors);
        self.say(&screen::verdict_now(
            self.paint,
            before.evaluation.verdict,
            &before.findings,
            analyses.len(),
        ));
        let mut current = before.files.clone();
        for (index, file) in reviewable.into_iter().enumerate() {
            if !analyses[index]
                .findings
                .iter()
                .any(|f| crate::recipes::for_finding(f).is_some())
            {
                continue;
            }
            if let Some(encoding) = &file.declared_encoding {
                self.say(&format!(
                    "{}: declares encoding `{encoding}`; files in non-UTF-8 encodings are never rewritten\n",
                    file.display
                ));
                continue;
            }
            let (flow, (text, cells), reviewed) = self.review_file(&file);
            if text == file.text {
                if reviewed {
                    self.say(&format!("{}: unchanged\n", file.display));
                }
            } else {
                self.outcome.files_changed.push(file.display.clone());
                // Re-assess the file as it is now on disk.
                match analyze_unjoined(&file.source(&text, cells.as_ref()), &file.selection, true) {
                    Ok(a) => {
                        self.codebase.replace(a);
                        let before_findings =
                            std::mem::replace(&mut analyses, self.codebase.joined())
                                .swap_remove(index);
                        let after = self.assess(&analyses, &errors);
                        let verdict_of = |files: &[crate::assess::FileVerdict]| {
                            files
                                .iter()
                                .find(|v| v.path == file.display)
                                .map(|v| v.verdict)
                        };
                        if let (Some(old), Some(new)) =
                            (verdict_of(&current), verdict_of(&after.files))
                        {
                            let line = screen::file_verdict_line(
                                self.paint,
                                &file.display,
                                (old, &before_findings.findings),
                                (new, &analyses[index].findings),
                            );
                            self.say(&line);
                        }
                        current = after.files;
                    }
                    Err(e) => self.report_error(e.to_string()),
                }
            }
            if matches!(flow, Flow::Quit) {
                self.outcome.quit = true;
                break;
            }
        }
        let after = self.assess(&analyses, &errors);
        self.outcome.actionable_left = after
            .findings
            .iter()
            .filter(|f| f.category.is_actionable())
            .count();
        let mut summary = String::from("\n");
        summary.push_str(&screen::summary_table(
            &self.outcome.tallies,
            ("accepted", "skipped"),
            &self.outcome.files_changed,
        ));
        summary.push_str(&screen::codebase_verdict(
            self.paint,
            (before.evaluation.verdict, &before.evaluation.gates),
            (after.evaluation.verdict, &after.evaluation.gates),
        ));
        self.say(&summary);
        self.outcome
    }

    /// Reviews one file; returns whether to go on, the file's text as it is now on disk, and
    /// whether any fix was decided in it.
    fn review_file(
        &mut self,
        file: &ReviewFile,
    ) -> (Flow, (String, Option<crate::notebook::Cells>), bool) {
        let mut state = FileState {
            on_disk: file.text.clone(),
            text: file.text.clone(),
            cells: file.cells.clone(),
            disk_cells: file.cells.clone(),
            decided: HashSet::new(),
            marks: Vec::new(),
            undo: Vec::new(),
            offered: None,
        };
        let mut flow = Flow::Next;
        for _ in 0..MAX_STEPS_PER_FILE {
            if self.workspace.interrupted() {
                flow = Flow::Quit;
                break;
            }
            let (pending, finding) = match self.pending(file, &mut state) {
                Ok(p) => p,
                Err(e) => {
                    self.report_error(e.to_string());
                    break;
                }
            };
            let Some(next) = pending.first().cloned() else {
                break;
            };
            let fix = &next.fix;
            if self.skip_recipes.contains(fix.recipe) {
                state.decided.insert(next.key);
                state.marks.push((fix.recipe, Mark::Skipped));
                continue;
            }
            if self.accept_recipes.contains(fix.recipe) {
                let place = file.place(&state.text, state.cells.as_ref(), fix.line);
                self.say(&format!(
                    "{place} {} {}: accepted ({} was answered `a`)\n",
                    fix.code, fix.title, fix.recipe
                ));
                self.accept(file, &mut state, &next);
                continue;
            }
            match self.ask(file, &mut state, &next, finding.as_ref(), &pending) {
                Flow::Next => {}
                Flow::Quit => {
                    flow = Flow::Quit;
                    break;
                }
            }
        }
        let reviewed = !state.marks.is_empty();
        let on_disk = self.finish_file(file, state);
        (flow, on_disk, reviewed)
    }

    /// The fixes still to decide in the file's current text, in line order, and the finding of the
    /// first one.
    fn pending(
        &self,
        file: &ReviewFile,
        state: &mut FileState,
    ) -> Result<(Vec<Pending>, Option<Finding>), FileError> {
        if state.offered.as_ref().is_none_or(|o| o.text != state.text) {
            let source = file.source(&state.text, state.cells.as_ref());
            let (mut fixes, mut findings) = offered_fixes(&source)?;
            self.add_call_graph_syncs(file, &source, &mut fixes, &mut findings)?;
            let fixes: Vec<Fix> = fixes
                .into_iter()
                .filter(|f| f.applicability != Applicability::DisplayOnly)
                .filter(|f| self.options.policy.allows_recipe(f))
                .collect();
            state.offered = Some(Offered {
                keys: fixes.iter().map(|f| key(&state.text, f)).collect(),
                text: state.text.clone(),
                fixes,
                findings,
            });
        }
        let offered = state.offered.as_ref().expect("computed above");
        let pending: Vec<Pending> = offered
            .fixes
            .iter()
            .zip(&offered.keys)
            .filter(|(_, key)| !is_decided(&state.decided, key))
            .map(|(fix, key)| Pending {
                fix: fix.clone(),
                key: key.clone(),
            })
            .collect();
        let finding = pending.first().and_then(|p| {
            offered
                .findings
                .iter()
                .find(|f| f.code == p.fix.code && f.line == p.fix.line && f.column == p.fix.column)
                .cloned()
        });
        Ok((pending, finding))
    }

    /// The syncs only the call graph confirms — tests on values that functions of the codebase
    /// return (`if change < tol:` where a helper returns a norm), and syncs in helpers a loop
    /// calls — are confirmed against the codebase with the file's current text, then offered
    /// their fixes.
    fn add_call_graph_syncs(
        &self,
        file: &ReviewFile,
        source: &crate::source::SourceFile,
        fixes: &mut Vec<Fix>,
        findings: &mut Vec<Finding>,
    ) -> Result<(), FileError> {
        if !self.codebase.has_candidates(&file.display) {
            return Ok(());
        }
        let analysed = analyze_unjoined(source, &file.selection, false)?;
        let synced = self.codebase.confirmed_syncs(&analysed);
        if synced.is_empty() {
            return Ok(());
        }
        let parsed = crate::checker::parse(source)?;
        let model = crate::model::Model::build(parsed.syntax());
        fixes.extend(crate::fix::apply::fixes_of(
            source, &parsed, &model, &synced,
        ));
        fixes.sort_by_key(|f| (f.line, f.column));
        findings.extend(synced);
        Ok(())
    }

    /// Shows one fix and acts on the answers until one of them decides it.
    fn ask(
        &mut self,
        file: &ReviewFile,
        state: &mut FileState,
        pending_fix: &Pending,
        finding: Option<&Finding>,
        pending: &[Pending],
    ) -> Flow {
        let fix = &pending_fix.fix;
        let mut alternative = 0;
        let mut show = true;
        loop {
            let shown = fix.choose(alternative);
            let Some(preview) = rewritten(&state.text, state.cells.is_some(), &shown) else {
                self.report_error(dropped(file, state, fix));
                state.decided.insert(pending_fix.key.clone());
                return Flow::Next;
            };
            if show {
                let mut screen = screen::fix_header(
                    self.paint,
                    &file.place(&state.text, state.cells.as_ref(), fix.line),
                    &shown,
                    finding,
                    (alternative, fix.choices()),
                );
                let before = file.source(&state.text, state.cells.as_ref());
                let after = file.source(
                    &preview,
                    state
                        .cells
                        .as_ref()
                        .map(|c| c.edited(&shown.edits))
                        .as_ref(),
                );
                let diff = crate::fix::run::file_diff_with_context(
                    &file.display,
                    &before,
                    &after,
                    self.options.context,
                );
                screen.push_str(&screen::diff(self.paint, &diff));
                self.say(&screen);
            }
            show = false;
            let prompt = Prompt {
                path: &file.display,
                line: fix.line,
                recipe: fix.recipe,
                alternative,
                alternatives: fix.choices(),
            };
            let decision = self.decider.decide(&prompt);
            match decision {
                Decision::NextAlternative => {
                    if fix.choices() > 1 {
                        alternative = (alternative + 1) % fix.choices();
                        show = true;
                    } else {
                        self.say("This recipe offers one rewrite here.\n");
                    }
                }
                Decision::Explain => self.explain(fix),
                Decision::Help => self.say(KEY_HELP),
                Decision::Accept => {
                    self.save(state);
                    self.accept_as(state, pending_fix, preview, &shown);
                    return Flow::Next;
                }
                Decision::AcceptRecipe => {
                    self.save(state);
                    self.accept_recipes.insert(fix.recipe);
                    self.accept_as(state, pending_fix, preview, &shown);
                    return Flow::Next;
                }
                Decision::Skip => {
                    self.save(state);
                    state.decided.insert(pending_fix.key.clone());
                    state.marks.push((fix.recipe, Mark::Skipped));
                    return Flow::Next;
                }
                Decision::SkipRecipe => {
                    self.save(state);
                    self.skip_recipes.insert(fix.recipe);
                    state.decided.insert(pending_fix.key.clone());
                    state.marks.push((fix.recipe, Mark::Skipped));
                    return Flow::Next;
                }
                Decision::SkipFile => {
                    self.save(state);
                    for p in pending {
                        state.decided.insert(p.key.clone());
                        state.marks.push((p.fix.recipe, Mark::Skipped));
                    }
                    return Flow::Next;
                }
                Decision::Undo => match state.undo.pop() {
                    Some(s) => {
                        state.text = s.text;
                        state.cells = s.cells;
                        state.decided = s.decided;
                        state.marks.truncate(s.marks);
                        self.accept_recipes = s.accept_recipes;
                        self.skip_recipes = s.skip_recipes;
                        self.say("Undone.\n");
                        return Flow::Next;
                    }
                    None => self.say("Nothing to undo in this file.\n"),
                },
                Decision::Edit if state.cells.is_some() => {
                    self.say("A notebook is edited in Jupyter, not from here: `s` skips this fix, `q` ends the review.\n");
                }
                Decision::Edit => {
                    self.edit(file, state, fix.line);
                    return Flow::Next;
                }
                Decision::Quit => return Flow::Quit,
            }
        }
    }

    fn save(&self, state: &mut FileState) {
        state.undo.push(Snapshot {
            text: state.text.clone(),
            cells: state.cells.clone(),
            decided: state.decided.clone(),
            marks: state.marks.len(),
            accept_recipes: self.accept_recipes.clone(),
            skip_recipes: self.skip_recipes.clone(),
        });
    }

    /// Applies a fix as offered (for `a`-accepted recipes).
    fn accept(&mut self, file: &ReviewFile, state: &mut FileState, pending: &Pending) {
        let fix = &pending.fix;
        match rewritten(&state.text, state.cells.is_some(), fix) {
            Some(next) => self.accept_as(state, pending, next, fix),
            None => {
                self.report_error(dropped(file, state, fix));
                state.decided.insert(pending.key.clone());
            }
        }
    }

    /// Records `offered` as accepted with `next` (its chosen rewrite applied) as the new text.
    fn accept_as(&mut self, state: &mut FileState, offered: &Pending, next: String, chosen: &Fix) {
        state.marks.push((offered.fix.recipe, Mark::Accepted));
        state.decided = carry(&state.decided, &state.text, &next);
        state.text = next;
        state.cells = state.cells.as_ref().map(|c| c.edited(&chosen.edits));
    }

    /// `e`: write what was accepted so far, let the person edit, then review the edited text.
    fn edit(&mut self, file: &ReviewFile, state: &mut FileState, line: usize) {
        if state.text != state.on_disk {
            if let Err(e) = self.workspace.write(file, &state.on_disk, &state.text) {
                self.say(&format!("{}: not written: {e}\n", file.display));
                return;
            }
            state.on_disk = state.text.clone();
            state.disk_cells = state.cells.clone();
        }
        match self.workspace.edit(file, line) {
            Ok(text) => {
                state.decided = carry(&state.decided, &state.text, &text);
                state.text = text.clone();
                state.on_disk = text;
                state.undo.clear();
                self.say(&format!(
                    "{}: re-checked after editing (earlier decisions can no longer be undone)\n",
                    file.display
                ));
            }
            Err(e) => self.say(&format!("{}: editor: {e}\n", file.display)),
        }
    }

    fn explain(&mut self, fix: &Fix) {
        let mut text = String::new();
        if let Some(rule) = crate::rules::meta_for(fix.code) {
            text.push_str(&format!(
                "\n{} ({}) [{}]\n\n{}\n",
                rule.code,
                rule.name,
                rule.category.as_str(),
                rule.doc.trim_end()
            ));
        }
        if let Some(recipe) = crate::recipes::by_id(fix.recipe) {
            text.push_str(&format!("\n{}\n", recipe.meta().doc.trim_end()));
        }
        text.push('\n');
        text.push_str(KEY_HELP);
        self.say(&text);
    }

    /// Writes the file when its text changed and records its decisions; returns what is on disk.
    fn finish_file(
        &mut self,
        file: &ReviewFile,
        state: FileState,
    ) -> (String, Option<crate::notebook::Cells>) {
        for (recipe, mark) in &state.marks {
            let tally = self.outcome.tallies.entry(recipe).or_default();
            match mark {
                Mark::Accepted => tally.accepted += 1,
                Mark::Skipped => tally.skipped += 1,
            }
        }
        if state.text == state.on_disk {
            return (state.on_disk, state.disk_cells);
        }
        let written = file
            .disk_form(&state.on_disk, state.disk_cells.as_ref())
            .and_then(|before| Ok((before, file.disk_form(&state.text, state.cells.as_ref())?)))
            .and_then(|(before, after)| self.workspace.write(file, &before, &after));
        match written {
            Ok(()) => (state.text, state.cells),
            Err(e) => {
                self.report_error(format!("{}: not written: {e}", file.display));
                (state.on_disk, state.disk_cells)
            }
        }
    }
}

fn dropped(file: &ReviewFile, state: &FileState, fix: &Fix) -> String {
    format!(
        "{}: {} dropped: the rewritten file would not parse (internal error)",
        file.place(&state.text, state.cells.as_ref(), fix.line),
        fix.recipe
    )
}

/// The text with `fix` applied, when the result parses (with IPython syntax in a notebook).
fn rewritten(text: &str, notebook: bool, fix: &Fix) -> Option<String> {
    apply_edits(text, &fix.edits).filter(|t| crate::source::parses(t, notebook))
}
