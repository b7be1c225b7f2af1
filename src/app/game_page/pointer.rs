//! Pointing at the board, with the mouse or with the board cursor: a piece of the side to
//! move is picked up, the squares it can go to are highlighted as typed candidates are, and
//! the input line shows what the move would be typed as. Nothing about moves is decided
//! here: a move pointed at is entered as that text through [`GamePage::enter_move`], the path of
//! typed moves, so it meets the same legality, sentences, record, clocks and saving.
//!
//! In crazyhouse a piece of the side to move's pocket is picked up the same way, with a click
//! on it, and dropped with a click on a square (or dragged there): the squares it can be
//! dropped on are highlighted, and the drop is entered as typed (`N@f3`).
//!
//! The board cursor is switched on with ↑ or ↓ on an empty input line. While it is on, the
//! arrows and `hjkl` move it, Enter or Space does what a click does on its square, Esc puts
//! a piece back and then switches the cursor off, and typing anything else switches it off
//! and types as usual. Tab takes it to the side to move's pocket and back, where ←/→ go from
//! piece to piece and Enter picks one up and goes back to the board.

use super::{GamePage, Mode};
use crate::app::board_cursor;
use crate::app::event::Refusal;
use crate::app::key::Key;
use crate::app::message::{Pointer, Target};
use crate::app::page::Context;
use crate::game::Place;
use crate::i18n::{self, Lang};
use crate::notation::san::San;
use crate::rules::{Color, Move, Pockets, Role, Square};

/// A piece picked up, where the mouse and the board cursor are, and a press of the button
/// that may yet become a click or a drag.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Pointing {
    /// The square of the piece picked up.
    selected: Option<Square>,
    /// The piece picked up from the pocket of the side to move, to be dropped (never while
    /// one on the board is picked up).
    dropping: Option<Role>,
    /// The square under the mouse.
    hover: Option<Square>,
    /// The board cursor, while it is on.
    cursor: Option<Square>,
    /// The piece of the side to move's pocket the board cursor is on, while it is there;
    /// `cursor` keeps the square it goes back to.
    pocket_cursor: Option<Role>,
    /// Where the left button went down on a piece it picked up (or found picked up), while
    /// it is down: released there, a click; elsewhere, a drop.
    press: Option<Press>,
    /// The piece of the pocket the left button went down on and picked up, while it is
    /// down: released on a square, it is dropped there.
    pocket_press: Option<Role>,
}

/// The left button down on the piece picked up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Press {
    square: Square,
    /// Whether the piece was picked up before this press: a click on it then puts it back.
    again: bool,
}

/// What the input line shows while a piece is picked up: the move as it would be typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointerPreview {
    /// In the screen's notation: the piece (`N`, or a pawn's file) or, while the mouse or
    /// the board cursor is on a square it can go to, the whole move (`Nf3`).
    pub text: String,
    /// Whether it is the whole move, played by a click (or Enter) on that square.
    pub whole: bool,
}

impl GamePage {
    /// The square of the piece picked up with the mouse or the board cursor.
    pub fn selected_square(&self) -> Option<Square> {
        self.pointing.selected
    }

    /// The piece of the side to move's pocket picked up to be dropped.
    pub fn dropping(&self) -> Option<Role> {
        self.pointing.dropping
    }

    /// Whether a piece is picked up, from the board or from a pocket.
    pub fn holds_a_piece(&self) -> bool {
        self.pointing.selected.is_some() || self.pointing.dropping.is_some()
    }

    /// The board cursor, while it is on (on the board, or in the pocket).
    pub fn board_cursor(&self) -> Option<Square> {
        self.pointing.cursor
    }

    /// The piece of the side to move's pocket the board cursor is on, while it is there.
    pub fn pocket_cursor(&self) -> Option<Role> {
        self.pointing.pocket_cursor
    }

    /// What the move pointed at would be typed as, while a piece is picked up, in the
    /// notation of the screen in `lang`.
    pub fn pointer_preview(&self, lang: Lang) -> Option<PointerPreview> {
        let over = self.pointing.cursor.or(self.pointing.hover);
        if let Some(role) = self.pointing.dropping {
            let drop = over.and_then(|to| self.pointed_drop(role, to));
            return Some(match drop {
                Some(m) => PointerPreview {
                    text: i18n::screen_san(lang, San::from_move(&self.entry_position(), m)),
                    whole: true,
                },
                None => PointerPreview {
                    text: format!("{}@", i18n::letters(lang).name_letter(role)),
                    whole: false,
                },
            });
        }
        let from = self.pointing.selected?;
        if let Some(to) = over.filter(|&to| self.pointed_move(from, to).is_some()) {
            return Some(PointerPreview {
                text: i18n::screen_san(lang, self.pointed_san(from, to)),
                whole: true,
            });
        }
        let text = match self.entry_position().role_at(from) {
            Some(Role::Pawn) | None => from.file().char().to_string(),
            Some(role) => i18n::piece_letter(lang, role).to_string(),
        };
        Some(PointerPreview { text, whole: false })
    }

    /// The piece picked up and the squares it can go to, for the board's highlights.
    pub(super) fn selection_squares(&self) -> Vec<Square> {
        if let Some(role) = self.pointing.dropping {
            return self.drops_of(role).into_iter().map(Move::to).collect();
        }
        let Some(from) = self.pointing.selected else {
            return Vec::new();
        };
        let targets = self.pointed_moves(from).into_iter().map(|(to, _)| to);
        std::iter::once(from).chain(targets).collect()
    }

    /// Puts a piece picked up back, and forgets a press on it.
    pub(super) fn put_back(&mut self) {
        self.pointing.selected = None;
        self.pointing.dropping = None;
        self.pointing.press = None;
        self.pointing.pocket_press = None;
    }

    /// Text comes in from the keyboard: a piece picked up is put back and the board cursor
    /// switched off.
    pub(super) fn stop_pointing(&mut self) {
        self.put_back();
        self.pointing.cursor = None;
        self.pointing.pocket_cursor = None;
    }

    /// What the mouse did.
    pub(in crate::app) fn on_pointer(&mut self, pointer: Pointer, cx: &mut Context) {
        let square = |target: Option<Target>| match target {
            Some(Target::Square(square)) => Some(square),
            _ => None,
        };
        match pointer {
            Pointer::Hover(target) | Pointer::Drag(target) => self.pointing.hover = square(target),
            Pointer::Press(target) => self.on_press(target, cx),
            Pointer::Release(target) => self.on_release(square(target), cx),
            // As on lichess's board, the right button puts back a piece picked up.
            Pointer::RightClick(_) => self.put_back(),
            Pointer::ScrollUp | Pointer::ScrollDown => {
                let back = pointer == Pointer::ScrollUp;
                if self.mode == Mode::Help {
                    self.scroll_help(if back { -1 } else { 1 }, cx);
                } else if back {
                    self.review.scroll =
                        (self.review.scroll + 1).min(self.max_move_scroll(cx.viewport));
                } else {
                    self.review.scroll = self.review.scroll.saturating_sub(1);
                }
            }
        }
    }

    /// The left button went down: what a click does where it is, as the keys of the moment
    /// would (questions take only their answers, the help closes, the picker picks).
    fn on_press(&mut self, target: Option<Target>, cx: &mut Context) {
        self.pointing.press = None;
        self.pointing.pocket_press = None;
        if self.draw_offer().is_some() {
            return self.ask_for_an_answer(cx);
        }
        match self.mode {
            Mode::Help => {
                if target != Some(Target::Popup) {
                    self.mode = Mode::Play;
                }
            }
            Mode::Confirm(_) => self.ask_for_an_answer(cx),
            Mode::Promotion { from, to, .. } => match target {
                Some(Target::Promotion(role)) => {
                    self.mode = Mode::Play;
                    self.promote(from, to, role, cx);
                }
                Some(Target::Popup) => {}
                _ => self.mode = Mode::Play,
            },
            Mode::Play if self.is_paused() => {}
            Mode::Play => match target {
                Some(Target::Square(square)) => {
                    if self.pointing.cursor.is_some() {
                        self.pointing.cursor = Some(square);
                    }
                    if self.pointing.selected == Some(square) {
                        self.pointing.press = Some(Press {
                            square,
                            again: true,
                        });
                    } else if self.point_at(square, cx) {
                        self.pointing.press = Some(Press {
                            square,
                            again: false,
                        });
                    }
                }
                Some(Target::Pocket(color, role)) => {
                    self.point_at_pocket(color, role, cx);
                    self.pointing.pocket_press = self.pointing.dropping.filter(|&r| r == role);
                }
                Some(Target::Move(index)) => {
                    self.show(Some(Place::game(index.saturating_add(1))), cx);
                }
                _ => {}
            },
        }
    }

    /// The left button came up over `square` (`None`: off the board). Where it went down
    /// on the piece picked up, it is a click, which puts the piece back when it was picked
    /// up before; elsewhere the piece was dragged there, and is moved there (or off the
    /// board, put back). A piece pressed on in the pocket and released on a square is
    /// dropped there; released off the board, it stays picked up, as after a click.
    fn on_release(&mut self, square: Option<Square>, cx: &mut Context) {
        if let Some(role) = self.pointing.pocket_press.take() {
            if let Some(square) = square.filter(|_| self.pointing.dropping == Some(role)) {
                self.drop_on(role, square, cx);
            }
            return;
        }
        let Some(press) = self.pointing.press.take() else {
            return;
        };
        if self.pointing.selected != Some(press.square) || self.mode != Mode::Play {
            return;
        }
        match square {
            Some(square) if square == press.square => {
                if press.again {
                    self.put_back();
                }
            }
            Some(square) => self.move_to(press.square, square, cx),
            None => self.put_back(),
        }
    }

    /// A click on `square` other than on the piece picked up, or Enter on it with the board
    /// cursor: moves the piece picked up there, picks up a piece of the side to move, or
    /// moves the piece picked up where it cannot go, which is refused with the sentence a
    /// typed move gets. Once the game is over, or in a read-only look, the sentence a typed
    /// move gets. `true` when a piece was picked up.
    fn point_at(&mut self, square: Square, cx: &mut Context) -> bool {
        if self.review.place.is_none() && self.refuses_moves(cx) {
            return false;
        }
        let position = self.entry_position();
        let turn = position.turn();
        let piece = position.piece_at(square);
        let ours = piece.is_some_and(|piece| piece.color == turn);
        if let Some(role) = self.pointing.dropping.filter(|_| !ours) {
            self.drop_on(role, square, cx);
            return false;
        }
        match self.pointing.selected {
            Some(from) if self.pointed_move(from, square).is_some() => {
                self.move_to(from, square, cx)
            }
            _ if ours => return self.pick_up(square, cx),
            Some(from) => self.move_to(from, square, cx),
            None if piece.is_some() => cx.refuse(Refusal::NotYours(turn)),
            None => {}
        }
        false
    }

    /// Picks up the piece on `square`. What was typed goes: the input line shows the move
    /// pointed at instead.
    fn pick_up(&mut self, square: Square, cx: &mut Context) -> bool {
        self.typing.line.clear();
        self.refresh_completions();
        cx.notice = None;
        self.pointing.dropping = None;
        self.pointing.selected = Some(square);
        true
    }

    /// A click on a piece of `color`'s pocket, or Enter on it with the board cursor: picks
    /// it up to be dropped, or puts it back when it is picked up already. A piece of the
    /// other side's pocket gets the sentence a piece of the other side on the board gets;
    /// one the pocket holds none of is picked up all the same, and its drop gets the
    /// sentence the typed drop would get. Refused as [`GamePage::point_at`] refuses.
    fn point_at_pocket(&mut self, color: Color, role: Role, cx: &mut Context) {
        if self.review.place.is_none() && self.refuses_moves(cx) {
            return;
        }
        let turn = self.entry_position().turn();
        if color != turn {
            return cx.refuse(Refusal::NotYours(turn));
        }
        if self.pointing.dropping == Some(role) {
            return self.put_back();
        }
        self.typing.line.clear();
        self.refresh_completions();
        cx.notice = None;
        self.put_back();
        self.pointing.dropping = Some(role);
    }

    /// Enters the drop of a piece of `role` on `to` as the text it would be typed as.
    fn drop_on(&mut self, role: Role, to: Square, cx: &mut Context) {
        let position = self.entry_position();
        let san = match self.pointed_drop(role, to) {
            Some(m) => San::from_move(&position, m),
            None => San::drop(role, to),
        };
        self.put_back();
        self.enter_move(&san.to_string(), cx);
    }

    /// The legal drops of a piece of `role` in the position moves are entered in: none
    /// outside crazyhouse, or with none of them in the pocket. They come from the legal
    /// moves, so a pawn is never offered the first or last rank.
    fn drops_of(&self, role: Role) -> Vec<Move> {
        self.entry_position()
            .legal_moves()
            .into_iter()
            .filter(|m| m.is_drop() && m.role() == role)
            .collect()
    }

    /// The legal drop of a piece of `role` on `to`, if there is one.
    fn pointed_drop(&self, role: Role, to: Square) -> Option<Move> {
        self.drops_of(role).into_iter().find(|m| m.to() == to)
    }

    /// Enters the move of the piece on `from` to `to` as the text it would be typed as.
    fn move_to(&mut self, from: Square, to: Square, cx: &mut Context) {
        let text = self.pointed_san(from, to).to_string();
        self.put_back();
        self.enter_move(&text, cx);
    }

    /// The legal moves of the piece on `from`, each with the square a click puts it on: its
    /// destination; for castling, the king's destination, and in Chess960 also the rook's
    /// square (as `e1h1` is typed there). One move a square: a promotion is one until the
    /// picker asks for the piece, and a plain king move wins a square over castling.
    fn pointed_moves(&self, from: Square) -> Vec<(Square, Move)> {
        let position = self.entry_position();
        let chess960 = self.game().is_chess960();
        let moves: Vec<Move> = position
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from)
            .collect();
        let plain = moves
            .iter()
            .filter(|m| !m.is_castle())
            .map(|&m| (m.to(), m));
        let castling = moves.iter().filter(|m| m.is_castle()).flat_map(|&m| {
            let king = Some(m.king_destination()).filter(|&to| to != from);
            let rook = Some(m.to()).filter(|_| chess960);
            [king, rook].into_iter().flatten().map(move |to| (to, m))
        });
        let mut pointed: Vec<(Square, Move)> = Vec::new();
        for (to, m) in plain.chain(castling) {
            if pointed.iter().all(|&(taken, _)| taken != to) {
                pointed.push((to, m));
            }
        }
        pointed
    }

    /// The legal move a click on `to` makes of the piece on `from`, if any.
    fn pointed_move(&self, from: Square, to: Square) -> Option<Move> {
        self.pointed_moves(from)
            .into_iter()
            .find_map(|(square, m)| (square == to).then_some(m))
    }

    /// The move of the piece on `from` to `to` as a player would type it: its SAN when it
    /// is legal (without the piece of a promotion, which the picker asks for); castling for
    /// a king going two squares along its back rank from the e-file; else the piece letter
    /// and both squares (`Nb1f3`, `e2e5`), which the notation refuses with its sentence.
    fn pointed_san(&self, from: Square, to: Square) -> San {
        let position = self.entry_position();
        if let Some(m) = self.pointed_move(from, to) {
            return San::from_move(&position, m).without_promotion();
        }
        let role = position.role_at(from).unwrap_or(Role::Pawn);
        match position.castling_by_king_step(to) {
            Some(wing) if role == Role::King => San::castle(wing),
            _ => San::long(role, from, to),
        }
    }

    /// Esc with the board cursor on: puts a piece picked up back, else switches the cursor
    /// off.
    fn escape_board_cursor(&mut self, cx: &mut Context) {
        if self.holds_a_piece() {
            self.put_back();
        } else {
            self.pointing.cursor = None;
            self.pointing.pocket_cursor = None;
        }
        cx.notice = None;
    }

    /// The keys of the board cursor while it is on the piece of `role` of the side to move's
    /// pocket: ←/→ (or `h`/`l`) go from piece to piece, Enter or Space picks the piece up
    /// (or puts it back) and goes back to the board, as Tab, ↑ and ↓ do, and Esc does what
    /// it does on the board. `true` when the key was taken here.
    fn on_pocket_key(&mut self, role: Role, key: Key, typing: bool, cx: &mut Context) -> bool {
        let roles = Pockets::ROLES;
        let index = roles.iter().position(|&r| r == role).unwrap_or(0);
        match key {
            Key::Left | Key::Char('h') => {
                self.pointing.pocket_cursor = Some(roles[index.saturating_sub(1)]);
            }
            Key::Right | Key::Char('l') => {
                self.pointing.pocket_cursor = Some(roles[(index + 1).min(roles.len() - 1)]);
            }
            Key::Enter | Key::Char(' ') => {
                let turn = self.entry_position().turn();
                self.point_at_pocket(turn, role, cx);
                self.pointing.pocket_cursor = None;
            }
            Key::Tab | Key::Up | Key::Down | Key::Char('j' | 'k') => {
                self.pointing.pocket_cursor = None;
            }
            Key::Esc => self.escape_board_cursor(cx),
            _ => {
                if typing {
                    self.stop_pointing();
                }
                return false;
            }
        }
        true
    }

    /// Switches the board cursor on: on the piece picked up, else on the king of the side
    /// to move.
    pub(super) fn start_board_cursor(&mut self) {
        let position = self.entry_position();
        let king = position.king(position.turn());
        self.pointing.cursor = Some(self.pointing.selected.unwrap_or(king));
    }

    /// The keys of the board cursor, and typing, which puts a piece picked up back (and
    /// switches the cursor off). `true` when the key was taken here.
    pub(super) fn on_board_key(&mut self, key: Key, cx: &mut Context) -> bool {
        let typing = matches!(
            key,
            Key::Char(_) | Key::Backspace | Key::Delete | Key::CtrlU
        );
        let Some(cursor) = self.pointing.cursor else {
            if typing {
                self.put_back();
            }
            return false;
        };
        if let Some(role) = self.pointing.pocket_cursor {
            return self.on_pocket_key(role, key, typing, cx);
        }
        let arrow = match key {
            Key::Up | Key::Char('k') => Key::Up,
            Key::Down | Key::Char('j') => Key::Down,
            Key::Left | Key::Char('h') => Key::Left,
            Key::Right | Key::Char('l') => Key::Right,
            Key::Enter | Key::Char(' ') => {
                if self.pointing.selected == Some(cursor) {
                    self.put_back();
                } else {
                    self.point_at(cursor, cx);
                }
                return true;
            }
            Key::Esc => {
                self.escape_board_cursor(cx);
                return true;
            }
            Key::Tab if self.entry_position().pockets().is_some() => {
                let turn = self.entry_position().turn();
                let held = self
                    .entry_position()
                    .pockets()
                    .and_then(|p| p.roles(turn).next());
                self.pointing.pocket_cursor = Some(held.unwrap_or(Role::Pawn));
                return true;
            }
            _ => {
                if typing {
                    self.stop_pointing();
                }
                return false;
            }
        };
        let bottom = self.bottom_side(cx.settings.flip);
        self.pointing.cursor = board_cursor::step(cursor, arrow, bottom);
        true
    }
}
