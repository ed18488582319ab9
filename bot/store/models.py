"""The store: tortoise-orm models for everything a game needs to survive a restart.

A game's state is never kept only in memory: it is the dealt setup (`Game` + `Seat`) plus the
input of every resolved phase (`Resolution.input`), replayed through the engine. The current
phase's accepted actions and votes are `Submission` rows (with what each replaced), message counts
are `MessageCount` rows, and what a resolution must show is an outbox of `Announcement` rows, each
claimed while it is shown, marked when delivered, and given its attempts and last error when
showing it fails (parked after too many). The messages the Discord layer keeps editing (the
lobby, a day's tally, a phase's post by its deadline line) are `PostedMessage` rows, so they
are edited, not posted anew, after a restart. A game's team channels are `TeamChannel` rows
(found by id, never by name), and what a player was told privately is a `PrivateItem` row,
readable again whether or not the DM went through. Schema changes go through tortoise's
built-in migrations (`migrations/`).
"""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

from bot.store.states import FINISHED as FINISHED
from bot.store.states import GAME_STATES as GAME_STATES
from bot.store.states import LIVE_STATES as LIVE_STATES
from bot.store.states import LOBBY as LOBBY
from bot.store.states import OPEN_STATES as OPEN_STATES
from bot.store.states import PAUSED as PAUSED
from bot.store.states import RUNNING as RUNNING
from bot.store.states import STOPPED as STOPPED

ACTION = "action"
VOTE = "vote"
LEAVE = "leave"  # a mafia member leaves tonight's action to the Boss (SPEC 3.3)
# The host's discipline (R90), kept as submissions of the phase they were made in:
REMOVE = "remove"  # the player is removed from the game when the phase resolves
WARN = "warn"  # a private warning (its reason as the value)
MUTE = "mute"  # silenced in the dead chat for the rest of the game
DISCIPLINE_KINDS = (REMOVE, WARN, MUTE)
GONE = "gone"  # the player left the server: their seat waits for a substitute


def game_link(related_name: str) -> fields.ForeignKeyRelation[Game]:
    """The link of a game's row (seat, submission, …) to its game, deleted with it."""
    return fields.ForeignKeyField(
        "models.Game", related_name=related_name, on_delete=fields.CASCADE
    )


class ServerConfig(Model):
    """The settings of one server: only the values the host changed (the rest from config.toml)."""

    id = fields.IntField(primary_key=True)
    guild_id = fields.BigIntField(unique=True)
    values: dict[str, object] = fields.JSONField(default=dict)
    updated_at = fields.DatetimeField(auto_now=True)

    class Meta:
        table = "server_config"


class Game(Model):
    """A game from lobby to end: rule set, settings, seed, phase, deadline and state."""

    id = fields.IntField(primary_key=True)
    guild_id = fields.BigIntField(db_index=True)
    channel_id = fields.BigIntField()
    host_id = fields.BigIntField()
    ruleset = fields.CharField(max_length=16)
    language = fields.CharField(max_length=8)
    settings: dict[str, object] = fields.JSONField(default=dict)  # engine settings + minutes
    roles: list[str] | None = fields.JSONField(null=True)  # the host's list; None: the preset
    seed = fields.BigIntField()
    items: dict[str, str] | None = fields.JSONField(null=True)  # dealt items: item -> player
    state = fields.CharField(max_length=16, default=LOBBY, db_index=True)
    phase_kind = fields.CharField(max_length=8, null=True)  # "night" | "day" once dealt
    phase_number = fields.IntField(default=0)
    deadline = fields.DatetimeField(null=True)
    paused_remaining = fields.FloatField(null=True)  # seconds left when paused
    downtime = fields.FloatField(default=0.0)  # seconds the process was down in this phase
    winner = fields.CharField(max_length=16, null=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    started_at = fields.DatetimeField(null=True)
    ended_at = fields.DatetimeField(null=True)

    class Meta:
        table = "game"
        indexes = (("guild_id", "channel_id", "state"),)


class Seat(Model):
    """A seat at the table: name is the player name the engine uses, unique within the game."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("seats")
    game_id: int  # the link\'s column, as tortoise sets it
    position = fields.IntField()
    user_id = fields.BigIntField(db_index=True)
    name = fields.CharField(max_length=64)
    locale = fields.CharField(max_length=16, null=True)  # the player's Discord locale, if known
    role = fields.CharField(max_length=32, null=True)  # the dealt role id
    previous_user_ids: list[int] = fields.JSONField(default=list)  # replaced players, oldest first
    # Asked in the game channel to open their DMs (once per game and user); db_default: 0004.
    dm_notice_given = fields.BooleanField(default=False, db_default=False)
    joined_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "seat"
        unique_together = (("game", "name"), ("game", "position"))


class Submission(Model):
    """An accepted action or vote, with its time and the submission it replaced."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("submissions")
    game_id: int  # the link\'s column, as tortoise sets it
    phase_kind = fields.CharField(max_length=8)
    phase_number = fields.IntField()
    player = fields.CharField(max_length=64)
    kind = fields.CharField(max_length=8)  # ACTION | VOTE | LEAVE
    verb = fields.CharField(max_length=32)  # the action's verb; "vote" for a vote
    value: dict[str, object] = fields.JSONField()  # {"value": what the engine was given}
    user_id = fields.BigIntField()  # who sent it
    # Sent by the Boss for this player (SPEC 3.3); db_default fills rows stored before 0002.
    delegated = fields.BooleanField(default=False, db_default=False)
    created_at = fields.DatetimeField()
    replaces: fields.ForeignKeyNullableRelation[Submission] = fields.ForeignKeyField(
        "models.Submission", null=True, related_name=False, on_delete=fields.SET_NULL
    )
    active = fields.BooleanField(default=True)  # False once replaced

    class Meta:
        table = "submission"
        indexes = (("game_id", "phase_kind", "phase_number", "active"),)


class MessageCount(Model):
    """How many messages a player posted in the game channel on one day (activity)."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("message_counts")
    game_id: int  # the link\'s column, as tortoise sets it
    day = fields.IntField()
    player = fields.CharField(max_length=64)
    count = fields.IntField(default=0)

    class Meta:
        table = "message_count"
        unique_together = (("game", "day", "player"),)


class Resolution(Model):
    """A resolved phase: exactly one row per (game, phase kind, number), by a unique constraint."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("resolutions")
    game_id: int  # the link\'s column, as tortoise sets it
    phase_kind = fields.CharField(max_length=8)
    phase_number = fields.IntField()
    input: dict[str, object] = fields.JSONField()  # the engine's PhaseInput, record format
    result: dict[str, object] = fields.JSONField()  # PhaseResult.to_json()
    # The engine state after this phase (engine.snapshot), so a rebuild need not replay the
    # whole record; None for rows stored before 0011 (then the record is replayed).
    state: dict[str, object] | None = fields.JSONField(null=True)
    resolved_at = fields.DatetimeField()
    resolved_by = fields.CharField(max_length=64, default="")  # the service instance
    # the phase's link in the sealed deal's digest chain (`engine.seal`); None: an unsealed game
    digest = fields.CharField(max_length=64, null=True)

    class Meta:
        table = "resolution"
        unique_together = (("game", "phase_kind", "phase_number"),)


class Announcement(Model):
    """One thing to show through the Table port, marked delivered once shown."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("announcements")
    game_id: int  # the link\'s column, as tortoise sets it
    seq = fields.IntField()  # delivery order within the game
    phase_kind = fields.CharField(max_length=8, null=True)  # the phase that produced it
    phase_number = fields.IntField(default=0)
    action = fields.CharField(max_length=16)  # a Table method name
    payload: dict[str, object] = fields.JSONField()
    delivered = fields.BooleanField(default=False)
    delivered_at = fields.DatetimeField(null=True)
    # Failed deliveries (db_default fills rows stored before 0004): how many, the last error,
    # when to try again (None: now); parked after too many, never retried automatically.
    attempts = fields.IntField(default=0, db_default=0)
    last_error = fields.TextField(null=True)
    next_attempt_at = fields.DatetimeField(null=True)
    parked_at = fields.DatetimeField(null=True)
    # The service instance showing the row, until when (a crashed claimant's claim expires).
    claimed_by = fields.CharField(max_length=64, null=True)
    claimed_until = fields.DatetimeField(null=True)

    class Meta:
        table = "announcement"
        unique_together = (("game", "seq"),)
        indexes = (("game_id", "delivered"),)


LOBBY_MESSAGE = "lobby"
TALLY_MESSAGE = "tally"
PHASE_MESSAGE = "phase"
MESSAGE_KINDS = (LOBBY_MESSAGE, TALLY_MESSAGE, PHASE_MESSAGE)


class PostedMessage(Model):
    """A message posted for a game that is edited as the game changes: the lobby message
    (number 0), a day's tally (number: the day), or the post a phase began with (number: the
    phase's index), whose deadline line the host's clock edits: `message_id` is the part that
    holds the line, and `line` the line as it stands. A text longer than one Discord message
    spans several: `message_id` is the first, `more_ids` the ones after it, in order."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("posted_messages")
    game_id: int  # the link\'s column, as tortoise sets it
    kind = fields.CharField(max_length=16)  # one of MESSAGE_KINDS
    number = fields.IntField(default=0)
    channel_id = fields.BigIntField()
    message_id = fields.BigIntField()
    more_ids: list[int] = fields.JSONField(default=list)
    line = fields.TextField(default="", db_default="")  # a phase post's deadline line, as it stands

    class Meta:
        table = "posted_message"
        unique_together = (("game", "kind", "number"),)


class DmChannel(Model):
    """A user's DM channel with the bot, by id: a DM after a restart is sent to it at once,
    with no call to look the user up or open the channel."""

    id = fields.IntField(primary_key=True)
    user_id = fields.BigIntField(unique=True)
    channel_id = fields.BigIntField()

    class Meta:
        table = "dm_channel"


class TeamChannel(Model):
    """A game's team channel, known by its id (never by its name): one per (game, team)."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("team_channels")
    game_id: int  # the link\'s column, as tortoise sets it
    team = fields.CharField(max_length=32)  # the engine's team id
    channel_id = fields.BigIntField()

    class Meta:
        table = "team_channel"
        unique_together = (("game", "team"),)


class PrivateItem(Model):
    """One message the service told a player privately (a phase's results, a prompt), kept
    whether or not the DM went through, so that the seat can read it again with `/role`."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("private_items")
    game_id: int  # the link\'s column, as tortoise sets it
    seat: fields.ForeignKeyRelation[Seat] = fields.ForeignKeyField(
        "models.Seat", related_name="private_items", on_delete=fields.CASCADE
    )
    seat_id: int  # the link's column, as tortoise sets it
    phase_kind = fields.CharField(max_length=8, null=True)  # the phase that produced it
    phase_number = fields.IntField(default=0)
    texts: list[dict[str, object]] = fields.JSONField()  # `Text.to_json()` of each text
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "private_item"
        indexes = (("game_id", "seat_id"),)


class GameRecord(Model):
    """The record of a finished game (SPEC 5.1) and its outcome, for export and replay."""

    id = fields.IntField(primary_key=True)
    game: fields.OneToOneRelation[Game] = fields.OneToOneField(
        "models.Game", related_name="record", on_delete=fields.CASCADE
    )
    game_id: int  # the link\'s column, as tortoise sets it
    record: dict[str, object] = fields.JSONField()
    winner = fields.CharField(max_length=16)
    finished_at = fields.DatetimeField()

    class Meta:
        table = "game_record"


class GameSeal(Model):
    """A dealt game's sealed deal (`engine.seal`): the commitment shown at the start and the
    secret salt, which only `bot.store.seals` reads and which is shown only once the game is
    over."""

    id = fields.IntField(primary_key=True)
    game: fields.OneToOneRelation[Game] = fields.OneToOneField(
        "models.Game", related_name="seal", on_delete=fields.CASCADE
    )
    game_id: int  # the link\'s column, as tortoise sets it
    commitment = fields.CharField(max_length=64)
    salt = fields.CharField(max_length=64)

    class Meta:
        table = "game_seal"


class PlayerStat(Model):
    """Per-player statistics within one server.

    The totals over the server's finished games (the leaderboard reads them): the sums of the
    user's `PlayerGame` rows, a seat counting for the user who held it at the end."""

    id = fields.IntField(primary_key=True)
    guild_id = fields.BigIntField()
    user_id = fields.BigIntField()
    games = fields.IntField(default=0)
    wins = fields.IntField(default=0)
    survived = fields.IntField(default=0)

    class Meta:
        table = "player_stat"
        unique_together = (("guild_id", "user_id"),)


class GameStat(Model):
    """A finished game's outcome as the server's statistics count it (stopped games have none)."""

    id = fields.IntField(primary_key=True)
    game: fields.OneToOneRelation[Game] = fields.OneToOneField(
        "models.Game", related_name="stat", on_delete=fields.CASCADE
    )
    game_id: int  # the link\'s column, as tortoise sets it
    guild_id = fields.BigIntField()
    ruleset = fields.CharField(max_length=16)
    winner = fields.CharField(max_length=16)  # the winning camp, or "draw"
    days = fields.IntField()  # the game day it ended in (`engine.Outcome.days`)
    seconds = fields.IntField()  # real time from the deal to the end
    players = fields.IntField()
    finished_at = fields.DatetimeField()

    class Meta:
        table = "game_stat"
        indexes = (("guild_id", "ruleset"),)


class PlayerGame(Model):
    """One seat of a finished game, counted for the user who held it at the end (a replaced
    player's time in it counts for nobody): the role dealt, the camp played for, won, survived."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("player_games")
    game_id: int  # the link\'s column, as tortoise sets it
    guild_id = fields.BigIntField()
    user_id = fields.BigIntField()
    ruleset = fields.CharField(max_length=16)
    role = fields.CharField(max_length=32)
    camp = fields.CharField(max_length=16)
    won = fields.BooleanField()
    survived = fields.BooleanField()
    # the player's reads over the game (`engine.reads.PlayerReads`: counts, summed by /stats)
    votes = fields.IntField(default=0, db_default=0)
    on_other_camp = fields.IntField(default=0, db_default=0)
    allies = fields.IntField(default=0, db_default=0)
    allies_spared = fields.IntField(default=0, db_default=0)

    class Meta:
        table = "player_game"
        unique_together = (("game", "user_id"),)
        indexes = (("guild_id", "user_id"),)


class Heartbeat(Model):
    """When a service instance was last known alive (to measure downtime at start-up)."""

    instance = fields.CharField(max_length=64, primary_key=True)
    seen_at = fields.DatetimeField()

    class Meta:
        table = "heartbeat"


class MoveForm(Model):
    """A player's move form of one phase: the DM the Discord layer edits in place as moves are
    accepted, and closes (its choices replaced by one disabled button) when the phase is over."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("move_forms")
    game_id: int  # the link\'s column, as tortoise sets it
    phase_kind = fields.CharField(max_length=8)
    phase_number = fields.IntField()
    player = fields.CharField(max_length=64)
    channel_id = fields.BigIntField()
    message_id = fields.BigIntField()
    closed = fields.BooleanField(default=False)

    class Meta:
        table = "move_form"
        unique_together = (("game", "phase_kind", "phase_number", "player"),)


class ShardLease(Model):
    """Which process owns one Discord shard's games, until when: renewed while the process
    lives, taken over by another only once it has expired (an overlapping deploy)."""

    id = fields.IntField(primary_key=True)
    shard_id = fields.IntField(unique=True)
    owner = fields.CharField(max_length=64)  # the service instance
    expires_at = fields.DatetimeField()

    class Meta:
        table = "shard_lease"


class SavedSetup(Model):
    """A server's saved role list (`/setup save`), dealt by name with `/game start setup:`, seen
    by its server only. `key` is the name casefolded: two names differing only in case
    are one setup."""

    id = fields.IntField(primary_key=True)
    guild_id = fields.BigIntField()
    name = fields.CharField(max_length=64)
    key = fields.CharField(max_length=64)
    ruleset = fields.CharField(max_length=16)
    roles: list[str] = fields.JSONField()  # role ids, as the host listed them
    created_by = fields.BigIntField()
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "saved_setup"
        unique_together = (("guild_id", "key"),)


class Substitute(Model):
    """A member waiting to take a seat of a running game (`/game sub`), first signed first
    seated; the row goes when they take a seat or withdraw."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("substitutes")
    game_id: int  # the link\'s column, as tortoise sets it
    user_id = fields.BigIntField()
    locale = fields.CharField(max_length=16, null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "substitute"
        unique_together = (("game", "user_id"),)


class Watcher(Model):
    """A member who watches a running game without a seat, as the setting spectators allows.

    Made by `/game watch`; `active` goes false on `/game unwatch`, and the row stays: who
    watched a game never takes a seat in it."""

    id = fields.IntField(primary_key=True)
    game: fields.ForeignKeyRelation[Game] = game_link("watchers")
    game_id: int  # the link\'s column, as tortoise sets it
    user_id = fields.BigIntField()
    active = fields.BooleanField(default=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "watcher"
        unique_together = (("game", "user_id"),)


class CallUp(Model):
    """When a game's players were last called (`/game call`), kept so that the limit of one
    call per 10 minutes survives a restart."""

    id = fields.IntField(primary_key=True)
    game: fields.OneToOneRelation[Game] = fields.OneToOneField(
        "models.Game", related_name="call_up", on_delete=fields.CASCADE
    )
    game_id: int  # the link\'s column, as tortoise sets it
    called_at = fields.DatetimeField()

    class Meta:
        table = "call_up"


class BalanceEstimate(Model):
    """A balance estimate of a setup (`bot.balance`), kept under its request's key (the setup,
    settings, games, seed and version of the code: the same key, the same numbers), so that it
    is computed once across restarts and processes."""

    id = fields.IntField(primary_key=True)
    key = fields.CharField(max_length=32, unique=True)
    version = fields.CharField(max_length=32)  # the code's version (`code_version()`)
    data: dict[str, object] = fields.JSONField()  # `Estimate.to_json()`
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "balance_estimate"


class BotOverwrite(Model):
    """What the bot changed in one channel permission overwrite (a channel and a role or member):
    the permission bits it set (`allow`, `deny`) and what each of those bits was before it did
    (`was_allow`, `was_deny`), so it lifts only its own and a moderator's deny stays."""

    id = fields.IntField(primary_key=True)
    channel_id = fields.BigIntField(db_index=True)
    target_id = fields.BigIntField()
    allow = fields.BigIntField(default=0)
    deny = fields.BigIntField(default=0)
    was_allow = fields.BigIntField(default=0)
    was_deny = fields.BigIntField(default=0)

    class Meta:
        table = "bot_overwrite"
        unique_together = (("channel_id", "target_id"),)


class CommandSync(Model):
    """The digest of the command tree last synced for an application, so a start whose tree is
    the same fetches the commands' ids instead of syncing the global tree again."""

    id = fields.IntField(primary_key=True)
    application_id = fields.BigIntField(unique=True)
    digest = fields.CharField(max_length=64)

    class Meta:
        table = "command_sync"
