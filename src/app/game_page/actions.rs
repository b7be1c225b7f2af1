//! What the players' words and answers do to the game: moves typed or pasted, the commands,
//! the answers to questions, and the bookkeeping after every change.

use std::path::PathBuf;

use super::{GamePage, Mode, Question};
use crate::app::answer::Answer;
use crate::app::command::Command;
use crate::app::event::{Event, Info, Notice, Refusal, SaveRequest, Towards};
use crate::app::examples::example_moves;
use crate::app::input::MAX_CHARS;
use crate::app::message::Step;
use crate::app::page::{Context, Go};
use crate::game::{Claim, DrawAnswer, Flip, GameError};
use crate::notation::MoveNumber;
use crate::notation::pgn::{Flow, Reader, Visitor};
use crate::notation::san::{self, SanError};
use crate::opening::Openings;
use crate::rules::{Color, Move, Role, Square, fen};

impl GamePage {
    /// Why the text typed for a move cannot be played: `error`, or, for no move at all, what
    /// to type, with moves of the position as examples.
    fn move_refusal(&self, error: SanError) -> Refusal {
        match error {
            SanError::Empty => Refusal::TypeAMove(example_moves(self.game().position())),
            error => Refusal::Move(error),
        }
    }

    /// Enter: the command or the move typed; what the app is to do besides.
    pub(super) fn submit(&mut self, cx: &mut Context) -> Go {
        let text = self.typing.line.text().trim().to_string();
        if text.is_empty() {
            // Enter alone goes back to the live game; there, it says what to type.
            if self.review.place.is_none() && self.outcome.is_none() && !self.read_only {
                cx.refuse(self.move_refusal(SanError::Empty));
            }
            self.show(None, cx);
            return Go::Stay;
        }
        if let Some(command) = Command::parse(&text) {
            self.typing.line.clear();
            self.refresh_completions();
            return self.run(command, cx);
        }
        self.enter_move(&text, cx);
        Go::Stay
    }

    /// The move the text on the input line may have meant, played (Tab, then Enter); what
    /// the app is to do besides.
    pub(in crate::app) fn take_suggestion(&mut self, cx: &mut Context) -> Go {
        if self.mode == Mode::Play && self.typing.suggestion.is_some() {
            self.complete();
            return self.submit(cx);
        }
        Go::Stay
    }

    /// A move as typed, or as pointed at with the mouse or the board cursor (as the text it
    /// would be typed as): played when it is legal, the promotion picker when it lacks its
    /// piece, else refused with the error that says why. The one way moves are entered;
    /// like every move the players give, it is read as typed ([`san::parse_typed`]). While an
    /// earlier position is viewed, the move is entered there, in the side lines.
    pub(super) fn enter_move(&mut self, text: &str, cx: &mut Context) {
        self.enter_text(text, false, cx);
    }

    /// A move entered as [`GamePage::enter_move`] enters one, offering a draw with it when
    /// `offers_draw` (FIDE 9.1.2.1): after the piece is chosen, for a promotion.
    pub(super) fn enter_text(&mut self, text: &str, offers_draw: bool, cx: &mut Context) {
        if self.review.place.is_none() && self.refuses_moves(cx) {
            return;
        }
        match san::parse_typed(&self.entry_position(), text) {
            Ok(m) => self.enter(m, offers_draw, cx),
            Err(SanError::PromotionPieceMissing { from, to, .. }) => {
                self.open_promotion(from, to, offers_draw, cx);
            }
            Err(error) => match &self.typing.suggestion {
                // The suggestion says why, and which move (`…: did you mean Nf3? Tab takes
                // it`).
                Some(suggestion) => cx.refuse(Refusal::Suggested(suggestion.clone())),
                None => cx.refuse(self.move_refusal(error)),
            },
        }
    }

    /// Whether no move can be entered now, because the game is over or only looked at here;
    /// the players are told why.
    pub(super) fn refuses_moves(&mut self, cx: &mut Context) -> bool {
        if let Some(outcome) = self.outcome {
            cx.refuse(Refusal::Over(outcome));
        } else if self.read_only {
            cx.refuse(Refusal::ReadOnly);
        }
        self.outcome.is_some() || self.read_only
    }

    /// Opens the picker for the piece the pawn going from `from` to `to` becomes; the move
    /// offers a draw when `offers_draw`.
    pub(super) fn open_promotion(
        &mut self,
        from: Square,
        to: Square,
        offers_draw: bool,
        cx: &mut Context,
    ) {
        self.mode = Mode::Promotion {
            from,
            to,
            choice: Role::Queen,
        };
        self.popups.promotion_offers_draw = offers_draw;
        cx.notice = None;
        cx.events.push(Event::PromotionAsked { from, to });
    }

    /// Plays a legal move (the game presses the clock and records the mover's time with it),
    /// offering a draw with it when `offers_draw`, and the game is saved. A draw offered with
    /// the opponent's move is declined by it, and the screen says so. The notice, which spoke
    /// of what came before, goes. Nothing changes when the game refuses it, and the caller says why.
    fn play(&mut self, m: Move, offers_draw: bool, cx: &mut Context) -> Result<(), GameError> {
        let declined = self.offer_with_move();
        if offers_draw {
            self.timed.play_offering_draw(m, cx.now)?;
        } else {
            self.timed.play(m, cx.now)?;
        }
        self.after_change(cx);
        if let Some(by) = declined {
            cx.events.push(Event::DrawDeclined(by));
            cx.notice = Some(Notice::Info(Info::DrawDeclined(by)));
        }
        if let Some(by) = self.offer_with_move().filter(|_| offers_draw) {
            cx.events.push(Event::DrawOffered(by));
        }
        self.typing.line.clear();
        self.refresh_completions();
        self.review.scroll = 0;
        Ok(())
    }

    /// A legal move of the position moves are entered in: played in the game, offering a
    /// draw with it when `offers_draw`, or in the side lines while an earlier position is
    /// viewed (where no draw is offered: the game is not played there).
    fn enter(&mut self, m: Move, offers_draw: bool, cx: &mut Context) {
        if let Some(place) = self.review.place.clone() {
            return self.play_in_review(place, m, cx);
        }
        if let Err(error) = self.play(m, offers_draw, cx) {
            cx.refuse(Refusal::Game(error));
        }
    }

    /// Plays the promotion of the pawn on `from` to `to` chosen in the picker.
    pub(super) fn promote(&mut self, from: Square, to: Square, role: Role, cx: &mut Context) {
        let offers_draw = std::mem::take(&mut self.popups.promotion_offers_draw);
        let promotion = self
            .entry_position()
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == from && m.to() == to && m.promotion() == Some(role));
        if let Some(m) = promotion {
            self.enter(m, offers_draw, cx);
        }
    }

    /// Bookkeeping after the game changed: read the moves and outcome off the game, and tell
    /// what changed (the moves played or taken back, the ending). A notice about what came
    /// before goes; the caller may give a new one.
    pub(super) fn after_change(&mut self, cx: &mut Context) {
        let (plies, over) = (self.sans.len(), self.outcome.is_some());
        let last = self.sans.last().copied();
        self.read_game();
        let game = self.timed.game();
        if self.sans.len() < plies
            && let Some(san) = last
        {
            let ply = plies - 1;
            cx.events.push(Event::TakenBack { ply, san });
        }
        for (ply, &san) in self.sans.iter().enumerate().skip(plies) {
            if let Some(played) = game.plies().get(ply) {
                cx.events.push(Event::Played {
                    ply,
                    m: played.m,
                    san,
                });
            }
        }
        if let (false, Some(outcome)) = (over, self.outcome) {
            cx.events.push(Event::Ended(outcome));
        }
        self.put_back();
        cx.notice = None;
        if self.outcome.is_some() {
            self.mode = Mode::Play;
        }
    }

    /// Brings the SAN list, the captured pieces, the openings, the outcome and the claimable
    /// draw in step with the game: only the plies played since are read.
    pub(super) fn read_game(&mut self) {
        let game = self.timed.game();
        self.outcome = game.outcome();
        self.claimable = game.claimable_draw();
        let plies = game.plies().len();
        self.openings = Openings::of_game(game);
        self.sans.truncate(plies);
        while let Some(san) = game.san(self.sans.len()) {
            self.sans.push(san);
        }
        self.captures.truncate(plies);
        for index in self.captures.plies()..plies {
            if let (Some(before), Some(ply)) = (game.position_at(index), game.plies().get(index)) {
                self.captures.push(before, ply.m);
            }
        }
    }

    /// The flag of the side to move falls when its time is up.
    pub(in crate::app) fn check_flag(&mut self, cx: &mut Context) {
        if self.timed.check_flag(cx.now).is_some() {
            self.mode = Mode::Play;
            self.typing.completions.clear();
            self.typing.suggestion = None;
            self.after_change(cx);
        }
    }

    /// The moves what is typed could still become, and a move it may have meant when it is
    /// none of them.
    pub(super) fn refresh_completions(&mut self) {
        let over = self.outcome.is_some() && self.review.place.is_none();
        let position = self.entry_position();
        self.typing.refresh(&position, over);
    }

    /// Does what a command asks; what the app is to do besides.
    pub(super) fn run(&mut self, command: Command, cx: &mut Context) -> Go {
        let over = self.outcome.is_some();
        let turn = self.game().position().turn();
        let changes_the_game = matches!(
            command,
            Command::Resign
                | Command::Draw(_)
                | Command::Accept
                | Command::Decline
                | Command::Claim(_)
                | Command::Undo
                | Command::Pause
                | Command::Resume
                | Command::AddTime(_)
                | Command::SetClock(_)
                | Command::Nag(_)
                | Command::Comment(_)
                | Command::Delete
                | Command::Promote
        );
        if self.read_only && changes_the_game {
            cx.refuse(Refusal::ReadOnly);
            return Go::Stay;
        }
        match command {
            Command::Quit => return Go::Quit,
            Command::New => return Go::NewGame,
            Command::Resign if over => cx.refuse(Refusal::AlreadyOver),
            Command::Resign => self.ask(Question::Resign(turn), cx),
            Command::Draw(None) => self.offer_or_accept_draw(cx),
            Command::Draw(Some(text)) => self.enter_text(&text, true, cx),
            Command::Accept => self.answer_offer_with_move(DrawAnswer::Accept, cx),
            Command::Decline => self.answer_offer_with_move(DrawAnswer::Decline, cx),
            Command::Claim(announced) => self.claim(announced.as_deref(), cx),
            Command::Undo if over => cx.refuse(Refusal::NoTakebackOver),
            Command::Undo => match self.timed.last_adjustment() {
                Some(adjustment) => self.ask(Question::UndoAdjustment(adjustment), cx),
                None if !cx.settings.takebacks => cx.refuse(Refusal::TakebacksOff),
                None if self.game().plies().is_empty() => {
                    cx.refuse(Refusal::Game(GameError::NothingToTakeBack));
                }
                None => self.ask(Question::Takeback(!turn), cx),
            },
            Command::AddTime(time) => self.ask_to_add_time(time.as_deref(), cx),
            Command::SetClock(what) => self.ask_to_set_clock(what.as_deref(), cx),
            Command::Flip => self.flip(cx),
            Command::Pause if over => cx.refuse(Refusal::PauseOver),
            Command::Pause => self.set_paused(!self.is_paused(), cx),
            Command::Resume if self.is_paused() => self.set_paused(false, cx),
            Command::Resume => cx.refuse(Refusal::NotPaused),
            Command::Save(target) => cx.events.push(Event::SaveDue(SaveRequest {
                target,
                overwrite: false,
            })),
            Command::Fen => cx.tell(Info::Fen(fen::write(self.shown_position()))),
            Command::Help => self.open_help(),
            Command::Games => cx.events.push(Event::ListGames),
            Command::Open(None) => cx.refuse(Refusal::OpenWhat),
            Command::Open(Some(path)) => cx.events.push(Event::ReadFile(path)),
            Command::Nag(text) => self.give_nag(text.as_deref(), cx),
            Command::Comment(text) => self.give_comment(text.as_deref(), cx),
            Command::Delete => self.delete_line(cx),
            Command::Promote => self.promote_line(cx),
            Command::Leave => self.leave_line(cx),
            Command::Charts => self.toggle_charts(cx),
            Command::Copy(what) => self.copy(what.as_deref(), cx),
            Command::Analyse => self.analyse(cx),
            Command::Learn(side) => return self.learn(side.as_deref(), cx),
            // Alone, the words step as the line mode's do.
            Command::Next(None) => self.step(Step::On, cx),
            Command::Previous(None) => self.step(Step::Back, cx),
            Command::Next(Some(what)) => self.step_to_mistake(Towards::Next, Some(&what), cx),
            Command::Previous(Some(what)) => {
                self.step_to_mistake(Towards::Previous, Some(&what), cx);
            }
        }
        Go::Stay
    }

    /// A draw claim under FIDE rules, with the move that makes it when one is announced. A
    /// wrong claim with a move plays the move all the same (FIDE 9.5.3) and says so.
    fn claim(&mut self, announced: Option<&str>, cx: &mut Context) {
        let position = self.game().position();
        let announced = match announced.map(|text| san::parse_typed(position, text)) {
            None => None,
            Some(Ok(m)) => Some(m),
            Some(Err(error)) => return cx.refuse(self.move_refusal(error)),
        };
        match self.timed.claim_draw(announced, cx.now) {
            Ok(Claim::Drawn(_)) => self.after_change(cx),
            Ok(Claim::Refused {
                why, played: None, ..
            }) => cx.refuse(Refusal::Game(GameError::NoClaim(why))),
            Ok(Claim::Refused {
                why,
                played: Some(san),
                extra_time,
            }) => {
                self.after_change(cx);
                cx.refuse(Refusal::ClaimPlayed {
                    why,
                    san,
                    extra_time,
                });
            }
            Err(error) => cx.refuse(Refusal::Game(error)),
        }
    }

    /// Stops both clocks, or starts them again, at the players' word (`pause`, `resume`,
    /// Enter). What was said before goes: it spoke of the game as it was.
    pub(super) fn set_paused(&mut self, paused: bool, cx: &mut Context) {
        let was = self.is_paused();
        if paused {
            self.timed.pause(cx.now);
        } else {
            self.timed.resume(cx.now);
        }
        cx.notice = None;
        match (was, self.is_paused()) {
            (false, true) => cx.events.push(Event::Paused),
            (true, false) => cx.events.push(Event::Resumed),
            _ => {}
        }
    }

    /// The clocks go on after a pause, and the line is empty again (Enter while paused).
    pub(in crate::app) fn unpause(&mut self, cx: &mut Context) {
        if self.mode == Mode::Play && self.is_paused() {
            self.set_paused(false, cx);
            self.typing.line.clear();
        }
    }

    /// Puts a question to the players. What was said before goes: it spoke of something
    /// else, and would read as part of the question.
    pub(in crate::app) fn ask(&mut self, question: Question, cx: &mut Context) {
        self.mode = Mode::Confirm(question);
        cx.notice = None;
        cx.events.push(Event::Asked(question));
    }

    /// A save would replace the file at `path`: the players are asked first.
    pub(in crate::app) fn ask_to_replace(&mut self, path: PathBuf, cx: &mut Context) {
        self.popups.replace = Some(path);
        self.ask(Question::Replace, cx);
    }

    /// Yes or no, said in words rather than keys: the answer to the draw offer made before a
    /// move or the question waiting, if one is, else to the draw offered with a move; what
    /// the app is to do besides.
    pub(in crate::app) fn on_answer(&mut self, answer: Answer, cx: &mut Context) -> Go {
        if self.draw_offer().is_some() {
            self.answer_draw_offer(answer.into(), cx);
        } else if let Mode::Confirm(question) = self.mode {
            return self.answer(question, answer, cx);
        } else if self.offer_with_move().is_some() {
            self.answer_draw_offer(answer.into(), cx);
        }
        Go::Stay
    }

    /// The players' answer to a question; what the app is to do besides (leave, at a yes to
    /// leaving).
    pub(super) fn answer(&mut self, question: Question, answer: Answer, cx: &mut Context) -> Go {
        self.mode = Mode::Play;
        cx.notice = None;
        let pasted = std::mem::take(&mut self.popups.pasted);
        let replace = self.popups.replace.take();
        if answer == Answer::No {
            cx.events.push(Event::Declined(question));
        }
        match (question, answer) {
            (Question::Resign(color), Answer::Yes) => {
                if self.timed.resign(color, cx.now).is_ok() {
                    self.after_change(cx);
                }
            }
            (Question::Takeback(_), Answer::Yes) => self.take_back(cx),
            (Question::Takeback(by), Answer::No) => {
                cx.notice = Some(Notice::Info(Info::TakebackDeclined(by)));
            }
            (Question::Quit, Answer::Yes) => return Go::Exit,
            (Question::PlayPasted, Answer::Yes) => self.play_pasted(&pasted, cx),
            (Question::Replace, Answer::Yes) => {
                if let Some(path) = replace {
                    cx.events.push(Event::SaveDue(SaveRequest {
                        target: Some(path.display().to_string()),
                        overwrite: true,
                    }));
                }
            }
            (Question::Replace, Answer::No) => {
                cx.notice = Some(Notice::Info(Info::ReplaceDeclined));
            }
            (Question::Adjust(adjustment), Answer::Yes) => self.adjust_clock(adjustment, cx),
            (Question::SetClock(side, time), Answer::Yes) => self.set_clock(side, time, cx),
            (Question::UndoAdjustment(_), Answer::Yes) => self.take_back_adjustment(cx),
            (
                Question::Adjust(_) | Question::SetClock(..) | Question::UndoAdjustment(_),
                Answer::No,
            ) => {
                cx.notice = Some(Notice::Info(Info::ClocksKept));
            }
            (_, Answer::No) => {}
        }
        Go::Stay
    }

    fn take_back(&mut self, cx: &mut Context) {
        let Some(&san) = self.sans.last() else {
            return;
        };
        let number = MoveNumber::of_ply(self.game().start(), self.sans.len() - 1);
        if self.timed.take_back(cx.now).is_err() {
            return;
        }
        self.review.place = None;
        self.review.line = None;
        self.after_change(cx);
        self.show(None, cx);
        cx.notice = Some(Notice::Info(Info::TakenBack(number, san)));
    }

    /// Turns the board: the other side is at the bottom from now on, also under `auto`, which
    /// then stops turning with the move (the orientation is kept with the game).
    fn flip(&mut self, cx: &mut Context) {
        let (flip, bottom) = match self.bottom_side(cx.settings.flip) {
            Color::White => (Flip::Black, Color::Black),
            Color::Black => (Flip::White, Color::White),
        };
        cx.settings.flip = flip;
        cx.events.push(Event::Flipped(bottom));
    }

    /// Pasted text: moves in PGN style (`1. e4 e5 2. Nf3`), of any length, are played after
    /// the players say yes, or refused at once when the first cannot be played; other text
    /// on one line goes into the input line as if typed, cut at its length with a sentence;
    /// anything else is refused. Whether a paste is moves is read off its text alone, so the
    /// same paste takes the same path wherever the game stands. Control and direction
    /// characters never get in. Whether a paste is moves is judged as a PGN reader would;
    /// the moves are then played as typed.
    pub(in crate::app) fn on_paste(&mut self, text: &str, cx: &mut Context) {
        if self.takes_pasted_moves(text, cx) {
            return;
        }
        let line = text.trim();
        let typed = self.typing.line.insert_str(line);
        self.refresh_completions();
        if typed < visible_chars(line) {
            cx.refuse(Refusal::PasteCut);
        }
    }

    /// A whole line entered at once (the line mode): taken as a paste of moves, or else
    /// entered as if typed, unless it is longer than the input line holds (refused whole,
    /// never cut).
    pub(in crate::app) fn on_line(&mut self, text: &str, cx: &mut Context) -> Go {
        if self.takes_pasted_moves(text, cx) {
            return Go::Stay;
        }
        let line = text.trim();
        let length = visible_chars(line);
        if length > MAX_CHARS {
            cx.refuse(Refusal::LineTooLong(length));
            return Go::Stay;
        }
        self.typing.line.insert_str(line);
        self.refresh_completions();
        self.submit(cx)
    }

    /// Whether pasted text was taken as a whole, or refused: moves in PGN style are asked
    /// about (or refused when the first cannot be played), several lines that are not moves
    /// are refused, and nothing is pasted while no move is being typed. `false` leaves the
    /// text to be taken as typed.
    fn takes_pasted_moves(&mut self, text: &str, cx: &mut Context) -> bool {
        if self.mode != Mode::Play || self.is_paused() {
            cx.refuse(Refusal::PasteNotNow);
            return true;
        }
        self.stop_pointing();
        if let Some(moves) = self.moves_pasted(text) {
            self.offer_pasted(moves, cx);
            return true;
        }
        if text.trim().contains(['\n', '\r']) {
            cx.refuse(Refusal::PasteLines);
            return true;
        }
        false
    }

    /// Whether pasted text is moves in PGN style (`1. e4 e5 2. Nf3`, with tags or without),
    /// as a paste of it would be taken: read off the text alone, so the same paste takes the
    /// same way wherever the game stands.
    pub fn reads_as_pasted_moves(&self, text: &str) -> bool {
        self.moves_pasted(text).is_some()
    }

    /// The moves of pasted text, when it is moves in PGN style: more than one, each read as
    /// a move (whether or not it can be played here).
    fn moves_pasted(&self, text: &str) -> Option<Vec<String>> {
        let moves = pasted_moves(text);
        let position = self.game().position();
        let read_as_move = |token: &String| {
            !matches!(
                san::parse(position, token),
                Err(SanError::Empty | SanError::NotAMove { .. })
            )
        };
        (moves.len() > 1 && moves.iter().all(read_as_move)).then_some(moves)
    }

    /// Asks whether to play pasted moves; refuses them at once when none can be played (the
    /// game is over or only looked at, or the first cannot be played here).
    fn offer_pasted(&mut self, moves: Vec<String>, cx: &mut Context) {
        if self.refuses_moves(cx) {
            return;
        }
        let first = moves.first().map_or("", String::as_str);
        if let Err(error) = san::parse(self.game().position(), first) {
            let text = first.to_string();
            return cx.refuse(Refusal::PastedFirst { text, error });
        }
        self.popups.pasted = moves;
        self.ask(Question::PlayPasted, cx);
    }

    /// Plays the pasted moves in order, stopping with a sentence at the first that cannot be
    /// played, which stays on the input line as a typed move does (with the move it may
    /// have meant beside it, which Tab takes).
    fn play_pasted(&mut self, moves: &[String], cx: &mut Context) {
        self.show(None, cx);
        for (index, text) in moves.iter().enumerate() {
            let read = san::parse_typed(self.game().position(), text);
            let why = match read {
                Ok(m) => self.play(m, false, cx).err().map(Refusal::Game),
                Err(error) => Some(self.move_refusal(error)),
            };
            if let Some(why) = why {
                self.typing.line.set(text);
                self.refresh_completions();
                return cx.refuse(Refusal::Pasted {
                    number: index + 1,
                    text: text.clone(),
                    why: Box::new(why),
                });
            }
        }
        cx.notice = Some(Notice::Info(Info::PastedPlayed(moves.len())));
    }
}

/// How many characters of `text` can be typed: all but the invisible ones.
fn visible_chars(text: &str) -> usize {
    text.chars()
        .filter(|&c| !crate::text::is_invisible(c))
        .count()
}

/// The move tokens of pasted text read as PGN movetext: move numbers, results, comments
/// and glyphs left out.
fn pasted_moves(text: &str) -> Vec<String> {
    /// Collects the move tokens of one game.
    struct Moves(Vec<String>);
    impl Visitor for Moves {
        type Output = ();
        fn san(&mut self, token: &str) -> Flow {
            self.0.push(token.to_string());
            Flow::Continue
        }
        fn end_game(&mut self) {}
    }
    let mut moves = Moves(Vec::new());
    let read = Reader::new(text.as_bytes()).read_game(&mut moves);
    match read {
        Ok(Some(())) => moves.0,
        _ => Vec::new(),
    }
}
