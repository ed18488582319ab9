"""A seat's name: normalized when a player joins, and no two seats look
alike (invisible characters, compatibility forms, Latin/Cyrillic look-alikes)."""

from __future__ import annotations

import pytest

from bot.service.ports.errors import ServiceError
from bot.service.seats.names import normalize_name, skeleton
from bot.store.models import Seat
from tests.service.helpers import new_service, player


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("Anna\u200b", "Anna"),  # zero-width space
        ("An\u200dna\u200c", "Anna"),  # zero-width joiner, non-joiner
        ("\ufeffAnna", "Anna"),  # BOM
        ("\u202eAnna\u202c", "Anna"),  # bidi override and pop
        ("\u2067Anna\u2069\u200e", "Anna"),  # bidi isolate, left-to-right mark
        ("An\u00adna", "Anna"),  # soft hyphen
        ("Ａｎｎａ", "Anna"),  # full-width (NFKC)
        ("  Anna \t\n  Maria  ", "Anna Maria"),
        ("Anna\u3164", "Anna"),  # Hangul filler: draws nothing
    ],
)
def test_a_name_is_normalized(raw: str, kept: str) -> None:
    assert normalize_name(raw) == kept


def test_latin_and_cyrillic_look_alikes_have_one_skeleton() -> None:
    assert skeleton("Аnna") == skeleton("Anna") == skeleton("ANNA")  # Cyrillic А
    assert skeleton("Мехор") == skeleton("Mexop")
    assert skeleton("Boris") != skeleton("Doris")
    assert skeleton("Анна") != skeleton("Anna")  # н is not n


@pytest.mark.parametrize("second", ["Anna\u200b", "Аnna", "anna", "Ａnna", "An\u00adna"])
async def test_a_name_that_looks_like_a_seated_one_is_name_taken(store: str, second: str) -> None:
    service, _ = new_service()
    lobby = await service.lobby.open_lobby(player(0), "city")
    await service.lobby.join(player(0), "Anna")
    with pytest.raises(ServiceError) as caught:
        await service.lobby.join(player(1), second)
    assert caught.value.code == "name_taken"
    assert [seat.name for seat in await Seat.filter(game_id=lobby.game_id)] == ["Anna"]


async def test_the_seat_keeps_the_normalized_name(store: str) -> None:
    service, _ = new_service()
    view = await service.lobby.open_lobby(player(0), "city")
    view = await service.lobby.join(player(0), "\u202eＢoris\u200b  the  Bold\u00ad")
    assert [seat.name for seat in view.seats] == ["Boris the Bold"]


@pytest.mark.parametrize("raw", ["\u200b\u200d", "\u00ad \ufeff", "аbstain"])
async def test_a_name_that_is_empty_once_normalized_or_reserved_is_bad_name(
    store: str, raw: str
) -> None:
    service, _ = new_service()
    lobby = await service.lobby.open_lobby(player(0), "city")
    with pytest.raises(ServiceError) as caught:
        await service.lobby.join(player(0), raw)
    assert caught.value.code == "bad_name"
    assert await Seat.filter(game_id=lobby.game_id).count() == 0
