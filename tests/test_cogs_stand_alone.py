"""Each cog stands alone: no cog imports another cog, nor the store (`bot.store`), wherever the
import statement is (type-level and lazy imports included). What two cogs share lives in
`bot/discord/` or `bot/text/`; a cog reaches the service through the parts the bot holds."""

from __future__ import annotations

from tests.test_no_import_cycles import import_graph


def _cog(module: str) -> str | None:
    """The cog a module belongs to (`cogs.day.cog` -> `day`), if any."""
    parts = module.split(".")
    return parts[1] if parts[0] == "cogs" and len(parts) > 1 else None


def test_no_cog_imports_another_cog_or_the_store() -> None:
    leaning = sorted(
        (module, target)
        for module, targets in import_graph().items()
        if (cog := _cog(module)) is not None
        for target in targets
        if target == "bot.store"
        or target.startswith("bot.store.")
        or (_cog(target) not in (None, cog))
    )
    assert leaning == []


def test_the_check_sees_a_cog_leaning_on_another() -> None:
    graph = import_graph()
    assert "cogs.day.cog" in graph and "bot.discord.tally" in graph["cogs.day.cog"]
    assert _cog("cogs.night.display") == "night" and _cog("cogs") is None
