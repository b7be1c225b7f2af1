//! hotseat: chess for two players at one keyboard, in the terminal.
//!
//! The crate is layered so that each part knows only the parts below it:
//! [`rules`] (the pure rules core) is the foundation.

#![warn(missing_docs)]

// The tests' bench, shared with the tests outside the crate, names the crate as they do.
#[cfg(test)]
extern crate self as hotseat;

pub mod analysis;
pub mod app;
pub mod cli;
pub mod config;
pub mod engine;
pub mod game;
pub mod i18n;
pub mod look;
pub mod notation;
pub mod opening;
pub mod paths;
pub mod plain;
pub mod rules;
pub mod sentence;
pub mod session;
pub mod setup;
pub mod start;
pub mod store;
pub mod term;
pub mod text;
pub mod tools;
pub mod tournament;
pub mod ui;
pub mod vocabulary;
pub mod watch;
pub mod word;
