//! PGN to games and back, as `--load` and `replay` play a file and the store writes one: each
//! game of the text, played as far as it goes by the rules, exports to PGN that reads back
//! to the same game (start, moves, clock and move times as written, ending, glyphs, comments and
//! variations), and exports again to the same text.

use hotseat::game::clk::format_clk;
use hotseat::game::pgn::{GamePlayer, Keep, export, tagged_time_control};
use hotseat::game::{DrawRules, Game, Header};
use hotseat::notation::pgn::Reader;
use hotseat::rules::ByColor;

/// The most games of one input played and written back.
const GAMES: usize = 8;

/// Plays the games of the text; checks that each one's export reads back to it.
pub fn check(data: &[u8]) {
    let mut reader = Reader::new(data);
    let mut player = GamePlayer::new(DrawRules::Fide, Keep::Everything);
    for _ in 0..GAMES {
        match reader.read_game(&mut player) {
            Ok(Some(played)) => {
                if let Err(problem) = played {
                    super::assert_one_line(&problem.to_string());
                }
                assert_round_trip(player.game(), &header_of(&player));
            }
            Ok(None) => return,
            Err(error) => super::assert_one_line(&error.to_string()),
        }
    }
}

/// The header the game's tags give: the players and the time control.
fn header_of(player: &GamePlayer) -> Header {
    let tag = |name: &str| {
        player
            .tags()
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    };
    let time_control = tagged_time_control(|name| tag(name).map(str::to_string));
    let name = |value: &str, default: &str| {
        if value.is_empty() {
            default.to_string()
        } else {
            value.to_string()
        }
    };
    Header {
        names: ByColor {
            white: name(player.white(), "White"),
            black: name(player.black(), "Black"),
        },
        time_control,
        ..Header::default()
    }
}

/// Panics unless `game` exports to PGN that reads back to the same game, whose tags and moves
/// export again to the same text.
fn assert_round_trip(game: &Game, header: &Header) {
    let written = export(game, header);
    let mut reader = Reader::new(written.as_bytes());
    let mut player = GamePlayer::new(game.draw_rules(), Keep::Everything);
    let read = reader
        .read_game(&mut player)
        .unwrap_or_else(|error| panic!("the export does not read: {error}\n{written}"))
        .unwrap_or_else(|| panic!("the export has no game:\n{written}"));
    if let Err(problem) = read {
        panic!("the export does not play: {problem}\n{written}");
    }
    let again = player.game();
    assert_eq!(again.start(), game.start(), "{written}");
    assert_eq!(again.is_chess960(), game.is_chess960(), "{written}");
    let moves = |game: &Game| game.plies().iter().map(|ply| ply.m).collect::<Vec<_>>();
    assert_eq!(moves(again), moves(game), "{written}");
    let clocks = |game: &Game| {
        game.plies()
            .iter()
            .map(|ply| ply.clock.map(format_clk))
            .collect::<Vec<_>>()
    };
    assert_eq!(clocks(again), clocks(game), "{written}");
    if header.time_control.hides_move_times() {
        let spent = |game: &Game| {
            game.plies()
                .iter()
                .map(|ply| ply.spent.map(format_clk))
                .collect::<Vec<_>>()
        };
        assert_eq!(spent(again), spent(game), "{written}");
    }
    assert_eq!(again.outcome(), game.outcome(), "{written}");
    assert_eq!(again.notes(), game.notes(), "{written}");
    // The tags as read back (control characters written as spaces) write the same text.
    assert_eq!(export(again, &header_of(&player)), written);
    assert!(
        reader.read_game(&mut player).expect("readable").is_none(),
        "the export holds more than one game:\n{written}"
    );
}
