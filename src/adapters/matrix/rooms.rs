//! The bot's direct-message rooms: which room is each player's private room with the bot,
//! kept in the store through the runtime (the `dm_channels` table, as Discord's DM channels),
//! so a standby process taking the account over knows them too. Earlier builds kept them in
//! `dm_rooms.json` in the data directory: that file is taken in once and renamed.

use std::{collections::HashMap, path::Path, sync::Arc};

use matrix_sdk::{
    ruma::{OwnedRoomId, OwnedUserId, RoomId, UserId},
    Client, Room,
};
use tokio::sync::Mutex;

use super::{session::io_error, MatrixError};
use crate::{core::Platform, runtime::Service};

/// The bot's client and identity, and its DM rooms: shared by the sync handlers and the sink.
pub(super) struct Rooms {
    pub(super) client: Client,
    pub(super) own: OwnedUserId,
    service: Arc<Service>,
    /// Player's user id → their DM room with the bot, as far as read or written here.
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
    /// The rooms of the bot logged in as `client`; the DM rooms an earlier build saved in
    /// `legacy_file` are taken into the store first (once: the file is renamed after).
    pub(super) async fn load(
        client: Client,
        service: Arc<Service>,
        legacy_file: &Path,
    ) -> Result<Self, MatrixError> {
        let own = client
            .user_id()
            .ok_or_else(|| MatrixError::Config("not logged in".into()))?
            .to_owned();
        match std::fs::read_to_string(legacy_file) {
            Ok(text) => {
                let saved: HashMap<String, OwnedRoomId> = serde_json::from_str(&text)?;
                for (user, room) in &saved {
                    // Kept if the store knows a newer one already (written by this build).
                    let known = service.dm_channel(Platform::Matrix, user).await?;
                    if known.is_none() {
                        service
                            .put_dm_channel(Platform::Matrix, user, room.as_str())
                            .await?;
                    }
                }
                let done = legacy_file.with_extension("json.imported");
                std::fs::rename(legacy_file, &done).map_err(|e| io_error(legacy_file, e))?;
                tracing::info!(rooms = saved.len(), "took the DM room list into the store");
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(io_error(legacy_file, e)),
        }
        Ok(Self {
            client,
            own,
            service,
            dms: Mutex::new(HashMap::new()),
        })
    }

    /// The DM room remembered for `user` (read from the store the first time).
    pub(super) async fn known_dm(&self, user: &UserId) -> Option<OwnedRoomId> {
        if let Some(room) = self.dms.lock().await.get(user.as_str()) {
            return Some(room.clone());
        }
        let stored = match self
            .service
            .dm_channel(Platform::Matrix, user.as_str())
            .await
        {
            Ok(stored) => stored?,
            Err(error) => {
                tracing::warn!(%error, "could not read a DM room from the store");
                return None;
            }
        };
        let room = OwnedRoomId::try_from(stored).ok()?;
        self.dms
            .lock()
            .await
            .insert(user.as_str().to_owned(), room.clone());
        Some(room)
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

    /// Remembers `room` as the DM room of `user`.
    pub(super) async fn remember_dm(&self, user: &str, room: &RoomId) {
        self.dms
            .lock()
            .await
            .insert(user.to_owned(), room.to_owned());
        if let Err(error) = self
            .service
            .put_dm_channel(Platform::Matrix, user, room.as_str())
            .await
        {
            tracing::error!(%error, "could not keep the DM room in the store");
        }
    }

    /// Forgets the DM room of `user` (it was left).
    pub(super) async fn forget_dm(&self, user: &str) {
        self.dms.lock().await.remove(user);
        if let Err(error) = self.service.forget_dm_channel(Platform::Matrix, user).await {
            tracing::error!(%error, "could not forget the DM room in the store");
        }
    }
}
