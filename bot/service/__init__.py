"""The game service: a game's life from lobby to end, over the store, the timers and the Table.

Every public call is documented in docs/CONTRACTS.md section 5; `GameService` (`facade`) is the
one public face. The rules all live in the engine; the service validates through it, stores,
schedules and resolves. `GameService` makes one `ServiceState` and composes the parts over it,
each a plain class (or module) with one job, given the others it needs:

- `state`: what the parts share (settings of the process, Tables, per-game locks, the cache);
- `delivery`: showing a game's outbox through its Table, retrying failed rows (`claims`: the
  rows' claims, attempts and parking in the store); `reminders`: the reminder job;
- `jobs`: the scheduler's one-shot jobs, retried with backoff while they fail;
- `phases`: a phase's deadline and the timers armed from it (`timers`: the scheduler);
- `resolution`: resolving a phase exactly once (it owns the phase clock whose jobs call it);
- `config`: server settings; `lobby`: seats and dealing; `submissions`: actions and votes;
- `host`: the host's controls; `queries`: options, cards, status, records;
- `messages`: message counts and the messages the Discord layer edits;
- `lifecycle`: resuming after a restart, the heartbeat;
- `gone`: stopping the games of a deleted channel; `names`: a seat's name and its look-alikes;
- `lookups`, `snapshots`, `outbox`: finding a caller's game, the views, the outbox's items;
- `stats`: the statistics of a server's finished games (`/stats`);
- `setups`: a server's saved role lists; `callups`: `/game call`, once per 10 minutes;
  `substitutes`: the substitutes' list and handing a seat over (by the host, or at a day's
  deadline instead of R51's sleep: ruling G1).

Exactly-once resolution: a phase is resolved inside one transaction that locks the game row
(`SELECT … FOR UPDATE` on PostgreSQL; the SQLite client serializes transactions), re-checks the
phase, and inserts a `Resolution` row unique per (game, phase kind, number). Announcements are
stored in that transaction and delivered after it.
"""

from __future__ import annotations

from bot.service.facade import GameService
from bot.service.runtime import FaultHook

__all__ = ["FaultHook", "GameService"]
