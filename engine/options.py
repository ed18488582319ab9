"""Default autocomplete options built from a rule set's verb specs, for every seat at once."""

from __future__ import annotations

from collections.abc import Mapping

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
    is left out. A verb whose value is one whole choice (a digit, a side, True) is asked of
    validation with its first legal value, unless the rule set checks it with `unusable`: then
    only the engine's own refusals of any value remain (a phase neither current nor next, a
    once-only verb spent, R54).
    """
    kind = phase.kind
    role_specs, verbs, plain = rules.phase_specs[kind], rules.verbs, rules.plain_verbs
    arg_choices, narrowed = rules.arg_choices, rules.narrowed_verbs
    unusable, checked = rules.unusable, rules.unusable_verbs
    granted = rules.granted_verbs(game, phase)
    players = _Players(game)
    table: dict[str, tuple[VerbOption, ...]] = {}
    roles = game.roles
    for name in game.alive:
        specs = role_specs[roles[name]]
        if granted and name in granted:
            specs += tuple(
                spec
                for spec in map(verbs.__getitem__, granted[name])
                if spec.phase in (kind, "any")
            )
        if not specs:
            continue
        out: list[VerbOption] = []
        for spec in specs:
            verb = spec.verb
            if verb in checked and unusable(game, name, verb, phase):
                continue
            if verb in plain:  # the common case, e.g. `kill: Name`: no argument hook to ask
                option = players.plain_option(spec, name)
                if option is not None:
                    out.append(option)
                continue
            narrow = verb in narrowed
            args: list[ArgSpec] = []
            for i, arg in enumerate(spec.args):
                choices = arg_choices(game, name, verb, arg.name, phase) if narrow else None
                if choices is None and arg.kind == "player":
                    choices = (
                        players.alive if spec.offers_everyone else players.choices(spec, name, i)
                    )
                    if choices is players.alive:
                        args.append(players.everyone(arg.name))
                        continue
                elif choices is None:
                    choices = arg.choices
                if not choices and i < spec.min_args and arg.kind in ("player", "role"):
                    break
                args.append(arg if choices is arg.choices else ArgSpec(arg.name, arg.kind, choices))
            else:
                if spec.probe_whole and verb in checked:
                    if not _current(game, phase) or (
                        spec.once and verb + "_used" in game.flags.get(name, ())
                    ):
                        continue
                elif spec.probe_whole:
                    # used-up and once-only verbs: ask validation with the first legal value
                    probe: object = args[0].choices[0] if args and args[0].choices else True
                    if game.check_action(name, verb, probe, phase) is not None:
                        continue
                out.append(VerbOption(verb, tuple(args)))
        if out:
            table[name] = tuple(out)
    return table


def _current(game: GameState, phase: Phase) -> bool:
    """Whether validation takes actions for `phase`: the current phase or the next one."""
    return phase is game.phase or phase == game.phase or phase == game.phase.next()


class _Players:
    """The default choices of player arguments in one table, the ones alike made once."""

    __slots__ = ("_arguments", "_options", "alive", "prev")

    def __init__(self, game: GameState) -> None:
        self.alive = game.alive
        self.prev = game.prev
        self._arguments: dict[str, ArgSpec] = {}  # an argument offering every living player
        self._options: dict[str, VerbOption] = {}  # a plain verb offering every living player

    def choices(self, spec: VerbSpec, name: str, index: int) -> tuple[str, ...]:
        """The living players `name` may name as `spec`'s argument `index`: not oneself where
        self is not allowed, not last night's first target where R53 forbids it (the very tuple
        `alive` when nobody is left out)."""
        choices = self.alive
        if not spec.self_allowed:
            at = choices.index(name)
            choices = choices[:at] + choices[at + 1 :]
        if spec.no_repeat and index == 0:
            arg = spec.args[0].name
            before = self.prev.get(name, EMPTY).get(spec.verb)
            if before is not None and arg in before:
                choices = tuple([p for p in choices if p != before[arg]])  # R53
        return choices

    def everyone(self, arg: str) -> ArgSpec:
        """The player argument `arg` offering every living player."""
        argument = self._arguments.get(arg)
        if argument is None:
            argument = self._arguments[arg] = ArgSpec(arg, "player", self.alive)
        return argument

    def plain_option(self, spec: VerbSpec, name: str) -> VerbOption | None:
        """The option of a plain verb (`Ruleset.plain_verbs`), as the general path makes it;
        None when its one argument is left with no choice."""
        choices = self.alive if spec.offers_everyone else self.choices(spec, name, 0)
        if choices is self.alive:  # the same for every player: made once
            option = self._options.get(spec.verb)
            if option is None:
                option = VerbOption(spec.verb, (self.everyone(spec.args[0].name),))
                self._options[spec.verb] = option
            return option
        return (
            VerbOption(spec.verb, (ArgSpec(spec.args[0].name, "player", choices),))
            if choices
            else None
        )
