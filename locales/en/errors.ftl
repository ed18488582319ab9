# Refusals (English): `error-<code>` for every code of engine.ERROR_CODES and
# bot.errors.BOT_ERROR_CODES, with exactly the listed parameters. Shown ephemerally: say what went
# wrong and what to do instead. bot.narrative.error_text turns `role`/`needs` into role names,
# `camp` into a camp name and a phase like `night-3` into `phase-name`; `verb` is the raw verb, and
# `phase` of wrong_phase the raw phase kind (night | day).

phase-name = { $kind ->
    [night] night {$number}
   *[day] day {$number}
}

## Engine: moves and votes

error-not_a_player = **{$player}** is not playing in this game. Pick someone from the list of players.
error-dead_actor = **{$player}** has already left the game: the dead make no moves. You can still talk in the dead chat.
error-dead_target = **{$player}** has already left the game. Choose a living player.
error-wrong_phase = { $phase ->
    [night] { $verb ->
        [vote] Votes are taken by day only: come back with { $cmd_vote } in the morning.
       *[other] { $cmd_act } “{ verb-label }” is a day move. Send it by day.
    }
   *[day] { $cmd_act } “{ verb-label }” is a night move. Send it at night.
}
error-unknown_verb = There is no move called “{$verb}”. { $cmd_role } shows the moves your role has.
error-not_your_ability = { $cmd_act } “{ verb-label }” is not a move of {$role}. { $cmd_role } shows what you can do.
error-ability_used_up = { $verb ->
    [order] Both binding orders are spent. You can still hint or suggest.
    [ring] The Ring has already been worn in this game.
    [shoot] Your quiver is empty: no arrows left.
   *[other] You have used up { $cmd_act } “{ verb-label }” for this game.
}
error-repeat_target = { $cmd_act } “{ verb-label }” cannot go to **{$player}** twice in a row. Choose someone else this time.
error-self_target = { $cmd_act } “{ verb-label }” cannot target yourself. Choose another player.
error-guard_non_mafia = **{$player}** is not in the clan. The Guard protects only clan members (and yourself).
error-courtesan_night_one = The Courtesan has no move on the first night. Come back from night 2.
error-role_not_dead = No player who could lend you that role has died yet: {$role}. Choose a role of a dead player.
error-role_not_allowed = { $verb ->
    [become] You cannot become {$role}. { $cmd_role } explains which roles you may take.
   *[other] The role {$role} cannot be borrowed. { $cmd_role } explains which roles you may borrow.
}
error-role_already_used = { $verb ->
    [become] You have already taken the role {$role} in this game. Choose another one.
   *[other] You have already borrowed the role {$role} in this game. Choose another one.
}
error-bad_argument = { $cmd_act } “{ verb-label }”: the value for “{ argument-label }” is missing or wrong. Check the command's options and try again.
error-too_many_votes = { $cmd_act } “{ verb-label }”: at most {$limit} per day.
error-game_over = The game is over: nothing more is accepted.
error-not_current_phase = That move is for {$phase}, which is neither the current phase nor the next one. Send it when its time comes.

## Engine: the hobbit set

error-bad_digit = The digit must be 1 or 2, not {$digit}.
error-heal_pair_used = You already healed on night {$night}: a wizard heals once in each pair of nights (1–2, 3–4, …). Rest until the next pair.
error-instruct_about_sauron = An instruction may not point at Sauron himself, neither his player nor his role.
error-ring_worn = While the Ring is on, { $cmd_act } “{ verb-label }” must wait until the game day is over.
error-no_ring = You do not have the Ring. Only the one who killed Bilbo can take it.
error-pair_not_formed = The block needs Tauriel and Kili to have found each other first.
error-pair_broken = With Tauriel or Kili gone, the pair can no longer block.
error-already_found = You have already found Kili: no need to { $cmd_act } “{ verb-label }” any more. Block together instead.
error-arkenstone_held = You already hold the Arkenstone. There is nothing more to seek.
error-side_closed = It is too late to choose a side: Gollum chooses until the end of day 2.

## Engine: setup, dealing and records

error-unknown_ruleset = There is no rule set “{$ruleset}”. Choose city or hobbit.
error-unknown_role = There is no role “{$role}” in this rule set. { $cmd_rules } lists the roles.
error-player_count = { $count ->
    [one] A game cannot be played with {$count} player: it needs {$minimum} to {$maximum} players.
   *[other] A game cannot be played with {$count} players: it needs {$minimum} to {$maximum} players.
}
error-role_count = { $count ->
    [one] The list has {$count} role, but there are {$expected} players. Give exactly one role per player.
   *[other] The list has {$count} roles, but there are {$expected} players. Give exactly one role per player.
}
error-duplicate_player = **{$player}** is seated twice. Every player takes one seat.
error-duplicate_role = The role {$role} can be dealt only once. Remove the duplicate from the list.
error-roles_need_camp = The roles list has nobody from {$camp}: the game needs them. Add at least one such role.
error-roles_one_camp = Every role in the list belongs to {$camp}: the game would be over before it starts. Add roles of other camps.
error-role_needs_role = The role {$role} needs {$needs} in the game too. Add it or remove {$role}.
error-bad_setting = The setting “{$setting}” is unknown or has a wrong value.
error-bad_item = The item “{$item}” is unknown or cannot go to that player.
error-record_syntax = The game record cannot be read (line {$line}): it is neither valid YAML nor JSON.
error-record_field = The game record has a missing or broken field: “{$field}”.
error-record_encoding = The game record is not UTF-8 text (line {$line}). Save it as UTF-8 and try again.
error-record_too_large = The game record is too large: at most {$limit} bytes are read. A real game's record is far smaller.
error-record_too_many_values = The game record has too many entries: at most {$limit} are read. A real game's record has far fewer.
error-record_too_deep = The game record is nested too deeply (line {$line}): at most {$limit} levels of lists and mappings.
error-record_alias = The game record uses a YAML anchor or alias (line {$line}): write every value out in full.
error-record_phase_order = Phase {$index} of the record is out of order: expected {$expected}. Phases go night, day, night…
error-record_not_seated = The record names **{$player}**, who has no seat in that game.

## Bot: games, lobbies and commands

error-not_in_game = You are not playing in this game. Join the next lobby with { $cmd_game_join }.
error-not_host = Only the game's host, a server admin or a member with the host role can do that.
error-no_game_here = There is no game in this channel. Open one with { $cmd_game_new }.
error-game_already_running = A game is already open in this channel. Join it with { $cmd_game_join }, or wait until it ends.
error-already_joined = You are already in the lobby.
error-not_joined = You are not in the lobby.
error-lobby_closed = The lobby is closed: the game has started. Wait for the next one.
error-too_few_players = { $count ->
    [one] Only {$count} player so far: the game needs at least {$minimum}.
   *[other] Only {$count} players so far: the game needs at least {$minimum}.
}
error-too_many_players = { $count ->
    [one] {$count} player is too many: the game takes at most {$maximum}.
   *[other] {$count} players are too many: the game takes at most {$maximum}.
}
error-game_paused = The game is paused: moves, votes and timers wait until the host resumes it.
error-game_not_paused = The game is not paused.
error-game_not_running = The game has not started yet. The host starts it with { $cmd_game_start }.
error-game_finished = The game is over: nothing more is accepted.
error-dm_not_in_game = You are not playing in any running game. Join one in a server with { $cmd_game_join }.
error-dm_ambiguous = You play in {$count} games at once. Send your move from the game's own channel instead of a DM.
error-missing_permission = I lack the permission “{$permission}” in {$where}. Ask a server admin to grant it.
error-name_taken = The name **{$name}** is already taken in this game. Change your server nickname and try again.
error-bad_name = The name **{$name}** cannot be used (empty, too long or reserved). Change your server nickname and try again.
error-not_day = Votes are taken by day only. At night, use { $cmd_act }.
error-votes_in_team_channel = This is your team's channel; the day's votes are counted in the game channel { $channel }. Use { $cmd_votes } there, or in a direct message to me.
error-bad_config = The setting “{$key}” is unknown or out of range. { $cmd_config_show } lists the settings.
error-bad_minutes = { $maximum ->
    [one] {$minutes} is not allowed: give between 1 and {$maximum} minute.
   *[other] {$minutes} is not allowed: give between 1 and {$maximum} minutes.
}
error-no_record = Nothing to export: the game has not started.
error-replacement_in_game = **{$name}** already has a seat in this game. Choose someone who is not playing.
error-seated_host = You play in this game, so you cannot steer it or see its record while it runs, even as the host or a server admin. A host who does not play can.
error-wrong_channel = This is not your game's channel. Send { $cmd_act } in a direct message to me or in the game channel, and { $cmd_vote } in the game channel.
error-not_text_channel = A game needs an ordinary text channel where I can post: not a thread, a voice channel's chat, a forum or an announcement channel. Use { $cmd_game_new } in one.
