"""The sealed deal in words (`engine.seal`): the commitment shown when the game is dealt, the
salt revealed at its end, and how a player checks the game (`locales/*/seal.ftl`).

Pure: the callers give what may be shown. The salt is a secret until the game is over, so only
`reveal_text` takes it, and only the «итоги» post and the review page of a finished game call it.
"""

from __future__ import annotations

from bot.text.i18n import Text
from engine.seal import Seal

__all__ = ["SHORT", "commitment_text", "reveal_text", "seal_texts"]

SHORT = 12
"""Hex digits of the commitment's short form, for comparing it at a glance."""

VERIFY_COMMAND = "python -m engine verify"
"""The command that checks a record (the README's «Как проверить игру»)."""


def commitment_text(commitment: str) -> Text:
    """The start post's line: the deal is sealed, its commitment, how to check it later."""
    return Text(
        "seal-commitment",
        {"short": commitment[:SHORT], "commitment": commitment, "command": VERIFY_COMMAND},
    )


def reveal_text(commitment: str, salt: str) -> Text:
    """The end's line: the salt that opens the commitment, and how to check the game."""
    return Text(
        "seal-reveal",
        {
            "short": commitment[:SHORT],
            "commitment": commitment,
            "salt": salt,
            "command": VERIFY_COMMAND,
        },
    )


def seal_texts(seal: Seal | None) -> list[Text]:
    """What a record's proof fields show: the reveal once the salt is in them, else the
    commitment alone; nothing for an unsealed game."""
    if seal is None or seal.commitment is None:
        return []
    if seal.salt is None:
        return [commitment_text(seal.commitment)]
    return [reveal_text(seal.commitment, seal.salt)]
