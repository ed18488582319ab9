"""The `[database]` and `[game]` sections of config.toml: defaults for every server.

A server's own values (set with `/config`) override these; `DATABASE_URL` in the environment (or
`--db` on the command line) overrides the database URL. `[game]` is checked against the schema
(`schema.py`): a key it does not declare, or a value outside its bounds, stops the start with an
error naming the key and what it allows.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.service.settings.schema import SETTINGS, Config

__all__ = ["CONFIG_PATH", "ConfigFileError", "Defaults", "load_defaults"]

CONFIG_PATH = Path(__file__).resolve().parents[3] / "config.toml"


class ConfigFileError(ValueError):
    """A `[game]` value of config.toml the schema does not allow; the message says which key,
    the value, and what the key allows."""


@dataclass(frozen=True)
class Defaults:
    """The process-wide defaults: the database URL and the `[game]` values."""

    database_url: str = "sqlite://data/mafia.sqlite3"
    game: Config = field(default_factory=Config)

    def merged(self, overrides: Mapping[str, object]) -> Config:
        """The defaults with a server's stored values on top (unknown keys dropped)."""
        return Config.stored(overrides, self.game)


def game_section(values: Mapping[str, object], path: Path) -> Config:
    """config.toml's `[game]` over the built-in defaults; ConfigFileError for a bad entry."""
    for key, value in values.items():
        setting = SETTINGS.get(key)
        if setting is None:
            raise ConfigFileError(f"{path}: [game] {key} is not a setting")
        try:
            setting.check(value)
        except ValueError:
            raise ConfigFileError(
                f"{path}: [game] {key} = {value!r} is not allowed: {setting.bounds()}"
            ) from None
    return Config(values)


def load_defaults(path: Path = CONFIG_PATH, environ: Mapping[str, str] | None = None) -> Defaults:
    """Read config.toml (missing file: built-in defaults); DATABASE_URL overrides the URL."""
    environ = os.environ if environ is None else environ
    data: dict[str, Any] = {}
    if path.exists():
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    game = game_section(dict(data.get("game", {})), path)
    url = str(data.get("database", {}).get("url", Defaults.database_url))
    url = environ.get("DATABASE_URL", url) or url
    if url.startswith("sqlite://") and ":memory:" not in url:
        relative = Path(url.removeprefix("sqlite://"))
        if not relative.is_absolute():
            url = "sqlite://" + str(path.parent / relative)
    return Defaults(database_url=url, game=game)
