//! The new-game form: the next game of a tournament under way, or a free game with the
//! players' names, the time control (a preset of the grid, or typed in the `--time`
//! language) with Black's own for time odds, when the clocks start, the draw rules and
//! Armageddon's draw odds, the start (standard, Chess960 at random or by number, a FEN, or a
//! position set up on the board editor), the side at the bottom, and whether moves play as
//! soon as they are named and may be taken back, prefilled from the settings in force. Each
//! field is checked as it changes, by the readers the command line uses, and says what is
//! wrong next to it. The tournaments under way come as the form opens
//! ([`NewGameForm::set_tournaments`]); with one chosen, Enter asks for its next game, and the
//! fields of a free game do not count.
//!
//! A field is a variant of [`Field`], its value here, and its arm in [`NewGameForm::error`],
//! [`NewGameForm::choices`] and the key handling: adding one (time odds, Armageddon) is one
//! of each.

use super::input::InputLine;
use super::key::Key;
use super::settings::{Settings, Start};
use crate::game::choices::{Chess960NumberError, NameError, read_chess960_number, read_name};
use crate::game::time_control::{TimeControl, TimeControlError};
use crate::game::{ClockStart, DrawRules, Flip};
use crate::phrase;
use crate::rules::fen::{self, FenError};
use crate::rules::{ByColor, Color, Variant};
use crate::sentence::{Arg, Phrase, Sentence};
use crate::setup::Diagram;
use crate::tournament::{Tournament, same_name};

/// The time controls of the grid, as the `--time` language writes them, in the order of the
/// grid: a row of bullet and blitz, then rapid, then classical, then the clocks of a club's
/// DGT (byo-yomi, Canadian byo-yomi, hourglass, upcount), then untimed.
pub const PRESETS: [&str; 17] = [
    "1+0",
    "2+1",
    "3+0",
    "3+2",
    "5+0",
    "5+3",
    "10+0",
    "10+5",
    "15+10",
    "30+0",
    "30+20",
    "90+30",
    "5 byo 3x30s",
    "5 canadian 10/5",
    "hourglass 3",
    "upcount",
    "none",
];

/// How many presets a row of the grid holds.
pub const PRESET_COLUMNS: usize = 4;

/// A field of the form, in the order it shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    /// The tournament whose next game Enter plays, or none for a free game; shown only
    /// while a tournament is under way.
    Tournament,
    /// White's player.
    White,
    /// Black's player.
    Black,
    /// The time control (White's, under time odds).
    Time,
    /// Black's own control, for time odds; none typed for the same as White's.
    Odds,
    /// When the clocks start: with the game, or with White's first move.
    ClockStart,
    /// Club or FIDE draw rules.
    DrawRules,
    /// Whether a drawn game is scored as Black's win (Armageddon).
    Armageddon,
    /// Which chess: the variant's rules, shown with its rule in one line.
    Variant,
    /// Where the game starts.
    Start,
    /// The side at the bottom of the board.
    Bottom,
    /// Whether a typed move plays as soon as it is named, without Enter.
    Instant,
    /// Whether a move may be taken back.
    Takebacks,
}

impl Field {
    /// Every field, top to bottom.
    pub const ALL: [Field; 13] = [
        Field::Tournament,
        Field::White,
        Field::Black,
        Field::Time,
        Field::Odds,
        Field::ClockStart,
        Field::DrawRules,
        Field::Armageddon,
        Field::Variant,
        Field::Start,
        Field::Bottom,
        Field::Instant,
        Field::Takebacks,
    ];

    /// The side whose player's name the field holds; `None` for the other fields.
    pub fn side(self) -> Option<Color> {
        match self {
            Field::White => Some(Color::White),
            Field::Black => Some(Color::Black),
            _ => None,
        }
    }

    /// Its label on the form.
    pub fn label(self) -> Phrase<'static> {
        match self {
            Field::Tournament => phrase!("form-tournament"),
            Field::White => phrase!("side-white"),
            Field::Black => phrase!("side-black"),
            Field::Time => phrase!("form-time"),
            Field::Odds => phrase!("form-odds"),
            Field::ClockStart => phrase!("form-clock-start"),
            Field::DrawRules => phrase!("form-rules"),
            Field::Armageddon => phrase!("form-armageddon"),
            Field::Instant => phrase!("form-instant"),
            Field::Takebacks => phrase!("form-takebacks"),
            Field::Variant => phrase!("form-variant"),
            Field::Start => phrase!("form-start"),
            Field::Bottom => phrase!("form-bottom"),
        }
    }
}

/// Where the game of the form starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StartKind {
    /// The usual starting position.
    Standard,
    /// A Chess960 start: the number typed, or a random one when none is.
    Chess960,
    /// The position of the FEN typed.
    Fen,
    /// The position set up on the board editor.
    Editor,
}

impl StartKind {
    /// Every start, in the order the form shows them.
    pub const ALL: [StartKind; 4] = [
        StartKind::Standard,
        StartKind::Chess960,
        StartKind::Fen,
        StartKind::Editor,
    ];
}

/// The time control chosen: a preset of the grid (its index in [`PRESETS`]), or the control
/// typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeChoice {
    /// The preset at this index of [`PRESETS`].
    Preset(usize),
    /// The control typed beside the grid.
    Typed,
}

impl TimeChoice {
    /// Its cell in the grid: the presets, then the typed control last.
    fn cell(self) -> usize {
        match self {
            TimeChoice::Preset(index) => index,
            TimeChoice::Typed => PRESETS.len(),
        }
    }

    fn of_cell(cell: usize) -> TimeChoice {
        if cell < PRESETS.len() {
            TimeChoice::Preset(cell)
        } else {
            TimeChoice::Typed
        }
    }
}

/// What is wrong with a field, in the words the command line uses for the same value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldError {
    /// A player's name that cannot be one.
    Name(NameError),
    /// A control the `--time` language does not read.
    Time(TimeControlError),
    /// A Chess960 number that is not one.
    Chess960(Chess960NumberError),
    /// A FEN that is not a position that can be played, or a position set up that is not.
    Fen(FenError),
    /// A Chess960 start chosen for a variant other than standard chess, whose rules
    /// Chess960 plays: the variant chosen.
    Chess960Variant(Variant),
    /// A value typed for a field of choices (in the line mode) that names none of them.
    Choice {
        /// The field.
        field: Field,
        /// The value as typed.
        text: String,
    },
    /// A tournament named (in the line mode) that is none of those under way.
    Tournament {
        /// The name as typed.
        text: String,
        /// The names of the tournaments under way.
        under_way: Vec<String>,
    },
}

impl Sentence for FieldError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            FieldError::Name(error) => error.phrase(),
            FieldError::Time(error) => error.phrase(),
            FieldError::Chess960(error) => error.phrase(),
            FieldError::Fen(error) => error.phrase(),
            FieldError::Chess960Variant(variant) => {
                phrase!(
                    "form-chess960-variant",
                    variant = fen::variant_name(*variant)
                )
            }
            FieldError::Choice { field, text } => not_a_choice_phrase(*field, text),
            FieldError::Tournament { text, under_way } => {
                let names = under_way.iter().map(|name| Arg::from(name.as_str()));
                one_of_phrase(Field::Tournament, text, names)
            }
        }
    }
}

/// The `index`-th choice of a field of choices, as a phrase of the catalogues: what the
/// screen shows among the choices and the line mode says, in either language (`start with
/// the game`, `с первым ходом белых`, `Чёрные`, `ФИДЕ`), a preset of the time grid as written
/// or `untimed`, and `other` for the control typed. `None` for a field of text or past the
/// field's choices.
pub fn choice_phrase(field: Field, index: usize) -> Option<Phrase<'static>> {
    let phrase = match field {
        Field::White | Field::Black | Field::Odds => return None,
        // The tournaments go by their own names.
        Field::Tournament if index == 0 => phrase!("form-tournament-none"),
        Field::Tournament => return None,
        Field::Time => match PRESETS.get(index) {
            Some(&"none") => phrase!("form-untimed"),
            Some(&preset) => phrase!("form-preset", control = preset),
            None if index == PRESETS.len() => phrase!("form-other"),
            None => return None,
        },
        Field::ClockStart => match ClockStart::ALL.get(index)? {
            ClockStart::Game => phrase!("form-clock-game"),
            ClockStart::FirstMove => phrase!("form-clock-first-move"),
        },
        Field::DrawRules => phrase!("draw-rules-name", rules = DrawRules::ALL.get(index)?.name()),
        Field::Armageddon => match index {
            0 => phrase!("form-armageddon-off"),
            1 => phrase!("form-armageddon-on"),
            _ => return None,
        },
        Field::Instant => match index {
            0 => phrase!("form-instant-off"),
            1 => phrase!("form-instant-on"),
            _ => return None,
        },
        Field::Takebacks => match index {
            0 => phrase!("form-takebacks-off"),
            1 => phrase!("form-takebacks-on"),
            _ => return None,
        },
        Field::Variant => fen::variant_name(*Variant::ALL.get(index)?),
        Field::Start => {
            let kind = match StartKind::ALL.get(index)? {
                StartKind::Standard => "standard",
                StartKind::Chess960 => "chess960",
                StartKind::Fen => "fen",
                StartKind::Editor => "editor",
            };
            phrase!("form-start-kind", kind = kind)
        }
        Field::Bottom => match Flip::ALL.get(index)? {
            Flip::White => phrase!("side-white"),
            Flip::Black => phrase!("side-black"),
            Flip::Auto => phrase!("form-bottom-auto"),
        },
    };
    Some(phrase)
}

/// The phrase of [`FieldError::Choice`]: `'later' is not a choice of Clocks: expected 'start
/// with the game' or 'start with White's first move'`. The typed control is no choice of
/// words, so the time field lists its presets' words but not `other`.
fn not_a_choice_phrase(field: Field, text: &str) -> Phrase<'_> {
    one_of_phrase(field, text, std::iter::empty())
}

/// `text` is not one of the choices of `field`: its choices of words, then `more` (the
/// names of the tournaments under way).
fn one_of_phrase<'a>(
    field: Field,
    text: &'a str,
    more: impl Iterator<Item = Arg<'a>>,
) -> Phrase<'a> {
    let words = (0..)
        .map_while(|index| choice_phrase(field, index))
        .filter(|choice| choice.id() != "form-other")
        .map(Arg::from);
    let choices = words
        .chain(more)
        .map(|choice| Arg::from(phrase!("form-choice", choice = choice)))
        .collect();
    phrase!(
        "form-not-a-choice",
        text = text,
        field = field.label(),
        choices = Arg::OneOf(choices)
    )
}

/// What a key pressed in the form asks of the app, beyond changing the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormKey {
    /// Nothing more: the form changed, or the key does nothing here.
    Nothing,
    /// A key that types, on a field that is chosen and takes no typing: nothing changed,
    /// which the players are told.
    NoTyping(Field),
    /// Enter: start the game, or set up its position first.
    Enter,
    /// Esc: leave the form.
    Esc,
}

/// The new-game form, its fields filled and the one with the keys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGameForm {
    focus: Field,
    /// Whether the keys of the start go to its box (the Chess960 number or the FEN typed)
    /// rather than to its choices: the box is a stop of its own for Tab.
    start_box: bool,
    names: ByColor<InputLine>,
    time: TimeChoice,
    typed_time: InputLine,
    /// Black's control under time odds; empty for none.
    odds: InputLine,
    clock_start: ClockStart,
    draw_rules: DrawRules,
    armageddon: bool,
    /// Which chess: the rules of the game, whose usual start or FEN the start gives.
    variant: Variant,
    start: StartKind,
    chess960: InputLine,
    fen: InputLine,
    /// The position of the board editor, kept while the form is open.
    diagram: Diagram,
    bottom: Flip,
    instant: bool,
    takebacks: bool,
    /// The tournaments under way, newest first, whose next game the form can start.
    tournaments: Vec<Tournament>,
    /// The one of them whose next game Enter plays; `None` for a free game.
    tournament: Option<usize>,
}

impl NewGameForm {
    /// The form filled with `settings`, the names first.
    pub fn new(settings: &Settings) -> NewGameForm {
        let line = |text: &str| {
            let mut line = InputLine::default();
            line.set(text);
            line
        };
        // Under time odds, White's control goes in the grid or the typed field, Black's in its
        // own.
        let white = settings.control.side(Color::White);
        let odds = if settings.control.has_odds() {
            settings.control.side(Color::Black).to_string()
        } else {
            String::new()
        };
        let control = white.to_string();
        let time = PRESETS
            .iter()
            .position(|preset| TimeControl::parse(preset).as_ref() == Ok(&white))
            .map_or(TimeChoice::Typed, TimeChoice::Preset);
        let variant = match &settings.start {
            Start::Usual(variant) => *variant,
            Start::Position(position) => position.variant(),
            Start::Chess960(_) => Variant::Standard,
        };
        let (start, chess960, fen, diagram) = match &settings.start {
            Start::Usual(_) => (StartKind::Standard, None, None, Diagram::default()),
            Start::Chess960(number) => (StartKind::Chess960, *number, None, Diagram::default()),
            Start::Position(position) => (
                StartKind::Fen,
                None,
                Some(fen::write(position)),
                Diagram::from_position(position),
            ),
        };
        NewGameForm {
            focus: Field::White,
            start_box: false,
            names: ByColor::new_with(|color| {
                line(crate::game::given_name(&settings.names, color).unwrap_or(""))
            }),
            time,
            typed_time: line(if time == TimeChoice::Typed {
                &control
            } else {
                ""
            }),
            odds: line(&odds),
            clock_start: settings.clock_start,
            draw_rules: settings.draw_rules,
            armageddon: settings.armageddon,
            variant,
            start,
            chess960: line(&chess960.map(|n| n.to_string()).unwrap_or_default()),
            fen: line(fen.as_deref().unwrap_or("")),
            diagram,
            bottom: settings.flip,
            instant: settings.instant,
            takebacks: settings.takebacks,
            tournaments: Vec::new(),
            tournament: None,
        }
    }

    /// Offers the next game of each tournament of `tournaments` under way (those with a
    /// game still to play): the one chosen stays chosen while it is under way; the field
    /// goes, with its keys, when none is.
    pub fn set_tournaments(&mut self, tournaments: Vec<Tournament>) {
        let chosen = self.tournament().map(|tournament| tournament.name.clone());
        self.tournaments = tournaments
            .into_iter()
            .filter(|tournament| tournament.current_round().is_some())
            .collect();
        self.tournament = chosen.and_then(|name| self.tournament_named(&name));
        if self.tournaments.is_empty() && self.focus == Field::Tournament {
            self.set_focus(Field::White);
        }
    }

    /// The tournaments under way that the form offers, newest first.
    pub fn tournaments(&self) -> &[Tournament] {
        &self.tournaments
    }

    /// The tournament whose next game Enter plays; `None` for a free game.
    pub fn tournament(&self) -> Option<&Tournament> {
        self.tournaments.get(self.tournament?)
    }

    /// The index among those offered of the tournament named `name` (letters' case aside).
    pub fn tournament_named(&self, name: &str) -> Option<usize> {
        self.tournaments
            .iter()
            .position(|tournament| same_name(&tournament.name, name))
    }

    /// The fields the form shows, top to bottom: the tournament only while one is under way.
    pub fn fields(&self) -> impl Iterator<Item = Field> + '_ {
        Field::ALL
            .into_iter()
            .filter(|&field| field != Field::Tournament || !self.tournaments.is_empty())
    }

    /// The field `by` fields after `field` among those shown (before it, for a negative
    /// `by`), round.
    fn step(&self, field: Field, by: isize) -> Field {
        let shown: Vec<Field> = self.fields().collect();
        let at = shown.iter().position(|&f| f == field).unwrap_or(0) as isize;
        shown[(at + by).rem_euclid(shown.len() as isize) as usize]
    }

    /// The field the keys go to.
    pub fn focus(&self) -> Field {
        self.focus
    }

    /// Gives the keys to `field` (to the start's choices, for the start).
    pub fn set_focus(&mut self, field: Field) {
        self.focus = field;
        self.start_box = false;
    }

    /// Whether the keys go to the start's box: its Chess960 number or FEN typed.
    pub fn in_start_box(&self) -> bool {
        self.focus == Field::Start && self.start_box && self.start_has_box()
    }

    /// Gives the keys to the start's box, when the start chosen has one.
    pub fn focus_start_box(&mut self) {
        self.focus = Field::Start;
        self.start_box = self.start_has_box();
    }

    /// Whether the start chosen has a box to type in: a Chess960 number or a FEN.
    fn start_has_box(&self) -> bool {
        matches!(self.start, StartKind::Chess960 | StartKind::Fen)
    }

    /// A player's name as typed; empty when the side goes by its own name.
    pub fn name(&self, color: Color) -> &InputLine {
        self.names.get(color)
    }

    /// The time control chosen: a preset, or the one typed.
    pub fn time(&self) -> TimeChoice {
        self.time
    }

    /// The control typed beside the presets.
    pub fn typed_time(&self) -> &InputLine {
        &self.typed_time
    }

    /// Black's control typed for time odds (empty for none).
    pub fn odds(&self) -> &InputLine {
        &self.odds
    }

    /// When the clocks start.
    pub fn clock_start(&self) -> ClockStart {
        self.clock_start
    }

    /// The draw rules chosen.
    pub fn draw_rules(&self) -> DrawRules {
        self.draw_rules
    }

    /// Whether a drawn game is scored as Black's win.
    pub fn armageddon(&self) -> bool {
        self.armageddon
    }

    /// Whether moves play as soon as they are named.
    pub fn instant(&self) -> bool {
        self.instant
    }

    /// Whether moves may be taken back.
    pub fn takebacks(&self) -> bool {
        self.takebacks
    }

    /// Which chess: the variant whose rules the game plays.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Where the game starts.
    pub fn start(&self) -> StartKind {
        self.start
    }

    /// The Chess960 number typed (empty for a random start).
    pub fn chess960(&self) -> &InputLine {
        &self.chess960
    }

    /// The FEN typed.
    pub fn fen(&self) -> &InputLine {
        &self.fen
    }

    /// The position of the board editor.
    pub fn diagram(&self) -> &Diagram {
        &self.diagram
    }

    /// Keeps the position set up on the board editor, to start from it.
    pub fn set_diagram(&mut self, diagram: Diagram) {
        self.diagram = diagram;
        self.start = StartKind::Editor;
    }

    /// The side at the bottom of the board.
    pub fn bottom(&self) -> Flip {
        self.bottom
    }

    /// How many choices a field of choices has, and which is chosen; `None` for a field of
    /// text. The time field's cells are the presets and then the typed control.
    pub fn choices(&self, field: Field) -> Option<(usize, usize)> {
        match field {
            Field::White | Field::Black | Field::Odds => None,
            Field::Tournament => Some((
                self.tournaments.len() + 1,
                self.tournament.map_or(0, |index| index + 1),
            )),
            Field::Time => Some((PRESETS.len() + 1, self.time.cell())),
            Field::ClockStart => Some((
                ClockStart::ALL.len(),
                index_of(&ClockStart::ALL, self.clock_start),
            )),
            Field::Armageddon => Some((2, usize::from(self.armageddon))),
            Field::Instant => Some((2, usize::from(self.instant))),
            Field::Takebacks => Some((2, usize::from(self.takebacks))),
            Field::DrawRules => Some((
                DrawRules::ALL.len(),
                index_of(&DrawRules::ALL, self.draw_rules),
            )),
            Field::Variant => Some((Variant::ALL.len(), index_of(&Variant::ALL, self.variant))),
            Field::Start => Some((StartKind::ALL.len(), index_of(&StartKind::ALL, self.start))),
            Field::Bottom => Some((Flip::ALL.len(), index_of(&Flip::ALL, self.bottom))),
        }
    }

    /// Chooses the `index`-th choice of a field of choices (as [`NewGameForm::choices`]
    /// counts them: for the tournament, none and then each one offered); nothing for
    /// another field or an index past its choices.
    pub fn choose(&mut self, field: Field, index: usize) {
        match field {
            Field::White | Field::Black | Field::Odds => {}
            Field::Tournament if index <= self.tournaments.len() => {
                self.tournament = index.checked_sub(1);
            }
            Field::Time if index <= PRESETS.len() => self.time = TimeChoice::of_cell(index),
            Field::ClockStart => choose_from(&ClockStart::ALL, index, &mut self.clock_start),
            Field::Armageddon if index < 2 => self.armageddon = index == 1,
            Field::Instant if index < 2 => self.instant = index == 1,
            Field::Takebacks if index < 2 => self.takebacks = index == 1,
            Field::DrawRules => choose_from(&DrawRules::ALL, index, &mut self.draw_rules),
            Field::Variant => choose_from(&Variant::ALL, index, &mut self.variant),
            Field::Start => choose_from(&StartKind::ALL, index, &mut self.start),
            Field::Bottom => choose_from(&Flip::ALL, index, &mut self.bottom),
            _ => {}
        }
    }

    /// The text a field takes as it is typed, if it takes one now: a name, the typed
    /// control, the Chess960 number or the FEN.
    pub fn text(&self, field: Field) -> Option<&InputLine> {
        match (field, self.start) {
            (Field::White, _) => Some(self.name(Color::White)),
            (Field::Black, _) => Some(self.name(Color::Black)),
            (Field::Time, _) => Some(&self.typed_time),
            (Field::Odds, _) => Some(&self.odds),
            (Field::Start, StartKind::Chess960) => Some(&self.chess960),
            (Field::Start, StartKind::Fen) => Some(&self.fen),
            _ => None,
        }
    }

    fn text_mut(&mut self, field: Field) -> Option<&mut InputLine> {
        match (field, self.start) {
            (Field::White, _) => Some(&mut self.names.white),
            (Field::Black, _) => Some(&mut self.names.black),
            (Field::Time, _) => Some(&mut self.typed_time),
            (Field::Odds, _) => Some(&mut self.odds),
            (Field::Start, StartKind::Chess960) => Some(&mut self.chess960),
            (Field::Start, StartKind::Fen) => Some(&mut self.fen),
            _ => None,
        }
    }

    /// Replaces the text of `field` (typing into the time field chooses the control typed);
    /// `false` when the field takes no text now.
    pub fn set_text(&mut self, field: Field, text: &str) -> bool {
        let Some(line) = self.text_mut(field) else {
            return false;
        };
        line.set(text);
        if field == Field::Time {
            self.time = TimeChoice::Typed;
        }
        true
    }

    /// Inserts pasted text into the field with the keys, as if typed; `false` when it takes
    /// no text.
    pub fn paste(&mut self, text: &str) -> bool {
        let field = self.focus;
        let Some(line) = self.text_mut(field) else {
            return false;
        };
        line.insert_str(text.trim());
        if field == Field::Time {
            self.time = TimeChoice::Typed;
        }
        true
    }

    /// What is wrong with a field as it stands, if anything.
    pub fn error(&self, field: Field) -> Option<FieldError> {
        match field {
            Field::White | Field::Black => {
                let name = self.name(field.side()?).text();
                if name.trim().is_empty() {
                    return None;
                }
                read_name(name).err().map(FieldError::Name)
            }
            Field::Time => self.white_control().err(),
            // White's part wrong is the time field's to say.
            Field::Odds if self.white_control().is_err() => None,
            Field::Odds => self.control().err(),
            Field::Start => self.start_value().err(),
            Field::Tournament
            | Field::DrawRules
            | Field::Variant
            | Field::Bottom
            | Field::ClockStart
            | Field::Armageddon
            | Field::Instant
            | Field::Takebacks => None,
        }
    }

    /// The first field that is wrong, with what is wrong with it.
    pub fn first_error(&self) -> Option<(Field, FieldError)> {
        Field::ALL
            .into_iter()
            .find_map(|field| Some((field, self.error(field)?)))
    }

    /// The control of the grid or the typed field: White's, under time odds.
    fn white_text(&self) -> &str {
        match self.time {
            TimeChoice::Preset(index) => PRESETS[index],
            TimeChoice::Typed => self.typed_time.text(),
        }
    }

    fn white_control(&self) -> Result<TimeControl, FieldError> {
        TimeControl::parse(self.white_text()).map_err(FieldError::Time)
    }

    /// The time control chosen, with Black's own under time odds (read as `--time "WHITE vs
    /// BLACK"` is), or why it cannot be read.
    pub fn control(&self) -> Result<TimeControl, FieldError> {
        let black = self.odds.text().trim();
        if black.is_empty() {
            return self.white_control();
        }
        TimeControl::parse(&format!("{} vs {black}", self.white_text())).map_err(FieldError::Time)
    }

    /// The start chosen, in the variant chosen, or why it cannot be: a Chess960 number or a
    /// FEN that is not one (a FEN is read in the variant), a position set up that cannot be
    /// played, Chess960 in a variant other than standard chess.
    pub fn start_value(&self) -> Result<Start, FieldError> {
        match self.start {
            StartKind::Standard => Ok(Start::Usual(self.variant)),
            StartKind::Chess960 if self.variant != Variant::Standard => {
                Err(FieldError::Chess960Variant(self.variant))
            }
            StartKind::Chess960 if self.chess960.text().trim().is_empty() => {
                Ok(Start::Chess960(None))
            }
            StartKind::Chess960 => read_chess960_number(self.chess960.text())
                .map(|number| Start::Chess960(Some(number)))
                .map_err(FieldError::Chess960),
            StartKind::Fen => fen::read_in(self.fen.text(), self.variant)
                .map(Start::Position)
                .map_err(FieldError::Fen),
            StartKind::Editor => self
                .diagram
                .position()
                .map(Start::Position)
                .map_err(FieldError::Fen),
        }
    }

    /// The settings of the game the form describes, the rest as in `base`; the first field
    /// that is wrong, and why, when one is.
    pub fn settings(&self, base: &Settings) -> Result<Settings, (Field, FieldError)> {
        if let Some(wrong) = self.first_error() {
            return Err(wrong);
        }
        // A field left empty: the side goes by its own name.
        let name = |color: Color| {
            read_name(self.name(color).text()).unwrap_or_else(|_| color.name().to_string())
        };
        let control = self.control().map_err(|error| (Field::Odds, error))?;
        let start = self.start_value().map_err(|error| (Field::Start, error))?;
        Ok(Settings {
            names: ByColor::new_with(name),
            control,
            draw_rules: self.draw_rules,
            start,
            flip: self.bottom,
            armageddon: self.armageddon,
            clock_start: self.clock_start,
            instant: self.instant,
            takebacks: self.takebacks,
            ..base.clone()
        })
    }

    /// A key pressed in the form: the field with the keys takes it, or the keys move between
    /// fields (Tab and Shift-Tab, ↑ and ↓ off the grid's inner rows; the start's box is a
    /// stop of its own); Enter and Esc are for the app. ←/→ choose on a field of choices;
    /// typing there changes nothing, and is answered (on the start's choices, it goes into
    /// its box, when it has one).
    pub fn on_key(&mut self, key: Key) -> FormKey {
        match key {
            Key::Enter => return FormKey::Enter,
            Key::Esc => return FormKey::Esc,
            Key::Tab => self.next_stop(true),
            Key::BackTab => self.next_stop(false),
            Key::Up | Key::Down => self.up_or_down(key == Key::Down),
            Key::Left | Key::Right
                if self.choices(self.focus).is_some() && !self.in_start_box() =>
            {
                self.step_choice(if key == Key::Right { 1 } else { -1 });
            }
            Key::Char(_) | Key::Backspace | Key::Delete | Key::CtrlU
                if self.focus == Field::Start && self.start_has_box() =>
            {
                self.start_box = true;
                self.edit_text(key);
            }
            Key::Char(_) if self.text(self.focus).is_none() => {
                return FormKey::NoTyping(self.focus);
            }
            key => self.edit_text(key),
        }
        FormKey::Nothing
    }

    /// Tab (`forward`) or Shift-Tab: the next field, or the previous, through the start's
    /// box where it has one.
    fn next_stop(&mut self, forward: bool) {
        let in_box = self.in_start_box();
        match (self.focus, forward) {
            (Field::Start, true) if !in_box && self.start_has_box() => self.start_box = true,
            (Field::Start, false) if in_box => self.start_box = false,
            (focus, true) => self.set_focus(self.step(focus, 1)),
            (focus, false) => {
                self.set_focus(self.step(focus, -1));
                self.start_box = self.focus == Field::Start && self.start_has_box();
            }
        }
    }

    /// ↑ or ↓: a row of the time grid, or the field above or below.
    fn up_or_down(&mut self, down: bool) {
        if self.focus == Field::Time {
            let cell = self.time.cell();
            let row = cell / PRESET_COLUMNS;
            let last_row = PRESETS.len() / PRESET_COLUMNS;
            let next = match (down, row) {
                (true, row) if row < last_row => Some((cell + PRESET_COLUMNS).min(PRESETS.len())),
                (false, row) if row > 0 => Some(cell.saturating_sub(PRESET_COLUMNS)),
                _ => None,
            };
            if let Some(next) = next {
                self.time = TimeChoice::of_cell(next);
                return;
            }
        }
        self.next_stop(down);
    }

    /// ←/→ on a field of choices: the next choice or the one before, round.
    fn step_choice(&mut self, by: isize) {
        if let Some((count, chosen)) = self.choices(self.focus) {
            let next = (chosen as isize + by).rem_euclid(count as isize) as usize;
            self.choose(self.focus, next);
        }
    }

    /// An editing key on the field's text, if it takes text now; typing into the time field
    /// chooses the control typed.
    fn edit_text(&mut self, key: Key) {
        let field = self.focus;
        let Some(line) = self.text_mut(field) else {
            return;
        };
        if line.edit(key) && field == Field::Time {
            self.time = TimeChoice::Typed;
        }
    }
}

fn index_of<T: PartialEq>(all: &[T], value: T) -> usize {
    all.iter().position(|v| *v == value).unwrap_or(0)
}

/// Sets `value` to the `index`-th of `all`; leaves it as it is for an index past them.
fn choose_from<T: Copy>(all: &[T], index: usize, value: &mut T) {
    if let Some(&chosen) = all.get(index) {
        *value = chosen;
    }
}

#[cfg(test)]
pub(crate) mod tests;
