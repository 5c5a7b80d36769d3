//! The interaction a sink answers.

use serenity::{
    all::{
        CommandInteraction, ComponentInteraction, CreateInteractionResponseFollowup,
        EditInteractionResponse, InteractionContext, Message, ModalInteraction,
    },
    http::Http,
};

/// The interaction a sink answers: a slash command or a form (acknowledged with a deferred
/// ephemeral answer, which the first private text fills in) or a button (acknowledged
/// without an answer: private texts are ephemeral follow-ups).
#[derive(Clone, Debug)]
pub(in super::super) enum Answerable {
    Command(Box<CommandInteraction>),
    Component(Box<ComponentInteraction>),
    Modal(Box<ModalInteraction>),
}

impl Answerable {
    pub(super) fn id(&self) -> serenity::all::InteractionId {
        match self {
            Answerable::Command(i) => i.id,
            Answerable::Component(i) => i.id,
            Answerable::Modal(i) => i.id,
        }
    }

    /// The largest upload Discord allows in answers to this interaction.
    pub(super) fn upload_limit(&self) -> u64 {
        u64::from(match self {
            Answerable::Command(i) => i.attachment_size_limit,
            Answerable::Component(i) => i.attachment_size_limit,
            Answerable::Modal(i) => i.attachment_size_limit,
        })
    }

    /// The channel the interaction came from.
    pub(super) fn channel(&self) -> u64 {
        match self {
            Answerable::Command(i) => i.channel_id.get(),
            Answerable::Component(i) => i.channel_id.get(),
            Answerable::Modal(i) => i.channel_id.get(),
        }
    }

    /// Whether it came from a private channel other than the DM with the bot (a group DM,
    /// through a user-installed app): the bot is no member there and cannot post in it.
    /// (serenity 0.12 reads no `context` for forms; forms answer buttons of the bot's own
    /// posts, which a private channel does not have.)
    pub(super) fn in_private_channel(&self) -> bool {
        let context = match self {
            Answerable::Command(i) => i.context,
            Answerable::Component(i) => i.context,
            Answerable::Modal(_) => None,
        };
        context == Some(InteractionContext::PrivateChannel)
    }

    pub(super) fn user(&self) -> u64 {
        match self {
            Answerable::Command(i) => i.user.id.get(),
            Answerable::Component(i) => i.user.id.get(),
            Answerable::Modal(i) => i.user.id.get(),
        }
    }

    pub(super) async fn followup(
        &self,
        http: &Http,
        followup: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        match self {
            Answerable::Command(i) => i.create_followup(http, followup).await,
            Answerable::Component(i) => i.create_followup(http, followup).await,
            Answerable::Modal(i) => i.create_followup(http, followup).await,
        }
    }

    pub(super) async fn edit(
        &self,
        http: &Http,
        edit: EditInteractionResponse,
    ) -> serenity::Result<Message> {
        match self {
            Answerable::Command(i) => i.edit_response(http, edit).await,
            Answerable::Component(i) => i.edit_response(http, edit).await,
            Answerable::Modal(i) => i.edit_response(http, edit).await,
        }
    }
}
