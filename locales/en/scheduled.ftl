# Scheduled start: /game start at:20:00 ($time, $end: Unix timestamps for <t:…>)
cmd-game-start-opt-at = at
cmd-game-start-opt-at-desc = Start later: 20:00, or a date and time, 24.12 20:00 (in the server's time zone)

start-scheduled = ⏰ The game starts <t:{$time}:F> (<t:{$time}:R>): the bot deals the roles, join before then.
start-scheduled-done = The start is set for <t:{$time}:F>. To start sooner, run the command without a time; to move it, with another time.
start-night-pushed = 🌙 Less than { $minimum } min. are left until { $at } after the start, so night 1 lasts until <t:{$end}:F>.
start-night-long = 🌙 Night 1 will last about { $hours } h, until <t:{$end}:F> (nights end at { $at }).
start-scheduled-failed = ⏰ The game did not start at the set time: { $reason } The host may set a new start.
error-bad_start_time = “{ $text }” is not a time I can read. Write it as 20:00, 24.12 20:00 or 24.12.2026 20:00.
error-start_in_past = That time has passed (<t:{$time}:F>). Give a time in the future.
lobby-starts-at = { $lobby }

    ⏰ Starts <t:{$time}:F> (<t:{$time}:R>)
