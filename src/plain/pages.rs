//! What the line mode says of the pages between games: the new-game form field by field, the
//! board editor's position and whether it can be played, and the library's tournaments, each
//! by its name, and games, numbered as `hotseat games` numbers them. Every word comes from
//! the catalogue.

use crate::app::editor::Editor;
use crate::app::form::{Field, NewGameForm, StartKind, TimeChoice};
use crate::app::form_words::choice_words;
use crate::app::library::{
    Library, Row, Shelf, TournamentWords, file_game_words, saved_game_words,
};
use crate::app::standings::Standings;
use crate::app::{Page, Start};
use crate::game::time_control::TimeControl;
use crate::i18n::{Describe, Joined, Lang, letters, list, say, side_key};
use crate::setup::{CastlingRight, Placement, wing_word};
use crate::tournament::{board_line, next_game_line, pairing_line, standings_words};
use crate::{phrase, tr};

/// The most games of the library said at once; a filter narrows them.
const GAMES_SAID: usize = 20;

/// What is said when a page opens.
pub(super) fn opened(lang: Lang, page: &Page) -> Vec<String> {
    match page {
        Page::NewGame(form) => self::form(lang, form),
        Page::Editor(editor) => {
            let mut said = vec![tr!(lang, "plain-editor")];
            said.extend(editor_state(lang, editor));
            said
        }
        Page::Library(library) => self::library(lang, library),
        Page::Standings(standings) => self::standings(lang, standings),
        Page::Learn(learn) => {
            let mut said = vec![learn.title(lang), tr!(lang, "plain-learn")];
            said.extend(learn.said(lang));
            said
        }
    }
}

/// The prompt of a page.
pub(super) fn prompt(lang: Lang, page: &Page) -> String {
    match page {
        Page::NewGame(_) => tr!(lang, "plain-prompt-form"),
        Page::Editor(_) => tr!(lang, "plain-prompt-editor"),
        Page::Library(library) if !library.tournaments().is_empty() => {
            tr!(lang, "plain-prompt-library-tournaments")
        }
        Page::Library(_) => tr!(lang, "plain-prompt-library"),
        Page::Learn(_) => tr!(lang, "plain-prompt-learn"),
        Page::Standings(_) => tr!(lang, "plain-prompt-standings"),
    }
}

/// The standings after a tournament's game: the result recorded, the places in a line, and
/// the next game with how to play it (or that none is left to play here).
pub(super) fn standings(lang: Lang, standings: &Standings) -> Vec<String> {
    let tournament = standings.tournament();
    let line = |id| {
        let board = tournament.board(id).ok()?;
        Some((
            board_line(tournament, id, board),
            pairing_line(tournament, id, board),
        ))
    };
    let mut said = Vec::new();
    if let Some((played, _)) = line(standings.played()) {
        said.push(tr!(lang, "tournament-recorded", game = played));
    }
    said.push(standings_words(tournament, lang));
    said.push(match standings.next().and_then(line) {
        Some((_, next)) => tr!(lang, "plain-standings-next", game = next),
        None if tournament.current_round().is_none() => tr!(lang, "tournament-over"),
        None => tr!(lang, "standings-none-here"),
    });
    said
}

/// The form, a field to a line, and how to fill it (and to choose a tournament under way).
pub(super) fn form(lang: Lang, form: &NewGameForm) -> Vec<String> {
    let mut said = vec![tr!(lang, "plain-form")];
    said.extend(form.fields().map(|f| field(lang, form, f)));
    said.push(tr!(lang, "plain-form-how"));
    if !form.tournaments().is_empty() {
        let names: Vec<String> = form.tournaments().iter().map(|t| t.name.clone()).collect();
        let names = list(lang, &names, Joined::And);
        said.push(tr!(lang, "plain-form-tournaments", names = names));
    }
    said
}

/// One field of the form and its value (and what is wrong with it, if anything).
pub(super) fn field(lang: Lang, form: &NewGameForm, field: Field) -> String {
    let value = match field {
        Field::White | Field::Black => {
            let color = field.side().unwrap_or(crate::rules::Color::White);
            let name = form.name(color).text();
            let said = if name.trim().is_empty() {
                tr!(lang, "plain-form-unnamed", side = side_key(color))
            } else {
                tr!(lang, "plain-form-name", side = side_key(color), name = name)
            };
            return with_error(lang, form, field, said);
        }
        Field::Time => match (form.time(), form.control()) {
            (_, Ok(control)) if control == TimeControl::untimed() => {
                tr!(lang, "plain-control-none")
            }
            (TimeChoice::Preset(_) | TimeChoice::Typed, Ok(control)) => control.to_string(),
            (_, Err(_)) => form.typed_time().text().to_string(),
        },
        Field::Odds if form.odds().is_empty() => tr!(lang, "plain-form-no-odds"),
        Field::Odds => form.odds().text().to_string(),
        Field::Start => start(lang, form),
        Field::Tournament => match form.tournament() {
            Some(tournament) => tr!(
                lang,
                "plain-form-tournament",
                name = tournament.name.as_str(),
                game = next_game_line(tournament, lang).unwrap_or_default()
            ),
            None => tr!(lang, "plain-form-no-tournament"),
        },
        Field::Variant => {
            let (_, chosen) = form.choices(field).unwrap_or_default();
            let name = choice_words(lang, field, chosen).unwrap_or_default();
            let rule = phrase!("variant-rule", variant = form.variant());
            tr!(
                lang,
                "plain-form-variant",
                name = name,
                rule = say(lang, &rule)
            )
        }
        // The choice in the words the screen shows it in, which the form takes back.
        Field::ClockStart
        | Field::DrawRules
        | Field::Armageddon
        | Field::Bottom
        | Field::Instant
        | Field::Takebacks => {
            let (_, chosen) = form.choices(field).unwrap_or_default();
            choice_words(lang, field, chosen).unwrap_or_default()
        }
    };
    let label = tr!(
        lang,
        "plain-form-field",
        field = field_key(field),
        value = value
    );
    with_error(lang, form, field, label)
}

/// What is `said` of a field, followed by what is wrong with it, if anything.
fn with_error(lang: Lang, form: &NewGameForm, field: Field, said: String) -> String {
    match form.error(field) {
        Some(error) => tr!(
            lang,
            "plain-form-wrong",
            said = said,
            error = error.describe(lang)
        ),
        None => said,
    }
}

/// The word the catalogue selects a field by.
fn field_key(field: Field) -> &'static str {
    match field {
        Field::Tournament => "tournament",
        Field::White => "white",
        Field::Black => "black",
        Field::Time => "time",
        Field::Odds => "odds",
        Field::ClockStart => "clock",
        Field::DrawRules => "rules",
        Field::Armageddon => "armageddon",
        Field::Instant => "instant",
        Field::Takebacks => "takebacks",
        Field::Variant => "variant",
        Field::Start => "start",
        Field::Bottom => "bottom",
    }
}

/// Where the form's game starts, in words.
fn start(lang: Lang, form: &NewGameForm) -> String {
    match (form.start(), form.start_value()) {
        (StartKind::Standard, _) => tr!(lang, "plain-form-standard"),
        (StartKind::Chess960, Ok(Start::Chess960(Some(number)))) => {
            tr!(lang, "plain-chess960-number", number = number)
        }
        (StartKind::Chess960, _) => tr!(lang, "plain-chess960-random"),
        (StartKind::Fen, _) => tr!(lang, "plain-form-fen", fen = form.fen().text()),
        (StartKind::Editor, _) => tr!(lang, "plain-form-editor", fen = form.diagram().fen()),
    }
}

/// The editor's position: its pieces, the side to move, castling and en passant, and
/// whether it can be played.
pub(super) fn editor_state(lang: Lang, editor: &Editor) -> Vec<String> {
    let diagram = editor.diagram();
    let letters = letters(lang);
    let placement = Placement::of(diagram.pieces()).text(letters);
    let mut said = vec![if placement.is_empty() {
        tr!(lang, "plain-editor-empty")
    } else {
        tr!(lang, "plain-editor-pieces", pieces = placement)
    }];
    let rights = |rights: Vec<CastlingRight>| -> String {
        let words: Vec<String> = rights
            .into_iter()
            .map(|right| {
                tr!(
                    lang,
                    "plain-editor-right",
                    side = side_key(right.color),
                    wing = wing_word(right.wing)
                )
            })
            .collect();
        list(lang, &words, Joined::And)
    };
    let given = diagram.castling();
    let more: Vec<CastlingRight> = diagram
        .castling_offered()
        .into_iter()
        .filter(|right| !given.contains(right))
        .collect();
    let castling = match (given.is_empty(), more.is_empty()) {
        (true, true) => tr!(lang, "plain-editor-no-castling"),
        (true, false) => tr!(
            lang,
            "plain-editor-castling-possible",
            possible = rights(more)
        ),
        (false, true) => tr!(lang, "plain-editor-castling", rights = rights(given)),
        (false, false) => tr!(
            lang,
            "plain-editor-castling-more",
            rights = rights(given),
            possible = rights(more)
        ),
    };
    said.push(tr!(
        lang,
        "plain-editor-turn",
        side = side_key(diagram.turn()),
        castling = castling
    ));
    if let Some(square) = diagram.en_passant() {
        said.push(tr!(
            lang,
            "plain-editor-en-passant",
            square = square.to_string()
        ));
    }
    said.push(match editor.position() {
        Ok(_) => tr!(lang, "plain-editor-playable"),
        Err(error) => tr!(
            lang,
            "plain-editor-unplayable",
            reason = error.describe(lang)
        ),
    });
    said
}

/// The library's tournaments and games the filter lets through, the tournaments by their
/// names and the games numbered, and how to pick one.
pub(super) fn library(lang: Lang, library: &Library) -> Vec<String> {
    let tournaments: Vec<usize> = library
        .shown()
        .iter()
        .filter_map(|row| match *row {
            Row::Tournament(index) => Some(index),
            Row::Game(_) => None,
        })
        .collect();
    let shown: Vec<usize> = library
        .shown()
        .iter()
        .filter_map(|row| match *row {
            Row::Game(index) => Some(index),
            Row::Tournament(_) => None,
        })
        .collect();
    let mut said = vec![match library.shelf() {
        Shelf::Saved { .. } => tr!(lang, "plain-library-saved", count = library.len()),
        Shelf::File { path, contents } => {
            let (file, count) = (path.display().to_string(), contents.total);
            if contents.is_whole() {
                tr!(lang, "plain-library-file", file = file, count = count)
            } else {
                let listed = contents.games.len();
                tr!(
                    lang,
                    "plain-library-file-part",
                    file = file,
                    count = count,
                    listed = listed
                )
            }
        }
    }];
    said.extend(
        library
            .notes()
            .iter()
            .map(|note| super::sentence(&note.describe(lang))),
    );
    if !library.filter().is_empty() {
        said.push(tr!(
            lang,
            "plain-library-filter",
            filter = library.filter().text()
        ));
    }
    if !tournaments.is_empty() {
        said.push(tr!(
            lang,
            "plain-library-tournaments",
            count = tournaments.len()
        ));
    }
    for tournament in tournaments
        .iter()
        .filter_map(|&index| library.tournaments().get(index))
    {
        let words = TournamentWords::of(tournament, lang);
        said.push(tr!(
            lang,
            "plain-library-tournament",
            name = tournament.name.as_str(),
            words = words.all().join(", ")
        ));
    }
    for &index in shown.iter().take(GAMES_SAID) {
        if let Some((number, entry)) = library.saved(index) {
            said.push(format!("{number}  {}", saved_game_words(lang, entry)));
        } else if let Some(game) = library.file_game(index) {
            said.push(format!("{}  {}", game.number, file_game_words(lang, game)));
        }
    }
    if shown.len() > GAMES_SAID {
        said.push(tr!(
            lang,
            "plain-library-more",
            count = shown.len() - GAMES_SAID
        ));
    }
    if shown.is_empty() {
        said.push(if library.is_empty() {
            tr!(lang, "plain-library-none")
        } else {
            tr!(lang, "plain-library-none-match")
        });
    }
    if !tournaments.is_empty() {
        said.push(tr!(lang, "plain-library-how-tournaments"));
    }
    said.push(tr!(lang, "plain-library-how"));
    said
}
