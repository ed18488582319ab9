"""How a setup really went (`/stats setup`), on every store backend: its finished games are those
dealt exactly its roles (in any order), counted by camp and by role as the games' own records
say; the calibration against an estimate is computed from the stored games; an estimate is kept
in the store and read back exactly."""

from __future__ import annotations

from collections import Counter

import engine
from bot.balance.calibration import CALIBRATION_GAMES, calibration
from bot.balance.games import Played as Simulated
from bot.balance.report import Estimate, summarize
from bot.balance.request import balance_request
from bot.service.lobby.estimates import Estimates
from bot.store import estimates as kept_estimates
from bot.store.models import BalanceEstimate
from tests.service.helpers import GUILD, host, new_service
from tests.service.setup_games import SIX
from tests.service.setup_games import finished_game as _finished
from tests.service.stats_games import play_games


def _estimate(mafia: int, civilians: int) -> Estimate:
    request = balance_request("city", SIX, games=mafia + civilians, swing_games=0)
    played = [Simulated("mafia", 3)] * mafia + [Simulated("civilians", 3)] * civilians
    return summarize(request, request.key, "test", played, [])


async def test_a_setups_record_counts_the_games_dealt_exactly_its_roles(store: str) -> None:
    for number in range(4):
        await _finished(GUILD, SIX, "mafia" if number == 0 else "civilians", number)
    await _finished(GUILD, tuple(reversed(SIX)), "mafia", 10)  # the same roles, another order
    await _finished(GUILD, ("boss", "mafioso", "mafioso", *SIX[3:]), "mafia", 11)  # other roles
    await _finished(GUILD + 1, SIX, "mafia", 12)  # another server
    service, _ = new_service()
    record = await service.stats.setup(GUILD, "city", list(SIX))
    assert record.games == 5
    assert record.wins == (("civilians", 3), ("mafia", 2))
    roles = {r.role: (r.camp, r.seats, r.won) for r in record.roles}
    assert roles == {
        "boss": ("mafia", 5, 2),
        "mafioso": ("mafia", 5, 2),
        "doctor": ("civilians", 5, 3),
        "citizen": ("civilians", 15, 9),
    }
    assert (await service.stats.setup(GUILD, "hobbit", list(SIX))).games == 0


async def test_the_record_agrees_with_the_games_played_through_the_service(store: str) -> None:
    service, _ = new_service()
    games, _ = await play_games(service)
    await service.lifecycle.close()
    first = sorted(s.role for s in games[0].seats.values())
    same = [g for g in games if sorted(s.role for s in g.seats.values()) == first]
    record = await service.stats.setup(GUILD, games[0].ruleset, first)
    assert record.games == len(same) >= 1
    assert dict(record.wins) == dict(Counter(g.winner for g in same))
    won = Counter(s.role for g in same for s in g.seats.values() if s.won)
    assert {r.role: r.won for r in record.roles} == {role: won[role] for role in set(first)}


async def test_calibration_is_computed_from_the_stored_games(store: str) -> None:
    for number in range(CALIBRATION_GAMES):
        await _finished(GUILD, SIX, "mafia" if number < 12 else "civilians", number)
    service, _ = new_service()
    record = await service.stats.setup(GUILD, "city", list(SIX))
    assert record.games == CALIBRATION_GAMES
    checks = {c.camp: c for c in calibration(dict(record.wins), record.games, _estimate(40, 60))}
    assert checks["mafia"].share == 12 / 30 and checks["mafia"].inside
    assert checks["civilians"].inside and checks["draw"].inside  # no draw, none estimated
    lopsided = {c.camp: c for c in calibration(dict(record.wins), record.games, _estimate(5, 95))}
    assert not lopsided["mafia"].inside and not lopsided["civilians"].inside
    assert calibration(dict(record.wins), CALIBRATION_GAMES - 1, _estimate(40, 60)) == ()


async def test_an_estimate_kept_in_the_store_reads_back_exactly(store: str) -> None:
    service, _ = new_service()
    request = await service.estimates.request(GUILD, "city", list(SIX))
    assert await service.estimates.ready(request) is None
    estimate = summarize(request, request.key, "v1", [Simulated("mafia", 2)] * 7, [])
    await kept_estimates.keep(request.key, "v1", estimate.to_json())
    await kept_estimates.keep(request.key, "v1", estimate.to_json())  # kept twice: one row
    fresh = Estimates(service.settings)
    found = await fresh.ready(request)
    assert found is not None and found == estimate
    assert await BalanceEstimate.all().count() == 1


async def test_estimates_of_an_older_version_of_the_code_go_when_one_is_kept(store: str) -> None:
    await kept_estimates.keep("old-key", "v1", {"old": True})
    await kept_estimates.keep("new-key", "v2", {"new": True})
    await kept_estimates.keep("other-new-key", "v2", {"new": True})
    assert await kept_estimates.kept("old-key") is None
    assert await kept_estimates.kept("new-key") == {"new": True}
    assert await BalanceEstimate.all().count() == 2


async def test_an_estimate_request_takes_the_servers_game_settings(store: str) -> None:
    service, _ = new_service()
    plain = await service.estimates.request(GUILD, "city", list(SIX))
    assert plain.settings == engine.Settings()
    await service.settings.set_config(host(), "double_kill", False)
    changed = await service.estimates.request(GUILD, "city", list(reversed(SIX)))
    assert changed.settings.double_kill is False
    assert changed.key != plain.key  # another estimate, kept apart
    again = await service.estimates.request(GUILD, "city", list(SIX))
    assert again.key == changed.key  # the order of the list is no other setup
