"""Bad input: `python -m engine replay FILE` answers every malformed record with exit
code 2 and exactly one line on stderr (no traceback), within 5 s and 200 MB of memory.

Every case runs the real CLI in a child process under those bounds: 5 s of CPU (RLIMIT_CPU: the
child is killed past it, however busy the machine is) and 200 MB of address space (RLIMIT_AS),
with a generous wall-clock timeout against a child that hangs without computing.
"""

from __future__ import annotations

import random
import resource
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

import engine
from engine import record_limits
from engine.record import Record
from engine.simulate import play_random_game

ROOT = Path(__file__).resolve().parents[2]
SECONDS = 5
HANG_SECONDS = 120
MEMORY = 200 * 1024 * 1024
GOOD = "ruleset: city\nplayers: {Anna: boss, Boris: doctor, Vera: citizen}\n"


def _limit_child() -> None:
    """In the child, before it runs: at most 5 s of CPU and 200 MB of address space."""
    resource.setrlimit(resource.RLIMIT_CPU, (SECONDS, SECONDS))
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def replay_cli(path: Path | str) -> subprocess.CompletedProcess[str]:
    """`python -m engine replay PATH` in a child limited to 5 s of CPU and 200 MB (killed past
    either: a non-zero exit)."""
    return subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=HANG_SECONDS,
        preexec_fn=_limit_child,
        check=False,
    )


def assert_refused(path: Path | str, code: str) -> str:
    """The CLI exits 2 with one `error: <code> …` line on stderr and nothing else; the line."""
    done = replay_cli(path)
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.endswith("\n"), done.stderr[-2000:]
    line = done.stderr.rstrip("\n")
    assert line.startswith(f"error: {code}"), line
    return line


def write(tmp_path: Path, data: bytes | str, name: str = "record.yaml") -> Path:
    """A record file in `tmp_path` holding `data` (text is written as UTF-8)."""
    path = tmp_path / name
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def test_a_non_utf8_file_is_refused_with_the_line_of_the_bad_byte(tmp_path: Path) -> None:
    path = write(tmp_path, b"ruleset: city\nplayers: {Anna: boss, Boris: citiz\xff}\n")
    assert assert_refused(path, "record_encoding") == "error: record_encoding line=2"


def test_a_utf16_file_is_refused_as_not_utf8(tmp_path: Path) -> None:
    assert_refused(write(tmp_path, GOOD.encode("utf-16")), "record_encoding")


def test_a_lone_surrogate_escape_is_refused_as_no_text(tmp_path: Path) -> None:
    """libyaml refuses the escape itself (`record_syntax`); PyYAML's own parser lets it through
    and the composer refuses it (`record_encoding`, see the fallback test)."""
    path = write(tmp_path, 'ruleset: city\nplayers: {"\\ud800": boss, Boris: citizen}\n')
    assert_refused(path, "record_")


def test_400_deep_nesting_is_refused_quickly_with_exit_2(tmp_path: Path) -> None:
    path = write(tmp_path, "ruleset: city\nplayers: " + "[" * 400 + "]" * 400 + "\n")
    line = assert_refused(path, "record_too_deep")
    assert line == f"error: record_too_deep limit={record_limits.MAX_DEPTH} line=2"


def test_a_megabyte_of_open_brackets_is_refused_quickly(tmp_path: Path) -> None:
    assert_refused(write(tmp_path, "a: " + "{a: [" * 200_000), "record_too_deep")


def test_a_yaml_alias_bomb_is_refused_quickly_with_exit_2(tmp_path: Path) -> None:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{name}: &{name} [{','.join(['*' + prev] * 9)}]")
    bomb = "\n".join(lines) + "\n"
    assert len(bomb) < 600
    assert assert_refused(write(tmp_path, bomb), "record_alias") == "error: record_alias line=1"


def test_even_one_alias_is_refused_since_records_never_use_them(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD + "items: &x {}\n")
    assert assert_refused(path, "record_alias") == "error: record_alias line=3"


@pytest.mark.parametrize(
    ("field", "text"),
    [
        ("seed", GOOD + "seed: " + "9" * 4300 + "\n"),
        ("seed", GOOD + "seed: -" + "9" * 19 + "\n"),
        ("options.min_posts", GOOD + "options: {min_posts: " + "1" * 5000 + "}\n"),
        ("options.inactive_days", GOOD + "options: {inactive_days: '--5'}\n"),
        ("phases.1.day.posts.Anna", GOOD + "phases: [{night: {}}, {day: {posts: {Anna: ²}}}]\n"),
        (
            "phases.0.night.Anna.kill.digit",
            "ruleset: hobbit\nplayers: {Anna: azog, Boris: bilbo}\n"
            "phases: [{night: {Anna: {kill: {target: Boris, digit: " + "2" * 4301 + "}}}}]\n",
        ),
    ],
)
def test_a_huge_or_unreadable_number_is_a_record_field_error(
    tmp_path: Path, field: str, text: str
) -> None:
    assert (
        assert_refused(write(tmp_path, text), "record_field")
        == f"error: record_field field={field}"
    )


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    line = assert_refused(tmp_path / "no_such_record.yaml", "record_field")
    assert line == "error: record_field field=file"


def test_a_directory_is_refused(tmp_path: Path) -> None:
    assert assert_refused(tmp_path, "record_field") == "error: record_field field=file"


def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    assert_refused(write(tmp_path, b""), "record_field")


@pytest.mark.parametrize(
    "text",
    ["- ruleset: city\n", "just text\n", "42\n", "null\n", '"ruleset: city"\n', "[]\n", "---\n"],
)
def test_valid_yaml_that_is_not_a_mapping_is_refused(tmp_path: Path, text: str) -> None:
    assert_refused(write(tmp_path, text), "record_field field=ruleset")


def test_several_yaml_documents_are_a_syntax_error(tmp_path: Path) -> None:
    assert_refused(write(tmp_path, GOOD + "---\n" + GOOD), "record_syntax")


WRONG_TYPES = {
    "ruleset as a mapping": "ruleset: {city: true}\nplayers: {Anna: boss}\n",
    "ruleset as a list": "ruleset: [city]\nplayers: {Anna: boss}\n",
    "ruleset as null": "ruleset: null\nplayers: {Anna: boss}\n",
    "players as a list": "ruleset: city\nplayers: [Anna, Boris]\n",
    "players as a number": "ruleset: city\nplayers: 5\n",
    "players as a boolean": "ruleset: city\nplayers: true\n",
    "players empty": "ruleset: city\nplayers: {}\n",
    "a role as a list": "ruleset: city\nplayers: {Anna: [boss], Boris: citizen}\n",
    "a role as null": "ruleset: city\nplayers: {Anna: null, Boris: citizen}\n",
    "a role as a number": "ruleset: city\nplayers: {Anna: 1, Boris: citizen}\n",
    "a list as a name": "ruleset: city\nplayers: {[Anna]: boss}\n",
    "options as a list": GOOD + "options: [double_kill]\n",
    "options as a number": GOOD + "options: 3\n",
    "an option as a list": GOOD + "options: {double_kill: [true]}\n",
    "an option as a name": GOOD + "options: {inactive_days: Anna}\n",
    "a boolean option as a number": GOOD + "options: {double_kill: 7}\n",
    "seed as a list": GOOD + "seed: [1]\n",
    "seed as a boolean": GOOD + "seed: true\n",
    "items as a list": GOOD + "items: [arkenstone]\n",
    "phases as a mapping": GOOD + "phases: {night: {}}\n",
    "phases as a number": GOOD + "phases: 1\n",
    "a phase as a list": GOOD + "phases: [[night]]\n",
    "a phase as null": GOOD + "phases: [null]\n",
    "a night as a list": GOOD + "phases: [{night: [Anna]}]\n",
    "a night as a name": GOOD + "phases: [{night: Anna}]\n",
    "a night's verbs as a list": GOOD + "phases: [{night: {Anna: [kill, Boris]}}]\n",
    "a day as a list": GOOD + "phases: [{night: {}}, {day: [votes]}]\n",
    "votes as a list": GOOD + "phases: [{night: {}}, {day: {votes: [Anna]}}]\n",
    "posts as a list": GOOD + "phases: [{night: {}}, {day: {posts: [1]}}]\n",
    "a post count as a name": GOOD + "phases: [{night: {}}, {day: {posts: {Anna: Boris}}}]\n",
    "day actions as a list": GOOD + "phases: [{night: {}}, {day: {actions: [Anna]}}]\n",
}


@pytest.mark.parametrize("text", list(WRONG_TYPES.values()), ids=list(WRONG_TYPES))
def test_wrong_types_anywhere_are_refused(tmp_path: Path, text: str) -> None:
    assert_refused(write(tmp_path, text), "")


WRONG_VALUES = {
    "a target as a list": "{Anna: {kill: [Boris, Vera, Anna]}}",
    "a target as a mapping": "{Anna: {kill: {Boris: Vera}}}",
    "a target as null": "{Anna: {kill: null}}",
    "a target as a number": "{Anna: {kill: 3}}",
    "a target as a boolean": "{Anna: {kill: true}}",
    "an unknown verb": "{Anna: {fly: Boris}}",
    "a deep value": "{Anna: {kill: [[[[[[[[Boris]]]]]]]]}}",
}


@pytest.mark.parametrize("night", list(WRONG_VALUES.values()), ids=list(WRONG_VALUES))
def test_wrong_action_values_are_rejected_actions_not_crashes(tmp_path: Path, night: str) -> None:
    """A malformed action is a `rejected` entry of the replay (SPEC 5.2), not a bad record."""
    done = replay_cli(write(tmp_path, GOOD + f"phases: [{{night: {night}}}]\n"))
    assert done.returncode == 0, done.stderr
    assert '"rejected"' in done.stdout


def test_a_name_with_a_newline_still_gives_one_error_line(tmp_path: Path) -> None:
    path = write(tmp_path, 'ruleset: city\nplayers: {Anna: "bo\\nss\\u2028x", Boris: citizen}\n')
    assert assert_refused(path, "unknown_role") == "error: unknown_role role=bo\\nss\\u2028x"


def test_a_long_value_is_cut_in_the_error_line(tmp_path: Path) -> None:
    line = assert_refused(write(tmp_path, GOOD + "ruleset: " + "x" * 5000 + "\n"), "")
    assert len(line) < 200 and line.endswith("…")


def test_a_file_over_the_size_limit_is_refused_unread_and_quickly(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD + "# " + "x" * (record_limits.MAX_RECORD_BYTES) + "\n")
    line = assert_refused(path, "record_too_large")
    assert line == f"error: record_too_large limit={record_limits.MAX_RECORD_BYTES}"


def test_a_huge_file_of_many_megabytes_is_refused_quickly(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as handle:
        handle.write(GOOD.encode())
        handle.truncate(200 * 1024 * 1024)  # sparse: 200 MB of NUL bytes on no disk
    assert_refused(path, "record_too_large")


def test_a_megabyte_of_tiny_values_is_refused_quickly_for_too_many_values(tmp_path: Path) -> None:
    text = "a: [" + ",".join(["1"] * (record_limits.MAX_RECORD_BYTES // 2 - 4)) + "]\n"
    assert len(text.encode()) <= record_limits.MAX_RECORD_BYTES
    line = assert_refused(write(tmp_path, text), "record_too_many_values")
    assert line == f"error: record_too_many_values limit={record_limits.MAX_NODES}"


def test_the_largest_record_within_the_limits_replays_in_time(tmp_path: Path) -> None:
    """The worst case the bounds allow that is still a record: 30 players and as many empty
    phases as the node bound admits, with nothing to end the game."""
    roles = engine.preset("city", 30)
    players = "".join(f"  P{i}: {role}\n" for i, role in enumerate(roles))
    head = "ruleset: city\noptions: {stalemate_cycles: 0, inactive_days: 0}\nplayers:\n"
    phases = (record_limits.MAX_NODES - 80) // 6
    text = head + players + "phases:\n" + "- night: {}\n- day: {}\n" * phases
    done = replay_cli(write(tmp_path, text))
    assert done.returncode == 0, done.stderr  # killed (SIGXCPU) past 5 s of CPU


def test_the_limits_leave_a_wide_margin_over_a_real_30_player_record() -> None:
    """A long 30-player game with long Cyrillic names stays far inside every bound."""
    names = [f"Игрок{i}".ljust(32, "ж") for i in range(30)]
    setup = engine.deal("city", names, seed=31)
    setup = engine.Setup(
        setup.ruleset, setup.players, engine.Settings(stalemate_cycles=10, inactive_days=5), 31
    )
    _, inputs = play_random_game(engine.new_game(setup), random.Random(31), noise=0.1)
    text = Record.from_history(setup, inputs).to_yaml()
    events = list(yaml.parse(text))
    nodes = sum(isinstance(e, yaml.ScalarEvent | yaml.CollectionStartEvent) for e in events)
    depth = deepest = 0
    for event in events:
        depth += isinstance(event, yaml.CollectionStartEvent)
        depth -= isinstance(event, yaml.CollectionEndEvent)
        deepest = max(deepest, depth)
    assert len(inputs) >= 20
    assert len(text.encode()) * 10 < record_limits.MAX_RECORD_BYTES
    assert nodes * 10 < record_limits.MAX_NODES
    assert deepest * 4 <= record_limits.MAX_DEPTH
    assert engine.load_record(text) == Record.from_history(setup, inputs)


def test_an_unexpected_exception_still_gives_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The CLI's last resort, for a validation bug the tests above have not found."""
    import engine.__main__ as cli

    def broken(path: object) -> engine.Record:
        raise KeyError("players")

    monkeypatch.setattr(cli, "load_record", broken)
    assert cli.main(["replay", str(write(tmp_path, GOOD))]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "error: internal error (KeyError); please report it\n"


def _load(loader: type, text: str) -> object:
    """`text` read by one of the record loaders (its data, or the EngineError it raises)."""
    reading = loader(text)
    try:
        return reading.get_single_data()
    except engine.EngineError as error:
        return error
    finally:
        reading.dispose()


@pytest.mark.skipif(not yaml.__with_libyaml__, reason="PyYAML built without libyaml")
def test_records_are_read_by_libyaml_through_the_bounded_composer() -> None:
    """libyaml parses (PyYAML's public `CBaseLoader`), the bounded composer composes: its
    `compose_node` comes first, and libyaml and the pure Python loader read alike."""
    loader = record_limits._Loader
    assert issubclass(loader, yaml.CBaseLoader)
    assert loader.compose_node is record_limits._BoundedComposer.compose_node
    deep = "a: " + "[" * (record_limits.MAX_DEPTH + 1) + "]" * (record_limits.MAX_DEPTH + 1)
    for text in (GOOD, "a: &x [1]\nb: *x\n", deep, "a: [1, {b: c}]\n"):
        assert _load(loader, text) == _load(record_limits._PyLoader, text)
    assert isinstance(_load(loader, "a: &x [1]\nb: *x\n"), engine.EngineError)
