"""How urgent a delivery's Discord requests are: when a thousand games fall due together, the
bot's one REST budget goes first to what the most players wait for.

Each game's public post first (everyone at the table reads it), then the private results (a
player learns what happened to them), then the move forms (the next phase's), and last the
closing edits of the forms of the phase that ended (a convenience: the next form replaces them).
The delivery sets `URGENCY` while it shows a row (`urgency_of` its action); the Discord side's
global pacer (`bot.discord.global_pacing`) serves the waiting requests most urgent first, and
in turn within one urgency. A request outside any delivery (an interaction's, a lobby's post)
is as urgent as a public post: a person is waiting on it.
"""

from __future__ import annotations

from contextvars import ContextVar

__all__ = ["CLOSING", "FORMS", "PRIVATE", "PUBLIC", "URGENCY", "urgency_of"]

PUBLIC = 0
"""A game channel's post, the end of a game, the silence of the dead; anything a person waits on."""

PRIVATE = 1
"""A player's private message: their result, their role card, a team channel opened."""

FORMS = 2
"""The move forms of the phase that begins."""

CLOSING = 3
"""The closing edits of the forms of a phase that is over."""

URGENCY: ContextVar[int] = ContextVar("delivery_urgency", default=PUBLIC)
"""The urgency of the requests made now (set by the delivery around each row it shows)."""

_BY_TAG = {
    "announce": PUBLIC,
    "reveal": PUBLIC,
    "mark_dead": PUBLIC,
    "unseat": PUBLIC,
    "show_deadline": PUBLIC,  # the phase post's deadline line: the whole table plans by it
    "tell": PRIVATE,
    "open_team": PRIVATE,
    "offer_moves": FORMS,
    "close_moves": CLOSING,
}


def urgency_of(tag: str) -> int:
    """The urgency of an outbox row by its action's tag (a tag not listed: a private message)."""
    return _BY_TAG.get(tag, PRIVATE)
