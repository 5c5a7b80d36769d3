//! `hextable bench ratings`: fills a store with players and finished games as the end of each
//! game writes them (names, Glicko-2 ratings through `skillratings`, each player's games,
//! the servers' boards), then times server leaderboards (with the asker's rank) and profiles
//! through the same store functions the bot uses.
//!
//! The fill: 200 communities whose sizes follow Zipf's law (the largest holds a fifth of the
//! players, the smallest a few dozen); every player has a home community, a third also a
//! second one; how often a player plays also follows Zipf's law (a few play thousands of
//! games, most a handful); the five kinds are played 40/15/25/10/10; games end over two years
//! in order, so that players who stopped long ago are inactive; one game in ten is casual
//! and one in twenty is against the computer.

use std::{
    collections::HashMap,
    time::{Duration, Instant},
};

use anyhow::Result;
use hextable::{
    core::{
        ratings::{records::INACTIVE_AFTER, RatingKind},
        Platform,
    },
    store::{PlayerGameRow, PlayerRow, RatingRow, RecordRows, ServerRatingRow, Store},
};
use skillratings::{
    glicko2::{glicko2, Glicko2Config, Glicko2Rating},
    Outcomes,
};

use super::rng::Rng;

/// The size of the fill and of the measurement.
#[derive(Clone, Debug)]
pub struct Fill {
    /// The database (`None`: a SQLite file in a temporary directory).
    pub url: Option<String>,
    /// Players.
    pub players: u32,
    /// Finished games.
    pub games: u32,
    /// Leaderboards and profiles timed, each.
    pub queries: u32,
    /// Write the fill (`false`: the store already holds this fill; only time the queries).
    pub write: bool,
}

const COMMUNITIES: usize = 200;
const KINDS: [(RatingKind, u32); 5] = [
    (RatingKind::DarkHexClassic, 40),
    (RatingKind::DarkHexAbrupt, 15),
    (RatingKind::Hex, 25),
    (RatingKind::Rex, 10),
    // The next family's one kind (the fill has always had five kinds).
    (RatingKind::ALL[4], 10),
];
const SPAN_MS: i64 = 2 * 365 * 86_400_000;
/// The "now" of the fill: games end in the two years before it.
const NOW: i64 = 1_790_000_000_000;
/// Games written per transaction.
const GAMES_PER_BATCH: usize = 50_000;

/// Picks indices in proportion to weights (cumulative sums and a binary search).
struct Weighted(Vec<f64>);

impl Weighted {
    fn new(weights: impl IntoIterator<Item = f64>) -> Self {
        let mut total = 0.0;
        Self(
            weights
                .into_iter()
                .map(|w| {
                    total += w;
                    total
                })
                .collect(),
        )
    }

    fn pick(&self, rng: &mut Rng) -> usize {
        let total = self.0.last().copied().unwrap_or(0.0);
        let x = rng.unit() * total;
        self.0.partition_point(|&c| c <= x).min(self.0.len() - 1)
    }
}

impl Rng {
    /// A number in [0, 1).
    fn unit(&mut self) -> f64 {
        self.below(1 << 30) as f64 / f64::from(1u32 << 30)
    }
}

/// One player's rating of one kind while the fill runs.
struct Standing {
    rating: Glicko2Rating,
    games: i64,
    wins: i64,
    losses: i64,
    last_ms: i64,
}

fn user_id(player: usize) -> String {
    format!("{}", 100_000_000_000_000_000_u64 + player as u64)
}

/// Runs the bench and prints its figures.
pub fn run(fill: &Fill) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(run_async(fill))
}

async fn run_async(fill: &Fill) -> Result<()> {
    // A directory of its own, removed at the end (the store's side files with it).
    let dir = std::env::temp_dir().join(format!("hextable-bench-ratings-{}", std::process::id()));
    let url = match &fill.url {
        Some(url) => url.clone(),
        None => {
            std::fs::create_dir_all(&dir)?;
            format!("sqlite://{}", dir.join("ratings.db").display())
        }
    };
    let store = Store::connect(&url).await?;
    let started = Instant::now();
    let world = fill_store(&store, fill).await?;
    store.settle_after_seed().await?;
    println!(
        "ratings fill s: {:.1} ({} players, {} games, {})",
        started.elapsed().as_secs_f64(),
        fill.players,
        fill.games,
        if store.is_postgres() {
            "PostgreSQL"
        } else {
            "SQLite"
        }
    );
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut boards = Vec::new();
    let mut slow = Vec::new();
    for _ in 0..fill.queries {
        let community = world.community_weights.pick(&mut rng);
        let members = &world.members[community];
        let asker = members[rng.below(members.len())];
        let kind = KINDS[rng.below(KINDS.len())].0;
        let server = community_name(community);
        let t = Instant::now();
        let board = store
            .leaderboard(
                Platform::Discord,
                Some(&server),
                kind,
                &user_id(asker),
                NOW - INACTIVE_AFTER,
            )
            .await?;
        boards.push(t.elapsed());
        slow.push((
            t.elapsed(),
            format!("board {community} {} asker {asker}", kind.name()),
        ));
        std::hint::black_box(board);
    }
    let mut profiles = Vec::new();
    for _ in 0..fill.queries {
        let player = rng.below(fill.players as usize);
        let t = Instant::now();
        let profile = store.profile(Platform::Discord, &user_id(player)).await?;
        profiles.push(t.elapsed());
        slow.push((t.elapsed(), format!("profile {player}")));
        std::hint::black_box(profile);
    }
    print_percentiles("leaderboard ms", &mut boards);
    print_percentiles("profile ms", &mut profiles);
    if std::env::var_os("HEXTABLE_BENCH_SLOWEST").is_some() {
        slow.sort_by_key(|s| std::cmp::Reverse(s.0));
        for (time, what) in slow.iter().take(30) {
            println!("slow {:.3} ms: {what}", time.as_secs_f64() * 1000.0);
        }
    }
    store.close().await;
    if fill.url.is_none() {
        std::fs::remove_dir_all(&dir)?;
    }
    Ok(())
}

fn print_percentiles(name: &str, times: &mut [Duration]) {
    times.sort();
    let at = |q: f64| {
        let i = ((times.len() as f64 * q) as usize).min(times.len().saturating_sub(1));
        times.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!("{name}: p50 {:.3} p99 {:.3}", at(0.5), at(0.99));
}

fn community_name(community: usize) -> String {
    format!("{}", 900_000_000_000_000_000_u64 + community as u64)
}

/// Who is where: enough to pick realistic askers.
struct World {
    community_weights: Weighted,
    members: Vec<Vec<usize>>,
}

async fn fill_store(store: &Store, fill: &Fill) -> Result<World> {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let players = fill.players.max(2) as usize;
    let community_weights = Weighted::new((1..=COMMUNITIES).map(|rank| 1.0 / rank as f64));
    let mut members = vec![Vec::new(); COMMUNITIES];
    let mut homes = Vec::with_capacity(players);
    for player in 0..players {
        let home = community_weights.pick(&mut rng);
        members[home].push(player);
        let second = (rng.below(3) == 0).then(|| community_weights.pick(&mut rng));
        if let Some(second) = second.filter(|&s| s != home) {
            members[second].push(player);
        }
        homes.push(home);
    }
    // Every community has someone to play.
    for (community, list) in members.iter_mut().enumerate() {
        while list.len() < 2 {
            list.push(rng.below(players));
            homes[list[list.len() - 1]] = community;
        }
    }
    let activity = Weighted::new((1..=players).map(|rank| 1.0 / (rank as f64).powf(0.8)));
    let kind_weights = Weighted::new(KINDS.iter().map(|&(_, w)| f64::from(w)));
    let config = Glicko2Config::new();
    let mut standings: HashMap<(usize, RatingKind), Standing> = HashMap::new();
    let mut boards: HashMap<(usize, RatingKind, usize), (f64, f64, i64)> = HashMap::new();
    let mut rows = RecordRows::default();
    let start_ms = NOW - SPAN_MS;
    let games = fill.games as usize;
    for game in 0..games {
        let ended_ms = start_ms + (SPAN_MS as f64 * game as f64 / games as f64) as i64;
        let a = activity.pick(&mut rng);
        let server = homes[a];
        let mates = &members[server];
        let kind = KINDS[kind_weights.pick(&mut rng)].0;
        let game_id = game as i64 + 1;
        let a_wins = rng.below(2) == 0;
        if rng.below(20) == 0 {
            rows.player_games.push(game_row(
                a, game_id, kind, server, ended_ms, a_wins, None, None,
            ));
            continue;
        }
        let b = mates[rng.below(mates.len())];
        let b = if b == a { (a + 1) % players } else { b };
        if rng.below(10) == 0 {
            rows.player_games.push(game_row(
                a,
                game_id,
                kind,
                server,
                ended_ms,
                a_wins,
                Some(b),
                None,
            ));
            rows.player_games.push(game_row(
                b,
                game_id,
                kind,
                server,
                ended_ms,
                !a_wins,
                Some(a),
                None,
            ));
        } else {
            let old = |p: usize, standings: &HashMap<(usize, RatingKind), Standing>| {
                standings
                    .get(&(p, kind))
                    .map_or_else(Glicko2Rating::new, |s| s.rating)
            };
            let (ra, rb) = (old(a, &standings), old(b, &standings));
            let outcome = if a_wins {
                Outcomes::WIN
            } else {
                Outcomes::LOSS
            };
            let (na, nb) = glicko2(&ra, &rb, &outcome, &config);
            for (p, other, won, before, after) in [(a, b, a_wins, ra, na), (b, a, !a_wins, rb, nb)]
            {
                let standing = standings.entry((p, kind)).or_insert(Standing {
                    rating: before,
                    games: 0,
                    wins: 0,
                    losses: 0,
                    last_ms: 0,
                });
                standing.rating = after;
                standing.games += 1;
                standing.wins += i64::from(won);
                standing.losses += i64::from(!won);
                standing.last_ms = ended_ms;
                boards.insert((p, kind, server), (after.rating, after.deviation, ended_ms));
                let rated = Some((standing.games, before.rating, after.rating, after.deviation));
                rows.player_games.push(game_row(
                    p,
                    game_id,
                    kind,
                    server,
                    ended_ms,
                    won,
                    Some(other),
                    rated,
                ));
            }
        }
        if rows.player_games.len() >= GAMES_PER_BATCH * 2 {
            if fill.write {
                store.seed_records(&rows).await?;
            }
            rows.player_games.clear();
        }
    }
    for player in 0..players {
        rows.players.push(PlayerRow {
            platform: "discord".into(),
            user_id: user_id(player),
            display_name: format!("Player {player}"),
            seen_ms: NOW,
        });
    }
    for ((player, kind), s) in &standings {
        rows.ratings.push(RatingRow {
            platform: "discord".into(),
            user_id: user_id(*player),
            kind: kind.name().into(),
            rating: s.rating.rating,
            deviation: s.rating.deviation,
            volatility: s.rating.volatility,
            games: s.games,
            wins: s.wins,
            losses: s.losses,
            draws: 0,
            last_ms: s.last_ms,
        });
    }
    for ((player, kind, server), (rating, deviation, last_ms)) in &boards {
        rows.server_ratings.push(ServerRatingRow {
            platform: "discord".into(),
            server: community_name(*server),
            kind: kind.name().into(),
            user_id: user_id(*player),
            rating: *rating,
            deviation: *deviation,
            last_ms: *last_ms,
        });
    }
    if fill.write {
        store.seed_records(&rows).await?;
    }
    Ok(World {
        community_weights,
        members,
    })
}

/// One player's row of a game; `rated`: their n-th rated game, rating before and after, the
/// deviation after. `opponent` `None`: the computer.
#[allow(clippy::too_many_arguments)]
fn game_row(
    player: usize,
    game_id: i64,
    kind: RatingKind,
    server: usize,
    ended_ms: i64,
    won: bool,
    opponent: Option<usize>,
    rated: Option<(i64, f64, f64, f64)>,
) -> PlayerGameRow {
    PlayerGameRow {
        platform: "discord".into(),
        user_id: user_id(player),
        game_id,
        kind: kind.name().into(),
        server: Some(community_name(server)),
        ended_ms,
        result: if won { "win" } else { "loss" }.into(),
        reason: if game_id % 7 == 0 {
            "resignation"
        } else {
            "connection"
        }
        .into(),
        opponent_id: opponent.map(user_id),
        opponent_name: opponent.map_or_else(|| "Computer".to_owned(), |o| format!("Player {o}")),
        rated_n: rated.map(|r| r.0),
        rating_before: rated.map(|r| r.1),
        rating_after: rated.map(|r| r.2),
        deviation_after: rated.map(|r| r.3),
    }
}
