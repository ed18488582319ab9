"""Confidence intervals of win shares: Wilson's score interval of one share, and Newcombe's
hybrid score interval (his method 10) of the difference of two independent shares."""

from __future__ import annotations

import math

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval of `successes` out of `trials` (0..1); (0, 1) when no trials."""
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes out of {trials} trials")
    if trials == 0:
        return 0.0, 1.0
    share = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (share + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(share * (1 - share) / trials + z2 / (4 * trials * trials)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)  # exactly: no rounding above 0
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


def difference(
    successes_a: int, trials_a: int, successes_b: int, trials_b: int, z: float = Z95
) -> tuple[float, float]:
    """Newcombe's interval of share a minus share b, from each share's Wilson interval."""
    share_a, share_b = successes_a / trials_a, successes_b / trials_b
    low_a, high_a = wilson(successes_a, trials_a, z)
    low_b, high_b = wilson(successes_b, trials_b, z)
    delta = share_a - share_b
    low = delta - math.sqrt((share_a - low_a) ** 2 + (high_b - share_b) ** 2)
    high = delta + math.sqrt((high_a - share_a) ** 2 + (share_b - low_b) ** 2)
    return low, high
