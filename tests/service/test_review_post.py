"""The «итоги» post goes through the outbox like every post: planned in the
transaction that finishes the game, after the reveal, with the review page described; shown
once, also when the process that finished the game never showed it; its page carries every
day's votes as cast, changed ones struck."""

from __future__ import annotations

import json

from bot.service import GameService
from bot.store.models import FINISHED, Announcement
from bot.text.review import review_from_data
from tests.service.helpers import NAMES, new_service, play_to_end, player, seated_game


async def test_the_end_of_a_game_stores_its_review_after_the_reveal_and_shows_it_once(
    store: str,
) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    game = await play_to_end(service, game_id)
    assert game.state == FINISHED
    rows = await Announcement.filter(game_id=game_id).order_by("seq")
    reveal = next(i for i, row in enumerate(rows) if row.action == "reveal")
    review = [row for row in rows if "attachment" in row.payload]
    assert [row.seq for row in review] == [rows[reveal + 1].seq]  # right after the reveal
    assert review[0].delivered
    assert [call[0] for call in table.calls].count("reveal") == 1
    assert len(table.attachments) == 1
    shown = len(table.calls)
    service.engines.clear()
    assert await service.delivery.deliver_pending() == 0  # delivered once: never again
    assert len(table.calls) == shown
    await service.lifecycle.close()


async def test_a_review_the_finishing_process_never_showed_is_shown_after_a_restart(
    store: str,
) -> None:
    silent = GameService(instance="silent")  # resolves, shows nothing (no Table)
    game_id = await seated_game(silent)
    await play_to_end(silent, game_id)
    await silent.lifecycle.close()
    restarted, table = new_service(instance="restarted")
    await restarted.delivery.deliver_pending()
    assert [call[0] for call in table.calls][-2:] == ["reveal", "announce"]
    [page] = table.attachments
    review = review_from_data(page.data)
    assert review.final.winner is not None
    assert [name for name, _ in review.record.setup.players] == list(NAMES[:8])
    await restarted.lifecycle.close()


async def test_the_page_keeps_every_vote_as_cast_and_strikes_the_changed_ones(
    store: str,
) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    await service.resolver.resolve_phase(game_id)  # night 1, quiet
    await service.play.vote(player(0), NAMES[1])
    await service.play.vote(player(0), NAMES[2])  # changed: the first is struck
    game = await play_to_end(service, game_id)
    assert game.state == FINISHED
    [page] = table.attachments
    day_1 = page.data["votes"]["1"]
    mine = [(target, struck) for voter, target, _, struck in day_1 if voter == NAMES[0]]
    assert mine[0] == (NAMES[1], True) and mine[1][0] == NAMES[2]  # in the order cast
    assert [struck for _, struck in mine] == [True] * (len(mine) - 1) + [False]  # last stands
    assert json.loads(json.dumps(page.data)) == page.data  # plain JSON, as stored
    await service.lifecycle.close()
