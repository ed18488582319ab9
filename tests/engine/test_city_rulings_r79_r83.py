"""City rulings found by differential testing (SPEC 7): R79 (the Swindler's victim is told the
target he sent) and R83 (one robbers' lair), as small records."""

from __future__ import annotations

from typing import Any

import engine
from tests.engine.helpers import private, run, state_after

TABLE = (
    "A: boss, B: thief, C: guard, D: swindler, E: doctor, F: detective, G: journalist, "
    "H: witch, I: shooter, J: sleepwalker, K: lucky, L: psycho, M: thug, N: scout, "
    "O: trickster, P: miner, Q: citizen, R: citizen, S: courtesan"
)


def record(actions: str, more: str = "") -> str:
    """Night 1 (and `more` phases) of the big table, inactivity off."""
    return (
        f"ruleset: city\noptions: {{inactive_days: 0}}\nplayers: {{{TABLE}}}\n"
        f"phases:\n - night: {{{actions}}}\n{more}"
    )


def night(actions: str, more: str = "") -> dict[str, Any]:
    """Replay night 1 (and `more`) of the big table."""
    return run(record(actions, more))


# --- R79: the redirected player reads the name he sent, with the result of the one reached ------


def test_r79_redirected_detective_reads_the_name_he_sent_with_the_reached_players_camp() -> None:
    out = night("F: {check: Q}, D: {redirect: {target: F, to: B}}")
    assert private(out, 0, "F") == [{"type": "check", "target": "Q", "camp": "mafia"}]


def test_r79_without_a_redirect_the_detective_reads_his_targets_own_camp() -> None:
    out = night("F: {check: Q}")
    assert private(out, 0, "F") == [{"type": "check", "target": "Q", "camp": "civilians"}]


def test_r79_a_redirected_check_that_fails_names_the_target_sent() -> None:
    out = night("M: {beat: R}, F: {check: Q}, D: {redirect: {target: F, to: R}}")
    assert private(out, 0, "F") == [{"type": "check", "target": "Q", "failed": True}]


def test_r79_the_scout_still_learns_where_the_redirected_detective_went() -> None:
    out = night("F: {check: Q}, D: {redirect: {target: F, to: B}}")
    assert private(out, 0, "N") == [
        {"type": "scout", "detective": "B", "thief": None, "doctor": None}
    ]


def test_r79_a_redirected_borrowed_check_reads_the_name_sent() -> None:
    out = night(
        "A: {kill: F}",
        " - day: {}\n"
        " - night: {S: {borrow: {role: detective, check: Q}}, D: {redirect: {target: S, to: B}}}\n",
    )
    assert private(out, 2, "S") == [{"type": "check", "target": "Q", "camp": "mafia"}]


def test_r79_a_redirected_journalist_reads_the_reached_pair_and_no_name() -> None:
    out = night("G: {compare: [Q, A]}, D: {redirect: {target: G, to: B}}")
    assert private(out, 0, "G") == [{"type": "compare", "result": "same"}]


def test_r79_a_redirected_failed_compare_says_only_failed() -> None:
    out = night("M: {beat: R}, G: {compare: [Q, A]}, D: {redirect: {target: G, to: R}}")
    assert private(out, 0, "G") == [{"type": "compare", "result": "failed"}]


def test_r79_a_redirected_sleepwalker_sees_the_visitors_of_the_player_reached() -> None:
    out = night("J: {watch: Q}, D: {redirect: {target: J, to: R}}, A: {kill: R}")
    assert private(out, 0, "J") == [{"type": "watch", "camps": ["mafia"]}]
    out = night("J: {watch: Q}, A: {kill: R}")
    assert private(out, 0, "J") == [{"type": "watch", "camps": []}]


def test_r79_a_redirect_cannot_reach_the_boss_check() -> None:
    out = night("A: {check: Q}, D: {redirect: {target: A, to: B}}")  # R9: a mafia member
    assert private(out, 0, "A") == [
        {"type": "boss_check", "target": "Q", "has_role": False, "camp": "civilians"}
    ]


def test_r79_no_hobbit_role_can_redirect_so_bilbos_search_is_never_redirected() -> None:
    verbs = {verb for role in engine.roles("hobbit").values() for verb in role.night_verbs}
    assert "search" in verbs
    assert "redirect" not in verbs


# --- R83: one robbers' lair; `met` only on first entry ------------------------------------------


def test_r83_a_robber_found_gets_met_on_first_entry_only() -> None:
    out = night("L: {seek: M}", " - day: {}\n - night: {P: {seek: M}}\n")
    assert private(out, 0, "M") == [{"type": "met", "player": "L"}]
    assert private(out, 2, "P") == [{"type": "seek", "target": "M", "found": True}]
    assert private(out, 2, "M") == [{"type": "met", "player": "P"}]


def test_r83_a_seek_of_a_robber_already_in_the_lair_gives_found_and_no_met() -> None:
    out = night("L: {seek: M}, O: {seek: P}", " - day: {}\n - night: {M: {seek: P}}\n")
    assert private(out, 2, "M") == [{"type": "seek", "target": "P", "found": True}]
    assert private(out, 2, "P") == []


def test_r83_two_pairs_found_separately_share_one_lair() -> None:
    game = state_after(record("L: {seek: M}, O: {seek: P}"))
    assert game.teams()["robbers"] == ("L", "M", "O", "P")
    assert set(game.teams()) == {"mafia", "robbers"}
