//! Which checked setup a game was made from: a resumed resolution (`verdict_from`) need not
//! compare two copies of one game but for their boards.

use std::sync::Arc;

use super::Game;

/// The identity of one [`Game::from_setup`]: every clone of that game shares it, and only
/// its boards can change since ([`Game::set_board`]). Compares equal to any other, as the
/// kept stacks do: two games made from the same setup are the same game.
#[derive(Debug, Clone, Default)]
pub(super) struct Origin(Arc<()>);

impl PartialEq for Origin {
    fn eq(&self, _: &Origin) -> bool {
        true
    }
}

impl Eq for Origin {}

impl Game {
    /// Whether both games are copies of one checked setup: then they differ at most in
    /// their boards, and a resumed resolution need not compare the rest (`verdict_from`).
    pub(crate) fn is_copy_of(&self, other: &Game) -> bool {
        Arc::ptr_eq(&self.origin.0, &other.origin.0)
    }
}
