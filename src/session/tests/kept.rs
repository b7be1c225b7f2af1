//! A game's review found without an engine: the evals written into its PGN, or an analysis
//! kept beside the games, shown as soon as a finished game is on the screen.

use std::fs;
use std::path::PathBuf;

use crate::analysis::{Analyses, Eval, Judged};
use crate::app::Settings;
use crate::game::DrawRules;
use crate::session::*;

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "hotseat-session-kept-{name}-{}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a folder");
    dir
}

/// A session of the game `pgn` (written into a folder of its own, `name`) over `store`.
fn session(name: &str, store: Result<Store, FolderError>, pgn: &str) -> Session {
    let dir = folder(name);
    let path = dir.join("game.pgn");
    fs::write(&path, pgn).expect("written");
    let saved = crate::store::load(&path, 1, DrawRules::Club).expect("the game reads");
    let now = Instant::now();
    let app = App::with_game(Settings::default(), saved.timed, 1, now);
    Session::new(app, store, None, saved.header, now)
}

/// White mates in one.
const WHITE_MATES_IN_ONE: Eval = Eval::Mate {
    winner: crate::rules::Color::White,
    moves: 1,
};

const LICHESS: &str = include_str!("../../../tests/data/lichess-evals.pgn");

/// The review the session shows: each move's eval.
fn shown(session: &Session) -> Option<Vec<Eval>> {
    let review = session.app.game_page().analysis().review()?;
    Some(review.moves.iter().map(|reviewed| reviewed.eval).collect())
}

#[test]
fn a_game_with_evals_in_its_pgn_shows_its_review_without_an_engine() {
    let session = session("evals", Err(FolderError::NotFound), LICHESS);
    let evals = shown(&session).expect("the review shows at once");
    assert_eq!(evals[..3], [Eval::Cp(17), Eval::Cp(19), Eval::Cp(-47)]);
    assert_eq!(evals[5], WHITE_MATES_IN_ONE);
    assert_eq!(evals.len(), 7, "every move, the mate on the board too");
}

#[test]
fn an_analysis_kept_beside_the_games_shows_when_the_game_is_shown_again() {
    // The same game without its evals: only what is kept can review it.
    let bare: String = LICHESS
        .lines()
        .filter(|line| line.starts_with('['))
        .chain(std::iter::once(
            "\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
        ))
        .collect::<Vec<_>>()
        .join("\n");
    let store = Store::at(folder("store")).expect("a store");
    let without = session("bare", Ok(store.clone()), &bare);
    assert_eq!(shown(&without), None, "nothing kept yet");

    let game = without.app.game_page().game();
    let moves = game.moves();
    let judged = |eval| {
        Some(Judged {
            eval,
            best: None,
            line: Vec::new(),
        })
    };
    // Kept up to the position before the mate: the last is not.
    let evals = [15, 30, 20, -200, -190, -210].map(Eval::Cp);
    let mut positions: Vec<_> = evals.into_iter().map(judged).collect();
    positions.extend([judged(WHITE_MATES_IN_ONE), None]);
    Analyses::beside(&store)
        .keep(game.start(), &moves, "Fake Fish 1.0", 5000, &positions)
        .expect("kept");

    let again = session("again", Ok(store), &bare);
    let evals = shown(&again).expect("the review kept shows at once");
    assert_eq!(evals[..3], [Eval::Cp(30), Eval::Cp(20), Eval::Cp(-200)]);
    assert_eq!(
        evals.len(),
        6,
        "the moves up to the first position not kept"
    );
}

#[test]
fn a_game_still_played_shows_no_review() {
    // The game before its last move, with nothing decided.
    let cut = LICHESS.find("4. Qxf7#").expect("the mate");
    let unfinished = LICHESS[..cut].replace("[Result \"1-0\"]", "[Result \"*\"]") + " *\n";
    let session = session("unfinished", Err(FolderError::NotFound), &unfinished);
    assert_eq!(
        shown(&session),
        None,
        "nothing of the review while the game is played"
    );
}

#[test]
fn a_finished_game_opened_from_the_library_shows_the_analysis_kept_of_it() {
    let store = Store::at(folder("library")).expect("a store");
    let now = Instant::now();
    let wall = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_764_508_685);
    let play = |session: &mut Session, text: &str| {
        for c in text.chars() {
            session.update(Message::Key(crate::app::Key::Char(c)), now, wall);
        }
        session.update(Message::Key(crate::app::Key::Enter), now, wall)
    };
    // Fool's mate, played and saved.
    let app = App::new(Settings::default(), 1, now);
    let mut done = Session::new(app, Ok(store.clone()), None, Header::default(), now);
    for m in ["f3", "e5", "g4", "Qh4#"] {
        play(&mut done, m);
    }
    let game = done.app.game_page().game().clone();
    drop(done);
    let moves = game.moves();
    let judged = |eval| {
        Some(Judged {
            eval,
            best: None,
            line: Vec::new(),
        })
    };
    let mut positions: Vec<_> = [20, -50, -300].map(Eval::Cp).map(judged).into();
    let mated = Eval::Mate {
        winner: crate::rules::Color::Black,
        moves: 1,
    };
    positions.extend([judged(mated), None]);
    Analyses::beside(&store)
        .keep(game.start(), &moves, "Fake Fish 1.0", 5000, &positions)
        .expect("kept");

    // Another session opens it from the library: its review shows, no engine asked.
    let app = App::new(Settings::default(), 1, now);
    let mut here = Session::new(app, Ok(store), None, Header::default(), now);
    play(&mut here, "games");
    let events = here.update(Message::Key(crate::app::Key::Enter), now, wall);
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::AnalysisDue(_))),
        "{events:?}"
    );
    assert_eq!(
        here.app.game_page().game().plies().len(),
        4,
        "the game opened"
    );
    assert_eq!(
        shown(&here),
        Some(vec![Eval::Cp(-50), Eval::Cp(-300), mated]),
        "the moves up to the first position not kept"
    );
}
