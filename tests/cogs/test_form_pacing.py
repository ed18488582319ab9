"""A nightfall's DMs go out as one paced batch, within Discord's limits, and a
failure for one player never delays or stops the others; the 30-player forms fit Discord's
component limits."""

from __future__ import annotations

import asyncio

import discord
import pytest
from discord.ext.test.backend import FakeRequest

from bot.discord.app import MafiaBot
from bot.discord.pacing import DM_RATE, Pacer
from bot.store.models import Announcement, MoveForm, Seat
from tests.cogs.harness import Discord, flatten, gate_dms
from tests.cogs.play import deal
from tests.cogs.taps import forms_of, send_move


async def test_a_batch_starts_at_most_rate_sends_a_second_and_one_failure_stops_nobody() -> None:
    waits: list[float] = []

    async def sleep(seconds: float) -> None:  # the clock stands still: each wait is its start
        waits.append(seconds)
        await asyncio.sleep(0)

    pacer = Pacer(rate=10, clock=lambda: 0.0, sleep=sleep)
    started: list[int] = []

    async def send(item: int) -> None:
        started.append(item)
        if item == 3:
            raise discord.Forbidden(FakeRequest(403, "closed"), {"code": 50007, "message": "x"})

    errors = await pacer.batch(range(30), send)
    assert sorted(started) == list(range(30)), "every send started, the failed one's included"
    assert [type(e).__name__ for e in errors if e is not None] == ["Forbidden"]
    assert sorted(waits) == pytest.approx([n / 10 for n in range(1, 30)]), "10 a second"
    assert DM_RATE * 2 <= 50 / 2, "a DM costs at most two requests: half the global limit at most"


def _limits(message: dict) -> list[str]:
    """What in a message breaks Discord's limits (empty: nothing)."""
    broken = []
    rows = message.get("components") or []
    if len(rows) > 5:
        broken.append(f"{len(rows)} action rows")
    for item in flatten(rows):
        if len(item.get("custom_id", "")) > 100:
            broken.append(f"custom_id {item['custom_id']!r}")
        if len(item.get("label", "")) > 100 or len(item.get("placeholder", "") or "") > 100:
            broken.append(f"label of {item['custom_id']!r}")
        options = item.get("options") or []
        if len(options) > 25:
            broken.append(f"{len(options)} options in {item['custom_id']!r}")
        broken += [f"option {o['label']!r}" for o in options if len(o["label"]) > 100]
    if len(message.get("content") or "") > 2000:
        broken.append("content over 2000")
    return broken


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
async def test_thirty_players_forms_fit_discords_limits_and_page_the_players(
    bot: MafiaBot, thirty: Discord, ruleset: str
) -> None:
    d = thirty
    dealt = await deal(bot, d, ruleset=ruleset)
    forms = {name: forms_of(d, member) for name, member in dealt.members.items()}
    sent = [name for name, found in forms.items() if found]
    assert len(sent) == await MoveForm.all().count() >= 10
    assert {
        name: _limits(found[0]) for name, found in forms.items() if found and _limits(found[0])
    } == {}
    paged = [
        o["label"]
        for found in forms.values()
        for message in found
        for item in flatten(message["components"])
        for o in item.get("options") or []
        if o["value"].startswith("p")
    ]
    assert paged, "30 players do not fit one select: the players go over pages"
    # the second page's players can be chosen too
    name = next(n for n in sent if dealt.roles[n] in ("detective", "doctor", "gandalf", "radagast"))
    own = [  # the page turn of this player's own form (whether they may pick themselves or not)
        o["label"]
        for item in flatten(forms[name][0]["components"])
        for o in item.get("options") or []
        if o["value"].startswith("p")
    ]
    last = next(n for n in reversed(dealt.members) if n != name)
    assert await send_move(d, dealt.members[name], None, own[0], last) == []


async def test_a_failing_dm_delays_nobody_and_is_retried_alone(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    failing = {"doctor"}  # Discord answers 500 to every DM for the doctor, for now

    async def gate(user_id: int, payload: dict) -> Exception | None:
        if await Seat.exists(user_id=user_id, role__in=failing):
            return discord.HTTPException(FakeRequest(500, "Server Error"), "boom")
        return None

    gate_dms(monkeypatch, gate)
    dealt = await deal(bot, d, roles="boss, thief, doctor, detective, citizen*4")
    movers = [n for n, r in dealt.roles.items() if r in ("boss", "thief", "doctor", "detective")]
    got = {n for n in movers if forms_of(d, dealt.members[n])}
    assert got == set(movers) - {dealt.name_of("doctor")}, "every other player got the form"
    row = await Announcement.get(game_id=dealt.game_id, action="offer_moves")
    assert not row.delivered and row.attempts == 1  # retried later, for the doctor alone
    failing.clear()
    due = {"next_attempt_at": None, "claimed_until": None, "claimed_by": None}
    await Announcement.filter(game_id=dealt.game_id, delivered=False).update(**due)
    await bot.service.delivery.deliver_pending()  # as the delivery job does after its backoff
    row = await Announcement.get(game_id=dealt.game_id, action="offer_moves")
    assert row.delivered
    assert all(len(forms_of(d, dealt.members[n])) == 1 for n in movers), "nobody got it twice"
