//! Who reads which language (the order below; the lookups are the `Look`'s, in `tx/look.rs`,
//! where every handler reaches them), and `hex language`.
//!
//! A text is chosen when its effect is planned, so the outbox keeps finished words. Each
//! reader's language is, in order: the player's own choice (`hex language fi`), the server's
//! or room's (`/hex settings language`, a Matrix room moderator's `hex language`), the
//! language the platform reports for the player's app (Discord's interaction `locale`), then
//! the one it reports for the server (an interaction's `guild_locale`, the gateway's
//! `preferred_locale`), and last [`CoreConfig::language`] (English, or `hextable local
//! --lang`'s). DMs and private answers follow the player; channel posts follow the server or
//! room (its setting, then its reported language).
//!
//! What a platform reports is remembered ([`LocaleOf`], stored by the plan that saw it), so a
//! message that carries no report (a move typed in a DM, the opponent's DMs, a channel's move
//! notices, clock events) is still written in it, after a restart too.
//!
//! [`CoreConfig::language`]: super::CoreConfig::language

use super::admin::Admin;
use super::queries::Answer;
use super::{
    engine::Core,
    ids::Place,
    incoming::{Author, Incoming},
    messages::{InterfaceMsg, SettingsMsg},
    tx::{reply, Context, Res},
};
use crate::i18n::Lang;

pub use super::locales::{LanguageChange, LocaleChange, LocaleOf};

impl Core {
    /// Loads (or updates) a language a platform reported.
    pub fn set_reported_locale(&mut self, of: LocaleOf, lang: Lang) {
        self.state.locales.insert(of, lang);
    }

    /// The languages `incoming`'s platform reported that the core did not know yet (a
    /// language the bot does not speak is no report).
    pub(crate) fn reported_locales(&self, incoming: &Incoming) -> Vec<LocaleChange> {
        let author = Author::of(incoming);
        let mut reports = Vec::new();
        if !incoming.user.is_empty() {
            if let Some(lang) = author.locale {
                reports.push((LocaleOf::User(author.user.clone()), lang));
            }
        }
        if let (Some(lang), Some(community)) = (author.guild_locale, author.community) {
            reports.push((LocaleOf::Community(incoming.platform, community), lang));
        }
        reports
            .into_iter()
            .filter(|(of, lang)| self.state.locales.get(of) != Some(lang))
            .map(|(of, lang)| LocaleChange { of, lang })
            .collect()
    }
}

impl Answer<'_> {
    /// Tells the author of a command sent while the bot was away ([`Content::Stale`]) that it
    /// was not acted on: in the room where it was written, in the room's language (a DM: the
    /// author's).
    ///
    /// [`Content::Stale`]: super::incoming::Content::Stale
    pub(crate) fn away_notice(&mut self, incoming: &Incoming) {
        let msg = InterfaceMsg::AwayNotice {
            user: incoming.user_id().mention(),
        };
        match &incoming.place {
            Place::Channel(room) => self.post_in(incoming.platform, room, msg),
            Place::Dm => self.reply(incoming, msg, None),
        }
    }
}

impl Admin<'_, '_> {
    /// `hex language`: shows, chooses or clears the author's own language; in a Matrix room,
    /// a moderator's choice is the room's.
    pub(crate) fn language(&mut self, incoming: &Incoming, word: Option<&str>) -> Res<()> {
        let user = incoming.user_id();
        let Some(word) = word else {
            let lang = self.author_lang();
            let msg = SettingsMsg::LanguageShown {
                chosen: self.own_language(&user),
                current: lang,
            };
            self.out.push(reply(incoming, &msg.into(), lang, None));
            return Ok(());
        };
        let choice = match word {
            "auto" => None,
            code => Some(
                Lang::from_tag(code).ok_or_else(|| SettingsMsg::LanguageUnavailable {
                    text: code.to_owned(),
                })?,
            ),
        };
        // Where rooms stand alone, a moderator's choice is the room's.
        let room = match (&incoming.place, incoming.community()) {
            (Place::Channel(_), Some(room))
                if incoming.in_a_room_network() && incoming.manages_community =>
            {
                Some(room)
            }
            _ => None,
        };
        if let (Some(room), Some(lang)) = (room, choice) {
            let mut settings = self.server_settings(incoming.platform, room);
            settings.language = Some(lang.code().to_owned());
            self.settings
                .servers
                .insert((incoming.platform, room.to_owned()), settings);
            let msg = SettingsMsg::LanguageRoom { lang };
            self.out.push(reply(incoming, &msg.into(), lang, None));
            return Ok(());
        }
        self.settings.languages.insert(user, choice);
        let msg = match choice {
            Some(lang) => SettingsMsg::LanguageSaved { lang },
            None => SettingsMsg::LanguageCleared,
        };
        let lang = self.author_lang();
        self.out.push(reply(incoming, &msg.into(), lang, None));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{ids::Platform, Core, Effect, LobbyMsg, Name, ServerSettings};

    fn says(user: &str, place: Place, text: &str) -> Incoming {
        let server = matches!(place, Place::Channel(_)).then(|| "g1".to_owned());
        Incoming::text(Platform::Discord, user, user, place, None, text).in_server(server, false)
    }

    fn channel() -> Place {
        Place::Channel("c1".to_owned())
    }

    fn dm_to<'e>(effects: &'e [Effect], user: &str) -> Vec<&'e str> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Dm { user: to, text, .. } if to.id == user => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    fn posts(effects: &[Effect]) -> Vec<&str> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Post { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_player_who_chose_german_gets_german_dms_while_the_channel_reads_the_servers_language() {
        let mut core = Core::default();
        core.insert_server_settings(
            Platform::Discord,
            "g1".to_owned(),
            ServerSettings {
                language: Some("fi".to_owned()),
                ..ServerSettings::default()
            },
        );
        let saved = core.handle(&says("alice", Place::Dm, "hex language de"), 1);
        assert!(matches!(&saved[..], [Effect::Reply { .. }]), "{saved:?}");
        let challenged = core.handle(&says("alice", channel(), "hex challenge @bob hex 7"), 2);
        // The buttons under the channel's post carry the channel's words, chosen now.
        let labels: Vec<_> = challenged
            .iter()
            .flat_map(|e| e.actions())
            .map(|a| a.label.as_deref())
            .collect();
        assert_eq!(labels, [Some("Hyväksy"), Some("Hylkää")], "{challenged:?}");
        let started = core.handle(&says("bob", channel(), "hex accept"), 3);

        let started_msg = |user: &str, opponent: &str| {
            LobbyMsg::YourGameStarted {
                game: crate::core::GameId(1),
                kind: crate::rules::Family::Hex,
                colour: crate::rules::Player::Red,
                opponent: opponent.to_owned().into(),
                your_move: true,
            }
            .text(if user == "alice" { Lang::De } else { Lang::Fi })
        };
        assert!(!started_msg("alice", "bob").starts_with("Game"));
        let alice = dm_to(&started, "alice");
        let german: String = started_msg("alice", "bob").chars().take(8).collect();
        assert!(
            alice.iter().any(|t| t.starts_with(&german)),
            "{alice:?} vs {german}"
        );
        assert!(alice.iter().all(|t| !t.contains("you play")), "{alice:?}");
        // Bob chose nothing: his DMs follow the server (Finnish, English where it lacks one).
        let bob = dm_to(&started, "bob");
        assert!(
            !bob.is_empty() && bob.iter().all(|t| !t.contains("du spielst")),
            "{bob:?}"
        );
        // The channel reads the server's language, whoever chose what.
        let channel_posts = posts(&started);
        let finnish = crate::i18n::format(
            Lang::Fi,
            "lobby-game-started",
            &crate::i18n::Args::new()
                .str("game", "1")
                .str("red", "x")
                .str("blue", "x"),
        );
        assert!(finnish.starts_with("Peli"), "{finnish}");
        assert!(
            channel_posts.iter().any(|t| t.starts_with("Peli #1")),
            "{channel_posts:?}"
        );
    }

    #[test]
    fn the_platforms_locale_counts_after_the_server_and_the_players_choice() {
        let mut core = Core::default();
        let finn = says("carol", Place::Dm, "hex rules darkhex")
            .with_locale(Some("fi".to_owned()), Some("en-US".to_owned()));
        let reply = core.handle(&finn, 1);
        let [Effect::Reply { text, .. }] = &reply[..] else {
            panic!("{reply:?}")
        };
        assert!(text.contains("Pimeä Hex"), "{text}");
        // Her own choice wins over her app's.
        core.handle(&says("carol", Place::Dm, "hex language en"), 2);
        let reply = core.handle(&finn, 3);
        let [Effect::Reply { text, .. }] = &reply[..] else {
            panic!("{reply:?}")
        };
        assert!(text.contains("Dark Hex"), "{text}");
        // `auto` clears it: the app's language again; `hex language` tells which.
        core.handle(&says("carol", Place::Dm, "hex language auto"), 4);
        let reply = core.handle(&finn, 5);
        assert!(format!("{reply:?}").contains("Pimeä Hex"), "{reply:?}");
        // A message without a locale is answered in her app's language, as last reported.
        let unknown = core.handle(&says("carol", Place::Dm, "hex language klingon"), 6);
        assert!(format!("{unknown:?}").contains("”klingon”"), "{unknown:?}");
    }

    #[test]
    fn a_czech_room_hears_in_czech_that_an_old_command_was_not_acted_on() {
        let mut core = Core::default();
        let room = Place::Channel("!room:hs".to_owned());
        let said = |text: &str, moderator: bool| {
            Incoming::text(Platform::Matrix, "@mod:hs", "Mod", room.clone(), None, text)
                .in_server(Some("!room:hs".to_owned()), moderator)
                .in_rooms()
        };
        core.handle(&said("hex language cs", true), 1);
        let mut old = said("hex challenge @bob:hs hex 7", false);
        old.content = crate::core::Content::Stale;
        let answer = core.handle(&old, 2);
        let czech = InterfaceMsg::AwayNotice {
            user: crate::core::marks::Mark::User("@mod:hs").to_string(),
        }
        .text(Lang::Cs);
        assert_eq!(posts(&answer), [czech.as_str()], "{answer:?}");
        assert!(czech.contains("Pošlete"), "{czech}");
        assert!(core.challenges().next().is_none(), "nothing was acted on");
    }

    #[test]
    fn pictures_speak_their_readers_language_and_name_the_computer_in_it() {
        let mut core = Core::default();
        core.handle(&says("alice", Place::Dm, "hex language fi"), 1);
        let started = core.handle(&says("alice", Place::Dm, "hex play-bot darkhex 7 easy"), 2);
        let image = started
            .iter()
            .find_map(|e| match e {
                Effect::Dm { image, .. } | Effect::Reply { image, .. } => image.clone(),
                _ => None,
            })
            .unwrap_or_else(|| panic!("a picture: {started:?}"));
        assert_eq!(image.caption.lang, Lang::Fi);
        assert!(
            image.caption.title.contains("Pimeä Hex 7×7"),
            "{:?}",
            image.caption
        );
        let names = [&image.caption.red_name, &image.caption.blue_name];
        assert!(
            names.iter().any(|n| *n == "tietokone (helppo)"),
            "{names:?}"
        );
        let board = crate::core::terminal_text(&image, false);
        assert!(
            board.contains("Pimeä Hex") && board.contains("olet"),
            "{board}"
        );
    }

    #[test]
    fn the_computer_is_named_in_each_readers_language_in_the_messages_too() {
        let mut core = Core::default();
        core.handle(&says("alice", Place::Dm, "hex language fi"), 1);
        let started = core.handle(
            &says(
                "alice",
                Place::Channel("c1".to_owned()),
                "hex play-bot hex 7 easy red",
            ),
            2,
        );
        let texts: Vec<String> = started
            .iter()
            .filter_map(|e| match e {
                Effect::Dm { text, .. }
                | Effect::Reply { text, .. }
                | Effect::Post { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect();
        let finnish = Name::computer("easy").text(Lang::Fi);
        assert_eq!(finnish, "tietokone (helppo)");
        // Alice's own messages name her opponent in Finnish; the channel (no server language
        // set) reads English, "computer (easy)".
        assert!(
            dm_to(&started, "alice")
                .iter()
                .any(|t| t.contains(&finnish)),
            "{texts:?}"
        );
        assert!(
            posts(&started)
                .iter()
                .any(|t| t.contains("computer (easy)")),
            "{texts:?}"
        );
        assert!(
            !dm_to(&started, "alice")
                .iter()
                .any(|t| t.contains("computer (")),
            "{texts:?}"
        );
    }

    #[test]
    fn clock_lines_and_durations_read_in_each_language() {
        use crate::core::{clock::human_duration as duration, render::clock_line};
        assert_eq!(duration(4 * 60_000 + 5_000, Lang::En), "4m 05s");
        assert_eq!(duration(26 * 3_600_000, Lang::En), "1d 2h");
        assert_eq!(duration(4 * 60_000 + 5_000, Lang::Fi), "4 min 05 s");
        assert_eq!(
            duration(5 * 3_600_000 + 180_000, Lang::De),
            "5 Std. 03 Min."
        );
        let hex = crate::rules::Family::Hex;
        let line = clock_line(Lang::Cs, hex, [Some(300_000), Some(3_725_000)]);
        assert_eq!(line, "červený 5:00 · modrý 1:02:05");
        let days = clock_line(Lang::Fi, hex, [Some(26 * 3_600_000), Some(59_000)]);
        assert_eq!(days, "Punainen 1 vrk 2 h · Sininen 0:59");
    }
}
