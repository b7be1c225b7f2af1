//! Questions and the words around them: answers in either alphabet, a question that clears
//! the message before it, `resume`, a read-only look, and a paste of moves that takes one way
//! wherever the game stands.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::Bench;
use crate::app::answer::Answer;
use crate::app::{App, Key, Message, Mode, Question, Refusal, Settings};
use crate::game::{GameError, GameResult, Reason};
use crate::i18n::Lang;
use crate::rules::Color;

fn russian() -> Bench {
    Bench::new(Settings {
        lang: Lang::Ru,
        ..Settings::default()
    })
}

/// On the Russian screen a question takes `д` and `н`, and the reminder says so; a capital
/// `Н`, which may begin a move, answers nothing. `y` there is the key of `н` with the Latin
/// layout on (as it is while moves are typed), so it declines, and `l`, the key of `д`,
/// accepts.
#[test]
fn a_question_takes_its_answers_in_either_alphabet() {
    let mut bench = russian();
    bench.moves("e4");
    bench.enter("сдаюсь");
    bench.key(Key::Char('н'));
    assert_eq!(bench.app.game_page().mode(), Mode::Play, "н is no");
    assert_eq!(bench.outcome(), None);
    assert_eq!(bench.app.notice(), None);

    bench.enter("ничья");
    bench.key(Key::Char('Н'));
    assert!(
        bench.app.game_page().draw_offer().is_some(),
        "a capital Н answers nothing"
    );
    assert_eq!(bench.refusal(), Some(&Refusal::AnswerYOrN));
    bench.key(Key::Char('д'));
    let outcome = bench.outcome().expect("д accepts the draw");
    assert_eq!(outcome.result, GameResult::Draw);
    assert_eq!(outcome.reason, Reason::Agreement);

    // The keys of the Latin layout on the Russian screen, and the Cyrillic letters on the
    // English one.
    let mut bench = russian();
    bench.moves("e4");
    bench.enter("сдаюсь");
    bench.key(Key::Char('y'));
    assert_eq!(bench.outcome(), None, "y is the key of н: no resignation");
    bench.enter("назад");
    bench.key(Key::Char('l'));
    assert!(
        bench.app.game_page().sans().is_empty(),
        "l is the key of д: the move is taken back"
    );
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4");
    bench.enter("resign");
    bench.key(Key::Char('Д'));
    assert_eq!(bench.outcome().map(|o| o.reason), Some(Reason::Resignation));
}

/// A question clears what was said before it, which spoke of something else and would read
/// as part of the question (`Resign as White? (y/N) · under club rules, …`); a key that is
/// no answer is still said beside it.
#[test]
fn a_question_clears_the_message_before_it() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5");
    bench.enter("claim");
    assert_eq!(bench.game_error(), Some(&GameError::ClaimsNeedFideRules));
    bench.enter("resign");
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::Resign(Color::White))
    );
    assert_eq!(bench.app.notice(), None);
    bench.key(Key::Char('x'));
    assert_eq!(bench.refusal(), Some(&Refusal::AnswerYOrN));
    bench.key(Key::Esc);

    bench.enter("Nf6");
    assert!(matches!(bench.refusal(), Some(Refusal::Move(_))));
    bench.key(Key::CtrlU);
    bench.enter("undo");
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::Takeback(Color::Black))
    );
    assert_eq!(bench.app.notice(), None);
    bench.key(Key::Char('n'));

    bench.enter("Ke3");
    assert!(matches!(bench.refusal(), Some(Refusal::Move(_))));
    bench.key(Key::CtrlC);
    assert_eq!(bench.app.game_page().mode(), Mode::Confirm(Question::Quit));
    assert_eq!(bench.app.notice(), None);
}

/// `resume` starts the clocks again after `pause` and does nothing else: with nothing
/// paused it says so, and the clock that runs goes on running.
#[test]
fn resume_never_pauses() {
    let mut bench = Bench::timed("5");
    bench.moves("e4");
    bench.enter("resume");
    assert!(!bench.app.game_page().is_paused());
    assert_eq!(bench.app.game_page().clock().running(), Some(Color::Black));
    assert_eq!(bench.refusal(), Some(&Refusal::NotPaused));
    bench.key(Key::CtrlU);
    bench.enter("продолжить");
    assert!(
        !bench.app.game_page().is_paused(),
        "nor does its Russian word"
    );
    bench.key(Key::CtrlU);
    bench.enter("pause");
    assert!(bench.app.game_page().is_paused());
    assert_eq!(bench.app.notice(), None, "pausing is a change of its own");
    bench.wait(30_000);
    bench.key(Key::Enter);
    assert!(!bench.app.game_page().is_paused());
    let mut russian = russian();
    russian.enter("продолжить");
    assert_eq!(russian.refusal(), Some(&Refusal::NotPaused));
}

/// A game only looked at is shown as its file held it at the moment named, and refuses
/// what would change it in a sentence of its own, not the one its status line says.
#[test]
fn a_read_only_look_names_when_it_was_saved() {
    let mut playing = Bench::timed("5+3");
    playing.moves("e4 e5");
    let saved_at = UNIX_EPOCH + Duration::from_secs(1_796_044_680);
    let app = App::reviewing(
        playing.app.settings().clone(),
        playing.app.game_page().timed().clone(),
        Some(saved_at),
        7,
        playing.now,
    );
    assert_eq!(app.game_page().saved_at(), Some(saved_at));
    let mut bench = Bench::of(app, playing.now);
    bench.enter("resign");
    assert_eq!(bench.refusal(), Some(&Refusal::ReadOnly));
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
    // Notes and side lines are the game's too: a look keeps them as they are.
    bench.key(Key::Left);
    for command in ["nag !", "comment a fine move", "delete", "promote"] {
        bench.enter(command);
        assert_eq!(bench.refusal(), Some(&Refusal::ReadOnly), "{command}");
    }
    assert!(bench.app.game_page().game().notes().is_empty());
    let fresh = App::reviewing(
        Settings::default(),
        playing.app.game_page().timed().clone(),
        None,
        7,
        playing.now,
    );
    assert_eq!(fresh.game_page().saved_at(), None::<SystemTime>);
}

/// The moves of Carlsen–Grischuk, Lindores Abbey 2020, to move 44, numbered on one line: a
/// paste far longer than the input line.
fn long_game() -> String {
    let moves = "e4 e5 Nf3 Nc6 Bb5 Nf6 d3 Bc5 Bxc6 dxc6 Nc3 O-O Be3 Bd6 Bg5 Qe7 h3 Re8 g4 Qe6 \
        Nh4 Nd7 Nf5 Nc5 h4 Bf8 h5 f6 Be3 Qf7 f4 exf4 Bxf4 b5 Qf3 Ne6 Be3 Bb7 O-O-O b4 Na4 c5 \
        h6 g6 Ng7 Bxg7 hxg7 c4 Nc5 Nxc5 Bxc5 cxd3 cxd3 a5 Bf8 Rxf8 gxf8=Q+ Rxf8 Kb1 Qd7 Rc1 \
        a4 Qe3 Rf7 Rc4 b3 a3 Qxg4 Rxa4 f5 Rd4 fxe4 Rd8+ Rf8 Rxf8+ Kxf8 Qc5+ Ke8 Qxc7 Bc8 \
        Qe5+ Kd8 Qh8+ Kc7 Rxh7+ Kc6 Qc3+ Kd6";
    let moves: Vec<&str> = moves.split_whitespace().collect();
    moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A paste of moves takes one way wherever the game stands, however long it is: at the start
/// it is asked about and played whole; in the middle, where its first move cannot be played,
/// it is refused at once with that move's sentence, and never cut into the input line.
#[test]
fn a_long_paste_of_moves_takes_one_way_at_the_start_and_in_the_middle() {
    let long = long_game();
    assert!(long.chars().count() > 2 * crate::app::input::MAX_CHARS);
    let mut bench = Bench::new(Settings::default());
    bench.message(Message::Paste(long.clone()));
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::PlayPasted)
    );
    bench.key(Key::Char('y'));
    assert_eq!(bench.app.game_page().sans().len(), 88);

    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5");
    bench.message(Message::Paste(long));
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
    assert_eq!(
        bench.app.game_page().typing().line().text(),
        "",
        "nothing is cut into the line"
    );
    assert!(
        matches!(bench.refusal(), Some(Refusal::PastedFirst { text, .. }) if text == "e4"),
        "{:?}",
        bench.events
    );
    assert_eq!(bench.app.game_page().sans().len(), 2);

    // Text that is not moves goes into the line, cut at its length, at the start as later.
    let mut bench = Bench::new(Settings::default());
    let words = "not a move ".repeat(40);
    bench.message(Message::Paste(words));
    assert_eq!(
        bench.app.game_page().typing().line().text().chars().count(),
        crate::app::input::MAX_CHARS
    );
    assert_eq!(bench.refusal(), Some(&Refusal::PasteCut));
}

/// A whole line (the line mode's) is taken whole or refused whole: moves of any length are
/// asked about, and other text longer than the input line holds is refused with its length,
/// never cut into the line and dropped.
#[test]
fn a_long_line_is_taken_whole_or_refused_whole() {
    let mut bench = Bench::new(Settings::default());
    let comment = "x".repeat(64 * 1024);
    bench.message(Message::Line(format!(
        "1. e4 {{{comment}}} e5 2. Nf3 Nc6 3. Bb5"
    )));
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::PlayPasted)
    );
    bench.message(Message::Answer(Answer::Yes));
    assert_eq!(bench.app.game_page().sans().len(), 5);

    let words = "not a move ".repeat(40);
    let count = words.trim().chars().count();
    bench.message(Message::Line(words));
    assert_eq!(bench.refusal(), Some(&Refusal::LineTooLong(count)));
    assert_eq!(
        bench.app.game_page().typing().line().text(),
        "",
        "nothing is cut into the line"
    );
    assert_eq!(bench.app.game_page().sans().len(), 5);
}
