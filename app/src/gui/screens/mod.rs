//! The screens, one module each: each draws itself and returns
//! [`Intent`](crate::gui::Intent)s through the [`Screen`] interface; none changes the
//! app's state or touches a file. The state that outlives a screen is in `gui::model`.

pub mod boards;
pub mod campaign;
pub mod career;
pub mod coach_panel;
pub mod crew_terminals;
pub mod designer;
pub mod editor;
pub mod flight_school;
pub mod mission;
pub mod reference;
pub mod remote_choices;
pub mod resolution;
pub mod score;
pub mod setup;
pub mod shiplog;
pub mod threat_cards;

use crate::gui::Page;
use crate::gui::library::Library;
use crate::gui::stack::Screen;

/// The screen of a page ([`crate::gui::Intent::Open`]).
pub fn open(page: Page, library: &Library) -> Box<dyn Screen> {
    match page {
        Page::ThreatCards => Box::new(threat_cards::ThreatCardsScreen::new(library)),
        Page::Reference(link) => Box::new(threat_cards::ThreatCardsScreen::at(library, link)),
    }
}
