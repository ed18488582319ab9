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
host-line-next = ⏭️ The host ended the phase early. The next one ends <t:{$time}:F> (<t:{$time}:R>)
