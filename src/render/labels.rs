//! Every phrase a picture may contain, in one place, so that a translation is one value.
//!
//! Phrases are templates: `{name}` is replaced by an argument (`{n}`, `{player}`, `{cell}`,
//! …); anything else is copied as it is.

/// One phrase of the pictures: its Fluent message and its English text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phrase {
    /// The Fluent message of `board.ftl` (`board-to-move`).
    pub id: &'static str,
    /// The English template (`{player} to move`): the default, and the placeholders a
    /// translation's text must keep.
    pub english: &'static str,
}

impl Phrase {
    /// The names of the English template's `{…}` placeholders, in order (`player`).
    pub fn placeholders(self) -> impl Iterator<Item = &'static str> {
        self.english
            .split('{')
            .skip(1)
            .filter_map(|after| after.split_once('}').map(|(name, _)| name))
    }
}

/// A set of phrases with one field a phrase ([`Labels`], and each family's part of it), as
/// [`phrases!`] declares it: the field's Fluent id is written beside it, so a phrase without
/// a text is a test failure (`core::render`'s tests), not a silent English fallback.
pub trait Phrases: Sized {
    /// Every phrase of the set, nested sets' included, in field order.
    fn phrases(out: &mut Vec<Phrase>);

    /// The set with each phrase's text from `text` (given its id and English template).
    fn from_texts(text: &dyn Fn(Phrase) -> String) -> Self;
}

/// Declares a set of phrases: a struct of `String` fields, each `field: "fluent-id" =
/// "English template"`, then optionally `fixed` fields (the same text in every language) and
/// `nested` sets of phrases; with its [`Phrases`] and a `Default` (English).
macro_rules! phrases {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $( $(#[$doc:meta])* $field:ident: $id:literal = $english:literal, )*
        }
        $( fixed { $( $(#[$fixed_doc:meta])* $fixed:ident: $value:literal, )* } )?
        $( nested { $( $(#[$nested_doc:meta])* $nested:ident: $set:ty, )* } )?
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $name {
            $( $(#[$doc])* pub $field: String, )*
            $($( $(#[$fixed_doc])* pub $fixed: String, )*)?
            $($( $(#[$nested_doc])* pub $nested: $set, )*)?
        }

        impl $crate::render::Phrases for $name {
            fn phrases(out: &mut Vec<$crate::render::Phrase>) {
                $( out.push($crate::render::Phrase { id: $id, english: $english }); )*
                $($( <$set as $crate::render::Phrases>::phrases(out); )*)?
            }

            fn from_texts(text: &dyn Fn($crate::render::Phrase) -> String) -> Self {
                Self {
                    $( $field: text($crate::render::Phrase { id: $id, english: $english }), )*
                    $($( $fixed: $value.to_owned(), )*)?
                    $($( $nested: <$set as $crate::render::Phrases>::from_texts(text), )*)?
                }
            }
        }

        impl Default for $name {
            fn default() -> Self {
                <Self as $crate::render::Phrases>::from_texts(&|phrase| phrase.english.to_owned())
            }
        }
    };
}
pub(crate) use phrases;

phrases! {
    /// The phrases of the pictures: each field is one Fluent message of `board.ftl` and its
    /// English text, the default (a translation is built by [`Phrases::from_texts`]).
    pub struct Labels {
        /// Red's colour name.
        red: "board-red" = "Red",
        /// Blue's colour name.
        blue: "board-blue" = "Blue",
        /// Names of the games: Dark Hex (classic).
        dark_hex: "board-dark-hex" = "Dark Hex",
        /// Dark Hex, abrupt version.
        dark_hex_abrupt: "board-dark-hex-abrupt" = "Dark Hex (abrupt)",
        /// Standard Hex.
        hex: "board-hex" = "Hex",
        /// Rex (misère Hex).
        rex: "board-rex" = "Rex",
        /// Move counter: `{n}` is the number of moves made.
        moves_made: "board-moves-made" = "move {n}",
        /// `{player}` to move.
        to_move: "board-to-move" = "{player} to move",
        /// The viewer is to move.
        your_turn: "board-your-turn" = "your turn",
        /// The viewer's colour: `{player}`.
        you_play: "board-you-play" = "you play {player}",
        /// Marks the viewer's own name in the players line.
        you: "board-you" = "(you)",
        /// `{n}` of the viewer's stones were found by the opponent.
        opponent_found: "board-opponent-found" = "your opponent has found {n} of your stones",
        /// The viewer has found `{n}` enemy stones.
        you_found: "board-you-found" = "you have found {n} of their stones",
        /// The viewer just hit an enemy stone on `{cell}`.
        you_hit: "board-you-hit" = "you hit an enemy stone on {cell}",
        /// Added after [`Labels::you_hit`] in classic Dark Hex.
        move_again: "board-move-again" = "move again",
        /// The opponent's last move found one of the viewer's stones.
        opponent_just_hit: "board-opponent-just-hit"
            = "your opponent just found one of your stones",
        /// Spectator counts: `{stones}` placed, `{hits}` hits.
        spectator_counts: "board-spectator-counts" = "stones placed: {stones} · hits: {hits}",
        /// Spectator reminder while a Dark Hex game is in progress.
        hidden_until_end: "board-hidden-until-end" = "stones stay hidden until the game ends",
        /// `{player}` won by joining their edges.
        won_by_connection: "board-won-by-connection" = "{player} wins",
        /// Rex: `{player}` won because `{loser}` joined their edges.
        won_rex: "board-won-rex" = "{player} wins: {loser} joined their edges",
        /// `{player}` won because `{loser}` resigned.
        won_by_resignation: "board-won-by-resignation" = "{player} wins: {loser} resigned",
        /// `{player}` won because `{loser}` ran out of time.
        won_by_timeout: "board-won-by-timeout" = "{player} wins: {loser} ran out of time",
        /// The swap was played.
        swapped: "board-swapped" = "Blue swapped",
        /// The last move: `{cell}` by `{player}`.
        last_move: "board-last-move" = "last move {cell}",
        /// Revealed Dark Hex board: `{n}` hits, ringed.
        hits_ringed: "board-hits-ringed" = "hits: {n} (ringed)",
        /// Replay frame counter: move `{n}` of `{total}`.
        replay_step: "board-replay-step" = "move {n} of {total}",
        /// Legend: a ringed stone is an enemy stone the viewer found.
        legend_found: "board-legend-found" = "found",
        /// Legend: a dot marks the last move.
        legend_last: "board-legend-last" = "last move",
        /// Legend: an outlined cell is the one just hit.
        legend_hit: "board-legend-hit" = "just hit",
        /// Legend (revealed board): a ringed stone was found by a hit during the game.
        legend_hit_stone: "board-legend-hit-stone" = "found by a hit",
        /// Legend (revealed board): the highlighted chain won the game.
        legend_chain: "board-legend-chain" = "winning chain",
        /// Legend (revealed Rex board): the highlighted chain lost the game.
        legend_losing_chain: "board-legend-losing-chain" = "losing chain",
        /// A rating chart without any game.
        no_rated_games: "board-no-rated-games" = "No rated games yet",
        /// Knowledge replay, heading of a player's panel: what `{player}` knew.
        knowledge_of: "board-knowledge-of" = "what {player} knew",
        /// Knowledge replay, heading of the middle panel: the true board.
        knowledge_truth: "board-knowledge-truth" = "the true board",
        /// Knowledge replay caption: `{player}` placed a stone on `{cell}`.
        knowledge_placed: "board-knowledge-placed" = "{player} played {cell}",
        /// Knowledge replay caption: `{player}` tried `{cell}` and hit a hidden stone of
        /// `{opponent}`.
        knowledge_hit: "board-knowledge-hit" = "{player} tried {cell} and hit a hidden stone",
        /// Added after [`Labels::knowledge_hit`] in classic Dark Hex: `{player}` moves again.
        knowledge_again: "board-knowledge-again" = "{player} moves again",
        /// Knowledge replay caption of a frame showing several moves: moves `{from}` to `{to}`.
        knowledge_moves: "board-knowledge-moves" = "moves {from}–{to}",
        /// Under a player's panel: `{found}` enemy stones found, `{lost}` own stones found by
        /// `{opponent}`.
        knowledge_counts: "board-knowledge-counts" = "found: {found} · found by {opponent}: {lost}",
        /// Under a player's panel on the frame `{player}` hit one of its stones (which one the
        /// panel's player was not told).
        knowledge_was_hit: "board-knowledge-was-hit"
            = "{player} found one of these stones (which one was not said)",
    }
    fixed {
        /// Separator between phrases on one line.
        separator: "  ·  ",
    }
    nested {
        /// The phrases of each family's own pictures.
        families: super::FamilyLabels,
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
    fn each_phrase_has_its_own_id_and_the_default_is_english() {
        let mut phrases = Vec::new();
        Labels::phrases(&mut phrases);
        let mut ids: Vec<_> = phrases.iter().map(|p| p.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), phrases.len(), "an id given to two fields");
        assert!(phrases.iter().any(|p| p.id == "board-hexdame-captured"));
        let labels = Labels::default();
        assert_eq!(labels.to_move, "{player} to move");
        assert_eq!(labels.families.hexdame.white, "White");
        assert_eq!(labels.separator, "  ·  ");
        let phrase = Phrase {
            id: "x",
            english: "{player} has {n} of {n}, {",
        };
        assert_eq!(
            phrase.placeholders().collect::<Vec<_>>(),
            ["player", "n", "n"]
        );
    }
}
