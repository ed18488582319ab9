"""The service's one public face: the calls of docs/CONTRACTS.md section 5, each typed and
documented, delegated to the parts it is composed of."""

from __future__ import annotations

import inspect

from bot.service import GameService

CONTRACT_CALLS = {
    "register_table",
    "resume",
    "close",
    "deliver_pending",
    "parked",
    "engine_state",
    "resolve_phase",
    "resolve_due",
    "wait_for_phase",
    "rearm",
    "drop_cache",
    "server_language",
    "get_config",
    "set_config",
    "open_lobby",
    "join",
    "leave",
    "lobby",
    "start_game",
    "cancel_lobby",
    "act",
    "leave_to_boss",
    "vote",
    "options",
    "my_card",
    "my_private_items",
    "status",
    "status_texts",
    "record_message",
    "remember_message",
    "posted_message",
    "day_votes",
    "dm_channels",
    "remember_dm_channel",
    "extend",
    "end_phase",
    "pause",
    "unpause",
    "stop",
    "replace_player",
    "export_record",
    "export_review",
    "channel_gone",
    "vote_count",
    "vote_count_texts",
    "set_configs",
    "table_settings",
    "server_stats",
    "player_stats",
    "leaderboard",
    # issue 11: saved setups, call-ups, substitutes
    "save_setup",
    "setups",
    "setup",
    "delete_setup",
    "setup_roles",
    "call_players",
    "sign_up_substitute",
    "withdraw_substitute",
}


def _public_calls() -> dict[str, object]:
    """The facade's public methods by name."""
    return {
        name: member
        for name, member in inspect.getmembers(GameService, inspect.isfunction)
        if not name.startswith("_")
    }


def test_the_service_offers_exactly_the_calls_of_the_contract() -> None:
    assert set(_public_calls()) == CONTRACT_CALLS


def test_every_public_call_is_typed_and_documented() -> None:
    for name, call in _public_calls().items():
        assert inspect.getdoc(call), name
        signature = inspect.signature(call)  # type: ignore[arg-type]
        assert signature.return_annotation is not inspect.Signature.empty, name
        for parameter in list(signature.parameters.values())[1:]:
            assert parameter.annotation is not inspect.Parameter.empty, (name, parameter.name)


def test_the_service_is_composed_not_inherited() -> None:
    assert GameService.__mro__ == (GameService, object)
