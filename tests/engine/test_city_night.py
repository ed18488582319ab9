"""City nights: every role and the rulings R3-R22, R60-R67, written as small records."""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import deaths, phase, private, rejected, run


def night(players: str, actions: str, more: str = "") -> dict[str, Any]:
    """Replay one night (plus `more` phases) for `players` ("A: boss, B: …").

    Inactivity is off so that days without votes do not put anyone to sleep.
    """
    return run(
        f"ruleset: city\noptions: {{inactive_days: 0}}\nplayers: {{{players}}}\n"
        f"phases:\n - night: {{{actions}}}\n{more}"
    )


TABLE = (
    "A: boss, B: thief, C: guard, D: swindler, E: doctor, F: detective, G: journalist, "
    "H: witch, I: shooter, J: sleepwalker, K: lucky, L: psycho, M: thug, N: scout, "
    "O: trickster, P: miner, Q: citizen, R: citizen"
)


def test_camp_kill_kills_and_reveals() -> None:
    out = night(TABLE, "A: {kill: Q}")
    assert deaths(out, 0) == [("Q", "mafia")]
    assert phase(out, 0)["public"] == {}


def test_r6_boss_check_learns_role_and_camp() -> None:
    out = night(TABLE, "A: {check: Q}")
    assert private(out, 0, "A") == [
        {"type": "boss_check", "target": "Q", "has_role": False, "camp": "civilians"}
    ]
    out = night(TABLE, "A: {check: L}")
    assert private(out, 0, "A") == [
        {"type": "boss_check", "target": "L", "has_role": True, "camp": "robbers"}
    ]


def test_detective_check_learns_camp() -> None:
    out = night(TABLE, "F: {check: B}")
    assert private(out, 0, "F") == [{"type": "check", "target": "B", "camp": "mafia"}]


def test_r3_thief_robbing_thug_stops_beating() -> None:
    out = night(TABLE, "B: {rob: M}, M: {beat: F}, F: {check: A}")
    assert private(out, 0, "F") == [{"type": "check", "target": "A", "camp": "mafia"}]


def test_r3_thug_beating_thief_does_not_stop_theft() -> None:
    out = night(TABLE, "M: {beat: B}, B: {rob: F}, F: {check: A}")
    assert private(out, 0, "F") == [{"type": "check", "target": "A", "failed": True}]


def test_r4_doctor_killed_tonight_still_heals() -> None:
    out = night(TABLE, "A: {kill: E}, I: {shoot: Q}, E: {heal: Q}")
    assert deaths(out, 0) == [("E", "mafia")]


def test_r4_r56_detective_killed_tonight_is_not_told() -> None:
    out = night(TABLE, "A: {kill: F}, F: {check: A}")
    assert "F" not in phase(out, 0)["private"]


def test_r5_guard_protects_a_mafia_member_from_every_kill() -> None:
    out = night(TABLE, "C: {guard: B}, I: {shoot: B}")
    assert deaths(out, 0) == []
    assert phase(out, 0)["public"] == {"kill_failed": True}


def test_r5_attacked_guard_dies_unless_healed_and_guarded_member_stays_safe() -> None:
    out = night(TABLE, "C: {guard: B}, I: {shoot: C}")
    assert deaths(out, 0) == [("C", "shot")]
    out = night(TABLE, "C: {guard: B}, I: {shoot: C}, E: {heal: C}")
    assert deaths(out, 0) == []


def test_guard_non_mafia_target_is_rejected() -> None:
    out = night(TABLE, "C: {guard: Q}")
    assert rejected(out, 0) == [("C", "guard", "guard_non_mafia")]


def test_r5_heal_saves_from_any_number_of_attacks() -> None:
    out = night(TABLE, "A: {kill: Q}, I: {shoot: Q}, E: {heal: Q}")
    assert deaths(out, 0) == []


def test_r14_lucky_survives_one_night_of_attacks_then_dies() -> None:
    out = night(TABLE, "A: {kill: K}, I: {shoot: K}", " - day: {}\n - night: {A: {kill: K}}\n")
    assert deaths(out, 0) == []
    assert phase(out, 0)["public"] == {"kill_failed": True}
    assert deaths(out, 2) == [("K", "mafia")]


def test_r5_heal_comes_before_extra_life() -> None:
    out = night(TABLE, "A: {kill: K}, E: {heal: K}", " - day: {}\n - night: {I: {shoot: K}}\n")
    assert deaths(out, 0) == []
    assert deaths(out, 2) == []  # the life was not spent on night 1


def test_r14_lucky_not_saved_from_the_lynch() -> None:
    out = night(TABLE, "", " - day: {votes: {A: K, B: K}}\n")
    assert deaths(out, 1) == [("K", "lynch")]


def test_doctor_cannot_heal_the_same_player_two_nights_running() -> None:
    out = night(TABLE, "E: {heal: Q}", " - day: {}\n - night: {E: {heal: Q}}\n")
    assert rejected(out, 2) == [("E", "heal", "repeat_target")]


def test_r53_repeat_compares_with_the_accepted_action_even_if_it_failed() -> None:
    out = night(TABLE, "B: {rob: E}, E: {heal: Q}", " - day: {}\n - night: {E: {heal: Q}}\n")
    assert rejected(out, 2) == [("E", "heal", "repeat_target")]


def test_doctor_may_heal_self_and_again_after_a_night_off() -> None:
    out = night(
        TABLE,
        "E: {heal: E}",
        " - day: {}\n - night: {}\n - day: {}\n - night: {E: {heal: E}}\n",
    )
    assert rejected(out, 4) == []


def test_r7_camp_kill_fails_on_hidden_target_without_kill_failed() -> None:
    out = night(TABLE, "M: {beat: Q}, A: {kill: Q}")
    assert deaths(out, 0) == []
    assert phase(out, 0)["public"] == {}


def test_r7_blocked_boss_still_sends_the_camp_kill() -> None:
    out = night(TABLE, "M: {beat: A}, A: {kill: Q, check: F}")
    assert deaths(out, 0) == [("Q", "mafia")]
    assert private(out, 0, "A") == [{"type": "boss_check", "target": "F", "failed": True}]


def test_r60_boss_kill_wins_over_thief_kill_and_the_other_is_unused() -> None:
    out = night(TABLE, "B: {kill: R}, A: {kill: Q}")
    assert deaths(out, 0) == [("Q", "mafia")]
    assert rejected(out, 0) == []


def test_r7_after_boss_dies_kill_follows_role_order_then_seat() -> None:
    out = night(
        "A: mafioso, B: mafioso, C: guard, D: citizen, E: citizen, F: citizen",
        "A: {kill: D}, B: {kill: E}, C: {kill: F}",
    )
    assert deaths(out, 0) == [("F", "mafia")]
    out = night(
        "A: mafioso, B: mafioso, D: citizen, E: citizen, F: citizen", "B: {kill: E}, A: {kill: D}"
    )
    assert deaths(out, 0) == [("D", "mafia")]


def test_r60_unappointed_actor_sends_the_camp_kill() -> None:
    out = night("A: actor, B: citizen, C: citizen, D: citizen", "A: {kill: B}")
    assert deaths(out, 0) == [("B", "mafia")]


def test_kill_by_a_non_mafia_player_is_rejected() -> None:
    out = night(TABLE, "Q: {kill: A}")
    assert rejected(out, 0) == [("Q", "kill", "not_your_ability")]


def test_r8_robbing_the_psycho_stops_the_invitation() -> None:
    out = night(TABLE, "B: {rob: L}, L: {invite: F}, F: {check: A}")
    assert private(out, 0, "F") == [{"type": "check", "target": "A", "camp": "mafia"}]


def test_thief_cannot_rob_himself() -> None:
    out = night(TABLE, "B: {rob: B}")
    assert rejected(out, 0) == [("B", "rob", "self_target")]


def test_r9_redirect_moves_the_shot() -> None:
    out = night(TABLE, "D: {redirect: {target: I, to: R}}, I: {shoot: Q}")
    assert deaths(out, 0) == [("R", "shot")]


def test_r9_redirect_moves_the_first_target_of_compare() -> None:
    out = night(TABLE, "D: {redirect: {target: G, to: B}}, G: {compare: [Q, A]}")
    assert private(out, 0, "G") == [{"type": "compare", "result": "same"}]


def test_r9_redirect_of_a_mafia_member_fails() -> None:
    out = night(TABLE, "D: {redirect: {target: A, to: B}}, A: {kill: Q}")
    assert deaths(out, 0) == [("Q", "mafia")]


def test_r9_redirect_of_the_beating_fails() -> None:
    out = night(TABLE, "D: {redirect: {target: M, to: Q}}, M: {beat: F}, F: {check: A}")
    assert private(out, 0, "F") == [{"type": "check", "target": "A", "failed": True}]


def test_r9_redirect_of_a_hidden_player_fails() -> None:
    out = night(TABLE, "M: {beat: I}, D: {redirect: {target: I, to: R}}, I: {shoot: Q}")
    assert deaths(out, 0) == []


def test_r9_blocked_swindler_redirects_nothing() -> None:
    out = night(TABLE, "M: {beat: D}, D: {redirect: {target: I, to: R}}, I: {shoot: Q}")
    assert deaths(out, 0) == [("Q", "shot")]


def test_r9_r54_swindler_may_not_choose_the_same_player_twice_even_after_failing() -> None:
    out = night(
        TABLE,
        "M: {beat: D}, D: {redirect: {target: I, to: R}}",
        " - day: {}\n - night: {D: {redirect: {target: I, to: Q}}}\n",
    )
    assert rejected(out, 2) == [("D", "redirect", "repeat_target")]


def test_r62_a_seek_cannot_be_redirected() -> None:
    out = night(TABLE, "D: {redirect: {target: N, to: L}}, N: {seek: Q}")
    assert private(out, 0, "N")[-1] == {"type": "seek", "target": "Q", "found": False}


def test_r62_r15_watch_target_is_read_before_the_redirect() -> None:
    out = night(
        TABLE, "M: {beat: Q}, D: {redirect: {target: J, to: R}}, J: {watch: Q}, A: {check: R}"
    )
    assert private(out, 0, "J") == [{"type": "watch", "failed": True}]


def test_r11_witch_curse_blocks_next_night() -> None:
    out = night(TABLE, "H: {curse: F}", " - day: {}\n - night: {F: {check: A}}\n")
    assert private(out, 2, "F") == [{"type": "check", "target": "A", "failed": True}]


def test_r11_heal_on_the_night_of_the_curse_lifts_it() -> None:
    out = night(TABLE, "H: {curse: F}, E: {heal: F}", " - day: {}\n - night: {F: {check: A}}\n")
    assert private(out, 2, "F") == [{"type": "check", "target": "A", "camp": "mafia"}]


def test_r64_curse_works_after_the_witch_dies() -> None:
    out = night(TABLE, "H: {curse: F}, A: {kill: H}", " - day: {}\n - night: {F: {check: A}}\n")
    assert deaths(out, 0) == [("H", "mafia")]
    assert private(out, 2, "F") == [{"type": "check", "target": "A", "failed": True}]


def test_journalist_compare_same_different_and_failed() -> None:
    assert private(night(TABLE, "G: {compare: [A, B]}"), 0, "G") == [
        {"type": "compare", "result": "same"}
    ]
    assert private(night(TABLE, "G: {compare: [A, Q]}"), 0, "G") == [
        {"type": "compare", "result": "different"}
    ]
    assert private(night(TABLE, "M: {beat: Q}, G: {compare: [A, Q]}"), 0, "G") == [
        {"type": "compare", "result": "failed"}
    ]


def test_shooter_shoots_and_fails_when_blocked() -> None:
    assert deaths(night(TABLE, "I: {shoot: A}"), 0) == [("A", "shot")]
    assert deaths(night(TABLE, "B: {rob: I}, I: {shoot: A}"), 0) == []


def test_r15_thug_beats_the_watching_sleepwalker_too() -> None:
    out = night(TABLE, "M: {beat: Q}, J: {watch: Q}, F: {check: J}")
    assert private(out, 0, "J") == [{"type": "watch", "failed": True}]
    assert private(out, 0, "F") == [{"type": "check", "target": "J", "failed": True}]


def test_r63_sleepwalker_sees_one_camp_per_successful_visitor_sorted() -> None:
    out = night(TABLE, "A: {kill: Q, check: Q}, F: {check: Q}, L: {invite: R}, J: {watch: Q}")
    assert private(out, 0, "J") == [{"type": "watch", "camps": ["civilians", "mafia"]}]


def test_r63_a_kill_stopped_by_a_protection_is_not_a_visit() -> None:
    out = night(TABLE, "A: {kill: Q}, E: {heal: Q}, J: {watch: Q}")
    assert private(out, 0, "J") == [{"type": "watch", "camps": ["civilians"]}]


def test_r61_seek_and_mute_are_not_visits() -> None:
    out = night(TABLE, "N: {seek: Q}, O: {mute: Q}, J: {watch: Q}")
    assert private(out, 0, "J") == [{"type": "watch", "camps": []}]


def test_sleepwalker_sees_the_mafioso_whose_kill_was_used() -> None:
    out = night(TABLE, "B: {kill: Q}, J: {watch: Q}")
    assert private(out, 0, "J") == [{"type": "watch", "camps": ["mafia"]}]


def test_r12_doctor_cannot_find_psycho_guest() -> None:
    out = night(TABLE, "L: {invite: Q}, E: {heal: Q}, J: {watch: Q}", " - day: {}\n - night: {}\n")
    assert deaths(out, 2) == [("Q", "exhaustion")]


def test_r17_guest_dies_next_night_unless_healed() -> None:
    out = night(TABLE, "L: {invite: Q}", " - day: {}\n - night: {E: {heal: Q}}\n")
    assert deaths(out, 2) == []
    out = night(TABLE, "L: {invite: Q}", " - day: {}\n - night: {C: {guard: A}}\n")
    assert deaths(out, 2) == [("Q", "exhaustion")]


def test_r17_guest_is_blocked_and_hidden() -> None:
    out = night(TABLE, "L: {invite: F}, F: {check: A}, A: {kill: F}")
    assert private(out, 0, "F") == [{"type": "check", "target": "A", "failed": True}]
    assert deaths(out, 0) == []


def test_psycho_cannot_invite_himself() -> None:
    assert rejected(night(TABLE, "L: {invite: L}"), 0) == [("L", "invite", "self_target")]


def test_r14_lucky_life_saves_from_exhaustion() -> None:
    out = night(TABLE, "L: {invite: K}", " - day: {}\n - night: {}\n")
    assert deaths(out, 2) == []


def test_r64_exhaustion_still_kills_after_the_psycho_died() -> None:
    out = night(TABLE, "L: {invite: Q}", " - day: {votes: {A: L, B: L}}\n - night: {}\n")
    assert deaths(out, 1) == [("L", "lynch")]
    assert deaths(out, 2) == [("Q", "exhaustion")]


def test_r18_psycho_killed_tonight_takes_the_guest_with_him() -> None:
    out = night(TABLE, "L: {invite: Q}, A: {kill: L}")
    assert deaths(out, 0) == [("L", "mafia"), ("Q", "explosion")]


def test_r18_heal_does_not_save_from_the_explosion_but_lucky_does() -> None:
    out = night(TABLE, "L: {invite: K}, A: {kill: L}, E: {heal: K}")
    assert deaths(out, 0) == [("L", "mafia")]
    out = night(TABLE, "L: {invite: Q}, A: {kill: L}, E: {heal: Q}")
    assert deaths(out, 0) == [("L", "mafia"), ("Q", "explosion")]


def test_r18_no_explosion_when_the_psycho_is_saved() -> None:
    out = night(TABLE, "L: {invite: Q}, A: {kill: L}, E: {heal: L}")
    assert deaths(out, 0) == []


def test_miner_cannot_mine_a_hidden_player() -> None:
    out = night(TABLE, "M: {beat: Q}, P: {mine: Q}", " - day: {votes: {A: Q, B: Q, C: Q, D: R}}\n")
    assert deaths(out, 1) == [("Q", "lynch")]


def test_r64_mine_fires_after_the_miner_died() -> None:
    out = night(
        TABLE,
        "P: {mine: Q}, A: {kill: P}",
        " - day: {votes: {A: Q, B: Q, C: Q, D: R, E: R, F: R, G: R}}\n",
    )
    assert deaths(out, 1) == [("R", "lynch"), ("Q", "mine")]


def test_thug_beats_self_but_not_the_same_player_two_nights_running() -> None:
    out = night(TABLE, "M: {beat: M}", " - day: {}\n - night: {M: {beat: M}}\n")
    assert rejected(out, 0) == []
    assert rejected(out, 2) == [("M", "beat", "repeat_target")]


def test_r19_r65_scout_learns_successful_detective_thief_doctor_targets() -> None:
    out = night(TABLE, "F: {check: A}, B: {rob: G}, E: {heal: R}")
    assert private(out, 0, "N") == [
        {"type": "scout", "detective": "A", "thief": "G", "doctor": "R"}
    ]


def test_r65_scout_gets_nulls_for_failures_and_nothing_when_blocked() -> None:
    out = night(TABLE, "M: {beat: F}, F: {check: A}")
    assert private(out, 0, "N") == [
        {"type": "scout", "detective": None, "thief": None, "doctor": None}
    ]
    assert "N" not in phase(night(TABLE, "B: {rob: N}"), 0)["private"]


def test_r22_robbers_who_find_each_other_share_a_channel() -> None:
    out = night(TABLE, "L: {invite: Q, seek: M}, N: {seek: A}")
    assert private(out, 0, "L") == [{"type": "seek", "target": "M", "found": True}]
    assert private(out, 0, "M") == [{"type": "met", "player": "L"}]
    assert private(out, 0, "N")[-1] == {"type": "seek", "target": "A", "found": False}


def test_r22_blocked_seeker_finds_nobody() -> None:
    out = night(TABLE, "B: {rob: L}, L: {seek: M}")
    assert private(out, 0, "L") == [{"type": "seek", "target": "M", "found": False}]


def test_r22_only_robbers_may_seek() -> None:
    assert rejected(night(TABLE, "A: {seek: L}"), 0) == [("A", "seek", "not_your_ability")]


def test_r20_mute_cannot_be_blocked() -> None:
    out = night(TABLE, "B: {rob: O}, O: {mute: Q}", " - day: {votes: {Q: A, R: B, A: R}}\n")
    assert phase(out, 1)["lynched"] == ["B", "R"]


def test_r55_several_lethal_attacks_give_the_first_cause_in_step_order() -> None:
    assert deaths(night(TABLE, "I: {shoot: Q}, A: {kill: Q}"), 0) == [("Q", "mafia")]
    out = night(TABLE, "L: {invite: Q}", " - day: {}\n - night: {I: {shoot: Q}}\n")
    assert deaths(out, 2) == [("Q", "shot")]


def test_r57_overridden_kill_is_unused_and_nothing_is_output_after_the_winner() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: mafioso, C: citizen}\n"
        "phases:\n - night: {A: {kill: C}, B: {kill: A}}\n - day: {}\n - night: {}\n"
    )
    assert rejected(out, 0) == [] and deaths(out, 0) == [("C", "mafia")]
    assert out["winner"] == "mafia" and len(out["phases"]) == 1


def test_r56_an_item_for_someone_else_who_died_tonight_is_not_sent() -> None:
    out = night(TABLE, "L: {seek: M}, A: {kill: M}")
    assert deaths(out, 0) == [("M", "mafia")]
    assert private(out, 0, "L") == [{"type": "seek", "target": "M", "found": True}]
    assert "M" not in phase(out, 0)["private"]
