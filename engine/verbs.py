"""Verb declarations and the parsing of action values (SPEC 5.1) into named arguments.

A rule set declares each verb as data (`VerbSpec`): the phase it is used in, its arguments and the
value's shape, plus the simple target rules (self allowed, not the same player twice running).
`parse_value` turns a record value (`"Boris"`, `["A", "B"]`, `{"target": "A", "to": "B"}`, `True`,
`"2"` …) into a plain dict of argument name -> value, or an `EngineError` with `bad_argument`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal, TypeGuard

from engine.errors import EngineError
from engine.types import ArgSpec, parse_bool, parse_int

Shape = Literal["single", "list", "mapping", "nested"]
VerbPhase = Literal["night", "day", "any"]


@dataclass(frozen=True, slots=True)
class VerbSpec:
    """A verb as data.

    shape: "single" (one bare value, or a mapping of the argument names), "list" (positional
    players, `min_args`..len(args)), "mapping" (named arguments; the first may be given bare),
    "nested" (`{role: R, <verb of R>: value}`: the Courtesan's borrow).
    Optional arguments (after `min_args`) may be left out.
    """

    verb: str
    phase: VerbPhase  # "any": usable by night and by day (the Ring)
    args: tuple[ArgSpec, ...] = ()
    shape: Shape = "single"
    min_args: int = 1
    self_allowed: bool = True
    no_repeat: bool = False  # R53: not the same first target as the previous night's
    distinct: bool = False  # list arguments must name different players
    once: bool = False  # once per game: flag `<verb>_used`, spent when accepted (R54)
    too_many: str = "bad_argument"  # the code for a list longer than `args` (with `limit`)
    alternatives: tuple[tuple[str, ...], ...] = ()  # groups of arguments: exactly one is sent
    player_names: tuple[str, ...] = field(init=False, repr=False, compare=False)
    arg_names: frozenset[str] = field(init=False, repr=False, compare=False)
    bare_player: bool = field(init=False, repr=False, compare=False)  # `verb: Name` is the value
    # one value that names no player (a digit, a side, True): options() validates it whole
    probe_whole: bool = field(init=False, repr=False, compare=False)
    # its player arguments offer every living player (self allowed, no R53 restriction)
    offers_everyone: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = tuple(a.name for a in self.args if a.kind == "player")
        object.__setattr__(self, "player_names", names)
        object.__setattr__(self, "arg_names", frozenset(a.name for a in self.args))
        bare = self.shape == "single" and bool(self.args) and self.args[0].kind == "player"
        object.__setattr__(self, "bare_player", bare and self.min_args <= 1)
        object.__setattr__(self, "probe_whole", self.shape == "single" and not bare)
        object.__setattr__(self, "offers_everyone", self.self_allowed and not self.no_repeat)


Parsed = dict[str, object]


def verb_table(*specs: VerbSpec) -> Mapping[str, VerbSpec]:
    """A rule set's verbs as a read-only mapping: verb -> VerbSpec, in declaration order."""
    return MappingProxyType({spec.verb: spec for spec in specs})


_PLAIN = (str, int, list, tuple)  # record values that are no mapping (bool is an int)


def _is_mapping(value: object) -> TypeGuard[Mapping[object, object]]:
    """Whether a record value is a mapping (plain dicts and plain values first: the ABC check is
    slow)."""
    return type(value) is dict or (not isinstance(value, _PLAIN) and isinstance(value, Mapping))


def _bad(verb: str, argument: str) -> EngineError:
    return EngineError("bad_argument", {"verb": verb, "argument": argument})


def _parse_arg(spec: VerbSpec, arg: ArgSpec, raw: object) -> object | EngineError:
    kind = arg.kind
    if kind == "player" or kind == "role":
        if type(raw) is str and raw and (kind == "player" or raw.strip() == raw):
            return raw
        if isinstance(raw, bool) or raw is None or isinstance(raw, Mapping | list | tuple):
            return _bad(spec.verb, arg.name)
        text = str(raw)  # R57: names are strings whatever YAML made of them
        if not text or (kind == "role" and text.strip() != text):
            return _bad(spec.verb, arg.name)
        return text
    if kind == "digit":
        number = parse_int(raw)
        if number is None or (arg.choices and str(number) not in arg.choices):
            return _bad(spec.verb, arg.name)
        return number
    if kind == "bool":
        flag = parse_bool(raw)
        if flag is None:
            return _bad(spec.verb, arg.name)
        return flag
    # choice
    if not isinstance(raw, str | int) or isinstance(raw, bool):
        return _bad(spec.verb, arg.name)
    choice = str(raw)
    if arg.choices and choice not in arg.choices:
        return _bad(spec.verb, arg.name)
    return choice


def parse_value(
    spec: VerbSpec, value: object, nested: Mapping[str, VerbSpec] | None = None
) -> Parsed | EngineError:
    """Named arguments from a record value, or `bad_argument`.

    `nested` maps a role id to the spec of the verb it lends (only for shape "nested").
    """
    args = spec.args
    if spec.bare_player and type(value) is str and value:
        return {args[0].name: value}  # the common case: `verb: Name`
    out: Parsed = {}
    if spec.shape == "nested":
        if not _is_mapping(value) or "role" not in value:
            return _bad(spec.verb, "role")
        role = _parse_arg(spec, args[0], value["role"])
        if isinstance(role, EngineError):
            return role
        out["role"] = role
        rest = [k for k in value if k != "role"]
        inner = (nested or {}).get(str(role))
        if inner is None:
            if rest:
                return _bad(spec.verb, str(rest[0]))
            return out
        if len(rest) != 1 or str(rest[0]) != inner.verb:
            return _bad(spec.verb, inner.verb)
        parsed = parse_value(inner, value[rest[0]])
        if isinstance(parsed, EngineError):
            return _bad(spec.verb, inner.verb)
        out["verb"] = inner.verb
        out["args"] = MappingProxyType(parsed)  # parsed values are immutable all the way down
        return out
    if spec.shape == "list":
        items: list[object]
        if isinstance(value, list | tuple):
            items = list(value)
        elif _is_mapping(value):
            return _bad(spec.verb, args[0].name)
        else:
            items = [value]
        if len(items) > len(args) and spec.too_many != "bad_argument":
            return EngineError(spec.too_many, {"verb": spec.verb, "limit": len(args)})
        if not spec.min_args <= len(items) <= len(args):
            return _bad(spec.verb, args[min(len(items), len(args) - 1)].name)
        for arg, raw in zip(args, items, strict=False):
            parsed_arg = _parse_arg(spec, arg, raw)
            if isinstance(parsed_arg, EngineError):
                return parsed_arg
            out[arg.name] = parsed_arg
        if spec.distinct and len(set(map(str, out.values()))) != len(out):
            return _bad(spec.verb, args[1].name)
        return out
    if _is_mapping(value):
        names = spec.arg_names
        if not names.issuperset(value):  # else every key is an argument's name
            for key in value:
                if str(key) not in names:
                    return _bad(spec.verb, str(key))
        for i, arg in enumerate(args):
            name = arg.name
            if name in value:
                raw = value[name]
                if arg.kind == "player" and type(raw) is str and raw:
                    out[name] = raw  # _parse_arg's common case, a player's name
                    continue
                parsed_arg = _parse_arg(spec, arg, raw)
                if isinstance(parsed_arg, EngineError):
                    return parsed_arg
                out[name] = parsed_arg
            elif i < spec.min_args:
                return _bad(spec.verb, name)
        return out
    if not args:
        flag = parse_bool(value)
        return out if flag else _bad(spec.verb, spec.verb)
    parsed_arg = _parse_arg(spec, args[0], value)
    if isinstance(parsed_arg, EngineError):
        return parsed_arg
    out[args[0].name] = parsed_arg
    if spec.min_args > 1:
        return _bad(spec.verb, args[1].name)
    return out


def player_args(spec: VerbSpec, parsed: Mapping[str, object]) -> list[tuple[str, str]]:
    """(argument name, player name) for every player argument present, in declaration order."""
    return [(n, str(parsed[n])) for n in spec.player_names if n in parsed]
