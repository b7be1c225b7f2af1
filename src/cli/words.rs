//! The command line in the words of a language: `hotseat --help`, each subcommand's help, the
//! manual page and the completions, and the one line that refuses bad arguments. Every
//! command's about and every argument's help is the `cli` catalogue's, in English as in
//! Russian (the doc comments of the clap types are for readers of the code); English keeps
//! clap's own headings and usage lines, Russian has its own.

use std::error::Error as _;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory};

use super::{
    Chess960NumberError, Cli, CountError, GameNumberError, NameError, SavedGameError, SwitchError,
};
use crate::game::header::FlipError;
use crate::game::outcome::DrawRulesError;
use crate::game::time_control::TimeControlError;
use crate::game::timed::ClockStartError;
use crate::i18n::{Describe, Lang, LangError, text};
use crate::look::ThemeError;
use crate::rules::FenError;

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
    match command {
        "hotseat" | "config" => format!("cli-play-{argument}"),
        name => format!("cli-{name}-{argument}"),
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
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in &names {
        command = command.mut_subcommand(name, |sub| localize_one(sub, lang));
    }
    // clap makes its `help` subcommand and the usage lines when the command is built.
    command.build();
    command = command.mut_subcommand("help", |help| {
        help.about(text(lang, "cli-help-about", None))
    });
    let lines = usage(&mut command, lang);
    command = command.override_usage(lines);
    for name in &names {
        if let Some(sub) = command.find_subcommand_mut(name) {
            let lines = usage(sub, lang);
            *sub = std::mem::take(sub).override_usage(lines);
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
        .replace("\n       ", &format!("\n{indent}"))
}

/// `command` and its subcommands with their about and their arguments' help from the
/// catalogue of `lang` (and nothing from the doc comments, long forms included); in Russian,
/// with the defaults and possible values said in Russian, which clap says in English.
fn words(command: Command, lang: Lang) -> Command {
    let name = command.get_name().to_string();
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
    for name in names {
        command = command.mut_subcommand(name, |sub| words(sub, lang));
    }
    command
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

/// The one line that refuses bad arguments, in `lang`: the reason a value was refused in the
/// words of the screen, and clap's usual cases in Russian. `None` keeps clap's own line.
pub fn argument_error(error: &clap::Error, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(value)) => Some(value.clone()),
        Some(ContextValue::Strings(values)) => Some(values.join(", ")),
        _ => None,
    };
    let argument =
        context(ContextKind::InvalidArg).or_else(|| context(ContextKind::InvalidSubcommand));
    let value = context(ContextKind::InvalidValue);
    let (id, reason) = match error.kind() {
        ErrorKind::ValueValidation => (
            "cli-error-value",
            error.source().and_then(|e| describe_value_error(e, lang)),
        ),
        // An option given without its value.
        ErrorKind::InvalidValue if value.as_deref().is_none_or(str::is_empty) => {
            ("cli-error-no-value", None)
        }
        ErrorKind::InvalidValue => (
            "cli-error-value",
            context(ContextKind::ValidValue)
                .map(|values| crate::tr!(lang, "cli-expected", values = values)),
        ),
        ErrorKind::UnknownArgument => ("cli-error-unknown", None),
        ErrorKind::InvalidSubcommand => ("cli-error-subcommand", None),
        ErrorKind::ArgumentConflict => ("cli-error-conflict", None),
        ErrorKind::MissingRequiredArgument => ("cli-error-missing", None),
        ErrorKind::NoEquals => ("cli-error-no-equals", None),
        ErrorKind::TooManyValues => ("cli-error-unknown", None),
        _ => return None,
    };
    let other = context(ContextKind::PriorArg);
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("argument", argument.unwrap_or_default());
    args.set("value", value.unwrap_or_default());
    args.set("other", other.unwrap_or_default());
    let mut line = text(lang, id, Some(&args));
    if let Some(reason) = reason {
        line.push_str(": ");
        line.push_str(&reason);
    }
    Some(line)
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
        CountError,
        SwitchError
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
        let name = command.get_name().to_string();
        let about = command
            .get_about()
            .map(ToString::to_string)
            .unwrap_or_default();
        let mut all = vec![(name.clone(), None, about)];
        for arg in command.get_arguments() {
            let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
            all.push((name.clone(), Some(arg.get_id().to_string()), help));
        }
        for sub in command.get_subcommands() {
            all.extend(everything(sub));
        }
        all
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
                if matches!(argument.as_deref(), Some("help" | "version")) || name == "help" {
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
        let made: BTreeSet<String> = everything(&Cli::command())
            .into_iter()
            .map(|(name, argument, _)| id_of(&name, argument.as_deref()))
            .collect();
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
    }

    #[test]
    fn english_help_is_in_clap_s_own_frame() {
        let help = command(Lang::En).render_help().to_string();
        assert!(help.contains("Usage: hotseat"), "{help}");
        assert!(help.contains("[default: club]"), "{help}");
    }

    #[test]
    fn refused_arguments_are_said_in_russian() {
        let refused = |args: &[&str]| {
            let error = command(Lang::Ru)
                .try_get_matches_from(args)
                .expect_err("refused");
            argument_error(&error, Lang::Ru)
        };
        let line = refused(&["hotseat", "--time", "5+x"]).expect("a line");
        assert!(
            line.starts_with("недопустимое значение «5+x» для --time"),
            "{line}"
        );
        assert!(line.contains("добавление «x» — не число секунд"), "{line}");
        let line = refused(&["hotseat", "--colour"]).expect("a line");
        assert!(line.contains("--colour"), "{line}");
        assert!(line.contains("неизвестный"), "{line}");
        let line = refused(&["hotseat", "--white", ""]).expect("a line");
        assert!(line.contains("имя не может быть пустым"), "{line}");
        let line = refused(&["hotseat", "--load", "a.pgn", "--time", "5"]).expect("a line");
        assert!(line.contains("нельзя"), "{line}");
        let line = refused(&["hotseat", "--lang"]).expect("a line");
        assert_eq!(line, "для --lang <LANG> нужно значение");
        let line = refused(&["hotseat", "--ascii=maybe"]).expect("a line");
        assert!(
            line.ends_with("«maybe» — не да и не нет: ожидается true или false"),
            "{line}"
        );
        let line = refused(&["hotseat", "--resume", "0"]).expect("a line");
        assert!(
            line.ends_with(
                "«0» не называет сохранённую партию: ожидается её номер в hotseat games \
                 (от 1) или её файл, ИМЯ.pgn"
            ),
            "{line}"
        );
        assert_eq!(
            argument_error(
                &command(Lang::En)
                    .try_get_matches_from(["hotseat", "--colour"])
                    .expect_err("refused"),
                Lang::En
            ),
            None
        );
    }
}
