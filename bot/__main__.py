"""`python -m bot [run|commands|demo …]`: run the Discord bot (default), print its command tree,
or play an offline demo game in the console."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence


def _discord(entry: str) -> Callable[[], object]:
    """`bot.discord_main.<entry>`, imported only when asked for (the demo needs no Discord)."""
    try:
        module = importlib.import_module("bot.discord_main")
    except ModuleNotFoundError as error:
        if error.name != "bot.discord_main":
            raise
        raise SystemExit("bot.discord_main is not available in this build") from None
    func: Callable[[], object] = getattr(module, entry)
    return func


def main(argv: Sequence[str]) -> int:
    """Dispatch the subcommand; the exit code."""
    command, rest = (argv[0], argv[1:]) if argv and not argv[0].startswith("-") else ("run", argv)
    if command == "demo":
        from bot.demo import main as demo

        return demo(rest)
    if command == "run":
        _discord("run")()
        return 0
    if command == "commands":
        _discord("print_commands")()
        return 0
    sys.stderr.write("usage: python -m bot [run|commands|demo [options]]\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
