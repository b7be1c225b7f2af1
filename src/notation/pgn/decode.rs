//! Text decoding: UTF-8 where it is valid, Windows-1252 for the other bytes.

use std::ops::Range;

use super::reader::SNIPPET_CHARS;
use super::scan::{is_ascii_at, is_line_break};

/// `bytes` as text: as they are when they are UTF-8; otherwise decoded into `scratch`, each
/// byte that is not part of a valid UTF-8 sequence read as Windows-1252 (Latin-1).
#[inline]
pub(super) fn decode<'a>(bytes: &'a [u8], scratch: &'a mut String) -> &'a str {
    decode_known(bytes, bytes.is_ascii(), scratch)
}

/// `buf[range]` as text, as [`decode`] makes it.
#[inline]
pub(super) fn decode_at<'a>(
    buf: &'a [u8],
    range: Range<usize>,
    scratch: &'a mut String,
) -> &'a str {
    let ascii = is_ascii_at(buf, range.clone());
    decode_known(&buf[range], ascii, scratch)
}

/// [`decode`], told whether the bytes are all ASCII (`false` when unsure).
#[inline]
pub(super) fn decode_known<'a>(bytes: &'a [u8], ascii: bool, scratch: &'a mut String) -> &'a str {
    if ascii {
        debug_assert!(bytes.is_ascii());
        // SAFETY: ASCII bytes are valid UTF-8. (This spares a call to `from_utf8` for each
        // token: a sixth of the time of reading.)
        return unsafe { std::str::from_utf8_unchecked(bytes) };
    }
    decode_non_ascii(bytes, scratch)
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
