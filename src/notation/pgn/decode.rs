//! Text decoding: UTF-8 where it is valid, Windows-1252 for the other bytes.

use std::ops::Range;

use super::scan::{is_ascii_at, is_line_break};

/// The characters of input quoted in an error message, at most.
pub(super) const SNIPPET_CHARS: usize = 60;

/// `bytes` as text: as they are when they are UTF-8; otherwise decoded into `scratch`, each
/// byte that is not part of a valid UTF-8 sequence read as Windows-1252 (Latin-1).
#[inline]
pub(super) fn decode<'a>(bytes: &'a [u8], scratch: &'a mut String) -> &'a str {
    if bytes.is_ascii() {
        return ascii_text(bytes);
    }
    decode_non_ascii(bytes, scratch)
}

/// `buf[range]` as text, as [`decode`] makes it: a short range is checked for ASCII with one
/// masked load.
#[inline]
pub(super) fn decode_at<'a>(
    buf: &'a [u8],
    range: Range<usize>,
    scratch: &'a mut String,
) -> &'a str {
    if is_ascii_at(buf, range.clone()) {
        return ascii_text(&buf[range]);
    }
    decode_non_ascii(&buf[range], scratch)
}

/// Bytes already found to be all ASCII, as text. Every token of a PGN file goes through here,
/// so the general UTF-8 validation of `from_utf8` is spared.
#[inline]
fn ascii_text(bytes: &[u8]) -> &str {
    debug_assert!(bytes.is_ascii());
    // SAFETY: the only callers, `decode` and `decode_at`, call this right after finding every
    // byte of `bytes` to be below 0x80, and ASCII bytes are valid UTF-8.
    unsafe { std::str::from_utf8_unchecked(bytes) }
}

/// [`decode`] for text with bytes beyond ASCII.
fn decode_non_ascii<'a>(bytes: &'a [u8], scratch: &'a mut String) -> &'a str {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return text;
    }
    scratch.clear();
    for chunk in bytes.utf8_chunks() {
        scratch.push_str(chunk.valid());
        scratch.extend(chunk.invalid().iter().map(|&byte| windows_1252(byte)));
    }
    scratch
}

/// The character of a Windows-1252 byte: Latin-1, but for printable characters in place of
/// the control codes 0x80..0x9F.
fn windows_1252(byte: u8) -> char {
    const HIGH_CONTROLS: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9F => HIGH_CONTROLS[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

/// `text` cut to at most `max_len` bytes, at a character boundary: the caps on tokens count
/// the bytes of the text handed over, which Windows-1252 decoding makes longer than the input.
#[inline]
pub(super) fn cap(text: &str, max_len: usize) -> &str {
    if text.len() <= max_len {
        return text;
    }
    let mut cut = max_len;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    &text[..cut]
}

/// The start of `bytes`, to its first line break, as text short enough for an error message.
pub(super) fn snippet(bytes: &[u8]) -> String {
    let line_len = bytes
        .iter()
        .take(4 * SNIPPET_CHARS)
        .position(|&byte| is_line_break(byte))
        .unwrap_or(bytes.len().min(4 * SNIPPET_CHARS));
    let mut scratch = String::new();
    let text = decode(bytes[..line_len].trim_ascii_end(), &mut scratch);
    let mut shown: String = text
        .chars()
        .take(SNIPPET_CHARS)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let cut_off = line_len < bytes.len() && !is_line_break(bytes[line_len]);
    if cut_off || text.chars().nth(SNIPPET_CHARS).is_some() {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::pgn::scan::tests::random_buffers;

    /// What `decode` must make of any bytes: UTF-8 where valid, Windows-1252 for each other
    /// byte.
    fn reference(bytes: &[u8]) -> String {
        let mut text = String::new();
        for chunk in bytes.utf8_chunks() {
            text.push_str(chunk.valid());
            text.extend(chunk.invalid().iter().map(|&byte| windows_1252(byte)));
        }
        text
    }

    /// Every byte value at every position and length, through both entry points: the text is
    /// always the reference decoding, so no byte sequence reaches the unchecked conversion
    /// unless it is ASCII.
    #[test]
    fn hostile_bytes_decode_to_valid_text() {
        let mut buffers: Vec<Vec<u8>> = (0..=255u8).map(|byte| vec![b'a', byte, b'b']).collect();
        buffers.push("é♘€ x".as_bytes().to_vec());
        buffers.extend(random_buffers(0x2545_F491_4F6C_DD1D, 300, 24, b""));
        let mut scratch = String::new();
        for buf in &buffers {
            assert_eq!(decode(buf, &mut scratch), reference(buf), "{buf:?}");
            for start in 0..buf.len() {
                for end in start..=buf.len() {
                    let expected = reference(&buf[start..end]);
                    assert_eq!(decode_at(buf, start..end, &mut scratch), expected);
                }
            }
        }
    }
}
