//! Levels and boxes: each XP marks one box; a level is full after `8 + 4L` boxes.

/// The highest level.
pub const MAX_LEVEL: u8 = 30;

/// Boxes to fill at level `level` to reach the next one: `8 + 4L`.
pub fn boxes_in_level(level: u8) -> u16 {
    8 + 4 * u16::from(level)
}

/// Dotted boxes at the start of level `level`, which a hardcore explorer (refusing
/// cloning) skips: none at levels 0-1, `3L - 2` at levels 2-6 (4, 7, 10, 13, 16), `4 + 2L`
/// from level 7.
pub fn dotted_boxes(level: u8) -> u16 {
    let l = u16::from(level);
    match level {
        0 | 1 => 0,
        2..=6 => 3 * l - 2,
        _ => 4 + 2 * l,
    }
}

/// Where an explorer stands: the level and the boxes marked in it (dotted ones included
/// once skipped).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    /// 0-30.
    pub level: u8,
    /// Boxes marked in the level, below [`boxes_in_level`].
    pub boxes: u16,
}

impl Progress {
    /// Marks `xp` boxes; returns how many levels were gained. A hardcore explorer's XP first
    /// skips the dotted boxes left at the start of the level: they count as skipped only
    /// when the blank box after them is marked, so an explorer who stops on them has not
    /// skipped them. Nothing is marked at level 30.
    pub fn gain(&mut self, xp: u32, hardcore: bool) -> u8 {
        let mut ups = 0;
        for _ in 0..xp {
            if self.level >= MAX_LEVEL {
                break;
            }
            let skip = if hardcore {
                dotted_boxes(self.level).saturating_sub(self.boxes)
            } else {
                0
            };
            self.boxes += skip + 1;
            if self.boxes >= boxes_in_level(self.level) {
                self.level += 1;
                self.boxes = 0;
                ups += 1;
            }
        }
        ups
    }

    /// The share of the level filled, 0.0-1.0 (the level bar).
    pub fn fraction(self) -> f32 {
        if self.level >= MAX_LEVEL {
            return 1.0;
        }
        f32::from(self.boxes) / f32::from(boxes_in_level(self.level))
    }
}
