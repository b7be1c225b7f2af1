use std::path::Path;
use std::time::Duration;

use super::fake::{fake_engine, told, uci_engine};

use super::protocol::{EngineLine, PositionCommand};
use super::*;

/// A patience short enough for a test and long enough for the fake engine to answer.
const PATIENCE: Patience = Patience {
    answer: Duration::from_millis(1500),
    search: Duration::from_millis(1500),
};

#[test]
fn engine_lines_are_read_into_their_kinds() {
    let cases = [
        ("uciok", EngineLine::UciOk),
        ("readyok", EngineLine::ReadyOk),
        (
            "id name Stockfish 15.1",
            EngineLine::Name("Stockfish 15.1".into()),
        ),
        ("id author the Stockfish developers", EngineLine::Other),
        (
            "bestmove e2e4 ponder e7e5",
            EngineLine::BestMove(Some("e2e4".into())),
        ),
        ("bestmove (none)", EngineLine::BestMove(None)),
        ("bestmove 0000", EngineLine::BestMove(None)),
        (
            "info depth 20 seldepth 28 multipv 1 score cp 31 nodes 1000000 nps 900000 pv e2e4 e7e5 g1f3",
            EngineLine::Info {
                score: Score::Cp(31),
                bound: Bound::Exact,
                pv: vec!["e2e4".into(), "e7e5".into(), "g1f3".into()],
            },
        ),
        (
            "info depth 12 score mate -3 upperbound nodes 4000 pv h7h8",
            EngineLine::Info {
                score: Score::Mate(-3),
                bound: Bound::Upper,
                pv: vec!["h7h8".into()],
            },
        ),
        (
            "info depth 9 score cp 12 lowerbound",
            EngineLine::Info {
                score: Score::Cp(12),
                bound: Bound::Lower,
                pv: vec![],
            },
        ),
        (
            "info depth 0 score mate 0",
            EngineLine::Info {
                score: Score::Mate(0),
                bound: Bound::Exact,
                pv: vec![],
            },
        ),
        (
            "info string NNUE evaluation using nn.nnue enabled",
            EngineLine::Other,
        ),
        (
            "info depth 5 currmove e2e4 currmovenumber 1",
            EngineLine::Other,
        ),
        ("info score cp x", EngineLine::Other),
        (
            "option name Threads type spin default 1 min 1 max 1024",
            EngineLine::Other,
        ),
        ("", EngineLine::Other),
    ];
    for (line, expected) in cases {
        assert_eq!(EngineLine::read(line), expected, "{line:?}");
    }
}

/// An engine plays a variant only when its `UCI_Variant` option lists it (by lichess's key,
/// whatever the case): then it is set; an engine of standard chess only (Stockfish) is
/// refused with a sentence naming the variant, and standard chess needs no option.
#[test]
fn a_variant_is_set_when_the_engine_lists_it_and_refused_when_not() {
    use crate::i18n::{Describe, Lang};
    use crate::rules::Variant;
    let fairy = fake_engine(
        "fairy",
        "uci -> say id name Fairy Fish 1.0; say option name UCI_Variant type combo default chess var chess var atomic var crazyhouse var kingofthehill; say uciok\nisready -> say readyok\nquit -> exit 0\n",
    );
    let mut engine = Engine::start(&fairy, &[], PATIENCE).unwrap();
    engine.play_variant(Variant::KingOfTheHill).unwrap();
    let horde = engine.play_variant(Variant::Horde).unwrap_err();
    assert!(matches!(
        horde,
        EngineError::NoVariant {
            variant: Variant::Horde,
            ..
        }
    ));
    drop(engine);
    assert!(
        told(&fairy).contains(&"setoption name UCI_Variant value kingofthehill".to_string()),
        "{:?}",
        told(&fairy)
    );
    let stockfish = fake_engine("standard-only", &uci_engine("say bestmove e2e4"));
    let mut engine = Engine::start(&stockfish, &[], PATIENCE).unwrap();
    engine.play_variant(Variant::Standard).unwrap();
    let refused = engine.play_variant(Variant::Crazyhouse).unwrap_err();
    assert_eq!(
        refused.describe(Lang::En),
        "Fake Fish 1.0 plays only standard chess, not Crazyhouse: a review needs an engine \
         with that variant in its UCI_Variant option (Fairy-Stockfish)"
    );
}

#[test]
fn a_position_is_its_start_and_its_moves() {
    let moves = ["e2e4".to_string(), "e7e5".to_string()];
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let cases = [
        (None, &moves[..0], "position startpos"),
        (None, &moves[..], "position startpos moves e2e4 e7e5"),
        (
            Some(fen),
            &moves[..0],
            "position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        ),
        (
            Some(fen),
            &moves[..1],
            "position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e2e4",
        ),
    ];
    for (fen, moves, expected) in cases {
        assert_eq!(PositionCommand { fen, moves }.to_string(), expected);
    }
}

/// Each search starts from a fresh state (`ucinewgame`, `isready`), gives the position as
/// the start and the moves, asks for a number of nodes, and takes the last exact score
/// with its line: a bound after it does not count.
#[test]
fn a_search_is_asked_from_a_fresh_state_and_keeps_the_last_exact_score() {
    let script = fake_engine(
        "search",
        &uci_engine(
            "say info depth 1 score cp 20 pv d2d4; say info depth 2 score cp 35 pv e2e4 e7e5; say info depth 3 score cp 80 lowerbound pv g1f3; say bestmove e2e4 ponder e7e5",
        ),
    );
    let mut engine = Engine::start(&script, &[("Threads", "1"), ("Hash", "16")], PATIENCE).unwrap();
    assert_eq!(engine.name(), "Fake Fish 1.0");
    let moves = vec!["e2e4".to_string()];
    let search = engine.search(None, &moves, 1000).unwrap();
    assert_eq!(
        search,
        Search {
            best: Some("e2e4".into()),
            score: Some(Score::Cp(35)),
            pv: vec!["e2e4".into(), "e7e5".into()],
        }
    );
    drop(engine);
    // What comes after is the farewell, `quit`, which the engine may not stay to write down.
    assert_eq!(
        told(&script)[..8],
        [
            "uci",
            "setoption name Threads value 1",
            "setoption name Hash value 16",
            "isready",
            "ucinewgame",
            "isready",
            "position startpos moves e2e4",
            "go nodes 1000",
        ]
    );
}

/// Every way an engine fails is its own error, within the patience given, and never a
/// wait without end.
#[test]
fn an_engine_that_fails_is_said_to_fail_as_it_did() {
    let missing = std::env::temp_dir().join("hotseat-no-such-engine");
    assert!(matches!(
        Engine::start(&missing, &[], PATIENCE),
        Err(EngineError::NotFound { .. })
    ));
    let folder = std::env::temp_dir();
    assert!(matches!(
        Engine::start(&folder, &[], PATIENCE),
        Err(EngineError::CannotStart { .. })
    ));
    let silent = fake_engine("silent", "");
    assert!(matches!(
        Engine::start(&silent, &[], PATIENCE),
        Err(EngineError::NotUci { .. })
    ));
    let gone = fake_engine("gone", "* -> exit 3");
    assert!(matches!(
        Engine::start(&gone, &[], PATIENCE),
        Err(EngineError::NotUci { .. })
    ));
    let searches = [("crash", "exit 3", Some(3)), ("hang", "wait 30000", None)];
    for (name, answer, status) in searches {
        let script = fake_engine(name, &uci_engine(answer));
        let mut engine = Engine::start(&script, &[], PATIENCE).unwrap();
        let error = engine.search(None, &[], 1000).unwrap_err();
        match (error, status) {
            (EngineError::Crashed { status: got, name }, Some(_)) => {
                assert_eq!((got, name.as_str()), (status, "Fake Fish 1.0"));
            }
            (EngineError::Hung { waited, .. }, None) => assert_eq!(waited, PATIENCE.search),
            (error, _) => panic!("{name}: {error:?}"),
        }
    }
}

/// An engine slow to answer, within the patience given, is waited for, and a line of its
/// that is no UCI is passed over.
#[test]
fn a_slow_engine_is_waited_for_and_its_garbage_passed_over() {
    let script = fake_engine(
        "slow",
        &uci_engine(
            "wait 500; say no engine says this; say info depth 1 score cp 7 pv e2e4; say bestmove e2e4",
        ),
    );
    let mut engine = Engine::start(&script, &[], PATIENCE).unwrap();
    let search = engine.search(None, &[], 1000).unwrap();
    assert_eq!(
        (search.best.as_deref(), search.score),
        (Some("e2e4"), Some(Score::Cp(7)))
    );
}

/// A position with no move: the engine's `bestmove (none)` is no move, and its score is
/// kept.
#[test]
fn a_position_without_moves_has_no_best_move() {
    let script = fake_engine(
        "mated",
        &uci_engine("say info depth 0 score mate 0; say bestmove (none)"),
    );
    let mut engine = Engine::start(&script, &[], PATIENCE).unwrap();
    let search = engine
        .search(Some("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"), &[], 1000)
        .unwrap();
    assert_eq!((search.best, search.score), (None, Some(Score::Mate(0))));
}

/// With Debian's Stockfish (which `.ci/run` installs): the same position searched twice
/// from a fresh state, with one thread and the same nodes, gives the same figures.
#[test]
fn the_real_engine_gives_the_same_figures_every_time() {
    let stockfish = Path::new("/usr/games/stockfish");
    if !stockfish.is_file() {
        eprintln!(
            "no Stockfish at {}: the real engine is not tried",
            stockfish.display()
        );
        return;
    }
    let options = [("Threads", "1"), ("Hash", "16")];
    let mut engine = Engine::start(stockfish, &options, Patience::default()).unwrap();
    assert!(engine.name().starts_with("Stockfish"), "{}", engine.name());
    let moves: Vec<String> = ["e2e4", "e7e5", "g1f3"].map(String::from).into();
    let first = engine.search(None, &moves, 20_000).unwrap();
    let second = engine.search(None, &moves, 20_000).unwrap();
    assert_eq!(first, second);
    assert!(matches!(first.score, Some(Score::Cp(_))), "{first:?}");
    assert_eq!(first.pv.first(), first.best.as_ref());
    let mated = engine
        .search(Some("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"), &[], 1000)
        .unwrap();
    assert_eq!((mated.best, mated.score), (None, Some(Score::Mate(0))));
}
