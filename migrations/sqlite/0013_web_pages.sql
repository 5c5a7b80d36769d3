-- The tournaments', players' and leaderboards' web pages (issue #32). Twin of
-- migrations/postgres/0013_web_pages.sql.

-- A page is reached only through its token (128 random bits, 32 hex digits; src/core/link.rs).
-- `kind` says what it shows: `tournament` (subject: its number), `player` (subject: the
-- player's id on `platform`), `leaderboard` (subject: its community; empty: the whole
-- network's). `community` is the server or room the link was posted in (empty: none, a DM);
-- its `web=off` turns the page off. One token per page and community, so a link posted twice
-- is the same link.
CREATE TABLE IF NOT EXISTS web_pages (
    token      TEXT NOT NULL PRIMARY KEY,
    kind       TEXT NOT NULL,
    platform   TEXT NOT NULL,
    subject    TEXT NOT NULL,
    community  TEXT NOT NULL,
    UNIQUE (kind, platform, subject, community)
);
