//! Game threads: where a game's post goes, and opening its thread.

use std::future::Future;

use serenity::{
    all::{AutoArchiveDuration, ChannelId, CreateThread, EditThread, MessageId},
    http::Http,
};

use super::{
    compose::parse_id,
    failure::{has_code, lacks_permission, ARCHIVED_THREAD, THREAD_EXISTS},
    DiscordSink,
};
use crate::core::{GameId, InterfaceMsg, Platform, TimeControl};
use crate::runtime::GameThread;

/// Discord's archive durations, in minutes, shortest first.
const DURATIONS: [(u64, AutoArchiveDuration); 4] = [
    (60, AutoArchiveDuration::OneHour),
    (1440, AutoArchiveDuration::OneDay),
    (4320, AutoArchiveDuration::ThreeDays),
    (10080, AutoArchiveDuration::OneWeek),
];

/// The archive duration fitting a game's clock: the shortest Discord allows that is at least
/// the longest a player may think over one move (a live game's budget, a correspondence game's
/// time per move), so a thread is not archived while a player is still within their time; a
/// week (the longest) for a game without a clock or a longer one. (Discord archives quiet
/// threads anyway; the bot unarchives on need, see [`unarchived`].)
pub(super) fn archive_duration(time: TimeControl) -> AutoArchiveDuration {
    let longest_think_ms = match time {
        TimeControl::None => u64::MAX,
        TimeControl::PerMove { ms } => u64::try_from(ms).unwrap_or(u64::MAX),
        TimeControl::Live { base_ms, .. } => u64::try_from(base_ms).unwrap_or(u64::MAX),
    };
    DURATIONS
        .iter()
        .find(|(minutes, _)| minutes * 60_000 >= longest_think_ms)
        .map_or(AutoArchiveDuration::OneWeek, |(_, d)| *d)
}

/// Runs `attempt` (an edit of a message in `channel`); when Discord refuses because the
/// thread is archived (50083: only sending unarchives a thread by itself), unarchives it with
/// `PATCH /channels/{thread}` and tries once more.
pub(in super::super) async fn unarchived<T, F, Fut>(
    http: &Http,
    channel: ChannelId,
    attempt: F,
) -> serenity::Result<T>
where
    F: Fn() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    match attempt().await {
        Err(error) if has_code(&error, ARCHIVED_THREAD) => {
            tracing::info!(%channel, "unarchiving a game's thread to edit a message in it");
            channel
                .edit_thread(http, EditThread::new().archived(false))
                .await?;
            attempt().await
        }
        other => other,
    }
}

/// Where a game's channel post goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Route {
    /// The game's channel.
    Channel,
    /// The game's thread.
    Thread(u64),
    /// The game's channel, then a thread is started from the post.
    NewThread,
}

impl DiscordSink {
    /// Where a game's channel post goes: its thread, its channel, or its channel and then a
    /// new thread started from that post (the server wants a thread per game).
    pub(super) async fn route(&self, game: GameId, channel: u64) -> Route {
        let service = &self.memory.service;
        match service.game_thread(Platform::Discord, game).await {
            Ok(Some(thread)) => {
                if let Some(id) = parse_id(&thread.thread) {
                    return Route::Thread(id);
                }
            }
            Ok(None) => {}
            Err(error) => {
                tracing::warn!(%error, %game, "looking up a game's thread failed");
                return Route::Channel;
            }
        }
        let guild = match self.memory.known_guild(channel) {
            Some(guild) => guild,
            None => match ChannelId::new(channel).to_channel(&self.http).await {
                Ok(serenity::all::Channel::Guild(c)) => {
                    self.memory.remember_guild(channel, c.guild_id.get());
                    c.guild_id.get()
                }
                Ok(_) => return Route::Channel,
                Err(error) => {
                    tracing::warn!(%error, channel, "could not learn a channel's server");
                    return Route::Channel;
                }
            },
        };
        let settings = service
            .guild_settings(Platform::Discord, &guild.to_string())
            .await;
        // Refused Create Public Threads lately: the games are played in the channel.
        if settings.threads && !self.memory.threads_refused(channel) {
            Route::NewThread
        } else {
            Route::Channel
        }
    }

    /// Opens the thread of `game` from its first post and records it; a failure is logged
    /// and the game's posts stay in its channel.
    ///
    /// A thread started from a message has the message's id. So when the post is delivered
    /// again after a crash between opening the thread and recording it (the same message, by
    /// its nonce), Discord's refusal to open a second one (160004) says where the first is:
    /// it is recorded, and no second thread is opened.
    pub(super) async fn start_thread(&self, game: GameId, channel: u64, from: MessageId) {
        let name = InterfaceMsg::ThreadName { game }.text(self.memory.channel_lang(channel).await);
        let time = self
            .memory
            .service
            .with_core(|core| core.table(game).map(|t| t.meta.time))
            .await
            .unwrap_or_default();
        let create = CreateThread::new(name).auto_archive_duration(archive_duration(time));
        let thread = ChannelId::new(channel)
            .create_thread_from_message(&self.http, from, create)
            .await;
        let opened = match thread {
            Ok(thread) => {
                self.memory
                    .remember_guild(thread.id.get(), thread.guild_id.get());
                Ok(thread.id.get())
            }
            Err(error) if has_code(&error, THREAD_EXISTS) => {
                tracing::info!(%game, "the game's thread was opened before; recording it");
                if let Some(guild) = self.memory.known_guild(channel) {
                    self.memory.remember_guild(from.get(), guild);
                }
                Ok(from.get())
            }
            Err(error) => Err(error),
        };
        match opened {
            Ok(thread) => {
                self.memory.remember_thread(thread, channel);
                let record = GameThread {
                    game,
                    channel: channel.to_string(),
                    thread: thread.to_string(),
                };
                if let Err(error) = self
                    .memory
                    .service
                    .put_game_thread(Platform::Discord, &record)
                    .await
                {
                    tracing::error!(%error, %game, "recording a game's thread failed");
                }
            }
            Err(error) if lacks_permission(&error) => {
                tracing::warn!(
                    channel,
                    "no Create Public Threads: games are played in the channel"
                );
                self.memory.refuse_threads(channel);
            }
            Err(error) => tracing::warn!(%error, %game, "could not open a thread for a game"),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use serenity::all::AutoArchiveDuration;

    use super::archive_duration;
    use crate::core::TimeControl;

    #[test]
    fn a_threads_archive_duration_fits_the_games_clock() {
        let cases = [
            ("none", AutoArchiveDuration::OneWeek),
            ("10m+5s", AutoArchiveDuration::OneHour),
            ("1h", AutoArchiveDuration::OneHour),
            ("12h", AutoArchiveDuration::OneDay),
            ("1d", AutoArchiveDuration::OneDay),
            ("2d", AutoArchiveDuration::ThreeDays),
            ("7d", AutoArchiveDuration::OneWeek),
            ("14d", AutoArchiveDuration::OneWeek),
        ];
        for (text, expected) in cases {
            let time: TimeControl = text.parse().unwrap();
            assert_eq!(archive_duration(time), expected, "{text}");
        }
    }
}
