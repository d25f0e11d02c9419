//! The New Frontier modules a mission is played with.
//!
//! The base game is every module off. Each module can be switched on by itself, at setup and
//! in game files (`modules: [double-actions, specializations, new-threats]`), and the rules
//! read only these switches, never the mission's name.

use std::fmt;
use strum::VariantArray;

/// One module of The New Frontier that changes how a mission is resolved or set up.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Module {
    /// Double-action cards (and the interceptors' ranges 1-3, RULINGS.md NF3).
    DoubleActions,
    /// Each crew member may hold one specialization, in place of the heroic cards.
    Specializations,
    /// The expansion's threat cards, the red (level 3) decks among them.
    NewThreats,
}

impl Module {
    /// The word used in game files and on the command line.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The name a person reads ("Double actions").
    pub fn title(self) -> &'static str {
        match self {
            Module::DoubleActions => "Double actions",
            Module::Specializations => "Specializations",
            Module::NewThreats => "New threats",
        }
    }

    /// Parses a file word.
    pub fn parse(word: &str) -> Option<Module> {
        word.parse().ok()
    }
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The modules of one mission: all off is the base game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Modules {
    /// Double-action cards are played.
    pub double_actions: bool,
    /// Specializations are played (no heroic cards then).
    pub specializations: bool,
    /// The expansion's threat cards may be drawn.
    pub new_threats: bool,
}

impl Modules {
    /// The base game: no module.
    pub const BASE: Modules = Modules {
        double_actions: false,
        specializations: false,
        new_threats: false,
    };

    /// Whether a module is on.
    pub fn has(self, module: Module) -> bool {
        match module {
            Module::DoubleActions => self.double_actions,
            Module::Specializations => self.specializations,
            Module::NewThreats => self.new_threats,
        }
    }

    /// Switches a module on or off.
    pub fn set(&mut self, module: Module, on: bool) {
        match module {
            Module::DoubleActions => self.double_actions = on,
            Module::Specializations => self.specializations = on,
            Module::NewThreats => self.new_threats = on,
        }
    }

    /// The modules switched on, in file order.
    pub fn on(self) -> impl Iterator<Item = Module> {
        Module::VARIANTS
            .iter()
            .copied()
            .filter(move |m| self.has(*m))
    }

    /// No module: the base game.
    pub fn is_base(self) -> bool {
        self == Modules::BASE
    }

    /// Interceptors fly at ranges 1-3 (RULINGS.md NF3: only with double actions).
    pub fn variable_range_interceptors(self) -> bool {
        self.double_actions
    }
}

impl fmt::Display for Modules {
    /// `base game`, or the modules' titles joined by commas.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_base() {
            return f.write_str("base game");
        }
        let titles: Vec<&str> = self.on().map(Module::title).collect();
        f.write_str(&titles.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_module_round_trips_through_its_word() {
        for &m in Module::VARIANTS {
            assert_eq!(Module::parse(m.name()), Some(m));
        }
        assert_eq!(Module::parse("double"), None);
    }

    #[test]
    fn set_and_has_agree_and_base_is_all_off() {
        let mut m = Modules::BASE;
        assert!(m.is_base());
        assert_eq!(m.to_string(), "base game");
        m.set(Module::NewThreats, true);
        assert!(m.has(Module::NewThreats) && !m.has(Module::DoubleActions));
        assert_eq!(m.on().collect::<Vec<_>>(), vec![Module::NewThreats]);
        m.set(Module::DoubleActions, true);
        assert_eq!(m.to_string(), "Double actions, New threats");
        assert!(m.variable_range_interceptors());
    }
}
