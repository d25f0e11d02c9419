//! What the terminal server's tests share: a server on a free port of 127.0.0.1, HTTP by hand
//! on a TCP socket, the WebSocket with tokio-tungstenite, each from a loopback address of the
//! test's choosing (Linux routes all of 127.0.0.0/8 to the loopback), so a test can be
//! several phones, or a stranger and a phone.
// Each test binary uses some of these helpers only.
#![allow(dead_code)]

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use serde_json::{Value, json};
use terminals::{Bind, Config, MissionView, Seat, Stage, Terminals};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;

pub type Socket = tokio_tungstenite::WebSocketStream<TcpStream>;

pub const LOOPBACK: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

/// Loopback address `n` (127.0.0.n): another phone, as far as the server can tell.
pub fn lo(n: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))
}

pub fn crew(terminals: &Terminals) {
    terminals.set_crew(
        [
            ("Anna", "red"),
            ("Ben", "blue"),
            ("Cleo", "green"),
            ("Dev", "yellow"),
        ]
        .map(|(name, color)| Seat {
            name: name.into(),
            color: color.into(),
        })
        .to_vec(),
    );
}

pub fn config() -> Config {
    Config {
        bind: Bind::Address(LOOPBACK),
        port: 0,
        read_only: false,
    }
}

pub fn server() -> Terminals {
    let terminals = Terminals::start(config()).unwrap();
    crew(&terminals);
    terminals
}

pub fn addr(t: &Terminals) -> SocketAddr {
    t.addresses()[0]
}

/// Another code than `code`, of its shape.
pub fn wrong(code: &str) -> String {
    if code.bytes().all(|b| b.is_ascii_digit()) {
        return format!("{:04}", (code.parse::<u32>().unwrap() + 1) % 10_000);
    }
    let first = if code.starts_with('Z') { "Y" } else { "Z" };
    format!("{first}{}", &code[1..])
}

/// A TCP connection to `to` from loopback address `from`.
pub async fn tcp_from(from: IpAddr, to: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    socket.connect(to).await
}

/// One HTTP/1.1 request by hand from `from`, with `headers` (`Host` among them or not): the
/// status and the body; status 0 when the server closed the connection without an answer.
pub async fn http_with(from: IpAddr, to: SocketAddr, head: &str, headers: &str) -> (u16, String) {
    let Ok(mut stream) = tcp_from(from, to).await else {
        return (0, String::new());
    };
    let request =
        format!("{head} HTTP/1.1\r\n{headers}Content-Length: 0\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).await.is_err() {
        return (0, String::new());
    }
    let mut response = Vec::new();
    if stream.read_to_end(&mut response).await.is_err() || response.len() < 12 {
        return (0, String::new());
    }
    let response = String::from_utf8_lossy(&response).into_owned();
    let status = response[9..12].parse().unwrap();
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default();
    (status, body)
}

/// One request from `from`, as a phone's browser sends it (`Host` the server's address).
pub async fn http_from(from: IpAddr, to: SocketAddr, method: &str, path: &str) -> (u16, String) {
    http_with(
        from,
        to,
        &format!("{method} {path}"),
        &format!("Host: {to}\r\n"),
    )
    .await
}

pub async fn http(to: SocketAddr, method: &str, path: &str) -> (u16, String) {
    http_from(LOOPBACK, to, method, path).await
}

pub async fn join_from(t: &Terminals, from: IpAddr) -> String {
    let (status, body) =
        http_from(from, addr(t), "POST", &format!("/join?code={}", t.code())).await;
    assert_eq!(status, 200, "{body}");
    let v: Value = serde_json::from_str(&body).unwrap();
    v["token"].as_str().unwrap().to_owned()
}

pub async fn join(t: &Terminals) -> String {
    join_from(t, LOOPBACK).await
}

/// A WebSocket from `from` with `token`, or the server's refusal.
pub async fn try_connect_from(
    t: &Terminals,
    from: IpAddr,
    token: &str,
) -> Result<Socket, tokio_tungstenite::tungstenite::Error> {
    let url = format!("ws://{}/ws?code={}&token={token}", addr(t), t.code());
    let stream = tcp_from(from, addr(t)).await?;
    Ok(tokio_tungstenite::client_async(url, stream).await?.0)
}

pub async fn connect_from(t: &Terminals, from: IpAddr, token: &str) -> Socket {
    try_connect_from(t, from, token).await.unwrap()
}

pub async fn connect(t: &Terminals, token: &str) -> Socket {
    connect_from(t, LOOPBACK, token).await
}

/// The next JSON message (at most 20 s).
pub async fn next(ws: &mut Socket) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("no message within 20 s")
            .expect("socket closed")
            .unwrap();
        if let Message::Text(text) = msg {
            return serde_json::from_str(text.as_str()).unwrap();
        }
    }
}

/// Messages until one satisfies `want` (at most 20 s).
pub async fn until(ws: &mut Socket, want: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        assert!(Instant::now() < deadline, "the awaited message never came");
        let v = next(ws).await;
        if want(&v) {
            return v;
        }
    }
}

pub async fn send(ws: &mut Socket, t: &Terminals, token: &str, body: Value) {
    let mut msg = json!({ "code": t.code(), "token": token });
    msg.as_object_mut()
        .unwrap()
        .extend(body.as_object().unwrap().clone());
    ws.send(Message::text(msg.to_string())).await.unwrap();
}

/// A phone at 127.0.0.1 that joined and is crew member `seat`.
pub async fn phone(t: &Terminals, seat: usize) -> (String, Socket) {
    phone_from(t, LOOPBACK, seat).await
}

/// A phone at `from` that joined and is crew member `seat`.
pub async fn phone_from(t: &Terminals, from: IpAddr, seat: usize) -> (String, Socket) {
    let token = join_from(t, from).await;
    let mut ws = connect_from(t, from, &token).await;
    assert_eq!(next(&mut ws).await["type"], "state");
    send(&mut ws, t, &token, json!({ "type": "claim", "seat": seat })).await;
    until(&mut ws, |v| v["you"] == seat).await;
    (token, ws)
}

pub fn mission(clock: &str, announcement: Option<&str>, announced: u32) -> Stage {
    Stage::Mission(MissionView {
        mission: "Mission 1".into(),
        clock: clock.into(),
        phase: Some(1),
        phases: 3,
        left: Some("3:35".into()),
        paused: false,
        announcement: announcement.map(str::to_owned),
        announced,
        banners: Vec::new(),
        threats: Vec::new(),
    })
}

pub fn run<F: std::future::Future>(f: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(f)
}
