"""`engine.frozen.quick_init`: the quicker `__init__` builds what the dataclass's own would, for a
sample class and for every engine class it is used on, with the same errors on bad input."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

import engine
from engine.frozen import plain_init, quick_classes, quick_init
from engine.game import new_game
from engine.types import EMPTY, ArgSpec, Death, Phase, PhaseInput, PhaseResult, Setup


def _pair() -> tuple[type, type]:
    def make() -> type:
        @dataclasses.dataclass(frozen=True, slots=True)
        class Sample:
            name: str
            kind: str = "player"
            choices: tuple[str, ...] = ()
            extra: dict[str, int] = dataclasses.field(default_factory=dict, compare=False)
            seen: list[str] = dataclasses.field(default_factory=list, init=False)

        return Sample

    return make(), quick_init(make())


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [(("a",), {}), (("a", "role", ("x",)), {}), (("a",), {"extra": {"n": 1}, "choices": ("y",)})],
)
def test_quick_init_builds_the_same_fields_as_the_dataclass(args: tuple, kwargs: dict) -> None:
    plain, quick = _pair()
    one, other = plain(*args, **kwargs), quick(*args, **kwargs)
    assert dataclasses.astuple(one) == dataclasses.astuple(other)
    assert repr(one).split("(", 1)[1] == repr(other).split("(", 1)[1]


def test_quick_init_gives_each_instance_its_own_default_factory_value() -> None:
    _, quick = _pair()
    first, second = quick("a"), quick("b")
    assert first.extra == {} and first.extra is not second.extra
    assert first.seen == [] and first.seen is not second.seen


def test_quick_init_keeps_the_instances_frozen() -> None:
    _, quick = _pair()
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick("a").name = "b"


def test_quick_init_refuses_a_class_that_is_not_a_frozen_slots_dataclass() -> None:
    @dataclasses.dataclass(slots=True)
    class Mutable:
        name: str

    with pytest.raises(TypeError):
        quick_init(Mutable)


def test_the_engine_types_built_quickly_keep_their_defaults() -> None:
    assert ArgSpec("target", "player") == ArgSpec("target", "player", ())
    assert Death("Anna", "mafia").cause == "mafia"
    assert PhaseInput().actions is EMPTY and PhaseInput().posts is None
    result = PhaseResult(Phase())
    assert result.private is EMPTY and result.trace is None and result.tie is False


def test_every_game_state_keeps_its_own_memo() -> None:
    game = new_game(Setup("city", (("Anna", "boss"), ("Boris", "doctor"), ("Dina", "citizen"))))
    assert game.options("Anna") and game.memo
    after, _ = game.resolve(PhaseInput())
    assert after.memo == {} and after.memo is not game.memo


# --- every engine class built quickly, against the dataclass's own `__init__` ---------------------

_ = engine  # importing the engine imports every module whose classes use quick_init
QUICK = quick_classes()


def _plain(cls: type, *args: object, **kwargs: object) -> Any:
    """An instance of `cls` built by the `__init__` `dataclass` wrote for it."""
    made = object.__new__(cls)
    plain_init(cls)(made, *args, **kwargs)
    return made


def _values(cls: type) -> dict[str, object]:
    """A distinct value for every field `__init__` takes (hashable, each its own object)."""
    return {f.name: (f.name, object()) for f in dataclasses.fields(cls) if f.init}


def _required(cls: type) -> list[str]:
    """The fields `__init__` must be given (no default, no default factory)."""
    return [
        f.name
        for f in dataclasses.fields(cls)
        if f.init and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]


def _error(
    build: Callable[..., object], args: tuple[object, ...], kwargs: dict[str, object]
) -> tuple[type, str]:
    """The error `build(*args, **kwargs)` raises: its type and its message."""
    with pytest.raises(TypeError) as caught:
        build(*args, **kwargs)
    return caught.type, str(caught.value)


def test_the_engine_classes_built_quickly_are_the_ones_expected() -> None:
    names = {cls.__name__ for cls in QUICK}
    assert {"Game", "Phase", "PhaseResult", "PhaseInput", "Setup", "Attack", "Outcome"} <= names


@pytest.mark.parametrize("cls", QUICK, ids=lambda cls: cls.__name__)
def test_an_engine_class_builds_the_same_object_both_ways(cls: type) -> None:
    values = _values(cls)
    for by_keyword in (True, False):
        if by_keyword:
            quick, plain = cls(**values), _plain(cls, **values)
        else:
            quick, plain = cls(*values.values()), _plain(cls, *values.values())
        for item in dataclasses.fields(cls):
            assert getattr(quick, item.name) == getattr(plain, item.name), item.name
        assert repr(quick) == repr(plain)
        if cls.__eq__ is not object.__eq__:  # Chronicle compares by identity
            assert quick == plain and hash(quick) == hash(plain)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(quick, dataclasses.fields(cls)[0].name, None)


@pytest.mark.parametrize("cls", QUICK, ids=lambda cls: cls.__name__)
def test_an_engine_class_keeps_its_defaults_both_ways(cls: type) -> None:
    required = {name: (name, object()) for name in _required(cls)}
    quick, plain = cls(**required), _plain(cls, **required)
    for item in dataclasses.fields(cls):
        assert getattr(quick, item.name) == getattr(plain, item.name), item.name


@pytest.mark.parametrize("cls", QUICK, ids=lambda cls: cls.__name__)
def test_an_engine_class_refuses_bad_arguments_as_the_dataclass_does(cls: type) -> None:
    values = _values(cls)
    extra = (*values.values(), "one too many")
    first = next(iter(values))
    bad_calls: list[tuple[tuple[object, ...], dict[str, object]]] = [
        (extra, {}),
        ((), {**values, "no_such_field": 1}),
        ((values[first],), {first: values[first]}),  # the same argument twice
    ]
    if _required(cls):
        bad_calls.append(((), {}))  # a required argument missing
    for args, kwargs in bad_calls:
        assert _error(cls, args, kwargs) == _error(partial(_plain, cls), args, kwargs)
