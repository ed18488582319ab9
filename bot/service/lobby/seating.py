"""The lobby: opening a game in a channel, taking and leaving seats, dealing and night 1."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace

import engine
from bot.service.clock.phases import PhaseClock
from bot.service.outbox import plan
from bot.service.outbox.actions import Action, Announce
from bot.service.outbox.delivery import Delivery
from bot.service.outbox.nightchat import plan_night_chat
from bot.service.play.views import current_status, lobby_view, seats_in_order
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.resolve import forumposts
from bot.service.runtime import Clock, EngineCache, GameLocks
from bot.service.seats.callers import game_here, open_game, require_host, where
from bot.service.seats.names import normalize_name, skeleton
from bot.service.settings.server import ServerSettings
from bot.store import games, seals, seats
from bot.store.replay import engine_settings
from bot.store.states import LOBBY
from bot.text.sealing import commitment_text
from bot.text.views import LobbyView, StatusView
from engine.seal import commit, new_salt

__all__ = ["MAX_NAME", "Lobby"]

MAX_NAME = 32


def sealed_start(planned: list[Action], commitment: str) -> list[Action]:
    """The deal's actions with the seal's line first in night 1's opening post (the only
    post of the deal), so the commitment is public before night 1 is resolved."""
    at = next(i for i, action in enumerate(planned) if isinstance(action, Announce))
    opening = planned[at]
    assert isinstance(opening, Announce)
    texts = (commitment_text(commitment), *opening.texts)
    return [*planned[:at], replace(opening, texts=texts), *planned[at + 1 :]]


def fresh_salt(game_id: int) -> str:
    """A new secret salt for a game's sealed deal (whatever the game)."""
    return new_salt()


def player_count_error(count: int, ruleset: str) -> ServiceError | None:
    """too_few_players / too_many_players for a table of `count`, else None."""
    minimum, maximum = engine.player_limits(ruleset)
    if count < minimum:
        return ServiceError("too_few_players", {"count": count, "minimum": minimum})
    if count > maximum:
        return ServiceError("too_many_players", {"count": count, "maximum": maximum})
    return None


@checked
class Lobby:
    """Opening a game, its seats, and dealing it: `open_lobby`, `lobby`, `join`, `leave`,
    `cancel`, `start_game`."""

    def __init__(
        self,
        settings: ServerSettings,
        phases: PhaseClock,
        delivery: Delivery,
        *,
        locks: GameLocks,
        cache: EngineCache,
        clock: Clock,
        salts: Callable[[int], str] | None = None,
    ) -> None:
        self._locks = locks
        self._salts = salts or fresh_salt
        self._cache = cache
        self._clock = clock
        self._settings = settings
        self._phases = phases
        self._delivery = delivery

    async def open_lobby(
        self, caller: Caller, ruleset: str | None = None, *, seed: int | None = None
    ) -> LobbyView:
        """Open a lobby in the caller's channel (ruleset: the server's when None); with a game
        channel configured, only there (not_game_channel, naming it)."""
        guild_id, channel_id = where(caller)
        config = await self._settings.get_config(guild_id)
        if config.game_channel_id and channel_id != config.game_channel_id:
            raise ServiceError("not_game_channel", {"channel": f"<#{config.game_channel_id}>"})
        ruleset = ruleset or config.ruleset
        if ruleset not in engine.RULESETS:
            raise engine.EngineError("unknown_ruleset", {"ruleset": ruleset})
        if await open_game(guild_id, channel_id) is not None:
            raise ServiceError("game_already_running")
        game = await games.open_game(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=caller.user_id,
            ruleset=ruleset,
            language=config.language,
            settings=config.kept_by_a_game(),
            seed=secrets.randbits(31) if seed is None else seed,
        )
        return await lobby_view(game)

    async def lobby(self, caller: Caller) -> LobbyView:
        """The lobby (or game) open in the caller's channel."""
        return await lobby_view(await game_here(caller))

    async def join(self, caller: Caller, display_name: str, locale: str | None = None) -> LobbyView:
        """Take a seat; the display name, normalized (`names.normalize_name`), becomes the
        player's name in the game: bad_name when empty, too long or "abstain"; name_taken when it
        looks like another seat's (`names.skeleton`)."""
        name = normalize_name(display_name)
        looks = skeleton(name)
        if not name or len(name) > MAX_NAME or looks == skeleton(engine.ABSTAIN):
            raise ServiceError("bad_name", {"name": name})
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            if game.state != LOBBY:
                raise ServiceError("lobby_closed")
            held = await seats.of_game(game.id, conn)
            if any(seat.user_id == caller.user_id for seat in held):
                raise ServiceError("already_joined")
            if any(skeleton(seat.name) == looks for seat in held):  # no two look alike
                raise ServiceError("name_taken", {"name": name})
            refusal = player_count_error(len(held) + 1, game.ruleset)
            if refusal is not None and refusal.code == "too_many_players":
                raise refusal
            position = max((seat.position for seat in held), default=-1) + 1
            await seats.add(conn, game.id, position, caller.user_id, name, locale or caller.locale)
        return await lobby_view(game)

    async def leave(self, caller: Caller) -> LobbyView:
        """Give up a seat in the lobby."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            if game.state != LOBBY:
                raise ServiceError("lobby_closed")
            if not await seats.remove(conn, game.id, caller.user_id):
                raise ServiceError("not_joined")
        return await lobby_view(game)

    async def cancel(self, caller: Caller) -> LobbyView:
        """Cancel the lobby open in the caller's channel (its opener or a server host, seated
        or not: nothing is dealt yet); lobby_closed once the game has started."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            if game.state != LOBBY:
                raise ServiceError("lobby_closed")
            await require_host(caller, game, conn)
            game = await games.stop(conn, game, self._clock.now())
        return await lobby_view(game)

    async def start_game(self, caller: Caller, roles: Sequence[str] | None = None) -> StatusView:
        """Deal (the preset for the player count, or the host's list), seal the deal (its
        commitment posted first, its salt kept secret: `engine.seal`) and begin night 1."""
        found = await game_here(caller)
        await require_host(caller, found)
        status = await self._deal(found.id, roles)
        assert status is not None  # not only a scheduled lobby is dealt
        return status

    async def deal_scheduled(self, game_id: int) -> StatusView | None:
        """Deal a lobby whose scheduled start has come, with the role list kept at
        scheduling, exactly as `start_game` does; None when it is no longer scheduled (dealt,
        cancelled or its schedule lifted meanwhile, or no such game)."""
        try:
            return await self._deal(game_id, None, scheduled=True)
        except KeyError:
            raise
        except LookupError:  # `locked_game`: no game of that id (any more), nothing scheduled
            return None

    async def _deal(
        self, game_id: int, roles: Sequence[str] | None, *, scheduled: bool = False
    ) -> StatusView | None:
        async with self._locks.locked_game(game_id) as (game, conn):
            if scheduled and (game.state != LOBBY or game.deadline is None):
                return None
            roles = game.roles if scheduled else roles
            if game.state != LOBBY:
                raise ServiceError("game_already_running")
            held = await seats_in_order(game.id, conn)
            refusal = player_count_error(len(held), game.ruleset)
            if refusal is not None:
                raise refusal
            setup = engine.deal(
                game.ruleset,
                [seat.name for seat in held],
                game.seed,
                roles=list(roles) if roles else None,
                settings=engine_settings(game.settings),
            )
            dealt = dict(setup.players)
            await seats.deal_roles(conn, {seat.id: dealt[seat.name] for seat in held})
            state = engine.new_game(setup)
            now = self._clock.now()
            game = self._phases.enter_phase(game, state.phase, now)
            game = await games.start(conn, game, roles=roles, items=dict(setup.items), now=now)
            salt = self._salts(game.id)  # secret until the game is over (bot.store.seals)
            commitment = commit(setup, salt)
            await seals.insert_seal(conn, game.id, commitment, salt)
            planned = sealed_start(plan.plan_start(state), commitment)
            planned += forumposts.deadline_post(game)
            planned += plan_night_chat(game.settings, state)  # night 1 falls
            await plan.store(game, planned, None, conn)
        self._cache[game.id] = state
        self._phases.arm(game)
        await self._delivery.deliver(game)
        return await current_status(self._cache, game)
