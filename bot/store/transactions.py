"""The store's connection and its transactions, as the rest of the store reaches them: the
service holds a `Transaction` (opaque to it) and hands it back to the store's functions.

tortoise keeps the current transaction in a context variable of the task that opened it; a
transaction whose BEGIN fails (the store went away) leaves it set there, and every later
transaction of that task would open a SAVEPOINT on the dead connection. `transaction` undoes
such a half-open transaction, and a long-lived task runs each attempt in `afresh`: a task of
its own, in a context that holds no transaction at all.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import TypeVar

from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.connection import get_connection
from tortoise.transactions import in_transaction

__all__ = ["Transaction", "afresh", "client", "transaction"]

T = TypeVar("T")


class Transaction:
    """An open transaction of the store: what the store's functions run in when given one."""

    __slots__ = ("db",)

    def __init__(self, db: BaseDBAsyncClient) -> None:
        self.db = db  # for the store's modules only


def client(tx: Transaction | None = None) -> BaseDBAsyncClient:
    """The connection a store function runs on: the transaction's, else the store's own."""
    return tx.db if tx is not None else get_connection("default")


@asynccontextmanager
async def transaction() -> AsyncIterator[Transaction]:
    """A new transaction, committed when the block ends (rolled back if it raises). One that
    cannot begin (the store is away) raises, and leaves no trace in the caller's context."""
    opening = in_transaction()
    try:
        db = await opening.__aenter__()
    except BaseException:
        if hasattr(opening, "token"):  # its BEGIN failed after it took the context and connection
            with contextlib.suppress(Exception):
                await opening.__aexit__(*sys.exc_info())
        raise
    async with contextlib.AsyncExitStack() as stack:
        stack.push_async_exit(opening)
        yield Transaction(db)


async def afresh(attempt: Callable[[], Awaitable[T]]) -> T:
    """Run one attempt of a long-lived task (a lease renewal, a heartbeat, a retried job) in a
    task of its own, in an empty context: no transaction state of an earlier attempt, or of
    whoever armed it, reaches it (the store's connection is tortoise's global one)."""

    async def run() -> T:
        return await attempt()

    return await asyncio.create_task(run(), context=contextvars.Context())
