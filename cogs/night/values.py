"""From `/act verb target second extra` to the record value the engine takes (SPEC 5.1), and back.

The three positional options are mapped onto a verb's arguments as the engine declares them
(`engine.verb_slots(ruleset, verb)`: names, kinds and shape), so one mapping serves both the
autocomplete (which argument is this slot?) and the value sent to the service:

- most verbs: the slots are the arguments in order (`kill target digit`, `redirect target to`);
- a "list" verb takes the slots as a list (`compare A B`, `secret_vote A B`);
- a "nested" verb (the Courtesan's `borrow`) takes a role, then the slots of that role's verb;
- a verb whose named arguments are all optional (Sauron's `instruct`) takes the argument's name
  first (`hint`, `suggest`, `order`), then its value and the arguments that belong to it.

No rule is decided here: the engine validates the value (through the service) and answers with an
error code when it is wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import engine
from engine import ArgSpec, EngineError, VerbOption

__all__ = ["KEY", "Slot", "action_value", "slots", "yes_or_no"]

KEY = "key"
"""The kind of a slot that names which optional argument follows (instruct's hint/suggest/order)."""

_TRUE = frozenset({"true", "yes", "1", "да"})
_FALSE = frozenset({"false", "no", "0", "нет"})


@dataclass(frozen=True)
class Slot:
    """What one positional option stands for: an argument (name, kind, legal choices)."""

    name: str
    kind: str
    choices: tuple[str, ...] = ()


def _spec(ruleset: str, verb: str) -> engine.VerbForm:
    return engine.verb_slots(ruleset, verb)  # EngineError(unknown_verb) for a verb it lacks


def _legal(arg: ArgSpec, option: VerbOption | None) -> Slot:
    """The argument as a slot, with the legal choices the engine offers now when it says."""
    if option is not None:
        for offered in option.args:
            if offered.name == arg.name:
                return Slot(arg.name, arg.kind, tuple(offered.choices))
    return Slot(arg.name, arg.kind, tuple(arg.choices))


def slots(
    ruleset: str, verb: str, given: Sequence[str], option: VerbOption | None = None
) -> list[Slot]:
    """The slots of `verb` (as many as are known from the `given` earlier values)."""
    spec = _spec(ruleset, verb)
    if spec.shape == "nested":
        head = [_legal(spec.args[0], option)]
        inner = engine.lent_verb(ruleset, given[0]) if given else None
        return head + (slots(ruleset, inner, given[1:]) if inner else [])
    if spec.shape == "mapping" and spec.min_args == 0:
        keys = tuple(a.name for a in spec.args if a.kind == "player")
        head = [Slot(KEY, KEY, keys)]
        if not given or given[0] not in keys:
            return head
        start = next(i for i, a in enumerate(spec.args) if a.name == given[0])
        tail = [_legal(spec.args[start], option)]
        for arg in spec.args[start + 1 :]:
            if arg.kind == "player":
                break
            tail.append(_legal(arg, option))
        return head + tail
    return [_legal(arg, option) for arg in spec.args]


def yes_or_no(raw: str) -> bool | None:
    """A typed yes/no (in either language) as a bool; None when it is neither."""
    if raw.strip().lower() in _TRUE:
        return True
    if raw.strip().lower() in _FALSE:
        return False
    return None


def _convert(slot: Slot, raw: str) -> object:
    if slot.kind == "digit":
        return int(raw) if raw.isdigit() else raw
    if slot.kind == "bool":
        answer = yes_or_no(raw)
        return raw if answer is None else answer
    return raw


def action_value(ruleset: str, verb: str, given: Sequence[str | None]) -> object:
    """The record value for `verb` with the positional options `given` (None: not given)."""
    items = [g.strip() for g in given if g is not None and g.strip()]
    spec = _spec(ruleset, verb)
    if not spec.args:
        return True  # `ring: true`
    layout = slots(ruleset, verb, items)
    if len(items) > len(layout):
        extra = layout[-1].name if layout else verb
        raise EngineError("bad_argument", {"verb": verb, "argument": extra})
    values = [_convert(slot, item) for slot, item in zip(layout, items, strict=False)]
    if spec.shape == "nested":
        if len(values) <= 1:
            return {"role": values[0]} if values else {}
        inner = engine.lent_verb(ruleset, items[0])
        assert inner is not None
        return {"role": values[0], inner: action_value(ruleset, inner, items[1:])}
    if spec.shape == "list":
        return values
    if spec.shape == "mapping" and spec.min_args == 0:
        return {slot.name: value for slot, value in zip(layout[1:], values[1:], strict=False)}
    if len(values) == 1:
        return values[0]
    return {slot.name: value for slot, value in zip(layout, values, strict=False)}
