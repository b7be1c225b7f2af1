//! The engine's review on the screen: asked for with `analyse` or F4 once the game is over,
//! never while it is played; its progress, Esc stopping it, and the keys and words that step
//! to the moves it marks.

use super::bench::SCHOLAR_ANALYSIS;
use super::*;
use crate::analysis::Judgement;
use crate::app::message::AnalysisNews;

/// A bench where the scholar's mate has just been played.
fn scholars_mate() -> Bench {
    let mut bench = Bench::standard();
    bench.moves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");
    bench
}

/// The game the review is asked for, if it was.
fn asked(bench: &Bench) -> Option<&AnalysisRequest> {
    bench.events.iter().find_map(|event| match event {
        Event::AnalysisDue(request) => Some(request),
        _ => None,
    })
}

#[test]
fn analyse_and_its_key_ask_for_the_review_once_the_game_is_over() {
    for how in ["analyse", "анализ", "F4"] {
        let mut bench = scholars_mate();
        match how {
            "F4" => bench.key(Key::F4),
            word => bench.enter(word),
        };
        let request = asked(&bench).unwrap_or_else(|| panic!("{how}: {:?}", bench.events));
        assert_eq!(request.moves.len(), 7);
        assert_eq!(request.start, Position::startpos());
        assert_eq!(
            bench.app.game_page().analysis().progress(),
            Some((0, 8)),
            "{how}"
        );
    }
}

#[test]
fn analyse_is_refused_while_the_game_is_played() {
    let mut bench = Bench::standard();
    bench.moves("e4 e5").key(Key::Left);
    for how in ["analyse", "F4"] {
        match how {
            "F4" => bench.key(Key::F4),
            word => bench.enter(word),
        };
        assert_eq!(bench.refusal(), Some(&Refusal::AnalyseNotNow), "{how}");
        assert_eq!(asked(&bench), None);
        assert_eq!(*bench.app.game_page().analysis(), Analysis::None);
    }
}

#[test]
fn progress_shows_and_esc_stops_the_run_keeping_what_is_done() {
    let mut bench = scholars_mate();
    bench.key(Key::F4);
    bench.message(Message::Analysis(AnalysisNews::Progress {
        done: 3,
        total: 8,
    }));
    bench.wait(3000);
    let analysis = bench.app.game_page().analysis();
    assert_eq!(analysis.progress(), Some((3, 8)));
    assert_eq!(
        analysis.time_left(bench.now),
        Some(std::time::Duration::from_secs(5))
    );
    // The review stays usable meanwhile, and a second run is refused.
    bench.key(Key::Left);
    assert_eq!(bench.app.game_page().review().shown(), Some(6));
    bench.enter("analyse");
    assert_eq!(bench.refusal(), Some(&Refusal::AnalysisRunning));
    bench.key(Key::Esc);
    assert_eq!(bench.events, [Event::AnalysisCancelled]);
    // Esc stopped the run, not the review.
    assert_eq!(bench.app.game_page().review().shown(), Some(6));
    // What the engine searched before it stopped: the first four positions.
    let mut judged = bench.copy();
    judged.analysed(&SCHOLAR_ANALYSIS[..4]);
    let review = judged.app.game_page().analysis().review().expect("kept");
    assert_eq!(review.moves.len(), 3);
    // A review stopped before the end may be done again.
    let mut again = judged.copy();
    again.key(Key::F4);
    assert!(asked(&again).is_some(), "{:?}", again.events);
    assert_eq!(
        judged.app.notice(),
        Some(&Notice::Info(Info::AnalysisStopped {
            reviewed: 3,
            moves: 7
        }))
    );
}

#[test]
fn an_engine_that_fails_is_said_and_the_review_goes_on() {
    let mut bench = scholars_mate();
    bench.key(Key::F4);
    let missing = crate::engine::EngineError::NotFound {
        path: "stockfish".into(),
    };
    bench.message(Message::Analysis(AnalysisNews::Finished {
        positions: vec![None; 8],
        failure: Some(Failure::new(missing)),
    }));
    let said = bench
        .refusal()
        .map(|refusal| crate::i18n::Describe::describe(refusal, Lang::En));
    assert_eq!(
        said.as_deref(),
        Some(
            "the review stopped: there is no engine at stockfish: install one (apt-get install stockfish), or name it with --engine or with engine = \"…\" in the config file"
        )
    );
    assert_eq!(*bench.app.game_page().analysis(), Analysis::None);
    bench.key(Key::Left);
    assert_eq!(bench.app.game_page().review().shown(), Some(6));
    bench.key(Key::ShiftRight);
    assert_eq!(bench.refusal(), Some(&Refusal::NoAnalysis));
}

#[test]
fn the_review_marks_the_moves_and_the_keys_step_to_them() {
    let mut bench = scholars_mate();
    bench.analysed(&SCHOLAR_ANALYSIS);
    assert_eq!(bench.app.notice(), Some(&Notice::Info(Info::Analysed)));
    // Asked again, it keeps the review it has.
    let mut again = bench.copy();
    again.key(Key::F4);
    assert_eq!(again.refusal(), Some(&Refusal::AlreadyAnalysed));
    assert_eq!(asked(&again), None);
    assert!(again.app.game_page().analysis().review().is_some());
    let review = bench.app.game_page().analysis().review().expect("a review");
    let marks: Vec<_> = review
        .moves
        .iter()
        .map(|reviewed| reviewed.advice.map(|advice| advice.judgement))
        .collect();
    assert_eq!(
        marks,
        [
            None,
            None,
            None,
            Some(Judgement::Inaccuracy),
            None,
            Some(Judgement::Blunder),
            None
        ]
    );
    // From the end: back to 3... Nf6, then 2... Nc6, then no more.
    let shown = |bench: &Bench| bench.app.game_page().review().shown();
    bench.key(Key::ShiftLeft);
    assert_eq!(shown(&bench), Some(6));
    bench.key(Key::ShiftLeft);
    assert_eq!(shown(&bench), Some(4));
    bench.key(Key::ShiftLeft);
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::NoMoreMistakes(Towards::Previous))
    );
    assert_eq!(shown(&bench), Some(4));
    bench.key(Key::ShiftRight);
    assert_eq!(shown(&bench), Some(6));
    // In words, in either language.
    bench.key(Key::Home).enter("next mistake");
    assert_eq!(shown(&bench), Some(4));
    bench.enter("следующая ошибка");
    assert_eq!(shown(&bench), Some(6));
    bench.enter("previous mistake");
    assert_eq!(shown(&bench), Some(4));
    bench.enter("next blunder");
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::NextWhat("blunder".to_string()))
    );
    // Alone, the words step one move as in the line mode.
    bench.enter("next");
    assert_eq!(shown(&bench), Some(5));
}

#[test]
fn a_click_on_the_eval_graph_goes_to_that_move() {
    let mut bench = scholars_mate();
    bench.analysed(&SCHOLAR_ANALYSIS);
    bench.message(Message::Pointer(Pointer::Press(Some(Target::Move(3)))));
    assert_eq!(bench.app.game_page().review().shown(), Some(4));
}

#[test]
fn a_run_for_a_game_no_longer_here_is_ignored() {
    let mut bench = scholars_mate();
    bench.key(Key::F4);
    bench.enter("new");
    let mut news = bench.copy();
    news.analysed(&[]);
    assert_eq!(*news.app.game_page().analysis(), Analysis::None);
}
