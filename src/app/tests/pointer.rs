//! Pointing at the board with the mouse and the board cursor: picking up, picking another,
//! putting back, dragging, promotion by click, the sentences of moves that cannot be made,
//! and the same game, record and clocks as typing gives. (The layout from screen cells to
//! squares, at every piece size and either way up, is tested with the screen in
//! `tests/screen.rs`.)

use super::Bench;
use crate::app::{App, Event, Key, Message, Mode, Pointer, Refusal, Settings, Start, Target};
use crate::game::{DrawRules, Flip};
use crate::notation::san::SanError;
use crate::rules::{Color, Position, Rank, Role, Square, Variant, fen};

impl Bench {
    /// The mouse did `pointer`: its events join those of the click or drag.
    fn pointer(&mut self, pointer: Pointer) {
        self.send(Message::Pointer(pointer));
    }

    /// Presses and releases the left button on `square`.
    fn click(&mut self, square: Square) {
        self.events.clear();
        self.pointer(Pointer::Press(Some(Target::Square(square))));
        self.pointer(Pointer::Release(Some(Target::Square(square))));
    }

    /// Drags the piece on `from` over the squares `over` and drops it on the last.
    fn drag(&mut self, from: Square, over: &[Square]) {
        self.events.clear();
        self.pointer(Pointer::Press(Some(Target::Square(from))));
        for &square in over {
            self.pointer(Pointer::Drag(Some(Target::Square(square))));
        }
        let to = over.last().map(|&square| Target::Square(square));
        self.pointer(Pointer::Release(to));
    }

    fn highlighted(&self) -> Vec<Square> {
        let mut squares = self.app.game_page().highlighted_squares();
        squares.sort_by_key(|square| square.index());
        squares
    }

    fn preview(&self) -> Option<(String, bool)> {
        self.app
            .game_page()
            .pointer_preview(self.app.lang())
            .map(|preview| (preview.text, preview.whole))
    }

    /// The refusal typing `text` and Enter gets in a copy of this game.
    fn typed_answer(&self, text: &str) -> Option<Refusal> {
        let mut typist = self.copy();
        typist.key(Key::Esc);
        typist.enter(text);
        typist.refusal().cloned()
    }
}

fn sorted(mut squares: Vec<Square>) -> Vec<Square> {
    squares.sort_by_key(|square| square.index());
    squares
}

#[test]
fn a_click_picks_a_piece_up_and_a_click_on_a_highlighted_square_plays_it() {
    let mut bench = Bench::timed("5+3");
    bench.click(Square::G1);
    assert_eq!(bench.app.game_page().selected_square(), Some(Square::G1));
    // The piece and where it can go, in the highlight of typed candidates.
    assert_eq!(
        bench.highlighted(),
        sorted(vec![Square::G1, Square::F3, Square::H3])
    );
    assert_eq!(bench.preview(), Some(("N".to_string(), false)));
    bench.pointer(Pointer::Hover(Some(Target::Square(Square::F3))));
    assert_eq!(bench.preview(), Some(("Nf3".to_string(), true)));
    bench.pointer(Pointer::Hover(Some(Target::Square(Square::E5))));
    assert_eq!(bench.preview(), Some(("N".to_string(), false)));
    bench.wait(2_000);
    bench.click(Square::F3);
    assert_eq!(bench.sans(), ["Nf3"]);
    assert_eq!(bench.app.notice(), None);
    assert_eq!(bench.app.game_page().selected_square(), None);
    assert_eq!(bench.app.game_page().highlighted_squares(), []);
    assert!(
        matches!(bench.events.as_slice(), [Event::Played { ply: 0, .. }]),
        "played (and so saved) like a typed move: {:?}",
        bench.events
    );
    assert_eq!(bench.app.game_page().clock().running(), Some(Color::Black));
    // Black's turn: a pawn shows its file, then the move.
    bench.click(Square::D7);
    assert_eq!(bench.preview(), Some(("d".to_string(), false)));
    bench.click(Square::D5);
    assert_eq!(bench.sans(), ["Nf3", "d5"]);
}

#[test]
fn another_piece_of_the_side_to_move_is_picked_up_instead() {
    let mut bench = Bench::new(Settings::default());
    bench.click(Square::G1);
    bench.click(Square::B1);
    assert_eq!(bench.app.game_page().selected_square(), Some(Square::B1));
    assert_eq!(
        bench.highlighted(),
        sorted(vec![Square::B1, Square::A3, Square::C3])
    );
    bench.click(Square::E2);
    assert_eq!(bench.app.game_page().selected_square(), Some(Square::E2));
    assert_eq!(bench.preview(), Some(("e".to_string(), false)));
    assert!(bench.sans().is_empty());
}

#[test]
fn the_piece_goes_back_on_a_second_click_on_it_on_esc_and_on_typing() {
    let mut bench = Bench::new(Settings::default());
    bench.click(Square::G1);
    bench.click(Square::G1);
    assert_eq!(bench.app.game_page().selected_square(), None);
    assert_eq!(bench.app.game_page().highlighted_squares(), []);
    assert_eq!(bench.preview(), None);
    // Two quick clicks: up and back again.
    bench.click(Square::B1);
    bench.click(Square::B1);
    assert_eq!(bench.app.game_page().selected_square(), None);
    bench.click(Square::G1);
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().selected_square(), None);
    // Typing puts the piece back and types, exactly as before.
    bench.click(Square::G1);
    bench.enter("e4");
    assert_eq!(bench.app.game_page().selected_square(), None);
    assert_eq!(bench.sans(), ["e4"]);
    // A click on what was typed takes its place.
    for c in "Nc".chars() {
        bench.key(Key::Char(c));
    }
    bench.click(Square::G8);
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    assert_eq!(bench.app.game_page().typing().completions(), []);
    assert_eq!(
        bench.highlighted(),
        sorted(vec![Square::G8, Square::F6, Square::H6])
    );
}

#[test]
fn a_square_the_piece_cannot_reach_gets_the_sentence_of_the_typed_move() {
    // A knight where no knight goes: the piece goes back, and nothing changes.
    let mut bench = Bench::timed("5");
    let before = (
        bench.app.game_page().game().clone(),
        bench.app.game_page().clock_state(bench.app.now()),
    );
    bench.click(Square::G1);
    bench.click(Square::E5);
    let refusal = Refusal::Move(SanError::NoPieceCanReach {
        role: Role::Knight,
        to: Square::E5,
        capture: false,
    });
    assert_eq!(bench.refusal(), Some(&refusal));
    assert_eq!(bench.typed_answer("Ne5"), Some(refusal));
    assert_eq!(bench.app.game_page().selected_square(), None);
    assert_eq!(
        (
            bench.app.game_page().game().clone(),
            bench.app.game_page().clock_state(bench.app.now())
        ),
        before
    );

    // A king into check.
    let mut bench = Bench::from_fen("4k3/8/8/8/8/8/r7/4K3 w - - 0 1", DrawRules::Club);
    bench.click(Square::E1);
    assert!(!bench.highlighted().contains(&Square::E2));
    bench.click(Square::E2);
    let refusal = bench.refusal().cloned();
    assert!(
        matches!(&refusal, Some(Refusal::Move(SanError::LeavesKingInCheck(san))) if san.to_string() == "Ke2"),
        "{refusal:?}"
    );
    assert_eq!(bench.typed_answer("Ke2"), refusal);

    // A pinned rook, named as the writer names it: by its rank, which tells it apart.
    let mut bench = Bench::from_fen("4k3/8/8/3R4/8/8/8/K2R3r w - - 0 1", DrawRules::Club);
    bench.click(Square::D1);
    bench.click(Square::D3);
    let refusal = bench.refusal().cloned();
    assert!(
        matches!(&refusal, Some(Refusal::Move(SanError::LeavesKingInCheck(san))) if san.to_string() == "R1d3"),
        "{refusal:?}"
    );
    assert_eq!(bench.typed_answer("R1d3"), refusal);

    // Castling through an attacked square, with the king taken two squares.
    let mut bench = Bench::from_fen("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", DrawRules::Club);
    bench.click(Square::E1);
    bench.click(Square::G1);
    let typed = bench.typed_answer("O-O");
    assert!(
        matches!(typed, Some(Refusal::Move(SanError::CastlingNotAllowed(_)))),
        "{typed:?}"
    );
    assert_eq!(bench.refusal(), typed.as_ref());

    // A pawn that cannot capture, and a piece of the other side, clicked first.
    let mut bench = Bench::new(Settings::default());
    bench.click(Square::E2);
    bench.click(Square::D3);
    let no_capture = SanError::NoPieceCanReach {
        role: Role::Pawn,
        to: Square::D3,
        capture: true,
    };
    assert_eq!(bench.refusal(), Some(&Refusal::Move(no_capture)));
    bench.click(Square::E7);
    assert_eq!(bench.refusal(), Some(&Refusal::NotYours(Color::White)));
    assert_eq!(bench.app.game_page().selected_square(), None);
}

#[test]
fn a_piece_is_dragged_and_dropped_or_put_back_off_the_board() {
    let mut bench = Bench::new(Settings::default());
    bench.pointer(Pointer::Press(Some(Target::Square(Square::G1))));
    bench.pointer(Pointer::Drag(Some(Target::Square(Square::G2))));
    assert_eq!(bench.preview(), Some(("N".to_string(), false)));
    bench.pointer(Pointer::Drag(Some(Target::Square(Square::F3))));
    assert_eq!(bench.preview(), Some(("Nf3".to_string(), true)));
    bench.pointer(Pointer::Release(Some(Target::Square(Square::F3))));
    assert_eq!(bench.sans(), ["Nf3"]);

    // Dropped where it cannot go: the sentence; off the board: back.
    bench.drag(Square::B8, &[Square::B7, Square::B6, Square::B5]);
    let unreachable = SanError::NoPieceCanReach {
        role: Role::Knight,
        to: Square::B5,
        capture: false,
    };
    assert_eq!(bench.refusal(), Some(&Refusal::Move(unreachable)));
    bench.pointer(Pointer::Press(Some(Target::Square(Square::B8))));
    bench.pointer(Pointer::Drag(None));
    bench.pointer(Pointer::Release(None));
    assert_eq!(bench.app.game_page().selected_square(), None);
    assert_eq!(bench.sans(), ["Nf3"]);

    // A piece picked up by a click can be dragged from there too.
    bench.click(Square::G8);
    bench.drag(Square::G8, &[Square::F6]);
    assert_eq!(bench.sans(), ["Nf3", "Nf6"]);
}

#[test]
fn a_promotion_by_click_opens_the_picker_which_takes_clicks() {
    let fen = "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1";
    let mut bench = Bench::from_fen(fen, DrawRules::Club);
    bench.click(Square::E7);
    bench.pointer(Pointer::Hover(Some(Target::Square(Square::D8))));
    assert_eq!(bench.preview(), Some(("exd8".to_string(), true)));
    bench.click(Square::D8);
    assert!(matches!(
        bench.app.game_page().mode(),
        Mode::Promotion { .. }
    ));
    assert!(bench.sans().is_empty());
    // The picker's box off its pieces does nothing; a piece promotes.
    bench.click_target(Target::Popup);
    assert!(matches!(
        bench.app.game_page().mode(),
        Mode::Promotion { .. }
    ));
    bench.click_target(Target::Promotion(Role::Knight));
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
    assert_eq!(bench.sans(), ["exd8=N"]);

    // A click off the picker closes it, as Esc does.
    let mut bench = Bench::from_fen(fen, DrawRules::Club);
    bench.click(Square::E7);
    bench.click(Square::E8);
    assert!(matches!(
        bench.app.game_page().mode(),
        Mode::Promotion { .. }
    ));
    bench.click(Square::A1);
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
    assert!(bench.sans().is_empty());
}

impl Bench {
    fn click_target(&mut self, target: Target) {
        self.events.clear();
        self.pointer(Pointer::Press(Some(target)));
        self.pointer(Pointer::Release(Some(target)));
    }
}

#[test]
fn castling_is_a_click_on_the_king_s_square_and_in_chess960_also_on_the_rook() {
    let mut bench = Bench::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", DrawRules::Club);
    bench.click(Square::E1);
    assert!(bench.highlighted().contains(&Square::G1));
    assert!(bench.highlighted().contains(&Square::C1));
    bench.pointer(Pointer::Hover(Some(Target::Square(Square::C1))));
    assert_eq!(bench.preview(), Some(("O-O-O".to_string(), true)));
    // A click on the rook picks the rook up.
    bench.click(Square::H1);
    assert_eq!(bench.app.game_page().selected_square(), Some(Square::H1));
    bench.click(Square::E1);
    bench.click(Square::G1);
    assert_eq!(bench.sans(), ["O-O"]);

    // Chess960, king on f1 and rook on g1: g1 is taken by castling, reached over the rook.
    let mut bench = Bench::from_fen("7k/8/8/8/8/8/8/5KR1 w G - 0 1", DrawRules::Club);
    bench.click(Square::F1);
    assert!(bench.highlighted().contains(&Square::G1));
    bench.click(Square::G1);
    assert_eq!(bench.sans(), ["O-O"]);
}

#[test]
fn the_board_cursor_moves_picks_up_and_puts_down() {
    let mut bench = Bench::timed("5+3");
    bench.key(Key::Up);
    assert_eq!(
        bench.app.game_page().board_cursor(),
        Some(Square::E1),
        "on the king"
    );
    bench.key(Key::Up);
    bench.key(Key::Enter);
    assert_eq!(bench.app.game_page().selected_square(), Some(Square::E2));
    assert_eq!(bench.preview(), Some(("e".to_string(), false)));
    bench.key(Key::Char('k'));
    assert_eq!(bench.preview(), Some(("e3".to_string(), true)));
    bench.key(Key::Char('k'));
    assert_eq!(bench.preview(), Some(("e4".to_string(), true)));
    bench.key(Key::Char(' '));
    assert_eq!(bench.sans(), ["e4"]);
    assert_eq!(
        bench.app.game_page().board_cursor(),
        Some(Square::E4),
        "the cursor stays on"
    );
    // Black's move, with the same keys: hjkl and the arrows go the same ways.
    for key in [Key::Char('h'), Key::Left, Key::Up, Key::Up, Key::Up] {
        bench.key(key);
    }
    assert_eq!(bench.app.game_page().board_cursor(), Some(Square::C7));
    bench.key(Key::Enter);
    bench.key(Key::Down);
    bench.key(Key::Char('j'));
    bench.key(Key::Enter);
    assert_eq!(bench.sans(), ["e4", "c5"]);
    // The cursor stops at the edge of the board.
    for _ in 0..10 {
        bench.key(Key::Right);
    }
    assert_eq!(bench.app.game_page().board_cursor(), Some(Square::H5));
    // Enter on the piece picked up puts it back; Esc does too, then leaves the board.
    for key in [Key::Down, Key::Down, Key::Down, Key::Enter, Key::Enter] {
        bench.key(key);
    }
    assert_eq!(bench.app.game_page().selected_square(), None);
    bench.key(Key::Enter);
    assert_eq!(bench.app.game_page().selected_square(), Some(Square::H2));
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().selected_square(), None);
    assert_eq!(bench.app.game_page().board_cursor(), Some(Square::H2));
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().board_cursor(), None);
    // Off the board, ←/→ step through the game as before.
    bench.key(Key::Left);
    assert_eq!(bench.app.game_page().review().shown(), Some(1));
}

#[test]
fn with_black_at_the_bottom_up_the_screen_is_down_the_ranks() {
    let mut bench = Bench::new(Settings {
        flip: Flip::Black,
        ..Settings::default()
    });
    bench.key(Key::Down);
    assert_eq!(bench.app.game_page().board_cursor(), Some(Square::E1));
    // E1 is at the top of the screen: down goes up the ranks, right towards the a-file.
    for key in [Key::Down, Key::Enter, Key::Down, Key::Down, Key::Right] {
        bench.key(key);
    }
    assert_eq!(bench.app.game_page().board_cursor(), Some(Square::D4));
    bench.key(Key::Left);
    bench.key(Key::Enter);
    assert_eq!(bench.sans(), ["e4"]);
}

#[test]
fn typing_leaves_the_board_cursor_and_types_as_always() {
    let mut bench = Bench::new(Settings::default());
    bench.key(Key::Down);
    assert!(bench.app.game_page().board_cursor().is_some());
    bench.enter("Nf3");
    assert_eq!(bench.app.game_page().board_cursor(), None);
    assert_eq!(bench.sans(), ["Nf3"]);
    // While the line holds text, ↑ and ↓ do nothing; ←/→ move in the line.
    for c in "Nc".chars() {
        bench.key(Key::Char(c));
    }
    bench.key(Key::Up);
    assert_eq!(bench.app.game_page().board_cursor(), None);
    bench.key(Key::Left);
    assert_eq!(bench.app.game_page().typing().line().cursor(), 1);
}

#[test]
fn moves_pointed_at_make_the_same_game_record_and_clocks_as_typed_ones() {
    let mut typed = Bench::timed("3+2");
    let (mut clicked, mut cursor) = (typed.copy(), typed.copy());
    let moves = [
        ("e4", Square::E2, Square::E4),
        ("e5", Square::E7, Square::E5),
        ("Nf3", Square::G1, Square::F3),
        ("Nc6", Square::B8, Square::C6),
    ];
    for (san, from, to) in moves {
        for bench in [&mut typed, &mut clicked, &mut cursor] {
            bench.wait(1_300);
        }
        typed.enter(san);
        clicked.click(from);
        clicked.click(to);
        cursor.key(Key::Up);
        walk(&mut cursor, from);
        cursor.key(Key::Enter);
        walk(&mut cursor, to);
        cursor.key(Key::Enter);
        cursor.key(Key::Esc);
    }
    for bench in [&clicked, &cursor] {
        assert_eq!(bench.app.game_page().timed(), typed.app.game_page().timed());
        assert_eq!(bench.app.game_page().sans(), typed.app.game_page().sans());
        assert_eq!(
            bench.app.game_page().clock_state(bench.app.now()),
            typed.app.game_page().clock_state(typed.app.now())
        );
    }
}

/// Moves the board cursor to `to` with the arrow keys (White at the bottom).
fn walk(bench: &mut Bench, to: Square) {
    while let Some(at) = bench.app.game_page().board_cursor().filter(|&at| at != to) {
        let key = if at.file() < to.file() {
            Key::Right
        } else if at.file() > to.file() {
            Key::Left
        } else if at.rank() < to.rank() {
            Key::Up
        } else {
            Key::Down
        };
        bench.key(key);
    }
}

#[test]
fn clicks_during_questions_answer_nothing_and_the_help_closes_on_a_click() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4");
    bench.enter("draw");
    bench.click(Square::E7);
    assert_eq!(bench.refusal(), Some(&Refusal::AnswerYOrN));
    assert_eq!(bench.app.game_page().selected_square(), None);
    bench.key(Key::Char('n'));
    bench.enter("resign");
    bench.click(Square::E7);
    assert!(matches!(bench.app.game_page().mode(), Mode::Confirm(_)));
    bench.key(Key::Esc);

    bench.key(Key::F1);
    bench.click_target(Target::Popup);
    assert_eq!(bench.app.game_page().mode(), Mode::Help);
    bench.pointer(Pointer::ScrollDown);
    assert_eq!(bench.app.game_page().popups().help_scroll(), 1);
    bench.click_target(Target::Close);
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
    bench.key(Key::F1);
    bench.pointer(Pointer::Press(None));
    assert_eq!(
        bench.app.game_page().mode(),
        Mode::Play,
        "a click off the help closes it"
    );
}

#[test]
fn a_click_on_a_move_in_the_list_shows_it_and_the_wheel_scrolls_the_list() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6");
    bench.click_target(Target::Move(2));
    assert_eq!(bench.app.game_page().review().shown(), Some(3));
    // The board shows that position: a move made there by clicks goes into a side line,
    // and the game stays as it was.
    bench.click(Square::G8);
    bench.click(Square::F6);
    assert_eq!(bench.app.game_page().sans().len(), 14);
    let place = bench
        .app
        .game_page()
        .review()
        .place()
        .expect("still in review")
        .clone();
    assert_eq!(place, crate::game::Place::game(3).enter(0));
    assert_eq!(
        bench
            .app
            .game_page()
            .shown_last_move()
            .map(|m| (m.from(), m.to())),
        Some((Square::G8, Square::F6))
    );
    bench.click_target(Target::Move(13));
    assert_eq!(
        bench.app.game_page().review().shown(),
        None,
        "the last move is the game itself"
    );

    bench.message(Message::Viewport(crate::app::Viewport {
        fits: true,
        move_lines: 3,
        help_overflow: 0,
    }));
    bench.pointer(Pointer::ScrollUp);
    bench.pointer(Pointer::ScrollUp);
    assert_eq!(bench.app.game_page().review().scroll(), 2);
    for _ in 0..10 {
        bench.pointer(Pointer::ScrollUp);
    }
    assert_eq!(
        bench.app.game_page().review().scroll(),
        4,
        "it stops at the first move"
    );
    bench.pointer(Pointer::ScrollDown);
    assert_eq!(bench.app.game_page().review().scroll(), 3);
}

#[test]
fn nothing_is_picked_up_when_no_move_can_be_made() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("f3 e5 g4 Qh4");
    for square in [Square::E1, Square::H4, Square::E4] {
        bench.key(Key::Esc);
        bench.click(square);
        let typed = bench.typed_answer("Ke2");
        assert_eq!(bench.refusal(), typed.as_ref(), "{square}");
        assert!(matches!(typed, Some(Refusal::Over(_))), "{square}");
        assert_eq!(bench.app.game_page().selected_square(), None);
    }

    // A game another program is playing: looked at, never moved in.
    let playing = Bench::new(Settings::default());
    let mut read_only = Bench::of(
        App::reviewing(
            Settings::default(),
            playing.app.game_page().timed().clone(),
            None,
            7,
            playing.now,
        ),
        playing.now,
    );
    read_only.click(Square::E2);
    assert_eq!(read_only.refusal(), Some(&Refusal::ReadOnly));
    assert_eq!(read_only.app.game_page().selected_square(), None);

    let mut paused = Bench::new(Settings::default());
    paused.enter("pause");
    paused.click(Square::E2);
    assert_eq!(paused.app.game_page().selected_square(), None);
}

/// A crazyhouse game from `fen`.
fn crazyhouse(fen: &str) -> Bench {
    let position = fen::read_in(fen, Variant::Crazyhouse).expect("valid crazyhouse FEN");
    Bench::new(Settings {
        start: Start::Position(position),
        ..Settings::default()
    })
}

/// Both kings and rooks, White holding a knight and a pawn, Black a pawn.
const POCKETS: &str = "r3k2r/8/8/8/8/8/8/R3K2R[NPp] w KQkq - 0 1";

impl Bench {
    /// Presses and releases the left button on `color`'s pocket piece of `role`.
    fn click_pocket(&mut self, color: Color, role: Role) {
        self.events.clear();
        self.pointer(Pointer::Press(Some(Target::Pocket(color, role))));
        self.pointer(Pointer::Release(Some(Target::Pocket(color, role))));
    }
}

#[test]
fn a_pocket_piece_is_picked_up_by_a_click_and_dropped_on_a_square() {
    let mut bench = crazyhouse(POCKETS);
    bench.click_pocket(Color::White, Role::Knight);
    assert_eq!(bench.app.game_page().dropping(), Some(Role::Knight));
    // The squares it can be dropped on are those of its legal drops: every empty square.
    let position = *bench.app.game_page().game().position();
    let empty: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|&square| position.piece_at(square).is_none())
        .collect();
    assert_eq!(bench.highlighted(), empty);
    assert_eq!(bench.preview(), Some(("N@".to_string(), false)));
    bench.pointer(Pointer::Hover(Some(Target::Square(Square::F3))));
    assert_eq!(bench.preview(), Some(("N@f3".to_string(), true)));
    bench.click(Square::F3);
    assert_eq!(bench.sans(), ["N@f3"]);
    assert_eq!(bench.app.game_page().dropping(), None);
    // Black's pawn goes nowhere on the first or last rank: its squares come from the legal
    // moves, and a click there gets the sentence the typed drop gets.
    bench.click_pocket(Color::Black, Role::Pawn);
    let highlighted = bench.highlighted();
    assert!(highlighted.contains(&Square::E4));
    assert!(
        highlighted
            .iter()
            .all(|square| !matches!(square.rank(), Rank::First | Rank::Eighth)),
        "{highlighted:?}"
    );
    bench.click(Square::B8);
    let typed = bench.typed_answer("P@b8");
    assert!(
        matches!(typed, Some(Refusal::Move(SanError::CannotDrop { .. }))),
        "{typed:?}"
    );
    assert_eq!(bench.refusal(), typed.as_ref());
    assert_eq!(bench.sans(), ["N@f3"]);
}

#[test]
fn a_pocket_piece_is_put_back_refused_or_swapped_for_a_piece_on_the_board() {
    let mut bench = crazyhouse(POCKETS);
    // A second click, or Esc, puts it back.
    bench.click_pocket(Color::White, Role::Pawn);
    bench.click_pocket(Color::White, Role::Pawn);
    assert_eq!(bench.app.game_page().dropping(), None);
    bench.click_pocket(Color::White, Role::Pawn);
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().dropping(), None);
    // The other side's pocket: the sentence of the other side's piece.
    bench.click_pocket(Color::Black, Role::Pawn);
    assert_eq!(bench.refusal(), Some(&Refusal::NotYours(Color::White)));
    assert_eq!(bench.app.game_page().dropping(), None);
    // A piece the pocket holds none of is offered no square, and its drop gets the
    // sentence the typed drop gets.
    bench.click_pocket(Color::White, Role::Queen);
    assert_eq!(bench.highlighted(), Vec::<Square>::new());
    bench.click(Square::E4);
    let typed = bench.typed_answer("Q@e4");
    assert!(typed.is_some());
    assert_eq!(bench.refusal(), typed.as_ref());
    assert!(bench.sans().is_empty());
    // A piece dragged from the pocket is dropped where it is let go.
    bench.pointer(Pointer::Press(Some(Target::Pocket(
        Color::White,
        Role::Knight,
    ))));
    bench.pointer(Pointer::Drag(Some(Target::Square(Square::E4))));
    bench.pointer(Pointer::Release(Some(Target::Square(Square::D4))));
    assert_eq!(bench.sans(), ["N@d4"]);
    let mut bench = crazyhouse(POCKETS);
    // A click on a piece of one's own on the board picks that one up instead.
    bench.click_pocket(Color::White, Role::Knight);
    bench.click(Square::A1);
    assert_eq!(bench.app.game_page().dropping(), None);
    assert_eq!(bench.app.game_page().selected_square(), Some(Square::A1));
    bench.click_pocket(Color::White, Role::Knight);
    assert_eq!(bench.app.game_page().selected_square(), None);
    assert_eq!(bench.app.game_page().dropping(), Some(Role::Knight));
}

#[test]
fn the_board_cursor_reaches_the_pocket_with_tab_and_drops_with_enter() {
    let mut bench = crazyhouse(POCKETS);
    bench.key(Key::Up);
    bench.key(Key::Tab);
    assert_eq!(
        bench.app.game_page().pocket_cursor(),
        Some(Role::Pawn),
        "on the first piece held"
    );
    bench.key(Key::Right);
    assert_eq!(bench.app.game_page().pocket_cursor(), Some(Role::Knight));
    bench.key(Key::Enter);
    assert_eq!(bench.app.game_page().dropping(), Some(Role::Knight));
    assert_eq!(
        bench.app.game_page().pocket_cursor(),
        None,
        "back on the board"
    );
    assert_eq!(bench.app.game_page().board_cursor(), Some(Square::E1));
    for key in [Key::Up, Key::Up, Key::Right] {
        bench.key(key);
    }
    assert_eq!(bench.preview(), Some(("N@f3".to_string(), true)));
    bench.key(Key::Enter);
    assert_eq!(bench.sans(), ["N@f3"]);
    // Black's pocket now; Esc in the pocket leaves the board, as on the board.
    bench.key(Key::Tab);
    assert_eq!(bench.app.game_page().pocket_cursor(), Some(Role::Pawn));
    bench.key(Key::Left);
    assert_eq!(bench.app.game_page().pocket_cursor(), Some(Role::Pawn));
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().board_cursor(), None);
    assert_eq!(bench.app.game_page().pocket_cursor(), None);
    // Outside crazyhouse, Tab on the board does nothing of the pocket.
    let mut standard = Bench::new(Settings::default());
    standard.key(Key::Up);
    standard.key(Key::Tab);
    assert_eq!(standard.app.game_page().pocket_cursor(), None);
}

/// In antichess a capture, while there is one, is forced: the hints come from the legal
/// moves, so a piece picked up is offered only its captures, one that cannot capture is
/// offered nothing, and typing is offered only captures.
#[test]
fn while_a_capture_is_forced_in_antichess_only_captures_are_offered() {
    let mut bench = Bench::new(Settings {
        start: Start::Position(Position::start(Variant::Antichess)),
        ..Settings::default()
    });
    bench.moves("e3 b5");
    bench.click(Square::F1);
    assert_eq!(bench.highlighted(), [Square::F1, Square::B5]);
    bench.click(Square::G1);
    assert_eq!(
        bench.highlighted(),
        [Square::G1],
        "the knight cannot capture"
    );
    bench.key(Key::Esc);
    bench.typed("B");
    let completions: Vec<String> = bench
        .app
        .game_page()
        .typing()
        .completions()
        .iter()
        .map(|c| c.san.to_string())
        .collect();
    assert_eq!(completions, ["Bxb5"]);
}
