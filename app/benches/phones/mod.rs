//! What the phone benchmarks share: headless chromium phones (Debian's `chromium` through
//! `chromium-driver`, a fresh profile each, 127.0.0.1 only) and a TCP proxy on the loopback
//! that delays every chunk of both directions, as a far network would.

use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};

mod delay;
pub use delay::delaying_proxy;

/// chromium and its driver, when installed.
pub fn browser() -> Option<(PathBuf, PathBuf)> {
    let find = |names: &[&str]| {
        names
            .iter()
            .map(Path::new)
            .find(|p| p.is_file())
            .map(Path::to_path_buf)
    };
    Some((
        find(&["/usr/bin/chromium", "/usr/bin/chromium-browser"])?,
        find(&["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"])?,
    ))
}

/// chromedriver on a free loopback port, stopped when dropped.
pub struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn start_driver(path: &Path) -> Driver {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(path)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    Driver { child, port }
}

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
        .connect(&format!("http://127.0.0.1:{}", driver.port))
        .await
        .unwrap()
}

/// The median and the largest of `values`.
pub fn median_max(values: &mut [f64]) -> (f64, f64) {
    values.sort_by(f64::total_cmp);
    let median = values.get(values.len() / 2).copied().unwrap_or(f64::NAN);
    (median, values.last().copied().unwrap_or(f64::NAN))
}
