//! Messages into the core and the service, and what comes out: the incoming message a test
//! types ([`msg`]), a scripted conversation with a [`Core`] ([`Chat`]; a test file adds the
//! steps of its own game in an `impl Chat` of its own), looking at effects, and a sink that
//! records deliveries ([`Recorder`]).

use std::sync::Mutex;

use hextable::{
    adapters::discord_syntax::marks_from_typed,
    core::{Core, Effect, GameId, Incoming, Place, Platform, Recipient, UserId},
    runtime::{Outcome, Sink},
};

/// The tests' "now": 14 November 2023, in milliseconds.
pub const T0: i64 = 1_700_000_000_000;

/// The channel the conversations happen in.
pub const CH: &str = "general";

/// `text` typed by `user` (display name = id) as Discord message `id`, its mentions (`<@bob>`)
/// made marks as the Discord adapter does before the core reads them.
pub fn msg(user: &str, place: Place, id: &str, text: &str) -> Incoming {
    let text = marks_from_typed(text);
    let mut incoming = Incoming::text(Platform::Discord, user, user, place, Some(id), &text);
    // Discord's refusals name the permission the bot lacks.
    incoming.names_lacking_permission = true;
    incoming
}

/// The channel [`CH`] as a place to type in.
pub fn ch() -> Place {
    Place::Channel(CH.into())
}

/// A conversation with a core: every line gets the next message id (`m1`, `m2`, …), sent at
/// `now`, from a Discord user whose display name is the capitalised id.
pub struct Chat {
    /// The core under test.
    pub core: Core,
    /// The time the next message is sent at.
    pub now: i64,
    /// Messages sent so far.
    pub n: u64,
}

impl Chat {
    /// A fresh core at [`T0`].
    pub fn new() -> Self {
        Self {
            core: Core::default(),
            now: T0,
            n: 0,
        }
    }

    /// `user` types `text` in `place`.
    pub fn say(&mut self, user: &str, place: Place, text: &str) -> Vec<Effect> {
        self.n += 1;
        let mut msg = msg(user, place, &format!("m{}", self.n), text);
        msg.display_name = capitalise(user);
        self.core.handle(&msg, self.now)
    }

    /// `user` types `text` in the channel [`CH`].
    pub fn ch(&mut self, user: &str, text: &str) -> Vec<Effect> {
        self.say(user, Place::Channel(CH.into()), text)
    }

    /// `user` DMs `text` to the bot.
    pub fn dm(&mut self, user: &str, text: &str) -> Vec<Effect> {
        self.say(user, Place::Dm, text)
    }

    /// How many moves game `game` has.
    pub fn ply(&self, game: u64) -> usize {
        self.core.table(GameId(game)).unwrap().game.ply()
    }
}

/// `alice` → `Alice`.
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// Discord user `id` as a recipient.
pub fn user(id: &str) -> Recipient {
    Recipient::User(UserId::new(Platform::Discord, id))
}

/// The channel [`CH`] as a recipient.
pub fn channel() -> Recipient {
    Recipient::Channel(Platform::Discord, CH.into())
}

/// The effect's text, or "".
pub fn text(e: &Effect) -> &str {
    e.text().unwrap_or("")
}

/// The effects addressed to `who`.
pub fn to<'a>(effects: &'a [Effect], who: &Recipient) -> Vec<&'a Effect> {
    effects.iter().filter(|e| &e.recipient() == who).collect()
}

/// Records effects; fails those whose text contains `fail_on`.
#[derive(Default)]
pub struct Recorder {
    /// What was delivered, in order.
    pub seen: Mutex<Vec<Effect>>,
    /// Deliveries whose text contains this fail (the network is down for them).
    pub fail_on: Option<&'static str>,
}

impl Sink for Recorder {
    async fn deliver(&self, effect: &Effect) -> Outcome {
        if let Some(needle) = self.fail_on {
            if effect.text().is_some_and(|t| t.contains(needle)) {
                return Outcome::retry("transient", "network down");
            }
        }
        self.seen.lock().unwrap().push(effect.clone());
        Outcome::Done
    }
}
