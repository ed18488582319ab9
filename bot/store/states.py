"""A game's states as the store keeps them, and the groups the service asks about."""

from __future__ import annotations

from typing import Final

__all__ = [
    "FINISHED",
    "GAME_STATES",
    "LIVE_STATES",
    "LOBBY",
    "OPEN_STATES",
    "PAUSED",
    "RUNNING",
    "STOPPED",
]

LOBBY: Final = "lobby"
RUNNING: Final = "running"
PAUSED: Final = "paused"
FINISHED: Final = "finished"
STOPPED: Final = "stopped"
GAME_STATES: Final = (LOBBY, RUNNING, PAUSED, FINISHED, STOPPED)
OPEN_STATES: Final = (LOBBY, RUNNING, PAUSED)
"""A channel holds at most one game in these states."""
LIVE_STATES: Final = (RUNNING, PAUSED)
"""Dealt and not yet over."""
