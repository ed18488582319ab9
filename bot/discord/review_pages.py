"""The review page drawn off the event loop: a long game's page takes a good part of a second
of CPU (thirty players, the «разбор» replayed from the record), and every other game's
interactions would wait that long if it were drawn on the loop.

`draw_review` draws it in a worker thread (`asyncio.to_thread`) with the bot's own Localizer.
That is safe because nothing the drawing touches is changed by anyone else in a way a reader
could see half done: the engine's values are frozen and its rule sets registered at import
(their `cached_property` tables are computed under a lock); the Localizer's Fluent bundles only
fill caches of compiled messages (two threads compiling one message store equal values, each
store one atomic dict assignment), and every call formats with an environment of its own; the
command mentions are swapped whole (`bot.text.mentions.CommandMentions.update`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from bot.text.i18n import Localizer
from bot.text.review_page import review_file

__all__ = ["draw_review"]


async def draw_review(data: Mapping[str, Any], localizer: Localizer, language: str) -> bytes:
    """The review page of an attachment's data (`bot.text.review.review_to_data`) in
    `language`, UTF-8 encoded, drawn in a worker thread while the loop serves the others."""
    return await asyncio.to_thread(review_file, data, localizer, language)
