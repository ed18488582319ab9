# The host's console: the table's own rules (/config table), host actions in public, substitutes by
# name, departed players, discipline (R90), the game channel, scheduled starts.

## /config table
cmd-config-table = table
cmd-config-table-desc = The table's own rules: reminder, two kills, inactivity, stalemate, ranking, warnings
cmd-config-table-opt-reminder_minutes = reminder_minutes
cmd-config-table-opt-reminder_minutes-desc = Minutes before a deadline to remind players (0: no reminder)
cmd-config-table-opt-double_kill = double_kill
cmd-config-table-opt-double_kill-desc = Whether the mafia may kill two a night (R1)
cmd-config-table-opt-inactive_days = inactive_days
cmd-config-table-opt-inactive_days-desc = Days of absence in a row before a player is put to sleep (0: never)
cmd-config-table-opt-min_posts = min_posts
cmd-config-table-opt-min_posts-desc = Posts in the game channel a day needs to count as present
cmd-config-table-opt-stalemate_cycles = stalemate_cycles
cmd-config-table-opt-stalemate_cycles-desc = Rounds in a row with nobody gone before a draw (0: never)
cmd-config-table-opt-stats_min_games = stats_min_games
cmd-config-table-opt-stats_min_games-desc = Finished games a player needs to be ranked by win rate
cmd-config-table-opt-warnings_to_remove = warnings_to_remove
cmd-config-table-opt-warnings_to_remove-desc = The warning in one game that removes the player (0: never)

setting-warnings_to_remove = Warnings before removal from a game (0: never)
setting-yields-night_minutes = { $value } (not used: nights end at { $at })
setting-yields-day_minutes = { $value } (not used: days end at { $at })

## Host actions in public ($time: a Unix timestamp for <t:…>; $minutes and $left: "N minutes")
host-line-extended = ⏰ The host extended the deadline by { $minutes }. New deadline: <t:{$time}:F> (<t:{$time}:R>)
host-line-extended-paused = ⏰ The host added { $minutes }: when the pause ends, the phase will have { $left } left.
host-line-paused = ⏸️ The host paused the game. The phase has { $left } left; moves and votes wait.
host-line-resumed = ▶️ The game goes on. New deadline: <t:{$time}:F> (<t:{$time}:R>)
host-line-next = ⏭️ The host ended the phase early.

## A player left the server
host-member-left = 🚪 **{ $player }** is no longer on the server. Their role stays hidden; the seat waits for a substitute ({ $cmd_host_replace } or { $cmd_game_sub }).
host-member-left-dm = 🚪 In the game in { $channel }, **{ $player }** is no longer on the server. The seat waits for a substitute: { $cmd_host_replace } with the name **{ $player }**.
host-member-left-dm-substituted = 🚪 In the game in { $channel }, **{ $player }** is no longer on the server; the first substitute took the seat at once.
error-no_such_seat = Nobody called “{ $name }” sits at this table. Pick a name from the suggestions.

## Discipline (R90)
error-removed_player = The host removed **{ $player }** from the game: their moves and votes do not count.
death-removed = { $count ->
    [1] 🚫 The host removes **{$players}** from the game for breaking the table's rules.
   *[other] 🚫 The host removes **{$players}** from the game for breaking the table's rules.
}
review-cause-removed = removed by the host
error-remove_gone = **{ $name }** is no longer in the game: only a living player can be warned or removed.
error-mute_living = **{ $name }** is still in the game. Only a player who left can be muted in the dead chat.
host-removed-now = 🚫 The host removes **{ $player }** from the game for breaking the table's rules. From now on their moves and votes are not taken; the role is shown with the phase's results.
host-warned-you = ⚠️ A warning from the host: { $reason } { $limit ->
    [0] (warning { $count })
   *[other] (warning { $count } of { $limit }; at { $limit } the player is removed from the game)
}
host-warn-done = Warning sent to **{ $player }** (this game: { $count }).
host-warn-done-removed = Warning sent to **{ $player }**: it is number { $count }, and the player is removed from the game.
host-remove-done = **{ $player }** is removed from the game; the role is shown with the phase's results.
host-mute-done = **{ $player }** can no longer write in the dead chat until the game ends.
host-log-title = **The host's measures**
host-log-warn = ⚠️ warning — **{ $player }**: { $reason }
host-log-remove = 🚫 removal — **{ $player }**
host-log-mute = 🔇 muted in the dead chat — **{ $player }**

cmd-host-warn = warn
cmd-host-warn-desc = Warn a player privately, with a reason (at the server's limit they are removed)
cmd-host-warn-opt-player = player
cmd-host-warn-opt-player-desc = The player's name at the table
cmd-host-warn-opt-reason = reason
cmd-host-warn-opt-reason-desc = What the warning is for (the player reads it by DM)
cmd-host-remove = remove
cmd-host-remove-desc = Remove a living player from the game for breaking the table's rules (R90)
cmd-host-remove-opt-player = player
cmd-host-remove-opt-player-desc = The player's name at the table
cmd-host-mute = mute
cmd-host-mute-desc = Keep a player who left from writing in the dead chat until the game ends
cmd-host-mute-opt-player = player
cmd-host-mute-opt-player-desc = The name of the player who left

## The game channel
error-not_game_channel = Games on this server are played in { $channel }. Open the lobby there.

## Start-up: the store (one line, exit code 2)
store-bad-url = The database URL { $url } names neither SQLite nor PostgreSQL. For example: sqlite://data/mafia.sqlite3 or postgres://user@127.0.0.1:5432/mafia (DATABASE_URL, --db or config.toml).
store-unreachable = Cannot connect to the database { $url }: the server does not answer, refused the login, or the file cannot be opened. Check the URL, the password and that the server runs.
store-read-only = The database { $url } can only be read: the bot could not store any move. Make the file and its folder writable (or use a database that can be written).
discord-no-network = Cannot reach Discord: no network, or discord.com does not answer. Check the internet connection and start the bot again.

## /game status: who plays a seat after a substitution
host-status-plays-now = 🔁 { $user } now plays the seat of **{ $player }**.
reveal-played-by = 🔁 After a substitution, { $user } played the seat of **{ $player }**.
review-page-substituted = seat handed to a substitute (handovers: { $count })
host-status-waiting = 🚪 The seat of **{ $player }** waits for a substitute: the player left the server.
error-removed_seat = The seat of **{ $name }** cannot be handed over: the host removed that player from the game (R90).
