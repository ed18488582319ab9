"""The day's public tally as Texts: one line per voter, earlier choices struck through, with times.

Times are Discord timestamps (`<t:…:t>`), which every reader sees in their own time zone. Secret
votes never reach the tally: the service lists public votes only.
"""

from __future__ import annotations

from collections.abc import Sequence

import engine
from bot.text.i18n import Text
from bot.text.status import unix_time
from bot.text.views import TallyEntry

__all__ = ["tally_texts"]

ABSTAIN = engine.ABSTAIN


def _choice(entry: TallyEntry) -> Text:
    target: Text | str = Text("discord-tally-abstain") if entry.target == ABSTAIN else entry.target
    time = f"<t:{unix_time(entry.at)}:t>"
    msg_id = "discord-tally-struck" if entry.struck else "discord-tally-vote"
    return Text(msg_id, {"target": target, "time": time})


def tally_texts(day: int, entries: Sequence[TallyEntry]) -> list[Text]:
    """The tally of day `day`: a title, then each voter's choices in order (voters in the order
    of their first vote)."""
    by_voter: dict[str, list[TallyEntry]] = {}
    for entry in sorted(entries, key=lambda e: e.at):
        by_voter.setdefault(entry.voter, []).append(entry)
    lines = [Text("discord-tally-title", {"day": day})]
    for voter, choices in by_voter.items():
        history = _choice(choices[0])
        for entry in choices[1:]:
            history = Text("discord-tally-then", {"earlier": history, "later": _choice(entry)})
        lines.append(Text("discord-tally-line", {"voter": voter, "votes": history}))
    return lines
