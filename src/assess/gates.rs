//! Gates 1–6 and the verdict (SPEC §5), over one codebase (one or several files).

use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;

use serde::Serialize;

use super::context::{group_digits, AssessContext};
use super::facts::{FileFacts, Pattern};
use super::manifest::{Level, Listing, Manifest};
use crate::finding::{Category, Finding};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Verdict {
    #[serde(rename = "READY")]
    Ready,
    #[serde(rename = "LIGHT REFACTOR")]
    LightRefactor,
    #[serde(rename = "SIGNIFICANT REFACTOR")]
    SignificantRefactor,
    #[serde(rename = "NOT RECOMMENDED")]
    NotRecommended,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Ready => "READY",
            Verdict::LightRefactor => "LIGHT REFACTOR",
            Verdict::SignificantRefactor => "SIGNIFICANT REFACTOR",
            Verdict::NotRecommended => "NOT RECOMMENDED",
        }
    }

    /// One tier down, never to NOT RECOMMENDED.
    fn demoted(self) -> Verdict {
        match self {
            Verdict::Ready => Verdict::LightRefactor,
            Verdict::LightRefactor | Verdict::SignificantRefactor => Verdict::SignificantRefactor,
            Verdict::NotRecommended => Verdict::NotRecommended,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Status {
    #[serde(rename = "pass")]
    Pass,
    #[serde(rename = "fail")]
    Fail,
    #[serde(rename = "uncertain")]
    Uncertain,
    #[serde(rename = "n/a")]
    NotApplicable,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::Fail => "fail",
            Status::Uncertain => "uncertain",
            Status::NotApplicable => "n/a",
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Gate {
    pub gate: u8,
    #[serde(skip)]
    pub name: &'static str,
    pub status: Status,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ApiGap {
    pub api: String,
    pub support: &'static str,
    pub note: Option<String>,
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<u32>,
    pub line: usize,
}

/// One file's inputs to the gates.
pub struct FileInput<'a> {
    pub path: &'a str,
    pub findings: &'a [Finding],
    pub facts: &'a FileFacts,
}

impl FileInput<'_> {
    /// A line of the file as reported: in its notebook cell, if it has cells.
    fn locate(&self, line: usize) -> (Option<u32>, usize) {
        match self.facts.cells.as_ref().and_then(|c| c.locate(line)) {
            Some((cell, line)) => (Some(cell), line),
            None => (None, line),
        }
    }

    /// `path:line`, or `path:cell N:line`.
    fn place(&self, line: usize) -> String {
        let (cell, line) = self.locate(line);
        crate::finding::position(self.path, cell, line)
    }
}

#[derive(Debug, Clone)]
pub struct Evaluation {
    pub verdict: Verdict,
    /// The verdict from findings alone (what Gate 3 reads).
    pub shape_verdict: Verdict,
    pub gates: Vec<Gate>,
    pub api_gaps: Vec<ApiGap>,
    pub blocks: usize,
    pub hot_regions: usize,
    /// Why the verdict was demoted one tier, if it was.
    pub demotion: Option<String>,
}

pub fn evaluate(files: &[FileInput], ctx: &AssessContext, manifest: &Manifest) -> Evaluation {
    let (blocks, hot_regions) = count_blocks(files);
    let has_refactor = all_findings(files).any(|f| f.category == Category::Refactor);
    let has_mpi = all_findings(files).any(|f| f.code == "R108");
    let shape_verdict = shape_verdict(blocks, hot_regions, has_refactor, has_mpi);
    let gates = vec![
        hardware_gate(ctx),
        size_gate(ctx),
        shape_gate(shape_verdict, blocks, hot_regions, has_mpi),
        pattern_gate(files, ctx.pattern.as_deref()),
        boundary_gate(files),
        Gate {
            gate: 6,
            name: "Operational readiness",
            status: Status::Uncertain,
            reason:
                "needs a benchmark and a golden test; enable cuPyNumeric Doctor on the first run"
                    .to_string(),
        },
    ];
    let (api_gaps, demotion) = api_support(files, ctx, manifest);
    let failed = |n: u8| {
        gates
            .iter()
            .any(|g| g.gate == n && g.status == Status::Fail)
    };
    let verdict = if failed(1) || failed(4) || failed(2) {
        Verdict::NotRecommended
    } else if demotion.is_some() {
        shape_verdict.demoted()
    } else {
        shape_verdict
    };
    let demotion = if verdict == Verdict::NotRecommended {
        None
    } else {
        demotion
    };
    Evaluation {
        verdict,
        shape_verdict,
        gates,
        api_gaps,
        blocks,
        hot_regions,
        demotion,
    }
}

/// The top-level function a qualname belongs to (`<module>` at module level).
fn top_function(qualname: Option<&str>) -> &str {
    qualname.map_or("<module>", |q| q.split('.').next().unwrap_or(q))
}

fn all_findings<'a>(files: &'a [FileInput<'a>]) -> impl Iterator<Item = &'a Finding> {
    files.iter().flat_map(|f| f.findings.iter())
}

/// BLOCKS instances (one per loop nest for R101/R103/R111, per object for R102, per statement
/// otherwise) and distinct hot regions (outermost loop per function per file).
pub fn count_blocks(files: &[FileInput]) -> (usize, usize) {
    // (path, function reached through calls or "", what is counted, where)
    let mut instances: FxHashSet<(&str, &str, &'static str, u32)> = FxHashSet::default();
    let mut regions: FxHashSet<(&str, u32)> = FxHashSet::default();
    for file in files {
        for f in file
            .findings
            .iter()
            .filter(|f| f.category == Category::Blocks)
        {
            // Hot through calls: once per function, in the region of the first calling loop.
            if let Some(hot_loop) = &f.hot_loop {
                let function = f.function.as_deref().unwrap_or_default();
                instances.insert((&f.path, function, "via", 0));
                regions.insert((&hot_loop.path, hot_loop.start));
                continue;
            }
            let key = match f.code {
                "R101" | "R103" | "R111" | "R102" => (f.path.as_str(), "", f.code, f.start_offset),
                _ => (f.path.as_str(), "", "stmt", f.stmt_start),
            };
            instances.insert(key);
            if let Some(region) = f.region {
                regions.insert((&f.path, region));
            }
        }
    }
    (instances.len(), regions.len())
}

fn shape_verdict(blocks: usize, hot_regions: usize, has_refactor: bool, has_mpi: bool) -> Verdict {
    if has_mpi || blocks >= 3 || hot_regions > 1 {
        Verdict::SignificantRefactor
    } else if blocks > 0 || has_refactor {
        Verdict::LightRefactor
    } else {
        Verdict::Ready
    }
}

fn hardware_gate(ctx: &AssessContext) -> Gate {
    let (status, reason) = if ctx.cpu_only {
        (
            Status::NotApplicable,
            "CPU-only target: no GPU requirement".to_string(),
        )
    } else {
        match (&ctx.gpu, ctx.capability) {
            (None, _) => (Status::Pass, "Volta-or-newer GPU on Linux assumed (default)".to_string()),
            (Some(model), Some(cc)) if cc >= 7.0 => {
                (Status::Pass, format!("{model} has compute capability {cc:.1} (≥ 7.0, Volta or newer)"))
            }
            (Some(model), Some(cc)) => (
                Status::Fail,
                format!("{model} has compute capability {cc:.1}; cuPyNumeric needs Volta (7.0) or newer"),
            ),
            (Some(model), None) => (
                Status::Uncertain,
                format!("unknown GPU model `{model}`: compute capability not known (needs ≥ 7.0)"),
            ),
        }
    };
    Gate {
        gate: 1,
        name: "Hardware",
        status,
        reason,
    }
}

fn size_gate(ctx: &AssessContext) -> Gate {
    let per = ctx.per_device_elements();
    let unit = if ctx.cpu_only { "node" } else { "GPU" };
    let amount = format!("{} elements per {unit}", group_digits(per));
    let (status, reason) = match per {
        0..=65_535 => (
            Status::Fail,
            format!("{amount}, below the 65,536 floor: task launch overhead dominates (batch work into larger arrays first)"),
        ),
        65_536..=999_999 => (Status::Uncertain, format!("{amount}: 65K–1M is likely slower than NumPy")),
        1_000_000..=9_999_999 => (Status::Uncertain, format!("{amount}: 1M–10M is around break-even")),
        10_000_000..=99_999_999 => (Status::Pass, format!("{amount} (≥ 10M: real speedup)")),
        _ => (Status::Pass, format!("{amount} (≥ 100M: multi-GPU helps)")),
    };
    Gate {
        gate: 2,
        name: "Size",
        status,
        reason,
    }
}

fn shape_gate(shape: Verdict, blocks: usize, regions: usize, has_mpi: bool) -> Gate {
    let (status, reason) = match shape {
        Verdict::Ready => (Status::Pass, "no BLOCKS or REFACTOR findings".to_string()),
        Verdict::LightRefactor if blocks == 0 => (
            Status::Uncertain,
            "only REFACTOR findings (fixable with recipes)".to_string(),
        ),
        Verdict::LightRefactor => (
            Status::Uncertain,
            format!(
                "{blocks} BLOCKS finding{} in at most one hot region",
                if blocks == 1 { "" } else { "s" }
            ),
        ),
        _ if has_mpi => (
            Status::Fail,
            "mpi4py decomposition (R108): SIGNIFICANT REFACTOR at least".to_string(),
        ),
        _ => (
            Status::Fail,
            format!(
                "{blocks} BLOCKS findings across {regions} hot region(s): SIGNIFICANT REFACTOR"
            ),
        ),
    };
    Gate {
        gate: 3,
        name: "Workload shape",
        status,
        reason,
    }
}

fn pattern_gate(files: &[FileInput], stated: Option<&str>) -> Gate {
    if let Some(name) = stated {
        let passes = super::context::PATTERNS
            .iter()
            .any(|(p, pass)| *p == name && *pass);
        return Gate {
            gate: 4,
            name: "Compute pattern",
            status: if passes { Status::Pass } else { Status::Fail },
            reason: format!("the pattern was given with --pattern {name} (not inferred)"),
        };
    }
    let mut main_path: Vec<String> = Vec::new();
    let mut boundary: Vec<String> = Vec::new();
    let mut seen: BTreeSet<(Pattern, bool)> = BTreeSet::new();
    let array_codebase = files.iter().any(|f| f.facts.uses_arrays);
    // The core's dense work: whole-array work on a hot path (in a loop), per file and top-level
    // function. A failing pattern is only at a boundary when such work happens somewhere else.
    let dense_hot: BTreeSet<(&str, &str)> = files
        .iter()
        .flat_map(|file| {
            file.findings
                .iter()
                .filter(|f| f.category == Category::Scales && f.hot)
                .map(move |f| (file.path, top_function(f.function.as_deref())))
        })
        .collect();
    for file in files {
        for hit in &file.facts.patterns {
            // Plain-Python string or graph code in a module with no array library is not what
            // the array code of this codebase computes (pip's utilities beside a solver).
            if array_codebase && !file.facts.uses_arrays && hit.plain_python {
                continue;
            }
            let text = format!("{} at {}", hit.pattern.describe(), file.place(hit.line));
            let here = (file.path, top_function(hit.function.as_deref()));
            // Array work on what the helper returned is the pattern's own output, not a core
            // of its own.
            let dense_elsewhere = dense_hot
                .iter()
                .any(|d| *d != here && !(d.0 == file.path && hit.feeds.iter().any(|f| f == d.1)));
            let at_boundary = hit.at_boundary && dense_elsewhere;
            if seen.insert((hit.pattern, at_boundary)) {
                if at_boundary {
                    boundary.push(text);
                } else {
                    main_path.push(text);
                }
            }
        }
    }
    let (status, reason) = if !main_path.is_empty() {
        (
            Status::Fail,
            format!("the main path is {}", main_path.join("; ")),
        )
    } else if !boundary.is_empty() {
        (
            Status::Uncertain,
            format!(
                "only in a helper used once at a boundary: {}",
                boundary.join("; ")
            ),
        )
    } else {
        (
            Status::Pass,
            format!(
                "{} (no sparse, graph, ML, string or sequential-recurrence work)",
                dense_patterns(files)
            ),
        )
    };
    Gate {
        gate: 4,
        name: "Compute pattern",
        status,
        reason,
    }
}

/// The dense patterns the SCALES findings show (stencil, dense linear algebra, …).
fn dense_patterns(files: &[FileInput]) -> String {
    let has = |code: &str| all_findings(files).any(|f| f.code == code);
    let mut kinds = Vec::new();
    if has("R005") {
        kinds.push("stencil");
    }
    if has("R003") {
        kinds.push("dense linear algebra");
    }
    if all_findings(files).any(|f| f.code == "R304")
        || files.iter().any(|f| {
            f.facts
                .api_calls
                .iter()
                .any(|c| c.name.starts_with("numpy.random."))
        })
    {
        kinds.push("Monte Carlo / random sampling");
    }
    if has("R002") {
        kinds.push("reductions");
    }
    if has("R001") || has("R004") {
        kinds.push("elementwise");
    }
    if has("R303") {
        kinds.push("FFT");
    }
    if kinds.is_empty() {
        "dense array code".to_string()
    } else {
        kinds.join(", ")
    }
}

fn boundary_gate(files: &[FileInput]) -> Gate {
    const SHOWN: usize = 4;
    let mut hot: Vec<String> = Vec::new();
    let mut cold: BTreeSet<&str> = BTreeSet::new();
    for file in files {
        for call in &file.facts.host_calls {
            if !call.hot {
                cold.insert(call.library);
            } else if hot.len() < SHOWN {
                hot.push(format!("{} at {}", call.library, file.place(call.line)));
            }
        }
    }
    let (status, reason) = if !hot.is_empty() {
        (
            Status::Fail,
            format!("host libraries called inside hot loops: {}", hot.join(", ")),
        )
    } else if !cold.is_empty() {
        let libs: Vec<&str> = cold.into_iter().collect();
        (
            Status::Uncertain,
            format!(
                "host libraries used outside loops or under a periodic guard: {} (one transfer per call)",
                libs.join(", ")
            ),
        )
    } else {
        (Status::Pass, "no host libraries or file I/O".to_string())
    };
    Gate {
        gate: 5,
        name: "Boundary cost",
        status,
        reason,
    }
}

/// API support gaps, and the reason to demote one tier if any (SPEC §5).
fn api_support(
    files: &[FileInput],
    ctx: &AssessContext,
    manifest: &Manifest,
) -> (Vec<ApiGap>, Option<String>) {
    let mut gaps = Vec::new();
    // The first reason to demote, and how many there are.
    let mut demote: (Option<String>, usize) = (None, 0);
    let mut demote_for = |reason: &dyn Fn() -> String| {
        if demote.0.is_none() {
            demote.0 = Some(reason());
        }
        demote.1 += 1;
    };
    let mut seen = BTreeSet::new();
    let mut listings: FxHashMap<&str, Option<Listing>> = FxHashMap::default();
    for file in files {
        let blocked_lines: BTreeSet<usize> = file
            .findings
            .iter()
            .filter(|f| f.category == Category::Blocks)
            .map(|f| f.line)
            .collect();
        for call in &file.facts.api_calls {
            // Codebases call the same few hundred APIs over and over.
            let listing = *listings
                .entry(call.name.as_str())
                .or_insert_with(|| manifest.listing(&call.name).ok());
            let Some(Listing {
                canonical,
                level,
                note,
            }) = listing
            else {
                continue;
            };
            let listed = match level {
                Level::NotImplemented => {
                    if !call.in_main && !blocked_lines.contains(&call.line) {
                        demote_for(&|| {
                            format!(
                                "`{canonical}` is not implemented ({})",
                                file.place(call.line)
                            )
                        });
                    }
                    true
                }
                Level::SingleGpu if ctx.nodes > 1 => {
                    if call.hot {
                        demote_for(&|| {
                            format!(
                                "`{canonical}` is single-GPU on a hot path with {} nodes ({})",
                                ctx.nodes,
                                file.place(call.line)
                            )
                        });
                    }
                    true
                }
                Level::Partial => true,
                _ => false,
            };
            if listed && seen.insert((canonical, file.path, call.line)) {
                gaps.push(ApiGap {
                    api: canonical.to_string(),
                    support: level.as_str(),
                    note: note.map(str::to_string),
                    path: file.path.to_string(),
                    cell: file.locate(call.line).0,
                    line: file.locate(call.line).1,
                });
            }
        }
    }
    let (first, count) = demote;
    let demotion = first.map(|first| {
        if count > 1 {
            format!("{first} and {} more", count - 1)
        } else {
            first
        }
    });
    (gaps, demotion)
}
