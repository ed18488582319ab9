# Table options: quiet nights, spectators, the majority lynch (R91); /config options,
# watch and unwatch.

setting-night_chat = Game channel at night
setting-spectators = Spectators
setting-dead_see_teams = The dead read the team channels
setting-majority_lynch = Day ends at a majority (R91)
choice-night_chat-open = open
choice-night_chat-closed = closed to the living
choice-spectators-off = none
choice-spectators-dead_chat = in the dead chat
choice-spectators-all = the dead chat and every team channel (read only)

cmd-config-options = options
cmd-config-options-desc = Table options: quiet nights, spectators, the majority lynch
cmd-config-options-opt-night_chat = night_chat
cmd-config-options-opt-night_chat-desc = Closed: at night the living may not write in the game channel
cmd-config-options-opt-spectators = spectators
cmd-config-options-opt-spectators-desc = Who may watch a running game without a seat, and what they see
cmd-config-options-opt-dead_see_teams = dead_see_teams
cmd-config-options-opt-dead_see_teams-desc = The dead read (never write) every team channel of their game
cmd-config-options-opt-majority_lynch = majority_lynch
cmd-config-options-opt-majority_lynch-desc = A day ends as soon as one player holds votes from more than half of the living

table-majority-reached = **{ $player }** holds votes from more than half of the living: the day ends now.
table-majority-needed = A majority needs { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}.

cmd-game-watch = watch
cmd-game-watch-desc = Follow this channel's running game without a seat (if the table allows spectators)
cmd-game-unwatch = unwatch
cmd-game-unwatch-desc = Stop following this channel's game
table-watching-dead_chat = You are watching this game. You read and write in the dead chat, with the dead. You can never take a seat in this game.
table-watching-all = You are watching this game. You read and write in the dead chat, with the dead, and read every team channel. You can never take a seat in this game.
table-unwatched = You no longer watch this game. You still cannot take a seat in it.
table-watchers = Watching ({$count}): {$watchers}

error-spectators_off = This table plays without spectators. A host can allow them with { $cmd_config_options }.
error-watch_seated = You hold, held or wait for a seat in this game: you cannot watch it.
error-watch_plays_elsewhere = You play another game on this server: you cannot watch this one while it runs.
error-already_watching = You are already watching this game.
error-watch_nothing = Spectators watch from the dead chat, and this server has none yet: a host sets one with { $cmd_config_setup } (option dead_chat).
error-not_watching = You are not watching this game.
error-watcher_cannot_sit = Whoever watched this game cannot take a seat in it.
