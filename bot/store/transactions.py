"""The store's connection and its transactions, as the rest of the store reaches them: the
service holds a `Transaction` (opaque to it) and hands it back to the store's functions."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.connection import get_connection
from tortoise.transactions import in_transaction

__all__ = ["Transaction", "client", "transaction"]


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
    """A new transaction, committed when the block ends (rolled back if it raises)."""
    async with in_transaction() as db:
        yield Transaction(db)
