//! Every game of the PGN corpora in tests/data/pgn replays without an error, and
//! `replay --fens` prints, move by move, the SAN and FEN that shakmaty (read with
//! pgn-reader) gives for the same games, and the same endings.

use std::fs::File;
use std::io;
use std::ops::ControlFlow;
use std::path::PathBuf;

use hotseat::game::DrawRules;
use hotseat::tools;
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

fn corpus(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pgn")
        .join(name)
}

/// What one game looks like to shakmaty: a `SAN<TAB>FEN` line per move, and how it ends.
#[derive(Debug, Default)]
struct ReferenceGame {
    lines: Vec<String>,
    ending: &'static str,
}

/// Plays the games with shakmaty and writes what `replay --fens` should print.
struct Reference {
    games: Vec<ReferenceGame>,
}

impl Visitor for Reference {
    type Tags = (Option<Chess>, bool);
    type Movetext = (Chess, ReferenceGame);
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), Self::Tags> {
        ControlFlow::Continue((None, false))
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        match name {
            b"FEN" => {
                let fen = Fen::from_ascii(value.as_bytes()).expect("the corpus FENs are valid");
                tags.0 = Some(fen.into_position(CastlingMode::Chess960).expect("legal"));
            }
            b"Variant" => tags.1 = value.decode_utf8_lossy().contains("960"),
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<(), Self::Movetext> {
        ControlFlow::Continue((tags.0.unwrap_or_default(), ReferenceGame::default()))
    }

    fn san(&mut self, movetext: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<()> {
        let (position, game) = movetext;
        let m = san_plus
            .san
            .to_move(position)
            .expect("shakmaty plays every corpus move");
        let written = SanPlus::from_move_and_play_unchecked(position, m);
        let fen = Fen::from_position(&*position, EnPassantMode::Legal);
        game.lines.push(format!("{written}\t{fen}"));
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, movetext: Self::Movetext) {
        let (position, mut game) = movetext;
        game.ending = if position.is_checkmate() {
            "checkmate"
        } else if position.is_stalemate() {
            "stalemate"
        } else if position.is_insufficient_material() {
            "insufficient material"
        } else {
            "other"
        };
        self.games.push(game);
    }
}

/// Our `replay --fens` output for a file, split into games: (move lines, reason).
fn replayed(name: &str) -> Vec<(Vec<String>, String)> {
    let (mut out, mut problems) = (Vec::new(), Vec::new());
    let file = File::open(corpus(name)).expect("corpus file");
    let summary = tools::replay(file, &mut out, &mut problems, DrawRules::Fide, true, false)
        .expect("replay writes to memory");
    let problems = String::from_utf8(problems).expect("UTF-8");
    assert_eq!(summary.failed, 0, "{name}: {problems}");
    assert!(problems.is_empty(), "{problems}");
    let text = String::from_utf8(out).expect("UTF-8");
    let mut games = Vec::new();
    let mut lines = Vec::new();
    for line in text.lines() {
        if let Some(verdict) = line.strip_prefix("#\t") {
            let reason = verdict.rsplit('\t').next().unwrap_or_default().to_string();
            games.push((std::mem::take(&mut lines), reason));
        } else {
            lines.push(line.to_string());
        }
    }
    games
}

fn compare_with_shakmaty(name: &str, expected_games: usize) -> io::Result<()> {
    let ours = replayed(name);
    let mut reference = Reference { games: Vec::new() };
    let mut reader = Reader::new(File::open(corpus(name))?);
    while reader.read_game(&mut reference)?.is_some() {}
    assert_eq!(ours.len(), expected_games, "{name}: games");
    assert_eq!(
        reference.games.len(),
        expected_games,
        "{name}: reference games"
    );
    let mut plies = 0;
    for (index, ((lines, reason), theirs)) in ours.iter().zip(&reference.games).enumerate() {
        for (ply, (a, b)) in lines.iter().zip(&theirs.lines).enumerate() {
            assert_eq!(a, b, "{name}, game {}, ply {}", index + 1, ply + 1);
        }
        assert_eq!(
            lines.len(),
            theirs.lines.len(),
            "{name}, game {}",
            index + 1
        );
        if theirs.ending != "other" {
            assert_eq!(reason, theirs.ending, "{name}, game {}", index + 1);
        }
        plies += lines.len();
    }
    assert!(plies > expected_games * 20, "{name}: only {plies} plies");
    Ok(())
}

#[test]
fn lichess_games_replay_as_shakmaty_plays_them() -> io::Result<()> {
    compare_with_shakmaty("lichess-sample.pgn", 438)
}

#[test]
fn over_the_board_games_replay_as_shakmaty_plays_them() -> io::Result<()> {
    compare_with_shakmaty("twic-232.pgn", 232)
}

#[test]
fn chess960_games_replay_as_shakmaty_plays_them() -> io::Result<()> {
    compare_with_shakmaty("chess960.pgn", 20)
}

#[test]
fn club_rules_stop_games_that_go_on_after_a_repetition() {
    let (mut out, mut problems) = (Vec::new(), Vec::new());
    let file = File::open(corpus("twic-232.pgn")).expect("corpus file");
    let summary = tools::replay(file, &mut out, &mut problems, DrawRules::Club, false, false)
        .expect("replay");
    let problems = String::from_utf8(problems).expect("UTF-8");
    assert_eq!(summary.games, 232);
    assert_eq!(summary.failed, 1, "{problems}");
    assert!(
        problems.contains("the game is already over (Draw by threefold repetition)"),
        "{problems}"
    );
}

#[test]
fn replay_with_openings_names_each_games_opening_on_its_line() {
    let pgn = "[White \"Anna\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4 1-0\n\n\
               [White \"Boris\"]\n\n1. c4 e6 2. Nc3 Nf6 3. d4 Bb4 4. Qc2 *\n\n\
               [White \"Clara\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
               [White \"Dan\"]\n\n1. e4 e5 2. Ke3 *\n\n\
               [White \"Eva\"]\n\n0-1\n\n\
               [FEN \"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3\"]\n\n\
               3... Nf6 *\n\n\
               [Variant \"Chess960\"]\n\n1. e4 e5 *\n";
    let (mut out, mut problems) = (Vec::new(), Vec::new());
    let summary = tools::replay(
        pgn.as_bytes(),
        &mut out,
        &mut problems,
        DrawRules::Fide,
        false,
        true,
    )
    .expect("replay writes to memory");
    assert_eq!(summary.failed, 1);
    assert_eq!(
        String::from_utf8(out).expect("UTF-8"),
        "#\t1\t*\t-\tC67\tRuy Lopez: Berlin Defense, Rio Gambit Accepted\n\
         #\t2\t*\t-\tE32\tNimzo-Indian Defense: Classical Variation\n\
         #\t3\t0-1\tcheckmate\tA00\tBarnes Opening: Fool's Mate\n\
         #\t4\t*\t-\tC20\tKing's Pawn Game\n\
         #\t5\t*\t-\t-\t-\n\
         #\t6\t*\t-\t-\t-\n\
         #\t7\t*\t-\t-\t-\n"
    );
    assert_eq!(
        String::from_utf8(problems).expect("UTF-8"),
        "game 4 (Dan vs ?), move 2.: 'Ke3': no king can reach e3\n"
    );
}
