"""A phase in play: actions and votes, the move forms, the vote count, what a reader may see."""
