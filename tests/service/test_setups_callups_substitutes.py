"""at the service: saved setups (per server, checked by the engine), call-ups
(one per 10 minutes, kept over a restart), substitutes (`/game sub`, the first one taking a seat,
and `auto_substitute` handing an inactive player's seat over instead of putting them to sleep,
with a record that replays to the same game). On SQLite, and on PostgreSQL when configured."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import CallUp, PrivateItem, Resolution, SavedSetup, Seat, Substitute
from tests.service.helpers import CHANNEL, GUILD, HOST, NAMES, new_service, player, seated_game

OTHER_SERVER_HOST = Caller(HOST.user_id, GUILD + 1, CHANNEL + 1, is_admin=True)
THIRTEEN = ("boss", "swindler", "mafioso", "psycho", "miner", "detective", "doctor", "witch",
            "sleepwalker", "citizen", "citizen", "citizen", "citizen")  # fmt: skip
SUB_A, SUB_B, OUTSIDER = 900, 901, 999


class Clock:
    """A clock the test moves on."""

    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


async def refused(call: object) -> ServiceError | engine.EngineError:
    with pytest.raises((ServiceError, engine.EngineError)) as caught:
        await call  # type: ignore[misc]
    return caught.value  # type: ignore[return-value]


# -- saved setups -------------------------------------------------------------------------------


async def test_a_saved_setup_shows_its_camps_and_belongs_to_its_server_only(store: str) -> None:
    service, _ = new_service()
    roles = list(engine.preset("city", 13))
    saved = await service.setups.save(HOST, "Big table", roles)
    assert saved.ruleset == "city" and saved.roles == tuple(roles)
    assert saved.camps == (("mafia", 3), ("civilians", 8), ("robbers", 2))
    assert [s.name for s in await service.setups.setups(GUILD)] == ["Big table"]
    assert (await service.setups.show(GUILD, "big TABLE")).roles == tuple(roles)
    assert await service.setups.setups(GUILD + 1) == []
    assert (await refused(service.setups.show(GUILD + 1, "Big table"))).code == "setup_not_found"
    assert (await refused(service.setups.delete(OTHER_SERVER_HOST, "Big table"))).code == (
        "setup_not_found"
    )
    await service.setups.save(OTHER_SERVER_HOST, "Big table", ["boss", *["citizen"] * 5])
    assert (await service.setups.show(GUILD, "Big table")).roles == tuple(roles)
    assert (await service.setups.delete(HOST, "big table")).name == "Big table"
    assert await service.setups.setups(GUILD) == []
    assert len(await service.setups.setups(GUILD + 1)) == 1


@pytest.mark.parametrize(
    ("name", "roles", "code"),
    [
        ("Mine", ["boss", "wizard", *["citizen"] * 5], "unknown_role"),
        ("Mine", ["boss", "citizen", "citizen"], "player_count"),
        ("Mine", ["citizen"] * 7, "roles_one_camp"),
        ("Mine", ["boss", "boss", *["citizen"] * 5], "duplicate_role"),
        ("Mine", [], "setup_empty"),
        ("x" * 33, ["boss", *["citizen"] * 5], "setup_bad_name"),
        ("   ", ["boss", *["citizen"] * 5], "setup_bad_name"),
        ("TAKEN", ["boss", *["citizen"] * 5], "setup_name_taken"),
    ],
)
async def test_a_bad_setup_is_refused_and_nothing_is_saved(
    store: str, name: str, roles: list[str], code: str
) -> None:
    service, _ = new_service()
    await service.setups.save(HOST, "Taken", ["boss", *["citizen"] * 6])
    assert (await refused(service.setups.save(HOST, name, roles))).code == code
    assert await SavedSetup.all().count() == 1


async def test_only_a_host_saves_or_deletes_a_setup(store: str) -> None:
    service, _ = new_service()
    await service.setups.save(HOST, "Six", ["boss", *["citizen"] * 5])
    assert (
        await refused(service.setups.save(player(0), "Mine", ["boss", *["citizen"] * 5]))
    ).code == ("not_host")
    assert (await refused(service.setups.delete(player(0), "Six"))).code == "not_host"
    assert [s.name for s in await service.setups.setups(GUILD)] == ["Six"]


async def test_a_game_starts_with_a_saved_setup_of_its_rule_set(store: str) -> None:
    service, _ = new_service()
    await service.setups.save(HOST, "Thirteen", THIRTEEN)
    await service.setups.save(HOST, "Hobbits", engine.preset("hobbit", 13), "hobbit")
    lobby = await service.lobby.open_lobby(HOST, "city", seed=3)
    for index in range(13):
        await service.lobby.join(player(index), NAMES[index])
    assert (await refused(service.setups.roles_for(GUILD, "Hobbits", "city"))).code == (
        "setup_wrong_ruleset"
    )
    assert (
        await refused(service.setups.roles_for(GUILD, "Nothing", "city"))
    ).code == "setup_not_found"
    roles = await service.setups.roles_for(GUILD, "thirteen", lobby.ruleset)
    await service.lobby.start_game(HOST, roles)
    dealt = sorted(str(seat.role) for seat in await Seat.filter(game_id=lobby.game_id))
    assert dealt == sorted(THIRTEEN)


# -- call-ups -----------------------------------------------------------------------------------


async def test_a_call_pings_the_seated_players_once_per_ten_minutes_even_over_a_restart(
    store: str,
) -> None:
    clock = Clock()
    service, _ = new_service(clock=clock)
    opener = player(0)
    lobby = await service.lobby.open_lobby(opener, "city")
    for index in range(4):
        await service.lobby.join(player(index), NAMES[index])
    called = await service.callups.call_players(opener)
    assert called == tuple(player(i).user_id for i in range(1, 4))  # never the caller
    clock.now += timedelta(minutes=3, seconds=30)
    too_soon = await refused(service.callups.call_players(opener))
    assert (too_soon.code, dict(too_soon.params)) == ("call_too_soon", {"minutes": 7})
    restarted, _ = new_service(clock=clock)  # a new process over the same store
    assert (await refused(restarted.callups.call_players(HOST))).code == "call_too_soon"
    clock.now += timedelta(minutes=6, seconds=31)
    assert await restarted.callups.call_players(HOST) == tuple(player(i).user_id for i in range(4))
    row = await CallUp.get(game_id=lobby.game_id)
    assert row.called_at == clock.now


async def test_only_the_opener_or_a_host_calls_and_an_empty_call_is_not_spent(store: str) -> None:
    service, _ = new_service()
    opener = player(0)
    await service.lobby.open_lobby(opener, "city")
    await service.lobby.join(player(1), NAMES[1])
    assert (await refused(service.callups.call_players(player(1)))).code == "not_host"
    await service.lobby.leave(player(1))
    assert (await refused(service.callups.call_players(opener))).code == "nobody_to_call"
    await service.lobby.join(player(1), NAMES[1])
    assert await service.callups.call_players(opener) == (player(1).user_id,)


# -- substitutes --------------------------------------------------------------------------------


async def test_a_seated_player_cannot_sign_up_as_a_substitute(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    assert (await refused(service.substitutes.sign_up(player(2)))).code == "sub_seated"
    await service.host.replace_player(HOST, player(3).user_id, OUTSIDER)
    assert (await refused(service.substitutes.sign_up(player(3)))).code == "sub_seated"  # sat
    assert await Substitute.filter(game_id=game_id).count() == 0


async def test_substitutes_sign_up_in_order_withdraw_and_not_in_a_lobby(store: str) -> None:
    service, _ = new_service()
    await service.lobby.open_lobby(HOST, "city")
    sub_a = Caller(SUB_A, GUILD, CHANNEL)
    assert (await refused(service.substitutes.sign_up(sub_a))).code == "game_not_running"
    await service.host.stop(HOST)
    await seated_game(service)
    assert await service.substitutes.sign_up(sub_a) == 1
    assert (await refused(service.substitutes.sign_up(sub_a))).code == "sub_already"
    assert await service.substitutes.sign_up(Caller(SUB_B, GUILD, CHANNEL)) == 2
    await service.substitutes.withdraw(sub_a)
    assert (await refused(service.substitutes.withdraw(sub_a))).code == "sub_not_signed"


async def test_replace_without_a_member_takes_the_first_substitute(store: str) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    assert (await refused(service.host.replace_player(HOST, player(1).user_id))).code == (
        "no_substitutes"
    )
    await service.substitutes.sign_up(Caller(SUB_A, GUILD, CHANNEL, locale="en-US"))
    await service.substitutes.sign_up(Caller(SUB_B, GUILD, CHANNEL))
    table.calls.clear()
    await service.host.replace_player(HOST, player(1).user_id)
    seat = await Seat.get(game_id=game_id, name=NAMES[1])
    assert (seat.user_id, seat.previous_user_ids, seat.locale) == (
        SUB_A,
        [player(1).user_id],
        "en-US",
    )
    assert [row.user_id for row in await Substitute.filter(game_id=game_id)] == [SUB_B]
    assert ("tell", NAMES[1]) in {(method, args.split('"')[1]) for method, args in table.calls}


async def test_a_substitute_is_told_what_the_seat_was_told_so_far(store: str) -> None:
    service, table = new_service()
    roles = ["boss", "mafioso", "detective", "doctor", *["citizen"] * 4]
    game_id = await seated_game(service, roles=roles)
    seat = await Seat.get(game_id=game_id, role="detective")
    target = await Seat.filter(game_id=game_id, role="citizen").first()
    assert target is not None
    await service.play.act(Caller(seat.user_id, GUILD, CHANNEL), "check", target.name)
    await service.host.end_phase(HOST)  # night 1: the detective is told the camp checked
    assert await PrivateItem.filter(game_id=game_id, seat_id=seat.id).count() == 1
    await service.substitutes.sign_up(Caller(SUB_A, GUILD, CHANNEL))
    table.calls.clear()
    await service.host.replace_player(HOST, seat.user_id)
    history = await service.queries.my_private_items(Caller(SUB_A, GUILD, CHANNEL))
    tells = [args for method, args in table.calls if method == "tell"]
    assert len(tells) == 2  # the card, then what the seat was told
    assert len(history) == 3  # heading, night 1, the check
    assert all(json.dumps(text.to_json(), sort_keys=True) in tells[1] for text in history)
    assert await PrivateItem.filter(game_id=game_id).count() == 1  # kept once, not twice


# -- auto_substitute (G1) -----------------------------------------------------------------------


async def day_one_with_an_idle_first_player(service: GameService, auto: bool) -> int:
    """A game with inactive_days 1 and min_posts 0 at day 1, where everyone but seat 0 voted."""
    await service.settings.set_config(HOST, "auto_substitute", auto)
    await service.settings.set_config(HOST, "inactive_days", 1)
    await service.settings.set_config(HOST, "min_posts", 0)
    game_id = await seated_game(service)
    await service.host.end_phase(HOST)  # night 1, nobody acts
    state = await service.queries.engine_state(game_id)
    assert state.phase == engine.Phase("day", 1) and len(state.alive) == 8
    for index in range(1, 7):
        await service.play.vote(player(index), NAMES[7])
    await service.play.vote(player(7), NAMES[1])
    return game_id


async def test_without_auto_substitute_the_idle_player_is_put_to_sleep(store: str) -> None:
    service, _ = new_service()
    game_id = await day_one_with_an_idle_first_player(service, auto=False)
    await service.substitutes.sign_up(Caller(SUB_A, GUILD, CHANNEL))
    await service.host.end_phase(HOST)
    state = await service.queries.engine_state(game_id)
    assert NAMES[0] not in state.alive
    assert (await Seat.get(game_id=game_id, name=NAMES[0])).user_id == player(0).user_id


async def test_auto_substitute_hands_the_idle_players_seat_to_the_first_substitute(
    store: str,
) -> None:
    service, table = new_service()
    game_id = await day_one_with_an_idle_first_player(service, auto=True)
    await service.substitutes.sign_up(Caller(SUB_A, GUILD, CHANNEL))
    await service.substitutes.sign_up(Caller(SUB_B, GUILD, CHANNEL))
    table.calls.clear()
    await service.host.end_phase(HOST)
    state = await service.queries.engine_state(game_id)
    assert NAMES[0] in state.alive and NAMES[7] not in state.alive  # lynched, not the idle
    seat = await Seat.get(game_id=game_id, name=NAMES[0])
    assert (seat.user_id, seat.previous_user_ids) == (SUB_A, [player(0).user_id])
    assert [row.user_id for row in await Substitute.filter(game_id=game_id)] == [SUB_B]
    row = await Resolution.get(game_id=game_id, phase_kind="day", phase_number=1)
    assert row.input["replaced"] == [NAMES[0]]
    assert ("announce", "setups-seat-handed-over") in {
        (method, "setups-seat-handed-over") for method, args in table.calls if "handed" in args
    }
    told_former = [args for method, args in table.calls if "setups-you-were-replaced" in args]
    assert len(told_former) == 1  # the replaced player hears why, by DM
    service.engines.clear()  # the stored record replays to the same game
    assert (await service.queries.engine_state(game_id)).alive == state.alive
    record = await service.queries.export_record(HOST)
    assert record["phases"][1]["day"]["replaced"] == [NAMES[0]]
    replayed = engine.replay(engine.load_record(json.dumps(record)))
    assert replayed["alive"] == list(state.alive)
    assert await service.queries.my_card(Caller(SUB_A, GUILD, CHANNEL))  # the seat is theirs now
