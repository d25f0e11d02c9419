//! Remote play in a real browser: the crew terminals served over HTTPS with a certificate
//! made by the server (rcgen), joined by headless chromium with a fresh profile that trusts
//! exactly that certificate (`--ignore-certificate-errors-spki-list` with its public key's
//! hash), and the page keeping the screen awake with the Wake Lock API; and the page's
//! fallback, a silent video, where the wake lock is refused.

use std::time::Duration;

use fantoccini::{Client, Locator};
use terminals::{Allow, Bind, Config, Limits, Reach, Seat, Terminals, Tls};

use super::terminals_browser::{browser, open_browser_with, start_driver, tap, text_when};

/// The crew terminals on 127.0.0.1 (port 0), over HTTPS with `tls` when given.
fn serve(tls: Option<Tls>) -> Terminals {
    let config = Config {
        bind: Bind::Address([127, 0, 0, 1].into()),
        port: 0,
        read_only: false,
    };
    let reach = Reach {
        allow: Allow::Lan,
        tls,
    };
    let t = Terminals::start_reaching(config, Limits::default(), None, reach).unwrap();
    t.set_crew(vec![
        Seat {
            name: "Anna".into(),
            color: "red".into(),
        },
        Seat {
            name: "Ben".into(),
            color: "blue".into(),
        },
    ]);
    t
}

/// Sets the page's `screen-wake-lock` permission through chromedriver's WebDriver
/// permissions extension (`POST /session/ID/permissions`), by hand over the loopback.
async fn wake_lock_permission(client: &Client, driver_port: u16, state: &str) {
    use std::io::{Read as _, Write as _};
    let id = client.session_id().await.unwrap().unwrap();
    let body = serde_json::json!({
        "descriptor": { "name": "screen-wake-lock" },
        "state": state,
    })
    .to_string();
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", driver_port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    write!(
        stream,
        "POST /session/{id}/permissions HTTP/1.1\r\nHost: 127.0.0.1:{driver_port}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = [0u8; 12];
    stream.read_exact(&mut answer).unwrap();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.ends_with(" 200"), "{answer}");
}

/// The page's `data-awake` (how the screen is kept awake), once it says one.
async fn awake(client: &Client) -> String {
    text_when(client, "#awake", |t| !t.is_empty()).await;
    client
        .find(Locator::Css("body"))
        .await
        .unwrap()
        .attr("data-awake")
        .await
        .unwrap()
        .unwrap_or_default()
}

#[test]
fn an_https_join_in_chromium_keeps_the_screen_awake_with_a_wake_lock() {
    let Some((chromium, driver_path)) = browser() else {
        return;
    };
    let tls = Tls::self_signed(&[[127, 0, 0, 1].into()]).unwrap();
    let spki = tls.spki_sha256().to_owned();
    let t = serve(Some(tls));
    let url = t.join_url();
    assert!(url.starts_with("https://127.0.0.1:"), "{url}");
    let profile = tempfile::tempdir().unwrap();
    let driver = start_driver(&driver_path);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let trust = format!("--ignore-certificate-errors-spki-list={spki}");
        let client = open_browser_with(&chromium, &driver, profile.path(), &[trust]).await;
        client.goto(&url).await.unwrap();
        text_when(&client, "#crew", |t| t.contains("Ben")).await;
        tap(&client, "#crew button[data-seat='1']").await;
        text_when(&client, "#me", |t| t == "Ben").await;
        assert_eq!(awake(&client).await, "lock");
        let said = text_when(&client, "#awake", |t| !t.is_empty()).await;
        assert_eq!(said, "Screen kept awake (wake lock).");
        let secure = client
            .execute("return window.isSecureContext && location.protocol", vec![])
            .await
            .unwrap();
        assert_eq!(secure, "https:");
        client.close().await.unwrap();
    });
    assert_eq!(t.joined().len(), 1);
    assert_eq!(t.joined()[0].name, "Ben");
}

#[test]
fn refused_a_wake_lock_the_page_says_it_plays_a_silent_video() {
    let Some((chromium, driver_path)) = browser() else {
        return;
    };
    let t = serve(None);
    let profile = tempfile::tempdir().unwrap();
    let driver = start_driver(&driver_path);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        // A browser that refuses the wake lock (as one refuses it to a page that is not
        // secure: the loopback always is, to chromium).
        let client = open_browser_with(&chromium, &driver, profile.path(), &[]).await;
        // A permission is the origin's: set on the server's own (wrong-code) page first.
        let origin = format!("http://127.0.0.1:{}/", t.port());
        client.goto(&origin).await.unwrap();
        wake_lock_permission(&client, driver.port(), "denied").await;
        client.goto(&t.join_url()).await.unwrap();
        text_when(&client, "#crew", |t| t.contains("Anna")).await;
        let how = awake(&client).await;
        // Headless chromium plays a muted video without a tap; a browser that wants one says
        // so until the first tap.
        if how == "paused" {
            tap(&client, "#crew button[data-seat='0']").await;
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
        assert_eq!(awake(&client).await, "video");
        let said = text_when(&client, "#awake", |t| !t.is_empty()).await;
        assert!(said.contains("silent video"), "{said}");
        client.close().await.unwrap();
    });
}
