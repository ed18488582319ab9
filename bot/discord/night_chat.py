"""The quiet night on Discord (`night_chat: closed`): the game channel's overwrites
for its living players, in one call per change.

At nightfall each living player's member overwrite gains the bot's night mark: Send Messages,
Send Messages in Threads and Create Public/Private Threads denied (they still read). At daybreak
the mark is lifted from the living, and only the mark: what else a member overwrite holds stays,
and an overwrite that was the mark alone goes. A member overwrite that already denied Send
Messages at nightfall (a moderator's mute, the dead's silence) is left as it was, and a
moderator's role overwrites are never touched; so the daybreak lifts only what the bot set.
The end of the game lifts every silence (`DeadPart.lift_silences`), the night's included.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import discord

__all__ = ["NIGHT_MARK", "closed_overwrites", "member_target", "opened_overwrites"]

Target = discord.Role | discord.Member | discord.Object
"""Whom an overwrite is for (as `bot.discord.table.Target`, which builds on this module)."""
Overwrite = discord.PermissionOverwrite


def is_member(target: Target) -> bool:
    """Whether an overwrite's target is a member (cached or not), not a role."""
    if isinstance(target, discord.Object):
        return target.type is discord.Member
    return isinstance(target, discord.Member)


NIGHT_MARK: Mapping[str, bool] = {
    "send_messages": False,
    "send_messages_in_threads": False,
    "create_public_threads": False,
    "create_private_threads": False,
}
"""What the bot denies a living player at night (all of it is in the README's invite: Discord
lets a bot deny only what it holds itself). Reactions stay: the dead's silence takes those."""


def _marked(overwrite: Overwrite) -> bool:
    """Whether a member overwrite carries the night mark (asked only of the living: the dead's
    silence, which denies the same and more, is never lifted here)."""
    return all(getattr(overwrite, name) is value for name, value in NIGHT_MARK.items())


def closed_overwrites(
    overwrites: Mapping[Target, Overwrite], living: Iterable[Target]
) -> dict[Target, Overwrite]:
    """The game channel's overwrite map at nightfall: each of the `living` (members) with the
    night mark merged into their own overwrite; one that already denies Send Messages (a
    moderator's mute, the dead) left as it was; every other overwrite as it was."""
    out = dict(overwrites)
    by_id = {target.id: target for target in out if is_member(target)}
    for member in living:
        target = by_id.get(member.id, member)
        current = out.get(target)
        if current is not None and current.send_messages is False:
            continue  # not the bot's to set, nor later to lift
        allow, deny = (current or Overwrite()).pair()
        merged = Overwrite.from_pair(allow, deny)
        merged.update(**NIGHT_MARK)
        out[target] = merged
    return out


def opened_overwrites(
    overwrites: Mapping[Target, Overwrite], living_ids: Iterable[int]
) -> dict[Target, Overwrite]:
    """The game channel's overwrite map at daybreak: the night mark lifted from each living
    player's member overwrite (the rest of it kept; nothing left, the overwrite goes); every
    other overwrite as it was."""
    living = set(living_ids)
    out: dict[Target, Overwrite] = {}
    for target, overwrite in overwrites.items():
        if is_member(target) and target.id in living and _marked(overwrite):
            allow, deny = overwrite.pair()
            lifted = Overwrite.from_pair(allow, deny)
            lifted.update(**dict.fromkeys(NIGHT_MARK))
            if lifted.is_empty():
                continue
            out[target] = lifted
        else:
            out[target] = overwrite
    return out


def member_target(guild: discord.Guild, user_id: int) -> Target:
    """A player as an overwrite's target: the cached member, else an Object of member type."""
    return guild.get_member(user_id) or discord.Object(user_id, type=discord.Member)
