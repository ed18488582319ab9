"""The review page: one self-contained HTML file of a game, in the game's language.

Built from a `GameReview` (the record replayed with the engine's trace) and worded through the
Localizer from the same Texts as the «итоги» post: the cast with roles, camps and fates; every
night's moves with their outcomes and reasons; every day's votes as a table (changed votes struck
through when the store kept them), the lynch and who left; who won; once the game is over, the
«разбор» (`bot.text.analysis`); the sealed deal and how to check it. Inline CSS only, no script,
no external request; every text is escaped (`html.escape`), user names included. Reads on a
phone: a fluid column, tables that scroll sideways.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

import engine
from bot.text.analysis import reads_text, turning_point_text, what_if_text
from bot.text.i18n import Arg, Localizer, Text
from bot.text.narrative import camp_name, role_name, ruleset_name, winner_name
from bot.text.review import (
    GameReview,
    PhaseReview,
    cause_text,
    death_text,
    entry_text,
    lynch_text,
    reason_text,
    review_from_data,
    sleep_text,
    tally_text,
)
from bot.text.sealing import VERIFY_COMMAND
from bot.text.views import TallyEntry
from engine.outcome import last_phase
from engine.reads import player_reads
from engine.what_if import Ending, turning_points, what_ifs

__all__ = ["ATTACHMENT_LIMIT", "page_filename", "render_page", "review_file"]

ATTACHMENT_LIMIT = 8 * 1024 * 1024
"""The largest page a Table attaches (Discord takes 10 MiB from a bot; a margin is kept)."""

STYLE = """
:root{color-scheme:light dark;--bg:#fbfaf7;--fg:#1d1b16;--muted:#6b665c;--line:#d9d4c7;
--ok:#1f7a3a;--bad:#b3261e;--off:#7a6a1f;--card:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#16150f;--fg:#ece8dc;--muted:#a59f90;
--line:#3b382e;--ok:#6fcf8a;--bad:#ff8a80;--off:#e0c96a;--card:#1f1d16}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,
"Segoe UI",Roboto,sans-serif;-webkit-text-size-adjust:100%}
main{max-width:52rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.2rem 0}h2{font-size:1.25rem;margin:1.6rem 0 .6rem;
border-bottom:2px solid var(--line)}h3{font-size:1.1rem;margin:0 0 .4rem}
.meta,.note,footer{color:var(--muted)}.note{font-size:.9rem}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;border:1px solid var(--line);
border-radius:.5rem;background:var(--card)}
table{border-collapse:collapse;width:100%;min-width:18rem}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid var(--line);vertical-align:top;
overflow-wrap:break-word;hyphens:auto}
.camp{color:var(--muted)}td:first-child{max-width:12rem}
tr:last-child td{border-bottom:0}th{font-weight:600;background:var(--bg)}
.phase{background:var(--card);border:1px solid var(--line);border-radius:.6rem;
padding:.8rem 1rem;margin:.8rem 0}
.night{border-left:6px solid #4b5fa8}.day{border-left:6px solid #d29a22}
ol.moves{margin:0;padding-left:1.3rem}ol.moves li{margin:.25rem 0;overflow-wrap:anywhere}
li.succeeded::marker{color:var(--ok)}li.failed::marker{color:var(--bad)}
li.unused::marker,li.rejected::marker{color:var(--off)}
.failed .outcome{color:var(--bad)}.succeeded .outcome{color:var(--ok)}
s{color:var(--muted)}.dead{color:var(--muted)}
code.hash{overflow-wrap:anywhere;font-size:.85rem}
.winner{font-size:1.15rem;font-weight:600;padding:.8rem 1rem;border-radius:.6rem;
background:var(--card);border:2px solid var(--ok)}
@media (max-width:30rem){main{padding:.6rem}.phase{padding:.6rem .7rem}
th,td{padding:.3rem .4rem;font-size:.92rem}}
"""


_CODE = re.compile(r"`([^`<>]+)`")
"""A command in a message (Discord's code span), shown as code on the page."""


def page_filename(record: engine.Record, game_id: int | None = None) -> str:
    """The page's file name: `mafia-review-<ruleset>-<game or seed>.html`."""
    tag = game_id if game_id is not None else (record.setup.seed or 0)
    return f"mafia-review-{record.setup.ruleset}-{tag}.html"


class _Page:
    """Renders one review in one language (every string escaped on the way out)."""

    def __init__(
        self,
        review: GameReview,
        localizer: Localizer,
        language: str,
        substituted: Mapping[str, int] | None = None,
    ) -> None:
        self.substituted = substituted or {}
        self.review = review
        self.localizer = localizer
        self.language = language
        self.ruleset = review.ruleset

    def t(self, text: Text) -> str:
        """A Text rendered and escaped (the page's messages carry no Discord markup, and a
        user's `**name**` stays as typed)."""
        return escape(self.localizer.render(text, self.language))

    def m(self, msg_id: str, **args: Arg) -> str:
        """A message by id, rendered and escaped."""
        return self.t(Text(msg_id, args))

    def html(self) -> str:
        review = self.review
        title = self.m("review-page-title", ruleset=ruleset_name(self.ruleset))
        parts = [
            "<!DOCTYPE html>",
            f'<html lang="{escape(self.language)}">',
            "<head>",
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="referrer" content="no-referrer">',
            f"<title>{title}</title>",
            f"<style>{STYLE}</style>",
            "</head>",
            "<body><main>",
            f"<h1>{self.m('review-page-heading')}</h1>",
            '<p class="meta">'
            + self.m(
                "review-page-summary",
                ruleset=ruleset_name(self.ruleset),
                count=len(review.record.setup.players),
                nights=sum(p.result.phase.kind == "night" for p in review.phases),
                days=sum(p.result.phase.kind == "day" for p in review.phases),
            )
            + "</p>",
            *self.cast(),
            f'<h2 id="timeline">{self.m("review-page-timeline")}</h2>',
        ]
        for phase in review.phases:
            parts.extend(self.phase(phase))
        parts.extend(self.result())
        parts.extend(self.analysis())
        parts.extend(self.sealed())
        parts.append(f"<footer><p>{self.m('review-page-footer')}</p></footer>")
        parts.append("</main></body></html>")
        return "\n".join(parts) + "\n"

    def cast(self) -> Iterable[str]:
        """The cast: each seat's role (and the dealt one when it changed), camp and fate."""
        review, final = self.review, self.review.final
        yield f'<h2 id="cast">{self.m("review-page-cast")}</h2>'
        yield '<div class="scroll"><table class="cast"><thead><tr>'
        for key in ("player", "role", "fate"):
            yield f"<th>{self.m('review-page-' + key)}</th>"
        yield "</tr></thead><tbody>"
        for name, dealt in review.record.setup.players:
            role = final.role(name)
            role_cell = self.t(role_name(role, self.ruleset))
            if role != dealt:
                dealt_text = self.m("review-page-dealt", role=role_name(dealt, self.ruleset))
                role_cell += f'<br><small class="note">{dealt_text}</small>'
            camp = self.t(camp_name(final.camp(name), self.ruleset))
            role_cell += f'<br><small class="camp">{camp}</small>'
            left = review.deaths.get(name)
            if left is None:
                fate, css = self.m("review-page-survived"), "alive"
            else:
                when, cause = left
                phase = Text("phase-name", {"kind": when.kind, "number": when.number})
                fate = self.m(
                    "review-page-left", phase=phase, cause=cause_text(cause, self.ruleset)
                )
                css = "dead"
            name_cell = escape(name)
            handovers = self.substituted.get(name, 0)
            if handovers:  # the seat changed hands
                swap = self.m("review-page-substituted", count=handovers)
                name_cell += f'<br><small class="note">{swap}</small>'
            yield (
                f'<tr class="player {css}" data-player="{escape(name, quote=True)}">'
                f"<td>{name_cell}</td><td>{role_cell}</td><td>{fate}</td></tr>"
            )
        yield "</tbody></table></div>"

    def phase(self, phase: PhaseReview) -> Iterable[str]:
        """One night or day: its moves, by day the vote table, the lynch, who left."""
        kind, number = phase.result.phase.kind, phase.result.phase.number
        ident = f"{kind}-{number}"
        yield f'<section class="phase {kind}" id="{ident}" data-phase="{ident}">'
        yield f"<h3>{self.m('review-page-' + kind, number=number)}</h3>"
        trace, before = phase.trace, phase.before
        if kind == "day":
            yield from self.votes(phase)
        moves = [
            e
            for e in trace.entries
            if not (kind == "day" and e.verb == "vote" and e.outcome != "rejected")
        ]
        if moves:
            yield '<ol class="moves">'
            for entry in moves:
                if entry.verb == "lynch" and not entry.actor:
                    text = lynch_text(entry, before)
                elif entry.verb == "sleep" and not entry.actor:
                    text = sleep_text(entry, before)
                else:
                    text = entry_text(entry, before)
                yield f'<li class="{escape(entry.outcome)}">{self.t(text)}</li>'
            yield "</ol>"
        elif kind == "night":
            yield f'<p class="note">{self.m("review-nothing")}</p>'
        deaths = phase.result.deaths
        if deaths:
            names = ", ".join(self.t(death_text(d, self.review.final)) for d in deaths)
            label = self.m("review-page-left-phase")
            yield f'<p class="deaths"><strong>{label}:</strong> {names}</p>'
        else:
            yield f'<p class="deaths note">{self.m("review-no-deaths")}</p>'
        yield "</section>"

    def votes(self, phase: PhaseReview) -> Iterable[str]:
        """The day's vote: who voted for whom, changed votes struck through, secret votes."""
        trace = phase.trace
        by_voter: dict[str, list[TallyEntry]] = {}
        for entry in phase.votes:
            by_voter.setdefault(entry.voter, []).append(entry)
        muted = {e.actor for e in trace.entries if e.verb == "vote" and e.outcome == "failed"}
        secret = [e for e in trace.entries if e.verb == "secret_vote"]
        yield f"<h4>{self.m('review-page-votes')}</h4>"
        if not by_voter and not secret:
            yield f'<p class="note">{self.t(tally_text(trace))}</p>'
            return
        yield '<div class="scroll"><table class="votes"><thead><tr>'
        yield f"<th>{self.m('review-page-voter')}</th><th>{self.m('review-page-vote-for')}</th>"
        yield "</tr></thead><tbody>"
        for voter, choices in by_voter.items():
            cells = []
            for choice in choices:
                shown = self._target(choice.target)
                cells.append(f"<s>{shown}</s>" if choice.struck else f"<strong>{shown}</strong>")
            line = " → ".join(cells)
            if voter in muted:  # R20
                why = self.t(reason_text(engine.Reason("muted"), self.ruleset))
                line += f' <small class="note">({why})</small>'
            yield f"<tr><td>{escape(voter)}</td><td>{line}</td></tr>"
        label = self.m("review-page-secret")
        for move in secret:  # R69: counted, never in the public tally
            targets = ", ".join(escape(t) for t in move.targets)
            note = f'<small class="note">({label})</small>'
            yield f"<tr><td>{escape(move.actor)}</td><td>{targets} {note}</td></tr>"
        yield "</tbody></table></div>"
        note = "review-page-struck-note" if self.review.history else "review-page-final-votes"
        yield f'<p class="note">{self.t(tally_text(trace))}<br>{self.m(note)}</p>'

    def _target(self, target: str) -> str:
        if target == engine.ABSTAIN:
            return self.m("review-abstain")
        return escape(target)

    def result(self) -> Iterable[str]:
        """Who won."""
        yield f'<h2 id="result">{self.m("review-page-result")}</h2>'
        if self.review.final.winner is None:
            yield f'<p class="winner">{self.m("review-page-unfinished")}</p>'
            return
        winner = winner_name(self.review.final.winner, self.ruleset)
        yield f'<p class="winner">{self.t(winner)}</p>'

    def analysis(self) -> Iterable[str]:
        """The «разбор» of a finished game: what-ifs, turning points, each player's
        reads, every fact the engine's (`engine.what_if`, `engine.reads`). Nothing of it
        while the game is not over."""
        final, record = self.review.final, self.review.record
        if final.winner is None:
            return
        actual = Ending(final.winner, last_phase(final.phase))
        yield f'<h2 id="analysis">{self.m("analysis-page-heading")}</h2>'
        findings = what_ifs(record)
        yield f"<h3>{self.m('analysis-page-what-if')}</h3>"
        if findings:
            yield '<ul class="what-if">'
            for finding in findings:
                yield f"<li>{self.t(what_if_text(finding, self.ruleset))}</li>"
            yield "</ul>"
        else:
            yield f'<p class="note">{self.m("analysis-page-no-what-if")}</p>'
        points = turning_points(record)
        yield f"<h3>{self.m('analysis-page-turning-points')}</h3>"
        if points:
            yield '<ul class="turning-points">'
            for point in points:
                yield f"<li>{self.t(turning_point_text(point, actual, self.ruleset))}</li>"
            yield "</ul>"
        else:
            yield f'<p class="note">{self.m("analysis-page-no-turning-points")}</p>'
        yield f"<h3>{self.m('analysis-page-reads')}</h3>"
        yield '<ul class="reads">'
        for reads in player_reads(record):
            yield f"<li>{self.t(reads_text(reads, self.ruleset))}</li>"
        yield "</ul>"
        yield f'<p class="note">{self.m("analysis-page-reads-note")}</p>'

    def sealed(self) -> Iterable[str]:
        """The sealed deal: the commitment, the salt once the record gives it, how to check."""
        seal = self.review.record.seal
        yield f'<h2 id="seal">{self.m("seal-page-heading")}</h2>'
        if seal is None or seal.commitment is None:
            yield f'<p class="note">{self.m("seal-page-unsealed")}</p>'
            return
        yield (
            f"<p>{self.m('seal-page-commitment')}<br>"
            f'<code class="hash">{escape(seal.commitment)}</code></p>'
        )
        if seal.salt is not None:
            salt = f'<code class="hash">{escape(seal.salt)}</code>'
            yield f"<p>{self.m('seal-page-salt')}<br>{salt}</p>"
        how = _CODE.sub(r"<code>\1</code>", self.m("seal-page-how", command=VERIFY_COMMAND))
        yield f'<p class="note">{how}</p>'


def render_page(
    review: GameReview,
    localizer: Localizer,
    language: str,
    substituted: Mapping[str, int] | None = None,
) -> str:
    """The review page of a game, as one self-contained HTML document in `language`;
    `substituted`: how many times each seat was handed to a substitute."""
    return _Page(review, localizer, language, substituted).html()


def review_file(data: Mapping[str, Any], localizer: Localizer, language: str) -> bytes:
    """The page of a review attachment (`bot.text.review.review_to_data`), UTF-8 encoded."""
    raw = data.get("substituted")
    swaps = {str(k): int(v) for k, v in raw.items()} if isinstance(raw, Mapping) else None
    return render_page(review_from_data(data), localizer, language, swaps).encode("utf-8")
