//! What the phone benchmarks share: headless chromium phones (Debian's `chromium` through
//! `chromium-driver`, a fresh profile each, 127.0.0.1 only) and a TCP proxy on the loopback
//! that delays every chunk of both directions, as a far network would.

use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;
use tokio::sync::mpsc;

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

/// A proxy on `listen` to `server`: every chunk read in either direction is delivered
/// `delay` ± `jitter` later (uniformly, in order, as TCP keeps it).
pub async fn delaying_proxy(
    listen: SocketAddr,
    server: SocketAddr,
    delay: Duration,
    jitter: Duration,
) {
    let listener = tokio::net::TcpListener::bind(listen).await.unwrap();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    loop {
        let Ok((phone, _)) = listener.accept().await else {
            continue;
        };
        let Ok(host) = TcpStream::connect(server).await else {
            continue;
        };
        let _ = phone.set_nodelay(true);
        let _ = host.set_nodelay(true);
        let (pr, pw) = phone.into_split();
        let (hr, hw) = host.into_split();
        for (r, w) in [(pr, hw), (hr, pw)] {
            seed = seed.wrapping_add(0x2545_f491_4f6c_dd1d);
            tokio::spawn(delayed(r, w, delay, jitter, seed));
        }
    }
}

async fn delayed(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    delay: Duration,
    jitter: Duration,
    mut seed: u64,
) {
    let (tx, mut rx) = mpsc::unbounded_channel::<(tokio::time::Instant, Vec<u8>)>();
    tokio::spawn(async move {
        while let Some((at, chunk)) = rx.recv().await {
            tokio::time::sleep_until(at).await;
            if to.write_all(&chunk).await.is_err() {
                return;
            }
        }
        let _ = to.shutdown().await;
    });
    let mut last = tokio::time::Instant::now();
    let mut buf = vec![0; 64 * 1024];
    while let Ok(n) = from.read(&mut buf).await {
        if n == 0 {
            break;
        }
        // xorshift: uniform in -1..1, enough for a jitter.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let unit = (seed % 2001) as f64 / 1000.0 - 1.0;
        let wait = delay.as_secs_f64() + jitter.as_secs_f64() * unit;
        let at = (tokio::time::Instant::now() + Duration::from_secs_f64(wait)).max(last);
        last = at;
        if tx.send((at, buf[..n].to_vec())).is_err() {
            break;
        }
    }
}

/// The median and the largest of `values`.
pub fn median_max(values: &mut [f64]) -> (f64, f64) {
    values.sort_by(f64::total_cmp);
    let median = values.get(values.len() / 2).copied().unwrap_or(f64::NAN);
    (median, values.last().copied().unwrap_or(f64::NAN))
}
