"""Simulated players who play like people: the demo's (`python -m bot demo`) and the win-share
benchmark's (`benchmarks/sim_win_shares.py`). The property tests keep the random players of
`engine.simulate`.

Each player keeps a `Notebook` of what its player is shown (`bot.demo.notebook`) and chooses from
it (`bot.demo.choices`): the mafia never aims at a member it knows, protectors protect others,
who found a hostile votes for him and often says so, votes gather on the suspects the table talks
about, and everyone posts enough to stay present, but for a rare quiet day. Every random choice
comes from the game's seed: the random source of one seat in one phase is
`Random("<seed>:<phase kind>:<number>:<seat>")`, so a game is the same however often it is
rebuilt (`replayed`).

From the game, a player's choices use only what the service would show that player: `options`,
`check_action` and `check_vote` for its own seat, the living players, and, after a phase, its own
private items, the public announcement, the public votes and the posts.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import engine
from bot.demo.choices import choose_action, choose_vote, revise_vote, speak_up
from bot.demo.notebook import Notebook, Post

POSTS = (3, 3, 4, 4, 5, 6)  # messages a simulated player posts on a day
QUIET_DAY = 0.03  # how often a player posts too little on a day (inactivity stays the exception)


def random_for(seed: int, phase: engine.Phase, position: int | str) -> random.Random:
    """The random source of one simulated seat (or of the table, "table") in one phase."""
    return random.Random(f"{seed}:{phase.kind}:{phase.number}:{position}")


@dataclass(frozen=True)
class Decision:
    """What the simulated players send for one phase: the engine input, and by day the posts
    in the order they were written and the ballots in the order they were cast (a changed vote
    comes twice: the tally keeps the first one struck through)."""

    phase_input: engine.PhaseInput
    posts: tuple[Post, ...] = ()
    ballots: tuple[tuple[str, str], ...] = ()


class People:
    """The simulated players of one game."""

    def __init__(self, game: engine.Game, seed: int) -> None:
        self.seed = seed
        self.books: dict[str, Notebook] = {}
        for position, name in enumerate(game.names):
            book = Notebook(name, game.setup.ruleset, random.Random(f"{seed}:people:{position}"))
            book.read_card(game)
            book.feel(game.names)
            self.books[name] = book

    def decide(self, game: engine.Game) -> Decision:
        """Every living player's actions for the game's current phase; by day first the talk
        and the votes, then the day's actions (a shot, the Ring) in the light of the talk."""
        phase = game.phase
        for position, name in enumerate(game.names):
            book = self.books[name]
            book.rng = random_for(self.seed, phase, position)
            book.day = phase.kind == "day"
        if phase.kind == "night":
            return Decision(engine.PhaseInput(actions=self._actions(game)))
        posts, ballots, counts = self._talk(game)
        phase_input = engine.PhaseInput(self._actions(game), dict(ballots), counts)
        return Decision(phase_input, tuple(posts), tuple(ballots))

    def _actions(self, game: engine.Game) -> dict[str, dict[str, object]]:
        actions: dict[str, dict[str, object]] = {}
        for name in game.alive:
            book = self.books[name]

            def legal(verb: str, value: object, name: str = name) -> bool:
                return game.check_action(name, verb, value) is None

            chosen: dict[str, object] = {}
            for option in game.options(name):
                value = choose_action(book, option, legal)
                if value is not None:
                    chosen[option.verb] = value
            if chosen:
                actions[name] = chosen
        return actions

    def _talk(self, game: engine.Game) -> tuple[list[Post], list[tuple[str, str]], dict[str, int]]:
        """The day's talk in a seeded speaking order: posts, ballots, messages per player."""
        table = random_for(self.seed, game.phase, "table")
        speakers = list(game.alive)
        table.shuffle(speakers)
        tally: Counter[str] = Counter()
        posts: list[Post] = []
        votes: dict[str, str] = {}
        ballots: list[tuple[str, str]] = []
        counts: dict[str, int] = {}
        for name in speakers:
            self.books[name].today = posts  # everyone hears the posts as they come
        for name in speakers:
            book = self.books[name]
            target, post = choose_vote(book, posts, tally)
            if target is not None and game.check_vote(name, target) is None:
                votes[name] = target
                ballots.append((name, target))
                tally[target] += 1
            if post is not None:
                posts.append(post)
            quiet = book.rng.random() < QUIET_DAY
            counts[name] = book.rng.choice((0, 1, 2)) if quiet else book.rng.choice(POSTS)
        for name in speakers:  # who checked the player about to be lynched speaks up
            said = speak_up(self.books[name], tally)
            if said is not None:
                posts.append(said)
        for name in speakers:  # a second look before the deadline
            book = self.books[name]
            current = votes.get(name)
            target, post = revise_vote(book, current, posts, tally)
            if post is not None:
                posts.append(post)
            if target is None or target == current or game.check_vote(name, target) is not None:
                continue
            if current is not None:
                tally[current] -= 1
            votes[name] = target
            ballots.append((name, target))
            tally[target] += 1
        return posts, ballots, counts

    def observe(
        self,
        before: engine.Game,
        decision: Decision,
        phase_input: engine.PhaseInput,
        result: engine.PhaseResult,
        after: engine.Game,
    ) -> None:
        """Each player learns what it is shown of the phase just resolved: its own actions and
        private items, the posts, the announcement, the public votes, its card now."""
        news = engine.announcement(result, before)
        for name, book in self.books.items():
            if name not in before.alive_set:
                continue
            own: Mapping[str, Any] = phase_input.actions.get(name, {})
            book.read_own_actions(own)
            book.read_items(result.private.get(name, ()))
            book.read_posts(decision.posts)
            book.read_announcement(news, after.alive)
            if result.phase.kind == "day":
                book.read_votes(phase_input.votes, result.lynched)
            if name in after.alive_set:
                book.read_card(after)
                if after.winner is None:
                    book.deduce()


def replayed(record: engine.Record) -> tuple[People, engine.Game]:
    """The simulated players of a recorded game, as they stand after its last phase, and the
    game then: each past phase is decided again (for its posts) and observed as it was played."""
    game = engine.new_game(record.setup)
    people = People(game, record.setup.seed or 0)
    for phase_input in record.phases:
        decision = people.decide(game)
        after, result = game.resolve(phase_input)
        people.observe(game, decision, phase_input, result, after)
        game = after
    return people, game


def play_game(
    game: engine.Game, seed: int, max_phases: int = 200
) -> tuple[engine.Game, list[engine.PhaseInput]]:
    """Play a whole game through the engine with simulated players; the end and the inputs."""
    people = People(game, seed)
    inputs: list[engine.PhaseInput] = []
    while game.winner is None and len(inputs) < max_phases:
        decision = people.decide(game)
        after, result = game.resolve(decision.phase_input)
        people.observe(game, decision, decision.phase_input, result, after)
        inputs.append(decision.phase_input)
        game = after
    return game, inputs
