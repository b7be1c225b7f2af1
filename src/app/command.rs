//! The words a player may type instead of a move.

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
    /// Save the game now in its own file, or a copy as PGN to the file or folder named (as
    /// typed, quotes taken off).
    Save(Option<String>),
    /// Show the FEN of the position.
    Fen,
    /// Show the help.
    Help,
    /// Leave the program.
    Quit,
    /// Start another game with the same settings (after the end).
    New,
}

/// A command as the help, the hints and the parser know it: one table for all three.
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    /// The word typed.
    pub name: &'static str,
    /// Other words for the same command.
    pub aliases: &'static [&'static str],
    /// What may follow the word, as the help writes it (`[PATH]`), or nothing.
    pub argument: Option<&'static str>,
    /// What it does, in a few words.
    pub meaning: &'static str,
    /// The command, from what followed the word.
    build: fn(Option<String>) -> Command,
}

impl CommandSpec {
    /// The word with its argument: `save [PATH]`.
    pub fn usage(&self) -> String {
        match self.argument {
            Some(argument) => format!("{} {argument}", self.name),
            None => self.name.to_string(),
        }
    }

    /// Whether `word` (lower case) names this command.
    fn is_called(&self, word: &str) -> bool {
        self.name == word || self.aliases.contains(&word)
    }
}

/// Every command, in the order the help lists them.
pub const COMMANDS: [CommandSpec; 11] = [
    CommandSpec {
        name: "resign",
        aliases: &[],
        argument: None,
        meaning: "give up the game",
        build: |_| Command::Resign,
    },
    CommandSpec {
        name: "draw",
        aliases: &[],
        argument: None,
        meaning: "offer a draw",
        build: |_| Command::Draw,
    },
    CommandSpec {
        name: "claim",
        aliases: &[],
        argument: Some("[MOVE]"),
        meaning: "claim a draw (fide)",
        build: Command::Claim,
    },
    CommandSpec {
        name: "undo",
        aliases: &["takeback"],
        argument: None,
        meaning: "ask to take back",
        build: |_| Command::Undo,
    },
    CommandSpec {
        name: "flip",
        aliases: &[],
        argument: None,
        meaning: "turn the board",
        build: |_| Command::Flip,
    },
    CommandSpec {
        name: "pause",
        aliases: &["resume"],
        argument: None,
        meaning: "stop both clocks",
        build: |_| Command::Pause,
    },
    CommandSpec {
        name: "save",
        aliases: &[],
        argument: Some("[PATH]"),
        meaning: "save as PGN",
        build: |path| Command::Save(path.map(|path| unquoted(&path).to_string())),
    },
    CommandSpec {
        name: "fen",
        aliases: &[],
        argument: None,
        meaning: "show the FEN",
        build: |_| Command::Fen,
    },
    CommandSpec {
        name: "help",
        aliases: &["?"],
        argument: None,
        meaning: "this help (also ?)",
        build: |_| Command::Help,
    },
    CommandSpec {
        name: "quit",
        aliases: &["exit"],
        argument: None,
        meaning: "leave; game is saved",
        build: |_| Command::Quit,
    },
    CommandSpec {
        name: "new",
        aliases: &[],
        argument: None,
        meaning: "new game, after the end",
        build: |_| Command::New,
    },
];

/// A path typed in quotes (`"my game.pgn"` or `'my game.pgn'`) without them.
fn unquoted(text: &str) -> &str {
    ['"', '\'']
        .iter()
        .find_map(|&quote| text.strip_prefix(quote)?.strip_suffix(quote))
        .unwrap_or(text)
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
        let word = word.to_lowercase();
        let spec = COMMANDS.iter().find(|spec| spec.is_called(&word))?;
        if spec.argument.is_none() && argument.is_some() {
            return None;
        }
        Some((spec.build)(argument))
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
            Some(Command::Save(Some("my game.pgn".to_string())))
        );
        assert_eq!(Command::parse("save"), Some(Command::Save(None)));
        assert_eq!(
            Command::parse("save \"my game.pgn\""),
            Some(Command::Save(Some("my game.pgn".to_string())))
        );
        assert_eq!(
            Command::parse("save '~/chess/a b.pgn'"),
            Some(Command::Save(Some("~/chess/a b.pgn".to_string())))
        );
        assert_eq!(Command::parse("e4"), None);
        assert_eq!(Command::parse("b4"), None);
        assert_eq!(Command::parse("resign now"), None);
    }
}
