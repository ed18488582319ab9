"""Resolving many games' phases together: every game whose deadline has come, many per
transaction, with bulk reads and writes; then their announcements delivered together.

The guarantees are those of `Resolver.resolve_phase`, game by game: in one transaction that
locks the games' rows (in id order), each game's phase is checked again, resolved by the
engine, and its `Resolution` (unique per phase), next phase, deadline and outbox are stored; a
game whose phase has moved on is skipped. The outbox rows of each game keep their order (`seq`
after the game's last one). If a batch's transaction fails, its games are resolved one by one,
so that one broken game never holds back the others.

Deadline jobs hand their game to `DeadlineBatcher.submit`: the games whose deadlines come within
`COLLECT_SECONDS` of each other are resolved as one batch (in transactions of `BATCH_GAMES`);
`resolve_due` is the same path for a known list (the overdue games at start-up).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from contextlib import AsyncExitStack

from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.functions import Max
from tortoise.transactions import in_transaction

import engine
from bot.service import forumposts, outbox
from bot.service.delivery import Delivery
from bot.service.lookups import phase_of
from bot.service.phases import PhaseClock
from bot.service.resolution import Resolver, finish
from bot.service.review import plan_review
from bot.service.shown import chunks
from bot.service.state import ServiceState
from bot.service.submissions import collect_inputs
from bot.store.fast import OutboxRow, PrivateRow, insert_outbox, insert_private_items
from bot.store.models import RUNNING, Announcement, Game, Resolution, Seat
from bot.store.replay import input_to_json, rebuild_many, state_json

__all__ = ["BATCH_GAMES", "COLLECT_SECONDS", "DeadlineBatcher"]

log = logging.getLogger(__name__)

BATCH_GAMES = 200
"""Games resolved in one transaction at most."""

COLLECT_SECONDS = 0.02
"""Real seconds a due deadline waits for the others that fall due with it."""

GAME_FIELDS = ("state", "winner", "phase_kind", "phase_number", "deadline", "downtime", "ended_at")
"""The game row's columns a resolution changes (written for the whole batch in one UPDATE)."""

Due = tuple[int, engine.Phase | None]  # a game, and the phase it must still be in (None: any)


class DeadlineBatcher:
    """Resolves due games in batches: `submit` (a deadline job), `resolve_due` (a list)."""

    def __init__(self, shared: ServiceState, resolver: Resolver, delivery: Delivery) -> None:
        self._shared = shared
        self._resolver = resolver
        self._phases: PhaseClock = resolver.phases
        self._delivery = delivery
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
        deliver what they show; by game: whether it was resolved here, or the error that
        kept it from being resolved (its one-by-one retry failed too)."""
        outcome: dict[int, bool | BaseException] = {}
        wanted = sorted(dict(due).items())
        for part in chunks(range(len(wanted)), BATCH_GAMES):
            batch = dict(wanted[index] for index in part)
            if len(batch) == 1:  # nothing to share: the one game's own path
                outcome.update(await self._one_by_one(batch))
                continue
            try:
                resolved = await self._resolve_batch(batch)
            except Exception:
                log.exception("a batch of %d games failed: resolving them one by one", len(batch))
                outcome.update(await self._one_by_one(batch))
                continue
            outcome.update({game_id: game_id in resolved for game_id in batch})
            shared = self._shared
            for game in resolved.values():
                await shared.at_fault_point("after_transaction", game.id, None)
            try:
                await self._delivery.deliver_many(list(resolved.values()))
            except Exception:  # each game's delivery job tries again
                log.exception("delivering a batch of %d games failed", len(resolved))
            finally:
                async with shared.resolved:
                    shared.resolved.notify_all()
        return outcome

    async def _one_by_one(
        self, batch: dict[int, engine.Phase | None]
    ) -> dict[int, bool | BaseException]:
        outcome: dict[int, bool | BaseException] = {}
        for game_id, phase in batch.items():
            try:
                outcome[game_id] = await self._resolver.resolve_phase(game_id, phase)
            except Exception as error:
                log.exception("resolving game %s failed", game_id)
                outcome[game_id] = error
        return outcome

    async def _resolve_batch(self, batch: dict[int, engine.Phase | None]) -> dict[int, Game]:
        """One transaction: the batch's games resolved; the games resolved, by id."""
        shared = self._shared
        for game_id, phase in batch.items():
            await shared.at_fault_point("before_transaction", game_id, phase)
        afters: dict[int, engine.Game] = {}
        async with AsyncExitStack() as held:
            for game_id in sorted(batch):  # in id order, as the rows are locked
                await held.enter_async_context(shared.lock(game_id))
            async with in_transaction() as conn:
                locked = (
                    await Game.filter(id__in=list(batch))
                    .select_for_update()
                    .using_db(conn)
                    .order_by("id")
                )
                due = [
                    game
                    for game in locked
                    if game.state == RUNNING
                    and game.phase_kind is not None
                    and shared.owns(game.guild_id)  # another process's shard: its own
                    and batch[game.id] in (None, phase_of(game))
                ]
                if due:
                    afters = await self._store_batch(due, conn)
            resolved = {game.id: game for game in due}
            for game in due:
                if game.state == RUNNING:
                    shared.cache[game.id] = afters[game.id]
                    self._phases.arm(game)
                else:
                    self._phases.disarm(game.id)
                    shared.forget(game.id)
        return resolved

    async def _store_batch(
        self, games: list[Game], conn: BaseDBAsyncClient
    ) -> dict[int, engine.Game]:
        shared = self._shared
        cached = {
            game.id: state
            for game in games
            if (state := shared.cache.get(game.id)) is not None and state.phase == phase_of(game)
        }
        cold = [game for game in games if game.id not in cached]
        befores = {**cached, **(await rebuild_many(cold, conn))}
        inputs = await collect_inputs([(game, befores[game.id]) for game in games], conn)
        ids = [game.id for game in games]
        last_seq = dict(
            await Announcement.filter(game_id__in=ids)
            .using_db(conn)
            .annotate(top=Max("seq"))
            .group_by("game_id")
            .values_list("game_id", "top")
        )
        seat_ids: dict[int, dict[str, int]] = {game_id: {} for game_id in ids}
        for game_id, name, seat_id in (
            await Seat.filter(game_id__in=ids).using_db(conn).values_list("game_id", "name", "id")
        ):
            seat_ids[game_id][name] = seat_id
        now = shared.clock()
        resolutions: list[Resolution] = []
        announcements: list[OutboxRow] = []
        private: list[PrivateRow] = []
        finished: list[tuple[Game, engine.Game]] = []
        afters: dict[int, engine.Game] = {}
        resolved = {game.id: phase_of(game) for game in games}  # before the rows move on
        for game in games:
            before = befores[game.id]
            phase = resolved[game.id]
            after, result = before.resolve(inputs[game.id])
            afters[game.id] = after
            resolutions.append(
                Resolution(
                    game_id=game.id,
                    phase_kind=phase.kind,
                    phase_number=phase.number,
                    input=input_to_json(inputs[game.id]),
                    result=result.to_json(),
                    state=state_json(after),
                    resolved_at=now,
                    resolved_by=shared.instance,
                )
            )
            planned = await forumposts.full_tally(game, phase, conn)  # issue 11: at the deadline
            planned += outbox.plan_resolution(result, before, after)
            if after.winner is not None:
                finished.append((game, after))
            else:
                self._phases.enter_phase(game, after.phase, now)
                planned += forumposts.deadline_post(game) + forumposts.absence_warnings(game, after)
            planned = outbox.one_post(planned)  # one post in the game channel (issue 15)
            announcements.extend(
                outbox_rows(game.id, planned, phase, int(last_seq.get(game.id) or 0))
            )
            private.extend(private_rows(game.id, planned, phase, seat_ids[game.id]))
        await Resolution.bulk_create(resolutions, using_db=conn)
        for game in games:
            await shared.at_fault_point("inside_transaction", game.id, resolved[game.id])
        await insert_private_items(conn, private, now)
        for game, after in finished:
            record = await finish(game, after, now, conn)
            review = await plan_review(game, record, conn)  # after the game's last row
            last = max(row.seq for row in announcements if row.game_id == game.id)
            announcements.extend(outbox_rows(game.id, [review], resolved[game.id], last))
        await insert_outbox(conn, announcements)
        await Game.bulk_update(games, fields=list(GAME_FIELDS), using_db=conn)
        return afters


def outbox_rows(
    game_id: int, planned: Sequence[outbox.Planned], phase: engine.Phase, last_seq: int
) -> list[OutboxRow]:
    """A game's planned items as outbox rows numbered after its last one (as `outbox.store`)."""
    return [
        OutboxRow(game_id, last_seq + index, phase.kind, phase.number, item.action, item.payload)
        for index, item in enumerate(planned, start=1)
    ]


def private_rows(
    game_id: int,
    planned: Sequence[outbox.Planned],
    phase: engine.Phase,
    seat_ids: dict[str, int],
) -> list[PrivateRow]:
    """A `PrivateItem` row for every planned private message but a role card (as
    `outbox.store`)."""
    return [
        PrivateRow(
            game_id,
            seat_ids[str(item.payload["player"])],
            phase.kind,
            phase.number,
            list(item.payload["texts"]),
        )
        for item in planned
        if item.action == outbox.TELL and not item.payload.get("card")
    ]
