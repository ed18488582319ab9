"""A game's status as texts (service.ftl): phase and deadline, the living, the day's tally."""

from __future__ import annotations

from datetime import datetime

import engine
from bot.store.models import PAUSED
from bot.text.i18n import Text
from bot.text.views import StatusView

__all__ = ["status_texts", "unix_time"]


def unix_time(at: datetime) -> str:
    """`at` as the Unix timestamp Discord's `<t:…>` markup takes. A string of digits, not an int:
    Fluent would format an int as a localized number (`1,796,034,047`), which Discord rejects."""
    return str(int(at.timestamp()))


def status_texts(view: StatusView) -> list[Text]:
    """The status as texts: phase and deadline (or paused), the living, the tally (struck votes)."""
    texts: list[Text] = []
    if view.phase is not None:
        texts.append(
            Text("service-status-phase", {"phase": view.phase.kind, "number": view.phase.number})
        )
    if view.state == PAUSED:
        texts.append(Text("service-status-paused"))
    elif view.deadline is not None:
        texts.append(Text("service-status-deadline", {"time": unix_time(view.deadline)}))
    alive = tuple(seat.name for seat in view.seats if seat.alive)
    texts.append(Text("service-status-alive", {"count": len(alive), "players": alive}))
    if view.tally:
        texts.append(Text("service-tally-title"))
        for entry in view.tally:
            msg_id = "service-tally-struck" if entry.struck else "service-tally-vote"
            target: Text | str = (
                Text("service-tally-abstain") if entry.target == engine.ABSTAIN else entry.target
            )
            texts.append(
                Text(msg_id, {"voter": entry.voter, "target": target, "time": unix_time(entry.at)})
            )
    return texts
