//! What keeps two players at one keyboard as fast as at a board: moves played as soon as they
//! are named, a draw offered with a move, time odds and Armageddon, the arbiter's hand on the
//! clocks, the bell, and a clock that starts with White's first move.

use std::time::Duration;

use super::Bench;
use crate::app::{
    Bell, Event, Info, Key, Message, Mode, Notice, Question, Refusal, Settings, Start,
};
use crate::game::arbiter::{ClockAdjustment, DurationErrorKind, TimeChange};
use crate::game::{ClockStart, GameError, GameResult, Outcome, Reason};
use crate::i18n::Lang;
use crate::rules::{Color, Variant, fen};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn instant(start: Option<&str>) -> Bench {
    Bench::new(Settings {
        instant: true,
        start: start.map_or(Start::Usual(Variant::Standard), |text| {
            Start::Position(fen::read(text).expect("a FEN"))
        }),
        ..Settings::default()
    })
}

// ---- Moves as fast as the hand ------------------------------------------------------------

#[test]
fn an_instant_move_plays_as_soon_as_it_is_named() {
    let mut bench = instant(None);
    bench.typed("e");
    assert!(
        bench.app.game_page().sans().is_empty(),
        "e could be e3 or e4"
    );
    bench.typed("4");
    assert_eq!(bench.sans(), ["e4"], "no Enter");
    assert!(matches!(
        bench.events.as_slice(),
        [Event::Played { .. }, ..]
    ));
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    bench.typed("Кf6");
    assert_eq!(bench.sans(), ["e4", "Nf6"], "Russian letters");
    bench.typed("♘f3");
    assert_eq!(bench.sans(), ["e4", "Nf6", "Nf3"], "figurines");
    // Without instant mode, Enter still plays.
    let mut bench = Bench::standard();
    bench.typed("e4");
    assert!(bench.app.game_page().sans().is_empty());
    bench.key(Key::Enter);
    assert_eq!(bench.sans(), ["e4"]);
}

#[test]
fn an_instant_move_waits_while_longer_text_names_another() {
    // Castling short waits while castling long is legal; Enter plays it.
    let mut bench = instant(Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    bench.typed("O-O");
    assert!(bench.app.game_page().sans().is_empty());
    bench.key(Key::Enter);
    assert_eq!(bench.sans(), ["O-O"]);
    bench.typed("0-0");
    assert_eq!(
        bench.app.game_page().sans().len(),
        1,
        "0-0 waits for 0-0-0 too"
    );
    bench.typed("-0");
    assert_eq!(bench.sans(), ["O-O", "O-O-O"]);

    // `b` waits between the b-pawn and a bishop; a capture settles with its square.
    let mut bench = instant(Some("4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1"));
    bench.typed("b");
    assert!(bench.app.game_page().sans().is_empty());
    bench.typed("xc3");
    assert!(
        bench.app.game_page().sans().is_empty(),
        "bxc3: pawn or bishop"
    );
    bench.key(Key::CtrlU);
    bench.typed("Сxc3");
    assert_eq!(bench.sans(), ["Bxc3"]);
}

#[test]
fn an_instant_promotion_opens_the_picker_and_commands_wait_for_enter() {
    let mut bench = instant(Some("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    bench.typed("a8");
    assert!(matches!(
        bench.app.game_page().mode(),
        Mode::Promotion { .. }
    ));
    assert!(bench.app.game_page().sans().is_empty());
    bench.key(Key::Char('n'));
    assert_eq!(bench.sans(), ["a8=N"]);
    // Typed on without a pause, the piece picks itself in the picker.
    let mut bench = instant(Some("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    bench.typed("a8=Q");
    assert_eq!(bench.sans(), ["a8=Q"]);
    // Commands and moves with a word still need Enter: no prefix of a command plays.
    let mut bench = instant(None);
    bench.typed("flip");
    assert_eq!(bench.app.game_page().typing().line().text(), "flip");
    bench.key(Key::Enter);
    assert!(bench.events.contains(&Event::Flipped(Color::Black)));
    bench.typed("draw e4");
    assert!(bench.app.game_page().sans().is_empty());
    bench.key(Key::Enter);
    assert_eq!(bench.sans(), ["e4"]);
    assert_eq!(bench.app.game_page().offer_with_move(), Some(Color::White));
}

/// A move plays on its whole word, never on a hyphen still to be followed by an O: castling
/// long typed whole is played whole, and nothing of a castling is left on the next player's
/// line, not even the rest of an `O-O-O` typed where only `O-O` is legal.
#[test]
fn an_instant_move_waits_for_the_whole_word() {
    let one_way = "r3k2r/8/8/8/8/8/8/4K2R w Kkq - 0 1";
    let both_ways = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let long_blocked = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
    for (start, typed, sans, left) in [
        // Only castling short: `O-` waits for its O, which plays it.
        (one_way, "O-", &[][..], "O-"),
        (one_way, "O-O", &["O-O"][..], ""),
        (one_way, "0-0", &["O-O"][..], ""),
        // Both ways: castling long plays on its last O, not on the hyphen before it.
        (both_ways, "O-O-", &[], "O-O-"),
        (both_ways, "O-O-O", &["O-O-O"], ""),
        // Castling long cannot be played: `O-O` plays, and the rest of `O-O-O` goes with it.
        (long_blocked, "O-O-O", &["O-O"], ""),
    ] {
        let mut bench = instant(Some(start));
        bench.typed(typed);
        assert_eq!(bench.sans(), sans, "{typed} in {start}");
        assert_eq!(
            bench.app.game_page().typing().line().text(),
            left,
            "{typed} in {start}"
        );
    }
    let mut bench = instant(Some(long_blocked));
    bench.typed("O-O-O").typed("Rb8");
    assert_eq!(
        bench.sans(),
        ["O-O", "Rb8"],
        "Black's move plays at once after it"
    );
}

/// What a player types for the move instant mode has just played stays with that move, and
/// never reaches the next player's line: its check or mate mark and glyphs (`Qh5+`, `Qxf7#`,
/// `e4!?`), an en passant remark (`exd6 e.p.`), and the draw offered with it (`e4 draw`,
/// Enter), which is the mover's offer. The next player's own keys are theirs at once.
#[test]
fn what_is_typed_for_an_instant_move_stays_with_it() {
    let mut bench = instant(None);
    bench.typed("e4!?");
    assert_eq!(bench.sans(), ["e4"]);
    assert_eq!(
        bench.app.game_page().typing().line().text(),
        "",
        "the glyph went with e4"
    );
    bench.typed("f5").typed("Qh5+");
    assert_eq!(bench.sans(), ["e4", "f5", "Qh5+"]);
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    bench.typed("g6");
    assert_eq!(
        bench.sans(),
        ["e4", "f5", "Qh5+", "g6"],
        "Black's move is Black's"
    );

    let mut bench = instant(None);
    bench.typed("e4 draw");
    assert_eq!(bench.sans(), ["e4"]);
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    assert_eq!(bench.app.game_page().draw_offer(), None, "not before Enter");
    bench.key(Key::Enter);
    assert_eq!(
        bench.app.game_page().offer_with_move(),
        Some(Color::White),
        "White's offer"
    );
    assert!(bench.events.contains(&Event::DrawOffered(Color::White)));
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Play,
        "Black is asked nothing of their own"
    );
    bench.typed("e5");
    assert_eq!(bench.sans(), ["e4", "e5"], "a move declines it");
    assert_eq!(bench.app.game_page().draw_offer(), None);

    // A word that is no draw leaves what follows it to the next player.
    let mut bench = instant(None);
    bench.typed("e4 ").typed("e5");
    assert_eq!(bench.sans(), ["e4", "e5"]);

    // An en passant remark goes with the capture it remarks on.
    let mut bench = instant(Some("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1"));
    bench.typed("dxe6 e.p.");
    assert_eq!(bench.sans(), ["dxe6"]);
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    bench.typed("Kd8");
    assert_eq!(bench.sans(), ["dxe6", "Kd8"]);
}

/// In review, a move is named in the position viewed, where it goes into a side line: `d4`
/// plays at once after 1... e5 is stepped back to, though Black is to move in the game.
#[test]
fn an_instant_move_in_review_is_named_in_the_position_viewed() {
    let mut bench = instant(None);
    bench.typed("e4").typed("e5").typed("Nf3");
    assert_eq!(bench.sans(), ["e4", "e5", "Nf3"]);
    bench.key(Key::Left);
    assert_eq!(bench.app.game_page().review().shown(), Some(2));
    bench.typed("d4");
    assert_eq!(bench.sans(), ["e4", "e5", "Nf3"], "the game never changes");
    let lines = bench.app.game_page().game().notes().of_ply(2).variations();
    assert_eq!(lines.len(), 1, "d4 went into a side line at once");
    assert_eq!(bench.app.game_page().typing().line().text(), "");
}

#[test]
fn a_pointed_move_is_not_played_twice_in_instant_mode() {
    use crate::app::{Pointer, Target};
    use crate::rules::Square;
    let mut bench = instant(None);
    bench.message(Message::Pointer(Pointer::Press(Some(Target::Square(
        Square::G1,
    )))));
    bench.message(Message::Pointer(Pointer::Hover(Some(Target::Square(
        Square::F3,
    )))));
    assert!(
        bench.app.game_page().sans().is_empty(),
        "hovering plays nothing"
    );
    bench.message(Message::Pointer(Pointer::Press(Some(Target::Square(
        Square::F3,
    )))));
    bench.message(Message::Pointer(Pointer::Release(Some(Target::Square(
        Square::F3,
    )))));
    assert_eq!(bench.sans(), ["Nf3"]);
}

// ---- A draw offered with a move (FIDE 9.1.2.1) --------------------------------------------

#[test]
fn a_draw_offered_with_a_move_is_accepted_in_words() {
    for (offer, accept) in [
        ("e4 draw", "accept"),
        ("draw e4", "draw"),
        ("e4 ничья", "принять"),
        ("ничья e4", "ничья"),
    ] {
        let mut bench = Bench::timed("5");
        bench.enter(offer);
        assert_eq!(bench.sans(), ["e4"], "{offer}");
        assert!(bench.events.contains(&Event::DrawOffered(Color::White)));
        assert_eq!(bench.app.game_page().offer_with_move(), Some(Color::White));
        // Not a question answered at once: Black types, and the keys type.
        assert_eq!(bench.app.game_page().draw_offer(), None);
        assert_eq!(bench.app.game_page().mode(), Mode::Play);
        bench.enter(accept);
        assert_eq!(
            bench.outcome(),
            Some(Outcome::draw(Reason::Agreement)),
            "{offer}, {accept}"
        );
    }
}

#[test]
fn a_draw_offered_with_a_move_is_declined_in_words_or_by_a_move() {
    let mut bench = Bench::timed("5");
    bench.moves("e4");
    bench.enter("Nf6 draw");
    bench.enter("decline");
    assert!(bench.events.contains(&Event::DrawDeclined(Color::Black)));
    assert_eq!(
        bench.app.notice(),
        Some(&Notice::Info(Info::DrawDeclined(Color::Black)))
    );
    assert_eq!(bench.app.game_page().offer_with_move(), None);
    assert_eq!(bench.outcome(), None);
    // Nothing waits to be answered now.
    bench.enter("accept");
    assert_eq!(bench.game_error(), Some(&GameError::NoDrawOffer));

    let mut bench = Bench::timed("5");
    bench.enter("e4 draw");
    bench.enter("e5");
    assert!(matches!(
        bench.events.as_slice(),
        [Event::Played { .. }, Event::DrawDeclined(Color::White), ..]
    ));
    assert_eq!(
        bench.app.notice(),
        Some(&Notice::Info(Info::DrawDeclined(Color::White))),
        "the screen says it"
    );
    assert_eq!(bench.app.game_page().offer_with_move(), None);
    assert_eq!(bench.outcome(), None);
}

#[test]
fn a_takeback_of_the_offering_move_takes_the_offer_and_of_the_declining_one_brings_it_back() {
    let mut bench = Bench::timed("5");
    bench.enter("e4 draw");
    bench.enter("e5");
    bench.enter("undo");
    bench.key(Key::Char('y'));
    assert_eq!(bench.sans(), ["e4"]);
    assert_eq!(bench.app.game_page().offer_with_move(), Some(Color::White));
    bench.enter("undo");
    bench.key(Key::Char('y'));
    assert!(bench.app.game_page().sans().is_empty());
    assert_eq!(bench.app.game_page().offer_with_move(), None);
    assert_eq!(bench.app.game_page().game().draw_offer(), None);
}

#[test]
fn the_side_to_move_still_offers_before_moving_and_is_answered_at_once() {
    let mut bench = Bench::standard();
    bench.enter("draw");
    assert_eq!(bench.app.game_page().draw_offer(), Some(Color::White));
    assert_eq!(bench.app.game_page().offer_with_move(), None);
    bench.key(Key::Char('n'));
    assert_eq!(bench.app.game_page().draw_offer(), None);
    assert_eq!(bench.outcome(), None);
    // A promotion with an offer offers it once the piece is chosen.
    let mut bench = Bench::from_fen(
        "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        crate::game::DrawRules::Club,
    );
    bench.enter("a8 draw");
    assert!(matches!(
        bench.app.game_page().mode(),
        Mode::Promotion { .. }
    ));
    bench.key(Key::Char('r'));
    assert_eq!(bench.sans(), ["a8=R"]);
    assert_eq!(bench.app.game_page().offer_with_move(), Some(Color::White));
}

// ---- Time odds and Armageddon -------------------------------------------------------------

#[test]
fn each_side_plays_under_its_own_control() {
    let mut bench = Bench::timed("5+3 vs 3+2");
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        secs(300)
    );
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::Black, bench.now),
        secs(180)
    );
    bench.moves_every(10_000, "e4 e5");
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        secs(293)
    );
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::Black, bench.now),
        secs(172)
    );
}

#[test]
fn an_armageddon_draw_is_blacks_win() {
    let mut bench = Bench::new(Settings {
        armageddon: true,
        control: "5 vs 4".parse().unwrap(),
        ..Settings::default()
    });
    bench.moves("e4");
    bench.enter("draw");
    bench.key(Key::Char('y'));
    let outcome = bench.outcome().expect("over");
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert!(outcome.draw_odds);
    assert!(bench.events.contains(&Event::Ended(outcome)));
    // `new` keeps Armageddon.
    bench.enter("new");
    assert!(bench.app.game_page().game().is_armageddon());
}

// ---- The arbiter's hand (FIDE 6.10) -------------------------------------------------------

#[test]
fn addtime_gives_the_opponent_fifteen_seconds_when_the_side_to_move_agrees() {
    let mut bench = Bench::timed("5");
    bench.moves_every(10_000, "e4");
    // Black to move gives White time; Black, who loses by it, is asked.
    bench.enter("addtime");
    let given = ClockAdjustment {
        side: Color::White,
        change: TimeChange::Add(secs(15)),
    };
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::Adjust(given))
    );
    assert_eq!(
        bench
            .app
            .game_page()
            .asked_about_clocks(Question::Adjust(given), bench.app.now()),
        Some(Color::Black)
    );
    bench.key(Key::Char('y'));
    assert!(bench.events.contains(&Event::ClockAdjusted(given)));
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        secs(305)
    );
    assert_eq!(bench.app.game_page().game().adjustments(), [(1, given)]);
    // Declined, nothing changes.
    bench.enter("добавить 1:00");
    bench.key(Key::Char('n'));
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        secs(305)
    );
    assert_eq!(bench.app.notice(), Some(&Notice::Info(Info::ClocksKept)));
    // A time that is not one is refused at once.
    bench.enter("addtime 1:6x");
    assert!(matches!(
        bench.refusal(),
        Some(Refusal::Duration(error)) if error.kind == DurationErrorKind::NotATime
    ));
}

#[test]
fn clock_asks_the_player_who_loses_by_it_and_is_undone_by_a_takeback() {
    let mut bench = Bench::timed("5");
    bench.moves_every(10_000, "e4");
    // White's clock down: White answers.
    bench.enter("clock white 4:00");
    let question = Question::SetClock(Color::White, secs(240));
    assert_eq!(bench.app.game_page().mode(), Mode::Confirm(question));
    assert_eq!(
        bench
            .app
            .game_page()
            .asked_about_clocks(question, bench.app.now()),
        Some(Color::White)
    );
    bench.key(Key::Char('y'));
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        secs(240)
    );
    // Black's clock up: White answers.
    bench.enter("часы чёрные 6:00");
    let question = Question::SetClock(Color::Black, secs(360));
    assert_eq!(
        bench
            .app
            .game_page()
            .asked_about_clocks(question, bench.app.now()),
        Some(Color::White)
    );
    bench.key(Key::Char('y'));
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::Black, bench.now),
        secs(360)
    );
    // A takeback undoes the last change first, asked of the player who loses by it.
    bench.enter("undo");
    let raised = ClockAdjustment {
        side: Color::Black,
        change: TimeChange::Add(secs(60)),
    };
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::UndoAdjustment(raised))
    );
    assert_eq!(
        bench
            .app
            .game_page()
            .asked_about_clocks(Question::UndoAdjustment(raised), bench.app.now()),
        Some(Color::Black)
    );
    bench.key(Key::Char('y'));
    assert!(bench.events.contains(&Event::AdjustmentTakenBack(raised)));
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::Black, bench.now),
        secs(300)
    );
    assert_eq!(bench.sans(), ["e4"], "the move stays");
    bench.enter("undo");
    bench.key(Key::Char('y'));
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        secs(290)
    );
    // Then the move.
    bench.enter("undo");
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::Takeback(Color::White))
    );
}

#[test]
fn the_arbiters_commands_refuse_what_they_cannot_do() {
    let mut untimed = Bench::standard();
    untimed.enter("addtime");
    assert_eq!(untimed.game_error(), Some(&GameError::Untimed));
    let mut bench = Bench::timed("5");
    for usage in ["clock", "clock white", "clock grey 4:00", "clock 4:00"] {
        bench.enter(usage);
        assert_eq!(bench.refusal(), Some(&Refusal::SetClockUsage), "{usage}");
        bench.key(Key::CtrlU);
    }
    bench.enter("clock black 5:00");
    assert_eq!(bench.refusal(), Some(&Refusal::ClockShows(Color::Black)));
    bench.enter("clock black 0");
    assert!(matches!(bench.refusal(), Some(Refusal::Duration(_))));
    bench.enter("resign");
    bench.key(Key::Char('y'));
    bench.enter("addtime");
    assert!(matches!(bench.game_error(), Some(GameError::GameOver(_))));
}

// ---- The bell -----------------------------------------------------------------------------

fn bell_bench(bell: Bell) -> Bench {
    Bench::new(Settings {
        control: "1".parse().unwrap(),
        bell,
        ..Settings::default()
    })
}

#[test]
fn the_bell_rings_at_ten_seconds_and_at_the_flag() {
    let mut bench = bell_bench(Bell::Warnings);
    bench.wait(49_000);
    assert!(
        !bench.events.contains(&Event::Bell),
        "a minute left rings nothing"
    );
    bench.wait(1_001);
    assert!(bench.events.contains(&Event::Bell), "{:?}", bench.events);
    bench.wait(10_000);
    assert!(bench.events.contains(&Event::Bell));
    assert_eq!(bench.outcome().map(|o| o.reason), Some(Reason::Time));
    // Silenced, nothing rings.
    let mut quiet = bell_bench(Bell::Quiet);
    quiet.moves("e4");
    quiet.wait(60_000);
    assert!(!quiet.events.contains(&Event::Bell));
}

#[test]
fn the_bell_rings_at_every_move_when_asked() {
    let mut bench = bell_bench(Bell::EveryMove);
    bench.enter("e4");
    assert_eq!(bench.events.last(), Some(&Event::Bell));
    let mut bench = bell_bench(Bell::Warnings);
    bench.enter("e4");
    assert!(!bench.events.contains(&Event::Bell));
    let mut untimed = Bench::new(Settings {
        bell: Bell::EveryMove,
        ..Settings::default()
    });
    untimed.enter("e4");
    assert!(
        !untimed.events.contains(&Event::Bell),
        "only in a timed game"
    );
}

// ---- When the clock starts ----------------------------------------------------------------

#[test]
fn the_clock_may_start_with_whites_first_move() {
    let mut bench = Bench::new(Settings {
        control: "5".parse().unwrap(),
        clock_start: ClockStart::FirstMove,
        lang: Lang::En,
        ..Settings::default()
    });
    assert!(bench.app.game_page().waits_for_first_move());
    assert!(!bench.app.game_page().is_paused());
    bench.moves_every(30_000, "e4");
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        secs(300)
    );
    bench.wait(5_000);
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::Black, bench.now),
        secs(295)
    );
    assert!(!bench.app.game_page().waits_for_first_move());
}
