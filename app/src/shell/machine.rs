//! What the window asks of the machine before it opens: is there a display, which renderer
//! was asked for, and a seed from the wall clock.

/// Whether a window can be opened at all (X11 or Wayland).
pub fn display_available() -> bool {
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    set("DISPLAY") || set("WAYLAND_DISPLAY") || set("WAYLAND_SOCKET")
}

/// Whether `SITTING_DUCK_RENDERER=wgpu` asks for the wgpu renderer (glow otherwise).
pub fn wants_wgpu() -> bool {
    std::env::var("SITTING_DUCK_RENDERER").as_deref() == Ok("wgpu")
}

/// A seed for the random mission, the trajectories and the deck: the wall clock's
/// nanoseconds (0 on a clock before 1970).
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| {
            u64::try_from(d.as_nanos() & u128::from(u64::MAX)).unwrap_or(0)
        })
}
