//! The REST API under `/api/v10`, plus the gateway websocket at `/` of the plain port.
//!
//! Error bodies are Discord's `{"code": N, "message": "..."}` with Discord's codes (10003
//! Unknown Channel, 10008 Unknown Message, 10015 Unknown Webhook, 10062 Unknown interaction,
//! 40060 already acknowledged, 50005 another user's message, 50006 empty message, 50007 DMs
//! closed, 50035 invalid form body); 429s carry `retry_after` and the rate-limit headers.

use std::{
    collections::hash_map::DefaultHasher,
    hash::{Hash, Hasher},
    sync::Arc,
    time::Duration,
};

use axum::{
    extract::{FromRequest, Multipart, Path, Request, State},
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::{get, post},
    Json, Router,
};
use serde_json::{json, Value};

use super::{
    gateway,
    model::{
        self, attachment_json, current_user_json, member_json, message_json, now_ms, snowflake,
        ChannelKind, ChannelRec, MessageFields, Upload,
    },
    Post, Refusal, RequestLine, Sent, Shared, State as FakeState,
};

type Shared_ = State<Arc<Shared>>;

/// A Discord JSON error.
#[derive(Debug)]
pub(super) struct ApiError {
    status: StatusCode,
    code: u64,
    message: String,
}

/// The JSON error code of a refused request, for the record.
#[derive(Clone, Copy)]
struct ErrorCode(u64);

impl ApiError {
    fn new(status: StatusCode, code: u64, message: &str) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }
    fn unknown_channel() -> ApiError {
        Self::new(StatusCode::NOT_FOUND, 10003, "Unknown Channel")
    }
    fn unknown_message() -> ApiError {
        Self::new(StatusCode::NOT_FOUND, 10008, "Unknown Message")
    }
    fn unknown_webhook() -> ApiError {
        Self::new(StatusCode::NOT_FOUND, 10015, "Unknown Webhook")
    }
    fn invalid_form(what: &str) -> ApiError {
        Self::new(
            StatusCode::BAD_REQUEST,
            50035,
            &format!("Invalid Form Body ({what})"),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = json!({"code": self.code, "message": self.message});
        let mut response = (self.status, Json(body)).into_response();
        response.extensions_mut().insert(ErrorCode(self.code));
        response
    }
}

type ApiResult = Result<Response, ApiError>;

pub(super) fn router(shared: Arc<Shared>) -> Router {
    let api = Router::new()
        .route("/gateway", get(gateway_url))
        .route("/gateway/bot", get(gateway_bot))
        .route("/users/@me", get(current_user))
        .route("/users/@me/channels", post(create_dm))
        .route("/users/{user}", get(get_user))
        .route("/guilds/{guild}/members/{user}", get(get_member))
        .route("/applications/@me", get(application))
        .route("/oauth2/applications/@me", get(application))
        .route(
            "/applications/{app}/commands",
            get(list_global_commands)
                .put(put_global_commands)
                .post(post_global_command),
        )
        .route(
            "/applications/{app}/guilds/{guild}/commands",
            get(list_guild_commands)
                .put(put_guild_commands)
                .post(post_guild_command),
        )
        .route("/channels/{channel}", get(get_channel))
        .route("/channels/{channel}/messages", post(create_message))
        .route(
            "/channels/{channel}/messages/{message}",
            get(get_message).patch(edit_message).delete(delete_message),
        )
        .route("/channels/{channel}/threads", post(thread_without_message))
        .route(
            "/channels/{channel}/messages/{message}/threads",
            post(thread_from_message),
        )
        .route(
            "/interactions/{id}/{token}/callback",
            post(interaction_callback),
        )
        .route("/webhooks/{app}/{token}", post(followup))
        .route(
            "/webhooks/{app}/{token}/messages/{message}",
            get(get_webhook_message)
                .patch(edit_webhook_message)
                .delete(delete_webhook_message),
        )
        .fallback(unknown_route)
        .layer(middleware::from_fn_with_state(
            Arc::clone(&shared),
            gatekeeper,
        ));
    Router::new()
        .nest("/api/v10", api)
        .route("/", get(gateway::upgrade))
        .with_state(shared)
}

/// Rate limits on demand, authentication, the rate-limit headers, and the record of refusals.
async fn gatekeeper(State(shared): Shared_, req: Request, next: Next) -> Response {
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
    let response = if let Some(status) = failed {
        server_error(status)
    } else if let Some((retry_after, global)) = limited {
        if global {
            globally_rate_limited(retry_after)
        } else {
            rate_limited(retry_after, &bucket)
        }
    } else if !authorized(&shared, req.headers(), &path) {
        ApiError::new(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized").into_response()
    } else {
        let mut response = next.run(req).await;
        if response.status().is_success() {
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

fn header_value(s: &str) -> HeaderValue {
    HeaderValue::from_str(s).unwrap_or_else(|_| HeaderValue::from_static("0"))
}

/// The route with its ids replaced, for a bucket name (`/channels/{id}/messages`).
fn route_shape(path: &str) -> String {
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
fn rate_limited(retry_after: f64, bucket: &str) -> Response {
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
fn server_error(status: u16) -> Response {
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
fn globally_rate_limited(retry_after: f64) -> Response {
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

/// Interaction callbacks and webhook (follow-up) routes are authorised by their token in the
/// path; everything else needs `Authorization: Bot <token>`.
fn authorized(shared: &Shared, headers: &HeaderMap, path: &str) -> bool {
    if path.starts_with("/interactions/") || path.starts_with("/webhooks/") {
        return true;
    }
    let token = shared.lock().token.clone();
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bot "))
        .is_some_and(|t| t == token)
}

async fn unknown_route(method: Method) -> ApiError {
    let _ = method;
    ApiError::new(StatusCode::NOT_FOUND, 0, "404: Not Found")
}

fn parse_id(s: &str) -> Result<u64, ApiError> {
    s.parse().map_err(|_| ApiError::invalid_form("snowflake"))
}

/// The JSON body of a request, or the `payload_json` and `files[n]` of a multipart one.
async fn read_body(shared: &Arc<Shared>, req: Request) -> Result<(Value, Vec<Upload>), ApiError> {
    let is_multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if !is_multipart {
        let bytes = axum::body::to_bytes(req.into_body(), 64 << 20)
            .await
            .map_err(|_| ApiError::invalid_form("body"))?;
        if bytes.is_empty() {
            return Ok((Value::Null, Vec::new()));
        }
        let value = serde_json::from_slice(&bytes).map_err(|_| {
            ApiError::new(
                StatusCode::BAD_REQUEST,
                50109,
                "The request body contains invalid JSON.",
            )
        })?;
        return Ok((value, Vec::new()));
    }
    let mut multipart = Multipart::from_request(req, shared)
        .await
        .map_err(|_| ApiError::invalid_form("multipart"))?;
    let mut payload = Value::Null;
    let mut uploads = Vec::new();
    while let Some(field) = multipart
        .next_field()
        .await
        .map_err(|_| ApiError::invalid_form("multipart"))?
    {
        let name = field.name().unwrap_or_default().to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let bytes = field
            .bytes()
            .await
            .map_err(|_| ApiError::invalid_form("multipart"))?;
        if name == "payload_json" {
            payload = serde_json::from_slice(&bytes)
                .map_err(|_| ApiError::invalid_form("payload_json"))?;
        } else if name.starts_with("files[") || name == "file" {
            uploads.push(Upload {
                field: name,
                filename: filename.unwrap_or_else(|| "unknown".into()),
                content_type,
                bytes: bytes.to_vec(),
            });
        }
    }
    Ok((payload, uploads))
}

fn json_response(status: StatusCode, v: Value) -> Response {
    (status, Json(v)).into_response()
}

fn array(v: &Value) -> Vec<Value> {
    v.as_array().cloned().unwrap_or_default()
}

/// The message fields a create request asks for; Discord refuses an empty message (50006).
fn new_fields(
    st: &FakeState,
    channel: u64,
    body: &Value,
    uploads: &[Upload],
) -> Result<MessageFields, ApiError> {
    let fields = MessageFields {
        content: body["content"].as_str().unwrap_or_default().to_owned(),
        embeds: array(&body["embeds"]),
        components: array(&body["components"]),
        flags: body["flags"].as_u64().unwrap_or(0),
        attachments: uploads
            .iter()
            .map(|u| attachment_json(snowflake(), channel, u, &st.cdn_base))
            .collect(),
        message_reference: body
            .get("message_reference")
            .filter(|r| !r.is_null())
            .cloned(),
        mentions: pinged(st, body)
            .into_iter()
            .filter_map(|id| st.user_json(id))
            .collect(),
    };
    let sticker = body["sticker_ids"]
        .as_array()
        .is_some_and(|s| !s.is_empty());
    if fields.content.is_empty()
        && fields.embeds.is_empty()
        && fields.components.is_empty()
        && fields.attachments.is_empty()
        && !sticker
        && body.get("poll").is_none_or(Value::is_null)
    {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            50006,
            "Cannot send an empty message",
        ));
    }
    check_components(&fields.components)?;
    let files: Vec<&str> = uploads.iter().map(|u| u.filename.as_str()).collect();
    check_embeds(&fields.embeds, &files)?;
    if fields.content.chars().count() > 2000 {
        return Err(ApiError::invalid_form(
            "content: Must be 2000 or fewer in length.",
        ));
    }
    Ok(fields)
}

/// The user ids written as `<@id>` / `<@!id>` in `text`.
fn mentioned(text: &str) -> Vec<u64> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("<@") {
        rest = &rest[start + 2..];
        let inner = rest.strip_prefix('!').unwrap_or(rest);
        let digits: String = inner.chars().take_while(char::is_ascii_digit).collect();
        if !digits.is_empty() && inner[digits.len()..].starts_with('>') {
            if let Ok(id) = digits.parse() {
                if !out.contains(&id) {
                    out.push(id);
                }
            }
        }
    }
    out
}

/// Who a new message pings: the users mentioned in its content that `allowed_mentions`
/// lets through (all of them when the request has no `allowed_mentions`, as on Discord).
fn pinged(_st: &FakeState, body: &Value) -> Vec<u64> {
    let content = body["content"].as_str().unwrap_or_default();
    let candidates = mentioned(content);
    let Some(allowed) = body.get("allowed_mentions").filter(|a| !a.is_null()) else {
        return candidates;
    };
    let parse_users = allowed["parse"]
        .as_array()
        .is_some_and(|p| p.iter().any(|v| v == "users"));
    let listed: Vec<u64> = allowed["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(model::id_of)
        .collect();
    candidates
        .into_iter()
        .filter(|id| parse_users || listed.contains(id))
        .collect()
}

/// Discord's rules for message components (action rows of at most five buttons; a button
/// with a 1–100 character `custom_id`, a style 1–4 and a label of at most 80 characters, or
/// a link button with a URL) and for a modal's text inputs.
fn check_components(rows: &[Value]) -> Result<(), ApiError> {
    if rows.len() > 5 {
        return Err(ApiError::invalid_form("components: at most 5 rows"));
    }
    for row in rows {
        if row["type"] != 1 {
            return Err(ApiError::invalid_form("components: a row must be type 1"));
        }
        let items = array(&row["components"]);
        if items.is_empty() || items.len() > 5 {
            return Err(ApiError::invalid_form("components: 1 to 5 per row"));
        }
        for item in items {
            match item["type"].as_u64() {
                Some(2) => {
                    let style = item["style"].as_u64().unwrap_or(0);
                    let label = item["label"].as_str().unwrap_or_default();
                    if label.chars().count() > 80 {
                        return Err(ApiError::invalid_form("label: at most 80"));
                    }
                    match style {
                        1..=4 => {
                            let id = item["custom_id"].as_str().unwrap_or_default();
                            if id.is_empty() || id.chars().count() > 100 {
                                return Err(ApiError::invalid_form("custom_id: 1 to 100"));
                            }
                        }
                        5 if item["url"].is_string() => {}
                        _ => return Err(ApiError::invalid_form("style")),
                    }
                }
                Some(4) => {
                    let id = item["custom_id"].as_str().unwrap_or_default();
                    let label = item["label"].as_str().unwrap_or_default();
                    if id.is_empty() || id.len() > 100 || label.is_empty() || label.len() > 45 {
                        return Err(ApiError::invalid_form("text input"));
                    }
                }
                _ => return Err(ApiError::invalid_form("component type")),
            }
        }
    }
    Ok(())
}

/// Discord's rules for embeds: at most 10; title ≤ 256, description ≤ 4096, at most 25
/// fields with name ≤ 256 and value ≤ 1024, footer text ≤ 2048, author name ≤ 256, and all
/// of those together ≤ 6000 characters; an embed must show something; and an
/// `attachment://name` URL must name a file of the message (`files`).
fn check_embeds(embeds: &[Value], files: &[&str]) -> Result<(), ApiError> {
    if embeds.len() > 10 {
        return Err(ApiError::invalid_form("embeds: at most 10"));
    }
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut total = 0;
    for (i, embed) in embeds.iter().enumerate() {
        if !embed.is_object() {
            return Err(ApiError::invalid_form(&format!(
                "embeds.{i}: not an object"
            )));
        }
        let fields = array(&embed["fields"]);
        if fields.len() > 25 {
            return Err(ApiError::invalid_form(&format!(
                "embeds.{i}.fields: at most 25"
            )));
        }
        let mut limited = vec![
            ("title", len(&embed["title"]), 256),
            ("description", len(&embed["description"]), 4096),
            ("footer.text", len(&embed["footer"]["text"]), 2048),
            ("author.name", len(&embed["author"]["name"]), 256),
        ];
        for field in &fields {
            limited.push(("fields.name", len(&field["name"]), 256));
            limited.push(("fields.value", len(&field["value"]), 1024));
        }
        let mut own = 0;
        for (what, n, max) in limited {
            own += n;
            if n > max {
                return Err(ApiError::invalid_form(&format!(
                    "embeds.{i}.{what}: Must be {max} or fewer in length."
                )));
            }
        }
        total += own;
        let urls = [
            &embed["image"]["url"],
            &embed["thumbnail"]["url"],
            &embed["footer"]["icon_url"],
            &embed["author"]["icon_url"],
        ];
        let shows = own > 0 || urls.iter().any(|u| u.is_string()) || !fields.is_empty();
        if !shows {
            return Err(ApiError::invalid_form(&format!("embeds.{i}: empty embed")));
        }
        for url in urls.iter().filter_map(|u| u.as_str()) {
            if let Some(name) = url.strip_prefix("attachment://") {
                if !files.contains(&name) {
                    return Err(ApiError::invalid_form(&format!(
                        "embeds.{i}: {url} names no file of this message"
                    )));
                }
            } else if !url.starts_with("https://") && !url.starts_with("http://") {
                return Err(ApiError::invalid_form(&format!(
                    "embeds.{i}: Scheme \"{url}\" is not supported."
                )));
            }
        }
    }
    if total > 6000 {
        return Err(ApiError::invalid_form(
            "embeds: at most 6000 characters in all",
        ));
    }
    Ok(())
}

fn post_of(st: &FakeState, msg: &Value, files: Vec<Upload>) -> Post {
    let channel_id = model::id_of(&msg["channel_id"]).unwrap_or(0);
    let dm_recipient = match st.channels.get(&channel_id).map(|c| &c.kind) {
        Some(ChannelKind::Dm { recipient }) => Some(*recipient),
        _ => None,
    };
    Post {
        mentions: msg["mentions"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| model::id_of(&u["id"]))
            .collect(),
        message_id: model::id_of(&msg["id"]).unwrap_or(0),
        channel_id,
        dm_recipient,
        content: msg["content"].as_str().unwrap_or_default().to_owned(),
        embeds: array(&msg["embeds"]),
        components: array(&msg["components"]),
        flags: msg["flags"].as_u64().unwrap_or(0),
        files,
    }
}

/// Creates a message by the bot in `channel`; `app` marks an interaction's message.
/// Ephemeral messages are not dispatched on the gateway.
fn bot_message(
    st: &mut FakeState,
    channel: &ChannelRec,
    fields: &MessageFields,
    app: Option<u64>,
) -> Value {
    let id = snowflake();
    let guild_id = channel.guild_id();
    let member = guild_id.map(|g| member_json(&st.bot, st.guild_joined(g), false));
    let bot = st.bot.clone();
    let msg = message_json(id, channel.id, guild_id, &bot, member, fields, app, None);
    st.store_message(id, channel.id, msg.clone());
    if fields.flags & 64 == 0 {
        st.dispatch_message_event("MESSAGE_CREATE", guild_id, msg.clone());
    }
    msg
}

/// Applies an edit request to a stored message of the bot's; returns the new message.
fn edit_stored(
    st: &mut FakeState,
    message_id: u64,
    body: &Value,
    uploads: &[Upload],
) -> Result<Value, ApiError> {
    let mut msg = st
        .messages
        .get(&message_id)
        .cloned()
        .ok_or_else(ApiError::unknown_message)?;
    if model::id_of(&msg["author"]["id"]) != Some(st.bot.id) {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            50005,
            "Cannot edit a message authored by another user",
        ));
    }
    let channel = model::id_of(&msg["channel_id"]).unwrap_or(0);
    if let Some(rows) = body.get("components").and_then(Value::as_array) {
        check_components(rows)?;
    }
    for key in ["content", "embeds", "components", "flags"] {
        if let Some(v) = body.get(key) {
            msg[key] = if v.is_null() && key != "content" {
                json!([])
            } else {
                v.clone()
            };
        }
    }
    if msg["content"].is_null() {
        msg["content"] = json!("");
    }
    // `attachments` lists the existing attachments to keep (by id) and the new uploads.
    let mut attachments = match body.get("attachments").and_then(Value::as_array) {
        Some(keep) => array(&msg["attachments"])
            .into_iter()
            .filter(|a| keep.iter().any(|k| k["id"] == a["id"]))
            .collect(),
        None => array(&msg["attachments"]),
    };
    attachments.extend(
        uploads
            .iter()
            .map(|u| attachment_json(snowflake(), channel, u, &st.cdn_base)),
    );
    if let Some(embeds) = body.get("embeds").and_then(Value::as_array) {
        let files: Vec<&str> = attachments
            .iter()
            .filter_map(|a| a["filename"].as_str())
            .collect();
        check_embeds(embeds, &files)?;
    }
    msg["attachments"] = json!(attachments);
    // An edit ends a deferred response's "thinking" state (flag 128, LOADING).
    let flags = msg["flags"].as_u64().unwrap_or(0) & !128;
    msg["flags"] = json!(flags);
    msg["edited_timestamp"] = json!(model::now_timestamp());
    st.messages.insert(message_id, msg.clone());
    if flags & 64 == 0 {
        let guild_id = st.channels.get(&channel).and_then(ChannelRec::guild_id);
        st.dispatch_message_event("MESSAGE_UPDATE", guild_id, msg.clone());
    }
    Ok(msg)
}

// ----- gateway, users, application -----

async fn gateway_url(State(shared): Shared_) -> Response {
    let url = shared.lock().ws_url.clone();
    json_response(StatusCode::OK, json!({"url": url}))
}

async fn gateway_bot(State(shared): Shared_) -> Response {
    let url = shared.lock().ws_url.clone();
    json_response(
        StatusCode::OK,
        json!({
            "url": url,
            "shards": 1,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 14_400_000,
                "max_concurrency": 1,
            },
        }),
    )
}

async fn current_user(State(shared): Shared_) -> Response {
    let st = shared.lock();
    json_response(StatusCode::OK, current_user_json(&st.bot))
}

async fn application(State(shared): Shared_) -> Response {
    let st = shared.lock();
    let owner = st.users.values().find(|u| !u.bot).map(|u| u.json());
    json_response(
        StatusCode::OK,
        json!({
            "id": st.bot.id.to_string(),
            "name": st.bot.username,
            "icon": null,
            "description": "hextable test application",
            "bot_public": true,
            "bot_require_code_grant": false,
            "bot": current_user_json(&st.bot),
            "owner": owner,
            "verify_key": "0".repeat(64),
            "team": null,
            "flags": 0,
            "tags": [],
            "redirect_uris": [],
            "interactions_endpoint_url": null,
            "approximate_guild_count": st.guilds.len(),
        }),
    )
}

async fn get_user(State(shared): Shared_, Path(user): Path<String>) -> ApiResult {
    let st = shared.lock();
    let user = st.users.get(&parse_id(&user)?).map(model::UserRec::json);
    let user = user.ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, 10013, "Unknown User"))?;
    Ok(json_response(StatusCode::OK, user))
}

async fn get_member(
    State(shared): Shared_,
    Path((guild, user)): Path<(String, String)>,
) -> ApiResult {
    let (guild, user) = (parse_id(&guild)?, parse_id(&user)?);
    let st = shared.lock();
    let g = st
        .guilds
        .get(&guild)
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, 10004, "Unknown Guild"))?;
    let member = g
        .members
        .contains(&user)
        .then(|| st.users.get(&user))
        .flatten()
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, 10007, "Unknown Member"))?;
    Ok(json_response(
        StatusCode::OK,
        member_json(member, g.created_ms, true),
    ))
}

async fn create_dm(State(shared): Shared_, req: Request) -> ApiResult {
    let (body, _) = read_body(&shared, req).await?;
    let recipient = model::id_of(&body["recipient_id"])
        .ok_or_else(|| ApiError::invalid_form("recipient_id"))?;
    let mut st = shared.lock();
    if !st.users.contains_key(&recipient) || recipient == st.bot.id {
        return Err(ApiError::invalid_form("recipient_id"));
    }
    let channel_id = st.dm_channel(recipient);
    let json = st.channel_json(channel_id).unwrap_or(Value::Null);
    st.record.sent.push(Sent::DmOpened {
        recipient,
        channel_id,
    });
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::OK, json))
}

// ----- application commands -----

/// Stores `commands` as the full list for `guild` (None: global), keeping the ids of commands
/// whose name is unchanged, as a bulk overwrite does.
fn overwrite_commands(st: &mut FakeState, guild: Option<u64>, commands: &[Value]) -> Vec<Value> {
    let old = match guild {
        Some(g) => st.guild_commands.get(&g).cloned().unwrap_or_default(),
        None => st.global_commands.clone(),
    };
    let stored: Vec<Value> = commands
        .iter()
        .map(|c| {
            let kept = old
                .iter()
                .find(|o| o["name"] == c["name"])
                .and_then(|o| model::id_of(&o["id"]));
            command_object(st.bot.id, guild, kept.unwrap_or_else(snowflake), c)
        })
        .collect();
    match guild {
        Some(g) => {
            st.guild_commands.insert(g, stored.clone());
        }
        None => st.global_commands = stored.clone(),
    }
    stored
}

fn command_object(app: u64, guild: Option<u64>, id: u64, c: &Value) -> Value {
    let mut v = json!({
        "id": id.to_string(),
        "type": c["type"].as_u64().unwrap_or(1),
        "application_id": app.to_string(),
        "name": c["name"],
        "name_localizations": c.get("name_localizations").cloned().unwrap_or(Value::Null),
        "description": c["description"].as_str().unwrap_or_default(),
        "description_localizations": c.get("description_localizations").cloned().unwrap_or(Value::Null),
        "options": c.get("options").cloned().unwrap_or(json!([])),
        "default_member_permissions": c.get("default_member_permissions").cloned().unwrap_or(Value::Null),
        "dm_permission": c.get("dm_permission").cloned().unwrap_or(json!(true)),
        "nsfw": c.get("nsfw").cloned().unwrap_or(json!(false)),
        "version": snowflake().to_string(),
    });
    if let Some(g) = guild {
        v["guild_id"] = json!(g.to_string());
    }
    for key in ["contexts", "integration_types"] {
        if let Some(x) = c.get(key) {
            v[key] = x.clone();
        }
    }
    v
}

fn check_app(st: &FakeState, app: &str) -> Result<(), ApiError> {
    if parse_id(app)? == st.bot.id {
        Ok(())
    } else {
        Err(ApiError::new(
            StatusCode::FORBIDDEN,
            50001,
            "Missing Access",
        ))
    }
}

/// Discord's locale keys (those of its `Locale` enum).
const LOCALES: [&str; 34] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko", "he", "ar",
];

fn is_command_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|ch| ch == '-' || ch == '_' || ch.is_lowercase() || ch.is_numeric())
}

fn length_in(value: &Value, range: std::ops::RangeInclusive<usize>) -> bool {
    range.contains(&value.as_str().unwrap_or_default().chars().count())
}

/// A `*_localizations` map as Discord takes it: known locale keys, each value passing `ok`.
fn localizations_ok(value: &Value, ok: impl Fn(&Value) -> bool) -> bool {
    match value {
        Value::Null => true,
        Value::Object(map) => map
            .iter()
            .all(|(locale, text)| LOCALES.contains(&locale.as_str()) && ok(text)),
        _ => false,
    }
}

/// Checks one command or option the way Discord does: names (1–32 lower-case characters),
/// descriptions (1–100), choices (at most 25, names 1–100), their localizations, unique
/// names among siblings (in every locale), and the same for sub-options.
fn check_command(c: &Value, chat_input: bool) -> bool {
    let name_ok = |v: &Value| is_command_name(v.as_str().unwrap_or_default());
    let description_ok = |v: &Value| length_in(v, 1..=100);
    let mut ok = name_ok(&c["name"])
        && localizations_ok(&c["name_localizations"], name_ok)
        && (!chat_input
            || (description_ok(&c["description"])
                && localizations_ok(&c["description_localizations"], description_ok)));
    if let Some(choices) = c["choices"].as_array() {
        ok &= choices.len() <= 25
            && choices.iter().all(|choice| {
                length_in(&choice["name"], 1..=100)
                    && localizations_ok(&choice["name_localizations"], |v| length_in(v, 1..=100))
            });
    }
    if let Some(options) = c["options"].as_array() {
        ok &= options.len() <= 25 && options.iter().all(|o| check_command(o, true));
        let mut locales: Vec<Option<&str>> = vec![None];
        for o in options {
            if let Some(map) = o["name_localizations"].as_object() {
                locales.extend(map.keys().map(|k| Some(k.as_str())));
            }
        }
        for locale in locales {
            let mut names: Vec<&str> = options
                .iter()
                .map(|o| {
                    locale
                        .and_then(|l| o["name_localizations"][l].as_str())
                        .unwrap_or_else(|| o["name"].as_str().unwrap_or_default())
                })
                .collect();
            let count = names.len();
            names.sort_unstable();
            names.dedup();
            ok &= names.len() == count;
        }
    }
    ok
}

fn check_commands(body: &Value) -> Result<Vec<Value>, ApiError> {
    let commands = body
        .as_array()
        .cloned()
        .ok_or_else(|| ApiError::invalid_form("commands"))?;
    for c in &commands {
        let chat_input = c["type"].as_u64().unwrap_or(1) == 1;
        if !check_command(c, chat_input) {
            return Err(ApiError::invalid_form("command name or description"));
        }
    }
    Ok(commands)
}

async fn put_commands(
    shared: &Arc<Shared>,
    app: &str,
    guild: Option<&str>,
    req: Request,
) -> ApiResult {
    let (body, _) = read_body(shared, req).await?;
    let commands = check_commands(&body)?;
    let mut st = shared.lock();
    check_app(&st, app)?;
    let guild = guild.map(parse_id).transpose()?;
    if let Some(g) = guild {
        if !st.guilds.contains_key(&g) {
            return Err(ApiError::new(StatusCode::NOT_FOUND, 10004, "Unknown Guild"));
        }
    }
    let stored = overwrite_commands(&mut st, guild, &commands);
    st.record.sent.push(Sent::Commands {
        guild_id: guild,
        commands: stored.clone(),
    });
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::OK, json!(stored)))
}

async fn post_command(
    shared: &Arc<Shared>,
    app: &str,
    guild: Option<&str>,
    req: Request,
) -> ApiResult {
    let (body, _) = read_body(shared, req).await?;
    check_commands(&json!([body.clone()]))?;
    let mut st = shared.lock();
    check_app(&st, app)?;
    let guild = guild.map(parse_id).transpose()?;
    let mut all = match guild {
        Some(g) => st.guild_commands.get(&g).cloned().unwrap_or_default(),
        None => st.global_commands.clone(),
    };
    let existed = all.iter().any(|c| c["name"] == body["name"]);
    all.retain(|c| c["name"] != body["name"]);
    all.push(body.clone());
    let stored = overwrite_commands(&mut st, guild, &all);
    let created = stored
        .iter()
        .find(|c| c["name"] == body["name"])
        .cloned()
        .unwrap_or(Value::Null);
    st.record.sent.push(Sent::Commands {
        guild_id: guild,
        commands: stored,
    });
    drop(st);
    shared.bump();
    let status = if existed {
        StatusCode::OK
    } else {
        StatusCode::CREATED
    };
    Ok(json_response(status, created))
}

async fn list_global_commands(State(shared): Shared_, Path(app): Path<String>) -> ApiResult {
    let st = shared.lock();
    check_app(&st, &app)?;
    Ok(json_response(StatusCode::OK, json!(st.global_commands)))
}

async fn list_guild_commands(
    State(shared): Shared_,
    Path((app, guild)): Path<(String, String)>,
) -> ApiResult {
    let st = shared.lock();
    check_app(&st, &app)?;
    let cmds = st
        .guild_commands
        .get(&parse_id(&guild)?)
        .cloned()
        .unwrap_or_default();
    Ok(json_response(StatusCode::OK, json!(cmds)))
}

async fn put_global_commands(
    State(shared): Shared_,
    Path(app): Path<String>,
    req: Request,
) -> ApiResult {
    put_commands(&shared, &app, None, req).await
}

async fn put_guild_commands(
    State(shared): Shared_,
    Path((app, guild)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    put_commands(&shared, &app, Some(&guild), req).await
}

async fn post_global_command(
    State(shared): Shared_,
    Path(app): Path<String>,
    req: Request,
) -> ApiResult {
    post_command(&shared, &app, None, req).await
}

async fn post_guild_command(
    State(shared): Shared_,
    Path((app, guild)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    post_command(&shared, &app, Some(&guild), req).await
}

// ----- channels and messages -----

async fn get_channel(State(shared): Shared_, Path(channel): Path<String>) -> ApiResult {
    let st = shared.lock();
    let json = st
        .channel_json(parse_id(&channel)?)
        .ok_or_else(ApiError::unknown_channel)?;
    Ok(json_response(StatusCode::OK, json))
}

/// How long Discord remembers an enforced nonce: "the past few minutes", its documentation
/// says, without a figure; five here.
pub(crate) const NONCE_WINDOW: Duration = Duration::from_secs(300);

/// The nonce of a message body, when `enforce_nonce` asks for it to be checked: a string of
/// at most 25 characters or an integer, as Discord's documentation says.
fn enforced_nonce(body: &Value) -> Result<Option<String>, ApiError> {
    if body["enforce_nonce"].as_bool() != Some(true) {
        return Ok(None);
    }
    let nonce = match &body["nonce"] {
        Value::String(s) if s.chars().count() <= 25 => s.clone(),
        Value::Number(n) if n.is_u64() || n.is_i64() => n.to_string(),
        Value::Null => return Ok(None),
        _ => {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                50035,
                "Invalid Form Body (nonce)",
            ))
        }
    };
    Ok(Some(nonce))
}

async fn create_message(
    State(shared): Shared_,
    Path(channel): Path<String>,
    req: Request,
) -> ApiResult {
    let channel = parse_id(&channel)?;
    let (body, uploads) = read_body(&shared, req).await?;
    let nonce = enforced_nonce(&body)?;
    let mut st = shared.lock();
    // The same author (the bot) and nonce within the window: the first message, not a new one.
    if let Some((first, at)) = nonce.as_ref().and_then(|n| st.nonces.get(n)) {
        if at.elapsed() < NONCE_WINDOW {
            if let Some(msg) = st.messages.get(first) {
                return Ok(json_response(StatusCode::OK, msg.clone()));
            }
        }
    }
    let ch = st
        .channels
        .get(&channel)
        .cloned()
        .ok_or_else(ApiError::unknown_channel)?;
    if let ChannelKind::Dm { recipient } = ch.kind {
        if st.users.get(&recipient).is_some_and(|u| u.dms_closed) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                50007,
                "Cannot send messages to this user",
            ));
        }
    }
    let fields = new_fields(&st, channel, &body, &uploads)?;
    let msg = bot_message(&mut st, &ch, &fields, None);
    if let (Some(nonce), Some(id)) = (nonce, model::id_of(&msg["id"])) {
        st.nonces.insert(nonce, (id, std::time::Instant::now()));
    }
    let post = post_of(&st, &msg, uploads);
    st.record.sent.push(Sent::Message(post));
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::OK, msg))
}

async fn get_message(
    State(shared): Shared_,
    Path((channel, message)): Path<(String, String)>,
) -> ApiResult {
    let (channel, message) = (parse_id(&channel)?, parse_id(&message)?);
    let st = shared.lock();
    let msg = st
        .messages
        .get(&message)
        .filter(|m| model::id_of(&m["channel_id"]) == Some(channel));
    Ok(json_response(
        StatusCode::OK,
        msg.cloned().ok_or_else(ApiError::unknown_message)?,
    ))
}

async fn edit_message(
    State(shared): Shared_,
    Path((channel, message)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    let (channel, message) = (parse_id(&channel)?, parse_id(&message)?);
    let (body, uploads) = read_body(&shared, req).await?;
    let mut st = shared.lock();
    if !st.channels.contains_key(&channel) {
        return Err(ApiError::unknown_channel());
    }
    let msg = edit_stored(&mut st, message, &body, &uploads)?;
    let post = post_of(&st, &msg, uploads);
    st.record.sent.push(Sent::Edit(post));
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::OK, msg))
}

fn delete_stored(st: &mut FakeState, message: u64) -> Result<u64, ApiError> {
    let msg = st
        .messages
        .remove(&message)
        .ok_or_else(ApiError::unknown_message)?;
    let channel = model::id_of(&msg["channel_id"]).unwrap_or(0);
    let guild_id = st.channels.get(&channel).and_then(ChannelRec::guild_id);
    if msg["flags"].as_u64().unwrap_or(0) & 64 == 0 {
        let mut d = json!({"id": message.to_string(), "channel_id": channel.to_string()});
        if let Some(g) = guild_id {
            d["guild_id"] = json!(g.to_string());
        }
        let needed = if guild_id.is_some() {
            super::intents::GUILD_MESSAGES
        } else {
            super::intents::DIRECT_MESSAGES
        };
        st.dispatch("MESSAGE_DELETE", needed, d);
    }
    st.record.sent.push(Sent::Delete {
        channel_id: channel,
        message_id: message,
    });
    Ok(channel)
}

async fn delete_message(
    State(shared): Shared_,
    Path((_channel, message)): Path<(String, String)>,
) -> ApiResult {
    let message = parse_id(&message)?;
    let mut st = shared.lock();
    delete_stored(&mut st, message)?;
    drop(st);
    shared.bump();
    Ok(StatusCode::NO_CONTENT.into_response())
}

// ----- threads -----

fn create_thread(
    shared: &Arc<Shared>,
    parent: u64,
    from_message: Option<u64>,
    body: &Value,
) -> ApiResult {
    let mut st = shared.lock();
    let parent_ch = st
        .channels
        .get(&parent)
        .cloned()
        .ok_or_else(ApiError::unknown_channel)?;
    let ChannelKind::GuildText { guild_id } = parent_ch.kind else {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            50024,
            "Cannot execute action on this channel type",
        ));
    };
    let name = body["name"].as_str().unwrap_or_default().to_owned();
    if !(1..=100).contains(&name.chars().count()) {
        return Err(ApiError::invalid_form("name"));
    }
    let thread_id = match from_message {
        // A thread started from a message has the message's id.
        Some(m) => {
            if !st.messages.contains_key(&m) {
                return Err(ApiError::unknown_message());
            }
            if st.channels.contains_key(&m) {
                return Err(ApiError::new(
                    StatusCode::BAD_REQUEST,
                    160004,
                    "A thread has already been created for this message",
                ));
            }
            m
        }
        None => snowflake(),
    };
    let owner_id = st.bot.id;
    st.channels.insert(
        thread_id,
        ChannelRec {
            id: thread_id,
            name: name.clone(),
            kind: ChannelKind::Thread {
                guild_id,
                parent_id: parent,
                owner_id,
            },
            position: 0,
            last_message_id: None,
        },
    );
    let mut json = st.channel_json(thread_id).unwrap_or(Value::Null);
    let mut event = json.clone();
    event["newly_created"] = json!(true);
    st.dispatch("THREAD_CREATE", super::intents::GUILDS, event);
    json["member"] = json!({
        "id": thread_id.to_string(),
        "user_id": owner_id.to_string(),
        "join_timestamp": model::now_timestamp(),
        "flags": 0,
    });
    st.record.sent.push(Sent::ThreadCreated {
        parent_id: parent,
        thread_id,
        name,
        from_message,
    });
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::CREATED, json))
}

async fn thread_without_message(
    State(shared): Shared_,
    Path(channel): Path<String>,
    req: Request,
) -> ApiResult {
    let channel = parse_id(&channel)?;
    let (body, _) = read_body(&shared, req).await?;
    create_thread(&shared, channel, None, &body)
}

async fn thread_from_message(
    State(shared): Shared_,
    Path((channel, message)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    let (channel, message) = (parse_id(&channel)?, parse_id(&message)?);
    let (body, _) = read_body(&shared, req).await?;
    create_thread(&shared, channel, Some(message), &body)
}

// ----- interactions -----

fn unknown_interaction() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, 10062, "Unknown interaction")
}

async fn interaction_callback(
    State(shared): Shared_,
    Path((id, token)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    let id = parse_id(&id)?;
    let (body, uploads) = read_body(&shared, req).await?;
    let mut st = shared.lock();
    let rec = st
        .interactions
        .get(&token)
        .filter(|r| r.id == id)
        .cloned()
        .ok_or_else(unknown_interaction)?;
    if st
        .interaction_deadline
        .is_some_and(|d| rec.created.elapsed() > d)
    {
        return Err(unknown_interaction());
    }
    if rec.responded {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            40060,
            "Interaction has already been acknowledged.",
        ));
    }
    let kind = body["type"]
        .as_u64()
        .ok_or_else(|| ApiError::invalid_form("type"))?;
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    let ch = st
        .channels
        .get(&rec.channel_id)
        .cloned()
        .ok_or_else(ApiError::unknown_channel)?;
    let app = st.bot.id;
    let (original, post) = match kind {
        // MODAL: only in answer to a command or a component, with a title and text inputs.
        9 => {
            if rec.kind == 5 {
                return Err(ApiError::new(
                    StatusCode::BAD_REQUEST,
                    40043,
                    "This interaction type cannot open a modal",
                ));
            }
            let title = data["title"].as_str().unwrap_or_default();
            let rows = array(&data["components"]);
            if data["custom_id"].as_str().is_none_or(str::is_empty)
                || title.is_empty()
                || title.chars().count() > 45
                || rows.is_empty()
            {
                return Err(ApiError::invalid_form("modal"));
            }
            check_components(&rows)?;
            (None, None)
        }
        // PONG, AUTOCOMPLETE_RESULT, LAUNCH_ACTIVITY: no message.
        1 | 8 | 12 => (None, None),
        // CHANNEL_MESSAGE_WITH_SOURCE
        4 => {
            let fields = new_fields(&st, ch.id, &data, &uploads)?;
            let msg = bot_message(&mut st, &ch, &fields, Some(app));
            let post = post_of(&st, &msg, uploads);
            (Some(post.message_id), Some(post))
        }
        // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: a "thinking" message (LOADING, 128).
        5 => {
            let flags = data["flags"].as_u64().unwrap_or(0) & 64;
            let fields = MessageFields {
                flags: flags | 128,
                ..MessageFields::default()
            };
            let msg = bot_message(&mut st, &ch, &fields, Some(app));
            (model::id_of(&msg["id"]), None)
        }
        // DEFERRED_UPDATE_MESSAGE / UPDATE_MESSAGE: only for component interactions.
        6 | 7 => {
            let Some(target) = rec.component_message else {
                return Err(ApiError::new(
                    StatusCode::BAD_REQUEST,
                    40043,
                    "This interaction type cannot update a message",
                ));
            };
            if kind == 6 {
                (Some(target), None)
            } else {
                let msg = edit_stored(&mut st, target, &data, &uploads)?;
                let post = post_of(&st, &msg, uploads);
                (Some(target), Some(post))
            }
        }
        _ => return Err(ApiError::invalid_form("type")),
    };
    if let Some(r) = st.interactions.get_mut(&token) {
        r.responded = true;
        r.original = original;
    }
    st.record.sent.push(Sent::InteractionResponse {
        interaction_id: id,
        kind: kind as u8,
        data,
        post,
    });
    drop(st);
    shared.bump();
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// The interaction behind a webhook token, which must have been answered already.
fn webhook_interaction(
    st: &FakeState,
    app: &str,
    token: &str,
) -> Result<super::InteractionRec, ApiError> {
    if parse_id(app)? != st.bot.id {
        return Err(ApiError::unknown_webhook());
    }
    st.interactions
        .get(token)
        .filter(|r| r.responded)
        .cloned()
        .ok_or_else(ApiError::unknown_webhook)
}

fn webhook_target(rec: &super::InteractionRec, message: &str) -> Result<u64, ApiError> {
    if message == "@original" {
        rec.original.ok_or_else(ApiError::unknown_message)
    } else {
        parse_id(message)
    }
}

async fn followup(
    State(shared): Shared_,
    Path((app, token)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    let (body, uploads) = read_body(&shared, req).await?;
    let mut st = shared.lock();
    let rec = webhook_interaction(&st, &app, &token)?;
    let ch = st
        .channels
        .get(&rec.channel_id)
        .cloned()
        .ok_or_else(ApiError::unknown_channel)?;
    let fields = new_fields(&st, ch.id, &body, &uploads)?;
    let app_id = st.bot.id;
    let msg = bot_message(&mut st, &ch, &fields, Some(app_id));
    let post = post_of(&st, &msg, uploads);
    st.record.sent.push(Sent::Followup {
        interaction_id: rec.id,
        post,
    });
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::OK, msg))
}

async fn get_webhook_message(
    State(shared): Shared_,
    Path((app, token, message)): Path<(String, String, String)>,
) -> ApiResult {
    let st = shared.lock();
    let rec = webhook_interaction(&st, &app, &token)?;
    let target = webhook_target(&rec, &message)?;
    let msg = st
        .messages
        .get(&target)
        .cloned()
        .ok_or_else(ApiError::unknown_message)?;
    Ok(json_response(StatusCode::OK, msg))
}

async fn edit_webhook_message(
    State(shared): Shared_,
    Path((app, token, message)): Path<(String, String, String)>,
    req: Request,
) -> ApiResult {
    let (body, uploads) = read_body(&shared, req).await?;
    let mut st = shared.lock();
    let rec = webhook_interaction(&st, &app, &token)?;
    let target = webhook_target(&rec, &message)?;
    let msg = edit_stored(&mut st, target, &body, &uploads)?;
    let post = post_of(&st, &msg, uploads);
    st.record.sent.push(Sent::InteractionEdit {
        interaction_id: rec.id,
        post,
    });
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::OK, msg))
}

async fn delete_webhook_message(
    State(shared): Shared_,
    Path((app, token, message)): Path<(String, String, String)>,
) -> ApiResult {
    let mut st = shared.lock();
    let rec = webhook_interaction(&st, &app, &token)?;
    let target = webhook_target(&rec, &message)?;
    delete_stored(&mut st, target)?;
    drop(st);
    shared.bump();
    Ok(StatusCode::NO_CONTENT.into_response())
}
