"""How a setup really went on a server (`/stats setup`): its finished games (those whose dealt
roles are exactly the setup's, however they were listed: a saved setup, a typed list or the
preset), the wins by camp and by role."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tortoise.expressions import Subquery

from bot.store.models import GameStat, PlayerGame

__all__ = ["RoleRecord", "SetupRecord", "setup_record"]


@dataclass(frozen=True)
class RoleRecord:
    """One role of a setup in its finished games: its camp, the seats dealt it, those that won."""

    role: str
    camp: str
    seats: int
    won: int


@dataclass(frozen=True)
class SetupRecord:
    """A setup's finished games on a server: how many, the wins by winner (a camp or "draw",
    the most first), and each role's record (in the order of the role list, each once)."""

    games: int
    wins: tuple[tuple[str, int], ...]
    roles: tuple[RoleRecord, ...]

    def won(self, winner: str) -> int:
        """The games `winner` (a camp or "draw") won."""
        return dict(self.wins).get(winner, 0)


async def setup_record(guild_id: int, ruleset: str, roles: Sequence[str]) -> SetupRecord:
    """The server's finished games of `ruleset` dealt exactly `roles` (in any order), in two
    queries whatever their number."""
    wanted = sorted(roles)
    sized = GameStat.filter(guild_id=guild_id, ruleset=ruleset, players=len(wanted))
    seats = await PlayerGame.filter(
        guild_id=guild_id, game_id__in=Subquery(sized.values("game_id"))
    ).values_list("game_id", "role", "camp", "won")
    dealt: dict[int, list[tuple[str, str, bool]]] = {}
    for game_id, role, camp, won in seats:
        dealt.setdefault(int(game_id), []).append((str(role), str(camp), bool(won)))
    games = {
        game_id: seated
        for game_id, seated in dealt.items()
        if sorted(role for role, _, _ in seated) == wanted
    }
    outcomes = await sized.values_list("game_id", "winner")
    winners = Counter(str(winner) for game_id, winner in outcomes if int(game_id) in games)
    camps: dict[str, str] = {}
    seated_count, won_count = Counter[str](), Counter[str]()
    for seated in games.values():
        for role, camp, won in seated:
            camps.setdefault(role, camp)
            seated_count[role] += 1
            won_count[role] += int(won)
    records = tuple(
        RoleRecord(role, camps[role], seated_count[role], won_count[role])
        for role in dict.fromkeys(roles)
        if role in camps
    )
    wins = tuple(sorted(winners.items(), key=lambda item: (-item[1], item[0])))
    return SetupRecord(len(games), wins, records)
