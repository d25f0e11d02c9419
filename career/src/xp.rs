//! The XP of a run, before achievements.

/// A single mission: `2 + floor(max(0, score) / 10)`.
pub fn mission_xp(score: i32) -> u32 {
    2 + tens(score)
}

/// A campaign of `flown` missions out of `planned`: `4n` when it ran its planned length,
/// else `4n - 2`, plus `floor(max(0, campaign score) / 10)`.
pub fn campaign_xp(flown: u8, planned: u8, score: i32) -> u32 {
    let n = u32::from(flown);
    let base = if flown >= planned {
        4 * n
    } else {
        (4 * n).saturating_sub(2)
    };
    base + tens(score)
}

fn tens(score: i32) -> u32 {
    u32::try_from(score.max(0) / 10).unwrap_or(0)
}
