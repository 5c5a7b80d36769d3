//! The core's [`Action`]s as Discord buttons, and back.
//!
//! A button's `custom_id` (at most 100 characters) carries everything needed to act on a
//! click, so a click still works after a restart and no table of posted buttons is kept:
//! `hx:<kind>:<target>:<allowed>`, where `<allowed>` is `*` (anyone) or the comma-separated
//! Discord user ids who may use it. The confirmation of a resignation is a pair of buttons
//! of the adapter's own: `hx:resign:<game or 0>:<user>` and `hx:keep:<user>`.

use serenity::all::{
    ActionRow, ActionRowComponent, ButtonKind, ButtonStyle, CreateActionRow, CreateButton,
    CreateInputText, CreateModal, InputTextStyle,
};

use crate::{
    core::{
        effect::{Action, ActionKind, Allowed},
        ChallengeId, GameId, InterfaceMsg, Platform, TournamentId, UserId,
    },
    i18n::Lang,
};

/// Discord's limit for a `custom_id`.
const MAX_CUSTOM_ID: usize = 100;
/// Discord's limit of buttons in one action row.
const ROW: usize = 5;
/// The prefix of every custom id of ours.
const PREFIX: &str = "hx";
/// The custom id of the cell field in the Place form.
pub const CELL_FIELD: &str = "cell";

/// What a button or form of ours asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// A core action.
    Action(Action),
    /// "Cancel" on a resignation's confirmation, for this user.
    KeepPlaying(UserId),
}

impl Click {
    /// Whether `user` may click it.
    pub fn permits(&self, user: &UserId) -> bool {
        match self {
            Click::Action(action) => action.allowed.permits(user),
            Click::KeepPlaying(who) => who == user,
        }
    }
}

fn kind_name(kind: ActionKind) -> (&'static str, u64) {
    match kind {
        ActionKind::Accept { challenge } => ("accept", challenge.0),
        ActionKind::Decline { challenge } => ("decline", challenge.0),
        ActionKind::Swap { game } => ("swap", game.0),
        ActionKind::Place { game } => ("place", game.0),
        ActionKind::Rematch { game } => ("rematch", game.0),
        ActionKind::Resign { game } => ("resign", game.map_or(0, |g| g.0)),
        ActionKind::Views { game } => ("views", game.0),
        ActionKind::CheckIn { tournament } => ("checkin", tournament.0),
    }
}

fn kind_of(name: &str, target: u64) -> Option<ActionKind> {
    Some(match name {
        "accept" => ActionKind::Accept {
            challenge: ChallengeId(target),
        },
        "decline" => ActionKind::Decline {
            challenge: ChallengeId(target),
        },
        "swap" => ActionKind::Swap {
            game: GameId(target),
        },
        "place" => ActionKind::Place {
            game: GameId(target),
        },
        "rematch" => ActionKind::Rematch {
            game: GameId(target),
        },
        "resign" => ActionKind::Resign {
            game: (target != 0).then_some(GameId(target)),
        },
        "views" => ActionKind::Views {
            game: GameId(target),
        },
        "checkin" => ActionKind::CheckIn {
            tournament: TournamentId(target),
        },
        _ => return None,
    })
}

/// The custom id of an action's button; `None` if it does not fit Discord's limit (or names
/// users of another network).
pub fn encode(action: &Action) -> Option<String> {
    let (name, target) = kind_name(action.kind);
    let allowed = match &action.allowed {
        Allowed::Anyone => "*".to_owned(),
        Allowed::Users(users) => {
            if users.is_empty() || users.iter().any(|u| u.platform != Platform::Discord) {
                return None;
            }
            users
                .iter()
                .map(|u| u.id.as_str())
                .collect::<Vec<_>>()
                .join(",")
        }
    };
    let id = format!("{PREFIX}:{name}:{target}:{allowed}");
    (id.len() <= MAX_CUSTOM_ID).then_some(id)
}

fn discord_user(id: &str) -> Option<UserId> {
    (!id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()))
        .then(|| UserId::new(Platform::Discord, id))
}

/// The click a custom id stands for; `None` for anything not made by [`encode`] or
/// [`keep_playing_id`] (a forged or outdated id is refused, never guessed).
pub fn decode(custom_id: &str) -> Option<Click> {
    let mut parts = custom_id.split(':');
    if parts.next()? != PREFIX {
        return None;
    }
    let name = parts.next()?;
    if name == "keep" {
        let user = discord_user(parts.next()?)?;
        return parts.next().is_none().then_some(Click::KeepPlaying(user));
    }
    let target: u64 = parts.next()?.parse().ok()?;
    let allowed = match parts.next()? {
        "*" => Allowed::Anyone,
        list => Allowed::Users(list.split(',').map(discord_user).collect::<Option<_>>()?),
    };
    if parts.next().is_some() {
        return None;
    }
    let kind = kind_of(name, target)?;
    Some(Click::Action(Action {
        kind,
        allowed,
        label: None,
    }))
}

/// The custom id of "Cancel" on `user`'s resignation confirmation.
pub fn keep_playing_id(user: &UserId) -> String {
    format!("{PREFIX}:keep:{}", user.id)
}

fn style(kind: ActionKind) -> ButtonStyle {
    match kind {
        ActionKind::Accept { .. } | ActionKind::Rematch { .. } | ActionKind::CheckIn { .. } => {
            ButtonStyle::Success
        }
        ActionKind::Swap { .. } => ButtonStyle::Primary,
        ActionKind::Place { .. } | ActionKind::Decline { .. } | ActionKind::Views { .. } => {
            ButtonStyle::Secondary
        }
        ActionKind::Resign { .. } => ButtonStyle::Danger,
    }
}

/// The label the core chose for `action` in its reader's language; English for an outbox row
/// written before labels were (and for an action the adapter made itself without one).
fn label(action: &Action) -> String {
    action
        .label
        .clone()
        .unwrap_or_else(|| InterfaceMsg::ActionLabel(action.kind).english())
}

fn button(action: &Action, disabled: bool) -> Option<CreateButton> {
    let id = encode(action)?;
    Some(
        CreateButton::new(id)
            .label(label(action))
            .style(style(action.kind))
            .disabled(disabled),
    )
}

/// The action rows showing `actions` as buttons (nothing for no actions).
pub fn rows(actions: &[Action]) -> Vec<CreateActionRow> {
    let buttons: Vec<CreateButton> = actions.iter().filter_map(|a| button(a, false)).collect();
    buttons
        .chunks(ROW)
        .map(|chunk| CreateActionRow::Buttons(chunk.to_vec()))
        .collect()
}

/// The confirmation buttons for resigning `game` (`None`: the user's game), in `lang`.
pub fn resign_confirmation(
    user: &UserId,
    game: Option<GameId>,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let kind = ActionKind::Resign { game };
    let resign = Action::for_users(kind, [user.clone()])
        .labelled(InterfaceMsg::ActionLabel(kind).text(lang));
    let mut buttons: Vec<CreateButton> = button(&resign, false).into_iter().collect();
    buttons.push(
        CreateButton::new(keep_playing_id(user))
            .label(InterfaceMsg::CancelLabel.text(lang))
            .style(ButtonStyle::Secondary),
    );
    vec![CreateActionRow::Buttons(buttons)]
}

/// The same buttons as on a posted message, all disabled: what a used or expired message
/// shows.
pub fn disabled(rows: &[ActionRow]) -> Vec<CreateActionRow> {
    let mut out = Vec::new();
    for row in rows {
        let buttons: Vec<CreateButton> = row
            .components
            .iter()
            .filter_map(|c| match c {
                ActionRowComponent::Button(b) => match &b.data {
                    ButtonKind::NonLink { custom_id, style } => Some(
                        CreateButton::new(custom_id.clone())
                            .label(b.label.clone().unwrap_or_default())
                            .style(*style)
                            .disabled(true),
                    ),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        if !buttons.is_empty() {
            out.push(CreateActionRow::Buttons(buttons));
        }
    }
    out
}

/// The form asking Blue for a cell instead of swapping, in `lang`.
pub fn place_modal(game: GameId, lang: Lang) -> CreateModal {
    let custom_id = format!("{PREFIX}:place:{game}");
    let field = CreateInputText::new(
        InputTextStyle::Short,
        InterfaceMsg::PlaceField.text(lang),
        CELL_FIELD,
    )
    .placeholder("f6")
    .min_length(2)
    .max_length(4)
    .required(true);
    CreateModal::new(custom_id, InterfaceMsg::PlaceTitle { game }.text(lang))
        .components(vec![CreateActionRow::InputText(field)])
}

/// The game of a Place form's custom id.
pub fn place_form_game(custom_id: &str) -> Option<GameId> {
    let rest = custom_id.strip_prefix(PREFIX)?.strip_prefix(":place:")?;
    rest.parse().ok().map(GameId)
}

/// The value of the cell field in a submitted form.
pub fn cell_value(rows: &[ActionRow]) -> Option<String> {
    rows.iter()
        .flat_map(|r| r.components.iter())
        .find_map(|c| match c {
            ActionRowComponent::InputText(input) if input.custom_id == CELL_FIELD => {
                input.value.clone()
            }
            _ => None,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn discord(id: &str) -> UserId {
        UserId::new(Platform::Discord, id)
    }

    #[test]
    fn custom_ids_round_trip() {
        let actions = [
            Action::for_anyone(ActionKind::Accept {
                challenge: ChallengeId(12),
            }),
            Action::for_users(
                ActionKind::Decline {
                    challenge: ChallengeId(3),
                },
                [discord("42")],
            ),
            Action::for_users(
                ActionKind::Rematch { game: GameId(7) },
                [discord("123456789012345678"), discord("876543210987654321")],
            ),
            Action::for_users(ActionKind::Resign { game: None }, [discord("5")]),
            Action::for_users(
                ActionKind::Resign {
                    game: Some(GameId(9)),
                },
                [discord("5")],
            ),
        ];
        for action in actions {
            let id = encode(&action).unwrap();
            assert!(id.len() <= MAX_CUSTOM_ID);
            assert_eq!(decode(&id), Some(Click::Action(action)));
        }
        let keep = keep_playing_id(&discord("5"));
        assert_eq!(decode(&keep), Some(Click::KeepPlaying(discord("5"))));
    }

    #[test]
    fn forged_or_foreign_ids_are_refused() {
        for id in [
            "",
            "hx",
            "hx:accept",
            "hx:accept:1",
            "hx:accept:x:*",
            "hx:launch:1:*",
            "hx:accept:1:*:extra",
            "hx:accept:1:abc",
            "hx:accept:1:",
            "hx:keep:",
            "other:accept:1:*",
        ] {
            assert_eq!(decode(id), None, "{id}");
        }
        let matrix = Action::for_users(
            ActionKind::Swap { game: GameId(1) },
            [UserId::new(Platform::Matrix, "@bob:hs")],
        );
        assert_eq!(encode(&matrix), None);
    }

    #[test]
    fn only_the_named_users_may_click() {
        let Some(click) = decode("hx:swap:4:42") else {
            panic!("decodes")
        };
        assert!(click.permits(&discord("42")));
        assert!(!click.permits(&discord("43")));
        assert!(decode("hx:accept:4:*").unwrap().permits(&discord("43")));
    }

    #[test]
    fn place_forms_name_their_game() {
        assert_eq!(place_form_game("hx:place:17"), Some(GameId(17)));
        assert_eq!(place_form_game("hx:place:x"), None);
        assert_eq!(place_form_game("hx:swap:17"), None);
    }

    fn labels(rows: &[CreateActionRow]) -> Vec<String> {
        let json = serde_json::to_value(rows).unwrap();
        json.as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .map(|button| button["label"].as_str().unwrap().to_owned())
            .collect()
    }

    #[test]
    fn buttons_show_the_words_chosen_when_the_effect_was_planned() {
        let swap = Action::for_users(ActionKind::Swap { game: GameId(3) }, [discord("5")]);
        let place = Action::for_users(ActionKind::Place { game: GameId(3) }, [discord("5")]);
        // A row from before labels existed: English.
        assert_eq!(labels(&rows(std::slice::from_ref(&swap))), ["Swap"]);
        let finnish = [
            swap.labelled(
                InterfaceMsg::ActionLabel(ActionKind::Swap { game: GameId(3) }).text(Lang::Fi),
            ),
            place.labelled("Aseta kivi"),
        ];
        let shown = labels(&rows(&finnish));
        assert_eq!(shown[1], "Aseta kivi");
        assert_ne!(shown[0], "Swap");
        let confirm = labels(&resign_confirmation(&discord("5"), None, Lang::De));
        assert_eq!(
            confirm,
            [
                InterfaceMsg::ActionLabel(ActionKind::Resign { game: None }).text(Lang::De),
                InterfaceMsg::CancelLabel.text(Lang::De)
            ]
        );
        assert_ne!(confirm[1], InterfaceMsg::CancelLabel.english());
    }
}
