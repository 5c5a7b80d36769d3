//! Private messages: ephemeral answers to an interaction, DMs, and the channel notice when a
//! user's DMs are closed.

use std::sync::atomic::Ordering;

use serenity::all::{
    ChannelId, CreateAllowedMentions, CreateInteractionResponseFollowup, CreateMessage,
    EditInteractionResponse, UserId as DiscordUserId,
};

use super::{
    compose::{attachment, clip, keyed, message, parse_id, Extra, UPLOAD_LIMIT},
    failure::{classify, Failure},
    DiscordSink,
};
use crate::core::{effect::Action, Image, InterfaceMsg, Platform};

impl DiscordSink {
    /// An ephemeral answer to the interaction: the deferred response first, follow-ups after.
    pub(in super::super) async fn answer(
        &self,
        text: &str,
        image: Option<&Image>,
    ) -> Result<(), Failure> {
        self.answer_with(text, image.into()).await
    }

    /// [`DiscordSink::answer`] with a board or a text file.
    pub(super) async fn answer_with(&self, text: &str, extra: Extra<'_>) -> Result<(), Failure> {
        let Some(interaction) = &self.interaction else {
            return Err(Failure::Permanent("no interaction to answer".into()));
        };
        let file = attachment(extra, self.upload_limit).await?;
        if self.answered.swap(true, Ordering::SeqCst) {
            let mut followup = CreateInteractionResponseFollowup::new()
                .content(clip(text))
                .allowed_mentions(CreateAllowedMentions::new())
                .ephemeral(true);
            if let Some(file) = file {
                followup = followup.add_file(file);
            }
            interaction
                .followup(&self.http, followup)
                .await
                .map(|_| ())
                .map_err(|e| classify(&e))
        } else {
            let mut edit = EditInteractionResponse::new()
                .content(clip(text))
                .allowed_mentions(CreateAllowedMentions::new());
            if let Some(file) = file {
                edit = edit.new_attachment(file);
            }
            interaction
                .edit(&self.http, edit)
                .await
                .map(|_| ())
                .map_err(|e| classify(&e))
        }
    }

    /// The DM channel with `user`: remembered, so that `POST /users/@me/channels` (one
    /// bucket for the whole bot, which Discord warns about) is called once per user; the id is
    /// stable (Discord returns the existing channel).
    async fn dm_channel(&self, user: u64) -> Result<ChannelId, Failure> {
        if let Some(channel) = self.memory.dm_channel(user) {
            return Ok(ChannelId::new(channel));
        }
        let service = &self.memory.service;
        let key = user.to_string();
        match service.dm_channel(Platform::Discord, &key).await {
            Ok(Some(kept)) => {
                if let Some(channel) = parse_id(&kept) {
                    self.memory.remember_dm_channel(user, channel);
                    return Ok(ChannelId::new(channel));
                }
            }
            Ok(None) => {}
            Err(error) => tracing::warn!(%error, user, "looking up a DM channel failed"),
        }
        let channel = DiscordUserId::new(user)
            .create_dm_channel(&*self.http)
            .await
            .map_err(|e| classify(&e))?;
        self.memory.remember_dm_channel(user, channel.id.get());
        let kept = service
            .put_dm_channel(Platform::Discord, &key, &channel.id.to_string())
            .await;
        if let Err(error) = kept {
            tracing::warn!(%error, user, "keeping a DM channel failed");
        }
        Ok(channel.id)
    }

    pub(super) async fn send_dm(
        &self,
        user: u64,
        text: &str,
        extra: Extra<'_>,
        actions: &[Action],
        nonce: Option<&str>,
    ) -> Result<(), Failure> {
        let channel = self.dm_channel(user).await?;
        let file = attachment(extra, UPLOAD_LIMIT).await?;
        // Nobody to ping in a DM.
        let dm = message(text, file, actions).allowed_mentions(CreateAllowedMentions::new());
        let dm = keyed(dm, nonce);
        channel
            .send_message(&self.http, dm)
            .await
            .map(|_| ())
            .map_err(|e| classify(&e))
    }

    /// A private message for `user`: ephemeral when it answers their interaction, else a DM;
    /// when DMs are closed, an ephemeral answer if there is an interaction, else a notice in
    /// `near` (the channel the message is about) or where the user last wrote, once.
    pub(super) async fn private(
        &self,
        user: u64,
        text: &str,
        extra: Extra<'_>,
        actions: &[Action],
        nonce: Option<&str>,
        near: Option<u64>,
    ) -> Result<(), Failure> {
        let ours = self.interaction_user() == Some(user);
        match self.send_dm(user, text, extra, actions, nonce).await {
            Ok(()) => {
                // Open again: should they close them later, they are told again.
                self.memory.dms_delivered(user);
                Ok(())
            }
            Err(Failure::DmsClosed) if self.memory.told_dms_closed(user) => {
                tracing::debug!(user, "DMs closed; the user was told already");
                if ours {
                    self.answer_with(text, extra).await
                } else {
                    Ok(())
                }
            }
            Err(Failure::DmsClosed) if ours => {
                // The news comes as the answer; the notice says why, and what works, at once.
                self.answer_with(text, extra).await?;
                if let Err(error) = self.tell_closed(user, near, nonce).await {
                    tracing::warn!(?error, user, "could not say that DMs are closed");
                }
                Ok(())
            }
            Err(Failure::DmsClosed) => self.tell_closed(user, near, nonce).await,
            other => other,
        }
    }

    /// The notice that `user`'s DMs are closed, once (a nonce of its own: the notice is
    /// another message than the DM).
    async fn tell_closed(
        &self,
        user: u64,
        near: Option<u64>,
        nonce: Option<&str>,
    ) -> Result<(), Failure> {
        let nonce = nonce.map(|n| format!("{n}n"));
        self.notice_dms_closed(user, near, nonce.as_deref()).await?;
        self.memory.tell_dms_closed(user);
        Ok(())
    }

    /// Tells `user` in a channel, with a mention and nothing private, that their DMs are
    /// closed and what works without them.
    async fn notice_dms_closed(
        &self,
        user: u64,
        near: Option<u64>,
        nonce: Option<&str>,
    ) -> Result<(), Failure> {
        let Some(channel) = near.or_else(|| self.memory.channel_of(user)) else {
            return Err(Failure::Permanent(format!(
                "user {user} does not accept DMs and has no known channel"
            )));
        };
        let text = InterfaceMsg::DmsClosedNotice {
            user: format!("<@{user}>"),
        }
        .text(self.memory.channel_lang(channel).await);
        if self.speaks_through(channel) {
            return self.post_through(&text, Extra::None, &[]).await;
        }
        if self.memory.unreachable(channel) {
            return Err(Failure::Permanent(format!(
                "user {user} does not accept DMs and their channel has no bot"
            )));
        }
        let notice = CreateMessage::new()
            .content(clip(&text))
            .allowed_mentions(CreateAllowedMentions::new().users([DiscordUserId::new(user)]));
        let notice = keyed(notice, nonce);
        ChannelId::new(channel)
            .send_message(&self.http, notice)
            .await
            .map(|_| ())
            .map_err(|e| classify(&e))
    }
}
