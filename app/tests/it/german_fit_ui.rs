//! German is longer than English: at 960x640 and 1280x800 no German text on the table's
//! screens is cut short ("…") or runs out of its panel sideways.

use egui::Shape;
use i18n::{Language, tr};
use sitting_duck::gui::ScreenName;

use super::support::{
    AppHarness, FIVE_CREW, FakeClock, Window, click, click_containing, press, type_into, wait,
};

/// The texts the window last painted cut short or running out of their clip sideways.
fn cut(h: &AppHarness) -> Vec<String> {
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        if let Shape::Text(t) = &clipped.shape {
            let rect = t.galley.rect.translate(t.pos.to_vec2());
            let clip = clipped.clip_rect;
            let sideways = rect.right() > clip.right() + 1.0 || rect.left() < clip.left() - 1.0;
            // Only what is in view vertically: a scrolled-away line is not cut.
            let in_view = rect.bottom() > clip.top() && rect.top() < clip.bottom();
            if t.galley.elided || sideways && in_view && !t.galley.job.text.trim().is_empty() {
                out.push(format!("{} {rect:?} in {clip:?}", t.galley.job.text));
            }
        }
    }
    out
}

/// What on the setup screen runs past the window's right edge, or from the mission column
/// into the crew's.
fn setup_overflow(h: &AppHarness, width: f32) -> Vec<String> {
    use egui_kittest::kittest::{NodeT as _, Queryable};
    let crew = h.get_by_label(&tr!("setup-crew", count = 4)).rect().left();
    let top = h.get_by_label(&tr!("setup-mission")).rect().top();
    // The bottom panel (the campaign chips, "Start mission") is centred across both.
    let bottom = h.get_by_label(&tr!("campaign-single")).rect().top() - 4.0;
    let rects: Vec<(String, egui::Rect)> = h
        .query_all(egui_kittest::kittest::by())
        .filter_map(|node| {
            let b = node.accesskit_node().bounding_box()?;
            let name = format!(
                "{:?}",
                node.accesskit_node()
                    .label()
                    .or(node.accesskit_node().value())
            );
            Some((
                name,
                egui::Rect::from_min_max(
                    egui::pos2(b.x0 as f32, b.y0 as f32),
                    egui::pos2(b.x1 as f32, b.y1 as f32),
                ),
            ))
        })
        .collect();
    // Down to where the crew's column ends: below it, nothing is overlapped.
    let crew_end = rects
        .iter()
        .filter(|(_, r)| r.left() >= crew - 1.0 && r.top() < bottom)
        .map(|(_, r)| r.bottom())
        .fold(0.0, f32::max);
    let mut out = Vec::new();
    for (name, rect) in rects {
        if rect.right() > width + 1.0 {
            out.push(format!("{name} past the edge: {rect:?}"));
        } else if rect.top() > top
            && rect.top() < crew_end.min(bottom)
            && rect.left() < crew - 20.0
            && rect.right() > crew + 1.0
        {
            out.push(format!("{name} into the crew's column: {rect:?}"));
        }
    }
    out
}

#[test]
fn german_fits_the_table_s_screens() {
    let mut problems = Vec::new();
    for (w, hgt) in [(960.0, 640.0), (1280.0, 800.0)] {
        let clock = FakeClock::default();
        let dir = tempfile::tempdir().unwrap();
        let mut h = Window::default()
            .size(w, hgt)
            .clock(&clock)
            .ship_log(dir.path().join("shiplog.sqlite3"))
            .system_language(Language::De)
            .open();
        let mut look = |h: &AppHarness, screen: &str| {
            for text in cut(h) {
                problems.push(format!("{w}x{hgt} {screen}: {text}"));
            }
            if screen == "setup" {
                for text in setup_overflow(h, w) {
                    problems.push(format!("{w}x{hgt} setup: {text}"));
                }
            }
        };
        look(&h, "setup");
        click(&mut h, "Mission 1");
        click_containing(&mut h, &tr!("setup-start"));
        assert_eq!(h.state().screen(), ScreenName::Mission);
        wait(&mut h, &clock, 12.0);
        look(&h, "mission");
        wait(&mut h, &clock, 599.0);
        wait(&mut h, &clock, 30.0);
        assert_eq!(h.state().screen(), ScreenName::Boards);
        look(&h, "boards");
        type_into(&mut h, &tr!("boards-game-file"), FIVE_CREW);
        click(&mut h, &tr!("boards-load"));
        click_containing(&mut h, &format!("{}  [", tr!("boards-resolve")));
        press(&mut h, egui::Key::ArrowRight);
        look(&h, "resolution");
        press(&mut h, egui::Key::End);
        press(&mut h, egui::Key::S);
        assert_eq!(h.state().screen(), ScreenName::Score);
        look(&h, "score");
    }
    i18n::set_thread_language(None);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
