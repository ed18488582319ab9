"""Default autocomplete options built from a rule set's verb specs."""

from __future__ import annotations

from engine.hooks import GameState, OptionRules
from engine.types import EMPTY, ArgSpec, Phase, VerbOption


def default_options(
    rules: OptionRules, game: GameState, name: str, phase: Phase
) -> tuple[VerbOption, ...]:
    """For each verb `name` may use in `phase`: its arguments with the legal choices.

    Player arguments default to the living players (without `name` where self is not allowed,
    without last night's target where R53 forbids it); a rule set narrows any argument with
    `arg_choices`. A verb the rule set finds `unusable` whatever the arguments, left with no legal
    choice for a required argument, or that validation refuses outright (used up, wrong night …)
    is left out.
    """
    kind = phase.kind
    specs = rules.phase_specs[game.roles[name], kind]
    extra = rules.extra_verbs(game, name, phase)
    if extra:
        specs += tuple(
            spec for spec in map(rules.verbs.__getitem__, extra) if spec.phase in (kind, "any")
        )
    if not specs:
        return ()
    arg_choices, alive = rules.arg_choices, game.alive
    out: list[VerbOption] = []
    for spec in specs:
        verb = spec.verb
        if rules.unusable(game, name, verb, phase):
            continue
        args: list[ArgSpec] = []
        for i, arg in enumerate(spec.args):
            choices = arg_choices(game, name, verb, arg.name, phase)
            if choices is None:
                choices = arg.choices
                if arg.kind == "player":
                    choices = alive
                    if not spec.self_allowed:
                        at = choices.index(name)
                        choices = choices[:at] + choices[at + 1 :]
                    if spec.no_repeat and i == 0:
                        before = game.prev.get(name, EMPTY).get(verb)
                        if before is not None and arg.name in before:
                            choices = tuple([p for p in choices if p != before[arg.name]])
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
    return tuple(out)
