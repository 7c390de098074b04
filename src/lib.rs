//! cpn-fix: assess NumPy code for cuPyNumeric, and rewrite the idioms that block scaling.

pub mod assess;
pub mod checker;
pub mod config;
pub mod finding;
pub mod fix;
pub mod model;
pub mod notebook;
pub mod output;
pub mod recipes;
pub mod review;
pub mod rules;
pub mod runner;
pub mod source;
pub mod stack;
pub mod suppression;
pub mod walk;
