//! The setup screen's color swatches of one crew member: the five crew colors, the chosen
//! one filled; a click on another takes it (the app swaps it with its holder).

use egui::Ui;
use i18n::tr;
use strum::VariantArray;

use crate::gui::widgets::{named_chip, theme};
use crate::gui::{Intent, SetupIntent};
use crate::shell::settings::CrewColor;

/// The width the five color swatches take in a row (a nested row does not wrap by itself).
pub(super) const COLOR_CHIPS_WIDTH: f32 = 240.0;

/// The crew member's five color swatches; a click on another takes it (swapping with its
/// holder).
pub(super) fn color_chips(ui: &mut Ui, index: usize, chosen: CrewColor, intents: &mut Vec<Intent>) {
    for &color in CrewColor::VARIANTS {
        let selected = chosen == color;
        let name = tr!(
            "setup-player-color",
            number = index + 1,
            color = crate::gui::widgets::color_name(color)
        );
        let swatch = named_chip(ui, selected, "  ", theme::crew_color(color), &name);
        if swatch.clicked() && !selected {
            intents.push(Intent::Setup(SetupIntent::SetColor(index, color)));
        }
    }
}
