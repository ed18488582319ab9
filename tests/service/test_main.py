"""`python -m bot`: subcommands, help and an unknown command."""

from __future__ import annotations

from bot.__main__ import _say, main


def test_help_prints_the_usage_and_succeeds(capsys: object) -> None:
    assert main(["--help"]) == 0
    assert capsys.readouterr().out.strip() == _say("service-usage")  # type: ignore[attr-defined]


def test_an_unknown_command_prints_the_usage_and_fails(capsys: object) -> None:
    assert main(["nonsense"]) == 2
    assert capsys.readouterr().err.strip() == _say("service-usage")  # type: ignore[attr-defined]
