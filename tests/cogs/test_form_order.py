"""C3: a move form's select of roles (Sauron's hint, the Actor, the Courtesan) lists
them in the reader's alphabet, while each option keeps the engine's index as its value."""

from __future__ import annotations

import discord

import engine
from bot.text.i18n import Localizer
from bot.text.narrative import role_name
from cogs.night.form import Choice, Component
from cogs.night.forms import form_view


def test_c3_a_select_of_roles_is_in_the_readers_alphabet() -> None:
    localizer = Localizer()
    roles = tuple(engine.roles("hobbit"))
    row = Component(
        "select",
        "mfs:1:a1",
        tuple(Choice(str(i), role_name(role, "hobbit")) for i, role in enumerate(roles)),
        alphabetical=True,
    )
    for lang in ("ru", "en"):
        view = form_view([row], lambda text, lang=lang: localizer.render(text, lang))
        [select] = [item for item in view.children if isinstance(item, discord.ui.Select)]
        labels = [option.label for option in select.options]
        assert labels == sorted(labels, key=lambda label: label.casefold().replace("ё", "е"))
        assert labels != [localizer.render(role_name(r, "hobbit"), lang) for r in roles]
        for option in select.options:  # each still names the engine's role by its index
            role = roles[int(option.value)]
            assert option.label == localizer.render(role_name(role, "hobbit"), lang)
