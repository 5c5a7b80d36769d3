//! Crash tests on the local Discord (issue #18): `hextable serve`, the binary Cargo built, runs
//! as a child process against the local Discord (through the `api_base` setting) and is killed
//! with SIGKILL between a move's commit and its delivery, and between an answer's delivery and
//! its outbox row being marked. Counted in the local Discord's record: every answer exactly
//! once (the re-sent row carries the same nonce, with `enforce_nonce`), and the first answer
//! after a restart within 3 s.

#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::{path::Path, time::Duration};

use support::{
    discord::World,
    serve::{now_ms, Served},
};

struct Table {
    world: World<()>,
    bot: Served,
}

impl Table {
    async fn new() -> Self {
        let world = World::builder().build_without_bot().await;
        let (token, base, guild) = (world.fake.token(), world.fake.proxy_base(), world.guild);
        let bot = Served::new(|dir: &Path| {
            format!(
                "database_url = \"{}\"\ntick_secs = 1\n\n[discord]\ntoken = \"{token}\"\n\
                 guild_id = {guild}\napi_base = \"{base}\"\n",
                Served::database_url(dir)
            )
        });
        let mut table = Self { world, bot };
        table.start(None).await;
        table
    }

    /// Starts the bot (to pause at `pause`) and waits until it identified and registered
    /// `/hex`; returns when it was started.
    async fn start(&mut self, pause: Option<&str>) -> u64 {
        let before = self.world.fake.record();
        let (ids, regs) = (before.identifies(), before.registrations());
        let started = now_ms();
        self.bot.start(pause);
        self.world
            .fake
            .wait_for("the bot identified and registered /hex", |r| {
                (r.identifies() > ids && r.registrations() > regs).then_some(())
            })
            .await;
        started
    }

    /// The DMs to `user` containing `needle`.
    fn dms(&self, user: u64, needle: &str) -> usize {
        self.world
            .fake
            .record()
            .dms_to(user)
            .filter(|p| p.text().contains(needle))
            .count()
    }

    async fn wait_dm(&self, user: u64, needle: &str) {
        self.world.fake.wait_dm(user, needle).await;
    }

    /// Kills the bot while `user`'s move `cell` is at `point`, starts it again, and waits for
    /// the answer; returns how long after the restart it came.
    async fn crash_at(&mut self, point: &str, user: u64, cell: &str) -> u64 {
        self.bot.kill_idle().await;
        self.start(Some(point)).await;
        self.world.fake.user_dms(user, cell);
        self.bot.wait_line(&format!("paused at {point}")).await;
        self.bot.kill();
        let started = self.start(None).await;
        self.wait_dm(user, &format!("you played {cell}.")).await;
        now_ms() - started
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_between_commit_and_delivery_sends_each_answer_once() {
    let mut t = Table::new().await;
    let (alice, bob, channel) = (t.world.alice, t.world.bob, t.world.channel);
    t.world.fake.user_says(
        alice,
        channel,
        &format!("hex challenge <@{bob}> darkhex 7 red"),
    );
    t.world.fake.wait_post(channel, "challenge").await;
    t.world.fake.user_says(bob, channel, "hex accept");
    t.wait_dm(alice, "you play Red").await;
    t.wait_dm(bob, "you play Blue").await;
    t.world.fake.user_dms(alice, "a1");
    t.wait_dm(alice, "you played a1.").await;

    let after_commit = t.crash_at("committed", bob, "g1").await;
    let after_delivery = t.crash_at("delivered", alice, "a2").await;
    t.wait_dm(bob, "has moved").await;
    // Late duplicates, if any, come with the clock's retries.
    tokio::time::sleep(Duration::from_secs(3)).await;
    t.bot.kill();

    println!(
        "first answer after a restart: {after_commit} ms (killed after the commit), \
         {after_delivery} ms (killed after the first delivery)"
    );
    for (user, cell) in [(alice, "a1"), (bob, "g1"), (alice, "a2")] {
        assert_eq!(t.dms(user, &format!("you played {cell}.")), 1, "{cell}");
    }
    // The row in flight when the bot died was sent again, and its nonce made that a no-op.
    // Which row it was depends on which recipient's lane got there first (Alice's DM, Bob's,
    // or the channel): the three together got one request more than they show.
    let record = t.world.fake.record();
    let mut posts = 0;
    let mut received = 0;
    for (place, shown) in [
        (
            t.world.fake.dm_channel_of(alice).unwrap(),
            record.dms_to(alice).count(),
        ),
        (
            t.world.fake.dm_channel_of(bob).unwrap(),
            record.dms_to(bob).count(),
        ),
        (channel, record.public_in(channel).count()),
    ] {
        let path = format!("/channels/{place}/messages");
        posts += record
            .requests
            .iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .count();
        received += shown;
    }
    assert!(posts > received, "{posts} requests for {received} messages");
    assert_eq!(t.dms(bob, "has moved"), 2);
    assert_eq!(t.dms(alice, "has moved"), 1);
    assert!(after_commit < 3000 && after_delivery < 3000);
}
