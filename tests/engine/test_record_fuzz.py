"""In process: mutated records either replay or raise `EngineError`, nothing else.

Hypothesis takes conformance records and breaks them (drops keys, swaps types, nests deeply, adds
aliases, odd unicode, huge numbers, cuts or corrupts bytes), then reads them as the CLI does.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import engine
from engine import record_limits
from engine.__main__ import error_line

HERE = Path(__file__).parent / "conformance"
SEEDS = (
    "city/spec_5_2_example.yaml",
    "city/full_game_ten_players_civilians_win.yaml",
    "city/chosen_secret_votes_decide_the_lynch.yaml",
    "city/inactivity_settings_min_posts_and_inactive_days.yaml",
    "city/r10_actor_becomes_the_dead_thief_from_the_next_night.yaml",
    "hobbit/r37_bilbo_passes_smaugs_name_to_bard.yaml",
    "hobbit/r71_head_kill_wins_over_the_substitutes.yaml",
    "hobbit/r39_bolg_kills_when_azog_sends_none.yaml",
)
RECORDS = {
    name: yaml.load((HERE / name).read_text("utf-8"), Loader=yaml.BaseLoader) for name in SEEDS
}

ODD = (
    "",
    "null",
    "~",
    "true",
    "no",
    "-0",
    "--5",
    "²",
    "٣",
    " 3 ",
    "1e9",
    "0x1f",
    "abstain",
    "\u2028",
    "a\nb",
    "\x85",
    "\ufeff",
    "\x00",
)
ODD_TEXT = (
    st.text(st.characters(codec=None, exclude_categories=()), max_size=12)  # surrogates too
    | st.sampled_from(ODD)
    | st.integers(15, 5000).map(lambda digits: "9" * digits)  # past 18 digits, past 4,300
)
LEAVES = ODD_TEXT | st.sampled_from(["Anna", "Boris", "boss", "kill", "night", "day", "2"])
VALUES: st.SearchStrategy[Any] = st.recursive(
    LEAVES,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(LEAVES, inner, max_size=4),
    max_leaves=12,
)


def paths(data: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every value in `data` (mapping keys, list indexes), the root first."""
    out = [here]
    if isinstance(data, dict):
        for key, value in data.items():
            out += paths(value, (*here, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            out += paths(value, (*here, index))
    return out


def get(data: Any, path: tuple[Any, ...]) -> Any:
    """The value at `path` in `data`."""
    for step in path:
        data = data[step]
    return data


def holds(data: Any, target: Any) -> bool:
    """Whether `target` (by identity) is `data` or inside it."""
    if data is target:
        return True
    if isinstance(data, dict):
        return any(holds(value, target) for value in data.values())
    if isinstance(data, list):
        return any(holds(value, target) for value in data)
    return False


@st.composite
def mutated(draw: st.DrawFn) -> Any:
    """A conformance record with a few values dropped, replaced, re-typed or renamed."""
    data = json.loads(json.dumps(RECORDS[draw(st.sampled_from(SEEDS))]))  # a deep copy
    for _ in range(draw(st.integers(1, 4))):
        path = draw(st.sampled_from(paths(data)))
        if not path:
            continue
        parent, step = get(data, path[:-1]), path[-1]
        value = parent[step]
        kind = draw(st.sampled_from(["drop", "replace", "wrap", "unwrap", "rename", "share"]))
        if kind == "drop":
            del parent[step]
        elif kind == "replace":
            parent[step] = draw(VALUES)
        elif kind == "wrap":
            parent[step] = draw(st.sampled_from([[value], {str(step): value}, [[[value]]]]))
        elif kind == "unwrap" and isinstance(value, dict):
            parent[step] = list(value.values()) or list(value)
        elif kind == "unwrap" and isinstance(value, list) and value:
            parent[step] = value[0]
        elif kind == "rename" and isinstance(parent, dict):
            parent[draw(LEAVES)] = parent.pop(step)
        elif kind == "share":  # the same value twice: YAML writes an anchor and an alias
            # A value that holds `parent` (by any route, once values are shared) would make a cycle
            others = [p for p in paths(data) if not holds(get(data, p), parent)]
            if others:
                parent[step] = get(data, draw(st.sampled_from(others)))
    return data


@st.composite
def record_bytes(draw: st.DrawFn) -> bytes:
    """A mutated record written out as YAML (aliases for shared values) or JSON, then perhaps
    cut short, corrupted, or given deep nesting, an alias or a huge number in its text."""
    data = draw(mutated())
    if draw(st.booleans()):
        text = yaml.safe_dump(data, allow_unicode=draw(st.booleans()), sort_keys=False)
    else:
        text = json.dumps(data, ensure_ascii=False)
    raw = text.encode("utf-8", "surrogatepass")
    at = draw(st.integers(0, len(raw)))
    edit = draw(
        st.sampled_from(["none", "none", "none", "cut", "insert", "deep", "alias", "number"])
    )
    if edit == "cut":
        raw = raw[:at]
    elif edit == "insert":
        raw = raw[:at] + draw(st.binary(min_size=1, max_size=8)) + raw[at:]
    elif edit == "deep":
        depth = draw(st.integers(20, 400))
        raw = raw + b"\nzz: " + b"[" * depth + b"]" * depth + b"\n"
    elif edit == "alias":
        raw = raw + b"\nzz: &a [x, x]\nzy: [*a, *a]\n"
    elif edit == "number":
        raw = raw.replace(b": 7", b": " + b"7" * draw(st.integers(15, 5000)), 1)
    return raw


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=record_bytes())
def test_a_mutated_record_replays_or_raises_engine_error_and_nothing_else(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.yaml"
        path.write_bytes(raw)
        try:
            output = engine.replay(engine.load_record(path))
        except engine.EngineError as error:
            event(error.code)
            assert error.code in engine.ERROR_CODES
            assert set(error.params) == set(engine.ERROR_CODES[error.code])
            line = error_line(error)
            assert line.isprintable() and len(line) < 1000
            return
    event("replayed")
    json.dumps(output, ensure_ascii=False).encode("utf-8")  # what the CLI prints must print


@pytest.fixture
def python_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    """Read records with PyYAML's own parser, as on a PyYAML built without libyaml."""
    monkeypatch.setattr(record_limits, "_Loader", record_limits._PyLoader)


@pytest.mark.usefixtures("python_parser")
def test_without_libyaml_the_conformance_records_read_the_same() -> None:
    for name, data in RECORDS.items():
        assert record_limits.parse((HERE / name).read_text("utf-8")) == data


@pytest.mark.usefixtures("python_parser")
@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("a: &a [x]\nb: *a\n", "record_alias"),
        ("a: " + "[" * 400 + "]" * 400 + "\n", "record_too_deep"),
        ('a: "\\ud800"\n', "record_encoding"),
        (
            "a: [" + ",".join(["1"] * (record_limits.MAX_NODES + 1)) + "]\n",
            "record_too_many_values",
        ),
        ("a: [\n", "record_syntax"),
    ],
)
def test_without_libyaml_the_same_bounds_hold(text: str, code: str) -> None:
    with pytest.raises(engine.EngineError) as raised:
        record_limits.parse(text)
    assert raised.value.code == code
