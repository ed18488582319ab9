"""Discord's sizes the bot keeps to: a button's label at most 80 characters (a select option's
100), and a form's text within 2,000 characters cut at a line or word with an ellipsis."""

from __future__ import annotations

import discord

from bot.discord.text import MESSAGE_LIMIT, clipped
from cogs.night.form import BUTTON_LABEL_LIMIT, LABEL_LIMIT, Choice, Component
from cogs.night.forms import form_view

LONG = "Player with a very long name " * 5  # 145 characters


def test_a_button_label_is_cut_at_80_characters_and_a_select_option_at_100() -> None:
    rows = [
        Component("buttons", "mfb:1", (Choice("0", LONG),)),
        Component("select", "mfs:1", (Choice("0", LONG),)),
    ]
    view = form_view(rows, str)
    [button] = [item for item in view.children if isinstance(item, discord.ui.Button)]
    [select] = [item for item in view.children if isinstance(item, discord.ui.Select)]
    assert button.label is not None and len(button.label) == BUTTON_LABEL_LIMIT == 80
    assert button.label.endswith("…") and LONG.startswith(button.label[:-1])
    assert len(select.options[0].label) == LABEL_LIMIT == 100


def test_a_clipped_text_ends_at_a_line_break_with_an_ellipsis() -> None:
    lines = [f"line {number}: " + " ".join(["word"] * 20) for number in range(40)]
    text = "\n".join(lines)
    assert len(text) > MESSAGE_LIMIT
    shown = clipped(text)
    assert len(shown) <= MESSAGE_LIMIT and shown.endswith("…")
    assert shown[:-1] + "\n" in text  # whole lines only
    assert text.startswith(shown[:-1])


def test_a_clipped_line_without_breaks_ends_at_a_word() -> None:
    text = "word " * 500
    shown = clipped(text)
    assert len(shown) <= MESSAGE_LIMIT and shown.endswith("word…")
    assert clipped("short") == "short"
