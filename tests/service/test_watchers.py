"""Spectators through the game service, on SQLite and PostgreSQL: `/game watch` as the game's
`spectators` allows (the dead chat; with `all` also the team channels), refused with a coded
reason that changes nothing (spectators off, a seated player, a substitute, twice, a player of
another live game); who watched never takes a seat (`/game sub`, `/host replace`); the host sees
the watchers in `/game status`; every admission ends with the game; `dead_see_teams` lets each
dead player read the team channels."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from bot.service import GameService
from bot.service.outbox.actions import OpenTeam, ShowTeams, Watch
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.ports.table import Reader, TableGame, WatchTable
from bot.service.seats.watchers import plan_team_readers
from bot.store import games
from bot.store.models import Watcher
from bot.store.transactions import transaction
from tests.service.helpers import (
    CHANNEL,
    GUILD,
    RecordingTable,
    host,
    new_service,
    player,
    seated_game,
)

QUIET = {"inactive_days": 0, "stalemate_cycles": 0}
DEAD_CHAT = {"dead_chat_id": CHANNEL + 100}  # the server's dead chat, where spectators watch
OUTSIDER = player(20)  # a member who does not play
OTHER_CHANNEL = CHANNEL + 1


class WatchRecordingTable(RecordingTable):
    """A recording Table that also lets spectators and the dead follow the game."""

    async def watch(self, game: TableGame, user_id: int, teams: bool) -> None:
        self._note("watch", user_id, teams)

    async def unwatch(self, game: TableGame, user_ids: Sequence[int]) -> None:
        self._note("unwatch", list(user_ids))

    async def show_teams(self, game: TableGame, player: Reader) -> None:
        self._note("show_teams", player.name)


def calls(table: RecordingTable, method: str) -> list[list[object]]:
    return [json.loads(payload) for called, payload in table.calls if called == method]


async def game_with(**settings: object) -> tuple[GameService, WatchRecordingTable, int]:
    service, _ = new_service()
    table = WatchRecordingTable()
    assert isinstance(table, WatchTable)
    service.tables.register(table)
    await service.settings.set_configs(host(), {**QUIET, **DEAD_CHAT, **settings})
    game_id = await seated_game(service, players=6)
    return service, table, game_id


async def refused(code: str, call: object) -> None:
    with pytest.raises(ServiceError) as refusal:
        await call  # type: ignore[misc]
    assert refusal.value.code == code


@pytest.mark.parametrize("mode", ["dead_chat", "all"])
async def test_a_spectator_is_let_in_as_the_table_allows(store: str, mode: str) -> None:
    service, table, _ = await game_with(spectators=mode)
    assert await service.watchers.watch(OUTSIDER) == mode
    assert calls(table, "watch") == [[OUTSIDER.user_id, mode == "all"]]
    view = await service.queries.status(host())
    assert view.watchers == (OUTSIDER.user_id,)
    player_view = await service.queries.status(player(0))
    assert player_view.watchers == (), "only the host is told who watches"
    await service.lifecycle.close()


async def test_watch_in_a_game_without_spectators_is_refused(store: str) -> None:
    service, table, game_id = await game_with(spectators="off")
    await refused("spectators_off", service.watchers.watch(OUTSIDER))
    assert await Watcher.filter(game_id=game_id).count() == 0
    assert calls(table, "watch") == []
    await service.lifecycle.close()


async def test_dead_chat_spectators_without_a_dead_chat_are_refused(store: str) -> None:
    service, table, game_id = await game_with(spectators="dead_chat", dead_chat_id=0)
    await refused("watch_nothing", service.watchers.watch(OUTSIDER))
    assert await Watcher.filter(game_id=game_id).count() == 0
    assert calls(table, "watch") == []
    await service.lifecycle.close()


async def test_a_seated_player_a_substitute_or_a_second_watch_is_refused(store: str) -> None:
    service, table, game_id = await game_with(spectators="dead_chat")
    await refused("watch_seated", service.watchers.watch(player(0)))
    await service.substitutes.sign_up(player(21))
    await refused("watch_seated", service.watchers.watch(player(21)))
    await service.watchers.watch(OUTSIDER)
    await refused("already_watching", service.watchers.watch(OUTSIDER))
    await refused("not_watching", service.watchers.unwatch(player(22)))
    assert await Watcher.filter(game_id=game_id).count() == 1
    assert len(calls(table, "watch")) == 1
    await service.lifecycle.close()


async def test_a_player_of_another_live_game_here_cannot_watch(store: str) -> None:
    service, _, game_id = await game_with(spectators="dead_chat")
    other = await seated_game(service, players=6, channel=OTHER_CHANNEL)
    assert other != game_id
    seated_there = player(0, OTHER_CHANNEL)
    elsewhere = Caller(seated_there.user_id, GUILD, CHANNEL)  # here, seated in the other game
    await refused("watch_plays_elsewhere", service.watchers.watch(elsewhere))
    await service.lifecycle.close()


async def test_who_watched_never_takes_a_seat(store: str) -> None:
    service, table, _ = await game_with(spectators="dead_chat")
    await service.watchers.watch(OUTSIDER)
    await refused("watcher_cannot_sit", service.substitutes.sign_up(OUTSIDER))
    await service.watchers.unwatch(OUTSIDER)
    assert calls(table, "unwatch") == [[[OUTSIDER.user_id]]]
    await refused("watcher_cannot_sit", service.substitutes.sign_up(OUTSIDER))
    replacing = service.host.replace_player(host(), player(2).user_id, OUTSIDER.user_id)
    await refused("watcher_cannot_sit", replacing)
    view = await service.queries.status(host())
    assert player(2).user_id in {seat.user_id for seat in view.seats}, "nothing changed"
    assert view.watchers == ()
    await service.lifecycle.close()


async def test_every_admission_ends_with_the_game(store: str) -> None:
    service, table, _ = await game_with(spectators="all")
    await service.watchers.watch(OUTSIDER)
    await service.watchers.watch(player(23))
    await service.host.stop(host())
    assert calls(table, "unwatch") == [[[OUTSIDER.user_id, player(23).user_id]]]
    await service.lifecycle.close()


async def test_the_dead_read_the_teams_with_dead_see_teams(store: str) -> None:
    service, table, game_id = await game_with(dead_see_teams=True)
    state = await service.queries.engine_state(game_id)
    victim = next(n for n in state.names if state.camp(n) != "mafia")
    boss = next(n for n in state.names if state.role(n) == "boss")
    await service.play.act(player(state.names.index(boss)), "kill", victim)
    await service.resolver.resolve_phase(game_id)
    assert calls(table, "show_teams") == [[victim]]
    await service.lifecycle.close()


async def test_without_dead_see_teams_the_dead_read_no_team(store: str) -> None:
    service, table, game_id = await game_with()
    state = await service.queries.engine_state(game_id)
    victim = next(n for n in state.names if state.camp(n) != "mafia")
    boss = next(n for n in state.names if state.role(n) == "boss")
    await service.play.act(player(state.names.index(boss)), "kill", victim)
    await service.resolver.resolve_phase(game_id)
    assert calls(table, "show_teams") == []
    await service.lifecycle.close()


async def test_a_team_opened_later_lets_the_watchers_and_the_dead_read_it_again(
    store: str,
) -> None:
    service, _, game_id = await game_with(spectators="all", dead_see_teams=True)
    await service.watchers.watch(OUTSIDER)
    state = await service.queries.engine_state(game_id)
    victim = next(n for n in state.names if state.camp(n) != "mafia")
    boss = next(n for n in state.names if state.role(n) == "boss")
    await service.play.act(player(state.names.index(boss)), "kill", victim)
    await service.resolver.resolve_phase(game_id)
    after = await service.queries.engine_state(game_id)
    game = await games.get(game_id)
    assert game is not None
    opened = [OpenTeam("robbers", ("P01",), ())]
    async with transaction() as conn:
        readers = await plan_team_readers(game, after, opened, conn)
        quiet = await plan_team_readers(game, after, [], conn)
    assert readers == [Watch(OUTSIDER.user_id, True), ShowTeams(victim)]
    assert quiet == [], "no team opened: nothing to let in again"
    await service.lifecycle.close()
