//! Editing notes and side lines: glyphs, comments, variations started, extended, stepped
//! through, deleted and promoted, and the game's own moves never changed by any of it.

use super::*;
use crate::game::{DrawRules, Game, Ply};
use crate::notation::san::{self, San};

fn game(moves: &str) -> Game {
    let mut game = Game::standard(DrawRules::Club);
    for text in moves.split_whitespace() {
        game.play_text(text).expect("a legal move");
    }
    game
}

/// Plays `moves` in the side lines from `place`; returns the place after the last.
fn line(game: &mut Game, place: &Place, moves: &str) -> Place {
    let mut place = place.clone();
    for text in moves.split_whitespace() {
        let position = game.position_of(&place).expect("a place of the game");
        let m = san::parse(&position, text).expect("a legal move");
        place = game
            .edit_notes()
            .play_line(&place, m)
            .expect("a move of the side lines");
    }
    place
}

/// The SAN of a variation's moves.
fn sans(variation: &Line, start: Position) -> Vec<String> {
    let mut position = start;
    variation
        .moves()
        .iter()
        .map(|played| {
            let san = San::from_move(&position, played.m).to_string();
            position.play_unchecked(played.m);
            san
        })
        .collect()
}

fn game_moves(game: &Game) -> Vec<Ply> {
    game.plies().to_vec()
}

#[test]
fn glyphs_are_set_replaced_and_cleared() {
    let mut game = game("e4 e5 Nf3");
    let nf3 = Place::game(3);
    game.edit_notes().set_nag(&nf3, Nag::INTERESTING).unwrap();
    game.edit_notes().set_nag(&nf3, Nag(14)).unwrap();
    assert_eq!(game.notes_at(&nf3).unwrap().nags(), [Nag(5), Nag(14)]);
    // A second judgement of the move replaces the first; other glyphs stay, once each.
    game.edit_notes().set_nag(&nf3, Nag::BLUNDER).unwrap();
    game.edit_notes().set_nag(&nf3, Nag(14)).unwrap();
    assert_eq!(game.notes_at(&nf3).unwrap().nags(), [Nag(14), Nag(4)]);
    assert_eq!(
        game.edit_notes().clear_nag(&nf3, Nag::GOOD),
        Err(NoteError::NoNag(Nag::GOOD))
    );
    game.edit_notes().clear_nag(&nf3, Nag::BLUNDER).unwrap();
    game.edit_notes().clear_nag(&nf3, Nag(14)).unwrap();
    assert!(game.notes().is_empty(), "no notes left: {:?}", game.notes());
    // No move at the start, none past the end.
    let before = game.clone();
    assert_eq!(
        game.edit_notes().set_nag(&Place::game(0), Nag::GOOD),
        Err(NoteError::NoMove)
    );
    assert_eq!(
        game.edit_notes().set_nag(&Place::game(4), Nag::GOOD),
        Err(NoteError::NoMove)
    );
    assert_eq!(game, before);
}

#[test]
fn comments_are_one_paragraph_and_refused_with_a_brace() {
    let mut game = game("d4 d5");
    let d5 = Place::game(2);
    game.edit_notes()
        .set_comment(&d5, "  the Queen's\n  Gambit   next ")
        .unwrap();
    assert_eq!(
        game.notes_at(&d5).unwrap().comment(),
        Some("the Queen's Gambit next")
    );
    game.edit_notes()
        .set_comment(&Place::game(0), "A quiet game")
        .unwrap();
    assert_eq!(game.notes().preface(), Some("A quiet game"));
    let before = game.clone();
    assert_eq!(
        game.edit_notes().set_comment(&d5, "a } b"),
        Err(NoteError::BraceInComment)
    );
    assert_eq!(
        game.edit_notes().set_comment(&d5, " \n "),
        Err(NoteError::EmptyComment)
    );
    assert_eq!(
        game.edit_notes().clear_comment(&Place::game(1)),
        Err(NoteError::NoComment)
    );
    assert_eq!(
        game.edit_notes().set_comment(&Place::game(3), "x"),
        Err(NoteError::NoMove)
    );
    assert_eq!(game, before);
    game.edit_notes().clear_comment(&d5).unwrap();
    game.edit_notes().clear_comment(&Place::game(0)).unwrap();
    assert!(game.notes().is_empty());
    assert_eq!(game.plies(), before.plies());
}

#[test]
fn a_comment_is_read_without_the_commands_other_programs_leave_in_it() {
    let cases = [
        ("Best by test.", Some("Best by test.")),
        ("[%eval 0.31]", None),
        ("[%eval #-2] [%cal Ge2e4,Rd7d5]", None),
        (
            "[%eval 0.31] Inaccuracy. Nf3 was best.",
            Some("Inaccuracy. Nf3 was best."),
        ),
        ("A trap [%csl Gf7] here", Some("A trap here")),
        ("unclosed [%eval 0.3", Some("unclosed")),
        ("a [ bracket", Some("a [ bracket")),
    ];
    for (comment, words) in cases {
        assert_eq!(readable(comment).as_deref(), words, "{comment}");
    }
}

#[test]
fn variations_start_extend_nest_and_are_followed_not_repeated() {
    let mut game = game("e4 e5 Nf3 Nc6 Bb5");
    let moves = game_moves(&game);
    // From the position after 1. e4, Black plays c5 instead of e5.
    let after_e4 = Place::game(1);
    let sicilian = line(&mut game, &after_e4, "c5 Nf3 d6");
    assert_eq!(
        sicilian,
        Place {
            path: vec![Fork {
                at: 1,
                variation: 0
            }],
            moves: 3
        }
    );
    let start = *game.position_at(1).unwrap();
    let variations = game.notes().of_ply(1).variations();
    assert_eq!(sans(&variations[0], start), ["c5", "Nf3", "d6"]);
    // The game's own move is followed, not made a variation; so is a variation's first move.
    assert_eq!(line(&mut game, &after_e4, "e5"), Place::game(2));
    assert_eq!(line(&mut game, &after_e4, "c5").moves, 1);
    assert_eq!(game.notes().of_ply(1).variations().len(), 1);
    // A second variation, and one inside the first: 2. c3 instead of 2. Nf3.
    let french = line(&mut game, &after_e4, "e6");
    assert_eq!(
        french.path,
        [Fork {
            at: 1,
            variation: 1
        }]
    );
    let after_c5 = Place {
        path: sicilian.path.clone(),
        moves: 1,
    };
    let alapin = line(&mut game, &after_c5, "c3 d5");
    assert_eq!(
        alapin.path,
        [
            Fork {
                at: 1,
                variation: 0
            },
            Fork {
                at: 1,
                variation: 0
            }
        ]
    );
    let c5_line = &game.notes().of_ply(1).variations()[0];
    let mut after_c5_position = start;
    after_c5_position.play_unchecked(c5_line.moves()[0].m);
    assert_eq!(
        sans(
            &c5_line.moves()[1].notes().variations()[0],
            after_c5_position
        ),
        ["c3", "d5"]
    );
    // A move from a variation's start is another variation of the move it replaces.
    let at_start = Place {
        path: french.path.clone(),
        moves: 0,
    };
    assert_eq!(
        line(&mut game, &at_start, "d5").path,
        [Fork {
            at: 1,
            variation: 2
        }]
    );
    // Illegal moves and moves after the game's last one are refused, changing nothing.
    let before = game.clone();
    let e4 = game.plies()[0].m;
    assert_eq!(
        game.edit_notes().play_line(&Place::game(2), e4),
        Err(NoteError::IllegalMove)
    );
    let end = Place::game(5);
    let m = game.position().legal_moves()[0];
    assert_eq!(
        game.edit_notes().play_line(&end, m),
        Err(NoteError::AfterTheLastMove)
    );
    assert_eq!(game, before);
    assert_eq!(game_moves(&game), moves);
}

#[test]
fn side_lines_are_stepped_through_and_left() {
    let mut game = game("e4 e5 Nf3");
    let end = line(&mut game, &Place::game(1), "c5 Nf3");
    let first = Place::game(1).enter(0);
    assert_eq!(game.forward(&first), Some(end.clone()));
    assert_eq!(game.forward(&end), None);
    assert_eq!(end.back(), Some(first.clone()));
    assert_eq!(first.back(), Some(Place::game(1)));
    assert_eq!(end.leave(), Some(Place::game(1)));
    assert_eq!(Place::game(0).back(), None);
    assert_eq!(game.forward(&Place::game(2)), Some(Place::game(3)));
    assert_eq!(game.forward(&Place::game(3)), None);
    let after_nf3 = game.position_of(&end).unwrap();
    assert_eq!(
        crate::rules::fen::write(&after_nf3),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(game.position_of(&Place::game(1).enter(1)), None);
}

#[test]
fn the_moves_to_a_place_in_a_nested_line_replay_to_its_position() {
    let mut game = game("e4 e5 Nf3 Nc6 Bb5");
    let sicilian = line(&mut game, &Place::game(1), "c5 Nf3 d6 d4");
    // Inside it, 2... Nc6 instead of 2... d6, then 3. Bb5.
    let rossolimo = line(
        &mut game,
        &sicilian.leave().unwrap().enter(0),
        "Nf3 Nc6 Bb5",
    );
    assert_eq!(rossolimo.path.len(), 2);
    for place in [sicilian, rossolimo, Place::game(4), Place::game(0)] {
        let moves = game.moves_to(&place).expect("a place of the game");
        let mut position = *game.start();
        for m in moves {
            assert!(position.is_legal(m));
            position.play_unchecked(m);
        }
        assert_eq!(Some(position), game.position_of(&place), "{place:?}");
    }
    assert_eq!(game.moves_to(&Place::game(6)), None);
    assert_eq!(game.moves_to(&Place::game(1).enter(3)), None);
}

#[test]
fn deleting_a_variation_takes_what_it_holds_and_returns_where_it_began() {
    let mut game = game("e4 e5 Nf3");
    let moves = game_moves(&game);
    let sicilian = line(&mut game, &Place::game(1), "c5 Nf3");
    let inner = line(
        &mut game,
        &Place {
            moves: 1,
            ..sicilian.clone()
        },
        "c3",
    );
    game.edit_notes().set_comment(&inner, "Alapin").unwrap();
    line(&mut game, &Place::game(1), "e6");
    assert_eq!(game.edit_notes().delete_line(&sicilian), Ok(Place::game(1)));
    let left = game.notes().of_ply(1).variations();
    assert_eq!(left.len(), 1);
    assert_eq!(sans(&left[0], *game.position_at(1).unwrap()), ["e6"]);
    assert_eq!(
        game.edit_notes().delete_line(&Place::game(1).enter(0)),
        Ok(Place::game(1))
    );
    assert!(game.notes().is_empty());
    assert_eq!(
        game.edit_notes().delete_line(&Place::game(2)),
        Err(NoteError::GameLine)
    );
    assert_eq!(
        game.edit_notes().delete_line(&Place::game(1).enter(0)),
        Err(NoteError::NoMove)
    );
    assert_eq!(game_moves(&game), moves);
}

#[test]
fn promotion_never_replaces_the_games_moves() {
    let mut game = game("e4 e5 Nf3");
    let moves = game_moves(&game);
    line(&mut game, &Place::game(1), "c5");
    let french = line(&mut game, &Place::game(1), "e6 d4");
    // A variation of the game's moves becomes the first of those replacing the move.
    assert_eq!(
        game.edit_notes().promote_line(&french),
        Ok(Place {
            path: vec![Fork {
                at: 1,
                variation: 0
            }],
            moves: 2
        })
    );
    let start = *game.position_at(1).unwrap();
    let firsts: Vec<Vec<String>> = game
        .notes()
        .of_ply(1)
        .variations()
        .iter()
        .map(|v| sans(v, start))
        .collect();
    assert_eq!(firsts, [vec!["e6", "d4"], vec!["c5"]]);
    assert_eq!(
        game.edit_notes().promote_line(&Place::game(1).enter(0)),
        Err(NoteError::AlreadyFirst)
    );
    assert_eq!(
        game.edit_notes().promote_line(&Place::game(2)),
        Err(NoteError::GameLine)
    );
    assert_eq!(game_moves(&game), moves);
}

#[test]
fn a_nested_variation_promoted_swaps_with_the_moves_it_replaces() {
    let mut game = game("e4 e5");
    // 1... c5 2. Nf3 d6 (2... Nc6 3. d4 (3. Bb5)) 3. d4
    let sicilian = Place::game(1).enter(0);
    line(&mut game, &Place::game(1), "c5 Nf3 d6 d4");
    let after_nf3 = Place {
        moves: 2,
        ..sicilian.clone()
    };
    let nc6 = line(&mut game, &after_nf3, "Nc6 d4");
    game.edit_notes()
        .set_comment(
            &Place {
                moves: 0,
                ..nc6.clone()
            },
            "more usual",
        )
        .unwrap();
    line(
        &mut game,
        &Place {
            moves: 1,
            ..nc6.clone()
        },
        "Bb5",
    );
    game.edit_notes()
        .set_nag(
            &Place {
                moves: 4,
                ..sicilian.clone()
            },
            Nag::GOOD,
        )
        .unwrap();
    let promoted = game.edit_notes().promote_line(&nc6).unwrap();
    assert_eq!(
        promoted,
        Place {
            moves: 4,
            ..sicilian.clone()
        }
    );
    let start = *game.position_at(1).unwrap();
    let variation = &game.notes().of_ply(1).variations()[0];
    assert_eq!(sans(variation, start), ["c5", "Nf3", "Nc6", "d4"]);
    // The comment before 2... Nc6 is now after 2. Nf3, where PGN puts it.
    assert_eq!(variation.moves()[1].notes().comment(), Some("more usual"));
    // The moves replaced are the first variation of 2... Nc6, with their notes.
    let mut before_nc6 = start;
    for played in &variation.moves()[..2] {
        before_nc6.play_unchecked(played.m);
    }
    let demoted = &variation.moves()[2].notes().variations()[0];
    assert_eq!(sans(demoted, before_nc6), ["d6", "d4"]);
    assert!(demoted.moves()[0].notes().nags().is_empty());
    assert_eq!(demoted.moves()[1].notes().nags(), [Nag::GOOD]);
    // 3. Bb5 still replaces 3. d4 in the promoted line.
    assert_eq!(variation.moves()[3].notes().variations().len(), 1);
    assert_eq!(game.plies().len(), 2);
}

#[test]
fn a_takeback_takes_the_notes_of_its_moves() {
    let mut game = game("e4 e5 Nf3 Nc6");
    game.edit_notes()
        .set_nag(&Place::game(2), Nag::GOOD)
        .unwrap();
    line(&mut game, &Place::game(3), "Nf6");
    game.take_back(1).unwrap();
    assert_eq!(game.notes().of_ply(3).variations().len(), 0);
    assert!(!game.notes().is_empty());
    game.take_back(2).unwrap();
    assert!(game.notes().is_empty());
}
