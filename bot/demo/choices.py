"""How a simulated player chooses: a night action per verb it is offered, a day vote, a post.

Every choice reads only the player's `Notebook` and what the game offers that player (its
`options`, and `check_action` to keep to legal values, as the /act form would), and draws from the
player's own seeded random source.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

import engine
from bot.demo.notebook import UNKNOWN_CAMP, Notebook, Post

Value = object
Check = Callable[[str, Value], bool]  # (verb, value) -> whether the game would accept it

TOP_PICK = 0.75  # how often a voter takes his strongest suspect rather than another of the top 3
BANDWAGON = 0.3  # how much one vote already standing weighs in a voter's eyes
LATE_PULL = 0.3  # the same near the deadline: a lynch beats a day without one
PATIENCE = 4  # phases in a row without a death after which a killer stops waiting (R2 ends 6)
FOLLOW = 0.9  # how often a player who saw a finding posted takes it up
TELL_FINDING = 0.8  # how often a player who found a hostile says so on the day
BLUFF = 0.2  # how often a mafioso posts a false finding on a day
SWITCH_MARGIN = 1.5  # how much stronger another suspect must look for a voter to switch
STUBBORN = 0.3  # how often a voter keeps his vote all the same
SURE = 2.5  # the suspicion at which a shooter fires (a finding posted by someone not known to lie)
BLUFF_ROLE = {"hobbit": "orc"}  # what a mafioso claims to have found, where a search names roles


def first_legal(verb: str, values: Sequence[Value], legal: Check) -> Value | None:
    """The first of `values` the game would accept for `verb`."""
    return next((value for value in values if legal(verb, value)), None)


def ranked(book: Notebook, names: Sequence[str]) -> list[str]:
    """`names` from the most suspect down (ties broken by the seed)."""
    noise = {name: book.rng.random() * 0.01 for name in names}
    return sorted(names, key=lambda name: -(book.suspicion(name) + noise[name]))


def shuffled(rng: random.Random, names: Sequence[str]) -> list[str]:
    """A seeded shuffle of `names`."""
    out = list(names)
    rng.shuffle(out)
    return out


def targets(book: Notebook) -> list[str]:
    """Players an attacker of this camp may aim at: living, not known to be on his side."""
    return [name for name in book.others() if not book.friend(name)]


def kill_order(book: Notebook) -> list[str]:
    """A killer's preference: those who posted findings (information roles), those he checked
    himself and found against him, the rest by the seed."""
    pool = targets(book)
    claimers = [n for n in book.claimers() if n in pool]
    known = [n for n in book.findings if n in pool and n not in claimers]
    rest = shuffled(book.rng, [n for n in pool if n not in claimers and n not in known])
    return claimers + known + rest


def look_order(book: Notebook) -> list[str]:
    """Whom an information role looks at: unknown players, suspects first half the time."""
    unknown = [n for n in book.others() if n not in book.camps and n not in book.checked]
    pool = unknown or [n for n in book.others() if n not in book.camps]
    if book.rng.random() < 0.5:
        return ranked(book, pool)
    return shuffled(book.rng, pool)


def protect_order(book: Notebook) -> list[str]:
    """Whom a protector shields: a friend who posted findings, then others; himself last."""
    pool = [n for n in book.others() if not book.hostile(n)]
    claimers = [n for n in book.claimers() if n in pool and n not in book.findings]
    return [*claimers, *shuffled(book.rng, [n for n in pool if n not in claimers]), book.name]


# --- night (and day) actions, one chooser per verb ------------------------------------------------


def choose_action(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """The value this player sends for one offered verb, or None to send nothing."""
    chooser = CHOOSERS.get(option.verb)
    if chooser is None:
        return None
    return chooser(book, option, legal)


def _kill(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    if into_a_draw(book):
        return None
    if book.camp == "loner":
        return _gollum_kill(book, option, legal)
    order = kill_order(book)
    for item in book.instructions:  # R35: the orcs follow Sauron's order or suggestion
        player = str(item.get("player"))
        if item.get("kind") in ("order", "suggest") and player in order:
            order.insert(0, player)
    return first_legal("kill", [_with_digit(book, option, n) for n in order], legal)


def _gollum_kill(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """Gollum on the civilians' side kills only a strong suspect; a loner, like the mafia."""
    if (book.side or book.leaning) == "civilians":
        suspects = [n for n in ranked(book, book.others()) if book.suspicion(n) > 1.0]
        order = suspects[:1]
    else:
        order = kill_order(book)
    return first_legal("kill", [_with_digit(book, option, n) for n in order], legal)


def into_a_draw(book: Notebook) -> bool:
    """Whether a kill tonight would leave him alone with one opponent: a day of two ends in a
    double lynch (R1), a draw, so a killer who can still win waits, once (R2: a game where
    nobody leaves ends in a draw too)."""
    others = book.others()
    alone = len(others) == 2 and not any(book.friend(name) for name in others)
    return alone and book.quiet < PATIENCE


def _with_digit(book: Notebook, option: engine.VerbOption, name: str) -> Value:
    digits = next((a.choices for a in option.args if a.kind == "digit"), ())
    if not digits:
        return name
    return {"target": name, "digit": int(book.rng.choice(digits))}


def _check(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    if book.camp == "mafia":
        order = shuffled(book.rng, [n for n in targets(book) if n not in book.checked])
        return first_legal("check", order, legal)
    return first_legal("check", look_order(book), legal)


def hunter(book: Notebook, role: str | None) -> bool:
    """Whether `role`'s shot harms only one role (the rule set's `engine.quarry`): the Bard's,
    whose quarry is Smaug, the one the notebook keeps as `book.smaug` once named (R37)."""
    return role is not None and engine.quarry(book.ruleset, role) is not None


def _search(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    values: list[Value] = []
    for name in look_order(book):
        share = book.smaug is not None and hunter(book, book.roles.get(name))
        values.append({"target": name, "share_smaug": True} if share else {"target": name})
    hunters = [n for n, role in book.roles.items() if hunter(book, role) and n in book.alive]
    if book.smaug is not None and hunters:  # R37: tell the Bard who Smaug is
        values.insert(0, {"target": hunters[0], "share_smaug": True})
    return first_legal("search", values, legal)


def _heal(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    return first_legal(option.verb, protect_order(book), legal)


def _guard(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    members = [n for n in book.others() if book.friend(n)]
    return first_legal("guard", [*shuffled(book.rng, members), book.name], legal)


def _harm(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """Rob, beat, invite, curse, block, mine, mute: the most suspect (for the mafia and the
    robbers: the likeliest information role)."""
    if book.camp == "civilians":
        order = ranked(book, [n for n in book.others() if not book.friend(n)])
    else:
        order = kill_order(book)
    return first_legal(option.verb, order, legal)


def _shoot(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """The Shooter, Legolas: only at a known hostile or a strong suspect; Bard only at Smaug."""
    if hunter(book, book.role):
        return first_legal("shoot", [book.smaug] if book.smaug else [], legal)
    sure = [
        n
        for n in ranked(book, book.others())
        if book.hostile(n) or (book.accused(n) and book.suspicion(n) >= SURE)
    ]
    return first_legal("shoot", sure[:1], legal)


def _redirect(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """The Swindler turns a likely checker onto one of his own (a frame, R79) or elsewhere."""
    members = [n for n in book.others() if book.friend(n)]
    values: list[Value] = []
    for victim in kill_order(book):
        onto = members if members and book.rng.random() < 0.5 else targets(book)
        pool = [n for n in onto if n != victim]
        if pool:
            values.append({"target": victim, "to": book.rng.choice(pool)})
    return first_legal("redirect", values, legal)


def _compare(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    return first_legal("compare", [[book.name, n] for n in look_order(book)], legal)


def _watch(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    return first_legal("watch", protect_order(book), legal)


def _seek(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    unknown = [n for n in book.others() if n not in book.camps and n not in book.checked]
    return first_legal("seek", shuffled(book.rng, unknown), legal)


def _hunt(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    return first_legal("hunt", shuffled(book.rng, targets(book)), legal)


def _become(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    roles = next((a.choices for a in option.args if a.kind == "role"), ())
    return first_legal("become", list(roles), legal)


def _borrow(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """The Courtesan borrows a dead role's ability and uses it as that role would."""
    roles = next((a.choices for a in option.args if a.kind == "role"), ())
    for role in sorted(roles, key=lambda r: borrow_rank(book, r)):
        verb = engine.lent_verb(book.ruleset, role)
        if verb is None:
            continue
        inner = CHOOSERS.get(verb)
        if inner is None:
            continue
        value = inner(book, engine.VerbOption(verb, ()), lambda _v, _x: True)
        if value is not None:
            borrowed = {"role": role, verb: value}
            if legal("borrow", borrowed):
                return borrowed
    return None


BORROW_PREFERENCE = ("check", "heal", "shoot", "compare", "curse", "watch")
"""The verbs a Courtesan would rather borrow, the likeliest to help first (her tactics; which
dead role lends which verb is the rule set's, `engine.lent_verb`)."""


def borrow_rank(book: Notebook, role: str) -> int:
    """Where borrowing `role` comes in the Courtesan's preference (a role lending no verb she
    prefers comes last)."""
    verb = engine.lent_verb(book.ruleset, role)
    preferred = BORROW_PREFERENCE
    return preferred.index(verb) if verb in preferred else len(preferred)


def _instruct(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """Sauron names a likely information role to the orcs; an order now and then (R35)."""
    order = kill_order(book)
    kind = "order" if book.rng.random() < 0.3 else "suggest"
    values: list[Value] = [{kind: n} for n in order]
    values += [{"suggest": n} for n in order]
    return first_legal("instruct", values, legal)


def _digit(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    return first_legal("digit", [book.rng.choice((1, 2))], legal)


def _side(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """Gollum says once which side he leans to (R45); he kills accordingly from the first night."""
    if book.side is not None:
        return None
    return first_legal("side", [book.leaning], legal)


def _ring(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    """Bilbo (or Gollum) puts the Ring on once he has told the table what he found."""
    if book.day is False:  # R70: worn by night it forbids tonight's search
        return None
    exposed = book.name in book.claimers() or book.rng.random() < 0.1
    return first_legal("ring", [True], legal) if exposed else None


def _secret_vote(book: Notebook, option: engine.VerbOption, legal: Check) -> Value | None:
    top = ranked(book, [n for n in book.others() if not book.friend(n)])
    return first_legal("secret_vote", [top[:2], top[:1]], legal) if top else None


CHOOSERS: Mapping[str, Callable[[Notebook, engine.VerbOption, Check], Value | None]] = {
    "kill": _kill,
    "check": _check,
    "search": _search,
    "heal": _heal,
    "guard": _guard,
    "rob": _harm,
    "beat": _harm,
    "invite": _harm,
    "curse": _harm,
    "block": _harm,
    "mine": _harm,
    "mute": _harm,
    "shoot": _shoot,
    "redirect": _redirect,
    "compare": _compare,
    "watch": _watch,
    "seek": _seek,
    "hunt": _hunt,
    "become": _become,
    "borrow": _borrow,
    "instruct": _instruct,
    "digit": _digit,
    "side": _side,
    "ring": _ring,
    "secret_vote": _secret_vote,
}


# --- the day: a vote and what the player says --------------------------------------------------


def choose_vote(
    book: Notebook, today: Sequence[Post], tally: Mapping[str, int]
) -> tuple[str | None, Post | None]:
    """The player's vote (a living player, never himself) and the post that goes with it.

    Who found a hostile votes for him and says so, most days; the mafia may post a false finding;
    the rest weigh their suspicion, the findings posted today and the votes already standing, so
    votes gather on a few names.
    """
    rng = book.rng
    candidates = vote_candidates(book)
    if not candidates:
        return None, None
    found = [n for n in book.living_findings() if n in candidates]
    if found and book.camp != "mafia":
        target = found[0]
        own = target in book.findings  # found by his own action (a deduction is only voted)
        if own and target not in book.announced and rng.random() < TELL_FINDING:
            camp = book.camps.get(target, UNKNOWN_CAMP)
            if camp == UNKNOWN_CAMP:
                return target, Post(book.name, "differs", target)
            return target, Post(book.name, "found", target, camp, role=book.roles.get(target, ""))
        return target, Post(book.name, "vote", target)
    if book.camp == "mafia" and not today and rng.random() < BLUFF:
        target = rng.choice(candidates)
        role = BLUFF_ROLE.get(book.ruleset, "")  # a false search names a role, a check a camp
        return target, Post(book.name, "found", target, "mafia", role=role)
    best = by_weight(book, candidates, tally)
    target = best[0] if rng.random() < TOP_PICK else rng.choice(best[:3])
    source = next((p.speaker for p in today if p.target == target and p.kind == "found"), "")
    if source and source != book.name and rng.random() < FOLLOW:
        return target, Post(book.name, "follow", target, source=source)
    if rng.random() < 0.3:
        return target, Post(book.name, "suspect", target)
    return target, Post(book.name, "vote", target)


def revise_vote(
    book: Notebook, current: str | None, today: Sequence[Post], tally: Mapping[str, int]
) -> tuple[str | None, Post | None]:
    """Before the deadline a player looks at the talk and the tally again and may change his
    vote (the tally keeps the old one struck through); a changed vote is said aloud."""
    candidates = vote_candidates(book)
    if not candidates:
        return current, None
    if book.camp != "mafia" and any(n in candidates for n in book.living_findings()):
        return current, None  # he votes on what he found
    best = by_weight(book, candidates, tally, current, LATE_PULL)
    if current is None or best[0] == current:
        return best[0], None
    gain = weight(book, best[0], tally, pull=LATE_PULL)
    gain -= weight(book, current, tally, current, LATE_PULL)
    if gain < SWITCH_MARGIN or book.rng.random() < STUBBORN:
        return current, None
    return best[0], Post(book.name, "switch", best[0])


def speak_up(book: Notebook, tally: Mapping[str, int]) -> Post | None:
    """When a player he checked and found on his side is about to be lynched, a civilian says
    so (and so shows what he is)."""
    if book.camp == "mafia":
        return None
    leading = max(tally.values(), default=0)
    for name in book.others():
        known = name in book.checked and book.friend(name) and name not in book.announced
        if known and leading >= 2 and tally.get(name, 0) == leading:
            return Post(book.name, "cleared", name, book.camp)
    return None


def vote_candidates(book: Notebook) -> list[str]:
    """Whom the player may vote for: living players but himself, not known to be his allies
    (anyone else when only allies are left)."""
    candidates = [n for n in book.others() if not book.friend(n)]
    return candidates or book.others()


def weight(
    book: Notebook, name: str, tally: Mapping[str, int], own: str | None = None, pull: float = 0.0
) -> float:
    """How strongly the player wants `name` lynched: suspicion (today's posts included) and the
    votes already standing on `name` (the player's own not counted), each worth `pull`."""
    votes = tally.get(name, 0) - (1 if name == own else 0)
    return book.suspicion(name) + (pull or BANDWAGON) * votes


def by_weight(
    book: Notebook,
    names: Sequence[str],
    tally: Mapping[str, int],
    own: str | None = None,
    pull: float = 0.0,
) -> list[str]:
    """`names` from the strongest wish to lynch down (ties broken by the seed)."""
    noise = {name: book.rng.random() * 0.2 for name in names}
    return sorted(names, key=lambda n: -(weight(book, n, tally, own, pull) + noise[n]))
