"""The demo's simulated players (`bot.demo.people`) play like people: they use only
what their player knows, the mafia spares its own, protectors protect others, who found a
mafioso votes for him, votes gather, few are put to sleep, and the seed decides everything."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import engine
from bot.demo.choices import choose_action
from bot.demo.command import NAMES as DEMO_NAMES
from bot.demo.notebook import Notebook
from bot.demo.people import Decision, People, play_game

ROOT = Path(__file__).resolve().parents[2]
NAMES = DEMO_NAMES[:10]
SEEDS = range(1, 31)
PROTECTORS = {"doctor", "gandalf", "radagast"}


@dataclass(frozen=True)
class Step:
    """One resolved phase of a simulated game, with the players' decision."""

    before: engine.Game
    decision: Decision
    result: engine.PhaseResult


def steps(ruleset: str, seed: int, names: tuple[str, ...] = NAMES) -> Iterator[Step]:
    """Play a seeded game with the simulated players, phase by phase."""
    game = engine.new_game(engine.deal(ruleset, names, seed))
    people = People(game, seed)
    while game.winner is None:
        decision = people.decide(game)
        after, result = game.resolve(decision.phase_input)
        people.observe(game, decision, decision.phase_input, result, after)
        yield Step(game, decision, result)
        game = after


def all_steps(ruleset: str) -> Iterator[Step]:
    """Every phase of the seeded games of a rule set."""
    for seed in SEEDS:
        yield from steps(ruleset, seed)


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_the_mafia_never_aims_at_a_member_it_knows(ruleset: str) -> None:
    kills = 0
    for step in all_steps(ruleset):
        game = step.before
        for actor, verbs in step.decision.phase_input.actions.items():
            known = [m for m in game.teams().values() if actor in m]
            teammates = {name for members in known for name in members}
            teammates |= {n for note in engine.card_notes(game, actor) for n in note.members}
            if game.camp(actor) != "mafia":
                continue
            for verb in ("kill", "instruct"):
                value = verbs.get(verb)
                if value is None:
                    continue
                kills += 1
                named = value if isinstance(value, str) else next(iter(dict(value).values()))
                assert named not in teammates, (actor, verb, value)
    assert kills > 100


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_protectors_protect_others(ruleset: str) -> None:
    heals = Counter[bool]()
    for step in all_steps(ruleset):
        for actor, verbs in step.decision.phase_input.actions.items():
            crowd = len(step.before.alive) > 2  # with one other left, he is all there is
            if "heal" in verbs and step.before.role(actor) in PROTECTORS and crowd:
                heals[verbs["heal"] == actor] += 1
    assert heals[False] > 50
    assert heals[True] == 0


def test_the_guard_guards_another_member_while_one_lives() -> None:
    guards = Counter[bool]()
    for step in all_steps("city"):
        for actor, verbs in step.decision.phase_input.actions.items():
            members = [n for n in step.before.teams()["mafia"] if n in step.before.alive_set]
            if "guard" in verbs and len(members) > 1:
                guards[verbs["guard"] == actor] += 1
    assert guards[False] > 20 and guards[True] == 0


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_a_player_who_found_a_hostile_votes_for_him_and_often_says_so(ruleset: str) -> None:
    votes, said = Counter[bool](), Counter[bool]()
    for seed in SEEDS:
        found: dict[str, set[str]] = {}  # investigator -> hostiles his own items named
        for step in steps(ruleset, seed):
            game = step.before
            if game.phase.kind == "day":
                for voter, hostiles in found.items():
                    alive = hostiles & game.alive_set
                    if voter not in game.alive_set or not alive:
                        continue
                    target = step.decision.phase_input.votes.get(voter)
                    votes[game.camp(str(target)) not in ("civilians",)] += 1
                    posts = [p for p in step.decision.posts if p.speaker == voter]
                    said[any(p.kind == "found" for p in posts)] += 1
            for name, items in step.result.private.items():
                if game.camp(name) != "civilians":
                    continue
                for item in items:
                    if item.get("type") in ("check", "search") and not item.get("failed"):
                        target = str(item["target"])
                        if game.camp(target) != "civilians":
                            found.setdefault(name, set()).add(target)
    assert votes[True] > 10 and votes[False] == 0
    assert said[True] > 10 and said[False] > 0  # sometimes, not always


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_votes_gather_on_a_few_suspects(ruleset: str) -> None:
    shares, no_lynch, days = [], 0, 0
    for step in all_steps(ruleset):
        if step.before.phase.kind != "day":
            continue
        days += 1
        no_lynch += not step.result.lynched
        tally = Counter(step.decision.phase_input.votes.values())
        shares.append(sum(n for _, n in tally.most_common(2)) / sum(tally.values()))
    assert sum(shares) / len(shares) > 0.7
    assert no_lynch / days < 0.1


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_inactivity_is_the_exception(ruleset: str) -> None:
    days = sleeps = 0
    for step in all_steps(ruleset):
        if step.before.phase.kind == "day":
            days += 1
            sleeps += sum(death.cause == "sleep" for death in step.result.deaths)
    assert days > 50 and sleeps / days < 0.05


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_the_seed_decides_every_choice(ruleset: str) -> None:
    game = engine.new_game(engine.deal(ruleset, NAMES, 4))
    _, first = play_game(game, 4)
    _, again = play_game(game, 4)
    _, other = play_game(game, 5)
    assert first == again
    assert first != other


def test_a_choice_does_not_depend_on_what_the_player_cannot_know() -> None:
    """Swapping the roles of two players the Boss knows nothing about changes none of his
    choices; swapping two mafia roles changes none of the Detective's."""
    roles = ["boss", "thief", "guard", "detective", "doctor", "lucky", "journalist", "shooter"]
    roles += ["citizen", "citizen"]

    def first_night(order: list[str]) -> dict[str, dict[str, object]]:
        setup = engine.Setup("city", tuple(zip(NAMES, order, strict=True)), engine.Settings(), 9)
        game = engine.new_game(setup)
        return {k: dict(v) for k, v in People(game, 9).decide(game).phase_input.actions.items()}

    plain = first_night(roles)
    civilians_swapped = first_night([*roles[:3], "citizen", *roles[4:8], "detective", "citizen"])
    assert plain[NAMES[0]] == civilians_swapped[NAMES[0]]  # the Boss
    mafia_swapped = first_night(["guard", "thief", "boss", *roles[3:]])
    assert plain[NAMES[3]] == mafia_swapped[NAMES[3]]  # the Detective


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_a_ten_player_demo_ends_in_a_win_and_no_camp_wins_every_time(ruleset: str) -> None:
    winners = []
    for seed in range(1, 11):
        end, _ = play_game(engine.new_game(engine.deal(ruleset, NAMES, seed)), seed)
        winners.append(end.winner)
    assert None not in winners and "draw" not in winners
    assert len(set(winners)) >= 2


def test_the_demo_plays_exactly_the_engine_game_of_the_simulated_players(tmp_path: Path) -> None:
    """`python -m bot demo` (through the service) sends what the players choose in the engine."""
    out = tmp_path / "record.json"
    done = subprocess.run(
        [sys.executable, "-m", "bot", "demo", "--quiet", "--seed", "3", "--record-out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    record = json.loads(out.read_text(encoding="utf-8"))
    setup = engine.deal("city", tuple(record["players"]), 3)
    _, inputs = play_game(engine.new_game(setup), 3)
    assert record["phases"] == engine.Record.from_history(setup, inputs).to_data()["phases"]


def notebook(name: str, camp: str, alive: tuple[str, ...], ruleset: str = "city") -> Notebook:
    """A player's notebook with a camp and the living players, nothing else known."""
    book = Notebook(name, ruleset, random.Random(1), role="boss", camp=camp, alive=alive)
    book.learn(name, camp)
    return book


def test_a_killer_alone_with_two_strangers_waits_a_little_rather_than_force_a_draw() -> None:
    book = notebook("A", "mafia", ("A", "B", "C"))
    kill = engine.VerbOption("kill", (engine.ArgSpec("target", "player", ("A", "B", "C")),))
    assert choose_action(book, kill, lambda _verb, _value: True) is None  # R1: 1 v 1 is a draw
    book.quiet = 4  # nobody has left for a while: R2 would end it in a draw too
    assert choose_action(book, kill, lambda _verb, _value: True) in ("B", "C")


def test_who_survives_the_lynch_is_taken_for_smaug() -> None:
    book = notebook("A", "civilians", ("A", "B", "C", "D"), "hobbit")
    news = engine.Announcement("hobbit", engine.Phase("day", 2), (), ("B",), ("B",))
    book.read_announcement(news, ("A", "B", "C", "D"))
    assert book.hostile("B") and book.roles["B"] == "smaug"
