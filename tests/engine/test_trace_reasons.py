# ruff: noqa: E501  (the pinned trace lines are data: one line each, as printed)
"""The trace's reasons, one small record each: every way an action can fail, in each rule set,
and every other reason code, each pinned to the exact trace line it gives.

The records are the conformance records (`conformance/<ruleset>/<name>.yaml`, each a few lines
that prove one ruling) and, where none shows a reason, the small records below.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

import engine

CONFORMANCE = Path(__file__).parent / "conformance"

INLINE = {
    # R67: the Actor shot on the night he becomes the Guard loses the appointment.
    "actor_died": """
        ruleset: city
        options: {inactive_days: 0}
        players: {Anna: boss, Boris: actor, Vera: guard, Gleb: shooter, Dina: citizen, Egor: doctor}
        phases:
          - night: {Gleb: {shoot: Vera}}
          - day: {votes: {}}
          - night: {Boris: {become: guard}, Gleb: {shoot: Boris}}
    """,
    # A mine laid on a player killed the same night has nobody to blow up the next day.
    "mine_on_the_dead": """
        ruleset: city
        options: {inactive_days: 0}
        players: {Anna: boss, Boris: miner, Vera: citizen, Gleb: doctor, Dina: citizen, Egor: detective}
        phases:
          - night: {Boris: {mine: Vera}, Anna: {kill: Vera}}
          - day: {votes: {Anna: Boris, Boris: Anna, Gleb: Boris, Dina: Boris, Egor: Boris}}
    """,
    # R18: the Psycho killed, his guest explodes; R14: one life against two attacks.
    "explosion": """
        ruleset: city
        options: {inactive_days: 0}
        players: {Anna: boss, Boris: psycho, Vera: citizen, Gleb: doctor, Dina: citizen,
                  Egor: shooter, Fedor: lucky}
        phases:
          - night: {Boris: {invite: Vera}, Anna: {kill: Boris}}
          - day: {votes: {}}
          - night: {Egor: {shoot: Fedor}, Anna: {kill: Fedor}}
    """,
}

# (rule set, reason code, record, the trace line it gives)
CASES = [
    (
        "city",
        "absent",
        "r51_too_few_posts_is_absence",
        "day-2 step=5 actor=- verb=sleep targets=Dina outcome=succeeded reasons=absent(days=2)",
    ),
    (
        "city",
        "at_psycho",
        "r17_guest_is_blocked_and_hidden",
        "night-1 step=10 actor=Vera verb=check targets=Anna outcome=failed reasons=at_psycho(by=Boris)",
    ),
    (
        "city",
        "beaten",
        "guard_beaten_protects_nobody",
        "night-1 step=6 actor=Boris verb=guard targets=Anna outcome=failed reasons=beaten(by=Vera)",
    ),
    (
        "city",
        "became",
        "r67_become_cannot_be_blocked",
        "night-2 step=11 actor=Boris verb=become targets=- outcome=succeeded reasons=became(role=guard)",
    ),
    (
        "city",
        "boss_check_result",
        "r6_boss_check_learns_role_and_camp",
        "night-1 step=10 actor=Anna verb=check targets=Dina outcome=succeeded reasons=boss_check_result(target=Dina,has_role=no,camp=civilians)",
    ),
    (
        "city",
        "check_result",
        "thief_cannot_rob_himself",
        "night-1 step=10 actor=Vera verb=check targets=Gleb outcome=succeeded reasons=check_result(target=Gleb,camp=robbers)",
    ),
    (
        "city",
        "compare_result",
        "journalist_compares_camps",
        "night-1 step=10 actor=Boris verb=compare targets=Anna,Vera outcome=succeeded reasons=compare_result(result=same)",
    ),
    (
        "city",
        "counted",
        "miner_mine_counts_secret_votes",
        "day-1 step=2 actor=Gleb verb=secret_vote targets=Vera,Vera outcome=succeeded reasons=counted",
    ),
    (
        "city",
        "cursed",
        "r9_redirect_moves_the_curse",
        "night-2 step=10 actor=Gleb verb=check targets=Anna outcome=failed reasons=cursed",
    ),
    (
        "city",
        "extra_life",
        "r5_heal_comes_before_extra_life",
        "night-2 step=9 actor=Anna verb=kill targets=Boris outcome=failed reasons=extra_life(target=Boris)",
    ),
    (
        "city",
        "found",
        "r22_robbers_find_each_other",
        "night-1 step=10 actor=Boris verb=seek targets=Vera outcome=succeeded reasons=found(target=Vera)",
    ),
    (
        "city",
        "guarded",
        "r5_guard_may_guard_himself",
        "night-1 step=9 actor=Vera verb=shoot targets=Boris outcome=failed reasons=guarded(target=Boris,by=Boris)",
    ),
    (
        "city",
        "healed",
        "spec_5_2_example",
        "night-1 step=9 actor=Anna verb=kill targets=Boris outcome=failed reasons=healed(target=Boris,by=Boris)",
    ),
    (
        "city",
        "killed",
        "spec_5_2_example",
        "day-1 step=3 actor=- verb=lynch targets=Gleb outcome=succeeded reasons=votes(count=3);killed(target=Gleb,cause=lynch)",
    ),
    (
        "city",
        "lynched_anyway",
        "miner_lynched_mine_target_dies_by_the_lynch_only",
        "day-1 step=4 actor=- verb=mine targets=Vera outcome=failed reasons=lynched_anyway(target=Vera)",
    ),
    (
        "city",
        "muted",
        "r62_a_mute_can_be_redirected",
        "day-1 step=2 actor=Egor verb=vote targets=Fedor outcome=failed reasons=muted",
    ),
    (
        "city",
        "no_votes",
        "witch_robbed_curse_fails",
        "day-1 step=3 actor=- verb=lynch targets=- outcome=failed reasons=no_votes",
    ),
    (
        "city",
        "not_found",
        "spec_5_2_example",
        "night-1 step=10 actor=Gleb verb=seek targets=Anna outcome=succeeded reasons=not_found(target=Anna)",
    ),
    (
        "city",
        "nothing_to_redirect",
        "r62_a_seek_cannot_be_redirected",
        "night-1 step=4 actor=Boris verb=redirect targets=Vera,Dina outcome=failed reasons=nothing_to_redirect(player=Vera)",
    ),
    (
        "city",
        "overridden",
        "r60_two_mafiosi_seat_order_decides",
        "night-1 step=9 actor=Gleb verb=kill targets=Vera outcome=unused reasons=overridden(by=Boris)",
    ),
    (
        "city",
        "redirected",
        "r9_redirect_moves_the_mine",
        "night-1 step=8 actor=Boris verb=mine targets=Vera outcome=succeeded reasons=redirected(by=Dina,to=Gleb)",
    ),
    (
        "city",
        "resolves_before",
        "r9_redirect_of_the_beating_fails",
        "night-1 step=4 actor=Boris verb=redirect targets=Vera,Dina outcome=failed reasons=resolves_before(player=Vera,verb=beat)",
    ),
    (
        "city",
        "robbed",
        "witch_robbed_curse_fails",
        "night-1 step=5 actor=Boris verb=curse targets=Vera outcome=failed reasons=robbed(by=Gleb)",
    ),
    (
        "city",
        "scout_result",
        "r61_seek_finds_a_hidden_robber",
        "night-1 step=10 actor=Gleb verb=scout targets=- outcome=succeeded reasons=scout_result(detective=-,thief=-,doctor=-)",
    ),
    (
        "city",
        "secret_votes",
        "r66_borrowed_chosen_gives_two_secret_votes",
        "night-2 step=11 actor=Vera verb=borrow targets=- outcome=succeeded reasons=secret_votes",
    ),
    (
        "city",
        "target_at_psycho",
        "spec_5_2_example",
        "night-1 step=10 actor=Anna verb=check targets=Vera outcome=failed reasons=target_at_psycho(target=Vera,by=Gleb)",
    ),
    (
        "city",
        "target_beaten",
        "journalist_compares_camps",
        "night-3 step=10 actor=Boris verb=compare targets=Anna,Gleb outcome=failed reasons=target_beaten(target=Gleb,by=Dina)",
    ),
    (
        "city",
        "tie",
        "r51_too_few_posts_is_absence",
        "day-1 step=3 actor=- verb=lynch targets=Anna,Boris,Vera,Gleb,Dina,Egor outcome=failed reasons=tie(players=[Anna,Boris,Vera,Gleb,Dina,Egor],count=1)",
    ),
    (
        "city",
        "too_few_votes",
        "miner_mine_expires_after_one_day",
        "day-1 step=4 actor=- verb=mine targets=Vera outcome=failed reasons=too_few_votes(target=Vera,count=2)",
    ),
    (
        "city",
        "turned",
        "r9_redirect_moves_the_mine",
        "night-1 step=4 actor=Dina verb=redirect targets=Boris,Gleb outcome=succeeded reasons=turned(player=Boris,verb=mine,to=Gleb)",
    ),
    (
        "city",
        "victim_mafia",
        "r9_redirect_of_a_mafia_member_fails",
        "night-1 step=4 actor=Boris verb=redirect targets=Vera,Boris outcome=failed reasons=victim_mafia(player=Vera)",
    ),
    (
        "city",
        "votes",
        "spec_5_2_example",
        "day-1 step=3 actor=- verb=lynch targets=Gleb outcome=succeeded reasons=votes(count=3);killed(target=Gleb,cause=lynch)",
    ),
    (
        "city",
        "watch_result",
        "r63_sleepwalker_sees_checks_curses_and_compares",
        "night-1 step=10 actor=Vera verb=watch targets=Fedor outcome=succeeded reasons=watch_result(camps=[civilians,civilians,civilians,mafia])",
    ),
    (
        "hobbit",
        "absent",
        "r50_self_vote_is_no_presence",
        "day-2 step=5 actor=- verb=sleep targets=Res3 outcome=succeeded reasons=absent(days=2)",
    ),
    (
        "hobbit",
        "arrow_in_smaug",
        "r74_lynched_bard_still_shoots_smaug",
        "day-1 step=4 actor=Bard verb=shoot targets=Smaug outcome=succeeded reasons=arrow_in_smaug(target=Smaug)",
    ),
    (
        "hobbit",
        "arrow_lost",
        "bard_has_seven_arrows",
        "day-1 step=4 actor=Bard verb=shoot targets=Azog outcome=failed reasons=arrow_lost(target=Azog)",
    ),
    (
        "hobbit",
        "attacks_thorin",
        "r5_heal_saves_thorin_from_smaug",
        "night-1 step=5 actor=Smaug verb=hunt targets=Thorin outcome=failed reasons=attacks_thorin(target=Thorin);healed(target=Thorin,by=Radagast)",
    ),
    (
        "hobbit",
        "blocked_by_pair",
        "pair_block_on_smaug_stops_his_hunt",
        "night-2 step=5 actor=Smaug verb=hunt targets=Res1 outcome=failed reasons=blocked_by_pair(by=Tauriel)",
    ),
    (
        "hobbit",
        "digit_set",
        "r57_kill_without_digit_means_digit_1",
        "night-1 step=1 actor=Alfrid verb=digit targets=- outcome=succeeded reasons=digit_set(digit=2)",
    ),
    (
        "hobbit",
        "elk",
        "r5_heal_before_the_elk_keeps_the_elk",
        "night-2 step=9 actor=Azog verb=kill targets=Thranduil outcome=failed reasons=elk(target=Thranduil)",
    ),
    (
        "hobbit",
        "found",
        "r32_shield_works_once_per_game",
        "night-1 step=3 actor=Tauriel verb=seek targets=Kili outcome=succeeded reasons=found(target=Kili)",
    ),
    (
        "hobbit",
        "head_blocked",
        "r73_tauriels_block_wins_over_kilis",
        "night-2 step=9 actor=Azog verb=kill targets=Res2 outcome=failed reasons=head_blocked(head=Azog,by=Tauriel)",
    ),
    (
        "hobbit",
        "healed",
        "r5_heal_saves_thorin_from_smaug",
        "night-1 step=5 actor=Smaug verb=hunt targets=Thorin outcome=failed reasons=attacks_thorin(target=Thorin);healed(target=Thorin,by=Radagast)",
    ),
    (
        "hobbit",
        "instructed",
        "r41_sauron_order_kills_smaug",
        "night-2 step=8 actor=Sauron verb=instruct targets=Smaug outcome=succeeded reasons=instructed(kind=order,player=Smaug,role=-)",
    ),
    (
        "hobbit",
        "killed",
        "r41_gollum_kills_smaug",
        "night-1 step=9 actor=Gollum verb=kill targets=Smaug outcome=succeeded reasons=killed(target=Smaug,cause=gollum)",
    ),
    (
        "hobbit",
        "no_votes",
        "bard_has_seven_arrows",
        "day-1 step=3 actor=- verb=lynch targets=- outcome=failed reasons=no_votes",
    ),
    (
        "hobbit",
        "not_found",
        "r5_heal_saves_thorin_from_smaug",
        "night-2 step=5 actor=Smaug verb=hunt targets=Res2 outcome=succeeded reasons=not_found(target=Res2)",
    ),
    (
        "hobbit",
        "ordered",
        "r41_sauron_order_kills_smaug",
        "night-2 step=9 actor=Azog verb=kill targets=Smaug outcome=succeeded reasons=ordered(by=Sauron,target=Smaug);killed(target=Smaug,cause=mafia)",
    ),
    (
        "hobbit",
        "overridden",
        "r71_bolg_kill_wins_over_the_orcs",
        "night-1 step=9 actor=Orc2 verb=kill targets=Res3 outcome=unused reasons=overridden(by=Bolg)",
    ),
    (
        "hobbit",
        "pair_block",
        "r32_shield_works_once_per_game",
        "night-2 step=4 actor=Tauriel verb=block targets=Thorin outcome=succeeded reasons=pair_block(target=Thorin);shield_granted(player=Tauriel)",
    ),
    (
        "hobbit",
        "penalty_arrow",
        "r42_gollum_never_counts_as_a_civilian",
        "day-1 step=4 actor=Legolas verb=shoot targets=Res2 outcome=succeeded reasons=killed(target=Res2,cause=shot);penalty_arrow",
    ),
    (
        "hobbit",
        "penalty_death",
        "r40_ring_stops_legolas_but_not_his_penalty",
        "day-3 step=4 actor=Legolas verb=shoot targets=Res3 outcome=succeeded reasons=killed(target=Res3,cause=shot);penalty_death",
    ),
    (
        "hobbit",
        "ricochet",
        "r33_thorin_beats_smaug_to_the_holder",
        "night-2 step=9 actor=Azog verb=kill targets=Thorin outcome=failed reasons=ricochet(target=Thorin,on=Azog);killed(target=Azog,cause=ricochet)",
    ),
    (
        "hobbit",
        "ring_put_on",
        "r40_ring_is_not_blockable",
        "night-2 step=0 actor=Bilbo verb=ring targets=- outcome=succeeded reasons=ring_put_on",
    ),
    (
        "hobbit",
        "ring_taken",
        "r75_gollum_may_wear_the_ring_bilbo_already_wore",
        "night-2 step=10 actor=Gollum verb=ring_taken targets=Bilbo outcome=succeeded reasons=ring_taken(target=Bilbo)",
    ),
    (
        "hobbit",
        "sauron_penalty",
        "r36_bilbo_is_blocked_the_night_after_searching_sauron",
        "night-2 step=6 actor=Bilbo verb=search targets=Res2 outcome=failed reasons=sauron_penalty",
    ),
    (
        "hobbit",
        "search_result",
        "r40_ring_is_not_blockable",
        "night-1 step=6 actor=Bilbo verb=search targets=Sauron outcome=succeeded reasons=search_result(target=Sauron,role=sauron,arkenstone=no)",
    ),
    (
        "hobbit",
        "shield_granted",
        "r32_shield_works_once_per_game",
        "night-2 step=4 actor=Tauriel verb=block targets=Thorin outcome=succeeded reasons=pair_block(target=Thorin);shield_granted(player=Tauriel)",
    ),
    (
        "hobbit",
        "shielded",
        "r32_shield_defaults_to_the_sender",
        "night-2 step=9 actor=Azog verb=kill targets=Kili outcome=failed reasons=shielded(target=Kili)",
    ),
    (
        "hobbit",
        "side_chosen",
        "r42_gollum_never_counts_as_a_civilian",
        "day-1 step=1 actor=Gollum verb=side targets=- outcome=succeeded reasons=side_chosen(side=civilians)",
    ),
    (
        "hobbit",
        "smaug_immune",
        "r41_sauron_order_kills_smaug",
        "night-1 step=9 actor=Azog verb=kill targets=Smaug outcome=failed reasons=smaug_immune(target=Smaug)",
    ),
    (
        "hobbit",
        "smaug_spared",
        "r42_legolas_has_five_arrows",
        "day-1 step=4 actor=Legolas verb=shoot targets=Smaug outcome=failed reasons=smaug_spared(target=Smaug)",
    ),
    (
        "hobbit",
        "smaug_survives",
        "r41_lynched_smaug_survives_while_orcs_live",
        "day-1 step=3 actor=- verb=lynch targets=Smaug outcome=failed reasons=votes(count=2);smaug_survives(target=Smaug)",
    ),
    (
        "hobbit",
        "stone_found",
        "r32_shield_works_once_per_game",
        "night-1 step=2 actor=Thorin verb=seek targets=Res1 outcome=succeeded reasons=stone_found(target=Res1)",
    ),
    (
        "hobbit",
        "stone_taken",
        "r33_thorin_takes_the_stone_back_from_smaug",
        "night-1 step=5 actor=Smaug verb=hunt targets=Res1 outcome=succeeded reasons=stone_taken(target=Res1)",
    ),
    (
        "hobbit",
        "target_dead",
        "r54_bard_arrow_at_a_dead_player_is_not_spent",
        "day-1 step=4 actor=Bard verb=shoot targets=Res2 outcome=failed reasons=target_dead(target=Res2)",
    ),
    (
        "hobbit",
        "tie",
        "r50_self_vote_is_no_presence",
        "day-1 step=3 actor=- verb=lynch targets=Azog,Bolg,Bilbo,Res1,Res2,Res3,Res4 outcome=failed reasons=tie(players=[Azog,Bolg,Bilbo,Res1,Res2,Res3,Res4],count=1)",
    ),
    (
        "hobbit",
        "votes",
        "everybody_dead_is_a_draw",
        "day-1 step=3 actor=- verb=lynch targets=Res3 outcome=succeeded reasons=votes(count=2);killed(target=Res3,cause=lynch)",
    ),
    (
        "hobbit",
        "wears_ring",
        "r40_ring_is_not_blockable",
        "night-2 step=9 actor=Azog verb=kill targets=Bilbo outcome=failed reasons=wears_ring(target=Bilbo)",
    ),
    (
        "hobbit",
        "wrong_digit",
        "r57_kill_without_digit_means_digit_1",
        "night-1 step=9 actor=Azog verb=kill targets=Alfrid outcome=failed reasons=wrong_digit(target=Alfrid,digit=1)",
    ),
    (
        "city",
        "beaten",
        "r9_beaten_swindler_redirects_nothing",
        "night-1 step=4 actor=Boris verb=redirect targets=Vera,Gleb outcome=failed reasons=beaten(by=Dina)",
    ),
    (
        "city",
        "target_beaten",
        "r9_redirect_of_a_hidden_player_fails",
        "night-1 step=4 actor=Boris verb=redirect targets=Vera,Egor outcome=failed reasons=target_beaten(target=Vera,by=Gleb)",
    ),
    (
        "city",
        "killed",
        "r17_guest_dies_next_night_unless_healed",
        "night-2 step=9 actor=- verb=exhaustion targets=Vera outcome=succeeded reasons=killed(target=Vera,cause=exhaustion)",
    ),
    (
        "city",
        "healed",
        "r17_heal_the_next_night_saves_the_guest",
        "night-2 step=9 actor=- verb=exhaustion targets=Vera outcome=failed reasons=healed(target=Vera,by=Gleb)",
    ),
    (
        "city",
        "robbed",
        "r65_blocked_scout_gets_no_report",
        "night-1 step=10 actor=Dina verb=scout targets=- outcome=failed reasons=robbed(by=Boris)",
    ),
    (
        "city",
        "beaten",
        "r15_thug_beats_the_watching_sleepwalker_too",
        "night-1 step=10 actor=Vera verb=watch targets=Gleb outcome=failed reasons=beaten(by=Boris)",
    ),
    (
        "city",
        "target_beaten",
        "r7_camp_kill_fails_on_hidden_target",
        "night-1 step=9 actor=Anna verb=kill targets=Vera outcome=failed reasons=target_beaten(target=Vera,by=Boris)",
    ),
    (
        "city",
        "actor_died",
        "INLINE:actor_died",
        "night-2 step=11 actor=Boris verb=become targets=- outcome=failed reasons=actor_died",
    ),
    (
        "city",
        "target_dead",
        "INLINE:mine_on_the_dead",
        "day-1 step=4 actor=- verb=mine targets=Vera outcome=failed reasons=target_dead(target=Vera)",
    ),
    (
        "city",
        "killed",
        "INLINE:explosion",
        "night-1 step=9 actor=Boris verb=explosion targets=Vera outcome=succeeded reasons=killed(target=Vera,cause=explosion)",
    ),
    (
        "city",
        "extra_life",
        "INLINE:explosion",
        "night-2 step=9 actor=Egor verb=shoot targets=Fedor outcome=failed reasons=extra_life(target=Fedor)",
    ),
]


def record_of(ruleset: str, name: str) -> engine.Record:
    """A conformance record by name, or one of the small records above (`INLINE:<name>`)."""
    if name.startswith("INLINE:"):
        return engine.load_record(textwrap.dedent(INLINE[name[7:]]).strip() + "\n")
    return engine.load_record(CONFORMANCE / ruleset / f"{name}.yaml")


def trace_of(record: engine.Record) -> list[str]:
    """The record's trace lines."""
    _, results = engine.resolve_record(record, trace=True)
    return [line for r in results if r.trace for line in engine.trace_lines(r.trace)]


@pytest.mark.parametrize(
    ("ruleset", "code", "name", "line"),
    CASES,
    ids=[f"{ruleset}-{code}-{name}" for ruleset, code, name, _ in CASES],
)
def test_the_trace_gives_the_reason(ruleset: str, code: str, name: str, line: str) -> None:
    assert f"{code}(" in line or line.endswith(code) or f"{code};" in line
    assert line in trace_of(record_of(ruleset, name))


def test_every_reason_code_is_proved_by_a_record() -> None:
    assert {code for _, code, _, _ in CASES} == set(engine.TRACE_CODES)


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
def test_every_way_an_action_of_the_rule_set_can_fail_is_proved(ruleset: str) -> None:
    """The failure reasons each rule set can give (its blockers, its hiding, its protections in
    R5's order, its own refusals at resolution) each have a record of that rule set."""
    failures = {
        "city": {
            "robbed", "beaten", "at_psycho", "cursed", "target_beaten", "target_at_psycho",
            "victim_mafia", "resolves_before", "nothing_to_redirect", "guarded", "healed",
            "extra_life", "overridden", "actor_died", "muted", "too_few_votes",
            "lynched_anyway", "target_dead", "no_votes", "tie",
        },
        "hobbit": {
            "blocked_by_pair", "sauron_penalty", "wears_ring", "ricochet", "shielded", "healed",
            "elk", "smaug_immune", "wrong_digit", "head_blocked", "overridden", "target_dead",
            "smaug_spared", "arrow_lost", "smaug_survives", "no_votes", "tie",
        },
    }[ruleset]  # fmt: skip
    assert failures <= {code for rs, code, _, _ in CASES if rs == ruleset}


def test_a_refused_action_is_traced_with_its_error_code() -> None:
    record = record_of("hobbit", "r70_ring_and_search_in_one_night_refuses_the_search")
    lines = trace_of(record)
    assert any("verb=search" in line and "outcome=rejected reasons=ring_worn(verb=search)" in line
               for line in lines), lines  # fmt: skip
