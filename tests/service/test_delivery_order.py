"""Issue 22.4: a resolution's rows are planned in the order players need them (the post, the
private results, the forms, the closing edits of the old forms last), and each row's Discord
requests are made at its urgency, which the global pacer serves most urgent first."""

from __future__ import annotations

import random

import engine
from bot.service.outbox.actions import Announce, CloseMoves
from bot.service.outbox.plan import plan_resolution
from bot.service.outbox.urgency import CLOSING, FORMS, PRIVATE, PUBLIC, URGENCY
from engine.simulate import random_input
from tests.service.helpers import RecordingTable, new_service, play_phase, seated_game


def test_the_closing_of_the_old_forms_is_planned_last_and_the_post_first() -> None:
    """Last but for the reveal at the end of a game (it lifts the silences: it stays last)."""
    rng = random.Random(4)
    for seed in range(20):
        names = [f"P{n:02d}" for n in range(1, rng.randint(10, 20) + 1)]
        before = engine.new_game(engine.deal("city", names, seed=seed))
        for _ in range(2):  # night 1, then day 1
            after, result = before.resolve(random_input(before, rng))
            planned = plan_resolution(result, before, after)
            assert isinstance(planned[0], Announce)
            closing = planned[-2] if after.winner is not None else planned[-1]  # then the reveal
            assert isinstance(closing, CloseMoves)
            if after.winner is not None:
                break
            before = after


class UrgencyTable(RecordingTable):
    """Notes the urgency each Table call is made at."""

    def __init__(self) -> None:
        super().__init__()
        self.urgencies: dict[str, set[int]] = {}

    def _note(self, method: str, *parts: object) -> None:
        self.urgencies.setdefault(method, set()).add(URGENCY.get())
        super()._note(method, *parts)


async def test_each_rows_requests_are_made_at_its_urgency(store: str) -> None:
    service, _ = new_service()
    table = UrgencyTable()
    service.tables.register(table)
    game_id = await seated_game(service, players=10)
    await play_phase(service, game_id)
    await play_phase(service, game_id)
    await service.lifecycle.close()
    seen = table.urgencies
    assert seen["announce"] == {PUBLIC}
    assert seen["tell"] == {PRIVATE}
    assert seen["offer_moves"] == {FORMS}
    assert seen["close_moves"] == {CLOSING}
    assert URGENCY.get() == PUBLIC  # outside a delivery: as urgent as a post
