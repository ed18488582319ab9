"""The phase post's deadline line through the service: the post a phase begins with is handed to
a `DeadlineTable` with its deadline line, and each of the host's clock moves (extend, pause,
resume) asks the Table once to edit that line, with the new deadline or the pause; a Table that
keeps no phase post is shown the same posts as before."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

import engine
from bot.service.ports.table import DeadlineLine, DeadlineTable, TableGame
from bot.store.models import Game
from bot.text.i18n import Text
from bot.text.tally import deadline_line, unix_time
from tests.service.helpers import RecordingTable, host, new_service, seated_game

CLOCK = {"night_ends": "10:00", "day_ends": "20:00", "inactive_days": 0, "stalemate_cycles": 0}


@dataclass
class Clock:
    """The service's clock, moved by the test only."""

    now: datetime = field(default_factory=lambda: datetime(2027, 5, 3, 9, 0, tzinfo=UTC))

    def __call__(self) -> datetime:
        return self.now


@dataclass
class DeadlineRecordingTable(RecordingTable):
    """A recording Table that keeps phase posts: notes each post_phase and show_deadline."""

    phase_posts: list[tuple[tuple[Text, ...], DeadlineLine]] = field(default_factory=list)
    edits: list[tuple[engine.Phase, Text]] = field(default_factory=list)

    async def post_phase(
        self, game: TableGame, texts: Sequence[Text], deadline: DeadlineLine
    ) -> None:
        self._note("announce", texts)
        self.phase_posts.append((tuple(texts), deadline))

    async def show_deadline(self, game: TableGame, phase: engine.Phase, line: Text) -> None:
        self.edits.append((phase, line))


async def _deadline(game_id: int) -> datetime | None:
    return (await Game.get(id=game_id)).deadline


async def test_each_clock_move_of_the_host_asks_once_for_the_phase_posts_deadline_line(
    store: str,
) -> None:
    service, _ = new_service(clock=Clock())
    table = DeadlineRecordingTable()
    service.tables.register(table)
    assert isinstance(table, DeadlineTable)
    await service.settings.set_configs(host(), CLOCK)
    game_id = await seated_game(service)
    night = engine.Phase("night", 1)
    [(texts, mark)] = table.phase_posts  # night 1's deadline post
    first = await _deadline(game_id)
    assert first is not None and mark == DeadlineLine(night, deadline_line(first))
    assert mark.line in texts and table.edits == []

    await service.host.extend(host(), 30)
    extended = await _deadline(game_id)
    assert extended is not None and extended > first
    assert table.edits == [(night, Text("forum-deadline", {"time": unix_time(extended)}))]
    await service.host.pause(host())
    assert table.edits[1:] == [(night, Text("forum-deadline-paused"))]
    await service.host.unpause(host())
    resumed = await _deadline(game_id)
    assert resumed is not None
    assert table.edits[2:] == [(night, Text("forum-deadline", {"time": unix_time(resumed)}))]
    assert len(table.phase_posts) == 1  # the clock's moves post no new phase post
    await service.lifecycle.close()


async def test_a_resolutions_one_post_carries_the_next_phases_deadline_line(store: str) -> None:
    service, _ = new_service(clock=Clock())
    table = DeadlineRecordingTable()
    service.tables.register(table)
    await service.settings.set_configs(host(), CLOCK)
    game_id = await seated_game(service)
    assert await service.resolver.resolve_phase(game_id, engine.Phase("night", 1))
    texts, mark = table.phase_posts[-1]
    day = await _deadline(game_id)
    assert day is not None and mark == DeadlineLine(engine.Phase("day", 1), deadline_line(day))
    assert texts[-1] == mark.line and len(texts) > 1  # the summary and the opening before it

    await service.host.end_phase(host())  # /host next: the early end, then the deadline line
    texts, mark = table.phase_posts[-1]
    night = await _deadline(game_id)
    assert mark == DeadlineLine(engine.Phase("night", 2), deadline_line(night))
    assert texts[-2:] == (Text("host-line-next"), mark.line)
    await service.host.extend(host(), 10)
    assert [phase for phase, _ in table.edits] == [engine.Phase("night", 2)]
    await service.lifecycle.close()


async def test_a_table_that_keeps_no_phase_post_is_shown_the_deadline_as_a_post(
    store: str,
) -> None:
    service, table = new_service(clock=Clock())
    assert not isinstance(table, DeadlineTable)
    await service.settings.set_configs(host(), CLOCK)
    game_id = await seated_game(service)
    deadline = await _deadline(game_id)
    assert deadline is not None
    assert any(
        call == "announce" and '"forum-deadline"' in payload and unix_time(deadline) in payload
        for call, payload in table.calls
    )
    await service.host.extend(host(), 30)  # nothing to edit: the game goes on
    assert (await _deadline(game_id)) != deadline
    await service.lifecycle.close()
