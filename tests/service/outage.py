"""A store that goes away and comes back, inside tortoise itself: while `StoreOutage.away`,
every statement fails as a dropped connection does, and a transaction's BEGIN fails after
tortoise has taken a connection and set it as the task's current transaction (on PostgreSQL
the connection is closed under it, as a restarted server closes it)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from tortoise.backends.asyncpg.client import AsyncpgDBClient, TransactionWrapper
from tortoise.backends.sqlite.client import SqliteClient, SqliteTransactionWrapper
from tortoise.connection import get_connection
from tortoise.exceptions import DBConnectionError


class StoreOutage:
    """Whether the store is away now, and how many calls failed because it was."""

    def __init__(self) -> None:
        self.away = False
        self.failed = 0

    def check(self) -> None:
        """Fail as a dropped connection does, while away."""
        if self.away:
            self.failed += 1
            raise DBConnectionError("connection is closed")


@contextmanager
def store_outage(monkeypatch: pytest.MonkeyPatch) -> Iterator[StoreOutage]:
    """Patch the open store's client classes so that `away` cuts them off."""
    outage = StoreOutage()
    postgres = isinstance(get_connection("default"), AsyncpgDBClient)
    base: type[Any] = AsyncpgDBClient if postgres else SqliteClient
    wrapper: type[Any] = TransactionWrapper if postgres else SqliteTransactionWrapper
    names = ("execute_insert", "execute_many", "execute_query", "execute_query_dict")
    for cls, name in [(cls, name) for cls in (base, wrapper) for name in names]:
        if name not in vars(cls):
            continue  # inherited: patched on the base class
        original = vars(cls)[name]

        async def failing(self: Any, *args: Any, _original: Any = original, **kw: Any) -> Any:
            outage.check()
            return await _original(self, *args, **kw)

        monkeypatch.setattr(cls, name, failing)
    begin = wrapper.begin

    async def failing_begin(self: Any) -> None:
        if outage.away and postgres and self._connection is not None:
            await self._connection.close()  # the server dropped it
        outage.check()
        await begin(self)

    monkeypatch.setattr(wrapper, "begin", failing_begin)
    yield outage
