//! The terminal prompt: one key per answer (no Enter needed), Tab included; Ctrl-C quits.

use dialoguer::console::{Key, Term};

use super::decider::{Decider, Decision, Prompt, KEYS};

pub struct Terminal {
    term: Term,
    color: bool,
}

impl Terminal {
    /// Prompts on stderr (stdout may be redirected), reading keys from the controlling terminal.
    pub fn new(color: bool) -> Self {
        Terminal {
            term: Term::stderr(),
            color,
        }
    }

    fn question(&self, prompt: &Prompt) -> String {
        let alternatives = if prompt.alternatives > 1 {
            format!(
                " (alternative {}/{}; Tab for the next)",
                prompt.alternative + 1,
                prompt.alternatives
            )
        } else {
            String::new()
        };
        let text = format!("Apply this fix{alternatives}? {KEYS} ");
        if self.color {
            dialoguer::console::style(text).bold().to_string()
        } else {
            text
        }
    }
}

impl Decider for Terminal {
    fn decide(&mut self, prompt: &Prompt) -> Decision {
        let _ = self.term.write_str(&self.question(prompt));
        loop {
            let key = match self.term.read_key() {
                Ok(key) => key,
                Err(_) => {
                    let _ = self.term.write_line("");
                    return Decision::Quit;
                }
            };
            let (echo, decision) = match key {
                Key::Tab => ("Tab".to_string(), Decision::NextAlternative),
                Key::CtrlC => ("^C".to_string(), Decision::Quit),
                Key::Char(c) => match Decision::parse(&c.to_string()) {
                    Some(d) => (c.to_string(), d),
                    None => (c.to_string(), Decision::Help),
                },
                // Enter, arrows, Escape: not an answer; keep waiting.
                _ => continue,
            };
            let _ = self.term.write_line(&echo);
            return decision;
        }
    }
}
