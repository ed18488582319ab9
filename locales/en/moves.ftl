# A move as `/act` and the move form show it (English). `verb-label` is the move's name for the id in
# `$verb` ("vote in secret" for `secret_vote`); errors and prompts use it instead of the id, so the
# player sees the word the suggestions show. An unknown move is shown as typed.

verb-label = { $verb ->
    [kill] { discord-verb-kill }
    [check] { discord-verb-check }
    [rob] { discord-verb-rob }
    [guard] { discord-verb-guard }
    [redirect] { discord-verb-redirect }
    [become] { discord-verb-become }
    [heal] { discord-verb-heal }
    [secret_vote] { discord-verb-secret_vote }
    [compare] { discord-verb-compare }
    [curse] { discord-verb-curse }
    [borrow] { discord-verb-borrow }
    [shoot] { discord-verb-shoot }
    [watch] { discord-verb-watch }
    [invite] { discord-verb-invite }
    [mine] { discord-verb-mine }
    [beat] { discord-verb-beat }
    [mute] { discord-verb-mute }
    [seek] { discord-verb-seek }
    [search] { discord-verb-search }
    [ring] { discord-verb-ring }
    [block] { discord-verb-block }
    [side] { discord-verb-side }
    [instruct] { discord-verb-instruct }
    [hunt] { discord-verb-hunt }
    [digit] { discord-verb-digit }
    [leave] { discord-verb-leave }
   *[other] { $verb }
}

## What each value of a move means (`$argument`: the argument's id), for errors

argument-label = { $argument ->
    [target] target
    [to] new target
    [first] first player
    [second] second player
    [digit] digit
    [role] role
    [side] side
    [share_smaug] name Smaug to the Bard
    [shield] whom to save
    [hint] hint
    [suggest] suggestion
    [order] order
    [leave] leave my move to the Boss
   *[other] { $argument }
}

## An unknown move: what the player may send now ($verbs: the moves' names)

act-unknown-verb = There is no move called “{$verb}”. What you can send now: {$verbs}. Pick a move from the { $cmd_act } suggestions or in the move form.

## An unknown role: the roles the set has ($roles, in alphabetical order)

unknown-role-listed = There is no role “{$role}” in this rule set. It has: {$roles}.
