"""Default autocomplete options built from a rule set's verb specs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.types import EMPTY, ArgSpec, Phase, VerbOption
from engine.verbs import player_args

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ruleset import Ruleset


def default_options(rules: Ruleset, game: Game, name: str, phase: Phase) -> tuple[VerbOption, ...]:
    """For each verb `name` may use in `phase`: its arguments with the legal choices.

    Player arguments default to the living players (without `name` where self is not allowed,
    without last night's target where R53 forbids it); a rule set narrows any argument with
    `arg_choices`. A verb left with no legal choice for a required argument, or that validation
    refuses outright (used up, wrong night …), is left out.
    """
    role = rules.roles[game.roles[name]]
    verbs = role.night_verbs if phase.kind == "night" else role.day_verbs
    extra = rules.extra_verbs(game, name, phase)
    if extra:
        verbs = verbs + extra
    elif not verbs:
        return ()
    out: list[VerbOption] = []
    for verb in verbs:
        spec = rules.verbs[verb]
        if spec.phase != phase.kind and spec.phase != "any":
            continue
        args: list[ArgSpec] = []
        for i, arg in enumerate(spec.args):
            choices = rules.arg_choices(game, name, verb, arg.name, phase)
            if choices is None:
                choices = arg.choices
                if arg.kind == "player":
                    choices = _players(game, name, verb, i == 0)
            if not choices and i < spec.min_args and arg.kind in ("player", "role"):
                break
            args.append(ArgSpec(arg.name, arg.kind, choices))
        else:
            if spec.shape == "single" and (not args or args[0].kind != "player"):
                # used-up and once-only verbs: ask validation with the first legal value
                probe: object = args[0].choices[0] if args and args[0].choices else True
                if game.check_action(name, verb, probe, phase) is not None:
                    continue
            out.append(VerbOption(verb, tuple(args)))
    return tuple(out)


def _players(game: Game, name: str, verb: str, first: bool) -> tuple[str, ...]:
    spec = game.rules.verbs[verb]
    choices = game.alive
    if not spec.self_allowed:
        i = choices.index(name)
        choices = choices[:i] + choices[i + 1 :]
    if spec.no_repeat and first:
        before = game.prev.get(name, EMPTY).get(verb)
        if before is not None:
            last = {p for _, p in player_args(spec, before)[:1]}
            choices = tuple(p for p in choices if p not in last)
    return choices
