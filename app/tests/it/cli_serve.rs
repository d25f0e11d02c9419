//! `sitting-duck serve GAME.yaml`: a finished game's score card on the phones, read-only,
//! checked with a real request over the loopback.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::TcpStream;
use std::process::{Command, Stdio};

const FIVE_CREW: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
);

fn get(host: &str, path: &str, method: &str) -> String {
    let mut stream = TcpStream::connect(host).unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    response
}

#[test]
fn serve_prints_the_join_url_and_serves_the_page_with_the_code_only() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sitting-duck"))
        .args(["serve", FIVE_CREW, "--port", "0", "--address", "127.0.0.1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut head = Vec::new();
    let url = loop {
        let line = lines.next().expect("serve stopped").unwrap();
        head.push(line.clone());
        if let Some(url) = line.trim().strip_prefix("http://") {
            break url.to_owned();
        }
    };
    let (host, query) = url.split_once('/').unwrap();
    let code = query.strip_prefix("?code=").unwrap().to_owned();
    assert!(head[0].contains("Mission 1"), "{head:?}");
    assert_eq!(head[1], format!("Join code: {code}"));
    let page = get(host, &format!("/?code={code}"), "GET");
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("crew terminal"));
    // Eight symbols in two groups (`K7QM-3XPA`): another first symbol is another code.
    assert_eq!((code.len(), &code[4..5]), (9, "-"), "{code}");
    let first = if code.starts_with('Z') { 'Y' } else { 'Z' };
    let wrong = format!("{first}{}", &code[1..]);
    assert!(get(host, &format!("/?code={wrong}"), "GET").starts_with("HTTP/1.1 403"));
    assert!(get(host, &format!("/join?code={code}"), "POST").contains("\"token\""));
    child.kill().unwrap();
    child.wait().unwrap();
    // The refusal is on record.
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(
        err.contains("sitting-duck: warn: terminals: the page asked for with a wrong code"),
        "{err}"
    );
}

#[test]
fn serve_refuses_a_public_address() {
    let out = Command::new(env!("CARGO_BIN_EXE_sitting-duck"))
        .args(["serve", FIVE_CREW, "--address", "8.8.8.8"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("8.8.8.8 is not a private (LAN) address"),
        "{err}"
    );
}
