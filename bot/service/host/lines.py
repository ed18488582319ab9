"""The one short public line each host control posts in the game channel: the table
sees the clock move, with the new deadline as a Discord timestamp (each reader sees it in their
own zone and as "in 3 hours")."""

from __future__ import annotations

from bot.store.games import StoredGame
from bot.text.i18n import Text
from bot.text.tally import deadline_line, unix_time

__all__ = ["extended_line", "next_texts", "paused_line", "resumed_line"]


def _minutes(count: int) -> Text:
    return Text("setting-unit-minutes", {"count": count})


def _left_minutes(game: StoredGame) -> int:
    """The whole minutes a paused game has left (at least one)."""
    return max(1, round((game.paused_remaining or 0.0) / 60))


def extended_line(game: StoredGame, minutes: int) -> Text:
    """The deadline moved `minutes` later: the new one (a paused game: the time it will have)."""
    if game.deadline is None:
        left = _minutes(_left_minutes(game))
        return Text("host-line-extended-paused", {"minutes": _minutes(minutes), "left": left})
    return Text(
        "host-line-extended", {"minutes": _minutes(minutes), "time": unix_time(game.deadline)}
    )


def paused_line(game: StoredGame) -> Text:
    """The clock stopped, with the time that is left."""
    return Text("host-line-paused", {"left": _minutes(_left_minutes(game))})


def resumed_line(game: StoredGame) -> Text:
    """The clock runs again: the new deadline."""
    assert game.deadline is not None  # a resumed game has one
    return Text("host-line-resumed", {"time": unix_time(game.deadline)})


def next_texts(game: StoredGame) -> tuple[list[Text], Text]:
    """The host ended the phase early: that, and the next phase's deadline on a line of its
    own (the phase's deadline line, which the host's clock edits later: the early end stays
    said); the texts and that line."""
    assert game.deadline is not None  # a running game has one
    line = deadline_line(game.deadline)
    return [Text("host-line-next"), line], line
