"""The slash-command Translator: command names, descriptions and choices from locales/*.ftl."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.text.i18n import Language, Localizer

__all__ = ["FluentTranslator", "discord_language"]

_LANGUAGES: dict[discord.Locale, Language] = {
    discord.Locale.russian: "ru",
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
}


def discord_language(locale: discord.Locale) -> Language | None:
    """Our language for a Discord locale, or None when we have no text in it."""
    return _LANGUAGES.get(locale)


class FluentTranslator(app_commands.Translator):
    """Translates every `locale_str` with `key=<message id>` (the `cmd-…`/`choice-…` scheme).

    Strings without a key, locales other than Russian and English, and ids missing from a language
    are left untranslated (Discord then shows the default English text).
    """

    def __init__(self, localizer: Localizer) -> None:
        self.localizer = localizer

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """The text of `string.extras["key"]` in `locale`'s language, or None."""
        key = string.extras.get("key")
        language = discord_language(locale)
        if key is None or language is None or not self.localizer.has_message(key, language):
            return None
        return self.localizer.format(key, language)
