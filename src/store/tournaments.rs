//! Tournaments in the store: the statements a plan's [`TournamentChange`] adds to its
//! transaction, and loading the live tournaments after a restart.
//!
//! `tournaments.data` (the JSON of the [`TournamentRecord`]) is what is loaded; the players,
//! rounds and boards are written beside it as rows. A round is inserted, never overwritten:
//! a second pairing of a round breaks `tournament_rounds`' primary key and fails the whole
//! transaction, and a game on two boards breaks `tournament_pairings.game_id`'s uniqueness.

use sqlx::Row;

use super::{
    statement::{placeholders, Statement, Value},
    to_i64, to_u64, Backend, Store, StoreError,
};
use crate::core::{tournament::Pairing, TournamentChange, TournamentId, TournamentRecord};

/// One board as a row: round, board, first, second (none for a bye), game, result JSON.
type BoardRow = (i64, i64, i64, Option<i64>, Option<i64>, Option<String>);

/// One player as a row: entry, user platform, user id, name, joined round, withdrawn after.
type EntryRow = (i64, &'static str, String, String, i64, Option<i64>);

/// A tournament change encoded before the transaction opens; statements borrow from it.
pub(super) struct Encoded {
    id: i64,
    platform: &'static str,
    channel: String,
    status: &'static str,
    data: String,
    is_new: bool,
    /// Its web page's token (written with a new tournament), its number as text and its
    /// community (empty: none), as `web_pages` keeps them.
    link: Option<String>,
    subject: String,
    community: String,
    entries: Vec<EntryRow>,
    /// New rounds: number and deadline.
    new_rounds: Vec<(i64, Option<i64>)>,
    /// Boards of new rounds (plain inserts).
    new_boards: Vec<BoardRow>,
    /// Boards of rounds changed (upserts).
    changed_boards: Vec<BoardRow>,
}

fn board_rows(record: &TournamentRecord, round: u32) -> Result<Vec<BoardRow>, serde_json::Error> {
    let Some(boards) = (round as usize)
        .checked_sub(1)
        .and_then(|r| record.tournament.rounds().get(r))
    else {
        return Ok(Vec::new());
    };
    boards
        .iter()
        .enumerate()
        .map(|(board, pairing)| {
            let game = record.game_of_board(round, board).map(to_i64);
            Ok(match pairing {
                Pairing::Game {
                    first,
                    second,
                    result,
                } => (
                    i64::from(round),
                    board as i64,
                    i64::from(first.0),
                    Some(i64::from(second.0)),
                    game,
                    result.map(|r| serde_json::to_string(&r)).transpose()?,
                ),
                Pairing::Bye { player, bye } => (
                    i64::from(round),
                    board as i64,
                    i64::from(player.0),
                    None,
                    None,
                    Some(serde_json::to_string(bye)?),
                ),
            })
        })
        .collect()
}

/// Encodes a change for [`Encoded::statements`].
pub(super) fn encode(change: &TournamentChange) -> Result<Encoded, serde_json::Error> {
    let record = &change.record;
    let entries = record
        .tournament
        .entries()
        .iter()
        .map(|entry| {
            let user = record.user_of(entry.id);
            (
                i64::from(entry.id.0),
                user.map_or("", |u| u.platform.name()),
                user.map(|u| u.id.clone()).unwrap_or_default(),
                entry.name.clone(),
                i64::from(entry.joined_round),
                entry.withdrawn_after.map(i64::from),
            )
        })
        .collect();
    let mut new_boards = Vec::new();
    for &round in &change.new_rounds {
        new_boards.extend(board_rows(record, round)?);
    }
    let mut changed_boards = Vec::new();
    for &round in &change.changed_rounds {
        changed_boards.extend(board_rows(record, round)?);
    }
    let last = record.tournament.current_round();
    Ok(Encoded {
        id: to_i64(record.id),
        platform: record.platform.name(),
        channel: record.channel.clone(),
        status: record.status.name(),
        data: serde_json::to_string(record.as_ref())?,
        is_new: change.is_new,
        link: change.record.link.clone(),
        subject: change.record.id.0.to_string(),
        community: change.record.server.clone().unwrap_or_default(),
        entries,
        new_rounds: change
            .new_rounds
            .iter()
            .map(|&r| {
                let deadline = if r == last {
                    record.round_deadline
                } else {
                    None
                };
                (i64::from(r), deadline)
            })
            .collect(),
        new_boards,
        changed_boards,
    })
}

const INSERT_BOARDS: &str = "INSERT INTO tournament_pairings (tournament_id, round, board, first_entry, second_entry, game_id, result) VALUES ";

fn boards_values<'a>(id: i64, rows: &'a [BoardRow]) -> Vec<Value<'a>> {
    rows.iter()
        .flat_map(|(round, board, first, second, game, result)| {
            [
                Value::Int(id),
                Value::Int(*round),
                Value::Int(*board),
                Value::Int(*first),
                Value::MaybeInt(*second),
                Value::MaybeInt(*game),
                Value::MaybeText(result.as_deref()),
            ]
        })
        .collect()
}

impl Encoded {
    /// The statements that write the change, in an order the foreign keys accept (the games
    /// of a new round are written before, by the plan's game statements).
    pub(super) fn statements(&self, now: i64) -> Vec<Statement<'_>> {
        let mut out = Vec::new();
        out.push(if self.is_new {
            Statement::new(
                "INSERT INTO tournaments (id, platform, channel, status, data, updated_ms) VALUES ($1, $2, $3, $4, $5, $6)",
                vec![
                    Value::Int(self.id),
                    Value::Text(self.platform),
                    Value::Text(&self.channel),
                    Value::Text(self.status),
                    Value::Text(&self.data),
                    Value::Int(now),
                ],
            )
        } else {
            Statement::new(
                "UPDATE tournaments SET status = $1, data = $2, updated_ms = $3 WHERE id = $4",
                vec![
                    Value::Text(self.status),
                    Value::Text(&self.data),
                    Value::Int(now),
                    Value::Int(self.id),
                ],
            )
        });
        if let (true, Some(token)) = (self.is_new, &self.link) {
            out.push(Statement::new(
                "INSERT INTO web_pages (token, kind, platform, subject, community) VALUES ($1, $2, $3, $4, $5)",
                vec![
                    Value::Text(token),
                    Value::Text("tournament"),
                    Value::Text(self.platform),
                    Value::Text(&self.subject),
                    Value::Text(&self.community),
                ],
            ));
        }
        out.push(Statement::new(
            "DELETE FROM tournament_entries WHERE tournament_id = $1",
            vec![Value::Int(self.id)],
        ));
        if !self.entries.is_empty() {
            out.push(Statement::new(
                format!(
                    "INSERT INTO tournament_entries (tournament_id, entry, platform, user_id, name, joined_round, withdrawn_after) VALUES {}",
                    placeholders(self.entries.len(), 7)
                ),
                self.entries
                    .iter()
                    .flat_map(|(entry, platform, user, name, joined, withdrawn)| {
                        [
                            Value::Int(self.id),
                            Value::Int(*entry),
                            Value::Text(platform),
                            Value::Text(user),
                            Value::Text(name),
                            Value::Int(*joined),
                            Value::MaybeInt(*withdrawn),
                        ]
                    })
                    .collect(),
            ));
        }
        for (round, deadline) in &self.new_rounds {
            out.push(Statement::new(
                "INSERT INTO tournament_rounds (tournament_id, round, paired_ms, deadline_ms) VALUES ($1, $2, $3, $4)",
                vec![
                    Value::Int(self.id),
                    Value::Int(*round),
                    Value::Int(now),
                    Value::MaybeInt(*deadline),
                ],
            ));
        }
        if !self.new_boards.is_empty() {
            out.push(Statement::new(
                format!("{INSERT_BOARDS}{}", placeholders(self.new_boards.len(), 7)),
                boards_values(self.id, &self.new_boards),
            ));
        }
        if !self.changed_boards.is_empty() {
            out.push(Statement::new(
                format!(
                    "{INSERT_BOARDS}{} ON CONFLICT (tournament_id, round, board) DO UPDATE SET result = excluded.result, game_id = excluded.game_id",
                    placeholders(self.changed_boards.len(), 7)
                ),
                boards_values(self.id, &self.changed_boards),
            ));
        }
        out
    }
}

impl Store {
    /// The tournaments still open or running, and the highest tournament number used.
    pub async fn load_tournaments(
        &self,
    ) -> Result<(Vec<TournamentRecord>, TournamentId), StoreError> {
        let (rows, max) = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT data FROM tournaments WHERE status IN ($1, $2) ORDER BY id")
                .bind("open")
                .bind("running")
                .fetch_all(pool)
                .await?;
            let data: Vec<String> = rows
                .iter()
                .map(|r| r.try_get::<String, _>("data"))
                .collect::<Result<_, _>>()?;
            let max: Option<i64> = sqlx::query("SELECT MAX(id) AS m FROM tournaments")
                .fetch_one(pool)
                .await?
                .try_get("m")?;
            (data, max)
        });
        let records = rows
            .iter()
            .map(|data| serde_json::from_str::<TournamentRecord>(data))
            .collect::<Result<_, _>>()?;
        Ok((records, to_u64(max.unwrap_or(0))))
    }

    /// The stored result of every board of a tournament's round, in board order (`None`
    /// while played), from the rows (for tests and reports).
    pub async fn tournament_round_results(
        &self,
        id: TournamentId,
        round: u32,
    ) -> Result<Vec<(Option<u64>, Option<String>)>, StoreError> {
        let rows = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT game_id, result FROM tournament_pairings WHERE tournament_id = $1 AND round = $2 ORDER BY board")
                .bind(to_i64(id))
                .bind(i64::from(round))
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|r| Ok((r.try_get::<Option<i64>, _>("game_id")?, r.try_get::<Option<String>, _>("result")?)))
                .collect::<Result<Vec<_>, sqlx::Error>>()?
        });
        Ok(rows
            .into_iter()
            .map(|(game, result)| (game.map(|g| g as u64), result))
            .collect())
    }
}
