//! What a plan writes, as keys: the unit of "one writer". The runtime lets one task at a time
//! write each key (a game, a challenge, a tournament, a server's settings, a player's language,
//! a player's rating), so moves in different games never wait for each other; on PostgreSQL
//! the same keys name the transaction-scoped advisory locks and the `changes` rows that tell
//! other processes what to reload.

use std::collections::BTreeSet;

use super::{
    engine::Core,
    plan::{ChallengeChange, Plan},
    ratings::RatingKind,
    ChallengeId, GameId, Platform, TournamentId, UserId,
};

/// One thing a plan may change, with one writer at a time.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WriteKey {
    /// A game: its log, clocks and status.
    Game(GameId),
    /// A challenge (open or named).
    Challenge(ChallengeId),
    /// A tournament: its players, rounds and boards.
    Tournament(TournamentId),
    /// A server's (or a Matrix room's) settings.
    Server(Platform, String),
    /// The language a player chose for themselves.
    Language(UserId),
    /// A player's rating of one kind.
    Rating(UserId, RatingKind),
}

/// Joins the parts of a key's text: U+001F, which no platform id contains.
const SEPARATOR: char = '\u{1f}';

impl WriteKey {
    /// The kind, as the `changes` table stores it.
    pub fn kind(&self) -> &'static str {
        match self {
            WriteKey::Game(_) => "game",
            WriteKey::Challenge(_) => "challenge",
            WriteKey::Tournament(_) => "tournament",
            WriteKey::Server(..) => "server",
            WriteKey::Language(_) => "language",
            WriteKey::Rating(..) => "rating",
        }
    }

    /// The key within its kind, as the `changes` table stores it.
    pub fn text(&self) -> String {
        match self {
            WriteKey::Game(id) => id.0.to_string(),
            WriteKey::Challenge(id) => id.0.to_string(),
            WriteKey::Tournament(id) => id.0.to_string(),
            WriteKey::Server(platform, server) => format!("{}{SEPARATOR}{server}", platform.name()),
            WriteKey::Language(user) => format!("{}{SEPARATOR}{}", user.platform.name(), user.id),
            WriteKey::Rating(user, kind) => format!(
                "{}{SEPARATOR}{}{SEPARATOR}{}",
                user.platform.name(),
                user.id,
                kind.name()
            ),
        }
    }

    /// Reads a key back from its kind and text (`None`: written by a build that knows kinds
    /// this one does not).
    pub fn parse(kind: &str, text: &str) -> Option<Self> {
        let mut parts = text.split(SEPARATOR);
        let user = |parts: &mut std::str::Split<'_, char>| {
            let platform = parts.next().and_then(Platform::from_name)?;
            let id = parts.next()?;
            Some(UserId::new(platform, id.to_owned()))
        };
        match kind {
            "game" => text.parse().ok().map(|id| WriteKey::Game(GameId(id))),
            "challenge" => text
                .parse()
                .ok()
                .map(|id| WriteKey::Challenge(ChallengeId(id))),
            "tournament" => text
                .parse()
                .ok()
                .map(|id| WriteKey::Tournament(TournamentId(id))),
            "server" => {
                let platform = parts.next().and_then(Platform::from_name)?;
                let server = parts.next()?;
                Some(WriteKey::Server(platform, server.to_owned()))
            }
            "language" => user(&mut parts).map(WriteKey::Language),
            "rating" => {
                let user = user(&mut parts)?;
                let kind = parts.next().and_then(RatingKind::from_name)?;
                Some(WriteKey::Rating(user, kind))
            }
            _ => None,
        }
    }
}

impl Plan {
    /// What the plan changes: the `changes` rows it leaves for other processes.
    pub fn changed_keys(&self) -> BTreeSet<WriteKey> {
        let mut keys = BTreeSet::new();
        keys.extend(self.games.iter().map(|g| WriteKey::Game(g.table.meta.id)));
        keys.extend(self.challenges.iter().map(|c| {
            WriteKey::Challenge(match c {
                ChallengeChange::Put(c) => c.id,
                ChallengeChange::Delete(id) => *id,
            })
        }));
        keys.extend(
            self.tournaments
                .iter()
                .map(|t| WriteKey::Tournament(t.record.id)),
        );
        keys.extend(
            self.settings
                .iter()
                .map(|s| WriteKey::Server(s.platform, s.server.clone())),
        );
        keys.extend(
            self.languages
                .iter()
                .map(|l| WriteKey::Language(l.user.clone())),
        );
        keys.extend(
            self.records
                .iter()
                .filter(|r| r.rated.is_some())
                .map(|r| WriteKey::Rating(r.user.clone(), r.kind)),
        );
        keys
    }

    /// The keys whose writer the plan needs: what it changes, and the ratings of the players
    /// of the rated games it starts (read once the start is written, for the games' end,
    /// which must not overtake a rating being changed).
    pub fn write_keys(&self) -> BTreeSet<WriteKey> {
        let mut keys = self.changed_keys();
        for game in self.games.iter().filter(|g| g.is_new) {
            keys.extend(
                Core::ratings_needed(&game.table)
                    .into_iter()
                    .map(|(user, kind)| WriteKey::Rating(user, kind)),
            );
        }
        keys
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn every_kind_reads_back_as_written() {
        let user = UserId::new(Platform::Matrix, "@ann:example.org".to_owned());
        let keys = [
            WriteKey::Game(GameId(12)),
            WriteKey::Challenge(ChallengeId(3)),
            WriteKey::Tournament(TournamentId(7)),
            WriteKey::Server(Platform::Discord, "123".to_owned()),
            WriteKey::Language(user.clone()),
            WriteKey::Rating(user, RatingKind::DarkHexAbrupt),
        ];
        for key in keys {
            assert_eq!(WriteKey::parse(key.kind(), &key.text()), Some(key.clone()));
        }
        assert_eq!(WriteKey::parse("colour", "1"), None);
        assert_eq!(WriteKey::parse("game", "x"), None);
    }
}
