"""Storing resolved phases: the one code that stores a resolution, for N games whose rows the
caller has locked in its transaction (N = 1 for `Resolver.resolve_phase`, a batch for the
deadlines that fall due together).

For every game: its engine state (cached at the stored phase, else restored from its last
snapshot), its phase's stored input, the seats the engine would put to sleep handed to
substitutes (ruling G1), the engine's resolution, the `Resolution` row (unique per phase: a
second resolution of a phase fails the transaction), the next phase and its deadline, and the
announcements and private items in outbox order. Reads and writes are one statement for all N
games (`bot.store.resolutions`); only what few games need (a substitute's handover, a forum game's
full tally, a finished game's record and statistics) is read game by game.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime

import engine
from bot.service.clock.phases import PhaseClock
from bot.service.host.lines import next_texts
from bot.service.outbox import plan
from bot.service.outbox.actions import Action, Announce
from bot.service.outbox.nightchat import plan_dead_see_teams, plan_night_chat
from bot.service.play.submissions import collect_inputs
from bot.service.resolve import forumposts
from bot.service.resolve.majority import majority_day
from bot.service.resolve.review import plan_review, vote_histories
from bot.service.runtime import Clock, EngineCache, FaultPoints
from bot.service.seats.substitutes import (
    Handover,
    hand_sleepers,
    plan_handover,
    who_plays_now,
)
from bot.service.seats.watchers import plan_team_readers, plan_watchers_out
from bot.store import games, resolutions, seals, seats, substitutes
from bot.store.games import StoredGame as GameRow
from bot.store.games import phase_of
from bot.store.replay import input_to_json, rebuild_many, records_of, state_json
from bot.store.seats import StoredSeat
from bot.store.stats import FinishedGame, count_games
from bot.store.transactions import Transaction
from bot.text.i18n import Text
from engine.proof import next_digest
from engine.reads import player_reads

__all__ = ["finish", "store_resolutions"]


async def store_resolutions(
    due: list[GameRow],
    conn: Transaction,
    *,
    phases: PhaseClock,
    cache: EngineCache,
    clock: Clock,
    instance: str,
    faults: FaultPoints,
    by_host: Collection[int] = (),
) -> dict[int, tuple[GameRow, engine.Game]]:
    """Resolve and store the current phase of every game (rows locked, each still in the
    phase to resolve, inside the caller's transaction); each game's row as it is now (at the
    next phase, or finished) and its engine state after it. The games `by_host` were ended
    early by their host: their post says so, with the next deadline."""
    ids = [game.id for game in due]
    table = await seats.seat_rows(conn, ids)
    befores = {
        game.id: state
        for game in due
        if (state := cache.get(game.id)) is not None and state.phase == phase_of(game)
    }
    cold = [game for game in due if game.id not in befores]
    befores.update(await rebuild_many(cold, conn, table))
    inputs = await collect_inputs([(game, befores[game.id]) for game in due], conn)
    substituted = await _with_substitutes(due, befores, conn)
    now = clock.now()
    resolved = {game.id: phase_of(game) for game in due}  # before the rows move on
    heads = await seals.chain_heads(conn, {i: _row(p.previous()) for i, p in resolved.items()})
    moved: dict[int, GameRow] = {}
    rows: list[resolutions.ResolutionRow] = []
    plans: dict[int, list[Action]] = {}
    afters: dict[int, engine.Game] = {}
    for game in due:
        before, phase = befores[game.id], resolved[game.id]
        phase_input, majority = majority_day(before, inputs[game.id])  # R91, before G1
        handed: list[tuple[StoredSeat, Handover]] = []
        if game.id in substituted:
            phase_input, handed = await hand_sleepers(game, before, phase_input, conn)
        after, result = before.resolve(phase_input)
        afters[game.id] = after
        head = heads.get(game.id)  # the sealed deal's chain, one link per phase
        digest = None if head is None else next_digest(head, phase.index, phase_input, result)
        rows.append(
            resolutions.ResolutionRow(
                *(game.id, phase.kind, phase.number, input_to_json(phase_input)),
                *(result.to_json(), state_json(after), now, instance),
                digest=digest,
            )
        )
        planned = await forumposts.full_tally(game, phase, conn)  # at the deadline
        told = majority + plan.plan_resolution(result, before, after)
        told = plan_dead_see_teams(game.settings, told)
        if after.winner is None:  # after a team's (re)opening; the end archives them all
            told += await plan_team_readers(game, after, told, conn)
        told[1:1] = await _handovers(game, handed, after, conn)  # after the summary (G1)
        planned += told
        if after.winner is not None:  # the reveal says who plays a handed-over seat now
            played = who_plays_now(await seats.of_game(game.id, conn))  # once, at the end
            planned += [plan.announce(played)] if played else []
        planned += plan_night_chat(game.settings, after)  # nightfall or daybreak
        if after.winner is None:
            game = phases.enter_phase(game, after.phase, now)
            told_deadline = (
                [plan.phase_post(after.phase, *next_texts(game))]
                if game.id in by_host and game.deadline is not None
                else forumposts.deadline_post(game)
            )
            planned += told_deadline + forumposts.absence_warnings(game, after)
        moved[game.id] = game
        plans[game.id] = plan.one_post(planned)  # one post in the game channel
    await resolutions.insert_resolutions(conn, rows)
    for game in due:
        await faults.at_fault_point("inside_transaction", game.id, resolved[game.id])
    won = [(moved[game.id], afters[game.id]) for game in due if afters[game.id].winner is not None]
    finished, reviews = await finish(won, now, conn)
    moved.update(finished)
    for game_id, review in reviews.items():
        plans[game_id].append(review)  # after the game's last row
    for game, _ in won:
        plans[game.id] += await plan_watchers_out(game, conn)  # admissions end
    seat_ids = {game_id: {seat.name: seat.id for seat in mine} for game_id, mine in table.items()}
    stored = [(game.id, plans[game.id], resolved[game.id]) for game in due]
    await plan.store_many(stored, conn, now, seat_ids)
    await games.update_games(conn, [moved[game.id] for game in due])
    return {game.id: (moved[game.id], afters[game.id]) for game in due}


def _row(phase: engine.Phase | None) -> tuple[str, int] | None:
    return None if phase is None else (phase.kind, phase.number)


async def _with_substitutes(
    due: list[GameRow], befores: dict[int, engine.Game], conn: Transaction
) -> set[int]:
    """The games that may hand a sleeper's seat over at this deadline: by day, with their
    `auto_substitute` on and someone signed up (one read for all of them)."""
    candidates = [
        game.id
        for game in due
        if game.settings.get("auto_substitute") and befores[game.id].phase.kind == "day"
    ]
    if not candidates:
        return set()
    return await substitutes.games_with_any(conn, candidates)


async def _handovers(
    game: GameRow,
    handed: list[tuple[StoredSeat, Handover]],
    after: engine.Game,
    conn: Transaction,
) -> list[Action]:
    """What the seats handed to substitutes at this deadline show: the table's notice and the
    newcomer's card, history and teams, and a word to the player who gave the seat away."""
    planned: list[Action] = []
    for seat, handover in handed:
        newcomer = f"<@{handover.new_user_id}>"  # a mention names them; it pings nobody
        notice = Text("setups-seat-handed-over", {"player": seat.name, "newcomer": newcomer})
        planned += await plan_handover(game, seat, handover, after, notice, conn)
        gone = Text("setups-you-were-replaced", {"player": seat.name})
        planned.append(plan.tell_former(seat.name, handover.old_user_id, [gone]))
    return planned


async def finish(
    won: Sequence[tuple[GameRow, engine.Game]], now: datetime, conn: Transaction
) -> tuple[dict[int, GameRow], dict[int, Announce]]:
    """The games are won: their rows finished (not written: the caller's `update_games`),
    their records kept for export, counted in their servers' statistics
    (`bot.store.stats.count_games`), in a few statements whatever their number; each game's
    finished row and «итоги» post (by game id)."""
    if not won:
        return {}, {}
    ids = [game.id for game, _ in won]
    table = await seats.seat_rows(conn, ids)  # read again: a seat handed over at this deadline
    rows: dict[int, GameRow] = {}
    for game, after in won:
        assert after.winner is not None
        rows[game.id] = games.finished(game, after.winner, after.phase, now)
    # finished rows: the records carry the revealed salt and the outcome told
    records = await records_of(list(rows.values()), conn, table)
    votes = await vote_histories(ids, conn)
    kept: list[resolutions.RecordRow] = []
    counted: list[FinishedGame] = []
    for game, after in won:
        assert after.winner is not None
        done = rows[game.id]
        kept.append(resolutions.RecordRow(game.id, records[game.id].to_data(), after.winner, now))
        outcome = engine.outcome(after)
        assert outcome is not None  # the game has a winner
        holders = {seat.name: seat.user_id for seat in table[game.id]}
        reads = {r.player: r for r in player_reads(records[game.id])}
        counted.append(FinishedGame(done, outcome, holders, now, reads))
    await resolutions.insert_records(conn, kept)
    await count_games(counted, conn)
    reviews = {
        game_id: plan_review(
            game_id, records[game_id], votes[game_id], await seats.handover_counts(game_id, conn)
        )
        for game_id in ids
    }
    return rows, reviews
