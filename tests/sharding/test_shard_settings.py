"""`SHARD_COUNT` and `SHARD_IDS` at start-up: what the bot makes of them, and a clear message in
the server's language (exit code 2, no traceback, nothing connected) when they do not fit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.discord.app import MafiaBot, ShardedMafiaBot, bot_from_environment, default_language
from bot.service.shards import (
    SHARD_SETTING_CODES,
    ShardPlan,
    ShardSettingError,
    check_store,
    shard_plan,
)
from bot.text.i18n import Localizer

ROOT = Path(__file__).resolve().parents[2]

BAD = [
    ({"SHARD_COUNT": "four"}, "shard-count-not-a-number", {"value": "four"}),
    ({"SHARD_COUNT": "-2"}, "shard-count-not-a-number", {"value": "-2"}),
    ({"SHARD_COUNT": "2.5"}, "shard-count-not-a-number", {"value": "2.5"}),
    ({"SHARD_COUNT": "0"}, "shard-count-below-one", {"value": "0"}),
    ({"SHARD_IDS": "0,1"}, "shard-ids-without-count", {}),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "one"}, "shard-ids-not-ids", {"value": "one"}),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "0,,1"}, "shard-ids-not-ids", {"value": "0,,1"}),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "shard-ids-not-ids", {"value": "3-1"}),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "-1"}, "shard-ids-not-ids", {"value": "-1"}),
    (
        {"SHARD_COUNT": "4", "SHARD_IDS": "2-4"},
        "shard-ids-out-of-range",
        {"value": "2-4", "last": 3},
    ),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "shard-ids-out-of-range", {"value": "2", "last": 1}),
]


@pytest.mark.parametrize(("environ", "code", "params"), BAD, ids=[str(b[0]) for b in BAD])
def test_a_shard_setting_that_does_not_fit_is_refused_with_its_code(
    environ: dict[str, str], code: str, params: dict[str, object]
) -> None:
    with pytest.raises(ShardSettingError) as refused:
        shard_plan(environ)
    assert (refused.value.code, dict(refused.value.params)) == (code, params)


def test_the_plan_reads_counts_lists_and_ranges() -> None:
    assert shard_plan({}) == ShardPlan()
    assert shard_plan({"SHARD_COUNT": " 4 "}) == ShardPlan(4)
    assert shard_plan({"SHARD_COUNT": "8", "SHARD_IDS": "0-2, 5,2"}) == ShardPlan(8, (0, 1, 2, 5))


def test_part_of_the_shards_needs_postgresql_and_all_of_them_do_not() -> None:
    with pytest.raises(ShardSettingError) as refused:
        check_store(ShardPlan(4, (0, 1)), "sqlite://data/mafia.sqlite3")
    assert refused.value.params == {"ids": "0,1", "count": 4}
    check_store(ShardPlan(4, (0, 1)), "postgresql://u@h/mafia")
    check_store(ShardPlan(2, (0, 1)), "sqlite://data/mafia.sqlite3")  # every shard, one process
    check_store(ShardPlan(4), "sqlite://data/mafia.sqlite3")


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("code", sorted(SHARD_SETTING_CODES))
def test_every_refusal_has_its_start_up_message_in_both_languages(code: str, lang: str) -> None:
    params = {name: f"<{name}>" for name in SHARD_SETTING_CODES[code]}
    text = Localizer(strict=True).format(f"discord-{code}", lang, params)
    assert all(f"<{name}>" in text for name in params), text


@pytest.mark.parametrize(
    ("environ", "kind", "count", "ids"),
    [
        ({}, ShardedMafiaBot, None, None),  # Discord's recommended number, all here
        ({"SHARD_COUNT": "3"}, ShardedMafiaBot, 3, None),  # all three here
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,3"}, ShardedMafiaBot, 4, [1, 3]),
    ],
)
def test_the_bot_runs_the_shards_the_environment_names(
    monkeypatch: pytest.MonkeyPatch,
    environ: dict[str, str],
    kind: type[MafiaBot],
    count: int | None,
    ids: list[int] | None,
) -> None:
    for name in ("SHARD_COUNT", "SHARD_IDS"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("DATABASE_URL", "postgres://u@h/mafia")  # not opened: no connection
    bot = bot_from_environment(Localizer(strict=False))
    assert type(bot) is kind
    assert (bot.shard_count, bot.shard_ids) == (count, ids)  # type: ignore[attr-defined]
    assert (bot.leases is not None) == (ids is not None)
    if bot.leases is not None:
        assert bot.leases.plan.mine() == tuple(ids or ())


@pytest.mark.parametrize(
    ("environ", "code", "params"),
    [
        ({"SHARD_COUNT": "four"}, "shard-count-not-a-number", {"value": "four"}),
        (
            {"SHARD_COUNT": "2", "SHARD_IDS": "0-2"},
            "shard-ids-out-of-range",
            {"value": "0-2", "last": 1},
        ),
        (
            {"SHARD_COUNT": "2", "SHARD_IDS": "1", "DATABASE_URL": "sqlite://data/x.sqlite3"},
            "shard-ids-need-postgres",
            {"ids": "1", "count": 2},
        ),
    ],
)
def test_python_m_bot_says_what_is_wrong_with_the_shards_and_exits_with_2(
    tmp_path: Path, environ: dict[str, str], code: str, params: dict[str, object]
) -> None:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("SHARD_", "DATABASE_URL"))}
    run = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,  # no .env here
        env={**base, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "not-a-token", **environ},
        capture_output=True,
        text=True,
        timeout=120,
    )
    expected = Localizer(strict=True).format(f"discord-{code}", default_language(), params)
    assert (run.returncode, run.stderr.strip()) == (2, expected.strip()), run.stderr
    assert not (tmp_path / "data").exists()  # the store was never opened
