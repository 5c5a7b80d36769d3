//! `hextable bench web`: a finished 19×19 Dark Hex game of 300 moves (random legal tries of
//! both players, through the core and a SQLite store in a temporary directory) and its page
//! served over loopback HTTP, asked for one request at a time: the page's bytes and the p50 and
//! p99 of its answers, at the end and at positions of the replay in each view.

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
        let mut took = Vec::new();
        let mut bytes = 0;
        let started = Instant::now();
        while started.elapsed() < time / 2 || took.len() < 20 {
            let path = &paths[took.len() % paths.len()];
            let asked = Instant::now();
            let body = get(addr, path).await?;
            took.push(asked.elapsed());
            bytes = bytes.max(body.len());
        }
        took.sort();
        let at = |q: f64| took[((took.len() - 1) as f64 * q).round() as usize];
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!("web-game-19x19 {name} bytes: {bytes}");
        println!("web-game-19x19 {name} p50 ms: {:.2}", ms(at(0.5)));
        println!("web-game-19x19 {name} p99 ms: {:.2}", ms(at(0.99)));
    }
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
