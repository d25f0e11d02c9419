//! Finding a card of the catalog by its id or its unique name.

use engine::ThreatCard;

use super::Catalog;

/// Why a lookup failed. Said by the `words` crate through [`LookupError::problem`], in the
/// crew's language; displayed as data, like [`engine::SetupError`] (one wording per problem).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{self:?}")]
pub enum LookupError {
    /// No card has that id or name.
    Unknown(String),
    /// Several cards share the name.
    Ambiguous {
        /// The name.
        name: String,
        /// The ids of the cards with that name.
        ids: Vec<String>,
    },
}

impl LookupError {
    /// The error as a diagnostic's problem, for its words in every language.
    pub fn problem(&self) -> crate::diag::Problem {
        match self {
            LookupError::Unknown(key) => crate::diag::Problem::UnknownThreat { key: key.clone() },
            LookupError::Ambiguous { name, ids } => crate::diag::Problem::AmbiguousThreat {
                name: name.clone(),
                ids: ids.clone(),
            },
        }
    }
}

impl Catalog {
    /// A card by id (`E1-07`) or by unique name (`Fighter`, case-insensitive).
    pub fn get(&self, key: &str) -> Result<&ThreatCard, LookupError> {
        if let Some(c) = self.cards.iter().find(|c| c.id.eq_ignore_ascii_case(key)) {
            return Ok(c);
        }
        let named: Vec<&ThreatCard> = self
            .cards
            .iter()
            .filter(|c| c.name.eq_ignore_ascii_case(key))
            .collect();
        match named[..] {
            [one] => Ok(one),
            [] => Err(LookupError::Unknown(key.to_string())),
            _ => Err(LookupError::Ambiguous {
                name: key.to_string(),
                ids: named.iter().map(|c| c.id.clone()).collect(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_by_id_or_unique_name() {
        let c = Catalog::base().unwrap();
        assert_eq!(c.get("se2-02").map(|x| x.name.as_str()), Ok("Juggernaut"));
        assert_eq!(c.get("nemesis").map(|x| x.id.as_str()), Ok("SE2-05"));
        assert!(
            matches!(c.get("Saboteur"), Err(LookupError::Ambiguous { ids, .. }) if ids == ["I1-03", "I1-04"])
        );
        assert!(matches!(c.get("E9-99"), Err(LookupError::Unknown(_))));
    }
}
