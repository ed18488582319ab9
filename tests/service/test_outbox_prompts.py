"""What a resolved phase asks of players: R45, a loner Gollum asked once more for his side."""

from collections.abc import Sequence

import engine
from bot.service.outbox.actions import Action, Retell, Tell, TellCard, TellFormer
from bot.service.outbox.plan import plan_resolution
from bot.text.i18n import Localizer, Text

PLAYERS = (
    ("Gollum", "gollum"),
    ("Azog", "azog"),
    ("Dale", "citizen"),
    ("Esgar", "citizen"),
    ("Bard", "bard"),
    ("Bilbo", "bilbo"),
)


def _told(gollum_kills: str) -> list[Text]:
    """Everything Gollum is told after night 1, in which he kills `gollum_kills`."""
    before = engine.new_game(engine.Setup("hobbit", PLAYERS))
    actions = {"Gollum": {"kill": gollum_kills}}
    after, result = before.resolve(engine.PhaseInput(actions=actions))
    planned: Sequence[Action] = plan_resolution(result, before, after)
    told = Tell | TellCard | Retell | TellFormer  # every private message
    tells = [p for p in planned if isinstance(p, told) and p.player == "Gollum"]
    return [text for tell in tells for text in tell.texts]


def test_r45_a_loner_gollum_alone_with_civilians_is_asked_once_more_for_his_side() -> None:
    told = _told("Azog")
    assert [text.id for text in told] == ["prompt-side"]
    localizer = Localizer()
    ru, en = (localizer.render(told[0], language) for language in ("ru", "en"))
    assert "«выбрать сторону», уточнение «свободные народы»" in ru  # W4: as the menu shows
    assert "“choose a side” and “the Free Peoples”" in en
    assert "Ответьте до конца этой" in ru  # G4: the deadline opens the answer


def test_r45_nobody_is_asked_while_the_orcs_live() -> None:
    assert [text.id for text in _told("Dale")] == []
