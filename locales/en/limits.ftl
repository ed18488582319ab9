# Discord's limits a long-lived server reaches (cogs/dealing, cogs/config): channels a category or
# a server can hold, the dead chat that must not be a public channel, the team archives kept.

error-dead_chat_public = { $channel } cannot be the dead chat: the game needs it open to everyone (it is the game channel, a game is open there, or it is a team channel). Choose a separate channel for the dead.

setting-team_archives = Finished games' team channels kept per category

discord-team-channel-full-category = I could not create a team channel: the category { $category } is full (Discord allows 50 channels in a category). The game goes on; the team was told by DM. Delete old channels there or choose another category with { $cmd_config_setup }.
discord-team-channel-full-server = I could not create a team channel: the server has 500 channels, the most Discord allows. The game goes on; the team was told by DM. Delete channels the server no longer needs.
discord-team-channel-missing = Your team has no channel of its own in the game in { $channel }: the server has no room for another channel, and the host has been told. Send your moves by DM as usual.

discord-export-too-large = The file would be { $size } MiB, and this server takes uploads of at most { $limit } MiB, so Discord would refuse it. Try { $cmd_game_export } with the other format.
