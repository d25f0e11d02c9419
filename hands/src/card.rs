//! One action card: what is printed on it, and what the others see of it on a board.

use engine::Action;
use serde::{Deserialize, Serialize};

/// A card of one deal, by its place in [`crate::Deal::cards`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

impl CardId {
    /// The index into the deal's cards.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The kind of card, as its back shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A card of the action deck (base or double-action): it may be drawn and given away.
    Ordinary,
    /// A heroic card: never given away in a data transfer.
    Heroic,
    /// A specialization card: belongs to one crew member, never given away.
    Specialization,
}

/// Which half of a card lies on top (the half that is played).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Top {
    /// The first half: the action half of a base or heroic card, the double face of a
    /// double-action card, the advanced face of a specialization card.
    #[default]
    First,
    /// The second half: the movement half, the single side, the basic face.
    Second,
}

impl Top {
    /// The other half.
    pub fn turned(self) -> Top {
        match self {
            Top::First => Top::Second,
            Top::Second => Top::First,
        }
    }
}

/// One action card: its kind and its two halves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// What its back shows.
    pub kind: Kind,
    /// The two halves; a card with one face (a level-1 specialization card) holds it twice.
    /// Written as the game file's tokens (`["A", "<"]`), the words the phones read.
    #[serde(with = "tokens")]
    pub halves: [Action; 2],
}

/// The halves as game-file tokens, so that a card in JSON reads as it does on a board.
mod tokens {
    use engine::Action;
    use serde::{Deserialize, Deserializer, Serializer, de::Error, ser::SerializeTuple};

    pub fn serialize<S: Serializer>(halves: &[Action; 2], s: S) -> Result<S::Ok, S::Error> {
        let mut t = s.serialize_tuple(2)?;
        for half in halves {
            t.serialize_element(&half.token())?;
        }
        t.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Action; 2], D::Error> {
        let [a, b] = <[String; 2]>::deserialize(d)?;
        let parse =
            |t: &str| Action::parse(t).map_err(|_| D::Error::custom(format!("token `{t}`")));
        Ok([parse(&a)?, parse(&b)?])
    }
}

impl Card {
    /// What the card does with `top` up.
    pub fn played(self, top: Top) -> Action {
        match top {
            Top::First => self.halves[0],
            Top::Second => self.halves[1],
        }
    }

    /// Whether the card has two different halves to choose from.
    pub fn two_sided(self) -> bool {
        self.halves[0] != self.halves[1]
    }

    /// What the rest of the table sees of it lying on a board.
    pub fn back(self, top: Top) -> Back {
        Back {
            kind: self.kind,
            top: TopHalf::of(self.played(top)),
        }
    }
}

/// What kind of half lies on top, as the shape of a played card shows it at a real table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TopHalf {
    /// An action (A, B, C, battlebots, a specialization's ability).
    Action,
    /// A movement (an arrow, the gravolift, a heroic move).
    Movement,
    /// A double face of a double-action card.
    Double,
}

impl TopHalf {
    /// The kind of half an action is.
    pub fn of(action: Action) -> TopHalf {
        match action {
            Action::Double(_) => TopHalf::Double,
            a if a.is_move() => TopHalf::Movement,
            _ => TopHalf::Action,
        }
    }
}

/// A played card as the others see it: its back and which kind of half is on top, never
/// its face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Back {
    /// The card's kind.
    pub kind: Kind,
    /// The kind of half on top.
    pub top: TopHalf,
}
