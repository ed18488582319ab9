# /stats: a server's, a player's statistics and the leaderboard (cogs/stats). Only finished games count.

cmd-stats = stats
cmd-stats-desc = Statistics of this server's finished games
cmd-stats-server = server
cmd-stats-server-desc = The server's games: per rule set, wins by camp, length, the longest game
cmd-stats-server-opt-public = public
cmd-stats-server-opt-public-desc = Post the answer in the channel for everyone (by default only you see it)
cmd-stats-player = player
cmd-stats-player-desc = A member's games: wins, camps, roles, how often they survived
cmd-stats-player-opt-user = user
cmd-stats-player-opt-user-desc = Whose statistics to show (by default, yours)
cmd-stats-player-opt-public = public
cmd-stats-player-opt-public-desc = Post the answer in the channel for everyone (by default only you see it)
cmd-stats-top = top
cmd-stats-top-desc = The server's best players: by wins and by win rate
cmd-stats-top-opt-public = public
cmd-stats-top-opt-public-desc = Post the answer in the channel for everyone (by default only you see it)

## The server

stats-server-title = **Server statistics**: { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
}.
stats-server-none = No game has finished on this server yet (games the host stopped do not count).
stats-ruleset = **{ $ruleset }** — { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $days } on average ({ $duration }).
stats-wins = Wins: { $wins }.
stats-camp-count = { $camp } — { $count }
stats-draw = draws
stats-longest = The longest game — #{ NUMBER($number, useGrouping: 0) } ({ $ruleset }, { $seated ->
    [one] { $seated } player
   *[other] { $seated } players
}): { $days }, { $duration }; { $result }. Finished { $date }.
stats-result-win = won by { $camp }
stats-result-draw = a draw

## Length

stats-days = { $days ->
    [one] { $days } game day
   *[other] { $days } game days
}
stats-days-average = { $tenths ->
    [0] { $days ->
        [one] { $days } game day
       *[other] { $days } game days
    }
   *[other] { $days }.{ $tenths } game days
}
stats-duration-days = { $days }d { $hours }h
stats-duration-hours = { $hours }h { $minutes }min
stats-duration-minutes = { $minutes }min

## A player

stats-player-title = **{ $player }**: { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $percent }%).
stats-player-survived = Alive at the end: { $count } of { $total } ({ $percent }%).
stats-player-camps = Camps: { $camps }.
stats-camp-record = { $camp } — { $wins } of { $games } won
stats-player-roles = Roles: { $roles }.
stats-role-count = { $role } — { $count }
stats-player-none = **{ $player }** has not finished a game on this server yet.

## The leaderboard

stats-top-title = **The server's leaderboard**
stats-top-wins = By wins:
stats-top-wins-line = { $position }. { $player } — { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $games }
stats-top-wins-none = Nobody on this server has won a game yet.
stats-top-rate = By win rate (at least { $minimum ->
    [one] { $minimum } finished game
   *[other] { $minimum } finished games
}):
stats-top-rate-line = { $position }. { $player } — { $percent }% ({ $wins } of { $games })
stats-top-rate-none = Nobody has { $minimum ->
    [one] { $minimum } finished game
   *[other] { $minimum } finished games
} yet to be ranked here.
stats-unknown-player = (no longer on the server)
