//! What an update did, in types: [`App::update`](super::App::update) returns the [`Event`]s of
//! one message, in the order they happened, the way gitui's components push their internal
//! events. The screen, the line mode and the session act on them (the words come from the
//! catalogue when they are said, through [`Describe`](crate::i18n::Describe)); tests assert on
//! them. A refusal carries its error value ([`Refusal`]), and what the players are told
//! besides is an [`Info`].

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::Question;
use super::editor::EditorError;
use super::form::{Field, FieldError};
use super::library::Pick;
use super::search::SearchRequest;
use crate::game::arbiter::{ClockAdjustment, DurationError};
use crate::game::{GameError, NoClaim, NoteError, Outcome};
use crate::i18n::{Describe, Lang, capitalised, say, screen_san};
use crate::notation::MoveNumber;
use crate::notation::pgn::Nag;
use crate::notation::san::{San, SanError, Suggestion};
use crate::phrase;
use crate::rules::{Color, Move, Square};
use crate::sentence::{Arg, Phrase, Sentence};

/// Something that happened in an update.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A move was played: the half-move it is in the game (0 is the first), the move, and
    /// how it is written.
    Played {
        /// Its index among the game's half-moves.
        ply: usize,
        /// The move, as the rules play it.
        m: Move,
        /// The move as written, with its check mark.
        san: San,
    },
    /// The last move was taken back: the half-move it was, and how it was written.
    TakenBack {
        /// Its index among the game's half-moves before it went.
        ply: usize,
        /// The move as it was written.
        san: San,
    },
    /// The game ended.
    Ended(Outcome),
    /// This side offered a draw; the other side is to answer.
    DrawOffered(Color),
    /// The draw this side offered was declined.
    DrawDeclined(Color),
    /// A question is put to the players.
    Asked(Question),
    /// The players said no to a question: what it asked stays as it was.
    Declined(Question),
    /// The pawn going from `from` to `to` waits for the piece it becomes.
    PromotionAsked {
        /// The square the pawn leaves.
        from: Square,
        /// The square on the last rank it reaches.
        to: Square,
    },
    /// Both clocks were stopped at the players' word (`pause`).
    Paused,
    /// The clocks run again after a pause.
    Resumed,
    /// The board turned: this side is at the bottom now.
    Flipped(Color),
    /// Another game began (`new`): it is saved apart from the last.
    NewGame,
    /// Something the players asked for was not done, and why. Nothing else changed, but for
    /// a wrong claim whose announced move was played ([`Refusal::ClaimPlayed`]).
    Refused(Refusal),
    /// Something worth knowing that no other event says.
    Told(Info),
    /// The players asked for a save (`save`): the layer that writes files carries it out and
    /// tells the app how it went ([`super::Message::Saved`]).
    SaveDue(SaveRequest),
    /// Saving the game automatically started failing (with why) or works again (`None`).
    AutosaveProblem(Option<SaveFailure>),
    /// A page between games opened over the game, whose clocks stand still meanwhile.
    PageOpened(PageKind),
    /// The page closed: the game is on the screen again, and its clocks run again.
    PageClosed,
    /// The players want the saved games: the layer that reads files sends them
    /// ([`super::Message::Shelf`]).
    ListGames,
    /// The players want the games of this PGN file, named as typed (`~` for the home
    /// folder), sent back as [`super::Message::Shelf`].
    ReadFile(String),
    /// The players picked this game in the library, to be opened and sent back
    /// ([`super::Message::Opened`]).
    OpenGame(Pick),
    /// The players asked to play the next game of the tournament of this name (from the
    /// library, the new-game form or the standings after a game): the session opens it in
    /// place of the game here ([`super::Message::Opened`]), or says why it cannot.
    PlayTournament(String),
    /// Another game is on the screen: the one picked in the library.
    GameOpened,
    /// A field of the new-game form was set by a line of words.
    FieldSet(Field),
    /// The position on the board editor changed by its line.
    Edited,
    /// The library's filter changed by a line.
    Filtered,
    /// Learning from the mistakes went on: a move tried or judged, a solution shown, the next
    /// mistake, the end.
    Learned,
    /// A move found is to be searched by the engine, which the layer that runs engines
    /// does on a thread of its own, sending the eval back ([`super::Message::Searched`]).
    SearchDue(SearchRequest),
    /// The search asked for is no longer wanted: the engine is let go.
    SearchGivenUp,
    /// The running clock of a side passed a mark of low time.
    LowTime {
        /// The side whose time runs low.
        side: Color,
        /// How little is left.
        mark: TimeMark,
    },
    /// A clock was changed by the arbiter's hand (`addtime`, `clock SIDE TIME`).
    ClockAdjusted(ClockAdjustment),
    /// The last change of a clock by the arbiter's hand was taken back.
    AdjustmentTakenBack(ClockAdjustment),
    /// The terminal bell: ten seconds left, a flag fell, or (when the players asked for it)
    /// a move of a timed game. The screen rings it; the line mode only when asked.
    Bell,
    /// The position shown changed: a move of the game or of a side line is viewed, or the
    /// live game is shown again (stepping through the game, a move played there, a side line
    /// left, deleted or promoted).
    Shown,
    /// The game's notes or side lines changed (a glyph, a comment, a side line played,
    /// deleted or promoted): its moves did not, but its file is written again.
    NotesChanged,
    /// The players asked for a copy (`copy`): the terminal layer puts it on the clipboard
    /// and tells the app how it went ([`super::Message::Copied`]).
    CopyDue(Clip),
    /// The players asked for the engine's review of the game (`analyse`): the layer that
    /// runs engines starts one and tells the app how it goes ([`super::Message::Analysis`]).
    AnalysisDue(AnalysisRequest),
    /// The players stopped the engine's review (Esc): it ends after the searches under way,
    /// and what is done is kept.
    AnalysisCancelled,
    /// The engine's review went on from `from` positions searched to `done` of `total`.
    AnalysisProgressed {
        /// Positions searched before.
        from: usize,
        /// Positions searched now.
        done: usize,
        /// All the positions.
        total: usize,
    },
}

/// The game the engine is to review: where it starts and its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisRequest {
    /// The position the game starts from.
    pub start: crate::rules::Position,
    /// The game's moves, in order.
    pub moves: Vec<Move>,
}

/// Which way `next mistake` and its keys go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Towards {
    /// To the next marked move after the one viewed.
    Next,
    /// To the marked move before the one viewed.
    Previous,
}

/// What `copy` puts on the clipboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Clip {
    /// The game as PGN, with its tags, notes and side lines (the session that keeps its tags
    /// writes it).
    Game,
    /// The FEN of the position viewed.
    Position(String),
}

/// Why nothing can be put on the clipboard here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoClipboard {
    /// A terminal known not to take the clipboard sequence (OSC 52): a console, a dumb
    /// terminal.
    Console,
    /// The output is no terminal (the line mode writing to a pipe or a file).
    NotATerminal,
}

/// A move a note or a side line speaks of: its number and how it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotedMove {
    /// Its number, with the dots of the side that made it (`12.`, `12...`).
    pub number: MoveNumber,
    /// The move as written.
    pub san: San,
}

impl NotedMove {
    /// `12. Nf3`, in the screen's notation of `lang`.
    fn written(self, lang: Lang) -> String {
        format!("{} {}", self.number, screen_san(lang, self.san))
    }
}

impl Event {
    /// Whether the game itself changed (a move, a takeback, an ending, an offer or its
    /// answer, a clock changed by hand, another game), so that its file should be written
    /// again.
    pub fn changes_the_game(&self) -> bool {
        matches!(
            self,
            Event::Played { .. }
                | Event::TakenBack { .. }
                | Event::Ended(_)
                | Event::DrawOffered(_)
                | Event::DrawDeclined(_)
                | Event::ClockAdjusted(_)
                | Event::AdjustmentTakenBack(_)
                | Event::NewGame
                | Event::NotesChanged
        )
    }
}

/// Which page between games is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PageKind {
    /// The new-game form.
    NewGame,
    /// The board editor.
    Editor,
    /// The library of saved games, or of a file's.
    Library,
    /// Learn from your mistakes.
    Learn,
}

/// A mark of low time on a running clock, said once as the clock passes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeMark {
    /// One minute left.
    OneMinute,
    /// Ten seconds left.
    TenSeconds,
}

/// Why what the players asked for was not done: the error value, and what the screen says
/// of it ([`Sentence`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A move typed (or pointed at) that cannot be played, and why.
    Move(SanError),
    /// Enter with no move typed (or only a move's marks): what to type, with moves of the
    /// position as examples.
    TypeAMove(Vec<San>),
    /// The text typed is no move, but may have meant this one (Tab takes it).
    Suggested(Suggestion),
    /// The game refused what was asked of it.
    Game(GameError),
    /// No move can be entered: the game is over.
    Over(Outcome),
    /// Nothing changes in a game only looked at here.
    ReadOnly,
    /// `resign` once the game is over.
    AlreadyOver,
    /// `undo` once the game is over.
    NoTakebackOver,
    /// `undo` in a game that forbids taking moves back.
    TakebacksOff,
    /// `pause` once the game is over.
    PauseOver,
    /// `resume` while the clocks are not paused.
    NotPaused,
    /// A key that answers no question waiting for y or n.
    AnswerYOrN,
    /// The input line is full.
    LineFull,
    /// A line entered whole (the line mode's) that is not moves, longer than the input line
    /// holds: how many characters it has. Nothing of it was taken.
    LineTooLong(usize),
    /// A paste while no move is being typed (a question, the picker, a pause).
    PasteNotNow,
    /// A paste of several lines that is not moves.
    PasteLines,
    /// A paste longer than the input line holds: the rest was cut.
    PasteCut,
    /// Pasted moves whose first cannot be played here; none was played.
    PastedFirst {
        /// The first move, as pasted.
        text: String,
        /// Why it cannot be played.
        error: SanError,
    },
    /// Pasted moves that stopped at one that cannot be played; those before it were.
    Pasted {
        /// The number of the move that stopped them, counting from 1.
        number: usize,
        /// That move, as pasted.
        text: String,
        /// Why it cannot be played.
        why: Box<Refusal>,
    },
    /// A wrong draw claim whose announced move was played all the same (FIDE 9.5.3).
    ClaimPlayed {
        /// Why there was no draw to claim.
        why: NoClaim,
        /// The move announced and played.
        san: San,
        /// The side given more time for the wrong claim, and how much.
        extra_time: Option<(Color, Duration)>,
    },
    /// A save asked for with `save` failed, and why.
    SaveFailed(SaveFailure),
    /// A click on a piece of the side not to move.
    NotYours(Color),
    /// A field of the new-game form is wrong, and the game cannot start: which, and why.
    Field(Field, FieldError),
    /// Typing on a field of the form that is chosen, not typed: nothing changed.
    NoTyping(Field),
    /// The board editor refused what was typed or asked, or its position cannot be played.
    Editor(EditorError),
    /// The saved games could not be listed, or the game picked opened, and why.
    OpenFailed(Failure),
    /// The engine could not search a move found, and why.
    EngineFailed(Failure),
    /// A move tried while the engine still searches the last one.
    Searching,
    /// A move tried, or the solution asked for, when the mistake is done with.
    ExerciseOver,
    /// `next` before the mistake is done with (a move that holds, or the solution).
    NotYetOver,
    /// `learn` with a word after it that names no side.
    LearnWhichSide,
    /// The PGN file opened holds no game.
    NoGames(PathBuf),
    /// A line on the new-game form that names no field.
    FormWord(String),
    /// A number typed in the library that no game shown has.
    NoSuchGame(usize),
    /// `open` without a file.
    OpenWhat,
    /// A time typed for a clock that is not one (`addtime`, `clock SIDE TIME`).
    Duration(DurationError),
    /// `clock SIDE TIME` without a side and a time.
    SetClockUsage,
    /// `clock SIDE TIME` to the time the side's clock shows.
    ClockShows(Color),
    /// A note or a side line could not be edited, and why.
    Note(NoteError),
    /// `nag` with what is no glyph (as typed).
    UnknownNag(String),
    /// `nag` alone, for a move without glyphs.
    NoGlyphs,
    /// `leave` while no side line is viewed.
    NotInSideLine,
    /// `charts` while the game goes on and no earlier move is viewed.
    ChartsNotNow,
    /// `analyse` while the game is played: the engine looks at finished games only.
    AnalyseNotNow,
    /// `analyse` while the engine's review runs.
    AnalysisRunning,
    /// `analyse` for a game without moves.
    NothingToAnalyse,
    /// `analyse` once the engine has reviewed every move.
    AlreadyAnalysed,
    /// The engine could not review the game, and why (what it did is kept).
    Engine(Failure),
    /// `next mistake` or `previous mistake` before the engine's review.
    NoAnalysis,
    /// `next mistake` or `previous mistake` with no marked move that way.
    NoMoreMistakes(Towards),
    /// `next` or `previous` with something else than `mistake` after it (as typed).
    NextWhat(String),
    /// `copy` with something else than `fen` after it (as typed).
    CopyWhat(String),
    /// Nothing can be put on the clipboard here, and why.
    NoClipboard(NoClipboard),
}

impl Sentence for Refusal {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            Refusal::Move(error) => error.phrase(),
            Refusal::TypeAMove(examples) if examples.is_empty() => SanError::Empty.phrase(),
            Refusal::TypeAMove(examples) => phrase!(
                "notice-type-a-move",
                moves = Arg::OneOf(examples.iter().map(|&san| Arg::from(san)).collect())
            ),
            Refusal::Suggested(suggestion) => {
                phrase!("notice-suggestion", suggestion = suggestion.phrase())
            }
            Refusal::Game(error) => error.phrase(),
            Refusal::Over(outcome) => phrase!("notice-over-type", outcome = outcome.sentence()),
            Refusal::ReadOnly => phrase!("notice-read-only-refused"),
            Refusal::AlreadyOver => phrase!("notice-already-over"),
            Refusal::NoTakebackOver => phrase!("notice-no-takeback-over"),
            Refusal::TakebacksOff => phrase!("notice-takebacks-off"),
            Refusal::PauseOver => phrase!("notice-over"),
            Refusal::NotPaused => phrase!("notice-not-paused"),
            Refusal::AnswerYOrN => phrase!("notice-answer-y-or-n"),
            Refusal::LineFull => phrase!("notice-line-full", max = super::input::MAX_CHARS),
            Refusal::LineTooLong(count) => phrase!(
                "notice-line-too-long",
                count = *count,
                max = super::input::MAX_CHARS
            ),
            Refusal::PasteNotNow => phrase!("notice-paste-not-now"),
            Refusal::PasteLines => phrase!("notice-paste-lines"),
            Refusal::PasteCut => phrase!("notice-paste-cut", max = super::input::MAX_CHARS),
            Refusal::PastedFirst { text, error } => phrase!(
                "notice-pasted-first-failed",
                text = text,
                reason = error.phrase()
            ),
            Refusal::Pasted { number, text, why } => phrase!(
                "notice-pasted-failed",
                number = *number,
                text = text,
                reason = why.phrase(),
                before = number.saturating_sub(1)
            ),
            Refusal::ClaimPlayed {
                why,
                san,
                extra_time: Some((side, time)),
            } => phrase!(
                "notice-claim-played-more-time",
                why = why.phrase(),
                move = *san,
                side = *side,
                time = *time
            ),
            Refusal::ClaimPlayed {
                why,
                san,
                extra_time: None,
            } => phrase!("notice-claim-played", why = why.phrase(), move = *san),
            Refusal::SaveFailed(failure) => {
                phrase!("notice-save-failed", reason = failure.phrase())
            }
            Refusal::NotYours(side) => phrase!("pointer-not-yours", side = *side),
            Refusal::Field(_, error) => error.phrase(),
            Refusal::NoTyping(field) => phrase!("form-no-typing", field = field.label()),
            Refusal::Editor(error) => error.phrase(),
            Refusal::OpenFailed(failure) => failure.phrase(),
            Refusal::EngineFailed(failure) => failure.phrase(),
            Refusal::Searching => phrase!("notice-learn-searching"),
            Refusal::ExerciseOver => phrase!("notice-learn-over"),
            Refusal::NotYetOver => phrase!("notice-learn-not-yet"),
            Refusal::LearnWhichSide => phrase!("notice-learn-which-side"),
            Refusal::NoGames(path) => {
                phrase!("notice-no-games", path = path.display().to_string())
            }
            Refusal::FormWord(text) => phrase!("notice-form-word", text = text),
            Refusal::NoSuchGame(number) => phrase!("notice-no-such-game", number = *number),
            Refusal::OpenWhat => phrase!("notice-open-what"),
            Refusal::Duration(error) => error.phrase(),
            Refusal::SetClockUsage => phrase!("notice-clock-usage"),
            Refusal::ClockShows(side) => phrase!("notice-clock-shows", side = *side),
            Refusal::Note(error) => error.phrase(),
            Refusal::UnknownNag(text) => phrase!("notice-unknown-nag", text = text),
            Refusal::NoGlyphs => phrase!("notice-no-glyphs"),
            Refusal::NotInSideLine => phrase!("notice-not-in-side-line"),
            Refusal::ChartsNotNow => phrase!("notice-charts-not-now"),
            Refusal::AnalyseNotNow => phrase!("notice-analyse-not-now"),
            Refusal::AnalysisRunning => phrase!("notice-analysis-running"),
            Refusal::NothingToAnalyse => phrase!("notice-nothing-to-analyse"),
            Refusal::AlreadyAnalysed => phrase!("notice-already-analysed"),
            Refusal::Engine(failure) => {
                phrase!("notice-engine-failed", reason = failure.phrase())
            }
            Refusal::NoAnalysis => phrase!("notice-no-analysis"),
            Refusal::NoMoreMistakes(Towards::Next) => phrase!("notice-no-next-mistake"),
            Refusal::NoMoreMistakes(Towards::Previous) => phrase!("notice-no-previous-mistake"),
            Refusal::NextWhat(text) => phrase!("notice-next-what", text = text),
            Refusal::CopyWhat(text) => phrase!("notice-copy-what", text = text),
            Refusal::NoClipboard(NoClipboard::Console) => phrase!("notice-no-clipboard"),
            Refusal::NoClipboard(NoClipboard::NotATerminal) => {
                phrase!("notice-no-clipboard-output")
            }
        }
    }
}

/// Something the players are told that is no refusal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Info {
    /// A save asked for with `save` wrote this file.
    SavedTo(PathBuf),
    /// The takeback asked for by this side was declined.
    TakebackDeclined(Color),
    /// The draw offered by this side was declined.
    DrawDeclined(Color),
    /// The file a save would replace is kept, and nothing was saved.
    ReplaceDeclined,
    /// This move, numbered so, was taken back.
    TakenBack(MoveNumber, San),
    /// This many pasted moves were played.
    PastedPlayed(usize),
    /// The FEN of the position shown (`fen`).
    Fen(String),
    /// The pieces are letters on this terminal, for this reason.
    NoFigurines(NoFigurines),
    /// A clock was changed by the arbiter's hand, as the players agreed.
    ClockAdjusted(ClockAdjustment),
    /// The last change of a clock was taken back, as the players agreed.
    AdjustmentTakenBack(ClockAdjustment),
    /// A change of the clocks was declined: they stay as they were.
    ClocksKept,
    /// The move got this glyph.
    NagGiven(NotedMove, Nag),
    /// The move's glyphs were taken off.
    NagsCleared(NotedMove),
    /// The move got a comment (`None`: the start of the game or of a side line did).
    Commented(Option<NotedMove>),
    /// The move's comment was taken off (`None`: the one before the first move).
    CommentCleared(Option<NotedMove>),
    /// The side line viewed was deleted.
    LineDeleted,
    /// The side line viewed was promoted.
    LinePromoted,
    /// The clipboard got this copy.
    Copied(Clip),
    /// The engine reviewed every move of the game.
    Analysed,
    /// The engine's review stopped (Esc) after this many of the game's moves.
    AnalysisStopped {
        /// The moves reviewed, from the first.
        reviewed: usize,
        /// The game's moves.
        moves: usize,
    },
    /// What was said on the terminal before the screen opened over it, in that order.
    SaidBefore(Vec<Phrase<'static>>),
    /// What the program says of its own work beside the game ([`super::Message::Note`]).
    Note(Phrase<'static>),
}

impl Describe for Info {
    fn describe(&self, lang: Lang) -> String {
        let phrase = match self {
            Info::SavedTo(path) => phrase!("notice-saved-to", path = path.display().to_string()),
            Info::TakebackDeclined(by) => phrase!("notice-takeback-declined", side = !*by),
            Info::DrawDeclined(by) => phrase!("notice-draw-declined", side = !*by),
            Info::ReplaceDeclined => phrase!("notice-replace-declined"),
            Info::TakenBack(number, san) => {
                let taken = format!("{number} {}", screen_san(lang, *san));
                phrase!("notice-taken-back", move = taken)
            }
            Info::PastedPlayed(count) => phrase!("notice-pasted-played", count = *count),
            Info::Fen(fen) => return fen.clone(),
            Info::NoFigurines(NoFigurines::Console) => phrase!("notice-no-figurines-console"),
            Info::NoFigurines(NoFigurines::NotOneCellWide) => {
                phrase!("notice-no-figurines-width")
            }
            Info::ClockAdjusted(adjustment) => adjustment.phrase(),
            Info::AdjustmentTakenBack(adjustment) => {
                phrase!("notice-adjustment-taken-back", change = adjustment.phrase())
            }
            Info::ClocksKept => phrase!("notice-clocks-kept"),
            Info::NagGiven(noted, nag) => phrase!(
                "notice-nag-given",
                move = noted.written(lang),
                nag = nag.written()
            ),
            Info::NagsCleared(noted) => {
                phrase!("notice-nags-cleared", move = noted.written(lang))
            }
            Info::Commented(Some(noted)) => {
                phrase!("notice-commented", move = noted.written(lang))
            }
            Info::Commented(None) => phrase!("notice-commented-start"),
            Info::CommentCleared(Some(noted)) => {
                phrase!("notice-comment-cleared", move = noted.written(lang))
            }
            Info::CommentCleared(None) => phrase!("notice-comment-cleared-start"),
            Info::LineDeleted => phrase!("notice-line-deleted"),
            Info::LinePromoted => phrase!("notice-line-promoted"),
            Info::Copied(Clip::Game) => phrase!("notice-copied-game"),
            Info::Copied(Clip::Position(_)) => phrase!("notice-copied-fen"),
            Info::Analysed => phrase!("notice-analysed"),
            Info::AnalysisStopped { reviewed, moves } => phrase!(
                "notice-analysis-stopped",
                reviewed = *reviewed,
                moves = *moves
            ),
            Info::SaidBefore(said) => {
                let sentences: Vec<String> = said
                    .iter()
                    .map(|phrase| capitalised(&say(lang, phrase)))
                    .collect();
                return sentences.join(SAID_APART);
            }
            Info::Note(said) => return capitalised(&say(lang, said)),
        };
        say(lang, &phrase)
    }
}

/// What separates the sentences of [`Info::SaidBefore`] on one line.
const SAID_APART: &str = " · ";

/// Why the pieces are letters on this terminal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoFigurines {
    /// A console whose fonts have no chess figurines: the Linux console (`TERM=linux`), the
    /// BSD consoles, a VT100, the classic Windows console.
    Console,
    /// The terminal does not move on one cell for each figurine (measured): drawn two cells
    /// wide, they would shift the board.
    NotOneCellWide,
}

/// Why the layer that reads and writes files could not do what the app asked (save a game,
/// list the saved games, open one): any error that says itself ([`Sentence`]), kept whole.
/// Two failures are the same when they say the same.
#[derive(Clone)]
pub struct Failure(Arc<dyn Sentence + Send + Sync>);

/// Why a game could not be saved.
pub type SaveFailure = Failure;

impl Failure {
    /// The failure `error`.
    pub fn new(error: impl Sentence + Send + Sync + 'static) -> Failure {
        Failure(Arc::new(error))
    }
}

impl Sentence for Failure {
    fn phrase(&self) -> Phrase<'_> {
        self.0.phrase()
    }
}

impl fmt::Debug for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Failure").field(&self.phrase()).finish()
    }
}

impl PartialEq for Failure {
    fn eq(&self, other: &Failure) -> bool {
        self.phrase() == other.phrase()
    }
}

impl Eq for Failure {}

/// A line of feedback for the players, shown until the next change it does not describe.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// Something was refused, and why.
    Refused(Refusal),
    /// Something worth knowing: what was done, or what to do next.
    Info(Info),
}

impl Describe for Notice {
    fn describe(&self, lang: Lang) -> String {
        match self {
            Notice::Refused(refusal) => refusal.describe(lang),
            Notice::Info(info) => info.describe(lang),
        }
    }
}
/// A save the players asked for with `save`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveRequest {
    /// The file or folder named, as typed (`~` not yet expanded); `None` for the game's own
    /// file.
    pub target: Option<String>,
    /// Whether the players agreed to replace a file that exists.
    pub overwrite: bool,
}
