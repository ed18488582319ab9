"""What `/rules` shows, as Texts: an overview, a role, or the night order the engine really uses."""

from __future__ import annotations

import engine
from bot.discord.labels import label_index, read_typed
from bot.discord.settings import table_rules_text
from bot.service.settings.schema import Config
from bot.text import narrative
from bot.text.i18n import SORTED_LIST_ID, Localizer, Text

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


def rules_texts(
    topic: str | None,
    ruleset: str,
    values: Config | None = None,
    localizer: Localizer | None = None,
) -> list[Text]:
    """The texts for `/rules [topic]`; a topic may be typed by its name in either language
    (`localizer` reads it, W4); an unknown topic gets `discord-rules-unknown`, listing them. The
    overview shows the table's settings `values` (`service.queries.table_settings`; None: the rules'
    defaults), every one a game keeps, in the schema's order."""
    if topic is None or not topic.strip():
        if values is None:
            return narrative.rules_overview(ruleset, engine.Settings())
        keys = engine.Settings().to_mapping()
        settings = engine.Settings.from_mapping({k: values[k] for k in keys})
        return [*narrative.rules_overview(ruleset, settings), table_rules_text(values)]
    typed = topic.strip()
    topic = read_typed(typed, topic_index(ruleset, localizer)) if localizer else typed.lower()
    if topic == ORDER:
        return night_order_texts(ruleset)
    if topic in engine.roles(ruleset):
        return role_texts(topic, ruleset)
    roles = tuple(narrative.role_name(role, ruleset) for role in engine.roles(ruleset))
    listed = Text(SORTED_LIST_ID, {"items": roles})  # in the reader's alphabet
    return [Text("discord-rules-unknown", {"topic": typed[:50], "roles": listed})]


def topic_index(ruleset: str, localizer: Localizer) -> dict[str, str]:
    """W4: every way to name a topic of `ruleset` (its id, its name in either language, the
    aliases players use: «врач», «доктор», «порядок ночи») -> the topic."""
    index = label_index(topics(ruleset), localizer, "role", {"ruleset": ruleset})
    order = label_index([(ORDER, Text("discord-rules-topic-order"))], localizer, "topic")
    index.update({word: ORDER for word in order if word not in index})
    return index


def topics(ruleset: str) -> list[tuple[str, Text]]:
    """Every topic of `ruleset` with its display name: the night order, then each role."""
    found: list[tuple[str, Text]] = [(ORDER, Text("discord-rules-topic-order"))]
    found += [(role, narrative.role_name(role, ruleset)) for role in engine.roles(ruleset)]
    return found
