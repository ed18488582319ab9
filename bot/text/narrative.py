"""The host's voice: engine results turned into lists of `Text` (pure functions, no I/O).

Everything here maps engine values (SPEC 5.2) to message ids of `locales/*/narrative.ftl`,
`roles.ftl`, `private.ftl` and `errors.ftl`; the Table port renders them in each reader's language.
Public posts never say who did what to whom (SPEC section 1): a night names who left the game and
what their roles were, never the cause; when several left in one phase their roles are listed
apart from their names, in the reader's alphabet (a sorted list: not seat or death order), so the
list gives nothing away.

Recurring lines (nightfall, a morning's deaths, the lynch …) have numbered variants drawn from a
per-game shuffle bag (`variant_id`): within a game no wording comes back before all of its
variants were said, and the choice follows from the game's seed and its own history.

Role names: `role-<id>` for every role of both rule sets; `citizen` exists in both, so every role
name carries the `ruleset` argument and `role-citizen` selects on it (`role_name` does this).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import engine
from bot.text.i18n import SORTED_LIST_ID, Arg, Text
from engine import Announcement, Game, PhaseResult, Settings

__all__ = [
    "CARD_COUNTERS",
    "CARD_FLAGS",
    "CARD_HIDDEN",
    "CARD_TOKENS",
    "FAILABLE_ITEMS",
    "PRIVATE_ITEM_TYPES",
    "RULESET_WORDED",
    "VARIANTS",
    "camp_name",
    "card_text",
    "error_text",
    "game_over",
    "phase_started",
    "private_item",
    "private_items",
    "reminder",
    "role_card",
    "role_in_sentence",
    "role_name",
    "role_with_history",
    "roles_reveal",
    "rules_overview",
    "ruleset_name",
    "summary",
    "team_name",
    "variant_id",
    "winner_name",
]

VARIANTS: Mapping[str, int] = {
    "night-falls": 8,
    "day-breaks": 8,
    "night-deaths": 8,
    "quiet-night": 8,
    "kill-failed": 8,
    "lynch": 8,
    "lynch-tie": 8,
    "lynch-none": 8,
    "reminder": 8,
    "epitaph": 12,  # one a death: the most frequent line
    "last-day": 4,
}
"""How many numbered variants (`<family>-<ruleset>-<n>`) each recurring line has, per rule set."""

PRIVATE_ITEM_TYPES: tuple[str, ...] = (
    "check",
    "boss_check",
    "compare",
    "watch",
    "search",
    "scout",
    "seek",
    "hunt",
    "instruct",
    "smaug_named",
    "elk_died",
    "life_spent",
    "met",
    "became",
    "ring",
)
"""Every private item type of SPEC 5.2."""

FAILABLE_ITEMS: frozenset[str] = engine.FAILABLE_ITEMS
"""Item types that may carry `failed: true` (`private-<type>-failed`); the engine decides."""

CARD_COUNTERS: tuple[str, ...] = ("arrows", "orders", "substitute_kills", "lives", "secret_votes")
"""Card counters shown with their number (`card-counter-<key>`)."""

CARD_TOKENS: tuple[str, ...] = ("ring", "elk")
"""Once-only counters shown as still there or spent (`card-<key>-ready` / `card-<key>-spent`)."""

CARD_FLAGS: tuple[str, ...] = ("head", "side:civilians", "side:loner")
"""Card flags shown as a line (`card-flag-<flag>`, ':' written '-')."""

ARKENSTONE = "arkenstone"  # a flag the engine's card notes show (holds-/thorin-arkenstone)

CARD_HIDDEN: frozenset[str] = frozenset(
    {"ring_used", "promoted", "appointed", "become_used", "borrowed", "redirected"}
)
"""Engine bookkeeping flags (before any ':') a card does not show: the card says it otherwise."""

_PHASE_ID = re.compile(r"(night|day)-(\d+)")

_ONE_LINE_EACH = frozenset({"mine"})  # told causes phrased one line per player, not as a list


def role_name(role: str, ruleset: str) -> Text:
    """The name of role id `role` in `ruleset` (city and hobbit both have a `citizen`)."""
    return Text(f"role-{role}", {"ruleset": ruleset})


def card_text(role: str, ruleset: str) -> Text:
    """What role `role` of `ruleset` is and does: the body of its card (and of `/rules <role>`)."""
    return Text(f"card-{role}", {"ruleset": ruleset})


def ruleset_name(ruleset: str) -> Text:
    """The name of a rule set ("city" is "The City" / "Город")."""
    return Text(f"ruleset-{ruleset}")


def camp_name(camp: str, ruleset: str) -> Text:
    """The name of a camp (`mafia`, `civilians`, `robbers`, `loner`) in `ruleset`'s flavour."""
    return Text(f"camp-{camp}", {"ruleset": ruleset})


def winner_name(winner: str | None, ruleset: str) -> Text:
    """Who won: a camp's victory in `ruleset`'s flavour, or "draw" (also for None: no winner yet
    recorded)."""
    return Text(f"winner-{winner or 'draw'}", {"ruleset": ruleset})


def team_name(team: str) -> Text:
    """The name of a team channel id of `engine.Game.teams()` ("mafia", "orcs", "elves", …)."""
    return Text(f"team-{team}")


def variant_id(family: str, ruleset: str, seed: int | None, uses: int) -> str:
    """The message id of a recurring line the `uses`-th time (0 first) a game says it.

    A shuffle bag per game: the variants come in an order drawn from the game's seed, and none
    comes again before all have been said; the next round is drawn anew (never starting with the
    line that ended the last one). `uses` is counted from the game's own history, so a replay or
    a restarted bot tells the same story (string seeds are hashed the same in every process).
    """
    count = VARIANTS[family]
    rounds, place = divmod(uses, count)
    order = _bag(family, ruleset, seed, rounds)
    if rounds and order[0] == _bag(family, ruleset, seed, rounds - 1)[-1]:
        order[0], order[1] = order[1], order[0]
    return f"{family}-{ruleset}-{order[place] + 1}"


def _bag(family: str, ruleset: str, seed: int | None, rounds: int) -> list[int]:
    order = list(range(VARIANTS[family]))
    random.Random(f"{seed or 0}:{ruleset}:{family}:{rounds}").shuffle(order)
    return order


_SAID_FOR: Mapping[str, str] = {
    "night-deaths": "night_deaths",
    "quiet-night": "quiet_nights",
    "lynch-tie": "ties",
    "lynch-none": "no_lynches",
    "lynch": "lynches",
    "epitaph": "leavers",
    "kill-failed": "kill_failed",
}
"""The recurring lines a summary says, each with the news it is said for, once each time
(`engine.Game.told_counts`): how a game counts what its summaries have said so far."""


def _picker(game: Game) -> Callable[[str], str]:
    """Picks the next variant of a family for the phase `game` is resolving, counting what the
    game's earlier summaries said."""
    told = game.told_counts
    used = Counter({family: told.get(news, 0) for family, news in _SAID_FOR.items()})
    ruleset, seed = game.setup.ruleset, game.setup.seed

    def pick(family: str) -> str:
        msg_id = variant_id(family, ruleset, seed, used[family])
        used[family] += 1
        return msg_id

    return pick


def phase_started(game: Game) -> list[Text]:
    """The post that opens `game.phase`: night falls or day breaks (the day the next lynch may
    give the game a winner says so; the day a draw falls unless somebody leaves warns of it)."""
    phase, ruleset, seed = game.phase, game.setup.ruleset, game.setup.seed
    family = "night-falls" if phase.kind == "night" else "day-breaks"
    texts = [Text(variant_id(family, ruleset, seed, phase.number - 1), {"number": phase.number})]
    if game.lynch_can_win():  # a draw is no decisive day (W1)
        texts.append(Text(variant_id("last-day", ruleset, seed, phase.number - 1)))
    if game.stalemate_looms():  # R2, R52
        cycles = game.setup.settings.stalemate_cycles
        texts.append(Text("stalemate-warning", {"cycles": cycles, "ruleset": ruleset}))
    return texts


def summary(result: PhaseResult, before: Game, after: Game) -> list[Text]:
    """The public posts for a resolved phase: who left, the lynch, the roles revealed, public flags;
    after a night, how many are still alive.

    `before` is the game the phase was resolved on, `after` the game it produced. What is public
    is the engine's `announcement`; this only chooses the words.
    """
    told = engine.announcement(result, before)
    pick = _picker(before)
    phase = told.phase
    texts = [Text("summary-title", {"phase": phase.kind, "number": phase.number})]
    if told.phase.kind == "night":
        texts.extend(_night_deaths(told, pick))
    else:
        texts.extend(_day_outcome(told, pick))
    texts.extend(_reveals(told, pick))
    for notice in told.notices:
        if notice == "kill_failed":
            args: dict[str, Arg] = {"phase": told.phase.kind, "deaths": len(told.left)}
            texts.append(Text(pick("kill-failed"), args))
        else:
            texts.append(Text(notice.replace("_", "-")))
    # the moments come after the deaths they sum up (P4)
    if told.left and not before.dead_roles:
        texts.append(Text("first-blood", {"ruleset": told.ruleset, "phase": told.phase.kind}))
    texts.extend(
        Text("camp-emptied", {"camp": camp, "ruleset": told.ruleset})
        for camp in told.emptied
        if after.winner is None and (camp != "loner" or told.ruleset == "hobbit")
    )  # once the game is over, its winner says it
    if told.phase.kind == "night":
        texts.append(Text("alive-count", {"count": len(after.alive)}))
    return texts


def _night_deaths(told: Announcement, pick: Callable[[str], str]) -> list[Text]:
    removed = tuple(death.player for death in told.told if death.cause == "removed")  # R90
    texts = [Text("death-removed", {"players": removed, "count": len(removed)})] if removed else []
    return texts + _night_attacks(told, pick)


def _night_attacks(told: Announcement, pick: Callable[[str], str]) -> list[Text]:
    if told.untold:
        args: dict[str, Arg] = {"count": len(told.untold), "players": told.untold}
        return [Text(pick("night-deaths"), args)]
    if "kill_failed" not in told.notices:
        return [Text(pick("quiet-night"))]
    return []


def _day_outcome(told: Announcement, pick: Callable[[str], str]) -> list[Text]:
    ruleset, lynched = told.ruleset, told.lynched
    texts: list[Text] = []
    if not lynched:
        texts.append(Text(pick("lynch-tie" if told.tie else "lynch-none")))
    elif told.lynch_failed:
        texts.append(Text("lynch-picked", {"players": lynched}))
        texts.extend(
            Text("lynch-failed", {"player": name, "ruleset": ruleset}) for name in told.lynch_failed
        )
        texts.extend(  # W3: the other of a double lynch was put to death
            Text("lynch-also", {"player": name, "ruleset": ruleset})
            for name in lynched
            if name not in told.lynch_failed
        )
    elif len(lynched) == 1:
        texts.append(Text(pick("lynch"), {"player": lynched[0]}))
    else:  # R1: a double kill
        texts.append(Text("lynch-double", {"players": lynched, "ruleset": ruleset}))
    if lynched and told.votes:  # §8.1: the count is part of the verdict
        counted: dict[str, Arg] = {"players": lynched, "count": len(lynched), "votes": told.votes}
        texts.insert(0, Text("lynch-votes", counted))
    causes = dict.fromkeys(death.cause for death in told.told)  # in order of first death
    for cause in causes:
        players = tuple(death.player for death in told.told if death.cause == cause)
        if cause in _ONE_LINE_EACH:
            texts.extend(Text(f"death-{cause}", {"player": player}) for player in players)
        else:
            texts.append(Text(f"death-{cause}", {"players": players, "count": len(players)}))
    if told.untold:
        after_lynch = "yes" if lynched or told.told else "no"
        args: dict[str, Arg] = {
            "players": told.untold,
            "count": len(told.untold),
            "more": after_lynch,
        }
        texts.append(Text("death-day", args))
    return texts


def role_with_history(history: Sequence[str], ruleset: str) -> Text:
    """A role as revealed: its name, and the role it was taken over from, if any
    ("Мошенник (бывший Актёр)")."""
    if len(history) < 2:
        return role_name(history[-1], ruleset)
    return Text(
        "role-taken-over",
        {
            "role": role_name(history[-1], ruleset),
            "former": role_name(history[0], ruleset),
            "former_id": history[0],
        },
    )


def role_in_sentence(role: str, ruleset: str) -> Text:
    """A role named inside a sentence ("the Doctor", "a Citizen", "Legolas"; Russian: the name)."""
    return _with_article((role,), ruleset)


def _with_article(history: Sequence[str], ruleset: str) -> Text:
    """A role inside a sentence: English puts "the" before a unique city role, "a"/"an" before one
    that many may hold, nothing before a hobbit's name (Russian has no articles: it is the name)."""
    role = history[-1]
    unique = engine.roles(ruleset)[role].unique
    return Text(
        "role-in-sentence",
        {
            "role": role_with_history(history, ruleset),
            "id": role,
            "unique": _yes_no(unique),
            "ruleset": ruleset,
        },
    )


def _reveals(told: Announcement, pick: Callable[[str], str]) -> list[Text]:
    histories = told.histories or tuple((role,) for role in told.roles)
    if not told.left:
        return []
    if told.reveal == "none":  # a dark game: nothing is told
        texts = [Text("forum-reveal-dark", {"count": len(told.left)})]
    elif told.reveal == "camp":
        camps = tuple(camp_name(camp, told.ruleset) for camp in told.camps)
        if len(told.left) == 1:
            texts = [Text("forum-reveal-camp-one", {"player": told.left[0], "camp": camps[0]})]
        else:
            texts = [
                Text("forum-reveal-camp-several", {"camps": Text(SORTED_LIST_ID, {"items": camps})})
            ]
    elif len(told.left) == 1:
        role = _with_article(histories[0], told.ruleset)
        texts = [Text("reveal-one", {"player": told.left[0], "role": role})]
    else:  # SPEC 1: names and roles apart; the reader's alphabet orders the roles
        once = Counter(history[-1] for history in histories)
        roles = tuple(  # E1: "the Boss and the Psycho"; a role told twice merges ("Citizen ×2")
            _with_article(history, told.ruleset)
            if once[history[-1]] == 1
            else role_with_history(history, told.ruleset)
            for history in histories
        )
        texts = [Text("reveal-several", {"roles": Text(SORTED_LIST_ID, {"items": roles})})]
    texts.extend(Text(pick("epitaph"), {"player": player}) for player in told.left)
    return texts


_MET_BY_SEEKING = frozenset({"private-seek-robber-found", "private-seek-kili-found"})
"""A seek's find that already says whom the seeker now knows (U6: no `private-met` after it)."""


def private_items(result: PhaseResult, before: Game | None = None) -> Mapping[str, list[Text]]:
    """What each player is told privately after `result`: one Text per private item (SPEC 5.2).

    `before`, the game the phase was resolved on, tells whose item it is (Thorin seeks the
    stone, Tauriel seeks Kili, a robber seeks his own). Item types this module does not know are
    left out (a test checks the engine sends none).
    """
    told: dict[str, list[Text]] = {}
    ruleset = result.ruleset
    for name, items in result.private.items():
        role = before.role(name) if before is not None else ""
        texts = [text for item in items if (text := private_item(item, ruleset, role)) is not None]
        found = {t.args.get("target") for t in texts if t.id in _MET_BY_SEEKING}
        texts = [  # U6: "you found Kili: Egor" already says whom you now know
            t for t in texts if not (t.id == "private-met" and t.args.get("player") in found)
        ]
        if texts:
            told[name] = texts
    return told


def prompts(game: Game) -> Mapping[str, list[Text]]:
    """What the host asks players to decide in `game`'s current phase (`prompt-<verb>`), e.g.
    a loner Gollum asked once more for his side (R45)."""
    return {
        name: [Text(f"prompt-{verb}", {"phase": game.phase.kind}) for verb in verbs]
        for name, verbs in game.prompts().items()
    }


def private_item(item: Mapping[str, Any], ruleset: str = "city", role: str = "") -> Text | None:
    """One private item of SPEC 5.2 of a `ruleset` game, told to a player of `role`, as a Text,
    or None for an unknown type."""
    told = engine.told_item(item)
    if told.failed:
        return Text(f"private-{told.type}-failed")
    if told.type == "seek":
        return _seek(told.fields, ruleset, role)
    builder = _ITEM_BUILDERS.get(told.type)
    return builder(told.fields, ruleset) if builder is not None else None


def _yes_no(value: object) -> str:
    return "yes" if value else "no"


def _camp_member(camp: object) -> Text:
    return Text(f"camp-member-{camp}")


def _visitors(camps: Sequence[object]) -> tuple[Arg, ...]:
    """R63: one entry per successful visitor, told as a count per camp ("2 mafiosi")."""
    counts = Counter(str(camp) for camp in camps)
    return tuple(Text(f"visitors-{camp}", {"count": n}) for camp, n in sorted(counts.items()))


_UNKNOWN_SEEKER_GOAL = "robber"
"""The words of a seek whose seeker's role is not known (an item read without its game)."""


def _seek(item: Mapping[str, Any], ruleset: str, role: str) -> Text:
    goal = engine.seek_goal(ruleset, role) or _UNKNOWN_SEEKER_GOAL
    found = "found" if item.get("found") else "not-found"
    return Text(f"private-seek-{goal}-{found}", {"target": str(item["target"])})


def _scout(role: str, value: object) -> Text:
    if value:
        return Text(f"private-scout-{role}", {"target": str(value)})
    return Text(f"private-scout-{role}-none")


def _instruct(item: Mapping[str, Any], ruleset: str) -> Text:
    kind = str(item.get("kind", "suggest"))
    player = str(item.get("player", ""))
    if kind == "hint":
        role = role_name(str(item.get("role")), ruleset)
        return Text("private-instruct-hint", {"player": player, "role": role})
    return Text(f"private-instruct-{kind}", {"player": player})


_ITEM_BUILDERS: Mapping[str, Any] = {
    "check": lambda item, ruleset: Text(
        "private-check", {"target": str(item["target"]), "camp": _camp_member(item["camp"])}
    ),
    "boss_check": lambda item, ruleset: Text(
        "private-boss_check",
        {
            "target": str(item["target"]),
            "has_role": _yes_no(item.get("has_role")),
            "camp": _camp_member(item["camp"]),
        },
    ),
    "compare": lambda item, ruleset: Text("private-compare", {"result": str(item["result"])}),
    "watch": lambda item, ruleset: Text(
        "private-watch",
        {"count": len(item.get("camps") or ()), "camps": _visitors(item.get("camps") or ())},
    ),
    "search": lambda item, ruleset: Text(
        "private-search",
        {
            "target": str(item["target"]),
            "role": role_name(str(item["role"]), ruleset),
            "arkenstone": _yes_no(item.get("arkenstone")),
        },
    ),
    "scout": lambda item, ruleset: Text(
        "private-scout",
        {role: _scout(role, item.get(role)) for role in engine.scouted_roles(ruleset)},
    ),
    "hunt": lambda item, ruleset: Text(
        "private-hunt-stone" if item.get("stone") else "private-hunt-nothing",
        {"target": str(item["target"])},
    ),
    "instruct": _instruct,
    "smaug_named": lambda item, ruleset: Text(
        "private-smaug_named", {"player": str(item["player"])}
    ),
    "elk_died": lambda item, ruleset: Text("private-elk_died"),
    "life_spent": lambda item, ruleset: Text("private-life_spent"),
    "met": lambda item, ruleset: Text("private-met", {"player": str(item["player"])}),
    "became": lambda item, ruleset: Text(
        "private-became", {"role": role_name(str(item["role"]), ruleset)}
    ),
    "ring": lambda item, ruleset: Text("private-ring"),
}


def role_card(game: Game, name: str) -> list[Text]:
    """The role card of player `name`: role and camp, what the role does, the team they know,
    counters (arrows, orders …), items and how to vote."""
    card = game.card(name)
    ruleset = game.setup.ruleset
    title = "card-title" if card.alive else "card-title-dead"
    texts = [
        Text(title, {"role": role_name(card.role, ruleset), "camp": camp_name(card.camp, ruleset)}),
        card_text(card.role, ruleset),
    ]
    notes = engine.card_notes(game, name)
    texts.extend(_notes(notes, "role"))
    for team, members in game.teams().items():
        if name in members:
            others = tuple(member for member in members if member != name)
            texts.append(Text("card-team", {"team": team_name(team), "members": others}))
    texts.extend(_notes(notes, "team"))
    texts.extend(
        Text(f"card-counter-{key}", {"count": card.counters[key]})
        for key in CARD_COUNTERS
        if key in card.counters
    )
    texts.extend(
        Text(f"card-{key}-{'ready' if card.counters[key] > 0 else 'spent'}")
        for key in CARD_TOKENS
        if key in card.counters
    )
    texts.extend(
        Text(f"card-flag-{flag.replace(':', '-')}") for flag in CARD_FLAGS if flag in card.flags
    )
    texts.extend(_notes(notes, "items"))
    if card.alive:
        texts.append(Text("card-vote-hint"))
    return texts


def _notes(notes: Sequence[engine.CardNote], at: str) -> list[Text]:
    """The engine's card notes for one place on the card (`card-<key>`)."""
    return [
        Text(f"card-{note.key}", {"members": note.members} if note.members else {})
        for note in notes
        if note.at == at
    ]


def reminder(game: Game, minutes_left: int) -> Text:
    """The reminder posted `minutes_left` minutes before the current phase's deadline (one a
    phase: a variant of the game's bag, counted by phases)."""
    phase = game.phase
    msg_id = variant_id("reminder", game.setup.ruleset, game.setup.seed, phase.index)
    left = Text("reminder-left", {"phase": phase.kind, "minutes": minutes_left})
    return Text(msg_id, {"phase": phase.kind, "minutes": minutes_left, "left": left})


def game_over(game: Game) -> list[Text]:
    """The final post: the winner (or the kind of draw), then every player's role."""
    ruleset = game.setup.ruleset
    winner = game.winner or "draw"
    texts = [Text("game-over", {"winner": winner_name(winner, ruleset)})]
    if winner == "draw":
        if game.alive:  # R2: a stalemate
            cycles = game.setup.settings.stalemate_cycles
            texts.append(Text("game-over-stalemate", {"cycles": cycles}))
        else:
            texts.append(Text("game-over-nobody-left"))
    return [*texts, *roles_reveal(game)]


def roles_reveal(game: Game) -> list[Text]:
    """Every player's role, alive or dead, in seat order (the end of a won or stopped game); a
    role taken over shows the one it came from."""
    ruleset = game.setup.ruleset
    alive = set(game.alive)
    texts = [Text("game-over-roles")]
    for name in game.names:
        msg_id = "game-over-player-alive" if name in alive else "game-over-player-dead"
        role = role_with_history(game.role_history(name), ruleset)
        texts.append(Text(msg_id, {"player": name, "role": role}))
    return texts


def rules_overview(ruleset: str, settings: Settings) -> list[Text]:
    """The rules in short for `/rules` without a topic, with this game's host settings."""
    return [
        Text("rules-overview", {"ruleset": ruleset}),
        Text("rules-phases"),
        Text("rules-lynch", {"double_kill": _yes_no(settings.double_kill)}),  # R1, R50
        Text("rules-reveal")
        if settings.reveal == "role"
        else Text(f"forum-rules-reveal-{settings.reveal}"),
        Text(
            "rules-inactivity",  # R51
            {"inactive_days": settings.inactive_days, "min_posts": settings.min_posts},
        ),
        Text("rules-stalemate", {"stalemate_cycles": settings.stalemate_cycles}),  # R2, R52
        Text("rules-table", {"ruleset": ruleset}),
    ]


def _reveal_rule(reveal: str) -> Text:
    """What `/rules` says a death shows, by the game's `reveal` (SPEC 1: the role)."""
    return Text("rules-reveal") if reveal == "role" else Text(f"forum-rules-reveal-{reveal}")


RULESET_WORDED = frozenset({"role", "needs", "camp"})
"""The parameters of a refusal that `error_text` names in a rule set's words (role, camp ids)."""


def error_text(code: str, params: Mapping[str, str | int], ruleset: str = "city") -> Text:
    """An engine or bot refusal as a Text: `error-<code>` with its parameters, role ids turned
    into role names and camp ids into camp names (when they are ids of `ruleset`)."""
    args: dict[str, Arg] = dict(params)
    known_roles, known_camps = _ids(ruleset)
    for key in ("role", "needs"):
        value = params.get(key)
        if isinstance(value, str) and value in known_roles:
            args[key] = role_name(value, ruleset)
    camp = params.get("camp")
    if isinstance(camp, str) and camp in known_camps:
        args["camp"] = camp_name(camp, ruleset)
    phase = _PHASE_ID.fullmatch(str(params.get("phase", "")))
    if phase is not None:  # "night-3", as not_current_phase names a phase
        args["phase"] = Text("phase-name", {"kind": phase[1], "number": int(phase[2])})
    return Text(f"error-{code}", args)


def _ids(ruleset: str) -> tuple[frozenset[str], frozenset[str]]:
    """The role ids and camp ids of `ruleset` (none for an unknown rule set)."""
    try:
        return frozenset(engine.roles(ruleset)), frozenset(engine.camps(ruleset))
    except engine.EngineError:  # an unknown rule set: nothing to translate
        return frozenset(), frozenset()
