//! The terminal server with real clients over the loopback: HTTP by hand on a TCP socket, the
//! WebSocket with tokio-tungstenite. Each test starts its own server on a free port of
//! 127.0.0.1.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test reads its fixture files, times and drives the world it tests: the pure
// crates' rules (clippy.toml) are not a test's.
#![allow(clippy::disallowed_methods)]

mod common;

use std::time::{Duration, Instant};

use common::*;
use futures_util::SinkExt as _;
use serde_json::{Value, json};
use terminals::{Bind, BoardsView, Config, Seat, Stage, StartError, TerminalEvent, Terminals};
use tokio_tungstenite::tungstenite::Message;

#[test]
fn a_phone_joins_picks_a_crew_member_and_sees_the_mission() {
    let t = server();
    run(async {
        let (status, page) = http(addr(&t), "GET", &format!("/?code={}", t.code())).await;
        assert_eq!(status, 200);
        assert!(page.contains("crew terminal"), "{page}");
        let token = join(&t).await;
        let mut ws = connect(&t, &token).await;
        let state = next(&mut ws).await;
        assert_eq!(state["you"], Value::Null);
        assert_eq!(state["crew"][1]["name"], "Ben");
        assert_eq!(state["stage"]["stage"], "waiting");
        send(&mut ws, &t, &token, json!({ "type": "claim", "seat": 1 })).await;
        let state = until(&mut ws, |v| v["you"] == 1).await;
        assert_eq!(state["crew"][1]["taken"], true);
        t.publish(mission("0:12", Some("Threat. Time T+1. Zone red."), 2));
        let state = until(&mut ws, |v| v["stage"]["stage"] == "mission").await;
        assert_eq!(state["stage"]["clock"], "0:12");
        assert_eq!(
            state["stage"]["announcement"],
            "Threat. Time T+1. Zone red."
        );
    });
    assert_eq!(t.events(), [TerminalEvent::Claimed { seat: 1 }]);
    let joined = t.joined();
    assert_eq!((joined.len(), joined[0].name.as_str()), (1, "Ben"));
}

/// The phones speak the host's language: the page is served with its words, and each state
/// brings them again, so a phone follows a change at once.
#[test]
fn the_phones_speak_the_hosts_language() {
    let t = server();
    t.set_language(i18n::Language::De);
    run(async {
        let (status, page) = http(addr(&t), "GET", &format!("/?code={}", t.code())).await;
        assert_eq!(status, 200);
        assert!(page.contains(r#"<html lang="de">"#), "{page}");
        assert!(page.contains("Verbindung zum Bordcomputer"), "{page}");
        assert!(!page.contains("/*phone-texts*/"), "the words are filled in");
        let token = join(&t).await;
        let mut ws = connect(&t, &token).await;
        let state = next(&mut ws).await;
        assert_eq!(state["lang"], "de");
        assert_eq!(state["texts"]["phone-paused"], "PAUSIERT");
        // Before the host publishes a stage, the waiting line is the page's own, in German.
        assert_eq!(state["stage"]["note"], "");
        assert_eq!(
            state["texts"]["phone-waiting-mission"],
            "Warten auf den Start des Einsatzes"
        );
        // A word with a variable is sent with its placeholder: the page fills it in.
        assert_eq!(
            state["texts"]["phone-phase"],
            "Phase {$phase} von {$phases} · noch {$left}"
        );
        t.set_language(i18n::Language::Cs);
        let state = until(&mut ws, |v| v["lang"] == "cs").await;
        assert_eq!(state["texts"]["phone-who"], "Kdo jste?");
    });
}

#[test]
fn a_wrong_code_gets_nothing() {
    let t = server();
    let bad = wrong(t.code());
    run(async {
        let (status, page) = http(addr(&t), "GET", &format!("/?code={bad}")).await;
        assert_eq!(status, 403);
        assert!(page.contains("Wrong join code"));
        assert_eq!(http(addr(&t), "GET", "/").await.0, 403);
        assert_eq!(
            http(addr(&t), "POST", &format!("/join?code={bad}")).await.0,
            403
        );
        let token = join(&t).await;
        // The socket needs the code and a token given out by this server.
        for url in [
            format!("ws://{}/ws?code={bad}&token={token}", addr(&t)),
            format!("ws://{}/ws?code={}&token=00ff", addr(&t), t.code()),
            format!("ws://{}/ws?code={}", addr(&t), t.code()),
        ] {
            assert!(tokio_tungstenite::connect_async(url).await.is_err());
        }
        // On an open socket, a message with a wrong code is refused.
        let mut ws = connect(&t, &token).await;
        next(&mut ws).await;
        let msg = json!({ "code": bad, "token": token, "type": "claim", "seat": 0 });
        ws.send(Message::text(msg.to_string())).await.unwrap();
        let refused = next(&mut ws).await;
        assert_eq!(refused["type"], "refused");
        assert_eq!(refused["reason"], "wrong join code");
    });
    assert!(t.events().is_empty());
    assert!(t.joined().is_empty());
}

#[test]
fn one_phone_per_crew_member_until_the_host_releases_it() {
    let t = server();
    run(async {
        let (_, mut first) = phone(&t, 0).await;
        let token = join(&t).await;
        let mut second = connect(&t, &token).await;
        let state = next(&mut second).await;
        assert_eq!(state["crew"][0]["taken"], true);
        send(
            &mut second,
            &t,
            &token,
            json!({ "type": "claim", "seat": 0 }),
        )
        .await;
        let refused = next(&mut second).await;
        assert_eq!(refused["type"], "refused");
        assert_eq!(
            refused["reason"],
            "Anna is on another phone: ask the host to release them"
        );
        t.release(0);
        until(&mut first, |v| v["type"] == "released").await;
        send(
            &mut second,
            &t,
            &token,
            json!({ "type": "claim", "seat": 0 }),
        )
        .await;
        until(&mut second, |v| v["you"] == 0).await;
    });
    assert_eq!(
        t.events(),
        [
            TerminalEvent::Claimed { seat: 0 },
            TerminalEvent::Left { seat: 0 },
            TerminalEvent::Claimed { seat: 0 }
        ]
    );
}

#[test]
fn a_dropped_phone_reconnects_to_the_current_state() {
    let t = server();
    run(async {
        let (token, mut ws) = phone(&t, 2).await;
        t.publish(mission("1:00", None, 3));
        until(&mut ws, |v| v["stage"]["clock"] == "1:00").await;
        drop(ws);
        t.publish(mission("1:07", Some("Incoming data."), 4));
        let mut again = connect(&t, &token).await;
        let state = next(&mut again).await;
        assert_eq!(state["you"], 2);
        assert_eq!(state["stage"]["clock"], "1:07");
        assert_eq!(state["stage"]["announcement"], "Incoming data.");
    });
    let joined = t.joined();
    assert_eq!(joined.len(), 1);
}

#[test]
fn a_thousand_malformed_messages_are_refused_and_the_server_goes_on() {
    let t = server();
    run(async {
        let (token, mut ws) = phone(&t, 0).await;
        let code = t.code().to_owned();
        let bad = wrong(&code);
        let shapes: Vec<String> = vec![
            String::new(),
            "null".into(),
            "{".into(),
            "[1,2,3]".into(),
            "\u{0}\u{1}binary-ish".into(),
            json!({ "code": code, "token": token }).to_string(),
            json!({ "code": code, "token": token, "type": "fly" }).to_string(),
            json!({ "code": code, "token": token, "type": "claim" }).to_string(),
            json!({ "code": code, "token": token, "type": "claim", "seat": 99 }).to_string(),
            json!({ "code": code, "token": token, "type": "claim", "seat": -3 }).to_string(),
            json!({ "code": code, "token": "nope", "type": "hello" }).to_string(),
            json!({ "code": bad, "token": token, "type": "hello" }).to_string(),
            json!({ "code": code, "token": token, "type": "board", "text": "A B", "rev": 1 })
                .to_string(),
            json!({ "code": code, "token": token, "type": "board", "text": "Z".repeat(500), "rev": 1 })
                .to_string(),
            json!({ "code": code, "token": token, "type": "done", "done": "yes" }).to_string(),
            json!({ "code": code, "token": token, "type": "hello", "extra": 1 }).to_string(),
        ];
        for i in 0..1000 {
            if i % 50 == 49 {
                ws.send(Message::binary(vec![0xff, 0x00, 0x13]))
                    .await
                    .unwrap();
            } else {
                ws.send(Message::text(shapes[i % shapes.len()].clone()))
                    .await
                    .unwrap();
            }
            let answer = next(&mut ws).await;
            assert_eq!(answer["type"], "refused", "message {i}: {answer}");
        }
        // Still the same phone, still served.
        send(&mut ws, &t, &token, json!({ "type": "hello" })).await;
        let state = next(&mut ws).await;
        assert_eq!(
            (state["type"].clone(), state["you"].clone()),
            ("state".into(), 0.into())
        );
        // And another phone can still join.
        let (_, mut other) = phone_from(&t, lo(2), 1).await;
        next(&mut ws).await;
        send(&mut other, &t, &token, json!({ "type": "hello" })).await;
        assert_eq!(next(&mut other).await["type"], "refused");
    });
    // Nothing malformed reached the host.
    assert_eq!(
        t.events(),
        [
            TerminalEvent::Claimed { seat: 0 },
            TerminalEvent::Claimed { seat: 1 }
        ]
    );
}

#[test]
fn thirty_terminals_at_once_and_the_thirty_first_is_refused() {
    let t = server();
    run(async {
        let mut sockets = Vec::new();
        // Thirty phones: thirty addresses (one address holds at most two sessions).
        for n in 1..=30 {
            let token = join_from(&t, lo(n)).await;
            let mut ws = connect_from(&t, lo(n), &token).await;
            next(&mut ws).await;
            sockets.push(ws);
        }
        let join = format!("/join?code={}", t.code());
        let (status, body) = http_from(lo(31), addr(&t), "POST", &join).await;
        assert_eq!(status, 503);
        assert!(body.contains("30 terminals"), "{body}");
        t.publish(mission("2:00", Some("First phase ends in 1 minute."), 5));
        let all = futures_util::future::join_all(
            sockets
                .iter_mut()
                .map(|ws| until(ws, |v| v["stage"]["clock"] == "2:00")),
        )
        .await;
        assert_eq!(all.len(), 30);
    });
    assert_eq!(t.terminals(), 30);
}

#[test]
fn boards_are_checked_by_the_token_rules_and_reach_the_host() {
    let t = server();
    run(async {
        let (token, mut ws) = phone(&t, 3).await;
        send(
            &mut ws,
            &t,
            &token,
            json!({ "type": "board", "text": "A", "rev": 1 }),
        )
        .await;
        assert_eq!(
            next(&mut ws).await["reason"],
            "boards are entered after the Action Round"
        );
        t.reset_boards(vec![String::new(); 4]);
        t.publish(Stage::Boards(BoardsView {
            mission: "Mission 1".into(),
            rules: Vec::new(),
        }));
        until(&mut ws, |v| v["stage"]["stage"] == "boards").await;
        send(
            &mut ws,
            &t,
            &token,
            json!({ "type": "board", "text": "A > Q ^", "rev": 2 }),
        )
        .await;
        let refused = until(&mut ws, |v| v["type"] == "refused").await;
        assert_eq!(refused["problems"][0]["space"], 3);
        assert_eq!(refused["problems"][0]["message"], "`Q` is not a card");
        send(
            &mut ws,
            &t,
            &token,
            json!({ "type": "board", "text": "a > ~b @lw", "rev": 3 }),
        )
        .await;
        let state = until(&mut ws, |v| v["board"]["rev"] == 3).await;
        assert_eq!(state["board"]["text"], "A > ~B @LW");
        send(&mut ws, &t, &token, json!({ "type": "done", "done": true })).await;
        until(&mut ws, |v| v["board"]["done"] == true).await;
        // The host types on the same board: the phone shows it.
        t.set_board(3, "A > ~B @LW C");
        until(&mut ws, |v| v["board"]["text"] == "A > ~B @LW C").await;
    });
    assert_eq!(
        t.events(),
        [
            TerminalEvent::Claimed { seat: 3 },
            TerminalEvent::Board {
                seat: 3,
                text: "A > ~B @LW".into()
            },
            TerminalEvent::Done {
                seat: 3,
                done: true
            }
        ]
    );
}

#[test]
fn a_finished_game_is_only_shown() {
    let t = Terminals::start(Config {
        bind: Bind::Address(LOOPBACK),
        port: 0,
        read_only: true,
    })
    .unwrap();
    t.set_crew(vec![Seat {
        name: "Anna".into(),
        color: "red".into(),
    }]);
    t.publish(Stage::Boards(BoardsView {
        mission: "M".into(),
        rules: Vec::new(),
    }));
    run(async {
        let (token, mut ws) = phone(&t, 0).await;
        send(
            &mut ws,
            &t,
            &token,
            json!({ "type": "board", "text": "A", "rev": 1 }),
        )
        .await;
        let refused = next(&mut ws).await;
        assert_eq!(refused["reason"], "this game is finished: it is only shown");
    });
}

#[test]
fn a_port_in_use_is_reported_with_a_free_one() {
    let first = server();
    let taken = first.port();
    let err = Terminals::start(Config {
        bind: Bind::Address(LOOPBACK),
        port: taken,
        read_only: false,
    })
    .unwrap_err();
    let StartError::PortInUse { port, free } = err else {
        panic!("{err}");
    };
    assert_eq!(port, taken);
    let free = free.expect("a free port is offered");
    assert_ne!(free, taken);
    let second = Terminals::start(Config {
        bind: Bind::Address(LOOPBACK),
        port: free,
        read_only: false,
    })
    .unwrap();
    assert_eq!(second.port(), free);
    assert!(matches!(
        Terminals::start(Config {
            bind: Bind::Address("8.8.8.8".parse().unwrap()),
            port: 0,
            read_only: false,
        }),
        Err(StartError::NotPrivate(_))
    ));
}

/// The time from the host's publish to the phone's socket (the app's cue to the phone):
/// 200 publishes, the median and the worst printed (docs/performance.md) and bounded.
#[test]
fn a_published_cue_reaches_the_phone_within_100_ms() {
    let t = server();
    let mut took = run(async {
        let (_, mut ws) = phone(&t, 0).await;
        let mut took = Vec::new();
        for i in 0..200u32 {
            tokio::time::sleep(Duration::from_millis(2)).await;
            let clock = format!("{}:{:02}", i / 60, i % 60);
            let start = Instant::now();
            t.publish(mission(&clock, Some("Threat."), i));
            until(&mut ws, |v| v["stage"]["clock"] == clock.as_str()).await;
            took.push(start.elapsed());
        }
        took
    });
    let worst_at = (0..took.len()).max_by_key(|&i| took[i]).unwrap_or(0);
    took.sort();
    let median = took[took.len() / 2];
    let worst = took[took.len() - 1];
    println!(
        "publish to phone over the loopback: median {median:?}, worst {worst:?} \
         (publish {} of 200)",
        worst_at + 1
    );
    assert!(median < Duration::from_millis(100), "median {median:?}");
    assert!(worst < Duration::from_millis(500), "worst {worst:?}");
}

/// Guessing the code: after a burst of wrong codes the door closes for everyone for a moment
/// (one more try a second), then the right code works again.
#[test]
fn guessing_the_code_is_slowed_down() {
    let t = server();
    let bad = wrong(t.code());
    run(async {
        let mut statuses = Vec::new();
        for _ in 0..12 {
            statuses.push(http(addr(&t), "POST", &format!("/join?code={bad}")).await.0);
        }
        assert_eq!(statuses[..10], [403; 10]);
        assert_eq!(statuses[10..], [429, 429]);
        let right = format!("/join?code={}", t.code());
        let (status, body) = http(addr(&t), "POST", &right).await;
        assert_eq!(
            (status, body.as_str()),
            (429, "too many wrong codes: wait a few seconds")
        );
        tokio::time::sleep(Duration::from_millis(1100)).await;
        assert_eq!(http(addr(&t), "POST", &right).await.0, 200);
    });
}

/// The whole answer (head and body) to a GET of `path`, by hand.
async fn get_raw(t: &Terminals, path: &str) -> String {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tcp_from(LOOPBACK, addr(t)).await.unwrap();
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        addr(t)
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    String::from_utf8_lossy(&response).into_owned()
}

#[test]
fn the_phones_voice_is_only_for_a_session_and_arrives_with_its_schedule() {
    let t = server();
    crew(&t);
    t.set_voice(Some(terminals::PhoneVoice {
        clips: vec![("time_t_plus_3".into(), b"RIFF-clip".to_vec())],
        cues: vec![("time_t_plus_3".into(), 12_500.0)],
    }));
    run(async {
        let token = join(&t).await;
        let mut ws = connect(&t, &token).await;
        let plan = until(&mut ws, |v| v["type"] == "voice").await;
        assert_eq!(plan["cues"][0]["at"], 12_500.0);
        assert!(plan["origin"].is_null(), "the clock stands: {plan}");
        let id = plan["clips"][0].as_str().unwrap().to_owned();
        let with = format!("?code={}&token={token}", t.code());

        // The clip, cached for good by the phone; nothing for a stranger or an unknown id.
        let clip = get_raw(&t, &format!("/voice/{id}{with}")).await;
        assert!(clip.starts_with("HTTP/1.1 200"), "{clip}");
        assert!(clip.contains("immutable"), "{clip}");
        assert!(clip.ends_with("RIFF-clip"), "{clip}");
        let stranger = get_raw(&t, &format!("/voice/{id}?code={}&token=nobody", t.code())).await;
        assert!(stranger.starts_with("HTTP/1.1 403"), "{stranger}");
        let unknown = get_raw(&t, &format!("/voice/other{with}")).await;
        assert!(unknown.starts_with("HTTP/1.1 404"), "{unknown}");

        // The host's clock, and the plan again when the mission clock starts.
        let (status, body) = http(addr(&t), "GET", &format!("/clock{with}")).await;
        assert_eq!(status, 200, "{body}");
        let host: Value = serde_json::from_str(&body).unwrap();
        let now = host["host"].as_f64().unwrap();
        let (status, _) = http(addr(&t), "GET", &format!("/clock?code={}", t.code())).await;
        assert_eq!(status, 403);
        t.voice_clock(Some(2_000));
        let plan = until(&mut ws, |v| v["type"] == "voice" && !v["origin"].is_null()).await;
        let origin = plan["origin"].as_f64().unwrap();
        assert!((origin - (now - 2_000.0)).abs() < 2_000.0, "{origin} {now}");
    });
}
