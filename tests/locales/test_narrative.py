"""bot.narrative over real engine games: every Text it makes exists and renders in both languages,
public posts never say who did what to whom, and the frequent lines vary with seed and phase."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
from bot.text.i18n import SORTED_LIST_ID, Arg, Localizer, Text
from bot.text.narrative import (
    VARIANTS,
    game_over,
    phase_started,
    private_item,
    private_items,
    reminder,
    role_card,
    role_name,
    rules_overview,
    summary,
    team_name,
    variant_id,
    winner_name,
)
from tests.locales.catalog import catalog

CONFORMANCE = Path(__file__).resolve().parent.parent / "engine" / "conformance"
RECORDS = sorted(
    path for ruleset in ("city", "hobbit") for path in (CONFORMANCE / ruleset).glob("*.yaml")
)
Step = tuple[engine.Game, engine.PhaseResult, engine.Game]


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


def play(record: engine.Record) -> Iterator[Step]:
    """Every resolved phase of a record: (game before, result, game after)."""
    game = engine.new_game(record.setup)
    for phase_input in record.phases:
        if game.winner is not None:
            return
        after, result = game.resolve(phase_input)
        yield game, result, after
        game = after


def load(path: Path) -> engine.Record:
    try:
        return engine.load_record(path)
    except engine.EngineError as error:
        if error.code == "unknown_ruleset":
            pytest.skip(f"{error.params['ruleset']} is not registered in the engine yet")
        raise


def strings_in(value: Arg) -> Iterator[str]:
    """Every plain string inside a Text argument, nested Texts and lists included."""
    if isinstance(value, Text):
        for arg in value.args.values():
            yield from strings_in(arg)
    elif isinstance(value, tuple):
        for item in value:
            yield from strings_in(item)
    elif isinstance(value, str):
        yield value


def role_names(localizer: Localizer, ruleset: str) -> set[str]:
    """Every role name of a rule set, in both languages."""
    return {
        localizer.render(role_name(role, ruleset), lang)
        for role in engine.roles(ruleset)
        for lang in ("ru", "en")
    }


def render_both(localizer: Localizer, texts: list[Text]) -> list[str]:
    return [localizer.render(text, lang) for text in texts for lang in ("ru", "en")]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_text_of_a_replayed_game_renders_in_both_languages(
    localizer: Localizer, path: Path
) -> None:
    record = load(path)
    last = None
    for before, result, after in play(record):
        render_both(localizer, summary(result, before, after))
        render_both(localizer, phase_started(after))
        for texts in private_items(result).values():
            assert texts, "a player with nothing to be told has no entry (the outbox relies on it)"
            render_both(localizer, texts)
        for name in after.names:
            render_both(localizer, role_card(after, name))
        render_both(localizer, [reminder(after, 5)])
        last = after
    if last is not None and last.winner is not None:
        render_both(localizer, game_over(last))


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_summary_never_names_who_acted_on_whom(localizer: Localizer, path: Path) -> None:
    record = load(path)
    for before, result, after in play(record):
        named = {death.player for death in result.deaths} | set(result.lynched)
        # a player called like a role ("Thorin") may appear as that role's name
        unnamed = set(before.names) - named - role_names(localizer, before.setup.ruleset)
        texts = summary(result, before, after)
        mentioned = {s for text in texts for s in strings_in(text)} & set(before.names)
        assert mentioned <= named, (result.phase, mentioned - named)
        for out in render_both(localizer, texts):
            leaked = {name for name in unnamed if re.search(rf"\b{re.escape(name)}\b", out)}
            assert not leaked, (result.phase, out)


def test_the_engine_sends_only_private_items_the_narrative_knows() -> None:
    unknown = set()
    for path in RECORDS:
        try:
            record = engine.load_record(path)
        except engine.EngineError:
            continue
        for _, result, _ in play(record):
            for items in result.private.values():
                unknown |= {str(item["type"]) for item in items if private_item(item) is None}
    assert unknown == set()


def test_variant_families_match_the_locale_files() -> None:
    for lang in ("ru", "en"):
        ids = set(catalog(lang))
        for family, count in VARIANTS.items():
            for ruleset in ("city", "hobbit"):
                present = {f"{family}-{ruleset}-{n}" for n in range(1, count + 1)}
                assert present <= ids, (lang, family, ruleset)
                assert f"{family}-{ruleset}-{count + 1}" not in ids, (lang, family, ruleset)


def test_a_shuffle_bag_says_every_variant_once_before_any_comes_again() -> None:
    for family, count in VARIANTS.items():
        for seed in (None, 1, 7, 123456):
            picks = [variant_id(family, "city", seed, uses) for uses in range(3 * count)]
            assert picks == [variant_id(family, "city", seed, uses) for uses in range(3 * count)]
            for start in range(0, 3 * count, count):
                assert len(set(picks[start : start + count])) == count, (family, seed, picks)
            assert all(a != b for a, b in itertools.pairwise(picks)), picks
    seven = [variant_id("night-falls", "city", 7, uses) for uses in range(8)]
    assert seven != [variant_id("night-falls", "city", 8, uses) for uses in range(8)]


# --- hand-played city games -----------------------------------------------------------------

CITY_SEATS = {
    "Anna": "boss",
    "Boris": "doctor",
    "Vera": "detective",
    "Gleb": "psycho",
    "Dina": "citizen",
    "Egor": "citizen",
    "Fedor": "citizen",
}


def city_game(seed: int = 3, **settings: int | bool) -> engine.Game:
    setup = engine.Setup(
        "city",
        tuple(CITY_SEATS.items()),
        engine.Settings(**settings),
        seed,  # type: ignore[arg-type]
    )
    return engine.new_game(setup)


def resolve(game: engine.Game, **kwargs: object) -> Step:
    after, result = game.resolve(engine.PhaseInput(**kwargs))  # type: ignore[arg-type]
    return game, result, after


def ids_of(texts: list[Text]) -> list[str]:
    return [text.id for text in texts]


def test_a_healed_kill_is_only_a_failed_kill(localizer: Localizer) -> None:
    before, result, after = resolve(
        city_game(), actions={"Anna": {"kill": "Boris"}, "Boris": {"heal": "Boris"}}
    )
    texts = summary(result, before, after)
    ids = ids_of(texts)
    assert ids[0] == "summary-title" and ids[2] == "alive-count" and len(ids) == 3
    assert ids[1] == variant_id("kill-failed", "city", 3, 0)
    assert "Все живы" in localizer.render(texts[1], "ru") or "все " in localizer.render(
        texts[1], "ru"
    )


def test_a_quiet_night_picks_a_seeded_variant() -> None:
    before, result, after = resolve(city_game())
    title, text, alive = summary(result, before, after)
    assert (title.id, alive.id) == ("summary-title", "alive-count")
    assert text.id == variant_id("quiet-night", "city", 3, 0)
    assert alive.args["count"] == len(CITY_SEATS)


def test_a_night_death_names_the_player_and_the_role_but_not_the_cause(
    localizer: Localizer,
) -> None:
    before, result, after = resolve(city_game(), actions={"Anna": {"kill": "Vera"}})
    texts = summary(result, before, after)
    assert ids_of(texts) == [  # P4: the moment after the death it sums up
        "summary-title",
        variant_id("night-deaths", "city", 3, 0),
        "reveal-one",
        variant_id("epitaph", "city", 3, 0),
        "first-blood",
        "alive-count",
    ]
    ru = [localizer.render(text, "ru") for text in texts]
    assert "Vera" in ru[1] and ru[2] == "Vera — **Детектив**."
    assert ru[-1] == f"👥 В живых: {len(CITY_SEATS) - 1}."
    assert not any("мафи" in line.lower() for line in ru)
    assert localizer.render(texts[2], "en") == "Vera was **the Detective**."


def test_a_single_lynch_then_the_role(localizer: Localizer) -> None:
    _, _, day = resolve(city_game())
    votes = dict.fromkeys(("Anna", "Boris", "Vera", "Dina"), "Gleb")
    before, result, after = resolve(day, votes=votes)
    texts = summary(result, before, after)
    assert ids_of(texts) == [  # §8.1: the count first; P4: the moments after the death
        "summary-title",
        "lynch-votes",
        variant_id("lynch", "city", 3, 0),
        "reveal-one",
        variant_id("epitaph", "city", 3, 0),
        "first-blood",
        "camp-emptied",  # the Psycho was the only robber
    ]
    assert localizer.render(texts[1], "ru") == "🗳️ Итог голосования: **Gleb** — 4 голоса."
    assert localizer.render(texts[1], "en") == "🗳️ The count: **Gleb**, 4 votes."
    assert "Шизик" in localizer.render(texts[3], "ru")
    assert localizer.render(texts[-1], "ru") == "🏴 Разбойников в городе больше нет."


def test_a_double_kill_lists_the_roles_apart_from_the_names(localizer: Localizer) -> None:
    _, _, day = resolve(city_game())
    votes = {"Anna": "Gleb", "Boris": "Gleb", "Vera": "Anna", "Dina": "Anna"}
    before, result, after = resolve(day, votes=votes)
    texts = summary(result, before, after)
    assert ids_of(texts)[:4] == ["summary-title", "lynch-votes", "lynch-double", "reveal-several"]
    assert localizer.render(texts[1], "ru") == "🗳️ Итог голосования: **Anna и Gleb** — по 2 голоса."
    assert localizer.render(texts[1], "en") == "🗳️ The count: **Anna and Gleb**, 2 votes each."
    roles = texts[3].args["roles"]
    assert roles == Text(
        SORTED_LIST_ID,
        {
            "items": tuple(  # E1: each role told once takes its article in English
                Text(
                    "role-in-sentence",
                    {
                        "role": Text(f"role-{role}", {"ruleset": "city"}),
                        "id": role,
                        "unique": "yes",
                        "ruleset": "city",
                    },
                )
                for role in ("boss", "psycho")
            )
        },
    )
    assert "player" not in texts[3].args
    en = "The roles of those who left: the Boss and the Psycho."
    assert localizer.render(texts[3], "en") == en
    assert localizer.render(texts[3], "ru") == "Роли выбывших: Босс и Шизик."
    epitaphs = [variant_id("epitaph", "city", 3, n) for n in (0, 1)]
    assert ids_of(texts)[4:] == [*epitaphs, "first-blood"]


def test_no_votes_no_lynch() -> None:
    _, _, day = resolve(city_game())
    before, result, after = resolve(day)
    assert ids_of(summary(result, before, after)) == [
        "summary-title",
        variant_id("lynch-none", "city", 3, 0),
    ]


def test_a_tie_is_told_apart_from_no_votes() -> None:
    _, _, day = resolve(city_game(double_kill=False))
    votes = {"Anna": "Gleb", "Boris": "Gleb", "Vera": "Anna", "Dina": "Anna"}
    before, result, after = resolve(day, votes=votes)
    assert result.tie and result.lynched == ()
    assert ids_of(summary(result, before, after)) == [
        "summary-title",
        variant_id("lynch-tie", "city", 3, 0),
    ]


def test_inactive_players_are_put_to_sleep_with_plural_agreement(localizer: Localizer) -> None:
    game = city_game(inactive_days=1)
    _, _, day = resolve(game)
    votes = {name: "Gleb" for name in ("Anna", "Boris", "Vera", "Gleb", "Dina")}
    posts = dict.fromkeys(("Anna", "Boris", "Vera", "Gleb", "Dina"), 3)
    before, result, after = resolve(day, votes=votes, posts=posts)
    sleepers = {d.player for d in result.deaths if d.cause == "sleep"}
    assert sleepers == {"Egor", "Fedor"}
    texts = summary(result, before, after)
    sleep = next(text for text in texts if text.id == "death-sleep")
    ru = localizer.render(sleep, "ru")
    assert "молчат" in ru and "усыплены" in ru and "Массовое усыпление" in ru
    assert "reveal-several" in ids_of(texts)


def test_the_role_card_shows_role_camp_team_and_how_to_vote(localizer: Localizer) -> None:
    game = city_game()
    card = role_card(game, "Anna")
    assert ids_of(card)[:2] == ["card-title", "card-boss"]
    assert "card-vote-hint" in ids_of(card)
    en = "\n".join(localizer.render(text, "en") for text in card)
    assert "`/act` **check** → a player" in en and "`/act` **kill** → a player" in en
    robber = ids_of(role_card(game, "Gleb"))
    assert "card-robber-seek" in robber


def test_the_reminder_counts_minutes_in_real_russian(localizer: Localizer) -> None:
    game = city_game()
    assert "5 минут." in localizer.render(reminder(game, 5), "ru")
    assert "21 минута" in localizer.render(reminder(game, 21), "ru")
    assert "2 minutes until dawn" in localizer.render(reminder(game, 2), "en")


def test_game_over_names_the_winner_and_every_role(localizer: Localizer) -> None:
    game = city_game()
    _, _, game = resolve(game, actions={"Anna": {"kill": "Gleb"}})
    while game.winner is None:
        target = next(name for name in game.alive if game.camp(name) != "mafia")
        if game.phase.kind == "night":
            _, _, game = resolve(game, actions={"Anna": {"kill": target}})
        else:
            _, _, game = resolve(game, votes=dict.fromkeys(game.alive, target))
    texts = game_over(game)
    en = [localizer.render(text, "en") for text in texts]
    assert game.winner == "mafia"
    assert "mafia wins" in en[0]
    assert sum(1 for line in en if " — " in line) == len(CITY_SEATS)


def test_winner_name_is_the_camps_victory_or_the_draw(localizer: Localizer) -> None:
    assert winner_name("mafia", "city") == Text("winner-mafia", {"ruleset": "city"})
    assert winner_name("draw", "hobbit") == winner_name(None, "hobbit")
    assert winner_name(None, "hobbit") == Text("winner-draw", {"ruleset": "hobbit"})


def test_team_name_is_the_team_message(localizer: Localizer) -> None:
    assert team_name("orcs") == Text("team-orcs")
    assert localizer.render(team_name("mafia"), "en")


def test_a_stalemate_is_told_as_a_draw_with_its_cycles(localizer: Localizer) -> None:
    game = city_game(stalemate_cycles=1)
    _, _, game = resolve(game)
    _, _, game = resolve(game)
    assert game.winner == "draw"
    texts = game_over(game)
    assert ids_of(texts)[:2] == ["game-over", "game-over-stalemate"]
    assert "A whole day and night went by and nobody left" in localizer.render(texts[1], "en")
    assert "Целые сутки никто не выбыл" in localizer.render(texts[1], "ru")  # U5: no counter
    three = Text("game-over-stalemate", {"cycles": 3})
    assert localizer.render(three, "ru").startswith("3 суток подряд никто не выбыл")


# --- every public event of the conformance records gets its line --------------------------

EVENT_LINES = {
    "kill_failed": "kill-failed",  # the elk (R43) and every stopped kill
    "arkenstone_found": "arkenstone-found",
    "gollum_loner": "gollum-loner",  # R45
    "lynch_failed": "lynch-failed",  # R40, R41
    "cause:mine": "death-mine",
    "cause:sleep": "death-sleep",
}


def test_every_public_event_of_the_records_gets_its_own_line() -> None:
    seen: set[str] = set()
    for path in RECORDS:
        for before, result, after in play(engine.load_record(path)):
            events = {key for key, value in result.public.items() if value}
            events |= {f"cause:{death.cause}" for death in result.deaths}
            ids = [text.id for text in summary(result, before, after)]
            for event in events & set(EVENT_LINES):
                line = EVENT_LINES[event]
                said = [
                    i for i in ids if i == line or i.startswith(f"{line}-{before.setup.ruleset}-")
                ]
                assert said, (path.stem, result.phase, event, ids)
                seen.add(event)
    assert seen == set(EVENT_LINES)  # the records exercise every event


def test_hobbit_cards_show_the_ring_the_stone_the_side_and_the_orcs_substitutes(
    localizer: Localizer,
) -> None:
    seats = (
        ("Bilbo", "bilbo"),
        ("Thorin", "thorin"),
        ("Gollum", "gollum"),
        ("Azog", "azog"),
        ("Orc", "orc"),
        ("Sauron", "sauron"),
        ("Dina", "citizen"),
        ("Thranduil", "thranduil"),
    )
    setup = engine.Setup("hobbit", seats, engine.Settings(), 5, (("arkenstone", "Dina"),))
    game = engine.new_game(setup)
    assert "card-ring-ready" in ids_of(role_card(game, "Bilbo"))
    assert "card-elk-ready" in ids_of(role_card(game, "Thranduil"))
    assert "card-holds-arkenstone" in ids_of(role_card(game, "Dina"))
    assert "card-flag-side-loner" in ids_of(role_card(game, "Gollum"))
    assert "card-counter-substitute_kills" in ids_of(role_card(game, "Orc"))
    sauron = role_card(game, "Sauron")
    assert "card-sauron-orcs" in ids_of(sauron)
    assert "Orc" in localizer.render(sauron[ids_of(sauron).index("card-sauron-orcs")], "en")
    citizen = "\n".join(localizer.render(text, "ru") for text in role_card(game, "Dina"))
    assert "Житель Озёрного города" in citizen and "Аркенстон" in citizen


def test_the_rules_overview_follows_the_host_settings(localizer: Localizer) -> None:
    default = "\n".join(
        localizer.render(text, "ru") for text in rules_overview("city", engine.Settings())
    )
    assert "3 сообщения" in default and "2 дня подряд" in default and "Рупор" in default
    assert "3 полных суток" in default and "обоих" in default
    off = engine.Settings(double_kill=False, inactive_days=0, stalemate_cycles=0)
    english = "\n".join(localizer.render(text, "en") for text in rules_overview("hobbit", off))
    assert "Nobody is put to sleep" in english and "no draw" in english
    assert "both are lynched" not in english and "Lake-town" in english
