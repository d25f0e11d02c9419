//! The phone at the table (issue 39.2, 39.9), in headless chromium: the card the app drew
//! reads whole on the phone (its stats, X, Y and Z), and a board is judged by the host's
//! one check: a tapped B and a typed C are two cards, and a double card ("BC") in a base game
//! is refused with the words the game file's check says.

use fantoccini::Locator;
use sitting_duck::gui::screens::crew_terminals::TerminalIntent;
use sitting_duck::gui::{Intent, MissionIntent, ScreenName};

use super::support::{FakeClock, Window, click, click_containing, frames_until, settle, wait};
use super::terminals_browser::{browser, open_browser, start_driver, tap, text_when};

/// The app serving phones on the loopback, a phone in chromium that joined as Chloe, and
/// Mission 1 running to 0:11 (its first threat announced, its card drawn).
struct Table {
    h: super::support::AppHarness,
    client: fantoccini::Client,
    rt: tokio::runtime::Runtime,
    _driver: super::terminals_browser::Driver,
    _profile: tempfile::TempDir,
}

fn table() -> Option<Table> {
    let (chromium, driver_path) = browser()?;
    let profile = tempfile::tempdir().unwrap();
    let driver = start_driver(&driver_path);
    let rt = tokio::runtime::Builder::new_current_thread()
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
    wait(&mut h, &clock, 11.0);
    Some(Table {
        h,
        client,
        rt,
        _driver: driver,
        _profile: profile,
    })
}

#[test]
fn the_drawn_card_reads_whole_on_the_phone() {
    // Bound whole: the driver and the profile live to the end of the test.
    let Some(Table {
        h,
        client,
        rt,
        _driver,
        _profile,
    }) = table()
    else {
        return;
    };
    let card = h.state().mission().unwrap().threats()[0]
        .card
        .clone()
        .unwrap();
    let catalog = missions::Catalog::base().unwrap();
    let stats = words::threats::stats_line(catalog.get(&card.id).unwrap());
    rt.block_on(async {
        let threats = text_when(&client, "#threats", |t| t.contains(&stats)).await;
        assert!(threats.contains(&card.name), "{threats}");
        assert!(threats.contains("Z:"), "{threats}");
        client.close().await.unwrap();
    });
}

#[test]
fn a_phone_s_board_is_judged_as_the_file_is() {
    let Some(Table {
        mut h,
        client,
        rt,
        _driver,
        _profile,
    }) = table()
    else {
        return;
    };
    // The boards of a base game: B tapped, then C typed, are two cards.
    h.state_mut()
        .apply(Intent::Mission(MissionIntent::RoundOver));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    rt.block_on(async {
        tap(&client, "#palette button[data-token='B']").await;
        text_when(&client, "#board", |t| t.contains('B')).await;
        let field = client.find(Locator::Css("#typed")).await.unwrap();
        field.click().await.unwrap();
        field.send_keys("C").await.unwrap();
        text_when(&client, "#board", |t| t.contains('C')).await;
    });
    frames_until(&mut h, |app| app.boards().unwrap().rows[2].text == "B C");
    // A double card typed in a base game: the host's one check refuses it, in its words.
    rt.block_on(async {
        let field = client.find(Locator::Css("#typed")).await.unwrap();
        field.send_keys(" BC").await.unwrap();
        let problems = text_when(&client, "#problems", |t| !t.is_empty()).await;
        assert!(problems.contains("double action"), "{problems}");
        client.close().await.unwrap();
    });
    assert_eq!(h.state().boards().unwrap().rows[2].text, "B C");
}
