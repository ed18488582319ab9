"""SPEC 3.3 (ruling C7): the Boss may send a mafia member's action; the member's own action wins
unless the member left it to the Boss."""

from __future__ import annotations

import pytest

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.store.models import Resolution, Seat, Submission
from tests.service.helpers import NAMES, new_service, player, seated_game

ROLES = ["boss", "thief", "doctor", "detective", "citizen", "citizen", "citizen", "citizen"]


async def _table(service: GameService) -> tuple[int, dict[str, str], dict[str, Caller]]:
    game_id = await seated_game(service, roles=ROLES, seed=3)
    seats = await Seat.filter(game_id=game_id)
    by_role = {str(seat.role): seat.name for seat in seats if seat.role != "citizen"}
    callers = {seat.name: player(NAMES.index(seat.name)) for seat in seats}
    return game_id, by_role, callers


async def _night_actions(game_id: int) -> dict[str, dict[str, object]]:
    row = await Resolution.get(game_id=game_id, phase_kind="night", phase_number=1)
    return row.input["actions"]  # type: ignore[return-value]


async def test_the_boss_sends_a_members_action_under_the_members_name(store: str) -> None:
    service, _ = new_service()
    game_id, roles, callers = await _table(service)
    boss, thief, doctor = roles["boss"], roles["thief"], roles["doctor"]
    accepted = await service.play.act(callers[boss], "rob", doctor, for_player=thief)
    assert accepted.player == thief
    assert await Submission.filter(game_id=game_id, player=thief, delegated=True).count() == 1
    await service.resolver.resolve_phase(game_id)
    assert (await _night_actions(game_id))[thief] == {"rob": doctor}


@pytest.mark.parametrize("boss_first", [True, False])
async def test_the_members_own_action_wins_over_the_bosss(store: str, boss_first: bool) -> None:
    service, _ = new_service()
    game_id, roles, callers = await _table(service)
    boss, thief = roles["boss"], roles["thief"]
    sends = [
        service.play.act(callers[boss], "rob", roles["doctor"], for_player=thief),
        service.play.act(callers[thief], "rob", roles["detective"]),
    ]
    for send in sends if boss_first else reversed(sends):
        await send
    await service.resolver.resolve_phase(game_id)
    assert (await _night_actions(game_id))[thief] == {"rob": roles["detective"]}


async def test_a_member_who_leaves_it_to_the_boss_gets_the_bosss_action(store: str) -> None:
    service, _ = new_service()
    game_id, roles, callers = await _table(service)
    boss, thief = roles["boss"], roles["thief"]
    await service.play.act(callers[thief], "rob", roles["detective"])
    await service.play.leave_to_boss(callers[thief])
    await service.play.act(callers[boss], "rob", roles["doctor"], for_player=thief)
    await service.resolver.resolve_phase(game_id)
    assert (await _night_actions(game_id))[thief] == {"rob": roles["doctor"]}


async def test_only_the_boss_may_send_and_only_for_the_mafia(store: str) -> None:
    service, _ = new_service()
    game_id, roles, callers = await _table(service)
    attempts = [
        (roles["thief"], "check", roles["doctor"], roles["boss"]),  # a member for the Boss
        (roles["boss"], "heal", roles["doctor"], roles["doctor"]),  # the Boss for a civilian
        (roles["doctor"], "rob", roles["boss"], roles["thief"]),  # a civilian for the mafia
    ]
    for sender, verb, target, member in attempts:
        with pytest.raises(engine.EngineError) as caught:
            await service.play.act(callers[sender], verb, target, for_player=member)
        assert caught.value.code == "not_your_ability"
    with pytest.raises(engine.EngineError) as caught:
        await service.play.leave_to_boss(callers[roles["doctor"]])
    assert caught.value.code == "not_your_ability"
    assert await Submission.filter(game_id=game_id).count() == 0


async def test_a_refusal_that_names_a_role_says_the_rule_set_of_its_game(store: str) -> None:
    service, _ = new_service()
    _, roles, callers = await _table(service)
    with pytest.raises(engine.EngineError) as caught:
        await service.play.act(callers[roles["doctor"]], "rob", roles["boss"])
    assert caught.value.code == "not_your_ability"
    assert caught.value.params["role"] == "doctor"
    assert caught.value.ruleset == "city"  # the reply words "doctor" without asking for a status


async def test_sent_moves_shows_another_players_moves_only_to_the_boss_of_their_mafia(
    store: str,
) -> None:
    service, _ = new_service()
    _, roles, callers = await _table(service)
    boss, thief, doctor = roles["boss"], roles["thief"], roles["doctor"]
    await service.play.act(callers[doctor], "heal", roles["detective"])
    await service.play.act(callers[thief], "rob", doctor)
    night = engine.Phase("night", 1)
    attempts = [
        (roles["detective"], doctor),  # a civilian asks for another's night move
        (thief, boss),  # a member for the Boss
        (boss, doctor),  # the Boss for a civilian
    ]
    for asker, other in attempts:
        with pytest.raises(engine.EngineError) as caught:
            await service.forms.sent_moves(callers[asker], night, for_player=other)
        assert caught.value.code == "not_your_ability"
    sent = await service.forms.sent_moves(callers[boss], night, for_player=thief)
    assert sent.player == thief and dict(sent.moves) == {"rob": doctor}
    own = await service.forms.sent_moves(callers[doctor], night, for_player=doctor)
    assert dict(own.moves) == {"heal": roles["detective"]}
