//! Threads started from a message or without one.

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
