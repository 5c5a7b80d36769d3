//! Server settings are a core command: only a server's managers change them, a challenge typed
//! there gets the server's default game and size, and the change is written with the answer
//! (it survives a restart).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::{
    core::{
        command::GameChoice, Core, CoreConfig, Effect, GameOptions, Incoming, Place, Platform,
        ServerSettings, UserId,
    },
    rules::{Family, Variant},
    runtime::Service,
};
use support::{
    chat::{ch, msg, text, T0},
    temp_sqlite,
};

const SERVER: &str = "g1";

/// `user` types `text` in the channel of server `g1`; `manages` says whether they may change
/// its settings.
fn in_server(user: &str, id: &str, text: &str, manages: bool) -> Incoming {
    msg(user, ch(), id, text).in_server(Some(SERVER.to_owned()), manages)
}

fn only_text(effects: &[Effect]) -> String {
    assert_eq!(effects.len(), 1, "{effects:#?}");
    text(&effects[0]).to_owned()
}

/// The options of the one open challenge.
fn challenge_options(core: &Core) -> GameOptions {
    let challenges: Vec<_> = core.challenges().collect();
    assert_eq!(challenges.len(), 1, "{challenges:#?}");
    challenges[0].options
}

#[test]
fn only_managers_change_settings_and_only_in_a_server() {
    let mut core = Core::default();
    let refused = core.handle(&in_server("bob", "1", "hex settings size=9", false), T0);
    assert!(
        only_text(&refused).contains("Manage Server"),
        "{refused:#?}"
    );
    let in_dm = core.handle(&msg("alice", Place::Dm, "2", "hex settings"), T0);
    assert!(
        only_text(&in_dm).contains("belong to a server"),
        "{in_dm:#?}"
    );
    assert_eq!(
        core.server_settings(Platform::Discord, SERVER),
        ServerSettings::default()
    );

    let bad_game = core.handle(
        &in_server("alice", "3", "hex settings game=chess", true),
        T0,
    );
    assert!(only_text(&bad_game).contains("chess"), "{bad_game:#?}");
    let bad_language = core.handle(
        &in_server("alice", "4", "hex settings language=xx", true),
        T0,
    );
    assert!(!only_text(&bad_language).starts_with("Saved."));
    assert_eq!(
        core.server_settings(Platform::Discord, SERVER),
        ServerSettings::default()
    );

    let saved = core.handle(
        &in_server(
            "alice",
            "5",
            "hex settings game=rex size=9 threads=on",
            true,
        ),
        T0,
    );
    let saved = only_text(&saved);
    assert!(saved.starts_with("Saved."), "{saved}");
    assert!(saved.contains("rex 9"), "{saved}");
    let settings = core.server_settings(Platform::Discord, SERVER);
    assert_eq!(settings.game.as_deref(), Some("rex"));
    assert_eq!(settings.size, Some(9));
    assert!(settings.threads);

    let shown = core.handle(&in_server("alice", "6", "hex settings", true), T0);
    assert!(
        only_text(&shown).starts_with("Server settings:"),
        "{shown:#?}"
    );
}

#[test]
fn a_challenge_typed_in_the_server_gets_its_defaults() {
    let mut core = Core::default();
    core.handle(
        &in_server("alice", "1", "hex settings game=rex size=9", true),
        T0,
    );
    core.handle(&in_server("bob", "2", "hex open red", false), T0);
    let options = challenge_options(&core);
    let GameChoice::Hex { variant, size, .. } = options.game else {
        panic!("{options:?}")
    };
    assert_eq!(variant, Variant::Rex);
    assert_eq!(size, Some((9, 9)));

    // The user's own words win; a Hexdame challenge gets no default size.
    core.handle(&in_server("bob", "3", "hex cancel", false), T0);
    core.handle(&in_server("bob", "4", "hex open hexdame", false), T0);
    assert_eq!(
        challenge_options(&core).game,
        GameChoice::Family(Family::Hexdame)
    );

    // Outside that server (another server, or none) the defaults do not apply.
    let mut other = Core::default();
    other.handle(&in_server("alice", "1", "hex settings game=rex", true), T0);
    other.handle(&msg("bob", ch(), "2", "hex open red"), T0);
    assert!(matches!(
        challenge_options(&other).game,
        GameChoice::Hex {
            variant: Variant::DarkHex(_),
            ..
        }
    ));
}

#[tokio::test]
async fn settings_are_written_with_the_answer_and_survive_a_restart() {
    let (_dir, url) = temp_sqlite("settings.db");
    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    let answer = service
        .handle(
            &in_server("alice", "1", "hex settings game=hex size=13", true),
            T0,
        )
        .await
        .unwrap();
    assert_eq!(answer.len(), 1, "{answer:#?}");
    assert!(text(&answer[0].effect).starts_with("Saved."));
    let stored = service
        .store()
        .guild_settings(Platform::Discord, SERVER)
        .await
        .unwrap();
    assert_eq!(stored.size, Some(13));
    drop(service);

    let again = Service::open(&url, CoreConfig::default()).await.unwrap();
    let settings = again
        .with_core(|core| core.server_settings(Platform::Discord, SERVER))
        .await;
    assert_eq!(settings.game.as_deref(), Some("hex"));
    again
        .handle(&in_server("bob", "2", "hex open", false), T0)
        .await
        .unwrap();
    let options = again.with_core(challenge_options).await;
    assert!(matches!(
        options.game,
        GameChoice::Hex {
            variant: Variant::Hex,
            size: Some((13, 13)),
            ..
        }
    ));
}

const ROOM: &str = "!room:hs";

/// `user` types `text` in the Matrix room [`ROOM`]; `moderator` says whether they may kick
/// there (the adapter's test for a room moderator); the room is its own community, as the
/// Matrix adapter says.
fn in_room(user: &str, id: &str, text: &str, moderator: bool) -> Incoming {
    Incoming::text(
        Platform::Matrix,
        user,
        user,
        Place::Channel(ROOM.to_owned()),
        Some(id),
        text,
    )
    .in_server(Some(ROOM.to_owned()), moderator)
    .in_rooms()
}

/// On Matrix a room stands alone: its moderators turn a thread per game on with a typed
/// `!hex settings threads=on` (the adapter then posts each game's channel posts in a thread),
/// and set the defaults of challenges made there; others, and the private room, are refused
/// in Matrix's words.
#[test]
fn a_matrix_rooms_moderators_turn_a_thread_per_game_on() {
    let mut core = Core::default();
    let refused = core.handle(
        &in_room("@bob:hs", "$1", "hex settings threads=on", false),
        T0,
    );
    assert_eq!(
        only_text(&refused),
        "Only a moderator of this room can change its settings.",
    );
    let in_dm = core.handle(
        &Incoming::text(
            Platform::Matrix,
            "@mod:hs",
            "Mod",
            Place::Dm,
            Some("$2"),
            "hex settings threads=on",
        )
        .in_rooms(),
        T0,
    );
    assert!(
        only_text(&in_dm).starts_with("Settings belong to a room"),
        "{in_dm:#?}"
    );
    assert!(!core.server_settings(Platform::Matrix, ROOM).threads);

    let saved = core.handle(
        &in_room(
            "@mod:hs",
            "$3",
            "hex settings threads=on game=rex size=9",
            true,
        ),
        T0,
    );
    assert_eq!(
        only_text(&saved),
        "Saved. Room settings: default game rex 9; language en (English); a thread per game: on.",
    );
    let settings = core.server_settings(Platform::Matrix, ROOM);
    assert!(settings.threads);
    // The room's settings are its own: not those of a Discord server of the same name.
    assert!(!core.server_settings(Platform::Discord, ROOM).threads);

    // A challenge typed in the room gets the room's defaults.
    core.handle(&in_room("@bob:hs", "$4", "hex open red", false), T0);
    let options = challenge_options(&core);
    let GameChoice::Hex { variant, size, .. } = options.game else {
        panic!("{options:?}")
    };
    assert_eq!(variant, Variant::Rex);
    assert_eq!(size, Some((9, 9)));

    let off = core.handle(
        &in_room("@mod:hs", "$5", "hex settings threads=off", true),
        T0,
    );
    assert!(
        only_text(&off).ends_with("a thread per game: off."),
        "{off:#?}"
    );
    assert!(!core.server_settings(Platform::Matrix, ROOM).threads);
}

/// A room's thread setting is written with the answer and survives a restart (the adapter
/// reads it from the service before each game's first post).
#[tokio::test]
async fn a_matrix_rooms_thread_setting_survives_a_restart() {
    let (_dir, url) = temp_sqlite("room.db");
    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    service
        .handle(
            &in_room("@mod:hs", "$1", "hex settings threads=on", true),
            T0,
        )
        .await
        .unwrap();
    drop(service);
    let again = Service::open(&url, CoreConfig::default()).await.unwrap();
    assert!(again.guild_settings(Platform::Matrix, ROOM).await.threads);
}

/// Issue #29, item 3: the languages a platform reports are remembered, written with the plan
/// that saw them (so they survive a restart), and used where no report comes with the message.
/// Bob's app is Danish (an interaction said so), Alice's Finnish, the server's German (the
/// gateway's `preferred_locale`), and nobody chose a language: after a restart, a Dark Hex
/// move Alice types in her DM (no locale with it) answers her in Finnish, tells Bob in Danish
/// and the channel in German.
#[tokio::test]
async fn reported_languages_are_remembered_for_dms_and_channel_posts_after_a_restart() {
    let (_dir, url) = temp_sqlite("locales.db");
    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    let report = Incoming::community_locale(Platform::Discord, SERVER, "de");
    assert!(service.handle(&report, T0).await.unwrap().is_empty());
    let bob_asks =
        msg("bob", Place::Dm, "1", "hex rules hex").with_locale(Some("da".to_owned()), None);
    service.handle(&bob_asks, T0).await.unwrap();
    let challenge = in_server("alice", "2", "hex challenge @bob darkhex 7 red", false)
        .with_locale(Some("fi".to_owned()), Some("de".to_owned()));
    service.handle(&challenge, T0).await.unwrap();
    service
        .handle(&in_server("bob", "3", "hex accept", false), T0)
        .await
        .unwrap();
    drop(service);

    let again = Service::open(&url, CoreConfig::default()).await.unwrap();
    let moved = again
        .handle(&msg("alice", Place::Dm, "4", "a1"), T0 + 1_000)
        .await
        .unwrap();
    let (alice, bob) = (
        UserId::new(Platform::Discord, "alice".to_owned()),
        UserId::new(Platform::Discord, "bob".to_owned()),
    );
    let mut seen = [false; 3];
    for delivery in &moved {
        let (who, words, i) = match &delivery.effect {
            Effect::Dm { user, .. } | Effect::Reply { user, .. } if *user == alice => {
                ("alice", "Peli #1", 0)
            }
            Effect::Dm { user, .. } if *user == bob => ("bob", "Parti #1", 1),
            Effect::Post { .. } => ("the channel", "Partie #1", 2),
            _ => continue,
        };
        let said = text(&delivery.effect);
        assert!(said.starts_with(words), "{who}: {said}");
        seen[i] = true;
    }
    assert_eq!(seen, [true; 3], "{moved:#?}");
}

/// A post that no message caused (a clock round's) is in the language of the server its
/// channel belongs to: a lapsing challenge in a Finnish server is announced in Finnish.
#[test]
fn a_challenge_lapsing_at_a_clock_round_is_announced_in_the_servers_language() {
    let mut core = Core::default();
    let saved = core.handle(
        &in_server("alice", "1", "hex settings language=fi", true),
        T0,
    );
    assert_eq!(saved.len(), 1, "{saved:#?}");
    let posted = core.handle(&in_server("alice", "2", "hex open darkhex 7", false), T0);
    assert!(text(&posted[0]).contains("Haaste"), "{posted:#?}");
    let lapsed = core.tick(T0 + CoreConfig::default().challenge_ttl + 1);
    let texts: Vec<&str> = lapsed.iter().map(text).collect();
    assert!(
        texts.iter().any(|t| t.contains("on vanhentunut")),
        "{texts:#?}"
    );
}
