"""Saved setups (`/setup`): a server's named role lists, checked by the engine when saved
(`engine.check_roles`: a list no deal can make is refused), dealt by name with `/game start`.
A server sees only its own; only its hosts save and delete them."""

from __future__ import annotations

from collections.abc import Sequence

import engine
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller, SetupView
from bot.service.ports.errors import ServiceError
from bot.service.seats.names import normalize_name
from bot.service.settings.server import ServerSettings
from bot.store import setups
from bot.store.setups import StoredSetup

__all__ = ["MAX_SETUPS", "MAX_SETUP_NAME", "Setups"]

MAX_SETUP_NAME = 32
MAX_SETUPS = 100  # per server: more than autocomplete and /setup list can usefully offer


def _key(name: str) -> str:
    """What makes two setup names the same: the normalized name, casefolded."""
    return normalize_name(name).casefold()


def _view(setup: StoredSetup) -> SetupView:
    camps = engine.camp_counts(setup.ruleset, setup.roles)
    return SetupView(setup.name, setup.ruleset, setup.roles, camps)


def _guild(caller: Caller) -> int:
    if caller.guild_id is None:
        raise ServiceError("no_game_here")
    return caller.guild_id


@checked
class Setups:
    """A server's saved setups: `save`, `setups`, `show`, `delete`, and `roles_for` a deal."""

    def __init__(self, settings: ServerSettings) -> None:
        self._settings = settings

    async def save(
        self, caller: Caller, name: str, roles: Sequence[str], ruleset: str | None = None
    ) -> SetupView:
        """Save a role list (role ids) under a name (a host's call; ruleset: the server's when
        None): setup_bad_name, setup_name_taken, setup_empty, or the engine's refusal of a list
        no deal can make (unknown_role, player_count, a camp missing …)."""
        guild_id = _guild(caller)
        if not caller.is_admin:
            raise ServiceError("not_host")
        shown = normalize_name(name)
        if not shown or len(shown) > MAX_SETUP_NAME:
            raise ServiceError("setup_bad_name", {"maximum": MAX_SETUP_NAME})
        if ruleset is None:
            ruleset = (await self._settings.get_config(guild_id)).ruleset
        if ruleset not in engine.RULESETS:
            raise engine.EngineError("unknown_ruleset", {"ruleset": ruleset})
        if not roles:
            raise ServiceError("setup_empty")
        refusal = engine.check_roles(ruleset, roles)
        if refusal is not None:
            raise refusal
        saved = await setups.add(
            guild_id,
            name=shown,
            key=_key(shown),
            ruleset=ruleset,
            roles=roles,
            created_by=caller.user_id,
            limit=MAX_SETUPS,
        )
        if saved == "taken":
            raise ServiceError("setup_name_taken", {"name": shown})
        if saved == "full":
            raise ServiceError("too_many_setups", {"maximum": MAX_SETUPS})
        return _view(saved)

    async def setups(self, guild_id: int) -> list[SetupView]:
        """The server's setups, by name."""
        return [_view(setup) for setup in await setups.of_guild(guild_id)]

    async def show(self, guild_id: int, name: str) -> SetupView:
        """One of the server's setups; setup_not_found."""
        return _view(await self._named(guild_id, name))

    async def delete(self, caller: Caller, name: str) -> SetupView:
        """Delete one of the server's setups (a host's call); what it was."""
        guild_id = _guild(caller)
        if not caller.is_admin:
            raise ServiceError("not_host")
        setup = await self._named(guild_id, name)
        await setups.delete(guild_id, _key(name))
        return _view(setup)

    async def roles_for(self, guild_id: int, name: str, ruleset: str) -> list[str]:
        """The role ids of a setup, to deal a game of `ruleset` (setup_not_found,
        setup_wrong_ruleset)."""
        setup = await self._named(guild_id, name)
        if setup.ruleset != ruleset:
            raise ServiceError(
                "setup_wrong_ruleset", {"name": setup.name, "ruleset": setup.ruleset}
            )
        return list(setup.roles)

    @staticmethod
    async def _named(guild_id: int, name: str) -> StoredSetup:
        setup = await setups.named(guild_id, _key(name))
        if setup is None:
            raise ServiceError("setup_not_found", {"name": normalize_name(name)[:MAX_SETUP_NAME]})
        return setup
