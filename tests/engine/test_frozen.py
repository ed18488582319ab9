"""`engine.frozen.quick_init`: the quicker `__init__` builds what the dataclass's own would."""

from __future__ import annotations

import dataclasses

import pytest

from engine.frozen import quick_init
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
