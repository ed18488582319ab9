"""Slash command names, options and choices are localized for Discord: every key of the command
tree exists in both languages, names obey Discord's rules, Russian names are Russian."""

from __future__ import annotations

import re

import pytest

from bot.text.i18n import Localizer
from tests.locales.catalog import catalog

# The command tree (the Discord engineer looks these keys up): path -> options.
COMMANDS: dict[str, tuple[str, ...]] = {
    "game": (),
    "game-new": (),
    "game-join": (),
    "game-leave": (),
    "game-start": ("roles", "setup", "at"),
    "game-cancel": (),
    "game-status": (),
    "game-export": ("format",),
    "host": (),
    "host-stop": (),
    "host-extend": ("minutes",),
    "host-next": (),
    "host-pause": (),
    "host-resume": (),
    "host-replace": ("absent", "substitute"),
    "host-warn": ("player", "reason"),
    "host-remove": ("player",),
    "host-mute": ("player",),
    "config": (),
    "config-setup": (
        "language",
        "ruleset",
        "game_channel",
        "category",
        "dead_chat",
        "night_minutes",
        "day_minutes",
        "host_role",
    ),
    "config-show": (),
    "config-forum": (  # forum table rules
        "timezone",
        "day_ends",
        "night_ends",
        "min_phase_minutes",
        "vote_visibility",
        "vote_changes",
        "reveal",
        "warn_absent",
    ),
    "votes": (),
    "act": ("verb", "target", "second", "extra", "for"),  # `for`: the Boss sends a member's move
    "vote": ("target",),
    "role": (),
    "rules": ("topic",),
    "stats": (),
    "stats-server": ("public",),
    "stats-player": ("user", "public"),
    "stats-top": ("public",),
    "stats-setup": ("setup", "ruleset", "public"),
    "setup": (),
    "setup-save": ("name", "roles", "ruleset"),
    "setup-list": (),
    "setup-show": ("name",),
    "setup-delete": ("name",),
    "notify": (),
    "game-call": (),
    "game-sub": ("withdraw",),
    "config-table": (  # the table's own rules
        "reminder_minutes",
        "double_kill",
        "inactive_days",
        "min_posts",
        "stalemate_cycles",
        "stats_min_games",
        "warnings_to_remove",
    ),
    "config-callups": ("players_role", "clear"),
    "config-substitutes": ("auto_substitute",),
    "game-watch": (),
    "game-unwatch": (),
    "config-options": ("night_chat", "spectators", "dead_see_teams", "majority_lynch"),
}
CHOICES = (
    "language-ru",
    "language-en",
    "ruleset-city",
    "ruleset-hobbit",
    *(f"vote_visibility-{v}" for v in ("open", "counts", "hidden")),
    *(f"vote_changes-{v}" for v in ("unlimited", "0", "1", "2")),
    *(f"reveal-{v}" for v in ("role", "camp", "none")),
    *(f"night_chat-{v}" for v in ("open", "closed")),
    *(f"spectators-{v}" for v in ("off", "dead_chat", "all")),
    "export-format-json",
    "export-format-html",
)
# Discord's rule for command and option names (CHAT_INPUT), plus "lowercase".
NAME = re.compile(r"^[-_\w]{1,32}$")


def name_keys() -> list[str]:
    keys = []
    for path, options in COMMANDS.items():
        keys.append(f"cmd-{path}")
        keys.extend(f"cmd-{path}-opt-{option}" for option in options)
    return keys


def description_keys() -> list[str]:
    return [f"{key}-desc" for key in name_keys()]


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_command_option_and_choice_key_exists(lang: str) -> None:
    expected = set(name_keys()) | set(description_keys()) | {f"choice-{c}" for c in CHOICES}
    assert expected - set(catalog(lang)) == set()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_command_key_is_left_over(lang: str) -> None:
    expected = set(name_keys()) | set(description_keys())
    extra = {key for key in catalog(lang) if key.startswith("cmd-")} - expected
    assert extra == set()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_names_are_lowercase_short_and_without_spaces(localizer: Localizer, lang: str) -> None:
    bad = {}
    for key in name_keys():
        name = localizer.format(key, lang)
        if not NAME.match(name) or name != name.lower():
            bad[key] = name
    assert bad == {}


def test_english_names_are_the_command_identifiers(localizer: Localizer) -> None:
    for key in name_keys():
        identifier = key.removeprefix("cmd-").split("-opt-")[-1].split("-")[-1]
        assert localizer.format(key, "en") == identifier


def test_russian_names_are_in_russian(localizer: Localizer) -> None:
    latin = [key for key in name_keys() if re.search(r"[a-z]", localizer.format(key, "ru"))]
    assert latin == []


def test_option_names_are_unique_within_a_command(localizer: Localizer) -> None:
    for lang in ("ru", "en"):
        for path, options in COMMANDS.items():
            names = [localizer.format(f"cmd-{path}-opt-{option}", lang) for option in options]
            assert len(names) == len(set(names)), (lang, path)


def test_subcommand_names_are_unique_within_a_group(localizer: Localizer) -> None:
    for lang in ("ru", "en"):
        for group in ("game", "host", "config", "stats", "setup"):
            subs = [p for p in COMMANDS if p.startswith(f"{group}-")]
            names = [localizer.format(f"cmd-{p}", lang) for p in subs]
            assert len(names) == len(set(names)), (lang, group)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_descriptions_and_choices_fit_discords_limits(localizer: Localizer, lang: str) -> None:
    too_long = {
        key: len(text)
        for key in [*description_keys(), *(f"choice-{c}" for c in CHOICES)]
        if not 1 <= len(text := localizer.format(key, lang)) <= 100
    }
    assert too_long == {}
