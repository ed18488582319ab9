"""The quiet night (setting `night_chat`, issue 26): with `closed`, every phase that begins
plans one `NightChat` action: at nightfall the living may not write in the game channel (nor its
threads), at daybreak they may again. Stored in the outbox with the resolution, so a restart
that missed a daybreak delivers it then; the end of the game (`Reveal`, also after `/host
stop`) lifts the silences, these included."""

from __future__ import annotations

from collections.abc import Mapping

import engine
from bot.service.outbox.actions import Action, NightChat
from bot.service.settings.schema import Config

__all__ = ["plan_night_chat"]


def plan_night_chat(settings: Mapping[str, object], state: engine.Game) -> list[Action]:
    """What the phase `state` begins shows of the game channel, for a game that keeps
    `night_chat: closed` (nothing otherwise, nor once the game is over)."""
    if Config.night_chat.kept(settings) != "closed" or state.winner is not None:
        return []
    return [NightChat(state.phase.kind == "night", state.alive)]
