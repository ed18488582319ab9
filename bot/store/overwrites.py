"""The permission bits the bot set in channel overwrites (`BotOverwrite`), so it lifts only its
own: one row per channel and target, as four bit masks (allow, deny, and what those bits were)."""

from __future__ import annotations

from bot.store.models import BotOverwrite
from bot.store.upsert import upsert

__all__ = ["Bits", "bot_overwrites", "forget_bot_overwrites", "remember_bot_overwrite"]

Bits = tuple[int, int, int, int]
"""(allow, deny, was_allow, was_deny): the bits the bot allowed and denied, and which of those
bits were allowed or denied before it set them (the others were neutral)."""


async def bot_overwrites(channel_id: int) -> dict[int, Bits]:
    """What the bot set in a channel's overwrites: target id -> its bits."""
    rows = await BotOverwrite.filter(channel_id=channel_id).values_list(
        "target_id", "allow", "deny", "was_allow", "was_deny"
    )
    return {int(t): (int(a), int(d), int(wa), int(wd)) for t, a, d, wa, wd in rows}


async def remember_bot_overwrite(channel_id: int, target_id: int, bits: Bits | None) -> None:
    """Keep what the bot set for a target in a channel (None, or no bits: it set nothing)."""
    if bits is None or not (bits[0] | bits[1]):
        await BotOverwrite.filter(channel_id=channel_id, target_id=target_id).delete()
        return
    allow, deny, was_allow, was_deny = bits
    values = {"allow": allow, "deny": deny, "was_allow": was_allow, "was_deny": was_deny}
    await upsert(BotOverwrite, {"channel_id": channel_id, "target_id": target_id}, values, values)


async def forget_bot_overwrites(channel_id: int) -> None:
    """The channel is gone: forget what the bot set there."""
    await BotOverwrite.filter(channel_id=channel_id).delete()
