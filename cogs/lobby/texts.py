"""The lobby message as a Text, and the host's role list as role ids."""

from __future__ import annotations

import re

from bot.i18n import Text
from bot.views import LobbyView

__all__ = ["lobby_text", "parse_roles"]

_REPEAT = re.compile(r"^(?P<role>[a-z_]+)\*(?P<count>\d{1,2})$")


def lobby_text(lobby: LobbyView) -> Text:
    """The lobby message: rule set, host, and the seated players in join order."""
    names = tuple(seat.name for seat in lobby.seats)
    return Text(
        "discord-lobby" if lobby.state == "lobby" else "discord-lobby-closed",
        {
            "ruleset": Text(f"choice-ruleset-{lobby.ruleset}"),
            "host": f"<@{lobby.host_id}>",
            "count": len(names),
            "minimum": lobby.minimum,
            "maximum": lobby.maximum,
            "players": names if names else Text("discord-lobby-nobody"),
        },
    )


def parse_roles(text: str | None) -> list[str] | None:
    """`"boss, doctor, citizen*3"` -> role ids in order (`*N` repeats); None or blank: the preset.

    The ids are checked by the engine when the game is dealt (unknown_role, role_count …)."""
    if text is None or not text.strip():
        return None
    roles: list[str] = []
    for item in re.split(r"[,;\s]+", text.strip().lower()):
        if not item:
            continue
        repeat = _REPEAT.match(item)
        if repeat:
            roles += [repeat["role"]] * int(repeat["count"])
        else:
            roles.append(item)
    return roles
