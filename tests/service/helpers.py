"""Shared pieces of the service tests: a recording Table, seating a game, playing it out."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import engine
from bot.demo.simulated import simulate_phase
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.table import Attachment, Reader, TableGame
from bot.store.models import RUNNING, Game, Seat
from bot.text.i18n import Text

GUILD = 10
CHANNEL = 20
HOST = Caller(1, GUILD, CHANNEL, is_admin=True)
NAMES = tuple(f"P{i:02d}" for i in range(1, 31))
SLOW = 1.0  # real time: deadlines far ahead, tests resolve phases themselves


@dataclass
class RecordingTable:
    """A Table that remembers every call as (method, JSON of its arguments but the game)."""

    calls: list[tuple[str, str]] = field(default_factory=list)
    dead: list[Reader] = field(default_factory=list)  # every mark_dead's reader, in order
    attachments: list[Attachment] = field(default_factory=list)  # announce's files, in order

    def _note(self, method: str, *parts: object) -> None:
        self.calls.append((method, json.dumps(parts, sort_keys=True, default=_plain)))

    async def announce(
        self, game: TableGame, texts: Sequence[Text], *, attachment: Attachment | None = None
    ) -> None:
        if attachment is None:
            self._note("announce", texts)
        else:
            self._note("announce", texts, attachment.kind, attachment.filename)
            self.attachments.append(attachment)

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        self._note("tell", player.name, texts)
        return True

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        self._note("ask_for_dms", player.name)

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        self._note("open_team", team, [m.name for m in members], texts)
        return None

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        self._note("mark_dead", player.name)
        self.dead.append(player)

    async def unseat(self, game: TableGame, player: Reader) -> None:
        self._note("unseat", player.name, player.user_id, player.elsewhere)

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        self._note("reveal", texts, [r.name for r in released])

    async def offer_moves(
        self, game: TableGame, phase: engine.Phase, players: Sequence[Reader]
    ) -> None:
        self._note("offer_moves", phase.kind, phase.number, [p.name for p in players])

    async def close_moves(self, game: TableGame, phase: engine.Phase) -> None:
        self._note("close_moves", phase.kind, phase.number)

    async def remind_moves(
        self, game: TableGame, players: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        self._note("remind_moves", [p.name for p in players], texts)


def _plain(value: object) -> object:
    if isinstance(value, Text):
        return value.to_json()
    raise TypeError(type(value))


def player(index: int, channel: int = CHANNEL) -> Caller:
    """The caller of seat `index` (0-based) in a test channel (users differ per channel)."""
    return Caller(100 + index + 1000 * (channel - CHANNEL), GUILD, channel)


def host(channel: int = CHANNEL) -> Caller:
    """The host (a server admin) in a test channel."""
    return Caller(HOST.user_id, GUILD, channel, is_admin=True)


def pinned_salt(game_id: int) -> str:
    """A test's seal salt: one for every game, run and service, so twin games (one deal in two
    channels, or two runs) show the same commitment (a live bot's salts are fresh and
    secret)."""
    return hashlib.sha256(b"test-salt").hexdigest()


def new_service(**kwargs: object) -> tuple[GameService, RecordingTable]:
    """A service with a recording Table, slow (real-time) phases and pinned seal salts."""
    kwargs.setdefault("instance", "test")
    kwargs.setdefault("salts", pinned_salt)
    kwargs.setdefault("time_scale", SLOW)
    service = GameService(**kwargs)  # type: ignore[arg-type]
    table = RecordingTable()
    service.tables.register(table)
    return service, table


async def seated_game(
    service: GameService,
    players: int = 8,
    ruleset: str = "city",
    seed: int = 5,
    roles: Sequence[str] | None = None,
    channel: int = CHANNEL,
) -> int:
    """Open a lobby, seat `players`, start; the game id."""
    lobby = await service.lobby.open_lobby(host(channel), ruleset or None, seed=seed)
    for index in range(players):
        await service.lobby.join(player(index, channel), NAMES[index])
    await service.lobby.start_game(host(channel), roles)
    return lobby.game_id


def random_for(seed: int, phase: engine.Phase, position: int) -> random.Random:
    """Simulated players' random source, as in the demo."""
    return random.Random(f"{seed}:{phase.kind}:{phase.number}:{position}")


async def play_phase(service: GameService, game_id: int) -> engine.Phase:
    """Simulated players act in the current phase, then it is resolved; the phase resolved."""
    game = await Game.get(id=game_id)
    phase = engine.Phase(game.phase_kind, game.phase_number)  # type: ignore[arg-type]
    seats = sorted(await Seat.filter(game_id=game_id), key=lambda seat: seat.position)
    await simulate_phase(service, game, seats, random_for)
    assert await service.resolver.resolve_phase(game_id, phase)
    return phase


async def play_to_end(service: GameService, game_id: int, limit: int = 200) -> Game:
    """Play phases until the game is over."""
    for _ in range(limit):
        game = await Game.get(id=game_id)
        if game.state != RUNNING:
            return game
        await play_phase(service, game_id)
    raise AssertionError("the game did not end")


def later(hours: float) -> datetime:
    """A moment `hours` from now."""
    return datetime.now(UTC) + timedelta(hours=hours)


def one_target_action(state: engine.Game) -> tuple[str, str, list[str]]:
    """A living player with a one-target night verb: (name, verb, the targets it may take)."""
    return next(
        (
            name,
            option.verb,
            [t for t in state.alive if state.check_action(name, option.verb, t) is None],
        )
        for name in state.alive
        for option in state.options(name)
        if len(option.args) == 1 and option.args[0].kind == "player"
    )
