//! Differential test of the variants against shakmaty's `variant` feature, which plays them
//! as lichess does: random playouts of every variant, comparing at every ply the legal
//! moves (as UCI strings), check, the pockets and the checks still to give, and the ending;
//! and on our side, that every legal move's SAN reads back to it and every FEN reads back.
//! Thirty games a variant in every `cargo test`, a thousand with
//! `cargo test --release --test variant_differential -- --ignored`.

use hotseat::notation::san::{self, San};
use hotseat::rules::{Color, Position, Role, Variant, VariantEnding, fen};
use shakmaty::variant::{Variant as TheirVariant, VariantPosition};
use shakmaty::{CastlingMode, KnownOutcome, Outcome, Position as _, fen::Fen};

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

fn their_variant(variant: Variant) -> TheirVariant {
    match variant {
        Variant::Standard => TheirVariant::Chess,
        Variant::Crazyhouse => TheirVariant::Crazyhouse,
        Variant::Atomic => TheirVariant::Atomic,
        Variant::Antichess => TheirVariant::Antichess,
        Variant::KingOfTheHill => TheirVariant::KingOfTheHill,
        Variant::ThreeCheck => TheirVariant::ThreeCheck,
        Variant::Horde => TheirVariant::Horde,
        Variant::RacingKings => TheirVariant::RacingKings,
    }
}

/// The ending as shakmaty words it: the variant's own, then checkmate and stalemate, then
/// insufficient material; `None` while the game goes on.
fn our_outcome(position: &Position) -> Option<Option<Color>> {
    if let Some(outcome) = position.variant_outcome() {
        return Some(outcome.winner);
    }
    if !position.has_legal_moves() {
        return Some(position.is_check().then_some(!position.turn()));
    }
    position.is_insufficient_material().then_some(None)
}

fn their_outcome(position: &VariantPosition) -> Option<Option<Color>> {
    match position.outcome() {
        Outcome::Known(KnownOutcome::Decisive { winner }) => Some(Some(match winner {
            shakmaty::Color::White => Color::White,
            shakmaty::Color::Black => Color::Black,
        })),
        Outcome::Known(KnownOutcome::Draw) => Some(None),
        Outcome::Unknown => None,
    }
}

fn sorted(mut moves: Vec<String>) -> Vec<String> {
    moves.sort();
    moves
}

/// Plays one random game from `start`, comparing the two libraries at every ply; the
/// number of plies played, and the variant's own ending if it ended so.
fn playout(start: Position, random: &mut Random) -> Result<(usize, Option<VariantEnding>), String> {
    let variant = start.variant();
    let start_fen = fen::write(&start);
    let setup = Fen::from_ascii(start_fen.as_bytes())
        .map_err(|e| e.to_string())?
        .into_setup();
    let mut reference =
        VariantPosition::from_setup(their_variant(variant), setup, CastlingMode::Chess960)
            .map_err(|e| format!("{start_fen}: {e}"))?;
    let mut position = start;
    for ply in 0..400 {
        let here = || format!("{variant:?} ply {ply}, {}", fen::write(&position));
        let ours = sorted(position.legal_moves().iter().map(|m| m.to_uci()).collect());
        let theirs = sorted(
            reference
                .legal_moves()
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect(),
        );
        if ours != theirs {
            return Err(format!("{}: moves {ours:?} against {theirs:?}", here()));
        }
        for &m in &position.legal_moves() {
            let written = San::from_move(&position, m).to_string();
            if san::parse(&position, &written) != Ok(m) {
                return Err(format!("{}: {written} does not read back", here()));
            }
        }
        if position.count_legal_moves() != ours.len() as u64 {
            return Err(format!("{}: the count differs from the list", here()));
        }
        if position.is_check() != reference.is_check() {
            return Err(format!("{}: check {}", here(), position.is_check()));
        }
        if let (Some(pockets), Some(theirs)) = (position.pockets(), reference.pockets()) {
            for (color, their_color) in [
                (Color::White, shakmaty::Color::White),
                (Color::Black, shakmaty::Color::Black),
            ] {
                for (role, their_role) in [
                    (Role::Pawn, shakmaty::Role::Pawn),
                    (Role::Knight, shakmaty::Role::Knight),
                    (Role::Bishop, shakmaty::Role::Bishop),
                    (Role::Rook, shakmaty::Role::Rook),
                    (Role::Queen, shakmaty::Role::Queen),
                ] {
                    if pockets.count(color, role) != theirs[their_color][their_role] {
                        return Err(format!("{}: pocket of {color:?} {role:?}", here()));
                    }
                }
            }
        }
        if let (Some(ours), Some(theirs)) =
            (position.remaining_checks(), reference.remaining_checks())
        {
            let theirs = (u32::from(theirs.white), u32::from(theirs.black));
            if (u32::from(ours.white), u32::from(ours.black)) != theirs {
                return Err(format!("{}: checks to give {ours:?}", here()));
            }
        }
        if position.hash() != position.hash_from_scratch() {
            return Err(format!("{}: the hash drifted", here()));
        }
        let read_back = fen::read_in(&fen::write(&position), variant)
            .map_err(|e| format!("{}: its FEN does not read back: {e}", here()))?;
        if read_back != position {
            return Err(format!("{}: its FEN reads back to {read_back:?}", here()));
        }
        let ending = our_outcome(&position);
        if ending != their_outcome(&reference) {
            return Err(format!("{}: ending {ending:?}", here()));
        }
        if ending.is_some() || ours.is_empty() {
            return Ok((ply, position.variant_outcome().map(|o| o.ending)));
        }
        let chosen = position.legal_moves()[random.below(ours.len())];
        let uci = chosen.to_uci();
        let theirs = reference
            .legal_moves()
            .into_iter()
            .find(|m| m.to_uci(CastlingMode::Standard).to_string() == uci)
            .ok_or_else(|| format!("{}: {uci} not found", here()))?;
        position.play_unchecked(chosen);
        reference.play_unchecked(theirs);
    }
    Ok((400, None))
}

fn run(games: usize, seed: u64) {
    let mut random = Random(seed);
    let mut failures = Vec::new();
    let mut endings = Vec::new();
    for variant in Variant::ALL {
        let mut plies = 0;
        for _ in 0..games {
            match playout(Position::start(variant), &mut random) {
                Ok((played, ending)) => {
                    plies += played;
                    endings.extend(ending);
                }
                Err(failure) => failures.push(failure),
            }
        }
        assert!(
            plies > games * 5,
            "{variant:?}: only {plies} plies in {games} games"
        );
    }
    // Random games reach the endings random play can reach.
    for ending in [
        VariantEnding::KingExploded,
        VariantEnding::KingOnTheHill,
        VariantEnding::ThirdCheck,
        VariantEnding::KingReachedGoal,
        VariantEnding::NoPiecesLeft,
    ] {
        assert!(endings.contains(&ending), "no game ended by {ending:?}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn random_games_of_every_variant_agree_with_shakmaty() {
    run(30, 0x5eed_0000_0038);
}

#[test]
#[ignore = "a minute of work: run in release mode"]
fn many_random_games_of_every_variant_agree_with_shakmaty() {
    run(1_000, 0x5eed_0000_1038);
}
