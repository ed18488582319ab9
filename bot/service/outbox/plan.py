"""The announcements a phase produces, stored as an outbox and delivered through the Table port.

`plan_*` turn engine states and results into actions (`bot.service.outbox.actions`, narration
from `bot.narrative`); the service stores them in the same transaction as the resolution, then
`bot.service.outbox.delivery` shows each undelivered one (its action's `show`) and marks it, so
a crash repeats delivery, never resolution.

What a player is told privately (but the role card, which `/role` shows as it is now) is also
kept as a `PrivateItem` row in that transaction, so it can be read again whether or not the DM
goes through; a player whose DMs are closed is asked once per game to read it with `/role`. The
team channels the Table opens are stored by the id it returns (`TeamChannel`) and handed back
to it in `TableGame.teams`.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime

import engine
from bot.service.outbox.actions import (
    Action,
    Announce,
    CloseMoves,
    MarkDead,
    OfferMoves,
    OpenTeam,
    Retell,
    Reveal,
    ShowDeadline,
    Tell,
    TellCard,
    TellFormer,
    Unseat,
    texts_json,
)
from bot.service.play.forms import movers
from bot.service.ports.table import Attachment, DeadlineLine, Reader, Table, TableGame
from bot.store import outbox
from bot.store import seats as stored_seats
from bot.store.games import StoredGame
from bot.store.seats import StoredSeat
from bot.store.transactions import Transaction
from bot.text import narrative
from bot.text.i18n import Text


def announce(texts: Sequence[Text], attachment: Attachment | None = None) -> Announce:
    """A post in the game channel (with a file, described: the Table renders it)."""
    return Announce(tuple(texts), attachment)


def phase_post(phase: engine.Phase, texts: Sequence[Text], line: Text) -> Announce:
    """The post of a phase that carries its deadline `line` (one of `texts`): the host's clock
    edits that line later (`show_deadline`)."""
    return Announce(tuple(texts), deadline=DeadlineLine(phase, line))


def show_deadline(phase: engine.Phase, line: Text) -> ShowDeadline:
    """The deadline line of the post `phase` began with now says `line`."""
    return ShowDeadline(phase, line)


def tell(player: str, texts: Sequence[Text]) -> Tell:
    """A private message to one player, kept for them to read again (`PrivateItem`)."""
    return Tell(player, tuple(texts))


def tell_card(player: str, texts: Sequence[Text]) -> TellCard:
    """A player's role card by DM (not kept: `/role` shows the card as it is now)."""
    return TellCard(player, tuple(texts))


def retell(player: str, texts: Sequence[Text]) -> Retell:
    """What a seat was already told (kept), told again to its new player: not kept twice."""
    return Retell(player, tuple(texts))


def tell_former(player: str, user_id: int, texts: Sequence[Text]) -> TellFormer:
    """A private message to the user who had a seat before it was handed over (not kept: the
    seat's history is its new player's)."""
    return TellFormer(player, user_id, tuple(texts))


def open_team(team: str, members: Sequence[str]) -> OpenTeam:
    """Open a team channel (or let its new members in) with a welcome naming the members."""
    welcome = Text(
        "service-team-opened", {"team": narrative.team_name(team), "members": tuple(members)}
    )
    return OpenTeam(team, tuple(members), (welcome,))


def mark_dead(player: str) -> MarkDead:
    """A player left the game: silenced, admitted to the dead chat."""
    return MarkDead(player)


def unseat(player: str, user_id: int) -> Unseat:
    """The user's admission to the dead chat undone: a dead player who gave their seat away, or
    the newcomer to a living seat."""
    return Unseat(player, user_id)


def reveal(texts: Sequence[Text]) -> Reveal:
    """The game is over: the reveal, the silences lifted, the players released."""
    return Reveal(tuple(texts))


def team_changes(before: Mapping[str, Sequence[str]], after: engine.Game) -> list[Action]:
    """Open every team channel that is new in `after`, or let its new members in."""
    return [
        open_team(team, members)
        for team, members in after.teams().items()
        if tuple(before.get(team, ())) != tuple(members)
    ]


def offer_moves(game: engine.Game) -> list[Action]:
    """The move forms of the game's current phase, for every player who has a move."""
    players = movers(game)
    if not players:
        return []
    return [OfferMoves(game.phase, tuple(players))]


def close_moves(phase: engine.Phase) -> CloseMoves:
    """Close the move forms of a phase that is over."""
    return CloseMoves(phase)


def teams_of(game: engine.Game, player: str) -> list[Action]:
    """Let a player (e.g. a replacement) into every team channel they belong to."""
    return [open_team(team, members) for team, members in game.teams().items() if player in members]


def plan_start(game: engine.Game) -> list[Action]:
    """What the deal shows: every player's role card, the team channels, night 1 beginning."""
    planned: list[Action] = [
        tell_card(name, narrative.role_card(game, name)) for name in game.names
    ]
    planned.extend(team_changes({}, game))
    planned.append(announce(narrative.phase_started(game)))
    planned.extend(offer_moves(game))
    return planned


def plan_resolution(
    result: engine.PhaseResult, before: engine.Game, after: engine.Game
) -> list[Action]:
    """What a resolved phase shows, in the order players need it (
    `bot.service.outbox.urgency`): one post in the game channel (the summary with the next
    phase's opening, or with the end of the game and every role), the dead silenced, private
    items, team changes, then the next phase's move forms and, last, the ended phase's forms
    closed (the new forms are what players need first); or, at the end, the forms closed and
    the reveal (which lifts the silences, so it comes last; its texts are in the post)."""
    planned: list[Action] = [announce(narrative.summary(result, before, after))]
    planned.extend(mark_dead(death.player) for death in result.deaths)
    if after.winner is None:  # P5: once the game is over, its post says all; no night DMs after it
        told = narrative.private_items(result, before).items()
        planned.extend(tell(player, texts) for player, texts in told)
        planned.extend(tell(player, texts) for player, texts in narrative.prompts(after).items())
    planned.extend(team_changes(before.teams(), after))
    if after.winner is not None:
        planned.append(close_moves(result.phase))
        planned.append(reveal(narrative.game_over(after)))
    else:
        planned.append(announce(narrative.phase_started(after)))
        planned.extend(offer_moves(after))
        planned.append(close_moves(result.phase))
    return one_post(planned)


def one_post(planned: Sequence[Action]) -> list[Action]:
    """A resolution's posts in the game channel as one message: the texts of every plain post
    (no attachment) and of the reveal go, in their order, into the first of them; the others
    go, but the reveal, which stays in its place with no texts of its own (it still lifts the
    silences). Every other item keeps its place and order. Discord's 2,000-character limit
    alone splits the message (the Table's `chunks`). The deadline line of the phase the
    message begins, if one of the posts carries it, goes with them (`Announce.deadline`)."""
    joined: dict[int, Announce | Reveal] = {
        index: item
        for index, item in enumerate(planned)
        if (isinstance(item, Announce) and item.attachment is None) or isinstance(item, Reveal)
    }
    if len(joined) < 2:
        return list(planned)
    first = next(iter(joined))
    texts = tuple(text for item in joined.values() for text in item.texts)
    marks = [i.deadline for i in joined.values() if isinstance(i, Announce) and i.deadline]
    result: list[Action] = []
    for index, item in enumerate(planned):
        if index == first:
            merged = replace(joined[index], texts=texts)
            if marks and isinstance(merged, Announce):
                merged = replace(merged, deadline=marks[-1])
            result.append(merged)
        elif index not in joined:
            result.append(item)
        elif isinstance(item, Reveal):
            result.append(Reveal(()))
    return result


Plan = tuple[int, Sequence[Action], engine.Phase | None]
"""A game's planned items and the phase that produced them (None: not a phase's, e.g. the deal)."""


async def store(
    game: StoredGame,
    planned: Sequence[Action],
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
            payload = item.to_payload()
            rows.append(outbox.OutboxRow(game_id, last[game_id], kind, number, item.TAG, payload))
            if isinstance(item, Tell):
                assert seat_ids is not None  # read above
                seat = seat_ids[game_id][item.player]
                texts: list[object] = [*texts_json(item.texts)]
                private.append(outbox.PrivateRow(game_id, seat, kind, number, texts))
    await outbox.insert_private_items(conn, private, now or datetime.now(UTC))
    await outbox.insert_outbox(conn, rows)


def _kept(item: Action) -> bool:
    """Whether a planned item is kept for its player to read again (`PrivateItem`)."""
    return isinstance(item, Tell)


async def table_game(game: StoredGame) -> TableGame:
    """Where a game is played, as the Table sees it, with the team channels it opened."""
    teams = await stored_seats.teams_of(game.id)
    return TableGame(game.id, game.guild_id, game.channel_id, game.language, teams)


def reader(seat: StoredSeat) -> Reader:
    """The Table's view of a seat."""
    return Reader(seat.name, seat.user_id, seat.locale)


async def tell_seat(
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


async def open_team_channel(
    table: Table, where: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
) -> TableGame:
    """Open a team's channel; store the id the Table gives it; `where` with that channel."""
    channel_id = await table.open_team(where, team, members, texts)
    if channel_id is None or where.teams.get(team) == channel_id:
        return where
    await stored_seats.set_team_channel(where.game_id, team, channel_id)
    return replace(where, teams={**where.teams, team: channel_id})
