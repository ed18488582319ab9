"""A game as it is shown: seats, the lobby, the tally and the status (frozen, no Discord types).

The game service builds these and the text builders word them; they live here, in the lowest
layer that uses them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import engine

__all__ = ["LobbyView", "SeatActivity", "SeatView", "StatusView", "TallyEntry", "VoteCountView"]


@dataclass(frozen=True)
class SeatView:
    """One seat: engine name, user, and (once known publicly) whether alive and the role shown."""

    name: str
    user_id: int
    alive: bool = True
    role: str | None = None  # revealed role id of a player who left; None while hidden
    substituted: bool = False  # handed to a substitute: `user_id` plays it now
    waiting: bool = False  # its player left the server: it waits for a substitute


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
    starts_at: datetime | None = None  # a lobby's scheduled start, else None

    @property
    def is_open(self) -> bool:
        """Whether the lobby still takes seats (nor dealt, nor cancelled)."""
        return self.state == "lobby"


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
    # how much of the tally a reader may see (`vote_visibility`: open | counts | hidden;
    # with `counts` the entries are the standing votes without their voters' names), and, for a
    # host who does not play, each living player's posts today and absent days so far (R51)
    votes_shown: str = "open"
    activity: tuple[SeatActivity, ...] = ()
    watchers: tuple[int, ...] = ()  # for a host who does not play: who watches


@dataclass(frozen=True)
class SeatActivity:
    """A living player's activity as the host sees it (R51): posts today, absent days so far."""

    name: str
    posts: int
    absent_days: int


@dataclass(frozen=True)
class VoteCountView:
    """The day's vote count as one reader may see it (`/votes`): `shown` is the game's
    `vote_visibility`; `votes` the standing public votes (voters "" with `counts`, none with
    `hidden`); `not_voted` the living without a vote (names only with `open`)."""

    game_id: int
    day: int
    shown: str
    votes: tuple[TallyEntry, ...]
    not_voted: tuple[str, ...]
    not_voted_count: int
    deadline: datetime | None
    paused_remaining: float | None
    majority: int | None = None  # R91: the votes that end the day at once (None: off)
    played_by: tuple[tuple[str, int], ...] = ()  # handed-over seats: (name, user now)
