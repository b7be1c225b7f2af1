//! The config file, as `hotseat` reads it at every start: a file is refused in one line, or
//! its settings, written back as TOML from their own written forms, read back the same.

use std::fmt::Write;
use std::path::Path;

use hotseat::config::{self, Config};

/// Reads the text as a config file; writes what it says back and reads that again.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let path = Path::new("config.toml");
    let config = match config::parse(text, path) {
        Ok(config) => config,
        Err(error) => return super::assert_one_line(&error.to_string()),
    };
    let written = write(&config);
    let read = config::parse(&written, path)
        .unwrap_or_else(|error| panic!("{written:?} is refused: {error}"));
    assert_eq!(read, config, "{written:?}");
}

/// The settings as a config file, each value in the form the program writes it.
fn write(config: &Config) -> String {
    let mut text = String::new();
    let mut string = |key: &str, value: Option<String>| {
        if let Some(value) = value {
            let _ = writeln!(text, "{key} = {}", toml_string(&value));
        }
    };
    string("white", config.white.clone());
    string("black", config.black.clone());
    string("time", config.time.as_ref().map(ToString::to_string));
    string(
        "draw_rules",
        config.draw_rules.as_ref().map(ToString::to_string),
    );
    string("theme", config.theme.as_ref().map(ToString::to_string));
    string("flip", config.flip.as_ref().map(ToString::to_string));
    string("lang", config.lang.as_ref().map(ToString::to_string));
    for (key, value) in [("ascii", config.ascii), ("mouse", config.mouse)] {
        if let Some(value) = value {
            let _ = writeln!(text, "{key} = {value}");
        }
    }
    text
}

/// `value` as a TOML basic string.
fn toml_string(value: &str) -> String {
    let mut quoted = String::from("\"");
    for c in value.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(quoted, "\\u{:04X}", u32::from(c));
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}
