"""A game's status as texts (service.ftl): phase and deadline, the living, the day's tally."""

from __future__ import annotations

from bot.store.states import FINISHED, PAUSED, STOPPED
from bot.text.i18n import Text
from bot.text.narrative import winner_name
from bot.text.tally import count_texts, deadline_texts
from bot.text.views import StatusView

__all__ = ["status_texts"]


def status_texts(view: StatusView) -> list[Text]:
    """The status as texts: who won (a finished game) or that the host stopped it, phase and
    deadline (or paused), the living, and the day's votes per target (the tally message in the
    game channel has each voter's history)."""
    texts: list[Text] = []
    if view.state == FINISHED:
        texts.append(Text("game-over", {"winner": winner_name(view.winner, view.ruleset)}))
    elif view.state == STOPPED:
        texts.append(Text("service-game-stopped"))
    if view.phase is not None:
        texts.append(
            Text("service-status-phase", {"phase": view.phase.kind, "number": view.phase.number})
        )
    if view.state == PAUSED:
        texts.append(Text("service-status-paused"))
    elif view.deadline is not None:  # a forum phase may end days later: the date too
        texts.extend(deadline_texts(view.deadline, None))
    alive = tuple(seat.name for seat in view.seats if seat.alive)
    texts.append(Text("service-status-alive", {"count": len(alive), "players": alive}))
    texts.extend(  # who plays a handed-over seat now (a mention shows the name, pings nobody)
        Text("host-status-plays-now", {"player": seat.name, "user": f"<@{seat.user_id}>"})
        for seat in view.seats
        if seat.substituted
    )
    texts.extend(  # a seat whose player left the server
        Text("host-status-waiting", {"player": seat.name}) for seat in view.seats if seat.waiting
    )
    if (
        view.phase is not None
        and view.phase.kind == "day"
        and (view.tally or view.votes_shown == "hidden")
    ):
        texts.extend(count_texts(view.phase.number, view.tally, view.votes_shown))
    if view.activity:  # a host who does not play: R51's counts, no roles
        texts.append(Text("forum-activity-title"))
        texts.extend(
            Text(
                "forum-activity-line",
                {"player": seat.name, "posts": seat.posts, "days": seat.absent_days},
            )
            for seat in view.activity
        )
    if view.watchers:  # a host who does not play: who watches; mentions never ping
        mentions = tuple(f"<@{user_id}>" for user_id in view.watchers)
        texts.append(Text("table-watchers", {"count": len(mentions), "watchers": mentions}))
    return texts
