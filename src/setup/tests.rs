use super::*;
use crate::i18n::{Describe, Lang};
use crate::notation::Letters;
use crate::rules::fen::STARTING_FEN;

fn placed(text: &str) -> Vec<(Square, Piece)> {
    let mut pieces = Placement::parse(text)
        .unwrap_or_else(|error| panic!("{text}: {error:?}"))
        .pieces()
        .to_vec();
    pieces.sort_by_key(|&(square, _)| square);
    pieces
}

fn white(role: Role) -> Piece {
    role.of(Color::White)
}

fn black(role: Role) -> Piece {
    role.of(Color::Black)
}

fn diagram(text: &str) -> Diagram {
    let mut diagram = Diagram::empty();
    diagram.place(&Placement::parse(text).expect("a placement"));
    diagram
}

#[test]
fn a_placement_names_each_piece_and_its_squares() {
    let expected = vec![
        (Square::A1, white(Role::Rook)),
        (Square::D1, white(Role::Queen)),
        (Square::E1, white(Role::King)),
        (Square::A7, black(Role::Pawn)),
        (Square::E8, black(Role::King)),
    ];
    assert_eq!(placed("Ke1 Qd1 Ra1 / ke8 pa7"), expected);
    // With a slash the side is the slash's, whatever the case; without one, the case's.
    assert_eq!(placed("Ke1 Qd1 Ra1 / Ke8 Pa7"), expected);
    assert_eq!(placed("ke1 qd1 ra1/KE8 PA7"), expected);
    assert_eq!(placed("Ke1 Qd1 Ra1 ke8 pa7"), expected);
    assert_eq!(placed("pa7 Ra1 ke8 Qd1 Ke1"), expected);
    // Russian letters, the king's before the knight's, and figurines.
    assert_eq!(placed("Крe1 Фd1 Лa1 / крe8 пa7"), expected);
    assert_eq!(placed("♔e1 ♕d1 ♖a1 ♚e8 ♟a7"), expected);
    assert_eq!(
        placed("Ke1 Ra1h1 Pa2,b2 Кc3 / ke8"),
        vec![
            (Square::A1, white(Role::Rook)),
            (Square::E1, white(Role::King)),
            (Square::H1, white(Role::Rook)),
            (Square::A2, white(Role::Pawn)),
            (Square::B2, white(Role::Pawn)),
            (Square::C3, white(Role::Knight)),
            (Square::E8, black(Role::King)),
        ]
    );
}

#[test]
fn a_placement_that_cannot_be_read_names_the_part_at_fault() {
    for (text, error) in [
        ("", PlacementError::Empty),
        (" / ", PlacementError::Empty),
        ("Ke1 / ke8 / Qd1", PlacementError::Slashes),
        ("Ke1 xe4", PlacementError::NotAPiece("xe4".into())),
        ("e4", PlacementError::NotAPiece("e4".into())),
        ("Ke1 Q", PlacementError::NoSquare("Q".into())),
        (
            "Ke1 Ri9",
            PlacementError::NotASquare {
                item: "Ri9".into(),
                text: "i9".into(),
            },
        ),
        (
            "Ra1h",
            PlacementError::NotASquare {
                item: "Ra1h".into(),
                text: "h".into(),
            },
        ),
        ("Ke1 Qe1", PlacementError::Twice(Square::E1)),
        ("Ke1 / ke1", PlacementError::Twice(Square::E1)),
    ] {
        assert_eq!(Placement::parse(text), Err(error), "{text}");
    }
    let said = |text: &str, lang| Placement::parse(text).expect_err("refused").describe(lang);
    assert_eq!(
        said("Ke1 Ri9", Lang::En),
        "Ri9: i9 is not a square (a1 to h8)"
    );
    assert_eq!(said("Ke1 Ri9", Lang::Ru), "Ri9: i9 — не поле (от a1 до h8)");
    assert_eq!(
        said("Ke1 xe4", Lang::En),
        "xe4 does not begin with a piece: K Q R B N P (small letters for Black)"
    );
    assert_eq!(said("Ke1 Qe1", Lang::En), "e1 is given twice");
    assert_eq!(said("Ke1 Qe1", Lang::Ru), "поле e1 названо дважды");
}

#[test]
fn a_placement_is_written_as_it_is_typed_and_reads_back() {
    let start = Diagram::default();
    let placement = Placement::of(start.pieces());
    let english = placement.text(Letters::English);
    assert_eq!(
        english,
        "Ke1 Qd1 Ra1h1 Bc1f1 Nb1g1 Pa2b2c2d2e2f2g2h2 / ke8 qd8 ra8h8 bc8f8 nb8g8 pa7b7c7d7e7f7g7h7"
    );
    let russian = placement.text(Letters::of("ru"));
    assert!(
        russian.starts_with("Крe1 Фd1 Лa1h1 Сc1f1 Кb1g1 Пa2"),
        "{russian}"
    );
    for text in [english, russian] {
        let mut read = Diagram::empty();
        read.place(&Placement::parse(&text).expect("reads back"));
        assert_eq!(read.fen(), STARTING_FEN, "{text}");
    }
    assert_eq!(diagram("Ke1").pieces().count(), 1);
    assert_eq!(
        Placement::of(diagram("ke8").pieces()).text(Letters::English),
        "/ ke8"
    );
}

#[test]
fn the_start_is_its_fen_and_its_position() {
    let start = Diagram::default();
    assert_eq!(start.fen(), STARTING_FEN);
    assert_eq!(start.position(), Ok(Position::startpos()));
    assert_eq!(start.castling().len(), 4);
    let from_fen = fen::read("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 7 40").expect("a position");
    let diagram = Diagram::from_position(&from_fen);
    assert_eq!(diagram.fen(), "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 40");
    assert_eq!(diagram.turn(), Color::Black);
}

#[test]
fn castling_is_offered_only_where_king_and_rook_stand_on_the_back_rank() {
    let both = diagram("Ke1 Ra1h1 / ke8 ra8h8");
    assert_eq!(both.castling_offered(), CastlingRight::ALL.to_vec());
    assert!(both.fen().contains(" KQkq "), "{}", both.fen());

    let king_off = diagram("Ke2 Ra1h1 / ke8 rh8");
    let offered = king_off.castling_offered();
    assert_eq!(
        offered,
        vec![CastlingRight::new(Color::Black, CastlingSide::Kingside)]
    );
    assert!(king_off.fen().contains(" k "), "{}", king_off.fen());

    // Chess960: a king on g1 between rooks on b1 and h1, and Black's as White's.
    let chess960 = diagram("Kg1 Rb1h1 / kg8 rb8h8");
    assert_eq!(chess960.castling_offered().len(), 4);
    let position = chess960.position().expect("a position");
    assert!(position.has_chess960_castling());
    assert_eq!(position.castling_rooks().count(), 4);
    // The outermost rook of a wing is the castling rook.
    let two_rooks = diagram("Ke1 Rf1h1 / ke8");
    let position = two_rooks.position().expect("a position");
    assert!(position.castling_rooks().contains(Square::H1));
    assert!(!position.castling_rooks().contains(Square::F1));

    let mut rights = diagram("Ke1 Ra1 / ke8");
    let kingside = CastlingRight::new(Color::White, CastlingSide::Kingside);
    let queenside = CastlingRight::new(Color::White, CastlingSide::Queenside);
    assert_eq!(
        rights.set_castling(kingside, true),
        Err(EditError::NoCastling(kingside))
    );
    assert_eq!(rights.set_castling(queenside, false), Ok(()));
    assert!(rights.fen().contains(" - "), "{}", rights.fen());
    assert_eq!(
        rights.set_castling_rights(&[queenside, kingside]),
        Err(EditError::NoCastling(kingside))
    );
    assert!(rights.castling().is_empty(), "nothing changed");
    assert_eq!(rights.set_castling_rights(&[queenside]), Ok(()));
    assert_eq!(rights.castling(), vec![queenside]);
    // A right wished for comes with the rook, and goes with it.
    rights.put(Square::A1, None);
    assert!(rights.castling().is_empty());
    rights.put(Square::A1, Some(white(Role::Rook)));
    assert_eq!(rights.castling(), vec![queenside]);
    assert_eq!(
        EditError::NoCastling(kingside).describe(Lang::En),
        "White cannot castle kingside: the king and a rook must stand on the first rank"
    );
    assert_eq!(
        EditError::NoCastling(CastlingRight::new(Color::Black, CastlingSide::Queenside))
            .describe(Lang::Ru),
        "у чёрных нет длинной рокировки: король и ладья должны стоять на восьмой горизонтали"
    );
}

#[test]
fn en_passant_is_offered_behind_a_double_step_beside_a_pawn_that_can_take() {
    let mut diagram = diagram("Ke1 Pe4 / ke8 pd4");
    assert!(diagram.en_passant_offered().is_empty(), "White to move");
    diagram.set_turn(Color::Black);
    assert_eq!(diagram.en_passant_offered(), vec![Square::E3]);
    assert_eq!(diagram.set_en_passant(Some(Square::E3)), Ok(()));
    assert!(diagram.fen().ends_with(" b - e3 0 1"), "{}", diagram.fen());
    let position = diagram.position().expect("a position");
    assert_eq!(position.ep_square(), Some(Square::E3));
    assert_eq!(
        diagram.set_en_passant(Some(Square::D3)),
        Err(EditError::NoEnPassant(Square::D3))
    );
    // The square goes with the pawn that could take, and with the move.
    let mut moved = diagram.clone();
    moved.put(Square::D4, None);
    assert_eq!(moved.en_passant(), None);
    let mut turned = diagram.clone();
    turned.set_turn(Color::White);
    assert_eq!(turned.en_passant(), None);
    // A pawn on e3 or e2 means no double step went past them.
    let mut blocked = diagram.clone();
    blocked.put(Square::E2, Some(white(Role::Knight)));
    assert_eq!(blocked.en_passant(), None);
    assert!(blocked.en_passant_offered().is_empty());
    assert_eq!(
        EditError::NoEnPassant(Square::D3).describe(Lang::En),
        "no en passant on d3: no pawn has just stepped past it beside a pawn that could take it"
    );
}

#[test]
fn a_position_that_cannot_be_played_is_refused_with_the_fen_reason() {
    for (text, error) in [
        ("Ke1 / pa7", FenError::MissingKing(Color::Black)),
        (
            "Ke1 Kd1 / ke8",
            FenError::TooManyKings {
                color: Color::White,
                count: 2,
            },
        ),
        ("Ke1 Pa8 / ke8", FenError::PawnOnBackRank(Rank::Eighth)),
        ("Ke1 Qe2 / ke8", FenError::OppositeCheck),
        (
            "Ke1 Qa1b1c1d1f1g1h1a2b2c2 / ke8",
            FenError::TooMuchMaterial(Color::White),
        ),
    ] {
        assert_eq!(diagram(text).position(), Err(error), "{text}");
    }
    let said = |lang| {
        diagram("Ke1 / pa7")
            .position()
            .expect_err("refused")
            .describe(lang)
    };
    assert_eq!(said(Lang::En), "no black king");
    assert_eq!(said(Lang::Ru), "нет чёрного короля");
    let empty = Diagram::empty();
    assert_eq!(empty.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(empty.position(), Err(FenError::MissingKing(Color::White)));
    let mut cleared = Diagram::default();
    cleared.clear();
    assert_eq!(cleared, Diagram::empty());
}
