"""The engine's one speed trick: frozen slots dataclasses with a quicker `__init__` (`quick_init`).

`dataclass(frozen=True)` refuses `__setattr__`, so the `__init__` it writes stores every field
with `object.__setattr__`, about 0.1 µs a field. The engine builds several such objects every
phase (a `Game` of 19 fields, a `PhaseResult`, the next `Phase`, every seat's options, the R5
chain's attacks and outcomes …). `quick_init` gives a frozen slots dataclass an `__init__` with
the same signature, defaults and default factories that stores each field through its slot's
descriptor instead, in less than half the time. Nothing else changes: the instances stay frozen,
equal, hashable and printable as before, and callers build them by keyword as usual.

Why it stays: without it `benchmarks/engine_bench.py` resolves whole random games 7-11% slower
(city and hobbit, 20 players). Like `dataclass` itself, it writes that `__init__` as source and
compiles it with `exec`; this is the engine's only `exec`. `plain_init` keeps each class's own
dataclass `__init__`, so that `tests/engine/test_frozen.py` checks every decorated class builds
the same object, with the same errors on bad input, both ways.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")

_FACTORY = object()
"""The default of a parameter whose field has a default factory: call the factory."""

_PLAIN_INITS: dict[type, Callable[..., None]] = {}
"""Each class given a quicker `__init__` -> the `__init__` `dataclass` wrote for it."""


def quick_init(cls: type[T]) -> type[T]:
    """Replace the `__init__` of a frozen slots dataclass `cls` (see the module docstring)."""
    params = getattr(cls, "__dataclass_params__", None)
    slots = "__slots__" in cls.__dict__
    if not is_dataclass(cls) or params is None or not params.frozen or not slots:
        raise TypeError(f"{cls.__name__} is not a frozen slots dataclass")
    namespace: dict[str, Any] = {"_FACTORY": _FACTORY}
    arguments: list[str] = []
    body: list[str] = []
    for item in fields(cls):
        name = item.name
        namespace[f"_set_{name}"] = getattr(cls, name).__set__  # the slot's member descriptor
        if item.default_factory is not MISSING:
            namespace[f"_make_{name}"] = item.default_factory
        if not item.init:
            body.append(f"    _set_{name}(self, _make_{name}())")
            continue
        if item.default is not MISSING:
            namespace[f"_default_{name}"] = item.default
            arguments.append(f"{name}=_default_{name}")
        elif item.default_factory is not MISSING:
            arguments.append(f"{name}=_FACTORY")
            body.append(f"    if {name} is _FACTORY:\n        {name} = _make_{name}()")
        else:
            arguments.append(name)
        body.append(f"    _set_{name}(self, {name})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    source = f"def __init__(self, {', '.join(arguments)}):\n" + "\n".join(body or ["    pass"])
    exec(source, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    _PLAIN_INITS[cls] = cls.__init__
    # Replacing a method of a class already made is what this decorator is for.
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


def plain_init(cls: type) -> Callable[..., None]:
    """The `__init__` `dataclass` wrote for `cls`, before `quick_init` replaced it (KeyError for
    a class it did not replace)."""
    return _PLAIN_INITS[cls]


def quick_classes() -> tuple[type, ...]:
    """Every class `quick_init` has replaced the `__init__` of, in the order it did."""
    return tuple(_PLAIN_INITS)
