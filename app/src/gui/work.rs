//! The app's background work in one registry: the ship's log read and written, the coach's
//! search, the boards' autosave, and the crew terminals' server (the phones). The window
//! never waits for any of it.
//!
//! A screen that starts work keeps only the [`Ticket`] it was given (and what it shows
//! meanwhile, like the coach's progress); the registry keeps the running [`Task`]s. Before
//! each frame the app takes the answers that have come ([`Work::poll`]) and offers each to
//! the screens from the top down (`Stack::deliver`): the screen holding the ticket takes
//! it. So an answer outlives the screen that was on top when it was asked (the coach goes on
//! while the crew reads a debrief line), and an answer whose screen is gone is dropped.

use coach::Report;

use crate::shell::ship_log::{LogPages, SaveAnswer};
use crate::shell::tasks::{Poll, Task};
use crate::shell::terminals::CrewTerminals;

/// Which piece of work an answer belongs to: given when the work starts, unique for the
/// app's life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ticket(u64);

/// What a piece of background work answers.
#[derive(Debug)]
pub enum Answer {
    /// The ship's log read for its screen (or why it could not be).
    LogRead(Result<LogPages, String>),
    /// The score card's mission written to the ship's log.
    MissionSaved(SaveAnswer),
    /// The coach's report and each suggestion in words.
    Coached(Report, Vec<String>),
    /// The boards' autosave written, or why not (in words).
    Autosaved(Result<(), String>),
}

/// An answer with the ticket of the work it answers; `answer` is `None` when the worker
/// stopped without one (it panicked).
#[derive(Debug)]
pub struct Done {
    /// The work answered.
    pub ticket: Ticket,
    /// Its answer (`None`: lost).
    pub answer: Option<Answer>,
}

/// The running background work.
pub struct Work {
    running: Vec<(Ticket, Task<Answer>)>,
    issued: u64,
    /// The crew terminals: a server on its own runtime while switched on, its events read
    /// as intents each frame (`App::phone_intents`).
    pub phones: CrewTerminals,
}

impl Work {
    /// Nothing running; the phones switched off.
    pub fn new(phones: CrewTerminals) -> Self {
        Self {
            running: Vec::new(),
            issued: 0,
            phones,
        }
    }

    /// Starts `work` on a thread named after it (`sitting-duck: {name}`) in the window's
    /// language.
    ///
    /// # Errors
    /// When the operating system refuses a new thread; the work has not run then.
    pub fn start(
        &mut self,
        name: &'static str,
        work: impl FnOnce() -> Answer + Send + 'static,
    ) -> std::io::Result<Ticket> {
        let task = Task::spawn(name, work)?;
        self.issued += 1;
        let ticket = Ticket(self.issued);
        self.running.push((ticket, task));
        Ok(ticket)
    }

    /// Whether any work is still running.
    pub fn busy(&self) -> bool {
        !self.running.is_empty()
    }

    /// The answers that have come since the last look (never waits).
    pub fn poll(&mut self) -> Vec<Done> {
        let mut done = Vec::new();
        self.running.retain_mut(|(ticket, task)| match task.poll() {
            Poll::Pending => true,
            Poll::Done(answer) => {
                done.push(Done {
                    ticket: *ticket,
                    answer: Some(answer),
                });
                false
            }
            Poll::Lost => {
                done.push(Done {
                    ticket: *ticket,
                    answer: None,
                });
                false
            }
        });
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait(work: &mut Work) -> Vec<Done> {
        for _ in 0..2000 {
            let done = work.poll();
            if !done.is_empty() {
                return done;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        panic!("no answer came");
    }

    #[test]
    fn each_answer_comes_once_with_the_ticket_of_its_work() {
        let mut work = Work::new(CrewTerminals::new(None));
        let first = work
            .start("answering", || Answer::Autosaved(Ok(())))
            .unwrap();
        assert!(work.busy());
        let done = wait(&mut work);
        assert_eq!(done.len(), 1);
        assert_eq!(done[0].ticket, first);
        assert!(matches!(&done[0].answer, Some(Answer::Autosaved(Ok(())))));
        assert!(!work.busy());
        let second = work
            .start("answering", || Answer::Autosaved(Err("b".to_owned())))
            .unwrap();
        assert_ne!(first, second, "tickets are never reused");
    }

    #[test]
    fn a_worker_that_stops_without_an_answer_is_reported_lost() {
        let mut work = Work::new(CrewTerminals::new(None));
        let ticket = work.start("panicking", || panic!("on purpose")).unwrap();
        let done = wait(&mut work);
        assert_eq!(done[0].ticket, ticket);
        assert!(done[0].answer.is_none());
    }
}
