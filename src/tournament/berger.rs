//! FIDE's Berger tables (Handbook C.05, Annex 1): who meets whom in each round of a round
//! robin, and with which colours. An odd number of players is made even with a dummy, the
//! last number: whoever meets it has the round off.

/// The rounds of a single round robin of `players` numbers (`0..players`, made even with the
/// dummy `players` when odd): each round's boards in the table's order, `(white, black)`.
/// Round one pairs 1 with n, 2 with n-1, …; each next round adds n/2 to every number but n
/// (modulo n-1, counting from 1), and the first board, where n plays, gives n White in the
/// even rounds and Black in the odd ones.
pub fn rounds(players: usize) -> Vec<Vec<(usize, usize)>> {
    let n = players + players % 2;
    if n < 2 {
        return Vec::new();
    }
    let turn = |number: usize| (number - 1 + n / 2) % (n - 1) + 1;
    let mut boards: Vec<(usize, usize)> = (1..=n / 2).map(|i| (i, n + 1 - i)).collect();
    let mut rounds = Vec::with_capacity(n - 1);
    for round in 1..n {
        if round > 1 {
            for board in &mut boards {
                let (a, b) = *board;
                *board = match (a == n, b == n) {
                    (true, _) | (_, true) => {
                        let other = if a == n { b } else { a };
                        if round % 2 == 0 {
                            (n, turn(other))
                        } else {
                            (turn(other), n)
                        }
                    }
                    _ => (turn(a), turn(b)),
                };
            }
        }
        rounds.push(boards.iter().map(|&(a, b)| (a - 1, b - 1)).collect());
    }
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FIDE's tables as printed (numbers from 1), for six and eight players.
    const SIX: &str = "1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1";
    const EIGHT: &str = "1-8 2-7 3-6 4-5 / 8-5 6-4 7-3 1-2 / 2-8 3-1 4-7 5-6 / \
                         8-6 7-5 1-4 2-3 / 3-8 4-2 5-1 6-7 / 8-7 1-6 2-5 3-4 / \
                         4-8 5-3 6-2 7-1";
    const FOUR: &str = "1-4 2-3 / 4-3 1-2 / 2-4 3-1";

    fn printed(table: &str) -> Vec<Vec<(usize, usize)>> {
        table
            .split('/')
            .map(|round| {
                round
                    .split_whitespace()
                    .map(|board| {
                        let (white, black) = board.split_once('-').unwrap();
                        (
                            white.parse::<usize>().unwrap() - 1,
                            black.parse::<usize>().unwrap() - 1,
                        )
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_tables_are_fide_s() {
        for (players, table) in [(4, FOUR), (6, SIX), (8, EIGHT), (3, FOUR), (5, SIX)] {
            assert_eq!(rounds(players), printed(table), "{players} players");
        }
    }

    #[test]
    fn everyone_meets_everyone_once_and_colours_balance() {
        for players in 2..=16 {
            let rounds = rounds(players);
            let n = players + players % 2;
            assert_eq!(rounds.len(), n - 1);
            let mut met = vec![vec![0; n]; n];
            let mut whites = vec![0usize; n];
            for round in &rounds {
                for &(white, black) in round {
                    met[white][black] += 1;
                    met[black][white] += 1;
                    whites[white] += 1;
                }
            }
            for (a, met) in met.iter().enumerate() {
                for (b, &times) in met.iter().enumerate() {
                    assert_eq!(times, usize::from(a != b), "{players}: {a} and {b}");
                }
                assert!(
                    whites[a].abs_diff((n - 1) / 2) <= 1,
                    "{players}: {whites:?}"
                );
            }
        }
    }
}
