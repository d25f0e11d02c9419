//! End to end in a real browser: Debian's `chromium`, headless, driven through
//! `chromium-driver` (WebDriver, with fantoccini) joins the crew terminals of the real app,
//! watches a cue arrive, enters a board with the palette (and sees a typed mistake named by
//! its space), says it is done, and the app's boards screen has it; then the score card.
//!
//! Without chromium the test fails when `CI=true` (scripts/test.sh) and is skipped, saying
//! why, elsewhere. `SITTING_DUCK_PHONE_SHOTS=DIR` also writes the phone's screenshots
//! (390x844) to DIR (the README's, docs/screenshots/phone-*.png).

use std::path::Path;
use std::time::{Duration, Instant};

use egui_kittest::kittest::Queryable;
use fantoccini::{Client, ClientBuilder, Locator};
use sitting_duck::gui::Intent;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::crew_terminals::TerminalIntent;
use tokio::runtime::Runtime;

use super::support::{
    FIVE_CREW, FakeClock, Window, click, click_containing, frames_until, settle, wait,
};
use sitting_duck::gui::BoardsIntent;
use sitting_duck::gui::MissionIntent;
use sitting_duck::gui::ResolutionIntent;
use sitting_duck::gui::SetupIntent;

/// The flags of a headless chromium that talks to nothing but the page it is given.
const CHROMIUM_FLAGS: [&str; 8] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--window-size=390,844",
];

pub(super) use super::chromium::{Driver, browser, start_driver};

pub(super) async fn open_browser(chromium: &Path, driver: &Driver, profile: &Path) -> Client {
    open_browser_with(chromium, driver, profile, &[]).await
}

/// A phone as [`open_browser`], with `extra` flags.
pub(super) async fn open_browser_with(
    chromium: &Path,
    driver: &Driver,
    profile: &Path,
    extra: &[String],
) -> Client {
    let mut args: Vec<String> = CHROMIUM_FLAGS.iter().map(|s| (*s).to_owned()).collect();
    args.push(format!("--user-data-dir={}", profile.display()));
    args.extend_from_slice(extra);
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".to_owned(),
        // A phone's viewport, 390x844 (a desktop window is at least 500 wide).
        serde_json::json!({
            "binary": chromium,
            "args": args,
            "mobileEmulation": {
                "deviceMetrics": { "width": 390, "height": 844, "pixelRatio": 1.0, "touch": true }
            }
        }),
    );
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", driver.port()))
        .await
        .unwrap()
}

/// The text of the element `css`, once it exists and `want` holds for it (at most 30 s: CI runs every test at once on two cores).
pub(super) async fn text_when(client: &Client, css: &str, want: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(element) = client.find(Locator::Css(css)).await
            && let Ok(text) = element.text().await
            && want(&text)
        {
            return text;
        }
        if Instant::now() >= deadline {
            let shown = match client.find(Locator::Css(css)).await {
                Ok(element) => element.text().await.unwrap_or_default(),
                Err(e) => format!("(not found: {e})"),
            };
            panic!("`{css}` never showed what was awaited; it shows: {shown}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Clicks the element `css` (waiting for it; again if an answer replaced it meanwhile).
pub(super) async fn tap(client: &Client, css: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(element) = client.find(Locator::Css(css)).await
            && element.click().await.is_ok()
        {
            return;
        }
        assert!(Instant::now() < deadline, "`{css}` could not be tapped");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub(super) async fn shot(client: &Client, name: &str) {
    if let Some(dir) = std::env::var_os("SITTING_DUCK_PHONE_SHOTS") {
        let png = client.screenshot().await.unwrap();
        std::fs::write(Path::new(&dir).join(format!("phone-{name}.png")), png).unwrap();
    }
}

#[test]
fn a_phone_in_chromium_joins_watches_a_cue_and_enters_its_board() {
    let Some((chromium, driver_path)) = browser() else {
        return;
    };
    let profile = tempfile::tempdir().unwrap();
    let driver = start_driver(&driver_path);
    let rt: Runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let client = rt.block_on(open_browser(&chromium, &driver, profile.path()));
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::SetAddress(
            "127.0.0.1".into(),
        )));
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::UsePort(0)));
    settle(&mut h);
    let url = h.state().terminals().unwrap().join_url();

    // Join: the phone picks Chloe.
    rt.block_on(async {
        client.goto(&url).await.unwrap();
        text_when(&client, "#crew", |t| t.contains("Chloe")).await;
        shot(&client, "join").await;
        tap(&client, "#crew button[data-seat='2']").await;
        text_when(&client, "#me", |t| t == "Chloe").await;
    });
    frames_until(&mut h, |app| {
        app.terminals()
            .unwrap()
            .joined()
            .iter()
            .any(|j| j.name == "Chloe")
    });
    h.get_by_label("Chloe · connected");

    // The mission: the first threat of Mission 1 is announced at 0:10.
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    wait(&mut h, &clock, 11.0);
    rt.block_on(async {
        text_when(&client, "#clock", |t| t == "0:11").await;
        let threats = text_when(&client, "#threats", |t| t.contains("T+2")).await;
        assert!(threats.contains("Zone"), "{threats}");
        text_when(&client, "#phase", |t| t.contains("Phase 1 of 3")).await;
        text_when(&client, "#announcement", |t| !t.is_empty()).await;
        shot(&client, "mission").await;
    });
    // The host switches to German: the open page follows with the next state.
    h.state_mut()
        .apply(sitting_duck::gui::Intent::Setup(SetupIntent::SetLanguage(
            Some(i18n::Language::De),
        )));
    settle(&mut h);
    rt.block_on(async {
        text_when(&client, "#phase", |t| t.contains("Phase 1 von 3")).await;
        text_when(&client, "#threats", |t| {
            t.contains("normal") || t.contains("schwer")
        })
        .await;
        text_when(&client, "#leave", |t| t == "Nicht ich").await;
    });
    h.state_mut()
        .apply(sitting_duck::gui::Intent::Setup(SetupIntent::SetLanguage(
            Some(i18n::Language::En),
        )));
    settle(&mut h);
    rt.block_on(async {
        text_when(&client, "#phase", |t| t.contains("Phase 1 of 3")).await;
    });

    // Another phone only watches: no crew member, the same mission.
    let profile2 = tempfile::tempdir().unwrap();
    rt.block_on(async {
        let watcher = open_browser(&chromium, &driver, profile2.path()).await;
        watcher.goto(&url).await.unwrap();
        text_when(&watcher, "#crew", |t| t.contains("on another phone")).await;
        tap(&watcher, "#watch").await;
        text_when(&watcher, "#clock", |t| t == "0:11").await;
        // The rules reference, read-only, one tap away on every phone.
        let rules = watcher.find(Locator::Css("#rules")).await.unwrap();
        assert_eq!(rules.text().await.unwrap(), "Rules reference");
        let href = rules.prop("href").await.unwrap().unwrap();
        assert!(href.contains("/rules?code="), "{href}");
        watcher.goto(&href).await.unwrap();
        text_when(&watcher, "body", |t| t.contains("Destroyer")).await;
        watcher.close().await.unwrap();
    });

    // Mission 1's communications blackout (2:50-3:00) and data transfer (from 3:05).
    wait(&mut h, &clock, (2 * 60 + 42) as f64);
    rt.block_on(async {
        text_when(&client, "#clock", |t| t == "2:53").await;
        let banner = text_when(&client, ".banner.blackout", |_| true).await;
        assert_eq!(banner, "COMMUNICATIONS DOWN · no talking · 0:07");
        shot(&client, "blackout").await;
    });
    wait(&mut h, &clock, 15.0);
    rt.block_on(async {
        text_when(&client, ".banner.data", |t| t.starts_with("DATA TRANSFER")).await;
        assert!(client.find(Locator::Css(".banner.blackout")).await.is_err());
    });

    // The boards: Chloe taps her board on the palette, makes a typing mistake, fixes it.
    h.state_mut()
        .apply(Intent::Mission(MissionIntent::RoundOver));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    rt.block_on(async {
        for token in ["A", ">", "^", ".", "C"] {
            tap(&client, &format!("#palette button[data-token='{token}']")).await;
        }
        tap(&client, "#oops").await;
        tap(&client, "#palette button[data-token='B']").await;
        text_when(&client, "#board", |t| t.contains("~B")).await;
        // Card faces as the host paints them, on the palette and the board: a blue arrow
        // on blue, not the token `>`.
        let arrow = client
            .find(Locator::Css("#palette button[data-token='>'] .face.blue"))
            .await
            .unwrap();
        assert_eq!(arrow.text().await.unwrap(), "\u{25B6}");
        client
            .find(Locator::Css(".space[data-space='2'] .face.blue"))
            .await
            .unwrap();
        client
            .find(Locator::Css(".space[data-space='1'] .face.a"))
            .await
            .unwrap();
    });
    frames_until(&mut h, |app| {
        app.boards().unwrap().rows[2].text == "A > ^ . C ~B"
    });
    rt.block_on(async {
        let field = client.find(Locator::Css("#typed")).await.unwrap();
        field.send_keys(" Q").await.unwrap();
        let problems = text_when(&client, "#problems", |t| !t.is_empty()).await;
        assert_eq!(problems, "space 7: `Q` is not a card");
        client
            .find(Locator::Css(".space.bad[data-space='7']"))
            .await
            .unwrap();
        shot(&client, "board-mistake").await;
        field.send_keys("\u{E003}\u{E003} R").await.unwrap(); // two backspaces, then R
        text_when(&client, "#problems", str::is_empty).await;
        client
            .find(Locator::Css(".space[data-space='7'] .face.r"))
            .await
            .unwrap();
    });
    frames_until(&mut h, |app| {
        app.boards().unwrap().rows[2].text == "A > ^ . C ~B R"
    });
    rt.block_on(async {
        tap(&client, "#done").await;
        text_when(&client, "#done", |t| t.contains("Done")).await;
        shot(&client, "board").await;
    });
    frames_until(&mut h, |app| {
        app.terminals().unwrap().joined().iter().any(|j| j.done)
    });
    h.get_by_label("On phones: Chloe: done");

    // The score card of a finished game reaches the phone.
    let field = h.get_by_role_and_label(egui::accesskit::Role::TextInput, "Game file");
    field.focus();
    field.type_text(FIVE_CREW);
    settle(&mut h);
    click(&mut h, "Load");
    h.state_mut().apply(Intent::Boards(BoardsIntent::Resolve));
    h.state_mut()
        .apply(Intent::Resolution(ResolutionIntent::ShowScore));
    settle(&mut h);
    rt.block_on(async {
        text_when(&client, "#total", |t| t.starts_with("33")).await;
        text_when(&client, "#headline", |t| t == "MISSION COMPLETE").await;
        text_when(&client, "#debrief", |t| {
            t.to_lowercase().contains("where points were lost")
        })
        .await;
        shot(&client, "score").await;
    });

    // The next mission: the phone's boards start empty again, and its first card arrives.
    h.state_mut().apply(Intent::BackToSetup);
    settle(&mut h);
    click_containing(&mut h, "Start mission");
    h.state_mut()
        .apply(Intent::Mission(MissionIntent::RoundOver));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    assert_eq!(h.state().boards().unwrap().rows[2].text, "");
    rt.block_on(async {
        text_when(&client, "#board", |t| !t.contains('C') && !t.contains('R')).await;
        tap(&client, "#palette button[data-token='B*']").await;
    });
    frames_until(&mut h, |app| app.boards().unwrap().rows[2].text == "B*");
    rt.block_on(async { client.close().await.unwrap() });
}

/// Counts the phone's calls to `navigator.vibrate` (headless chromium has no motor): the
/// page's own `vibrate` replaced by a recorder, by script injection.
const STUB_VIBRATE: &str = "window.buzzes = []; \
    navigator.vibrate = (pattern) => { window.buzzes.push(pattern); return true; }; \
    return true;";

async fn buzzes(client: &Client) -> usize {
    let n = client
        .execute("return window.buzzes.length;", vec![])
        .await
        .unwrap();
    usize::try_from(n.as_u64().unwrap()).unwrap()
}

#[test]
fn a_phone_that_cannot_hear_vibrates_and_flashes_each_announcement_in_words() {
    let Some((chromium, driver_path)) = browser() else {
        return;
    };
    let profile = tempfile::tempdir().unwrap();
    let driver = start_driver(&driver_path);
    let rt: Runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let client = rt.block_on(open_browser(&chromium, &driver, profile.path()));
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::SetAddress(
            "127.0.0.1".into(),
        )));
    h.state_mut()
        .apply(Intent::Terminal(TerminalIntent::UsePort(0)));
    settle(&mut h);
    let url = h.state().terminals().unwrap().join_url();
    rt.block_on(async {
        client.goto(&url).await.unwrap();
        text_when(&client, "#crew", |t| t.contains("Chloe")).await;
        tap(&client, "#crew button[data-seat='2']").await;
        text_when(&client, "#me", |t| t == "Chloe").await;
        client.execute(STUB_VIBRATE, vec![]).await.unwrap();
        // The per-phone switch, off until this player turns it on.
        text_when(&client, "#vibrate", |t| t == "Flash & vibrate: off").await;
        tap(&client, "#vibrate").await;
        text_when(&client, "#vibrate", |t| t == "Flash & vibrate: on").await;
        client
            .execute("window.buzzes = []; return true;", vec![])
            .await
            .unwrap();
    });
    frames_until(&mut h, |app| {
        app.terminals()
            .unwrap()
            .joined()
            .iter()
            .any(|j| j.name == "Chloe")
    });
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    settle(&mut h);
    rt.block_on(async {
        // "Please begin first phase" comes with the mission screen (flashed or not, as the
        // first state finds it): the count starts after it.
        text_when(&client, "#announcement", |t| {
            t.contains("begin first phase")
        })
        .await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        client
            .execute(
                "window.buzzes = []; document.getElementById('flash').hidden = true; return true;",
                vec![],
            )
            .await
            .unwrap();
    });
    // Mission 1's first threat is announced at 0:10.
    wait(&mut h, &clock, 11.0);
    rt.block_on(async {
        let flash = text_when(&client, "#flash", |t| t.contains("T plus 2")).await;
        assert_eq!(flash, "Time T plus 2. Serious threat. Zone white.");
        let shown = client.find(Locator::Css("#flash")).await.unwrap();
        assert!(
            shown.is_displayed().await.unwrap(),
            "the flash is on screen"
        );
        assert_eq!(
            buzzes(&client).await,
            1,
            "one vibration for one announcement"
        );
        let threats = text_when(&client, "#threats", |t| t.contains("T+2")).await;
        assert!(
            threats.contains("W ●"),
            "the zone's letter and shape: {threats}"
        );
        shot(&client, "flash").await;
        // A tap puts it away; the next announcement (0:55) brings it back, and buzzes again.
        tap(&client, "#flash").await;
        assert!(!shown.is_displayed().await.unwrap());
    });
    wait(&mut h, &clock, 45.0);
    rt.block_on(async {
        // Four crew: the unconfirmed report is spoken, and shown as no threat for them (R8).
        text_when(&client, "#flash", |t| t.contains("Unconfirmed report")).await;
        assert_eq!(buzzes(&client).await, 2);
        // Switched off: the next announcements neither buzz nor flash.
        tap(&client, "#flash").await;
        tap(&client, "#vibrate").await;
        text_when(&client, "#vibrate", |t| t == "Flash & vibrate: off").await;
    });
    wait(&mut h, &clock, 55.0);
    rt.block_on(async {
        text_when(&client, "#clock", |t| t == "1:51").await;
        assert_eq!(buzzes(&client).await, 2, "no vibration when switched off");
        let flash = client.find(Locator::Css("#flash")).await.unwrap();
        assert!(!flash.is_displayed().await.unwrap());
        client.close().await.unwrap();
    });
}
