//! The board editor: a position set up with the keys (a cursor on the board, and a piece's
//! letter to put it there), with the mouse (a palette, clicks, drags, the right button to
//! clear), or typed on its line (a placement, `Ke1 Qd1 / ke8`, or a word: `black`,
//! `castling Kq`, `ep e3`, `clear`, `start`, `fen FEN`, `+Nf3`, `-e4`, `play`). The position
//! is checked by the FEN rules when the game is to start from it.

use super::board_cursor;
use super::form::NewGameForm;
use super::input::InputLine;
use super::key::Key;
use crate::game::Flip;
use crate::phrase;
use crate::rules::fen::{self, FenError};
use crate::rules::{Color, Piece, Position, Square};
use crate::sentence::{Phrase, Sentence};
use crate::setup::{CastlingRight, Diagram, EditError, Placement, PlacementError};
use crate::vocabulary::{self, Meaning};

/// What the mouse puts on a square it clicks: a piece of the palette, nothing (the eraser),
/// or, by default, nothing new (pieces are moved by dragging them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Hand {
    /// Pieces are dragged from square to square, or off the board to take them away.
    #[default]
    Move,
    /// A click puts this piece (or takes it away, when it is there already).
    Put(Piece),
    /// A click empties the square.
    Erase,
}

/// Something the editor's line or a click asks for, beyond changing the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditorAction {
    /// Nothing more: the position changed, or nothing did.
    Nothing,
    /// Start the game from the position.
    Play,
    /// Go back to the form, keeping the position.
    Back,
    /// Copy the position's FEN.
    Copy,
}

/// Why something typed on the editor's line was not done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditorError {
    /// A placement that cannot be read.
    Placement(PlacementError),
    /// A castling right or an en passant square the position does not allow.
    Edit(EditError),
    /// A FEN that cannot be read, or a position that cannot be played.
    Fen(FenError),
    /// Castling rights written otherwise than with `K`, `Q`, `k`, `q` or `-`.
    CastlingLetters(String),
    /// Something that should be a square and is not.
    NotASquare(String),
}

impl Sentence for EditorError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            EditorError::Placement(error) => error.phrase(),
            EditorError::Edit(error) => error.phrase(),
            EditorError::Fen(error) => error.phrase(),
            EditorError::CastlingLetters(text) => phrase!("editor-castling-letters", text = text),
            EditorError::NotASquare(text) => phrase!("editor-not-a-square", text = text),
        }
    }
}

/// The words of the editor's line: what each asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Word {
    Play,
    Back,
    Clear,
    Standard,
    Turn(Color),
    Castling,
    EnPassant,
    Fen,
    Copy,
}

/// Each word has its key among the editor's words in every language (`[editor]` of the
/// files of words).
impl Meaning for Word {
    const TABLE: &'static str = "editor";
    const ALL: &'static [Word] = &[
        Word::Play,
        Word::Back,
        Word::Clear,
        Word::Standard,
        Word::Turn(Color::White),
        Word::Turn(Color::Black),
        Word::Castling,
        Word::EnPassant,
        Word::Fen,
        Word::Copy,
    ];

    fn key(self) -> &'static str {
        match self {
            Word::Play => "play",
            Word::Back => "back",
            Word::Clear => "clear",
            Word::Standard => "standard",
            Word::Turn(Color::White) => "white",
            Word::Turn(Color::Black) => "black",
            Word::Castling => "castling",
            Word::EnPassant => "en-passant",
            Word::Fen => "fen",
            Word::Copy => "copy",
        }
    }
}

/// The board editor: the position, the board cursor, the line, what the mouse holds, and the
/// form it was opened from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Editor {
    form: NewGameForm,
    diagram: Diagram,
    /// The board cursor, while it is on the board.
    cursor: Option<Square>,
    /// Where the cursor was last, to come back there.
    last_cursor: Square,
    line: InputLine,
    hand: Hand,
    /// The square a piece is being dragged from.
    dragged: Option<Square>,
}

impl Editor {
    /// The editor of the position `form` keeps, to go back to `form`.
    pub fn new(form: NewGameForm) -> Editor {
        Editor {
            diagram: form.diagram().clone(),
            form,
            cursor: None,
            last_cursor: Square::E1,
            line: InputLine::default(),
            hand: Hand::Move,
            dragged: None,
        }
    }

    /// The position set up.
    pub fn diagram(&self) -> &Diagram {
        &self.diagram
    }

    /// The board cursor, while it is on the board.
    pub fn cursor(&self) -> Option<Square> {
        self.cursor
    }

    /// The line, as typed.
    pub fn line(&self) -> &InputLine {
        &self.line
    }

    /// What a click on a square does.
    pub fn hand(&self) -> Hand {
        self.hand
    }

    /// The square a piece is being dragged from.
    pub fn dragged(&self) -> Option<Square> {
        self.dragged
    }

    /// The side at the bottom of the board, as the form chose it (the side to move, for
    /// `auto`).
    pub fn bottom_side(&self) -> Color {
        match self.form.bottom() {
            Flip::White => Color::White,
            Flip::Black => Color::Black,
            Flip::Auto => self.diagram.turn(),
        }
    }

    /// The form the editor was opened from, with the position set up as its start.
    pub fn form(&self) -> NewGameForm {
        let mut form = self.form.clone();
        form.set_diagram(self.diagram.clone());
        form
    }

    /// The position set up, checked by the FEN rules.
    pub fn position(&self) -> Result<Position, FenError> {
        self.diagram.position()
    }

    /// A key: on the board cursor, the arrows move it, a piece's letter puts the piece
    /// (capitals White's), Space, Delete, Backspace or `x` empty the square, Enter plays and
    /// Esc leaves the board; off it, ↑ or ↓ on an empty line put it there, typing goes to
    /// the line, Enter does what the line says (or plays, when it is empty), and Esc clears
    /// the line, then goes back to the form.
    pub fn on_key(&mut self, key: Key) -> Result<EditorAction, EditorError> {
        if let Some(square) = self.cursor {
            return Ok(self.on_board_key(square, key));
        }
        match key {
            Key::Enter if self.line.is_empty() => Ok(EditorAction::Play),
            Key::Enter => {
                let text = self.line.text().to_string();
                match self.apply(&text) {
                    Ok(action) => {
                        self.line.clear();
                        Ok(action)
                    }
                    Err(error) => {
                        // Kept to be mended; the next character typed replaces it.
                        self.line.mark_refused();
                        Err(error)
                    }
                }
            }
            Key::Esc if self.line.is_empty() => Ok(EditorAction::Back),
            Key::Esc => {
                self.line.clear();
                Ok(EditorAction::Nothing)
            }
            Key::Up | Key::Down if self.line.is_empty() => {
                self.cursor = Some(self.last_cursor);
                Ok(EditorAction::Nothing)
            }
            key => {
                self.line.edit(key);
                Ok(EditorAction::Nothing)
            }
        }
    }

    fn on_board_key(&mut self, square: Square, key: Key) -> EditorAction {
        let moved = match key {
            Key::Up | Key::Down | Key::Left | Key::Right => {
                board_cursor::step(square, key, self.bottom_side()).unwrap_or(square)
            }
            Key::Enter => return EditorAction::Play,
            Key::Esc => {
                self.cursor = None;
                return EditorAction::Nothing;
            }
            Key::Char(' ' | 'x' | 'X') | Key::Delete | Key::Backspace => {
                self.diagram.put(square, None);
                return EditorAction::Nothing;
            }
            Key::Char(c) => {
                match Piece::from_char(c) {
                    Some(piece) => self.diagram.put(square, Some(piece)),
                    None => {
                        // Anything else leaves the board and is typed, as on the game's board.
                        self.cursor = None;
                        self.line.edit(key);
                    }
                }
                return EditorAction::Nothing;
            }
            _ => return EditorAction::Nothing,
        };
        self.cursor = Some(moved);
        self.last_cursor = moved;
        EditorAction::Nothing
    }

    /// Puts `hand` in the mouse's hand.
    pub fn take(&mut self, hand: Hand) {
        self.hand = hand;
    }

    /// The left button went down on `square`: the piece of the hand goes there (or away, if
    /// it is there already: the hand is then empty again, to drag), the eraser empties it,
    /// and otherwise its piece is picked up to be dragged.
    pub fn press(&mut self, square: Square) {
        match self.hand {
            Hand::Put(piece) if self.diagram.piece_at(square) == Some(piece) => {
                self.diagram.put(square, None);
                self.hand = Hand::Move;
            }
            Hand::Put(piece) => self.diagram.put(square, Some(piece)),
            Hand::Erase => self.diagram.put(square, None),
            Hand::Move => {
                self.dragged = self.diagram.piece_at(square).map(|_| square);
            }
        }
    }

    /// The left button came up over `square` (`None`: off the board): a piece dragged goes
    /// there, or off the board and away.
    pub fn release(&mut self, square: Option<Square>) {
        let Some(from) = self.dragged.take() else {
            return;
        };
        let piece = self.diagram.piece_at(from);
        match square {
            Some(to) if to == from => {}
            Some(to) => {
                self.diagram.put(from, None);
                self.diagram.put(to, piece);
            }
            None => self.diagram.put(from, None),
        }
    }

    /// The right button on `square`: it is emptied.
    pub fn clear_square(&mut self, square: Square) {
        self.diagram.put(square, None);
    }

    /// Gives the move to `color`.
    pub fn set_turn(&mut self, color: Color) {
        self.diagram.set_turn(color);
    }

    /// Gives or takes away a castling right the pieces allow.
    pub fn toggle_castling(&mut self, right: CastlingRight) -> Result<(), EditorError> {
        let on = !self.diagram.castling().contains(&right);
        self.diagram
            .set_castling(right, on)
            .map_err(EditorError::Edit)
    }

    /// Sets the en passant square, or none.
    pub fn set_en_passant(&mut self, square: Option<Square>) -> Result<(), EditorError> {
        self.diagram
            .set_en_passant(square)
            .map_err(EditorError::Edit)
    }

    /// Does what a line says: a word (`play`, `back`, `clear`, `start`, `white`, `black`,
    /// `castling KQkq`, `ep e3`, `fen FEN`, `copy`), pieces to add (`+Nf3 pe5`) or squares to
    /// empty (`-e4 d5`), or else a whole placement. Nothing changes when it is refused.
    pub fn apply(&mut self, text: &str) -> Result<EditorAction, EditorError> {
        let text = text.trim();
        if let Some(added) = text.strip_prefix('+') {
            let placement = Placement::parse(added).map_err(EditorError::Placement)?;
            for &(square, piece) in placement.pieces() {
                self.diagram.put(square, Some(piece));
            }
            return Ok(EditorAction::Nothing);
        }
        if let Some(removed) = text
            .strip_prefix('-')
            .filter(|rest| !rest.trim().is_empty())
        {
            let squares = removed
                .split([' ', ','])
                .filter(|word| !word.is_empty())
                .map(|word| Square::parse(word).ok_or_else(|| EditorError::NotASquare(word.into())))
                .collect::<Result<Vec<_>, _>>()?;
            for square in squares {
                self.diagram.put(square, None);
            }
            return Ok(EditorAction::Nothing);
        }
        let (head, rest) = text
            .split_once(char::is_whitespace)
            .map_or((text, ""), |(head, rest)| (head, rest.trim()));
        let Some(word) = vocabulary::read(head) else {
            let placement = Placement::parse(text).map_err(EditorError::Placement)?;
            self.diagram.place(&placement);
            return Ok(EditorAction::Nothing);
        };
        match (word, rest) {
            (Word::Play, "") => return Ok(EditorAction::Play),
            (Word::Back, "") => return Ok(EditorAction::Back),
            (Word::Copy, "") => return Ok(EditorAction::Copy),
            (Word::Clear, "") => self.diagram.clear(),
            (Word::Standard, "") => self.diagram = Diagram::default(),
            (Word::Turn(color), "") => self.diagram.set_turn(color),
            (Word::Castling, rights) => self.set_castling_letters(rights)?,
            (Word::EnPassant, "-") => self
                .diagram
                .set_en_passant(None)
                .map_err(EditorError::Edit)?,
            (Word::EnPassant, square) => {
                let square =
                    Square::parse(square).ok_or_else(|| EditorError::NotASquare(square.into()))?;
                self.set_en_passant(Some(square))?;
            }
            (Word::Fen, "") => return Ok(EditorAction::Copy),
            (Word::Fen, text) => {
                let position = fen::read(text).map_err(EditorError::Fen)?;
                self.diagram = Diagram::from_position(&position);
            }
            // A word with something after it that takes nothing: read as a placement.
            _ => {
                let placement = Placement::parse(text).map_err(EditorError::Placement)?;
                self.diagram.place(&placement);
            }
        }
        Ok(EditorAction::Nothing)
    }

    /// `castling KQkq` or `castling -`.
    fn set_castling_letters(&mut self, letters: &str) -> Result<(), EditorError> {
        let rights: Option<Vec<CastlingRight>> = match letters {
            "-" => Some(Vec::new()),
            "" => None,
            letters => letters.chars().map(CastlingRight::from_letter).collect(),
        };
        let rights = rights.ok_or_else(|| EditorError::CastlingLetters(letters.into()))?;
        self.diagram
            .set_castling_rights(&rights)
            .map_err(EditorError::Edit)
    }

    /// Pasted text goes into the line as if typed; the board cursor leaves the board.
    pub fn paste(&mut self, text: &str) {
        self.cursor = None;
        self.line.insert_str(text.trim());
    }
}

#[cfg(test)]
mod tests;
