//! The events of a PGN game, as a [`Reader`](super::Reader) hands them to a [`Visitor`].

/// What a [`Visitor`] wants after an event: to go on, or to skip the rest of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use]
pub enum Flow {
    /// Go on with the game.
    Continue,
    /// Skip the rest of this game: the reader ends the variations still open (with
    /// [`Visitor::end_variation`], whose answer then counts no more), passes over the rest
    /// without further events and calls [`Visitor::end_game`]; the next
    /// [`Reader::read_game`] reads the next game.
    SkipGame,
}

/// The answer to [`Visitor::begin_variation`]: `Skip(true)` passes over the variation without
/// events, `Skip(false)` reports its contents up to the matching [`Visitor::end_variation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use]
pub struct Skip(pub bool);

/// Receives the events of one game at a time from a [`Reader`].
///
/// For each game the reader calls [`begin_game`](Visitor::begin_game); then
/// [`tag`](Visitor::tag) for each tag pair (and [`comment`](Visitor::comment) for a comment
/// among the tags); then [`begin_movetext`](Visitor::begin_movetext); then, in the order of the
/// text, [`move_number`](Visitor::move_number), [`san`](Visitor::san), [`nag`](Visitor::nag),
/// [`comment`](Visitor::comment), [`begin_variation`](Visitor::begin_variation) and
/// [`end_variation`](Visitor::end_variation), [`result`](Visitor::result); and last
/// [`end_game`](Visitor::end_game), whose output [`Reader::read_game`] returns.
///
/// Any event may answer [`Flow::SkipGame`]: the reader then ends the variations still open,
/// passes over the rest of the game and calls `end_game` at once. So every `end_game` comes
/// after one `end_variation` for each variation entered. When the reader meets an error, it
/// calls no `end_game` for that game; the next `begin_game` is the place to reset.
///
/// Every method but `end_game` does nothing by default, and variations are skipped by default.
pub trait Visitor {
    /// What the visitor makes of one game.
    type Output;

    /// A game begins: before its first tag, or its movetext when it has none.
    fn begin_game(&mut self) {}

    /// A tag pair, like `[White "Anna"]`: the name, and the value with `\"` and `\\` unescaped.
    fn tag(&mut self, name: &str, value: &str) -> Flow {
        let _ = (name, value);
        Flow::Continue
    }

    /// The tags are over and the moves begin (also called for a game without tags or moves).
    fn begin_movetext(&mut self) -> Flow {
        Flow::Continue
    }

    /// A move number, like `12.` or `12...`; useful for messages, not needed to follow a game.
    fn move_number(&mut self, number: u32) -> Flow {
        let _ = number;
        Flow::Continue
    }

    /// A move token as written, like `Nf3+`, `0-0` or `exd5`, without any `!`/`?` suffix (which
    /// comes next as [`nag`](Visitor::nag)). Anything in the movetext that is not a move number,
    /// result, glyph, comment or variation comes here too, so that it can be reported.
    fn san(&mut self, token: &str) -> Flow {
        let _ = token;
        Flow::Continue
    }

    /// A numeric annotation glyph: `$n`, or a suffix mapped to its number (`!` 1, `?` 2, `!!` 3,
    /// `??` 4, `!?` 5, `?!` 6), or an evaluation symbol (`=` 10, `∞` 13, `+=` 14, `=+` 15,
    /// `+/-` 16, `-/+` 17, `+-` 18, `-+` 19, `□` 7).
    fn nag(&mut self, nag: u8) -> Flow {
        let _ = nag;
        Flow::Continue
    }

    /// A comment: the text between `{` and `}`, or after `;` to the end of the line, without
    /// surrounding white space. Clock comments like `{ [%clk 0:04:58] }` come right after their
    /// move.
    fn comment(&mut self, text: &str) -> Flow {
        let _ = text;
        Flow::Continue
    }

    /// Whether [`comment`](Visitor::comment) is to be called; a visitor that answers `false`
    /// lets the reader pass over comments without preparing their text.
    fn reads_comments(&self) -> bool {
        true
    }

    /// A variation `(` begins. `Skip(true)` (the default) passes over it to the matching `)`;
    /// `Skip(false)` reports its contents, then [`end_variation`](Visitor::end_variation).
    fn begin_variation(&mut self) -> Skip {
        Skip(true)
    }

    /// A reported variation ends. Called once for every variation entered, before
    /// [`end_game`](Visitor::end_game): at its `)`, or when the game ends or is skipped first.
    fn end_variation(&mut self) -> Flow {
        Flow::Continue
    }

    /// The game's result token: `1-0`, `0-1`, `1/2-1/2` (also written `½-½`) or `*`.
    fn result(&mut self, result: &str) -> Flow {
        let _ = result;
        Flow::Continue
    }

    /// The game is over; what this returns is what [`Reader::read_game`] returns.
    fn end_game(&mut self) -> Self::Output;
}
