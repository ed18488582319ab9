"""Several processes on one database, each owning a set of Discord shards: which shard a guild
is on, and a lease per shard in the store so that two processes never own one shard, even
while a deploy overlaps the old process with the new.

A lease is a row (`ShardLease`) naming its owner and when it expires. A process takes each of
its shards' leases before it resumes anything, waiting while another live process holds one
(the old process of a deploy: it gives its leases back when it closes, or they expire
`LEASE_SECONDS` after its last renewal if it died); it renews them every `RENEW_SECONDS`, and a
lease it failed to renew in time is no longer its own (`owns` says no for that shard's guilds)
until a renewal takes it back, if no other process took it meanwhile (`on_regained`: the bot
then resumes those games).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import socket
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from types import MappingProxyType

from bot.store import leases
from bot.store.transactions import afresh
from engine import CodedError

__all__ = [
    "LEASE_SECONDS",
    "RENEW_SECONDS",
    "SHARD_SETTING_CODES",
    "ShardLeases",
    "ShardPlan",
    "ShardSettingError",
    "check_store",
    "process_name",
    "shard_of",
    "shard_plan",
]

log = logging.getLogger(__name__)

LEASE_SECONDS = 30.0
"""How long a lease holds after its last renewal (a dead process's shards wait this long)."""

RENEW_SECONDS = 10.0
"""How often a process renews its leases (well inside `LEASE_SECONDS`)."""


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a guild's events on: (guild_id >> 22) % shard_count."""
    return (guild_id >> 22) % shard_count


SHARD_SETTING_CODES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "shard-count-not-a-number": ("value",),
        "shard-count-below-one": ("value",),
        "shard-ids-without-count": (),
        "shard-ids-not-ids": ("value",),
        "shard-ids-out-of-range": ("value", "last"),
        "shard-ids-need-postgres": ("ids", "count"),
    }
)
"""The ways `SHARD_COUNT` and `SHARD_IDS` can be wrong, each with its parameters (the start-up
message for each is `discord-<code>`)."""


class ShardSettingError(CodedError):
    """`SHARD_COUNT` or `SHARD_IDS` that do not fit: `code` is a key of `SHARD_SETTING_CODES`."""

    codes = SHARD_SETTING_CODES


@dataclass(frozen=True)
class ShardPlan:
    """The shards of this process: how many there are in all (None: the number Discord
    recommends), and which are this process's (None: every shard, one process)."""

    count: int | None = None
    ids: tuple[int, ...] | None = None

    @property
    def sharded(self) -> bool:
        """Whether this process runs only the shards it names (several processes, leases)."""
        return self.ids is not None

    def mine(self) -> tuple[int, ...]:
        """This process's shard ids."""
        return self.ids if self.ids is not None else tuple(range(self.count or 1))


_ID_PART = re.compile(r"(\d+)(?:-(\d+))?")


def _ids(text: str) -> tuple[int, ...]:
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        match = _ID_PART.fullmatch(part)
        if match is None or (match[2] is not None and int(match[2]) < int(match[1])):
            raise ShardSettingError("shard-ids-not-ids", {"value": text})
        ids.update(range(int(match[1]), int(match[2] or match[1]) + 1))
    return tuple(sorted(ids))


def shard_plan(environ: Mapping[str, str] = os.environ) -> ShardPlan:
    """The plan from `SHARD_COUNT` and `SHARD_IDS` ("0,1", "4-7"); `ShardSettingError` if they
    do not fit (a count that is not a whole number from 1, ids that are not ids, ids outside
    0..count-1, ids without a count)."""
    count_text = environ.get("SHARD_COUNT", "").strip()
    ids_text = environ.get("SHARD_IDS", "").strip()
    if not count_text:
        if ids_text:
            raise ShardSettingError("shard-ids-without-count")
        return ShardPlan()
    if not count_text.isdecimal():
        raise ShardSettingError("shard-count-not-a-number", {"value": count_text})
    count = int(count_text)
    if count < 1:
        raise ShardSettingError("shard-count-below-one", {"value": count_text})
    if not ids_text:
        return ShardPlan(count)
    ids = _ids(ids_text)
    if ids[-1] >= count:
        raise ShardSettingError("shard-ids-out-of-range", {"value": ids_text, "last": count - 1})
    return ShardPlan(count, ids)


def check_store(plan: ShardPlan, database_url: str) -> None:
    """`ShardSettingError` if the plan needs several processes and the store is not PostgreSQL
    (a SQLite file serves one process)."""
    several = plan.ids is not None and set(plan.ids) != set(range(plan.count or 1))
    if several and not database_url.startswith(("postgres", "asyncpg")):
        ids = ",".join(map(str, plan.mine()))
        raise ShardSettingError("shard-ids-need-postgres", {"ids": ids, "count": plan.count or 1})


class ShardLeases:
    """This process's leases on its shards, and the `owns` filter that follows from them."""

    def __init__(
        self,
        plan: ShardPlan,
        owner: str,
        clock: Callable[[], datetime],
        *,
        lease_seconds: float = LEASE_SECONDS,
        renew_seconds: float = RENEW_SECONDS,
    ) -> None:
        self.plan = plan
        self.instance = owner  # this process, unique: host and process id
        self._clock = clock
        self._lease = timedelta(seconds=lease_seconds)
        self._renew_seconds = renew_seconds
        self.held: frozenset[int] = frozenset()
        # awaited with the shards whose leases came back after they ran out (the bot resumes
        # their games: their deadlines passed unresolved while this process did not own them)
        self.on_regained: Callable[[frozenset[int]], Awaitable[None]] | None = None
        self._until: datetime | None = None  # when the leases last written by this process end
        self._renewing: asyncio.Task[None] | None = None
        self._renewal = asyncio.Lock()

    def owns(self, guild_id: int) -> bool:
        """Whether this process holds the lease of the guild's shard, and it has not run out."""
        return shard_of(guild_id, self.plan.count or 1) in self._owned()

    def _owned(self) -> frozenset[int]:
        until = self._until
        return self.held if until is not None and self._clock() < until else frozenset()

    async def take(self) -> frozenset[int]:
        """Take every free or expired lease of this process's shards (and renew those already
        ours); the shards held now."""
        now = self._clock()
        until = now + self._lease
        self.held = await leases.take(self.plan.mine(), self.instance, now, until)
        self._until = until if self.held else None
        return self.held

    async def acquire(self, poll_seconds: float = 1.0, timeout: float | None = None) -> None:
        """Wait until this process holds every one of its shards' leases (another process's
        lease is waited out), then keep renewing them. TimeoutError after `timeout` seconds."""
        async with asyncio.timeout(timeout):
            while await afresh(self.take) != frozenset(self.plan.mine()):
                taken = sorted(set(self.plan.mine()) - self.held)
                log.info("waiting for the leases of shards %s", taken)
                await asyncio.sleep(poll_seconds)
        if self._renewing is None:
            self._renewing = asyncio.create_task(self._renew_forever())

    async def renew(self) -> frozenset[int]:
        """Renew this process's leases, and take back those of its shards that ran out while
        nobody else took them (the store was away longer than a lease); the shards held now. A
        lease that ran out and was taken by another process is lost; one that comes back is
        handed to `on_regained`."""
        async with self._renewal:
            before = self._owned()
            held = await self.take()
            if before - held:
                log.error("lost the leases of shards %s", sorted(before - held))
            regained = held - before
            if regained:
                log.warning("took back the leases of shards %s", sorted(regained))
                if self.on_regained is not None:
                    await self.on_regained(regained)
            return held

    async def release(self) -> None:
        """Stop renewing and give the leases back at once (a clean shutdown: the next process
        of a deploy takes them without waiting for them to expire)."""
        if self._renewing is not None:
            self._renewing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._renewing
            self._renewing = None
        if self.held:
            await leases.give_back(self.held, self.instance)
        self.held = frozenset()
        self._until = None

    async def _renew_forever(self) -> None:
        while True:
            await asyncio.sleep(self._renew_seconds)
            try:  # each renewal afresh: a failed one leaves no transaction to the next
                await afresh(self.renew)
            except Exception:  # the store is away: the leases run out unless it comes back
                log.exception("renewing the shard leases failed")


def process_name() -> str:
    """This process, unique among the processes on one database: host name and process id."""
    return f"{socket.gethostname()}:{os.getpid()}"
