//! Byte scanning: classes of bytes, words, spaces and line breaks found a word at a time,
//! tag pairs, comments, move numbers, results and glyphs recognised in place.

use std::ops::Range;

/// What a byte in the movetext starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Class {
    Space,
    /// A letter: the start of a move.
    Letter,
    /// A digit: the start of a move number, a result, or castling written with zeros.
    Digit,
    /// Any other start of a token: a symbol, a figurine, garbage.
    Word,
    OpenBrace,
    Semicolon,
    OpenParen,
    CloseParen,
    Dollar,
    /// `!` or `?`: the start of a move's annotation.
    Suffix,
    Star,
    /// `.` and `}`, passed over.
    Stray,
    /// `[`: the next game at the start of a line, else part of a word.
    OpenBracket,
    /// `%`: an escape line at the start of a line, else part of a word.
    Percent,
}

pub(super) static CLASSES: [Class; 256] = classify_bytes();

const fn classify_bytes() -> [Class; 256] {
    let mut classes = [Class::Word; 256];
    let mut byte = 0;
    while byte < 256 {
        classes[byte] = match byte as u8 {
            b'{' => Class::OpenBrace,
            b';' => Class::Semicolon,
            b'(' => Class::OpenParen,
            b')' => Class::CloseParen,
            b'$' => Class::Dollar,
            b'!' | b'?' => Class::Suffix,
            b'*' => Class::Star,
            b'.' | b'}' => Class::Stray,
            b'[' => Class::OpenBracket,
            b'%' => Class::Percent,
            b'a'..=b'z' | b'A'..=b'Z' => Class::Letter,
            b'0'..=b'9' => Class::Digit,
            byte if is_space(byte) => Class::Space,
            _ => Class::Word,
        };
        byte += 1;
    }
    classes
}

/// Bytes that continue a token once begun: all but white space and the bytes that begin
/// other tokens.
pub(super) static IN_WORD: [bool; 256] = word_bytes();

const fn word_bytes() -> [bool; 256] {
    let classes = classify_bytes();
    let mut in_word = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        in_word[byte] = matches!(
            classes[byte],
            Class::Letter | Class::Digit | Class::Word | Class::OpenBracket | Class::Percent
        );
        byte += 1;
    }
    in_word
}

/// 1 for the bytes that end a token, 0 for the others: [`IN_WORD`] the other way round, as
/// numbers to shift into a mask.
static ENDS_WORD: [u8; 256] = word_ending_bytes();

const fn word_ending_bytes() -> [u8; 256] {
    let in_word = word_bytes();
    let mut ends = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        ends[byte] = if in_word[byte] { 0 } else { 1 };
        byte += 1;
    }
    ends
}

/// Whether `byte` ends a move token: white space, or the start of another token.
#[inline]
pub(super) fn ends_word(byte: u8) -> bool {
    !IN_WORD[usize::from(byte)]
}

/// The end of the token that starts at `start`, at most `limit`. Tokens are short and of
/// varied length, so the first eight bytes are looked at without a branch per byte.
#[inline(always)]
pub(super) fn word_end(buf: &[u8], start: usize, limit: usize) -> usize {
    if start + 8 <= limit {
        let word = load_word(buf, start);
        let ends_at = |offset: u32| {
            let byte = (word >> (8 * offset)) as u8;
            u32::from(ENDS_WORD[usize::from(byte)]) << offset
        };
        // Most moves have two to four characters.
        let mut ends = ends_at(1) | ends_at(2) | ends_at(3) | ends_at(4);
        if ends == 0 {
            ends = ends_at(5) | ends_at(6) | ends_at(7);
        }
        if ends != 0 {
            return start + ends.trailing_zeros() as usize;
        }
    }
    let mut end = start + 1;
    while end < limit && IN_WORD[usize::from(buf[end])] {
        end += 1;
    }
    end
}

/// White space: every control byte and the space.
#[inline]
pub(super) const fn is_space(byte: u8) -> bool {
    byte <= b' '
}

/// `bytes` without white space (and control bytes) at either end.
#[inline]
pub(super) fn trim_spaces(bytes: &[u8]) -> &[u8] {
    let start = bytes.iter().position(|&byte| !is_space(byte));
    let end = bytes.iter().rposition(|&byte| !is_space(byte));
    match (start, end) {
        (Some(start), Some(end)) => &bytes[start..=end],
        _ => &[],
    }
}

/// Space or tab: white space within a line.
#[inline]
pub(super) fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t')
}

#[inline]
pub(super) fn is_line_break(byte: u8) -> bool {
    matches!(byte, b'\n' | b'\r')
}

/// Bytes passed over between tokens of the movetext: white space, `.` (after move numbers)
/// and a stray `}`.
static FILLER: [bool; 256] = filler_bytes();

const fn filler_bytes() -> [bool; 256] {
    let classes = classify_bytes();
    let mut filler = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        filler[byte] = matches!(classes[byte], Class::Space | Class::Stray);
        byte += 1;
    }
    filler
}

/// The first position from `from` on that is not [`FILLER`]. Looks at eight bytes at a time,
/// without a branch per byte: the gaps between tokens vary in length (` `, `. `, `... `), and a
/// byte loop would mispredict its end again and again.
#[inline]
pub(super) fn skip_filler(buf: &[u8], from: usize) -> usize {
    let mut at = from;
    while at + 8 <= buf.len() {
        let word = load_word(buf, at);
        let filler = lanes_space(word) | lanes_equal(word, b'.') | lanes_equal(word, b'}');
        let others = !filler & HIGHS;
        if others != 0 {
            return at + (others.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    while at < buf.len() && FILLER[usize::from(buf[at])] {
        at += 1;
    }
    at
}

const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
const LOW_SEVENS: u64 = u64::from_ne_bytes([0x7F; 8]);
const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);

/// The eight bytes of `buf` from `at` as a word, the first byte lowest.
#[inline]
fn load_word(buf: &[u8], at: usize) -> u64 {
    let mut chunk = [0; 8];
    chunk.copy_from_slice(&buf[at..at + 8]);
    u64::from_le_bytes(chunk)
}

/// 0x80 in each byte lane of `word` that equals `byte`, exactly (no borrow crosses lanes).
#[inline]
fn lanes_equal(word: u64, byte: u8) -> u64 {
    let diff = word ^ (ONES * u64::from(byte));
    !(((diff & LOW_SEVENS) + LOW_SEVENS) | diff) & HIGHS
}

/// 0x80 in each byte lane of `word` that is white space (below 0x21), exactly.
#[inline]
fn lanes_space(word: u64) -> u64 {
    !(((word & LOW_SEVENS) + ONES * (0x80 - 0x21)) | word) & HIGHS
}

/// Whether `buf[range]` is ASCII: by one masked load when it is short and the buffer goes on,
/// which spares a branch per byte.
#[inline]
pub(super) fn is_ascii_at(buf: &[u8], range: Range<usize>) -> bool {
    let len = range.end - range.start;
    if (1..=8).contains(&len) && range.start + 8 <= buf.len() {
        let mask = u64::MAX >> (64 - 8 * len);
        load_word(buf, range.start) & mask & HIGHS == 0
    } else {
        buf[range].is_ascii()
    }
}

/// The first position from `from` on that is not white space.
#[inline]
pub(super) fn skip_spaces(buf: &[u8], from: usize) -> usize {
    let mut at = from;
    while at < buf.len() && is_space(buf[at]) {
        at += 1;
    }
    at
}

/// The first position from `from` on that is not a space or tab.
pub(super) fn skip_blanks(buf: &[u8], from: usize) -> usize {
    let mut at = from;
    while at < buf.len() && is_blank(buf[at]) {
        at += 1;
    }
    at
}

/// The line breaks in `bytes`: each CR, and each LF not right after a CR.
pub(super) fn count_line_breaks(bytes: &[u8], byte_before: u8) -> u64 {
    let (line_feeds, returns) = count_line_feeds_and_returns(bytes);
    let joined_at_start = u64::from(byte_before == b'\r' && bytes.first() == Some(&b'\n'));
    let joined_inside = match returns {
        0 => 0,
        _ => bytes
            .windows(2)
            .filter(|pair| pair[0] == b'\r' && pair[1] == b'\n')
            .count() as u64,
    };
    line_feeds + returns - joined_inside - joined_at_start
}

/// The LF and CR bytes in `bytes`, counted in byte-wide lanes so that the loop vectorizes.
fn count_line_feeds_and_returns(bytes: &[u8]) -> (u64, u64) {
    const LANES: usize = 32;
    let mut line_feeds = 0;
    let mut returns = 0;
    let mut chunks = bytes.chunks_exact(LANES);
    loop {
        let mut feed_lanes = [0u8; LANES];
        let mut return_lanes = [0u8; LANES];
        let mut counted = 0;
        for chunk in chunks.by_ref().take(usize::from(u8::MAX)) {
            for lane in 0..LANES {
                feed_lanes[lane] += u8::from(chunk[lane] == b'\n');
                return_lanes[lane] += u8::from(chunk[lane] == b'\r');
            }
            counted += 1;
        }
        line_feeds += feed_lanes
            .iter()
            .map(|&count| u64::from(count))
            .sum::<u64>();
        returns += return_lanes
            .iter()
            .map(|&count| u64::from(count))
            .sum::<u64>();
        if counted == 0 {
            break;
        }
    }
    for &byte in chunks.remainder() {
        line_feeds += u64::from(byte == b'\n');
        returns += u64::from(byte == b'\r');
    }
    (line_feeds, returns)
}

/// Whether a tag pair (`[Name "`, maybe indented) starts at `from` and shows within the
/// first [`TAG_PAIR_WINDOW`] bytes, which the readers of comments always have in the buffer:
/// so the answer never depends on where the buffer ends.
pub(super) fn starts_tag_pair(buf: &[u8], from: usize) -> bool {
    let buf = &buf[..buf.len().min(from + TAG_PAIR_WINDOW)];
    let mut at = skip_blanks(buf, from);
    if buf.get(at) != Some(&b'[') {
        return false;
    }
    at += 1;
    let name_start = at;
    while buf
        .get(at)
        .is_some_and(|&byte| byte.is_ascii_alphanumeric() || byte == b'_')
    {
        at += 1;
    }
    at > name_start && buf.get(skip_blanks(buf, at)) == Some(&b'"')
}

/// The bytes of a line looked at to tell whether it starts a tag pair.
pub(super) const TAG_PAIR_WINDOW: usize = 63;

/// `cut`, or a little before it so as not to split a UTF-8 character, but not before `start`.
pub(super) fn char_boundary_before(buf: &[u8], start: usize, cut: usize) -> usize {
    let mut cut = cut;
    for _ in 0..3 {
        if cut > start && buf.get(cut).is_some_and(|&byte| byte & 0xC0 == 0x80) {
            cut -= 1;
        }
    }
    cut
}

/// How a `{` comment continues within the buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CommentScan {
    /// Closed by the `}` at `close`.
    Closed { close: usize },
    /// Not closed before a line that starts a tag pair, at `line_start`.
    IntoTags { line_start: usize },
    /// Not closed before `limit`.
    Open,
}

/// Looks for the end of the comment whose text starts at `text_start`, up to `limit`.
pub(super) fn scan_brace_comment(buf: &[u8], text_start: usize, limit: usize) -> CommentScan {
    let mut at = text_start;
    loop {
        at = find_stop(buf, at, limit, b'\r' + 1, [b'}']);
        match buf[..limit].get(at) {
            None => return CommentScan::Open,
            Some(b'}') => return CommentScan::Closed { close: at },
            Some(&byte) if is_line_break(byte) && starts_tag_pair(buf, at + 1) => {
                return CommentScan::IntoTags { line_start: at + 1 };
            }
            Some(_) => at += 1,
        }
    }
}

/// The first position in `from..limit` whose byte is below `below` or one of the `needles`
/// (or `limit`).
///
/// Looks at eight bytes at a time. A byte below `t` shows in `(x - t * 0x01..) & !x & 0x80..`,
/// and a byte equal to a needle is a zero byte of the word XORed with that needle: the lowest
/// lane marked is exact (a borrow can only mark lanes above a true one).
#[inline]
pub(super) fn find_stop<const N: usize>(
    buf: &[u8],
    from: usize,
    limit: usize,
    below: u8,
    needles: [u8; N],
) -> usize {
    let limit = limit.min(buf.len());
    let mut at = from;
    while at + 8 <= limit {
        let word = load_word(buf, at);
        let mut found = word.wrapping_sub(ONES * u64::from(below)) & !word;
        for needle in needles {
            let matched = word ^ (ONES * u64::from(needle));
            found |= matched.wrapping_sub(ONES) & !matched;
        }
        found &= HIGHS;
        if found != 0 {
            return at + (found.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    let tail = buf.get(at..limit).unwrap_or_default();
    match tail
        .iter()
        .position(|&byte| byte < below || needles.contains(&byte))
    {
        Some(offset) => at + offset,
        None => limit.max(at),
    }
}

/// A tag pair found in the buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct TagSpan {
    pub(super) name: Range<usize>,
    pub(super) value: Range<usize>,
    /// Whether the value holds a backslash, so may need unescaping.
    pub(super) escaped: bool,
    /// The position after the tag pair.
    pub(super) next: usize,
}

/// Why a tag pair cannot be read, and where its line ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct TagFault {
    pub(super) kind: TagFaultKind,
    pub(super) line_end: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TagFaultKind {
    Unterminated,
    Malformed,
    TooLong,
}

/// Reads the tag pair whose `[` is at `open`, within its line and at most `max_len` bytes.
pub(super) fn parse_tag(buf: &[u8], open: usize, max_len: usize) -> Result<TagSpan, TagFault> {
    let limit = buf.len().min(open + max_len);
    let line = &buf[..limit];

    let name_start = skip_blanks(line, open + 1);
    let name_end = find_stop(line, name_start, limit, b' ' + 1, [b'"', b'[', b']']);
    let quote = skip_blanks(line, name_end);
    if name_end == name_start || quote >= limit || line[quote] != b'"' {
        let line_end = find_line_end(buf, open, limit);
        let kind = match quote >= line_end {
            true => TagFaultKind::Unterminated,
            false => TagFaultKind::Malformed,
        };
        return Err(tag_fault(kind, buf, line_end, limit));
    }

    let value_start = quote + 1;
    let mut escaped = false;
    let mut last_quote = None;
    let mut at = value_start;
    loop {
        at = find_stop(line, at, limit, b'\r' + 1, [b'"', b'\\']);
        match line.get(at) {
            Some(b'"') => {
                let after = skip_blanks(line, at + 1);
                if line.get(after) == Some(&b']') {
                    return Ok(TagSpan {
                        name: name_start..name_end,
                        value: value_start..at,
                        escaped,
                        next: after + 1,
                    });
                }
                last_quote = Some(at);
                at += 1;
            }
            Some(b'\\') => {
                escaped = true;
                match line.get(at + 1) {
                    Some(&byte) if !is_line_break(byte) => at += 2,
                    _ => at += 1,
                }
            }
            Some(&byte) if !is_line_break(byte) => at += 1,
            _ => break,
        }
    }
    let line_end = at.min(limit);
    match last_quote {
        Some(close)
            if skip_blanks(line, close + 1) >= line_end && !cut_short(buf, line_end, limit) =>
        {
            Ok(TagSpan {
                name: name_start..name_end,
                value: value_start..close,
                escaped,
                next: line_end,
            })
        }
        _ => Err(tag_fault(TagFaultKind::Unterminated, buf, line_end, limit)),
    }
}

/// The fault `kind` for a tag pair whose line ends at `line_end`, or that is too long when the
/// line was cut at `limit`.
fn tag_fault(kind: TagFaultKind, buf: &[u8], line_end: usize, limit: usize) -> TagFault {
    TagFault {
        kind: match cut_short(buf, line_end, limit) {
            true => TagFaultKind::TooLong,
            false => kind,
        },
        line_end,
    }
}

/// Whether a line that ends at `line_end` was cut at `limit` with more of it to come.
fn cut_short(buf: &[u8], line_end: usize, limit: usize) -> bool {
    line_end == limit && limit < buf.len()
}

/// The position of the first line break from `from` on, or `limit`.
pub(super) fn find_line_end(buf: &[u8], from: usize, limit: usize) -> usize {
    buf[from..limit]
        .iter()
        .position(|&byte| is_line_break(byte))
        .map_or(limit, |offset| from + offset)
}

/// A tag value with `\"` and `\\` unescaped, written into `out`.
pub(super) fn unescape<'a>(raw: &[u8], out: &'a mut Vec<u8>) -> &'a [u8] {
    out.clear();
    let mut bytes = raw.iter().copied();
    while let Some(byte) = bytes.next() {
        if byte != b'\\' {
            out.push(byte);
            continue;
        }
        match bytes.next() {
            Some(escaped @ (b'"' | b'\\')) => out.push(escaped),
            Some(other) => out.extend_from_slice(&[b'\\', other]),
            None => out.push(b'\\'),
        }
    }
    out
}

/// What a token in the movetext is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Word {
    Number(u32),
    Result(&'static str),
    Glyph(u8),
    Move,
}

pub(super) fn classify_word(token: &[u8]) -> Word {
    match token.first() {
        Some(b'0'..=b'9') if token.iter().all(u8::is_ascii_digit) => {
            Word::Number(read_digits(token, 0).0)
        }
        Some(b'0'..=b'9') => parse_result(token).map_or(Word::Move, Word::Result),
        Some(b'+' | b'-' | b'=' | 0xC2 | 0xE2) => parse_result(token)
            .map(Word::Result)
            .or_else(|| evaluation_glyph(token).map(Word::Glyph))
            .unwrap_or(Word::Move),
        _ => Word::Move,
    }
}

/// The number written in the digits of `buf` from `from` on (an absurdly long one saturates),
/// and the position after them.
#[inline]
pub(super) fn read_digits(buf: &[u8], from: usize) -> (u32, usize) {
    let mut end = from;
    let mut number: u32 = 0;
    while let Some(digit) = buf.get(end).filter(|byte| byte.is_ascii_digit()) {
        number = number
            .saturating_mul(10)
            .saturating_add(u32::from(digit - b'0'));
        end += 1;
    }
    (number, end)
}

/// A result token, in its standard form: `1-0`, `0-1`, `1/2-1/2`, with `½` for `1/2` and en or
/// em dashes for `-` accepted.
fn parse_result(token: &[u8]) -> Option<&'static str> {
    const DASHES: [&str; 3] = ["-", "–", "—"];
    let is_half = |side: &[u8]| side == b"1/2" || side == "½".as_bytes();
    DASHES.iter().find_map(|dash| {
        let dash = dash.as_bytes();
        let split = token
            .windows(dash.len())
            .position(|window| window == dash)?;
        let (white, black) = (&token[..split], &token[split + dash.len()..]);
        match (white, black) {
            (b"1", b"0") => Some("1-0"),
            (b"0", b"1") => Some("0-1"),
            _ if is_half(white) && is_half(black) => Some("1/2-1/2"),
            _ => None,
        }
    })
}

/// The glyph number of an evaluation symbol written out, like `+-` or `∞`.
fn evaluation_glyph(token: &[u8]) -> Option<u8> {
    const SYMBOLS: [(&str, u8); 15] = [
        ("□", 7),
        ("=", 10),
        ("∞", 13),
        ("+=", 14),
        ("+/=", 14),
        ("⩲", 14),
        ("=+", 15),
        ("=/+", 15),
        ("⩱", 15),
        ("+/-", 16),
        ("±", 16),
        ("-/+", 17),
        ("∓", 17),
        ("+-", 18),
        ("-+", 19),
    ];
    SYMBOLS
        .iter()
        .find(|(symbol, _)| symbol.as_bytes() == token)
        .map(|&(_, nag)| nag)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// `count` buffers of up to `max_len` random bytes from a fixed seed, one byte in four
    /// taken from `special` (the bytes a scan looks for), the others of any value.
    pub(in crate::notation::pgn) fn random_buffers(
        seed: u64,
        count: usize,
        max_len: u64,
        special: &[u8],
    ) -> Vec<Vec<u8>> {
        let mut state = seed | 1;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        (0..count)
            .map(|_| {
                let len = next() % (max_len + 1);
                (0..len)
                    .map(|_| match next() % 4 {
                        0 if !special.is_empty() => {
                            special[(next() % special.len() as u64) as usize]
                        }
                        _ => next() as u8,
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn counts_line_breaks_of_every_kind() {
        assert_eq!(count_line_breaks(b"a\nb\r\nc\rd", b'x'), 3);
        assert_eq!(count_line_breaks(b"\nx", b'\r'), 0);
        assert_eq!(count_line_breaks(b"\nx", b'a'), 1);
        assert_eq!(count_line_breaks(b"\r\r\n\n", b'a'), 3);
    }

    #[test]
    fn parses_results_strictly() {
        assert_eq!(parse_result(b"1-0"), Some("1-0"));
        assert_eq!(parse_result("0—1".as_bytes()), Some("0-1"));
        assert_eq!(parse_result("1/2–½".as_bytes()), Some("1/2-1/2"));
        assert_eq!(parse_result(b"0-0"), None);
        assert_eq!(parse_result(b"1-0-0"), None);
        assert_eq!(parse_result(b"1/2"), None);
    }

    /// Random buffers of every byte value, biased towards the bytes the scanner looks for.
    fn hostile_buffers() -> Vec<Vec<u8>> {
        random_buffers(
            0x9E37_79B9_7F4A_7C15,
            400,
            39,
            b" \t\r\n.}{\"\\[]()!?;%$0123456789",
        )
    }

    /// The word-at-a-time scans agree with a byte-by-byte reading at every start and limit of
    /// random bytes, whatever their value.
    #[test]
    fn word_at_a_time_scans_agree_with_byte_loops_on_hostile_bytes() {
        for buf in hostile_buffers() {
            for from in 0..buf.len() {
                let filler = (from..buf.len())
                    .find(|&at| !FILLER[usize::from(buf[at])])
                    .unwrap_or(buf.len());
                assert_eq!(skip_filler(&buf, from), filler, "{buf:?} from {from}");
                for limit in from..=buf.len() {
                    let stop = (from..limit)
                        .find(|&at| buf[at] < b'\r' + 1 || matches!(buf[at], b'"' | b'\\'))
                        .unwrap_or(limit);
                    let found = find_stop(&buf, from, limit, b'\r' + 1, [b'"', b'\\']);
                    assert_eq!(found, stop, "{buf:?} in {from}..{limit}");
                    assert_eq!(is_ascii_at(&buf, from..limit), buf[from..limit].is_ascii());
                    if limit > from {
                        let end = (from + 1..limit)
                            .find(|&at| !IN_WORD[usize::from(buf[at])])
                            .unwrap_or(limit);
                        assert_eq!(
                            word_end(&buf, from, limit),
                            end,
                            "{buf:?} in {from}..{limit}"
                        );
                    }
                }
            }
        }
    }
}
