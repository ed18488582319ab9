"""Host controls: extend, end now, pause and resume, stop, replace a player; server settings."""

from __future__ import annotations

from datetime import timedelta

import pytest

import engine
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import PAUSED, RUNNING, STOPPED, Game, Seat
from tests.service.helpers import (
    GUILD,
    HOST,
    NAMES,
    new_service,
    play_phase,
    player,
    seated_game,
)


async def test_extend_moves_the_deadline_and_the_timer(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    before = (await Game.get(id=game_id)).deadline
    assert before is not None
    service.timers.start()
    status = await service.host.extend(HOST, 15)
    assert status.deadline == before + timedelta(minutes=15)
    assert service.timers.armed(game_id) == status.deadline
    await service.lifecycle.close()


@pytest.mark.parametrize("minutes", [0, -5, 24 * 60 + 1])
async def test_an_extension_out_of_range_is_refused(store: str, minutes: int) -> None:
    service, _ = new_service()
    await seated_game(service)
    with pytest.raises(ServiceError) as caught:
        await service.host.extend(HOST, minutes)
    assert caught.value.code == "bad_minutes"


async def test_host_controls_are_refused_to_a_player(store: str) -> None:
    service, _ = new_service()
    await seated_game(service)
    for call in (service.host.pause, service.host.stop, service.host.end_phase):
        with pytest.raises(ServiceError) as caught:
            await call(player(0))
        assert caught.value.code == "not_host"


async def test_end_now_resolves_the_phase(store: str) -> None:
    service, _ = new_service()
    await seated_game(service)
    status = await service.host.end_phase(HOST)
    assert status.phase == engine.Phase("day", 1) or status.winner is not None


async def test_pause_keeps_the_time_left_and_refuses_actions_until_resumed(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    service.timers.start()
    paused = await service.host.pause(HOST)
    assert paused.state == PAUSED and paused.deadline is None
    assert paused.paused_remaining is not None and 19 * 60 < paused.paused_remaining <= 20 * 60
    assert service.timers.armed(game_id) is None
    with pytest.raises(ServiceError) as caught:
        await service.play.act(player(0), "kill", NAMES[1])
    assert caught.value.code == "game_paused"
    assert not await service.resolver.resolve_phase(
        game_id
    )  # a paused game's deadline does nothing
    resumed = await service.host.unpause(HOST)
    assert resumed.state == RUNNING and resumed.deadline is not None
    assert service.timers.armed(game_id) == resumed.deadline
    with pytest.raises(ServiceError) as caught:
        await service.host.unpause(HOST)
    assert caught.value.code == "game_not_paused"
    await service.lifecycle.close()


async def test_stop_ends_the_game_without_a_winner_and_reveals(store: str) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    status = await service.host.stop(HOST)
    assert status.state == STOPPED and status.winner is None
    assert all(seat.role is not None for seat in status.seats)
    assert table.calls[-1][0] == "reveal" and "service-game-stopped" in table.calls[-1][1]
    assert "game-over-roles" in table.calls[-1][1]
    assert "game-over-stalemate" not in table.calls[-1][1]  # stopped, not a draw by R2
    assert not await service.resolver.resolve_phase(game_id)
    with pytest.raises(ServiceError):
        await service.play.act(player(0), "kill", NAMES[1], game_id=game_id)


async def test_a_replaced_player_keeps_the_seat_name_and_the_newcomer_gets_the_card(
    store: str,
) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    newcomer = Caller(5555, GUILD, 20)
    await service.host.replace_player(HOST, player(2).user_id, newcomer.user_id, locale="en")
    seat = await Seat.get(game_id=game_id, name=NAMES[2])
    assert seat.user_id == 5555 and seat.previous_user_ids == [player(2).user_id]
    assert any(method == "tell" and NAMES[2] in key for method, key in table.calls[-3:])
    card = await service.queries.my_card(newcomer)
    assert card[0].id.startswith("card-title")
    with pytest.raises(ServiceError) as caught:
        await service.queries.my_card(player(2))
    assert caught.value.code in ("not_in_game", "dm_not_in_game")
    with pytest.raises(ServiceError) as caught:
        await service.host.replace_player(HOST, player(3).user_id, newcomer.user_id)
    assert caught.value == ServiceError("replacement_in_game", {"name": NAMES[2]})


async def test_server_settings_override_the_defaults_and_bad_values_are_refused(
    store: str,
) -> None:
    service, _ = new_service()
    assert (await service.settings.get_config(GUILD))["language"] == "ru"
    await service.settings.set_config(HOST, "language", "en")
    await service.settings.set_config(HOST, "day_minutes", 90)
    config = await service.settings.get_config(GUILD)
    assert config["language"] == "en" and config["day_minutes"] == 90
    assert await service.settings.server_language(GUILD) == "en"
    for key, value in (("language", "de"), ("day_minutes", 0), ("nonsense", 1), ("double_kill", 1)):
        with pytest.raises(ServiceError) as caught:
            await service.settings.set_config(HOST, key, value)
        assert caught.value == ServiceError("bad_config", {"key": key})
    with pytest.raises(ServiceError) as caught:
        await service.settings.set_config(player(0), "language", "ru")
    assert caught.value.code == "not_host"
    assert (await service.settings.get_config(GUILD))["language"] == "en"


async def test_a_game_takes_the_servers_settings_when_it_opens(store: str) -> None:
    service, _ = new_service()
    await service.settings.set_config(HOST, "double_kill", False)
    await service.settings.set_config(HOST, "ruleset", "hobbit")
    game_id = await seated_game(service, ruleset="")
    game = await Game.get(id=game_id)
    state = await service.queries.engine_state(game_id)
    assert game.ruleset == "hobbit" and state.setup.settings.double_kill is False


async def test_a_replacement_is_let_into_their_own_team_channels_only(store: str) -> None:
    service, table = new_service()
    game_id = await seated_game(service, players=12, seed=4)
    state = await service.queries.engine_state(game_id)
    teams = state.teams()
    name = teams["mafia"][0]
    shown = len(table.calls)
    await service.host.replace_player(HOST, player(NAMES.index(name)).user_id, 6000)
    opened = [key for method, key in table.calls[shown:] if method == "open_team"]
    mine = [team for team, members in teams.items() if name in members]
    assert len(opened) == len(mine)
    assert all(f'"{team}"' in key for team, key in zip(mine, opened, strict=True))


async def test_after_the_end_the_status_shows_the_last_game_with_every_role(store: str) -> None:
    service, _ = new_service()
    await seated_game(service)
    await service.host.stop(HOST)
    status = await service.queries.status(player(0))
    assert status.state == STOPPED and all(seat.role for seat in status.seats)


async def test_a_running_games_record_shows_every_role_so_only_its_host_may_export_it(
    store: str,
) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    for asked in ({}, {"game_id": game_id}):
        with pytest.raises(ServiceError) as caught:
            await service.queries.export_record(player(0), **asked)
        assert caught.value.code == "not_host"
    assert (await service.queries.export_record(HOST))["ruleset"] == "city"
    await service.host.stop(HOST)
    assert (await service.queries.export_record(player(0)))["players"]


async def test_a_dead_seats_replacement_is_marked_dead_and_a_living_seats_newcomer_unseated(
    store: str,
) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    while not table.dead:
        await play_phase(service, game_id)
    dead = table.dead[0].name
    alive = (await service.queries.engine_state(game_id)).alive
    living = next(s for s in await Seat.filter(game_id=game_id) if s.name in alive)
    absent = (await Seat.get(game_id=game_id, name=dead)).user_id
    shown = len(table.calls)
    await service.host.replace_player(HOST, living.user_id, 7000)
    living_calls = [(m, a) for m, a in table.calls[shown:] if m in ("mark_dead", "unseat")]
    assert living_calls == [("unseat", f'["{living.name}", 7000, false]')]  # the newcomer's
    shown = len(table.calls)
    await service.host.replace_player(HOST, absent, 7001)
    calls = table.calls[shown:]
    assert ("mark_dead", f'["{dead}"]') in calls
    assert ("unseat", f'["{dead}", {absent}, false]') in calls
