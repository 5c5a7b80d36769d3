-- Each user's direct-message channel on a network, kept so that it is opened once (Discord's
-- POST /users/@me/channels is one rate-limit bucket for the whole bot). Keep in step with
-- migrations/postgres/0008_dm_channels.sql.
CREATE TABLE IF NOT EXISTS dm_channels (
    platform  TEXT NOT NULL,
    user_id   TEXT NOT NULL,
    channel   TEXT NOT NULL,
    PRIMARY KEY (platform, user_id)
);
