//! The damage-tile stacks a seed shuffles (R9), kept by the game for the last seed asked.
//!
//! Shuffling the three stacks means seeding ChaCha8 and drawing its first block: about 1,800
//! instructions, as much as a whole turn of threat moves. A coach resolves one game with one
//! seed thousands of times, so the game keeps the stacks of the first seed it was resolved
//! with and hands out copies (`docs/performance.md`). The stacks are a pure function of the
//! setup's tiles and the seed: what is kept is what would be shuffled again.

use std::sync::OnceLock;
use strum::VariantArray;

use rand::seq::SliceRandom;

use crate::{few::Few, rng::ship_rng, setup::Setup, ship::DamageTile, zone::Zone};

/// The tiles left to draw per zone (by `Zone` index), the next one last.
pub(crate) type Stacks = [Few<DamageTile, 6>; 3];

/// The stacks of one seed, once made. Compares equal to any other: two games that differ
/// only in what they have resolved before are the same game.
#[derive(Clone, Default)]
pub(super) struct Kept(OnceLock<(u64, Stacks)>);

impl PartialEq for Kept {
    fn eq(&self, _: &Kept) -> bool {
        true
    }
}

impl Eq for Kept {}

impl std::fmt::Debug for Kept {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Kept")
    }
}

impl Kept {
    /// The stacks of `seed`: the kept ones when they are that seed's, else shuffled (and
    /// kept, when none were).
    pub(super) fn stacks(&self, setup: &Setup, seed: u64) -> Stacks {
        let &(kept_seed, stacks) = self.0.get_or_init(|| (seed, shuffled(setup, seed)));
        if kept_seed == seed {
            stacks
        } else {
            shuffled(setup, seed)
        }
    }
}

/// The stacks as the seed shuffles them: R9, the tiles the crew drew come first, in order;
/// the rest are shuffled by the seed. C4: tiles carried from an earlier mission are on the
/// ship, not in the stack.
fn shuffled(setup: &Setup, seed: u64) -> Stacks {
    let mut rng = ship_rng(seed);
    // In the zones' order, as the seed's draws always were.
    std::array::from_fn(|i| {
        let zone = Zone::VARIANTS[i];
        let given = setup.damage_tiles.get(&zone).map_or(&[][..], Vec::as_slice);
        let carried = setup.starting_damage.tiles_of(zone);
        let mut rest = Few::<DamageTile, 6>::new();
        for tile in DamageTile::VARIANTS
            .iter()
            .copied()
            .filter(|t| !given.contains(t) && !carried.contains(t))
        {
            rest.push(tile);
        }
        rest.as_mut_slice().shuffle(&mut rng);
        // Drawn from the end.
        let mut stack = Few::new();
        for &tile in given.iter().chain(rest.iter()).rev() {
            stack.push(tile);
        }
        stack
    })
}
