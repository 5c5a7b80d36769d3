//! What a bracket tells: final placings, the bracket as text, and the bracket as the
//! picture's finished words ([`crate::render::bracket::BracketPicture`]).

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::{Bracket, Decision, Elimination, Match, MatchId, Outcome, Section, Slot};
use crate::{
    core::tournament::format::EntryId,
    render::bracket::{
        BracketPicture, MatchRef, PictureMatch, PictureRound, PictureSection, PictureSlot, SlotLook,
    },
};

/// A place and who holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    /// The place (1 for the champion); players sharing it all have it (5th–8th: 5).
    pub place: u32,
    /// Who holds it, in seed order.
    pub players: Vec<EntryId>,
    /// False while these players are still in the bracket (their place is not final).
    pub decided: bool,
}

/// The words around the bracket, in the reader's language (English by default). `{n}` in
/// [`BracketLabels::round`] is the round's number, `{m}` in the feeder labels a match code.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BracketLabels {
    /// The whole bracket of a single elimination.
    pub bracket: String,
    /// The winners' bracket.
    pub winners: String,
    /// The losers' bracket.
    pub losers: String,
    /// The grand final.
    pub final_: String,
    /// The second grand final after a reset.
    pub reset: String,
    /// The match for 3rd place.
    pub third_place: String,
    /// A round's heading.
    pub round: String,
    /// An empty slot.
    pub bye: String,
    /// A slot waiting for a match's winner.
    pub winner_of: String,
    /// A slot waiting for a match's loser.
    pub loser_of: String,
    /// Beside a withdrawn player.
    pub withdrawn: String,
}

impl Default for BracketLabels {
    fn default() -> Self {
        Self {
            bracket: "Bracket".into(),
            winners: "Winners' bracket".into(),
            losers: "Losers' bracket".into(),
            final_: "Grand final".into(),
            reset: "Bracket reset".into(),
            third_place: "Third place".into(),
            round: "Round {n}".into(),
            bye: "bye".into(),
            winner_of: "winner {m}".into(),
            loser_of: "loser {m}".into(),
            withdrawn: "withdrawn".into(),
        }
    }
}

impl Bracket {
    /// How far a player who ended in match `m` got (higher is better): the round they went
    /// out in, ordered across the brackets; `won` for a third-place match's winner.
    fn reach(&self, m: &Match, won: bool) -> u32 {
        let rounds = self.seeds.len().next_power_of_two().trailing_zeros();
        match (self.settings.elimination, m.section) {
            (_, Section::Final | Section::Reset) => 10 * (2 * rounds + 1),
            (_, Section::ThirdPlace) => 10 * rounds.saturating_sub(1) + 1 + u32::from(won),
            (_, Section::Losers) => 10 * m.round,
            (Elimination::Single { .. }, Section::Winners) => 10 * m.round,
            // Double elimination: a player who withdrew leaves from the winners' bracket,
            // below those who lost in the losers' round they would have entered.
            (Elimination::Double { .. }, Section::Winners) => {
                let entered = if m.round == 1 { 1 } else { 2 * m.round - 2 };
                if m.winner_to.is_none() || rounds == 1 {
                    10 * (2 * rounds + 1) - 5
                } else {
                    10 * entered - 5
                }
            }
        }
    }

    /// The placings, best first: the champion, the runner-up, then each round's losers
    /// sharing a place (a third-place match or the losers' bracket decides 3rd and 4th).
    /// While the bracket is played, the players still in share the top place, not decided.
    pub fn placings(&self) -> Vec<Placing> {
        let champion = self.champion();
        let mut keyed: Vec<(u32, bool, EntryId)> = Vec::new();
        for &player in &self.seeds {
            let last = self
                .matches
                .iter()
                .rev()
                .find(|m| m.slots.iter().any(|s| s.player() == Some(player)));
            let (key, decided) = match last {
                _ if champion == Some(player) => (u32::MAX, true),
                Some(m) if m.outcome.is_none() => (u32::MAX - 1, false),
                Some(m) => {
                    let won = m.winner() == Some(player);
                    if won && m.section != Section::ThirdPlace {
                        (u32::MAX - 1, false)
                    } else {
                        (self.reach(m, won), true)
                    }
                }
                None => (0, true),
            };
            keyed.push((key, decided, player));
        }
        // Best first; a stable sort keeps seed order within a place.
        keyed.sort_by_key(|k| std::cmp::Reverse(k.0));
        let mut out: Vec<Placing> = Vec::new();
        for (i, (key, decided, player)) in keyed.iter().enumerate() {
            match out.last_mut() {
                Some(last) if i > 0 && keyed[i - 1].0 == *key => last.players.push(*player),
                _ => out.push(Placing {
                    place: i as u32 + 1,
                    players: vec![*player],
                    decided: *decided,
                }),
            }
        }
        out
    }

    /// The sections in reading order, each with its rounds' matches (a round's matches top
    /// first): the title of each, from `labels`.
    fn sections(&self, labels: &BracketLabels) -> Vec<(String, Vec<Vec<&Match>>)> {
        let single = matches!(self.settings.elimination, Elimination::Single { .. });
        let mut out: Vec<(String, Vec<Vec<&Match>>)> = Vec::new();
        for m in &self.matches {
            // A reset that was not needed is left out; the third-place match is drawn under
            // the final, in its column.
            if m.section == Section::Reset && m.outcome == Some(Outcome::Void) {
                continue;
            }
            if m.section == Section::ThirdPlace {
                if let Some(round) = out.last_mut().and_then(|(_, r)| r.last_mut()) {
                    round.push(m);
                    continue;
                }
            }
            let title = match m.section {
                Section::Winners if single => &labels.bracket,
                Section::Winners => &labels.winners,
                Section::Losers => &labels.losers,
                Section::Final | Section::Reset => &labels.final_,
                Section::ThirdPlace => &labels.third_place,
            };
            if out.last().is_none_or(|(t, _)| t != title) {
                out.push((title.clone(), Vec::new()));
            }
            if let Some((_, rounds)) = out.last_mut() {
                let new_round = match rounds.last().and_then(|r| r.last()) {
                    Some(prev) => prev.round != m.round || prev.section != m.section,
                    None => true,
                };
                if new_round {
                    rounds.push(Vec::new());
                }
                if let Some(round) = rounds.last_mut() {
                    round.push(m);
                }
            }
        }
        out
    }

    /// Where each slot of `m` waits from: the match feeding it and whether its winner comes.
    fn feeder(&self, m: &Match, side: usize) -> Option<(MatchId, bool)> {
        if m.section == Section::Reset {
            let final_id = MatchId(m.id.0.checked_sub(1)?);
            return Some((final_id, side == 1));
        }
        self.matches.iter().find_map(|f| {
            if f.winner_to == Some((m.id, side as u8)) {
                Some((f.id, true))
            } else if f.loser_to == Some((m.id, side as u8)) {
                Some((f.id, false))
            } else {
                None
            }
        })
    }

    /// One slot as words: seed, name (or what it waits for), score, and how it looks.
    fn slot_words(
        &self,
        m: &Match,
        side: usize,
        labels: &BracketLabels,
        names: &dyn Fn(EntryId) -> String,
    ) -> PictureSlot {
        let score = m.score();
        let shown_score = |points: u32| {
            if m.games.iter().any(|g| g.result.is_some()) {
                crate::core::tournament::format::shown_points(points)
            } else {
                String::new()
            }
        };
        match m.slots[side] {
            Slot::Player(p) => {
                let won = m.winner() == Some(p);
                let look = match m.outcome {
                    Some(_) if won => SlotLook::Winner,
                    Some(_) => SlotLook::Loser,
                    None if self.is_withdrawn(p) => SlotLook::Loser,
                    None => SlotLook::Player,
                };
                let mut name = names(p);
                if self.is_withdrawn(p) {
                    name = format!("{name} ({})", labels.withdrawn);
                }
                let score = match m.outcome {
                    Some(Outcome::Won {
                        by: Decision::Forfeit,
                        ..
                    }) if !m.games.iter().any(|g| g.result.is_some()) => {
                        if won {
                            "+".into()
                        } else {
                            "−".into()
                        }
                    }
                    _ => shown_score(score[side]),
                };
                PictureSlot {
                    seed: self.seed_of(p).map(|s| s.to_string()).unwrap_or_default(),
                    name,
                    score,
                    look,
                }
            }
            Slot::Nobody => PictureSlot {
                seed: String::new(),
                name: labels.bye.clone(),
                score: String::new(),
                look: SlotLook::Empty,
            },
            Slot::Waiting => {
                let name = match self.feeder(m, side) {
                    Some((id, winner)) => {
                        let code = self.get(id).map(Match::code).unwrap_or_default();
                        let label = if winner {
                            &labels.winner_of
                        } else {
                            &labels.loser_of
                        };
                        label.replace("{m}", &code)
                    }
                    None => String::new(),
                };
                PictureSlot {
                    seed: String::new(),
                    name,
                    score: String::new(),
                    look: SlotLook::Empty,
                }
            }
        }
    }

    /// The bracket as the picture's words: `title` above, names from `names`.
    pub fn picture(
        &self,
        title: impl Into<String>,
        labels: &BracketLabels,
        names: &dyn Fn(EntryId) -> String,
    ) -> BracketPicture {
        let sections = self.sections(labels);
        // Where each match is drawn, for the lines between them.
        let mut at: std::collections::HashMap<MatchId, MatchRef> = Default::default();
        for (s, (_, rounds)) in sections.iter().enumerate() {
            for (r, round) in rounds.iter().enumerate() {
                for (i, m) in round.iter().enumerate() {
                    at.insert(
                        m.id,
                        MatchRef {
                            section: s,
                            round: r,
                            index: i,
                        },
                    );
                }
            }
        }
        let sections = sections
            .iter()
            .map(|(title, rounds)| PictureSection {
                title: title.clone(),
                beside: rounds
                    .first()
                    .and_then(|r| r.first())
                    .is_some_and(|m| matches!(m.section, Section::Final | Section::Reset)),
                rounds: rounds
                    .iter()
                    .map(|round| PictureRound {
                        title: round
                            .first()
                            .map(|m| self.round_title(m, labels))
                            .unwrap_or_default(),
                        matches: round
                            .iter()
                            .map(|m| PictureMatch {
                                code: m.code(),
                                slots: [0, 1].map(|side| self.slot_words(m, side, labels, names)),
                                feeders: [0, 1].map(|side| {
                                    self.feeder(m, side)
                                        .filter(|&(_, winner)| winner)
                                        .and_then(|(id, _)| at.get(&id).copied())
                                }),
                                in_play: m.outcome.is_none() && !m.games.is_empty(),
                                caption: match m.section {
                                    Section::Winners | Section::Losers => String::new(),
                                    _ => self.round_title(m, labels),
                                },
                            })
                            .collect(),
                    })
                    .collect(),
            })
            .collect();
        BracketPicture {
            title: title.into(),
            sections,
        }
    }

    fn round_title(&self, m: &Match, labels: &BracketLabels) -> String {
        match m.section {
            Section::Winners | Section::Losers => labels.round.replace("{n}", &m.round.to_string()),
            Section::Final => labels.final_.clone(),
            Section::Reset => labels.reset.clone(),
            Section::ThirdPlace => labels.third_place.clone(),
        }
    }

    /// The bracket as text: each section, each round, one line a match (`W1.2  [4] dave
    /// 2–0 [5] eve`), the winner marked `✓`, a match in play `…`; then the placings when
    /// the bracket is finished.
    pub fn text(&self, labels: &BracketLabels, names: &dyn Fn(EntryId) -> String) -> String {
        let picture = self.picture(String::new(), labels, names);
        let mut out = String::new();
        for section in &picture.sections {
            let _ = writeln!(out, "{}", section.title);
            for round in &section.rounds {
                if !section.beside {
                    let _ = writeln!(out, "  {}", round.title);
                }
                for m in &round.matches {
                    // The third-place match shares the final's column: its caption names it.
                    if !section.beside && !m.caption.is_empty() {
                        let _ = writeln!(out, "  {}", m.caption);
                    }
                    let side = |s: &PictureSlot| {
                        let seed = if s.seed.is_empty() {
                            String::new()
                        } else {
                            format!("[{}] ", s.seed)
                        };
                        let mark = if s.look == SlotLook::Winner {
                            " ✓"
                        } else {
                            ""
                        };
                        format!("{seed}{}{mark}", s.name)
                    };
                    let [a, b] = &m.slots;
                    let score = if a.score.is_empty() && b.score.is_empty() {
                        "–".to_owned()
                    } else {
                        format!("{}–{}", a.score, b.score)
                    };
                    let playing = if m.in_play { " …" } else { "" };
                    let _ = writeln!(
                        out,
                        "    {:<6} {}  {score}  {}{playing}",
                        m.code,
                        side(a),
                        side(b)
                    );
                }
            }
        }
        if self.is_finished() {
            for placing in self.placings() {
                let who: Vec<String> = placing.players.iter().map(|&p| names(p)).collect();
                let _ = writeln!(out, "{}. {}", placing.place, who.join(", "));
            }
        }
        out
    }
}
