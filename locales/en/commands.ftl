# Slash commands (English), looked up by the app_commands.Translator in cogs/.
# Keys: `cmd-<path>` a command or group name, `cmd-<path>-desc` its description,
# `cmd-<path>-opt-<option>` / `cmd-<path>-opt-<option>-desc` an option, `choice-<group>-<value>`
# a choice; <path> joins group and subcommand with '-'. Names: lowercase, at most 32 characters,
# no spaces. Descriptions: at most 100 characters.

cmd-game = game
cmd-game-desc = Open, run and manage a game in this channel
cmd-game-new = new
cmd-game-new-desc = Open a lobby for a new game
cmd-game-join = join
cmd-game-join-desc = Join the open lobby
cmd-game-leave = leave
cmd-game-leave-desc = Leave the lobby
cmd-game-start = start
cmd-game-start-desc = Deal the roles and start the game
cmd-game-start-opt-roles = roles
cmd-game-start-opt-roles-desc = Roles separated by commas, repeats as *N: Boss, Doctor, Citizen*3 (empty: the preset)
cmd-game-cancel = cancel
cmd-game-cancel-desc = Cancel the lobby you opened (before the game starts)
cmd-game-status = status
cmd-game-status-desc = Show the phase, the time left and who is alive

cmd-host = host
cmd-host-desc = The host's controls for the game in this channel (hosts only)
cmd-host-stop = stop
cmd-host-stop-desc = Stop the lobby or the game (nobody wins)
cmd-host-extend = extend
cmd-host-extend-desc = Give the current phase more time
cmd-host-extend-opt-minutes = minutes
cmd-host-extend-opt-minutes-desc = How many minutes to add
cmd-host-next = next
cmd-host-next-desc = End the current phase now and resolve it
cmd-host-pause = pause
cmd-host-pause-desc = Pause the game and its timers
cmd-host-resume = resume
cmd-host-resume-desc = Resume a paused game
cmd-host-replace = replace
cmd-host-replace-desc = Give an absent player's seat to someone else
cmd-host-replace-opt-absent = absent
cmd-host-replace-opt-absent-desc = The player who is leaving the seat
cmd-host-replace-opt-substitute = substitute
cmd-host-replace-opt-substitute-desc = Who takes the seat (default: the first substitute who signed up)
cmd-game-export = export
cmd-game-export-desc = Download the game record (of a running game: only a host who does not play in it)

cmd-config = config
cmd-config-desc = Server settings for games
cmd-config-setup = setup
cmd-config-setup-desc = Set up games on this server
cmd-config-setup-opt-language = language
cmd-config-setup-opt-language-desc = The language of the host's posts
cmd-config-setup-opt-ruleset = ruleset
cmd-config-setup-opt-ruleset-desc = The rule set: city or hobbit
cmd-config-setup-opt-game_channel = game_channel
cmd-config-setup-opt-game_channel-desc = The channel where games are played
cmd-config-setup-opt-category = category
cmd-config-setup-opt-category-desc = The category for private team channels
cmd-config-setup-opt-dead_chat = dead_chat
cmd-config-setup-opt-dead_chat-desc = The channel for players who have left the game
cmd-config-setup-opt-night_minutes = night_minutes
cmd-config-setup-opt-night_minutes-desc = How long a night lasts, in minutes
cmd-config-setup-opt-day_minutes = day_minutes
cmd-config-setup-opt-day_minutes-desc = How long a day lasts, in minutes
cmd-config-setup-opt-host_role = host_role
cmd-config-setup-opt-host_role-desc = A role whose members may host games
cmd-config-show = show
cmd-config-show-desc = Show this server's settings

cmd-act = act
cmd-act-desc = Make your role's move (at night, or by day for day moves)
cmd-act-opt-verb = verb
cmd-act-opt-verb-desc = Which move to make (pick from the suggestions)
cmd-act-opt-target = target
cmd-act-opt-target-desc = The player (or role) the move is aimed at
cmd-act-opt-second = second
cmd-act-opt-second-desc = A second player, for moves that take two
cmd-act-opt-extra = extra
cmd-act-opt-extra-desc = A third value, if the move needs one: a digit, a role, a player…
cmd-act-opt-for = for
cmd-act-opt-for-desc = Boss only: the mafia member whose move you send

cmd-vote = vote
cmd-vote-desc = Vote in the day's lynch, or abstain
cmd-vote-opt-target = target
cmd-vote-opt-target-desc = The player you vote for (or abstain)

cmd-role = role
cmd-role-desc = Your role card and what you have been told in the game (only you will see it)

cmd-rules = rules
cmd-rules-desc = Read the rules
cmd-rules-opt-topic = topic
cmd-rules-opt-topic-desc = A role or a topic (e.g. the night order)

choice-language-ru = Русский
choice-language-en = English
choice-ruleset-city = City (mafia and robbers)
choice-ruleset-hobbit = The Hobbit (Lake-town and orcs)
