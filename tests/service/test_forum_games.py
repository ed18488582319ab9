"""Forum games through the game service, on SQLite and PostgreSQL: clock-time
deadlines with a frozen clock (through a restart and across a daylight-saving change), the
settings a game keeps, vote changes, the vote count's visibility, absence warnings, the host's
activity view, and bad settings refused without a change."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest

import engine
from bot.service import GameService
from bot.service.ports.errors import ServiceError
from bot.store.models import RUNNING, Game
from bot.text.i18n import Localizer, Text
from bot.text.status import status_texts
from bot.text.tally import vote_count_texts
from tests.service.helpers import (
    CHANNEL,
    GUILD,
    NAMES,
    RecordingTable,
    host,
    later,
    new_service,
    player,
    seated_game,
)

MOSCOW = ZoneInfo("Europe/Moscow")
BERLIN = ZoneInfo("Europe/Berlin")
QUIET = {"inactive_days": 0, "stalemate_cycles": 0}  # nobody leaves unless the test says so


@dataclass
class FrozenClock:
    """The service's clock, moved by the test only."""

    now: datetime = field(default_factory=lambda: datetime(2027, 5, 3, 9, 0, tzinfo=UTC))

    def __call__(self) -> datetime:
        return self.now


def ids_of(table: RecordingTable, method: str = "announce") -> list[str]:
    """Every message id the Table was given through `method`, in order."""
    found: list[str] = []
    for called, payload in table.calls:
        if called == method:
            found.extend(_ids(json.loads(payload)))
    return found


def _ids(value: object) -> list[str]:
    if isinstance(value, dict):
        here = [str(value["id"])] if "id" in value and "args" in value else []
        return here + [i for v in value.values() for i in _ids(v)]
    if isinstance(value, list):
        return [i for v in value for i in _ids(v)]
    return []


def told(table: RecordingTable, name: str) -> list[dict[str, object]]:
    """The texts told privately to `name`, as JSON."""
    texts: list[dict[str, object]] = []
    for called, payload in table.calls:
        if called == "tell":
            who, said = json.loads(payload)
            if who == name:
                texts.extend(said)
    return texts


async def configure(service: GameService, values: Mapping[str, object]) -> None:
    await service.settings.set_configs(host(), values)


async def game_row(game_id: int) -> Game:
    return await Game.get(id=game_id)


async def abstain_all(service: GameService, game_id: int) -> None:
    state = await service.queries.engine_state(game_id)
    for index, name in enumerate(NAMES[: len(state.names)]):
        if name in state.alive_set:
            await service.play.vote(player(index), engine.ABSTAIN, game_id=game_id)


async def resolve_at_deadline(service: GameService, clock: FrozenClock, game_id: int) -> Game:
    """Move the clock to the deadline and resolve the phase; the game row after it."""
    game = await game_row(game_id)
    assert game.deadline is not None
    clock.now = game.deadline
    phase = engine.Phase(game.phase_kind, game.phase_number)  # type: ignore[arg-type]
    assert await service.resolver.resolve_phase(game_id, phase)
    return await game_row(game_id)


# -- clock-time deadlines -------------------------------------------------------------------------


def in_moscow(days: int, hour: int) -> datetime:
    """`hour`:00 in Moscow, `days` after a Monday a year or more ahead of the real date. The
    phase timers run on real time: a frozen clock behind it would see the deadlines it arms
    fire at once (a fixed date would, once the real one passed it)."""
    ahead = later(24 * 365).astimezone(MOSCOW).date()
    monday = ahead + timedelta(days=-ahead.weekday() % 7)
    return datetime.combine(monday + timedelta(days=days), time(hour), tzinfo=MOSCOW)


async def test_a_four_day_game_whose_days_end_at_20_plays_through_a_restart(store: str) -> None:
    clock = FrozenClock(in_moscow(0, 12))  # Monday noon
    service, table = new_service(clock=clock)
    await configure(
        service, {"timezone": "Europe/Moscow", "day_ends": "20:00", "night_ends": "10:00", **QUIET}
    )
    game_id = await seated_game(service)
    game = await game_row(game_id)
    assert game.deadline == in_moscow(1, 10)  # night 1 ends 10:00
    for day in range(1, 5):
        game = await resolve_at_deadline(service, clock, game_id)  # night `day` ends
        assert (game.phase_kind, game.phase_number) == ("day", day)
        assert game.deadline == in_moscow(day, 20)
        if day == 2:  # the process stops between a deadline set by the clock and its firing
            await service.lifecycle.close()
            service.engines.clear()
            clock.now = in_moscow(2, 15)
            service, table = new_service(clock=clock)
            await service.lifecycle.resume()
            assert service.timers.armed(game_id) == game.deadline  # re-armed from the row
            await abstain_all(service, game_id)
            clock.now = game.deadline
            assert service.timers.fire_now(game_id)  # the real deadline job
            game = await asyncio.wait_for(
                service.resolver.wait_for_phase(game_id, engine.Phase("day", 2)), 30
            )
        else:
            await abstain_all(service, game_id)
            game = await resolve_at_deadline(service, clock, game_id)
        assert (game.phase_kind, game.phase_number) == ("night", day + 1)
        assert game.deadline == in_moscow(day + 1, 10)
    assert game.state == RUNNING and len((await service.queries.engine_state(game_id)).alive) == 8
    stamp = str(int(in_moscow(5, 10).timestamp()))
    assert any(
        called == "announce" and "forum-deadline" in payload and stamp in payload
        for called, payload in table.calls
    ), "each phase that ends by the clock posts its deadline as a Discord timestamp"
    await service.lifecycle.close()


async def test_a_game_in_berlin_plays_through_the_change_to_summer_time(store: str) -> None:
    clock = FrozenClock(datetime(2027, 3, 26, 12, 0, tzinfo=BERLIN))  # Friday before the change
    service, _ = new_service(clock=clock)
    await configure(
        service, {"timezone": "Europe/Berlin", "day_ends": "20:00", "night_ends": "08:00", **QUIET}
    )
    game_id = await seated_game(service)
    deadlines = [(await game_row(game_id)).deadline]
    for _ in range(8):  # nights and days 1-4
        game = await resolve_at_deadline(service, clock, game_id)
        if game.phase_kind == "day":
            await abstain_all(service, game_id)
        deadlines.append(game.deadline)
    in_utc = [d.astimezone(UTC).strftime("%d %H:%M") for d in deadlines if d is not None]
    assert in_utc == [
        "27 07:00",  # night 1 ends 08:00 CET
        "27 19:00",  # day 1 ends 20:00 CET
        "28 06:00",  # night 2 ends 08:00 CEST: the clocks went forward at 02:00
        "28 18:00",  # day 2 ends 20:00 CEST
        "29 06:00",
        "29 18:00",
        "30 06:00",
        "30 18:00",
        "31 06:00",  # night 5
    ]
    assert all(d.astimezone(BERLIN).hour in (8, 20) for d in deadlines if d is not None)
    await service.lifecycle.close()


async def test_extend_pause_and_resume_move_a_clock_deadline(store: str) -> None:
    clock = FrozenClock(datetime(2027, 5, 3, 12, 0, tzinfo=MOSCOW))
    service, _ = new_service(clock=clock)
    await configure(service, {"night_ends": "10:00", **QUIET})
    game_id = await seated_game(service)
    ten = datetime(2027, 5, 4, 10, 0, tzinfo=MOSCOW)
    assert (await service.host.extend(host(), 30)).deadline == datetime(
        2027, 5, 4, 10, 30, tzinfo=MOSCOW
    )
    await service.host.pause(host())
    clock.now = datetime(2027, 5, 3, 18, 0, tzinfo=MOSCOW)  # paused for six hours
    resumed = await service.host.unpause(host())
    assert resumed.deadline == datetime(2027, 5, 4, 16, 30, tzinfo=MOSCOW)
    clock.now = datetime(2027, 5, 3, 19, 0, tzinfo=MOSCOW)
    status = await service.host.end_phase(host())  # /host next: day 1 begins, ends by its minutes
    assert status.phase == engine.Phase("day", 1)
    assert status.deadline == clock.now + timedelta(minutes=60)  # day_minutes: no day_ends
    assert (await game_row(game_id)).deadline == status.deadline
    assert ten < resumed.deadline
    await service.lifecycle.close()


async def test_the_minimum_length_pushes_a_clock_deadline_to_the_next_day(store: str) -> None:
    clock = FrozenClock(datetime(2027, 5, 3, 9, 30, tzinfo=MOSCOW))  # 30 minutes before 10:00
    service, _ = new_service(clock=clock)
    await configure(service, {"night_ends": "10:00", "min_phase_minutes": 45})
    game_id = await seated_game(service)
    assert (await game_row(game_id)).deadline == datetime(2027, 5, 4, 10, 0, tzinfo=MOSCOW)
    await service.host.stop(host())
    await configure(service, {"min_phase_minutes": 15})
    game_id = await seated_game(service, channel=CHANNEL + 1)
    assert (await game_row(game_id)).deadline == datetime(2027, 5, 3, 10, 0, tzinfo=MOSCOW)
    await service.lifecycle.close()


async def test_a_game_keeps_the_settings_it_was_opened_with(store: str) -> None:
    clock = FrozenClock(datetime(2027, 5, 3, 12, 0, tzinfo=MOSCOW))
    service, _ = new_service(clock=clock)
    await configure(service, {"night_ends": "10:00", "vote_changes": "1", "reveal": "camp"})
    lobby = await service.lobby.open_lobby(host(), seed=5)
    await configure(service, {"night_ends": "23:00", "vote_changes": "2", "reveal": "none"})
    for index in range(8):
        await service.lobby.join(player(index), NAMES[index])
    await service.lobby.start_game(host())
    game = await game_row(lobby.game_id)
    assert game.deadline == datetime(2027, 5, 4, 10, 0, tzinfo=MOSCOW)
    settings = (await service.queries.engine_state(lobby.game_id)).setup.settings
    assert (settings.vote_changes, settings.reveal) == ("1", "camp")
    await service.lifecycle.close()


# -- bad settings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("values", "code"),
    [
        ({"timezone": "Mars/Olympus"}, "bad_timezone"),
        ({"day_ends": "25:00"}, "bad_clock_time"),
        ({"night_ends": "20:60"}, "bad_clock_time"),
        ({"vote_changes": "3"}, "bad_config"),
        ({"reveal": "roles"}, "bad_config"),
        ({"vote_visibility": "secret"}, "bad_config"),
        ({"min_phase_minutes": -5}, "bad_config"),
        # one bad value among good ones: nothing is stored
        ({"day_ends": "20:00", "timezone": "Europe/Nowhere"}, "bad_timezone"),
    ],
)
async def test_a_bad_setting_is_refused_and_changes_nothing(
    store: str, values: dict[str, object], code: str
) -> None:
    service, _ = new_service()
    before = await service.settings.get_config(GUILD)
    with pytest.raises(ServiceError) as refused:
        await service.settings.set_configs(host(), values)
    assert refused.value.code == code
    assert await service.settings.get_config(GUILD) == before
    for language in ("ru", "en"):
        assert Localizer(strict=True).render(Text(f"error-{code}", refused.value.params), language)


async def test_settings_are_normalized_when_stored(store: str) -> None:
    service, _ = new_service()
    config = await service.settings.set_configs(
        host(), {"timezone": "europe/berlin", "day_ends": "9:05", "night_ends": "off"}
    )
    assert (config["timezone"], config["day_ends"], config["night_ends"]) == (
        "Europe/Berlin",
        "09:05",
        "",
    )


# -- vote changes ---------------------------------------------------------------------------------


async def test_a_vote_change_past_the_limit_is_refused_and_the_vote_stands(store: str) -> None:
    service, _ = new_service()
    await configure(service, {"vote_changes": "1", **QUIET})
    game_id = await seated_game(service)
    await service.resolver.resolve_phase(game_id)  # a quiet night 1
    voter = player(0)
    await service.play.vote(voter, NAMES[1])
    await service.play.vote(voter, NAMES[2])  # the one change
    await service.play.vote(voter, NAMES[2])  # the same vote again is no change
    with pytest.raises(engine.EngineError) as refused:
        await service.play.vote(voter, NAMES[3])
    assert refused.value.code == "vote_changes_used" and refused.value.params["limit"] == 1
    standing = [e for e in (await service.queries.status(voter)).tally if not e.struck]
    assert [(e.voter, e.target) for e in standing] == [(NAMES[0], NAMES[2])]
    await service.play.vote(player(1), NAMES[0])
    await service.play.vote(player(1), engine.ABSTAIN)  # another player's own change
    record = await service.queries.export_record(host(), game_id=game_id)
    assert record["options"]["vote_changes"] == "1"
    assert engine.load_record(json.dumps(record)).setup.settings.vote_change_limit == 1
    await service.lifecycle.close()


async def test_with_no_vote_changes_the_first_vote_is_final(store: str) -> None:
    service, _ = new_service()
    await configure(service, {"vote_changes": "0", **QUIET})
    await seated_game(service)
    game_id = (await service.queries.status(host())).game_id
    await service.resolver.resolve_phase(game_id)
    await service.play.vote(player(0), engine.ABSTAIN)
    with pytest.raises(engine.EngineError, match="vote_changes_used"):
        await service.play.vote(player(0), NAMES[1])
    await service.lifecycle.close()


async def test_unlimited_vote_changes_are_the_default(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    await service.resolver.resolve_phase(game_id)
    for target in (*NAMES[1:6], engine.ABSTAIN, NAMES[1]):
        await service.play.vote(player(0), target)
    assert "options" not in await service.queries.export_record(host(), game_id=game_id)
    await service.lifecycle.close()


# -- the vote count -------------------------------------------------------------------------------


async def _day_with_votes(service: GameService) -> int:
    game_id = await seated_game(service)
    await service.resolver.resolve_phase(game_id)
    await service.play.vote(player(0), NAMES[2])
    await service.play.vote(player(0), NAMES[1])  # changed
    await service.play.vote(player(2), NAMES[1])
    await service.play.vote(player(3), engine.ABSTAIN)
    return game_id


async def test_open_votes_show_every_voter_and_who_has_not_voted(store: str) -> None:
    service, table = new_service()
    await configure(service, QUIET)
    game_id = await _day_with_votes(service)
    view = await service.queries.vote_count(player(5))
    assert view.shown == "open"
    assert sorted((e.voter, e.target) for e in view.votes) == [
        (NAMES[0], NAMES[1]),
        (NAMES[2], NAMES[1]),
        (NAMES[3], engine.ABSTAIN),
    ]
    assert view.not_voted == (NAMES[1], *NAMES[4:8]) and view.not_voted_count == 5
    status = await service.queries.status(player(5))
    assert len(status.tally) == 4 and any(e.struck for e in status.tally)
    ids = [t.id for t in vote_count_texts(view)]
    assert "forum-votes-leaders" in ids and "forum-votes-not-voted" in ids
    assert "tally-count-abstain" in ids and "forum-deadline" in ids
    await service.resolver.resolve_phase(game_id)
    assert "forum-tally-final" not in ids_of(table)  # the tally was public all day
    await service.lifecycle.close()


async def test_counts_show_numbers_without_names_until_the_deadline(store: str) -> None:
    service, table = new_service()
    await configure(service, {"vote_visibility": "counts", **QUIET})
    game_id = await _day_with_votes(service)
    view = await service.queries.vote_count(player(5))
    assert {e.voter for e in view.votes} == {""} and len(view.votes) == 3
    assert view.not_voted == () and view.not_voted_count == 5
    status = await service.queries.status(player(5))
    assert {e.voter for e in status.tally} == {""} and not any(e.struck for e in status.tally)
    rendered = "\n".join(Localizer().render(t, "en") for t in vote_count_texts(view))
    assert not any(name in rendered for name in (NAMES[0], NAMES[2], NAMES[3]))  # no voter
    assert f"**{NAMES[1]}** — 2" in rendered  # the target and its count
    await service.resolver.resolve_phase(game_id)
    final = [p for c, p in table.calls if c == "announce" and "forum-tally-final" in p]
    assert len(final) == 1 and NAMES[0] in final[0] and "tally-struck" in final[0]
    await service.lifecycle.close()


async def test_hidden_votes_show_nothing_until_the_full_tally_at_the_deadline(store: str) -> None:
    service, table = new_service()
    await configure(service, {"vote_visibility": "hidden", **QUIET})
    game_id = await _day_with_votes(service)
    view = await service.queries.vote_count(player(5))
    assert view.votes == () and view.not_voted == () and view.not_voted_count == 0
    assert [t.id for t in vote_count_texts(view)] == [
        "tally-title",
        "forum-tally-hidden",
        "forum-deadline",
    ]
    status = await service.queries.status(player(5))
    assert status.tally == () and "forum-tally-hidden" in [t.id for t in status_texts(status)]
    await service.resolver.resolve_phase(game_id)
    final = [p for c, p in table.calls if c == "announce" and "forum-tally-final" in p]
    assert len(final) == 1 and all(NAMES[i] in final[0] for i in (0, 2, 3))
    await service.lifecycle.close()


async def test_the_vote_count_in_a_dm_is_a_players_and_refused_at_night(store: str) -> None:
    service, _ = new_service()
    await configure(service, QUIET)
    game_id = await seated_game(service)
    with pytest.raises(ServiceError, match="not_day"):
        await service.queries.vote_count(player(0))
    await service.resolver.resolve_phase(game_id)
    in_dm = player(0)
    view = await service.queries.vote_count(type(in_dm)(in_dm.user_id))  # no guild: a DM
    assert view.game_id == game_id and view.day == 1
    with pytest.raises(ServiceError, match="dm_not_in_game"):
        await service.queries.vote_count(type(in_dm)(99999))
    await service.lifecycle.close()


async def test_secret_votes_never_reach_the_vote_count(store: str) -> None:
    service, _ = new_service()
    await configure(service, QUIET)
    roles = ("chosen", "boss", "citizen", "citizen", "citizen", "citizen", "citizen", "citizen")
    game_id = await seated_game(service, roles=roles)
    state = await service.queries.engine_state(game_id)
    chosen = state.names.index(next(n for n in state.names if state.role(n) == "chosen"))
    await service.resolver.resolve_phase(game_id)
    target = next(n for n in state.names if n != state.names[chosen])
    await service.play.act(player(chosen), "secret_vote", [target, target])
    view = await service.queries.vote_count(player(chosen))
    assert view.votes == () and state.names[chosen] in view.not_voted
    await service.lifecycle.close()


# -- absence warnings and the host's activity view ------------------------------------------------


async def _absent_day_one(service: GameService) -> int:
    game_id = await seated_game(service)
    await service.resolver.resolve_phase(game_id)  # a quiet night 1 (nobody acted)
    for _ in range(3):
        await service.posted.record_message(GUILD, CHANNEL, player(0).user_id)
    await service.play.vote(player(0), NAMES[1])  # P01 is present; the rest are absent
    await service.resolver.resolve_phase(game_id)  # day 1: P02 is lynched
    await service.resolver.resolve_phase(game_id)  # night 2: day 2 begins
    return game_id


async def test_a_player_absent_one_day_is_warned_at_the_start_of_the_next(store: str) -> None:
    service, table = new_service()
    await configure(service, {"stalemate_cycles": 0})
    await _absent_day_one(service)
    assert told(table, NAMES[0]) == [] or all(
        t["id"] != "forum-absence-warning" for t in told(table, NAMES[0])
    )
    warned = [t for t in told(table, NAMES[2]) if t["id"] == "forum-absence-warning"]
    assert warned == [{"id": "forum-absence-warning", "args": {"days": 1, "left": 1, "posts": 3}}]
    for language in ("ru", "en"):
        text = Localizer(strict=True).render(Text.from_json(warned[0]), language)
        vote = Localizer().format("cmd-vote", language)
        assert f"`/{vote}`" in text and "3" in text  # the command in the reader's language
    mine = await service.queries.my_private_items(player(2))
    assert "forum-absence-warning" in [t.id for t in mine]  # kept for /role
    await service.lifecycle.close()


async def test_no_warning_when_the_server_turned_them_off(store: str) -> None:
    service, table = new_service()
    await configure(service, {"stalemate_cycles": 0, "warn_absent": False})
    await _absent_day_one(service)
    assert "forum-absence-warning" not in ids_of(table, "tell")
    await service.lifecycle.close()


async def test_game_status_shows_a_host_who_does_not_play_each_players_activity(
    store: str,
) -> None:
    service, _ = new_service()
    await configure(service, {"stalemate_cycles": 0})
    await _absent_day_one(service)
    await service.posted.record_message(GUILD, CHANNEL, player(2).user_id)
    view = await service.queries.status(host())
    activity = {a.name: (a.posts, a.absent_days) for a in view.activity}
    assert activity[NAMES[0]] == (0, 0) and activity[NAMES[2]] == (1, 1)
    assert NAMES[1] not in activity  # lynched on day 1
    ids = [t.id for t in status_texts(view)]
    assert "forum-activity-line" in ids
    rendered = " ".join(Localizer().render(t, "en") for t in status_texts(view))
    assert "Detective" not in rendered and "Boss" not in rendered  # no roles
    assert (
        await service.queries.status(player(0))
    ).activity == ()  # a player sees no one's activity
    await service.lifecycle.close()


# -- reveal -------------------------------------------------------------------------------------


@pytest.mark.parametrize("reveal", ["role", "camp", "none"])
async def test_the_status_shows_a_dead_players_role_only_when_the_reveal_says_so(
    store: str, reveal: str
) -> None:
    service, table = new_service()
    await configure(service, {"reveal": reveal, **QUIET})
    roles = ("boss", "detective", "doctor", "citizen", "citizen", "citizen", "citizen", "citizen")
    game_id = await seated_game(service, roles=roles)
    state = await service.queries.engine_state(game_id)
    boss = state.names.index(next(n for n in state.names if state.role(n) == "boss"))
    victim = next(n for n in state.names if state.role(n) == "detective")
    await service.play.act(player(boss), "kill", victim)
    await service.resolver.resolve_phase(game_id)
    seat = next(s for s in (await service.queries.status(host())).seats if s.name == victim)
    assert not seat.alive and seat.role == ("detective" if reveal == "role" else None)
    morning = " ".join(p for c, p in table.calls if c == "announce")
    assert ('"role-detective"' in morning) == (reveal == "role")
    await service.host.stop(host())
    over = next(s for s in (await service.queries.status(host())).seats if s.name == victim)
    assert over.role == "detective"  # the end shows every role
    await service.lifecycle.close()
