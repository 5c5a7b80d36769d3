//! What the bot does in answer: effects (posts, DMs, replies, edits, deletes), the pictures
//! they carry and the buttons under them. A leaf: it needs only the ids and the rules' views.
//!
//! The command a button stands for ([`ActionKind::command`]) is defined next to the dispatch
//! in `engine.rs`, so this module does not depend on the command grammar.

use serde::{Deserialize, Serialize};

use super::{
    ids::{ChallengeId, GameId, Place, Platform, TournamentId, UserId},
    marks::{render_marks, Mark},
    ratings::records::HistoryPoint,
};
use crate::{
    i18n::Lang,
    render::{bracket::BracketPicture, standings::StandingsTable},
    rules::{OpenBoard, PlayerView, Revealed, Side, SpectatorView},
};

/// What a button does: a core command, with its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ActionKind {
    /// Accept a challenge.
    Accept {
        /// The challenge.
        challenge: ChallengeId,
    },
    /// Decline a challenge.
    Decline {
        /// The challenge.
        challenge: ChallengeId,
    },
    /// Check in for a tournament (`hex tournament checkin`).
    CheckIn {
        /// The tournament.
        tournament: TournamentId,
    },
    /// Blue takes over Red's first stone.
    Swap {
        /// The game.
        game: GameId,
    },
    /// Blue places a stone instead of swapping (the cell is asked for by the adapter).
    Place {
        /// The game.
        game: GameId,
    },
    /// Offer (or accept) a rematch.
    Rematch {
        /// The game.
        game: GameId,
    },
    /// Resign, once confirmed (`None`: the game the command finds).
    Resign {
        /// The game.
        game: Option<GameId>,
    },
    /// The knowledge replay of a finished Dark Hex game (`hex replay 12 views`); it can be
    /// used again and again.
    Views {
        /// The game.
        game: GameId,
    },
}

/// Who may use an action.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Allowed {
    /// Anybody who sees it (an open challenge); the core still refuses what is not theirs.
    Anyone,
    /// Only these users.
    Users(Vec<UserId>),
}

impl Allowed {
    /// Whether `user` may use the action.
    pub fn permits(&self, user: &UserId) -> bool {
        match self {
            Allowed::Anyone => true,
            Allowed::Users(users) => users.contains(user),
        }
    }
}

/// Something a reader of a message can do with one click: platforms with buttons render it
/// as one; the others ignore it (the message text already names the typed command).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    /// What it does.
    pub kind: ActionKind,
    /// Who may.
    pub allowed: Allowed,
    /// Its label in its reader's language, chosen when the effect is planned so that an
    /// outbox row sent after a restart shows the same words (rows written before labels
    /// existed, and actions decoded from a click, have none: English).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

impl Action {
    /// An action for the given users only.
    pub fn for_users(kind: ActionKind, users: impl IntoIterator<Item = UserId>) -> Self {
        Self {
            kind,
            allowed: Allowed::Users(users.into_iter().collect()),
            label: None,
        }
    }

    /// An action anyone may use.
    pub fn for_anyone(kind: ActionKind) -> Self {
        Self {
            kind,
            allowed: Allowed::Anyone,
            label: None,
        }
    }

    /// The same action, labelled with finished words.
    pub fn labelled(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }
}

/// What an image shows; always a view of exactly what its audience may know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImageView {
    /// One player's knowledge.
    Player(PlayerView),
    /// The channel's knowledge of a game in progress.
    Spectator(SpectatorView),
    /// The whole board (open games, finished games).
    Revealed(Revealed),
    /// An animated replay of a finished game.
    Replay(Revealed),
    /// The knowledge replay of a finished Dark Hex game: what each player knew at each move
    /// beside the true board (each player's panel drawn from their own view).
    Knowledge(Revealed),
    /// The board of a game of open information (the same for everyone), the last move
    /// marked, drawn by its family.
    Open(OpenBoard),
    /// An animated replay of a game of open information.
    OpenReplay(OpenBoard),
    /// A rating's history, oldest first (no game's picture: see [`ImageSource::NO_GAME`]).
    RatingChart(Vec<HistoryPoint>),
    /// A tournament's standings table (no game's picture either).
    Standings(Box<StandingsTable>),
    /// A knockout's bracket (no game's picture either).
    Bracket(Box<BracketPicture>),
}

/// Which view of which game, at which point: enough to rebuild the view from the stored move
/// log, so the outbox stores this instead of the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ImageSource {
    /// The game.
    pub game: GameId,
    /// How many events of the game's log the view covers.
    pub events: usize,
    /// Whose view.
    pub audience: Audience,
}

impl ImageSource {
    /// The source of a picture that is no game's (a rating chart): game 0, which no game
    /// has. Its outbox recipe carries the picture's data instead ([`StoredImage::chart`]).
    pub const NO_GAME: Self = Self {
        game: GameId(0),
        events: 0,
        audience: Audience::Revealed,
    };
}

/// The audience of an image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Audience {
    /// One player's view (stored as `"red"` / `"blue"`, as always).
    Player(Side),
    /// The spectators' view.
    Spectator,
    /// The revealed board.
    Revealed,
    /// The animated replay.
    Replay,
    /// The knowledge replay (`hex replay 12 views`).
    Knowledge,
}

/// Texts drawn around a board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Caption {
    /// Title line, e.g. `#12 · darkhex 9×9`.
    pub title: String,
    /// Red's display name.
    pub red_name: String,
    /// Blue's display name.
    pub blue_name: String,
    /// The clock line, if the game is timed.
    pub clock: Option<String>,
    /// The language of the words drawn in the picture: its reader's (stored pictures from
    /// before languages read as English).
    #[serde(default)]
    pub lang: Lang,
}

/// An image to attach: the view plus where it came from and its captions. It becomes bytes in
/// one place only, [`crate::core::render_image`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// What is drawn.
    pub view: ImageView,
    /// How to rebuild `view` from the store.
    pub source: ImageSource,
    /// Texts around the board.
    pub caption: Caption,
}

impl Image {
    /// This picture with its words in `lang`.
    pub fn in_lang(mut self, lang: Lang) -> Self {
        self.caption.lang = lang;
        self
    }
}

/// The stored form of an [`Image`] (the outbox keeps no pictures, only their recipe).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StoredImage {
    /// How to rebuild the view.
    pub source: ImageSource,
    /// Texts around the board.
    pub caption: Caption,
    /// A rating chart's points (older rows have none): it is rebuilt from these, not from a
    /// game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chart: Option<Vec<HistoryPoint>>,
    /// A standings table's cells: rebuilt from these, not from a game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standings: Option<Box<StandingsTable>>,
    /// A bracket's words: rebuilt from these, not from a game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bracket: Option<Box<BracketPicture>>,
}

impl StoredImage {
    /// Whether the picture is rebuilt from a game's log (not a chart or a table).
    pub fn needs_game(&self) -> bool {
        self.chart.is_none() && self.standings.is_none() && self.bracket.is_none()
    }

    /// The image again, when it needs no game to rebuild (a rating chart, a standings table).
    pub fn without_game(&self) -> Option<Image> {
        let view = match (&self.chart, &self.standings, &self.bracket) {
            (Some(chart), _, _) => ImageView::RatingChart(chart.clone()),
            (None, Some(table), _) => ImageView::Standings(table.clone()),
            (None, None, Some(bracket)) => ImageView::Bracket(bracket.clone()),
            (None, None, None) => return None,
        };
        Some(Image {
            view,
            source: self.source,
            caption: self.caption.clone(),
        })
    }
}

/// A text file sent with a private answer: a game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextFile {
    /// The file's name (`game-3.sgf`).
    pub name: String,
    /// Its contents.
    pub text: String,
    /// What is said with the file (the answer's `text` holds the record itself).
    pub caption: String,
}

/// Something the bot wants done on a chat network. Generic over the image so the same shape
/// is used in memory (`Effect`, with views) and in the outbox (`StoredEffect`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect<I = Image> {
    /// A message in a shared channel.
    Post {
        /// The network.
        platform: Platform,
        /// The channel.
        channel: String,
        /// The message.
        text: String,
        /// An optional board.
        image: Option<I>,
        /// Buttons (older outbox rows have none).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        actions: Vec<Action>,
        /// The game the post is about, if any (adapters may route it, e.g. to a thread).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<GameId>,
    },
    /// A direct message to one user.
    Dm {
        /// The recipient.
        user: UserId,
        /// The message.
        text: String,
        /// An optional board.
        image: Option<I>,
        /// Buttons (older outbox rows have none).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        actions: Vec<Action>,
        /// The channel of the game or tournament the message is about: where its recipient is
        /// told, without the message, when the network will not deliver it (closed DMs).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        channel: Option<String>,
    },
    /// A private answer to a message: ephemeral where the platform has it, else a DM.
    Reply {
        /// The recipient (the author of the message answered).
        user: UserId,
        /// Where the answered message was written.
        place: Place,
        /// The answered message, if known.
        reply_to: Option<String>,
        /// The answer.
        text: String,
        /// An optional board.
        image: Option<I>,
        /// A text file for networks that send files (a game's record): they send it with
        /// its caption instead of `text`, which holds the same record for the others.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        file: Option<TextFile>,
    },
    /// Replace the text of an earlier message.
    Edit {
        /// The network.
        platform: Platform,
        /// Where the message is.
        place: Place,
        /// The message.
        message_id: String,
        /// The new text.
        text: String,
    },
    /// Remove an earlier message (e.g. a Dark Hex move typed in the channel).
    Delete {
        /// The network.
        platform: Platform,
        /// Where the message is.
        place: Place,
        /// The message.
        message_id: String,
        /// What its author is told privately once it is known whether it went (older outbox
        /// rows have none).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        notice: Option<DeleteNotice>,
    },
}

/// What the author of a message the bot removes is told, in words already chosen for them:
/// one text when it is gone, another when the bot may not remove it. One message, and a true
/// one, whichever happens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeleteNotice {
    /// The message's author.
    pub user: UserId,
    /// Said when the message was removed.
    pub removed: String,
    /// Said when it stays (the bot lacks the right to remove it).
    pub kept: String,
}

/// An effect as kept in the outbox.
pub type StoredEffect = Effect<StoredImage>;

/// Who gets to see an effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Recipient {
    /// One user, privately.
    User(UserId),
    /// Everyone in a channel.
    Channel(Platform, String),
}

impl<I> Effect<I> {
    /// The effect's kind in one lowercase word (`post`, `dm`, `reply`, `edit`, `delete`), for
    /// logs: it says nothing of the words or the picture.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Effect::Post { .. } => "post",
            Effect::Dm { .. } => "dm",
            Effect::Reply { .. } => "reply",
            Effect::Edit { .. } => "edit",
            Effect::Delete { .. } => "delete",
        }
    }

    /// The network this effect goes to: each adapter delivers only its own network's effects.
    pub fn platform(&self) -> Platform {
        match self {
            Effect::Post { platform, .. }
            | Effect::Edit { platform, .. }
            | Effect::Delete { platform, .. } => *platform,
            Effect::Dm { user, .. } | Effect::Reply { user, .. } => user.platform,
        }
    }

    /// Who sees this effect.
    pub fn recipient(&self) -> Recipient {
        match self {
            Effect::Post {
                platform, channel, ..
            } => Recipient::Channel(*platform, channel.clone()),
            Effect::Dm { user, .. } | Effect::Reply { user, .. } => Recipient::User(user.clone()),
            Effect::Edit {
                platform, place, ..
            }
            | Effect::Delete {
                platform, place, ..
            } => match place {
                Place::Channel(channel) => Recipient::Channel(*platform, channel.clone()),
                Place::Dm => Recipient::Channel(*platform, String::new()),
            },
        }
    }

    /// The text, if the effect carries one.
    pub fn text(&self) -> Option<&str> {
        match self {
            Effect::Post { text, .. }
            | Effect::Dm { text, .. }
            | Effect::Reply { text, .. }
            | Effect::Edit { text, .. } => Some(text),
            Effect::Delete { .. } => None,
        }
    }

    /// The buttons of a post or DM.
    pub fn actions(&self) -> &[Action] {
        match self {
            Effect::Post { actions, .. } | Effect::Dm { actions, .. } => actions,
            _ => &[],
        }
    }

    /// The attached image, if any.
    pub fn image(&self) -> Option<&I> {
        match self {
            Effect::Post { image, .. } | Effect::Dm { image, .. } | Effect::Reply { image, .. } => {
                image.as_ref()
            }
            _ => None,
        }
    }

    /// The same effect with its image transformed (or dropped).
    pub fn map_image<J>(self, f: impl FnOnce(I) -> Option<J>) -> Effect<J> {
        match self {
            Effect::Post {
                platform,
                channel,
                text,
                image,
                actions,
                game,
            } => Effect::Post {
                platform,
                channel,
                text,
                image: image.and_then(f),
                actions,
                game,
            },
            Effect::Dm {
                user,
                text,
                image,
                actions,
                channel,
            } => Effect::Dm {
                user,
                text,
                image: image.and_then(f),
                actions,
                channel,
            },
            Effect::Reply {
                user,
                place,
                reply_to,
                text,
                image,
                file,
            } => Effect::Reply {
                user,
                place,
                reply_to,
                text,
                image: image.and_then(f),
                file,
            },
            Effect::Edit {
                platform,
                place,
                message_id,
                text,
            } => Effect::Edit {
                platform,
                place,
                message_id,
                text,
            },
            Effect::Delete {
                platform,
                place,
                message_id,
                notice,
            } => Effect::Delete {
                platform,
                place,
                message_id,
                notice,
            },
        }
    }
}

impl Effect {
    /// The outbox form: images become their recipe.
    pub fn to_stored(&self) -> StoredEffect {
        self.clone().map_image(|image| {
            let (chart, standings, bracket) = match image.view {
                ImageView::RatingChart(points) => (Some(points), None, None),
                ImageView::Standings(table) => (None, Some(table), None),
                ImageView::Bracket(picture) => (None, None, Some(picture)),
                _ => (None, None, None),
            };
            Some(StoredImage {
                source: image.source,
                caption: image.caption,
                chart,
                standings,
                bracket,
            })
        })
    }
}

/// An adapter's rendering of the marks ([`super::marks`]) in the words it delivers.
impl<I: Clone> Effect<I> {
    /// The effect with the marks of all its words (text, file, removal notices, button
    /// labels) rendered by an adapter's `render`: what an adapter delivers, so no mark reaches
    /// a reader.
    pub fn rendered(&self, render: &dyn Fn(Mark<'_>) -> String) -> Self {
        let words = |text: &str| render_marks(text, render);
        let mut effect = self.clone();
        match &mut effect {
            Effect::Post { text, actions, .. } | Effect::Dm { text, actions, .. } => {
                *text = words(text);
                for action in actions {
                    action.label = action.label.as_deref().map(words);
                }
            }
            Effect::Reply { text, file, .. } => {
                *text = words(text);
                if let Some(TextFile { caption, .. }) = file {
                    *caption = words(caption);
                }
            }
            Effect::Edit { text, .. } => *text = words(text),
            Effect::Delete { notice, .. } => {
                if let Some(DeleteNotice { removed, kept, .. }) = notice {
                    *removed = words(removed);
                    *kept = words(kept);
                }
            }
        }
        effect
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outbox_rows_written_before_actions_existed_still_load() {
        // The JSON of a post and a DM as the outbox stored them before `actions` and `game`.
        let post = r#"{"Post":{"platform":"discord","channel":"42","text":"Game #1 begins","image":null}}"#;
        let dm = r#"{"Dm":{"user":{"platform":"matrix","id":"@bob:hs"},"text":"Your move","image":null}}"#;
        let post: StoredEffect = serde_json::from_str(post).unwrap();
        let dm: StoredEffect = serde_json::from_str(dm).unwrap();
        assert!(post.actions().is_empty() && dm.actions().is_empty());
        assert!(matches!(post, Effect::Post { game: None, .. }));
        assert_eq!(dm.text(), Some("Your move"));
    }

    #[test]
    fn actions_round_trip_through_the_outbox_form() {
        let bob = UserId::new(Platform::Discord, "7");
        let effect: StoredEffect = Effect::Dm {
            user: bob.clone(),
            text: "swap?".into(),
            image: None,
            actions: vec![
                Action::for_users(ActionKind::Swap { game: GameId(3) }, [bob.clone()]),
                Action::for_anyone(ActionKind::Accept {
                    challenge: ChallengeId(9),
                }),
            ],
            channel: None,
        };
        let json = serde_json::to_string(&effect).unwrap();
        let back: StoredEffect = serde_json::from_str(&json).unwrap();
        assert_eq!(back, effect);
        assert!(back.actions()[0].allowed.permits(&bob));
        assert!(!back.actions()[0]
            .allowed
            .permits(&UserId::new(Platform::Discord, "8")));
    }

    #[test]
    fn button_labels_are_kept_in_the_outbox_and_older_rows_have_none() {
        // A DM with a Swap button as main's outbox stored it, before labels.
        let old = r#"{"Dm":{"user":{"platform":"discord","id":"7"},"text":"swap?","image":null,"actions":[{"kind":{"swap":{"game":3}},"allowed":{"users":[{"platform":"discord","id":"7"}]}}]}}"#;
        let old: StoredEffect = serde_json::from_str(old).unwrap();
        assert_eq!(old.actions()[0].kind, ActionKind::Swap { game: GameId(3) });
        assert_eq!(old.actions()[0].label, None);
        let bob = UserId::new(Platform::Discord, "7");
        let effect: StoredEffect = Effect::Dm {
            user: bob.clone(),
            text: "vaihto?".into(),
            image: None,
            actions: vec![
                Action::for_users(ActionKind::Swap { game: GameId(3) }, [bob]).labelled("Vaihda"),
            ],
            channel: Some("12".into()),
        };
        let back: StoredEffect =
            serde_json::from_str(&serde_json::to_string(&effect).unwrap()).unwrap();
        assert_eq!(back.actions()[0].label.as_deref(), Some("Vaihda"));
    }
}
