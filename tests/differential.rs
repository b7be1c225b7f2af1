//! Differential test of the rules core against shakmaty: random playouts, standard and
//! Chess960, comparing at every ply the legal move sets, the FEN, check, checkmate,
//! stalemate, the material verdicts and the SAN of every legal move (which must also read
//! back to the same move). A hundred games in every `cargo test`, two thousand
//! with `cargo test --release --test differential -- --ignored` (run by `.ci/run`).

use hotseat::notation::san;
use hotseat::rules::{Color, Move, Position, fen};
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _, fen::Fen};

/// A small deterministic random source (xorshift64*), so a failure can be replayed.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// A move as "from, to, promotion" with castling as king-takes-rook, the common ground of
/// both libraries.
fn ours(m: &Move) -> String {
    let promotion = m
        .promotion()
        .map_or(String::new(), |r| r.upper_char().to_string());
    format!("{}{}{promotion}", m.from(), m.to())
}

fn theirs(m: &shakmaty::Move) -> String {
    match *m {
        shakmaty::Move::Castle { king, rook } => format!("{king}{rook}"),
        other => {
            let promotion = other
                .promotion()
                .map_or(String::new(), |r| r.upper_char().to_string());
            format!(
                "{}{}{promotion}",
                other.from().expect("no drops in chess"),
                other.to()
            )
        }
    }
}

fn shakmaty_color(color: Color) -> shakmaty::Color {
    match color {
        Color::White => shakmaty::Color::White,
        Color::Black => shakmaty::Color::Black,
    }
}

/// Plays one random game from `start`, comparing the two libraries at every ply.
fn playout(start: Position, random: &mut Random, game: usize) -> Result<usize, String> {
    let mut position = start;
    let start_fen = fen::write(&start);
    let mut reference: Chess = Fen::from_ascii(start_fen.as_bytes())
        .map_err(|e| e.to_string())?
        .into_position(CastlingMode::Chess960)
        .map_err(|e| format!("{start_fen}: {e}"))?;
    let mut history = Vec::new();
    for ply in 0..400 {
        let context = || format!("game {game}, ply {ply}, after {history:?} from {start_fen}");
        let reference_fen = Fen::from_position(&reference, EnPassantMode::Legal).to_string();
        let our_fen = fen::write(&position);
        if our_fen != reference_fen {
            return Err(format!("FEN {our_fen} vs {reference_fen}; {}", context()));
        }
        let mut our_moves: Vec<String> = position.legal_moves().iter().map(ours).collect();
        let mut their_moves: Vec<String> = reference.legal_moves().iter().map(theirs).collect();
        our_moves.sort();
        their_moves.sort();
        if our_moves != their_moves {
            return Err(format!(
                "moves {our_moves:?} vs {their_moves:?} in {our_fen}; {}",
                context()
            ));
        }
        let verdicts = |check, mate, stale, insufficient| (check, mate, stale, insufficient);
        let our_verdicts = verdicts(
            position.is_check(),
            position.is_checkmate(),
            position.is_stalemate(),
            position.is_insufficient_material(),
        );
        let their_verdicts = verdicts(
            reference.is_check(),
            reference.is_checkmate(),
            reference.is_stalemate(),
            reference.is_insufficient_material(),
        );
        if our_verdicts != their_verdicts {
            return Err(format!(
                "check/mate/stalemate/dead {our_verdicts:?} vs {their_verdicts:?} in {our_fen}"
            ));
        }
        for color in Color::ALL {
            if position.has_mating_material(color)
                == reference.has_insufficient_material(shakmaty_color(color))
            {
                return Err(format!("mating material of {color} differs in {our_fen}"));
            }
        }
        if position.hash() != position.hash_from_scratch() {
            return Err(format!("incremental hash differs in {our_fen}"));
        }
        let ours_list = position.legal_moves();
        for &m in &ours_list {
            let our_san = san::San::from_move(&position, m).to_string();
            let their_move = reference
                .legal_moves()
                .into_iter()
                .find(|t| theirs(t) == ours(&m))
                .expect("the move sets are equal");
            let their_san = shakmaty::san::SanPlus::from_move(reference.clone(), their_move);
            if our_san != their_san.to_string() {
                return Err(format!("SAN {our_san} vs {their_san} in {our_fen}"));
            }
            if san::parse(&position, &our_san) != Ok(m) {
                return Err(format!("{our_san} does not read back in {our_fen}"));
            }
        }
        if our_moves.is_empty() {
            return Ok(ply);
        }
        let chosen = ours_list[random.below(ours_list.len())];
        let name = ours(&chosen);
        let their_move = reference
            .legal_moves()
            .into_iter()
            .find(|m| theirs(m) == name)
            .expect("the move sets are equal");
        history.push(name);
        position.play_unchecked(chosen);
        reference.play_unchecked(their_move);
    }
    Ok(400)
}

fn run(games: usize, seed: u64) {
    let mut random = Random(seed);
    let mut plies = 0;
    for game in 0..games {
        let start = if game % 2 == 0 {
            Position::startpos()
        } else {
            Position::chess960(random.below(960) as u16).expect("0..960")
        };
        match playout(start, &mut random, game) {
            Ok(n) => plies += n,
            Err(difference) => panic!("{difference}"),
        }
    }
    eprintln!("{games} games, {plies} plies compared");
}

#[test]
fn random_games_agree_with_shakmaty() {
    run(100, 0x5eed_0001);
}

#[test]
#[ignore = "thousands of games: run in release mode, as .ci/run does"]
fn many_random_games_agree_with_shakmaty() {
    run(2_000, 0x5eed_0002);
}
