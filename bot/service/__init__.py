"""The game service: a game's life from lobby to end, over the store, the timers and the Table.

Every public call is documented in docs/CONTRACTS.md section 5. The rules all live in the engine;
the service validates through it, stores, schedules and resolves. One module per job:

- `core`: the Tables, per-game locks, the engine-state cache, arming timers, delivering the outbox;
- `lookups`: finding a caller's game and seat, and the refusals of a game's state;
- `snapshots`: the lobby and status views the calls answer with;
- `config`: server settings; `lobby`: seats and dealing; `submissions`: actions and votes;
- `resolution`: resolving a phase exactly once; `host`: the host's controls;
- `queries`: options, cards, status, records; `lifecycle`: resuming after a restart;
- `rows`: a store helper.

Exactly-once resolution: a phase is resolved inside one transaction that locks the game row
(`SELECT … FOR UPDATE` on PostgreSQL; the SQLite client serializes transactions), re-checks the
phase, and inserts a `Resolution` row unique per (game, phase kind, number). Announcements are
stored in that transaction and delivered after it.
"""

from __future__ import annotations

from bot.service.core import FaultHook
from bot.service.host import HostControls
from bot.service.lifecycle import Lifecycle
from bot.service.lobby import LobbyCalls
from bot.service.queries import Queries
from bot.service.submissions import Submissions

__all__ = ["FaultHook", "GameService"]


class GameService(Lifecycle, LobbyCalls, Submissions, HostControls, Queries):
    """Owns every game's life; see docs/CONTRACTS.md section 5 for the public calls."""
