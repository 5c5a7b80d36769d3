//! Messages typed while the bot had no gateway session. Discord replays what a session missed
//! only on a Resume; after Invalid Session (op 9) the bot identifies again and whatever was
//! typed in between never arrives as an event. So after every READY the bot reads back, with
//! `GET /channels/{id}/messages?after=…`, the recent messages of the channels where a move
//! may wait for it: the channels (and threads) of the active games, and the DM channels of
//! their players. Each message goes the way a MESSAGE_CREATE goes; one handled before (its id
//! is in the store's table of handled messages) does nothing.
//!
//! Read from the newest message the gateway delivered in that channel in this process, but
//! never from further back than [`HOW_FAR_BACK`]: after a restart nothing is known of a
//! channel, and a move typed long ago should not be played unannounced now. Channels where
//! the bot may not read the history (as far as the gateway said) are not asked.

use std::{sync::Arc, time::Duration};

use serenity::{
    all::{ChannelId, GetMessages, GuildId, MessageId},
    http::Http,
};

use super::{bot::Handler, deliver::parse_id};
use crate::{
    core::{Platform, Seat, Status},
    runtime::system_now,
};

/// How old a message read back may be.
const HOW_FAR_BACK: Duration = Duration::from_secs(15 * 60);

/// Discord's epoch (2015-01-01) in Unix milliseconds: a snowflake's timestamp counts from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// The most messages read back per request (Discord's maximum).
const PAGE: u8 = 100;

/// The most pages read back per channel: a channel that busy is not a game's.
const PAGES: usize = 5;

/// The smallest snowflake of `ms` (Unix milliseconds).
fn snowflake_at(ms: u64) -> u64 {
    ms.saturating_sub(DISCORD_EPOCH_MS) << 22
}

impl Handler {
    /// Reads back what was typed in the active games' channels and their players' DMs since
    /// the last message seen there (see the module's doc), and handles it in order.
    pub(super) async fn catch_up(&self, http: &Arc<Http>) {
        let now = u64::try_from(system_now()).unwrap_or(0);
        let floor = snowflake_at(now.saturating_sub(HOW_FAR_BACK.as_millis() as u64));
        let channels = self.catch_up_channels().await;
        let mut read = 0;
        for channel in channels {
            let after = self.memory.last_seen(channel).unwrap_or(0).max(floor);
            read += self.read_back(http, channel, after).await;
        }
        if read > 0 {
            tracing::info!(
                read,
                "messages typed while the gateway was away were read back"
            );
        }
    }

    /// The channels to read back: each active Discord game's channel and thread, and the DM
    /// channel of each of its players (those the bot has opened).
    async fn catch_up_channels(&self) -> Vec<u64> {
        let service = self.pump.service();
        let games = service
            .with_core(|core| {
                core.tables()
                    .filter(|t| t.meta.platform == Platform::Discord)
                    .filter(|t| t.meta.status == Status::Active)
                    .map(|t| {
                        let players: Vec<String> = [&t.meta.first, &t.meta.second]
                            .into_iter()
                            .filter_map(|seat| match seat {
                                Seat::Human { user, .. } => Some(user.id.clone()),
                                Seat::Computer { .. } => None,
                            })
                            .collect();
                        (t.meta.id, t.meta.channel.clone(), players)
                    })
                    .collect::<Vec<_>>()
            })
            .await;
        let mut channels = Vec::new();
        for (game, channel, players) in games {
            channels.extend(channel.as_deref().and_then(parse_id));
            if let Ok(Some(thread)) = service.game_thread(Platform::Discord, game).await {
                channels.extend(parse_id(&thread.thread));
            }
            for player in players {
                let kept = match parse_id(&player).and_then(|p| self.memory.dm_channel(p)) {
                    Some(dm) => Some(dm),
                    None => service
                        .dm_channel(Platform::Discord, &player)
                        .await
                        .ok()
                        .flatten()
                        .as_deref()
                        .and_then(parse_id),
                };
                channels.extend(kept);
            }
        }
        channels.sort_unstable();
        channels.dedup();
        // Where the gateway says the bot may not read the history, Discord would refuse.
        channels.retain(|c| {
            self.memory
                .powers
                .in_channel(*c)
                .is_none_or(|p| p.view_channel() && p.read_message_history())
        });
        channels
    }

    /// Reads `channel`'s messages after `after`, oldest first, and handles each; returns how
    /// many were read.
    async fn read_back(&self, http: &Arc<Http>, channel: u64, after: u64) -> usize {
        let mut after = after;
        let mut read = 0;
        for _ in 0..PAGES {
            let asked = GetMessages::new()
                .after(MessageId::new(after.max(1)))
                .limit(PAGE);
            let mut page = match ChannelId::new(channel).messages(http, asked).await {
                Ok(page) => page,
                Err(error) => {
                    tracing::warn!(%error, channel, "reading back a channel failed");
                    return read;
                }
            };
            // Newest first, as Discord lists them: handled oldest first.
            page.sort_by_key(|m| m.id);
            let full = page.len() >= usize::from(PAGE);
            for mut msg in page {
                after = after.max(msg.id.get());
                self.memory.seen_in(channel, msg.id.get());
                // A message read through REST names no guild: the channel's, as seen.
                if msg.guild_id.is_none() {
                    msg.guild_id = self.memory.known_guild(channel).map(GuildId::new);
                }
                self.handle_message(&msg).await;
                read += 1;
            }
            if !full {
                break;
            }
        }
        read
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snowflake_counts_milliseconds_from_discords_epoch() {
        // Discord's documented example: 175928847299117063 was made at 1462015105796.
        let example: u64 = 175_928_847_299_117_063;
        assert_eq!(example >> 22, 1_462_015_105_796 - DISCORD_EPOCH_MS);
        assert!(snowflake_at(1_462_015_105_796) <= example);
        assert!(snowflake_at(1_462_015_105_797) > example);
        assert_eq!(snowflake_at(0), 0);
    }
}
