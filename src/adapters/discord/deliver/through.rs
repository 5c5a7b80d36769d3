//! Speaking through an interaction: in a private channel the bot is no member of (a group DM
//! where a user-installed app is used), Discord lets it answer the interaction and nothing
//! else. A post meant for that channel becomes a public follow-up of the interaction; so does
//! the notice for a user there whose DMs are closed.

use serenity::all::{CreateActionRow, CreateInteractionResponseFollowup};

use super::{
    compose::{attachment, clip, pings, Extra},
    failure::{classify, Failure},
    DiscordSink,
};
use crate::{
    adapters::discord::buttons,
    core::{effect::Action, InterfaceMsg},
};

impl DiscordSink {
    /// Whether what is meant for `channel` must go through the interaction: it came from
    /// there, a private channel the bot is not in.
    pub(super) fn speaks_through(&self, channel: u64) -> bool {
        self.interaction
            .as_ref()
            .is_some_and(|i| i.in_private_channel() && i.channel() == channel)
    }

    /// A post as a public follow-up of the interaction. The deferred (ephemeral) answer is
    /// filled in first: a first follow-up would take its place and stay ephemeral.
    pub(super) async fn post_through(
        &self,
        text: &str,
        extra: Extra<'_>,
        actions: &[Action],
    ) -> Result<(), Failure> {
        let Some(interaction) = &self.interaction else {
            return Err(Failure::Permanent("no interaction to post through".into()));
        };
        if !self.answered() {
            self.answer_with(&InterfaceMsg::Done.text(self.lang), Extra::None)
                .await?;
        }
        let file = attachment(extra, self.upload_limit).await?;
        let mut followup = CreateInteractionResponseFollowup::new()
            .content(clip(text))
            .allowed_mentions(pings(actions));
        let rows: Vec<CreateActionRow> = buttons::rows(actions);
        if !rows.is_empty() {
            followup = followup.components(rows);
        }
        if let Some(file) = file {
            followup = followup.add_file(file);
        }
        interaction
            .followup(&self.http, followup)
            .await
            .map(|_| ())
            .map_err(|e| classify(&e))
    }
}
