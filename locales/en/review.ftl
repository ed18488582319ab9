# The game's review: the «итоги» post in the game channel at the end of a game, and the
# review page (HTML).
#
# bot.text.review words them from the engine's trace (engine.trace): every move with its outcome
# and its reason. `review-reason-<code>` is a reason of engine.TRACE_CODES with exactly its
# parameters; `role` is a role's name, `camp`/`camps` camps, `cause` a cause of death, `verb` a
# move's name (already text); nobody comes as `review-none`. No Discord markup but in the post's
# headings: the same texts go on the page.

## The post

review-title = 📜 **The game's review**: move by move, what really happened.
review-night = **Night {$number}, move by move**
review-day = **Day {$number}, move by move**
review-nothing = Nobody moved.
review-attached = 📎 The full review of the game is in `{ $file }` (open it in a browser).

## Moves

review-move = { $actor } ({ $role }): { $verb } → { $targets }: { $outcome }
review-move-alone = { $actor } ({ $role }): { $verb }: { $outcome }
review-event = { $verb } → { $targets }: { $outcome }
review-because = { $outcome }: { $reasons }
review-then = { $first }; { $next }
review-none = nobody

review-outcome-succeeded = succeeded
review-outcome-failed = failed
review-outcome-unused = not used
review-outcome-rejected = refused: against the rules

## The vote, the lynch, who left

review-vote = { $voter } → { $target }
review-vote-muted = { $voter } → { $target } (not counted: silenced by the Trickster)
review-abstain = abstain
review-tally = Count — { $counts }
review-tally-count = { $player } { $count }
review-no-tally = Count — no votes.
review-lynch = Lynched: { $player } ({ $role }), { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}.
review-lynch-failed = The lynch failed: { $player }: { $reason }.
review-no-lynch = Nobody was lynched ({ $reason }).
review-sleep = Put to sleep for inactivity: { $player } ({ $role }), { $days ->
    [one] { $days } day
   *[other] { $days } days
} running without a vote and posts.
review-deaths = Left the game: { $players }.
review-death = { $player } ({ $role }), { $cause }
review-no-deaths = Nobody left the game.
review-winner = { $winner }

## Move names

review-verb-kill = kill
review-verb-check = check
review-verb-rob = theft
review-verb-guard = guard
review-verb-redirect = redirect
review-verb-become = appointment
review-verb-heal = heal
review-verb-compare = comparison
review-verb-curse = curse
review-verb-borrow = borrowed role
review-verb-shoot = shot
review-verb-watch = watch
review-verb-invite = invitation
review-verb-mine = mine
review-verb-beat = beating
review-verb-mute = silencing
review-verb-seek = seek
review-verb-secret_vote = secret vote
review-verb-scout = scouting
review-verb-exhaustion = the Psycho's guest exhausted
review-verb-explosion = explosion
review-verb-search = search
review-verb-ring = the One Ring
review-verb-block = block
review-verb-digit = digit
review-verb-hunt = hunt
review-verb-instruct = instruction to the orcs
review-verb-side = choice of side
review-verb-arrow = Bard's arrow
review-verb-ring_taken = the Ring passes to Gollum
review-verb-vote = vote
review-verb-lynch = lynch
review-verb-sleep = put to sleep
review-verb-unknown = move “{ $verb }”

## Causes of death

review-cause-lynch = lynched
review-cause-mafia = { $ruleset ->
    [hobbit] killed by the orcs
   *[city] killed by the mafia
}
review-cause-shot = shot
review-cause-exhaustion = exhaustion
review-cause-explosion = explosion
review-cause-mine = mine
review-cause-sleep = put to sleep for inactivity
review-cause-gollum = killed by Gollum
review-cause-smaug = killed by Smaug
review-cause-arrow = Bard's arrow
review-cause-ricochet = ricochet from the Arkenstone
review-cause-legolas_penalty = paid for shooting a civilian

## Reasons (engine.TRACE_CODES)

review-reason-robbed = the mover was robbed by the Thief ({ $by })
review-reason-beaten = beaten by the Thug ({ $by })
review-reason-at_psycho = at the Psycho's ({ $by })
review-reason-cursed = the Witch's curse
review-reason-blocked_by_pair = blocked by Tauriel and Kili ({ $by })
review-reason-sauron_penalty = the price of searching Sauron
review-reason-target_beaten = the target ({ $target }) was hidden: beaten by the Thug ({ $by })
review-reason-target_at_psycho = the target ({ $target }) was the Psycho's guest ({ $by })
review-reason-redirected = the Swindler ({ $by }) turned it onto { $to }
review-reason-turned = { $player }'s move ({ $verb }) turned onto { $to }
review-reason-victim_mafia = { $player } is mafia: their moves cannot be turned
review-reason-resolves_before = { $player }'s move ({ $verb }) comes before the Swindler's
review-reason-nothing_to_redirect = { $player } had no move that could be turned
review-reason-killed = { $target } is out: { $cause }
review-reason-wears_ring = { $target } wore the One Ring
review-reason-ricochet = Thorin ({ $target }) held the Arkenstone: it ricocheted onto { $on }
review-reason-guarded = { $target } was guarded by the Guard ({ $by })
review-reason-shielded = { $target } was covered by the elves' shield
review-reason-healed = a heal ({ $by }) saved { $target }
review-reason-extra_life = the Lucky one ({ $target }) had a second life
review-reason-elk = the elk died for Thranduil ({ $target })
review-reason-smaug_immune = the camp kill cannot harm Smaug ({ $target })
review-reason-wrong_digit = Alfrid ({ $target }) did not pick { $digit }
review-reason-ordered = Sauron's order ({ $by }): kill { $target }
review-reason-head_blocked = the orcs' head ({ $head }) was blocked by the elves ({ $by })
review-reason-overridden = { $by }'s move was used instead
review-reason-target_dead = the target ({ $target }) had already left
review-reason-check_result = { $target }: { $camp }
review-reason-boss_check_result = { $target }: { $has_role ->
    [yes] has a role
   *[no] no role
}, { $camp }
review-reason-compare_result = { $result ->
    [same] on the same side
   *[different] on different sides
}
review-reason-watch_result = visitors: { $camps }
review-reason-scout_result = Detective → { $detective }, Thief → { $thief }, Doctor → { $doctor }
review-reason-found = { $target } is the one sought
review-reason-not_found = { $target } is not the one sought
review-reason-stone_found = the Arkenstone found at { $target }
review-reason-stone_taken = the Arkenstone taken from { $target }
review-reason-attacks_thorin = no Arkenstone: Thorin ({ $target }) attacked
review-reason-search_result = { $target }: { $role }{ $arkenstone ->
    [yes] , holding the Arkenstone
   *[no] {""}
}
review-reason-became = now the { $role }
review-reason-actor_died = the Actor died that night; the appointment was lost
review-reason-secret_votes = two secret votes tomorrow
review-reason-digit_set = digit { $digit }
review-reason-instructed = { $kind ->
    [hint] hint: { $player } is the { $role }
    [suggest] suggestion: kill { $player }
   *[order] order: kill { $player }
}
review-reason-pair_block = { $target } blocked
review-reason-shield_granted = the elves' shield goes to { $player }
review-reason-ring_put_on = the Ring put on
review-reason-ring_taken = Gollum took the Ring from Bilbo ({ $target })
review-reason-side_chosen = { $side ->
    [civilians] with the townsfolk
   *[loner] on his own
}
review-reason-counted = counted
review-reason-muted = silenced by the Trickster
review-reason-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
review-reason-no_votes = no votes were cast
review-reason-tie = a tie: { $players }, { $count ->
    [one] { $count } vote
   *[other] { $count } votes
} each
review-reason-smaug_survives = Smaug ({ $target }) survives the lynch while the mafia lives
review-reason-lynched_anyway = the mined player ({ $target }) left by the vote
review-reason-too_few_votes = { $target } had { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}; the mine needs three
review-reason-absent = { $days ->
    [one] { $days } day
   *[other] { $days } days
} running without a vote and posts
review-reason-smaug_spared = Smaug ({ $target }) cannot be hurt while Bard lives
review-reason-penalty_arrow = shooting a civilian costs one more arrow
review-reason-penalty_death = shooting a civilian cost Legolas his life: no arrows were left
review-reason-arrow_in_smaug = an arrow in Smaug ({ $target }): he dies the following night
review-reason-arrow_lost = { $target } is not Smaug: the arrow is lost

## The review page

review-page-title = The game's review: { $ruleset }
review-page-heading = The game's review
review-page-summary = { $ruleset }, { $count ->
    [one] { $count } player
   *[other] { $count } players
}: { $nights ->
    [one] { $nights } night
   *[other] { $nights } nights
} and { $days ->
    [one] { $days } day
   *[other] { $days } days
}
review-page-cast = The cast
review-page-player = Player
review-page-role = Role
review-page-fate = Fate
review-page-survived = survived to the end
review-page-left = { $phase }: { $cause }
review-page-dealt = dealt: { $role }
review-page-timeline = The game, phase by phase
review-page-night = Night { $number }
review-page-day = Day { $number }
review-page-moves = Moves
review-page-votes = The vote
review-page-voter = Voter
review-page-vote-for = Voted for
review-page-struck-note = Struck through: votes the voter changed later.
review-page-final-votes = These are the votes standing at the end of the day.
review-page-secret = secret vote
review-page-left-phase = Left the game
review-page-result = How it ended
review-page-unfinished = The game was not played to the end: no winner.
review-page-footer = Built by the host bot from the game's record.

## /game export format:html

cmd-game-export-opt-format = format
cmd-game-export-opt-format-desc = The game record (JSON) or the review page (HTML)
choice-export-format-json = JSON: the game record
choice-export-format-html = HTML: the review page
