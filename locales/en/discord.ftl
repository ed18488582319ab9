# Texts used only by the Discord layer (cogs/, bot/discord_*.py): buttons, replies, embeds.

discord-no-token =
    No Discord token. Put DISCORD_TOKEN=<your bot token> in the environment or in a .env file
    next to pyproject.toml, then run `python -m bot` again.
    To watch a whole game offline without Discord, run `python -m bot demo`.

## Errors the Discord layer adds (the codes themselves are in errors.ftl)

discord-error-unexpected = Something went wrong on our side. Nothing was changed; please try again.
discord-error-forbidden = Discord refused the bot an action it needs. Ask an admin to check the bot's permissions.
discord-error-bad-option = This value is not accepted here: { $value }

## Discord permission names (for error-missing_permission and error-players_role_powerful)

discord-perm-view-channel = View Channel
discord-perm-send-messages = Send Messages
discord-perm-embed-links = Embed Links
discord-perm-attach-files = Attach Files
discord-perm-read-message-history = Read Message History
discord-perm-add-reactions = Add Reactions
discord-perm-manage-roles = Manage Permissions
discord-perm-manage-channels = Manage Channels
discord-perm-manage-messages = Manage Messages
discord-perm-create-instant-invite = Create Invite
discord-perm-kick-members = Kick Members
discord-perm-ban-members = Ban Members
discord-perm-administrator = Administrator
discord-perm-manage-guild = Manage Server
discord-perm-view-audit-log = View Audit Log
discord-perm-priority-speaker = Priority Speaker
discord-perm-stream = Video
discord-perm-send-tts-messages = Send Text-to-Speech Messages
discord-perm-mention-everyone = Mention @everyone, @here, and All Roles
discord-perm-use-external-emojis = Use External Emoji
discord-perm-view-guild-insights = View Server Insights
discord-perm-connect = Connect
discord-perm-speak = Speak
discord-perm-mute-members = Mute Members
discord-perm-deafen-members = Deafen Members
discord-perm-move-members = Move Members
discord-perm-use-voice-activation = Use Voice Activity
discord-perm-change-nickname = Change Nickname
discord-perm-manage-nicknames = Manage Nicknames
discord-perm-manage-webhooks = Manage Webhooks
discord-perm-manage-expressions = Manage Expressions
discord-perm-use-application-commands = Use Application Commands
discord-perm-request-to-speak = Request to Speak
discord-perm-manage-events = Manage Events
discord-perm-manage-threads = Manage Threads
discord-perm-create-public-threads = Create Public Threads
discord-perm-create-private-threads = Create Private Threads
discord-perm-use-external-stickers = Use External Stickers
discord-perm-send-messages-in-threads = Send Messages in Threads
discord-perm-use-embedded-activities = Use Activities
discord-perm-moderate-members = Timeout Members
discord-perm-view-creator-monetization-analytics = View Creator Monetization Analytics
discord-perm-use-soundboard = Use Soundboard
discord-perm-create-expressions = Create Expressions
discord-perm-create-events = Create Events
discord-perm-use-external-sounds = Use External Sounds
discord-perm-send-voice-messages = Send Voice Messages
discord-perm-set-voice-channel-status = Set Voice Channel Status
discord-perm-send-polls = Create Polls
discord-perm-use-external-apps = Use External Apps
discord-perm-pin-messages = Pin Messages
discord-perm-bypass-slowmode = Bypass Slowmode

## /config

discord-config-unset = not set

## Lobby buttons

discord-lobby-join = Join
discord-lobby-leave = Leave

## Verbs and their arguments, as /act offers and confirms them

discord-verb-kill = kill
discord-verb-check = check
discord-verb-rob = rob
discord-verb-guard = guard
discord-verb-redirect = redirect
discord-verb-become = become
discord-verb-heal = heal
discord-verb-secret_vote = vote in secret
discord-verb-compare = compare
discord-verb-curse = curse
discord-verb-borrow = borrow
discord-verb-shoot = shoot
discord-verb-watch = watch a house
discord-verb-invite = invite
discord-verb-mine = mine
discord-verb-beat = beat
discord-verb-mute = mute
discord-verb-seek = seek
discord-verb-search = search
discord-verb-ring = put on the Ring
discord-verb-block = block
discord-verb-side = choose a side
discord-verb-instruct = instruct
discord-verb-hunt = hunt
discord-verb-digit = name a digit

discord-value-yes = yes
discord-value-no = no

## /act and /vote replies

# $verb: the verb's name; $args: what was given (players, roles, numbers), may be empty
discord-act-recorded = Request accepted: { $verb } — { $args }. You may change it until the deadline.
discord-act-recorded-bare = Request accepted: { $verb }. You may change it until the deadline.
# The parts of a request, by the verb's argument names (engine.verb_slots); $value: the value
discord-act-part = { $value }
discord-act-part-to = new target: { $value }
discord-act-part-digit = digit { $value }
discord-act-part-share_smaug = tell Bard who Smaug is: { $value }
discord-act-part-shield = save tonight: { $value }
discord-act-part-hint = hint: { $value }
discord-act-part-role = role: { $value }
discord-act-part-suggest = suggest killing { $value }
discord-act-part-order = order to kill { $value }
discord-act-parts = { $first }, { $rest }
discord-act-replaced = It replaces your earlier request: { $previous }.
discord-vote-recorded = Your vote is for { $target }. You may change it until the deadline.
discord-vote-abstain = You abstain. You may still vote until the deadline.
discord-vote-abstain-choice = abstain

## /rules

discord-rules-order-title = **Night order ({ $ruleset })**
# $number: the step; $roles: who acts; $verbs: what they do
discord-rules-order-step = { $number }. { $step }
discord-rules-topic-order = night order
discord-rules-unknown = There is no rule topic “{ $topic }”. Ask about the “night order” or a role: { $roles }.

## The lobby message

# $ruleset: the rule set's name; $host: a mention; $count: players so far; $minimum, $maximum;
# $players: the names (or discord-lobby-nobody)
discord-lobby =
    🎲 **A new game is gathering** — { $ruleset }. Host: { $host }.
    Players ({ $count }; { $minimum }–{ $maximum } needed): { $players }
    Press **Join** or use { $cmd_game_join }. The host starts with { $cmd_game_start }.
discord-lobby-closed =
    🎲 **The game has begun** — { $ruleset }. Host: { $host }.
    Players ({ $count }): { $players }
discord-lobby-cancelled =
    🎲 **The lobby was cancelled** — { $ruleset }. Host: { $host }.
    Players ({ $count }): { $players }
discord-lobby-cancelled-reply = The lobby is cancelled. Open a new one with { $cmd_game_new }.
discord-lobby-nobody = nobody yet
discord-lobby-joined = You have taken a seat. Your role will come in a direct message when the game starts.
discord-lobby-left = You have left the lobby.

## /act: what an argument is (Sauron's instructions)

discord-arg-hint = hint: “I think X is …”
discord-arg-suggest = suggestion: “we should kill X”
discord-arg-order = order: “Kill X”
discord-act-next-night = It is day now: the request is kept for night { $number }.

## /game export

discord-export-ready = The game record is attached: { $file }. Replay it with `python -m engine replay FILE`.
discord-lobby-opened = The lobby is open. Players join with the button or { $cmd_game_join }.
discord-dm-closed = { $player }, I cannot send you direct messages. Please allow DMs from server members; meanwhile { $cmd_role } shows your card and everything I have told you in this game.
discord-member-gone = { $player } is no longer on the server. The game goes on; the seat waits for a substitute.

discord-bad-token =
    Discord refused the token in DISCORD_TOKEN. Copy the bot's token again from the Developer Portal
    (Bot → Reset Token) into the environment or the .env file. To play offline, run `python -m bot demo`.

discord-no-members-intent =
    Discord refused the connection: the bot needs the Server Members intent. In the Developer
    Portal, open your application → Bot → Privileged Gateway Intents, switch the toggle
    named **Server Members Intent** on, save, and start the bot again.

## Start-up: SHARD_COUNT and SHARD_IDS that do not fit (README, "Running several processes")
# $value: what SHARD_COUNT says
discord-shard-count-not-a-number =
    SHARD_COUNT must be a whole number of shards, such as 4; it says “{ $value }”. Fix it in the
    environment or the .env file, or remove it to let Discord choose the number of shards.
discord-shard-count-below-one =
    SHARD_COUNT must be at least 1; it says { $value }. Fix it in the environment or the .env file.
discord-shard-ids-without-count =
    SHARD_IDS names this process's shards, but SHARD_COUNT (how many there are in all) is not set.
    Set both, for example SHARD_COUNT=4 SHARD_IDS=0,1.
# $value: what SHARD_IDS says
discord-shard-ids-not-ids =
    SHARD_IDS must list shard numbers and ranges, such as 0,1 or 4-7; it says “{ $value }”.
# $value: what SHARD_IDS says; $last: the highest shard number SHARD_COUNT allows
discord-shard-ids-out-of-range =
    SHARD_IDS says “{ $value }”, but with this SHARD_COUNT the shards are numbered 0 to { $last }.
# $ids: this process's shards; $count: SHARD_COUNT
discord-shard-ids-need-postgres =
    SHARD_IDS={ $ids } runs only some of the shards (SHARD_COUNT={ $count }): the other processes must
    share this process's store, and a SQLite file serves one process only. Set DATABASE_URL to a PostgreSQL
    database, or run every shard in one process (leave SHARD_IDS out).

## /act for the Boss (SPEC 3.3): the Boss sends a mafia member's move; a member leaves it to him
discord-verb-leave = leave my move to the Boss
# $player: the member whose move the Boss sent
discord-act-for = This request is for { $player }. Their own request still wins unless they leave the move to you.
discord-act-left = Your move tonight is left to the Boss: the request he sends for you wins over your own.
discord-act-taken-back = You take your move back: your own request counts again.

## A game channel was deleted (a DM to the host)

# $channel: the deleted channel's name; $server: the server's name
discord-channel-gone-game = The channel #{ $channel } on { $server } was deleted, so its game has stopped: no winner, no more timers. Open a new game in another channel with { $cmd_game_new }.
discord-channel-gone-lobby = The channel #{ $channel } on { $server } was deleted, so its lobby is cancelled. Open a new one in another channel with { $cmd_game_new }.

## /rules order: what happens at each step of the night (rules-step-<ruleset>-<key>)

rules-step-city-carry_in = What carries over from last night: yesterday's guest of the Psycho is exhausted (and dies with the kills unless the Doctor heals them), and last night's curse takes away its victim's move.
rules-step-city-rob = The Thief robs: the robbed player's move fails.
rules-step-city-beat = The Thug beats someone up: they make no move and cannot be found till morning (a Sleepwalker at that house is beaten too).
rules-step-city-invite = The Psycho invites a guest: the guest makes no move and cannot be found.
rules-step-city-redirect = The Swindler redirects someone's move to a new target.
rules-step-city-curse = The Witch lays a curse for the next night.
rules-step-city-guard = The Guard protects a clan member from every kill.
rules-step-city-heal = The Doctor heals.
rules-step-city-mine = The Miner lays a mine for the next day's vote.
rules-step-city-kills = The kills: the clan's kill, the Shooter's shot, the exhaustion of the Psycho's guest and the explosion when the Psycho dies.
rules-step-city-information = Information: checks by the Boss and the Detective, the Journalist's comparison, the Scout's report, the robbers' seek, the Trickster's mute, and last the Sleepwalker's watch.
rules-step-city-successions = Successions: the Actor's new role and the Deputy's promotion take effect from the next night.
rules-step-hobbit-carry_in = First of all: the Ring (Bilbo's or Gollum's) and Gollum's choice of side; Bilbo stays blocked after searching Sauron.
rules-step-hobbit-digit = Alfrid names his digit.
rules-step-hobbit-thorin_seek = Thorin seeks the Arkenstone.
rules-step-hobbit-tauriel_seek = Tauriel seeks Kili.
rules-step-hobbit-block = Tauriel and Kili block a move.
rules-step-hobbit-hunt = Smaug hunts: he takes the Arkenstone, or attacks Thorin without it.
rules-step-hobbit-search = Bilbo searches a player.
rules-step-hobbit-heal = Gandalf and Radagast heal.
rules-step-hobbit-instruct = Sauron gives the orcs a hint, a suggestion or an order.
rules-step-hobbit-kills = The kills: the orcs', Gollum's, Smaug's attack and Bard's arrow.
rules-step-hobbit-aftermath = The aftermath: the Arkenstone is lost with its holder, and whoever killed Bilbo takes the Ring.
