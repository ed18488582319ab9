# A balance estimate of a setup (bot/balance, `python -m bot balance`): from games played by
# simulated players, never by people; and its refusals.

balance-title = Balance of { $ruleset } with { $count ->
    [one] { $count } player
   *[other] { $count } players
}: an estimate from { $games ->
    [one] { $games } game
   *[other] { $games } games
} played by simulated players (programs that play by simple habits), not by people.
balance-roles = Roles: { $roles }.
balance-camp = • { $camp }: won { $share } of the games (95% interval: { $low } to { $high }).
balance-draws = • Draws: { $share } of the games (95% interval: { $low } to { $high }).
balance-unfinished = { $count ->
    [one] { $count } game was
   *[other] { $count } games were
} cut off unfinished after 200 phases.
balance-length = Median length: { $length }.
balance-swings-title = What each role changes (replaced by its camp's plain role, on the first { $games ->
    [one] { $games } game
   *[other] { $games } games
} of the same deals):
balance-swing = • { $role } → { $replacement }: { $camp } { $swing } points ({ $before } with the role, { $after } without; 95% interval { $low } to { $high }).
balance-swing-no-plain = • { $role }: { $camp } have no plain role to compare it with.
balance-swing-no-deal = • { $role } → { $replacement }: no deal can be made then ({ $reason }).
balance-note = Simulated players are not your table: take these numbers as a hint about the setup, not a promise.
balance-percent = { $whole }.{ $tenths }%
balance-points = { $sign }{ $whole }.{ $tenths }

## Refusals

error-balance_games = An estimate plays from { $minimum } to { $maximum } games; { $count } were asked for.
error-balance_swing_games = An estimate plays at most { $maximum } games for each replaced role (no more than for the setup itself); { $count } were asked for.
error-balance_failed = The balance estimate failed in its worker process and estimated nothing. Try again later.
error-balance_timeout = The balance estimate took longer than { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
} and was stopped.

## In Discord (`/setup save|show`, `/stats setup`, the lobby before `/game start`)

balance-pending = The balance estimate of this setup is being played by simulated players; it will follow here when it is ready (usually within a minute).

## /stats setup: how a setup really went on this server, beside its estimate

cmd-stats-setup = setup
cmd-stats-setup-desc = How a setup went in this server's finished games, beside its balance estimate
cmd-stats-setup-opt-setup = setup
cmd-stats-setup-opt-setup-desc = A saved setup's name, or a role list: "boss, doctor, citizen*4"
cmd-stats-setup-opt-ruleset = ruleset
cmd-stats-setup-opt-ruleset-desc = The rule set of a role list (by default, the server's)
cmd-stats-setup-opt-public = public
cmd-stats-setup-opt-public-desc = Post the answer in the channel for everyone (by default only you see it)
stats-setup-typed = This role list
stats-setup-title = **{ $name }** ({ $ruleset }) on this server: { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
}.
stats-setup-none = **{ $name }** ({ $ruleset }) has no finished game on this server yet.
stats-setup-draws = Draws
stats-setup-camp = • { $camp }: { $wins } of { $games } ({ $share }).
stats-setup-roles = By role (seats dealt, seats on the winning side):
stats-setup-role = • { $role }: { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
}, { $won } won ({ $share }).
stats-setup-check-title = The real results of { $games ->
    [one] { $games } game
   *[other] { $games } games
} against the estimate by simulated players:
stats-setup-check-inside = • { $camp }: { $share } in real games, inside the estimate's interval ({ $low } to { $high }).
stats-setup-check-outside = • { $camp }: { $share } in real games, outside the estimate's interval ({ $low } to { $high }).
stats-setup-check-few = Whether the real results fall inside the estimate's intervals is judged from { $minimum } finished games; so far { $games }.
