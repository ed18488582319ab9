"""The `/stats` answers as texts (locales/*/stats.ftl), from the service's summaries: pure, so
that what is said can be checked without Discord. Names are passed in already chosen (a member's
display name, or a text for one who left); Discord rendering escapes them."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from bot.service.stats import Leaderboard, LeaderRow, PlayerSummary, ServerSummary
from bot.text.i18n import Arg, Text
from bot.text.narrative import camp_name, role_name, ruleset_name

__all__ = [
    "average_days",
    "duration",
    "leaderboard_texts",
    "percent",
    "player_texts",
    "server_texts",
]

DRAW = "draw"


def percent(part: int, whole: int) -> int:
    """`part` of `whole` in whole percent, rounded (0 for no games)."""
    return round(100 * part / whole) if whole else 0


def average_days(days: float) -> Text:
    """An average number of game days, to one decimal ("3,5 игровых суток" / "3.5 game days")."""
    whole, tenths = divmod(round(days * 10), 10)
    return Text("stats-days-average", {"days": whole, "tenths": tenths})


def duration(seconds: float) -> Text:
    """Real time, in its two largest units: days and hours, hours and minutes, or minutes."""
    minutes = round(seconds / 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    if days:
        return Text("stats-duration-days", {"days": days, "hours": hours})
    if hours:
        return Text("stats-duration-hours", {"hours": hours, "minutes": minutes})
    return Text("stats-duration-minutes", {"minutes": minutes})


def _when(moment: datetime) -> str:
    """A date that each reader's Discord shows in their own language and time zone."""
    return f"<t:{int(moment.timestamp())}:D>"


def _winner(winner: str, ruleset: str) -> Text:
    return Text("stats-draw") if winner == DRAW else camp_name(winner, ruleset)


def server_texts(summary: ServerSummary) -> list[Text]:
    """`/stats server`: the games per rule set, the wins by camp, the average length and the
    longest game; or that no game has finished here yet."""
    if not summary.games:
        return [Text("stats-server-none")]
    texts = [Text("stats-server-title", {"games": summary.games})]
    for ruleset in summary.rulesets:
        texts.append(
            Text(
                "stats-ruleset",
                {
                    "ruleset": ruleset_name(ruleset.ruleset),
                    "games": ruleset.games,
                    "days": average_days(ruleset.average_days),
                    "duration": duration(ruleset.average_seconds),
                },
            )
        )
        wins = tuple(
            Text("stats-camp-count", {"camp": _winner(winner, ruleset.ruleset), "count": count})
            for winner, count in ruleset.wins
        )
        texts.append(Text("stats-wins", {"wins": wins}))
    longest = summary.longest
    if longest is not None:
        result = (
            Text("stats-result-draw")
            if longest.winner == DRAW
            else Text("stats-result-win", {"camp": camp_name(longest.winner, longest.ruleset)})
        )
        texts.append(
            Text(
                "stats-longest",
                {
                    "number": longest.number,
                    "ruleset": ruleset_name(longest.ruleset),
                    "seated": longest.players,
                    "days": Text("stats-days", {"days": longest.days}),
                    "duration": duration(longest.seconds),
                    "result": result,
                    "date": _when(longest.finished_at),
                },
            )
        )
    return texts


def player_texts(player: Arg, summary: PlayerSummary | None) -> list[Text]:
    """`/stats player`: games, wins (by camp), roles and survival; or that the member has not
    finished a game on this server."""
    if summary is None:
        return [Text("stats-player-none", {"player": player})]
    camps = tuple(
        Text(
            "stats-camp-record",
            {"camp": camp_name(c.camp, c.ruleset), "wins": c.wins, "games": c.games},
        )
        for c in summary.camps
    )
    roles = tuple(
        Text("stats-role-count", {"role": role_name(r.role, r.ruleset), "count": r.games})
        for r in summary.roles
    )
    return [
        Text(
            "stats-player-title",
            {
                "player": player,
                "games": summary.games,
                "wins": summary.wins,
                "percent": percent(summary.wins, summary.games),
            },
        ),
        Text(
            "stats-player-survived",
            {
                "count": summary.survived,
                "total": summary.games,
                "percent": percent(summary.survived, summary.games),
            },
        ),
        Text("stats-player-camps", {"camps": camps}),
        Text("stats-player-roles", {"roles": roles}),
        reads_line(summary),
    ]


def reads_line(summary: PlayerSummary) -> Text:
    """The «разбор» summed over the player's games: day votes on the other camp, and own-camp
    players never voted for (`engine.reads`)."""
    return Text(
        "analysis-stats-reads",
        {
            "votes": summary.votes,
            "hits": summary.on_other_camp,
            "accuracy": percent(summary.on_other_camp, summary.votes),
            "allies": summary.allies,
            "spared": summary.allies_spared,
            "trust": percent(summary.allies_spared, summary.allies),
        },
    )


def leaderboard_texts(board: Leaderboard, names: Mapping[int, Arg]) -> list[Text]:
    """`/stats top`: the most wins, then the best win rates among players with the server's
    minimum of finished games (`names`: user id -> how to name them)."""
    texts = [Text("stats-top-title"), Text("stats-top-wins")]
    if board.by_wins:
        wins = enumerate(board.by_wins, start=1)
        texts += [_line("stats-top-wins-line", i, row, names) for i, row in wins]
    else:
        texts.append(Text("stats-top-wins-none"))
    texts.append(Text("stats-top-rate", {"minimum": board.min_games}))
    if board.by_rate:
        rates = enumerate(board.by_rate, start=1)
        texts += [_line("stats-top-rate-line", i, row, names) for i, row in rates]
    else:
        texts.append(Text("stats-top-rate-none", {"minimum": board.min_games}))
    return texts


def _line(msg_id: str, position: int, row: LeaderRow, names: Mapping[int, Arg]) -> Text:
    args: dict[str, Arg] = {
        "position": position,
        "player": names.get(row.user_id, Text("stats-unknown-player")),
        "wins": row.wins,
        "games": row.games,
    }
    if msg_id == "stats-top-rate-line":
        args["percent"] = percent(row.wins, row.games)
    return Text(msg_id, args)
