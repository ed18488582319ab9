"""The live tally board of a day: one text per day, over as many messages as it needs, edited
in place as votes change, at most once per `TALLY_EDIT_SECONDS` per game (`bot.discord.throttle`).

What the board may show is the service's to say (`service.votecount.tally_board`); this module
only words it, posts or edits it, and keeps the messages' ids through the service.
"""

from __future__ import annotations

import engine
from bot.discord.table import DiscordTable
from bot.discord.throttle import TALLY_EDIT_SECONDS, Throttle
from bot.service.play.votecount import VoteCount
from bot.text.tally import majority_texts, played_by_texts, tally_texts

__all__ = ["LiveTally"]


class LiveTally:
    """Keeps each game's day tally message up to date, throttled per game (`throttle`)."""

    def __init__(
        self, votecount: VoteCount, table: DiscordTable, throttle: Throttle | None = None
    ) -> None:
        self.votecount = votecount
        self.table = table
        self.throttle = throttle or Throttle(TALLY_EDIT_SECONDS)  # tests give it their clock

    async def update(self, channel_id: int, game_id: int, day: engine.Phase) -> None:
        """Bring the tally of game `game_id`'s `day` up to date: at once when it was last edited
        `TALLY_EDIT_SECONDS` ago or more, else by one trailing edit when that time is up, which
        shows every vote accepted until then. A burst of votes costs two edits, not one each.
        `channel_id`: where a board not posted yet is posted (the game's, where /vote is used)."""
        await self.throttle.run(game_id, lambda: self.show(channel_id, game_id, day))

    async def show(self, channel_id: int, game_id: int, phase: engine.Phase) -> None:
        """Edit the tally of the day `phase` in place (its message ids are stored: a restart
        keeps them), over as many messages as it needs; post it in `channel_id` when there is
        none yet and the day is still current; nothing when the service shows no board."""
        if phase.kind != "day":
            return
        board = await self.votecount.tally_board(game_id, phase.number)
        if board is None:
            return
        texts = tally_texts(board.day, board.entries, board.shown) + majority_texts(board.majority)
        texts += played_by_texts(board.played_by)  # who plays a handed-over seat
        shown = None
        if board.message is not None:
            shown = await self.table.edit(board.message, texts, board.language, separator="\n")
        if shown is None:
            if not board.current:
                return  # gone, and the day is over: nothing is posted anew
            shown = await self.table.post(channel_id, texts, board.language, separator="\n")
        if shown != board.message:
            await self.votecount.remember_tally(board.game_id, board.day, shown)

    def close(self) -> None:
        """Drop the tally edits still waiting (a new board starts afresh from the stored ids)."""
        self.throttle.close()
