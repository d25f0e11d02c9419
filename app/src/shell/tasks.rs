//! Background work for the window: each piece runs on its own named thread and hands its
//! answer back through one channel, which the app looks at before each frame.
//!
//! The window never waits: opening the ship's log may wait for another program's write, the
//! coach searches for seconds. A [`Task`] is the one way the app runs such work; its thread
//! is named after the work (`sitting-duck: reading the ship's log`), so a debugger or `top -H`
//! says what is running, and it speaks the window's language, so an answer worded on it reads
//! like the screen.

use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// What a [`Task`] has to say when the app looks.
#[derive(Debug, PartialEq, Eq)]
pub enum Poll<T> {
    /// Still working.
    Pending,
    /// The answer (given once; the task is finished after it).
    Done(T),
    /// The worker stopped without an answer (it panicked), or the answer was taken already.
    Lost,
}

/// A piece of work running on a named thread.
#[derive(Debug)]
pub struct Task<T> {
    /// What the thread is called; also the task's name in words.
    name: &'static str,
    answer: Option<Receiver<T>>,
}

impl<T: Send + 'static> Task<T> {
    /// Runs `work` on a new thread called `sitting-duck: {name}`, in the calling thread's
    /// language.
    ///
    /// # Errors
    /// When the operating system refuses a new thread; the work has not run then.
    pub fn spawn(
        name: &'static str,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> std::io::Result<Self> {
        let (tx, rx) = channel();
        let language = i18n::language();
        std::thread::Builder::new()
            .name(format!("sitting-duck: {name}"))
            .spawn(move || {
                i18n::set_thread_language(Some(language));
                // The app may have dropped the task (the screen is gone): then nobody needs
                // the answer.
                let _ = tx.send(work());
            })?;
        Ok(Self {
            name,
            answer: Some(rx),
        })
    }
}

impl<T> Task<T> {
    /// The work's name (`reading the ship's log`).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Takes the answer if it has come; never waits.
    pub fn poll(&mut self) -> Poll<T> {
        let Some(answer) = &self.answer else {
            return Poll::Lost;
        };
        match answer.try_recv() {
            Ok(value) => {
                self.answer = None;
                Poll::Done(value)
            }
            Err(TryRecvError::Empty) => Poll::Pending,
            Err(TryRecvError::Disconnected) => {
                self.answer = None;
                Poll::Lost
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Polls until the task is no longer pending (bounded: a test never hangs).
    fn wait<T>(task: &mut Task<T>) -> Poll<T> {
        for _ in 0..2000 {
            match task.poll() {
                Poll::Pending => std::thread::sleep(std::time::Duration::from_millis(5)),
                other => return other,
            }
        }
        panic!("the task {} never answered", task.name());
    }

    #[test]
    fn the_answer_comes_once_from_a_thread_named_after_the_work() {
        let mut task = Task::spawn("naming a thread", || {
            std::thread::current().name().map(str::to_owned)
        })
        .unwrap();
        assert_eq!(
            wait(&mut task),
            Poll::Done(Some("sitting-duck: naming a thread".to_owned()))
        );
        assert_eq!(task.poll(), Poll::Lost, "the answer is given once");
    }

    #[test]
    fn a_worker_that_panics_is_lost_not_pending_forever() {
        let mut task: Task<()> = Task::spawn("panicking", || panic!("on purpose")).unwrap();
        assert_eq!(wait(&mut task), Poll::Lost);
    }

    #[test]
    fn the_worker_speaks_the_language_of_the_thread_that_started_it() {
        i18n::set_thread_language(Some(i18n::Language::De));
        let mut task = Task::spawn("speaking", i18n::language).unwrap();
        i18n::set_thread_language(None);
        assert_eq!(wait(&mut task), Poll::Done(i18n::Language::De));
    }
}
