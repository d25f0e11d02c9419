//! The coach as the score card runs it: idle, searching in the background (its progress
//! shared with the search), or its answer. A model: the score card keeps it while the crew
//! reads a debrief line or a what-if above it, and the search goes on.

use std::sync::Arc;

use coach::{Objective, Options, Progress, Report};

use crate::gui::work::{Answer, Done, Ticket, Work};

/// The coach as the score card runs it.
#[derive(Debug, Default)]
pub enum CoachState {
    /// Not asked yet.
    #[default]
    Idle,
    /// Searching as a background task.
    Running {
        /// Shared with the search: plans tried, and the cancel flag.
        progress: Arc<Progress>,
        /// The report and each suggestion's sentence, when the search ends.
        ticket: Ticket,
    },
    /// Finished (or cancelled: `report.cancelled`).
    Done {
        /// What the coach found.
        report: Report,
        /// Each suggestion in words.
        sentences: Vec<String>,
    },
    /// The worker stopped without an answer.
    Failed,
}

/// The options the app searches with: a lost mission, plans that survive; a won one, plans
/// that score more; up to two changes (every single change and every pair).
pub fn app_options(won: bool) -> Options {
    Options {
        edits: 2,
        objective: if won {
            Objective::Score
        } else {
            Objective::Survive
        },
        top: 5,
        ..Options::default()
    }
}

impl CoachState {
    /// Starts the search for `game` as background work (the frame never waits for it).
    pub fn start(&mut self, game: &missions::game::Game, work: &mut Work) {
        if matches!(self, CoachState::Running { .. }) {
            return;
        }
        let progress = Arc::new(Progress::new());
        let (game, seed) = (game.game.clone(), game.seed);
        let shared = Arc::clone(&progress);
        // The worker thread speaks the window's language, not the process's.
        let language = i18n::language();
        let task = work.start("the coach's search", move || {
            i18n::set_thread_language(Some(language));
            let base = engine::resolve(&game, seed);
            let options = app_options(base.score.is_some());
            let report = coach::coach(&game, seed, &options, &shared);
            let sentences = report
                .suggestions
                .iter()
                .map(|s| coach::explain(&game, seed, &base, s))
                .collect();
            Answer::Coached(report, sentences)
        });
        *self = match task {
            Ok(ticket) => CoachState::Running { progress, ticket },
            Err(_) => CoachState::Failed,
        };
    }

    /// Asks a running search to stop; it answers with what it found so far.
    pub fn cancel(&self) {
        if let CoachState::Running { progress, .. } = self {
            progress.cancel();
        }
    }

    /// Takes the search's answer if it is the one this coach waits for.
    pub fn receive(&mut self, done: Done) -> Option<Done> {
        match self {
            CoachState::Running { ticket, .. } if *ticket == done.ticket => {
                *self = match done.answer {
                    Some(Answer::Coached(report, sentences)) => {
                        CoachState::Done { report, sentences }
                    }
                    Some(Answer::LogRead(_) | Answer::MissionSaved(_) | Answer::Autosaved(_))
                    | None => CoachState::Failed,
                };
                None
            }
            CoachState::Idle
            | CoachState::Running { .. }
            | CoachState::Done { .. }
            | CoachState::Failed => Some(done),
        }
    }

    /// Whether a search is running.
    pub fn is_running(&self) -> bool {
        matches!(self, CoachState::Running { .. })
    }
}
