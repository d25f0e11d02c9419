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

/// The app without a display, its standard error, as run with `args` and `env`.
fn without_display(args: &[&str], env: &[(&str, &std::path::Path)]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sitting-duck"));
    command
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET");
    for (name, value) in env {
        command.env(name, value);
    }
    let out = command.output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn without_a_display_the_app_explains_itself_in_the_crews_language() {
    // `--lang`, as the commands read it.
    let stderr = without_display(&["--lang", "de"], &[]);
    assert!(stderr.contains("kein Bildschirm"), "{stderr}");
    assert!(stderr.contains("das Logbuch lesen"), "{stderr}");
    assert!(!stderr.contains("no display"), "{stderr}");
    assert!(stderr.contains("sitting-duck resolve"), "{stderr}");
    // Without it, the settings' language, as the window would speak.
    let config = tempfile::tempdir().unwrap();
    let dir = config.path().join("sitting-duck");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("settings.json"), r#"{"language": "fr"}"#).unwrap();
    let stderr = without_display(&[], &[("XDG_CONFIG_HOME", config.path())]);
    assert!(stderr.contains("pas d'écran"), "{stderr}");
    assert!(stderr.contains("lire le journal de bord"), "{stderr}");
}
