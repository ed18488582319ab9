"""The table options that change who may write or read where, planned with a phase.

The quiet night (setting `night_chat`): with `closed`, every phase that begins
plans one `NightChat` action: at nightfall the living may not write in the game channel (nor its
threads), at daybreak they may again. Stored in the outbox with the resolution, so a restart
that missed a daybreak delivers it then; the end of the game (`Reveal`, also after `/host
stop`) lifts the silences, these included.

`dead_see_teams`: every player who leaves the game also reads (never writes) every team channel
of the game (`ShowTeams`, after their `MarkDead`)."""

from __future__ import annotations

from collections.abc import Mapping

import engine
from bot.service.outbox.actions import Action, MarkDead, NightChat, ShowTeams
from bot.service.settings.schema import Config

__all__ = ["plan_dead_see_teams", "plan_newcomer_night", "plan_night_chat"]


def plan_night_chat(settings: Mapping[str, object], state: engine.Game) -> list[Action]:
    """What the phase `state` begins shows of the game channel, for a game that keeps
    `night_chat: closed` (nothing otherwise, nor once the game is over)."""
    if Config.night_chat.kept(settings) != "closed" or state.winner is not None:
        return []
    return [NightChat(state.phase.kind == "night", state.alive)]


def plan_dead_see_teams(settings: Mapping[str, object], planned: list[Action]) -> list[Action]:
    """`planned` with, for a game that keeps `dead_see_teams` on, a `ShowTeams` after each
    `MarkDead` (the dead read every team channel); else as it was."""
    if not Config.dead_see_teams.kept(settings):
        return planned
    out: list[Action] = []
    for item in planned:
        out.append(item)
        if isinstance(item, MarkDead):
            out.append(ShowTeams(item.player))
    return out


def plan_newcomer_night(
    settings: Mapping[str, object], state: engine.Game, player: str
) -> list[Action]:
    """A living seat handed to a newcomer during a closed night: the newcomer is kept out of the
    game channel like the other living players (the player who left it keeps the night's mark
    until the end of the game lifts it)."""
    if Config.night_chat.kept(settings) != "closed" or state.winner is not None:
        return []
    if state.phase.kind != "night" or player not in state.alive_set:
        return []
    return [NightChat(True, (player,))]
