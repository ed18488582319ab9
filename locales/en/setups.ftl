# Saved setups, call-ups, substitutes (points 6-8).

## Errors

error-setup_bad_name = A setup's name must not be empty and may have at most { $maximum } characters.
error-setup_name_taken = This server already has a setup called “{ $name }”. Choose another name, or delete the old one first: { $cmd_setup_delete }.
error-setup_not_found = This server has no setup called “{ $name }”. { $cmd_setup_list } shows them.
error-too_many_setups = This server already has { $maximum } setups, the most it may keep. Delete some: { $cmd_setup_delete }.
error-setup_empty = The setup has no roles. List them with commas, e.g. `boss, doctor, citizen*4`.
error-setup_wrong_ruleset = The setup “{ $name }” is for the { $ruleset ->
        [hobbit] Hobbit
       *[city] City
    } rule set, and this lobby plays another.
error-setup_and_roles = Give either a role list or a saved setup, not both.
error-call_too_soon = Players may be called once every 10 minutes. Try again in { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.
error-nobody_to_call = There is nobody to call: no one but you has joined.
error-players_role_unset = This server has no call-up role. A host sets it with { $cmd_config_callups }.
error-players_role_bad = The role “{ $role }” cannot be the call-up role: it is @everyone, or Discord or another app manages it. Choose a plain role.
error-players_role_above = Discord does not let the bot hand out the role “{ $role }”: it is above the bot's role, or the bot lacks Manage Roles. Move the bot's role higher in the server settings.
error-players_role_silent = The role “{ $role }” cannot be mentioned, so a call-up would reach nobody. Turn on “Allow anyone to @mention this role” in the server's role settings.
error-players_role_powerful = The role “{ $role }” cannot be the call-up role: it grants what @everyone does not ({ $permissions }), and the bot hands it to anyone who asks. Choose a role without permissions of its own.
error-sub_seated = You play in this game (or did, before a replacement): you cannot sign up as a substitute.
error-sub_already = You are already on this game's substitutes' list.
error-sub_not_signed = You are not on this game's substitutes' list.
error-no_substitutes = Nobody has signed up as a substitute with { $cmd_game_sub } yet. Name who takes the seat.

## Setups

setups-camp-count = { $camp } { $count }
setups-camps-more = { $first } · { $rest }
setups-role-count = { $role } ×{ $count }
setups-saved = Saved the setup **{ $name }**: { $count } { $count ->
        [one] role
       *[other] roles
    } ({ $ruleset }) — { $camps }.
setups-shown = **{ $name }** — { $ruleset }, { $count } { $count ->
        [one] player
       *[other] players
    }: { $camps }
    Roles: { $roles }
setups-list-heading = **This server's saved setups**
setups-list-item = • **{ $name }** — { $ruleset }, { $count }: { $camps }
setups-list-empty = This server has no saved setups yet. Save one with { $cmd_setup_save }.
setups-deleted = Deleted the setup **{ $name }**.

## Call-ups

callups-ping = 📣 { $role }, a new game is open! Join with the Join button in the message above.
callups-call = 📣 The host calls the players: { $players }
callups-called = Called { $count } { $count ->
        [one] player
       *[other] players
    }.
callups-button = 🔔 Call me / stop
callups-joined = You will be called for new games now (role { $role }). To stop, use { $cmd_notify } again or the button under a call-up.
callups-left = You will not be called for new games any more.
callups-config-show = **Call-ups and substitutes**
    Call-up role: { $players_role }
    Substitute for players put to sleep for inactivity: { $auto_substitute ->
        [on] on
       *[off] off
    }

## Substitutes

setups-seat-handed-over = 🔁 **{ $player }** would have been put to sleep for inactivity, but a substitute, { $newcomer }, has taken the seat: the role stays in the game.
setups-you-were-replaced = You were absent long enough to be put to sleep for inactivity. So that the game keeps its player, the seat **{ $player }** went to a substitute. Thanks for playing!
subs-signed = You are on this game's substitutes' list, number { $place } in the queue. When a seat is handed to you, you get its role card and everything its player was told.
subs-withdrawn = You are off this game's substitutes' list.
rules-auto-substitute = A player who would be put to sleep for inactivity hands the seat to the first substitute ({ $cmd_game_sub }) and stays in the game.

## Commands

cmd-setup = setup
cmd-setup-desc = This server's saved role setups
cmd-setup-save = save
cmd-setup-save-desc = Save a role setup under a name (host)
cmd-setup-save-opt-name = name
cmd-setup-save-opt-name-desc = The setup's name, e.g. “Big table”
cmd-setup-save-opt-roles = roles
cmd-setup-save-opt-roles-desc = Roles separated by commas, *N repeats: “boss, doctor, citizen*4”
cmd-setup-save-opt-ruleset = ruleset
cmd-setup-save-opt-ruleset-desc = The rule set (default: the server's)
cmd-setup-list = list
cmd-setup-list-desc = Every saved setup of this server
cmd-setup-show = show
cmd-setup-show-desc = Show a setup: its camps and roles
cmd-setup-show-opt-name = name
cmd-setup-show-opt-name-desc = The setup's name
cmd-setup-delete = delete
cmd-setup-delete-desc = Delete a saved setup (host)
cmd-setup-delete-opt-name = name
cmd-setup-delete-opt-name-desc = The setup's name
cmd-game-start-opt-setup = setup
cmd-game-start-opt-setup-desc = A saved setup of this server instead of a role list
cmd-notify = notify
cmd-notify-desc = Call me when a game opens (or stop calling me)
cmd-game-call = call
cmd-game-call-desc = Ping the lobby's players (its opener; once per 10 minutes)
cmd-game-sub = sub
cmd-game-sub-desc = Sign up as a substitute for the running game (or withdraw)
cmd-game-sub-opt-withdraw = withdraw
cmd-game-sub-opt-withdraw-desc = Take yourself off the substitutes' list
cmd-config-callups = callups
cmd-config-callups-desc = The role called when a game opens
cmd-config-callups-opt-players_role = players_role
cmd-config-callups-opt-players_role-desc = The role the bot pings when a lobby opens and hands to members who ask
cmd-config-callups-opt-clear = clear
cmd-config-callups-opt-clear-desc = Call nobody any more (unset the call-up role)
cmd-config-substitutes = substitutes
cmd-config-substitutes-desc = Substitutes for players put to sleep for inactivity
cmd-config-substitutes-opt-auto_substitute = auto_substitute
cmd-config-substitutes-opt-auto_substitute-desc = A player put to sleep for inactivity hands the seat to the first substitute (new games)
