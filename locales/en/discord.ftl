# Texts used only by the Discord layer (cogs/, bot/discord_*.py): buttons, replies, embeds.

discord-no-token =
    No Discord token. Put DISCORD_TOKEN=<your bot token> in the environment or in a .env file
    next to pyproject.toml, then run `python -m bot` again.
    To watch a whole game offline without Discord, run `python -m bot demo`.

## Errors the Discord layer adds (the codes themselves are in errors.ftl)

discord-error-unexpected = Something went wrong on our side. Nothing was changed; please try again.
discord-error-forbidden = Discord refused the bot an action it needs. Ask an admin to check the bot's permissions.
discord-error-bad-option = This value is not accepted here: { $value }

## Discord permission names (for error-missing_permission)

discord-perm-view-channel = View Channel
discord-perm-send-messages = Send Messages
discord-perm-embed-links = Embed Links
discord-perm-attach-files = Attach Files
discord-perm-read-message-history = Read Message History
discord-perm-add-reactions = Add Reactions
discord-perm-manage-roles = Manage Permissions
discord-perm-manage-channels = Manage Channels
discord-perm-manage-messages = Manage Messages

## /config

discord-config-unset = not set
discord-config-show = **Server settings**
    Language: { $language }
    Rule set: { $ruleset }
    Game channel: { $game_channel }
    Category for private channels: { $category }
    Dead chat: { $dead_chat }
    Night: { $night_minutes ->
        [one] { $night_minutes } minute
       *[other] { $night_minutes } minutes
    }
    Day: { $day_minutes ->
        [one] { $day_minutes } minute
       *[other] { $day_minutes } minutes
    }
    Host role: { $host_role }
discord-config-saved =
    Saved.
    { discord-config-show }

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
discord-verb-secret_vote = secret vote
discord-verb-compare = compare
discord-verb-curse = curse
discord-verb-borrow = borrow
discord-verb-shoot = shoot
discord-verb-watch = watch
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
discord-verb-digit = digit

discord-value-yes = yes
discord-value-no = no

## /act and /vote replies

# $verb: the verb's name; $args: what was given (players, roles, numbers), may be empty
discord-act-recorded = Recorded: { $verb } { $args }. You may change it until the deadline.
discord-act-recorded-bare = Recorded: { $verb }. You may change it until the deadline.
discord-act-replaced = It replaces your earlier action: { $previous }.
discord-vote-recorded = Your vote is for { $target }. You may change it until the deadline.
discord-vote-abstain = You abstain. You may still vote until the deadline.
discord-vote-abstain-choice = abstain

## /rules

discord-rules-order-title = **Night order ({ $ruleset })**
# $number: the step; $roles: who acts; $verbs: what they do
discord-rules-order-step = { $number }. { $roles }: { $verbs }
discord-rules-order-step-passive = { $number }. { $roles }
discord-rules-topic-order = night order
discord-rules-unknown = There is no rule topic "{ $topic }". Try a role name or "order".

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

discord-arg-hint = hint: "I think X is …"
discord-arg-suggest = suggest: "we should kill X"
discord-arg-order = order: "Kill X"
discord-act-next-night = It is day now: this is kept for night { $number }.

## /game export

discord-export-ready = The game record is attached: { $file }. Replay it with `python -m engine replay FILE`.
discord-lobby-opened = The lobby is open. Players join with the button or { $cmd_game_join }.
discord-dm-closed = { $player }, I cannot send you direct messages. Please allow DMs from server members; meanwhile { $cmd_role } shows your card and everything I have told you in this game.
discord-member-gone = { $player } is no longer on the server. The game goes on, and their seat stays in it.

discord-bad-token =
    Discord refused the token in DISCORD_TOKEN. Copy the bot's token again from the Developer Portal
    (Bot → Reset Token) into the environment or the .env file. To play offline, run `python -m bot demo`.

discord-no-members-intent =
    Discord refused the connection: the bot needs the Server Members intent. In the Developer
    Portal, open your application → Bot → Privileged Gateway Intents, switch the toggle
    named **Server Members Intent** on, save, and start the bot again.

## /act for the Boss (SPEC 3.3): the Boss sends a mafia member's move; a member leaves it to him
discord-verb-leave = leave my move to the Boss
# $player: the member whose move the Boss sent
discord-act-for = This is { $player }'s move. Their own move still wins unless they leave it to you.
discord-act-left = Your move tonight is left to the Boss: what he sends for you wins over your own.
discord-act-taken-back = You take your move back: your own action wins again.

## A game channel was deleted (a DM to the host)

# $channel: the deleted channel's name; $server: the server's name
discord-channel-gone-game = The channel #{ $channel } on { $server } was deleted, so its game has stopped: no winner, no more timers. Open a new game in another channel with { $cmd_game_new }.
discord-channel-gone-lobby = The channel #{ $channel } on { $server } was deleted, so its lobby is cancelled. Open a new one in another channel with { $cmd_game_new }.
