//! The New Frontier modules of a logged mission, as the log stores them: their game-file
//! words separated by spaces (`double-actions new-threats`), empty for the base game.

use engine::{Module, Modules};

/// The stored form of `modules`.
pub fn words(modules: Modules) -> String {
    modules.on().map(Module::name).collect::<Vec<_>>().join(" ")
}

/// The modules in one word for a table: `-` for the base game, else their words joined by
/// `+` (`double-actions+new-threats`).
pub fn mark(modules: Modules) -> String {
    if modules.is_base() {
        "-".to_owned()
    } else {
        words(modules).replace(' ', "+")
    }
}

/// The modules written as `text`, or the first word that names none.
///
/// # Errors
/// The unknown word, in quotes.
pub fn parse(text: &str) -> Result<Modules, String> {
    let mut modules = Modules::BASE;
    for word in text.split_whitespace() {
        let module = Module::parse(word).ok_or_else(|| format!("`{word}` is not a module"))?;
        modules.set(module, true);
    }
    Ok(modules)
}

/// Serde for [`Modules`] as a list of words (`["double-actions"]`; `[]` for the base game).
pub mod list {
    use engine::{Module, Modules};
    use serde::{Deserialize, Deserializer, Serializer, de::Error as _};

    /// Writes the words of the modules switched on.
    pub fn serialize<S: Serializer>(modules: &Modules, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(modules.on().map(Module::name))
    }

    /// Reads a list of words; an unknown one is an error naming it.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Modules, D::Error> {
        let words = Vec::<String>::deserialize(d)?;
        super::parse(&words.join(" ")).map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip_and_an_unknown_word_is_named() {
        let mut m = Modules::BASE;
        assert_eq!(words(m), "");
        assert_eq!(parse(""), Ok(Modules::BASE));
        m.set(Module::DoubleActions, true);
        m.set(Module::NewThreats, true);
        assert_eq!(words(m), "double-actions new-threats");
        assert_eq!(parse(&words(m)), Ok(m));
        assert_eq!(mark(m), "double-actions+new-threats");
        assert_eq!(mark(Modules::BASE), "-");
        assert_eq!(parse("double"), Err("`double` is not a module".to_owned()));
    }
}
