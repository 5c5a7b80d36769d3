//! Channel posts: degrading to the bot's permissions, and retiring a lapsed challenge's
//! buttons.

use serenity::all::{ChannelId, CreateAttachment, EditMessage, Message};

use super::{
    super::buttons,
    compose::{clip, keyed, message, post},
    failure::{classify, lacks_permission, Failure},
    DiscordSink,
};
use crate::{
    core::{effect::Action, ChallengeId, Msg, Platform, Recipient},
    runtime::Service,
};

impl DiscordSink {
    /// Disables the buttons of challenge posts whose challenge is no longer waiting.
    pub(super) async fn retire_challenge_buttons(&self, service: &Service) {
        if self.alive.as_ref().is_some_and(|a| a.strong_count() == 0) {
            return;
        }
        let posted: Vec<ChallengeId> = match self.memory.challenge_posts.lock() {
            Ok(posts) if !posts.is_empty() => posts.keys().copied().collect(),
            _ => return,
        };
        let waiting: std::collections::HashSet<ChallengeId> = service
            .with_core(|core| core.challenges().map(|c| c.id).collect())
            .await;
        for id in posted.into_iter().filter(|id| !waiting.contains(id)) {
            let post = self
                .memory
                .challenge_posts
                .lock()
                .ok()
                .and_then(|mut posts| posts.remove(&id));
            let Some(post) = post else {
                continue;
            };
            let channel = Recipient::Channel(Platform::Discord, post.channel_id.to_string());
            let keep = |post: Message| {
                if let Ok(mut posts) = self.memory.challenge_posts.lock() {
                    posts.insert(id, post);
                }
            };
            if self.memory.backoffs.holds(&channel) {
                keep(post);
                continue;
            }
            let edit = EditMessage::new().components(buttons::disabled(&post.components));
            let edited = post
                .channel_id
                .edit_message(&self.http, post.id, edit)
                .await;
            match edited.map_err(|e| classify(&e)) {
                Ok(_) => self.memory.backoffs.cleared(&channel),
                // Kept, to be tried again by the next housekeeping: a live Accept button
                // must not stay behind a rate limit or an outage.
                Err(Failure::RateLimited(wait)) => {
                    self.memory.backoffs.limited(&channel, wait);
                    keep(post);
                }
                Err(Failure::Transient(error)) => {
                    tracing::warn!(%error, challenge = %id, "disabling a challenge's buttons failed; will retry");
                    keep(post);
                }
                Err(error) => {
                    tracing::warn!(?error, challenge = %id, "could not disable a challenge's buttons");
                }
            }
        }
    }

    /// Sends a channel post, degrading to what the bot may do there. Without Embed Links
    /// Discord drops the embed silently from a message that has anything else (the text is
    /// then put into the content by an edit) and refuses one of embeds alone (403 / 50013);
    /// without Attach Files it refuses the files. A refusal for permissions is answered by
    /// sending the text as plain content with the picture, then without it and a note why.
    pub(super) async fn post_degrading(
        &self,
        channel: ChannelId,
        text: &str,
        file: Option<CreateAttachment>,
        actions: &[Action],
        nonce: Option<&str>,
    ) -> Result<Message, Failure> {
        let rich = post(text, file.clone(), actions);
        match channel.send_message(&self.http, keyed(rich, nonce)).await {
            Ok(posted) => {
                if !text.is_empty() && posted.embeds.is_empty() {
                    tracing::warn!(%channel, "no Embed Links permission: the text goes as content");
                    let edit = EditMessage::new().content(clip(text));
                    if let Err(error) = channel.edit_message(&self.http, posted.id, edit).await {
                        tracing::warn!(%error, %channel, "could not restore a post's text");
                    }
                }
                Ok(posted)
            }
            Err(error) if lacks_permission(&error) => {
                tracing::warn!(%channel, "a permission is missing for a channel post: sending plain text");
                let plain = message(text, file.clone(), actions);
                match channel.send_message(&self.http, keyed(plain, nonce)).await {
                    Err(error) if lacks_permission(&error) && file.is_some() => {
                        let lang = self.memory.channel_lang(channel.get()).await;
                        let noted = format!("{text}\n{}", Msg::PictureNeedsAttachFiles.text(lang));
                        let bare = message(&noted, None, actions);
                        channel
                            .send_message(&self.http, keyed(bare, nonce))
                            .await
                            .map_err(|e| classify(&e))
                    }
                    other => other.map_err(|e| classify(&e)),
                }
            }
            Err(error) => Err(classify(&error)),
        }
    }
}
