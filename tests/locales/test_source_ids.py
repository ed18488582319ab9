"""Every message id written literally in the code (`Text("…")`, `Localizer.format("…")`) exists
in both languages: Fluent would print a missing id silently."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.locales.catalog import catalog

ROOT = Path(__file__).resolve().parents[2]
LITERAL_ID = re.compile(r"""\b(?:Text|format)\(\s*["']([a-z][a-zA-Z0-9_-]*)["']""")


def literal_ids() -> dict[str, str]:
    """Message id -> the first file that names it, for bot/ and cogs/."""
    found: dict[str, str] = {}
    for folder in ("bot", "cogs"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for msg_id in LITERAL_ID.findall(path.read_text(encoding="utf-8")):
                found.setdefault(msg_id, str(path.relative_to(ROOT)))
    return found


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_literal_message_id_in_the_code_exists(lang: str) -> None:
    ids = set(catalog(lang))
    missing = {msg_id: where for msg_id, where in literal_ids().items() if msg_id not in ids}
    assert missing == {}
