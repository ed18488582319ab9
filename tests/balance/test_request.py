"""A request is checked before any game: unknown roles and rule sets, setups no deal can make,
games out of range; the same setup however listed is one request."""

from __future__ import annotations

import pytest

import engine
from bot.balance.errors import BalanceError
from bot.balance.request import MAX_GAMES, MAX_SWING_GAMES, balance_request
from bot.text.i18n import Localizer
from bot.text.narrative import error_text

CITY_15 = ["mafioso", "detective", "doctor", *["citizen"] * 12]


def test_an_unknown_role_is_refused_with_the_engines_code() -> None:
    with pytest.raises(engine.EngineError) as caught:
        balance_request("city", ["boss", "dragon", "citizen"])
    assert caught.value == engine.EngineError("unknown_role", {"role": "dragon"})


def test_an_unknown_ruleset_is_refused() -> None:
    with pytest.raises(engine.EngineError) as caught:
        balance_request("forest", players=10)
    assert caught.value.code == "unknown_ruleset"


@pytest.mark.parametrize(
    ("roles", "code"),
    [
        (["boss", "citizen", "citizen"], "player_count"),
        (["boss", "deputy", *["citizen"] * 5], "role_needs_role"),
        (["boss", "boss", *["citizen"] * 5], "duplicate_role"),
        (["citizen"] * 8, "roles_one_camp"),
    ],
)
def test_a_setup_no_deal_can_make_is_refused(roles: list[str], code: str) -> None:
    with pytest.raises(engine.EngineError) as caught:
        balance_request("city", roles)
    assert caught.value.code == code


def test_a_role_list_of_another_length_than_the_players_is_refused() -> None:
    with pytest.raises(engine.EngineError) as caught:
        balance_request("city", CITY_15, players=12)
    assert caught.value == engine.EngineError("role_count", {"count": 15, "expected": 12})


@pytest.mark.parametrize("games", [0, -5, MAX_GAMES + 1])
def test_games_out_of_range_are_refused(games: int) -> None:
    with pytest.raises(BalanceError) as caught:
        balance_request("city", players=10, games=games)
    assert caught.value == BalanceError(
        "balance_games", {"count": games, "minimum": 1, "maximum": MAX_GAMES}
    )


def test_more_swing_games_than_games_are_refused() -> None:
    with pytest.raises(BalanceError) as caught:
        balance_request("city", players=10, games=100, swing_games=101)
    assert caught.value == BalanceError("balance_swing_games", {"count": 101, "maximum": 100})
    with pytest.raises(BalanceError):
        balance_request("city", players=10, games=MAX_GAMES, swing_games=MAX_SWING_GAMES + 1)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_refusals_read_in_both_languages(lang: str) -> None:
    localizer = Localizer(strict=True)
    error = BalanceError("balance_games", {"count": 20_000, "minimum": 1, "maximum": MAX_GAMES})
    text = localizer.render(error_text(error.code, error.params), lang)
    assert "20" in text and "{" not in text


def test_the_same_setup_however_listed_is_one_request_with_one_key() -> None:
    first = balance_request("city", CITY_15, games=50)
    second = balance_request("city", list(reversed(CITY_15)), games=50)
    assert first == second and first.key == second.key
    assert balance_request("city", CITY_15, games=50, seed=1).key != first.key
    other = engine.Settings(double_kill=False)
    assert balance_request("city", CITY_15, settings=other, games=50).key != first.key


def test_the_preset_for_n_players() -> None:
    request = balance_request("hobbit", players=12, games=40)
    assert sorted(engine.preset("hobbit", 12)) == list(request.roles)
    assert request.swing_games == 10  # a quarter of the games by default
