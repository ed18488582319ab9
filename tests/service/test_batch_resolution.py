"""Due deadlines resolved in batches (bot.service.batch) give exactly what resolving each game
alone gives: the same records, outboxes, private items and Table calls, game by game."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.service.table import Attachment, Reader, TableGame
from bot.store.models import RUNNING, Announcement, Game, GameRecord, PrivateItem, Resolution
from bot.text.i18n import Text
from tests.service.bulk_games import clone_games, random_inputs, store_inputs
from tests.service.helpers import new_service, seated_game

GAMES = int(os.environ.get("BATCH_TEST_GAMES", "500"))  # pairs of twin games
TO_THE_END = int(os.environ.get("BATCH_TEST_GAMES_TO_THE_END", "60"))
PLAYERS = 7
MAX_PHASES = 40


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


async def stored(game_id: int) -> dict[str, object]:
    """Everything a game's resolutions stored, without ids, times or instance names."""
    game = await Game.get(id=game_id)
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
                unnamed(a.payload, game_id),
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
    }


async def play_twins(games: int, phases: int) -> None:
    """Twin games (same deal, same random players' input) resolved for up to `phases` phases,
    one of each pair alone, the other in batches; then every pair compared."""
    service, _ = new_service()
    table = GameTable()
    service.register_table(table)
    template = await seated_game(service, players=PLAYERS, seed=1)
    seeds = list(range(100, 100 + games))
    alone = await clone_games(template, range(1000, 1000 + games), seeds)
    batched = await clone_games(template, range(1000 + games, 1000 + 2 * games), seeds)
    twins = dict(zip(alone, batched, strict=True))
    for phase in range(phases):
        running = sorted(
            await Game.filter(id__in=alone, state=RUNNING).values_list("id", flat=True)
        )
        if not running:
            break
        inputs = await random_inputs(service, running, seed=phase)  # type: ignore[arg-type]
        await store_inputs(service, {**inputs, **{twins[a]: inputs[a] for a in inputs}})
        for game_id in running:
            assert await service.resolve_phase(game_id)  # type: ignore[arg-type]
        outcome = await service.resolve_due([twins[a] for a in running])  # type: ignore[index]
        assert all(outcome[twins[a]] is True for a in running)  # type: ignore[index]
    for one, other in twins.items():
        assert await stored(other) == await stored(one)
        calls = [(method, unnamed(json.loads(text), one)) for method, text in table.calls[one]]
        theirs = [(m, unnamed(json.loads(text), other)) for m, text in table.calls[other]]
        assert theirs == calls
    await service.close()


async def test_500_games_resolved_in_batches_store_and_show_what_each_resolved_alone_does(
    store: str,
) -> None:
    await play_twins(GAMES, phases=2)  # night 1 and day 1 of every game


async def test_games_played_to_the_end_in_batches_end_as_when_each_is_resolved_alone(
    store: str,
) -> None:
    await play_twins(TO_THE_END, phases=MAX_PHASES)
    assert await Game.filter(state=RUNNING).exclude(channel_id=20).count() == 0
