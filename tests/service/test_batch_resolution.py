"""Due deadlines resolved in batches (bot.service.clock.batcher) give exactly what resolving each
game alone gives: the same records, outboxes, private items, seats, substitutes and Table calls,
game by game; with a forum game's settings too (the full tally, the deadline post, absence warnings)
and substitutes taking the seats of players the rules would put to sleep (G1)."""

from __future__ import annotations

import dataclasses
import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import cast

import engine
from bot.service import GameService
from bot.service.ports.table import Attachment, Reader, TableGame
from bot.store.models import (
    RUNNING,
    Announcement,
    Game,
    GameRecord,
    PrivateItem,
    Resolution,
    Seat,
    Substitute,
)
from bot.text.i18n import Text
from tests.service.bulk_games import clone_games, random_inputs, store_inputs
from tests.service.helpers import new_service, seated_game

GAMES = int(os.environ.get("BATCH_TEST_GAMES", "500"))  # pairs of twin games
TO_THE_END = int(os.environ.get("BATCH_TEST_GAMES_TO_THE_END", "60"))
FORUM_GAMES = int(os.environ.get("BATCH_TEST_FORUM_GAMES", "40"))
PLAYERS = 7
MAX_PHASES = 40
SUBSTITUTES = 2  # signed up for each forum game
FORUM = {  # a forum game's settings, substitutes taking the seats of the idle
    "auto_substitute": True,
    "inactive_days": 2,  # absent once: warned the next day; twice: put to sleep, or replaced
    "min_posts": 1,
    "warn_absent": True,
    "vote_visibility": "counts",  # the full tally posted at the deadline
    "day_ends": "20:00",  # the deadline posted when a day begins
    "reveal": "camp",
}
NOON = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)  # one clock for both paths: the same deadlines


@dataclass
class GameTable:
    """A Table that records every call per game, as (method, JSON of its arguments)."""

    calls: dict[int, list[tuple[str, str]]] = field(default_factory=dict)

    def _note(self, game: TableGame, method: str, *parts: object) -> None:
        text = json.dumps(parts, sort_keys=True, default=lambda v: v.to_json())
        self.calls.setdefault(game.game_id, []).append((method, text))

    async def announce(
        self, game: TableGame, texts: Sequence[Text], *, attachment: Attachment | None = None
    ) -> None:
        if attachment is None:
            self._note(game, "announce", texts)
        else:  # the review page: its data compared too
            self._note(
                game, "announce", texts, attachment.kind, attachment.filename, attachment.data
            )

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        self._note(game, "tell", player.name, texts)
        return True

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        self._note(game, "ask_for_dms", player.name)

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        self._note(game, "open_team", team, [m.name for m in members], texts)
        return None

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        self._note(game, "mark_dead", player.name, player.elsewhere)

    async def unseat(self, game: TableGame, player: Reader) -> None:
        self._note(game, "unseat", player.name, player.elsewhere)

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        self._note(game, "reveal", texts, [r.name for r in released])


def unnamed(data: object, game_id: int) -> object:
    """`data` with the review page's file name, which names the game, made the same for all."""
    text = json.dumps(data, sort_keys=True)
    return json.loads(text.replace(f"-{game_id}.html", "-GAME.html"))


def mentions_numbered(data: object, mine: int) -> object:
    """`data` with each user mention in its texts (a substitute's) numbered in its channel."""
    text = re.sub(r"<@(\d+)>", lambda found: f"<@{int(found.group(1)) - mine}>", json.dumps(data))
    return json.loads(text)


def by_seat(payload: dict[str, object], mine: int) -> dict[str, object]:
    """A payload with the users it names (one who gave a seat away; a substitute's mention in
    a text) numbered in its channel."""
    payload = cast(dict[str, object], mentions_numbered(payload, mine))
    if "user_id" not in payload:
        return payload
    return {**payload, "user_id": int(str(payload["user_id"])) - mine}


async def shown_as(text: str, game_id: int) -> object:
    """A Table call's data, with what names the game or its users made the same for twins."""
    mine = 10_000 * (await Game.get(id=game_id)).channel_id
    return unnamed(mentions_numbered(json.loads(text), mine), game_id)


async def stored(game_id: int) -> dict[str, object]:
    """Everything a game's resolutions stored, without ids, times or instance names."""
    game = await Game.get(id=game_id)
    mine = 10_000 * game.channel_id  # the clones' users are numbered per channel
    record = await GameRecord.get_or_none(game_id=game_id)
    return {
        "game": (game.state, game.winner, game.phase_kind, game.phase_number),
        "resolutions": [
            (r.phase_kind, r.phase_number, r.input, r.result, r.state)
            for r in await Resolution.filter(game_id=game_id).order_by("id")
        ],
        "outbox": [
            (
                a.seq,
                a.phase_kind,
                a.phase_number,
                a.action,
                unnamed(by_seat(a.payload, mine), game_id),
                a.delivered,
            )
            for a in await Announcement.filter(game_id=game_id).order_by("seq")
        ],
        "private": [
            (p.seat.name, p.phase_kind, p.phase_number, p.texts)  # type: ignore[attr-defined]
            for p in await PrivateItem.filter(game_id=game_id)
            .prefetch_related("seat")
            .order_by("id")
        ],
        "record": None if record is None else (record.record, record.winner),
        "seats": [
            (seat.name, seat.user_id - mine, [user - mine for user in seat.previous_user_ids])
            for seat in await Seat.filter(game_id=game_id).order_by("position")
        ],
        "substitutes": [
            row.user_id - mine for row in await Substitute.filter(game_id=game_id).order_by("id")
        ],
    }


async def play_twins(
    games: int, phases: int, forum: Mapping[str, object] | None = None
) -> dict[int, int]:
    """Twin games (same deal, same random players' input) resolved for up to `phases` phases,
    one of each pair alone, the other in batches; then every pair compared; the twins.
    `forum`: settings of the games (then substitutes sign up, and each day the first living
    player neither posts nor votes)."""
    service, _ = new_service(clock=lambda: NOON) if forum else new_service()
    table = GameTable()
    service.tables.register(table)
    template = await seated_game(service, players=PLAYERS, seed=1)
    if forum:
        row = await Game.get(id=template)
        await Game.filter(id=template).update(settings={**row.settings, **forum})
    seeds = list(range(100, 100 + games))
    alone = await clone_games(template, range(1000, 1000 + games), seeds)
    batched = await clone_games(template, range(1000 + games, 1000 + 2 * games), seeds)
    twins = dict(zip(alone, batched, strict=True))
    if forum:
        await sign_up_substitutes([*alone, *batched])
    for phase in range(phases):
        running = sorted(
            await Game.filter(id__in=alone, state=RUNNING).values_list("id", flat=True)
        )
        if not running:
            break
        inputs = await random_inputs(service, running, seed=phase)  # type: ignore[arg-type]
        if forum:
            inputs = {game: await first_idle(service, game, i) for game, i in inputs.items()}
        await store_inputs(service, {**inputs, **{twins[a]: inputs[a] for a in inputs}})
        for game_id in running:
            assert await service.resolver.resolve_phase(game_id)  # type: ignore[arg-type]
        outcome = await service.batcher.resolve_due(
            [(game_id, None) for game_id in [twins[a] for a in running]]
        )  # type: ignore[index]
        assert all(outcome[twins[a]] is True for a in running)  # type: ignore[index]
    for one, other in twins.items():
        same(await stored(other), await stored(one))
        calls = [(method, await shown_as(text, one)) for method, text in table.calls[one]]
        theirs = [(m, await shown_as(text, other)) for m, text in table.calls[other]]
        assert theirs == calls
    await service.lifecycle.close()
    return twins


def same(batched: dict[str, object], alone: dict[str, object]) -> None:
    """The twins stored the same, or the first difference of each kind of row is named."""
    for key, theirs in batched.items():
        mine = alone[key]
        if isinstance(theirs, list) and isinstance(mine, list):
            for index, (a, b) in enumerate(zip(theirs, mine, strict=False)):
                assert a == b, f"{key}[{index}]: batched {a!r} != alone {b!r}"
            assert len(theirs) == len(mine), f"{key}: {len(theirs)} != {len(mine)} rows"
        assert theirs == mine, key


async def sign_up_substitutes(game_ids: Sequence[int]) -> None:
    """`SUBSTITUTES` members waiting to take a seat in each game (numbered per channel)."""
    games = await Game.filter(id__in=list(game_ids)).values_list("id", "channel_id")
    await Substitute.bulk_create(
        [
            Substitute(game_id=game_id, user_id=10_000 * channel + 50 + index, locale="en")
            for game_id, channel in games
            for index in range(SUBSTITUTES)
        ]
    )


async def first_idle(
    service: GameService, game_id: int, phase_input: engine.PhaseInput
) -> engine.PhaseInput:
    """By day, the input with the first living player silent: no post, no vote (R51)."""
    state = await service.queries.engine_state(game_id)
    if state.phase.kind != "day":
        return phase_input
    idle = state.alive[0]
    votes = {name: vote for name, vote in phase_input.votes.items() if name != idle}
    posts = {name: 0 if name == idle else 9 for name in state.alive}
    return dataclasses.replace(phase_input, votes=votes, posts=posts)


async def test_500_games_resolved_in_batches_store_and_show_what_each_resolved_alone_does(
    store: str,
) -> None:
    await play_twins(GAMES, phases=2)  # night 1 and day 1 of every game


async def test_games_played_to_the_end_in_batches_end_as_when_each_is_resolved_alone(
    store: str,
) -> None:
    await play_twins(TO_THE_END, phases=MAX_PHASES)
    assert await Game.filter(state=RUNNING).exclude(channel_id=20).count() == 0


async def test_batched_deadlines_of_forum_games_hand_sleepers_over_as_the_one_game_path_does(
    store: str,
) -> None:
    twins = await play_twins(FORUM_GAMES, phases=MAX_PHASES, forum=FORUM)
    batched = list(twins.values())
    handed = [
        seat
        for seat in await Seat.filter(game_id__in=batched)
        if seat.previous_user_ids  # a substitute took the seat at a deadline (G1)
    ]
    assert len({seat.game_id for seat in handed}) >= FORUM_GAMES // 4  # type: ignore[attr-defined]
    assert any(len(seat.previous_user_ids) == SUBSTITUTES for seat in handed)  # both came
    shown = Announcement.filter(game_id__in=batched)
    payloads = [json.dumps(row) for row in await shown.values_list("payload", flat=True)]
    for text in ("setups-seat-handed-over", "setups-you-were-replaced", "forum-tally-final"):
        assert any(text in payload for payload in payloads), text
    assert any("forum-absence-warning" in payload for payload in payloads)
    replaced = Resolution.filter(game_id__in=batched, phase_kind="day")
    assert any("replaced" in row for row in await replaced.values_list("input", flat=True))
