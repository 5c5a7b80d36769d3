//! The bot's direct-message rooms: which room is each player's private room with the bot,
//! kept in `dm_rooms.json` in the data directory across restarts.

use std::{collections::HashMap, path::PathBuf};

use matrix_sdk::{
    ruma::{OwnedRoomId, OwnedUserId, RoomId, UserId},
    Client, Room,
};
use tokio::sync::Mutex;

use super::{
    session::{io_error, write_private},
    MatrixError,
};

/// The bot's client and identity, and its DM rooms: shared by the sync handlers and the sink.
pub(super) struct Rooms {
    pub(super) client: Client,
    pub(super) own: OwnedUserId,
    dm_file: PathBuf,
    /// Player's user id → their DM room with the bot.
    dms: Mutex<HashMap<String, OwnedRoomId>>,
}

impl std::fmt::Debug for Rooms {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rooms")
            .field("own", &self.own)
            .finish_non_exhaustive()
    }
}

impl Rooms {
    /// The rooms of the bot logged in as `client`, with the DM rooms saved in `dm_file`.
    pub(super) fn load(client: Client, dm_file: PathBuf) -> Result<Self, MatrixError> {
        let own = client
            .user_id()
            .ok_or_else(|| MatrixError::Config("not logged in".into()))?
            .to_owned();
        let dms = match std::fs::read_to_string(&dm_file) {
            Ok(text) => serde_json::from_str(&text)?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => HashMap::new(),
            Err(e) => return Err(io_error(&dm_file, e)),
        };
        Ok(Self {
            client,
            own,
            dm_file,
            dms: Mutex::new(dms),
        })
    }

    /// The DM room remembered for `user`.
    pub(super) async fn known_dm(&self, user: &UserId) -> Option<OwnedRoomId> {
        self.dms.lock().await.get(user.as_str()).cloned()
    }

    /// Whether `room` is the private room between the bot and `user`: the one remembered, or
    /// one whose only members are the two of them (adopted when none is remembered).
    pub(super) async fn is_dm_with(&self, room: &Room, user: &UserId) -> bool {
        let known = self.known_dm(user).await;
        if known.as_deref() == Some(room.room_id()) {
            return true;
        }
        let members = match room
            .members_no_sync(
                matrix_sdk::RoomMemberships::JOIN | matrix_sdk::RoomMemberships::INVITE,
            )
            .await
        {
            Ok(members) => members,
            Err(_) => return false,
        };
        let only_us = members.len() == 2
            && members.iter().any(|m| m.user_id() == user)
            && members.iter().any(|m| m.user_id() == self.own);
        if only_us && known.is_none() {
            self.remember_dm(user.as_str(), room.room_id()).await;
        }
        only_us
    }

    pub(super) async fn remember_dm(&self, user: &str, room: &RoomId) {
        let mut dms = self.dms.lock().await;
        dms.insert(user.to_owned(), room.to_owned());
        match serde_json::to_string_pretty(&*dms) {
            Ok(json) => {
                if let Err(error) = write_private(&self.dm_file, &json) {
                    tracing::error!(%error, "could not save the DM room list");
                }
            }
            Err(error) => tracing::error!(%error, "could not save the DM room list"),
        }
    }

    pub(super) async fn forget_dm(&self, user: &str) {
        let mut dms = self.dms.lock().await;
        dms.remove(user);
        if let Ok(json) = serde_json::to_string_pretty(&*dms) {
            if let Err(error) = write_private(&self.dm_file, &json) {
                tracing::error!(%error, "could not save the DM room list");
            }
        }
    }
}
