"""`/stats setup` as Texts: how a setup really went on the server (wins by camp and by role),
and, once it has enough finished games, whether the real shares fall inside the intervals of
its estimate by simulated players."""

from __future__ import annotations

from collections.abc import Sequence

from bot.balance.calibration import CALIBRATION_GAMES, Check
from bot.balance.texts import percent
from bot.service.stats import SetupRecord
from bot.text import narrative
from bot.text.i18n import Arg, Text

__all__ = ["calibration_texts", "record_texts"]


def record_texts(name: Arg, ruleset: str, record: SetupRecord) -> list[Text]:
    """The setup's finished games on the server: a title, the wins by camp (and draws), and
    each role's seats and wins."""
    head = {"name": name, "ruleset": narrative.ruleset_name(ruleset), "games": record.games}
    if not record.games:
        return [Text("stats-setup-none", head)]
    lines = [Text("stats-setup-title", head)]
    for winner, wins in record.wins:
        who: Arg = (
            Text("stats-setup-draws") if winner == "draw" else narrative.camp_name(winner, ruleset)
        )
        share = percent(wins / record.games)
        lines.append(
            Text(
                "stats-setup-camp",
                {"camp": who, "wins": wins, "games": record.games, "share": share},
            )
        )
    lines.append(Text("stats-setup-roles"))
    for role in record.roles:
        lines.append(
            Text(
                "stats-setup-role",
                {
                    "role": narrative.role_name(role.role, ruleset),
                    "seats": role.seats,
                    "won": role.won,
                    "share": percent(role.won / role.seats),
                },
            )
        )
    return lines


def calibration_texts(checks: Sequence[Check], games: int, ruleset: str) -> list[Text]:
    """Whether each real share lies inside the estimate's interval; or how many finished games
    that takes."""
    if not checks:
        return [Text("stats-setup-check-few", {"minimum": CALIBRATION_GAMES, "games": games})]
    lines = [Text("stats-setup-check-title", {"games": games})]
    for check in checks:
        who: Arg = (
            Text("stats-setup-draws")
            if check.camp == "draw"
            else narrative.camp_name(check.camp, ruleset)
        )
        lines.append(
            Text(
                "stats-setup-check-inside" if check.inside else "stats-setup-check-outside",
                {
                    "camp": who,
                    "share": percent(check.share),
                    "low": percent(check.low),
                    "high": percent(check.high),
                },
            )
        )
    return lines
