"""Issue 24 through the service's plans (`bot.service.outbox.plan`), in both languages: the
stalemate warned of and no «решающий день» when only a draw can come (W1), the Lucky told the life
is spent (W8), a double lynch with a survivor says the other died (W3), Sauron's order told as the
past night's (W2), the Guard's card true when he guards himself (W9), no night DMs once the game
is over (P5)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import engine
from bot.service.outbox.actions import Action, Announce, Retell, Reveal, Tell, TellCard
from bot.service.outbox.plan import plan_resolution, plan_start
from bot.text.i18n import Localizer, Text
from bot.text.narrative import role_card
from engine.simulate import random_input

L = Localizer(strict=True)
PRIVATE = Tell | TellCard | Retell


def _posted(planned: Sequence[Action]) -> list[Text]:
    return [t for p in planned if isinstance(p, Announce | Reveal) for t in p.texts]


def _told(planned: Sequence[Action], player: str) -> list[Text]:
    return [t for p in planned if isinstance(p, PRIVATE) and p.player == player for t in p.texts]


def _both(texts: Sequence[Text]) -> tuple[str, str]:
    return "\n".join(L.render_all(texts, "ru")), "\n".join(L.render_all(texts, "en"))


def _play(setup: engine.Setup, *inputs: engine.PhaseInput) -> list[Action]:
    """The plan of the last of `inputs`, each resolved in turn from the deal."""
    game = engine.new_game(setup)
    planned: list[Action] = []
    for phase_input in inputs:
        after, result = game.resolve(phase_input)
        planned = plan_resolution(result, game, after)
        game = after
    return planned


QUIET = engine.PhaseInput()
CITY = (("Boris", "boss"), ("Egor", "doctor"), ("Lev", "citizen"), ("Gleb", "detective"))
CITY += (("Anna", "citizen"), ("Vera", "lucky"), ("Dina", "citizen"), ("Max", "mafioso"))


def test_w1_the_stalemate_is_warned_of_the_morning_it_may_fall() -> None:
    settings = engine.Settings(stalemate_cycles=2, inactive_days=0)
    planned = _play(engine.Setup("city", CITY, settings, 1), QUIET, QUIET, QUIET)
    ids = [text.id for text in _posted(planned)]
    assert "stalemate-warning" in ids
    assert not any(i.startswith("last-day-") for i in ids)  # no win can come today
    ru, en = _both(_posted(planned))
    assert "Вторые сутки без потерь. Если и сегодня никто не выбудет — объявляю ничью." in ru
    assert "If nobody leaves today either, I call the game a draw." in en
    calm = _play(engine.Setup("city", CITY, settings, 1), QUIET)  # day 1: one quiet night
    assert "stalemate-warning" not in [text.id for text in _posted(calm)]


def test_w1_a_day_only_a_draw_can_end_is_no_decisive_day() -> None:
    seen = 0
    for seed in range(60):
        rng = random.Random(seed)
        names = [f"P{i:02d}" for i in range(rng.choice((6, 9, 12)))]
        settings = engine.Settings(stalemate_cycles=1, inactive_days=0)
        ruleset = rng.choice(engine.RULESETS)
        game = engine.new_game(engine.deal(ruleset, names, seed=seed, settings=settings))
        while game.winner is None:
            after, result = game.resolve(random_input(game, rng))
            if after.lynch_can_decide() and not after.lynch_can_win():
                ids = [text.id for text in _posted(plan_resolution(result, game, after))]
                assert not any(i.startswith("last-day-") for i in ids), ids
                seen += 1
            game = after
    assert seen >= 3


def test_w8_the_lucky_is_told_the_extra_life_is_spent() -> None:
    night = engine.PhaseInput(actions={"Boris": {"kill": "Vera"}})
    planned = _play(engine.Setup("city", CITY, engine.Settings(), 1), night)
    ru, en = _both(_told(planned, "Vera"))
    assert "запасная жизнь потрачена. Следующий удар — ваш." in ru
    assert "your extra life is spent. The next blow is yours." in en
    game, _ = engine.new_game(engine.Setup("city", CITY, engine.Settings(), 1)).resolve(night)
    ru_card, en_card = _both(role_card(game, "Vera"))
    assert "Запасной жизни больше нет" in ru_card and "Осталось 0" not in ru_card
    assert "Your extra life is spent" in en_card


HOBBIT = (("Smaug", "smaug"), ("Azog", "azog"), ("Bard", "bard"), ("Bilbo", "bilbo"))
HOBBIT += (("Dale", "citizen"), ("Esgar", "citizen"), ("Sauron", "sauron"), ("Tom", "citizen"))


def test_w3_a_double_lynch_with_a_survivor_says_the_other_died() -> None:
    votes = {"Azog": "Smaug", "Bard": "Smaug", "Bilbo": "Smaug"}
    votes |= {"Dale": "Esgar", "Tom": "Esgar", "Sauron": "Esgar"}
    setup = engine.Setup("hobbit", HOBBIT, engine.Settings(inactive_days=0), 1)
    planned = _play(setup, QUIET, engine.PhaseInput(votes=votes))
    ids = [text.id for text in _posted(planned)]
    assert [i for i in ids if i.startswith("lynch-") and i != "lynch-votes"] == [
        "lynch-picked",
        "lynch-failed",
        "lynch-also",
    ]
    ru, en = _both(_posted(planned))
    assert "**Smaug** остаётся в живых" in ru and "…а **Esgar** сбрасывают с моста." in ru
    assert "…and **Esgar** is cast off the bridge." in en
    assert "остаётся цел" not in ru  # G2


def test_w2_saurons_order_is_told_as_the_past_nights() -> None:
    night = engine.PhaseInput(
        actions={"Sauron": {"instruct": {"order": "Dale"}}, "Azog": {"kill": "Dale"}}
    )
    setup = engine.Setup("hobbit", HOBBIT, engine.Settings(), 1)
    planned = _play(setup, night)
    ru, en = _both(_told(planned, "Azog"))
    assert "Этой ночью Саурон приказал: «**Убейте Dale**»" in ru
    assert "Last night Sauron ordered: “**Kill Dale.**”" in en
    assert "будет" not in ru and "goes to them" not in en  # no future tense the morning after


GUARDED = (("Gleb", "guard"), ("Boris", "boss"), ("Sam", "shooter"), ("Lev", "citizen"))
GUARDED += (("Anna", "citizen"), ("Egor", "doctor"), ("Dina", "citizen"))


def test_w9_a_guard_guarding_himself_survives_and_his_card_says_so() -> None:
    setup = engine.Setup("city", GUARDED, engine.Settings(), 1)
    night = engine.PhaseInput(actions={"Gleb": {"guard": "Gleb"}, "Sam": {"shoot": "Gleb"}})
    after, _ = engine.new_game(setup).resolve(night)
    assert "Gleb" in after.alive
    card = [t for p in plan_start(engine.new_game(setup)) if isinstance(p, TellCard)
            and p.player == "Gleb" for t in p.texts]  # fmt: skip
    ru, en = _both(card)
    assert "в том числе вы сами" in ru and "погибаете только вы" not in ru
    assert "Если вы охраняете другого, а стреляют в вас, — погибаете вы" in ru
    assert "yourself included" in en and "only you fall" not in en


def test_p5_no_night_dms_once_the_game_is_over() -> None:
    seats = (("Boris", "boss"), ("Sam", "shooter"), ("Gleb", "detective"), ("Lev", "citizen"))
    night = engine.PhaseInput(actions={"Sam": {"shoot": "Boris"}, "Gleb": {"check": "Lev"}})
    game = engine.new_game(engine.Setup("city", seats, engine.Settings(), 1))
    after, result = game.resolve(night)
    assert after.winner == "civilians" and result.private.get("Gleb")  # the engine told him
    planned = plan_resolution(result, game, after)
    assert not [p for p in planned if isinstance(p, Tell)]
    assert [p for p in planned if isinstance(p, Reveal)]


def test_u6_tauriel_finding_kili_is_told_once() -> None:
    seats = (("Tia", "tauriel"), ("Kim", "kili"), ("Azog", "azog"), ("Dale", "citizen"))
    seats += (("Bard", "bard"), ("Tom", "citizen"))
    setup = engine.Setup("hobbit", seats, engine.Settings(), 1)
    planned = _play(setup, engine.PhaseInput(actions={"Tia": {"seek": "Kim"}}))
    assert [text.id for text in _told(planned, "Tia")] == ["private-seek-kili-found"]
    assert "private-met" in [text.id for text in _told(planned, "Kim")]  # Kili learns it so
