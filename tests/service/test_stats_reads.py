"""`/stats player`'s «разбор»: each finished game stores every seat's reads
(`engine.reads`) for the user who held it, and a player's statistics sum them over their games,
on every store backend."""

from __future__ import annotations

import json

import engine
from bot.store.models import PlayerGame
from engine.reads import player_reads
from tests.service.helpers import GUILD, HOST, NAMES, new_service, play_to_end, player, seated_game


async def test_a_players_reads_are_summed_over_their_finished_games(store: str) -> None:
    service, _ = new_service()
    expected = {"votes": 0, "on_other_camp": 0, "allies": 0, "allies_spared": 0}
    for ruleset, players, seed in (("city", 9, 2), ("hobbit", 10, 6)):
        game_id = await seated_game(service, players, ruleset, seed)
        await play_to_end(service, game_id)
        record = await service.queries.export_record(HOST, game_id=game_id)
        reads = {r.player: r for r in player_reads(engine.load_record(json.dumps(record)))}
        mine = reads[NAMES[0]]
        for key in expected:
            expected[key] += getattr(mine, key)
        row = await PlayerGame.get(game_id=game_id, user_id=player(0).user_id)
        assert (row.votes, row.on_other_camp, row.allies, row.allies_spared) == (
            mine.votes,
            mine.on_other_camp,
            mine.allies,
            mine.allies_spared,
        )
    summary = await service.stats.player(GUILD, player(0).user_id)
    await service.lifecycle.close()
    assert summary is not None and summary.games == 2
    assert {key: getattr(summary, key) for key in expected} == expected
    assert expected["votes"] > 0  # the games had day votes to read
