//! The API manifest (SPEC §4): generated from the real cuPyNumeric by
//! `scripts/gen_api_manifest.py`, embedded in the binary, replaceable with `--manifest PATH`.

use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;

/// The manifest shipped with this build.
pub const EMBEDDED: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/api-support.toml"
));

/// How many days old a manifest may be before a refresh is suggested.
pub const STALE_AFTER_DAYS: i64 = 90;

pub const REFRESH_COMMAND: &str = "scripts/gen_api_manifest.sh";

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    MultiGpu,
    SingleGpu,
    Partial,
    Implemented,
    NotImplemented,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::MultiGpu => "multi-gpu",
            Level::SingleGpu => "single-gpu",
            Level::Partial => "partial",
            Level::Implemented => "implemented",
            Level::NotImplemented => "not-implemented",
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum Entry {
    Level(Level),
    Detailed { level: Level, note: Option<String> },
}

#[derive(Debug, Deserialize)]
struct ManifestFile {
    cupynumeric_version: String,
    generated: String,
    api: BTreeMap<String, Entry>,
    #[serde(default)]
    aliases: BTreeMap<String, String>,
    #[serde(default)]
    types: Types,
}

#[derive(Debug, Default, Deserialize)]
struct Types {
    #[serde(default)]
    names: BTreeSet<String>,
}

#[derive(Debug)]
pub struct Manifest {
    pub cupynumeric_version: String,
    pub generated: String,
    // Hashed: looked up once per NumPy call of the codebase.
    entries: FxHashMap<String, (Level, Option<String>)>,
    aliases: FxHashMap<String, String>,
    types: FxHashSet<String>,
}

/// A manifest entry, borrowed.
#[derive(Clone, Copy)]
pub struct Listing<'m> {
    pub canonical: &'m str,
    pub level: Level,
    pub note: Option<&'m str>,
}

/// What the assessment needs to know about one called API.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Support {
    /// Listed with this level (and a note for `partial`).
    Listed {
        canonical: String,
        level: Level,
        note: Option<String>,
    },
    /// File I/O, printing and error-state configuration: a cost note, never a gap.
    Boundary,
    /// Not in the manifest, a dtype/type object or a type helper: out of scope.
    OutOfScope,
}

/// File I/O, printing and error-state configuration (SPEC §4).
const BOUNDARY: &[&str] = &[
    "save",
    "savez",
    "savez_compressed",
    "savetxt",
    "load",
    "loadtxt",
    "genfromtxt",
    "fromfile",
    "memmap",
    "set_printoptions",
    "get_printoptions",
    "printoptions",
    "seterr",
    "geterr",
    "errstate",
    "array2string",
    "array_repr",
    "array_str",
    "info",
    "show_config",
    "show_runtime",
    "tofile",
];

/// Type helpers that are never gaps.
const TYPE_HELPERS: &[&str] = &[
    "issubdtype",
    "result_type",
    "can_cast",
    "finfo",
    "iinfo",
    "promote_types",
    "min_scalar_type",
    "common_type",
    "dtype",
    "isdtype",
    "obj2sctype",
    "sctype2char",
    "typename",
    "mintypecode",
];

impl Manifest {
    pub fn embedded() -> Manifest {
        Manifest::parse(EMBEDDED).expect("the embedded manifest parses")
    }

    pub fn parse(text: &str) -> Result<Manifest, String> {
        let file: ManifestFile = toml::from_str(text).map_err(|e| e.message().to_string())?;
        let entries = file
            .api
            .into_iter()
            .map(|(name, entry)| match entry {
                Entry::Level(level) => (name, (level, None)),
                Entry::Detailed { level, note } => (name, (level, note)),
            })
            .collect();
        Ok(Manifest {
            cupynumeric_version: file.cupynumeric_version,
            generated: file.generated,
            entries,
            aliases: file.aliases.into_iter().collect(),
            types: file.types.names.into_iter().collect(),
        })
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// How many listed names are at `level`.
    pub fn count(&self, level: Level) -> usize {
        self.entries.values().filter(|(l, _)| *l == level).count()
    }

    /// The support of a qualified API name (`numpy.std`, `numpy.ndarray.astype`).
    pub fn lookup(&self, name: &str) -> Support {
        match self.listing(name) {
            Ok(Listing {
                canonical,
                level,
                note,
            }) => Support::Listed {
                canonical: canonical.to_string(),
                level,
                note: note.map(str::to_string),
            },
            Err(support) => support,
        }
    }

    /// [`Manifest::lookup`] without copying: the listed entry, or the support of an unlisted name.
    pub fn listing(&self, name: &str) -> Result<Listing<'_>, Support> {
        let leaf = name.rsplit('.').next().unwrap_or(name);
        let module_level = name
            .strip_prefix("numpy.")
            .is_some_and(|rest| !rest.contains('.'));
        if module_level && BOUNDARY.contains(&leaf) || name == "numpy.ndarray.tofile" {
            return Err(Support::Boundary);
        }
        if module_level && TYPE_HELPERS.contains(&leaf) {
            return Err(Support::OutOfScope);
        }
        let canonical = self.aliases.get(name).map_or(name, String::as_str);
        if self.types.contains(canonical) {
            return Err(Support::OutOfScope);
        }
        match self.entries.get_key_value(canonical) {
            Some((canonical, (level, note))) => Ok(Listing {
                canonical,
                level: *level,
                note: note.as_deref(),
            }),
            None => Err(Support::OutOfScope),
        }
    }

    /// Days between the generation date and `today` (both `YYYY-MM-DD`).
    pub fn age_days(&self, today: &str) -> Option<i64> {
        Some(days_from_civil(today)? - days_from_civil(&self.generated)?)
    }

    /// The stderr warning for a manifest older than 90 days, if it is.
    pub fn staleness_warning(&self, today: &str) -> Option<String> {
        let age = self.age_days(today)?;
        (age > STALE_AFTER_DAYS).then(|| {
            format!(
                "warning: the API manifest (cuPyNumeric {}) was generated on {}, {age} days ago; \
                 refresh it with `{REFRESH_COMMAND}`",
                self.cupynumeric_version, self.generated
            )
        })
    }
}

/// Days since 1970-01-01 of a `YYYY-MM-DD` date (proleptic Gregorian).
pub fn days_from_civil(date: &str) -> Option<i64> {
    let mut parts = date.trim().splitn(3, '-');
    let y: i64 = parts.next()?.parse().ok()?;
    let m: i64 = parts.next()?.parse().ok()?;
    let d: i64 = parts.next()?.parse().ok()?;
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// `YYYY-MM-DD` of a day count since 1970-01-01.
pub fn civil_from_days(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// Today's date: `CPN_FIX_TODAY` when set (tests inject the clock), else the system clock (UTC).
pub fn today() -> String {
    if let Ok(day) = std::env::var("CPN_FIX_TODAY") {
        return day;
    }
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    civil_from_days(seconds.div_euclid(86_400))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_manifest_agrees_with_the_published_counts() {
        let m = Manifest::embedded();
        assert_eq!(m.len(), 616);
        assert_eq!(m.len() - m.count(Level::NotImplemented), 412);
        assert_eq!(m.count(Level::NotImplemented), 204);
        assert_eq!(m.count(Level::SingleGpu), 9);
        assert_eq!(m.count(Level::Partial), 14);
        // The published "363 multi-GPU" counts the 14 partial ones too.
        assert_eq!(m.count(Level::MultiGpu) + m.count(Level::Partial), 363);
    }

    #[test]
    fn lookups_follow_spec_section_4() {
        let m = Manifest::embedded();
        let level = |name: &str| match m.lookup(name) {
            Support::Listed { level, .. } => Some(level),
            _ => None,
        };
        assert_eq!(level("numpy.ndarray.astype"), Some(Level::MultiGpu));
        assert_eq!(level("numpy.astype"), Some(Level::NotImplemented));
        assert_eq!(level("numpy.std"), Some(Level::NotImplemented));
        assert_eq!(level("numpy.ndarray.std"), Some(Level::NotImplemented));
        assert_eq!(
            level("numpy.abs"),
            Some(Level::MultiGpu),
            "alias of absolute"
        );
        assert_eq!(level("numpy.linalg.qr"), Some(Level::SingleGpu));
        assert_eq!(level("numpy.fft.fft"), Some(Level::Partial));
        assert_eq!(m.lookup("numpy.float64"), Support::OutOfScope);
        assert_eq!(m.lookup("numpy.finfo"), Support::OutOfScope);
        assert_eq!(m.lookup("numpy.mgrid"), Support::OutOfScope);
        assert_eq!(m.lookup("numpy.savetxt"), Support::Boundary);
        assert_eq!(m.lookup("numpy.errstate"), Support::Boundary);
    }

    #[test]
    fn staleness_uses_the_injected_date() {
        let m = Manifest::parse(
            "cupynumeric_version = \"26.6.1\"\ngenerated = \"2026-11-22\"\n[api]\n",
        )
        .unwrap();
        assert_eq!(m.staleness_warning("2027-02-20"), None);
        let warning = m.staleness_warning("2027-02-21").unwrap();
        assert!(
            warning.contains("91 days ago") && warning.contains(REFRESH_COMMAND),
            "{warning}"
        );
    }

    #[test]
    fn civil_dates_round_trip() {
        for day in [-1000, 0, 19_000, 20_414, 30_000] {
            assert_eq!(days_from_civil(&civil_from_days(day)), Some(day));
        }
        assert_eq!(days_from_civil("2026-11-22"), Some(20_779));
    }
}
