//! The Action Round played with the cards dealt on four phones (four headless chromium
//! pages, 127.0.0.1 only): each player plays from their own hand, one ends a phase early, one
//! draws after "incoming data", one gives a card in the data transfer, a card sent after the
//! beep is refused and stays in the hand, a phone reloads and gets its hand back; at the end
//! the boards arrive by themselves, and they resolve exactly as the same boards typed in.
//!
//! Without chromium the test fails when `CI=true` and is skipped elsewhere, as the other
//! browser test. `SITTING_DUCK_PHONE_SHOTS=DIR` writes the phone's hand (390x844).

use egui_kittest::kittest::Queryable;
use fantoccini::{Client, Locator};
use sitting_duck::gui::model::boards::Edit;
use sitting_duck::gui::screens::crew_terminals::TerminalIntent;
use sitting_duck::gui::{
    BoardsIntent, Intent, MissionIntent, ResolutionIntent, ScoreIntent, ScreenName,
};
use tokio::runtime::Runtime;

use super::support::{FakeClock, Window, click, click_containing, frames_until, settle, wait};
use super::terminals_browser::{browser, open_browser, shot, start_driver, tap, text_when};

/// The number in "Your hand: 7 cards".
async fn hand_size(client: &Client) -> usize {
    let title = text_when(client, "#hand-view h2:last-of-type", |t| t.contains(':')).await;
    title
        .split_whitespace()
        .find_map(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("no count in {title}"))
}

/// Taps the first ordinary card of the hand, then the space `space` (0-based) of the board
/// shown.
async fn play_first_card(client: &Client, space: usize) {
    tap(client, "#hand-cards button.hcard:not(:has(.kind))").await;
    tap(client, &format!("button[data-space-i='{space}']")).await;
}

#[test]
fn four_phones_play_the_action_round_from_their_own_hands() {
    let Some((chromium, driver_path)) = browser() else {
        return;
    };
    let driver = start_driver(&driver_path);
    let rt: Runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let profiles: Vec<_> = (0..4).map(|_| tempfile::tempdir().unwrap()).collect();
    let phones: Vec<Client> = profiles
        .iter()
        .map(|p| rt.block_on(open_browser(&chromium, &driver, p.path())))
        .collect();
    let clock = FakeClock::default();
    let log_dir = tempfile::tempdir().unwrap();
    let log_path = log_dir.path().join("shiplog.sqlite3");
    let mut h = Window::default().clock(&clock).ship_log(&log_path).open();
    for intent in [
        TerminalIntent::SetAddress("127.0.0.1".into()),
        TerminalIntent::UsePort(0),
        // Four phones on one machine's loopback: one address for the server's limits.
        TerminalIntent::SharePhones(true),
        TerminalIntent::DealOnPhones(true),
    ] {
        h.state_mut().apply(Intent::Terminal(intent));
    }
    settle(&mut h);
    let url = h.state().terminals().unwrap().join_url();
    rt.block_on(async {
        for (seat, phone) in phones.iter().enumerate() {
            phone.goto(&url).await.unwrap();
            tap(phone, &format!("#crew button[data-seat='{seat}']")).await;
        }
    });
    frames_until(&mut h, |app| app.terminals().unwrap().joined().len() == 4);
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    wait(&mut h, &clock, 1.0);

    // Each phone holds its own five cards (one heroic) and plays one on its first space.
    rt.block_on(async {
        for phone in &phones {
            assert_eq!(hand_size(phone).await, 5);
            play_first_card(phone, 0).await;
            text_when(phone, "#hand-view h2:last-of-type", |t| t.contains(" 4 ")).await;
        }
        // Anna turns her card over, and ends her first phase early: five more cards.
        tap(&phones[0], "button[data-space-i='0']").await;
        tap(&phones[0], "button[data-hand='turn']").await;
        tap(&phones[0], "#pick-up").await;
        text_when(&phones[0], "#hand-view h2:last-of-type", |t| {
            t.contains(" 9 ")
        })
        .await;
        shot(&phones[0], "hand").await;
        // Phase 1 is locked for her now: its spaces take no card.
        let locked = phones[0]
            .find(Locator::Css("button[data-space-i='1']"))
            .await
            .unwrap();
        assert_eq!(
            locked.attr("disabled").await.unwrap().as_deref(),
            Some("true")
        );
    });
    frames_until(&mut h, |app| {
        app.terminals()
            .and_then(|t| t.table())
            .is_some_and(|t| t.space(0, 0).is_some() && t.picked(0) == 2)
    });
    h.get_by_label("What the table sees: the backs of the cards played");

    // 2:20 incoming data: Ben draws one card.
    wait(&mut h, &clock, 140.0);
    rt.block_on(async {
        tap(&phones[1], "#draw").await;
        text_when(&phones[1], "#hand-view h2:last-of-type", |t| {
            t.contains(" 5 ")
        })
        .await;
    });
    // 2:50 communications down: every phone says so.
    wait(&mut h, &clock, 32.0);
    rt.block_on(async {
        for phone in &phones {
            text_when(phone, "#comms-down", |t| !t.is_empty()).await;
        }
    });
    // 3:05 data transfer: Ben gives Chloe an ordinary card before the beep.
    wait(&mut h, &clock, 14.0);
    rt.block_on(async {
        tap(&phones[1], "#hand-cards button.hcard:not(:has(.kind))").await;
        tap(&phones[1], "#give button[data-give='2']").await;
        text_when(&phones[2], "#hand-view h2:last-of-type", |t| {
            t.contains(" 5 ")
        })
        .await;
    });
    // After the beep Dan's card is refused and stays in his hand.
    wait(&mut h, &clock, 15.0);
    rt.block_on(async {
        let before = hand_size(&phones[3]).await;
        let card: String = phones[3]
            .execute("return String(state.hand.hand[0][0]);", vec![])
            .await
            .unwrap()
            .as_str()
            .unwrap_or_default()
            .to_owned();
        phones[3]
            .execute(
                &format!("play({{type: 'give', card: {card}, to: 0}});"),
                vec![],
            )
            .await
            .unwrap();
        text_when(&phones[3], "#toast", |t| {
            t.contains("no data transfer is open")
        })
        .await;
        assert_eq!(hand_size(&phones[3]).await, before);
    });
    // Chloe's phone reloads: the same hand and board come back.
    rt.block_on(async {
        let before = text_when(&phones[2], "#hand-view", |_| true).await;
        phones[2].refresh().await.unwrap();
        let after = text_when(&phones[2], "#hand-view", |t| t.contains("5")).await;
        assert_eq!(after, before);
    });

    // The round ends: the boards are on the boards screen, nothing typed.
    h.state_mut()
        .apply(Intent::Mission(MissionIntent::RoundOver));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    let table_tokens: Vec<String> = {
        let rows = &h.state().boards().unwrap().rows;
        rows.iter().map(|r| r.text.clone()).collect()
    };
    assert!(
        table_tokens
            .iter()
            .all(|t| t.split_whitespace().count() == 12),
        "{table_tokens:?}"
    );
    assert!(
        table_tokens.iter().all(|t| !t.starts_with('.')),
        "{table_tokens:?}"
    );
    rt.block_on(async {
        text_when(&phones[0], "#main", |t| !t.is_empty()).await;
    });

    // Resolved as they arrived, and again typed in by hand: the same result.
    let resolve = |h: &mut super::support::AppHarness| {
        h.state_mut().apply(Intent::Boards(BoardsIntent::Resolve));
        settle(h);
        let r = &h.state().resolution().unwrap().replay;
        (r.resolution.score, r.game_yaml.clone())
    };
    let from_phones = resolve(&mut h);
    h.state_mut().apply(Intent::Back);
    settle(&mut h);
    for (row, text) in table_tokens.iter().enumerate() {
        h.state_mut()
            .apply(Intent::Boards(BoardsIntent::Edit(Edit::SetText(
                row,
                String::new(),
            ))));
        h.state_mut()
            .apply(Intent::Boards(BoardsIntent::Edit(Edit::SetText(
                row,
                text.clone(),
            ))));
    }
    settle(&mut h);
    let typed = resolve(&mut h);
    assert_eq!(typed, from_phones);
    h.state_mut()
        .apply(Intent::Resolution(ResolutionIntent::ShowScore));
    settle(&mut h);
    // The ship's log keeps the deal and who played on a phone.
    h.state_mut()
        .apply(Intent::Score(ScoreIntent::SaveToShipLog));
    settle(&mut h);
    let log = shiplog::ShipLog::open(&log_path).unwrap();
    let logged = log.all().unwrap().pop().unwrap().record;
    let dealt = logged.dealt.expect("the deal is logged");
    assert_eq!(dealt["on"], "phones");
    assert_eq!(
        dealt["players_on_phones"],
        serde_json::json!(["Anna", "Ben", "Chloe", "Dan"])
    );
    assert_eq!(dealt["deal"]["seed"], logged.seed);
    assert_eq!(dealt["deal"]["packets"].as_array().map(Vec::len), Some(4));
    rt.block_on(async {
        for phone in phones {
            phone.close().await.unwrap();
        }
    });
}
