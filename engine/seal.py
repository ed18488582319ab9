"""A sealed deal: a commitment to the deal published before night 1, and a chain of phase digests.

The **canonical form of the deal** is the UTF-8 bytes of this JSON object, keys sorted, no spaces
(`json.dumps(..., sort_keys=True, separators=(",", ":"), ensure_ascii=False)`):

    {"format": "mafia-deal-1",
     "ruleset": "city",
     "options": {...},                 # the settings that differ from engine.Settings()'s defaults,
                                       # typed as Settings holds them (true, 3, "unlimited")
     "players": [["Anna", "boss"], …], # every seat in seat order: [name, role dealt]
     "items": [["arkenstone", "Dina"]],# every item dealt, [item id, holder], sorted by item id
     "seed": 7}                        # the deal's seed, or null

Only settings that differ from the defaults are in it (as in a record's `options`), so a setting
added later with a default leaves old commitments valid.

- `commit(setup, salt)` = SHA-256(canonical form || salt), as 64 lowercase hex digits; the salt is
  64 lowercase hex digits (`new_salt`: 32 random bytes from `secrets`), appended as ASCII. Anyone
  can check it by hand: `printf '%s%s' "$DEAL_JSON" "$SALT" | sha256sum`.
- The **digest chain**: `digests[0]` = SHA-256(commitment || salt) (both as hex text), so nothing
  in the chain can be guessed before the salt is revealed; `digests[n]` = SHA-256(`digests[n-1]`
  || canonical form of phase n), the canonical form of a phase being the JSON above's rules applied
  to `{"phase": "night-1", "input": <the phase's entry in the record (SPEC 5.1)>, "result":
  <the phase's SPEC 5.2 output>}`, every scalar in input and result written as a string
  (`true`/`false`, `null`, decimal numbers), so a record read back from YAML or JSON, where every
  scalar is a string, gives the same digest as the values the service stored.

In a record (SPEC 5.1) these are optional top-level fields, so every older record still reads:
`commitment`, `salt` (given at the end), `digests` (the chain: its start, then one per resolved
phase) and `outcome: {winner: civilians, ended: day-5}` (the outcome the table was told).
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from engine.errors import EngineError
from engine.types import Phase, Settings, Setup

DEAL_FORMAT = "mafia-deal-1"
"""The canonical form's version tag: a change to the form gets a new tag."""

SALT_BYTES = 32
"""Random bytes in a salt (written as twice as many hex digits)."""

_HEX64 = re.compile(r"[0-9a-f]{64}")
_PHASE_KEY = re.compile(r"(night|day)-([1-9][0-9]{0,5})")
_WINNER = re.compile(r"[a-z_]{1,32}")


@dataclass(frozen=True, slots=True)
class Seal:
    """A record's proof fields: the commitment, the salt (None until the end), the digest chain
    (its start, then one digest per resolved phase) and the outcome the table was told."""

    commitment: str | None = None
    salt: str | None = None
    digests: tuple[str, ...] = ()
    winner: str | None = None
    ended: Phase | None = None


def canonical_json(data: object) -> bytes:
    """`data` as canonical JSON bytes: keys sorted, no spaces, UTF-8."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return text.encode("utf-8")


def canonical_deal(setup: Setup) -> bytes:
    """The canonical form of a deal (see the module docstring)."""
    defaults = Settings()
    options = {
        f.name: getattr(setup.settings, f.name)
        for f in fields(Settings)
        if getattr(setup.settings, f.name) != getattr(defaults, f.name)
    }
    return canonical_json(
        {
            "format": DEAL_FORMAT,
            "ruleset": setup.ruleset,
            "options": options,
            "players": [[name, role] for name, role in setup.players],
            "items": sorted([item, holder] for item, holder in setup.items),
            "seed": setup.seed,
        }
    )


def new_salt() -> str:
    """A fresh secret salt: `SALT_BYTES` random bytes as lowercase hex."""
    return secrets.token_hex(SALT_BYTES)


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def commit(setup: Setup, salt: str) -> str:
    """The commitment to a deal: SHA-256(canonical deal || salt), lowercase hex."""
    return _sha256(canonical_deal(setup) + salt.encode("ascii"))


def chain_start(commitment: str, salt: str) -> str:
    """The digest chain's start, `digests[0]`: SHA-256(commitment || salt)."""
    return _sha256((commitment + salt).encode("ascii"))


def as_strings(value: object) -> Any:
    """Plain data with every scalar written as a string, the way a record read back has it."""
    if isinstance(value, Mapping):
        return {str(k): as_strings(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [as_strings(v) for v in value]
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    return str(value)


def link(previous: str, phase: Phase, entry: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    """The digest of one phase: SHA-256(previous || canonical form of its input and result)."""
    body = {"phase": phase_key(phase), "input": as_strings(entry), "result": as_strings(result)}
    return _sha256(previous.encode("ascii") + canonical_json(body))


def phase_key(phase: Phase) -> str:
    """A phase as the record writes it: `night-1`, `day-3`."""
    return f"{phase.kind}-{phase.number}"


def parse_phase_key(text: object, field: str) -> Phase:
    """A phase from `night-1` / `day-3`; raises EngineError(record_field) otherwise."""
    match = _PHASE_KEY.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise EngineError("record_field", {"field": field})
    return Phase("night" if match[1] == "night" else "day", int(match[2]))


def _hex(value: object, field: str) -> str:
    if not isinstance(value, str) or _HEX64.fullmatch(value) is None:
        raise EngineError("record_field", {"field": field})
    return value


def seal_from_data(data: Mapping[str, Any], phases: int) -> Seal | None:
    """The proof fields of a record's plain data, checked; None when it has none of them.

    Each must be well formed (64 lowercase hex digits; at most one digest more than the record
    has phases; a known phase key), else EngineError(record_field) names it.
    """
    if not any(key in data for key in ("commitment", "salt", "digests", "outcome")):
        return None
    commitment = _hex(data["commitment"], "commitment") if "commitment" in data else None
    salt = _hex(data["salt"], "salt") if "salt" in data else None
    raw_digests = data.get("digests") or []
    if not isinstance(raw_digests, list) or len(raw_digests) > phases + 1:
        raise EngineError("record_field", {"field": "digests"})
    digests = tuple(_hex(d, f"digests.{i}") for i, d in enumerate(raw_digests))
    winner = ended = None
    if "outcome" in data:
        told = data["outcome"]
        if not isinstance(told, Mapping):
            raise EngineError("record_field", {"field": "outcome"})
        raw_winner = told.get("winner")
        if not isinstance(raw_winner, str) or _WINNER.fullmatch(raw_winner) is None:
            raise EngineError("record_field", {"field": "outcome.winner"})
        winner = raw_winner
        ended = parse_phase_key(told.get("ended"), "outcome.ended")
    return Seal(commitment, salt, digests, winner, ended)


def seal_to_data(seal: Seal) -> dict[str, Any]:
    """The proof fields as plain data, for a record's top level (absent fields left out)."""
    data: dict[str, Any] = {}
    if seal.commitment is not None:
        data["commitment"] = seal.commitment
    if seal.salt is not None:
        data["salt"] = seal.salt
    if seal.winner is not None and seal.ended is not None:
        data["outcome"] = {"winner": seal.winner, "ended": phase_key(seal.ended)}
    if seal.digests:
        data["digests"] = list(seal.digests)
    return data
