//! Whole games played through key messages with an injected clock.

mod analysis;
mod inputs;
mod over_the_board;
mod pages;
mod pointer;
mod questions;

use std::time::Duration;

use super::*;
use crate::game::{DrawRules, Flip, GameError, GameResult, Outcome, Reason};
use crate::notation::san::SanError;
use crate::rules::fen;
use crate::rules::{Color, Position, Role, Square};

#[path = "../../tests/support/bench.rs"]
mod bench;

pub(super) use bench::Bench;

#[test]
fn scholars_mate() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");
    assert_eq!(
        bench.outcome(),
        Some(Outcome::win(Color::White, Reason::Checkmate))
    );
    assert_eq!(bench.sans().last().map(String::as_str), Some("Qxf7#"));
    assert!(bench.app.game_page().clock().is_stopped());
    bench.enter("Ke7");
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::Over(bench.outcome().unwrap()))
    );
}

/// After the game ends, a word that is no command says what works there, in either
/// language: each command it names works after the end (none is refused for the game being
/// over); on the screen, Esc and ← then step back through the game, as the result's row
/// says.
#[test]
fn after_the_end_the_hint_names_what_works() {
    for (lang, words) in [
        (Lang::En, ["new", "save", "charts", "copy", "quit"]),
        (
            Lang::Ru,
            ["новая", "сохранить", "графики", "копировать", "выход"],
        ),
    ] {
        let mut bench = Bench::new(Settings {
            lang,
            ..Settings::default()
        });
        bench.moves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7").enter("Nf6");
        let said = bench
            .refusal()
            .map(|refusal| crate::i18n::Describe::describe(refusal, lang));
        let said = said.expect("refused");
        for word in words {
            assert!(said.contains(word), "{word} in {said}");
            let mut tried = bench.copy();
            tried.enter(word);
            let over = |event: &Event| matches!(event, Event::Refused(Refusal::Over(_)));
            assert!(!tried.events.iter().any(over), "{word}: {:?}", tried.events);
        }
        let mut tried = bench.copy();
        tried.enter(words[2]);
        assert!(tried.app.game_page().review().charts_open());
        let mut tried = bench.copy();
        tried.key(Key::Esc).key(Key::Left);
        assert_eq!(tried.app.game_page().review().shown(), Some(6));
    }
}

#[test]
fn stalemate() {
    let mut bench = Bench::from_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", DrawRules::Club);
    bench.moves("Qf7");
    assert_eq!(bench.outcome(), Some(Outcome::draw(Reason::Stalemate)));
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut bench = Bench::timed("5");
    bench.moves("e4");
    let before = (
        bench.app.game_page().game().clone(),
        bench.app.game_page().clock_state(bench.app.now()),
    );
    bench.enter("Ke2");
    let unreachable = SanError::NoPieceCanReach {
        role: Role::King,
        to: Square::E2,
        capture: false,
    };
    assert_eq!(bench.refusal(), Some(&Refusal::Move(unreachable)));
    assert_eq!(bench.app.game_page().typing().line().text(), "Ke2");
    assert_eq!(
        (
            bench.app.game_page().game().clone(),
            bench.app.game_page().clock_state(bench.app.now())
        ),
        before
    );
}

#[test]
fn threefold_ends_a_club_game_and_is_claimed_in_a_fide_game() {
    let dance = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
    let mut club = Bench::new(Settings::default());
    club.moves(dance);
    assert_eq!(
        club.outcome(),
        Some(Outcome::draw(Reason::ThreefoldRepetition))
    );

    let mut fide = Bench::new(Settings {
        draw_rules: DrawRules::Fide,
        ..Settings::default()
    });
    fide.moves(dance);
    assert_eq!(fide.outcome(), None);
    fide.enter("claim");
    assert_eq!(
        fide.outcome(),
        Some(Outcome::draw(Reason::ThreefoldRepetition))
    );
}

#[test]
fn a_claim_announcing_the_repeating_move_records_it() {
    let mut fide = Bench::new(Settings {
        draw_rules: DrawRules::Fide,
        ..Settings::default()
    });
    fide.moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    fide.enter("claim");
    assert!(matches!(fide.game_error(), Some(GameError::NoClaim(_))));
    fide.enter("claim Ng8");
    assert_eq!(
        fide.outcome(),
        Some(Outcome::draw(Reason::ThreefoldRepetition))
    );
    assert_eq!(fide.app.game_page().sans().len(), 8);
    assert_eq!(fide.sans()[7], "Ng8");
}

/// `claim MOVE` plays the announced move like any other: it presses the clock, carries the
/// mover's `[%clk]` in the saved game, and counts as Black's fourth move.
#[test]
fn an_announced_claim_presses_the_clock_and_is_saved_with_its_time() {
    let mut fide = Bench::new(Settings {
        control: "5+3".parse().expect("valid control"),
        draw_rules: DrawRules::Fide,
        ..Settings::default()
    });
    for m in "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1".split_whitespace() {
        fide.wait(2_000);
        fide.enter(m);
    }
    fide.wait(4_000);
    fide.enter("claim Ng8");
    assert_eq!(
        fide.outcome(),
        Some(Outcome::draw(Reason::ThreefoldRepetition))
    );
    // Black used 3 × 2 s and 4 s, and got 4 × 3 s back.
    let game = fide.app.game_page().game();
    assert_eq!(game.plies()[7].clock, Some(Duration::from_secs(302)));
    assert_eq!(fide.app.game_page().clock().moves(Color::Black), 4);
    let header = crate::game::Header {
        time_control: fide.app.settings().control.clone(),
        ..crate::game::Header::default()
    };
    let pgn = crate::game::pgn::export(game, &header);
    assert!(pgn.contains("4... Ng8 {[%clk 0:05:02]} 1/2-1/2"), "{pgn}");
    assert_eq!(game.plies()[7].spent, Some(Duration::from_secs(4)));
    assert_eq!(game.position().fullmove_number(), 5);
}

#[test]
fn fifty_moves() {
    let mut bench = Bench::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", DrawRules::Club);
    bench.moves("Ra2");
    assert_eq!(bench.outcome(), Some(Outcome::draw(Reason::FiftyMoveRule)));
}

#[test]
fn a_draw_offer_declined_then_accepted() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4");
    bench.enter("draw");
    assert_eq!(
        bench.app.game_page().game().draw_offer(),
        Some(Color::Black)
    );
    bench.key(Key::Char('n'));
    assert_eq!(bench.app.game_page().game().draw_offer(), None);
    assert_eq!(bench.outcome(), None);
    assert_eq!(bench.events, [Event::DrawDeclined(Color::Black)]);
    assert_eq!(
        bench.app.notice(),
        Some(&Notice::Info(Info::DrawDeclined(Color::Black)))
    );
    bench.moves("e5");
    bench.enter("draw");
    bench.key(Key::Char('x'));
    assert_eq!(bench.outcome(), None, "only y or n answers");
    bench.key(Key::Char('y'));
    assert_eq!(bench.outcome(), Some(Outcome::draw(Reason::Agreement)));
}

#[test]
fn resignation_is_confirmed() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4");
    bench.enter("resign");
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::Resign(Color::Black))
    );
    bench.key(Key::Char('n'));
    assert_eq!(bench.outcome(), None);
    bench.enter("/resign");
    bench.key(Key::Char('y'));
    assert_eq!(
        bench.outcome(),
        Some(Outcome::win(Color::White, Reason::Resignation))
    );
}

#[test]
fn takeback_restores_the_clocks() {
    let mut bench = Bench::timed("5+3");
    bench.wait(10_000);
    bench.moves("e4");
    let after_e4 = bench.app.game_page().clock_state(bench.app.now());
    bench.wait(20_000);
    bench.moves("e5");
    bench.wait(30_000);
    bench.enter("undo");
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::Takeback(Color::Black))
    );
    bench.key(Key::Char('y'));
    assert_eq!(bench.sans(), ["e4"]);
    assert_eq!(bench.app.game_page().game().position().turn(), Color::Black);
    // Black's clock is back where it stood when Black started to think about e5.
    assert_eq!(
        bench.app.game_page().clock_state(bench.app.now()).remaining,
        after_e4.remaining
    );
    assert_eq!(bench.app.game_page().clock().running(), Some(Color::Black));
    bench.wait(1_000);
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::Black, bench.now),
        Duration::from_secs(299)
    );
}

#[test]
fn a_takeback_can_be_declined() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4");
    bench.enter("undo");
    bench.key(Key::Char('n'));
    assert_eq!(bench.sans(), ["e4"]);
    bench.enter("undo");
    bench.key(Key::Esc);
    assert_eq!(bench.sans(), ["e4"]);
}

/// A game without takebacks refuses `undo` (in either language) and changes nothing; the
/// arbiter's change of a clock can still be undone.
#[test]
fn a_game_without_takebacks_refuses_undo() {
    let settings = Settings {
        control: "5".parse().expect("a control"),
        takebacks: false,
        ..Settings::default()
    };
    let mut bench = Bench::new(settings);
    bench.moves("e4 e5");
    for undo in ["undo", "назад"] {
        bench.key(Key::CtrlU);
        bench.enter(undo);
        assert_eq!(bench.refusal(), Some(&Refusal::TakebacksOff), "{undo}");
        assert_eq!(bench.app.game_page().mode(), Mode::Play, "{undo}");
        assert_eq!(bench.sans(), ["e4", "e5"], "{undo}");
    }
    bench.key(Key::CtrlU);
    bench.enter("addtime 30");
    bench.key(Key::Char('y'));
    bench.enter("undo");
    assert!(matches!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::UndoAdjustment(_))
    ));
}

#[test]
fn white_flag_falls_with_black_able_to_mate() {
    let mut bench = Bench::timed("0.05");
    bench.wait(2_999);
    assert_eq!(bench.outcome(), None);
    bench.wait(1);
    assert_eq!(
        bench.outcome(),
        Some(Outcome::win(Color::Black, Reason::Time))
    );
    bench.enter("e4");
    assert!(matches!(bench.refusal(), Some(Refusal::Over(_))));
    assert!(bench.app.game_page().sans().is_empty());
}

#[test]
fn black_flag_falls_and_a_bare_king_cannot_win() {
    let mut bench = Bench::new(Settings {
        control: "0.05".parse().unwrap(),
        start: Start::Position(fen::read("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap()),
        ..Settings::default()
    });
    bench.moves("e4");
    bench.wait(3_000);
    assert_eq!(
        bench.outcome(),
        Some(Outcome::win(Color::White, Reason::Time))
    );

    let mut bare = Bench::new(Settings {
        control: "0.05".parse().unwrap(),
        start: Start::Position(fen::read("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap()),
        ..Settings::default()
    });
    bare.wait(3_000);
    let outcome = bare.outcome().expect("the flag fell");
    assert_eq!(outcome.result, GameResult::Draw);
    assert_eq!(
        outcome.to_string(),
        "½-½ · White's flag fell, but Black cannot mate"
    );
}

#[test]
fn a_move_typed_after_the_flag_fell_is_too_late() {
    let mut bench = Bench::timed("0.05");
    bench.now += Duration::from_secs(4);
    bench.enter("e4");
    assert!(bench.app.game_page().sans().is_empty());
    assert_eq!(
        bench.outcome(),
        Some(Outcome::win(Color::Black, Reason::Time))
    );
}

#[test]
fn pause_stops_both_clocks() {
    let mut bench = Bench::timed("5");
    bench.wait(1_000);
    bench.enter("pause");
    assert!(bench.app.game_page().is_paused());
    bench.wait(60_000);
    bench.enter("e4");
    assert!(
        bench.app.game_page().sans().is_empty(),
        "moves wait while paused"
    );
    assert!(!bench.app.game_page().is_paused(), "Enter resumes");
    bench.enter("e4");
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        Duration::from_secs(299)
    );
}

#[test]
fn promotion_opens_a_picker_with_the_queen_first() {
    let mut bench = Bench::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", DrawRules::Club);
    bench.enter("e8");
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Promotion {
            from: Square::E7,
            to: Square::E8,
            choice: Role::Queen
        }
    );
    bench.key(Key::Right);
    bench.key(Key::Right);
    bench.key(Key::Right);
    bench.key(Key::Enter);
    assert_eq!(bench.sans(), ["e8=N"]);

    let mut direct = Bench::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", DrawRules::Club);
    direct.enter("e8");
    direct.key(Key::Char('r'));
    assert_eq!(direct.sans(), ["e8=R"]);

    // The choice goes round both ways: left of the queen is the knight.
    let mut around = Bench::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", DrawRules::Club);
    around.enter("e8").key(Key::Left);
    assert!(matches!(
        around.app.game_page().mode(),
        Mode::Promotion {
            choice: Role::Knight,
            ..
        }
    ));
    around.key(Key::Right).key(Key::Enter);
    assert_eq!(around.sans(), ["e8=Q"]);
}

#[test]
fn typing_lists_candidates_and_tab_completes() {
    let mut bench = Bench::new(Settings::default());
    bench.key(Key::Char('N'));
    let sans: Vec<String> = bench
        .app
        .game_page()
        .typing()
        .completions()
        .iter()
        .map(|c| c.san.to_string())
        .collect();
    assert_eq!(sans, ["Na3", "Nc3", "Nf3", "Nh3"]);
    assert!(
        bench
            .app
            .game_page()
            .highlighted_squares()
            .contains(&Square::F3)
    );
    bench.key(Key::Char('f'));
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "Nf3");
    bench.key(Key::Enter);
    assert_eq!(bench.sans(), ["Nf3"]);
}

#[test]
fn stepping_through_the_game_and_back() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5 Nf3");
    bench.key(Key::Left);
    assert_eq!(bench.app.game_page().review().shown(), Some(2));
    bench.key(Key::Left);
    bench.key(Key::Left);
    bench.key(Key::Left);
    assert_eq!(bench.app.game_page().review().shown(), Some(0));
    assert_eq!(
        bench.app.game_page().shown_position(),
        &Position::startpos()
    );
    bench.key(Key::Right);
    assert_eq!(
        bench.app.game_page().shown_last_move().map(|m| m.to()),
        Some(Square::E4)
    );
    bench.key(Key::End);
    assert_eq!(bench.app.game_page().review().shown(), None);
}

#[test]
fn quitting_a_game_in_progress_asks_first() {
    let mut bench = Bench::new(Settings::default());
    bench.key(Key::CtrlC);
    assert!(!bench.app.should_quit());
    assert_eq!(bench.app.game_page().mode(), Mode::Confirm(Question::Quit));
    bench.key(Key::Char('n'));
    bench.enter("quit");
    bench.key(Key::Char('y'));
    assert!(bench.app.should_quit());
}

#[test]
fn new_game_after_the_end_keeps_the_settings() {
    let mut bench = Bench::timed("5");
    bench.moves("f3 e5 g4 Qh4");
    assert!(bench.outcome().is_some());
    bench.enter("new");
    assert_eq!(bench.events, [Event::PageOpened(PageKind::NewGame)]);
    bench.key(Key::Enter);
    assert_eq!(bench.events, [Event::NewGame]);
    assert!(bench.app.game_page().sans().is_empty());
    assert_eq!(bench.outcome(), None);
    assert_eq!(bench.app.game_page().clock().running(), Some(Color::White));
}

#[test]
fn the_board_turns_with_flip_and_auto() {
    let mut bench = Bench::new(Settings {
        flip: Flip::Auto,
        ..Settings::default()
    });
    assert_eq!(bench.app.bottom_side(), Color::White);
    bench.moves("e4");
    assert_eq!(bench.app.bottom_side(), Color::Black);
    bench.enter("flip");
    assert_eq!(bench.app.bottom_side(), Color::White);
    // Turned, the board stays where it was turned to, and the game keeps that.
    bench.moves("e5 Nf3");
    assert_eq!(bench.app.bottom_side(), Color::White);
    assert_eq!(bench.app.settings().flip, Flip::White);
    bench.enter("flip");
    assert_eq!(bench.app.settings().flip, Flip::Black);
}

#[test]
fn only_changes_to_the_game_are_told_as_such() {
    let mut bench = Bench::new(Settings::default());
    bench.enter("Nf9");
    assert!(!bench.events.iter().any(Event::changes_the_game));
    assert_eq!(
        bench.app.game_page().typing().line().text(),
        "Nf9",
        "a refused line stays to be mended"
    );
    bench.key(Key::Esc);
    bench.enter("e4");
    let e4 = bench.app.game_page().game().plies()[0].m;
    let san = bench.app.game_page().sans()[0];
    assert_eq!(bench.events, [Event::Played { ply: 0, m: e4, san }]);
    bench.enter("flip");
    assert_eq!(bench.events, [Event::Flipped(Color::Black)]);
    assert!(!bench.events.iter().any(Event::changes_the_game));
    bench.enter("draw");
    assert_eq!(bench.events, [Event::DrawOffered(Color::Black)]);
    assert!(bench.events.iter().all(Event::changes_the_game));
}

#[test]
fn save_is_handed_to_the_terminal_layer() {
    let mut bench = Bench::new(Settings::default());
    bench.enter("save /tmp/game.pgn");
    assert_eq!(
        bench.events,
        [Event::SaveDue(SaveRequest {
            target: Some("/tmp/game.pgn".to_string()),
            overwrite: false
        })]
    );
    bench.events.clear();
    let full = SaveFailure::new(std::io::Error::from(std::io::ErrorKind::StorageFull));
    bench.send(Message::Saved(Err(full.clone())));
    assert_eq!(bench.refusal(), Some(&Refusal::SaveFailed(full)));
}

#[test]
fn a_random_chess960_start_changes_with_each_new_game() {
    let mut bench = Bench::new(Settings {
        start: Start::Chess960(None),
        ..Settings::default()
    });
    assert!(bench.app.game_page().game().is_chess960());
    let first = *bench.app.game_page().game().start();
    bench.enter("resign");
    bench.key(Key::Char('y'));
    bench.enter("new").key(Key::Enter);
    assert_ne!(*bench.app.game_page().game().start(), first);
}

#[test]
fn suspending_the_program_pauses_the_clock() {
    let mut bench = Bench::timed("5");
    bench.message(Message::Suspend);
    bench.wait(60_000);
    bench.message(Message::Continue);
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        Duration::from_secs(300)
    );
    assert!(!bench.app.game_page().is_paused());
}

#[test]
fn captures_are_counted_from_the_moves_not_from_promotions() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 d5 e5 f5 exf6 Nc6 fxg7 Be6");
    assert_eq!(
        bench.app.game_page().captured_by(Color::White),
        [Role::Pawn, Role::Pawn]
    );
    bench.enter("gxh8=N");
    assert_eq!(
        bench.app.game_page().captured_by(Color::White),
        [Role::Rook, Role::Pawn, Role::Pawn]
    );
    assert!(bench.app.game_page().captured_by(Color::Black).is_empty());
    bench.key(Key::Left);
    assert_eq!(
        bench.app.game_page().captured_by(Color::White),
        [Role::Pawn, Role::Pawn]
    );
    // Taken back and played otherwise: the count follows the game.
    bench.key(Key::End);
    bench.enter("undo");
    bench.key(Key::Char('y'));
    assert_eq!(
        bench.app.game_page().captured_by(Color::White),
        [Role::Pawn, Role::Pawn]
    );
    bench.moves("gxf8=Q+ Kxf8");
    assert_eq!(
        bench.app.game_page().captured_by(Color::White),
        [Role::Bishop, Role::Pawn, Role::Pawn]
    );
    assert_eq!(
        bench.app.game_page().captured_by(Color::Black),
        [Role::Queen]
    );
    // A game opened as it stands is counted whole.
    let opened = App::with_game(
        Settings::default(),
        bench.app.game_page().timed().clone(),
        1,
        bench.now,
    );
    assert_eq!(
        opened.game_page().captured_by(Color::White),
        [Role::Bishop, Role::Pawn, Role::Pawn]
    );
    assert_eq!(opened.game_page().captured_by(Color::Black), [Role::Queen]);
}

/// A game another program is playing can be looked at, never changed: moves and game commands
/// are refused, its clocks never run, and `new` starts a game of the players' own.
#[test]
fn a_read_only_game_is_looked_at_and_never_changed() {
    let mut playing = Bench::timed("5+3");
    playing.moves("e4 e5");
    let now = playing.now;
    let mut bench = Bench::of(
        App::reviewing(
            playing.app.settings().clone(),
            playing.app.game_page().timed().clone(),
            None,
            7,
            now,
        ),
        now,
    );
    assert!(bench.app.game_page().is_read_only());
    assert!(!bench.app.game_page().is_paused());
    bench.enter("Nf3");
    assert_eq!(bench.refusal(), Some(&Refusal::ReadOnly));
    for command in ["undo", "resign", "draw", "pause"] {
        bench.key(Key::CtrlU);
        bench.enter(command);
        assert_eq!(bench.refusal(), Some(&Refusal::ReadOnly), "{command}");
    }
    bench.key(Key::CtrlU);
    bench.key(Key::Enter);
    bench.wait(10_000);
    assert_eq!(
        bench.app.game_page().clock().running(),
        None,
        "the clocks stand still"
    );
    assert_eq!(bench.app.game_page().game().plies().len(), 2);
    bench.enter("new").key(Key::Enter);
    assert_eq!(bench.events, [Event::NewGame]);
    assert!(!bench.app.game_page().is_read_only());
    assert_eq!(bench.app.game_page().game().plies().len(), 0);
    bench.moves("d4");
}

#[test]
fn a_terminal_without_figurines_turns_the_pieces_into_letters_and_says_why_once() {
    let mut bench = Bench::new(Settings::default());
    assert!(!bench.app.settings().ascii);
    bench.send(Message::NoFigurines(NoFigurines::Console));
    let told = Info::NoFigurines(NoFigurines::Console);
    assert_eq!(bench.events, [Event::Told(told.clone())]);
    assert!(bench.app.settings().ascii);
    assert_eq!(bench.app.notice(), Some(&Notice::Info(told)));
    bench.moves("e4 e5");
    assert!(bench.app.settings().ascii, "the letters stay");
}

/// What quitting leaves behind, which both the screen and the line mode put to the players.
#[test]
fn leaving_says_what_quitting_keeps() {
    let mut bench = Bench::new(Settings::default());
    assert_eq!(bench.app.leaving(), Leaving::Nothing);
    bench.moves("e4 e5");
    assert_eq!(bench.app.leaving(), Leaving::Saved);
    let looked_at = App::reviewing(
        Settings::default(),
        bench.app.game_page().timed().clone(),
        None,
        7,
        bench.now,
    );
    assert_eq!(
        looked_at.leaving(),
        Leaving::Nothing,
        "a game only looked at"
    );
    let full = SaveFailure::new(std::io::Error::from(std::io::ErrorKind::StorageFull));
    bench.message(Message::AutosaveProblem(Some(full.clone())));
    assert_eq!(bench.events, [Event::AutosaveProblem(Some(full))]);
    assert_eq!(bench.app.leaving(), Leaving::Unsaved);
    bench.message(Message::Saved(Ok("/tmp/copy.pgn".into())));
    assert_eq!(bench.app.leaving(), Leaving::Copied, "a copy holds it");
    bench.moves("Nf3");
    assert_eq!(bench.app.leaving(), Leaving::Unsaved, "the copy lacks Nf3");
}

/// A game over is left at once, but one that cannot be saved never is: the question says
/// so, and the players may keep a copy first; yes, or a second Ctrl-C, leaves.
#[test]
fn a_game_that_cannot_be_saved_is_never_left_without_the_question() {
    // Each way of leaving: the keys after the question was declined once.
    for (how, leave) in [
        ("Ctrl-C twice", [Key::CtrlC, Key::CtrlC]),
        ("Ctrl-C, then yes", [Key::CtrlC, Key::Char('y')]),
    ] {
        let mut bench = Bench::new(Settings::default());
        bench.moves("f3 e5 g4 Qh4");
        assert!(bench.app.game_page().outcome().is_some());
        let full = SaveFailure::new(std::io::Error::from(std::io::ErrorKind::StorageFull));
        bench.message(Message::AutosaveProblem(Some(full)));
        bench.enter("quit");
        assert!(!bench.app.should_quit(), "{how}");
        assert_eq!(
            bench.app.game_page().mode(),
            Mode::Confirm(Question::Quit),
            "{how}"
        );
        bench.key(Key::Char('n'));
        assert!(!bench.app.should_quit(), "{how}");
        for key in leave {
            bench.key(key);
        }
        assert!(bench.app.should_quit(), "{how}");
    }
    let mut kept = Bench::new(Settings::default());
    kept.moves("f3 e5 g4 Qh4");
    kept.enter("quit");
    assert!(
        kept.app.should_quit(),
        "a game over and kept is left at once"
    );
}

/// Why the clocks stand still is one value: the players' pause, the program stopped, the
/// terminal too small; each lets go only of its own hold.
/// While the screen is too small to show the game, keys, pastes and the mouse change
/// nothing; Ctrl-C asks to quit all the same (the screen shows its question), and its
/// answer is taken.
#[test]
fn keys_wait_while_the_screen_is_too_small() {
    let mut bench = Bench::standard();
    bench.moves("e4");
    let small = Viewport {
        fits: false,
        ..Viewport::default()
    };
    bench.message(Message::Viewport(small));
    bench.typed("e5").key(Key::Enter);
    bench.message(Message::Paste("e5".into()));
    let e5 = Target::Square(Square::E5);
    bench.message(Message::Pointer(Pointer::Press(Some(e5))));
    for key in [Key::F2, Key::Char('?'), Key::Left] {
        bench.key(key);
    }
    assert_eq!(bench.sans(), ["e4"]);
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
    assert!(bench.app.page().is_none());
    assert_eq!(bench.app.game_page().review().shown(), None);
    bench.key(Key::CtrlC);
    assert_eq!(bench.app.game_page().mode(), Mode::Confirm(Question::Quit));
    bench.key(Key::Char('n'));
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
    bench.key(Key::CtrlC).key(Key::Char('y'));
    assert!(bench.app.should_quit());
}

#[test]
fn the_clocks_are_held_for_one_reason_at_a_time() {
    let mut bench = Bench::timed("5");
    assert_eq!(bench.app.game_page().hold(), None);
    bench.enter("pause");
    assert_eq!(bench.events, [Event::Paused]);
    assert_eq!(bench.app.game_page().hold(), Some(Hold::Paused));
    bench.message(Message::Suspend);
    assert_eq!(
        bench.app.game_page().hold(),
        Some(Hold::Paused),
        "a paused clock stays paused"
    );
    bench.message(Message::Continue);
    assert_eq!(bench.app.game_page().hold(), Some(Hold::Paused));
    bench.key(Key::Enter);
    assert_eq!(bench.events, [Event::Resumed]);
    assert_eq!(bench.app.game_page().hold(), None);

    bench.message(Message::Suspend);
    assert_eq!(bench.app.game_page().hold(), Some(Hold::Suspended));
    assert!(!bench.app.game_page().is_paused());
    let small = Viewport {
        fits: false,
        ..Viewport::default()
    };
    bench.message(Message::Viewport(small));
    assert_eq!(bench.app.game_page().hold(), Some(Hold::Suspended));
    bench.message(Message::Continue);
    assert_eq!(bench.app.game_page().hold(), None);
    assert_eq!(bench.app.game_page().clock().running(), Some(Color::White));

    bench.message(Message::Viewport(small));
    assert_eq!(bench.app.game_page().hold(), Some(Hold::TooSmall));
    bench.message(Message::Continue);
    assert_eq!(
        bench.app.game_page().hold(),
        Some(Hold::TooSmall),
        "only its own hold lets go"
    );
    bench.message(Message::Viewport(Viewport::default()));
    assert_eq!(bench.app.game_page().hold(), None);
    assert!(bench.events.is_empty(), "no pause of the players' was told");
}
