//! Text that players type, paste or name themselves, and what of it may never reach the
//! screen. A low layer: the command line, the app and the line mode all clean text with it.

use std::borrow::Cow;

/// Characters that must never reach the screen from what players type or paste, nor their
/// names: control codes, and the invisible characters that change the direction or joining
/// of text (U+202E turns a line around).
pub fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{061C}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2069}'
                | '\u{FEFF}'
        )
}

/// Text as it may be written to a terminal: control characters in caret notation (`^[` for
/// Escape, as a terminal echoes them) and other invisible characters as their code
/// (`<U+202E>`), so that nothing written is an escape code, breaks the line or turns it
/// around.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_invisible) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match u32::from(c) {
            code @ 0..0x20 => {
                out.push('^');
                out.push(char::from(b'@' + code as u8));
            }
            0x7f => out.push_str("^?"),
            code if is_invisible(c) => out.push_str(&format!("<U+{code:04X}>")),
            _ => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_written_is_a_control_character() {
        assert_eq!(printable("e4"), "e4");
        assert_eq!(printable("e\u{1b}[2J4\u{7}"), "e^[[2J4^G");
        assert_eq!(printable("a\nb"), "a^Jb");
        assert_eq!(printable("a\u{202E}b\u{7f}\u{85}"), "a<U+202E>b^?<U+0085>");
    }

    #[test]
    fn controls_and_marks_that_turn_text_around_are_invisible() {
        for c in [
            '\u{7}', '\u{1b}', '\n', '\u{202E}', '\u{200B}', '\u{FEFF}', '\u{2066}',
        ] {
            assert!(is_invisible(c), "{c:?}");
        }
        for c in ['a', 'Ж', '♘', ' ', '½', '·'] {
            assert!(!is_invisible(c), "{c:?}");
        }
    }
}
