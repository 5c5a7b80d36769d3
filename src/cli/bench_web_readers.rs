//! `hextable bench web`, its last part: a thousand readers of one live page (issue #32: "a
//! thousand readers of one page do not slow the bot's answers"). An open Hex game on 11×11 is
//! played move by move, first with nobody watching, then with [`READERS`] event streams open
//! on its page; each move's answer (the core's handling, written and committed) is timed, and
//! so is the time until every reader has the move.

use std::{
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use anyhow::{bail, Context, Result};
use hextable::{
    core::{GameId, Incoming, Place, Platform},
    rules::Player,
    runtime::Service,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::rng::Rng;

/// How many readers follow the page.
pub const READERS: usize = 1_000;

/// Moves played in each half (the page's feed looks once a second, so the half with readers
/// takes about this many seconds).
const MOVES: usize = 15;

/// How long a move may take to reach every reader before the bench gives up.
const FAN_OUT_LIMIT: Duration = Duration::from_secs(10);

/// Plays the game with and without readers and prints the figures, each line starting with
/// `web-readers`.
pub async fn run(service: &Arc<Service>, addr: std::net::SocketAddr) -> Result<()> {
    let (id, token) = start(service).await?;
    let mut game = Play {
        service,
        rng: Rng(0x2545_F491_4F6C_DD1D),
        n: 0,
        id,
    };
    let quiet = game.moves(MOVES, None).await?;
    let seen = Arc::new(AtomicUsize::new(0));
    let mut readers = Vec::with_capacity(READERS);
    for _ in 0..READERS {
        let stream = open(addr, &format!("/g/{token}/events")).await?;
        readers.push(tokio::spawn(read(stream, Arc::clone(&seen))));
    }
    // Everyone has the page's first event before the moves begin.
    wait_until(&seen, READERS).await?;
    let beside = game.moves(MOVES, Some(&seen)).await?;
    for reader in &readers {
        reader.abort();
    }
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let (quiet_answers, _) = quiet;
    let (answers, fan_out) = beside;
    println!("web-readers readers: {READERS}");
    for (name, mut took) in [
        ("answer quiet", quiet_answers),
        ("answer beside readers", answers),
        ("every reader has the move", fan_out),
    ] {
        took.sort();
        let at = |q: f64| took[((took.len() - 1) as f64 * q).round() as usize];
        println!(
            "web-readers {name} p50 ms: {:.2}, max ms: {:.2}",
            ms(at(0.5)),
            ms(at(1.0))
        );
    }
    Ok(())
}

/// Starts an open Hex game between `rd` (Red) and `bl` in channel `readers`: its number and
/// its page's token.
async fn start(service: &Service) -> Result<(GameId, String)> {
    let channel = Place::Channel("readers".into());
    let challenge = say(
        "rd",
        channel.clone(),
        "rc1",
        "hex challenge @bl hex 11 red swap=off",
    );
    service.handle(&challenge, 0).await?;
    service
        .handle(&say("bl", channel, "rc2", "hex accept"), 0)
        .await?;
    service
        .with_core(|core| {
            core.tables()
                .filter(|t| t.meta.channel.as_deref() == Some("readers"))
                .max_by_key(|t| t.meta.id)
                .and_then(|t| Some((t.meta.id, t.meta.link.clone()?)))
        })
        .await
        .context("the readers' game has no page")
}

fn say(user: &str, place: Place, id: &str, text: &str) -> Incoming {
    Incoming::text(Platform::Discord, user, user, place, Some(id), text)
}

/// The game being played.
struct Play<'a> {
    service: &'a Service,
    rng: Rng,
    n: usize,
    id: GameId,
}

impl Play<'_> {
    /// Plays `count` moves: each answer's time, and with `seen`, the time until every reader
    /// had the move's event (then the next move waits for that).
    async fn moves(
        &mut self,
        count: usize,
        seen: Option<&AtomicUsize>,
    ) -> Result<(Vec<Duration>, Vec<Duration>)> {
        let mut answers = Vec::with_capacity(count);
        let mut fan_out = Vec::with_capacity(count);
        for _ in 0..count {
            let before = seen.map(|s| s.load(Ordering::Relaxed));
            let asked = Instant::now();
            self.one().await?;
            answers.push(asked.elapsed());
            if let (Some(seen), Some(before)) = (seen, before) {
                wait_until(seen, before + READERS).await?;
                fan_out.push(asked.elapsed());
            }
        }
        Ok((answers, fan_out))
    }

    /// One random legal move of whoever is to move, typed in the channel.
    async fn one(&mut self) -> Result<()> {
        let id = self.id;
        let pick = self
            .service
            .with_core(|core| {
                let table = core.table(id)?;
                let player = table.game.to_move().map(Player::from)?;
                let view = table.game.hex()?.player_view(player);
                let cells: Vec<String> = view
                    .settings()
                    .size
                    .cells()
                    .filter(|&c| view.may_try(c))
                    .map(|c| c.to_string())
                    .collect();
                let user = if player == Player::Red { "rd" } else { "bl" };
                Some((user, cells))
            })
            .await;
        let Some((user, cells)) = pick else {
            bail!("the readers' game ended early");
        };
        let cell = &cells[self.rng.below(cells.len())];
        self.n += 1;
        let place = Place::Channel("readers".into());
        let typed = say(user, place, &format!("rm{}", self.n), cell);
        self.service.handle(&typed, 1_000 * self.n as i64).await?;
        Ok(())
    }
}

/// Waits until `seen` reaches `n` events, for at most [`FAN_OUT_LIMIT`].
async fn wait_until(seen: &AtomicUsize, n: usize) -> Result<()> {
    let started = Instant::now();
    while seen.load(Ordering::Relaxed) < n {
        if started.elapsed() > FAN_OUT_LIMIT {
            bail!(
                "only {} of {n} events reached the readers",
                seen.load(Ordering::Relaxed)
            );
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    Ok(())
}

/// Opens the event stream `path`.
async fn open(addr: std::net::SocketAddr, path: &str) -> Result<tokio::net::TcpStream> {
    let mut stream = tokio::net::TcpStream::connect(addr).await?;
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    Ok(stream)
}

/// Reads a stream until it closes, counting its `live` events in `seen`.
async fn read(mut stream: tokio::net::TcpStream, seen: Arc<AtomicUsize>) {
    let mut buffer = vec![0u8; 16384];
    let mut tail = String::new();
    while let Ok(n) = stream.read(&mut buffer).await {
        if n == 0 {
            return;
        }
        tail.push_str(&String::from_utf8_lossy(&buffer[..n]));
        // As axum writes an event's name: `event: live`.
        let events = tail.matches("event: live").count();
        seen.fetch_add(events, Ordering::Relaxed);
        // Keep only what may be the start of a marker split between reads (shorter than a
        // whole one, so nothing is counted twice).
        let keep = tail.len().saturating_sub("event: live".len() - 1);
        let cut = (keep..=tail.len())
            .find(|&i| tail.is_char_boundary(i))
            .unwrap_or(tail.len());
        tail.drain(..cut);
    }
}
