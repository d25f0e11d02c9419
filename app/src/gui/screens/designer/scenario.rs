//! The designer's scenario: a small game with the card being designed, resolved by the
//! engine itself. The threat appears in a chosen turn on a chosen trajectory (in a chosen
//! zone when external); one crew member plays a chosen plan (an action row in the game
//! file's words, empty: the crew does nothing). The outcome is the resolution's: the
//! damage to each zone, the score card's headline and lines.

use engine::ThreatCard;
use i18n::tr;
use missions::Catalog;
use missions::catalog::{CardEntry, write_cards};

/// The zones an external threat may come in, as the game file names them.
pub const ZONES: [&str; 3] = ["red", "white", "blue"];

/// How the scenario is set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scenario {
    /// The zone of an external threat (index into [`ZONES`]).
    pub zone: usize,
    /// The trajectory board it comes on (1-7).
    pub trajectory: u8,
    /// The turn it appears in (1-8).
    pub turn: u8,
    /// The crew's plan: one crew member's actions as a game file writes them (`"< A A"`).
    pub actions: String,
}

impl Default for Scenario {
    fn default() -> Self {
        Self {
            zone: 0,
            trajectory: 3,
            turn: 1,
            actions: String::new(),
        }
    }
}

/// What the scenario came to, in the crew's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The headline: the mission complete, or the ship destroyed and by what.
    pub headline: String,
    /// The damage each zone took.
    pub damage: String,
    /// The score card's lines, then the total.
    pub lines: Vec<String>,
    /// Whether the ship survived.
    pub won: bool,
}

impl Scenario {
    /// The game file of the scenario for `card` (its id): one crew member, the trajectories
    /// the other boards in order.
    pub fn game_yaml(&self, card: &ThreatCard) -> String {
        let others: Vec<u8> = (1..=7).filter(|t| *t != self.trajectory).collect();
        let (external, internal) = if card.is_internal() {
            (others[..3].to_vec(), self.trajectory)
        } else {
            let mut boards = others[..3].to_vec();
            boards.insert(self.zone.min(2), self.trajectory);
            (boards[..3].to_vec(), boards[3])
        };
        let zone = if card.is_internal() {
            "internal"
        } else {
            ZONES[self.zone.min(2)]
        };
        // An expansion card plays only with the new threats (the game file's rule).
        let modules = if card.set == engine::CardSet::Base {
            ""
        } else {
            "modules: [new-threats]\n"
        };
        format!(
            "{modules}players: 1\n\
             trajectories: {{ red: {}, white: {}, blue: {}, internal: {internal} }}\n\
             threats:\n  - {{ turn: {}, zone: {zone}, threat: \"{}\" }}\n\
             crew:\n  - {{ name: Anna, captain: true, actions: \"{}\" }}\n",
            external[0],
            external[1],
            external[2],
            self.turn,
            card.id.replace('"', ""),
            self.actions.replace('"', ""),
        )
    }

    /// Resolves the scenario with `entry`, the card as written (which read as `card`), among
    /// the shipped cards.
    ///
    /// # Errors
    /// The game does not read (the crew's plan has a token that does not read, say), each
    /// problem in words.
    pub fn run(&self, entry: &CardEntry, card: &ThreatCard) -> Result<Outcome, String> {
        let mut catalog = Catalog::shipped().unwrap_or_default();
        let text = write_cards(std::slice::from_ref(entry)).map_err(|e| e.to_string())?;
        catalog
            .add_yaml(&text, "card")
            .map_err(|d| words::diagnostic::all(&d))?;
        let name = tr!("designer-scenario");
        let game = missions::game::parse_game(&self.game_yaml(card), &name, &catalog)
            .map_err(|d| words::diagnostic::all(&d))?;
        let resolution = engine::resolve(&game.game, game.seed);
        let tiles = |zone: usize| resolution.state.ship().damage[zone].len();
        let card_text = words::report::score_card(&resolution);
        let mut lines = card_text.lines().map(|l| l.trim().to_owned());
        let headline = lines.next().unwrap_or_default();
        Ok(Outcome {
            headline,
            damage: tr!(
                "designer-outcome-damage",
                red = tiles(0),
                white = tiles(1),
                blue = tiles(2)
            ),
            lines: lines.filter(|l| !l.is_empty()).collect(),
            won: resolution.outcome == engine::Outcome::Won,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of shipped card, taken as if designed: the scenario resolves it.
    #[test]
    fn a_scenario_runs_for_an_external_an_internal_and_an_expansion_card() {
        let shipped = Catalog::shipped().unwrap();
        let mut kinds = Vec::new();
        for card in shipped.cards() {
            let kind = (card.is_internal(), card.set);
            if kinds.contains(&kind) {
                continue;
            }
            kinds.push(kind);
            let mut entry = CardEntry::of(card, None);
            entry.id = format!("H-{}", card.id);
            let mut designed = card.clone();
            designed.id = entry.id.clone();
            let outcome = Scenario::default().run(&entry, &designed);
            assert!(outcome.is_ok(), "{}: {outcome:?}", card.id);
        }
        assert_eq!(kinds.len(), 4, "{kinds:?}");
    }
}
