//! Every phrase a picture may contain, in one place, so that a translation is one value.
//!
//! Phrases are templates: `{name}` is replaced by an argument (`{n}`, `{player}`, `{cell}`,
//! …); anything else is copied as it is.

use serde::{Deserialize, Serialize};

/// The phrases of the pictures (English by default). A translation can be loaded from any
/// serde format; missing phrases keep their English default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Labels {
    /// Red's colour name.
    pub red: String,
    /// Blue's colour name.
    pub blue: String,
    /// Names of the games: Dark Hex (classic).
    pub dark_hex: String,
    /// Dark Hex, abrupt version.
    pub dark_hex_abrupt: String,
    /// Standard Hex.
    pub hex: String,
    /// Rex (misère Hex).
    pub rex: String,
    /// Move counter: `{n}` is the number of moves made.
    pub moves_made: String,
    /// `{player}` to move.
    pub to_move: String,
    /// The viewer is to move.
    pub your_turn: String,
    /// The viewer's colour: `{player}`.
    pub you_play: String,
    /// Marks the viewer's own name in the players line.
    pub you: String,
    /// `{n}` of the viewer's stones were found by the opponent.
    pub opponent_found: String,
    /// The viewer has found `{n}` enemy stones.
    pub you_found: String,
    /// The viewer just hit an enemy stone on `{cell}`.
    pub you_hit: String,
    /// Added after [`Labels::you_hit`] in classic Dark Hex.
    pub move_again: String,
    /// The opponent's last move found one of the viewer's stones.
    pub opponent_just_hit: String,
    /// Spectator counts: `{stones}` placed, `{hits}` hits.
    pub spectator_counts: String,
    /// Spectator reminder while a Dark Hex game is in progress.
    pub hidden_until_end: String,
    /// `{player}` won by joining their edges.
    pub won_by_connection: String,
    /// Rex: `{player}` won because `{loser}` joined their edges.
    pub won_rex: String,
    /// `{player}` won because `{loser}` resigned.
    pub won_by_resignation: String,
    /// `{player}` won because `{loser}` ran out of time.
    pub won_by_timeout: String,
    /// The swap was played.
    pub swapped: String,
    /// The last move: `{cell}` by `{player}`.
    pub last_move: String,
    /// Revealed Dark Hex board: `{n}` hits, ringed.
    pub hits_ringed: String,
    /// Replay frame counter: move `{n}` of `{total}`.
    pub replay_step: String,
    /// Legend: a ringed stone is an enemy stone the viewer found.
    pub legend_found: String,
    /// Legend: a dot marks the last move.
    pub legend_last: String,
    /// Legend: an outlined cell is the one just hit.
    pub legend_hit: String,
    /// Legend (revealed board): a ringed stone was found by a hit during the game.
    pub legend_hit_stone: String,
    /// Legend (revealed board): the highlighted chain won the game.
    pub legend_chain: String,
    /// Legend (revealed Rex board): the highlighted chain lost the game.
    pub legend_losing_chain: String,
    /// Separator between phrases on one line.
    pub separator: String,
    /// The phrases of each family's own pictures, beside these (the same flat names: each
    /// family's fields are its `board-…` Fluent ids).
    #[serde(flatten)]
    pub families: super::FamilyLabels,
    /// A rating chart without any game.
    pub no_rated_games: String,
    /// Knowledge replay, heading of a player's panel: what `{player}` knew.
    pub knowledge_of: String,
    /// Knowledge replay, heading of the middle panel: the true board.
    pub knowledge_truth: String,
    /// Knowledge replay caption: `{player}` placed a stone on `{cell}`.
    pub knowledge_placed: String,
    /// Knowledge replay caption: `{player}` tried `{cell}` and hit a hidden stone of
    /// `{opponent}`.
    pub knowledge_hit: String,
    /// Added after [`Labels::knowledge_hit`] in classic Dark Hex: `{player}` moves again.
    pub knowledge_again: String,
    /// Knowledge replay caption of a frame showing several moves: moves `{from}` to `{to}`.
    pub knowledge_moves: String,
    /// Under a player's panel: `{found}` enemy stones found, `{lost}` own stones found by
    /// `{opponent}`.
    pub knowledge_counts: String,
    /// Under a player's panel on the frame `{player}` hit one of its stones (which one the
    /// panel's player was not told).
    pub knowledge_was_hit: String,
}

impl Default for Labels {
    fn default() -> Self {
        let s = str::to_owned;
        Self {
            red: s("Red"),
            blue: s("Blue"),
            dark_hex: s("Dark Hex"),
            dark_hex_abrupt: s("Dark Hex (abrupt)"),
            hex: s("Hex"),
            rex: s("Rex"),
            moves_made: s("move {n}"),
            to_move: s("{player} to move"),
            your_turn: s("your turn"),
            you_play: s("you play {player}"),
            you: s("(you)"),
            opponent_found: s("your opponent has found {n} of your stones"),
            you_found: s("you have found {n} of their stones"),
            you_hit: s("you hit an enemy stone on {cell}"),
            move_again: s("move again"),
            opponent_just_hit: s("your opponent just found one of your stones"),
            spectator_counts: s("stones placed: {stones} · hits: {hits}"),
            hidden_until_end: s("stones stay hidden until the game ends"),
            won_by_connection: s("{player} wins"),
            won_rex: s("{player} wins: {loser} joined their edges"),
            won_by_resignation: s("{player} wins: {loser} resigned"),
            won_by_timeout: s("{player} wins: {loser} ran out of time"),
            swapped: s("Blue swapped"),
            last_move: s("last move {cell}"),
            hits_ringed: s("hits: {n} (ringed)"),
            replay_step: s("move {n} of {total}"),
            legend_found: s("found"),
            legend_last: s("last move"),
            legend_hit: s("just hit"),
            legend_hit_stone: s("found by a hit"),
            legend_chain: s("winning chain"),
            legend_losing_chain: s("losing chain"),
            separator: s("  ·  "),
            families: super::FamilyLabels::default(),
            no_rated_games: s("No rated games yet"),
            knowledge_of: s("what {player} knew"),
            knowledge_truth: s("the true board"),
            knowledge_placed: s("{player} played {cell}"),
            knowledge_hit: s("{player} tried {cell} and hit a hidden stone"),
            knowledge_again: s("{player} moves again"),
            knowledge_moves: s("moves {from}–{to}"),
            knowledge_counts: s("found: {found} · found by {opponent}: {lost}"),
            knowledge_was_hit: s("{player} found one of these stones (which one was not said)"),
        }
    }
}

/// `template` with each `{name}` replaced by its value from `args`.
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match args.iter().find(|(key, _)| *key == name) {
                    Some((_, value)) => out.push_str(value),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The sentence with its first letter in upper case.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_known_names_and_keeps_the_rest() {
        assert_eq!(
            fill("{player} has {n} of {n}", &[("n", "2"), ("player", "Red")]),
            "Red has 2 of 2"
        );
        assert_eq!(fill("{odd} and {", &[]), "{odd} and {");
        assert_eq!(capitalised("ärger"), "Ärger");
    }

    #[test]
    fn a_partial_translation_keeps_the_other_phrases() {
        let labels: Labels =
            serde_json::from_str(r#"{"red": "Punainen", "your_turn": "sinun vuorosi"}"#).unwrap();
        assert_eq!(labels.red, "Punainen");
        assert_eq!(labels.your_turn, "sinun vuorosi");
        assert_eq!(labels.blue, Labels::default().blue);
    }
}
