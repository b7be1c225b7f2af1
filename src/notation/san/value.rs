//! SAN as a value, and its writer: a legal move in standard algebraic notation, told apart
//! from the other moves of its kind of piece to the same square by the one rule of
//! disambiguation, and written in the letters of either language.

use std::fmt;

use crate::notation::letters::Letters;
use crate::rules::{Bitboard, CastlingSide, File, Move, Position, Rank, Role, Square};
use crate::sentence::Arg;

/// A move in standard algebraic notation, as a value: what `Nbd2+` says. It is `Copy` and
/// holds no text; [`Display`](fmt::Display) writes standard SAN, and
/// [`San::in_letters`] the notation of either language. Moves travel as this value from the
/// writer to the screen, the line mode and saved games; text a player typed stays text
/// until it is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct San {
    /// The move proper.
    pub kind: SanKind,
    /// `+` or `#`, when the move gives check or mate.
    pub suffix: Option<Suffix>,
}

/// What a SAN move says before its check mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SanKind {
    /// A move of a piece or a pawn: `Nbd2`, `exd5`, `e8=Q`.
    Normal {
        /// The piece that moves.
        role: Role,
        /// The file it leaves, when that is written: a pawn's capture, or a piece told
        /// apart by its file.
        file: Option<File>,
        /// The rank it leaves, when that is written.
        rank: Option<Rank>,
        /// Whether it captures.
        capture: bool,
        /// The square it goes to.
        to: Square,
        /// The piece a pawn becomes.
        promotion: Option<Role>,
    },
    /// Castling towards a wing: `O-O`, `O-O-O`.
    Castle(CastlingSide),
    /// A crazyhouse drop: `N@f3`, `P@e6` (the pawn's letter written, as lichess's PGN
    /// writes it).
    Drop {
        /// The piece put on the board.
        role: Role,
        /// The empty square it is put on.
        to: Square,
    },
}

/// The mark after a move that gives check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`.
    Check,
    /// `#`.
    Checkmate,
}

impl San {
    /// The SAN of a legal move in `position`, with `+` or `#` when it gives check or mate.
    pub fn from_move(position: &Position, m: Move) -> San {
        let mut after = *position;
        after.play_unchecked(m);
        let suffix = after.is_check().then(|| {
            if after.has_legal_moves() {
                Suffix::Check
            } else {
                Suffix::Checkmate
            }
        });
        San {
            suffix,
            ..San::bare(position, m)
        }
    }

    /// The SAN of a legal move without its check mark.
    pub(super) fn bare(position: &Position, m: Move) -> San {
        if let Some(wing) = m.castling_side() {
            return San::castle(wing);
        }
        if m.is_drop() {
            return San::drop(m.role(), m.to());
        }
        let mut others = Bitboard::EMPTY;
        if m.role() != Role::Pawn {
            position.for_each_legal_move_in(
                position.our(m.role()),
                Bitboard::from(m.to()),
                |other| {
                    if other.role() == m.role() && other.from() != m.from() && !other.is_castle() {
                        others |= other.from();
                    }
                },
            );
        }
        let capture = position.captured_role(m).is_some();
        San::told_apart(m.role(), m.from(), m.to(), capture, m.promotion(), others)
    }

    /// Castling towards `wing`.
    pub const fn castle(wing: CastlingSide) -> San {
        San {
            kind: SanKind::Castle(wing),
            suffix: None,
        }
    }

    /// A drop of a piece of `role` on `to`, with no check mark (`N@f3`).
    pub const fn drop(role: Role, to: Square) -> San {
        San {
            kind: SanKind::Drop { role, to },
            suffix: None,
        }
    }

    /// A move of `role` written with both its squares and nothing else (`Nb1f3`, `e2e5`),
    /// as long algebraic notation writes it.
    pub const fn long(role: Role, from: Square, to: Square) -> San {
        San {
            kind: SanKind::Normal {
                role,
                file: Some(from.file()),
                rank: Some(from.rank()),
                capture: false,
                to,
                promotion: None,
            },
            suffix: None,
        }
    }

    /// The move of a piece of `role` from `from` to `to`, told apart from the pieces of its
    /// kind on `others` that could go there too: the one rule of disambiguation. A pawn's
    /// capture writes the file it leaves; a piece writes nothing when no other could go,
    /// else its file if no other stands on it, else its rank if no other stands on that,
    /// else both. The writer tells a move apart from the other legal moves; a refusal
    /// tells the piece it names apart from the others that could go there but for their
    /// king.
    pub(super) fn told_apart(
        role: Role,
        from: Square,
        to: Square,
        capture: bool,
        promotion: Option<Role>,
        others: Bitboard,
    ) -> San {
        let (file, rank) = if role == Role::Pawn {
            (capture.then_some(from.file()), None)
        } else if others.is_empty() {
            (None, None)
        } else if (others & Bitboard::from_file(from.file())).is_empty() {
            (Some(from.file()), None)
        } else if (others & Bitboard::from_rank(from.rank())).is_empty() {
            (None, Some(from.rank()))
        } else {
            (Some(from.file()), Some(from.rank()))
        };
        San {
            kind: SanKind::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            },
            suffix: None,
        }
    }

    /// The move with the pawn becoming `role`: `e8=Q` of `e8`. Other moves are unchanged.
    pub fn with_promotion(self, role: Role) -> San {
        match self.kind {
            SanKind::Normal {
                role: Role::Pawn,
                file,
                rank,
                capture,
                to,
                ..
            } => San {
                kind: SanKind::Normal {
                    role: Role::Pawn,
                    file,
                    rank,
                    capture,
                    to,
                    promotion: Some(role),
                },
                suffix: self.suffix,
            },
            _ => self,
        }
    }

    /// A promotion without the piece the pawn becomes, and so without the check that piece
    /// gives: `exd8` of `exd8=Q+`, what is typed before the piece is chosen. Other moves are
    /// unchanged.
    pub fn without_promotion(self) -> San {
        match self.kind {
            SanKind::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion: Some(_),
            } => San {
                kind: SanKind::Normal {
                    role,
                    file,
                    rank,
                    capture,
                    to,
                    promotion: None,
                },
                suffix: None,
            },
            _ => self,
        }
    }

    /// The move in the letters of a notation: `Кf3` and `0-0` in Russian.
    pub const fn in_letters(self, letters: Letters) -> InLetters {
        InLetters { san: self, letters }
    }
}

/// A move in a sentence: its standard SAN, which the sentence's language writes in its own
/// notation (`Nf3`, `Кf3`).
impl From<San> for Arg<'_> {
    fn from(san: San) -> Self {
        Arg::Move(san.to_string().into())
    }
}

impl fmt::Display for San {
    /// Standard SAN: `Nbd2+`, `exd8=Q#`, `O-O-O`, `N@f3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.in_letters(Letters::English).fmt(f)
    }
}

/// A [`San`] written in the letters of a notation, by [`San::in_letters`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InLetters {
    san: San,
    letters: Letters,
}

impl fmt::Display for InLetters {
    /// Written into a buffer on the stack and padded as one piece, so that a width given in
    /// the format applies to the whole move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::default();
        match self.san.kind {
            SanKind::Castle(wing) => text.push_str(self.letters.castling(wing)),
            SanKind::Drop { role, to } => {
                text.push_str(self.letters.name_letter(role));
                text.push('@');
                text.push(to.file().char());
                text.push(to.rank().char());
            }
            SanKind::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                text.push_str(self.letters.piece(role));
                if let Some(file) = file {
                    text.push(file.char());
                }
                if let Some(rank) = rank {
                    text.push(rank.char());
                }
                if capture {
                    text.push('x');
                }
                text.push(to.file().char());
                text.push(to.rank().char());
                if let Some(role) = promotion {
                    text.push('=');
                    text.push_str(self.letters.piece(role));
                }
            }
        }
        match self.san.suffix {
            Some(Suffix::Check) => text.push('+'),
            Some(Suffix::Checkmate) => text.push('#'),
            None => {}
        }
        f.pad(text.as_str())
    }
}

/// A move's text on the stack. The longest any [`San`] can be is 15 bytes, a piece of two
/// Cyrillic letters with its file and rank, a capture, a square, a promotion to it and a
/// mark (`Крa1xb2=Кр#`, which no legal move is); castling is 6 at most.
#[derive(Default)]
struct Text {
    bytes: [u8; 16],
    len: usize,
}

impl Text {
    fn push_str(&mut self, text: &str) {
        let end = self.len + text.len();
        if let Some(room) = self.bytes.get_mut(self.len..end) {
            room.copy_from_slice(text.as_bytes());
            self.len = end;
        }
    }

    fn push(&mut self, c: char) {
        self.push_str(c.encode_utf8(&mut [0; 4]));
    }

    fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len]).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

    #[test]
    fn writes_standard_san_and_russian_notation_from_one_value() {
        let normal = |role, file, rank, capture, to, promotion| San {
            kind: SanKind::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            },
            suffix: None,
        };
        let check = |san: San, suffix| San {
            suffix: Some(suffix),
            ..san
        };
        let cases = [
            (
                normal(Role::Pawn, None, None, false, Square::E4, None),
                "e4",
                "e4",
            ),
            (
                normal(Role::Knight, None, None, false, Square::F3, None),
                "Nf3",
                "Кf3",
            ),
            (
                check(
                    normal(Role::Bishop, None, None, false, Square::B5, None),
                    Suffix::Check,
                ),
                "Bb5+",
                "Сb5+",
            ),
            (
                check(
                    normal(Role::Queen, None, None, true, Square::F7, None),
                    Suffix::Checkmate,
                ),
                "Qxf7#",
                "Фxf7#",
            ),
            (
                normal(Role::Rook, Some(File::A), None, true, Square::D1, None),
                "Raxd1",
                "Лaxd1",
            ),
            (
                normal(
                    Role::Queen,
                    Some(File::H),
                    Some(Rank::Fourth),
                    false,
                    Square::E1,
                    None,
                ),
                "Qh4e1",
                "Фh4e1",
            ),
            (
                normal(Role::King, None, None, true, Square::E2, None),
                "Kxe2",
                "Крxe2",
            ),
            (
                check(
                    normal(
                        Role::Pawn,
                        Some(File::E),
                        None,
                        true,
                        Square::D8,
                        Some(Role::Queen),
                    ),
                    Suffix::Check,
                ),
                "exd8=Q+",
                "exd8=Ф+",
            ),
            (San::castle(CastlingSide::Kingside), "O-O", "0-0"),
            (
                San {
                    kind: SanKind::Drop {
                        role: Role::Knight,
                        to: Square::F3,
                    },
                    suffix: None,
                },
                "N@f3",
                "К@f3",
            ),
            (
                check(
                    San {
                        kind: SanKind::Drop {
                            role: Role::Pawn,
                            to: Square::E6,
                        },
                        suffix: None,
                    },
                    Suffix::Check,
                ),
                "P@e6+",
                "П@e6+",
            ),
            (
                check(San::castle(CastlingSide::Queenside), Suffix::Check),
                "O-O-O+",
                "0-0-0+",
            ),
        ];
        for (san, english, russian) in cases {
            assert_eq!(san.to_string(), english);
            assert_eq!(san.in_letters(Letters::English).to_string(), english);
            assert_eq!(san.in_letters(Letters::of("ru")).to_string(), russian);
        }
        let longest = check(
            normal(
                Role::King,
                Some(File::A),
                Some(Rank::First),
                true,
                Square::B2,
                Some(Role::King),
            ),
            Suffix::Checkmate,
        );
        assert_eq!(
            longest.in_letters(Letters::of("ru")).to_string(),
            "Крa1xb2=Кр#"
        );
        assert_eq!(format!("{:<6}|", cases[1].0), "Nf3   |");
    }

    #[test]
    fn a_promotion_is_typed_before_its_piece_and_its_check() {
        let promote = fen::read("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1").expect("valid FEN");
        let m = promote
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == Square::D8 && m.promotion() == Some(Role::Queen))
            .expect("exd8=Q");
        let san = San::from_move(&promote, m);
        assert_eq!(san.to_string(), "exd8=Q+");
        assert_eq!(san.without_promotion().to_string(), "exd8");
        assert_eq!(
            san.without_promotion()
                .with_promotion(Role::Knight)
                .to_string(),
            "exd8=N"
        );
        let castle = San::castle(CastlingSide::Kingside);
        assert_eq!(castle.without_promotion(), castle);
        assert_eq!(castle.with_promotion(Role::Queen), castle);
    }
}
