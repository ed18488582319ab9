"""Whole games through the service's public calls, on every store backend."""

from __future__ import annotations

import json

import pytest

import engine
from bot.demo.console import ConsoleTable
from bot.service import GameService
from bot.store.models import FINISHED, Announcement, GameRecord, PlayerStat, Resolution
from bot.text.i18n import Localizer
from tests.service.helpers import HOST, new_service, play_phase, play_to_end, seated_game


@pytest.mark.parametrize(
    ("ruleset", "players", "seed"),
    [("city", 8, 1), ("city", 13, 2), ("hobbit", 10, 3), ("hobbit", 15, 4)],
)
async def test_full_game_ends_with_a_winner_and_its_record_replays_to_it(
    store: str, ruleset: str, players: int, seed: int
) -> None:
    service, table = new_service()
    game_id = await seated_game(service, players, ruleset, seed)
    game = await play_to_end(service, game_id)
    await service.lifecycle.close()

    assert game.state == FINISHED and game.winner is not None
    record = await service.queries.export_record(HOST, game_id=game_id)
    outcome = engine.replay(engine.load_record(json.dumps(record)))
    assert outcome["winner"] == game.winner
    stored = await GameRecord.get(game_id=game_id)
    assert stored.record == record and stored.winner == game.winner
    resolutions = await Resolution.filter(game_id=game_id).count()
    assert resolutions == len(outcome["phases"])
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
    assert len(table.calls) == await Announcement.filter(game_id=game_id).count()
    assert [call[0] for call in table.calls[-2:]] == ["reveal", "announce"]  # then the review
    [page] = table.attachments
    assert page.kind == "review" and page.data["record"] == record
    stats = await PlayerStat.all()
    assert len(stats) == players and all(stat.games == 1 for stat in stats)
    winners = sum(stat.wins for stat in stats)
    assert (winners == 0) == (game.winner == "draw")


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
async def test_everything_a_whole_game_shows_renders_in_the_servers_language(
    store: str, ruleset: str, language: str
) -> None:
    service = GameService(instance="console", time_scale=1.0)
    console = ConsoleTable(Localizer(strict=True), quiet=True)  # a missing id or argument raises
    service.tables.register(console)
    await service.settings.set_config(HOST, "language", language)
    game_id = await seated_game(service, 11, ruleset, seed=8)
    await play_to_end(service, game_id)
    places = {shown.where for shown in console.shown}
    assert len(console.shown) > 30 and len(places) > 5  # the channel, players, teams, dead chat


async def test_a_running_games_record_replays_to_its_current_state(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, 10, "hobbit", seed=12)
    for _ in range(3):
        await play_phase(service, game_id)
    state = await service.queries.engine_state(game_id)
    record = await service.queries.export_record(HOST)
    outcome = engine.replay(engine.load_record(json.dumps(record)))
    assert outcome["alive"] == list(state.alive) and outcome["winner"] == state.winner
    assert len(outcome["phases"]) == 3
