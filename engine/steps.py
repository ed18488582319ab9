"""The shared night runner: a rule set's night is its data-declared steps, run in order (R3)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from engine.types import Step

if TYPE_CHECKING:
    from engine.work import Act


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


def group_by_verb(acts: Iterable[Act], seat: Mapping[str, int]) -> dict[str, list[Act]]:
    """A night's actions per verb, each list in seat order (steps take their verbs from it)."""
    groups: dict[str, list[Act]] = {}
    for act in sorted(acts, key=lambda a: seat[a.actor]):
        groups.setdefault(act.verb, []).append(act)
    return groups
