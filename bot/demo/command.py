"""`python -m bot demo`: a whole game with simulated players, through the service's public calls.

Simulated players (`bot.demo.people`) play like people, from what each of them was shown, with
a random source derived from (seed, phase, seat), so a game resumed after `--stop-after` makes the
same choices as one played straight through. Phase timers are compressed (`time_scale`); once
every simulated player has sent what they want, the demo fast-forwards the real APScheduler
deadline job.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import engine
from bot.demo.console import ConsoleTable
from bot.demo.playing import play_phase_as_people
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.settings.defaults import load_defaults
from bot.store import connection as db
from bot.store.models import LIVE_STATES, RUNNING, Game, Seat
from bot.text import narrative
from bot.text.i18n import LANGUAGES, Localizer, Text

GUILD_ID = 1
HOST_ID = 1
FIRST_USER_ID = 1000
NAMES = (
    "Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ilya", "Kira", "Lev",
    "Mila", "Nikita", "Olga", "Pavel", "Rita", "Semyon", "Taisia", "Uliana", "Fedor", "Kharitona",
    "Tsvetana", "Chaslav", "Shura", "Yana", "Yuri", "Arkady", "Bella", "Vlad", "Galina", "Danila",
)  # fmt: skip
TIME_SCALE = 1 / 120  # a 20-minute night lasts 10 seconds, a 60-minute day 30 seconds


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The demo's command line."""
    parser = argparse.ArgumentParser(prog="python -m bot demo")
    parser.add_argument("--ruleset", choices=engine.RULESETS, default="city")
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", choices=LANGUAGES, default="ru")
    parser.add_argument("--db", default="sqlite://:memory:", help="database URL")
    parser.add_argument("--record-out", type=Path, help="write the finished game's record (JSON)")
    parser.add_argument("--stop-after", help="exit abruptly once this phase is stored: night:2")
    parser.add_argument("--resume", action="store_true", help="continue every unfinished game")
    parser.add_argument("--quiet", action="store_true", help="print only the demo's own lines")
    return parser.parse_args(argv)


def parse_phase(text: str | None) -> engine.Phase | None:
    """`night:2` -> Phase("night", 2)."""
    if not text:
        return None
    kind, _, number = text.partition(":")
    try:
        return engine.Phase.from_row(kind, number)
    except ValueError:
        raise SystemExit(f"--stop-after: expected night:N or day:N, got {text!r}") from None


def demo_salt(game_id: int) -> str:
    """The demo's seal salt: the same every run, so its transcript is pinned (a demo shows
    every role anyway; a live bot's salts are fresh and secret)."""
    return hashlib.sha256(f"demo-salt-{game_id}".encode()).hexdigest()


class Demo:
    """One demo run: a service over the store, a console Table, simulated players."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.localizer = Localizer()
        self.table = ConsoleTable(self.localizer, quiet=args.quiet)
        self.stop_after = parse_phase(args.stop_after)
        defaults = load_defaults()
        # the pinned transcripts (tests/golden/demo) predate the absence warnings
        defaults = replace(defaults, game=defaults.game.with_values(warn_absent=False))
        self.service = GameService(
            defaults,
            instance="demo",
            time_scale=TIME_SCALE,
            fault=self._maybe_stop,
            salts=demo_salt,
        )
        self.service.tables.register(self.table)

    def say(self, msg_id: str, **args: str | int | Text) -> None:
        """Print one of the demo's own lines."""
        sys.stdout.write(self.localizer.render(Text(msg_id, args), self.args.lang) + "\n")

    async def _maybe_stop(self, point: str, game_id: int, phase: engine.Phase | None) -> None:
        if point == "after_transaction" and phase is not None and phase == self.stop_after:
            self.say("service-demo-stopped", phase=phase.kind, number=phase.number)
            sys.stdout.flush()
            os._exit(3)  # as a crash would: nothing delivered, nothing closed

    async def run(self) -> int:
        """Play (or resume) and report; the process exit code."""
        await db.open_store(self.args.db)
        try:
            await self.service.lifecycle.resume()
            if self.args.resume:
                games = await Game.filter(state__in=LIVE_STATES).order_by("id")
                if not games:
                    self.say("service-demo-nothing")
                ids = [game.id for game in games]
                for game_id in ids:
                    self.say("service-demo-resume", game=game_id)
            else:
                ids = [await self.open_game()]
            for game_id in ids:
                await self.play(game_id)
                await self.report(game_id)
        finally:
            await self.service.lifecycle.close()
            await db.close_store()
        return 0

    async def open_game(self) -> int:
        """Open a lobby, seat the simulated players, start; the game id."""
        args = self.args
        channel_id = await Game.all().count() + 1
        host = Caller(HOST_ID, GUILD_ID, channel_id, is_admin=True)
        await self.service.settings.set_config(host, "language", args.lang)
        lobby = await self.service.lobby.open_lobby(host, args.ruleset, seed=args.seed)
        self.say(
            "service-demo-start",
            ruleset=narrative.ruleset_name(args.ruleset),
            count=args.players,
            seed=args.seed,
        )
        for position in range(args.players):
            name = NAMES[position] if position < len(NAMES) else f"Player{position + 1}"
            user = Caller(FIRST_USER_ID + position, GUILD_ID, channel_id)
            await self.service.lobby.join(user, name, locale=args.lang)
        await self.service.lobby.start_game(host)
        return lobby.game_id

    async def play(self, game_id: int) -> None:
        """Play phases until the game is over."""
        while True:
            game = await Game.get(id=game_id)
            if game.state != RUNNING:
                return
            phase = engine.Phase.from_row(game.phase_kind, game.phase_number)
            seats = sorted(await Seat.filter(game_id=game_id), key=lambda seat: seat.position)
            host = Caller(HOST_ID, game.guild_id, game.channel_id, is_admin=True)
            await play_phase_as_people(self.service, game, seats, self.table, host)
            if self.service.timers.fire_now(game_id):
                await self.service.resolver.wait_for_phase(game_id, phase)
            else:  # no timer armed (cannot happen for a running game, but never wait forever)
                await self.service.resolver.resolve_phase(game_id, phase)
            # the phase's announcements are all shown before anyone speaks in the next one
            await self.service.delivery.deliver_pending()

    async def report(self, game_id: int) -> None:
        """Say who won and write the record when asked."""
        game = await Game.get(id=game_id)
        winner = narrative.winner_name(game.winner, game.ruleset)
        self.say("service-demo-finished", game=game_id, winner=winner)
        if self.args.record_out is not None:
            host = Caller(HOST_ID, game.guild_id, game.channel_id, is_admin=True)
            record = await self.service.queries.export_record(host, game_id=game_id)
            self.args.record_out.write_text(json.dumps(record, ensure_ascii=False, indent=1))
            self.say("service-demo-record", path=str(self.args.record_out))


def main(argv: Sequence[str]) -> int:
    """Entry point of `python -m bot demo`."""
    args = parse_args(argv)
    try:
        db.check_url(args.db)
    except db.OneSlashSqliteUrl as error:
        line = Localizer().format("service-one-slash-sqlite", args.lang, {"url": error.url})
        sys.stderr.write(line + "\n")
        return 2
    try:
        return asyncio.run(Demo(args).run())
    except (ServiceError, engine.EngineError) as error:
        text = narrative.error_text(error.code, error.params, args.ruleset)
        sys.stderr.write(Localizer().render(text, args.lang) + "\n")
        return 2
