//! `sitting-duck` without a display says so, shows the headless commands and fails.

use std::process::Command;

#[test]
fn without_a_display_the_app_explains_the_headless_commands_and_exits_non_zero() {
    let out = Command::new(env!("CARGO_BIN_EXE_sitting-duck"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("no display"), "{stderr}");
    for command in ["resolve", "generate", "render", "log", "threats"] {
        assert!(
            stderr.contains(&format!("sitting-duck {command}")),
            "{command} missing: {stderr}"
        );
    }
    assert!(out.stdout.is_empty());
}
