"""A seat's name: normalized when a player joins, and the skeleton two names are compared by.

Display names are typed by players, so they may hide characters (zero-width spaces, bidi
controls, a soft hyphen), use compatibility forms (full-width letters, ligatures) or borrow
letters from another script ("Аnna" with a Cyrillic А). `normalize_name` gives the name the
game uses; `skeleton` gives what it looks like, so that no two seats look alike.
"""

from __future__ import annotations

import unicodedata

__all__ = ["LOOK_ALIKES", "normalize_name", "skeleton"]

_INVISIBLE = frozenset(
    {
        "\u115f",  # Hangul choseong filler
        "\u1160",  # Hangul jungseong filler (NFKC's form of U+FFA0)
        "\u2800",  # Braille pattern blank
        "\u3164",  # Hangul filler
    }
)
"""Letters and symbols that draw nothing, though not of category Cf (format)."""

LOOK_ALIKES: dict[str, str] = {
    # Cyrillic (after casefold) -> the Latin letter it looks like
    "а": "a",
    "в": "b",
    "е": "e",
    "і": "i",
    "ј": "j",
    "к": "k",
    "м": "m",
    "н": "h",
    "о": "o",
    "р": "p",
    "с": "c",
    "ѕ": "s",
    "т": "t",
    "у": "y",
    "х": "x",
    "ԁ": "d",
    "ԛ": "q",
    "ԝ": "w",
    # Greek (after casefold)
    "α": "a",
    "ε": "e",
    "ι": "i",
    "κ": "k",
    "ν": "v",
    "ο": "o",
    "ρ": "p",
    "τ": "t",
    "υ": "u",
    "χ": "x",
}
"""The common look-alike letters of other scripts, folded onto Latin by `skeleton`."""

_FOLD = str.maketrans(LOOK_ALIKES)


def _shown(char: str) -> bool:
    category = unicodedata.category(char)
    return category not in ("Cf", "Cc") and char not in _INVISIBLE


def normalize_name(raw: str) -> str:
    """The name as the game keeps it: NFKC, without invisible, format (Cf: zero-width
    characters, BOM, bidi controls, soft hyphen) or control characters, whitespace collapsed to
    single spaces and trimmed. It may come out empty."""
    text = unicodedata.normalize("NFKC", raw)
    kept = "".join(char if _shown(char) else (" " if char.isspace() else "") for char in text)
    return " ".join(kept.split())


def skeleton(name: str) -> str:
    """What a name looks like: normalized, casefolded, accents kept, the common Cyrillic and
    Greek look-alikes folded onto Latin. Two names with one skeleton cannot both take a seat."""
    return normalize_name(name).casefold().translate(_FOLD)
