"""The reader's alphabetical order: a sort key for Russian and English strings.

Python compares code points, which puts «ё» (U+0451) after «я» and every capital before every
small letter. A Russian dictionary files «ё» with «е» and only then puts «е» first («Лев» <
«Лёва» < «Лика»); case matters only to break a tie. The Cyrillic block has а–я in alphabetical
order, so a key of levels is enough: the word folded (case, ё as е), then with its ё, then its case.
"""

from __future__ import annotations

__all__ = ["sort_key"]


def sort_key(text: str, lang: str = "ru") -> tuple[str, str, str]:
    """A key that sorts `text` as a reader of `lang` expects ("ru": ё with е, after it on a tie).

    >>> sorted(["Жук", "Ёж", "Ель", "Еда", "ёлка", "елка"], key=sort_key)
    ['Еда', 'Ёж', 'елка', 'ёлка', 'Ель', 'Жук']
    """
    folded = text.casefold()
    primary = folded.replace("ё", "е") if lang == "ru" else folded
    return primary, folded, text.swapcase()
