//! Remote play's choices on the setup screen (the same as `serve`'s flags): who may join,
//! with the warning for any address, and HTTPS with a certificate made here, whose
//! fingerprint is shown and whose join URL says https; the choices are remembered; files that
//! cannot be used are said, naming the file.

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use sitting_duck::gui::Intent;
use sitting_duck::gui::screens::crew_terminals::TerminalIntent;
use sitting_duck::gui::screens::remote_choices::RemoteIntent;
use sitting_duck::shell::terminals::ServeStatus;

use super::support::{Window, activate, settle};

#[test]
fn the_setup_screen_chooses_who_may_join_and_https_and_remembers_them() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.json");
    let mut h = Window::default().settings(&settings).open();
    // Serving on the loopback only (tests talk to nothing else), on a free port.
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::SetAddress(
            "127.0.0.1".into(),
        )));
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::UsePort(0)));
    settle(&mut h);
    assert!(
        h.state()
            .terminals()
            .unwrap()
            .join_url()
            .starts_with("http://")
    );
    assert!(h.query_by_label_contains("Any address may join").is_none());

    h.get_by_role_and_label(Role::ComboBox, "Who may join")
        .click_accesskit();
    settle(&mut h);
    activate(&mut h, "Any address");
    h.get_by_label_contains("Any address may join: anyone who reaches this machine");
    assert_eq!(h.state().settings().serve_allow, "any");
    assert_eq!(
        h.state().terminals().unwrap().allow(),
        terminals::Allow::Any
    );

    h.get_by_role_and_label(Role::ComboBox, "HTTPS")
        .click_accesskit();
    settle(&mut h);
    activate(&mut h, "Certificate made here");
    let server = h.state().terminals().expect("serving over HTTPS");
    let url = server.join_url();
    assert!(url.starts_with("https://127.0.0.1:"), "{url}");
    let print = server.tls().unwrap().fingerprint().to_owned();
    h.get_by_label("Certificate fingerprint (SHA-256):");
    h.get_by_label(&print[..47]);
    h.get_by_label(&print[48..]);
    h.get_by_label(&url);

    // Back to this network only.
    h.get_by_role_and_label(Role::ComboBox, "Who may join")
        .click_accesskit();
    settle(&mut h);
    activate(&mut h, "This network only");
    assert!(h.query_by_label_contains("Any address may join").is_none());

    let saved = std::fs::read_to_string(&settings).unwrap();
    assert!(saved.contains(r#""serve_allow": "lan""#), "{saved}");
    assert!(saved.contains(r#""serve_https": "self-signed""#), "{saved}");
}

#[test]
fn certificate_files_that_cannot_be_used_are_said_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.pem");
    std::fs::write(&junk, "no certificate here").unwrap();
    let junk = junk.to_str().unwrap().to_owned();
    let mut h = Window::default().open();
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::SetAddress(
            "127.0.0.1".into(),
        )));
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::UsePort(0)));
    h.state_mut().apply(Intent::Terminal(TerminalIntent::Remote(
        RemoteIntent::TlsFiles {
            cert: junk.clone(),
            key: junk.clone(),
        },
    )));
    settle(&mut h);
    let ServeStatus::Failed { message, .. } = h.state().terminals_status().clone() else {
        panic!("{:?}", h.state().terminals_status());
    };
    assert_eq!(
        message,
        format!(
            "The certificate file {junk} holds no certificate in PEM form (a block starting with -----BEGIN)."
        )
    );
    h.get_by_label_contains("holds no certificate in PEM form");
}
