use super::*;
use crate::i18n::Lang;

/// A tournament of `names` with the default tie-breaks, untimed.
fn made(names: &[&str], double: bool, games: Option<u32>) -> Result<Tournament, TournamentError> {
    Tournament::new(Plan {
        double,
        games,
        ..Plan::for_tests("Club night", names)
    })
}

/// Scalachess's tie-break test (TiebreakTest.scala): five players, a crosstable of ten
/// games, and the figures it expects.
const SCALACHESS: [(&str, &str, &str); 10] = [
    ("A", "B", "1-0"),
    ("A", "C", "1/2"),
    ("D", "A", "1-0"),
    ("A", "E", "1-0"),
    ("B", "C", "1-0"),
    ("B", "D", "1/2"),
    ("E", "B", "1-0"),
    ("C", "D", "1-0"),
    ("C", "E", "1/2"),
    ("D", "E", "1-0"),
];

/// A round robin of the players named, with the results `games` give (white, black,
/// result) recorded wherever the pairing is, colours as given.
fn with_results(names: &[&str], games: &[(&str, &str, &str)]) -> Tournament {
    let mut tournament = made(names, false, None).unwrap();
    for &(white, black, result) in games {
        let (w, b) = (
            tournament.player(white).unwrap(),
            tournament.player(black).unwrap(),
        );
        let id = tournament
            .games()
            .find(|(_, board)| board.has(w) && board.has(b))
            .map(|(id, _)| id)
            .unwrap();
        let board = &mut tournament.rounds[id.round as usize - 1].boards[id.board as usize - 1];
        (board.white, board.black) = (w, b);
        tournament
            .record(id, Score::read(result).unwrap(), None)
            .unwrap();
    }
    tournament
}

fn line<'a>(standings: &'a [Standing], tournament: &Tournament, name: &str) -> &'a Standing {
    let player = tournament.player(name).unwrap();
    standings.iter().find(|s| s.player == player).unwrap()
}

#[test]
fn tie_breaks_give_scalachess_s_figures() {
    let tournament = with_results(&["A", "B", "C", "D", "E"], &SCALACHESS);
    let standings = tournament.standings();
    let a = line(&standings, &tournament, "A");
    assert_eq!(a.points, 5, "2.5 points");
    assert_eq!(a.sonneborn_berger, 16, "SB 4.0");
    assert_eq!(a.wins, 2);
    assert_eq!(a.koya, 1, "KS 0.5");
    // A and D share 2.5 points; D beat A.
    assert_eq!(line(&standings, &tournament, "D").direct, 1);
    assert_eq!(a.direct, 2);
    let order: Vec<&str> = standings
        .iter()
        .map(|s| tournament.players[s.player].name.as_str())
        .collect();
    // B and E share 1.5 points; E beat B.
    assert_eq!(order, ["D", "A", "C", "E", "B"]);
    let ranks: Vec<Option<u32>> = standings.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, [Some(1), Some(2), Some(3), Some(4), Some(5)]);
}

#[test]
fn direct_encounter_splits_equal_subgroups_again() {
    // Scalachess's "recursively resolves equal subgroup scores": A, B, C, D on 2 each
    // (F only lends them points); among the four, A and B have 2, C and D 1; then A beat B
    // and C beat D.
    let games = [
        ("A", "B", "1-0"),
        ("A", "C", "1-0"),
        ("D", "A", "1-0"),
        ("F", "A", "1-0"),
        ("B", "C", "1-0"),
        ("B", "D", "1-0"),
        ("F", "B", "1-0"),
        ("C", "D", "1-0"),
        ("C", "F", "1-0"),
        ("D", "F", "1-0"),
    ];
    let tournament = with_results(&["A", "B", "C", "D", "F"], &games);
    let tied: Vec<usize> = (0..4).collect();
    assert_eq!(
        standings::direct_places(&tournament, &tied),
        [(0, 1), (1, 2), (2, 3), (3, 4)]
    );
}

#[test]
fn direct_encounter_places_only_the_uncatchable_when_some_have_not_met() {
    // Scalachess's "assigns guaranteed top ranks with missing games": in {C, D, G}, C
    // scored 2 and cannot be caught; D and G have not met, so they get no place.
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let games = [
        ("A", "B", "1-0"),
        ("A", "E", "1-0"),
        ("A", "F", "1-0"),
        ("B", "E", "1-0"),
        ("B", "F", "1-0"),
        ("B", "H", "1-0"),
        ("C", "D", "1-0"),
        ("C", "G", "1-0"),
        ("D", "E", "1-0"),
        ("D", "H", "1-0"),
        ("G", "F", "1-0"),
        ("G", "H", "1-0"),
    ];
    let tournament = with_results(&names, &games);
    let number = |name| tournament.player(name).unwrap();
    let (a, b, c, d, g) = (
        number("A"),
        number("B"),
        number("C"),
        number("D"),
        number("G"),
    );
    assert_eq!(
        standings::direct_places(&tournament, &[a, b]),
        [(a, 1), (b, 2)]
    );
    assert_eq!(
        standings::direct_places(&tournament, &[c, d, g]),
        [(c, 1), (d, 0), (g, 0)]
    );
}

#[test]
fn an_odd_number_gives_a_bye_each_round() {
    let tournament = made(&["Anna", "Boris", "Vera", "Gleb", "Dina"], false, None).unwrap();
    assert_eq!(tournament.rounds.len(), 5);
    let mut byes: Vec<usize> = tournament.rounds.iter().filter_map(|r| r.bye).collect();
    byes.sort();
    assert_eq!(byes, [0, 1, 2, 3, 4]);
    assert!(
        tournament
            .rounds
            .iter()
            .all(|round| round.boards.len() == 2)
    );
    // Round one of FIDE's table for six: 1-6 is the bye, then 2-5 and 3-4.
    let first = &tournament.rounds[0];
    assert_eq!(first.bye, Some(0));
    let pairs: Vec<(usize, usize)> = first.boards.iter().map(|b| (b.white, b.black)).collect();
    assert_eq!(pairs, [(1, 4), (2, 3)]);
}

#[test]
fn a_double_round_robin_plays_each_pairing_again_colours_reversed() {
    let tournament = made(&["Anna", "Boris", "Vera", "Gleb"], true, None).unwrap();
    assert_eq!(tournament.rounds.len(), 6);
    for (first, second) in tournament.rounds[..3].iter().zip(&tournament.rounds[3..]) {
        for (a, b) in first.boards.iter().zip(&second.boards) {
            assert_eq!((a.white, a.black), (b.black, b.white));
        }
    }
}

#[test]
fn a_match_alternates_colours() {
    let tournament = made(&["Anna", "Boris"], false, Some(4)).unwrap();
    let whites: Vec<usize> = tournament
        .rounds
        .iter()
        .map(|r| r.boards[0].white)
        .collect();
    assert_eq!(whites, [0, 1, 0, 1]);
    assert_eq!(
        made(&["Anna", "Boris"], false, None).unwrap().rounds.len(),
        2
    );
}

#[test]
fn bad_tournaments_are_refused_with_their_reason() {
    let refused = |names: &[&str], double, games| made(names, double, games).unwrap_err();
    assert_eq!(
        refused(&["Anna", "anna "], false, None),
        TournamentError::SameName("anna".to_string())
    );
    assert_eq!(
        refused(&["Anna"], false, None),
        TournamentError::TooFewPlayers
    );
    let many: Vec<String> = (1..=17).map(|n| format!("P{n}")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    assert_eq!(
        refused(&many, false, None),
        TournamentError::TooManyPlayers(17)
    );
    assert_eq!(
        refused(&["A", "B"], true, None),
        TournamentError::DoubleMatch
    );
    assert_eq!(
        refused(&["A", "B"], false, Some(0)),
        TournamentError::MatchGames(0)
    );
    assert_eq!(
        refused(&["A", "B", "C"], false, Some(2)),
        TournamentError::GamesForRoundRobin
    );
    assert!(matches!(
        refused(&["A", ""], false, None),
        TournamentError::BadPlayer { .. }
    ));
}

#[test]
fn games_are_named_round_dot_board() {
    let id = |round, board| GameId { round, board };
    assert_eq!(GameId::read("2.1"), Ok(id(2, 1)));
    assert_eq!(GameId::read(" 3 "), Ok(id(3, 1)));
    for bad in ["0.1", "2.0", "x", "2.", ".1", "-1.1", ""] {
        assert_eq!(
            GameId::read(bad),
            Err(TournamentError::BadGameId(bad.to_string())),
            "{bad}"
        );
    }
    let tournament = made(&["Anna", "Boris", "Vera", "Gleb"], false, None).unwrap();
    assert_eq!(
        tournament.board(id(4, 1)),
        Err(TournamentError::NoSuchRound {
            round: 4,
            rounds: 3
        })
    );
    assert_eq!(
        tournament.board(id(1, 3)),
        Err(TournamentError::NoSuchBoard {
            id: id(1, 3),
            boards: 2
        })
    );
}

#[test]
fn results_are_read_as_arbiters_write_them() {
    for (text, score) in [
        ("1-0", Score::Played(GameResult::WhiteWins)),
        ("0-1", Score::Played(GameResult::BlackWins)),
        ("1/2", Score::Played(GameResult::Draw)),
        ("½-½", Score::Played(GameResult::Draw)),
        ("+-", Score::Forfeit(Color::White)),
        ("-+", Score::Forfeit(Color::Black)),
    ] {
        assert_eq!(Score::read(text), Some(score), "{text}");
        assert_eq!(Score::read(score.text()), Some(score));
    }
    for bad in ["2-0", "1", "*", "draw", ""] {
        assert_eq!(Score::read(bad), None, "{bad}");
    }
}

#[test]
fn a_result_is_replaced_only_when_the_one_replaced_is_named() {
    let mut tournament = made(&["Anna", "Boris", "Vera", "Gleb"], false, None).unwrap();
    let id = GameId { round: 1, board: 1 };
    let win = Score::Played(GameResult::WhiteWins);
    let draw = Score::Played(GameResult::Draw);
    assert_eq!(tournament.record(id, win, None), Ok(None));
    assert_eq!(
        tournament.record(id, draw, None),
        Err(TournamentError::AlreadyPlayed { id, score: win })
    );
    // Asked about another result than the one there now: the table changed meanwhile.
    assert_eq!(
        tournament.record(id, draw, Some(draw)),
        Err(TournamentError::AlreadyPlayed { id, score: win })
    );
    assert_eq!(tournament.record(id, draw, Some(win)), Ok(Some(win)));
    assert_eq!(tournament.board(id).unwrap().result, Some(draw));
    assert_eq!(
        tournament.check_playable(id).unwrap_err(),
        TournamentError::AlreadyPlayed { id, score: draw }
    );
}

#[test]
fn a_game_is_linked_to_one_file() {
    let mut tournament = made(&["Anna", "Boris"], false, None).unwrap();
    let id = GameId { round: 1, board: 1 };
    assert_eq!(tournament.link(id, "a.pgn"), Ok(()));
    assert_eq!(tournament.link(id, "a.pgn"), Ok(()));
    assert_eq!(
        tournament.link(id, "b.pgn"),
        Err(TournamentError::LinkedElsewhere(id))
    );
}

#[test]
fn a_withdrawal_before_half_the_games_annuls_them() {
    let mut tournament = made(&["Anna", "Boris", "Vera", "Gleb"], false, None).unwrap();
    let boris = tournament.player("boris").unwrap();
    let (id, _) = tournament.games().find(|(_, b)| b.has(boris)).unwrap();
    tournament
        .record(id, Score::Played(GameResult::WhiteWins), None)
        .unwrap();
    assert_eq!(tournament.withdraw(boris), Ok(Withdrawal::Annulled));
    let standings = tournament.standings();
    assert_eq!(
        standings.last().map(|s| (s.player, s.rank)),
        Some((boris, None))
    );
    assert!(standings.iter().all(|s| s.points == 0 && s.games == 0));
    // His games are no longer to be played, and take no result.
    assert!(
        tournament
            .games()
            .all(|(_, b)| !b.has(boris) || !tournament.is_to_play(b))
    );
    let (open, _) = tournament
        .games()
        .find(|(_, b)| b.has(boris) && b.result.is_none())
        .unwrap();
    assert_eq!(
        tournament.record(open, Score::Played(GameResult::Draw), None),
        Err(TournamentError::Withdrawn("Boris".to_string()))
    );
    assert_eq!(
        tournament.withdraw(boris),
        Err(TournamentError::Withdrawn("Boris".to_string()))
    );
}

#[test]
fn a_withdrawal_after_half_the_games_forfeits_the_rest() {
    let mut tournament = made(&["Anna", "Boris", "Vera", "Gleb"], false, None).unwrap();
    let boris = tournament.player("Boris").unwrap();
    let his: Vec<GameId> = tournament
        .games()
        .filter(|(_, b)| b.has(boris))
        .map(|(id, _)| id)
        .collect();
    for &id in &his[..2] {
        tournament
            .record(id, Score::Played(GameResult::Draw), None)
            .unwrap();
    }
    assert_eq!(tournament.withdraw(boris), Ok(Withdrawal::Forfeited));
    let last = tournament.board(his[2]).unwrap();
    let color = last.color_of(boris).unwrap();
    assert_eq!(last.result, Some(Score::Forfeit(!color)));
    let standings = tournament.standings();
    let boris_line = standings.iter().find(|s| s.player == boris).unwrap();
    assert_eq!((boris_line.points, boris_line.games), (2, 3));
    assert!(boris_line.rank.is_some());
    // A forfeit scores, but is no game won.
    let winner = last.player(!color);
    let winner_line = standings.iter().find(|s| s.player == winner).unwrap();
    assert!(winner_line.points >= 2, "{winner_line:?}");
    assert_eq!(winner_line.wins, 0);
}

#[test]
fn the_next_game_is_the_first_without_a_result() {
    let mut tournament = made(&["Anna", "Boris", "Vera", "Gleb"], false, None).unwrap();
    let first = GameId { round: 1, board: 1 };
    assert_eq!(tournament.next_to_play(|_| true), Some(first));
    assert_eq!(tournament.current_round(), Some(1));
    tournament
        .record(first, Score::Forfeit(Color::White), None)
        .unwrap();
    assert_eq!(
        tournament.next_to_play(|_| true),
        Some(GameId { round: 1, board: 2 })
    );
    // A game another program plays is passed over.
    assert_eq!(
        tournament.next_to_play(|board| board.file.is_none() && board.white != 1),
        Some(GameId { round: 2, board: 1 })
    );
    // A game begun and cut short goes on first.
    let begun = GameId { round: 2, board: 2 };
    tournament.link(begun, "begun.pgn").unwrap();
    assert_eq!(tournament.next_to_play(|_| true), Some(begun));
    assert_eq!(tournament.current_round(), Some(1));
}

#[test]
fn the_text_keeps_everything() {
    let mut tournament = with_results(&["A", "B", "C", "D", "E"], &SCALACHESS[..6]);
    tournament.control = "5+3".parse().unwrap();
    tournament.draw_rules = DrawRules::Fide;
    tournament.tiebreaks = vec![Tiebreak::SonnebornBerger, Tiebreak::Koya];
    tournament
        .link(tournament.next_to_play(|_| true).unwrap(), "g.pgn")
        .unwrap();
    tournament.withdraw(4).unwrap();
    let text = tournament.to_text();
    assert_eq!(Tournament::from_text(&text), Some(tournament.clone()));
    let matched = made(&["Anna", "Boris"], false, Some(3)).unwrap();
    assert_eq!(Tournament::from_text(&matched.to_text()), Some(matched));
    for broken in [
        "",
        "{}",
        &text.replace("\"white\": 0", "\"white\": 9"),
        &text[..text.len() / 2],
    ] {
        assert_eq!(Tournament::from_text(broken), None);
    }
}

#[test]
fn tie_breaks_are_read_by_their_acronyms_or_words() {
    assert_eq!(
        read_tiebreaks("sb, WON,koya"),
        Ok(vec![
            Tiebreak::SonnebornBerger,
            Tiebreak::Wins,
            Tiebreak::Koya
        ])
    );
    assert_eq!(
        read_tiebreaks("de,de"),
        Err(TiebreakError::Twice("de".to_string()))
    );
    assert_eq!(
        read_tiebreaks("bh"),
        Err(TiebreakError::Unknown("bh".to_string()))
    );
    assert_eq!(read_tiebreaks(" , "), Err(TiebreakError::Empty));
}

#[test]
fn ten_players_fit_eighty_columns_in_both_languages() {
    let names = [
        "Anna Petrova",
        "Boris Ivanov",
        "Vera Smirnova",
        "Gleb Kuznetsov",
        "Dina Popova",
        "Yegor Sokolov",
        "Zhanna Lebedeva",
        "Ilya Kozlov",
        "Kira Novikova",
        "Lev Morozov",
    ];
    let mut tournament = made(&names, false, None).unwrap();
    let ids: Vec<GameId> = tournament.games().map(|(id, _)| id).take(23).collect();
    for (n, id) in ids.into_iter().enumerate() {
        let score = match n % 3 {
            0 => Score::Played(GameResult::WhiteWins),
            1 => Score::Played(GameResult::Draw),
            _ => Score::Forfeit(Color::Black),
        };
        tournament.record(id, score, None).unwrap();
    }
    for lang in Lang::ALL {
        let table = crosstable(&tournament, lang, 80);
        for line in table.lines() {
            assert!(line.chars().count() <= 80, "{lang:?}: {line}");
        }
        assert_eq!(table.lines().count(), 12, "{table}");
        assert!(table.contains("Anna Petrova"), "{table}");
        insta::assert_snapshot!(format!("crosstable_ten_{}", lang.code()), table);
    }
}

#[test]
fn the_trf_has_fide_s_columns() {
    let tournament = with_results(&["A", "B", "C", "D", "E"], &SCALACHESS);
    let trf = trf(&tournament);
    let lines: Vec<&str> = trf.lines().collect();
    assert_eq!(lines[0], "012 Club night");
    let a = lines
        .iter()
        .find(|line| line.starts_with("001    1"))
        .unwrap();
    assert_eq!(&a[14..15], "A", "the name from column 15");
    assert_eq!(&a[80..84], " 2.5", "the points in columns 81-84");
    assert_eq!(&a[85..89], "   2", "the place in columns 86-89");
    // Each round: the opponent in columns 92-95 (+10 a round), the colour, the result.
    let rounds: Vec<&str> = (0..tournament.rounds.len())
        .map(|round| a.get(91 + round * 10..99 + round * 10).unwrap_or("").trim())
        .collect();
    assert!(rounds.contains(&"0000 - Z"), "{rounds:?}");
    assert!(rounds.contains(&"2 w 1"), "{rounds:?}");
    assert!(rounds.contains(&"4 b 0"), "{rounds:?}");
}

#[test]
fn the_trf_leaves_the_rounds_not_reached_blank_byes_too() {
    let tournament = made(&["A", "B", "C", "D", "E"], false, None).unwrap();
    let trf = trf(&tournament);
    let players: Vec<&str> = trf.lines().filter(|l| l.starts_with("001")).collect();
    assert_eq!(players.len(), 5);
    // Round 1's bye is the round being played; no later round's is written yet.
    let byes = players.iter().filter(|line| line.contains(" Z")).count();
    assert_eq!(byes, 1, "{trf}");
}

#[test]
fn a_match_shows_its_points_and_a_double_round_robin_both_games() {
    let mut matched = made(&["Anna", "Boris"], false, Some(3)).unwrap();
    let game = |round| GameId { round, board: 1 };
    matched
        .record(game(1), Score::Played(GameResult::WhiteWins), None)
        .unwrap();
    matched
        .record(game(2), Score::Played(GameResult::Draw), None)
        .unwrap();
    let table = crosstable(&matched, Lang::En, 80);
    let cells = |name: &str, table: &str| -> Vec<String> {
        let line = table.lines().find(|line| line.contains(name)).unwrap();
        line.split_whitespace()
            .skip(2)
            .map(str::to_string)
            .collect()
    };
    assert_eq!(cells("Anna", &table)[..3], ["×", "1½", "1½"], "{table}");
    assert_eq!(cells("Boris", &table)[..3], ["½", "×", "½"], "{table}");
    assert!(
        table.starts_with("Club night · match of 3 games · no time limit"),
        "{table}"
    );
    let mut double = made(&["Anna", "Boris", "Vera"], true, None).unwrap();
    let (anna_n, boris_n) = (0, 1);
    let theirs: Vec<GameId> = double
        .games()
        .filter(|(_, b)| b.has(anna_n) && b.has(boris_n))
        .map(|(id, _)| id)
        .collect();
    assert_eq!(theirs.len(), 2);
    for (id, anna_wins) in theirs.iter().zip([true, false]) {
        let anna_color = double.board(*id).unwrap().color_of(anna_n).unwrap();
        let winner = if anna_wins { anna_color } else { !anna_color };
        double.record(*id, Score::Forfeit(winner), None).unwrap();
    }
    let table = crosstable(&double, Lang::En, 80);
    // Against herself, Boris (won by forfeit, then lost by forfeit), and Vera (to play).
    assert_eq!(cells("Anna", &table)[..3], ["×", "+-", "··"], "{table}");
}

#[test]
fn a_game_s_tags_name_the_tournament_and_the_round() {
    let tournament = made(&["Anna", "Boris", "Vera", "Gleb"], false, None).unwrap();
    let id = GameId { round: 2, board: 1 };
    let header = tournament.header(id, tournament.board(id).unwrap());
    assert_eq!(
        (header.event.as_str(), header.round.as_str()),
        ("Club night", "2.1")
    );
    assert_eq!(
        (header.names.white.as_str(), header.names.black.as_str()),
        ("Gleb", "Vera")
    );
}
