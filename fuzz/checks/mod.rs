//! The checks behind hotseat's fuzz targets, one module per untrusted input. Each `check`
//! takes the fuzzer's bytes, feeds them to one reader through hotseat's public API, and
//! panics when an invariant breaks: what is written reads back to the same value, and what is
//! read does not depend on how the bytes arrive.
//!
//! The same functions run in two places: the libFuzzer targets of the same names
//! (`fuzz/fuzz_targets/NAME.rs`, on nightly), and `tests/fuzz_regressions.rs`, which replays
//! every input committed under `fuzz/regressions/NAME/` on stable. A new target (the app's,
//! say) is its check in `checks/NAME.rs` and its name in `targets!` below, with the binary
//! that `cargo +nightly fuzz add NAME` declares calling `hotseat_fuzz::NAME::check` (as
//! `fuzz_targets/fen.rs` does); CI and `fuzz/run.sh` find it by itself.

/// A target's check: it panics when the input breaks an invariant.
pub type Check = fn(&[u8]);

/// Declares the module of each target's check, and [`TARGETS`].
macro_rules! targets {
    ($($name:ident),* $(,)?) => {
        $(pub mod $name;)*

        /// Every target's name with its check.
        pub const TARGETS: &[(&str, Check)] = &[$((stringify!($name), $name::check)),*];
    };
}

targets!(
    app,
    config,
    fen,
    pgn_game,
    pgn_read,
    plain,
    san,
    time_control
);

/// The settings a fuzz input's first byte (`choice`) gives a game of the app or the line
/// mode, with the time control `control`: the draw rules by its bit 6, the language by bit 7.
pub fn chosen_settings(choice: u8, control: &str) -> hotseat::app::Settings {
    use hotseat::game::DrawRules;
    use hotseat::i18n::Lang;
    hotseat::app::Settings {
        control: control.parse().expect("a valid control"),
        draw_rules: if choice & 0x40 == 0 {
            DrawRules::Club
        } else {
            DrawRules::Fide
        },
        lang: if choice & 0x80 == 0 {
            Lang::En
        } else {
            Lang::Ru
        },
        ..hotseat::app::Settings::default()
    }
}

/// Panics unless `message` is what hotseat shows for a refusal: one line, not empty, with no
/// control character (what it quotes of the input is escaped).
pub fn assert_one_line(message: &str) {
    assert!(
        !message.trim().is_empty() && !message.contains(char::is_control),
        "a refusal should be one line of text: {message:?}"
    );
}
