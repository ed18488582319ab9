"""The sealed deal through the service: the commitment posted at `/game start`, one
chained digest stored per resolved phase, the salt kept secret until the game is over, and the
exported record of every finished game passing `python -m engine verify` (on every store
backend), failing and saying where when one seat's role, one vote, the salt or one phase's
digest is changed."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine
from bot.store.models import FINISHED, Announcement, GameSeal, PrivateItem, Resolution
from engine.proof import verdict_lines, verify
from tests.service.helpers import (
    HOST,
    new_service,
    play_phase,
    play_to_end,
    player,
    seated_game,
)
from tests.service.stats_games import NEWCOMER

ROOT = Path(__file__).resolve().parents[2]

GAMES = [("city", 8, 1), ("city", 13, 2), ("hobbit", 10, 3), ("hobbit", 15, 4)]


def _verdict(record: dict[str, Any]) -> list[str]:
    """`python -m engine verify`'s lines for a record (in process)."""
    return verdict_lines(verify(engine.load_record(json.dumps(record))))


async def _finished_export(ruleset: str, players: int, seed: int) -> tuple[dict[str, Any], Any]:
    service, table = new_service()
    game_id = await seated_game(service, players, ruleset, seed)
    game = await play_to_end(service, game_id)
    await service.lifecycle.close()
    assert game.state == FINISHED
    return await service.queries.export_record(HOST, game_id=game_id), table


@pytest.mark.parametrize(("ruleset", "players", "seed"), GAMES)
async def test_every_finished_games_export_verifies(
    store: str, ruleset: str, players: int, seed: int
) -> None:
    record, table = await _finished_export(ruleset, players, seed)
    lines = _verdict(record)
    assert lines[-1] == "verified", lines
    phases = len(record["phases"])
    assert len(record["digests"]) == phases + 1  # the chain's start, then one per phase
    assert record["outcome"]["winner"] != ""
    [start_post] = [call for call in table.calls if "seal-commitment" in call[1]]
    assert record["commitment"] in start_post[1]  # the very commitment posted at the start
    first_post = next(call for call in table.calls if call[0] == "announce")
    assert start_post == first_post  # night 1's opening post: before anything was resolved


async def test_the_command_line_verifies_a_stored_games_export(store: str, tmp_path: Path) -> None:
    record, _ = await _finished_export("city", 9, 21)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "engine", "verify", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "verified"


def _day_vote(record: dict[str, Any]) -> tuple[int, str, str, str]:
    """A day, one of its voters, their vote and another living name to move it to."""
    names = list(record["players"])
    for index, entry in enumerate(record["phases"]):
        votes = entry.get("day", {}).get("votes") or {}
        for voter, target in votes.items():
            other = next(n for n in names if n not in (voter, target))
            return index, voter, target, other
    raise AssertionError("no day vote in the game")


async def test_a_changed_export_fails_verification_saying_where(store: str) -> None:
    record, _ = await _finished_export("city", 10, 7)
    assert _verdict(record)[-1] == "verified"

    name, role = next(iter(record["players"].items()))
    other_role = "doctor" if role != "doctor" else "sheriff"
    changed = copy.deepcopy(record)
    changed["players"][name] = other_role
    lines = _verdict(changed)
    assert lines[-1] == "not verified"
    assert f"commitment FAILED seat={name} field=role record={other_role} committed={role}" in lines

    index, voter, target, other = _day_vote(record)
    changed = copy.deepcopy(record)
    changed["phases"][index]["day"]["votes"][voter] = other
    lines = _verdict(changed)
    day = f"day-{(index + 1) // 2}"
    expected = f"phase={day} player={voter} field=vote record={other} committed={target}"
    assert any(line.startswith("digests FAILED") and expected in line for line in lines), lines

    changed = copy.deepcopy(record)
    changed["salt"] = "ab" * 32  # another salt (all digits would read as a huge number)
    lines = _verdict(changed)
    assert "commitment FAILED field=salt" in lines and lines[-1] == "not verified"

    changed = copy.deepcopy(record)
    changed["digests"][2] = "f" * 64  # day 1's digest
    lines = _verdict(changed)
    assert "digests FAILED phase=day-1 field=digest" in lines and lines[-1] == "not verified"


async def test_the_salt_is_never_shown_before_the_game_is_over(store: str) -> None:
    service, table = new_service()
    game_id = await seated_game(service, 10, "city", 11)
    [seal] = await GameSeal.filter(game_id=game_id)
    for _ in range(3):
        await play_phase(service, game_id)
    live = await service.queries.export_record(HOST, game_id=game_id)
    assert live["commitment"] == seal.commitment
    assert "salt" not in live and "digests" not in live  # the chain starts from the salt
    told = [json.dumps(row.payload) for row in await Announcement.filter(game_id=game_id)]
    told += [json.dumps(row.texts) for row in await PrivateItem.filter(game_id=game_id)]
    told += [call[1] for call in table.calls]
    assert not any(seal.salt in text for text in told)
    assert any(seal.commitment in text for text in told)  # the commitment is public

    await play_to_end(service, game_id)
    await service.lifecycle.close()
    over = await service.queries.export_record(HOST, game_id=game_id)
    assert over["salt"] == seal.salt
    assert any(seal.salt in call[1] and "seal-reveal" in call[1] for call in table.calls)


async def test_each_resolution_stores_its_link_of_the_chain(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, 8, "hobbit", 5)
    await play_to_end(service, game_id)
    await service.lifecycle.close()
    rows = await Resolution.filter(game_id=game_id).order_by("id")
    record = await service.queries.export_record(HOST, game_id=game_id)
    assert [row.digest for row in rows] == record["digests"][1:]
    assert len(set(record["digests"])) == len(record["digests"])


async def test_a_live_bots_salts_are_fresh_for_every_game(store: str) -> None:
    service, _ = new_service(salts=None)  # the bot's own: engine.seal.new_salt
    first = await seated_game(service, 8, "city", 3)
    await service.host.stop(HOST)
    second = await seated_game(service, 8, "city", 3)  # the same deal, another salt
    await service.lifecycle.close()
    one, two = await GameSeal.get(game_id=first), await GameSeal.get(game_id=second)
    assert one.salt != two.salt and one.commitment != two.commitment
    assert all(len(s) == 64 and int(s, 16) >= 0 for s in (one.salt, two.salt))


async def test_a_game_with_a_substitute_still_verifies(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, 8, "city", 7)
    await play_phase(service, game_id)
    await service.host.replace_player(HOST, player(2).user_id, NEWCOMER)
    await play_to_end(service, game_id)
    await service.lifecycle.close()
    record = await service.queries.export_record(HOST, game_id=game_id)
    assert _verdict(record)[-1] == "verified"


async def test_a_stopped_games_record_gives_its_salt_and_still_verifies(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, 9, "hobbit", 4)
    for _ in range(3):
        await play_phase(service, game_id)
    await service.host.stop(HOST)
    await service.lifecycle.close()
    record = await service.queries.export_record(HOST, game_id=game_id)
    assert "salt" in record and "outcome" not in record  # over, but nobody won
    assert _verdict(record)[-1] == "verified"


def test_only_the_seals_store_module_reads_the_salts_table() -> None:
    readers = {
        str(path.relative_to(ROOT))
        for folder in ("bot", "cogs", "engine")
        for path in (ROOT / folder).rglob("*.py")
        if "game_seal" in (text := path.read_text(encoding="utf-8")) or "GameSeal" in text
    }
    assert readers == {"bot/store/models.py", "bot/store/seals.py"}
