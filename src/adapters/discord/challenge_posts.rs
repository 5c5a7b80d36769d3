//! The posts of waiting challenges, whose Accept / Decline buttons are disabled once the
//! challenge is gone, by exactly one edit.
//!
//! Two paths disable them: a click on one of the buttons (which edits its own message) and the
//! housekeeping after each delivery (for a challenge accepted by typing, withdrawn or expired).
//! A click can come before the post is remembered here (the post is remembered once Discord
//! has answered its request, and a user sees it a moment earlier), so a click on a post not
//! yet remembered leaves a mark, and the post is then never remembered.

use std::{collections::HashMap, time::Duration, time::Instant};

use serenity::all::Message;

use crate::core::ChallengeId;

/// How long a click's mark waits for its post (Discord answers within seconds; a click on a
/// post from before a restart leaves a mark that nothing consumes).
const MARK_KEPT: Duration = Duration::from_secs(600);

/// Waiting challenges' posts, and the challenges settled by a click before their post was
/// remembered.
#[derive(Debug, Default)]
pub(super) struct ChallengePosts {
    posts: HashMap<ChallengeId, Message>,
    clicked: HashMap<ChallengeId, Instant>,
}

impl ChallengePosts {
    /// Remembers `post`, the post of `challenge`, unless its buttons were already clicked.
    pub(super) fn posted(&mut self, challenge: ChallengeId, post: Message) {
        if self.clicked.remove(&challenge).is_none() {
            self.posts.insert(challenge, post);
        }
    }

    /// A click on `challenge`'s buttons, which disables them itself: the post is taken out of
    /// the housekeeping's hands (or, not remembered yet, will not be). Returns it, for
    /// [`ChallengePosts::unclick`] should the click be refused.
    pub(super) fn click(&mut self, challenge: ChallengeId) -> Option<Message> {
        let post = self.posts.remove(&challenge);
        if post.is_none() {
            self.clicked.retain(|_, at| at.elapsed() < MARK_KEPT);
            self.clicked.insert(challenge, Instant::now());
        }
        post
    }

    /// Undoes [`ChallengePosts::click`]: the click was refused, so the buttons stay live.
    pub(super) fn unclick(&mut self, challenge: ChallengeId, post: Option<Message>) {
        self.clicked.remove(&challenge);
        if let Some(post) = post {
            self.posts.insert(challenge, post);
        }
    }

    /// The challenges whose posts are remembered.
    pub(super) fn challenges(&self) -> Vec<ChallengeId> {
        self.posts.keys().copied().collect()
    }

    /// Takes `challenge`'s post, to disable its buttons.
    pub(super) fn take(&mut self, challenge: ChallengeId) -> Option<Message> {
        self.posts.remove(&challenge)
    }

    /// Puts back a post taken whose buttons could not be disabled yet (tried again later).
    pub(super) fn keep(&mut self, challenge: ChallengeId, post: Message) {
        self.posts.insert(challenge, post);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_post_clicked_before_it_was_remembered_is_never_retired_again() {
        let mut posts = ChallengePosts::default();
        assert!(posts.click(ChallengeId(1)).is_none());
        posts.posted(ChallengeId(1), Message::default());
        assert!(
            posts.challenges().is_empty(),
            "the click disabled its buttons"
        );
        // A post remembered first is handed to the click, and back if the click is refused.
        posts.posted(ChallengeId(2), Message::default());
        let post = posts.click(ChallengeId(2));
        assert!(post.is_some());
        assert!(posts.challenges().is_empty());
        posts.unclick(ChallengeId(2), post);
        assert_eq!(posts.challenges(), vec![ChallengeId(2)]);
        // A refused click on a post not yet remembered leaves no mark behind.
        posts.click(ChallengeId(3));
        posts.unclick(ChallengeId(3), None);
        posts.posted(ChallengeId(3), Message::default());
        assert_eq!(posts.challenges().len(), 2);
    }
}
