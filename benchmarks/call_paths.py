"""How many of the project's modules one `/vote` and one deadline walk through inside the game
service, and how often the walk comes back to a module it had left: a measure of the house, not of
speed. The same script runs in an older checkout too (it finds the service's calls under either
shape), so a change of layout is measured against its base:

    python benchmarks/call_paths.py [--checkout PATH]

Prints JSON: for each path, the distinct modules of `bot` (and, apart, of `engine`) in which a
function ran, the number of module changes, and the returns to a module already left. The game
is an 8-player city game on an in-memory SQLite store, with a Table that shows nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import FrameType
from typing import Any


class SilentTable:
    """A Table that accepts every call and shows nothing."""

    def __getattr__(self, name: str) -> Callable[..., Awaitable[None]]:
        async def accept(*args: object, **kwargs: object) -> None:
            return None

        return accept


def part(service: Any, new: str, old: str) -> Callable[..., Awaitable[Any]]:
    """The service's call under its new shape (`play.vote`) or its old one (`vote`)."""
    owner = service
    for name in new.split("."):
        owner = getattr(owner, name, None)
        if owner is None:
            return getattr(service, old)  # type: ignore[no-any-return]
    return owner  # type: ignore[return-value]


class Walk:
    """The modules of the project in which a function ran, in order."""

    def __init__(self) -> None:
        self.modules: list[str] = []

    def profile(self, frame: FrameType, event: str, arg: object) -> None:
        if event != "call":
            return
        name = frame.f_globals.get("__name__", "")
        if name.startswith(("bot.", "engine")) and (not self.modules or self.modules[-1] != name):
            self.modules.append(name)

    def report(self) -> dict[str, object]:
        seen: set[str] = set()
        returns = 0
        for name in self.modules:
            returns += name in seen
            seen.add(name)
        bot = sorted(name for name in seen if name.startswith("bot."))
        return {
            "bot_modules": len(bot),
            "engine_modules": len(seen) - len(bot),
            "module_changes": max(len(self.modules) - 1, 0),
            "returns_to_a_module_left": returns,
            "bot_modules_visited": bot,
        }


async def traced(work: Awaitable[object]) -> dict[str, object]:
    walk = Walk()
    sys.setprofile(walk.profile)
    try:
        await work
    finally:
        sys.setprofile(None)
    return walk.report()


async def measure() -> dict[str, object]:
    from bot.service import GameService
    from bot.store import connection
    from tests.service.helpers import player, seated_game

    await connection.open_store("sqlite://:memory:")
    try:
        service = GameService()
        part(service, "tables.register", "register_table")(SilentTable())
        game_id = await seated_game(service, 8, "city", seed=5)
        resolve = part(service, "resolver.resolve_phase", "resolve_phase")
        await resolve(game_id)  # night 1 -> day 1
        vote = part(service, "play.vote", "vote")
        await vote(player(1), "P01")  # the first call finds the seat; the walk is a later one
        report = {"vote": await traced(vote(player(1), "P03"))}
        report["deadline"] = await traced(resolve(game_id))
        return report
    finally:
        await connection.close_store()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parents[1])
    options = parser.parse_args()
    sys.path.insert(0, str(options.checkout))
    print(json.dumps(asyncio.run(measure()), indent=2))


if __name__ == "__main__":
    main()
