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
    extract::{FromRequest, Multipart, Path, Query, Request, State},
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
    permissions, Post, Refusal, RequestLine, Sent, Shared, State as FakeState,
};

mod commands;
mod interactions;
mod limits;
mod messages;
mod threads;

pub(crate) use self::limits::RouteLimits;
pub(crate) use self::messages::mentioned;
use self::{commands::*, interactions::*, limits::gatekeeper, messages::*, threads::*};

type Shared_ = State<Arc<Shared>>;

/// A Discord JSON error.
#[derive(Debug)]
pub(super) struct ApiError {
    status: StatusCode,
    code: u64,
    message: String,
    /// Discord's nested `errors` object of a 50035, where it says what is wrong.
    errors: Option<Value>,
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
            errors: None,
        }
    }
    /// 400 / 50035 "Invalid Form Body" with the `errors` of a refused command definition.
    fn refused_form(refused: &super::command_rules::Refused) -> ApiError {
        ApiError {
            errors: Some(refused.errors_json()),
            ..Self::new(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body")
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
        let mut body = json!({"code": self.code, "message": self.message});
        if let Some(errors) = self.errors {
            body["errors"] = errors;
        }
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
        .route(
            "/channels/{channel}",
            get(get_channel).patch(modify_channel),
        )
        .route(
            "/channels/{channel}/messages",
            get(list_messages).post(create_message),
        )
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
        .route(gateway::RESUME_PATH, get(gateway::upgrade))
        .with_state(shared)
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
    // Discord refuses an upload over the limit per file, or a request over 25 MiB in all.
    let (limit, total) = (
        shared.lock().upload_limit,
        uploads.iter().map(|u| u.bytes.len() as u64).sum::<u64>(),
    );
    if uploads.iter().any(|u| u.bytes.len() as u64 > limit) || total > super::REQUEST_LIMIT {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            40005,
            "Request entity too large",
        ));
    }
    Ok((payload, uploads))
}

fn json_response(status: StatusCode, v: Value) -> Response {
    (status, Json(v)).into_response()
}

fn array(v: &Value) -> Vec<Value> {
    v.as_array().cloned().unwrap_or_default()
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

// ----- channels and messages -----

async fn get_channel(State(shared): Shared_, Path(channel): Path<String>) -> ApiResult {
    let st = shared.lock();
    let json = st
        .channel_json(parse_id(&channel)?)
        .ok_or_else(ApiError::unknown_channel)?;
    Ok(json_response(StatusCode::OK, json))
}
