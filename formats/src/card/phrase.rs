//! The phrase table: one declaration per family of effects (and for traits) lists each
//! variant's head words and the codec of each value it carries, and gives both the reader and
//! the writer of its phrases, so that the two can never disagree. The writer is a match over
//! the family, so a variant left out of its table fails the build.

/// A family whose phrases a [`phrase_table!`] reads and writes.
pub(super) trait Phrases: Sized {
    /// Reads a phrase (its words) if its head words are in the table: `None` when they are
    /// not, an error when they are and the rest does not read.
    fn read(words: &[&str]) -> Option<Result<Self, crate::diag::PhraseProblem>>;
    /// Writes the phrase that [`Phrases::read`] reads back to the same value.
    fn write(&self, out: &mut String);

    /// The head words of each phrase of the table, in its order, each followed by a space
    /// (`"shield = "`): what a card designer offers to start a phrase with.
    const HEADS: &'static [&'static str];

    /// The phrase as a string.
    fn phrase(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }
}

/// Declares the phrases of a family: `"head" ["word"] => Variant`, `=> Variant(name: Codec)`
/// or `=> Variant { field: Codec, .. }`; the values follow the head words in the order
/// listed. Entries sharing a first head word are told apart by the second (`move redward`,
/// `move blueward`), tried in order (so `shield =` before `shield`).
macro_rules! phrase_table {
    ($family:ident {
        $(
            $($lit:literal)+ => $variant:ident
                $(($tf:ident: $codec:ty))?
                $({ $($field:ident: $fcodec:ty),* $(,)? })?
        ),* $(,)?
    }) => {
        impl $crate::card::phrase::Phrases for $family {
            const HEADS: &'static [&'static str] = &[$(concat!($($lit, " "),+)),*];

            fn read(words: &[&str]) -> Option<Result<Self, $crate::diag::PhraseProblem>> {
                use $crate::card::words::{Codec, Words};
                let mut seconds: Vec<&str> = Vec::new();
                $(
                    let head: &[&str] = &[$($lit),+];
                    if words.starts_with(head) {
                        #[allow(unused_mut)]
                        let mut rest = Words::new(head, &words[head.len()..]);
                        return Some((|| -> Result<Self, $crate::diag::PhraseProblem> {
                            let value = $family::$variant
                                $((<$codec as Codec<_>>::read(&mut rest)?))?
                                $({ $($field: <$fcodec as Codec<_>>::read(&mut rest)?),* })?;
                            rest.finish()?;
                            Ok(value)
                        })());
                    }
                    if let (Some(second), true) = (head.get(1), words.first() == head.first()) {
                        seconds.push(second);
                    }
                )*
                match (words.first(), seconds.is_empty()) {
                    (Some(first), false) => Some(Err($crate::diag::PhraseProblem::Needs {
                        phrase: (*first).to_string(),
                        wants: $crate::diag::PhraseWants::OneOf(
                            seconds.iter().map(|w| (*w).to_string()).collect(),
                        ),
                    })),
                    _ => None,
                }
            }

            fn write(&self, out: &mut String) {
                #[allow(unused_imports)]
                use $crate::card::words::Codec;
                match self {
                    $(
                        $family::$variant $(($tf))? $({ $($field),* })? => {
                            let head: &[&str] = &[$($lit),+];
                            out.push_str(&head.join(" "));
                            $(<$codec as Codec<_>>::write($tf, out);)?
                            $($(<$fcodec as Codec<_>>::write($field, out);)*)?
                        }
                    )*
                }
            }
        }
    };
}

pub(super) use phrase_table;
