"""The engine's answers for the text layer: what is public after a phase (SPEC 1, R56), camps,
card notes and the `/act` form, all from each rule set's data."""

from __future__ import annotations

import pytest

import engine

CITY = (("Anna", "boss"), ("Boris", "detective"), ("Gleb", "psycho"), ("Dina", "citizen"))


def test_rulesets_are_the_registered_ones() -> None:
    assert engine.RULESETS == engine.registered() == ("city", "hobbit")


def test_camps_of_each_rule_set_are_its_roles_camps() -> None:
    for ruleset in engine.RULESETS:
        role_camps = {info.camp for info in engine.roles(ruleset).values()}
        assert set(engine.camps(ruleset)) == role_camps
    assert engine.camps("city") == ("mafia", "civilians", "robbers")


def test_verb_slots_give_the_public_form_of_a_verb() -> None:
    form = engine.verb_slots("city", "redirect")
    assert isinstance(form, engine.VerbForm)
    assert [arg.name for arg in form.args] == ["target", "to"]
    assert engine.verb_slots("city", "borrow").shape == "nested"
    with pytest.raises(engine.EngineError) as error:
        engine.verb_slots("city", "fly")
    assert error.value.code == "unknown_verb"


def test_r22_a_city_robber_card_notes_the_seek() -> None:
    game = engine.new_game(engine.Setup("city", CITY))
    assert engine.card_notes(game, "Gleb") == (engine.CardNote("robber-seek", "role"),)
    assert engine.card_notes(game, "Boris") == ()


def test_r30_sauron_card_names_the_orcs_he_knows() -> None:
    players = (("Sa", "sauron"), ("Az", "azog"), ("Or", "orc"), ("Bi", "bilbo"), ("Ga", "gandalf"))
    game = engine.new_game(engine.Setup("hobbit", players))
    notes = engine.card_notes(game, "Sa")
    assert [note.key for note in notes] == ["sauron-orcs"]
    assert set(notes[0].members) == {"Az", "Or"}


def test_spec1_a_night_announcement_names_no_cause_and_sorts_the_roles() -> None:
    game = engine.new_game(engine.Setup("city", CITY))
    inputs = engine.PhaseInput(actions={"Anna": {"kill": "Dina"}, "Gleb": {"invite": "Boris"}})
    _, result = game.resolve(inputs)
    told = engine.announcement(result, game)
    assert told.phase.kind == "night" and told.told == ()
    assert told.untold == told.left == tuple(d.player for d in result.deaths)
    assert list(told.roles) == sorted(told.roles)


def test_r56_a_player_who_left_in_the_phase_is_told_nothing_privately() -> None:
    game = engine.new_game(engine.Setup("city", CITY))
    inputs = engine.PhaseInput(actions={"Anna": {"kill": "Boris"}, "Boris": {"check": "Anna"}})
    _, result = game.resolve(inputs)
    assert "Boris" not in result.private
    assert engine.announcement(result, game).left == ("Boris",)
    assert result.ruleset == "city"


def test_day_announcement_tells_the_sleep_cause_and_the_lynch_apart() -> None:
    game = engine.new_game(engine.Setup("city", CITY, settings=engine.Settings(inactive_days=1)))
    game, _ = game.resolve(engine.PhaseInput())
    votes = {"Anna": "Dina", "Boris": "Dina", "Gleb": "Dina"}
    _, result = game.resolve(engine.PhaseInput(votes=votes, posts={"Anna": 3, "Boris": 3}))
    told = engine.announcement(result, game)
    assert told.lynched == ("Dina",) and told.lynch_failed == ()
    assert told.told == (engine.Death("Gleb", "sleep"),)
    assert told.untold == ()


def test_a_failed_compare_is_told_as_failed() -> None:
    assert engine.told_item({"type": "compare", "result": "failed"}).failed
    assert not engine.told_item({"type": "compare", "result": "same"}).failed
    told = engine.told_item({"type": "check", "target": "A", "camp": "mafia"})
    assert told == engine.Told("check", False, {"target": "A", "camp": "mafia"})


def test_r50_abstain_is_one_public_constant_the_vote_check_takes() -> None:
    game = engine.new_game(engine.Setup("city", CITY))
    game, _ = game.resolve(engine.PhaseInput())
    assert engine.ABSTAIN == "abstain"
    assert game.check_vote("Anna", engine.ABSTAIN) is None


def test_engine_errors_are_coded_errors_that_check_their_codes() -> None:
    error = engine.EngineError("dead_target", {"player": "A"})
    assert isinstance(error, engine.CodedError)
    assert error == engine.EngineError("dead_target", {"player": "A"})
    assert hash(error) == hash(engine.EngineError("dead_target", {"player": "A"}))
    assert repr(error) == "EngineError('dead_target', {'player': 'A'})"
    with pytest.raises(ValueError):
        engine.EngineError("no_such_code")


# --- the record of a phase, of a role and of the game -------------------------

SUCCESSIONS = (
    "ruleset: city\noptions: {inactive_days: 0}\n"
    "players: {A: boss, B: thief, C: actor, D: doctor, E: detective, F: deputy, G: citizen, "
    "H: citizen, I: citizen}\n"
)


def _game(text: str) -> tuple[engine.Game, engine.Announcement]:
    """The game a record plays to, and what the table was told after its last phase."""
    record = engine.load_record(text)
    game = engine.new_game(record.setup)
    for phase_input in record.phases:
        before = game
        game, result = game.resolve(phase_input)
    return game, engine.announcement(result, before)


def test_r10_a_role_taken_over_keeps_its_history_to_the_final_list_and_the_reveal() -> None:
    text = SUCCESSIONS + (
        "phases:\n - night: {}\n - day: {votes: {A: B, D: B, E: B}}\n"
        " - night: {C: {become: thief}}\n - day: {votes: {A: C, D: C, E: C, G: C}}\n"
    )
    game, lynch = _game(text)
    assert game.role_history("C") == ("actor", "thief")
    assert game.role_history("A") == ("boss",)
    assert lynch.left == ("C",) and lynch.histories == (("actor", "thief"),)
    assert lynch.roles == ("thief",)


def test_r13_a_promoted_deputy_is_revealed_as_the_role_it_took_over() -> None:
    game, day = _game(SUCCESSIONS + "phases:\n - night: {A: {kill: E}}\n - day: {votes: {A: F}}\n")
    assert game.role_history("F") == ("deputy", "detective")
    assert day.histories == (("deputy", "detective"),)


def test_spec1_several_histories_stay_apart_from_the_names_in_role_order() -> None:
    _, day = _game(
        SUCCESSIONS + "phases:\n - night: {A: {kill: E}}\n - day: {votes: {A: F, D: G}}\n"
    )
    assert day.left == ("F", "G") and day.tie
    assert day.roles == ("citizen", "detective")  # sorted, not in the order of leaving
    assert day.histories == (("citizen",), ("deputy", "detective"))


def test_r1_a_tie_is_public_whether_it_lynches_both_or_nobody() -> None:
    game = engine.new_game(engine.Setup("city", CITY, engine.Settings(double_kill=False)))
    game, _ = game.resolve(engine.PhaseInput())
    _, tied = game.resolve(engine.PhaseInput(votes={"Anna": "Boris", "Boris": "Anna"}))
    assert tied.tie and tied.lynched == ()
    _, none = game.resolve(engine.PhaseInput())
    assert not none.tie and none.lynched == ()
    _, one = game.resolve(engine.PhaseInput(votes={"Anna": "Boris", "Dina": "Boris"}))
    assert not one.tie and one.lynched == ("Boris",)


def test_a_game_counts_the_news_the_table_was_told_after_each_phase() -> None:
    game = engine.new_game(engine.Setup("city", CITY))
    assert game.told_counts == {}
    game, _ = game.resolve(engine.PhaseInput(actions={"Anna": {"kill": "Dina"}}))
    assert game.told_counts == {"night_deaths": 1, "leavers": 1}
    game, _ = game.resolve(engine.PhaseInput())
    assert game.told_counts == {"night_deaths": 1, "leavers": 1, "no_lynches": 1}
    game, _ = game.resolve(engine.PhaseInput())
    assert game.told_counts == {"night_deaths": 1, "leavers": 1, "no_lynches": 1, "quiet_nights": 1}


def test_an_emptied_camp_is_told_when_its_last_member_leaves() -> None:
    game = engine.new_game(engine.Setup("city", CITY))
    before = game
    game, night = game.resolve(engine.PhaseInput(actions={"Anna": {"kill": "Gleb"}}))
    assert engine.announcement(night, before).emptied == ("robbers",)
    _, day = game.resolve(engine.PhaseInput(votes={"Anna": "Dina", "Boris": "Dina"}))
    assert engine.announcement(day, game).emptied == ()  # Boris is still a citizen


def test_the_last_day_is_when_some_single_lynch_would_end_the_game() -> None:
    game = engine.new_game(engine.Setup("city", CITY))
    assert not game.lynch_can_decide()  # a night
    game, _ = game.resolve(engine.PhaseInput())
    assert not game.lynch_can_decide()  # the Boss's lynch leaves the Psycho and two citizens
    game, _ = game.resolve(engine.PhaseInput(votes={"Anna": "Gleb", "Boris": "Gleb"}))
    game, _ = game.resolve(engine.PhaseInput())
    assert game.alive == ("Anna", "Boris", "Dina") and game.lynch_can_decide()
    game, _ = game.resolve(engine.PhaseInput(votes={"Boris": "Anna", "Dina": "Anna"}))
    assert game.winner == "civilians" and not game.lynch_can_decide()


def test_r22_seek_goals_are_the_rule_sets_seeking_roles() -> None:
    for ruleset in engine.RULESETS:
        seekers = {
            role
            for role, info in engine.roles(ruleset).items()
            if "seek" in info.night_verbs + info.day_verbs
        }
        assert {role for role in seekers if engine.seek_goal(ruleset, role)} == seekers
    assert engine.seek_goal("city", "scout") == engine.seek_goal("city", "psycho") == "robber"
    assert engine.seek_goal("city", "doctor") is None
    assert (engine.seek_goal("hobbit", "thorin"), engine.seek_goal("hobbit", "tauriel")) == (
        "stone",
        "kili",
    )


def test_r19_the_scouts_report_names_the_scouted_roles() -> None:
    players = (("Anna", "boss"), ("Boris", "detective"), ("Gleb", "scout"), ("Dina", "citizen"))
    game = engine.new_game(engine.Setup("city", players))
    _, night = game.resolve(engine.PhaseInput(actions={"Boris": {"check": "Anna"}}))
    (report,) = [item for item in night.private["Gleb"] if item["type"] == "scout"]
    assert tuple(key for key in report if key != "type") == engine.scouted_roles("city")
    assert engine.scouted_roles("city") == ("detective", "thief", "doctor")
    assert engine.scouted_roles("hobbit") == ()


def test_spec4_the_bards_arrow_harms_only_smaug() -> None:
    assert engine.quarry("hobbit", "bard") == "smaug"
    assert engine.quarry("hobbit", "legolas") is None
    assert engine.quarry("city", "shooter") is None
    for ruleset in engine.RULESETS:
        roles = engine.roles(ruleset)
        for role in roles:
            target = engine.quarry(ruleset, role)
            assert target is None or ("shoot" in roles[role].day_verbs and target in roles)
