//! Text that players type, paste or name themselves, and what of it may never reach the
//! screen. A low layer: the command line, the app and the line mode all clean text with it.

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

#[cfg(test)]
mod tests {
    use super::*;

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
