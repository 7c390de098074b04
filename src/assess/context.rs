//! Assessment context (SPEC §5): array sizes, GPU count, nodes, GPU model, CPU-only; the defaults
//! applied when a flag is absent, and sizes inferred from the code.

use serde::Serialize;

pub const DEFAULT_ELEMENTS: u64 = 30_000_000;

/// What the user told us (all optional).
#[derive(Debug, Clone, Default)]
pub struct ContextFlags {
    pub elements: Option<u64>,
    pub gpus: Option<u32>,
    pub nodes: Option<u32>,
    pub gpu: Option<String>,
    pub cpu_only: bool,
    /// `--pattern NAME`: the compute pattern as stated by the user (overrides Gate 4's inference).
    pub pattern: Option<String>,
}

/// The compute patterns `--pattern` accepts, and whether each passes Gate 4 (SPEC §5).
pub const PATTERNS: &[(&str, bool)] = &[
    ("stencil", true),
    ("dense-linalg", true),
    ("monte-carlo", true),
    ("reductions", true),
    ("elementwise", true),
    ("fft", true),
    ("sparse", false),
    ("graph", false),
    ("ml", false),
    ("string", false),
    ("sequential", false),
];

/// `--pattern` checked against [`PATTERNS`].
pub fn parse_pattern(name: &str) -> Result<String, String> {
    let name = name.trim().to_ascii_lowercase();
    if PATTERNS.iter().any(|(p, _)| *p == name) {
        Ok(name)
    } else {
        let known: Vec<&str> = PATTERNS.iter().map(|(p, _)| *p).collect();
        Err(format!(
            "unknown --pattern `{name}` (expected one of: {})",
            known.join(", ")
        ))
    }
}

/// The context the gates use, as reported in the JSON `context` object.
#[derive(Debug, Clone, Serialize)]
pub struct AssessContext {
    pub elements: u64,
    pub gpus: u32,
    pub nodes: u32,
    pub gpu: Option<String>,
    pub cpu_only: bool,
    pub defaults_applied: Vec<String>,
    pub inferred: Vec<String>,
    /// The GPU count was not given: the 1–4 default range (more than one GPU possible).
    #[serde(skip)]
    pub gpus_defaulted: bool,
    /// Compute capability of `--gpu` (None: not given or unknown model).
    #[serde(skip)]
    pub capability: Option<f32>,
    /// The compute pattern given with `--pattern` (`null`: inferred from the code).
    pub pattern: Option<String>,
}

impl AssessContext {
    /// Elements each GPU holds (each node with `--cpu-only`).
    pub fn per_device_elements(&self) -> u64 {
        let devices = if self.cpu_only {
            self.nodes
        } else {
            self.gpus.max(1) * self.nodes.max(1)
        };
        self.elements / u64::from(devices.max(1))
    }

    /// Whether the target may run on more than one GPU or node (R304 applies).
    pub fn may_be_multi_device(&self) -> bool {
        self.gpus_defaulted || self.gpus > 1 || self.nodes > 1
    }
}

/// Parses `10M`, `1e7`, `16_000_000`, `2.5M`, `1G`, `65536`.
pub fn parse_elements(text: &str) -> Result<u64, String> {
    let cleaned: String = text
        .trim()
        .chars()
        .filter(|c| *c != '_' && *c != ',')
        .collect();
    let (number, multiplier) = match cleaned.chars().last() {
        Some('k' | 'K') => (&cleaned[..cleaned.len() - 1], 1e3),
        Some('m' | 'M') => (&cleaned[..cleaned.len() - 1], 1e6),
        Some('g' | 'G' | 'b' | 'B') => (&cleaned[..cleaned.len() - 1], 1e9),
        Some('t' | 'T') => (&cleaned[..cleaned.len() - 1], 1e12),
        _ => (cleaned.as_str(), 1.0),
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("invalid --elements `{text}` (examples: 10M, 1e7, 16_000_000)"))?;
    let total = value * multiplier;
    if !total.is_finite() || !(1.0..=1e18).contains(&total) {
        return Err(format!("--elements `{text}` is out of range"));
    }
    Ok(total.round() as u64)
}

/// Compute capability of a GPU model name (`A100`, `NVIDIA H100 80GB`, `sm_80`, `8.0`).
pub fn compute_capability(model: &str) -> Option<f32> {
    let upper = model.trim().to_ascii_uppercase();
    if let Some(sm) = upper
        .strip_prefix("SM_")
        .or_else(|| upper.strip_prefix("SM"))
    {
        let digits: String = sm.chars().take_while(char::is_ascii_digit).collect();
        if digits.len() >= 2 {
            let (major, minor) = digits.split_at(digits.len() - 1);
            return format!("{major}.{minor}").parse().ok();
        }
    }
    if let Ok(cc) = upper.parse::<f32>() {
        return (1.0..20.0).contains(&cc).then_some(cc);
    }
    let name: String = upper
        .replace("NVIDIA", "")
        .replace("TESLA", "")
        .replace("GEFORCE", "")
        .split(|c: char| c.is_whitespace() || c == '-')
        .filter(|w| {
            !w.is_empty()
                && !w.ends_with("GB")
                && !matches!(*w, "SXM" | "SXM4" | "SXM5" | "PCIE" | "NVL")
        })
        .collect::<Vec<_>>()
        .join(" ");
    const TABLE: &[(&str, f32)] = &[
        ("K80", 3.7),
        ("K40", 3.5),
        ("K20", 3.5),
        ("M40", 5.2),
        ("M60", 5.2),
        ("P4", 6.1),
        ("P40", 6.1),
        ("P100", 6.0),
        ("TITAN X", 6.1),
        ("GTX 1080", 6.1),
        ("V100", 7.0),
        ("TITAN V", 7.0),
        ("T4", 7.5),
        ("RTX 2080", 7.5),
        ("QUADRO RTX 8000", 7.5),
        ("A100", 8.0),
        ("A30", 8.0),
        ("A10", 8.6),
        ("A16", 8.6),
        ("A40", 8.6),
        ("A2", 8.6),
        ("RTX 3090", 8.6),
        ("RTX A6000", 8.6),
        ("L4", 8.9),
        ("L40", 8.9),
        ("L40S", 8.9),
        ("RTX 4090", 8.9),
        ("RTX 6000 ADA", 8.9),
        ("H100", 9.0),
        ("H200", 9.0),
        ("GH200", 9.0),
        ("H800", 9.0),
        ("B100", 10.0),
        ("B200", 10.0),
        ("GB200", 10.0),
        ("B300", 10.3),
        ("GB300", 10.3),
        ("RTX 5090", 12.0),
    ];
    TABLE.iter().find(|(n, _)| *n == name).map(|(_, cc)| *cc)
}

/// Applies defaults and states them. `inferred` is the largest size hint found in the code.
pub fn resolve(flags: &ContextFlags, inferred: Option<(u64, String)>) -> AssessContext {
    let mut defaults = Vec::new();
    let mut inferred_notes = Vec::new();
    let elements = match (flags.elements, inferred) {
        (Some(n), _) => n,
        (None, Some((n, how))) => {
            inferred_notes.push(format!(
                "{} hot-path elements per array from {how}",
                group_digits(n)
            ));
            n
        }
        (None, None) => {
            defaults.push(
                "elements: 30–50M per hot-path array (none given or inferable; Gate 2 uses 30M)"
                    .to_string(),
            );
            DEFAULT_ELEMENTS
        }
    };
    let gpus_defaulted = flags.gpus.is_none() && !flags.cpu_only;
    let gpus = flags.gpus.unwrap_or(1);
    if gpus_defaulted {
        defaults.push("gpus: 1–4 per node (Gate 2 uses 1; multi-GPU notes apply)".to_string());
    }
    let nodes = flags.nodes.unwrap_or(1);
    if flags.nodes.is_none() {
        defaults.push("nodes: 1".to_string());
    }
    if flags.gpu.is_none() && !flags.cpu_only {
        defaults.push("gpu: a Volta-or-newer GPU (compute capability ≥ 7.0) on Linux".to_string());
    }
    AssessContext {
        elements,
        gpus,
        nodes,
        gpu: flags.gpu.clone(),
        cpu_only: flags.cpu_only,
        defaults_applied: defaults,
        inferred: inferred_notes,
        gpus_defaulted,
        capability: flags.gpu.as_deref().and_then(compute_capability),
        pattern: flags.pattern.clone(),
    }
}

/// `30000000` → `30,000,000`.
pub fn group_digits(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_counts_in_every_spelling() {
        assert_eq!(parse_elements("10M"), Ok(10_000_000));
        assert_eq!(parse_elements("1e7"), Ok(10_000_000));
        assert_eq!(parse_elements("16_000_000"), Ok(16_000_000));
        assert_eq!(parse_elements("2.5M"), Ok(2_500_000));
        assert_eq!(parse_elements("64k"), Ok(64_000));
        assert_eq!(parse_elements("1G"), Ok(1_000_000_000));
        assert!(parse_elements("lots").is_err());
        assert!(parse_elements("0").is_err());
    }

    #[test]
    fn gpu_models_map_to_compute_capability() {
        assert_eq!(compute_capability("P100"), Some(6.0));
        assert_eq!(compute_capability("V100"), Some(7.0));
        assert_eq!(compute_capability("a100"), Some(8.0));
        assert_eq!(compute_capability("NVIDIA H100 80GB"), Some(9.0));
        assert_eq!(compute_capability("A100-SXM4-80GB"), Some(8.0));
        assert_eq!(compute_capability("L40S"), Some(8.9));
        assert_eq!(compute_capability("GB200"), Some(10.0));
        assert_eq!(compute_capability("sm_86"), Some(8.6));
        assert_eq!(compute_capability("K80"), Some(3.7));
        assert_eq!(compute_capability("Voodoo2"), None);
    }

    #[test]
    fn defaults_are_stated_and_per_device_size_divides() {
        let ctx = resolve(&ContextFlags::default(), None);
        assert_eq!((ctx.elements, ctx.gpus, ctx.nodes), (30_000_000, 1, 1));
        assert_eq!(ctx.defaults_applied.len(), 4);
        assert!(ctx.may_be_multi_device());
        let flags = ContextFlags {
            elements: Some(80_000_000),
            gpus: Some(4),
            nodes: Some(2),
            ..Default::default()
        };
        let ctx = resolve(&flags, Some((1, "ignored".into())));
        assert_eq!(ctx.per_device_elements(), 10_000_000);
        assert!(ctx.inferred.is_empty());
        let cpu = resolve(
            &ContextFlags {
                elements: Some(1000),
                nodes: Some(2),
                cpu_only: true,
                ..Default::default()
            },
            None,
        );
        assert_eq!(cpu.per_device_elements(), 500);
    }
}
