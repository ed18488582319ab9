"""config.toml's [database] and [game] sections, and DATABASE_URL."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service.settings.defaults import load_defaults
from bot.service.settings.schema import Config, check_value

BUILTIN_GAME = Config()


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_game_section_overrides_the_builtin_defaults(tmp_path: Path) -> None:
    path = write(tmp_path, '[game]\nlanguage = "en"\nday_minutes = 90\ndouble_kill = false\n')
    defaults = load_defaults(path, environ={})
    assert defaults.game["language"] == "en"
    assert defaults.game["day_minutes"] == 90 and defaults.game["double_kill"] is False
    assert defaults.game["night_minutes"] == BUILTIN_GAME["night_minutes"]


def test_a_relative_sqlite_path_is_taken_from_the_config_files_folder(tmp_path: Path) -> None:
    path = write(tmp_path, '[database]\nurl = "sqlite://data/x.sqlite3"\n')
    assert load_defaults(path, environ={}).database_url == f"sqlite://{tmp_path}/data/x.sqlite3"


def test_database_url_in_the_environment_wins(tmp_path: Path) -> None:
    path = write(tmp_path, '[database]\nurl = "sqlite://data/x.sqlite3"\n')
    url = "postgres://u@h:5432/d"
    assert load_defaults(path, environ={"DATABASE_URL": url}).database_url == url


def test_a_missing_file_gives_the_builtin_defaults(tmp_path: Path) -> None:
    defaults = load_defaults(tmp_path / "none.toml", environ={})
    assert dict(defaults.game) == dict(BUILTIN_GAME)


def test_the_projects_own_config_file_loads() -> None:
    defaults = load_defaults(environ={})
    assert defaults.game["ruleset"] in ("city", "hobbit")
    assert defaults.database_url.startswith("sqlite://")


@pytest.mark.parametrize(
    ("key", "value"),
    [("language", "de"), ("ruleset", "chess"), ("day_minutes", 0), ("min_posts", True),
     ("double_kill", "yes"), ("unknown", 1)],
)  # fmt: skip
def test_a_bad_value_is_refused(key: str, value: object) -> None:
    with pytest.raises(ValueError):
        check_value(key, value)


def test_a_bad_value_in_the_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        load_defaults(write(tmp_path, '[game]\nlanguage = "de"\n'), environ={})
