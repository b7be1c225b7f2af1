//! What the players' words and answers do to the game: moves typed or pasted, the commands,
//! the answers to questions, and the bookkeeping after every change.

use super::{App, Command, Mode, Notice, Question, SaveRequest, TimedGame, start_position};
use crate::game::{Claim, DrawAnswer, Flip, Game};
use crate::i18n::{Describe, say, screen_san, side_key};
use crate::notation::MoveNumber;
use crate::notation::pgn::{Flow, Reader, Visitor};
use crate::notation::san::{self, SanError};
use crate::rules::{Color, Move, Role, Square, fen};
use crate::tr;

impl App {
    /// Enter: the command or the move typed.
    pub(super) fn submit(&mut self) {
        let text = self.input.text().trim().to_string();
        if text.is_empty() {
            self.view = None;
            return;
        }
        if let Some(command) = Command::parse(&text) {
            self.input.clear();
            self.refresh_completions();
            return self.run(command);
        }
        self.enter_move(&text);
    }

    /// A move as typed, or as pointed at with the mouse or the board cursor (as the text it
    /// would be typed as): played when it is legal, the promotion picker when it lacks its
    /// piece, else refused with the sentence that says why. The one way moves are entered;
    /// like every move the players give, it is read as typed ([`san::parse_typed`]).
    pub(super) fn enter_move(&mut self, text: &str) {
        if self.refuses_moves() {
            return;
        }
        self.view = None;
        match san::parse_typed(self.game().position(), text) {
            Ok(m) => {
                self.play(m);
            }
            Err(SanError::PromotionPieceMissing { from, to, .. }) => {
                self.mode = Mode::Promotion {
                    from,
                    to,
                    choice: 0,
                };
                self.notice = None;
            }
            Err(error) => match self.suggestion_refusal() {
                Some(refusal) => self.refuse(refusal),
                None => self.refuse(error.describe(self.lang())),
            },
        }
    }

    /// The refusal of the text on the input line when a move it may have meant is
    /// suggested: the suggestion says why, and which move (`…: did you mean Nf3? Tab takes
    /// it`).
    pub(super) fn suggestion_refusal(&self) -> Option<String> {
        let suggestion = self.suggestion.as_ref()?.describe(self.lang());
        Some(tr!(
            self.lang(),
            "notice-suggestion",
            suggestion = suggestion
        ))
    }

    pub(super) fn refuse(&mut self, reason: String) {
        self.notice = Some(Notice::Error(reason));
    }

    /// Whether no move can be entered now, because the game is over or only looked at here;
    /// the players are told why.
    pub(super) fn refuses_moves(&mut self) -> bool {
        if let Some(outcome) = self.outcome {
            let outcome = say(self.lang(), &outcome.sentence());
            self.refuse(tr!(self.lang(), "notice-over-type", outcome = outcome));
        } else if self.read_only {
            self.refuse_read_only();
        }
        self.outcome.is_some() || self.read_only
    }

    fn refuse_read_only(&mut self) {
        self.refuse(tr!(self.lang(), "notice-read-only-refused"));
    }

    /// Plays a legal move (the game presses the clock and records the mover's time with it),
    /// and the game is saved. The notice, which spoke of what came before, goes.
    fn play(&mut self, m: Move) -> bool {
        if let Err(error) = self.timed.play(m, self.now) {
            self.refuse(error.describe(self.lang()));
            return false;
        }
        self.after_change();
        self.input.clear();
        self.refresh_completions();
        self.move_scroll = 0;
        true
    }

    /// Plays the promotion of the pawn on `from` to `to` chosen in the picker.
    pub(super) fn promote(&mut self, from: Square, to: Square, role: Role) {
        let promotion = self
            .game()
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == from && m.to() == to && m.promotion() == Some(role));
        if let Some(m) = promotion {
            self.play(m);
        }
    }

    /// Bookkeeping after the game changed: read the moves and outcome off the game, count
    /// the revision. A notice about what came before goes; the caller may give a new one.
    pub(super) fn after_change(&mut self) {
        self.read_game();
        self.put_back();
        self.notice = None;
        if self.outcome.is_some() {
            self.mode = Mode::Play;
        }
        self.revision += 1;
    }

    /// Brings the SAN list, the outcome and the claimable draw in step with the game.
    pub(super) fn read_game(&mut self) {
        let game = self.timed.game();
        self.outcome = game.outcome();
        self.claimable = game.claimable_draw();
        let plies = game.plies().len();
        self.sans.truncate(plies);
        while let Some(san) = game.san(self.sans.len()) {
            self.sans.push(san);
        }
    }

    /// The flag of the side to move falls when its time is up.
    pub(super) fn check_flag(&mut self) {
        if self.timed.check_flag(self.now).is_some() {
            self.mode = Mode::Play;
            self.completions.clear();
            self.suggestion = None;
            self.after_change();
        }
    }

    /// The moves what is typed could still become, and a move it may have meant when it is
    /// none of them.
    pub(super) fn refresh_completions(&mut self) {
        let text = self.input.text();
        let position = self.game().position();
        let (completions, suggestion) = if self.outcome.is_some() || text.trim().is_empty() {
            (Vec::new(), None)
        } else {
            let completions = san::completions(position, text);
            let suggestion = completions
                .is_empty()
                .then(|| san::suggestion(position, text))
                .flatten();
            (completions, suggestion)
        };
        self.completions = completions;
        self.suggestion = suggestion;
    }

    pub(super) fn run(&mut self, command: Command) {
        let over = self.outcome.is_some();
        let turn = self.game().position().turn();
        let lang = self.lang();
        let changes_the_game = matches!(
            command,
            Command::Resign
                | Command::Draw
                | Command::Claim(_)
                | Command::Undo
                | Command::Pause
                | Command::Resume
        );
        if self.read_only && changes_the_game {
            return self.refuse_read_only();
        }
        match command {
            Command::Resign if over => self.refuse(tr!(lang, "notice-already-over")),
            Command::Resign => self.ask(Question::Resign(turn)),
            Command::Draw => match self.timed.offer_draw(turn) {
                Ok(()) => self.after_change(),
                Err(error) => self.refuse(error.describe(lang)),
            },
            Command::Claim(announced) => self.claim(announced.as_deref()),
            Command::Undo if over => self.refuse(tr!(lang, "notice-no-takeback-over")),
            Command::Undo if self.game().plies().is_empty() => {
                self.refuse(tr!(lang, "game-nothing-to-take-back"));
            }
            Command::Undo => self.ask(Question::Takeback(!turn)),
            Command::Flip => self.flip(),
            Command::Pause if over => self.refuse(tr!(lang, "notice-over")),
            Command::Pause => self.set_paused(!self.is_paused()),
            Command::Resume if self.is_paused() => self.set_paused(false),
            Command::Resume => self.refuse(tr!(lang, "notice-not-paused")),
            Command::Save(target) => {
                self.save_request = Some(SaveRequest {
                    target,
                    overwrite: false,
                });
            }
            Command::Fen => {
                self.notice = Some(Notice::Info(fen::write(self.shown_position())));
            }
            Command::Help => self.open_help(),
            Command::Quit => self.ask_to_quit(),
            Command::New if !over && !self.read_only => {
                self.refuse(tr!(lang, "notice-still-going"));
            }
            Command::New => self.start_new_game(),
        }
    }

    /// A draw claim under FIDE rules, with the move that makes it when one is announced. A
    /// wrong claim with a move plays the move all the same (FIDE 9.5.3) and says so.
    fn claim(&mut self, announced: Option<&str>) {
        let lang = self.lang();
        let position = self.game().position();
        let announced = match announced.map(|text| san::parse_typed(position, text)) {
            None => None,
            Some(Ok(m)) => Some(m),
            Some(Err(error)) => return self.refuse(error.describe(lang)),
        };
        match self.timed.claim_draw(announced, self.now) {
            Ok(Claim::Drawn(_)) => self.after_change(),
            Ok(Claim::Refused {
                why, played: None, ..
            }) => self.refuse(tr!(lang, "game-no-claim", why = why.describe(lang))),
            Ok(Claim::Refused {
                why,
                played: Some(san),
                extra_time,
            }) => {
                self.after_change();
                let why = why.describe(lang);
                let san = screen_san(lang, san);
                let sentence = match extra_time {
                    Some((side, time)) => tr!(
                        lang,
                        "notice-claim-played-more-time",
                        why = why,
                        move = san,
                        side = side_key(side),
                        time = tr!(lang, "count-minutes", count = time.as_secs() / 60)
                    ),
                    None => tr!(lang, "notice-claim-played", why = why, move = san),
                };
                self.refuse(sentence);
            }
            Err(error) => self.refuse(error.describe(lang)),
        }
    }

    /// Stops both clocks, or starts them again, at the players' word (`pause`, `resume`,
    /// Enter). What was said before goes: it spoke of the game as it was.
    pub(super) fn set_paused(&mut self, paused: bool) {
        if paused {
            self.timed.pause(self.now);
        } else {
            self.timed.resume(self.now);
        }
        self.notice = None;
    }

    /// Puts a question to the players. What was said before goes: it spoke of something
    /// else, and would read as part of the question.
    pub(super) fn ask(&mut self, question: Question) {
        self.mode = Mode::Confirm(question);
        self.notice = None;
    }

    /// The players' answer to a question.
    pub(super) fn answer(&mut self, question: Question, yes: bool) {
        self.mode = Mode::Play;
        self.notice = None;
        let pasted = std::mem::take(&mut self.pasted);
        let replace = self.replace.take();
        match (question, yes) {
            (Question::Resign(color), true) => {
                if self.timed.resign(color, self.now).is_ok() {
                    self.after_change();
                }
            }
            (Question::Takeback(_), true) => self.take_back(),
            (Question::Takeback(by), false) => {
                let side = side_key(!by);
                let declined = tr!(self.lang(), "notice-takeback-declined", side = side);
                self.notice = Some(Notice::Info(declined));
            }
            (Question::Quit, true) => self.quit = true,
            (Question::PlayPasted, true) => self.play_pasted(&pasted),
            (Question::Replace, true) => {
                self.save_request = replace.map(|path| SaveRequest {
                    target: Some(path.display().to_string()),
                    overwrite: true,
                });
            }
            (Question::Replace, false) => {
                self.notice = Some(Notice::Info(tr!(self.lang(), "notice-replace-declined")));
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
        self.view = None;
        self.after_change();
        self.refresh_completions();
        let taken = format!("{number} {}", screen_san(self.lang(), san));
        self.notice = Some(Notice::Info(tr!(
            self.lang(),
            "notice-taken-back",
            move = taken
        )));
    }

    pub(super) fn answer_draw_offer(&mut self, accept: bool) {
        let by = self.game().draw_offer();
        let answer = if accept {
            DrawAnswer::Accept
        } else {
            DrawAnswer::Decline
        };
        if self.timed.answer_draw_offer(answer, self.now).is_ok() {
            self.after_change();
            if !accept && let Some(by) = by {
                let declined = tr!(self.lang(), "notice-draw-declined", side = side_key(!by));
                self.notice = Some(Notice::Info(declined));
            }
        }
    }

    pub(super) fn ask_to_quit(&mut self) {
        if self.outcome.is_some() || self.is_asking(Question::Quit) {
            self.quit = true;
        } else {
            self.ask(Question::Quit);
        }
    }

    /// Turns the board: the other side is at the bottom from now on, also under `auto`, which
    /// then stops turning with the move (the orientation is kept with the game).
    fn flip(&mut self) {
        self.settings.flip = match self.bottom_side() {
            Color::White => Flip::Black,
            Color::Black => Flip::White,
        };
    }

    fn start_new_game(&mut self) {
        let (start, variant) = start_position(&self.settings.start, &mut self.random);
        let game = Game::new(start, variant, self.settings.draw_rules);
        let timed = TimedGame::new(game, self.settings.control.clone());
        let (revision, serial, viewport) = (self.revision, self.game_serial, self.viewport);
        let problem = self.autosave_problem.take();
        *self = App::with_game(self.settings.clone(), timed, self.random, self.now);
        self.revision = revision + 1;
        self.game_serial = serial + 1;
        self.autosave_problem = problem;
        // The new game's clock stands still too while the game cannot be seen.
        self.on_viewport(viewport);
    }

    /// Pasted text: moves in PGN style (`1. e4 e5 2. Nf3`), of any length, are played after
    /// the players say yes, or refused at once when the first cannot be played; other text
    /// on one line goes into the input line as if typed, cut at its length with a sentence;
    /// anything else is refused. Whether a paste is moves is read off its text alone, so the
    /// same paste takes the same path wherever the game stands. Control and direction
    /// characters never get in. Whether a paste is moves is judged as a PGN reader would;
    /// the moves are then played as typed.
    pub(super) fn on_paste(&mut self, text: &str) {
        if self.mode != Mode::Play || self.is_paused() {
            return self.refuse(tr!(self.lang(), "notice-paste-not-now"));
        }
        self.stop_pointing();
        let moves = pasted_moves(text);
        let position = self.game().position();
        let read_as_moves = |token: &String| {
            !matches!(
                san::parse(position, token),
                Err(SanError::Empty | SanError::NotAMove { .. })
            )
        };
        if moves.len() > 1 && moves.iter().all(read_as_moves) {
            return self.offer_pasted(moves);
        }
        let line = text.trim();
        if line.contains(['\n', '\r']) {
            return self.refuse(tr!(self.lang(), "notice-paste-lines"));
        }
        let typed = self.input.insert_str(line);
        self.view = None;
        self.refresh_completions();
        if typed
            < line
                .chars()
                .filter(|&c| !crate::text::is_invisible(c))
                .count()
        {
            let max = super::input::MAX_CHARS;
            self.refuse(tr!(self.lang(), "notice-paste-cut", max = max));
        }
    }

    /// Asks whether to play pasted moves; refuses them at once when none can be played (the
    /// game is over or only looked at, or the first cannot be played here).
    fn offer_pasted(&mut self, moves: Vec<String>) {
        if self.refuses_moves() {
            return;
        }
        let first = moves.first().map_or("", String::as_str);
        if let Err(error) = san::parse(self.game().position(), first) {
            let reason = error.describe(self.lang());
            return self.refuse(tr!(
                self.lang(),
                "notice-pasted-first-failed",
                text = first,
                reason = reason
            ));
        }
        self.pasted = moves;
        self.ask(Question::PlayPasted);
    }

    /// Plays the pasted moves in order, stopping with a sentence at the first that cannot be
    /// played, which stays on the input line as a typed move does (with the move it may
    /// have meant beside it, which Tab takes).
    fn play_pasted(&mut self, moves: &[String]) {
        for (index, text) in moves.iter().enumerate() {
            let read = san::parse_typed(self.game().position(), text);
            let played = match read {
                Ok(m) => self.play(m),
                Err(error) => {
                    self.refuse(error.describe(self.lang()));
                    false
                }
            };
            if !played {
                let reason = match self.notice.take() {
                    Some(Notice::Error(reason) | Notice::Info(reason)) => reason,
                    None => String::new(),
                };
                self.input.set(text);
                self.refresh_completions();
                return self.refuse(tr!(
                    self.lang(),
                    "notice-pasted-failed",
                    number = index + 1,
                    text = text.as_str(),
                    reason = reason,
                    before = index
                ));
            }
        }
        let played = tr!(self.lang(), "notice-pasted-played", count = moves.len());
        self.notice = Some(Notice::Info(played));
    }
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
