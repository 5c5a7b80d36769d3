//! Interaction callbacks and the interaction webhooks (follow-ups, edits of `@original`).

use super::*;

use super::messages::*;

// ----- interactions -----

pub(super) fn unknown_interaction() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, 10062, "Unknown interaction")
}

pub(super) async fn interaction_callback(
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
pub(super) fn webhook_interaction(
    st: &FakeState,
    app: &str,
    token: &str,
) -> Result<super::super::InteractionRec, ApiError> {
    if parse_id(app)? != st.bot.id {
        return Err(ApiError::unknown_webhook());
    }
    st.interactions
        .get(token)
        .filter(|r| r.responded && r.created.elapsed() < st.token_lifetime)
        .cloned()
        .ok_or_else(ApiError::unknown_webhook)
}

pub(super) fn webhook_target(
    rec: &super::super::InteractionRec,
    message: &str,
) -> Result<u64, ApiError> {
    if message == "@original" {
        rec.original.ok_or_else(ApiError::unknown_message)
    } else {
        parse_id(message)
    }
}

pub(super) async fn followup(
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

pub(super) async fn get_webhook_message(
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

pub(super) async fn edit_webhook_message(
    State(shared): Shared_,
    Path((app, token, message)): Path<(String, String, String)>,
    req: Request,
) -> ApiResult {
    let (body, uploads) = read_body(&shared, req).await?;
    let mut st = shared.lock();
    let rec = webhook_interaction(&st, &app, &token)?;
    let target = webhook_target(&rec, &message)?;
    let channel = st
        .messages
        .get(&target)
        .and_then(|m| model::id_of(&m["channel_id"]));
    if let Some(channel) = channel {
        super::threads::editable_in(&st, channel)?;
    }
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

pub(super) async fn delete_webhook_message(
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
