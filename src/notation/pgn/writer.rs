//! Writing PGN in export format: tag pairs, then the movetext wrapped at 80 columns, with
//! each move's glyphs, comment and variations (nested as deep as they go).

use std::borrow::Cow;

use super::nag::Nag;
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::rules::Color;

/// One move of the movetext: its SAN, then its glyphs, its comment and the variations that
/// replace it, in that order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenMove<'a> {
    /// The move.
    pub san: San,
    /// Its annotation glyphs, written `$n`.
    pub nags: &'a [Nag],
    /// A comment after the move, without braces (such as `[%clk 0:04:58]`).
    pub comment: Option<Cow<'a, str>>,
    /// The variations that replace this move, each from the position before it.
    pub variations: Vec<WrittenLine<'a>>,
}

impl WrittenMove<'_> {
    /// A move with nothing written after it.
    pub fn bare(san: San) -> WrittenMove<'static> {
        WrittenMove {
            san,
            nags: &[],
            comment: None,
            variations: Vec::new(),
        }
    }
}

/// A line of moves: the game's own, or a variation in parentheses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenLine<'a> {
    /// The number of the line's first move.
    pub first: MoveNumber,
    /// A comment before the first move.
    pub preface: Option<Cow<'a, str>>,
    /// The moves in order.
    pub moves: Vec<WrittenMove<'a>>,
}

/// The longest line the writer produces (PGN §8.2.6 asks for at most 255; 80 is customary).
const LINE_WIDTH: usize = 80;

/// The movetext of a game's own line written one move at a time, and kept: a game written
/// again after more moves writes only those ([`MovetextWriter::push`]), and the whole game
/// then costs a copy of the text ([`MovetextWriter::game`]), however long it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovetextWriter {
    /// The movetext so far, wrapped at 80 columns; the last line is not ended.
    text: String,
    /// The width of the last line of `text`.
    width: usize,
    /// The number of the next move.
    number: MoveNumber,
    /// Whether the next move needs its number although it is Black's.
    needs_number: bool,
}

impl MovetextWriter {
    /// Movetext whose first move is numbered `first`, after the comment `preface`.
    pub fn new(first: MoveNumber, preface: Option<&str>) -> MovetextWriter {
        let mut written = MovetextWriter {
            text: String::new(),
            width: 0,
            number: first,
            needs_number: true,
        };
        if let Some(preface) = preface {
            let mut line = Line::new(&mut written.text, 0);
            line.comment(preface);
            written.width = line.width;
        }
        written
    }

    /// Writes the next move of the line, with its number when it needs one, its glyphs, its
    /// comment and its variations.
    pub fn push(&mut self, m: &WrittenMove<'_>) {
        let mut line = Line::new(&mut self.text, self.width);
        let needs_number = write_move(&mut line, m, self.number, self.needs_number);
        self.width = line.width;
        self.number = self.number.next();
        self.needs_number = needs_number;
    }

    /// The game in PGN export format: the tags in the order given, an empty line, the
    /// movetext written so far and the result token, and an empty line after it.
    pub fn game(&self, tags: &[(&str, &str)], result: &str) -> String {
        let mut out = String::with_capacity(self.text.len() + 64 * tags.len() + 16);
        for (name, value) in tags {
            out.push('[');
            out.push_str(name);
            out.push_str(" \"");
            out.push_str(&escape(value));
            out.push_str("\"]\n");
        }
        out.push('\n');
        out.push_str(&self.text);
        let mut line = Line::new(&mut out, self.width);
        line.word(result);
        line.finish();
        out.push('\n');
        out
    }
}

/// The words of a line of moves, its variations in parentheses after the moves they replace.
fn write_line(line: &mut Line<'_>, moves: &WrittenLine<'_>) {
    if let Some(preface) = &moves.preface {
        line.comment(preface);
    }
    let mut number = moves.first;
    // A Black move needs its number at the start, and after anything that interrupts the
    // pairing of White's and Black's moves (a comment, a variation).
    let mut needs_number = true;
    for m in &moves.moves {
        needs_number = write_move(line, m, number, needs_number);
        number = number.next();
    }
}

/// The words of move `number` of a line: its number (always White's, Black's when it
/// `needs_number`), its SAN, glyphs, comment and variations. Returns whether the move after
/// it needs its number (after a comment or a variation).
fn write_move(
    line: &mut Line<'_>,
    m: &WrittenMove<'_>,
    number: MoveNumber,
    needs_number: bool,
) -> bool {
    if number.mover == Color::White || needs_number {
        line.word(&number.to_string());
    }
    line.word(&m.san.to_string());
    let mut needs_number = false;
    for nag in m.nags {
        line.word(&nag.to_string());
    }
    if let Some(comment) = &m.comment {
        line.comment(comment);
        needs_number = true;
    }
    for variation in &m.variations {
        line.open();
        write_line(line, variation);
        line.close();
        needs_number = true;
    }
    needs_number
}

/// A tag value with `\` and `"` escaped (PGN §8.1.1).
fn escape(value: &str) -> String {
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        if matches!(c, '\\' | '"') {
            escaped.push('\\');
        }
        // Tag values are one line: other control characters become spaces.
        escaped.push(if c.is_control() { ' ' } else { c });
    }
    escaped
}

/// Fills lines of movetext word by word, breaking before a word that would pass the width.
struct Line<'a> {
    out: &'a mut String,
    width: usize,
    /// Parentheses opened and not yet written: they go before the next word, with no space.
    opened: usize,
    /// Where the last word begins in `out` (at the space or line end before it, if any) and
    /// its width, so that a `)` after it can take it to the next line.
    last: Option<(usize, usize)>,
}

impl<'a> Line<'a> {
    /// Words to add to `out`, whose last line is `width` wide.
    fn new(out: &'a mut String, width: usize) -> Line<'a> {
        Line {
            out,
            width,
            opened: 0,
            last: None,
        }
    }

    fn word(&mut self, word: &str) {
        let length = self.opened + word.chars().count();
        if self.width > 0 && self.width + 1 + length > LINE_WIDTH {
            self.out.push('\n');
            self.width = 0;
        }
        self.last = (self.width > 0).then_some((self.out.len(), length));
        if self.width > 0 {
            self.out.push(' ');
            self.width += 1;
        }
        for _ in 0..self.opened {
            self.out.push('(');
        }
        self.opened = 0;
        self.out.push_str(word);
        self.width += length;
    }

    /// A variation begins: `(` before its first word.
    fn open(&mut self) {
        self.opened += 1;
    }

    /// A variation ends: `)` right after its last word, which goes to the next line with it
    /// when the line is full.
    fn close(&mut self) {
        if self.width + 1 > LINE_WIDTH
            && let Some((space, length)) = self.last
        {
            self.out.replace_range(space..space + 1, "\n");
            self.width = length;
        }
        self.out.push(')');
        self.width += 1;
        self.last = self.last.map(|(space, length)| (space, length + 1));
    }

    /// A comment in braces; its words wrap like any others. A `}` inside would end it early,
    /// so it is dropped.
    fn comment(&mut self, text: &str) {
        let text = text.replace('}', "");
        let mut words = text.split_whitespace().peekable();
        let mut first = true;
        if words.peek().is_none() {
            self.word("{}");
        }
        while let Some(word) = words.next() {
            let open = if first { "{" } else { "" };
            let close = if words.peek().is_none() { "}" } else { "" };
            self.word(&format!("{open}{word}{close}"));
            first = false;
        }
    }

    fn finish(self) {
        if self.width > 0 {
            self.out.push('\n');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn san(text: &str) -> San {
        San::from_ascii(text.as_bytes()).expect("strict SAN")
    }

    fn moves(sans: &[&str]) -> Vec<WrittenMove<'static>> {
        sans.iter()
            .map(|text| WrittenMove::bare(san(text)))
            .collect()
    }

    /// The game with `tags` and the moves of `line`, ending in `result`.
    fn write_game(tags: &[(&str, &str)], line: &WrittenLine<'_>, result: &str) -> String {
        let mut written = MovetextWriter::new(line.first, line.preface.as_deref());
        for m in &line.moves {
            written.push(m);
        }
        written.game(tags, result)
    }

    fn from_move_one(moves: Vec<WrittenMove<'_>>) -> WrittenLine<'_> {
        WrittenLine {
            first: MoveNumber {
                number: 1,
                mover: Color::White,
            },
            preface: None,
            moves,
        }
    }

    #[test]
    fn tags_then_numbered_moves_then_the_result() {
        let text = write_game(
            &[("White", "Anna \"the rook\""), ("Black", "Boris")],
            &from_move_one(moves(&["e4", "e5", "Nf3"])),
            "*",
        );
        assert_eq!(
            text,
            "[White \"Anna \\\"the rook\\\"\"]\n[Black \"Boris\"]\n\n1. e4 e5 2. Nf3 *\n\n"
        );
    }

    #[test]
    fn black_moves_after_comments_and_at_the_start_get_their_number() {
        let mut with_clock = moves(&["e5", "Nf3", "Nc6"]);
        with_clock[0].comment = Some("[%clk 0:04:58]".into());
        with_clock[1].comment = Some("[%clk 0:04:57]".into());
        let text = write_game(
            &[],
            &WrittenLine {
                first: MoveNumber {
                    number: 12,
                    mover: Color::Black,
                },
                preface: None,
                moves: with_clock,
            },
            "1/2-1/2",
        );
        assert_eq!(
            text,
            "\n12... e5 {[%clk 0:04:58]} 13. Nf3 {[%clk 0:04:57]} 13... Nc6 1/2-1/2\n\n"
        );
    }

    #[test]
    fn glyphs_comments_and_nested_variations_follow_their_moves() {
        let black = |number| MoveNumber {
            number,
            mover: Color::Black,
        };
        let mut inner = moves(&["Nc6"]);
        inner[0].nags = &[Nag::DUBIOUS];
        let mut sicilian = moves(&["c5", "Nf3", "d6"]);
        sicilian[1].variations.push(WrittenLine {
            first: MoveNumber {
                number: 2,
                mover: Color::White,
            },
            preface: None,
            moves: moves(&["c3"]),
        });
        sicilian[2].variations.push(WrittenLine {
            first: black(2),
            preface: None,
            moves: inner,
        });
        let mut main = moves(&["e4", "e5", "Nf3"]);
        main[0].nags = &[Nag::GOOD, Nag(14)];
        main[0].comment = Some("the king's pawn".into());
        main[1].variations.push(WrittenLine {
            first: black(1),
            preface: Some("instead".into()),
            moves: sicilian,
        });
        main[1].variations.push(WrittenLine {
            first: black(1),
            preface: None,
            moves: moves(&["e6"]),
        });
        let text = write_game(
            &[],
            &WrittenLine {
                preface: Some("A game".into()),
                ..from_move_one(main)
            },
            "*",
        );
        assert_eq!(
            text,
            "\n{A game} 1. e4 $1 $14 {the king's pawn} 1... e5 ({instead} 1... c5 2. Nf3 (2.\n\
             c3) 2... d6 (2... Nc6 $6)) (1... e6) 2. Nf3 *\n\n"
        );
    }

    #[test]
    fn movetext_wraps_at_eighty_columns() {
        let many: Vec<&str> = std::iter::repeat_n(["Nf3", "Nf6", "Ng1", "Ng8"], 20)
            .flatten()
            .collect();
        let mut line = from_move_one(moves(&many));
        let long = "a comment of many words ".repeat(20);
        line.moves[3].comment = Some(long.as_str().into());
        let text = write_game(&[], &line, "1/2-1/2");
        assert!(text.lines().all(|line| line.chars().count() <= LINE_WIDTH));
        assert!(text.lines().count() > 10);
        let words: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(words.len(), 80 + 40 + 1 + 5 * 20);
    }
}
