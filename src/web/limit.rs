//! Requests per address: each reader's address may make [`Limit::per_minute`] requests in a
//! minute; past that the answer is `429 Too Many Requests` until the minute is over. Behind a
//! reverse proxy on this machine (a loopback peer) the address is the last one the proxy put
//! in `X-Forwarded-For`; anyone else's header is ignored.

use std::{
    collections::HashMap,
    net::{IpAddr, SocketAddr},
    sync::Mutex,
    time::{Duration, Instant},
};

use axum::{
    extract::{ConnectInfo, Request, State},
    http::{header, HeaderMap, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::sync::Locked;

/// The length of a window.
const WINDOW: Duration = Duration::from_secs(60);
/// Addresses kept before the expired ones are swept out.
const SWEEP_OVER: usize = 10_000;

/// The requests each address made in its current minute.
#[derive(Debug)]
pub(super) struct Limit {
    /// Requests allowed per address and minute.
    pub(super) per_minute: u32,
    seen: Mutex<HashMap<IpAddr, (Instant, u32)>>,
}

impl Limit {
    /// A limit of `per_minute` requests per address.
    pub(super) fn new(per_minute: u32) -> Self {
        Self {
            per_minute,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a request from `address` at `now`: whether it may be answered.
    fn allow(&self, address: IpAddr, now: Instant) -> bool {
        let mut seen = self.seen.locked();
        if seen.len() > SWEEP_OVER {
            seen.retain(|_, (start, _)| now.duration_since(*start) < WINDOW);
        }
        let (start, count) = seen.entry(address).or_insert((now, 0));
        if now.duration_since(*start) >= WINDOW {
            (*start, *count) = (now, 0);
        }
        *count = count.saturating_add(1);
        *count <= self.per_minute
    }
}

/// The reader's address: the peer's, or a loopback proxy's `X-Forwarded-For`.
fn reader(peer: Option<SocketAddr>, headers: &HeaderMap) -> Option<IpAddr> {
    let peer = peer?.ip();
    if !peer.is_loopback() {
        return Some(peer);
    }
    let forwarded = headers
        .get("x-forwarded-for")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.rsplit(',').next())
        .and_then(|last| last.trim().parse().ok());
    Some(forwarded.unwrap_or(peer))
}

/// The middleware: 429 past the limit.
pub(super) async fn limit(
    State(limit): State<std::sync::Arc<Limit>>,
    request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0);
    if let Some(address) = reader(peer, request.headers()) {
        if !limit.allow(address, Instant::now()) {
            return (
                StatusCode::TOO_MANY_REQUESTS,
                [
                    (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                    (header::RETRY_AFTER, "60"),
                ],
                "429 Too Many Requests\n",
            )
                .into_response();
        }
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn each_address_has_its_own_minute() {
        let limit = Limit::new(2);
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let t = Instant::now();
        assert!(limit.allow(a, t) && limit.allow(a, t));
        assert!(!limit.allow(a, t));
        assert!(limit.allow(b, t));
        assert!(limit.allow(a, t + WINDOW));
    }

    #[test]
    fn only_a_local_proxy_names_the_reader() {
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            HeaderValue::from_static("1.2.3.4, 5.6.7.8"),
        );
        let local = Some(SocketAddr::from(([127, 0, 0, 1], 9)));
        let remote = Some(SocketAddr::from(([9, 9, 9, 9], 9)));
        assert_eq!(reader(local, &headers), "5.6.7.8".parse().ok());
        assert_eq!(reader(remote, &headers), "9.9.9.9".parse().ok());
        assert_eq!(reader(local, &HeaderMap::new()), "127.0.0.1".parse().ok());
    }
}
