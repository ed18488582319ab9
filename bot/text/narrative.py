"""The host's voice: engine results turned into lists of `Text` (pure functions, no I/O).

Everything here maps engine values (SPEC 5.2) to message ids of `locales/*/narrative.ftl`,
`roles.ftl`, `private.ftl` and `errors.ftl`; the Table port renders them in each reader's language.
Public posts never say who did what to whom (SPEC section 1): a night names who left the game and
what their roles were, never the cause; when several left in one phase their roles are listed
apart from their names, in role-id order (not seat or death order), so the list gives nothing away.

Role names: `role-<id>` for every role of both rule sets; `citizen` exists in both, so every role
name carries the `ruleset` argument and `role-citizen` selects on it (`role_name` does this).
"""

from __future__ import annotations

import re
import zlib
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import engine
from bot.text.i18n import Arg, Text
from engine import Announcement, Game, PhaseResult, Settings

__all__ = [
    "CARD_COUNTERS",
    "CARD_FLAGS",
    "CARD_HIDDEN",
    "CARD_TOKENS",
    "FAILABLE_ITEMS",
    "PRIVATE_ITEM_TYPES",
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
    "role_name",
    "roles_reveal",
    "rules_overview",
    "ruleset_name",
    "summary",
    "team_name",
    "variant_id",
    "winner_name",
]

VARIANTS: Mapping[str, int] = {
    "night-falls": 4,
    "day-breaks": 4,
    "quiet-night": 3,
    "lynch": 3,
}
"""How many numbered variants (`<family>-<ruleset>-<n>`) each frequent line has, per rule set."""

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


def variant_id(family: str, ruleset: str, seed: int | None, kind: str, number: int) -> str:
    """The message id of one variant of a frequent line, chosen from the game's seed and phase.

    Deterministic across processes (CRC32, not `hash`), so a restarted bot says the same thing.
    """
    count = VARIANTS[family]
    key = f"{seed or 0}:{family}:{kind}:{number}".encode()
    return f"{family}-{ruleset}-{zlib.crc32(key) % count + 1}"


def phase_started(game: Game) -> list[Text]:
    """The post that opens `game.phase`: night falls or day breaks (a seeded variant)."""
    phase = game.phase
    family = "night-falls" if phase.kind == "night" else "day-breaks"
    msg_id = variant_id(family, game.setup.ruleset, game.setup.seed, phase.kind, phase.number)
    return [Text(msg_id, {"number": phase.number})]


def summary(result: PhaseResult, before: Game, after: Game) -> list[Text]:
    """The public posts for a resolved phase: who left, the lynch, the roles revealed, public flags.

    `before` is the game the phase was resolved on, `after` the game it produced. What is public
    is the engine's `announcement`; this only chooses the words.
    """
    told = engine.announcement(result, before)
    seed = before.setup.seed
    texts: list[Text] = []
    if told.phase.kind == "night":
        texts.extend(_night_deaths(told, seed))
    else:
        texts.extend(_day_outcome(told, seed))
    texts.extend(_reveals(told))
    for notice in told.notices:
        args: dict[str, Arg] = {}
        if notice == "kill_failed":
            args = {"phase": told.phase.kind, "deaths": len(told.left)}
        texts.append(Text(notice.replace("_", "-"), args))
    return texts


def _night_deaths(told: Announcement, seed: int | None) -> list[Text]:
    texts: list[Text] = []
    if told.untold:
        args: dict[str, Arg] = {
            "ruleset": told.ruleset,
            "count": len(told.untold),
            "players": told.untold,
        }
        texts.append(Text("night-deaths", args))
    elif "kill_failed" not in told.notices:
        phase = told.phase
        texts.append(Text(variant_id("quiet-night", told.ruleset, seed, phase.kind, phase.number)))
    return texts


def _day_outcome(told: Announcement, seed: int | None) -> list[Text]:
    phase, ruleset, lynched = told.phase, told.ruleset, told.lynched
    texts: list[Text] = []
    if not lynched:
        texts.append(Text("lynch-none", {"ruleset": ruleset}))
    elif told.lynch_failed:
        texts.append(Text("lynch-picked", {"players": lynched}))
        texts.extend(Text("lynch-failed", {"player": name}) for name in told.lynch_failed)
    elif len(lynched) == 1:
        msg_id = variant_id("lynch", ruleset, seed, phase.kind, phase.number)
        texts.append(Text(msg_id, {"player": lynched[0]}))
    else:  # R1: a double kill
        texts.append(Text("lynch-double", {"players": lynched}))
    causes = dict.fromkeys(death.cause for death in told.told)  # in order of first death
    for cause in causes:
        players = tuple(death.player for death in told.told if death.cause == cause)
        if cause in _ONE_LINE_EACH:
            texts.extend(Text(f"death-{cause}", {"player": player}) for player in players)
        else:
            texts.append(Text(f"death-{cause}", {"players": players, "count": len(players)}))
    if told.untold:
        texts.append(Text("death-day", {"players": told.untold, "count": len(told.untold)}))
    return texts


def _reveals(told: Announcement) -> list[Text]:
    if told.left and told.reveal == "none":  # a dark game: nothing is told
        return [Text("forum-reveal-dark", {"count": len(told.left)})]
    if told.left and told.reveal == "camp":
        camps = tuple(camp_name(camp, told.ruleset) for camp in told.camps)
        if len(told.left) == 1:
            return [Text("forum-reveal-camp-one", {"player": told.left[0], "camp": camps[0]})]
        return [Text("forum-reveal-camp-several", {"camps": camps})]
    if len(told.left) == 1:
        role = role_name(told.roles[0], told.ruleset)
        return [Text("reveal-one", {"player": told.left[0], "role": role})]
    if told.left:  # SPEC 1: names and roles apart (the engine orders the roles)
        return [
            Text("reveal-several", {"roles": tuple(role_name(r, told.ruleset) for r in told.roles)})
        ]
    return []


def private_items(result: PhaseResult) -> Mapping[str, list[Text]]:
    """What each player is told privately after `result`: one Text per private item (SPEC 5.2).

    Item types this module does not know are left out (a test checks the engine sends none).
    """
    told: dict[str, list[Text]] = {}
    ruleset = result.ruleset
    for name, items in result.private.items():
        texts = [text for item in items if (text := private_item(item, ruleset)) is not None]
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


def private_item(item: Mapping[str, Any], ruleset: str = "city") -> Text | None:
    """One private item of SPEC 5.2 of a `ruleset` game as a Text, or None for an unknown type."""
    told = engine.told_item(item)
    if told.failed:
        return Text(f"private-{told.type}-failed")
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


def _scout_target(value: object) -> Arg:
    return str(value) if value else Text("private-scout-nobody")


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
        {role: _scout_target(item.get(role)) for role in ("detective", "thief", "doctor")},
    ),
    "seek": lambda item, ruleset: Text(
        "private-seek-found" if item.get("found") else "private-seek-not-found",
        {"target": str(item["target"])},
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
    """The reminder posted `minutes_left` minutes before the current phase's deadline."""
    return Text("reminder", {"phase": game.phase.kind, "minutes": minutes_left})


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
    """Every player's role, alive or dead, in seat order (the end of a won or stopped game)."""
    ruleset = game.setup.ruleset
    alive = set(game.alive)
    texts = [Text("game-over-roles")]
    for name in game.names:
        msg_id = "game-over-player-alive" if name in alive else "game-over-player-dead"
        texts.append(Text(msg_id, {"player": name, "role": role_name(game.role(name), ruleset)}))
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
