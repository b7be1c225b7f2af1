//! The words a player may type instead of a move.

use std::path::PathBuf;

/// A typed command (also accepted with a leading `/`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Resign the game (the side to move, after confirming).
    Resign,
    /// Offer a draw to the other player.
    Draw,
    /// Claim a draw under FIDE rules, optionally announcing the move that makes it.
    Claim(Option<String>),
    /// Ask to take the last move back (the other player confirms).
    Undo,
    /// Turn the board around.
    Flip,
    /// Stop both clocks, or start them again.
    Pause,
    /// Save the game as PGN, to the given file or the saved-games folder.
    Save(Option<PathBuf>),
    /// Show the FEN of the position.
    Fen,
    /// Show the help.
    Help,
    /// Leave the program.
    Quit,
    /// Start another game with the same settings (after the end).
    New,
}

impl Command {
    /// Reads a command word, with its argument where it takes one; `None` if the text is not
    /// a command (it may be a move).
    pub fn parse(text: &str) -> Option<Command> {
        let text = text.trim();
        let text = text.strip_prefix('/').unwrap_or(text);
        let (word, rest) = text
            .split_once(char::is_whitespace)
            .map_or((text, ""), |(word, rest)| (word, rest.trim()));
        let argument = (!rest.is_empty()).then(|| rest.to_string());
        let command = match word.to_lowercase().as_str() {
            "resign" => Command::Resign,
            "draw" => Command::Draw,
            "claim" => return Some(Command::Claim(argument)),
            "undo" | "takeback" => Command::Undo,
            "flip" => Command::Flip,
            "pause" | "resume" => Command::Pause,
            "save" => return Some(Command::Save(argument.map(PathBuf::from))),
            "fen" => Command::Fen,
            "help" | "?" => Command::Help,
            "quit" | "exit" => Command::Quit,
            "new" => Command::New,
            _ => return None,
        };
        argument.is_none().then_some(command)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_and_their_arguments() {
        assert_eq!(Command::parse("resign"), Some(Command::Resign));
        assert_eq!(Command::parse("/DRAW"), Some(Command::Draw));
        assert_eq!(Command::parse(" claim "), Some(Command::Claim(None)));
        assert_eq!(
            Command::parse("claim Nf3"),
            Some(Command::Claim(Some("Nf3".to_string())))
        );
        assert_eq!(
            Command::parse("save my game.pgn"),
            Some(Command::Save(Some(PathBuf::from("my game.pgn"))))
        );
        assert_eq!(Command::parse("save"), Some(Command::Save(None)));
        assert_eq!(Command::parse("e4"), None);
        assert_eq!(Command::parse("b4"), None);
        assert_eq!(Command::parse("resign now"), None);
    }
}
