//! Every variant of every error in both languages: English word for word as its `Display`,
//! Russian a sentence of its own with every placeable filled.

use std::io;

use super::*;
use crate::game::{NoClaim, Reason};
use crate::notation::san::{San, SanError, Unreadable};
use crate::rules::{CastlingObstacle, CastlingSide, Color, Role, Square};

/// A move of strict SAN as a value.
fn san(text: &str) -> San {
    San::from_ascii(text.as_bytes()).expect("strict SAN")
}

/// A value's English `Display`, and its description in a language.
type Sample = (String, Box<dyn Fn(Lang) -> String>);

/// One value of every variant, each with its English `Display` and its description.
fn every_variant() -> Vec<Sample> {
    let mut all: Vec<Sample> = Vec::new();
    macro_rules! sample {
        ($($value:expr),+ $(,)?) => {$({
            let value = $value;
            all.push((value.to_string(), Box::new(move |lang| value.describe(lang))));
        })+};
    }
    let e4 = Square::E4;
    for role in Role::ALL {
        sample!(
            Unreadable::WhichSquare(role),
            SanError::NoPieceCanReach {
                role,
                to: e4,
                capture: false
            },
            SanError::NoPieceCanReach {
                role,
                to: e4,
                capture: true
            },
        );
    }
    for wing in [
        Some(CastlingSide::Kingside),
        Some(CastlingSide::Queenside),
        None,
    ] {
        for side in Color::ALL {
            sample!(CastlingObstacle::NoRight { side, wing });
        }
    }
    sample!(
        SanError::Empty,
        SanError::NotAMove {
            input: "f9".into(),
            reason: Unreadable::NotASquare("f9".into()),
        },
        Unreadable::NotAMove,
        Unreadable::WhichPiece,
        Unreadable::CannotBecome(Role::King),
        SanError::NoPieceOn(e4),
        SanError::LeavesKingInCheck(san("Nf3")),
        SanError::CastlingNotAllowed(CastlingObstacle::InCheck),
        CastlingObstacle::Occupied(Square::F1),
        CastlingObstacle::Attacked(Square::F1),
        CastlingObstacle::WouldBeAttacked(Square::G1),
        SanError::Ambiguous {
            input: "Nd2".into(),
            candidates: vec![san("Nbd2"), san("Nfd2"), san("Nd2xe4")],
        },
        SanError::PromotionPieceMissing {
            from: Square::E7,
            to: Square::E8,
            san: san("e8=Q").without_promotion(),
        },
        SanError::NotAPromotion(san("Nf3")),
        SanError::NothingToTake(e4),
    );
    use crate::game::NoteError;
    use crate::notation::pgn::Nag;
    sample!(
        NoteError::NoMove,
        NoteError::NoNag(Nag::INTERESTING),
        NoteError::NoNag(Nag(14)),
        NoteError::NoComment,
        NoteError::BraceInComment,
        NoteError::EmptyComment,
        NoteError::IllegalMove,
        NoteError::AfterTheLastMove,
        NoteError::GameLine,
        NoteError::AlreadyFirst,
    );
    all
}

#[test]
fn english_descriptions_are_the_display_of_every_variant() {
    let all = every_variant();
    assert!(all.len() > 30, "{} variants sampled", all.len());
    for (display, describe) in &all {
        assert_eq!(&describe(Lang::En), display);
    }
}

#[test]
fn russian_descriptions_are_whole_sentences_of_their_own() {
    for (display, describe) in every_variant() {
        let russian = describe(Lang::Ru);
        assert_ne!(russian, display, "not translated");
        assert!(
            russian.chars().any(|c| matches!(c, 'а'..='я' | 'ё')),
            "{russian:?} has no Russian word"
        );
        assert!(
            !russian.contains(['{', '}']) || display.contains(['{', '}']),
            "{russian:?} has an unfilled placeable"
        );
        // What the player typed and the values to type are quoted «so»: not words of the text.
        let unquoted: String = russian.split(['«', '»']).step_by(2).collect();
        for word in ["white", "black", "wins", "draw", "move", "the ", " or "] {
            assert!(
                !unquoted.contains(word),
                "{russian:?} holds the English `{word}`"
            );
        }
    }
}

#[test]
fn slips_of_the_keyboard_are_pointed_out_in_both_languages() {
    let start = crate::rules::Position::startpos();
    let said =
        |text: &str, lang| crate::notation::san::suggestion(&start, text).map(|s| s.describe(lang));
    assert_eq!(
        said("Та3", Lang::En).as_deref(),
        Some("Russian keyboard layout: did you mean Nf3?")
    );
    assert_eq!(
        said("е4", Lang::En).as_deref(),
        Some("the letter е is Cyrillic (U+0435), not the Latin e: did you mean e4?")
    );
    assert_eq!(
        said("Та3", Lang::Ru).as_deref(),
        Some("включена русская раскладка: может быть, Кf3?")
    );
    assert_eq!(
        said("Nxf3", Lang::En).as_deref(),
        Some("nothing to take on f3: did you mean Nf3?")
    );
    assert_eq!(
        said("Nxf3", Lang::Ru).as_deref(),
        Some("на f3 нечего брать: может быть, Кf3?")
    );
}

#[test]
fn russian_sentences_read_as_players_say_them() {
    let cases = [
        (
            Outcome::win(Color::White, Reason::Checkmate).describe(Lang::Ru),
            "1-0 · мат, белые выиграли",
        ),
        (
            Outcome::draw(Reason::ThreefoldRepetition).describe(Lang::Ru),
            "½-½ · троекратное повторение позиции",
        ),
        (
            Outcome::win(Color::Black, Reason::Time).describe(Lang::Ru),
            "0-1 · у белых истекло время",
        ),
        (
            SanError::Ambiguous {
                input: "Nd2".into(),
                candidates: vec![san("Nbd2"), san("Nfd2")],
            }
            .describe(Lang::Ru),
            "Nd2 — неоднозначно: Кbd2 или Кfd2",
        ),
        (
            SanError::NoPieceCanReach {
                role: Role::Rook,
                to: Square::E4,
                capture: false,
            }
            .describe(Lang::Ru),
            "ни одна ладья не может пойти на e4",
        ),
        (
            NoClaim {
                after: None,
                repetitions: 2,
                halfmoves: 21,
            }
            .describe(Lang::Ru),
            "позиция встретилась два раза, а без взятий и ходов пешками прошёл 21 полуход",
        ),
        (
            FenError::TooManyKings {
                color: Color::Black,
                count: 5,
            }
            .describe(Lang::Ru),
            "5 чёрных королей",
        ),
        (
            io::Error::from(io::ErrorKind::StorageFull).describe(Lang::Ru),
            "на диске нет места",
        ),
    ];
    for (russian, expected) in cases {
        assert_eq!(russian, expected);
    }
}
