"""Actions, votes, activity and the tally: stored before accepted, refusals change nothing."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import VOTE, Game, MessageCount, Resolution, Submission
from bot.text.i18n import Text
from bot.text.status import status_texts
from bot.text.tally import tally_texts
from tests.service.helpers import GUILD, NAMES, new_service, player, seated_game


async def _actor(service: GameService, game_id: int) -> tuple[int, engine.VerbOption]:
    """A seat with a one-player-argument verb in the current phase, and that verb."""
    state = await service.queries.engine_state(game_id)
    for index, name in enumerate(NAMES[: len(state.names)]):
        for option in state.options(name):
            if len(option.args) == 1 and option.args[0].kind == "player":
                return index, option
    raise AssertionError("nobody can act")


async def _legal_targets(service: GameService, game_id: int, index: int, verb: str) -> list[str]:
    state = await service.queries.engine_state(game_id)
    name = NAMES[index]
    return [t for t in state.alive if state.check_action(name, verb, t) is None]


async def _to_day(service: GameService, game_id: int) -> None:
    assert await service.resolver.resolve_phase(game_id)
    game = await Game.get(id=game_id)
    assert game.phase_kind == "day", "the night ended the game"


async def test_a_second_action_replaces_the_first_and_keeps_it_in_history(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    index, option = await _actor(service, game_id)
    first, second = (await _legal_targets(service, game_id, index, option.verb))[:2]

    accepted = await service.play.act(player(index), option.verb, first)
    assert accepted.replaced is None
    accepted = await service.play.act(player(index), option.verb, second)
    assert accepted.replaced == first

    rows = await Submission.filter(game_id=game_id, verb=option.verb).order_by("id")
    assert [(row.value["value"], row.active) for row in rows] == [(first, False), (second, True)]
    assert rows[1].replaces_id == rows[0].id  # type: ignore[attr-defined]
    await service.resolver.resolve_phase(game_id)
    stored = await Resolution.get(game_id=game_id, phase_kind="night", phase_number=1)
    assert stored.input["actions"][NAMES[index]][option.verb] == second  # type: ignore[index]


async def test_a_refused_action_raises_the_engines_code_and_stores_nothing(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    with pytest.raises(engine.EngineError) as caught:
        await service.play.act(player(0), "no_such_verb", NAMES[1])
    assert caught.value.code == "unknown_verb"
    assert await Submission.filter(game_id=game_id).count() == 0


async def test_someone_outside_the_game_is_told_so(store: str) -> None:
    service, _ = new_service()
    await seated_game(service)
    with pytest.raises(ServiceError) as caught:
        await service.play.act(Caller(9999, GUILD, 20), "kill", NAMES[0])
    assert caught.value.code == "not_in_game"


async def test_a_dm_finds_the_players_only_game(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    index, option = await _actor(service, game_id)
    target = (await _legal_targets(service, game_id, index, option.verb))[0]
    accepted = await service.play.act(Caller(player(index).user_id), option.verb, target)
    assert accepted.game_id == game_id and accepted.player == NAMES[index]
    with pytest.raises(ServiceError) as caught:
        await service.play.act(Caller(424242), option.verb, target)
    assert caught.value.code == "dm_not_in_game"


async def test_votes_are_taken_by_day_only_the_engine_says_so(store: str) -> None:
    service, _ = new_service()
    await seated_game(service)
    with pytest.raises(engine.EngineError) as caught:
        await service.play.vote(player(0), NAMES[1])
    assert (caught.value.code, dict(caught.value.params)) == (
        "wrong_phase",
        {"verb": "vote", "phase": "night"},
    )


def message_ids(texts: Sequence[Text]) -> list[str]:
    """The ids of `texts` and of every Text nested in their arguments, depth first."""
    ids: list[str] = []
    for text in texts:
        ids.append(text.id)
        ids.extend(message_ids([arg for arg in text.args.values() if isinstance(arg, Text)]))
    return ids


async def test_a_changed_vote_stays_in_the_tally_struck_through(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, seed=11)
    await _to_day(service, game_id)
    state = await service.queries.engine_state(game_id)
    voter = state.alive[0]
    index = NAMES.index(voter)
    first, second = state.alive[1], state.alive[2]
    await service.play.vote(player(index), first)
    await service.play.vote(player(index), second)
    await service.play.vote(player(index), "abstain")

    status = await service.queries.status(player(index))
    assert [(e.voter, e.target, e.struck) for e in status.tally] == [
        (voter, first, True),
        (voter, second, True),
        (voter, "abstain", False),
    ]
    assert status.phase is not None
    texts = tally_texts(status.phase.number, status.tally)
    assert message_ids(texts).count("tally-struck") == 2
    assert "tally-struck" not in message_ids(status_texts(status))  # the counts only
    assert await Submission.filter(game_id=game_id, kind=VOTE, active=True).count() == 1


async def test_a_vote_for_a_stranger_is_refused_and_stores_nothing(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, seed=11)
    await _to_day(service, game_id)
    voter = (await service.queries.engine_state(game_id)).alive[0]
    with pytest.raises(engine.EngineError) as caught:
        await service.play.vote(player(NAMES.index(voter)), "Nobody")
    assert caught.value.code == "not_a_player"
    assert await Submission.filter(game_id=game_id, kind=VOTE).count() == 0


async def test_a_night_verb_sent_by_day_is_stored_for_the_coming_night(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, seed=11)
    await _to_day(service, game_id)
    state = await service.queries.engine_state(game_id)
    for name in state.alive:
        for option in state.options(name, state.phase.next()):
            if len(option.args) == 1 and option.args[0].kind == "player":
                target = next(
                    t
                    for t in state.alive
                    if state.check_action(name, option.verb, t, state.phase.next()) is None
                )
                accepted = await service.play.act(player(NAMES.index(name)), option.verb, target)
                assert accepted.phase == engine.Phase("night", 2)
                await service.resolver.resolve_phase(game_id)
                night = await service.queries.engine_state(game_id)
                if night.phase != engine.Phase("night", 2):
                    pytest.skip("the day ended the game")
                await service.resolver.resolve_phase(game_id)
                stored = await Resolution.get(game_id=game_id, phase_kind="night", phase_number=2)
                assert stored.input["actions"][name][option.verb] == target  # type: ignore[index]
                return
    raise AssertionError("nobody has a night verb")


async def test_messages_count_for_living_players_by_day_and_reach_the_engine(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, seed=11)
    await service.posted.record_message(GUILD, 20, player(0).user_id)  # night: not counted
    await _to_day(service, game_id)
    state = await service.queries.engine_state(game_id)
    index = NAMES.index(state.alive[0])
    for _ in range(4):
        await service.posted.record_message(GUILD, 20, player(index).user_id)
    await service.posted.record_message(GUILD, 20, 777)  # not a player
    rows = await MessageCount.filter(game_id=game_id)
    assert [(row.day, row.player, row.count) for row in rows] == [(1, state.alive[0], 4)]
    await service.resolver.resolve_phase(game_id)
    stored = await Resolution.get(game_id=game_id, phase_kind="day", phase_number=1)
    assert stored.input["posts"] == {state.alive[0]: 4}


async def test_options_by_day_include_the_coming_night_and_the_vote_targets(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, seed=11)
    await _to_day(service, game_id)
    state = await service.queries.engine_state(game_id)
    name = state.alive[0]
    view = await service.queries.options(player(NAMES.index(name)))
    assert view.phase == engine.Phase("day", 1)
    assert view.next_night == state.options(name, engine.Phase("night", 2))
    assert view.vote_targets == (*state.alive, "abstain")


async def test_a_dead_player_has_no_vote_targets_by_day(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, seed=11)
    state = await service.queries.engine_state(game_id)
    killer = next(n for n in state.alive if any(o.verb == "kill" for o in state.options(n)))
    victim = next(t for t in state.alive if state.check_action(killer, "kill", t) is None)
    await service.play.act(player(NAMES.index(killer)), "kill", victim)
    await _to_day(service, game_id)
    state = await service.queries.engine_state(game_id)
    assert victim not in state.alive
    view = await service.queries.options(player(NAMES.index(victim)))
    assert view.vote_targets == ()
    assert state.check_vote(victim, "abstain") is not None


async def test_my_card_is_the_narrated_role_card(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    state = await service.queries.engine_state(game_id)
    texts = await service.queries.my_card(player(0))
    assert texts[0].id.startswith("card-title")
    assert texts[0].args["role"].args["ruleset"] == "city"  # type: ignore[union-attr]
    assert state.role(NAMES[0]) in texts[1].id
