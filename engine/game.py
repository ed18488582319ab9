"""The frozen `Game`: state as a pure function of the record, shared validation and resolution.

`Game.resolve` copies the state into a mutable `Work`, lets the rule set resolve the night (or runs
the shared day: votes R1/R50, inactivity R51), then the shared finish: successions, win check,
stalemate (R2/R52), R56 filtering, and a new frozen `Game`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise
from types import MappingProxyType
from typing import Any

from engine import tracing
from engine.chronicle import counted_result, role_history
from engine.errors import EngineError
from engine.frozen import quick_init
from engine.ruleset import Ruleset, get_ruleset
from engine.trace import PhaseTrace
from engine.types import (
    ABSTAIN,
    EMPTY,
    Card,
    Phase,
    PhaseInput,
    PhaseResult,
    Rejection,
    Setup,
    VerbOption,
    freeze,
)
from engine.verbs import Parsed, VerbSpec, parse_value
from engine.voting import apply_inactivity, is_tie, lynch_from_tally
from engine.work import Act, Work


@quick_init
@dataclass(frozen=True, slots=True)
class Game:
    """The state of one game between phases. Create with `new_game(setup)`; never mutated."""

    setup: Setup
    phase: Phase
    winner: str | None
    roles: Mapping[str, str]  # current role per player
    alive: tuple[str, ...]  # seat order
    alive_set: frozenset[str]
    seat: Mapping[str, int]
    counters: Mapping[str, Mapping[str, int]]
    flags: Mapping[str, frozenset[str]]
    memory: Mapping[str, Any]  # the rule set's own carry-over (immutable values only)
    team_map: Mapping[str, tuple[str, ...]]
    absences: Mapping[str, int]  # consecutive absent days (R51)
    quiet: int  # consecutive full cycles with nobody leaving (R52)
    night_left: bool  # somebody left in the current cycle's night
    prev: Mapping[str, Mapping[str, Mapping[str, Any]]]  # last night's no_repeat actions (R53)
    dead_roles: tuple[tuple[str, str], ...]  # (name, role at death), in order of leaving
    told_counts: Mapping[str, int]  # how often the table was told each news (engine.chronicle)

    # --- views -------------------------------------------------------------------------------

    rules: Ruleset = field(compare=False, repr=False)  # the rule set object of this game
    # Answers worked out once for this state and kept (the options of every seat, by phase): the
    # state never changes, so a question asked again (each seat's options …) costs a look-up.
    memo: dict[object, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    @property
    def names(self) -> tuple[str, ...]:
        """Every seated player, in seat order."""
        return tuple(name for name, _ in self.setup.players)

    def role(self, name: str) -> str:
        """Current role id of `name` (an appointed Actor or promoted Deputy shows the new one)."""
        try:
            return self.roles[name]
        except KeyError:
            raise EngineError("not_a_player", {"player": name}) from None

    def role_history(self, name: str) -> tuple[str, ...]:
        """The roles `name` has held, the dealt one first and the current one last: one role,
        or two when it was taken over (the Actor's `become`, the Deputy's promotion)."""
        return role_history(dict(self.setup.players), name, self.role(name))

    def lynch_can_decide(self) -> bool:
        """Whether today's lynch of some one living player would end the game (the last day).

        Asked of the rules themselves: for each living player, today is resolved on a copy of
        the state with every other vote on them (theirs on the first other player), by the very
        steps of `resolve` (the vote, the lynch and what follows it, successions, the win check,
        the stalemate), only without making the next state. R51 puts nobody to sleep on such a
        day (every living player votes for another one, posts are not counted), so it is left
        out. False at night and once the game is over. Worked out once for this state and kept.
        """
        return any(winner is not None for winner in self._lynch_endings())

    @property
    def majority_needed(self) -> int:
        """R91: the counted votes that make a majority today, more than half of the living."""
        return len(self.alive) // 2 + 1

    def decided_by(self, phase_input: PhaseInput) -> str | None:
        """R91: the living player whom the votes and day actions sent so far give a majority
        (counted votes from more than half of the living, the Chosen's secret votes included,
        abstentions for nobody), when `majority_lynch` is on and the day is running; else None.
        The day is then resolved as at its deadline, with `ended_early` set. When two players
        both hold a majority (secret votes), the one with more, then the first by seat."""
        if (
            not self.setup.settings.majority_lynch
            or self.phase.kind != "day"
            or self.winner is not None
        ):
            return None
        work = Work(self)
        acts = self._accept_actions(work, phase_input)
        self.rules.day_actions(work, acts)
        votes = self._accept_votes(work, phase_input.votes)
        tally = self.rules.count_votes(work, votes, acts)
        need = self.majority_needed
        holders = [name for name in self.alive if tally.get(name, 0) >= need]
        if not holders:
            return None
        return max(holders, key=lambda name: (tally[name], -self.seat[name]))

    def lynch_can_win(self) -> bool:
        """Whether today's lynch of some one living player would give the game a winner: the
        decisive day the table is warned of (`lynch_can_decide` without the endings that are
        only a draw, such as the R2 stalemate). False at night and once the game is over."""
        return any(winner not in (None, "draw") for winner in self._lynch_endings())

    def stalemate_looms(self) -> bool:
        """Whether today ends the game in a draw if nobody leaves today (R2, R52): a day whose
        night left nobody, with the quiet cycles one short of the setting's `stalemate_cycles`.
        False at night, with the stalemate off, and once the game is over."""
        cycles = self.setup.settings.stalemate_cycles
        if self.phase.kind != "day" or self.winner is not None or not cycles:
            return False
        return not self.night_left and self.quiet + 1 >= cycles  # R52 counts today's cycle

    def _lynch_endings(self) -> tuple[str | None, ...]:
        """Per living player, the winner (None: the game goes on) when today everybody else
        votes for them (see `lynch_can_decide`); empty at night and once the game is over."""
        if self.phase.kind != "day" or self.winner is not None:
            return ()
        answer = self.memo.get("lynch_endings")
        if answer is None:
            answer = self.memo["lynch_endings"] = tuple(map(self._lynch_ending, self.alive))
        return tuple(answer)

    def _lynch_ending(self, target: str) -> str | None:
        """The winner when today everybody else votes for `target` (see `lynch_can_decide`)."""
        others = [name for name in self.alive if name != target]
        if not others:
            return None
        votes = dict.fromkeys(others, target)
        votes[target] = others[0]
        work = Work(self)
        self.rules.day_actions(work, [])
        self._vote(work, votes, [])
        winner, _, _ = self._settle(work)
        return winner

    def camp(self, name: str) -> str:
        """Camp of `name`'s current role."""
        return self.rules.camp_of(self.role(name))

    def won(self, name: str) -> bool:
        """Whether `name` is among the winners of the finished game (False while it runs, and
        for everyone after a draw)."""
        self.role(name)
        return self.rules.won(self, name)

    def teams(self) -> Mapping[str, tuple[str, ...]]:
        """Private channels that exist now: team id -> members who know each other."""
        return self.rules.teams(self)

    def prompts(self) -> Mapping[str, tuple[str, ...]]:
        """Players the host asks for a decision now: name -> verbs (R45: Gollum's second asking)."""
        return self.rules.prompts(self)

    def card(self, name: str) -> Card:
        """The role card of `name` (EngineError `not_a_player` for a name not seated)."""
        self.role(name)
        return self.rules.card(self, name)

    def options(self, name: str, phase: Phase | None = None) -> tuple[VerbOption, ...]:
        """What `name` may send in `phase` (default: the current phase), for autocomplete."""
        return self.all_options(phase).get(name, ())

    def all_options(self, phase: Phase | None = None) -> Mapping[str, tuple[VerbOption, ...]]:
        """Every living player's `options` in `phase` (default: the current phase), in seat
        order, the players with none left out; empty once the game is over. Worked out once
        per phase for the whole table and kept."""
        if self.winner is not None:
            return EMPTY
        phase = phase or self.phase
        key = ("options", phase.kind, phase.number)
        table = self.memo.get(key)
        if table is None:
            table = self.memo[key] = MappingProxyType(self.rules.option_table(self, phase))
        return table

    # --- validation --------------------------------------------------------------------------

    def check_action(
        self, name: str, verb: str, value: object, phase: Phase | None = None
    ) -> EngineError | None:
        """None when `name` may send `verb: value` for `phase`, else the error resolution gives."""
        result = self.parse_action(name, verb, value, phase or self.phase)
        return result if isinstance(result, EngineError) else None

    def parse_action(
        self, name: str, verb: str, value: object, phase: Phase
    ) -> Parsed | EngineError:
        """Validate and parse one action: its named arguments, or the error code."""
        if self.winner is not None:
            return EngineError("game_over")
        if phase is not self.phase and phase != self.phase and phase != self.phase.next():
            return EngineError("not_current_phase", {"phase": f"{phase.kind}-{phase.number}"})
        if name not in self.alive_set:
            return self._absent(name, "dead_actor")
        rules = self.rules
        verbs = rules.verbs
        if verb not in verbs:
            return EngineError("unknown_verb", {"verb": verb})
        spec = verbs[verb]
        if spec.phase != phase.kind and spec.phase != "any":
            return EngineError("wrong_phase", {"verb": verb, "phase": phase.kind})
        if not rules.may_use(self, name, verb, phase):
            return EngineError("not_your_ability", {"verb": verb, "role": self.roles[name]})
        if spec.once and verb + "_used" in self.flags.get(name, ()):
            return EngineError("ability_used_up", {"verb": verb})
        nested = None
        parsed: Parsed
        if spec.bare_player and type(value) is str and value:
            parsed = {spec.player_names[0]: value}  # parse_value's common case, `verb: Name`
        else:
            nested = rules.nested_specs(self, name) if spec.shape == "nested" else None
            result = parse_value(spec, value, nested)
            if isinstance(result, EngineError):
                return result
            parsed = result
        error = self._check_targets(name, spec.verb, spec, parsed)
        if nested and error is None and "verb" in parsed:
            inner, inner_args = nested[str(parsed["role"])], parsed["args"]
            assert isinstance(inner_args, Mapping)  # parse_value nests the lent verb's arguments
            error = self._check_targets(name, inner.verb, inner, inner_args)
        if error is not None:
            return error
        if verb in rules.ruled_verbs:
            return rules.check_rules(self, name, verb, parsed, phase) or parsed
        return parsed

    def _check_targets(
        self, name: str, verb: str, spec: Any, parsed: Mapping[str, object]
    ) -> EngineError | None:
        alive = self.alive_set
        for arg in spec.player_names:
            target = parsed.get(arg)
            if target is None:
                continue
            if target not in alive:
                return self._absent(str(target), "dead_target")
            if target == name and not spec.self_allowed:
                return EngineError("self_target", {"verb": verb})
        if spec.no_repeat and spec.player_names:
            first = spec.player_names[0]
            before = self.prev.get(name, EMPTY).get(verb)
            if before is not None and first in parsed and before.get(first) == parsed[first]:
                return EngineError("repeat_target", {"verb": verb, "player": str(parsed[first])})
        return None

    def check_action_for(
        self, sender: str, member: str, verb: str, value: object, phase: Phase | None = None
    ) -> EngineError | None:
        """None when `sender` may submit `verb: value` as `member`'s action (the Boss, SPEC 3.3).

        The action stands under the member's name (R10); `merge_delegated` decides whose wins.
        """
        if sender not in self.alive_set:
            return self._absent(sender, "dead_actor")
        if not self.rules.may_send_for(self, sender, member):
            return EngineError("not_your_ability", {"verb": verb, "role": self.roles[sender]})
        return self.check_action(member, verb, value, phase)

    def sends_for(self, sender: str) -> tuple[str, ...]:
        """The living players whose action `sender` may submit now (the Boss's mafia, SPEC 3.3)."""
        if sender not in self.alive_set:
            return ()
        return tuple(m for m in self.alive if self.rules.may_send_for(self, sender, m))

    def may_leave(self, member: str) -> bool:
        """Whether a living `member` has a living sender to leave their action to (SPEC 3.3)."""
        return member in self.alive_set and any(
            self.rules.may_send_for(self, sender, member) for sender in self.alive
        )

    def check_vote(self, name: str, target: str, earlier: Sequence[str] = ()) -> EngineError | None:
        """None when `name` may vote for `target` (a player or "abstain") now (R50). `earlier`:
        the player's votes cast so far today, oldest first; a vote that differs from the last one
        is a change, refused past the `vote_changes` setting (section 1 allows any number)."""
        if self.winner is not None:
            return EngineError("game_over")
        if self.phase.kind != "day":
            return EngineError("wrong_phase", {"verb": "vote", "phase": self.phase.kind})
        if name not in self.alive_set:
            return self._absent(name, "dead_actor")
        if target != ABSTAIN and target not in self.alive_set:
            return self._absent(target, "dead_target")
        limit = self.setup.settings.vote_change_limit
        if limit is not None and earlier and target != earlier[-1]:
            changes = sum(1 for before, after in pairwise(earlier) if before != after)
            if changes >= limit:
                return EngineError("vote_changes_used", {"limit": limit})
        return None

    def _absent(self, name: str, dead_code: str) -> EngineError:
        """The error for a name not among the living: not seated at all, or dead."""
        return EngineError(dead_code if name in self.seat else "not_a_player", {"player": name})

    # --- resolution --------------------------------------------------------------------------

    def resolve(self, phase_input: PhaseInput, *, trace: bool = False) -> tuple[Game, PhaseResult]:
        """Resolve the current phase; bad actions and votes go into `rejected`, never raise.

        `trace=True` also explains it: `result.trace` is the phase's `engine.PhaseTrace` (every
        action with its outcome and reasons); without it nothing of the kind is built.
        """
        rules_id = self.setup.ruleset
        if self.winner is not None:
            rejected = [
                Rejection(str(name), str(verb), "game_over")
                for name, verbs in phase_input.actions.items()
                for verb in verbs
            ] + [Rejection(str(name), "vote", "game_over") for name in phase_input.votes]
            result = PhaseResult(
                self.phase,
                rejected=tuple(rejected),
                winner=self.winner,
                ruleset=rules_id,
                trace=PhaseTrace(self.phase) if trace else None,
            )
            return self, result
        work = Work(self)
        if trace:
            work.outcomes = []
        if phase_input.removed:
            phase_input = self._remove(work, phase_input)
        acts = self._accept_actions(work, phase_input)
        explained: PhaseTrace | None = None
        if self.phase.kind == "night":
            for name in phase_input.votes:
                work.reject(
                    str(name),
                    "vote",
                    EngineError("wrong_phase", {"verb": "vote", "phase": "night"}),
                )
            night = self.rules.resolve_night(work, acts)
            if trace:
                explained = tracing.night_trace(self.rules, work, night)
        else:
            explained = self._resolve_day(work, phase_input, acts, trace)
        return self._finish(work, explained)

    def _remove(self, work: Work, phase_input: PhaseInput) -> PhaseInput:
        """R90: the players the host removed during this phase leave before anything else
        (cause `removed`, their role revealed; no protection applies); everything they sent
        (a Boss's action for them too: it stands under their name, R10) or voted is void, and
        an action or a vote naming them finds nobody (dead_target). The input without them."""
        gone = {str(name) for name in phase_input.removed if name in self.alive_set}
        for name in phase_input.removed:
            work.kill(str(name), "removed")
        actions: dict[str, Mapping[str, object]] = {}
        for raw_name, verbs in phase_input.actions.items():
            name = str(raw_name)
            if name in gone:
                for verb in verbs if hasattr(verbs, "keys") else ():
                    work.reject(name, str(verb), EngineError("removed_player", {"player": name}))
                continue
            if not hasattr(verbs, "items"):
                actions[name] = verbs  # malformed: `_accept_actions` rejects it
                continue
            kept: dict[str, object] = {}
            for verb, value in verbs.items():
                named = sorted(t for t in gone if _names_player(value, t))
                if named:
                    work.reject(name, str(verb), EngineError("dead_target", {"player": named[0]}))
                else:
                    kept[str(verb)] = value
            if kept:
                actions[name] = kept
        votes: dict[str, str] = {}
        for raw_voter, raw_target in phase_input.votes.items():
            voter, target = str(raw_voter), str(raw_target)
            if voter in gone:
                work.reject(voter, "vote", EngineError("removed_player", {"player": voter}))
            elif target in gone:
                work.reject(voter, "vote", EngineError("dead_target", {"player": target}))
            else:
                votes[voter] = target
        return replace(phase_input, actions=actions, votes=votes)

    def _accept_actions(self, work: Work, phase_input: PhaseInput) -> list[Act]:
        acts: list[Act] = []
        phase, accepted, verbs_of = self.phase, work.accepted, self.rules.verbs
        for raw_name, verbs in phase_input.actions.items():
            name = str(raw_name)
            if not hasattr(verbs, "items"):
                work.reject(name, "", EngineError("bad_argument", {"verb": "", "argument": name}))
                continue
            for raw_verb, value in verbs.items():
                verb = str(raw_verb)
                parsed = self.parse_action(name, verb, value, phase)
                if isinstance(parsed, EngineError):
                    work.reject(name, verb, parsed)
                    continue
                sent = accepted.get(name)
                if sent is None:
                    sent = accepted[name] = {}
                sent[verb] = parsed
                spec = verbs_of[verb]
                if spec.bare_player and type(value) is str:
                    targets = [value]  # `verb: Name`, the common case
                else:
                    targets = _targets_of(verbs_of, spec, parsed)
                acts.append(Act(name, verb, parsed, targets))
        return acts

    def _resolve_day(
        self, work: Work, phase_input: PhaseInput, acts: list[Act], trace: bool
    ) -> PhaseTrace | None:
        rules = self.rules
        rules.day_actions(work, acts)
        votes = self._accept_votes(work, phase_input.votes)
        tally, lynched = self._vote(work, votes, acts)
        if not phase_input.ended_early:  # R91: R51 judges only a day that ran to its deadline
            apply_inactivity(
                work, votes, phase_input.posts, self.setup.settings, frozenset(phase_input.replaced)
            )
        if not trace:
            return None
        return tracing.day_trace(rules, work, votes, tally, lynched, acts)

    def _vote(
        self, work: Work, votes: Mapping[str, str], acts: list[Act]
    ) -> tuple[dict[str, int], tuple[str, ...]]:
        """The day's accepted votes counted, the lynch (R1, R50) and what follows it; the tally
        and the lynched."""
        rules = self.rules
        tally = rules.count_votes(work, votes, acts)
        lynched = lynch_from_tally(tally, self.setup.settings.double_kill, self.seat)
        work.lynched = lynched
        work.tied = is_tie(tally)
        work.votes = max(tally.values(), default=0) if lynched else 0
        rules.apply_lynch(work, lynched)
        rules.after_vote(work, tally, lynched, acts)
        return tally, lynched

    def _accept_votes(self, work: Work, cast: Mapping[str, str]) -> dict[str, str]:
        """The valid votes of a day, as check_vote accepts them with no earlier votes; the others
        rejected (R50: they count as no vote)."""
        alive = self.alive_set
        votes = {
            str(voter): str(target)
            for voter, target in cast.items()
            if voter in alive and (target in alive or target == ABSTAIN)
        }
        if len(votes) == len(cast):
            return votes  # every vote valid, the common case
        votes = {}
        for raw_voter, raw_target in cast.items():
            voter, target = str(raw_voter), str(raw_target)
            if voter in alive and (target in alive or target == ABSTAIN):
                votes[voter] = target
                continue
            error = self.check_vote(voter, target)
            assert error is not None
            work.reject(voter, "vote", error)
        return votes

    def _settle(self, work: Work) -> tuple[str | None, int, bool]:
        """What ends every phase: spent once-only verbs (R54), the rule set's successions, the
        win check and the stalemate (R2, R52); the winner, the quiet cycles and whether somebody
        left in the cycle's night."""
        rules = self.rules
        once = rules.once_verbs
        for name, sent in work.accepted.items() if once else ():
            if not once.isdisjoint(sent):
                for verb in once.intersection(sent):
                    work.flag(name, verb + "_used")  # R54: spent whether it succeeded or not
        rules.after_phase(work)
        winner = "draw" if not work.alive else rules.winner(work)
        settings = self.setup.settings
        left = bool(work.deaths)
        quiet, night_left = self.quiet, self.night_left
        if self.phase.kind == "night":
            night_left = left
        else:
            quiet = 0 if (left or night_left) else quiet + 1  # R52
            night_left = False
            stalled = settings.stalemate_cycles and quiet >= settings.stalemate_cycles
            if winner is None and stalled:
                winner = "draw"  # R2
        return winner, quiet, night_left

    def _finish(self, work: Work, trace: PhaseTrace | None = None) -> tuple[Game, PhaseResult]:
        rules = self.rules
        night = self.phase.kind == "night"
        winner, quiet, night_left = self._settle(work)
        told, alive_now = work.private, work.alive
        private = {
            name: tuple(map(MappingProxyType, told[name]))  # flat items of immutable values (tell)
            for name in sorted(told.keys() & alive_now, key=self.seat.__getitem__)  # R56
        }
        result = PhaseResult(
            phase=self.phase,
            deaths=tuple(work.deaths),
            lynched=work.lynched,
            rejected=tuple(work.rejected),
            private=MappingProxyType(private),
            public=freeze(work.public) if work.public else EMPTY,
            winner=winner,
            revealed=MappingProxyType(work.revealed),
            ruleset=self.setup.ruleset,
            tie=work.tied,
            votes=work.votes,
            trace=trace,
        )
        if work.deaths:
            alive = tuple(filter(work.alive.__contains__, self.alive))  # seat order
            alive_set = frozenset(alive)
        else:
            alive, alive_set = self.alive, self.alive_set
        repeatable = rules.no_repeat_verbs
        game = Game(
            setup=self.setup,
            phase=self.phase.next(),
            winner=winner,
            roles=MappingProxyType(work.roles),
            alive=alive,
            alive_set=alive_set,
            seat=self.seat,
            counters=work.frozen_counters(),
            flags=work.frozen_flags(),
            memory=MappingProxyType(work.memory),
            team_map=work.frozen_teams(),
            absences=MappingProxyType(work.absences),
            quiet=quiet,
            night_left=night_left,
            prev=_freeze_repeatable(work.accepted, repeatable) if night else self.prev,
            dead_roles=self.dead_roles + tuple(work.revealed.items()),
            told_counts=counted_result(self.told_counts, result, rules),
            rules=rules,
        )
        return game, result


def _targets_of(verbs: Mapping[str, VerbSpec], spec: VerbSpec, parsed: Parsed) -> list[str]:
    """The players an accepted action names, in its spec's order (a borrowed verb's own)."""
    args: Mapping[str, object] = parsed
    if spec.shape == "nested" and "args" in parsed:
        spec, nested = verbs[str(parsed["verb"])], parsed["args"]
        assert isinstance(nested, Mapping)  # parse_value nests the lent verb's arguments
        args = nested
    return [str(target) for target in map(args.get, spec.player_names) if target is not None]


def merge_delegated(
    own: Mapping[str, object], delegated: Mapping[str, object], left_to_sender: bool
) -> dict[str, object]:
    """A member's action for the night from their own and the Boss's (SPEC 3.3).

    Verb by verb, the member's own action wins unless the member left it to the Boss; the
    Boss's fills every verb the member sent nothing for.
    """
    if left_to_sender:
        return {**own, **delegated}
    return {**delegated, **own}


def _freeze_repeatable(
    accepted: dict[str, dict[str, dict[str, Any]]], verbs: frozenset[str]
) -> Mapping[str, Mapping[str, Mapping[str, Any]]]:
    """Read-only view of a night's accepted actions of the verbs R53 restricts (`no_repeat`);
    parsed values are immutable (see verbs)."""
    frozen = {}
    for name, sent in accepted.items():
        if verbs.isdisjoint(sent):
            continue
        kept = {verb: MappingProxyType(args) for verb, args in sent.items() if verb in verbs}
        if kept:
            frozen[name] = MappingProxyType(kept)
    return MappingProxyType(frozen)


def new_game(setup: Setup) -> Game:
    """The game at night 1 for `setup` (raises EngineError on an unknown rule set or role)."""
    rules = get_ruleset(setup.ruleset)
    seat: dict[str, int] = {}
    for i, (name, role) in enumerate(setup.players):
        if name in seat:
            raise EngineError("duplicate_player", {"player": name})
        if role not in rules.roles:
            raise EngineError("unknown_role", {"role": role})
        seat[name] = i
    rules.validate_items(setup.items, setup.players)
    counters, memory = rules.initial_state(setup)
    teams = rules.initial_teams(setup)
    alive = tuple(seat)
    game = Game(
        rules=rules,
        setup=setup,
        phase=Phase("night", 1),
        winner=None,
        roles=MappingProxyType(dict(setup.players)),
        alive=alive,
        alive_set=frozenset(alive),
        seat=MappingProxyType(seat),
        counters=MappingProxyType({k: MappingProxyType(v) for k, v in counters.items()}),
        flags=MappingProxyType({}),
        memory=MappingProxyType(memory),
        team_map=MappingProxyType({k: tuple(v) for k, v in teams.items()}),
        absences=MappingProxyType({}),
        quiet=0,
        night_left=False,
        prev=MappingProxyType({}),
        dead_roles=(),
        told_counts=EMPTY,
    )
    return game


def _names_player(value: object, player: str) -> bool:
    """Whether an action's value (a name, or a mapping or list holding names) names `player`."""
    if isinstance(value, str):
        return value == player
    if isinstance(value, Mapping):
        return any(_names_player(v, player) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_names_player(v, player) for v in value)
    return False
