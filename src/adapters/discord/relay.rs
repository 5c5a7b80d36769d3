//! The proxy mode's relay (`discord.api_base`): where a 429's `retry_after` is read and obeyed.
//!
//! Behind a proxy serenity 0.12's own rate limiter cannot be used (it bypasses the proxy, see
//! [`connect`](super::connect)), and its errors keep neither a 429's `Retry-After` header nor
//! its body (Discord's 429 body has no `code`, so serenity cannot even decode it). So in the
//! proxy mode serenity talks to this relay on loopback, which forwards every request to the
//! proxy unchanged and, when the answer is a 429, waits what Discord said (`retry_after` from
//! the body, else the `Retry-After` header) and sends the same request again, never sooner:
//!
//! - a route's 429 asking for at most [`INLINE_WAIT`] is waited out here, holding only that
//!   request;
//! - a longer one (or the [`MAX_TRIES`]th in a row) goes back to serenity at once, its body
//!   rewritten so that serenity can decode it (a `code`, and the wait in the message after
//!   [`WAIT_PREFIX`]): the sink then holds that channel or user alone for exactly that long
//!   (`backoff.rs`) while the bot's other deliveries go on;
//! - a global 429 (`"global": true` or `X-RateLimit-Global`) holds every request until it is
//!   over, as Discord asks.
//!
//! Only Discord's own text crosses the relay; it logs no bodies (they may hold a private
//! board's caption). The relay lives as long as the runtime that started it.

use std::{
    convert::Infallible,
    net::{Ipv4Addr, SocketAddr},
    sync::Arc,
    time::Duration,
};

use http_body_util::{BodyExt, Full};
use hyper::{
    body::{Bytes, Incoming},
    header::{HeaderMap, HeaderName, HeaderValue},
    server::conn::http1,
    service::service_fn,
    Request, Response, StatusCode,
};
use hyper_util::rt::TokioIo;
use tokio::{net::TcpListener, sync::Mutex, time::Instant};

/// How many 429s in a row one request waits out before serenity gets the 429.
pub const MAX_TRIES: u32 = 5;
/// The longest wait the relay sits out itself; a longer one is the sink's to keep.
pub const INLINE_WAIT: Duration = Duration::from_secs(1);
/// How a bounced 429's message gives the wait: this, then seconds (`2.500`).
pub const WAIT_PREFIX: &str = "rate limited; retry after ";
/// The `code` of a bounced 429's body (Discord's has none, which serenity cannot decode).
const BOUNCED_CODE: i64 = 429;
/// The longest single wait, whatever a 429 says (a guard against a nonsensical value).
const LONGEST_WAIT: Duration = Duration::from_secs(300);
/// The wait when a 429 says nothing readable (neither body nor header).
const UNSAID_WAIT: Duration = Duration::from_secs(1);

/// What every connection of the relay shares.
struct Shared {
    /// The proxy's base URL, without a trailing slash.
    upstream: String,
    client: reqwest::Client,
    /// Until when a global 429 holds every request.
    global_until: Mutex<Option<Instant>>,
}

/// Starts the relay in front of `upstream` (`http://127.0.0.1:3000`); returns its base URL
/// (`http://127.0.0.1:PORT`) for serenity's `HttpBuilder::proxy`.
///
/// # Errors
///
/// The loopback socket could not be opened, or the HTTP client not built.
pub fn start(upstream: &str) -> std::io::Result<String> {
    let listener = std::net::TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0)))?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .build()
        .map_err(std::io::Error::other)?;
    let shared = Arc::new(Shared {
        upstream: upstream.trim_end_matches('/').to_owned(),
        client,
        global_until: Mutex::new(None),
    });
    let listener = TcpListener::from_std(listener)?;
    tokio::spawn(accept(listener, shared));
    Ok(format!("http://{addr}"))
}

async fn accept(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let shared = Arc::clone(&shared);
        tokio::spawn(async move {
            let service = service_fn(move |request| relay(Arc::clone(&shared), request));
            if let Err(error) = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await
            {
                tracing::debug!(%error, "relay connection ended");
            }
        });
    }
}

/// Headers that belong to one connection, not to the request or answer.
fn hop_by_hop(name: &HeaderName) -> bool {
    matches!(
        name.as_str(),
        "host" | "connection" | "keep-alive" | "transfer-encoding" | "content-length" | "upgrade"
    )
}

fn copy_headers(from: &HeaderMap) -> HeaderMap {
    let mut to = HeaderMap::new();
    for (name, value) in from {
        if !hop_by_hop(name) {
            to.append(name.clone(), value.clone());
        }
    }
    to
}

fn answer(status: StatusCode, headers: HeaderMap, body: Bytes) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(body));
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    response
}

async fn relay(
    shared: Arc<Shared>,
    request: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let (parts, body) = request.into_parts();
    let Ok(body) = body.collect().await.map(|b| b.to_bytes()) else {
        return Ok(answer(
            StatusCode::BAD_REQUEST,
            HeaderMap::new(),
            Bytes::new(),
        ));
    };
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{path}", shared.upstream);
    let headers = copy_headers(&parts.headers);
    let mut tries = 0;
    loop {
        hold_for_global(&shared).await;
        let sent = shared
            .client
            .request(parts.method.clone(), &url)
            .headers(headers.clone())
            .body(body.clone())
            .send()
            .await;
        let response = match sent {
            Ok(response) => response,
            Err(error) => {
                // serenity sees a 502, a transient failure: the outbox tries it again later.
                tracing::warn!(%error, "the Discord API proxy could not be reached");
                return Ok(answer(
                    StatusCode::BAD_GATEWAY,
                    HeaderMap::new(),
                    Bytes::new(),
                ));
            }
        };
        let status = response.status();
        let answer_headers = copy_headers(response.headers());
        let answer_body = response.bytes().await.unwrap_or_default();
        tries += 1;
        if status != StatusCode::TOO_MANY_REQUESTS {
            return Ok(answer(status, answer_headers, answer_body));
        }
        // Counted here, where every 429 of the proxy mode is seen, also those waited out
        // inline that serenity never sees (a bounced one is not counted again there).
        crate::admin::metrics::discord_http_error(status.as_u16());
        let limit = RateLimited::read(&answer_headers, &answer_body);
        if limit.global {
            let until = Instant::now() + limit.wait;
            let mut global = shared.global_until.lock().await;
            *global = Some(global.map_or(until, |g| g.max(until)));
        }
        if limit.wait > INLINE_WAIT || tries >= MAX_TRIES {
            return Ok(answer(status, answer_headers, limit.bounced()));
        }
        if tries == 1 {
            tracing::info!(
                route = %parts.uri.path(),
                wait_ms = limit.wait.as_millis() as u64,
                global = limit.global,
                "rate limited by Discord: waiting as it asks"
            );
        }
        if !limit.global {
            tokio::time::sleep(limit.wait).await;
        }
    }
}

async fn hold_for_global(shared: &Shared) {
    loop {
        let until = *shared.global_until.lock().await;
        match until {
            Some(until) if Instant::now() < until => tokio::time::sleep_until(until).await,
            _ => return,
        }
    }
}

/// What a 429 asks for.
#[derive(Debug, PartialEq)]
struct RateLimited {
    wait: Duration,
    global: bool,
}

impl RateLimited {
    /// Discord's 429: `{"message", "retry_after": seconds (float), "global": bool}` and the
    /// headers `Retry-After` (seconds) and `X-RateLimit-Global` / `X-RateLimit-Scope`.
    fn read(headers: &HeaderMap, body: &[u8]) -> Self {
        let json: Option<serde_json::Value> = serde_json::from_slice(body).ok();
        let from_body = json
            .as_ref()
            .and_then(|j| j.get("retry_after"))
            .and_then(serde_json::Value::as_f64);
        let from_header = headers
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok());
        let wait = from_body
            .or(from_header)
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map_or(UNSAID_WAIT, |s| {
                Duration::from_secs_f64(s.min(LONGEST_WAIT.as_secs_f64()))
            });
        let header_is = |name: &str, value: &str| {
            headers
                .get(name)
                .and_then(|v: &HeaderValue| v.to_str().ok())
                .is_some_and(|v| v.eq_ignore_ascii_case(value))
        };
        let global = json
            .as_ref()
            .and_then(|j| j.get("global"))
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false)
            || header_is("x-ratelimit-global", "true")
            || header_is("x-ratelimit-scope", "global");
        Self { wait, global }
    }

    /// The body of a 429 given back to serenity: decodable, with the wait in its message.
    fn bounced(&self) -> Bytes {
        let body = serde_json::json!({
            "code": BOUNCED_CODE,
            "message": format!("{WAIT_PREFIX}{:.3}", self.wait.as_secs_f64()),
            "retry_after": self.wait.as_secs_f64(),
            "global": self.global,
        });
        Bytes::from(body.to_string())
    }
}

/// The wait a bounced 429's message gives ([`WAIT_PREFIX`]); `None` for any other message.
pub fn bounced_wait(message: &str) -> Option<Duration> {
    let seconds: f64 = message.strip_prefix(WAIT_PREFIX)?.trim().parse().ok()?;
    (seconds.is_finite() && seconds >= 0.0).then(|| Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_429_is_read_from_discords_body_then_its_header() {
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", HeaderValue::from_static("3"));
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 1.25, "global": false}"#;
        assert_eq!(
            RateLimited::read(&headers, body),
            RateLimited {
                wait: Duration::from_millis(1250),
                global: false
            }
        );
        assert_eq!(
            RateLimited::read(&headers, b"not json").wait,
            Duration::from_secs(3)
        );
        assert_eq!(RateLimited::read(&HeaderMap::new(), b"").wait, UNSAID_WAIT);
        headers.insert("x-ratelimit-scope", HeaderValue::from_static("global"));
        assert!(RateLimited::read(&headers, b"{}").global);
        let global = br#"{"message": "", "retry_after": 0.5, "global": true}"#;
        assert!(RateLimited::read(&HeaderMap::new(), global).global);
        let silly = br#"{"retry_after": 1e12}"#;
        assert_eq!(
            RateLimited::read(&HeaderMap::new(), silly).wait,
            LONGEST_WAIT
        );
    }
}
