"""Text helpers for the Discord layer: command-tree strings and the reader's language.

Command names are the fixed English identifiers of the command tree; descriptions and choice names
default to the English text of their message id, so the default Discord shows comes from
`locales/en` too (and the Translator adds Russian).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.text.i18n import (
    Arg,
    Language,
    Localizer,
    MissingMessageError,
    RenderError,
    Text,
    pick_language,
)

__all__ = [
    "GUILD_INSTALL",
    "MESSAGE_LIMIT",
    "SERVER_ONLY",
    "choice",
    "chunks",
    "clipped",
    "cmd",
    "command",
    "localized_options",
    "reader_language",
    "render",
    "safe_text",
    "server_group",
    "text",
]

T = TypeVar("T", bound=Callable[..., Any])


@cache
def _english() -> Localizer:
    return Localizer(strict=True)


def _english_text(key: str) -> str:
    try:
        return _english().format(key, "en")
    except (MissingMessageError, RenderError, OSError):
        return key  # a missing id shows as itself; the locale tests catch it


def cmd(key: str, name: str | None = None) -> app_commands.locale_str:
    """A translatable command-tree string: `name` (an identifier) or the English text of `key`."""
    return app_commands.locale_str(name if name is not None else _english_text(key), key=key)


def text(key: str) -> app_commands.locale_str:
    """A translatable description: the English text of `key` (the `…-desc` ids)."""
    return cmd(key)


def command(path: str, name: str) -> Callable[[T], Any]:
    """`app_commands.command` named `name` (localized by `cmd-<path>`) and described by
    `cmd-<path>-desc`; `path` is e.g. "game-start" for `/game start`."""
    return app_commands.command(name=cmd(f"cmd-{path}", name), description=text(f"cmd-{path}-desc"))


def choice(group: str, value: str) -> app_commands.Choice[str]:
    """The choice `value` of a choice group, named by `choice-<group>-<value>`."""
    return app_commands.Choice(name=cmd(f"choice-{group}-{value}"), value=value)


def reader_language(interaction: discord.Interaction, server_language: str) -> Language:
    """The language of the person behind `interaction`: their Discord locale when ru/en, else
    the server's."""
    return pick_language(str(interaction.locale.value), server_language)


def localized_options(path: str, *names: str, **aliases: str) -> Callable[[T], T]:
    """Rename and describe the options `names` of the command at `path` (e.g. "game-start") with
    the fixed keys `cmd-<path>-opt-<option>` and `cmd-<path>-opt-<option>-desc`. `aliases` maps
    a parameter to an option name Python cannot spell (`for_player="for"`)."""
    options = {**{name: name for name in names}, **aliases}
    renames = {param: cmd(f"cmd-{path}-opt-{name}", name) for param, name in options.items()}
    descriptions = {param: text(f"cmd-{path}-opt-{name}-desc") for param, name in options.items()}

    def decorate(func: T) -> T:
        return app_commands.rename(**renames)(app_commands.describe(**descriptions)(func))

    return decorate


SERVER_ONLY = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)
"""Where the server-only command groups may be used."""

GUILD_INSTALL = app_commands.AppInstallationType(guild=True, user=False)
"""The bot is installed to servers (not to users)."""


def server_group(
    name: str, *, default_permissions: discord.Permissions | None = None
) -> app_commands.Group:
    """A command group used only in servers (`/game`, `/config`, `/host`), named and described by
    the keys `cmd-<name>` and `cmd-<name>-desc`. `default_permissions`: Discord shows the group
    only to members with these (a server changes that in Server Settings → Integrations); only a
    top-level command may carry them, and the handlers check the caller anyway."""
    return app_commands.Group(
        name=cmd(f"cmd-{name}", name),
        description=text(f"cmd-{name}-desc"),
        guild_only=True,
        allowed_contexts=SERVER_ONLY,
        allowed_installs=GUILD_INSTALL,
        default_permissions=default_permissions,
    )


MESSAGE_LIMIT = 2000

CODE_ARGS = frozenset({"verb", "argument", "key", "setting", "field", "file"})
"""Arguments the messages set inside a code span (`/act {$verb}`): ids, or what a user typed for
one. Markdown is not read there, so they are not escaped; a backtick, which would end the span, is
taken out instead."""

ECHO_LIMIT = 100
"""The most characters of one argument a message shows: an echo of a user's input is cut there,
so that no refusal grows past Discord's limit."""


def _cut(value: str) -> str:
    return value if len(value) <= ECHO_LIMIT else value[: ECHO_LIMIT - 1] + "…"


def _safe(key: str, value: Arg) -> Arg:
    if isinstance(value, Text):
        return safe_text(value)
    if isinstance(value, tuple):
        return tuple(_safe(key, item) for item in value)
    if isinstance(value, str):
        if key in CODE_ARGS:
            return _cut(value.replace("`", "'"))
        return discord.utils.escape_markdown(_cut(value))
    return value


def safe_text(text: Text) -> Text:
    """`text` with every string argument (names, echoed input: user text) made inert for Discord:
    markdown escaped (a name `~~Dead~~` is not struck through, `**` breaks no post) and cut to
    ECHO_LIMIT characters. Mentions are made inert by the bot's `allowed_mentions`, not here."""
    if not text.args:
        return text
    return Text(text.id, {key: _safe(key, value) for key, value in text.args.items()})


def render(
    localizer: Localizer, texts: Sequence[Text] | Text, language: str, separator: str = "\n\n"
) -> str:
    """One or more texts rendered in `language` for Discord (user text made inert by
    `safe_text`), one paragraph (or `separator`) apart."""
    items = [texts] if isinstance(texts, Text) else list(texts)
    return separator.join(localizer.render(safe_text(item), language) for item in items)


def clipped(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` as one message Discord accepts: whole when it fits, else cut at the last line break
    (or, failing one in its second half, the last space) before the limit, with an ellipsis."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    cut = head.rfind("\n")
    if cut < limit // 2:
        cut = head.rfind(" ")
    if cut <= 0:
        cut = limit - 1
    return head[:cut].rstrip() + "…"


def chunks(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """`text` split into messages Discord accepts, at line breaks where possible."""
    parts: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                parts.append(current)
                current = ""
            parts.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            parts.append(current)
            current = line
        else:
            current = candidate
    if current or not parts:
        parts.append(current)
    return parts
