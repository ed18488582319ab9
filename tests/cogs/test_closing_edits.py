"""Issue 22.4: the closing edits of a phase's forms come last, and are dropped for a player
whose next form replaces the old one (marked closed, not edited: one request saved each)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import engine
from bot.service.play.forms import FormMessage
from bot.service.ports.table import TableGame
from cogs.night.forms import NightForms

DAY_1 = engine.Phase("day", 1)
NIGHT_2 = engine.Phase("night", 2)


class Forms:
    """The service's forms: A and B had day 1's form; A has night 2's already."""

    def __init__(self) -> None:
        self.by_phase = {
            DAY_1: [FormMessage(7, DAY_1, "A", 1, 11), FormMessage(7, DAY_1, "B", 2, 12)],
            NIGHT_2: [FormMessage(7, NIGHT_2, "A", 1, 13)],
        }
        self.closed: list[str] = []

    async def open_forms(self, game_id: int, phase: engine.Phase) -> list[FormMessage]:
        return list(self.by_phase.get(phase, []))

    async def close(self, form: FormMessage) -> None:
        self.closed.append(form.player)

    async def handed_over(self, game_id: int) -> tuple[tuple[str, int], ...]:
        return ()  # no seat handed to a substitute


async def test_a_closing_edit_is_dropped_when_the_next_form_replaces_it() -> None:
    forms = Forms()
    bot: Any = SimpleNamespace(service=SimpleNamespace(forms=forms), get_guild=lambda _: None)
    night = NightForms(bot)
    edited: list[str] = []

    async def close(game: TableGame, form: FormMessage, names: dict[str, str]) -> None:
        edited.append(form.player)  # the edit, one request

    night._close = close  # type: ignore[method-assign]
    await night.close_moves(TableGame(7, 1, 2, "en"), DAY_1)
    assert edited == ["B"]  # B gets no new form: their old one says the phase is over
    assert forms.closed == ["A"]  # A's is closed in the store, with no request
