"""The outbox's actions: each written to its row and read back as itself; rows stored before the
actions were classes (literal tags and payloads) read and shown as they were; a row that holds no
action is refused with a clear error and parked at once, and the rows after it are shown."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

import engine
from bot.service.outbox import actions, plan
from bot.service.outbox.actions import (
    Action,
    Announce,
    CloseMoves,
    MalformedAction,
    MarkDead,
    NightChat,
    OfferMoves,
    OpenTeam,
    Retell,
    Reveal,
    ShowDeadline,
    ShowTeams,
    Tell,
    TellCard,
    TellFormer,
    Unseat,
    Unwatch,
    Watch,
)
from bot.service.ports.table import REVIEW, Attachment, DeadlineLine, Reader, TableGame
from bot.store.models import Announcement, Seat
from bot.text.i18n import Text
from tests.service.helpers import RecordingTable, new_service, seated_game

NESTED = Text("service-team-opened", {"team": Text("team-mafia"), "members": ("P01", "P02")})
TEXTS = (Text("service-game-stopped"), NESTED)
T = [text.to_json() for text in TEXTS]
NIGHT_2 = engine.Phase("night", 2)
FORMER = 4242  # a user who gave a seat away
LINE = Text("forum-deadline", {"time": "1796034047"})

EVERY_ACTION: list[Action] = [
    Announce(TEXTS),
    Announce(TEXTS, Attachment(REVIEW, "review-7.html", {"record": {"winner": "city"}})),
    Announce((*TEXTS, LINE), deadline=DeadlineLine(NIGHT_2, LINE)),
    Tell("P01", TEXTS),
    TellCard("P02", TEXTS),
    Retell("P03", TEXTS),
    TellFormer("P04", FORMER, TEXTS),
    OpenTeam("mafia", ("P01", "P02"), TEXTS),
    MarkDead("P05"),
    Unseat("P05", FORMER),
    Reveal(TEXTS),
    Reveal(()),
    OfferMoves(NIGHT_2, ("P01", "P03")),
    CloseMoves(NIGHT_2),
    NightChat(True, ("P01", "P03")),
    NightChat(False, ()),
    Watch(4242, True),
    Unwatch((4242, 4243)),
    ShowTeams("P05"),
    ShowDeadline(NIGHT_2, LINE),
    ShowDeadline(NIGHT_2, Text("forum-deadline-paused")),
]

OLD_ROWS: list[tuple[str, dict[str, object], Action]] = [
    ("announce", {"texts": T}, Announce(TEXTS)),
    (
        "announce",
        {"texts": T, "attachment": {"kind": "review", "filename": "r.html", "data": {"a": [1]}}},
        Announce(TEXTS, Attachment("review", "r.html", {"a": [1]})),
    ),
    ("tell", {"player": "P01", "texts": T}, Tell("P01", TEXTS)),
    ("tell", {"player": "P02", "texts": T, "card": True}, TellCard("P02", TEXTS)),
    ("tell", {"player": "P03", "texts": T, "kept": True}, Retell("P03", TEXTS)),
    (
        "tell",
        {"player": "P04", "user_id": FORMER, "texts": T, "kept": True},
        TellFormer("P04", FORMER, TEXTS),
    ),
    (
        "open_team",
        {"team": "mafia", "members": ["P01", "P02"], "texts": T},
        OpenTeam("mafia", ("P01", "P02"), TEXTS),
    ),
    ("mark_dead", {"player": "P05"}, MarkDead("P05")),
    ("unseat", {"player": "P05", "user_id": FORMER}, Unseat("P05", FORMER)),
    (
        "offer_moves",
        {"kind": "night", "number": 1, "players": ["P01", "P03"]},
        OfferMoves(engine.Phase("night", 1), ("P01", "P03")),
    ),
    ("close_moves", {"kind": "night", "number": 1}, CloseMoves(engine.Phase("night", 1))),
    ("reveal", {"texts": T}, Reveal(TEXTS)),
]
"""Rows as the planning wrote them when actions were strings with a payload, and what each is."""


@pytest.mark.parametrize("action", EVERY_ACTION, ids=lambda action: type(action).__name__)
def test_an_action_written_to_its_row_reads_back_as_itself(action: Action) -> None:
    stored = json.loads(json.dumps(action.to_payload()))  # as the store keeps it
    assert actions.from_row(action.TAG, stored) == action


@pytest.mark.parametrize(("tag", "payload", "action"), OLD_ROWS, ids=lambda x: str(x)[:24])
def test_a_row_stored_by_the_string_planning_reads_as_its_action_and_is_written_the_same(
    tag: str, payload: dict[str, object], action: Action
) -> None:
    assert actions.from_row(tag, payload) == action
    assert (action.TAG, action.to_payload()) == (tag, payload)


def test_the_tags_are_the_table_calls_the_rows_always_had() -> None:
    tags = {type(action).__name__: action.TAG for action in EVERY_ACTION}
    assert tags == {
        "Announce": "announce",
        "Tell": "tell",
        "TellCard": "tell",
        "Retell": "tell",
        "TellFormer": "tell",
        "OpenTeam": "open_team",
        "MarkDead": "mark_dead",
        "Unseat": "unseat",
        "Reveal": "reveal",
        "OfferMoves": "offer_moves",
        "CloseMoves": "close_moves",
        "NightChat": "night_chat",
        "Watch": "watch",
        "Unwatch": "unwatch",
        "ShowTeams": "show_teams",
        "ShowDeadline": "show_deadline",
    }


@pytest.mark.parametrize(
    ("tag", "payload", "error"),
    [
        ("wave", {"player": "P01"}, "unknown outbox action 'wave'"),
        ("tell", ["P01"], "'tell' row's payload is not an object: ['P01']"),
        ("tell", {"texts": T}, "'tell' row: 'player' is not a string: None"),
        ("tell", {"player": 7, "texts": T}, "'tell' row: 'player' is not a string: 7"),
        ("tell", {"player": "P01", "texts": "hi"}, "'tell' row: 'texts' is not a list: 'hi'"),
        ("announce", {"texts": [{"args": {}}]}, "'announce' row: 'texts' holds a malformed text"),
        ("announce", {"texts": [{"id": "x", "args": {"n": 1.5}}]}, "holds a malformed text"),
        ("announce", {"texts": T, "attachment": "r.html"}, "'attachment' is not an object"),
        (
            "announce",
            {"texts": T, "attachment": {"kind": "review", "filename": "r.html"}},
            "the attachment's 'data' is not an object: None",
        ),
        ("unseat", {"player": "P05", "user_id": True}, "'user_id' is not a whole number: True"),
        ("unseat", {"player": "P05"}, "'unseat' row: 'user_id' is not a whole number: None"),
        ("open_team", {"team": "mafia", "members": "P01"}, "'members' is not a list of names"),
        ("offer_moves", {"kind": "dusk", "number": 1, "players": []}, "not a phase: 'dusk' 1"),
        ("close_moves", {"kind": "day", "number": 0}, "'close_moves' row: not a phase: 'day' 0"),
        ("close_moves", {"kind": "day"}, "not a phase: 'day' None"),
        ("night_chat", {"closed": "yes", "players": []}, "'closed' is not true or false: 'yes'"),
        ("night_chat", {"closed": True}, "'players' is not a list of names: None"),
        ("watch", {"user_id": 7, "teams": 1}, "'teams' is not true or false: 1"),
        ("unwatch", {"user_ids": [True]}, "'user_ids' is not a list of whole numbers: [True]"),
        ("show_teams", {}, "'show_teams' row: 'player' is not a string: None"),
        ("show_deadline", {"kind": "day", "number": 1}, "the line is not a text: None"),
        ("show_deadline", {"kind": "day", "number": 1, "line": {"args": {}}}, "malformed text"),
        ("show_deadline", {"kind": "dusk", "number": 1, "line": LINE.to_json()}, "not a phase"),
        ("announce", {"texts": T, "deadline": "night 2"}, "'deadline' is not an object"),
        ("announce", {"texts": T, "deadline": {"kind": "day", "number": 1}}, "is not a text"),
    ],
)
def test_a_row_that_holds_no_action_is_refused_with_what_is_wrong(
    tag: str, payload: object, error: str
) -> None:
    with pytest.raises(MalformedAction) as refused:
        actions.from_row(tag, payload)
    assert error in str(refused.value)


class UserTable(RecordingTable):
    """A recording Table that also notes the user a private message goes to."""

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        self._note("tell", player.name, player.user_id, texts)
        return True


async def _store_rows(game_id: int, rows: Sequence[tuple[str, object]]) -> list[int]:
    """Store rows after the game's last one, as literal tags and payloads; their ids."""
    last = await Announcement.filter(game_id=game_id).order_by("-seq").first()
    seq = last.seq if last is not None else 0
    stored = []
    for offset, (tag, payload) in enumerate(rows, start=1):
        row = await Announcement.create(
            game_id=game_id, seq=seq + offset, action=tag, payload=payload
        )
        stored.append(row.id)
    return stored


async def test_rows_stored_by_the_string_planning_are_shown_after_a_restart(store: str) -> None:
    writer, _ = new_service(instance="before")
    game_id = await seated_game(writer)
    await writer.lifecycle.close()
    await _store_rows(game_id, [(tag, payload) for tag, payload, _ in OLD_ROWS])
    service, _ = new_service(instance="after")
    table = UserTable()
    service.tables.register(table)

    assert await service.delivery.deliver_pending() == len(OLD_ROWS)

    seats = {seat.name: seat for seat in await Seat.filter(game_id=game_id)}
    in_order = [seat.name for seat in sorted(seats.values(), key=lambda seat: seat.position)]
    assert [(method, json.loads(args)) for method, args in table.calls] == [
        ("announce", [T]),
        ("announce", [T, "review", "r.html"]),
        ("tell", ["P01", seats["P01"].user_id, T]),
        ("tell", ["P02", seats["P02"].user_id, T]),
        ("tell", ["P03", seats["P03"].user_id, T]),
        ("tell", ["P04", FORMER, T]),
        ("open_team", ["mafia", ["P01", "P02"], T]),
        ("mark_dead", ["P05"]),
        ("unseat", ["P05", FORMER, False]),
        ("offer_moves", ["night", 1, ["P01", "P03"]]),
        ("close_moves", ["night", 1]),
        ("reveal", [T, in_order]),
    ]
    assert table.attachments == [Attachment("review", "r.html", {"a": [1]})]
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
    await service.lifecycle.close()


async def test_a_row_that_holds_no_action_is_parked_at_once_and_the_rows_after_it_are_shown(
    store: str,
) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    shown = len(table.calls)
    bad, unknown, good = await _store_rows(
        game_id,
        [("tell", {"texts": T}), ("wave", {"player": "P01"}), ("announce", {"texts": T})],
    )

    assert await service.delivery.deliver_pending() == 1

    assert [(method, json.loads(args)) for method, args in table.calls[shown:]] == [
        ("announce", [T])
    ]
    parked = await service.delivery.parked(game_id)
    assert [(row.action, row.attempts) for row in parked] == [("tell", 1), ("wave", 1)]
    assert [row.error for row in parked] == [
        "MalformedAction: 'tell' row: 'player' is not a string: None",
        "MalformedAction: unknown outbox action 'wave'",
    ]
    rows = {row.id: row for row in await Announcement.filter(id__in=[bad, unknown, good])}
    assert rows[good].delivered and not rows[bad].delivered and not rows[unknown].delivered
    assert rows[bad].next_attempt_at is None and rows[unknown].next_attempt_at is None
    assert await service.delivery.deliver_pending() == 0  # parked: not tried again
    assert len(table.calls) == shown + 1
    await service.lifecycle.close()


def test_one_post_joins_the_plain_posts_and_the_reveal_into_the_first_and_keeps_the_rest() -> None:
    first, second, third = (Text("service-game-stopped", {"n": n}) for n in range(3))
    page = Attachment(REVIEW, "r.html", {})
    planned: list[Action] = [
        Tell("P01", (first,)),
        Announce((first,)),
        CloseMoves(NIGHT_2),
        Announce((second,), page),
        Announce((second,)),
        Reveal((third,)),
        MarkDead("P05"),
    ]
    assert plan.one_post(planned) == [
        Tell("P01", (first,)),
        Announce((first, second, third)),
        CloseMoves(NIGHT_2),
        Announce((second,), page),
        Reveal(()),
        MarkDead("P05"),
    ]
    assert plan.one_post(planned[:4]) == planned[:4]  # one plain post: nothing to join
