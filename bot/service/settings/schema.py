"""Every server setting, declared once (SPEC 6): its kind, bounds or choices, default, who may set
it, whether a game keeps it from its opening, and the `/config` command that sets it.

`Config` is both the declaration and the typed view of one server's values: each class attribute
is a `Setting`, and on a `Config` it reads that setting's value with its type
(`config.night_minutes` is an int). config.toml's loading, `ServerSettings`, `/config`,
`/config show` and `/rules` all read this module; a new setting is one line here, its label in
each language (`setting-<key>`), and the code that uses it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Generic, NoReturn, TypeVar, cast, overload

import engine
from bot.service.clock.deadlines import clock_time, zone_name
from bot.text.i18n import LANGUAGES

__all__ = [
    "GAME_KEYS",
    "GROUPS",
    "NIGHT_CHATS",
    "OFF",
    "SCHEMA",
    "SETTINGS",
    "SPECTATORS",
    "VISIBILITIES",
    "Config",
    "Kind",
    "Scope",
    "Setting",
    "Who",
    "check_value",
    "settings_of",
]

log = logging.getLogger(__name__)

T = TypeVar("T")

WEEK_MINUTES = 7 * 24 * 60
DAY_MINUTES = 24 * 60
DISCORD_ID_MAX = 2**63 - 1
"""Discord ids (snowflakes) fit in a signed 64-bit integer; 0 means "not set"."""

VISIBILITIES = ("open", "counts", "hidden")
"""`vote_visibility`: every vote with its voter; the counts without names; nothing until the
deadline (the full tally is posted at the deadline)."""

NIGHT_CHATS = ("open", "closed")
"""`night_chat`: the game channel stays open at night, or the living may not write there."""

SPECTATORS = ("off", "dead_chat", "all")
"""`spectators`: nobody watches; watchers read and write in the dead chat; they also read every
team channel."""

OFF = ""
"""A clock-time setting that is off: phases of that kind last their minutes."""

_OFF_WORDS = ("", "off", "-", "нет", "выкл")


class Kind(Enum):
    """What a setting's value is, and so how it is checked, asked for and shown."""

    NUMBER = "number"  # a whole number within [low, high]
    SWITCH = "switch"  # on or off
    CHOICE = "choice"  # one of `choices` (shown as `choice-<key>-<value>`)
    ZONE = "zone"  # an IANA time zone ("europe/berlin" is stored as "Europe/Berlin")
    CLOCK = "clock"  # a wall-clock time "HH:MM", or OFF
    CHANNEL = "channel"  # a text channel's id (0: not set)
    CATEGORY = "category"  # a category's id (0: not set)
    ROLE = "role"  # a role's id (0: not set)


DISCORD_KINDS = frozenset({Kind.CHANNEL, Kind.CATEGORY, Kind.ROLE})
"""Kinds whose value is a Discord id: `/config` asks for the object, not the number."""


class Scope(Enum):
    """Whose a setting's value is once a game runs."""

    SERVER = "server"  # the server's: read when needed (language, channels, roles)
    GAME = "game"  # kept by a game from its opening (later changes apply to new games)


class Who(Enum):
    """Who may change a setting."""

    HOST = "host"  # a server host: Manage Server, or the server's host role


GROUPS = ("setup", "forum", "table", "options", "callups", "substitutes")
"""The `/config` subcommands that set settings, in the order `/config show` lists them."""


@dataclass(frozen=True, eq=False)
class Setting(Generic[T]):
    """One server setting. `key` is the attribute's name on `Config`; `group` is the `/config`
    subcommand with its option (None: set in config.toml only); `unit` words its number when
    shown ("minutes", "days"); `sight`: it decides who sees what of a game (a channel, a
    category, a role), so a seated player may not change it while their game runs; `yields_to`
    names the clock time that, when set, wins over this length (`/config show` says so)."""

    kind: Kind
    default: T
    scope: Scope
    group: str | None = None
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()
    unit: str | None = None
    who: Who = Who.HOST
    sight: bool = False
    yields_to: str | None = None  # a clock-time setting that, when set, decides instead of this
    key: str = field(default="", init=False)

    def __set_name__(self, owner: type, name: str) -> None:
        object.__setattr__(self, "key", name)

    @overload
    def __get__(self, config: None, owner: type | None = None) -> Setting[T]: ...
    @overload
    def __get__(self, config: Config, owner: type | None = None) -> T: ...
    def __get__(self, config: Config | None, owner: type | None = None) -> Setting[T] | T:
        if config is None:
            return self
        return cast(T, config[self.key])  # Config checked every value on entry

    @property
    def option(self) -> str:
        """The `/config` option's name: the key, without `_id` for a channel, category or role."""
        return self.key.removesuffix("_id") if self.kind in DISCORD_KINDS else self.key

    @property
    def label(self) -> str:
        """The message id of the setting's name in `/config show` and `/rules`."""
        return f"setting-{self.key}"

    def bounds(self) -> str:
        """The values allowed, in words (for an error about config.toml)."""
        if self.kind is Kind.SWITCH:
            return "true or false"
        if self.kind is Kind.CHOICE:
            return "one of " + ", ".join(repr(c) for c in self.choices)
        if self.kind is Kind.ZONE:
            return "an IANA time zone such as 'Europe/Moscow'"
        if self.kind is Kind.CLOCK:
            return "a clock time 'HH:MM', or '' (off)"
        return f"a whole number from {self.low} to {self.high}"

    def check(self, value: object) -> T:
        """`value` for this setting, normalized ("europe/berlin" -> "Europe/Berlin", "9:30" ->
        "09:30", "off" -> ""); ValueError naming the key when it is not allowed."""
        checked: Any = _checked(self, value)
        if checked is None:
            raise ValueError(self.key)
        result: T = checked
        return result

    def kept(self, settings: Mapping[str, object]) -> T:
        """This setting in a game's kept `settings` (a game opened before it existed, or a value
        no longer allowed, such as a time zone dropped from tzdata: its default)."""
        if self.key not in settings:
            return self.default
        try:
            return self.check(settings[self.key])
        except ValueError:
            log.warning(
                "kept setting %s=%r is not allowed; using %r",
                self.key,
                settings[self.key],
                self.default,
            )
            return self.default


def _checked(setting: Setting[Any], value: object) -> object | None:
    kind = setting.kind
    if kind is Kind.SWITCH:
        return value if isinstance(value, bool) else None
    if kind is Kind.CHOICE:
        return value if isinstance(value, str) and value in setting.choices else None
    if kind is Kind.ZONE:
        return zone_name(value) if isinstance(value, str) else None
    if kind is Kind.CLOCK:
        if not isinstance(value, str):
            return None
        if value.strip().casefold() in _OFF_WORDS:
            return OFF
        at = clock_time(value)
        return None if at is None else at.strftime("%H:%M")
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if setting.low <= value <= setting.high else None


_RULES = engine.Settings()  # the rules' defaults live in the engine only


def _discord_id(kind: Kind, group: str, *, sight: bool = False) -> Setting[int]:
    """A server's channel, category or role, chosen with `/config <group>` (0: not set)."""
    return Setting(kind, 0, Scope.SERVER, group, low=0, high=DISCORD_ID_MAX, sight=sight)


class Config(dict[str, object]):
    """One server's settings (or the defaults), every value checked; read them by name. Read-only:
    `Config(values, base)` is `base` (the built-in defaults when None) with `values` on top."""

    language = Setting(Kind.CHOICE, "ru", Scope.SERVER, "setup", choices=LANGUAGES)
    ruleset = Setting(Kind.CHOICE, "city", Scope.SERVER, "setup", choices=engine.RULESETS)
    game_channel_id = _discord_id(Kind.CHANNEL, "setup")
    category_id = _discord_id(Kind.CATEGORY, "setup", sight=True)  # the team channels' place
    dead_chat_id = _discord_id(Kind.CHANNEL, "setup", sight=True)
    night_minutes = Setting(
        Kind.NUMBER,
        20,
        Scope.GAME,
        "setup",
        low=1,
        high=WEEK_MINUTES,
        unit="minutes",
        yields_to="night_ends",
    )
    day_minutes = Setting(
        Kind.NUMBER,
        60,
        Scope.GAME,
        "setup",
        low=1,
        high=WEEK_MINUTES,
        unit="minutes",
        yields_to="day_ends",
    )
    host_role_id = _discord_id(Kind.ROLE, "setup")
    reminder_minutes = Setting(
        Kind.NUMBER, 5, Scope.GAME, "table", low=0, high=DAY_MINUTES, unit="minutes"
    )  # the reminder before a phase ends (0: none)
    double_kill = Setting(Kind.SWITCH, _RULES.double_kill, Scope.GAME, "table")  # R1
    inactive_days = Setting(
        Kind.NUMBER, _RULES.inactive_days, Scope.GAME, "table", low=0, high=30, unit="days"
    )  # R51; 0 turns it off
    min_posts = Setting(Kind.NUMBER, _RULES.min_posts, Scope.GAME, "table", low=0, high=1000)
    stalemate_cycles = Setting(
        Kind.NUMBER, _RULES.stalemate_cycles, Scope.GAME, "table", low=0, high=100
    )  # R2/R52; 0 turns it off
    stats_min_games = Setting(
        Kind.NUMBER, 5, Scope.SERVER, "table", low=1, high=10_000
    )  # /stats top: the finished games needed to rank by win rate
    warnings_to_remove = Setting(
        Kind.NUMBER, 3, Scope.GAME, "table", low=0, high=20
    )  # R90: `/host warn` removes the player at this many warnings in one game (0: never)
    team_archives = Setting(
        Kind.NUMBER, 40, Scope.SERVER, low=0, high=49
    )  # the finished games' team channels a category keeps (Discord: 50 channels in all)
    vote_changes = Setting(
        Kind.CHOICE,
        _RULES.vote_changes,
        Scope.GAME,
        "forum",
        choices=engine.SETTING_CHOICES["vote_changes"],
    )
    reveal = Setting(
        Kind.CHOICE, _RULES.reveal, Scope.GAME, "forum", choices=engine.SETTING_CHOICES["reveal"]
    )
    timezone = Setting(Kind.ZONE, "Europe/Moscow", Scope.GAME, "forum")
    day_ends = Setting(Kind.CLOCK, OFF, Scope.GAME, "forum")
    night_ends = Setting(Kind.CLOCK, OFF, Scope.GAME, "forum")
    min_phase_minutes = Setting(
        Kind.NUMBER, 60, Scope.GAME, "forum", low=0, high=WEEK_MINUTES, unit="minutes"
    )  # a phase that ends by the clock lasts at least this long
    vote_visibility = Setting(Kind.CHOICE, "open", Scope.GAME, "forum", choices=VISIBILITIES)
    warn_absent = Setting(Kind.SWITCH, True, Scope.GAME, "forum")  # R51's private warning
    players_role_id = _discord_id(Kind.ROLE, "callups", sight=True)  # the role a call-up pings
    auto_substitute = Setting(Kind.SWITCH, False, Scope.GAME, "substitutes")  # G1
    # Table options (/config options): each off by default, kept by a game
    night_chat = Setting(
        Kind.CHOICE, "open", Scope.GAME, "options", choices=NIGHT_CHATS
    )  # closed: the living may not write in the game channel at night
    spectators = Setting(Kind.CHOICE, "off", Scope.GAME, "options", choices=SPECTATORS)
    dead_see_teams = Setting(Kind.SWITCH, False, Scope.GAME, "options")  # the dead read the teams
    majority_lynch = Setting(Kind.SWITCH, _RULES.majority_lynch, Scope.GAME, "options")  # R91

    def __init__(self, values: Mapping[str, object] = {}, base: Config | None = None) -> None:
        """Check every known value of `values` (ValueError naming the first bad key); unknown
        keys are left out."""
        merged = dict(_BUILTIN if base is None else base)
        for key, value in values.items():
            setting = SETTINGS.get(key)
            if setting is not None:
                merged[key] = setting.check(value)
        super().__init__(merged)

    @classmethod
    def stored(cls, values: Mapping[str, object], base: Config) -> Config:
        """A server's stored `values` over `base`: a value no longer allowed (a bound narrowed
        since it was stored) falls back to `base`'s, with a warning in the log."""
        kept: dict[str, object] = {}
        for key, value in values.items():
            setting = SETTINGS.get(key)
            if setting is None:
                continue
            try:
                kept[key] = setting.check(value)
            except ValueError:
                log.warning(
                    "stored setting %s=%r is no longer allowed; using %r", key, value, base[key]
                )
        return cls(kept, base)

    @staticmethod
    def view(values: Mapping[str, object]) -> Config:
        """`values` as a Config (themselves when they are one; else checked over the defaults)."""
        return values if isinstance(values, Config) else Config(values)

    def with_values(self, **changes: object) -> Config:
        """These settings with `changes` on top (checked)."""
        return Config(changes, self)

    def kept_by_a_game(self) -> dict[str, object]:
        """The values a game keeps from its opening (`Scope.GAME`), in the schema's order."""
        return {key: self[key] for key in GAME_KEYS}

    def _read_only(self, *args: Any, **kwargs: Any) -> NoReturn:
        """Refuse a change in place: a Config is shared (a server's cached settings)."""
        raise TypeError("a Config is read-only: make a new one with with_values()")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _read_only
    __ior__ = _read_only


def _declared(owner: type) -> Iterable[Setting[Any]]:
    return (value for value in vars(owner).values() if isinstance(value, Setting))


SCHEMA: tuple[Setting[Any], ...] = tuple(_declared(Config))
"""Every setting, in the order config.toml, `/config show` and `/rules` list them."""
SETTINGS: Mapping[str, Setting[Any]] = {setting.key: setting for setting in SCHEMA}
"""Each setting by its key."""
GAME_KEYS = tuple(setting.key for setting in SCHEMA if setting.scope is Scope.GAME)
"""The settings a game keeps from its opening."""
_BUILTIN: dict[str, object] = {setting.key: setting.default for setting in SCHEMA}


def check_value(key: str, value: object) -> object:
    """`value` for setting `key`, checked and normalized; ValueError naming the key when `key`
    is no setting or the value is not allowed."""
    setting = SETTINGS.get(key)
    if setting is None:
        raise ValueError(key)
    return setting.check(value)


def settings_of(group: str) -> tuple[Setting[Any], ...]:
    """The settings `/config <group>` sets, in the schema's order."""
    return tuple(setting for setting in SCHEMA if setting.group == group)
