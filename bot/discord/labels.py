"""Typed words read back as ids: a verb, role, side or topic typed as the reader sees it
(«проверить», «Врач», «доктор», «свободные народы», «порядок ночи») is the id it stands for.

Autocomplete sends ids, but a player may type the word instead of picking it. Every value may be
named by its id, by its label in either language, or by an alias players use (`alias-<kind>-<id>`
in `locales/*/aliases.ftl`, comma-separated: «доктор» for the Врач). Case, «ё» and quotes do not
matter. Nothing here decides a rule: an unknown word is passed on as it is, and the engine (or the
command) refuses it with its own error.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.text.i18n import LANGUAGES, Localizer, Text

__all__ = ["folded", "label_index", "read_typed", "verb_index"]

_QUOTES = str.maketrans("", "", "«»“”„\"'`*")


def folded(word: str) -> str:
    """A word as looked up: lowercase, «ё» as «е», no quotes or bold marks, single spaces."""
    return " ".join(word.translate(_QUOTES).casefold().replace("ё", "е").split())


def label_index(
    named: Iterable[tuple[str, Text | str]],
    localizer: Localizer,
    alias_kind: str | None = None,
    alias_args: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """Every way to name each value of `named` (value, label) -> the value: the value itself,
    its label in each language, and the `alias-<alias_kind>-<value>` aliases (rendered with
    `alias_args`, e.g. the rule set). The first value to claim a word keeps it."""
    index: dict[str, str] = {}
    for value, label in named:
        index.setdefault(folded(value), value)
        for lang in LANGUAGES:
            shown = label if isinstance(label, str) else localizer.render(label, lang)
            index.setdefault(folded(shown), value)
            alias = f"alias-{alias_kind}-{value}"
            if alias_kind is None or not localizer.has_message(alias, lang):
                continue
            for word in localizer.render(Text(alias, dict(alias_args or {})), lang).split(","):
                if word.strip():
                    index.setdefault(folded(word), value)
    return index


def verb_index(localizer: Localizer) -> dict[str, str]:
    """Every verb (and `leave`) by its id and its `discord-verb-<id>` label in either language
    («проверить» -> `check`), with the `alias-verb-<id>` aliases."""
    prefix = "discord-verb-"
    verbs = sorted(m[len(prefix) :] for m in localizer.message_ids("ru") if m.startswith(prefix))
    return label_index(((verb, Text(prefix + verb)) for verb in verbs), localizer, "verb")


def read_typed(word: str, index: Mapping[str, str]) -> str:
    """The id `word` names in `index` (see `label_index`), or `word` itself when it names none."""
    return index.get(folded(word), word)
