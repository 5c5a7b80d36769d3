//! `hextable local`: the bot in this terminal, on the embedded SQLite store. You type as a
//! user in a channel; the bot's DMs to you are printed inline; boards are drawn in the
//! terminal and saved as images when the renderer is available. `--hotseat` seats two people
//! at one device, with a curtain between turns. Works with piped standard input.

use std::{
    collections::HashMap,
    io::{IsTerminal, Write},
    path::PathBuf,
    sync::{Arc, Mutex},
};

use anyhow::{Context, Result};
use clap::Args;
use hextable::sync::Locked;
use hextable::{
    config::Config,
    core::{
        marks::Mark, render_image, terminal_text, CoreConfig, Effect, Incoming, LocalMsg, Place,
        Platform, Recipient, UserId,
    },
    i18n::Lang,
    rules::Family,
    runtime::{system_now as now_ms, Outcome, Pump, PumpError, Service, Sink},
};
use tokio::io::{AsyncBufReadExt, BufReader};

const CHANNEL: &str = "local";

/// Options of `hextable local`.
#[derive(Args, Debug)]
pub struct LocalArgs {
    /// Database URL (default: from the configuration, `sqlite://hextable.db`).
    #[arg(long)]
    pub db: Option<String>,
    /// Two people on this device: a curtain hides the board when the turn passes.
    #[arg(long)]
    pub hotseat: bool,
    /// The game: darkhex, darkhex-abrupt, hex, rex, or another family's game by its name.
    #[arg(long, default_value = "darkhex")]
    pub game: String,
    /// Board side (7 to 19; not used by the other families' games, which have one board).
    #[arg(long, default_value_t = 9)]
    pub size: u32,
    /// The computer's strength: beginner, easy, medium or hard.
    #[arg(long, default_value_t = hextable::core::DEFAULT_LEVEL)]
    pub level: hextable::ai::Level,
    /// Folder where board images are saved.
    #[arg(long, default_value = "hextable-boards")]
    pub images: PathBuf,
    /// Plain text without ANSI colours.
    #[arg(long)]
    pub no_colour: bool,
    /// Configuration file.
    #[arg(long, default_value = "config.toml")]
    pub config: PathBuf,
    /// The bot's language: en, fi, cs, da or de (a player's `hex language` still wins).
    #[arg(long, default_value_t = Lang::En)]
    pub lang: Lang,
    /// Also serve the games' web pages (`[web] listen`, else 127.0.0.1:8080); the result
    /// then links to its game's page.
    #[arg(long)]
    pub web: bool,
}

/// Prints effects; in hotseat mode holds back each player's DMs until they uncover.
struct Console {
    hotseat: bool,
    colour: bool,
    images: PathBuf,
    /// Whose eyes are on the screen (hotseat), or the single player.
    viewer: Mutex<String>,
    held: Mutex<HashMap<String, Vec<String>>>,
    warned_no_png: Mutex<bool>,
    saved: Mutex<u64>,
    /// Finished Dark Hex games whose knowledge replay is still to be saved (their result
    /// carries the Replay button, which the terminal has no way to press).
    views_due: Mutex<Vec<u64>>,
    /// The games whose knowledge replay was asked for already.
    views_done: Mutex<std::collections::HashSet<u64>>,
    /// The language of local mode's own labels.
    lang: Lang,
}

impl Console {
    fn print(&self, text: &str) {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }

    fn board(&self, effect: &Effect) -> Option<String> {
        let image = effect.image()?;
        let mut text = terminal_text(image, self.colour);
        match render_image(image) {
            Ok((bytes, ext)) => {
                let mut n = *self.saved.locked();
                n += 1;
                {
                    let mut g = self.saved.locked();
                    *g = n;
                }
                let name = format!("game{}-{}-{n}.{ext}", image.source.game, now_ms());
                let path = self.images.join(name);
                match std::fs::create_dir_all(&self.images)
                    .and_then(|()| std::fs::write(&path, bytes))
                {
                    Ok(()) => {
                        let path = path.display().to_string();
                        text.push_str(&LocalMsg::ImageSaved { path }.text(self.lang));
                        text.push('\n');
                    }
                    Err(e) => {
                        let error = e.to_string();
                        text.push_str(&LocalMsg::ImageNotSaved { error }.text(self.lang));
                        text.push('\n');
                    }
                }
            }
            Err(error) => {
                let mut warned = self.warned_no_png.locked();
                if !*warned {
                    *warned = true;
                    let msg = LocalMsg::ImagesLater {
                        error: error.to_string(),
                        folder: self.images.display().to_string(),
                    };
                    text.push_str(&msg.text(self.lang));
                    text.push('\n');
                }
            }
        }
        Some(text)
    }

    fn show_held(&self, user: &str) {
        let held = self.held.locked().remove(user).unwrap_or_default();
        for text in held {
            self.print(&text);
        }
    }
}

/// A mark as the terminal shows it: a user as `@name` (the local player, `@you`), a channel as
/// `#id`.
fn render(mark: Mark<'_>) -> String {
    match mark {
        Mark::User(id) | Mark::Role(id) if id.starts_with('@') => id.to_owned(),
        Mark::User(id) | Mark::Role(id) => format!("@{id}"),
        Mark::Channel(id) => format!("#{id}"),
    }
}

impl Sink for Console {
    async fn deliver(&self, effect: &Effect) -> Outcome {
        // Every mark rendered, so none reaches the terminal.
        let effect = &effect.rendered(&render);
        for action in effect.actions() {
            if let hextable::core::ActionKind::Views { game } = action.kind {
                if self.views_done.locked().insert(game.0) {
                    self.views_due.locked().push(game.0);
                }
            }
        }
        let board = self.board(effect).unwrap_or_default();
        let body = effect.text().unwrap_or("").to_owned();
        let line = match effect.recipient() {
            Recipient::Channel(_, _) => match effect {
                Effect::Delete { notice, .. } => {
                    let removed = LocalMsg::MessageRemoved.text(self.lang);
                    // Its author is told why, as a DM would.
                    match notice {
                        Some(n) => {
                            let label = LocalMsg::DmLabel.text(self.lang);
                            let to = &n.user.id;
                            format!("[#local] {removed}\n[{label} → {to}] {}", n.removed)
                        }
                        None => format!("[#local] {removed}"),
                    }
                }
                _ => format!("[#local] bot: {body}\n{board}"),
            },
            Recipient::User(user) => {
                let label = if matches!(effect, Effect::Reply { .. }) {
                    LocalMsg::PrivateLabel
                } else {
                    LocalMsg::DmLabel
                }
                .text(self.lang);
                let text = format!("[{label} → {}] {body}\n{board}", user.id);
                let viewer = self.viewer.locked().clone();
                if self.hotseat && user.id != viewer {
                    self.held
                        .locked()
                        .entry(user.id.clone())
                        .or_default()
                        .push(text);
                    return Outcome::Done;
                }
                text
            }
        };
        self.print(line.trim_end());
        Outcome::Done
    }
}

struct Session {
    /// The same pump as `serve`'s, with the console as the only sink and no clock of its own:
    /// the clocks run after each line typed.
    pump: Pump,
    console: Arc<Console>,
    n: u64,
    stamp: i64,
}

impl Session {
    async fn say(&mut self, user: &str, text: &str) -> Result<()> {
        self.n += 1;
        let id = format!("local-{}-{}", self.stamp, self.n);
        let display = LocalMsg::SeatName {
            seat: user.to_owned(),
        }
        .text(self.console.lang);
        let incoming = Incoming::text(
            Platform::Local,
            user,
            &display,
            Place::Channel(CHANNEL.into()),
            Some(&id),
            text,
        );
        self.send(&incoming).await
    }

    /// Hands a message to the bot and shows what it decided (the computer answers through the
    /// pump too), then runs the clocks; a storage failure is printed (a message that failed is
    /// answered with the fixed apology) and the session goes on, unless the outbox itself
    /// failed.
    async fn send(&mut self, incoming: &Incoming) -> Result<()> {
        let handled = report(self.pump.process(incoming).await);
        // The answers, and the computer's move, are shown before the next prompt.
        self.pump.settle().await;
        handled?;
        let ticked = report(self.pump.tick().await);
        self.pump.settle().await;
        ticked?;
        self.save_knowledge_replays().await
    }

    /// At the end of a Dark Hex game, asks for its knowledge replay as the player at the
    /// screen, so that it is printed and saved beside the other pictures.
    async fn save_knowledge_replays(&mut self) -> Result<()> {
        let due = std::mem::take(&mut *self.console.views_due.locked());
        for game in due {
            self.n += 1;
            let id = format!("local-{}-{}", self.stamp, self.n);
            let viewer = self.console.viewer.locked().clone();
            let incoming = Incoming::text(
                Platform::Local,
                &viewer,
                &viewer,
                Place::Channel(CHANNEL.into()),
                Some(&id),
                &format!("hex replay {game} views"),
            );
            let handled = report(self.pump.process(&incoming).await);
            self.pump.settle().await;
            handled?;
        }
        Ok(())
    }

    fn service(&self) -> &Service {
        self.pump.service()
    }

    /// The user whose move it is in the local channel's game, if one is on.
    async fn to_move(&self) -> Option<String> {
        self.service()
            .with_core(|core| {
                core.tables()
                    .filter(|t| {
                        t.meta.platform == Platform::Local
                            && t.meta.channel.as_deref() == Some(CHANNEL)
                            && t.meta.status == hextable::core::Status::Active
                    })
                    .max_by_key(|t| t.meta.id)
                    .and_then(|t| {
                        t.game
                            .to_move()
                            .and_then(|p| t.meta.seat(p).user().map(|u| u.id.clone()))
                    })
            })
            .await
    }

    async fn has_game(&self, user: &str) -> bool {
        let me = UserId::new(Platform::Local, user);
        self.service()
            .with_core(|core| {
                core.tables().any(|t| {
                    t.meta.status == hextable::core::Status::Active
                        && t.meta.colour_of(&me).is_some()
                })
            })
            .await
    }
}

/// Runs the local bot until end of input or `quit`.
pub fn run(args: &LocalArgs) -> Result<std::process::ExitCode> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the runtime")?;
    runtime.block_on(run_async(args))?;
    Ok(std::process::ExitCode::SUCCESS)
}

async fn run_async(args: &LocalArgs) -> Result<()> {
    let config = Config::load(Some(&args.config))?;
    let url = args.db.clone().unwrap_or(config.database_url.clone());
    // Bound first: the links name the port it got (`listen = "127.0.0.1:0"`: any free one).
    let listener = match args.web {
        true => {
            let listen = config.web.listen.unwrap_or(([127, 0, 0, 1], 8080).into());
            let listener = tokio::net::TcpListener::bind(listen)
                .await
                .with_context(|| format!("serving the web pages on {listen} ([web] listen)"))?;
            Some(listener)
        }
        false => None,
    };
    let bound = listener.as_ref().and_then(|l| l.local_addr().ok());
    let public = bound.map(|bound| {
        config
            .web
            .public_url
            .clone()
            .map(|url| url.trim_end_matches('/').to_owned())
            .unwrap_or_else(|| format!("http://{bound}"))
    });
    let core = CoreConfig {
        language: args.lang,
        web: public,
        ..config.core()
    };
    let service = Arc::new(
        Service::open(&url, core)
            .await
            .with_context(|| format!("opening the database {url}"))?,
    );
    if let Some(listener) = listener {
        let (bound, _server) = hextable::web::Web::new(Arc::clone(&service)).serve(listener)?;
        println!("The games' pages: http://{bound}/g/… (each result links to its game's page)");
    }
    let pump = Pump::new(service);
    let tty = std::io::stdout().is_terminal();
    let first = if args.hotseat {
        "red"
    } else {
        UserId::LOCAL_PLAYER
    };
    let console = Arc::new(Console {
        hotseat: args.hotseat,
        colour: tty && !args.no_colour,
        images: args.images.clone(),
        viewer: Mutex::new(first.to_owned()),
        held: Mutex::new(HashMap::new()),
        warned_no_png: Mutex::new(false),
        saved: Mutex::new(0),
        views_due: Mutex::new(Vec::new()),
        views_done: Mutex::new(std::collections::HashSet::new()),
        lang: args.lang,
    });
    pump.attach(Platform::Local, Arc::clone(&console));
    let mut session = Session {
        pump,
        console,
        n: 0,
        stamp: now_ms(),
    };
    let welcome = LocalMsg::Welcome {
        url: url.clone(),
        channel: CHANNEL.to_owned(),
    };
    session.console.print(&welcome.text(args.lang));
    // Whatever a previous run decided but never showed.
    session.pump.retry_pending().await?;
    session.pump.settle().await;
    // A computer move a previous run left due (the turn is in the stored state).
    session.pump.play_computers().await?;

    // The families other than Hex have one board: no size to ask for.
    let one_board = Family::ALL
        .into_iter()
        .any(|family| !family.is_hex() && args.game.eq_ignore_ascii_case(family.name()));
    let game_and_size = if one_board {
        args.game.clone()
    } else {
        format!("{} {}", args.game, args.size)
    };
    if args.hotseat {
        if !session.has_game("red").await {
            session
                .say("red", &format!("hex challenge @blue {game_and_size} red"))
                .await?;
            session.say("blue", "hex accept").await?;
        }
    } else if !session.has_game(UserId::LOCAL_PLAYER).await {
        session
            .say(
                UserId::LOCAL_PLAYER,
                &format!("hex play-bot {game_and_size} {}", args.level),
            )
            .await?;
    }
    session.console.print(&LocalMsg::DarkHint.text(args.lang));

    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    let mut holder = first.to_owned();
    loop {
        if args.hotseat {
            if let Some(next) = session.to_move().await {
                if next != holder {
                    if tty {
                        // Hide the last player's board before the device changes hands.
                        session.console.print("\x1b[2J\x1b[H");
                    }
                    let curtain = LocalMsg::Curtain { next: next.clone() };
                    session.console.print(&curtain.text(args.lang));
                    if lines.next_line().await?.is_none() {
                        break;
                    }
                    if tty {
                        session.console.print("\x1b[2J\x1b[H");
                    }
                    holder = next;
                    session.console.viewer.locked().clone_from(&holder);
                    session.console.show_held(&holder);
                }
            }
        }
        let prompt = if args.hotseat {
            format!("{holder}> ")
        } else {
            "> ".to_owned()
        };
        if tty {
            print!("{prompt}");
            let _ = std::io::stdout().flush();
        }
        let Some(line) = lines.next_line().await? else {
            break;
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if matches!(line, "quit" | "exit" | "q") {
            break;
        }
        let speaker = if args.hotseat {
            holder.clone()
        } else {
            UserId::LOCAL_PLAYER.to_owned()
        };
        // Moves are private: in the terminal they are sent as DMs to the bot.
        let is_move = matches!(
            hextable::core::parse(line),
            Ok(Some(
                hextable::core::Command::Move { .. } | hextable::core::Command::Resign(_)
            ))
        );
        if is_move {
            session.n += 1;
            let id = format!("local-{}-{}", session.stamp, session.n);
            let incoming = Incoming::text(
                Platform::Local,
                &speaker,
                &speaker,
                Place::Dm,
                Some(&id),
                line,
            );
            session.send(&incoming).await?;
        } else {
            session.say(&speaker, line).await?;
        }
    }
    session.service().store().close().await;
    Ok(())
}

/// Prints a failure of the pump and goes on; one of the outbox ends the session.
fn report(result: Result<(), PumpError>) -> Result<()> {
    match result {
        Ok(()) => Ok(()),
        Err(PumpError::Outbox(error)) => Err(error.into()),
        Err(error) => {
            eprintln!("hextable: {error}");
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use hextable::core::marks::{has_marks, Mark};

    use super::render;

    #[test]
    fn every_mark_is_rendered() {
        let planned = format!("{} challenges {}", Mark::User("ann"), Mark::User("you"));
        let effect = hextable::core::Effect::<hextable::core::Image>::Edit {
            platform: hextable::core::Platform::Local,
            place: hextable::core::Place::Dm,
            message_id: "1".to_owned(),
            text: planned,
        };
        let shown = effect.rendered(&render);
        assert_eq!(shown.text(), Some("@ann challenges @you"));
        assert!(!has_marks(shown.text().unwrap_or_default()));
    }
}
