"""Wilson's interval and Newcombe's interval of a difference, against published values."""

from __future__ import annotations

import pytest

from bot.balance.interval import difference, wilson


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),  # Newcombe (1998), Table I
        (15, 148, 0.0624, 0.1605),  # Newcombe (1998), Table I
    ],
)
def test_wilson_interval_matches_published_values(
    successes: int, trials: int, low: float, high: float
) -> None:
    assert wilson(successes, trials) == pytest.approx((low, high), abs=5e-4)


def test_wilson_interval_without_trials_is_everything() -> None:
    assert wilson(0, 0) == (0.0, 1.0)


def test_wilson_interval_refuses_impossible_counts() -> None:
    with pytest.raises(ValueError):
        wilson(11, 10)


@pytest.mark.parametrize(
    ("a", "n_a", "b", "n_b", "low", "high"),
    [
        (56, 70, 48, 80, 0.0524, 0.3339),  # Newcombe (1998), Table II, method 10
        (9, 10, 3, 10, 0.1705, 0.8090),  # Newcombe (1998), Table II
    ],
)
def test_newcombe_difference_matches_published_values(
    a: int, n_a: int, b: int, n_b: int, low: float, high: float
) -> None:
    assert difference(a, n_a, b, n_b) == pytest.approx((low, high), abs=5e-4)


def test_wilson_reaches_0_and_1_exactly_at_no_and_every_success() -> None:
    for trials in (1, 7, 30, 1000):
        assert wilson(0, trials)[0] == 0.0
        assert wilson(trials, trials)[1] == 1.0
