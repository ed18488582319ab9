"""Bot-side refusals: error codes with parameters that the engine cannot know about.

`BOT_ERROR_CODES` is the single source of these codes (the locale files have an `error-<code>`
message taking exactly the listed parameters). A `ServiceError` carries one code and its parameter
values; the cogs render it in the reader's language, ephemerally. Engine refusals
(`engine.EngineError`) pass through the service unchanged, with their own codes.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine import CodedError

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
        "votes_in_team_channel": ("channel",),  # /votes in a team channel: the game channel's
        # mention, where the count is
        "bad_config": ("key",),  # an unknown setting or a value outside its range
        "bad_minutes": ("minutes", "maximum"),  # an extension outside 1..maximum minutes
        "no_record": (),  # nothing to export: the game has not started
        "replacement_in_game": ("name",),  # the new user already holds a seat in this game
        "seated_host": (),  # a player (or former player) of a running game cannot steer or
        # export it, whatever their server rights: the opener, an admin, the host role
        "wrong_channel": (),  # /act or /vote in a server channel that is not the game's
        "not_text_channel": (),  # /game new outside a plain text channel (thread, voice chat…)
        "form_closed": (),  # a move form of a phase that is over
        # forum games
        "bad_timezone": ("zone",),  # not an IANA time zone (Europe/Moscow, Asia/Yekaterinburg…)
        "bad_clock_time": ("time",),  # not a time of day HH:MM ("25:00"), nor "off"
        # saved setups, call-ups, substitutes
        "setup_bad_name": ("maximum",),  # a setup name that is empty or too long
        "setup_name_taken": ("name",),  # the server already has a setup of that name
        "setup_not_found": ("name",),  # no setup of that name on this server
        "too_many_setups": ("maximum",),  # the server has saved as many setups as it may
        "setup_empty": (),  # /setup save with no role in the list
        "setup_wrong_ruleset": ("name", "ruleset"),  # the setup is for another rule set
        "setup_and_roles": (),  # /game start given both a role list and a setup
        "call_too_soon": ("minutes",),  # /game call again within 10 minutes
        "nobody_to_call": (),  # /game call with nobody seated to call
        # spectators
        "spectators_off": (),  # /game watch in a game whose `spectators` is off
        "watch_seated": (),  # /game watch by one who holds, held or waits for a seat of the game
        "watch_plays_elsewhere": (),  # /game watch by a player of another live game here
        "already_watching": (),  # /game watch twice
        "watch_nothing": (),  # /game watch with `dead_chat` spectators and no dead chat set
        "not_watching": (),  # /game unwatch by one who does not watch the game
        "watcher_cannot_sit": (),  # a seat (/game sub, /host replace) for one who watched
        "players_role_unset": (),  # /notify on a server without a players role
        "players_role_bad": ("role",),  # @everyone or a managed (bot, booster) role
        "players_role_above": ("role",),  # Discord refuses: the role is above the bot's (50013)
        "players_role_silent": ("role",),  # not mentionable: its ping would reach nobody
        # the role grants permissions @everyone lacks (`permissions`: their flag names, spaced)
        "players_role_powerful": ("role", "permissions"),
        "sub_seated": (),  # /game sub by one who holds (or held) a seat in the game
        "sub_already": (),  # already on the game's substitutes' list
        "sub_not_signed": (),  # withdrawing from a list one is not on
        "no_substitutes": (),  # /host replace without a member, and nobody signed up
        # a call into the service with a value of the wrong type (`argument`: its name)
        "wrong_type": ("argument",),
        # a player seated in a live game of the server changing a setting that decides who sees
        # what of a game (`key`: the setting)
        "seated_sight": ("key",),
        # the dead chat would be a channel the bot needs public: the game channel, a channel
        # where a game is open, or a team channel (`channel`: its mention)
        "dead_chat_public": ("channel",),
        # the host's console
        "no_such_seat": ("name",),  # /host replace (or discipline) naming no seat of the game
        "remove_gone": ("name",),  # R90: a warning or removal of a player already gone
        "mute_living": ("name",),  # /host mute of a living player (the dead chat is the dead's)
        "removed_seat": ("name",),  # R90: a removed player's seat is given to no substitute
        "not_game_channel": ("channel",),  # /game new outside the server's game channel
        "bad_start_time": ("text",),  # /game start at: a time it cannot read (`text`, quoted)
        "start_in_past": ("time",),  # /game start at: a time gone by (`time`: Unix seconds)
    }
)


class ServiceError(CodedError):
    """A refusal by the game service: `code` is a key of BOT_ERROR_CODES, `params` its values
    (an unknown code raises ValueError)."""

    codes = BOT_ERROR_CODES
