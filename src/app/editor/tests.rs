use super::*;
use crate::app::Settings;
use crate::i18n::{Describe, Lang};
use crate::rules::{CastlingSide, Role};

fn editor() -> Editor {
    Editor::new(NewGameForm::new(&Settings::default()))
}

fn keys(editor: &mut Editor, keys: &[Key]) {
    for &key in keys {
        editor.on_key(key).expect("a key is never refused");
    }
}

fn typed(editor: &mut Editor, text: &str) -> Result<EditorAction, EditorError> {
    for c in text.chars() {
        editor.on_key(Key::Char(c))?;
    }
    editor.on_key(Key::Enter)
}

#[test]
fn the_board_cursor_puts_and_takes_pieces_with_their_letters() {
    let mut editor = editor();
    typed(&mut editor, "clear").expect("a word");
    assert_eq!(editor.diagram().pieces().count(), 0);
    keys(&mut editor, &[Key::Up]);
    assert_eq!(editor.cursor(), Some(Square::E1));
    keys(
        &mut editor,
        &[Key::Char('K'), Key::Up, Key::Char('P'), Key::Left],
    );
    assert_eq!(editor.cursor(), Some(Square::D2));
    for _ in 0..6 {
        keys(&mut editor, &[Key::Up]);
    }
    keys(&mut editor, &[Key::Up, Key::Char('k')]);
    assert_eq!(
        editor.cursor(),
        Some(Square::D8),
        "the edge holds the cursor"
    );
    assert_eq!(
        editor.diagram().piece_at(Square::E1),
        Some(Role::King.of(Color::White))
    );
    assert_eq!(
        editor.diagram().piece_at(Square::E2),
        Some(Role::Pawn.of(Color::White))
    );
    assert_eq!(
        editor.diagram().piece_at(Square::D8),
        Some(Role::King.of(Color::Black))
    );
    keys(&mut editor, &[Key::Char('q'), Key::Delete]);
    assert_eq!(editor.diagram().piece_at(Square::D8), None);
    keys(&mut editor, &[Key::Char('k')]);
    assert_eq!(editor.on_key(Key::Enter), Ok(EditorAction::Play));
    keys(&mut editor, &[Key::Esc]);
    assert_eq!(editor.cursor(), None);
    assert_eq!(editor.on_key(Key::Esc), Ok(EditorAction::Back));
    // With Black at the bottom the arrows follow the board as it is seen.
    let mut flipped = Editor::new(NewGameForm::new(&Settings {
        flip: Flip::Black,
        ..Settings::default()
    }));
    keys(&mut flipped, &[Key::Down, Key::Up, Key::Left]);
    assert_eq!(
        flipped.cursor(),
        Some(Square::F1),
        "up is down the board, left is right"
    );
    // A key that is no piece leaves the board and is typed.
    keys(&mut flipped, &[Key::Char('c')]);
    assert_eq!((flipped.cursor(), flipped.line().text()), (None, "c"));
}

#[test]
fn a_typed_placement_replaces_the_board_and_words_set_the_rest() {
    let mut editor = editor();
    assert_eq!(
        typed(&mut editor, "Ke1 Ra1h1 Pe4 / ke8 pd4"),
        Ok(EditorAction::Nothing)
    );
    assert_eq!(
        editor.diagram().fen(),
        "4k3/8/8/8/3pP3/8/8/R3K2R w KQ - 0 1"
    );
    typed(&mut editor, "black").expect("a word");
    typed(&mut editor, "ep e3").expect("a word");
    typed(&mut editor, "castling K").expect("a word");
    assert_eq!(
        editor.diagram().fen(),
        "4k3/8/8/8/3pP3/8/8/R3K2R b K e3 0 1"
    );
    typed(&mut editor, "+Nf3 pa7").expect("pieces added");
    typed(&mut editor, "-e4 a7").expect("squares emptied");
    assert_eq!(
        editor.diagram().fen(),
        "4k3/8/8/8/3p4/5N2/8/R3K2R b K - 0 1"
    );
    typed(&mut editor, "рокировка -").expect("a Russian word");
    typed(&mut editor, "белые").expect("a Russian word");
    assert_eq!(
        editor.diagram().fen(),
        "4k3/8/8/8/3p4/5N2/8/R3K2R w - - 0 1"
    );
    typed(&mut editor, "fen 8/8/8/8/8/8/8/K6k b - - 3 60").expect("a FEN");
    assert_eq!(editor.diagram().fen(), "8/8/8/8/8/8/8/K6k b - - 0 60");
    typed(&mut editor, "start").expect("a word");
    assert_eq!(editor.position(), Ok(Position::startpos()));
    assert_eq!(typed(&mut editor, "copy"), Ok(EditorAction::Copy));
    assert_eq!(typed(&mut editor, "играть"), Ok(EditorAction::Play));
    assert_eq!(
        typed(&mut editor, ""),
        Ok(EditorAction::Play),
        "Enter on an empty line"
    );
}

#[test]
fn what_cannot_be_done_is_refused_and_changes_nothing() {
    let mut editor = editor();
    typed(&mut editor, "Ke2 Ra1 / ke8").expect("a placement");
    let before = editor.diagram().clone();
    for (line, error) in [
        (
            "castling K",
            EditorError::Edit(EditError::NoCastling(CastlingRight::new(
                Color::White,
                CastlingSide::Kingside,
            ))),
        ),
        ("castling X", EditorError::CastlingLetters("X".into())),
        ("ep e9", EditorError::NotASquare("e9".into())),
        (
            "ep e6",
            EditorError::Edit(EditError::NoEnPassant(Square::E6)),
        ),
        ("-e4 z9", EditorError::NotASquare("z9".into())),
        (
            "Ke1 Qe1",
            EditorError::Placement(PlacementError::Twice(Square::E1)),
        ),
        ("fen 8/8 w", EditorError::Fen(FenError::FieldCount(2))),
    ] {
        assert_eq!(typed(&mut editor, line), Err(error.clone()), "{line}");
        assert_eq!(editor.diagram(), &before, "{line}");
        assert_eq!(editor.line().text(), line, "the line stays to be mended");
        editor.on_key(Key::Esc).expect("cleared");
    }
    assert_eq!(
        EditorError::CastlingLetters("X".into()).describe(Lang::En),
        "castling 'X': K, Q, k and q give the rights, - gives none"
    );
    assert_eq!(
        EditorError::NotASquare("e9".into()).describe(Lang::Ru),
        "«e9» — не поле (от a1 до h8)"
    );
}

#[test]
fn the_mouse_puts_drags_and_clears_pieces() {
    let mut editor = editor();
    // Dragged off the board, a piece goes; dragged onto a square, it moves there.
    editor.press(Square::D1);
    assert_eq!(editor.dragged(), Some(Square::D1));
    editor.release(None);
    assert_eq!(editor.diagram().piece_at(Square::D1), None);
    editor.press(Square::G1);
    editor.release(Some(Square::F3));
    assert_eq!(
        editor.diagram().piece_at(Square::F3),
        Some(Role::Knight.of(Color::White))
    );
    // A press on an empty square drags nothing.
    editor.press(Square::E4);
    editor.release(Some(Square::E5));
    assert_eq!(editor.diagram().piece_at(Square::E5), None);
    // A piece of the palette goes where it is clicked, and off again.
    let queen = Role::Queen.of(Color::Black);
    editor.take(Hand::Put(queen));
    editor.press(Square::H4);
    assert_eq!(editor.diagram().piece_at(Square::H4), Some(queen));
    editor.press(Square::H4);
    assert_eq!(editor.diagram().piece_at(Square::H4), None);
    // Taken away again, it is out of the hand: a press drags what is there.
    assert_eq!(editor.hand(), Hand::Move);
    editor.press(Square::B1);
    editor.release(Some(Square::C3));
    assert_eq!(editor.diagram().piece_at(Square::B1), None);
    assert_eq!(
        editor.diagram().piece_at(Square::C3),
        Some(Role::Knight.of(Color::White))
    );
    editor.take(Hand::Erase);
    editor.press(Square::A2);
    assert_eq!(editor.diagram().piece_at(Square::A2), None);
    editor.clear_square(Square::B2);
    assert_eq!(editor.diagram().piece_at(Square::B2), None);
    // The panel: the side to move, a castling right, an en passant square.
    editor.set_turn(Color::Black);
    assert_eq!(editor.diagram().turn(), Color::Black);
    let long = CastlingRight::new(Color::White, CastlingSide::Queenside);
    editor.toggle_castling(long).expect("offered");
    assert!(!editor.diagram().castling().contains(&long));
    editor.toggle_castling(long).expect("offered");
    assert!(editor.diagram().castling().contains(&long));
    assert!(editor.set_en_passant(Some(Square::E3)).is_err());
    // Back to the form, with the position as its start.
    let form = editor.form();
    assert_eq!(form.start(), crate::app::form::StartKind::Editor);
    assert_eq!(form.diagram(), editor.diagram());
}

#[test]
fn every_word_of_the_editor_has_a_word_in_every_language() {
    crate::vocabulary::assert_complete::<Word>();
}
