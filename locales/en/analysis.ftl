# The post-game analysis (English): what the engine found after the game (bot.text.analysis).

analysis-winner = { $camp ->
    [mafia] { $ruleset ->
        [hobbit] the Enemy's win
       *[city] the mafia's win
    }
    [civilians] { $ruleset ->
        [hobbit] the Free Peoples' win
       *[city] the citizens' win
    }
    [robbers] the robbers' win
    [loner] Gollum's lone win
   *[draw] a draw
}

analysis-what-if-action = Had { $player } ({ $role }) aimed the { $action } at { $target } instead of { $was } on { $phase }, { $outcome }.
analysis-what-if-vote = Had { $player } ({ $role }) voted for { $target } instead of { $was } on { $phase }, { $outcome }.
analysis-what-if-abstain = Had { $player } ({ $role }) abstained instead of voting for { $was } on { $phase }, { $outcome }.

analysis-outcome-winner = the game would have ended in { $winner } on { $ended }
analysis-outcome-earlier = { $winner } would have come { $days ->
    [one] a day
   *[other] { $days } days
} earlier, on { $ended }
analysis-outcome-later = { $winner } would have come { $days ->
    [one] a day
   *[other] { $days } days
} later, on { $ended }
analysis-outcome-undecided = the game would still have been undecided when the record ends
analysis-outcome-left = the outcome would have been the same, but { $left } would have left on { $phase }
analysis-outcome-nobody-left = the outcome would have been the same, but nobody would have left on { $phase }

analysis-turning-point = Turning point, { $phase }: { $left } left the game. Had that phase passed with no moves and no votes, { $outcome }.

analysis-reads = { $player } ({ $camp }): { $accuracy }; { $trust }.
analysis-reads-accuracy = { $count } of { $total } { $total ->
    [one] vote
   *[other] votes
} on the other camp
analysis-reads-no-votes = no votes for a living player
analysis-reads-trust = spared { $count } of { $total } of their own camp
analysis-reads-no-allies = no own-camp player to read by vote

# The «разбор» on the review page (bot.text.review_page).
analysis-page-heading = Analysis
analysis-page-what-if = What if
analysis-page-no-what-if = Replaying the game with any one move or vote changed gives the same game.
analysis-page-turning-points = Turning points
analysis-page-no-turning-points = No single phase decided the game.
analysis-page-reads = Who read the table
analysis-page-reads-note = Votes count only for a living player on a day the voter was alive; "their own camp" is the camp each player played for at the end.

# `/stats player`: the reads summed over the player's finished games (cogs/stats/texts.py).
analysis-stats-reads = Reading the table: day votes on the other camp — { $hits } of { $votes } ({ $accuracy }%); own camp spared — { $spared } of { $allies } ({ $trust }%).
