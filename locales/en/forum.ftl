# Forum games: clock-time deadlines, the vote count, vote changes, absence warnings,
# the reveal setting, and their /config and /rules texts.

## Errors
error-vote_changes_used = { $limit ->
    [0] Votes cannot be changed in this game: your first vote stands until the deadline.
    [one] You have used your { $limit } vote change for today: your vote stands until the deadline.
   *[other] You have used all { $limit } vote changes for today: your vote stands until the deadline.
}
error-bad_timezone = “{ $zone }” is not a time zone. Use an IANA name such as `Europe/Moscow`, `Europe/Berlin` or `Asia/Yekaterinburg`.
error-bad_clock_time = “{ $time }” is not a time of day. Write it as HH:MM, from 00:00 to 23:59 (e.g. `20:00`), or `off`.

## What a death shows (the `reveal` setting)
forum-reveal-camp-one = {$player} played for **{$camp}**.
forum-reveal-camp-several = Those who left played for: {$camps}.
forum-reveal-dark = { $count ->
    [one] This is a dark game: the role stays secret until the end.
   *[other] This is a dark game: their roles stay secret until the end.
}

## The vote count
forum-tally-count = **{ $target }** — { $count }
forum-tally-count-abstain = Abstaining — { $count }
forum-tally-hidden = 🙈 The votes are secret until the deadline; the full tally is posted then.
forum-tally-final = 📜 **The full tally at the deadline:**
forum-deadline = ⏰ Ends <t:{$time}:F> (<t:{$time}:R>)
forum-deadline-paused = ⏸️ The game is paused. The new deadline will appear here when the host resumes it.
forum-paused-left = { $minutes ->
    [one] ⏸️ Paused with { $minutes } minute left.
   *[other] ⏸️ Paused with { $minutes } minutes left.
}
forum-votes-none = Nobody has voted yet.
forum-votes-leaders = { $count ->
    [1] Leading: **{ $players }**
   *[other] Tied for the lead: **{ $players }**
}
forum-votes-not-voted = { $count ->
    [one] Not voted yet: { $players }
   *[other] Not voted yet ({ $count }): { $players }
}
forum-votes-not-voted-count = { $count ->
    [one] { $count } player has not voted yet.
   *[other] { $count } players have not voted yet.
}

## /game status for a host who does not play
forum-activity-title = *Activity (posts today · absent days in a row):*
forum-activity-line = { $player }: { $posts } · { $days }

## The warning to a player who was absent (R51)
forum-absence-warning = ⚠️ { $days ->
    [one] You were absent yesterday.
   *[other] You have been absent { $days } days in a row.
}{ $left ->
    [0] { "" }
    [one] { " " }One more absent day and you will be put to sleep.
   *[other] { " " }{ $left } more absent days and you will be put to sleep.
} To be present today, post at least { $posts ->
    [one] { $posts } message
   *[other] { $posts } messages
} in the game channel and have a { $cmd_vote } for another living player standing at the deadline.

## The settings (/config show, /rules)
forum-by-minutes = after its set length
forum-yes = yes
forum-no = no

## /votes and /config forum
cmd-votes = votes
cmd-votes-desc = The vote count: who votes for whom, who has not voted, the time left
cmd-config-forum = forum
cmd-config-forum-desc = Forum table rules: clock-time deadlines, the vote count, reveal
cmd-config-forum-opt-timezone = timezone
cmd-config-forum-opt-timezone-desc = The time zone of the clock times (IANA, e.g. Europe/Moscow)
cmd-config-forum-opt-day_ends = day_ends
cmd-config-forum-opt-day_ends-desc = The time days end, HH:MM (or off: days last their minutes)
cmd-config-forum-opt-night_ends = night_ends
cmd-config-forum-opt-night_ends-desc = The time nights end, HH:MM (or off: nights last their minutes)
cmd-config-forum-opt-min_phase_minutes = min_phase_minutes
cmd-config-forum-opt-min_phase_minutes-desc = The shortest a phase that ends by the clock may be, in minutes
cmd-config-forum-opt-vote_visibility = vote_visibility
cmd-config-forum-opt-vote_visibility-desc = What the vote count shows before the deadline
cmd-config-forum-opt-vote_changes = vote_changes
cmd-config-forum-opt-vote_changes-desc = How many times a player may change their vote in a day
cmd-config-forum-opt-reveal = reveal
cmd-config-forum-opt-reveal-desc = What a death shows: the role, only the camp, or nothing
cmd-config-forum-opt-warn_absent = warn_absent
cmd-config-forum-opt-warn_absent-desc = Warn a player by DM after a day of absence
choice-vote_visibility-open = open, every vote with its voter
choice-vote_visibility-counts = numbers only, until the deadline
choice-vote_visibility-hidden = hidden until the deadline
choice-vote_changes-unlimited = unlimited
choice-vote_changes-0 = none: the first vote stands
choice-vote_changes-1 = one change
choice-vote_changes-2 = two changes
choice-reveal-role = the role
choice-reveal-camp = only the camp
choice-reveal-none = nothing (a dark game)

## /rules: what a death shows when it is not the role
forum-rules-reveal-camp = When a player leaves, only their camp is told, never the role. When several leave at once, the names and the camps are given separately, so nobody can tell whose camp was whose. Every role is shown at the end of the game.
forum-rules-reveal-none = A dark game: nothing is told of a player who leaves, neither role nor camp. Every role is shown at the end of the game.
