"""What one simulated player knows, and how it learns it.

A `Notebook` is fed only what its player is shown: the role card (own role, camp, counters), the
members of the team channels the player sits in and the card's notes (R30: Sauron knows the orcs),
the player's own private items and own actions, the public announcements (who left, the roles
revealed, the lynch), the public votes and the table's posts. It never reads another player's
card, item or action.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from bot.demo.postlog import PostLog

CLAIM_WEIGHT = 2.5  # a post "my check: X is mafia" from a player not known to lie
HINT_WEIGHT = 0.25  # a post "I suspect X"
WRONG_VOTE = 0.8  # voted to lynch a player revealed to be on my side
RIGHT_VOTE = -0.5  # voted to lynch a player revealed to be against me
HUNCH = 1.0  # how far a first impression goes
LIAR = 4.0  # claimed my ally was hostile, and my ally's role was revealed
UNKNOWN_CAMP = "?"  # known not to be on this player's side, camp unknown (a compare, a deduction)


@dataclass(frozen=True)
class Post:
    """One post of the day's talk that names a player.

    kind: "found" (the speaker says a check showed `target` in `camp`, with `role` when a
    search showed it), "differs" (`target` is not on the speaker's side: a compare, a
    deduction), "cleared" (a check showed `target` on the speaker's side), "follow" (the speaker
    believes `source`'s finding), "suspect" (a hunch), "switch" (a changed vote), "vote".
    """

    speaker: str
    kind: str
    target: str
    camp: str = ""
    source: str = ""
    role: str = ""


@dataclass
class Notebook:
    """One simulated player's memory of the game (see the module docstring)."""

    name: str
    ruleset: str
    rng: random.Random
    role: str = ""
    camp: str = ""
    alive: tuple[str, ...] = ()
    camps: dict[str, str] = field(default_factory=dict)  # name -> camp, known for certain
    roles: dict[str, str] = field(default_factory=dict)  # name -> role, known for certain
    hunch: dict[str, float] = field(default_factory=dict)  # suspicion from nothing but feeling
    blame: dict[str, float] = field(default_factory=dict)  # suspicion earned by deeds
    posts: PostLog[Post] = field(
        default_factory=PostLog
    )  # every post heard, in order (and by target)
    today: Sequence[Post] = ()  # the posts of the day being talked, so far
    findings: list[str] = field(default_factory=list)  # hostiles this player found himself
    announced: set[str] = field(default_factory=set)  # findings already posted
    instructions: list[Mapping[str, Any]] = field(default_factory=list)  # Sauron's, tonight
    sent: dict[str, Any] = field(default_factory=dict)  # own actions of the last phase
    checked: set[str] = field(default_factory=set)  # players this player already looked at
    smaug: str | None = None  # R37: named to Bard
    side: str | None = None  # Gollum's side, once he has chosen (R45)
    leaning: str = "loner"  # the side Gollum means to choose
    day: bool = False  # whether the phase being decided is a day
    quiet: int = 0  # phases in a row in which nobody left the game

    # --- reading -------------------------------------------------------------------------------

    def camp_of_role(self, role: str) -> str:
        """The camp of a role of this game's rule set (the rules are public)."""
        return engine.roles(self.ruleset)[role].camp

    def learn(self, name: str, camp: str) -> None:
        """`name` is in `camp`, for certain."""
        self.camps[name] = camp

    def friend(self, name: str) -> bool:
        """Whether `name` is known to be on this player's side."""
        return name == self.name or self.camps.get(name) == self.camp

    def hostile(self, name: str) -> bool:
        """Whether `name` is known to be against this player."""
        known = self.camps.get(name)
        return known is not None and known != self.camp and name != self.name

    def others(self) -> list[str]:
        """The living players but this one, in seat order."""
        return [name for name in self.alive if name != self.name]

    def suspicion(self, name: str) -> float:
        """How much this player distrusts `name` (certain knowledge first, then deeds, hunch,
        and what was posted, today's posts so far included)."""
        if self.friend(name):
            return -100.0
        if self.hostile(name):
            return 100.0
        score = self.hunch.get(name, 0.0) + self.blame.get(name, 0.0)
        heard = self._claims_on(name, self.posts.about(name))  # bot.demo.postlog: a speed-up
        return score + heard + self._claims_on(name, self.today)

    def _claims_on(self, name: str, posts: Sequence[Post]) -> float:
        score = 0.0
        for post in posts:
            if post.target != name or self.hostile(post.speaker) or post.speaker == name:
                continue
            if self.camp == "mafia":  # it knows its own: a finding on another is a lynch to join
                score += CLAIM_WEIGHT if post.kind in ("found", "differs") else 0.0
            elif post.kind in ("found", "cleared") and post.camp == self.camp:
                score -= CLAIM_WEIGHT
            elif post.kind in ("found", "differs"):
                score += CLAIM_WEIGHT - self.blame.get(post.speaker, 0.0)
            elif post.kind in ("suspect", "follow", "switch"):
                score += HINT_WEIGHT
        return score

    def accused(self, name: str) -> bool:
        """Whether someone not known to be hostile posted a finding against `name`."""
        return any(
            post.target == name
            and post.kind in ("found", "differs")
            and post.camp != self.camp
            and not self.hostile(post.speaker)
            for post in (*self.posts, *self.today)
        )

    def claimers(self) -> list[str]:
        """Living players who posted a check result: information roles, in the mafia's eyes."""
        found = [
            p.speaker
            for p in (*self.posts, *self.today)
            if p.kind in ("found", "differs", "cleared") and p.speaker in self.alive
        ]
        return list(dict.fromkeys(found))

    def living_findings(self) -> list[str]:
        """Hostile players this player knows of who are still alive, best known first."""
        own = [name for name in self.findings if name in self.alive]
        rest = [name for name in self.alive if self.hostile(name) and name not in own]
        return own + rest

    # --- learning ------------------------------------------------------------------------------

    def read_card(self, game: engine.Game) -> None:
        """The role card, the player's team channels and the card's notes (R30)."""
        card = game.card(self.name)
        self.role, self.camp = card.role, card.camp
        self.alive = game.alive
        self.learn(self.name, self.camp)
        for members in game.teams().values():
            if self.name in members:  # the team channels this player sits in
                for member in members:
                    self.learn(member, self.camp)
        for note in engine.card_notes(game, self.name):
            for member in note.members:
                self.learn(member, self.camp)

    def feel(self, names: Iterable[str]) -> None:
        """A first impression of everyone (from the seed), what a table talks about on day 1,
        and the side Gollum leans to."""
        for name in names:
            if name != self.name:
                self.hunch[name] = self.rng.random() * HUNCH
        self.leaning = self.rng.choice(("civilians", "loner"))

    def read_items(self, items: Sequence[Mapping[str, Any]]) -> None:
        """The player's own private items of one phase (SPEC 5.2)."""
        self.instructions = []
        for item in items:
            told = engine.told_item(item)
            if not told.failed:
                self._read_item(told.type, told.fields)

    def _read_item(self, kind: str, fields: Mapping[str, Any]) -> None:
        target = str(fields.get("target", ""))
        if kind in ("check", "boss_check"):
            self.checked.add(target)
            self._found(target, str(fields["camp"]))
        elif kind == "search":
            self.checked.add(target)
            role = str(fields["role"])
            self.roles[target] = role
            self._found(target, self.camp_of_role(role))
            if role == "smaug":
                self.smaug = target
        elif kind == "compare":
            self._compared(str(fields["result"]))
        elif kind == "seek" and fields.get("found") and self.camp == "robbers":
            self.learn(target, self.camp)
        elif kind == "met":
            self.learn(str(fields["player"]), self.camp)
        elif kind == "smaug_named":
            self.smaug = str(fields["player"])
            self.roles[self.smaug] = "smaug"
            self._found(self.smaug, "mafia")
        elif kind == "instruct":
            self.instructions.append(fields)
            if fields.get("kind") == "hint" and fields.get("role"):
                self.roles[str(fields["player"])] = str(fields["role"])

    def _found(self, target: str, camp: str) -> None:
        self.learn(target, camp)
        if camp != self.camp and target not in self.findings:
            self.findings.append(target)

    def _compared(self, result: str) -> None:
        """The Journalist compares himself with one player: same camp, or not (R79: the result
        is read against the pair he sent)."""
        pair = self.sent.get("compare")
        if not isinstance(pair, list | tuple) or len(pair) != 2 or self.name not in pair:
            return
        other = str(pair[1] if pair[0] == self.name else pair[0])
        self.checked.add(other)
        if result == "same":
            self.learn(other, self.camp)
        elif result == "different":
            self._found(other, UNKNOWN_CAMP)

    def read_announcement(self, news: engine.Announcement, alive: tuple[str, ...]) -> None:
        """Who left and the roles revealed: one leaver's role is his; several are told apart
        from the names, so only a camp they all share is learnt."""
        self.alive = alive
        self.quiet = 0 if news.left else self.quiet + 1
        for name in news.lynch_failed:  # R41: who survives the lynch is Smaug (or wore the Ring)
            if not self.friend(name):
                self.roles[name] = "smaug"
                self.learn(name, "mafia")
        camps = {self.camp_of_role(role) for role in news.roles}
        if len(news.left) == 1 and news.roles:
            self.roles[news.left[0]] = news.roles[0]
        if len(camps) == 1:
            camp = next(iter(camps))
            for name in news.left:
                self._revealed(name, camp)

    def _revealed(self, name: str, camp: str) -> None:
        self.learn(name, camp)
        for post in self.posts:  # a finding the reveal proves false marks its poster a liar
            claimed = post.kind in ("found", "cleared")
            lied = claimed and post.camp != camp and post.speaker != self.name
            if post.target == name and lied:
                self.blame[post.speaker] = self.blame.get(post.speaker, 0.0) + LIAR

    def read_votes(self, votes: Mapping[str, str], lynched: Sequence[str]) -> None:
        """The public tally of a day, judged once the lynched players' camps are known."""
        for target in lynched:
            camp = self.camps.get(target)
            if camp is None:
                continue
            weight = WRONG_VOTE if camp == self.camp else RIGHT_VOTE
            for voter, choice in votes.items():
                if choice == target and voter != self.name:
                    self.blame[voter] = self.blame.get(voter, 0.0) + weight

    def deduce(self) -> None:
        """While the game goes on, someone alive is against this player: when every other living
        player but one is known to be on his side, that one is not."""
        unknown = [name for name in self.others() if not self.friend(name)]
        if len(unknown) == 1 and not self.hostile(unknown[0]):
            self._found(unknown[0], UNKNOWN_CAMP)

    def read_own_actions(self, actions: Mapping[str, Any]) -> None:
        """What this player sent in the phase just resolved (to read its results against)."""
        self.sent = dict(actions)
        if "side" in actions:
            self.side = str(actions["side"])

    def read_posts(self, posts: Iterable[Post]) -> None:
        """The day's talk."""
        self.today = ()
        for post in posts:
            self.posts.append(post)
            if post.speaker == self.name and post.kind in ("found", "cleared", "differs"):
                self.announced.add(post.target)
