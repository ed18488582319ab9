"""Presets for 6..30 players and the validation of host role lists (city)."""

from __future__ import annotations

import pytest

import engine
from engine import EngineError


@pytest.mark.parametrize("n", range(6, 31))
def test_city_preset_is_playable_and_balanced(n: int) -> None:
    roles = engine.preset("city", n)
    assert len(roles) == n
    engine.get_ruleset("city").validate_roles(roles)
    camps = [engine.roles("city")[r].camp for r in roles]
    mafia, robbers = camps.count("mafia"), camps.count("robbers")
    assert n / 4 - 1 <= mafia <= n / 3  # about a quarter to a third
    assert (robbers > 0) == (n >= 12)  # robbers appear in larger games
    assert mafia + robbers < camps.count("civilians")
    assert "boss" in roles and "detective" in roles and "doctor" in roles


def test_presets_grow_by_adding_roles() -> None:
    for n in range(6, 30):
        smaller, larger = engine.preset("city", n), engine.preset("city", n + 1)
        specials = [r for r in smaller if r not in ("citizen", "mafioso")]
        assert all(r in larger for r in specials)


@pytest.mark.parametrize("n", [5, 31])
def test_preset_outside_6_to_30_is_refused(n: int) -> None:
    with pytest.raises(EngineError) as caught:
        engine.preset("city", n)
    assert caught.value.code == "player_count"


NAMES = [f"p{i}" for i in range(6)]


@pytest.mark.parametrize(
    ("roles", "code"),
    [
        (["boss", "detective", "doctor", "citizen", "citizen", "wizard"], "unknown_role"),
        (["boss", "detective", "doctor", "citizen", "citizen"], "role_count"),
        (["boss", "boss", "doctor", "citizen", "citizen", "citizen"], "duplicate_role"),
        (["detective", "doctor", "citizen", "citizen", "citizen", "citizen"], "roles_one_camp"),
        (["detective", "doctor", "citizen", "citizen", "psycho", "thug"], "roles_need_camp"),
        (["boss", "thief", "guard", "psycho", "thug", "miner"], "roles_need_camp"),
        (["boss", "deputy", "citizen", "citizen", "citizen", "citizen"], "role_needs_role"),
    ],
)
def test_bad_host_role_lists_are_refused(roles: list[str], code: str) -> None:
    with pytest.raises(EngineError) as caught:
        engine.deal("city", NAMES, seed=1, roles=roles)
    assert caught.value.code == code
    assert set(caught.value.params) == set(engine.ERROR_CODES[code])


def test_host_role_list_is_dealt_by_the_seed() -> None:
    roles = ["boss", "mafioso", "detective", "doctor", "citizen", "citizen"]
    setup = engine.deal("city", NAMES, seed=5, roles=roles)
    assert sorted(r for _, r in setup.players) == sorted(roles)
    assert setup == engine.deal("city", NAMES, seed=5, roles=roles)
    assert setup.seed == 5


def test_duplicate_names_and_unknown_ruleset_are_refused() -> None:
    with pytest.raises(EngineError) as caught:
        engine.deal("city", ["a"] * 6, seed=1)
    assert caught.value.code == "duplicate_player"
    with pytest.raises(EngineError) as caught:
        engine.deal("chess", NAMES, seed=1)
    assert caught.value.code == "unknown_ruleset"
