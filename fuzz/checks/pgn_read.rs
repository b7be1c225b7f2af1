//! The PGN reader over raw bytes, as `replay`, `--load` and the saved games read them: the
//! events of every game are the same whether the bytes come whole or a few at a time (as
//! from a pipe), and they keep the visitor's contract.
//!
//! The first byte chooses what the visitor does (enter variations or not, read comments or
//! not, skip the rest of each game after some event); the second chooses the sizes of the
//! reads, from 1 to 8 bytes; the rest is the PGN text.

use std::io::{self, Read};

use hotseat::notation::pgn::{Flow, MAX_COMMENT_LEN, MAX_MOVE_TOKEN_LEN, Reader, Skip, Visitor};

/// What the visitor asks of the reader.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Answer `Skip(false)` to every variation.
    pub enter_variations: bool,
    /// Answer `true` to `reads_comments`.
    pub reads_comments: bool,
    /// Answer `SkipGame` to the event with this number in each game (from 1); 0 for never.
    pub skip_at: u8,
}

impl Options {
    /// The options a byte stands for.
    fn of(byte: u8) -> Options {
        Options {
            enter_variations: byte & 1 != 0,
            reads_comments: byte & 2 == 0,
            skip_at: byte >> 2,
        }
    }
}

/// The sizes of the reads a [`Chunks`] source gives.
#[derive(Clone, Copy, Debug)]
pub enum Sizes {
    /// Every read this many bytes.
    Fixed(usize),
    /// Reads of 1 to 8 bytes, in an order drawn from this seed.
    Varied(u8),
}

/// A source that gives its bytes in reads of the chosen sizes.
pub struct Chunks<'a> {
    bytes: &'a [u8],
    sizes: Sizes,
    state: u32,
}

impl<'a> Chunks<'a> {
    /// The source of `bytes`, read in `sizes`.
    pub fn new(bytes: &'a [u8], sizes: Sizes) -> Chunks<'a> {
        let state = match sizes {
            Sizes::Fixed(_) => 0,
            Sizes::Varied(seed) => u32::from(seed) | 0x100,
        };
        Chunks {
            bytes,
            sizes,
            state,
        }
    }

    fn next_size(&mut self) -> usize {
        match self.sizes {
            Sizes::Fixed(size) => size,
            Sizes::Varied(_) => {
                // xorshift32: any seed above zero runs through a long cycle.
                self.state ^= self.state << 13;
                self.state ^= self.state >> 17;
                self.state ^= self.state << 5;
                1 + (self.state % 8) as usize
            }
        }
    }
}

impl Read for Chunks<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let len = self.next_size().min(buf.len()).min(self.bytes.len());
        buf[..len].copy_from_slice(&self.bytes[..len]);
        self.bytes = &self.bytes[len..];
        Ok(len)
    }
}

/// One event of a game, with what it carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    BeginGame,
    Tag(String, String),
    BeginMovetext,
    MoveNumber(u32),
    San(String),
    Nag(u8),
    Comment(String),
    BeginVariation,
    EndVariation,
    Result(String),
}

/// What one call of `read_game` gave: a game's events and warnings, or an error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameRead {
    Game {
        events: Vec<Event>,
        warnings: Vec<String>,
    },
    Error(String),
}

/// Records the events of a game and checks them against the visitor's contract.
struct Recorder {
    options: Options,
    events: Vec<Event>,
    /// Events answered in this game, for `skip_at`.
    answered: u8,
    in_movetext: bool,
    /// Whether the visitor has answered `SkipGame` in this game.
    skipped: bool,
    /// Variations entered and not yet ended.
    depth: u32,
}

impl Recorder {
    fn new(options: Options) -> Recorder {
        Recorder {
            options,
            events: Vec::new(),
            answered: 0,
            in_movetext: false,
            skipped: false,
            depth: 0,
        }
    }

    /// Records an event that may come only while the game is not skipped.
    fn record(&mut self, event: Event) {
        assert!(
            !self.skipped,
            "{event:?} after the visitor skipped the game"
        );
        if matches!(event, Event::Tag(..)) {
            assert!(!self.in_movetext, "{event:?} in the movetext");
        } else if !matches!(event, Event::Comment(_)) {
            assert!(self.in_movetext, "{event:?} before the movetext");
        }
        self.events.push(event);
    }

    /// Records an event that may come only while the game is not skipped, and answers it.
    fn event(&mut self, event: Event) -> Flow {
        self.record(event);
        self.answered = self.answered.saturating_add(1);
        if self.answered == self.options.skip_at {
            self.skipped = true;
            Flow::SkipGame
        } else {
            Flow::Continue
        }
    }
}

impl Visitor for Recorder {
    type Output = Vec<Event>;

    fn begin_game(&mut self) {
        // After an error no `end_game` came: this is where a game starts afresh.
        self.events.clear();
        self.answered = 0;
        self.in_movetext = false;
        self.skipped = false;
        self.depth = 0;
        self.events.push(Event::BeginGame);
    }

    fn tag(&mut self, name: &str, value: &str) -> Flow {
        self.event(Event::Tag(name.to_string(), value.to_string()))
    }

    fn begin_movetext(&mut self) -> Flow {
        assert!(!self.in_movetext, "the movetext begins twice");
        self.in_movetext = true;
        self.event(Event::BeginMovetext)
    }

    fn move_number(&mut self, number: u32) -> Flow {
        self.event(Event::MoveNumber(number))
    }

    fn san(&mut self, token: &str) -> Flow {
        assert!(!token.is_empty(), "an empty move token");
        assert!(
            token.len() <= MAX_MOVE_TOKEN_LEN,
            "a move token of {} bytes",
            token.len()
        );
        self.event(Event::San(token.to_string()))
    }

    fn nag(&mut self, nag: u8) -> Flow {
        self.event(Event::Nag(nag))
    }

    fn comment(&mut self, text: &str) -> Flow {
        assert!(
            self.options.reads_comments,
            "a comment the visitor declined"
        );
        assert!(
            text.len() <= MAX_COMMENT_LEN,
            "a comment of {} bytes",
            text.len()
        );
        self.event(Event::Comment(text.to_string()))
    }

    fn reads_comments(&self) -> bool {
        self.options.reads_comments
    }

    fn begin_variation(&mut self) -> Skip {
        self.record(Event::BeginVariation);
        let enter = self.options.enter_variations;
        if enter {
            self.depth += 1;
        }
        Skip(!enter)
    }

    fn end_variation(&mut self) -> Flow {
        assert!(self.depth > 0, "a variation ends that was not entered");
        self.depth -= 1;
        if self.skipped {
            // Closing the variations left open when the visitor skipped the game.
            self.events.push(Event::EndVariation);
            return Flow::Continue;
        }
        self.event(Event::EndVariation)
    }

    fn result(&mut self, result: &str) -> Flow {
        assert_eq!(self.depth, 0, "a result inside a variation");
        self.event(Event::Result(result.to_string()))
    }

    fn end_game(&mut self) -> Vec<Event> {
        assert_eq!(self.depth, 0, "the game ends with variations open");
        std::mem::take(&mut self.events)
    }
}

/// Every call of `read_game` on `source` to the end of the input.
pub fn read_all(source: impl Read, options: Options, input_len: usize) -> Vec<GameRead> {
    let mut reader = Reader::new(source);
    let mut visitor = Recorder::new(options);
    let mut reads = Vec::new();
    // Every game consumes input, so the input's length bounds the games.
    for _ in 0..input_len + 2 {
        match reader.read_game(&mut visitor) {
            Ok(Some(events)) => reads.push(GameRead::Game {
                events,
                warnings: reader.warnings().iter().map(|w| w.to_string()).collect(),
            }),
            Ok(None) => return reads,
            Err(error) => {
                let message = error.to_string();
                super::assert_one_line(&message);
                reads.push(GameRead::Error(message));
            }
        }
    }
    panic!("the reader never came to the end of {input_len} bytes");
}

/// Panics unless `pgn` gives the same reads whole and in reads of `sizes`.
pub fn assert_same_in_chunks(pgn: &[u8], options: Options, sizes: Sizes) {
    let whole = read_all(pgn, options, pgn.len());
    let chunked = read_all(Chunks::new(pgn, sizes), options, pgn.len());
    if whole != chunked {
        let at = whole
            .iter()
            .zip(&chunked)
            .position(|(a, b)| a != b)
            .unwrap_or(whole.len().min(chunked.len()));
        panic!(
            "read {at} differs in reads of {sizes:?} ({options:?}):\nwhole:   {:?}\nchunked: {:?}",
            whole.get(at),
            chunked.get(at)
        );
    }
}

/// Reads the PGN text whole and in small reads, with the visitor the first byte chooses.
pub fn check(data: &[u8]) {
    let [options, sizes, pgn @ ..] = data else {
        return;
    };
    assert_same_in_chunks(pgn, Options::of(*options), Sizes::Varied(*sizes));
}
