"""The move forms at a 30-player nightfall: building every player's form, and pacing their DMs.

Run: `python benchmarks/forms_bench.py [--rounds N]`. Prints JSON:
- `build_ms_per_form`: milliseconds of CPU to build one form (the engine's options, the draft,
  its texts rendered, its Discord components), median and best of N rounds over every player
  with a move in a dealt 30-player game of each rule set;
- `batch_seconds`: the wall time of one paced batch of 30 DMs whose sends cost nothing (the
  pacing alone: (n - 1) / DM_RATE), with the rate and the requests a second it allows.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time

import engine
from bot.discord.pacing import DM_RATE, Pacer
from bot.service.play.forms import SentMoves, movers
from bot.service.ports.calls import OptionsView
from bot.text.i18n import Localizer
from cogs.night.form import Draft, FormKey, components, form_texts
from cogs.night.forms import form_view

NAMES = [f"Player {i:02d} with a very long nick"[:32] for i in range(1, 31)]


def forms(ruleset: str, localizer: Localizer) -> int:
    """Build the form of every player with a move at night 1; how many."""
    game = engine.new_game(engine.deal(ruleset, NAMES, seed=1))
    built = 0
    for name in movers(game):
        options = OptionsView(1, name, game.phase, game.options(name), (), (), game.sends_for(name))
        sent = SentMoves(1, name, game.phase, ruleset, (), False, game.alive)
        draft = Draft(FormKey(1, game.phase), ruleset, options, sent)
        if draft.verbs:
            draft = draft.choose("v", draft.verbs[0])
        [localizer.render(text, "ru") for text in form_texts(draft)]
        form_view(components(draft), lambda text: localizer.render(text, "ru"))
        built += 1
    return built


async def batch(count: int) -> float:
    """Seconds one paced batch of `count` free sends takes."""

    async def send(_: int) -> None:
        await asyncio.sleep(0)

    start = time.perf_counter()
    await Pacer(DM_RATE).batch(range(count), send)  # the old fixed rate; now the global pacer
    return time.perf_counter() - start


def main() -> None:
    """Measure and print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    localizer = Localizer()
    result: dict[str, object] = {"rounds": rounds}
    for ruleset in engine.RULESETS:
        times, built = [], 0
        for _ in range(rounds):
            start = time.process_time()
            built = forms(ruleset, localizer)
            times.append((time.process_time() - start) * 1000 / built)
        result[f"build_ms_per_form_{ruleset}"] = {
            "median": round(statistics.median(times), 3),
            "best": round(min(times), 3),
            "forms": built,
        }
    result["batch_seconds_30"] = round(asyncio.run(batch(30)), 3)
    result["dm_rate_per_second"] = DM_RATE
    result["requests_per_second_at_most"] = DM_RATE * 2
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
