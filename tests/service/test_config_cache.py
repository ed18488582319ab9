"""A process answers from the server settings it last read for `CONFIG_CACHE_SECONDS` (nearly
every interaction asks for them): a change made here is seen at once, one made through another
process once that time is up, and a change stored while a read is on its way is never hidden
behind what that read found."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.service.ports.calls import Caller
from bot.service.settings.defaults import load_defaults
from bot.service.settings.server import CONFIG_CACHE_SECONDS, ServerSettings
from bot.store.models import ServerConfig

GUILD = 7
HOST = Caller(1, GUILD, 70, is_admin=True)


class Clock:
    """A monotonic clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def counting_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The server settings' store reads, one item each."""
    reads: list[int] = []
    real = ServerConfig.get_or_none

    def counted(*args: Any, **kwargs: Any) -> Any:
        if "using_db" not in kwargs:  # not set_configs' own read in its transaction
            reads.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(ServerConfig, "get_or_none", counted)
    return reads


async def test_the_settings_are_read_once_while_fresh_and_again_when_stale(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    settings = ServerSettings(load_defaults(), clock=clock)
    reads = counting_reads(monkeypatch)
    first = await settings.get_config(GUILD)
    with pytest.raises(TypeError):  # read-only: a caller cannot change the kept values
        first["language"] = "xx"
    clock.now += CONFIG_CACHE_SECONDS - 1
    assert (await settings.get_config(GUILD))["language"] != "xx"
    assert await settings.server_language(GUILD) in ("ru", "en")
    assert len(reads) == 1
    clock.now += 1
    await settings.get_config(GUILD)
    assert len(reads) == 2


async def test_a_change_made_here_is_seen_at_once_and_another_processes_when_stale(
    store: str,
) -> None:
    clock = Clock()
    here, there = (ServerSettings(load_defaults(), clock=clock) for _ in range(2))
    assert await here.server_language(GUILD) == await there.server_language(GUILD) == "ru"
    await here.set_config(HOST, "language", "en")
    assert await here.server_language(GUILD) == "en"
    assert await there.server_language(GUILD) == "ru"  # read before the change, still fresh
    clock.now += CONFIG_CACHE_SECONDS
    assert await there.server_language(GUILD) == "en"


async def test_a_change_stored_during_a_read_is_not_hidden_by_that_read(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = ServerSettings(load_defaults(), clock=Clock())
    real = ServerConfig.get_or_none
    reading, changed = asyncio.Event(), asyncio.Event()

    async def slow_read(*args: Any, **kwargs: Any) -> Any:
        row = await real(*args, **kwargs)
        if "using_db" not in kwargs and not reading.is_set():
            reading.set()
            await changed.wait()  # the change commits after this read found the old values
        return row

    monkeypatch.setattr(ServerConfig, "get_or_none", slow_read)
    read = asyncio.create_task(settings.server_language(GUILD))
    await reading.wait()
    await settings.set_config(HOST, "language", "en")
    changed.set()
    assert await read == "ru"  # what that read found
    assert await settings.server_language(GUILD) == "en"  # not kept
