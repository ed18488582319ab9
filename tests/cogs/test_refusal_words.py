"""A refusal is worded without a second look at the game: one that names no role or camp needs
no rule set, and one that does carries its game's (the status read is the last resort)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord.replies import Replies
from bot.service.ports.errors import ServiceError
from engine import EngineError


class NoStatus:
    """A service whose status must not be asked."""

    class queries:
        @staticmethod
        async def status(caller: Any) -> Any:
            raise AssertionError("the refusal asked for a status")


class Interaction:
    guild_id = 1
    channel_id = 2

    class user:
        id = 3


@pytest.mark.parametrize(
    ("error", "ruleset"),
    [
        (ServiceError("not_host"), "city"),
        (EngineError("wrong_phase", {"verb": "vote", "phase": "night"}), "city"),
        (
            EngineError("not_your_ability", {"verb": "hunt", "role": "bard"}).within("hobbit"),
            "hobbit",
        ),
    ],
)
async def test_a_refusal_is_worded_without_a_status_read(error: Exception, ruleset: str) -> None:
    replies = Replies(None, NoStatus())  # type: ignore[arg-type]
    assert await replies._ruleset_of(error, Interaction()) == ruleset  # type: ignore[arg-type]
