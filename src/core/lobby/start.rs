//! Starting a game: the table is set, the channel and both players are told.

use crate::core::Name;
use crate::{
    core::{
        clock::ClockState,
        command::GameOptions,
        effect::Audience,
        ids::{GameId, Platform},
        messages::{LobbyMsg, Msg},
        table::{GameMeta, Seat, Status, Table},
        tx::{GamesContext, Internal, Res},
    },
    rules::Side,
};

/// Sets a new table and tells the channel and both players. The game is rated when the
/// options say so (the caller decided) and two people on a network play it: never
/// against the computer, never on one device.
pub(crate) fn start_game<'a>(
    cx: &mut impl GamesContext<'a>,
    platform: Platform,
    channel: Option<String>,
    server: Option<String>,
    options: &GameOptions,
    first: Seat,
    second: Seat,
) -> Res<GameId> {
    let spec = options.spec().map_err(Msg::from)?;
    let rated = options.rated == Some(true)
        && platform != Platform::Local
        && first.user().is_some()
        && second.user().is_some();
    let options = &GameOptions {
        rated: Some(rated),
        ..*options
    };
    let now = cx.look().now;
    let web = cx.look().state.config.web.is_some();
    let id = cx.games_mut().take_id();
    let meta = GameMeta {
        id,
        platform,
        channel,
        spec,
        first,
        second,
        time: options.time,
        clock: ClockState::start(options.time, now),
        created: now,
        status: Status::Active,
        takeback_request: None,
        rematch_offer: None,
        rated,
        server,
        link: web.then(crate::core::link::new_token).flatten(),
    };
    let table = Table::from_parts(meta, Vec::new()).map_err(|e| Internal::Replay(id, e))?;
    let (red_name, blue_name) = (
        Name::from(&table.meta.first),
        Name::from(&table.meta.second),
    );
    let open = table.meta.is_open();
    cx.games_mut().open(table);
    cx.post(
        id,
        LobbyMsg::GameStarted {
            game: id,
            red: red_name.clone(),
            blue: blue_name.clone(),
            options: *options,
            dark: !open,
        },
        open,
    )?;
    for player in Side::BOTH {
        let opponent = if player == Side::First {
            blue_name.clone()
        } else {
            red_name.clone()
        };
        cx.dm(
            id,
            player,
            LobbyMsg::YourGameStarted {
                game: id,
                kind: spec.family(),
                colour: player.into(),
                opponent,
                your_move: player == Side::First,
            },
            Some(Audience::Player(player)),
        )?;
    }
    Ok(id)
}
