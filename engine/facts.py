"""What a rule set's data says, for the text, the demo and the Discord layer: camps, the `/act`
form of a verb, the conditional lines of a role card, what a seek looks for, whom a scout's report
names and the role a shot alone can harm."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import EngineError
from engine.game import Game
from engine.ruleset import get_ruleset
from engine.types import CardNote, PhaseInput, VerbForm


def camps(ruleset: str) -> tuple[str, ...]:
    """Every camp of a rule set (city: mafia, civilians, robbers; hobbit: mafia, civilians,
    loner), from its data."""
    return get_ruleset(ruleset).camp_ids


def camp_counts(ruleset: str, roles: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """How many roles of a list belong to each camp, in the rule set's camp order, camps with
    none left out (e.g. `(("mafia", 3), ("civilians", 8), ("robbers", 2))`); unknown roles are
    not counted (`check_roles` refuses them)."""
    rules = get_ruleset(ruleset)
    counts = {camp: 0 for camp in rules.camp_ids}
    for role in roles:
        info = rules.roles.get(role)
        if info is not None:
            counts[info.camp] += 1
    return tuple((camp, count) for camp, count in counts.items() if count)


def sleepers(game: Game, phase_input: PhaseInput) -> tuple[str, ...]:
    """Who R51 would put to sleep if the current day were resolved with `phase_input`, in seat
    order (the service hands these seats to substitutes instead, G1); () at night."""
    if game.phase.kind != "day" or game.winner is not None:
        return ()
    _, result = game.resolve(phase_input)
    return tuple(death.player for death in result.deaths if death.cause == "sleep")


def player_limits(ruleset: str) -> tuple[int, int]:
    """The fewest and the most players a game of the rule set seats."""
    rules = get_ruleset(ruleset)
    return rules.min_players, rules.max_players


def seek_goal(ruleset: str, role: str) -> str | None:
    """What a player of `role` looks for with `seek`, or None for a role that does not seek:
    "robber" for every city robber (R22), "stone" for Thorin, "kili" for Tauriel."""
    return get_ruleset(ruleset).seek_goals.get(role)


def scouted_roles(ruleset: str) -> tuple[str, ...]:
    """The roles a scout's report names, each with the player it visited tonight (city R19:
    the Detective, the Thief, the Doctor; none in a rule set without a scout)."""
    return get_ruleset(ruleset).scouted_roles


def quarry(ruleset: str, role: str) -> str | None:
    """The only role `role`'s shot can harm, or None (hobbit: the Bard's arrow harms only
    Smaug, and a Bilbo who found Smaug may name him to the Bard, R37)."""
    return get_ruleset(ruleset).quarries.get(role)


def verb_slots(ruleset: str, verb: str) -> VerbForm:
    """How `verb`'s value is built from positional slots; EngineError(unknown_verb) otherwise."""
    spec = get_ruleset(ruleset).verbs.get(verb)
    if spec is None:
        raise EngineError("unknown_verb", {"verb": verb})
    return VerbForm(spec.verb, spec.shape, spec.args, spec.min_args)


def card_notes(game: Game, name: str) -> tuple[CardNote, ...]:
    """The lines `name`'s role card shows now because its rule set's `CARD_NOTES` say so (the
    robbers' seek R22, the orcs Sauron knows R30, the Arkenstone …)."""
    card = game.card(name)
    teams = game.teams()
    notes: list[CardNote] = []
    for rule in game.rules.card_notes:
        if (rule.camp and card.camp != rule.camp) or (rule.role and card.role != rule.role):
            continue
        if (rule.unless_role and card.role == rule.unless_role) or (
            rule.flag and rule.flag not in card.flags
        ):
            continue
        members = tuple(teams.get(rule.team, ())) if rule.team else ()
        if rule.team and not members:
            continue
        notes.append(CardNote(rule.key, rule.at, members))
    return tuple(notes)
