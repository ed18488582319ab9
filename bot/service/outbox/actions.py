"""The outbox's actions: one frozen dataclass per thing a phase has the Table show.

Each action is stored as an outbox row, its `TAG` (the Table call it makes: "announce", "tell",
…) and its JSON payload (`to_payload`), and read back from one with `from_row`, which checks
the payload and raises `MalformedAction` (delivery parks the row) rather than failing later
inside a Table call. The four kinds of private message share the tag "tell" and are told apart
by their payload ("user_id": the one who gave a seat away; "card": a role card; "kept": told
again), as the rows stored before these classes are.

An action shows itself (`show`) through a `ShowContext`: the Table, where the game is played,
and what the delivery read of the game's seats.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol

import engine
from bot.service.ports.table import (
    Attachment,
    ChatTable,
    DeadlineLine,
    DeadlineTable,
    FormTable,
    Reader,
    Table,
    TableGame,
    WatchTable,
)
from bot.text.i18n import Text

__all__ = [
    "Action",
    "Announce",
    "CloseMoves",
    "MalformedAction",
    "MarkDead",
    "NightChat",
    "OfferMoves",
    "OpenTeam",
    "RemindMoves",
    "Retell",
    "Reveal",
    "ShowContext",
    "ShowDeadline",
    "ShowTeams",
    "Tell",
    "TellCard",
    "TellFormer",
    "Unseat",
    "Unwatch",
    "Watch",
    "from_row",
    "texts_json",
]

Payload = dict[str, object]
"""An action's row payload: JSON data (player names, not users)."""


class MalformedAction(ValueError):
    """An outbox row that is no action: an unknown tag, or a payload missing a field or holding
    one of the wrong type. Showing it again cannot help: delivery parks it at once."""


class ShowContext(Protocol):
    """What an action needs to show itself: the Table and where the game is played (as it is
    after the rows shown before), and the game's seats as the delivery read them."""

    @property
    def table(self) -> Table:
        """The Table the game is shown through."""

    @property
    def where(self) -> TableGame:
        """Where the game is played, with the team channels opened so far."""

    def reader(self, player: str) -> Reader:
        """The seat of `player` as the Table sees it."""

    def elsewhere(self, user_id: int) -> bool:
        """Whether the user also sits in another live game of the same server."""

    def released(self) -> list[Reader]:
        """The game's seats, in seat order, whose users play no other live game of the
        server (a game that is over gives them back a spectator's permissions)."""

    async def tell(self, player: str, texts: Sequence[Text]) -> None:
        """Tell a seat privately; if they cannot be told, ask them once per game to use
        `/role`."""

    async def open_team(self, team: str, members: Sequence[Reader], texts: Sequence[Text]) -> None:
        """Open a team's channel (or let its new members in) and keep the id the Table gives
        it (`where` has it from then on)."""


def texts_json(texts: Sequence[Text]) -> list[dict[str, Any]]:
    """Texts as JSON data for a payload."""
    return [text.to_json() for text in texts]


@dataclass(frozen=True, slots=True)
class Announce:
    """A post in the game channel (with a file, described: the Table renders it). `deadline`:
    the post begins a phase and carries its deadline line, which the host's clock edits later
    (`ShowDeadline`)."""

    TAG: ClassVar[str] = "announce"

    texts: tuple[Text, ...]
    attachment: Attachment | None = None
    deadline: DeadlineLine | None = None

    def to_payload(self) -> Payload:
        """The row's payload."""
        payload: Payload = {"texts": texts_json(self.texts)}
        if self.attachment is not None:
            payload["attachment"] = {
                "kind": self.attachment.kind,
                "filename": self.attachment.filename,
                "data": dict(self.attachment.data),
            }
        if self.deadline is not None:
            phase = self.deadline.phase
            line = self.deadline.line.to_json()
            payload["deadline"] = {"kind": phase.kind, "number": phase.number, "line": line}
        return payload

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> Announce:
        """The action a row's payload holds."""
        deadline = _deadline(payload.get("deadline"))
        attached = payload.get("attachment")
        if attached is None:
            return cls(_texts(payload), deadline=deadline)
        if not isinstance(attached, dict):
            raise MalformedAction(f"'attachment' is not an object: {attached!r}")
        data = attached.get("data")
        if not isinstance(data, dict):
            raise MalformedAction(f"the attachment's 'data' is not an object: {data!r}")
        file = Attachment(_str(attached, "kind"), _str(attached, "filename"), data)
        return cls(_texts(payload), file, deadline)

    async def show(self, ctx: ShowContext) -> None:
        """Post it (a phase's post kept by a Table that edits its deadline line later)."""
        if self.attachment is not None:
            await ctx.table.announce(ctx.where, self.texts, attachment=self.attachment)
        elif self.deadline is not None and isinstance(ctx.table, DeadlineTable):
            await ctx.table.post_phase(ctx.where, self.texts, self.deadline)
        else:
            await ctx.table.announce(ctx.where, self.texts)


@dataclass(frozen=True, slots=True)
class ShowDeadline:
    """The host moved the clock: the deadline line of the post `phase` began with now says
    `line` (the new deadline, or that the game is paused)."""

    TAG: ClassVar[str] = "show_deadline"

    phase: engine.Phase
    line: Text

    def to_payload(self) -> Payload:
        """The row's payload."""
        phase = self.phase
        return {"kind": phase.kind, "number": phase.number, "line": self.line.to_json()}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> ShowDeadline:
        """The action a row's payload holds."""
        return cls(_phase(payload), _text(payload.get("line")))

    async def show(self, ctx: ShowContext) -> None:
        """Edit the line (a Table that keeps no phase post has nothing to edit)."""
        if isinstance(ctx.table, DeadlineTable):
            await ctx.table.show_deadline(ctx.where, self.phase, self.line)


@dataclass(frozen=True, slots=True)
class Tell:
    """A private message to one player, kept for them to read again (`PrivateItem`)."""

    TAG: ClassVar[str] = "tell"

    player: str
    texts: tuple[Text, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"player": self.player, "texts": texts_json(self.texts)}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> Tell:
        """The action a row's payload holds."""
        return cls(_str(payload, "player"), _texts(payload))

    async def show(self, ctx: ShowContext) -> None:
        """Tell the seat (asking for DMs once if it cannot be told)."""
        await ctx.tell(self.player, self.texts)


@dataclass(frozen=True, slots=True)
class TellCard:
    """A player's role card by DM (not kept: `/role` shows the card as it is now)."""

    TAG: ClassVar[str] = "tell"

    player: str
    texts: tuple[Text, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"player": self.player, "texts": texts_json(self.texts), "card": True}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> TellCard:
        """The action a row's payload holds."""
        return cls(_str(payload, "player"), _texts(payload))

    async def show(self, ctx: ShowContext) -> None:
        """Tell the seat (asking for DMs once if it cannot be told)."""
        await ctx.tell(self.player, self.texts)


@dataclass(frozen=True, slots=True)
class Retell:
    """What a seat was already told (kept), told again to its new player: not kept twice."""

    TAG: ClassVar[str] = "tell"

    player: str
    texts: tuple[Text, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"player": self.player, "texts": texts_json(self.texts), "kept": True}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> Retell:
        """The action a row's payload holds."""
        return cls(_str(payload, "player"), _texts(payload))

    async def show(self, ctx: ShowContext) -> None:
        """Tell the seat (asking for DMs once if it cannot be told)."""
        await ctx.tell(self.player, self.texts)


@dataclass(frozen=True, slots=True)
class TellFormer:
    """A private message to the user who had a seat before it was handed over (not kept: the
    seat's history is its new player's)."""

    TAG: ClassVar[str] = "tell"

    player: str
    user_id: int
    texts: tuple[Text, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {
            "player": self.player,
            "user_id": self.user_id,
            "texts": texts_json(self.texts),
            "kept": True,
        }

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> TellFormer:
        """The action a row's payload holds."""
        return cls(_str(payload, "player"), _int(payload, "user_id"), _texts(payload))

    async def show(self, ctx: ShowContext) -> None:
        """Tell the former player (no seat of theirs: never asked for DMs)."""
        await ctx.table.tell(ctx.where, Reader(self.player, self.user_id), self.texts)


@dataclass(frozen=True, slots=True)
class OpenTeam:
    """Open a team channel (or let its new members in) with a welcome naming the members."""

    TAG: ClassVar[str] = "open_team"

    team: str
    members: tuple[str, ...]
    texts: tuple[Text, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"team": self.team, "members": list(self.members), "texts": texts_json(self.texts)}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> OpenTeam:
        """The action a row's payload holds."""
        return cls(_str(payload, "team"), _names(payload, "members"), _texts(payload))

    async def show(self, ctx: ShowContext) -> None:
        """Open the channel; the context keeps its id."""
        members = [ctx.reader(name) for name in self.members]
        await ctx.open_team(self.team, members, self.texts)


@dataclass(frozen=True, slots=True)
class MarkDead:
    """A player left the game: silenced, admitted to the dead chat."""

    TAG: ClassVar[str] = "mark_dead"

    player: str

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"player": self.player}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> MarkDead:
        """The action a row's payload holds."""
        return cls(_str(payload, "player"))

    async def show(self, ctx: ShowContext) -> None:
        """Silence the seat's player (saying whether they play another game of the server)."""
        player = ctx.reader(self.player)
        elsewhere = ctx.elsewhere(player.user_id)
        await ctx.table.mark_dead(ctx.where, replace(player, elsewhere=elsewhere))


@dataclass(frozen=True, slots=True)
class Unseat:
    """A user's admission to the dead chat undone: a dead player who gave their seat to a
    substitute, or the substitute who took a living seat."""

    TAG: ClassVar[str] = "unseat"

    player: str
    user_id: int

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"player": self.player, "user_id": self.user_id}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> Unseat:
        """The action a row's payload holds."""
        return cls(_str(payload, "player"), _int(payload, "user_id"))

    async def show(self, ctx: ShowContext) -> None:
        """Unseat the former player (saying whether they play another game of the server)."""
        elsewhere = ctx.elsewhere(self.user_id)
        await ctx.table.unseat(ctx.where, Reader(self.player, self.user_id, elsewhere=elsewhere))


@dataclass(frozen=True, slots=True)
class Reveal:
    """The game is over: the reveal posted (its texts may have gone into the phase's one post),
    the silences lifted, the players in no other live game released."""

    TAG: ClassVar[str] = "reveal"

    texts: tuple[Text, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"texts": texts_json(self.texts)}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> Reveal:
        """The action a row's payload holds."""
        return cls(_texts(payload))

    async def show(self, ctx: ShowContext) -> None:
        """Reveal through the Table."""
        await ctx.table.reveal(ctx.where, self.texts, ctx.released())


@dataclass(frozen=True, slots=True)
class OfferMoves:
    """The move forms of a phase, for the players who have a move in it."""

    TAG: ClassVar[str] = "offer_moves"

    phase: engine.Phase
    players: tuple[str, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        phase = self.phase
        return {"kind": phase.kind, "number": phase.number, "players": list(self.players)}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> OfferMoves:
        """The action a row's payload holds."""
        return cls(_phase(payload), _names(payload, "players"))

    async def show(self, ctx: ShowContext) -> None:
        """Offer the forms (a Table without forms has nothing to show)."""
        if isinstance(ctx.table, FormTable):
            players = [ctx.reader(name) for name in self.players]
            await ctx.table.offer_moves(ctx.where, self.phase, players)


@dataclass(frozen=True, slots=True)
class CloseMoves:
    """Close the move forms of a phase that is over."""

    TAG: ClassVar[str] = "close_moves"

    phase: engine.Phase

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"kind": self.phase.kind, "number": self.phase.number}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> CloseMoves:
        """The action a row's payload holds."""
        return cls(_phase(payload))

    async def show(self, ctx: ShowContext) -> None:
        """Close the forms (a Table without forms has nothing to show)."""
        if isinstance(ctx.table, FormTable):
            await ctx.table.close_moves(ctx.where, self.phase)


@dataclass(frozen=True, slots=True)
class RemindMoves:
    """The reminder before a night's deadline, by DM to the players who have a move and have
    sent nothing yet (a row of its own: DMs that fail are retried without the public post).
    Its row marks the phase reminded, even when nobody is left to remind."""

    TAG: ClassVar[str] = "remind_moves"

    players: tuple[str, ...]
    texts: tuple[Text, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"players": list(self.players), "texts": texts_json(self.texts)}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> RemindMoves:
        """The action a row's payload holds."""
        return cls(_names(payload, "players"), _texts(payload))

    async def show(self, ctx: ShowContext) -> None:
        """DM the reminder (a Table without forms has no DMs to send)."""
        if self.players and isinstance(ctx.table, FormTable):
            players = [ctx.reader(name) for name in self.players]
            await ctx.table.remind_moves(ctx.where, players, self.texts)


@dataclass(frozen=True, slots=True)
class NightChat:
    """`night_chat: closed`: at nightfall the living `players` may not write in the game channel
    (nor its threads); at daybreak they may again."""

    TAG: ClassVar[str] = "night_chat"

    closed: bool
    players: tuple[str, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"closed": self.closed, "players": list(self.players)}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> NightChat:
        """The action a row's payload holds."""
        closed = payload.get("closed")
        if not isinstance(closed, bool):
            raise MalformedAction(f"'closed' is not true or false: {closed!r}")
        return cls(closed, _names(payload, "players"))

    async def show(self, ctx: ShowContext) -> None:
        """Close or open the game channel (a Table without it has nothing to show)."""
        if isinstance(ctx.table, ChatTable):
            players = [ctx.reader(name) for name in self.players]
            await ctx.table.night_chat(ctx.where, players, self.closed)


@dataclass(frozen=True, slots=True)
class Watch:
    """A spectator is let in: the dead chat, and with `teams` every team channel (read only)."""

    TAG: ClassVar[str] = "watch"

    user_id: int
    teams: bool

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"user_id": self.user_id, "teams": self.teams}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> Watch:
        """The action a row's payload holds."""
        teams = payload.get("teams")
        if not isinstance(teams, bool):
            raise MalformedAction(f"'teams' is not true or false: {teams!r}")
        return cls(_int(payload, "user_id"), teams)

    async def show(self, ctx: ShowContext) -> None:
        """Let the spectator in (a Table without spectators has nothing to show)."""
        if isinstance(ctx.table, WatchTable):
            await ctx.table.watch(ctx.where, self.user_id, self.teams)


@dataclass(frozen=True, slots=True)
class Unwatch:
    """Spectators stop watching (or the game is over): what `Watch` gave them goes."""

    TAG: ClassVar[str] = "unwatch"

    user_ids: tuple[int, ...]

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"user_ids": list(self.user_ids)}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> Unwatch:
        """The action a row's payload holds."""
        value = payload.get("user_ids")
        if not isinstance(value, list) or not all(
            isinstance(item, int) and not isinstance(item, bool) for item in value
        ):
            raise MalformedAction(f"'user_ids' is not a list of whole numbers: {value!r}")
        return cls(tuple(value))

    async def show(self, ctx: ShowContext) -> None:
        """Let the spectators out (a Table without spectators has nothing to show)."""
        if isinstance(ctx.table, WatchTable):
            await ctx.table.unwatch(ctx.where, self.user_ids)


@dataclass(frozen=True, slots=True)
class ShowTeams:
    """`dead_see_teams`: a dead player reads (never writes) every team channel of the game."""

    TAG: ClassVar[str] = "show_teams"

    player: str

    def to_payload(self) -> Payload:
        """The row's payload."""
        return {"player": self.player}

    @classmethod
    def from_payload(cls, payload: Mapping[str, object]) -> ShowTeams:
        """The action a row's payload holds."""
        return cls(_str(payload, "player"))

    async def show(self, ctx: ShowContext) -> None:
        """Open the team channels to the dead player (a Table without it shows nothing)."""
        if isinstance(ctx.table, WatchTable):
            await ctx.table.show_teams(ctx.where, ctx.reader(self.player))


Action = (
    Announce
    | Tell
    | TellCard
    | Retell
    | TellFormer
    | OpenTeam
    | MarkDead
    | Unseat
    | Reveal
    | OfferMoves
    | CloseMoves
    | RemindMoves
    | NightChat
    | Watch
    | Unwatch
    | ShowTeams
    | ShowDeadline
)
"""One thing to show through the Table, as planned and as stored in the outbox."""


def _private(payload: Mapping[str, object]) -> Action:
    """A "tell" row's action, told apart by its payload as the planning wrote it."""
    if "user_id" in payload:
        return TellFormer.from_payload(payload)
    if payload.get("card"):
        return TellCard.from_payload(payload)
    if payload.get("kept"):
        return Retell.from_payload(payload)
    return Tell.from_payload(payload)


_READERS: dict[str, Callable[[Mapping[str, object]], Action]] = {
    Announce.TAG: Announce.from_payload,
    Tell.TAG: _private,
    OpenTeam.TAG: OpenTeam.from_payload,
    MarkDead.TAG: MarkDead.from_payload,
    Unseat.TAG: Unseat.from_payload,
    Reveal.TAG: Reveal.from_payload,
    OfferMoves.TAG: OfferMoves.from_payload,
    CloseMoves.TAG: CloseMoves.from_payload,
    RemindMoves.TAG: RemindMoves.from_payload,
    NightChat.TAG: NightChat.from_payload,
    Watch.TAG: Watch.from_payload,
    Unwatch.TAG: Unwatch.from_payload,
    ShowTeams.TAG: ShowTeams.from_payload,
    ShowDeadline.TAG: ShowDeadline.from_payload,
}


def from_row(tag: str, payload: object) -> Action:
    """The action an outbox row holds (its `action` column and its payload); MalformedAction
    when the tag is unknown or the payload does not hold that action."""
    read = _READERS.get(tag)
    if read is None:
        raise MalformedAction(f"unknown outbox action {tag!r}")
    if not isinstance(payload, dict):
        raise MalformedAction(f"{tag!r} row's payload is not an object: {payload!r}")
    try:
        return read(payload)
    except MalformedAction as error:
        raise MalformedAction(f"{tag!r} row: {error}") from None


def _str(payload: Mapping[str, object], key: str) -> str:
    value = payload.get(key)
    if not isinstance(value, str):
        raise MalformedAction(f"{key!r} is not a string: {value!r}")
    return value


def _int(payload: Mapping[str, object], key: str) -> int:
    value = payload.get(key)
    if isinstance(value, str) and value.isdigit():
        return int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise MalformedAction(f"{key!r} is not a whole number: {value!r}")
    return value


def _names(payload: Mapping[str, object], key: str) -> tuple[str, ...]:
    value = payload.get(key)
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise MalformedAction(f"{key!r} is not a list of names: {value!r}")
    return tuple(value)


def _texts(payload: Mapping[str, object]) -> tuple[Text, ...]:
    """The payload's texts (none when it has no "texts", as a row's reader always allowed)."""
    value = payload.get("texts", [])
    if not isinstance(value, list):
        raise MalformedAction(f"'texts' is not a list: {value!r}")
    try:
        return tuple(Text.from_json(item) for item in value)
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise MalformedAction(f"'texts' holds a malformed text: {error!r}") from None


def _text(value: object) -> Text:
    """One text of a payload."""
    if not isinstance(value, dict):
        raise MalformedAction(f"the line is not a text: {value!r}")
    try:
        return Text.from_json(value)
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise MalformedAction(f"the line is a malformed text: {error!r}") from None


def _deadline(value: object) -> DeadlineLine | None:
    """A post's deadline line as its payload holds it (None: the post has none)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise MalformedAction(f"'deadline' is not an object: {value!r}")
    return DeadlineLine(_phase(value), _text(value.get("line")))


def _phase(payload: Mapping[str, object]) -> engine.Phase:
    try:
        return engine.Phase.from_row(payload.get("kind"), payload.get("number"))
    except ValueError as error:
        raise MalformedAction(str(error)) from None
