"""The dpytest harness: a dpytest 0.7 patch for discord.py 2.7 and an interaction driver.

dpytest fakes Discord's HTTP API and gateway for messages, channels and members, but has no
interactions. :class:`Discord` builds real ``INTERACTION_CREATE`` payloads (slash commands,
autocomplete, button clicks) and feeds them to ``ConnectionState.parse_interaction_create``
exactly as the gateway would. Only ``AsyncWebhookAdapter.request`` (the interaction reply
endpoint) is replaced, by :class:`ReplyRecorder`. So option parsing, checks, error handlers and
persistent views run for real.
"""

from __future__ import annotations

import asyncio
import datetime
import itertools
import re
import sys
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord
import discord.ext.test as dpytest
import discord.ext.test.backend as dpy_backend
import discord.ext.test.factories as dpy_facts
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.discord.dms import CLOSED_DMS, INVALID_RECIPIENT
from bot.discord.permissions import INVITE_PERMISSIONS

APPLICATION_ID = 424242
ADMINISTRATOR = discord.Permissions(administrator=True).value
BOT_PERMISSIONS = INVITE_PERMISSIONS.value  # what the README's invite gives: no Administrator
MISSING_PERMISSIONS = 50013  # Discord's error code for a permission the caller lacks
_ids = itertools.count(9_000_000_000)


# ---------------------------------------------------------------------------------------------
# dpytest 0.7 compatibility (see /work/shared/notes/stack.md)


def _overwrite_dict(target: discord.abc.Snowflake, overwrite: discord.PermissionOverwrite) -> dict:
    allow, deny = overwrite.pair()
    return {
        "id": target.id,
        "allow": str(allow.value),
        "deny": str(deny.value),
        "type": 0 if isinstance(target, discord.Role) else 1,
    }


def _channel_dict(channel: Any) -> dict:
    data = {
        "name": channel.name,
        "position": channel.position,
        "id": channel.id,
        "guild_id": channel.guild.id,
        "permission_overwrites": [_overwrite_dict(k, v) for k, v in channel.overwrites.items()],
        "type": channel.type.value,
    }
    if not isinstance(channel, discord.CategoryChannel):
        data["parent_id"] = channel.category_id
    return data


_MENTION = re.compile(r"<@!?(\d+)>|<@&(\d+)>|@(everyone|here)")
PINGS: list[tuple[str, str]] = []
"""Every ping the bot's messages would make on Discord: (where, whom), in order."""


def pings_of(content: str | None, allowed: dict | None) -> list[str]:
    """Whom Discord pings for `content` under `allowed` (a message's `allowed_mentions`; missing:
    Discord's default, which parses every kind of mention)."""
    parse = {"everyone", "users", "roles"} if allowed is None else set(allowed.get("parse", []))
    users = {str(u) for u in (allowed or {}).get("users", [])}
    roles = {str(r) for r in (allowed or {}).get("roles", [])}
    found = []
    for user, role, everyone in _MENTION.findall(content or ""):
        if everyone and "everyone" in parse:
            found.append("@" + everyone)
        elif user and ("users" in parse or user in users):
            found.append(f"user:{user}")
        elif role and ("roles" in parse or role in roles):
            found.append(f"role:{role}")
    return found


_send_message = dpy_backend.FakeHttp.send_message


DM_CHANNELS: dict[int, int] = {}
"""Every DM channel Discord opened for the bot: channel id -> the user's id (one per user, kept
for good, as Discord keeps it)."""

_DM_DATA: dict[int, dict] = {}  # user id -> the DM channel as Discord describes it

DmGate = Callable[[int, dict], Awaitable[Exception | None]]
"""What Discord answers a DM to a user (id, payload) instead of sending it: an exception, or
None to send (tests set `DM_GATE` to close a player's DMs, or to fail them)."""


async def _open_dms(user_id: int, payload: dict) -> Exception | None:
    return None


DM_GATE: DmGate = _open_dms


async def _start_private_message(self: Any, user_id: int) -> dict:
    """POST /users/@me/channels: the user's one DM channel (the same id every time); 400
    Invalid Recipient for a user Discord does not know."""
    CALLS.append("create_dm")
    if user_id not in _DM_DATA:
        user = self.state.get_user(user_id) or next(
            (m for g in dpytest.get_config().guilds for m in g.members if m.id == user_id), None
        )
        if user is None:
            raise discord.HTTPException(
                dpy_backend.FakeRequest(400, "Bad Request"),
                {"code": INVALID_RECIPIENT, "message": "Invalid Recipient(s)"},
            )
        _DM_DATA[user_id] = dpy_facts.make_dm_channel_dict(user)
        DM_CHANNELS[int(_DM_DATA[user_id]["id"])] = user_id
    return dict(_DM_DATA[user_id])


async def _get_user_counted(self: Any, user_id: int) -> dict:
    """GET /users/{user}, counted (a DM through a kept channel id needs none)."""
    CALLS.append("get_user")
    return await _get_user(self, user_id)


def gate_dms(monkeypatch: Any, gate: DmGate) -> None:
    """Answer the bot's DMs with `gate` for this test (a pytest `MonkeyPatch` undoes it)."""
    monkeypatch.setattr(sys.modules[__name__], "DM_GATE", gate)


def dm_channel_id(user_id: int) -> int | None:
    """The id of the DM channel Discord opened with this user, if any."""
    data = _DM_DATA.get(user_id)
    return None if data is None else int(data["id"])


async def _send_message_noting_pings(self: Any, channel_id: int, *, params: Any) -> dict:
    # dpytest reads `channel` from its caller's frame, which is now this one
    channel = sys._getframe(1).f_locals.get("channel")
    CALLS.append("send_message")
    payload = params.payload or {}
    if isinstance(channel, discord.PartialMessageable) and channel.guild_id is None:
        user_id = DM_CHANNELS.get(int(channel_id))
        if user_id is None:
            raise discord.NotFound(dpy_backend.FakeRequest(404, "Not Found"), "Unknown Channel")
        state = self.state
        channel = state._get_private_channel(int(channel_id)) or state.add_dm_channel(
            _DM_DATA[user_id]
        )
    recipient = channel.recipient if isinstance(channel, discord.DMChannel) else None
    if recipient is not None:
        refused = await DM_GATE(recipient.id, payload)
        if refused is not None:
            raise refused
        if not _shares_a_guild(recipient.id):
            raise closed_dms("Cannot send messages to this user")  # no server in common
    for whom in pings_of(payload.get("content"), payload.get("allowed_mentions")):
        PINGS.append((f"channel:{channel_id}", whom))
    sent = await _send_message(self, channel_id, params=params)
    if payload.get("components"):  # dpytest drops them: keep them, as Discord does
        backend = dpy_backend._cur_config
        for stored in backend.messages.get(int(channel_id), []):
            if int(stored["id"]) == int(sent["id"]):
                stored["components"] = list(payload["components"])
        sent["components"] = list(payload["components"])
    return sent


CALLS: list[str] = []
"""The REST calls the bot made that the tests count: "get_message", "edit_message",
"delete_message", "send_message", "create_channel", "edit_channel", "edit_channel_permissions",
"delete_channel_permissions", "create_dm" (open a DM channel), "get_user" (fetch a user)."""

OVERWRITE_CALLS: list[tuple[str, int]] = []
"""Every call that writes a channel's overwrites, with the channel's id, in order: ("edit_channel",
id), ("edit_channel_permissions", id), ("delete_channel_permissions", id)."""


def _count_overwrite_call(kind: str, channel_id: int) -> None:
    CALLS.append(kind)
    OVERWRITE_CALLS.append((kind, int(channel_id)))


async def _edit_message(self: Any, channel_id: int, message_id: int, **fields: Any) -> dict:
    """PATCH /channels/{channel}/messages/{message}, by ids as Discord takes it (dpytest's needs
    a fetched Message); NotFound when the message is gone."""
    CALLS.append("edit_message")
    backend = dpy_backend._cur_config
    stored = next(
        (m for m in backend.messages.get(channel_id, []) if int(m["id"]) == message_id), None
    )
    if stored is None:
        raise discord.NotFound(dpy_backend.FakeRequest(404, "Not Found"), "Unknown Message")
    payload = fields["params"].payload or {}
    stored.update({k: v for k, v in payload.items() if k in ("content", "components", "embeds")})
    stored["edited_timestamp"] = discord.utils.utcnow().isoformat()
    return stored


async def _delete_message(
    self: Any, channel_id: int, message_id: int, *, reason: str | None = None
) -> None:
    """DELETE /channels/{channel}/messages/{message}, by ids (the bot deletes its own)."""
    CALLS.append("delete_message")
    backend = dpy_backend._cur_config
    messages = backend.messages.get(channel_id, [])
    index = next((i for i, m in enumerate(messages) if int(m["id"]) == message_id), None)
    if index is None:
        raise discord.NotFound(dpy_backend.FakeRequest(404, "Not Found"), "Unknown Message")
    del messages[index]


_get_message = dpy_backend.FakeHttp.get_message
_get_user = dpy_backend.FakeHttp.get_user


async def _get_message_counted(http: Any, channel_id: int, message_id: int) -> dict:
    CALLS.append("get_message")
    # dpytest reads the channel as `self` from its caller's frame, which is now this one
    self = sys._getframe(1).f_locals.get("self")  # noqa: F841
    return await _get_message(http, channel_id, message_id)


async def _get_member(http: Any, guild_id: int, member_id: int) -> dict:
    """GET /guilds/{guild}/members/{user}: 404 Unknown Member for one who left, as Discord says
    (dpytest's crashes on them)."""
    guild = sys._getframe(1).f_locals.get("self")
    member = discord.utils.get(guild.members, id=member_id)
    if member is None:
        raise discord.NotFound(dpy_backend.FakeRequest(404, "Not Found"), "Unknown Member")
    return dpy_facts.dict_from_member(member)


def _shares_a_guild(user_id: int) -> bool:
    return any(discord.utils.get(g.members, id=user_id) for g in dpytest.get_config().guilds)


def closed_dms(message: str = "Cannot send messages to this user") -> discord.Forbidden:
    """Discord's answer to a DM the user does not accept (403, code 50007)."""
    response = dpy_backend.FakeRequest(403, message)
    return discord.Forbidden(response, {"code": CLOSED_DMS, "message": message})


def _refuse(message: str) -> discord.Forbidden:
    response = dpy_backend.FakeRequest(403, message)
    return discord.Forbidden(response, {"code": MISSING_PERMISSIONS, "message": message})


def _check_overwrite(allow: int, deny: int, bot: discord.Member) -> None:
    """Discord's rule for an overwrite a non-administrator bot writes: it may allow or deny only
    permissions it holds on the server, and never allow Manage Roles (50013 otherwise)."""
    granted = bot.guild_permissions
    if granted.administrator:
        return
    allowed, denied = discord.Permissions(allow), discord.Permissions(deny)
    if allowed.manage_roles:
        raise _refuse(
            "Setting MANAGE_ROLES permission in channels is only possible for guild administrators"
        )
    if not (allowed.is_subset(granted) and denied.is_subset(granted)):
        raise _refuse("Missing Permissions")


async def _create_channel(
    self: Any, guild_id: int, channel_type: int, *, reason: str | None = None, **options: Any
) -> dict:
    """Create Guild Channel as Discord checks it (`_check_overwrite` for every overwrite)."""
    caller = sys._getframe(1).f_locals  # dpytest reads the caller's frame; so must we
    guild, name = caller.get("self"), caller.get("name")
    CALLS.append("create_channel")
    for overwrite in options.get("permission_overwrites") or []:
        _check_overwrite(int(overwrite.get("allow", 0)), int(overwrite.get("deny", 0)), guild.me)
    overwrites = options.get("permission_overwrites")
    parent_id = options.get("parent_id")
    if channel_type == discord.ChannelType.category.value:
        channel = dpy_backend.make_category_channel(name, guild, permission_overwrites=overwrites)
    else:
        channel = dpy_backend.make_text_channel(
            name, guild, permission_overwrites=overwrites, parent_id=parent_id
        )
    return dpy_facts.dict_from_channel(channel)


async def _edit_channel(
    self: Any, channel_id: int, *, reason: str | None = None, **options: Any
) -> dict:
    """PATCH /channels/{channel} as Discord checks it (dpytest has none): Manage Channels in the
    channel, and Manage Roles to write its overwrites, which are replaced by the given list, each
    checked by `_check_overwrite`. Name and topic are applied when given."""
    channel = sys._getframe(1).f_locals.get("self")  # dpytest reads the caller's frame; so must we
    _count_overwrite_call("edit_channel", channel_id)
    me = channel.guild.get_member(self.state.user.id)
    granted = channel.permissions_for(me)
    overwrites = options.get("permission_overwrites")
    if not granted.administrator and (
        not granted.manage_channels or (overwrites is not None and not granted.manage_roles)
    ):
        raise _refuse("Missing Permissions")
    for overwrite in overwrites or []:
        _check_overwrite(int(overwrite.get("allow", 0)), int(overwrite.get("deny", 0)), me)
    data = dpy_facts.dict_from_channel(channel)
    if overwrites is not None:
        data["permission_overwrites"] = [
            {**o, "id": str(o["id"]), "allow": str(o["allow"]), "deny": str(o["deny"])}
            for o in overwrites
        ]
    data.update({key: options[key] for key in ("name", "topic") if key in options})
    dpy_backend.get_state().parse_channel_update(data)
    return data


async def _delete_channel(self: Any, channel_id: int, *, reason: str | None = None) -> None:
    # dpytest reads the caller's frame; so must we (a wrapper would shift the frame by one)
    channel = sys._getframe(1).f_locals.get("self")
    for sub in getattr(channel, "channels", []):
        dpy_backend.delete_channel(sub)
    dpy_backend.delete_channel(channel)


async def _edit_channel_permissions(
    self: Any,
    channel_id: int,
    target_id: int,
    allow_value: Any,
    deny_value: Any,
    perm_type: Any,
    *,
    reason: str | None = None,
) -> None:
    # discord.py 2.7 sends the permission values as strings; dpytest expects ints
    caller = sys._getframe(1).f_locals
    channel, target = caller.get("self"), caller.get("target")
    _count_overwrite_call("edit_channel_permissions", channel_id)
    me = channel.guild.get_member(self.state.user.id)
    granted = channel.permissions_for(me)
    if not (granted.administrator or granted.manage_permissions):
        raise discord.Forbidden(
            dpy_backend.FakeRequest(403, "missing manage_roles"), "manage_roles"
        )
    _check_overwrite(int(allow_value), int(deny_value), me)
    overwrite = discord.PermissionOverwrite.from_pair(
        discord.Permissions(int(allow_value)), discord.Permissions(int(deny_value))
    )
    dpy_backend.update_text_channel(channel, target, overwrite)


async def _delete_channel_permissions(
    self: Any, channel_id: int, target_id: int, *, reason: str | None = None
) -> None:
    caller = sys._getframe(1).f_locals
    channel, target = caller.get("self"), caller.get("target")
    _count_overwrite_call("delete_channel_permissions", channel_id)
    dpy_backend.update_text_channel(channel, target, None)


_add_role = dpy_backend.FakeHttp.add_role
_remove_role = dpy_backend.FakeHttp.remove_role


def _check_role_change(role: discord.Role) -> None:
    """Discord's rule for giving or taking a member's role (dpytest has none): Manage Roles,
    and a role below the bot's highest one that no integration manages (50013 otherwise)."""
    me = role.guild.me
    if role.is_default() or role.managed:
        raise _refuse("Missing Permissions")
    if not (me.guild_permissions.administrator or me.guild_permissions.manage_roles):
        raise _refuse("Missing Permissions")
    if role >= me.top_role:
        raise _refuse("Missing Permissions")


async def _add_role_checked(
    self: Any, guild_id: int, user_id: int, role_id: int, **kw: Any
) -> None:
    """PUT /guilds/{guild}/members/{user}/roles/{role}, refused as Discord refuses it."""
    _check_role_change(sys._getframe(1).f_locals["role"])
    member, role = sys._getframe(1).f_locals["self"], sys._getframe(1).f_locals["role"]
    await _call_with_frame(_add_role, self, guild_id, user_id, role_id, member, role, **kw)


async def _remove_role_checked(
    self: Any, guild_id: int, user_id: int, role_id: int, **kw: Any
) -> None:
    """DELETE /guilds/{guild}/members/{user}/roles/{role}, refused as Discord refuses it."""
    _check_role_change(sys._getframe(1).f_locals["role"])
    member, role = sys._getframe(1).f_locals["self"], sys._getframe(1).f_locals["role"]
    await _call_with_frame(_remove_role, self, guild_id, user_id, role_id, member, role, **kw)


async def _call_with_frame(
    original: Any,
    http: Any,
    guild_id: int,
    user_id: int,
    role_id: int,
    member: Any,
    role: Any,
    **kw: Any,
) -> None:
    """Call dpytest's role call from a frame whose locals are `self` (the member) and `role`,
    as it expects of its caller."""
    self = member  # noqa: F841  (read by dpytest from this frame)
    await original(http, guild_id, user_id, role_id, **kw)


def patch_dpytest() -> None:
    """Fix dpytest 0.7's overwrite types and channel types for discord.py 2.7 (idempotent)."""
    dpy_facts.dict_from_overwrite = _overwrite_dict
    dpy_facts.dict_from_channel = _channel_dict
    dpy_backend.FakeHttp.create_channel = _create_channel  # type: ignore[method-assign,assignment]
    dpy_backend.FakeHttp.edit_message = _edit_message  # type: ignore[method-assign,assignment]
    dpy_backend.FakeHttp.get_member = _get_member  # type: ignore[method-assign,assignment]
    dpy_backend.FakeHttp.delete_message = _delete_message  # type: ignore[method-assign,assignment]
    if dpy_backend.FakeHttp.get_message is not _get_message_counted:
        dpy_backend.FakeHttp.get_message = _get_message_counted  # type: ignore[method-assign]
    if dpy_backend.FakeHttp.send_message is not _send_message_noting_pings:
        dpy_backend.FakeHttp.send_message = _send_message_noting_pings  # type: ignore[method-assign]
    dpy_backend.FakeHttp.delete_channel = _delete_channel  # type: ignore[method-assign]
    dpy_backend.FakeHttp.start_private_message = _start_private_message  # type: ignore[method-assign]
    if dpy_backend.FakeHttp.get_user is not _get_user_counted:
        dpy_backend.FakeHttp.get_user = _get_user_counted  # type: ignore[method-assign]
    dpy_backend.FakeHttp.add_role = _add_role_checked  # type: ignore[method-assign]
    dpy_backend.FakeHttp.remove_role = _remove_role_checked  # type: ignore[method-assign]
    dpy_backend.FakeHttp.edit_channel = _edit_channel  # type: ignore[method-assign,assignment]
    dpy_backend.FakeHttp.edit_channel_permissions = _edit_channel_permissions  # type: ignore[method-assign]
    dpy_backend.FakeHttp.delete_channel_permissions = _delete_channel_permissions  # type: ignore[method-assign]


# ---------------------------------------------------------------------------------------------
# Interaction replies


@dataclass
class Posted:
    """A message as it is in a channel now."""

    id: int
    channel_id: int
    content: str

    @classmethod
    def of(cls, data: dict, channel_id: int) -> Posted:
        """From dpytest's stored message dict."""
        return cls(int(data["id"]), channel_id, data.get("content") or "")


@dataclass
class Reply:
    """One message the bot sent through an interaction (response, follow-up or edit)."""

    interaction_id: int
    kind: str  # "message" | "update" | "edit" | "followup" | "autocomplete" | "defer"
    content: str | None
    ephemeral: bool
    embeds: list[dict] = field(default_factory=list)
    components: list[dict] = field(default_factory=list)
    choices: list[dict] = field(default_factory=list)
    files: list[tuple[str, bytes]] = field(default_factory=list)

    @property
    def text(self) -> str:
        """The content and every embed's title, description and fields, joined, for assertions."""
        parts = [self.content or ""]
        for embed in self.embeds:
            parts += [embed.get("title", ""), embed.get("description", "")]
            for item in embed.get("fields", []):
                parts += [item.get("name", ""), item.get("value", "")]
        return "\n".join(p for p in parts if p)


class ReplyRecorder:
    """Replaces ``AsyncWebhookAdapter.request``: records each reply, answers like Discord."""

    def __init__(self, bot: discord.Client) -> None:
        self.bot = bot
        self.replies: list[Reply] = []
        self.deferred: dict[int, bool] = {}  # interaction -> whether its deferral was ephemeral
        self._original: dict[str, dict] = {}  # token -> the interaction's original message
        self.clicked: dict[int, tuple[int, int]] = {}  # interaction -> (channel, message) clicked
        self.ephemeral: dict[int, dict] = {}  # an ephemeral reply's message, by id, as it is now

    async def request(self, route: Any, session: Any = None, **kwargs: Any) -> Any:
        """Record one webhook request and return what Discord would return."""
        payload = dict(kwargs.get("payload") or {})
        files = [(f.filename, _read(f)) for f in kwargs.get("files") or []]
        if kwargs.get("multipart"):
            for part in kwargs["multipart"]:
                if part.get("name") == "payload_json":
                    import json

                    payload = json.loads(part["value"])
        path: str = route.path
        token = str(route.webhook_token)
        interaction_id = int(route.webhook_id) if path.startswith("/interactions") else 0
        if path.endswith("/callback"):
            return self._callback(interaction_id, token, payload, files)
        if route.method == "POST":  # follow-up
            data = payload
            message = self._message(data, ephemeral=bool(data.get("flags", 0) & 64))
            self._record(self._token_id(token), "followup", data, files)
            return message
        if route.method == "PATCH":  # edit_original_response / followup edit
            data = payload
            self._record(self._token_id(token), "edit", data, files)
            clicked = self.clicked.get(self._token_id(token))
            if clicked is not None:  # a deferred click's edit changes the clicked message
                self._apply_update(*clicked, data)
            original = self._original.get(token) or self._message({})
            original.update(
                {k: v for k, v in data.items() if k in ("content", "embeds", "components")}
            )
            return original
        if route.method == "GET":
            return self._original.get(token) or self._message({})
        return None

    def _token_id(self, token: str) -> int:
        return int(token.split("-")[-1]) if token.startswith("tok-") else 0

    def _callback(self, interaction_id: int, token: str, payload: dict, files: list) -> dict:
        kind = {4: "message", 5: "defer", 6: "defer", 7: "update", 8: "autocomplete"}.get(
            payload.get("type", 0), "other"
        )
        data = payload.get("data") or {}
        if kind == "autocomplete":
            self.replies.append(
                Reply(interaction_id, kind, None, True, choices=list(data.get("choices", [])))
            )
        elif kind == "defer":
            self.deferred[interaction_id] = bool(data.get("flags", 0) & 64)
        else:
            self._record(interaction_id, kind, data, files)
        if kind == "update" and interaction_id in self.clicked:
            self._apply_update(*self.clicked[interaction_id], data)
        ephemeral = bool(data.get("flags", 0) & 64)
        message = self._message(data, ephemeral=ephemeral)
        self._original[token] = message
        if ephemeral:
            self.ephemeral[int(message["id"])] = message
        return {
            "interaction": {
                "id": str(interaction_id),
                "type": 2,
                "response_message_id": message["id"],
                "response_message_ephemeral": ephemeral,
                "response_message_loading": kind == "defer",
            },
            "resource": {"type": payload.get("type", 4), "message": message},
        }

    def _apply_update(self, channel_id: int, message_id: int, data: dict) -> None:
        backend = dpy_backend._cur_config
        assert backend is not None
        ephemeral = self.ephemeral.get(message_id)
        for stored in [*backend.messages.get(channel_id, []), *([ephemeral] if ephemeral else [])]:
            if int(stored["id"]) == message_id:
                stored.update({k: v for k, v in data.items() if k in ("content", "components")})

    def _record(self, interaction_id: int, kind: str, data: dict, files: list) -> None:
        for whom in pings_of(data.get("content"), data.get("allowed_mentions")):
            PINGS.append((f"interaction:{interaction_id}", whom))
        self.replies.append(
            Reply(
                interaction_id,
                kind,
                data.get("content"),
                bool(data.get("flags", 0) & 64),
                list(data.get("embeds") or []),
                list(data.get("components") or []),
                files=files,
            )
        )

    def _message(self, data: dict, ephemeral: bool = False) -> dict:
        user = self.bot.user
        assert user is not None
        return message_payload(
            next(_ids),
            next(_ids),
            data.get("content") or "",
            user_payload(user),
            flags=64 if ephemeral else 0,
            embeds=data.get("embeds") or [],
            components=data.get("components") or [],
        )

    def for_interaction(self, interaction_id: int) -> list[Reply]:
        """Every reply recorded for one interaction, in order."""
        return [r for r in self.replies if r.interaction_id == interaction_id]


def _read(file: discord.File) -> bytes:
    file.fp.seek(0)
    return bytes(file.fp.read())


# ---------------------------------------------------------------------------------------------
# The driver


_OPTION_TYPES = {
    str: 3,
    int: 4,
    bool: 5,
}


class Discord:
    """Drives a configured bot as Discord would: slash commands, autocomplete, clicks, messages."""

    def __init__(self, bot: discord.Client, recorder: ReplyRecorder) -> None:
        self.bot = bot
        self.recorder = recorder
        config = dpytest.get_config()
        self.guild: discord.Guild = config.guilds[0]
        everyone = list(config.members)
        # the players; the last member of the guild is kept apart as the host (`host_member`)
        self.members: list[discord.Member] = everyone[:-1] if len(everyone) > 1 else everyone
        self.host_member: discord.Member = everyone[-1]

    # -- objects ---------------------------------------------------------------------------
    @property
    def channel(self) -> discord.TextChannel:
        """The first text channel (the game channel in most tests)."""
        return self.guild.text_channels[0]

    def text_channel(self, name: str) -> discord.TextChannel:
        """A text channel of the guild by name."""
        found = discord.utils.get(self.guild.text_channels, name=name)
        assert found is not None, f"no channel {name!r} in {[c.name for c in self.guild.channels]}"
        return found

    def make_text_channel(self, name: str, category: discord.CategoryChannel | None = None) -> Any:
        """Create a text channel in the fake guild (no bot involvement)."""
        return dpy_backend.make_text_channel(
            name, self.guild, parent_id=category.id if category else None
        )

    def make_category(self, name: str) -> Any:
        """Create a category in the fake guild."""
        return dpy_backend.make_category_channel(name, self.guild)

    def make_role(self, name: str, permissions: int = 0) -> discord.Role:
        """Create a role in the fake guild."""
        return dpy_backend.make_role(name, self.guild, permissions=permissions)

    def give_role(self, member: discord.Member, role: discord.Role) -> None:
        """Add a role to a member in the fake guild."""
        roles = [r for r in member.roles if r != self.guild.default_role]
        dpy_backend.update_member(member, roles=[*roles, role])

    def take_role(self, member: discord.Member, role: discord.Role) -> None:
        """Remove a role from a member in the fake guild."""
        roles = [r for r in member.roles if r not in (self.guild.default_role, role)]
        dpy_backend.update_member(member, roles=roles)

    def revoke_bot_role(self) -> None:
        """Take the bot's role (the invite's permissions) away: it keeps only @everyone's."""
        me = self.guild.me
        self.take_role(me, next(r for r in me.roles if r.name == "bot"))

    def posts(self, channel: Any) -> list[Posted]:
        """What is in a channel now (edits applied), oldest first."""
        backend = dpy_backend._cur_config
        assert backend is not None
        return [Posted.of(data, channel.id) for data in backend.messages.get(channel.id, [])]

    def texts(self, channel: Any) -> list[str]:
        """The content of every message in a channel now, oldest first."""
        return [post.content for post in self.posts(channel)]

    def dms(self, member: discord.abc.Snowflake) -> list[str]:
        """What the bot sent to a user by DM, oldest first."""
        return [message.get("content") or "" for message in self.dm_messages(member)]

    # -- interactions ---------------------------------------------------------------------------
    def _user_dict(self, user: discord.abc.User) -> dict:
        return {
            "id": str(user.id),
            "username": user.name,
            "discriminator": "0000",
            "global_name": None,
            "avatar": None,
        }

    def _member_dict(self, member: discord.Member) -> dict:
        return {
            "user": self._user_dict(member),
            "roles": [str(r.id) for r in member.roles if r != self.guild.default_role],
            "joined_at": discord.utils.utcnow().isoformat(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": member.nick,
            "permissions": str(member.guild_permissions.value),
        }

    def _base(
        self,
        kind: int,
        member: discord.Member,
        channel: Any,
        locale: str,
        dm: bool,
    ) -> tuple[int, dict]:
        interaction_id = next(_ids)
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(APPLICATION_ID),
            "type": kind,
            "token": f"tok-{interaction_id}",
            "version": 1,
            "locale": locale,
            "attachment_size_limit": 8 * 1024 * 1024,
            "entitlements": [],
            "authorizing_integration_owners": {},
        }
        if dm:
            payload["user"] = self._user_dict(member)
            payload["channel"] = {"id": str(900_000 + member.id % 100_000), "type": 1}
            payload["context"] = 1
        else:
            channel = channel or self.channel
            payload["guild_id"] = str(self.guild.id)
            payload["guild_locale"] = "en-US"
            payload["channel"] = {"id": str(channel.id), "type": channel.type.value}
            payload["member"] = self._member_dict(member)
            payload["app_permissions"] = str(BOT_PERMISSIONS)
            payload["context"] = 0
        return interaction_id, payload

    def _options(self, values: dict[str, Any], focused: str | None) -> tuple[list[dict], dict]:
        options: list[dict] = []
        resolved: dict[str, dict] = {}
        for name, value in values.items():
            if value is None:
                continue
            if isinstance(value, discord.Member):
                option = {"type": 6, "name": name, "value": str(value.id)}
                resolved.setdefault("users", {})[str(value.id)] = self._user_dict(value)
                member = self._member_dict(value)
                member.pop("user")
                resolved.setdefault("members", {})[str(value.id)] = member
            elif isinstance(value, discord.Role):
                option = {"type": 8, "name": name, "value": str(value.id)}
                resolved.setdefault("roles", {})[str(value.id)] = {
                    "id": str(value.id),
                    "name": value.name,
                    "color": 0,
                    "hoist": False,
                    "position": value.position,
                    "permissions": str(value.permissions.value),
                    "managed": False,
                    "mentionable": False,
                }
            elif isinstance(value, discord.abc.GuildChannel):
                option = {"type": 7, "name": name, "value": str(value.id)}
                resolved.setdefault("channels", {})[str(value.id)] = {
                    "id": str(value.id),
                    "name": value.name,
                    "type": value.type.value,
                    "permissions": str(ADMINISTRATOR),
                    "parent_id": str(value.category_id) if value.category_id else None,
                }
            else:
                option = {"type": _OPTION_TYPES.get(type(value), 3), "name": name, "value": value}
            if name == focused:
                option["focused"] = True
            options.append(option)
        return options, resolved

    def _command_data(
        self, command: str, values: dict[str, Any], focused: str | None
    ) -> dict[str, Any]:
        path = command.split()
        options, resolved = self._options(values, focused)
        for sub in reversed(path[1:]):
            options = [{"type": 1, "name": sub, "options": options}]
        data: dict[str, Any] = {"id": str(next(_ids)), "name": path[0], "type": 1}
        data["options"] = options
        if resolved:
            data["resolved"] = resolved
        return data

    async def slash(
        self,
        member: discord.Member,
        command: str,
        *,
        locale: str = "en-US",
        channel: Any = None,
        dm: bool = False,
        **values: Any,
    ) -> list[Reply]:
        """Run ``/command`` (e.g. ``"game start"``) as ``member``; return the replies."""
        interaction_id, payload = self._base(2, member, channel, locale, dm)
        payload["data"] = self._command_data(command, values, None)
        return await self._feed(interaction_id, payload)

    async def reply(self, member: discord.Member, command: str, **kwargs: Any) -> Reply:
        """Run a command and return its single first reply (fails if there is none)."""
        replies = await self.slash(member, command, **kwargs)
        assert replies, f"/{command} got no reply"
        return replies[0]

    async def autocomplete(
        self,
        member: discord.Member,
        command: str,
        focused: str,
        *,
        locale: str = "en-US",
        dm: bool = False,
        **values: Any,
    ) -> list[dict]:
        """Ask the autocomplete of ``focused`` in ``/command``; return the offered choices."""
        values.setdefault(focused, "")
        interaction_id, payload = self._base(4, member, None, locale, dm)
        payload["data"] = self._command_data(command, values, focused)
        replies = await self._feed(interaction_id, payload)
        assert replies and replies[0].kind == "autocomplete", replies
        return replies[0].choices

    async def click(
        self,
        member: discord.Member,
        message: Posted,
        custom_id: str,
        *,
        locale: str = "en-US",
    ) -> list[Reply]:
        """Click the button ``custom_id`` on ``message`` as ``member``; return the replies.

        A reply that updates the message (type 7) is applied to the channel, as Discord would."""
        channel = self.bot.get_channel(message.channel_id)
        interaction_id, payload = self._base(3, member, channel, locale, False)
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        author = self._user_dict(self.bot.user)  # type: ignore[arg-type]
        payload["message"] = message_payload(
            message.id, message.channel_id, message.content, author
        )
        self.recorder.clicked[interaction_id] = (message.channel_id, message.id)
        return await self._feed(interaction_id, payload)

    async def press(
        self,
        member: discord.Member,
        message: dict,
        custom_id: str,
        values: Sequence[str] | None = None,
        *,
        locale: str = "en-US",
        channel: Any = None,
    ) -> list[Reply]:
        """Use the component ``custom_id`` of ``message`` (a message dict as stored: a DM, a
        channel post, or an ephemeral reply in ``channel``) as ``member``: a select with
        ``values`` (component type 3), else a button (type 2). An edit of the clicked message
        is applied to it."""
        channel_id = int(message["channel_id"])
        channel = channel or self.bot.get_channel(channel_id)
        dm = channel is None or isinstance(channel, discord.DMChannel)
        interaction_id, payload = self._base(3, member, channel, locale, dm)
        if dm:
            payload["channel"] = {"id": str(channel_id), "type": 1}
        else:
            channel_id = channel.id
        payload["data"] = {
            "custom_id": custom_id,
            "component_type": 2 if values is None else 3,
        }
        if values is not None:
            payload["data"]["values"] = list(values)
        author = self._user_dict(self.bot.user)  # type: ignore[arg-type]
        payload["message"] = message_payload(
            int(message["id"]),
            channel_id,
            message.get("content") or "",
            author,
            flags=int(message.get("flags") or 0),
            components=message.get("components") or [],
        )
        self.recorder.clicked[interaction_id] = (int(message["channel_id"]), int(message["id"]))
        return await self._feed(interaction_id, payload)

    def messages(self, channel: Any) -> list[dict]:
        """The messages of a channel as stored now (edits applied, components kept)."""
        backend = dpy_backend._cur_config
        assert backend is not None
        return list(backend.messages.get(channel.id, []))

    def dm_messages(self, member: discord.abc.Snowflake) -> list[dict]:
        """The bot's DMs to a user as stored now, oldest first."""
        backend = dpy_backend._cur_config
        channel_id = dm_channel_id(member.id)
        assert backend is not None
        return [] if channel_id is None else list(backend.messages.get(channel_id, []))

    def hand_over(self, new: discord.Client) -> None:
        """Give the fake Discord (guilds, channels, members, messages) to a new bot process.

        As after a restart: the new bot has its own command tree and an empty view store, so
        only what it registers itself (persistent views) handles clicks.
        """
        from discord.ui.view import ViewStore

        state = self.bot._connection
        new.http = self.bot.http
        new._connection = state
        state.dispatch = new.dispatch
        state._get_client = lambda: new
        state._command_tree = new.tree  # type: ignore[attr-defined]
        state._view_store = ViewStore(state)
        self.bot = new
        self.recorder = ReplyRecorder(new)
        AsyncWebhookAdapter.request = self.recorder.request  # type: ignore[method-assign,assignment]

    async def _feed(self, interaction_id: int, payload: dict) -> list[Reply]:
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await settle()
        return self.recorder.for_interaction(interaction_id)

    async def say(self, member: discord.Member, text: str, channel: Any = None) -> discord.Message:
        """Post a message as ``member`` (fires on_message in the bot)."""
        message = await dpytest.message(text, channel=channel or self.channel, member=member)
        await settle()
        return message


_BOT_TASKS = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch",
    "discord-ui-dynamic-item",
    "discord.py: ",
    "mafia-throttle:",  # a trailing tally edit (bot.discord.throttle)
)

SLEEPING: set[asyncio.Task[Any]] = set()
"""Tasks asleep in a `VirtualTime` that has not reached their wake-up time: `settle` does not
wait for them (they wake when a test advances the time)."""


class VirtualTime:
    """A clock and a sleep for the bot's throttles, so tests never wait in real time.

    `auto`: every sleep advances the clock by its length at once (the tests that do not care
    see every throttled edit done when the interaction settles). Otherwise a sleeper waits until
    the test calls `advance`."""

    def __init__(self, auto: bool = True) -> None:
        self.now = 1_000.0
        self.auto = auto
        self._sleepers: list[tuple[float, asyncio.Future[None], asyncio.Task[Any] | None]] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        """Sleep `seconds` of virtual time."""
        if self.auto or seconds <= 0:
            self.now += max(0.0, seconds)
            await asyncio.sleep(0)
            return
        woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        task = asyncio.current_task()
        self._sleepers.append((self.now + seconds, woken, task))
        if task is not None:
            SLEEPING.add(task)
        await woken

    async def advance(self, seconds: float) -> None:
        """Let `seconds` pass: wake every sleeper due by then, and settle."""
        self.now += seconds
        for sleeper in list(self._sleepers):
            wake, woken, task = sleeper
            if wake <= self.now:
                self._sleepers.remove(sleeper)
                SLEEPING.discard(task)  # type: ignore[arg-type]
                woken.set_result(None)
        await settle()


async def settle() -> None:
    """Wait until every task the bot started for an event (a command, a click, a listener) ends.

    The service's own long-lived tasks (scheduler, heartbeat) are not waited for.
    """
    current = asyncio.current_task()
    while True:
        await asyncio.sleep(0)
        pending = [
            task
            for task in asyncio.all_tasks()
            if task is not current
            and not task.done()
            and task not in SLEEPING
            and task.get_name().startswith(_BOT_TASKS)
        ]
        if not pending:
            break
        await asyncio.gather(*pending, return_exceptions=True)
    await dpytest.run_all_events()


def user_payload(user: discord.abc.User) -> dict:
    """A bot user as the gateway describes a message's author."""
    return {
        "id": str(user.id),
        "username": user.name,
        "discriminator": "0000",
        "avatar": None,
        "bot": True,
    }


def message_payload(
    message_id: int,
    channel_id: int,
    content: str,
    author: dict,
    *,
    flags: int = 0,
    embeds: Sequence[dict] = (),
    components: Sequence[dict] = (),
) -> dict:
    """A message as the gateway and the webhook API describe one."""
    return {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "type": 0,
        "content": content,
        "embeds": list(embeds),
        "components": list(components),
        "attachments": [],
        "mentions": [],
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": False,
        "tts": False,
        "flags": flags,
        "timestamp": discord.utils.utcnow().isoformat(),
        "edited_timestamp": None,
        "author": author,
    }


def flatten(components: Sequence[dict]) -> Iterator[dict]:
    """Every component inside action rows, flattened."""
    for row in components:
        yield from row.get("components", [row])


# ---------------------------------------------------------------------------------------------
# Setup


def install(bot: discord.Client, members: int) -> tuple[Discord, ReplyRecorder]:
    """Configure dpytest for ``bot`` with one guild, one text channel, ``members`` members (the
    players, ``Discord.members``) and one more who hosts (``Discord.host_member``, seated nowhere:
    a seated player has no host powers over a running game).

    The bot's own member gets a role with exactly the README's invite permissions, never
    Administrator: Discord's refusals that follow from that are modelled (`_create_channel`).
    Returns the driver and the recorder, with the recorder installed as the webhook adapter.
    """
    patch_dpytest()
    PINGS.clear()
    CALLS.clear()
    DM_CHANNELS.clear()
    _DM_DATA.clear()
    OVERWRITE_CALLS.clear()
    allowed_mentions = bot.allowed_mentions
    dpytest.configure(bot, guilds=1, text_channels=["game"], voice_channels=0, members=members + 1)
    # dpytest's connection state is built anew, without the bot's own options: give them back
    bot._connection.allowed_mentions = allowed_mentions
    bot._connection.application_id = APPLICATION_ID  # type: ignore[union-attr]
    bot._connection._command_tree = bot.tree  # type: ignore[attr-defined]
    recorder = ReplyRecorder(bot)
    AsyncWebhookAdapter.request = recorder.request  # type: ignore[method-assign,assignment]
    driver = Discord(bot, recorder)
    # dpytest nicknames members `TestUser1_1_nick`; Discord shows a name's markdown escaped
    # (`TestUser1\\_1\\_nick`), so the tests that read names back use plain ones, and the tests
    # of escaping choose their own.
    for number, member in enumerate(list(driver.members), start=1):
        dpy_backend.update_member(member, nick=f"Player{number}")
    driver.members = [driver.guild.get_member(m.id) or m for m in driver.members]
    role = driver.make_role("bot", BOT_PERMISSIONS)
    me = driver.guild.get_member(bot.user.id)  # type: ignore[union-attr]
    assert me is not None
    driver.give_role(me, role)
    return driver, recorder


def now() -> datetime.datetime:
    """The current UTC time."""
    return datetime.datetime.now(datetime.UTC)
