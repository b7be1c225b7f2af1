//! The command line in the words of a language: `hotseat --help`, each subcommand's help, the
//! manual page and the completions, and the one line that refuses bad arguments. Every
//! command's about and every argument's help is the `cli` catalogue's, in English as in
//! Russian (the doc comments of the clap types are for readers of the code); English keeps
//! clap's own headings and usage lines, Russian has its own.

use std::error::Error as _;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory};

use super::{
    AmountError, Chess960NumberError, Cli, CountError, DepthError, GameNumberError, NameError,
    SavedGameError, SwitchError, VariantError,
};
use crate::game::header::FlipError;
use crate::game::outcome::DrawRulesError;
use crate::game::time_control::TimeControlError;
use crate::game::timed::ClockStartError;
use crate::i18n::{Describe, Lang, LangError, text};
use crate::look::ThemeError;
use crate::rules::FenError;
use crate::tournament::{TiebreakError, TournamentError};

/// The name a subcommand `sub` of `parent` has in the catalogue's ids: its own name under
/// hotseat (`games`), its parent's and its own under another (`tournament-new`).
fn catalogue_name(parent: &str, sub: &str) -> String {
    match parent {
        "hotseat" => sub.to_string(),
        parent => format!("{parent}-{sub}"),
    }
}

/// The catalogue id of a command's about text: `cli-about` for hotseat itself.
fn about_id(command: &str) -> String {
    match command {
        "hotseat" => "cli-about".to_string(),
        name => format!("cli-{name}-about"),
    }
}

/// The catalogue id of an argument's help: the options of a game share theirs between
/// `hotseat` and `hotseat config`.
fn argument_id(command: &str, argument: &str) -> String {
    match (command, argument) {
        ("hotseat" | "config", _) | (_, "lang") => format!("cli-play-{argument}"),
        (name, _) => format!("cli-{name}-{argument}"),
    }
}

/// hotseat's command line with its help in `lang`: each command's about and each argument's
/// help from the catalogue; in Russian, also the headings, the usage lines and clap's own
/// flags and words. What parses the arguments, prints the help, the manual page and the
/// completions.
pub fn command(lang: Lang) -> Command {
    let mut command = words(Cli::command(), lang);
    if lang == Lang::En {
        return command;
    }
    command = localize_one(command, lang).disable_version_flag(true).arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(text(lang, "cli-version", None))
            .help_heading(text(lang, "cli-options", None)),
    );
    command = localize_subcommands(command, lang);
    // clap makes its `help` subcommands and the usage lines when the command is built.
    command.build();
    command = help_in(command, lang);
    let lines = usage(&mut command, lang);
    command = command.override_usage(lines);
    usages_in(command, lang)
}

/// `command`'s subcommands, and theirs, with their headings, help flag and template in
/// `lang` ([`localize_one`]).
fn localize_subcommands(mut command: Command, lang: Lang) -> Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in &names {
        command = command.mut_subcommand(name, |sub| {
            localize_subcommands(localize_one(sub, lang), lang)
        });
    }
    command
}

/// `command` with clap's `help` subcommand, and that of each subcommand that has
/// subcommands, about itself in `lang`.
fn help_in(mut command: Command, lang: Lang) -> Command {
    if command.find_subcommand("help").is_some() {
        command = command.mut_subcommand("help", |help| {
            help.about(text(lang, "cli-help-about", None))
        });
    }
    let names: Vec<String> = command
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help" && sub.has_subcommands())
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in &names {
        command = command.mut_subcommand(name, |sub| help_in(sub, lang));
    }
    command
}

/// `command`'s subcommands, and theirs, with their usage lines in `lang`.
fn usages_in(mut command: Command, lang: Lang) -> Command {
    let names: Vec<String> = command
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in &names {
        if let Some(sub) = command.find_subcommand_mut(name) {
            let lines = usage(sub, lang);
            *sub = usages_in(std::mem::take(sub).override_usage(lines), lang);
        }
    }
    command
}

/// The usage lines of `command` without their heading, with clap's placeholders in `lang`
/// and the lines after the first under the first, below the heading of `lang`.
fn usage(command: &mut Command, lang: Lang) -> String {
    let rendered = command.render_usage().to_string();
    let lines = rendered.trim_start_matches("Usage:").trim_start();
    let indent = " ".repeat(text(lang, "cli-usage", None).chars().count() + 1);
    lines
        .replace("[OPTIONS]", &text(lang, "cli-options-placeholder", None))
        .replace(
            "<COMMAND>",
            &format!("<{}>", text(lang, "cli-command", None)),
        )
        .replace("\n       ", &format!("\n{indent}"))
}

/// `command` and its subcommands with their about, their arguments' help and the
/// placeholders of their values (`<CONTROL>`, `<КОНТРОЛЬ>`) from the catalogue of `lang`
/// (and nothing from the doc comments, long forms included); in Russian, with the defaults
/// and possible values said in Russian, which clap says in English.
fn words(command: Command, lang: Lang) -> Command {
    let name = command.get_name().to_string();
    words_named(command, lang, &name)
}

/// [`words`] for `command`, whose name in the catalogue's ids is `name`.
fn words_named(command: Command, lang: Lang, name: &str) -> Command {
    let name = name.to_string();
    let ids: Vec<String> = command
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .collect();
    let mut command = command
        .about(text(lang, &about_id(&name), None))
        .long_about(None);
    for id in ids {
        let help = text(lang, &argument_id(&name, &id), None);
        command = command.mut_arg(id, |arg| {
            let arg = arg.long_help(None);
            let arg = match placeholders(&arg) {
                Some(names) => arg.value_names(
                    names
                        .iter()
                        .map(|name| text(lang, &placeholder_id(name), None)),
                ),
                None => arg,
            };
            if lang == Lang::En {
                return arg.help(help);
            }
            let help = with_values(lang, &arg, help);
            let arg = arg.help(help);
            if takes_value(&arg) {
                arg.hide_default_value(true).hide_possible_values(true)
            } else {
                arg
            }
        });
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    for sub_name in names {
        let id_name = catalogue_name(&name, &sub_name);
        command = command.mut_subcommand(sub_name, |sub| words_named(sub, lang, &id_name));
    }
    command
}

/// The placeholders of the values `arg` takes, as clap names them (`CONTROL`, and for a
/// positional argument its id in capitals, `DEPTH`); `None` for a flag.
fn placeholders(arg: &Arg) -> Option<Vec<String>> {
    if !takes_value(arg) {
        return None;
    }
    let names = arg.get_value_names().map_or_else(
        || vec![arg.get_id().as_str().to_uppercase()],
        |names| names.iter().map(ToString::to_string).collect(),
    );
    Some(names)
}

/// The catalogue id of a placeholder: `cli-value-control`, `cli-value-file-pgn`.
fn placeholder_id(name: &str) -> String {
    format!("cli-value-{}", name.to_lowercase().replace('.', "-"))
}

/// One command's headings, help flag and help template in `lang`.
fn localize_one(command: Command, lang: Lang) -> Command {
    let options = text(lang, "cli-options", None);
    let arguments = text(lang, "cli-arguments", None);
    let ids: Vec<String> = command
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .collect();
    let mut command = command;
    for id in ids {
        command = command.mut_arg(id, |arg| {
            let heading = if arg.is_positional() {
                &arguments
            } else {
                &options
            };
            arg.help_heading(heading.clone())
        });
    }
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        text(lang, "cli-usage", None)
    );
    command
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(text(lang, "cli-help", None))
                .help_heading(options),
        )
        .help_template(template)
        .subcommand_help_heading(text(lang, "cli-commands", None))
        .subcommand_value_name(text(lang, "cli-command", None))
}

/// The help of `arg` with its default and its possible values in `lang`, as clap adds them in
/// English: `[по умолчанию: club]`.
fn with_values(lang: Lang, arg: &Arg, help: String) -> String {
    let mut help = help;
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && takes_value(arg) && !arg.is_hide_default_value_set() {
        let default = text(lang, "cli-default", None);
        help.push_str(&format!(" [{default}: {}]", defaults.join(", ")));
    }
    let values: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| value.get_name().to_string())
        .collect();
    if !values.is_empty() && takes_value(arg) && !arg.is_hide_possible_values_set() {
        let possible = text(lang, "cli-possible-values", None);
        help.push_str(&format!(" [{possible}: {}]", values.join(", ")));
    }
    help
}

/// Whether `arg` takes a value (rather than being a flag).
fn takes_value(arg: &Arg) -> bool {
    matches!(arg.get_action(), ArgAction::Set | ArgAction::Append)
}

/// The one line that refuses bad arguments, in `lang` and in hotseat's own words, for every
/// kind of clap's errors a user can meet: an option or a command unknown (with clap's guess
/// at what was meant), a value refused (with the reason in the words of the screen) or
/// missing, an option given twice or with one it cannot go with, a word that is neither a
/// command nor a value. `args` are the arguments as typed, which tell where a stray word
/// stands. `None` only for clap's failures to write (and its help and version, which are no
/// refusals).
pub fn argument_error(error: &clap::Error, lang: Lang, args: &[String]) -> Option<String> {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(value)) => Some(value.clone()),
        Some(ContextValue::Strings(values)) => Some(values.join(", ")),
        _ => None,
    };
    let values = |kind| match error.get(kind) {
        Some(ContextValue::String(value)) if !value.is_empty() => vec![value.clone()],
        Some(ContextValue::Strings(values)) => values.clone(),
        _ => Vec::new(),
    };
    let argument = context(ContextKind::InvalidArg).map(|arg| option_name(&arg));
    let value = context(ContextKind::InvalidValue);
    let other = context(ContextKind::PriorArg).map(|arg| option_name(&arg));
    let word = context(ContextKind::InvalidSubcommand);
    let (id, reason, guesses) = match error.kind() {
        ErrorKind::ValueValidation => (
            "cli-error-value",
            error.source().and_then(|e| describe_value_error(e, lang)),
            Vec::new(),
        ),
        // An option given without its value.
        ErrorKind::InvalidValue if value.as_deref().is_none_or(str::is_empty) => {
            ("cli-error-no-value", None, Vec::new())
        }
        ErrorKind::InvalidValue => (
            "cli-error-value",
            Some(values(ContextKind::ValidValue))
                .filter(|values| !values.is_empty())
                .map(|values| {
                    let values = typed_words(lang, &values);
                    crate::tr!(lang, "cli-expected", values = values)
                }),
            values(ContextKind::SuggestedValue),
        ),
        ErrorKind::UnknownArgument if argument.as_deref().is_some_and(|a| a.starts_with('-')) => {
            ("cli-error-unknown", None, values(ContextKind::SuggestedArg))
        }
        ErrorKind::UnknownArgument => ("cli-error-unexpected", None, Vec::new()),
        ErrorKind::InvalidSubcommand => {
            let word = word.as_deref().unwrap_or_default();
            match stray_word(word, args) {
                Stray::AfterEquals(option) => {
                    return Some(say(lang, "cli-error-no-equals", &option, word, ""));
                }
                Stray::AfterOptions => ("cli-error-stray", None, Vec::new()),
                Stray::First => (
                    "cli-error-subcommand",
                    None,
                    values(ContextKind::SuggestedSubcommand),
                ),
            }
        }
        ErrorKind::ArgumentConflict if word.is_some() => {
            ("cli-error-command-options", None, Vec::new())
        }
        ErrorKind::ArgumentConflict if argument == other => ("cli-error-twice", None, Vec::new()),
        ErrorKind::ArgumentConflict => ("cli-error-conflict", None, Vec::new()),
        ErrorKind::MissingRequiredArgument => ("cli-error-missing", None, Vec::new()),
        ErrorKind::MissingSubcommand => ("cli-error-no-command", None, Vec::new()),
        ErrorKind::NoEquals => {
            let option = argument.unwrap_or_default();
            return Some(say(lang, "cli-error-no-equals", &option, "false", ""));
        }
        ErrorKind::TooManyValues => ("cli-error-takes-no-value", None, Vec::new()),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            ("cli-error-no-value", None, Vec::new())
        }
        ErrorKind::InvalidUtf8 => ("cli-error-not-utf8", None, Vec::new()),
        // Help asked for by a command that needs an argument: what is missing, said as such.
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            ("cli-error-no-command", None, Vec::new())
        }
        _ => return None,
    };
    let argument = argument.or(word).unwrap_or_default();
    let mut line = say(
        lang,
        id,
        &argument,
        value.as_deref().unwrap_or_default(),
        other.as_deref().unwrap_or_default(),
    );
    if let Some(reason) = reason {
        line.push_str(": ");
        line.push_str(&reason);
    }
    if !guesses.is_empty() {
        let guesses = typed_words(lang, &guesses);
        line.push_str(&crate::tr!(lang, "cli-did-you-mean", guesses = guesses));
    }
    Some(line)
}

/// Words as they are typed (commands, values), one of which is meant: `moves or games`,
/// `«moves» или «games»`.
fn typed_words(lang: Lang, words: &[String]) -> String {
    let words: Vec<String> = words
        .iter()
        .map(|word| crate::tr!(lang, "typed-word", text = word.as_str()))
        .collect();
    crate::i18n::list(lang, &words, crate::i18n::Joined::Or)
}

/// The message `id` of `lang` with the argument refused, its value and the other argument.
/// The refusal of an option's value found wrong once the options are parsed (a FEN that is
/// not one of the variant given beside it), said as the parser says its own: the option,
/// the value, and why.
pub fn value_refusal(lang: Lang, option: &str, value: &str, reason: &impl Describe) -> String {
    format!(
        "{}: {}",
        say(lang, "cli-error-value", option, value, ""),
        reason.describe(lang)
    )
}

fn say(lang: Lang, id: &str, argument: &str, value: &str, other: &str) -> String {
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("argument", argument);
    args.set("value", value);
    args.set("other", other);
    text(lang, id, Some(&args))
}

/// An argument as a refusal names it: an option alone (`--time`, not clap's
/// `--time <CONTROL>`), a positional argument by its placeholder (`<DEPTH>`).
fn option_name(rendered: &str) -> String {
    if rendered.starts_with('-') {
        let end = rendered.find([' ', '[', '=']).unwrap_or(rendered.len());
        rendered[..end].to_string()
    } else {
        rendered.to_string()
    }
}

/// Where a word clap took for a command stands among the arguments.
enum Stray {
    /// Right after an option that takes its value after `=` (`--ascii false`): the option.
    AfterEquals(String),
    /// After options: the rest of a value with spaces, or a word too many.
    AfterOptions,
    /// First: meant as a command.
    First,
}

/// Where `word` stands among `args` (the program's name first).
fn stray_word(word: &str, args: &[String]) -> Stray {
    let before: Vec<&String> = args.iter().skip(1).take_while(|arg| *arg != word).collect();
    let with_equals = |option: &str| {
        Cli::command().get_arguments().any(|arg| {
            arg.is_require_equals_set()
                && arg
                    .get_long()
                    .is_some_and(|long| option == format!("--{long}"))
        })
    };
    match before.last() {
        Some(option) if with_equals(option) => Stray::AfterEquals(option.to_string()),
        _ if before.iter().any(|arg| arg.starts_with('-')) => Stray::AfterOptions,
        _ => Stray::First,
    }
}

/// The reason a value parser gave, in `lang`, when it is one of hotseat's own errors.
fn describe_value_error(error: &(dyn std::error::Error + 'static), lang: Lang) -> Option<String> {
    macro_rules! first_of {
        ($($error:ty),+) => {
            $(if let Some(error) = error.downcast_ref::<$error>() {
                return Some(error.describe(lang));
            })+
        };
    }
    first_of!(
        TimeControlError,
        ClockStartError,
        FenError,
        DrawRulesError,
        FlipError,
        ThemeError,
        LangError,
        NameError,
        Chess960NumberError,
        GameNumberError,
        SavedGameError,
        DepthError,
        VariantError,
        CountError,
        AmountError,
        SwitchError,
        TournamentError,
        TiebreakError
    );
    None
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// Every command and argument of `command` and below, as (command, argument or `None`
    /// for the command's about, the text shown).
    fn everything(command: &Command) -> Vec<(String, Option<String>, String)> {
        everything_named(command, command.get_name())
    }

    /// [`everything`] of `command`, whose name in the catalogue's ids is `name`.
    fn everything_named(command: &Command, name: &str) -> Vec<(String, Option<String>, String)> {
        let name = name.to_string();
        let about = command
            .get_about()
            .map(ToString::to_string)
            .unwrap_or_default();
        let mut all = vec![(name.clone(), None, about)];
        for arg in command.get_arguments() {
            let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
            all.push((name.clone(), Some(arg.get_id().to_string()), help));
        }
        // clap's `help` subcommands, whose words are clap's own, made from the catalogue.
        for sub in command
            .get_subcommands()
            .filter(|sub| sub.get_name() != "help")
        {
            all.extend(everything_named(
                sub,
                &catalogue_name(&name, sub.get_name()),
            ));
        }
        all
    }

    /// The catalogue ids of the placeholders of `command`'s values and its subcommands'.
    fn placeholder_ids(command: &Command) -> Vec<String> {
        let mut ids: Vec<String> = command
            .get_arguments()
            .filter_map(placeholders)
            .flatten()
            .map(|name| placeholder_id(&name))
            .collect();
        for sub in command.get_subcommands() {
            ids.extend(placeholder_ids(sub));
        }
        ids
    }

    /// The catalogue id of a command's about or an argument's help.
    fn id_of(command: &str, argument: Option<&str>) -> String {
        match argument {
            Some(argument) => argument_id(command, argument),
            None => about_id(command),
        }
    }

    #[test]
    fn every_help_text_is_the_catalogue_s_in_both_languages() {
        for lang in Lang::ALL {
            let shown = everything(&command(lang));
            assert!(shown.len() > 30, "{} texts", shown.len());
            for (name, argument, text_shown) in shown {
                // clap's own flags and `help` subcommand, in Russian made from the catalogue.
                if matches!(argument.as_deref(), Some("help" | "version")) {
                    continue;
                }
                let id = id_of(&name, argument.as_deref());
                let catalogue = text(lang, &id, None);
                assert_ne!(catalogue, id, "no {lang} text for {id}");
                // Russian says the default and the possible values after the help.
                assert!(text_shown.starts_with(&catalogue), "{id}: {text_shown:?}");
                if lang == Lang::En {
                    assert_eq!(text_shown, catalogue, "{id}");
                }
            }
        }
        let mut english = command(Lang::En);
        assert!(english.render_long_help().to_string().contains(
            "Time control: none (the default), 5 (minutes), 90s, 5+3 (increment), 15d5 (delay)"
        ));
    }

    /// Every message of the `cli` catalogue is a command's about, an argument's help, or one
    /// of the words this file says by its id.
    #[test]
    fn every_entry_of_the_command_line_s_catalogue_is_used() {
        let resource = fluent_syntax::parser::parse(include_str!("../../locales/en/cli.ftl"))
            .expect("the catalogue parses");
        let mut made: BTreeSet<String> = everything(&Cli::command())
            .into_iter()
            .map(|(name, argument, _)| id_of(&name, argument.as_deref()))
            .collect();
        made.extend(placeholder_ids(&Cli::command()));
        let code = include_str!("words.rs");
        let code = code.split("#[cfg(test)]").next().unwrap_or("");
        for entry in resource.body {
            let fluent_syntax::ast::Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name;
            if id.starts_with("cli-") {
                let quoted = code.contains(&format!("\"{id}\""));
                assert!(made.contains(id) || quoted, "{id} is never said");
            }
        }
    }

    #[test]
    fn russian_help_is_in_russian() {
        let mut command = command(Lang::Ru);
        let help = command.render_help().to_string();
        for words in [
            "Шахматы для двоих",
            "Использование: hotseat",
            "Команды:",
            "Параметры:",
            "Контроль времени",
            "[по умолчанию: club]",
            "hotseat <КОМАНДА>",
            "--time <КОНТРОЛЬ>",
            "--ascii[=<ДА|НЕТ>]",
            "Показать справку",
            "Показать версию",
        ] {
            assert!(help.contains(words), "no {words:?} in\n{help}");
        }
        for english in [
            "Usage:",
            "Options:",
            "Print help",
            "[default",
            "Time control",
            "CONTROL",
            "COMMAND",
        ] {
            assert!(!help.contains(english), "{english:?} in\n{help}");
        }
        let perft = command
            .find_subcommand_mut("perft")
            .expect("perft")
            .render_help()
            .to_string();
        assert!(perft.contains("Аргументы:"), "{perft}");
        assert!(perft.contains("Сколько полуходов"), "{perft}");
        assert!(perft.contains("<ГЛУБИНА>"), "{perft}");
    }

    #[test]
    fn english_help_is_in_clap_s_own_frame() {
        let help = command(Lang::En).render_help().to_string();
        assert!(
            help.contains("Usage: hotseat [OPTIONS]\n       hotseat <COMMAND>"),
            "{help}"
        );
        assert!(help.contains("--time <CONTROL>"), "{help}");
        assert!(help.contains("[default: club]"), "{help}");
    }

    /// Bad command lines, each with its line in English and in Russian: one of every kind of
    /// clap's refusals a user can meet, in hotseat's own words.
    const REFUSED: [(&[&str], &str, &str); 24] = [
        (
            &["--time", "5+x"],
            "invalid value '5+x' for --time: time control '5+x': the increment 'x' is not a \
             number of seconds (try 5+3)",
            "недопустимое значение «5+x» для --time: контроль времени «5+x»: добавление «x» — \
             не число секунд (например, 5+3)",
        ),
        (
            &["--time", "-5"],
            "invalid value '-5' for --time: time control '-5': the time '-5' is not more than \
             zero (try 5)",
            "недопустимое значение «-5» для --time: контроль времени «-5»: время «-5» не больше \
             нуля (например, 5)",
        ),
        (
            &["--time", "5", "--time", "3"],
            "--time is given twice",
            "--time указан дважды",
        ),
        (
            &["--colour"],
            "'--colour' is not an option of hotseat",
            "у hotseat нет параметра «--colour»",
        ),
        (
            &["--whit", "Anna"],
            "'--whit' is not an option of hotseat; did you mean --white?",
            "у hotseat нет параметра «--whit»; может быть, «--white»?",
        ),
        (
            &["--lang"],
            "--lang needs a value",
            "для --lang нужно значение",
        ),
        (
            &["--white", ""],
            "invalid value '' for --white: a name cannot be empty",
            "недопустимое значение «» для --white: имя не может быть пустым",
        ),
        (
            &["--load", "a.pgn", "--time", "5"],
            "--load cannot be used with --time",
            "--load нельзя вместе с --time",
        ),
        (
            &["--ascii=maybe"],
            "invalid value 'maybe' for --ascii: 'maybe' is neither yes nor no: expected true or \
             false",
            "недопустимое значение «maybe» для --ascii: «maybe» — не да и не нет: ожидается \
             «да» или «нет» («true» или «false»)",
        ),
        (
            &["--ascii", "false"],
            "--ascii takes its value after '=', as in --ascii=false",
            "--ascii принимает значение после «=», например --ascii=false",
        ),
        (
            &["--plain=yes"],
            "--plain takes no value, and was given 'yes'",
            "--plain не принимает значения, а дано «yes»",
        ),
        (
            &["--resume", "0"],
            "invalid value '0' for --resume: '0' names no saved game: expected its number in \
             hotseat games, from 1, or its file, NAME.pgn",
            "недопустимое значение «0» для --resume: «0» не называет сохранённую партию: \
             ожидается её номер в «hotseat games» (от 1) или её файл, «ИМЯ.pgn»",
        ),
        (
            &["--game", "2"],
            "a required argument was not given: --load",
            "не указан обязательный аргумент: --load",
        ),
        (
            &["--white", "Anna", "Karenina"],
            "'Karenina' is neither a command nor the value of an option (a value with spaces \
             goes in quotes)",
            "«Karenina» — не команда и не значение параметра (значение с пробелами пишется в \
             кавычках)",
        ),
        (
            &["--time", "5", "games"],
            "the play option --time cannot come before the command games",
            "параметр игры --time не может стоять перед командой games",
        ),
        (
            &["gmaes"],
            "'gmaes' is not a command of hotseat (hotseat --help lists them); did you mean \
             moves or games?",
            "у hotseat нет команды «gmaes» (их список — в «hotseat --help»); может быть, \
             «moves» или «games»?",
        ),
        (
            &["e4"],
            "'e4' is not a command of hotseat (hotseat --help lists them)",
            "у hotseat нет команды «e4» (их список — в «hotseat --help»)",
        ),
        (
            &["perft"],
            "a required argument was not given: <DEPTH>",
            "не указан обязательный аргумент: <ГЛУБИНА>",
        ),
        (
            &["perft", "-1"],
            "invalid value '-1' for <DEPTH>: '-1' is not a depth: expected a whole number of \
             plies from 0 to 20",
            "недопустимое значение «-1» для <ГЛУБИНА>: «-1» — не глубина: ожидается целое \
             число полуходов от 0 до 20",
        ),
        (
            &["perft", "3", "4"],
            "'4' is one word too many",
            "«4» — лишнее слово",
        ),
        (
            &["completions", "tcsh"],
            "invalid value 'tcsh' for <SHELL>: expected bash, elvish, fish, powershell or zsh; \
             did you mean zsh?",
            "недопустимое значение «tcsh» для <ОБОЛОЧКА>: ожидается «bash», «elvish», «fish», \
             «powershell» или «zsh»; может быть, «zsh»?",
        ),
        (
            &["games", "--limit", "x"],
            "invalid value 'x' for --limit: 'x' is not a number of games: expected a whole \
             number from 1",
            "недопустимое значение «x» для --limit: «x» — не число партий: ожидается целое \
             число от 1",
        ),
        (
            &["games", "--unfinished=1"],
            "--unfinished takes no value, and was given '1'",
            "--unfinished не принимает значения, а дано «1»",
        ),
        (
            &["replay"],
            "a required argument was not given: <FILE>",
            "не указан обязательный аргумент: <ФАЙЛ>",
        ),
    ];

    /// The line `args` (without the program's name) are refused with in `lang`.
    fn refused(lang: Lang, args: &[&str]) -> String {
        let args: Vec<String> = std::iter::once("hotseat")
            .chain(args.iter().copied())
            .map(String::from)
            .collect();
        let error = super::super::parse(lang, args.iter().map(Into::into)).expect_err("refused");
        argument_error(&error, lang, &args).expect("a line")
    }

    #[test]
    fn refused_arguments_are_said_in_hotseat_s_words_in_either_language() {
        for (args, english, russian) in REFUSED {
            assert_eq!(refused(Lang::En, args), english, "{args:?}");
            assert_eq!(refused(Lang::Ru, args), russian, "{args:?}");
        }
    }

    /// A Russian refusal holds no Latin word but what was typed (quoted, or an option's
    /// name), the program's name and the names of formats: the next of clap's English words
    /// to reach a Russian line fails here.
    #[test]
    fn russian_refusals_hold_no_english_word() {
        for (args, ..) in REFUSED {
            let line = refused(Lang::Ru, args);
            let latin: Vec<&str> = line
                .split(['«', '»'])
                .step_by(2)
                .flat_map(str::split_whitespace)
                .filter(|word| !word.starts_with("--"))
                .flat_map(|word| word.split(|c: char| !c.is_ascii_alphabetic()))
                .filter(|word| word.len() > 1)
                .filter(|word| !args.iter().any(|arg| arg.contains(word)))
                .filter(|word| *word != "hotseat")
                .collect();
            assert!(latin.is_empty(), "{latin:?} in {line:?}");
        }
    }

    /// Every kind of clap's errors but its help, its version and its failures to write has
    /// hotseat's own line, in both languages.
    #[test]
    fn every_kind_of_refusal_has_its_line() {
        use clap::error::ErrorKind::*;
        for kind in [
            InvalidValue,
            UnknownArgument,
            InvalidSubcommand,
            NoEquals,
            ValueValidation,
            TooManyValues,
            TooFewValues,
            WrongNumberOfValues,
            ArgumentConflict,
            MissingRequiredArgument,
            MissingSubcommand,
            InvalidUtf8,
            DisplayHelpOnMissingArgumentOrSubcommand,
        ] {
            for lang in Lang::ALL {
                let error = clap::Error::new(kind).with_cmd(&command(lang));
                let line = argument_error(&error, lang, &[]);
                assert!(line.is_some_and(|line| !line.is_empty()), "{kind:?}");
            }
        }
        for kind in [DisplayHelp, DisplayVersion, Io, Format] {
            let error = clap::Error::new(kind).with_cmd(&command(Lang::En));
            assert_eq!(argument_error(&error, Lang::En, &[]), None, "{kind:?}");
        }
    }

    /// `--lang` goes anywhere, with every subcommand, and the last one typed is the one.
    #[test]
    fn the_language_goes_with_every_command() {
        let parsed = |args: &[&str]| {
            let args = std::iter::once("hotseat").chain(args.iter().copied());
            super::super::parse(Lang::En, args.map(Into::into)).map(|(cli, _)| cli.play.lang)
        };
        for command in [
            "perft 1",
            "moves",
            "games",
            "replay -",
            "config",
            "completions bash",
            "man",
        ] {
            let words: Vec<&str> = command.split(' ').collect();
            let (name, rest) = words.split_first().expect("a command");
            let before: Vec<&str> = ["--lang", "ru", name].iter().chain(rest).copied().collect();
            let after: Vec<&str> = words.iter().copied().chain(["--lang", "ru"]).collect();
            for args in [before, after] {
                assert_eq!(parsed(&args).ok(), Some(Some(Lang::Ru)), "{args:?}");
            }
        }
        assert_eq!(
            parsed(&["--lang=ru", "config", "--lang", "en"]).ok(),
            Some(Some(Lang::En))
        );
    }
}
