# The «итоги» post at the end of a game (English): a line per night and day — who left and why,
# who was saved, who was checked and what was found; by day, the votes. The move-by-move log is on
# the review page. $who: who moved, $who_role: their role, $target: the target, $targets: all of
# the move's targets. A role named inside a sentence takes its article (“the Doctor”), so the
# moves are told in the passive: “Lev is healed by the Doctor (Egor)”.

recap-title = 📜 **How it went**, night by night and day by day. Every move in order is on the review page.
recap-night = **Night {$number}.**
recap-day = **Day {$number}.**
recap-phase = { $phase } { $events }.
recap-phase-quiet = { $phase } Nobody left.
recap-then = { $first }. { $next }
recap-votes = Votes: { $counts }
recap-votes-more = { $count ->
    [one] {$count} more player with votes
   *[other] {$count} more players with votes
}
recap-count = { $player } { $count }
recap-death = { $player } ({ $role }) leaves: { $cause }

## Saves: the blow missed

recap-save-healed = { $target } is healed by { $who_role } ({ $who }), and the blow misses
recap-save-guarded = { $target } is guarded by { $who_role } ({ $who }), and the blow misses
recap-save-extra_life = The Lucky one ({ $target }) spends the extra life
recap-save-elk = Thranduil's elk dies in his place ({ $target })
recap-save-shielded = The elves' shield covers { $target }
recap-save-wears_ring = { $target } wears the Ring, and the blow misses
recap-save-smaug_immune = A night kill cannot take Smaug ({ $target })

## Findings: what a move learned or found

recap-found-check_result = { $target } is checked by { $who_role } ({ $who }): { $camp }
recap-found-boss_check_result = { $target } is checked by { $who_role } ({ $who }): { $has_role ->
    [yes] holds a role
   *[no] holds no role
}, { $camp }
recap-found-compare_result = { $targets } are compared by { $who_role } ({ $who }): { $result ->
    [same] the same camp
   *[different] different camps
}
recap-found-search_result = { $target } is searched by { $who_role } ({ $who }): { $role }{ $arkenstone ->
    [yes] , with the Arkenstone
   *[no] {""}
}
recap-found-found = { $target } is found by { $who_role } ({ $who })
recap-found-stone_found = The Arkenstone is found with { $target } by { $who_role } ({ $who })
recap-found-stone_taken = The Arkenstone is taken from { $target } by { $who_role } ({ $who })
recap-found-arrow_in_smaug = Smaug ({ $target }) is hit by { $who_role } ({ $who }) and dies next night
