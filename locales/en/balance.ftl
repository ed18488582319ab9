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
