//! The review (SPEC §10): the interactive session over the fix engine and the assessment, and the
//! deciders that answer it (terminal, scripted stdin, tests).

pub mod decider;
pub mod screen;
pub mod session;
pub mod terminal;
pub mod workspace;

pub use decider::{Answers, Decider, Decision, Scripted};
pub use session::{Outcome, ReviewFile, Session, SessionOptions, Workspace};
