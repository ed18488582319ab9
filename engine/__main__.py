"""`python -m engine replay RECORD`: print the SPEC 5.2 outcome of a game record as JSON."""

from __future__ import annotations

import json
import sys

from engine import EngineError, load_record, replay


def main(argv: list[str] | None = None) -> int:
    """Command-line entry; returns the exit code (2 for a bad record or bad usage)."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or args[0] != "replay":
        print("usage: python -m engine replay RECORD", file=sys.stderr)
        return 2
    try:
        output = replay(load_record(args[1]))
    except EngineError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(json.dumps(output, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
