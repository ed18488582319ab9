"""Commands named as each reader sees them: clickable mentions, or names in the reader's language.

A locale line that names a command uses a placeable `{ $cmd_<path> }` (`{ $cmd_act }`,
`{ $cmd_game_join }`), never the raw name: a Russian client shows `/ход`, not `/act`. The
`Localizer` fills those variables itself. After the Discord layer has synced the command tree it
hands the mentions (`</act:123>`, `</game join:456>`, which every client shows clickable in its
own language) to `CommandMentions.update`; before a sync, and offline (the demo, the tests), a
command is named in the reader's language from `commands.ftl` (`` `/ход` ``, `` `/игра войти` ``).
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["COMMAND_VARIABLE_PREFIX", "CommandMentions", "command_path", "command_variable"]

COMMAND_VARIABLE_PREFIX = "cmd_"
"""The prefix of the variables a locale line names a command by (`{ $cmd_act }`)."""


def command_variable(path: str) -> str:
    """The variable that names the command `path` ("game join" -> "cmd_game_join")."""
    return COMMAND_VARIABLE_PREFIX + path.replace(" ", "_")


def command_path(msg_id: str) -> str | None:
    """The command path a `commands.ftl` id names ("cmd-game-join" -> "game join"), or None for
    an id that is a description, an option or a choice."""
    if not msg_id.startswith("cmd-") or msg_id.endswith("-desc") or "-opt-" in msg_id:
        return None
    return msg_id.removeprefix("cmd-").replace("-", " ")


class CommandMentions:
    """The clickable mention of each synced command, by path ("act", "game join").

    Empty until the Discord layer calls `update` after a sync; `version` changes with each update,
    so a reader of the mentions may cache what it built from them.
    """

    def __init__(self) -> None:
        self._mentions: dict[str, str] = {}
        self.version = 0

    def update(self, mentions: Mapping[str, str]) -> None:
        """Replace the known mentions (path -> `</name sub:id>`)."""
        self._mentions = dict(mentions)
        self.version += 1

    def get(self, path: str) -> str | None:
        """The mention of the command `path`, or None before a sync (or for an unknown path)."""
        return self._mentions.get(path)
