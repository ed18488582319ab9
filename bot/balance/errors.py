"""Refusals of a balance estimate: error codes with parameters, rendered like the engine's.

`BALANCE_ERROR_CODES` maps each code to its parameters (locales/*/balance.ftl has an
`error-<code>` message taking exactly these). A setup no deal can make, or an unknown role or rule
set, is refused with the engine's own `EngineError` codes.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine import CodedError

BALANCE_ERROR_CODES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "balance_games": ("count", "minimum", "maximum"),  # games asked for outside the range
        "balance_swing_games": ("count", "maximum"),  # games per replaced role over the limit
        "balance_failed": (),  # a worker process failed (crashed or raised): nothing estimated
        "balance_timeout": ("seconds",),  # the estimate ran longer than it may
    }
)


class BalanceError(CodedError):
    """A balance estimate refused or failed: a code of `BALANCE_ERROR_CODES` and its values."""

    codes = BALANCE_ERROR_CODES
