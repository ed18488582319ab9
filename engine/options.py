"""Default autocomplete options built from a rule set's verb specs, for every seat at once."""

from __future__ import annotations

from collections.abc import Mapping

from engine.hooks import GameState, OptionRules
from engine.types import EMPTY, ArgSpec, Phase, VerbOption
from engine.verbs import VerbSpec

_ArgKey = tuple[str, str | None, object]
"""A player argument with default choices: (its name, the player left out as oneself, the
player left out as last night's target, R53). Arguments with one key have the same choices."""


class _Shared:
    """The arguments and options worked out so far for one table, to share alike ones."""

    __slots__ = ("arguments", "options")

    def __init__(self) -> None:
        self.arguments: dict[_ArgKey, ArgSpec] = {}
        self.options: dict[tuple[object, ...], VerbOption] = {}


def default_option_table(
    rules: OptionRules, game: GameState, phase: Phase
) -> Mapping[str, tuple[VerbOption, ...]]:
    """Every living player's options in `phase`, in seat order; players with none left out.

    For each verb a player may use in `phase`: its arguments with the legal choices. Player
    arguments default to the living players (without the player where self is not allowed,
    without last night's target where R53 forbids it); a rule set narrows any argument with
    `arg_choices`. A verb the rule set finds `unusable` whatever the arguments, left with no legal
    choice for a required argument, or that validation refuses outright (used up, wrong night …)
    is left out. Alike options are one shared object (the mafia's `kill` …): they are frozen.
    """
    kind = phase.kind
    phase_specs, extra_verbs, verbs = rules.phase_specs, rules.extra_verbs, rules.verbs
    roles = game.roles
    shared = _Shared()
    table: dict[str, tuple[VerbOption, ...]] = {}
    for name in game.alive:
        specs = phase_specs[roles[name], kind]
        extra = extra_verbs(game, name, phase)
        if extra:
            specs += tuple(
                spec for spec in map(verbs.__getitem__, extra) if spec.phase in (kind, "any")
            )
        if specs:
            options = _player_options(rules, game, name, phase, specs, shared)
            if options:
                table[name] = options
    return table


def _player_options(
    rules: OptionRules,
    game: GameState,
    name: str,
    phase: Phase,
    specs: tuple[VerbSpec, ...],
    shared: _Shared,
) -> tuple[VerbOption, ...]:
    """One player's options from the specs of the verbs they may use (`default_option_table`)."""
    arg_choices, alive, arguments = rules.arg_choices, game.alive, shared.arguments
    out: list[VerbOption] = []
    for spec in specs:
        verb = spec.verb
        if rules.unusable(game, name, verb, phase):
            continue
        args: list[ArgSpec] = []
        keys: list[_ArgKey] | None = []  # None once an argument's choices are not the default
        for i, arg in enumerate(spec.args):
            choices = arg_choices(game, name, verb, arg.name, phase)
            if choices is None and arg.kind == "player":
                key = _default_key(game, name, spec, arg.name, i)
                argument = arguments.get(key)
                if argument is None:
                    argument = arguments[key] = ArgSpec(arg.name, "player", _choices(alive, key))
                if not argument.choices and i < spec.min_args:
                    break
                args.append(argument)
                if keys is not None:
                    keys.append(key)
                continue
            keys = None
            if choices is None:
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
            out.append(_option(verb, args, keys, shared))
    return tuple(out)


def _default_key(game: GameState, name: str, spec: VerbSpec, arg_name: str, index: int) -> _ArgKey:
    """Whom a player argument's default choices leave out: oneself, last night's target (R53)."""
    himself = None if spec.self_allowed else name
    repeated = None
    if spec.no_repeat and index == 0:
        before = game.prev.get(name, EMPTY).get(spec.verb)
        if before is not None and arg_name in before:
            repeated = before[arg_name]
    return (arg_name, himself, repeated)


def _choices(alive: tuple[str, ...], key: _ArgKey) -> tuple[str, ...]:
    """The living players without the ones `key` leaves out (the same tuple when none)."""
    _, himself, repeated = key
    choices = alive
    if himself is not None:
        at = choices.index(himself)
        choices = choices[:at] + choices[at + 1 :]
    if repeated is not None:
        choices = tuple([p for p in choices if p != repeated])
    return choices


def _option(
    verb: str, args: list[ArgSpec], keys: list[_ArgKey] | None, shared: _Shared
) -> VerbOption:
    """The verb's option: one object for every player whose arguments all have default choices."""
    if keys is None:
        return VerbOption(verb, tuple(args))
    key = (verb, *keys)
    option = shared.options.get(key)
    if option is None:
        option = shared.options[key] = VerbOption(verb, tuple(args))
    return option
