//! The system clipboard through the terminal: the OSC 52 sequence, which asks the terminal to
//! put text on the clipboard (xterm, kitty, WezTerm, foot, Windows Terminal, iTerm2, and tmux
//! with `set-clipboard on`), and works over SSH, since the terminal on the player's side does
//! it. Whether a terminal will is not something it answers; it is known only not to work on
//! a text console, a dumb terminal and the classic Windows console.

use super::glyphs::TerminalEnv;
use crate::app::NoClipboard;

/// Whether the terminal of `env` may take a copy: not a console or a dumb terminal.
pub fn clipboard(env: &TerminalEnv) -> Result<(), NoClipboard> {
    let console = match env.term.as_deref() {
        Some(term) => term == "dumb" || super::glyphs::is_text_console(term),
        None => env.windows && !env.terminal_program,
    };
    if console {
        Err(NoClipboard::Console)
    } else {
        Ok(())
    }
}

/// The sequence that puts `text` on the clipboard: `ESC ] 52 ; c ; BASE64 BEL`.
pub fn osc52(text: &str) -> String {
    format!("\x1b]52;c;{}\x07", base64(text.as_bytes()))
}

/// `bytes` in standard Base64, padded, as OSC 52 carries them.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk
            .iter()
            .enumerate()
            .fold(0u32, |group, (i, &b)| group | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                let index = (group >> (18 - 6 * i)) & 0x3f;
                out.push(char::from(ALPHABET[index as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_as_the_standard_writes_it() {
        // RFC 4648's test vectors.
        for (text, written) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(text.as_bytes()), written);
        }
        assert_eq!(osc52("1. e4 *"), "\x1b]52;c;MS4gZTQgKg==\x07");
        assert_eq!(base64("ферзь".as_bytes()), "0YTQtdGA0LfRjA==");
    }

    #[test]
    fn consoles_and_dumb_terminals_take_no_copy() {
        let env = |term: &str| TerminalEnv {
            term: Some(term.to_string()),
            ..TerminalEnv::default()
        };
        for term in ["xterm-256color", "tmux-256color", "screen", "xterm-kitty"] {
            assert_eq!(clipboard(&env(term)), Ok(()), "{term}");
        }
        for term in ["linux", "dumb", "vt100"] {
            assert_eq!(clipboard(&env(term)), Err(NoClipboard::Console), "{term}");
        }
        let classic_windows = TerminalEnv {
            windows: true,
            ..TerminalEnv::default()
        };
        assert_eq!(clipboard(&classic_windows), Err(NoClipboard::Console));
    }
}
