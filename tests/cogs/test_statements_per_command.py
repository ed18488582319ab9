"""`/act` and `/vote`, as the cogs send them, take at most 5 statements once the caller
has been seen: the user's game and seat known in memory, BEGIN, one locked read that checks
them, the previous submission replaced in one statement, the new one inserted, COMMIT. A vote's
tally edit is its own cost, at most once per `TALLY_EDIT_SECONDS` per game. Counted by SQLite
itself (its trace callback sees every statement, BEGIN and COMMIT too)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import discord
import pytest
from tortoise.connection import get_connection

from bot.discord.app import MafiaBot
from tests.cogs.conftest import virtual_tally_time
from tests.cogs.harness import Discord
from tests.cogs.play import Dealt, deal, first_choice, play_night

SIX = 6


class Statements:
    """The statements SQLite runs (its trace callback sees BEGIN and COMMIT too)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def __call__(self, statement: str) -> None:
        self.seen.append(statement)

    def listed(self) -> str:
        """The statements seen, one line each (their start)."""
        return "\n".join(statement[:110] for statement in self.seen)


@pytest.fixture
async def statements(bot: MafiaBot) -> AsyncIterator[Statements]:
    counter = Statements()
    client = get_connection("default")
    await client._connection.set_trace_callback(counter)  # type: ignore[attr-defined]
    yield counter
    await client._connection.set_trace_callback(None)  # type: ignore[attr-defined]


@pytest.fixture
async def dealt(bot: MafiaBot, discord_env: Discord) -> Dealt:
    """Six seated players, night 1."""
    return await deal(bot, discord_env, discord_env.members[:SIX])


async def a_move(d: Discord, dealt: Dealt) -> tuple[discord.Member, dict[str, str]]:
    offered = [(m, await first_choice(d, m, "act", "verb")) for m in dealt.members.values()]
    member, verb = next((m, verb) for m, verb in offered if verb is not None)
    target = await first_choice(d, member, "act", "target", verb=verb)
    return member, {"verb": verb} if target is None else {"verb": verb, "target": target}


@pytest.mark.parametrize("dm", [True, False], ids=["dm", "server"])
async def test_an_act_takes_at_most_five_statements(
    discord_env: Discord, dealt: Dealt, statements: Statements, dm: bool
) -> None:
    d = discord_env
    member, given = await a_move(d, dealt)
    await d.slash(member, "act", dm=dm, **given)  # the first call looks the caller up
    statements.seen.clear()
    answers = await d.slash(member, "act", dm=dm, **given)
    assert (answers[0].content or "").startswith("Request accepted: ")
    assert len(statements.seen) <= 5, statements.listed()


async def test_a_vote_takes_at_most_five_statements_its_tally_edit_at_most_one_per_interval(
    bot: MafiaBot, discord_env: Discord, dealt: Dealt, statements: Statements
) -> None:
    d = discord_env
    await play_night(bot, d, dealt.host)
    virtual_tally_time(bot, auto=False)  # the interval is not up until the test says so
    voter, *others = list(dealt.members.values())
    await d.slash(voter, "vote", target=others[0].display_name)  # edits the tally at once
    statements.seen.clear()
    answers = await d.slash(voter, "vote", target=others[1].display_name)  # edit held back
    assert others[1].display_name in (answers[0].content or "")
    assert len(statements.seen) <= 5, statements.listed()
