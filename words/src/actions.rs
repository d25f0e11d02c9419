//! Action cards in words, in the current language: "blue arrow", "heroic B", "heroic move
//! to the upper red station", never the board's tokens (`>`, `B*`, `@UR`). The boards'
//! spaces say them to a screen reader, the coach's suggestions and the action row use them.

use engine::Action;
use i18n::tr;

use crate::nouns;

/// A card half in words.
pub fn describe(action: Action) -> String {
    match action {
        Action::Empty => tr!("action-empty"),
        Action::A => "A".to_owned(),
        Action::B => "B".to_owned(),
        Action::C => "C".to_owned(),
        Action::Robots => tr!("action-battlebots"),
        Action::Red => tr!("action-red-arrow"),
        Action::Blue => tr!("action-blue-arrow"),
        Action::Lift => tr!("action-gravolift"),
        Action::HeroicA => tr!("action-heroic", card = "A"),
        Action::HeroicB => tr!("action-heroic", card = "B"),
        Action::HeroicRobots => tr!("action-heroic", card = tr!("action-battlebots")),
        Action::HeroicMove(s) => tr!("action-heroic-move", station = nouns::station(s)),
        Action::Tripped(t) => tr!("action-tripped", card = describe(t.intended())),
        Action::Double(d) => tr!(
            "action-double",
            first = describe(d.first().action()),
            second = describe(d.second().action())
        ),
        Action::Specialization(card) => {
            let face = if card.advanced {
                tr!("action-face-advanced")
            } else {
                tr!("action-face-basic")
            };
            match card.with.map(|c| describe(c.action())) {
                Some(with) => tr!("action-specialization-with", face = face, with = with),
                None => tr!("action-specialization", face = face),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_become_words() {
        i18n::set_thread_language(Some(i18n::Language::En));
        assert_eq!(describe(Action::HeroicB), "heroic B");
        assert_eq!(describe(Action::Blue), "blue arrow");
        let heroic_move = describe(Action::HeroicMove(engine::Station::BRIDGE));
        assert!(!heroic_move.contains('@'), "{heroic_move}");
        i18n::set_thread_language(Some(i18n::Language::De));
        assert_eq!(describe(Action::HeroicB), "heroisch B");
        assert_eq!(describe(Action::Blue), tr!("action-blue-arrow"));
        assert_ne!(describe(Action::Blue), "blue arrow");
        i18n::set_thread_language(Some(i18n::Language::En));
    }
}
