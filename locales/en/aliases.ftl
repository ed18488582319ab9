# What else players call roles, moves and rules topics (English): comma-separated; case does not
# matter. The bot takes these words when they are typed instead of picked (`/act`, `/rules`, role
# lists). The same keys as the Russian file.

alias-role-doctor = doc, medic
alias-role-detective = cop, sheriff, inspector
alias-role-citizen = { $ruleset ->
    [hobbit] townsman, civilian, resident
   *[city] civilian, townsman, villager
}
alias-role-mafioso = mafia, mobster
alias-role-courtesan = harlot
alias-role-boss = don, godfather
alias-role-psycho = psychopath
alias-role-sleepwalker = sleepwalker
alias-verb-check = inspect
alias-verb-heal = save
alias-verb-kill = murder
alias-verb-shoot = shot
alias-verb-seek = find
alias-verb-search = rummage
alias-verb-block = stop
alias-verb-side = pick a side
alias-verb-instruct = instruction
alias-key-hint = hint
alias-key-suggest = suggestion, suggest
alias-key-order = order
alias-topic-order = night order, order of the night, night
