"""`/act`: night (and day) actions, in a DM with the bot or ephemerally in the server.

The Boss sends a mafia member's move with the `for` option (SPEC 3.3); a member leaves their move
to the Boss with the verb `leave` (`/act verb:leave`, or `target:no` to take it back).
"""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.choices import choice_list
from bot.discord.labels import read_typed, verb_index
from bot.discord.permissions import make_caller
from bot.discord.text import cmd, localized_options, text
from bot.service.ports.calls import Accepted, Caller, OptionsView, ParsedBy
from bot.service.ports.errors import ServiceError
from bot.text.i18n import Text
from cogs.night.display import request_text, typed_values, value_args
from cogs.night.forms import FormButton, FormSelect, NightForms
from cogs.night.values import Slot, action_value, slots, yes_or_no
from engine import EngineError, VerbOption

__all__ = ["NightCog"]

ACT_OPTIONS = ("verb", "target", "second", "extra")
_SLOT_OPTIONS = ("target", "second", "extra")
FOR_OPTION = "for"  # the option's name on Discord; `for_player` in Python
LEAVE = "leave"  # not an engine verb: a mafia member leaves their move to the Boss (SPEC 3.3)
_LEAVE_SLOT = Slot(LEAVE, "bool")


class NightCog(commands.Cog):
    """Turns /act into the service's act call; autocomplete offers only what is legal now; the
    move forms (`cogs.night.forms`) are sent by DM when a phase begins, and `/act` alone shows
    the same form ephemerally."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self._rulesets: dict[int, str] = {}  # game id -> rule set (it never changes)
        self.verbs = verb_index(bot.localizer)  # every way to type a verb (W4)
        self.forms = NightForms(bot)

    async def cog_load(self) -> None:
        """Plug the forms into the Table; register the forms' components (after a restart too)."""
        self.bot.table.use_parts(forms=self.forms)
        self.bot.add_dynamic_items(FormSelect, FormButton)

    async def cog_unload(self) -> None:
        """Stop answering form taps."""
        self.bot.remove_dynamic_items(FormSelect, FormButton)

    async def ruleset(self, caller: Caller, game_id: int) -> str:
        """The rule set of a game."""
        if game_id not in self._rulesets:
            status = await self.bot.service.queries.status(caller, game_id=game_id)
            self._rulesets[game_id] = status.ruleset
        return self._rulesets[game_id]

    @app_commands.command(name=cmd("cmd-act", "act"), description=text("cmd-act-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    @localized_options("act", *ACT_OPTIONS, for_player=FOR_OPTION)
    async def act(
        self,
        interaction: discord.Interaction,
        verb: str | None = None,
        target: str | None = None,
        second: str | None = None,
        extra: str | None = None,
        for_player: str | None = None,
    ) -> None:
        """Record an action (replacing an earlier one for the same verb before the deadline);
        the Boss names the member he sends it for in `for`. Without any option: the move form of
        the current phase, ephemerally (for players whose DMs are closed)."""
        given = (verb, target, second, extra, for_player)
        if not any((option or "").strip() for option in given):
            await self.forms.show(interaction)
            return
        caller = await make_caller(self.bot.service, interaction)
        verb = read_typed((verb or "").strip(), self.verbs).lower()  # W4: «проверить» is `check`
        if verb == LEAVE:
            await self.leave_to_boss(interaction, caller, target)
            return
        member = (for_player or "").strip() or None
        work = self._act(caller, verb, (target, second, extra), member)
        await self.bot.replies.send(interaction, await self.bot.replies.in_time(interaction, work))

    async def _act(
        self, caller: Caller, verb: str, args: tuple[str | None, ...], member: str | None
    ) -> list[Text]:
        """Send the action to the service, its value read by the game's rule set there (no
        look-up of the cog's own first: the engine checks `for` too); the reply's texts."""
        localizer = self.bot.localizer
        value = ParsedBy(
            lambda ruleset: action_value(
                ruleset, verb, typed_values(ruleset, verb, args, localizer)
            )
        )
        try:
            accepted = await self.bot.service.play.act(caller, verb, value, for_player=member)
        except EngineError as error:
            if error.code != "unknown_verb" or "verbs" in error.params:
                raise
            known = " ".join(await self._verbs_now(caller, member))
            raise EngineError("unknown_verb", {**error.params, "verbs": known}) from None
        ruleset = await self.ruleset(caller, accepted.game_id)
        texts = recorded_texts(accepted, ruleset)
        if member is not None:
            texts.append(Text("discord-act-for", {"player": accepted.player}))
        return texts

    async def _verbs_now(self, caller: Caller, member: str | None) -> list[str]:
        """The verbs the caller may send now (and for the coming night), for an unknown verb's
        error (W4); none when the caller has no game."""
        try:
            options = await self.bot.service.queries.options(caller, for_player=member)
        except (ServiceError, EngineError):
            return []
        return list(dict.fromkeys(o.verb for o in (*options.now, *options.next_night)))

    async def leave_to_boss(
        self, interaction: discord.Interaction, caller: Caller, answer: str | None
    ) -> None:
        """A member leaves tonight's move to the Boss (`answer` yes or none), or takes it back."""
        leave = True if answer is None or not answer.strip() else yes_or_no(answer)
        if leave is None:
            raise EngineError("bad_argument", {"verb": LEAVE, "argument": str(answer)})
        await self.bot.service.play.leave_to_boss(caller, leave)
        reply = Text("discord-act-left" if leave else "discord-act-taken-back")
        await self.bot.replies.send(interaction, reply)

    async def _options(
        self, interaction: discord.Interaction, *, for_member: bool = True
    ) -> tuple[OptionsView, str] | None:
        """What the caller may send (as the member named in `for`, when `for_member`)."""
        member = str(getattr(interaction.namespace, FOR_OPTION, "") or "").strip() or None
        try:
            caller = await make_caller(self.bot.service, interaction)
            options = await self.bot.service.queries.options(
                caller, for_player=member if for_member else None
            )
            return options, await self.ruleset(caller, options.game_id)
        except (ServiceError, EngineError):
            return None  # autocomplete offers nothing; the command itself will say why

    @act.autocomplete("verb")
    async def verb_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The caller's legal verbs now (and by day, for the coming night)."""
        found = await self._options(interaction)
        if found is None:
            return []
        options, _ = found
        verbs = list(dict.fromkeys(o.verb for o in (*options.now, *options.next_night)))
        if options.may_leave and options.player not in options.send_for:
            verbs.append(LEAVE)
        named = [(verb, Text(f"discord-verb-{verb}")) for verb in verbs]
        return choice_list(named, current, await self._renderer(interaction))

    @act.autocomplete("for_player")
    async def member_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The Boss's living mafia members (nothing for anyone else)."""
        found = await self._options(interaction, for_member=False)
        if found is None:
            return []
        named: list[tuple[str, Text | str]] = [(name, name) for name in found[0].send_for]
        return choice_list(named, current, await self._renderer(interaction))

    async def _renderer(self, interaction: discord.Interaction) -> Callable[[Text], str]:
        language = await self.bot.replies.language(interaction)
        return lambda item: self.bot.localizer.render(item, language)

    async def _slot_choices(
        self, interaction: discord.Interaction, index: int, current: str
    ) -> list[app_commands.Choice[str]]:
        found = await self._options(interaction)
        if found is None:
            return []
        options, ruleset = found
        namespace = interaction.namespace
        verb = str(getattr(namespace, "verb", "") or "").strip().lower()
        if verb == LEAVE:
            named = value_args(_LEAVE_SLOT, ruleset) if index == 0 else []
            return choice_list(named, current, await self._renderer(interaction))
        option = find_option(options, verb)
        if option is None:
            return []
        given = [str(getattr(namespace, name, "") or "") for name in _SLOT_OPTIONS[:index]]
        layout = slots(ruleset, verb, given, option)
        if index >= len(layout):
            return []
        slot = layout[index]
        living = tuple(
            name for o in (*options.now, *options.next_night) for a in o.args for name in a.choices
        )
        named = value_args(slot, ruleset, fallback_players=tuple(dict.fromkeys(living)))
        return choice_list(named, current, await self._renderer(interaction))

    @act.autocomplete("target")
    async def target_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Legal first arguments of the chosen verb."""
        return await self._slot_choices(interaction, 0, current)

    @act.autocomplete("second")
    async def second_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Legal second arguments of the chosen verb."""
        return await self._slot_choices(interaction, 1, current)

    @act.autocomplete("extra")
    async def extra_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Legal third arguments of the chosen verb."""
        return await self._slot_choices(interaction, 2, current)


def find_option(options: OptionsView, verb: str) -> VerbOption | None:
    """The verb among what the player may send now, else for the coming night."""
    for option in (*options.now, *options.next_night):
        if option.verb == verb:
            return option
    return None


def recorded_texts(accepted: Accepted, ruleset: str) -> list[Text]:
    """What the reply says: exactly what was recorded, for which phase, and what it replaced."""
    verb = Text(f"discord-verb-{accepted.verb}")
    args = request_text(accepted.value, ruleset)
    texts = [
        Text("discord-act-recorded", {"verb": verb, "args": args})
        if args is not None
        else Text("discord-act-recorded-bare", {"verb": verb})
    ]
    if accepted.phase != accepted.current:
        texts.append(Text("discord-act-next-night", {"number": accepted.phase.number}))
    if accepted.replaced is not None:
        previous = request_text(accepted.replaced, ruleset)
        texts.append(Text("discord-act-replaced", {"previous": previous or verb}))
    return texts
