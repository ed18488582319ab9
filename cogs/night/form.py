"""The move form: one message with the choices the engine offers, as Discord components.

Everything a form needs to answer a click is in the clicked component's `custom_id` (at most 100
characters): the game, the phase, the member the Boss sends for, the verb and the arguments chosen
so far (as indices into the engine's choices, which do not change within a phase), and the slot
clicked. So a form keeps working after a restart, with no state but the store's.

    mfs:<game>:<n|d><number>:<member>:<verb>:<given>:<slot>          a select (the value chosen)
    mfb:<game>:<n|d><number>:<member>:<verb>:<given>:<slot>=<value>  a button

`member`: "-" (the player's own move) or the index among the Boss's members; `verb`: "-" or the
verb; `given`: "-" or the chosen indices joined by "." ("_" for an argument not chosen yet);
`slot`: "w" (whose move), "v" (the verb), "a<i>" (argument i, "~<page>" for a select's page),
"l" (leave the move to the Boss: 1, or take it back: 0).

The arguments are laid out by `cogs.night.values.slots` from `engine.verb_slots` (the same
mapping `/act` uses), their legal values are the engine's (`OptionsView`), and the value sent is
`cogs.night.values.action_value`'s: no rule is decided here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import engine
from bot.service.play.forms import SentMoves
from bot.service.ports.calls import OptionsView
from bot.text.i18n import Text
from cogs.night.display import request_text, value_args
from cogs.night.values import KEY, Slot, action_value, slots

__all__ = [
    "BUTTON_TEMPLATE",
    "MAX_ROWS",
    "PAGE_SIZE",
    "SELECT_TEMPLATE",
    "Choice",
    "Component",
    "Draft",
    "FormKey",
    "closed_texts",
    "components",
    "form_texts",
    "phase_code",
    "standing_texts",
]

MAX_ROWS = 5  # Discord: at most 5 action rows per message
MAX_BUTTONS = 5  # Discord: at most 5 buttons per row
MAX_OPTIONS = 25  # Discord: at most 25 options per select
PAGE_SIZE = MAX_OPTIONS - 2  # room for "previous" and "next" options
BUTTON_KINDS = frozenset({"digit", "bool", "choice", KEY})
LABEL_LIMIT = 100  # Discord: a select option's label and a placeholder (this one: 150)
BUTTON_LABEL_LIMIT = 80  # Discord: a button's label

_KEY = (
    r"(?P<game>\d+):(?P<phase>[nd]\d+):(?P<member>-|\d+):(?P<verb>-|[a-z_]+):(?P<given>-|[\d_.]+)"
)
SELECT_TEMPLATE = rf"mfs:{_KEY}:(?P<slot>w|v|a\d(?:~\d+)?)"
BUTTON_TEMPLATE = rf"mfb:{_KEY}:(?P<slot>v|l|a\d)=(?P<value>[a-z_\d]+)"


def phase_code(phase: engine.Phase) -> str:
    """A phase in a custom id: "n2" for night 2, "d3" for day 3."""
    return f"{phase.kind[0]}{phase.number}"


def _phase(code: str) -> engine.Phase:
    return engine.Phase("night" if code[0] == "n" else "day", int(code[1:]))


@dataclass(frozen=True)
class FormKey:
    """Whose form, for which phase, and what is chosen so far."""

    game_id: int
    phase: engine.Phase
    member: int | None = None  # index among the Boss's members; None: the player's own move
    verb: str | None = None
    given: tuple[int | None, ...] = ()

    def encode(self) -> str:
        """The key's part of a custom id."""
        member = "-" if self.member is None else str(self.member)
        given = ".".join("_" if i is None else str(i) for i in self.given) or "-"
        return f"{self.game_id}:{phase_code(self.phase)}:{member}:{self.verb or '-'}:{given}"

    @classmethod
    def parse(cls, match: re.Match[str]) -> FormKey:
        """The key from a matched custom id."""
        given = match["given"]
        return cls(
            int(match["game"]),
            _phase(match["phase"]),
            None if match["member"] == "-" else int(match["member"]),
            None if match["verb"] == "-" else match["verb"],
            () if given == "-" else tuple(None if i == "_" else int(i) for i in given.split(".")),
        )


@dataclass(frozen=True)
class Choice:
    """One option of a select, or one button: its value in the custom id, its label."""

    value: str
    label: Text | str
    chosen: bool = False


@dataclass(frozen=True)
class Component:
    """One action row: a select (`options`) or a row of buttons, with its custom id(s)."""

    kind: str  # "select" | "buttons"
    custom_id: str  # the select's; for buttons, the prefix (each adds "=<value>")
    choices: tuple[Choice, ...]
    placeholder: Text | None = None
    disabled: bool = False
    alphabetical: bool = False  # C3: a select of roles lists them in the reader's alphabet


@dataclass(frozen=True)
class Draft:
    """A form as shown: the key, the engine's options for the acting player, what stood."""

    key: FormKey
    ruleset: str
    options: OptionsView  # the acting player's (the Boss's member's when he sends for one)
    sent: SentMoves  # what the acting player has sent for this phase
    pages: Mapping[int, int] = field(default_factory=dict)  # argument -> the page shown
    names: Mapping[str, str] = field(default_factory=dict)  # handed-over seat -> who plays it

    @property
    def verbs(self) -> tuple[str, ...]:
        """The verbs the acting player may send in this phase."""
        return tuple(option.verb for option in self.options.now)

    @property
    def verb(self) -> str | None:
        """The verb the form is on: the chosen one, or the only one there is."""
        if self.key.verb in self.verbs:
            return self.key.verb
        return self.verbs[0] if len(self.verbs) == 1 else None

    def option(self) -> engine.VerbOption | None:
        """The engine's option of the verb the form is on."""
        return next((o for o in self.options.now if o.verb == self.verb), None)

    def layout(self) -> tuple[list[str], list[Slot]]:
        """The chosen values (up to the first argument not chosen) and the argument slots."""
        verb, option = self.verb, self.option()
        if verb is None or option is None:
            return [], []
        values: list[str] = []
        for index in self.key.given:
            layout = slots(self.ruleset, verb, values, option)
            if index is None or len(values) >= len(layout):
                break
            choices = self.choices(layout[len(values)])
            if index >= len(choices):
                break
            values.append(choices[index][0])
        return values, slots(self.ruleset, verb, values, option)

    def choices(self, slot: Slot) -> list[tuple[str, Text | str]]:
        """(value, label) of every legal value of an argument (a handed-over seat's label
        names who plays it now)."""
        found = value_args(slot, self.ruleset, fallback_players=self.sent.alive)
        if slot.kind != "player":
            return found
        return [
            (value, self.seat(value) if value in self.names else label) for value, label in found
        ]

    def seat(self, name: str) -> Text | str:
        """How a seat is named on the form: by its name, and for a seat handed to a substitute
        also by who plays it now (a label cannot mention anyone: their name, in plain text)."""
        playing = self.names.get(name)
        if playing is None:
            return name
        return Text("forms-seat-played-by", {"player": name, "user": playing})

    def required(self, values: Sequence[str], layout: Sequence[Slot]) -> int:
        """How many leading arguments the move needs before it can be sent."""
        verb = self.verb
        assert verb is not None
        form = engine.verb_slots(self.ruleset, verb)
        if not form.args:
            return 0
        if form.shape == "nested":
            inner = engine.lent_verb(self.ruleset, values[0]) if values else None
            if inner is None:
                return 2
            return 1 + engine.verb_slots(self.ruleset, inner).min_args
        if form.shape == "mapping" and form.min_args == 0:
            return max(len(layout), 2)  # the kind of instruction, then what it needs
        return form.min_args

    def move(self) -> object | None:
        """The value to send for the chosen verb, or None while the move is not complete."""
        verb = self.verb
        if verb is None:
            return None
        values, layout = self.layout()
        if len(values) < self.required(values, layout):
            return None
        return action_value(self.ruleset, verb, values)

    def choose(self, slot: str, value: str) -> Draft:
        """The draft after a click on `slot` with `value` (a page turn changes only the page)."""
        key = self.key
        if slot == "w":
            member = None if value == "-" else int(value)
            return replace(self, key=replace(key, member=member, verb=None, given=()), pages={})
        if slot == "v":
            return replace(self, key=replace(key, verb=value, given=()), pages={})
        if slot == "l":
            return self  # leaving the move to the Boss changes no choice on the form
        index = int(slot[1:].split("~", 1)[0])
        if value.startswith("p"):
            return replace(self, pages={**self.pages, index: int(value[1:])})
        chosen = int(value)
        given = list(key.given) + [None] * max(0, index + 1 - len(key.given))
        values, layout = self.layout()
        if given[index] == chosen and index >= self.required(values, layout):
            given[index] = None  # a second tap on an optional choice takes it back
        else:
            given[index] = chosen
        if self._heads_change(index):
            given = given[: index + 1]
        while given and given[-1] is None:
            given.pop()
        return replace(self, key=replace(key, given=tuple(given)))

    def _heads_change(self, index: int) -> bool:
        """Whether the arguments after `index` depend on it (a borrowed role's verb, the kind of
        an instruction): then they are chosen anew."""
        verb = self.verb
        assert verb is not None
        form = engine.verb_slots(self.ruleset, verb)
        return index == 0 and (
            form.shape == "nested" or (form.shape == "mapping" and form.min_args == 0)
        )


def _verb_label(verb: str) -> Text:
    return Text(f"discord-verb-{verb}")


def form_texts(draft: Draft) -> list[Text]:
    """The open form's message: the phase, whose move, and what stands now."""
    phase = draft.key.phase
    texts = [Text(f"forms-title-{phase.kind}", {"number": phase.number})]
    if draft.key.member is not None:
        texts.append(Text("forms-for", {"player": draft.options.player}))
    texts += standing_texts(draft.sent, draft.names)
    if not draft.verbs and not draft.options.send_for and not draft.options.may_leave:
        texts.append(Text("forms-no-move"))
    return texts


def closed_texts(sent: SentMoves, names: Mapping[str, str]) -> list[Text]:
    """A closed form's message: the phase is over, and which move stood (`names`: who plays
    each handed-over seat now)."""
    phase = sent.phase
    title = Text(f"forms-title-{phase.kind}", {"number": phase.number})
    return [title, Text("forms-closed"), *standing_texts(sent, names, closed=True)]


def standing_texts(
    sent: SentMoves, names: Mapping[str, str], *, closed: bool = False
) -> list[Text]:
    """What the player has sent for the phase: each move as accepted (or as it stood), a
    handed-over seat named with who plays it now (`names`)."""
    prefix = "forms-stood" if closed else "forms-accepted"
    texts: list[Text] = []
    if sent.left:
        texts.append(Text("forms-left"))
    for verb, value in sent.moves:
        args = request_text(value, sent.ruleset, names)
        if args is not None:
            texts.append(Text(prefix, {"verb": _verb_label(verb), "args": args}))
        else:
            texts.append(Text(f"{prefix}-bare", {"verb": _verb_label(verb)}))
    if not sent.moves and not sent.left:
        texts.append(Text(f"{prefix}-none"))
    return texts


def components(draft: Draft) -> list[Component]:
    """The form's action rows (at most 5)."""
    rows: list[Component] = []
    base = draft.key.encode()
    options = draft.options
    if options.send_for:
        members = [Choice("-", Text("forms-own-move"), draft.key.member is None)]
        members += [
            Choice(
                str(i), Text("forms-as-member", {"player": draft.seat(name)}), draft.key.member == i
            )
            for i, name in enumerate(options.send_for)
        ]
        rows.append(Component("select", f"mfs:{base}:w", tuple(members), Text("forms-pick-whose")))
    elif options.may_leave:
        left = draft.sent.left
        choice = Choice("0" if left else "1", Text("forms-take-back" if left else "forms-leave"))
        rows.append(Component("buttons", f"mfb:{base}:l", (choice,)))
    verbs = draft.verbs
    zero_arg = any(not o.args for o in options.now)
    if len(verbs) > 1 or zero_arg:
        chosen = draft.verb
        named = tuple(Choice(v, _verb_label(v), v == chosen) for v in verbs)
        if len(named) <= MAX_BUTTONS:
            rows.append(Component("buttons", f"mfb:{base}:v", named))
        else:
            rows.append(Component("select", f"mfs:{base}:v", named, Text("forms-pick-verb")))
    layout = draft.layout()[1]
    given = draft.key.given
    for index, slot in enumerate(layout):
        if len(rows) >= MAX_ROWS:
            break
        choices = draft.choices(slot)
        picked = given[index] if index < len(given) else None
        if slot.kind in BUTTON_KINDS and len(choices) <= MAX_BUTTONS:
            named = tuple(
                Choice(
                    str(i),
                    label
                    if slot.kind == KEY  # the kind of instruction names itself
                    else Text(
                        "forms-button", {"argument": _argument(slot, draft.verb), "value": label}
                    ),
                    i == picked,
                )
                for i, (_, label) in enumerate(choices)
            )
            rows.append(Component("buttons", f"mfb:{base}:a{index}", named))
            continue
        page = draft.pages.get(index, (picked or 0) // PAGE_SIZE)
        rows.append(_select(base, index, page, choices, picked, slot, draft.verb))
    return rows


_OWN_PLACEHOLDERS = frozenset({("secret_vote", "first"), ("secret_vote", "second")})
"""Arguments whose placeholder depends on the verb (U12: the Chosen's «Первый тайный голос»,
not the Journalist's «Первый игрок»)."""


def _argument(slot: Slot, verb: str | None = None) -> Text:
    if (verb, slot.name) in _OWN_PLACEHOLDERS:
        return Text(f"forms-arg-{verb}-{slot.name}")
    return Text(f"forms-arg-{slot.name}")


def _select(
    base: str,
    index: int,
    page: int,
    choices: Sequence[tuple[str, Text | str]],
    picked: int | None,
    slot: Slot,
    verb: str | None = None,
) -> Component:
    """A select of one argument's values; more than 25 go over pages, turned by an option."""
    pages = max(1, -(-len(choices) // PAGE_SIZE))
    page = min(max(page, 0), pages - 1)
    start = page * PAGE_SIZE if pages > 1 else 0
    end = start + PAGE_SIZE if pages > 1 else len(choices)
    shown: list[Choice] = []
    if pages > 1 and page > 0:
        back = Text("forms-page", {"first": (page - 1) * PAGE_SIZE + 1, "last": start})
        shown.append(Choice(f"p{page - 1}", back))
    shown += [
        Choice(str(i), label, i == picked)
        for i, (_, label) in enumerate(choices)
        if start <= i < end
    ]
    if pages > 1 and page < pages - 1:
        last = min(len(choices), end + PAGE_SIZE)
        shown.append(Choice(f"p{page + 1}", Text("forms-page", {"first": end + 1, "last": last})))
    custom_id = f"mfs:{base}:a{index}" + (f"~{page}" if page else "")
    alphabetical = slot.kind == "role" and pages == 1  # the values stay the engine's indices
    placeholder = _argument(slot, verb)
    return Component("select", custom_id, tuple(shown), placeholder, alphabetical=alphabetical)


def rendered_label(
    label: Text | str, render: Callable[[Text], str], limit: int = LABEL_LIMIT
) -> str:
    """A label as Discord takes it: rendered, at most `limit` characters (a select option's
    100; a button's `BUTTON_LABEL_LIMIT`, 80), cut with an ellipsis."""
    text = render(label) if isinstance(label, Text) else label
    return text if len(text) <= limit else text[: limit - 1] + "…"
