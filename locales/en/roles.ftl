# Role names, role cards, camps, teams, items and winners (English).
#
# Ids: `role-<id>` is a role's name and `card-<id>` its card, for every role id of SPEC 3.1 and 4.1.
# `citizen` exists in both rule sets with different names, so `role-citizen` and `card-citizen`
# select on `$ruleset` (city | hobbit); every other role message ignores it. Always pass `ruleset`
# (bot.narrative.role_name does). `camp-<camp>` names a camp, `camp-member-<camp>` one of its members,
# `team-<team id>` a private channel, `item-<item>` an item.

## Role names: city

role-boss = Boss
role-thief = Thief
role-guard = Guard
role-swindler = Swindler
role-actor = Actor
role-mafioso = Mafioso
role-detective = Detective
role-doctor = Doctor
role-deputy = Deputy
role-chosen = Chosen
role-journalist = Journalist
role-witch = Witch
role-courtesan = Courtesan
role-lucky = Lucky
role-shooter = Shooter
role-sleepwalker = Sleepwalker
role-citizen = { $ruleset ->
    [hobbit] Lake-town resident
   *[city] Citizen
}
role-psycho = Psycho
role-miner = Miner
role-thug = Thug
role-scout = Scout
role-trickster = Trickster

## Role names: hobbit

role-legolas = Legolas
role-thranduil = Thranduil
role-thorin = Thorin
role-bilbo = Bilbo
role-gandalf = Gandalf
role-radagast = Radagast
role-tauriel = Tauriel
role-kili = Kili
role-bard = Bard
role-alfrid = Alfrid
role-gollum = Gollum
role-azog = Azog
role-bolg = Bolg
role-orc = Orc
role-sauron = Sauron
role-smaug = Smaug

## Camps, their members, teams, items

camp-mafia = { $ruleset ->
    [hobbit] the Enemy
   *[city] the mafia
}
camp-civilians = { $ruleset ->
    [hobbit] the Free Peoples
   *[city] the citizens
}
ruleset-city = The City
ruleset-hobbit = The Hobbit
camp-robbers = the robbers
camp-loner = a loner
camp-member-mafia = a mafioso
camp-member-civilians = one of the citizens
camp-member-robbers = a robber
camp-member-loner = a loner
team-mafia = the mafia clan
team-robbers = the robbers' den
team-deputy = the Deputy and their partner
team-orcs = the orc war-band
team-elves = Tauriel and Kili
team-wizards = Gandalf and Radagast
item-arkenstone = the Arkenstone
item-ring = the One Ring

## The card around the role text

card-title = Your role: **{$role}** ({$camp}).
card-title-dead = Your role was **{$role}** ({$camp}). You have left the game: the dead chat is yours now, but not a word about the game.
card-team = You know each other — {$team}: {$members}.
card-holds-arkenstone = You hold **the Arkenstone**. It is only a stone in your hands, but Thorin seeks it, and so does Smaug.
card-counter-arrows = { $count ->
    [0] No arrows left.
   *[other] Arrows left: {$count}.
}
card-counter-orders = { $count ->
    [0] No binding orders left.
   *[other] Binding orders left: {$count}.
}
card-counter-lives = { $count ->
    [0] Your extra life is spent: the next blow is yours.
   *[other] Extra lives left: {$count}.
}
card-counter-substitute_kills = { $count ->
    [one] You may still send {$count} kill request in the head's place.
   *[other] You may still send {$count} kill requests in the head's place.
}
card-counter-secret_votes = Secret votes today: {$count}.
card-ring-ready = You hold the One Ring: { $cmd_act } **put on the Ring** once, to cheat death until the end of the game day.
card-ring-spent = The Ring has been worn: its power is spent.
card-elk-ready = Your elk still lives: it will die for you once.
card-elk-spent = Your elk is gone: the next attack will hit you.
card-flag-head = You are the head of the orcs: the night's kill request is yours to send.
card-flag-side-civilians = You have chosen the Free Peoples' side: you win with them.
card-flag-side-loner = For now you play alone: the Precious is yours only.
card-thorin-arkenstone = **The Arkenstone is yours.** Every attempt on your life now strikes back at the one who made it.
card-sauron-orcs = The orcs you command (they do not know you): {$members}.
card-vote-hint = By day, vote with { $cmd_vote } (for a player, or abstain). Your role is secret: showing your card is against the rules.

## Role cards: city

card-boss =
    The head of the mafia clan, its organizer and mastermind: the clan obeys and adores you.
    • Each night, { $cmd_act } **check** → a player: you learn whether they hold a role at all and which camp they belong to.
    • Each night, { $cmd_act } **kill** → a player: the camp's kill request. You may also send any clan member's move for them; their own move wins unless they leave it to you.
    • The check fails if you are robbed, beaten, cursed or at the Psycho's, or if the suspect cannot be found (beaten or at the Psycho's).
card-thief =
    You have stolen enough for the rest of your life, and you cannot stop. Whoever you clean out cannot make their move tonight.
    • Each night, { $cmd_act } **rob** → a player (not yourself).
    • You act first of all, so no one can stop you, except a curse laid on you the night before.
card-guard =
    The clan's bodyguard.
    • Each night, { $cmd_act } **guard** → a clan member: one member of the mafia, yourself included, survives every kill attempt tonight. If you guard someone else and they shoot you, you fall and the one you guard is safe.
    • Fails if you are robbed, beaten, cursed or at the Psycho's, or the guarded one is beaten or at the Psycho's.
card-swindler =
    A nasty piece of work: you make someone else's move land on the wrong door.
    • Each night, { $cmd_act } **redirect** → a player and the new target: that player's move tonight goes to the new target instead.
    • Never on a mafia member, never on the same player twice in one game; useless on moves that come before yours (theft, beating, invitation).
    • Fails if you are robbed, beaten, cursed or at the Psycho's, or the player cannot be found.
card-actor =
    You wait in the wings: until then you only vote.
    • When a member of the clan (not the Boss) leaves the game, { $cmd_act } **become** → a role (the Boss sends it while alive): from the next night you are that role for the rest of the game. Once only.
card-mafioso =
    A soldier of the clan. No special move: you help choose the night's kill ({ $cmd_act } **kill** → a player) and vote by day.
card-detective =
    You are the police inspector, and every night you decide whom to check.
    • Each night, { $cmd_act } **check** → a player: you learn their camp.
    • Fails if you are robbed, beaten, cursed or at the Psycho's, or the suspect cannot be found.
card-doctor =
    You sometimes treat the healthy and miss the dying, but a good night's work saves a life.
    • Each night, { $cmd_act } **heal** → a player (yourself too, but never the same player two nights running): they survive any number of shots tonight. A heal lifts a curse laid on them tonight and saves last night's guest of the Psycho.
    • Fails if you are robbed, beaten, cursed or at the Psycho's; you cannot find the Psycho's guest on the night of the invitation; a heal does not help against the mine.
card-deputy =
    You wait in the wings of the law. When the Detective or the Doctor dies (whichever falls first), you take over that role from the next night and meet the other one, if alive.
card-chosen =
    A silver tongue: each day, besides your open vote, you may cast up to two secret votes.
    • By day, { $cmd_act } **vote in secret** → two players (the same player twice is allowed). They count in the result, never show in the tally, and nobody can take them away.
card-journalist =
    You do not check, you compare.
    • Each night, { $cmd_act } **compare** → two players: you learn whether the two are in the same camp.
    • Fails if you are robbed, beaten, cursed or at the Psycho's, or either of them cannot be found.
card-witch =
    “A wicked, reckless hag”, the neighbours call you. You lay curses, and you enjoy it.
    • Each night, { $cmd_act } **curse** → a player: they lose their move next night. The Doctor's heal that same night lifts the curse; your curse still works if you die.
    • Fails if you are robbed, beaten or at the Psycho's.
card-courtesan =
    Life in this city is hard, and you use whatever is at hand. 😳
    • No move on the first night. From the second, { $cmd_act } **borrow** → a role and a player: use the ability of a dead civilian's role for one night, in its place and under its conditions. Each dead role only once; not Lucky, the Deputy, a Citizen or yourself.
card-lucky =
    Born lucky: you have one extra life against night kills (any number of attacks in one night costs that one life). It does not help against the lynch or the mine.
card-shooter =
    You shoot whoever crosses your path.
    • Each night, { $cmd_act } **shoot** → a player.
    • Fails if you are robbed, beaten, cursed or at the Psycho's, or the target cannot be found; a heal or a guard saves the target.
card-sleepwalker =
    You do not sleep at night: you wander around someone's house.
    • Each night, { $cmd_act } **watch a house** → a player: you learn the camp of everyone whose move on them succeeded tonight (for the clan's kill, the mafioso who sent the request).
    • Fails if you are robbed, beaten, cursed or at the Psycho's, or they cannot be found. If the Thug comes to that house, he beats you too.
card-citizen = { $ruleset ->
    [hobbit] An ordinary soul of Lake-town. By day you hunt for orcs with your vote; by night you sleep and hope to wake up.
   *[city] An ordinary citizen. No night move: your weapons are your words and your vote.
}
card-psycho =
    You invite a guest and do not let them go until morning.
    • Each night, { $cmd_act } **invite** → a player (not yourself): tonight they cannot act and cannot be found; the next night they die of exhaustion, when the kills are made, unless the Doctor heals them that night.
    • If someone kills you, your guest dies in the explosion too.
    • Fails if you are robbed, beaten or cursed.
card-miner =
    • Each night, { $cmd_act } **mine** → a player: if next day at least 3 votes land on them, the mine goes off and they die after the vote.
    • Fails if you are robbed, beaten, cursed or at the Psycho's, or they cannot be found.
card-thug =
    A meathead in a flat cap, ready to beat anyone senseless.
    • Each night, { $cmd_act } **beat** → a player (yourself too, but never the same player two nights running): they lie in a ditch till morning, cannot act and cannot be found.
    • Fails if you are robbed, cursed or at the Psycho's.
card-scout =
    Each morning you learn whom the Detective checked, whom the Thief robbed and whom the Doctor healed, when those moves succeeded. If you are robbed, beaten, cursed or at the Psycho's, no report comes.
card-trickster =
    Nothing special about you, except one thing.
    • Each night, { $cmd_act } **mute** → a player: their open vote does not count next day. Nobody can stop this.

## Robbers' seek, on every robber card

card-robber-seek = Every robber starts alone. Add { $cmd_act } **seek** → a player to your night move: if they are a robber too, the host introduces you and you share the den.

## Role cards: hobbit

card-legolas =
    An elven archer with 5 arrows.
    • By day, { $cmd_act } **shoot** → a player: the shot is settled after the vote (the target's vote still counts). One arrow per shot.
    • Hit a civilian and you lose one more arrow, or your life if you had none left. Smaug survives your arrow while Bard lives.
card-thranduil =
    The Elvenking. The first time anyone tries to kill you, your elk dies instead; only you are told. The second time, you fall. The elk does not save you from the lynch.
card-thorin =
    You seek the Arkenstone, the heart of the mountain.
    • Each night, { $cmd_act } **seek** → a player: if they hold the stone, it is yours and the whole town hears of it.
    • With the Arkenstone every attempt on your life kills the attacker instead. If its holder dies before you find it, it is lost.
card-bilbo =
    A burglar, and the bearer of the One Ring.
    • Each night, { $cmd_act } **search** → a player: you learn their role, and whether they hold the Arkenstone (you take it from Smaug).
    • Once per game, by day or by night, { $cmd_act } **put on the Ring**: nothing can kill you until the end of that game day, but you cannot search in it.
    • Searching Sauron costs you the next night. Once you have found Smaug, searching Bard lets you tell him Smaug's name (“name Smaug to the Bard” in the move form).
card-gandalf =
    The restless Grey Wizard: always wandering somewhere, so you are not always in time.
    • { $cmd_act } **heal** → a player: at most once in each pair of nights (1–2, 3–4, …), never the same player twice in a row.
    • If you heal Radagast, you find each other.
card-radagast =
    The Brown Wizard, a little mad: you smoke all sorts of herbs, so you do not always remember to come and help.
    • { $cmd_act } **heal** → a player: at most once in each pair of nights (1–2, 3–4, …), never the same player twice in a row.
    • If you heal Gandalf, you find each other.
card-tauriel =
    An elf in love, searching the nights for her dwarf.
    • Each night, { $cmd_act } **seek** → a player: if it is Kili, you find each other.
    • Then either of you may { $cmd_act } **block** → a player each night (not the same player twice in a row): their move fails; blocking the orcs' head stops the orcs' kill. Blocking Thorin with the Arkenstone shields one of you that night, once per game (“whom to save” in the move form).
card-kili =
    A young dwarf, waiting for Tauriel to find him.
    • Once she does, either of you may { $cmd_act } **block** → a player each night (not the same player twice in a row). If one of you dies, the block is lost.
card-bard =
    The bowman of Lake-town, with 7 black arrows.
    • By day, { $cmd_act } **shoot** → a player: if it is Smaug, he dies the following night and nothing can save him; anyone else is unharmed and the arrow is lost.
card-alfrid =
    A master of disguise.
    • Each night, { $cmd_act } **name a digit** → 1 or 2. To kill you, the orcs must guess tonight's digit. Without a new digit, your last one stands.
card-gollum =
    A loner hunting for his Precious.
    • Each night, { $cmd_act } **kill** → a player. If you kill Bilbo, the One Ring is yours: { $cmd_act } **put on the Ring** once, and no death can touch you until the end of that game day (but you cannot kill in it).
    • Until the end of day 2, { $cmd_act } **choose a side** → the Free Peoples (to win with them) or loner. Without a choice you play alone and win only as the last one standing.
card-azog =
    The Defiler, head of the orcs.
    • Each night, { $cmd_act } **kill** → a player and a digit, 1 or 2: the orcs' kill request (the digit matters only if the target is Alfrid).
card-bolg =
    Azog's son. When Azog falls, you lead the orcs.
    • While Azog lives, you may send the kill request in his place up to 3 times per game (used only if he sends none): { $cmd_act } **kill** → a player and a digit.
card-orc =
    A soldier of the orc host. By day you pass for a Lake-town resident; by night you help choose the kill.
    • The orcs together may send the kill request in the head's place up to 3 times per game. When Azog and Bolg are dead, the first of you to send a request becomes the head.
card-sauron =
    Nobody knows your true face. You know the orcs; they do not know you.
    • Each night, one instruction ({ $cmd_act } **instruct**): a hint (“I think X is ROLE”), a suggestion (“we should kill X”) or, twice per game, an order (“Kill X”) the orcs must obey. Never about yourself.
card-smaug =
    The dragon. You know no one and no one knows you, but you win with the orcs.
    • Each night, { $cmd_act } **hunt** → a player: take the Arkenstone from whoever holds it; find Thorin without it, and he dies.
    • The orcs' kill cannot touch you, and a lynch only once you are the last of the Enemy. Bard's arrow, Sauron's order, Gollum and (once Bard is dead) Legolas can.

## Winners

winner-civilians = { $ruleset ->
    [hobbit] The Free Peoples win: Lake-town is safe.
   *[city] The citizens win: the city is clean.
}
winner-mafia = { $ruleset ->
    [hobbit] The Enemy wins: darkness falls over Lake-town.
   *[city] The mafia wins: the city is theirs.
}
winner-robbers = The robbers win: the den takes the whole city.
winner-loner = Gollum wins alone: the Precious is his, and his alone.
winner-draw = Nobody wins: a draw.
