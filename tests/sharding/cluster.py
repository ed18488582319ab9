"""The test's side of the sharded processes: start workers (`tests.sharding.worker`), each one
bot process with its own SHARD_IDS on one PostgreSQL database, and send them commands."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any

ANSWER_SECONDS = 120.0
"""The longest a worker may take to answer one command (or to connect)."""

ROOT = Path(__file__).resolve().parents[2]


class WorkerFailed(AssertionError):
    """A worker answered a command with an exception, or stopped; its log's tail says why."""


class BotProcess:
    """One worker: a `ShardedMafiaBot` process with `SHARD_COUNT`/`SHARD_IDS`, on simcord."""

    def __init__(self, process: asyncio.subprocess.Process, shard_ids: str, log: Path) -> None:
        self.process = process
        self.shard_ids = shard_ids
        self.log = log
        self.started: dict[str, Any] | None = None

    @classmethod
    async def launch(
        cls, database_url: str, shard_ids: str, log: Path, *, lease_seconds: float | None = None
    ) -> BotProcess:
        """Start the process, with SHARD_COUNT=2 (it connects once it holds its shards'
        leases: `ready`); `lease_seconds`: its leases' length, if not the bot's own."""
        environ = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "DATABASE_URL": database_url,
            "SHARD_COUNT": "2",
            "SHARD_IDS": shard_ids,
        }
        if lease_seconds is not None:
            environ["TEST_LEASE_SECONDS"] = str(lease_seconds)
        with log.open("wb") as stderr:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tests.sharding.worker",
                cwd=ROOT,
                env=environ,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=stderr,
            )
        return cls(process, shard_ids, log)

    async def ready(self, timeout: float = ANSWER_SECONDS) -> dict[str, Any]:
        """Wait until the bot is connected: its shards, leases held, owner name, guilds."""
        if self.started is None:
            self.started = await self._answer(timeout)
        return self.started

    async def call(self, op: str, **args: Any) -> dict[str, Any]:
        """Send one command (`tests.sharding.worker.OPS`); its answer."""
        await self.ready()
        assert self.process.stdin is not None
        self.process.stdin.write((json.dumps({"op": op, **args}) + "\n").encode())
        await self.process.stdin.drain()
        answer = await self._answer(ANSWER_SECONDS)
        if "error" in answer:
            raise WorkerFailed(f"{op}: {answer['traceback']}\n{self.tail()}")
        return answer

    async def quit(self) -> None:
        """Stop the bot as a shutdown does (it gives its leases back) and end the process."""
        await self.call("quit")
        await asyncio.wait_for(self.process.wait(), ANSWER_SECONDS)

    async def kill(self) -> None:
        """End the process at once, as a crash would (no lease is given back)."""
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)
            await self.process.wait()

    async def logged(self, text: str, timeout: float = ANSWER_SECONDS) -> None:
        """Wait until the worker's log has a line containing `text`."""
        for _ in range(int(timeout * 10)):
            if text in self.log.read_text(errors="replace"):
                return
            await asyncio.sleep(0.1)
        raise WorkerFailed(f"never logged {text!r}\n{self.tail()}")

    def tail(self, lines: int = 60) -> str:
        """The end of the worker's log."""
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return "\n".join(text.splitlines()[-lines:])

    async def _answer(self, timeout: float) -> dict[str, Any]:
        assert self.process.stdout is not None
        try:
            line = await asyncio.wait_for(self.process.stdout.readline(), timeout)
        except TimeoutError:
            raise WorkerFailed(f"no answer in {timeout} s\n{self.tail()}") from None
        if not line:
            raise WorkerFailed(f"the worker stopped\n{self.tail()}")
        answer: dict[str, Any] = json.loads(line)
        return answer


class Cluster:
    """The processes of one test, on one database; every one still running is killed at the end."""

    def __init__(self, database_url: str, logs: Path) -> None:
        self.database_url = database_url
        self.logs = logs
        self.processes: list[BotProcess] = []

    async def launch(self, shard_ids: str, lease_seconds: float | None = None) -> BotProcess:
        """A new process with these SHARD_IDS (SHARD_COUNT=2), not waited for."""
        log = self.logs / f"worker-{len(self.processes)}-shards-{shard_ids}.log"
        process = await BotProcess.launch(
            self.database_url, shard_ids, log, lease_seconds=lease_seconds
        )
        self.processes.append(process)
        return process

    async def start(self, *shard_ids: str, lease_seconds: float | None = None) -> list[BotProcess]:
        """New processes, one per SHARD_IDS, started together; once all are connected."""
        processes = [await self.launch(ids, lease_seconds) for ids in shard_ids]
        await asyncio.gather(*(process.ready() for process in processes))
        return processes

    async def close(self) -> None:
        for process in self.processes:
            await process.kill()
