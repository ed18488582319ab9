"""`python -m bot [run|commands|demo|review|balance …]`: run the Discord bot (default), print its
command tree, play an offline demo game in the console, write a game record's review page
(`python -m bot review RECORD --lang ru > game.html`), or estimate how balanced a setup is
(`python -m bot balance --ruleset city --players 12`)."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Sequence


def _say(msg_id: str, **args: str) -> str:
    """A message of service.ftl in the configured default language."""
    from bot.service.settings.defaults import load_defaults
    from bot.text.i18n import Localizer

    return Localizer(strict=False).format(msg_id, str(load_defaults().game["language"]), args)


def _store_url_refused() -> bool:
    """Whether the store's URL (`--db`, DATABASE_URL or config.toml) cannot be what was meant
    (`sqlite:/x`); if so, one line on stderr says how to write it."""
    from bot.service.settings.defaults import load_defaults
    from bot.store.connection import OneSlashSqliteUrl, check_url

    try:
        check_url(load_defaults().database_url)
    except OneSlashSqliteUrl as error:
        sys.stderr.write(_say("service-one-slash-sqlite", url=error.url) + "\n")
        return True
    return False


def _store_unusable() -> bool:
    """Whether the store cannot be used (`bot.store.probe`): a URL naming no store, one out of
    reach, or one that cannot be written; if so, one line on stderr says which."""
    from bot.service.settings.defaults import load_defaults
    from bot.store.probe import probe_store

    url = load_defaults().database_url
    problem = probe_store(url)
    if problem is None:
        return False
    sys.stderr.write(_say(problem, url=_without_password(url)) + "\n")
    return True


def _without_password(url: str) -> str:
    """The URL with any password replaced by *** (it is printed)."""
    scheme, sep, rest = url.partition("://")
    if not sep or "@" not in rest:
        return url
    user_info, _, host = rest.rpartition("@")
    user = user_info.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}" if ":" in user_info else url


def _discord(entry: str) -> Callable[[], object]:
    """`bot.discord.app.<entry>`, imported only when asked for (the demo needs no Discord)."""
    try:
        module = importlib.import_module("bot.discord.app")
    except ModuleNotFoundError as error:
        if error.name != "bot.discord.app":
            raise
        raise SystemExit(_say("service-no-discord")) from None
    func: Callable[[], object] = getattr(module, entry)
    return func


def main(argv: Sequence[str]) -> int:
    """Dispatch the subcommand; the exit code."""
    if argv and argv[0] in ("-h", "--help", "help"):
        sys.stdout.write(_say("service-usage") + "\n")
        return 0
    command, rest = (argv[0], argv[1:]) if argv else ("run", [])
    if command == "demo":
        from bot.demo.command import main as demo

        return demo(rest)
    if command == "review":
        from bot.service.settings.defaults import load_defaults
        from bot.text.review_cli import main as review

        return review(rest, str(load_defaults().game["language"]))
    if command == "balance":
        from bot.balance.cli import main as balance
        from bot.service.settings.defaults import load_defaults

        return balance(rest, str(load_defaults().game["language"]))
    if command == "run":
        if len(rest) == 2 and rest[0] == "--db":  # the store's URL, as DATABASE_URL would say
            os.environ["DATABASE_URL"] = rest[1]
        elif rest:
            sys.stderr.write(_say("service-usage") + "\n")
            return 2
        if _store_url_refused() or _store_unusable():
            return 2
        _discord("run")()
        return 0
    if command == "commands":
        _discord("print_commands")()
        return 0
    sys.stderr.write(_say("service-usage") + "\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
