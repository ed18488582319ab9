"""`python -m bot`: subcommands, help and an unknown command."""

from __future__ import annotations

import os

import pytest

from bot.__main__ import _say, main


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
    assert main(["run", "--db", "postgres://u@h/db"]) == 0
    assert seen == ["postgres://u@h/db"]
