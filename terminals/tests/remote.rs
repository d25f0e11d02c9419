//! Remote play's bounds over real sockets: guessers at many addresses meet the server-wide
//! bound on wrong join codes while the crew goes on, and each seat's token is its own.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test times and drives the world it tests (clippy.toml).
#![allow(clippy::disallowed_methods)]

mod common;

use std::time::Duration;

use common::*;
use serde_json::json;

/// Failed joins from 40 addresses (5 each, within each address's own burst of 10) are
/// refused past the total bound; the crew phone that joined before still reloads its page
/// and opens its socket; a new phone with the right code is told to wait, and gets in a
/// moment later.
#[test]
fn failed_joins_from_many_addresses_meet_the_server_wide_bound() {
    let t = server();
    let right = format!("/join?code={}", t.code());
    let wrong_join = format!("/join?code={}", wrong(t.code()));
    run(async {
        let (anna_token, anna) = phone_from(&t, lo(2), 0).await;
        drop(anna);
        let mut statuses = Vec::new();
        for n in 0..40u8 {
            for _ in 0..5 {
                statuses.push(
                    http_from(lo(100 + n), addr(&t), "POST", &wrong_join)
                        .await
                        .0,
                );
            }
        }
        let checked = statuses.iter().filter(|s| **s == 403).count();
        let refused = statuses.iter().filter(|s| **s == 429).count();
        // 100 in a burst and 20 a second: the 200 guesses take well under 5 s here.
        assert!((100..200).contains(&checked), "{checked} checked");
        assert_eq!(checked + refused, 200, "{statuses:?}");
        // The crew's phone is not held back...
        let page = format!("/?code={}", t.code());
        assert_eq!(http_from(lo(2), addr(&t), "GET", &page).await.0, 200);
        let mut ws = connect_from(&t, lo(2), &anna_token).await;
        assert_eq!(until(&mut ws, |v| v["type"] == "state").await["you"], 0);
        // ... a new phone with the right code may have to wait, never for long.
        let (status, body) = http_from(lo(3), addr(&t), "POST", &right).await;
        assert!(status == 200 || status == 429, "{status} {body}");
        if status == 429 {
            assert!(body.contains("wait"), "{body}");
            tokio::time::sleep(Duration::from_millis(200)).await;
            assert_eq!(http_from(lo(3), addr(&t), "POST", &right).await.0, 200);
        }
    });
}

/// A phone holds its seat's token only: a message with another seat's token on its socket,
/// or a token it made up, acts for nobody; the other seat keeps its player.
#[test]
fn a_phone_with_one_seats_token_cannot_act_for_another_seat() {
    let t = server();
    run(async {
        let (anna_token, mut anna) = phone_from(&t, lo(2), 0).await;
        let (ben_token, mut ben) = phone_from(&t, lo(3), 1).await;
        // Anna's phone, on its own socket, says "leave" as Ben.
        send(&mut anna, &t, &ben_token, json!({ "type": "leave" })).await;
        let refused = until(&mut anna, |v| v["type"] == "refused").await;
        assert!(
            refused["reason"].as_str().unwrap().contains("session"),
            "{refused}"
        );
        // A made-up token cannot open a socket at all.
        let made_up = "0".repeat(32);
        assert!(try_connect_from(&t, lo(2), &made_up).await.is_err());
        // Ben is still Ben; Anna is still Anna and may still leave for herself.
        send(&mut ben, &t, &ben_token, json!({ "type": "hello" })).await;
        assert_eq!(until(&mut ben, |v| v["type"] == "state").await["you"], 1);
        send(&mut anna, &t, &anna_token, json!({ "type": "leave" })).await;
        until(&mut anna, |v| v["type"] == "state" && v["you"].is_null()).await;
    });
    let joined: Vec<usize> = t.joined().iter().map(|j| j.seat).collect();
    assert_eq!(joined, [1]);
}
