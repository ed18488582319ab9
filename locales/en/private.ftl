# What the host tells one player in private (English): one message per private item of SPEC 5.2,
# `private-<type>`, and `private-<type>-failed` for the information moves that can fail.

private-check = 🔎 Your check: **{$target}** is {$camp}.
private-check-failed = 🔎 Your check failed tonight.
private-boss_check = { $has_role ->
    [yes] 🔎 Your inquiry: **{$target}** holds a role and is {$camp}.
   *[no] 🔎 Your inquiry: **{$target}** holds no role and is {$camp}.
}
private-boss_check-failed = 🔎 Your inquiry failed tonight.
private-compare = { $result ->
    [same] 📰 Your comparison: the two are in the same camp.
   *[different] 📰 Your comparison: the two are in different camps.
}
private-compare-failed = 📰 Your comparison failed tonight.
private-watch = { $count ->
    [0] 👣 You walked around the house all night: no one came.
   *[other] 👣 Visitors at the house tonight: {$camps}.
}
visitors-mafia = { $count ->
    [one] {$count} mafioso
   *[other] {$count} mafiosi
}
visitors-civilians = { $count ->
    [one] {$count} citizen
   *[other] {$count} citizens
}
visitors-robbers = { $count ->
    [one] {$count} robber
   *[other] {$count} robbers
}
visitors-loner = { $count ->
    [one] {$count} loner
   *[other] {$count} loners
}
private-watch-failed = 👣 Your night walk failed: you saw nothing.
private-search = { $arkenstone ->
    [yes] 🗝️ You searched **{$target}**: their role is **{$role}**. 💎 And they hold the Arkenstone!
   *[no] 🗝️ You searched **{$target}**: their role is **{$role}**.
}
private-search-failed = 🗝️ Your search failed tonight.
private-scout = 🕵️ Your report for the night: {$detective}; {$thief}; {$doctor}.
private-scout-detective = the Detective checked **{$target}**
private-scout-detective-none = the Detective made no successful check
private-scout-thief = the Thief robbed **{$target}**
private-scout-thief-none = the Thief made no successful theft
private-scout-doctor = the Doctor healed **{$target}**
private-scout-doctor-none = the Doctor made no successful heal
private-scout-failed = 🕵️ Your report did not come tonight.
private-seek-robber-found = 🤝 **{$target}** is a robber too! You now know each other and share the den.
private-seek-robber-not-found = 🤝 **{$target}** is not a robber: your sign went unanswered.
private-seek-kili-found = 🏹 You have found Kili: it is **{$target}**!
private-seek-kili-not-found = 🏹 **{$target}** is not Kili. The search goes on.
private-seek-stone-found = 💎 **{$target}** had the Arkenstone — and now it is yours!
private-seek-stone-not-found = 💎 **{$target}** does not have the Arkenstone.
private-seek-failed = 🤝 Your search failed tonight.
private-hunt-stone = 🐉 You take the Arkenstone from **{$target}**!
private-hunt-nothing = 🐉 You hunted **{$target}**, but found no stone.
private-hunt-failed = 🐉 Your hunt failed tonight.
private-instruct-hint = 👁️ Last night Sauron whispered: “I think **{$player}** is {$role}.”
private-instruct-suggest = 👁️ Last night Sauron advised: “We should kill **{$player}**.”
private-instruct-order = 👁️ Last night Sauron ordered: “**Kill {$player}.**” The orcs' blow fell on them.
private-smaug_named = 🏹 Bilbo whispers a name to you: Smaug is **{$player}**.
private-life_spent = 🍀 Someone came for you, but you were born lucky: your extra life is spent. The next blow is yours.
private-elk_died = 🦌 Someone came for you. Your elk died in your place; next time there will be no one to take the blow.
private-met = 🤝 You now know each other: **{$player}**.
private-became = 🎭 From now on your role is **{$role}**. { $cmd_role } shows your new card.
private-ring = 💍 The One Ring is yours now. Put it on once ({ $cmd_act } with the move “put on the Ring”), and death will not touch you until the end of the game day.

## What the host asks a player to decide now (`prompt-<verb>`); $phase: night | day
prompt-side =
    🐟 Only Gollum and the Free Peoples are left. The host asks you once more: whose side are you on?
    Answer before this { $phase ->
        [night] night
       *[day] day
    } ends: { $cmd_act } with the move “choose a side” and “the Free Peoples” to win with them, or “loner” to play on alone. Without an answer you stay a loner, and everyone will hear of it.
