"""Default autocomplete options built from a rule set's verb specs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.types import EMPTY, ArgSpec, Phase, VerbOption
from engine.verbs import player_args

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ruleset import Ruleset


def default_options(rules: Ruleset, game: Game, name: str, phase: Phase) -> tuple[VerbOption, ...]:
    """For each verb `name`'s role may use in `phase`: its arguments with the legal choices.

    Player arguments default to the living players (without `name` where self is not allowed,
    without last night's target where R53 forbids it); a rule set narrows them with
    `arg_choices`. A verb whose required argument has no legal choice is left out.
    """
    role = rules.roles[game.role(name)]
    verbs = role.night_verbs if phase.kind == "night" else role.day_verbs
    verbs = verbs + tuple(
        v for v in rules.verbs if v not in verbs and _extra(rules, game, name, v, phase)
    )
    out: list[VerbOption] = []
    for verb in verbs:
        spec = rules.verbs[verb]
        if spec.phase not in (phase.kind, "any"):
            continue
        args: list[ArgSpec] = []
        usable = True
        for i, arg in enumerate(spec.args):
            choices = rules.arg_choices(game, name, verb, arg.name, phase)
            if choices is None:
                if arg.kind == "player":
                    choices = tuple(p for p in game.alive if spec.self_allowed or p != name)
                    if spec.no_repeat and i == 0:
                        before = game.prev.get(name, EMPTY).get(verb)
                        if before is not None:
                            last = [p for _, p in player_args(spec, before)[:1]]
                            choices = tuple(p for p in choices if p not in last)
                else:
                    choices = arg.choices
            if not choices and arg.kind in ("player", "role") and i < spec.min_args:
                usable = False
                break
            args.append(ArgSpec(arg.name, arg.kind, choices))
        if (usable and game.check_action(name, verb, _probe(args), phase) is None) or (
            usable and spec.shape in ("nested", "list", "mapping")
        ):
            out.append(VerbOption(verb, tuple(args)))
    return tuple(out)


def _extra(rules: Ruleset, game: Game, name: str, verb: str, phase: Phase) -> bool:
    """Verbs outside the role table that the rule set grants now (e.g. a borrowed secret vote)."""
    return rules.verbs[verb].phase in (phase.kind, "any") and rules.may_use(game, name, verb, phase)


def _probe(args: list[ArgSpec]) -> object:
    """A sample value from the first choice of each argument, to test whether a verb is open."""
    if not args:
        return True
    first = args[0]
    if len(args) == 1:
        return first.choices[0] if first.choices else ""
    return {a.name: a.choices[0] for a in args if a.choices}
