//! Messages: what a create or edit may carry (Discord's limits), and the message routes.

use super::*;

/// The message fields a create request asks for; Discord refuses an empty message (50006).
pub(super) fn new_fields(
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
pub(crate) fn mentioned(text: &str) -> Vec<u64> {
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
pub(super) fn pinged(_st: &FakeState, body: &Value) -> Vec<u64> {
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
pub(super) fn check_components(rows: &[Value]) -> Result<(), ApiError> {
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
pub(super) fn check_embeds(embeds: &[Value], files: &[&str]) -> Result<(), ApiError> {
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

pub(super) fn post_of(st: &FakeState, msg: &Value, files: Vec<Upload>) -> Post {
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
        at: std::time::Instant::now(),
    }
}

/// Creates a message by the bot in `channel`; `app` marks an interaction's message.
/// Ephemeral messages are not dispatched on the gateway.
pub(super) fn bot_message(
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
pub(super) fn edit_stored(
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

/// How long Discord remembers an enforced nonce: "the past few minutes", its documentation
/// says, without a figure; five here.
pub(crate) const NONCE_WINDOW: Duration = Duration::from_secs(300);

/// The nonce of a message body, when `enforce_nonce` asks for it to be checked: a string of
/// at most 25 characters or an integer, as Discord's documentation says.
pub(super) fn enforced_nonce(body: &Value) -> Result<Option<String>, ApiError> {
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

pub(super) async fn create_message(
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
    // A group DM has no bot in it: only interaction answers reach it.
    if let ChannelKind::GroupDm { .. } = ch.kind {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            50001,
            "Missing Access",
        ));
    }
    if let ChannelKind::Dm { recipient } = ch.kind {
        if st.users.get(&recipient).is_some_and(|u| u.dms_closed) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                50007,
                "Cannot send messages to this user",
            ));
        }
    }
    let mut fields = new_fields(&st, channel, &body, &uploads)?;
    may_post(&st, channel, &mut fields, &uploads)?;
    super::threads::send_in_thread(&mut st, channel)?;
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

/// Get Channel Messages (`msg`, "Get Channel Messages"): newest to oldest; `before`,
/// `after` and `around` are mutually exclusive; `limit` 1–100, 50 by default. A guild channel
/// needs VIEW_CHANNEL (else 403 / 50001); without READ_MESSAGE_HISTORY no message is returned.
/// With `after`, the messages right after that id (Discord's behaviour: the documentation does
/// not say which ones of a longer history). Message objects from REST carry no `guild_id` or
/// `member` (those are MESSAGE_CREATE's extra fields, `gwe`), and without the Message Content
/// intent enabled for the app, others' guild messages come without content unless they
/// mention the bot (`gw`, "Message Content Intent").
pub(super) async fn list_messages(
    State(shared): Shared_,
    Path(channel): Path<String>,
    Query(query): Query<std::collections::HashMap<String, String>>,
) -> ApiResult {
    let channel = parse_id(&channel)?;
    let anchor = |key: &str| -> Result<Option<u64>, ApiError> {
        query.get(key).map(|v| parse_id(v)).transpose()
    };
    let (before, after, around) = (anchor("before")?, anchor("after")?, anchor("around")?);
    if [before, after, around]
        .iter()
        .filter(|a| a.is_some())
        .count()
        > 1
    {
        return Err(ApiError::invalid_form(
            "before, after and around are mutually exclusive",
        ));
    }
    let limit = match query.get("limit") {
        None => 50,
        Some(v) => v
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=100).contains(n))
            .ok_or_else(|| ApiError::invalid_form("limit: int value should be 1 to 100"))?,
    };
    let st = shared.lock();
    let ch = st
        .channels
        .get(&channel)
        .ok_or_else(ApiError::unknown_channel)?;
    if ch.guild_id().is_some() {
        require(&st, channel, 0)?;
        if st.permissions_in(st.bot.id, channel) & permissions::READ_MESSAGE_HISTORY == 0 {
            return Ok(json_response(StatusCode::OK, json!([])));
        }
    }
    // Ephemeral answers are not part of a channel's history.
    let history: Vec<(&u64, &Value)> = st
        .messages
        .iter()
        .filter(|(_, m)| model::id_of(&m["channel_id"]) == Some(channel))
        .filter(|(_, m)| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
        .collect();
    let mut picked: Vec<(&u64, &Value)> = match (before, after, around) {
        (_, Some(after), _) => history
            .iter()
            .filter(|(id, _)| **id > after)
            .take(limit)
            .copied()
            .collect(),
        (Some(before), _, _) => history
            .iter()
            .rev()
            .filter(|(id, _)| **id < before)
            .take(limit)
            .copied()
            .collect(),
        (_, _, Some(around)) => {
            let older = history.iter().rev().filter(|(id, _)| **id < around);
            let newer = history.iter().filter(|(id, _)| **id >= around);
            let half = limit / 2;
            newer
                .take(limit - half)
                .chain(older.take(half))
                .copied()
                .collect()
        }
        _ => history.iter().rev().take(limit).copied().collect(),
    };
    picked.sort_by(|a, b| b.0.cmp(a.0));
    let content = st.allowed_intents & super::super::intents::MESSAGE_CONTENT != 0;
    let bot = st.bot.id;
    let list: Vec<Value> = picked
        .into_iter()
        .map(|(_, m)| {
            let mut m = m.clone();
            let guild = m.get("guild_id").is_some();
            if let Some(fields) = m.as_object_mut() {
                fields.remove("guild_id");
                fields.remove("member");
            }
            let mentions_bot = m["mentions"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|u| model::id_of(&u["id"]) == Some(bot));
            let by_bot = model::id_of(&m["author"]["id"]) == Some(bot);
            if guild && !content && !by_bot && !mentions_bot {
                m["content"] = json!("");
                m["embeds"] = json!([]);
                m["attachments"] = json!([]);
                m["components"] = json!([]);
            }
            m
        })
        .collect();
    Ok(json_response(StatusCode::OK, json!(list)))
}

pub(super) async fn get_message(
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

pub(super) async fn edit_message(
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
    in_channel(&st, channel, message)?;
    super::threads::editable_in(&st, channel)?;
    let msg = edit_stored(&mut st, message, &body, &uploads)?;
    let post = post_of(&st, &msg, uploads);
    st.record.sent.push(Sent::Edit(post));
    drop(st);
    shared.bump();
    Ok(json_response(StatusCode::OK, msg))
}

/// The bot must have `bits` in `channel`: 403 / 50001 Missing Access without VIEW_CHANNEL,
/// else 403 / 50013 Missing Permissions.
pub(super) fn require(st: &FakeState, channel: u64, bits: u64) -> Result<(), ApiError> {
    let have = st.permissions_in(st.bot.id, channel);
    if have & permissions::VIEW_CHANNEL == 0 {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            50001,
            "Missing Access",
        ));
    }
    if have & bits != bits {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            50013,
            "Missing Permissions",
        ));
    }
    Ok(())
}

/// What a bot's new channel message needs (not an interaction's answer, which is a webhook):
/// the right to send there (SEND_MESSAGES_IN_THREADS in a thread), ATTACH_FILES for files;
/// without EMBED_LINKS the embeds are dropped silently when the message has anything else,
/// and a message of embeds alone is refused (reported to Discord, not documented).
fn may_post(
    st: &FakeState,
    channel: u64,
    fields: &mut MessageFields,
    uploads: &[Upload],
) -> Result<(), ApiError> {
    let Some(ch) = st.channels.get(&channel) else {
        return Err(ApiError::unknown_channel());
    };
    let send = match ch.kind {
        ChannelKind::Dm { .. } | ChannelKind::GroupDm { .. } => return Ok(()),
        ChannelKind::Thread { .. } => permissions::SEND_MESSAGES_IN_THREADS,
        ChannelKind::GuildText { .. } => permissions::SEND_MESSAGES,
    };
    require(st, channel, send)?;
    if !uploads.is_empty() {
        require(st, channel, permissions::ATTACH_FILES)?;
    }
    let embeds_allowed = st.permissions_in(st.bot.id, channel) & permissions::EMBED_LINKS != 0;
    if !fields.embeds.is_empty() && !embeds_allowed {
        let other = !fields.content.is_empty()
            || !fields.components.is_empty()
            || !fields.attachments.is_empty();
        if !other {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                50013,
                "Missing Permissions",
            ));
        }
        fields.embeds.clear();
    }
    Ok(())
}

/// A message is addressed through its own channel: the same id under another channel's path
/// is 10008 Unknown Message on Discord (a thread's messages live under the thread's id).
pub(super) fn in_channel(st: &FakeState, channel: u64, message: u64) -> Result<(), ApiError> {
    st.messages
        .get(&message)
        .filter(|m| model::id_of(&m["channel_id"]) == Some(channel))
        .map(|_| ())
        .ok_or_else(ApiError::unknown_message)
}

pub(super) fn delete_stored(st: &mut FakeState, message: u64) -> Result<u64, ApiError> {
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
            super::super::intents::GUILD_MESSAGES
        } else {
            super::super::intents::DIRECT_MESSAGES
        };
        st.dispatch("MESSAGE_DELETE", needed, d);
    }
    st.record.sent.push(Sent::Delete {
        channel_id: channel,
        message_id: message,
    });
    Ok(channel)
}

pub(super) async fn delete_message(
    State(shared): Shared_,
    Path((channel, message)): Path<(String, String)>,
) -> ApiResult {
    let (channel, message) = (parse_id(&channel)?, parse_id(&message)?);
    let mut st = shared.lock();
    if !st.channels.contains_key(&channel) {
        return Err(ApiError::unknown_channel());
    }
    in_channel(&st, channel, message)?;
    let author = st
        .messages
        .get(&message)
        .and_then(|m| model::id_of(&m["author"]["id"]));
    if author != Some(st.bot.id) {
        require(&st, channel, permissions::MANAGE_MESSAGES)?;
    }
    delete_stored(&mut st, message)?;
    drop(st);
    shared.bump();
    Ok(StatusCode::NO_CONTENT.into_response())
}
