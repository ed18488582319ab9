"""Text: `Text` values, the Fluent localizer, and the pure builders that word a game."""
