"""The forum table's rule settings: `vote_changes` (section 1 allows any number of
changes; a table may allow 0, 1 or 2) and `reveal` (section 1 reveals the role; a table may tell
only the camp, or nothing: a dark game). Every role is still shown once the game is over."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from bot.text import narrative
from bot.text.i18n import Localizer
from tests.engine.helpers import run

SEATS = (
    ("Anna", "boss"),
    ("Boris", "detective"),
    ("Vera", "doctor"),
    ("Gleb", "citizen"),
    ("Dina", "citizen"),
    ("Egor", "citizen"),
)
ROOT = Path(__file__).resolve().parents[2]


def game_with(**settings: object) -> engine.Game:
    return engine.new_game(
        engine.Setup("city", SEATS, engine.Settings.from_mapping(settings), seed=3)
    )


def day_one(game: engine.Game, victim: str = "Boris") -> tuple[engine.Game, engine.PhaseResult]:
    return game.resolve(engine.PhaseInput(actions={"Anna": {"kill": victim}}))


# -- vote_changes ---------------------------------------------------------------------------------


def test_section_1_a_vote_may_change_any_number_of_times_by_default() -> None:
    day, _ = day_one(game_with())
    assert engine.Settings().vote_changes == "unlimited"
    history = ["Gleb", "Dina", "Gleb", "abstain", "Dina"]
    assert day.check_vote("Anna", "Egor", history) is None


@pytest.mark.parametrize("limit", [0, 1, 2])
def test_a_change_past_the_tables_limit_is_refused_with_its_code(limit: int) -> None:
    day, _ = day_one(game_with(vote_changes=limit))
    history = ["Gleb", "Dina", "Egor"][: limit + 1]  # `limit` changes made
    refused = day.check_vote("Anna", "Vera", history)
    assert refused == engine.EngineError("vote_changes_used", {"limit": limit})
    assert day.check_vote("Anna", history[-1], history) is None  # the standing vote again


def test_a_first_vote_is_no_change_and_repeating_a_vote_changes_nothing() -> None:
    day, _ = day_one(game_with(vote_changes="0"))
    assert day.check_vote("Anna", "Gleb") is None
    assert day.check_vote("Anna", "Gleb", ["Gleb", "Gleb"]) is None
    assert day.check_vote("Anna", "Dina", ["Gleb", "Gleb"]) is not None


def test_r50_a_vote_for_the_dead_is_refused_before_the_limit_is_counted() -> None:
    day, _ = day_one(game_with(vote_changes=0))
    refused = day.check_vote("Anna", "Boris", ["Gleb"])
    assert refused is not None and refused.code == "dead_target"


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"vote_changes": 1}, ("1", "role")),
        ({"vote_changes": "unlimited", "reveal": "camp"}, ("unlimited", "camp")),
        ({"reveal": " None "}, ("unlimited", "none")),
    ],
)
def test_the_settings_are_read_from_a_records_options(
    options: dict[str, object], expected: tuple[str, str]
) -> None:
    settings = engine.Settings.from_mapping(options)
    assert (settings.vote_changes, settings.reveal) == expected


@pytest.mark.parametrize(
    "options", [{"vote_changes": 3}, {"vote_changes": True}, {"reveal": "roles"}, {"reveal": 1}]
)
def test_a_bad_value_in_a_records_options_is_a_bad_setting(options: dict[str, object]) -> None:
    with pytest.raises(engine.EngineError) as refused:
        engine.Settings.from_mapping(options)
    assert refused.value.code == "bad_setting"


def test_a_record_keeps_the_settings_and_omits_the_defaults() -> None:
    setup = engine.Setup("city", SEATS, engine.Settings(vote_changes="1", reveal="none"), seed=3)
    data = engine.Record.from_history(setup, ()).to_data()
    assert data["options"] == {"vote_changes": "1", "reveal": "none"}
    plain = engine.Record.from_history(engine.Setup("city", SEATS, seed=3), ()).to_data()
    assert "options" not in plain


def test_replaying_a_record_of_the_spec_prints_what_it_printed_before(tmp_path: Path) -> None:
    record = tmp_path / "spec.yaml"
    record.write_text(
        "ruleset: city\noptions: {double_kill: true}\n"
        "players: {Anna: boss, Boris: doctor, Vera: detective, Gleb: psycho, Dina: citizen}\n"
        "seed: 7\nphases:\n"
        "  - night: {Anna: {kill: Boris, check: Vera}, Boris: {heal: Boris},"
        " Gleb: {invite: Vera, seek: Anna}}\n"
        "  - day: {votes: {Anna: Gleb, Boris: Gleb, Vera: Anna, Gleb: Anna, Dina: Gleb}}\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(record)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    out = json.loads(done.stdout)
    assert list(out) == ["ruleset", "phases", "alive", "winner"]
    assert out["alive"] == ["Anna", "Boris", "Vera", "Dina"] and out["winner"] is None


# -- reveal ---------------------------------------------------------------------------------------


def test_section_1_a_death_reveals_the_role_by_default() -> None:
    before = game_with()
    after, night = day_one(before)
    told = engine.announcement(night, before)
    assert (told.reveal, told.roles, told.camps) == ("role", ("detective",), ())
    assert engine.revealed(after, "Boris") == engine.Revealed("detective", "civilians")
    assert engine.revealed(after, "Anna") == engine.Revealed()  # alive: nothing is known


def test_reveal_camp_tells_only_the_camps_in_an_order_that_tells_nothing() -> None:
    before = game_with(reveal="camp", double_kill=True)
    day, _ = day_one(before, "Egor")
    votes = {"Anna": "Gleb", "Boris": "Gleb", "Vera": "Anna", "Gleb": "Anna"}
    over, result = day.resolve(engine.PhaseInput(votes=votes))
    told = engine.announcement(result, day)
    assert set(told.left) == {"Anna", "Gleb"}
    assert (told.roles, told.camps) == ((), ("civilians", "mafia"))
    assert over.winner == "civilians"  # the game is over: every role is shown
    assert engine.revealed(over, "Anna") == engine.Revealed("boss", "mafia")
    votes = {"Anna": "Gleb", "Boris": "Gleb", "Vera": "Dina", "Gleb": "Dina"}
    after, result = day.resolve(engine.PhaseInput(votes=votes))
    assert after.winner is None and engine.revealed(after, "Gleb") == engine.Revealed(
        None, "civilians"
    )


def test_reveal_none_tells_nothing_until_the_end_when_every_role_is_shown() -> None:
    before = game_with(reveal="none")
    after, night = day_one(before)
    told = engine.announcement(night, before)
    assert (told.left, told.roles, told.camps) == (("Boris",), (), ())
    assert engine.revealed(after, "Boris") == engine.Revealed()
    assert engine.revealed(after, "Boris", over=True) == engine.Revealed("detective", "civilians")
    ids = [text.id for text in narrative.game_over(after)]
    assert ids.count("game-over-player-dead") + ids.count("game-over-player-alive") == 6


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("reveal", ["role", "camp", "none"])
def test_the_morning_post_says_what_the_reveal_setting_allows(reveal: str, language: str) -> None:
    localizer = Localizer(strict=True)
    before = game_with(reveal=reveal)
    after, night = day_one(before)
    post = "\n".join(localizer.render(t, language) for t in narrative.summary(night, before, after))
    detective = localizer.render(narrative.role_name("detective", "city"), language)
    citizens = localizer.render(narrative.camp_name("civilians", "city"), language)
    assert "Boris" in post
    assert (detective in post) == (reveal == "role")
    assert (citizens in post) == (reveal == "camp")
    if reveal == "none":
        dark = localizer.render(narrative.Text("forum-reveal-dark", {"count": 1}), language)
        assert dark in post
    overview = "\n".join(
        localizer.render(t, language)
        for t in narrative.rules_overview("city", engine.Settings(reveal=reveal))
    )
    assert overview and ("{" not in overview)


def test_the_replay_output_is_the_same_whatever_the_reveal() -> None:
    record = """
        ruleset: city
        options: {reveal: %s}
        players: {Anna: boss, Boris: detective, Vera: doctor, Gleb: citizen}
        seed: 3
        phases:
          - night: {Anna: {kill: Boris}}
          - day: {votes: {Anna: Gleb, Vera: Gleb, Gleb: Anna}}
    """
    outputs = [run(record % reveal) for reveal in ("role", "camp", "none")]
    assert outputs[0] == outputs[1] == outputs[2]
