"""`python -m bot review RECORD [--lang ru|en]`: a game record's review page (HTML) on stdout.

The engine cannot word its trace (the locales are the bot's, and the engine imports nothing of
the bot), so the offline page is made here, in the text layer. Like `python -m engine replay`, a
bad record (or bad usage) gets exactly one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import engine
from bot.text.i18n import LANGUAGES, Localizer
from bot.text.review import review_of
from bot.text.review_page import render_page
from engine.__main__ import error_line

USAGE = "usage: python -m bot review RECORD [--lang ru|en]"


def main(argv: Sequence[str], default_language: str = "ru") -> int:
    """Print the review page of the record named in `argv`; the exit code."""
    args = list(argv)
    language = default_language
    if "--lang" in args:
        at = args.index("--lang")
        if at + 1 >= len(args) or args[at + 1] not in LANGUAGES:
            print(USAGE, file=sys.stderr)
            return 2
        language = args[at + 1]
        del args[at : at + 2]
    if len(args) != 1:
        print(USAGE, file=sys.stderr)
        return 2
    try:
        page = render_page(review_of(engine.load_record(Path(args[0]))), Localizer(), language)
    except engine.EngineError as error:
        print(error_line(error), file=sys.stderr)
        return 2
    except Exception as exc:  # the contract holds whatever slips through: one line, exit 2
        print(f"error: internal error ({type(exc).__name__}); please report it", file=sys.stderr)
        return 2
    sys.stdout.write(page)
    return 0
