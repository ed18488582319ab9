# What the host adds to the day's outcome and the morning's opening (English): the vote count in
# the verdict, the warning that a draw is near, the one hanged when the other of a double lynch
# survived.

## The vote count in the verdict ($count: how many are lynched, $votes: the votes each got)

lynch-votes = { $count ->
    [1] 🗳️ The count: **{$players}**, { $votes ->
        [one] {$votes} vote
       *[other] {$votes} votes
    }.
   *[other] 🗳️ The count: **{$players}**, { $votes ->
        [one] {$votes} vote
       *[other] {$votes} votes
    } each.
}

## A double lynch where one survives: the other was put to death (W3)

lynch-also = { $ruleset ->
    [hobbit] …and **{$player}** is cast off the bridge.
   *[city] …and **{$player}** hangs.
}

## A draw is near: if nobody leaves today either, the game is a draw (R2, R52)

stalemate-warning = { $cycles ->
    [1] ⚠️ Nobody left last night. If nobody leaves today either, I call the game a draw.
    [2] ⚠️ A second full day and night without a loss. If nobody leaves today either, I call the game a draw.
    [3] ⚠️ A third full day and night without a loss. If nobody leaves today either, I call the game a draw.
   *[other] ⚠️ Day after day, nobody leaves. If nobody leaves today either, I call the game a draw.
}
