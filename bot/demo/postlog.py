"""A speed-up of the simulated players' suspicion (`Notebook.suspicion`): the posts a player
has heard, kept in order and also by the player each names, so that what was said of one player
is read without going through every post of the game.

`PostLog.about(name)` holds exactly the posts whose target is `name`, in the order heard: a sum
over them is the sum over every post skipping the others, to the last bit (tests/demo/
test_postlog.py plays whole games both ways). With `INDEXED = False` it is every post (the plain
version)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Generic, Protocol, TypeVar


class Targeted(Protocol):
    """A post: it names one player (`bot.demo.notebook.Post`)."""

    @property
    def target(self) -> str:
        """The player the post names."""
        ...


Post = TypeVar("Post", bound=Targeted)

INDEXED = True
"""Whether `PostLog.about` reads the posts by target (False: every post, the plain scan)."""


class PostLog(Generic[Post]):
    """The posts heard, in order (iterate, `len`, index), and the same posts by target
    (`about`); posts are only added at the end."""

    def __init__(self, posts: Iterable[Post] = ()) -> None:
        self._posts: list[Post] = []
        self._by_target: dict[str, list[Post]] = {}
        for post in posts:
            self.append(post)

    def append(self, post: Post) -> None:
        """Add one post at the end."""
        self._posts.append(post)
        self._by_target.setdefault(post.target, []).append(post)

    def about(self, name: str) -> Sequence[Post]:
        """The posts naming `name`, in the order heard (every post when not INDEXED)."""
        return self._by_target.get(name, ()) if INDEXED else self._posts

    def __iter__(self) -> Iterator[Post]:
        return iter(self._posts)

    def __len__(self) -> int:
        return len(self._posts)

    def __getitem__(self, index: int) -> Post:
        return self._posts[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PostLog) and self._posts == other._posts

    def __repr__(self) -> str:
        return f"PostLog({self._posts!r})"
