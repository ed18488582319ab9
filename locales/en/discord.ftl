# Texts used only by the Discord layer (cogs/, bot/discord_*.py): buttons, replies, embeds.

discord-no-token =
    No Discord token. Put DISCORD_TOKEN=<your bot token> in the environment or in a .env file
    next to pyproject.toml, then run `python -m bot` again.
    To watch a whole game offline without Discord, run `python -m bot demo`.

## Errors the Discord layer adds (the codes themselves are in errors.ftl)

discord-error-unexpected = Something went wrong on our side. Nothing was changed; please try again.
discord-error-forbidden = Discord refused the bot an action it needs. Ask an admin to check the bot's permissions.
discord-error-bad-option = This value is not accepted here: { $value }

## Discord permission names (for error-missing_permission)

discord-perm-view-channel = View Channel
discord-perm-send-messages = Send Messages
discord-perm-embed-links = Embed Links
discord-perm-attach-files = Attach Files
discord-perm-read-message-history = Read Message History
discord-perm-add-reactions = Add Reactions
discord-perm-manage-roles = Manage Permissions
discord-perm-manage-channels = Manage Channels
discord-perm-manage-messages = Manage Messages

## /config

discord-config-unset = not set
discord-config-show =
    **Server settings**
    Language: { $language }
    Rule set: { $ruleset }
    Game channel: { $game_channel }
    Category for private channels: { $category }
    Dead chat: { $dead_chat }
    Night: { $night_minutes ->
        [one] { $night_minutes } minute
       *[other] { $night_minutes } minutes
    }
    Day: { $day_minutes ->
        [one] { $day_minutes } minute
       *[other] { $day_minutes } minutes
    }
    Host role: { $host_role }
discord-config-saved =
    Saved.
    { discord-config-show }
