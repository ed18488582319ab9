"""Which phase a submission is for: the current one, or by day the coming night (SPEC 1, 3.3).

A player's action is for the current phase, except that by day a night verb may be sent in
advance for the coming night. A mafia member may leave their night action to the Boss:
the current night's by night, the coming night's by day. The answer is the phase, or the error
that refuses the submission (the error resolution would give: validation and resolution agree).
"""

from __future__ import annotations

from engine.errors import EngineError
from engine.game import Game
from engine.types import Phase

__all__ = ["submission_phase"]

_LEAVE = "leave"  # what a refusal of leaving names as its verb; no rule set has it


def submission_phase(
    game: Game, player: str, verb: str | None, value: object = None, *, sender: str | None = None
) -> Phase | EngineError:
    """The phase `player`'s `verb: value` is for, or the error that refuses it.

    `sender`: who sends it, when not `player` (the Boss sends a mafia member's action, SPEC 3.3;
    it stands under the member's name). `verb` None: `player` leaves their night action to the
    Boss (`value` is not looked at; a refusal names the verb "leave"). By day a night verb is for
    the coming night; when that night refuses it too, the refusal is the day's (`wrong_phase`).
    """
    if verb is None:
        return _leave_phase(game, player, sender)
    refusal = _refusal(game, player, verb, value, sender, game.phase)
    if refusal is None:
        return game.phase
    # SPEC 1: by day, a night action may be sent in advance for the coming night.
    early = refusal.code == "wrong_phase" and game.phase.kind == "day"
    if early and _refusal(game, player, verb, value, sender, game.phase.next()) is None:
        return game.phase.next()
    return refusal


def _refusal(
    game: Game, player: str, verb: str, value: object, sender: str | None, phase: Phase
) -> EngineError | None:
    if sender is None or sender == player:
        return game.check_action(player, verb, value, phase)
    return game.check_action_for(sender, player, verb, value, phase)


def _leave_phase(game: Game, member: str, sender: str | None) -> Phase | EngineError:
    if game.winner is not None:
        return EngineError("game_over")
    for name in (member, sender or member):
        if name not in game.alive_set:
            code = "dead_actor" if name in game.seat else "not_a_player"
            return EngineError(code, {"player": name})
    if sender not in (None, member) or not game.may_leave(member):  # one's own, to a Boss
        role = game.roles[sender or member]
        return EngineError("not_your_ability", {"verb": _LEAVE, "role": role})
    return game.phase if game.phase.kind == "night" else game.phase.next()
