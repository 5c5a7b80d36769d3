-- The language a platform last reported for a player's app (Discord's interaction `locale`)
-- or for a community (a Discord server's `guild_locale`, or its `preferred_locale` from the
-- gateway), issue #29: what a message without such a report causes (a move typed in a DM, the
-- opponent's DMs, a channel's move notices, clock events) is written in it. A player's own
-- choice and a server's setting still come first. Keep in step with
-- migrations/sqlite/0010_reported_locales.sql.
CREATE TABLE IF NOT EXISTS reported_locales (
    platform    TEXT    NOT NULL,
    -- `user` (id: the user's platform id) or `community` (id: the server or room).
    subject     TEXT    NOT NULL,
    id          TEXT    NOT NULL,
    lang        TEXT    NOT NULL,
    updated_ms  BIGINT  NOT NULL,
    PRIMARY KEY (platform, subject, id)
);
