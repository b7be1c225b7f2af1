//! The command line in the language of the screen: `hotseat --help` and each subcommand's
//! help, and the one line that refuses bad arguments. English is clap's own, from the doc
//! comments of `cli.rs`; Russian comes from the `cli` catalogue, whose English side a test
//! holds to those doc comments.

use std::error::Error as _;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};

use super::{Describe, Lang, text};
use crate::cli::{Chess960NumberError, GameNumberError, NameError, SwitchError};
use crate::game::header::FlipError;
use crate::game::outcome::DrawRulesError;
use crate::game::time_control::TimeControlError;
use crate::look::ThemeError;
use crate::rules::FenError;

use super::LangError;

/// The catalogue id of a command's about text: `cli-about` for hotseat itself.
pub fn about_id(command: &str) -> String {
    match command {
        "hotseat" => "cli-about".to_string(),
        name => format!("cli-{name}-about"),
    }
}

/// The catalogue id of an argument's help: the options of a game share theirs between
/// `hotseat` and `hotseat config`.
pub fn argument_id(command: &str, argument: &str) -> String {
    match command {
        "hotseat" | "config" => format!("cli-play-{argument}"),
        name => format!("cli-{name}-{argument}"),
    }
}

/// The command line with its help in `lang`.
pub fn localized(command: Command, lang: Lang) -> Command {
    if lang == Lang::En {
        return command;
    }
    let mut command = localize_one(command, lang).disable_version_flag(true).arg(
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

/// One command's about, its arguments' help, its headings and its help flag in `lang`.
fn localize_one(command: Command, lang: Lang) -> Command {
    let name = command.get_name().to_string();
    let options = text(lang, "cli-options", None);
    let arguments = text(lang, "cli-arguments", None);
    let ids: Vec<String> = command
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .collect();
    let mut command = command.about(text(lang, &about_id(&name), None));
    for id in ids {
        let help = text(lang, &argument_id(&name, &id), None);
        command = command.mut_arg(id, |arg| {
            let heading = if arg.is_positional() {
                &arguments
            } else {
                &options
            };
            let help = with_values(lang, &arg, help);
            let arg = arg.help(help).help_heading(heading.clone());
            if takes_value(&arg) {
                arg.hide_default_value(true).hide_possible_values(true)
            } else {
                arg
            }
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
        FenError,
        DrawRulesError,
        FlipError,
        ThemeError,
        LangError,
        NameError,
        Chess960NumberError,
        GameNumberError,
        SwitchError
    );
    None
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;
    use crate::cli::Cli;

    /// Every command and argument of `command` and below, as (command, argument or `None`
    /// for the command's about, its English help).
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

    #[test]
    fn the_english_catalogue_says_what_the_doc_comments_say() {
        for (command, argument, english) in everything(&Cli::command()) {
            let id = match &argument {
                Some(argument) => argument_id(&command, argument),
                None => about_id(&command),
            };
            assert_eq!(text(Lang::En, &id, None), english, "{id}");
            let russian = text(Lang::Ru, &id, None);
            assert_ne!(russian, id, "no Russian for {id}");
        }
    }

    #[test]
    fn russian_help_is_in_russian() {
        let mut command = localized(Cli::command(), Lang::Ru);
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
        let mut perft = localized(Cli::command(), Lang::Ru);
        let perft = perft
            .find_subcommand_mut("perft")
            .expect("perft")
            .render_help()
            .to_string();
        assert!(perft.contains("Аргументы:"), "{perft}");
        assert!(perft.contains("Сколько полуходов"), "{perft}");
    }

    #[test]
    fn english_help_is_clap_s_own() {
        let mut command = localized(Cli::command(), Lang::En);
        let help = command.render_help().to_string();
        assert!(help.contains("Usage: hotseat"), "{help}");
        assert!(help.contains("[default: club]"), "{help}");
    }

    #[test]
    fn refused_arguments_are_said_in_russian() {
        let refused = |args: &[&str]| {
            let error = localized(Cli::command(), Lang::Ru)
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
            line.ends_with("«0» — не номер партии: ожидается целое число от 1"),
            "{line}"
        );
        assert_eq!(
            argument_error(
                &Cli::command()
                    .try_get_matches_from(["hotseat", "--colour"])
                    .expect_err("refused"),
                Lang::En
            ),
            None
        );
    }
}
