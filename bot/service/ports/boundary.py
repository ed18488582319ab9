"""Where calls enter the service: `checked` makes every public async method of a part refuse
arguments of the wrong type with a coded refusal (`ServiceError("wrong_type")`, naming the
argument), before anything is read or written, as its type hints say (`extend(minutes="5")`,
`vote(target={...})`): the service's contract promises coded refusals, never a `TypeError`
from deep inside.

The check follows the hints as far as they say something checkable at run time: classes
(`int` is not a `bool`, and fits the store's 64 bits; a `float` may be an `int`), `X | None`,
`Literal`, the collections (`Sequence[str]`: not a string, and each element checked), mappings,
and the frozen dataclasses of `bot.service.ports.calls` field by field (a `Caller` whose
`user_id` is a string is refused).
A hint it cannot check (a type variable, a protocol) accepts anything.
"""

from __future__ import annotations

import collections.abc as abc
import dataclasses
import functools
import inspect
import sys
import types
import typing
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from bot.service.ports.errors import ServiceError

__all__ = ["checked", "fits"]

T = TypeVar("T")

INT_MIN, INT_MAX = -(2**63), 2**63 - 1
"""The whole numbers a call may carry: those the store holds (64-bit)."""

_SEQUENCES = (abc.Sequence, abc.Collection, abc.Iterable, list, tuple, abc.Set, set, frozenset)
_MAPPINGS = (abc.Mapping, dict)


def checked(cls: type[T]) -> type[T]:
    """The part `cls` with each public async method refusing arguments of the wrong type."""
    for name, member in list(vars(cls).items()):
        if not name.startswith("_") and inspect.iscoroutinefunction(member):
            setattr(cls, name, _checking(member))
    return cls


def _checking(
    method: Callable[..., Coroutine[Any, Any, Any]],
) -> Callable[..., Coroutine[Any, Any, Any]]:
    signature = inspect.signature(method)
    hints: dict[str, object] | None = None

    @functools.wraps(method)
    async def call(self: object, *args: object, **kwargs: object) -> Any:
        nonlocal hints
        if hints is None:
            hints = _hints(method)
        try:
            bound = signature.bind(self, *args, **kwargs)
        except TypeError:
            raise ServiceError("wrong_type", {"argument": method.__name__}) from None
        for name, value in bound.arguments.items():
            hint = hints.get(name)
            if hint is not None and not fits(value, hint):
                raise ServiceError("wrong_type", {"argument": name})
        return await method(self, *args, **kwargs)

    return call


def _hints(function: Callable[..., object]) -> dict[str, object]:
    """The function's parameters' hints, each evaluated on its own (one that names a type
    imported only for the type checker is left out: it accepts anything)."""
    space = vars(sys.modules[function.__module__])
    found: dict[str, object] = {}
    for name, text in getattr(function, "__annotations__", {}).items():
        if name == "return":
            continue
        try:
            # the project's own annotation, read in its module (what get_type_hints does)
            found[name] = eval(text, space) if isinstance(text, str) else text
        except Exception:  # a name imported only for the type checker: not checked
            continue
    return found


@functools.cache
def _fields(cls: type) -> dict[str, object]:
    hints: dict[str, object] = {}
    space = vars(sys.modules[cls.__module__])
    for field in dataclasses.fields(cls):
        try:
            hint = field.type
            hints[field.name] = eval(hint, space) if isinstance(hint, str) else hint
        except Exception:  # a name imported only for the type checker: not checked
            continue
    return hints


def fits(value: object, hint: object) -> bool:
    """Whether `value` is of the type `hint` says, as far as it can be told at run time."""
    if hint is Any or hint is object:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(fits(value, arg) for arg in args)
    if origin is typing.Literal:
        return value in args
    if origin is None:
        return _fits_class(value, hint)
    if origin in _MAPPINGS:
        if not isinstance(value, abc.Mapping):
            return False
        key, item = args or (Any, Any)
        return all(fits(k, key) and fits(v, item) for k, v in value.items())
    if origin in _SEQUENCES:
        if not isinstance(value, origin) or isinstance(value, str | bytes):
            return False
        if not isinstance(value, abc.Collection):
            return True  # an iterator: not consumed here
        if origin is tuple and args and args[-1] is not Ellipsis:
            return len(value) == len(args) and all(map(fits, value, args))
        item = args[0] if args else Any
        return all(fits(element, item) for element in value)
    if origin is abc.Callable:
        return callable(value)
    return isinstance(origin, type) and isinstance(value, origin)


def _fits_class(value: object, hint: object) -> bool:
    if not isinstance(hint, type):
        return True  # a type variable, a NewType…: nothing to check here
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:  # and one the store can hold (a Discord id is below 2**63)
        return (
            isinstance(value, int) and not isinstance(value, bool) and INT_MIN <= value <= INT_MAX
        )
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if getattr(hint, "_is_protocol", False):
        return True
    if not isinstance(value, hint):
        return False
    if dataclasses.is_dataclass(hint) and hint.__module__ == "bot.service.ports.calls":
        return all(fits(getattr(value, name), t) for name, t in _fields(hint).items())
    return True
