"""R90: a player the host removes leaves first when the phase resolves (cause `removed`, role
revealed), whatever protects them; what they sent or voted in that phase is void (a Boss's action
for them too); actions and votes naming them find nobody; the win check runs; the removal breaks
the stalemate count; the record keeps `removed:` beside the phase's key and replays the same."""

from __future__ import annotations

import engine
from engine.record import load_record, phase_entry
from tests.engine.helpers import deaths, phase, rejected, run, state_after

PLAYERS = """
ruleset: city
players:
  {Anna: boss, Ivan: mafioso, Boris: doctor, Vera: detective, Gleb: citizen, Dina: citizen,
   Egor: citizen}
"""


def test_r90_a_removal_at_night_comes_first_and_voids_the_removed_players_actions() -> None:
    out = run(
        PLAYERS
        + """
phases:
  - night: {Ivan: {kill: Gleb}, Boris: {heal: Ivan}, Vera: {check: Ivan}}
    removed: [Ivan]
"""
    )
    assert deaths(out, 0)[0] == ("Ivan", "removed")
    assert ("Gleb", "mafia") not in deaths(out, 0)  # the removed mafioso's kill is void
    assert ("Ivan", "kill", "removed_player") in rejected(out, 0)
    assert ("Boris", "heal", "dead_target") in rejected(out, 0)  # the heal finds nobody
    assert ("Vera", "check", "dead_target") in rejected(out, 0)
    game = state_after(PLAYERS + "phases:\n  - night: {}\n    removed: [Ivan]\n")
    assert dict(game.dead_roles)["Ivan"] == "mafioso"  # revealed like any departure


def test_r90_a_bosss_action_sent_for_a_removed_player_is_void_too() -> None:
    out = run(
        PLAYERS
        + """
phases:
  - night: {Ivan: {kill: Gleb}}
    removed: [Ivan]
"""
    )
    assert ("Gleb", "mafia") not in deaths(out, 0)


def test_r90_a_removal_by_day_voids_their_vote_and_the_votes_for_them_and_is_no_lynch() -> None:
    out = run(
        PLAYERS
        + """
phases:
  - night: {}
  - day:
      votes: {Anna: Dina, Ivan: Dina, Boris: Ivan, Vera: Ivan, Dina: Ivan, Gleb: Dina}
    removed: [Dina]
"""
    )
    # Dina's own vote is void and no vote for her counts: Ivan is lynched by Boris and Vera
    assert deaths(out, 1) == [("Dina", "removed"), ("Ivan", "lynch")]
    assert phase(out, 1)["lynched"] == ["Ivan"]  # the removal is no lynch
    assert ("Dina", "vote", "removed_player") in rejected(out, 1)
    assert ("Anna", "vote", "dead_target") in rejected(out, 1)


def test_r90_no_protection_stops_a_removal_and_the_win_check_runs_after_it() -> None:
    out = run(
        """
ruleset: city
players: {Anna: boss, Boris: doctor, Vera: detective, Gleb: citizen, Dina: citizen, Egor: citizen}
phases:
  - night: {Boris: {heal: Anna}}
    removed: [Anna]
"""
    )
    assert deaths(out, 0) == [("Anna", "removed")]
    assert out["winner"] == "civilians"  # the only mafioso is gone


def test_r90_a_removal_breaks_the_stalemate_count() -> None:
    quiet = "  - night: {}\n  - day: {votes: {}}\n"
    options = "options: {stalemate_cycles: 2, inactive_days: 0}\n"
    base = "ruleset: city\n" + options + PLAYERS.split("\n", 2)[2]
    stalled = state_after(base + "phases:\n" + quiet * 2)
    assert stalled.winner == "draw"
    removed = quiet + "  - night: {}\n    removed: [Egor]\n  - day: {votes: {}}\n"
    game = state_after(base + "phases:\n" + removed)
    assert game.winner is None and "Egor" not in game.alive


def test_r90_the_record_keeps_removed_beside_the_phase_key_and_replays_the_same() -> None:
    text = PLAYERS + "phases:\n  - night: {}\n  - day: {votes: {}}\n    removed: [Gleb]\n"
    record = load_record(text)
    assert record.phases[1].removed == ("Gleb",)
    assert phase_entry(1, record.phases[1]) == {
        "day": {"votes": {}, "actions": {}},
        "removed": ["Gleb"],
    }
    again = load_record(record.to_json())
    assert again.phases == record.phases


def test_r90_removing_a_player_not_seated_is_refused_by_the_record() -> None:
    text = PLAYERS + "phases:\n  - night: {}\n    removed: [Zoya]\n"
    try:
        load_record(text)
    except engine.EngineError as error:
        assert error.code == "record_not_seated"
    else:
        raise AssertionError("a removal of no seated player was accepted")
