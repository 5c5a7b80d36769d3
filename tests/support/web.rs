//! The web pages over real HTTP on a loopback port: a service with its site, and plain
//! `GET`s read back as status, head and body.

use std::{net::SocketAddr, sync::Arc, time::Duration};

use hextable::{core::CoreConfig, runtime::Service, web::Web};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The public address the tests configure.
pub const SITE: &str = "https://hex.example.org";

/// A name that would run a script if a page did not escape it.
pub const EVIL: &str = "<script>alert(1)</script>";

/// A service on the database `url` with the pages on, and its site on a loopback port; the
/// site's clock stands still at `now`, and with `limit` it takes that many requests a minute
/// from one address.
pub async fn site(url: &str, now: i64, limit: Option<u32>) -> (Arc<Service>, SocketAddr) {
    let config = CoreConfig {
        web: Some(SITE.to_owned()),
        ..CoreConfig::default()
    };
    let service = Arc::new(Service::open(url, config).await.unwrap());
    let mut web = Web::new(Arc::clone(&service)).with_clock(move || now);
    if let Some(limit) = limit {
        web = web.with_limit(limit);
    }
    let (addr, _server) = web.start(([127, 0, 0, 1], 0).into()).await.unwrap();
    (service, addr)
}

/// A response: status, head (lowercase header lines) and body.
pub struct Got {
    /// The status code.
    pub status: u16,
    /// The status line and headers, lowercase.
    pub head: String,
    /// The body.
    pub body: String,
}

/// `GET path` with `extra` header lines; with `first_event`, only up to the end of the first
/// server-sent event (the stream stays open).
pub async fn get_with(addr: SocketAddr, path: &str, extra: &str, first_event: bool) -> Got {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut bytes = Vec::new();
    let mut buffer = [0u8; 16384];
    let read = async {
        loop {
            let n = stream.read(&mut buffer).await.unwrap();
            if n == 0 {
                break;
            }
            bytes.extend_from_slice(&buffer[..n]);
            let text = String::from_utf8_lossy(&bytes);
            if first_event {
                if let Some((_, body)) = text.split_once("\r\n\r\n") {
                    // Chunked: the event ends with a blank line inside the chunk.
                    if body.contains("\n\n") {
                        break;
                    }
                }
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(10), read)
        .await
        .expect("an answer in time");
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    Got {
        status,
        head: head.to_lowercase(),
        body: body.to_owned(),
    }
}

/// `GET path`, read to the end.
pub async fn get(addr: SocketAddr, path: &str) -> Got {
    get_with(addr, path, "", false).await
}
