//! The readers and the writer together: every form a move is typed in, read back to the
//! SAN the writer gives it, and every refusal in words.

use super::lenient::{Pattern, Readings, read_patterns, strip_annotations};
use super::*;
use crate::rules::{Move, Position, Role, Square, fen};

/// The SAN of a legal move, as text.
fn write(position: &Position, m: Move) -> String {
    San::from_move(position, m).to_string()
}

fn pos(text: &str) -> Position {
    fen::read(text).expect("valid FEN")
}

fn san_of(position: &Position, input: &str) -> String {
    match parse(position, input) {
        Ok(m) => write(position, m),
        Err(error) => format!("error: {error}"),
    }
}

/// Plays a sequence of SAN moves from the start.
fn after(moves: &[&str]) -> Position {
    let mut position = Position::startpos();
    for text in moves {
        let m = parse(&position, text).expect("legal move");
        position.play_unchecked(m);
    }
    position
}

#[test]
fn writes_every_start_move() {
    let start = Position::startpos();
    let mut all: Vec<String> = start
        .legal_moves()
        .iter()
        .map(|&m| write(&start, m))
        .collect();
    all.sort();
    assert_eq!(all.len(), 20);
    assert!(all.contains(&"Nf3".to_string()));
    assert!(all.contains(&"e4".to_string()));
}

#[test]
fn disambiguates_by_file_then_rank_then_square() {
    let by_file = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assert_eq!(san_of(&by_file, "Nbd2"), "Nbd2");
    assert_eq!(san_of(&by_file, "Nfd2"), "Nfd2");
    let by_rank = pos("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
    assert_eq!(san_of(&by_rank, "N1f3"), "N1f3");
    assert_eq!(san_of(&by_rank, "N5f3"), "N5f3");
    let by_square = pos("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
    assert_eq!(san_of(&by_square, "Qh4e1"), "Qh4e1");
    assert_eq!(san_of(&by_square, "Qee1"), "Qee1");
    assert_eq!(san_of(&by_square, "Q1e1"), "Q1e1");
}

#[test]
fn a_pinned_piece_does_not_count_for_disambiguation() {
    // The knight on c3 is pinned by the bishop on a5, so only the g1 knight reaches e2.
    let pinned = pos("4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1");
    assert_eq!(san_of(&pinned, "Ne2"), "Ne2");
    assert_eq!(
        san_of(&pinned, "Nce2"),
        "error: Nce2 leaves your king in check"
    );
}

/// A move refused for leaving the king in check is named as the writer names moves,
/// telling it apart by file, then rank, then square, as typed: never by the square when
/// the rank suffices.
#[test]
fn a_refused_move_is_named_as_written() {
    // The rook on d1 is pinned along the first rank; the rook on d5 may go to d3.
    let pinned = pos("4k3/8/8/3R4/8/8/8/K2R3r w - - 0 1");
    assert_eq!(san_of(&pinned, "Rd3"), "Rd3");
    for typed in ["R1d3", "Rd1d3", "Rd1-d3"] {
        assert_eq!(
            san_of(&pinned, typed),
            "error: R1d3 leaves your king in check",
            "{typed}"
        );
    }
}

/// A piece move that only a drop from the pocket could mean is not guessed: the answer asks,
/// naming the drop; a quiet move where antichess forces a capture says so. Each as the
/// screen and the line mode read it.
#[test]
fn a_drop_is_asked_about_and_a_forced_capture_or_a_check_in_racing_kings_said() {
    let zh = |text| fen::read_in(text, crate::rules::Variant::Crazyhouse).unwrap();
    let anti = |text| fen::read_in(text, crate::rules::Variant::Antichess).unwrap();
    let race = |text| fen::read_in(text, crate::rules::Variant::RacingKings).unwrap();
    let cases = [
        (
            zh("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"),
            "Nf3",
            "error: no piece of that kind can move there; did you mean the drop N@f3?",
        ),
        (zh("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"), "N@f3", "N@f3"),
        (zh("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"), "@e6", "P@e6"),
        (
            zh("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"),
            "e6",
            "error: no piece of that kind can move there; did you mean the drop P@e6?",
        ),
        (
            zh("4k3/8/8/8/8/8/8/4K3[n] w - - 0 1"),
            "Nf3",
            "error: no knight can reach f3",
        ),
        (
            anti("8/8/8/8/8/2p5/8/1N2Q3 w - - 0 1"),
            "Qe4",
            "error: Qe4 is not a capture, and a capture is forced",
        ),
        (anti("8/8/8/8/8/2p5/8/1N2Q3 w - - 0 1"), "Nxc3", "Nxc3"),
        (
            race("8/8/8/8/8/8/k7/6RK w - - 0 1"),
            "Rg2",
            "error: Rg2 would give check, and in Racing Kings no move may",
        ),
        (race("8/8/8/8/8/8/k7/6RK w - - 0 1"), "Rg3", "Rg3"),
        // A move that would leave the own king attacked is still said to.
        (
            race("8/8/8/8/8/8/k7/r5NK w - - 0 1"),
            "Nf3",
            "error: Nf3 leaves your king in check",
        ),
    ];
    for (position, typed, said) in cases {
        assert_eq!(san_of(&position, typed), said, "{typed}");
    }
}

#[test]
fn promotion_forms() {
    let p = pos("3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1");
    for input in [
        "e8=Q", "e8Q", "e8q", "e7e8q", "e7e8=Q", "e8=♕", "e8(Q)", "e8/Q",
    ] {
        assert_eq!(san_of(&p, input), "e8=Q", "{input}");
    }
    assert_eq!(san_of(&p, "e8=N"), "e8=N");
    assert_eq!(san_of(&p, "exd8=R"), "exd8=R");
    assert_eq!(san_of(&p, "ed8n"), "exd8=N");
    match parse(&p, "e8") {
        Err(SanError::PromotionPieceMissing { from, to, san }) => {
            assert_eq!((from, to), (Square::E7, Square::E8));
            assert_eq!(san.to_string(), "e8");
        }
        other => panic!("e8 reads as {other:?}"),
    }
    assert_eq!(
        san_of(&p, "e8"),
        "error: e8 needs a promotion piece: e8=Q, e8=R, e8=B or e8=N"
    );
    assert_eq!(
        san_of(&p, "exd8"),
        "error: exd8 needs a promotion piece: exd8=Q, exd8=R, exd8=B or exd8=N"
    );
    for (input, piece) in [
        ("e8=K", "king"),
        ("e8=Кр", "king"),
        ("e8Кр", "king"),
        ("e8=кр", "king"),
        ("e8(Кр)", "king"),
        ("e8=♔", "king"),
        ("e8=P", "pawn"),
        ("e8=П", "pawn"),
        ("e8=♙", "pawn"),
    ] {
        assert_eq!(
            san_of(&p, input),
            format!("error: '{input}': a pawn cannot become a {piece}"),
            "{input}"
        );
    }
    for (input, san) in [
        ("e8=Ф", "e8=Q"),
        ("e8Л", "e8=R"),
        ("e8=С", "e8=B"),
        ("e8=К", "e8=N"),
    ] {
        assert_eq!(san_of(&p, input), san, "{input}");
    }
    assert_eq!(
        san_of(&Position::startpos(), "e4=Q"),
        "error: e4: only a pawn reaching the last rank can promote"
    );
}

#[test]
fn castling_spellings() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for input in ["O-O", "0-0", "o-o", "OO", "O-O+", "e1g1", "Kg1", "e1h1"] {
        assert_eq!(san_of(&p, input), "O-O", "{input}");
    }
    for input in ["O-O-O", "0-0-0", "o-o-o", "e1c1", "Kc1", "e1a1"] {
        assert_eq!(san_of(&p, input), "O-O-O", "{input}");
    }
    // Long castling begun: what the candidates line offers is what Enter plays.
    for input in ["O-O-", "0-0-", "o-o- "] {
        assert_eq!(san_of(&p, input), "O-O-O", "{input}");
        let offered: Vec<String> = completions(&p, input)
            .into_iter()
            .map(|c| c.san.to_string())
            .collect();
        assert_eq!(offered, ["O-O-O"], "{input}");
        let long = parse(&p, "O-O-O").expect("legal");
        assert!(spells(&p, long, input), "{input}");
    }
    // Chess960: king on b1, rooks on a1 and h1.
    let chess960 = pos("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
    assert_eq!(san_of(&chess960, "O-O"), "O-O");
    assert_eq!(san_of(&chess960, "b1h1"), "O-O");
    assert_eq!(san_of(&chess960, "b1a1"), "O-O-O");
    assert_eq!(san_of(&chess960, "Kc1"), "Kc1");
}

#[test]
fn en_passant_mate_and_remarks() {
    let p = pos("3nqb2/4kp2/4pn2/1B1pP3/8/8/8/3Q3K w - d6 0 1");
    for input in [
        "exd6",
        "exd6#",
        "exd6 e.p.",
        "exd6e.p.",
        "exd6ep",
        "ed6",
        "e5d6",
        "exd6+",
    ] {
        assert_eq!(san_of(&p, input), "exd6#", "{input}");
    }
    let m = parse(&p, "exd6").unwrap();
    assert!(m.is_en_passant());
}

#[test]
fn lowercase_b_is_a_pawn_or_a_bishop_and_never_a_guess() {
    let p = pos("4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1");
    assert_eq!(san_of(&p, "bxc4"), "bxc4");
    assert_eq!(san_of(&p, "Bxc4"), "Bxc4");
    assert_eq!(san_of(&p, "Bc4"), "Bxc4");
    assert_eq!(san_of(&p, "bc4"), "error: bc4 is ambiguous: bxc4 or Bxc4");
    assert_eq!(san_of(&p, "b4"), "b4");
    assert_eq!(san_of(&p, "bd3"), "Bd3");
    assert_eq!(san_of(&Position::startpos(), "nf3"), "Nf3");
    assert_eq!(san_of(&Position::startpos(), "b3"), "b3");
}

#[test]
fn russian_letters_and_figurines() {
    let open = after(&["e4", "e5"]);
    assert_eq!(san_of(&Position::startpos(), "Кf3"), "Nf3");
    assert_eq!(san_of(&open, "Сc4"), "Bc4");
    assert_eq!(san_of(&open, "Крe2"), "Ke2");
    assert_eq!(san_of(&open, "Фh5"), "Qh5");
    assert_eq!(san_of(&open, "фh5"), "Qh5");
    assert_eq!(san_of(&open, "♘f3"), "Nf3");
    assert_eq!(san_of(&open, "♗c4"), "Bc4");
    assert_eq!(san_of(&after(&["e4"]), "♞f6"), "Nf6");
    assert_eq!(
        san_of(&after(&["e4", "e5", "Nf3", "Nc6", "Rg1"]), "Лb8"),
        "Rb8"
    );
}

#[test]
fn coordinates_and_over_specified_san() {
    let start = Position::startpos();
    for (input, san) in [
        ("e2e4", "e4"),
        ("e2-e4", "e4"),
        ("g1f3", "Nf3"),
        ("Ng1-f3", "Nf3"),
        ("Ng1f3", "Nf3"),
        ("Nb1xc3", "Nc3"),
        ("Nxc3", "Nc3"),
        ("Nf3+", "Nf3"),
        ("Nf3#", "Nf3"),
        ("  Nf3  ", "Nf3"),
        ("Nf3!?", "Nf3"),
    ] {
        assert_eq!(san_of(&start, input), san, "{input}");
    }
    let open = after(&["e4", "d5"]);
    assert_eq!(san_of(&open, "ed5"), "exd5");
    assert_eq!(san_of(&open, "e4:d5"), "exd5");
    let queen = after(&["d4", "e5", "dxe5", "d6", "exd6", "Nc6", "dxc7"]);
    assert_eq!(san_of(&queen, "Qd8xd1"), "Qxd1+");
    assert_eq!(san_of(&queen, "Qd8d1"), "Qxd1+");
}

#[test]
fn each_error_reads_as_a_sentence() {
    let start = Position::startpos();
    let error = |p: &Position, input: &str| parse(p, input).unwrap_err().to_string();
    assert_eq!(error(&start, ""), "type a move, such as e4 or Nf3");
    assert_eq!(error(&start, "Nf9"), "'Nf9': f9 is not a square");
    assert_eq!(error(&start, "hello"), "'hello': not a move");
    assert_eq!(
        error(&start, "N"),
        "'N': which square should the knight go to?"
    );
    assert_eq!(error(&start, "Nf5"), "no knight can reach f5");
    assert_eq!(error(&start, "e5"), "no pawn can reach e5");
    assert_eq!(error(&start, "exd3"), "no pawn can capture on d3");
    assert_eq!(error(&start, "e3e4"), "there is no piece of yours on e3");
    assert_eq!(
        error(&pos("4k3/8/8/1b6/8/8/8/4K3 w - - 0 1"), "Ke2"),
        "Ke2 leaves your king in check"
    );
    assert_eq!(
        error(&pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"), "Nd2"),
        "Nd2 is ambiguous: Nbd2 or Nfd2"
    );
    assert_eq!(
        error(&start, "O-O"),
        "castling is not allowed: f1 is occupied"
    );
    assert_eq!(
        error(&pos("4k3/8/8/8/8/8/8/R3K2R w - - 0 1"), "O-O"),
        "castling is not allowed: White has no right to castle in this position"
    );
    assert_eq!(
        error(&pos("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1"), "O-O"),
        "castling is not allowed: White has no right to castle kingside (its rook has moved, or it never had it)"
    );
    assert_eq!(
        error(&pos("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"), "O-O"),
        "castling is not allowed: f1 is attacked"
    );
    assert_eq!(
        error(&pos("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1"), "O-O"),
        "castling is not allowed: g1 is attacked"
    );
    assert_eq!(
        error(&pos("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"), "O-O-O"),
        "castling is not allowed: your king is in check"
    );
}

#[test]
fn strict_san_reads_as_the_lenient_reader_does() {
    let texts = [
        "Nf3", "exd5", "Raxd1+", "e8=Q#", "e8Q", "O-O", "0-0-0", "Qh4e1", "N1f3", "bxc4", "b4",
        "Kxe2", "e4!?", "exd6", "exd8=N", "Bb5+",
    ];
    for text in texts {
        let strict = Pattern::from(San::from_ascii(text.as_bytes()).expect(text));
        let lenient = match read_patterns(strip_annotations(text)) {
            Ok(Readings::One(pattern)) => pattern,
            _ => panic!("{text} has one lenient reading"),
        };
        assert_eq!(strict, lenient, "{text}");
    }
    for text in [
        "bc4",
        "nf3",
        "e2e4",
        "e8",
        "Nf9",
        "e4=Q",
        "",
        "++",
        "Ng1-f3",
        "Кf3",
        "exd6 e.p.",
        " e4",
        "e4 ",
        "Nf3\t",
        "N f3",
        "O-O ",
    ] {
        // Text with spaces is left to the lenient reader, which trims it.
        assert_eq!(San::from_ascii(text.as_bytes()), None, "{text}");
    }
}

#[test]
fn completions_follow_what_is_typed() {
    let start = Position::startpos();
    let sans = |p: &Position, typed: &str| -> Vec<String> {
        completions(p, typed)
            .into_iter()
            .map(|c| c.san.to_string())
            .collect()
    };
    assert!(sans(&start, "").is_empty());
    assert_eq!(sans(&start, "N"), ["Na3", "Nc3", "Nf3", "Nh3"]);
    assert_eq!(sans(&start, "nf"), ["Nf3"]);
    assert_eq!(sans(&start, "Кf"), ["Nf3"]);
    assert_eq!(sans(&start, "♘c"), ["Nc3"]);
    assert_eq!(sans(&start, "e"), ["e3", "e4"]);
    assert_eq!(sans(&start, "e2"), ["e3", "e4"]);
    assert_eq!(sans(&start, "e2-e"), ["e3", "e4"]);
    assert_eq!(sans(&start, "g1"), ["Nf3", "Nh3"]);
    assert_eq!(sans(&start, "Ng1-"), ["Nf3", "Nh3"]);
    assert!(sans(&start, "Qh5").is_empty());
    let p = pos("4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1");
    assert_eq!(sans(&p, "bc"), ["Bxc4", "bxc4"]);
    let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(sans(&castles, "0-0"), ["O-O", "O-O-O"]);
    assert_eq!(sans(&castles, "O-O-"), ["O-O-O"]);
    let promotion = pos("3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1");
    assert_eq!(sans(&promotion, "e8"), ["e8=B", "e8=N", "e8=Q", "e8=R"]);
    assert_eq!(sans(&promotion, "e8="), ["e8=B", "e8=N", "e8=Q", "e8=R"]);
}

/// Promotion letters in any case, in every spelling: after a rank digit, `b` is the
/// bishop.
#[test]
fn promotion_letters_in_any_case() {
    let promote = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    for text in ["e7e8b", "e8b", "e8=b", "e7-e8b", "e8B", "e8=B", "E8b"] {
        let m = parse(&promote, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(write(&promote, m), "e8=B", "{text}");
    }
    for text in ["exd8b", "exd8=b", "e7d8b"] {
        let m = parse(&promote, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(write(&promote, m), "exd8=B", "{text}");
    }
    assert_eq!(
        parse(&promote, "Kd2b").map(|m| write(&promote, m)).ok(),
        None
    );
}

/// Caps lock: upper-case file letters are read when only one move fits, and whatever
/// the candidates line offers as complete, Enter plays.
#[test]
fn what_the_candidates_offer_enter_plays() {
    let start = Position::startpos();
    for text in ["E4", "E2E4", "NF3", "G1F3", "E2-E4"] {
        let m = parse(&start, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(spells(&start, m, text), "{text}");
        let offered = completions(&start, text);
        assert_eq!(offered.len(), 1, "{text}");
        assert_eq!(offered[0].m, m, "{text}");
    }
    // `B4` is the b-pawn: no bishop move is ever written with a square alone.
    assert_eq!(
        parse(&start, "B4").map(|m| write(&start, m)),
        Ok("b4".to_string())
    );
    // Every legal move, in every case, is taken when typed whole.
    let middle = pos("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    for m in middle.legal_moves() {
        let san = write(&middle, m);
        for text in [san.clone(), san.to_uppercase(), san.to_lowercase()] {
            let read = parse(&middle, &text);
            let candidates = completions(&middle, &text);
            let offered_whole: Vec<_> = candidates
                .iter()
                .filter(|c| spells(&middle, c.m, &text))
                .map(|c| c.m)
                .collect();
            match read {
                Ok(read) => assert_eq!(read, m, "{text}"),
                Err(SanError::Ambiguous { .. }) => assert!(offered_whole.len() > 1, "{text}"),
                Err(error) => panic!("{text}: {error}"),
            }
        }
    }
}

/// One rule for a lowercase `b`: `bxc3` and `bc4` are the bishop when no pawn move fits,
/// and ambiguous when both do.
#[test]
fn a_lowercase_b_capture_is_the_bishop_when_only_the_bishop_fits() {
    let game = pos("rnbqk1nr/pppp1ppp/8/4p3/1bB1P3/2P5/PP1P1PPP/RNBQK1NR b KQkq - 0 3");
    assert_eq!(
        parse(&game, "bxc3").map(|m| write(&game, m)),
        Ok("Bxc3".to_string())
    );
    assert_eq!(
        parse(&game, "bc3").map(|m| write(&game, m)),
        Ok("Bxc3".to_string())
    );
    // With a black piece on c4, the b3 pawn and the e2 bishop can both take it: `bxc4`
    // is the pawn, as standard SAN writes it, and `bc4` names both.
    let both = pos("4k3/8/8/8/2n5/1P6/4B3/4K3 w - - 0 1");
    assert_eq!(
        parse(&both, "bxc4").map(|m| write(&both, m)),
        Ok("bxc4".to_string())
    );
    assert_eq!(
        parse(&both, "bc4").map_err(|e| e.to_string()),
        Err("bc4 is ambiguous: bxc4 or Bxc4".to_string())
    );
}

/// Moves typed with the Russian layout on, and look-alike Cyrillic letters, are
/// suggested by their one legal move, never read as moves.
#[test]
fn slips_of_the_keyboard_are_suggested_and_never_played() {
    let start = Position::startpos();
    let suggested = |text: &str| suggestion(&start, text).map(|s| (s.san.to_string(), s.slip));
    assert!(parse(&start, "у4").is_err());
    assert_eq!(
        suggested("у4"),
        Some(("e4".to_string(), Slip::RussianLayout))
    );
    assert_eq!(
        suggested("Та3"),
        Some(("Nf3".to_string(), Slip::RussianLayout))
    );
    assert_eq!(
        suggested("е4"),
        Some((
            "e4".to_string(),
            Slip::LookAlike {
                letter: 'е',
                latin: 'e'
            }
        ))
    );
    // A Russian knight letter before a Cyrillic `с`: the knight is meant, the `с` is c.
    let knight = suggestion(&start, "Кс3").expect("a suggestion");
    assert_eq!(knight.san.to_string(), "Nc3");
    // Russian piece letters typed on purpose are moves, not slips.
    assert!(parse(&start, "Кf3").is_ok());
    assert_eq!(suggestion(&start, "Кf3"), None);
    assert_eq!(suggestion(&start, "e4"), None);
    assert_eq!(suggestion(&start, "ъъъ"), None);
    let castle = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(
        suggestion(&castle, "щ-щ")
            .map(|s| s.san.to_string())
            .as_deref(),
        Some("O-O")
    );
}

/// What a typed text reads as, and that the candidates line agrees: a move read is
/// offered whole, and a text refused is offered whole as no move (unless it names
/// several).
fn typed_as(position: &Position, text: &str) -> String {
    let read = parse_typed(position, text);
    let whole: Vec<Move> = completions(position, text)
        .into_iter()
        .map(|c| c.m)
        .filter(|&m| spells(position, m, text))
        .collect();
    match read {
        Ok(m) => {
            assert!(whole.contains(&m), "{text}: the candidates leave it out");
            write(position, m)
        }
        Err(error) => {
            if !matches!(error, SanError::Ambiguous { .. }) {
                assert!(whole.is_empty(), "{text}: offered whole but refused");
            }
            format!("error: {error}")
        }
    }
}

/// Every case of the letter `b`: a capital `B` before a square or an `x` is the bishop
/// and never the pawn, in English, Russian and figurines; caps lock (no lowercase letter,
/// or a rank digit after the `B`) reads the one move that fits; a lowercase `b` is the
/// pawn in standard SAN and the bishop where only the bishop fits.
#[test]
fn a_piece_named_is_never_read_as_another() {
    // The bishop on f1 is shut in; the b3 pawn can take the knight on c4.
    let shut_in = pos("4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1");
    for text in ["Bxc4", "Bc4", "Bxc4+", "Сxc4", "Сc4", "♗xc4", "сxc4"] {
        assert_eq!(
            typed_as(&shut_in, text),
            "error: no bishop can reach c4",
            "{text}"
        );
        assert_eq!(
            parse(&shut_in, text).ok(),
            None,
            "{text}: not in PGN either"
        );
    }
    assert!(typed_as(&shut_in, "BxC4").starts_with("error: "));
    for text in ["bxc4", "bc4", "BXC4", "BC4", "b3c4", "B3C4", "b3xc4"] {
        assert_eq!(typed_as(&shut_in, text), "bxc4", "{text}");
    }
    // Both can take: each letter names its own piece, and what names both is ambiguous.
    let both = pos("4k3/8/8/8/2n5/1P6/4B3/4K3 w - - 0 1");
    assert_eq!(typed_as(&both, "Bxc4"), "Bxc4");
    assert_eq!(typed_as(&both, "Bc4"), "Bxc4");
    assert_eq!(typed_as(&both, "Сxc4"), "Bxc4");
    assert_eq!(typed_as(&both, "bxc4"), "bxc4");
    for text in ["bc4", "BXC4", "BC4"] {
        assert_eq!(
            typed_as(&both, text),
            format!("error: {text} is ambiguous: bxc4 or Bxc4")
        );
    }
    // Only the bishop can take: a lowercase `b` is the bishop, and caps lock reads it.
    let bishop = pos("rnbqk1nr/pppp1ppp/8/4p3/1bB1P3/2P5/PP1P1PPP/RNBQK1NR b KQkq - 0 3");
    for text in ["bxc3", "bc3", "BXC3", "Bxc3", "Bc3"] {
        assert_eq!(typed_as(&bishop, text), "Bxc3", "{text}");
    }
    // The b-file typed with Shift: a rank digit after `B`, or no lowercase letter at all.
    let start = Position::startpos();
    for text in ["B4", "B2B4", "B2b4", "b2b4", "b4"] {
        assert_eq!(typed_as(&start, text), "b4", "{text}");
    }
    for (text, san) in [
        ("E4", "e4"),
        ("NF3", "Nf3"),
        ("nf3", "Nf3"),
        ("G1F3", "Nf3"),
    ] {
        assert_eq!(typed_as(&start, text), san, "{text}");
    }
    // A Cyrillic с is the bishop, or a look-alike c: never the b-pawn.
    assert_eq!(typed_as(&start, "с4"), "error: 'с4': not a move");
    assert_eq!(
        suggestion(&start, "с4")
            .map(|s| s.san.to_string())
            .as_deref(),
        Some("c4")
    );
    // Candidates follow the piece named.
    let offered = |p: &Position, typed: &str| -> Vec<String> {
        completions(p, typed)
            .into_iter()
            .map(|c| c.san.to_string())
            .collect()
    };
    assert_eq!(offered(&shut_in, "B"), ["Bg2", "Bh3", "b4", "bxc4"]);
    assert!(offered(&shut_in, "Bx").is_empty());
    assert!(offered(&shut_in, "Bc").is_empty());
    assert_eq!(offered(&shut_in, "bx"), ["bxc4"]);
    assert_eq!(offered(&both, "Bc"), ["Bxc4"]);
}

/// An `x` typed onto an empty square is refused, and the quiet move is suggested; PGN
/// files are read as other programs read them, the `x` set aside.
#[test]
fn a_typed_capture_must_take_something() {
    let start = Position::startpos();
    for text in ["Nxf3", "Ng1xf3", "NXF3", "Nb1xc3", "N:c3", "♘xf3", "Кxf3"] {
        assert!(
            typed_as(&start, text).starts_with("error: nothing to take on "),
            "{text}"
        );
        assert!(parse(&start, text).is_ok(), "{text}: read from PGN");
    }
    assert!(completions(&start, "Nx").is_empty());
    let refused = suggestion(&start, "Nxf3").expect("a suggestion");
    assert_eq!(refused.san.to_string(), "Nf3");
    assert_eq!(
        refused.slip,
        Slip::Refused(SanError::NothingToTake(Square::F3))
    );
    assert_eq!(
        suggestion(&start, "Кxf3").map(|s| (s.san.to_string(), s.slip)),
        Some((
            "Nf3".to_string(),
            Slip::Refused(SanError::NothingToTake(Square::F3))
        ))
    );
    // Real captures, en passant among them, are taken with or without the `x`.
    let open = after(&["e4", "d5"]);
    for text in ["exd5", "ed5", "e4:d5", "e4xd5", "EXD5"] {
        assert_eq!(typed_as(&open, text), "exd5", "{text}");
    }
    let en_passant = pos("3nqb2/4kp2/4pn2/1B1pP3/8/8/8/3Q3K w - d6 0 1");
    assert_eq!(typed_as(&en_passant, "exd6"), "exd6#");
    assert_eq!(typed_as(&en_passant, "exd6 e.p."), "exd6#");
    assert_eq!(typed_as(&en_passant, "Qxd5"), "Qxd5");
    assert_eq!(
        typed_as(&en_passant, "Qxd4"),
        "error: nothing to take on d4"
    );
    // A pawn that goes straight on takes nothing either, promotion or not.
    let promotion = pos("3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1");
    for text in ["e7xe8", "e7xe8=Q", "e7xe8q"] {
        assert_eq!(
            typed_as(&promotion, text),
            "error: nothing to take on e8",
            "{text}"
        );
    }
    assert_eq!(typed_as(&promotion, "exd8=Q"), "exd8=Q");
    assert_eq!(
        typed_as(&promotion, "exd8").split(':').next(),
        Some("error")
    );
}

/// A piece letter no piece of its kind fits, where the same keys spell a pawn move: the
/// refusal names the piece, and the pawn move is suggested.
#[test]
fn a_bishop_that_cannot_go_suggests_the_pawn() {
    let shut_in = pos("4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1");
    // Only the English `B` is the b-file's letter too.
    for text in ["Bxc4", "Bc4"] {
        let offered = suggestion(&shut_in, text).expect("a suggestion");
        assert_eq!(offered.san.to_string(), "bxc4", "{text}");
        assert_eq!(
            offered.slip,
            Slip::Refused(SanError::NoPieceCanReach {
                role: Role::Bishop,
                to: Square::C4,
                capture: false
            }),
            "{text}"
        );
    }
    for text in ["Сxc4", "Сc4", "сxc4", "♗xc4", "♝xc4"] {
        assert_eq!(
            suggestion(&shut_in, text),
            None,
            "{text} names the bishop alone"
        );
    }
    assert_eq!(suggestion(&shut_in, "bxc4"), None, "a move is no slip");
    let both = pos("4k3/8/8/8/2n5/1P6/4B3/4K3 w - - 0 1");
    assert_eq!(suggestion(&both, "BXC4"), None, "ambiguous is not one move");
}

#[test]
fn a_move_settles_when_the_text_names_it_and_no_longer_text_names_another() {
    let uci = |p: &Position, text: &str| match settled(p, text) {
        Some(Settled::Play(m)) => Some(m.to_uci()),
        Some(Settled::Promote { from, to }) => Some(format!("{from}{to}?")),
        None => None,
    };
    let start = Position::startpos();
    for (text, played) in [
        ("e4", Some("e2e4")),
        ("Nf3", Some("g1f3")),
        ("nf3", Some("g1f3")),
        ("Кf3", Some("g1f3")),
        ("♘f3", Some("g1f3")),
        ("e2e4", Some("e2e4")),
        ("Ng1-f3", Some("g1f3")),
        ("", None),
        ("e", None),
        ("e2", None),
        ("N", None),
        ("Nf", None),
        ("Кf", None),
    ] {
        assert_eq!(uci(&start, text).as_deref(), played, "{text}");
    }

    // Castling short waits while castling long is still a longer text.
    let both_ways = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (text, played) in [
        ("O-O", None),
        ("0-0", None),
        ("o-o", None),
        ("O-O-O", Some("e1c1")),
        ("0-0-0", Some("e1c1")),
    ] {
        assert_eq!(uci(&both_ways, text).as_deref(), played, "{text}");
    }
    let one_way = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(uci(&one_way, "O-O").as_deref(), Some("e1g1"));
    // A move settles on its whole word: never on a hyphen, which more always follows.
    for (text, played) in [("O-", None), ("0-", None), ("OO", Some("e1g1"))] {
        assert_eq!(uci(&one_way, text).as_deref(), played, "{text}");
    }
    assert_eq!(uci(&both_ways, "O-O-").as_deref(), None);
    assert_eq!(uci(&start, "e2-").as_deref(), None);
    assert_eq!(uci(&start, "e2-e4").as_deref(), Some("e2e4"));

    // `b` may be the b-pawn or a bishop until the text tells them apart.
    let pawn_and_bishop = pos("4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1");
    for (text, played) in [
        ("b", None),
        ("bxc3", None),
        ("bc3", None),
        ("Bxc3", Some("d2c3")),
        ("b4", Some("b2b4")),
        ("b3", Some("b2b3")),
        ("Сxc3", Some("d2c3")),
    ] {
        assert_eq!(uci(&pawn_and_bishop, text).as_deref(), played, "{text}");
    }

    // A promotion without its piece opens the choice; with it, it plays.
    let promotion = pos("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for (text, played) in [
        ("a", None),
        ("a8", Some("a7a8?")),
        ("axb8", Some("a7b8?")),
        ("a8=Q", Some("a7a8q")),
        ("a8N", Some("a7a8n")),
        ("a8=Ф", Some("a7a8q")),
        ("axb8=R", Some("a7b8r")),
    ] {
        assert_eq!(uci(&promotion, text).as_deref(), played, "{text}");
    }

    // A capture settles once its square is named; a square a piece stands on waits for the
    // moves that start there.
    let capture = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    assert_eq!(uci(&capture, "exd5").as_deref(), Some("e4d5"));
    assert_eq!(uci(&capture, "exd").as_deref(), None);
    assert_eq!(uci(&capture, "e5").as_deref(), Some("e4e5"));
    let knight_on_e4 = pos("4k3/8/8/8/4N3/8/4P3/4K3 w - - 0 1");
    assert_eq!(uci(&knight_on_e4, "e3").as_deref(), Some("e2e3"));
    assert_eq!(uci(&knight_on_e4, "e4").as_deref(), None);
}

/// A piece letter of either language, or a figurine, names its piece in every suggestion:
/// whatever sign, capture mark and square is typed, in positions where other pieces and the
/// pawns can go there, nothing suggested moves another piece (but for the English `B`, which
/// is also the b-file's letter). A slip of the keyboard is suggested only for a text that has
/// no reading as typed.
#[test]
fn a_piece_letter_of_either_language_names_its_piece_in_every_suggestion() {
    let signs: [(&str, Role); 15] = [
        ("K", Role::King),
        ("Q", Role::Queen),
        ("R", Role::Rook),
        ("B", Role::Bishop),
        ("N", Role::Knight),
        ("Кр", Role::King),
        ("Ф", Role::Queen),
        ("Л", Role::Rook),
        ("С", Role::Bishop),
        ("К", Role::Knight),
        ("♔", Role::King),
        ("♕", Role::Queen),
        ("♖", Role::Rook),
        ("♗", Role::Bishop),
        ("♘", Role::Knight),
    ];
    let positions = [
        Position::startpos(),
        after(&["e4", "e5"]),
        pos("4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1"),
        pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    ];
    let mut suggested = 0;
    for position in &positions {
        for (sign, role) in signs {
            for square in Square::ALL {
                for capture in ["", "x"] {
                    let text = format!("{sign}{capture}{square}");
                    let Some(offered) = suggestion(position, &text) else {
                        continue;
                    };
                    suggested += 1;
                    let b_file = sign == "B" && offered.m.role() == Role::Pawn;
                    assert!(
                        offered.m.role() == role || b_file,
                        "{text} offered {}",
                        offered.san
                    );
                    let read =
                        !matches!(parse_typed(position, &text), Err(SanError::NotAMove { .. }));
                    let keyboard =
                        matches!(offered.slip, Slip::RussianLayout | Slip::LookAlike { .. });
                    assert!(
                        !(read && keyboard),
                        "{text} has a reading, yet {:?}",
                        offered.slip
                    );
                }
            }
        }
    }
    assert!(suggested > 0, "nothing was suggested at all");
}

/// The example of the Russian bishop where none can go: refused with its reason, and neither
/// the pawn move its keys or its look would make on another layout is offered. A capital
/// Russian letter names its piece; a small one is also what the Russian layout types without
/// Shift, so `ф4` may still be `a4` and `с4` still `c4`.
#[test]
fn the_russian_layout_never_turns_a_piece_into_a_pawn() {
    let start = Position::startpos();
    let refused = |text: &str| parse_typed(&start, text).unwrap_err().to_string();
    let offered = |text: &str| suggestion(&start, text).map(|s| (s.san.to_string(), s.slip));
    assert_eq!(refused("Сc4"), "no bishop can reach c4");
    for text in ["Сc4", "сc4", "С4", "Сс4", "Ф4", "Фa4", "Лh3", "Кe2", "♗c4"] {
        assert_eq!(offered(text), None, "{text}");
    }
    assert_eq!(offered("ф4"), Some(("a4".to_string(), Slip::RussianLayout)));
    assert_eq!(
        offered("с4"),
        Some((
            "c4".to_string(),
            Slip::LookAlike {
                letter: 'с',
                latin: 'c'
            }
        ))
    );
    // The pawn's letter names the pawn in either language.
    for text in ["Pe4", "Пe4", "пe4", "♙e4"] {
        assert_eq!(typed_as(&start, text), "e4", "{text}");
    }
}

/// What may be typed on after a move that settled, and still be that move's: its marks, and
/// after a space an en passant remark, begun or whole, on an en passant capture alone.
#[test]
fn marks_and_an_en_passant_remark_follow_a_move() {
    let e4 = parse(&Position::startpos(), "e4").expect("e4");
    let capture = pos("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1");
    let en_passant = parse(&capture, "dxe6").expect("dxe6");
    let one_way = pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    let short = parse(&one_way, "O-O").expect("O-O");
    for (m, rest, follows) in [
        (e4, "", true),
        (e4, "+", true),
        (e4, "!?", true),
        (e4, "#", true),
        (e4, " ", true),
        (e4, "+ ", true),
        (e4, "e", false),
        (e4, "5", false),
        (e4, " e", false),
        (e4, " d", false),
        (en_passant, " e", true),
        (en_passant, " e.p.", true),
        (en_passant, " e. p", true),
        (en_passant, " ep", true),
        (en_passant, "e", false),
        (en_passant, " e.p.x", false),
        (short, "-", true),
        (short, "-O+", true),
        (short, "0", true),
        (short, "-OO", false),
        (e4, "-", false),
    ] {
        assert_eq!(follows_move(m, rest), follows, "{rest:?}");
    }
}

/// Crazyhouse drops are written as lichess's PGN writes them (`N@f3`, `P@e6`), and read so,
/// with the pawn's letter left out too (`@e6`); a drop the position does not allow is
/// refused in one sentence.
#[test]
fn drops_are_written_and_read() {
    let position = crate::rules::fen::read_in(
        "4k3/8/8/8/8/8/8/4K3[NPp] w - - 0 1",
        crate::rules::Variant::Crazyhouse,
    )
    .expect("a crazyhouse FEN");
    for (input, written) in [
        ("N@f3", "N@f3"),
        ("N@f6+", "N@f6+"),
        ("N@f6", "N@f6+"),
        ("P@e6", "P@e6"),
        ("@e6", "P@e6"),
        ("P@d7+", "P@d7+"),
    ] {
        let m = parse(&position, input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert!(m.is_drop(), "{input}");
        assert_eq!(write(&position, m), written, "{input}");
    }
    for (input, refusal) in [
        ("B@f3", "a bishop cannot be dropped on f3 here"),
        ("P@e8", "a pawn cannot be dropped on e8 here"),
        ("N@e1", "a knight cannot be dropped on e1 here"),
    ] {
        let error = parse(&position, input).expect_err(input).to_string();
        assert!(error.starts_with(refusal), "{input}: {error}");
    }
    // No pockets in standard chess.
    let standard = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(parse(&standard, "N@f3").is_err());
}
