"""Default autocomplete options built from a rule set's verb specs, for every seat at once."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.hooks import GameState, OptionRules
from engine.types import EMPTY, ArgSpec, Phase, VerbOption
from engine.verbs import VerbSpec


def default_option_table(
    rules: OptionRules, game: GameState, phase: Phase
) -> Mapping[str, tuple[VerbOption, ...]]:
    """Every living player's options in `phase`, in seat order; players with none left out.

    For each verb a player may use in `phase`: its arguments with the legal choices. Player
    arguments default to the living players (without the player where self is not allowed,
    without last night's target where R53 forbids it); a rule set narrows any argument with
    `arg_choices`. A verb the rule set finds `unusable` whatever the arguments, left with no legal
    choice for a required argument, or that validation refuses outright (used up, wrong night …)
    is left out.
    """
    kind = phase.kind
    alive, roles, prev = game.alive, game.roles, game.prev
    role_specs, verbs, plain = rules.phase_specs[kind], rules.verbs, rules.plain_verbs
    arg_choices, narrowed = rules.arg_choices, rules.narrowed_verbs
    unusable, checked = rules.unusable, rules.unusable_verbs
    granted = rules.granted_verbs(game, phase)
    everyone: dict[str, ArgSpec] = {}  # a player argument offering every living player, by name
    offered: dict[str, VerbOption] = {}  # a plain verb offering every living player, by verb
    table: dict[str, tuple[VerbOption, ...]] = {}
    for name in alive:
        specs = role_specs[roles[name]]
        extra = granted.get(name)
        if extra:
            specs += tuple(
                spec for spec in map(verbs.__getitem__, extra) if spec.phase in (kind, "any")
            )
        if not specs:
            continue
        out: list[VerbOption] = []
        for spec in specs:
            verb = spec.verb
            if verb in plain:  # the common case, e.g. `kill: Name`: no hook to ask
                option = _plain_option(spec, name, alive, prev, (everyone, offered))
                if option is not None:
                    out.append(option)
                continue
            if verb in checked and unusable(game, name, verb, phase):
                continue
            narrow = verb in narrowed
            args: list[ArgSpec] = []
            for i, arg in enumerate(spec.args):
                choices = arg_choices(game, name, verb, arg.name, phase) if narrow else None
                if choices is None and arg.kind == "player":
                    choices = alive
                    if not spec.self_allowed:
                        at = choices.index(name)
                        choices = choices[:at] + choices[at + 1 :]
                    if spec.no_repeat and i == 0:
                        before = prev.get(name, EMPTY).get(verb)
                        if before is not None and arg.name in before:
                            choices = tuple([p for p in choices if p != before[arg.name]])  # R53
                    if choices is alive:  # the same for every player: made once
                        argument = everyone.get(arg.name)
                        if argument is None:
                            argument = everyone[arg.name] = ArgSpec(arg.name, "player", alive)
                        args.append(argument)
                        continue
                elif choices is None:
                    choices = arg.choices
                if not choices and i < spec.min_args and arg.kind in ("player", "role"):
                    break
                args.append(arg if choices is arg.choices else ArgSpec(arg.name, arg.kind, choices))
            else:
                if spec.probe_whole:
                    # used-up and once-only verbs: ask validation with the first legal value
                    probe: object = args[0].choices[0] if args and args[0].choices else True
                    if game.check_action(name, verb, probe, phase) is not None:
                        continue
                out.append(VerbOption(verb, tuple(args)))
        if out:
            table[name] = tuple(out)
    return table


def _plain_option(
    spec: VerbSpec,
    name: str,
    alive: tuple[str, ...],
    prev: Mapping[str, Mapping[str, Mapping[str, Any]]],
    shared: tuple[dict[str, ArgSpec], dict[str, VerbOption]],
) -> VerbOption | None:
    """The option of a plain verb (`Ruleset.plain_verbs`) for `name`, as the general path above
    makes it; None when its one argument is left with no choice."""
    choices = alive
    if not spec.self_allowed:
        at = choices.index(name)
        choices = choices[:at] + choices[at + 1 :]
    arg = spec.args[0].name
    if spec.no_repeat:
        before = prev.get(name, EMPTY).get(spec.verb)
        if before is not None and arg in before:
            choices = tuple([p for p in choices if p != before[arg]])  # R53
    if choices is alive:  # the same for every player: made once
        everyone, offered = shared
        option = offered.get(spec.verb)
        if option is None:
            argument = everyone.get(arg)
            if argument is None:
                argument = everyone[arg] = ArgSpec(arg, "player", alive)
            option = offered[spec.verb] = VerbOption(spec.verb, (argument,))
        return option
    return VerbOption(spec.verb, (ArgSpec(arg, "player", choices),)) if choices else None
