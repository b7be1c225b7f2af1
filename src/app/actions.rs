//! What the players' words and answers do to the game: moves typed or pasted, the commands,
//! the answers to questions, and the bookkeeping after every change.

use super::input::MAX_CHARS;
use super::{App, Command, Event, Info, Leaving, Mode, Notice, Question, Refusal, SaveRequest};
use crate::game::{Claim, Flip, GameError};
use crate::notation::MoveNumber;
use crate::notation::pgn::{Flow, Reader, Visitor};
use crate::notation::san::{self, SanError};
use crate::opening::Openings;
use crate::rules::{Color, Move, Role, Square, fen};

impl App {
    /// Enter: the command or the move typed.
    pub(super) fn submit(&mut self) {
        let text = self.typing.line.text().trim().to_string();
        if text.is_empty() {
            self.show(None);
            return;
        }
        if let Some(command) = Command::parse(&text) {
            self.typing.line.clear();
            self.refresh_completions();
            return self.run(command);
        }
        self.enter_move(&text);
    }

    /// A move as typed, or as pointed at with the mouse or the board cursor (as the text it
    /// would be typed as): played when it is legal, the promotion picker when it lacks its
    /// piece, else refused with the error that says why. The one way moves are entered;
    /// like every move the players give, it is read as typed ([`san::parse_typed`]). While an
    /// earlier position is viewed, the move is entered there, in the side lines.
    pub(super) fn enter_move(&mut self, text: &str) {
        self.enter_text(text, false);
    }

    /// A move entered as [`App::enter_move`] enters one, offering a draw with it when
    /// `offers_draw` (FIDE 9.1.2.1): after the piece is chosen, for a promotion.
    pub(super) fn enter_text(&mut self, text: &str, offers_draw: bool) {
        if self.review.place.is_none() && self.refuses_moves() {
            return;
        }
        match san::parse_typed(&self.entry_position(), text) {
            Ok(m) => self.enter(m, offers_draw),
            Err(SanError::PromotionPieceMissing { from, to, .. }) => {
                self.open_promotion(from, to, offers_draw);
            }
            Err(error) => match &self.typing.suggestion {
                // The suggestion says why, and which move (`…: did you mean Nf3? Tab takes
                // it`).
                Some(suggestion) => self.refuse(Refusal::Suggested(suggestion.clone())),
                None => self.refuse(Refusal::Move(error)),
            },
        }
    }

    /// Refuses what was asked, with why: shown until the next change, and told.
    pub(super) fn refuse(&mut self, refusal: Refusal) {
        self.notice = Some(Notice::Refused(refusal.clone()));
        self.events.push(Event::Refused(refusal));
    }

    /// Tells the players something no other event says: shown until the next change.
    pub(super) fn tell(&mut self, info: Info) {
        self.notice = Some(Notice::Info(info.clone()));
        self.events.push(Event::Told(info));
    }

    /// Whether no move can be entered now, because the game is over or only looked at here;
    /// the players are told why.
    pub(super) fn refuses_moves(&mut self) -> bool {
        if let Some(outcome) = self.outcome {
            self.refuse(Refusal::Over(outcome));
        } else if self.read_only {
            self.refuse(Refusal::ReadOnly);
        }
        self.outcome.is_some() || self.read_only
    }

    /// Opens the picker for the piece the pawn going from `from` to `to` becomes; the move
    /// offers a draw when `offers_draw`.
    pub(super) fn open_promotion(&mut self, from: Square, to: Square, offers_draw: bool) {
        self.mode = Mode::Promotion {
            from,
            to,
            choice: 0,
        };
        self.popups.promotion_offers_draw = offers_draw;
        self.notice = None;
        self.events.push(Event::PromotionAsked { from, to });
    }

    /// Plays a legal move (the game presses the clock and records the mover's time with it),
    /// offering a draw with it when `offers_draw`, and the game is saved. A draw offered with
    /// the opponent's move is declined by it, and the screen says so. The notice, which spoke
    /// of what came before, goes. Nothing changes when the game refuses it, and the caller says why.
    fn play(&mut self, m: Move, offers_draw: bool) -> Result<(), GameError> {
        let declined = self.offer_with_move();
        if offers_draw {
            self.timed.play_offering_draw(m, self.now)?;
        } else {
            self.timed.play(m, self.now)?;
        }
        self.after_change();
        if let Some(by) = declined {
            self.events.push(Event::DrawDeclined(by));
            self.notice = Some(Notice::Info(Info::DrawDeclined(by)));
        }
        if let Some(by) = self.offer_with_move().filter(|_| offers_draw) {
            self.events.push(Event::DrawOffered(by));
        }
        self.typing.line.clear();
        self.refresh_completions();
        self.review.scroll = 0;
        Ok(())
    }

    /// A legal move of the position moves are entered in: played in the game, offering a
    /// draw with it when `offers_draw`, or in the side lines while an earlier position is
    /// viewed (where no draw is offered: the game is not played there).
    fn enter(&mut self, m: Move, offers_draw: bool) {
        if let Some(place) = self.review.place.clone() {
            return self.play_in_review(place, m);
        }
        if let Err(error) = self.play(m, offers_draw) {
            self.refuse(Refusal::Game(error));
        }
    }

    /// Plays the promotion of the pawn on `from` to `to` chosen in the picker.
    pub(super) fn promote(&mut self, from: Square, to: Square, role: Role) {
        let offers_draw = std::mem::take(&mut self.popups.promotion_offers_draw);
        let promotion = self
            .entry_position()
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == from && m.to() == to && m.promotion() == Some(role));
        if let Some(m) = promotion {
            self.enter(m, offers_draw);
        }
    }

    /// Bookkeeping after the game changed: read the moves and outcome off the game, and tell
    /// what changed (the moves played or taken back, the ending). A notice about what came
    /// before goes; the caller may give a new one.
    pub(super) fn after_change(&mut self) {
        let (plies, over) = (self.sans.len(), self.outcome.is_some());
        let last = self.sans.last().copied();
        self.read_game();
        let game = self.timed.game();
        if self.sans.len() < plies
            && let Some(san) = last
        {
            let ply = plies - 1;
            self.events.push(Event::TakenBack { ply, san });
        }
        for (ply, &san) in self.sans.iter().enumerate().skip(plies) {
            if let Some(played) = game.plies().get(ply) {
                self.events.push(Event::Played {
                    ply,
                    m: played.m,
                    san,
                });
            }
        }
        if let (false, Some(outcome)) = (over, self.outcome) {
            self.events.push(Event::Ended(outcome));
        }
        self.put_back();
        self.notice = None;
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
    pub(super) fn check_flag(&mut self) {
        if self.timed.check_flag(self.now).is_some() {
            self.mode = Mode::Play;
            self.typing.completions.clear();
            self.typing.suggestion = None;
            self.after_change();
        }
    }

    /// The moves what is typed could still become, and a move it may have meant when it is
    /// none of them.
    pub(super) fn refresh_completions(&mut self) {
        let over = self.outcome.is_some() && self.review.place.is_none();
        let position = self.entry_position();
        self.typing.refresh(&position, over);
    }

    pub(super) fn run(&mut self, command: Command) {
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
            return self.refuse(Refusal::ReadOnly);
        }
        match command {
            Command::Resign if over => self.refuse(Refusal::AlreadyOver),
            Command::Resign => self.ask(Question::Resign(turn)),
            Command::Draw(None) => self.offer_or_accept_draw(),
            Command::Draw(Some(text)) => self.enter_text(&text, true),
            Command::Accept => self.answer_offer_with_move(true),
            Command::Decline => self.answer_offer_with_move(false),
            Command::Claim(announced) => self.claim(announced.as_deref()),
            Command::Undo if over => self.refuse(Refusal::NoTakebackOver),
            Command::Undo => match self.timed.last_adjustment() {
                Some(adjustment) => self.ask(Question::UndoAdjustment(adjustment)),
                None if self.game().plies().is_empty() => {
                    self.refuse(Refusal::Game(GameError::NothingToTakeBack));
                }
                None => self.ask(Question::Takeback(!turn)),
            },
            Command::AddTime(time) => self.ask_to_add_time(time.as_deref()),
            Command::SetClock(what) => self.ask_to_set_clock(what.as_deref()),
            Command::Flip => self.flip(),
            Command::Pause if over => self.refuse(Refusal::PauseOver),
            Command::Pause => self.set_paused(!self.is_paused()),
            Command::Resume if self.is_paused() => self.set_paused(false),
            Command::Resume => self.refuse(Refusal::NotPaused),
            Command::Save(target) => self.events.push(Event::SaveDue(SaveRequest {
                target,
                overwrite: false,
            })),
            Command::Fen => self.tell(Info::Fen(fen::write(self.shown_position()))),
            Command::Help => self.open_help(),
            Command::Quit => self.ask_to_quit(),
            Command::New => self.open_new_game_form(),
            Command::Games => self.events.push(Event::ListGames),
            Command::Open(None) => self.refuse(Refusal::OpenWhat),
            Command::Open(Some(path)) => self.events.push(Event::ReadFile(path)),
            Command::Nag(text) => self.give_nag(text.as_deref()),
            Command::Comment(text) => self.give_comment(text.as_deref()),
            Command::Delete => self.delete_line(),
            Command::Promote => self.promote_line(),
            Command::Leave => self.leave_line(),
            Command::Charts => self.toggle_charts(),
            Command::Copy(what) => self.copy(what.as_deref()),
        }
    }

    /// A draw claim under FIDE rules, with the move that makes it when one is announced. A
    /// wrong claim with a move plays the move all the same (FIDE 9.5.3) and says so.
    fn claim(&mut self, announced: Option<&str>) {
        let position = self.game().position();
        let announced = match announced.map(|text| san::parse_typed(position, text)) {
            None => None,
            Some(Ok(m)) => Some(m),
            Some(Err(error)) => return self.refuse(Refusal::Move(error)),
        };
        match self.timed.claim_draw(announced, self.now) {
            Ok(Claim::Drawn(_)) => self.after_change(),
            Ok(Claim::Refused {
                why, played: None, ..
            }) => self.refuse(Refusal::Game(GameError::NoClaim(why))),
            Ok(Claim::Refused {
                why,
                played: Some(san),
                extra_time,
            }) => {
                self.after_change();
                self.refuse(Refusal::ClaimPlayed {
                    why,
                    san,
                    extra_time,
                });
            }
            Err(error) => self.refuse(Refusal::Game(error)),
        }
    }

    /// Stops both clocks, or starts them again, at the players' word (`pause`, `resume`,
    /// Enter). What was said before goes: it spoke of the game as it was.
    pub(super) fn set_paused(&mut self, paused: bool) {
        let was = self.is_paused();
        if paused {
            self.timed.pause(self.now);
        } else {
            self.timed.resume(self.now);
        }
        self.notice = None;
        match (was, self.is_paused()) {
            (false, true) => self.events.push(Event::Paused),
            (true, false) => self.events.push(Event::Resumed),
            _ => {}
        }
    }

    /// The clocks go on after a pause, and the line is empty again (Enter while paused).
    pub(super) fn unpause(&mut self) {
        if self.mode == Mode::Play && self.is_paused() {
            self.set_paused(false);
            self.typing.line.clear();
        }
    }

    /// Puts a question to the players. What was said before goes: it spoke of something
    /// else, and would read as part of the question.
    pub(super) fn ask(&mut self, question: Question) {
        self.mode = Mode::Confirm(question);
        self.notice = None;
        self.events.push(Event::Asked(question));
    }

    /// Yes or no, said in words rather than keys: the answer to the draw offer made before a
    /// move or the question waiting, if one is, else to the draw offered with a move.
    pub(super) fn on_answer(&mut self, yes: bool) {
        if self.draw_offer().is_some() {
            self.answer_draw_offer(yes);
        } else if let Mode::Confirm(question) = self.mode {
            self.answer(question, yes);
        } else if self.offer_with_move().is_some() {
            self.answer_draw_offer(yes);
        }
    }

    /// The players' answer to a question.
    pub(super) fn answer(&mut self, question: Question, yes: bool) {
        self.mode = Mode::Play;
        self.notice = None;
        let pasted = std::mem::take(&mut self.popups.pasted);
        let replace = self.popups.replace.take();
        if !yes {
            self.events.push(Event::Declined(question));
        }
        match (question, yes) {
            (Question::Resign(color), true) => {
                if self.timed.resign(color, self.now).is_ok() {
                    self.after_change();
                }
            }
            (Question::Takeback(_), true) => self.take_back(),
            (Question::Takeback(by), false) => {
                self.notice = Some(Notice::Info(Info::TakebackDeclined(by)));
            }
            (Question::Quit, true) => self.quit = true,
            (Question::PlayPasted, true) => self.play_pasted(&pasted),
            (Question::Replace, true) => {
                if let Some(path) = replace {
                    self.events.push(Event::SaveDue(SaveRequest {
                        target: Some(path.display().to_string()),
                        overwrite: true,
                    }));
                }
            }
            (Question::Replace, false) => {
                self.notice = Some(Notice::Info(Info::ReplaceDeclined));
            }
            (Question::Adjust(adjustment), true) => self.adjust_clock(adjustment),
            (Question::SetClock(side, time), true) => self.set_clock(side, time),
            (Question::UndoAdjustment(_), true) => self.take_back_adjustment(),
            (Question::Adjust(_) | Question::SetClock(..) | Question::UndoAdjustment(_), false) => {
                self.notice = Some(Notice::Info(Info::ClocksKept));
            }
            (_, false) => {}
        }
    }

    fn take_back(&mut self) {
        let Some(&san) = self.sans.last() else {
            return;
        };
        let number = MoveNumber::of_ply(self.game().start(), self.sans.len() - 1);
        if self.timed.take_back(self.now).is_err() {
            return;
        }
        self.review.place = None;
        self.review.line = None;
        self.after_change();
        self.show(None);
        self.notice = Some(Notice::Info(Info::TakenBack(number, san)));
    }

    /// Quits at once when the question was asked already, or the game is over and kept;
    /// otherwise asks first. A game that cannot be saved is never left without the question
    /// (which says so), over or not: the players may keep a copy first.
    pub(super) fn ask_to_quit(&mut self) {
        let kept_and_over = self.outcome.is_some() && self.leaving() != Leaving::Unsaved;
        if kept_and_over || self.is_asking(Question::Quit) {
            self.quit = true;
        } else {
            self.ask(Question::Quit);
        }
    }

    /// Turns the board: the other side is at the bottom from now on, also under `auto`, which
    /// then stops turning with the move (the orientation is kept with the game).
    fn flip(&mut self) {
        let (flip, bottom) = match self.bottom_side() {
            Color::White => (Flip::Black, Color::Black),
            Color::Black => (Flip::White, Color::White),
        };
        self.settings.flip = flip;
        self.events.push(Event::Flipped(bottom));
    }

    pub(super) fn start_new_game(&mut self) {
        let timed = self.settings.new_game(&mut self.random);
        let next = App::with_game(self.settings.clone(), timed, self.random, self.now);
        self.replace_with(next, Event::NewGame);
    }

    /// Another game takes the place of this one, told by `event`: the terminal's size, the
    /// trouble saving, the form as it was left and the events not yet reported stay, and the
    /// new game's clock stands still too while the game cannot be seen.
    pub(super) fn replace_with(&mut self, next: App, event: Event) {
        let viewport = self.viewport;
        let problem = self.autosave_problem.take();
        let form_left = self.form_left.take();
        let mut events = std::mem::take(&mut self.events);
        *self = next;
        self.autosave_problem = problem;
        self.form_left = form_left;
        self.on_viewport(viewport);
        events.push(event);
        self.events = events;
    }

    /// Pasted text: moves in PGN style (`1. e4 e5 2. Nf3`), of any length, are played after
    /// the players say yes, or refused at once when the first cannot be played; other text
    /// on one line goes into the input line as if typed, cut at its length with a sentence;
    /// anything else is refused. Whether a paste is moves is read off its text alone, so the
    /// same paste takes the same path wherever the game stands. Control and direction
    /// characters never get in. Whether a paste is moves is judged as a PGN reader would;
    /// the moves are then played as typed.
    pub(super) fn on_paste(&mut self, text: &str) {
        if self.page.is_some() {
            return self.on_page_paste(text);
        }
        if self.takes_pasted_moves(text) {
            return;
        }
        let line = text.trim();
        let typed = self.typing.line.insert_str(line);
        self.refresh_completions();
        if typed < visible_chars(line) {
            self.refuse(Refusal::PasteCut);
        }
    }

    /// A whole line entered at once (the line mode): taken as a paste of moves, or else
    /// entered as if typed, unless it is longer than the input line holds (refused whole,
    /// never cut).
    pub(super) fn on_line(&mut self, text: &str) {
        if self.page.is_some() {
            return self.on_page_line(text);
        }
        if self.takes_pasted_moves(text) {
            return;
        }
        let line = text.trim();
        let length = visible_chars(line);
        if length > MAX_CHARS {
            return self.refuse(Refusal::LineTooLong(length));
        }
        self.typing.line.insert_str(line);
        self.refresh_completions();
        self.submit();
    }

    /// Whether pasted text was taken as a whole, or refused: moves in PGN style are asked
    /// about (or refused when the first cannot be played), several lines that are not moves
    /// are refused, and nothing is pasted while no move is being typed. `false` leaves the
    /// text to be taken as typed.
    fn takes_pasted_moves(&mut self, text: &str) -> bool {
        if self.mode != Mode::Play || self.is_paused() {
            self.refuse(Refusal::PasteNotNow);
            return true;
        }
        self.stop_pointing();
        if let Some(moves) = self.moves_pasted(text) {
            self.offer_pasted(moves);
            return true;
        }
        if text.trim().contains(['\n', '\r']) {
            self.refuse(Refusal::PasteLines);
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
    fn offer_pasted(&mut self, moves: Vec<String>) {
        if self.refuses_moves() {
            return;
        }
        let first = moves.first().map_or("", String::as_str);
        if let Err(error) = san::parse(self.game().position(), first) {
            let text = first.to_string();
            return self.refuse(Refusal::PastedFirst { text, error });
        }
        self.popups.pasted = moves;
        self.ask(Question::PlayPasted);
    }

    /// Plays the pasted moves in order, stopping with a sentence at the first that cannot be
    /// played, which stays on the input line as a typed move does (with the move it may
    /// have meant beside it, which Tab takes).
    fn play_pasted(&mut self, moves: &[String]) {
        self.show(None);
        for (index, text) in moves.iter().enumerate() {
            let read = san::parse_typed(self.game().position(), text);
            let why = match read {
                Ok(m) => self.play(m, false).err().map(Refusal::Game),
                Err(error) => Some(Refusal::Move(error)),
            };
            if let Some(why) = why {
                self.typing.line.set(text);
                self.refresh_completions();
                return self.refuse(Refusal::Pasted {
                    number: index + 1,
                    text: text.clone(),
                    why: Box::new(why),
                });
            }
        }
        self.notice = Some(Notice::Info(Info::PastedPlayed(moves.len())));
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
