//! Which chat networks this process runs and whether each is connected: the adapters say so
//! at their connect and disconnect points, `/healthz` reads it.

use std::{
    collections::BTreeMap,
    ops::RangeInclusive,
    sync::{Arc, LazyLock, PoisonError, RwLock},
};

use serde::Serialize;

use crate::core::Platform;

/// One network as `/healthz` shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct NetworkState {
    /// Connected: every shard of Discord's gateway this process runs, Matrix's sync.
    pub connected: bool,
    /// Configured here but run by another process (the Matrix account is one process's at a
    /// time, a lease): not connected, and not a fault.
    pub standby: bool,
    /// Discord: each gateway shard this process runs, and whether it is connected.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub shards: BTreeMap<u32, bool>,
}

/// The networks of this process and their connections. The process has one, [`health`], that
/// the adapters update; the admin server reads whichever it is given (tests make their own).
#[derive(Debug, Default)]
pub struct Health {
    networks: RwLock<BTreeMap<Platform, NetworkState>>,
}

impl Health {
    /// Changes one network's state (created, not connected, if new).
    fn update(&self, platform: Platform, change: impl FnOnce(&mut NetworkState)) {
        // Poisoning is ignored on purpose: each update leaves the map whole (it only sets
        // fields), so a panic elsewhere while the lock was held cannot leave it half-written.
        let mut networks = self
            .networks
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        change(networks.entry(platform).or_default());
    }

    /// Says whether a network with a single connection (Matrix's sync) is connected.
    pub fn set_network(&self, platform: Platform, connected: bool) {
        self.update(platform, |state| {
            state.standby = false;
            state.shards.clear();
            state.connected = connected;
        });
    }

    /// Expects the gateway shards `shards` of a network (Discord), none of them connected yet:
    /// the network counts as connected once every one of them is.
    pub fn expect_shards(&self, platform: Platform, shards: RangeInclusive<u32>) {
        self.update(platform, |state| {
            state.standby = false;
            state.shards = shards.map(|shard| (shard, false)).collect();
            state.connected = false;
        });
    }

    /// Says whether one gateway shard of a network (Discord) is connected.
    pub fn set_shard(&self, platform: Platform, shard: u32, connected: bool) {
        self.update(platform, |state| {
            state.standby = false;
            state.shards.insert(shard, connected);
            state.connected = state.shards.values().all(|up| *up);
        });
    }

    /// Says that another process runs this network for now (this one stands by).
    pub fn set_standby(&self, platform: Platform) {
        self.update(platform, |state| {
            state.standby = true;
            state.connected = false;
            state.shards.clear();
        });
    }

    /// The networks and their states, in a fixed order.
    pub fn networks(&self) -> BTreeMap<Platform, NetworkState> {
        self.networks
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Whether every network is connected or standing by (true with none).
    pub fn networks_ok(&self) -> bool {
        self.networks()
            .values()
            .all(|state| state.connected || state.standby)
    }
}

/// This process's [`Health`], which the adapters update at their connect and disconnect
/// points (one per process, like the metrics' recorder: an adapter needs no handle passed in).
pub fn health() -> &'static Arc<Health> {
    static HEALTH: LazyLock<Arc<Health>> = LazyLock::new(Arc::default);
    &HEALTH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_network_is_connected_when_every_shard_is_and_a_standby_is_no_fault() {
        let health = Health::default();
        assert!(health.networks_ok(), "no network: nothing is down");
        health.expect_shards(Platform::Discord, 0..=1);
        assert!(!health.networks_ok());
        health.set_shard(Platform::Discord, 0, true);
        assert!(!health.networks()[&Platform::Discord].connected);
        health.set_shard(Platform::Discord, 1, true);
        assert!(health.networks()[&Platform::Discord].connected);
        health.set_standby(Platform::Matrix);
        assert!(health.networks_ok());
        health.set_network(Platform::Matrix, false);
        assert!(!health.networks_ok());
        health.set_network(Platform::Matrix, true);
        health.set_shard(Platform::Discord, 1, false);
        assert!(!health.networks_ok());
    }
}
