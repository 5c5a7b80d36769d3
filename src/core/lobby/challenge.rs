//! `hex challenge`, `hex accept`, `hex decline`, `hex cancel`: direct and open challenges.

use super::{start_game, Lobby};
use crate::{
    ai::mix,
    core::{
        command::{ColourChoice, GameOptions},
        effect::{Action, ActionKind},
        ids::{ChallengeId, Millis, Place, Platform, UserId},
        incoming::Incoming,
        messages::{ErrorMsg, LobbyMsg, Msg},
        state::Challenge,
        table::Seat,
        tx::{Context, Res},
    },
};

impl Lobby<'_, '_> {
    /// `hex challenge`: posts a challenge to one player or to anyone in the channel.
    pub(crate) fn challenge_cmd(
        &mut self,
        incoming: &Incoming,
        opponent: Option<String>,
        options: GameOptions,
    ) -> Res<()> {
        let Place::Channel(channel) = &incoming.place else {
            return Err(ErrorMsg::ChallengeInChannel.into());
        };
        options.spec().map_err(Msg::from)?;
        // Two people on one device (local mode's hotseat) are never rated; elsewhere a
        // challenge is rated unless it says `casual`.
        let rateable = incoming.platform != Platform::Local;
        if options.rated == Some(true) && !rateable {
            return Err(ErrorMsg::NeverRated {
                against_computer: false,
            }
            .into());
        }
        let options = GameOptions {
            rated: Some(options.rated.unwrap_or(rateable)),
            ..options
        };
        let from = incoming.user_id();
        let to = opponent.map(|id| UserId::new(incoming.platform, id));
        if to.as_ref() == Some(&from) {
            return Err(ErrorMsg::CannotChallengeYourself.into());
        }
        let id = self.challenges.take_id();
        let challenge = Challenge {
            id,
            platform: incoming.platform,
            channel: channel.clone(),
            from,
            from_name: incoming.display_name.clone(),
            to: to.clone(),
            options,
            created: self.now,
            expires: self.now + self.state.config.challenge_ttl,
            server: incoming.community().map(str::to_owned),
        };
        let (msg, actions) = match &to {
            Some(to) => (
                LobbyMsg::ChallengeDirect {
                    id,
                    from: incoming.display_name.clone(),
                    to: to.mention(),
                    options,
                },
                vec![
                    Action::for_users(ActionKind::Accept { challenge: id }, [to.clone()]),
                    Action::for_users(ActionKind::Decline { challenge: id }, [to.clone()]),
                ],
            ),
            None => (
                LobbyMsg::ChallengeOpen {
                    id,
                    from: incoming.display_name.clone(),
                    options,
                },
                vec![Action::for_anyone(ActionKind::Accept { challenge: id })],
            ),
        };
        self.challenges.put(challenge);
        self.post_in_with(incoming.platform, channel, msg, actions);
        Ok(())
    }

    /// `hex accept`: the named challenge, or the one here addressed to the user, or an open
    /// one; the game starts.
    pub(crate) fn accept(&mut self, incoming: &Incoming, id: Option<ChallengeId>) -> Res<()> {
        let user = incoming.user_id();
        let challenge = match id {
            Some(id) => self
                .challenge(id)
                .filter(|c| c.platform == incoming.platform)
                .ok_or(ErrorMsg::NoSuchChallenge { id })?,
            None => {
                let Place::Channel(channel) = &incoming.place else {
                    return Err(ErrorMsg::AcceptInChannel.into());
                };
                let here: Vec<Challenge> = self
                    .challenge_list()
                    .into_iter()
                    .filter(|c| c.platform == incoming.platform && &c.channel == channel)
                    .collect();
                let direct = here.iter().rev().find(|c| c.to.as_ref() == Some(&user));
                let open = here.iter().find(|c| c.to.is_none() && c.from != user);
                match direct.or(open) {
                    Some(c) => c.clone(),
                    None if here.iter().any(|c| c.from == user) => {
                        return Err(ErrorMsg::CannotAcceptOwn.into())
                    }
                    None => return Err(ErrorMsg::NoChallengeHere.into()),
                }
            }
        };
        if challenge.from == user {
            return Err(ErrorMsg::CannotAcceptOwn.into());
        }
        if challenge.to.as_ref().is_some_and(|to| to != &user) {
            return Err(ErrorMsg::NotForYou { id: challenge.id }.into());
        }
        if challenge.expires <= self.now {
            return Err(ErrorMsg::NoSuchChallenge { id: challenge.id }.into());
        }
        self.challenges.remove(challenge.id);
        let challenger = Seat::Human {
            user: challenge.from.clone(),
            name: challenge.from_name.clone(),
        };
        let accepter = Seat::Human {
            user,
            name: incoming.display_name.clone(),
        };
        let challenger_red = match challenge.options.colour {
            ColourChoice::Red => true,
            ColourChoice::Blue => false,
            ColourChoice::Random => mix(challenge.id.0 ^ (self.now as u64)) & 1 == 0,
        };
        let (red, blue) = if challenger_red {
            (challenger, accepter)
        } else {
            (accepter, challenger)
        };
        // A challenge from before ratings knows no community: the acceptor's fills in (and,
        // never having said `rated`, it is casual).
        let server = challenge
            .server
            .clone()
            .or_else(|| incoming.community().map(str::to_owned));
        let options = GameOptions {
            rated: Some(challenge.options.rated == Some(true)),
            ..challenge.options
        };
        start_game(
            self,
            incoming.platform,
            Some(challenge.channel.clone()),
            server,
            &options,
            red,
            blue,
        )?;
        Ok(())
    }

    /// `hex decline` (a challenge to the user) or `hex cancel` (the user's own).
    pub(crate) fn decline_or_cancel(
        &mut self,
        incoming: &Incoming,
        id: Option<ChallengeId>,
        cancel: bool,
    ) -> Res<()> {
        let user = incoming.user_id();
        let mine = |c: &Challenge| {
            c.platform == incoming.platform
                && if cancel {
                    c.from == user
                } else {
                    c.to.as_ref() == Some(&user)
                }
        };
        let challenge = match id {
            Some(id) => {
                let c = self
                    .challenge(id)
                    .filter(|c| c.platform == incoming.platform)
                    .ok_or(ErrorMsg::NoSuchChallenge { id })?;
                if !mine(&c) {
                    return Err(if cancel {
                        ErrorMsg::NotYourChallenge { id }
                    } else {
                        ErrorMsg::NotForYou { id }
                    }
                    .into());
                }
                c
            }
            None => {
                let here = |c: &Challenge| match &incoming.place {
                    Place::Channel(ch) => &c.channel == ch,
                    Place::Dm => true,
                };
                let found: Vec<Challenge> = self
                    .challenge_list()
                    .into_iter()
                    .filter(|c| mine(c) && here(c))
                    .collect();
                match found.as_slice() {
                    [c] => c.clone(),
                    [] => return Err(ErrorMsg::NoChallengeHere.into()),
                    many => {
                        return Err(ErrorMsg::WhichChallenge {
                            ids: many.iter().map(|c| c.id).collect(),
                        }
                        .into())
                    }
                }
            }
        };
        self.challenges.remove(challenge.id);
        let msg = if cancel {
            LobbyMsg::ChallengeCancelled {
                id: challenge.id,
                by: incoming.display_name.clone(),
            }
        } else {
            LobbyMsg::ChallengeDeclined {
                id: challenge.id,
                by: incoming.display_name.clone(),
            }
        };
        self.post_in(challenge.platform, &challenge.channel, msg);
        Ok(())
    }

    /// The clock's part in the lobby: challenges older than their time lapse, announced where
    /// they were posted.
    pub(crate) fn lapse_challenges(&mut self, now: Millis) {
        for c in self.challenge_list() {
            if c.expires <= now {
                // Posted while the challenge still stands: its server gives the words'
                // language.
                self.post_in(
                    c.platform,
                    &c.channel,
                    LobbyMsg::ChallengeExpired { id: c.id },
                );
                self.challenges.remove(c.id);
            }
        }
    }
}
