//! Interactions → the core: `/hex` slash commands (`/hex settings` too, with the member's
//! permissions), button clicks, the Place form, and game-number suggestions.

use std::{sync::Arc, time::Duration};

use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, Context, CreateAllowedMentions,
    CreateAutocompleteResponse, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, EditInteractionResponse, EditMessage, GuildId, Http,
    InteractionContext, ModalInteraction,
};

use super::{
    bot::{display_name, Handler},
    buttons::{self, Click},
    commands,
    deliver::{clip, unarchived, Answerable, DiscordSink},
    permissions,
};
use crate::sync::Locked;
use crate::{
    adapters::discord_syntax,
    core::{
        effect::ActionKind, incoming::CommunityKind, marks::render_marks, messages::line_text,
        Command, Content, ErrorMsg, Incoming, InterfaceMsg, Msg, Place, Platform, Status, UserId,
    },
    i18n::Lang,
    rules::{Move, Side},
};

/// How long a first response may wait for the core: Discord allows 3 seconds from the event,
/// and the event has already travelled.
const LOOKUP_BUDGET: Duration = Duration::from_millis(1500);

impl Handler {
    pub(super) async fn slash(&self, ctx: &Context, cmd: CommandInteraction) {
        if cmd.data.name != commands::NAME {
            return;
        }
        // Acknowledge within Discord's 3 seconds; answers follow privately.
        if let Err(error) = cmd.defer_ephemeral(&ctx.http).await {
            tracing::warn!(%error, "could not acknowledge an interaction");
            return;
        }
        let user = cmd.user.id.get();
        let place = self
            .interaction_place(cmd.context, cmd.guild_id, cmd.channel_id, user)
            .await;
        let defaults = match cmd.guild_id {
            Some(guild) if commands::takes_defaults(&cmd.data.options) => {
                Some(self.guild_settings(guild).await)
            }
            _ => None,
        };
        let lang = self
            .reader_lang(
                cmd.user.id,
                cmd.guild_id,
                &cmd.locale,
                cmd.guild_locale.as_ref(),
            )
            .await;
        let sink = DiscordSink::new(Arc::clone(&ctx.http), Arc::clone(&self.memory))
            .for_interaction(Answerable::Command(Box::new(cmd.clone())))
            .speaking(lang);
        let command =
            commands::to_command(&cmd.data.options, defaults.as_ref()).map_err(|m| m.text(lang));
        match command {
            // Resigning ends a game for good: ask first, privately; only the confirmation
            // (a button, see `component`) resigns.
            Ok(Command::Resign(game)) => {
                let me = UserId::new(Platform::Discord, user.to_string());
                let edit = EditInteractionResponse::new()
                    .content(InterfaceMsg::ResignConfirm { game }.text(lang))
                    .components(buttons::resign_confirmation(&me, game, lang));
                if let Err(error) = cmd.edit_response(&ctx.http, edit).await {
                    tracing::warn!(%error, "could not ask to confirm a resignation");
                }
                return;
            }
            Ok(command) => {
                let settings = matches!(command, Command::Settings(_));
                let incoming = Incoming {
                    platform: Platform::Discord,
                    user: user.to_string(),
                    display_name: display_name(&cmd.user),
                    place,
                    message_id: Some(cmd.id.to_string()),
                    content: Content::Command(command),
                    community: cmd.guild_id.map(|g| g.to_string()),
                    community_kind: CommunityKind::Server,
                    // Discord sends the member's resolved permissions with the interaction.
                    manages_community: cmd
                        .member
                        .as_ref()
                        .and_then(|m| m.permissions)
                        .is_some_and(|p| p.manage_guild() || p.administrator()),
                    // For the tournament organiser role.
                    roles: cmd
                        .member
                        .as_ref()
                        .map(|m| m.roles.iter().map(|r| r.to_string()).collect())
                        .unwrap_or_default(),
                    locale: Some(cmd.locale.clone()).filter(|l| !l.is_empty()),
                    guild_locale: cmd.guild_locale.clone(),
                    // Answered ephemerally: nobody else sees the command.
                    private: true,
                    names_lacking_permission: true,
                };
                self.process(&sink, &incoming).await;
                // The settings say what the bot may not do here (the interaction tells).
                let lacking = cmd.app_permissions.and_then(permissions::missing);
                if let (true, Some(names)) = (settings && cmd.guild_id.is_some(), lacking) {
                    let note = InterfaceMsg::MissingPermissions { names }.text(lang);
                    if let Err(error) = sink.answer(&note, None).await {
                        tracing::warn!(?error, "could not name the missing permissions");
                    }
                }
            }
            Err(text) => {
                if let Err(error) = sink.answer(&text, None).await {
                    tracing::warn!(?error, "could not answer an interaction");
                }
            }
        }
        if !sink.answered() {
            if let Err(error) = sink.answer(&InterfaceMsg::Done.text(lang), None).await {
                tracing::warn!(?error, "could not answer an interaction");
            }
        }
    }

    /// Where an interaction happened, as the core sees it. A private channel other than the
    /// DM with the bot (a group DM, through a user-installed app) is a channel of its own:
    /// challenges and games live there, and the bot speaks there through the interactions.
    async fn interaction_place(
        &self,
        context: Option<InteractionContext>,
        guild: Option<GuildId>,
        channel: ChannelId,
        user: u64,
    ) -> Place {
        match context {
            Some(InteractionContext::PrivateChannel) => {
                self.memory.cannot_post_in(channel.get());
                Place::Channel(channel.to_string())
            }
            _ => self.place_of(guild, channel, user).await,
        }
    }

    /// Whether the challenge or game moment a button stands for is still waiting. Used and
    /// lapsed buttons are disabled instead of being sent to the core.
    async fn still_waiting(&self, kind: ActionKind) -> bool {
        self.pump
            .service()
            .with_core(|core| match kind {
                ActionKind::Accept { challenge } | ActionKind::Decline { challenge } => {
                    core.challenges().any(|c| c.id == challenge)
                }
                ActionKind::Swap { game } | ActionKind::Place { game } => {
                    core.table(game).is_some_and(|t| {
                        t.meta.status == Status::Active
                            && t.game.ply() == 1
                            && t.game.to_move() == Some(Side::Second)
                    })
                }
                // Finished games are not kept in memory: the core loads and judges them.
                ActionKind::Rematch { .. }
                | ActionKind::Resign { .. }
                | ActionKind::Views { .. } => true,
                // The core answers a check-in after the start with its refusal.
                ActionKind::CheckIn { .. } => true,
            })
            .await
    }

    /// A button was clicked.
    pub(super) async fn component(&self, ctx: &Context, comp: ComponentInteraction) {
        let http = &ctx.http;
        let me = UserId::new(Platform::Discord, comp.user.id.to_string());
        let lang = self
            .reader_lang(
                comp.user.id,
                comp.guild_id,
                &comp.locale,
                comp.guild_locale.as_ref(),
            )
            .await;
        let private = |msg: Msg| {
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(clip(&msg.text(lang)))
                    .allowed_mentions(CreateAllowedMentions::new())
                    .ephemeral(true),
            )
        };
        let respond = |response: CreateInteractionResponse| async {
            if let Err(error) = comp.create_response(http, response).await {
                tracing::warn!(%error, "could not answer a button");
            }
        };
        let Some(click) = buttons::decode(&comp.data.custom_id) else {
            respond(private(InterfaceMsg::ButtonExpired.into())).await;
            return;
        };
        if !click.permits(&me) {
            respond(private(InterfaceMsg::ButtonNotForYou.into())).await;
            return;
        }
        let action = match click {
            Click::KeepPlaying(_) => {
                // The ephemeral resign prompt carries no files, so UPDATE_MESSAGE (whose
                // `attachments: []` would empty a message's files) is safe here.
                let update = CreateInteractionResponseMessage::new()
                    .content(InterfaceMsg::ResignCancelled.text(lang))
                    .components(Vec::new());
                respond(CreateInteractionResponse::UpdateMessage(update)).await;
                return;
            }
            Click::Action(action) => action,
        };
        // The Place form must be the first response, so only Place asks the core before
        // answering, and only for as long as Discord's 3 seconds allow; a slow answer opens
        // the form and lets the submission be judged.
        if let ActionKind::Place { game } = action.kind {
            let waiting = tokio::time::timeout(LOOKUP_BUDGET, self.still_waiting(action.kind));
            if waiting.await.unwrap_or(true) {
                respond(CreateInteractionResponse::Modal(buttons::place_modal(
                    game, lang,
                )))
                .await;
                return;
            }
            respond(CreateInteractionResponse::Acknowledge).await;
            self.expired(http, &comp, lang).await;
            return;
        }
        // Acknowledge at once without changing the message (type 6), before the core is asked
        // anything: what the click does shows up as posts and DMs, refusals as ephemeral
        // follow-ups.
        respond(CreateInteractionResponse::Acknowledge).await;
        if !self.still_waiting(action.kind).await {
            self.expired(http, &comp, lang).await;
            return;
        }
        let Some(command) = action.kind.command() else {
            return;
        };
        let place = self
            .interaction_place(
                comp.context,
                comp.guild_id,
                comp.channel_id,
                comp.user.id.get(),
            )
            .await;
        let incoming = Incoming {
            platform: Platform::Discord,
            user: me.id.clone(),
            display_name: display_name(&comp.user),
            place,
            message_id: Some(comp.id.to_string()),
            content: Content::Command(command),
            community: comp.guild_id.map(|g| g.to_string()),
            community_kind: CommunityKind::Server,
            manages_community: false,
            roles: Vec::new(),
            locale: Some(comp.locale.clone()).filter(|l| !l.is_empty()),
            guild_locale: comp.guild_locale.clone(),
            private: true,
            names_lacking_permission: true,
        };
        let sink = DiscordSink::new(Arc::clone(http), Arc::clone(&self.memory))
            .for_interaction(Answerable::Component(Box::new(comp.clone())))
            .speaking(lang);
        // This click disables the challenge post's buttons itself, so the post is taken out
        // of the housekeeping's hands first: otherwise the delivery of the game's start could
        // retire them too, a second edit of the same message.
        let challenge = match action.kind {
            ActionKind::Accept { challenge } | ActionKind::Decline { challenge } => Some(challenge),
            _ => None,
        };
        let clicked = challenge.map(|c| (c, self.memory.challenge_posts.locked().click(c)));
        self.process(&sink, &incoming).await;
        if sink.refused() {
            if let Some((challenge, post)) = clicked {
                self.memory
                    .challenge_posts
                    .locked()
                    .unclick(challenge, post);
            }
        } else {
            // Done: the buttons of this message have served.
            let edit = EditInteractionResponse::new()
                .components(buttons::disabled(&comp.message.components));
            let edited = unarchived(http, comp.channel_id, || {
                comp.edit_response(http, edit.clone())
            });
            if let Err(error) = edited.await {
                tracing::warn!(%error, "could not disable used buttons");
            }
        }
    }

    /// A used or lapsed button, already acknowledged: the message shows it (buttons disabled
    /// by editing the response, which keeps the message's files, unlike UPDATE_MESSAGE with
    /// serenity's `attachments: []`), and the clicker is told why nothing happened.
    async fn expired(&self, http: &Http, comp: &ComponentInteraction, lang: Lang) {
        let edit =
            EditInteractionResponse::new().components(buttons::disabled(&comp.message.components));
        let edited = unarchived(http, comp.channel_id, || {
            comp.edit_response(http, edit.clone())
        });
        if let Err(error) = edited.await {
            tracing::warn!(%error, "could not disable expired buttons");
        }
        let note = CreateInteractionResponseFollowup::new()
            .content(InterfaceMsg::ButtonExpired.text(lang))
            .ephemeral(true);
        if let Err(error) = comp.create_followup(http, note).await {
            tracing::warn!(%error, "could not explain an expired button");
        }
    }

    /// The Place form was sent.
    pub(super) async fn modal(&self, ctx: &Context, modal: ModalInteraction) {
        let http = &ctx.http;
        if let Err(error) = modal.defer_ephemeral(http).await {
            tracing::warn!(%error, "could not acknowledge a form");
            return;
        }
        let lang = self
            .reader_lang(
                modal.user.id,
                modal.guild_id,
                &modal.locale,
                modal.guild_locale.as_ref(),
            )
            .await;
        let sink = DiscordSink::new(Arc::clone(http), Arc::clone(&self.memory))
            .for_interaction(Answerable::Modal(Box::new(modal.clone())))
            .speaking(lang);
        let Some(game) = buttons::place_form_game(&modal.data.custom_id) else {
            if let Err(error) = sink
                .answer(&InterfaceMsg::ButtonExpired.text(lang), None)
                .await
            {
                tracing::warn!(?error, "could not answer a form");
            }
            return;
        };
        let text = buttons::cell_value(&modal.data.components).unwrap_or_default();
        let text = text.trim();
        let mv = match text.parse::<Move>() {
            Ok(Move::Place(cell)) => Move::Place(cell),
            _ => {
                let msg: Msg = if text.is_empty() {
                    InterfaceMsg::PlaceMissing.into()
                } else {
                    ErrorMsg::Parse(crate::core::ParseError::BadMove {
                        text: text.chars().take(40).collect(),
                    })
                    .into()
                };
                if let Err(error) = sink.answer(&msg.text(lang), None).await {
                    tracing::warn!(?error, "could not answer a form");
                }
                return;
            }
        };
        let user = modal.user.id.get();
        let incoming = Incoming {
            platform: Platform::Discord,
            user: user.to_string(),
            display_name: display_name(&modal.user),
            place: self.place_of(modal.guild_id, modal.channel_id, user).await,
            message_id: Some(modal.id.to_string()),
            content: Content::Command(Command::Move {
                game: Some(game),
                mv: mv.into(),
            }),
            community: modal.guild_id.map(|g| g.to_string()),
            community_kind: CommunityKind::Server,
            manages_community: false,
            roles: Vec::new(),
            locale: Some(modal.locale.clone()).filter(|l| !l.is_empty()),
            guild_locale: modal.guild_locale.clone(),
            private: true,
            names_lacking_permission: true,
        };
        self.process(&sink, &incoming).await;
        if !sink.refused() {
            // The form came from Blue's Swap / Place buttons: they have served.
            if let Some(message) = &modal.message {
                let edit = EditMessage::new().components(buttons::disabled(&message.components));
                let edited = unarchived(http, message.channel_id, || {
                    message
                        .channel_id
                        .edit_message(http, message.id, edit.clone())
                });
                if let Err(error) = edited.await {
                    tracing::warn!(%error, "could not disable used buttons");
                }
            }
        }
        if !sink.answered() {
            if let Err(error) = sink.answer(&InterfaceMsg::Done.text(lang), None).await {
                tracing::warn!(?error, "could not answer a form");
            }
        }
    }

    /// Suggests the user's games while they type a game number (or the server's live
    /// tournaments, for a tournament).
    pub(super) async fn autocomplete(&self, ctx: &Context, cmd: CommandInteraction) {
        let focused = cmd.data.autocomplete();
        let typed = focused
            .as_ref()
            .map(|o| o.value.trim().trim_start_matches(['#', 't']).to_owned())
            .unwrap_or_default();
        if focused.is_some_and(|o| o.name == commands::TOURNAMENT_OPTION) {
            return self.suggest_tournaments(ctx, &cmd, &typed).await;
        }
        let me = UserId::new(Platform::Discord, cmd.user.id.to_string());
        let lang = self
            .reader_lang(
                cmd.user.id,
                cmd.guild_id,
                &cmd.locale,
                cmd.guild_locale.as_ref(),
            )
            .await;
        // Suggestions must come within Discord's 3 seconds: a busy core gets none this time.
        let lookup = self.pump.service().with_core(|core| {
            core.tables()
                .filter(|t| t.meta.platform == Platform::Discord)
                .filter(|t| t.meta.status == Status::Active)
                .filter_map(|t| {
                    let colour = t.meta.colour_of(&me)?;
                    let label = InterfaceMsg::GameChoice {
                        game: t.meta.id,
                        name: t.meta.game_name().to_owned(),
                        opponent: t.meta.seat(colour.opponent()).name(),
                        your_move: t.game.to_move() == Some(colour),
                    }
                    .text(lang);
                    Some((t.meta.id, label))
                })
                .collect::<Vec<_>>()
        });
        let mut games = tokio::time::timeout(LOOKUP_BUDGET, lookup)
            .await
            .unwrap_or_default();
        games.sort();
        let mut response = CreateAutocompleteResponse::new();
        for (id, label) in games
            .into_iter()
            .filter(|(id, _)| id.to_string().starts_with(&typed))
            .take(25)
        {
            let label: String = label.chars().take(100).collect();
            response = response.add_int_choice(label, i64::try_from(id.0).unwrap_or(i64::MAX));
        }
        let answer = CreateInteractionResponse::Autocomplete(response);
        if let Err(error) = cmd.create_response(&ctx.http, answer).await {
            tracing::warn!(%error, "could not suggest games");
        }
    }

    /// The live tournaments of the server the command is typed in, as suggestions.
    async fn suggest_tournaments(&self, ctx: &Context, cmd: &CommandInteraction, typed: &str) {
        let lang = self
            .reader_lang(
                cmd.user.id,
                cmd.guild_id,
                &cmd.locale,
                cmd.guild_locale.as_ref(),
            )
            .await;
        let server = cmd.guild_id.map(|g| g.to_string());
        let lookup = self.pump.service().with_core(|core| {
            core.tournaments()
                .filter(|t| t.platform == Platform::Discord && t.status.is_live())
                .filter(|t| server.is_some() && t.server == server)
                .map(|t| {
                    (
                        t.id,
                        render_marks(&line_text(&t.line(), lang), &discord_syntax::render),
                    )
                })
                .collect::<Vec<_>>()
        });
        let found = tokio::time::timeout(LOOKUP_BUDGET, lookup)
            .await
            .unwrap_or_default();
        let mut response = CreateAutocompleteResponse::new();
        for (id, label) in found
            .into_iter()
            .filter(|(id, _)| id.to_string().starts_with(typed))
            .take(25)
        {
            let label: String = label.chars().take(100).collect();
            response = response.add_int_choice(label, i64::try_from(id.0).unwrap_or(i64::MAX));
        }
        let answer = CreateInteractionResponse::Autocomplete(response);
        if let Err(error) = cmd.create_response(&ctx.http, answer).await {
            tracing::warn!(%error, "could not suggest tournaments");
        }
    }
}
