"""The post each phase began with, kept by its deadline line so the host's clock can edit it.

A phase's public post carries the line players plan by («⏰ Срок: …»). When the host extends,
pauses or resumes, that line, and nothing else of the post, is edited to match. The Table keeps
which message holds the line and the line as it stands, by game and phase, in the store (through
the game service: `service.posted.phase_post`, `remember_phase_post`), so the edit finds it
after a restart too. The edit itself is in `bot.discord.table.DiscordTable.show_deadline`; here
are the keeping and the pure work on a message's text.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence

from bot.discord.text import MESSAGE_LIMIT
from bot.service.ports.calls import KeptLine

__all__ = ["HEADROOM", "PHASE_POST_LIMIT", "PhasePosts", "holding", "with_line"]

log = logging.getLogger(__name__)

HEADROOM = 200
"""How much shorter than Discord's limit a phase post's parts are cut: the deadline line may
grow when it is edited (a pause says more than a timestamp) and the part must still fit."""

PHASE_POST_LIMIT = MESSAGE_LIMIT - HEADROOM
"""The longest part of a phase post when it is posted."""

Lookup = Callable[[int, int], Awaitable[KeptLine | None]]
"""The kept line of a game's phase (game id, phase index), or None."""

Keep = Callable[[int, int, KeptLine], Awaitable[None]]
"""Keep a game's phase's line (game id, phase index, the line)."""


class PhasePosts:
    """The phase posts' deadline lines, kept by (game, phase index): in the store through
    `lookup` and `keep`, or, without them, in memory only (the demo and the tests' own
    Tables)."""

    def __init__(self, lookup: Lookup | None = None, keep: Keep | None = None) -> None:
        self._lookup = lookup
        self._keep = keep
        self._memory: dict[tuple[int, int], KeptLine] = {}

    async def kept(self, game_id: int, phase: int) -> KeptLine | None:
        """The line kept for the game's phase (of that index), or None."""
        if self._lookup is None:
            return self._memory.get((game_id, phase))
        return await self._lookup(game_id, phase)

    async def keep(self, game_id: int, phase: int, line: KeptLine) -> None:
        """Keep the game's phase's line (replacing what was kept). A store that is away is
        logged, not raised: the post is out already, and posting it again would be worse than
        a deadline line left as it was."""
        if self._keep is None:
            self._memory[(game_id, phase)] = line
            return
        try:
            await self._keep(game_id, phase, line)
        except Exception:
            log.warning("game %s: phase %s's post not kept", game_id, phase, exc_info=True)


def holding(parts: Sequence[str], line: str) -> int | None:
    """The index of the last of a post's `parts` that has `line` as one of its lines, or
    None."""
    for index in range(len(parts) - 1, -1, -1):
        if line in parts[index].split("\n"):
            return index
    return None


def with_line(content: str, old: str, new: str) -> str | None:
    """`content` with its last line that reads `old` reading `new`, every other character as it
    was; None when no line reads `old`."""
    lines = content.split("\n")
    for index in range(len(lines) - 1, -1, -1):
        if lines[index] == old:
            lines[index] = new
            return "\n".join(lines)
    return None
