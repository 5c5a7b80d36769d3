//! What users do in the fake (typing, slash commands, autocomplete, buttons, modals), and the
//! waits the end-to-end tests share.

use std::time::Duration;

use serde_json::{json, Value};

use super::{
    member_json, message_json, model, snowflake, FakeDiscord, Interaction, MessageFields, Post,
    Sent, WAIT,
};

impl FakeDiscord {
    /// `user` types `content` in `channel` (a guild text channel, thread or DM channel):
    /// the message is stored and MESSAGE_CREATE dispatched. Returns the message id.
    pub fn user_says(&self, user: u64, channel: u64, content: &str) -> u64 {
        let mut st = self.shared.lock();
        let author = st.users.get(&user).expect("unknown user").clone();
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let id = snowflake();
        let guild_id = ch.guild_id();
        let member = guild_id.map(|g| member_json(&author, st.guild_joined(g), false));
        // `<@id>` in the text pings that user, as a Discord client sends it.
        let mentions = super::rest::mentioned(content)
            .into_iter()
            .filter_map(|u| st.user_json(u))
            .collect();
        let fields = MessageFields {
            content: content.into(),
            mentions,
            ..MessageFields::default()
        };
        let msg = message_json(id, channel, guild_id, &author, member, &fields, None, None);
        st.store_message(id, channel, msg.clone());
        st.dispatch_message_event("MESSAGE_CREATE", guild_id, msg);
        drop(st);
        self.shared.bump();
        id
    }

    /// `user` writes to the bot in their DM channel (opened by the user if it does not exist
    /// yet). Returns the message id.
    pub fn user_dms(&self, user: u64, content: &str) -> u64 {
        let channel = self.shared.lock().dm_channel(user);
        self.user_says(user, channel, content)
    }

    /// `user` runs the slash command `name` in `channel` with `options` (Discord's
    /// application command interaction data options array, e.g.
    /// `[{"name":"size","type":4,"value":7}]`). INTERACTION_CREATE is dispatched.
    pub fn slash_command(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Interaction {
        let mut st = self.shared.lock();
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        if ch.guild_id().is_none() {
            let context = match ch.kind {
                model::ChannelKind::GroupDm { .. } => 2,
                _ => 1,
            };
            let offered = st
                .global_commands
                .iter()
                .find(|c| c["name"] == name)
                .is_some_and(|c| super::command_rules::offered_in(c, context));
            assert!(
                offered,
                "Discord offers no /{name} in this {} (DISCORD.md §5: guild commands never are; \
                 a global one where its `contexts` and `integration_types` allow)",
                if context == 2 {
                    "group DM"
                } else {
                    "DM with the bot"
                }
            );
        }
        let command_id = st
            .find_command(ch.guild_id(), name)
            .and_then(|c| model::id_of(&c["id"]))
            .unwrap_or_else(snowflake);
        let mut data = json!({
            "id": command_id.to_string(),
            "name": name,
            "type": 1,
            "options": options,
        });
        if let Some(g) = ch.guild_id() {
            data["guild_id"] = json!(g.to_string());
        }
        let interaction = st.interaction(2, user, &ch, data, None);
        drop(st);
        self.shared.bump();
        interaction
    }

    /// `user` is typing option `focused` of the slash command `name` in `channel`: an
    /// autocomplete interaction (type 4) with `options`, where the option named `focused`
    /// gets `"focused": true`. The bot answers with callback type 8 and its choices.
    pub fn autocomplete(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        mut options: Value,
        focused: &str,
    ) -> Interaction {
        for option in options.as_array_mut().into_iter().flatten() {
            if option["name"] == focused {
                option["focused"] = json!(true);
            }
        }
        let mut st = self.shared.lock();
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let command_id = st
            .find_command(ch.guild_id(), name)
            .and_then(|c| model::id_of(&c["id"]))
            .unwrap_or_else(snowflake);
        let data = json!({
            "id": command_id.to_string(),
            "name": name,
            "type": 1,
            "options": options,
        });
        let interaction = st.interaction(4, user, &ch, data, None);
        drop(st);
        self.shared.bump();
        interaction
    }

    /// `user` submits the modal `custom_id` that the bot showed in answer to a click on a
    /// button of its message `message_id`: as on Discord, the interaction carries that
    /// message (and may update it with callback types 6 and 7).
    pub fn submit_modal_from(
        &self,
        user: u64,
        message_id: u64,
        custom_id: &str,
        inputs: &[(&str, &str)],
    ) -> Interaction {
        let rows: Vec<Value> = inputs
            .iter()
            .map(|(id, value)| {
                json!({
                    "type": 1,
                    "components": [{"type": 4, "custom_id": id, "value": value}],
                })
            })
            .collect();
        let data = json!({ "custom_id": custom_id, "components": rows });
        let mut st = self.shared.lock();
        let message = st
            .messages
            .get(&message_id)
            .expect("unknown message")
            .clone();
        let channel = model::id_of(&message["channel_id"]).expect("message channel");
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let interaction = st.interaction(5, user, &ch, data, Some(message));
        drop(st);
        self.shared.bump();
        interaction
    }

    /// `user` submits the modal `custom_id` (shown by the bot with callback type 9) in
    /// `channel`, with text inputs `(custom_id, value)`: a modal submit interaction (type 5).
    pub fn submit_modal(
        &self,
        user: u64,
        channel: u64,
        custom_id: &str,
        inputs: &[(&str, &str)],
    ) -> Interaction {
        let rows: Vec<Value> = inputs
            .iter()
            .map(|(id, value)| {
                json!({
                    "type": 1,
                    "components": [{"type": 4, "custom_id": id, "value": value}],
                })
            })
            .collect();
        let data = json!({ "custom_id": custom_id, "components": rows });
        let mut st = self.shared.lock();
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let interaction = st.interaction(5, user, &ch, data, None);
        drop(st);
        self.shared.bump();
        interaction
    }

    /// The buttons of a stored message: `(custom_id, label, disabled)`, in order.
    pub fn buttons(&self, message_id: u64) -> Vec<(String, String, bool)> {
        let st = self.shared.lock();
        let Some(message) = st.messages.get(&message_id) else {
            return Vec::new();
        };
        message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .map(|c| {
                (
                    c["custom_id"].as_str().unwrap_or_default().to_owned(),
                    c["label"].as_str().unwrap_or_default().to_owned(),
                    c["disabled"] == true,
                )
            })
            .collect()
    }

    /// `user` clicks the enabled button `custom_id` on the bot's message `message_id` (a
    /// component interaction, type 3, carrying the message). Panics if the message has no
    /// such enabled button: a Discord client could not click it.
    pub fn click_button(&self, user: u64, message_id: u64, custom_id: &str) -> Interaction {
        let mut st = self.shared.lock();
        let message = st
            .messages
            .get(&message_id)
            .expect("unknown message")
            .clone();
        let channel = model::id_of(&message["channel_id"]).expect("message channel");
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        // A client shows only the message's buttons, and a disabled one cannot be clicked.
        let clickable = message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .any(|c| c["custom_id"] == custom_id && c["disabled"] != true);
        assert!(
            clickable,
            "no enabled button {custom_id:?} on message {message_id}: {}",
            message["components"]
        );
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let interaction = st.interaction(3, user, &ch, data, Some(message));
        drop(st);
        self.shared.bump();
        interaction
    }
}

/// Waiting helpers the end-to-end tests share: each waits (up to [`WAIT`]) for something the
/// bot sent and panics with the record otherwise.
impl FakeDiscord {
    /// A new message (not an edit) by the bot in `channel` whose text (content or embed)
    /// contains `needle`.
    pub async fn wait_post(&self, channel: u64, needle: &str) -> Post {
        let needle = needle.to_owned();
        self.wait_for(&format!("a post with {needle:?}"), |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::Message(p)
                    if p.channel_id == channel
                        && !p.is_ephemeral()
                        && p.text().contains(&needle) =>
                {
                    Some(p.clone())
                }
                _ => None,
            })
        })
        .await
    }

    /// A DM to `user` containing `needle`.
    pub async fn wait_dm(&self, user: u64, needle: &str) -> Post {
        let needle = needle.to_owned();
        self.wait_for(&format!("a DM with {needle:?}"), |r| {
            r.dms_to(user).find(|p| p.text().contains(&needle)).cloned()
        })
        .await
    }

    /// An ephemeral answer to `i` (response, edit or follow-up) containing `needle`.
    pub async fn wait_private(&self, i: &Interaction, needle: &str) -> Post {
        let needle = needle.to_owned();
        self.wait_for(&format!("a private answer with {needle:?}"), |r| {
            r.answers(i)
                .into_iter()
                .map(|(_, p)| p)
                .find(|p| p.is_ephemeral() && p.text().contains(&needle))
        })
        .await
    }

    /// The bot's response of type `kind` to `i` (`what` names it in the panic if it never
    /// comes); returns its `data` (type 8: autocomplete `choices`; type 9: the modal).
    pub async fn wait_response(&self, what: &str, i: &Interaction, kind: u8) -> Value {
        self.wait_for(what, |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::InteractionResponse {
                    interaction_id,
                    kind: k,
                    data,
                    ..
                } if *interaction_id == i.id && *k == kind => Some(data.clone()),
                _ => None,
            })
        })
        .await
    }

    /// Like [`FakeDiscord::wait_response`], for a response that made or changed a message
    /// (type 4: a new message; type 7: the updated one); returns that message.
    pub async fn wait_response_post(&self, what: &str, i: &Interaction, kind: u8) -> Post {
        self.wait_for(what, |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::InteractionResponse {
                    interaction_id,
                    kind: k,
                    post: Some(p),
                    ..
                } if *interaction_id == i.id && *k == kind => Some(p.clone()),
                _ => None,
            })
        })
        .await
    }

    /// The custom id of the button labelled `label` on message `message`.
    pub fn button_id(&self, message: u64, label: &str) -> String {
        let buttons = self.buttons(message);
        buttons
            .iter()
            .find(|(_, l, _)| l == label)
            .map(|(id, _, _)| id.clone())
            .unwrap_or_else(|| panic!("no {label} button on {message}: {buttons:?}"))
    }

    /// Waits until every button of `message` is disabled (polling: `wait_for` holds the
    /// fake's state while it checks, so its check cannot ask for a message).
    pub async fn wait_buttons_disabled(&self, message: u64) {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let buttons = self.buttons(message);
            if !buttons.is_empty() && buttons.iter().all(|(_, _, d)| *d) {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "buttons of {message} still enabled: {buttons:?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}
