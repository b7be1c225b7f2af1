//! The commands a player may type instead of a move: one table of what each does, with its
//! words in every language from the files of words (`[commands]`).

use crate::i18n::{Lang, text};
use crate::vocabulary::{self, Meaning};

/// A typed command (also accepted with a leading `/`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Resign the game (the side to move, after confirming).
    Resign,
    /// Offer a draw to the other player: before moving (FIDE 9.1.2.2), or with the move
    /// typed after the word or before it (`draw e4`, `e4 draw`, 9.1.2.1). With an offer of the
    /// opponent's waiting, the word alone accepts it.
    Draw(Option<String>),
    /// Accept the draw the opponent offered with their move.
    Accept,
    /// Decline the draw the opponent offered with their move (a move declines it too).
    Decline,
    /// Claim a draw under FIDE rules, optionally announcing the move that makes it.
    Claim(Option<String>),
    /// Ask to take the last move back (the other player confirms).
    Undo,
    /// Turn the board around.
    Flip,
    /// Stop both clocks, or start them again.
    Pause,
    /// Start the clocks again after a pause (nothing else).
    Resume,
    /// Save the game now in its own file, or a copy as PGN to the file or folder named (as
    /// typed, quotes taken off).
    Save(Option<String>),
    /// Show the FEN of the position.
    Fen,
    /// Show the help screen, the keys and the commands.
    Help,
    /// Leave the program, asking first while the game goes on.
    Quit,
    /// Open the new-game form (the game going on stays in its file).
    New,
    /// Open the library of saved games.
    Games,
    /// Open a PGN file: its one game, or the list of its games to pick from; `None` when
    /// no file is named.
    Open(Option<String>),
    /// Give the opponent of the side to move time (as typed; 15 s when nothing is), after
    /// the side to move agrees.
    AddTime(Option<String>),
    /// Set a side's clock (the side and the time, as typed), after the player who loses by
    /// it agrees: the arbiter's correction (FIDE 6.10).
    SetClock(Option<String>),
    /// Give the move viewed a glyph (`!?`, `$14`), or with nothing after the word take its
    /// glyphs off.
    Nag(Option<String>),
    /// Give the move viewed a comment, or with nothing after the word take it off.
    Comment(Option<String>),
    /// Delete the side line viewed, with all it holds.
    Delete,
    /// Promote the side line viewed over the moves it replaces (never over the game's own).
    Promote,
    /// Leave the side line viewed for the move it replaces.
    Leave,
    /// Open or close the charts of the game (in review, or once it is over).
    Charts,
    /// Put the game's PGN on the clipboard, or with `fen` the FEN of the position viewed.
    Copy(Option<String>),
    /// Have the engine review the game (once it is over, or only looked at).
    Analyse,
    /// Learn from one side's mistakes (the side named after the word, as typed, else the
    /// side at the bottom), once the engine has reviewed the game.
    Learn(Option<String>),
    /// Show the next move the engine's review marks (`next mistake`; the word after it as
    /// typed), or alone the next move.
    Next(Option<String>),
    /// Show the move before the one viewed that the engine's review marks (`previous
    /// mistake`; the word after it as typed), or alone the move before.
    Previous(Option<String>),
}

/// A command as the help, the hints and the parser know it: one table for all three.
/// Every word of a command works whatever the language of the screen.
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    /// Its key among the words of each language (`resign`): `[commands] resign = ["сдаюсь",
    /// "сдаться"]`.
    pub key: &'static str,
    /// The message id of what may follow the word (`[PATH]`), or nothing.
    argument: Option<&'static str>,
    /// The message id of what it does, in a few words.
    meaning: &'static str,
    /// The command, from what followed the word.
    build: fn(Option<String>) -> Command,
}

impl CommandSpec {
    /// The word in `lang`, as the help lists it: `resign`, `сдаюсь`.
    pub fn word(&self, lang: Lang) -> &'static str {
        lang.words().word(*self)
    }

    /// Whether something may follow the word.
    pub fn takes_argument(&self) -> bool {
        self.argument.is_some()
    }

    /// What may follow the word, as `lang` writes it: `[PATH]`, `[ФАЙЛ]`.
    pub fn argument(&self, lang: Lang) -> Option<String> {
        self.argument.map(|argument| text(lang, argument, None))
    }

    /// The word with its argument: `save [PATH]`, `сохранить [ФАЙЛ]`.
    pub fn usage(&self, lang: Lang) -> String {
        match self.argument(lang) {
            Some(argument) => format!("{} {argument}", self.word(lang)),
            None => self.word(lang).to_string(),
        }
    }

    /// What it does, in a few words of `lang`.
    pub fn meaning(&self, lang: Lang) -> String {
        text(lang, self.meaning, None)
    }

    /// Every word that names it, in every language, English's first.
    pub fn words(&self) -> impl Iterator<Item = &'static str> {
        vocabulary::every_word(*self).iter().copied()
    }

    /// Whether it is the draw command, which may follow a move too (`e4 draw`).
    fn is_draw(&self) -> bool {
        matches!((self.build)(None), Command::Draw(_))
    }
}

impl Meaning for CommandSpec {
    const TABLE: &'static str = "commands";
    const ALL: &'static [CommandSpec] = &COMMANDS;

    fn key(self) -> &'static str {
        self.key
    }
}

/// Every command, in the order the help lists them.
pub const COMMANDS: [CommandSpec; 29] = [
    CommandSpec {
        key: "resign",
        argument: None,
        meaning: "command-resign",
        build: |_| Command::Resign,
    },
    CommandSpec {
        key: "draw",
        argument: Some("argument-move"),
        meaning: "command-draw",
        build: Command::Draw,
    },
    CommandSpec {
        key: "accept",
        argument: None,
        meaning: "command-accept",
        build: |_| Command::Accept,
    },
    CommandSpec {
        key: "decline",
        argument: None,
        meaning: "command-decline",
        build: |_| Command::Decline,
    },
    CommandSpec {
        key: "claim",
        argument: Some("argument-move"),
        meaning: "command-claim",
        build: Command::Claim,
    },
    CommandSpec {
        key: "undo",
        argument: None,
        meaning: "command-undo",
        build: |_| Command::Undo,
    },
    CommandSpec {
        key: "flip",
        argument: None,
        meaning: "command-flip",
        build: |_| Command::Flip,
    },
    CommandSpec {
        key: "pause",
        argument: None,
        meaning: "command-pause",
        build: |_| Command::Pause,
    },
    CommandSpec {
        key: "resume",
        argument: None,
        meaning: "command-resume",
        build: |_| Command::Resume,
    },
    CommandSpec {
        key: "save",
        argument: Some("argument-path"),
        meaning: "command-save",
        build: |path| Command::Save(path.map(|path| unquoted(&path).to_string())),
    },
    CommandSpec {
        key: "fen",
        argument: None,
        meaning: "command-fen",
        build: |_| Command::Fen,
    },
    CommandSpec {
        key: "help",
        argument: None,
        meaning: "command-help",
        build: |_| Command::Help,
    },
    CommandSpec {
        key: "quit",
        argument: None,
        meaning: "command-quit",
        build: |_| Command::Quit,
    },
    CommandSpec {
        key: "new",
        argument: None,
        meaning: "command-new",
        build: |_| Command::New,
    },
    CommandSpec {
        key: "games",
        argument: None,
        meaning: "command-games",
        build: |_| Command::Games,
    },
    CommandSpec {
        key: "open",
        argument: Some("argument-file"),
        meaning: "command-open",
        build: |path| Command::Open(path.map(|path| unquoted(&path).to_string())),
    },
    CommandSpec {
        key: "addtime",
        argument: Some("argument-time"),
        meaning: "command-addtime",
        build: Command::AddTime,
    },
    CommandSpec {
        key: "clock",
        argument: Some("argument-side-time"),
        meaning: "command-setclock",
        build: Command::SetClock,
    },
    CommandSpec {
        key: "nag",
        argument: Some("argument-nag"),
        meaning: "command-nag",
        build: Command::Nag,
    },
    CommandSpec {
        key: "comment",
        argument: Some("argument-text"),
        meaning: "command-comment",
        build: Command::Comment,
    },
    CommandSpec {
        key: "delete",
        argument: None,
        meaning: "command-delete",
        build: |_| Command::Delete,
    },
    CommandSpec {
        key: "promote",
        argument: None,
        meaning: "command-promote",
        build: |_| Command::Promote,
    },
    CommandSpec {
        key: "leave",
        argument: None,
        meaning: "command-leave",
        build: |_| Command::Leave,
    },
    CommandSpec {
        key: "charts",
        argument: None,
        meaning: "command-charts",
        build: |_| Command::Charts,
    },
    CommandSpec {
        key: "copy",
        argument: Some("argument-copy"),
        meaning: "command-copy",
        build: Command::Copy,
    },
    CommandSpec {
        key: "analyse",
        argument: None,
        meaning: "command-analyse",
        build: |_| Command::Analyse,
    },
    CommandSpec {
        key: "learn",
        argument: Some("argument-side"),
        meaning: "command-learn",
        build: Command::Learn,
    },
    CommandSpec {
        key: "next",
        argument: Some("argument-mistake"),
        meaning: "command-next",
        build: Command::Next,
    },
    CommandSpec {
        key: "previous",
        argument: Some("argument-mistake"),
        meaning: "command-previous",
        build: Command::Previous,
    },
];

/// Whether `word` (lower case) is a word of the draw command (`draw`, `ничья`).
pub(super) fn is_draw_word(word: &str) -> bool {
    vocabulary::read(word).is_some_and(|spec: CommandSpec| spec.is_draw())
}

/// Whether `word` (lower case, not empty) begins a word of the draw command (`dr`, `нич`).
pub(super) fn begins_draw_word(word: &str) -> bool {
    !word.is_empty()
        && COMMANDS
            .iter()
            .filter(|spec| spec.is_draw())
            .flat_map(CommandSpec::words)
            .any(|whole| whole.starts_with(word))
}

/// A path typed in quotes (`"my game.pgn"` or `'my game.pgn'`) without them.
fn unquoted(text: &str) -> &str {
    ['"', '\'']
        .iter()
        .find_map(|&quote| text.strip_prefix(quote)?.strip_suffix(quote))
        .unwrap_or(text)
}

impl Command {
    /// Reads a command word, with its argument where it takes one; `None` if the text is not
    /// a command (it may be a move). A move followed by the word for a draw (`e4 draw`, `e4
    /// ничья`) offers the draw with the move, as `draw e4` does.
    pub fn parse(text: &str) -> Option<Command> {
        let text = text.trim();
        let text = text.strip_prefix('/').unwrap_or(text);
        if let Some((before, last)) = text.rsplit_once(char::is_whitespace)
            && is_draw_word(&last.to_lowercase())
            && Command::parse(before).is_none()
        {
            return Some(Command::Draw(Some(before.trim().to_string())));
        }
        let (word, rest) = text
            .split_once(char::is_whitespace)
            .map_or((text, ""), |(word, rest)| (word, rest.trim()));
        let argument = (!rest.is_empty()).then(|| rest.to_string());
        let spec: CommandSpec = vocabulary::read(word)?;
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
        assert_eq!(Command::parse("/DRAW"), Some(Command::Draw(None)));
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
        assert_eq!(Command::parse("resume"), Some(Command::Resume));
        assert_eq!(
            Command::parse("nag !?"),
            Some(Command::Nag(Some("!?".to_string())))
        );
        assert_eq!(
            Command::parse("comment the  decisive   mistake"),
            Some(Command::Comment(Some(
                "the  decisive   mistake".to_string()
            )))
        );
        assert_eq!(Command::parse("comment"), Some(Command::Comment(None)));
        assert_eq!(
            Command::parse("copy fen"),
            Some(Command::Copy(Some("fen".to_string())))
        );
        assert_eq!(Command::parse("/charts"), Some(Command::Charts));
        assert_eq!(Command::parse("promote"), Some(Command::Promote));
        assert_eq!(Command::parse("анализ"), Some(Command::Analyse));
        assert_eq!(
            Command::parse("next mistake"),
            Some(Command::Next(Some("mistake".to_string())))
        );
        assert_eq!(
            Command::parse("предыдущая ошибка"),
            Some(Command::Previous(Some("ошибка".to_string())))
        );
    }

    #[test]
    fn a_draw_is_offered_with_a_move_before_or_after_the_word() {
        let with_e4 = Some(Command::Draw(Some("e4".to_string())));
        assert_eq!(Command::parse("draw e4"), with_e4);
        assert_eq!(Command::parse("e4 draw"), with_e4);
        assert_eq!(Command::parse("e4  DRAW "), with_e4);
        assert_eq!(
            Command::parse("Кf3 ничья"),
            Some(Command::Draw(Some("Кf3".to_string())))
        );
        assert_eq!(
            Command::parse("ничья Кf3"),
            Some(Command::Draw(Some("Кf3".to_string())))
        );
        // A command before the word is that command's argument, not a move.
        assert_eq!(
            Command::parse("claim draw"),
            Some(Command::Claim(Some("draw".to_string())))
        );
        assert_eq!(Command::parse("draw"), Some(Command::Draw(None)));
        assert_eq!(Command::parse("accept"), Some(Command::Accept));
        assert_eq!(Command::parse("отклонить"), Some(Command::Decline));
    }

    #[test]
    fn the_arbiters_commands_take_a_time_and_a_side() {
        assert_eq!(Command::parse("addtime"), Some(Command::AddTime(None)));
        assert_eq!(
            Command::parse("addtime 30s"),
            Some(Command::AddTime(Some("30s".to_string())))
        );
        assert_eq!(
            Command::parse("добавить 1:00"),
            Some(Command::AddTime(Some("1:00".to_string())))
        );
        assert_eq!(
            Command::parse("clock white 4:30"),
            Some(Command::SetClock(Some("white 4:30".to_string())))
        );
        assert_eq!(
            Command::parse("часы чёрные 3:00"),
            Some(Command::SetClock(Some("чёрные 3:00".to_string())))
        );
    }

    #[test]
    fn russian_words_work_beside_the_english_ones() {
        assert_eq!(Command::parse("сдаюсь"), Some(Command::Resign));
        assert_eq!(Command::parse("/Ничья"), Some(Command::Draw(None)));
        assert_eq!(
            Command::parse("ПРЕТЕНЗИЯ Кf3"),
            Some(Command::Claim(Some("Кf3".to_string())))
        );
        assert_eq!(Command::parse("назад"), Some(Command::Undo));
        assert_eq!(Command::parse("перевернуть"), Some(Command::Flip));
        assert_eq!(Command::parse("пауза"), Some(Command::Pause));
        assert_eq!(Command::parse("продолжить"), Some(Command::Resume));
        assert_eq!(
            Command::parse("сохранить партия.pgn"),
            Some(Command::Save(Some("партия.pgn".to_string())))
        );
        assert_eq!(Command::parse("справка"), Some(Command::Help));
        assert_eq!(Command::parse("выход"), Some(Command::Quit));
        assert_eq!(Command::parse("новая"), Some(Command::New));
        assert_eq!(Command::parse("сдаюсь сейчас"), None);
        assert_eq!(
            Command::parse("знак ?!"),
            Some(Command::Nag(Some("?!".to_string())))
        );
        assert_eq!(
            Command::parse("Комментарий зевок"),
            Some(Command::Comment(Some("зевок".to_string())))
        );
        assert_eq!(Command::parse("удалить"), Some(Command::Delete));
        assert_eq!(Command::parse("поднять"), Some(Command::Promote));
        assert_eq!(Command::parse("покинуть"), Some(Command::Leave));
        assert_eq!(Command::parse("графики"), Some(Command::Charts));
        assert_eq!(
            Command::parse("копировать фен"),
            Some(Command::Copy(Some("фен".to_string())))
        );
    }

    #[test]
    fn no_word_names_two_commands_or_reads_as_a_move() {
        let words: Vec<&str> = COMMANDS.iter().flat_map(CommandSpec::words).collect();
        for (i, word) in words.iter().enumerate() {
            assert!(!words[i + 1..].contains(word), "{word} names two commands");
            let position = crate::rules::Position::startpos();
            assert!(
                crate::notation::san::parse(&position, word).is_err(),
                "{word}"
            );
        }
    }

    #[test]
    fn every_command_has_words_in_every_language_and_every_word_a_command() {
        vocabulary::assert_complete::<CommandSpec>();
    }

    #[test]
    fn every_command_is_explained_in_both_languages() {
        for command in &COMMANDS {
            for lang in Lang::ALL {
                let meaning = command.meaning(lang);
                assert!(!meaning.starts_with("command-"), "{meaning}");
                assert!(!command.usage(lang).contains("argument-"));
            }
            assert_ne!(command.meaning(Lang::En), command.meaning(Lang::Ru));
        }
        let save = COMMANDS.iter().find(|c| c.key == "save").unwrap();
        assert_eq!(save.usage(Lang::Ru), "сохранить [ФАЙЛ]");
    }
}
