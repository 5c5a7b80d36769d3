//! The gatekeeper in front of every route: injected failures and rate limits, authentication,
//! the rate-limit headers, and the record of every request.

use super::*;

/// Rate limits on demand, authentication, the rate-limit headers, and the record of refusals.
pub(super) async fn gatekeeper(State(shared): Shared_, req: Request, next: Next) -> Response {
    let method = req.method().as_str().to_owned();
    let path = req.uri().path().trim_start_matches("/api/v10").to_owned();
    let bucket = {
        let mut h = DefaultHasher::new();
        (&method, route_shape(&path)).hash(&mut h);
        format!("{:016x}", h.finish())
    };
    let failed = {
        let mut st = shared.lock();
        let rule = st.failures.iter_mut().find(|r| r.matches(&method, &path));
        rule.map(|r| {
            r.remaining -= 1;
            r.status
        })
    };
    let limited = {
        let mut st = shared.lock();
        let rule = st.rate_limits.iter_mut().find(|r| {
            let applies = if r.global {
                !path.starts_with("/interactions/")
            } else {
                r.method == method && r.path == path
            };
            r.remaining > 0 && applies
        });
        rule.map(|r| {
            r.remaining -= 1;
            (r.retry_after, r.global)
        })
    };
    // Discord's own limits, when the test turned them on: a bucket per route and top-level
    // id, and the global limit.
    let counted = if failed.is_none() && limited.is_none() {
        shared
            .lock()
            .route_limits
            .as_mut()
            .map(|limits| limits.count(&method, &path))
    } else {
        None
    };
    let response = if let Some(status) = failed {
        server_error(status)
    } else if let Some((retry_after, global)) = limited {
        if global {
            globally_rate_limited(retry_after)
        } else {
            rate_limited(retry_after, &bucket)
        }
    } else if let Some(Counted::Global(retry_after)) = counted {
        globally_rate_limited(retry_after)
    } else if let Some(Counted::Exceeded {
        retry_after,
        ref bucket,
    }) = counted
    {
        rate_limited(retry_after, bucket)
    } else if !authorized(&shared, req.headers(), &path) {
        ApiError::new(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized").into_response()
    } else {
        let late = {
            let mut st = shared.lock();
            let rule = st.late.iter_mut().find(|(r, _)| r.matches(&method, &path));
            rule.map(|(r, delay)| {
                r.remaining -= 1;
                *delay
            })
        };
        let mut response = next.run(req).await;
        if let Some(delay) = late {
            tokio::time::sleep(delay).await;
        }
        if let (true, Some(Counted::Within(window))) = (response.status().is_success(), &counted) {
            let headers = response.headers_mut();
            let reset = (now_ms() as f64 / 1000.0) + window.reset_after;
            headers.insert("x-ratelimit-limit", header_value(&window.limit.to_string()));
            headers.insert(
                "x-ratelimit-remaining",
                header_value(&window.remaining.to_string()),
            );
            headers.insert("x-ratelimit-reset", header_value(&format!("{reset:.3}")));
            headers.insert(
                "x-ratelimit-reset-after",
                header_value(&format!("{:.3}", window.reset_after)),
            );
            headers.insert("x-ratelimit-bucket", header_value(&window.bucket));
        } else if response.status().is_success() {
            let headers = response.headers_mut();
            let reset = (now_ms() as f64 / 1000.0) + 1.0;
            headers.insert("x-ratelimit-limit", HeaderValue::from_static("5"));
            headers.insert("x-ratelimit-remaining", HeaderValue::from_static("4"));
            headers.insert("x-ratelimit-reset", header_value(&format!("{reset:.3}")));
            headers.insert("x-ratelimit-reset-after", HeaderValue::from_static("1.000"));
            headers.insert("x-ratelimit-bucket", header_value(&bucket));
        }
        response
    };
    let status = response.status();
    let mut st = shared.lock();
    st.record.requests.push(RequestLine {
        method: method.clone(),
        path: path.clone(),
        status: status.as_u16(),
        at: std::time::Instant::now(),
    });
    if status.is_client_error() || status.is_server_error() {
        let code = response.extensions().get::<ErrorCode>().map_or(0, |c| c.0);
        st.record.refusals.push(Refusal {
            method,
            path,
            status: status.as_u16(),
            code,
        });
    }
    drop(st);
    shared.bump();
    response
}

pub(super) fn header_value(s: &str) -> HeaderValue {
    HeaderValue::from_str(s).unwrap_or_else(|_| HeaderValue::from_static("0"))
}

/// The route with its ids replaced, for a bucket name (`/channels/{id}/messages`).
pub(super) fn route_shape(path: &str) -> String {
    path.split('/')
        .map(|seg| {
            if seg.chars().all(|c| c.is_ascii_digit()) && !seg.is_empty() {
                "{id}"
            } else {
                seg
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// A per-route (scope `user`) 429, as Discord sends it.
pub(super) fn rate_limited(retry_after: f64, bucket: &str) -> Response {
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": false,
    });
    let mut response = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
    let reset = (now_ms() as f64 / 1000.0) + retry_after;
    let headers = response.headers_mut();
    // Discord's Retry-After is in seconds; a fraction keeps tests fast (serenity reads f64).
    headers.insert(
        header::RETRY_AFTER,
        header_value(&format!("{retry_after:.3}")),
    );
    headers.insert("x-ratelimit-limit", HeaderValue::from_static("5"));
    headers.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
    headers.insert("x-ratelimit-reset", header_value(&format!("{reset:.3}")));
    headers.insert(
        "x-ratelimit-reset-after",
        header_value(&format!("{retry_after:.3}")),
    );
    headers.insert("x-ratelimit-bucket", header_value(bucket));
    headers.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
    response.extensions_mut().insert(ErrorCode(0));
    response
}

/// A server error as Discord's edge answers it (JSON body, code 0); nothing was done.
pub(super) fn server_error(status: u16) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_GATEWAY);
    let body = json!({
        "message": format!("{}: {}", status.as_u16(), status.canonical_reason().unwrap_or("Server Error")),
        "code": 0,
    });
    let mut response = (status, Json(body)).into_response();
    response.extensions_mut().insert(ErrorCode(0));
    response
}

/// A global 429 (scope `global`): no bucket headers, `X-RateLimit-Global: true`.
pub(super) fn globally_rate_limited(retry_after: f64) -> Response {
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": true,
    });
    let mut response = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::RETRY_AFTER,
        header_value(&format!("{retry_after:.3}")),
    );
    headers.insert("x-ratelimit-global", HeaderValue::from_static("true"));
    headers.insert("x-ratelimit-scope", HeaderValue::from_static("global"));
    response.extensions_mut().insert(ErrorCode(0));
    response
}

/// Discord's rate limits as the local Discord keeps them, once a test turns them on
/// (`FakeDiscord::set_route_limits`): `per_bucket` requests per `window` in each bucket (a
/// route shape, with PATCH and DELETE of a message sharing one, as Discord's buckets may),
/// counted per top-level id (channel, guild, or webhook and token), and `global` requests per
/// second over every route but interaction callbacks and webhooks.
pub(crate) struct RouteLimits {
    per_bucket: u32,
    window: std::time::Duration,
    global: u32,
    buckets: std::collections::HashMap<(String, String), (std::time::Instant, u32)>,
    recent: std::collections::VecDeque<std::time::Instant>,
}

/// One request as the limits counted it.
pub(crate) enum Counted {
    /// Let through; the bucket's headers.
    Within(BucketState),
    /// Over the bucket's limit: a 429 with `retry_after` seconds.
    Exceeded { retry_after: f64, bucket: String },
    /// Over the global limit.
    Global(f64),
}

/// A bucket's headers after a request.
pub(crate) struct BucketState {
    limit: u32,
    remaining: u32,
    reset_after: f64,
    bucket: String,
}

impl RouteLimits {
    pub(crate) fn new(per_bucket: u32, window: std::time::Duration, global: u32) -> Self {
        Self {
            per_bucket,
            window,
            global,
            buckets: std::collections::HashMap::new(),
            recent: std::collections::VecDeque::new(),
        }
    }

    fn count(&mut self, method: &str, path: &str) -> Counted {
        let now = std::time::Instant::now();
        let exempt = path.starts_with("/interactions/") || path.starts_with("/webhooks/");
        if !exempt {
            while self
                .recent
                .front()
                .is_some_and(|t| now.duration_since(*t) >= std::time::Duration::from_secs(1))
            {
                self.recent.pop_front();
            }
            if self.recent.len() as u32 >= self.global {
                let oldest = self.recent.front().copied().unwrap_or(now);
                let wait = 1.0 - now.duration_since(oldest).as_secs_f64();
                return Counted::Global(wait.max(0.001));
            }
            self.recent.push_back(now);
        }
        let bucket = bucket_name(method, &route_shape(path));
        let entry = self
            .buckets
            .entry((bucket.clone(), top_level_id(path)))
            .or_insert((now, 0));
        if now.duration_since(entry.0) >= self.window {
            *entry = (now, 0);
        }
        let reset_after = (self.window - now.duration_since(entry.0)).as_secs_f64();
        if entry.1 >= self.per_bucket {
            return Counted::Exceeded {
                retry_after: reset_after.max(0.001),
                bucket,
            };
        }
        entry.1 += 1;
        Counted::Within(BucketState {
            limit: self.per_bucket,
            remaining: self.per_bucket - entry.1,
            reset_after,
            bucket,
        })
    }
}

/// A bucket's name: its route shape, except that editing and deleting a message share one
/// (so a test sees a shared bucket, which Discord names in `X-RateLimit-Bucket`).
fn bucket_name(method: &str, shape: &str) -> String {
    let key =
        if shape == "/channels/{id}/messages/{id}" && (method == "PATCH" || method == "DELETE") {
            "message edit and delete".to_owned()
        } else {
            format!("{method} {shape}")
        };
    let mut h = DefaultHasher::new();
    key.hash(&mut h);
    format!("{:016x}", h.finish())
}

/// The top-level resource a bucket is counted for: a channel, a guild, or a webhook with its
/// token (each interaction's own), else the bot as a whole.
fn top_level_id(path: &str) -> String {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    match segments.as_slice() {
        ["channels" | "guilds", id, ..] => (*id).to_owned(),
        ["webhooks", id, token, ..] => format!("{id}/{token}"),
        _ => String::new(),
    }
}
