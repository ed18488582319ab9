"""The version of the code an estimate depends on, and the key of a request: the same key, the
same numbers (a cache of estimates is keyed on it)."""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

import bot.balance
import bot.demo
import engine

_PACKAGES = (engine, bot.demo, bot.balance)  # the rules, the simulated players, the estimate


@cache
def code_version() -> str:
    """A digest of the Python sources of the engine, the simulated players and this package."""
    digest = hashlib.sha256()
    for package in _PACKAGES:
        root = Path(str(package.__file__)).parent
        for path in sorted(root.rglob("*.py")):
            digest.update(f"{package.__name__}/{path.relative_to(root).as_posix()}\0".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def request_key(fields: dict[str, object]) -> str:
    """The key of a request's fields (plain JSON data) together with `code_version()`."""
    text = json.dumps({**fields, "version": code_version()}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:24]
