"""A phase read back from a row is checked, and its predecessor is the engine's answer."""

from __future__ import annotations

import pytest

from engine import Phase


def test_from_row_takes_a_stored_phase() -> None:
    assert Phase.from_row("night", 3) == Phase("night", 3)
    assert Phase.from_row("day", "2") == Phase("day", 2)


@pytest.mark.parametrize(
    ("kind", "number"),
    [
        ("dusk", 1),
        ("night", 0),
        ("day", -1),
        ("night", "x"),
        ("day", True),
        (None, 1),
        ("day", 1.5),
    ],
)
def test_from_row_refuses_what_is_not_a_phase(kind: object, number: object) -> None:
    with pytest.raises(ValueError, match="not a phase"):
        Phase.from_row(kind, number)


def test_previous_walks_back_to_night_one() -> None:
    assert Phase("night", 1).previous() is None
    assert Phase("day", 1).previous() == Phase("night", 1)
    assert Phase("night", 2).previous() == Phase("day", 1)
    for index in range(1, 40):
        phase = Phase("night", 1)
        for _ in range(index):
            phase = phase.next()
        before = phase.previous()
        assert before is not None and before.next() == phase
