#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]
//! Matrix on a real Synapse (`HEXTABLE_TEST_MATRIX_URL`): registering users, and a human
//! player — a matrix-sdk client that joins what it is invited to and records every message it
//! sees, with its event id and the homeserver's time.

use std::{
    path::Path,
    sync::{Arc, Mutex},
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use hextable::{
    adapters::matrix::MatrixBot, config::MatrixConfig, core::CoreConfig, runtime::Service,
};
use matrix_sdk::{
    config::SyncSettings,
    ruma::{
        api::client::room::create_room,
        events::{
            relation::Thread,
            room::{
                member::StrippedRoomMemberEvent,
                message::{
                    MessageType, OriginalSyncRoomMessageEvent, Relation, RoomMessageEventContent,
                },
            },
        },
        OwnedEventId, OwnedRoomId, OwnedUserId, RoomId,
    },
    Client, Room, RoomMemberships, RoomState,
};
use tempfile::TempDir;

pub use crate::support::serve::{wait_for, TIMEOUT};
use tokio::task::JoinHandle;

pub const PASSWORD: &str = "correct horse battery staple";

pub fn homeserver() -> String {
    std::env::var("HEXTABLE_TEST_MATRIX_URL").expect("HEXTABLE_TEST_MATRIX_URL")
}

pub fn unique(name: &str) -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("{name}{}", nanos % 10_000_000_000)
}

/// Registers a user through the open registration endpoint (dummy auth).
pub async fn register(name: &str) -> OwnedUserId {
    let body = register_with(name, true).await;
    OwnedUserId::try_from(body["user_id"].as_str().unwrap()).unwrap()
}

/// Registers a user; without `inhibit_login` the answer holds an access token and a device.
pub async fn register_with(name: &str, inhibit_login: bool) -> serde_json::Value {
    let hs = homeserver();
    let response = matrix_sdk::reqwest::Client::new()
        .post(format!("{hs}/_matrix/client/v3/register"))
        .header("content-type", "application/json")
        .body(
            serde_json::json!({
                "username": name,
                "password": PASSWORD,
                "auth": {"type": "m.login.dummy"},
                "inhibit_login": inhibit_login,
            })
            .to_string(),
        )
        .send()
        .await
        .unwrap();
    let status = response.status();
    let body: serde_json::Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
    assert!(status.is_success(), "register {name}: {status} {body}");
    body
}

#[derive(Clone, Debug)]
pub enum Kind {
    Text,
    Notice,
    Image {
        mimetype: Option<String>,
        size: Option<u64>,
        width: Option<u64>,
        height: Option<u64>,
    },
    Other,
}

#[derive(Clone, Debug)]
pub struct Seen {
    pub room: OwnedRoomId,
    pub sender: OwnedUserId,
    pub kind: Kind,
    pub body: String,
    /// The event's id.
    pub event_id: OwnedEventId,
    /// When the homeserver received it (`origin_server_ts`), in milliseconds.
    pub ts: u64,
    /// The root of the thread it is in (an `m.thread` relation), if any.
    pub thread: Option<OwnedEventId>,
    /// The event it replies to (`m.in_reply_to`), if any; in a thread, whether that reply is
    /// only the fallback for clients without threads (`is_falling_back`).
    pub reply_to: Option<OwnedEventId>,
    pub falling_back: bool,
}

/// A human player: a matrix-sdk client that joins whatever it is invited to and records every
/// message it sees.
pub struct Human {
    pub client: Client,
    pub id: OwnedUserId,
    pub log: Arc<Mutex<Vec<Seen>>>,
    sync: JoinHandle<()>,
    _store: TempDir,
}

impl Human {
    pub async fn new(name: &str) -> Self {
        let local = unique(name);
        let id = register(&local).await;
        let store = TempDir::new().unwrap();
        let client = Client::builder()
            .homeserver_url(homeserver())
            .sqlite_store(store.path(), None)
            .build()
            .await
            .unwrap();
        client
            .matrix_auth()
            .login_username(id.as_str(), PASSWORD)
            .send()
            .await
            .unwrap();
        let log = Arc::new(Mutex::new(Vec::new()));
        let sink = log.clone();
        client.add_event_handler(move |ev: OriginalSyncRoomMessageEvent, room: Room| {
            let sink = sink.clone();
            async move {
                let (kind, body) = match &ev.content.msgtype {
                    MessageType::Text(t) => (Kind::Text, t.body.clone()),
                    MessageType::Notice(n) => (Kind::Notice, n.body.clone()),
                    MessageType::Image(i) => {
                        let info = i.info.as_ref();
                        (
                            Kind::Image {
                                mimetype: info.and_then(|i| i.mimetype.clone()),
                                size: info.and_then(|i| i.size).map(u64::from),
                                width: info.and_then(|i| i.width).map(u64::from),
                                height: info.and_then(|i| i.height).map(u64::from),
                            },
                            i.body.clone(),
                        )
                    }
                    other => (Kind::Other, other.body().to_owned()),
                };
                let (thread, reply_to, falling_back) = match &ev.content.relates_to {
                    Some(Relation::Thread(t)) => (
                        Some(t.event_id.clone()),
                        t.in_reply_to.as_ref().map(|r| r.event_id.clone()),
                        t.is_falling_back,
                    ),
                    Some(Relation::Reply(reply)) => {
                        (None, Some(reply.in_reply_to.event_id.clone()), false)
                    }
                    _ => (None, None, false),
                };
                sink.lock().unwrap().push(Seen {
                    room: room.room_id().to_owned(),
                    sender: ev.sender.clone(),
                    kind,
                    body,
                    event_id: ev.event_id.clone(),
                    ts: u64::from(ev.origin_server_ts.0),
                    thread,
                    reply_to,
                    falling_back,
                });
            }
        });
        client.add_event_handler(
            |ev: StrippedRoomMemberEvent, room: Room, client: Client| async move {
                if Some(ev.state_key.as_ref()) != client.user_id() {
                    return;
                }
                tokio::spawn(async move {
                    for _ in 0..20 {
                        if room.join().await.is_ok() {
                            return;
                        }
                        tokio::time::sleep(Duration::from_millis(500)).await;
                    }
                });
            },
        );
        let syncer = client.clone();
        let sync = tokio::spawn(async move {
            let _ = syncer.sync(SyncSettings::default()).await;
        });
        Self {
            client,
            id,
            log,
            sync,
            _store: store,
        }
    }

    pub fn seen(&self) -> Vec<Seen> {
        self.log.lock().unwrap().clone()
    }

    /// The first message from `from` after the first `skip` ones that satisfies `pred`.
    pub async fn expect(&self, what: &str, pred: impl Fn(&Seen) -> bool) -> Seen {
        wait_for(what, || self.seen().into_iter().find(|s| pred(s))).await
    }

    /// Waits for a message from `bot` in `room` whose body contains `needle`, counting only
    /// messages after the first `after` ones of the log.
    pub async fn expect_after(&self, after: usize, room: &RoomId, needle: &str) -> Seen {
        let what = format!("{} to see {needle:?} in {room}", self.id);
        wait_for(&what, || {
            self.seen()
                .into_iter()
                .skip(after)
                .find(|s| s.room == room && s.body.contains(needle))
        })
        .await
    }

    pub fn mark(&self) -> usize {
        self.log.lock().unwrap().len()
    }

    pub async fn say(&self, room: &RoomId, text: &str) -> OwnedEventId {
        let room = self.room(room).await;
        room.send(RoomMessageEventContent::text_plain(text))
            .await
            .unwrap()
            .response
            .event_id
    }

    /// Says `text` in the thread under `root` in `room`, as a client with threads sends it (with
    /// the reply fallback to the root).
    pub async fn say_in_thread(
        &self,
        room: &RoomId,
        root: &OwnedEventId,
        text: &str,
    ) -> OwnedEventId {
        let room = self.room(room).await;
        let mut content = RoomMessageEventContent::text_plain(text);
        content.relates_to = Some(Relation::Thread(Thread::plain(root.clone(), root.clone())));
        room.send(content).await.unwrap().response.event_id
    }

    pub async fn room(&self, id: &RoomId) -> Room {
        let what = format!("{} to have joined {id}", self.id);
        let client = self.client.clone();
        wait_for(&what, || {
            client
                .get_room(id)
                .filter(|r| r.state() == RoomState::Joined)
        })
        .await
    }

    /// Waits until this client sees `user` joined in `room` (so room keys are shared with them).
    pub async fn sees_joined(&self, room: &RoomId, user: &OwnedUserId) {
        let room = self.room(room).await;
        let start = Instant::now();
        loop {
            let members = room.members(RoomMemberships::JOIN).await.unwrap();
            if members.iter().any(|m| m.user_id() == user) {
                return;
            }
            assert!(
                start.elapsed() < TIMEOUT,
                "{} never saw {user} join",
                self.id
            );
            tokio::time::sleep(Duration::from_millis(300)).await;
            let _ = room.sync_members().await;
        }
    }

    /// The DM room the bot opened with this player (the room of a private message from the
    /// bot containing `needle`).
    pub async fn dm_from(&self, bot: &OwnedUserId, not: &RoomId, needle: &str) -> OwnedRoomId {
        self.expect(&format!("{} to get a DM with {needle:?}", self.id), |s| {
            &s.sender == bot && s.room != not && s.body.contains(needle)
        })
        .await
        .room
    }

    pub async fn create_room(&self, invite: &[&OwnedUserId], encrypted: bool) -> OwnedRoomId {
        let mut request = create_room::v3::Request::new();
        request.invite = invite.iter().map(|u| (*u).clone()).collect();
        request.name = Some("hextable test".to_owned());
        let room = self.client.create_room(request).await.unwrap();
        if encrypted {
            room.enable_encryption().await.unwrap();
        }
        room.room_id().to_owned()
    }
}

impl Drop for Human {
    fn drop(&mut self) {
        self.sync.abort();
    }
}

/// Alice, Bob and Carol in a room Alice made (so she is its moderator) with the bot, every
/// member seen joined.
pub async fn room_of_three(
    bot: &OwnedUserId,
    encrypted: bool,
) -> (Human, Human, Human, OwnedRoomId) {
    let (alice, bob, carol) =
        tokio::join!(Human::new("alice"), Human::new("bob"), Human::new("carol"));
    let room = alice
        .create_room(&[&bob.id, &carol.id, bot], encrypted)
        .await;
    for user in [bot, &bob.id, &carol.id] {
        alice.sees_joined(&room, user).await;
    }
    bob.sees_joined(&room, bot).await;
    (alice, bob, carol, room)
}

/// Alice, Bob and Carol (a spectator): Alice opens a room with the others and the bot `bot`,
/// challenges Bob to Dark Hex 7×7 as Red (in an encrypted room with a mention pill, as Matrix
/// clients send it), and Bob accepts; returns once Carol sees game #1 begin.
pub async fn game_one_begins(
    bot: &OwnedUserId,
    encrypted: bool,
) -> (Human, Human, Human, OwnedRoomId) {
    let (alice, bob, carol, room) = room_of_three(bot, encrypted).await;
    if encrypted {
        // As Matrix clients send a mention: the display name in the body, the id in a pill.
        let html = format!(
            "!hex challenge <a href=\"https://matrix.to/#/{}\">Bob</a> darkhex 7 red",
            bob.id
        );
        alice
            .room(&room)
            .await
            .send(RoomMessageEventContent::text_html(
                "!hex challenge Bob darkhex 7 red",
                html,
            ))
            .await
            .unwrap();
    } else {
        alice
            .say(
                &room,
                &format!("!hex challenge {} darkhex 7 red", bob.id.as_str()),
            )
            .await;
    }
    let challenge = carol.expect_after(0, &room, "Challenge").await;
    assert_eq!(&challenge.sender, bot);
    bob.say(&room, "!hex accept").await;
    carol.expect_after(0, &room, "Game #1 begins").await;
    (alice, bob, carol, room)
}

/// The bot with its own account, database and data directory.
pub struct Bot {
    pub id: OwnedUserId,
    pub config: MatrixConfig,
    pub db: String,
    pub dir: TempDir,
    pub running: Option<MatrixBot>,
}

impl Bot {
    pub async fn new() -> Self {
        let local = unique("hexbot");
        let id = register(&local).await;
        let dir = TempDir::new().unwrap();
        let config = MatrixConfig {
            homeserver: homeserver(),
            user_id: id.to_string(),
            password: Some(PASSWORD.to_owned()),
            access_token: None,
            data_dir: dir.path().join("matrix").display().to_string(),
            prefix: "!hex".to_owned(),
        };
        let db = format!("sqlite://{}", dir.path().join("bot.db").display());
        let mut bot = Self {
            id,
            config,
            db,
            dir,
            running: None,
        };
        bot.start().await;
        bot
    }

    pub async fn start(&mut self) {
        let service = Service::open(&self.db, CoreConfig::default())
            .await
            .unwrap();
        let running = MatrixBot::start(&self.config, Arc::new(service), Duration::from_secs(1))
            .await
            .unwrap();
        self.running = Some(running);
    }

    pub async fn stop(&mut self) {
        if let Some(bot) = self.running.take() {
            bot.stop().await;
        }
    }

    pub fn data_dir(&self) -> &Path {
        self.dir.path()
    }
}
