//! The round's transcript on the boards screen opens as a box of many lines, not two.

use egui::Shape;

use super::support::{
    AppHarness, FakeClock, SIZES, Window, click, click_containing, fly_to_boards,
};

/// The transcript's times (`m:ss`) the window painted inside their clip: the lines one sees.
fn visible_times(h: &AppHarness) -> usize {
    let is_time = |t: &str| {
        let b = t.as_bytes();
        t.len() == 4 && b[1] == b':' && b[0].is_ascii_digit() && b[2].is_ascii_digit()
    };
    let mut count = 0;
    for clipped in &h.output().shapes {
        if let Shape::Text(t) = &clipped.shape
            && is_time(&t.galley.job.text)
        {
            let rect = t.galley.rect.translate(t.pos.to_vec2());
            if clipped.clip_rect.contains_rect(rect) {
                count += 1;
            }
        }
    }
    count
}

#[test]
fn the_transcript_shows_many_lines_at_every_size() {
    for (w, hgt) in SIZES {
        let clock = FakeClock::default();
        let mut h = Window::default().size(w, hgt).clock(&clock).open();
        click(&mut h, "Mission 1");
        fly_to_boards(&mut h, &clock);
        click_containing(&mut h, "Transcript: ");
        let seen = visible_times(&h);
        assert!(seen >= 5, "{seen} lines at {w}x{hgt}");
    }
}

/// The texts the window last painted cut short with "…".
fn elided(h: &AppHarness) -> Vec<String> {
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        if let Shape::Text(t) = &clipped.shape
            && t.galley.elided
        {
            out.push(t.galley.job.text.clone());
        }
    }
    out
}

/// The boards screen names each threat's card in full, at every size (a long name wraps).
#[test]
fn the_boards_screen_names_the_threats_in_full() {
    for (w, hgt) in SIZES {
        let clock = FakeClock::default();
        let mut h = Window::default().size(w, hgt).clock(&clock).open();
        click(&mut h, "Mission 1");
        fly_to_boards(&mut h, &clock);
        assert_eq!(elided(&h), Vec::<String>::new(), "at {w}x{hgt}");
    }
}
