//! Taking connections: each one within the connection budget (in total and per address, so
//! the app keeps file descriptors for its own files), served by hyper with a header
//! timeout, and only when its `Host` (and `Origin`, when a browser sends one) names this
//! server, so a web page elsewhere cannot reach it through DNS rebinding or a cross-site
//! WebSocket.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse as _, Response};
use hyper_util::rt::{TokioIo, TokioTimer};
use tower::ServiceExt as _;

use crate::allow::Allow;
use crate::door::address_key;
use crate::limits::Limits;
use crate::lock;

/// Open connections, in total and by address.
#[derive(Debug, Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// Whether an address holds a session (`Hub::knows`).
pub(crate) type Known = Box<dyn Fn(IpAddr) -> bool + Send + Sync>;

/// The connection budget shared by every listener of one server. A quarter of it is kept
/// for the addresses that hold a session: strangers holding connections open (half-open,
/// silent, garbage) never lock the crew out of a reconnect or a clip.
pub(crate) struct Budget {
    open: Mutex<Open>,
    total: usize,
    per_address: usize,
    known: Known,
}

impl std::fmt::Debug for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("total", &self.total)
            .finish_non_exhaustive()
    }
}

/// One connection's place in the budget, given back when the last holder drops it (the
/// connection, or the WebSocket it became).
#[derive(Debug)]
pub(crate) struct Ticket {
    budget: Arc<Budget>,
    key: IpAddr,
}

impl Budget {
    pub(crate) fn new(limits: &Limits, known: Known) -> Arc<Budget> {
        Arc::new(Budget {
            open: Mutex::new(Open::default()),
            total: limits.connections,
            per_address: limits.connections_per_address,
            known,
        })
    }

    /// A place for a connection from `ip`, unless the budget is spent (for a stranger: all
    /// but the crew's share of it).
    fn take(self: &Arc<Self>, ip: IpAddr) -> Option<Ticket> {
        let key = address_key(ip);
        let most = if (self.known)(ip) {
            self.total
        } else {
            self.total - self.total / 4
        };
        let mut open = lock(&self.open);
        let mine = open.by_address.get(&key).copied().unwrap_or(0);
        if open.total >= most || mine >= self.per_address {
            return None;
        }
        open.total += 1;
        open.by_address.insert(key, mine + 1);
        Some(Ticket {
            budget: self.clone(),
            key,
        })
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut open = lock(&self.budget.open);
        open.total = open.total.saturating_sub(1);
        if let Some(n) = open.by_address.get_mut(&self.key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.by_address.remove(&self.key);
            }
        }
    }
}

/// The `Host` values this server answers to: its addresses with the port, `localhost`, and
/// the names its certificate is for (a host serving HTTPS under the crew's domain); and the
/// scheme its pages' `Origin` has.
#[derive(Debug, Clone)]
pub(crate) struct Hosts {
    hosts: Arc<Vec<String>>,
    scheme: &'static str,
}

impl Hosts {
    pub(crate) fn new(addresses: &[SocketAddr], names: &[String], secure: bool) -> Hosts {
        let mut hosts = Vec::new();
        let default_port = if secure { 443 } else { 80 };
        for addr in addresses {
            let ip = match addr.ip() {
                IpAddr::V4(ip) => ip.to_string(),
                IpAddr::V6(ip) => format!("[{ip}]"),
            };
            let all = [ip, "localhost".to_owned()]
                .into_iter()
                .chain(names.iter().cloned());
            for name in all {
                hosts.push(format!("{name}:{}", addr.port()));
                if addr.port() == default_port {
                    hosts.push(name);
                }
            }
        }
        hosts.sort();
        hosts.dedup();
        Hosts {
            hosts: Arc::new(hosts),
            scheme: if secure { "https://" } else { "http://" },
        }
    }

    fn ours(&self, host: &str) -> bool {
        self.hosts.iter().any(|h| h.eq_ignore_ascii_case(host))
    }

    /// Whether a request may be served: its `Host` names this server, and its `Origin`, when
    /// there is one (a browser sends it with a WebSocket or a `fetch`), is this server's page.
    fn allow(&self, headers: &HeaderMap) -> bool {
        let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
        let host_ok = text(header::HOST).is_some_and(|h| self.ours(h));
        let origin_ok = headers.get(header::ORIGIN).is_none()
            || text(header::ORIGIN)
                .and_then(|o| o.strip_prefix(self.scheme))
                .is_some_and(|h| self.ours(h));
        host_ok && origin_ok
    }
}

/// How a listener serves: who may connect, over HTTPS or not, within which bounds.
#[derive(Debug, Clone)]
pub(crate) struct Serving {
    pub(crate) budget: Arc<Budget>,
    pub(crate) hosts: Hosts,
    pub(crate) limits: Limits,
    pub(crate) allow: Allow,
    pub(crate) tls: Option<crate::tls::Tls>,
}

/// Serves `listener` until the runtime stops: every connection from an address who-may-join
/// admits and within the budget, the others closed at once.
pub(crate) async fn serve(listener: tokio::net::TcpListener, app: Router, serving: Serving) {
    let Serving {
        budget,
        hosts,
        limits,
        allow,
        tls,
    } = serving;
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of descriptors or a connection reset before it was taken: wait a
                // moment rather than spin.
                log::warn!("terminals: cannot accept a connection: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        if !allow.admits(peer.ip()) {
            log::warn!("terminals: connection from {peer} refused: not an address that may join");
            drop(stream);
            continue;
        }
        let Some(ticket) = budget.take(peer.ip()) else {
            log::warn!("terminals: connection from {peer} refused: too many connections");
            drop(stream);
            continue;
        };
        // Small messages go out at once: no Nagle delay on a cue.
        if let Err(e) = stream.set_nodelay(true) {
            log::warn!("terminals: cannot set TCP_NODELAY: {e}");
        }
        let (ticket, app, hosts) = (Arc::new(ticket), app.clone(), hosts.clone());
        match &tls {
            None => {
                tokio::spawn(connection(stream, peer, ticket, app, hosts, limits));
            }
            Some(tls) => {
                let acceptor = tls.acceptor().clone();
                tokio::spawn(async move {
                    // The handshake, like the headers, must come within the header timeout.
                    match tokio::time::timeout(limits.header_timeout, acceptor.accept(stream)).await
                    {
                        Ok(Ok(secure)) => {
                            connection(secure, peer, ticket, app, hosts, limits).await
                        }
                        Ok(Err(e)) => {
                            log::debug!("terminals: TLS handshake with {peer} failed: {e}")
                        }
                        Err(_) => log::debug!("terminals: TLS handshake with {peer} timed out"),
                    }
                });
            }
        }
    }
}

/// One connection, over HTTP/1.1 (a WebSocket takes it over): each request checked for its
/// `Host` and `Origin`, then given the peer's address and the connection's ticket.
async fn connection<S>(
    stream: S,
    peer: SocketAddr,
    ticket: Arc<Ticket>,
    app: Router,
    hosts: Hosts,
    limits: Limits,
) where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let held = ticket.clone();
    let service = hyper::service::service_fn(move |mut request: hyper::Request<_>| {
        let (app, hosts, ticket) = (app.clone(), hosts.clone(), ticket.clone());
        async move {
            if !hosts.allow(request.headers()) {
                log::warn!("terminals: request from {peer} refused: a foreign Host or Origin");
                return Ok::<Response, Infallible>(crate::secured::secured(
                    (StatusCode::FORBIDDEN, "not this server").into_response(),
                ));
            }
            request.extensions_mut().insert(ConnectInfo(peer));
            request.extensions_mut().insert(ticket);
            app.oneshot(request.map(axum::body::Body::new)).await
        }
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        // A phone's requests are a line and a few headers: 16 KiB is plenty.
        .max_buf_size(16 * 1024);
    let served = http
        .serve_connection(TokioIo::new(stream), service)
        .with_upgrades()
        .await;
    if let Err(e) = served {
        log::debug!("terminals: connection from {peer} ended: {e}");
    }
    drop(held);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(host: &str, origin: Option<&str>) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, host.parse().unwrap());
        if let Some(origin) = origin {
            headers.insert(header::ORIGIN, origin.parse().unwrap());
        }
        headers
    }

    #[test]
    fn over_https_the_certificate_s_names_are_the_server_s_and_origins_are_https() {
        let addr: SocketAddr = "192.168.1.20:7878".parse().unwrap();
        let hosts = Hosts::new(&[addr], &["crew.example.org".to_owned()], true);
        for (host, origin, ok) in [
            (
                "crew.example.org:7878",
                Some("https://crew.example.org:7878"),
                true,
            ),
            ("192.168.1.20:7878", Some("https://192.168.1.20:7878"), true),
            ("localhost:7878", None, true),
            // A page served over plain HTTP elsewhere is not this server's page.
            (
                "crew.example.org:7878",
                Some("http://crew.example.org:7878"),
                false,
            ),
            ("evil.example:7878", None, false),
        ] {
            assert_eq!(hosts.allow(&headers(host, origin)), ok, "{host} {origin:?}");
        }
        let plain = Hosts::new(&[addr], &[], false);
        assert!(plain.allow(&headers(
            "192.168.1.20:7878",
            Some("http://192.168.1.20:7878")
        )));
        assert!(!plain.allow(&headers("crew.example.org:7878", None)));
    }
}
