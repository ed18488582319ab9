# Settings (bot/service/settings/schema.py): `setting-<key>` names each one in /config show and
# /rules, in the schema's order.

settings-show = **Server settings**
    { $lines }
settings-saved =
    Saved.
    { settings-show }
settings-table = **Table settings**
    { $lines }
settings-line = { $label }: { $value }
settings-lines =
    { $line }
    { $rest }
setting-unit-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
setting-unit-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}

setting-language = Language
setting-ruleset = Rule set
setting-night_minutes = Night
setting-day_minutes = Day
setting-reminder_minutes = Reminder before a deadline
setting-double_kill = Two kills a night (R1)
setting-inactive_days = Days of absence before sleep (0: never)
setting-min_posts = Posts a day counts as present
setting-stalemate_cycles = Quiet rounds before a draw (0: never)
setting-stats_min_games = Games to be ranked by win rate
setting-host_role_id = Host role
setting-game_channel_id = Game channel
setting-category_id = Category for private channels
setting-dead_chat_id = Dead chat
setting-vote_changes = Vote changes per day
setting-reveal = A death shows
setting-timezone = Time zone
setting-day_ends = Day ends
setting-night_ends = Night ends
setting-min_phase_minutes = Shortest phase
setting-vote_visibility = Vote count
setting-warn_absent = Warn absent players
setting-players_role_id = Call-up role
setting-auto_substitute = Substitute for players put to sleep for inactivity
