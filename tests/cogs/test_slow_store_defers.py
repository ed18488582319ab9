"""Discord wants an interaction's first answer within 3 s. When `/act` (with options, or alone
for the move form), `/vote` or `/votes` waits on a slow or locked store for longer than
`DEFER_AFTER_SECONDS`, the interaction is deferred (ephemerally) meanwhile and the answer, or the
refusal, follows up; a quick call answers at once with no extra request."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.discord import replies
from bot.discord.app import MafiaBot
from bot.text.i18n import Localizer
from engine import EngineError
from tests.cogs.harness import Discord, Reply
from tests.cogs.play import Dealt, deal, first_choice

SIX = 6
NIGHT_VOTE = EngineError("wrong_phase", {"verb": "vote", "phase": "night"})  # the engine's refusal


@pytest.fixture
async def dealt(bot: MafiaBot, discord_env: Discord) -> Dealt:
    """Six seated players, night 1."""
    return await deal(bot, discord_env, discord_env.members[:SIX])


def slow_store(bot: MafiaBot, monkeypatch: pytest.MonkeyPatch, path: str) -> None:
    """The service's call at `path` ("play.vote") waits 0.2 s before it runs (a store held by
    someone else); the deferral comes after 0.02 s."""
    monkeypatch.setattr(replies, "DEFER_AFTER_SECONDS", 0.02)
    part_name, call = path.split(".")
    part = getattr(bot.service, part_name)
    real = getattr(part, call)

    async def slowly(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(0.2)
        return await real(*args, **kwargs)

    monkeypatch.setattr(part, call, slowly)


def kinds(d: Discord, answers: list[Reply]) -> list[str]:
    """The kinds of the interaction's answers, in order, its ephemeral deferral first if any."""
    deferred = {answer.interaction_id for answer in answers} & {
        interaction for interaction, ephemeral in d.recorder.deferred.items() if ephemeral
    }
    return ["defer"] * len(deferred) + [answer.kind for answer in answers]


async def test_a_slow_act_is_deferred_and_its_record_follows_up(
    bot: MafiaBot, discord_env: Discord, dealt: Dealt, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    offered = [(m, await first_choice(d, m, "act", "verb")) for m in dealt.members.values()]
    member, verb = next((m, verb) for m, verb in offered if verb is not None)  # acts tonight
    target = await first_choice(d, member, "act", "target", verb=verb)
    given = {"verb": verb} if target is None else {"verb": verb, "target": target}
    slow_store(bot, monkeypatch, "play.act")
    answers = await d.slash(member, "act", dm=True, **given)
    assert kinds(d, answers) == ["defer", "followup"]
    assert all(answer.ephemeral for answer in answers)
    assert (answers[0].content or "").startswith("Request accepted: ")


async def test_a_slow_vote_refused_is_deferred_and_its_refusal_follows_up(
    bot: MafiaBot,
    discord_env: Discord,
    dealt: Dealt,
    localizer: Localizer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    d = discord_env
    members = list(dealt.members.values())
    slow_store(bot, monkeypatch, "play.vote")
    answers = await d.slash(members[1], "vote", target=members[2].display_name)
    assert kinds(d, answers) == ["defer", "followup"]
    refusal = localizer.render(replies.error_text(NIGHT_VOTE, ""), "en")  # type: ignore[arg-type]
    assert answers[0].content == refusal and answers[0].ephemeral


async def test_a_quick_vote_answers_at_once_with_no_deferral(
    discord_env: Discord, dealt: Dealt, localizer: Localizer
) -> None:
    d = discord_env
    members = list(dealt.members.values())
    answers = await d.slash(members[1], "vote", target=members[2].display_name)
    assert kinds(d, answers) == ["message"]
    assert answers[0].content == localizer.render(
        replies.error_text(NIGHT_VOTE, ""),  # type: ignore[arg-type]
        "en",
    )


async def test_a_slow_act_without_options_is_deferred_and_its_form_follows_up(
    bot: MafiaBot, discord_env: Discord, dealt: Dealt, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    offered = [(m, await first_choice(d, m, "act", "verb")) for m in dealt.members.values()]
    member = next(m for m, verb in offered if verb is not None)  # has a move: a form to tap
    quick = await d.slash(member, "act", dm=True)
    slow_store(bot, monkeypatch, "queries.options")
    answers = await d.slash(member, "act", dm=True)
    assert kinds(d, quick) == ["message"]
    assert kinds(d, answers) == ["defer", "followup"]
    assert answers[0].ephemeral and answers[0].content == quick[0].content
    assert answers[0].components == quick[0].components and answers[0].components


async def test_a_slow_vote_count_is_deferred_and_follows_up(
    bot: MafiaBot, discord_env: Discord, dealt: Dealt, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    member = next(iter(dealt.members.values()))
    quick = await d.slash(member, "votes")
    slow_store(bot, monkeypatch, "queries.vote_count")
    answers = await d.slash(member, "votes")
    assert kinds(d, quick) == ["message"] and kinds(d, answers) == ["defer", "followup"]
    assert answers[0].ephemeral and answers[0].content == quick[0].content
