//! The screens as a stack, the way the egui demo and rerun keep their views: the one on top
//! shows, back is a pop, and a screen never holds the screen it came from. Under the stack
//! lies the setup screen (`App::setup`), which is never popped: the crew's settings it edits
//! outlive every other screen.
//!
//! Each screen is behind one small interface, [`Screen`]: it draws itself (returning
//! intents), takes the answers of the background work it waits for, tells the time when it
//! wants to be drawn again, and says what the phones show while it is on top. So the app's
//! frame and the phones' code never match on the kinds of screen; only the one `apply`
//! names them, when it acts on an intent.

use std::any::Any;
use std::time::Duration;

use terminals::Stage;

use crate::gui::model::campaign::CampaignRun;
use crate::gui::work::Done;
use crate::gui::{Intent, ScreenName};

/// What every screen may read of the app while it draws: the models that outlive it.
pub struct Shared<'a> {
    /// The volume set for the mission, in percent.
    pub volume: u8,
    /// The campaign being flown.
    pub campaign: Option<&'a CampaignRun>,
    /// The crew members with a phone joined (empty when the terminals are off).
    pub phones: &'a [terminals::Joined],
}

/// One screen of the app.
pub trait Screen: Any {
    /// Which screen this is (tests, the window title, the keyboard shortcuts).
    fn name(&self) -> ScreenName;

    /// Draws the screen; what the crew asked for comes back as intents.
    fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared) -> Vec<Intent>;

    /// Before each frame: what the screen's own clock asks for (the Action Round's end).
    fn tick(&mut self) -> Vec<Intent> {
        Vec::new()
    }

    /// An answer of background work (`crate::gui::work`): the screen that waits for it
    /// takes it and gives back `None`; any other gives it back untouched.
    fn receive(&mut self, done: Done) -> Option<Done> {
        Some(done)
    }

    /// When the screen wants to be drawn again by itself (`None`: only on input).
    fn repaint_after(&mut self) -> Option<Duration> {
        None
    }

    /// What the phones show while this screen is on top (`None`: what the screen below
    /// shows, as a coach's what-if keeps the phones on the crew's own score).
    fn phones(&self) -> Option<Stage>;
}

/// What the phones show while the crew is away from the boards: a note.
pub fn waiting(note: String) -> Option<Stage> {
    Some(Stage::Waiting { note })
}

/// The screens above setup, the one on top showing.
#[derive(Default)]
pub struct Stack {
    screens: Vec<Box<dyn Screen>>,
}

impl Stack {
    /// Shows `screen` on top; back from it is [`Stack::pop`].
    pub fn push(&mut self, screen: impl Screen) {
        self.screens.push(Box::new(screen));
    }

    /// Shows a screen made elsewhere (a page, `screens::open`) on top.
    pub fn push_boxed(&mut self, screen: Box<dyn Screen>) {
        self.screens.push(screen);
    }

    /// Back: the screen below shows again, as it was left.
    pub fn pop(&mut self) -> Option<Box<dyn Screen>> {
        self.screens.pop()
    }

    /// Back to setup: every screen is dropped (a running mission's sound with it).
    pub fn clear(&mut self) {
        self.screens.clear();
    }

    /// Replaces the top screen (a step that does not come back, like the round's end).
    pub fn replace(&mut self, screen: impl Screen) {
        self.screens.pop();
        self.push(screen);
    }

    /// The screen on top (`None`: setup).
    pub fn top(&self) -> Option<&dyn Screen> {
        self.screens.last().map(|s| &**s)
    }

    /// The screen on top, to draw it (`None`: setup).
    pub fn top_mut(&mut self) -> Option<&mut (dyn Screen + 'static)> {
        self.screens.last_mut().map(|s| &mut **s)
    }

    /// The screen on top, if it is a `T`.
    pub fn top_as<T: Screen>(&self) -> Option<&T> {
        let top: &dyn Any = self.top()?;
        top.downcast_ref()
    }

    /// The screen on top, if it is a `T`, to change it.
    pub fn top_as_mut<T: Screen>(&mut self) -> Option<&mut T> {
        let top: &mut dyn Any = self.screens.last_mut().map(|s| &mut **s)?;
        top.downcast_mut()
    }

    /// Whether the screen on top is a `T`.
    pub fn shows<T: Screen>(&self) -> bool {
        self.top_as::<T>().is_some()
    }

    /// The nearest `T` from the top down (a score card under a debrief's resolution).
    pub fn find<T: Screen>(&self) -> Option<&T> {
        self.screens.iter().rev().find_map(|s| {
            let s: &dyn Any = &**s;
            s.downcast_ref()
        })
    }

    /// The nearest `T` from the top down, to change it.
    pub fn find_mut<T: Screen>(&mut self) -> Option<&mut T> {
        self.screens.iter_mut().rev().find_map(|s| {
            let s: &mut dyn Any = &mut **s;
            s.downcast_mut()
        })
    }

    /// Pops screens down to the nearest `T`, which then shows; nothing changes without one.
    pub fn back_to<T: Screen>(&mut self) -> bool {
        let Some(keep) = self.screens.iter().rposition(|s| {
            let s: &dyn Any = &**s;
            s.is::<T>()
        }) else {
            return false;
        };
        self.screens.truncate(keep + 1);
        true
    }

    /// Takes the top screen off if it is a `T` (its state moves on to the next screen).
    pub fn take_top<T: Screen>(&mut self) -> Option<Box<T>> {
        if !self.shows::<T>() {
            return None;
        }
        let top: Box<dyn Any> = self.screens.pop()?;
        top.downcast().ok()
    }

    /// Offers a background answer to every screen from the top down, until one takes it.
    pub fn deliver(&mut self, done: Done) {
        let mut left = Some(done);
        for screen in self.screens.iter_mut().rev() {
            let Some(done) = left.take() else { break };
            left = screen.receive(done);
        }
    }

    /// What the phones show: the top screen's, or the nearest below that says.
    pub fn phones(&self) -> Option<Stage> {
        self.screens.iter().rev().find_map(|s| s.phones())
    }

    /// How many screens are above setup.
    pub fn len(&self) -> usize {
        self.screens.len()
    }

    /// Whether only setup is left.
    pub fn is_empty(&self) -> bool {
        self.screens.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct A(u8);
    struct B;
    impl Screen for A {
        fn name(&self) -> ScreenName {
            ScreenName::Boards
        }
        fn ui(&mut self, _: &mut egui::Ui, _: &Shared) -> Vec<Intent> {
            Vec::new()
        }
        fn phones(&self) -> Option<Stage> {
            Some(Stage::Waiting {
                note: self.0.to_string(),
            })
        }
    }
    impl Screen for B {
        fn name(&self) -> ScreenName {
            ScreenName::Score
        }
        fn ui(&mut self, _: &mut egui::Ui, _: &Shared) -> Vec<Intent> {
            Vec::new()
        }
        fn phones(&self) -> Option<Stage> {
            None
        }
    }

    #[test]
    fn back_is_a_pop_and_the_screen_below_is_as_it_was_left() {
        let mut stack = Stack::default();
        stack.push(A(1));
        stack.top_as_mut::<A>().unwrap().0 = 7;
        stack.push(B);
        assert!(stack.shows::<B>());
        assert_eq!(stack.find::<A>().unwrap().0, 7, "found under the top");
        stack.pop();
        assert_eq!(stack.top_as::<A>().unwrap().0, 7);
    }

    #[test]
    fn the_phones_see_the_nearest_screen_that_says_what_they_show() {
        let mut stack = Stack::default();
        assert!(stack.phones().is_none());
        stack.push(A(3));
        stack.push(B);
        assert_eq!(
            stack.phones(),
            Some(Stage::Waiting {
                note: "3".to_owned()
            })
        );
    }

    #[test]
    fn back_to_a_kind_pops_down_to_it_or_changes_nothing() {
        let mut stack = Stack::default();
        stack.push(B);
        assert!(!stack.back_to::<A>());
        assert_eq!(stack.len(), 1);
        stack.push(A(1));
        stack.push(B);
        stack.push(B);
        assert!(stack.back_to::<A>());
        assert_eq!(stack.len(), 2);
        assert!(stack.take_top::<B>().is_none(), "the top is an A");
        assert_eq!(stack.take_top::<A>().unwrap().0, 1);
    }
}
