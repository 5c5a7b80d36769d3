//! The Discord permissions the bot uses, and the invite URL's `permissions=` value made of
//! them (`README.md` shows that number; a test keeps the two equal).

use serenity::all::Permissions;

/// Every permission the bot uses in a server's channels, and so the invite asks for:
/// seeing and posting in channels (View Channels, Send Messages, Read Message History for
/// replies), the embed and picture of every post (Embed Links, Attach Files), removing a Dark
/// Hex move typed in public (Manage Messages), and a thread per game (Create Public Threads,
/// Send Messages in Threads). 309237771264.
pub const NEEDED: Permissions = Permissions::VIEW_CHANNEL
    .union(Permissions::SEND_MESSAGES)
    .union(Permissions::MANAGE_MESSAGES)
    .union(Permissions::EMBED_LINKS)
    .union(Permissions::ATTACH_FILES)
    .union(Permissions::READ_MESSAGE_HISTORY)
    .union(Permissions::CREATE_PUBLIC_THREADS)
    .union(Permissions::SEND_MESSAGES_IN_THREADS);

/// The names of the [`NEEDED`] permissions missing from `have` (the interaction's
/// `app_permissions`), comma-separated; `None` when nothing is missing.
pub fn missing(have: Permissions) -> Option<String> {
    let lacking = NEEDED.difference(have);
    (!lacking.is_empty()).then(|| lacking.get_permission_names().join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_permissions_are_named() {
        assert_eq!(missing(NEEDED), None);
        assert_eq!(missing(Permissions::all()), None);
        let text = missing(NEEDED - Permissions::EMBED_LINKS - Permissions::MANAGE_MESSAGES);
        let text = text.unwrap();
        assert!(
            text.contains("Embed Links") && text.contains("Manage Messages"),
            "{text}"
        );
        assert!(!text.contains("Attach Files"), "{text}");
    }

    /// The `permissions=` number of the README's invite URL.
    fn invite_permissions(readme: &str) -> Option<u64> {
        let (_, rest) = readme.split_once("oauth2/authorize?")?;
        let (_, value) = rest.split_once("permissions=")?;
        let digits: String = value.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    }

    #[test]
    fn the_readme_invite_grants_exactly_what_the_bot_uses() {
        let readme = include_str!("../../../README.md");
        assert_eq!(invite_permissions(readme), Some(NEEDED.bits()));
        assert_eq!(NEEDED.bits(), 309_237_771_264);
    }
}
