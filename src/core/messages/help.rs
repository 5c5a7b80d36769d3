//! Help: the command list, the rules of each game, and the descriptions of the slash
//! commands and their options (all in `commands.ftl` and `rules.ftl`).

use super::{t, Msg};
use crate::{
    core::RulesOf,
    i18n::{Args, Lang},
    rules::{DarkVersion, Variant},
};

/// The text of help and rules in `lang`; `None` for other messages.
pub(super) fn text(msg: &Msg, lang: Lang) -> Option<String> {
    Some(match msg {
        Msg::Help => t(lang, "commands-help", Args::new()),
        Msg::Rules(topic) => t(lang, rules_id(*topic), Args::new()),
        _ => return None,
    })
}

/// The Fluent id of the rules of one game, or of the overview.
fn rules_id(topic: Option<RulesOf>) -> &'static str {
    match topic {
        None => "rules-overview",
        Some(RulesOf::Hexdame) => "rules-hexdame",
        Some(RulesOf::Hex(Variant::DarkHex(DarkVersion::Classic))) => "rules-darkhex",
        Some(RulesOf::Hex(Variant::DarkHex(DarkVersion::Abrupt))) => "rules-darkhex-abrupt",
        Some(RulesOf::Hex(Variant::Hex)) => "rules-hex",
        Some(RulesOf::Hex(Variant::Rex)) => "rules-rex",
    }
}

/// The Fluent id of a `/hex` subcommand (or of `/hex` itself for `""`) or of an option
/// (`opt:size`), whose `.name` and `.description` attributes Discord shows; `None` for a key
/// that names neither.
pub fn command_id(key: &str) -> Option<&'static str> {
    Some(match key {
        "" => "commands-hex",
        "challenge" => "commands-challenge",
        "open" => "commands-open",
        "accept" => "commands-accept",
        "decline" => "commands-decline",
        "cancel" => "commands-cancel",
        "play-bot" => "commands-play-bot",
        "move" => "commands-move",
        "resign" => "commands-resign",
        "board" => "commands-board",
        "games" => "commands-games",
        "replay" => "commands-replay",
        "export" => "commands-export",
        "takeback" => "commands-takeback",
        "rematch" => "commands-rematch",
        "draw" => "commands-draw",
        "rules" => "commands-rules",
        "help" => "commands-help",
        "settings" => "commands-settings",
        "profile" => "commands-profile",
        "leaderboard" => "commands-leaderboard",
        "history" => "commands-history",
        "language" => "commands-language",
        "opt:player" => "commands-option-player",
        "opt:global" => "commands-option-global",
        "opt:page" => "commands-option-page",
        "opt:game" => "commands-option-game",
        "opt:size" => "commands-option-size",
        "opt:colour" => "commands-option-colour",
        "opt:swap" => "commands-option-swap",
        "opt:time" => "commands-option-time",
        "opt:opponent" => "commands-option-opponent",
        "opt:challenge" => "commands-option-challenge",
        "opt:game-number" => "commands-option-game-number",
        "opt:cell" => "commands-option-cell",
        "opt:draw" => "commands-option-draw",
        "opt:level" => "commands-option-level",
        "opt:rated" => "commands-option-rated",
        "opt:views" => "commands-option-views",
        "opt:language" => "commands-option-language",
        "opt:tournament-channel" => "commands-option-tournament-channel",
        "opt:threads" => "commands-option-threads",
        "opt:web" => "commands-option-web",
        // `/hex tournament …`: their words live with the tournaments'.
        "tournament" => "tournament-cmd",
        "t:create" => "tournament-cmd-create",
        "t:join" => "tournament-cmd-join",
        "t:leave" => "tournament-cmd-leave",
        "t:withdraw" => "tournament-cmd-withdraw",
        "t:start" => "tournament-cmd-start",
        "t:pairings" => "tournament-cmd-pairings",
        "t:standings" => "tournament-cmd-standings",
        "t:info" => "tournament-cmd-info",
        "t:list" => "tournament-cmd-list",
        "t:cancel" => "tournament-cmd-cancel",
        "t:result" => "tournament-cmd-result",
        "t:kick" => "tournament-cmd-kick",
        "t:rules" => "tournament-cmd-rules",
        "opt:t-id" => "tournament-cmd-option-id",
        "opt:t-format" => "tournament-cmd-option-format",
        "opt:t-rounds" => "tournament-cmd-option-rounds",
        "opt:t-max" => "tournament-cmd-option-max",
        "opt:t-start" => "tournament-cmd-option-start",
        "opt:t-deadline" => "tournament-cmd-option-deadline",
        "opt:t-board" => "tournament-cmd-option-board",
        "opt:t-round" => "tournament-cmd-option-round",
        "opt:t-result" => "tournament-cmd-option-result",
        "opt:organiser-role" => "tournament-cmd-option-organiser-role",
        // Knockouts' words live in knockout.ftl.
        "t:seed" => "knockout-cmd-seed",
        "opt:ko-players" => "knockout-cmd-option-players",
        "opt:ko-match" => "knockout-cmd-option-match",
        "opt:ko-third-place" => "knockout-cmd-option-third-place",
        "opt:ko-reset" => "knockout-cmd-option-reset",
        "opt:ko-seeding" => "knockout-cmd-option-seeding",
        "opt:ko-topic" => "knockout-cmd-option-topic",
        // Arenas' and check-in's words live in arena.ftl.
        "t:checkin" => "arena-cmd-checkin",
        "opt:t-checkin" => "arena-cmd-option-checkin",
        // Pairs never to be paired.
        "t:avoid" => "tournament-cmd-avoid",
        "opt:t-other" => "tournament-cmd-option-other",
        _ => return None,
    })
}

/// The description of a `/hex` subcommand (or of `/hex` itself for `""`) or of an option
/// (`opt:size`) in `lang`, shown by chat clients; empty for an unknown key.
pub fn command_description(key: &str, lang: Lang) -> String {
    command_id(key).map_or_else(String::new, |id| {
        t(lang, &format!("{id}.description"), Args::new())
    })
}
