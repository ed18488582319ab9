"""The estimate as localized Text lines (locales/*/balance.ftl): they say plainly that it comes
from simulated players."""

from __future__ import annotations

from bot.balance.report import Estimate, RoleSwing, Share
from bot.text import narrative
from bot.text.i18n import SORTED_LIST_ID, Text


def percent(share: float) -> Text:
    """A share (0..1) as a percentage with one decimal, in the reader's number style."""
    tenths = round(share * 1000)
    return Text("balance-percent", {"whole": tenths // 10, "tenths": tenths % 10})


def points(delta: float) -> Text:
    """A difference of shares as signed percentage points with one decimal."""
    tenths = round(abs(delta) * 1000)
    sign = "−" if delta < 0 and tenths else "+"
    return Text("balance-points", {"sign": sign, "whole": tenths // 10, "tenths": tenths % 10})


def _interval(share: Share) -> dict[str, Text]:
    return {"share": percent(share.share), "low": percent(share.low), "high": percent(share.high)}


def _title(estimate: Estimate) -> Text:
    request = estimate.request
    return Text(
        "balance-title",
        {
            "ruleset": Text(f"choice-ruleset-{request.ruleset}"),
            "count": len(request.roles),
            "games": request.games,
        },
    )


def _wins(estimate: Estimate) -> list[Text]:
    ruleset = estimate.request.ruleset
    lines = [
        Text("balance-camp", {"camp": narrative.camp_name(camp, ruleset), **_interval(share)})
        for camp, share in estimate.camps.items()
    ]
    return [*lines, Text("balance-draws", _interval(estimate.draws))]


def estimate_lines(estimate: Estimate) -> list[Text]:
    """The estimate, line by line: what was played and by whom, each camp's wins, the draws, the
    length, each role's swing (largest first) and a reminder that simulated players are not
    people."""
    request = estimate.request
    ruleset = request.ruleset
    roles = tuple(narrative.role_name(role, ruleset) for role in request.roles)
    lines = [
        _title(estimate),
        Text("balance-roles", {"roles": Text(SORTED_LIST_ID, {"items": roles})}),
        *_wins(estimate),
    ]
    if estimate.unfinished:
        lines.append(Text("balance-unfinished", {"count": estimate.unfinished}))
    lines.append(
        Text("balance-length", {"length": Text("stats-days", {"days": estimate.median_days})})
    )
    if estimate.swings:
        lines.append(Text("balance-swings-title", {"games": request.swing_games}))
        lines += [swing_line(swing, ruleset) for swing in estimate.swings]
    lines.append(Text("balance-note"))
    return lines


def summary_lines(estimate: Estimate) -> list[Text]:
    """The estimate in short (a lobby before the deal): what was played and by whom, each camp's
    wins, the draws, and the reminder that simulated players are not people."""
    return [_title(estimate), *_wins(estimate), Text("balance-note")]


def swing_line(swing: RoleSwing, ruleset: str) -> Text:
    """One role's swing, or why it has none."""
    role = narrative.role_name(swing.role, ruleset)
    camp = narrative.camp_name(swing.camp, ruleset)
    if swing.replacement is None:
        return Text("balance-swing-no-plain", {"role": role, "camp": camp})
    replacement = narrative.role_name(swing.replacement, ruleset)
    if swing.error is not None:
        reason = narrative.error_text(swing.error.code, swing.error.params, ruleset)
        return Text(
            "balance-swing-no-deal", {"role": role, "replacement": replacement, "reason": reason}
        )
    if swing.before is None or swing.after is None or swing.swing is None:
        raise ValueError(f"the swing of {swing.role} was not measured")
    return Text(
        "balance-swing",
        {
            "role": role,
            "replacement": replacement,
            "camp": camp,
            "swing": points(swing.swing),
            "before": percent(swing.before.share),
            "after": percent(swing.after.share),
            "low": points(swing.low or 0.0),
            "high": points(swing.high or 0.0),
        },
    )
