# Move forms: the DM with the choices of a move, the reminder, the closed form.

forms-title-night = 🌙 **Night { $number }**: your move. Choose below: it is sent at once, and you may change it until the night ends.
forms-title-day = ☀️ **Day { $number }**: your day move. Choose below: it is sent at once, and you may change it until the day ends.
forms-for = Move for **{ $player }**: their own move wins unless they left it to you.
forms-accepted = ✅ Move accepted: { $verb } **{ $args }**
forms-accepted-bare = ✅ Move accepted: { $verb }
forms-accepted-none = No move sent yet.
forms-left = 🤝 Your move is left to the Boss.
forms-no-move = You have no move now.
forms-closed = ⌛ Time is up: no more moves are taken.
forms-closed-button = ⌛ Moves closed
forms-stood = Stood: { $verb } **{ $args }**
forms-stood-bare = Stood: { $verb }
forms-stood-none = No move was sent.
forms-own-move = My own move
forms-as-member = Move for { $player }
forms-seat-played-by = { $player } (now played by { $user })
forms-pick-whose = Whose move do you send?
forms-pick-verb = Choose a move
forms-leave = Leave my move to the Boss
forms-take-back = Take my move back from the Boss
forms-button = { $argument }: { $value }
forms-page = Players { $first }–{ $last }…
forms-arg-target = Whom?
forms-arg-first = First player
forms-arg-second = Second player
forms-arg-secret_vote-first = First secret vote
forms-arg-secret_vote-second = Second secret vote
forms-arg-to = Redirect to whom?
forms-arg-role = Role
forms-arg-shield = Shield (if the block is on Thorin with the stone)
forms-arg-digit = Digit
forms-arg-key = Instruction
forms-arg-hint = Hint: about whom?
forms-arg-suggest = Advice: whom to kill?
forms-arg-order = Order: whom to kill?
forms-arg-share_smaug = Tell Bard who Smaug is
forms-arg-side = Side
forms-reminder = { $minutes ->
    [one] ⏰ { $minutes } minute left of the night, and your move is not sent. The form is in the message above (or use { $cmd_act } with no options).
   *[other] ⏰ { $minutes } minutes left of the night, and your move is not sent. The form is in the message above (or use { $cmd_act } with no options).
}
error-form_closed = This form belongs to a phase that is over: it takes no more moves. This phase's move is in its new form, or use { $cmd_act }.
