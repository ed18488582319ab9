"""The status and tally texts render Discord timestamps exactly (`<t:1796034047:t>`), never with
digit grouping, in both languages."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import engine
from bot.store.models import FINISHED, RUNNING
from bot.text.i18n import Localizer
from bot.text.narrative import winner_name
from bot.text.status import status_texts
from bot.text.tally import tally_texts
from bot.text.views import SeatView, StatusView, TallyEntry
from tests.service.helpers import HOST, new_service, play_to_end, seated_game

STAMP = 1796034047
AT = datetime.fromtimestamp(STAMP, UTC)


def day_status() -> StatusView:
    """A running day with a deadline at STAMP and two votes cast at STAMP (one changed)."""
    seats = (SeatView("Anna", 1), SeatView("Boris", 2))
    tally = (
        TallyEntry("Anna", "Boris", AT, True),
        TallyEntry("Anna", "abstain", AT, False),
    )
    return StatusView(1, RUNNING, "city", engine.Phase("day", 1), AT, None, seats, tally, None)


@pytest.mark.parametrize("language", ["ru", "en"])
def test_status_and_tally_timestamps_are_never_grouped(language: str) -> None:
    rendered = [Localizer().render(text, language) for text in status_texts(day_status())]
    _phase, deadline, *_ = rendered
    assert f"<t:{STAMP}:F>" in deadline and f"<t:{STAMP}:R>" in deadline  # a date: forum days
    view = day_status()
    assert view.phase is not None
    history = [Localizer().render(t, language) for t in tally_texts(view.phase.number, view.tally)]
    struck, vote = history[-1].removeprefix("Anna: ").split(" → ")
    assert struck == f"~~Boris (<t:{STAMP}:t>)~~" and vote.endswith(f"(<t:{STAMP}:t>)")


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_status_of_a_finished_game_says_who_won(store: str, language: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, 8, "city", seed=1)
    game = await play_to_end(service, game_id)
    status = await service.queries.status(HOST)
    await service.lifecycle.close()
    assert status.state == FINISHED and status.winner == game.winner is not None
    localizer = Localizer(strict=True)
    rendered = [localizer.render(text, language) for text in status_texts(status)]
    won = localizer.render(winner_name(game.winner, "city"), language)
    assert won in rendered[0] and "🏁" in rendered[0]
