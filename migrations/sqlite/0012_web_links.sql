-- The games' web pages (issue #32). Twin of migrations/postgres/0012_web_links.sql.

-- A page is reached only through its token (128 random bits, 32 hex digits; src/core/link.rs),
-- written with the game when it starts while the pages are on. No page lists them.
CREATE TABLE IF NOT EXISTS web_links (
    token    TEXT    PRIMARY KEY,
    game_id  INTEGER NOT NULL UNIQUE REFERENCES games (id)
);
