"""The players the host removed (R90), known to this process from the moment of the removal: the
service refuses their actions and votes at once (`removed_player`), before the phase resolves
and the engine takes them out. A restart reads the removals of each running game's phase again
(`Lifecycle.resume`); the dead are refused anyway once the phase resolves."""

from __future__ import annotations

__all__ = ["RemovedSeats"]


class RemovedSeats:
    """(game id, seat name) of every player removed since this process started."""

    def __init__(self) -> None:
        self._removed: set[tuple[int, str]] = set()

    def add(self, game_id: int, name: str) -> None:
        """The host removed `name` from game `game_id`."""
        self._removed.add((game_id, name))

    def __contains__(self, key: object) -> bool:
        return key in self._removed
