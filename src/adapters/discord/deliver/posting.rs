//! Channel posts: degrading to the bot's permissions, and retiring a lapsed challenge's
//! buttons.

use serenity::all::{ChannelId, CreateAttachment, EditMessage, Message};

use super::{
    super::buttons,
    compose::{clip, keyed, message, post},
    failure::{classify, lacks_permission, Failure},
    DiscordSink,
};
use crate::sync::Locked;
use crate::{
    core::{effect::Action, ChallengeId, InterfaceMsg, Platform, Recipient},
    runtime::Service,
};

impl DiscordSink {
    /// Disables the buttons of challenge posts whose challenge is no longer waiting.
    pub(super) async fn retire_challenge_buttons(&self, service: &Service) {
        if self.alive.as_ref().is_some_and(|a| a.strong_count() == 0) {
            return;
        }
        let posted: Vec<ChallengeId> = self.memory.challenge_posts.locked().challenges();
        if posted.is_empty() {
            return;
        }
        let waiting: std::collections::HashSet<ChallengeId> = service
            .with_core(|core| core.challenges().map(|c| c.id).collect())
            .await;
        for id in posted.into_iter().filter(|id| !waiting.contains(id)) {
            let post = self.memory.challenge_posts.locked().take(id);
            let Some(post) = post else {
                continue;
            };
            let channel = Recipient::Channel(Platform::Discord, post.channel_id.to_string());
            let keep = |post: Message| self.memory.challenge_posts.locked().keep(id, post);
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

    /// Sends a channel post, degrading to what the bot may do there, as worked out from the
    /// gateway (`powers`): where it may not attach files the post goes without its picture
    /// and says why, where it may not embed links the text goes as plain content, each in one
    /// request. Where nothing is known, Discord decides: without Embed Links it drops the
    /// embed silently from a message that has anything else (the text is then put into the
    /// content by an edit) and refuses one of embeds alone (403 / 50013); without Attach Files
    /// it refuses the files (403 / 50013), and the channel is then remembered as one that
    /// takes none, so the next posts go without a refusal first.
    pub(super) async fn post_degrading(
        &self,
        channel: ChannelId,
        text: &str,
        file: Option<CreateAttachment>,
        actions: &[Action],
        nonce: Option<&str>,
    ) -> Result<Message, Failure> {
        let may = self.memory.powers.in_channel(channel.get());
        let embeds = may.is_none_or(|p| p.embed_links());
        let (text, file) = match file {
            Some(_) if self.memory.powers.files_refused(channel.get()) => {
                (self.without_files(channel, text).await, None)
            }
            file => (text.to_owned(), file),
        };
        let had_file = file.is_some();
        let first = if embeds {
            post(&text, file, actions)
        } else {
            message(&text, file, actions)
        };
        match channel.send_message(&self.http, keyed(first, nonce)).await {
            Ok(posted) => {
                if embeds && !text.is_empty() && posted.embeds.is_empty() {
                    tracing::warn!(%channel, "no Embed Links permission: the text goes as content");
                    let edit = EditMessage::new().content(clip(&text));
                    if let Err(error) = channel.edit_message(&self.http, posted.id, edit).await {
                        tracing::warn!(%error, %channel, "could not restore a post's text");
                    }
                }
                Ok(posted)
            }
            // Files refused although not foreseen: remembered, and the post goes without.
            Err(error) if lacks_permission(&error) && had_file => {
                tracing::warn!(%channel, "Discord refused a picture (no Attach Files): posts there go without one");
                self.memory.powers.refuse_files(channel.get());
                let noted = self.without_files(channel, &text).await;
                let bare = if may.is_some() && embeds {
                    post(&noted, None, actions)
                } else {
                    message(&noted, None, actions)
                };
                channel
                    .send_message(&self.http, keyed(bare, nonce))
                    .await
                    .map_err(|e| classify(&e))
            }
            // An embed alone refused: no Embed Links, the text goes as content.
            Err(error) if lacks_permission(&error) && embeds && !text.is_empty() => {
                tracing::warn!(%channel, "a post of an embed alone was refused: sending plain text");
                let plain = message(&text, None, actions);
                channel
                    .send_message(&self.http, keyed(plain, nonce))
                    .await
                    .map_err(|e| classify(&e))
            }
            Err(error) => Err(classify(&error)),
        }
    }

    /// `text` with the note that its picture is missing for want of Attach Files, in the
    /// channel's language.
    async fn without_files(&self, channel: ChannelId, text: &str) -> String {
        let lang = self.memory.channel_lang(channel.get()).await;
        format!(
            "{text}\n{}",
            InterfaceMsg::PictureNeedsAttachFiles.text(lang)
        )
    }
}
