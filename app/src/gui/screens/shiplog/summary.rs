//! The summary above a crew's missions table: the best score per track, the scores over
//! time, and the failures.

use egui::{Color32, RichText, ScrollArea, Ui};
use egui_plot::{GridInput, GridMark, Line, Plot, PlotPoints, Points};

use i18n::tr;

use super::pages::played_on;
use crate::gui::widgets::theme;
use crate::shell::ship_log::CrewPage;

/// Height of the plot, and the most the best-per-track and failures lists take before they
/// scroll: the missions table starts at the same place on every page.
const SUMMARY_HEIGHT: f32 = 200.0;

/// Seconds in a day: the plot's x axis counts days, so its grid falls on whole days.
const DAY: f64 = 86_400.0;

/// The text of the best score on one track (`Mission 1: 35`).
pub fn best_text(track: Option<&str>, best: i32) -> String {
    let track = track.map_or_else(|| tr!("shiplog-no-track"), str::to_owned);
    format!("{track}: {best}")
}

/// The text of a lost mission in the failures list.
pub fn failure_text(failure: &::shiplog::Failure) -> String {
    let by = failure.destroyed_by.as_deref().map_or_else(
        || tr!("shiplog-lost"),
        |by| tr!("shiplog-destroyed-by", by = by),
    );
    format!(
        "#{} {} {}: {by}",
        failure.id,
        played_on(&failure.played_at),
        failure
            .track
            .clone()
            .unwrap_or_else(|| format!("({})", tr!("shiplog-no-track"))),
    )
}

pub(super) fn best_per_track(ui: &mut Ui, page: &CrewPage) {
    ui.heading(tr!("shiplog-best-per-track"));
    if page.stats.best_by_track.is_empty() {
        ui.label(RichText::new(tr!("shiplog-none-won")).color(theme::MUTED));
    }
    ScrollArea::vertical()
        .id_salt("shiplog-best")
        .max_height(SUMMARY_HEIGHT)
        .show(ui, |ui| {
            for best in &page.stats.best_by_track {
                ui.label(RichText::new(best_text(best.track.as_deref(), best.best)).size(24.0))
                    .on_hover_text(tr!("shiplog-best-mission", id = best.mission));
            }
        });
}

pub(super) fn score_plot(ui: &mut Ui, page: &CrewPage) {
    ui.heading(tr!("shiplog-scores-over-time"));
    let dated: Vec<(f64, f64)> = page
        .scores
        .iter()
        .filter_map(|p| Some((p.played_at_unix? as f64 / DAY, f64::from(p.total))))
        .collect();
    if dated.is_empty() {
        ui.label(RichText::new(tr!("shiplog-none-won")).color(theme::MUTED));
        return;
    }
    Plot::new(("shiplog-scores", page.stats.crew.as_str()))
        .height(SUMMARY_HEIGHT)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_zoom(false)
        .x_grid_spacer(day_marks)
        .x_axis_formatter(|mark, _| short_date(mark.value))
        .label_formatter(|hover| {
            let (egui_plot::HoverPosition::NearDataPoint { position, .. }
            | egui_plot::HoverPosition::Elsewhere { position }) = *hover;
            Some(format!("{}: {:.0}", short_date(position.x), position.y))
        })
        .include_y(0.0)
        .show(ui, |plot| {
            plot.line(
                Line::new(
                    "score",
                    PlotPoints::from_iter(dated.iter().map(|&(x, y)| [x, y])),
                )
                .color(theme::ACCENT)
                .width(2.0),
            );
            plot.add(
                Points::new(
                    "won mission",
                    PlotPoints::from_iter(dated.iter().map(|&(x, y)| [x, y])),
                )
                .radius(5.0)
                .color(Color32::from_rgb(110, 200, 120)),
            );
        });
}

/// Grid marks on whole days, a day, a week or some weeks apart: at most three labels fit
/// under a plot a third of the window wide.
fn day_marks(input: GridInput) -> Vec<GridMark> {
    let (min, max) = input.bounds;
    let span = (max - min).abs().max(1.0);
    let step = [1.0, 7.0, 14.0, 28.0, 56.0, 112.0, 182.0, 364.0]
        .into_iter()
        .find(|step| span / step <= 3.0)
        .unwrap_or_else(|| (span / 3.0 / 364.0).ceil() * 364.0);
    let first = (min / step).ceil() as i64;
    let last = (max / step).floor() as i64;
    (first..=last)
        .map(|i| GridMark {
            value: i as f64 * step,
            step_size: step,
        })
        .collect()
}

/// A plot position (days since 1970) as a short date: `15 Oct 2026`.
fn short_date(days: f64) -> String {
    let months = [
        tr!("month-jan"),
        tr!("month-feb"),
        tr!("month-mar"),
        tr!("month-apr"),
        tr!("month-may"),
        tr!("month-jun"),
        tr!("month-jul"),
        tr!("month-aug"),
        tr!("month-sep"),
        tr!("month-oct"),
        tr!("month-nov"),
        tr!("month-dec"),
    ];
    let date = ::shiplog::utc_parts((days * DAY).round() as i64);
    match months.get(usize::from(date.month).wrapping_sub(1)) {
        Some(month) => format!("{} {month} {:04}", date.day, date.year),
        None => ::shiplog::rfc3339_from_unix((days * DAY).round() as i64),
    }
}

pub(super) fn failures(ui: &mut Ui, page: &CrewPage) {
    ui.heading(tr!("shiplog-failures"));
    if page.failures.is_empty() {
        ui.label(RichText::new(tr!("shiplog-always-home")).color(theme::MUTED));
    }
    // Many losses scroll inside the column (the latest in view), so the table stays close.
    ScrollArea::vertical()
        .id_salt("shiplog-failures")
        .max_height(SUMMARY_HEIGHT)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for failure in &page.failures {
                ui.label(
                    RichText::new(failure_text(failure))
                        .size(20.0)
                        .color(theme::ALARM),
                );
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plot_dates_are_short_and_marks_fall_on_whole_days_three_at_most() {
        // 2026-10-15 00:00 UTC is day 20741 since 1970.
        for (days, shown) in [
            (20741.0, "15 Oct 2026"),
            (20741.4, "15 Oct 2026"),
            (0.0, "1 Jan 1970"),
        ] {
            assert_eq!(short_date(days), shown, "{days}");
        }
        for (min, max, step) in [
            (20741.0, 20742.5, 1.0),
            (20700.0, 20763.0, 28.0),
            (20700.0, 20710.0, 7.0),
            (20000.0, 21000.0, 364.0),
            (10000.0, 21000.0, 4004.0),
        ] {
            let marks = day_marks(GridInput {
                bounds: (min, max),
                base_step_size: 0.1,
            });
            assert!(
                !marks.is_empty() && marks.len() <= 3,
                "{min}..{max}: {marks:?}"
            );
            for mark in marks {
                assert_eq!(mark.step_size, step, "{min}..{max}");
                assert!((min..=max).contains(&mark.value));
                assert_eq!(mark.value % step, 0.0);
            }
        }
    }
}
