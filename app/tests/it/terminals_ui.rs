//! The crew terminals in the real app: the setup screen's panel (QR code, join
//! code, who joined, Release), a port in use, and a phone over the loopback that watches the
//! mission, types its board into the boards screen and gets the score card.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use futures_util::{SinkExt as _, StreamExt as _};
use serde_json::{Value, json};
use sitting_duck::gui::Intent;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::crew_terminals::TerminalIntent;
use sitting_duck::shell::terminals::ServeStatus;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpSocket, TcpStream};
use tokio::runtime::Runtime;
use tokio_tungstenite::tungstenite::Message;

use super::support::{
    AppHarness, FIVE_CREW, FakeClock, Window, activate, click, click_containing, frames_until,
    settle, wait,
};
use sitting_duck::gui::BoardsIntent;
use sitting_duck::gui::MissionIntent;
use sitting_duck::gui::ResolutionIntent;

type Socket = tokio_tungstenite::WebSocketStream<TcpStream>;

/// Phone `n`'s address: 127.0.0.n (Linux routes all of 127/8 to the loopback). The server
/// lets one address be one crew member, as one phone is one player.
fn phone_address(n: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))
}

/// A connection to `addr` from `from`.
async fn tcp_from(from: IpAddr, addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::new(from, 0)).unwrap();
    socket.connect(addr).await.unwrap()
}

/// Serves on the loopback only (tests talk to nothing else), on `port`.
fn serve(h: &mut AppHarness, port: u16) {
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::SetAddress(
            "127.0.0.1".into(),
        )));
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::UsePort(port)));
    settle(h);
}

fn runtime() -> Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// A phone: joined over HTTP, its socket open.
struct Phone {
    code: String,
    token: String,
    ws: Socket,
}

impl Phone {
    async fn join(addr: SocketAddr, code: &str, from: IpAddr) -> Phone {
        let mut stream = tcp_from(from, addr).await;
        let request = format!(
            "POST /join?code={code} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).await.unwrap();
        let body = response.split_once("\r\n\r\n").unwrap().1;
        let token = serde_json::from_str::<Value>(body).unwrap()["token"]
            .as_str()
            .unwrap()
            .to_owned();
        let url = format!("ws://{addr}/ws?code={code}&token={token}");
        let ws = tokio_tungstenite::client_async(url, tcp_from(from, addr).await)
            .await
            .unwrap()
            .0;
        Phone {
            code: code.to_owned(),
            token,
            ws,
        }
    }

    async fn send(&mut self, body: Value) {
        let mut msg = json!({ "code": self.code, "token": self.token });
        msg.as_object_mut()
            .unwrap()
            .extend(body.as_object().unwrap().clone());
        self.ws.send(Message::text(msg.to_string())).await.unwrap();
    }

    /// Messages until one satisfies `want` (at most 20 s: CI runs every test at once on two cores).
    async fn until(&mut self, want: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let msg = tokio::time::timeout(left, self.ws.next())
                .await
                .expect("the awaited message never came")
                .unwrap()
                .unwrap();
            if let Message::Text(text) = msg {
                let v: Value = serde_json::from_str(text.as_str()).unwrap();
                if want(&v) {
                    return v;
                }
            }
        }
    }
}

fn address(h: &AppHarness) -> (SocketAddr, String) {
    let server = h.state().terminals().expect("serving");
    (server.addresses()[0], server.code().to_owned())
}

#[test]
fn the_setup_screen_shows_the_qr_code_and_who_joined_and_releases_a_phone() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    assert_eq!(h.state().terminals_status(), &ServeStatus::Off);
    assert!(h.query_by_label_contains("Join code").is_none());
    h.get_by_label("Serve the mission to the players' phones")
        .click();
    settle(&mut h);
    // Switched on by the checkbox on every private address; the test serves on the loopback.
    assert!(h.state().terminals().is_some() || h.state().terminals_status() != &ServeStatus::Off);
    serve(&mut h, 0);
    let (addr, code) = address(&h);
    let url = format!("http://{addr}/?code={code}");
    h.get_by_label(&format!("QR code for {url}"));
    h.get_by_label(&url);
    h.get_by_label(&format!("Join code {code}"));
    h.get_by_label("No phone has joined yet.");
    let rt = runtime();
    let mut phone = rt.block_on(async {
        let mut phone = Phone::join(addr, &code, phone_address(1)).await;
        phone.send(json!({ "type": "claim", "seat": 0 })).await;
        phone.until(|v| v["you"] == 0).await;
        phone
    });
    frames_until(&mut h, |app| !app.terminals().unwrap().joined().is_empty());
    h.get_by_label("Anna · connected");
    click(&mut h, "Release Anna");
    assert!(h.state().terminals().unwrap().joined().is_empty());
    rt.block_on(phone.until(|v| v["type"] == "released"));
    settle(&mut h);
    h.get_by_label("No phone has joined yet.");
}

#[test]
fn a_port_in_use_is_said_and_another_is_offered() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    serve(&mut h, port);
    let ServeStatus::Failed { message, offered } = h.state().terminals_status().clone() else {
        panic!("{:?}", h.state().terminals_status());
    };
    assert!(
        message.contains(&format!("port {port} is in use")),
        "{message}"
    );
    let offered = offered.expect("a free port is offered");
    h.get_by_label_contains(&format!("Phones are off: port {port} is in use"));
    // The app goes on without phones: the mission can still start.
    assert_eq!(h.state().screen(), ScreenName::Setup);
    click(&mut h, &format!("Use port {offered}"));
    assert_eq!(h.state().terminals_status(), &ServeStatus::Serving);
    assert_eq!(h.state().terminals().unwrap().port(), offered);
}

#[test]
fn a_phone_watches_the_mission_enters_its_board_and_gets_the_score() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    serve(&mut h, 0);
    let (addr, code) = address(&h);
    let rt = runtime();
    let mut phone = rt.block_on(async {
        let mut phone = Phone::join(addr, &code, phone_address(1)).await;
        phone.send(json!({ "type": "claim", "seat": 1 })).await;
        phone.until(|v| v["you"] == 1).await;
        phone
    });
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    // Mission 1 announces its first threat at 0:10 (mission_ui.rs).
    wait(&mut h, &clock, 12.0);
    let state = rt.block_on(phone.until(|v| v["stage"]["clock"] == "0:12"));
    assert_eq!(state["stage"]["stage"], "mission");
    assert_eq!(state["stage"]["threats"][0]["turn"], 2);
    assert_eq!(state["stage"]["phase"], 1);
    // The Action Round is over: Ben types his board on the phone.
    h.state_mut()
        .apply(Intent::Mission(MissionIntent::RoundOver));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    rt.block_on(async {
        phone.until(|v| v["stage"]["stage"] == "boards").await;
        phone
            .send(json!({ "type": "board", "text": "a > ^ . c", "rev": 1 }))
            .await;
        phone.until(|v| v["board"]["rev"] == 1).await;
    });
    frames_until(&mut h, |app| {
        app.boards().unwrap().rows[1].text == "A > ^ . C"
    });
    h.get_by_label("On phones: Ben typing");
    rt.block_on(phone.send(json!({ "type": "done", "done": true })));
    frames_until(&mut h, |app| {
        app.terminals()
            .unwrap()
            .joined()
            .first()
            .is_some_and(|j| j.done)
    });
    settle(&mut h);
    h.get_by_label("On phones: Ben: done");
    // The host can still edit Ben's board: the phone shows it.
    let field = h.get_by_role_and_label(Role::TextInput, "Ben's board");
    field.focus();
    field.type_text(" B");
    settle(&mut h);
    rt.block_on(phone.until(|v| v["board"]["text"] == "A > ^ . C B"));
    // A finished game's score card reaches the phone.
    let field = h.get_by_role_and_label(Role::TextInput, "Game file");
    field.focus();
    field.type_text(FIVE_CREW);
    settle(&mut h);
    click(&mut h, "Load");
    h.state_mut().apply(Intent::Boards(BoardsIntent::Resolve));
    h.state_mut()
        .apply(Intent::Resolution(ResolutionIntent::ShowScore));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Score);
    let state = rt.block_on(phone.until(|v| v["stage"]["stage"] == "score"));
    assert_eq!(state["stage"]["total"], 33);
    assert_eq!(state["stage"]["headline"], "MISSION COMPLETE");
}

#[test]
fn when_every_player_is_done_on_a_phone_the_boards_are_resolved() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    serve(&mut h, 0);
    let (addr, code) = address(&h);
    let rt = runtime();
    let mut phones = rt.block_on(async {
        let mut phones = Vec::new();
        for seat in 0..4 {
            let mut phone = Phone::join(addr, &code, phone_address(2 + seat)).await;
            phone.send(json!({ "type": "claim", "seat": seat })).await;
            phone.until(|v| v["you"] == seat).await;
            phones.push(phone);
        }
        phones
    });
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    wait(&mut h, &clock, 12.0);
    h.state_mut()
        .apply(Intent::Mission(MissionIntent::RoundOver));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    let boards = ["A B C", "> A A", "^ C .", "R R R"];
    for (phone, board) in phones.iter_mut().zip(boards) {
        rt.block_on(async {
            phone.until(|v| v["stage"]["stage"] == "boards").await;
            phone
                .send(json!({ "type": "board", "text": board, "rev": 1 }))
                .await;
            phone.until(|v| v["board"]["rev"] == 1).await;
        });
    }
    frames_until(&mut h, |app| {
        app.boards()
            .unwrap()
            .rows
            .iter()
            .take(4)
            .map(|r| r.text.as_str())
            .eq(boards)
    });
    // Three are done: still the boards.
    for phone in &mut phones[..3] {
        rt.block_on(phone.send(json!({ "type": "done", "done": true })));
    }
    frames_until(&mut h, |app| {
        app.terminals()
            .unwrap()
            .joined()
            .iter()
            .filter(|j| j.done)
            .count()
            == 3
    });
    assert_eq!(h.state().screen(), ScreenName::Boards);
    rt.block_on(phones[3].send(json!({ "type": "done", "done": true })));
    frames_until(&mut h, |app| app.screen() == ScreenName::Resolution);
    let state = rt.block_on(phones[0].until(|v| v["stage"]["stage"] == "waiting"));
    assert_eq!(
        state["stage"]["note"],
        "The ship's computer is resolving the boards"
    );
}

#[test]
fn the_host_lets_one_phone_hold_several_seats_only_when_asked() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    serve(&mut h, 0);
    assert_eq!(h.state().terminals_status(), &ServeStatus::Serving);
    assert!(
        !h.state().settings().serve_shared_phones,
        "one seat per phone"
    );
    // The switch shows while serving; ticked, the server serves again with the new limit.
    activate(&mut h, "A phone may hold several seats");
    assert!(h.state().settings().serve_shared_phones);
    assert_eq!(h.state().terminals_status(), &ServeStatus::Serving);
    activate(&mut h, "A phone may hold several seats");
    assert!(!h.state().settings().serve_shared_phones);
}

/// The host sees who is connected on the mission screen: a phone that drops shows as
/// reconnecting (its seat waits for it), and as connected again when it is back.
#[test]
fn the_mission_screen_says_whose_phone_is_connected_or_reconnecting() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    serve(&mut h, 0);
    let (addr, code) = address(&h);
    let rt = runtime();
    let phone = rt.block_on(async {
        let mut phone = Phone::join(addr, &code, phone_address(1)).await;
        phone.send(json!({ "type": "claim", "seat": 1 })).await;
        phone.until(|v| v["you"] == 1).await;
        phone
    });
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    frames_until(&mut h, |app| !app.terminals().unwrap().joined().is_empty());
    h.get_by_label("Phones: Ben · connected");
    let Phone { token, ws, .. } = phone;
    drop(ws);
    frames_until(&mut h, |app| {
        app.terminals().unwrap().joined()[0].link == terminals::Link::Reconnecting
    });
    settle(&mut h);
    h.get_by_label("Phones: Ben · reconnecting…");
    let url = format!("ws://{addr}/ws?code={code}&token={token}");
    let _back = rt.block_on(async {
        tokio_tungstenite::client_async(url, tcp_from(phone_address(1), addr).await)
            .await
            .unwrap()
    });
    frames_until(&mut h, |app| app.terminals().unwrap().joined()[0].connected);
    settle(&mut h);
    h.get_by_label("Phones: Ben · connected");
}

/// A mission started with phones hands them its voice: each clip of the track once (a WAV
/// file a phone with a session may fetch) and when each is spoken, and the host time of the
/// mission's 0:00 once the clock runs.
#[test]
fn the_phones_get_the_missions_voice_and_the_clock() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    serve(&mut h, 0);
    let (addr, code) = address(&h);
    let rt = runtime();
    let mut phone = rt.block_on(Phone::join(addr, &code, phone_address(1)));
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    wait(&mut h, &clock, 1.0);
    let plan = rt.block_on(phone.until(|v| v["type"] == "voice" && !v["origin"].is_null()));
    let cues = plan["cues"].as_array().unwrap();
    // Mission 1 opens with "Alert. Enemy activity detected. Please begin first phase." at 0:00.
    assert_eq!(cues[0]["at"], 0.0);
    assert!(cues.len() > 20, "{plan}");
    let id = cues[0]["clip"].as_str().unwrap();
    assert!(id.starts_with("begin_first_phase-"), "{id}");
    let wav = rt.block_on(async {
        let mut stream = tcp_from(phone_address(1), addr).await;
        let request = format!(
            "GET /voice/{id}?code={code}&token={} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n",
            phone.token
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).await.unwrap();
        response
    });
    let head = String::from_utf8_lossy(&wav[..200.min(wav.len())]).into_owned();
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(head.contains("audio/wav"), "{head}");
    // Paused, the clock stands: the phones stop.
    h.state_mut()
        .apply(Intent::Mission(MissionIntent::TogglePause));
    settle(&mut h);
    rt.block_on(phone.until(|v| v["type"] == "voice" && v["origin"].is_null()));
}
