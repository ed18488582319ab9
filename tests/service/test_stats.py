"""Statistics over a server's finished games, on every store backend: the counts agree with the
games' own records replayed through the engine; a stopped game counts for nothing; a replaced
seat counts for the player who held it at the end; another server's games are not this one's."""

from __future__ import annotations

from collections import Counter
from statistics import mean

from bot.service.ports.calls import Caller
from bot.store.models import FINISHED, RUNNING, Game, GameStat, PlayerGame, PlayerStat, Seat
from tests.service.bulk_games import clone_games, random_inputs, store_inputs
from tests.service.helpers import (
    CHANNEL,
    GUILD,
    HOST,
    new_service,
    play_to_end,
    player,
    seated_game,
)
from tests.service.stats_games import NEWCOMER, play_games, played

MAX_PHASES = 40


async def test_the_servers_statistics_count_its_finished_games_only(store: str) -> None:
    service, _ = new_service()
    games, _ = await play_games(service)
    summary = await service.stats.server(GUILD)
    await service.lifecycle.close()

    assert summary.games == 3 == await Game.filter(state=FINISHED).count()
    by_ruleset = {r.ruleset: r for r in summary.rulesets}
    assert [r.ruleset for r in summary.rulesets] == ["city", "hobbit"]  # most played first
    for ruleset, summary_of in by_ruleset.items():
        mine = [g for g in games if g.ruleset == ruleset]
        assert summary_of.games == len(mine)
        assert dict(summary_of.wins) == dict(Counter(g.winner for g in mine))
        assert summary_of.average_days == mean(g.days for g in mine)
        assert summary_of.average_seconds >= 0
    longest = max(g.days for g in games)
    assert summary.longest is not None and summary.longest.days == longest


async def test_a_players_statistics_are_the_seats_they_held_at_the_end(store: str) -> None:
    service, _ = new_service()
    games, replaced = await play_games(service)
    first = player(0).user_id
    mine = [g.seats[first] for g in games]
    stats = await service.stats.player(GUILD, first)
    assert stats is not None
    assert (stats.games, stats.wins, stats.survived) == (
        3,
        sum(s.won for s in mine),
        sum(s.survived for s in mine),
    )
    camps: Counter[tuple[str, str]] = Counter()
    camp_wins: Counter[tuple[str, str]] = Counter()
    for game, seat in zip(games, mine, strict=True):
        camps[game.ruleset, seat.camp] += 1
        camp_wins[game.ruleset, seat.camp] += seat.won
    assert {(c.ruleset, c.camp): (c.games, c.wins) for c in stats.camps} == {
        key: (count, camp_wins[key]) for key, count in camps.items()
    }
    assert Counter({r.role: r.games for r in stats.roles}) == Counter(s.role for s in mine)

    # the replaced player: only the two games they finished; the third is not a loss
    out = await service.stats.player(GUILD, replaced)
    assert out is not None and out.games == 2
    assert out.wins == sum(g.seats[replaced].won for g in games[:2])
    newcomer = await service.stats.player(GUILD, NEWCOMER)
    seat = games[2].seats[NEWCOMER]
    assert newcomer is not None and (newcomer.games, newcomer.wins) == (1, int(seat.won))
    assert [(r.role, r.games) for r in newcomer.roles] == [(seat.role, 1)]
    assert await service.stats.player(GUILD, 999_999) is None
    await service.lifecycle.close()


async def test_the_leaderboard_ranks_win_rates_only_from_the_servers_minimum(store: str) -> None:
    service, _ = new_service()
    _, replaced = await play_games(service)
    top = await service.stats.leaderboard(GUILD)
    assert top.min_games == 5 and top.by_rate == ()  # nobody has 5 finished games yet
    await service.settings.set_config(HOST, "stats_min_games", 3)
    top = await service.stats.leaderboard(GUILD)
    await service.lifecycle.close()

    rows = {row.user_id: row for row in await PlayerStat.filter(guild_id=GUILD)}
    eligible = [row for row in rows.values() if row.games >= 3]
    assert {row.user_id for row in top.by_rate} == {row.user_id for row in eligible[:10]}
    assert replaced not in {row.user_id for row in top.by_rate} and NEWCOMER in rows
    rates = [row.wins / row.games for row in top.by_rate]
    assert rates == sorted(rates, reverse=True)
    wins = [row.wins for row in top.by_wins]
    assert wins == sorted(wins, reverse=True) and all(w > 0 for w in wins)
    assert top.by_wins[0].wins == max(row.wins for row in rows.values())


async def test_another_servers_games_are_not_this_servers(store: str) -> None:
    service, _ = new_service()
    other = Caller(HOST.user_id, GUILD + 1, CHANNEL, is_admin=True)
    lobby = await service.lobby.open_lobby(other, "city", seed=1)
    for index in range(8):
        await service.lobby.join(Caller(player(index).user_id, GUILD + 1, CHANNEL), f"P{index}")
    await service.lobby.start_game(other)
    await play_to_end(service, lobby.game_id)
    assert (await service.stats.server(GUILD + 1)).games == 1
    summary = await service.stats.server(GUILD)
    assert summary.games == 0 and summary.rulesets == () and summary.longest is None
    assert await service.stats.player(GUILD, player(0).user_id) is None
    assert (await service.stats.player(GUILD + 1, player(0).user_id)) is not None
    assert (await service.stats.leaderboard(GUILD)).by_wins == ()
    await service.lifecycle.close()


async def test_a_finished_games_rows_hold_each_seat_once_for_its_last_holder(store: str) -> None:
    service, _ = new_service()
    games, replaced = await play_games(service)
    await service.lifecycle.close()
    assert await GameStat.all().count() == 3
    assert await PlayerGame.all().count() == sum(len(g.seats) for g in games)
    assert await PlayerGame.filter(user_id=replaced).count() == 2
    assert await PlayerGame.filter(user_id=NEWCOMER).count() == 1


async def test_games_won_at_one_deadline_each_count_and_add_up_their_users_totals(
    store: str,
) -> None:
    service, _ = new_service()
    template = await seated_game(service, 8, "city", seed=1)
    clones = await clone_games(template, range(2000, 2016), range(300, 316))
    for position in range(8):  # the same eight users sit in every clone
        await Seat.filter(game_id__in=clones, position=position).update(
            user_id=player(position).user_id
        )
    won_together = 0
    for phase in range(MAX_PHASES):
        running = await Game.filter(id__in=clones, state=RUNNING).values_list("id", flat=True)
        if not running:
            break
        await store_inputs(service, await random_inputs(service, running, seed=phase))  # type: ignore[arg-type]
        await service.batcher.resolve_due([(game_id, None) for game_id in running])  # type: ignore[arg-type]
        still = await Game.filter(id__in=clones, state=RUNNING).count()
        won_together = max(won_together, len(running) - still)
    games = [await played(service, game_id) for game_id in clones]
    await service.lifecycle.close()

    assert won_together >= 2  # several games of the same users finished in one batch
    assert await GameStat.filter(game_id__in=clones).count() == len(clones)
    expected: dict[int, tuple[int, int, int]] = {}
    for game in games:
        for user_id, seat in game.seats.items():
            games_, wins, survived = expected.get(user_id, (0, 0, 0))
            expected[user_id] = (games_ + 1, wins + seat.won, survived + seat.survived)
    rows = await PlayerStat.filter(guild_id=GUILD)
    assert {row.user_id: (row.games, row.wins, row.survived) for row in rows} == expected
    mine = await PlayerGame.filter(game_id__in=clones).values_list("user_id", "role", "won")
    assert sorted(mine) == sorted(  # type: ignore[type-var]
        (user_id, seat.role, seat.won) for game in games for user_id, seat in game.seats.items()
    )


async def test_the_longest_games_number_counts_the_games_that_started(store: str) -> None:
    service, _ = new_service()
    for _ in range(2):  # two lobbies cancelled: they take no number
        await service.lobby.open_lobby(HOST, "city", seed=1)
        await service.lobby.cancel(HOST)
    game_id = await seated_game(service, 8, "city", seed=1)
    await play_to_end(service, game_id)
    summary = await service.stats.server(GUILD)
    await service.lifecycle.close()
    assert game_id == 3
    assert summary.longest is not None and summary.longest.game_id == game_id
    assert summary.longest.number == 1
