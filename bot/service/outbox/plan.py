"""The announcements a phase produces, stored as an outbox and delivered through the Table port.

`plan_*` turn engine states and results into `Planned` items (narration from `bot.narrative`);
the service stores them in the same transaction as the resolution, then
`bot.service.outbox.delivery` shows each undelivered one (`show`) and marks it, so a crash
repeats delivery, never resolution.

What a player is told privately (but the role card, which `/role` shows as it is now) is also
kept as a `PrivateItem` row in that transaction, so it can be read again whether or not the DM
goes through; a player whose DMs are closed is asked once per game to read it with `/role`. The
team channels the Table opens are stored by the id it returns (`TeamChannel`) and handed back
to it in `TableGame.teams`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

import engine
from bot.service.play.forms import movers
from bot.service.ports.table import Attachment, FormTable, Reader, Table, TableGame
from bot.store import outbox
from bot.store import seats as stored_seats
from bot.store.games import StoredGame
from bot.store.outbox import OutboxItem
from bot.store.seats import StoredSeat
from bot.store.transactions import Transaction
from bot.text import narrative
from bot.text.i18n import Text

ANNOUNCE = "announce"
TELL = "tell"
OPEN_TEAM = "open_team"
MARK_DEAD = "mark_dead"
UNSEAT = "unseat"
REVEAL = "reveal"
OFFER_MOVES = "offer_moves"
CLOSE_MOVES = "close_moves"


@dataclass(frozen=True)
class Planned:
    """One Table call to make: the method and its JSON payload (player names, not users)."""

    action: str
    payload: Mapping[str, Any] = field(default_factory=dict)


def texts_json(texts: Iterable[Text]) -> list[dict[str, Any]]:
    """Texts as JSON data for an announcement's payload."""
    return [text.to_json() for text in texts]


def announce(texts: Sequence[Text], attachment: Attachment | None = None) -> Planned:
    """A post in the game channel (with a file, described: the Table renders it)."""
    payload: dict[str, Any] = {"texts": texts_json(texts)}
    if attachment is not None:
        payload["attachment"] = {
            "kind": attachment.kind,
            "filename": attachment.filename,
            "data": dict(attachment.data),
        }
    return Planned(ANNOUNCE, payload)


def tell(player: str, texts: Sequence[Text]) -> Planned:
    """A private message to one player, kept for them to read again (`PrivateItem`)."""
    return Planned(TELL, {"player": player, "texts": texts_json(texts)})


def tell_card(player: str, texts: Sequence[Text]) -> Planned:
    """A player's role card by DM (not kept: `/role` shows the card as it is now)."""
    return Planned(TELL, {"player": player, "texts": texts_json(texts), "card": True})


def retell(player: str, texts: Sequence[Text]) -> Planned:
    """What a seat was already told (kept), told again to its new player: not kept twice."""
    return Planned(TELL, {"player": player, "texts": texts_json(texts), "kept": True})


def tell_former(player: str, user_id: int, texts: Sequence[Text]) -> Planned:
    """A private message to the user who had a seat before it was handed over (not kept: the
    seat's history is its new player's)."""
    payload = {"player": player, "user_id": user_id, "texts": texts_json(texts), "kept": True}
    return Planned(TELL, payload)


def open_team(team: str, members: Sequence[str]) -> Planned:
    """Open a team channel (or let its new members in) with a welcome naming the members."""
    welcome = Text(
        "service-team-opened", {"team": narrative.team_name(team), "members": tuple(members)}
    )
    return Planned(
        OPEN_TEAM, {"team": team, "members": list(members), "texts": texts_json([welcome])}
    )


def team_changes(before: Mapping[str, Sequence[str]], after: engine.Game) -> list[Planned]:
    """Open every team channel that is new in `after`, or let its new members in."""
    return [
        open_team(team, members)
        for team, members in after.teams().items()
        if tuple(before.get(team, ())) != tuple(members)
    ]


def offer_moves(game: engine.Game) -> list[Planned]:
    """The move forms of the game's current phase, for every player who has a move (issue 12)."""
    players = movers(game)
    if not players:
        return []
    phase = {"kind": game.phase.kind, "number": game.phase.number}
    return [Planned(OFFER_MOVES, {**phase, "players": list(players)})]


def close_moves(phase: engine.Phase) -> Planned:
    """Close the move forms of a phase that is over."""
    return Planned(CLOSE_MOVES, {"kind": phase.kind, "number": phase.number})


def teams_of(game: engine.Game, player: str) -> list[Planned]:
    """Let a player (e.g. a replacement) into every team channel they belong to."""
    return [open_team(team, members) for team, members in game.teams().items() if player in members]


def plan_start(game: engine.Game) -> list[Planned]:
    """What the deal shows: every player's role card, the team channels, night 1 beginning."""
    planned = [tell_card(name, narrative.role_card(game, name)) for name in game.names]
    planned.extend(team_changes({}, game))
    planned.append(announce(narrative.phase_started(game)))
    planned.extend(offer_moves(game))
    return planned


def plan_resolution(
    result: engine.PhaseResult, before: engine.Game, after: engine.Game
) -> list[Planned]:
    """What a resolved phase shows: one post in the game channel (the summary with the next
    phase's opening, or with the end of the game and every role), the dead silenced, private
    items, team changes, then the next phase's move forms, or the reveal (which lifts the
    silences, so it comes last; its texts are in the post)."""
    planned = [announce(narrative.summary(result, before, after)), close_moves(result.phase)]
    planned.extend(Planned(MARK_DEAD, {"player": death.player}) for death in result.deaths)
    planned.extend(
        tell(player, texts) for player, texts in narrative.private_items(result, before).items()
    )
    planned.extend(tell(player, texts) for player, texts in narrative.prompts(after).items())
    planned.extend(team_changes(before.teams(), after))
    if after.winner is not None:
        planned.append(Planned(REVEAL, {"texts": texts_json(narrative.game_over(after))}))
    else:
        planned.append(announce(narrative.phase_started(after)))
        planned.extend(offer_moves(after))
    return one_post(planned)


def one_post(planned: Sequence[Planned]) -> list[Planned]:
    """A resolution's posts in the game channel as one message (issue 15): the texts of every
    plain post (no attachment) and of the reveal go, in their order, into the first of them;
    the others go, but the reveal, which stays in its place with no texts of its own (it still
    lifts the silences). Every other item keeps its place and order. Discord's 2,000-character
    limit alone splits the message (the Table's `chunks`)."""
    joined = [
        index
        for index, item in enumerate(planned)
        if (item.action == ANNOUNCE and "attachment" not in item.payload) or item.action == REVEAL
    ]
    if len(joined) < 2:
        return list(planned)
    first = joined[0]
    texts = [text for index in joined for text in planned[index].payload["texts"]]
    result = []
    for index, item in enumerate(planned):
        if index == first:
            result.append(Planned(item.action, {**item.payload, "texts": texts}))
        elif index not in joined:
            result.append(item)
        elif item.action == REVEAL:
            result.append(Planned(REVEAL, {**item.payload, "texts": []}))
    return result


Plan = tuple[int, Sequence[Planned], engine.Phase | None]
"""A game's planned items and the phase that produced them (None: not a phase's, e.g. the deal)."""


async def store(
    game: StoredGame,
    planned: Sequence[Planned],
    phase: engine.Phase | None,
    conn: Transaction,
) -> None:
    """Append planned items to the game's outbox, and keep what players are told privately
    (inside the caller's transaction)."""
    await store_many([(game.id, planned, phase)], conn)


async def store_many(
    plans: Sequence[Plan],
    conn: Transaction,
    now: datetime | None = None,
    seat_ids: Mapping[int, Mapping[str, int]] | None = None,
) -> None:
    """Append each game's planned items to its outbox, numbered in order after its last row,
    and keep a `PrivateItem` for every private message but a role card or one already kept:
    one read of the games' last rows (and of their seats, unless `seat_ids` gives them by game
    and name), one insert of each, whatever the number of games (inside the caller's
    transaction)."""
    if not plans:
        return
    last = await outbox.last_seqs(conn, list(dict.fromkeys(game_id for game_id, _, _ in plans)))
    keeping = [game_id for game_id, planned, _ in plans if any(map(_kept, planned))]
    if keeping and seat_ids is None:
        found = await stored_seats.seat_rows(conn, keeping)
        seat_ids = {game_id: {s.name: s.id for s in rows} for game_id, rows in found.items()}
    rows: list[outbox.OutboxRow] = []
    private: list[outbox.PrivateRow] = []
    for game_id, planned, phase in plans:
        kind, number = (phase.kind, phase.number) if phase is not None else (None, 0)
        for item in planned:
            last[game_id] += 1
            payload = dict(item.payload)
            rows.append(
                outbox.OutboxRow(game_id, last[game_id], kind, number, item.action, payload)
            )
            if _kept(item):
                assert seat_ids is not None  # read above
                seat = seat_ids[game_id][str(payload["player"])]
                private.append(
                    outbox.PrivateRow(game_id, seat, kind, number, list(payload["texts"]))
                )
    await outbox.insert_private_items(conn, private, now or datetime.now(UTC))
    await outbox.insert_outbox(conn, rows)


def _kept(item: Planned) -> bool:
    """Whether a planned item is kept for its player to read again (`PrivateItem`)."""
    payload = item.payload
    return item.action == TELL and not payload.get("card") and not payload.get("kept")


async def table_game(game: StoredGame) -> TableGame:
    """Where a game is played, as the Table sees it, with the team channels it opened."""
    teams = await stored_seats.teams_of(game.id)
    return TableGame(game.id, game.guild_id, game.channel_id, game.language, teams)


def reader(seat: StoredSeat) -> Reader:
    """The Table's view of a seat."""
    return Reader(seat.name, seat.user_id, seat.locale)


async def playing_elsewhere(where: TableGame, seats: Iterable[StoredSeat]) -> set[int]:
    """The users of these seats who also sit in another live game of the same server."""
    return await users_elsewhere(where, [seat.user_id for seat in seats])


async def users_elsewhere(where: TableGame, user_ids: Sequence[int]) -> set[int]:
    """The users who sit in a live game of the same server other than `where`."""
    return await stored_seats.users_elsewhere(where.guild_id, where.game_id, user_ids)


async def released(where: TableGame, seats: Iterable[StoredSeat]) -> list[Reader]:
    """The seats of a game that is over whose users play no other live game of the server: the
    Table may give them back the permissions of a spectator (another game still needs the rest)."""
    ordered = sorted(seats, key=lambda seat: seat.position)
    busy = await playing_elsewhere(where, ordered)
    return [reader(seat) for seat in ordered if seat.user_id not in busy]


async def _tell(
    table: Table,
    where: TableGame,
    seats: MutableMapping[str, StoredSeat],
    name: str,
    texts: Sequence[Text],
) -> None:
    """Tell a seat privately; if they cannot be told, ask them once per game to use `/role`."""
    seat = seats[name]
    player = reader(seat)
    if await table.tell(where, player, texts) or seat.dm_notice_given:
        return
    await table.ask_for_dms(where, player)
    seats[seat.name] = replace(seat, dm_notice_given=True)  # asked once in this delivery too
    await stored_seats.note_dm_notice(seat.id)


async def _open_team(
    table: Table, where: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
) -> TableGame:
    """Open a team's channel; store the id the Table gives it; `where` with that channel."""
    channel_id = await table.open_team(where, team, members, texts)
    if channel_id is None or where.teams.get(team) == channel_id:
        return where
    await stored_seats.set_team_channel(where.game_id, team, channel_id)
    return replace(where, teams={**where.teams, team: channel_id})


async def show(
    table: Table, where: TableGame, row: OutboxItem, seats: MutableMapping[str, StoredSeat]
) -> TableGame:
    """Show one announcement; `where` as it is after it (a team channel may have opened)."""
    payload = row.payload
    texts = [Text.from_json(item) for item in payload.get("texts", [])]  # type: ignore[attr-defined]
    if row.action == ANNOUNCE:
        attached = payload.get("attachment")
        if isinstance(attached, dict):
            file = Attachment(str(attached["kind"]), str(attached["filename"]), attached["data"])
            await table.announce(where, texts, attachment=file)
        else:
            await table.announce(where, texts)
    elif row.action == TELL and "user_id" in payload:  # one who gave the seat away
        await table.tell(where, Reader(str(payload["player"]), int(str(payload["user_id"]))), texts)
    elif row.action == TELL:
        await _tell(table, where, seats, str(payload["player"]), texts)
    elif row.action == OPEN_TEAM:
        members = [reader(seats[str(name)]) for name in payload["members"]]  # type: ignore[attr-defined]
        return await _open_team(table, where, str(payload["team"]), members, texts)
    elif row.action == MARK_DEAD:
        seat = seats[str(payload["player"])]
        elsewhere = bool(await playing_elsewhere(where, [seat]))
        await table.mark_dead(where, replace(reader(seat), elsewhere=elsewhere))
    elif row.action == UNSEAT:
        user_id = int(str(payload["user_id"]))
        elsewhere = bool(await users_elsewhere(where, [user_id]))
        await table.unseat(where, Reader(str(payload["player"]), user_id, elsewhere=elsewhere))
    elif row.action == REVEAL:
        await table.reveal(where, texts, await released(where, seats.values()))
    elif row.action in (OFFER_MOVES, CLOSE_MOVES):
        if isinstance(table, FormTable):  # a Table without forms has nothing to show
            phase = engine.Phase.from_row(str(payload["kind"]), int(str(payload["number"])))
            if row.action == OFFER_MOVES:
                players = [reader(seats[str(name)]) for name in payload["players"]]  # type: ignore[attr-defined]
                await table.offer_moves(where, phase, players)
            else:
                await table.close_moves(where, phase)
    else:
        raise ValueError(f"unknown announcement action {row.action!r}")
    return where
