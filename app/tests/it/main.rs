//! The app's integration tests (screens through egui_kittest, the command line as a process).
//!
//! One integration-test binary per crate (each module was a binary of its own): one link
//! instead of many, which is most of a clean build's test time.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test reads its fixture files, times and drives the world it tests: the pure
// crates' rules (clippy.toml) are not a test's.
#![allow(clippy::disallowed_methods)]

mod boards_ui;
mod campaign_crew_ui;
mod campaign_page_ui;
mod campaign_ui;
mod card_browser;
mod card_pdf;
mod card_ui;
mod career_ui;
mod chromium;
mod cli_bad_audio;
mod cli_campaign;
mod cli_deal;
mod cli_explorers;
mod cli_german;
mod cli_import;
mod cli_lang;
mod cli_local_times;
mod cli_log;
mod cli_log_words;
mod cli_overwrite;
mod cli_resolve;
mod cli_serve;
mod cli_serve_remote;
mod cli_streams;
mod cli_threats;
mod coach_cli;
mod coach_ui;
mod coach_words_ui;
mod crew_memory_ui;
mod designer_ui;
mod editor_ui;
mod errors_german;
mod first_start_ui;
mod flight_school_ui;
mod german_fit_ui;
mod hands_browser;
mod import_ui;
mod language_coverage_ui;
mod language_ui;
mod leaving_ui;
mod mission_clock_ui;
mod mission_ui;
mod modules_ui;
mod no_display;
mod pace_ui;
mod palette_ui;
mod phone_drop_browser;
mod phone_table_browser;
mod reference_ui;
mod remote_browser;
mod remote_ui;
mod report_bbcode;
mod report_browser;
mod report_cli;
mod report_ui;
mod resolution_ui;
mod round_ui;
mod score_steady_ui;
mod score_ui;
mod score_words_ui;
mod setup_fit_ui;
mod shiplog_ui;
mod solo_ui;
mod support;
mod terminals_browser;
mod terminals_ui;
mod tones_ui;
mod transcript_ui;
mod unsaved_ui;
mod voice_ui;
mod volume_ui;
