"""A saved setup as Texts: its camps' counts ("mafia 3 · civilians 8 · robbers 2"), its roles."""

from __future__ import annotations

from collections import Counter

from bot.service.ports.calls import SetupView
from bot.text import narrative
from bot.text.i18n import Text

__all__ = ["camps_text", "roles_text", "setup_line", "setup_text"]


def camps_text(setup: SetupView) -> Text:
    """The camps' counts joined by " · ", in the engine's camp order."""
    parts = [
        Text("setups-camp-count", {"camp": narrative.camp_name(camp, setup.ruleset), "count": n})
        for camp, n in setup.camps
    ]
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Text("setups-camps-more", {"first": part, "rest": joined})
    return joined


def roles_text(setup: SetupView) -> tuple[Text, ...]:
    """Each role once, by its name, with how many of it (in the order first listed)."""
    counts = Counter(setup.roles)
    return tuple(
        Text("setups-role-count", {"role": narrative.role_name(role, setup.ruleset), "count": n})
        if n > 1
        else narrative.role_name(role, setup.ruleset)
        for role, n in counts.items()
    )


def setup_text(setup: SetupView, message: str = "setups-shown") -> Text:
    """One setup in full (`setups-shown`) or as saved (`setups-saved`)."""
    return Text(
        message,
        {
            "name": setup.name,
            "ruleset": narrative.ruleset_name(setup.ruleset),
            "count": len(setup.roles),
            "camps": camps_text(setup),
            "roles": roles_text(setup),
        },
    )


def setup_line(setup: SetupView) -> Text:
    """One line of `/setup list`."""
    return Text(
        "setups-list-item",
        {
            "name": setup.name,
            "ruleset": narrative.ruleset_name(setup.ruleset),
            "count": len(setup.roles),
            "camps": camps_text(setup),
        },
    )
