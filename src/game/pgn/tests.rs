//! The games of PGN text played through and written back: tags, clocks, notes, side lines
//! and the refusals of moves that cannot be played.

use super::*;
use crate::game::Reason;
use crate::notation::pgn::Reader;
use crate::notation::san;

fn read_one(text: &str, rules: DrawRules) -> (GamePlayer, Result<(), GameTextError>) {
    let mut reader = GamePlayer::new(rules, Keep::Everything);
    let result = Reader::new(text.as_bytes())
        .read_game(&mut reader)
        .expect("readable PGN")
        .expect("one game");
    (reader, result)
}

fn play(moves: &str) -> Game {
    let mut game = Game::standard(DrawRules::Club);
    for text in moves.split_whitespace() {
        game.play_text(text).unwrap();
    }
    game
}

#[test]
fn a_written_game_reads_back_with_its_moves_tags_and_clocks() {
    let mut game = play("e4 e5 Nf3 Nc6 Bb5 a6");
    game.annotate_clock(Duration::from_millis(45_300));
    let header = Header {
        names: crate::rules::ByColor {
            white: "Anna".to_string(),
            black: "Boris".to_string(),
        },
        time_control: "5+3".parse().unwrap(),
        date: "2026.11.29".to_string(),
        ..Header::default()
    };
    let text = export(&game, &header);
    assert!(text.starts_with("[Event \"Casual game\"]\n"));
    assert!(text.contains("[TimeControl \"300+3\"]\n"));
    assert!(text.contains("3. Bb5 a6 {[%clk 0:00:45.3]} *\n"));
    let (reader, result) = read_one(&text, DrawRules::Club);
    assert_eq!(result, Ok(()));
    assert_eq!(reader.game().plies(), game.plies());
    assert_eq!(reader.white(), "Anna");
    assert!(
        reader
            .tags()
            .contains(&("Date".to_string(), "2026.11.29".to_string()))
    );
    assert_eq!(reader.result_token(), Some("*"));
}

fn tag_of<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("[{name} \"");
    let line = text.lines().find(|line| line.starts_with(&open))?;
    line.strip_prefix(&open)?.strip_suffix("\"]")
}

#[test]
fn saved_games_name_the_opening_of_their_moves() {
    let berlin = export(&play("e4 e5 Nf3 Nc6 Bb5 Nf6 O-O"), &Header::default());
    assert_eq!(tag_of(&berlin, "ECO"), Some("C65"));
    assert_eq!(
        tag_of(&berlin, "Opening"),
        Some("Ruy Lopez: Berlin Defense")
    );
    // Named as the game goes: after 1. e4 it is the King's Pawn Game.
    let early = export(&play("e4"), &Header::default());
    assert_eq!(tag_of(&early, "ECO"), Some("B00"));
    assert_eq!(tag_of(&early, "Opening"), Some("King's Pawn Game"));
    assert_eq!(tag_of(&export(&play(""), &Header::default()), "ECO"), None);
    // No name for Chess960 nor for a set-up position, even one the book names.
    let mut chess960 = Game::chess960(Position::chess960(518).unwrap(), DrawRules::Club);
    chess960.play_text("e4").unwrap();
    let text = export(&chess960, &Header::default());
    assert_eq!(
        (tag_of(&text, "ECO"), tag_of(&text, "Opening")),
        (None, None)
    );
    let after_e4 = fen::read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
    let mut set_up = Game::new(after_e4, DrawRules::Club);
    set_up.play_text("e5").unwrap();
    let text = export(&set_up, &Header::default());
    assert_eq!(
        (tag_of(&text, "ECO"), tag_of(&text, "Opening")),
        (None, None)
    );
}

#[test]
fn a_loaded_games_own_opening_tags_are_kept() {
    let game = play("e4 e5 Nf3 Nc6 Bb5 Nf6");
    let theirs = vec![
        ("ECO".to_string(), "C65".to_string()),
        (
            "Opening".to_string(),
            "Ruy Lopez: Berlin Defence".to_string(),
        ),
    ];
    let mut tags = vec![("White".to_string(), "Anna".to_string())];
    tags.extend(theirs.clone());
    assert_eq!(given_opening(&tags, &game), theirs);
    let header = Header {
        extra: given_opening(&tags, &game),
        ..Header::default()
    };
    let text = export(&game, &header);
    assert_eq!(tag_of(&text, "Opening"), Some("Ruy Lopez: Berlin Defence"));
    assert_eq!(text.matches("[ECO ").count(), 1);
    // Tags that say what hotseat says are hotseat's: the game's moves name the opening.
    let (reader, _) = read_one(&export(&game, &Header::default()), DrawRules::Club);
    assert_eq!(given_opening(reader.tags(), reader.game()), []);
    assert_eq!(given_opening(&[], &game), []);
}

/// A game with every kind of note: clocks, glyphs, comments before and after moves, and
/// variations two deep with notes of their own.
fn annotated() -> Game {
    let mut game = Game::standard(DrawRules::Club);
    // Clocks as `[%clk]` writes them: whole seconds, tenths under a minute.
    for (text, millis) in [
        ("e4", 300_000),
        ("e5", 299_000),
        ("Nf3", 45_300),
        ("Nc6", 298_000),
    ] {
        game.play_text(text).unwrap();
        game.annotate_clock(Duration::from_millis(millis));
    }
    game.edit_notes()
        .set_comment(&Place::game(0), "A casual game")
        .unwrap();
    game.edit_notes()
        .set_nag(&Place::game(1), Nag::GOOD)
        .unwrap();
    game.edit_notes()
        .set_comment(&Place::game(1), "best by test")
        .unwrap();
    game.edit_notes().set_nag(&Place::game(3), Nag(14)).unwrap();
    game.edit_notes()
        .set_nag(&Place::game(3), Nag::INTERESTING)
        .unwrap();
    let mut place = Place::game(1);
    for text in ["c5", "Nf3", "d6"] {
        let m = san::parse(&game.position_of(&place).unwrap(), text).unwrap();
        place = game.edit_notes().play_line(&place, m).unwrap();
    }
    game.edit_notes()
        .set_comment(
            &Place {
                moves: 0,
                ..place.clone()
            },
            "or",
        )
        .unwrap();
    game.edit_notes().set_nag(&place, Nag::DUBIOUS).unwrap();
    let after_c5 = Place {
        moves: 1,
        ..place.clone()
    };
    let c3 = san::parse(&game.position_of(&after_c5).unwrap(), "c3").unwrap();
    let alapin = game.edit_notes().play_line(&after_c5, c3).unwrap();
    game.edit_notes()
        .set_comment(&alapin, "the Alapin")
        .unwrap();
    let d4 = san::parse(&game.position_of(&Place::game(0)).unwrap(), "d4").unwrap();
    game.edit_notes().play_line(&Place::game(0), d4).unwrap();
    game
}

#[test]
fn the_time_each_move_took_is_written_where_the_clocks_do_not_tell_it() {
    let mut game = Game::standard(DrawRules::Club);
    for (text, millis) in [("e4", 3_400), ("e5", 75_000), ("Nf3", 200)] {
        game.play_text(text).unwrap();
        game.annotate_spent(Duration::from_millis(millis));
    }
    game.edit_notes()
        .set_comment(&Place::game(3), "quick")
        .unwrap();
    let untimed = export(&game, &Header::default());
    let movetext = untimed.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(
        movetext,
        "1. e4 {[%emt 0:00:03.4]} 1... e5 {[%emt 0:01:15]} 2. Nf3 {[%emt 0:00:00.2] quick} *"
    );
    let (reader, result) = read_one(&untimed, DrawRules::Club);
    assert_eq!(result, Ok(()));
    assert_eq!(reader.game(), &game);
    // A clock that shows the time left tells it, but for delays.
    for (control, written) in [("5+3", false), ("5d3", true), ("5b3", true)] {
        let header = Header {
            time_control: control.parse().unwrap(),
            ..Header::default()
        };
        assert_eq!(
            export(&game, &header).contains("[%emt"),
            written,
            "{control}"
        );
    }
}

#[test]
fn notes_and_variations_are_written_and_read_back_as_they_were() {
    let game = annotated();
    let text = export(&game, &Header::default());
    let movetext = text.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(
        movetext,
        "{A casual game} 1. e4 $1 {[%clk 0:05:00] best by test} (1. d4) 1... e5 \
         {[%clk 0:04:59]} ({or} 1... c5 2. Nf3 (2. c3 {the Alapin}) 2... d6 $6) 2. Nf3 \
         $14 $5 {[%clk 0:00:45.3]} 2... Nc6 {[%clk 0:04:58]} *"
    );
    let (reader, result) = read_one(&text, DrawRules::Club);
    assert_eq!(result, Ok(()));
    assert_eq!(reader.game(), &game);
    assert_eq!(export(reader.game(), &Header::default()), text);
    // Replaying needs none of it.
    let mut replay = GamePlayer::new(DrawRules::Club, Keep::ForReplay);
    Reader::new(text.as_bytes()).read_game(&mut replay).unwrap();
    assert!(replay.game().notes().is_empty());
    assert_eq!(replay.game().plies().len(), 4);
}

#[test]
fn loaded_comments_glyphs_and_variations_are_kept() {
    let text = "{Start} 1. e4!? {king's pawn} {again} (1. d4 d5 (1... Nf6 2. c4 $146) ; a line\n\
                2. c4 ?) (1. Nf3 Nxe5 2. d4) (e5) 1... e5 {[%eval 0.2] [%clk 0:05:00]} 2. Nf3 *";
    let (reader, result) = read_one(text, DrawRules::Club);
    assert_eq!(result, Ok(()));
    let game = reader.game();
    assert_eq!(game.plies().len(), 3);
    assert_eq!(game.plies()[1].clock, Some(Duration::from_secs(300)));
    let notes = game.notes();
    assert_eq!(notes.preface(), Some("Start"));
    assert_eq!(notes.of_ply(0).nags(), [Nag::INTERESTING]);
    assert_eq!(notes.of_ply(0).comment(), Some("king's pawn again"));
    assert_eq!(notes.of_ply(1).comment(), Some("[%eval 0.2]"));
    let variations = notes.of_ply(0).variations();
    // The third stops at its first unplayable move; the fourth replaces nothing it can.
    assert_eq!(variations.len(), 2);
    assert_eq!(variations[0].moves().len(), 3);
    let d5 = variations[0].moves()[1].notes();
    assert_eq!(d5.comment(), Some("a line"));
    assert_eq!(d5.variations()[0].moves()[1].notes().nags(), [Nag(146)]);
    assert_eq!(variations[0].moves()[2].notes().nags(), [Nag::MISTAKE]);
    assert_eq!(variations[1].moves().len(), 1);
    let written = export(game, &Header::default());
    assert!(
        written
            .replace('\n', " ")
            .contains("(1. d4 d5 {a line} (1... Nf6 2. c4 $146) 2. c4 $2) (1. Nf3)"),
        "{written}"
    );
}

#[test]
fn variations_are_kept_as_deep_as_the_limit() {
    // Each variation replaces the second move of the one around it.
    let mut position = Position::startpos();
    let mut replaced = san::parse(&position, "e4").unwrap();
    let mut text = String::from("1. e4");
    for _ in 0..2 * MAX_VARIATION_DEPTH {
        let moves = position.legal_moves();
        let other = moves.iter().copied().find(|m| *m != replaced).unwrap();
        text += &format!(
            " ({} {}",
            MoveNumber::of(&position),
            San::from_move(&position, other)
        );
        position.play_unchecked(other);
        replaced = position.legal_moves()[0];
        text += &format!(" {}", San::from_move(&position, replaced));
    }
    text += &")".repeat(2 * MAX_VARIATION_DEPTH);
    text += " *";
    let (reader, result) = read_one(&text, DrawRules::Fide);
    assert_eq!(result, Ok(()));
    let mut depth = 0;
    let mut variations = reader.game().notes().of_ply(0).variations();
    while let Some(line) = variations.first() {
        depth += 1;
        variations = line
            .moves()
            .get(1)
            .map_or(&[][..], |m| m.notes().variations());
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    assert_eq!(reader.game().plies().len(), 1);
}

#[test]
fn chess960_games_carry_their_start_and_variant() {
    let start = Position::chess960(0).unwrap();
    let mut game = Game::chess960(start, DrawRules::Club);
    game.play_text("g3").unwrap();
    let text = export(&game, &Header::default());
    assert!(text.contains("[Variant \"Chess960\"]"));
    assert!(text.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"));
    let (reader, result) = read_one(&text, DrawRules::Club);
    assert_eq!(result, Ok(()));
    assert!(reader.game().is_chess960());
    assert_eq!(reader.game().start(), &start);
}

/// A game of every variant, from its usual start and from a set-up one, is written with
/// lichess's `Variant` tag (and the variant's FEN for the set-up start, none for the usual
/// one), names no opening (a variant's), and reads back to the same game.
#[test]
fn games_of_every_variant_carry_their_tag_and_read_back_the_same() {
    let set_up = [
        (
            Variant::Standard,
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "Standard",
        ),
        (
            Variant::Crazyhouse,
            "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1",
            "Crazyhouse",
        ),
        (Variant::Atomic, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Atomic"),
        (
            Variant::Antichess,
            "8/8/8/8/8/2p5/8/1N6 w - - 0 1",
            "Antichess",
        ),
        (
            Variant::KingOfTheHill,
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "King of the Hill",
        ),
        (
            Variant::ThreeCheck,
            "4k3/8/8/8/8/8/4P3/4K2Q w - - 1+2 0 1",
            "Three-check",
        ),
        (
            Variant::Horde,
            "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP b kq - 0 1",
            "Horde",
        ),
        (
            Variant::RacingKings,
            "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ b - - 0 1",
            "Racing Kings",
        ),
    ];
    for (variant, fen_text, name) in set_up {
        let usual = Position::start(variant);
        let given = fen::read_in(fen_text, variant).unwrap();
        for (start, fen_tag) in [(usual, None), (given, Some(fen::write(&given)))] {
            let mut game = Game::new(start, DrawRules::Club);
            // The first legal moves, as many as the game has, up to six plies.
            for _ in 0..6 {
                let Some(&m) = game.position().legal_moves().first() else {
                    break;
                };
                if game.play(m, None).is_err() {
                    break;
                }
            }
            let text = export(&game, &Header::default());
            let tag = (variant != Variant::Standard).then_some(name);
            assert_eq!(tag_of(&text, "Variant"), tag, "{variant:?}:\n{text}");
            assert_eq!(
                tag_of(&text, "FEN"),
                fen_tag.as_deref(),
                "{variant:?}:\n{text}"
            );
            if variant != Variant::Standard {
                assert_eq!(tag_of(&text, "ECO"), None, "{variant:?}:\n{text}");
            }
            let (reader, result) = read_one(&text, DrawRules::Club);
            assert_eq!(result, Ok(()), "{variant:?}:\n{text}");
            assert_eq!(reader.game().variant(), variant);
            assert_eq!(reader.game().start(), game.start(), "{variant:?}");
            assert_eq!(reader.game().moves(), game.moves(), "{variant:?}");
            assert_eq!(reader.game().outcome(), game.outcome(), "{variant:?}");
        }
    }
}

#[test]
fn finished_games_write_their_result_and_termination() {
    let game = play("f3 e5 g4 Qh4");
    let text = export(&game, &Header::default());
    assert!(text.contains("[Result \"0-1\"]"));
    assert!(text.contains("[Termination \"normal\"]"));
    assert!(text.trim_end().ends_with("2. g4 Qh4# 0-1"));
}

#[test]
fn a_bad_move_is_located() {
    let (_, result) = read_one(
        "[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Nxe5 Nxe5 4. Nxe5 *",
        DrawRules::Fide,
    );
    assert_eq!(
        result.unwrap_err().to_string(),
        "move 4.: 'Nxe5': no knight can reach e5"
    );
}

/// Files are read as other programs read them: an `x` onto an empty square is the move
/// without it (only what players type is held to its `x`).
#[test]
fn a_capture_mark_onto_an_empty_square_is_read_leniently() {
    let (reader, result) = read_one("1. e3 e5 2. Bxa6 Nxa6 *", DrawRules::Fide);
    assert_eq!(result, Ok(()));
    let sans: Vec<String> = (0..4)
        .filter_map(|i| reader.game().san(i))
        .map(|san| san.to_string())
        .collect();
    assert_eq!(sans, ["e3", "e5", "Ba6", "Nxa6"]);
}

#[test]
fn a_move_after_the_end_is_an_error_in_club_rules() {
    let dance = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *";
    let (reader, result) = read_one(dance, DrawRules::Fide);
    assert_eq!(result, Ok(()));
    assert_eq!(reader.game().plies().len(), 9);
    let (_, result) = read_one(dance, DrawRules::Club);
    assert_eq!(
        result.unwrap_err().to_string(),
        "move 5.: 'e4': the game is already over (Draw by threefold repetition)"
    );
    let (reader, _) = read_one(
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2",
        DrawRules::Fide,
    );
    assert_eq!(
        reader.game().claimable_draw(),
        Some(Reason::ThreefoldRepetition)
    );
}

#[test]
fn bad_setups_are_refused() {
    let (_, result) = read_one("[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *", DrawRules::Fide);
    assert!(
        result
            .unwrap_err()
            .to_string()
            .starts_with("FEN tag: board")
    );
    let (_, result) = read_one("[Variant \"Fairy\"]\n\n1. e4 *", DrawRules::Fide);
    assert_eq!(
        result.unwrap_err().to_string(),
        "variant 'Fairy' is not one hotseat plays: expected Standard, Chess960, Crazyhouse, \
         Atomic, Antichess, King of the Hill, Three-check, Horde or Racing Kings"
    );
    // A pocket in a game of chess.
    let (_, result) = read_one(
        "[FEN \"4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1\"]\n\n1. Kd1 *",
        DrawRules::Fide,
    );
    assert_eq!(
        result.unwrap_err().to_string(),
        "FEN tag: '[Q]' does not belong in a FEN of the Standard variant"
    );
    // What the file holds is quoted on one line.
    let (_, result) = read_one("[Variant \"chess \u{1}960\"]\n\n1. e4 *", DrawRules::Fide);
    assert_eq!(
        result.unwrap_err().to_string(),
        "variant 'chess \\u{1}960' is not one hotseat plays: expected Standard, Chess960, \
         Crazyhouse, Atomic, Antichess, King of the Hill, Three-check, Horde or Racing Kings"
    );
}

#[test]
fn clock_comments() {
    assert_eq!(
        split_time("[%clk 0:04:58]", CLK_COMMAND),
        Some((Duration::from_secs(298), "".into()))
    );
    assert_eq!(
        split_time("good move [%eval 0.3] [%clk 1:00:00.5]", CLK_COMMAND),
        Some((
            Duration::from_millis(3_600_500),
            "good move [%eval 0.3]".into()
        ))
    );
    assert_eq!(
        split_time("[%clk 0:01:00] then [%clk 0:02:00] more", CLK_COMMAND),
        Some((Duration::from_secs(60), "then [%clk 0:02:00] more".into()))
    );
    assert_eq!(split_time("no clock here", CLK_COMMAND), None);
    assert_eq!(split_time("[%clk broken", CLK_COMMAND), None);
    assert_eq!(
        split_time("[%clk 0:04:58] [%emt 0:00:12.5] fine", EMT_COMMAND),
        Some((Duration::from_millis(12_500), "[%clk 0:04:58] fine".into()))
    );
    assert_eq!(split_time("[%clk 0:04:58]", EMT_COMMAND), None);
    // A command's name ends where its value starts: `[%clk` is not `[%clkadj`.
    assert_eq!(
        split_time("[%clkadj White +0:00:15] [%clk 0:04:58]", CLK_COMMAND),
        Some((Duration::from_secs(298), "[%clkadj White +0:00:15]".into()))
    );
}

/// An exporter that keeps what it wrote writes, after any series of moves, takebacks,
/// notes edited, side lines played, times and offers noted and the arbiter's changes of
/// the clocks, under a control that shows the moves' times or not, the text a fresh
/// export writes.
#[test]
fn an_exporter_that_keeps_its_text_writes_what_a_fresh_export_writes() {
    let mut random = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |n: usize| {
        random ^= random << 13;
        random ^= random >> 7;
        random ^= random << 17;
        (random % n.max(1) as u64) as usize
    };
    let headers = ["none", "5+3", "5d3"].map(|control| Header {
        time_control: control.parse().unwrap(),
        ..Header::default()
    });
    let mut exporter = Exporter::default();
    let mut game = Game::standard(DrawRules::Fide);
    let (mut writes, mut reused) = (0, 0);
    let mut header = &headers[0];
    for step in 0..3_000 {
        let plies = game.plies().len();
        let place = Place::game(next(plies + 1));
        let millis = Duration::from_millis(step as u64);
        match next(24) {
            0 if plies > 0 => game.take_back(1 + next(plies.min(3))).expect("a takeback"),
            1 => {
                let text = format!("note {step}");
                let _ = game.edit_notes().set_comment(&place, &text);
            }
            2 => {
                let _ = game.edit_notes().set_nag(&place, Nag::GOOD);
            }
            3 => {
                let before = game.position_at(place.moves).copied();
                if let Some(m) = before.and_then(|p| p.legal_moves().iter().last().copied()) {
                    let _ = game.edit_notes().play_line(&place, m);
                }
            }
            4 if plies > 0 => game.annotate_clock(millis),
            5 if plies > 0 => game.annotate_spent(millis),
            6 if plies > 0 => game.annotate_draw_offer(),
            7 => {
                let side = [Color::White, Color::Black][next(2)];
                let adjustment = ClockAdjustment::setting(side, millis, millis * 2);
                if let Some(adjustment) = adjustment {
                    game.record_adjustment(adjustment);
                }
            }
            8 => header = &headers[next(headers.len())],
            _ => {
                let moves = game.position().legal_moves();
                if game.outcome().is_some() || moves.is_empty() {
                    game = Game::standard(DrawRules::Fide);
                } else {
                    let m = moves.as_slice()[next(moves.len())];
                    game.play(m, Some(Duration::from_secs(step as u64)))
                        .expect("a legal move");
                }
            }
        }
        if next(3) == 0 {
            let with_move_times = header.time_control.hides_move_times();
            let kept = exporter.kept.as_deref();
            reused += usize::from(kept.is_some_and(|kept| kept.fits(&game, with_move_times)));
            assert_eq!(
                exporter.export(&game, header),
                export(&game, header),
                "step {step}"
            );
            writes += 1;
        }
    }
    assert!(writes > 500, "{writes} writes compared");
    assert!(
        reused > writes / 3,
        "{reused} of {writes} writes went on from the last"
    );
}
