//! The tracks of the original CD, compiled into the binary.

/// The 16 tracks shipped with the game: `(file stem, YAML text)` in campaign order (test runs,
/// simulations, advanced simulations, missions). Every one passes [`super::Track::parse`].
pub fn shipped() -> Vec<(&'static str, &'static str)> {
    vec![
        ("test-run-1", include_str!("../../tracks/test-run-1.yaml")),
        ("test-run-2", include_str!("../../tracks/test-run-2.yaml")),
        (
            "simulation-1",
            include_str!("../../tracks/simulation-1.yaml"),
        ),
        (
            "simulation-2",
            include_str!("../../tracks/simulation-2.yaml"),
        ),
        (
            "simulation-3",
            include_str!("../../tracks/simulation-3.yaml"),
        ),
        (
            "advanced-simulation-1",
            include_str!("../../tracks/advanced-simulation-1.yaml"),
        ),
        (
            "advanced-simulation-2",
            include_str!("../../tracks/advanced-simulation-2.yaml"),
        ),
        (
            "advanced-simulation-3",
            include_str!("../../tracks/advanced-simulation-3.yaml"),
        ),
        ("mission-1", include_str!("../../tracks/mission-1.yaml")),
        ("mission-2", include_str!("../../tracks/mission-2.yaml")),
        ("mission-3", include_str!("../../tracks/mission-3.yaml")),
        ("mission-4", include_str!("../../tracks/mission-4.yaml")),
        ("mission-5", include_str!("../../tracks/mission-5.yaml")),
        ("mission-6", include_str!("../../tracks/mission-6.yaml")),
        ("mission-7", include_str!("../../tracks/mission-7.yaml")),
        ("mission-8", include_str!("../../tracks/mission-8.yaml")),
    ]
}
