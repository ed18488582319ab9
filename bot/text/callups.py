"""The call-up and substitute settings as one text (`/config show`, `/game sub` settings)."""

from __future__ import annotations

from bot.text.i18n import Text

__all__ = ["config_texts"]


def config_texts(values: dict[str, object]) -> Text:
    """The call-up and substitute settings, for `/config show`."""
    role_id = int(str(values.get("players_role_id") or 0))
    return Text(
        "callups-config-show",
        {
            "players_role": f"<@&{role_id}>" if role_id else Text("discord-config-unset"),
            "auto_substitute": "on" if values.get("auto_substitute") else "off",
        },
    )
