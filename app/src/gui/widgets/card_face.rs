//! How card halves are drawn and named: the same painted faces on the boards, the palette
//! and the ship board (the default fonts have no arrows or robots, so they are painted).

use egui::{Align2, Color32, FontId, Rect, Stroke, StrokeKind, Ui, Vec2};
use engine::Action;

use crate::gui::widgets::theme;

/// What one action space shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpaceShown {
    /// A card half (or no card: [`Action::Empty`]).
    Card(Action),
    /// A token that is not a card half.
    Wrong(String),
}

/// What a space holds, in words (accessible name and tooltip).
pub fn space_name(space: &SpaceShown) -> String {
    match space {
        SpaceShown::Card(a) => describe(*a),
        SpaceShown::Wrong(token) => i18n::tr!("entry-not-a-card", token = token.as_str()),
    }
}

/// A card half in words ([`words::actions::describe`]).
pub fn describe(action: Action) -> String {
    words::actions::describe(action)
}

/// The fill of a specialization card: violet, like no card of the base game.
const SPECIAL_FILL: Color32 = Color32::from_rgb(110, 60, 150);

/// How a card half is drawn: a letter, or a painted symbol (the default fonts have no
/// arrows or robots, and a missing glyph would be drawn as a box).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Symbol {
    Letter(&'static str),
    Robot,
    Arrow { toward_red: bool },
    Lift,
    Station(engine::Station),
    Nothing,
}

/// The symbol and fill of a card half as printed (arrows in their zone's color).
fn face(action: Action) -> (Symbol, Color32) {
    match action {
        Action::Empty => (Symbol::Nothing, Color32::from_gray(36)),
        Action::A | Action::HeroicA => (Symbol::Letter("A"), Color32::from_rgb(170, 60, 50)),
        Action::B | Action::HeroicB => (Symbol::Letter("B"), Color32::from_rgb(50, 130, 70)),
        Action::C => (Symbol::Letter("C"), Color32::from_rgb(60, 90, 170)),
        Action::Robots | Action::HeroicRobots => (Symbol::Robot, Color32::from_rgb(100, 100, 112)),
        Action::Red => (
            Symbol::Arrow { toward_red: true },
            Color32::from_rgb(190, 50, 50),
        ),
        Action::Blue => (
            Symbol::Arrow { toward_red: false },
            Color32::from_rgb(50, 100, 200),
        ),
        Action::Lift => (Symbol::Lift, Color32::from_rgb(120, 100, 60)),
        Action::HeroicMove(s) => (Symbol::Station(s), Color32::from_rgb(150, 120, 30)),
        Action::Tripped(t) => {
            let (symbol, fill) = face(t.intended());
            (symbol, fill.gamma_multiply(0.45))
        }
        // The first half's face; `paint_face` draws both halves of a double card.
        Action::Double(d) => face(d.first().action()),
        Action::Specialization(card) => (
            Symbol::Letter(if card.advanced { "S+" } else { "S" }),
            SPECIAL_FILL,
        ),
    }
}

/// Draws a symbol in `rect` in `ink`.
fn paint_symbol(painter: &egui::Painter, rect: Rect, symbol: Symbol, ink: Color32) {
    match symbol {
        Symbol::Letter(l) => {
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                l,
                FontId::proportional(rect.height() * 0.55),
                ink,
            );
        }
        Symbol::Station(s) => {
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                s.code(),
                FontId::proportional(rect.height() * 0.36),
                ink,
            );
        }
        Symbol::Robot => paint_robot(painter, rect, Color32::from_gray(225)),
        Symbol::Arrow { toward_red } => paint_arrow(painter, rect, toward_red, ink),
        Symbol::Lift => paint_lift(painter, rect, ink),
        Symbol::Nothing => {}
    }
}

/// Paints a card face filling `rect`: one action, or two side by side: a double card's
/// halves in their order (a thin divider between them), or a specialization card with its
/// companion.
pub fn paint_face(painter: &egui::Painter, rect: Rect, action: Action) {
    let ink = Color32::WHITE;
    if let Action::Double(d) = action {
        let (left, right) = rect.split_left_right_at_fraction(0.5);
        for (half, area) in [(d.first(), left), (d.second(), right)] {
            let (symbol, fill) = face(half.action());
            painter.rect_filled(area, 4.0, fill);
            paint_symbol(painter, area, symbol, ink);
        }
        painter.line_segment(
            [left.right_top(), left.right_bottom()],
            Stroke::new(2.0, Color32::from_gray(20)),
        );
        return;
    }
    let (symbol, fill) = face(action);
    painter.rect_filled(rect, 5.0, fill);
    let second = action
        .specialization_card()
        .and_then(|card| card.with)
        .map(|c| c.action());
    match second {
        Some(with) => {
            let (left, right) = rect.split_left_right_at_fraction(0.5);
            paint_symbol(painter, left, symbol, ink);
            let (with_symbol, with_fill) = face(with);
            painter.rect_filled(right.shrink(2.0), 4.0, with_fill);
            paint_symbol(painter, right.shrink(2.0), with_symbol, ink);
        }
        None => paint_symbol(painter, rect, symbol, ink),
    }
}

/// A thick arrow across `rect`, pointing left (toward red) or right (toward blue).
pub fn paint_arrow(painter: &egui::Painter, rect: Rect, left: bool, color: Color32) {
    let c = rect.center();
    let w = rect.width() * 0.34;
    let h = rect.height() * 0.22;
    let dir = if left { -1.0 } else { 1.0 };
    painter.line_segment(
        [
            c - Vec2::new(dir * w, 0.0),
            c + Vec2::new(dir * w * 0.2, 0.0),
        ],
        Stroke::new(h * 0.8, color),
    );
    let tip = c + Vec2::new(dir * w, 0.0);
    let back = c + Vec2::new(dir * w * 0.1, 0.0);
    painter.add(egui::Shape::convex_polygon(
        vec![
            tip,
            back + Vec2::new(0.0, -h * 1.4),
            back + Vec2::new(0.0, h * 1.4),
        ],
        color,
        Stroke::NONE,
    ));
}

/// A gravolift: a vertical double arrow.
pub fn paint_lift(painter: &egui::Painter, rect: Rect, color: Color32) {
    let c = rect.center();
    let h = rect.height() * 0.34;
    let w = rect.width() * 0.2;
    painter.line_segment(
        [c - Vec2::new(0.0, h * 0.7), c + Vec2::new(0.0, h * 0.7)],
        Stroke::new(w * 0.6, color),
    );
    for dir in [-1.0, 1.0] {
        let tip = c + Vec2::new(0.0, dir * h);
        let base = c + Vec2::new(0.0, dir * h * 0.45);
        painter.add(egui::Shape::convex_polygon(
            vec![tip, base + Vec2::new(w, 0.0), base - Vec2::new(w, 0.0)],
            color,
            Stroke::NONE,
        ));
    }
}

/// A battlebot: a square head with two eyes and an antenna.
pub fn paint_robot(painter: &egui::Painter, rect: Rect, color: Color32) {
    let c = rect.center();
    let s = rect.width().min(rect.height()) * 0.5;
    let head = Rect::from_center_size(c + Vec2::new(0.0, s * 0.12), Vec2::new(s, s * 0.8));
    painter.rect_filled(head, s * 0.15, color);
    for dx in [-0.22, 0.22] {
        painter.circle_filled(
            head.center() + Vec2::new(dx * s, -s * 0.08),
            s * 0.1,
            Color32::from_gray(30),
        );
    }
    painter.line_segment(
        [
            head.center_top(),
            head.center_top() - Vec2::new(0.0, s * 0.3),
        ],
        Stroke::new(2.0, color),
    );
    painter.circle_filled(
        head.center_top() - Vec2::new(0.0, s * 0.32),
        s * 0.08,
        color,
    );
}

/// A filled five-pointed star (heroic cards).
pub fn paint_star(painter: &egui::Painter, centre: egui::Pos2, radius: f32, color: Color32) {
    let point = |i: usize, r: f32| {
        let angle = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
        centre + Vec2::new(angle.cos(), angle.sin()) * r
    };
    let inner: Vec<egui::Pos2> = (0..5).map(|k| point(2 * k + 1, radius * 0.42)).collect();
    painter.add(egui::Shape::convex_polygon(
        inner.clone(),
        color,
        Stroke::NONE,
    ));
    for k in 0..5 {
        let tip = point(2 * k, radius);
        let left = inner[(k + 4) % 5];
        let right = inner[k];
        painter.add(egui::Shape::convex_polygon(
            vec![tip, right, left],
            color,
            Stroke::NONE,
        ));
    }
}

fn is_heroic(action: Action) -> bool {
    action.is_heroic()
}

/// Paints one action space: the card half, a gold frame and star for heroic cards, a stripe
/// and "Oops" for a tripped card, red for a token that is not a card.
pub fn paint_space(ui: &Ui, rect: Rect, space: &SpaceShown, hovered: bool) {
    let painter = ui.painter();
    let rect = rect.shrink(2.0);
    let gold = Color32::from_rgb(250, 200, 40);
    match space {
        SpaceShown::Wrong(token) => {
            painter.rect_filled(rect, 5.0, Color32::from_rgb(90, 20, 20));
            painter.rect_stroke(
                rect,
                5.0,
                Stroke::new(2.0, theme::ALARM),
                StrokeKind::Inside,
            );
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                token,
                FontId::monospace(16.0),
                Color32::WHITE,
            );
        }
        SpaceShown::Card(action) => {
            paint_face(painter, rect, *action);
            let heroic = is_heroic(*action);
            let stroke = if heroic {
                Stroke::new(3.0, gold)
            } else if hovered {
                Stroke::new(2.0, Color32::WHITE)
            } else {
                Stroke::new(1.0, Color32::from_gray(80))
            };
            painter.rect_stroke(rect, 5.0, stroke, StrokeKind::Inside);
            if heroic {
                paint_star(painter, rect.right_top() + Vec2::new(-8.0, 8.0), 7.0, gold);
            }
            if matches!(action, Action::Tripped(_)) {
                painter.line_segment(
                    [rect.left_bottom(), rect.right_top()],
                    Stroke::new(2.0, theme::WARNING),
                );
                painter.text(
                    rect.center_bottom() + Vec2::new(0.0, -1.0),
                    Align2::CENTER_BOTTOM,
                    "Oops",
                    FontId::proportional(12.0),
                    theme::WARNING,
                );
            }
        }
    }
}
