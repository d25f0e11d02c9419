//! A phone whose network drops (a headless chromium page behind proxies the test runs: one
//! delays every chunk by 200 ms ± 50 ms each way, as a player far away, and one cuts every
//! connection and refuses new ones for a few seconds) comes back by itself, as
//! the same crew member with the same dealt hand and board; meanwhile the host shows it
//! reconnecting. The phone speaks the announcements itself; one that cannot vibrate says so
//! in words.
//!
//! Without chromium the test fails when `CI=true` and is skipped elsewhere, as the other
//! browser tests.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::screens::crew_terminals::TerminalIntent;
use sitting_duck::gui::{Intent, ScreenName};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

// The benchmarks' delaying proxy: the test's network is the one the voice was measured on.
#[path = "../../benches/phones/delay.rs"]
mod delay;

use super::support::{FakeClock, Window, click, click_containing, frames_until, settle};
use super::terminals_browser::{browser, open_browser_with, start_driver, tap, text_when};

/// A proxy on `listen` to `server` that the test can cut: every open connection closed, new
/// ones closed at once while it is down.
struct Cut {
    down: Arc<AtomicBool>,
    generation: watch::Sender<u64>,
}

impl Cut {
    fn start(rt: &tokio::runtime::Runtime, listen: SocketAddr, server: SocketAddr) -> Cut {
        let down = Arc::new(AtomicBool::new(false));
        let generation = watch::channel(0).0;
        let listener = rt.block_on(TcpListener::bind(listen)).unwrap();
        let (is_down, cuts) = (down.clone(), generation.subscribe());
        rt.spawn(async move {
            loop {
                let Ok((mut phone, _)) = listener.accept().await else {
                    continue;
                };
                if is_down.load(Ordering::SeqCst) {
                    continue; // dropped: closed at once
                }
                let mut cut = cuts.clone();
                // Only a cut from now on closes this connection.
                cut.mark_unchanged();
                tokio::spawn(async move {
                    let Ok(mut host) = TcpStream::connect(server).await else {
                        return;
                    };
                    tokio::select! {
                        _ = tokio::io::copy_bidirectional(&mut phone, &mut host) => {}
                        _ = cut.changed() => {}
                    }
                });
            }
        });
        Cut { down, generation }
    }

    fn drop_all(&self) {
        self.down.store(true, Ordering::SeqCst);
        self.generation.send_modify(|g| *g += 1);
    }

    fn restore(&self) {
        self.down.store(false, Ordering::SeqCst);
    }
}

#[test]
fn a_dropped_phone_comes_back_by_itself_with_its_seat_and_hand() {
    let Some((chromium, driver_path)) = browser() else {
        return;
    };
    let driver = start_driver(&driver_path);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let net = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    for intent in [
        TerminalIntent::SetAddress("127.0.0.1".into()),
        TerminalIntent::UsePort(0),
        TerminalIntent::DealOnPhones(true),
    ] {
        h.state_mut().apply(Intent::Terminal(intent));
    }
    settle(&mut h);
    let (port, code) = {
        let server = h.state().terminals().unwrap();
        (server.port(), server.code().to_owned())
    };
    // The phone opens `localhost` (a name the server answers to), which chromium resolves to
    // the proxy on 127.0.0.2, same port.
    let proxy = SocketAddr::from(([127, 0, 0, 2], port));
    // Behind the cut, the far network: 200 ms ± 50 ms each way, on 127.0.0.3.
    let far = SocketAddr::from(([127, 0, 0, 3], port));
    net.spawn(delay::delaying_proxy(
        far,
        SocketAddr::from(([127, 0, 0, 1], port)),
        Duration::from_millis(200),
        Duration::from_millis(50),
    ));
    let cut = Cut::start(&net, proxy, far);
    let profile = tempfile::tempdir().unwrap();
    let extra = [
        format!("--host-resolver-rules=MAP localhost {}", proxy.ip()),
        "--autoplay-policy=no-user-gesture-required".to_owned(),
    ];
    let phone = rt.block_on(open_browser_with(
        &chromium,
        &driver,
        profile.path(),
        &extra,
    ));
    rt.block_on(async {
        phone
            .goto(&format!("http://localhost:{port}/?code={code}"))
            .await
            .unwrap();
        tap(&phone, "#crew button[data-seat='0']").await;
    });
    frames_until(&mut h, |app| app.terminals().unwrap().joined().len() == 1);
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    let hand = "return JSON.stringify([state.you, state.hand]);";
    let before = rt.block_on(async {
        text_when(&phone, "#hand-view h2:last-of-type", |t| t.contains(" 5 ")).await;
        tap(&phone, "#hand-cards button.hcard:not(:has(.kind))").await;
        tap(&phone, "button[data-space-i='0']").await;
        text_when(&phone, "#hand-view h2:last-of-type", |t| t.contains(" 4 ")).await;
        phone.execute(hand, vec![]).await.unwrap()
    });

    // The phone speaks the mission's first announcement itself (no sound card: chromium
    // plays to nowhere, with its audio clock running).
    rt.block_on(async {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            let heard = phone
                .execute("return voice.log.length;", vec![])
                .await
                .unwrap();
            if heard.as_u64().unwrap_or(0) > 0 {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the phone spoke nothing"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });

    // The far network is there: no clock round trip of the phone's is under 2 × 150 ms.
    let quickest = rt.block_on(async {
        phone
            .execute(
                "return Math.min(...voice.samples.map((s) => s.rtt));",
                vec![],
            )
            .await
            .unwrap()
    });
    assert!(
        quickest.as_f64().is_some_and(|ms| ms >= 300.0),
        "the phone's quickest round trip: {quickest}"
    );

    // The network goes for four seconds: the page's retries fail, the seat waits.
    cut.drop_all();
    frames_until(&mut h, |app| {
        app.terminals().unwrap().joined()[0].link == terminals::Link::Reconnecting
    });
    settle(&mut h);
    h.get_by_label("Phones: Anna · reconnecting…");
    std::thread::sleep(Duration::from_secs(4));
    cut.restore();
    frames_until(&mut h, |app| app.terminals().unwrap().joined()[0].connected);
    let after = rt.block_on(async {
        text_when(&phone, "#hand-view h2:last-of-type", |t| t.contains(" 4 ")).await;
        phone.execute(hand, vec![]).await.unwrap()
    });
    assert_eq!(
        after, before,
        "the same seat, hand and board after the drop"
    );

    // A phone without vibration (an iPhone) says so when its alerts are on.
    rt.block_on(async {
        phone
            .execute("delete Navigator.prototype.vibrate; render();", vec![])
            .await
            .unwrap();
        tap(&phone, "#vibrate").await;
        let said = text_when(&phone, "#cannot", |t| !t.is_empty()).await;
        assert!(said.contains("cannot vibrate"), "{said}");
        let _ = phone.close().await;
    });
}
