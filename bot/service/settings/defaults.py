"""The `[database]` and `[game]` sections of config.toml: defaults for every server.

A server's own values (set with `/config`) override these; `DATABASE_URL` in the environment (or
`--db` on the command line) overrides the database URL.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

import engine
from bot.service.settings import forum
from bot.text.i18n import LANGUAGES

CONFIG_PATH = Path(__file__).resolve().parents[2] / "config.toml"

# Every per-server setting: its type and, for numbers, the allowed range (SPEC section 6).
GAME_KEYS: Mapping[str, tuple[type, int, int]] = MappingProxyType(
    {
        "language": (str, 0, 0),
        "ruleset": (str, 0, 0),
        "night_minutes": (int, 1, 7 * 24 * 60),
        "day_minutes": (int, 1, 7 * 24 * 60),
        "reminder_minutes": (int, 0, 24 * 60),
        "double_kill": (bool, 0, 0),
        "inactive_days": (int, 0, 30),
        "min_posts": (int, 0, 1000),
        "stalemate_cycles": (int, 0, 100),
        "stats_min_games": (int, 1, 10_000),  # /stats top: games needed to rank by win rate
        # Discord ids chosen with /config setup (0: not set); the service only keeps them.
        "host_role_id": (int, 0, 2**63 - 1),
        "game_channel_id": (int, 0, 2**63 - 1),
        "category_id": (int, 0, 2**63 - 1),
        "dead_chat_id": (int, 0, 2**63 - 1),
        # Forum games (issue 11): the rules' own choices, then clock-time deadlines, the vote
        # count and the absence warning (`forum.py` checks the words and the times).
        "vote_changes": (str, 0, 0),
        "reveal": (str, 0, 0),
        "timezone": (str, 0, 0),
        "day_ends": (str, 0, 0),
        "night_ends": (str, 0, 0),
        "min_phase_minutes": (int, 0, 7 * 24 * 60),
        "vote_visibility": (str, 0, 0),
        "warn_absent": (bool, 0, 0),
        # issue 11, call-ups and substitutes: the role a call-up pings (0: none), and whether a
        # player put to sleep for inactivity hands the seat to the next substitute (G1)
        "players_role_id": (int, 0, 2**63 - 1),
        "auto_substitute": (bool, 0, 0),
    }
)
ENGINE_KEYS = tuple(engine.Settings().to_mapping())  # the settings that change the rules
PHASE_KEYS = ("night_minutes", "day_minutes", "reminder_minutes")  # a game keeps these at opening
FORUM_KEYS = forum.FORUM_KEYS  # and these (issue 11): clock-time deadlines, the vote count …
SUBSTITUTE_KEYS = ("auto_substitute",)  # kept at opening too: the service reads them, not the rules

BUILTIN_GAME: Mapping[str, object] = MappingProxyType(
    {
        "language": "ru",
        "ruleset": "city",
        "night_minutes": 20,
        "day_minutes": 60,
        "reminder_minutes": 5,
        **engine.Settings().to_mapping(),  # the rules' defaults live in the engine only
        "stats_min_games": 5,
        "host_role_id": 0,
        "game_channel_id": 0,
        "category_id": 0,
        "dead_chat_id": 0,
        **forum.FORUM_DEFAULTS,
        "players_role_id": 0,
        "auto_substitute": False,
    }
)


def check_value(key: str, value: object) -> object:
    """`value` for setting `key`, type-checked and range-checked; ValueError when not allowed."""
    if key not in GAME_KEYS:
        raise ValueError(key)
    kind, low, high = GAME_KEYS[key]
    if kind is bool:
        if not isinstance(value, bool):
            raise ValueError(key)
        return value
    if kind is int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(key)
        return value
    if not isinstance(value, str):
        raise ValueError(key)
    if key == "language" and value not in LANGUAGES:
        raise ValueError(key)
    if key == "ruleset" and value not in engine.RULESETS:
        raise ValueError(key)
    if key in engine.SETTING_CHOICES and value not in engine.SETTING_CHOICES[key]:
        raise ValueError(key)
    if key in FORUM_KEYS:
        return forum.check_forum_value(key, value)
    return value


@dataclass(frozen=True)
class Defaults:
    """The process-wide defaults: the database URL and the `[game]` values."""

    database_url: str = "sqlite://data/mafia.sqlite3"
    game: Mapping[str, object] = field(default_factory=lambda: BUILTIN_GAME)

    def merged(self, overrides: Mapping[str, object]) -> dict[str, object]:
        """The defaults with a server's own values on top (unknown keys dropped)."""
        values = dict(self.game)
        values.update({k: v for k, v in overrides.items() if k in GAME_KEYS})
        return values


def load_defaults(path: Path = CONFIG_PATH, environ: Mapping[str, str] | None = None) -> Defaults:
    """Read config.toml (missing file: built-in defaults); DATABASE_URL overrides the URL."""
    environ = os.environ if environ is None else environ
    data: dict[str, Any] = {}
    if path.exists():
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    game = dict(BUILTIN_GAME)
    for key, value in dict(data.get("game", {})).items():
        if key in GAME_KEYS:
            game[key] = check_value(key, value)
    url = str(data.get("database", {}).get("url", Defaults.database_url))
    url = environ.get("DATABASE_URL", url) or url
    if url.startswith("sqlite://") and ":memory:" not in url:
        relative = Path(url.removeprefix("sqlite://"))
        if not relative.is_absolute():
            url = "sqlite://" + str(path.parent / relative)
    return Defaults(database_url=url, game=MappingProxyType(game))
