-- The language each player chose for themselves (`hex language fi`, issue #16); a server's
-- or room's language lives in its guild_settings JSON. Keep in step with
-- migrations/postgres/0006_languages.sql.
CREATE TABLE IF NOT EXISTS player_languages (
    platform    TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    lang        TEXT    NOT NULL,
    updated_ms  INTEGER NOT NULL,
    PRIMARY KEY (platform, user_id)
);
