//! The server against strangers on the network (issue 40): connections that never finish
//! their headers or never speak, wrong codes from one address, a foreign `Host` or `Origin`,
//! one phone claiming every crew member, one token opening socket after socket. Each test
//! starts its own server on a free port of 127.0.0.1, with short timeouts where it waits for
//! them, and plays the stranger from other loopback addresses (127.0.0.2, ...).
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test times and drives the world it tests (clippy.toml).
#![allow(clippy::disallowed_methods)]

mod common;

use std::time::Duration;

use common::*;
use futures_util::StreamExt as _;
use serde_json::json;
use terminals::{Limits, Terminals};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest as _;

/// A server within `limits`, with the crew of four.
fn start(limits: Limits) -> Terminals {
    let t = Terminals::start_with(config(), limits, None).unwrap();
    crew(&t);
    t
}

/// Whether the server closes `stream` (within 20 s: far beyond the timeouts under test, so
/// only a server that never closes fails), while the client goes on as `dribble` says.
async fn closed_by_server(stream: &mut tokio::net::TcpStream, dribble: bool) -> bool {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    let mut buffer = [0u8; 512];
    while tokio::time::Instant::now() < deadline {
        if dribble && stream.write_all(b"X").await.is_err() {
            return true;
        }
        let read = tokio::time::timeout(Duration::from_millis(100), stream.read(&mut buffer));
        if let Ok(Ok(0) | Err(_)) = read.await {
            return true;
        }
    }
    false
}

fn short() -> Limits {
    Limits {
        header_timeout: Duration::from_millis(300),
        idle_timeout: Duration::from_millis(600),
        ..Limits::default()
    }
}

#[test]
fn silent_and_slow_connections_are_closed_after_the_timeouts() {
    let t = start(short());
    run(async {
        // A connection that never says anything.
        let mut silent = tcp_from(lo(2), addr(&t)).await.unwrap();
        assert!(
            closed_by_server(&mut silent, false).await,
            "a silent connection"
        );
        // A slowloris: headers that never end, a byte at a time.
        let mut slow = tcp_from(lo(3), addr(&t)).await.unwrap();
        slow.write_all(b"GET / HTTP/1.1\r\nX-Slow: ").await.unwrap();
        assert!(closed_by_server(&mut slow, true).await, "a slow header");
        // A socket whose phone answers nothing (not even the server's pings).
        let token = join(&t).await;
        let mut ws = connect(&t, &token).await;
        assert_eq!(next(&mut ws).await["type"], "state");
        tokio::time::sleep(Duration::from_secs(2)).await;
        let ended = tokio::time::timeout(Duration::from_secs(20), async {
            loop {
                match ws.next().await {
                    Some(Ok(Message::Close(_)) | Err(_)) | None => return true,
                    Some(Ok(_)) => {}
                }
            }
        })
        .await;
        assert_eq!(ended, Ok(true), "a silent socket");
    });
}

#[test]
fn wrong_codes_from_one_address_do_not_lock_out_another() {
    let t = start(Limits::default());
    let bad = format!("/?code={}", wrong(t.code()));
    let right = format!("/?code={}", t.code());
    run(async {
        let mut statuses = Vec::new();
        for _ in 0..30 {
            statuses.push(http_from(lo(2), addr(&t), "GET", &bad).await.0);
        }
        assert!(statuses.contains(&429), "{statuses:?}");
        assert_eq!(http_from(lo(2), addr(&t), "GET", &right).await.0, 429);
        // The crew, at another address, is let in at once, again and again.
        for _ in 0..3 {
            assert_eq!(http_from(LOOPBACK, addr(&t), "GET", &right).await.0, 200);
        }
    });
}

#[test]
fn a_foreign_host_or_origin_is_refused() {
    let t = start(Limits::default());
    let (to, port) = (addr(&t), addr(&t).port());
    let page = format!("GET /?code={}", t.code());
    let join = format!("POST /join?code={}", t.code());
    run(async {
        let host = |h: &str| format!("Host: {h}\r\n");
        for ok in [host(&to.to_string()), host(&format!("localhost:{port}"))] {
            assert_eq!(http_with(LOOPBACK, to, &page, &ok).await.0, 200, "{ok}");
        }
        // DNS rebinding: a name of somebody else's that now points here.
        for foreign in [
            host(&format!("evil.example:{port}")),
            host("127.0.0.1:1"),
            String::new(),
        ] {
            assert_eq!(
                http_with(LOOPBACK, to, &page, &foreign).await.0,
                403,
                "{foreign}"
            );
        }
        // A page elsewhere posting a join or opening a socket.
        let evil = format!("{}Origin: http://evil.example\r\n", host(&to.to_string()));
        assert_eq!(http_with(LOOPBACK, to, &join, &evil).await.0, 403);
        let token = join_from(&t, LOOPBACK).await;
        let url = format!("ws://{to}/ws?code={}&token={token}", t.code());
        for (origin, ok) in [
            ("http://evil.example", false),
            (&format!("http://{to}"), true),
        ] {
            let mut request = url.as_str().into_client_request().unwrap();
            request
                .headers_mut()
                .insert("Origin", origin.parse().unwrap());
            let stream = tcp_from(LOOPBACK, to).await.unwrap();
            let opened = tokio_tungstenite::client_async(request, stream).await;
            assert_eq!(opened.is_ok(), ok, "{origin}");
        }
    });
}

#[test]
fn one_phone_is_one_crew_member_unless_the_host_allows_more() {
    let t = start(Limits::default());
    run(async {
        // One phone (one address) joins twice and tries to be Anna and Ben.
        let (anna_token, mut anna) = phone_from(&t, lo(3), 0).await;
        let token = join_from(&t, lo(3)).await;
        let mut second = connect_from(&t, lo(3), &token).await;
        next(&mut second).await;
        send(
            &mut second,
            &t,
            &token,
            json!({ "type": "claim", "seat": 1 }),
        )
        .await;
        let refused = until(&mut second, |v| v["type"] == "refused").await;
        assert_eq!(
            refused["reason"],
            "this phone is Anna already: one crew member per phone (the host can release Anna)"
        );
        // A third session from the same phone is one too many.
        let again = format!("/join?code={}", t.code());
        assert_eq!(http_from(lo(3), addr(&t), "POST", &again).await.0, 429);
        // Another phone may be Ben; Anna's phone may change its mind.
        phone_from(&t, lo(4), 1).await;
        send(
            &mut anna,
            &t,
            &anna_token,
            json!({ "type": "claim", "seat": 2 }),
        )
        .await;
        until(&mut anna, |v| v["you"] == 2).await;
    });
    assert_eq!(t.joined().len(), 2);
    // A host who passes one phone round the table allows it more crew members.
    let shared = start(Limits {
        seats_per_address: 4,
        ..Limits::default()
    });
    run(async {
        phone_from(&shared, lo(5), 0).await;
        phone_from(&shared, lo(5), 1).await;
    });
    assert_eq!(shared.joined().len(), 2);
}

#[test]
fn a_token_opens_at_most_two_sockets() {
    let t = start(Limits::default());
    run(async {
        let token = join(&t).await;
        let _first = connect(&t, &token).await;
        let _second = connect(&t, &token).await;
        assert!(try_connect_from(&t, LOOPBACK, &token).await.is_err());
    });
}

/// 500 connections from strangers held open (half of them silent, half sending garbage
/// without ever finishing a request): the crew's five phones still get every update at
/// once, and a phone of the crew still gets a new connection (a reconnect, a clip, the
/// clock), from the share of the budget kept for the addresses that hold a session.
#[test]
fn five_hundred_held_connections_do_not_lock_the_crew_out() {
    let t = start(Limits {
        // The strangers must outlast the test, however slow the machine.
        header_timeout: Duration::from_secs(600),
        ..Limits::default()
    });
    run(async {
        let mut players = Vec::new();
        for seat in 0..4 {
            players.push(phone_from(&t, lo(1 + seat as u8), seat).await);
        }
        // The fifth watches.
        let token = join_from(&t, lo(5)).await;
        let mut ws = connect_from(&t, lo(5), &token).await;
        next(&mut ws).await;
        players.push((token, ws));

        let mut held = Vec::new();
        for n in 0..500_u32 {
            let from = std::net::IpAddr::V4(std::net::Ipv4Addr::new(
                127,
                1,
                (n / 200) as u8,
                (n % 200 + 1) as u8,
            ));
            let Ok(mut stream) = tcp_from(from, addr(&t)).await else {
                continue;
            };
            if n % 2 == 1 {
                let _ = stream
                    .write_all(b"GET /?code=nonsense HTTP/1.1\r\nX-Garbage: ")
                    .await;
            }
            held.push(stream);
        }
        for round in 0..10 {
            let clock = format!("2:{round:02}");
            let sent = std::time::Instant::now();
            t.publish(mission(&clock, None, round));
            for (_, ws) in &mut players {
                until(ws, |v| v["stage"]["clock"] == clock.as_str()).await;
            }
            let took = sent.elapsed();
            assert!(
                took < Duration::from_secs(2),
                "update {round} took {took:?}"
            );
        }
        // A crew phone's new connection is still taken.
        let (token, _) = &players[0];
        let clock = format!("/clock?code={}&token={token}", t.code());
        assert_eq!(http_from(lo(1), addr(&t), "GET", &clock).await.0, 200);
        drop(held);
    });
}

/// Strangers' wrong codes from many addresses close the door for a while (even the right
/// code waits then), but not to a crew phone that holds a session: its socket reconnects
/// and its clock answers during the flood.
#[test]
fn a_flood_of_wrong_codes_does_not_keep_a_crew_phone_out() {
    let t = start(Limits::default());
    run(async {
        let (token, ws) = phone_from(&t, lo(1), 0).await;
        drop(ws);
        let bad = wrong(t.code());
        for n in 0..300_u32 {
            let from = std::net::IpAddr::V4(std::net::Ipv4Addr::new(
                127,
                2,
                (n / 200) as u8,
                (n % 200 + 1) as u8,
            ));
            http_from(from, addr(&t), "GET", &format!("/?code={bad}")).await;
        }
        // The door is shut to a newcomer, even with the right code ...
        let join = format!("/join?code={}", t.code());
        assert_eq!(http_from(lo(9), addr(&t), "POST", &join).await.0, 429);
        // ... but not to the crew's phone.
        let mut ws = connect_from(&t, lo(1), &token).await;
        assert_eq!(next(&mut ws).await["you"], 0);
        let clock = format!("/clock?code={}&token={token}", t.code());
        assert_eq!(http_from(lo(1), addr(&t), "GET", &clock).await.0, 200);
    });
}
