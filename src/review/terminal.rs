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

/// While a prompt waits, Ctrl-C must reach it as a key. The raw mode of each key read starts only
/// after the prompt is on screen; a Ctrl-C typed in between was a SIGINT (the session's handler
/// only marks it) and the prompt kept waiting for another key. With ISIG off from before the
/// prompt is written until the key is read, the terminal passes it on as a byte.
struct CtrlCAsKey {
    #[cfg(target_os = "linux")]
    saved: Option<libc::termios>,
}

impl CtrlCAsKey {
    #[cfg(target_os = "linux")]
    fn new() -> Self {
        // SAFETY: tcgetattr/tcsetattr on standard input with a termios the call fills in.
        unsafe {
            let mut attrs: libc::termios = std::mem::zeroed();
            if libc::tcgetattr(libc::STDIN_FILENO, &mut attrs) != 0 {
                return CtrlCAsKey { saved: None };
            }
            let saved = attrs;
            attrs.c_lflag &= !libc::ISIG;
            if libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &attrs) != 0 {
                return CtrlCAsKey { saved: None };
            }
            CtrlCAsKey { saved: Some(saved) }
        }
    }

    #[cfg(not(target_os = "linux"))]
    fn new() -> Self {
        CtrlCAsKey {}
    }
}

impl Drop for CtrlCAsKey {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if let Some(saved) = &self.saved {
            // SAFETY: restores the attributes read in `new`.
            unsafe {
                libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, saved);
            }
        }
    }
}

impl Decider for Terminal {
    fn decide(&mut self, prompt: &Prompt) -> Decision {
        let _keys = CtrlCAsKey::new();
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
