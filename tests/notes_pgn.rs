//! Games with glyphs, comments and nested variations, written by hotseat, read back by
//! hotseat to the same game, and read by another program's reader (pgn-reader, with the
//! moves played by shakmaty) to the same moves, glyphs and variations.

use std::fs;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::time::Duration;

use hotseat::game::pgn::{GamePlayer, Keep, export};
use hotseat::game::{DrawRules, Game, Header, Line, MoveNotes, Place};
use hotseat::notation::pgn::{Nag, Reader};
use hotseat::notation::san::San;
use hotseat::rules::Position;
use pgn_reader::{RawComment, SanPlus, Skip, Visitor};
use shakmaty::Chess;

/// The games of the corpus that are played from the usual start, as hotseat reads them.
fn corpus_games(count: usize) -> Vec<Game> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/pgn/twic-232.pgn");
    let text = fs::read(path).expect("the corpus is readable");
    let mut reader = Reader::new(text.as_slice());
    let mut player = GamePlayer::new(DrawRules::Fide, Keep::Everything);
    let mut games = Vec::new();
    while games.len() < count {
        let Some(played) = reader.read_game(&mut player).expect("readable PGN") else {
            break;
        };
        if played.is_ok() && player.game().plies().len() > 12 {
            games.push(player.take_game());
        }
    }
    games
}

/// A legal move of `position` other than `not`, chosen by `seed`.
fn another_move(
    position: &Position,
    not: Option<hotseat::rules::Move>,
    seed: usize,
) -> Option<hotseat::rules::Move> {
    let moves: Vec<_> = position
        .legal_moves()
        .into_iter()
        .filter(|m| Some(*m) != not)
        .collect();
    (!moves.is_empty()).then(|| moves[seed % moves.len()])
}

/// Plays up to `length` moves chosen by `seed` in the side lines from `place`.
fn side_line(game: &mut Game, from: &Place, length: usize, seed: usize) -> Place {
    let mut place = from.clone();
    for step in 0..length {
        let position = game.position_of(&place).expect("a place of the game");
        let next = game.forward(&place).and_then(|next| next_move(game, &next));
        let Some(m) = another_move(&position, next, seed + step) else {
            break;
        };
        place = game
            .edit_notes()
            .play_line(&place, m)
            .expect("a legal move");
    }
    place
}

/// The move that reached `place`.
fn next_move(game: &Game, place: &Place) -> Option<hotseat::rules::Move> {
    if place.is_game_line() {
        return game
            .plies()
            .get(place.moves.checked_sub(1)?)
            .map(|ply| ply.m);
    }
    let before = Place {
        moves: place.moves - 1,
        ..place.clone()
    };
    let from = game.position_of(&before)?;
    let after = game.position_of(place)?;
    from.legal_moves().into_iter().find(|&m| {
        let mut played = from;
        played.play_unchecked(m);
        played == after
    })
}

/// Notes of every kind on a game: variations on every fifth move, a variation inside each,
/// glyphs and comments on the game's moves and in the variations, and clock times.
fn annotate(game: &mut Game, seed: usize) {
    let mut timed = Game::new(*game.start(), game.draw_rules());
    for (index, ply) in game.plies().iter().enumerate() {
        let clock = Duration::from_secs(300 - index as u64);
        timed.play(ply.m, Some(clock)).expect("the game's moves");
    }
    *game = timed;
    game.edit_notes()
        .set_comment(&Place::game(0), "A game with notes")
        .unwrap();
    for ply in (0..game.plies().len()).step_by(5) {
        let end = side_line(game, &Place::game(ply), 4, seed + ply);
        let nag = [Nag::GOOD, Nag::DUBIOUS, Nag(14), Nag(146)][ply % 4];
        game.edit_notes().set_nag(&end, nag).unwrap();
        game.edit_notes()
            .set_comment(&end, &format!("line at ply {ply}"))
            .unwrap();
        let inner_start = Place {
            moves: 1,
            ..end.clone()
        };
        side_line(game, &inner_start, 2, seed + ply + 1);
        game.edit_notes()
            .set_nag(&Place::game(ply + 1), Nag::INTERESTING)
            .unwrap();
        if ply % 2 == 0 {
            game.edit_notes()
                .set_comment(&Place::game(ply + 1), "the game's move")
                .unwrap();
        }
    }
}

/// The moves (SAN), glyphs and variations of a line as a list of words: variations in
/// parentheses after the move they replace.
fn words_of_line(
    line: impl Iterator<Item = (hotseat::rules::Move, MoveNotes)>,
    start: Position,
    words: &mut Vec<String>,
) {
    let mut position = start;
    for (m, notes) in line {
        words.push(San::from_move(&position, m).to_string());
        words.extend(notes.nags().iter().map(|nag| nag.0.to_string()));
        for variation in notes.variations() {
            words.push("(".to_string());
            words_of_variation(variation, position, words);
            words.push(")".to_string());
        }
        position.play_unchecked(m);
    }
}

fn words_of_variation(variation: &Line, start: Position, words: &mut Vec<String>) {
    let moves = variation
        .moves()
        .iter()
        .map(|played| (played.m, played.notes().clone()));
    words_of_line(moves, start, words);
}

/// What hotseat's model holds, as words.
fn hotseat_words(game: &Game) -> Vec<String> {
    let mut words = Vec::new();
    let moves = game
        .plies()
        .iter()
        .enumerate()
        .map(|(index, ply)| (ply.m, game.notes().of_ply(index).clone()));
    words_of_line(moves, *game.start(), &mut words);
    words
}

/// What pgn-reader and shakmaty read, as the same words: moves as shakmaty writes them in
/// SAN from its own positions.
struct Words;

struct Frames {
    /// For each line open: the position before its last move, and the position now.
    stack: Vec<(Chess, Chess)>,
    words: Vec<String>,
    comments: usize,
}

impl Visitor for Words {
    type Tags = ();
    type Movetext = Frames;
    type Output = (Vec<String>, usize);

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Frames> {
        ControlFlow::Continue(Frames {
            stack: vec![(Chess::default(), Chess::default())],
            words: Vec::new(),
            comments: 0,
        })
    }

    fn san(&mut self, frames: &mut Frames, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let (before, now) = frames.stack.last_mut().expect("a line");
        let m = san_plus
            .san
            .to_move(now)
            .expect("shakmaty plays every move");
        *before = now.clone();
        let written = SanPlus::from_move_and_play_unchecked(now, m);
        frames.words.push(written.to_string());
        ControlFlow::Continue(())
    }

    fn nag(&mut self, frames: &mut Frames, nag: pgn_reader::Nag) -> ControlFlow<Self::Output> {
        frames.words.push(nag.0.to_string());
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        frames: &mut Frames,
        _comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        frames.comments += 1;
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, frames: &mut Frames) -> ControlFlow<Self::Output, Skip> {
        let (before, _) = frames.stack.last().expect("a line").clone();
        frames.stack.push((before.clone(), before));
        frames.words.push("(".to_string());
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, frames: &mut Frames) -> ControlFlow<Self::Output> {
        frames.stack.pop();
        frames.words.push(")".to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, frames: Frames) -> Self::Output {
        (frames.words, frames.comments)
    }
}

#[test]
fn annotated_games_read_back_the_same_here_and_in_pgn_reader() {
    let games = corpus_games(12);
    assert_eq!(games.len(), 12);
    for (seed, mut game) in games.into_iter().enumerate() {
        annotate(&mut game, seed * 7);
        let text = export(&game, &Header::default());
        assert!(text.contains("$5") && text.contains(" ("), "{text}");

        let mut player = GamePlayer::new(game.draw_rules(), Keep::Everything);
        let read = Reader::new(text.as_bytes()).read_game(&mut player);
        assert!(matches!(read, Ok(Some(Ok(())))), "{text}");
        assert_eq!(player.game(), &game, "{text}");
        assert_eq!(export(player.game(), &Header::default()), text);

        let theirs = pgn_reader::Reader::new(text.as_bytes())
            .read_game(&mut Words)
            .expect("pgn-reader reads it")
            .expect("one game");
        assert_eq!(theirs.0, hotseat_words(&game), "{text}");
        // Every move of the game has its clock comment, and the notes theirs.
        let comments = game.plies().len() + 1 + text.matches("{line").count();
        assert_eq!(theirs.1, comments, "{text}");
    }
}
