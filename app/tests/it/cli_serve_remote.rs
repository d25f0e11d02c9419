//! `sitting-duck serve` with remote play's flags: `--allow`, `--tls-self-signed`,
//! `--tls-cert`/`--tls-key`; what it prints (the warning, the fingerprint, an https URL) and
//! how it refuses bad certificate files (which file, what is wrong, exit 2).

use std::io::{BufRead as _, BufReader};
use std::process::{Child, Command, Stdio};

const FIVE_CREW: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
);

fn serve(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sitting-duck"))
        .args(["serve", FIVE_CREW, "--port", "0", "--address", "127.0.0.1"])
        .args(args)
        .env("LANGUAGE", "en")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// The lines `serve` prints up to and with its first join URL.
fn head(child: &mut Child) -> Vec<String> {
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut head = Vec::new();
    loop {
        let line = lines.next().expect("serve stopped").unwrap();
        head.push(line.clone());
        if line.trim().starts_with("http") {
            return head;
        }
    }
}

fn stop(mut child: Child) {
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn serve_tls_self_signed_prints_the_fingerprint_and_an_https_url() {
    let mut child = serve(&["--tls-self-signed", "--allow", "vpn"]);
    let head = head(&mut child);
    stop(child);
    let url = head.last().unwrap().trim();
    assert!(url.starts_with("https://127.0.0.1:"), "{head:?}");
    let print = head
        .iter()
        .find_map(|l| l.strip_prefix("Certificate fingerprint (SHA-256): "))
        .unwrap_or_else(|| panic!("{head:?}"));
    assert_eq!(print.len(), 95, "{print}");
    assert!(print.split(':').all(|b| b.len() == 2), "{print}");
    assert!(head.iter().any(|l| l.contains("overlay VPN")), "{head:?}");
}

#[test]
fn serve_allow_any_warns_and_plain_http_stays_the_default() {
    let mut child = serve(&["--allow", "any"]);
    let head = head(&mut child);
    stop(child);
    assert!(head.last().unwrap().trim().starts_with("http://127.0.0.1:"));
    assert!(
        head.iter()
            .any(|l| l.starts_with("Warning: any address may join.")),
        "{head:?}"
    );
    assert!(!head.iter().any(|l| l.contains("fingerprint")), "{head:?}");
}

#[test]
fn serve_refuses_bad_certificate_files_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.pem");
    std::fs::write(&junk, "no certificate here").unwrap();
    let missing = dir.path().join("missing-key.pem");
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_sitting-duck"))
            .args(["serve", FIVE_CREW, "--port", "0", "--address", "127.0.0.1"])
            .args(args)
            .env("LANGUAGE", "en")
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (junk, missing) = (junk.to_str().unwrap(), missing.to_str().unwrap());
    let (status, err) = run(&["--tls-cert", junk, "--tls-key", missing]);
    assert_eq!(status, Some(2), "{err}");
    assert!(
        err.contains(&format!("Cannot read the private key file {missing}")),
        "{err}"
    );
    let (status, err) = run(&["--tls-cert", junk, "--tls-key", junk]);
    assert_eq!(status, Some(2), "{err}");
    assert!(
        err.contains(&format!(
            "The certificate file {junk} holds no certificate in PEM form"
        )),
        "{err}"
    );
    // The key without the certificate, or an unknown reach: clap's own refusal.
    assert_eq!(run(&["--tls-key", junk]).0, Some(2));
    assert_eq!(run(&["--allow", "internet"]).0, Some(2));
}
