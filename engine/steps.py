"""The shared night runner: a rule set's night is its data-declared steps, run in order (R3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from engine.types import Step


class NightSteps:
    """Base of a rule set's night: `class N(NightSteps, steps=STEPS)` runs `step_<key>` methods.

    The method of each step is looked up once, when the subclass is defined, so a step declared
    in the data without its method fails at import.
    """

    _methods: ClassVar[tuple[Callable[[Any], None], ...]] = ()

    def __init_subclass__(cls, steps: tuple[Step, ...] = (), **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._methods = tuple(getattr(cls, "step_" + step.key) for step in steps)

    def run(self) -> None:
        """Resolve the night: every step of the data-declared night order, in order (R3)."""
        for method in self._methods:
            method(self)
