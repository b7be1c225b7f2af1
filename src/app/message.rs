//! What can happen to the app: key presses and the mouse in its own small vocabulary, pasted
//! text, time passing, the room the screen has, and reports from the layers that save games.

use std::path::PathBuf;

use super::event::{Clip, NoClipboard, NoFigurines, SaveFailure};
use crate::rules::{Role, Square};

/// A key the app responds to. The terminal layer turns its key events into these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A printable character, as typed (case kept).
    Char(char),
    /// Enter or Return: plays the move typed, or answers a question.
    Enter,
    /// Backspace: deletes the character before the cursor.
    Backspace,
    /// Delete: deletes the character after the cursor.
    Delete,
    /// Left arrow: the cursor left, or the board cursor a file left.
    Left,
    /// Right arrow: the cursor right, or the board cursor a file right.
    Right,
    /// Up arrow: a move back in review, or the board cursor a rank up.
    Up,
    /// Down arrow: a move on in review, or the board cursor a rank down.
    Down,
    /// Home: the start of the line, or of the game in review.
    Home,
    /// End: the end of the line, or of the game in review.
    End,
    /// Page Up: a page back in the help or the move list.
    PageUp,
    /// Page Down: a page on in the help or the move list.
    PageDown,
    /// Tab: completes the move typed when one candidate is left.
    Tab,
    /// Escape: clears the line, closes a popup, or answers no.
    Esc,
    /// F1, for help.
    F1,
    /// Ctrl-C, to quit.
    CtrlC,
    /// Ctrl-U, to clear the input line.
    CtrlU,
}

/// What the mouse points at, in the app's own terms. The terminal layer finds it for the cell
/// under the mouse with `ui::hit`, through the same layout the screen is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// A square of the board.
    Square(Square),
    /// A move in the move list, by its index in [`super::App::sans`].
    Move(usize),
    /// A piece of the promotion picker.
    Promotion(Role),
    /// The popup on top (the help, the promotion picker), off its choices.
    Popup,
    /// What closes the popup on top: the help's closing line.
    Close,
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
    Answer(bool),
    /// The piece the pawn waiting in the promotion picker becomes.
    Promote(Role),
    /// A fresh start for the next line: the help or the promotion picker closes (the pawn
    /// stays), the input line and what was said of it go, a piece picked up is put back, and
    /// the live game is shown.
    Clear,
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
    /// What became of a copy the app asked for: on the clipboard, or why it could not be.
    Copied(Result<Clip, NoClipboard>),
}
