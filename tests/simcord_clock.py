"""The service's own loops on simcord: simcord ends each step by waiting for every bot timer due
within 5 s, and the heartbeat (every 5 s) and the timers' sweep are always due within 5 s. Run
outside its bookkeeping, they go on in real time, as in production (the contract tests and the
sharding workers both need it)."""

from __future__ import annotations

import asyncio
import contextvars

from bot.discord.app import MafiaBot

__all__ = ["beat_in_real_time"]


def beat_in_real_time(bot: MafiaBot) -> None:
    """Restart the service's heartbeat and timers' sweep outside simcord's bookkeeping."""
    loop = asyncio.get_running_loop()
    lifecycle = bot.service.lifecycle
    for name, loop_forever in (
        ("_heartbeat", lifecycle._beat_forever),
        ("_sweeping", lifecycle._sweep_forever),
    ):
        running = getattr(lifecycle, name)
        if running is not None:
            running.cancel()
            task = loop.create_task(loop_forever(), context=contextvars.Context())
            setattr(lifecycle, name, task)
