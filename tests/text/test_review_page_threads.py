"""One Localizer draws review pages in several threads at once (the bot draws them off the
event loop) and gives each page exactly as a serial drawing does: from cold caches (every
Fluent message compiled for the first time by whichever thread gets there), with threads
switched as often as the interpreter allows; and with the command mentions synced anew
meanwhile, each page is one sync's or the other's."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.text.i18n import Localizer
from bot.text.review import review_to_data
from bot.text.review_page import review_file
from engine.proof import sealed
from tests.text.games import finished_record

PAGES = [(ruleset, lang) for ruleset in ("city", "hobbit") for lang in ("ru", "en")]
ROUNDS = 3  # each page drawn this many times in the pool


@pytest.fixture
def switching_often() -> Iterator[None]:
    """Threads switched every microsecond (the default is every 5 ms)."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        yield
    finally:
        sys.setswitchinterval(before)


def data_of(ruleset: str) -> dict[str, object]:
    """A sealed game's review data (the page says how to check the seal: `/game export`)."""
    return review_to_data(sealed(finished_record(ruleset), "5a17" * 16), None, {"Anna": 1})


def test_pages_drawn_in_threads_at_once_equal_the_serial_ones(switching_often: None) -> None:
    serial = {page: review_file(data_of(page[0]), Localizer(), page[1]) for page in PAGES}
    shared = Localizer()  # cold: nothing compiled yet
    start = threading.Barrier(4)

    def draw(page: tuple[str, str]) -> tuple[tuple[str, str], bytes]:
        start.wait()  # the first drawings of every page begin together
        return page, review_file(data_of(page[0]), shared, page[1])

    with ThreadPoolExecutor(max_workers=4) as pool:
        drawn = list(pool.map(draw, PAGES * ROUNDS))
    assert len(drawn) == len(PAGES) * ROUNDS
    for page, data in drawn:
        assert data == serial[page], f"{page} drawn in a thread differs from the serial page"


MENTIONS = ({"game export": "</game export:1>"}, {"game export": "</game export:2>"})
"""Two syncs of the commands, one mention apart (the page names `/game export`)."""


def test_a_mentions_update_meanwhile_gives_pages_of_one_sync_or_the_other(
    switching_often: None,
) -> None:
    expected = set()
    for mentions in MENTIONS:
        synced = Localizer()
        synced.commands.update(mentions)
        expected.add(review_file(data_of("city"), synced, "en"))
    assert len(expected) == 2, "the page shows the mention"
    shared = Localizer()
    shared.commands.update(MENTIONS[0])
    stop = threading.Event()

    def update() -> None:
        turn = 0
        while not stop.is_set():
            turn += 1
            shared.commands.update(MENTIONS[turn % 2])

    updating = threading.Thread(target=update)
    updating.start()
    try:
        with ThreadPoolExecutor(max_workers=3) as pool:
            drawn = list(pool.map(lambda _: review_file(data_of("city"), shared, "en"), range(6)))
    finally:
        stop.set()
        updating.join()
    assert set(drawn) <= expected
