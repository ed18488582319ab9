# Texts the game service (bot/) shows: team channels, the dead chat, status and tally, demo.

service-team-opened = 🔒 This is the private channel of {$team}: {$members}. Only its members can read it.
service-dead-chat-joined = 🕯️ {$player} has joined the dead chat. The dead may talk here, but not about the game.
service-game-stopped = 🛑 The host has stopped the game. Nobody wins.
service-player-replaced = 🔁 {$newcomer} takes over the seat of **{$player}**.

## /game status and the vote tally
# $time: a Unix timestamp as a string of digits (never grouped), for Discord's <t:…> markup
service-status-phase = { $phase ->
    [night] 🌙 Night {$number}
   *[day] ☀️ Day {$number}
}
service-status-paused = ⏸️ The game is paused; the clock waits for the host.
service-status-deadline = ⏰ Deadline: <t:{$time}:t> (<t:{$time}:R>)
service-status-alive = { $count ->
    [one] {$count} player alive: {$players}
   *[other] {$count} players alive: {$players}
}

## The day's tally (edited as votes change)
tally-title = 🗳️ **Votes, day { $day }**
# $voters: the players whose current vote this is; $count: how many
tally-count = **{ $target }** — { $count }: { $voters }
tally-count-abstain = Abstaining — { $count }: { $voters }
tally-history = *Who voted how:*
# $target: a player or tally-abstain; $time: a Discord timestamp
tally-vote = **{ $target }** ({ $time })
tally-struck = ~~{ $target } ({ $time })~~
tally-then = { $earlier } → { $later }
tally-line = { $voter }: { $votes }
tally-abstain = abstains

## python -m bot demo
service-demo-start = Demo: {$ruleset}, a game for {$count} simulated players (seed {$seed}).
service-demo-resume = Demo: continuing game {$game} from the database.
service-demo-stopped = { $phase ->
    [night] Demo: stopping abruptly after night {$number}, as a crash would.
   *[day] Demo: stopping abruptly after day {$number}, as a crash would.
}
service-demo-finished = Demo: game {$game} is over. {$winner}
service-demo-record = Demo: the game record was written to { $path }
service-demo-nothing = Demo: no unfinished game in this database.

## Where the console demo shows a delivery
service-where-game = #game
service-where-dead = #dead-chat
service-where-team = #team: {$team}

## /role: what a player was told privately (kept whether or not the DM went through)
service-private-heading = 📨 **What you have been told in this game:**
service-private-phase = — {$phase} —

## python -m bot
service-usage = Usage: python -m bot [run [--db URL] | commands | demo [options] | balance [options]] (python -m bot demo --help, python -m bot balance --help list their options)
service-no-discord = This build has no Discord layer (bot/discord_main.py); try `python -m bot demo`.
# $url: the URL as given
service-one-slash-sqlite = The database URL { $url } has one slash after “sqlite:”, which would put the file at the root of the filesystem. Write sqlite://data/mafia.sqlite3 for a file under the working directory, or sqlite:///srv/mafia.sqlite3 for an absolute path.
