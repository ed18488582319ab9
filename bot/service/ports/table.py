"""The Table port: what the game service needs shown, with no Discord type in sight.

The service decides *what* is shown (`bot.i18n.Text` values) and *to whom*; a Table shows it
(`bot.discord_table` on Discord, `bot.console.ConsoleTable` in the demo). Every call may be
repeated after a crash (delivery is at least once), so each must be safe to repeat:
`open_team` receives the full member list, `mark_dead` of a dead player changes nothing more.

A Table's own places are known to the service only by the ids the Table gave it: `open_team`
returns the team channel's id, the service stores it, and every later call carries the game's
known team channels in `TableGame.teams` (a Table never finds them by name).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import engine
from bot.text.i18n import Text

__all__ = [
    "REVIEW",
    "Attachment",
    "ChatTable",
    "DeadlineLine",
    "DeadlineTable",
    "FormTable",
    "Gone",
    "Reader",
    "Table",
    "TableGame",
    "WatchTable",
]


class Gone(Exception):
    """What a Table call needs is gone for good (a deleted channel, a server the bot left): the
    announcement is parked at once, not retried, and the game goes on."""


@dataclass(frozen=True)
class TableGame:
    """Where a game is played: its server, its game channel, the server's language and the
    team channels the Table opened for it (engine team id -> the id `open_team` returned)."""

    game_id: int
    guild_id: int
    channel_id: int
    language: str  # "ru" | "en": the game channel's language
    teams: Mapping[str, int] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class Reader:
    """A seated player as the Table sees one: engine name, Discord user and locale if known."""

    name: str
    user_id: int
    locale: str | None = None
    elsewhere: bool = False  # the user also sits in another live game of the same server


@dataclass(frozen=True)
class DeadlineLine:
    """The deadline line of the post a phase begins with: the phase it opens and the line
    itself, one of the post's texts (a `DeadlineTable` keeps the post, to edit that line when
    the host moves the clock)."""

    phase: engine.Phase
    line: Text


REVIEW = "review"
"""The attachment kind of a game's review page (`bot.text.review_page.review_file`)."""


@dataclass(frozen=True)
class Attachment:
    """A file posted with an announcement, described, not rendered: the Table renders it in the
    game's language (like its Texts). `kind` REVIEW: the game's review page, made from `data`
    (`bot.text.review.review_to_data`: the record and the day's votes)."""

    kind: str
    filename: str
    data: Mapping[str, Any] = field(default_factory=dict, hash=False)


@runtime_checkable
class Table(Protocol):
    """What a game needs shown; each method is safe to call again with the same arguments."""

    async def announce(
        self, game: TableGame, texts: Sequence[Text], *, attachment: Attachment | None = None
    ) -> None:
        """Post texts in the game channel, in the game's language, with the attachment when
        there is one (the service passes it only for the end-of-game review, whose texts are
        the lines of a summary: shown one per line, not as paragraphs)."""

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        """Tell one player privately (a DM), in the player's language; False when the player
        does not accept private messages (the service keeps every told text for `/role`)."""

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        """The player could not be told privately: ask them in the game channel to open their
        DMs and read what they were told with `/role` (the service asks once per game)."""

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        """Open the team's private channel (`game.teams[team]` when the game has one), or let
        new `members` in (the full list), and post `texts` there; the channel's id, which the
        service stores, or None when there is none. `team` is an engine team id ("mafia",
        "robbers", "deputy", "orcs", …)."""

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        """The player left the game: silence them in the game and team channels, admit them to
        the dead chat, unless they play another live game of the server (`player.elsewhere`),
        whose dead would tell them its secrets there."""

    async def unseat(self, game: TableGame, player: Reader) -> None:
        """The dead player gave their seat to a substitute: undo their admission to the dead
        chat, unless they play another live game of the server (`player.elsewhere`)."""

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        """The game is over: post the reveal in the game channel, lift the game's silences, open
        its team channels to every reader, and return the `released` players (those in no other
        live game of the server) to spectators wherever this game set their permissions."""


@runtime_checkable
class FormTable(Protocol):
    """A Table that also shows move forms: the Discord Table does (a DM per player
    with the choices the engine offers); the console and the test Tables show none. Each method
    is safe to repeat."""

    async def offer_moves(
        self, game: TableGame, phase: engine.Phase, players: Sequence[Reader]
    ) -> None:
        """Send each player the form of their moves for `phase` (one paced batch; a player who
        already has this phase's form, or who cannot be reached, is skipped)."""

    async def close_moves(self, game: TableGame, phase: engine.Phase) -> None:
        """`phase` is over: close its forms, each saying which move stood."""

    async def remind_moves(
        self, game: TableGame, players: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        """Remind these players (who have a move and sent nothing yet) by DM."""


@runtime_checkable
class ChatTable(Protocol):
    """A Table that closes the game channel to the living at night (`night_chat: closed`): the
    Discord Table does; the console and the test Tables show nothing. Safe to repeat."""

    async def night_chat(self, game: TableGame, players: Sequence[Reader], closed: bool) -> None:
        """`closed`: nightfall, these living players may not write in the game channel nor in
        its threads; else daybreak, they may again (only what the Table itself set is lifted;
        a moderator's own overwrites stay as they are)."""


@runtime_checkable
class WatchTable(Protocol):
    """A Table that lets spectators and the dead follow a game: the Discord Table
    does; the console and the test Tables show nothing. Each call is safe to repeat."""

    async def watch(self, game: TableGame, user_id: int, teams: bool) -> None:
        """A spectator: let them read and write in the server's dead chat and, with `teams`,
        read (never write) every team channel of the game."""

    async def unwatch(self, game: TableGame, user_ids: Sequence[int]) -> None:
        """These spectators stop watching (or the game is over): what `watch` gave them goes,
        each channel in one call."""

    async def show_teams(self, game: TableGame, player: Reader) -> None:
        """`dead_see_teams`: a dead player reads (never writes) every team channel of the game."""


@runtime_checkable
class DeadlineTable(Protocol):
    """A Table that keeps the post a phase begins with and edits its deadline line when the
    host moves the clock (`/host extend`, `pause`, `resume`): the Discord Table does; the
    console and the test Tables post it like any announcement. Each call is safe to repeat."""

    async def post_phase(
        self, game: TableGame, texts: Sequence[Text], deadline: DeadlineLine
    ) -> None:
        """Post texts in the game channel, as `announce` does, and keep the post by the phase
        it opens: `deadline.line` (one of `texts`) is the line `show_deadline` edits."""

    async def show_deadline(self, game: TableGame, phase: engine.Phase, line: Text) -> None:
        """The kept post of `phase` now says `line` where its deadline line was, the rest of
        it unchanged; nothing when there is no such post (a phase that posted no deadline, a
        post deleted since: skipped and logged)."""
