"""The «итоги» post as a host writes it (U1): a line per night and day of who left and
why, who was saved, checked and found; the count by day. A 25-player, 20-phase game fits two
Discord messages in both languages; no line says «удалось» or names the engine."""

from __future__ import annotations

import dataclasses
import random

import pytest

import engine
from bot.discord.text import MESSAGE_LIMIT, chunks, render
from bot.service.resolve.review import plan_review
from bot.text.i18n import Localizer, Text
from bot.text.recap import recap_texts
from bot.text.review import review_of
from engine.seal import Seal
from engine.simulate import play_random_game

NAMES_25 = [f"{name}{i:02d}" for i, name in enumerate(["Ярослава", "Константин"] * 13)][:25]


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


NAMES_32 = [f"Игрок {i:02d} с очень длинным ником".ljust(32, "ж")[:32] for i in range(25)]


def _long_games(ruleset: str, count: int, names: list[str] = NAMES_25) -> list[engine.Record]:
    """`count` random 25-seat games of at least 20 phases, cut at 20 (a stalemate-free table
    that keeps playing, noisy inputs for many failed and saved moves)."""
    found: list[engine.Record] = []
    settings = engine.Settings(stalemate_cycles=0, inactive_days=0)
    seed = 0
    while len(found) < count:
        seed += 1
        setup = engine.deal(ruleset, names, seed=seed, settings=settings)
        _, inputs = play_random_game(engine.new_game(setup), random.Random(seed), noise=0.2)
        if len(inputs) >= 20:
            found.append(engine.Record.from_history(setup, inputs[:20]))
    return found


@pytest.mark.parametrize("names", [NAMES_25, NAMES_32], ids=["names-12", "names-32"])
@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_the_recap_of_25_players_and_20_phases_fits_two_messages(
    ruleset: str, names: list[str], localizer: Localizer
) -> None:
    for record in _long_games(ruleset, 4, names):
        review = review_of(record)
        assert len(review.phases) == 20
        for lang in ("ru", "en"):
            attached = Text("review-attached", {"file": f"mafia-review-{ruleset}-12345.html"})
            post = render(localizer, [*recap_texts(review), attached], lang, "\n")
            assert len(post) <= 2 * MESSAGE_LIMIT, (lang, len(post))
            assert len(chunks(post)) <= 2, lang  # as the Table splits it
            assert post.count("\n") == 21  # the title, a line per night and day, the file
            for word in ("удалось", "движ", "фаз", "succeeded", "engine", "phase"):
                assert word not in post.lower(), (lang, word)


def _doctor_night() -> engine.Record:
    players = (("Boris", "boss"), ("Egor", "doctor"), ("Lev", "citizen"), ("Gleb", "detective"))
    players += (("Anna", "citizen"), ("Vera", "citizen"))
    setup = engine.Setup("city", players, engine.Settings(), 1)
    night = engine.PhaseInput(
        actions={
            "Boris": {"kill": "Lev"},
            "Egor": {"heal": "Lev"},
            "Gleb": {"check": "Boris"},
        }
    )
    return engine.Record.from_history(setup, [night])


def test_u1_a_night_reads_as_a_host_tells_it(localizer: Localizer) -> None:
    review = review_of(_doctor_night())
    ru, en = (render(localizer, recap_texts(review), lang, "\n") for lang in ("ru", "en"))
    night_ru, night_en = ru.split("\n")[1], en.split("\n")[1]
    assert night_ru.startswith("**Ночь 1.**")
    assert "Врач (Egor) лечит Lev — удар проходит мимо" in night_ru
    assert "Детектив (Gleb) проверяет Boris: мафиози" in night_ru
    assert "Lev is healed by the Doctor (Egor), and the blow misses" in night_en
    assert "Boris is checked by the Detective (Gleb): a mafioso" in night_en or (
        "Boris is checked by the Detective (Gleb)" in night_en
    )


def test_u1_a_quiet_phase_is_one_short_line(localizer: Localizer) -> None:
    players = (("Boris", "boss"), ("Egor", "doctor"), ("Lev", "citizen"), ("Anna", "citizen"))
    setup = engine.Setup("city", players, engine.Settings(), 1)
    review = review_of(engine.Record.from_history(setup, [engine.PhaseInput()]))
    assert render(localizer, recap_texts(review)[1], "ru") == "**Ночь 1.** Никто не выбыл."
    assert render(localizer, recap_texts(review)[1], "en") == "**Night 1.** Nobody left."


def test_u1_a_recap_past_its_budget_leaves_the_findings_to_the_page() -> None:
    review = review_of(_doctor_night())
    full, short = recap_texts(review), recap_texts(review, budget=0)
    assert "recap-found-check_result" in repr(full[1])
    assert "recap-found-check_result" not in repr(short[1])
    assert "recap-death" in repr(short[1]) or "recap-phase-quiet" in repr(short[1])


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_the_whole_sealed_post_of_25_players_and_20_phases_fits_two_messages(
    ruleset: str, localizer: Localizer
) -> None:
    """The post as the service plans it: the recap, the seal's reveal and the file line."""
    seal = Seal(commitment="c" * 64, salt="5" * 64)
    for record in _long_games(ruleset, 2, NAMES_32):
        post = plan_review(12345, dataclasses.replace(record, seal=seal), {})
        for lang in ("ru", "en"):
            text = render(localizer, list(post.texts), lang, "\n")
            assert "5" * 64 in text  # the salt is told
            assert len(chunks(text)) <= 2, (lang, len(text))
