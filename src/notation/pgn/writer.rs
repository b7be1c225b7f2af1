//! Writing PGN in export format: tag pairs, then the movetext wrapped at 80 columns.

use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::rules::Color;

/// One move of the movetext: its SAN and an optional comment to follow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WrittenMove<'a> {
    /// The move.
    pub san: San,
    /// A comment after the move, without braces (such as `[%clk 0:04:58]`).
    pub comment: Option<&'a str>,
}

/// The movetext of a game: where numbering starts, the moves, and the result token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Movetext<'a> {
    /// The number of the first move (`1.` unless the game starts from a set-up position).
    pub first: MoveNumber,
    /// The moves in order.
    pub moves: &'a [WrittenMove<'a>],
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: &'a str,
}

/// The longest line the writer produces (PGN §8.2.6 asks for at most 255; 80 is customary).
const LINE_WIDTH: usize = 80;

/// Writes one game in PGN export format: the tags in the order given, an empty line, the
/// movetext wrapped at 80 columns, and an empty line after it.
pub fn write_game(tags: &[(&str, &str)], movetext: &Movetext<'_>) -> String {
    let mut out = String::new();
    for (name, value) in tags {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        out.push_str(&escape(value));
        out.push_str("\"]\n");
    }
    out.push('\n');
    let mut line = Line::new(&mut out);
    let mut number = movetext.first;
    // A Black move needs its number at the start, and after anything that interrupts the
    // pairing of White's and Black's moves (a comment).
    let mut needs_number = true;
    for m in movetext.moves {
        if number.mover == Color::White || needs_number {
            line.word(&number.to_string());
        }
        line.word(&m.san.to_string());
        needs_number = false;
        if let Some(comment) = m.comment {
            line.comment(comment);
            needs_number = true;
        }
        number = number.next();
    }
    line.word(movetext.result);
    line.finish();
    out.push('\n');
    out
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
}

impl<'a> Line<'a> {
    fn new(out: &'a mut String) -> Line<'a> {
        Line { out, width: 0 }
    }

    fn word(&mut self, word: &str) {
        let length = word.chars().count();
        if self.width > 0 && self.width + 1 + length > LINE_WIDTH {
            self.out.push('\n');
            self.width = 0;
        }
        if self.width > 0 {
            self.out.push(' ');
            self.width += 1;
        }
        self.out.push_str(word);
        self.width += length;
    }

    /// A comment in braces; its words wrap like any others. A `}` inside would end it early,
    /// so it is dropped.
    fn comment(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        let inner = words.join(" ").replace('}', "");
        self.word(&format!("{{{inner}}}"));
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
            .map(|text| WrittenMove {
                san: san(text),
                comment: None,
            })
            .collect()
    }

    #[test]
    fn tags_then_numbered_moves_then_the_result() {
        let text = write_game(
            &[("White", "Anna \"the rook\""), ("Black", "Boris")],
            &Movetext {
                first: MoveNumber {
                    number: 1,
                    mover: Color::White,
                },
                moves: &moves(&["e4", "e5", "Nf3"]),
                result: "*",
            },
        );
        assert_eq!(
            text,
            "[White \"Anna \\\"the rook\\\"\"]\n[Black \"Boris\"]\n\n1. e4 e5 2. Nf3 *\n\n"
        );
    }

    #[test]
    fn black_moves_after_comments_and_at_the_start_get_their_number() {
        let with_clock = [
            WrittenMove {
                san: san("e5"),
                comment: Some("[%clk 0:04:58]"),
            },
            WrittenMove {
                san: san("Nf3"),
                comment: Some("[%clk 0:04:57]"),
            },
            WrittenMove {
                san: san("Nc6"),
                comment: None,
            },
        ];
        let text = write_game(
            &[],
            &Movetext {
                first: MoveNumber {
                    number: 12,
                    mover: Color::Black,
                },
                moves: &with_clock,
                result: "1/2-1/2",
            },
        );
        assert_eq!(
            text,
            "\n12... e5 {[%clk 0:04:58]} 13. Nf3 {[%clk 0:04:57]} 13... Nc6 1/2-1/2\n\n"
        );
    }

    #[test]
    fn movetext_wraps_at_eighty_columns() {
        let many: Vec<&str> = std::iter::repeat_n(["Nf3", "Nf6", "Ng1", "Ng8"], 20)
            .flatten()
            .collect();
        let text = write_game(
            &[],
            &Movetext {
                first: MoveNumber {
                    number: 1,
                    mover: Color::White,
                },
                moves: &moves(&many),
                result: "1/2-1/2",
            },
        );
        assert!(text.lines().all(|line| line.chars().count() <= LINE_WIDTH));
        assert!(text.lines().count() > 5);
        let words: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(words.len(), 80 + 40 + 1);
    }
}
