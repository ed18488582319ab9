"""How /act's positional options become record values (SPEC 5.1), for the Courtesan's borrow."""

import pytest

from cogs.night.values import action_value
from engine import EngineError


def test_r66_a_borrowed_heal_becomes_the_nested_record_value() -> None:
    assert action_value("city", "borrow", ["doctor", "Anna"]) == {
        "role": "doctor",
        "heal": "Anna",
    }


def test_r66_borrowing_chosen_takes_no_target() -> None:
    assert action_value("city", "borrow", ["chosen"]) == {"role": "chosen"}
    with pytest.raises(EngineError) as caught:
        action_value("city", "borrow", ["chosen", "Anna"])
    assert caught.value.code == "bad_argument"
