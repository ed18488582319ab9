"""Hobbit data: roles (4.1), night order (4.3), presets, the deal of the Arkenstone."""

from collections import Counter

import pytest

import engine

SPEC_ROLES = {
    "legolas": "civilians",
    "thranduil": "civilians",
    "thorin": "civilians",
    "bilbo": "civilians",
    "gandalf": "civilians",
    "radagast": "civilians",
    "tauriel": "civilians",
    "kili": "civilians",
    "bard": "civilians",
    "alfrid": "civilians",
    "citizen": "civilians",
    "gollum": "loner",
    "azog": "mafia",
    "bolg": "mafia",
    "orc": "mafia",
    "sauron": "mafia",
    "smaug": "mafia",
}


def test_hobbit_is_a_registered_rule_set() -> None:
    assert "hobbit" in engine.RULESETS


def test_roles_and_camps_are_those_of_spec_4_1() -> None:
    roles = engine.roles("hobbit")
    assert {rid: info.camp for rid, info in roles.items()} == SPEC_ROLES


def test_day_and_night_abilities_match_spec_4_1() -> None:
    roles = engine.roles("hobbit")
    assert roles["legolas"].day_verbs == ("shoot",) and roles["bard"].day_verbs == ("shoot",)
    assert "ring" in roles["bilbo"].day_verbs and "ring" in roles["bilbo"].night_verbs
    assert "side" in roles["gollum"].day_verbs and "kill" in roles["gollum"].night_verbs
    assert roles["sauron"].night_verbs == ("instruct",)
    assert roles["thranduil"].night_verbs == () and roles["citizen"].night_verbs == ()


def test_night_order_is_that_of_spec_4_3() -> None:
    steps = engine.night_order("hobbit")
    assert [s.number for s in steps] == list(range(11))
    keys = [s.key for s in steps]
    assert keys.index("digit") < keys.index("thorin_seek") < keys.index("tauriel_seek")
    assert keys.index("tauriel_seek") < keys.index("block") < keys.index("hunt")
    assert keys.index("hunt") < keys.index("search") < keys.index("heal")
    assert keys.index("heal") < keys.index("instruct") < keys.index("kills")


@pytest.mark.parametrize("n", range(6, 31))
def test_preset_for_every_table_size_is_playable(n: int) -> None:
    roles = engine.preset("hobbit", n)
    assert len(roles) == n
    counts = Counter(roles)
    info = engine.roles("hobbit")
    assert all(counts[r] == 1 for r in counts if info[r].unique)
    camps = Counter(info[r].camp for r in roles)
    assert 1 <= camps["mafia"] < camps["civilians"]
    assert "azog" in roles


def test_preset_outside_6_to_30_is_refused() -> None:
    for n in (5, 31):
        with pytest.raises(engine.EngineError) as caught:
            engine.preset("hobbit", n)
        assert caught.value.code == "player_count"


NAMES = [f"P{i}" for i in range(17)]


@pytest.mark.parametrize("seed", range(40))
def test_the_arkenstone_is_dealt_to_a_civilian_other_than_thorin(seed: int) -> None:
    setup = engine.deal("hobbit", NAMES, seed)
    items = dict(setup.items)
    roles = dict(setup.players)
    holder = items["arkenstone"]
    assert engine.roles("hobbit")[roles[holder]].camp == "civilians"
    assert roles[holder] != "thorin"


def test_the_deal_is_the_same_for_the_same_seed() -> None:
    assert engine.deal("hobbit", NAMES, 5) == engine.deal("hobbit", NAMES, 5)


def test_the_record_can_fix_the_arkenstone() -> None:
    roles = ["azog", "bolg", "legolas", "bilbo", "gandalf", "thorin"]
    for seed in range(10):
        dealt = engine.deal("hobbit", NAMES[:6], seed, roles=roles)
        bilbo = next(n for n, r in dealt.players if r == "bilbo")
        fixed = engine.deal("hobbit", NAMES[:6], seed, roles=roles, items=[("arkenstone", bilbo)])
        assert fixed.items == (("arkenstone", bilbo),)


def test_the_arkenstone_cannot_be_given_to_thorin_or_to_mafia() -> None:
    roles = ["azog", "bolg", "legolas", "bilbo", "gandalf", "thorin"]
    for bad in ("thorin", "azog"):
        setup = engine.deal("hobbit", NAMES[:6], 3, roles=roles)
        holder = next(n for n, r in setup.players if r == bad)
        with pytest.raises(engine.EngineError) as caught:
            engine.new_game(
                engine.Setup("hobbit", setup.players, setup.settings, 3, (("arkenstone", holder),))
            )
        assert caught.value.code == "bad_item"


def test_orcs_know_each_other_from_the_start() -> None:
    setup = engine.deal("hobbit", NAMES, 2)
    game = engine.new_game(setup)
    orcs = tuple(n for n, r in setup.players if r in ("azog", "bolg", "orc"))
    assert game.teams() == {"orcs": orcs}


def test_cards_show_arrows_orders_ring_elk_and_the_stone() -> None:
    setup = engine.deal("hobbit", NAMES, 4, roles=engine.preset("hobbit", 17))
    game = engine.new_game(setup)
    by_role = {r: n for n, r in setup.players}
    assert game.card(by_role["legolas"]).counters["arrows"] == 5
    assert game.card(by_role["bard"]).counters["arrows"] == 7
    assert game.card(by_role["sauron"]).counters["orders"] == 2
    assert game.card(by_role["bilbo"]).counters["ring"] == 1
    assert game.card(by_role["thranduil"]).counters["elk"] == 1
    assert "arkenstone" in game.card(dict(setup.items)["arkenstone"]).flags
    assert game.card(by_role["gollum"]).camp == "loner"
