"""`python -m engine replay [--trace] RECORD`: print the SPEC 5.2 outcome of a game record as JSON;
with `--trace`, then every phase's trace as data lines (`engine.trace_lines`).

`python -m engine verify RECORD`: check a sealed record (`engine.proof`): its commitment, its
published outcome and its digest chain; one data line per check, then `verified` (exit 0) or
`not verified` (exit 1), each failed check saying where.

A bad record (or bad usage) gets exactly one line on stderr, `error: <code> <param>=<value> …`,
and exit code 2, never a traceback.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine import EngineError, load_record, replay, resolve_record, trace_lines
from engine.proof import verdict_lines, verify

USAGE = "usage: python -m engine replay [--trace] RECORD | python -m engine verify RECORD"

SHOWN_VALUE_CHARS = 80
"""A parameter value in an error line is cut to this many characters (it may be a whole list
copied from a bad record)."""


def _shown(value: str | int) -> str:
    """A parameter value fit for one line: control, separator and surrogate characters escaped."""
    text = str(value)
    if len(text) > SHOWN_VALUE_CHARS:
        text = text[:SHOWN_VALUE_CHARS] + "…"
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)


def error_line(error: EngineError) -> str:
    """The one stderr line for a refused record."""
    params = "".join(f" {key}={_shown(value)}" for key, value in error.params.items())
    return f"error: {error.code}{params}"


def _replay_text(path: str, traced: bool) -> str:
    """What `replay` prints: the SPEC 5.2 JSON, then (traced) every phase's trace lines."""
    record = load_record(Path(path))
    text = json.dumps(replay(record), ensure_ascii=False, indent=1)
    if traced:
        _, results = resolve_record(record, trace=True)
        lines = [line for r in results if r.trace for line in trace_lines(r.trace)]
        text += "\n" + "\n".join(lines) if lines else ""
    return text


def main(argv: list[str] | None = None) -> int:
    """Command-line entry; returns the exit code (2 for a bad record or bad usage; `verify`: 1
    for a record that fails a check)."""
    args = sys.argv[1:] if argv is None else argv
    traced = len(args) == 3 and args[0] == "replay" and args[1] == "--trace"
    if not ((len(args) == 2 and args[0] in ("replay", "verify")) or traced):
        print(USAGE, file=sys.stderr)
        return 2
    code = 0
    try:
        if args[0] == "verify":
            verdict = verify(load_record(Path(args[1])))
            text = "\n".join(verdict_lines(verdict))
            code = 0 if verdict.ok else 1
        else:
            text = _replay_text(args[-1], traced)
    except EngineError as error:
        print(error_line(error), file=sys.stderr)
        return 2
    except Exception as exc:
        # Every malformed record should be an EngineError, and the fuzz tests look for
        # anything else; should one slip through all the same (a validation bug, or a
        # MemoryError under a tight memory limit), the contract still holds: one line, exit 2.
        print(f"error: internal error ({type(exc).__name__}); please report it", file=sys.stderr)
        return 2
    print(text)
    return code


if __name__ == "__main__":
    sys.exit(main())
