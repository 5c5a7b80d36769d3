//! Who may run a server's tournaments when they type a command: a typed message carries no
//! resolved permissions (an interaction does), so the bot keeps what GUILD_CREATE and the
//! role events say of each server — its owner and each role's permissions — and works out
//! Manage Server the way Discord does at server level: the owner has every permission;
//! otherwise @everyone's permissions (the role whose id is the server's) and those of the
//! member's roles are added up, and Administrator implies every other. Channel overwrites
//! cannot grant a server-level permission such as Manage Server, so they play no part.

use std::{collections::HashMap, sync::Mutex};

use serenity::all::Permissions;

/// One server as the gateway described it.
#[derive(Debug, Default, Clone)]
struct Server {
    owner: u64,
    roles: HashMap<u64, Permissions>,
}

/// The servers seen, by id.
#[derive(Debug, Default)]
pub(super) struct Powers(Mutex<HashMap<u64, Server>>);

impl Powers {
    /// GUILD_CREATE (or GUILD_UPDATE with its roles): the server's owner and every role.
    pub(super) fn server(
        &self,
        guild: u64,
        owner: u64,
        roles: impl IntoIterator<Item = (u64, Permissions)>,
    ) {
        if let Ok(mut servers) = self.0.lock() {
            servers.insert(
                guild,
                Server {
                    owner,
                    roles: roles.into_iter().collect(),
                },
            );
        }
    }

    /// GUILD_UPDATE: a new owner.
    pub(super) fn owner(&self, guild: u64, owner: u64) {
        if let Ok(mut servers) = self.0.lock() {
            servers.entry(guild).or_default().owner = owner;
        }
    }

    /// GUILD_ROLE_CREATE / UPDATE: a role's permissions now.
    pub(super) fn role(&self, guild: u64, role: u64, permissions: Permissions) {
        if let Ok(mut servers) = self.0.lock() {
            servers
                .entry(guild)
                .or_default()
                .roles
                .insert(role, permissions);
        }
    }

    /// GUILD_ROLE_DELETE.
    pub(super) fn role_gone(&self, guild: u64, role: u64) {
        if let Ok(mut servers) = self.0.lock() {
            if let Some(server) = servers.get_mut(&guild) {
                server.roles.remove(&role);
            }
        }
    }

    /// Whether `user`, a member with `roles`, has Manage Server in `guild` (false for a
    /// server not seen yet: the safe answer, and `/hex` commands resolve it anyway).
    pub(super) fn manages(&self, guild: u64, user: u64, roles: &[u64]) -> bool {
        let Ok(servers) = self.0.lock() else {
            return false;
        };
        let Some(server) = servers.get(&guild) else {
            return false;
        };
        if server.owner == user {
            return true;
        }
        let everyone = server.roles.get(&guild).copied().unwrap_or_default();
        let all = roles
            .iter()
            .filter_map(|r| server.roles.get(r))
            .fold(everyone, |sum, p| sum | *p);
        all.administrator() || all.manage_guild()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manage_server_as_discord_adds_it_up() {
        let powers = Powers::default();
        let (guild, owner, mod_role, plain_role) = (1, 10, 100, 101);
        powers.server(
            guild,
            owner,
            [
                (guild, Permissions::SEND_MESSAGES),
                (mod_role, Permissions::MANAGE_GUILD),
                (plain_role, Permissions::MANAGE_MESSAGES),
            ],
        );
        assert!(powers.manages(guild, owner, &[]));
        assert!(powers.manages(guild, 11, &[mod_role]));
        assert!(!powers.manages(guild, 11, &[plain_role]));
        assert!(!powers.manages(2, owner, &[]), "an unknown server");
        powers.role(guild, plain_role, Permissions::ADMINISTRATOR);
        assert!(powers.manages(guild, 11, &[plain_role]));
        powers.role_gone(guild, mod_role);
        assert!(!powers.manages(guild, 12, &[mod_role]));
        powers.owner(guild, 12);
        assert!(powers.manages(guild, 12, &[]));
        assert!(!powers.manages(guild, owner, &[]));
    }
}
