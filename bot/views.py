"""What the game service's public calls take and return: frozen dataclasses, no Discord types."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import engine

__all__ = ["Accepted", "Caller", "LobbyView", "OptionsView", "SeatView", "StatusView", "TallyEntry"]


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
class SeatView:
    """One seat: engine name, user, and (once known publicly) whether alive and the role shown."""

    name: str
    user_id: int
    alive: bool = True
    role: str | None = None  # revealed role id of a player who left; None while hidden


@dataclass(frozen=True)
class LobbyView:
    """A game's lobby (or the game it became): host, rule set and the seats in join order."""

    game_id: int
    guild_id: int
    channel_id: int
    host_id: int
    ruleset: str
    state: str  # lobby | running | paused | finished | stopped
    seats: tuple[SeatView, ...]
    minimum: int
    maximum: int


@dataclass(frozen=True)
class TallyEntry:
    """One public vote as the tally shows it; `struck` once the voter changed it."""

    voter: str
    target: str  # a player name or "abstain"
    at: datetime
    struck: bool


@dataclass(frozen=True)
class StatusView:
    """A running (or finished) game at a glance."""

    game_id: int
    state: str
    ruleset: str
    phase: engine.Phase | None
    deadline: datetime | None  # None while paused or over
    paused_remaining: float | None  # seconds left when paused
    seats: tuple[SeatView, ...]
    tally: tuple[TallyEntry, ...]  # the current day's public votes, oldest first
    winner: str | None


@dataclass(frozen=True)
class Accepted:
    """An action or vote stored for `phase`; `replaced` is the value it replaced, if any."""

    game_id: int
    player: str
    phase: engine.Phase
    verb: str  # "vote" for a vote
    value: object
    replaced: object | None


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
