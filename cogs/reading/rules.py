"""What `/rules` shows, as Texts: an overview, a role, or the night order the engine really uses."""

from __future__ import annotations

import engine
from bot.discord.settings import table_rules_text
from bot.service.settings.schema import Config
from bot.text import narrative
from bot.text.i18n import Text

__all__ = ["ORDER", "night_order_texts", "role_texts", "rules_texts", "topics"]

ORDER = "order"


def night_order_texts(ruleset: str) -> list[Text]:
    """The night order of `ruleset`, step by step, straight from `engine.night_order`: each step
    told by what happens at it (`rules-step-<ruleset>-<key>`)."""
    lines = [Text("discord-rules-order-title", {"ruleset": narrative.ruleset_name(ruleset)})]
    for step in engine.night_order(ruleset):
        what = Text(f"rules-step-{ruleset}-{step.key}")
        lines.append(Text("discord-rules-order-step", {"number": step.number, "step": what}))
    return lines


def role_texts(role: str, ruleset: str) -> list[Text]:
    """A role's name and card text."""
    return [narrative.role_name(role, ruleset), narrative.card_text(role, ruleset)]


def rules_texts(topic: str | None, ruleset: str, values: Config | None = None) -> list[Text]:
    """The texts for `/rules [topic]`; an unknown topic gets `discord-rules-unknown`. The
    overview shows the table's settings `values` (`service.queries.table_settings`; None: the rules'
    defaults), every one a game keeps, in the schema's order."""
    if topic is None or not topic.strip():
        if values is None:
            return narrative.rules_overview(ruleset, engine.Settings())
        keys = engine.Settings().to_mapping()
        settings = engine.Settings.from_mapping({k: values[k] for k in keys})
        return [*narrative.rules_overview(ruleset, settings), table_rules_text(values)]
    topic = topic.strip().lower()
    if topic == ORDER:
        return night_order_texts(ruleset)
    if topic in engine.roles(ruleset):
        return role_texts(topic, ruleset)
    return [Text("discord-rules-unknown", {"topic": topic[:50]})]


def topics(ruleset: str) -> list[tuple[str, Text]]:
    """Every topic of `ruleset` with its display name: the night order, then each role."""
    found: list[tuple[str, Text]] = [(ORDER, Text("discord-rules-topic-order"))]
    found += [(role, narrative.role_name(role, ruleset)) for role in engine.roles(ruleset)]
    return found
