//! The command-line tools that print and exit: `perft` and `moves`.

use std::io::{self, Write};

use crate::notation::san;
use crate::rules::{Position, perft};

/// Prints the perft count of `position` at `depth`; with `divide`, first one
/// `<move>: <count>` line per legal move, in alphabetical order. The last line ends with the
/// total.
pub fn perft(
    out: &mut impl Write,
    position: &Position,
    depth: u32,
    divide: bool,
) -> io::Result<()> {
    let total = if divide {
        let mut parts: Vec<(String, u64)> = perft::divide(position, depth)
            .into_iter()
            .map(|(m, count)| (m.to_uci(), count))
            .collect();
        parts.sort();
        for (m, count) in &parts {
            writeln!(out, "{m}: {count}")?;
        }
        writeln!(out)?;
        parts.iter().map(|(_, count)| count).sum()
    } else {
        perft::perft(position, depth)
    };
    writeln!(out, "Nodes searched: {total}")
}

/// Prints the legal moves of `position` in SAN, one per line, in alphabetical order.
pub fn moves(out: &mut impl Write, position: &Position) -> io::Result<()> {
    let mut all: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|&m| san::write(position, m))
        .collect();
    all.sort();
    for san in all {
        writeln!(out, "{san}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

    fn output(f: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> String {
        let mut out = Vec::new();
        f(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn perft_ends_with_the_total() {
        let text = output(|out| perft(out, &Position::startpos(), 3, false));
        assert_eq!(text, "Nodes searched: 8902\n");
        let divided = output(|out| perft(out, &Position::startpos(), 2, true));
        assert!(divided.starts_with("a2a3: 20\n"));
        assert_eq!(divided.lines().count(), 22);
        assert!(divided.ends_with("Nodes searched: 400\n"));
    }

    #[test]
    fn chess960_castling_divides_as_king_takes_rook() {
        let position = fen::read("4k3/8/8/8/8/8/8/RK5R w HA - 0 1").unwrap();
        let divided = output(|out| perft(out, &position, 1, true));
        assert!(divided.contains("b1h1: 1\n"), "{divided}");
        assert!(divided.contains("b1a1: 1\n"), "{divided}");
    }

    #[test]
    fn moves_lists_san() {
        let text = output(|out| moves(out, &Position::startpos()));
        assert_eq!(text.lines().count(), 20);
        assert!(text.lines().any(|line| line == "Nf3"));
        let mate = fen::read("3nqb2/4kp2/4pn2/1B1pP3/8/8/8/3Q3K w - d6 0 1").unwrap();
        assert!(
            output(|out| moves(out, &mate))
                .lines()
                .any(|l| l == "exd6#")
        );
    }
}
