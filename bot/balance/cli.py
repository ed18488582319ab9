"""`python -m bot balance --ruleset city --roles "boss, doctor, citizen*4" [--players N]
[--games M] [--swing-games K] [--seed S] [--set KEY=VALUE …] [--lang ru|en] [--json]`: the
balance estimate of a setup, offline, with a progress bar on stderr.

Roles are read as `/game start roles:` reads them (`bot.discord.roles.parse_roles`): role ids or
their Russian or English names, separated by commas or semicolons (or by spaces when there is no
comma); `name*N` repeats one N times. Without `--roles`, the preset for `--players`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Sequence
from typing import TextIO

import engine
from bot.balance.errors import BalanceError
from bot.balance.estimator import Estimator
from bot.balance.report import Estimate
from bot.balance.request import MAX_GAMES, BalanceRequest, balance_request
from bot.balance.runner import WorkerPool
from bot.balance.texts import estimate_lines
from bot.discord.roles import parse_roles, role_names
from bot.text import narrative
from bot.text.i18n import LANGUAGES, Localizer


def role_ids(text: str, ruleset: str, localizer: Localizer) -> list[str]:
    """Role ids from the command line: `"boss, doctor, citizen*4"` or `"Босс, Врач, Мирный
    житель*4"`; the engine refuses an unknown name when the request is checked."""
    return parse_roles(text, role_names(ruleset, localizer)) or []


def parse_args(argv: Sequence[str], language: str) -> argparse.Namespace:
    """The command line of `python -m bot balance`."""
    parser = argparse.ArgumentParser(
        prog="python -m bot balance",
        description="How balanced a setup is: an estimate from games of simulated players.",
    )
    parser.add_argument("--ruleset", choices=engine.RULESETS, default="city")
    parser.add_argument("--roles", help='roles, by id or name: "boss, doctor, citizen*4"')
    parser.add_argument("--players", type=int, help="seats (without --roles: the preset)")
    parser.add_argument("--games", type=int, default=1000, help=f"1..{MAX_GAMES}")
    parser.add_argument("--swing-games", type=int, help="games per replaced role (games/4)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--workers", type=int, help="worker processes (cores less one)")
    parser.add_argument("--lang", choices=LANGUAGES, default=language)
    parser.add_argument("--json", action="store_true", help="print the estimate as JSON")
    args = parser.parse_args(argv)
    if args.roles is None and args.players is None:
        parser.error("--roles or --players is needed")
    return args


def request_from(args: argparse.Namespace, localizer: Localizer) -> BalanceRequest:
    """The checked request of the command line; raises EngineError or BalanceError."""
    options = dict(item.partition("=")[::2] for item in args.set)
    roles = None if args.roles is None else role_ids(args.roles, args.ruleset, localizer)
    return balance_request(
        args.ruleset,
        roles,
        args.players,
        engine.Settings.from_mapping(options),
        args.games,
        args.swing_games,
        args.seed,
    )


class ProgressBar:
    """A plain-text progress bar: redrawn in place on a terminal, a line per tenth otherwise."""

    WIDTH = 30

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.live = stream.isatty()
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        """Show `done` of `total` games."""
        filled = self.WIDTH * done // total
        bar = f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{total}"
        if self.live:
            self.stream.write(f"\r{bar}" + ("\n" if done == total else ""))
        elif 10 * done // total > self.shown:
            self.shown = 10 * done // total
            self.stream.write(bar + "\n")
        self.stream.flush()


async def _estimate(request: BalanceRequest, workers: int | None) -> Estimate:
    estimator = Estimator(WorkerPool(workers), timeout=None)
    try:
        return await estimator.estimate(request, ProgressBar(sys.stderr))
    finally:
        await estimator.close()


def main(argv: Sequence[str], language: str) -> int:
    """Run the command; the exit code (2: a refused request, 1: a failed estimate)."""
    args = parse_args(argv, language if language in LANGUAGES else "en")
    localizer = Localizer(strict=False)
    try:
        request = request_from(args, localizer)
        estimate = asyncio.run(_estimate(request, args.workers))
    except (engine.EngineError, BalanceError) as error:
        text = narrative.error_text(error.code, error.params, args.ruleset)
        sys.stderr.write(localizer.render(text, args.lang) + "\n")
        return 1 if error.code in ("balance_failed", "balance_timeout") else 2
    if args.json:
        sys.stdout.write(json.dumps(estimate.to_json(), ensure_ascii=False, indent=1) + "\n")
    else:
        lines = (localizer.render(line, args.lang) for line in estimate_lines(estimate))
        sys.stdout.write("\n".join(lines) + "\n")
    return 0
