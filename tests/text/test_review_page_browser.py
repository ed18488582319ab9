"""The review page in a real browser: headless Chromium (Debian's `chromium`, which
`.ci/run` installs) loads the page of a game of each rule set in each language, and the rendered
DOM holds every player and every phase; the page makes no request outside itself (Chromium's
network log); no script error reaches the console; a screenshot at phone width is not blank.

Each detector is first shown to catch what it looks for, on a page made to fail it.
Skipped, with the reason, only where no `chromium` is installed; never in CI, which installs
it and sets REQUIRE_CHROMIUM (a missing browser is then an error).
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import zlib
from collections.abc import Sequence
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bot.text.i18n import Localizer
from bot.text.review import review_of
from bot.text.review_page import render_page
from tests.text.games import NAMES, finished_record

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None and os.environ.get("REQUIRE_CHROMIUM"):  # CI (.ci/run) installs it
    raise RuntimeError("REQUIRE_CHROMIUM is set but no chromium is installed")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (`apt-get install chromium`)"
)
CASES = [(ruleset, lang) for ruleset in ("city", "hobbit") for lang in ("ru", "en")]
PHONE = (390, 1600)


def chromium(page: Path, profile: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run headless Chromium on a local page with a fresh profile."""
    assert CHROMIUM is not None
    command = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        f"--user-data-dir={profile}",
        *args,
        page.as_uri(),
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)


def load(page: Path, tmp: Path) -> tuple[str, str, list[str]]:
    """The rendered DOM, the console log and the URLs the page itself asked the network for."""
    netlog = tmp / "net.json"
    done = chromium(
        page, tmp / "profile", "--dump-dom", "--enable-logging=stderr", "--v=0",
        f"--log-net-log={netlog}",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    console = "\n".join(line for line in done.stderr.splitlines() if ":CONSOLE" in line)
    return done.stdout, console, page_requests(netlog)


def page_requests(netlog: Path) -> list[str]:
    """URLs of the network jobs started for the page (keyed to its file:// origin), not the
    browser's own background requests."""
    log = json.loads(netlog.read_text(encoding="utf-8"))
    start_job = log["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
    urls = []
    for event in log["events"]:
        params = event.get("params") or {}
        if event["type"] == start_job and "file://" in str(params.get("network_isolation_key")):
            url = str(params.get("url", ""))
            if not url.startswith("file:"):
                urls.append(url)
    return urls


def screenshot(page: Path, tmp: Path) -> bytes:
    """A PNG of the page at phone width."""
    shot = tmp / "phone.png"
    width, height = PHONE
    done = chromium(
        page, tmp / "shot-profile", "--hide-scrollbars", f"--window-size={width},{height}",
        f"--screenshot={shot}",
    )  # fmt: skip
    assert done.returncode == 0 and shot.exists(), done.stderr[-2000:]
    return shot.read_bytes()


def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and the pixels (RGB or RGBA bytes) of an 8-bit, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, idat = 8, {}, b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        if kind == b"IDAT":
            idat += body
        chunks.setdefault(kind, body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert depth == 8 and interlace == 0 and colour in (2, 6), (depth, colour, interlace)
    size = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * size
    rows: list[bytearray] = []
    previous = bytearray(stride)
    for y in range(height):
        line = raw[y * (stride + 1) : (y + 1) * (stride + 1)]
        kind, row = line[0], bytearray(line[1:])
        for x in range(stride):
            left = row[x - size] if x >= size else 0
            up = previous[x]
            corner = previous[x - size] if x >= size else 0
            if kind == 1:
                row[x] = (row[x] + left) & 0xFF
            elif kind == 2:
                row[x] = (row[x] + up) & 0xFF
            elif kind == 3:
                row[x] = (row[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                pred = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                row[x] = (row[x] + pred) & 0xFF
        rows.append(row)
        previous = row
    pixels = [bytes(row[x : x + 3]) for row in rows for x in range(0, stride, size)]
    return width, height, pixels


def is_blank(data: bytes) -> bool:
    """Whether a screenshot is (almost) one colour: under 1% of its pixels differ from the most
    common one, or it has fewer than 8 colours."""
    _, _, pixels = png_pixels(data)
    counts: dict[bytes, int] = {}
    for pixel in pixels:
        counts[pixel] = counts.get(pixel, 0) + 1
    background = max(counts.values())
    return len(counts) < 8 or (len(pixels) - background) < len(pixels) // 100


class _Dom(HTMLParser):
    """The players, phases and scripts of a rendered DOM."""

    def __init__(self) -> None:
        super().__init__()
        self.players: list[str] = []
        self.phases: list[str] = []
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: Sequence[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("data-player") is not None:
            self.players.append(str(found["data-player"]))
        if found.get("data-phase") is not None:
            self.phases.append(str(found["data-phase"]))
        self.scripts += tag == "script"


def parse(dom: str) -> _Dom:
    parser = _Dom()
    parser.feed(dom)
    return parser


# --- the detectors catch what they look for -----------------------------------------------


def test_the_detectors_catch_a_request_a_script_error_and_a_blank_page(tmp_path: Path) -> None:
    bad = tmp_path / "bad.html"
    bad.write_text(
        '<html><body><img src="https://example.invalid/x.png">'
        '<script>throw new Error("boom")</script></body></html>',
        encoding="utf-8",
    )
    _, console, requests = load(bad, tmp_path)
    assert "https://example.invalid/x.png" in requests
    assert "Uncaught Error: boom" in console
    blank = tmp_path / "blank.html"
    blank.write_text("<html><body style='background:#fff'></body></html>", encoding="utf-8")
    assert is_blank(screenshot(blank, tmp_path))


# --- the review page --------------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset", "lang"), CASES)
def test_the_review_page_renders_in_chromium(ruleset: str, lang: str, tmp_path: Path) -> None:
    review = review_of(finished_record(ruleset))
    page = tmp_path / f"{ruleset}-{lang}.html"
    page.write_text(render_page(review, Localizer(), lang), encoding="utf-8")

    dom, console, requests = load(page, tmp_path)
    found = parse(dom)
    assert sorted(found.players) == sorted(NAMES)  # every player, shown once in the cast
    expected = [f"{p.result.phase.kind}-{p.result.phase.number}" for p in review.phases]
    assert found.phases == expected  # every phase, in order
    assert requests == []  # nothing asked outside the file
    assert found.scripts == 0 and console == ""  # no script, so no script error either

    assert not is_blank(screenshot(page, tmp_path))
