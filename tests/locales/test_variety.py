"""Variety with memory: a long game does not repeat a wording before all of its variants were
said, tells the same story when replayed, and names the moments (first blood, the last day);
role lists come in the reader's alphabet with repeats merged, and a role taken over keeps its
history."""

from __future__ import annotations

import itertools
import random
from collections import defaultdict

import pytest

import engine
from bot.text.collation import sort_key
from bot.text.i18n import SORTED_LIST_ID, Localizer, Text
from bot.text.narrative import (
    VARIANTS,
    game_over,
    phase_started,
    reminder,
    role_name,
    summary,
)
from engine.simulate import random_input

FAMILIES = tuple(VARIANTS)


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


def _family(msg_id: str) -> str | None:
    for family in FAMILIES:
        for ruleset in ("city", "hobbit"):
            prefix = f"{family}-{ruleset}-"
            if msg_id.startswith(prefix) and msg_id[len(prefix) :].isdigit():
                return family
    return None


def _long_game(ruleset: str, seed: int) -> list[Text]:
    """Twelve phases of a big table: random nights (some of them quiet), days that lynch, tie or
    stay silent: every post the table sees, in order."""
    names = [f"P{i:02}" for i in range(25)]
    setup = engine.deal(ruleset, names, seed=seed)
    settings = engine.Settings(inactive_days=0, double_kill=False)
    game = engine.new_game(engine.Setup(ruleset, setup.players, settings, seed, setup.items))
    rng = random.Random(seed)
    posts: list[Text] = []
    for number in range(12):
        posts.extend(phase_started(game))
        posts.append(reminder(game, 5))
        alive = list(game.alive)
        if game.phase.kind == "night":
            phase_input = random_input(game, rng, act_rate=0.4 if number % 4 else 0.0)
        elif number % 3 == 1:
            phase_input = engine.PhaseInput(votes=dict.fromkeys(alive, alive[number % len(alive)]))
        elif number % 3 == 2:
            phase_input = engine.PhaseInput(votes={alive[0]: alive[1], alive[1]: alive[0]})
        else:
            phase_input = engine.PhaseInput()
        after, result = game.resolve(phase_input)
        posts.extend(summary(result, game, after))
        game = after
        if game.winner is not None:
            break
    return posts


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_12_phase_game_says_no_wording_twice_before_its_variants_are_used_up(
    ruleset: str, seed: int
) -> None:
    said: dict[str, list[str]] = defaultdict(list)
    for post in _long_game(ruleset, seed):
        family = _family(post.id)
        if family is not None:
            said[family].append(post.id)
    assert {"night-falls", "day-breaks", "reminder", "quiet-night"} <= set(said)
    for family, ids in said.items():
        count = VARIANTS[family]
        for start in range(0, len(ids), count):
            window = ids[start : start + count]
            assert len(set(window)) == len(window), (family, ids)
        assert all(a != b for a, b in itertools.pairwise(ids)), (family, ids)


def test_a_replayed_game_tells_the_same_story() -> None:
    assert _long_game("city", 5) == _long_game("city", 5)
    assert _long_game("city", 5) != _long_game("city", 6)


def test_every_recurring_post_has_eight_wordings_per_rule_set() -> None:
    recurring = set(FAMILIES) - {"last-day"}
    assert {
        "night-falls",
        "night-deaths",
        "quiet-night",
        "lynch",
        "lynch-tie",
        "lynch-none",
        "kill-failed",
        "reminder",
    } <= recurring
    assert all(VARIANTS[family] >= 8 for family in recurring)


def test_the_russian_role_list_is_in_russian_alphabetical_order(localizer: Localizer) -> None:
    ids = ("detective", "citizen", "doctor", "miner", "actor", "citizen", "witch", "sleepwalker")
    roles = tuple(role_name(role, "city") for role in ids)
    out = localizer.render(Text(SORTED_LIST_ID, {"items": roles}), "ru")
    assert out == "Актёр, Ведьма, Врач, Детектив, Лунатик, Минёр и Мирный житель ×2"
    names = [localizer.render(role_name(role, "city"), "ru") for role in engine.roles("city")]
    every = localizer.render(
        Text(SORTED_LIST_ID, {"items": tuple(role_name(r, "city") for r in engine.roles("city"))}),
        "ru",
    )
    assert every.replace(" и ", ", ").split(", ") == sorted(names, key=sort_key)
    english = localizer.render(Text(SORTED_LIST_ID, {"items": roles}), "en")
    assert english.startswith("Actor, Citizen ×2, Detective")


def test_the_collation_files_yo_with_ye_and_after_it() -> None:
    assert sorted(["Ёж", "Жук", "Ель", "Еда"], key=sort_key) == ["Еда", "Ёж", "Ель", "Жук"]
    assert sorted(["Лёва", "Лева"], key=sort_key) == ["Лева", "Лёва"]
    assert sorted(["ёлка", "Юла", "яма"], key=sort_key) == ["ёлка", "Юла", "яма"]


SUCCESSIONS = (
    "ruleset: city\noptions: {inactive_days: 0}\n"
    "players: {A: boss, B: thief, C: actor, D: doctor, E: detective, F: deputy, G: citizen, "
    "H: citizen, I: citizen}\nphases:\n"
    " - night: {A: {kill: E}}\n - day: {votes: {A: B, D: B, E: B, G: B}}\n"
    " - night: {C: {become: thief}}\n - day: {votes: {A: C, D: C, F: C, G: C}}\n"
)


def test_a_taken_over_role_is_shown_with_its_history(localizer: Localizer) -> None:
    record = engine.load_record(SUCCESSIONS)
    game = engine.new_game(record.setup)
    reveals = []
    for phase_input in record.phases:
        after, result = game.resolve(phase_input)
        reveals += [t for t in summary(result, game, after) if t.id.startswith("reveal")]
        game = after
    lynched_actor = localizer.render(reveals[-1], "ru")
    assert lynched_actor == "C — **Вор (бывший Актёр)**."
    assert localizer.render(reveals[-1], "en") == "C was **the Thief (formerly the Actor)**."
    final = [localizer.render(text, "ru") for text in game_over(game)]
    assert "~~C~~ — Вор (бывший Актёр)" in final
    game, _ = game.resolve(engine.PhaseInput(actions={"A": {"kill": "G"}}))
    final = [localizer.render(text, "ru") for text in game_over(game)]
    assert "F — Детектив (бывший Заместитель)" in final


def test_first_blood_and_the_last_day_are_told(localizer: Localizer) -> None:
    seats = (("Anna", "boss"), ("Boris", "detective"), ("Gleb", "citizen"), ("Dina", "citizen"))
    game = engine.new_game(engine.Setup("city", seats, engine.Settings(), 4))
    after, result = game.resolve(engine.PhaseInput(actions={"Anna": {"kill": "Gleb"}}))
    ids = [text.id for text in summary(result, game, after)]
    assert ids[-2:] == ["first-blood", "alive-count"]  # P4: after the death it sums up
    opening = phase_started(after)
    assert [text.id.startswith("last-day-city-") for text in opening] == [False, True]
    assert "решающий" in localizer.render(opening[1], "ru") or "последн" in localizer.render(
        opening[1], "ru"
    )
    game, result = after, None
    after, result = game.resolve(engine.PhaseInput())
    assert "first-blood" not in [text.id for text in summary(result, game, after)]
