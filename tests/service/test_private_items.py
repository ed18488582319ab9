"""What a player is told privately is kept for `/role` whether or not the DM went through, and a
player who cannot be reached is asked once per game (the service, over any Table)."""

from __future__ import annotations

import json
from collections.abc import Sequence

from bot.service.ports.table import Reader, TableGame
from bot.store.models import Seat
from bot.text.i18n import Text
from tests.service.helpers import RecordingTable, new_service, play_phase, player, seated_game

UNREACHED = "detective"  # told a result every night


class ClosedDmsTable(RecordingTable):
    """A Table whose DMs never reach the player dealt the UNREACHED role."""

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        await super().tell(game, player, texts)
        return not await Seat.exists(game_id=game.game_id, name=player.name, role=UNREACHED)


def told(table: RecordingTable, name: str) -> list[list[Text]]:
    """Every `tell` to `name`, in order: its texts."""
    calls = [json.loads(args) for method, args in table.calls if method == "tell"]
    return [[Text.from_json(t) for t in texts] for who, texts in calls if who == name]


async def test_an_unreached_player_is_asked_once_and_keeps_every_item_but_the_card(
    store: str,
) -> None:
    service, _ = new_service()
    table = ClosedDmsTable()
    service.tables.register(table)
    game_id = await seated_game(service)
    for _ in range(3):
        await play_phase(service, game_id)
    await service.lifecycle.close()
    seat = await Seat.get(game_id=game_id, role=UNREACHED)
    asked = [args for method, args in table.calls if method == "ask_for_dms"]
    assert asked == [json.dumps([seat.name])], "asked once, however often the DM failed"
    assert seat.dm_notice_given
    card, *items = told(table, seat.name)
    assert items, "the seat was told something after the deal"
    kept = await service.queries.my_private_items(player(seat.position), game_id=game_id)
    shown = [text for text in kept if not text.id.startswith("service-private-")]
    assert shown == [text for texts in items for text in texts]
    assert not set(card) & set(shown), "the card is shown as it is now, not kept"


async def test_a_player_told_nothing_yet_has_no_private_items(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    assert await service.queries.my_private_items(player(0), game_id=game_id) == []
    await service.lifecycle.close()
