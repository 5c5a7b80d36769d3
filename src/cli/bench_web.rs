//! `hextable bench web`: a finished 19×19 Dark Hex game of 300 moves (random legal tries of
//! both players, through the core and a SQLite store in a temporary directory) and its page
//! served over loopback HTTP, asked for one request at a time: the page's bytes and the p50 and
//! p99 of its answers, at the end and at positions of the replay in each view. Then a Swiss
//! tournament of 64 players, 6 rounds, the last one being played: its page likewise. Last, a
//! live game's answers with and without a thousand readers of its page
//! ([`super::bench_web_readers`]).

use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use hextable::{
    core::{CoreConfig, GameId, Incoming, Place, Platform},
    rules::Player,
    runtime::Service,
    web::Web,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::rng::Rng;

/// Measures for `time` (half on the final page, half stepping through the replay).
pub fn run(time: Duration) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the runtime")?;
    let dir = std::env::temp_dir().join(format!("hextable-bench-web-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let result = runtime.block_on(run_async(&dir, time));
    let _ = std::fs::remove_dir_all(&dir);
    result
}

async fn run_async(dir: &std::path::Path, time: Duration) -> Result<()> {
    let url = format!("sqlite://{}", dir.join("web.db").display());
    let config = CoreConfig {
        web: Some("http://bench.invalid".to_owned()),
        ..CoreConfig::default()
    };
    let service = std::sync::Arc::new(Service::open(&url, config).await?);
    let (token, moves) = play(&service).await?;
    let web = Web::new(std::sync::Arc::clone(&service)).with_limit(u32::MAX);
    let (addr, _server) = web.start(([127, 0, 0, 1], 0).into()).await?;
    println!("web-game-19x19 moves: {moves}");
    for (name, paths) in [
        ("end", vec![format!("/g/{token}")]),
        (
            "replay",
            (0..=moves)
                .step_by(7)
                .flat_map(|ply| {
                    ["truth", "red", "blue"].map(|view| format!("/g/{token}?ply={ply}&view={view}"))
                })
                .collect(),
        ),
    ] {
        measure(addr, &format!("web-game-19x19 {name}"), &paths, time / 3).await?;
    }
    let tournament = swiss(&service).await?;
    measure(
        addr,
        "web-tournament-64",
        &[format!("/t/{tournament}")],
        time / 3,
    )
    .await?;
    super::bench_web_readers::run(&service, addr).await?;
    if let Some(dir) = std::env::var_os("HEXTABLE_WEB_DUMP") {
        dump(&service, addr, &tournament, std::path::Path::new(&dir)).await?;
    }
    Ok(())
}

/// Asks for `paths` in turn for `time` (at least 20 times): prints the largest body's bytes
/// and the p50 and p99 of the answers, each line starting with `name`.
async fn measure(
    addr: std::net::SocketAddr,
    name: &str,
    paths: &[String],
    time: Duration,
) -> Result<()> {
    let mut took = Vec::new();
    let mut bytes = 0;
    let started = Instant::now();
    while started.elapsed() < time || took.len() < 20 {
        let path = &paths[took.len() % paths.len()];
        let asked = Instant::now();
        let body = get(addr, path).await?;
        took.push(asked.elapsed());
        bytes = bytes.max(body.len());
    }
    took.sort();
    let at = |q: f64| took[((took.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!("{name} bytes: {bytes}");
    println!("{name} p50 ms: {:.2}", ms(at(0.5)));
    println!("{name} p99 ms: {:.2}", ms(at(0.99)));
    Ok(())
}

/// Runs a Dark Hex 9×9 Swiss of 64 players and 6 rounds in channel `swiss`: five rounds
/// played out (each game one move a side, then one resigns, chosen by a fixed random draw),
/// the sixth paired and being played. Its page's token.
async fn swiss(service: &Service) -> Result<String> {
    let mut n = 0u64;
    let mut say = |user: &str, place: Place, text: &str| {
        n += 1;
        let incoming = Incoming::text(
            Platform::Discord,
            user,
            &format!("Player {user}"),
            place,
            Some(&format!("s{n}")),
            text,
        )
        .in_server(Some("bench".to_owned()), user == "org");
        (incoming, 10_000 + n as i64)
    };
    let channel = || Place::Channel("swiss".into());
    let (create, at) = say(
        "org",
        channel(),
        "hex tournament create darkhex 9 swiss 6 rated",
    );
    service.handle(&create, at).await?;
    for i in 0..64 {
        let (join, at) = say(&format!("p{i:02}"), channel(), "hex tournament join");
        service.handle(&join, at).await?;
    }
    let (start, at) = say("org", channel(), "hex tournament start");
    service.handle(&start, at).await?;
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for _round in 1..=5 {
        let games = service
            .with_core(|core| {
                let record = core.tournament(hextable::core::TournamentId(1))?;
                let round = record.tournament.current_round();
                let boards = record.tournament.rounds().last()?.clone();
                Some(
                    record
                        .games
                        .iter()
                        .filter(|b| b.round == round && !boards[b.board].is_decided())
                        .filter_map(|b| match boards[b.board] {
                            hextable::core::tournament::Pairing::Game { first, second, .. } => {
                                let user = |e| record.user_of(e).map(|u| u.id.clone());
                                Some((b.game, user(first)?, user(second)?))
                            }
                            hextable::core::tournament::Pairing::Bye { .. } => None,
                        })
                        .collect::<Vec<_>>(),
                )
            })
            .await
            .context("the tournament is running")?;
        for (game, first, second) in games {
            for (who, cell) in [(&first, "e5"), (&second, "d4")] {
                let (typed, at) = say(who, Place::Dm, &format!("#{game} {cell}"));
                service.handle(&typed, at).await?;
            }
            let loser = if rng.below(2) == 0 { &first } else { &second };
            let (resign, at) = say(loser, Place::Dm, &format!("#{game} resign"));
            service.handle(&resign, at).await?;
        }
    }
    service
        .with_core(|core| {
            core.tournament(hextable::core::TournamentId(1))?
                .link
                .clone()
        })
        .await
        .context("the tournament has no page")
}

/// Writes the tournament's page, a player's and a leaderboard's (of 40 settled Hex ratings
/// seeded for the occasion) into `dir`, to be looked at (`HEXTABLE_WEB_DUMP=dir`).
async fn dump(
    service: &Service,
    addr: std::net::SocketAddr,
    tournament: &str,
    dir: &std::path::Path,
) -> Result<()> {
    use hextable::store::{RatingRow, RecordRows, ServerRatingRow};
    std::fs::create_dir_all(dir)?;
    let now = hextable::runtime::system_now();
    let mut rows = RecordRows::default();
    let mut rng = Rng(7);
    for i in 0..40 {
        let (rating, deviation) = (1300.0 + rng.below(500) as f64, 50.0 + rng.below(45) as f64);
        let user = format!("p{i:02}");
        rows.ratings.push(RatingRow {
            platform: "discord".into(),
            user_id: user.clone(),
            kind: "hex".into(),
            rating,
            deviation,
            volatility: 0.06,
            games: 30,
            wins: 15,
            losses: 15,
            draws: 0,
            last_ms: now,
        });
        rows.server_ratings.push(ServerRatingRow {
            platform: "discord".into(),
            server: "bench".into(),
            kind: "hex".into(),
            user_id: user,
            rating,
            deviation,
            last_ms: now,
        });
    }
    service.store().seed_records(&rows).await?;
    let ask = |text: &str, id: &str| {
        Incoming::text(
            Platform::Discord,
            "p00",
            "Player p00",
            Place::Channel("swiss".into()),
            Some(id),
            text,
        )
        .in_server(Some("bench".to_owned()), false)
    };
    let mut paths = vec![format!("/t/{tournament}")];
    for (text, letter) in [("hex profile", "/p/"), ("hex leaderboard hex", "/l/")] {
        let answer = service.handle(&ask(text, text), now).await?;
        let link = answer
            .iter()
            .filter_map(|d| d.effect.text())
            .find_map(|t| {
                t.split_whitespace()
                    .find(|w| w.contains(letter))
                    .map(str::to_owned)
            })
            .with_context(|| format!("no link in the answer to {text}"))?;
        let path = &link[link.find(letter).unwrap_or(0)..];
        paths.push(path.to_owned());
    }
    for (path, name) in paths
        .iter()
        .zip(["tournament-64.html", "player.html", "leaderboard.html"])
    {
        let body = get(addr, path).await?;
        std::fs::write(dir.join(name), body.replace("\"/static/", "\"static/"))?;
    }
    std::fs::create_dir_all(dir.join("static"))?;
    std::fs::write(
        dir.join("static/web.css"),
        get(addr, "/static/web.css").await?,
    )?;
    Ok(())
}

/// Plays a Dark Hex game of 300 moves on 19×19 (then Blue resigns, if it is not over): its
/// page's token and its number of moves.
async fn play(service: &Service) -> Result<(String, usize)> {
    let say = |user: &str, place: Place, id: String, text: &str| {
        Incoming::text(Platform::Discord, user, user, place, Some(&id), text)
    };
    let channel = Place::Channel("bench".into());
    let open = say(
        "red",
        channel.clone(),
        "c1".into(),
        "hex challenge @blue darkhex 19 red",
    );
    service.handle(&open, 0).await?;
    service
        .handle(&say("blue", channel, "c2".into(), "hex accept"), 0)
        .await?;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for n in 0..300 {
        let pick = service
            .with_core(|core| {
                let table = core.table(GameId(1))?;
                let player = table.game.to_move().map(Player::from)?;
                let view = table.game.hex()?.player_view(player);
                let cells: Vec<_> = view
                    .settings()
                    .size
                    .cells()
                    .filter(|&c| view.may_try(c))
                    .collect();
                Some((player, cells))
            })
            .await;
        let Some((player, cells)) = pick else {
            break;
        };
        let cell = cells[rng.below(cells.len())];
        let who = if player == Player::Red { "red" } else { "blue" };
        let typed = say(who, Place::Dm, format!("m{n}"), &cell.to_string());
        service.handle(&typed, n).await?;
    }
    let resign = say("blue", Place::Dm, "end".into(), "hex resign");
    service.handle(&resign, 1_000).await?;
    let (token, moves) = service
        .with_core(|core| {
            let table = core.table(GameId(1))?;
            Some((table.meta.link.clone()?, table.game.ply()))
        })
        .await
        .context("the game has no page")?;
    Ok((token, moves))
}

/// `GET path` over one connection: the body.
async fn get(addr: std::net::SocketAddr, path: &str) -> Result<String> {
    let mut stream = tokio::net::TcpStream::connect(addr).await?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await?;
    let text = String::from_utf8_lossy(&response);
    let Some((head, body)) = text.split_once("\r\n\r\n") else {
        bail!("no answer to {path}");
    };
    if !head.starts_with("HTTP/1.1 200") {
        bail!("{path}: {}", head.lines().next().unwrap_or_default());
    }
    Ok(body.to_owned())
}
