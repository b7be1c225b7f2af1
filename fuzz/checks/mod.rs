//! The checks behind hotseat's fuzz targets, one module per untrusted input. Each `check`
//! takes the fuzzer's bytes, feeds them to one reader through hotseat's public API, and
//! panics when an invariant breaks: what is written reads back to the same value, and what is
//! read does not depend on how the bytes arrive.
//!
//! The same functions run in two places: the libFuzzer targets of the same names
//! (`fuzz/fuzz_targets/NAME.rs`, on nightly), and `tests/fuzz_regressions.rs`, which replays
//! every input committed under `fuzz/regressions/NAME/` on stable. A new target is a module
//! here, a line in [`TARGETS`], and its three-line target file.

pub mod config;
pub mod fen;
pub mod pgn_game;
pub mod pgn_read;
pub mod san;
pub mod time_control;

/// A target's check: it panics when the input breaks an invariant.
pub type Check = fn(&[u8]);

/// Every target's name with its check.
pub const TARGETS: &[(&str, Check)] = &[
    ("config", config::check),
    ("fen", fen::check),
    ("pgn_game", pgn_game::check),
    ("pgn_read", pgn_read::check),
    ("san", san::check),
    ("time_control", time_control::check),
];

/// Panics unless `message` is what hotseat shows for a refusal: one line, not empty, with no
/// control character (what it quotes of the input is escaped).
pub fn assert_one_line(message: &str) {
    assert!(
        !message.trim().is_empty() && !message.contains(char::is_control),
        "a refusal should be one line of text: {message:?}"
    );
}
