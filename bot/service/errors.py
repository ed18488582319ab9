"""Bot-side refusals: error codes with parameters that the engine cannot know about.

`BOT_ERROR_CODES` is the single source of these codes (the locale files have an `error-<code>`
message taking exactly the listed parameters). A `ServiceError` carries one code and its parameter
values; the cogs render it in the reader's language, ephemerally. Engine refusals
(`engine.EngineError`) pass through the service unchanged, with their own codes.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

BOT_ERROR_CODES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "not_in_game": (),  # the caller has no seat in this channel's (or any running) game
        "not_host": (),  # host controls need the game's host, a server admin or the host role
        "no_game_here": (),  # no lobby, running or paused game in this channel
        "game_already_running": (),  # a lobby or game is already open in this channel
        "already_joined": (),
        "not_joined": (),
        "lobby_closed": (),  # the game has started (or ended): the lobby takes no one
        "too_few_players": ("count", "minimum"),
        "too_many_players": ("count", "maximum"),
        "game_paused": (),  # actions, votes and timers wait until the host resumes
        "game_not_paused": (),
        "game_not_running": (),  # the call needs a running (or paused) game, not a lobby
        "game_finished": (),  # the game has ended: nothing more is accepted
        "dm_not_in_game": (),  # a DM from someone who sits in no running game
        "dm_ambiguous": ("count",),  # a DM from someone who sits in several running games
        "missing_permission": ("permission", "where"),  # the bot lacks a Discord permission
        "name_taken": ("name",),  # another seat already uses this display name
        "bad_name": ("name",),  # empty, too long, or a word the record reserves ("abstain")
        "not_day": (),  # votes are taken by day only
        "bad_config": ("key",),  # an unknown setting or a value outside its range
        "bad_minutes": ("minutes", "maximum"),  # an extension outside 1..maximum minutes
        "no_record": (),  # nothing to export: the game has not started
        "replacement_in_game": ("name",),  # the new user already holds a seat in this game
    }
)


class ServiceError(Exception):
    """A refusal by the game service: `code` is a key of BOT_ERROR_CODES, `params` its values."""

    def __init__(self, code: str, params: Mapping[str, str | int] | None = None) -> None:
        if code not in BOT_ERROR_CODES:
            raise ValueError(f"unknown bot error code {code!r}")
        super().__init__(code)
        self.code = code
        self.params: Mapping[str, str | int] = MappingProxyType(dict(params or {}))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ServiceError):
            return NotImplemented
        return self.code == other.code and dict(self.params) == dict(other.params)

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted(self.params.items()))))

    def __repr__(self) -> str:
        return f"ServiceError({self.code!r}, {dict(self.params)!r})"
