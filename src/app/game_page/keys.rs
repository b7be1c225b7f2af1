//! What each key does in each mode: typing and editing the input line, Tab, review and
//! scrolling, the help, the promotion picker, and yes-or-no questions. The keys of the board
//! cursor are in `pointer.rs`.

use super::{GamePage, Mode, Question};
use crate::app::answer::{Answer, key_answer};
use crate::app::command::{COMMANDS, begins_draw_word, is_draw_word};
use crate::app::event::{Event, Notice, Refusal, Towards};
use crate::app::input::Finishing;
use crate::app::key::Key;
use crate::app::message::Step;
use crate::app::page::{Context, Go};
use crate::notation::Letters;
use crate::notation::san::{self, San, Settled};
use crate::rules::{Move, Role};

/// Rows a page key scrolls the move list or the help.
const PAGE: usize = 5;

/// The piece a letter picks in the promotion picker: Q R B N, or another language's letter
/// (the Russian Ф Л С К), in either case.
fn promotion_piece(c: char) -> Option<Role> {
    let upper: String = c.to_uppercase().collect();
    Role::PROMOTIONS
        .into_iter()
        .find(|&role| Letters::every().any(|letters| letters.piece(role) == upper))
}

/// How far the word for a draw typed after a move has got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DrawWord {
    /// Begun: more letters may make it whole.
    Begun,
    /// Whole: Enter offers the draw.
    Whole,
}

/// Whether `rest`, typed on after the move `m`, offers a draw with it: its marks, a space and
/// the word for a draw, whole or begun.
fn draw_after(m: Move, rest: &str) -> Option<DrawWord> {
    let (marks, word) = rest.split_once(' ')?;
    let word = word.trim_end().to_lowercase();
    if !san::follows_move(m, marks) {
        return None;
    }
    if is_draw_word(&word) {
        Some(DrawWord::Whole)
    } else {
        begins_draw_word(&word).then_some(DrawWord::Begun)
    }
}

impl GamePage {
    /// A key while the game is in front; what the app is to do besides.
    pub(in crate::app) fn on_key(&mut self, key: Key, cx: &mut Context) -> Go {
        if self.draw_offer().is_some() {
            match key_answer(key, Answer::No, cx.lang()) {
                Some(answer) => self.answer_draw_offer(answer.into(), cx),
                None => self.ask_for_an_answer(cx),
            }
            return Go::Stay;
        }
        match self.mode {
            Mode::Help => self.on_help_key(key, cx),
            Mode::Confirm(question) => match key_answer(key, Answer::No, cx.lang()) {
                Some(answer) => return self.answer(question, answer, cx),
                None => self.ask_for_an_answer(cx),
            },
            Mode::Promotion { from, to, choice } => {
                self.on_promotion_key(from, to, choice, key, cx)
            }
            Mode::Play if self.is_paused() => match key {
                Key::Enter => self.unpause(cx),
                Key::F2 => return Go::NewGame,
                Key::F3 => cx.events.push(Event::ListGames),
                _ => {}
            },
            Mode::Play => return self.on_play_key(key, cx),
        }
        Go::Stay
    }

    /// A key that does not answer the question waiting: the question stays, and says so.
    pub(super) fn ask_for_an_answer(&mut self, cx: &mut Context) {
        cx.refuse(Refusal::AnswerYOrN);
    }

    fn on_help_key(&mut self, key: Key, cx: &mut Context) {
        match key {
            Key::Esc | Key::Enter | Key::F1 | Key::Char('?' | 'q') => self.mode = Mode::Play,
            Key::Up => self.scroll_help(-1, cx),
            Key::Down => self.scroll_help(1, cx),
            Key::PageUp => self.scroll_help(-(PAGE as isize), cx),
            Key::PageDown | Key::Char(' ') => self.scroll_help(PAGE as isize, cx),
            Key::Home => self.popups.help_scroll = 0,
            Key::End => self.popups.help_scroll = cx.viewport.help_overflow,
            _ => {}
        }
    }

    pub(super) fn scroll_help(&mut self, rows: isize, cx: &mut Context) {
        self.popups.help_scroll = self
            .popups
            .help_scroll
            .saturating_add_signed(rows)
            .min(cx.viewport.help_overflow);
    }

    pub(super) fn open_help(&mut self) {
        self.mode = Mode::Help;
        self.popups.help_scroll = 0;
    }

    fn on_play_key(&mut self, key: Key, cx: &mut Context) -> Go {
        if self.finishes_instant_move(key, cx) || self.on_board_key(key, cx) {
            return Go::Stay;
        }
        let empty = self.typing.line.is_empty();
        match key {
            Key::Char('?') if empty => self.open_help(),
            Key::F1 => self.open_help(),
            Key::F2 => return Go::NewGame,
            Key::F3 => cx.events.push(Event::ListGames),
            Key::F4 => self.analyse(cx),
            Key::ShiftLeft => self.step_to_mistake(Towards::Previous, None, cx),
            Key::ShiftRight => self.step_to_mistake(Towards::Next, None, cx),
            Key::Char(c) => {
                if !self.typing.line.insert(c) {
                    cx.refuse(Refusal::LineFull);
                }
                self.refresh_completions();
                if cx.settings.instant {
                    return self.play_settled(cx);
                }
            }
            Key::Backspace => {
                self.typing.line.backspace();
                self.refresh_completions();
            }
            Key::Delete => {
                self.typing.line.delete();
                self.refresh_completions();
            }
            Key::CtrlU => {
                self.typing.line.clear();
                self.refresh_completions();
            }
            Key::Left if empty => self.step(Step::Back, cx),
            Key::Right if empty => self.step(Step::On, cx),
            Key::Home if empty => self.step(Step::Start, cx),
            Key::End if empty => self.step(Step::End, cx),
            Key::Left => self.typing.line.left(),
            Key::Right => self.typing.line.right(),
            Key::Home => self.typing.line.home(),
            Key::End => self.typing.line.end(),
            Key::PageUp => {
                self.review.scroll =
                    (self.review.scroll + PAGE).min(self.max_move_scroll(cx.viewport));
            }
            Key::PageDown => self.review.scroll = self.review.scroll.saturating_sub(PAGE),
            Key::Tab => self.complete(),
            Key::Esc => self.escape(cx),
            Key::Enter => {
                let go = self.submit(cx);
                if matches!(cx.notice, Some(Notice::Refused(_))) {
                    self.typing.line.mark_refused();
                }
                return go;
            }
            Key::Up | Key::Down if empty => self.start_board_cursor(),
            Key::Up | Key::Down | Key::CtrlC | Key::BackTab => {}
        }
        Go::Stay
    }

    /// Esc while moves are typed closes the innermost thing open, one at a time: a piece
    /// picked up goes back, else the text typed goes, else the engine's review under way
    /// stops (keeping what is done), else the charts close, else the live game is shown
    /// again (review ends). What was said goes too.
    fn escape(&mut self, cx: &mut Context) {
        cx.notice = None;
        if self.holds_a_piece() {
            self.put_back();
        } else if !self.typing.line.is_empty() {
            self.typing.line.clear();
            self.refresh_completions();
        } else if self.stop_analysis(cx) {
        } else if self.review.charts {
            self.review.charts = false;
        } else {
            self.show(None, cx);
        }
    }

    /// Instant mode: plays the move the text typed so far names in the position moves are
    /// entered in (the one viewed, in review), as soon as no longer text could name another
    /// ([`san::settled`]); a pawn's move to the last rank opens the picker. A command (a word,
    /// or text with a space) still waits for Enter.
    fn play_settled(&mut self, cx: &mut Context) -> Go {
        let text = self.typing.line.text();
        if text.starts_with('/') || text.contains(char::is_whitespace) {
            return Go::Stay;
        }
        match san::settled(&self.entry_position(), text) {
            Some(Settled::Play(_)) => {
                let ply = self.game().plies().len();
                let go = self.submit(cx);
                self.start_finishing(ply);
                return go;
            }
            Some(Settled::Promote { from, to }) => {
                self.typing.line.clear();
                self.refresh_completions();
                self.open_promotion(from, to, false, cx);
            }
            None => {}
        }
        Go::Stay
    }

    /// The move instant mode played as half-move `ply`, if it was played in the game, is
    /// its player's to finish with the keys that follow it ([`GamePage::finishes_instant_move`]).
    fn start_finishing(&mut self, ply: usize) {
        if self.review.place.is_none() && self.game().plies().len() == ply + 1 {
            self.typing.finishing = Some(Finishing {
                ply,
                rest: String::new(),
            });
        }
    }

    /// The move instant mode has just played and what its player has typed on after it to
    /// finish it (its marks, ` draw`), while they do: shown beside the empty input line.
    pub fn instant_finish(&self) -> Option<(San, &str)> {
        let finishing = self
            .typing
            .finishing
            .as_ref()
            .filter(|finishing| !finishing.rest.is_empty())?;
        Some((*self.sans.get(finishing.ply)?, finishing.rest.as_str()))
    }

    /// Whether `key` finishes the move instant mode has just played rather than beginning the
    /// next player's: its marks (`+`, `#`, `!?`), an en passant remark, or the draw offered
    /// with it (` draw`, which Enter then offers, as `e4 draw` does). Any other key leaves
    /// that move be, and is the next player's; so is a `?` straight after it, the help's key.
    fn finishes_instant_move(&mut self, key: Key, cx: &mut Context) -> bool {
        let Some(mut finishing) = self.typing.finishing.take() else {
            return false;
        };
        let plies = self.game().plies();
        let Some(m) = plies
            .get(finishing.ply)
            .filter(|_| plies.len() == finishing.ply + 1 && self.typing.line.is_empty())
            .map(|played| played.m)
        else {
            return false;
        };
        match key {
            Key::Char('?') if finishing.rest.is_empty() => false,
            Key::Char(c) => {
                finishing.rest.push(c);
                let takes = san::follows_move(m, &finishing.rest)
                    || draw_after(m, &finishing.rest).is_some();
                if takes {
                    self.typing.finishing = Some(finishing);
                }
                takes
            }
            Key::Enter if draw_after(m, &finishing.rest) == Some(DrawWord::Whole) => {
                self.offer_draw_with_last_move(cx);
                true
            }
            _ => false,
        }
    }

    /// A fresh start for the next line ([`crate::app::Message::Clear`]): the help or the promotion
    /// picker closes (the pawn stays), then the line and what was said of it go, and a piece
    /// picked up is put back; the position viewed stays.
    pub(in crate::app) fn clear(&mut self, cx: &mut Context) {
        if matches!(self.mode, Mode::Help | Mode::Promotion { .. }) {
            self.mode = Mode::Play;
        }
        if self.mode == Mode::Play {
            self.typing.line.clear();
            self.refresh_completions();
            self.put_back();
            cx.notice = None;
        }
    }

    /// The piece chosen for the pawn waiting in the picker, named rather than picked.
    pub(in crate::app) fn on_promote(&mut self, role: Role, cx: &mut Context) {
        if let Mode::Promotion { from, to, .. } = self.mode {
            self.mode = Mode::Play;
            self.promote(from, to, role, cx);
        }
    }

    /// Tab: completes a single candidate move or command, or as far as all candidates agree;
    /// takes a suggested move (Russian layout, look-alike letters).
    pub(super) fn complete(&mut self) {
        let candidates: Vec<String> = if let Some(suggestion) = &self.typing.suggestion {
            vec![suggestion.san.to_string()]
        } else if self.typing.completions.is_empty() {
            self.command_completions()
        } else {
            self.typing
                .completions
                .iter()
                .map(|c| c.san.to_string())
                .collect()
        };
        let Some(first) = candidates.first() else {
            return;
        };
        let common = candidates.iter().fold(first.clone(), |common, candidate| {
            common
                .chars()
                .zip(candidate.chars())
                .take_while(|(a, b)| a == b)
                .map(|(a, _)| a)
                .collect()
        });
        let common = common.trim_end_matches(['+', '#']);
        if self.typing.suggestion.is_some()
            || common.chars().count() >= self.typing.line.text().chars().count()
        {
            self.typing.line.set(common);
            self.refresh_completions();
        }
    }

    /// The commands (with a `/` if one was typed) that the text typed begins; a command that
    /// takes an argument is completed with a space after it.
    fn command_completions(&self) -> Vec<String> {
        let typed = self.typing.line.text().trim_start();
        let (slash, word) = match typed.strip_prefix('/') {
            Some(word) => ("/", word),
            None => ("", typed),
        };
        if word.is_empty() || word.contains(char::is_whitespace) {
            return Vec::new();
        }
        let word = word.to_lowercase();
        COMMANDS
            .iter()
            .flat_map(|command| {
                let space = if command.takes_argument() { " " } else { "" };
                command
                    .words()
                    .filter(|name| name.starts_with(&word))
                    .map(move |name| format!("{slash}{name}{space}"))
            })
            .collect()
    }

    fn on_promotion_key(
        &mut self,
        from: crate::rules::Square,
        to: crate::rules::Square,
        choice: Role,
        key: Key,
        cx: &mut Context,
    ) {
        let count = Role::PROMOTIONS.len();
        let index = Role::PROMOTIONS.iter().position(|&role| role == choice);
        let step = |by: usize| Role::PROMOTIONS[(index.unwrap_or(0) + by) % count];
        let chosen = match key {
            Key::Left | Key::Up => {
                self.mode = Mode::Promotion {
                    from,
                    to,
                    choice: step(count - 1),
                };
                return;
            }
            Key::Right | Key::Down | Key::Tab => {
                self.mode = Mode::Promotion {
                    from,
                    to,
                    choice: step(1),
                };
                return;
            }
            Key::Esc => {
                self.mode = Mode::Play;
                return;
            }
            Key::Enter => choice,
            Key::Char(c) => match promotion_piece(c) {
                Some(role) => role,
                None => return,
            },
            _ => return,
        };
        self.mode = Mode::Play;
        let ply = self.game().plies().len();
        self.promote(from, to, chosen, cx);
        if cx.settings.instant && matches!(key, Key::Char(_)) {
            // Typed on at once (`a8=Q`): what follows is the promotion's, as for any move.
            self.start_finishing(ply);
        }
    }

    /// Whether a question is waiting for the answer of the players.
    pub(in crate::app) fn is_asking(&self, question: Question) -> bool {
        self.mode == Mode::Confirm(question)
    }
}
