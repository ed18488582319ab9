"""Resolving many games' phases together: every game whose deadline has come, many per
transaction; then their announcements delivered together.

A batch goes through `Resolver.resolve`, the very code a single game's resolution takes
(`bot.service.resolve.storing` stores N games with the same statements as one): in one transaction
that locks the games' rows (in id order), each game's phase is checked again, resolved by the
engine, and its `Resolution` (unique per phase), next phase, deadline and outbox are stored; a
game whose phase has moved on, or another process's game (`GameService.owns`), is skipped. The
outbox rows of each game keep their order (`seq` after the game's last one). If a batch's
transaction fails, its games are resolved one by one, so that one broken game never holds back
the others.

Deadline jobs hand their game to `DeadlineBatcher.submit`: the games whose deadlines come within
`COLLECT_SECONDS` of each other are resolved as one batch (in transactions of `BATCH_GAMES`);
`resolve_due` is the same path for a known list (the overdue games at start-up).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

import engine
from bot.service.outbox.contexts import chunks
from bot.service.resolve.resolver import Resolved, Resolver

__all__ = ["BATCH_GAMES", "COLLECT_SECONDS", "DeadlineBatcher"]

log = logging.getLogger(__name__)

BATCH_GAMES = 200
"""Games resolved in one transaction at most."""

COLLECT_SECONDS = 0.02
"""Real seconds a due deadline waits for the others that fall due with it."""

Due = tuple[int, engine.Phase | None]  # a game, and the phase it must still be in (None: any)


class DeadlineBatcher:
    """Resolves due games in batches: `submit` (a deadline job), `resolve_due` (a list)."""

    def __init__(self, resolver: Resolver) -> None:
        self._resolver = resolver
        self._waiting: dict[int, tuple[engine.Phase | None, asyncio.Future[bool]]] = {}
        self._collector: asyncio.Task[None] | None = None

    async def submit(self, game_id: int, phase: engine.Phase | None) -> bool:
        """Resolve the game's phase with the other games falling due now; whether it was
        resolved here. Raises if its batch could not be stored (the job then retries)."""
        waiting = self._waiting.get(game_id)
        if waiting is not None and waiting[0] == phase:
            return await asyncio.shield(waiting[1])
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._waiting[game_id] = (phase, future)
        if self._collector is None or self._collector.done():
            self._collector = asyncio.create_task(self._collect())
        return await asyncio.shield(future)

    async def _collect(self) -> None:
        while self._waiting:
            await asyncio.sleep(COLLECT_SECONDS)
            taken, self._waiting = self._waiting, {}
            try:
                done = await self.resolve_due(
                    [(game_id, phase) for game_id, (phase, _) in taken.items()]
                )
            except Exception as error:  # every waiting job retries
                for _, future in taken.values():
                    if not future.done():
                        future.set_exception(error)
                continue
            for game_id, (_, future) in taken.items():
                if future.done():
                    continue
                outcome = done.get(game_id, False)
                if isinstance(outcome, BaseException):
                    future.set_exception(outcome)
                else:
                    future.set_result(outcome)

    async def resolve_due(self, due: Sequence[Due]) -> dict[int, bool | BaseException]:
        """Resolve these games' phases (each only if still in its phase), in batches, and
        deliver what they show (a batch's delivery goes on while the next batch resolves);
        by game: whether it was resolved here, or the error that kept it from being resolved
        (its one-by-one retry failed too)."""
        outcome: dict[int, bool | BaseException] = {}
        wanted = sorted(dict(due).items())
        deliveries: list[asyncio.Task[None]] = []
        try:
            for part in chunks(range(len(wanted)), BATCH_GAMES):
                batch = dict(wanted[index] for index in part)
                resolved = await self._resolve(batch, outcome)
                deliveries.append(asyncio.create_task(self._deliver(resolved)))
        finally:
            await asyncio.gather(*deliveries)
        return outcome

    async def _resolve(
        self, batch: dict[int, engine.Phase | None], outcome: dict[int, bool | BaseException]
    ) -> list[Resolved]:
        """One batch in one transaction (one by one if it fails); what was resolved."""
        try:
            resolved = await self._resolver.resolve(batch)
        except Exception as error:
            if len(batch) == 1:  # its job tries again
                log.exception("resolving game %s failed", *batch)
                outcome.update(dict.fromkeys(batch, error))
                return []
            log.exception("a batch of %d games failed: one by one", len(batch))
            return await self._one_by_one(batch, outcome)
        outcome.update(dict.fromkeys(batch, False))
        outcome.update(dict.fromkeys((game.id for game, _ in resolved), True))
        return resolved

    async def _deliver(self, resolved: list[Resolved]) -> None:
        try:
            await self._resolver.deliver(resolved)
        except Exception:  # each game's delivery job tries again
            log.exception("delivering a batch of %d games failed", len(resolved))

    async def _one_by_one(
        self, batch: dict[int, engine.Phase | None], outcome: dict[int, bool | BaseException]
    ) -> list[Resolved]:
        """Each game of a failed batch in a transaction of its own: one broken game never
        holds back the others."""
        resolved: list[Resolved] = []
        for game_id, phase in batch.items():
            try:
                mine = await self._resolver.resolve({game_id: phase})
            except Exception as error:
                log.exception("resolving game %s failed", game_id)
                outcome[game_id] = error
                continue
            outcome[game_id] = bool(mine)
            resolved += mine
        return resolved
