"""What spectators and the dead who read the teams get on Discord: the member
overwrites the Discord Table gives them (`DiscordTable.watch`, `unwatch`, `show_teams`).

- a spectator (`spectators: dead_chat | all`) reads and writes in the server's dead chat, with the
  dead; with `all` they also read every team channel of the game, never write there;
- `dead_see_teams`: a dead player reads every team channel of the game, never writes there.

Every admission ends with the game: the team channels become an archive for everyone, and the
spectators' overwrites go (`unwatch`, planned after the reveal)."""

from __future__ import annotations

import discord

__all__ = ["IN_DEAD_CHAT", "READ_ONLY"]

READ_ONLY = discord.PermissionOverwrite(
    view_channel=True,
    read_message_history=True,
    send_messages=False,
    send_messages_in_threads=False,
    create_public_threads=False,
    create_private_threads=False,
    add_reactions=False,
)
"""A team channel for a spectator or a dead reader: they read it, never write (nor in threads)."""

IN_DEAD_CHAT = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
"""The dead chat for a spectator: as for the dead, they read and write."""
