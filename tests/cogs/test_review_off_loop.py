"""The review page is drawn off the event loop: after a game and for `/game export format:html`
through the cogs, and for a thirty-player page, the loop goes on serving while the page is
drawn. Proved by a handshake, not by a clock: the drawing waits in its thread until a coroutine
on the loop has run; drawn on the loop itself, it would wait for nothing that could ever run."""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Callable
from typing import Any

import pytest

import engine
from bot.discord import review_pages
from bot.discord.app import MafiaBot
from bot.discord.review_pages import draw_review
from bot.text.i18n import Localizer
from bot.text.review import review_to_data
from bot.text.review_page import review_file
from engine.simulate import play_random_game
from tests.cogs.harness import Discord
from tests.cogs.play import open_game, play_to_the_end, start_game
from tests.cogs.test_review import attached

HANDSHAKE = 30.0  # seconds a drawing waits for the loop: only a broken test waits them out


class Handshake:
    """`review_file` as the drawing calls it, which first waits in its thread until the loop
    has run a coroutine (`Ticker`), and counts the loop's ticks while the page is drawn."""

    def __init__(self, draw: Callable[..., bytes]) -> None:
        self.draw = draw
        self.threads: list[int] = []
        self.answered: list[bool] = []
        self.drawing = threading.Event()
        self.ticked = threading.Event()
        self.ticks_while_drawing = 0

    def __call__(self, *args: Any) -> bytes:
        self.threads.append(threading.get_ident())
        self.ticked.clear()
        self.drawing.set()
        self.answered.append(self.ticked.wait(HANDSHAKE))
        try:
            return self.draw(*args)
        finally:
            self.drawing.clear()


async def ticker(handshake: Handshake, stop: asyncio.Event) -> None:
    """A coroutine of the loop: answers a drawing that waits, counts its ticks while one is
    under way."""
    while not stop.is_set():
        if handshake.drawing.is_set():
            handshake.ticks_while_drawing += 1
            handshake.ticked.set()
        await asyncio.sleep(0.001)


async def with_ticker(handshake: Handshake, work: Any) -> Any:
    """Run `work` (an awaitable) while the ticker runs on the loop."""
    stop = asyncio.Event()
    ticking = asyncio.create_task(ticker(handshake, stop))
    try:
        return await work
    finally:
        stop.set()
        await ticking


@pytest.fixture
def handshake(monkeypatch: pytest.MonkeyPatch) -> Handshake:
    found = Handshake(review_file)
    monkeypatch.setattr(review_pages, "review_file", found)
    return found


async def test_the_page_after_a_game_is_drawn_while_the_loop_serves_others(
    bot: MafiaBot, discord_env: Discord, handshake: Handshake
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    await start_game(d, host)
    await with_ticker(handshake, play_to_the_end(bot, d, host))
    assert handshake.answered == [True], "the loop ran while the page was being drawn"
    assert threading.get_ident() not in handshake.threads
    [(_, page)] = attached(d)
    assert page.startswith(b"<!DOCTYPE html>")


async def test_game_export_html_draws_the_page_while_the_loop_serves_others(
    bot: MafiaBot, discord_env: Discord, handshake: Handshake
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    await start_game(d, host)
    await with_ticker(handshake, play_to_the_end(bot, d, host))  # the page after the game
    handshake.answered.clear()
    replies = await with_ticker(handshake, d.slash(d.members[3], "game export", format="html"))
    assert handshake.answered == [True]
    [(name, data)] = [file for reply in replies for file in reply.files]
    assert name.endswith(".html") and data.startswith(b"<!DOCTYPE html>")


def thirty_player_data() -> dict[str, Any]:
    """The review data of a whole random game of thirty long-named players."""
    names = [f"Игрок {i:02d} с очень длинным ником".ljust(32, "ж")[:32] for i in range(30)]
    setup = engine.deal("city", names, seed=30)
    _, inputs = play_random_game(engine.new_game(setup), random.Random(30))
    return review_to_data(engine.Record.from_history(setup, inputs), None)


async def test_the_loop_ticks_while_a_thirty_player_page_is_drawn(
    localizer: Localizer, handshake: Handshake
) -> None:
    data = thirty_player_data()
    page = await with_ticker(handshake, draw_review(data, localizer, "ru"))
    assert handshake.answered == [True]
    assert handshake.ticks_while_drawing >= 1
    assert threading.get_ident() not in handshake.threads
    assert page == review_file(data, localizer, "ru"), "the same page as drawn on the loop"
