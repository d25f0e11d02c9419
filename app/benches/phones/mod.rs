//! What the phone benchmarks share: headless chromium phones (Debian's `chromium` through
//! `chromium-driver`, a fresh profile each, 127.0.0.1 only) and a TCP proxy on the loopback
//! that delays every chunk of both directions, as a far network would.

use std::net::SocketAddr;
use std::path::Path;

use fantoccini::{Client, ClientBuilder};

mod delay;
pub use delay::delaying_proxy;

// The tests' chromium launcher, so the benchmarks start their phones the same way.
#[path = "../../tests/it/chromium.rs"]
mod chromium;
pub use chromium::{Driver, browser, start_driver};

/// A headless phone with a fresh `profile`; `localhost` resolves to `proxy` (the page is
/// opened as `http://localhost:<port>`, a name the server answers to, through the proxy).
/// No sound card is needed: chromium plays to nowhere, with the audio clock running.
pub async fn phone(chromium: &Path, driver: &Driver, profile: &Path, proxy: SocketAddr) -> Client {
    let args = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--window-size=390,844",
        "--autoplay-policy=no-user-gesture-required",
        "--use-fake-ui-for-media-stream",
    ]
    .map(str::to_owned)
    .into_iter()
    .chain([
        format!("--user-data-dir={}", profile.display()),
        format!("--host-resolver-rules=MAP localhost {}", proxy.ip()),
    ])
    .collect::<Vec<_>>();
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".to_owned(),
        serde_json::json!({ "binary": chromium, "args": args }),
    );
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", driver.port()))
        .await
        .unwrap()
}

/// The median and the largest of `values`.
pub fn median_max(values: &mut [f64]) -> (f64, f64) {
    values.sort_by(f64::total_cmp);
    let median = values.get(values.len() / 2).copied().unwrap_or(f64::NAN);
    (median, values.last().copied().unwrap_or(f64::NAN))
}
