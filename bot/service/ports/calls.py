"""What the game service's public calls take and return: frozen dataclasses, no Discord types."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import engine
from bot.service.ports.table import Attachment

__all__ = [
    "Accepted",
    "Caller",
    "GoneGame",
    "KeptLine",
    "OptionsView",
    "ParkedDelivery",
    "ParsedBy",
    "Posted",
    "ReviewExport",
]


@dataclass(frozen=True)
class Caller:
    """Who calls and from where. `guild_id`/`channel_id` are None in a DM.

    `is_admin` is decided by the cog: a server administrator or a holder of the configured host
    role (`host_role_id`). The game's opener is its host whatever `is_admin` says.
    """

    user_id: int
    guild_id: int | None = None
    channel_id: int | None = None
    is_admin: bool = False
    locale: str | None = None  # the caller's Discord locale, e.g. "ru", "en-US"


@dataclass(frozen=True)
class Accepted:
    """An action or vote stored for `phase` (by day a night action is for the coming night,
    while the game is in `current`); `replaced` is the value it replaced, if any."""

    game_id: int
    player: str
    phase: engine.Phase
    verb: str  # "vote" for a vote
    value: object
    replaced: object | None
    current: engine.Phase


@dataclass(frozen=True)
class ParsedBy:
    """An action's value still to be read from a command's options by the rule set of the
    caller's game (its verbs say how): `parse(ruleset)`, called once the service holds the game,
    so a command needs no look-up of its own first. Its `EngineError` refuses the action."""

    parse: Callable[[str], object]


@dataclass(frozen=True)
class OptionsView:
    """What a player may send now, and by day also for the coming night (for autocomplete)."""

    game_id: int
    player: str
    phase: engine.Phase
    now: tuple[engine.VerbOption, ...]
    next_night: tuple[engine.VerbOption, ...]
    vote_targets: tuple[str, ...]  # by day: living players and "abstain"; empty at night
    send_for: tuple[str, ...] = ()  # the living members whose move the caller (the Boss) may send
    may_leave: bool = False  # the caller may leave their move to the Boss (SPEC 3.3)


@dataclass(frozen=True)
class Posted:
    """A text the Discord layer posted and edits as the game changes: its channel and its
    messages, in order (one text longer than a Discord message spans several)."""

    channel_id: int
    message_ids: tuple[int, ...]


@dataclass(frozen=True)
class KeptLine:
    """One line of a posted message that the Discord layer edits in place (a phase post's
    deadline line): the message (the part of the post that holds it) and the line as it
    stands."""

    channel_id: int
    message_id: int
    line: str


@dataclass(frozen=True)
class GoneGame:
    """A lobby or game stopped because its channel was deleted: whom to tell and in what
    language (`locale`: the host's Discord locale when they sit in it; else `language`, the
    game's)."""

    game_id: int
    host_id: int
    locale: str | None
    language: str
    started: bool  # dealt (a game), not a lobby


@dataclass(frozen=True)
class ParkedDelivery:
    """An announcement whose showing failed too often: never retried automatically."""

    game_id: int
    seq: int  # its place in the game's outbox
    action: str  # the Table call ("announce", "tell", …)
    attempts: int
    error: str  # the last attempt's error
    parked_at: datetime


@dataclass(frozen=True)
class ReviewExport:
    """A game's review page, described (`page`, kind REVIEW) for the Table layer to render in
    `language`, the game's (`GameService.export_review`)."""

    page: Attachment
    language: str


@dataclass(frozen=True)
class SetupView:
    """A server's saved setup (`/setup`): its name, rule set, role ids as saved, and how many
    roles each camp has (the engine's camps, in its order; camps with none left out)."""

    name: str
    ruleset: str
    roles: tuple[str, ...]
    camps: tuple[tuple[str, int], ...]
