"""Who wins when the simulated players of `bot.demo.people` play: each camp's share of the wins.

Run: `python benchmarks/sim_win_shares.py [--games 200] [--players 10]`. Plays that many seeded
games (seeds 1..N) of each rule set through the engine, dealt by the preset for the player count,
and prints JSON: per rule set the number of games, each winner's count and share (draws included),
the median number of phases, the share of days that lynched nobody, the share of days on which
somebody was put to sleep (R51), and the mean share of a day's votes that went to its two most
voted players (how much the votes gather).
The aim: no camp wins every time, each camp at least 15% of the wins.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter

import engine
from bot.demo.people import play_game

NAMES = [f"P{i:02d}" for i in range(30)]


def shares(ruleset: str, games: int, players: int) -> dict[str, object]:
    """Play `games` seeded games of `ruleset`; the outcome counts."""
    winners: Counter[str] = Counter()
    lengths: list[int] = []
    days = sleepy_days = no_lynch = 0
    top_two: list[float] = []
    for seed in range(1, games + 1):
        setup = engine.deal(ruleset, NAMES[:players], seed)
        game = engine.new_game(setup)
        end, inputs = play_game(game, seed)
        winners[str(end.winner)] += 1
        lengths.append(len(inputs))
        replay = engine.new_game(setup)
        for phase_input in inputs:
            replay, result = replay.resolve(phase_input)
            if result.phase.kind == "day":
                days += 1
                sleepy_days += any(d.cause == "sleep" for d in result.deaths)
                no_lynch += not result.lynched
                tally = Counter(phase_input.votes.values())
                if tally:
                    top = sum(n for _, n in tally.most_common(2))
                    top_two.append(top / sum(tally.values()))
    return {
        "games": games,
        "players": players,
        "wins": dict(winners.most_common()),
        "shares": {camp: round(n / games, 3) for camp, n in winners.most_common()},
        "median_phases": statistics.median(lengths),
        "days_without_lynch": round(no_lynch / max(days, 1), 3),
        "days_with_sleep": round(sleepy_days / max(days, 1), 3),
        "top_two_vote_share": round(statistics.mean(top_two), 3) if top_two else None,
    }


def main() -> None:
    """Print the win shares of every rule set as JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=10)
    args = parser.parse_args()
    out = {ruleset: shares(ruleset, args.games, args.players) for ruleset in engine.RULESETS}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
