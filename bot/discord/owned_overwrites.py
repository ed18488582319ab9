"""The overwrites the bot set, and only those, lifted again: a moderator's are the server's.

A channel's permission overwrites are shared with the server's moderators: a moderator's mute in
the game channel, a role's overwrite in the dead chat. So the bot never writes a whole overwrite
map from what it read, and never removes an overwrite because of what it looks like. Instead:

- `OwnedOverwrites.apply` merges the bot's overwrite into the target's (the other bits stay as
  they are) and records, per channel and target, the bits it changed and what each was before;
- `OwnedOverwrites.lift` puts back, bit by bit, what the bot changed, where the bit is still as
  the bot set it (a bit a moderator changed since is theirs); an overwrite left empty goes.

Each edit is one target's (Discord's per-target overwrite edit), so an overwrite a moderator set
a moment ago, not yet in the cache, is never written over. What was recorded is kept through the
service (`service.posted.bot_overwrites`), so a restart lifts what an earlier process set. Any part
that sets overwrites it must later lift (the dead, the team channels, a night chat) uses this.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Collection, Mapping

import discord

__all__ = ["Bits", "LoadOwned", "OwnedOverwrites", "SaveOwned", "lifted", "merged_bits"]

log = logging.getLogger(__name__)

Bits = tuple[int, int, int, int]
"""(allow, deny, was_allow, was_deny): the bits the bot allowed and denied in one overwrite, and
which of those bits were allowed or denied before it set them (the others were neutral)."""
LoadOwned = Callable[[int], Awaitable[Mapping[int, Bits]]]
"""What the bot set in a channel (channel id -> target id -> bits)."""
SaveOwned = Callable[[int, int, Bits | None], Awaitable[None]]
"""Keep what the bot set for (channel id, target id); None: nothing any more."""
Target = discord.Member | discord.Role


def merged_bits(
    current: discord.PermissionOverwrite, wanted: discord.PermissionOverwrite, known: Bits
) -> tuple[discord.PermissionOverwrite, Bits]:
    """The overwrite `current` with what `wanted` sets on top, and the bot's record `known` with
    the bits it changed now added (what a bit was before is kept from the first change)."""
    cur_allow, cur_deny = (perms.value for perms in current.pair())
    want_allow, want_deny = (perms.value for perms in wanted.pair())
    new_allow = want_allow & ~cur_allow
    new_deny = want_deny & ~cur_deny
    allow, deny, was_allow, was_deny = known
    fresh = (new_allow | new_deny) & ~(allow | deny)
    was_allow |= cur_allow & fresh
    was_deny |= cur_deny & fresh
    allow = (allow & ~new_deny) | new_allow
    deny = (deny & ~new_allow) | new_deny
    result_allow = (cur_allow & ~want_deny) | want_allow
    result_deny = (cur_deny & ~want_allow) | want_deny
    result = discord.PermissionOverwrite.from_pair(
        discord.Permissions(result_allow), discord.Permissions(result_deny)
    )
    return result, (allow, deny, was_allow, was_deny)


def lifted(current: discord.PermissionOverwrite, bits: Bits) -> discord.PermissionOverwrite:
    """`current` with the bot's bits put back as they were, where they are still as the bot set
    them (a bit changed since by someone else stays as it is)."""
    cur_allow, cur_deny = (perms.value for perms in current.pair())
    allow, deny, was_allow, was_deny = bits
    ours = (allow & cur_allow) | (deny & cur_deny)
    result_allow = (cur_allow & ~ours) | (was_allow & ours)
    result_deny = (cur_deny & ~ours) | (was_deny & ours)
    return discord.PermissionOverwrite.from_pair(
        discord.Permissions(result_allow), discord.Permissions(result_deny)
    )


class _InMemory:
    """The record kept in memory only (a Table without a store: tests, tools)."""

    def __init__(self) -> None:
        self.kept: dict[int, dict[int, Bits]] = {}

    async def load(self, channel_id: int) -> Mapping[int, Bits]:
        return dict(self.kept.get(channel_id, {}))

    async def save(self, channel_id: int, target_id: int, bits: Bits | None) -> None:
        channel = self.kept.setdefault(channel_id, {})
        if bits is None or not (bits[0] | bits[1]):
            channel.pop(target_id, None)
        else:
            channel[target_id] = bits


class OwnedOverwrites:
    """Sets overwrites as the bot's own and lifts only those (see the module's docstring).

    Safe to repeat: applying what is already there changes and records nothing; lifting what
    was lifted finds nothing recorded.
    """

    def __init__(self, load: LoadOwned | None = None, save: SaveOwned | None = None) -> None:
        """`load`/`save`: where the record is kept (default: in memory only)."""
        memory = _InMemory()
        self._load = load or memory.load
        self._save = save or memory.save

    async def owned(self, channel_id: int) -> Mapping[int, Bits]:
        """What the bot set in a channel: target id -> bits."""
        return await self._load(channel_id)

    async def apply(
        self,
        channel: discord.abc.GuildChannel,
        target: Target,
        overwrite: discord.PermissionOverwrite,
    ) -> None:
        """Set `overwrite`'s bits for `target` in `channel` (the others as they were), as the
        bot's: one edit of that target's overwrite, none when nothing changes."""
        current = channel.overwrites_for(target)
        known = (await self._load(channel.id)).get(target.id, (0, 0, 0, 0))
        result, bits = merged_bits(current, overwrite, known)
        if result == current:
            return
        await self._save(channel.id, target.id, bits)  # first: an edit never goes unrecorded
        await channel.set_permissions(target, overwrite=result)

    async def created(
        self,
        channel: discord.abc.GuildChannel,
        overwrites: Mapping[Target, discord.PermissionOverwrite],
    ) -> None:
        """The bot created `channel` with these overwrites: record them as its own."""
        for target, overwrite in overwrites.items():
            allow, deny = (perms.value for perms in overwrite.pair())
            await self._save(channel.id, target.id, (allow, deny, 0, 0))

    async def lift(
        self,
        channel: discord.abc.GuildChannel,
        target_ids: Collection[int] | None = None,
        *,
        resolve: Callable[[int], Awaitable[Target | None]] | None = None,
        legacy: Collection[discord.PermissionOverwrite] = (),
    ) -> None:
        """Put back what the bot set in `channel` for `target_ids` (None: every target it set
        something for), one edit per target whose overwrite changes (an overwrite left empty is
        removed). `resolve`: a member not in the cache, looked up (None: left the server, so
        their overwrite stays and only the record goes). `legacy`: the overwrites the bot wrote
        whole before it kept records (a game running across the upgrade): a member's unrecorded
        overwrite exactly equal to one of them counts as the bot's (never the bot's own)."""
        known = dict(await self._load(channel.id))
        for written, overwrite in channel.overwrites.items() if legacy else ():
            member = isinstance(written, discord.Member) or (
                isinstance(written, discord.Object) and written.type is discord.Member
            )
            chosen = target_ids is None or written.id in target_ids
            mine = written.id == channel.guild.me.id
            if member and chosen and not mine and written.id not in known and overwrite in legacy:
                allow, deny = (perms.value for perms in overwrite.pair())
                known[written.id] = (allow, deny, 0, 0)
        for target_id, bits in known.items():
            if target_ids is not None and target_id not in target_ids:
                continue
            target = await self._target(channel, target_id, resolve)
            if target is not None:
                current = channel.overwrites_for(target)
                result = lifted(current, bits)
                if result.is_empty():
                    if target in channel.overwrites:
                        await channel.set_permissions(target, overwrite=None)
                elif result != current:
                    await channel.set_permissions(target, overwrite=result)
            await self._save(channel.id, target_id, None)

    async def _target(
        self,
        channel: discord.abc.GuildChannel,
        target_id: int,
        resolve: Callable[[int], Awaitable[Target | None]] | None,
    ) -> Target | None:
        guild = channel.guild
        role = guild.get_role(target_id)
        if role is not None:
            return role
        member: Target | None = guild.get_member(target_id)
        if member is None and resolve is not None:
            member = await resolve(target_id)
        if member is None:
            log.info("overwrite target %s in channel %s is gone", target_id, channel.id)
        return member
