//! Enums whose values are words of the command line, the config file and saved games
//! (`green`, `fide`, `auto`, `ru`): strum's `IntoStaticStr` and `Display` write the word, and
//! [`read_by_word!`](crate::read_by_word) reads it back, the same way for every such enum.

/// Implements `FromStr` for a fieldless enum with an `ALL` array of its values and strum's
/// `IntoStaticStr`: the value whose word `text` is, ignoring ASCII case and the spaces around
/// it, else `$error(text)` with the text as written.
#[macro_export]
macro_rules! read_by_word {
    ($type:ident, $error:ident) => {
        impl ::std::str::FromStr for $type {
            type Err = $error;

            fn from_str(text: &str) -> Result<$type, $error> {
                let word = text.trim();
                $type::ALL
                    .into_iter()
                    .find(|value| <&'static str>::from(*value).eq_ignore_ascii_case(word))
                    .ok_or_else(|| $error(text.to_string()))
            }
        }
    };
}
