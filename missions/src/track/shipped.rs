//! The shipped tracks, compiled into the binary: the original CD's and the double-action
//! missions of The New Frontier.

/// The 34 tracks shipped with the game: `(file stem, YAML text)` in campaign order (test runs,
/// simulations, advanced simulations, missions, then the 6 easier and 12 standard
/// double-action missions). Every one passes [`super::Track::parse`].
pub fn shipped() -> Vec<(&'static str, &'static str)> {
    let mut tracks = vec![
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
    ];
    tracks.extend(double_action());
    tracks
}

/// The 18 double-action tracks (`scripts/double-action-tracks.py` writes them).
fn double_action() -> [(&'static str, &'static str); 18] {
    macro_rules! track {
        ($stem:literal) => {
            (
                $stem,
                include_str!(concat!("../../tracks/", $stem, ".yaml")),
            )
        };
    }
    [
        track!("double-action-easier-1"),
        track!("double-action-easier-2"),
        track!("double-action-easier-3"),
        track!("double-action-easier-4"),
        track!("double-action-easier-5"),
        track!("double-action-easier-6"),
        track!("double-action-1"),
        track!("double-action-2"),
        track!("double-action-3"),
        track!("double-action-4"),
        track!("double-action-5"),
        track!("double-action-6"),
        track!("double-action-7"),
        track!("double-action-8"),
        track!("double-action-9"),
        track!("double-action-10"),
        track!("double-action-11"),
        track!("double-action-12"),
    ]
}
