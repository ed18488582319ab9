"""The end-of-game review: the «итоги» post with the review page attached.

Planned in the transaction that finishes the game, after the reveal, as one more announcement of
the outbox: its texts are worded now (`bot.text.review`, from the record replayed with the
engine's trace), the page is described (the record and every day's public votes as cast, changed
ones struck) and rendered by the Table in the game's language. Like every announcement it
survives a restart and is shown once.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

import engine
from bot.service.outbox import plan
from bot.service.outbox.actions import Announce
from bot.service.ports.table import REVIEW, Attachment
from bot.store import votes
from bot.store.games import StoredGame
from bot.store.transactions import Transaction
from bot.text.i18n import Text
from bot.text.recap import BUDGET as RECAP_BUDGET
from bot.text.recap import recap_texts
from bot.text.review import review_of, review_to_data
from bot.text.review_page import page_filename
from bot.text.sealing import seal_texts
from bot.text.views import TallyEntry

__all__ = ["plan_review", "vote_histories", "vote_history"]

SEAL_LINE = 400
"""Characters the seal's reveal takes in the «итоги» post at most (two 64-digit hex strings, the
short commitment, the export command and the check command, in either language)."""


async def vote_history(
    game: StoredGame, conn: Transaction | None = None
) -> dict[int, list[TallyEntry]]:
    """Every day's public votes in the order they were cast; `struck`: changed later."""
    return (await vote_histories([game.id], conn))[game.id]


async def vote_histories(
    ids: Collection[int], conn: Transaction | None
) -> dict[int, dict[int, list[TallyEntry]]]:
    """`vote_history` of many games (by game id), in one read."""
    found: dict[int, dict[int, list[TallyEntry]]] = {}
    for game_id, rows in (await votes.day_votes(conn, ids)).items():
        days = found[game_id] = {}
        for row in rows:
            entry = TallyEntry(row.voter, str(row.value["value"]), row.at, not row.active)
            days.setdefault(row.day, []).append(entry)
    return found


def plan_review(
    game_id: int,
    record: engine.Record,
    votes: Mapping[int, list[TallyEntry]],
    substituted: Mapping[str, int] | None = None,
) -> Announce:
    """The «итоги» post of a game that is over (its `vote_history` given), with its review
    page attached (which tells the seats handed to substitutes: `substituted`)."""
    sealed = seal_texts(record.seal)  # the salt revealed: the game is over
    budget = RECAP_BUDGET - SEAL_LINE * len(sealed)  # the post stays within two messages
    texts = recap_texts(review_of(record, votes), budget)  # a host's summary; the page has it all
    texts.extend(sealed)
    texts.append(_attached(record, game_id))
    data = review_to_data(record, votes, substituted)
    page = Attachment(REVIEW, page_filename(record, game_id), data)
    return plan.announce(texts, page)


def _attached(record: engine.Record, game_id: int) -> Text:
    return Text("review-attached", {"file": page_filename(record, game_id)})
