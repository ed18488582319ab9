"""Clear failures at start-up: a store URL naming no store, a store out of
reach and a read-only store (found at start, not at the first write) each give one clear line in
the default language and exit code 2 from `python -m bot run` (a subprocess, before any token is
asked for); no network for Discord gives one line and exit 2 too."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.text.i18n import Localizer

ROOT = Path(__file__).resolve().parents[2]


def start(url: str) -> subprocess.CompletedProcess[str]:
    environ = {**os.environ, "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)}
    environ.pop("DATABASE_URL", None)
    return subprocess.run(
        [sys.executable, "-m", "bot", "run", "--db", url],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
    )


def one_clear_line(done: subprocess.CompletedProcess[str], expected: str) -> None:
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines() == [expected], done.stderr
    assert "Traceback" not in done.stderr


def said(msg_id: str, url: str) -> str:
    return Localizer(strict=True).format(msg_id, "ru", {"url": url})  # config.toml: ru


@pytest.mark.parametrize(
    "url", ["postgress://postgres@127.0.0.1/x", "mysql://db/x", "data.sqlite3"]
)
def test_a_store_url_naming_no_store_gives_one_line_and_exit_2(url: str) -> None:
    one_clear_line(start(url), said("store-bad-url", url))


def test_an_unreachable_postgresql_gives_one_line_and_exit_2_without_the_password() -> None:
    url = "postgres://mafia:secret@127.0.0.1:1/mafia"
    done = start(url)
    one_clear_line(done, said("store-unreachable", "postgres://mafia:***@127.0.0.1:1/mafia"))
    assert "secret" not in done.stderr


@pytest.fixture
def read_only_file(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "mafia.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE t (x INTEGER)")
    connection.commit()
    connection.close()
    if os.geteuid() == 0:  # root writes through file modes: make the file immutable instead
        chattr = shutil.which("chattr")
        if chattr is None or subprocess.run([chattr, "+i", str(path)]).returncode != 0:
            pytest.skip("as root, a read-only file needs chattr +i")
        yield path
        subprocess.run([chattr, "-i", str(path)], check=True)
    else:
        path.chmod(0o444)
        yield path


def test_a_read_only_sqlite_file_is_found_at_start_with_one_line_and_exit_2(
    read_only_file: Path,
) -> None:
    url = f"sqlite://{read_only_file}"
    one_clear_line(start(url), said("store-read-only", url))


def test_a_writable_store_passes_the_check_and_the_missing_token_is_said_next(
    tmp_path: Path,
) -> None:
    done = start(f"sqlite://{tmp_path}/mafia.sqlite3")
    assert done.returncode == 2 and "DISCORD_TOKEN" in done.stderr  # past the store's check


@pytest.mark.parametrize("language", ["ru", "en"])
def test_no_network_for_discord_gives_one_line_and_exit_2(
    language: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import bot.discord.app as app

    def offline(self: object, token: str, **options: object) -> None:
        raise OSError(101, "Network is unreachable")

    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setattr(app, "default_language", lambda: language)
    monkeypatch.setattr(app.MafiaBot, "run", offline)
    with pytest.raises(SystemExit) as exited:
        app.run()
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.strip() == Localizer().format("discord-no-network", language)
