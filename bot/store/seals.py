"""Sealed deals (`engine.seal`): each dealt game's commitment and secret salt, and the digest
chain its resolutions store.

The salt is a secret while the game runs: only `proofs` reads it back, and gives it only for a
game that is over (finished or stopped); nothing else in the bot reads the `game_seal` table. A
game dealt before deals were sealed has no row and its resolutions no digest: its record carries
no proof fields.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

import engine
from bot.store.games import StoredGame, phase_of
from bot.store.sql import Column, Params, Phase, by_phase, fetch, insert_many
from bot.store.states import FINISHED, STOPPED
from bot.store.transactions import Transaction, client
from engine.outcome import last_phase
from engine.seal import Seal, chain_start

__all__ = ["chain_heads", "insert_seal", "proofs"]

SEAL_COLUMNS: tuple[Column, ...] = (("game_id", "int"), ("commitment", "text"), ("salt", "text"))

OVER = (FINISHED, STOPPED)
"""The states in which a game's salt may be shown."""


async def insert_seal(tx: Transaction, game_id: int, commitment: str, salt: str) -> None:
    """Keep a game's commitment and secret salt (in the transaction that deals it)."""
    await insert_many(tx.db, "game_seal", SEAL_COLUMNS, [[game_id, commitment, salt]])


async def _seals(tx: Transaction | None, ids: Collection[int]) -> dict[int, tuple[str, str]]:
    """Each sealed game's (commitment, salt), by game id: for this module only."""
    if not ids:
        return {}
    conn = client(tx)
    params = Params(conn)
    sql = f"SELECT game_id, commitment, salt FROM game_seal WHERE {params.among('game_id', ids)}"
    return {
        game_id: (commitment, salt) for game_id, commitment, salt in await fetch(conn, sql, params)
    }


async def chain_heads(tx: Transaction | None, last: Mapping[int, Phase | None]) -> dict[int, str]:
    """The digest each sealed game's next phase chains onto, by game id: the digest stored with
    its resolution of the phase `last` gives, or (None: nothing resolved yet) the chain's start.
    A game missing here has no seal (or a resolution stored without a digest): its next phase
    stores none either."""
    heads: dict[int, str] = {}
    first = [game_id for game_id, phase in last.items() if phase is None]
    for game_id, (commitment, salt) in (await _seals(tx, first)).items():
        heads[game_id] = chain_start(commitment, salt)
    later = {game_id: phase for game_id, phase in last.items() if phase is not None}
    if later:
        conn = client(tx)
        params = Params(conn)
        sql = (
            "SELECT game_id, phase_kind, phase_number, digest FROM resolution"
            f" WHERE {by_phase(params, later, 'phase_number')}"
        )
        for game_id, kind, number, digest in await fetch(conn, sql, params):
            if (kind, number) == later[game_id] and digest is not None:
                heads[game_id] = str(digest)
    return heads


async def proofs(tx: Transaction | None, games: Sequence[StoredGame]) -> dict[int, Seal]:
    """Each sealed game's proof fields, by game id: its commitment; once it is over, its salt
    and the digest chain of its resolved phases (the chain starts from the salt, so nothing of
    it is given before); once won, the outcome the table was told (its winner and the phase it
    ended in)."""
    ids = [game.id for game in games]
    seals = await _seals(tx, ids)
    if not seals:
        return {}
    conn = client(tx)
    params = Params(conn)
    sql = (
        "SELECT game_id, digest FROM resolution"
        f" WHERE {params.among('game_id', list(seals))} ORDER BY id"
    )
    chains: dict[int, list[str | None]] = {game_id: [] for game_id in seals}
    for game_id, digest in await fetch(conn, sql, params):
        chains[game_id].append(None if digest is None else str(digest))
    found: dict[int, Seal] = {}
    for game in games:
        if game.id not in seals:
            continue
        commitment, salt = seals[game.id]
        if game.state not in OVER:
            found[game.id] = Seal(commitment)
            continue
        chain = [chain_start(commitment, salt)]
        for digest in chains[game.id]:
            if digest is None:
                break  # a phase stored without its digest: the chain ends there
            chain.append(digest)
        winner, ended = _told(game)
        found[game.id] = Seal(commitment, salt, tuple(chain), winner, ended)
    return found


def _told(game: StoredGame) -> tuple[str | None, engine.Phase | None]:
    """The outcome a won game's table was told: its winner and the phase it ended in."""
    if game.state != FINISHED or game.winner is None or game.phase_kind is None:
        return None, None
    return game.winner, last_phase(phase_of(game))
