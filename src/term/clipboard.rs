//! Text put on the clipboard from the terminal: the OSC 52 sequence, which most terminals
//! (xterm, kitty, iTerm2, WezTerm, Windows Terminal, tmux with `set-clipboard`) take, carrying
//! the text in base64. Terminals that do not take it ignore it; the screen shows the text too.

use std::io::{self, Write};

/// The OSC 52 sequence that puts `text` on the system clipboard.
pub fn sequence(text: &str) -> String {
    format!("\x1b]52;c;{}\x07", base64(text.as_bytes()))
}

/// Writes the sequence for `text` to `out`.
pub fn copy(out: &mut impl Write, text: &str) -> io::Result<()> {
    out.write_all(sequence(text).as_bytes())?;
    out.flush()
}

/// `bytes` in standard base64, with padding.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
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
    fn text_goes_in_base64_inside_the_sequence() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
        assert_eq!(
            sequence("8/8/8/8/8/8/8/K6k w - - 0 1"),
            "\x1b]52;c;OC84LzgvOC84LzgvOC9LNmsgdyAtIC0gMCAx\x07"
        );
    }
}
