"""Random play through the public API: simulated players for property tests, benchmarks, demos.

`random_input` builds one phase's input for a game: every living player sends, with some
probability, one legal-looking value for each verb `Game.options` offers (any verb, including
verbs the player may not use, when `noise` > 0, so validation is exercised too), and by day a vote.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from engine.game import Game
from engine.types import ABSTAIN, ArgSpec, PhaseInput, VerbOption


def value_for(game: Game, verb: str, picks: Mapping[str, object]) -> object:
    """The record value (SPEC 5.1) of `verb` with the given argument values."""
    spec = game.rules.verbs[verb]
    if spec.shape == "nested":
        role = str(picks.get("role", ""))
        nested = game.rules.nested_specs(game, "") or {}
        inner = nested.get(role)
        if inner is None:
            return {"role": role}
        inner_picks = {k: v for k, v in picks.items() if k != "role"}
        return {"role": role, inner.verb: value_for_spec(inner.shape, inner.args, inner_picks)}
    return value_for_spec(spec.shape, spec.args, picks)


def value_for_spec(shape: str, args: tuple[ArgSpec, ...], picks: Mapping[str, object]) -> object:
    """A value of a verb's shape ("single", "list", "mapping") from argument picks."""
    if shape == "list":
        return [picks[a.name] for a in args if a.name in picks]
    if shape == "mapping":
        return dict(picks)
    return picks.get(args[0].name, "") if args else True


def pick_value(game: Game, option: VerbOption, rng: random.Random) -> object:
    """A random value for one offered verb, in record format, from the offered choices.

    A Courtesan's borrowed verb gets random living targets; a verb with alternative groups of
    arguments (Sauron's instruct) sends one group whose arguments all have choices; `distinct`
    arguments name different players.
    """
    spec = game.rules.verbs[option.verb]
    if spec.bare_player and len(option.args) == 1 and option.args[0].choices:
        return rng.choice(option.args[0].choices)  # the common case: `verb: Name`
    picks: dict[str, object] = {}
    for arg in option.args:
        choices = arg.choices or (game.alive if arg.kind == "player" else ())
        if spec.distinct and picks:  # different players in every argument (the Journalist)
            taken = picks.values()
            choices = tuple([c for c in choices if c not in taken])
        if choices:
            picks[arg.name] = rng.choice(choices)
    if spec.shape == "nested":
        nested = game.rules.nested_specs(game, "") or {}
        inner = nested.get(str(picks.get("role", "")))
        if inner is not None:
            for arg in inner.args:
                picks[arg.name] = rng.choice(game.alive)
    if spec.alternatives:
        usable = [group for group in spec.alternatives if picks.keys() >= set(group)]
        if usable:
            group = rng.choice(usable)
            picks = {name: picks[name] for name in group}
    if spec.shape == "nested":
        return value_for(game, option.verb, picks)
    return value_for_spec(spec.shape, spec.args, picks)


def random_input(
    game: Game, rng: random.Random, act_rate: float = 0.8, noise: float = 0.0
) -> PhaseInput:
    """A random input for the current phase of `game` (see the module docstring)."""
    actions: dict[str, dict[str, object]] = {}
    rules = game.rules
    for name, options in game.all_options().items():  # seat order, as the living sit
        sent: dict[str, object] | None = None
        for option in options:
            if rng.random() < act_rate:
                if sent is None:
                    sent = actions[name] = {}
                sent[option.verb] = pick_value(game, option, rng)
    if noise and rng.random() < noise:
        name = rng.choice(game.names)
        verb = rng.choice(tuple(rules.verbs))
        spec = rules.verbs[verb]
        roles = tuple(rules.roles)
        picks: dict[str, object] = {
            a.name: rng.choice(game.names if a.kind == "player" else roles)
            for a in spec.args
            if a.kind in ("player", "role")
        }
        actions.setdefault(name, {})[verb] = value_for(game, verb, picks)
    votes: dict[str, str] = {}
    posts: dict[str, int] | None = None
    if game.phase.kind == "day":
        alive = game.alive
        ballots = rng.choices((*alive, ABSTAIN), k=len(alive))
        for name, target in zip(alive, ballots, strict=True):
            if rng.random() < 0.9:
                votes[name] = target
        if noise and rng.random() < noise:
            votes[rng.choice(game.names)] = rng.choice(game.names)
        if rng.random() < 0.5:
            posts = dict(zip(alive, rng.choices(range(6), k=len(alive)), strict=True))
    return PhaseInput(actions=actions, votes=votes, posts=posts)


def play_random_game(
    game: Game, rng: random.Random, max_phases: int = 200, noise: float = 0.0
) -> tuple[Game, list[PhaseInput]]:
    """Play random phases until the game has a winner (or `max_phases`); returns the inputs too."""
    inputs: list[PhaseInput] = []
    while game.winner is None and len(inputs) < max_phases:
        phase_input = random_input(game, rng, noise=noise)
        inputs.append(phase_input)
        game, _ = game.resolve(phase_input)
    return game, inputs
