//! Check-in (`checkin=15m` on create): a window before the start in which the players who
//! joined confirm with `hex tournament checkin` (a button on the announcement). The window
//! opens that long before a start at a set time (from the tick), or at once when an organiser
//! starts the tournament by hand or it starts when full; the players who joined already are
//! told by DM, with the button. Joining is not checking in: whoever
//! joins while the window is open confirms as well. At the start the players who did not confirm are dropped, each told
//! why in a DM in their language, and the channel told who.

use super::Arbiter;
use super::TournamentStatus;
use crate::core::{
    effect::{Action, ActionKind, Effect},
    ids::{Millis, TournamentId},
    incoming::Incoming,
    messages::{ArenaMsg, InterfaceMsg, Msg, TournamentMsg},
    tx::{Context, Res},
    UserId,
};

fn checkin(msg: ArenaMsg) -> Msg {
    Msg::Tournament(TournamentMsg::Arena(Box::new(msg)))
}

impl Arbiter<'_, '_> {
    /// Opens the check-in window of an open tournament when it is due: `checkin` before its
    /// start time, or at once when it has none.
    pub(crate) fn open_checkin_if_due(&mut self, id: TournamentId) -> Res<()> {
        let now = self.now;
        let record = self.tournament_mut(id)?;
        let Some(window) = record.checkin else {
            return Ok(());
        };
        if record.status != TournamentStatus::Open || record.checkin_open {
            return Ok(());
        }
        let opens: Millis = record.start_at.map_or(now, |at| at - window);
        if now < opens {
            return Ok(());
        }
        record.checkin_open = true;
        let starts_in = record.start_at.map(|at| (at - now).max(0));
        let (platform, channel) = (record.platform, record.channel.clone());
        let server = record.server.clone();
        let players: Vec<UserId> = record.players.iter().map(|(_, u)| u.clone()).collect();
        let button = Action::for_anyone(ActionKind::CheckIn { tournament: id });
        let msg = checkin(ArenaMsg::CheckInOpen { id, starts_in });
        self.post_in_with(platform, &channel, msg.clone(), vec![button.clone()]);
        // Those who joined already hear it too, with the button, in their language.
        for user in players {
            let lang = self.lang_for_user(&user, server.as_deref());
            let label = InterfaceMsg::ActionLabel(button.kind).text(lang);
            self.out.push(Effect::Dm {
                user: user.clone(),
                text: msg.text(lang),
                image: None,
                actions: vec![Action::for_users(button.kind, [user]).labelled(label)],
                channel: None,
            });
        }
        Ok(())
    }

    /// `hex tournament checkin`.
    pub(crate) fn check_in(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let user = incoming.user_id();
        let record = self.tournament_mut(id)?;
        if record.checkin.is_none() {
            return Err(checkin(ArenaMsg::NoCheckIn { id }).into());
        }
        let Some(entry) = record.entry_of(&user) else {
            return Err(Msg::Tournament(TournamentMsg::NotJoined { id }).into());
        };
        if record.status != TournamentStatus::Open {
            return Err(Msg::Tournament(TournamentMsg::AlreadyStarted).into());
        }
        if !record.checkin_open {
            return Err(checkin(ArenaMsg::CheckInNotOpen { id }).into());
        }
        if !record.checked_in.contains(&entry) {
            record.checked_in.push(entry);
        }
        self.reply(incoming, checkin(ArenaMsg::CheckedIn { id }), None);
        Ok(())
    }

    /// At the start: the players who did not check in leave the tournament, each told why,
    /// and the channel told who. Nothing when the tournament has no check-in, or when it is
    /// started by hand before its window opened (nobody could check in yet).
    pub(crate) fn drop_unchecked(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament_mut(id)?;
        if record.checkin.is_none() || !record.checkin_open {
            return Ok(());
        }
        let missing: Vec<_> = record
            .tournament
            .entries()
            .iter()
            .map(|e| e.id)
            .filter(|e| !record.checked_in.contains(e))
            .collect();
        if missing.is_empty() {
            return Ok(());
        }
        let mut names = Vec::new();
        let mut users = Vec::new();
        for entry in missing {
            names.push(record.name_of(entry));
            if let Some(user) = record.user_of(entry) {
                users.push(user.clone());
            }
            // A player of an open tournament can always leave it.
            let _ = record.tournament.leave(entry);
            record.players.retain(|(e, _)| *e != entry);
        }
        let (platform, channel) = (record.platform, record.channel.clone());
        let server = record.server.clone();
        self.post_in(platform, &channel, checkin(ArenaMsg::Dropped { id, names }));
        for user in users {
            self.dm_user(
                &user,
                server.as_deref(),
                checkin(ArenaMsg::DroppedYou { id }),
            );
        }
        Ok(())
    }
}
