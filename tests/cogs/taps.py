"""Playing with taps in tests: find a player's move form (a DM, or the ephemeral `/act` reply)
and tap its buttons and select options by the labels a player reads (tests.cogs.harness)."""

from __future__ import annotations

from typing import Any

import discord

from cogs.night.forms import CLOSED_ID
from tests.cogs.harness import Discord, Reply, flatten

FORM_PREFIXES = ("mfs:", "mfb:", CLOSED_ID)


def is_form(message: dict) -> bool:
    """Whether a message carries a move form's components (or a closed form's one button)."""
    return any(
        str(item.get("custom_id", "")).startswith(FORM_PREFIXES)
        for item in flatten(message.get("components") or [])
    )


def forms_of(d: Discord, member: discord.Member) -> list[dict]:
    """Every move form the bot sent `member` by DM, oldest first, as they are now."""
    return [message for message in d.dm_messages(member) if is_form(message)]


def form_of(d: Discord, member: discord.Member) -> dict:
    """The last move form the bot sent `member` by DM."""
    forms = forms_of(d, member)
    assert forms, f"{member.display_name} has no move form"
    return forms[-1]


def rows(message: dict) -> list[list[dict]]:
    """The form's action rows, each a list of components."""
    return [list(row.get("components", [row])) for row in message.get("components") or []]


def labels(message: dict) -> list[str]:
    """Every button label and select option label of a message, in order."""
    found: list[str] = []
    for item in flatten(message.get("components") or []):
        if item["type"] == 2:
            found.append(item.get("label", ""))
        elif item["type"] == 3:
            found += [option["label"] for option in item.get("options", [])]
    return found


def chosen(message: dict) -> list[str]:
    """What the form shows as chosen: default options and green buttons."""
    found: list[str] = []
    for item in flatten(message.get("components") or []):
        if item["type"] == 2 and item.get("style") == discord.ButtonStyle.success.value:
            found.append(item.get("label", ""))
        elif item["type"] == 3:
            found += [o["label"] for o in item.get("options", []) if o.get("default")]
    return found


def disabled(message: dict) -> bool:
    """Whether every component of the message is disabled."""
    items = list(flatten(message.get("components") or []))
    return bool(items) and all(item.get("disabled") for item in items)


async def tap(
    d: Discord,
    member: discord.Member,
    message: dict,
    label: str,
    *,
    row: int | None = None,
    channel: Any = None,
    locale: str = "en-US",
) -> list[Reply]:
    """Tap the button labelled `label`, or choose the select option labelled `label` (in action
    row `row` when several offer it); the replies (a refusal is an ephemeral follow-up)."""
    for number, items in enumerate(rows(message)):
        if row is not None and number != row:
            continue
        for item in items:
            if item["type"] == 2 and item.get("label") == label:
                return await d.press(
                    member, message, item["custom_id"], channel=channel, locale=locale
                )
            if item["type"] == 3:
                for option in item.get("options", []):
                    if option["label"] == label:
                        return await d.press(
                            member,
                            message,
                            item["custom_id"],
                            [option["value"]],
                            channel=channel,
                            locale=locale,
                        )
    raise AssertionError(f"no {label!r} on the form: {labels(message)}")


def refusals(replies: list[Reply]) -> list[str]:
    """The ephemeral messages among the replies (refusals), their text."""
    return [reply.text for reply in replies if reply.ephemeral and reply.kind != "defer"]


async def send_move(
    d: Discord, member: discord.Member, verb: str | None, *picks: str, locale: str = "en-US"
) -> list[str]:
    """Send a move with taps only: the verb (when the form offers a choice of verbs), then each
    pick in the first action row that has nothing chosen yet and offers it; the refusals."""
    refused: list[str] = []
    if verb is not None and verb in labels(form_of(d, member)):
        refused += refusals(await tap(d, member, form_of(d, member), verb, locale=locale))
    for pick in picks:
        form = form_of(d, member)
        row = _open_row(form, pick)
        refused += refusals(await tap(d, member, form, pick, row=row, locale=locale))
    return refused


def _open_row(message: dict, label: str) -> int:
    """The first action row with nothing chosen that offers `label`."""
    for number, items in enumerate(rows(message)):
        offered = [
            item.get("label") if item["type"] == 2 else option["label"]
            for item in items
            for option in (item.get("options") or [{"label": None}])
        ]
        if label not in offered:
            continue
        picked = any(
            item.get("style") == discord.ButtonStyle.success.value
            or any(o.get("default") for o in item.get("options", []))
            for item in items
        )
        if not picked:
            return number
    raise AssertionError(f"no open row offers {label!r}: {labels(message)}")


def _slot(item: dict) -> str:
    """The slot a form component stands for ("w", "v", "l", "a0" …)."""
    custom_id = str(item.get("custom_id", ""))
    return custom_id.split(":")[6].split("=")[0].split("~")[0] if ":" in custom_id else ""


async def tap_any_move(d: Discord, member: discord.Member, title: str) -> bool:
    """Send some legal move on the member's form whose title has `title` ("Night 2"), with taps
    only: the first verb, then the first open choice of each argument (another one after a
    refusal); whether a move was accepted."""
    forms = forms_of(d, member)
    if not forms or title not in forms[-1]["content"] or disabled(forms[-1]):
        return False
    tried: set[tuple[str, str]] = set()
    for _ in range(12):
        form = form_of(d, member)
        if "Move accepted" in form["content"]:
            return True
        for items in rows(form):
            if _slot(items[0]) in ("w", "l"):
                continue  # the own move; never left to the Boss
            if any(
                item.get("style") == discord.ButtonStyle.success.value
                or any(o.get("default") for o in item.get("options", []))
                for item in items
            ):
                continue
            choice = _untried(items, tried, member.display_name)
            if choice is not None:
                custom_id, values = choice
                tried.add((custom_id, values[0] if values else ""))
                await d.press(member, form, custom_id, values)
                break
        else:
            return False
    return False


def _untried(
    items: list[dict], tried: set[tuple[str, str]], own: str
) -> tuple[str, list[str] | None] | None:
    """The first component choice not tried yet (not the player's own name)."""
    for item in items:
        if item["type"] == 2 and (item["custom_id"], "") not in tried:
            return item["custom_id"], None
        if item["type"] == 3:
            options = [o for o in item.get("options", []) if not o["value"].startswith("p")]
            for option in sorted(options, key=lambda o: o["label"] == own):
                if (item["custom_id"], option["value"]) not in tried:
                    return item["custom_id"], [option["value"]]
    return None
