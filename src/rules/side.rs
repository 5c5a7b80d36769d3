//! [`Side`]: the two seats of any game, in the order they move.
//!
//! The Hex family calls them Red and Blue ([`Player`]), other families by their own colours
//! (converted in their folders). Everything that does not speak to people (turns, clocks, takebacks, results,
//! ratings) uses `Side`; the family's names appear only where people read them
//! ([`Side::name`]).

use serde::{Deserialize, Serialize};

use super::{coord::Player, family::Family};

/// One of the two seats of a game: [`Side::First`] moves first.
///
/// Serialised as `"red"` / `"blue"`, exactly like [`Player`], so that stored games written
/// with Red/Blue seats (of every family) keep reading; `"first"` / `"second"` are accepted as
/// well.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// Moves first: Red in the Hex family.
    #[serde(rename = "red", alias = "first")]
    First,
    /// Moves second: Blue in the Hex family.
    #[serde(rename = "blue", alias = "second")]
    Second,
}

impl Side {
    /// Both sides, the first first.
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// The other side.
    pub const fn opponent(self) -> Self {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for the first side, 1 for the second: for per-side arrays (the same index as
    /// [`Player::index`] and each family's colour index).
    pub const fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }

    /// The side's lowercase English name in `family` (`red` / `blue` in the Hex family; see
    /// [`Family::side_names`]).
    pub const fn name(self, family: Family) -> &'static str {
        family.side_names()[self.index()]
    }
}

impl From<Side> for Player {
    fn from(side: Side) -> Self {
        match side {
            Side::First => Player::Red,
            Side::Second => Player::Blue,
        }
    }
}

impl From<Player> for Side {
    fn from(player: Player) -> Self {
        match player {
            Player::Red => Side::First,
            Player::Blue => Side::Second,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serialises_exactly_like_player() {
        for (side, player) in Side::BOTH.into_iter().zip(Player::BOTH) {
            assert_eq!(
                serde_json::to_string(&side).unwrap(),
                serde_json::to_string(&player).unwrap()
            );
            // Each reads what the other wrote.
            let written = serde_json::to_string(&player).unwrap();
            assert_eq!(serde_json::from_str::<Side>(&written).unwrap(), side);
            let written = serde_json::to_string(&side).unwrap();
            assert_eq!(serde_json::from_str::<Player>(&written).unwrap(), player);
        }
        assert_eq!(serde_json::to_string(&Side::First).unwrap(), r#""red""#);
        assert_eq!(serde_json::to_string(&Side::Second).unwrap(), r#""blue""#);
        // Inside a struct and an option too, as stored rows hold them.
        let some: Option<Side> = serde_json::from_str(r#""blue""#).unwrap();
        assert_eq!(some, Some(Side::Second));
        assert_eq!(serde_json::to_string(&None::<Side>).unwrap(), "null");
    }

    #[test]
    fn reads_first_and_second_as_aliases() {
        assert_eq!(
            serde_json::from_str::<Side>(r#""first""#).unwrap(),
            Side::First
        );
        assert_eq!(
            serde_json::from_str::<Side>(r#""second""#).unwrap(),
            Side::Second
        );
        assert!(serde_json::from_str::<Side>(r#""white""#).is_err());
        assert!(serde_json::from_str::<Side>(r#""Red""#).is_err());
    }

    #[test]
    fn converts_to_and_from_each_family_and_keeps_indices() {
        for side in Side::BOTH {
            let player = Player::from(side);
            assert_eq!(Side::from(player), side);
            assert_eq!(player.index(), side.index());
            assert_eq!(Player::from(side.opponent()), player.opponent());
            assert_eq!(side.opponent().opponent(), side);
            assert_eq!(side.name(Family::Hex), player.name());
        }
        assert_eq!(Player::from(Side::First), Player::Red);
        assert_eq!(Side::BOTH.map(Side::index), [0, 1]);
        assert!(Side::First < Side::Second);
    }
}
