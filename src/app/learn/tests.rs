use std::path::PathBuf;

use super::*;
use crate::analysis::retro::Wrong;
use crate::analysis::retro::tests::{MOVES, game, judged, moves};
use crate::app::tests::Bench;
use crate::app::{Message, Page, Settings};
use crate::engine::{EngineError, Patience};
use crate::i18n::Lang;
use crate::rules::Square;

fn search_settings() -> AnalysisSettings {
    AnalysisSettings {
        engine: PathBuf::from("fake-engine"),
        nodes: 1000,
        jobs: 1,
        threads: 1,
        hash: 16,
        patience: Patience::default(),
    }
}

/// The scripted game played to its end, and White's mistakes open over it (in `lang`).
fn learning(side: Color, lang: Lang) -> Bench {
    let mut bench = Bench::new(Settings {
        lang,
        ..Settings::default()
    });
    bench.moves(&MOVES.join(" "));
    let (_, review) = game();
    let learn = Learn::new(
        side,
        Position::startpos(),
        moves(),
        &review,
        Some(search_settings()),
    );
    bench.events = bench.app.open(Page::Learn(Box::new(learn)));
    bench
}

fn learn(bench: &Bench) -> &Learn {
    match bench.app.page() {
        Some(Page::Learn(learn)) => learn,
        page => panic!("not learning: {page:?}"),
    }
}

fn said(bench: &Bench) -> Vec<String> {
    learn(bench).said(bench.app.lang())
}

fn searches(bench: &Bench) -> Vec<&SearchRequest> {
    let asked = bench.events.iter().filter_map(|event| match event {
        Event::SearchDue(request) => Some(request),
        _ => None,
    });
    asked.collect()
}

#[test]
fn the_page_opens_at_the_first_mistake_with_the_move_played() {
    let bench = learning(Color::White, Lang::En);
    assert!(
        bench
            .events
            .contains(&Event::PageOpened(super::super::event::PageKind::Learn))
    );
    let learn = learn(&bench);
    assert_eq!(
        learn.title(Lang::En),
        "Learn from your mistakes: White · 1 / 2"
    );
    assert_eq!(
        said(&bench),
        ["2. Nf3 was played.", "Find a better move for White."]
    );
    assert_eq!(learn.position().turn(), Color::White);
    assert_eq!(learn.position(), {
        let mut position = Position::startpos();
        for &m in &moves()[..2] {
            position.play_unchecked(m);
        }
        position
    });
}

/// The best move and the move played are judged at once, without the engine.
#[test]
fn the_best_move_is_right_and_the_move_played_is_wrong_at_once() {
    let mut bench = learning(Color::White, Lang::En);
    bench.enter("Nf3");
    assert!(searches(&bench).is_empty());
    assert_eq!(learn(&bench).retro().state(), State::Wrong(Wrong::Played));
    assert_eq!(
        said(&bench)[1],
        "Nf3 is the move played in the game. Try another move for White."
    );
    bench.enter("d4");
    assert!(searches(&bench).is_empty());
    assert!(bench.events.contains(&Event::Learned));
    assert_eq!(
        said(&bench)[1..],
        ["Good move: 2. d4!", "The engine's line: 2. d4"]
    );
}

/// Another move goes to the engine, the position after it asked as the game's moves and
/// the move; the eval that comes back decides by lila's margin.
#[test]
fn another_move_is_searched_and_judged_by_the_eval_that_comes_back() {
    let mut bench = learning(Color::White, Lang::En);
    bench.enter("a3");
    let asked = searches(&bench);
    assert_eq!(asked.len(), 1);
    let a3 = san::parse(&learn(&bench).position(), "a3").unwrap();
    let mut expected = moves()[..2].to_vec();
    expected.push(a3);
    assert_eq!(asked[0].moves, expected);
    assert_eq!(asked[0].settings, Some(search_settings()));
    assert_eq!(said(&bench)[1], "Evaluating your move a3…");

    bench.enter("d4");
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::Searching),
        "one search at a time"
    );

    bench.message(Message::Searched(Ok(Eval::Cp(-44))));
    assert_eq!(
        said(&bench)[1],
        "You can do better than a3. Try another move for White."
    );
    bench.enter("a3");
    bench.message(Message::Searched(Ok(Eval::Cp(-43))));
    assert_eq!(said(&bench)[1], "Good move: 2. a3!");
    assert_eq!(learn(&bench).retro().tally().found, 1);
}

#[test]
fn esc_gives_the_search_up_and_then_goes_back_to_the_game() {
    let mut bench = learning(Color::White, Lang::En);
    bench.enter("a3");
    bench.key(Key::Esc);
    assert!(bench.events.contains(&Event::SearchGivenUp));
    assert_eq!(learn(&bench).retro().state(), State::Find);
    bench.message(Message::Searched(Ok(Eval::Cp(0))));
    assert_eq!(
        learn(&bench).retro().state(),
        State::Find,
        "a late answer changes nothing"
    );
    bench.key(Key::Esc);
    assert!(bench.app.page().is_none());
    assert!(bench.events.contains(&Event::PageClosed));
}

#[test]
fn an_engine_that_fails_is_said_and_the_move_can_be_tried_again() {
    let mut bench = learning(Color::White, Lang::En);
    bench.enter("a3");
    let failure = Failure::new(EngineError::NotFound {
        path: PathBuf::from("fake-engine"),
    });
    bench.message(Message::Searched(Err(failure.clone())));
    assert_eq!(bench.refusal(), Some(&Refusal::EngineFailed(failure)));
    assert_eq!(learn(&bench).retro().state(), State::Find);
    bench.enter("a3");
    assert_eq!(searches(&bench).len(), 1);
}

#[test]
fn a_move_that_cannot_be_played_is_refused() {
    let mut bench = learning(Color::White, Lang::En);
    bench.enter("Ke3");
    assert!(matches!(bench.refusal(), Some(Refusal::Move(_))));
    assert_eq!(learn(&bench).retro().state(), State::Find);
}

/// The keys of the footer and the words of the line do the same: the solution, skip, next,
/// again, back, in either language.
#[test]
fn solution_skip_next_again_and_back_by_key_and_by_word() {
    for (lang, words) in [
        (Lang::En, ["solution", "next", "skip", "again", "back"]),
        (
            Lang::Ru,
            ["решение", "дальше", "пропустить", "заново", "назад"],
        ),
    ] {
        let mut bench = learning(Color::Black, lang);
        bench.enter(words[0]);
        assert_eq!(learn(&bench).retro().state(), State::Solution, "{lang:?}");
        bench.enter(words[1]);
        assert_eq!(learn(&bench).retro().progress(), (2, 3), "{lang:?}");
        bench.enter(words[2]);
        assert_eq!(learn(&bench).retro().progress(), (3, 3), "{lang:?}");
        bench.enter(words[3]);
        assert_eq!(learn(&bench).retro().progress(), (1, 3), "{lang:?}");
        bench.enter(words[4]);
        assert!(bench.app.page().is_none(), "{lang:?}");
    }
    let mut bench = learning(Color::Black, Lang::En);
    bench.key(Key::Tab);
    assert_eq!(learn(&bench).retro().state(), State::Solution);
    assert_eq!(
        said(&bench)[1..],
        ["Solution: 1... c5 was best.", "The engine's line: 1... c5"]
    );
    bench.key(Key::Enter);
    assert_eq!(learn(&bench).retro().progress(), (2, 3));
    bench.key(Key::Enter);
    assert_eq!(bench.refusal(), Some(&Refusal::NotYetOver));
    bench.key(Key::PageDown).key(Key::PageDown);
    assert_eq!(learn(&bench).retro().state(), State::Done);
    assert_eq!(
        said(&bench),
        ["Done reviewing Black's mistakes: you found 0 of 3, saw the solution of 1, skipped 2."]
    );
    bench.enter("d4");
    assert_eq!(bench.refusal(), Some(&Refusal::ExerciseOver));
}

#[test]
fn the_page_speaks_russian() {
    let mut bench = learning(Color::White, Lang::Ru);
    assert_eq!(
        learn(&bench).title(Lang::Ru),
        "Работа над ошибками: белые · 1 / 2"
    );
    assert_eq!(
        said(&bench),
        ["Сыграно 2. Кf3.", "Найдите ход получше за белых."]
    );
    bench.enter("Кf3");
    assert_eq!(
        said(&bench)[1],
        "Кf3 — ход, сыгранный в партии. Попробуйте другой ход за белых."
    );
}

/// A piece picked up with the mouse and put on a square tries that move, by click or by
/// drag; a click on a square it cannot reach puts it down.
#[test]
fn the_mouse_tries_a_move() {
    let press = |square| Message::Pointer(Pointer::Press(Some(Target::Square(square))));
    let release = |square| Message::Pointer(Pointer::Release(Some(Target::Square(square))));
    let mut clicked = learning(Color::White, Lang::En);
    clicked.message(press(Square::D2));
    assert_eq!(learn(&clicked).picked(), Some(Square::D2));
    clicked
        .message(release(Square::D2))
        .message(press(Square::D4));
    assert_eq!(
        learn(&clicked).retro().state(),
        State::Right(learn(&clicked).retro().exercises()[0].best)
    );

    let mut dragged = learning(Color::White, Lang::En);
    dragged
        .message(press(Square::D2))
        .message(release(Square::D4));
    assert!(matches!(learn(&dragged).retro().state(), State::Right(_)));

    let mut put_down = learning(Color::White, Lang::En);
    put_down
        .message(press(Square::D2))
        .message(press(Square::D6));
    assert_eq!(learn(&put_down).picked(), None);
    assert_eq!(learn(&put_down).retro().state(), State::Find);
}

/// The board cursor starts on the king with an arrow, moves up the board of the side at
/// the bottom, and Enter picks a piece up and puts it down.
#[test]
fn the_board_cursor_tries_a_move() {
    let mut bench = learning(Color::White, Lang::En);
    bench.key(Key::Up);
    assert_eq!(learn(&bench).cursor(), Some(Square::E1));
    bench.key(Key::Up).key(Key::Left);
    assert_eq!(learn(&bench).cursor(), Some(Square::D2));
    bench.key(Key::Enter);
    assert_eq!(learn(&bench).picked(), Some(Square::D2));
    bench.key(Key::Up).key(Key::Up).key(Key::Enter);
    assert!(matches!(learn(&bench).retro().state(), State::Right(_)));

    let mut black = learning(Color::Black, Lang::En);
    black.key(Key::Up).key(Key::Up);
    assert_eq!(
        learn(&black).cursor(),
        Some(Square::E7),
        "up the board is down the ranks"
    );
}

/// `learn` on the game page: refused before the engine has reviewed the game, then the
/// mistakes of the side named (else of the side at the bottom) open over the game, and a
/// move found is searched with the engine the session reviews games with.
#[test]
fn learn_opens_from_the_game_page_once_the_engine_has_reviewed_the_game() {
    use crate::app::AnalysisNews;
    let mut bench = Bench::new(Settings::default());
    bench.moves(&MOVES.join(" "));
    bench.enter("resign").key(Key::Char('y'));
    bench.enter("learn");
    assert_eq!(bench.refusal(), Some(&Refusal::NoAnalysis));
    bench.enter("analyse");
    bench.message(Message::Analysis(AnalysisNews::Finished {
        positions: judged(),
        failure: None,
    }));
    bench.enter("learn purple");
    assert_eq!(bench.refusal(), Some(&Refusal::LearnWhichSide));
    bench.enter("learn black");
    assert_eq!(learn(&bench).retro().side(), Color::Black);
    assert_eq!(learn(&bench).retro().progress(), (1, 3));
    bench.key(Key::Esc);
    assert!(bench.app.page().is_none());
    bench.enter("учиться");
    assert_eq!(learn(&bench).retro().side(), Color::White);
    bench.enter("a3");
    assert_eq!(searches(&bench)[0].settings, None);
}
