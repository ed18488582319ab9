"""`python -m bot`: subcommands, help and an unknown command."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.__main__ import _say, main
from bot.store.connection import OneSlashSqliteUrl, apply_migrations, check_url, open_store
from bot.text.i18n import Localizer


def test_help_prints_the_usage_and_succeeds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert capsys.readouterr().out.strip() == _say("service-usage")


def test_an_unknown_command_prints_the_usage_and_fails(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nonsense"]) == 2
    assert capsys.readouterr().err.strip() == _say("service-usage")


def test_run_takes_the_database_url_from_db(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setattr(
        "bot.discord.app.run", lambda: seen.append(os.environ["DATABASE_URL"]), raising=True
    )
    monkeypatch.setattr("bot.store.probe.probe_store", lambda url: None)  # no server at u@h
    assert main(["run", "--db", "postgres://u@h/db"]) == 0
    assert seen == ["postgres://u@h/db"]


ONE_SLASH = "sqlite:/demo-one-slash.sqlite3"


def test_run_refuses_a_one_slash_sqlite_url_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    started: list[bool] = []
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setattr("bot.discord.app.run", lambda: started.append(True), raising=True)
    assert main(["run", "--db", ONE_SLASH]) == 2
    assert started == []
    [line] = capsys.readouterr().err.splitlines()
    assert line == _say("service-one-slash-sqlite", url=ONE_SLASH) and ONE_SLASH in line


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_demo_refuses_a_one_slash_sqlite_url_in_its_language(
    capsys: pytest.CaptureFixture[str], language: str
) -> None:
    assert main(["demo", "--db", ONE_SLASH, "--lang", language]) == 2
    [line] = capsys.readouterr().err.splitlines()
    expected = Localizer(strict=True).format(
        "service-one-slash-sqlite", language, {"url": ONE_SLASH}
    )
    assert line == expected
    assert not Path("/demo-one-slash.sqlite3").exists()


async def test_the_store_never_opens_a_one_slash_sqlite_url() -> None:
    with pytest.raises(OneSlashSqliteUrl):
        await open_store(ONE_SLASH)
    with pytest.raises(OneSlashSqliteUrl):
        await apply_migrations(ONE_SLASH)
    check_url("sqlite:///tmp/absolute.sqlite3")  # three slashes: an absolute path, as meant
    check_url("sqlite://data/mafia.sqlite3")
    assert not Path("/demo-one-slash.sqlite3").exists()
