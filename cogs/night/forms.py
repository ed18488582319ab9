"""The move forms on Discord: sent by DM when a phase begins, answered by a tap, edited
in place, closed at the deadline; and `/act` without arguments shows the same form ephemerally.

A tap is sent as the player's move at once, through the very call `/act` makes
(`GameService.act`, or `leave_to_boss`), so validation, storage and refusals are the same. The
components are `discord.ui.DynamicItem`s registered at start-up (`FormSelect`, `FormButton`): a
click is routed by its custom id alone (`cogs.night.form`), so forms sent before a restart keep
working, and a click on the form of a phase that is over gets a clear refusal. This is also the
Table's `forms` part (`bot.discord.table.FormPart`): the nightfall's DMs go out as one paced batch
(`bot.discord.pacing.Pacer`), in which one player's failure delays nobody.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord

import engine
from bot.discord.app import MafiaBot
from bot.discord.pacing import Pacer
from bot.discord.permissions import make_caller
from bot.discord.text import clipped, render
from bot.service.play.forms import FormMessage, SentMoves
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.ports.table import Reader, TableGame
from bot.service.seats.names import normalize_name
from bot.text.collation import sort_key
from bot.text.i18n import Text, pick_language
from cogs.night.form import (
    BUTTON_LABEL_LIMIT,
    BUTTON_TEMPLATE,
    SELECT_TEMPLATE,
    Component,
    Draft,
    FormKey,
    closed_texts,
    components,
    form_texts,
    rendered_label,
)

__all__ = ["CLOSED_ID", "FormButton", "FormSelect", "NightForms", "closed_view", "form_view"]

log = logging.getLogger(__name__)

CLOSED_ID = "mafia-form-closed"
_SELECTED = discord.ButtonStyle.success
_UNSELECTED = discord.ButtonStyle.secondary


def _forms(interaction: discord.Interaction) -> NightForms:
    """The forms the bot's Table holds (plugged in by the night cog when it loads)."""
    client = interaction.client
    assert isinstance(client, MafiaBot)
    forms = client.table.forms
    assert isinstance(forms, NightForms), "the Table's forms part is not the night cog's"
    return forms


class FormSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A select of a move form (whose move, the verb, an argument), routed by its custom id."""

    def __init__(self, item: discord.ui.Select[Any], match: re.Match[str] | None = None) -> None:
        super().__init__(item)
        self.match = match or self.template.fullmatch(item.custom_id or "")

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> FormSelect:
        """The select as it is on the clicked message, with what its custom id says."""
        assert isinstance(item, discord.ui.Select)
        return cls(item, match)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Take the chosen value."""
        data: Any = interaction.data or {}
        values = list(data.get("values") or [])
        assert self.match is not None
        await _forms(interaction).on_click(interaction, self.match, values[0] if values else "")


class FormButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    """A button of a move form (a verb, a yes/no, a digit, a side, leaving it to the Boss)."""

    def __init__(self, item: discord.ui.Button[Any], match: re.Match[str] | None = None) -> None:
        super().__init__(item)
        self.match = match or self.template.fullmatch(item.custom_id or "")

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> FormButton:
        """The button as it is on the clicked message, with what its custom id says."""
        assert isinstance(item, discord.ui.Button)
        return cls(item, match)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Take the button's value."""
        assert self.match is not None
        await _forms(interaction).on_click(interaction, self.match, self.match["value"])


def form_view(rows: Sequence[Component], render: Any, *, disabled: bool = False) -> discord.ui.View:
    """Discord components for the form's rows. The view is stopped before it is sent: the
    registered dynamic items answer every click, so no view is kept in memory per message."""
    view = discord.ui.View(timeout=None)
    for number, row in enumerate(rows):
        off = disabled or row.disabled
        if row.kind == "select":
            options = [
                discord.SelectOption(
                    label=rendered_label(choice.label, render),
                    value=choice.value,
                    default=choice.chosen,
                )
                for choice in row.choices
            ]
            if row.alphabetical:  # C3: roles in the reader's alphabet («ё» with «е»)
                options.sort(key=lambda option: sort_key(option.label))
            select: discord.ui.Select[Any] = discord.ui.Select(
                custom_id=row.custom_id,
                placeholder=rendered_label(row.placeholder, render) if row.placeholder else None,
                options=options,
                row=number,
                disabled=off,
            )
            view.add_item(select)
            continue
        for choice in row.choices:
            button: discord.ui.Button[Any] = discord.ui.Button(
                custom_id=f"{row.custom_id}={choice.value}",
                label=rendered_label(choice.label, render, BUTTON_LABEL_LIMIT),
                style=_SELECTED if choice.chosen else _UNSELECTED,
                row=number,
                disabled=off,
            )
            view.add_item(button)
    view.stop()
    return view


def closed_view(label: str) -> discord.ui.View:
    """A closed form's one component: a disabled button saying so (no dynamic item answers its
    custom id, and a disabled button cannot be clicked anyway)."""
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(custom_id=CLOSED_ID, label=label, style=_UNSELECTED, disabled=True)
    )
    view.stop()
    return view


def _for_good(error: BaseException) -> bool:
    """Whether a form that failed to go out should never be tried again."""
    if isinstance(error, ServiceError):
        return error.code == "form_closed"
    return isinstance(error, discord.Forbidden | discord.NotFound)


class NightForms:
    """Sends, answers, closes and reminds of the move forms."""

    def __init__(self, bot: MafiaBot, pacer: Pacer | None = None) -> None:
        self.bot = bot
        self.pacer = pacer or Pacer()

    # -- building a form -------------------------------------------------------------------
    async def draft(self, caller: Caller, key: FormKey) -> Draft:
        """The form of `key` as the caller sees it now (the Boss's member resolved by index)."""
        service = self.bot.service
        own = await service.queries.options(caller, game_id=key.game_id)
        member: str | None = None
        if key.member is not None:
            if key.member >= len(own.send_for):
                raise ServiceError("form_closed")
            member = own.send_for[key.member]
        options = (
            own
            if member is None
            else await service.queries.options(caller, game_id=key.game_id, for_player=member)
        )
        sent = await service.forms.sent_moves(
            caller, key.phase, game_id=key.game_id, for_player=member
        )
        if options.phase != key.phase:
            raise ServiceError("form_closed")
        return Draft(key, sent.ruleset, options, sent, names=self.names(sent))

    def names(self, sent: SentMoves) -> dict[str, str]:
        """Who plays each handed-over seat of the form's game now (`seat_names`)."""
        return self.seat_names(sent.guild_id, sent.played_by)

    def seat_names(self, guild_id: int, played_by: Sequence[tuple[str, int]]) -> dict[str, str]:
        """Who plays each handed-over seat now (`played_by`: seat, user id), by their display
        name on the game's server (from the cache: no request per form); a member who left the
        server is not named (the seat's name stands alone)."""
        guild = self.bot.get_guild(guild_id)
        names: dict[str, str] = {}
        for seat, user_id in played_by:
            member = guild.get_member(user_id) if guild is not None else None
            shown = normalize_name(member.display_name) if member is not None else ""
            if shown:
                names[seat] = shown
        return names

    def message(self, draft: Draft, language: str) -> tuple[str, discord.ui.View]:
        """The form's content and components in `language`."""
        localizer = self.bot.localizer
        content = clipped(render(localizer, form_texts(draft), language))
        return content, form_view(components(draft), lambda t: localizer.render(t, language))

    # -- the nightfall's DMs ---------------------------------------------------------------
    async def offer_moves(
        self, game: TableGame, phase: engine.Phase, players: Sequence[Reader]
    ) -> None:
        """DM each player their form (one paced batch); a player who has this phase's form
        already is skipped; closed DMs, members gone and a phase already over (the offer came
        late, after an outage) are skipped for good, while any other failure makes the batch
        raise after the others were sent (the outbox retries it)."""
        await self.bot.table.dms.load([player.user_id for player in players])  # one read
        errors = await self.pacer.batch(players, lambda p: self._offer(game, phase, p))
        retry = [error for error in errors if error is not None and not _for_good(error)]
        for player, error in zip(players, errors, strict=True):
            if error is not None:
                log.info("no move form for %s in game %s: %r", player.name, game.game_id, error)
        if retry:
            raise retry[0]

    async def _offer(self, game: TableGame, phase: engine.Phase, player: Reader) -> None:
        service = self.bot.service
        if await service.forms.form(game.game_id, phase, player.name) is not None:
            return  # sent before a crash: the delivery is repeated, the DM is not
        caller = Caller(player.user_id, locale=player.locale)
        draft = await self.draft(caller, FormKey(game.game_id, phase))
        content, view = self.message(draft, pick_language(player.locale, game.language))
        message = await self.bot.table.dms.send(player.user_id, content, view=view)
        await service.forms.remember(
            FormMessage(game.game_id, phase, player.name, message.channel.id, message.id)
        )

    async def close_moves(self, game: TableGame, phase: engine.Phase) -> None:
        """Disable the components of the phase's forms, each now saying which move stood; a
        form whose player has the next phase's form already (sent before: the closing comes
        last) is only marked closed, with no edit: the new form replaces it, and a
        tap on the old one is refused as closed."""
        service = self.bot.service
        forms = await service.forms.open_forms(game.game_id, phase)
        replaced = {
            form.player for form in await service.forms.open_forms(game.game_id, phase.next())
        }
        for form in [form for form in forms if form.player in replaced]:
            await service.forms.close(form)
        forms = [form for form in forms if form.player not in replaced]
        if not forms:
            return
        names = self.seat_names(game.guild_id, await service.forms.handed_over(game.game_id))
        errors = await self.pacer.batch(forms, lambda form: self._close(game, form, names))
        for form, error in zip(forms, errors, strict=True):
            if error is not None:
                log.info("form of %s in game %s not closed: %r", form.player, game.game_id, error)

    async def _close(self, game: TableGame, form: FormMessage, names: dict[str, str]) -> None:
        """One edit, with no fetch of the form: its text says which move stood (a handed-over
        seat with who plays it now: `names`), and its choices give way to one disabled button
        that says the phase is over."""
        service = self.bot.service
        sent = await service.forms.final_moves(form.game_id, form.phase, form.player)
        language = pick_language(form.locale, game.language)
        localizer = self.bot.localizer
        content = clipped(render(localizer, closed_texts(sent, names), language))
        view = closed_view(localizer.render(Text("forms-closed-button"), language))
        channel = self.bot.get_partial_messageable(form.channel_id)
        with contextlib.suppress(discord.NotFound):  # deleted: nothing left to close
            await channel.get_partial_message(form.message_id).edit(content=content, view=view)
        await service.forms.close(form)

    async def remind_moves(
        self, game: TableGame, players: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        """DM the reminder to each player who has sent nothing (paced; failures skipped)."""
        table = self.bot.table
        await table.dms.load([player.user_id for player in players])  # one read

        async def remind(player: Reader) -> None:
            language = pick_language(player.locale, game.language)
            await table.dm(player.user_id, texts, language)

        await self.pacer.batch(players, remind)

    # -- taps -------------------------------------------------------------------------------
    async def on_click(
        self, interaction: discord.Interaction, match: re.Match[str], value: str
    ) -> None:
        """A tap on a form: the draft changes; a complete move is sent as the player's move at
        once; the form is edited in place. A refusal is an ephemeral message; nothing changes."""
        await self.bot.replies.answers.defer(interaction)  # edits the form itself when done
        try:
            caller = await make_caller(self.bot.service, interaction)
            before = await self.draft(caller, FormKey.parse(match))
            draft = before.choose(match["slot"], value)
            if draft.key.member != before.key.member:  # the Boss turns to another member
                draft = replace(await self.draft(caller, draft.key), pages=draft.pages)
            await self._send(caller, draft, match["slot"], value)
            draft = await self._refresh(caller, draft)
        except Exception as error:  # a refusal, or a failure: said ephemerally (and logged)
            await self.bot.replies.refuse(interaction, error)
            return
        language = await self.bot.replies.language(interaction)
        content, view = self.message(draft, language)
        await interaction.edit_original_response(content=content, view=view)

    async def _send(self, caller: Caller, draft: Draft, slot: str, value: str) -> None:
        """Send what the tap completes: leaving the move to the Boss, or the move."""
        service = self.bot.service
        game_id = draft.key.game_id
        if slot == "l":
            await service.play.leave_to_boss(caller, value == "1", game_id=game_id)
            return
        if slot == "w" or value.startswith("p") or draft.verb is None:
            return
        move = draft.move()
        if move is None:
            return
        member = draft.options.player if draft.key.member is not None else None
        await service.play.act(caller, draft.verb, move, game_id=game_id, for_player=member)

    async def _refresh(self, caller: Caller, draft: Draft) -> Draft:
        """The draft with what stands now (after the tap's move was stored)."""
        member = draft.options.player if draft.key.member is not None else None
        sent = await self.bot.service.forms.sent_moves(
            caller, draft.key.phase, game_id=draft.key.game_id, for_player=member
        )
        return Draft(draft.key, draft.ruleset, draft.options, sent, draft.pages, self.names(sent))

    # -- /act without arguments -------------------------------------------------------------
    async def show(self, interaction: discord.Interaction) -> None:
        """The caller's form of the current phase, as an ephemeral reply (closed DMs)."""
        caller = await make_caller(self.bot.service, interaction)
        draft = await self.bot.replies.in_time(interaction, self._current_draft(caller))
        content, view = self.message(draft, await self.bot.replies.language(interaction))
        await self.bot.replies.answers.respond(interaction, content, view=view, ephemeral=True)

    async def _current_draft(self, caller: Caller) -> Draft:
        options = await self.bot.service.queries.options(caller)
        return await self.draft(caller, FormKey(options.game_id, options.phase))
