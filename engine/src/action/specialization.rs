//! The specialization card in a space (The New Frontier): `S`, `S+`, `S:X`, `S+:X`, and the
//! card it may share its space with.

use super::Action;

/// The card played with a specialization card in the same space.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Companion {
    /// `A`.
    A,
    /// `B`.
    B,
    /// `C`.
    C,
    /// `R`: battlebots.
    Robots,
    /// `<`.
    Red,
    /// `>`.
    Blue,
    /// `^`.
    Lift,
    /// A double-action card (`A>`, `^B`...): only with advanced Special Ops.
    Double(super::Double),
}

impl Companion {
    /// The card as an action.
    pub fn action(self) -> Action {
        match self {
            Companion::A => Action::A,
            Companion::B => Action::B,
            Companion::C => Action::C,
            Companion::Robots => Action::Robots,
            Companion::Red => Action::Red,
            Companion::Blue => Action::Blue,
            Companion::Lift => Action::Lift,
            Companion::Double(d) => Action::Double(d),
        }
    }

    /// The companion standing for an action: a regular card (heroic cards, "Oops, I
    /// tripped" and specialization cards are never companions).
    pub fn of(action: Action) -> Option<Companion> {
        Some(match action {
            Action::A => Companion::A,
            Action::B => Companion::B,
            Action::C => Companion::C,
            Action::Robots => Companion::Robots,
            Action::Red => Companion::Red,
            Action::Blue => Companion::Blue,
            Action::Lift => Companion::Lift,
            Action::Double(d) => Companion::Double(d),
            _ => return None,
        })
    }

    /// Whether it is one single movement (what a Medic may hold, NF4).
    pub fn is_single_move(self) -> bool {
        matches!(self, Companion::Red | Companion::Blue | Companion::Lift)
    }
}

/// A specialization card in a space: `S`, `S+`, `S:X`, `S+:X` (`X` a single card or a
/// double face such as `A>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpecializationCard {
    /// The advanced face (`S+`).
    pub advanced: bool,
    /// The second card in the same space, if any.
    pub with: Option<Companion>,
}

impl SpecializationCard {
    /// The basic face alone (`S`).
    pub const BASIC: SpecializationCard = SpecializationCard {
        advanced: false,
        with: None,
    };
    /// The advanced face alone (`S+`).
    pub const ADVANCED: SpecializationCard = SpecializationCard {
        advanced: true,
        with: None,
    };

    /// The token: `S`, `S+`, `S:>`, `S+:A`.
    pub fn token(self) -> String {
        let face = if self.advanced { "S+" } else { "S" };
        match self.with {
            None => face.to_owned(),
            Some(c) => format!("{face}:{}", c.action().token()),
        }
    }

    /// Reads an upper-case token starting with `S`; `None` when it is not one.
    pub(crate) fn parse_upper(token: &str) -> Option<SpecializationCard> {
        let rest = token.strip_prefix('S')?;
        let (advanced, rest) = match rest.strip_prefix('+') {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let with = match rest {
            "" => None,
            _ => {
                let inner = rest.strip_prefix(':')?;
                Some(Companion::of(Action::parse(inner).ok()?)?)
            }
        };
        Some(SpecializationCard { advanced, with })
    }
}
