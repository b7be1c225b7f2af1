//! Lists in a sentence: "a, b or c", "a, b и c", joined the way each language joins them.

use super::Lang;
use crate::tr;

/// The word that joins the last item of a list to the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joined {
    /// One of the items is meant: "Nbd2 or Nfd2".
    Or,
    /// All of them: "knights on b1 and g1".
    And,
}

/// `items` as one phrase of `lang`: nothing, the one item, or every item but the last joined
/// with commas and the last with the language's word for `joined`.
pub fn list(lang: Lang, items: &[String], joined: Joined) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let first = init.join(", ");
            let last = last.as_str();
            match joined {
                Joined::Or => tr!(lang, "list-or", first = first, last = last),
                Joined::And => tr!(lang, "list-and", first = first, last = last),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_join_the_last_item_in_the_language_of_the_sentence() {
        let items = |names: &[&str]| names.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(list(Lang::En, &items(&[]), Joined::Or), "");
        assert_eq!(list(Lang::En, &items(&["a"]), Joined::Or), "a");
        assert_eq!(
            list(Lang::En, &items(&["a", "b", "c"]), Joined::Or),
            "a, b or c"
        );
        assert_eq!(list(Lang::Ru, &items(&["a", "b"]), Joined::Or), "a или b");
        assert_eq!(
            list(Lang::En, &items(&["a", "b", "c"]), Joined::And),
            "a, b and c"
        );
        assert_eq!(
            list(Lang::Ru, &items(&["a", "b", "c"]), Joined::And),
            "a, b и c"
        );
    }
}
