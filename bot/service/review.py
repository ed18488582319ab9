"""The end-of-game review (issue 14): the «итоги» post with the review page attached.

Planned in the transaction that finishes the game, after the reveal, as one more announcement of
the outbox: its texts are worded now (`bot.text.review`, from the record replayed with the
engine's trace), the page is described (the record and every day's public votes as cast, changed
ones struck) and rendered by the Table in the game's language. Like every announcement it
survives a restart and is shown once.
"""

from __future__ import annotations

from tortoise.backends.base.client import BaseDBAsyncClient

import engine
from bot.service import outbox
from bot.service.table import REVIEW, Attachment
from bot.store.models import VOTE, Game, Submission
from bot.text.i18n import Text
from bot.text.review import review_of, review_to_data, summary_texts
from bot.text.review_page import page_filename
from bot.text.views import TallyEntry

__all__ = ["plan_review", "vote_history"]


async def vote_history(
    game: Game, conn: BaseDBAsyncClient | None = None
) -> dict[int, list[TallyEntry]]:
    """Every day's public votes in the order they were cast; `struck`: changed later."""
    rows = (
        await Submission.filter(game_id=game.id, phase_kind="day", kind=VOTE)
        .using_db(conn)
        .order_by("id")
    )
    days: dict[int, list[TallyEntry]] = {}
    for row in rows:
        entry = TallyEntry(row.player, str(row.value["value"]), row.created_at, not row.active)
        days.setdefault(row.phase_number, []).append(entry)
    return days


async def plan_review(
    game: Game, record: engine.Record, conn: BaseDBAsyncClient | None = None
) -> outbox.Planned:
    """The «итоги» post of a game that is over, with its review page attached."""
    votes = await vote_history(game, conn)
    texts = summary_texts(review_of(record, votes))
    texts.append(_attached(record, game.id))
    page = Attachment(REVIEW, page_filename(record, game.id), review_to_data(record, votes))
    return outbox.announce(texts, page)


def _attached(record: engine.Record, game_id: int) -> Text:
    return Text("review-attached", {"file": page_filename(record, game_id)})
