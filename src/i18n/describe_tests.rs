//! Every variant of every error in both languages: English word for word as its `Display`,
//! Russian a sentence of its own with every placeable filled.

use std::path::PathBuf;

use super::*;
use crate::game::GameResult;
use crate::rules::Square;

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
    let outcomes = [
        Outcome::win(Color::White, Reason::Checkmate),
        Outcome::win(Color::Black, Reason::Resignation),
        Outcome::win(Color::White, Reason::Time),
        Outcome::win(Color::Black, Reason::Unrecorded),
        Outcome::draw(Reason::Stalemate),
        Outcome::draw(Reason::InsufficientMaterial),
        Outcome::draw(Reason::ThreefoldRepetition),
        Outcome::draw(Reason::FivefoldRepetition),
        Outcome::draw(Reason::FiftyMoveRule),
        Outcome::draw(Reason::SeventyFiveMoveRule),
        Outcome::draw(Reason::Agreement),
        Outcome::draw(Reason::TimeoutAgainstInsufficientMaterial {
            flagged: Color::Black,
        }),
    ];
    for outcome in outcomes {
        sample!(outcome);
        sample!(GameError::GameOver(outcome));
        sample!(MoveRefusal::AlreadyOver(outcome));
    }
    assert_eq!(outcomes[0].result, GameResult::WhiteWins);
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
    let no_claim = NoClaim {
        after: None,
        repetitions: 2,
        halfmoves: 1,
    };
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
        GameError::IllegalMove,
        GameError::NotYourTurn(Color::Black),
        GameError::OfferPending,
        GameError::NoDrawOffer,
        GameError::NothingToTakeBack,
        GameError::ClaimsNeedFideRules,
        GameError::NoClaim(no_claim.clone()),
        NoClaim {
            after: Some(san("Nf3")),
            repetitions: 1,
            halfmoves: 12,
        },
        NoClaim {
            after: None,
            repetitions: 5,
            halfmoves: 0,
        },
    );
    for color in Color::ALL {
        sample!(
            FenError::MissingKing(color),
            FenError::TooManyKings { color, count: 2 },
            FenError::TooManyKings { color, count: 9 },
            FenError::TooMuchMaterial(color),
            CastlingPiece::King(color),
            CastlingPiece::KingsideRook(color),
            CastlingPiece::QueensideRook(color),
            CastlingPiece::RookOn(color, Square::B1),
            EnPassantProblem::WrongRank(color),
            EnPassantProblem::NoPawn(color, e4),
            FenError::CastlingTwice {
                field: "KQkqK".into(),
                color,
            },
        );
    }
    sample!(
        FenError::Empty,
        FenError::ControlCharacter('\u{1b}'),
        FenError::FieldCount(3),
        FenError::RankCount {
            board: "8/8".into(),
            count: 2,
        },
        FenError::RankLength {
            rank: '5',
            text: "9".into(),
        },
        FenError::RankDigits {
            rank: '5',
            text: "2221q".into(),
        },
        FenError::BadPiece('x'),
        FenError::SideToMove("x".into()),
        FenError::CastlingSyntax {
            field: "KX".into(),
            right: 'X',
        },
        FenError::CastlingWithoutPieces {
            field: "K".into(),
            right: 'K',
            missing: CastlingPiece::KingsideRook(Color::White),
        },
        FenError::EnPassantSyntax("e5".into()),
        FenError::EnPassantImpossible {
            square: Square::E3,
            reason: EnPassantProblem::NotEmpty(Square::E3, Square::E2),
        },
        FenError::HalfmoveClock("-1".into()),
        FenError::FullmoveNumber("0".into()),
        FenError::PawnOnBackRank(Rank::First),
        FenError::PawnOnBackRank(Rank::Eighth),
        FenError::OppositeCheck,
    );
    for error in time_control_errors() {
        sample!(error);
    }
    let at = Location { game: 2, line: 14 };
    let pgn_errors = || {
        vec![
            PgnError::UnterminatedTag {
                at,
                token: "[Event".into(),
            },
            PgnError::MalformedTag {
                at,
                token: "[Event]".into(),
            },
            PgnError::TagTooLong {
                at,
                token: "[Event \"…".into(),
                limit: 4096,
            },
            PgnError::UnterminatedComment {
                at,
                token: "{ a".into(),
            },
            PgnError::Utf16 { at },
            PgnError::Io {
                at,
                source: io::Error::other("E42"),
            },
        ]
    };
    for error in pgn_errors() {
        sample!(error);
    }
    sample!(PgnWarning::UnclosedVariation { at });
    let game_text_errors = || {
        vec![
            GameTextError::Fen(FenError::OppositeCheck),
            GameTextError::Variant("atomic".into()),
            GameTextError::Move {
                label: "23...".into(),
                token: "Qh9".into(),
                reason: MoveRefusal::NotLegal(SanError::NotAMove {
                    input: "Qh9".into(),
                    reason: Unreadable::NotASquare("h9".into()),
                }),
            },
            GameTextError::Move {
                label: "5.".into(),
                token: "Nf3".into(),
                reason: MoveRefusal::NotLegal(SanError::NoPieceOn(Square::G1)),
            },
            GameTextError::Move {
                label: "5.".into(),
                token: "e4".into(),
                reason: MoveRefusal::Refused(GameError::IllegalMove),
            },
        ]
    };
    for error in game_text_errors() {
        sample!(error);
    }
    let path = PathBuf::from("/games/a.pgn");
    sample!(
        StoreError::NoDataFolder,
        StoreError::Io {
            path: path.clone(),
            source: io::Error::from(io::ErrorKind::PermissionDenied),
        },
        StoreError::NoSuchGame {
            path: path.clone(),
            number: 3,
            count: 2,
        },
        StoreError::TooLarge {
            path: path.clone(),
            size: 1 << 30,
        },
        StoreError::Locked { path: path.clone() },
        StoreError::Damaged {
            path: path.clone(),
            reason: Damage::NoGame,
        },
        StoreError::Damaged {
            path: path.clone(),
            reason: Damage::CutShort,
        },
        StoreError::Damaged {
            path: path.clone(),
            reason: Damage::BadTag("WhiteClock"),
        },
    );
    for source in pgn_errors() {
        sample!(StoreError::Damaged {
            path: path.clone(),
            reason: Damage::Pgn(source),
        });
    }
    for (number, source) in (1..).zip(game_text_errors()) {
        sample!(StoreError::Game {
            path: path.clone(),
            number,
            source: Box::new(source.clone()),
        });
        sample!(StoreError::Damaged {
            path: path.clone(),
            reason: Damage::Game(Box::new(source)),
        });
    }
    sample!(StoreError::Pgn {
        path,
        source: PgnError::Utf16 { at },
    });
    sample!(
        DrawRulesError("casual".into()),
        FlipError("up".into()),
        LangError("de".into()),
        ThemeError("pink".into()),
        Chess960NumberError("1000".into()),
        GameNumberError("0".into()),
        SwitchError("maybe".into()),
        NameError::Empty,
        NameError::Invisible,
        NameError::TooLong,
    );
    all
}

/// A value of every variant of [`TimeControlError`], made by reading what players write.
fn time_control_errors() -> Vec<TimeControlError> {
    use crate::game::time_control::TimeControl;
    let written = [
        "", "5,,3", "x/90", "abc", "0", "1.5s", "25h", "1441", "5+3601", "5+x", "5d1.5", "5b2x",
        "90,30,5", "90+30,5", "40/90,x",
    ];
    let mut errors: Vec<TimeControlError> = written
        .into_iter()
        .filter_map(|text| TimeControl::parse(text).err())
        .collect();
    errors.extend(
        ["*180", "abc", "40/x"]
            .into_iter()
            .filter_map(|tag| TimeControl::from_pgn(tag).err()),
    );
    errors
}

#[test]
fn english_descriptions_are_the_display_of_every_variant() {
    let all = every_variant();
    assert!(all.len() > 150, "{} variants sampled", all.len());
    for (display, describe) in &all {
        assert_eq!(&describe(Lang::En), display);
    }
}

#[test]
fn every_time_control_error_is_sampled() {
    let kinds: std::collections::BTreeSet<String> = time_control_errors()
        .iter()
        .map(|error| {
            format!("{error:?}")
                .split([' ', '{'])
                .next()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    let expected = [
        "Empty",
        "EmptyPeriod",
        "BadMoves",
        "BadTime",
        "NotPositive",
        "NotWholeSeconds",
        "TooLong",
        "BadBonus",
        "UnreachablePeriod",
        "Sandclock",
    ];
    for kind in expected {
        assert!(kinds.contains(kind), "no {kind} among {kinds:?}");
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
