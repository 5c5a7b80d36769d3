//! Threads started from a message or without one.

use super::super::model::{ThreadMeta, ARCHIVE_DURATIONS};
use super::*;

// ----- threads -----

pub(super) fn create_thread(
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
    super::messages::require(&st, parent, permissions::CREATE_PUBLIC_THREADS)?;
    let name = body["name"].as_str().unwrap_or_default().to_owned();
    if !(1..=100).contains(&name.chars().count()) {
        return Err(ApiError::invalid_form("name"));
    }
    let asked = archive_duration(body)?;
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
    let now = st.clock_ms();
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
            thread: Some(ThreadMeta {
                // Without one, the parent's default (1 day, the default default).
                auto_archive_duration: asked.unwrap_or(1440),
                archived: false,
                locked: false,
                active_ms: now,
            }),
        },
    );
    let mut json = st.channel_json(thread_id).unwrap_or(Value::Null);
    let mut event = json.clone();
    event["newly_created"] = json!(true);
    st.dispatch("THREAD_CREATE", super::super::intents::GUILDS, event);
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
        auto_archive_duration: asked,
    });
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::CREATED, json))
}

pub(super) async fn thread_without_message(
    State(shared): Shared_,
    Path(channel): Path<String>,
    req: Request,
) -> ApiResult {
    let channel = parse_id(&channel)?;
    let (body, _) = read_body(&shared, req).await?;
    create_thread(&shared, channel, None, &body)
}

pub(super) async fn thread_from_message(
    State(shared): Shared_,
    Path((channel, message)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    let (channel, message) = (parse_id(&channel)?, parse_id(&message)?);
    let (body, _) = read_body(&shared, req).await?;
    create_thread(&shared, channel, Some(message), &body)
}

/// The `auto_archive_duration` of a request body: absent, or one of Discord's four (else 50035).
fn archive_duration(body: &Value) -> Result<Option<u64>, ApiError> {
    match &body["auto_archive_duration"] {
        Value::Null => Ok(None),
        v => v
            .as_u64()
            .filter(|m| ARCHIVE_DURATIONS.contains(m))
            .map(Some)
            .ok_or_else(|| ApiError::invalid_form("auto_archive_duration")),
    }
}

/// `PATCH /channels/{id}` for a thread: `archived` and `auto_archive_duration`. Unarchiving
/// needs only SEND_MESSAGES unless the thread is locked (then MANAGE_THREADS, which the bot
/// is not given); either change counts as activity.
pub(super) async fn modify_channel(
    State(shared): Shared_,
    Path(channel): Path<String>,
    req: Request,
) -> ApiResult {
    let channel = parse_id(&channel)?;
    let (body, _) = read_body(&shared, req).await?;
    let duration = archive_duration(&body)?;
    let archived = body["archived"].as_bool();
    let mut st = shared.lock();
    let now = st.clock_ms();
    let ch = st
        .channels
        .get_mut(&channel)
        .ok_or_else(ApiError::unknown_channel)?;
    let Some(meta) = ch.thread.as_mut() else {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            50013,
            "Missing Permissions",
        ));
    };
    if meta.locked && archived == Some(false) {
        return Err(thread_locked());
    }
    if let Some(archived) = archived {
        meta.archived = archived;
    }
    if let Some(minutes) = duration {
        meta.auto_archive_duration = minutes;
    }
    meta.active_ms = now;
    let json = st.channel_json(channel).unwrap_or(Value::Null);
    st.dispatch("THREAD_UPDATE", super::super::intents::GUILDS, json.clone());
    st.record.sent.push(Sent::ThreadModified {
        thread_id: channel,
        archived,
        auto_archive_duration: duration,
    });
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::OK, json))
}

/// A message is about to be sent in `channel`: a thread archived but not locked unarchives
/// (as on Discord), a locked one refuses with 160005; sending counts as activity.
pub(super) fn send_in_thread(st: &mut FakeState, channel: u64) -> Result<(), ApiError> {
    let now = st.clock_ms();
    let Some(meta) = st
        .channels
        .get_mut(&channel)
        .and_then(|c| c.thread.as_mut())
    else {
        return Ok(());
    };
    if meta.archived && meta.locked {
        return Err(thread_locked());
    }
    let unarchived = std::mem::replace(&mut meta.archived, false);
    meta.active_ms = now;
    if unarchived {
        let json = st.channel_json(channel).unwrap_or(Value::Null);
        st.dispatch("THREAD_UPDATE", super::super::intents::GUILDS, json);
    }
    Ok(())
}

/// Editing a message in an archived thread: 400 / 50083 as Discord answers.
pub(super) fn editable_in(st: &FakeState, channel: u64) -> Result<(), ApiError> {
    if st
        .channels
        .get(&channel)
        .and_then(|c| c.thread.as_ref())
        .is_some_and(|t| t.archived)
    {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            50083,
            "Thread is archived",
        ));
    }
    Ok(())
}

/// 403 / 160005, as Discord refuses a locked thread.
fn thread_locked() -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, 160005, "Thread is locked")
}
