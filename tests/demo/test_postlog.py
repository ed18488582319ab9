"""The speed-up of the simulated players' suspicion (`bot.demo.postlog`) changes nothing: the
posts by target are the posts of the list naming that player, in order, and whole games played
with it and with the plain scan are the same, input for input."""

from __future__ import annotations

import random

import pytest

import engine
from bot.demo import postlog
from bot.demo.notebook import Post
from bot.demo.people import play_game
from bot.demo.postlog import PostLog

NAMES = ("Ann", "Bob", "Cid", "Dan")


def test_the_posts_about_a_player_are_those_naming_him_in_order() -> None:
    rng = random.Random(5)
    posts = [
        Post(rng.choice(NAMES), rng.choice(("found", "suspect", "vote")), rng.choice(NAMES))
        for _ in range(200)
    ]
    log = PostLog(posts[:50])
    for post in posts[50:]:
        log.append(post)
    assert list(log) == posts and len(log) == 200 and log[7] == posts[7]
    for name in (*NAMES, "Eve"):
        assert list(log.about(name)) == [post for post in posts if post.target == name]


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_games_played_with_the_index_are_the_plain_games(
    ruleset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = tuple(f"P{i:02d}" for i in range(12))
    for seed in range(25):
        setup = engine.deal(ruleset, names, seed)
        monkeypatch.setattr(postlog, "INDEXED", False)
        plain_end, plain = play_game(engine.new_game(setup), seed)
        monkeypatch.setattr(postlog, "INDEXED", True)
        indexed_end, indexed = play_game(engine.new_game(setup), seed)
        assert indexed == plain
        assert (indexed_end.winner, indexed_end.alive) == (plain_end.winner, plain_end.alive)
