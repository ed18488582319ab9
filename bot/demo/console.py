"""A Table that prints: what the game channel, each team channel and each player would see.

Used by `python -m bot demo` and by tests (every shown line is also kept in `shown`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

from bot.service.ports.table import REVIEW, Attachment, Reader, TableGame
from bot.text import narrative
from bot.text.i18n import Localizer, Text, pick_language
from bot.text.review_page import review_file


@dataclass(frozen=True)
class Shown:
    """One delivery: where it went (the game channel, a team channel, "@Anna", the dead chat)
    as rendered, and the text."""

    where: str
    text: str


class ConsoleTable:
    """Renders every Text through bot.i18n and prints it with where it would appear."""

    def __init__(
        self, localizer: Localizer | None = None, out: TextIO | None = None, *, quiet: bool = False
    ) -> None:
        self.localizer = localizer or Localizer()
        self.out = out or sys.stdout
        self.quiet = quiet
        self.shown: list[Shown] = []
        self.files: dict[str, bytes] = {}  # attachments, by file name

    def _print(self, where: str | Text, texts: Sequence[Text], language: str) -> None:
        if isinstance(where, Text):
            where = self.localizer.render(where, language)
        for text in texts:
            rendered = self.localizer.render(text, language)
            self.shown.append(Shown(where, rendered))
            if not self.quiet:
                for line in rendered.splitlines() or [""]:
                    self.out.write(f"[{where}] {line}\n")

    def post(self, language: str, texts: Sequence[Text]) -> None:
        """Print what a simulated player writes in the game channel (not a Table call: the
        service never posts for players)."""
        self._print(Text("service-where-game"), texts, language)

    async def announce(
        self, game: TableGame, texts: Sequence[Text], *, attachment: Attachment | None = None
    ) -> None:
        """Print a game-channel post; an attachment is rendered and kept in `files` (by name),
        not printed (its name is in the post)."""
        self._print(Text("service-where-game"), texts, game.language)
        if attachment is not None and attachment.kind == REVIEW:
            page = review_file(attachment.data, self.localizer, game.language)
            self.files[attachment.filename] = page

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        """Print a private message in the player's language (the console reaches everyone)."""
        self._print(f"@{player.name}", texts, pick_language(player.locale, game.language))
        return True

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        """Never needed: `tell` always reaches the player on the console."""

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        """Print the team channel's welcome post; the console has no channel ids (None)."""
        where = Text("service-where-team", {"team": narrative.team_name(team)})
        self._print(where, texts, game.language)
        return None

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        """Print the dead chat's welcome of the player."""
        welcome = Text("service-dead-chat-joined", {"player": player.name})
        self._print(Text("service-where-dead"), [welcome], game.language)

    async def unseat(self, game: TableGame, player: Reader) -> None:
        """Nothing to undo: the console has no permissions."""

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        """Print the end-of-game reveal."""
        self._print(Text("service-where-game"), texts, game.language)
