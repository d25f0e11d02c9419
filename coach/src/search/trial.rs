//! A working copy of the game on which plans are resolved.

use engine::{Action, Checkpoints, Game};

use crate::{Eval, edit::Edit};

/// A working copy of the game on which changes are made and undone, and the crew's own
/// resolution kept at the start of each turn: a plan whose first change is in turn `t` is
/// resolved from there (`engine::verdict_from`, exact).
pub(super) struct Trial<'a> {
    game: Game,
    checkpoints: &'a Checkpoints,
}

impl<'a> Trial<'a> {
    pub(super) fn new(game: &Game, checkpoints: &'a Checkpoints) -> Trial<'a> {
        Trial {
            game: game.clone(),
            checkpoints,
        }
    }

    /// Resolves the base game with `edits` made, then puts the boards back.
    pub(super) fn eval(&mut self, base: &Game, edits: &[Edit], seed: u64) -> Eval {
        let from = first_turn(edits);
        self.eval_from(base, edits, seed, self.checkpoints, from)
    }

    /// Resolves the base game with `edits` made, resumed from `checkpoints` (of the base game,
    /// or of the base game with some of `edits` made) at turn `from`, the first turn whose
    /// cards differ from the checkpointed game's; then puts the boards back.
    pub(super) fn eval_from(
        &mut self,
        base: &Game,
        edits: &[Edit],
        seed: u64,
        checkpoints: &Checkpoints,
        from: u8,
    ) -> Eval {
        let crew = &base.setup().crew;
        let mut touched: [Option<(usize, [Action; 12])>; 4] = [None; 4];
        let mut extra: Vec<(usize, [Action; 12])> = Vec::new();
        for &e in edits {
            let c = e.crew();
            let slot = touched
                .iter_mut()
                .flatten()
                .find(|(i, _)| *i == c)
                .map(|(_, b)| b)
                .or_else(|| extra.iter_mut().find(|(i, _)| *i == c).map(|(_, b)| b));
            match slot {
                Some(board) => e.apply(board),
                None => {
                    let Some(member) = crew.get(c) else { continue };
                    let mut board = member.actions;
                    e.apply(&mut board);
                    match touched.iter_mut().find(|t| t.is_none()) {
                        Some(t) => *t = Some((c, board)),
                        None => extra.push((c, board)),
                    }
                }
            }
        }
        for &(c, board) in touched.iter().flatten().chain(&extra) {
            self.game.set_board(c, board);
        }
        let out = Eval::of(&engine::verdict_from(
            &self.game,
            seed,
            checkpoints,
            from.min(12),
        ));
        for &(c, _) in touched.iter().flatten().chain(&extra) {
            self.game.set_board(c, crew[c].actions);
        }
        out
    }
}

/// The first turn a set of changes touches (13 for none).
pub(super) fn first_turn(edits: &[Edit]) -> u8 {
    edits.iter().map(|&e| e.first_turn()).min().unwrap_or(13)
}
