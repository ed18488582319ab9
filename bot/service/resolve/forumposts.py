"""What a forum game adds to a phase's announcements: the full tally at the deadline
when the votes were not shown in full, the deadline of a phase that ends by the clock, and the
private warning to a player who was absent (R51)."""

from __future__ import annotations

import engine
from bot.service.outbox import plan
from bot.service.outbox.actions import Action
from bot.service.play.votecount import day_votes, visibility
from bot.service.settings import forum
from bot.service.settings.schema import Config
from bot.store import games
from bot.store.games import StoredGame
from bot.store.transactions import Transaction
from bot.text.i18n import Text
from bot.text.tally import deadline_line, tally_texts

__all__ = ["absence_warnings", "deadline_post", "full_tally"]


async def full_tally(game: StoredGame, phase: engine.Phase, conn: Transaction) -> list[Action]:
    """At a day's deadline, the whole tally (every voter, every change) when the game showed
    less of it while the day ran (`vote_visibility` counts or hidden); nothing otherwise."""
    if phase.kind != "day" or visibility(game.settings) == "open":
        return []
    entries = await day_votes(game.id, phase.number, conn)
    return [plan.announce([Text("forum-tally-final"), *tally_texts(phase.number, entries)])]


def deadline_post(game: StoredGame) -> list[Action]:
    """The deadline of the phase the game just entered, when its kind ends by the clock (a
    Discord timestamp: each reader sees it in their own zone): the line the host's clock edits
    later in the phase's post."""
    kind = game.phase_kind
    if kind is None or game.deadline is None or forum.ends_at(game.settings, kind) is None:
        return []
    line = deadline_line(game.deadline)
    return [plan.phase_post(games.phase_of(game), [line], line)]


def absence_warnings(game: StoredGame, state: engine.Game) -> list[Action]:
    """At the start of a day, a private warning to each living player absent the day before
    (R51): the posts and the vote they need today, and the absent days left before they are put
    to sleep. Off with `warn_absent: false` or `inactive_days: 0`."""
    settings = state.setup.settings
    if state.phase.kind != "day" or settings.inactive_days <= 0:
        return []
    if not Config.warn_absent.kept(game.settings):
        return []
    warnings: list[Action] = []
    for name in state.alive:
        absent = state.absences.get(name, 0)
        if absent <= 0:
            continue
        args = {
            "days": absent,
            "left": max(0, settings.inactive_days - absent),
            "posts": settings.min_posts,
        }
        warnings.append(plan.tell(name, [Text("forum-absence-warning", args)]))
    return warnings
