"""The service's composition root: the calls of docs/CONTRACTS.md section 5, each typed and
documented on the part that owns it, and a root that only builds and hands out its parts (no
call of its own to forward)."""

from __future__ import annotations

import inspect

from bot.service import GameService

CONTRACT_CALLS = {
    "tables.register",
    "lifecycle.resume",
    "lifecycle.close",
    "delivery.deliver_pending",
    "delivery.parked",
    "queries.engine_state",
    "resolver.resolve_phase",
    "batcher.resolve_due",
    "resolver.wait_for_phase",
    "phases.rearm",
    "engines.clear",
    "settings.server_language",
    "settings.get_config",
    "settings.set_config",
    "settings.set_configs",
    "lobby.open_lobby",
    "lobby.join",
    "lobby.leave",
    "lobby.lobby",
    "lobby.start_game",
    "lobby.cancel",
    "play.act",
    "play.leave_to_boss",
    "play.vote",
    "queries.options",
    "queries.my_card",
    "queries.my_private_items",
    "queries.status",
    "queries.vote_count",
    "queries.table_settings",
    "queries.export_record",
    "queries.export_review",
    "votecount.tally_board",
    "votecount.remember_tally",
    "posted.record_message",
    "posted.remember_message",
    "posted.posted_message",
    "posted.dm_channels",
    "posted.remember_dm_channel",
    "host.extend",
    "host.end_phase",
    "host.pause",
    "host.unpause",
    "host.stop",
    "host.replace_player",
    "deleted_channels.channel_gone",
    "stats.server",
    "stats.player",
    "stats.leaderboard",
    "setups.save",
    "setups.setups",
    "setups.show",
    "setups.delete",
    "setups.roles_for",
    "callups.call_players",
    "substitutes.sign_up",
    "substitutes.withdraw",
}


def test_every_contract_call_is_a_typed_documented_call_of_a_part() -> None:
    service = GameService()
    for path in sorted(CONTRACT_CALLS):
        part, name = path.split(".")
        call = getattr(getattr(service, part), name)
        assert callable(call), path
        assert inspect.getdoc(call), path
        signature = inspect.signature(call)
        assert signature.return_annotation is not inspect.Signature.empty, path
        for parameter in signature.parameters.values():
            assert parameter.annotation is not inspect.Parameter.empty, (path, parameter.name)


def test_the_root_forwards_nothing() -> None:
    public = [
        name
        for name, member in inspect.getmembers(GameService, inspect.isfunction)
        if not name.startswith("_")
    ]
    assert public == []


def test_the_service_is_composed_not_inherited() -> None:
    assert GameService.__mro__ == (GameService, object)
