# The host's posts in the game channel (English).
#
# Families with numbered variants (`<family>-<ruleset>-<n>`) are picked by bot.narrative from the
# game's seed and the phase, so a long game does not repeat itself; bot.narrative.VARIANTS holds how
# many each family has (a test checks it against this file). Never say who did what to whom.

## Lists: "A, B and C"

list-separator = {", "}
list-and = {$head} and {$last}

## Night falls

night-falls-city-1 = 🌙 **Night {$number}.** The neon signs flicker out one by one, and the city goes quiet. Somewhere a door creaks. Whoever has business tonight, send it with { $cmd_act }.
night-falls-city-2 = 🌙 **Night {$number}.** Rain washes the blood off the pavement and the last tram rattles home. The honest folk lock their doors; the others put on their coats. { $cmd_act } is open.
night-falls-city-3 = 🌙 **Night {$number}.** A saxophone wails in a basement bar, and under the jazz the city's real business begins. Moves go through { $cmd_act }.
night-falls-city-4 = 🌙 **Night {$number}.** Streetlights hum, a black sedan rolls by without its headlights on. Sleep if you can. Those who cannot: { $cmd_act }.
night-falls-hobbit-1 = 🌙 **Night {$number}.** Mist rises over the Long Lake and the lamps of Lake-town go out one by one. Far away, orc drums. Night moves: { $cmd_act }.
night-falls-hobbit-2 = 🌙 **Night {$number}.** The wind comes down from the Lonely Mountain smelling of smoke. Lock your shutters, good people of Lake-town. Whoever walks tonight: { $cmd_act }.
night-falls-hobbit-3 = 🌙 **Night {$number}.** The bridges creak under unseen feet, and something large circles above the clouds. { $cmd_act } is open.
night-falls-hobbit-4 = 🌙 **Night {$number}.** The Master's hall is dark, the fishermen's boats are tied up, and the night belongs to others now. { $cmd_act }.

## Day breaks

day-breaks-city-1 = ☀️ **Day {$number}.** Morning papers hit the doorsteps. The city has a lot to talk about: speak up, and vote with { $cmd_vote }.
day-breaks-city-2 = ☀️ **Day {$number}.** Coffee, cigarettes and suspicion. Somebody in this room is lying. Find them, and { $cmd_vote }.
day-breaks-city-3 = ☀️ **Day {$number}.** A grey dawn over the rooftops. The town square fills up, and every glance is a question. { $cmd_vote } is open.
day-breaks-city-4 = ☀️ **Day {$number}.** The city wakes up and counts its own. Talk, accuse, defend — and { $cmd_vote } before sunset.
day-breaks-hobbit-1 = ☀️ **Day {$number}.** The sun climbs over the Lonely Mountain and Lake-town gathers on the market bridge. Who among you is an orc? { $cmd_vote }.
day-breaks-hobbit-2 = ☀️ **Day {$number}.** Gulls over the lake, fishmongers shouting, and fear in every face. Speak, and { $cmd_vote }.
day-breaks-hobbit-3 = ☀️ **Day {$number}.** Morning mist lifts off the water. The townsfolk meet before the Master's hall to judge. { $cmd_vote } is open.
day-breaks-hobbit-4 = ☀️ **Day {$number}.** Lake-town wakes to the smell of bread and tar. Somewhere among these friendly faces the Enemy is hiding. { $cmd_vote }.

## A quiet night

quiet-night-city-1 = The night passed without a single shot. The city holds its breath: this calm cannot last.
quiet-night-city-2 = Not one body in the gutters this morning. The cops are almost bored.
quiet-night-city-3 = Everybody woke up. Somebody must be very disappointed.
quiet-night-hobbit-1 = The night passed quietly: no one was lost. Lake-town breathes a little easier.
quiet-night-hobbit-2 = Dawn finds every house with its people. Even the orcs seem to have slept.
quiet-night-hobbit-3 = Not a cry in the dark. Everyone is here — for now.

## The morning summary

night-deaths = { $ruleset ->
    [hobbit] { $count ->
        [1] Lake-town wakes one soul poorer: {$players}.
       *[other] Lake-town wakes {$count} souls poorer: {$players}.
    }
   *[city] { $count ->
        [1] The city lost one of its own tonight: {$players}.
       *[other] The city lost {$count} of its own tonight: {$players}.
    }
}
kill-failed = { $phase ->
    [night] { $deaths ->
        [0] Someone was attacked in the dark, but the attempt failed: everybody is alive.
       *[other] One more attempt on a life was made tonight, and it failed.
    }
   *[day] Someone's life was attempted today, but the attempt failed.
}
reveal-one = {$player}'s role: **{$role}**.
reveal-several = Among those who left us were: {$roles}.
arkenstone-found = 💎 **Thorin has found the Arkenstone!** The heart of the mountain is back in the hands of the King under the Mountain.
gollum-loner = 🐟 Gollum declares himself: he plays alone, for his Precious and for no one else.

## The lynch

lynch-city-1 = ⚖️ The verdict is in: **{$player}** hangs at sunset.
lynch-city-2 = ⚖️ The crowd has spoken. **{$player}** takes the long walk to the gallows.
lynch-city-3 = ⚖️ No more talk. **{$player}** is led out of the square, and does not come back.
lynch-hobbit-1 = ⚖️ Lake-town has spoken: **{$player}** is cast off the bridge into the cold lake.
lynch-hobbit-2 = ⚖️ The townsfolk have made their choice. **{$player}** is led to the end of the pier.
lynch-hobbit-3 = ⚖️ The Master strikes his staff on the boards: **{$player}** is judged by the town.
lynch-double = ⚖️ The votes split evenly between two, and the town takes both: **{$players}**.
lynch-picked = ⚖️ The vote falls on **{$players}**…
lynch-failed = …but the rope does not hold: **{$player}** survives the lynch and walks back into the crowd.
lynch-none = { $ruleset ->
    [hobbit] The town could not agree, and nobody is judged today.
   *[city] No verdict today: the votes went nowhere, and nobody hangs.
}

## Other ways to leave

death-mine = 💥 A mine goes off under **{$player}**'s feet.
death-sleep = { $count ->
    [1] 💤 **{$players}** has been silent too long and is put to sleep for inactivity.
   *[other] 💤 **{$players}** have been silent too long and are put to sleep for inactivity.
}
death-day = { $count ->
    [1] By evening one more has left us: **{$players}**.
   *[other] By evening {$count} more have left us: **{$players}**.
}

## Reminders

reminder = { $phase ->
    [night] ⏳ { $minutes ->
        [one] {$minutes} minute until dawn. Last chance to { $cmd_act }.
       *[other] {$minutes} minutes until dawn. Last chance to { $cmd_act }.
    }
   *[day] ⏳ { $minutes ->
        [one] {$minutes} minute until the vote closes. Check your { $cmd_vote }.
       *[other] {$minutes} minutes until the vote closes. Check your { $cmd_vote }.
    }
}

## The end

game-over = 🏁 **The game is over.** {$winner}
game-over-stalemate = { $cycles ->
    [one] A full day and night went by and nobody left the game: the town and its enemies have worn each other out.
   *[other] {$cycles} full days and nights went by and nobody left the game: the town and its enemies have worn each other out.
}
game-over-nobody-left = Nobody is left alive to claim the victory.
game-over-roles = The cards on the table:
game-over-player-alive = {$player} — {$role}
game-over-player-dead = ~~{$player}~~ — {$role}

## The rules in short (/rules without a topic)

rules-overview = { $ruleset ->
    [hobbit] **The Hobbit.** Lake-town against the orcs, with Sauron and Smaug on their side and Gollum alone. The Free Peoples win when no orc, no Sauron, no Smaug and no lonely Gollum is left; the Enemy wins when only its own are left; a lonely Gollum wins as the last one standing.
   *[city] **The City.** Three camps: the mafia, the citizens and the robbers. The game ends when everyone alive belongs to one camp, and that camp wins.
}
rules-phases = The game starts at night. At night, roles with a move send it with { $cmd_act } (you may send it in advance, and change it until the deadline). By day everyone talks in the game channel and votes with { $cmd_vote }; a vote can be changed until the deadline, and the old ones stay struck through.
rules-lynch = { $double_kill ->
    [yes] The player with the most votes is lynched. If exactly two tie, both are lynched; a wider tie, or no votes, lynches nobody.
   *[no] The player with the most votes is lynched. A tie, or no votes, lynches nobody.
}
rules-reveal = Every player who leaves the game has their role revealed. When several leave at once, the names and the roles are told apart. The night summary never says who visited whom.
rules-inactivity = { $inactive_days ->
    [0] Nobody is put to sleep for inactivity in this game.
   *[other] { $min_posts ->
        [one] To be present on a day, write at least {$min_posts} message in the game channel and keep a vote for another living player at the deadline.
       *[other] To be present on a day, write at least {$min_posts} messages in the game channel and keep a vote for another living player at the deadline.
    } { $inactive_days ->
        [one] A player absent for {$inactive_days} day is put to sleep and leaves the game.
       *[other] A player absent for {$inactive_days} days in a row is put to sleep and leaves the game.
    }
}
rules-stalemate = { $stalemate_cycles ->
    [0] There is no draw for a long stalemate in this game.
    [one] If a full day and night pass with nobody leaving the game, it ends in a draw.
   *[other] If {$stalemate_cycles} full days and nights pass with nobody leaving the game, it ends in a draw.
}
rules-table = { $ruleset ->
    [city] Table rules: do not show your role card, make no bets, do not propose to end a phase early, do not discuss the game outside the game channels, and no megaphone. The dead may chat in the dead chat, but not about the game.
   *[hobbit] Table rules: do not show your role card, make no bets, do not propose to end a phase early, and do not discuss the game outside the game channels (only those who know each other may talk in their own channel). The dead may chat in the dead chat, but not about the game — not even wishing anyone luck.
}
