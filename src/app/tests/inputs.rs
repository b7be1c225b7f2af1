//! Every input answered right: moves as people type them (any case, the wrong keyboard
//! layout, look-alike letters, pastes, invisible characters), questions that take only their
//! answers, claims, takebacks, and messages that go when they no longer apply.

use super::Bench;
use crate::app::{
    Event, Info, Key, Message, Mode, Notice, Question, Refusal, Settings, Start, Viewport,
};
use crate::game::DrawRules;
use crate::i18n::{Describe, Lang};
use crate::notation::san::{SanError, Slip};
use crate::rules::{Color, Role, Square, fen};

/// The SAN of a move, as the tests write it.
fn san_of(san: crate::notation::san::San) -> String {
    san.to_string()
}

fn san_list(bench: &Bench) -> Vec<String> {
    bench.sans()
}

fn typed(bench: &mut Bench, text: &str) {
    for c in text.chars() {
        bench.key(Key::Char(c));
    }
}

#[test]
fn promotion_letters_in_any_case_are_played() {
    for text in ["e7e8b", "e8b", "e8=b", "e7-e8b", "E8B"] {
        let mut bench = Bench::from_fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", DrawRules::Club);
        bench.enter(text);
        assert_eq!(bench.app.notice(), None, "{text}");
        assert_eq!(san_list(&bench), ["e8=B"], "{text}");
    }
}

#[test]
fn what_the_candidates_line_offers_enter_plays() {
    let mut bench = Bench::new(Settings::default());
    typed(&mut bench, "E4");
    assert_eq!(bench.app.game_page().typing().completions().len(), 1);
    bench.key(Key::Enter);
    assert_eq!(bench.app.notice(), None);
    assert_eq!(san_list(&bench), ["e4"]);
}

#[test]
fn a_lowercase_b_capture_is_the_only_bishop_capture() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5 Bc4 Bb4 c3");
    bench.enter("bxc3");
    assert_eq!(bench.app.notice(), None);
    assert_eq!(bench.sans().last().map(String::as_str), Some("Bxc3"));
}

/// A capital `B` is the bishop: where only the b-pawn can take, the move is refused with
/// the bishop's reason, the pawn move is offered beside the input, and Tab takes it.
#[test]
fn a_capital_b_is_the_bishop_and_the_pawn_move_is_suggested() {
    let shut_in = "4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1";
    let mut bench = Bench::from_fen(shut_in, DrawRules::Club);
    typed(&mut bench, "Bxc4");
    assert!(
        bench.app.game_page().typing().completions().is_empty(),
        "no bishop move is offered"
    );
    assert_eq!(
        bench
            .app
            .game_page()
            .typing()
            .suggestion()
            .map(|s| s.san.to_string())
            .as_deref(),
        Some("bxc4")
    );
    bench.key(Key::Enter);
    assert_eq!(
        bench.suggested(),
        Some((
            "bxc4".to_string(),
            &Slip::Refused(SanError::NoPieceCanReach {
                role: Role::Bishop,
                to: Square::C4,
                capture: false
            })
        ))
    );
    assert!(
        bench.app.game_page().sans().is_empty(),
        "never played unasked"
    );
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "bxc4");
    bench.key(Key::Enter);
    assert_eq!(san_list(&bench), ["bxc4"]);

    // Caps lock: the one move that fits the whole word.
    let mut bench = Bench::from_fen(shut_in, DrawRules::Club);
    bench.enter("BXC4");
    assert_eq!(bench.app.notice(), None);
    assert_eq!(san_list(&bench), ["bxc4"]);

    // The Russian bishop and the figurine name the bishop alone: their letters are not the
    // b-file's.
    for text in ["Сxc4", "♗xc4"] {
        let mut bench = Bench::from_fen(shut_in, DrawRules::Club);
        bench.enter(text);
        assert_eq!(
            bench.refusal(),
            Some(&Refusal::Move(SanError::NoPieceCanReach {
                role: Role::Bishop,
                to: Square::C4,
                capture: false
            })),
            "{text}"
        );
    }
}

/// A Russian piece letter names its piece: `Сc4` where no bishop can go is refused with the
/// bishop's reason, and no pawn move is offered for another keyboard layout, so neither a
/// yes nor Tab plays one; a king as the piece of a promotion is refused with why.
#[test]
fn a_russian_piece_letter_is_never_taken_for_another_piece() {
    let mut bench = Bench::new(Settings {
        lang: Lang::Ru,
        ..Settings::default()
    });
    bench.enter("Сc4");
    let refused = Refusal::Move(SanError::NoPieceCanReach {
        role: Role::Bishop,
        to: Square::C4,
        capture: false,
    });
    assert_eq!(bench.refusal(), Some(&refused));
    assert_eq!(
        refused.describe(Lang::Ru),
        "ни один слон не может пойти на c4"
    );
    assert_eq!(bench.app.game_page().typing().suggestion(), None);
    bench.message(Message::TakeSuggestion);
    bench.key(Key::Tab);
    bench.key(Key::Enter);
    assert!(
        bench.app.game_page().sans().is_empty(),
        "nothing played: {:?}",
        bench.sans()
    );
    let mut promotion = Bench::from_fen("8/P7/8/8/8/8/8/k3K3 w - - 0 1", DrawRules::Club);
    promotion.enter("a8=Кр");
    let Some(Refusal::Move(error)) = promotion.refusal() else {
        panic!("refused: {:?}", promotion.refusal());
    };
    assert_eq!(
        error.describe(Lang::Ru),
        "«a8=Кр»: пешка не может превратиться в короля"
    );
}

/// An `x` says something stands there: onto an empty square it is refused, in the
/// players' language, and the quiet move is offered (Tab takes it); en passant takes.
#[test]
fn a_capture_onto_an_empty_square_is_refused_and_the_quiet_move_suggested() {
    let mut bench = Bench::new(Settings::default());
    typed(&mut bench, "Nxf3");
    assert!(
        bench.app.game_page().typing().completions().is_empty(),
        "no capture on f3"
    );
    bench.key(Key::Enter);
    let nothing_on_f3 = Slip::Refused(SanError::NothingToTake(Square::F3));
    assert_eq!(bench.suggested(), Some(("Nf3".to_string(), &nothing_on_f3)));
    assert!(bench.app.game_page().sans().is_empty());
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "Nf3");
    bench.key(Key::Enter);
    assert_eq!(san_list(&bench), ["Nf3"]);

    let mut bench = Bench::new(Settings {
        lang: crate::i18n::Lang::Ru,
        ..Settings::default()
    });
    bench.enter("Кxf3");
    assert_eq!(bench.suggested(), Some(("Nf3".to_string(), &nothing_on_f3)));
    assert!(bench.app.game_page().sans().is_empty());

    // A claim's move is typed too.
    let mut bench = Bench::new(Settings {
        draw_rules: DrawRules::Fide,
        ..Settings::default()
    });
    bench.moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    bench.enter("claim Nxg8");
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::Move(SanError::NothingToTake(Square::G8)))
    );
    assert_eq!(san_list(&bench).len(), 7, "nothing was played");

    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 Nf6 e5 d5");
    bench.enter("exd6");
    assert_eq!(bench.app.notice(), None);
    assert_eq!(san_list(&bench).last().map(String::as_str), Some("exd6"));
}

/// A move refused for leaving the king in check is named as the writer names moves (`R1d3`,
/// by the rank that tells the pinned rook from the other), in the screen's letters.
#[test]
fn a_refused_move_is_named_as_the_writer_names_it() {
    let mut bench = Bench::new(Settings {
        lang: crate::i18n::Lang::Ru,
        start: Start::Position(fen::read("4k3/8/8/3R4/8/8/8/K2R3r w - - 0 1").expect("valid FEN")),
        ..Settings::default()
    });
    for typed in ["Л1d3", "Лd1d3", "R1d3"] {
        bench.enter(typed);
        match bench.refusal() {
            Some(Refusal::Move(SanError::LeavesKingInCheck(san))) => {
                assert_eq!(san_of(*san), "R1d3", "{typed}");
            }
            other => panic!("{typed}: {other:?}"),
        }
        bench.key(Key::CtrlU);
    }
    assert!(bench.app.game_page().sans().is_empty());
}

/// A paste is typed too: it stops at a capture onto an empty square, which stays on the
/// line with the quiet move offered beside it.
#[test]
fn a_paste_stops_at_a_capture_onto_an_empty_square() {
    let mut bench = Bench::new(Settings::default());
    bench.message(Message::Paste("1. e3 e5 2. Bxa6 Nf6".to_string()));
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::PlayPasted)
    );
    bench.key(Key::Char('y'));
    assert_eq!(san_list(&bench), ["e3", "e5"]);
    let nothing_on_a6 = Refusal::Move(SanError::NothingToTake(Square::A6));
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::Pasted {
            number: 3,
            text: "Bxa6".to_string(),
            why: Box::new(nothing_on_a6)
        })
    );
    assert_eq!(bench.app.game_page().typing().line().text(), "Bxa6");
    assert_eq!(
        bench
            .app
            .game_page()
            .typing()
            .suggestion()
            .map(|s| s.san.to_string())
            .as_deref(),
        Some("Ba6")
    );
    bench.key(Key::Tab);
    bench.key(Key::Enter);
    assert_eq!(san_list(&bench), ["e3", "e5", "Ba6"]);
}

#[test]
fn the_russian_layout_is_suggested_and_tab_takes_it() {
    let mut bench = Bench::new(Settings::default());
    bench.enter("Та3");
    assert_eq!(
        bench.suggested(),
        Some(("Nf3".to_string(), &Slip::RussianLayout))
    );
    assert!(
        bench.app.game_page().sans().is_empty(),
        "never played unasked"
    );
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "Nf3");
    bench.key(Key::Enter);
    assert_eq!(san_list(&bench), ["Nf3"]);
    // Russian piece letters typed on purpose are moves.
    bench.enter("Кf6");
    assert_eq!(san_list(&bench), ["Nf3", "Nf6"]);
}

#[test]
fn a_look_alike_letter_is_named() {
    let mut bench = Bench::new(Settings::default());
    bench.enter("е4");
    let look_alike = Slip::LookAlike {
        letter: 'е',
        latin: 'e',
    };
    assert_eq!(bench.suggested(), Some(("e4".to_string(), &look_alike)));
    assert!(bench.app.game_page().sans().is_empty());
}

#[test]
fn pasted_moves_are_played_after_a_yes_and_stop_at_the_first_that_cannot_be() {
    let mut bench = Bench::new(Settings::default());
    bench.message(Message::Paste("1. e4 e5 2. Nf3 Nc6".to_string()));
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::PlayPasted)
    );
    assert_eq!(
        bench.app.game_page().popups().pasted_moves(),
        ["e4", "e5", "Nf3", "Nc6"]
    );
    bench.key(Key::Char('y'));
    assert_eq!(san_list(&bench), ["e4", "e5", "Nf3", "Nc6"]);

    bench.message(Message::Paste("3. Bb5 a6 4. Ke3 Nf6".to_string()));
    bench.key(Key::Char('y'));
    assert_eq!(san_list(&bench).len(), 6);
    match bench.refusal() {
        Some(Refusal::Pasted { number, text, .. }) => {
            assert_eq!((*number, text.as_str()), (3, "Ke3"))
        }
        other => panic!("{other:?}"),
    }
    let played = |event: &&Event| matches!(event, Event::Played { .. });
    assert_eq!(bench.events.iter().filter(played).count(), 2, "Bb5 and a6");

    // No: nothing is played.
    bench.message(Message::Paste("4. Ba4 Nf6".to_string()));
    bench.key(Key::Enter);
    assert_eq!(san_list(&bench).len(), 6);
}

#[test]
fn a_long_paste_is_cut_and_the_next_key_still_counts() {
    let mut bench = Bench::new(Settings::default());
    let long = "x".repeat(5_000);
    bench.message(Message::Paste(long));
    assert_eq!(
        bench.app.game_page().typing().line().text().chars().count(),
        256
    );
    assert_eq!(bench.refusal(), Some(&Refusal::PasteCut));
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    bench.enter("e4");
    assert_eq!(san_list(&bench), ["e4"]);
    // Typed too fast without bracketed paste: keys beyond the line are refused, Enter works.
    for _ in 0..3_000 {
        bench.key(Key::Char('z'));
    }
    assert_eq!(bench.events, [Event::Refused(Refusal::LineFull)]);
    bench.key(Key::CtrlU);
    bench.enter("e5");
    assert_eq!(san_list(&bench), ["e4", "e5"]);
    // Several lines that are not moves are refused in one sentence.
    bench.message(Message::Paste("hello\nworld".to_string()));
    assert_eq!(bench.refusal(), Some(&Refusal::PasteLines));
    assert_eq!(bench.app.game_page().typing().line().text(), "");
}

#[test]
fn control_and_direction_characters_never_reach_the_line() {
    let mut bench = Bench::new(Settings::default());
    for c in ['\u{202E}', '\u{200F}', '\u{7}', '\u{1b}', '\u{2066}'] {
        bench.key(Key::Char(c));
    }
    typed(&mut bench, "e\u{202E}4");
    assert_eq!(bench.app.game_page().typing().line().text(), "e4");
    bench.message(Message::Paste("\u{202E}Nf3\u{200B}".to_string()));
    assert_eq!(bench.app.game_page().typing().line().text(), "e4Nf3");
}

#[test]
fn tab_completes_commands() {
    let mut bench = Bench::new(Settings::default());
    typed(&mut bench, "fl");
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "flip");
    bench.key(Key::CtrlU);
    // `draw` may take a move: Tab leaves room for it.
    typed(&mut bench, "dr");
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "draw ");
    bench.key(Key::CtrlU);
    typed(&mut bench, "addt");
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "addtime ");
    bench.key(Key::CtrlU);
    typed(&mut bench, "/sa");
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "/save ");
    bench.key(Key::CtrlU);
    // `f` could be flip or fen: as far as they agree, which is nothing more.
    typed(&mut bench, "f");
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().typing().line().text(), "f");
}

#[test]
fn a_question_takes_only_its_answers() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4");
    bench.enter("draw");
    typed(&mut bench, "Nf6");
    assert!(
        bench.app.game_page().game().draw_offer().is_some(),
        "the offer stands"
    );
    assert_eq!(bench.refusal(), Some(&Refusal::AnswerYOrN));
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    bench.key(Key::Enter);
    assert!(
        bench.app.game_page().game().draw_offer().is_none(),
        "Enter declines"
    );
    assert_eq!(bench.outcome(), None);
    assert!(
        bench.app.game_page().sans().len() == 1,
        "nothing was played"
    );

    bench.enter("resign");
    bench.key(Key::Char('N'));
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Confirm(Question::Resign(Color::Black))
    );
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
    assert_eq!(bench.outcome(), None);
}

#[test]
fn a_wrong_claim_with_a_move_plays_it_and_gives_two_minutes() {
    let mut bench = Bench::new(Settings {
        control: "5".parse().expect("valid control"),
        draw_rules: DrawRules::Fide,
        ..Settings::default()
    });
    bench.moves("Nf3 Nf6 Ng1 Ng8 Nf3");
    bench.enter("claim Nc6");
    assert_eq!(san_list(&bench).last().map(String::as_str), Some("Nc6"));
    assert_eq!(bench.outcome(), None);
    match bench.refusal() {
        Some(Refusal::ClaimPlayed {
            why,
            san,
            extra_time,
        }) => {
            assert_eq!(why.after, Some(*san));
            assert_eq!(san_of(*san), "Nc6");
            let two_minutes = std::time::Duration::from_secs(120);
            assert_eq!(*extra_time, Some((Color::White, two_minutes)));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        bench.events.as_slice(),
        [Event::Played { .. }, Event::Refused(_)]
    ));
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        std::time::Duration::from_secs(7 * 60)
    );
}

/// Enter with no move typed, or with only the marks a move may carry (`+`, `#`, `!?`), says
/// what to type; Enter alone while an earlier position is viewed goes back to the live game.
#[test]
fn an_empty_move_says_what_to_type() {
    // The examples are moves of the position: Black's after 1. e4, White's after the
    // knights came out (where neither e4 nor Nf3 can be played).
    let cases = [
        ("e4", "type a move, such as e5 or Nf6"),
        ("e4 e5 Nf3 Nc6", "type a move, such as d4 or Nxe5"),
    ];
    for (played, said) in cases {
        for typed in ["", "   ", "+", "#", "!?", " ++ "] {
            let mut bench = Bench::new(Settings::default());
            bench.moves(played);
            bench.enter(typed);
            assert!(
                matches!(bench.refusal(), Some(Refusal::TypeAMove(_))),
                "{typed:?}"
            );
            assert_eq!(
                bench.app.notice().map(|notice| notice.describe(Lang::En)),
                Some(said.to_string()),
                "{played}: {typed:?}"
            );
            let before: Vec<&str> = played.split(' ').collect();
            assert_eq!(san_list(&bench), before, "{typed:?} changes nothing");
        }
    }
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5");
    bench.key(Key::Left).key(Key::Enter);
    assert_eq!(bench.refusal(), None, "back to the live game");
    assert_eq!(bench.app.game_page().review().place(), None);
}

#[test]
fn messages_go_when_they_no_longer_apply() {
    let mut bench = Bench::timed("1");
    bench.moves("e4");
    bench.enter("draw");
    bench.key(Key::Char('n'));
    assert_eq!(
        bench.app.notice(),
        Some(&Notice::Info(Info::DrawDeclined(Color::Black)))
    );
    bench.enter("draw");
    bench.key(Key::Char('y'));
    assert_eq!(bench.app.notice(), None, "the draw was agreed after all");

    let mut bench = Bench::timed("1");
    bench.enter("Nf5");
    assert!(matches!(bench.refusal(), Some(Refusal::Move(_))));
    bench.wait(61_000);
    assert!(bench.outcome().is_some());
    assert_eq!(bench.app.notice(), None, "the flag fell since");

    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5");
    bench.message(Message::Saved(Ok("/tmp/x.pgn".into())));
    assert!(bench.app.notice().is_some());
    bench.key(Key::Left);
    assert_eq!(bench.app.notice(), None, "reviewing is another change");
}

#[test]
fn page_keys_stop_at_the_ends_of_the_move_list() {
    let mut bench = Bench::new(Settings::default());
    bench.moves(
        "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
         c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6",
    );
    let viewport = Viewport {
        move_lines: 6,
        ..Viewport::default()
    };
    bench.message(Message::Viewport(viewport));
    for _ in 0..25 {
        bench.key(Key::PageUp);
    }
    // 20 rows, 6 shown: the first row is in sight at 14 rows back.
    assert_eq!(bench.app.game_page().review().scroll(), 14);
    bench.key(Key::PageDown);
    assert_eq!(
        bench.app.game_page().review().scroll(),
        9,
        "the first PgDn moves at once"
    );
    for _ in 0..15 {
        bench.key(Key::PageDown);
    }
    assert_eq!(bench.app.game_page().review().scroll(), 0);
}

#[test]
fn the_clocks_stand_still_while_the_game_cannot_be_seen() {
    let mut bench = Bench::timed("5");
    bench.wait(1_000);
    let small = Viewport {
        fits: false,
        ..Viewport::default()
    };
    bench.message(Message::Viewport(small));
    assert_eq!(
        bench.app.game_page().hold(),
        Some(crate::app::Hold::TooSmall)
    );
    assert!(
        !bench.app.game_page().is_paused(),
        "not paused by the players"
    );
    bench.wait(60_000);
    bench.message(Message::Viewport(Viewport::default()));
    bench.wait(1_000);
    assert_eq!(
        bench
            .app
            .game_page()
            .clock()
            .remaining(Color::White, bench.now),
        std::time::Duration::from_secs(298)
    );
}

#[test]
fn the_help_scrolls_as_far_as_it_overflows() {
    let mut bench = Bench::new(Settings::default());
    let viewport = Viewport {
        help_overflow: 7,
        ..Viewport::default()
    };
    bench.message(Message::Viewport(viewport));
    bench.key(Key::F1);
    for _ in 0..20 {
        bench.key(Key::Down);
    }
    assert_eq!(bench.app.game_page().popups().help_scroll(), 7);
    bench.key(Key::PageUp);
    assert_eq!(bench.app.game_page().popups().help_scroll(), 2);
    bench.key(Key::Esc);
    bench.key(Key::Char('?'));
    assert_eq!(
        bench.app.game_page().popups().help_scroll(),
        0,
        "the help opens at the top"
    );
}

/// A refused move stays on the line to be corrected with the editing keys, and the next
/// move typed takes its place: never joined to it (`Ke7` refused, then `e5`, is `e5`).
#[test]
fn a_move_typed_after_a_refusal_replaces_the_refused_one() {
    let mut bench = Bench::new(Settings::default());
    bench.enter("e4");
    bench.enter("Ke7");
    assert!(matches!(bench.refusal(), Some(Refusal::Move(_))));
    assert_eq!(bench.app.game_page().typing().line().text(), "Ke7");
    assert!(bench.app.game_page().typing().line().is_refused());
    bench.enter("e5");
    assert_eq!(san_list(&bench), ["e4", "e5"]);

    // Corrected in place: Backspace takes the refused text up again.
    bench.enter("Nf4");
    assert!(bench.refusal().is_some());
    bench.key(Key::Backspace);
    assert!(!bench.app.game_page().typing().line().is_refused());
    typed(&mut bench, "3");
    bench.key(Key::Enter);
    assert_eq!(san_list(&bench), ["e4", "e5", "Nf3"]);
}
