//! What can happen to the app: key presses and the mouse in its own small vocabulary, pasted
//! text, time passing, the room the screen has, and reports from the layers that save games.

use std::path::PathBuf;

use super::answer::Answer;
use super::editor::Hand;
use super::event::{Clip, Failure, NoClipboard, NoFigurines, SaveFailure};
use super::form::Field;
use super::key::Key;
use super::library::Shelf;
use super::standings::Standings;
use crate::analysis::{Eval, Judged};
use crate::game::{Header, TimedGame};
use crate::rules::{Color, Role, Square};
use crate::sentence::Phrase;
use crate::setup::CastlingRight;
use crate::tournament::Tournament;
use std::time::SystemTime;

/// What the mouse points at, in the app's own terms. The terminal layer finds it for the cell
/// under the mouse with `ui::hit`, through the same layout the screen is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// A square of the board.
    Square(Square),
    /// A piece of a side's pocket, in crazyhouse.
    Pocket(Color, Role),
    /// A move in the move list, by its index in [`super::App::sans`].
    Move(usize),
    /// A piece of the promotion picker.
    Promotion(Role),
    /// The popup on top (the help, the promotion picker), off its choices.
    Popup,
    /// What closes the popup on top: the help's closing line.
    Close,
    /// What the mouse holds on the board editor: a piece of its palette, the eraser, or the
    /// hand that drags pieces.
    Palette(Hand),
    /// Something on a page between games that takes clicks.
    Page(PageTarget),
}

/// What takes clicks on the pages between games: the new-game form, the library and the
/// board editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PageTarget {
    /// A field of the new-game form: the keys go to it.
    Field(Field),
    /// The `index`-th choice of a field of choices (a preset of the time grid, a start).
    Choice(Field, usize),
    /// The box of the form's start: its Chess960 number or FEN typed.
    StartBox,
    /// A game shown in the library, by its row among those shown.
    Row(usize),
    /// The board editor's side to move.
    Turn(Color),
    /// A castling right on the board editor.
    Castling(CastlingRight),
    /// An en passant square on the board editor, or none.
    EnPassant(Option<Square>),
    /// A button of a page.
    Button(Button),
}

/// A button of a page between games: what its key or word does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Button {
    /// Start the game (Enter on the form, `play` on the editor).
    Start,
    /// Leave the page (Esc).
    Back,
    /// Take every piece off the editor's board.
    Clear,
    /// Set the editor's board to the usual start.
    Standard,
    /// Copy the editor's FEN.
    Copy,
}

/// A game opened from the library, to play on, review or look at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenedGame {
    /// The game with its clock.
    pub timed: TimedGame,
    /// Its tags: the players' names, and how it was played where hotseat kept that (the side
    /// at the bottom, moves at once).
    pub kept: Header,
    /// Whether it may only be looked at (another program plays it).
    pub read_only: bool,
    /// For a look: when its file was written, the moment it shows.
    pub saved_at: Option<SystemTime>,
}

/// What the mouse did, and what it was over (`None`: nothing the game responds to).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pointer {
    /// The left button went down.
    Press(Option<Target>),
    /// The mouse moved with the left button down: a piece is dragged.
    Drag(Option<Target>),
    /// The left button came up.
    Release(Option<Target>),
    /// The mouse moved with no button down.
    Hover(Option<Target>),
    /// The right button went down: on the board editor, it clears a square.
    RightClick(Option<Target>),
    /// The wheel turned away from the player: back through the list.
    ScrollUp,
    /// The wheel turned towards the player.
    ScrollDown,
}

/// What the screen has room for, as the terminal layer finds after laying it out: the app
/// needs it to stop scrolling at the ends and to pause the clocks while the game cannot be
/// seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Viewport {
    /// Whether the game fits the terminal (else a message asks for a larger one).
    pub fits: bool,
    /// The lines the move list shows at once: its rows, in each of its columns.
    pub move_lines: usize,
    /// The rows of the help that do not fit its box: how far the help can scroll.
    pub help_overflow: usize,
}

impl Default for Viewport {
    /// Until the terminal layer says otherwise: the game fits, and nothing is known of the
    /// rows, so scrolling stops only at the ends of the content.
    fn default() -> Viewport {
        Viewport {
            fits: true,
            move_lines: 0,
            help_overflow: usize::MAX,
        }
    }
}

/// A step through the game and its side lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// One move back along the line shown, out of a side line at its first move.
    Back,
    /// One move on along the line shown, to the live game after the game's last move.
    On,
    /// To the start of the game.
    Start,
    /// Back to the live game.
    End,
}

/// What the engine's run tells the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysisNews {
    /// This many positions of all of them are done.
    Progress {
        /// Positions searched.
        done: usize,
        /// All the positions.
        total: usize,
    },
    /// A review found without an engine for the game shown (kept on this machine from an
    /// earlier run, or written into the game's PGN): each position's judgement, the start
    /// first, `None` where there is none. Shown at once when no review is under way.
    Kept {
        /// The positions judged, by index.
        positions: Vec<Option<Judged>>,
    },
    /// The run ended: each position's judgement (the start first), `None` where it was not
    /// searched, and why it ended early if its engine failed.
    Finished {
        /// The positions judged, by index.
        positions: Vec<Option<Judged>>,
        /// Why the engine stopped, if it failed.
        failure: Option<Failure>,
    },
}

/// Everything [`super::App::update`] responds to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// A key was pressed.
    Key(Key),
    /// Text was pasted (bracketed paste): it arrives whole, not as key presses.
    Paste(String),
    /// A whole line was entered at once (the line mode): taken as a paste is, then entered
    /// as Enter enters it, unless it was refused or raised a question.
    Line(String),
    /// Yes or no to the question or the draw offer waiting.
    Answer(Answer),
    /// The piece the pawn waiting in the promotion picker becomes.
    Promote(Role),
    /// A fresh start for the next line: the help or the promotion picker closes (the pawn
    /// stays), the input line and what was said of it go, and a piece picked up is put back.
    /// The position viewed stays, for the next line to step on from.
    Clear,
    /// A step through the game (←, →, Home and End on the screen, with nothing typed).
    Step(Step),
    /// The clocks go on after a pause (Enter on the screen).
    Unpause,
    /// The move the text on the input line may have meant is played (Tab, then Enter).
    TakeSuggestion,
    /// The mouse was used (when the terminal reports it).
    Pointer(Pointer),
    /// Time passed: clocks move on, and a flag may fall.
    Tick,
    /// The screen was laid out anew (a resize): what it has room for.
    Viewport(Viewport),
    /// The program is about to be stopped (Ctrl-Z): the clocks pause until [`Message::Continue`].
    Suspend,
    /// The program runs again after being stopped.
    Continue,
    /// What became of a save the app asked for: the file written, or why it failed.
    Saved(Result<PathBuf, SaveFailure>),
    /// A save would replace this file: the players are asked first.
    SaveWouldReplace(PathBuf),
    /// Saving the game automatically failed (or works again, with `None`).
    AutosaveProblem(Option<SaveFailure>),
    /// The terminal cannot show figurines, for the reason given (said once): the pieces are
    /// letters from now on.
    NoFigurines(NoFigurines),
    /// The games asked for ([`super::Event::ListGames`], [`super::Event::ReadFile`]): the
    /// library opens with them (a file of one game opens that game).
    Shelf(Shelf),
    /// The game picked in the library ([`super::Event::OpenGame`]), opened.
    Opened(Box<OpenedGame>),
    /// Why the games could not be listed, or the game picked opened.
    OpenFailed(Failure),
    /// The engine's eval of the move found ([`super::Event::SearchDue`]), or why it has
    /// none.
    Searched(Result<Eval, Failure>),
    /// What became of a copy the app asked for: on the clipboard, or why it could not be.
    Copied(Result<Clip, NoClipboard>),
    /// What was said on the terminal before the screen opened over it (a damaged file set
    /// aside, where a game not resumed stays): the screen says it again.
    SaidBefore(Vec<Phrase<'static>>),
    /// What the program has to say of its own work beside the game, once (a broadcast
    /// folder that cannot be written): the status line says it.
    Note(Phrase<'static>),
    /// How the engine's review asked for goes ([`super::Event::AnalysisDue`]).
    Analysis(AnalysisNews),
    /// The result of the tournament's game played here went into the table: the standings
    /// it left open over the game, with the next game to play.
    Standings(Box<Standings>),
    /// The tournaments kept on this computer, sent as the new-game form opens: the open form
    /// offers the next game of each one under way ([`super::Event::PlayTournament`]).
    Tournaments(Vec<Tournament>),
}
