//! Where the review's decisions come from: one trait, and the scripted (stdin) and test deciders.
//! The terminal prompt lives in `terminal.rs`.

use std::collections::VecDeque;
use std::io::BufRead;

/// One answer to a proposed fix (SPEC §10's keys).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// `y`: apply this fix.
    Accept,
    /// `n`: leave this one.
    Skip,
    /// `a`: apply this fix and every later fix of its recipe.
    AcceptRecipe,
    /// `d`: leave every later fix of this recipe.
    SkipRecipe,
    /// `s`: leave the rest of this file.
    SkipFile,
    /// `e`: open an editor at the fix's line, then re-detect the file.
    Edit,
    /// `u`: undo the last decision in this file.
    Undo,
    /// `q` (or Ctrl-C): stop; what was accepted is kept.
    Quit,
    /// `?`: the rule's and the recipe's documents.
    Explain,
    /// `Tab`: the recipe's next way of rewriting this finding.
    NextAlternative,
    /// An answer that is none of the above: show the keys again.
    Help,
}

/// The keys, as the prompt lists them.
pub const KEYS: &str = "[y,n,a,d,s,e,u,q,?,Tab]";

/// What each key does, shown after `?` or an unknown answer.
pub const KEY_HELP: &str = "\
y - apply this fix
n - skip this fix
a - apply this fix and every later fix of this recipe
d - skip every later fix of this recipe
s - skip the rest of this file
e - open $VISUAL/$EDITOR at this line, then re-check the file
u - undo the last decision in this file
q - quit (fixes already accepted are kept)
? - explain the rule and the recipe
Tab - show the recipe's next alternative rewrite
";

impl Decision {
    /// Reads one answer as typed (`y`, `yes`, `tab`, `\t`, …); `None` for anything else.
    pub fn parse(answer: &str) -> Option<Decision> {
        if answer == "\t" {
            return Some(Decision::NextAlternative);
        }
        let decision = match answer.trim().to_ascii_lowercase().as_str() {
            "y" | "yes" => Decision::Accept,
            "n" | "no" => Decision::Skip,
            "a" | "all" => Decision::AcceptRecipe,
            "d" => Decision::SkipRecipe,
            "s" => Decision::SkipFile,
            "e" | "edit" => Decision::Edit,
            "u" | "undo" => Decision::Undo,
            "q" | "quit" => Decision::Quit,
            "?" | "h" | "help" => Decision::Explain,
            "tab" | "\\t" => Decision::NextAlternative,
            _ => return None,
        };
        Some(decision)
    }
}

/// What the decider is asked about (the session has already shown the header and the diff).
#[derive(Debug, Clone, Copy)]
pub struct Prompt<'a> {
    pub path: &'a str,
    pub line: usize,
    pub recipe: &'a str,
    /// Which alternative is shown (0-based) and how many there are.
    pub alternative: usize,
    pub alternatives: usize,
}

pub trait Decider {
    fn decide(&mut self, prompt: &Prompt) -> Decision;
}

/// Reads one answer per line (stdin when it is not a terminal). End of input quits, keeping what
/// was accepted; an unknown line asks for the keys again.
pub struct Scripted<R: BufRead> {
    input: R,
}

impl<R: BufRead> Scripted<R> {
    pub fn new(input: R) -> Self {
        Scripted { input }
    }
}

impl<R: BufRead> Decider for Scripted<R> {
    fn decide(&mut self, _prompt: &Prompt) -> Decision {
        let mut line = String::new();
        match self.input.read_line(&mut line) {
            Ok(0) | Err(_) => Decision::Quit,
            Ok(_) => {
                let answer = line.trim_end_matches(['\n', '\r']);
                Decision::parse(answer).unwrap_or(Decision::Help)
            }
        }
    }
}

/// A fixed list of answers (tests); quits when they run out.
pub struct Answers(VecDeque<Decision>);

impl Answers {
    pub fn new(answers: impl IntoIterator<Item = Decision>) -> Self {
        Answers(answers.into_iter().collect())
    }

    pub fn remaining(&self) -> usize {
        self.0.len()
    }
}

impl Decider for Answers {
    fn decide(&mut self, _prompt: &Prompt) -> Decision {
        self.0.pop_front().unwrap_or(Decision::Quit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_parses() {
        let keys = [
            ("y", Decision::Accept),
            ("n", Decision::Skip),
            ("a", Decision::AcceptRecipe),
            ("d", Decision::SkipRecipe),
            ("s", Decision::SkipFile),
            ("e", Decision::Edit),
            ("u", Decision::Undo),
            ("q", Decision::Quit),
            ("?", Decision::Explain),
            ("\t", Decision::NextAlternative),
            ("tab", Decision::NextAlternative),
            (" Y ", Decision::Accept),
        ];
        for (key, decision) in keys {
            assert_eq!(Decision::parse(key), Some(decision), "{key:?}");
        }
        assert_eq!(Decision::parse("x"), None);
    }

    #[test]
    fn scripted_reads_lines_and_quits_at_the_end() {
        let mut d = Scripted::new("y\nzz\ntab\n".as_bytes());
        let prompt = Prompt {
            path: "m.py",
            line: 1,
            recipe: "RR-loop",
            alternative: 0,
            alternatives: 1,
        };
        assert_eq!(d.decide(&prompt), Decision::Accept);
        assert_eq!(d.decide(&prompt), Decision::Help);
        assert_eq!(d.decide(&prompt), Decision::NextAlternative);
        assert_eq!(d.decide(&prompt), Decision::Quit);
    }
}
