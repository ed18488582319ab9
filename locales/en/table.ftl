# Table options (issue 26): quiet nights, spectators, the majority lynch (R91); /config table,
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

cmd-config-table = table
cmd-config-table-desc = Table options: quiet nights, spectators, the majority lynch
cmd-config-table-opt-night_chat = night_chat
cmd-config-table-opt-night_chat-desc = Closed: at night the living may not write in the game channel
cmd-config-table-opt-spectators = spectators
cmd-config-table-opt-spectators-desc = Who may watch a running game without a seat, and what they see
cmd-config-table-opt-dead_see_teams = dead_see_teams
cmd-config-table-opt-dead_see_teams-desc = The dead read (never write) every team channel of their game
cmd-config-table-opt-majority_lynch = majority_lynch
cmd-config-table-opt-majority_lynch-desc = A day ends as soon as one player holds votes from more than half of the living

table-majority-reached = **{ $player }** holds votes from more than half of the living: the day ends now.
table-majority-needed = A majority needs { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}.
