"""The schema's versions, per dialect. A database records how many of its list it has run.

SQLite's list is the history of the embedded database (``PRAGMA user_version``); PostgreSQL's
starts at SQLite's third version in one step and follows it from there. Both must describe the same tables and columns:
``tests/core/test_schema.py`` compares them.
"""

from __future__ import annotations

from bot.db import Unusable


def check_version(found: int, known: int) -> None:
    """A database a newer release has migrated is refused: this code would misread its tables."""
    if found > known:
        raise Unusable(
            f"The database is from a newer Icebreaker (schema version {found}; this release knows up to "
            f"{known}): run the newer release, or restore a backup made for this one."
        )


SQLITE_MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER,
        channel_id INTEGER,                   -- where the game is played; NULL while its thread is made
        lobby_channel_id INTEGER NOT NULL,    -- where the lobby message was posted
        lobby_message_id INTEGER,
        game_key TEXT NOT NULL,
        options TEXT NOT NULL,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        state TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        turn_message_id INTEGER,
        published_version INTEGER NOT NULL DEFAULT -1,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_live_game_per_channel ON games(channel_id) WHERE status IN ('lobby', 'running');
    CREATE INDEX games_unpublished ON games(status, published_version, version);
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, user_id)
    );
    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        seat INTEGER,
        kind TEXT NOT NULL,                   -- 'action', 'resign' or 'skip'
        action TEXT,
        events TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TABLE user_settings (
        user_id INTEGER PRIMARY KEY,
        dm INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    # Posting retries back off per game, so a channel the bot can no longer post in is not
    # retried every few seconds forever; a notice is owed when a game is closed as damaged;
    # turn_version is the version whose turn message is on screen (later steps of the same
    # turn edit that message).
    """
    ALTER TABLE games ADD COLUMN publish_failures INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN publish_retry_at REAL NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN notice TEXT;
    ALTER TABLE games ADD COLUMN turn_version INTEGER NOT NULL DEFAULT 0;
    """,
    # Turn clocks: seconds per turn (0 = off), the deadline of whoever acts now, and which of its
    # reminders went out (claimed in the database, so a restart never sends one twice). A seat a
    # bot plays (after time-outs or on request) is marked; away_until pauses a player's clocks.
    """
    ALTER TABLE games ADD COLUMN clock INTEGER NOT NULL DEFAULT 86400;
    ALTER TABLE games ADD COLUMN deadline REAL;
    ALTER TABLE games ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX games_deadline ON games(deadline) WHERE status = 'running' AND deadline IS NOT NULL;
    CREATE INDEX seats_user ON seats(user_id);
    ALTER TABLE seats ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE user_settings ADD COLUMN away_until REAL NOT NULL DEFAULT 0;
    """,
    # Shards: background work on a game (posting an unposted turn, a notice, a clock) is leased
    # in the database, so one process does it and a process that dies leaves it to another.
    """
    ALTER TABLE games ADD COLUMN lease_owner TEXT;
    ALTER TABLE games ADD COLUMN lease_until REAL;
    """,
    # Which process serves which shards, with a heartbeat: a SHARD_COUNT that differs between
    # processes, a shard served twice or by nobody is caught (bot/shards.py).
    """
    CREATE TABLE shards (
        owner TEXT NOT NULL,
        shard_id INTEGER NOT NULL,
        shard_count INTEGER NOT NULL,
        started REAL NOT NULL,
        seen REAL NOT NULL,
        PRIMARY KEY (owner, shard_id)
    );
    """,
    # A game leaves a memory: one results row per seat of each finished game, written with its
    # final move, and each server's rating standings per board (a game, or '' for all games).
    """
    CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        guild_id INTEGER,                     -- NULL for a game played in a DM
        game_key TEXT NOT NULL,
        user_id INTEGER NOT NULL,             -- negative: a bot seat added in the lobby
        person INTEGER NOT NULL,              -- 1: a person sat here (a bot may have finished for them)
        team INTEGER NOT NULL,                -- seats of one side share it, else the seat number
        place INTEGER,                        -- 1 is best, equal for a tie, NULL when nobody was placed
        score REAL,                           -- where the game keeps one
        won INTEGER NOT NULL,
        resigned INTEGER NOT NULL DEFAULT 0,
        timeouts INTEGER NOT NULL DEFAULT 0,  -- turns the clock ran out on this seat
        turns INTEGER NOT NULL,
        started_at REAL NOT NULL,
        ended_at REAL NOT NULL,
        waits TEXT NOT NULL DEFAULT '[]',     -- JSON: whole seconds the person took to start each turn
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_board ON results(guild_id, game_key, ended_at);
    CREATE INDEX results_user ON results(user_id, ended_at);
    CREATE TABLE ratings (
        guild_id INTEGER NOT NULL,
        board TEXT NOT NULL,                  -- a game key, or '' for all games together
        user_id INTEGER NOT NULL,             -- 0 for a game's bot
        bot_game TEXT NOT NULL DEFAULT '',    -- that bot's game key, '' for a person
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        PRIMARY KEY (guild_id, board, user_id, bot_game)
    );
    """,
    # A bot seat's level (easy, normal or hard); older seats, and seats a bot took over after
    # time-outs, play at normal. A result keeps the level its bot played at (bots are rated per level).
    """
    ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT 'normal';
    ALTER TABLE results ADD COLUMN level TEXT NOT NULL DEFAULT 'normal';
    """,
    # Languages (issue 24): the language each game speaks, chosen when its lobby opens ('' for
    # games made before: they speak the server's default, else its preferred locale, else English),
    # and each server's default language, set with /icebreaker language.
    """
    ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT '';
    CREATE TABLE guild_settings (
        guild_id INTEGER PRIMARY KEY,
        language TEXT NOT NULL DEFAULT ''
    );
    """,
)

POSTGRES_MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        guild_id BIGINT,
        channel_id BIGINT,
        lobby_channel_id BIGINT NOT NULL,
        lobby_message_id BIGINT,
        game_key TEXT NOT NULL,
        options TEXT NOT NULL,
        host_id BIGINT NOT NULL,
        status TEXT NOT NULL,
        state TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        turn_message_id BIGINT,
        published_version INTEGER NOT NULL DEFAULT -1,
        created_at DOUBLE PRECISION NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL,
        publish_failures INTEGER NOT NULL DEFAULT 0,
        publish_retry_at DOUBLE PRECISION NOT NULL DEFAULT 0,
        notice TEXT,
        turn_version INTEGER NOT NULL DEFAULT 0,
        clock INTEGER NOT NULL DEFAULT 86400,
        deadline DOUBLE PRECISION,
        reminded INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX one_live_game_per_channel ON games(channel_id) WHERE status IN ('lobby', 'running');
    CREATE INDEX games_unpublished ON games(status, published_version, version);
    CREATE INDEX games_deadline ON games(deadline) WHERE status = 'running' AND deadline IS NOT NULL;
    CREATE TABLE seats (
        game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        user_id BIGINT NOT NULL,
        name TEXT NOT NULL,
        bot INTEGER NOT NULL DEFAULT 0,
        timeouts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, user_id)
    );
    CREATE INDEX seats_user ON seats(user_id);
    CREATE TABLE moves (
        game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        seat INTEGER,
        kind TEXT NOT NULL,
        action TEXT,
        events TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TABLE user_settings (
        user_id BIGINT PRIMARY KEY,
        dm INTEGER NOT NULL DEFAULT 0,
        away_until DOUBLE PRECISION NOT NULL DEFAULT 0
    );
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    """
    ALTER TABLE games ADD COLUMN lease_owner TEXT;
    ALTER TABLE games ADD COLUMN lease_until DOUBLE PRECISION;
    """,
    """
    CREATE TABLE shards (
        owner TEXT NOT NULL,
        shard_id INTEGER NOT NULL,
        shard_count INTEGER NOT NULL,
        started DOUBLE PRECISION NOT NULL,
        seen DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (owner, shard_id)
    );
    """,
    """
    CREATE TABLE results (
        game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        guild_id BIGINT,
        game_key TEXT NOT NULL,
        user_id BIGINT NOT NULL,
        person INTEGER NOT NULL,
        team INTEGER NOT NULL,
        place INTEGER,
        score DOUBLE PRECISION,
        won INTEGER NOT NULL,
        resigned INTEGER NOT NULL DEFAULT 0,
        timeouts INTEGER NOT NULL DEFAULT 0,
        turns INTEGER NOT NULL,
        started_at DOUBLE PRECISION NOT NULL,
        ended_at DOUBLE PRECISION NOT NULL,
        waits TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_board ON results(guild_id, game_key, ended_at);
    CREATE INDEX results_user ON results(user_id, ended_at);
    CREATE TABLE ratings (
        guild_id BIGINT NOT NULL,
        board TEXT NOT NULL,
        user_id BIGINT NOT NULL,
        bot_game TEXT NOT NULL DEFAULT '',
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        PRIMARY KEY (guild_id, board, user_id, bot_game)
    );
    """,
    """
    ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT 'normal';
    ALTER TABLE results ADD COLUMN level TEXT NOT NULL DEFAULT 'normal';
    """,
    """
    ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT '';
    CREATE TABLE guild_settings (
        guild_id BIGINT PRIMARY KEY,
        language TEXT NOT NULL DEFAULT ''
    );
    """,
)
