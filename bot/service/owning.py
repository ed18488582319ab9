"""The resolver of a process that owns only some guilds' games (several processes, one set of
Discord shards each: `bot.service.shards`).

The batch path (`bot.service.batch`) leaves another process's game alone under the row lock;
the one-game path (a deadline's batch of one, a failed batch's games, `/host next`) resolved
any game it was handed. So a process whose lease ran out, or was taken over by the next process
of a deploy, still resolved the games whose deadline jobs it had armed, and, not owning them,
never delivered what they showed. `OwnedResolver` refuses those games, as the batch path does.
"""

from __future__ import annotations

import engine
from bot.service.resolution import Resolver
from bot.store.models import Game

__all__ = ["OwnedResolver"]


class OwnedResolver(Resolver):
    """A `Resolver` whose one-game path resolves only the games of guilds this process owns
    (`ServiceState.owns`); another process's game is left to it (False: nothing resolved)."""

    async def resolve_phase(self, game_id: int, expected: engine.Phase | None = None) -> bool:
        """`Resolver.resolve_phase`, for a game of a guild this process owns."""
        found = await Game.filter(id=game_id).values_list("guild_id", flat=True)
        if found and not self._shared.owns(int(found[0])):  # type: ignore[call-overload]
            return False
        return await super().resolve_phase(game_id, expected)
