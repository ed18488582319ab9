"""The lobby message as a Text."""

from __future__ import annotations

from bot.text.i18n import Text
from bot.text.tally import unix_time
from bot.text.views import LobbyView

__all__ = ["lobby_text"]


def lobby_text(lobby: LobbyView) -> Text:
    """The lobby message: rule set, host, and the seated players in join order; once the game
    has begun, or the lobby was cancelled (the message is refreshed while the lobby fills, when
    the game starts and when the lobby is cancelled: a stopped lobby is a cancelled one); a
    scheduled start is said below it."""
    names = tuple(seat.name for seat in lobby.seats)
    message = {"lobby": "discord-lobby", "stopped": "discord-lobby-cancelled"}
    shown = Text(
        message.get(lobby.state, "discord-lobby-closed"),
        {
            "ruleset": Text(f"choice-ruleset-{lobby.ruleset}"),
            "host": f"<@{lobby.host_id}>",
            "count": len(names),
            "minimum": lobby.minimum,
            "maximum": lobby.maximum,
            "players": names if names else Text("discord-lobby-nobody"),
        },
    )
    if lobby.is_open and lobby.starts_at is not None:  # a scheduled start
        return Text("lobby-starts-at", {"lobby": shown, "time": unix_time(lobby.starts_at)})
    return shown
