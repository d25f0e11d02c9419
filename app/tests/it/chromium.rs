//! Debian's headless chromium and its WebDriver for the browser tests and the phone
//! benchmarks (`app/benches/phones/mod.rs` includes this file): each chromedriver on a free
//! loopback port, stopped when dropped.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn find(names: &[&str]) -> Option<PathBuf> {
    names
        .iter()
        .map(Path::new)
        .find(|p| p.is_file())
        .map(Path::to_path_buf)
}

/// chromium and its driver, or why the test cannot run (a failure under CI).
pub fn browser() -> Option<(PathBuf, PathBuf)> {
    let chromium = find(&["/usr/bin/chromium", "/usr/bin/chromium-browser"]);
    let driver = find(&["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]);
    match (chromium, driver) {
        (Some(c), Some(d)) => Some((c, d)),
        _ => {
            let why = "chromium and chromium-driver are not installed \
                       (apt-get install -y chromium chromium-driver)";
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "the browser test cannot run under CI: {why}"
            );
            eprintln!("skipped: {why}");
            None
        }
    }
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

impl Driver {
    /// The port chromedriver listens on (127.0.0.1).
    pub fn port(&self) -> u16 {
        self.port
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
