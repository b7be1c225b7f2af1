//! The sentences of the line mode, made from facts of the game and the app: moves in words,
//! endings, questions, the board, the pieces, the clocks and the help. Every word comes from
//! the catalogue (`locales/*/plain.ftl`); moves are written as the screen writes them
//! ([`screen_san`]), squares and clocks as players write them.

use std::time::{Duration, Instant};

use crate::app::{App, COMMANDS, Leaving, Mode, Question, Step, TimeMark};
use crate::game::clock::MoveBonus;
use crate::game::time_control::{ClockMode, Overtime, TimeControl};
use crate::game::{Game, MoveNotes, Outcome, Reason};
use crate::i18n::{
    self, Describe, Joined, Lang, capitalised, length_of_time, piece_name, screen_san, side_key,
    side_name,
};
use crate::notation::MoveNumber;
use crate::notation::san::{San, Suffix, Suggestion};
use crate::opening::Opening;
use crate::rules::{CastlingSide, Color, File, Move, Position, Rank, Role, Square};
use crate::tr;

use super::input::{LineWord, word};

/// The word of one of the app's commands in `lang`, by its key in the command table:
/// `сдаюсь` for `resign`.
pub(super) fn command(lang: Lang, key: &str) -> &'static str {
    COMMANDS
        .iter()
        .find(|command| command.key == key)
        .map_or("", |command| command.word(lang))
}

/// A piece's name in the plural, as in "knights".
fn pieces_word(lang: Lang, role: Role) -> String {
    tr!(lang, "plain-pieces", role = role.name())
}

/// A side as the players are called: the name given, or the side when none was.
fn player(lang: Lang, app: &App, color: Color) -> String {
    app.player_name(color)
        .map_or_else(|| side_name(lang, color), str::to_string)
}

/// A move in words, as played from `before`: "pawn e2 to e4", "bishop g5 takes knight on
/// f6, check", "castles kingside", "pawn e7 to e8, promotes to a knight".
pub(super) fn move_words(lang: Lang, before: &Position, m: Move, san: San) -> String {
    let (from, to) = (m.from().to_string(), m.to().to_string());
    let mut words = if m.is_drop() {
        tr!(
            lang,
            "plain-drop",
            piece = piece_name(lang, m.role()),
            to = to
        )
    } else if m.is_castle() {
        let wing = match m.castling_side() {
            Some(CastlingSide::Queenside) => "queenside",
            _ => "kingside",
        };
        tr!(lang, "plain-castle", wing = wing)
    } else if m.is_en_passant() {
        tr!(lang, "plain-en-passant", from = from, to = to)
    } else if let Some(taken) = before.captured_role(m) {
        tr!(
            lang,
            "plain-capture",
            piece = piece_name(lang, m.role()),
            from = from,
            taken = tr!(lang, "plain-taken", role = taken.name()),
            to = to
        )
    } else {
        tr!(
            lang,
            "plain-step",
            piece = piece_name(lang, m.role()),
            from = from,
            to = to
        )
    };
    if let Some(role) = m.promotion() {
        words = tr!(lang, "plain-promotion", said = words, role = role.name());
    }
    match san.suffix {
        Some(Suffix::Checkmate) => tr!(lang, "plain-mate", said = words),
        Some(Suffix::Check) => tr!(lang, "plain-check", said = words),
        None => words,
    }
}

/// Move `index` of the game with its number, its notation and glyphs, and its words:
/// `1. e4, pawn e2 to e4.`
pub(super) fn move_line(lang: Lang, game: &Game, sans: &[San], index: usize) -> Option<String> {
    let before = game.position_at(index)?;
    let m = game.plies().get(index)?.m;
    let san = *sans.get(index)?;
    let glyphs = glyphs(game.notes().of_ply(index));
    Some(tr!(
        lang,
        "plain-move",
        number = MoveNumber::of_ply(game.start(), index).to_string(),
        san = format!("{}{glyphs}", screen_san(lang, san)),
        words = move_words(lang, before, m, san)
    ))
}

/// The move `san`, number `index` of the game, taken back.
pub(super) fn taken_back(lang: Lang, game: &Game, san: San, index: usize) -> String {
    tr!(
        lang,
        "plain-taken-back",
        number = MoveNumber::of_ply(game.start(), index).to_string(),
        san = screen_san(lang, san)
    )
}

/// How the game ended, with the result: `Checkmate. Black wins, 0-1.`; for a drawn
/// Armageddon game, the draw and then Black's win on draw odds.
pub(super) fn ending(lang: Lang, outcome: Outcome) -> String {
    if outcome.draw_odds {
        let drawn = Outcome::draw(outcome.reason);
        let result = outcome.result.display();
        let odds = tr!(lang, "plain-end-draw-odds", result = result);
        return format!("{} {odds}", ending(lang, drawn));
    }
    let result = outcome.result.display();
    // The loser of a decided game; for draws the key is not used.
    let loser = outcome
        .result
        .winner()
        .map_or("white", |winner| side_key(!winner));
    let winner = outcome.result.winner().map_or("white", side_key);
    match outcome.reason {
        Reason::Checkmate => tr!(
            lang,
            "plain-end-checkmate",
            winner = winner,
            result = result
        ),
        Reason::Stalemate => tr!(lang, "plain-end-stalemate", result = result),
        Reason::InsufficientMaterial => tr!(lang, "plain-end-insufficient", result = result),
        Reason::ThreefoldRepetition => tr!(lang, "plain-end-threefold", result = result),
        Reason::FivefoldRepetition => tr!(lang, "plain-end-fivefold", result = result),
        Reason::FiftyMoveRule => tr!(lang, "plain-end-fifty", result = result),
        Reason::SeventyFiveMoveRule => tr!(lang, "plain-end-seventy-five", result = result),
        Reason::Resignation => tr!(
            lang,
            "plain-end-resignation",
            loser = loser,
            result = result
        ),
        Reason::Agreement => tr!(lang, "plain-end-agreement", result = result),
        Reason::Variant(_) => tr!(
            lang,
            "plain-end-variant",
            reason = outcome.reason.describe(lang),
            result = result
        ),
        Reason::Time => tr!(lang, "plain-end-time", loser = loser, result = result),
        Reason::Unrecorded => tr!(
            lang,
            "plain-end-unrecorded",
            winner = winner,
            result = result
        ),
        Reason::TimeoutAgainstInsufficientMaterial { flagged } => tr!(
            lang,
            "plain-end-time-draw",
            loser = side_key(flagged),
            result = result
        ),
    }
}

/// A game as it stands when it is opened: its intro, the last move, how it ended, and what
/// waits in it.
pub(super) fn game_state(lang: Lang, app: &App) -> Vec<String> {
    let mut lines = game_intro(lang, app);
    if !app.game_page().sans().is_empty() {
        lines.extend(last_move(lang, app));
    }
    if let Some(outcome) = app.game_page().outcome() {
        lines.push(ending(lang, outcome));
    }
    if let Some(by) = app
        .game_page()
        .draw_offer()
        .or(app.game_page().offer_with_move())
    {
        lines.push(draw_offer(lang, app, by));
    }
    lines.extend(may_claim(lang, app));
    if app.game_page().is_paused() {
        lines.push(tr!(lang, "plain-paused"));
    }
    lines
}

/// The draw the side to move may claim now under FIDE rules, as the screen shows it while it
/// may, and how.
pub(super) fn may_claim(lang: Lang, app: &App) -> Option<String> {
    let reason = app.game_page().claimable_draw()?;
    Some(tr!(
        lang,
        "plain-may-claim",
        side = side_key(app.game_page().game().position().turn()),
        reason = reason.describe(lang),
        claim = command(lang, "claim")
    ))
}

/// The words that start a game: the players and the clocks, a Chess960 start, and whether
/// the game may only be looked at.
pub(super) fn game_intro(lang: Lang, app: &App) -> Vec<String> {
    let control = app.game_page().timed().control();
    let control = if *control == TimeControl::untimed() {
        tr!(lang, "plain-control-none")
    } else if control.has_odds() {
        tr!(
            lang,
            "plain-control-odds",
            white = control.side(Color::White).to_string(),
            black = control.side(Color::Black).to_string()
        )
    } else {
        tr!(lang, "plain-control", control = control.to_string())
    };
    let mut lines = vec![if Color::ALL
        .iter()
        .any(|&color| app.player_name(color).is_some())
    {
        tr!(
            lang,
            "plain-start-named",
            white = player(lang, app, Color::White),
            black = player(lang, app, Color::Black),
            control = control
        )
    } else {
        tr!(lang, "plain-start", control = control)
    }];
    if let Some(number) = app.game_page().chess960_number() {
        lines.push(tr!(lang, "plain-chess960", number = number.to_string()));
    }
    if app.game_page().game().is_armageddon() {
        lines.push(tr!(lang, "plain-armageddon"));
    }
    if app.game_page().waits_for_first_move() {
        lines.push(tr!(lang, "plain-clock-starts"));
    }
    if let Some(watched) = app.game_page().watched() {
        lines.push(match watched.live {
            true => tr!(lang, "plain-watching"),
            false => tr!(lang, "plain-watching-left"),
        });
    } else if app.game_page().is_read_only() {
        lines.push(tr!(lang, "plain-read-only"));
        lines.push(match app.game_page().saved_at() {
            Some(moment) => {
                let time = crate::game::header::utc_minute(moment);
                tr!(lang, "plain-read-only-saved-at", time = time)
            }
            None => tr!(lang, "plain-read-only-as-opened"),
        });
    }
    lines
}

/// How many pasted moves the question about them names, as the screen shows them; the rest
/// are counted.
const PASTED_LISTED: usize = 8;

/// The question the players are asked now.
pub(super) fn question(lang: Lang, app: &App, question: Question) -> String {
    match question {
        Question::Resign(color) => tr!(lang, "plain-ask-resign", side = side_key(color)),
        Question::Takeback(by) => {
            let index = app.game_page().sans().len().saturating_sub(1);
            let san = app
                .game_page()
                .sans()
                .last()
                .map(|&san| screen_san(lang, san));
            tr!(
                lang,
                "plain-ask-takeback",
                number = MoveNumber::of_ply(app.game_page().game().start(), index).to_string(),
                san = san.unwrap_or_default(),
                side = side_key(!by)
            )
        }
        Question::Quit => match app.leaving() {
            Leaving::Unsaved => tr!(
                lang,
                "plain-ask-quit-unsaved",
                reason = app
                    .autosave_problem()
                    .map(|problem| problem.describe(lang))
                    .unwrap_or_default(),
                save = command(lang, "save")
            ),
            Leaving::Copied => tr!(lang, "plain-ask-quit-copied"),
            Leaving::Nothing => tr!(lang, "plain-ask-leave"),
            // Leaving names the command that continues exactly this game.
            Leaving::Saved => tr!(lang, "plain-ask-quit"),
        },
        Question::PlayPasted => {
            let moves = app.game_page().popups().pasted_moves();
            let mut listed = moves[..moves.len().min(PASTED_LISTED)].to_vec();
            if moves.len() > PASTED_LISTED {
                let more = moves.len() - PASTED_LISTED;
                listed.push(tr!(lang, "plain-ask-paste-more", count = more));
            }
            tr!(
                lang,
                "plain-ask-paste",
                moves = tr!(lang, "count-moves", count = moves.len() as u64),
                list = i18n::list(lang, &listed, Joined::And)
            )
        }
        Question::Replace => {
            let file = app
                .game_page()
                .popups()
                .file_to_replace()
                .map(|path| path.display().to_string())
                .unwrap_or_default();
            tr!(lang, "plain-ask-replace", file = file)
        }
        Question::Adjust(adjustment) => tr!(
            lang,
            "plain-ask-adjust",
            change = capitalised(&adjustment.describe(lang)),
            side = asked_about_clocks(app, question)
        ),
        Question::SetClock(clock, time) => tr!(
            lang,
            "plain-ask-set-clock",
            clock = side_key(clock),
            time = length_of_time(lang, time),
            side = asked_about_clocks(app, question)
        ),
        Question::UndoAdjustment(adjustment) => tr!(
            lang,
            "plain-ask-undo-adjustment",
            change = adjustment.describe(lang),
            side = asked_about_clocks(app, question)
        ),
    }
}

/// The side a question about the clocks is put to ([`App::asked_about_clocks`]), as the
/// catalogue selects it.
fn asked_about_clocks(app: &App, question: Question) -> &'static str {
    app.game_page()
        .asked_about_clocks(question, app.now())
        .map_or("white", side_key)
}

/// The draw offer made by `by`: put to the other side at once when `by` offered before
/// moving; with a move, said with how to answer it.
pub(super) fn draw_offer(lang: Lang, app: &App, by: Color) -> String {
    if app.game_page().offer_with_move() == Some(by) {
        tr!(lang, "plain-offer-with-move", side = side_key(by))
    } else {
        tr!(lang, "plain-ask-draw", side = side_key(by))
    }
}

/// A "no" to `question`: what stays as it was.
pub(super) fn declined(lang: Lang, question: Question) -> String {
    match question {
        Question::Resign(_) | Question::Quit => tr!(lang, "plain-goes-on"),
        Question::Takeback(by) => tr!(lang, "plain-takeback-declined", side = side_key(!by)),
        Question::PlayPasted => tr!(lang, "plain-paste-declined"),
        Question::Replace => tr!(lang, "plain-replace-declined"),
        Question::Adjust(_) | Question::SetClock(..) | Question::UndoAdjustment(_) => {
            tr!(lang, "plain-clocks-kept")
        }
    }
}

/// The other side's "no" to a draw offered by `by`.
pub(super) fn draw_declined(lang: Lang, by: Color) -> String {
    tr!(lang, "plain-draw-declined", side = side_key(!by))
}

/// The piece a pawn reaching `square` becomes, asked.
pub(super) fn promotion(lang: Lang, square: Square) -> String {
    tr!(lang, "plain-ask-promotion", square = square.to_string())
}

/// The move a text that is not a move may have meant, offered.
pub(super) fn suggestion(lang: Lang, suggestion: &Suggestion) -> String {
    let offered = capitalised(&suggestion.describe(lang));
    tr!(lang, "plain-suggest", suggestion = offered)
}

/// The move a refusal said in a sentence of its own may have meant, offered (a paste that
/// stopped at it).
pub(super) fn suggested_move(lang: Lang, suggestion: &Suggestion) -> String {
    tr!(
        lang,
        "plain-suggest-move",
        move = screen_san(lang, suggestion.san)
    )
}

/// A low-time warning: a minute left, or ten seconds.
pub(super) fn time_warning(lang: Lang, color: Color, mark: TimeMark) -> String {
    match mark {
        TimeMark::OneMinute => tr!(lang, "plain-minute-left", side = side_key(color)),
        TimeMark::TenSeconds => tr!(lang, "plain-seconds-left", side = side_key(color)),
    }
}

/// The board turned: read from `bottom`'s side now.
pub(super) fn flipped(lang: Lang, bottom: Color) -> String {
    tr!(lang, "plain-flipped", side = side_key(bottom))
}

/// What is asked of the players now, without the space that follows it.
pub(super) fn prompt(lang: Lang, app: &App, now: Instant) -> String {
    let offered = app.game_page().draw_offer().is_some();
    match app.game_page().mode() {
        _ if offered => tr!(lang, "plain-prompt-answer"),
        Mode::Confirm(_) => tr!(lang, "plain-prompt-answer"),
        Mode::Promotion { .. } => tr!(lang, "plain-prompt-promotion"),
        _ if app.game_page().outcome().is_some() => tr!(lang, "plain-prompt-over"),
        _ if app.game_page().is_read_only() => tr!(lang, "plain-prompt-look"),
        _ if app.game_page().is_paused() => tr!(lang, "plain-prompt-paused"),
        Mode::Play | Mode::Help => {
            let turn = app.game_page().game().position().turn();
            let who = player(lang, app, turn);
            if app.settings().control.is_untimed() {
                tr!(lang, "plain-prompt-move", who = who)
            } else {
                let clock = length_of_time(lang, app.game_page().clock().face(turn, now).shown);
                tr!(lang, "plain-prompt-move-timed", who = who, clock = clock)
            }
        }
    }
}

// ----- the players' questions -----

/// The ranks and files in reading order from `bottom`'s side: the far rank first, each rank
/// from the left.
fn reading_order(bottom: Color) -> (Vec<Rank>, Vec<File>) {
    let (mut ranks, mut files) = (Rank::ALL.to_vec(), File::ALL.to_vec());
    match bottom {
        Color::White => ranks.reverse(),
        Color::Black => files.reverse(),
    }
    (ranks, files)
}

/// The heading of a board reading: from whose side, and which rank comes first.
fn board_heading(lang: Lang, bottom: Color, first: Rank) -> String {
    tr!(
        lang,
        "plain-board-from",
        side = side_key(bottom),
        rank = first.char().to_string()
    )
}

/// Pieces of one kind side by side on a rank, with their squares.
type Kind = (Role, Vec<String>);

/// The position one rank to a line, naming the pieces of each rank with their squares and
/// their side where it changes, pieces of a kind side by side together:
/// `7: Black: pawns a7, b7, c7, d7, f7, g7 and h7.`
pub(super) fn board(lang: Lang, position: &Position, bottom: Color) -> Vec<String> {
    let (ranks, files) = reading_order(bottom);
    let mut lines = vec![board_heading(lang, bottom, ranks[0])];
    for rank in ranks {
        let mut runs: Vec<(Color, Vec<Kind>)> = Vec::new();
        for &file in &files {
            let square = Square::from_coords(file, rank);
            let Some(found) = position.piece_at(square) else {
                continue;
            };
            let named = square.to_string();
            match runs.last_mut() {
                Some((color, kinds)) if *color == found.color => match kinds.last_mut() {
                    Some((role, squares)) if *role == found.role => squares.push(named),
                    _ => kinds.push((found.role, vec![named])),
                },
                _ => runs.push((found.color, vec![(found.role, vec![named])])),
            }
        }
        let number = rank.char().to_string();
        if runs.is_empty() {
            lines.push(tr!(lang, "plain-board-empty-rank", rank = number));
            continue;
        }
        let runs: Vec<String> = runs
            .into_iter()
            .map(|(color, kinds)| {
                let kinds: Vec<String> = kinds
                    .iter()
                    .map(|(role, squares)| pieces_at(lang, *role, squares))
                    .collect();
                tr!(
                    lang,
                    "plain-board-group",
                    side = side_key(color),
                    pieces = kinds.join(", ")
                )
            })
            .collect();
        lines.push(tr!(
            lang,
            "plain-board-rank",
            rank = number,
            pieces = runs.join("; ")
        ));
    }
    lines
}

/// The position one rank to a line, every square in order, empty ones in runs:
/// `4: a4 to d4 empty, e4 white pawn, f4 to h4 empty.`
pub(super) fn board_squares(lang: Lang, position: &Position, bottom: Color) -> Vec<String> {
    let (ranks, files) = reading_order(bottom);
    let mut lines = vec![board_heading(lang, bottom, ranks[0])];
    for rank in ranks {
        let mut parts = Vec::new();
        let mut empty: Vec<Square> = Vec::new();
        let flush = |empty: &mut Vec<Square>, parts: &mut Vec<String>| {
            match empty.as_slice() {
                [] => {}
                [one] => parts.push(tr!(lang, "plain-empty-square", square = one.to_string())),
                [first, second] => parts.push(tr!(
                    lang,
                    "plain-empty-pair",
                    first = first.to_string(),
                    second = second.to_string()
                )),
                [first, .., last] => parts.push(tr!(
                    lang,
                    "plain-empty-squares",
                    from = first.to_string(),
                    to = last.to_string()
                )),
            }
            empty.clear();
        };
        for &file in &files {
            let square = Square::from_coords(file, rank);
            match position.piece_at(square) {
                None => empty.push(square),
                Some(found) => {
                    flush(&mut empty, &mut parts);
                    parts.push(tr!(
                        lang,
                        "plain-square",
                        square = square.to_string(),
                        side = side_key(found.color),
                        piece = piece_name(lang, found.role)
                    ));
                }
            }
        }
        flush(&mut empty, &mut parts);
        lines.push(tr!(
            lang,
            "plain-board-rank",
            rank = rank.char().to_string(),
            pieces = parts.join(", ")
        ));
    }
    lines
}

/// Pieces of one kind on `squares`: `knight g1`, `rooks a1 and f1`.
fn pieces_at(lang: Lang, role: Role, squares: &[String]) -> String {
    match squares {
        [one] => tr!(
            lang,
            "plain-piece-on",
            piece = piece_name(lang, role),
            square = one.as_str()
        ),
        _ => tr!(
            lang,
            "plain-pieces-at",
            pieces = pieces_word(lang, role),
            squares = i18n::list(lang, squares, Joined::And)
        ),
    }
}

/// The squares of one side's pieces of one kind: `knight g1`, `rooks a1 and f1`; `None`
/// when it has none. The squares go file by file from a to h, and up each file from 1 to
/// 8, as diagrams list pieces: `pawns a7, b7, e5`.
fn pieces_on(lang: Lang, position: &Position, color: Color, role: Role) -> Option<String> {
    let mut squares: Vec<Square> = position.pieces(role.of(color)).into_iter().collect();
    squares.sort_by_key(|square| (square.file(), square.rank()));
    let squares: Vec<String> = squares.iter().map(Square::to_string).collect();
    (!squares.is_empty()).then(|| pieces_at(lang, role, &squares))
}

/// Every piece of each side, a line per side: `White: king g1, queen d1, rooks a1 and f1, …`.
pub(super) fn pieces(lang: Lang, position: &Position) -> Vec<String> {
    Color::ALL
        .into_iter()
        .map(|color| {
            let all: Vec<String> = Role::KING_FIRST
                .iter()
                .filter_map(|&role| pieces_on(lang, position, color, role))
                .collect();
            tr!(
                lang,
                "plain-side-pieces",
                side = side_key(color),
                pieces = all.join(", ")
            )
        })
        .collect()
}

/// Where the pieces of one kind stand, both sides: `White: knights b1 and g1. Black: knight
/// f6.`
pub(super) fn where_pieces(lang: Lang, position: &Position, role: Role) -> String {
    let sides: Vec<String> = Color::ALL
        .into_iter()
        .map(|color| match pieces_on(lang, position, color, role) {
            Some(found) => tr!(
                lang,
                "plain-side-pieces",
                side = side_key(color),
                pieces = found
            ),
            None => tr!(
                lang,
                "plain-where-none",
                side = side_key(color),
                pieces = pieces_word(lang, role),
                role = role.name()
            ),
        })
        .collect();
    sides.join(" ")
}

/// The last move in words with its glyphs, and its comment; or that there is none.
pub(super) fn last_move(lang: Lang, app: &App) -> Vec<String> {
    let Some(index) = app.game_page().sans().len().checked_sub(1) else {
        return vec![tr!(lang, "plain-no-move")];
    };
    let mut lines: Vec<String> =
        move_line(lang, app.game_page().game(), app.game_page().sans(), index)
            .map(|line| tr!(lang, "plain-last", said = line))
            .into_iter()
            .collect();
    lines.extend(
        app.game_page()
            .game()
            .notes()
            .of_ply(index)
            .words()
            .map(|text| comment(lang, &text)),
    );
    lines
}

/// A comment on a move, said on a line of its own: `Comment: “Best by test.”`
pub(super) fn comment(lang: Lang, text: &str) -> String {
    tr!(lang, "plain-review-comment", comment = quoted(lang, text))
}

/// A comment as the line mode quotes it, in the quotation marks of `lang`.
pub(super) fn quoted(lang: Lang, text: &str) -> String {
    tr!(lang, "review-comment", text = text)
}

/// The glyphs of a move as they follow it: `!?`, `$14`.
pub(super) fn glyphs(notes: &MoveNotes) -> String {
    notes.nags().iter().map(|nag| nag.written()).collect()
}

/// Both clocks as they stand at `now`: the times (the main time, or the byo-yomi period
/// running), where each side stands in its overtime, whose clock runs, and what a delay
/// does.
pub(super) fn clocks(lang: Lang, app: &App, now: Instant) -> String {
    let clock = app.game_page().clock();
    let control = clock.control();
    let (white, black) = (
        length_of_time(lang, clock.face(Color::White, now).shown),
        length_of_time(lang, clock.face(Color::Black, now).shown),
    );
    let mut sentences = vec![if control.mode(Color::White) == ClockMode::Upcount {
        tr!(lang, "plain-clock-upcount", white = white, black = black)
    } else if control.is_untimed() {
        tr!(lang, "plain-clock-used", white = white, black = black)
    } else if control.is_hourglass() {
        tr!(lang, "plain-clock-hourglass", white = white, black = black)
    } else {
        tr!(lang, "plain-clock-times", white = white, black = black)
    }];
    for color in Color::ALL {
        let side = side_key(color);
        match clock.face(color, now).overtime {
            Some(Overtime::ByoYomi { periods, begun }) if periods > 0 => sentences.push(tr!(
                lang,
                "plain-clock-byo-yomi",
                side = side,
                periods = periods,
                begun = if begun { "yes" } else { "no" }
            )),
            Some(Overtime::Canadian { moves: Some(moves) }) => sentences.push(tr!(
                lang,
                "plain-clock-canadian",
                side = side,
                moves = moves
            )),
            _ => {}
        }
    }
    match clock.running() {
        Some(color) => {
            sentences.push(tr!(lang, "plain-clock-runs", side = side_key(color)));
            let seconds =
                |bonus: MoveBonus| length_of_time(lang, Duration::from_secs(bonus.shown_seconds()));
            match clock.move_bonus(now) {
                Some(bonus @ MoveBonus::DelayLeft(_)) if bonus.shown_seconds() > 0 => {
                    sentences.push(tr!(lang, "plain-clock-delay", time = seconds(bonus)));
                }
                Some(bonus @ MoveBonus::GivesBack(_)) => {
                    sentences.push(tr!(lang, "plain-clock-back", time = seconds(bonus)));
                }
                _ => {}
            }
        }
        None => sentences.push(tr!(lang, "plain-clock-stopped")),
    }
    sentences.join(" ")
}

/// The opening of the moves played: `Opening: C65 Ruy Lopez: Berlin Defense.` (names as the
/// book has them, in English), or that the book names none yet.
pub(super) fn opening(lang: Lang, opening: Option<Opening>) -> String {
    match opening {
        Some(opening) => tr!(
            lang,
            "plain-opening",
            eco = opening.eco,
            name = opening.name
        ),
        None => tr!(lang, "plain-opening-none"),
    }
}

/// What each side holds in its pocket, with counts: `White's pocket: 2 pawns, 1 knight.`;
/// one sentence in a variant without pockets.
pub(super) fn pocket(lang: Lang, position: &Position) -> Vec<String> {
    let Some(pockets) = position.pockets() else {
        return vec![tr!(lang, "plain-no-pocket")];
    };
    Color::ALL
        .into_iter()
        .map(|color| {
            let held: Vec<String> = pockets
                .roles(color)
                .map(|role| {
                    let count = pockets.count(color, role);
                    tr!(lang, "plain-in-hand", count = count, role = role.name())
                })
                .collect();
            if held.is_empty() {
                tr!(lang, "plain-pocket-empty", side = side_key(color))
            } else {
                let pieces = held.join(", ");
                tr!(
                    lang,
                    "plain-pocket",
                    side = side_key(color),
                    pieces = pieces
                )
            }
        })
        .collect()
}

/// The checks each side has given in three-check, of the three that win; one sentence in
/// another variant.
pub(super) fn checks(lang: Lang, position: &Position) -> String {
    match position.remaining_checks() {
        Some(remaining) => {
            let given = |color: Color| 3 - remaining.get(color).min(&3);
            let (white, black) = (given(Color::White), given(Color::Black));
            tr!(lang, "plain-checks", white = white, black = black)
        }
        None => tr!(lang, "plain-no-checks"),
    }
}

/// The commands, in a few lines: the line mode's questions, the app's commands (in the
/// words of `lang`, as the app's table has them), and how questions are answered.
pub(super) fn help(lang: Lang) -> Vec<String> {
    let commands: Vec<String> = COMMANDS
        .iter()
        // The help and `fen` are questions here, `charts` the summary.
        .filter(|command| !matches!(command.key, "help" | "fen" | "charts"))
        .map(|command| command.usage(lang))
        .collect();
    vec![
        tr!(lang, "plain-help-moves"),
        tr!(
            lang,
            "plain-help-ask",
            board = word(lang, LineWord::Board),
            board_list = format!("{} {}", word(lang, LineWord::Board), word(lang, LineWord::List)),
            pieces = word(lang, LineWord::Pieces),
            where = word(lang, LineWord::Where),
            last = word(lang, LineWord::Last),
            clock = word(lang, LineWord::Clock),
            moves = word(lang, LineWord::Moves),
            opening = word(lang, LineWord::Opening),
            pocket = word(lang, LineWord::Pocket),
            checks = word(lang, LineWord::Checks),
            summary = word(lang, LineWord::Summary),
            fen = command(lang, "fen")
        ),
        tr!(lang, "plain-help-game", commands = commands.join(", ")),
        tr!(
            lang,
            "plain-help-review",
            previous = word(lang, LineWord::Step(Step::Back)),
            next = word(lang, LineWord::Step(Step::On)),
            start = word(lang, LineWord::Step(Step::Start)),
            end = word(lang, LineWord::Step(Step::End)),
            nag = command(lang, "nag"),
            comment = command(lang, "comment"),
            leave = command(lang, "leave"),
            delete = command(lang, "delete"),
            promote = command(lang, "promote")
        ),
        tr!(lang, "help-commands-languages"),
        tr!(lang, "plain-help-keys"),
    ]
}

/// How to ask for the commands.
pub(super) fn help_hint(lang: Lang) -> String {
    tr!(lang, "plain-help-hint", help = command(lang, "help"))
}

/// What may be done once the game is over.
pub(super) fn after_the_end(lang: Lang) -> String {
    tr!(
        lang,
        "plain-end-next",
        new = command(lang, "new"),
        moves = word(lang, LineWord::Moves),
        previous = word(lang, LineWord::Step(Step::Back)),
        quit = command(lang, "quit")
    )
}

/// The piece named after `where` is none: what to say instead.
pub(super) fn which_piece(lang: Lang) -> String {
    tr!(lang, "plain-where-what", where = word(lang, LineWord::Where))
}
