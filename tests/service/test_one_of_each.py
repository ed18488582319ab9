"""The service's refusals and defaults come from the engine's one source of each: the
`CodedError` base, and the rules' defaults in `engine.Settings`."""

from __future__ import annotations

import pytest

import engine
from bot.service.ports.errors import BOT_ERROR_CODES, ServiceError
from bot.service.settings.schema import Config


def test_service_errors_share_the_engines_coded_error_base() -> None:
    service = ServiceError("not_host")
    assert isinstance(service, engine.CodedError) and "not_host" in BOT_ERROR_CODES
    assert (
        repr(ServiceError("bad_name", {"name": "x"})) == "ServiceError('bad_name', {'name': 'x'})"
    )
    assert service != engine.EngineError("game_over")
    with pytest.raises(ValueError):
        ServiceError("game_over")


def test_the_bot_defaults_take_the_rules_defaults_from_engine_settings() -> None:
    for key, value in engine.Settings().to_mapping().items():
        assert Config()[key] == value
