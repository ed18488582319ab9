# The host's posts in the game channel (English).
#
# Recurring posts are families with numbered variants (`<family>-<ruleset>-<n>`): bot.narrative
# draws them from the game's shuffle bag (an order drawn from the game's seed), so no wording comes
# again before all of its variants have been said. bot.narrative.VARIANTS holds how many each family
# has (a test checks it against this file). Never say who did what to whom.

## Lists: "A, B and C"; a list in the reader's alphabetical order, repeats as "×2"

list-separator = {", "}
list-and = {$head} and {$last}
list-sorted = {$items}
list-count = {$item} ×{$count}

## A role in a text: a role taken over, with the one before it; a role inside a sentence

role-taken-over = {$role} (formerly { $former_id ->
    [witch] the {$former}
   *[other] the {$former}
})
# "the" before a city role, "a"/"an" before a role many may hold, none before a name (Legolas) or Lucky
role-in-sentence = { $id ->
    [lucky] {$role}
    [orc] an {$role}
   *[other] { $unique ->
        [no] a {$role}
       *[yes] { $ruleset ->
            [hobbit] {$role}
           *[city] the {$role}
        }
    }
}

## The phase's results

summary-title = { $phase ->
    [night] 📜 **Night {$number}: the results**
   *[day] 📜 **Day {$number}: the results**
}
alive-count = 👥 Alive: {$count}.

## Night falls

night-falls-city-1 = 🌙 **Night {$number}.** The neon signs flicker out one by one, and the city goes quiet. Somewhere a door creaks. Whoever has business tonight, send it with { $cmd_act }.
night-falls-city-2 = 🌙 **Night {$number}.** Rain washes the blood off the pavement and the last tram rattles home. The honest folk lock their doors; the others put on their coats. Night moves: { $cmd_act }.
night-falls-city-3 = 🌙 **Night {$number}.** A saxophone wails in a basement bar, and under the jazz the city's real business begins. Moves go through { $cmd_act }.
night-falls-city-4 = 🌙 **Night {$number}.** Streetlights hum, a black sedan rolls by with its headlights off. Sleep if you can. Those who cannot: { $cmd_act }.
night-falls-city-5 = 🌙 **Night {$number}.** Fog crawls up from the river into the alleys, and a tugboat moans in the harbour. A night like this, people go missing. Moves: { $cmd_act }.
night-falls-city-6 = 🌙 **Night {$number}.** At the precinct the desk sergeant nods off over cold coffee. The city is yours: { $cmd_act }.
night-falls-city-7 = 🌙 **Night {$number}.** Blinds down, phones silent, and somewhere a hammer clicks back. If you can't sleep: { $cmd_act }.
night-falls-city-8 = 🌙 **Night {$number}.** A yellow moon hangs over the rooftops and the lights shiver in the puddles. The city sleeps. You don't? Then { $cmd_act }.
night-falls-hobbit-1 = 🌙 **Night {$number}.** Mist rises over the Long Lake and the lamps of Lake-town go out one by one. Far away, orc drums. Night moves: { $cmd_act }.
night-falls-hobbit-2 = 🌙 **Night {$number}.** The wind comes down from the Lonely Mountain smelling of smoke. Lock your shutters, good people of Lake-town. Whoever walks tonight: { $cmd_act }.
night-falls-hobbit-3 = 🌙 **Night {$number}.** The walkways creak under unseen feet, and something huge circles above the clouds. Night moves: { $cmd_act }.
night-falls-hobbit-4 = 🌙 **Night {$number}.** The Master's hall is dark, the fishing boats are tied up, and the night belongs to others now. { $cmd_act }.
night-falls-hobbit-5 = 🌙 **Night {$number}.** Water laps at the piles, a lone lantern swings on the quay, and wolves howl beyond the forest. Moves: { $cmd_act }.
night-falls-hobbit-6 = 🌙 **Night {$number}.** Empty barrels from the Woodland Realm dry on the jetty, and the watchman is long asleep. Not you? { $cmd_act }.
night-falls-hobbit-7 = 🌙 **Night {$number}.** The stars drown in black water, and shadows with crooked blades slip along the shore. Business in the dark: { $cmd_act }.
night-falls-hobbit-8 = 🌙 **Night {$number}.** The Master has counted his coins and blown out his candle. Lake-town belongs to the night now. Moves: { $cmd_act }.

## Day breaks

day-breaks-city-1 = ☀️ **Day {$number}.** Morning papers hit the doorsteps. The city has a lot to talk about: speak up, and vote with { $cmd_vote }.
day-breaks-city-2 = ☀️ **Day {$number}.** Coffee, cigarettes and suspicion. Somebody in this room is lying. Find them, and { $cmd_vote }.
day-breaks-city-3 = ☀️ **Day {$number}.** A grey dawn over the rooftops. The town square fills up, and every glance is a question. { $cmd_vote } is open.
day-breaks-city-4 = ☀️ **Day {$number}.** The city wakes up and counts its own. Talk, accuse, defend — and { $cmd_vote } before sunset.
day-breaks-city-5 = ☀️ **Day {$number}.** A newsboy shouts on the corner, eggs sizzle in the diner. Time to find out who is who: { $cmd_vote }.
day-breaks-city-6 = ☀️ **Day {$number}.** The sun breaks through the smog and a crowd gathers outside city hall. Say your piece, and cast your vote with { $cmd_vote }.
day-breaks-city-7 = ☀️ **Day {$number}.** Shutters go up, the radio plays an old blues. One of the neighbours was up all night. Who? { $cmd_vote }.
day-breaks-city-8 = ☀️ **Day {$number}.** The morning smells of gasoline and wet cobblestones. The city wants answers: argue, dig, vote — { $cmd_vote }.
day-breaks-hobbit-1 = ☀️ **Day {$number}.** The sun climbs over the Lonely Mountain and Lake-town gathers on the market bridge. Who among you is an orc? { $cmd_vote }.
day-breaks-hobbit-2 = ☀️ **Day {$number}.** Gulls over the lake, fishmongers shouting, and fear in every face. Speak, and { $cmd_vote }.
day-breaks-hobbit-3 = ☀️ **Day {$number}.** Morning mist lifts off the water. The townsfolk meet before the Master's hall to judge. { $cmd_vote } is open.
day-breaks-hobbit-4 = ☀️ **Day {$number}.** Lake-town wakes to the smell of bread and tar. Somewhere among these friendly faces the Enemy is hiding. { $cmd_vote }.
day-breaks-hobbit-5 = ☀️ **Day {$number}.** The boats go out to fish, but the catch matters little today. The bridge waits for your words and your votes: { $cmd_vote }.
day-breaks-hobbit-6 = ☀️ **Day {$number}.** The sun gilds the Mountain's peak, and the market whispers: whose footprints were those by the jetty? { $cmd_vote }.
day-breaks-hobbit-7 = ☀️ **Day {$number}.** Archers check their strings, the Master his treasury, the townsfolk one another. Vote: { $cmd_vote }.
day-breaks-hobbit-8 = ☀️ **Day {$number}.** The bell rings over the lake: everyone to the bridge! Find the Enemy before it finds you — { $cmd_vote }.

## The last day: the next lynch may end the game

last-day-city-1 = ⚠️ This is a deciding day: today's verdict may end the game.
last-day-city-2 = ⚠️ The stakes have never been higher: today's lynch may settle the game.
last-day-city-3 = ⚠️ This may be the city's last day. One verdict, and the game is over.
last-day-city-4 = ⚠️ Vote wisely: today's verdict may be the last.
last-day-hobbit-1 = ⚠️ This is a deciding day: the judgement on the bridge may end the game.
last-day-hobbit-2 = ⚠️ Lake-town's fate hangs by a thread: today's judgement may settle everything.
last-day-hobbit-3 = ⚠️ This may be the last gathering. One judgement, and the game is over.
last-day-hobbit-4 = ⚠️ Think before you vote: today's judgement may be the last.

## A quiet night

quiet-night-city-1 = The night passed without a single shot. The city holds its breath: this calm cannot last.
quiet-night-city-2 = Not one body in the gutters this morning. The cops are almost bored.
quiet-night-city-3 = Everybody woke up. Somebody must be very disappointed.
quiet-night-city-4 = The city counts its neighbours over morning coffee: all present.
quiet-night-city-5 = The morgue is empty and the papers have no headline. A quiet night is rare in this town.
quiet-night-city-6 = No blood tonight. For how long?
quiet-night-city-7 = A morning without sirens. Everyone is alive, though somebody clearly did not sleep.
quiet-night-city-8 = Not a shot, not a scream. Somebody in this city knows how to wait.
quiet-night-hobbit-1 = The night passed quietly: no one was lost. Lake-town breathes a little easier.
quiet-night-hobbit-2 = Dawn finds every house with its people. Even the orcs seem to have slept.
quiet-night-hobbit-3 = Not a cry in the dark. Everyone is here — for now.
quiet-night-hobbit-4 = The mist is gone and everyone is alive. The fishermen exchange looks: have we been spared?
quiet-night-hobbit-5 = The night on the lake was as calm as still water. No one went missing.
quiet-night-hobbit-6 = The orc drums fell silent by midnight, and no one died before dawn.
quiet-night-hobbit-7 = Everyone woke in their own bed. The townsfolk can hardly believe their luck.
quiet-night-hobbit-8 = A quiet night, no one lost. But the Mountain still looks down on the town unkindly.

## A morning with deaths ($count: how many left, $players: who)

night-deaths-city-1 = { $count ->
    [1] Overnight the city lost one of its own: **{$players}**.
   *[other] A hard morning: overnight the city lost several at once — **{$players}**.
}
night-deaths-city-2 = { $count ->
    [1] The janitor calls the cops at first light: **{$players}** is lying in the alley.
   *[other] The morning starts with sirens: **{$players}** did not wake up.
}
night-deaths-city-3 = { $count ->
    [1] The precinct phone rings at dawn: **{$players}** is gone.
   *[other] The precinct phone rings at dawn, again and again: **{$players}** are gone.
}
night-deaths-city-4 = { $count ->
    [1] The city woke up, but not all of it: **{$players}** did not.
   *[other] The city woke up, but far from all of it: **{$players}** did not.
}
night-deaths-city-5 = { $count ->
    [1] A chalk outline on the wet asphalt: **{$players}**.
   *[other] Chalk outlines on the wet asphalt: **{$players}**.
}
night-deaths-city-6 = { $count ->
    [1] The night took its due. **{$players}** leaves the game.
   *[other] The night took its due, and generously: **{$players}** leave the game.
}
night-deaths-city-7 = { $count ->
    [1] The morning papers carry an obituary: **{$players}**.
   *[other] The morning papers carry several obituaries: **{$players}**.
}
night-deaths-city-8 = { $count ->
    [1] The police string yellow tape around **{$players}**'s house.
   *[other] Yellow tape goes up around several houses this morning: **{$players}**.
}
night-deaths-hobbit-1 = { $count ->
    [1] Overnight Lake-town lost **{$players}**.
   *[other] Overnight Lake-town lost several at once: **{$players}**.
}
night-deaths-hobbit-2 = { $count ->
    [1] The fishermen bring bitter news at dawn: **{$players}** is no more.
   *[other] The fishermen bring bitter news at dawn: **{$players}** are no more.
}
night-deaths-hobbit-3 = { $count ->
    [1] The bell on the Master's hall tolls for **{$players}**.
   *[other] The bell on the Master's hall tolls long: for **{$players}**.
}
night-deaths-hobbit-4 = { $count ->
    [1] The mist lifts, and the night's cost is plain: **{$players}** leaves the game.
   *[other] The mist lifts, and the night's cost is plain: **{$players}** leave the game.
}
night-deaths-hobbit-5 = { $count ->
    [1] Clawed footprints on the walkways, and **{$players}**'s house stands empty.
   *[other] Clawed footprints on the walkways, and several houses stand empty: **{$players}**.
}
night-deaths-hobbit-6 = { $count ->
    [1] The lake whispers a name: **{$players}**. That voice will not be heard on the bridge again.
   *[other] The lake whispers names: **{$players}**. Those voices will not be heard on the bridge again.
}
night-deaths-hobbit-7 = { $count ->
    [1] A bitter morning: **{$players}** is no longer among the living.
   *[other] A bitter morning, and in more than one house: **{$players}** are no longer among the living.
}
night-deaths-hobbit-8 = { $count ->
    [1] Crows circle over **{$players}**'s roof. Lake-town goes into mourning.
   *[other] Crows circle over several roofs: **{$players}**. Lake-town goes into mourning.
}

## First blood, the last of a camp

first-blood = { $ruleset ->
    [hobbit] { $phase ->
        [night] 🩸 First blood: Lake-town will not sleep easy again.
       *[day] 🩸 First blood, and in broad daylight.
    }
   *[city] { $phase ->
        [night] 🩸 First blood. The peace in this city is over.
       *[day] 🩸 First blood, spilled in broad daylight.
    }
}
camp-emptied = { $ruleset ->
    [hobbit] { $camp ->
        [mafia] 🏴 The Enemy has lost all its servants: none of its camp is left alive.
        [loner] 🐟 Gollum is gone: the Precious has no master now.
       *[civilians] 🏴 None of the Free Peoples is left alive.
    }
   *[city] { $camp ->
        [mafia] 🏴 Not a single member of the mafia is left in the city.
        [robbers] 🏴 There are no robbers left in the city.
        [loner] 🏴 There are no loners left in the city.
       *[civilians] 🏴 There are no citizens left in the city.
    }
}

## Roles revealed, and epitaphs

reveal-one = {$player} was **{$role}**.
reveal-several = The roles of those who left: {$roles}.
epitaph-city-1 = 🕯️ Rest in peace, {$player}.
epitaph-city-2 = 🕯️ {$player}: gone, not forgotten.
epitaph-city-3 = 🕯️ Farewell, {$player}. The city will remember.
epitaph-city-4 = 🕯️ Sleep well, {$player}.
epitaph-city-5 = 🕯️ A small bunch of flowers on {$player}'s grave, no card.
epitaph-city-6 = 🕯️ Hats off: {$player} leaves the stage.
epitaph-city-7 = 🕯️ {$player}: one more name in a police report. Rest easy.
epitaph-city-8 = 🕯️ The last drink at the bar is for {$player}.
epitaph-city-9 = 🕯️ Down in the basement, the saxophone plays a blues for {$player}.
epitaph-city-10 = 🕯️ {$player}: case closed. The city remembers.
epitaph-city-11 = 🕯️ The rain washes away the footprints, but not the memory of {$player}.
epitaph-city-12 = 🕯️ Nobody will light the lamp by {$player}'s door tonight.
epitaph-hobbit-1 = 🕯️ May the lake keep your rest, {$player}.
epitaph-hobbit-2 = 🕯️ Farewell, {$player}. Lake-town will remember.
epitaph-hobbit-3 = 🕯️ {$player}: gone, not forgotten.
epitaph-hobbit-4 = 🕯️ The townsfolk set a wreath on the water for {$player}.
epitaph-hobbit-5 = 🕯️ The wind from the Mountain sings a farewell to {$player}.
epitaph-hobbit-6 = 🕯️ Sleep well, {$player}. Your lantern on the bridge has gone out.
epitaph-hobbit-7 = 🕯️ The fishermen take off their caps: farewell, {$player}.
epitaph-hobbit-8 = 🕯️ In the tavern by the quay, mugs are raised to {$player}.
epitaph-hobbit-9 = 🕯️ The gulls cry over the lake: farewell, {$player}.
epitaph-hobbit-10 = 🕯️ {$player}: may your road be easy.
epitaph-hobbit-11 = 🕯️ One more empty place on the bridge. Rest in peace, {$player}.
epitaph-hobbit-12 = 🕯️ {$player}'s boat will stay tied at the jetty. Gone, not forgotten.

## A failed kill ($phase: night | day; $deaths: how many left in the phase)

kill-failed-city-1 = { $phase ->
    [night] { $deaths ->
        [0] Someone was attacked in the dark, but the attempt failed: everybody is alive.
       *[other] One more attempt on a life was made tonight, and it failed.
    }
   *[day] Someone was attacked today, but the attempt failed.
}
kill-failed-city-2 = { $phase ->
    [night] { $deaths ->
        [0] Someone pulled a trigger tonight, and missed. Everybody is alive.
       *[other] One more bullet went wide tonight: an attempt failed.
    }
   *[day] A bullet went wide today: the attempt failed.
}
kill-failed-city-3 = { $phase ->
    [night] { $deaths ->
        [0] A shot in the night, and no body. Somebody got very lucky.
       *[other] Somebody got very lucky tonight: one of the attempts failed.
    }
   *[day] Somebody got very lucky today: an attempt failed.
}
kill-failed-city-4 = { $phase ->
    [night] { $deaths ->
        [0] In the morning there is a bullet in someone's door, and the owner is fine. The attempt failed.
       *[other] In the morning there is a bullet in one more door, and that owner is fine: the attempt failed.
    }
   *[day] An attempt in broad daylight failed: the target is unhurt.
}
kill-failed-city-5 = { $phase ->
    [night] { $deaths ->
        [0] Someone went out to kill tonight and came back empty-handed. Everybody is alive.
       *[other] One of tonight's killers came back empty-handed.
    }
   *[day] Someone went out to kill today and came back empty-handed.
}
kill-failed-city-6 = { $phase ->
    [night] { $deaths ->
        [0] An attempt, but no corpse. The city wonders who saved whom.
       *[other] One attempt tonight came to nothing: the target survived.
    }
   *[day] Today's attempt came to nothing: the target survived.
}
kill-failed-city-7 = { $phase ->
    [night] { $deaths ->
        [0] Death knocked tonight, but nobody opened the door. Everybody is alive.
       *[other] At one door tonight, death knocked in vain.
    }
   *[day] Death knocked today, but nobody opened the door.
}
kill-failed-city-8 = { $phase ->
    [night] { $deaths ->
        [0] Someone beat the killer to it tonight: the target is alive, and everybody is here.
       *[other] Someone beat one more killer to it tonight: that target is alive.
    }
   *[day] Someone beat the killer to it today: the target is alive.
}
kill-failed-hobbit-1 = { $phase ->
    [night] { $deaths ->
        [0] Someone was attacked in the dark, but the attack failed: everybody is alive.
       *[other] There was one more attack tonight, and it failed.
    }
   *[day] Someone was attacked today, but the attack failed.
}
kill-failed-hobbit-2 = { $phase ->
    [night] { $deaths ->
        [0] A blade struck empty air tonight. Everybody is alive.
       *[other] One more blade struck empty air tonight.
    }
   *[day] A blade struck empty air today.
}
kill-failed-hobbit-3 = { $phase ->
    [night] { $deaths ->
        [0] Steel rang in the dark, but by morning everybody is alive.
       *[other] One fight in the dark came to nothing: the target survived.
    }
   *[day] Steel rang, but the target survived.
}
kill-failed-hobbit-4 = { $phase ->
    [night] { $deaths ->
        [0] Someone went hunting tonight and came back with nothing.
       *[other] One of tonight's hunters came back with nothing.
    }
   *[day] Someone's hunt failed today.
}
kill-failed-hobbit-5 = { $phase ->
    [night] { $deaths ->
        [0] Death came to someone's threshold, but did not cross it. Everybody is alive.
       *[other] At one threshold tonight, death came but did not cross.
    }
   *[day] Death came to someone's threshold, but did not cross it.
}
kill-failed-hobbit-6 = { $phase ->
    [night] { $deaths ->
        [0] In the morning there are signs of a struggle on the walkways, but no body.
       *[other] Signs of one more struggle on the walkways, but no body.
    }
   *[day] There was a fight on the bridge, but the target survived.
}
kill-failed-hobbit-7 = { $phase ->
    [night] { $deaths ->
        [0] Luck or a friendly hand saved someone tonight: the attack failed.
       *[other] One attack tonight failed.
    }
   *[day] An attack in daylight failed.
}
kill-failed-hobbit-8 = { $phase ->
    [night] { $deaths ->
        [0] The night's hunters went without prey. Everybody is here.
       *[other] One prey slipped away from the hunters tonight.
    }
   *[day] A hunter went without prey today.
}

arkenstone-found = 💎 **Thorin has found the Arkenstone!** The heart of the mountain is back in the hands of the King under the Mountain.
gollum-loner = 🐟 Gollum declares himself: he plays alone, for his Precious and for nobody else.

## The lynch

lynch-city-1 = ⚖️ The verdict is in: **{$player}** hangs at sunset.
lynch-city-2 = ⚖️ The crowd has spoken. **{$player}** takes the long walk to the gallows.
lynch-city-3 = ⚖️ No more talk. **{$player}** is led out of the square, and does not come back.
lynch-city-4 = ⚖️ The judge's gavel comes down: guilty. **{$player}** is led away in cuffs, and there is no way back.
lynch-city-5 = ⚖️ The city has decided: **{$player}**. The rope is ready.
lynch-city-6 = ⚖️ The majority is against **{$player}**. One last cigarette, then the scaffold.
lynch-city-7 = ⚖️ The votes are counted. **{$player}** will not walk these streets again.
lynch-city-8 = ⚖️ The crowd parts before **{$player}**: the only road leads to the gallows.
lynch-hobbit-1 = ⚖️ Lake-town has spoken: **{$player}** is cast off the bridge into the cold lake.
lynch-hobbit-2 = ⚖️ The townsfolk have made their choice. **{$player}** is led to the end of the pier, and the dark water closes.
lynch-hobbit-3 = ⚖️ The Master strikes his staff on the boards: **{$player}** is judged by the town.
lynch-hobbit-4 = ⚖️ The votes are counted. **{$player}** walks the market bridge one last time — to its very edge.
lynch-hobbit-5 = ⚖️ The judgement is done: **{$player}** goes to the fishes at the bottom of the Long Lake.
lynch-hobbit-6 = ⚖️ The crowd on the bridge parts. **{$player}** takes one step, and the lake accepts the verdict.
lynch-hobbit-7 = ⚖️ **{$player}** is put in a boat without oars and pushed off the jetty. The mist will do the rest.
lynch-hobbit-8 = ⚖️ It is decided: **{$player}** goes off the bridge into the icy water. The lake keeps its secrets.
lynch-double = { $ruleset ->
    [hobbit] ⚖️ The votes split evenly between two, and both go off the bridge: **{$players}**.
   *[city] ⚖️ The votes split evenly between two, and the city hangs both: **{$players}**.
}
lynch-picked = ⚖️ The vote falls on **{$players}**…
lynch-failed = { $ruleset ->
    [hobbit] …but the judgement is not carried out: **{$player}** is unharmed and walks back onto the bridge.
   *[city] …but the rope snaps: **{$player}** survives the lynch and walks back into the crowd.
}

## A tie: the most votes shared, and nobody is lynched

lynch-tie-city-1 = ⚖️ The votes split evenly, and the court would not choose. Nobody hangs today.
lynch-tie-city-2 = ⚖️ A tie in the square: the leaders have as many votes each, and the gallows stand empty today.
lynch-tie-city-3 = ⚖️ The city is split, and the votes came out even. A tie means no verdict.
lynch-tie-city-4 = ⚖️ Even. The judge spreads his hands: nobody to hang.
lynch-tie-city-5 = ⚖️ The scales of justice stopped dead level. No execution today.
lynch-tie-city-6 = ⚖️ The city argued itself hoarse, but the votes came out even. The hangman goes home.
lynch-tie-city-7 = ⚖️ A tied vote: the city could not agree on whom to hang.
lynch-tie-city-8 = ⚖️ Level score; the rope stays in its box. Until tomorrow.
lynch-tie-hobbit-1 = ⚖️ The votes split evenly, and there will be no judgement today.
lynch-tie-hobbit-2 = ⚖️ The bridge hums with argument, but the votes came out even. The lake goes without a victim today.
lynch-tie-hobbit-3 = ⚖️ The Master counts the votes twice: even. Nobody goes off the bridge.
lynch-tie-hobbit-4 = ⚖️ A tie. The townsfolk go home, eyeing one another.
lynch-tie-hobbit-5 = ⚖️ The town is split, and neither side prevailed. Nobody goes off the bridge today.
lynch-tie-hobbit-6 = ⚖️ Even means nobody. So the gathering has decided.
lynch-tie-hobbit-7 = ⚖️ A tied vote: the end of the pier stays empty today.
lynch-tie-hobbit-8 = ⚖️ The votes balanced like fish on a scale. No judgement today.

## No lynch: not one counted vote

lynch-none-city-1 = ⚖️ No verdict today: there are no votes, and nobody hangs.
lynch-none-city-2 = ⚖️ The square kept silent: not one vote, not one verdict.
lynch-none-city-3 = ⚖️ The city abstained. The gallows are bored.
lynch-none-city-4 = ⚖️ Nobody pointed at anybody today. No votes, no execution.
lynch-none-city-5 = ⚖️ Silence in the square: no votes, no verdict.
lynch-none-city-6 = ⚖️ Not a single vote. The hangman gets paid for doing nothing today.
lynch-none-city-7 = ⚖️ The city chose to say nothing. Nobody hangs today.
lynch-none-city-8 = ⚖️ No accusations, no verdict: there are no votes.
lynch-none-hobbit-1 = ⚖️ The town could not agree, and nobody is judged today.
lynch-none-hobbit-2 = ⚖️ Not a single vote on the bridge. No judgement today.
lynch-none-hobbit-3 = ⚖️ The gathering kept silent. The lake goes without a victim today.
lynch-none-hobbit-4 = ⚖️ Nobody raised a hand. The Master shrugs and goes to lunch.
lynch-none-hobbit-5 = ⚖️ No votes, so no judgement.
lynch-none-hobbit-6 = ⚖️ The townsfolk held their tongues. The edge of the bridge stays empty today.
lynch-none-hobbit-7 = ⚖️ Not a single vote: Lake-town judges nobody today.
lynch-none-hobbit-8 = ⚖️ The gathering broke up with nothing: there are no votes.

## Other ways to leave

death-mine = 💥 A mine goes off under **{$player}**'s feet.
death-sleep = { $count ->
    [1] 💤 **{$players}** has been silent too long and is put to sleep for inactivity.
   *[other] 💤 A mass put-to-sleep: **{$players}** have been silent too long and are put to sleep for inactivity.
}
death-day = { $more ->
    [yes] { $count ->
        [1] By evening one more player leaves the game: **{$players}**.
       *[other] By evening several more players leave the game: **{$players}**.
    }
   *[no] { $count ->
        [1] By evening **{$players}** leaves the game.
       *[other] By evening several players leave the game: **{$players}**.
    }
}

## Reminders ($left: "5 minutes"; $phase: night | day)

reminder-left = { $minutes ->
    [one] {$minutes} minute
   *[other] {$minutes} minutes
}
reminder-city-1 = ⏳ { $phase ->
    [night] {$left} until dawn. If you have not sent your move yet: { $cmd_act }.
   *[day] {$left} until the vote closes. Check whom you are voting for: { $cmd_vote }.
}
reminder-city-2 = ⏳ { $phase ->
    [night] The night is nearly over: {$left} until dawn. Moves: { $cmd_act }.
   *[day] The day is nearly over: {$left} until the vote closes. Votes: { $cmd_vote }.
}
reminder-city-3 = ⏳ { $phase ->
    [night] The tower clock says {$left} until morning. Night moves: { $cmd_act }.
   *[day] The tower clock says {$left} until the verdict. Votes: { $cmd_vote }.
}
reminder-city-4 = ⏳ { $phase ->
    [night] The sky is paling in the east: {$left} until dawn. { $cmd_act }.
   *[day] The sun is going down: {$left} until the vote closes. { $cmd_vote }.
}
reminder-city-5 = ⏳ { $phase ->
    [night] The bartender is polishing the last glass: {$left} until morning. Night business: { $cmd_act }.
   *[day] The court is in recess: {$left} until the verdict. Vote or change your mind: { $cmd_vote }.
}
reminder-city-6 = ⏳ { $phase ->
    [night] Tick-tock: {$left} until dawn. Miss it, and your move is lost. { $cmd_act }.
   *[day] Tick-tock: {$left} until the vote closes. The vote that stands at the deadline is the one that counts. { $cmd_vote }.
}
reminder-city-7 = ⏳ { $phase ->
    [night] The streetlights will soon go out: {$left} until dawn. Moves: { $cmd_act }.
   *[day] The evening edition is going to press: {$left} until the vote closes. { $cmd_vote }.
}
reminder-city-8 = ⏳ { $phase ->
    [night] The last tram left long ago: {$left} until dawn. Not moved yet? { $cmd_act }.
   *[day] The crowd in the square awaits the verdict: {$left} until the vote closes. { $cmd_vote }.
}
reminder-hobbit-1 = ⏳ { $phase ->
    [night] {$left} until dawn. If you have not sent your move yet: { $cmd_act }.
   *[day] {$left} until the vote closes. Check whom you are voting for: { $cmd_vote }.
}
reminder-hobbit-2 = ⏳ { $phase ->
    [night] The mist over the lake is thinning: {$left} until dawn. { $cmd_act }.
   *[day] The sun is setting behind the forest: {$left} until the judgement. { $cmd_vote }.
}
reminder-hobbit-3 = ⏳ { $phase ->
    [night] The cocks will crow any moment: {$left} until morning. Night moves: { $cmd_act }.
   *[day] The Master is eyeing the hourglass: {$left} until the vote closes. { $cmd_vote }.
}
reminder-hobbit-4 = ⏳ { $phase ->
    [night] The night is nearly over: {$left} until dawn. Moves: { $cmd_act }.
   *[day] The day is nearly over: {$left} until the judgement. Votes: { $cmd_vote }.
}
reminder-hobbit-5 = ⏳ { $phase ->
    [night] The moon sinks behind the Mountain: {$left} until morning. { $cmd_act }.
   *[day] The shadows on the bridge grow long: {$left} until the verdict. { $cmd_vote }.
}
reminder-hobbit-6 = ⏳ { $phase ->
    [night] The fishermen will soon be at their boats: {$left} until dawn. Not moved yet? { $cmd_act }.
   *[day] The bell will ring soon: {$left} until the vote closes. { $cmd_vote }.
}
reminder-hobbit-7 = ⏳ { $phase ->
    [night] The candles are burning down: {$left} until morning. Miss it, and your move is lost. { $cmd_act }.
   *[day] The sand has nearly run out: {$left} until the vote closes. The vote that stands at the deadline is the one that counts. { $cmd_vote }.
}
reminder-hobbit-8 = ⏳ { $phase ->
    [night] The stars are fading over the Long Lake: {$left} until dawn. Moves: { $cmd_act }.
   *[day] The gathering will end soon: {$left} until the verdict. Votes: { $cmd_vote }.
}

## The end

game-over = 🏁 **The game is over.** {$winner}
game-over-stalemate = { $cycles ->
    [one] A whole day and night went by and nobody left: the town and its enemies have worn each other out.
   *[other] {$cycles} days and nights in a row nobody left: the town and its enemies have worn each other out.
}
game-over-nobody-left = Nobody is left alive to claim the victory.
game-over-roles = The cards on the table:
game-over-player-alive = {$player} — {$role}
game-over-player-dead = ~~{$player}~~ — {$role}

## The rules in short (/rules without a topic)

rules-overview = { $ruleset ->
    [hobbit] **The Hobbit.** Lake-town against the orcs, with Sauron and Smaug on their side; Gollum plays for himself. The Free Peoples win when no orc, no Sauron, no Smaug and no lone Gollum is left; the Enemy wins when only its own are left; a lone Gollum wins as the last one standing.
   *[city] **The City.** Three camps: the mafia, the citizens and the robbers. The game ends when everyone alive belongs to one camp, and that camp wins.
}
rules-phases = The game starts at night. At night, roles with a move send it with { $cmd_act } (you may send it in advance, and change it until the deadline). By day everyone talks in the game channel and votes with { $cmd_vote }; a vote can be changed until the deadline, and the old ones stay struck through.
rules-lynch = { $double_kill ->
    [yes] The player with the most votes is lynched. If exactly two tie, both are lynched; a wider tie, or no votes, lynches nobody.
   *[no] The player with the most votes is lynched. A tie, or no votes, lynches nobody.
}
rules-reveal = Every player who leaves the game has their role revealed. When several leave at once, the names and the roles are given separately, so nobody can tell whose role was whose. The night summary never says who visited whom.
rules-inactivity = { $inactive_days ->
    [0] Nobody is put to sleep for inactivity in this game.
   *[other] { $min_posts ->
        [one] To be present on a day, write at least {$min_posts} message in the game channel and keep a vote for another living player at the deadline.
       *[other] To be present on a day, write at least {$min_posts} messages in the game channel and keep a vote for another living player at the deadline.
    } { $inactive_days ->
        [1] A player absent for a single day is put to sleep and leaves the game.
        [one] A player absent for {$inactive_days} day in a row is put to sleep and leaves the game.
       *[other] A player absent for {$inactive_days} days in a row is put to sleep and leaves the game.
    }
}
rules-stalemate = { $stalemate_cycles ->
    [0] There is no draw for a long stalemate in this game.
    [1] If a full day and night pass with nobody leaving the game, it ends in a draw.
    [one] If {$stalemate_cycles} full day and night pass with nobody leaving the game, it ends in a draw.
   *[other] If {$stalemate_cycles} full days and nights pass with nobody leaving the game, it ends in a draw.
}
rules-table = { $ruleset ->
    [city] Table rules: do not show your role card, make no bets, do not propose to end a phase early, and do not discuss the game outside the game channels. Do not quote word for word what the host told you in private. The dead may chat in the dead chat, but not about the game.
   *[hobbit] Table rules: do not show your role card, make no bets, do not propose to end a phase early, and do not discuss the game outside the game channels (only those who know each other may talk in their own channel). The dead may chat in the dead chat, but not about the game — not even wishing anyone luck.
}
