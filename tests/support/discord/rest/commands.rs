//! Application commands: bulk overwrite, create and list, with Discord's checks.

use super::*;

// ----- application commands -----

/// Stores `commands` as the full list for `guild` (None: global), keeping the ids of commands
/// whose name is unchanged, as a bulk overwrite does.
pub(super) fn overwrite_commands(
    st: &mut FakeState,
    guild: Option<u64>,
    commands: &[Value],
) -> Vec<Value> {
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

pub(super) fn command_object(app: u64, guild: Option<u64>, id: u64, c: &Value) -> Value {
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

pub(super) fn check_app(st: &FakeState, app: &str) -> Result<(), ApiError> {
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

/// A bulk overwrite body checked as Discord checks it (`command_rules`): the whole list is
/// refused with 50035 and the path of the first problem.
pub(super) fn check_commands(body: &Value) -> Result<Vec<Value>, ApiError> {
    super::super::command_rules::check(body).map_err(|r| ApiError::refused_form(&r))?;
    body.as_array()
        .cloned()
        .ok_or_else(|| ApiError::invalid_form("commands"))
}

pub(super) async fn put_commands(
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

pub(super) async fn post_command(
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

pub(super) async fn list_global_commands(
    State(shared): Shared_,
    Path(app): Path<String>,
) -> ApiResult {
    let st = shared.lock();
    check_app(&st, &app)?;
    Ok(json_response(StatusCode::OK, json!(st.global_commands)))
}

pub(super) async fn list_guild_commands(
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

pub(super) async fn put_global_commands(
    State(shared): Shared_,
    Path(app): Path<String>,
    req: Request,
) -> ApiResult {
    put_commands(&shared, &app, None, req).await
}

pub(super) async fn put_guild_commands(
    State(shared): Shared_,
    Path((app, guild)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    put_commands(&shared, &app, Some(&guild), req).await
}

pub(super) async fn post_global_command(
    State(shared): Shared_,
    Path(app): Path<String>,
    req: Request,
) -> ApiResult {
    post_command(&shared, &app, None, req).await
}

pub(super) async fn post_guild_command(
    State(shared): Shared_,
    Path((app, guild)): Path<(String, String)>,
    req: Request,
) -> ApiResult {
    post_command(&shared, &app, Some(&guild), req).await
}
